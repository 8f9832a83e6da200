//! Engine semantics as data: each scenario in `scenarios.json` is a sequence of runs, each with
//! the program's declarations (and the run's flags) and what must happen: the provider calls
//! that change something, in order, the error, and what the state holds after. The expected
//! orders were written before the engine was made to pass them.
//!
//! A scenario: `{"name", "source": "pulumi"|"strata", "why"?, "runs": [RUN]}`. `source` says
//! whose semantics the expectations are: `pulumi`, Pulumi's (its lifecycle tests in
//! `pkg/engine/lifecycletest` and its step generator); `strata`, Strata's own model, where it
//! differs from Pulumi on purpose or Pulumi defines nothing, with `why` giving the reason (the
//! test refuses a scenario without a valid `source`, or a `strata` one without a `why`).
//!
//! A resource in a program: `{"name", "type"? (default `t:R`), "value"?, "key"?, "note"?,
//! "detail"? (a property the provider's detailed diff says replaces, with `replaces` empty),
//! "ref"?: OTHER (input `from` is OTHER's `echo`), "key_ref"?: OTHER (input `key` is OTHER's
//! `uid`, which a replacement changes), "provider_dbr"?, "obj"? (any value), "fail"?:
//! "create"|"update"|"delete"|"partial-create"|"partial-update" (fails part way),
//! "hang-create"|"hang-update" (does its work, then answers that it ran past its limit),
//! "timeout-create" (answers so having done nothing), "invoke"?: ARGS (input `from`
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
//! "ignore_protect"?, "taint"?: [NAME] (marked before the run), "incomplete"?, "kill_at"?: N
//! (the process is killed at the run's N-th journal write; the state is what the journal
//! holds), "import_pending_creates"?: true (with `"command": "refresh"`: each interrupted create
//! imported as its provider finds it), "world"?:
//! {"remove": [NAME], "add": [{"id", "name", "inputs"}], "outputs": {NAME: OUTPUTS},
//! "empty_id": [NAME], "canonical": {ID: ID} (a read answers with the second id)}, "steps"?:
//! [...], "unordered"?: true, "error"?: TEXT, "state"?: [NAME], "pending_replacement"?:
//! [NAME], "pending"?: [NAME] (operations left pending), "planned"?: ["OP NAME"] (the steps
//! decided, other than `same`, in any order), "protected"?: [NAME], "inputs"?: {NAME: INPUTS}, "secret_outputs"?: [NAME.PROP],
//! "dependencies"?: {NAME: [NAME]}, "deleted_with"?: {NAME: OWNER|null}, "stack_outputs"?:
//! {...}, "summary"?: {...}, "kept"?: [NAME], "urn_types"?: {NAME: QUALIFIED-TYPE}}`.
//!
//! Expectations are written by hand, from Pulumi's semantics or (`"source": "strata"`) from
//! Strata's stated model, never regenerated from Strata's output.

mod support;

use serde_json::{Value, json};
use std::collections::BTreeMap;
use std::sync::Arc;
use strata_engine::{
    Journal, Settle, Snapshot, UpdateOptions, pending_creates, plan, refresh, update,
};
use strata_model::{Urn, marker};
use support::*;

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
        // `"kill_at": N`: the process is killed at the run's N-th journal write.
        let kill_at = run
            .get("kill_at")
            .and_then(Value::as_u64)
            .map(|n| n as usize);
        let journal = Arc::new(KillJournal::new(&state, kill_at));
        let providers = Arc::new(Only(world.clone(), second.clone()));
        let steps = Arc::new(std::sync::Mutex::new(Vec::new()));
        let opts = UpdateOptions {
            record_steps: Some(steps.clone()),
            ..opts
        };
        let work = async {
            if run.get("command").and_then(Value::as_str) == Some("refresh") {
                // `strata refresh --import-pending-creates`: each found, or cleared.
                let settle = if run.get("import_pending_creates") == Some(&json!(true)) {
                    pending_creates(&state)
                        .into_iter()
                        .map(|(_, p)| (p.urn.clone(), Settle::Import(None)))
                        .collect()
                } else {
                    BTreeMap::new()
                };
                let j: Arc<dyn Journal> = journal.clone();
                refresh(
                    opts,
                    state.clone(),
                    providers,
                    Some(j),
                    Arc::new(NoEvents),
                    settle,
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
                let j: Arc<dyn Journal> = journal.clone();
                update(
                    opts,
                    state.clone(),
                    plan,
                    None,
                    providers,
                    Some(j),
                    Arc::new(NoEvents),
                )
                .await
            }
        };
        let result = tokio::select! {
            r = work => Some(r),
            _ = journal.killed.notified() => None,
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
        // `"planned"`: the steps the run decided (other than `same`), as `OP NAME`, in any
        // order: what a saved plan holds, and what `up` checks against it.
        if run.get("planned").is_some() {
            let mut want = strings(run, "planned");
            let mut got: Vec<String> = steps
                .lock()
                .unwrap()
                .iter()
                .filter(|s| s.op != strata_model::OpKind::Same)
                .map(|s| format!("{} {}", s.op, s.urn.name()))
                .collect();
            want.sort();
            got.sort();
            assert_eq!(got, want, "{at}: planned steps");
        }
        let Some(result) = result else {
            // Killed: the state is what the journal holds.
            for e in journal.entries.lock().unwrap().iter() {
                state.apply(e.clone());
            }
            check_state(&at, run, &state, &world);
            continue;
        };
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
        for e in journal.entries.lock().unwrap().iter() {
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
    if run.get("pending").is_some() {
        let mut want = strings(run, "pending");
        want.sort();
        let mut got: Vec<String> = state
            .pending
            .values()
            .map(|p| p.urn.name().to_string())
            .collect();
        got.sort();
        assert_eq!(got, want, "{at}: pending operations");
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
        // Whose semantics it checks, and for Strata's own, why they are not Pulumi's.
        match s.get("source").and_then(Value::as_str) {
            Some("pulumi") => {}
            Some("strata") => assert!(
                s.get("why")
                    .and_then(Value::as_str)
                    .is_some_and(|w| !w.trim().is_empty()),
                "scenario {name:?} is Strata's own (\"source\": \"strata\") and says no \"why\""
            ),
            other => panic!(
                "scenario {name:?} has \"source\": {other:?}: \"pulumi\" or \"strata\" (with a \"why\")"
            ),
        }
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
