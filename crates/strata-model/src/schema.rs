//! A provider's schema: the resource types (and functions) it offers, with their input and
//! output properties, as `schema()` returns them (the format is documented on `schema` in
//! `wit/provider/provider.wit`). Pure data: parsed, checked and described here; the CLI shows it
//! (`strata schema`), later work builds diffs, suggestions and typed SDKs on it.

use crate::value::{Value, marker};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Schema {
    /// Resource types by type token (`random:String`).
    #[serde(default)]
    pub types: BTreeMap<String, TypeSchema>,
    /// The provider's configuration keys (its settings in the project file, `aws:region` in a
    /// stack's config), checked as a type's inputs are. Absent: the configuration is not
    /// checked. (Optional: a schema without it reads as before.)
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config: Option<BTreeMap<String, Property>>,
    /// Functions (data sources) by name, for `invoke`.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub functions: BTreeMap<String, FunctionSchema>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TypeSchema {
    #[serde(default)]
    pub description: String,
    #[serde(default)]
    pub inputs: BTreeMap<String, Property>,
    #[serde(default)]
    pub outputs: BTreeMap<String, Property>,
    /// The output that holds the resource's id, if one does.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    /// `check` and `diff` of this type are pure: they read only their arguments and the
    /// provider's settings (never a secret one, the network or a file); `check`, given its own
    /// result back as the old inputs, returns it again; and `diff` finds nothing to change
    /// between inputs and the same inputs, with the outputs `create` or `update` returned for
    /// them. The engine then skips both calls for a resource whose program inputs, recorded
    /// inputs and outputs, and provider are what they were last time.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub pure: bool,
    /// The type takes free-form inputs beyond those declared: a name that is not declared is
    /// passed on instead of refused. (Optional: a schema without it reads as before.)
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub open: bool,
    /// How the type compiles to each target of `strata compile`, by the target's name
    /// (`cloudformation`): each target reads and checks its own form
    /// (`strata_ops::compile::TARGETS`). A type without a form for a target has none there.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub compile: BTreeMap<String, serde_json::Value>,
    /// Earlier tokens of this type (the provider renamed it): a resource recorded under one of
    /// them, with the same name and parent, is this resource, as if the program named the old
    /// URN in `aliases`. (Optional: a schema without it reads as before.)
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub aliases: Vec<String>,
    /// How the provider serves the type, when it serves types in more than one way (the AWS
    /// provider: `hand-verified`, or `cloud-control` through AWS Cloud Control): shown by
    /// `strata schema`. (Optional: a schema without it reads as before.)
    #[serde(default, rename = "served-by", skip_serializing_if = "Option::is_none")]
    pub served_by: Option<String>,
    /// Inputs the type's own calls do not serve, and how the provider serves a resource that
    /// sets one instead (the AWS provider: a hand-verified type's other registry properties,
    /// `through AWS Cloud Control`): the preview says so of each such resource, and `strata
    /// schema --coverage` counts them. (Optional: a schema without it reads as before.)
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub routed: Option<Routed>,
}

/// A type's [`TypeSchema::routed`] inputs.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Routed {
    pub inputs: Vec<String>,
    /// How a resource that sets one is served (`through AWS Cloud Control`).
    pub how: String,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FunctionSchema {
    #[serde(default)]
    pub description: String,
    #[serde(default)]
    pub args: BTreeMap<String, Property>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<Property>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Property {
    #[serde(rename = "type")]
    pub ty: PropertyType,
    #[serde(default)]
    pub description: String,
    /// An input the resource cannot be created without.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub required: bool,
    /// A change of this input replaces the resource.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub replaces: bool,
    /// The value is a secret (kept encrypted and redacted).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub secret: bool,
    /// The value `check` fills in when the input is absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default: Option<serde_json::Value>,
    /// The type of an array's items, or of an object's values.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub items: Option<Box<Property>>,
    /// An object's own properties, as a type's inputs are declared: checked, coerced and
    /// closed (another key is refused, with the name meant), as CloudFormation's property
    /// types are.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub properties: Option<BTreeMap<String, Property>>,
    /// The values it may take, and no other (CloudFormation's `enum`): another is refused with
    /// the one meant (a value in the wrong case, or misspelt) or the list. (Optional: a schema
    /// without it reads as before.)
    #[serde(default, rename = "enum", skip_serializing_if = "Option::is_none")]
    pub allowed: Option<Vec<serde_json::Value>>,
    /// A regular expression a string must match somewhere (JSON schema's and CloudFormation's
    /// `pattern`; anchor it with `^…$` to match the whole). One this engine cannot compile (a
    /// look-around) is not checked. (Optional: a schema without it reads as before.)
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pattern: Option<String>,
    /// An output the provider returns only for some resources of the type (an ARN some
    /// configurations have, an attribute some engines report): a program's reference to it
    /// is refused before anything runs, since `up` could not keep it. (Optional: a schema
    /// without it reads as before.)
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub sometimes: bool,
    /// An input that names what the resource lives in or is attached to, where the service
    /// removes the resource (or its attachment) with what it names: an inline policy's role, a
    /// bucket policy's bucket, a permission's function. When what it names is replaced under
    /// the same name (deleted first), the name does not change, so no diff would say this
    /// resource must be made again: the engine replaces it with it. (Optional: a schema
    /// without it reads as before.)
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub attached: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PropertyType {
    String,
    Integer,
    Number,
    Boolean,
    Array,
    Object,
    Any,
}

impl PropertyType {
    pub fn as_str(self) -> &'static str {
        match self {
            PropertyType::String => "string",
            PropertyType::Integer => "integer",
            PropertyType::Number => "number",
            PropertyType::Boolean => "boolean",
            PropertyType::Array => "array",
            PropertyType::Object => "object",
            PropertyType::Any => "any",
        }
    }
}

/// The widest the column of names in [`Schema::describe`] grows.
pub const NAME_COLUMN: usize = 40;

impl Schema {
    /// Parse and check a schema: well-formed, every type token `<provider>:<Kind>`, every `id`
    /// naming one of the type's outputs.
    pub fn parse(v: &serde_json::Value) -> Result<Schema, String> {
        Schema::deserialize(v).map_err(|e| e.to_string())?.checked()
    }

    /// [`Schema::parse`] of a guest's JSON text, straight into the schema's types (a schema of
    /// thousands of types costs several times more as a JSON value first). As a guest's value
    /// is, a default value is refused if it holds a marker that is not a known secret.
    pub fn parse_text(text: &str) -> Result<Schema, String> {
        let s: Schema = serde_json::from_str(text).map_err(|e| e.to_string())?;
        // Every property, at every depth: a type's inputs and outputs, the settings, and the
        // functions' arguments and results.
        let mut stack: Vec<&Property> = s
            .types
            .values()
            .flat_map(|t| t.inputs.values().chain(t.outputs.values()))
            .chain(s.config.iter().flat_map(|c| c.values()))
            .chain(
                s.functions
                    .values()
                    .flat_map(|f| f.args.values().chain(f.result.as_ref())),
            )
            .collect();
        while let Some(p) = stack.pop() {
            if let Some(d) = &p.default {
                crate::value::from_guest(&d.to_string(), crate::value::Allow::KNOWN)
                    .map_err(|why| format!("a default value: {why}"))?;
            }
            for a in p.allowed.iter().flatten() {
                crate::value::from_guest(&a.to_string(), crate::value::Allow::KNOWN)
                    .map_err(|why| format!("an allowed value: {why}"))?;
            }
            stack.extend(p.items.as_deref());
            stack.extend(p.properties.iter().flat_map(|ps| ps.values()));
        }
        s.checked()
    }

    fn checked(self) -> Result<Schema, String> {
        let s = self;
        for (name, t) in &s.types {
            let ok = name
                .split_once(':')
                .is_some_and(|(p, k)| !p.is_empty() && !k.is_empty());
            if !ok {
                return Err(format!(
                    "type `{name}` is not a type token such as `random:String`"
                ));
            }
            if let Some(id) = &t.id
                && !t.outputs.contains_key(id)
            {
                return Err(format!("{name}: `id` names `{id}`, which is not an output"));
            }
        }
        Ok(s)
    }

    /// The declared type closest to `ty` by spelling, for a "did you mean" (close enough to be
    /// a likely typo, or differing only in case).
    pub fn closest_type(&self, ty: &str) -> Option<&str> {
        crate::spelling::closest(self.types.keys(), ty)
    }

    /// The declared function closest to `function` by spelling, as [`Schema::closest_type`].
    pub fn closest_function(&self, function: &str) -> Option<&str> {
        crate::spelling::closest(self.functions.keys(), function)
    }

    /// A listing for people: each type, its inputs and its outputs, a line each (names in a
    /// column at most [`NAME_COLUMN`] wide).
    pub fn describe(&self) -> String {
        let mut out = String::new();
        let props =
            |out: &mut String, title: &str, ps: &BTreeMap<String, Property>, id: Option<&str>| {
                if ps.is_empty() {
                    return;
                }
                out.push_str(&format!("  {title}:\n"));
                // Names longer than the column overflow it, rather than widen every line (a
                // guest's name may be of any length: formatting a width past 65,535 panics).
                let width = ps
                    .keys()
                    .map(|k| k.chars().count())
                    .max()
                    .unwrap_or(0)
                    .min(NAME_COLUMN);
                for (name, p) in ps {
                    let mut notes = vec![p.ty.as_str().to_string()];
                    if p.required {
                        notes.push("required".into());
                    }
                    if p.replaces {
                        notes.push("replaces".into());
                    }
                    if p.secret {
                        notes.push("secret".into());
                    }
                    if Some(name.as_str()) == id {
                        notes.push("id".into());
                    }
                    if let Some(d) = &p.default {
                        notes.push(format!("default {d}"));
                    }
                    out.push_str(&format!(
                        "    {name:<width$}  {:<28} {}\n",
                        notes.join(", "),
                        p.description
                    ));
                }
            };
        for (name, t) in &self.types {
            out.push_str(name);
            if let Some(how) = &t.served_by {
                out.push_str(&format!(" [{how}]"));
            }
            if !t.description.is_empty() {
                out.push_str(&format!(": {}", t.description));
            }
            out.push('\n');
            props(&mut out, "inputs", &t.inputs, None);
            props(&mut out, "outputs", &t.outputs, t.id.as_deref());
            out.push('\n');
        }
        for (name, f) in &self.functions {
            out.push_str(&format!("function {name}: {}\n", f.description));
            props(&mut out, "args", &f.args, None);
            out.push('\n');
        }
        out
    }
}

impl Schema {
    /// `strata schema --coverage`: for each type served more than one way (a `routed` list),
    /// how many of its inputs its own calls serve and how many are routed, and with them how
    /// many of all its inputs a program can use (100%: every one).
    pub fn coverage(&self) -> String {
        let mut out = String::new();
        // The ways types with routed inputs are served (`hand-verified`): every type served so
        // is counted, those whose own calls serve every input too.
        let ways: Vec<&str> = self
            .types
            .values()
            .filter(|t| t.routed.is_some())
            .filter_map(|t| t.served_by.as_deref())
            .collect();
        let how = self
            .types
            .values()
            .find_map(|t| t.routed.as_ref().map(|r| r.how.as_str()))
            .unwrap_or_default();
        let rows: Vec<(&String, usize, usize, &str)> = self
            .types
            .iter()
            .filter(|(_, t)| {
                t.routed.is_some() || t.served_by.as_deref().is_some_and(|w| ways.contains(&w))
            })
            .map(|(name, t)| {
                let n = t.routed.as_ref().map_or(0, |r| {
                    r.inputs
                        .iter()
                        .filter(|k| t.inputs.contains_key(*k))
                        .count()
                });
                (name, t.inputs.len() - n, n, how)
            })
            .collect();
        let width = rows.iter().map(|r| r.0.len()).max().unwrap_or(0);
        let (mut own, mut other) = (0, 0);
        for (name, served, routed, how) in &rows {
            own += served;
            other += routed;
            out.push_str(&format!(
                "{name:<width$}  {served:>3} served by its own calls, {routed:>3} {how}: 100% of {}\n",
                served + routed
            ));
        }
        if rows.is_empty() {
            out.push_str("every type is served one way: each input by the type's own calls\n");
        } else {
            out.push_str(&format!(
                "{} types: {own} inputs served by their own calls, {other} routed; every input usable\n",
                rows.len()
            ));
        }
        out
    }
}

/// One input (or setting) the schema refuses: its path (`mode`, `tags.env`, `ports[0]`) and why.
pub type Problem = (String, String);

impl TypeSchema {
    /// Check a resource's inputs against the type's declared inputs: a name that is not
    /// declared (unless the type is `open`), a value of the wrong type, a required input that
    /// is missing, a value not among the allowed ones; at every depth the schema declares (an
    /// object's `properties`, a list's or a map's `items`), each problem with its path
    /// (`Rules[1].FromPort`). One coercion rule holds for every provider, both ways: a string
    /// that reads as the declared integer, number or boolean (`"60"`, `"true"`) is accepted and
    /// replaced by it, and a number or a boolean where a string is declared by its text.
    /// Unknown values, references and secrets that cannot be opened are not second-guessed; a
    /// secret's value is checked inside its marker and never quoted. `Ok(None)`: the inputs
    /// stand as they are; `Ok(Some(v))`: `v` is them with the coerced values.
    pub fn check_inputs(&self, ty: &str, inputs: &Value) -> Result<Option<Value>, Vec<Problem>> {
        check_object(
            &self.inputs,
            self.open,
            inputs,
            &|| format!("an input of {ty}"),
            false,
            "",
        )
    }
}

impl FunctionSchema {
    /// Check a function's arguments against its declared ones, by the rules and the coercion of
    /// [`TypeSchema::check_inputs`] (a function's arguments are never open): `Ok(None)`: they
    /// stand as they are; `Ok(Some(v))`: `v` is them with the coerced values.
    pub fn check_args(&self, function: &str, args: &Value) -> Result<Option<Value>, Vec<Problem>> {
        check_object(
            &self.args,
            false,
            args,
            &|| format!("an argument of {function}"),
            false,
            "",
        )
    }
}

impl TypeSchema {
    /// `inputs` as the provider applies them: every default the schema declares, at every
    /// depth (inside an object the program gave, and each item of a list of them), filled in
    /// where the inputs leave it out. What a policy judges is what will be made: a public
    /// access block that sets one flag leaves the others to their default, and a rule that
    /// reads them must see it. `None`: nothing to fill in (no copy is made). Markers (unknown,
    /// secret, reference) are left as they are, and so is anything not of its declared shape.
    pub fn with_defaults(&self, inputs: &Value) -> Option<Value> {
        let mut out: Option<Value> = None;
        fill(&self.inputs, inputs, &mut out);
        out
    }
}

/// Fill `props`' defaults into the object `v` (into `out`, a copy of `v` made at the first
/// change).
fn fill(props: &BTreeMap<String, Property>, v: &Value, out: &mut Option<Value>) {
    let Some(map) = v.as_object().filter(|m| !m.contains_key(crate::value::KEY)) else {
        return;
    };
    for (name, p) in props {
        let nested = |given: &Value| -> Option<Value> {
            let mut inner = None;
            match (given, &p.properties, &p.items) {
                (Value::Object(_), Some(props), _) => fill(props, given, &mut inner),
                (Value::Array(items), _, Some(item)) => {
                    if let Some(props) = &item.properties {
                        for (i, x) in items.iter().enumerate() {
                            let mut one = None;
                            fill(props, x, &mut one);
                            if let Some(one) = one {
                                let list = inner.get_or_insert_with(|| given.clone());
                                list[i] = one;
                            }
                        }
                    }
                }
                // A map: each of its values.
                (Value::Object(m), None, Some(item)) if !m.contains_key(crate::value::KEY) => {
                    if let Some(props) = &item.properties {
                        for (k, x) in m {
                            let mut one = None;
                            fill(props, x, &mut one);
                            if let Some(one) = one {
                                let map = inner.get_or_insert_with(|| given.clone());
                                map[k.as_str()] = one;
                            }
                        }
                    }
                }
                _ => {}
            }
            inner
        };
        match map.get(name) {
            None => {
                if let Some(d) = &p.default {
                    let o = out.get_or_insert_with(|| v.clone());
                    o[name.as_str()] = d.clone();
                }
            }
            Some(given) => {
                if let Some(filled) = nested(given) {
                    let o = out.get_or_insert_with(|| v.clone());
                    o[name.as_str()] = filled;
                }
            }
        }
    }
}

impl Schema {
    /// Check a provider's configuration against its declared settings (`config`), as
    /// [`TypeSchema::check_inputs`] checks inputs, but no value is ever quoted (a setting may
    /// be a secret the schema does not mark); keys starting with `$` are the host's own. A
    /// schema that declares no settings checks nothing.
    pub fn check_config(
        &self,
        provider: &str,
        config: &Value,
    ) -> Result<Option<Value>, Vec<Problem>> {
        let Some(settings) = &self.config else {
            return Ok(None);
        };
        check_object(
            settings,
            false,
            config,
            &|| format!("a setting of provider {provider}"),
            true,
            "",
        )
    }
}

/// Which declared names a property path of a resource option may start with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PathOf {
    /// An input (`ignoreChanges`, `replaceOnChanges`).
    Input,
    /// An output or an input, which outputs echo (`additionalSecretOutputs`).
    Output,
}

impl TypeSchema {
    /// Why `path` (a resource option's property path, `tags.env`, `rules[*].from`) names
    /// nothing a resource of type `ty` has, at any depth, if it names nothing: the segment
    /// that is wrong and the name meant. A segment below a value whose shape is not declared
    /// (`any`, an object without declared properties) is not second-guessed, nor a first
    /// name of an `open` type.
    pub fn path_problem(
        &self,
        ty: &str,
        path: &crate::path::PropertyPath,
        of: PathOf,
    ) -> Option<String> {
        use crate::path::Segment;
        let mut segments = path.segments.iter();
        let first = match segments.next()? {
            Segment::Key(k) => k,
            _ => return None,
        };
        let found = self.inputs.get(first).or_else(|| match of {
            PathOf::Output => self.outputs.get(first),
            PathOf::Input => None,
        });
        let mut p = match found {
            Some(p) => p,
            None if self.open => return None,
            None => {
                let what = match of {
                    PathOf::Input => format!("an input of {ty}"),
                    PathOf::Output => format!("an output of {ty}"),
                };
                let names: std::collections::BTreeSet<&String> = match of {
                    PathOf::Input => self.inputs.keys().collect(),
                    PathOf::Output => self.inputs.keys().chain(self.outputs.keys()).collect(),
                };
                return Some(format!(
                    "`{first}` {}",
                    unknown_name(names.iter().copied(), first, &what)
                ));
            }
        };
        let mut at = first.clone();
        for segment in segments {
            let next = match (segment, p.ty, &p.properties, &p.items) {
                (Segment::Key(k), _, Some(props), _) => match props.get(k) {
                    Some(q) => q,
                    None => {
                        let what = format!("a property of {at}");
                        return Some(format!("`{k}` {}", unknown_name(props.keys(), k, &what)));
                    }
                },
                (Segment::Any, _, Some(_), _) => return None,
                (Segment::Key(_) | Segment::Any, PropertyType::Object, None, Some(item)) => &**item,
                (Segment::Index(_) | Segment::Any, PropertyType::Array, _, Some(item)) => &**item,
                (Segment::Index(_), PropertyType::Object, _, _) => {
                    return Some(format!("`{at}` is an object, not a list: name a key of it"));
                }
                (Segment::Key(_), PropertyType::Array, _, _) => {
                    return Some(format!(
                        "`{at}` is a list, not an object: name an element (`{at}[0]`, `{at}[*]`)"
                    ));
                }
                (
                    _,
                    PropertyType::String
                    | PropertyType::Integer
                    | PropertyType::Number
                    | PropertyType::Boolean,
                    _,
                    _,
                ) => {
                    return Some(format!(
                        "`{at}` is {}, which has nothing inside it",
                        article(p.ty)
                    ));
                }
                _ => return None,
            };
            at = match segment {
                Segment::Key(k) => format!("{at}.{k}"),
                Segment::Index(n) => format!("{at}[{n}]"),
                Segment::Any => format!("{at}[*]"),
            };
            p = next;
        }
        None
    }
}

/// Check the object `v` against `props` (see [`TypeSchema::check_inputs`]); `what` says what a
/// declared name is, for the error on one that is not; `hidden`: no value is quoted.
fn check_object(
    props: &BTreeMap<String, Property>,
    open: bool,
    v: &Value,
    what: &dyn Fn() -> String,
    hidden: bool,
    at: &str,
) -> Result<Option<Value>, Vec<Problem>> {
    if marker::is_unknown(v) || v.is_null() {
        return Ok(None);
    }
    let Value::Object(map) = v else {
        return Err(vec![(
            at.to_string(),
            format!("must be an object, not {}", kind_of(v)),
        )]);
    };
    let path = |k: &str| match at {
        "" => k.to_string(),
        _ => format!("{at}.{k}"),
    };
    let checked = each_entry(map, |k, val| match props.get(k) {
        None if open || k.starts_with('$') => Ok(None),
        None => Err(vec![(path(k), unknown_name(props.keys(), k, &what()))]),
        Some(p) => check_value(p, val, &path(k), hidden),
    });
    let (fixed, mut problems) = match checked {
        Ok(fixed) => (fixed, Vec::new()),
        Err(problems) => (None, problems),
    };
    for (k, p) in props {
        if p.required && map.get(k).is_none_or(Value::is_null) {
            problems.push((path(k), format!("is required ({})", p.ty.as_str())));
        }
    }
    if problems.is_empty() {
        Ok(fixed)
    } else {
        Err(problems)
    }
}

/// Check each entry of `map` with `f`: the object with the values `f` replaced (`None`: none
/// was), or every problem found.
fn each_entry(
    map: &serde_json::Map<String, Value>,
    f: impl Fn(&str, &Value) -> Result<Option<Value>, Vec<Problem>>,
) -> Result<Option<Value>, Vec<Problem>> {
    let mut problems = Vec::new();
    let mut fixed: Option<serde_json::Map<String, Value>> = None;
    for (k, v) in map {
        match f(k, v) {
            Ok(None) => {}
            Ok(Some(new)) => {
                fixed
                    .get_or_insert_with(|| map.clone())
                    .insert(k.clone(), new);
            }
            Err(mut e) => problems.append(&mut e),
        }
    }
    if problems.is_empty() {
        Ok(fixed.map(Value::Object))
    } else {
        Err(problems)
    }
}

/// Why `name` is refused: not declared, and the declared name it was likely meant to be.
fn unknown_name<'a>(
    names: impl Iterator<Item = &'a String> + Clone,
    name: &str,
    what: &str,
) -> String {
    match crate::spelling::closest(names.clone(), name) {
        Some(near) => format!("is not {what}: did you mean `{near}`?"),
        None if names.clone().next().is_none() => format!("is not {what}: it takes none"),
        None => format!(
            "is not {what}: it takes {}",
            crate::spelling::listing(names.map(String::as_str), true)
        ),
    }
}

/// Check one value against its declared property; `secret`: the value is inside a secret and
/// is never quoted.
fn check_value(
    p: &Property,
    v: &Value,
    path: &str,
    secret: bool,
) -> Result<Option<Value>, Vec<Problem>> {
    if v.is_null()
        || marker::is_unknown(v)
        || marker::is_sealed(v)
        || marker::as_reference(v).is_some()
    {
        return Ok(None);
    }
    if marker::is_secret(v) {
        let inner = v.get("value").unwrap_or(&Value::Null);
        return check_value(p, inner, path, true).map(|o| o.map(marker::secret));
    }
    let wrong = || {
        let shown = match v {
            _ if secret => kind_of(v).to_string(),
            Value::String(s) if s.chars().count() > 40 => {
                format!("the string \"{}…\"", s.chars().take(40).collect::<String>())
            }
            Value::String(s) => format!("the string {v}", v = Value::String(s.clone())),
            Value::Number(_) | Value::Bool(_) => format!("{} {v}", kind_of(v)),
            _ => kind_of(v).to_string(),
        };
        Err(vec![(
            path.to_string(),
            format!("must be {}, not {shown}", article(p.ty)),
        )])
    };
    let checked = match (p.ty, v) {
        (PropertyType::Any, _)
        | (PropertyType::String, Value::String(_))
        | (PropertyType::Number, Value::Number(_))
        | (PropertyType::Boolean, Value::Bool(_)) => Ok(None),
        (PropertyType::Integer, Value::Number(n)) if n.is_i64() || n.is_u64() => Ok(None),
        // A whole number written as a float (YAML's `1.0`, `1e3`) is that integer, as JSON
        // schema has it.
        (PropertyType::Integer, Value::Number(n))
            if n.as_f64()
                .is_some_and(|f| f.fract() == 0.0 && f.abs() < 9.0e15) =>
        {
            Ok(Some(Value::from(n.as_f64().unwrap_or_default() as i64)))
        }
        // The rule goes both ways, as CloudFormation's does: a number or a boolean where a
        // string is declared is its text.
        (PropertyType::String, Value::Number(n)) => Ok(Some(Value::String(number_text(n)))),
        (PropertyType::String, Value::Bool(b)) => Ok(Some(Value::String(b.to_string()))),
        (PropertyType::Integer, Value::String(s)) => match s.trim().parse::<i64>() {
            Ok(n) => Ok(Some(Value::from(n))),
            Err(_) => wrong(),
        },
        (PropertyType::Number, Value::String(s)) => {
            if let Ok(n) = s.trim().parse::<i64>() {
                return Ok(Some(Value::from(n)));
            }
            match s
                .trim()
                .parse::<f64>()
                .ok()
                .and_then(serde_json::Number::from_f64)
            {
                Some(n) => Ok(Some(Value::Number(n))),
                None => wrong(),
            }
        }
        (PropertyType::Boolean, Value::String(s)) => match s.as_str() {
            "true" | "True" | "TRUE" => Ok(Some(Value::Bool(true))),
            "false" | "False" | "FALSE" => Ok(Some(Value::Bool(false))),
            _ => wrong(),
        },
        (PropertyType::Array, Value::Array(items)) => {
            let Some(item) = &p.items else {
                return Ok(None);
            };
            let mut problems = Vec::new();
            let mut fixed: Option<Vec<Value>> = None;
            for (n, x) in items.iter().enumerate() {
                match check_value(item, x, &format!("{path}[{n}]"), secret) {
                    Ok(None) => {}
                    Ok(Some(new)) => fixed.get_or_insert_with(|| items.clone())[n] = new,
                    Err(mut e) => problems.append(&mut e),
                }
            }
            if problems.is_empty() {
                Ok(fixed.map(Value::Array))
            } else {
                Err(problems)
            }
        }
        (PropertyType::Object, Value::Object(map)) => match (&p.properties, &p.items) {
            (Some(props), _) => check_object(
                props,
                false,
                v,
                &|| format!("a property of {path}"),
                secret,
                path,
            ),
            (None, None) => Ok(None),
            (None, Some(item)) => each_entry(map, |k, x| {
                check_value(item, x, &format!("{path}.{k}"), secret)
            }),
        },
        _ => wrong(),
    };
    match (checked, &p.allowed) {
        (Ok(fixed), Some(allowed)) if !allowed.contains(fixed.as_ref().unwrap_or(v)) => {
            Err(vec![(
                path.to_string(),
                not_allowed(allowed, fixed.as_ref().unwrap_or(v), secret),
            )])
        }
        (Ok(fixed), None) => match (&p.pattern, fixed.as_ref().unwrap_or(v)) {
            (Some(pattern), Value::String(s)) if !matches(pattern, s) => {
                let shown = if secret {
                    "the string".to_string()
                } else {
                    format!("{}", Value::String(s.chars().take(60).collect()))
                };
                Err(vec![(
                    path.to_string(),
                    format!(
                        "must match the pattern `{}`, and {shown} does not",
                        readable(pattern)
                    ),
                )])
            }
            _ => Ok(fixed),
        },
        (checked, _) => checked,
    }
}

/// `pattern` as a message shows it: an escaped printable character that means itself in a
/// pattern is written as itself (the registry writes `/` as `\u002F`).
fn readable(pattern: &str) -> String {
    let mut out = String::with_capacity(pattern.len());
    let mut rest = pattern;
    while let Some(at) = rest.find("\\u") {
        out.push_str(&rest[..at]);
        let code = rest
            .get(at + 2..at + 6)
            .and_then(|h| u32::from_str_radix(h, 16).ok())
            .and_then(char::from_u32)
            .filter(|c| c.is_ascii_graphic() && !"\\.^$|?*+()[]{}-".contains(*c));
        match code {
            Some(c) => {
                out.push(c);
                rest = &rest[at + 6..];
            }
            None => {
                out.push_str("\\u");
                rest = &rest[at + 2..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// `pattern` in this engine's dialect where the registry's differs: `\d` is an ASCII digit
/// (here it would be any Unicode one), `\Z` the end of the text.
fn portable(pattern: &str) -> String {
    let mut out = String::with_capacity(pattern.len());
    let mut chars = pattern.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('d') => out.push_str("[0-9]"),
            Some('Z') => out.push_str("\\z"),
            Some(next) => {
                out.push('\\');
                out.push(next);
            }
            None => out.push('\\'),
        }
    }
    out
}

/// Whether `s` matches `pattern` somewhere; a pattern this engine cannot compile matches
/// everything. Each is compiled once per process.
fn matches(pattern: &str, s: &str) -> bool {
    use std::collections::HashMap;
    use std::sync::{Mutex, OnceLock};
    static COMPILED: OnceLock<Mutex<HashMap<String, Option<regex::Regex>>>> = OnceLock::new();
    // (A `Regex` clones cheaply: the match runs outside the lock.)
    let re = COMPILED
        .get_or_init(Mutex::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .entry(pattern.to_string())
        .or_insert_with(|| regex::Regex::new(&portable(pattern)).ok())
        .clone();
    re.is_none_or(|re| re.is_match(s))
}

/// A number as the text a string holds: a whole number in its digits (`1000`, not the
/// `1000.0` of a float that a YAML `1e3` reads as), else as JSON writes it.
fn number_text(n: &serde_json::Number) -> String {
    match n.as_f64() {
        Some(f) if !(n.is_i64() || n.is_u64()) && f.fract() == 0.0 && f.abs() < 9.0e15 => {
            format!("{}", f as i64)
        }
        _ => n.to_string(),
    }
}

/// Why `v` is not one of the `allowed` values: the one meant (the same in another case, or
/// close in spelling) or those it may be; `secret`: `v` is not quoted.
fn not_allowed(allowed: &[serde_json::Value], v: &Value, secret: bool) -> String {
    let texts: Vec<String> = allowed
        .iter()
        .filter_map(|a| a.as_str().map(str::to_string))
        .collect();
    // A secret's value is not hinted at either.
    let near = v
        .as_str()
        .filter(|_| !secret)
        .and_then(|s| crate::spelling::closest(texts.iter(), s));
    let shown: Vec<String> = allowed.iter().map(|a| a.to_string()).collect();
    let is = if secret {
        String::new()
    } else {
        format!(", not {v}")
    };
    match near {
        Some(near) => format!("must be one of its allowed values{is}: did you mean \"{near}\"?"),
        None => format!(
            "must be one of {}{is}",
            crate::spelling::listing(shown.iter().map(String::as_str), false)
        ),
    }
}

/// What kind of JSON value `v` is, for an error.
fn kind_of(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(n) if n.is_i64() || n.is_u64() => "an integer",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

fn article(t: PropertyType) -> &'static str {
    match t {
        PropertyType::String => "a string",
        PropertyType::Integer => "an integer",
        PropertyType::Number => "a number",
        PropertyType::Boolean => "a boolean",
        PropertyType::Array => "an array",
        PropertyType::Object => "an object",
        PropertyType::Any => "any value",
    }
}

#[cfg(test)]
mod fuzz;

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// Defaults are filled in at every depth, generated: a leaf with a default under every
    /// nesting of objects, lists and maps up to four deep, left out (filled in), given (kept),
    /// or under a marker or a container of the wrong shape (left alone); a container the
    /// program left out is not made up.
    #[test]
    fn defaults_are_filled_in_at_every_depth_and_nowhere_else() {
        // One level of nesting: how a schema holds `inner`, and a value holding `v` there.
        type Wrap = (fn(Value) -> Value, fn(Value) -> Value);
        let kinds: [Wrap; 3] = [
            (
                |s| json!({"type": "object", "properties": {"in": s, "other": {"type": "string"}}}),
                |v| json!({"in": v, "other": "x"}),
            ),
            (
                |s| json!({"type": "array", "items": {"type": "object", "properties": {"in": s}}}),
                |v| json!([{"in": v}, {"in": v}]),
            ),
            (
                |s| json!({"type": "object", "items": {"type": "object", "properties": {"in": s}}}),
                |v| json!({"k": {"in": v}}),
            ),
        ];
        let leaf = json!({"type": "object", "properties": {
            "Flag": {"type": "boolean", "default": false},
            "Given": {"type": "string"}}});
        let mut cases = 0;
        let mut nestings: Vec<Vec<usize>> = vec![vec![]];
        for _ in 0..4 {
            let longer: Vec<Vec<usize>> = nestings
                .iter()
                .filter(|n| n.len() == nestings.last().unwrap().len())
                .flat_map(|n| (0..kinds.len()).map(move |k| [n.clone(), vec![k]].concat()))
                .collect();
            nestings.extend(longer);
        }
        for nesting in &nestings {
            let mut schema = leaf.clone();
            for &k in nesting.iter().rev() {
                schema = (kinds[k].0)(schema);
            }
            let s = Schema::parse(&json!({"types": {"a:B": {"inputs": {"top": schema}}}})).unwrap();
            let t = &s.types["a:B"];
            let at = |v: Value| {
                let mut v = v;
                for &k in nesting.iter().rev() {
                    v = (kinds[k].1)(v);
                }
                json!({"top": v})
            };
            // Left out: filled in.
            let filled = t.with_defaults(&at(json!({"Given": "g"})));
            assert_eq!(
                filled,
                Some(at(json!({"Given": "g", "Flag": false}))),
                "{nesting:?}"
            );
            // Given: kept, and nothing copied.
            assert_eq!(
                t.with_defaults(&at(json!({"Flag": true}))),
                None,
                "{nesting:?}"
            );
            // A marker or the wrong shape: left alone.
            for odd in [
                marker::unknown(),
                marker::secret(json!({"x": 1})),
                json!("text"),
            ] {
                assert_eq!(t.with_defaults(&at(odd.clone())), None, "{nesting:?} {odd}");
            }
            // The container left out is not made up.
            assert_eq!(t.with_defaults(&json!({})), None, "{nesting:?}");
            cases += 6;
        }
        assert_eq!(nestings.len(), 1 + 3 + 9 + 27 + 81);
        assert_eq!(cases, 121 * 6);
        // A top-level default the program left out.
        let s = Schema::parse(&json!({"types": {"a:B": {"inputs": {
            "Size": {"type": "integer", "default": 8}}}}}))
        .unwrap();
        assert_eq!(
            s.types["a:B"].with_defaults(&json!({})),
            Some(json!({"Size": 8}))
        );
    }

    /// A declared `pattern`, at the top, in an object, in a list's items and a map's values: a
    /// string that does not match is refused with its path (a secret's text never shown), one
    /// that does passes, as does any string where the pattern cannot be compiled here.
    #[test]
    fn a_string_must_match_its_pattern_at_every_depth() {
        let named = json!({"type": "string", "pattern": "^[a-z]+$"});
        let schema = Schema::parse(&json!({"types": {"a:B": {"inputs": {
            "top": named,
            "obj": {"type": "object", "properties": {"inner": named}},
            "list": {"type": "array", "items": named},
            "map": {"type": "object", "items": named},
            "lookaround": {"type": "string", "pattern": "^(?!x)"},
            "ascii": {"type": "string", "pattern": "^\\d{2}\\Z"},
        }}}}))
        .unwrap();
        let t = &schema.types["a:B"];
        let good = json!({"top": "ok", "obj": {"inner": "ok"}, "list": ["ok"], "map": {"k": "ok"},
            "lookaround": "x-anything", "ascii": "12"});
        assert_eq!(t.check_inputs("a:B", &good), Ok(None));
        let bad = json!({"top": "No", "obj": {"inner": "n0"}, "list": ["ok", "N"], "map": {"k": "a b"},
            "lookaround": "x", "ascii": "١٢"});
        let problems = t.check_inputs("a:B", &bad).unwrap_err();
        let mut paths: Vec<&str> = problems.iter().map(|(p, _)| p.as_str()).collect();
        paths.sort();
        assert_eq!(
            paths,
            ["ascii", "list[1]", "map.k", "obj.inner", "top"],
            "{problems:?}"
        );
        assert!(problems.iter().any(|(p, why)| p == "top"
            && why == "must match the pattern `^[a-z]+$`, and \"No\" does not"));
        let secret = json!({"top": marker::secret(json!("Hunter2"))});
        let problems = t.check_inputs("a:B", &secret).unwrap_err();
        assert!(!problems[0].1.contains("Hunter2"), "{problems:?}");
        // A message shows the registry's escapes of printable characters as the characters,
        // and keeps those that mean something in a pattern escaped.
        for (pattern, shown) in [
            (
                "^(\\u002F)|(\\u002F[\\u0021-\\u007E]+\\u002F)$",
                "^(/)|(/[!-~]+/)$",
            ),
            ("^a\\u002Eb\\u002D\\u0000$", "^a\\u002Eb\\u002D\\u0000$"),
            ("\\u00", "\\u00"),
        ] {
            assert_eq!(readable(pattern), shown);
        }
    }

    #[test]
    fn schemas_parse_check_and_describe() {
        let s = Schema::parse(&json!({"types": {"random:String": {
            "description": "a random string",
            "inputs": {"length": {"type": "integer", "replaces": true, "default": 16}},
            "outputs": {"result": {"type": "string", "description": "the string"}},
            "id": "result"
        }}}))
        .unwrap();
        let text = s.describe();
        assert!(text.contains("random:String: a random string"), "{text}");
        assert!(text.contains("integer, replaces, default 16"), "{text}");
        assert!(text.contains("string, id"), "{text}");
        assert_eq!(s.closest_type("random:Strng"), Some("random:String"));
        assert_eq!(s.closest_type("random:string"), Some("random:String"));
        assert_eq!(s.closest_type("random:Kubernetes"), None);
        let bad = |v| Schema::parse(&v).unwrap_err();
        assert!(bad(json!({"types": {"String": {}}})).contains("type token"));
        assert!(bad(json!({"types": {"a:B": {"id": "x"}}})).contains("not an output"));
        assert!(
            bad(json!({"types": {"a:B": {"inputs": {"x": {"type": "text"}}}}}))
                .contains("unknown variant")
        );
    }

    fn file() -> TypeSchema {
        let s = Schema::parse(&json!({"types": {"local:File": {"inputs": {
            "path": {"type": "string", "required": true},
            "mode": {"type": "string"},
            "size": {"type": "integer"},
            "ratio": {"type": "number"},
            "fifo": {"type": "boolean"},
            "tags": {"type": "object", "items": {"type": "integer"}},
            "ports": {"type": "array", "items": {"type": "integer"}},
        }}}}))
        .unwrap();
        s.types["local:File"].clone()
    }

    #[test]
    fn inputs_are_checked_against_the_schema_with_one_coercion_rule() {
        let t = file();
        let check = |v| t.check_inputs("local:File", &v);
        assert_eq!(check(json!({"path": "a", "mode": "600"})), Ok(None));
        let e = check(json!({"path": "a", "mdoe": "600"})).unwrap_err();
        assert_eq!(
            e,
            vec![(
                "mdoe".to_string(),
                "is not an input of local:File: did you mean `mode`?".to_string()
            )]
        );
        let e = check(json!({"mode": [600]})).unwrap_err();
        assert!(
            e.contains(&("mode".into(), "must be a string, not an array".into())),
            "{e:?}"
        );
        assert!(
            e.contains(&("path".into(), "is required (string)".into())),
            "{e:?}"
        );
        // The rule goes both ways: a number or a boolean where a string is declared is its
        // text, as CloudFormation takes it.
        assert_eq!(
            check(json!({"path": "a", "mode": 600})),
            Ok(Some(json!({"path": "a", "mode": "600"})))
        );
        assert_eq!(
            check(json!({"path": true, "mode": 0.5})),
            Ok(Some(json!({"path": "true", "mode": "0.5"})))
        );
        // A whole number read as a float (YAML's `1e3`) is its digits.
        assert_eq!(
            check(json!({"path": 1e3, "mode": 12345678901234567890u64})),
            Ok(Some(
                json!({"path": "1000", "mode": "12345678901234567890"})
            ))
        );
        // The one coercion rule: a string that reads as the declared scalar.
        assert_eq!(
            check(
                json!({"path": "a", "size": "60", "ratio": "0.5", "fifo": "false", "tags": {"x": "1"}, "ports": ["80", 443]})
            ),
            Ok(Some(
                json!({"path": "a", "size": 60, "ratio": 0.5, "fifo": false, "tags": {"x": 1}, "ports": [80, 443]})
            ))
        );
        // A whole number written as a float where an integer is declared is that integer; a
        // fraction is not.
        assert_eq!(
            check(json!({"path": "a", "size": 1.0, "ports": [8e1]})),
            Ok(Some(json!({"path": "a", "size": 1, "ports": [80]})))
        );
        assert!(check(json!({"path": "a", "size": 1.5})).is_err());
        let e = check(json!({"path": "a", "size": "sixty", "ports": [80, "x"]})).unwrap_err();
        assert!(
            e.contains(&(
                "ports[1]".into(),
                "must be an integer, not the string \"x\"".into()
            )),
            "{e:?}"
        );
        assert!(
            e.contains(&(
                "size".into(),
                "must be an integer, not the string \"sixty\"".into()
            )),
            "{e:?}"
        );
        // Unknowns and references are not second-guessed; a secret is checked inside, coerced
        // inside, and never quoted.
        assert_eq!(
            check(json!({"path": {"$strata": "unknown"}, "size": {"$strata": "ref", "handle": 1}})),
            Ok(None)
        );
        assert_eq!(
            check(json!({"path": "a", "size": {"$strata": "secret", "value": "7"}})),
            Ok(Some(
                json!({"path": "a", "size": {"$strata": "secret", "value": 7}})
            ))
        );
        let e = check(json!({"path": "a", "size": {"$strata": "secret", "value": "hunter2"}}))
            .unwrap_err();
        assert_eq!(e[0].1, "must be an integer, not a string");
        // Far from every name: the names it takes.
        let e = check(json!({"path": "a", "kubernetes": 1})).unwrap_err();
        assert!(e[0].1.contains("it takes `fifo`, `mode`"), "{e:?}");
        // An open type passes names it does not declare.
        let open = TypeSchema {
            open: true,
            ..t.clone()
        };
        assert_eq!(
            open.check_inputs("local:File", &json!({"path": "a", "anything": 1})),
            Ok(None)
        );
    }

    /// A guest's schema text parses to what its JSON value does, with the same checks, and a
    /// default holding a marker a guest may not give is refused.
    #[test]
    fn a_schema_parsed_from_text_is_the_one_parsed_from_its_value() {
        let v = json!({"types": {"random:String": {
            "inputs": {"length": {"type": "integer", "default": 16},
                "tags": {"type": "object", "properties": {"env": {"type": "string"}}}},
            "outputs": {"result": {"type": "string"}}, "id": "result", "served-by": "hand-verified"
        }}});
        assert_eq!(Schema::parse_text(&v.to_string()), Schema::parse(&v));
        let bad = json!({"types": {"a:B": {"id": "x"}}}).to_string();
        assert!(
            Schema::parse_text(&bad)
                .unwrap_err()
                .contains("not an output")
        );
        let marker = json!({"types": {"a:B": {"inputs": {"x": {"type": "object", "properties": {
            "y": {"type": "any", "default": {"$strata": "secret", "ciphertext": "…"}}}}}}}})
        .to_string();
        assert!(
            Schema::parse_text(&marker)
                .unwrap_err()
                .contains("an encrypted secret is not accepted"),
            "{marker}"
        );
    }

    /// An object's declared properties are checked as a type's inputs are: coerced by the one
    /// rule, required where declared so, closed to names it does not declare (with the name
    /// meant), each problem at its full path, inside a list too.
    #[test]
    fn an_object_s_declared_properties_are_checked_coerced_and_closed() {
        let s = Schema::parse(&json!({"types": {"aws:dynamodb:Table": {"inputs": {
            "ProvisionedThroughput": {"type": "object", "properties": {
                "ReadCapacityUnits": {"type": "integer", "required": true},
                "WriteCapacityUnits": {"type": "integer", "required": true}}},
            "Indexes": {"type": "array", "items": {"type": "object", "properties": {
                "IndexName": {"type": "string", "required": true}}}},
        }}}}))
        .unwrap();
        let t = &s.types["aws:dynamodb:Table"];
        let check = |v| t.check_inputs("aws:dynamodb:Table", &v);
        assert_eq!(
            check(
                json!({"ProvisionedThroughput": {"ReadCapacityUnits": "5", "WriteCapacityUnits": 2}})
            ),
            Ok(Some(
                json!({"ProvisionedThroughput": {"ReadCapacityUnits": 5, "WriteCapacityUnits": 2}})
            ))
        );
        let e = check(json!({"ProvisionedThroughput": {"ReadCapacityUnit": 5, "WriteCapacityUnits": "two"}, "Indexes": [{"IndexName": "a"}, {}]})).unwrap_err();
        for want in [
            (
                "ProvisionedThroughput.ReadCapacityUnit",
                "is not a property of ProvisionedThroughput: did you mean `ReadCapacityUnits`?",
            ),
            (
                "ProvisionedThroughput.ReadCapacityUnits",
                "is required (integer)",
            ),
            (
                "ProvisionedThroughput.WriteCapacityUnits",
                "must be an integer, not the string \"two\"",
            ),
            ("Indexes[1].IndexName", "is required (string)"),
        ] {
            assert!(
                e.contains(&(want.0.into(), want.1.into())),
                "{want:?} not in {e:?}"
            );
        }
        // Unknown inside: not second-guessed.
        assert_eq!(
            check(
                json!({"ProvisionedThroughput": {"ReadCapacityUnits": {"$strata": "unknown"}, "WriteCapacityUnits": 1}})
            ),
            Ok(None)
        );
    }

    /// A schema is a guest's answer: one with a huge number of inputs does not make a huge
    /// error (the names listed are capped, and the count of the rest said).
    /// A container around what is inside it, as a schema declares one and as a value and a
    /// path reach into it.
    #[derive(Clone, Copy, Debug)]
    enum Shape {
        /// An object with declared properties: `.Inner`.
        Object,
        /// A list: `[0]`.
        List,
        /// A map (an object of values of one shape): `.k`.
        Map,
    }

    /// Every sequence of shapes up to `depth` long.
    fn shapes(depth: usize) -> Vec<Vec<Shape>> {
        let mut all = vec![vec![]];
        let mut last = vec![vec![]];
        for _ in 0..depth {
            let mut next = Vec::new();
            for s in &last {
                for shape in [Shape::Object, Shape::List, Shape::Map] {
                    let mut s: Vec<Shape> = s.clone();
                    s.push(shape);
                    next.push(s);
                }
            }
            all.extend(next.iter().cloned());
            last = next;
        }
        all
    }

    /// The innermost object: an enum, an integer and a required name.
    fn leaf() -> serde_json::Value {
        json!({"type": "object", "properties": {
            "Status": {"type": "string", "enum": ["Enabled", "Suspended"]},
            "Count": {"type": "integer"},
            "Name": {"type": "string", "required": true},
        }})
    }

    /// The schema of `Top` for `shapes` (outermost first), a value for it with `inner` at the
    /// bottom, and the path to `inner` as the check and the options name it.
    fn nested(shapes: &[Shape], inner: serde_json::Value) -> (Schema, serde_json::Value, String) {
        let mut schema = leaf();
        let mut value = inner;
        let mut path = String::new();
        for shape in shapes.iter().rev() {
            let (s, v, p) = match shape {
                Shape::Object => (
                    json!({"type": "object", "properties": {"Inner": schema, "Other": {"type": "string"}}}),
                    json!({"Inner": value, "Other": "o"}),
                    ".Inner",
                ),
                Shape::List => (
                    json!({"type": "array", "items": schema}),
                    json!([value]),
                    "[0]",
                ),
                Shape::Map => (
                    json!({"type": "object", "items": schema}),
                    json!({"k": value}),
                    ".k",
                ),
            };
            schema = s;
            value = v;
            path = format!("{p}{path}");
        }
        let s = Schema::parse(&json!({"types": {"aws:s3:Bucket": {"inputs": {"Top": schema}}}}))
            .unwrap();
        (s, json!({"Top": value}), format!("Top{path}"))
    }

    /// The class "a mistake at any depth": every sequence of objects, lists and maps up to
    /// four deep (121 shapes, none included) around an object with an enum, an integer and a required key;
    /// in each, a misspelt key, an enum value in the wrong case, a misspelt one, a value of the
    /// wrong type and a missing required key are refused with their path and the name meant;
    /// a number and a string are coerced each way; and a resource option's path is checked
    /// as far down as it goes.
    #[test]
    fn a_mistake_at_every_depth_of_every_shape_is_refused_with_its_path() {
        let mut cases = 0;
        for shapes in shapes(4) {
            let refused = |inner: serde_json::Value, at: &str, why: &str| {
                let (s, v, path) = nested(&shapes, inner);
                let e = s.types["aws:s3:Bucket"]
                    .check_inputs("aws:s3:Bucket", &v)
                    .unwrap_err();
                let want = (format!("{path}{at}"), why.replace("{path}", &path));
                assert!(e.contains(&want), "{shapes:?}: {want:?} not in {e:?}");
            };
            refused(
                json!({"Name": "n", "Stauts": "Enabled"}),
                ".Stauts",
                "is not a property of {path}: did you mean `Status`?",
            );
            refused(
                json!({"Name": "n", "Status": "enabled"}),
                ".Status",
                "must be one of its allowed values, not \"enabled\": did you mean \"Enabled\"?",
            );
            refused(
                json!({"Name": "n", "Status": "On"}),
                ".Status",
                "must be one of \"Enabled\", \"Suspended\", not \"On\"",
            );
            refused(
                json!({"Name": "n", "Count": "many"}),
                ".Count",
                "must be an integer, not the string \"many\"",
            );
            refused(json!({"Count": 1}), ".Name", "is required (string)");
            // A secret's value is checked, never quoted.
            refused(
                json!({"Name": "n", "Status": {"$strata": "secret", "value": "hunter2"}}),
                ".Status",
                "must be one of \"Enabled\", \"Suspended\"",
            );
            let (s, v, _) = nested(
                &shapes,
                json!({"Name": 42, "Count": "5", "Status": "Enabled"}),
            );
            let t = &s.types["aws:s3:Bucket"];
            let (_, coerced, _) = nested(
                &shapes,
                json!({"Name": "42", "Count": 5, "Status": "Enabled"}),
            );
            assert_eq!(
                t.check_inputs("aws:s3:Bucket", &v),
                Ok(Some(coerced)),
                "{shapes:?}"
            );
            // The options' paths, as a program writes them.
            let (_, _, path) = nested(&shapes, json!({}));
            let option = |p: &str| {
                let p = crate::path::PropertyPath::parse(p).unwrap();
                t.path_problem("aws:s3:Bucket", &p, PathOf::Input)
            };
            assert_eq!(option(&format!("{path}.Status")), None, "{shapes:?}");
            assert_eq!(option(&format!("{path}.*")), None, "{shapes:?}");
            assert_eq!(
                option(&format!("{path}.Stauts")),
                Some(format!(
                    "`Stauts` is not a property of {path}: did you mean `Status`?"
                )),
                "{shapes:?}"
            );
            assert!(
                option(&format!("{path}.Status.x"))
                    .is_some_and(|e| e.contains("has nothing inside it")),
                "{shapes:?}"
            );
            cases += 10;
        }
        assert_eq!(cases, 1210);
    }

    #[test]
    fn option_paths_name_inputs_and_outputs() {
        let s = Schema::parse(&json!({"types": {"local:File": {
            "inputs": {"content": {"type": "string"}, "tags": {"type": "object", "items": {"type": "string"}}},
            "outputs": {"sha256": {"type": "string"}},
        }}}))
        .unwrap();
        let t = &s.types["local:File"];
        let at = |p: &str, of| {
            t.path_problem(
                "local:File",
                &crate::path::PropertyPath::parse(p).unwrap(),
                of,
            )
        };
        assert_eq!(
            at("contnet", PathOf::Input).as_deref(),
            Some("`contnet` is not an input of local:File: did you mean `content`?")
        );
        assert_eq!(at("tags.anything", PathOf::Input), None);
        assert_eq!(at("*", PathOf::Input), None);
        assert!(at("sha256", PathOf::Input).is_some_and(|e| e.contains("is not an input")));
        assert_eq!(at("sha256", PathOf::Output), None);
        assert_eq!(
            at("sha265", PathOf::Output).as_deref(),
            Some("`sha265` is not an output of local:File: did you mean `sha256`?")
        );
        assert_eq!(
            at("content[0]", PathOf::Input).as_deref(),
            Some("`content` is a string, which has nothing inside it")
        );
    }

    #[test]
    fn a_schema_with_very_many_inputs_does_not_flood_an_error() {
        let inputs: serde_json::Map<String, Value> = (0..10_000)
            .map(|i| (format!("p{i}"), json!({"type": "string"})))
            .collect();
        let s = Schema::parse(&json!({"types": {"h:X": {"inputs": inputs}}})).unwrap();
        let e = s.types["h:X"]
            .check_inputs("h:X", &json!({"zzzzzz": 1}))
            .unwrap_err();
        assert!(e[0].1.len() < 1_000, "{} bytes", e[0].1.len());
        assert!(e[0].1.ends_with("and 9980 more"), "{}", e[0].1);
    }

    #[test]
    fn configuration_is_checked_when_the_schema_declares_it() {
        let s = Schema::parse(
            &json!({"config": {"region": {"type": "string"}, "endpoint": {"type": "string"}}}),
        )
        .unwrap();
        let e = s
            .check_config("aws", &json!({"endpont": "http://x", "$grants": {}}))
            .unwrap_err();
        assert_eq!(
            e[0],
            (
                "endpont".into(),
                "is not a setting of provider aws: did you mean `endpoint`?".into()
            )
        );
        assert_eq!(
            Schema::default().check_config("aws", &json!({"anything": 1})),
            Ok(None)
        );
        // A setting's value is never quoted: it may be a secret the schema does not mark.
        let e = s
            .check_config("aws", &json!({"region": [1234567]}))
            .unwrap_err();
        assert_eq!(e[0].1, "must be a string, not an array");
    }

    #[test]
    fn a_function_s_arguments_are_checked_as_inputs_are() {
        let s = Schema::parse(&json!({"functions": {"aws:ssm:getParameter": {"args": {
            "Name": {"type": "string", "required": true},
            "WithDecryption": {"type": "boolean"}}}}}))
        .unwrap();
        assert_eq!(
            s.closest_function("aws:ssm:getParamter"),
            Some("aws:ssm:getParameter")
        );
        let f = &s.functions["aws:ssm:getParameter"];
        let e = f
            .check_args("aws:ssm:getParameter", &json!({"Nme": "/a"}))
            .unwrap_err();
        assert_eq!(
            e,
            vec![
                (
                    "Nme".into(),
                    "is not an argument of aws:ssm:getParameter: did you mean `Name`?".into()
                ),
                ("Name".into(), "is required (string)".into()),
            ]
        );
        assert_eq!(
            f.check_args(
                "aws:ssm:getParameter",
                &json!({"Name": "/a", "WithDecryption": "true"})
            ),
            Ok(Some(json!({"Name": "/a", "WithDecryption": true})))
        );
    }
}
