//! `strata import`: the declaration of one adopted resource, and the snippet of it in the
//! program's language for the person to paste.

use super::*;
use anyhow::Result;
use strata_engine::Providers;
use strata_model::{Declarations, Value};

/// What `strata import` adopts: one resource with the inputs its provider reads, so that the
/// import changes nothing.
pub(crate) async fn import_declarations(
    spec: &ImportSpec,
    providers: &Loaded,
) -> Result<Declarations> {
    let ty = &spec.ty;
    let provider = providers
        .get(strata_model::provider_of(ty))
        .map_err(anyhow::Error::msg)?;
    let empty = Value::Object(Default::default());
    let read = provider
        .read(ty, &spec.id, &empty, &empty)
        .await
        .map_err(|e| {
            anyhow::anyhow!(
                "provider {}: read {ty} \"{}\" (id {}): {e}",
                strata_model::provider_of(ty),
                spec.name,
                spec.id
            )
        })?
        .filter(|r| !r.id.is_empty())
        .ok_or_else(|| {
            anyhow::anyhow!(
                "{ty} \"{}\": there is no resource with id `{}` to import: check the id (and that the provider is configured for where it lives)",
                spec.name,
                spec.id
            )
        })?;
    Ok(Declarations {
        registrations: vec![strata_model::Registration::Resource {
            ty: ty.clone(),
            name: spec.name.clone(),
            inputs: read.inputs,
            options: strata_model::ResourceOptions {
                protect: Some(spec.protect),
                import: Some(spec.id.clone()),
                ..Default::default()
            },
        }],
        ..Default::default()
    })
}

/// The declaration of an imported resource in the program's language (`runtime`: `rust`, the
/// default, `javascript` for TypeScript and JavaScript, `python` or `yaml`), secrets left out.
pub(crate) fn declaration(runtime: Option<&str>, spec: &ImportSpec, inputs: &Value) -> String {
    let var: String = spec
        .name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '_'
            }
        })
        .collect();
    let var = if var.starts_with(|c: char| c.is_ascii_digit()) || var.is_empty() {
        format!("r_{var}")
    } else {
        var
    };
    let shown = strata_model::value::redact(inputs);
    let secret = shown != *inputs;
    let pretty = |indent: &str| {
        serde_json::to_string_pretty(&shown)
            .unwrap_or_default()
            .replace('\n', &format!("\n{indent}"))
    };
    let (ty, name) = (&spec.ty, &spec.name);
    // The protect option in the language's words, and the line that says where secrets come
    // from, when they were left out.
    let protect = |option: &'static str| if spec.protect { option } else { "" };
    let note = |comment: &str, what: &str, from: &str| {
        if secret {
            format!("\n{comment} {what} shown as \"[secret]\" are secrets: take them from {from}.")
        } else {
            String::new()
        }
    };
    match runtime {
        Some("javascript") => format!(
            "const {var} = new Resource({ty:?}, {name:?}, {}{});{}",
            pretty(""),
            protect(", { protect: true }"),
            note("//", "Inputs", "`config.requireSecret`")
        ),
        Some("python") => format!(
            "{var} = Resource({ty:?}, {name:?}, {}{}){}",
            python_literal(&shown, ""),
            protect(", protect=True"),
            note("#", "Inputs", "the stack's secret configuration")
        ),
        Some("yaml") => format!(
            "resources:\n  {name}:\n    type: {ty}\n    properties: {}{}{}",
            serde_json::to_string(&shown).unwrap_or_default(),
            protect("\n    options: {protect: true}"),
            note("#", "Properties", "a `secret: true` config entry")
        ),
        _ => format!(
            "let {var} = strata_sdk::Resource::new(\n    \"{ty}\",\n    \"{name}\",\n    &serde_json::json!({}),\n    strata_sdk::Options::default(){},\n)?;{}",
            pretty("    "),
            protect(".protect(true)"),
            note("//", "Inputs", "`strata_sdk::config::output`")
        ),
    }
}

/// `v` as a Python literal (`True`, `None`, dicts and lists), indented after its first line.
pub(crate) fn python_literal(v: &Value, indent: &str) -> String {
    let inner = format!("{indent}    ");
    match v {
        Value::Null => "None".into(),
        Value::Bool(true) => "True".into(),
        Value::Bool(false) => "False".into(),
        Value::Number(n) => n.to_string(),
        Value::String(s) => Value::String(s.clone()).to_string(),
        Value::Array(items) if items.is_empty() => "[]".into(),
        Value::Array(items) => format!(
            "[\n{}\n{indent}]",
            items
                .iter()
                .map(|x| format!("{inner}{},", python_literal(x, &inner)))
                .collect::<Vec<_>>()
                .join("\n")
        ),
        Value::Object(map) if map.is_empty() => "{}".into(),
        Value::Object(map) => format!(
            "{{\n{}\n{indent}}}",
            map.iter()
                .map(|(k, x)| format!(
                    "{inner}{}: {},",
                    Value::String(k.clone()),
                    python_literal(x, &inner)
                ))
                .collect::<Vec<_>>()
                .join("\n")
        ),
    }
}
