//! The policies teams ask for first, as a Strata policy pack: no public S3 buckets, required
//! tags, no security group open to the world except on 80 and 443, encryption at rest, and
//! stateful resources protected in production stacks; a remediation that turns versioning on
//! for buckets in production stacks; and a stack policy that reports security groups nothing
//! uses. The same pack is in `../typescript` and `../python`.

use strata_pack::{
    Context, Enforcement::*, Fix, Pack, Resource, Value, Violation, export_pack, json,
};

// Its name and version, for `strata plugin install` and `plugin = "acme-policies@0.1.0"`.
strata_pack::manifest!(r#"{"name": "acme-policies", "version": "0.1.0"}"#);

/// Types whose loss loses data: protected in production.
const STATEFUL: &[&str] = &[
    "aws:s3:Bucket",
    "aws:dynamodb:Table",
    "aws:rds:DBInstance",
    "aws:rds:DBCluster",
    "aws:efs:FileSystem",
    "aws:kms:Key",
    "aws:secretsmanager:Secret",
];

/// A setting that is a list of strings (the JSON Schema of one).
fn strings() -> Value {
    json!({"type": "array", "items": {"type": "string"}})
}

fn pack() -> Pack {
    Pack::new("acme-policies")
        .resource(
            "no-public-buckets",
            "S3 buckets never allow public access: no public ACL, and every public access block on",
            Mandatory,
            no_public_buckets,
        )
        .resource(
            "required-tags",
            "Taggable resources carry the tags the team needs (config: `tags`, default [\"team\"]; `types`, default every aws type that has Tags)",
            Advisory,
            required_tags,
        )
        .config_schema(json!({"properties": {"tags": strings(), "types": strings()}}))
        .resource(
            "no-open-security-groups",
            "No security group admits 0.0.0.0/0 or ::/0 on a port other than 80 and 443",
            Mandatory,
            no_open_security_groups,
        )
        .resource(
            "encryption-at-rest",
            "Tables, buckets, databases and queues do not turn encryption at rest off",
            Mandatory,
            encryption_at_rest,
        )
        .resource(
            "protect-stateful-in-production",
            "In a production stack (config: `stacks`, default [\"prod\", \"production\"]), stateful resources are protected",
            Mandatory,
            protect_stateful,
        )
        .config_schema(json!({"properties": {"stacks": strings()}}))
        .remediation(
            "versioned-buckets-in-production",
            "In a production stack (config: `stacks`, default [\"prod\", \"production\"]), S3 buckets keep every version of their objects: versioning is turned on",
            versioned_buckets,
        )
        .config_schema(json!({"properties": {"stacks": strings()}}))
        .stack(
            "unused-security-groups",
            "Every security group in the stack is used by some resource of it",
            Advisory,
            unused_security_groups,
        )
}

fn no_public_buckets(_: &Context, r: &Resource) -> Vec<Violation> {
    let mut out = Vec::new();
    if r.ty != "aws:s3:Bucket" {
        return out;
    }
    if let Some(acl) = r.input("AccessControl").and_then(Value::as_str)
        && matches!(
            acl,
            "PublicRead" | "PublicReadWrite" | "public-read" | "public-read-write"
        )
    {
        out.push(
            Violation::new(format!(
                "bucket `{}` has the public ACL {acl}: leave AccessControl out (private)",
                r.name
            ))
            .at("AccessControl"),
        );
    }
    for flag in [
        "BlockPublicAcls",
        "BlockPublicPolicy",
        "IgnorePublicAcls",
        "RestrictPublicBuckets",
    ] {
        let path = format!("PublicAccessBlockConfiguration.{flag}");
        if r.input(&path) == Some(&Value::Bool(false)) {
            out.push(
                Violation::new(format!(
                    "bucket `{}` turns {flag} off, so it can be made public: set it to true (or leave PublicAccessBlockConfiguration out: AWS blocks public access by default)",
                    r.name
                ))
                .at(path),
            );
        }
    }
    out
}

fn required_tags(ctx: &Context, r: &Resource) -> Vec<Violation> {
    let types = ctx.strings("types", &[]);
    let applies = if types.is_empty() {
        r.ty.starts_with("aws:")
            && (r.input("Tags").is_some()
                || r.input("tags").is_some()
                || STATEFUL.contains(&r.ty.as_str()))
    } else {
        types.iter().any(|t| t == &r.ty || t == "*")
    };
    if !applies {
        return vec![];
    }
    let tags = r.tags();
    ctx.strings("tags", &["team"])
        .into_iter()
        .filter(|t| !tags.contains_key(t))
        .map(|t| {
            Violation::new(format!(
                "{} `{}` has no `{t}` tag: add it to its Tags",
                r.ty, r.name
            ))
            .at(format!("Tags.{t}"))
        })
        .collect()
}

/// Whether a rule from `from` to `to` stays within the ports allowed to the world.
fn web_only(from: Option<i64>, to: Option<i64>) -> bool {
    match (from, to) {
        (Some(f), Some(t)) => f == t && (f == 80 || f == 443),
        _ => false,
    }
}

fn no_open_security_groups(_: &Context, r: &Resource) -> Vec<Violation> {
    let rules: Vec<(String, &Value)> = match r.ty.as_str() {
        "aws:ec2:SecurityGroup" => {
            match r.input("SecurityGroupIngress").and_then(Value::as_array) {
                Some(list) => list
                    .iter()
                    .enumerate()
                    .map(|(i, v)| (format!("SecurityGroupIngress[{i}]"), v))
                    .collect(),
                None => vec![],
            }
        }
        "aws:ec2:SecurityGroupIngress" => vec![(String::new(), r.inputs())],
        _ => vec![],
    };
    let mut out = Vec::new();
    for (path, rule) in rules {
        let world = ["CidrIp", "CidrIpv6"].into_iter().find(|k| {
            matches!(
                rule.get(*k).and_then(Value::as_str),
                Some("0.0.0.0/0" | "::/0")
            )
        });
        let Some(key) = world else { continue };
        let protocol = rule
            .get("IpProtocol")
            .and_then(Value::as_str)
            .unwrap_or("tcp");
        let from = rule.get("FromPort").and_then(Value::as_i64);
        let to = rule.get("ToPort").and_then(Value::as_i64);
        if protocol == "-1" || !web_only(from, to) {
            let ports = match (protocol, from, to) {
                ("-1", _, _) => "every port".to_string(),
                (_, Some(f), Some(t)) if f == t => format!("port {f}"),
                (_, Some(f), Some(t)) => format!("ports {f}-{t}"),
                _ => "every port".to_string(),
            };
            let at = if path.is_empty() {
                key.to_string()
            } else {
                format!("{path}.{key}")
            };
            out.push(
                Violation::new(format!(
                    "{} `{}` admits the whole internet ({}) on {ports}: only 80 and 443 may be open to the world; narrow the CIDR",
                    r.ty,
                    r.name,
                    rule.get(key).and_then(Value::as_str).unwrap_or_default()
                ))
                .at(at),
            );
        }
    }
    out
}

fn encryption_at_rest(_: &Context, r: &Resource) -> Vec<Violation> {
    let off = |path: &str| r.input(path) == Some(&Value::Bool(false));
    let (path, what) = match r.ty.as_str() {
        "aws:dynamodb:Table" if off("SSESpecification.SSEEnabled") => (
            "SSESpecification.SSEEnabled",
            "set it to true, or leave SSESpecification out",
        ),
        "aws:rds:DBInstance" | "aws:rds:DBCluster" if off("StorageEncrypted") => {
            ("StorageEncrypted", "set it to true")
        }
        "aws:sqs:Queue" if off("SqsManagedSseEnabled") && r.input("KmsMasterKeyId").is_none() => (
            "SqsManagedSseEnabled",
            "set it to true, or give a KmsMasterKeyId",
        ),
        "aws:s3:Bucket"
            if r.input("BucketEncryption.ServerSideEncryptionConfiguration")
                .and_then(Value::as_array)
                .is_some_and(|l| l.is_empty()) =>
        {
            (
                "BucketEncryption",
                "give it a rule, or leave BucketEncryption out (AWS encrypts with SSE-S3)",
            )
        }
        _ => return vec![],
    };
    vec![
        Violation::new(format!(
            "{} `{}` turns encryption at rest off: {what}",
            r.ty, r.name
        ))
        .at(path),
    ]
}

fn protect_stateful(ctx: &Context, r: &Resource) -> Vec<Violation> {
    let production = ctx.strings("stacks", &["prod", "production"]);
    if !production.contains(&ctx.stack) || !STATEFUL.contains(&r.ty.as_str()) || r.protect {
        return vec![];
    }
    vec![Violation::new(format!(
        "{} `{}` holds data and stack `{}` is production: protect it (`protect: true`), so that no change of the program deletes it",
        r.ty, r.name, ctx.stack
    ))]
}

fn versioned_buckets(ctx: &Context, r: &Resource) -> Option<Fix> {
    let production = ctx.strings("stacks", &["prod", "production"]);
    if !production.contains(&ctx.stack)
        || r.ty != "aws:s3:Bucket"
        || r.input("VersioningConfiguration.Status") == Some(&json!("Enabled"))
    {
        return None;
    }
    Some(
        Fix::new(format!(
            "bucket `{}` keeps every version of its objects in production stack `{}`",
            r.name, ctx.stack
        ))
        .set("VersioningConfiguration", json!({"Status": "Enabled"})),
    )
}

fn unused_security_groups(_: &Context, resources: &[Resource]) -> Vec<Violation> {
    resources
        .iter()
        .filter(|g| g.ty == "aws:ec2:SecurityGroup")
        .filter(|g| !resources.iter().any(|r| r.dependencies.contains(&g.urn)))
        .map(|g| {
            Violation::new(format!(
                "security group `{}` is used by no resource of the stack: remove it, or attach it",
                g.name
            ))
            .of(g)
        })
        .collect()
}

export_pack!(pack);
