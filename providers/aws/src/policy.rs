//! Resource policies: `aws:s3:BucketPolicy` (`AWS::S3::BucketPolicy`, id: the bucket) and
//! `aws:sqs:QueuePolicy` (`AWS::SQS::QueuePolicy`, id: its queues' URLs, space-separated). A
//! policy document is JSON; AWS may return it reformatted, so it is compared by what it means
//! (`equivalent`), everywhere a document is read back or diffed.

use crate::{Aws, aws_error, run};
use aws_sdk_s3::error::ProvideErrorMetadata;
use aws_sdk_sqs::types::QueueAttributeName;
use std::collections::HashMap;
use strata_provider::{Value, json};

pub(crate) fn bucket_schema() -> Value {
    json!({
        "description": "The policy of an S3 bucket (AWS::S3::BucketPolicy).",
        "inputs": {
            "Bucket": {"type": "string", "required": true, "replaces": true},
            "PolicyDocument": {"type": "object", "required": true}
        },
        "outputs": {"Bucket": {"type": "string"}},
        "id": "Bucket"
    })
}

pub(crate) fn queue_schema() -> Value {
    json!({
        "description": "The policy of SQS queues (AWS::SQS::QueuePolicy).",
        "inputs": {
            "Queues": {"type": "array", "items": {"type": "string"}, "required": true, "replaces": true,
                "description": "The queues' URLs."},
            "PolicyDocument": {"type": "object", "required": true}
        },
        "outputs": {"Queues": {"type": "array"}, "Id": {"type": "string"}}
    })
}

pub(crate) fn check(ty: &str, news: Value) -> Result<Value, Vec<(String, String)>> {
    let mut problems = Vec::new();
    let target = if ty == "aws:s3:BucketPolicy" {
        "Bucket"
    } else {
        "Queues"
    };
    if news.get(target).is_none_or(Value::is_null) {
        problems.push((target.into(), "is required".into()));
    }
    match news.get("PolicyDocument") {
        Some(Value::Object(_)) => {}
        // Unknown until what it names exists (a preview).
        Some(v) if strata_provider::is_unknown(v) => {}
        _ => problems.push((
            "PolicyDocument".into(),
            "is required: the policy, as a JSON object".into(),
        )),
    }
    if problems.is_empty() {
        Ok(news)
    } else {
        Err(problems)
    }
}

pub(crate) fn put_bucket(
    aws: &Aws,
    inputs: &Value,
    preview: bool,
) -> Result<(String, Value), String> {
    let bucket = inputs["Bucket"].as_str().unwrap_or_default().to_string();
    let out = json!({"Bucket": bucket});
    if preview {
        return Ok((String::new(), out));
    }
    run(async {
        aws.s3
            .put_bucket_policy()
            .bucket(&bucket)
            .policy(inputs["PolicyDocument"].to_string())
            .send()
            .await
            .map_err(|e| aws_error("S3 PutBucketPolicy", e))
    })?;
    Ok((bucket, out))
}

pub(crate) fn read_bucket(aws: &Aws, id: &str) -> Result<Option<strata_provider::Read>, String> {
    if id.is_empty() {
        return Ok(None);
    }
    run(async {
        match aws.s3.get_bucket_policy().bucket(id).send().await {
            Ok(p) => {
                let doc: Value = serde_json::from_str(p.policy().unwrap_or("{}"))
                    .map_err(|e| format!("the policy of bucket {id} is not JSON: {e}"))?;
                Ok(Some(strata_provider::Read {
                    id: id.into(),
                    inputs: json!({"Bucket": id, "PolicyDocument": doc}),
                    outputs: json!({"Bucket": id}),
                }))
            }
            Err(e) if matches!(e.code(), Some("NoSuchBucketPolicy" | "NoSuchBucket")) => Ok(None),
            Err(e) => Err(aws_error("S3 GetBucketPolicy", e)),
        }
    })
}

pub(crate) fn delete_bucket(aws: &Aws, id: &str) -> Result<(), String> {
    run(async {
        match aws.s3.delete_bucket_policy().bucket(id).send().await {
            Ok(_) => Ok(()),
            Err(e) if e.code() == Some("NoSuchBucket") => Ok(()),
            Err(e) => Err(aws_error("S3 DeleteBucketPolicy", e)),
        }
    })
}

fn queues(inputs: &Value) -> Vec<String> {
    inputs["Queues"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|q| q.as_str().map(str::to_string))
        .collect()
}

/// A queue policy's id: its queues' URLs, space-separated.
pub(crate) fn queue_id(inputs: &Value) -> String {
    queues(inputs).join(" ")
}

async fn set_policy(aws: &Aws, url: &str, policy: String) -> Result<(), String> {
    aws.sqs
        .set_queue_attributes()
        .queue_url(url)
        .set_attributes(Some(HashMap::from([(QueueAttributeName::Policy, policy)])))
        .send()
        .await
        .map(|_| ())
        .map_err(|e| aws_error("SQS SetQueueAttributes", e))
}

pub(crate) fn put_queue(
    aws: &Aws,
    inputs: &Value,
    preview: bool,
) -> Result<(String, Value), String> {
    let urls = queues(inputs);
    let id = urls.join(" ");
    let out = json!({"Queues": urls, "Id": id});
    if preview {
        return Ok((String::new(), out));
    }
    let doc = inputs["PolicyDocument"].to_string();
    run(async {
        for u in &urls {
            set_policy(aws, u, doc.clone()).await?;
        }
        Ok::<_, String>(())
    })?;
    Ok((id, out))
}

pub(crate) fn read_queue(aws: &Aws, id: &str) -> Result<Option<strata_provider::Read>, String> {
    let urls: Vec<&str> = id.split_whitespace().collect();
    let Some(first) = urls.first() else {
        return Ok(None);
    };
    let got = run(async {
        aws.sqs
            .get_queue_attributes()
            .queue_url(*first)
            .attribute_names(QueueAttributeName::Policy)
            .send()
            .await
    });
    let doc = match got {
        Ok(g) => g
            .attributes()
            .and_then(|a| a.get(&QueueAttributeName::Policy))
            .filter(|p| !p.is_empty())
            .map(|p| serde_json::from_str::<Value>(p).unwrap_or(Value::String(p.clone()))),
        Err(e) if crate::sqs::gone(e.code()) => None,
        Err(e) => return Err(aws_error("SQS GetQueueAttributes", e)),
    };
    Ok(doc.map(|doc| strata_provider::Read {
        id: id.into(),
        inputs: json!({"Queues": urls, "PolicyDocument": doc}),
        outputs: json!({"Queues": urls, "Id": id}),
    }))
}

pub(crate) fn delete_queue(aws: &Aws, id: &str) -> Result<(), String> {
    run(async {
        for u in id.split_whitespace() {
            match set_policy(aws, u, String::new()).await {
                Ok(()) => {}
                // A queue that is gone has no policy left to remove.
                Err(e) if e.contains("NonExistentQueue") || e.contains("QueueDoesNotExist") => {}
                Err(e) => return Err(e),
            }
        }
        Ok(())
    })
}

/// The inputs that hold an IAM policy document, in any type.
pub(crate) const DOCUMENTS: [&str; 3] = ["PolicyDocument", "AssumeRolePolicyDocument", "KeyPolicy"];

/// Whether two policy documents mean the same (issue 33): AWS returns a document in forms of
/// its own (a single statement not in a list, a one-element list as a string, an account id
/// as the account's root ARN, condition values as strings), so documents are compared as
/// Terraform compares them, not as JSON.
pub(crate) fn equivalent(a: &Value, b: &Value) -> bool {
    a == b || normal(a) == normal(b)
}

/// `inputs` with each policy document that means what `recorded`'s does in `recorded`'s form:
/// what AWS rewrote is no drift and no change.
pub(crate) fn as_recorded(mut inputs: Value, recorded: &Value) -> Value {
    for key in DOCUMENTS {
        if let (Some(now), Some(was)) = (inputs.get(key), recorded.get(key))
            && now != was
            && equivalent(now, was)
        {
            inputs[key] = was.clone();
        }
    }
    inputs
}

/// A document in one form: statements in a list; actions, resources, principals and
/// condition values as sorted lists of strings; account ids as root ARNs.
fn normal(doc: &Value) -> Value {
    let Value::Object(doc) = doc else {
        return doc.clone();
    };
    let mut out = doc.clone();
    if let Some(statements) = doc.get("Statement") {
        let list = match statements {
            Value::Array(a) => a.clone(),
            one => vec![one.clone()],
        };
        out.insert(
            "Statement".into(),
            Value::Array(list.iter().map(statement).collect()),
        );
    }
    Value::Object(out)
}

fn statement(s: &Value) -> Value {
    let Value::Object(s) = s else {
        return s.clone();
    };
    let mut out = s.clone();
    for key in ["Action", "NotAction", "Resource", "NotResource"] {
        if let Some(v) = s.get(key) {
            out.insert(key.into(), strings(v, |x| x));
        }
    }
    for key in ["Principal", "NotPrincipal"] {
        if let Some(Value::Object(p)) = s.get(key) {
            let p = p
                .iter()
                .map(|(kind, v)| {
                    let v = if kind == "AWS" {
                        strings(v, account_arn)
                    } else {
                        strings(v, |x| x)
                    };
                    (kind.clone(), v)
                })
                .collect();
            out.insert(key.into(), Value::Object(p));
        }
    }
    if let Some(Value::Object(c)) = s.get("Condition") {
        let c = c
            .iter()
            .map(|(op, tests)| {
                let tests = match tests {
                    Value::Object(t) => Value::Object(
                        t.iter()
                            .map(|(k, v)| (k.clone(), strings(v, |x| x)))
                            .collect(),
                    ),
                    other => other.clone(),
                };
                (op.clone(), tests)
            })
            .collect();
        out.insert("Condition".into(), Value::Object(c));
    }
    Value::Object(out)
}

/// `v` (a string, a scalar or a list of them) as a sorted list of strings, each mapped by `f`.
fn strings(v: &Value, f: fn(String) -> String) -> Value {
    let one = |x: &Value| match x {
        Value::String(s) => f(s.clone()),
        other => f(other.to_string()),
    };
    let mut list: Vec<String> = match v {
        Value::Array(a) => a.iter().map(one).collect(),
        x => vec![one(x)],
    };
    list.sort();
    list.dedup();
    Value::Array(list.into_iter().map(Value::String).collect())
}

/// A bare account id as the principal AWS writes for it (the account's root).
fn account_arn(s: String) -> String {
    if s.len() == 12 && s.bytes().all(|b| b.is_ascii_digit()) {
        format!("arn:aws:iam::{s}:root")
    } else {
        s
    }
}
