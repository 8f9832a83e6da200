//! Lambda functions and permissions, through Lambda's REST API. A function's code is
//! CloudFormation's `Code` (an S3 object, an image, or `ZipFile`, inline source zipped as
//! `index.EXT`), or Strata's own `Source`: a directory (granted to the provider with
//! `allow-dirs`) zipped the same way every time, so its digest (`SourceSha256`, Lambda's
//! `CodeSha256`) changes only with its files, and code changed behind Strata's back is drift.

use crate::Aws;
use crate::native::{Name, Native, changed, deleted, found, given, object, read_tags, tag_map};
use crate::query::{rest_call, segment};
use sha2::{Digest, Sha256};
use strata_cloudcontrol::zip_stored;
use strata_provider::{Failure, Value, json};

pub(crate) const TYPES: &[Native] = &[
    Native {
        ty: "aws:lambda:Function",
        inputs: &[
            "FunctionName",
            "Role",
            "Runtime",
            "Handler",
            "Code",
            "Description",
            "Timeout",
            "MemorySize",
            "Environment",
            "Architectures",
            "Tags",
        ],
        replaces: &[],
        own: &[
            (
                "Source",
                r#"{"type": "string", "description": "Strata's own: a directory (granted to the provider with allow-dirs) whose files are the function's code, zipped by Strata; instead of Code"}"#,
            ),
            (
                "SourceSha256",
                r#"{"type": "string", "description": "Strata's own: the base64 SHA-256 of the Source zip (Lambda's CodeSha256), computed by check when left out; code changed behind Strata's back reads back as another digest"}"#,
            ),
        ],
        name: Some(Name::new("FunctionName", 64)),
        defaults: &[
            ("Timeout", "3"),
            ("MemorySize", "128"),
            ("Architectures", r#"["x86_64"]"#),
        ],
        check: Some(check),
        // `Source` may stand instead.
        optional: &["Code"],
        normal: None,
        lookup: None,
        create: create_function,
        get: get_function,
        update: update_function,
        delete: delete_function,
    },
    Native {
        ty: "aws:lambda:Permission",
        inputs: &[
            "Action",
            "FunctionName",
            "Principal",
            "SourceArn",
            "SourceAccount",
            "EventSourceToken",
        ],
        replaces: &[],
        own: &[],
        name: None,
        defaults: &[],
        check: None,
        optional: &[],
        normal: None,
        lookup: Some(lookup_permission),
        create: create_permission,
        get: get_permission,
        update: |_, _, _, _| Ok(()),
        delete: delete_permission,
    },
    Native {
        ty: "aws:lambda:EventSourceMapping",
        inputs: &[
            "FunctionName",
            "EventSourceArn",
            "BatchSize",
            "Enabled",
            "MaximumBatchingWindowInSeconds",
            "StartingPosition",
        ],
        replaces: &[],
        own: &[],
        name: None,
        defaults: &[("Enabled", "true")],
        check: None,
        optional: &[],
        normal: None,
        lookup: None,
        create: create_mapping,
        get: get_mapping,
        update: update_mapping,
        delete: |aws, id, _| deleted(call(aws, "DELETE", &mapping_path(id), None)),
    },
];

fn call(aws: &Aws, method: &str, path: &str, body: Option<&Value>) -> Result<Value, String> {
    rest_call(
        &aws.query,
        ("lambda", "lambda", "Lambda"),
        method,
        path,
        body,
    )
}

/// `check` of a function: its code from `Code` or `Source`, and the digest of `Source`.
fn check(mut news: Value) -> Result<Value, Vec<(String, String)>> {
    let source = news.get("Source").cloned();
    match (given(&news, "Code"), source) {
        (Some(_), Some(s)) if !s.is_null() => Err(vec![(
            "Source".into(),
            "give the function's Code or a Source directory, not both".into(),
        )]),
        // Imported: its code is what it is, known by its digest.
        (None, None | Some(Value::Null)) if news["SourceSha256"].is_string() => Ok(news),
        (None, None | Some(Value::Null)) => Err(vec![(
            "Code".into(),
            "give the function's Code (S3Bucket and S3Key, ImageUri or ZipFile), or a Source directory".into(),
        )]),
        // From another resource (a preview): checked once known.
        (None, Some(s)) if strata_provider::is_unknown(&s) => Ok(news),
        // A digest given pins the code: the directory need not be there until a deploy.
        (None, Some(_)) if news["SourceSha256"].is_string() => Ok(news),
        (None, Some(s)) => {
            let dir = s.as_str().unwrap_or_default();
            let zip = zip_dir(dir).map_err(|e| vec![("Source".to_string(), e)])?;
            news["SourceSha256"] = json!(digest(&zip));
            Ok(news)
        }
        (Some(_), _) => Ok(news),
    }
}

/// Lambda's `CodeSha256` of a zip: its SHA-256 in base64.
fn digest(zip: &[u8]) -> String {
    aws_smithy_types::base64::encode(Sha256::digest(zip))
}

/// The files under `dir`, by path relative to it, sorted: what the zip holds, in its order.
fn files(dir: &str) -> Result<Vec<(String, Vec<u8>)>, String> {
    strata_cloudcontrol::dir_files(std::path::Path::new(dir)).map_err(|e| {
        if e.starts_with("cannot read") {
            format!("{e} (is it a directory granted to the aws provider with allow-dirs?)")
        } else {
            e
        }
    })
}

/// The largest zip Lambda takes in a request.
const DIRECT_UPLOAD: usize = 50 * 1024 * 1024;

fn zip_dir(dir: &str) -> Result<Vec<u8>, String> {
    let files = files(dir)?;
    let zipped = if files.len() < usize::from(u16::MAX) {
        Some(zip_stored(&files)).filter(|z| z.len() <= DIRECT_UPLOAD)
    } else {
        None
    };
    zipped.ok_or_else(|| {
        format!(
            "{dir} is too big to send with the function ({} files; Lambda takes a zip of at most 50 MiB in a request): upload a zip of it to S3 and give Code.S3Bucket and Code.S3Key instead",
            files.len()
        )
    })
}

/// The `Code` Lambda takes for the inputs: the Source zip (checked against its digest), the
/// inline `ZipFile` source zipped as `index.EXT`, or CloudFormation's S3 object or image.
fn code(inputs: &Value) -> Result<Value, String> {
    if let Some(dir) = given(inputs, "Source").and_then(Value::as_str) {
        let zip = zip_dir(dir)?;
        let sum = digest(&zip);
        if let Some(pinned) = inputs["SourceSha256"].as_str().filter(|p| *p != sum) {
            return Err(format!(
                "{dir} is not the code to deploy: its zip's SHA-256 is {sum}, and SourceSha256 says {pinned}"
            ));
        }
        return Ok(json!({"ZipFile": aws_smithy_types::base64::encode(&zip)}));
    }
    let c = &inputs["Code"];
    if given(inputs, "Code").is_none() {
        return Err("the function's code is known only by its digest (it was imported): give Code or Source to change it".into());
    }
    if let Some(source) = c["ZipFile"].as_str() {
        let runtime = inputs["Runtime"].as_str().unwrap_or_default();
        let ext = if runtime.starts_with("python") {
            "py"
        } else if runtime.starts_with("nodejs") {
            "js"
        } else {
            return Err(format!(
                "Code.ZipFile is inline source for a Python or Node.js runtime, not {runtime}: give a Source directory instead"
            ));
        };
        let zip = zip_stored(&[(format!("index.{ext}"), source.as_bytes().to_vec())]);
        return Ok(json!({"ZipFile": aws_smithy_types::base64::encode(&zip)}));
    }
    Ok(object(&[
        ("S3Bucket", given(c, "S3Bucket").cloned()),
        ("S3Key", given(c, "S3Key").cloned()),
        ("S3ObjectVersion", given(c, "S3ObjectVersion").cloned()),
        ("ImageUri", given(c, "ImageUri").cloned()),
    ]))
}

fn path(name: &str) -> String {
    format!("/2015-03-31/functions/{}", segment(name))
}

/// The configuration a create or an update sends.
fn configuration(inputs: &Value) -> Vec<(&'static str, Option<Value>)> {
    vec![
        ("Role", given(inputs, "Role").cloned()),
        ("Runtime", given(inputs, "Runtime").cloned()),
        ("Handler", given(inputs, "Handler").cloned()),
        ("Description", given(inputs, "Description").cloned()),
        ("Timeout", given(inputs, "Timeout").cloned()),
        ("MemorySize", given(inputs, "MemorySize").cloned()),
        ("Environment", given(inputs, "Environment").cloned()),
    ]
}

/// Run `f` again while AWS says the function is busy with its last change, or that a role
/// made a moment ago cannot be assumed yet (IAM is eventually consistent), for up to two
/// minutes.
fn retrying<T>(mut f: impl FnMut() -> Result<T, String>) -> Result<T, String> {
    let mut waited = 0;
    loop {
        match f() {
            Err(e)
                if waited < 120
                    && (e.contains("ResourceConflictException")
                        || e.contains("cannot be assumed by Lambda")) =>
            {
                crate::sleep(std::time::Duration::from_secs(2));
                waited += 2;
            }
            other => return other,
        }
    }
}

fn create_function(aws: &Aws, inputs: &Value) -> Result<String, Failure> {
    let name = inputs["FunctionName"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    let mut body = object(&configuration(inputs));
    body["FunctionName"] = json!(name);
    body["Code"] = code(inputs)?;
    if let Some(a) = given(inputs, "Architectures") {
        body["Architectures"] = a.clone();
    }
    if given(&inputs["Code"], "ImageUri").is_some() {
        body["PackageType"] = json!("Image");
    }
    if let Some(tags) = tag_map(inputs) {
        body["Tags"] = tags;
    }
    retrying(|| call(aws, "POST", "/2015-03-31/functions", Some(&body)))?;
    Ok(name)
}

fn get_function(aws: &Aws, id: &str, recorded: &Value) -> Result<Option<Value>, String> {
    let Some(f) = found(call(aws, "GET", &path(id), None))? else {
        return Ok(None);
    };
    let c = &f["Configuration"];
    // No variables is no Environment.
    let environment = c
        .get("Environment")
        .filter(|e| e["Variables"].as_object().is_some_and(|v| !v.is_empty()))
        .map(|e| json!({"Variables": e["Variables"]}));
    let tags = match f.get("Tags") {
        Some(Value::Object(m)) => m
            .iter()
            .filter(|(k, _)| !k.starts_with("aws:"))
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect::<serde_json::Map<_, _>>()
            .into(),
        _ => json!({}),
    };
    Ok(Some(object(&[
        ("FunctionName", c.get("FunctionName").cloned()),
        ("Arn", c.get("FunctionArn").cloned()),
        ("Role", c.get("Role").cloned()),
        ("Runtime", c.get("Runtime").cloned()),
        ("Handler", c.get("Handler").cloned()),
        (
            "Description",
            c.get("Description").cloned().filter(|d| d != ""),
        ),
        ("Timeout", c.get("Timeout").cloned()),
        ("MemorySize", c.get("MemorySize").cloned()),
        ("Environment", environment),
        ("Architectures", c.get("Architectures").cloned()),
        ("Tags", Some(read_tags(&tags, "", "", recorded))),
        (
            "SourceSha256",
            // Where the code came from a Source, or is not known (an import).
            c.get("CodeSha256").cloned().filter(|_| {
                given(recorded, "Source").is_some() || given(recorded, "Code").is_none()
            }),
        ),
    ])))
}

fn update_function(aws: &Aws, id: &str, olds: &Value, news: &Value) -> Result<(), Failure> {
    let config = configuration(news);
    if config.iter().any(|(k, _)| changed(olds, news, k)) {
        let mut body = object(&config);
        // Left out is back to Lambda's default.
        for (k, default) in [
            ("Description", json!("")),
            ("Environment", json!({"Variables": {}})),
            ("Timeout", json!(3)),
            ("MemorySize", json!(128)),
        ] {
            if body.get(k).is_none() && given(olds, k).is_some() {
                body[k] = default;
            }
        }
        retrying(|| {
            call(
                aws,
                "PUT",
                &format!("{}/configuration", path(id)),
                Some(&body),
            )
        })?;
    }
    if ["Code", "Source", "SourceSha256", "Architectures"]
        .iter()
        .any(|k| changed(olds, news, k))
    {
        let mut body = code(news)?;
        if let Some(a) = given(news, "Architectures") {
            body["Architectures"] = a.clone();
        }
        retrying(|| call(aws, "PUT", &format!("{}/code", path(id)), Some(&body)))?;
    }
    let tags = crate::tag_change(olds, news);
    if !tags.stale.is_empty() || !tags.set.is_empty() {
        let arn = get_function(aws, id, news)?
            .and_then(|f| f["Arn"].as_str().map(str::to_string))
            .ok_or_else(|| format!("AWS Lambda: function {id} is gone"))?;
        let at = format!("/2017-03-31/tags/{}", segment(&arn));
        if !tags.stale.is_empty() {
            let keys: Vec<String> = tags
                .stale
                .iter()
                .map(|k| format!("tagKeys={}", segment(k)))
                .collect();
            call(aws, "DELETE", &format!("{at}?{}", keys.join("&")), None)?;
        }
        if !tags.set.is_empty() {
            call(aws, "POST", &at, Some(&json!({"Tags": tag_map(news)})))?;
        }
    }
    Ok(())
}

fn delete_function(aws: &Aws, id: &str, _inputs: &Value) -> Result<(), String> {
    deleted(call(aws, "DELETE", &path(id), None))
}

/// A permission's statement id: derived from its inputs, so a create retried after an
/// interruption asks for the same statement.
fn statement_id(inputs: &Value) -> String {
    let sum: String = crate::hex(&Sha256::digest(inputs.to_string().as_bytes()), 8);
    format!("strata-{sum}")
}

fn create_permission(aws: &Aws, inputs: &Value) -> Result<String, Failure> {
    let function = inputs["FunctionName"].as_str().unwrap_or_default();
    let sid = statement_id(inputs);
    let body = object(&[
        ("StatementId", Some(json!(sid))),
        ("Action", given(inputs, "Action").cloned()),
        ("Principal", given(inputs, "Principal").cloned()),
        ("SourceArn", given(inputs, "SourceArn").cloned()),
        ("SourceAccount", given(inputs, "SourceAccount").cloned()),
        (
            "EventSourceToken",
            given(inputs, "EventSourceToken").cloned(),
        ),
    ]);
    let id = format!("{function}|{sid}");
    match retrying(|| {
        call(
            aws,
            "POST",
            &format!("{}/policy", path(function)),
            Some(&body),
        )
    }) {
        Ok(_) => Ok(id),
        // Made by an interrupted create of the same inputs.
        Err(e)
            if e.contains("ResourceConflictException")
                && get_permission(aws, &id, inputs)?.is_some() =>
        {
            Ok(id)
        }
        Err(e) => Err(e.into()),
    }
}

fn get_permission(aws: &Aws, id: &str, recorded: &Value) -> Result<Option<Value>, String> {
    let Some((function, sid)) = id.rsplit_once('|') else {
        return Err(format!(
            "`{id}` is not a permission's id: give FUNCTION|STATEMENT-ID"
        ));
    };
    let Some(answer) = found(call(
        aws,
        "GET",
        &format!("{}/policy", path(function)),
        None,
    ))?
    else {
        return Ok(None);
    };
    let policy: Value = answer["Policy"]
        .as_str()
        .and_then(|p| serde_json::from_str(p).ok())
        .unwrap_or_default();
    let Some(s) = policy["Statement"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|s| s["Sid"] == json!(sid))
    else {
        return Ok(None);
    };
    let principal = match &s["Principal"] {
        Value::Object(p) => p.values().next().cloned().unwrap_or_default(),
        other => other.clone(),
    };
    // An account given by its id reads back as its root ARN.
    let principal = match (principal.as_str(), recorded["Principal"].as_str()) {
        (Some(p), Some(r)) if p == format!("arn:aws:iam::{r}:root") => json!(r),
        _ => principal,
    };
    let condition = |op: &str, key: &str| s["Condition"][op][key].clone();
    Ok(Some(object(&[
        (
            "FunctionName",
            Some(
                recorded
                    .get("FunctionName")
                    .cloned()
                    .unwrap_or(json!(function)),
            ),
        ),
        ("Id", Some(json!(sid))),
        ("Action", s.get("Action").cloned()),
        ("Principal", Some(principal)),
        ("SourceArn", Some(condition("ArnLike", "AWS:SourceArn"))),
        (
            "SourceAccount",
            Some(condition("StringEquals", "AWS:SourceAccount")),
        ),
        (
            "EventSourceToken",
            Some(condition("StringEquals", "lambda:EventSourceToken")),
        ),
    ])))
}

fn delete_permission(aws: &Aws, id: &str, _inputs: &Value) -> Result<(), String> {
    let Some((function, sid)) = id.rsplit_once('|') else {
        return Ok(());
    };
    deleted(call(
        aws,
        "DELETE",
        &format!("{}/policy/{}", path(function), segment(sid)),
        None,
    ))
}

fn mapping_path(id: &str) -> String {
    format!("/2015-03-31/event-source-mappings/{}", segment(id))
}

/// What a mapping's create or change sends.
fn mapping(inputs: &Value, keys: &[&str]) -> Value {
    Value::Object(
        keys.iter()
            .filter_map(|k| Some((k.to_string(), given(inputs, k)?.clone())))
            .collect(),
    )
}

fn create_mapping(aws: &Aws, inputs: &Value) -> Result<String, Failure> {
    let body = mapping(
        inputs,
        &[
            "FunctionName",
            "EventSourceArn",
            "BatchSize",
            "Enabled",
            "MaximumBatchingWindowInSeconds",
            "StartingPosition",
        ],
    );
    let answer = retrying(|| {
        call(
            aws,
            "POST",
            "/2015-03-31/event-source-mappings/",
            Some(&body),
        )
    })?;
    answer["UUID"]
        .as_str()
        .map(str::to_string)
        .ok_or_else(|| "AWS Lambda CreateEventSourceMapping: no UUID in the answer".into())
}

fn get_mapping(aws: &Aws, id: &str, recorded: &Value) -> Result<Option<Value>, String> {
    let Some(m) = found(call(aws, "GET", &mapping_path(id), None))? else {
        return Ok(None);
    };
    let state = m["State"].as_str().unwrap_or_default();
    if state == "Deleting" {
        return Ok(None);
    }
    // A function named by its name is the function AWS names by its ARN.
    let function = match (m["FunctionArn"].as_str(), recorded["FunctionName"].as_str()) {
        (Some(arn), Some(r)) if arn == r || arn.ends_with(&format!(":function:{r}")) => json!(r),
        (Some(arn), _) => json!(arn),
        (None, _) => Value::Null,
    };
    Ok(Some(object(&[
        ("Id", Some(json!(id))),
        (
            "EventSourceMappingArn",
            m.get("EventSourceMappingArn").cloned(),
        ),
        ("FunctionName", Some(function)),
        ("EventSourceArn", m.get("EventSourceArn").cloned()),
        ("BatchSize", m.get("BatchSize").cloned()),
        (
            "Enabled",
            Some(json!(matches!(
                state,
                "Enabled" | "Enabling" | "Updating" | "Creating"
            ))),
        ),
        (
            "MaximumBatchingWindowInSeconds",
            m.get("MaximumBatchingWindowInSeconds").cloned(),
        ),
        ("StartingPosition", m.get("StartingPosition").cloned()),
    ])))
}

fn update_mapping(aws: &Aws, id: &str, _olds: &Value, news: &Value) -> Result<(), Failure> {
    let body = mapping(
        news,
        &[
            "FunctionName",
            "BatchSize",
            "Enabled",
            "MaximumBatchingWindowInSeconds",
        ],
    );
    retrying(|| call(aws, "PUT", &mapping_path(id), Some(&body)))?;
    Ok(())
}

/// A permission by the statement id its inputs make.
fn lookup_permission(_aws: &Aws, inputs: &Value) -> Result<Option<String>, String> {
    Ok(inputs["FunctionName"]
        .as_str()
        .map(|f| format!("{f}|{}", statement_id(inputs))))
}
