//! CloudWatch Logs log groups, through the Logs JSON API.

use crate::Aws;
use crate::native::{Name, Native, changed, deleted, given, object, read_tags, retag, tag_map};
use crate::query::json_call;
use strata_provider::{Failure, Value, json};

pub(crate) const TYPES: &[Native] = &[Native {
    ty: "aws:logs:LogGroup",
    inputs: &["LogGroupName", "RetentionInDays", "KmsKeyId", "Tags"],
    replaces: &[],
    own: &[],
    name: Some(Name::new("LogGroupName", 512)),
    // Kept for ever unless asked.
    defaults: &[("RetentionInDays", "null")],
    check: None,
    optional: &[],
    normal: None,
    lookup: None,
    create,
    get,
    update,
    delete,
}];

fn call(aws: &Aws, action: &str, body: &Value) -> Result<Value, String> {
    json_call(
        &aws.query,
        ("logs", "logs", "Logs"),
        ("Logs_20140328", "1.1"),
        action,
        body,
    )
}

fn create(aws: &Aws, inputs: &Value) -> Result<String, Failure> {
    let name = inputs["LogGroupName"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    call(
        aws,
        "CreateLogGroup",
        &object(&[
            ("logGroupName", Some(json!(name))),
            ("kmsKeyId", given(inputs, "KmsKeyId").cloned()),
            ("tags", tag_map(inputs)),
        ]),
    )?;
    if let Some(days) = given(inputs, "RetentionInDays") {
        call(
            aws,
            "PutRetentionPolicy",
            &json!({"logGroupName": name, "retentionInDays": days}),
        )
        .map_err(|e| Failure::partial(e, &name, json!({})))?;
    }
    Ok(name)
}

fn get(aws: &Aws, id: &str, recorded: &Value) -> Result<Option<Value>, String> {
    let answer = call(aws, "DescribeLogGroups", &json!({"logGroupNamePrefix": id}))?;
    let Some(group) = answer["logGroups"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|g| g["logGroupName"] == json!(id))
    else {
        return Ok(None);
    };
    let tags = call(aws, "ListTagsLogGroup", &json!({"logGroupName": id}))?;
    Ok(Some(object(&[
        ("LogGroupName", Some(json!(id))),
        ("Arn", group.get("arn").cloned()),
        ("RetentionInDays", group.get("retentionInDays").cloned()),
        ("KmsKeyId", group.get("kmsKeyId").cloned()),
        ("Tags", Some(read_tags(&tags["tags"], "", "", recorded))),
    ])))
}

fn update(aws: &Aws, id: &str, olds: &Value, news: &Value) -> Result<(), Failure> {
    if changed(olds, news, "RetentionInDays") {
        match given(news, "RetentionInDays") {
            Some(days) => call(
                aws,
                "PutRetentionPolicy",
                &json!({"logGroupName": id, "retentionInDays": days}),
            )?,
            None => call(aws, "DeleteRetentionPolicy", &json!({"logGroupName": id}))?,
        };
    }
    if changed(olds, news, "KmsKeyId") {
        match given(news, "KmsKeyId") {
            Some(key) => call(
                aws,
                "AssociateKmsKey",
                &json!({"logGroupName": id, "kmsKeyId": key}),
            )?,
            None => call(aws, "DisassociateKmsKey", &json!({"logGroupName": id}))?,
        };
    }
    retag(
        |action, body| call(aws, action, body),
        (olds, news),
        ("logGroupName", json!(id)),
        ("UntagLogGroup", "tags"),
        ("TagLogGroup", "tags", tag_map(news)),
    )?;
    Ok(())
}

fn delete(aws: &Aws, id: &str, _inputs: &Value) -> Result<(), String> {
    deleted(call(aws, "DeleteLogGroup", &json!({"logGroupName": id})))
}
