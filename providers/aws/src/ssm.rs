//! Systems Manager parameters, through the SSM JSON API.

use crate::Aws;
use crate::native::{Name, Native, deleted, found, given, listed_tags, object, read_tags};
use crate::query::json_call;
use strata_provider::{Failure, Value, json};

pub(crate) const TYPES: &[Native] = &[Native {
    ty: "aws:ssm:Parameter",
    inputs: &[
        "Name",
        "Type",
        "Value",
        "Description",
        "AllowedPattern",
        "Tier",
        "DataType",
        "Tags",
    ],
    replaces: &[],
    own: &[],
    name: Some(Name::new("Name", 1011)),
    defaults: &[("DataType", r#""text""#), ("Tier", r#""Standard""#)],
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
        ("ssm", "ssm", "SSM"),
        ("AmazonSSM", "1.1"),
        action,
        body,
    )
}

fn put(inputs: &Value, overwrite: bool) -> Value {
    let mut body = object(&[
        ("Name", given(inputs, "Name").cloned()),
        ("Value", given(inputs, "Value").cloned()),
        ("Type", given(inputs, "Type").cloned()),
        ("Description", given(inputs, "Description").cloned()),
        ("AllowedPattern", given(inputs, "AllowedPattern").cloned()),
        ("Tier", given(inputs, "Tier").cloned()),
        ("DataType", given(inputs, "DataType").cloned()),
        ("Overwrite", Some(json!(overwrite))),
    ]);
    // A parameter's tags are a map in CloudFormation, a list in the API (and only on a
    // create).
    if !overwrite && let Some(tags) = given(inputs, "Tags").and_then(Value::as_object) {
        body["Tags"] = tags
            .iter()
            .map(|(k, v)| json!({"Key": k, "Value": v}))
            .collect();
    }
    body
}

fn create(aws: &Aws, inputs: &Value) -> Result<String, Failure> {
    call(aws, "PutParameter", &put(inputs, false))?;
    Ok(inputs["Name"].as_str().unwrap_or_default().to_string())
}

fn get(aws: &Aws, id: &str, recorded: &Value) -> Result<Option<Value>, String> {
    let Some(answer) = found(call(aws, "GetParameter", &json!({"Name": id})))? else {
        return Ok(None);
    };
    let p = &answer["Parameter"];
    let tags = call(
        aws,
        "ListTagsForResource",
        &json!({"ResourceType": "Parameter", "ResourceId": id}),
    )?;
    // CloudFormation's form of the tags: a map.
    let tags = match read_tags(&tags["TagList"], "Key", "Value", &json!({})) {
        Value::Array(list) if !list.is_empty() || given(recorded, "Tags").is_some() => list
            .iter()
            .map(|t| {
                (
                    t["Key"].as_str().unwrap_or_default().to_string(),
                    t["Value"].clone(),
                )
            })
            .collect::<serde_json::Map<_, _>>()
            .into(),
        _ => Value::Null,
    };
    // GetParameter says nothing of its tier, description or pattern: DescribeParameters does.
    let described = call(
        aws,
        "DescribeParameters",
        &json!({"ParameterFilters": [{"Key": "Name", "Values": [id]}]}),
    )?;
    let d = described["Parameters"]
        .as_array()
        .and_then(|all| all.iter().find(|d| d["Name"] == json!(id)))
        .cloned()
        .unwrap_or_default();
    Ok(Some(object(&[
        ("Name", Some(json!(id))),
        ("Type", p.get("Type").cloned()),
        ("Value", p.get("Value").cloned()),
        ("DataType", p.get("DataType").cloned()),
        ("Tier", d.get("Tier").cloned()),
        ("Description", d.get("Description").cloned()),
        ("AllowedPattern", d.get("AllowedPattern").cloned()),
        ("Tags", Some(tags)),
    ])))
}

fn update(aws: &Aws, id: &str, olds: &Value, news: &Value) -> Result<(), Failure> {
    let mut was = olds.clone();
    let mut now = news.clone();
    for v in [&mut was, &mut now] {
        v.as_object_mut().map(|o| o.remove("Tags"));
    }
    if was != now {
        call(aws, "PutParameter", &put(news, true))?;
    }
    let change = crate::tag_change(&listed_tags(&olds["Tags"]), &listed_tags(&news["Tags"]));
    let base = json!({"ResourceType": "Parameter", "ResourceId": id});
    if !change.stale.is_empty() {
        let mut body = base.clone();
        body["TagKeys"] = json!(change.stale);
        call(aws, "RemoveTagsFromResource", &body)?;
    }
    if !change.set.is_empty() {
        let mut body = base;
        body["Tags"] = change
            .set
            .iter()
            .map(|(k, v)| json!({"Key": k, "Value": v}))
            .collect();
        call(aws, "AddTagsToResource", &body)?;
    }
    Ok(())
}

fn delete(aws: &Aws, id: &str, _inputs: &Value) -> Result<(), String> {
    deleted(call(aws, "DeleteParameter", &json!({"Name": id})))
}
