//! A static website on S3 with atomic deploys.
//!
//! Every deploy uploads the whole site (`site/`) into a new bucket named after the build id
//! (`strata config set build ID`, say a commit), and only once every file is there does it
//! switch the live pointer to it: the origin of a CloudFront distribution, or, with
//! `strata config set pointer object` (an endpoint without CloudFront), a front bucket's
//! `live.json` and its website, which redirects every request to the live build's. A reader
//! that follows the pointer never sees a mix of two builds. The previous build's bucket is kept as it was uploaded, for rollback
//! (`strata config set build PREVIOUS` switches back to it without uploading anything); the one
//! before it is deleted. The program learns the builds it left from its own stack's outputs of
//! the last deploy (`live` and `kept`).

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};
use strata_sdk::{Options, Output, Program, Resource, Result, config, export, previous_output};

/// The site's files under `site/`, with their content types.
const ASSETS: &[(&str, &str)] = &[
    ("index.html", "text/html"),
    ("style.css", "text/css"),
    ("app.js", "text/javascript"),
];

/// What a deploy records of a build (the stack output `live`), for the next deploy.
#[derive(Clone, Serialize, Deserialize)]
struct Build {
    build: String,
    /// The keys it uploaded, with their content types.
    assets: Vec<(String, String)>,
}

struct StaticSite;

impl Program for StaticSite {
    fn run() -> Result<()> {
        let build = config::require("build")?;
        if build.is_empty()
            || build.len() > 32
            || !build
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        {
            return Err(format!(
                "build id `{build}` cannot name a bucket: use up to 32 lowercase letters, digits and `-` (strata config set build ID)"
            )
            .into());
        }
        // The builds the last deploy left: the live one and the one kept for rollback.
        let last: Vec<Build> = ["live", "kept"]
            .into_iter()
            .map(previous_output::<Build>)
            .collect::<Result<Vec<_>>>()?
            .into_iter()
            .flatten()
            .collect();
        // A build already uploaded (a rollback, or the same build again) is used as it was
        // uploaded: a build id names one content.
        let (live, uploaded) = match last.iter().find(|b| b.build == build) {
            Some(b) => {
                strata_sdk::log(&format!(
                    "build {build} is already uploaded: it goes live as it was (give a new build id to deploy changed files)"
                ));
                (b.clone(), true)
            }
            None => (
                Build {
                    build: build.clone(),
                    assets: ASSETS
                        .iter()
                        .map(|(k, t)| (k.to_string(), t.to_string()))
                        .collect(),
                },
                false,
            ),
        };
        // The build live before this deploy stays, for rollback; any other is deleted.
        let kept = last.first().filter(|b| b.build != build).cloned();
        if let Some(k) = &kept {
            site_bucket(k, true)?;
        }
        let (bucket, files) = site_bucket(&live, uploaded)?;

        // The switch, after every file of the new build is uploaded.
        let mut after = Options::default();
        for f in &files {
            after = after.depends_on(f);
        }
        let host = bucket
            .output::<String>("WebsiteURL")
            .apply(|url: String| url.trim_start_matches("http://").to_string());
        let name = bucket.output::<String>("BucketName");
        let url = match config::get("pointer").as_deref().unwrap_or("cloudfront") {
            // A CloudFront distribution whose origin is the live build's website.
            "cloudfront" => {
                let cdn = Resource::new(
                    "aws:cloudfront:Distribution",
                    "cdn",
                    &json!({"DistributionConfig": {
                        "Enabled": true,
                        "Comment": format!("{} {}", strata_sdk::project(), strata_sdk::stack()),
                        "DefaultRootObject": "index.html",
                        "Origins": [{"Id": "live", "DomainName": host,
                                     "CustomOriginConfig": {"OriginProtocolPolicy": "http-only"}}],
                        "DefaultCacheBehavior": {"TargetOriginId": "live",
                                                 "ViewerProtocolPolicy": "redirect-to-https"},
                    }}),
                    after,
                )?;
                strata_sdk::interpolate!("https://{}", cdn.output::<String>("DomainName"))
            }
            // Where there is no CloudFront: a front bucket whose website redirects to the live
            // build's, and `live.json` in it, naming the live build.
            "object" => {
                let front = Resource::new(
                    "aws:s3:Bucket",
                    "front",
                    &json!({"WebsiteConfiguration": {"RedirectAllRequestsTo": {"HostName": host}}}),
                    after.clone(),
                )?;
                let pointer = {
                    let live = live.clone();
                    name.apply(move |bucket: String| {
                        json!({"build": live.build, "bucket": bucket, "assets": live.assets})
                            .to_string()
                    })
                };
                Resource::new(
                    "aws:s3:Object",
                    "live.json",
                    &json!({
                        "Bucket": front.output::<String>("BucketName"),
                        "Key": "live.json",
                        "Content": pointer,
                        "ContentType": "application/json",
                        "CacheControl": "no-cache",
                    }),
                    after,
                )?;
                front.output::<String>("WebsiteURL")
            }
            other => {
                return Err(format!(
                    "pointer `{other}` is not `cloudfront` or `object` (strata config set pointer object)"
                )
                .into());
            }
        };

        export("live", &Output::known(live));
        export("kept", &Output::known(kept));
        export("bucket", &name);
        export("url", &url);
        Ok(())
    }
}

/// The bucket of `build`, public to read, with its files. An uploaded build's files are left as
/// they were uploaded: their recorded content, type and digest are kept whatever `site/`
/// holds now, and the files need not be there any more.
fn site_bucket(build: &Build, uploaded: bool) -> Result<(Resource, Vec<Resource>)> {
    let b = &build.build;
    let bucket = Resource::new(
        "aws:s3:Bucket",
        &format!("site-{b}"),
        &json!({"WebsiteConfiguration": {"IndexDocument": "index.html"}}),
        Options::default(),
    )?;
    let arn = bucket.output::<String>("Arn");
    Resource::new(
        "aws:s3:BucketPolicy",
        &format!("site-{b}-public"),
        &json!({
            "Bucket": bucket.output::<String>("BucketName"),
            "PolicyDocument": {"Version": "2012-10-17", "Statement": [{
                "Effect": "Allow", "Principal": "*", "Action": "s3:GetObject",
                "Resource": strata_sdk::interpolate!("{}/*", arn),
            }]},
        }),
        Options::default(),
    )?;
    let mut files = Vec::new();
    for (key, content_type) in &build.assets {
        let mut inputs = Map::new();
        inputs.insert(
            "Bucket".into(),
            serde_json::to_value(bucket.output::<String>("BucketName"))?,
        );
        inputs.insert("Key".into(), json!(key));
        inputs.insert("Source".into(), json!(format!("site/{key}")));
        inputs.insert("ContentType".into(), json!(content_type));
        // Each build has a bucket of its own: its files never change, so they may be cached
        // for good; the build id is in every URL.
        inputs.insert(
            "CacheControl".into(),
            Value::from("public, max-age=31536000, immutable"),
        );
        let options = if uploaded {
            Options::default().ignore_changes(&[
                "Source",
                "SourceSha256",
                "ContentType",
                "CacheControl",
            ])
        } else {
            Options::default()
        };
        files.push(Resource::new(
            "aws:s3:Object",
            &format!("{b}/{key}"),
            &inputs,
            options,
        )?);
    }
    Ok((bucket, files))
}

strata_sdk::export_program!(StaticSite);
