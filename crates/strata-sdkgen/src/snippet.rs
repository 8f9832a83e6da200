//! `strata import`'s snippet: the declaration of one adopted resource in the program's
//! language, for the person to paste, secrets left out. Each language's function is named in
//! the language table ([`crate::languages`]).

use strata_model::Value;

/// The resource `strata import` adopted: its type, its name in the program, whether it is
/// protected, and the inputs its provider read.
#[derive(Clone, Copy, Debug)]
pub struct Adopted<'a> {
    pub ty: &'a str,
    pub name: &'a str,
    pub protect: bool,
    pub inputs: &'a Value,
}

/// What every language's snippet is made of: the variable it is kept in, the inputs with
/// secrets shown as `[secret]`, and whether any were.
struct Parts<'a> {
    var: String,
    shown: Value,
    secret: bool,
    adopted: &'a Adopted<'a>,
}

impl<'a> Parts<'a> {
    fn of(adopted: &'a Adopted<'a>) -> Parts<'a> {
        let var: String = adopted
            .name
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() {
                    c.to_ascii_lowercase()
                } else {
                    '_'
                }
            })
            .collect();
        let var = if var.starts_with(|c: char| c.is_ascii_digit()) || var.is_empty() {
            format!("r_{var}")
        } else {
            var
        };
        let shown = strata_model::value::redact(adopted.inputs);
        let secret = shown != *adopted.inputs;
        Parts {
            var,
            shown,
            secret,
            adopted,
        }
    }

    /// The inputs as pretty JSON, each line after the first indented by `indent`.
    fn pretty(&self, indent: &str) -> String {
        serde_json::to_string_pretty(&self.shown)
            .unwrap_or_default()
            .replace('\n', &format!("\n{indent}"))
    }

    /// The protect option in the language's words.
    fn protect(&self, option: &'static str) -> &'static str {
        if self.adopted.protect { option } else { "" }
    }

    /// The line that says where secrets come from, when they were left out.
    fn note(&self, comment: &str, what: &str, from: &str) -> String {
        if self.secret {
            format!("\n{comment} {what} shown as \"[secret]\" are secrets: take them from {from}.")
        } else {
            String::new()
        }
    }
}

/// Rust, on the program SDK (`strata_sdk::Resource`).
pub fn rust(adopted: &Adopted) -> String {
    let p = Parts::of(adopted);
    let (var, ty, name) = (&p.var, adopted.ty, adopted.name);
    format!(
        "let {var} = strata_sdk::Resource::new(\n    \"{ty}\",\n    \"{name}\",\n    &strata_sdk::serde_json::json!({}),\n    strata_sdk::Options::default(){},\n)?;{}",
        p.pretty("    "),
        p.protect(".protect(true)"),
        p.note("//", "Inputs", "`strata_sdk::config::output`")
    )
}

/// TypeScript and JavaScript, on the JavaScript SDK (`Resource` of `@strata/sdk`).
pub fn javascript(adopted: &Adopted) -> String {
    let p = Parts::of(adopted);
    let (var, ty, name) = (&p.var, adopted.ty, adopted.name);
    format!(
        "const {var} = new Resource({ty:?}, {name:?}, {}{});{}",
        p.pretty(""),
        p.protect(", { protect: true }"),
        p.note("//", "Inputs", "`config.requireSecret`")
    )
}

/// Python, on the Python SDK (`strata_sdk.Resource`).
pub fn python(adopted: &Adopted) -> String {
    let p = Parts::of(adopted);
    let (var, ty, name) = (&p.var, adopted.ty, adopted.name);
    format!(
        "{var} = Resource({ty:?}, {name:?}, {}{}){}",
        python_literal(&p.shown, ""),
        p.protect(", protect=True"),
        p.note("#", "Inputs", "the stack's secret configuration")
    )
}

/// How CloudFormation spells the services of the AWS provider's types (`dynamodb` is
/// `DynamoDB`); a service not listed is capitalized.
const SERVICES: &[&str] = &[
    "ApiGateway",
    "ApiGatewayV2",
    "ApplicationAutoScaling",
    "AutoScaling",
    "CertificateManager",
    "CloudFront",
    "CloudWatch",
    "DynamoDB",
    "EC2",
    "ECR",
    "ECS",
    "EFS",
    "ElastiCache",
    "ElasticLoadBalancingV2",
    "Events",
    "IAM",
    "KMS",
    "Lambda",
    "Logs",
    "RDS",
    "Route53",
    "S3",
    "SecretsManager",
    "SNS",
    "SQS",
    "SSM",
    "StepFunctions",
];

/// The CloudFormation type of an AWS provider's type (`aws:s3:Bucket` is `AWS::S3::Bucket`),
/// if it is one.
pub fn cloudformation_type(ty: &str) -> Option<String> {
    let mut it = ty.split(':');
    let (Some("aws"), Some(service), Some(kind), None) =
        (it.next(), it.next(), it.next(), it.next())
    else {
        return None;
    };
    let spelt = SERVICES
        .iter()
        .find(|s| s.eq_ignore_ascii_case(service))
        .map(|s| s.to_string())
        .unwrap_or_else(|| {
            let mut c = service.chars();
            c.next()
                .map(|f| f.to_ascii_uppercase().to_string() + c.as_str())
                .unwrap_or_default()
        });
    Some(format!("AWS::{spelt}::{kind}"))
}

/// A CloudFormation template's resource entry (its logical id: the name's letters and digits).
pub fn cloudformation(adopted: &Adopted) -> String {
    let p = Parts::of(adopted);
    let id: String = adopted
        .name
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .collect();
    let ty = cloudformation_type(adopted.ty).unwrap_or_else(|| adopted.ty.to_string());
    format!(
        "Resources:\n  {id}:\n    Type: {ty}{}\n    Properties: {}{}",
        p.protect("\n    DeletionPolicy: Retain\n    UpdateReplacePolicy: Retain"),
        serde_json::to_string(&p.shown).unwrap_or_default(),
        p.note("#", "Properties", "a NoEcho parameter")
    )
}

/// A `Strata.yaml` resource entry.
pub fn yaml(adopted: &Adopted) -> String {
    let p = Parts::of(adopted);
    let (ty, name) = (adopted.ty, adopted.name);
    format!(
        "resources:\n  {name}:\n    type: {ty}\n    properties: {}{}{}",
        serde_json::to_string(&p.shown).unwrap_or_default(),
        p.protect("\n    options: {protect: true}"),
        p.note("#", "Properties", "a `secret: true` config entry")
    )
}

/// `v` as a Python literal (`True`, `None`, dicts and lists), indented after its first line.
pub fn python_literal(v: &Value, indent: &str) -> String {
    let inner = format!("{indent}    ");
    match v {
        Value::Null => "None".into(),
        Value::Bool(true) => "True".into(),
        Value::Bool(false) => "False".into(),
        Value::Number(n) => n.to_string(),
        Value::String(s) => Value::String(s.clone()).to_string(),
        Value::Array(items) if items.is_empty() => "[]".into(),
        Value::Array(items) => format!(
            "[\n{}\n{indent}]",
            items
                .iter()
                .map(|x| format!("{inner}{},", python_literal(x, &inner)))
                .collect::<Vec<_>>()
                .join("\n")
        ),
        Value::Object(map) if map.is_empty() => "{}".into(),
        Value::Object(map) => format!(
            "{{\n{}\n{indent}}}",
            map.iter()
                .map(|(k, x)| format!(
                    "{inner}{}: {},",
                    Value::String(k.clone()),
                    python_literal(x, &inner)
                ))
                .collect::<Vec<_>>()
                .join("\n")
        ),
    }
}
