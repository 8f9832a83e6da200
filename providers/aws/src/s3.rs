//! `aws:s3:Bucket` (`AWS::S3::Bucket`): name, versioning, website, public access block and
//! tags. Its id is the bucket name.

use crate::{Aws, aws_error, report_tags, reported, run, tags};
use aws_sdk_s3::error::ProvideErrorMetadata;
use aws_sdk_s3::types::{
    BucketLocationConstraint, BucketVersioningStatus, CreateBucketConfiguration, ErrorDocument,
    IndexDocument, Protocol, PublicAccessBlockConfiguration, RedirectAllRequestsTo, Tag, Tagging,
    VersioningConfiguration, WebsiteConfiguration,
};
use strata_provider::{Failure, Read, Value, json};

pub(crate) fn schema() -> Value {
    json!({
        "description": "An S3 bucket (AWS::S3::Bucket).",
        "inputs": {
            "BucketName": {"type": "string", "replaces": true,
                "description": "The bucket's name; by default the resource's name and a suffix."},
            "VersioningConfiguration": {"type": "object",
                "description": "{\"Status\": \"Enabled\" | \"Suspended\"}"},
            "WebsiteConfiguration": {"type": "object",
                "description": "{\"IndexDocument\": \"index.html\", \"ErrorDocument\": \"error.html\"} or {\"RedirectAllRequestsTo\": {\"HostName\": H, \"Protocol\": \"http\" | \"https\"}}"},
            "PublicAccessBlockConfiguration": {"type": "object",
                "description": "{\"BlockPublicAcls\", \"BlockPublicPolicy\", \"IgnorePublicAcls\", \"RestrictPublicBuckets\"}: booleans, false when left out",
                // AWS's rule, declared: a policy judges the block as it is applied.
                "properties": {
                    "BlockPublicAcls": {"type": "boolean", "default": false},
                    "BlockPublicPolicy": {"type": "boolean", "default": false},
                    "IgnorePublicAcls": {"type": "boolean", "default": false},
                    "RestrictPublicBuckets": {"type": "boolean", "default": false}}},
            "Tags": {"type": "array", "description": "[{\"Key\": K, \"Value\": V}]"},
            "forceDestroy": {"type": "boolean", "default": false,
                "description": "Strata's own (Terraform's force_destroy): deleting the bucket first deletes every object, version and delete marker in it. Without it, a bucket that is not empty is not deleted. Set it with an `up` before the destroy."}
        },
        "outputs": {
            "BucketName": {"type": "string"},
            "Arn": {"type": "string"},
            "DomainName": {"type": "string"},
            "RegionalDomainName": {"type": "string"},
            "DualStackDomainName": {"type": "string"},
            "WebsiteURL": {"type": "string"}
        },
        "id": "BucketName"
    })
}

pub(crate) fn check(
    aws: &Aws,
    name: &str,
    olds: Option<&Value>,
    mut news: Value,
) -> Result<Value, Vec<(String, String)>> {
    let mut problems = Vec::new();
    aws.auto_named("aws:s3:Bucket", "BucketName", olds, &mut news, |n| {
        aws.auto_name(&name.to_ascii_lowercase(), n, 63)
    });
    if let Some(n) = news["BucketName"].as_str() {
        let ok = (3..=63).contains(&n.len())
            && n.chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '.')
            && !n.starts_with(['-', '.'])
            && !n.ends_with(['-', '.']);
        if !ok {
            problems.push((
                "BucketName".into(),
                format!("`{n}` is not a bucket name: 3 to 63 characters, lowercase letters, digits, `-` and `.`, starting and ending with a letter or digit"),
            ));
        }
    }
    if let Some(s) = news["VersioningConfiguration"].get("Status")
        && !strata_provider::is_unknown(s)
        && !matches!(s.as_str(), Some("Enabled" | "Suspended"))
    {
        problems.push((
            "VersioningConfiguration.Status".into(),
            format!("{s} is not `Enabled` or `Suspended`"),
        ));
    }
    let site = &news["WebsiteConfiguration"];
    if !site.is_null() && !strata_provider::is_unknown(site) {
        let redirect = &site["RedirectAllRequestsTo"];
        if !redirect.is_null() {
            if site.get("IndexDocument").is_some() || site.get("ErrorDocument").is_some() {
                problems.push((
                    "WebsiteConfiguration".into(),
                    "give RedirectAllRequestsTo, or IndexDocument and ErrorDocument, not both"
                        .into(),
                ));
            }
            if redirect["HostName"].as_str().is_none_or(str::is_empty)
                && !strata_provider::is_unknown(&redirect["HostName"])
            {
                problems.push((
                    "WebsiteConfiguration.RedirectAllRequestsTo.HostName".into(),
                    "is required".into(),
                ));
            }
            if let Some(p) = redirect.get("Protocol")
                && !strata_provider::is_unknown(p)
                && !matches!(p.as_str(), Some("http" | "https"))
            {
                problems.push((
                    "WebsiteConfiguration.RedirectAllRequestsTo.Protocol".into(),
                    format!("{p} is not `http` or `https`"),
                ));
            }
        } else if site["IndexDocument"].as_str().is_none_or(str::is_empty)
            && !strata_provider::is_unknown(&site["IndexDocument"])
        {
            problems.push((
                "WebsiteConfiguration.IndexDocument".into(),
                "is required (the page served for a directory, e.g. `index.html`), unless RedirectAllRequestsTo is given".into(),
            ));
        }
    }
    if let Some(block) = news
        .get("PublicAccessBlockConfiguration")
        .filter(|b| !b.is_null() && !strata_provider::is_unknown(b))
    {
        match block.as_object() {
            Some(fields) => {
                for (k, v) in fields {
                    if !BLOCKS.contains(&k.as_str()) {
                        problems.push((
                            format!("PublicAccessBlockConfiguration.{k}"),
                            format!("is not one of {}", BLOCKS.join(", ")),
                        ));
                    } else if !v.is_boolean() {
                        problems.push((
                            format!("PublicAccessBlockConfiguration.{k}"),
                            format!("{v} is not true or false"),
                        ));
                    }
                }
            }
            None => problems.push((
                "PublicAccessBlockConfiguration".into(),
                "is not an object".into(),
            )),
        }
    }
    if problems.is_empty() {
        Ok(news)
    } else {
        Err(problems)
    }
}

/// The four switches of a public access block, in CloudFormation's names.
const BLOCKS: [&str; 4] = [
    "BlockPublicAcls",
    "BlockPublicPolicy",
    "IgnorePublicAcls",
    "RestrictPublicBuckets",
];

fn outputs(aws: &Aws, name: &str) -> Value {
    let region = aws
        .s3
        .config()
        .region()
        .map_or("us-east-1".to_string(), |r| r.to_string());
    json!({
        "BucketName": name,
        "Arn": format!("arn:aws:s3:::{name}"),
        "DomainName": format!("{name}.s3.amazonaws.com"),
        "RegionalDomainName": format!("{name}.s3.{region}.amazonaws.com"),
        "DualStackDomainName": format!("{name}.s3.dualstack.{region}.amazonaws.com"),
        "WebsiteURL": format!("http://{name}.s3-website-{region}.amazonaws.com"),
    })
}

pub(crate) fn create(aws: &Aws, inputs: &Value, preview: bool) -> Result<(String, Value), Failure> {
    let name = match inputs["BucketName"].as_str() {
        Some(name) => name.to_string(),
        // Built from an output still to come: a preview shows what it names unknown.
        None if preview => {
            let unknown = strata_provider::unknown();
            let mut out = outputs(aws, "");
            for v in out.as_object_mut().into_iter().flat_map(|o| o.values_mut()) {
                *v = unknown.clone();
            }
            return Ok((String::new(), out));
        }
        None => return Err("BucketName is not known".into()),
    };
    let out = outputs(aws, &name);
    if preview {
        return Ok((String::new(), out));
    }
    run(async {
        let mut req = aws.s3.create_bucket().bucket(&name);
        let region = aws.s3.config().region().map(|r| r.to_string());
        if let Some(r) = region.filter(|r| r != "us-east-1") {
            req = req.create_bucket_configuration(
                CreateBucketConfiguration::builder()
                    .location_constraint(BucketLocationConstraint::from(r.as_str()))
                    .build(),
            );
        }
        req.send()
            .await
            .map_err(|e| Failure::from(aws_error("S3 CreateBucket", e)))?;
        // The bucket exists from here on: a later failure still records it.
        configure(aws, &name, &json!({}), inputs)
            .await
            .map_err(|m| Failure::partial(m, &name, out.clone()))?;
        Ok((name.clone(), out.clone()))
    })
}

/// Bring versioning, website, public access block and tags from `olds` to `news`.
async fn configure(aws: &Aws, name: &str, olds: &Value, news: &Value) -> Result<(), String> {
    let site = &news["WebsiteConfiguration"];
    if *site != olds["WebsiteConfiguration"] {
        if site.is_null() {
            aws.s3
                .delete_bucket_website()
                .bucket(name)
                .send()
                .await
                .map_err(|e| aws_error("S3 DeleteBucketWebsite", e))?;
        } else {
            aws.s3
                .put_bucket_website()
                .bucket(name)
                .website_configuration(website(site)?)
                .send()
                .await
                .map_err(|e| aws_error("S3 PutBucketWebsite", e))?;
        }
    }
    let block = &news["PublicAccessBlockConfiguration"];
    if *block != olds["PublicAccessBlockConfiguration"] {
        if block.is_null() {
            aws.s3
                .delete_public_access_block()
                .bucket(name)
                .send()
                .await
                .map_err(|e| aws_error("S3 DeletePublicAccessBlock", e))?;
        } else {
            let on = |k: &str| block[k].as_bool().unwrap_or(false);
            aws.s3
                .put_public_access_block()
                .bucket(name)
                .public_access_block_configuration(
                    PublicAccessBlockConfiguration::builder()
                        .block_public_acls(on("BlockPublicAcls"))
                        .block_public_policy(on("BlockPublicPolicy"))
                        .ignore_public_acls(on("IgnorePublicAcls"))
                        .restrict_public_buckets(on("RestrictPublicBuckets"))
                        .build(),
                )
                .send()
                .await
                .map_err(|e| aws_error("S3 PutPublicAccessBlock", e))?;
        }
    }
    let versioning = news["VersioningConfiguration"]["Status"].as_str();
    if versioning != olds["VersioningConfiguration"]["Status"].as_str() {
        // A bucket's versioning can be suspended, never turned off again.
        let status = versioning.unwrap_or("Suspended");
        aws.s3
            .put_bucket_versioning()
            .bucket(name)
            .versioning_configuration(
                VersioningConfiguration::builder()
                    .status(BucketVersioningStatus::from(status))
                    .build(),
            )
            .send()
            .await
            .map_err(|e| aws_error("S3 PutBucketVersioning", e))?;
    }
    let (old_tags, new_tags) = (tags(&olds["Tags"]), tags(&news["Tags"]));
    if old_tags != new_tags {
        if new_tags.is_empty() {
            aws.s3
                .delete_bucket_tagging()
                .bucket(name)
                .send()
                .await
                .map_err(|e| aws_error("S3 DeleteBucketTagging", e))?;
        } else {
            let set = new_tags
                .iter()
                .map(|(k, v)| Tag::builder().key(k).value(v).build())
                .collect::<Result<Vec<_>, _>>()
                .map_err(|e| format!("Tags: {e}"))?;
            let tagging = Tagging::builder()
                .set_tag_set(Some(set))
                .build()
                .map_err(|e| format!("Tags: {e}"))?;
            aws.s3
                .put_bucket_tagging()
                .bucket(name)
                .tagging(tagging)
                .send()
                .await
                .map_err(|e| aws_error("S3 PutBucketTagging", e))?;
        }
    }
    Ok(())
}

pub(crate) fn read(aws: &Aws, id: &str, recorded: &Value) -> Result<Option<Read>, String> {
    if id.is_empty() {
        return Ok(None);
    }
    run(async {
        match aws.s3.head_bucket().bucket(id).send().await {
            Ok(_) => {}
            Err(e) if e.as_service_error().is_some_and(|se| se.is_not_found()) => return Ok(None),
            Err(e) if e.raw_response().is_some_and(|r| r.status().as_u16() == 404) => {
                return Ok(None);
            }
            Err(e) => return Err(aws_error("S3 HeadBucket", e)),
        }
        let mut inputs = json!({"BucketName": id});
        let status = match aws.s3.get_bucket_versioning().bucket(id).send().await {
            Ok(v) => v.status().map(|s| s.as_str().to_string()),
            // Some S3-compatible endpoints (moto 5) name the answer's root element otherwise;
            // its `Status` is still there.
            Err(e) if e.raw_response().is_some_and(|r| r.status().is_success()) => e
                .raw_response()
                .and_then(|r| r.body().bytes())
                .and_then(|b| element(&String::from_utf8_lossy(b), "Status")),
            Err(e) => return Err(aws_error("S3 GetBucketVersioning", e)),
        };
        if reported(recorded, "VersioningConfiguration", status.is_none()) {
            inputs["VersioningConfiguration"] = match status {
                Some(s) => json!({"Status": s}),
                None => json!({}),
            };
        }
        let site = read_website(aws, id).await?;
        if reported(recorded, "WebsiteConfiguration", site.is_none()) {
            inputs["WebsiteConfiguration"] = site.unwrap_or(Value::Null);
        }
        let block = read_public_access_block(aws, id).await?;
        if reported(recorded, "PublicAccessBlockConfiguration", block.is_none()) {
            // Left-out switches are recorded as false: compare them so.
            let recorded_block = &recorded["PublicAccessBlockConfiguration"];
            inputs["PublicAccessBlockConfiguration"] = match block {
                Some(b) if recorded_block.is_object() => {
                    let mut shown = json!({});
                    for k in BLOCKS {
                        if recorded_block.get(k).is_some() || b[k] == json!(true) {
                            shown[k] = b[k].clone();
                        }
                    }
                    shown
                }
                other => other.unwrap_or(Value::Null),
            };
        }
        match aws.s3.get_bucket_tagging().bucket(id).send().await {
            Ok(t) => {
                let pairs: Vec<(String, String)> = t
                    .tag_set()
                    .iter()
                    .map(|t| (t.key().to_string(), t.value().to_string()))
                    .collect();
                report_tags(&mut inputs, recorded, pairs);
            }
            Err(e) if e.code() == Some("NoSuchTagSet") => {
                report_tags(&mut inputs, recorded, Vec::new());
            }
            Err(e) => return Err(aws_error("S3 GetBucketTagging", e)),
        }
        Ok(Some(Read {
            id: id.to_string(),
            outputs: outputs(aws, id),
            inputs,
        }))
    })
}

/// A website configuration in the SDK's shape, from CloudFormation's.
fn website(site: &Value) -> Result<WebsiteConfiguration, String> {
    let bad = |e: aws_sdk_s3::error::BuildError| format!("WebsiteConfiguration: {e}");
    let mut config = WebsiteConfiguration::builder();
    let redirect = &site["RedirectAllRequestsTo"];
    if let Some(host) = redirect["HostName"].as_str() {
        let mut to = RedirectAllRequestsTo::builder().host_name(host);
        if let Some(p) = redirect["Protocol"].as_str() {
            to = to.protocol(Protocol::from(p));
        }
        config = config.redirect_all_requests_to(to.build().map_err(bad)?);
    }
    if let Some(index) = site["IndexDocument"].as_str() {
        config = config.index_document(
            IndexDocument::builder()
                .suffix(index)
                .build()
                .map_err(bad)?,
        );
    }
    if let Some(error) = site["ErrorDocument"].as_str() {
        config = config.error_document(ErrorDocument::builder().key(error).build().map_err(bad)?);
    }
    Ok(config.build())
}

/// What a bucket's website configuration is, in CloudFormation's shape; `None` when it has none.
async fn read_website(aws: &Aws, id: &str) -> Result<Option<Value>, String> {
    match aws.s3.get_bucket_website().bucket(id).send().await {
        Ok(w) => {
            let mut site = json!({});
            if let Some(to) = w.redirect_all_requests_to() {
                site["RedirectAllRequestsTo"] = json!({"HostName": to.host_name()});
                if let Some(p) = to.protocol() {
                    site["RedirectAllRequestsTo"]["Protocol"] = json!(p.as_str());
                }
            }
            if let Some(i) = w.index_document() {
                site["IndexDocument"] = json!(i.suffix());
            }
            if let Some(e) = w.error_document() {
                site["ErrorDocument"] = json!(e.key());
            }
            Ok(Some(site))
        }
        Err(e) if e.code() == Some("NoSuchWebsiteConfiguration") => Ok(None),
        Err(e) => Err(aws_error("S3 GetBucketWebsite", e)),
    }
}

/// A bucket's public access block, every switch named; `None` when it has none.
async fn read_public_access_block(aws: &Aws, id: &str) -> Result<Option<Value>, String> {
    match aws.s3.get_public_access_block().bucket(id).send().await {
        Ok(b) => Ok(b.public_access_block_configuration().map(|c| {
            json!({
                "BlockPublicAcls": c.block_public_acls().unwrap_or(false),
                "BlockPublicPolicy": c.block_public_policy().unwrap_or(false),
                "IgnorePublicAcls": c.ignore_public_acls().unwrap_or(false),
                "RestrictPublicBuckets": c.restrict_public_buckets().unwrap_or(false),
            })
        })),
        Err(e) if e.code() == Some("NoSuchPublicAccessBlockConfiguration") => Ok(None),
        Err(e) => Err(aws_error("S3 GetPublicAccessBlock", e)),
    }
}

/// The text of the first `<name>` element of `xml`.
fn element(xml: &str, name: &str) -> Option<String> {
    let start = xml.find(&format!("<{name}>"))? + name.len() + 2;
    let end = start + xml[start..].find(&format!("</{name}>"))?;
    Some(xml[start..end].to_string())
}

pub(crate) fn update(
    aws: &Aws,
    id: &str,
    olds: &Value,
    news: &Value,
    preview: bool,
) -> Result<Value, Failure> {
    let out = outputs(aws, id);
    if preview {
        return Ok(out);
    }
    run(configure(aws, id, olds, news)).map_err(Failure::from)?;
    Ok(out)
}

pub(crate) fn delete(aws: &Aws, id: &str, inputs: &Value) -> Result<(), String> {
    run(async {
        if inputs["forceDestroy"] == json!(true) {
            empty(aws, id).await?;
        }
        match aws.s3.delete_bucket().bucket(id).send().await {
            Ok(_) => Ok(()),
            Err(e) if e.code() == Some("NoSuchBucket") => Ok(()),
            Err(e) if e.code() == Some("BucketNotEmpty") => Err(format!(
                "{}: the bucket still holds objects or their versions, which AWS does not delete with it. Empty it, or set `forceDestroy: true` on it and run `strata up` before deleting it",
                aws_error("S3 DeleteBucket", e)
            )),
            Err(e) => Err(aws_error("S3 DeleteBucket", e)),
        }
    })
}

/// Delete every object version and delete marker in bucket `id` (every object, when it was
/// never versioned: each has the version `null`), a thousand at a time.
async fn empty(aws: &Aws, id: &str) -> Result<(), String> {
    use aws_sdk_s3::types::{Delete, ObjectIdentifier};
    let (mut key_marker, mut version_marker) = (None::<String>, None::<String>);
    loop {
        let page = match aws
            .s3
            .list_object_versions()
            .bucket(id)
            .set_key_marker(key_marker.clone())
            .set_version_id_marker(version_marker.clone())
            .send()
            .await
        {
            Ok(page) => page,
            Err(e) if e.code() == Some("NoSuchBucket") => return Ok(()),
            Err(e) => return Err(aws_error("S3 ListObjectVersions", e)),
        };
        let versions = page
            .versions()
            .iter()
            .map(|v| (v.key(), v.version_id()))
            .chain(
                page.delete_markers()
                    .iter()
                    .map(|m| (m.key(), m.version_id())),
            );
        let objects = versions
            .filter_map(|(key, version)| {
                ObjectIdentifier::builder()
                    .key(key?)
                    .set_version_id(version.map(str::to_string))
                    .build()
                    .ok()
            })
            .collect::<Vec<_>>();
        if !objects.is_empty() {
            let delete = Delete::builder()
                .set_objects(Some(objects))
                .quiet(true)
                .build()
                .map_err(|e| format!("AWS S3 DeleteObjects: {e}"))?;
            let done = aws
                .s3
                .delete_objects()
                .bucket(id)
                .delete(delete)
                .send()
                .await
                .map_err(|e| aws_error("S3 DeleteObjects", e))?;
            if let Some(failed) = done.errors().first() {
                return Err(format!(
                    "AWS S3 DeleteObjects: {} of bucket {id} (forceDestroy): {}: {}",
                    failed.key().unwrap_or_default(),
                    failed.code().unwrap_or("error"),
                    failed.message().unwrap_or_default()
                ));
            }
        }
        if page.is_truncated() != Some(true) {
            return Ok(());
        }
        key_marker = page.next_key_marker().map(str::to_string);
        version_marker = page.next_version_id_marker().map(str::to_string);
    }
}

pub(crate) fn object_schema() -> Value {
    json!({
        "description": "An object in an S3 bucket. CloudFormation has no such type: a template uploads objects outside it.",
        "inputs": {
            "Bucket": {"type": "string", "required": true, "replaces": true},
            "Key": {"type": "string", "required": true, "replaces": true},
            "Content": {"type": "string", "description": "The object's content, inline."},
            "Source": {"type": "string",
                "description": "Or a file to upload, in a directory granted to the provider (allow-dirs)."},
            "SourceSha256": {"type": "string",
                "description": "The SHA-256 of the Source file, computed by check when left out. When given (say, kept with ignore-changes to leave an uploaded object as it is), check does not read the file, and an upload refuses a file with another digest."},
            "ContentType": {"type": "string"},
            "CacheControl": {"type": "string"}
        },
        "outputs": {
            "ETag": {"type": "string"},
            "SourceSha256": {"type": "string"}
        }
    })
}

/// An object's id: `BUCKET/KEY`.
pub(crate) fn object_id(inputs: &Value) -> String {
    format!(
        "{}/{}",
        inputs["Bucket"].as_str().unwrap_or_default(),
        inputs["Key"].as_str().unwrap_or_default()
    )
}

/// A `Source` file's SHA-256, recorded as an input so that a changed file is an update.
fn source_sha256(path: &str) -> Result<String, String> {
    let bytes = std::fs::read(path).map_err(|e| {
        format!("cannot read {path}: {e} (is it inside a directory granted to the aws provider with allow-dirs?)")
    })?;
    Ok(sha256_hex(&bytes))
}

fn sha256_hex(bytes: &[u8]) -> String {
    use sha2::{Digest, Sha256};
    crate::hex(&Sha256::digest(bytes), 32)
}

pub(crate) fn check_object(mut news: Value) -> Result<Value, Vec<(String, String)>> {
    let mut problems = Vec::new();
    for k in ["Bucket", "Key"] {
        if news.get(k).is_none_or(Value::is_null) {
            problems.push((k.into(), "is required".into()));
        }
    }
    match (
        news.get("Content"),
        news.get("Source").and_then(Value::as_str),
    ) {
        (Some(_), Some(_)) => {
            problems.push(("Source".into(), "give Content or Source, not both".into()))
        }
        // Its content comes from another resource (a preview): checked once known.
        (None, None) if news.get("Source").is_some_and(strata_provider::is_unknown) => {}
        (None, None) => problems.push((
            "Content".into(),
            "give the object's Content, or a Source file".into(),
        )),
        // A digest given pins the content: the file need not be there until an upload.
        (None, Some(_)) if news["SourceSha256"].is_string() => {}
        (None, Some(path)) => match source_sha256(path) {
            Ok(sum) => news["SourceSha256"] = json!(sum),
            Err(e) => problems.push(("Source".into(), e)),
        },
        (Some(_), None) => {}
    }
    if problems.is_empty() {
        Ok(news)
    } else {
        Err(problems)
    }
}

pub(crate) fn put_object(
    aws: &Aws,
    inputs: &Value,
    preview: bool,
) -> Result<(String, Value), String> {
    let id = object_id(inputs);
    if preview {
        return Ok((
            String::new(),
            json!({"ETag": strata_provider::unknown(), "SourceSha256": inputs.get("SourceSha256")}),
        ));
    }
    let body = match (inputs["Content"].as_str(), inputs["Source"].as_str()) {
        (Some(c), _) => c.as_bytes().to_vec(),
        (None, Some(path)) => {
            let bytes = std::fs::read(path).map_err(|e| format!("cannot read {path}: {e}"))?;
            let sum = sha256_hex(&bytes);
            if let Some(pinned) = inputs["SourceSha256"].as_str().filter(|p| *p != sum) {
                return Err(format!(
                    "{path} is not the file to upload: its SHA-256 is {sum}, and SourceSha256 says {pinned}"
                ));
            }
            bytes
        }
        (None, None) => return Err("the object has no Content and no Source".into()),
    };
    let put = run(async {
        let mut req = aws
            .s3
            .put_object()
            .bucket(inputs["Bucket"].as_str().unwrap_or_default())
            .key(inputs["Key"].as_str().unwrap_or_default())
            .content_length(body.len() as i64)
            .body(aws_sdk_s3::primitives::ByteStream::from(body));
        if let Some(t) = inputs["ContentType"].as_str() {
            req = req.content_type(t);
        }
        if let Some(c) = inputs["CacheControl"].as_str() {
            req = req.cache_control(c);
        }
        req.send().await.map_err(|e| aws_error("S3 PutObject", e))
    })?;
    Ok((
        id,
        json!({"ETag": put.e_tag().unwrap_or_default(), "SourceSha256": inputs.get("SourceSha256")}),
    ))
}

/// Content read back to show what changed behind Strata's back, at most this much.
const READ_BACK: i64 = 16 << 20;

pub(crate) fn read_object(
    aws: &Aws,
    id: &str,
    recorded: &Value,
    outputs: &Value,
) -> Result<Option<Read>, String> {
    let Some((bucket, key)) = id.split_once('/') else {
        return Ok(None);
    };
    run(async {
        match aws.s3.head_object().bucket(bucket).key(key).send().await {
            Ok(h) => {
                let mut inputs = match recorded.as_object() {
                    Some(o) if !o.is_empty() => recorded.clone(),
                    _ => json!({"Bucket": bucket, "Key": key}),
                };
                // Another ETag than the one the upload got: the content changed behind
                // Strata's back. Read back, it is drift (Content, or the SourceSha256 of a
                // file), which the next `up` undoes.
                let etag = h.e_tag().unwrap_or_default();
                let was = outputs["ETag"].as_str().filter(|e| !e.is_empty());
                if was.is_some_and(|w| w != etag) {
                    let body = if h.content_length().unwrap_or(i64::MAX) <= READ_BACK {
                        let got = aws
                            .s3
                            .get_object()
                            .bucket(bucket)
                            .key(key)
                            .send()
                            .await
                            .map_err(|e| aws_error("S3 GetObject", e))?;
                        let bytes = got
                            .body
                            .collect()
                            .await
                            .map_err(|e| format!("AWS S3 GetObject: reading {id}: {e}"))?;
                        Some(bytes.into_bytes().to_vec())
                    } else {
                        None
                    };
                    let other = format!("(changed outside Strata: ETag {etag})");
                    if recorded.get("Content").is_some() {
                        inputs["Content"] = json!(
                            body.and_then(|b| String::from_utf8(b).ok())
                                .unwrap_or(other)
                        );
                    } else {
                        inputs["SourceSha256"] =
                            json!(body.map(|b| sha256_hex(&b)).unwrap_or(other));
                    }
                }
                for (k, v) in [
                    ("ContentType", h.content_type()),
                    ("CacheControl", h.cache_control()),
                ] {
                    if crate::reported(recorded, k, v.is_none()) {
                        inputs[k] = v.map_or(Value::Null, |v| json!(v));
                    }
                }
                Ok(Some(Read {
                    id: id.into(),
                    outputs: json!({"ETag": etag, "SourceSha256": inputs.get("SourceSha256")}),
                    inputs,
                }))
            }
            Err(e) if e.as_service_error().is_some_and(|se| se.is_not_found()) => Ok(None),
            Err(e) if e.raw_response().is_some_and(|r| r.status().as_u16() == 404) => Ok(None),
            Err(e) => Err(aws_error("S3 HeadObject", e)),
        }
    })
}

pub(crate) fn delete_object(aws: &Aws, id: &str) -> Result<(), String> {
    let Some((bucket, key)) = id.split_once('/') else {
        return Ok(());
    };
    run(async {
        aws.s3
            .delete_object()
            .bucket(bucket)
            .key(key)
            .send()
            .await
            .map(|_| ())
            .map_err(|e| aws_error("S3 DeleteObject", e))
    })
}
