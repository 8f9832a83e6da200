//! The AWS provider's registry of CloudFormation types, and the pure parts of the generic path
//! that serves the types it does not implement by hand: AWS Cloud Control (`CreateResource`,
//! `GetResource`, `UpdateResource` with a JSON Patch, `DeleteResource`, `ListResources`), as
//! Pulumi's AWS Native serves its types.
//!
//! The registry (`providers/aws/registry/types.json`) is generated from the CloudFormation
//! registry schemas cfn-lint ships, for a pinned cfn-lint version
//! (`providers/aws/registry/generate.py`); a test regenerates it to catch drift. No I/O here:
//! the provider makes the calls, this crate says what to send and what an answer means.

use serde_json::{Map, Value, json};
use std::collections::BTreeMap;
use std::sync::OnceLock;
use std::time::Duration;

mod form;
mod zip;
pub use form::HAND_VERIFIED;
pub use zip::{crc32, dir_files, zip_stored};

/// The registry as generated: one line per type.
pub const REGISTRY: &str = include_str!("../../../providers/aws/registry/types.json");

/// Every registry type but the [`HAND_VERIFIED`] ones in Strata's schema format, as the inside
/// of the schema's `types` object (`"aws:…": {…},…`), made at build time: a provider's schema
/// splices it in as text instead of building 1,800 types as values on every load.
pub const SCHEMA_TYPES: &str = include_str!(concat!(env!("OUT_DIR"), "/schema_types.json"));

/// One CloudFormation type as the registry describes it.
#[derive(Clone, Debug, PartialEq)]
pub struct RegistryType {
    /// `AWS::Lambda::Function`.
    pub cfn: String,
    /// Strata's type, `aws:lambda:Function`.
    pub token: String,
    pub description: String,
    /// Strata schema properties (type, required, replaces, description, items, properties).
    pub inputs: Map<String, Value>,
    pub outputs: Map<String, Value>,
    /// The primaryIdentifier's properties, in order.
    pub identifier: Vec<String>,
    /// Properties never read back (`A` or `A/B`).
    pub write_only: Vec<String>,
    pub taggable: bool,
}

/// Every registry type, by Strata token; and the cfn-lint version it came from.
pub struct Registry {
    pub cfn_lint: String,
    pub types: BTreeMap<String, RegistryType>,
}

include!(concat!(env!("OUT_DIR"), "/registry_index.rs"));

/// The registry, parsed once: every type (the schema, the coverage). What needs one type asks
/// [`registry_type`], which parses that type alone.
pub fn registry() -> &'static Registry {
    static PARSED: OnceLock<Registry> = OnceLock::new();
    PARSED.get_or_init(|| parse(REGISTRY).expect("the checked-in registry parses"))
}

/// The registry type whose Strata token is `token`, parsed from its own line of the registry
/// the first time it is asked for (the index is made at build time): a provider instance that
/// serves a bucket does not parse 1,800 types to learn the bucket's.
pub fn registry_type(token: &str) -> Option<&'static RegistryType> {
    static PARSED: OnceLock<
        std::sync::Mutex<std::collections::HashMap<usize, &'static RegistryType>>,
    > = OnceLock::new();
    let i = INDEX.binary_search_by(|(t, ..)| (*t).cmp(token)).ok()?;
    let mut parsed = PARSED
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|p| p.into_inner());
    if let Some(t) = parsed.get(&i) {
        return Some(t);
    }
    let (_, cfn, start, end) = INDEX[i];
    let v: Value =
        serde_json::from_str(&REGISTRY[start..end]).expect("the checked-in registry parses");
    let t: &'static RegistryType = Box::leak(Box::new(
        one(cfn.to_string(), &v).expect("the checked-in registry parses"),
    ));
    parsed.insert(i, t);
    Some(t)
}

/// Parse a registry file.
pub fn parse(text: &str) -> Result<Registry, String> {
    let v: Value = serde_json::from_str(text).map_err(|e| format!("the AWS registry: {e}"))?;
    let mut types = BTreeMap::new();
    for (cfn, t) in v["types"].as_object().into_iter().flatten() {
        let t = one(cfn.clone(), t)?;
        types.insert(t.token.clone(), t);
    }
    Ok(Registry {
        cfn_lint: v["cfn-lint"].as_str().unwrap_or_default().to_string(),
        types,
    })
}

/// One type of the registry, `cfn` as the registry has it in `t`.
fn one(cfn: String, t: &Value) -> Result<RegistryType, String> {
    let strings = |x: &Value| -> Vec<String> {
        x.as_array()
            .into_iter()
            .flatten()
            .filter_map(|s| s.as_str().map(str::to_string))
            .collect()
    };
    let object = |k: &str| t[k].as_object().cloned().unwrap_or_default();
    let token = t["token"]
        .as_str()
        .ok_or_else(|| format!("the AWS registry: {cfn} has no token"))?
        .to_string();
    Ok(RegistryType {
        description: t["description"].as_str().unwrap_or_default().to_string(),
        inputs: object("inputs"),
        outputs: object("outputs"),
        identifier: strings(&t["identifier"]),
        write_only: strings(&t["writeOnly"]),
        taggable: t["taggable"] == json!(true),
        cfn,
        token,
    })
}

impl RegistryType {
    /// This type's schema as Strata's schema format has it, marked as served by Cloud Control,
    /// with its CloudFormation form (every output is an attribute of the same name; `Ref` is
    /// the identifier when it is one property).
    pub fn schema(&self) -> Value {
        form::schema(
            &self.cfn,
            &self.description,
            &self.inputs,
            &self.outputs,
            &self.identifier,
        )
    }

    /// The properties that replace the resource when they change (createOnly).
    pub fn replacing(&self) -> Vec<(&str, Option<&Value>)> {
        self.inputs
            .iter()
            .filter(|(_, p)| p["replaces"] == json!(true))
            .map(|(k, p)| (k.as_str(), p.get("default")))
            .collect()
    }

    /// Cloud Control's identifier of the resource whose properties are `props`: the
    /// primaryIdentifier's values joined with `|`, if all are there.
    pub fn identifier_of(&self, props: &Value) -> Option<String> {
        let parts: Option<Vec<String>> = self
            .identifier
            .iter()
            .map(|k| match &props[k] {
                Value::String(s) if !s.is_empty() => Some(s.clone()),
                Value::Number(n) => Some(n.to_string()),
                _ => None,
            })
            .collect();
        parts.filter(|p| !p.is_empty()).map(|p| p.join("|"))
    }

    /// What a read reports, from GetResource's `Properties`: the inputs (what the recorded
    /// inputs hold, or for an import every input read; a writeOnly property, never read back,
    /// is what was recorded) and the outputs (the readOnly properties and the identifier).
    /// An input the program left out is reported too where its default is known (a `default`
    /// in its schema; `null`: AWS's default is to have none) and the live value is not that:
    /// drift in what the program did not write, which the engine puts back to the default.
    pub fn read(&self, props: &Value, recorded: &Value) -> (Value, Value) {
        let importing = recorded.as_object().is_none_or(Map::is_empty);
        let mut inputs = Map::new();
        for k in self.inputs.keys() {
            let write_only = self.write_only.iter().any(|w| w == k);
            let nested_write_only = self
                .write_only
                .iter()
                .any(|w| w.starts_with(&format!("{k}/")));
            let value = if write_only {
                recorded.get(k).cloned()
            } else {
                props
                    .get(k)
                    .cloned()
                    .filter(|v| !v.is_null())
                    // Only its writeOnly parts were given: none is read back.
                    .or_else(|| (nested_write_only && recorded[k].is_object()).then(|| json!({})))
            };
            let off_default = || {
                let p = &self.inputs[k];
                match (p.get("default"), &value) {
                    (Some(default), Some(live)) => !write_only && live != default,
                    _ => false,
                }
            };
            let reported = importing || recorded.get(k).is_some() || off_default();
            if let Some(mut v) = value.filter(|_| reported) {
                // Nested writeOnly properties are not read back either: what was recorded.
                for w in &self.write_only {
                    if let Some(rest) = w.strip_prefix(&format!("{k}/"))
                        && let Some(was) = pointer(&recorded[k], rest)
                    {
                        set_pointer(&mut v, rest, was.clone());
                    }
                }
                inputs.insert(k.clone(), v);
            }
        }
        let mut outputs = Map::new();
        for k in self.outputs.keys().chain(&self.identifier) {
            if let Some(v) = props.get(k).filter(|v| !v.is_null()) {
                outputs.insert(k.clone(), v.clone());
            }
        }
        (Value::Object(inputs), Value::Object(outputs))
    }
}

fn pointer<'a>(v: &'a Value, path: &str) -> Option<&'a Value> {
    path.split('/').try_fold(v, |at, k| at.get(k))
}

fn set_pointer(v: &mut Value, path: &str, value: Value) {
    let mut at = v;
    let keys: Vec<&str> = path.split('/').collect();
    for k in &keys[..keys.len() - 1] {
        if !at[*k].is_object() {
            return;
        }
        at = &mut at[*k];
    }
    if at.is_object() {
        at[keys[keys.len() - 1]] = value;
    }
}

/// CreateResource's `DesiredState`: the inputs, without nulls (a property left out).
pub fn desired_state(inputs: &Value) -> Value {
    match inputs {
        Value::Object(o) => Value::Object(
            o.iter()
                .filter(|(_, v)| !v.is_null())
                .map(|(k, v)| (k.clone(), v.clone()))
                .collect(),
        ),
        other => other.clone(),
    }
}

/// UpdateResource's `PatchDocument`: a JSON Patch (RFC 6902) from `olds` to `news`, one
/// operation per top-level property that differs (`add` for a new one, `remove` for one left
/// out, `replace` otherwise); `~` and `/` in a name escaped as the RFC says.
pub fn patch(olds: &Value, news: &Value) -> Vec<Value> {
    let empty = Map::new();
    let (old, new) = (
        olds.as_object().unwrap_or(&empty),
        news.as_object().unwrap_or(&empty),
    );
    let path = |k: &str| format!("/{}", k.replace('~', "~0").replace('/', "~1"));
    let mut ops = Vec::new();
    // By name, whatever order the maps keep.
    let mut new: Vec<(&String, &Value)> = new.iter().collect();
    new.sort_by_key(|(k, _)| *k);
    let mut old_keys: Vec<&String> = old.keys().collect();
    old_keys.sort();
    for (k, v) in new.iter().copied().filter(|(_, v)| !v.is_null()) {
        match old.get(k).filter(|o| !o.is_null()) {
            None => ops.push(json!({"op": "add", "path": path(k), "value": v})),
            Some(o) if o != v => ops.push(json!({"op": "replace", "path": path(k), "value": v})),
            Some(_) => {}
        }
    }
    for k in old_keys.into_iter().filter(|k| !old[*k].is_null()) {
        if !new.iter().any(|(n, v)| *n == k && !v.is_null()) {
            ops.push(json!({"op": "remove", "path": path(k)}));
        }
    }
    ops
}

/// Where a Cloud Control request stands, from its `ProgressEvent`.
#[derive(Clone, Debug, PartialEq)]
pub enum Progress {
    /// Still running: ask again with the request token.
    Running { token: String },
    /// Done: the resource's identifier (for a delete, the one deleted).
    Done { identifier: String },
    /// Failed: Cloud Control's error code and message; `identifier` when it failed part way
    /// with a resource made (so that it is recorded, not orphaned).
    Failed {
        code: String,
        message: String,
        identifier: Option<String>,
    },
}

/// Read a `ProgressEvent` (of CreateResource, UpdateResource, DeleteResource or
/// GetResourceRequestStatus).
pub fn progress(answer: &Value) -> Progress {
    let e = answer.get("ProgressEvent").unwrap_or(answer);
    let text = |k: &str| e[k].as_str().unwrap_or_default().to_string();
    let identifier = text("Identifier");
    match e["OperationStatus"].as_str() {
        Some("SUCCESS") => Progress::Done { identifier },
        Some("FAILED" | "CANCEL_COMPLETE") => Progress::Failed {
            code: match text("ErrorCode") {
                c if c.is_empty() => text("OperationStatus"),
                c => c,
            },
            message: text("StatusMessage"),
            identifier: Some(identifier).filter(|i| !i.is_empty()),
        },
        _ => Progress::Running {
            token: text("RequestToken"),
        },
    }
}

/// How long to wait before asking about a running request the `attempt`th time (from 0): one
/// second, doubling up to sixteen; `None` once `limit` would pass in all.
pub fn next_wait(attempt: u32, waited: Duration, limit: Duration) -> Option<Duration> {
    let wait = Duration::from_secs(1 << attempt.min(4));
    (waited + wait <= limit).then_some(wait)
}

#[cfg(test)]
mod tests;
