//! Secrets Manager secrets, through its JSON API. The value (`SecretString`) is write-only:
//! given as a Strata secret, it is kept encrypted in the state, sent to AWS, and never read
//! back.

use crate::Aws;
use crate::native::{
    Name, Native, changed, deleted, found, given, object, read_tags, retag, tag_list,
};
use crate::query::json_call;
use sha2::{Digest, Sha256};
use strata_provider::{Failure, Value, json};

pub(crate) const TYPES: &[Native] = &[Native {
    ty: "aws:secretsmanager:Secret",
    inputs: &["Name", "Description", "SecretString", "KmsKeyId", "Tags"],
    replaces: &[],
    own: &[(
        "RecoveryWindowInDays",
        r#"{"type": "integer", "default": 30, "description": "Strata's own: the days a deleted secret can be restored in (7 to 30), or 0 to delete it at once (Terraform's recovery_window_in_days)"}"#,
    )],
    name: Some(Name::new("Name", 512)),
    defaults: &[],
    check: None,
    optional: &[],
    normal: None,
    lookup: Some(lookup),
    create,
    get,
    update,
    delete,
}];

fn call(aws: &Aws, action: &str, body: &Value) -> Result<Value, String> {
    json_call(
        &aws.query,
        ("secretsmanager", "secretsmanager", "SecretsManager"),
        ("secretsmanager", "1.1"),
        action,
        body,
    )
}

fn create(aws: &Aws, inputs: &Value) -> Result<String, Failure> {
    let answer = call(
        aws,
        "CreateSecret",
        &object(&[
            ("Name", given(inputs, "Name").cloned()),
            ("Description", given(inputs, "Description").cloned()),
            ("SecretString", given(inputs, "SecretString").cloned()),
            ("KmsKeyId", given(inputs, "KmsKeyId").cloned()),
            ("Tags", tag_list(inputs, "Key", "Value")),
        ]),
    )
    .map_err(|e| in_recovery(aws, inputs, e))?;
    answer["ARN"]
        .as_str()
        .map(str::to_string)
        .ok_or_else(|| "AWS SecretsManager CreateSecret: no ARN in the answer".into())
}

fn get(aws: &Aws, id: &str, recorded: &Value) -> Result<Option<Value>, String> {
    let Some(s) = found(call(aws, "DescribeSecret", &json!({"SecretId": id})))? else {
        return Ok(None);
    };
    // Scheduled for deletion is gone: only a restore brings it back.
    if given(&s, "DeletedDate").is_some() {
        return Ok(None);
    }
    Ok(Some(object(&[
        ("Id", s.get("ARN").cloned()),
        ("Name", s.get("Name").cloned()),
        ("Description", s.get("Description").cloned()),
        ("KmsKeyId", s.get("KmsKeyId").cloned()),
        (
            "Tags",
            Some(read_tags(&s["Tags"], "Key", "Value", recorded)),
        ),
    ])))
}

/// A request token for a change: a new one each time, saying nothing of the value (a digest
/// of a short password could be guessed from it).
fn token(id: &str) -> String {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    crate::hex(
        &Sha256::digest(format!("{id}\0{}", now.as_nanos()).as_bytes()),
        16,
    )
}

fn update(aws: &Aws, id: &str, olds: &Value, news: &Value) -> Result<(), Failure> {
    if ["Description", "KmsKeyId"]
        .iter()
        .any(|k| changed(olds, news, k))
    {
        call(
            aws,
            "UpdateSecret",
            &object(&[
                ("SecretId", Some(json!(id))),
                (
                    "Description",
                    Some(given(news, "Description").cloned().unwrap_or(json!(""))),
                ),
                ("KmsKeyId", given(news, "KmsKeyId").cloned()),
                ("ClientRequestToken", Some(json!(token(id)))),
            ]),
        )?;
    }
    // A new value is a new version.
    if changed(olds, news, "SecretString")
        && let Some(value) = given(news, "SecretString")
    {
        call(
            aws,
            "PutSecretValue",
            &json!({"SecretId": id, "SecretString": value, "ClientRequestToken": token(id)}),
        )?;
    }
    retag(
        |action, body| call(aws, action, body),
        (olds, news),
        ("SecretId", json!(id)),
        ("UntagResource", "TagKeys"),
        ("TagResource", "Tags", tag_list(news, "Key", "Value")),
    )?;
    Ok(())
}

fn delete(aws: &Aws, id: &str, inputs: &Value) -> Result<(), String> {
    let days = inputs["RecoveryWindowInDays"].as_i64().unwrap_or(30);
    let body = if days == 0 {
        json!({"SecretId": id, "ForceDeleteWithoutRecovery": true})
    } else {
        json!({"SecretId": id, "RecoveryWindowInDays": days})
    };
    match call(aws, "DeleteSecret", &body) {
        // Scheduled for deletion already.
        Err(e) if e.contains("InvalidRequestException") && e.contains("scheduled for deletion") => {
            Ok(())
        }
        other => deleted(other),
    }
}

/// A create refused because a secret of the name was deleted and is in its recovery window
/// (AWS keeps the name until it ends: `scheduled for deletion`, or moto's `already exists`),
/// said so, with what to do; any other error as it is.
fn in_recovery(aws: &Aws, inputs: &Value, e: String) -> String {
    let refused = e.contains("scheduled for deletion") || e.contains("ResourceExistsException");
    let Some(name) = given(inputs, "Name")
        .and_then(Value::as_str)
        .filter(|_| refused)
    else {
        return e;
    };
    let deleted = call(aws, "DescribeSecret", &json!({"SecretId": name}))
        .ok()
        .is_some_and(|s| given(&s, "DeletedDate").is_some());
    if !deleted {
        return e;
    }
    format!(
        "{e}: a secret named {name} was deleted and is in its recovery window, and AWS keeps its name until the window ends. Restore it (`aws secretsmanager restore-secret --secret-id {name}`) and `strata import` it, or give this secret another name; a secret with `RecoveryWindowInDays: 0` is deleted without recovery (ForceDeleteWithoutRecovery), its name free at once"
    )
}

/// A secret by its name (DescribeSecret takes one): its ARN.
fn lookup(aws: &Aws, inputs: &Value) -> Result<Option<String>, String> {
    let Some(name) = given(inputs, "Name") else {
        return Ok(None);
    };
    Ok(
        found(call(aws, "DescribeSecret", &json!({"SecretId": name})))?
            .filter(|s| given(s, "DeletedDate").is_none())
            .and_then(|s| s["ARN"].as_str().map(str::to_string)),
    )
}
