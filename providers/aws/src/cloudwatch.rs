//! CloudWatch metric alarms, through the CloudWatch query API (`PutMetricAlarm` both makes and
//! changes one).

use crate::Aws;
use crate::native::{Name, Native, given, read_tags, text};
use crate::query::{call as query_call, children, element};
use strata_provider::{Failure, Value, json};

const INPUTS: &[&str] = &[
    "AlarmName",
    "AlarmDescription",
    "MetricName",
    "Namespace",
    "Statistic",
    "ExtendedStatistic",
    "Period",
    "EvaluationPeriods",
    "DatapointsToAlarm",
    "Threshold",
    "ComparisonOperator",
    "TreatMissingData",
    "Unit",
    "ActionsEnabled",
    "AlarmActions",
    "OKActions",
    "InsufficientDataActions",
    "Dimensions",
    "Tags",
];

pub(crate) const TYPES: &[Native] = &[Native {
    ty: "aws:cloudwatch:Alarm",
    inputs: INPUTS,
    replaces: &[],
    own: &[],
    name: Some(Name::new("AlarmName", 255)),
    defaults: &[
        ("ActionsEnabled", "true"),
        ("TreatMissingData", r#""missing""#),
    ],
    check: None,
    optional: &[],
    normal: None,
    lookup: None,
    create,
    get,
    update,
    delete,
}];

fn call(aws: &Aws, action: &str, params: &[(String, String)]) -> Result<String, String> {
    query_call(&aws.query, "monitoring", "2010-08-01", action, params)
}

fn put(aws: &Aws, inputs: &Value, tags: bool) -> Result<(), String> {
    let mut params: Vec<(String, String)> = Vec::new();
    for k in INPUTS {
        let Some(v) = given(inputs, k) else { continue };
        match *k {
            "AlarmActions" | "OKActions" | "InsufficientDataActions" => {
                for (i, a) in v.as_array().into_iter().flatten().enumerate() {
                    params.push((format!("{k}.member.{}", i + 1), text(a)));
                }
            }
            "Dimensions" => {
                for (i, d) in v.as_array().into_iter().flatten().enumerate() {
                    params.push((
                        format!("Dimensions.member.{}.Name", i + 1),
                        text(&d["Name"]),
                    ));
                    params.push((
                        format!("Dimensions.member.{}.Value", i + 1),
                        text(&d["Value"]),
                    ));
                }
            }
            "Tags" => {
                if tags {
                    for (i, (key, value)) in crate::tags(v).into_iter().enumerate() {
                        params.push((format!("Tags.member.{}.Key", i + 1), key));
                        params.push((format!("Tags.member.{}.Value", i + 1), value));
                    }
                }
            }
            _ => params.push((k.to_string(), text(v))),
        }
    }
    call(aws, "PutMetricAlarm", &params).map(|_| ())
}

fn create(aws: &Aws, inputs: &Value) -> Result<String, Failure> {
    put(aws, inputs, true)?;
    Ok(inputs["AlarmName"].as_str().unwrap_or_default().to_string())
}

/// A number read back in the recorded form: `5` stays `5`, not `5.0`.
fn number(text: &str, recorded: &Value) -> Option<Value> {
    let n: f64 = text.parse().ok()?;
    match recorded.as_f64() {
        Some(r) if r == n => Some(recorded.clone()),
        _ if n.fract() == 0.0 && n.abs() < 1e15 => Some(json!(n as i64)),
        _ => Some(json!(n)),
    }
}

fn get(aws: &Aws, id: &str, recorded: &Value) -> Result<Option<Value>, String> {
    let xml = call(
        aws,
        "DescribeAlarms",
        &[("AlarmNames.member.1".into(), id.into())],
    )?;
    let Some(alarm) = children(&xml, "MetricAlarms", "member")
        .into_iter()
        .find(|a| element(a, "AlarmName").as_deref() == Some(id))
    else {
        return Ok(None);
    };
    let arn = element(&alarm, "AlarmArn").unwrap_or_default();
    let mut props = json!({"AlarmName": id, "Arn": arn});
    for k in [
        "AlarmDescription",
        "MetricName",
        "Namespace",
        "Statistic",
        "ExtendedStatistic",
        "ComparisonOperator",
        "TreatMissingData",
        "Unit",
    ] {
        if let Some(v) = element(&alarm, k).filter(|v| !v.is_empty()) {
            props[k] = json!(v);
        }
    }
    for k in [
        "Period",
        "EvaluationPeriods",
        "DatapointsToAlarm",
        "Threshold",
    ] {
        if let Some(v) = element(&alarm, k).and_then(|v| number(&v, &recorded[k])) {
            props[k] = v;
        }
    }
    if let Some(v) = element(&alarm, "ActionsEnabled") {
        props["ActionsEnabled"] = json!(v == "true");
    }
    for k in ["AlarmActions", "OKActions", "InsufficientDataActions"] {
        let list: Vec<String> = children(&alarm, k, "member");
        if !list.is_empty() || given(recorded, k).is_some() {
            props[k] = json!(list);
        }
    }
    let dimensions: Vec<Value> = children(&alarm, "Dimensions", "member")
        .iter()
        .map(|d| json!({"Name": element(d, "Name"), "Value": element(d, "Value")}))
        .collect();
    if !dimensions.is_empty() || given(recorded, "Dimensions").is_some() {
        props["Dimensions"] = json!(dimensions);
    }
    let tags = call(aws, "ListTagsForResource", &[("ResourceARN".into(), arn)])?;
    let pairs: Vec<Value> = children(&tags, "Tags", "member")
        .iter()
        .map(|t| json!({"Key": element(t, "Key"), "Value": element(t, "Value")}))
        .collect();
    props["Tags"] = read_tags(&json!(pairs), "Key", "Value", recorded);
    Ok(Some(props))
}

fn update(aws: &Aws, id: &str, olds: &Value, news: &Value) -> Result<(), Failure> {
    let without_tags = |v: &Value| {
        let mut v = v.clone();
        v.as_object_mut().map(|o| o.remove("Tags"));
        v
    };
    if without_tags(olds) != without_tags(news) {
        put(aws, news, false)?;
    }
    let tags = crate::tag_change(olds, news);
    if tags.stale.is_empty() && tags.set.is_empty() {
        return Ok(());
    }
    let arn = get(aws, id, news)?
        .and_then(|a| a["Arn"].as_str().map(str::to_string))
        .ok_or_else(|| format!("AWS CloudWatch: alarm {id} is gone"))?;
    if !tags.stale.is_empty() {
        let mut params = vec![("ResourceARN".to_string(), arn.clone())];
        for (i, k) in tags.stale.iter().enumerate() {
            params.push((format!("TagKeys.member.{}", i + 1), k.clone()));
        }
        call(aws, "UntagResource", &params)?;
    }
    if !tags.set.is_empty() {
        let mut params = vec![("ResourceARN".to_string(), arn)];
        for (i, (k, v)) in tags.set.iter().enumerate() {
            params.push((format!("Tags.member.{}.Key", i + 1), k.clone()));
            params.push((format!("Tags.member.{}.Value", i + 1), v.clone()));
        }
        call(aws, "TagResource", &params)?;
    }
    Ok(())
}

fn delete(aws: &Aws, id: &str, _inputs: &Value) -> Result<(), String> {
    // Deleting an alarm that is not there is no error.
    call(
        aws,
        "DeleteAlarms",
        &[("AlarmNames.member.1".into(), id.into())],
    )
    .map(|_| ())
}
