//! Engine semantics as data: each scenario in `scenarios.json` is a sequence of runs, each with
//! the program's declarations (and the run's flags) and what must happen: the provider calls
//! that change something, in order, the error, and what the state holds after. The expected
//! orders were written from Pulumi's documented behaviour before the engine was made to pass
//! them.
//!
//! A resource in a program: `{"name", "type"? (default `t:R`), "value"?, "key"?, "note"?,
//! "detail"? (a property the provider's detailed diff says replaces, with `replaces` empty),
//! "ref"?: OTHER (input `from` is OTHER's `echo`), "key_ref"?: OTHER (input `key` is OTHER's
//! `uid`, which a replacement changes), "provider_dbr"?, "fail"?:
//! "create"|"update"|"delete"|"partial-create"|"partial-update", "invoke"?: ARGS (input `from`
//! is `t:echo(ARGS)`), options: "protect" (true or false; unset inherits the parent's), "dbr",
//! "ignore", "replace_on", "retain", "deleted_with", "secret_outputs", "import", "aliases" (old
//! names, or `TYPE::NAME`), "depends_on", "timeouts": {"create"|"update"|"delete": SECONDS},
//! "trigger": VALUE or "trigger_ref": OTHER (the replacement trigger is OTHER's `echo`),
//! "replace_with": [NAME], "component"?: true (a component of type `t:App`, or of the type
//! given instead of `true`), "parent"?: NAME, "outputs_from"?: [NAME] (a component's outputs
//! read them)}`.
//!
//! A run: `{"program": [...], "outputs"?: {KEY: NAME} (stack outputs, each NAME's `echo`),
//! "preview"?, "refresh"?, "command"?: "refresh", "target"?, "target_dependents"?, "exclude"?,
//! "exclude_dependents"?, "replace"?, "target_replace"?, "exclude_protected"?,
//! "ignore_protect"?, "taint"?: [NAME] (marked before the run), "incomplete"?, "world"?:
//! {"remove": [NAME], "add": [{"id", "name", "inputs"}], "outputs": {NAME: OUTPUTS},
//! "empty_id": [NAME], "canonical": {ID: ID} (a read answers with the second id)}, "steps"?:
//! [...], "unordered"?: true, "error"?: TEXT, "state"?: [NAME], "pending_replacement"?:
//! [NAME], "protected"?: [NAME], "inputs"?: {NAME: INPUTS}, "secret_outputs"?: [NAME.PROP],
//! "dependencies"?: {NAME: [NAME]}, "deleted_with"?: {NAME: OWNER|null}, "stack_outputs"?:
//! {...}, "summary"?: {...}, "kept"?: [NAME], "urn_types"?: {NAME: QUALIFIED-TYPE}}`.
//!
//! Expectations are written by hand from Pulumi's semantics (its lifecycle tests in
//! `pkg/engine/lifecycletest`), never regenerated from Strata's output.

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
struct World {
    objects: Mutex<BTreeMap<String, (String, Value)>>,
    /// Outputs that drifted outside Strata, by name.
    drift: Mutex<HashMap<String, Value>>,
    /// Names whose read returns an empty id.
    empty_id: Mutex<Vec<String>>,
    /// Ids whose read answers with another, canonical id (the object is known by it after).
    canonical: Mutex<HashMap<String, String>>,
    calls: Arc<Mutex<Vec<String>>>,
    next: Mutex<u64>,
    /// Appended to each call it records: `""` for instance `t`, `"@t2"` for the second one.
    tag: String,
}

fn outputs_of(id: &str, inputs: &Value) -> Value {
    let mut out = inputs.clone();
    out["echo"] = inputs.get("value").cloned().unwrap_or(Value::Null);
    out["uid"] = json!(id);
    out
}

fn fails(inputs: &Value, call: &str) -> Result<(), ProviderError> {
    if inputs.get("fail").and_then(Value::as_str) == Some(call) {
        return Err(ProviderError::Failed(format!("injected {call} failure")));
    }
    Ok(())
}

/// `"fail": "partial-CALL"`: the call does its work, then fails, returning what it made.
fn partly(inputs: &Value, call: &str, id: &str) -> Result<(), ProviderError> {
    if inputs.get("fail").and_then(Value::as_str) == Some(&format!("partial-{call}")) {
        return Err(ProviderError::Partial {
            message: format!("injected partial {call} failure"),
            id: id.into(),
            outputs: outputs_of(id, inputs),
        });
    }
    Ok(())
}

fn name_of(id: &str) -> &str {
    id.split('#').next().unwrap_or(id)
}

fn timed(call: &str, name: &str, t: Option<Duration>) -> String {
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
        let mut d = DiffResult::default();
        let keys: std::collections::BTreeSet<&String> = old
            .as_object()
            .into_iter()
            .flatten()
            .chain(new.as_object().into_iter().flatten())
            .map(|(k, _)| k)
            .collect();
        for k in keys {
            // `note` is not a property the provider compares; `fail` is a test knob.
            if matches!(k.as_str(), "note" | "fail") || old.get(k) == new.get(k) {
                continue;
            }
            if k == "key" {
                d.replaces.push(k.clone());
            } else if k == "detail" {
                // Said only in the detailed diff: an update that replaces.
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
        Ok(d)
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
            let mut out = inputs.clone();
            out["echo"] = marker::unknown();
            out["uid"] = marker::unknown();
            return Ok((String::new(), out));
        }
        self.record(timed("create", name, t));
        fails(inputs, "create")?;
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
        Ok((id.clone(), outputs_of(&id, inputs)))
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
            let mut out = new.clone();
            out["echo"] = marker::unknown();
            out["uid"] = json!(id);
            return Ok(out);
        }
        self.record(timed("update", name_of(id), t));
        fails(new, "update")?;
        if let Some(o) = self.objects.lock().unwrap().get_mut(id) {
            o.1 = new.clone();
        }
        partly(new, "update", id)?;
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
struct Only(Arc<World>, Arc<World>);

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
struct MemJournal(Mutex<Vec<JournalEntry>>);

#[async_trait]
impl Journal for MemJournal {
    async fn append(&self, entries: &[JournalEntry]) -> Result<(), JournalError> {
        self.0.lock().unwrap().extend_from_slice(entries);
        Ok(())
    }
}

struct NoEvents;

impl strata_engine::EventSink for NoEvents {
    fn emit(&self, _: strata_engine::Event) {}
}

fn urn(name: &str) -> Urn {
    Urn::new("s", "p", "t:R", name)
}

fn strings(v: &Value, key: &str) -> Vec<String> {
    v.get(key)
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .map(|s| s.as_str().expect("a string").to_string())
        .collect()
}

/// The program of a run, as declarations.
fn declarations(program: &[Value], incomplete: bool, outputs: Option<&Value>) -> Declarations {
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
        for k in ["value", "key", "note", "provider_dbr", "fail", "detail"] {
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

fn targets(run: &Value) -> Targets {
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

async fn play(scenario: &Value) {
    let title = scenario["name"].as_str().expect("a scenario has a name");
    let world = Arc::new(World::default());
    let second = Arc::new(World {
        calls: world.calls.clone(),
        tag: "@t2".into(),
        ..World::default()
    });
    let mut state = Snapshot::default();
    for (n, run) in scenario["runs"]
        .as_array()
        .expect("runs")
        .iter()
        .enumerate()
    {
        let at = format!("{title}, run {}", n + 1);
        let w = &run["world"];
        {
            let mut objects = world.objects.lock().unwrap();
            for name in strings(w, "remove") {
                objects.retain(|_, (n, _)| *n != name);
            }
            for add in w.get("add").and_then(Value::as_array).into_iter().flatten() {
                objects.insert(
                    add["id"].as_str().unwrap().into(),
                    (add["name"].as_str().unwrap().into(), add["inputs"].clone()),
                );
            }
        }
        for (name, o) in w
            .get("outputs")
            .and_then(Value::as_object)
            .into_iter()
            .flatten()
        {
            world.drift.lock().unwrap().insert(name.clone(), o.clone());
        }
        world
            .empty_id
            .lock()
            .unwrap()
            .extend(strings(w, "empty_id"));
        for (from, to) in w
            .get("canonical")
            .and_then(Value::as_object)
            .into_iter()
            .flatten()
        {
            world
                .canonical
                .lock()
                .unwrap()
                .insert(from.clone(), to.as_str().unwrap().into());
        }
        world.calls.lock().unwrap().clear();
        // `strata state taint NAME`, before the run.
        for name in strings(run, "taint") {
            let key = state
                .resources
                .iter()
                .find(|(_, r)| r.urn.name() == name && !r.delete)
                .map(|(k, _)| k.clone())
                .expect("a tainted resource is in state");
            Arc::make_mut(state.resources.get_mut(&key).unwrap())
                .lifecycle
                .tainted = true;
        }
        let preview = run.get("preview") == Some(&json!(true));
        let opts = UpdateOptions {
            stack: "s".into(),
            project: "p".into(),
            preview,
            parallel: 1,
            refresh: run.get("refresh") == Some(&json!(true)),
            cancel: Default::default(),
            secrets: Default::default(),
            targets: targets(run),
            ignore_protect: run.get("ignore_protect") == Some(&json!(true)),
            ..Default::default()
        };
        let journal = Arc::new(MemJournal::default());
        let providers = Arc::new(Only(world.clone(), second.clone()));
        let result = if run.get("command").and_then(Value::as_str) == Some("refresh") {
            refresh(
                opts,
                state.clone(),
                providers,
                Some(journal.clone()),
                Arc::new(NoEvents),
                BTreeMap::new(),
            )
            .await
        } else {
            let program = run["program"].as_array().cloned().unwrap_or_default();
            let incomplete = run.get("incomplete") == Some(&json!(true));
            let plan = plan(
                "s",
                "p",
                declarations(&program, incomplete, run.get("outputs")),
            )
            .unwrap_or_else(|e| panic!("{at}: {e}"));
            update(
                opts,
                state.clone(),
                plan,
                None,
                providers,
                Some(journal.clone()),
                Arc::new(NoEvents),
            )
            .await
        };
        let mut calls = world.calls.lock().unwrap().clone();
        if let Some(steps) = run.get("steps") {
            let mut want = strings(run, "steps");
            if run.get("unordered") == Some(&json!(true)) {
                want.sort();
                calls.sort();
            }
            assert_eq!(calls, want, "{at}: provider calls ({steps})");
        }
        let errors: Vec<String> = result.failures.iter().map(|f| f.error.clone()).collect();
        match run.get("error").and_then(Value::as_str) {
            Some(e) => assert!(
                errors.iter().any(|m| m.contains(e)),
                "{at}: expected an error containing {e:?}, got {errors:?}"
            ),
            None => assert!(errors.is_empty(), "{at}: unexpected errors {errors:?}"),
        }
        assert!(result.fatal.is_none(), "{at}: {:?}", result.fatal);
        if let Some(want) = run.get("summary") {
            let got = serde_json::to_value(&result.summary).unwrap();
            for (k, v) in want.as_object().unwrap() {
                assert_eq!(
                    got.get(k).unwrap_or(&json!(0)),
                    v,
                    "{at}: summary {k} ({got})"
                );
            }
        }
        if let Some(want) = run.get("stack_outputs") {
            assert_eq!(&result.outputs, want, "{at}: stack outputs");
        }
        if preview {
            continue;
        }
        // The journal replays to the state the engine returned.
        let mut replayed = state.clone();
        for e in journal.0.lock().unwrap().iter() {
            replayed.apply(e.clone());
        }
        assert_eq!(replayed, result.snapshot, "{at}: journal replay differs");
        state = result.snapshot;
        check_state(&at, run, &state, &world);
    }
}

/// The live resource named `name` (the only one of that name).
fn named<'a>(state: &'a Snapshot, name: &str) -> &'a strata_model::ResourceState {
    let found: Vec<_> = state
        .resources
        .values()
        .filter(|r| r.urn.name() == name && !r.delete)
        .collect();
    assert_eq!(found.len(), 1, "one live resource named {name} in state");
    found[0]
}

fn check_state(at: &str, run: &Value, state: &Snapshot, world: &World) {
    let names = |pick: &dyn Fn(&strata_model::ResourceState) -> bool| -> Vec<String> {
        let mut v: Vec<String> = state
            .resources
            .values()
            .filter(|r| pick(r))
            .map(|r| r.urn.name().to_string())
            .collect();
        v.sort();
        v
    };
    if run.get("state").is_some() {
        let mut want = strings(run, "state");
        want.sort();
        assert_eq!(names(&|_| true), want, "{at}: resources in state");
    }
    if run.get("protected").is_some() {
        let mut want = strings(run, "protected");
        want.sort();
        assert_eq!(names(&|r| r.protect && !r.delete), want, "{at}: protected");
    }
    if run.get("pending_replacement").is_some() {
        let mut want = strings(run, "pending_replacement");
        want.sort();
        assert_eq!(
            names(&|r| r.lifecycle.pending_replacement),
            want,
            "{at}: pending replacement"
        );
    }
    for (name, inputs) in run
        .get("inputs")
        .and_then(Value::as_object)
        .into_iter()
        .flatten()
    {
        let r = named(state, name);
        for (k, v) in inputs.as_object().unwrap() {
            assert_eq!(
                r.inputs.get(k),
                Some(v).filter(|v| !v.is_null()),
                "{at}: {name}.{k}"
            );
        }
    }
    for path in strings(run, "secret_outputs") {
        let (name, prop) = path.split_once('.').unwrap();
        let r = named(state, name);
        assert!(
            marker::is_secret(&r.outputs[prop]),
            "{at}: {path} is not secret: {}",
            r.outputs
        );
    }
    for (name, deps) in run
        .get("dependencies")
        .and_then(Value::as_object)
        .into_iter()
        .flatten()
    {
        let r = named(state, name);
        let want: Vec<Urn> = deps
            .as_array()
            .unwrap()
            .iter()
            .map(|d| urn(d.as_str().unwrap()))
            .collect();
        assert_eq!(r.dependencies, want, "{at}: dependencies of {name}");
    }
    for (name, ty) in run
        .get("urn_types")
        .and_then(Value::as_object)
        .into_iter()
        .flatten()
    {
        let found: Vec<&str> = state
            .resources
            .values()
            .filter(|r| r.urn.name() == name)
            .map(|r| r.urn.qualified_type())
            .collect();
        assert!(
            found.contains(&ty.as_str().unwrap()),
            "{at}: {name} has types {found:?}, not {ty}"
        );
    }
    for (name, owner) in run
        .get("deleted_with")
        .and_then(Value::as_object)
        .into_iter()
        .flatten()
    {
        let r = named(state, name);
        assert_eq!(
            r.lifecycle.deleted_with.as_ref().map(|u| u.name()),
            owner.as_str(),
            "{at}: {name} deleted with"
        );
    }
    for name in strings(run, "kept") {
        assert!(
            world
                .objects
                .lock()
                .unwrap()
                .values()
                .any(|(n, _)| *n == name),
            "{at}: {name} should still exist in the world"
        );
    }
}

/// Every scenario runs, each on its own task: a failing one is reported by name, with its
/// message, and the others still run.
#[tokio::test]
async fn scenarios() {
    let all: Value =
        serde_json::from_str(include_str!("scenarios.json")).expect("scenarios.json parses");
    let only = std::env::var("SCENARIO").ok();
    let mut ran = 0;
    let mut failed = Vec::new();
    let mut names = std::collections::HashSet::new();
    for s in all.as_array().expect("a list of scenarios") {
        let name = s["name"]
            .as_str()
            .expect("a scenario has a name")
            .to_string();
        assert!(
            names.insert(name.clone()),
            "two scenarios are named {name:?}"
        );
        if only.as_deref().is_some_and(|o| !name.contains(o)) {
            continue;
        }
        let s = s.clone();
        if let Err(e) = tokio::spawn(async move { play(&s).await }).await {
            let why = e.try_into_panic().map_or_else(
                |e| e.to_string(),
                |p| {
                    p.downcast_ref::<String>()
                        .cloned()
                        .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                        .unwrap_or_default()
                },
            );
            failed.push(format!("- {name}\n    {}", why.replace('\n', "\n    ")));
        }
        ran += 1;
    }
    assert!(ran > 0, "no scenario ran");
    assert!(
        failed.is_empty(),
        "{} of {ran} scenarios failed:\n{}",
        failed.len(),
        failed.join("\n")
    );
}
