//! Typed resource classes generated from a provider's schema (`strata gen-sdk PROVIDER --lang
//! rust | typescript | python`), with doc comments, so that a misspelt property is a compile error rather than a
//! failed deploy. The shipped providers' modules are generated into the Rust SDK
//! (`guests/sdk/program/src/gen/`), checked in, and a test fails when they drift.

pub mod languages;
pub mod snippet;

use std::collections::BTreeMap;
use std::fmt::Write as _;
use strata_model::schema::{Property, PropertyType, Schema, TypeSchema};

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
        for (token, kind, t) in types {
            out.push('\n');
            resource(&mut out, indent, token, kind, t);
        }
        if module.is_some() {
            out.push_str("}\n");
        }
    }
    out
}

fn resource(out: &mut String, ind: &str, token: &str, kind: &str, t: &TypeSchema) {
    let name = pascal(kind);
    let args = format!("{name}Args");
    doc(out, ind, &format!("The inputs of `{token}`."));
    let _ = writeln!(
        out,
        "{ind}#[derive(Serialize, Default, Clone)]\n{ind}pub struct {args} {{"
    );
    for (prop, p) in &t.inputs {
        let mut lines = vec![];
        if !p.description.is_empty() {
            lines.push(p.description.clone());
        }
        let notes = notes(p);
        if !notes.is_empty() {
            lines.push(notes);
        }
        doc(out, &format!("{ind}    "), &lines.join("\n\n"));
        let field = ident(&snake(prop));
        if field.trim_start_matches("r#") != prop {
            let _ = writeln!(out, "{ind}    #[serde(rename = {prop:?})]");
        }
        let _ = writeln!(
            out,
            "{ind}    #[serde(skip_serializing_if = \"Option::is_none\")]\n{ind}    pub {field}: Option<Output<{}>>,",
            rust_type(p)
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
    for (prop, p) in &t.outputs {
        let mut f = ident(&snake(prop));
        if matches!(f.as_str(), "new" | "with_options") {
            f.push('_');
        }
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
            rust_type(p)
        );
    }
    let _ = writeln!(out, "{ind}}}");
}

fn doc(out: &mut String, ind: &str, text: &str) {
    for line in text.lines() {
        if line.is_empty() {
            let _ = writeln!(out, "{ind}///");
        } else {
            let _ = writeln!(out, "{ind}/// {line}");
        }
    }
}

fn rust_type(p: &Property) -> String {
    let item = || {
        p.items
            .as_deref()
            .map_or_else(|| "serde_json::Value".to_string(), rust_type)
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

/// `BucketName` → `bucket_name`, `maxReceiveCount` → `max_receive_count`.
fn snake(s: &str) -> String {
    let mut out = String::new();
    let chars: Vec<char> = s.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        if c.is_ascii_uppercase() {
            let prev_lower =
                i > 0 && (chars[i - 1].is_ascii_lowercase() || chars[i - 1].is_ascii_digit());
            let next_lower = chars.get(i + 1).is_some_and(|n| n.is_ascii_lowercase());
            if i > 0 && (prev_lower || (next_lower && chars[i - 1].is_ascii_uppercase())) {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else if c.is_ascii_alphanumeric() {
            out.push(c);
        } else {
            out.push('_');
        }
    }
    out
}

/// `bucket-name` or `bucketName` → `BucketName`.
fn pascal(s: &str) -> String {
    let mut out = String::new();
    let mut up = true;
    for c in s.chars() {
        if c.is_ascii_alphanumeric() {
            if up {
                out.push(c.to_ascii_uppercase());
            } else {
                out.push(c);
            }
            up = false;
        } else {
            up = true;
        }
    }
    out
}

/// A Rust identifier: keywords raw, a leading digit prefixed.
fn ident(s: &str) -> String {
    const KEYWORDS: &[&str] = &[
        "as", "break", "const", "continue", "crate", "else", "enum", "extern", "false", "fn",
        "for", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref",
        "return", "self", "static", "struct", "super", "trait", "true", "type", "unsafe", "use",
        "where", "while", "async", "await", "dyn", "abstract", "become", "box", "do", "final",
        "macro", "override", "priv", "typeof", "unsized", "virtual", "yield", "try",
    ];
    if s.starts_with(|c: char| c.is_ascii_digit()) {
        format!("_{s}")
    } else if KEYWORDS.contains(&s) {
        format!("r#{s}")
    } else {
        s.to_string()
    }
}

/// `pkg:Kind` at the top, `pkg:module:Kind` by module, in order.
fn by_module(schema: &Schema) -> BTreeMap<Option<&str>, Vec<(&str, &str, &TypeSchema)>> {
    let mut modules: BTreeMap<Option<&str>, Vec<(&str, &str, &TypeSchema)>> = BTreeMap::new();
    for (token, t) in &schema.types {
        let parts: Vec<&str> = token.split(':').collect();
        let (module, kind) = match parts.as_slice() {
            [_, kind] => (None, *kind),
            [_, module, kind] => (Some(*module), *kind),
            _ => continue,
        };
        modules.entry(module).or_default().push((token, kind, t));
    }
    modules
}

/// The notes a property's doc comment ends with.
fn notes(p: &Property) -> String {
    let mut notes = vec![];
    if p.required {
        notes.push("Required.".to_string());
    }
    if p.replaces {
        notes.push("A change replaces the resource.".to_string());
    }
    if p.secret {
        notes.push("Secret.".to_string());
    }
    if let Some(d) = &p.default {
        notes.push(format!("Default: `{d}`."));
    }
    notes.join(" ")
}

fn described(p: &Property) -> String {
    let d = p.description.trim();
    let d = if d.is_empty() || d.ends_with('.') {
        d.to_string()
    } else {
        format!("{d}.")
    };
    [d, notes(p)]
        .into_iter()
        .filter(|s| !s.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// `BucketName` → `bucketName`.
fn camel(s: &str) -> String {
    let p = pascal(&snake(s).replace('_', "-"));
    let mut c = p.chars();
    match c.next() {
        Some(f) => f.to_ascii_lowercase().to_string() + c.as_str(),
        None => p,
    }
}

fn ts_type(p: &Property) -> String {
    let item = || {
        p.items
            .as_deref()
            .map_or_else(|| "unknown".to_string(), ts_type)
    };
    match p.ty {
        PropertyType::String => "string".into(),
        PropertyType::Integer | PropertyType::Number => "number".into(),
        PropertyType::Boolean => "boolean".into(),
        PropertyType::Array => format!("{}[]", item()),
        PropertyType::Object => format!("Record<string, {}>", item()),
        PropertyType::Any => "unknown".into(),
    }
}

/// The TypeScript module for provider `package`'s `schema`, on the JavaScript SDK.
pub fn typescript(package: &str, schema: &Schema) -> String {
    let mut out = format!(
        "// Typed resources of the `{package}` provider, generated from its schema by\n// `strata gen-sdk {package} --lang typescript`: do not edit (a test fails when it drifts).\n\nimport {{ Resource, type Input, type Output, type ResourceOptions }} from '@strata/sdk';\n"
    );
    for (module, types) in by_module(schema) {
        let ind = if module.is_some() { "  " } else { "" };
        if let Some(m) = module {
            let _ = writeln!(
                out,
                "\n/** `{package}:{m}:*` resources. */\nexport namespace {} {{",
                camel(m)
            );
        }
        for (token, kind, t) in types {
            let name = pascal(kind);
            let _ = writeln!(
                out,
                "\n{ind}/** The inputs of `{token}`. */\n{ind}export interface {name}Args {{"
            );
            for (prop, p) in &t.inputs {
                let d = described(p);
                if !d.is_empty() {
                    let _ = writeln!(out, "{ind}  /** {} */", d.replace("*/", "* /"));
                }
                let opt = if p.required { "" } else { "?" };
                let _ = writeln!(
                    out,
                    "{ind}  {}{opt}: Input<{}>;",
                    serde_json::to_string(prop).unwrap_or_default(),
                    ts_type(p)
                );
            }
            let _ = writeln!(out, "{ind}}}");
            let doc = if t.description.is_empty() {
                format!("`{token}`.")
            } else {
                format!("`{token}`: {}", t.description)
            };
            let required = t.inputs.values().any(|p| p.required);
            let _ = writeln!(
                out,
                "\n{ind}/** {} */\n{ind}export class {name} extends Resource {{\n{ind}  constructor(name: string, args: {name}Args{}, opts?: ResourceOptions) {{\n{ind}    super({token:?}, name, args, opts);\n{ind}  }}",
                doc.replace("*/", "* /"),
                if required { "" } else { " = {}" }
            );
            for (prop, p) in &t.outputs {
                let mut f = camel(prop);
                if matches!(
                    f.as_str(),
                    "handle" | "type" | "name" | "output" | "constructor"
                ) {
                    f.push('_');
                }
                let d = if p.description.is_empty() {
                    format!("Output `{prop}`.")
                } else {
                    p.description.clone()
                };
                let _ = writeln!(
                    out,
                    "\n{ind}  /** {} */\n{ind}  get {f}(): Output<{}> {{\n{ind}    return this.output({prop:?});\n{ind}  }}",
                    d.replace("*/", "* /"),
                    ts_type(p)
                );
            }
            let _ = writeln!(out, "{ind}}}");
        }
        if module.is_some() {
            out.push_str("}\n");
        }
    }
    out
}

fn py_type(p: &Property) -> &'static str {
    match p.ty {
        PropertyType::String => "str",
        PropertyType::Integer => "int",
        PropertyType::Number => "float",
        PropertyType::Boolean => "bool",
        PropertyType::Array => "list",
        PropertyType::Object => "dict",
        PropertyType::Any => "Any",
    }
}

/// A Python identifier: keywords and builtins the SDK needs get a trailing `_`.
fn py_ident(s: &str) -> String {
    const KEYWORDS: &[&str] = &[
        "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class",
        "continue", "def", "del", "elif", "else", "except", "finally", "for", "from", "global",
        "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return",
        "try", "while", "with", "yield", "name", "self", "options", "type", "handle", "output",
    ];
    let s = if s.starts_with(|c: char| c.is_ascii_digit()) {
        format!("_{s}")
    } else {
        s.to_string()
    };
    if KEYWORDS.contains(&s.as_str()) {
        format!("{s}_")
    } else {
        s
    }
}

/// The Python module for provider `package`'s `schema`, on the Python SDK.
pub fn python(package: &str, schema: &Schema) -> String {
    let mut out = format!(
        "\"\"\"Typed resources of the `{package}` provider, generated from its schema by\n`strata gen-sdk {package} --lang python`: do not edit (a test fails when it drifts).\"\"\"\n\nfrom typing import Any, Optional\n\nfrom strata_sdk import Output, Resource\n"
    );
    for (module, types) in by_module(schema) {
        let ind = if module.is_some() { "    " } else { "" };
        if let Some(m) = module {
            let _ = writeln!(
                out,
                "\n\nclass {}:\n    \"\"\"`{package}:{m}:*` resources.\"\"\"",
                py_ident(&snake(m))
            );
        }
        for (token, kind, t) in types {
            let name = pascal(kind);
            let doc = if t.description.is_empty() {
                format!("`{token}`.")
            } else {
                format!("`{token}`: {}", t.description)
            };
            let _ = writeln!(
                out,
                "\n\n{ind}class {name}(Resource):\n{ind}    \"\"\"{}",
                doc.replace("\"\"\"", "'''")
            );
            if !t.inputs.is_empty() {
                let _ = writeln!(out, "\n{ind}    Inputs (keywords):");
                for (prop, p) in &t.inputs {
                    let _ = writeln!(
                        out,
                        "{ind}      {} ({}): {}",
                        py_ident(&snake(prop)),
                        py_type(p),
                        described(p).replace("\"\"\"", "'''")
                    );
                }
            }
            let _ = writeln!(out, "{ind}    \"\"\"\n");
            let params: Vec<String> = t
                .inputs
                .iter()
                .map(|(prop, p)| {
                    let id = py_ident(&snake(prop));
                    if p.required {
                        format!("{id}: Any")
                    } else {
                        format!("{id}: Optional[Any] = None")
                    }
                })
                .collect();
            let _ = writeln!(
                out,
                "{ind}    def __init__(self, name: str{}{}, **options: Any):",
                if params.is_empty() { "" } else { ", *, " },
                params.join(", ")
            );
            let pairs: Vec<String> = t
                .inputs
                .keys()
                .map(|prop| format!("{prop:?}: {}", py_ident(&snake(prop))))
                .collect();
            let _ = writeln!(
                out,
                "{ind}        args = {{{}}}\n{ind}        super().__init__({token:?}, name, {{k: v for k, v in args.items() if v is not None}}, **options)",
                pairs.join(", ")
            );
            for (prop, p) in &t.outputs {
                let d = if p.description.is_empty() {
                    format!("Output `{prop}`.")
                } else {
                    p.description.clone()
                };
                let _ = writeln!(
                    out,
                    "\n{ind}    @property\n{ind}    def {}(self) -> Output:\n{ind}        \"\"\"{} ({}).\"\"\"\n{ind}        return self.output({prop:?})",
                    py_ident(&snake(prop)),
                    d.replace("\"\"\"", "'''").trim_end_matches('.'),
                    py_type(p)
                );
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_become_rust_names() {
        assert_eq!(snake("BucketName"), "bucket_name");
        assert_eq!(snake("maxReceiveCount"), "max_receive_count");
        assert_eq!(snake("VPCId"), "vpc_id");
        assert_eq!(snake("length"), "length");
        assert_eq!(pascal("Pet"), "Pet");
        assert_eq!(pascal("security-group"), "SecurityGroup");
        assert_eq!(ident("type"), "r#type");
    }
}
