//! A policy's configuration (`[policy.PACK.config.POLICY]` in the project file) checked
//! against the schema the policy declares, as Pulumi's `configSchema` is: a JSON Schema of the
//! table, `{"properties": {NAME: SCHEMA, …}, "required": [NAME, …]}`, whose parts this SDK reads
//! at every depth are `type` (one name or a list: `string`, `integer`, `number`, `boolean`,
//! `array`, `object`, `null`), `enum`, `minimum`, `maximum`, `items`, `properties`, `required`,
//! `additionalProperties` and, for the table's own settings, `default`.
//!
//! A setting the schema does not list is refused with the one meant, at any depth (an object
//! with `properties` is closed unless `additionalProperties` says otherwise), and a policy that
//! declares no schema takes no settings: configuration silently ignored would leave a policy
//! running with settings nobody chose.
//!
//! The JavaScript (`guests/js-policy`) and Python (`guests/python-policy`) SDKs implement the
//! same rules with the same messages; `tests/e2e/policy_settings.json` is the table all three
//! are walked against.

use serde_json::{Map, Value};

/// `config` (`null` when the project gives none) read under `schema` (`None` when the policy
/// declares none): the table with the schema's defaults filled in, or every problem, each
/// naming its path (`limits.max`, `regions[1]`).
pub fn check(schema: Option<&Value>, config: &Value) -> Result<Value, Vec<String>> {
    let empty = Value::Object(Map::new());
    let schema = schema.unwrap_or(&empty);
    let mut table = match config {
        Value::Null => Map::new(),
        Value::Object(m) => m.clone(),
        other => {
            return Err(vec![format!(
                "the configuration must be a table, not {}",
                kind(other)
            )]);
        }
    };
    if let Some(Value::Object(props)) = schema.get("properties") {
        for (name, s) in props {
            if let Some(d) = s.get("default")
                && !table.contains_key(name)
            {
                table.insert(name.clone(), d.clone());
            }
        }
    }
    let table = Value::Object(table);
    let problems = walk(schema, &table, "", true);
    if problems.is_empty() {
        Ok(table)
    } else {
        Err(problems)
    }
}

fn walk(schema: &Value, v: &Value, path: &str, top: bool) -> Vec<String> {
    let mut out = Vec::new();
    let types = type_names(schema);
    if !types.is_empty() && !types.iter().any(|t| is(v, t)) {
        out.push(format!(
            "`{path}` must be {}, not {}",
            describe(schema),
            kind(v)
        ));
        return out;
    }
    if let Some(Value::Array(allowed)) = schema.get("enum")
        && !allowed.iter().any(|a| same(a, v))
    {
        let shown: Vec<String> = allowed.iter().map(plain).collect();
        let near = v.as_str().and_then(|s| {
            closest(
                allowed.iter().filter_map(Value::as_str).map(str::to_string),
                s,
            )
        });
        out.push(format!(
            "`{path}` must be one of {}{}",
            listing(&shown),
            near.map(|n| format!(": did you mean `{n}`?"))
                .unwrap_or_default()
        ));
        return out;
    }
    if let Value::Number(n) = v {
        let n = n.as_f64().unwrap_or_default();
        if let Some(min) = schema.get("minimum").filter(|m| m.is_number())
            && n < min.as_f64().unwrap_or_default()
        {
            out.push(format!("`{path}` must be at least {}", number_text(min)));
        }
        if let Some(max) = schema.get("maximum").filter(|m| m.is_number())
            && n > max.as_f64().unwrap_or_default()
        {
            out.push(format!("`{path}` must be at most {}", number_text(max)));
        }
    }
    match v {
        Value::Object(map) => {
            let props = schema.get("properties").and_then(Value::as_object);
            let extra = schema.get("additionalProperties");
            let closed = top || props.is_some() || extra == Some(&Value::Bool(false));
            let mut names: Vec<String> = props
                .map(|p| p.keys().cloned().collect())
                .unwrap_or_default();
            names.sort();
            let mut keys: Vec<&String> = map.keys().collect();
            keys.sort();
            for k in keys {
                let here = join(path, k);
                if let Some(s) = props.and_then(|p| p.get(k)) {
                    out.extend(walk(s, &map[k], &here, false));
                    continue;
                }
                match extra {
                    Some(Value::Bool(true)) => {}
                    Some(s @ Value::Object(_)) => out.extend(walk(s, &map[k], &here, false)),
                    _ if closed => out.push(unknown(path, &here, &names, k)),
                    _ => {}
                }
            }
            if let Some(Value::Array(required)) = schema.get("required") {
                for r in required.iter().filter_map(Value::as_str) {
                    if !map.contains_key(r) {
                        out.push(format!("`{}` is required", join(path, r)));
                    }
                }
            }
        }
        Value::Array(items) => {
            if let Some(s) = schema.get("items") {
                for (i, e) in items.iter().enumerate() {
                    out.extend(walk(s, e, &format!("{path}[{i}]"), false));
                }
            }
        }
        _ => {}
    }
    out
}

/// A setting no schema lists: the one meant, or those there are.
fn unknown(path: &str, here: &str, names: &[String], key: &str) -> String {
    let owner = if path.is_empty() {
        "the policy".to_string()
    } else {
        format!("`{path}`")
    };
    match closest(names.iter().cloned(), key) {
        Some(n) => format!(
            "`{here}` is not a setting: did you mean `{}`?",
            join(path, &n)
        ),
        None if names.is_empty() => format!("`{here}` is not a setting: {owner} takes none"),
        None => format!(
            "`{here}` is not a setting ({owner} takes {})",
            listing(&names.iter().map(|n| format!("`{n}`")).collect::<Vec<_>>())
        ),
    }
}

fn join(path: &str, key: &str) -> String {
    if path.is_empty() {
        key.to_string()
    } else {
        format!("{path}.{key}")
    }
}

fn type_names(schema: &Value) -> Vec<&str> {
    match schema.get("type") {
        Some(Value::String(t)) => vec![t.as_str()],
        Some(Value::Array(list)) => list.iter().filter_map(Value::as_str).collect(),
        _ => Vec::new(),
    }
}

fn whole(v: &Value) -> bool {
    match v {
        Value::Number(n) => {
            n.is_i64() || n.is_u64() || n.as_f64().is_some_and(|f| f.fract() == 0.0)
        }
        _ => false,
    }
}

fn is(v: &Value, ty: &str) -> bool {
    match ty {
        "string" => v.is_string(),
        "integer" => whole(v),
        "number" => v.is_number(),
        "boolean" => v.is_boolean(),
        "array" => v.is_array(),
        "object" => v.is_object(),
        "null" => v.is_null(),
        _ => true,
    }
}

/// What a schema takes, in words: `a list of strings`, `a whole number or null`.
fn describe(schema: &Value) -> String {
    let one = |t: &str| match t {
        "array" => match type_names(schema.get("items").unwrap_or(&Value::Null)).as_slice() {
            [item] => format!("a list of {}", plural(item)),
            _ => "a list".to_string(),
        },
        "string" => "a string".to_string(),
        "integer" => "a whole number".to_string(),
        "number" => "a number".to_string(),
        "boolean" => "true or false".to_string(),
        "object" => "a table".to_string(),
        other => other.to_string(),
    };
    type_names(schema)
        .into_iter()
        .map(one)
        .collect::<Vec<_>>()
        .join(" or ")
}

fn plural(ty: &str) -> String {
    match ty {
        "string" => "strings",
        "integer" => "whole numbers",
        "number" => "numbers",
        "boolean" => "booleans",
        "array" => "lists",
        "object" => "tables",
        other => other,
    }
    .to_string()
}

/// What a value is, in words.
fn kind(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) if whole(v) => "a whole number",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "a list",
        Value::Object(_) => "a table",
    }
}

/// An allowed value as a message shows it: a string's text, any other's JSON, in backquotes.
fn plain(v: &Value) -> String {
    match v {
        Value::String(s) => format!("`{s}`"),
        Value::Number(_) => format!("`{}`", number_text(v)),
        other => format!("`{other}`"),
    }
}

/// A whole number as its digits (1.0 is 1 in every SDK), any other as JSON writes it.
fn number_text(v: &Value) -> String {
    match v.as_f64() {
        Some(f) if whole(v) && f.abs() < 1e15 => format!("{}", f as i64),
        _ => v.to_string(),
    }
}

/// Values alike as JSON values: numbers by value (1 and 1.0 are one number), the rest by shape.
fn same(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => x.as_f64() == y.as_f64(),
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(a, b)| same(a, b))
        }
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len() && x.iter().all(|(k, a)| y.get(k).is_some_and(|b| same(a, b)))
        }
        _ => a == b,
    }
}

/// A policy's problems for a message: the first ten, then how many more.
pub fn shown(problems: &[String]) -> String {
    let mut text = problems
        .iter()
        .take(10)
        .cloned()
        .collect::<Vec<_>>()
        .join("; ");
    if problems.len() > 10 {
        text.push_str(&format!("; and {} more", problems.len() - 10));
    }
    text
}

/// The first 20 of `names`, then how many more.
fn listing(names: &[String]) -> String {
    let shown = names
        .iter()
        .take(20)
        .cloned()
        .collect::<Vec<_>>()
        .join(", ");
    match names.len().saturating_sub(20) {
        0 => shown,
        more => format!("{shown} and {more} more"),
    }
}

/// The name closest to `word` if it is a likely typo: the engine's rule (case ignored, within
/// max(2, length / 4) edits, the nearest and then the first in order).
fn closest(names: impl Iterator<Item = String>, word: &str) -> Option<String> {
    let word = word.to_lowercase();
    names
        .map(|n| (distance(&n.to_lowercase(), &word), n))
        .filter(|(d, n)| *d <= 2.max(n.chars().count() / 4))
        .min()
        .map(|(_, n)| n)
}

fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let here = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != *cb))
                .min(row[j] + 1)
                .min(here + 1);
            prev = here;
        }
    }
    row[b.len()]
}
