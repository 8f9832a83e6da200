//! The TypeScript module of a provider's typed resources, on the JavaScript SDK: an `…Args`
//! interface and a class per type, an interface per nested object and a union of string
//! literals per string with allowed values. A misspelt key of an object literal, at any depth,
//! or a value that is not allowed, is then a type error, which stops the build.

use std::fmt::Write as _;

use strata_model::schema::{Property, PropertyType, Schema, TypeSchema};

use crate::nested::{self, Named, Nested, Shape};
use crate::{by_module, camel, described, pascal};

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
        let kinds: Vec<(&str, &TypeSchema)> = types.iter().map(|(_, k, t)| (*k, *t)).collect();
        let named = Named::new(&kinds);
        for ((token, kind, t), nested) in types.iter().zip(&named.of) {
            for n in nested {
                nested_type(&mut out, ind, token, n, &named);
            }
            resource(&mut out, ind, token, kind, t, &named);
        }
        if module.is_some() {
            out.push_str("}\n");
        }
    }
    out
}

fn resource(out: &mut String, ind: &str, token: &str, kind: &str, t: &TypeSchema, named: &Named) {
    let name = pascal(kind);
    let _ = writeln!(
        out,
        "\n{ind}/** The inputs of `{token}`. */\n{ind}export interface {name}Args {{"
    );
    for (prop, p) in &t.inputs {
        field(out, ind, prop, p, named);
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
        comment(&doc),
        if required { "" } else { " = {}" }
    );
    let getters = nested::unique_names(
        t.outputs.keys(),
        &["handle", "type", "name", "output", "constructor"],
        camel,
    );
    for (prop, f) in getters {
        let p = &t.outputs[prop];
        let d = if p.description.is_empty() {
            format!("Output `{prop}`.")
        } else {
            p.description.clone()
        };
        let _ = writeln!(
            out,
            "\n{ind}  /** {} */\n{ind}  get {f}(): Output<{}> {{\n{ind}    return this.output({prop:?});\n{ind}  }}",
            comment(&d),
            ts_type(p, None)
        );
    }
    let _ = writeln!(out, "{ind}}}");
}

/// A property of an interface: its doc comment, its key, and its type as an input.
fn field(out: &mut String, ind: &str, prop: &str, p: &Property, named: &Named) {
    let d = described(p);
    if !d.is_empty() {
        let _ = writeln!(out, "{ind}  /** {} */", comment(&d));
    }
    let opt = if p.required { "" } else { "?" };
    let _ = writeln!(
        out,
        "{ind}  {}{opt}: Input<{}>;",
        serde_json::to_string(prop).unwrap_or_default(),
        ts_type(p, Some(named))
    );
}

/// A nested type: an interface of its properties, or a union of its values.
fn nested_type(out: &mut String, ind: &str, token: &str, n: &Nested, named: &Named) {
    let _ = writeln!(
        out,
        "\n{ind}/** {} */",
        comment(&nested::describe(token, n))
    );
    match &n.shape {
        Shape::Object(props) => {
            let _ = writeln!(out, "{ind}export interface {} {{", n.name);
            for (prop, p) in *props {
                field(out, ind, prop, p, named);
            }
            let _ = writeln!(out, "{ind}}}");
        }
        Shape::Enum(values) => {
            let union: Vec<String> = values
                .iter()
                .map(|v| serde_json::to_string(v).unwrap_or_default())
                .collect();
            let _ = writeln!(out, "{ind}export type {} = {};", n.name, union.join(" | "));
        }
    }
}

/// `text` inside a `/** … */` comment.
fn comment(text: &str) -> String {
    text.replace("*/", "* /")
}

/// The TypeScript type of a value of `p`: an input's (`named`: its nested types by name) or an
/// output's (their plain shapes).
fn ts_type(p: &Property, named: Option<&Named>) -> String {
    if let Some(name) = named.and_then(|n| n.name(p)) {
        return name.to_string();
    }
    let item = || {
        p.items
            .as_deref()
            .map_or_else(|| "unknown".to_string(), |i| ts_type(i, named))
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
