//! RDS subnet groups and database instances, through the RDS query API. An instance is waited
//! for until it is available after a create or a change, and until it is gone after a delete
//! (its subnet group cannot go before). A deleted instance leaves a final snapshot, as
//! CloudFormation's default deletion policy does, unless `SkipFinalSnapshot` says not to.

use crate::Aws;
use crate::native::{Name, Native, changed, deleted, given, object, read_tags, text};
use crate::query::{call as query_call, xml_json_listing};
use strata_provider::{Failure, Value, json};

/// A DB instance's inputs: what `CreateDBInstance` is given (its settings, the identifier, the
/// tags) and a read reports.
const INSTANCE_INPUTS: &[&str] = &[
    "DBInstanceIdentifier",
    "DBInstanceClass",
    "Engine",
    "EngineVersion",
    "AllocatedStorage",
    "MasterUsername",
    "MasterUserPassword",
    "DBName",
    "DBSubnetGroupName",
    "VPCSecurityGroups",
    "PubliclyAccessible",
    "BackupRetentionPeriod",
    "DeletionProtection",
    "StorageType",
    "Tags",
];

/// The elements RDS lists things in.
const ITEMS: &[&str] = &[
    "Subnet",
    "Tag",
    "DBInstance",
    "DBSubnetGroup",
    "VpcSecurityGroupMembership",
    "DBSnapshot",
];

pub(crate) const TYPES: &[Native] = &[
    Native {
        ty: "aws:rds:DBSubnetGroup",
        inputs: &[
            "DBSubnetGroupName",
            "DBSubnetGroupDescription",
            "SubnetIds",
            "Tags",
        ],
        replaces: &[],
        own: &[],
        name: Some(Name::lower("DBSubnetGroupName", 255)),
        defaults: &[],
        check: None,
        optional: &[],
        normal: Some(subnet_set),
        lookup: None,
        create: create_group,
        get: get_group,
        update: update_group,
        delete: |aws, id, _| {
            deleted(call(
                aws,
                "DeleteDBSubnetGroup",
                vec![("DBSubnetGroupName".into(), id.into())],
            ))
        },
    },
    Native {
        ty: "aws:rds:DBInstance",
        inputs: INSTANCE_INPUTS,
        replaces: &["Engine"],
        own: &[(
            "SkipFinalSnapshot",
            r#"{"type": "boolean", "default": false, "description": "Strata's own: delete the instance without the final snapshot it otherwise leaves (CloudFormation's default deletion policy, Snapshot)"}"#,
        )],
        name: Some(Name::lower("DBInstanceIdentifier", 63)),
        // (Not `PubliclyAccessible`: AWS's default depends on the network, public in a
        // default VPC, so it is compared only when written.)
        defaults: &[
            ("DeletionProtection", "false"),
            ("BackupRetentionPeriod", "1"),
        ],
        check: None,
        optional: &[],
        normal: None,
        lookup: None,
        create: create_instance,
        get: get_instance,
        update: update_instance,
        delete: delete_instance,
    },
];

fn call(aws: &Aws, action: &str, params: Vec<(String, String)>) -> Result<Value, String> {
    let xml = query_call(&aws.query, "rds", "2014-10-31", action, &params)?;
    // The answer's result element.
    let answer = xml_json_listing(&xml, ITEMS);
    Ok(answer
        .as_object()
        .and_then(|o| o.values().next())
        .cloned()
        .unwrap_or_default())
}

/// A list as RDS's query parameters: `NAME.ITEM.N`.
fn list(out: &mut Vec<(String, String)>, name: &str, item: &str, v: Option<&Value>) {
    for (i, x) in v
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .enumerate()
    {
        out.push((format!("{name}.{item}.{}", i + 1), text(x)));
    }
}

fn tag_params(out: &mut Vec<(String, String)>, inputs: &Value) {
    for (i, (k, v)) in crate::tags(&inputs["Tags"]).into_iter().enumerate() {
        out.push((format!("Tags.Tag.{}.Key", i + 1), k));
        out.push((format!("Tags.Tag.{}.Value", i + 1), v));
    }
}

fn tags_of(aws: &Aws, arn: &str, recorded: &Value) -> Result<Value, String> {
    let answer = call(
        aws,
        "ListTagsForResource",
        vec![("ResourceName".into(), arn.into())],
    )?;
    Ok(read_tags(&answer["TagList"], "Key", "Value", recorded))
}

fn retag(aws: &Aws, arn: &str, olds: &Value, news: &Value) -> Result<(), String> {
    let change = crate::tag_change(olds, news);
    if !change.stale.is_empty() {
        let mut p = vec![("ResourceName".to_string(), arn.to_string())];
        for (i, k) in change.stale.iter().enumerate() {
            p.push((format!("TagKeys.member.{}", i + 1), k.clone()));
        }
        call(aws, "RemoveTagsFromResource", p)?;
    }
    if !change.set.is_empty() {
        let mut p = vec![("ResourceName".to_string(), arn.to_string())];
        tag_params(&mut p, news);
        call(aws, "AddTagsToResource", p)?;
    }
    Ok(())
}

/// A group's subnets are a set: one order for the diff.
fn subnet_set(key: &str, v: &Value) -> Value {
    match (key, v) {
        ("SubnetIds", Value::Array(a)) => {
            let mut a = a.clone();
            a.sort_by_key(|x| x.to_string());
            Value::Array(a)
        }
        _ => v.clone(),
    }
}

fn create_group(aws: &Aws, inputs: &Value) -> Result<String, Failure> {
    let name = inputs["DBSubnetGroupName"]
        .as_str()
        .unwrap_or_default()
        .to_lowercase();
    let mut p = vec![
        ("DBSubnetGroupName".to_string(), name.clone()),
        (
            "DBSubnetGroupDescription".to_string(),
            text(&inputs["DBSubnetGroupDescription"]),
        ),
    ];
    list(
        &mut p,
        "SubnetIds",
        "SubnetIdentifier",
        given(inputs, "SubnetIds"),
    );
    tag_params(&mut p, inputs);
    call(aws, "CreateDBSubnetGroup", p)?;
    Ok(name)
}

fn get_group(aws: &Aws, id: &str, recorded: &Value) -> Result<Option<Value>, String> {
    let answer = match call(
        aws,
        "DescribeDBSubnetGroups",
        vec![("DBSubnetGroupName".into(), id.into())],
    ) {
        Ok(a) => a,
        Err(e) if e.contains("NotFound") => return Ok(None),
        Err(e) => return Err(e),
    };
    let Some(g) = answer["DBSubnetGroups"].get(0) else {
        return Ok(None);
    };
    let subnets: Vec<Value> = g["Subnets"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|s| s["SubnetIdentifier"].clone())
        .collect();
    // In the recorded order when it is the same set.
    let subnets = match recorded["SubnetIds"].as_array() {
        Some(r)
            if subnet_set("SubnetIds", &json!(r)) == subnet_set("SubnetIds", &json!(subnets)) =>
        {
            recorded["SubnetIds"].clone()
        }
        _ => Value::Array(subnets),
    };
    let arn = g["DBSubnetGroupArn"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    // AWS keeps the name in lower case: a name given otherwise is the same name.
    let name = match recorded["DBSubnetGroupName"].as_str() {
        Some(r) if r.to_lowercase() == id => json!(r),
        _ => json!(id),
    };
    Ok(Some(object(&[
        ("DBSubnetGroupName", Some(name)),
        ("DBSubnetGroupArn", Some(json!(arn))),
        (
            "DBSubnetGroupDescription",
            g.get("DBSubnetGroupDescription").cloned(),
        ),
        ("SubnetIds", Some(subnets)),
        ("Tags", Some(tags_of(aws, &arn, recorded)?)),
    ])))
}

fn update_group(aws: &Aws, id: &str, olds: &Value, news: &Value) -> Result<(), Failure> {
    if changed(olds, news, "DBSubnetGroupDescription") || changed(olds, news, "SubnetIds") {
        let mut p = vec![
            ("DBSubnetGroupName".to_string(), id.to_string()),
            (
                "DBSubnetGroupDescription".to_string(),
                text(&news["DBSubnetGroupDescription"]),
            ),
        ];
        list(
            &mut p,
            "SubnetIds",
            "SubnetIdentifier",
            given(news, "SubnetIds"),
        );
        call(aws, "ModifyDBSubnetGroup", p)?;
    }
    let arn = get_group(aws, id, news)?
        .and_then(|g| g["DBSubnetGroupArn"].as_str().map(str::to_string))
        .ok_or_else(|| format!("AWS RDS: subnet group {id} is gone"))?;
    retag(aws, &arn, olds, news)?;
    Ok(())
}

/// The instance as RDS describes it, unless it is gone (or going).
fn describe(aws: &Aws, id: &str) -> Result<Option<Value>, String> {
    match call(
        aws,
        "DescribeDBInstances",
        vec![("DBInstanceIdentifier".into(), id.into())],
    ) {
        Ok(a) => Ok(a["DBInstances"]
            .get(0)
            .filter(|i| i["DBInstanceStatus"] != json!("deleting"))
            .cloned()),
        Err(e) if e.contains("NotFound") => Ok(None),
        Err(e) => Err(e),
    }
}

/// Wait until the instance is `available` (or, with `gone`, no more), for up to an hour.
fn wait(aws: &Aws, id: &str, gone: bool) -> Result<(), String> {
    let mut waited = std::time::Duration::ZERO;
    let limit = std::time::Duration::from_secs(60 * 60);
    loop {
        let status = match call(
            aws,
            "DescribeDBInstances",
            vec![("DBInstanceIdentifier".into(), id.into())],
        ) {
            Ok(a) => a["DBInstances"][0]["DBInstanceStatus"]
                .as_str()
                .map(str::to_string),
            Err(e) if e.contains("NotFound") => None,
            Err(e) => return Err(e),
        };
        match (&status, gone) {
            (None, true) => return Ok(()),
            (None, false) => return Err(format!("AWS RDS: instance {id} is gone")),
            (Some(s), false) if s == "available" => return Ok(()),
            (Some(s), false) if s.contains("failed") || s == "incompatible-parameters" => {
                return Err(format!("AWS RDS: instance {id} is {s}"));
            }
            _ => {}
        }
        if waited >= limit {
            return Err(format!(
                "AWS RDS: instance {id} is still {} after an hour",
                status.unwrap_or_default()
            ));
        }
        let step = std::time::Duration::from_secs(if waited.as_secs() < 60 { 5 } else { 20 });
        crate::sleep(step);
        waited += step;
    }
}

/// The instance's settings a create or a change sends (the password only if it changed).
fn settings(p: &mut Vec<(String, String)>, inputs: &Value, keys: &[&str]) {
    for k in keys {
        match (*k, given(inputs, k)) {
            (_, None) => {}
            ("VPCSecurityGroups", v) => list(p, "VpcSecurityGroupIds", "VpcSecurityGroupId", v),
            (k, Some(v)) => p.push((k.to_string(), text(v))),
        }
    }
}

fn create_instance(aws: &Aws, inputs: &Value) -> Result<String, Failure> {
    let id = inputs["DBInstanceIdentifier"]
        .as_str()
        .unwrap_or_default()
        .to_lowercase();
    let mut p = vec![("DBInstanceIdentifier".to_string(), id.clone())];
    // Every input but the identifier (given above) and the tags (below) is a setting.
    let keys: Vec<&str> = INSTANCE_INPUTS
        .iter()
        .copied()
        .filter(|k| !matches!(*k, "DBInstanceIdentifier" | "Tags"))
        .collect();
    settings(&mut p, inputs, &keys);
    tag_params(&mut p, inputs);
    call(aws, "CreateDBInstance", p)?;
    wait(aws, &id, false).map_err(|e| Failure::partial(e, &id, json!({})))?;
    Ok(id)
}

fn get_instance(aws: &Aws, id: &str, recorded: &Value) -> Result<Option<Value>, String> {
    let Some(i) = describe(aws, id)? else {
        return Ok(None);
    };
    let groups: Vec<Value> = i["VpcSecurityGroups"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|g| g["VpcSecurityGroupId"].clone())
        .collect();
    let arn = i["DBInstanceArn"].as_str().unwrap_or_default().to_string();
    let name = match recorded["DBInstanceIdentifier"].as_str() {
        Some(r) if r.to_lowercase() == id => json!(r),
        _ => json!(id),
    };
    let group = match (
        i["DBSubnetGroup"]["DBSubnetGroupName"].as_str(),
        recorded["DBSubnetGroupName"].as_str(),
    ) {
        (Some(g), Some(r)) if r.to_lowercase() == g => Some(json!(r)),
        (g, _) => g.map(Value::from),
    };
    Ok(Some(object(&[
        ("DBInstanceIdentifier", Some(name)),
        ("DBInstanceArn", Some(json!(arn))),
        ("DBInstanceStatus", i.get("DBInstanceStatus").cloned()),
        ("DBInstanceClass", i.get("DBInstanceClass").cloned()),
        ("Engine", i.get("Engine").cloned()),
        (
            "EngineVersion",
            i.get("EngineVersion")
                .cloned()
                .filter(|_| given(recorded, "EngineVersion").is_some()),
        ),
        ("AllocatedStorage", i.get("AllocatedStorage").cloned()),
        ("MasterUsername", i.get("MasterUsername").cloned()),
        ("DBName", i.get("DBName").cloned()),
        ("DBSubnetGroupName", group),
        (
            "VPCSecurityGroups",
            (!groups.is_empty() || given(recorded, "VPCSecurityGroups").is_some())
                .then_some(Value::Array(groups)),
        ),
        ("PubliclyAccessible", i.get("PubliclyAccessible").cloned()),
        (
            "BackupRetentionPeriod",
            i.get("BackupRetentionPeriod").cloned(),
        ),
        ("DeletionProtection", i.get("DeletionProtection").cloned()),
        ("StorageType", i.get("StorageType").cloned()),
        ("Endpoint", i.get("Endpoint").cloned()),
        ("Tags", Some(tags_of(aws, &arn, recorded)?)),
    ])))
}

fn update_instance(aws: &Aws, id: &str, olds: &Value, news: &Value) -> Result<(), Failure> {
    let keys: Vec<&str> = [
        "DBInstanceClass",
        "EngineVersion",
        "AllocatedStorage",
        "MasterUserPassword",
        "VPCSecurityGroups",
        "PubliclyAccessible",
        "BackupRetentionPeriod",
        "DeletionProtection",
        "StorageType",
    ]
    .into_iter()
    .filter(|k| changed(olds, news, k))
    .collect();
    if !keys.is_empty() {
        let mut p = vec![
            ("DBInstanceIdentifier".to_string(), id.to_string()),
            ("ApplyImmediately".to_string(), "true".to_string()),
        ];
        settings(&mut p, news, &keys);
        call(aws, "ModifyDBInstance", p)?;
        wait(aws, id, false)?;
    }
    let arn = describe(aws, id)?
        .and_then(|i| i["DBInstanceArn"].as_str().map(str::to_string))
        .ok_or_else(|| format!("AWS RDS: instance {id} is gone"))?;
    retag(aws, &arn, olds, news)?;
    Ok(())
}

fn delete_instance(aws: &Aws, id: &str, inputs: &Value) -> Result<(), String> {
    let mut p = vec![("DBInstanceIdentifier".to_string(), id.to_string())];
    if inputs["SkipFinalSnapshot"] == json!(true) {
        p.push(("SkipFinalSnapshot".into(), "true".into()));
    } else {
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap_or_default()
            .as_secs();
        p.push((
            "FinalDBSnapshotIdentifier".into(),
            format!("{id}-final-{now}"),
        ));
    }
    match call(aws, "DeleteDBInstance", p) {
        Err(e) if e.contains("NotFound") => return Ok(()),
        Err(e) if e.contains("DeletionProtection") || e.contains("deletion protection") => {
            return Err(format!(
                "{e}: set DeletionProtection to false and run `strata up` first, then delete it"
            ));
        }
        other => {
            other?;
        }
    }
    wait(aws, id, true)
}
