//! The schema check: every resource's inputs are checked against its provider's schema (through
//! the [`Provider::schema`] port) before the provider's own `check` sees them, so that a
//! misspelt property, a value of the wrong type or a missing required input is refused the same
//! way for every provider, in whatever language it or the program is written. The rules are
//! `strata_model::schema::TypeSchema::check_inputs`; this module applies them to one resource
//! when it is checked ([`check`]) and to a whole plan before anything runs ([`plan`]), where a
//! reference to an output that the referenced type does not have is refused as well.

use crate::plan::{Plan, PlanNode};
use crate::ports::{Provider, ProviderError, Providers};
use std::collections::HashMap;
use std::sync::Arc;
use strata_model::schema::{PathOf, Schema, TypeSchema};
use strata_model::{Value, marker, provider_of};

/// What the engine checks a type's inputs against: `None` when its provider declares no types
/// (a provider without a readable schema is not second-guessed).
async fn declared(provider: &dyn Provider) -> Option<Arc<Schema>> {
    provider
        .parsed_schema()
        .await
        .filter(|s| !s.types.is_empty())
}

/// Why `ty` is not a type its provider offers, with the closest one it does.
fn no_such_type(schema: &Schema, ty: &str) -> String {
    let package = provider_of(ty);
    match schema.closest_type(ty) {
        Some(t) => format!("provider {package} has no resource type `{ty}`: did you mean `{t}`?"),
        None => format!(
            "provider {package} has no resource type `{ty}`: it offers {} (`strata schema {package}` shows them)",
            strata_model::spelling::listing(schema.types.keys().map(String::as_str), false)
        ),
    }
}

/// Check `news`, inputs of a `ty` resource, against its provider's schema, then with the
/// provider's `check`: the inputs as checked, or what is wrong with them.
pub async fn check(
    provider: &dyn Provider,
    ty: &str,
    name: &str,
    olds: Option<&Value>,
    news: &Value,
) -> Result<Value, ProviderError> {
    let coerced = match declared(provider).await {
        None => None,
        Some(schema) => match schema.types.get(ty) {
            None => {
                return Err(ProviderError::CheckFailed(vec![(
                    String::new(),
                    no_such_type(&schema, ty),
                )]));
            }
            Some(t) => t
                .check_inputs(ty, news)
                .map_err(ProviderError::CheckFailed)?,
        },
    };
    provider
        .check(ty, name, olds, coerced.as_ref().unwrap_or(news))
        .await
}

/// Every mistake in `plan` that its providers' schemas show before anything runs: a resource
/// whose provider is missing, whose type its provider does not offer, whose known inputs the
/// schema refuses, or that reads an output its referenced resource's type does not have. Each
/// is one line naming the resource, the property and, where one is close, the name meant.
pub async fn plan(plan: &Plan, providers: &dyn Providers) -> Vec<String> {
    // Each provider instance's schema, asked once. (This runs on every `up`, no-op included:
    // nothing here allocates per resource unless something is wrong.)
    let mut schemas: HashMap<&str, Option<Arc<Schema>>> = HashMap::new();
    let mut errors = Vec::new();
    for node in &plan.nodes {
        let Some((ty, name, inputs, instance)) = resource(node) else {
            continue;
        };
        let schema = match schemas.get(instance) {
            Some(s) => s.clone(),
            None => {
                let s = match providers.get(instance) {
                    Ok(p) => declared(p.as_ref()).await,
                    Err(e) => {
                        errors.push(format!("{ty} \"{name}\": {e}"));
                        None
                    }
                };
                schemas.insert(instance, s.clone());
                s
            }
        };
        let Some(schema) = schema else { continue };
        match schema.types.get(ty) {
            None => errors.push(format!("{ty} \"{name}\": {}", no_such_type(&schema, ty))),
            Some(t) => {
                if let Err(problems) = t.check_inputs(ty, &plan.known_now(inputs)) {
                    errors.push(format!(
                        "{ty} \"{name}\": {}",
                        ProviderError::CheckFailed(problems)
                    ));
                }
                errors.extend(
                    option_problems(t, node)
                        .into_iter()
                        .map(|why| format!("{ty} \"{name}\": {why}")),
                );
            }
        }
    }
    // What each node's inputs, and each stack output, read of a resource's outputs.
    let mut refs = Vec::new();
    let outputs = match &plan.outputs {
        Some(Value::Object(o)) => Some(o),
        _ => None,
    };
    let readers = plan
        .nodes
        .iter()
        .enumerate()
        .map(|(i, n)| (None::<&String>, Some((i, n)), n.inputs()))
        .chain(
            outputs
                .into_iter()
                .flatten()
                .map(|(k, v)| (Some(k), None, v)),
        );
    for (output, node, inputs) in readers {
        refs.clear();
        references_with_property(inputs, &mut refs);
        for (handle, property) in &refs {
            let Some((ty, _, _, instance)) = plan.nodes.get(*handle as usize).and_then(resource)
            else {
                continue;
            };
            let Some(t) = schemas
                .get(instance)
                .and_then(Option::as_ref)
                .and_then(|s| s.types.get(ty))
            else {
                continue;
            };
            if let Some(why) = missing_output(t, ty, property) {
                let who = match (output, node.and_then(|(i, _)| reader_of(plan, i))) {
                    (Some(k), _) => format!("output `{k}`: "),
                    (None, Some(urn)) => format!("{} \"{}\": ", urn.ty(), urn.name()),
                    (None, None) => String::new(),
                };
                errors.push(format!(
                    "{who}reads `{property}` of {}: {why}",
                    plan.label(*handle)
                ));
            }
        }
    }
    errors.sort();
    errors.dedup();
    errors
}

/// The resource that reads node `i` of `plan`: itself, or for an interpolation, an `apply` or
/// a function call, the first resource whose inputs read it (through others of those), so
/// that a mistake inside `${…}` names the resource it was written for.
fn reader_of(plan: &Plan, i: usize) -> Option<&strata_model::Urn> {
    let mut at = i;
    // Each step goes to a later node (a reader is declared after what it reads): at most one
    // pass over the nodes.
    loop {
        if let Some(urn) = plan.nodes.get(at)?.urn() {
            return Some(urn);
        }
        at = plan
            .nodes
            .iter()
            .enumerate()
            .skip(at + 1)
            .find(|(_, n)| n.deps().contains(&(at as u32)))?
            .0;
    }
}

/// What a resource's options name that its type does not have, at any depth: a path of
/// `ignore-changes` or `replace-on-changes` that is not an input, a name in
/// `additional-secret-outputs` that is not an output (which would leave the real one in
/// plaintext). Each with the option, the path and the name meant.
fn option_problems(t: &TypeSchema, node: &PlanNode) -> Vec<String> {
    let PlanNode::Resource {
        ty,
        options,
        ignore,
        replace_on,
        ..
    } = node
    else {
        return Vec::new();
    };
    let mut problems = Vec::new();
    let named = [
        ("ignore-changes", ignore),
        ("replace-on-changes", replace_on),
    ];
    for (option, paths) in named {
        for path in paths {
            if let Some(why) = t.path_problem(ty, path, PathOf::Input) {
                problems.push(format!("option {option}: {why}"));
            }
        }
    }
    // Names of outputs, whole (the engine seals top-level outputs by name).
    for name in &options.additional_secret_outputs {
        let path = strata_model::path::PropertyPath {
            text: name.clone(),
            segments: vec![strata_model::path::Segment::Key(name.clone())],
        };
        if let Some(why) = t.path_problem(ty, &path, PathOf::Output) {
            problems.push(format!("option additional-secret-outputs: {why}"));
        }
    }
    problems
}

/// A resource node's type, name, inputs and provider instance (`None`: not a resource, or a
/// component, which has no provider).
fn resource(node: &PlanNode) -> Option<(&str, &str, &Value, &str)> {
    match node {
        PlanNode::Resource {
            ty,
            name,
            inputs,
            options,
            component: false,
            ..
        } => Some((
            ty,
            name,
            inputs,
            options.provider.as_deref().unwrap_or(provider_of(ty)),
        )),
        _ => None,
    }
}

/// Why `property` (a path, `result` or `tags.env`) is not something a `ty` resource has, if it
/// is not: its first name is neither an output nor an input (outputs echo inputs). A type that
/// declares no outputs, or is open, is not second-guessed.
fn missing_output(t: &TypeSchema, ty: &str, property: &str) -> Option<String> {
    if t.outputs.is_empty() || t.open {
        return None;
    }
    let top = property.split(['.', '[']).next().unwrap_or(property);
    match (t.outputs.get(top), t.inputs.contains_key(top)) {
        (Some(p), false) if p.sometimes => {
            return Some(format!(
                "{ty} returns `{top}` only for some resources (its schema says `sometimes`), so a plan that reads it is one `up` may not keep: read another output, or declare the value yourself"
            ));
        }
        (Some(_), _) | (None, true) => return None,
        (None, false) => {}
    }
    let names = t.outputs.keys().chain(t.inputs.keys());
    Some(match strata_model::spelling::closest(names.clone(), top) {
        Some(near) => format!("{ty} has no output `{top}`: did you mean `{near}`?"),
        None => {
            let all: std::collections::BTreeSet<&str> = names.map(String::as_str).collect();
            format!(
                "{ty} has no output `{top}`: it has {}",
                strata_model::spelling::listing(all.into_iter(), true)
            )
        }
    })
}

/// Every reference inside `v` that names a property: its handle and the property.
fn references_with_property(v: &Value, out: &mut Vec<(u32, String)>) {
    let mut all = Vec::new();
    references_of(v, &mut all);
    out.extend(all.into_iter().filter_map(|(h, p)| Some((h, p?))));
}

/// Every reference inside `v`: its handle and the property it reads (`None`: all outputs).
pub(crate) fn references_of(v: &Value, out: &mut Vec<(u32, Option<String>)>) {
    if let Some((h, p)) = marker::as_reference(v) {
        out.push((h, p.map(str::to_string)));
        return;
    }
    match v {
        Value::Array(items) => items.iter().for_each(|x| references_of(x, out)),
        Value::Object(map) => map.values().for_each(|x| references_of(x, out)),
        _ => {}
    }
}

/// The two sides of a diff as the engine's default rule has them (for every provider, with
/// the defaults its schema declares).
#[derive(Default)]
pub struct Defaulted {
    /// The recorded inputs as the diff should see them, where they change.
    pub recorded: Option<Value>,
    /// The new inputs as the diff and the update should see them, where they change.
    pub news: Option<Value>,
}

/// The default rule, between the recorded inputs `old` and the new inputs `news`:
/// - an input the program now writes out, absent from what was recorded, with its declared
///   default or with the value the provider reported for it (an output of the same name, as
///   read back after a create, refresh or import), is given that value on the recorded side
///   too: writing it out is no change;
/// - an input recorded with its declared default that the program leaves out is taken off the
///   recorded side: leaving it out again is no change either (taking `FifoTopic: false` out
///   replaced a topic);
/// - an input the program leaves out, recorded with another value than its declared default
///   (drift a refresh read, a KMS key disabled by hand; or a value the program no longer
///   writes), is given its default on the new side: the diff shows it and the update puts the
///   default back, as Terraform does for attributes with defaults.
pub async fn with_defaults(
    provider: &dyn Provider,
    ty: &str,
    old: &Value,
    old_outputs: &Value,
    news: &Value,
) -> Defaulted {
    let (Value::Object(recorded), Value::Object(new)) = (old, news) else {
        return Defaulted::default();
    };
    let schema = declared(provider).await;
    let default_of = |k: &str| {
        schema
            .as_ref()
            .and_then(|s| s.types.get(ty))
            .and_then(|t| t.inputs.get(k))
            .and_then(|p| p.default.as_ref())
    };
    let (mut filled, mut put_back): (Option<serde_json::Map<String, Value>>, Option<_>) =
        (None, None);
    for (k, v) in new {
        if recorded.contains_key(k) {
            continue;
        }
        if default_of(k) == Some(v) || old_outputs.get(k) == Some(v) {
            filled
                .get_or_insert_with(|| recorded.clone())
                .insert(k.clone(), v.clone());
        }
    }
    for (k, v) in recorded {
        if new.contains_key(k) {
            continue;
        }
        match default_of(k) {
            Some(d) if d == v => {
                filled.get_or_insert_with(|| recorded.clone()).remove(k);
            }
            Some(d) => {
                put_back
                    .get_or_insert_with(|| new.clone())
                    .insert(k.clone(), d.clone());
            }
            None => {}
        }
    }
    Defaulted {
        recorded: filled.map(Value::Object),
        news: put_back.map(Value::Object),
    }
}
