//! Every CloudFormation type the provider does not implement by hand, served through AWS Cloud
//! Control (`CreateResource`, `GetResource`, `UpdateResource` with a JSON Patch,
//! `DeleteResource`), as Pulumi's AWS Native serves its types. The registry of types and the
//! pure parts (desired state, patch, progress, what a read reports) are in
//! `strata-cloudcontrol`, tested there; this module makes the calls. moto does not serve Cloud
//! Control: the tests run it against `tests/services/cloudcontrol.py` (Cloud Control in front
//! of moto, over moto's CloudFormation), and `./run acceptance` against a real account.

use crate::Aws;
use crate::query::json_call;
use sha2::{Digest, Sha256};
use strata_cloudcontrol::{Progress, RegistryType, desired_state, next_wait, patch};
use strata_provider::{Failure, Read, Value, json};

/// The longest Cloud Control request waited for (a CloudFront distribution or an RDS instance
/// takes tens of minutes).
const LIMIT: std::time::Duration = std::time::Duration::from_secs(60 * 60);

/// The registry type of Strata type `ty`, if the registry has one.
pub(crate) fn registry_type(ty: &str) -> Option<&'static RegistryType> {
    strata_cloudcontrol::registry_type(ty)
}

fn call(aws: &Aws, action: &str, body: &Value) -> Result<Value, String> {
    json_call(
        &aws.query,
        ("cloudcontrolapi", "cloudcontrolapi", "CloudControl"),
        ("CloudApiService", "1.0"),
        action,
        body,
    )
    .map_err(|e| unserved(aws, action, body, e))
}

/// An error that says the endpoint does not serve Cloud Control at all (moto answers its
/// calls with an HTML page) in one line, naming the type, the endpoint and what to do; any
/// other error as it is.
fn unserved(aws: &Aws, action: &str, body: &Value, e: String) -> String {
    let page = e.contains(crate::query::NOT_AWS);
    let unknown = [
        "UnknownOperationException",
        "InvalidAction",
        ": 404 Not Found",
    ]
    .iter()
    .any(|c| e.contains(c));
    if !page && !unknown {
        return e;
    }
    let ty = body["TypeName"].as_str().unwrap_or("a registry type");
    let at = aws.query.endpoint.as_deref().unwrap_or("AWS");
    format!(
        "AWS CloudControl {action} {ty}: {at} does not serve AWS Cloud Control, through which Strata serves every type it does not implement by hand (moto serves none): use an endpoint that does (AWS itself, or moto behind `tests/services/cloudcontrol.py`, as `just moto` starts it)"
    )
}

/// Whether an error of a Cloud Control call says the resource does not exist.
fn not_found(e: &str) -> bool {
    e.contains("ResourceNotFoundException") || e.contains(": NotFound:")
}

/// A create's client token, the same for the same stack, resource and inputs: a create
/// retried after an interruption (or cleared and made again) is the same request to Cloud
/// Control, which answers with what the first one made, not a second resource. Cloud Control
/// keeps a token for 36 hours, so its answer may be an old request's: see [`create`].
fn token(aws: &Aws, name: &str, what: &str, inputs: &Value) -> String {
    let mut h = Sha256::new();
    for part in [aws.scope.as_str(), name, what, &inputs.to_string()] {
        h.update(part.as_bytes());
        h.update(b"\0");
    }
    crate::hex(&h.finalize(), 24)
}

/// A token no request had before: `base` and the time. An update or a delete retried by
/// another run is planned again from a fresh read, so it needs no token of the last one;
/// the same token would make a setting changed back and forth within 36 hours an old answer
/// that changes nothing.
fn fresh(base: &str) -> String {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or_default();
    let mut h = Sha256::new();
    h.update(base.as_bytes());
    h.update(nanos.to_le_bytes());
    crate::hex(&h.finalize(), 24)
}

/// Follow a request to its end: its identifier, or the failure (with what exists, if any).
fn finish(aws: &Aws, t: &RegistryType, what: &str, answer: Value) -> Result<String, Failure> {
    let mut at = strata_cloudcontrol::progress(&answer);
    let (mut attempt, mut waited) = (0, std::time::Duration::ZERO);
    loop {
        match at {
            Progress::Done { identifier } => return Ok(identifier),
            Progress::Failed {
                code,
                message,
                identifier,
            } => {
                let text = format!("AWS CloudControl {what} {}: {code}: {message}", t.cfn);
                return Err(match identifier {
                    Some(id) => Failure::partial(text, &id, json!({})),
                    None => text.into(),
                });
            }
            Progress::Running { token } => {
                let Some(wait) = next_wait(attempt, waited, LIMIT) else {
                    return Err(format!(
                        "AWS CloudControl {what} {}: not done after {} minutes (request {token}): see it with `aws cloudcontrol get-resource-request-status --request-token {token}`",
                        t.cfn,
                        LIMIT.as_secs() / 60
                    )
                    .into());
                };
                crate::sleep(wait);
                waited += wait;
                attempt += 1;
                let status = call(
                    aws,
                    "GetResourceRequestStatus",
                    &json!({"RequestToken": token}),
                )?;
                at = strata_cloudcontrol::progress(&status);
            }
        }
    }
}

/// The resource's properties as Cloud Control reads them, unless it is gone.
fn get(aws: &Aws, t: &RegistryType, id: &str) -> Result<Option<Value>, String> {
    match call(
        aws,
        "GetResource",
        &json!({"TypeName": t.cfn, "Identifier": id}),
    ) {
        Ok(answer) => {
            let props = answer["ResourceDescription"]["Properties"]
                .as_str()
                .unwrap_or("{}");
            serde_json::from_str(props)
                .map(Some)
                .map_err(|e| format!("AWS CloudControl GetResource {}: {e}", t.cfn))
        }
        Err(e) if not_found(&e) => Ok(None),
        Err(e) => Err(e),
    }
}

/// `inputs` without what is not a property of the registry type (Strata's own inputs of a
/// hand-verified type whose resource is routed here, left at their defaults).
fn registry_only(t: &RegistryType, inputs: &Value) -> Value {
    match inputs.as_object() {
        Some(o) => Value::Object(
            o.iter()
                .filter(|(k, _)| t.inputs.contains_key(*k))
                .map(|(k, v)| (k.clone(), v.clone()))
                .collect(),
        ),
        None => inputs.clone(),
    }
}

/// A create's outputs as a preview predicts them: the identifier's inputs as given, the rest
/// unknown.
pub(crate) fn predicted(t: &RegistryType, inputs: &Value) -> Value {
    Value::Object(
        t.outputs
            .keys()
            .chain(&t.identifier)
            .map(|k| {
                let known = inputs.get(k).filter(|_| !t.outputs.contains_key(k));
                (
                    k.clone(),
                    known.cloned().unwrap_or_else(strata_provider::unknown),
                )
            })
            .collect(),
    )
}

pub(crate) fn create(
    aws: &Aws,
    t: &RegistryType,
    name: &str,
    inputs: &Value,
    preview: bool,
) -> Result<(String, Value), Failure> {
    if preview {
        return Ok((String::new(), predicted(t, inputs)));
    }
    let desired = desired_state(&registry_only(t, inputs));
    let base = token(aws, name, "create", &desired);
    let send = |token: &str| {
        call(
            aws,
            "CreateResource",
            &json!({"TypeName": t.cfn, "DesiredState": desired.to_string(), "ClientToken": token}),
        )
    };
    let answer = send(&base)?;
    // A first answer that is already over is an earlier request's with this token: the
    // interrupted create (its resource is there: it is the one), or one whose resource is
    // gone since (destroyed, then declared again), or that failed (its cause may be fixed
    // since). Those two are sent again as a new request.
    let earlier = !matches!(
        strata_cloudcontrol::progress(&answer),
        Progress::Running { .. }
    );
    let made = match finish(aws, t, "CreateResource", answer) {
        Ok(id) => match get(aws, t, &id) {
            Ok(Some(props)) => Some((id, props)),
            Ok(None) if earlier => None,
            Ok(None) => {
                return Err(format!(
                    "AWS CloudControl GetResource {}: {id}, just made, is not there",
                    t.cfn
                )
                .into());
            }
            // Made: a read that fails now still records it.
            Err(e) => return Err(Failure::partial(e, &id, json!({}))),
        },
        Err(_) if earlier => None,
        Err(f) => return Err(f),
    };
    let (id, props) = match made {
        Some(made) => made,
        None => {
            let id = finish(aws, t, "CreateResource", send(&fresh(&base))?)?;
            let props = get(aws, t, &id)
                .map_err(|e| Failure::partial(e, &id, json!({})))?
                .unwrap_or_default();
            (id, props)
        }
    };
    Ok((id, t.read(&props, inputs).1))
}

pub(crate) fn read(
    aws: &Aws,
    t: &RegistryType,
    id: &str,
    recorded: &Value,
) -> Result<Option<Read>, String> {
    Ok(get(aws, t, id)?.map(|props| {
        let (inputs, outputs) = t.read(&props, recorded);
        Read {
            id: id.into(),
            inputs,
            outputs,
        }
    }))
}

/// What an interrupted create made, where its inputs name it (its identifier is inputs of its
/// own, such as a function's name); else nothing can be found by its inputs.
pub(crate) fn find(aws: &Aws, t: &RegistryType, inputs: &Value) -> Result<Option<Read>, String> {
    match t.identifier_of(inputs) {
        Some(id) => read(aws, t, &id, inputs),
        None => Ok(None),
    }
}

#[allow(clippy::too_many_arguments)]
pub(crate) fn update(
    aws: &Aws,
    t: &RegistryType,
    id: &str,
    olds: &Value,
    old_outputs: &Value,
    news: &Value,
    preview: bool,
) -> Result<Value, Failure> {
    if preview {
        return Ok(old_outputs.clone());
    }
    let ops = patch(
        &desired_state(&registry_only(t, olds)),
        &desired_state(&registry_only(t, news)),
    );
    if !ops.is_empty() {
        let answer = call(
            aws,
            "UpdateResource",
            &json!({"TypeName": t.cfn, "Identifier": id,
                "PatchDocument": Value::Array(ops).to_string(),
                "ClientToken": fresh(id)}),
        )?;
        finish(aws, t, "UpdateResource", answer)?;
    }
    let props = get(aws, t, id)?.ok_or_else(|| {
        format!(
            "AWS CloudControl GetResource {}: {id} is gone after its update",
            t.cfn
        )
    })?;
    Ok(t.read(&props, news).1)
}

pub(crate) fn delete(aws: &Aws, t: &RegistryType, id: &str) -> Result<(), String> {
    let answer = match call(
        aws,
        "DeleteResource",
        &json!({"TypeName": t.cfn, "Identifier": id}),
    ) {
        Ok(a) => a,
        Err(e) if not_found(&e) => return Ok(()),
        Err(e) => return Err(e),
    };
    match finish(aws, t, "DeleteResource", answer) {
        Ok(_) => Ok(()),
        Err(f) if not_found(&f.message) || f.message.contains(": NotFound:") => Ok(()),
        Err(f) => Err(f.message),
    }
}
