//! `aws:sns:Topic` (`AWS::SNS::Topic`, id: its ARN) and `aws:sns:Subscription`
//! (`AWS::SNS::Subscription`, id: the subscription's ARN).

use crate::{Aws, aws_error, compared, report_tags, reported, run, tags};
use aws_sdk_sns::error::ProvideErrorMetadata;
use aws_sdk_sns::types::Tag;
use std::collections::HashMap;
use strata_provider::{Failure, Read, Value, json};

pub(crate) fn topic_schema() -> Value {
    json!({
        "description": "An SNS topic (AWS::SNS::Topic).",
        "inputs": {
            "TopicName": {"type": "string", "replaces": true,
                "description": "By default the resource's name and a suffix (`.fifo` added for a FIFO topic)."},
            "FifoTopic": {"type": "boolean", "replaces": true, "default": false},
            "DisplayName": {"type": "string"},
            "Tags": {"type": "array", "description": "[{\"Key\": K, \"Value\": V}]"}
        },
        "outputs": {"TopicArn": {"type": "string"}, "TopicName": {"type": "string"}},
        "id": "TopicArn"
    })
}

pub(crate) fn subscription_schema() -> Value {
    json!({
        "description": "A subscription to an SNS topic (AWS::SNS::Subscription).",
        "inputs": {
            "TopicArn": {"type": "string", "required": true, "replaces": true},
            "Protocol": {"type": "string", "required": true, "replaces": true,
                "description": "sqs, lambda, https, email…"},
            "Endpoint": {"type": "string", "required": true, "replaces": true},
            "RawMessageDelivery": {"type": "boolean"},
            "FilterPolicy": {"type": "object"}
        },
        "outputs": {"SubscriptionArn": {"type": "string"}, "Arn": {"type": "string"}}
    })
}

fn fifo(v: &Value) -> bool {
    v["FifoTopic"].as_bool() == Some(true)
}

pub(crate) fn check_topic(
    aws: &Aws,
    name: &str,
    olds: Option<&Value>,
    mut news: Value,
) -> Result<Value, Vec<(String, String)>> {
    aws.auto_named("aws:sns:Topic", "TopicName", olds, &mut news, |n| {
        let base = aws.auto_name(name, n, if fifo(n) { 251 } else { 256 });
        if fifo(n) {
            format!("{base}.fifo")
        } else {
            base
        }
    });
    if strata_provider::is_unknown(&news["TopicName"]) {
        return Ok(news);
    }
    let n = news["TopicName"].as_str().unwrap_or_default();
    let stem = n.strip_suffix(".fifo").unwrap_or(n);
    if n.is_empty()
        || !stem
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    {
        return Err(vec![(
            "TopicName".into(),
            format!("`{n}` is not a topic name: letters, digits, `-` and `_`"),
        )]);
    }
    Ok(news)
}

pub(crate) fn check_subscription(news: Value) -> Result<Value, Vec<(String, String)>> {
    let missing: Vec<(String, String)> = ["TopicArn", "Protocol", "Endpoint"]
        .iter()
        .filter(|k| news.get(**k).is_none_or(Value::is_null))
        .map(|k| (k.to_string(), "is required".to_string()))
        .collect();
    if missing.is_empty() {
        Ok(news)
    } else {
        Err(missing)
    }
}

fn topic_outputs(arn: &str, name: &str) -> Value {
    json!({"TopicArn": arn, "TopicName": name})
}

fn sns_tags(v: &Value) -> Result<Vec<Tag>, String> {
    tags(v)
        .into_iter()
        .map(|(k, v)| {
            Tag::builder()
                .key(k)
                .value(v)
                .build()
                .map_err(|e| format!("Tags: {e}"))
        })
        .collect()
}

pub(crate) fn create_topic(
    aws: &Aws,
    inputs: &Value,
    preview: bool,
) -> Result<(String, Value), Failure> {
    let name = inputs["TopicName"].as_str().unwrap_or_default().to_string();
    if preview {
        let unknown = strata_provider::unknown();
        return Ok((
            String::new(),
            json!({"TopicArn": unknown, "TopicName": name}),
        ));
    }
    run(async {
        let mut attrs = HashMap::new();
        if fifo(inputs) {
            attrs.insert("FifoTopic".to_string(), "true".to_string());
        }
        if let Some(d) = inputs["DisplayName"].as_str() {
            attrs.insert("DisplayName".to_string(), d.to_string());
        }
        let t = sns_tags(&inputs["Tags"])?;
        let made = aws
            .sns
            .create_topic()
            .name(&name)
            .set_attributes(Some(attrs))
            .set_tags((!t.is_empty()).then_some(t))
            .send()
            .await
            .map_err(|e| aws_error("SNS CreateTopic", e))?;
        let arn = made.topic_arn().unwrap_or_default().to_string();
        Ok::<_, String>((arn.clone(), topic_outputs(&arn, &name)))
    })
    .map_err(Failure::from)
}

fn not_found(code: Option<&str>) -> bool {
    matches!(code, Some("NotFound" | "NotFoundException"))
}

pub(crate) fn read_topic(aws: &Aws, arn: &str, recorded: &Value) -> Result<Option<Read>, String> {
    if arn.is_empty() {
        return Ok(None);
    }
    run(async {
        let got = match aws.sns.get_topic_attributes().topic_arn(arn).send().await {
            Ok(g) => g,
            Err(e) if not_found(e.code()) => return Ok(None),
            Err(e) => return Err(aws_error("SNS GetTopicAttributes", e)),
        };
        let empty = HashMap::new();
        let a = got.attributes().unwrap_or(&empty);
        let name = arn.rsplit(':').next().unwrap_or(arn).to_string();
        let mut inputs = json!({"TopicName": name});
        let is_fifo = a.get("FifoTopic").map(String::as_str) == Some("true");
        if compared(recorded, "FifoTopic", !is_fifo) {
            inputs["FifoTopic"] = json!(is_fifo);
        }
        let display = a.get("DisplayName").cloned().unwrap_or_default();
        if reported(recorded, "DisplayName", display.is_empty()) {
            inputs["DisplayName"] = json!(display);
        }
        let listed = aws
            .sns
            .list_tags_for_resource()
            .resource_arn(arn)
            .send()
            .await
            .map_err(|e| aws_error("SNS ListTagsForResource", e))?;
        let pairs: Vec<(String, String)> = listed
            .tags()
            .iter()
            .map(|t| (t.key().to_string(), t.value().to_string()))
            .collect();
        report_tags(&mut inputs, recorded, pairs);
        Ok(Some(Read {
            id: arn.into(),
            outputs: topic_outputs(arn, &name),
            inputs,
        }))
    })
}

pub(crate) fn find_topic(aws: &Aws, inputs: &Value) -> Result<Option<Read>, String> {
    let Some(name) = inputs["TopicName"].as_str() else {
        return Ok(None);
    };
    let suffix = format!(":{name}");
    let mut token = None;
    loop {
        let page = run(aws.sns.list_topics().set_next_token(token).send())
            .map_err(|e| aws_error("SNS ListTopics", e))?;
        if let Some(t) = page
            .topics()
            .iter()
            .filter_map(|t| t.topic_arn())
            .find(|a| a.ends_with(&suffix))
        {
            return read_topic(aws, t, inputs);
        }
        match page.next_token() {
            Some(t) => token = Some(t.to_string()),
            None => return Ok(None),
        }
    }
}

pub(crate) fn update_topic(
    aws: &Aws,
    arn: &str,
    olds: &Value,
    news: &Value,
    preview: bool,
) -> Result<Value, Failure> {
    let name = news["TopicName"].as_str().unwrap_or_default().to_string();
    if preview {
        return Ok(topic_outputs(arn, &name));
    }
    run(async {
        if olds["DisplayName"] != news["DisplayName"] {
            aws.sns
                .set_topic_attributes()
                .topic_arn(arn)
                .attribute_name("DisplayName")
                .attribute_value(news["DisplayName"].as_str().unwrap_or_default())
                .send()
                .await
                .map_err(|e| aws_error("SNS SetTopicAttributes", e))?;
        }
        let change = crate::tag_change(olds, news);
        if !change.stale.is_empty() {
            aws.sns
                .untag_resource()
                .resource_arn(arn)
                .set_tag_keys(Some(change.stale))
                .send()
                .await
                .map_err(|e| aws_error("SNS UntagResource", e))?;
        }
        if !change.set.is_empty() {
            aws.sns
                .tag_resource()
                .resource_arn(arn)
                .set_tags(Some(sns_tags(&news["Tags"])?))
                .send()
                .await
                .map_err(|e| aws_error("SNS TagResource", e))?;
        }
        Ok::<_, String>(topic_outputs(arn, &name))
    })
    .map_err(Failure::from)
}

pub(crate) fn delete_topic(aws: &Aws, arn: &str) -> Result<(), String> {
    run(async {
        match aws.sns.delete_topic().topic_arn(arn).send().await {
            Ok(_) => Ok(()),
            Err(e) if not_found(e.code()) => Ok(()),
            Err(e) => Err(aws_error("SNS DeleteTopic", e)),
        }
    })
}

/// The subscription attributes a program may change in place.
fn subscription_attributes(news: &Value) -> Vec<(&'static str, String)> {
    let mut out = vec![(
        "RawMessageDelivery",
        news["RawMessageDelivery"]
            .as_bool()
            .unwrap_or(false)
            .to_string(),
    )];
    out.push((
        "FilterPolicy",
        match &news["FilterPolicy"] {
            Value::Null => String::new(),
            v => v.to_string(),
        },
    ));
    out
}

pub(crate) fn subscribe(
    aws: &Aws,
    inputs: &Value,
    preview: bool,
) -> Result<(String, Value), Failure> {
    if preview {
        return Ok((
            String::new(),
            json!({"SubscriptionArn": strata_provider::unknown(), "Arn": strata_provider::unknown()}),
        ));
    }
    run(async {
        let mut attrs: HashMap<String, String> = subscription_attributes(inputs)
            .into_iter()
            .filter(|(_, v)| !v.is_empty())
            .map(|(k, v)| (k.to_string(), v))
            .collect();
        attrs.retain(|k, v| !(k == "RawMessageDelivery" && v == "false"));
        let made = aws
            .sns
            .subscribe()
            .topic_arn(inputs["TopicArn"].as_str().unwrap_or_default())
            .protocol(inputs["Protocol"].as_str().unwrap_or_default())
            .endpoint(inputs["Endpoint"].as_str().unwrap_or_default())
            .set_attributes((!attrs.is_empty()).then_some(attrs))
            .return_subscription_arn(true)
            .send()
            .await
            .map_err(|e| aws_error("SNS Subscribe", e))?;
        let arn = made.subscription_arn().unwrap_or_default().to_string();
        Ok::<_, String>((arn.clone(), json!({"SubscriptionArn": arn, "Arn": arn})))
    })
    .map_err(Failure::from)
}

pub(crate) fn read_subscription(
    aws: &Aws,
    arn: &str,
    recorded: &Value,
) -> Result<Option<Read>, String> {
    if arn.is_empty() {
        return Ok(None);
    }
    run(async {
        let got = match aws
            .sns
            .get_subscription_attributes()
            .subscription_arn(arn)
            .send()
            .await
        {
            Ok(g) => g,
            Err(e) if not_found(e.code()) => return Ok(None),
            Err(e) => return Err(aws_error("SNS GetSubscriptionAttributes", e)),
        };
        let empty = HashMap::new();
        let a = got.attributes().unwrap_or(&empty);
        let get = |k: &str| a.get(k).cloned().unwrap_or_default();
        let mut inputs = json!({
            "TopicArn": get("TopicArn"),
            "Protocol": get("Protocol"),
            "Endpoint": get("Endpoint"),
        });
        let raw = get("RawMessageDelivery") == "true";
        if reported(recorded, "RawMessageDelivery", !raw) {
            inputs["RawMessageDelivery"] = json!(raw);
        }
        let filter = get("FilterPolicy");
        if reported(recorded, "FilterPolicy", filter.is_empty()) {
            inputs["FilterPolicy"] = serde_json::from_str(&filter).unwrap_or(Value::Null);
        }
        Ok(Some(Read {
            id: arn.into(),
            outputs: json!({"SubscriptionArn": arn, "Arn": arn}),
            inputs,
        }))
    })
}

pub(crate) fn update_subscription(
    aws: &Aws,
    arn: &str,
    olds: &Value,
    news: &Value,
    preview: bool,
) -> Result<Value, Failure> {
    if preview {
        return Ok(json!({"SubscriptionArn": arn, "Arn": arn}));
    }
    let before = subscription_attributes(olds);
    run(async {
        for (k, v) in subscription_attributes(news) {
            if before.iter().any(|(bk, bv)| *bk == k && *bv == v) {
                continue;
            }
            aws.sns
                .set_subscription_attributes()
                .subscription_arn(arn)
                .attribute_name(k)
                .attribute_value(v)
                .send()
                .await
                .map_err(|e| aws_error("SNS SetSubscriptionAttributes", e))?;
        }
        Ok::<_, String>(json!({"SubscriptionArn": arn, "Arn": arn}))
    })
    .map_err(Failure::from)
}

pub(crate) fn unsubscribe(aws: &Aws, arn: &str) -> Result<(), String> {
    run(async {
        match aws.sns.unsubscribe().subscription_arn(arn).send().await {
            Ok(_) => Ok(()),
            Err(e) if not_found(e.code()) => Ok(()),
            Err(e) => Err(aws_error("SNS Unsubscribe", e)),
        }
    })
}
