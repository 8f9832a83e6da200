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
pub(crate) async fn declared(provider: &dyn Provider) -> Option<Arc<Schema>> {
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

/// Why `function` is not a function its provider offers, with the closest one it does.
fn no_such_function(schema: &Schema, function: &str) -> String {
    let package = provider_of(function);
    match schema.closest_function(function) {
        Some(f) => format!("provider {package} has no function `{function}`: did you mean `{f}`?"),
        None => format!(
            "provider {package} has no function `{function}`: it offers {} (`strata schema {package}` shows them)",
            strata_model::spelling::listing(schema.functions.keys().map(String::as_str), true)
        ),
    }
}

/// What is wrong with an invoke of `function` with `args` by its provider's schema, when the
/// schema declares functions (a provider that declares none is not second-guessed): no such
/// function, or arguments it refuses. `Ok(Some(v))`: the arguments with values coerced as
/// inputs are (`"true"` where a boolean is declared).
pub(crate) fn check_invoke(
    schema: Option<&Schema>,
    function: &str,
    args: &Value,
) -> Result<Option<Value>, String> {
    let Some(schema) = schema.filter(|s| !s.functions.is_empty()) else {
        return Ok(None);
    };
    let Some(f) = schema.functions.get(function) else {
        return Err(no_such_function(schema, function));
    };
    f.check_args(function, args).map_err(|problems| {
        let said: Vec<String> = problems
            .into_iter()
            .map(|(at, why)| match at.as_str() {
                "" => why,
                _ => format!("`{at}` {why}"),
            })
            .collect();
        format!("invalid arguments: {}", said.join("; "))
    })
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
    let interpolating = plan
        .nodes
        .iter()
        .any(|n| matches!(n, PlanNode::Interpolation { .. }));
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
                let known = plan.known_now(inputs);
                let mut problems = match t.check_inputs(ty, &known) {
                    Err(problems) => problems,
                    Ok(_) => Vec::new(),
                };
                if interpolating && strata_model::value::contains_marker(&known, "ref") {
                    problems.extend(mistyped_interpolations(plan, t, &known));
                }
                if !problems.is_empty() {
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
    // Each invoke's function and known arguments, by its provider's schema (the provider
    // named by the function's package: an invoke names no instance).
    for node in &plan.nodes {
        let PlanNode::Invoke { function, args, .. } = node else {
            continue;
        };
        // A missing provider is said when the invoke runs.
        let Ok(provider) = providers.get(provider_of(function)) else {
            continue;
        };
        let schema = provider.parsed_schema().await;
        if let Err(why) = check_invoke(schema.as_deref(), function, &plan.known_now(args)) {
            errors.push(format!("invoke {function}: {why}"));
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

/// Where `inputs` (of a resource of type `t`) hold a string an interpolation will join from
/// values not known yet, one that can never be what the schema declares there: an object or a
/// list, a number or a boolean whose text its literal parts rule out (`"S${pw}-${pet.id}"` where
/// an integer is declared), a value none of the allowed ones could be. Such a mistake would
/// otherwise fail only in `up`, after what it reads was made.
fn mistyped_interpolations(
    plan: &Plan,
    t: &TypeSchema,
    inputs: &Value,
) -> Vec<strata_model::schema::Problem> {
    let mut out = Vec::new();
    for (k, v) in inputs.as_object().into_iter().flatten() {
        if let Some(p) = t.inputs.get(k) {
            mistyped_at(plan, p, v, k.clone(), &mut out);
        }
    }
    out
}

fn mistyped_at(
    plan: &Plan,
    p: &strata_model::schema::Property,
    v: &Value,
    path: String,
    out: &mut Vec<strata_model::schema::Problem>,
) {
    use strata_model::schema::PropertyType as T;
    if let Some((h, None)) = marker::as_reference(v) {
        if let Some(PlanNode::Interpolation { parts, .. }) = plan.nodes.get(h as usize) {
            let pieces = pieces(parts);
            let could = match (p.ty, &p.allowed) {
                (_, Some(allowed)) => allowed.iter().any(|a| match a {
                    Value::String(a) => glob(&pieces, a),
                    other => glob(&pieces, &other.to_string()),
                }),
                (T::Object | T::Array, None) => false,
                // (As the schema reads a string as a number or a boolean: trimmed, in any of
                // three cases.)
                (T::Integer, None) => {
                    literal_chars(&pieces).all(|c| c.is_ascii_digit() || "+- ".contains(c))
                }
                (T::Number, None) => {
                    literal_chars(&pieces).all(|c| c.is_ascii_digit() || "+-.eE ".contains(c))
                }
                (T::Boolean, None) => ["true", "True", "TRUE", "false", "False", "FALSE"]
                    .iter()
                    .any(|b| glob(&pieces, b)),
                (T::String | T::Any, None) => true,
            };
            if !could {
                let template: String = pieces.iter().map(|p| p.unwrap_or("${…}")).collect();
                let want = match &p.allowed {
                    Some(allowed) => format!(
                        "one of {}",
                        allowed
                            .iter()
                            .map(Value::to_string)
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                    None => format!("{} {}", article(p.ty.as_str()), p.ty.as_str()),
                };
                out.push((
                    path,
                    format!("must be {want}, which the string `{template}` can never be"),
                ));
            }
        }
        return;
    }
    if marker::is_secret(v) {
        return;
    }
    match (v, &p.properties, &p.items) {
        (Value::Object(map), Some(props), _) => {
            for (k, x) in map {
                if let Some(q) = props.get(k) {
                    mistyped_at(plan, q, x, format!("{path}.{k}"), out);
                }
            }
        }
        (Value::Object(map), None, Some(item)) if p.ty == T::Object => {
            for (k, x) in map {
                mistyped_at(plan, item, x, format!("{path}.{k}"), out);
            }
        }
        (Value::Array(list), _, Some(item)) => {
            for (i, x) in list.iter().enumerate() {
                mistyped_at(plan, item, x, format!("{path}[{i}]"), out);
            }
        }
        _ => {}
    }
}

fn article(ty: &str) -> &'static str {
    if ty.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    }
}

/// An interpolation's parts as text where it is plain (`None`: a value not known yet, or a
/// secret, whose text is never shown).
fn pieces(parts: &Value) -> Vec<Option<&str>> {
    parts
        .as_array()
        .into_iter()
        .flatten()
        .map(|v| match v {
            Value::String(s) => Some(s.as_str()),
            _ => None,
        })
        .collect()
}

fn literal_chars<'a>(pieces: &'a [Option<&'a str>]) -> impl Iterator<Item = char> + 'a {
    pieces.iter().flatten().flat_map(|s| s.chars())
}

/// Whether the string the pieces join could be `s`, each piece not known matching any text.
fn glob(pieces: &[Option<&str>], s: &str) -> bool {
    match pieces.split_first() {
        None => s.is_empty(),
        Some((Some(text), rest)) => s.strip_prefix(*text).is_some_and(|after| glob(rest, after)),
        Some((None, rest)) => (0..=s.len())
            .filter(|i| s.is_char_boundary(*i))
            .any(|i| glob(rest, &s[i..])),
    }
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
///
/// A default put back goes through the program's `ignore`d paths as its inputs did (a nested
/// path ignores what is under a default put back whole).
pub async fn with_defaults(
    provider: &dyn Provider,
    ty: &str,
    (old, old_outputs): (&Value, &Value),
    news: &Value,
    ignore: &[strata_model::path::PropertyPath],
) -> Defaulted {
    let news_in = news;
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
    let news = put_back.map(|n| {
        let mut n = Value::Object(n);
        strata_model::path::ignore_changes(ignore, old, &mut n);
        n
    });
    Defaulted {
        recorded: filled.map(Value::Object),
        news: news.filter(|n| n != news_in),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;
    use strata_model::{Declarations, Registration, ResourceOptions};

    /// Every declared kind against interpolations whose literal text allows it or rules it out,
    /// at the top and one level down: refused exactly when no value could be joined.
    #[test]
    fn an_interpolation_that_can_never_be_the_declared_type_is_refused() {
        let r = || marker::reference(0, Some("id"));
        let cases = [
            ("integer", json!(["S", r()]), false),
            ("integer", json!([r()]), true),
            ("integer", json!(["1", r()]), true),
            ("integer", json!(["-", r(), "0"]), true),
            ("number", json!(["1.", r()]), true),
            ("number", json!(["x", r()]), false),
            ("boolean", json!(["t", r()]), true),
            ("boolean", json!([r(), "alse"]), true),
            ("boolean", json!(["yes", r()]), false),
            ("boolean", json!(["T", r()]), true),
            ("integer", json!([" ", r()]), true),
            ("object", json!([r()]), false),
            ("array", json!([r(), "x"]), false),
            ("string", json!(["S", r()]), true),
            ("any", json!(["S", r()]), true),
            ("enum", json!(["EN", r()]), true),
            ("enum", json!([r(), "ABLED"]), true),
            ("enum", json!(["en", r()]), false),
            ("enum", json!([r(), "-x"]), false),
            ("enum", json!(["ENABLED"]), true),
        ];
        for (kind, parts, could) in cases {
            let declared = match kind {
                "enum" => json!({"type": "string", "enum": ["ENABLED", "DISABLED"]}),
                k => json!({"type": k}),
            };
            let schema = Schema::parse(&json!({"types": {"t:R": {"inputs": {
                "top": declared.clone(),
                "nested": {"type": "object", "properties": {"inner": declared}},
            }}}}))
            .unwrap();
            let t = &schema.types["t:R"];
            let plan = crate::plan::plan(
                "s",
                "p",
                Declarations {
                    registrations: vec![
                        Registration::Resource {
                            ty: "t:R".into(),
                            name: "a".into(),
                            inputs: json!({}),
                            options: ResourceOptions::default(),
                        },
                        Registration::Interpolation { parts },
                    ],
                    ..Default::default()
                },
            )
            .unwrap();
            let joined = marker::reference(1, None);
            let inputs = json!({"top": joined, "nested": {"inner": joined}});
            let problems = mistyped_interpolations(&plan, t, &inputs);
            let paths: Vec<&str> = problems.iter().map(|(p, _)| p.as_str()).collect();
            let want: &[&str] = if could { &[] } else { &["top", "nested.inner"] };
            assert_eq!(paths, want, "{kind}: {problems:?}");
        }
    }

    /// An invoke is checked by its provider's declared functions: a misspelt function or
    /// argument is refused with the name meant, a missing one named; a provider that declares
    /// no functions is not second-guessed.
    #[test]
    fn an_invoke_is_checked_by_the_functions_its_provider_declares() {
        let s = Schema::parse(&json!({"functions": {
            "aws:ssm:getParameter": {"args": {
                "Name": {"type": "string", "required": true},
                "WithDecryption": {"type": "boolean"}}},
            "aws:getRegion": {}}}))
        .unwrap();
        let check = |f: &str, args: Value| check_invoke(Some(&s), f, &args);
        assert_eq!(
            check("aws:getRegon", json!({})),
            Err(
                "provider aws has no function `aws:getRegon`: did you mean `aws:getRegion`?".into()
            )
        );
        assert_eq!(
            check("aws:nothingLikeIt", json!({})),
            Err("provider aws has no function `aws:nothingLikeIt`: it offers `aws:getRegion`, `aws:ssm:getParameter` (`strata schema aws` shows them)".into())
        );
        assert_eq!(
            check("aws:ssm:getParameter", json!({"Nmae": "/a"})),
            Err("invalid arguments: `Nmae` is not an argument of aws:ssm:getParameter: did you mean `Name`?; `Name` is required (string)".into())
        );
        assert_eq!(
            check(
                "aws:ssm:getParameter",
                json!({"Name": "/a", "WithDecryption": "true"})
            ),
            Ok(Some(json!({"Name": "/a", "WithDecryption": true})))
        );
        // An argument not known yet is not second-guessed.
        assert_eq!(
            check("aws:ssm:getParameter", json!({"Name": marker::unknown()})),
            Ok(None)
        );
        assert_eq!(
            check_invoke(None, "aws:anything", &json!({"x": 1})),
            Ok(None)
        );
        let none = Schema::parse(&json!({"types": {}})).unwrap();
        assert_eq!(
            check_invoke(Some(&none), "aws:anything", &json!({})),
            Ok(None)
        );
    }
}
