//! Application and network load balancers, their target groups and listeners, through the
//! Elastic Load Balancing v2 query API.

use crate::Aws;
use crate::native::{Name, Native, changed, deleted, given, object, project, read_tags};
use crate::query::{call as query_call, flatten, xml_json};
use strata_provider::{Failure, Value, json};

pub(crate) const TYPES: &[Native] = &[
    Native {
        ty: "aws:elasticloadbalancingv2:LoadBalancer",
        inputs: &[
            "Name",
            "Subnets",
            "SecurityGroups",
            "Scheme",
            "Type",
            "IpAddressType",
            "Tags",
        ],
        replaces: &[],
        own: &[],
        name: Some(Name::new("Name", 32)),
        defaults: &[
            ("Scheme", r#""internet-facing""#),
            ("Type", r#""application""#),
            ("IpAddressType", r#""ipv4""#),
        ],
        check: None,
        optional: &[],
        normal: Some(sets),
        lookup: Some(|aws, inputs| {
            by_name(
                aws,
                inputs,
                "DescribeLoadBalancers",
                "LoadBalancers",
                "LoadBalancerArn",
            )
        }),
        create: create_lb,
        get: get_lb,
        update: update_lb,
        delete: |aws, id, _| {
            deleted(call(
                aws,
                "DeleteLoadBalancer",
                &[("LoadBalancerArn", json!(id))],
            ))
        },
    },
    Native {
        ty: "aws:elasticloadbalancingv2:TargetGroup",
        inputs: &[
            "Name",
            "Port",
            "Protocol",
            "VpcId",
            "TargetType",
            "HealthCheckPath",
            "HealthCheckIntervalSeconds",
            "HealthyThresholdCount",
            "Matcher",
            "Tags",
        ],
        replaces: &[],
        own: &[],
        name: Some(Name::new("Name", 32)),
        defaults: &[("TargetType", r#""instance""#)],
        check: None,
        optional: &[],
        normal: None,
        lookup: Some(|aws, inputs| {
            by_name(
                aws,
                inputs,
                "DescribeTargetGroups",
                "TargetGroups",
                "TargetGroupArn",
            )
        }),
        create: create_tg,
        get: get_tg,
        update: update_tg,
        delete: |aws, id, _| {
            deleted(call(
                aws,
                "DeleteTargetGroup",
                &[("TargetGroupArn", json!(id))],
            ))
        },
    },
    Native {
        ty: "aws:elasticloadbalancingv2:Listener",
        inputs: &["LoadBalancerArn", "Port", "Protocol", "DefaultActions"],
        replaces: &[],
        own: &[],
        name: None,
        defaults: &[],
        check: None,
        optional: &[],
        normal: None,
        lookup: None,
        create: create_listener,
        get: get_listener,
        update: update_listener,
        delete: |aws, id, _| deleted(call(aws, "DeleteListener", &[("ListenerArn", json!(id))])),
    },
];

/// Call `action` with `params` (flattened: lists as `.member.N`): the answer as JSON.
fn call(aws: &Aws, action: &str, params: &[(&str, Value)]) -> Result<Value, String> {
    let mut flat = Vec::new();
    for (k, v) in params {
        flatten(k, v, &mut flat);
    }
    let xml = query_call(
        &aws.query,
        "elasticloadbalancing",
        "2015-12-01",
        action,
        &flat,
    )?;
    Ok(xml_json(&xml))
}

/// The first item of `list` in the answer to a describe call, unless it is gone.
fn described(result: Result<Value, String>, list: &str) -> Result<Option<Value>, String> {
    match result {
        Ok(answer) => {
            let result = answer.as_object().and_then(|o| o.values().next()).cloned();
            Ok(result.and_then(|r| r[list].get(0).cloned()))
        }
        Err(e) if e.contains("NotFound") => Ok(None),
        Err(e) => Err(e),
    }
}

/// The ARN a create `action` answered with: `key` of the first item of `list`.
fn created(answer: Value, action: &str, list: &str, key: &str) -> Result<String, Failure> {
    described(Ok(answer), list)?
        .and_then(|item| item[key].as_str().map(str::to_string))
        .ok_or_else(|| format!("AWS ELB {action}: no {key} in the answer").into())
}

/// The tags of `arn`, as a read reports them.
fn tags_of(aws: &Aws, arn: &str, recorded: &Value) -> Result<Value, String> {
    let answer = call(aws, "DescribeTags", &[("ResourceArns", json!([arn]))])?;
    let result = answer
        .as_object()
        .and_then(|o| o.values().next())
        .cloned()
        .unwrap_or_default();
    let tags = result["TagDescriptions"][0]["Tags"].clone();
    Ok(read_tags(&tags, "Key", "Value", recorded))
}

fn retag(aws: &Aws, arn: &str, olds: &Value, news: &Value) -> Result<(), String> {
    let change = crate::tag_change(olds, news);
    if !change.stale.is_empty() {
        call(
            aws,
            "RemoveTags",
            &[
                ("ResourceArns", json!([arn])),
                ("TagKeys", json!(change.stale)),
            ],
        )?;
    }
    if !change.set.is_empty() {
        call(
            aws,
            "AddTags",
            &[
                ("ResourceArns", json!([arn])),
                ("Tags", news["Tags"].clone()),
            ],
        )?;
    }
    Ok(())
}

/// The params of `keys` that the inputs give, by the same names.
fn params<'a>(inputs: &Value, keys: &[&'a str]) -> Vec<(&'a str, Value)> {
    keys.iter()
        .filter_map(|k| Some((*k, given(inputs, k)?.clone())))
        .collect()
}

/// Lists that are sets (a balancer's subnets and groups): one order for the diff.
fn sets(key: &str, v: &Value) -> Value {
    match (key, v) {
        ("Subnets" | "SecurityGroups", Value::Array(a)) => {
            let mut a = a.clone();
            a.sort_by_key(|x| x.to_string());
            Value::Array(a)
        }
        _ => v.clone(),
    }
}

/// `read`, a set, in the recorded order when it holds the same items.
fn as_set(read: Vec<Value>, recorded: &Value) -> Value {
    match recorded.as_array() {
        Some(r) if sets("Subnets", &json!(r)) == sets("Subnets", &json!(read)) => recorded.clone(),
        _ => Value::Array(read),
    }
}

fn create_lb(aws: &Aws, inputs: &Value) -> Result<String, Failure> {
    let answer = call(
        aws,
        "CreateLoadBalancer",
        &params(
            inputs,
            &[
                "Name",
                "Subnets",
                "SecurityGroups",
                "Scheme",
                "Type",
                "IpAddressType",
                "Tags",
            ],
        ),
    )?;
    created(
        answer,
        "CreateLoadBalancer",
        "LoadBalancers",
        "LoadBalancerArn",
    )
}

fn get_lb(aws: &Aws, id: &str, recorded: &Value) -> Result<Option<Value>, String> {
    let Some(lb) = described(
        call(
            aws,
            "DescribeLoadBalancers",
            &[("LoadBalancerArns", json!([id]))],
        ),
        "LoadBalancers",
    )?
    else {
        return Ok(None);
    };
    let subnets: Vec<Value> = lb["AvailabilityZones"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|z| z["SubnetId"].clone())
        .collect();
    let groups: Vec<Value> = lb["SecurityGroups"].as_array().cloned().unwrap_or_default();
    Ok(Some(object(&[
        ("LoadBalancerArn", Some(json!(id))),
        ("Name", lb.get("LoadBalancerName").cloned()),
        ("LoadBalancerName", lb.get("LoadBalancerName").cloned()),
        (
            "LoadBalancerFullName",
            id.split_once(":loadbalancer/").map(|(_, n)| json!(n)),
        ),
        ("DNSName", lb.get("DNSName").cloned()),
        (
            "CanonicalHostedZoneID",
            lb.get("CanonicalHostedZoneId").cloned(),
        ),
        ("Scheme", lb.get("Scheme").cloned()),
        ("Type", lb.get("Type").cloned()),
        ("IpAddressType", lb.get("IpAddressType").cloned()),
        ("Subnets", Some(as_set(subnets, &recorded["Subnets"]))),
        (
            "SecurityGroups",
            (!groups.is_empty() || given(recorded, "SecurityGroups").is_some())
                .then(|| as_set(groups, &recorded["SecurityGroups"])),
        ),
        ("Tags", Some(tags_of(aws, id, recorded)?)),
    ])))
}

fn update_lb(aws: &Aws, id: &str, olds: &Value, news: &Value) -> Result<(), Failure> {
    let arn = ("LoadBalancerArn", json!(id));
    if changed(olds, news, "SecurityGroups") {
        let groups = given(news, "SecurityGroups").cloned().unwrap_or(json!([]));
        call(
            aws,
            "SetSecurityGroups",
            &[arn.clone(), ("SecurityGroups", groups)],
        )?;
    }
    if changed(olds, news, "Subnets") {
        let subnets = given(news, "Subnets").cloned().unwrap_or(json!([]));
        call(aws, "SetSubnets", &[arn.clone(), ("Subnets", subnets)])?;
    }
    if changed(olds, news, "IpAddressType") {
        let kind = given(news, "IpAddressType")
            .cloned()
            .unwrap_or(json!("ipv4"));
        call(aws, "SetIpAddressType", &[arn, ("IpAddressType", kind)])?;
    }
    retag(aws, id, olds, news)?;
    Ok(())
}

const HEALTH: &[&str] = &[
    "HealthCheckPath",
    "HealthCheckIntervalSeconds",
    "HealthyThresholdCount",
    "Matcher",
];

fn create_tg(aws: &Aws, inputs: &Value) -> Result<String, Failure> {
    let mut keys = vec!["Name", "Port", "Protocol", "VpcId", "TargetType", "Tags"];
    keys.extend(HEALTH);
    let answer = call(aws, "CreateTargetGroup", &params(inputs, &keys))?;
    created(
        answer,
        "CreateTargetGroup",
        "TargetGroups",
        "TargetGroupArn",
    )
}

fn get_tg(aws: &Aws, id: &str, recorded: &Value) -> Result<Option<Value>, String> {
    let Some(g) = described(
        call(
            aws,
            "DescribeTargetGroups",
            &[("TargetGroupArns", json!([id]))],
        ),
        "TargetGroups",
    )?
    else {
        return Ok(None);
    };
    let mut props = object(&[
        ("TargetGroupArn", Some(json!(id))),
        ("Name", g.get("TargetGroupName").cloned()),
        ("TargetGroupName", g.get("TargetGroupName").cloned()),
        (
            "TargetGroupFullName",
            id.split_once(":targetgroup/")
                .map(|(_, n)| json!(format!("targetgroup/{n}"))),
        ),
        ("LoadBalancerArns", g.get("LoadBalancerArns").cloned()),
        ("Tags", Some(tags_of(aws, id, recorded)?)),
    ]);
    for k in ["Port", "Protocol", "VpcId", "TargetType"]
        .iter()
        .chain(HEALTH)
    {
        if let Some(v) = g.get(*k).filter(|v| !v.is_null()) {
            props[*k] = project(v, given(recorded, k));
        }
    }
    Ok(Some(props))
}

fn update_tg(aws: &Aws, id: &str, olds: &Value, news: &Value) -> Result<(), Failure> {
    if HEALTH.iter().any(|k| changed(olds, news, k)) {
        let mut p = vec![("TargetGroupArn", json!(id))];
        p.extend(params(news, HEALTH));
        call(aws, "ModifyTargetGroup", &p)?;
    }
    retag(aws, id, olds, news)?;
    Ok(())
}

fn create_listener(aws: &Aws, inputs: &Value) -> Result<String, Failure> {
    let answer = call(
        aws,
        "CreateListener",
        &params(
            inputs,
            &["LoadBalancerArn", "Port", "Protocol", "DefaultActions"],
        ),
    )?;
    created(answer, "CreateListener", "Listeners", "ListenerArn")
}

fn get_listener(aws: &Aws, id: &str, recorded: &Value) -> Result<Option<Value>, String> {
    let Some(l) = described(
        call(aws, "DescribeListeners", &[("ListenerArns", json!([id]))]),
        "Listeners",
    )?
    else {
        return Ok(None);
    };
    Ok(Some(object(&[
        ("ListenerArn", Some(json!(id))),
        ("LoadBalancerArn", l.get("LoadBalancerArn").cloned()),
        ("Port", l.get("Port").cloned()),
        ("Protocol", l.get("Protocol").cloned()),
        (
            "DefaultActions",
            l.get("DefaultActions")
                .map(|a| project(a, given(recorded, "DefaultActions"))),
        ),
    ])))
}

fn update_listener(aws: &Aws, id: &str, _olds: &Value, news: &Value) -> Result<(), Failure> {
    let mut p = vec![("ListenerArn", json!(id))];
    p.extend(params(news, &["Port", "Protocol", "DefaultActions"]));
    call(aws, "ModifyListener", &p)?;
    Ok(())
}

/// A balancer or a target group by its name (unique in a region): its ARN.
fn by_name(
    aws: &Aws,
    inputs: &Value,
    action: &str,
    list: &str,
    arn: &str,
) -> Result<Option<String>, String> {
    let Some(name) = given(inputs, "Name") else {
        return Ok(None);
    };
    Ok(
        described(call(aws, action, &[("Names", json!([name]))]), list)?
            .and_then(|x| x[arn].as_str().map(str::to_string)),
    )
}
