//! KMS keys and aliases, through the KMS JSON API. A key is never deleted at once: its
//! deletion is scheduled (`PendingWindowInDays`, 7 to 30, CloudFormation's default 30), and a
//! key pending deletion is gone.

use crate::Aws;
use crate::native::{Native, changed, deleted, found, given, object, read_tags, retag, tag_list};
use crate::query::json_call;
use strata_provider::{Failure, Value, json};

pub(crate) const TYPES: &[Native] = &[
    Native {
        ty: "aws:kms:Key",
        inputs: &[
            "Description",
            "KeyPolicy",
            "KeyUsage",
            "KeySpec",
            "EnableKeyRotation",
            "Enabled",
            "PendingWindowInDays",
            "Tags",
        ],
        // AWS changes neither in place: CloudFormation replaces the key.
        replaces: &["KeyUsage", "KeySpec"],
        own: &[],
        name: None,
        defaults: &[
            ("KeyUsage", r#""ENCRYPT_DECRYPT""#),
            ("KeySpec", r#""SYMMETRIC_DEFAULT""#),
            ("Enabled", "true"),
            ("EnableKeyRotation", "false"),
        ],
        check: None,
        optional: &[],
        normal: None,
        lookup: None,
        create: create_key,
        get: get_key,
        update: update_key,
        delete: delete_key,
    },
    Native {
        ty: "aws:kms:Alias",
        inputs: &["AliasName", "TargetKeyId"],
        replaces: &[],
        own: &[],
        name: None,
        defaults: &[],
        check: None,
        optional: &[],
        normal: None,
        lookup: None,
        create: create_alias,
        get: get_alias,
        update: update_alias,
        delete: delete_alias,
    },
];

fn call(aws: &Aws, action: &str, body: &Value) -> Result<Value, String> {
    json_call(
        &aws.query,
        ("kms", "kms", "KMS"),
        ("TrentService", "1.1"),
        action,
        body,
    )
}

fn create_key(aws: &Aws, inputs: &Value) -> Result<String, Failure> {
    let answer = call(
        aws,
        "CreateKey",
        &object(&[
            ("Description", given(inputs, "Description").cloned()),
            (
                "Policy",
                given(inputs, "KeyPolicy").map(|p| json!(crate::native::text(p))),
            ),
            ("KeyUsage", given(inputs, "KeyUsage").cloned()),
            ("KeySpec", given(inputs, "KeySpec").cloned()),
            ("Tags", tag_list(inputs, "TagKey", "TagValue")),
        ]),
    )?;
    let id = answer["KeyMetadata"]["KeyId"]
        .as_str()
        .ok_or("AWS KMS CreateKey: no KeyId in the answer")?
        .to_string();
    let rest = || -> Result<(), String> {
        if inputs["EnableKeyRotation"] == json!(true) {
            call(aws, "EnableKeyRotation", &json!({"KeyId": id}))?;
        }
        if inputs["Enabled"] == json!(false) {
            call(aws, "DisableKey", &json!({"KeyId": id}))?;
        }
        Ok(())
    };
    rest().map_err(|e| Failure::partial(e, &id, json!({})))?;
    Ok(id)
}

fn get_key(aws: &Aws, id: &str, recorded: &Value) -> Result<Option<Value>, String> {
    let Some(answer) = found(call(aws, "DescribeKey", &json!({"KeyId": id})))? else {
        return Ok(None);
    };
    let k = &answer["KeyMetadata"];
    if k["KeyState"] == json!("PendingDeletion") {
        return Ok(None);
    }
    let rotation = call(aws, "GetKeyRotationStatus", &json!({"KeyId": id}))?;
    let policy = call(
        aws,
        "GetKeyPolicy",
        &json!({"KeyId": id, "PolicyName": "default"}),
    )?;
    let policy: Option<Value> = policy["Policy"]
        .as_str()
        .and_then(|p| serde_json::from_str(p).ok());
    let tags = call(aws, "ListResourceTags", &json!({"KeyId": id}))?;
    Ok(Some(object(&[
        ("KeyId", k.get("KeyId").cloned()),
        ("Arn", k.get("Arn").cloned()),
        ("Description", k.get("Description").cloned()),
        ("KeyUsage", k.get("KeyUsage").cloned()),
        (
            "KeySpec",
            k.get("KeySpec").or(k.get("CustomerMasterKeySpec")).cloned(),
        ),
        ("Enabled", k.get("Enabled").cloned()),
        (
            "EnableKeyRotation",
            rotation.get("KeyRotationEnabled").cloned(),
        ),
        ("KeyPolicy", policy),
        (
            "Tags",
            Some(read_tags(&tags["Tags"], "TagKey", "TagValue", recorded)),
        ),
    ])))
}

fn update_key(aws: &Aws, id: &str, olds: &Value, news: &Value) -> Result<(), Failure> {
    if changed(olds, news, "Description") {
        call(
            aws,
            "UpdateKeyDescription",
            &json!({"KeyId": id, "Description": given(news, "Description").cloned().unwrap_or(json!(""))}),
        )?;
    }
    if changed(olds, news, "KeyPolicy")
        && let Some(policy) = given(news, "KeyPolicy")
    {
        call(
            aws,
            "PutKeyPolicy",
            &json!({"KeyId": id, "PolicyName": "default", "Policy": crate::native::text(policy)}),
        )?;
    }
    if changed(olds, news, "EnableKeyRotation") {
        let action = if news["EnableKeyRotation"] == json!(true) {
            "EnableKeyRotation"
        } else {
            "DisableKeyRotation"
        };
        call(aws, action, &json!({"KeyId": id}))?;
    }
    if changed(olds, news, "Enabled") {
        let action = if news["Enabled"] == json!(false) {
            "DisableKey"
        } else {
            "EnableKey"
        };
        call(aws, action, &json!({"KeyId": id}))?;
    }
    retag(
        |action, body| call(aws, action, body),
        (olds, news),
        ("KeyId", json!(id)),
        ("UntagResource", "TagKeys"),
        ("TagResource", "Tags", tag_list(news, "TagKey", "TagValue")),
    )?;
    Ok(())
}

fn delete_key(aws: &Aws, id: &str, inputs: &Value) -> Result<(), String> {
    let days = inputs["PendingWindowInDays"].as_i64().unwrap_or(30);
    match call(
        aws,
        "ScheduleKeyDeletion",
        &json!({"KeyId": id, "PendingWindowInDays": days}),
    ) {
        // Pending deletion already.
        Err(e) if e.contains("KMSInvalidStateException") => Ok(()),
        other => deleted(other),
    }
}

fn create_alias(aws: &Aws, inputs: &Value) -> Result<String, Failure> {
    call(
        aws,
        "CreateAlias",
        &json!({"AliasName": inputs["AliasName"], "TargetKeyId": inputs["TargetKeyId"]}),
    )?;
    Ok(inputs["AliasName"].as_str().unwrap_or_default().to_string())
}

fn get_alias(aws: &Aws, id: &str, recorded: &Value) -> Result<Option<Value>, String> {
    let mut marker: Option<Value> = None;
    loop {
        let answer = call(aws, "ListAliases", &object(&[("Marker", marker.clone())]))?;
        if let Some(a) = answer["Aliases"]
            .as_array()
            .into_iter()
            .flatten()
            .find(|a| a["AliasName"] == json!(id))
        {
            // A key named by its ARN is the key AWS names by its id.
            let target = match (a["TargetKeyId"].as_str(), recorded["TargetKeyId"].as_str()) {
                (Some(t), Some(r)) if r.ends_with(&format!("/{t}")) => json!(r),
                (Some(t), _) => json!(t),
                (None, _) => Value::Null,
            };
            return Ok(Some(json!({"AliasName": id, "TargetKeyId": target})));
        }
        match answer
            .get("NextMarker")
            .filter(|_| answer["Truncated"] == json!(true))
        {
            Some(m) => marker = Some(m.clone()),
            None => return Ok(None),
        }
    }
}

fn update_alias(aws: &Aws, id: &str, _olds: &Value, news: &Value) -> Result<(), Failure> {
    call(
        aws,
        "UpdateAlias",
        &json!({"AliasName": id, "TargetKeyId": news["TargetKeyId"]}),
    )?;
    Ok(())
}

fn delete_alias(aws: &Aws, id: &str, _inputs: &Value) -> Result<(), String> {
    deleted(call(aws, "DeleteAlias", &json!({"AliasName": id})))
}
