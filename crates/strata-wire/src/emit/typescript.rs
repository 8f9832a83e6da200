//! TypeScript declarations from a JSON Schema: an `interface` for each record of `$defs`, a
//! `type` for every other definition (a union, an enum of strings), and the root's union when it
//! has one. Types only: nothing here exists at run time.

use super::{
    check, defs, description, is_identifier, is_record, properties, ref_name, tags, union,
};
use serde_json::Value;
use std::fmt::Write;

/// The declarations of `schema`'s definitions (and of its root, as `root`, when it is a union),
/// after `header` (comment lines, without their `//`).
pub fn declarations(schema: &Value, root: Option<&str>, header: &[&str]) -> String {
    check(schema, "schema");
    let defs = defs(schema);
    let mut out = String::new();
    for line in header {
        writeln!(out, "//{}{line}", if line.is_empty() { "" } else { " " }).unwrap();
    }
    for (name, def) in defs {
        out.push('\n');
        declare(&mut out, name, def, defs);
    }
    if let Some(root) = root
        && union(schema).is_some()
    {
        out.push('\n');
        declare(&mut out, root, schema, defs);
    }
    out
}

fn declare(out: &mut String, name: &str, def: &Value, defs: &serde_json::Map<String, Value>) {
    doc(out, description(def), "");
    if is_record(def) {
        writeln!(out, "export interface {name} {{").unwrap();
        fields(out, def, "  ");
        out.push_str("}\n");
    } else {
        writeln!(out, "export type {name} = {};", expr(def)).unwrap();
    }
    // A tagged union: its tags too, as a type of their own.
    if let Some(tags) = tags(def, defs, "event") {
        let kinds: Vec<String> = tags.iter().map(|t| literal(&Value::from(*t))).collect();
        writeln!(out, "\n/** The `event` of each kind of {name}. */").unwrap();
        writeln!(out, "export type {name}Kind = {};", kinds.join(" | ")).unwrap();
    }
}

fn fields(out: &mut String, def: &Value, indent: &str) {
    for (key, schema, required) in properties(def) {
        doc(out, description(schema), indent);
        let key = if is_identifier(key) {
            key.to_string()
        } else {
            literal(&Value::from(key))
        };
        let optional = if required { "" } else { "?" };
        writeln!(out, "{indent}{key}{optional}: {};", expr(schema)).unwrap();
    }
    if let Some(more) = more_properties(def) {
        writeln!(out, "{indent}[key: string]: {more};").unwrap();
    }
}

/// What an object with named properties allows besides them (`None`: nothing).
fn more_properties(def: &Value) -> Option<String> {
    match def.get("additionalProperties") {
        None | Some(Value::Bool(false)) => None,
        // The other properties' types must fit the index signature: only `unknown` does.
        Some(_) => Some("unknown".into()),
    }
}

fn doc(out: &mut String, text: Option<&str>, indent: &str) {
    let Some(text) = text else { return };
    let text = text.replace("*/", "*\\/");
    let lines: Vec<&str> = text.lines().collect();
    if lines.len() == 1 {
        writeln!(out, "{indent}/** {} */", lines[0]).unwrap();
    } else {
        writeln!(out, "{indent}/**").unwrap();
        for l in lines {
            writeln!(out, "{indent} *{}{l}", if l.is_empty() { "" } else { " " }).unwrap();
        }
        writeln!(out, "{indent} */").unwrap();
    }
}

fn literal(v: &Value) -> String {
    serde_json::to_string(v).expect("a JSON value")
}

/// The type of `schema`, as an expression.
fn expr(schema: &Value) -> String {
    let Value::Object(m) = schema else {
        return match schema {
            Value::Bool(false) => "never".into(),
            _ => "unknown".into(),
        };
    };
    if let Some(Value::String(r)) = m.get("$ref") {
        return ref_name(r).to_string();
    }
    if let Some(c) = m.get("const") {
        return literal(c);
    }
    if let Some(Value::Array(values)) = m.get("enum") {
        return join(values.iter().map(literal).collect());
    }
    if let Some(members) = union(schema) {
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
            "string" => "string".into(),
            "integer" | "number" => "number".into(),
            "boolean" => "boolean".into(),
            "null" => "null".into(),
            "array" => array(schema),
            "object" => object(schema),
            other => panic!("a JSON Schema type this does not know: {other}"),
        },
        Some(other) => panic!("`type` is neither a name nor a list: {other}"),
        None if is_record(schema) => object(schema),
        None => "unknown".into(),
    }
}

fn array(schema: &Value) -> String {
    if let Some(Value::Array(items)) = schema.get("prefixItems") {
        return format!(
            "[{}]",
            items.iter().map(expr).collect::<Vec<_>>().join(", ")
        );
    }
    let item = schema.get("items").map_or_else(|| "unknown".into(), expr);
    if item.contains(" | ") && !item.starts_with(['[', '{']) {
        format!("({item})[]")
    } else {
        format!("{item}[]")
    }
}

fn object(schema: &Value) -> String {
    if is_record(schema) {
        let mut out = String::from("{\n");
        fields(&mut out, schema, "    ");
        out.push_str("  }");
        return out;
    }
    let value = match schema.get("additionalProperties") {
        Some(Value::Bool(false)) => return "Record<string, never>".into(),
        Some(v) => expr(v),
        None => "unknown".into(),
    };
    format!("Record<string, {value}>")
}

fn join(mut parts: Vec<String>) -> String {
    parts.dedup();
    parts.join(" | ")
}
