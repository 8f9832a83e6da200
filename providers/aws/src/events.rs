//! EventBridge rules and their targets, through the EventBridge JSON API.

use crate::Aws;
use crate::native::{
    Name, Native, changed, deleted, found, given, object, read_tags, retag, tag_list,
};
use crate::query::json_call;
use strata_provider::{Failure, Value, json};

pub(crate) const TYPES: &[Native] = &[Native {
    ty: "aws:events:Rule",
    inputs: &[
        "Name",
        "Description",
        "EventPattern",
        "ScheduleExpression",
        "State",
        "EventBusName",
        "RoleArn",
        "Targets",
        "Tags",
    ],
    // A rule lives on its bus.
    replaces: &["EventBusName"],
    own: &[],
    name: Some(Name::new("Name", 64)),
    defaults: &[("State", r#""ENABLED""#), ("EventBusName", r#""default""#)],
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
        ("events", "events", "EventBridge"),
        ("AWSEvents", "1.1"),
        action,
        body,
    )
}

/// A rule's name and bus, from its ARN (`…:rule/NAME` or `…:rule/BUS/NAME`).
fn name_and_bus(arn: &str) -> (String, Option<String>) {
    let path = arn.rsplit_once(":rule/").map_or(arn, |(_, p)| p);
    match path.split_once('/') {
        Some((bus, name)) => (name.to_string(), Some(bus.to_string())),
        None => (path.to_string(), None),
    }
}

fn put_rule(aws: &Aws, inputs: &Value, tags: bool) -> Result<String, String> {
    let answer = call(
        aws,
        "PutRule",
        &object(&[
            ("Name", given(inputs, "Name").cloned()),
            ("Description", given(inputs, "Description").cloned()),
            (
                "EventPattern",
                given(inputs, "EventPattern").map(|p| json!(crate::native::text(p))),
            ),
            (
                "ScheduleExpression",
                given(inputs, "ScheduleExpression").cloned(),
            ),
            ("State", given(inputs, "State").cloned()),
            ("EventBusName", given(inputs, "EventBusName").cloned()),
            ("RoleArn", given(inputs, "RoleArn").cloned()),
            ("Tags", tag_list(inputs, "Key", "Value").filter(|_| tags)),
        ]),
    )?;
    answer["RuleArn"]
        .as_str()
        .map(str::to_string)
        .ok_or_else(|| "AWS EventBridge PutRule: no RuleArn in the answer".into())
}

fn put_targets(aws: &Aws, inputs: &Value, olds: &Value) -> Result<(), String> {
    let rule = object(&[
        ("Rule", given(inputs, "Name").cloned()),
        ("EventBusName", given(inputs, "EventBusName").cloned()),
    ]);
    let ids = |v: &Value| -> Vec<Value> {
        v["Targets"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|t| t["Id"].clone())
            .collect()
    };
    let (old, new) = (ids(olds), ids(inputs));
    let stale: Vec<&Value> = old.iter().filter(|i| !new.contains(i)).collect();
    if !stale.is_empty() {
        let mut body = rule.clone();
        body["Ids"] = json!(stale);
        call(aws, "RemoveTargets", &body)?;
    }
    if let Some(targets) =
        given(inputs, "Targets").filter(|t| t.as_array().is_some_and(|a| !a.is_empty()))
    {
        let mut body = rule;
        body["Targets"] = targets.clone();
        let answer = call(aws, "PutTargets", &body)?;
        if answer["FailedEntryCount"].as_i64().unwrap_or(0) > 0 {
            return Err(format!(
                "AWS EventBridge PutTargets: {}",
                answer["FailedEntries"]
            ));
        }
    }
    Ok(())
}

fn create(aws: &Aws, inputs: &Value) -> Result<String, Failure> {
    let arn = put_rule(aws, inputs, true)?;
    put_targets(aws, inputs, &json!({})).map_err(|e| Failure::partial(e, &arn, json!({})))?;
    Ok(arn)
}

fn get(aws: &Aws, id: &str, recorded: &Value) -> Result<Option<Value>, String> {
    let (name, bus) = name_and_bus(id);
    let rule = object(&[
        ("Name", Some(json!(name))),
        ("EventBusName", bus.clone().map(Value::from)),
    ]);
    let Some(r) = found(call(aws, "DescribeRule", &rule))? else {
        return Ok(None);
    };
    let mut list = rule.clone();
    list["Rule"] = json!(name);
    list.as_object_mut().map(|o| o.remove("Name"));
    let targets = call(aws, "ListTargetsByRule", &list)?;
    let tags = call(aws, "ListTagsForResource", &json!({"ResourceARN": id}))?;
    // A pattern given as an object reads back as one.
    let pattern = r["EventPattern"]
        .as_str()
        .map(|p| match &recorded["EventPattern"] {
            Value::String(_) => json!(p),
            _ => serde_json::from_str(p).unwrap_or(json!(p)),
        });
    let targets: Vec<Value> = targets["Targets"]
        .as_array()
        .into_iter()
        .flatten()
        .cloned()
        .collect();
    Ok(Some(object(&[
        ("Arn", Some(json!(id))),
        // The registry's attribute of the name (what CloudFormation's `Ref` returns).
        ("RuleName", Some(json!(name))),
        ("Name", Some(json!(name))),
        ("EventBusName", bus.map(Value::from)),
        ("Description", r.get("Description").cloned()),
        ("EventPattern", pattern),
        ("ScheduleExpression", r.get("ScheduleExpression").cloned()),
        ("State", r.get("State").cloned()),
        ("RoleArn", r.get("RoleArn").cloned()),
        (
            "Targets",
            (!targets.is_empty() || given(recorded, "Targets").is_some())
                .then_some(Value::Array(targets)),
        ),
        (
            "Tags",
            Some(read_tags(&tags["Tags"], "Key", "Value", recorded)),
        ),
    ])))
}

fn update(aws: &Aws, id: &str, olds: &Value, news: &Value) -> Result<(), Failure> {
    if [
        "Description",
        "EventPattern",
        "ScheduleExpression",
        "State",
        "RoleArn",
    ]
    .iter()
    .any(|k| changed(olds, news, k))
    {
        put_rule(aws, news, false)?;
    }
    if changed(olds, news, "Targets") {
        put_targets(aws, news, olds)?;
    }
    retag(
        |action, body| call(aws, action, body),
        (olds, news),
        ("ResourceARN", json!(id)),
        ("UntagResource", "TagKeys"),
        ("TagResource", "Tags", tag_list(news, "Key", "Value")),
    )?;
    Ok(())
}

fn delete(aws: &Aws, id: &str, _inputs: &Value) -> Result<(), String> {
    let Some(read) = get(aws, id, &json!({}))? else {
        return Ok(());
    };
    // Its targets first: AWS refuses to delete a rule that has any.
    let (name, bus) = name_and_bus(id);
    let rule = object(&[
        ("Name", Some(json!(name))),
        ("EventBusName", bus.map(Value::from)),
    ]);
    put_targets(aws, &rule, &read)?;
    deleted(call(aws, "DeleteRule", &rule))
}

/// A rule by its name on its bus: its ARN.
fn lookup(aws: &Aws, inputs: &Value) -> Result<Option<String>, String> {
    let Some(name) = given(inputs, "Name") else {
        return Ok(None);
    };
    let rule = object(&[
        ("Name", Some(name.clone())),
        ("EventBusName", given(inputs, "EventBusName").cloned()),
    ]);
    Ok(
        found(call(aws, "DescribeRule", &rule))?
            .and_then(|r| r["Arn"].as_str().map(str::to_string)),
    )
}
