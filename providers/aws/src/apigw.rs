//! API Gateway v2 (HTTP and WebSocket APIs): APIs, routes, integrations and stages, through its
//! REST API. Its JSON names are CloudFormation's in camel case, so the four types share one
//! implementation, each described by where it lives and what names it.

use crate::Aws;
use crate::native::{Name, Native, deleted, found, given, listed_tags};
use crate::query::{rest_call, segment};
use strata_provider::{Failure, Value, json};

/// One API Gateway v2 type.
struct Kind {
    /// Under `/v2/apis/{ApiId}/`, or `None` for an API itself.
    under: Option<&'static str>,
    /// The answer's field that names it: its identifier's last part.
    key: &'static str,
    /// Its outputs, with their answer fields.
    outputs: &'static [(&'static str, &'static str)],
    tagged: bool,
}

const API: Kind = Kind {
    under: None,
    key: "apiId",
    outputs: &[("ApiId", "apiId"), ("ApiEndpoint", "apiEndpoint")],
    tagged: true,
};
const ROUTE: Kind = Kind {
    under: Some("routes"),
    key: "routeId",
    outputs: &[("RouteId", "routeId")],
    tagged: false,
};
const INTEGRATION: Kind = Kind {
    under: Some("integrations"),
    key: "integrationId",
    outputs: &[("IntegrationId", "integrationId")],
    tagged: false,
};
const STAGE: Kind = Kind {
    under: Some("stages"),
    key: "stageName",
    outputs: &[],
    tagged: true,
};

macro_rules! native {
    ($ty:literal, $kind:ident, [$($input:literal),*], $name:expr, $defaults:expr, $lookup:expr) => {
        Native {
            ty: $ty,
            inputs: &[$($input),*],
            replaces: &[],
            own: &[],
            name: $name,
            defaults: $defaults,
            check: None,
            optional: &[],
            normal: None,
            lookup: $lookup,
            create: |aws, inputs| create(aws, &$kind, &[$($input),*], inputs),
            get: |aws, id, recorded| get(aws, &$kind, &[$($input),*], id, recorded),
            update: |aws, id, olds, news| update(aws, &$kind, &[$($input),*], id, olds, news),
            delete: |aws, id, _| delete(aws, &$kind, id),
        }
    };
}

pub(crate) const TYPES: &[Native] = &[
    native!(
        "aws:apigatewayv2:Api",
        API,
        [
            "Name",
            "ProtocolType",
            "Description",
            "RouteSelectionExpression",
            "ApiKeySelectionExpression",
            "DisableExecuteApiEndpoint",
            "Version",
            "Tags"
        ],
        Some(Name::new("Name", 128)),
        &[
            (
                "RouteSelectionExpression",
                r#""$request.method $request.path""#
            ),
            (
                "ApiKeySelectionExpression",
                r#""$request.header.x-api-key""#
            ),
            ("DisableExecuteApiEndpoint", "false"),
        ],
        Some(lookup_api)
    ),
    native!(
        "aws:apigatewayv2:Route",
        ROUTE,
        [
            "ApiId",
            "RouteKey",
            "Target",
            "AuthorizationType",
            "ApiKeyRequired",
            "OperationName"
        ],
        None,
        &[
            ("AuthorizationType", r#""NONE""#),
            ("ApiKeyRequired", "false")
        ],
        None
    ),
    native!(
        "aws:apigatewayv2:Integration",
        INTEGRATION,
        [
            "ApiId",
            "IntegrationType",
            "IntegrationUri",
            "IntegrationMethod",
            "PayloadFormatVersion",
            "Description",
            "TimeoutInMillis",
            "CredentialsArn"
        ],
        None,
        &[("TimeoutInMillis", "30000")],
        None
    ),
    native!(
        "aws:apigatewayv2:Stage",
        STAGE,
        [
            "ApiId",
            "StageName",
            "AutoDeploy",
            "Description",
            "StageVariables",
            "Tags"
        ],
        None,
        &[("AutoDeploy", "false")],
        None
    ),
];

fn call(aws: &Aws, method: &str, path: &str, body: Option<&Value>) -> Result<Value, String> {
    rest_call(
        &aws.query,
        ("apigateway", "apigateway", "ApiGatewayV2"),
        method,
        path,
        body,
    )
}

fn camel(k: &str) -> String {
    let mut c = k.chars();
    c.next()
        .map(|f| f.to_ascii_lowercase().to_string() + c.as_str())
        .unwrap_or_default()
}

/// Where the collection of `kind` is for an API.
fn collection(kind: &Kind, api: &str) -> String {
    match kind.under {
        None => "/v2/apis".into(),
        Some(under) => format!("/v2/apis/{}/{under}", segment(api)),
    }
}

/// The API and the item an identifier names (`API` or `API|ITEM`).
fn parts(kind: &Kind, id: &str) -> (String, String) {
    match (kind.under, id.split_once('|')) {
        (None, _) => (id.to_string(), id.to_string()),
        (Some(_), Some((api, item))) => (api.to_string(), item.to_string()),
        (Some(_), None) => (String::new(), id.to_string()),
    }
}

fn item_path(kind: &Kind, id: &str) -> String {
    let (api, item) = parts(kind, id);
    match kind.under {
        None => format!("/v2/apis/{}", segment(&api)),
        Some(_) => format!("{}/{}", collection(kind, &api), segment(&item)),
    }
}

/// The request body of a create or an update: the inputs in camel case (tags as the map both
/// forms use), but the API they belong to.
fn body(inputs: &Value, keys: &[&str], only: impl Fn(&str) -> bool) -> Value {
    let mut out = json!({});
    for k in keys.iter().filter(|k| **k != "ApiId" && only(k)) {
        if let Some(v) = given(inputs, k) {
            out[camel(k)] = v.clone();
        }
    }
    out
}

fn create(aws: &Aws, kind: &Kind, keys: &[&str], inputs: &Value) -> Result<String, Failure> {
    let api = inputs["ApiId"].as_str().unwrap_or_default();
    let answer = call(
        aws,
        "POST",
        &collection(kind, api),
        Some(&body(inputs, keys, |_| true)),
    )?;
    let item = answer[kind.key]
        .as_str()
        .ok_or_else(|| format!("AWS ApiGatewayV2: no {} in the answer", kind.key))?;
    Ok(match kind.under {
        None => item.to_string(),
        Some(_) => format!("{api}|{item}"),
    })
}

fn get(
    aws: &Aws,
    kind: &Kind,
    keys: &[&str],
    id: &str,
    recorded: &Value,
) -> Result<Option<Value>, String> {
    let Some(answer) = found(call(aws, "GET", &item_path(kind, id), None))? else {
        return Ok(None);
    };
    let mut props = json!({});
    for k in keys {
        if let Some(v) = answer.get(camel(k)).filter(|v| !v.is_null()) {
            props[*k] = v.clone();
        }
    }
    if kind.under.is_some() {
        props["ApiId"] = json!(parts(kind, id).0);
    }
    if kind.tagged {
        let tags = answer["tags"].as_object().cloned().unwrap_or_default();
        if !tags.is_empty() || given(recorded, "Tags").is_some() {
            props["Tags"] = Value::Object(tags);
        } else {
            props.as_object_mut().map(|o| o.remove("Tags"));
        }
    }
    for (out, field) in kind.outputs {
        if let Some(v) = answer.get(*field) {
            props[*out] = v.clone();
        }
    }
    // What a permission's `SourceArn` names the API by (`…/*/*` for every stage and route).
    if kind.under.is_none() {
        props["ExecuteApiArn"] = json!(format!(
            "arn:aws:execute-api:{}:{}:{id}",
            aws.query.region,
            crate::account(aws)?
        ));
    }
    Ok(Some(props))
}

fn update(
    aws: &Aws,
    kind: &Kind,
    keys: &[&str],
    id: &str,
    olds: &Value,
    news: &Value,
) -> Result<(), Failure> {
    let changed = |k: &str| k != "Tags" && crate::native::changed(olds, news, k);
    let mut patch = body(news, keys, changed);
    // A property left out goes back to empty where AWS has an empty form.
    for k in keys
        .iter()
        .filter(|k| changed(k) && given(news, k).is_none())
    {
        if let Some(Value::String(_)) = given(olds, k) {
            patch[camel(k)] = json!("");
        }
    }
    if patch.as_object().is_some_and(|p| !p.is_empty()) {
        call(aws, "PATCH", &item_path(kind, id), Some(&patch))?;
    }
    if kind.tagged && crate::native::changed(olds, news, "Tags") {
        let (api, item) = parts(kind, id);
        let region = &aws.query.region;
        let arn = match kind.under {
            None => format!("arn:aws:apigateway:{region}::/apis/{api}"),
            Some(under) => format!("arn:aws:apigateway:{region}::/apis/{api}/{under}/{item}"),
        };
        let at = format!("/v2/tags/{}", segment(&arn));
        let change = crate::tag_change(&listed_tags(&olds["Tags"]), &listed_tags(&news["Tags"]));
        let stale: Vec<String> = change
            .stale
            .iter()
            .map(|k| format!("tagKeys={}", segment(k)))
            .collect();
        if !stale.is_empty() {
            call(aws, "DELETE", &format!("{at}?{}", stale.join("&")), None)?;
        }
        if !change.set.is_empty() {
            call(aws, "POST", &at, Some(&json!({"tags": news["Tags"]})))?;
        }
    }
    Ok(())
}

fn delete(aws: &Aws, kind: &Kind, id: &str) -> Result<(), String> {
    deleted(call(aws, "DELETE", &item_path(kind, id), None))
}

/// An API by its name (Strata's names are unique: a suffix of the stack and the inputs): its id.
fn lookup_api(aws: &Aws, inputs: &Value) -> Result<Option<String>, String> {
    let Some(name) = given(inputs, "Name") else {
        return Ok(None);
    };
    let mut token: Option<String> = None;
    loop {
        let path = match &token {
            Some(t) => format!("/v2/apis?nextToken={}", segment(t)),
            None => "/v2/apis".to_string(),
        };
        let page = call(aws, "GET", &path, None)?;
        if let Some(api) = page["items"]
            .as_array()
            .into_iter()
            .flatten()
            .find(|a| a["name"] == *name)
        {
            return Ok(api["apiId"].as_str().map(str::to_string));
        }
        match page["nextToken"].as_str() {
            Some(t) => token = Some(t.to_string()),
            None => return Ok(None),
        }
    }
}
