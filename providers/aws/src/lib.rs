//! The AWS provider: one sandboxed component that manages AWS resources through the AWS SDK for
//! Rust, over wasi:http (so the host's `allow-hosts` grants decide what it reaches).
//!
//! Types are named after CloudFormation's (`aws:s3:Bucket` is `AWS::S3::Bucket`), with its
//! property names and shapes, so that a program's graph maps onto a template one to one. Names
//! AWS requires to be unique are chosen in `check` when not given: the resource's name and a
//! suffix derived from the stack and the inputs, so the journal records it before the create,
//! `find` can look for it after an interruption, and a replacement (other inputs) gets a new one.
//!
//! Settings (`[providers.aws.config]`, overridden per stack by `strata config set aws:KEY`):
//! `region` (default `us-east-1`), `endpoint` (a local endpoint), `accessKeyId` and
//! `secretAccessKey` (set the secret with `--secret`), else `AWS_ACCESS_KEY_ID` and
//! `AWS_SECRET_ACCESS_KEY` if granted with `allow-env`.

#![allow(
    deprecated,
    reason = "wstd-aws 0.6.6 is deprecated for aws-smithy-wasm, not yet released"
)]

mod acm;
mod apigw;
mod cloudcontrol;
mod cloudfront;
mod cloudwatch;
mod dynamodb;
mod ec2;
mod ec2_rules;
mod ecr;
mod ecs;
mod elbv2;
mod events;
mod iam;
mod kms;
mod lambda;
mod logs;
mod native;
mod policy;
mod query;
mod rds;
mod route53;
mod s3;
mod secrets;
mod sfn;
mod sns;
mod sqs;
mod ssm;

use sha2::{Digest, Sha256};
use strata_provider::{Diff, Failure, Provider, Read, Value, export_provider, json};

strata_provider::manifest!(
    r#"{"name": "aws", "version": "0.1.0", "capabilities": {"allow-hosts": ["https://*.amazonaws.com"], "allow-env": ["AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "AWS_SESSION_TOKEN", "AWS_REGION"]}}"#
);

pub(crate) struct Aws {
    s3: aws_sdk_s3::Client,
    sqs: aws_sdk_sqs::Client,
    sns: aws_sdk_sns::Client,
    dynamodb: aws_sdk_dynamodb::Client,
    iam: aws_sdk_iam::Client,
    cloudfront: aws_sdk_cloudfront::Client,
    /// `project/stack`: part of every auto-name's suffix, so two stacks never pick one name.
    scope: String,
    /// For the services called through their query APIs (EC2): where, as whom.
    pub(crate) query: query::Target,
    /// Why no call can reach AWS (no credentials), if so: `schema`, `check` and `diff` still
    /// work, so `strata schema aws` and previews of new resources need none.
    unusable: Option<String>,
}

/// The first `n` bytes of `bytes` (a digest) in hex: a short name or token derived from it.
pub(crate) fn hex(bytes: &[u8], n: usize) -> String {
    bytes.iter().take(n).map(|b| format!("{b:02x}")).collect()
}

/// Run an SDK future to completion inside a provider call.
pub(crate) fn run<T>(f: impl std::future::Future<Output = T>) -> T {
    wstd::runtime::block_on(f)
}

/// Wait `d` inside a provider call (a timer is made inside the runtime, not before it).
pub(crate) fn sleep(d: std::time::Duration) {
    run(async move {
        wstd::task::sleep(d.into()).await;
    })
}

/// An AWS error as one line: the operation, AWS's error code and its message.
pub(crate) fn aws_error<E, R>(op: &str, e: aws_sdk_s3::error::SdkError<E, R>) -> String
where
    E: aws_sdk_s3::error::ProvideErrorMetadata + std::error::Error + Send + Sync + 'static,
    R: std::fmt::Debug + Send + Sync + 'static,
{
    match e.as_service_error() {
        Some(se) if se.code().is_some() => format!(
            "AWS {op}: {}: {}",
            se.code().unwrap_or("error"),
            se.message().unwrap_or("(no message)")
        ),
        _ => match &e {
            aws_sdk_s3::error::SdkError::DispatchFailure(_)
            | aws_sdk_s3::error::SdkError::TimeoutError(_) => unreachable(op, &root_cause(&e)),
            _ => format!("AWS {op}: {}", aws_sdk_s3::error::DisplayErrorContext(&e)),
        },
    }
}

/// Where calls go and what the provider instance is called, for [`unreachable`]: set once, when
/// the provider is configured (one instance per configuration).
static REACH: std::sync::OnceLock<(String, String)> = std::sync::OnceLock::new();

/// The error of a call that reached nothing: where it went and what to check, not the SDK's
/// debug dump.
pub(crate) fn unreachable(op: &str, cause: &str) -> String {
    let (target, name) = REACH
        .get()
        .map_or(("AWS", "aws"), |(t, n)| (t.as_str(), n.as_str()));
    format!(
        "AWS {op}: could not reach {target} ({cause}): check that it is up and that the address is right (`strata config get {name}:endpoint`, `{name}:region`), and that the provider is granted it (allow-hosts under [providers.{name}])"
    )
}

/// The innermost error of `e`'s chain: what actually failed (a refused connection, a DNS
/// failure, a timeout).
pub(crate) fn root_cause(e: &(dyn std::error::Error + 'static)) -> String {
    let mut at = e;
    while let Some(next) = at.source() {
        at = next;
    }
    at.to_string()
}

impl Aws {
    /// Whether calls can reach AWS: the error naming what is missing if not.
    fn usable(&self) -> Result<(), String> {
        match &self.unusable {
            Some(why) => Err(why.clone()),
            None => Ok(()),
        }
    }

    /// A name for a resource that did not give one: `NAME-SUFFIX`, the suffix derived from the
    /// stack, the name and the other inputs; at most `max` characters.
    pub(crate) fn auto_name(&self, name: &str, inputs: &Value, max: usize) -> String {
        let mut h = Sha256::new();
        h.update(self.scope.as_bytes());
        h.update(b"\0");
        h.update(name.as_bytes());
        h.update(b"\0");
        h.update(inputs.to_string().as_bytes());
        let suffix = hex(&h.finalize(), 4);
        let mut base: String = name
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() || c == '-' {
                    c
                } else {
                    '-'
                }
            })
            .collect();
        base.truncate(max.saturating_sub(suffix.len() + 1));
        format!("{base}-{suffix}")
    }
}

impl Aws {
    /// The schema of the types implemented by hand; `native` with those of `native.rs`, whose
    /// schemas come from the registry (parsing it costs tens of milliseconds: a diff of
    /// another type does without).
    fn hand_schema(&self, native: bool) -> Value {
        let mut schema = json!({"types": {
            "aws:s3:Bucket": s3::schema(),
            "aws:s3:BucketPolicy": policy::bucket_schema(),
            "aws:s3:Object": s3::object_schema(),
            "aws:sqs:Queue": sqs::schema(),
            "aws:sqs:QueuePolicy": policy::queue_schema(),
            "aws:sns:Topic": sns::topic_schema(),
            "aws:sns:Subscription": sns::subscription_schema(),
            "aws:dynamodb:Table": dynamodb::schema(),
            "aws:iam:Role": iam::role_schema(),
            "aws:iam:Policy": iam::policy_schema(),
            "aws:iam:ManagedPolicy": iam::managed_policy_schema(),
            "aws:cloudfront:Distribution": cloudfront::schema(),
        }, "config": {
            "region": {"type": "string", "default": "us-east-1", "description": "The AWS region"},
            "endpoint": {"type": "string", "description": "A local endpoint (moto, LocalStack) instead of AWS's"},
            "accessKeyId": {"type": "string", "description": "The access key id (else AWS_ACCESS_KEY_ID, if granted)"},
            "secretAccessKey": {"type": "string", "secret": true, "description": "The secret access key: set it with --secret (else AWS_SECRET_ACCESS_KEY, if granted)"},
        }});
        for (ty, s) in ec2::schemas() {
            schema["types"][ty] = s;
        }
        for n in native::all().filter(|_| native) {
            schema["types"][n.ty] = n.schema();
        }
        // Every check and diff is pure but those that read files: an object's check (its
        // `Source` file), and a type's own check that says so (a function's `Source`).
        for (ty, s) in schema["types"].as_object_mut().into_iter().flatten() {
            if ty != "aws:s3:Object" && s["pure"] != json!(false) {
                s["pure"] = json!(true);
            }
            s["served-by"] = json!("hand-verified");
        }
        // Each type's CloudFormation form, for `strata compile`: the inputs are named after
        // CloudFormation's properties, and each output is `Ref`, an attribute, or an input.
        for (ty, cfn, reference, attributes, omit) in CLOUDFORMATION {
            let attributes: serde_json::Map<String, Value> = attributes
                .iter()
                .map(|a| (a.to_string(), json!(a)))
                .collect();
            let defaults: Vec<&str> = CFN_DEFAULTS
                .iter()
                .filter(|(t, _)| t == ty)
                .map(|(_, k)| *k)
                .collect();
            schema["types"][*ty]["compile"]["cloudformation"] = json!({
                "type": cfn, "ref": reference, "attributes": attributes, "omit": omit,
                "defaults": defaults,
            });
        }
        schema
    }
}

fn setting<'a>(config: &'a Value, key: &str) -> Option<&'a str> {
    config
        .get(key)
        .and_then(Value::as_str)
        .filter(|s| !s.is_empty())
}

/// (type, CloudFormation type, the output `Ref` returns, outputs that are `Fn::GetAtt`
/// attributes of the same name, inputs that are Strata's own). `aws:s3:Object` has none.
/// Inputs whose default is not CloudFormation's are [`CFN_DEFAULTS`].
type CfnForm = (
    &'static str,
    &'static str,
    Option<&'static str>,
    &'static [&'static str],
    &'static [&'static str],
);
const CLOUDFORMATION: &[CfnForm] = &[
    (
        "aws:s3:Bucket",
        "AWS::S3::Bucket",
        Some("BucketName"),
        &["Arn", "DomainName", "RegionalDomainName", "WebsiteURL"],
        &["forceDestroy"],
    ),
    (
        "aws:s3:BucketPolicy",
        "AWS::S3::BucketPolicy",
        None,
        &[],
        &[],
    ),
    (
        "aws:sqs:Queue",
        "AWS::SQS::Queue",
        Some("QueueUrl"),
        &["Arn", "QueueName", "QueueUrl"],
        &[],
    ),
    (
        "aws:sqs:QueuePolicy",
        "AWS::SQS::QueuePolicy",
        None,
        &[],
        &[],
    ),
    (
        "aws:sns:Topic",
        "AWS::SNS::Topic",
        Some("TopicArn"),
        &["TopicArn", "TopicName"],
        &[],
    ),
    (
        "aws:sns:Subscription",
        "AWS::SNS::Subscription",
        Some("SubscriptionArn"),
        &[],
        &[],
    ),
    (
        "aws:dynamodb:Table",
        "AWS::DynamoDB::Table",
        Some("TableName"),
        &["Arn"],
        &[],
    ),
    (
        "aws:iam:Role",
        "AWS::IAM::Role",
        Some("RoleName"),
        &["Arn", "RoleId"],
        &["forceDetachPolicies"],
    ),
    ("aws:iam:Policy", "AWS::IAM::Policy", None, &[], &[]),
    (
        "aws:iam:ManagedPolicy",
        "AWS::IAM::ManagedPolicy",
        Some("PolicyArn"),
        &["PolicyArn"],
        &[],
    ),
    (
        "aws:cloudfront:Distribution",
        "AWS::CloudFront::Distribution",
        Some("Id"),
        &["DomainName", "Id"],
        &["CallerReference"],
    ),
    (
        "aws:ec2:VPC",
        "AWS::EC2::VPC",
        Some("VpcId"),
        &["CidrBlock", "VpcId"],
        &[],
    ),
    (
        "aws:ec2:Subnet",
        "AWS::EC2::Subnet",
        Some("SubnetId"),
        &["AvailabilityZone", "SubnetId"],
        &[],
    ),
    (
        "aws:ec2:InternetGateway",
        "AWS::EC2::InternetGateway",
        Some("InternetGatewayId"),
        &["InternetGatewayId"],
        &[],
    ),
    (
        "aws:ec2:VPCGatewayAttachment",
        "AWS::EC2::VPCGatewayAttachment",
        None,
        &[],
        &[],
    ),
    (
        "aws:ec2:RouteTable",
        "AWS::EC2::RouteTable",
        Some("RouteTableId"),
        &["RouteTableId"],
        &[],
    ),
    ("aws:ec2:Route", "AWS::EC2::Route", None, &[], &[]),
    (
        "aws:ec2:SubnetRouteTableAssociation",
        "AWS::EC2::SubnetRouteTableAssociation",
        Some("AssociationId"),
        &[],
        &[],
    ),
    (
        "aws:ec2:SecurityGroup",
        "AWS::EC2::SecurityGroup",
        Some("GroupId"),
        &["GroupId"],
        &[],
    ),
];

impl Provider for Aws {
    fn configure(config: &Value) -> Result<Self, String> {
        let env = |k: &str| std::env::var(k).ok().filter(|v| !v.is_empty());
        let region = setting(config, "region")
            .map(str::to_string)
            .or_else(|| env("AWS_REGION"))
            .unwrap_or_else(|| "us-east-1".into());
        let key = setting(config, "accessKeyId")
            .map(str::to_string)
            .or_else(|| env("AWS_ACCESS_KEY_ID"));
        let secret = setting(config, "secretAccessKey")
            .map(str::to_string)
            .or_else(|| env("AWS_SECRET_ACCESS_KEY"));
        let name = config["$grants"]["provider"].as_str().unwrap_or("aws");
        let unusable = match (&key, &secret) {
            (Some(_), Some(_)) => None,
            _ => Some(format!(
                "no AWS credentials: set them for the stack with `strata config set {name}:accessKeyId ID` and `strata config set --secret {name}:secretAccessKey SECRET`, or grant the variables with allow-env = [\"AWS_ACCESS_KEY_ID\", \"AWS_SECRET_ACCESS_KEY\"] under [providers.{name}]"
            )),
        };
        let (key, secret) = (key.unwrap_or_default(), secret.unwrap_or_default());
        let creds = aws_sdk_s3::config::Credentials::new(
            key,
            secret,
            env("AWS_SESSION_TOKEN"),
            None,
            "strata",
        );
        let endpoint = setting(config, "endpoint").map(str::to_string);
        let _ = REACH.set((
            match &endpoint {
                Some(e) => e.clone(),
                None => format!("AWS in {region}"),
            },
            name.to_string(),
        ));
        let query = query::Target {
            region: region.clone(),
            endpoint: endpoint.clone(),
            credentials: creds.clone(),
        };
        let shared = run(async {
            let mut loader = aws_config::defaults(aws_config::BehaviorVersion::latest())
                .region(aws_config::Region::new(region))
                .credentials_provider(creds)
                .sleep_impl(wstd_aws::sleep_impl())
                .http_client(wstd_aws::http_client());
            if let Some(e) = &endpoint {
                loader = loader.endpoint_url(e);
            }
            loader.load().await
        });
        // A local endpoint serves buckets by path, not by host name.
        let s3 = aws_sdk_s3::config::Builder::from(&shared)
            .force_path_style(endpoint.is_some())
            .build();
        let context = &config["$context"];
        Ok(Aws {
            s3: aws_sdk_s3::Client::from_conf(s3),
            sqs: aws_sdk_sqs::Client::new(&shared),
            sns: aws_sdk_sns::Client::new(&shared),
            dynamodb: aws_sdk_dynamodb::Client::new(&shared),
            iam: aws_sdk_iam::Client::new(&shared),
            cloudfront: aws_sdk_cloudfront::Client::new(&shared),
            // Another checkout's stack of the same project and name has another id: the names
            // chosen for the two never meet in one account.
            scope: match context["stack-id"].as_str() {
                Some(id) => format!(
                    "{}/{}/{id}",
                    context["project"].as_str().unwrap_or(""),
                    context["stack"].as_str().unwrap_or("")
                ),
                None => format!(
                    "{}/{}",
                    context["project"].as_str().unwrap_or(""),
                    context["stack"].as_str().unwrap_or("")
                ),
            },
            query,
            unusable,
        })
    }

    fn schema(&self) -> Value {
        let mut schema = self.hand_schema(true);
        // Every other type of the CloudFormation registry, through Cloud Control.
        let types = schema["types"].as_object_mut().expect("types is an object");
        for (token, t) in &strata_cloudcontrol::registry().types {
            if !types.contains_key(token) {
                types.insert(token.clone(), t.schema());
            }
        }
        schema
    }

    /// [`Aws::schema`] as text: the hand-verified types as values, the 1,800 others spliced in
    /// as the text made at build time (`strata_cloudcontrol::SCHEMA_TYPES`).
    fn schema_text(&self) -> String {
        let mut schema = self.hand_schema(true);
        let hand = std::mem::take(&mut schema["types"]).to_string();
        schema["types"] = json!("\u{0}");
        let text = schema.to_string();
        let spliced = format!(
            "{},{}}}",
            hand.strip_suffix('}').unwrap_or(&hand),
            strata_cloudcontrol::SCHEMA_TYPES
        );
        text.replacen("\"\\u0000\"", &spliced, 1)
    }

    fn check(
        &self,
        ty: &str,
        name: &str,
        olds: Option<&Value>,
        news: Value,
    ) -> Result<Value, Vec<(String, String)>> {
        if cloud_control(ty).is_some() {
            // The schema check (types, required, names) is all: Cloud Control's handler
            // validates the rest.
            return Ok(news);
        }
        if let Some(n) = native::of(ty) {
            return n.check(self, name, olds, news);
        }
        match ty {
            "aws:s3:Bucket" => s3::check(self, name, olds, news),
            "aws:s3:Object" => s3::check_object(news),
            "aws:s3:BucketPolicy" | "aws:sqs:QueuePolicy" => policy::check(ty, news),
            "aws:sqs:Queue" => sqs::check(self, name, olds, news),
            "aws:sns:Topic" => sns::check_topic(self, name, olds, news),
            "aws:sns:Subscription" => sns::check_subscription(news),
            "aws:dynamodb:Table" => dynamodb::check(self, name, olds, news),
            "aws:iam:Role" | "aws:iam:Policy" | "aws:iam:ManagedPolicy" => {
                iam::check(self, ty, name, olds, news)
            }
            "aws:cloudfront:Distribution" => cloudfront::check(self, name, olds, news),
            t if t.starts_with("aws:ec2:") => ec2::check(self, ty, name, olds, news),
            _ => Err(vec![(String::new(), unknown_type(ty))]),
        }
    }

    fn diff(
        &self,
        ty: &str,
        _id: &str,
        olds: &Value,
        _old_outputs: &Value,
        news: &Value,
    ) -> Result<Diff, String> {
        // What forces a replacement is what the schema says does.
        let replace_on: Vec<&str> = self.replacing(ty)?.into_iter().map(|(k, _)| k).collect();
        // A policy document that means what the recorded one does is no change.
        let mut news = policy::as_recorded(news.clone(), olds);
        if let Some(n) = native::of(ty) {
            news = n.as_recorded(news, olds);
        }
        let mut diff = Diff::of(olds, &news, &replace_on);
        // A replacement that keeps the name AWS knows it by cannot exist beside the old copy
        // (`EntityAlreadyExists`, `InvalidGroup.Duplicate`), or would be the old copy (a topic,
        // an object): the old one goes first. An auto-named one whose inputs replace it was
        // given a fresh name in `check`; one that keeps its name (a name the program fixes,
        // or `--replace` alone) comes here.
        // A registry type's identifier, where the program gives it (a function's name), is
        // such a name too.
        let registry = cloud_control(ty)
            .or_else(|| native::of(ty).and_then(|_| cloudcontrol::registry_type(ty)));
        let keys: Vec<&str> = match (IDENTITY.iter().find(|(t, _)| *t == ty), registry) {
            (Some((_, keys)), _) => keys.to_vec(),
            (None, Some(t)) => t.identifier.iter().map(String::as_str).collect(),
            (None, None) => Vec::new(),
        };
        // Said whatever the diff finds: a replacement the program or `--replace` forces
        // (which the engine adds to this diff) needs it as much.
        if !keys.is_empty() {
            diff.delete_before_replace = keys
                .iter()
                .all(|k| news.get(*k).is_some_and(|v| olds.get(*k) == Some(v)));
        }
        Ok(diff)
    }

    fn create(
        &self,
        ty: &str,
        name: &str,
        inputs: &Value,
        preview: bool,
    ) -> Result<(String, Value), Failure> {
        if !preview {
            self.usable()?;
        }
        if let Some(t) = cloud_control(ty) {
            return cloudcontrol::create(self, t, name, inputs, preview);
        }
        if let Some(n) = native::of(ty) {
            return n.create(self, inputs, preview);
        }
        match ty {
            "aws:s3:Bucket" => s3::create(self, inputs, preview),
            "aws:s3:BucketPolicy" => policy::put_bucket(self, inputs, preview).map_err(Into::into),
            "aws:s3:Object" => s3::put_object(self, inputs, preview).map_err(Into::into),
            "aws:sqs:Queue" => sqs::create(self, inputs, preview),
            "aws:sqs:QueuePolicy" => policy::put_queue(self, inputs, preview).map_err(Into::into),
            "aws:sns:Topic" => sns::create_topic(self, inputs, preview),
            "aws:sns:Subscription" => sns::subscribe(self, inputs, preview),
            "aws:dynamodb:Table" => dynamodb::create(self, inputs, preview),
            "aws:iam:Role" => iam::create_role(self, inputs, preview),
            "aws:iam:Policy" => {
                iam::put_policy(self, &json!({}), inputs, preview).map_err(Into::into)
            }
            "aws:iam:ManagedPolicy" => iam::create_managed(self, inputs, preview),
            "aws:cloudfront:Distribution" => cloudfront::create(self, inputs, preview),
            t if t.starts_with("aws:ec2:") => ec2::create(self, ty, name, inputs, preview),
            _ => Err(unknown_type(ty).into()),
        }
    }

    fn find(
        &self,
        ty: &str,
        name: &str,
        inputs: &Value,
    ) -> Result<Option<(String, Value)>, String> {
        self.usable()?;
        if let Some(t) = cloud_control(ty) {
            return Ok(cloudcontrol::find(self, t, inputs)?.map(|r| (r.id, r.outputs)));
        }
        if let Some(n) = native::of(ty) {
            return Ok(n.find(self, inputs)?.map(|r| (r.id, r.outputs)));
        }
        // The name was chosen in `check` and journaled with the create: look it up.
        let found = match ty {
            "aws:s3:Bucket" => s3::read(self, inputs["BucketName"].as_str().unwrap_or(""), inputs)?,
            "aws:sqs:Queue" => sqs::find(self, inputs)?,
            // Their ids follow from their inputs: what a create made is read where it would be.
            "aws:s3:BucketPolicy" => {
                policy::read_bucket(self, inputs["Bucket"].as_str().unwrap_or(""))?
            }
            "aws:s3:Object" => s3::read_object(self, &s3::object_id(inputs), inputs, &json!({}))?,
            "aws:sqs:QueuePolicy" => policy::read_queue(self, &policy::queue_id(inputs))?,
            "aws:sns:Topic" => sns::find_topic(self, inputs)?,
            "aws:dynamodb:Table" => {
                dynamodb::read(self, inputs["TableName"].as_str().unwrap_or(""), inputs)?
            }
            "aws:iam:Role" => {
                iam::read_role(self, inputs["RoleName"].as_str().unwrap_or(""), inputs)?
            }
            "aws:iam:Policy" => iam::read_policy(self, &iam::policy_id(inputs))?,
            // ARNs AWS chooses are not found again by their inputs.
            "aws:sns:Subscription" | "aws:iam:ManagedPolicy" => None,
            "aws:cloudfront:Distribution" => cloudfront::find(self, inputs)?,
            t if t.starts_with("aws:ec2:") => ec2::find(self, ty, name, inputs)?,
            _ => return Err(unknown_type(ty)),
        };
        Ok(found.map(|r| (r.id, r.outputs)))
    }

    fn read(
        &self,
        ty: &str,
        id: &str,
        inputs: &Value,
        outputs: &Value,
    ) -> Result<Option<Read>, String> {
        self.usable()?;
        if let Some(t) = cloud_control(ty) {
            return cloudcontrol::read(self, t, id, inputs);
        }
        let read = match ty {
            t if native::of(t).is_some() => native::of(t).expect("native").read(self, id, inputs),
            "aws:s3:Bucket" => s3::read(self, id, inputs),
            "aws:s3:BucketPolicy" => policy::read_bucket(self, id),
            "aws:s3:Object" => s3::read_object(self, id, inputs, outputs),
            "aws:sqs:Queue" => sqs::read(self, id, inputs),
            "aws:sqs:QueuePolicy" => policy::read_queue(self, id),
            "aws:sns:Topic" => sns::read_topic(self, id, inputs),
            "aws:sns:Subscription" => sns::read_subscription(self, id, inputs),
            "aws:dynamodb:Table" => dynamodb::read(self, id, inputs),
            "aws:iam:Role" => iam::read_role(self, id, inputs),
            "aws:iam:Policy" => iam::read_policy(self, id),
            "aws:iam:ManagedPolicy" => iam::read_managed(self, id, inputs),
            "aws:cloudfront:Distribution" => cloudfront::read(self, id, inputs),
            t if t.starts_with("aws:ec2:") => ec2::read(self, ty, id, inputs),
            _ => Err(unknown_type(ty)),
        }?;
        // A policy document AWS rewrote into a form of its own is no drift; Strata's own
        // inputs are what was recorded (AWS has no such thing to read).
        Ok(read.map(|r| {
            let mut read = policy::as_recorded(r.inputs, inputs);
            for (t, k) in OWN_INPUTS {
                if *t == ty
                    && let Some(v) = inputs.get(*k)
                {
                    read[*k] = v.clone();
                }
            }
            Read { inputs: read, ..r }
        }))
    }

    fn update(
        &self,
        ty: &str,
        id: &str,
        olds: &Value,
        old_outputs: &Value,
        news: &Value,
        preview: bool,
    ) -> Result<Value, Failure> {
        if !preview {
            self.usable()?;
        }
        if let Some(t) = cloud_control(ty) {
            return cloudcontrol::update(self, t, id, olds, old_outputs, news, preview);
        }
        let outputs = match ty {
            t if native::of(t).is_some() => {
                native::of(t)
                    .expect("native")
                    .update(self, id, olds, old_outputs, news, preview)
            }
            "aws:s3:Bucket" => s3::update(self, id, olds, news, preview),
            "aws:s3:BucketPolicy" => policy::put_bucket(self, news, preview)
                .map(|(_, o)| o)
                .map_err(Into::into),
            "aws:s3:Object" => s3::put_object(self, news, preview)
                .map(|(_, o)| o)
                .map_err(Into::into),
            "aws:sqs:Queue" => sqs::update(self, id, news, preview),
            "aws:sqs:QueuePolicy" => policy::put_queue(self, news, preview)
                .map(|(_, o)| o)
                .map_err(Into::into),
            "aws:sns:Topic" => sns::update_topic(self, id, olds, news, preview),
            "aws:sns:Subscription" => sns::update_subscription(self, id, olds, news, preview),
            "aws:dynamodb:Table" => dynamodb::update(self, id, olds, news, preview),
            "aws:iam:Role" => iam::update_role(self, id, olds, old_outputs, news, preview),
            "aws:iam:Policy" => iam::put_policy(self, olds, news, preview)
                .map(|(_, o)| o)
                .map_err(Into::into),
            "aws:iam:ManagedPolicy" => iam::update_managed(self, id, olds, news, preview),
            "aws:cloudfront:Distribution" => {
                cloudfront::update(self, id, olds, old_outputs, news, preview)
            }
            t if t.starts_with("aws:ec2:") => {
                ec2::update(self, ty, id, olds, old_outputs, news, preview)
            }
            _ => Err(unknown_type(ty).into()),
        }?;
        if !preview {
            return Ok(outputs);
        }
        // An update in place keeps the resource's names and ARNs: predicted as they are, so
        // that what reads them previews as unchanged (and a saved plan holds).
        let mut predicted = outputs;
        for (k, v) in old_outputs.as_object().into_iter().flatten() {
            if !UPDATED_OUTPUTS.contains(&(ty, k.as_str())) {
                predicted[k.as_str()] = v.clone();
            }
        }
        Ok(predicted)
    }

    fn delete(&self, ty: &str, id: &str, inputs: &Value, _outputs: &Value) -> Result<(), String> {
        self.usable()?;
        if let Some(t) = cloud_control(ty) {
            return cloudcontrol::delete(self, t, id);
        }
        if let Some(n) = native::of(ty) {
            return n.delete(self, id, inputs);
        }
        match ty {
            "aws:s3:Bucket" => s3::delete(self, id, inputs),
            "aws:s3:BucketPolicy" => policy::delete_bucket(self, id),
            "aws:s3:Object" => s3::delete_object(self, id),
            "aws:sqs:Queue" => sqs::delete(self, id),
            "aws:sqs:QueuePolicy" => policy::delete_queue(self, id),
            "aws:sns:Topic" => sns::delete_topic(self, id),
            "aws:sns:Subscription" => sns::unsubscribe(self, id),
            "aws:dynamodb:Table" => dynamodb::delete(self, id),
            "aws:iam:Role" => iam::delete_role(self, id, inputs),
            "aws:iam:Policy" => iam::delete_policy(self, id),
            "aws:iam:ManagedPolicy" => iam::delete_managed(self, id, inputs),
            "aws:cloudfront:Distribution" => cloudfront::delete(self, id),
            t if t.starts_with("aws:ec2:") => ec2::delete(self, ty, id, inputs),
            _ => Err(unknown_type(ty)),
        }
    }
}

/// Inputs whose default under `up` is not CloudFormation's: a template writes it out.
const CFN_DEFAULTS: &[(&str, &str)] = &[("aws:dynamodb:Table", "BillingMode")];

/// Inputs that are Strata's own, not AWS's: what to do on a delete.
const OWN_INPUTS: &[(&str, &str)] = &[
    ("aws:s3:Bucket", "forceDestroy"),
    ("aws:iam:Role", "forceDetachPolicies"),
];

/// The outputs an update in place can change (an object's content).
const UPDATED_OUTPUTS: &[(&str, &str)] = &[
    ("aws:s3:Object", "ETag"),
    ("aws:s3:Object", "VersionId"),
    ("aws:s3:Object", "SourceSha256"),
];

/// The inputs that name a resource where it lives, unique there: a replacement that keeps them
/// deletes the old copy first.
const IDENTITY: &[(&str, &[&str])] = &[
    ("aws:s3:Bucket", &["BucketName"]),
    ("aws:s3:BucketPolicy", &["Bucket"]),
    ("aws:s3:Object", &["Bucket", "Key"]),
    ("aws:sqs:Queue", &["QueueName"]),
    ("aws:sqs:QueuePolicy", &["Queues"]),
    ("aws:sns:Topic", &["TopicName"]),
    ("aws:dynamodb:Table", &["TableName"]),
    ("aws:iam:Role", &["RoleName"]),
    ("aws:iam:Policy", &["PolicyName"]),
    ("aws:iam:ManagedPolicy", &["ManagedPolicyName"]),
    ("aws:cloudfront:Distribution", &["CallerReference"]),
    ("aws:ec2:SecurityGroup", &["GroupName", "VpcId"]),
    // A subnet has one route table, and a VPC one internet gateway.
    ("aws:ec2:SubnetRouteTableAssociation", &["SubnetId"]),
    ("aws:ec2:VPCGatewayAttachment", &["VpcId"]),
];

impl Aws {
    /// The inputs of `ty` whose change replaces the resource, each with its default.
    fn replacing(&self, ty: &str) -> Result<Vec<(&'static str, Option<&'static Value>)>, String> {
        if let Some(t) = cloud_control(ty) {
            return Ok(t.replacing().into_iter().map(|k| (k, None)).collect());
        }
        if let Some(n) = native::of(ty) {
            return Ok(n.replacing());
        }
        static SCHEMA: std::sync::OnceLock<Value> = std::sync::OnceLock::new();
        let schema = SCHEMA.get_or_init(|| self.hand_schema(false));
        Ok(
            schema["types"].get(ty).ok_or_else(|| unknown_type(ty))?["inputs"]
                .as_object()
                .into_iter()
                .flatten()
                .filter(|(_, p)| p["replaces"] == json!(true))
                .map(|(k, p)| (k.as_str(), p.get("default")))
                .collect(),
        )
    }

    /// The name `key` of a resource whose program does not give one: the recorded name while
    /// the resource stays (AWS renames nothing in place), else `fresh()`, so that a
    /// replacement is created under a new name beside the old copy (Pulumi's auto-naming).
    pub(crate) fn auto_named(
        &self,
        ty: &str,
        key: &str,
        olds: Option<&Value>,
        news: &mut Value,
        fresh: impl FnOnce(&Value) -> String,
    ) {
        if news.get(key).is_some() {
            return;
        }
        let replacing = self.replacing(ty).unwrap_or_default();
        let kept = olds.filter(|o| {
            replacing.iter().all(|(k, default)| {
                *k == key || o.get(*k).or(*default) == news.get(*k).or(*default)
            })
        });
        news[key] = match kept.and_then(|o| o.get(key)) {
            Some(name) => name.clone(),
            None => json!(fresh(news)),
        };
    }
}

/// The registry type that serves `ty` through Cloud Control: every registry type the provider
/// does not implement by hand.
fn cloud_control(ty: &str) -> Option<&'static strata_cloudcontrol::RegistryType> {
    if strata_cloudcontrol::HAND_VERIFIED.contains(&ty) {
        return None;
    }
    cloudcontrol::registry_type(ty)
}

fn unknown_type(ty: &str) -> String {
    format!("the aws provider has no resource type `{ty}` (`strata schema aws` lists them)")
}

/// The account the credentials are of (STS `GetCallerIdentity`), asked once: a part of ARNs
/// AWS does not say (an API's `ExecuteApiArn`).
pub(crate) fn account(aws: &Aws) -> Result<String, String> {
    static ACCOUNT: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    if let Some(a) = ACCOUNT.get() {
        return Ok(a.clone());
    }
    let xml = query::call(&aws.query, "sts", "2011-06-15", "GetCallerIdentity", &[])?;
    let account = query::element(&xml, "Account")
        .ok_or("AWS STS GetCallerIdentity: no Account in the answer")?;
    Ok(ACCOUNT.get_or_init(|| account).clone())
}

/// Whether a read reports input `key`: one the recorded inputs have, or, when there are none
/// (an import), one whose value is not AWS's default. So a refresh of a program that leaves a
/// property to its default finds no drift there.
pub(crate) fn reported(recorded: &Value, key: &str, is_default: bool) -> bool {
    match recorded.as_object() {
        Some(o) if !o.is_empty() => o.contains_key(key),
        _ => !is_default,
    }
}

/// CloudFormation's tag list, `[{"Key", "Value"}]`, as pairs.
pub(crate) fn tags(v: &Value) -> Vec<(String, String)> {
    v.as_array()
        .into_iter()
        .flatten()
        .filter_map(|t| {
            Some((
                t["Key"].as_str()?.to_string(),
                t["Value"].as_str()?.to_string(),
            ))
        })
        .collect()
}

/// What a change of `Tags` from `olds` to `news` asks of AWS: the keys to remove, and the tags
/// to set (none when nothing but removals changed).
pub(crate) struct TagChange {
    pub(crate) stale: Vec<String>,
    pub(crate) set: Vec<(String, String)>,
}

pub(crate) fn tag_change(olds: &Value, news: &Value) -> TagChange {
    let (old, new) = (tags(&olds["Tags"]), tags(&news["Tags"]));
    let stale = old
        .iter()
        .filter(|(k, _)| !new.iter().any(|(n, _)| n == k))
        .map(|(k, _)| k.clone())
        .collect();
    let set = if !new.is_empty() && old != new {
        new
    } else {
        Vec::new()
    };
    TagChange { stale, set }
}

/// Report `pairs`, a resource's tags as read, in its inputs as CloudFormation's list (in the
/// recorded order, new keys after them by key), when a read reports `Tags` (see [`reported`]).
pub(crate) fn report_tags(inputs: &mut Value, recorded: &Value, mut pairs: Vec<(String, String)>) {
    if !reported(recorded, "Tags", pairs.is_empty()) {
        return;
    }
    // In the recorded order (AWS keeps none), new keys after: an order is not drift.
    let recorded_keys: Vec<&str> = recorded["Tags"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|t| t["Key"].as_str())
        .collect();
    let at = |k: &str| {
        recorded_keys
            .iter()
            .position(|r| *r == k)
            .unwrap_or(usize::MAX)
    };
    pairs.sort_by(|(a, _), (b, _)| at(a).cmp(&at(b)).then_with(|| a.cmp(b)));
    inputs["Tags"] = Value::Array(
        pairs
            .into_iter()
            .map(|(k, v)| json!({"Key": k, "Value": v}))
            .collect(),
    );
}

export_provider!(Aws);
