//! Declarations in other languages from a JSON Schema, for what `schemars` makes of the wire
//! types: objects (required and optional properties, with or without more of their own), enums
//! of strings, constants, arrays and tuples, maps, nullable values, unions (`oneOf`, `anyOf`,
//! a list of types) and references to `$defs`. Generic: nothing here names a wire type. A
//! schema feature outside that set is an error, not a guess.

pub mod python;
pub mod typescript;

use serde_json::{Map, Value};

/// The definitions of a schema, by name.
pub(crate) fn defs(schema: &Value) -> &Map<String, Value> {
    static EMPTY: std::sync::OnceLock<Map<String, Value>> = std::sync::OnceLock::new();
    schema
        .get("$defs")
        .and_then(Value::as_object)
        .unwrap_or_else(|| EMPTY.get_or_init(Map::new))
}

/// The name of the definition `#/$defs/NAME` refers to.
pub(crate) fn ref_name(reference: &str) -> &str {
    reference.strip_prefix("#/$defs/").unwrap_or_else(|| {
        panic!("a reference outside $defs: {reference}");
    })
}

/// The definitions `schema` refers to, in the order they appear.
pub(crate) fn refs(schema: &Value, out: &mut Vec<String>) {
    match schema {
        Value::Object(m) => {
            for (k, v) in m {
                match (k.as_str(), v) {
                    ("$ref", Value::String(r)) => {
                        let name = ref_name(r).to_string();
                        if !out.contains(&name) {
                            out.push(name);
                        }
                    }
                    // Values, not schemas.
                    ("const" | "enum" | "default" | "examples" | "description", _) => {}
                    _ => refs(v, out),
                }
            }
        }
        Value::Array(a) => a.iter().for_each(|v| refs(v, out)),
        _ => {}
    }
}

/// The names of `defs`, each after those it refers to (else in their own order): for languages
/// that evaluate a type where it is written.
pub(crate) fn dependency_order(defs: &Map<String, Value>) -> Vec<String> {
    fn visit(
        name: &str,
        defs: &Map<String, Value>,
        done: &mut Vec<String>,
        doing: &mut Vec<String>,
    ) {
        if done.iter().any(|d| d == name) || doing.iter().any(|d| d == name) {
            return;
        }
        doing.push(name.to_string());
        let mut deps = Vec::new();
        if let Some(s) = defs.get(name) {
            refs(s, &mut deps);
        }
        for d in deps {
            visit(&d, defs, done, doing);
        }
        doing.pop();
        done.push(name.to_string());
    }
    let mut done = Vec::new();
    for name in defs.keys() {
        visit(name, defs, &mut done, &mut Vec::new());
    }
    done
}

/// How an object's properties are: each with its schema and whether it is required.
pub(crate) fn properties(schema: &Value) -> Vec<(&str, &Value, bool)> {
    let required: Vec<&str> = schema
        .get("required")
        .and_then(Value::as_array)
        .map(|r| r.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    schema
        .get("properties")
        .and_then(Value::as_object)
        .map(|p| {
            p.iter()
                .map(|(k, v)| (k.as_str(), v, required.contains(&k.as_str())))
                .collect()
        })
        .unwrap_or_default()
}

/// Whether `schema` is an object with named properties (a record type of its own).
pub(crate) fn is_record(schema: &Value) -> bool {
    schema.get("properties").is_some()
}

/// The union's members, when `schema` is one (`oneOf`, `anyOf`).
pub(crate) fn union(schema: &Value) -> Option<&Vec<Value>> {
    schema
        .get("oneOf")
        .or_else(|| schema.get("anyOf"))
        .and_then(Value::as_array)
}

/// The values of a union's `key`, when each member is a reference to a record whose `key` is a
/// constant string (a tagged union: `Event` by its `event`).
pub(crate) fn tags<'a>(
    schema: &'a Value,
    defs: &'a Map<String, Value>,
    key: &str,
) -> Option<Vec<&'a str>> {
    union(schema)?
        .iter()
        .map(|m| {
            let def = defs.get(ref_name(m.get("$ref")?.as_str()?))?;
            def.get("properties")?.get(key)?.get("const")?.as_str()
        })
        .collect()
}

/// The schema's own words, if it has any.
pub(crate) fn description(schema: &Value) -> Option<&str> {
    schema.get("description").and_then(Value::as_str)
}

/// Whether `name` can stand unquoted as a property or a name.
pub(crate) fn is_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// The keywords of a schema the emitters read; any other (but annotations) is refused.
const UNDERSTOOD: &[&str] = &[
    "$ref",
    "type",
    "const",
    "enum",
    "oneOf",
    "anyOf",
    "items",
    "prefixItems",
    "minItems",
    "maxItems",
    "properties",
    "required",
    "additionalProperties",
    "description",
    "title",
    "format",
    "minimum",
    "maximum",
    "default",
    "examples",
    "$schema",
    "$id",
    "$comment",
    "$defs",
];

/// Refuse a schema that uses a keyword the emitters do not understand.
pub(crate) fn check(schema: &Value, at: &str) {
    if let Value::Object(m) = schema {
        for (k, v) in m {
            assert!(
                UNDERSTOOD.contains(&k.as_str()),
                "{at}: the emitters do not understand `{k}`"
            );
            match k.as_str() {
                "properties" | "$defs" => {
                    for (name, s) in v.as_object().into_iter().flatten() {
                        check(s, &format!("{at}.{name}"));
                    }
                }
                "items" | "additionalProperties" => check(v, &format!("{at}[]")),
                "oneOf" | "anyOf" | "prefixItems" => {
                    for (i, s) in v.as_array().into_iter().flatten().enumerate() {
                        check(s, &format!("{at}|{i}"));
                    }
                }
                _ => {}
            }
        }
    }
}
