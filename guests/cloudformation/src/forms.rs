//! What a template's parameters and resources are in Strata, and what has no Strata form (each
//! refused by name, with the reason and what to do).

use crate::tree::{Kind, Node, Pos};
use crate::{Res, meant, secret};
use serde_json::{Map, Value, json};
use strata_sdk::{Options, Output, marker};

/// The parameter types CloudFormation has (besides the `List<…>` and SSM forms of them).
const PARAMETER_TYPES: &[&str] = &[
    "String",
    "Number",
    "List<Number>",
    "CommaDelimitedList",
    "AWS::EC2::AvailabilityZone::Name",
    "AWS::EC2::Image::Id",
    "AWS::EC2::Instance::Id",
    "AWS::EC2::KeyPair::KeyName",
    "AWS::EC2::SecurityGroup::GroupName",
    "AWS::EC2::SecurityGroup::Id",
    "AWS::EC2::Subnet::Id",
    "AWS::EC2::Volume::Id",
    "AWS::EC2::VPC::Id",
    "AWS::Route53::HostedZone::Id",
];

const PARAMETER_KEYS: &[&str] = &[
    "Type",
    "Default",
    "Description",
    "NoEcho",
    "AllowedValues",
    "AllowedPattern",
    "MinLength",
    "MaxLength",
    "MinValue",
    "MaxValue",
    "ConstraintDescription",
];

/// A parameter's value: the stack's configuration value `given` (else its `Default`), checked
/// as CloudFormation checks it, as a string, a number, or a list, secret when `NoEcho`.
pub(crate) fn parameter(
    name: &str,
    at: Pos,
    decl: &Node,
    given: Option<&Output<String>>,
) -> Res<Value> {
    let what = format!("parameter `{name}`");
    let mut ty = None;
    for (k, v) in decl.map(&what)? {
        let key = k.str().unwrap_or_default();
        if !PARAMETER_KEYS.contains(&key) {
            return Err(format!(
                "{}: {what}: `{key}` is not a key of a parameter{}",
                k.pos,
                meant(PARAMETER_KEYS.iter().copied(), key)
            ));
        }
        if key == "Type" {
            ty = v.str();
        }
    }
    let ty = ty.ok_or_else(|| format!("{at}: {what} has no `Type`"))?;
    let no_echo = match decl.get("NoEcho") {
        None => false,
        Some(n) => match (&n.kind, n.str().map(str::to_ascii_lowercase).as_deref()) {
            (Kind::Bool(b), _) => *b,
            (_, Some("true")) => true,
            (_, Some("false")) => false,
            _ => return Err(format!("{}: {what}: NoEcho is true or false", n.pos)),
        },
    };
    let (ssm, inner) = match ty
        .strip_prefix("AWS::SSM::Parameter::Value<")
        .and_then(|t| t.strip_suffix('>'))
    {
        Some(inner) => (true, inner),
        None if ty == "AWS::SSM::Parameter::Name" => (false, "String"),
        None => (false, ty),
    };
    let (list, element) = match inner
        .strip_prefix("List<")
        .and_then(|t| t.strip_suffix('>'))
    {
        Some(e) => (true, e),
        None if inner == "CommaDelimitedList" => (true, "String"),
        None => (false, inner),
    };
    let listable = element == "Number"
        || element.starts_with("AWS::EC2::")
        || element.starts_with("AWS::Route53::");
    if (list && inner != "CommaDelimitedList" && !listable)
        || (!PARAMETER_TYPES.contains(&element) && !PARAMETER_TYPES.contains(&inner))
    {
        return Err(format!(
            "{}: {what}: `{ty}` is not a parameter type{}",
            decl.get("Type").map(|n| n.pos).unwrap_or(at),
            meant(PARAMETER_TYPES.iter().copied(), ty)
        ));
    }
    // The text: what the stack sets, else the default.
    let raw = match given {
        Some(o) => serde_json::to_value(o).map_err(|e| e.to_string())?,
        None => match decl.get("Default") {
            Some(d) => json!(scalar_text(d).ok_or_else(|| format!(
                "{}: {what}: `Default` is a single value, not {}",
                d.pos,
                d.describe()
            ))?),
            None => {
                let flag = if no_echo { "--secret " } else { "" };
                return Err(format!(
                    "{at}: {what} is not set and has no default: set it with `strata config set {flag}{name} VALUE`"
                ));
            }
        },
    };
    let was_secret = marker::is_secret(&raw);
    let text = match raw.get("value").filter(|_| was_secret).unwrap_or(&raw) {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    };
    let shown = |s: &str| {
        if no_echo || was_secret {
            "(its value, not shown)".to_string()
        } else {
            format!("`{s}`")
        }
    };
    let because = decl
        .get("ConstraintDescription")
        .and_then(Node::str)
        .map(|d| format!(" ({d})"))
        .unwrap_or_default();
    // The checks apply to the value given, not to what the parameter store holds.
    let items: Vec<String> = if list {
        text.split(',').map(|s| s.trim().to_string()).collect()
    } else {
        vec![text.clone()]
    };
    if ssm {
        // The value names a parameter of the store: its value is read there.
        if let Some(allowed) = decl.get("AllowedValues") {
            check_allowed(allowed, &text, &what, &shown, &because)?;
        }
        let o: Output<Value> = strata_sdk::invoke("aws:ssm:getParameter", &json!({"Name": text}))
            .map_err(|e| e.to_string())?;
        let mut v = crate::to_json(&o);
        if let Some(obj) = v.as_object_mut() {
            obj.insert("property".into(), json!("Value"));
        }
        let v = if list {
            crate::to_json(&Output::<Value>::known(v).apply(|v: Value| {
                let s = v.as_str().unwrap_or_default().to_string();
                Value::Array(s.split(',').map(|x| json!(x.trim())).collect())
            }))
        } else {
            v
        };
        return Ok(if no_echo { secret(v) } else { v });
    }
    for item in &items {
        if let Some(allowed) = decl.get("AllowedValues") {
            check_allowed(allowed, item, &what, &shown, &because)?;
        }
        if let Some(p) = decl.get("AllowedPattern").and_then(Node::str) {
            let re = regex_lite::Regex::new(&format!("^(?:{p})$"))
                .map_err(|e| format!("{at}: {what}: AllowedPattern `{p}` is not a pattern: {e}"))?;
            if !re.is_match(item) {
                return Err(format!(
                    "{what}: {} does not match AllowedPattern `{p}`{because}",
                    shown(item)
                ));
            }
        }
        let len = item.chars().count();
        if let Some(min) = number(decl, "MinLength")
            && (len as f64) < min
        {
            return Err(format!(
                "{what}: {} is {len} characters, shorter than MinLength {min}{because}",
                shown(item)
            ));
        }
        if let Some(max) = number(decl, "MaxLength")
            && (len as f64) > max
        {
            return Err(format!(
                "{what}: {} is {len} characters, longer than MaxLength {max}{because}",
                shown(item)
            ));
        }
        if element == "Number" {
            let n: f64 = item
                .parse()
                .ok()
                .filter(|n: &f64| n.is_finite())
                .ok_or_else(|| format!("{what}: {} is not a number{because}", shown(item)))?;
            if let Some(min) = number(decl, "MinValue")
                && n < min
            {
                return Err(format!(
                    "{what}: {} is less than MinValue {min}{because}",
                    shown(item)
                ));
            }
            if let Some(max) = number(decl, "MaxValue")
                && n > max
            {
                return Err(format!(
                    "{what}: {} is more than MaxValue {max}{because}",
                    shown(item)
                ));
            }
        }
    }
    // CloudFormation hands every parameter to the template as text (a Number too), and a list
    // as a list of text.
    let v = if list {
        Value::Array(items.into_iter().map(Value::String).collect())
    } else {
        Value::String(text)
    };
    Ok(if no_echo || was_secret { secret(v) } else { v })
}

fn check_allowed(
    allowed: &Node,
    item: &str,
    what: &str,
    shown: &dyn Fn(&str) -> String,
    because: &str,
) -> Res<()> {
    let values: Vec<String> = match &allowed.kind {
        Kind::Seq(items) => items.iter().filter_map(scalar_text).collect(),
        _ => return Err(format!("{}: {what}: AllowedValues is a list", allowed.pos)),
    };
    if !values.iter().any(|v| v == item) {
        return Err(format!(
            "{what}: {} is not one of AllowedValues ({}){because}",
            shown(item),
            values.join(", ")
        ));
    }
    Ok(())
}

fn number(decl: &Node, key: &str) -> Option<f64> {
    decl.get(key)
        .and_then(scalar_text)
        .and_then(|s| s.parse().ok())
}

/// A scalar's text, as CloudFormation reads it.
pub(crate) fn scalar_text(n: &Node) -> Option<String> {
    Some(match &n.kind {
        Kind::Str(s) => s.clone(),
        Kind::Int(i) => i.to_string(),
        Kind::Float(f) => f.to_string(),
        Kind::Bool(b) => b.to_string(),
        _ => return None,
    })
}

/// A CloudFormation type as the project's providers serve it: read backwards from the form
/// their schemas give it for `strata compile` (the host hands the table over in
/// `STRATA_CFN_TYPES`).
#[derive(Clone, Debug, Default)]
pub(crate) struct Form {
    /// The Strata type.
    pub(crate) ty: String,
    /// The output `Ref` reads.
    pub(crate) reference: Option<String>,
    /// Inputs whose default is not CloudFormation's.
    pub(crate) defaults: Vec<String>,
    /// Strata's own boolean inputs that are a `DeletionPolicy` when true.
    pub(crate) deletion: Vec<(String, String)>,
}

/// The table the host gave, if it gave one (a run without providers, to list the stack
/// references for a workspace, gets none: then a type is named by rule).
pub(crate) fn forms() -> Res<Option<std::collections::BTreeMap<String, Form>>> {
    let Ok(text) = std::env::var("STRATA_CFN_TYPES") else {
        return Ok(None);
    };
    let v: Value = serde_json::from_str(&text)
        .map_err(|e| format!("STRATA_CFN_TYPES is not what Strata writes: {e}"))?;
    let strings = |v: &Value| -> Vec<String> {
        v.as_array()
            .into_iter()
            .flatten()
            .filter_map(|s| s.as_str().map(str::to_string))
            .collect()
    };
    Ok(Some(
        v.as_object()
            .into_iter()
            .flatten()
            .map(|(cfn, f)| {
                (
                    cfn.clone(),
                    Form {
                        ty: f["type"].as_str().unwrap_or_default().to_string(),
                        reference: f["ref"].as_str().map(str::to_string),
                        defaults: strings(&f["defaults"]),
                        deletion: f["deletion"]
                            .as_object()
                            .into_iter()
                            .flatten()
                            .filter_map(|(k, p)| Some((k.clone(), p.as_str()?.to_string())))
                            .collect(),
                    },
                )
            })
            .collect(),
    ))
}

/// A resource as Strata declares it: its type, what it waits for, its condition and policies.
pub(crate) struct Shape {
    pub(crate) ty: String,
    /// CloudFormation's type.
    pub(crate) cfn: String,
    pub(crate) form: Form,
    pub(crate) depends_on: Vec<(String, Pos)>,
    pub(crate) condition: Option<String>,
    /// Its name in Strata, when the template says one (`Metadata: {Strata: {Name: …}}`, which
    /// `strata compile` writes); else its logical id.
    pub(crate) strata_name: Option<String>,
    retain: bool,
    deletion_policy: Option<String>,
}

/// CloudFormation's defaults of the properties whose default in the AWS provider is another
/// (a table is provisioned in CloudFormation, on demand in Strata: the form lists them under
/// `defaults`): written out when the template leaves them out, so that it means what it means
/// there. A property a form lists that is not here is refused when left out.
pub(crate) const CLOUDFORMATION_DEFAULTS: &[(&str, &str, &str)] =
    &[("AWS::DynamoDB::Table", "BillingMode", "PROVISIONED")];

/// Types with no Strata form, by prefix, and why.
const REFUSED: &[(&str, &str)] = &[
    (
        "AWS::CloudFormation::Stack",
        "a nested stack is deployed by the CloudFormation service: run the nested template as a Strata stack of its own and read its outputs with `Fn::ImportValue` (a stack reference)",
    ),
    (
        "AWS::CloudFormation::CustomResource",
        "a custom resource is a Lambda function or SNS topic the CloudFormation service calls during its deployment: Strata has no such service (write it as a Strata provider, or keep it in CloudFormation)",
    ),
    (
        "Custom::",
        "a custom resource is a Lambda function or SNS topic the CloudFormation service calls during its deployment: Strata has no such service (write it as a Strata provider, or keep it in CloudFormation)",
    ),
    (
        "AWS::CloudFormation::WaitCondition",
        "wait conditions are signals to the CloudFormation service: Strata waits for each resource's own readiness",
    ),
    (
        "AWS::CloudFormation::WaitConditionHandle",
        "wait conditions are signals to the CloudFormation service: Strata waits for each resource's own readiness",
    ),
    (
        "AWS::CloudFormation::Macro",
        "macros run inside the CloudFormation service",
    ),
    (
        "AWS::Serverless::",
        "AWS::Serverless (SAM) is a transform the CloudFormation service expands; it may come later: expand it first (`sam package` / `aws cloudformation get-template --template-stage Processed`) and run that",
    ),
];

impl Shape {
    /// Complete `props` with what CloudFormation means where the template says nothing.
    pub(crate) fn complete(&self, props: &mut Map<String, Value>, what: &str) -> Res<()> {
        for key in &self.form.defaults {
            if props.contains_key(key) {
                continue;
            }
            let Some((_, _, default)) = CLOUDFORMATION_DEFAULTS
                .iter()
                .find(|(t, k, _)| *t == self.cfn && k == key)
            else {
                return Err(format!(
                    "{what}: {}'s `{key}` defaults to another value in Strata than in CloudFormation, and the CloudFormation program does not know CloudFormation's: set `{key}` in the template",
                    self.cfn
                ));
            };
            props.insert(key.clone(), json!(default));
        }
        // Strata's own inputs that are a deletion policy (a database's final snapshot).
        if let Some(p) = &self.deletion_policy {
            for (input, policy) in &self.form.deletion {
                if policy == p {
                    props.insert(input.clone(), json!(true));
                }
            }
        }
        Ok(())
    }

    /// Whether a delete (and a replacement) leaves it in the world.
    pub(crate) fn retains(&self) -> bool {
        self.retain
    }

    pub(crate) fn options(&self, o: Options) -> Options {
        o.retain_on_delete(self.retain)
    }
}

/// The Strata type of CloudFormation type `ty`: `AWS::S3::Bucket` is `aws:s3:Bucket`.
pub(crate) fn strata_type(ty: &str) -> Option<String> {
    let rest = ty.strip_prefix("AWS::")?;
    let (service, kind) = rest.split_once("::")?;
    if service.is_empty() || kind.is_empty() || kind.contains("::") {
        return None;
    }
    Some(format!("aws:{}:{kind}", service.to_lowercase()))
}

/// Resource `name`'s shape, or why it has none in Strata (`forms`: the providers' types, when
/// the host gave them).
pub(crate) fn resource(
    name: &str,
    body: &Node,
    at: Pos,
    forms: Option<&std::collections::BTreeMap<String, Form>>,
) -> Res<Shape> {
    let what = format!("resource `{name}`");
    let mut cfn = None;
    let mut strata_name = None;
    let mut depends_on = vec![];
    let mut condition = None;
    let mut deletion = None;
    let mut update_replace = None;
    for (k, v) in body.map(&what)? {
        let key = k.str().unwrap_or_default();
        match key {
            "Type" => {
                cfn = Some(v.str().ok_or_else(|| {
                    format!(
                        "{}: {what}: `Type` is a resource type such as AWS::S3::Bucket",
                        v.pos
                    )
                })?)
            }
            "Properties" => {}
            "Metadata" => {
                // What `strata compile` wrote: the resource's name in Strata.
                if let Some(n) = v.get("Strata").and_then(|s| s.get("Name")) {
                    let n = n.str().filter(|n| !n.is_empty()).ok_or_else(|| {
                        format!("{}: {what}: Metadata.Strata.Name is the resource's name in Strata, a string", n.pos)
                    })?;
                    strata_name = Some(n.to_string());
                }
            }
            "DependsOn" => match &v.kind {
                Kind::Str(s) => depends_on.push((s.clone(), v.pos)),
                Kind::Seq(items) => {
                    for i in items {
                        let s = i.str().ok_or_else(|| {
                            format!("{}: {what}: DependsOn is a list of logical ids", i.pos)
                        })?;
                        depends_on.push((s.to_string(), i.pos));
                    }
                }
                _ => {
                    return Err(format!(
                        "{}: {what}: DependsOn is a logical id or a list of them",
                        v.pos
                    ));
                }
            },
            "Condition" => {
                condition = Some(
                    v.str()
                        .ok_or_else(|| format!("{}: {what}: `Condition` names a condition", v.pos))?
                        .to_string(),
                )
            }
            "DeletionPolicy" | "UpdateReplacePolicy" => {
                let p = v.str().ok_or_else(|| {
                    format!(
                        "{}: {what}: {key} is a literal (Delete, Retain, RetainExceptOnCreate or Snapshot), not {}",
                        v.pos,
                        v.describe()
                    )
                })?;
                if key == "DeletionPolicy" {
                    deletion = Some((p, v.pos));
                } else {
                    update_replace = Some((p, v.pos));
                }
            }
            "CreationPolicy" => {
                return Err(format!(
                    "{}: {what}: `CreationPolicy` has no Strata form: its signals (cfn-signal) go to the CloudFormation service, which Strata does not run; remove it (Strata waits for each resource's own readiness)",
                    k.pos
                ));
            }
            "UpdatePolicy" => {
                return Err(format!(
                    "{}: {what}: `UpdatePolicy` has no Strata form: rolling and replacing updates of Auto Scaling groups are run by the CloudFormation service; remove it",
                    k.pos
                ));
            }
            _ => {
                return Err(format!(
                    "{}: {what}: `{key}` is not a key of a resource{}",
                    k.pos,
                    meant(crate::RESOURCE_KEYS.iter().copied(), key)
                ));
            }
        }
    }
    let cfn = cfn.ok_or_else(|| format!("{at}: {what} has no `Type`"))?;
    for (prefix, why) in REFUSED {
        if cfn == *prefix || (prefix.ends_with("::") && cfn.starts_with(prefix)) {
            return Err(format!("{at}: {what}: {cfn} has no Strata form: {why}"));
        }
    }
    let naive = strata_type(cfn).ok_or_else(|| {
        format!(
            "{at}: {what}: {cfn} has no Strata form: only AWS's own types (AWS::SERVICE::KIND) are served, by the AWS provider; third-party and private registry types are not"
        )
    })?;
    let form = match forms {
        Some(forms) => forms.get(cfn).cloned().ok_or_else(|| {
            let near = meant(forms.keys().map(String::as_str), cfn);
            format!(
                "{at}: {what}: no provider of the project serves {cfn}{}",
                if near.starts_with(':') {
                    near
                } else {
                    " (add the AWS provider under [providers.aws] in Strata.toml)".into()
                }
            )
        })?,
        None => Form {
            ty: naive,
            ..Form::default()
        },
    };
    let snapshots = !form.deletion.is_empty();
    fn policy<'p>(
        p: Option<(&'p str, Pos)>,
        which: &str,
        what: &str,
        cfn: &str,
        snapshots: bool,
    ) -> Res<Option<&'p str>> {
        match p {
            None => Ok(None),
            Some((v @ ("Retain" | "Delete" | "RetainExceptOnCreate"), _)) => Ok(Some(v)),
            Some(("Snapshot", pos)) => {
                if snapshots {
                    Ok(Some("Snapshot"))
                } else {
                    Err(format!(
                        "{pos}: {what}: {which}: Snapshot has no Strata form for {cfn}: its provider takes no final snapshot of it; use Retain or Delete"
                    ))
                }
            }
            Some((other, pos)) => Err(format!(
                "{pos}: {what}: {which} `{other}` is not one of Delete, Retain, RetainExceptOnCreate, Snapshot"
            )),
        }
    }
    let deletion_policy = policy(deletion, "DeletionPolicy", &what, cfn, snapshots)?;
    let replace_policy = policy(update_replace, "UpdateReplacePolicy", &what, cfn, snapshots)?;
    let retains = |p: Option<&str>| matches!(p, Some("Retain" | "RetainExceptOnCreate"));
    // Strata keeps a resource it forgets both when it is deleted and when a replacement
    // deletes its old copy: one option for the two policies.
    if retains(deletion_policy) != retains(replace_policy) && update_replace.is_some() {
        let pos = update_replace.map(|u| u.1).unwrap_or(at);
        return Err(format!(
            "{pos}: {what}: DeletionPolicy {} with UpdateReplacePolicy {} has no Strata form: Strata retains a resource on delete and on replacement alike (`retainOnDelete`); give both the same policy",
            deletion_policy.unwrap_or("Delete"),
            replace_policy.unwrap_or("Delete"),
        ));
    }
    Ok(Shape {
        ty: form.ty.clone(),
        cfn: cfn.to_string(),
        form,
        depends_on,
        condition,
        strata_name,
        retain: retains(deletion_policy),
        deletion_policy: deletion_policy.map(str::to_string),
    })
}

/// Whether `v` holds nothing unknown now.
pub(crate) fn known(v: &Value) -> bool {
    !marker::any(v)
}
