//! Python declarations from a JSON Schema: a `TypedDict` for each record of `$defs` (its
//! optional properties in a `total=False` part), an alias for every other definition (a
//! `Literal` of strings, a `Union`), the root's union when it has one, and for a union tagged
//! by `event` a `Literal` of its tags. Each definition comes after those it names, so that the
//! module runs on Python 3.9 without postponed evaluation of what it evaluates.

use super::{
    check, defs, dependency_order, description, is_identifier, is_record, properties, ref_name,
    tags, union,
};
use serde_json::Value;
use std::fmt::Write;

/// A module declaring `schema`'s definitions (and its root, as `root`, when it is a union),
/// with `docstring` as its docstring and `preamble` (statements) before the declarations.
pub fn module(schema: &Value, root: Option<&str>, docstring: &str, preamble: &str) -> String {
    check(schema, "schema");
    let defs = defs(schema);
    let mut out = String::new();
    writeln!(out, "\"\"\"{}\"\"\"\n", docstring.trim_end()).unwrap();
    out.push_str("from __future__ import annotations\n\n");
    out.push_str("from typing import Any, Dict, List, Literal, Tuple, TypedDict, Union\n\n");
    out.push_str(preamble);
    let mut names = Vec::new();
    for name in dependency_order(defs) {
        declare(&mut out, &name, &defs[&name], defs, &mut names);
    }
    if let Some(root) = root
        && union(schema).is_some()
    {
        declare(&mut out, root, schema, defs, &mut names);
    }
    out.push_str("\n\n__all__ = [\n");
    for n in preamble_names(preamble).into_iter().chain(names) {
        writeln!(out, "    {},", literal(&Value::from(n))).unwrap();
    }
    out.push_str("]\n");
    out
}

/// The names a preamble assigns at its top level.
fn preamble_names(preamble: &str) -> Vec<String> {
    preamble
        .lines()
        .filter_map(|l| l.split_once(" = ").map(|(n, _)| n))
        .filter(|n| is_identifier(n))
        .map(String::from)
        .collect()
}

fn declare(
    out: &mut String,
    name: &str,
    def: &Value,
    defs: &serde_json::Map<String, Value>,
    names: &mut Vec<String>,
) {
    out.push_str("\n\n");
    names.push(name.to_string());
    if is_record(def) {
        record(out, name, def);
    } else {
        if let Some(d) = description(def) {
            comment(out, d, "");
        }
        writeln!(out, "{name} = {}", expr(def)).unwrap();
    }
    if let Some(tags) = tags(def, defs, "event") {
        let kinds: Vec<String> = tags.iter().map(|t| literal(&Value::from(*t))).collect();
        writeln!(out, "\n#: The `event` of each kind of {name}.").unwrap();
        writeln!(out, "{name}Kind = Literal[{}]", kinds.join(", ")).unwrap();
        names.push(format!("{name}Kind"));
        // And the type of each, by its `event`, for a reader that dispatches on it.
        let table = format!("{}_TYPES", upper_snake(name));
        writeln!(out, "\n#: Each kind of {name}'s type, by its `event`.").unwrap();
        writeln!(out, "{table}: Dict[str, type] = {{").unwrap();
        for (tag, member) in tags.iter().zip(union(def).into_iter().flatten()) {
            let r = member
                .get("$ref")
                .and_then(Value::as_str)
                .unwrap_or_default();
            writeln!(out, "    {}: {},", literal(&Value::from(*tag)), ref_name(r)).unwrap();
        }
        out.push_str("}\n");
        names.push(table);
    }
}

/// A `TypedDict`: with class syntax when every key is a name Python allows there, else with
/// the functional one; optional keys in a `total=False` part of their own.
fn record(out: &mut String, name: &str, def: &Value) {
    let props = properties(def);
    let (required, optional): (Vec<_>, Vec<_>) = props.iter().partition(|(_, _, r)| *r);
    let doc = description(def).unwrap_or("");
    let plain = props
        .iter()
        .all(|(k, _, _)| is_identifier(k) && !KEYWORDS.contains(k));
    if plain {
        let body = |out: &mut String, fields: &[&(&str, &Value, bool)], doc: &str| {
            if !doc.is_empty() {
                docstring(out, doc);
            }
            for (k, s, _) in fields {
                if let Some(d) = description(s) {
                    comment(out, d, "    ");
                }
                writeln!(out, "    {k}: {}", expr(s)).unwrap();
            }
            if fields.is_empty() && doc.is_empty() {
                out.push_str("    pass\n");
            }
        };
        if optional.is_empty() || required.is_empty() {
            let total = if required.is_empty() && !optional.is_empty() {
                ", total=False"
            } else {
                ""
            };
            writeln!(out, "class {name}(TypedDict{total}):").unwrap();
            let all: Vec<_> = props.iter().collect();
            body(out, &all, doc);
        } else {
            writeln!(out, "class _{name}Required(TypedDict):").unwrap();
            body(out, &required, "");
            writeln!(out, "\n\nclass {name}(_{name}Required, total=False):").unwrap();
            body(out, &optional, doc);
        }
        return;
    }
    let functional = |out: &mut String, n: &str, fields: &[&(&str, &Value, bool)], total: bool| {
        writeln!(
            out,
            "{n} = TypedDict(\n    {},\n    {{",
            literal(&Value::from(n))
        )
        .unwrap();
        for (k, s, _) in fields {
            if let Some(d) = description(s) {
                comment(out, d, "        ");
            }
            writeln!(out, "        {}: {},", literal(&Value::from(*k)), expr(s)).unwrap();
        }
        writeln!(
            out,
            "    }},{}\n)",
            if total { "" } else { "\n    total=False," }
        )
        .unwrap();
    };
    let mut bases = Vec::new();
    if !required.is_empty() {
        let n = format!("_{name}Required");
        functional(out, &n, &required, true);
        bases.push(n);
    }
    if !optional.is_empty() {
        let n = format!("_{name}Optional");
        if !bases.is_empty() {
            out.push('\n');
        }
        functional(out, &n, &optional, false);
        bases.push(n);
    }
    if bases.is_empty() {
        bases.push("TypedDict".into());
    }
    writeln!(out, "\n\nclass {name}({}):", bases.join(", ")).unwrap();
    if doc.is_empty() {
        out.push_str("    pass\n");
    } else {
        docstring(out, doc);
    }
}

/// `EVENT` of `Event`, `STEP_DONE` of `StepDone`.
fn upper_snake(name: &str) -> String {
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_ascii_uppercase() && i > 0 {
            out.push('_');
        }
        out.push(c.to_ascii_uppercase());
    }
    out
}

const KEYWORDS: &[&str] = &[
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue",
    "def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import",
    "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while",
    "with", "yield",
];

fn docstring(out: &mut String, text: &str) {
    let text = text.replace('\\', "\\\\").replace("\"\"\"", "\\\"\\\"\\\"");
    let lines: Vec<&str> = text.lines().collect();
    if lines.len() == 1 {
        writeln!(out, "    \"\"\"{}\"\"\"", lines[0]).unwrap();
    } else {
        writeln!(out, "    \"\"\"{}", lines[0]).unwrap();
        for l in &lines[1..] {
            if l.is_empty() {
                out.push('\n');
            } else {
                writeln!(out, "    {l}").unwrap();
            }
        }
        writeln!(out, "    \"\"\"").unwrap();
    }
}

fn comment(out: &mut String, text: &str, indent: &str) {
    for l in text.lines() {
        writeln!(out, "{indent}#:{}{l}", if l.is_empty() { "" } else { " " }).unwrap();
    }
}

fn literal(v: &Value) -> String {
    match v {
        Value::Bool(true) => "True".into(),
        Value::Bool(false) => "False".into(),
        Value::Null => "None".into(),
        v => serde_json::to_string(v).expect("a JSON value"),
    }
}

/// The type of `schema`, as an expression.
fn expr(schema: &Value) -> String {
    let Value::Object(m) = schema else {
        return "Any".into();
    };
    if let Some(Value::String(r)) = m.get("$ref") {
        return ref_name(r).to_string();
    }
    if let Some(c) = m.get("const") {
        return format!("Literal[{}]", literal(c));
    }
    if let Some(Value::Array(values)) = m.get("enum") {
        let values: Vec<String> = values.iter().map(literal).collect();
        return format!("Literal[{}]", values.join(", "));
    }
    if let Some(members) = union(schema) {
        // A union of constants (and enums) is one `Literal`.
        let consts: Option<Vec<Vec<String>>> = members
            .iter()
            .map(|m| match (m.get("const"), m.get("enum")) {
                (Some(c), _) => Some(vec![literal(c)]),
                (_, Some(Value::Array(e))) => Some(e.iter().map(literal).collect()),
                _ => None,
            })
            .collect();
        if let Some(c) = consts {
            return format!("Literal[{}]", c.concat().join(", "));
        }
        return join(members.iter().map(expr).collect());
    }
    match m.get("type") {
        Some(Value::Array(types)) => join(
            types
                .iter()
                .map(|t| {
                    let mut one = m.clone();
                    one.insert("type".into(), t.clone());
                    expr(&Value::Object(one))
                })
                .collect(),
        ),
        Some(Value::String(t)) => match t.as_str() {
            "string" => "str".into(),
            "integer" => "int".into(),
            "number" => "float".into(),
            "boolean" => "bool".into(),
            "null" => "None".into(),
            "array" => match (m.get("prefixItems"), m.get("items")) {
                (Some(Value::Array(items)), _) => format!(
                    "Tuple[{}]",
                    items.iter().map(expr).collect::<Vec<_>>().join(", ")
                ),
                (_, Some(item)) => format!("List[{}]", expr(item)),
                _ => "List[Any]".into(),
            },
            "object" => match m.get("additionalProperties") {
                Some(v @ Value::Object(_)) if !is_record(schema) => {
                    format!("Dict[str, {}]", expr(v))
                }
                _ => "Dict[str, Any]".into(),
            },
            other => panic!("a JSON Schema type this does not know: {other}"),
        },
        Some(other) => panic!("`type` is neither a name nor a list: {other}"),
        None => "Any".into(),
    }
}

fn join(mut parts: Vec<String>) -> String {
    parts.dedup();
    if parts.len() == 1 {
        return parts.remove(0);
    }
    format!("Union[{}]", parts.join(", "))
}
