//! `aws:sqs:Queue` (`AWS::SQS::Queue`): standard or FIFO, its timing attributes, a dead-letter
//! redrive policy and tags. Its id is the queue URL (CloudFormation's `Ref`).

use crate::{Aws, aws_error, compared, report_tags, reported, run, tags};
use aws_sdk_sqs::error::ProvideErrorMetadata;
use aws_sdk_sqs::types::QueueAttributeName;
use std::collections::HashMap;
use strata_provider::{Failure, Read, Value, json};

/// The attributes a program may set, with the value AWS gives a queue that does not set them
/// (set again when the program stops setting them).
const ATTRIBUTES: [(&str, &str); 4] = [
    ("VisibilityTimeout", "30"),
    ("DelaySeconds", "0"),
    ("MessageRetentionPeriod", "345600"),
    ("RedrivePolicy", ""),
];

pub(crate) fn schema() -> Value {
    json!({
        "description": "An SQS queue (AWS::SQS::Queue).",
        "inputs": {
            "QueueName": {"type": "string", "replaces": true,
                "description": "The queue's name; by default the resource's name and a suffix (`.fifo` added for a FIFO queue)."},
            "FifoQueue": {"type": "boolean", "replaces": true, "default": false},
            "VisibilityTimeout": {"type": "integer", "default": 30, "description": "Seconds, 0 to 43200 (default 30)."},
            "DelaySeconds": {"type": "integer", "default": 0, "description": "0 to 900 (default 0)."},
            "MessageRetentionPeriod": {"type": "integer", "default": 345600, "description": "Seconds, 60 to 1209600 (default 345600)."},
            "RedrivePolicy": {"type": "object",
                "description": "{\"deadLetterTargetArn\": ARN, \"maxReceiveCount\": N}",
                "properties": {
                    "deadLetterTargetArn": {"type": "string", "required": true},
                    "maxReceiveCount": {"type": "integer", "required": true}
                }},
            "Tags": {"type": "array", "description": "[{\"Key\": K, \"Value\": V}]"}
        },
        "outputs": {
            "QueueName": {"type": "string"},
            "QueueUrl": {"type": "string"},
            "Arn": {"type": "string"}
        },
        "id": "QueueUrl"
    })
}

fn fifo(v: &Value) -> bool {
    v["FifoQueue"].as_bool() == Some(true)
}

pub(crate) fn check(
    aws: &Aws,
    name: &str,
    olds: Option<&Value>,
    mut news: Value,
) -> Result<Value, Vec<(String, String)>> {
    let mut problems = Vec::new();
    aws.auto_named("aws:sqs:Queue", "QueueName", olds, &mut news, |n| {
        let base = aws.auto_name(name, n, if fifo(n) { 75 } else { 80 });
        if fifo(n) {
            format!("{base}.fifo")
        } else {
            base
        }
    });
    if let Some(n) = news["QueueName"].as_str() {
        let stem = n.strip_suffix(".fifo").unwrap_or(n);
        if n.is_empty()
            || n.len() > 80
            || !stem
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        {
            problems.push((
                "QueueName".into(),
                format!("`{n}` is not a queue name: up to 80 letters, digits, `-` and `_`"),
            ));
        } else if fifo(&news) != n.ends_with(".fifo") {
            problems.push((
                "QueueName".into(),
                format!(
                    "`{n}`: a FIFO queue's name ends with `.fifo`, and only a FIFO queue's does"
                ),
            ));
        }
    }
    // SQS writes `maxReceiveCount` as a number, so a program's "3" is recorded as 3: read
    // back, it is no drift (issue 33, edge 4).
    if let Some(count) = news.pointer_mut("/RedrivePolicy/maxReceiveCount")
        && let Some(n) = count.as_str().and_then(|s| s.trim().parse::<i64>().ok())
    {
        *count = json!(n);
    }
    for (key, lo, hi) in [
        ("VisibilityTimeout", 0, 43_200),
        ("DelaySeconds", 0, 900),
        ("MessageRetentionPeriod", 60, 1_209_600),
    ] {
        if let Some(v) = news.get(key)
            && !strata_provider::is_unknown(v)
            && !v.as_i64().is_some_and(|n| (lo..=hi).contains(&n))
        {
            problems.push((
                key.into(),
                format!("{v} is not a whole number from {lo} to {hi}"),
            ));
        }
    }
    if problems.is_empty() {
        Ok(news)
    } else {
        Err(problems)
    }
}

/// The queue's attributes as SQS takes them: every settable one (defaults where not set).
fn attributes(inputs: &Value) -> HashMap<QueueAttributeName, String> {
    let mut out = HashMap::new();
    for (key, default) in ATTRIBUTES {
        let v = match inputs.get(key) {
            Some(Value::String(s)) => s.clone(),
            Some(v) if key == "RedrivePolicy" => v.to_string(),
            Some(v) => v.to_string(),
            None => default.to_string(),
        };
        out.insert(QueueAttributeName::from(key), v);
    }
    out
}

fn outputs(name: &str, url: &str, arn: &str) -> Value {
    json!({"QueueName": name, "QueueUrl": url, "Arn": arn})
}

pub(crate) fn create(aws: &Aws, inputs: &Value, preview: bool) -> Result<(String, Value), Failure> {
    let unknown = strata_provider::unknown();
    let name = match inputs["QueueName"].as_str() {
        Some(name) => name.to_string(),
        // Built from an output still to come: a preview shows it unknown.
        None if preview => {
            return Ok((
                String::new(),
                json!({"QueueName": unknown, "QueueUrl": unknown, "Arn": unknown}),
            ));
        }
        None => return Err("QueueName is not known".into()),
    };
    if preview {
        return Ok((
            String::new(),
            json!({"QueueName": name, "QueueUrl": unknown, "Arn": unknown}),
        ));
    }
    run(async {
        let mut attrs = attributes(inputs);
        if fifo(inputs) {
            attrs.insert(QueueAttributeName::FifoQueue, "true".into());
        }
        attrs.retain(|k, v| !(k.as_str() == "RedrivePolicy" && v.is_empty()));
        let tag_map: HashMap<String, String> = tags(&inputs["Tags"]).into_iter().collect();
        let made = aws
            .sqs
            .create_queue()
            .queue_name(&name)
            .set_attributes(Some(attrs))
            .set_tags((!tag_map.is_empty()).then_some(tag_map))
            .send()
            .await
            .map_err(|e| Failure::from(aws_error("SQS CreateQueue", e)))?;
        let url = made.queue_url().unwrap_or_default().to_string();
        // The queue exists from here on: a later failure still records it.
        let arn = arn_of(aws, &url)
            .await
            .map_err(|m| Failure::partial(m, &url, outputs(&name, &url, "")))?;
        Ok((url.clone(), outputs(&name, &url, &arn)))
    })
}

/// The queue's ARN: made from its URL where the URL says the account
/// (`…/123456789012/NAME`, as SQS and every emulator answer), as AWS builds it
/// (`arn:PARTITION:sqs:REGION:ACCOUNT:NAME`); else asked for (GetQueueAttributes). One call
/// less per queue made or changed.
async fn arn_of(aws: &Aws, url: &str) -> Result<String, String> {
    if let Some(arn) = arn_from_url(&aws.query.region, url) {
        return Ok(arn);
    }
    let got = aws
        .sqs
        .get_queue_attributes()
        .queue_url(url)
        .attribute_names(QueueAttributeName::QueueArn)
        .send()
        .await
        .map_err(|e| aws_error("SQS GetQueueAttributes", e))?;
    Ok(got
        .attributes()
        .and_then(|a| a.get(&QueueAttributeName::QueueArn))
        .cloned()
        .unwrap_or_default())
}

/// `arn:PARTITION:sqs:REGION:ACCOUNT:NAME` of the queue at `url` in `region`, if the URL's path
/// is `/ACCOUNT/NAME` with a 12-digit account and a queue name.
pub(crate) fn arn_from_url(region: &str, url: &str) -> Option<String> {
    let path = url.split_once("://")?.1.split_once('/')?.1;
    let (account, name) = path.trim_end_matches('/').split_once('/')?;
    let account_ok = account.len() == 12 && account.bytes().all(|b| b.is_ascii_digit());
    let name_ok = !name.is_empty()
        && name.len() <= 80
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_' || b == b'.');
    (account_ok && name_ok && !region.is_empty())
        .then(|| format!("arn:{}:sqs:{region}:{account}:{name}", partition(region)))
}

/// The AWS partition of `region`.
pub(crate) fn partition(region: &str) -> &'static str {
    const PREFIXES: &[(&str, &str)] = &[
        ("cn-", "aws-cn"),
        ("us-gov-", "aws-us-gov"),
        ("us-isob-", "aws-iso-b"),
        ("us-isof-", "aws-iso-f"),
        ("eu-isoe-", "aws-iso-e"),
        ("us-iso-", "aws-iso"),
    ];
    PREFIXES
        .iter()
        .find(|(p, _)| region.starts_with(p))
        .map_or("aws", |(_, partition)| partition)
}

pub(crate) fn gone(code: Option<&str>) -> bool {
    code.is_some_and(|c| c.contains("NonExistentQueue") || c.contains("QueueDoesNotExist"))
}

pub(crate) fn find(aws: &Aws, inputs: &Value) -> Result<Option<Read>, String> {
    let Some(name) = inputs["QueueName"].as_str() else {
        return Ok(None);
    };
    let url = run(async {
        match aws.sqs.get_queue_url().queue_name(name).send().await {
            Ok(o) => Ok(o.queue_url().map(str::to_string)),
            Err(e) if gone(e.code()) => Ok(None),
            Err(e) => Err(aws_error("SQS GetQueueUrl", e)),
        }
    })?;
    match url {
        Some(u) => read(aws, &u, inputs),
        None => Ok(None),
    }
}

pub(crate) fn read(aws: &Aws, id: &str, recorded: &Value) -> Result<Option<Read>, String> {
    if id.is_empty() {
        return Ok(None);
    }
    run(async {
        let got = match aws
            .sqs
            .get_queue_attributes()
            .queue_url(id)
            .attribute_names(QueueAttributeName::All)
            .send()
            .await
        {
            Ok(g) => g,
            Err(e) if gone(e.code()) => return Ok(None),
            Err(e) => return Err(aws_error("SQS GetQueueAttributes", e)),
        };
        let empty = HashMap::new();
        let a = got.attributes().unwrap_or(&empty);
        let get = |k: &str| a.get(&QueueAttributeName::from(k)).cloned();
        let name = id.rsplit('/').next().unwrap_or(id).to_string();
        let mut inputs = json!({"QueueName": name});
        let is_fifo = get("FifoQueue").as_deref() == Some("true");
        if compared(recorded, "FifoQueue", !is_fifo) {
            inputs["FifoQueue"] = json!(is_fifo);
        }
        for (key, default) in ATTRIBUTES {
            let v = get(key).unwrap_or_else(|| default.to_string());
            // Each has a declared default but the redrive policy (none).
            let at_default = v == default;
            let read = if key == "RedrivePolicy" {
                reported(recorded, key, at_default)
            } else {
                compared(recorded, key, at_default)
            };
            if !read {
                continue;
            }
            inputs[key] = if key == "RedrivePolicy" {
                serde_json::from_str(&v).unwrap_or(Value::String(v))
            } else {
                v.parse::<i64>().map_or(Value::String(v), |n| json!(n))
            };
        }
        let listed = aws
            .sqs
            .list_queue_tags()
            .queue_url(id)
            .send()
            .await
            .map_err(|e| aws_error("SQS ListQueueTags", e))?;
        let pairs: Vec<(String, String)> = listed
            .tags()
            .map(|t| t.iter().map(|(k, v)| (k.clone(), v.clone())).collect())
            .unwrap_or_default();
        report_tags(&mut inputs, recorded, pairs);
        let arn = get("QueueArn").unwrap_or_default();
        Ok(Some(Read {
            id: id.to_string(),
            outputs: outputs(&name, id, &arn),
            inputs,
        }))
    })
}

pub(crate) fn update(aws: &Aws, id: &str, news: &Value, preview: bool) -> Result<Value, Failure> {
    let name = news["QueueName"].as_str().unwrap_or_default().to_string();
    if preview {
        return Ok(outputs(&name, id, ""));
    }
    run(async {
        aws.sqs
            .set_queue_attributes()
            .queue_url(id)
            .set_attributes(Some(attributes(news)))
            .send()
            .await
            .map_err(|e| aws_error("SQS SetQueueAttributes", e))?;
        let now: HashMap<String, String> = aws
            .sqs
            .list_queue_tags()
            .queue_url(id)
            .send()
            .await
            .map_err(|e| aws_error("SQS ListQueueTags", e))?
            .tags()
            .cloned()
            .unwrap_or_default();
        let wanted: HashMap<String, String> = tags(&news["Tags"]).into_iter().collect();
        let stale: Vec<String> = now
            .keys()
            .filter(|k| !wanted.contains_key(*k))
            .cloned()
            .collect();
        if !stale.is_empty() {
            aws.sqs
                .untag_queue()
                .queue_url(id)
                .set_tag_keys(Some(stale))
                .send()
                .await
                .map_err(|e| aws_error("SQS UntagQueue", e))?;
        }
        if !wanted.is_empty() && wanted != now {
            aws.sqs
                .tag_queue()
                .queue_url(id)
                .set_tags(Some(wanted))
                .send()
                .await
                .map_err(|e| aws_error("SQS TagQueue", e))?;
        }
        let arn = arn_of(aws, id).await?;
        Ok::<_, String>(outputs(&name, id, &arn))
    })
    .map_err(Failure::from)
}

pub(crate) fn delete(aws: &Aws, id: &str) -> Result<(), String> {
    run(async {
        match aws.sqs.delete_queue().queue_url(id).send().await {
            Ok(_) => Ok(()),
            Err(e) if gone(e.code()) => Ok(()),
            Err(e) => Err(aws_error("SQS DeleteQueue", e)),
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_queue_s_arn_is_made_from_its_url_where_the_url_says_the_account() {
        let cases = [
            // (region, url, arn)
            (
                "us-east-1",
                "https://sqs.us-east-1.amazonaws.com/123456789012/orders",
                Some("arn:aws:sqs:us-east-1:123456789012:orders"),
            ),
            (
                "eu-west-1",
                "https://eu-west-1.queue.amazonaws.com/123456789012/jobs.fifo",
                Some("arn:aws:sqs:eu-west-1:123456789012:jobs.fifo"),
            ),
            (
                "cn-north-1",
                "https://sqs.cn-north-1.amazonaws.com.cn/123456789012/q",
                Some("arn:aws-cn:sqs:cn-north-1:123456789012:q"),
            ),
            (
                "us-gov-west-1",
                "https://sqs.us-gov-west-1.amazonaws.com/123456789012/q_1",
                Some("arn:aws-us-gov:sqs:us-gov-west-1:123456789012:q_1"),
            ),
            (
                "us-isob-east-1",
                "https://sqs.us-isob-east-1.sc2s.sgov.gov/123456789012/q",
                Some("arn:aws-iso-b:sqs:us-isob-east-1:123456789012:q"),
            ),
            (
                "us-iso-east-1",
                "https://sqs.us-iso-east-1.c2s.ic.gov/123456789012/q",
                Some("arn:aws-iso:sqs:us-iso-east-1:123456789012:q"),
            ),
            (
                "us-east-1",
                "http://127.0.0.1:5000/123456789012/q-7",
                Some("arn:aws:sqs:us-east-1:123456789012:q-7"),
            ),
            // Not the shape: asked for instead.
            ("us-east-1", "http://127.0.0.1:5000/q", None),
            ("us-east-1", "http://127.0.0.1:5000/12345678901/q", None),
            ("us-east-1", "http://127.0.0.1:5000/12345678901x/q", None),
            ("us-east-1", "http://127.0.0.1:5000/123456789012/a/b", None),
            ("us-east-1", "http://127.0.0.1:5000/123456789012/", None),
            (
                "us-east-1",
                "http://127.0.0.1:5000/123456789012/q?x=1",
                None,
            ),
            ("", "http://127.0.0.1:5000/123456789012/q", None),
            ("us-east-1", "not a url", None),
        ];
        for (region, url, arn) in cases {
            assert_eq!(arn_from_url(region, url).as_deref(), arn, "{region} {url}");
        }
    }
}
