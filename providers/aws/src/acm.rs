//! ACM certificates, through the ACM JSON API. A certificate's domains are fixed: a change
//! replaces it; its tags change in place.

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
    answer["CertificateArn"]
        .as_str()
        .map(str::to_string)
        .ok_or_else(|| "AWS ACM RequestCertificate: no CertificateArn in the answer".into())
}

fn get(aws: &Aws, id: &str, recorded: &Value) -> Result<Option<Value>, String> {
    let Some(answer) = found(call(
        aws,
        "DescribeCertificate",
        &json!({"CertificateArn": id}),
    ))?
    else {
        return Ok(None);
    };
    let c = &answer["Certificate"];
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
