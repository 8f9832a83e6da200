//! The Rust module of a provider's typed resources, on the program SDK (`strata_sdk`): an
//! `…Args` struct and a resource struct per type, and a struct or an enum per nested type.

use std::fmt::Write as _;

use strata_model::schema::{Property, PropertyType, Schema, TypeSchema};

use crate::nested::{self, Named, Nested, Shape};
use crate::{by_module, doc, ident, notes, pascal, snake};

/// The Rust module for provider `package`'s `schema`.
pub fn rust(package: &str, schema: &Schema) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "//! Typed resources of the `{package}` provider, generated from its schema by\n//! `strata gen-sdk {package} --lang rust`: do not edit (a test fails when it drifts).\n"
    );
    out.push_str("#![allow(clippy::all, unused_imports)]\n\n");
    out.push_str("use crate::{Options, Output, Resource, Result};\nuse serde::Serialize;\nuse std::collections::BTreeMap;\n");
    let modules = by_module(schema);
    for (module, types) in modules {
        let indent = if module.is_some() { "    " } else { "" };
        if let Some(m) = module {
            let _ = writeln!(
                out,
                "\n/// `{package}:{m}:*` resources.\npub mod {} {{\n    use super::*;",
                ident(&snake(m))
            );
        }
        let kinds: Vec<(&str, &TypeSchema)> = types.iter().map(|(_, k, t)| (*k, *t)).collect();
        let named = Named::new(&kinds);
        for ((token, kind, t), nested) in types.iter().zip(&named.of) {
            for n in nested {
                out.push('\n');
                nested_type(&mut out, indent, token, n, &named);
            }
            out.push('\n');
            resource(&mut out, indent, token, kind, t, &named);
        }
        if module.is_some() {
            out.push_str("}\n");
        }
    }
    out
}

fn resource(out: &mut String, ind: &str, token: &str, kind: &str, t: &TypeSchema, named: &Named) {
    let name = pascal(kind);
    let args = format!("{name}Args");
    doc(out, ind, &format!("The inputs of `{token}`."));
    let _ = writeln!(
        out,
        "{ind}#[derive(Serialize, Default, Clone)]\n{ind}pub struct {args} {{"
    );
    for (prop, field) in nested::unique_names(t.inputs.keys(), &[], |k| ident(&snake(k))) {
        let p = &t.inputs[prop];
        field_doc(out, &format!("{ind}    "), p);
        if field.trim_start_matches("r#") != prop {
            let _ = writeln!(out, "{ind}    #[serde(rename = {prop:?})]");
        }
        let _ = writeln!(
            out,
            "{ind}    #[serde(skip_serializing_if = \"Option::is_none\")]\n{ind}    pub {field}: Option<Output<{}>>,",
            rust_type(p, Some(named))
        );
    }
    let _ = writeln!(out, "{ind}}}\n");
    let description = if t.description.is_empty() {
        format!("`{token}`.")
    } else {
        format!("`{token}`: {}", t.description)
    };
    doc(out, ind, &description);
    let _ = writeln!(
        out,
        "{ind}#[derive(Clone, Debug)]\n{ind}pub struct {name}(pub Resource);\n\n{ind}impl {name} {{"
    );
    let _ = writeln!(
        out,
        "{ind}    /// Declare it, with default options.\n{ind}    pub fn new(name: &str, args: {args}) -> Result<Self> {{\n{ind}        Self::with_options(name, args, Options::default())\n{ind}    }}\n"
    );
    let _ = writeln!(
        out,
        "{ind}    /// Declare it with resource options.\n{ind}    pub fn with_options(name: &str, args: {args}, options: Options) -> Result<Self> {{\n{ind}        Ok(Self(Resource::new({token:?}, name, &args, options)?))\n{ind}    }}"
    );
    let getters = nested::unique_names(t.outputs.keys(), &["new", "with_options"], |k| {
        ident(&snake(k))
    });
    for (prop, f) in getters {
        let p = &t.outputs[prop];
        out.push('\n');
        let mut text = if p.description.is_empty() {
            format!("Output `{prop}`.")
        } else {
            p.description.clone()
        };
        if t.id.as_deref() == Some(prop.as_str()) {
            text.push_str("\nThe resource's id.");
        }
        doc(out, &format!("{ind}    "), &text);
        let _ = writeln!(
            out,
            "{ind}    pub fn {f}(&self) -> Output<{}> {{\n{ind}        self.0.output({prop:?})\n{ind}    }}",
            rust_type(p, None)
        );
    }
    let _ = writeln!(out, "{ind}}}");
}

/// A field's doc comment: its description, then its notes.
fn field_doc(out: &mut String, ind: &str, p: &Property) {
    let mut lines = vec![];
    if !p.description.is_empty() {
        lines.push(p.description.clone());
    }
    let notes = notes(p);
    if !notes.is_empty() {
        lines.push(notes);
    }
    doc(out, ind, &lines.join("\n\n"));
}

/// A nested type: a struct of its properties (those not required optional), or an enum of its
/// values.
fn nested_type(out: &mut String, ind: &str, token: &str, n: &Nested, named: &Named) {
    doc(out, ind, &nested::describe(token, n));
    match &n.shape {
        Shape::Object(props) => {
            // `Default` only where every field has one: a required field is no `Option`.
            let default = if props.values().any(|p| p.required) {
                ""
            } else {
                "Default, "
            };
            let _ = writeln!(
                out,
                "{ind}#[derive(Serialize, {default}Clone)]\n{ind}pub struct {} {{",
                n.name
            );
            for (prop, field) in nested::unique_names(props.keys(), &[], |k| ident(&snake(k))) {
                let p = &props[prop];
                field_doc(out, &format!("{ind}    "), p);
                if field.trim_start_matches("r#") != prop {
                    let _ = writeln!(out, "{ind}    #[serde(rename = {prop:?})]");
                }
                let ty = format!("Output<{}>", rust_type(p, Some(named)));
                if p.required {
                    let _ = writeln!(out, "{ind}    pub {field}: {ty},");
                } else {
                    let _ = writeln!(
                        out,
                        "{ind}    #[serde(skip_serializing_if = \"Option::is_none\")]\n{ind}    pub {field}: Option<{ty}>,"
                    );
                }
            }
            let _ = writeln!(out, "{ind}}}");
        }
        Shape::Enum(values) => {
            let _ = writeln!(
                out,
                "{ind}#[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]\n{ind}pub enum {} {{",
                n.name
            );
            for (value, v) in nested::unique_names(values.iter(), &[], variant) {
                let _ = writeln!(out, "{ind}    #[serde(rename = {value:?})]\n{ind}    {v},");
            }
            let _ = writeln!(out, "{ind}}}");
        }
    }
}

/// An enum variant for `value`: `Enabled`, `aws:kms` → `AwsKms`, `FULL_CONTROL` →
/// `FullControl`, `2xlarge` → `V2xlarge`.
fn variant(value: &str) -> String {
    let words = if value.chars().any(|c| c.is_ascii_lowercase()) {
        value.to_string()
    } else {
        value.to_ascii_lowercase()
    };
    let v = pascal(&words);
    if v.starts_with(|c: char| c.is_ascii_alphabetic()) && v != "Self" {
        v
    } else {
        format!("V{v}")
    }
}

/// The Rust type of a value of `p`: an input's (`named`: its nested types by name) or an
/// output's (their plain shapes).
fn rust_type(p: &Property, named: Option<&Named>) -> String {
    if let Some(name) = named.and_then(|n| n.name(p)) {
        return name.to_string();
    }
    let item = || {
        p.items
            .as_deref()
            .map_or_else(|| "serde_json::Value".to_string(), |i| rust_type(i, named))
    };
    match p.ty {
        PropertyType::String => "String".into(),
        PropertyType::Integer => "i64".into(),
        PropertyType::Number => "f64".into(),
        PropertyType::Boolean => "bool".into(),
        PropertyType::Array => format!("Vec<{}>", item()),
        PropertyType::Object => format!("BTreeMap<String, {}>", item()),
        PropertyType::Any => "serde_json::Value".into(),
    }
}
