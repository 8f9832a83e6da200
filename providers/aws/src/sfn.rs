//! Step Functions state machines, through the Step Functions JSON API.

use crate::Aws;
use crate::native::{
    Name, Native, changed, deleted, found, given, object, read_tags, retag, tag_list,
};
use crate::query::json_call;
use strata_provider::{Failure, Value, json};

pub(crate) const TYPES: &[Native] = &[Native {
    ty: "aws:stepfunctions:StateMachine",
    inputs: &[
        "StateMachineName",
        "DefinitionString",
        "Definition",
        "RoleArn",
        "StateMachineType",
        "Tags",
    ],
    replaces: &[],
    own: &[],
    name: Some(Name::new("StateMachineName", 80)),
    defaults: &[("StateMachineType", r#""STANDARD""#)],
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
        ("states", "states", "StepFunctions"),
        ("AWSStepFunctions", "1.0"),
        action,
        body,
    )
}

/// The definition AWS takes: `DefinitionString`, or `Definition` as its JSON text.
fn definition(inputs: &Value) -> Option<Value> {
    given(inputs, "DefinitionString")
        .cloned()
        .or_else(|| given(inputs, "Definition").map(|d| json!(d.to_string())))
}

fn create(aws: &Aws, inputs: &Value) -> Result<String, Failure> {
    let answer = call(
        aws,
        "CreateStateMachine",
        &object(&[
            ("name", given(inputs, "StateMachineName").cloned()),
            ("definition", definition(inputs)),
            ("roleArn", given(inputs, "RoleArn").cloned()),
            ("type", given(inputs, "StateMachineType").cloned()),
            ("tags", tag_list(inputs, "key", "value")),
        ]),
    )?;
    answer["stateMachineArn"]
        .as_str()
        .map(str::to_string)
        .ok_or_else(|| "AWS StepFunctions CreateStateMachine: no stateMachineArn".into())
}

fn get(aws: &Aws, id: &str, recorded: &Value) -> Result<Option<Value>, String> {
    let Some(m) = found(call(
        aws,
        "DescribeStateMachine",
        &json!({"stateMachineArn": id}),
    ))?
    else {
        return Ok(None);
    };
    if m["status"] == json!("DELETING") {
        return Ok(None);
    }
    let tags = call(aws, "ListTagsForResource", &json!({"resourceArn": id}))?;
    // The text AWS holds is `DefinitionString`; where the program gave `Definition` (an
    // object), it is read back as that object, so that an edit by hand is drift either way.
    let text = m.get("definition").cloned();
    let definition = text
        .as_ref()
        .and_then(Value::as_str)
        .filter(|_| recorded.get("Definition").is_some())
        .and_then(|t| serde_json::from_str::<Value>(t).ok());
    Ok(Some(object(&[
        ("Definition", definition),
        ("Arn", Some(json!(id))),
        ("Name", m.get("name").cloned()),
        ("StateMachineName", m.get("name").cloned()),
        ("DefinitionString", text),
        ("RoleArn", m.get("roleArn").cloned()),
        ("StateMachineType", m.get("type").cloned()),
        (
            "Tags",
            Some(read_tags(&tags["tags"], "key", "value", recorded)),
        ),
    ])))
}

fn update(aws: &Aws, id: &str, olds: &Value, news: &Value) -> Result<(), Failure> {
    if ["DefinitionString", "Definition", "RoleArn"]
        .iter()
        .any(|k| changed(olds, news, k))
    {
        call(
            aws,
            "UpdateStateMachine",
            &object(&[
                ("stateMachineArn", Some(json!(id))),
                ("definition", definition(news)),
                ("roleArn", given(news, "RoleArn").cloned()),
            ]),
        )?;
    }
    retag(
        |action, body| call(aws, action, body),
        (olds, news),
        ("resourceArn", json!(id)),
        ("UntagResource", "tagKeys"),
        ("TagResource", "tags", tag_list(news, "key", "value")),
    )?;
    Ok(())
}

fn delete(aws: &Aws, id: &str, _inputs: &Value) -> Result<(), String> {
    deleted(call(
        aws,
        "DeleteStateMachine",
        &json!({"stateMachineArn": id}),
    ))
}

/// A state machine by its name: its ARN.
fn lookup(aws: &Aws, inputs: &Value) -> Result<Option<String>, String> {
    let Some(name) = given(inputs, "StateMachineName") else {
        return Ok(None);
    };
    let mut token: Option<Value> = None;
    loop {
        let page = call(
            aws,
            "ListStateMachines",
            &object(&[("nextToken", token.clone())]),
        )?;
        if let Some(m) = page["stateMachines"]
            .as_array()
            .into_iter()
            .flatten()
            .find(|m| m["name"] == *name)
        {
            return Ok(m["stateMachineArn"].as_str().map(str::to_string));
        }
        match given(&page, "nextToken") {
            Some(t) => token = Some(t.clone()),
            None => return Ok(None),
        }
    }
}
