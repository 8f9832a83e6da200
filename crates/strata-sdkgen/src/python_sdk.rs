//! The Python module of a provider's typed resources, on the Python SDK: a class per type,
//! whose inputs are keywords, a `TypedDict` per nested object and a `Literal` per string with
//! allowed values. Python checks no type as it runs, so each class names its keywords to the
//! SDK (`_input_keywords`): a misspelt one is refused with the input or option meant, before
//! anything is declared.

use std::fmt::Write as _;

use strata_model::schema::{Property, PropertyType, Schema, TypeSchema};

use crate::nested::{self, Named, Nested, Shape};
use crate::{by_module, described, pascal, snake};

/// The keywords of the SDK's resource options (`strata_sdk._OPTIONS`): no input takes one.
pub(crate) const OPTIONS: &[&str] = &[
    "depends_on",
    "protect",
    "delete_before_replace",
    "custom_timeouts",
    "ignore_changes",
    "replace_on_changes",
    "retain_on_delete",
    "deleted_with",
    "additional_secret_outputs",
    "import_",
    "aliases",
    "parent",
    "provider",
    "replacement_trigger",
    "replace_with",
];

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

/// A Python string literal of `s`.
fn quoted(s: &str) -> String {
    serde_json::to_string(s).unwrap_or_default()
}

/// The Python module for provider `package`'s `schema`, on the Python SDK.
pub fn python(package: &str, schema: &Schema) -> String {
    let mut out = format!(
        "\"\"\"Typed resources of the `{package}` provider, generated from its schema by\n`strata gen-sdk {package} --lang python`: do not edit (a test fails when it drifts).\"\"\"\n\nfrom __future__ import annotations\n\nfrom typing import Any, Dict, List, Literal, Optional, Required, TypedDict, TypeVar, Union\n\nfrom strata_sdk import Output, Resource\n\n_T = TypeVar(\"_T\")\n#: A value, or an Output of one.\nInput = Union[_T, Output]\n"
    );
    for (module, types) in by_module(schema) {
        let ind = if module.is_some() { "    " } else { "" };
        // Annotations of a class's methods are read at module level (they are strings, by
        // `from __future__ import annotations`): a nested type there is the module's.
        let scope = match module {
            Some(m) => format!("{}.", py_ident(&snake(m))),
            None => String::new(),
        };
        if let Some(m) = module {
            let _ = writeln!(
                out,
                "\n\nclass {}:\n    \"\"\"`{package}:{m}:*` resources.\"\"\"",
                py_ident(&snake(m))
            );
        }
        let kinds: Vec<(&str, &TypeSchema)> = types.iter().map(|(_, k, t)| (*k, *t)).collect();
        let named = Named::new(&kinds);
        for ((token, kind, t), nested) in types.iter().zip(&named.of) {
            for n in nested {
                nested_type(&mut out, ind, token, n, &named);
            }
            resource(&mut out, ind, token, kind, t, &named, &scope);
        }
    }
    out
}

fn resource(
    out: &mut String,
    ind: &str,
    token: &str,
    kind: &str,
    t: &TypeSchema,
    named: &Named,
    scope: &str,
) {
    let name = pascal(kind);
    let doc = if t.description.is_empty() {
        format!("`{token}`.")
    } else {
        format!("`{token}`: {}", t.description)
    };
    let _ = writeln!(
        out,
        "\n\n{ind}class {name}(Resource):\n{ind}    \"\"\"{}",
        docstring(&doc)
    );
    let keywords = nested::unique_names(t.inputs.keys(), OPTIONS, |k| py_ident(&snake(k)));
    if !t.inputs.is_empty() {
        let _ = writeln!(out, "\n{ind}    Inputs (keywords):");
        for (prop, kw) in &keywords {
            let p = &t.inputs[*prop];
            let _ = writeln!(
                out,
                "{ind}      {kw} ({}): {}",
                py_type(p, Some(named), ""),
                docstring(&described(p))
            );
        }
    }
    let _ = writeln!(out, "{ind}    \"\"\"\n");
    let names: Vec<String> = keywords.iter().map(|(_, kw)| quoted(kw)).collect();
    let _ = writeln!(
        out,
        "{ind}    _input_keywords = ({}{})\n",
        names.join(", "),
        if names.len() == 1 { "," } else { "" }
    );
    let params: Vec<String> = keywords
        .iter()
        .map(|(prop, kw)| {
            let ty = format!("Input[{}]", py_type(&t.inputs[*prop], Some(named), scope));
            if t.inputs[*prop].required {
                format!("{kw}: {ty}")
            } else {
                format!("{kw}: Optional[{ty}] = None")
            }
        })
        .collect();
    let _ = writeln!(
        out,
        "{ind}    def __init__(self, name: str{}{}, **options: Any):",
        if params.is_empty() { "" } else { ", *, " },
        params.join(", ")
    );
    let pairs: Vec<String> = keywords
        .iter()
        .map(|(prop, kw)| format!("{}: {kw}", quoted(prop)))
        .collect();
    let _ = writeln!(
        out,
        "{ind}        args = {{{}}}\n{ind}        super().__init__({}, name, {{k: v for k, v in args.items() if v is not None}}, **options)",
        pairs.join(", "),
        quoted(token)
    );
    let getters = nested::unique_names(t.outputs.keys(), &[], |k| py_ident(&snake(k)));
    for (prop, f) in getters {
        let p = &t.outputs[prop];
        let d = if p.description.is_empty() {
            format!("Output `{prop}`.")
        } else {
            p.description.clone()
        };
        let _ = writeln!(
            out,
            "\n{ind}    @property\n{ind}    def {f}(self) -> Output:\n{ind}        \"\"\"{} ({}).\"\"\"\n{ind}        return self.output({})",
            docstring(&d).trim_end_matches('.'),
            py_type(p, None, ""),
            quoted(prop)
        );
    }
}

/// A nested type: a `TypedDict` of its properties (keyed by their names in the schema, those
/// not required optional), or a `Literal` of its values.
fn nested_type(out: &mut String, ind: &str, token: &str, n: &Nested, named: &Named) {
    let _ = writeln!(
        out,
        "\n{ind}#: {}",
        nested::describe(token, n).replace('\n', " ")
    );
    match &n.shape {
        Shape::Object(props) => {
            let fields: Vec<String> = props
                .iter()
                .map(|(prop, p)| {
                    let ty = format!("Input[{}]", py_type(p, Some(named), ""));
                    let ty = if p.required {
                        format!("Required[{ty}]")
                    } else {
                        ty
                    };
                    format!("{ind}    {}: {ty},\n", quoted(prop))
                })
                .collect();
            let _ = writeln!(
                out,
                "{ind}{} = TypedDict({}, {{\n{}{ind}}}, total=False)",
                n.name,
                quoted(&n.name),
                fields.concat()
            );
        }
        Shape::Enum(values) => {
            let values: Vec<String> = values.iter().map(|v| quoted(v)).collect();
            let _ = writeln!(out, "{ind}{} = Literal[{}]", n.name, values.join(", "));
        }
    }
}

/// `text` inside a `"""` docstring.
fn docstring(text: &str) -> String {
    text.replace("\"\"\"", "'''")
}

/// The Python type of a value of `p`: an input's (`named`: its nested types by name, each
/// prefixed by `scope`) or an output's (its plain shape).
fn py_type(p: &Property, named: Option<&Named>, scope: &str) -> String {
    if let Some(name) = named.and_then(|n| n.name(p)) {
        return format!("{scope}{name}");
    }
    let item = || {
        p.items
            .as_deref()
            .map_or_else(|| "Any".to_string(), |i| py_type(i, named, scope))
    };
    match p.ty {
        PropertyType::String => "str".into(),
        PropertyType::Integer => "int".into(),
        PropertyType::Number => "float".into(),
        PropertyType::Boolean => "bool".into(),
        PropertyType::Array => format!("List[{}]", item()),
        PropertyType::Object => format!("Dict[str, {}]", item()),
        PropertyType::Any => "Any".into(),
    }
}
