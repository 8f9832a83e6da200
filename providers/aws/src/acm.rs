//! ACM certificates, through the ACM JSON API. A certificate's domains are fixed: a change
//! replaces it; its tags change in place. A certificate validated by DNS says the records to
//! make (`ValidationRecords`, once ACM has them: its create waits for them), and
//! `aws:certificatemanager:CertificateValidation` waits until it is issued, as Terraform's
//! `aws_acm_certificate_validation` does (CloudFormation's certificate waits on its own).

use crate::Aws;
use crate::native::{Native, deleted, found, given, object, read_tags, tag_list};
use crate::query::json_call;
use sha2::{Digest, Sha256};
use strata_provider::{Failure, Value, json};

pub(crate) const TYPES: &[Native] = &[Native {
    ty: "aws:certificatemanager:Certificate",
    inputs: &[
        "DomainName",
        "SubjectAlternativeNames",
        "ValidationMethod",
        "Tags",
    ],
    replaces: &[],
    own: &[],
    name: None,
    defaults: &[],
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
        ("acm", "acm", "ACM"),
        ("CertificateManager", "1.1"),
        action,
        body,
    )
}

fn create(aws: &Aws, inputs: &Value) -> Result<String, Failure> {
    // The same request retried (an interrupted create) is the same certificate for an hour.
    let token: String = crate::hex(&Sha256::digest(inputs.to_string().as_bytes()), 16);
    let answer = call(
        aws,
        "RequestCertificate",
        &object(&[
            ("DomainName", given(inputs, "DomainName").cloned()),
            (
                "SubjectAlternativeNames",
                given(inputs, "SubjectAlternativeNames").cloned(),
            ),
            (
                "ValidationMethod",
                given(inputs, "ValidationMethod").cloned(),
            ),
            ("IdempotencyToken", Some(json!(token))),
            ("Tags", tag_list(inputs, "Key", "Value")),
        ]),
    )?;
    let arn = answer["CertificateArn"]
        .as_str()
        .map(str::to_string)
        .ok_or("AWS ACM RequestCertificate: no CertificateArn in the answer")?;
    if given(inputs, "ValidationMethod").and_then(Value::as_str) == Some("DNS") {
        records_made(aws, &arn).map_err(|m| Failure::partial(m, &arn, json!({})))?;
    }
    Ok(arn)
}

/// How long ACM may take to say a new certificate's validation records.
const RECORDS_WAIT: std::time::Duration = std::time::Duration::from_secs(120);

/// Wait until ACM says the DNS record of every domain of certificate `arn` (a few seconds
/// after the request), so that its `ValidationRecords` are there for the program to make.
fn records_made(aws: &Aws, arn: &str) -> Result<(), String> {
    let started = std::time::Instant::now();
    loop {
        let c = describe(aws, arn)?;
        let options = c["DomainValidationOptions"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        if !options.is_empty()
            && options
                .iter()
                .all(|o| o["ResourceRecord"]["Name"].is_string())
        {
            return Ok(());
        }
        if started.elapsed() > RECORDS_WAIT {
            return Err(format!(
                "AWS ACM certificate {arn}: ACM gave no DNS validation record in {} s; read it again with `strata refresh`",
                RECORDS_WAIT.as_secs()
            ));
        }
        crate::sleep(std::time::Duration::from_secs(2));
    }
}

/// DescribeCertificate's `Certificate`; `None` when it is gone.
fn described(aws: &Aws, arn: &str) -> Result<Option<Value>, String> {
    Ok(found(call(
        aws,
        "DescribeCertificate",
        &json!({"CertificateArn": arn}),
    ))?
    .map(|answer| answer["Certificate"].clone()))
}

/// DescribeCertificate's `Certificate`, which must be there.
fn describe(aws: &Aws, arn: &str) -> Result<Value, String> {
    described(aws, arn)?.ok_or_else(|| format!("AWS ACM certificate {arn} is gone"))
}

/// The DNS records that validate certificate `c`, one per domain ACM has made one for:
/// `[{DomainName, Name, Type, Value}]`.
fn validation_records(c: &Value) -> Value {
    c["DomainValidationOptions"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|o| o["ResourceRecord"]["Name"].is_string())
        .map(|o| {
            let r = &o["ResourceRecord"];
            json!({"DomainName": o["DomainName"], "Name": r["Name"], "Type": r["Type"], "Value": r["Value"]})
        })
        .collect()
}

fn get(aws: &Aws, id: &str, recorded: &Value) -> Result<Option<Value>, String> {
    let Some(c) = described(aws, id)? else {
        return Ok(None);
    };
    let c = &c;
    let tags = call(
        aws,
        "ListTagsForCertificate",
        &json!({"CertificateArn": id}),
    )?;
    // AWS lists the domain among the alternative names: what the program gave is what it
    // meant, unless it listed the domain itself.
    let domain = c["DomainName"].clone();
    let names: Vec<Value> = c["SubjectAlternativeNames"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|n| {
            **n != domain
                || recorded["SubjectAlternativeNames"]
                    .as_array()
                    .is_some_and(|r| r.contains(n))
        })
        .cloned()
        .collect();
    Ok(Some(object(&[
        ("CertificateArn", Some(json!(id))),
        ("DomainName", Some(domain)),
        (
            "SubjectAlternativeNames",
            (!names.is_empty()).then_some(Value::Array(names)),
        ),
        (
            "ValidationMethod",
            c["DomainValidationOptions"][0]
                .get("ValidationMethod")
                .or(given(recorded, "ValidationMethod"))
                .cloned(),
        ),
        (
            "Tags",
            Some(read_tags(&tags["Tags"], "Key", "Value", recorded)),
        ),
        ("ValidationRecords", Some(validation_records(c))),
        ("Status", c.get("Status").cloned()),
    ])))
}

fn update(aws: &Aws, id: &str, olds: &Value, news: &Value) -> Result<(), Failure> {
    let tags = crate::tag_change(olds, news);
    if !tags.stale.is_empty() {
        let old: Vec<Value> = crate::tags(&olds["Tags"])
            .into_iter()
            .filter(|(k, _)| tags.stale.contains(k))
            .map(|(k, v)| json!({"Key": k, "Value": v}))
            .collect();
        call(
            aws,
            "RemoveTagsFromCertificate",
            &json!({"CertificateArn": id, "Tags": old}),
        )?;
    }
    if !tags.set.is_empty() {
        call(
            aws,
            "AddTagsToCertificate",
            &json!({"CertificateArn": id, "Tags": tag_list(news, "Key", "Value")}),
        )?;
    }
    Ok(())
}

fn delete(aws: &Aws, id: &str, _inputs: &Value) -> Result<(), String> {
    deleted(call(
        aws,
        "DeleteCertificate",
        &json!({"CertificateArn": id}),
    ))
}

/// The outputs the provider adds to the registry's for a certificate (the registry has its ARN
/// alone): `(type, name, schema)`.
pub(crate) const MORE_OUTPUTS: &[(&str, &str, &str)] = &[
    (
        "aws:certificatemanager:Certificate",
        "ValidationRecords",
        r#"{"type": "array", "items": {"type": "object", "properties": {"DomainName": {"type": "string"}, "Name": {"type": "string"}, "Type": {"type": "string"}, "Value": {"type": "string"}}}, "description": "The DNS records that validate the certificate (ValidationMethod DNS), one per domain: make each (a Route 53 record set), then wait with an aws:certificatemanager:CertificateValidation."}"#,
    ),
    (
        "aws:certificatemanager:Certificate",
        "Status",
        r#"{"type": "string", "description": "PENDING_VALIDATION, ISSUED, FAILED…, as ACM said at the last read."}"#,
    ),
];

/// The schema of `aws:certificatemanager:CertificateValidation`.
pub(crate) fn validation_schema() -> Value {
    json!({
        "description": "Waits until an ACM certificate is issued, its DNS validation records made (Strata's own type, as Terraform's aws_acm_certificate_validation; nothing in AWS: deleting it deletes nothing). The wait is one provider call: past 10 minutes, raise `timeout` under [providers.aws] in Strata.toml as well as TimeoutMinutes.",
        "inputs": {
            "CertificateArn": {"type": "string", "required": true, "replaces": true,
                "description": "The certificate to wait for."},
            "ValidationRecordFqdns": {"type": "array", "items": {"type": "string"}, "replaces": true,
                "description": "The names of the validation records the program made (the Name of each record set): each must be one of the certificate's ValidationRecords, and the wait depends on them."},
            "TimeoutMinutes": {"type": "number",
                "description": "How long to wait for the certificate to be issued (8 when not given)."}
        },
        "outputs": {"CertificateArn": {"type": "string"}, "Status": {"type": "string"}}
    })
}

/// A record name without its final dot, in lower case.
fn fqdn(name: &str) -> String {
    name.trim_end_matches('.').to_ascii_lowercase()
}

/// Wait until the certificate of `inputs` is issued: its ARN as the id, and its outputs.
pub(crate) fn validate(
    aws: &Aws,
    inputs: &Value,
    preview: bool,
) -> Result<(String, Value), Failure> {
    let arn = inputs["CertificateArn"].clone();
    if preview {
        return Ok((
            String::new(),
            // Issued or failed: not known before it is waited for.
            json!({"CertificateArn": arn, "Status": strata_provider::unknown()}),
        ));
    }
    let arn = arn
        .as_str()
        .ok_or("CertificateArn is not known")?
        .to_string();
    let minutes = inputs["TimeoutMinutes"].as_f64().unwrap_or(8.0).max(0.0);
    let limit = std::time::Duration::from_secs_f64(minutes * 60.0);
    let started = std::time::Instant::now();
    loop {
        let c = describe(aws, &arn)?;
        let records = validation_records(&c);
        let wanted: Vec<String> = records
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|r| r["Name"].as_str().map(fqdn))
            .collect();
        let said = |r: &Value| {
            format!(
                "{} {} {}",
                r["Name"].as_str().unwrap_or(""),
                r["Type"].as_str().unwrap_or(""),
                r["Value"].as_str().unwrap_or("")
            )
        };
        let all: Vec<String> = records.as_array().into_iter().flatten().map(said).collect();
        for given in inputs["ValidationRecordFqdns"]
            .as_array()
            .into_iter()
            .flatten()
        {
            let given = given.as_str().unwrap_or_default();
            if !wanted.is_empty() && !wanted.contains(&fqdn(given)) {
                return Err(format!(
                    "certificate {arn}: {given} (in ValidationRecordFqdns) is not one of its validation records: {}",
                    all.join("; ")
                )
                .into());
            }
        }
        let status = c["Status"].as_str().unwrap_or_default();
        match status {
            "ISSUED" => {
                return Ok((
                    arn.clone(),
                    json!({"CertificateArn": arn, "Status": status}),
                ));
            }
            "PENDING_VALIDATION" if started.elapsed() < limit => {
                crate::sleep(std::time::Duration::from_secs(5));
            }
            "PENDING_VALIDATION" => {
                return Err(format!(
                    "certificate {arn} is still PENDING_VALIDATION after {minutes} minutes: ACM issues it once these DNS records resolve: {} (raise TimeoutMinutes, and `timeout` under [providers.aws], to wait longer)",
                    all.join("; ")
                )
                .into());
            }
            other => {
                let why = c["FailureReason"]
                    .as_str()
                    .map(|r| format!(" ({r})"))
                    .unwrap_or_default();
                return Err(format!(
                    "certificate {arn} is {other}{why}, not ISSUED: request a new certificate (replace it) and make its validation records"
                )
                .into());
            }
        }
    }
}

/// The validation of certificate `id` as it is: gone with the certificate.
pub(crate) fn read_validation(
    aws: &Aws,
    id: &str,
    recorded: &Value,
) -> Result<Option<strata_provider::Read>, String> {
    let Some(c) = described(aws, id)? else {
        return Ok(None);
    };
    Ok(Some(strata_provider::Read {
        id: id.to_string(),
        inputs: recorded.clone(),
        outputs: json!({"CertificateArn": id, "Status": c["Status"]}),
    }))
}
