//! `aws:cloudfront:Distribution` (`AWS::CloudFront::Distribution`, id: the distribution's id):
//! origins, the default cache behavior, a default root object, aliases, price class, enabled,
//! and tags. A change is an UpdateDistribution of the whole configuration (with the ETag just
//! read); a delete disables the distribution first and waits until it is deployed so.

use crate::{Aws, aws_error, report_tags, run, tags};
use aws_sdk_cloudfront::error::ProvideErrorMetadata;
use aws_sdk_cloudfront::types::{
    Aliases, CustomOriginConfig, DefaultCacheBehavior, DistributionConfig,
    DistributionConfigWithTags, Origin, OriginProtocolPolicy, Origins, PriceClass, S3OriginConfig,
    Tag, TagKeys, Tags, ViewerProtocolPolicy,
};
use strata_provider::{Failure, Read, Value, json};

/// CloudFront's managed cache policy `CachingOptimized`: the default cache behavior's policy
/// when none is given.
const CACHING_OPTIMIZED: &str = "658327ea-f89d-4fab-a63d-7e88639e58f6";

pub(crate) fn schema() -> Value {
    json!({
        "description": "A CloudFront distribution (AWS::CloudFront::Distribution).",
        "inputs": {
            "DistributionConfig": {"type": "object", "required": true,
                "description": "{\"Enabled\": true, \"Comment\"?, \"DefaultRootObject\"?, \"Aliases\"?: [NAME], \"PriceClass\"?, \"Origins\": [{\"Id\", \"DomainName\", \"OriginPath\"?, \"CustomOriginConfig\"?: {\"OriginProtocolPolicy\": \"http-only\" | \"https-only\" | \"match-viewer\", \"HTTPPort\"?, \"HTTPSPort\"?} | \"S3OriginConfig\"?: {\"OriginAccessIdentity\"?}}], \"DefaultCacheBehavior\": {\"TargetOriginId\", \"ViewerProtocolPolicy\": \"allow-all\" | \"redirect-to-https\" | \"https-only\", \"CachePolicyId\"? (default CachingOptimized), \"Compress\"?}}"},
            "CallerReference": {"type": "string", "replaces": true,
                "description": "Strata's: what identifies the distribution's creation, chosen in check from the resource's name (CloudFormation chooses its own). An interrupted create is found by it."},
            "Tags": {"type": "array", "description": "[{\"Key\": K, \"Value\": V}]"}
        },
        "outputs": {
            "Id": {"type": "string"},
            "DomainName": {"type": "string"},
            "Arn": {"type": "string"}
        },
        "id": "Id"
    })
}

pub(crate) fn check(
    aws: &Aws,
    name: &str,
    olds: Option<&Value>,
    mut news: Value,
) -> Result<Value, Vec<(String, String)>> {
    aws.auto_named(
        "aws:cloudfront:Distribution",
        "CallerReference",
        olds,
        &mut news,
        |n| aws.auto_name(name, n, 128),
    );
    let mut problems = Vec::new();
    let config = &news["DistributionConfig"];
    // Unknown until what it reads exists (a preview): checked when it is known.
    if strata_provider::is_unknown(config) {
        return Ok(news);
    }
    if !config.is_object() {
        problems.push(("DistributionConfig".into(), "is required".into()));
        return Err(problems);
    }
    if !config["Enabled"].is_boolean() && !strata_provider::is_unknown(&config["Enabled"]) {
        problems.push((
            "DistributionConfig.Enabled".into(),
            "is required: true or false".into(),
        ));
    }
    let origins = config["Origins"].as_array().cloned().unwrap_or_default();
    if origins.is_empty() {
        problems.push((
            "DistributionConfig.Origins".into(),
            "is required: at least one origin".into(),
        ));
    }
    for (i, o) in origins.iter().enumerate() {
        for k in ["Id", "DomainName"] {
            if o[k].as_str().is_none_or(str::is_empty) && !strata_provider::is_unknown(&o[k]) {
                problems.push((
                    format!("DistributionConfig.Origins[{i}].{k}"),
                    "is required".into(),
                ));
            }
        }
    }
    let behavior = &config["DefaultCacheBehavior"];
    match behavior["TargetOriginId"].as_str() {
        None if strata_provider::is_unknown(&behavior["TargetOriginId"]) => {}
        None => problems.push((
            "DistributionConfig.DefaultCacheBehavior.TargetOriginId".into(),
            "is required".into(),
        )),
        Some(target)
            if !origins.is_empty()
                && !origins
                    .iter()
                    .any(|o| o["Id"] == target || strata_provider::is_unknown(&o["Id"])) =>
        {
            problems.push((
                "DistributionConfig.DefaultCacheBehavior.TargetOriginId".into(),
                format!("`{target}` is not the Id of an origin"),
            ))
        }
        Some(_) => {}
    }
    if let Some(p) = behavior.get("ViewerProtocolPolicy")
        && !strata_provider::is_unknown(p)
        && !matches!(
            p.as_str(),
            Some("allow-all" | "redirect-to-https" | "https-only")
        )
    {
        problems.push((
            "DistributionConfig.DefaultCacheBehavior.ViewerProtocolPolicy".into(),
            format!("{p} is not allow-all, redirect-to-https or https-only"),
        ));
    }
    if problems.is_empty() {
        Ok(news)
    } else {
        Err(problems)
    }
}

/// The SDK's configuration from CloudFormation's shape.
fn config(inputs: &Value) -> Result<DistributionConfig, String> {
    let bad = |what: &str| {
        let what = what.to_string();
        move |e: aws_sdk_cloudfront::error::BuildError| format!("DistributionConfig.{what}: {e}")
    };
    let c = &inputs["DistributionConfig"];
    let mut origins = Vec::new();
    for o in c["Origins"].as_array().into_iter().flatten() {
        let mut origin = Origin::builder()
            .id(o["Id"].as_str().unwrap_or_default())
            .domain_name(o["DomainName"].as_str().unwrap_or_default())
            .origin_path(o["OriginPath"].as_str().unwrap_or_default());
        let custom = &o["CustomOriginConfig"];
        if custom.is_object() {
            origin = origin.custom_origin_config(
                CustomOriginConfig::builder()
                    .http_port(custom["HTTPPort"].as_i64().unwrap_or(80) as i32)
                    .https_port(custom["HTTPSPort"].as_i64().unwrap_or(443) as i32)
                    .origin_protocol_policy(OriginProtocolPolicy::from(
                        custom["OriginProtocolPolicy"]
                            .as_str()
                            .unwrap_or("http-only"),
                    ))
                    .build()
                    .map_err(bad("Origins.CustomOriginConfig"))?,
            );
        } else {
            origin = origin.s3_origin_config(
                S3OriginConfig::builder()
                    .origin_access_identity(
                        o["S3OriginConfig"]["OriginAccessIdentity"]
                            .as_str()
                            .unwrap_or_default(),
                    )
                    .build(),
            );
        }
        origins.push(origin.build().map_err(bad("Origins"))?);
    }
    let b = &c["DefaultCacheBehavior"];
    let behavior = DefaultCacheBehavior::builder()
        .target_origin_id(b["TargetOriginId"].as_str().unwrap_or_default())
        .viewer_protocol_policy(ViewerProtocolPolicy::from(
            b["ViewerProtocolPolicy"].as_str().unwrap_or("allow-all"),
        ))
        .cache_policy_id(b["CachePolicyId"].as_str().unwrap_or(CACHING_OPTIMIZED))
        .compress(b["Compress"].as_bool().unwrap_or(true))
        .build()
        .map_err(bad("DefaultCacheBehavior"))?;
    let aliases: Vec<String> = c["Aliases"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|a| a.as_str().map(String::from))
        .collect();
    let mut config = DistributionConfig::builder()
        .caller_reference(inputs["CallerReference"].as_str().unwrap_or_default())
        .comment(c["Comment"].as_str().unwrap_or_default())
        .enabled(c["Enabled"].as_bool().unwrap_or(true))
        .default_root_object(c["DefaultRootObject"].as_str().unwrap_or_default())
        .origins(
            Origins::builder()
                .quantity(origins.len() as i32)
                .set_items(Some(origins))
                .build()
                .map_err(bad("Origins"))?,
        )
        .default_cache_behavior(behavior)
        .aliases(
            Aliases::builder()
                .quantity(aliases.len() as i32)
                .set_items((!aliases.is_empty()).then_some(aliases))
                .build()
                .map_err(bad("Aliases"))?,
        );
    if let Some(p) = c["PriceClass"].as_str() {
        config = config.price_class(PriceClass::from(p));
    }
    config.build().map_err(bad(""))
}

/// What CloudFront has, in CloudFormation's shape.
fn shape(c: &DistributionConfig) -> Value {
    let origins: Vec<Value> = c
        .origins()
        .map(|o| o.items())
        .unwrap_or_default()
        .iter()
        .map(|o| {
            let mut v = json!({"Id": o.id(), "DomainName": o.domain_name()});
            if let Some(p) = o.origin_path().filter(|p| !p.is_empty()) {
                v["OriginPath"] = json!(p);
            }
            if let Some(custom) = o.custom_origin_config() {
                v["CustomOriginConfig"] = json!({
                    "OriginProtocolPolicy": custom.origin_protocol_policy().as_str(),
                    "HTTPPort": custom.http_port(),
                    "HTTPSPort": custom.https_port(),
                });
            }
            if let Some(s3) = o.s3_origin_config() {
                v["S3OriginConfig"] = json!({"OriginAccessIdentity": s3.origin_access_identity()});
            }
            v
        })
        .collect();
    let mut v = json!({
        "Enabled": c.enabled(),
        "Comment": c.comment(),
        "Origins": origins,
    });
    if let Some(b) = c.default_cache_behavior() {
        v["DefaultCacheBehavior"] = json!({
            "TargetOriginId": b.target_origin_id(),
            "ViewerProtocolPolicy": b.viewer_protocol_policy().as_str(),
            "CachePolicyId": b.cache_policy_id(),
            "Compress": b.compress(),
        });
    }
    if let Some(r) = c.default_root_object().filter(|r| !r.is_empty()) {
        v["DefaultRootObject"] = json!(r);
    }
    let aliases = c.aliases().map(|a| a.items()).unwrap_or_default();
    if !aliases.is_empty() {
        v["Aliases"] = json!(aliases);
    }
    if let Some(p) = c.price_class() {
        v["PriceClass"] = json!(p.as_str());
    }
    v
}

/// `actual` cut to the shape of `recorded`: an object keeps the keys `recorded` has, lists
/// are cut element by element; where nothing was recorded, all of `actual`. So a read
/// compares what the program gave, not CloudFront's defaults for what it left out.
fn cut_to(actual: &Value, recorded: &Value) -> Value {
    match (actual, recorded) {
        (Value::Object(a), Value::Object(r)) if !r.is_empty() => Value::Object(
            r.iter()
                .map(|(k, rv)| (k.clone(), cut_to(a.get(k).unwrap_or(&Value::Null), rv)))
                .collect(),
        ),
        (Value::Array(a), Value::Array(r)) => Value::Array(
            a.iter()
                .enumerate()
                .map(|(i, av)| cut_to(av, r.get(i).unwrap_or(&Value::Null)))
                .collect(),
        ),
        _ => actual.clone(),
    }
}

pub(crate) fn create(aws: &Aws, inputs: &Value, preview: bool) -> Result<(String, Value), Failure> {
    if preview {
        let u = strata_provider::unknown();
        return Ok((String::new(), json!({"Id": u, "DomainName": u, "Arn": u})));
    }
    let config = config(inputs)?;
    let pairs = tags(&inputs["Tags"]);
    let made = run(async {
        if pairs.is_empty() {
            let d = aws
                .cloudfront
                .create_distribution()
                .distribution_config(config)
                .send()
                .await
                .map_err(|e| aws_error("CloudFront CreateDistribution", e))?;
            Ok::<_, String>(d.distribution().cloned())
        } else {
            let d = aws
                .cloudfront
                .create_distribution_with_tags()
                .distribution_config_with_tags(
                    DistributionConfigWithTags::builder()
                        .distribution_config(config)
                        .tags(cloudfront_tags(&pairs)?)
                        .build(),
                )
                .send()
                .await
                .map_err(|e| aws_error("CloudFront CreateDistributionWithTags", e))?;
            Ok(d.distribution().cloned())
        }
    })?;
    let d = made.ok_or("AWS CloudFront CreateDistribution: no distribution in the answer")?;
    Ok((
        d.id().to_string(),
        json!({"Id": d.id(), "DomainName": d.domain_name(), "Arn": d.arn()}),
    ))
}

fn cloudfront_tags(pairs: &[(String, String)]) -> Result<Tags, String> {
    let items = pairs
        .iter()
        .map(|(k, v)| Tag::builder().key(k).value(v).build())
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| format!("Tags: {e}"))?;
    Ok(Tags::builder().set_items(Some(items)).build())
}

/// The distribution's configuration and its ETag; `None` when it is gone.
async fn current(aws: &Aws, id: &str) -> Result<Option<(DistributionConfig, String)>, String> {
    match aws.cloudfront.get_distribution_config().id(id).send().await {
        Ok(c) => Ok(c
            .distribution_config()
            .cloned()
            .map(|d| (d, c.e_tag().unwrap_or_default().to_string()))),
        Err(e) if e.code() == Some("NoSuchDistribution") => Ok(None),
        Err(e) => Err(aws_error("CloudFront GetDistributionConfig", e)),
    }
}

pub(crate) fn read(aws: &Aws, id: &str, recorded: &Value) -> Result<Option<Read>, String> {
    if id.is_empty() {
        return Ok(None);
    }
    run(async {
        let Some((config, _)) = current(aws, id).await? else {
            return Ok(None);
        };
        let d = aws
            .cloudfront
            .get_distribution()
            .id(id)
            .send()
            .await
            .map_err(|e| aws_error("CloudFront GetDistribution", e))?;
        let (domain, arn) = d
            .distribution()
            .map(|d| (d.domain_name().to_string(), d.arn().to_string()))
            .unwrap_or_default();
        let mut inputs = json!({
            "DistributionConfig": cut_to(&shape(&config), &recorded["DistributionConfig"]),
            "CallerReference": config.caller_reference(),
        });
        let listed = aws
            .cloudfront
            .list_tags_for_resource()
            .resource(&arn)
            .send()
            .await
            .map_err(|e| aws_error("CloudFront ListTagsForResource", e))?;
        let pairs = listed
            .tags()
            .map(|t| t.items())
            .unwrap_or_default()
            .iter()
            .map(|t| {
                (
                    t.key().to_string(),
                    t.value().unwrap_or_default().to_string(),
                )
            })
            .collect();
        report_tags(&mut inputs, recorded, pairs);
        Ok(Some(Read {
            id: id.into(),
            outputs: json!({"Id": id, "DomainName": domain, "Arn": arn}),
            inputs,
        }))
    })
}

/// The distribution created with `inputs`' CallerReference, if one was.
pub(crate) fn find(aws: &Aws, inputs: &Value) -> Result<Option<Read>, String> {
    let Some(reference) = inputs["CallerReference"].as_str() else {
        return Ok(None);
    };
    let ids: Vec<String> = run(async {
        let mut ids = Vec::new();
        let mut marker: Option<String> = None;
        loop {
            let page = aws
                .cloudfront
                .list_distributions()
                .set_marker(marker.clone())
                .send()
                .await
                .map_err(|e| aws_error("CloudFront ListDistributions", e))?;
            let list = page.distribution_list();
            ids.extend(
                list.map(|l| l.items())
                    .unwrap_or_default()
                    .iter()
                    .map(|d| d.id().to_string()),
            );
            marker = list.and_then(|l| l.next_marker()).map(String::from);
            if marker.is_none() {
                return Ok::<_, String>(ids);
            }
        }
    })?;
    for id in ids {
        let matches = run(async { current(aws, &id).await })?
            .is_some_and(|(c, _)| c.caller_reference() == reference);
        if matches {
            return read(aws, &id, inputs);
        }
    }
    Ok(None)
}

pub(crate) fn update(
    aws: &Aws,
    id: &str,
    olds: &Value,
    old_outputs: &Value,
    news: &Value,
    preview: bool,
) -> Result<Value, Failure> {
    if preview {
        return Ok(old_outputs.clone());
    }
    let wanted = config(news)?;
    run(async {
        if olds["DistributionConfig"] != news["DistributionConfig"] {
            let (_, etag) = current(aws, id)
                .await?
                .ok_or_else(|| format!("the distribution {id} is gone"))?;
            aws.cloudfront
                .update_distribution()
                .id(id)
                .if_match(etag)
                .distribution_config(wanted)
                .send()
                .await
                .map_err(|e| aws_error("CloudFront UpdateDistribution", e))?;
        }
        let change = crate::tag_change(olds, news);
        let arn = old_outputs["Arn"].as_str().unwrap_or_default();
        if !change.stale.is_empty() {
            aws.cloudfront
                .untag_resource()
                .resource(arn)
                .tag_keys(TagKeys::builder().set_items(Some(change.stale)).build())
                .send()
                .await
                .map_err(|e| aws_error("CloudFront UntagResource", e))?;
        }
        if !change.set.is_empty() {
            aws.cloudfront
                .tag_resource()
                .resource(arn)
                .tags(cloudfront_tags(&change.set)?)
                .send()
                .await
                .map_err(|e| aws_error("CloudFront TagResource", e))?;
        }
        Ok::<_, String>(())
    })?;
    Ok(old_outputs.clone())
}

/// Disable the distribution, wait until CloudFront has deployed that, then delete it.
pub(crate) fn delete(aws: &Aws, id: &str) -> Result<(), String> {
    run(async {
        let Some((config, etag)) = current(aws, id).await? else {
            return Ok(());
        };
        let mut etag = etag;
        if config.enabled() {
            let mut off = config.clone();
            off.enabled = false;
            let done = aws
                .cloudfront
                .update_distribution()
                .id(id)
                .if_match(etag)
                .distribution_config(off)
                .send()
                .await
                .map_err(|e| aws_error("CloudFront UpdateDistribution (disable)", e))?;
            etag = done.e_tag().unwrap_or_default().to_string();
        }
        loop {
            let d = aws
                .cloudfront
                .get_distribution()
                .id(id)
                .send()
                .await
                .map_err(|e| aws_error("CloudFront GetDistribution", e))?;
            if d.distribution().is_some_and(|d| d.status() == "Deployed") {
                etag = d.e_tag().map_or(etag, String::from);
                break;
            }
            wstd::task::sleep(std::time::Duration::from_secs(10).into()).await;
        }
        match aws
            .cloudfront
            .delete_distribution()
            .id(id)
            .if_match(etag)
            .send()
            .await
        {
            Ok(_) => Ok(()),
            Err(e) if e.code() == Some("NoSuchDistribution") => Ok(()),
            Err(e) => Err(aws_error("CloudFront DeleteDistribution", e)),
        }
    })
}
