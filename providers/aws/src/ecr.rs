//! ECR repositories, through the ECR JSON API.

use crate::Aws;
use crate::native::{
    Name, Native, changed, deleted, found, given, object, read_tags, retag, tag_list,
};
use crate::query::json_call;
use strata_provider::{Failure, Value, json};

pub(crate) const TYPES: &[Native] = &[Native {
    ty: "aws:ecr:Repository",
    inputs: &[
        "RepositoryName",
        "ImageTagMutability",
        "ImageScanningConfiguration",
        "EmptyOnDelete",
        "Tags",
    ],
    replaces: &[],
    own: &[],
    name: Some(Name::lower("RepositoryName", 256)),
    defaults: &[
        ("ImageTagMutability", r#""MUTABLE""#),
        ("ImageScanningConfiguration", r#"{"ScanOnPush": false}"#),
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

fn call(aws: &Aws, action: &str, body: &Value) -> Result<Value, String> {
    json_call(
        &aws.query,
        ("api.ecr", "ecr", "ECR"),
        ("AmazonEC2ContainerRegistry_V20150921", "1.1"),
        action,
        body,
    )
}

fn scanning(inputs: &Value) -> Option<Value> {
    given(inputs, "ImageScanningConfiguration")
        .map(|c| json!({"scanOnPush": c["ScanOnPush"] == json!(true)}))
}

fn create(aws: &Aws, inputs: &Value) -> Result<String, Failure> {
    let name = inputs["RepositoryName"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    call(
        aws,
        "CreateRepository",
        &object(&[
            ("repositoryName", Some(json!(name))),
            (
                "imageTagMutability",
                given(inputs, "ImageTagMutability").cloned(),
            ),
            ("imageScanningConfiguration", scanning(inputs)),
            ("tags", tag_list(inputs, "Key", "Value")),
        ]),
    )?;
    Ok(name)
}

fn get(aws: &Aws, id: &str, recorded: &Value) -> Result<Option<Value>, String> {
    let Some(answer) = found(call(
        aws,
        "DescribeRepositories",
        &json!({"repositoryNames": [id]}),
    ))?
    else {
        return Ok(None);
    };
    let Some(r) = answer["repositories"].get(0) else {
        return Ok(None);
    };
    let tags = call(
        aws,
        "ListTagsForResource",
        &json!({"resourceArn": r["repositoryArn"]}),
    )?;
    Ok(Some(object(&[
        ("RepositoryName", Some(json!(id))),
        ("Arn", r.get("repositoryArn").cloned()),
        ("RepositoryUri", r.get("repositoryUri").cloned()),
        ("ImageTagMutability", r.get("imageTagMutability").cloned()),
        (
            "ImageScanningConfiguration",
            r.get("imageScanningConfiguration")
                .map(|c| json!({"ScanOnPush": c["scanOnPush"] == json!(true)})),
        ),
        (
            "Tags",
            Some(read_tags(&tags["tags"], "Key", "Value", recorded)),
        ),
    ])))
}

fn update(aws: &Aws, id: &str, olds: &Value, news: &Value) -> Result<(), Failure> {
    if changed(olds, news, "ImageTagMutability") {
        call(
            aws,
            "PutImageTagMutability",
            &json!({"repositoryName": id, "imageTagMutability": given(news, "ImageTagMutability").cloned().unwrap_or(json!("MUTABLE"))}),
        )?;
    }
    if changed(olds, news, "ImageScanningConfiguration") {
        call(
            aws,
            "PutImageScanningConfiguration",
            &json!({"repositoryName": id, "imageScanningConfiguration": scanning(news).unwrap_or(json!({"scanOnPush": false}))}),
        )?;
    }
    let tags = crate::tag_change(olds, news);
    if tags.stale.is_empty() && tags.set.is_empty() {
        return Ok(());
    }
    let arn = get(aws, id, news)?
        .and_then(|r| r["Arn"].as_str().map(str::to_string))
        .ok_or_else(|| format!("AWS ECR: repository {id} is gone"))?;
    retag(
        |action, body| call(aws, action, body),
        (olds, news),
        ("resourceArn", json!(arn)),
        ("UntagResource", "tagKeys"),
        ("TagResource", "tags", tag_list(news, "Key", "Value")),
    )?;
    Ok(())
}

fn delete(aws: &Aws, id: &str, inputs: &Value) -> Result<(), String> {
    match call(
        aws,
        "DeleteRepository",
        &json!({"repositoryName": id, "force": inputs["EmptyOnDelete"] == json!(true)}),
    ) {
        Err(e) if e.contains("RepositoryNotEmptyException") => Err(format!(
            "{e}: the repository still holds images, which AWS does not delete with it. Delete them, or set `EmptyOnDelete: true` on it and run `strata up` before deleting it"
        )),
        other => deleted(other),
    }
}
