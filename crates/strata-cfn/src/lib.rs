//! A stack as a CloudFormation template, one stack to one template (Mu's compilation target):
//! the translation of what a program declares, with its providers' schemas. Pure: no wasm, no
//! state, no I/O (`strata_ops::compile` runs the program and hands the declarations here).
//! What it declares becomes:
//!
//! - each resource whose type has a CloudFormation form becomes that resource, its inputs the
//!   properties; a reference to an output is `Ref`, `Fn::GetAtt`, or the input it gives back;
//! - an interpolation (declared, not a callback) is `Fn::Sub`;
//! - the stack's configuration that the program copies into values is `Parameters` (secrets
//!   `NoEcho`), found by running the program again with a placeholder for each value;
//! - stack outputs are `Outputs` exported as `PROJECT-STACK-OUTPUT`, and a stack reference's
//!   outputs are `Fn::ImportValue` of the upstream's exports;
//! - `depends-on` is `DependsOn`; `protect` and `retain-on-delete` are `DeletionPolicy: Retain`.
//!
//! What has no CloudFormation form (another provider's type, a callback computing with
//! deployed values, a provider function) is refused, each with its reason; `--allow-partial`
//! writes the rest and lists what was left out.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};
use std::collections::{BTreeMap, HashSet};
use strata_model::builtin::REFERENCE;
use strata_model::schema::TypeSchema;
use strata_model::value::contains_any_marker;
use strata_model::{Declarations, Registration};
use strata_policy::StackName;

/// A stack configuration value that became a template parameter.
#[derive(Clone, Debug)]
pub struct Param {
    pub key: String,
    /// The parameter's logical name.
    pub name: String,
    /// The stack's value (`None` for a secret: a template never holds one).
    pub default: Option<String>,
    pub secret: bool,
}

/// What the translation needs besides the declarations.
pub struct Input<'a> {
    pub project: &'a str,
    pub stack: &'a str,
    pub types: &'a BTreeMap<String, TypeSchema>,
    /// Placeholder text → parameter.
    pub params: &'a BTreeMap<String, Param>,
    /// (upstream `project/stack`, output) pairs whose value is a list.
    pub upstream_lists: &'a HashSet<(String, String)>,
    /// Functions' `Source` directories, zipped (by the `Source` value).
    pub assets: &'a Assets,
}

/// How a resource type compiles to CloudFormation: its inputs are the CloudFormation
/// resource's properties, and each output is the `Ref` value, an `Fn::GetAtt` attribute, or an
/// input given back (whose value the compiler takes from the program).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CloudFormation {
    /// The CloudFormation resource type, `AWS::S3::Bucket`.
    #[serde(rename = "type")]
    pub ty: String,
    /// The output that `Ref` returns, if one does.
    #[serde(default, rename = "ref", skip_serializing_if = "Option::is_none")]
    pub reference: Option<String>,
    /// Outputs read with `Fn::GetAtt`, by output name: the attribute's name.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub attributes: BTreeMap<String, String>,
    /// Inputs that are Strata's own (no CloudFormation property): left out of the template.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub omit: Vec<String>,
    /// Inputs whose declared default is not CloudFormation's (a table is on-demand unless told
    /// otherwise): written into the template with that default when the program leaves them
    /// out, so that the template means what `up` does.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub defaults: Vec<String>,
    /// Inputs CloudFormation requires that the provider names itself when the program leaves
    /// them out (an API's `Name`): written as `STACK-NAME` (the stack's name and the resource's).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub names: Vec<String>,
    /// Properties CloudFormation requires that the program may leave out for the provider
    /// (given another way, as a function's `Source` for its `Code`): a resource without one
    /// has no template form, and is refused naming it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub required: Vec<String>,
    /// Strata's own boolean inputs that are a `DeletionPolicy` when true: input → policy
    /// (a database's `SkipFinalSnapshot` is `Delete`; without it CloudFormation snapshots).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub deletion: BTreeMap<String, String>,
}

/// The parameter naming the S3 bucket the code a template's functions read was uploaded to
/// (each function's `Source` directory, zipped by `strata compile` beside the template).
pub const ASSETS_BUCKET: &str = "AssetsBucket";

/// A function's `Source` directory as `strata compile` zipped it for the template: the S3 key
/// its zip is written under (beside the template, to upload to [`ASSETS_BUCKET`]), or why it
/// was not zipped.
pub type Assets = BTreeMap<String, Result<String, String>>;

/// The key of a resource's `Metadata` under which a compiled template keeps what Strata knows of
/// it (`{"Name": …}`: its name in Strata).
pub const STRATA_METADATA: &str = "Strata";

/// The name of this target in `strata compile --target` and in a type schema's `compile` map.
pub const TARGET: &str = "cloudformation";

/// Type `ty`'s CloudFormation form in `schema`, if it has one; a form that is not one (a field
/// misspelt, a wrong type) is an error naming the type.
pub fn form_of(ty: &str, schema: &TypeSchema) -> Result<Option<CloudFormation>, String> {
    schema
        .compile
        .get(TARGET)
        .map(|v| {
            CloudFormation::deserialize(v).map_err(|e| {
                format!("{ty}'s CloudFormation form in its provider's schema is not valid: {e}")
            })
        })
        .transpose()
}

/// The template, and what was left out of it (what, why).
pub struct Compiled {
    pub template: Value,
    pub omitted: Vec<(String, String)>,
    pub warnings: Vec<String>,
    /// Files to write beside the template (by name: the functions' zipped code), which
    /// `translate` leaves to its caller.
    pub files: Vec<(String, Vec<u8>)>,
}

use strata_model::value::{KEY, marker};

/// The name CloudFormation exports a stack output under.
pub fn export_name(project: &str, stack: &str, output: &str) -> String {
    format!("{project}-{stack}-{output}")
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == ':' {
                c
            } else {
                '-'
            }
        })
        .collect()
}

/// A CloudFormation logical id (alphanumeric) from a name: `orders-dead` → `OrdersDead`.
pub fn logical(name: &str) -> String {
    let mut out: String = name
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(|w| {
            let mut cs = w.chars();
            cs.next()
                .map(|f| f.to_ascii_uppercase().to_string() + cs.as_str())
                .unwrap_or_default()
        })
        .collect();
    if out.is_empty() || out.starts_with(|c: char| c.is_ascii_digit()) {
        out.insert(0, 'R');
    }
    out
}

fn label(r: &Registration, handle: usize) -> String {
    match r {
        Registration::Resource { ty, name, .. } | Registration::Component { ty, name, .. } => {
            format!("{ty} \"{name}\"")
        }
        Registration::Apply { .. } => format!("apply #{handle}"),
        Registration::Interpolation { .. } => format!("interpolation #{handle}"),
        Registration::Invoke { function, .. } => format!("{function} (invoke #{handle})"),
    }
}

struct Compiler<'a> {
    input: &'a Input<'a>,
    /// Each type's CloudFormation form, or why it has none that can be used.
    forms: BTreeMap<&'a str, Result<CloudFormation, String>>,
    decls: &'a Declarations,
    /// Logical ids of resources, by handle.
    ids: BTreeMap<usize, String>,
    /// Resources left out, by handle: why.
    refused: BTreeMap<usize, String>,
}

impl Compiler<'_> {
    /// `v` as a template value.
    fn value(&self, v: &Value) -> Result<Value, String> {
        match v {
            Value::String(s) => Ok(self.text(s)),
            Value::Array(a) => a
                .iter()
                .map(|x| self.value(x))
                .collect::<Result<_, _>>()
                .map(Value::Array),
            Value::Object(o) if o.contains_key(KEY) => self.marker(o),
            Value::Object(o) => {
                let mut out = Map::new();
                for (k, x) in o {
                    out.insert(k.clone(), self.value(x)?);
                }
                Ok(Value::Object(out))
            }
            v => Ok(v.clone()),
        }
    }

    /// A string: as it is, or a parameter (`Ref`), or `Fn::Sub` of the parameters in it.
    fn text(&self, s: &str) -> Value {
        if let Some(p) = self.input.params.get(s) {
            return json!({"Ref": p.name});
        }
        if !self.input.params.keys().any(|k| s.contains(k.as_str())) {
            return Value::String(s.to_string());
        }
        json!({"Fn::Sub": self.sub_text(s)})
    }

    /// Literal text inside `Fn::Sub`: `${` escaped, placeholders as `${Param}`.
    fn sub_text(&self, s: &str) -> String {
        let mut t = s.replace("${", "${!");
        for (placeholder, p) in self.input.params {
            t = t.replace(placeholder.as_str(), &format!("${{{}}}", p.name));
        }
        t
    }

    fn marker(&self, o: &Map<String, Value>) -> Result<Value, String> {
        match o.get(KEY).and_then(Value::as_str) {
            Some("secret") => {
                let inner = o.get("value").unwrap_or(&Value::Null);
                let text = inner.as_str();
                // Text made of secret configuration (its JSON, `fn::toJSON`): `Fn::Sub` of the
                // NoEcho parameters, never the plaintext.
                let made_of_secrets = text.is_some_and(|t| {
                    self.input
                        .params
                        .iter()
                        .any(|(k, p)| p.secret && t.contains(k.as_str()))
                });
                match text.and_then(|s| self.input.params.get(s)) {
                    Some(p) if p.secret => Ok(json!({"Ref": p.name})),
                    _ if made_of_secrets => Ok(json!({"Fn::Sub": self.sub_text(text.unwrap_or_default())})),
                    _ => Err("it holds a secret that is not a configuration value of the stack: a template would hold it in plaintext (make it a secret config value, which becomes a NoEcho parameter)".into()),
                }
            }
            Some("ref") => {
                let v = Value::Object(o.clone());
                let (h, property) = marker::as_reference(&v).ok_or("a malformed reference")?;
                self.reference(h as usize, property)
            }
            Some("unknown") => Err("it holds a value that is not known".into()),
            other => Err(format!(
                "it holds a marker Strata does not know ({other:?})"
            )),
        }
    }

    fn reference(&self, h: usize, property: Option<&str>) -> Result<Value, String> {
        let Some(r) = self.decls.registrations.get(h) else {
            return Err(format!(
                "it references handle {h}, which the program never made"
            ));
        };
        let what = label(r, h);
        match r {
            Registration::Resource { ty, inputs, .. } if ty == REFERENCE => {
                let up = self
                    .upstream(inputs)
                    .ok_or_else(|| format!("{what}: its stack is not known before deployment"))??;
                let Some(p) = property else {
                    return Err(format!(
                        "it reads every output of {what} at once: read them one by one"
                    ));
                };
                let import = json!({"Fn::ImportValue": export_name(&up.project, &up.stack, p)});
                if self.upstream_list(&up, p) {
                    Ok(json!({"Fn::Split": [",", import]}))
                } else {
                    Ok(import)
                }
            }
            Registration::Resource { ty, inputs, .. } => {
                if let Some(why) = self.refused.get(&h) {
                    return Err(format!("it reads {what}, which is left out ({why})"));
                }
                let id = &self.ids[&h];
                let form = self.forms.get(ty.as_str()).and_then(|f| f.as_ref().ok());
                let Some(form) = form else {
                    return Err(format!("it reads {what}, which has no CloudFormation form"));
                };
                let Some(p) = property else {
                    return Err(format!("it reads every output of {what} at once: name one"));
                };
                // A path into an output (`Endpoint.Address`): a nested attribute is read as
                // CloudFormation names it; an input given back, from the program's value.
                if let Some((top, rest)) = p.split_once('.')
                    && !form.attributes.contains_key(p)
                {
                    if let Some(attr) = form.attributes.get(top) {
                        return Ok(json!({"Fn::GetAtt": [id, format!("{attr}.{rest}")]}));
                    }
                    if let Some(given) = rest
                        .split('.')
                        .try_fold(inputs.get(top), |at, name| Some(at?.get(name)))
                        .flatten()
                    {
                        return self.value(given);
                    }
                }
                if p == "id" || form.reference.as_deref() == Some(p) {
                    Ok(json!({"Ref": id}))
                } else if let Some(attr) = form.attributes.get(p) {
                    Ok(json!({"Fn::GetAtt": [id, attr]}))
                } else if let Some(given) = inputs.get(p) {
                    self.value(given)
                } else {
                    Err(format!(
                        "it reads output `{p}` of {what}, which CloudFormation does not return (not `Ref`, not an attribute of {}, and not an input the program set)",
                        form.ty
                    ))
                }
            }
            Registration::Component { outputs, .. } => {
                let out = outputs
                    .as_ref()
                    .ok_or_else(|| format!("{what} registered no outputs"))?;
                match property {
                    None => self.value(out),
                    Some(p) => self.value(
                        out.get(p)
                            .ok_or_else(|| format!("{what} has no output `{p}`"))?,
                    ),
                }
            }
            Registration::Interpolation { parts } => {
                let joined = self.interpolation(parts)?;
                Ok(joined)
            }
            Registration::Apply { .. } => Err(format!(
                "it uses {what}, a callback of the program computing with values known only once deployed: CloudFormation cannot run it (an interpolation can be compiled: `interpolate`, `format`, `${{}}` in YAML)"
            )),
            Registration::Invoke { function, .. } => Err(format!(
                "it uses the result of the provider function {function}, known only when it is called"
            )),
        }
    }

    /// An interpolation as `Fn::Sub` (or the string itself when nothing in it is dynamic).
    fn interpolation(&self, parts: &Value) -> Result<Value, String> {
        let mut template = String::new();
        let mut vars = Map::new();
        for part in parts.as_array().into_iter().flatten() {
            match part {
                Value::String(s) => template.push_str(&self.sub_text(s)),
                Value::Null => {}
                Value::Object(o) if o.contains_key(KEY) => match self.marker(o)? {
                    Value::Object(e)
                        if e.len() == 1 && e.get("Ref").is_some_and(Value::is_string) =>
                    {
                        template
                            .push_str(&format!("${{{}}}", e["Ref"].as_str().unwrap_or_default()));
                    }
                    Value::Object(e) if e.contains_key("Fn::GetAtt") && e.len() == 1 => {
                        let a = &e["Fn::GetAtt"];
                        template.push_str(&format!(
                            "${{{}.{}}}",
                            a[0].as_str().unwrap_or_default(),
                            a[1].as_str().unwrap_or_default()
                        ));
                    }
                    Value::String(s) => template.push_str(&s.replace("${", "${!")),
                    expr => {
                        let name = format!("V{}", vars.len());
                        template.push_str(&format!("${{{name}}}"));
                        vars.insert(name, expr);
                    }
                },
                v if contains_any_marker(v) => {
                    return Err("it joins a list or object holding deployed values into text, which CloudFormation cannot".into());
                }
                v => template.push_str(&v.to_string().replace("${", "${!")),
            }
        }
        if vars.is_empty() && !template.contains("${") {
            return Ok(Value::String(template));
        }
        Ok(if vars.is_empty() {
            json!({"Fn::Sub": template})
        } else {
            json!({"Fn::Sub": [template, vars]})
        })
    }

    /// The stack a reference's inputs name: `None` when it is not known before deployment.
    fn upstream(&self, inputs: &Value) -> Option<Result<StackName, String>> {
        let stack = inputs.get("stack")?.as_str()?;
        Some(StackName::parse(stack, self.input.project))
    }

    /// Whether the upstream's output `p` is a list (its recorded state says so).
    fn upstream_list(&self, up: &StackName, p: &str) -> bool {
        self.input
            .upstream_lists
            .contains(&(up.to_string(), p.to_string()))
    }

    /// Whether a reference in `v` leads to a list (an array output of a resource, or an
    /// upstream's list output).
    fn is_list(&self, v: &Value) -> bool {
        if v.is_array() {
            return true;
        }
        let Some((h, Some(p))) = marker::as_reference(v) else {
            return false;
        };
        match self.decls.registrations.get(h as usize) {
            Some(Registration::Resource { ty, inputs, .. }) if ty == REFERENCE => self
                .upstream(inputs)
                .and_then(Result::ok)
                .is_some_and(|up| self.upstream_list(&up, p)),
            Some(Registration::Resource { ty, inputs, .. }) => {
                let output = self.input.types.get(ty).and_then(|t| t.outputs.get(p));
                output.is_some_and(|o| o.ty == strata_model::schema::PropertyType::Array)
                    || inputs.get(p).is_some_and(Value::is_array)
            }
            Some(Registration::Component {
                outputs: Some(out), ..
            }) => out.get(p).is_some_and(|v| self.is_list(v)),
            _ => false,
        }
    }
}

/// Translate what the program declared into a template.
pub fn translate(decls: &Declarations, input: &Input) -> Compiled {
    let forms = input
        .types
        .iter()
        .filter_map(|(ty, t)| Some((ty.as_str(), form_of(ty, t).transpose()?)))
        .collect();
    let mut c = Compiler {
        input,
        forms,
        decls,
        ids: BTreeMap::new(),
        refused: BTreeMap::new(),
    };
    // Logical ids: the name, camel-cased; with its kind when two types share a name.
    let mut taken: HashSet<String> = input.params.values().map(|p| p.name.clone()).collect();
    for (h, r) in decls.registrations.iter().enumerate() {
        if let Registration::Resource { ty, name, .. } = r
            && ty != REFERENCE
        {
            let kind = ty.rsplit(':').next().unwrap_or(ty);
            let mut id = logical(name);
            if taken.contains(&id) {
                id = format!("{id}{}", logical(kind));
            }
            let base = id.clone();
            let mut n = 2;
            while taken.contains(&id) {
                id = format!("{base}{n}");
                n += 1;
            }
            taken.insert(id.clone());
            c.ids.insert(h, id);
        }
    }
    let mut resources = Map::new();
    let mut omitted = Vec::new();
    let mut warnings = Vec::new();
    let mut uses_assets = false;
    for (h, r) in decls.registrations.iter().enumerate() {
        let Registration::Resource {
            ty,
            name,
            inputs,
            options,
        } = r
        else {
            continue;
        };
        if ty == REFERENCE {
            continue;
        }
        let what = label(r, h);
        let built = (|| -> Result<Value, String> {
            let schema = input
                .types
                .get(ty)
                .ok_or_else(|| format!("no provider of the project offers the type {ty}"))?;
            let form = match c.forms.get(ty.as_str()) {
                Some(Ok(f)) => f,
                Some(Err(e)) => return Err(e.clone()),
                None => return Err(format!("{ty} has no CloudFormation form")),
            };
            if let Some(p) = &options.provider {
                return Err(format!(
                    "it uses the provider instance `{p}`: a template is deployed with one region and account, its stack's"
                ));
            }
            let mut props = match c.value(inputs)? {
                Value::Object(o) => o,
                _ => return Err("its inputs are not an object".into()),
            };
            // A function's code from a directory Strata zips: the zip `strata compile` wrote
            // beside the template, in the bucket the template is given.
            if form.ty == "AWS::Lambda::Function"
                && let Some(source) = props.get("Source")
            {
                let zipped = source.as_str().and_then(|s| input.assets.get(s));
                match zipped {
                    Some(Ok(key)) => {
                        props.insert(
                            "Code".into(),
                            json!({"S3Bucket": {"Ref": ASSETS_BUCKET}, "S3Key": key}),
                        );
                        uses_assets = true;
                    }
                    Some(Err(why)) => return Err(why.clone()),
                    None => return Err("its code is a Source directory that is not known before deployment: give it as a path".into()),
                }
            }
            // Own inputs that are a deletion policy when true.
            let mut deletion = None;
            for (k, policy) in &form.deletion {
                if props.get(k) == Some(&json!(true)) {
                    deletion = Some(policy.clone());
                }
            }
            for o in &form.omit {
                props.remove(o);
            }
            for k in &form.names {
                if !props.contains_key(k) {
                    props.insert(
                        k.clone(),
                        json!({"Fn::Sub": format!("${{AWS::StackName}}-{}", logical(name))}),
                    );
                }
            }
            let missing: Vec<&String> = form
                .required
                .iter()
                .filter(|k| !props.contains_key(*k))
                .collect();
            if !missing.is_empty() {
                return Err(format!(
                    "CloudFormation requires {} of {}, which the program does not give (an imported resource's inputs are what AWS reads back, and AWS does not return {}): give {} in the program",
                    strata_model::spelling::listing(missing.iter().map(|k| k.as_str()), true),
                    form.ty,
                    if missing.len() == 1 { "it" } else { "them" },
                    if missing.len() == 1 { "it" } else { "them" },
                ));
            }
            for k in &form.defaults {
                if let Some(d) = schema.inputs.get(k).and_then(|p| p.default.as_ref())
                    && !props.contains_key(k)
                {
                    props.insert(k.clone(), d.clone());
                }
            }
            let mut res = Map::new();
            res.insert("Type".into(), json!(form.ty));
            // The resource's name in Strata, where its logical id is another: a stack that
            // runs the template as a program (`runtime = "cloudformation"`) declares it under
            // that name, so it is the same resource, not a new one.
            if c.ids[&h] != *name {
                res.insert(
                    "Metadata".into(),
                    json!({ STRATA_METADATA: { "Name": name } }),
                );
            }
            if !props.is_empty() {
                res.insert("Properties".into(), Value::Object(props));
            }
            let mut after = Vec::new();
            for d in &options.depends_on {
                let d = *d as usize;
                if let Some(why) = c.refused.get(&d) {
                    return Err(format!(
                        "it depends on {}, which is left out ({why})",
                        label(&decls.registrations[d], d)
                    ));
                }
                if let Some(id) = c.ids.get(&d) {
                    after.push(json!(id));
                }
            }
            if !after.is_empty() {
                res.insert("DependsOn".into(), Value::Array(after));
            }
            if protected(&decls.registrations, options) || options.retain_on_delete {
                res.insert("DeletionPolicy".into(), json!("Retain"));
                res.insert("UpdateReplacePolicy".into(), json!("Retain"));
            } else if let Some(policy) = deletion {
                res.insert("DeletionPolicy".into(), json!(policy));
                res.insert("UpdateReplacePolicy".into(), json!(policy));
            }
            let mut dropped = Vec::new();
            if !options.ignore_changes.is_empty() {
                dropped.push("ignore-changes");
            }
            if !options.replace_on_changes.is_empty() {
                dropped.push("replace-on-changes");
            }
            if options.import.is_some() {
                dropped.push("import");
            }
            if options.delete_before_replace.is_some() {
                dropped.push("delete-before-replace");
            }
            if options.timeouts != Default::default() {
                dropped.push("custom timeouts");
            }
            if !dropped.is_empty() {
                warnings.push(format!(
                    "{what}: {} ha{} no CloudFormation form and {} left out",
                    dropped.join(", "),
                    if dropped.len() == 1 { "s" } else { "ve" },
                    if dropped.len() == 1 { "is" } else { "are" }
                ));
            }
            Ok(Value::Object(res))
        })();
        match built {
            Ok(res) => {
                resources.insert(c.ids[&h].clone(), res);
            }
            Err(why) => {
                omitted.push((what, why.clone()));
                c.refused.insert(h, why);
            }
        }
    }
    // Stack outputs, exported for the stacks that read them.
    let mut outputs = Map::new();
    let mut names: HashSet<String> = HashSet::new();
    for (k, v) in decls
        .outputs
        .as_ref()
        .and_then(Value::as_object)
        .into_iter()
        .flatten()
    {
        let what = format!("output `{k}`");
        let built = (|| -> Result<Value, String> {
            if strata_model::value::contains_secret(v) {
                return Err("it is secret, and CloudFormation shows outputs in plaintext".into());
            }
            let expr = c.value(v)?;
            let value = match (&expr, c.is_list(v)) {
                (Value::Object(o), _)
                    if !c.is_list(v) && !o.keys().any(|k| k == "Ref" || k.starts_with("Fn::")) =>
                {
                    return Err("it is an object, and CloudFormation outputs are text".into());
                }
                (_, true) => json!({"Fn::Join": [",", expr]}),
                (Value::String(_), _) | (Value::Object(_), _) => expr,
                (other, _) => Value::String(other.to_string()),
            };
            Ok(json!({
                "Value": value,
                "Export": {"Name": export_name(input.project, input.stack, k)},
            }))
        })();
        match built {
            Ok(o) => {
                let mut id = logical(k);
                while !names.insert(id.clone()) {
                    id.push('X');
                }
                outputs.insert(id, o);
            }
            Err(why) => omitted.push((what, why)),
        }
    }
    let mut parameters = Map::new();
    for p in input.params.values() {
        let mut d = Map::new();
        d.insert("Type".into(), json!("String"));
        d.insert(
            "Description".into(),
            json!(format!("The stack's configuration `{}`", p.key)),
        );
        if let Some(v) = &p.default {
            d.insert("Default".into(), json!(v));
        }
        if p.secret {
            d.insert("NoEcho".into(), json!(true));
        }
        parameters.insert(p.name.clone(), Value::Object(d));
    }
    if uses_assets {
        parameters.insert(
            ASSETS_BUCKET.into(),
            json!({"Type": "String", "Description": "The S3 bucket the functions' code is in: upload the zips strata compile wrote beside the template to it first"}),
        );
    }
    let mut template = Map::new();
    template.insert("AWSTemplateFormatVersion".into(), json!("2010-09-09"));
    template.insert(
        "Description".into(),
        json!(format!(
            "Stack {}/{}, compiled by Strata",
            input.project, input.stack
        )),
    );
    if !parameters.is_empty() {
        template.insert("Parameters".into(), Value::Object(parameters));
    }
    template.insert("Resources".into(), Value::Object(resources));
    if !outputs.is_empty() {
        template.insert("Outputs".into(), Value::Object(outputs));
    }
    Compiled {
        template: Value::Object(template),
        omitted,
        warnings,
        files: Vec::new(),
    }
}

/// The placeholder that stands for the `i`th config value in the runs that find parameters:
/// with a nonce of this process, so that no real value can pass for one.
pub fn placeholder(i: usize) -> String {
    static NONCE: std::sync::OnceLock<u64> = std::sync::OnceLock::new();
    // The standard library's randomly keyed hasher, of nothing: a random number.
    let nonce = NONCE.get_or_init(|| {
        use std::hash::{BuildHasher, Hasher};
        std::collections::hash_map::RandomState::new()
            .build_hasher()
            .finish()
    });
    format!("STRATAPARAM{nonce:016x}N{i}X")
}

/// The secret config keys whose plaintext a template holds (a program that did more with a
/// secret than copy it, so that it could not be a parameter): such a template is never
/// written.
pub fn leaked(template: &Value, secrets: &[(String, String)]) -> Vec<String> {
    let text = template.to_string();
    secrets
        .iter()
        .filter(|(_, plain)| {
            !plain.is_empty()
                && text.contains(
                    &Value::String(plain.clone())
                        .to_string()
                        .trim_matches('"')
                        .to_string(),
                )
        })
        .map(|(k, _)| k.clone())
        .collect()
}

/// Put the placeholder of each of `keys` in place of its value (inside the secret marker for
/// a secret).
pub fn with_placeholders(
    config: &BTreeMap<String, Value>,
    keys: &[(usize, &String)],
) -> BTreeMap<String, Value> {
    let mut c = config.clone();
    for (i, k) in keys {
        let ph = Value::String(placeholder(*i));
        let v = c.get_mut(*k).expect("a key of the config");
        if strata_model::marker::is_secret(v) {
            *v = strata_model::marker::secret(ph);
        } else {
            *v = ph;
        }
    }
    c
}

/// `decls` with each placeholder text replaced by its value, to compare with the real run.
fn restore(v: &Value, values: &[(String, String)]) -> Value {
    match v {
        Value::String(s) => {
            let mut s = s.clone();
            for (ph, real) in values {
                s = s.replace(ph.as_str(), real);
            }
            Value::String(s)
        }
        Value::Array(a) => Value::Array(a.iter().map(|x| restore(x, values)).collect()),
        Value::Object(o) => Value::Object(
            o.iter()
                .map(|(k, x)| (k.clone(), restore(x, values)))
                .collect(),
        ),
        v => v.clone(),
    }
}

/// What `d` declares with each placeholder put back (in values only: a name, a type or an
/// option that holds one stays as it is, so it cannot match the real run).
pub fn restored(d: &Declarations, values: &[(String, String)]) -> Declarations {
    let mut d = d.clone();
    for v in d.values_mut() {
        *v = restore(v, values);
    }
    d
}

/// The template as YAML: CloudFormation's long forms (`Fn::GetAtt: [...]`), which every tool
/// reads, and no `!` tags. A string is written plain only when no YAML reader could take it
/// for anything else (a number, a boolean, a date such as a policy's `2012-10-17`), else
/// double-quoted (a JSON string is a YAML one).
pub fn to_yaml(v: &Value) -> String {
    fn plain(s: &str) -> bool {
        let first = s.chars().next();
        !s.is_empty()
            && first.is_some_and(|c| c.is_ascii_alphabetic() || c == '/')
            && s.chars()
                .all(|c| c.is_ascii_alphanumeric() || " -_./@".contains(c))
            && !s.ends_with(' ')
            && !matches!(
                s.to_ascii_lowercase().as_str(),
                "true" | "false" | "yes" | "no" | "on" | "off" | "y" | "n" | "null" | "nan" | "inf"
            )
    }
    fn scalar(v: &Value) -> String {
        match v {
            Value::String(s) if plain(s) => s.clone(),
            v => v.to_string(),
        }
    }
    fn key(k: &str) -> String {
        if plain(k) || k.starts_with("Fn::") && k[4..].chars().all(|c| c.is_ascii_alphanumeric()) {
            k.to_string()
        } else {
            Value::String(k.to_string()).to_string()
        }
    }
    fn emit(v: &Value, indent: usize, out: &mut String) {
        let pad = " ".repeat(indent);
        match v {
            Value::Object(o) => {
                for (k, x) in o {
                    match x {
                        Value::Object(m) if !m.is_empty() => {
                            out.push_str(&format!("{pad}{}:\n", key(k)));
                            emit(x, indent + 2, out);
                        }
                        Value::Array(a) if !a.is_empty() => {
                            out.push_str(&format!("{pad}{}:\n", key(k)));
                            emit(x, indent + 2, out);
                        }
                        x => out.push_str(&format!("{pad}{}: {}\n", key(k), scalar(x))),
                    }
                }
            }
            Value::Array(a) => {
                for x in a {
                    match x {
                        Value::Object(m) if !m.is_empty() => {
                            // The first key on the dash's line, the rest under it.
                            let mut inner = String::new();
                            emit(x, indent + 2, &mut inner);
                            out.push_str(&format!("{pad}- {}", &inner[indent + 2..]));
                        }
                        Value::Array(b) if !b.is_empty() => {
                            out.push_str(&format!("{pad}-\n"));
                            emit(x, indent + 2, out);
                        }
                        x => out.push_str(&format!("{pad}- {}\n", scalar(x))),
                    }
                }
            }
            x => out.push_str(&format!("{pad}{}\n", scalar(x))),
        }
    }
    let mut out = String::new();
    emit(v, 0, &mut out);
    out
}

/// Whether a resource is protected: as it says, or else as its parent is (Pulumi's inheritance,
/// which the engine applies when it plans).
fn protected(regs: &[Registration], options: &strata_model::ResourceOptions) -> bool {
    let mut at = options;
    // At most one step per registration: a parent names an earlier one, unless the program lies.
    for _ in 0..=regs.len() {
        if let Some(p) = at.protect {
            return p;
        }
        match at.parent.and_then(|h| regs.get(h as usize)) {
            Some(
                Registration::Resource { options, .. } | Registration::Component { options, .. },
            ) => at = options,
            _ => return false,
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use strata_model::ResourceOptions;

    fn types() -> BTreeMap<String, TypeSchema> {
        let schema = json!({"types": {
            "aws:sqs:Queue": {"inputs": {"QueueName": {"type": "string"}, "RedrivePolicy": {"type": "object"}},
                "outputs": {"QueueUrl": {"type": "string"}, "Arn": {"type": "string"}, "QueueName": {"type": "string"}},
                "id": "QueueUrl",
                "compile": {"cloudformation": {"type": "AWS::SQS::Queue", "ref": "QueueUrl", "attributes": {"Arn": "Arn", "QueueName": "QueueName"}}}},
            "aws:iam:Policy": {"inputs": {"PolicyName": {"type": "string"}},
                "outputs": {"PolicyName": {"type": "string"}},
                "compile": {"cloudformation": {"type": "AWS::IAM::Policy"}}},
            "aws:s3:Object": {"outputs": {"ETag": {"type": "string"}}},
            "random:Pet": {"outputs": {"result": {"type": "string"}}},
        }});
        strata_model::schema::Schema::parse(&schema).unwrap().types
    }

    fn resource(ty: &str, name: &str, inputs: Value) -> Registration {
        Registration::Resource {
            ty: ty.into(),
            name: name.into(),
            inputs,
            options: ResourceOptions::default(),
        }
    }

    fn r(h: u32, p: &str) -> Value {
        json!({"$strata": "ref", "handle": h, "property": p})
    }

    fn compile(decls: &Declarations, params: &BTreeMap<String, Param>) -> Compiled {
        let types = types();
        let lists = HashSet::from([("net/dev".to_string(), "subnetIds".to_string())]);
        translate(
            decls,
            &Input {
                project: "app",
                stack: "dev",
                types: &types,
                params,
                upstream_lists: &lists,
                assets: &Assets::new(),
            },
        )
    }

    #[test]
    fn references_become_ref_getatt_inputs_sub_and_imports() {
        let protected = ResourceOptions {
            protect: Some(true),
            depends_on: vec![0],
            ..Default::default()
        };
        let decls = Declarations {
            registrations: vec![
                resource("aws:sqs:Queue", "orders-dead", json!({})),
                Registration::Resource {
                    ty: "aws:sqs:Queue".into(),
                    name: "orders".into(),
                    inputs: json!({"RedrivePolicy": {"deadLetterTargetArn": r(0, "Arn"), "maxReceiveCount": 5}}),
                    options: protected,
                },
                resource(REFERENCE, "net", json!({"stack": "net/dev"})),
                Registration::Interpolation {
                    parts: json!(["arn:${x}:", r(1, "QueueName"), "/", r(2, "vpcId"), "-", 3]),
                },
                resource(
                    "aws:iam:Policy",
                    "p",
                    json!({"PolicyName": "reader", "Subnets": r(2, "subnetIds"), "Doc": {"$strata": "ref", "handle": 3}}),
                ),
            ],
            outputs: Some(
                json!({"queue": r(1, "id"), "policy": r(4, "PolicyName"), "subnets": r(2, "subnetIds"), "n": 3}),
            ),
            incomplete: None,
        };
        let c = compile(&decls, &BTreeMap::new());
        assert!(c.omitted.is_empty(), "{:?}", c.omitted);
        let t = &c.template;
        assert_eq!(
            t["Resources"]["Orders"]["Properties"]["RedrivePolicy"]["deadLetterTargetArn"],
            json!({"Fn::GetAtt": ["OrdersDead", "Arn"]})
        );
        assert_eq!(t["Resources"]["Orders"]["DependsOn"], json!(["OrdersDead"]));
        assert_eq!(t["Resources"]["Orders"]["DeletionPolicy"], "Retain");
        assert_eq!(
            t["Resources"]["P"]["Properties"]["Subnets"],
            json!({"Fn::Split": [",", {"Fn::ImportValue": "net-dev-subnetIds"}]})
        );
        assert_eq!(
            t["Resources"]["P"]["Properties"]["Doc"],
            json!({"Fn::Sub": ["arn:${!x}:${Orders.QueueName}/${V0}-3", {"V0": {"Fn::ImportValue": "net-dev-vpcId"}}]})
        );
        assert_eq!(
            t["Outputs"]["Queue"],
            json!({"Value": {"Ref": "Orders"}, "Export": {"Name": "app-dev-queue"}})
        );
        // An output that is an input given back is the program's value of it.
        assert_eq!(t["Outputs"]["Policy"]["Value"], "reader");
        assert_eq!(
            t["Outputs"]["Subnets"]["Value"],
            json!({"Fn::Join": [",", {"Fn::Split": [",", {"Fn::ImportValue": "net-dev-subnetIds"}]}]})
        );
        assert_eq!(t["Outputs"]["N"]["Value"], "3");
        assert!(t.get("Parameters").is_none());
    }

    #[test]
    fn what_has_no_form_is_refused_with_its_reason_and_so_is_what_reads_it() {
        let decls = Declarations {
            registrations: vec![
                resource("random:Pet", "pet", json!({})),
                resource("aws:sqs:Queue", "q", json!({"QueueName": r(0, "result")})),
                Registration::Apply {
                    inputs: r(1, "Arn"),
                },
                resource(
                    "aws:sqs:Queue",
                    "computed",
                    json!({"QueueName": {"$strata": "ref", "handle": 2}}),
                ),
                resource(
                    "aws:sqs:Queue",
                    "secretive",
                    json!({"QueueName": {"$strata": "secret", "value": "s3cret"}}),
                ),
                resource("aws:sqs:Queue", "fine", json!({"QueueName": "fine"})),
                resource("aws:sqs:Queue", "nourl", json!({"QueueName": r(5, "Nope")})),
            ],
            outputs: Some(json!({"pet": r(0, "result"), "fine": r(5, "Arn")})),
            incomplete: None,
        };
        let c = compile(&decls, &BTreeMap::new());
        let why: BTreeMap<&str, &str> = c
            .omitted
            .iter()
            .map(|(w, y)| (w.as_str(), y.as_str()))
            .collect();
        assert_eq!(
            why["random:Pet \"pet\""],
            "random:Pet has no CloudFormation form"
        );
        assert!(
            why["aws:sqs:Queue \"q\""].contains("reads random:Pet \"pet\", which is left out"),
            "{why:?}"
        );
        assert!(
            why["aws:sqs:Queue \"computed\""].contains("apply #2, a callback"),
            "{why:?}"
        );
        assert!(
            why["aws:sqs:Queue \"secretive\""].contains("plaintext"),
            "{why:?}"
        );
        assert!(
            why["aws:sqs:Queue \"nourl\""].contains("output `Nope`"),
            "{why:?}"
        );
        assert!(why["output `pet`"].contains("left out"), "{why:?}");
        assert_eq!(
            c.template["Resources"]
                .as_object()
                .unwrap()
                .keys()
                .collect::<Vec<_>>(),
            vec!["Fine"]
        );
        assert!(!c.template.to_string().contains("s3cret"));
    }

    #[test]
    fn config_placeholders_become_parameters_secrets_no_echo() {
        let params = BTreeMap::from([
            (
                placeholder(0),
                Param {
                    key: "env".into(),
                    name: "Env".into(),
                    default: Some("dev".into()),
                    secret: false,
                },
            ),
            (
                placeholder(1),
                Param {
                    key: "token".into(),
                    name: "Token".into(),
                    default: None,
                    secret: true,
                },
            ),
        ]);
        let decls = Declarations {
            registrations: vec![resource(
                "aws:sqs:Queue",
                "q",
                json!({
                    "QueueName": format!("orders-{}", placeholder(0)),
                    "Tags": [{"Key": "env", "Value": placeholder(0)}],
                    "Token": {"$strata": "secret", "value": placeholder(1)},
                }),
            )],
            outputs: None,
            incomplete: None,
        };
        let c = compile(&decls, &params);
        let p = &c.template["Resources"]["Q"]["Properties"];
        assert_eq!(p["QueueName"], json!({"Fn::Sub": "orders-${Env}"}));
        assert_eq!(p["Tags"][0]["Value"], json!({"Ref": "Env"}));
        assert_eq!(p["Token"], json!({"Ref": "Token"}));
        assert_eq!(c.template["Parameters"]["Env"]["Default"], "dev");
        assert_eq!(c.template["Parameters"]["Token"]["NoEcho"], true);
        assert!(c.template["Parameters"]["Token"].get("Default").is_none());
    }

    #[test]
    fn a_template_holding_a_secret_s_plaintext_is_caught() {
        let t = json!({"Resources": {"Q": {"Properties": {"Name": "pre-hunter2\"x-post", "N": 918273645}}}});
        let secrets = [
            ("token".to_string(), "hunter2\"x".to_string()),
            ("pin".to_string(), "918273645".to_string()),
            ("other".to_string(), "not-there".to_string()),
            ("empty".to_string(), String::new()),
        ];
        assert_eq!(leaked(&t, &secrets), ["token", "pin"]);
    }

    #[test]
    fn logical_ids_are_alphanumeric_and_unique() {
        assert_eq!(logical("orders-dead"), "OrdersDead");
        assert_eq!(logical("1st"), "R1st");
        let decls = Declarations {
            registrations: vec![
                resource("aws:sqs:Queue", "orders", json!({})),
                resource("aws:iam:Policy", "orders", json!({"PolicyName": "x"})),
            ],
            outputs: None,
            incomplete: None,
        };
        let c = compile(&decls, &BTreeMap::new());
        let ids: Vec<&String> = c.template["Resources"]
            .as_object()
            .unwrap()
            .keys()
            .collect();
        assert_eq!(ids, vec!["Orders", "OrdersPolicy"]);
    }
}
