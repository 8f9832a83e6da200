//! The AWS provider: one sandboxed component that manages AWS resources through the AWS SDK for
//! Rust, over wasi:http (so the host's `allow-hosts` grants decide what it reaches).
//!
//! Types are named after CloudFormation's (`aws:s3:Bucket` is `AWS::S3::Bucket`), with its
//! property names and shapes, so that a program's graph maps onto a template one to one. Names
//! AWS requires to be unique are chosen in `check` when not given: the resource's name and a
//! suffix derived from the stack and the inputs, so the journal records it before the create,
//! `find` can look for it after an interruption, and a replacement (other inputs) gets a new one.
//!
//! Settings (`[providers.aws.config]`, overridden per stack by `strata config set aws:KEY`):
//! `region` (default `us-east-1`), `endpoint` (a local endpoint), `accessKeyId` and
//! `secretAccessKey` (set the secret with `--secret`), else `AWS_ACCESS_KEY_ID` and
//! `AWS_SECRET_ACCESS_KEY` if granted with `allow-env`.
//!
//! Functions (`invoke`, declared under `functions` in the schema; `functions.rs`):
//! `aws:getCallerIdentity`, `aws:getRegion`, `aws:getAvailabilityZones`,
//! `aws:ssm:getParameter` and `aws:cloudformation:describeStackResources`.

#![allow(
    deprecated,
    reason = "wstd-aws 0.6.6 is deprecated for aws-smithy-wasm, not yet released"
)]

mod acm;
mod apigw;
mod cloudcontrol;
mod cloudfront;
mod cloudwatch;
mod dynamodb;
mod ec2;
mod ec2_rules;
mod ecr;
mod ecs;
mod elbv2;
mod events;
mod functions;
mod handmade;
mod iam;
mod kms;
mod lambda;
mod logs;
mod native;
mod policy;
mod query;
mod rds;
mod route53;
mod s3;
mod secrets;
mod sfn;
mod sns;
mod sqs;
mod ssm;

use sha2::{Digest, Sha256};
use strata_provider::{Diff, Failure, Provider, Read, Value, export_provider, json};

strata_provider::manifest!(
    r#"{"name": "aws", "version": "0.1.0", "capabilities": {"allow-hosts": ["https://*.amazonaws.com"], "allow-env": ["AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "AWS_SESSION_TOKEN", "AWS_REGION"]}}"#
);

pub(crate) struct Aws {
    s3: aws_sdk_s3::Client,
    sqs: aws_sdk_sqs::Client,
    sns: aws_sdk_sns::Client,
    dynamodb: aws_sdk_dynamodb::Client,
    iam: aws_sdk_iam::Client,
    cloudfront: aws_sdk_cloudfront::Client,
    /// `project/stack`: part of every auto-name's suffix, so two stacks never pick one name.
    scope: String,
    /// For the services called through their query APIs (EC2): where, as whom.
    pub(crate) query: query::Target,
    /// Why no call can reach AWS (no credentials), if so: `schema`, `check` and `diff` still
    /// work, so `strata schema aws` and previews of new resources need none.
    unusable: Option<String>,
}

/// The first `n` bytes of `bytes` (a digest) in hex: a short name or token derived from it.
pub(crate) fn hex(bytes: &[u8], n: usize) -> String {
    bytes.iter().take(n).map(|b| format!("{b:02x}")).collect()
}

/// Run an SDK future to completion inside a provider call.
pub(crate) fn run<T>(f: impl std::future::Future<Output = T>) -> T {
    wstd::runtime::block_on(f)
}

/// Wait `d` inside a provider call (a timer is made inside the runtime, not before it).
pub(crate) fn sleep(d: std::time::Duration) {
    run(async move {
        wstd::task::sleep(d.into()).await;
    })
}

/// An AWS error as one line: the operation, AWS's error code and its message.
pub(crate) fn aws_error<E, R>(op: &str, e: aws_sdk_s3::error::SdkError<E, R>) -> String
where
    E: aws_sdk_s3::error::ProvideErrorMetadata + std::error::Error + Send + Sync + 'static,
    R: std::fmt::Debug + Send + Sync + 'static,
{
    match e.as_service_error() {
        Some(se) if se.code().is_some() => format!(
            "AWS {op}: {}: {}",
            se.code().unwrap_or("error"),
            se.message().unwrap_or("(no message)")
        ),
        _ => match &e {
            aws_sdk_s3::error::SdkError::DispatchFailure(_)
            | aws_sdk_s3::error::SdkError::TimeoutError(_) => unreachable(op, &root_cause(&e)),
            _ => format!("AWS {op}: {}", aws_sdk_s3::error::DisplayErrorContext(&e)),
        },
    }
}

/// Where calls go and what the provider instance is called, for [`unreachable`]: set once, when
/// the provider is configured (one instance per configuration).
static REACH: std::sync::OnceLock<(String, String)> = std::sync::OnceLock::new();

/// The error of a call that reached nothing: where it went and what to check, not the SDK's
/// debug dump.
pub(crate) fn unreachable(op: &str, cause: &str) -> String {
    let (target, name) = REACH
        .get()
        .map_or(("AWS", "aws"), |(t, n)| (t.as_str(), n.as_str()));
    format!(
        "AWS {op}: could not reach {target} ({cause}): check that it is up and that the address is right (`strata config get {name}:endpoint`, `{name}:region`), and that the provider is granted it (allow-hosts under [providers.{name}])"
    )
}

/// The innermost error of `e`'s chain: what actually failed (a refused connection, a DNS
/// failure, a timeout).
pub(crate) fn root_cause(e: &(dyn std::error::Error + 'static)) -> String {
    let mut at = e;
    while let Some(next) = at.source() {
        at = next;
    }
    at.to_string()
}

impl Aws {
    /// Whether calls can reach AWS: the error naming what is missing if not.
    fn usable(&self) -> Result<(), String> {
        match &self.unusable {
            Some(why) => Err(why.clone()),
            None => Ok(()),
        }
    }

    /// A name for a resource that did not give one: `NAME-SUFFIX`, the suffix derived from the
    /// stack, the name and the other inputs; at most `max` characters.
    pub(crate) fn auto_name(&self, name: &str, inputs: &Value, max: usize) -> String {
        let mut h = Sha256::new();
        h.update(self.scope.as_bytes());
        h.update(b"\0");
        h.update(name.as_bytes());
        h.update(b"\0");
        h.update(inputs.to_string().as_bytes());
        let suffix = hex(&h.finalize(), 4);
        let mut base: String = name
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() || c == '-' {
                    c
                } else {
                    '-'
                }
            })
            .collect();
        base.truncate(max.saturating_sub(suffix.len() + 1));
        format!("{base}-{suffix}")
    }
}

/// The schema of the types implemented by hand: those with schemas of their own
/// (`handmade.rs`), and with `native` those of `native.rs`, whose schemas come from the registry
/// (parsing it costs tens of milliseconds: a diff of another type does without).
fn hand_schema(native: bool) -> Value {
    let mut types = serde_json::Map::new();
    for h in handmade::all() {
        let mut schema = h.schema();
        if native {
            with_registry_shapes(h.ty, &mut schema);
        }
        types.insert(h.ty.into(), schema);
    }
    for n in native::all().filter(|_| native) {
        types.insert(n.ty.into(), n.schema());
    }
    if native {
        for (ty, schema) in types.iter_mut() {
            with_routed_inputs(ty, schema);
        }
    }
    for (ty, inputs) in ATTACHED {
        for k in *inputs {
            if let Some(p) = types
                .get_mut(*ty)
                .and_then(|t| t["inputs"].get_mut(*k))
                .and_then(Value::as_object_mut)
            {
                p.insert("attached".into(), json!(true));
            }
        }
    }
    json!({"types": types, "functions": functions::schema(), "config": {
        "region": {"type": "string", "default": "us-east-1", "description": "The AWS region"},
        "endpoint": {"type": "string", "description": "A local endpoint (moto, LocalStack) instead of AWS's"},
        "accessKeyId": {"type": "string", "description": "The access key id (else AWS_ACCESS_KEY_ID, if granted)"},
        "secretAccessKey": {"type": "string", "secret": true, "description": "The secret access key: set it with --secret (else AWS_SECRET_ACCESS_KEY, if granted)"},
    }})
}

/// The inputs that name what a resource lives in or is attached to, where AWS removes the
/// resource (or its attachment) when what it names is deleted: marked `attached` in the
/// schema, so that when what they name is replaced under the same name (deleted first), the
/// engine replaces the resource with it (an inline policy is made again on the new role, not
/// left for lost because the role's name did not change). Where what they name gets a new
/// identifier when replaced (a VPC's id, an API's id, a load balancer's ARN), the input
/// changes and replaces the resource already: those are not listed.
pub(crate) const ATTACHED: &[(&str, &[&str])] = &[
    ("aws:iam:Policy", &["Roles"]),
    ("aws:iam:ManagedPolicy", &["Roles"]),
    ("aws:s3:BucketPolicy", &["Bucket"]),
    ("aws:s3:Object", &["Bucket"]),
    ("aws:sqs:QueuePolicy", &["Queues"]),
    ("aws:sns:Subscription", &["TopicArn"]),
    ("aws:lambda:Permission", &["FunctionName"]),
    ("aws:lambda:EventSourceMapping", &["FunctionName"]),
];

/// What a routed resource is served by, as the schema says it.
const ROUTED_HOW: &str = "through AWS Cloud Control";

/// The registry's inputs of a hand-verified type that its own calls do not send, added to its
/// schema as they are in the registry and listed under `routed`: a resource that sets one is
/// made, read, changed and deleted through Cloud Control instead (`Served::route`), so every
/// registry property of the type can be used. `strata schema aws --coverage` counts them.
fn with_routed_inputs(ty: &str, schema: &mut Value) {
    let Some(t) = strata_cloudcontrol::registry_type(ty) else {
        return;
    };
    let Some(inputs) = schema["inputs"].as_object_mut() else {
        return;
    };
    let mut routed = Vec::new();
    for (k, p) in &t.inputs {
        if inputs.contains_key(k) {
            continue;
        }
        let mut p = p.clone();
        let said = p["description"].as_str().unwrap_or_default().to_string();
        p["description"] = json!(format!(
            "{said} (Served {ROUTED_HOW}: a resource that sets it is made, read, changed and deleted {ROUTED_HOW}.)"
        ));
        // Required without it by the hand-written path, not by the registry's rules alone;
        // and no default, which the engine would fill in, routing every resource of the type.
        if let Some(o) = p.as_object_mut() {
            o.remove("required");
            o.remove("default");
        }
        inputs.insert(k.clone(), p);
        routed.push(k.clone());
    }
    if !routed.is_empty() {
        schema["routed"] = json!({"inputs": routed, "how": ROUTED_HOW});
    }
}

/// What the CloudFormation registry declares inside the inputs of a type written by hand (its
/// nested shapes, at every depth, allowed values and defaults), where the hand-written schema
/// says nothing of them and agrees on the property's type: a misspelt key in a nested object,
/// or a value in the wrong case, is refused by the schema check as a top-level one is.
fn with_registry_shapes(ty: &str, schema: &mut Value) {
    let Some(t) = strata_cloudcontrol::registry_type(ty) else {
        return;
    };
    let Some(inputs) = schema["inputs"].as_object_mut() else {
        return;
    };
    for (k, p) in inputs.iter_mut() {
        let Some(r) = t.inputs.get(k).filter(|r| r["type"] == p["type"]) else {
            continue;
        };
        for field in ["properties", "items", "enum", "pattern", "default"] {
            let own_rule = ty.starts_with("aws:iam:") && iam::OWN_RULES.contains(&k.as_str());
            if field == "pattern" && own_rule {
                continue;
            }
            if p.get(field).is_none()
                && let Some(x) = r.get(field)
            {
                p[field] = x.clone();
            }
        }
    }
}

/// The provider's whole schema: the hand-verified types, and every other type of the
/// CloudFormation registry, through Cloud Control.
fn whole_schema() -> Value {
    let mut schema = hand_schema(true);
    let types = schema["types"].as_object_mut().expect("types is an object");
    for (token, t) in &strata_cloudcontrol::registry().types {
        if !types.contains_key(token) {
            types.insert(token.clone(), t.schema());
        }
    }
    schema
}

fn setting<'a>(config: &'a Value, key: &str) -> Option<&'a str> {
    config
        .get(key)
        .and_then(Value::as_str)
        .filter(|s| !s.is_empty())
}

impl Provider for Aws {
    fn configure(config: &Value) -> Result<Self, String> {
        let env = |k: &str| std::env::var(k).ok().filter(|v| !v.is_empty());
        let region = setting(config, "region")
            .map(str::to_string)
            .or_else(|| env("AWS_REGION"))
            .unwrap_or_else(|| "us-east-1".into());
        let key = setting(config, "accessKeyId")
            .map(str::to_string)
            .or_else(|| env("AWS_ACCESS_KEY_ID"));
        let secret = setting(config, "secretAccessKey")
            .map(str::to_string)
            .or_else(|| env("AWS_SECRET_ACCESS_KEY"));
        let name = config["$grants"]["provider"].as_str().unwrap_or("aws");
        let unusable = match (&key, &secret) {
            (Some(_), Some(_)) => None,
            _ => Some(format!(
                "no AWS credentials: set them for the stack with `strata config set {name}:accessKeyId ID` and `strata config set --secret {name}:secretAccessKey SECRET`, or grant the variables with allow-env = [\"AWS_ACCESS_KEY_ID\", \"AWS_SECRET_ACCESS_KEY\"] under [providers.{name}]"
            )),
        };
        let (key, secret) = (key.unwrap_or_default(), secret.unwrap_or_default());
        let creds = aws_sdk_s3::config::Credentials::new(
            key,
            secret,
            env("AWS_SESSION_TOKEN"),
            None,
            "strata",
        );
        let endpoint = setting(config, "endpoint").map(str::to_string);
        let _ = REACH.set((
            match &endpoint {
                Some(e) => e.clone(),
                None => format!("AWS in {region}"),
            },
            name.to_string(),
        ));
        let query = query::Target {
            region: region.clone(),
            endpoint: endpoint.clone(),
            credentials: creds.clone(),
        };
        let shared = run(async {
            let mut loader = aws_config::defaults(aws_config::BehaviorVersion::latest())
                .region(aws_config::Region::new(region))
                .credentials_provider(creds)
                .sleep_impl(wstd_aws::sleep_impl())
                .http_client(wstd_aws::http_client());
            if let Some(e) = &endpoint {
                loader = loader.endpoint_url(e);
            }
            loader.load().await
        });
        // A local endpoint serves buckets by path, not by host name.
        let s3 = aws_sdk_s3::config::Builder::from(&shared)
            .force_path_style(endpoint.is_some())
            .build();
        let context = &config["$context"];
        Ok(Aws {
            s3: aws_sdk_s3::Client::from_conf(s3),
            sqs: aws_sdk_sqs::Client::new(&shared),
            sns: aws_sdk_sns::Client::new(&shared),
            dynamodb: aws_sdk_dynamodb::Client::new(&shared),
            iam: aws_sdk_iam::Client::new(&shared),
            cloudfront: aws_sdk_cloudfront::Client::new(&shared),
            // Another checkout's stack of the same project and name has another id: the names
            // chosen for the two never meet in one account.
            scope: match context["stack-id"].as_str() {
                Some(id) => format!(
                    "{}/{}/{id}",
                    context["project"].as_str().unwrap_or(""),
                    context["stack"].as_str().unwrap_or("")
                ),
                None => format!(
                    "{}/{}",
                    context["project"].as_str().unwrap_or(""),
                    context["stack"].as_str().unwrap_or("")
                ),
            },
            query,
            unusable,
        })
    }

    fn schema(&self) -> Value {
        whole_schema()
    }

    /// [`Aws::schema`] as text: the hand-verified types as values, the 1,800 others spliced in
    /// as the text made at build time (`strata_cloudcontrol::SCHEMA_TYPES`).
    fn schema_text(&self) -> String {
        let mut schema = hand_schema(true);
        let hand = std::mem::take(&mut schema["types"]).to_string();
        schema["types"] = json!("\u{0}");
        let text = schema.to_string();
        let spliced = format!(
            "{},{}}}",
            hand.strip_suffix('}').unwrap_or(&hand),
            strata_cloudcontrol::SCHEMA_TYPES
        );
        text.replacen("\"\\u0000\"", &spliced, 1)
    }

    fn check(
        &self,
        ty: &str,
        name: &str,
        olds: Option<&Value>,
        news: Value,
    ) -> Result<Value, Vec<(String, String)>> {
        let served = served(ty).map_err(|e| vec![(String::new(), e)])?;
        match served.route(&news) {
            // Routed: a hand-verified type with an input only Cloud Control sends. Strata's
            // own inputs (the registry has none such) cannot go with it.
            Served::CloudControl(t) if !matches!(served, Served::CloudControl(_)) => {
                let own: Vec<(String, String)> = news
                    .as_object()
                    .into_iter()
                    .flatten()
                    .filter(|(k, v)| {
                        !v.is_null()
                            && !k.starts_with('$')
                            && !t.inputs.contains_key(*k)
                            && own_default(served, k).as_ref() != Some(*v)
                    })
                    .map(|(k, _)| {
                        (
                            k.clone(),
                            format!(
                                "{k} is Strata's own, for {ty} served by its hand-verified calls; this resource sets inputs only Cloud Control sends, so it is served {ROUTED_HOW}: leave {k} out, or the inputs `strata schema aws --coverage` lists as routed"
                            ),
                        )
                    })
                    .collect();
                if !own.is_empty() {
                    return Err(own);
                }
                // The hand-written check of what it serves (the name it chooses, kept while
                // the resource stays), then the routed inputs as they are.
                let mine = hand_inputs_of(served);
                let (served_part, routed_part): (serde_json::Map<_, _>, serde_json::Map<_, _>) =
                    news.as_object()
                        .cloned()
                        .unwrap_or_default()
                        .into_iter()
                        .partition(|(k, _)| mine.contains(&k.as_str()) || k.starts_with('$'));
                let mut checked = match served {
                    Served::Native(n) => n.check(self, name, olds, Value::Object(served_part))?,
                    Served::Handmade(h) => {
                        (h.check)(self, h.ty, name, olds, Value::Object(served_part))?
                    }
                    Served::CloudControl(_) => Value::Object(served_part),
                };
                if let Some(o) = checked.as_object_mut() {
                    o.extend(routed_part);
                }
                Ok(checked)
            }
            // The schema check (types, required, names) is all: Cloud Control's handler
            // validates the rest.
            Served::CloudControl(_) => Ok(news),
            Served::Native(n) => n.check(self, name, olds, news),
            Served::Handmade(h) => (h.check)(self, h.ty, name, olds, news),
        }
    }

    fn diff(
        &self,
        ty: &str,
        _id: &str,
        olds: &Value,
        _old_outputs: &Value,
        news: &Value,
    ) -> Result<Diff, String> {
        // A resource served through Cloud Control (it sets an input only that sends) is
        // diffed as a registry type: its createOnly properties replace it.
        let base = served(ty)?;
        let served = match base.route(news) {
            routed @ Served::CloudControl(_) => routed,
            _ => base.route(olds),
        };
        // What forces a replacement is what the schema says does.
        let replace_on: Vec<&str> = replacing(served).into_iter().map(|(k, _)| k).collect();
        // A policy document that means what the recorded one does is no change.
        let mut news = policy::as_recorded(news.clone(), olds);
        if let Served::Native(n) = served {
            news = n.as_recorded(news, olds);
        }
        let mut diff = Diff::of(olds, &news, &replace_on);
        // A replacement that keeps the name AWS knows it by cannot exist beside the old copy
        // (`EntityAlreadyExists`, `InvalidGroup.Duplicate`), or would be the old copy (a topic,
        // an object): the old one goes first. An auto-named one whose inputs replace it was
        // given a fresh name in `check`; one that keeps its name (a name the program fixes,
        // or `--replace` alone) comes here.
        // A registry type's identifier, where the program gives it (a function's name), is
        // such a name too.
        let identifier = |t: &'static strata_cloudcontrol::RegistryType| -> Vec<&'static str> {
            t.identifier.iter().map(String::as_str).collect()
        };
        let keys: Vec<&str> = match served {
            Served::Handmade(h) => h.identity.to_vec(),
            Served::CloudControl(t) => identifier(t),
            Served::Native(n) => cloudcontrol::registry_type(n.ty)
                .map(identifier)
                .unwrap_or_default(),
        };
        // Said whatever the diff finds: a replacement the program or `--replace` forces
        // (which the engine adds to this diff) needs it as much.
        if !keys.is_empty() {
            diff.delete_before_replace = keys
                .iter()
                .all(|k| news.get(*k).is_some_and(|v| olds.get(*k) == Some(v)));
        }
        Ok(diff)
    }

    fn create(
        &self,
        ty: &str,
        name: &str,
        inputs: &Value,
        preview: bool,
    ) -> Result<(String, Value), Failure> {
        if !preview {
            self.usable()?;
        }
        match served(ty)?.route(inputs) {
            Served::CloudControl(t) => cloudcontrol::create(self, t, name, inputs, preview),
            Served::Native(n) => n.create(self, inputs, preview),
            Served::Handmade(h) => (h.create)(self, h.ty, name, inputs, preview),
        }
    }

    fn find(
        &self,
        ty: &str,
        name: &str,
        inputs: &Value,
    ) -> Result<Option<(String, Value)>, String> {
        self.usable()?;
        let found = match served(ty)?.route(inputs) {
            Served::CloudControl(t) => cloudcontrol::find(self, t, inputs)?,
            Served::Native(n) => n.find(self, inputs)?,
            // The name was chosen in `check` and journaled with the create: look it up.
            Served::Handmade(h) => (h.find)(self, h.ty, name, inputs)?,
        };
        Ok(found.map(|r| (r.id, r.outputs)))
    }

    fn read(
        &self,
        ty: &str,
        id: &str,
        inputs: &Value,
        outputs: &Value,
    ) -> Result<Option<Read>, String> {
        self.usable()?;
        // Recorded inputs that are none are an import's (every input is read) unless the
        // resource was made, with outputs: a KMS key the program gives no inputs is read as
        // one whose inputs were all left out (only drift from a default is reported), not
        // as an import (which showed its description and policy as drift for ever).
        let made_bare = inputs.as_object().is_some_and(serde_json::Map::is_empty)
            && outputs.as_object().is_some_and(|o| !o.is_empty());
        let bare = json!({ MADE_WITH_NO_INPUTS: true });
        let recorded = if made_bare { &bare } else { inputs };
        let (read, own) = match served(ty)?.route(inputs) {
            Served::CloudControl(t) => return cloudcontrol::read(self, t, id, recorded),
            Served::Native(n) => (n.read(self, id, recorded)?, &[][..]),
            Served::Handmade(h) => ((h.read)(self, h.ty, id, recorded, outputs)?, h.own),
        };
        // A policy document AWS rewrote into a form of its own is no drift; Strata's own
        // inputs are what was recorded (AWS has no such thing to read).
        Ok(read.map(|r| {
            let mut read = policy::as_recorded(r.inputs, inputs);
            for k in own {
                if let Some(v) = inputs.get(*k) {
                    read[*k] = v.clone();
                }
            }
            Read { inputs: read, ..r }
        }))
    }

    fn update(
        &self,
        ty: &str,
        id: &str,
        olds: &Value,
        old_outputs: &Value,
        news: &Value,
        preview: bool,
    ) -> Result<Value, Failure> {
        if !preview {
            self.usable()?;
        }
        let served = served(ty)?;
        // Routed while either side sets an input only Cloud Control sends: a change to or from
        // such an input is Cloud Control's patch of the resource as it is.
        let routed = match served.route(news) {
            Served::CloudControl(t) => Served::CloudControl(t),
            _ => served.route(olds),
        };
        let h = match routed {
            Served::CloudControl(t) => {
                return cloudcontrol::update(self, t, id, olds, old_outputs, news, preview);
            }
            // A preview says the outputs as they are.
            Served::Native(n) => return n.update(self, id, olds, old_outputs, news, preview),
            Served::Handmade(h) => h,
        };
        let outputs = (h.update)(self, h.ty, id, olds, old_outputs, news, preview)?;
        if !preview {
            return Ok(outputs);
        }
        // An update in place keeps the resource's names and ARNs: predicted as they are, so
        // that what reads them previews as unchanged (and a saved plan holds).
        let mut predicted = outputs;
        for (k, v) in old_outputs.as_object().into_iter().flatten() {
            if !h.updated.contains(&k.as_str()) {
                predicted[k.as_str()] = v.clone();
            }
        }
        Ok(predicted)
    }

    /// The provider's functions (`functions.rs`): `aws:getCallerIdentity`, `aws:getRegion`,
    /// `aws:getAvailabilityZones`, `aws:ssm:getParameter` and
    /// `aws:cloudformation:describeStackResources`.
    fn invoke(&self, function: &str, args: &Value) -> Result<Value, String> {
        functions::invoke(self, function, args)
    }

    fn delete(&self, ty: &str, id: &str, inputs: &Value, _outputs: &Value) -> Result<(), String> {
        self.usable()?;
        match served(ty)?.route(inputs) {
            Served::CloudControl(t) => cloudcontrol::delete(self, t, id),
            Served::Native(n) => n.delete(self, id, inputs),
            Served::Handmade(h) => (h.delete)(self, h.ty, id, inputs),
        }
        .map_err(|e| refused(ty, e))
    }
}

/// Deletes AWS refuses because of what is in the resource or uses it, made outside Strata,
/// where no option of Strata's makes them go: the type, what the error says (its code or
/// words), and what to do. (Those an option makes go say it where they are refused: a bucket's
/// `forceDestroy`, a role's `forceDetachPolicies`, a zone's `forceDestroy`, a repository's
/// `EmptyOnDelete`, a database's `DeletionProtection`.)
pub(crate) const REFUSED: &[(&str, &str, &str)] = &[
    (
        "aws:ec2:VPC",
        "DependencyViolation",
        "the VPC still holds what was made in it outside Strata (subnets, gateways, network interfaces, security groups, endpoints): delete those first",
    ),
    (
        "aws:ec2:Subnet",
        "DependencyViolation",
        "the subnet still holds network interfaces made outside Strata (instances, load balancers, functions, endpoints): delete those first",
    ),
    (
        "aws:ec2:SecurityGroup",
        "DependencyViolation",
        "the group is still used by a network interface, an instance or another group's rule made outside Strata: remove that use first",
    ),
    (
        "aws:ec2:InternetGateway",
        "DependencyViolation",
        "the gateway is still attached to a VPC outside Strata, or that VPC still holds public addresses: detach it first",
    ),
    (
        "aws:iam:ManagedPolicy",
        "DeleteConflict",
        "the policy is still attached to roles, users or groups outside Strata: detach it from them first",
    ),
    (
        "aws:ecs:Cluster",
        "ClusterContains",
        "the cluster still runs services, tasks or container instances made outside Strata: stop them first",
    ),
    (
        "aws:elasticloadbalancingv2:TargetGroup",
        "ResourceInUse",
        "the target group is still used by a listener or rule made outside Strata: remove that first",
    ),
    (
        "aws:certificatemanager:Certificate",
        "ResourceInUse",
        "the certificate is still used (a load balancer's listener, a distribution) outside Strata: remove that use first",
    ),
    (
        "aws:rds:DBSubnetGroup",
        "InvalidDBSubnetGroupState",
        "the subnet group is still used by a database outside Strata: delete or move that database first",
    ),
    (
        "aws:dynamodb:Table",
        "DeletionProtectionEnabled",
        "the table's deletion protection was turned on outside Strata: turn it off (`aws dynamodb update-table --no-deletion-protection-enabled`) first",
    ),
    (
        "aws:dynamodb:Table",
        "protected against deletion",
        "the table's deletion protection was turned on outside Strata: turn it off (`aws dynamodb update-table --no-deletion-protection-enabled`) first",
    ),
];

/// A delete's error with what [`REFUSED`] says to do, where it says something.
fn refused(ty: &str, e: String) -> String {
    match REFUSED
        .iter()
        .find(|(t, says, _)| *t == ty && e.contains(says))
    {
        Some((_, _, todo)) => {
            format!("{e}: {todo}, then run `strata destroy` (or `strata up`) again")
        }
        None => e,
    }
}

/// How the provider serves a type: looked up once per call.
#[derive(Clone, Copy)]
enum Served {
    /// Through Cloud Control: a registry type not implemented by hand.
    CloudControl(&'static strata_cloudcontrol::RegistryType),
    /// A registry type cut to what its service's own calls send and read back (`native.rs`).
    Native(&'static native::Native),
    /// A schema and calls of its own (`handmade.rs`).
    Handmade(&'static handmade::Handmade),
}

/// The inputs `served`'s own calls take (its registry properties and Strata's own).
fn hand_inputs_of(served: Served) -> Vec<&'static str> {
    match served {
        Served::CloudControl(_) => Vec::new(),
        Served::Native(n) => n
            .inputs
            .iter()
            .chain(n.own.iter().map(|(k, _)| k))
            .copied()
            .collect(),
        Served::Handmade(h) => hand_inputs(h.ty),
    }
}

impl Served {
    /// How a resource of this type with `inputs` is served: through Cloud Control when it
    /// sets an input the hand-written calls do not send (one its registry type has; see
    /// `with_routed_inputs`), else as the type is.
    fn route(self, inputs: &Value) -> Served {
        let ty = match self {
            Served::CloudControl(_) => return self,
            Served::Native(n) => n.ty,
            Served::Handmade(h) => h.ty,
        };
        let own = hand_inputs_of(self);
        let Some(t) = cloudcontrol::registry_type(ty) else {
            return self;
        };
        // Set, to something else than the registry's default (a default written out is what
        // the hand-written calls leave it at).
        let routed = inputs.as_object().is_some_and(|o| {
            o.iter().any(|(k, v)| {
                !v.is_null()
                    && !k.starts_with('$')
                    && !own.contains(&k.as_str())
                    && t.inputs.get(k).is_some_and(|p| p.get("default") != Some(v))
            })
        });
        if routed {
            Served::CloudControl(t)
        } else {
            self
        }
    }
}

/// The default the schema of `served` declares for its own input `k`, if any.
fn own_default(served: Served, k: &str) -> Option<Value> {
    match served {
        Served::Native(n) => n
            .own
            .iter()
            .find(|(name, _)| *name == k)
            .and_then(|(_, schema)| serde_json::from_str::<Value>(schema).ok())
            .and_then(|p| p.get("default").cloned()),
        Served::Handmade(h) => {
            static SCHEMA: std::sync::OnceLock<Value> = std::sync::OnceLock::new();
            let schema = SCHEMA.get_or_init(|| hand_schema(false));
            schema["types"][h.ty]["inputs"][k].get("default").cloned()
        }
        Served::CloudControl(_) => None,
    }
}

/// The inputs a hand-made type's own schema declares (cached: no registry parse).
fn hand_inputs(ty: &str) -> Vec<&'static str> {
    static INPUTS: std::sync::OnceLock<std::collections::HashMap<String, Vec<String>>> =
        std::sync::OnceLock::new();
    INPUTS
        .get_or_init(|| {
            handmade::all()
                .map(|h| {
                    let s = h.schema();
                    let keys = s["inputs"]
                        .as_object()
                        .map(|o| o.keys().cloned().collect())
                        .unwrap_or_default();
                    (h.ty.to_string(), keys)
                })
                .collect()
        })
        .get(ty)
        .map(|v| v.iter().map(String::as_str).collect())
        .unwrap_or_default()
}

/// How `ty` is served, if the provider has it.
fn served(ty: &str) -> Result<Served, String> {
    if let Some(t) = cloud_control(ty) {
        return Ok(Served::CloudControl(t));
    }
    if let Some(n) = native::of(ty) {
        return Ok(Served::Native(n));
    }
    handmade::of(ty)
        .map(Served::Handmade)
        .ok_or_else(|| unknown_type(ty))
}

/// The inputs of a type whose change replaces the resource, each with its default.
fn replacing(served: Served) -> Vec<(&'static str, Option<&'static Value>)> {
    match served {
        Served::CloudControl(t) => t.replacing(),
        Served::Native(n) => n.replacing(),
        Served::Handmade(h) => {
            static SCHEMA: std::sync::OnceLock<Value> = std::sync::OnceLock::new();
            let schema = SCHEMA.get_or_init(|| hand_schema(false));
            schema["types"][h.ty]["inputs"]
                .as_object()
                .into_iter()
                .flatten()
                .filter(|(_, p)| p["replaces"] == json!(true))
                .map(|(k, p)| (k.as_str(), p.get("default")))
                .collect()
        }
    }
}

impl Aws {
    /// The name `key` of a resource whose program does not give one: the recorded name while
    /// the resource stays (AWS renames nothing in place), else `fresh()`, so that a
    /// replacement is created under a new name beside the old copy (Pulumi's auto-naming).
    pub(crate) fn auto_named(
        &self,
        ty: &str,
        key: &str,
        olds: Option<&Value>,
        news: &mut Value,
        fresh: impl FnOnce(&Value) -> String,
    ) {
        if news.get(key).is_some() {
            return;
        }
        let replacing = served(ty).map(replacing).unwrap_or_default();
        let kept = olds.filter(|o| {
            replacing.iter().all(|(k, default)| {
                *k == key || o.get(*k).or(*default) == news.get(*k).or(*default)
            })
        });
        news[key] = match kept.and_then(|o| o.get(key)) {
            Some(name) => name.clone(),
            // A fresh name is derived from the inputs: while one is unknown (a preview, before
            // what it reads is made), so is the name `up` will choose.
            None if strata_provider::contains_unknown(news) => strata_provider::unknown(),
            None => json!(fresh(news)),
        };
    }
}

/// The registry type that serves `ty` through Cloud Control: every registry type the provider
/// does not implement by hand.
fn cloud_control(ty: &str) -> Option<&'static strata_cloudcontrol::RegistryType> {
    if strata_cloudcontrol::HAND_VERIFIED.contains(&ty) {
        return None;
    }
    cloudcontrol::registry_type(ty)
}

fn unknown_type(ty: &str) -> String {
    format!("the aws provider has no resource type `{ty}` (`strata schema aws` lists them)")
}

/// The account the credentials are of (STS `GetCallerIdentity`), asked once: a part of ARNs
/// AWS does not say (an API's `ExecuteApiArn`).
pub(crate) fn account(aws: &Aws) -> Result<String, String> {
    static ACCOUNT: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    if let Some(a) = ACCOUNT.get() {
        return Ok(a.clone());
    }
    let xml = query::call(&aws.query, "sts", "2011-06-15", "GetCallerIdentity", &[])?;
    let account = query::element(&xml, "Account")
        .ok_or("AWS STS GetCallerIdentity: no Account in the answer")?;
    Ok(ACCOUNT.get_or_init(|| account).clone())
}

/// What a read is given as the recorded inputs of a resource made with none: not empty, so
/// not read as an import; no property has this name.
const MADE_WITH_NO_INPUTS: &str = "$made-with-no-inputs";

/// Whether a read reports input `key`: one the recorded inputs have, or, when there are none
/// (an import), one whose value is not AWS's default. So a refresh of a program that leaves a
/// property to its default finds no drift there.
pub(crate) fn reported(recorded: &Value, key: &str, is_default: bool) -> bool {
    match recorded.as_object() {
        Some(o) if !o.is_empty() => o.contains_key(key),
        _ => !is_default,
    }
}

/// Whether a read reports input `key`, whose default the type's schema declares: as
/// [`reported`] says, and also whenever its live value is not that default, though the program
/// left it out: drift in what the program did not write, which the engine puts back to the
/// default (`strata_engine::validate::with_defaults`).
pub(crate) fn compared(recorded: &Value, key: &str, is_default: bool) -> bool {
    recorded.get(key).is_some() || !is_default
}

/// CloudFormation's tag list, `[{"Key", "Value"}]`, as pairs.
pub(crate) fn tags(v: &Value) -> Vec<(String, String)> {
    v.as_array()
        .into_iter()
        .flatten()
        .filter_map(|t| {
            Some((
                t["Key"].as_str()?.to_string(),
                t["Value"].as_str()?.to_string(),
            ))
        })
        .collect()
}

/// What a change of `Tags` from `olds` to `news` asks of AWS: the keys to remove, and the tags
/// to set (none when nothing but removals changed).
pub(crate) struct TagChange {
    pub(crate) stale: Vec<String>,
    pub(crate) set: Vec<(String, String)>,
}

pub(crate) fn tag_change(olds: &Value, news: &Value) -> TagChange {
    let (old, new) = (tags(&olds["Tags"]), tags(&news["Tags"]));
    let stale = old
        .iter()
        .filter(|(k, _)| !new.iter().any(|(n, _)| n == k))
        .map(|(k, _)| k.clone())
        .collect();
    let set = if !new.is_empty() && old != new {
        new
    } else {
        Vec::new()
    };
    TagChange { stale, set }
}

/// Report `pairs`, a resource's tags as read, in its inputs as CloudFormation's list (in the
/// recorded order, new keys after them by key), when a read reports `Tags` (see [`reported`]).
pub(crate) fn report_tags(inputs: &mut Value, recorded: &Value, mut pairs: Vec<(String, String)>) {
    if !reported(recorded, "Tags", pairs.is_empty()) {
        return;
    }
    // In the recorded order (AWS keeps none), new keys after: an order is not drift.
    let recorded_keys: Vec<&str> = recorded["Tags"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|t| t["Key"].as_str())
        .collect();
    let at = |k: &str| {
        recorded_keys
            .iter()
            .position(|r| *r == k)
            .unwrap_or(usize::MAX)
    };
    pairs.sort_by(|(a, _), (b, _)| at(a).cmp(&at(b)).then_with(|| a.cmp(b)));
    inputs["Tags"] = Value::Array(
        pairs
            .into_iter()
            .map(|(k, v)| json!({"Key": k, "Value": v}))
            .collect(),
    );
}

export_provider!(Aws);
