//! A provider's schema: the resource types (and functions) it offers, with their input and
//! output properties, as `schema()` returns them (the format is documented on `schema` in
//! `wit/provider/provider.wit`). Pure data: parsed, checked and described here; the CLI shows it
//! (`strata schema`), later work builds diffs, suggestions and typed SDKs on it.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Schema {
    /// Resource types by type token (`random:String`).
    #[serde(default)]
    pub types: BTreeMap<String, TypeSchema>,
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
    /// The type's CloudFormation form, if it has one (`strata compile`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cloudformation: Option<CloudFormation>,
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

impl Schema {
    /// Parse and check a schema: well-formed, every type token `<provider>:<Kind>`, every `id`
    /// naming one of the type's outputs.
    pub fn parse(v: &serde_json::Value) -> Result<Schema, String> {
        let s: Schema = serde_json::from_value(v.clone()).map_err(|e| e.to_string())?;
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

    /// A listing for people: each type, its inputs and its outputs, a line each.
    pub fn describe(&self) -> String {
        let mut out = String::new();
        let props =
            |out: &mut String, title: &str, ps: &BTreeMap<String, Property>, id: Option<&str>| {
                if ps.is_empty() {
                    return;
                }
                out.push_str(&format!("  {title}:\n"));
                let width = ps.keys().map(String::len).max().unwrap_or(0);
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

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

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
}
