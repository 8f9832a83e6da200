//! `aws:dynamodb:Table` (`AWS::DynamoDB::Table`, id: the table name): keys, billing mode,
//! provisioned throughput, global secondary indexes (added, removed and resized in place, one at
//! a time as DynamoDB requires), time to live, a stream and tags.

use crate::{Aws, aws_error, compared, report_tags, reported, run, tags};
use aws_sdk_dynamodb::error::ProvideErrorMetadata;
use aws_sdk_dynamodb::types::{
    AttributeDefinition, BillingMode, CreateGlobalSecondaryIndexAction,
    DeleteGlobalSecondaryIndexAction, GlobalSecondaryIndex, GlobalSecondaryIndexUpdate,
    KeySchemaElement, KeyType, Projection, ProjectionType, ProvisionedThroughput,
    ScalarAttributeType, StreamSpecification, StreamViewType, Tag, TimeToLiveSpecification,
    UpdateGlobalSecondaryIndexAction,
};
use strata_provider::{Failure, Read, Value, json};

pub(crate) fn schema() -> Value {
    let key_schema = json!({"type": "array", "items": {"type": "object", "properties": {
        "AttributeName": {"type": "string", "required": true},
        "KeyType": {"type": "string", "required": true, "description": "HASH or RANGE"}}}});
    let throughput = json!({"type": "object", "properties": {
        "ReadCapacityUnits": {"type": "integer", "required": true},
        "WriteCapacityUnits": {"type": "integer", "required": true}}});
    let mut table_keys = key_schema.clone();
    table_keys["required"] = json!(true);
    table_keys["replaces"] = json!(true);
    table_keys["description"] =
        json!("[{\"AttributeName\": N, \"KeyType\": \"HASH\" | \"RANGE\"}]");
    let mut table_throughput = throughput.clone();
    table_throughput["description"] =
        json!("{\"ReadCapacityUnits\": N, \"WriteCapacityUnits\": N}, with PROVISIONED");
    json!({
        "description": "A DynamoDB table (AWS::DynamoDB::Table).",
        "inputs": {
            "TableName": {"type": "string", "replaces": true,
                "description": "By default the resource's name and a suffix."},
            "AttributeDefinitions": {"type": "array", "required": true,
                "items": {"type": "object", "properties": {
                    "AttributeName": {"type": "string", "required": true},
                    "AttributeType": {"type": "string", "required": true, "description": "S, N or B"}}},
                "description": "[{\"AttributeName\": N, \"AttributeType\": \"S\" | \"N\" | \"B\"}]"},
            "KeySchema": table_keys,
            "BillingMode": {"type": "string", "default": "PAY_PER_REQUEST",
                "description": "PAY_PER_REQUEST (default) or PROVISIONED"},
            "ProvisionedThroughput": table_throughput,
            "GlobalSecondaryIndexes": {"type": "array",
                "items": {"type": "object", "properties": {
                    "IndexName": {"type": "string", "required": true},
                    "KeySchema": key_schema,
                    "Projection": {"type": "object", "properties": {
                        "ProjectionType": {"type": "string", "description": "ALL, KEYS_ONLY or INCLUDE"},
                        "NonKeyAttributes": {"type": "array", "items": {"type": "string"}}}},
                    "ProvisionedThroughput": throughput}},
                "description": "[{\"IndexName\", \"KeySchema\", \"Projection\": {\"ProjectionType\"}, \"ProvisionedThroughput\"?}]; changed in place, one index at a time (an index whose keys or projection change is deleted and made again)"},
            "TimeToLiveSpecification": {"type": "object", "properties": {
                    "AttributeName": {"type": "string"},
                    "Enabled": {"type": "boolean", "required": true}},
                "description": "{\"AttributeName\": N, \"Enabled\": true}"},
            "StreamSpecification": {"type": "object", "properties": {
                    "StreamViewType": {"type": "string", "required": true,
                        "enum": ["KEYS_ONLY", "NEW_IMAGE", "OLD_IMAGE", "NEW_AND_OLD_IMAGES"]}},
                "description": "{\"StreamViewType\": \"NEW_IMAGE\"}: a stream of the table's changes (StreamArn)"},
            "Tags": {"type": "array", "description": "[{\"Key\": K, \"Value\": V}]"}
        },
        "outputs": {"TableName": {"type": "string"}, "Arn": {"type": "string"},
            "StreamArn": {"type": "string", "sometimes": true,
                "description": "Only with a StreamSpecification."}},
        "id": "TableName"
    })
}

pub(crate) fn check(
    aws: &Aws,
    name: &str,
    olds: Option<&Value>,
    mut news: Value,
) -> Result<Value, Vec<(String, String)>> {
    let mut problems = Vec::new();
    aws.auto_named("aws:dynamodb:Table", "TableName", olds, &mut news, |n| {
        aws.auto_name(name, n, 255)
    });
    for k in ["AttributeDefinitions", "KeySchema"] {
        if !news[k].is_array() && !strata_provider::is_unknown(&news[k]) {
            problems.push((k.into(), "is required: a list".into()));
        }
    }
    // Keys not known yet (a preview) are checked against their definitions once they are.
    let keys_known = [
        "AttributeDefinitions",
        "KeySchema",
        "GlobalSecondaryIndexes",
    ]
    .iter()
    .all(|k| !strata_provider::contains_unknown(&news[*k]));
    // DynamoDB wants exactly the attributes that are keys, of the table or of an index.
    let used: std::collections::BTreeSet<&str> = std::iter::once(&news["KeySchema"])
        .chain(
            news["GlobalSecondaryIndexes"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|g| &g["KeySchema"]),
        )
        .flat_map(|k| k.as_array().into_iter().flatten())
        .filter_map(|k| k["AttributeName"].as_str())
        .collect();
    let defined: std::collections::BTreeSet<&str> = news["AttributeDefinitions"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|a| a["AttributeName"].as_str())
        .collect();
    if keys_known {
        for unused in defined.difference(&used) {
            problems.push((
                "AttributeDefinitions".into(),
                format!("`{unused}` is not a key of the table or of an index: DynamoDB refuses definitions it does not use"),
            ));
        }
        if news["AttributeDefinitions"].is_array() {
            for missing in used.difference(&defined) {
                problems.push((
                    "AttributeDefinitions".into(),
                    format!("the key `{missing}` has no definition: add {{\"AttributeName\": \"{missing}\", \"AttributeType\": \"S\" | \"N\" | \"B\"}}"),
                ));
            }
        }
    }
    match news["BillingMode"].as_str() {
        None | Some("PAY_PER_REQUEST") => {}
        Some("PROVISIONED") if news["ProvisionedThroughput"].is_object() => {}
        Some("PROVISIONED") => problems.push((
            "ProvisionedThroughput".into(),
            "is required with BillingMode PROVISIONED".into(),
        )),
        Some(m) => problems.push((
            "BillingMode".into(),
            format!("`{m}` is not PAY_PER_REQUEST or PROVISIONED"),
        )),
    }
    if problems.is_empty() {
        Ok(news)
    } else {
        Err(problems)
    }
}

fn definitions(inputs: &Value) -> Result<Vec<AttributeDefinition>, String> {
    inputs["AttributeDefinitions"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|a| {
            AttributeDefinition::builder()
                .attribute_name(a["AttributeName"].as_str().unwrap_or_default())
                .attribute_type(ScalarAttributeType::from(
                    a["AttributeType"].as_str().unwrap_or("S"),
                ))
                .build()
                .map_err(|e| format!("AttributeDefinitions: {e}"))
        })
        .collect()
}

fn projection(g: &Value) -> Projection {
    Projection::builder()
        .projection_type(ProjectionType::from(
            g["Projection"]["ProjectionType"].as_str().unwrap_or("ALL"),
        ))
        .build()
}

fn index(g: &Value) -> Result<GlobalSecondaryIndex, String> {
    GlobalSecondaryIndex::builder()
        .index_name(g["IndexName"].as_str().unwrap_or_default())
        .set_key_schema(Some(keys(&g["KeySchema"])?))
        .projection(projection(g))
        .set_provisioned_throughput(throughput(&g["ProvisionedThroughput"])?)
        .build()
        .map_err(|e| format!("GlobalSecondaryIndexes: {e}"))
}

/// What it takes to bring the indexes from `olds` to `news`, in order: deletes, then creates
/// (an index whose keys or projection change is both), then throughput updates.
fn index_changes(olds: &Value, news: &Value) -> Result<Vec<GlobalSecondaryIndexUpdate>, String> {
    let list = |v: &Value| {
        v["GlobalSecondaryIndexes"]
            .as_array()
            .cloned()
            .unwrap_or_default()
    };
    let (old, new) = (list(olds), list(news));
    let named =
        |l: &[Value], g: &Value| l.iter().find(|x| x["IndexName"] == g["IndexName"]).cloned();
    let shape = |g: &Value| (g["KeySchema"].clone(), g["Projection"].clone());
    let name = |g: &Value| g["IndexName"].as_str().unwrap_or_default().to_string();
    let bad = |e: aws_sdk_dynamodb::error::BuildError| format!("GlobalSecondaryIndexes: {e}");
    let mut changes = Vec::new();
    for g in &old {
        if named(&new, g).is_none_or(|n| shape(&n) != shape(g)) {
            let delete = DeleteGlobalSecondaryIndexAction::builder()
                .index_name(name(g))
                .build()
                .map_err(bad)?;
            changes.push(GlobalSecondaryIndexUpdate::builder().delete(delete).build());
        }
    }
    for g in &new {
        match named(&old, g) {
            Some(o) if shape(&o) == shape(g) => {
                if o["ProvisionedThroughput"] != g["ProvisionedThroughput"]
                    && let Some(t) = throughput(&g["ProvisionedThroughput"])?
                {
                    let update = UpdateGlobalSecondaryIndexAction::builder()
                        .index_name(name(g))
                        .provisioned_throughput(t)
                        .build()
                        .map_err(bad)?;
                    changes.push(GlobalSecondaryIndexUpdate::builder().update(update).build());
                }
            }
            _ => {
                let create = CreateGlobalSecondaryIndexAction::builder()
                    .index_name(name(g))
                    .set_key_schema(Some(keys(&g["KeySchema"])?))
                    .projection(projection(g))
                    .set_provisioned_throughput(throughput(&g["ProvisionedThroughput"])?)
                    .build()
                    .map_err(bad)?;
                changes.push(GlobalSecondaryIndexUpdate::builder().create(create).build());
            }
        }
    }
    Ok(changes)
}

/// Wait until the table and every index of it are ACTIVE (an index is built in the
/// background); the call's time limit bounds the wait.
async fn wait_active(aws: &Aws, name: &str) -> Result<(), String> {
    loop {
        let d = aws
            .dynamodb
            .describe_table()
            .table_name(name)
            .send()
            .await
            .map_err(|e| aws_error("DynamoDB DescribeTable", e))?;
        let t = d.table();
        let active = t
            .and_then(|t| t.table_status())
            .is_some_and(|s| s.as_str() == "ACTIVE")
            && t.is_some_and(|t| {
                t.global_secondary_indexes()
                    .iter()
                    .all(|g| g.index_status().is_none_or(|s| s.as_str() == "ACTIVE"))
            });
        if active {
            return Ok(());
        }
        wstd::task::sleep(std::time::Duration::from_secs(2).into()).await;
    }
}

/// Bring the indexes from `olds` to `news`: DynamoDB takes one index change per UpdateTable,
/// each once the table is ACTIVE again.
async fn set_indexes(aws: &Aws, name: &str, olds: &Value, news: &Value) -> Result<(), String> {
    let changes = index_changes(olds, news)?;
    if changes.is_empty() {
        return Ok(());
    }
    let defs = definitions(news)?;
    for change in changes {
        wait_active(aws, name).await?;
        // Definitions go with a new index only: the keys it names.
        let defs = change.create().map(|_| defs.clone());
        aws.dynamodb
            .update_table()
            .table_name(name)
            .set_attribute_definitions(defs)
            .global_secondary_index_updates(change)
            .send()
            .await
            .map_err(|e| aws_error("DynamoDB UpdateTable (GlobalSecondaryIndexUpdates)", e))?;
    }
    wait_active(aws, name).await
}

fn keys(v: &Value) -> Result<Vec<KeySchemaElement>, String> {
    v.as_array()
        .into_iter()
        .flatten()
        .map(|k| {
            KeySchemaElement::builder()
                .attribute_name(k["AttributeName"].as_str().unwrap_or_default())
                .key_type(KeyType::from(k["KeyType"].as_str().unwrap_or_default()))
                .build()
                .map_err(|e| format!("KeySchema: {e}"))
        })
        .collect()
}

fn throughput(v: &Value) -> Result<Option<ProvisionedThroughput>, String> {
    if !v.is_object() {
        return Ok(None);
    }
    ProvisionedThroughput::builder()
        .read_capacity_units(v["ReadCapacityUnits"].as_i64().unwrap_or(1))
        .write_capacity_units(v["WriteCapacityUnits"].as_i64().unwrap_or(1))
        .build()
        .map(Some)
        .map_err(|e| format!("ProvisionedThroughput: {e}"))
}

fn billing(inputs: &Value) -> BillingMode {
    BillingMode::from(inputs["BillingMode"].as_str().unwrap_or("PAY_PER_REQUEST"))
}

fn outputs(name: &str, arn: &str, stream: Option<&str>) -> Value {
    let mut out = json!({"TableName": name, "Arn": arn});
    if let Some(s) = stream {
        out["StreamArn"] = json!(s);
    }
    out
}

/// The table's stream as the inputs give it (`None`: none), or turned off.
fn stream(v: &Value, on: bool) -> Result<Option<StreamSpecification>, String> {
    let Some(view) = v["StreamViewType"].as_str() else {
        return Ok(None);
    };
    StreamSpecification::builder()
        .stream_enabled(on)
        .set_stream_view_type(on.then(|| StreamViewType::from(view)))
        .build()
        .map(Some)
        .map_err(|e| format!("StreamSpecification: {e}"))
}

pub(crate) fn create(aws: &Aws, inputs: &Value, preview: bool) -> Result<(String, Value), Failure> {
    let name = inputs["TableName"].as_str().unwrap_or_default().to_string();
    if preview {
        return Ok((
            String::new(),
            json!({"TableName": name, "Arn": strata_provider::unknown()}),
        ));
    }
    let made = run(async {
        let defs = definitions(inputs)?;
        let gsis = inputs["GlobalSecondaryIndexes"]
            .as_array()
            .into_iter()
            .flatten()
            .map(index)
            .collect::<Result<Vec<_>, _>>()?;
        let tag_list = tags(&inputs["Tags"])
            .into_iter()
            .map(|(k, v)| Tag::builder().key(k).value(v).build())
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| format!("Tags: {e}"))?;
        let made = aws
            .dynamodb
            .create_table()
            .table_name(&name)
            .set_attribute_definitions(Some(defs))
            .set_key_schema(Some(keys(&inputs["KeySchema"])?))
            .billing_mode(billing(inputs))
            .set_provisioned_throughput(throughput(&inputs["ProvisionedThroughput"])?)
            .set_global_secondary_indexes((!gsis.is_empty()).then_some(gsis))
            .set_stream_specification(stream(&inputs["StreamSpecification"], true)?)
            .set_tags((!tag_list.is_empty()).then_some(tag_list))
            .send()
            .await
            .map_err(|e| aws_error("DynamoDB CreateTable", e))?;
        let d = made.table_description();
        Ok::<_, String>((
            d.and_then(|d| d.table_arn())
                .unwrap_or_default()
                .to_string(),
            d.and_then(|d| d.latest_stream_arn()).map(str::to_string),
        ))
    })
    .map_err(Failure::from)?;
    let out = outputs(&name, &made.0, made.1.as_deref());
    // The table exists from here on: a later failure still records it.
    run(set_ttl(aws, &name, &json!({}), inputs))
        .map_err(|m| Failure::partial(m, &name, out.clone()))?;
    Ok((name, out))
}

async fn set_ttl(aws: &Aws, name: &str, olds: &Value, news: &Value) -> Result<(), String> {
    let (old, new) = (
        &olds["TimeToLiveSpecification"],
        &news["TimeToLiveSpecification"],
    );
    if old == new {
        return Ok(());
    }
    // Turning it off names the attribute it was on.
    let (attr, enabled) = match new {
        Value::Object(_) => (
            new["AttributeName"].as_str().unwrap_or_default(),
            new["Enabled"].as_bool().unwrap_or(true),
        ),
        _ => (old["AttributeName"].as_str().unwrap_or_default(), false),
    };
    if attr.is_empty() {
        return Ok(());
    }
    let spec = TimeToLiveSpecification::builder()
        .attribute_name(attr)
        .enabled(enabled)
        .build()
        .map_err(|e| format!("TimeToLiveSpecification: {e}"))?;
    aws.dynamodb
        .update_time_to_live()
        .table_name(name)
        .time_to_live_specification(spec)
        .send()
        .await
        .map(|_| ())
        .map_err(|e| aws_error("DynamoDB UpdateTimeToLive", e))
}

pub(crate) fn read(aws: &Aws, name: &str, recorded: &Value) -> Result<Option<Read>, String> {
    if name.is_empty() {
        return Ok(None);
    }
    run(async {
        let d = match aws.dynamodb.describe_table().table_name(name).send().await {
            Ok(d) => d,
            Err(e) if e.code() == Some("ResourceNotFoundException") => return Ok(None),
            Err(e) => return Err(aws_error("DynamoDB DescribeTable", e)),
        };
        let Some(t) = d.table() else { return Ok(None) };
        let arn = t.table_arn().unwrap_or_default().to_string();
        let key_list = |ks: &[KeySchemaElement]| -> Value {
            ks.iter()
                .map(|k| json!({"AttributeName": k.attribute_name(), "KeyType": k.key_type().as_str()}))
                .collect()
        };
        let mut inputs = json!({
            "TableName": name,
            "AttributeDefinitions": t.attribute_definitions().iter()
                .map(|a| json!({"AttributeName": a.attribute_name(), "AttributeType": a.attribute_type().as_str()}))
                .collect::<Vec<_>>(),
            "KeySchema": key_list(t.key_schema()),
        });
        let mode = t
            .billing_mode_summary()
            .and_then(|b| b.billing_mode())
            .map_or("PROVISIONED", |m| m.as_str())
            .to_string();
        if compared(recorded, "BillingMode", mode == "PAY_PER_REQUEST") {
            inputs["BillingMode"] = json!(mode);
        }
        if mode == "PROVISIONED"
            && let Some(p) = t.provisioned_throughput()
            && reported(recorded, "ProvisionedThroughput", false)
        {
            inputs["ProvisionedThroughput"] = json!({
                "ReadCapacityUnits": p.read_capacity_units(),
                "WriteCapacityUnits": p.write_capacity_units(),
            });
        }
        let gsis: Vec<Value> = t
            .global_secondary_indexes()
            .iter()
            .map(|g| {
                let mut v = json!({
                    "IndexName": g.index_name(),
                    "KeySchema": key_list(g.key_schema()),
                    "Projection": {"ProjectionType": g.projection().and_then(|p| p.projection_type()).map_or("ALL", |p| p.as_str())},
                });
                // What the program gave, kept: the throughput of an index under on-demand billing
                // is not its own.
                if let Some(given) = recorded["GlobalSecondaryIndexes"]
                    .as_array()
                    .and_then(|a| a.iter().find(|r| r["IndexName"] == v["IndexName"]))
                    && let Some(p) = given.get("ProvisionedThroughput")
                {
                    v["ProvisionedThroughput"] = p.clone();
                }
                v
            })
            .collect();
        if reported(recorded, "GlobalSecondaryIndexes", gsis.is_empty()) {
            inputs["GlobalSecondaryIndexes"] = json!(gsis);
        }
        let on = t
            .stream_specification()
            .filter(|s| s.stream_enabled())
            .and_then(|s| s.stream_view_type());
        if reported(recorded, "StreamSpecification", on.is_none()) {
            inputs["StreamSpecification"] =
                on.map_or(Value::Null, |v| json!({"StreamViewType": v.as_str()}));
        }
        let stream_arn = t.latest_stream_arn().filter(|_| on.is_some());
        let ttl = aws
            .dynamodb
            .describe_time_to_live()
            .table_name(name)
            .send()
            .await
            .map_err(|e| aws_error("DynamoDB DescribeTimeToLive", e))?;
        let ttl = ttl.time_to_live_description();
        let enabled = ttl
            .and_then(|d| d.time_to_live_status())
            .is_some_and(|s| matches!(s.as_str(), "ENABLED" | "ENABLING"));
        if reported(recorded, "TimeToLiveSpecification", !enabled) {
            inputs["TimeToLiveSpecification"] = if enabled {
                json!({"AttributeName": ttl.and_then(|d| d.attribute_name()), "Enabled": true})
            } else {
                recorded["TimeToLiveSpecification"]
                    .get("AttributeName")
                    .map_or(
                        Value::Null,
                        |a| json!({"AttributeName": a, "Enabled": false}),
                    )
            };
        }
        let listed = aws
            .dynamodb
            .list_tags_of_resource()
            .resource_arn(&arn)
            .send()
            .await
            .map_err(|e| aws_error("DynamoDB ListTagsOfResource", e))?;
        let pairs: Vec<(String, String)> = listed
            .tags()
            .iter()
            .map(|t| (t.key().to_string(), t.value().to_string()))
            .collect();
        report_tags(&mut inputs, recorded, pairs);
        Ok(Some(Read {
            id: name.into(),
            outputs: outputs(name, &arn, stream_arn),
            inputs,
        }))
    })
}

pub(crate) fn update(
    aws: &Aws,
    name: &str,
    olds: &Value,
    news: &Value,
    preview: bool,
) -> Result<Value, Failure> {
    if preview {
        return Ok(json!({"TableName": name, "Arn": strata_provider::unknown()}));
    }
    run(async {
        if olds["BillingMode"] != news["BillingMode"]
            || olds["ProvisionedThroughput"] != news["ProvisionedThroughput"]
        {
            aws.dynamodb
                .update_table()
                .table_name(name)
                .billing_mode(billing(news))
                .set_provisioned_throughput(throughput(&news["ProvisionedThroughput"])?)
                .send()
                .await
                .map_err(|e| aws_error("DynamoDB UpdateTable", e))?;
        }
        set_indexes(aws, name, olds, news).await?;
        set_ttl(aws, name, olds, news).await?;
        if olds["StreamSpecification"] != news["StreamSpecification"] {
            // A stream's view cannot change while it is on: off first, then on as asked.
            for spec in [
                stream(&olds["StreamSpecification"], false)?,
                stream(&news["StreamSpecification"], true)?,
            ]
            .into_iter()
            .flatten()
            {
                // (The table is UPDATING after each change: the next waits.)
                wait_active(aws, name).await?;
                aws.dynamodb
                    .update_table()
                    .table_name(name)
                    .stream_specification(spec)
                    .send()
                    .await
                    .map_err(|e| aws_error("DynamoDB UpdateTable", e))?;
            }
        }
        let described = aws
            .dynamodb
            .describe_table()
            .table_name(name)
            .send()
            .await
            .map_err(|e| aws_error("DynamoDB DescribeTable", e))?;
        let arn = described
            .table()
            .and_then(|t| t.table_arn())
            .unwrap_or_default()
            .to_string();
        let stream_arn = described
            .table()
            .filter(|t| t.stream_specification().is_some_and(|s| s.stream_enabled()))
            .and_then(|t| t.latest_stream_arn())
            .map(str::to_string);
        let change = crate::tag_change(olds, news);
        if !change.stale.is_empty() {
            aws.dynamodb
                .untag_resource()
                .resource_arn(&arn)
                .set_tag_keys(Some(change.stale))
                .send()
                .await
                .map_err(|e| aws_error("DynamoDB UntagResource", e))?;
        }
        if !change.set.is_empty() {
            let list = change
                .set
                .into_iter()
                .map(|(k, v)| Tag::builder().key(k).value(v).build())
                .collect::<Result<Vec<_>, _>>()
                .map_err(|e| format!("Tags: {e}"))?;
            aws.dynamodb
                .tag_resource()
                .resource_arn(&arn)
                .set_tags(Some(list))
                .send()
                .await
                .map_err(|e| aws_error("DynamoDB TagResource", e))?;
        }
        Ok::<_, String>(outputs(name, &arn, stream_arn.as_deref()))
    })
    .map_err(Failure::from)
}

pub(crate) fn delete(aws: &Aws, name: &str) -> Result<(), String> {
    run(async {
        match aws.dynamodb.delete_table().table_name(name).send().await {
            Ok(_) => Ok(()),
            Err(e) if e.code() == Some("ResourceNotFoundException") => Ok(()),
            Err(e) => Err(aws_error("DynamoDB DeleteTable", e)),
        }
    })
}
