//! The harness shared by the scenarios and the simulation: an in-memory world behind the `t`
//! provider, a journal in memory, and the scenario format's programs as declarations (the
//! format is described in `scenarios.rs`).
#![allow(dead_code, unused_imports)]

use async_trait::async_trait;
use serde_json::{Value, json};
use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use strata_engine::{
    DiffResult, Journal, JournalEntry, JournalError, ProviderError, Providers, ReadResult,
    Snapshot, Targets, UpdateOptions, plan, refresh, update,
};
use strata_model::{Declarations, Registration, ResourceOptions, Timeouts, Urn, marker};

/// A provider over an in-memory world: objects by id, each with the name and inputs it was made
/// with. It records every call that changes the world, in order.
#[derive(Default)]
pub struct World {
    pub objects: Mutex<BTreeMap<String, (String, Value)>>,
    /// Outputs that drifted outside Strata, by name.
    pub drift: Mutex<HashMap<String, Value>>,
    /// Names whose read returns an empty id.
    pub empty_id: Mutex<Vec<String>>,
    /// Ids whose read answers with another, canonical id (the object is known by it after).
    pub canonical: Mutex<HashMap<String, String>>,
    pub calls: Arc<Mutex<Vec<String>>>,
    pub next: Mutex<u64>,
    /// Appended to each call it records: `""` for instance `t`, `"@t2"` for the second one.
    pub tag: String,
}

pub fn outputs_of(id: &str, inputs: &Value) -> Value {
    let mut out = inputs.clone();
    out["echo"] = inputs.get("value").cloned().unwrap_or(Value::Null);
    out["uid"] = json!(id);
    out
}

/// What a preview of a create (no `id`) or an update of `id` predicts: the inputs, an unknown
/// `echo`, and the id (unknown until made).
pub fn predicted(inputs: &Value, id: Option<&str>) -> Value {
    let mut out = inputs.clone();
    out["echo"] = marker::unknown();
    out["uid"] = id.map_or_else(marker::unknown, |id| json!(id));
    out
}

/// The serial number in a fake id (`NAME#N`): the order objects were made in.
pub fn serial(id: &str) -> u64 {
    id.rsplit('#')
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or(0)
}

pub fn fails(inputs: &Value, call: &str) -> Result<(), ProviderError> {
    if inputs.get("fail").and_then(Value::as_str) == Some(call) {
        return Err(ProviderError::Failed(format!("injected {call} failure")));
    }
    Ok(())
}

/// The fake provider's diff: `key` replaces, `detail` replaces through the detailed diff only,
/// `note` and the `fail` knob are not compared, anything else updates; `provider_dbr` asks for
/// delete-before-replace.
pub fn diff_of(old: &Value, new: &Value) -> DiffResult {
    let mut d = DiffResult::default();
    let keys: std::collections::BTreeSet<&String> = old
        .as_object()
        .into_iter()
        .flatten()
        .chain(new.as_object().into_iter().flatten())
        .map(|(k, _)| k)
        .collect();
    for k in keys {
        if matches!(k.as_str(), "note" | "fail") || old.get(k) == new.get(k) {
            continue;
        }
        if k == "key" {
            d.replaces.push(k.clone());
        } else if k == "detail" {
            d.details.push(strata_engine::PropertyDiff {
                path: k.clone(),
                kind: strata_engine::DiffKind::Update,
                replaces: true,
            });
        } else {
            d.changed.push(k.clone());
        }
    }
    d.delete_before_replace = new.get("provider_dbr") == Some(&json!(true));
    d
}

/// `"fail": "hang-CALL"`: the call does its work, then answers that it ran past its time limit
/// (the host stopped it); `"fail": "timeout-CALL"`: it answers so having done nothing.
pub fn hangs(inputs: &Value, call: &str) -> Option<ProviderError> {
    let knob = inputs.get("fail").and_then(Value::as_str)?;
    (knob == format!("hang-{call}") || knob == format!("timeout-{call}"))
        .then(|| ProviderError::TimedOut(format!("injected: the {call} ran past its time limit")))
}

/// Inputs as a provider compares them to find what a create made: without the test's knob.
pub fn bare(inputs: &Value) -> Value {
    let mut v = inputs.clone();
    if let Some(o) = v.as_object_mut() {
        o.remove("fail");
    }
    v
}

/// `"fail": "partial-CALL"`: the call does its work, then fails, returning what it made.
pub fn partly(inputs: &Value, call: &str, id: &str) -> Result<(), ProviderError> {
    if inputs.get("fail").and_then(Value::as_str) == Some(&format!("partial-{call}")) {
        return Err(ProviderError::Partial {
            message: format!("injected partial {call} failure"),
            id: id.into(),
            outputs: outputs_of(id, inputs),
        });
    }
    Ok(())
}

pub fn name_of(id: &str) -> &str {
    id.split('#').next().unwrap_or(id)
}

pub fn timed(call: &str, name: &str, t: Option<Duration>) -> String {
    match t {
        Some(t) => format!("{call} {name} t={}", t.as_secs()),
        None => format!("{call} {name}"),
    }
}

impl World {
    fn record(&self, call: String) {
        self.calls
            .lock()
            .unwrap()
            .push(format!("{call}{}", self.tag));
    }
}

#[async_trait]
impl strata_engine::Provider for World {
    async fn check(
        &self,
        _ty: &str,
        _name: &str,
        _olds: Option<&Value>,
        news: &Value,
    ) -> Result<Value, ProviderError> {
        Ok(news.clone())
    }
    async fn diff(
        &self,
        _ty: &str,
        _id: &str,
        old: &Value,
        _oo: &Value,
        new: &Value,
    ) -> Result<DiffResult, ProviderError> {
        Ok(diff_of(old, new))
    }
    async fn create(
        &self,
        _ty: &str,
        name: &str,
        inputs: &Value,
        preview: bool,
        t: Option<Duration>,
    ) -> Result<(String, Value), ProviderError> {
        if preview {
            return Ok((String::new(), predicted(inputs, None)));
        }
        self.record(timed("create", name, t));
        fails(inputs, "create")?;
        if inputs.get("fail") == Some(&json!("timeout-create")) {
            return Err(hangs(inputs, "create").unwrap());
        }
        let id = {
            let mut n = self.next.lock().unwrap();
            *n += 1;
            format!("{name}#{n}")
        };
        self.objects
            .lock()
            .unwrap()
            .insert(id.clone(), (name.into(), inputs.clone()));
        partly(inputs, "create", &id)?;
        if let Some(e) = hangs(inputs, "create") {
            return Err(e);
        }
        Ok((id.clone(), outputs_of(&id, inputs)))
    }
    /// The newest object of that name and those inputs.
    async fn find(
        &self,
        _ty: &str,
        name: &str,
        inputs: &Value,
    ) -> Result<Option<(String, Value)>, ProviderError> {
        Ok(self
            .objects
            .lock()
            .unwrap()
            .iter()
            .filter(|(_, (n, i))| n == name && bare(i) == bare(inputs))
            .max_by_key(|(id, _)| serial(id))
            .map(|(id, (_, i))| (id.clone(), outputs_of(id, i))))
    }
    async fn read(
        &self,
        _ty: &str,
        id: &str,
        _inputs: &Value,
        _outputs: &Value,
    ) -> Result<Option<ReadResult>, ProviderError> {
        let id = match self.canonical.lock().unwrap().get(id) {
            Some(c) => {
                let mut objects = self.objects.lock().unwrap();
                if let Some(o) = objects.remove(id) {
                    objects.insert(c.clone(), o);
                }
                c.clone()
            }
            None => id.to_string(),
        };
        let id = id.as_str();
        let Some((name, inputs)) = self.objects.lock().unwrap().get(id).cloned() else {
            return Ok(None);
        };
        if self.empty_id.lock().unwrap().contains(&name) {
            return Ok(Some(ReadResult {
                id: String::new(),
                inputs: json!({}),
                outputs: json!({}),
            }));
        }
        let mut outputs = outputs_of(id, &inputs);
        if let Some(drift) = self.drift.lock().unwrap().get(&name) {
            for (k, v) in drift.as_object().into_iter().flatten() {
                outputs[k] = v.clone();
            }
        }
        Ok(Some(ReadResult {
            id: id.into(),
            inputs,
            outputs,
        }))
    }
    async fn update(
        &self,
        _ty: &str,
        id: &str,
        _oi: &Value,
        _oo: &Value,
        new: &Value,
        preview: bool,
        t: Option<Duration>,
    ) -> Result<Value, ProviderError> {
        if preview {
            return Ok(predicted(new, Some(id)));
        }
        self.record(timed("update", name_of(id), t));
        fails(new, "update")?;
        if let Some(o) = self.objects.lock().unwrap().get_mut(id) {
            o.1 = new.clone();
        }
        partly(new, "update", id)?;
        if let Some(e) = hangs(new, "update") {
            return Err(e);
        }
        Ok(outputs_of(id, new))
    }
    async fn delete(
        &self,
        _ty: &str,
        id: &str,
        inputs: &Value,
        _outputs: &Value,
        t: Option<Duration>,
    ) -> Result<(), ProviderError> {
        self.record(timed("delete", name_of(id), t));
        fails(inputs, "delete")?;
        self.objects.lock().unwrap().remove(id);
        Ok(())
    }
    async fn invoke(&self, function: &str, args: &Value) -> Result<Value, ProviderError> {
        self.calls
            .lock()
            .unwrap()
            .push(format!("invoke {function}"));
        Ok(json!({"echoed": args}))
    }
}

/// Instance `t` of the `t` package, and a second one, `t2` (its calls tagged `@t2`).
pub struct Only(pub Arc<World>, pub Arc<World>);

impl Providers for Only {
    fn get(&self, package: &str) -> Result<Arc<dyn strata_engine::Provider>, String> {
        match package {
            "t" => Ok(self.0.clone()),
            "t2" => Ok(self.1.clone()),
            _ => Err(format!("no provider `{package}`")),
        }
    }
}

#[derive(Default)]
pub struct MemJournal(pub Mutex<Vec<JournalEntry>>);

/// A journal killed at its `kill_at`-th write, as a process is: that write and every later one
/// never return and never reach storage. Entries are kept, and applied to `recorded` (the
/// state so far), as they are written.
pub struct KillJournal {
    pub entries: Mutex<Vec<JournalEntry>>,
    writes: Mutex<usize>,
    kill_at: Option<usize>,
    pub killed: tokio::sync::Notify,
    dead: Mutex<bool>,
    pub recorded: Arc<Mutex<Snapshot>>,
}

impl KillJournal {
    pub fn new(base: &Snapshot, kill_at: Option<usize>) -> KillJournal {
        KillJournal {
            entries: Mutex::default(),
            writes: Mutex::default(),
            kill_at,
            killed: tokio::sync::Notify::new(),
            dead: Mutex::new(false),
            recorded: Arc::new(Mutex::new(base.clone())),
        }
    }
}

#[async_trait]
impl Journal for KillJournal {
    async fn append(&self, entries: &[JournalEntry]) -> Result<(), JournalError> {
        let n = {
            let mut w = self.writes.lock().unwrap();
            *w += 1;
            *w
        };
        if *self.dead.lock().unwrap() || Some(n) == self.kill_at {
            *self.dead.lock().unwrap() = true;
            self.killed.notify_one();
            std::future::pending::<()>().await;
        }
        self.entries.lock().unwrap().extend_from_slice(entries);
        let mut state = self.recorded.lock().unwrap();
        for e in entries {
            state.apply(e.clone());
        }
        Ok(())
    }
}

#[async_trait]
impl Journal for MemJournal {
    async fn append(&self, entries: &[JournalEntry]) -> Result<(), JournalError> {
        self.0.lock().unwrap().extend_from_slice(entries);
        Ok(())
    }
}

pub struct NoEvents;

impl strata_engine::EventSink for NoEvents {
    fn emit(&self, _: strata_engine::Event) {}
}

pub fn urn(name: &str) -> Urn {
    Urn::new("s", "p", "t:R", name)
}

pub fn strings(v: &Value, key: &str) -> Vec<String> {
    v.get(key)
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .map(|s| s.as_str().expect("a string").to_string())
        .collect()
}

/// The program of a run, as declarations.
pub fn declarations(program: &[Value], incomplete: bool, outputs: Option<&Value>) -> Declarations {
    let mut regs = Vec::new();
    let mut handles: HashMap<String, u32> = HashMap::new();
    let handle = |handles: &HashMap<String, u32>, n: &str| -> u32 {
        *handles
            .get(n)
            .unwrap_or_else(|| panic!("`{n}` is not declared before it"))
    };
    for r in program {
        let name = r["name"].as_str().expect("a name").to_string();
        let mut inputs = serde_json::Map::new();
        for k in [
            "value",
            "key",
            "note",
            "provider_dbr",
            "fail",
            "detail",
            "obj",
        ] {
            if let Some(v) = r.get(k) {
                inputs.insert(k.into(), v.clone());
            }
        }
        if let Some(o) = r.get("ref").and_then(Value::as_str) {
            inputs.insert(
                "from".into(),
                marker::reference(handle(&handles, o), Some("echo")),
            );
        }
        if let Some(o) = r.get("key_ref").and_then(Value::as_str) {
            inputs.insert(
                "key".into(),
                marker::reference(handle(&handles, o), Some("uid")),
            );
        }
        if let Some(args) = r.get("invoke") {
            regs.push(Registration::Invoke {
                function: "t:echo".into(),
                args: args.clone(),
            });
            inputs.insert(
                "from".into(),
                marker::reference(regs.len() as u32 - 1, Some("echoed")),
            );
        }
        let t = &r["timeouts"];
        let secs = |k: &str| t.get(k).and_then(Value::as_u64).map(|s| s as u32);
        let options = ResourceOptions {
            depends_on: strings(r, "depends_on")
                .iter()
                .map(|d| handle(&handles, d))
                .collect(),
            protect: r.get("protect").and_then(Value::as_bool),
            delete_before_replace: r.get("dbr").and_then(Value::as_bool),
            ignore_changes: strings(r, "ignore"),
            replace_on_changes: strings(r, "replace_on"),
            retain_on_delete: r.get("retain") == Some(&json!(true)),
            deleted_with: r
                .get("deleted_with")
                .and_then(Value::as_str)
                .map(|o| handle(&handles, o)),
            additional_secret_outputs: strings(r, "secret_outputs"),
            timeouts: Timeouts {
                create: secs("create"),
                update: secs("update"),
                delete: secs("delete"),
            },
            import: r.get("import").and_then(Value::as_str).map(str::to_string),
            // An old name, or `TYPE::NAME` (a type its provider renamed).
            aliases: strings(r, "aliases")
                .iter()
                .map(|a| match a.split_once("::") {
                    Some((ty, name)) => Urn::new("s", "p", ty, name),
                    None => urn(a),
                })
                .collect(),
            parent: None,
            provider: r
                .get("provider")
                .and_then(Value::as_str)
                .map(str::to_string),
            replacement_trigger: match (r.get("trigger"), r.get("trigger_ref")) {
                (_, Some(o)) => Some(marker::reference(
                    handle(&handles, o.as_str().unwrap()),
                    Some("echo"),
                )),
                (t, None) => t.cloned(),
            },
            replace_with: strings(r, "replace_with")
                .iter()
                .map(|d| handle(&handles, d))
                .collect(),
        };
        let options = ResourceOptions {
            parent: r
                .get("parent")
                .and_then(Value::as_str)
                .map(|p| handle(&handles, p)),
            ..options
        };
        handles.insert(name.clone(), regs.len() as u32);
        if let Some(c) = r.get("component").filter(|c| **c != json!(false)) {
            regs.push(Registration::Component {
                ty: c.as_str().unwrap_or("t:App").into(),
                name,
                options,
                outputs: None,
            });
        } else {
            regs.push(Registration::Resource {
                ty: r
                    .get("type")
                    .and_then(Value::as_str)
                    .unwrap_or("t:R")
                    .into(),
                name,
                inputs: Value::Object(inputs),
                options,
            });
        }
    }
    // A component's outputs read its children, declared after it.
    for r in program {
        let from = strings(r, "outputs_from");
        if from.is_empty() {
            continue;
        }
        let h = handle(&handles, r["name"].as_str().unwrap());
        let outputs: serde_json::Map<String, Value> = from
            .iter()
            .map(|c| {
                (
                    c.clone(),
                    marker::reference(handle(&handles, c), Some("echo")),
                )
            })
            .collect();
        if let Registration::Component { outputs: o, .. } = &mut regs[h as usize] {
            *o = Some(Value::Object(outputs));
        }
    }
    // Stack outputs: each key reads a resource's `echo`.
    let outputs = outputs.and_then(Value::as_object).map(|o| {
        Value::Object(
            o.iter()
                .map(|(k, n)| {
                    let h = handle(&handles, n.as_str().expect("a resource name"));
                    (k.clone(), marker::reference(h, Some("echo")))
                })
                .collect(),
        )
    });
    Declarations {
        registrations: regs,
        outputs,
        incomplete: incomplete.then(|| "the program failed".to_string()),
    }
}

pub fn targets(run: &Value) -> Targets {
    // Bare names, which a target takes as they are (a child's URN carries its parent's type).
    let urns = |k: &str| strings(run, k);
    // `--target-replace X`: `--target X --replace X`.
    let mut include = urns("target");
    let mut replace = urns("replace");
    include.extend(urns("target_replace"));
    replace.extend(urns("target_replace"));
    Targets {
        include,
        include_dependents: run.get("target_dependents") == Some(&json!(true)),
        exclude: urns("exclude"),
        exclude_dependents: run.get("exclude_dependents") == Some(&json!(true)),
        replace,
        exclude_protected: run.get("exclude_protected") == Some(&json!(true)),
    }
}
