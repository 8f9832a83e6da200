//! The JSON Schemas of the wire types: of every line of the stream (`docs/events.schema.json`),
//! and of the console's answers. Made by `schemars` for what the types write (its "serialize"
//! contract: a field is required unless it is left out when empty), in draft 2020-12.

use schemars::generate::{SchemaGenerator, SchemaSettings};
use schemars::{JsonSchema, Schema};
use serde_json::{Map, Value, json};

fn generator() -> SchemaGenerator {
    SchemaSettings::draft2020_12()
        .for_serialize()
        .into_generator()
}

/// The schema of every line of the `--json` stream: one `oneOf` of every kind of line, each
/// a definition of `$defs` (named as its type; with `Event`, the union of the events).
pub fn events_schema() -> Value {
    let mut g = generator();
    let line = crate::Line::json_schema(&mut g);
    g.subschema_for::<crate::Event>();
    let v = crate::SCHEMA_VERSION;
    json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": format!("https://strata.dev/schemas/events-{v}.json"),
        "title": format!("A line of strata's --json stream (schema version {v}; docs/events.md)"),
        "$comment": "Generated from the types of crates/strata-wire: do not edit (STRATA_BLESS=1 cargo test -p strata-wire rewrites it).",
        "description": line.as_value()["description"],
        "oneOf": line.as_value()["oneOf"],
        "$defs": g.take_definitions(true),
    })
}

/// The schema of `strata console`'s answers: a definition for each (and for what they hold,
/// the stream's lines among them); no root.
pub fn console_schema() -> Value {
    use crate::console::*;
    let mut g = generator();
    g.subschema_for::<About>();
    g.subschema_for::<ApiError>();
    g.subschema_for::<StackRow>();
    g.subschema_for::<Resources>();
    g.subschema_for::<ResourceDetail>();
    g.subschema_for::<Version>();
    g.subschema_for::<Diff>();
    g.subschema_for::<StackGraph>();
    g.subschema_for::<RunInfo>();
    g.subschema_for::<RunRead>();
    g.subschema_for::<crate::Line>();
    json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "strata console's answers (crates/strata-console)",
        "$comment": "Generated from the types of crates/strata-wire.",
        "$defs": g.take_definitions(true),
    })
}

/// The schema of event `T` as a reference to its definition, whose properties begin with
/// `event`, the constant `tag`.
pub(crate) fn tagged<T: JsonSchema>(g: &mut SchemaGenerator, tag: &str) -> Schema {
    let reference = g.subschema_for::<T>();
    let name = T::schema_name();
    let def = g
        .definitions_mut()
        .get_mut(name.as_ref())
        .and_then(Value::as_object_mut)
        .expect("an event is a definition of its own");
    let properties = def
        .get("properties")
        .and_then(Value::as_object)
        .cloned()
        .unwrap_or_default();
    if !properties.contains_key("event") {
        let mut with_tag = Map::new();
        with_tag.insert("event".into(), json!({"type": "string", "const": tag}));
        with_tag.extend(properties);
        def.insert("properties".into(), Value::Object(with_tag));
        let mut required = vec![json!("event")];
        if let Some(Value::Array(r)) = def.get("required") {
            required.extend(r.iter().cloned());
        }
        def.insert("required".into(), Value::Array(required));
    }
    reference
}
