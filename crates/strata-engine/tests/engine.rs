//! The engine through its ports, with in-memory fakes: no wasm, no files.

use async_trait::async_trait;
use serde_json::json;
use std::collections::{BTreeMap, HashSet};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use strata_engine::{
    DiffResult, Journal, JournalEntry, JournalError, Prechecked, Program, Provider, ProviderError,
    Providers, ReadResult, Snapshot, UpdateOptions, UpdateResult, plan, update,
};
use strata_model::{Declarations, Registration, ResourceOptions, Value, marker};

/// Everything that happened, in order: journal entries and provider calls.
type Log = Arc<Mutex<Vec<String>>>;

#[derive(Default)]
struct Fake {
    log: Log,
    fail: Mutex<HashSet<String>>,
    live: AtomicUsize,
    peak: AtomicUsize,
    /// Calls wait here until this many are running at once (to prove parallelism).
    rendezvous: Option<(usize, tokio::sync::Barrier)>,
    next_id: AtomicUsize,
    /// Declares `check` and `diff` pure, with this identity (its code and settings).
    pure: Mutex<Option<[u8; 32]>>,
    /// Each `check NAME` and `diff NAME`, apart from the log (which other tests compare).
    queries: Mutex<Vec<String>>,
    /// `check` of this resource holds its thread until it is let go, as a guest busy in a loop
    /// does.
    busy_check: Mutex<Option<Arc<Busy>>>,
    /// Its schema, if it declares one.
    schema: Option<Value>,
}

/// A `check` that holds its thread (a guest busy in a loop) until the test lets it go, or for at
/// most 300 s (then the test fails, never hangs).
struct Busy {
    name: String,
    let_go: Mutex<bool>,
    signal: std::sync::Condvar,
}

impl Busy {
    fn on(name: &str) -> Arc<Busy> {
        Arc::new(Busy {
            name: name.into(),
            let_go: Mutex::new(false),
            signal: std::sync::Condvar::new(),
        })
    }

    fn hold(&self) {
        let let_go = self.let_go.lock().unwrap();
        let _held = self
            .signal
            .wait_timeout_while(let_go, Duration::from_secs(300), |go| !*go)
            .unwrap();
    }

    fn let_go(&self) {
        *self.let_go.lock().unwrap() = true;
        self.signal.notify_all();
    }
}

impl Fake {
    fn record(&self, s: String) {
        self.log.lock().unwrap().push(s);
    }

    /// A provider whose schema declares `t:R`'s inputs (and outputs) as `ty`.
    fn with_schema(ty: Value) -> Fake {
        Fake {
            schema: Some(json!({"types": {"t:R": ty}})),
            ..Fake::default()
        }
    }

    fn pure(identity: u8) -> Fake {
        Fake {
            pure: Mutex::new(Some([identity; 32])),
            ..Fake::default()
        }
    }

    /// The `check` and `diff` calls since the last time.
    fn queries(&self) -> Vec<String> {
        let mut q = std::mem::take(&mut *self.queries.lock().unwrap());
        q.sort();
        q
    }

    async fn enter(&self, what: &str, name: &str) -> Result<(), ProviderError> {
        self.record(format!("{what} {name}"));
        let now = self.live.fetch_add(1, Ordering::SeqCst) + 1;
        self.peak.fetch_max(now, Ordering::SeqCst);
        if let Some((_, barrier)) = &self.rendezvous {
            barrier.wait().await;
        }
        self.live.fetch_sub(1, Ordering::SeqCst);
        if self.fail.lock().unwrap().contains(name) {
            return Err(ProviderError::Failed(format!("boom in {name}")));
        }
        Ok(())
    }
}

fn name_of(inputs: &Value) -> String {
    inputs["name"].as_str().unwrap_or_default().to_string()
}

#[async_trait]
impl Provider for Fake {
    async fn schema(&self) -> Result<Value, ProviderError> {
        Ok(self.schema.clone().unwrap_or(json!({"types": {}})))
    }
    async fn memo_identity(&self, _ty: &str) -> Option<[u8; 32]> {
        *self.pure.lock().unwrap()
    }
    async fn check(
        &self,
        _ty: &str,
        name: &str,
        _olds: Option<&Value>,
        news: &Value,
    ) -> Result<Value, ProviderError> {
        self.queries.lock().unwrap().push(format!("check {name}"));
        let busy = self.busy_check.lock().unwrap().clone();
        if let Some(busy) = busy
            && busy.name == name
        {
            busy.hold();
        }
        let mut v = news.clone();
        v["name"] = json!(name);
        Ok(v)
    }
    async fn diff(
        &self,
        _ty: &str,
        _id: &str,
        oi: &Value,
        _oo: &Value,
        ni: &Value,
    ) -> Result<DiffResult, ProviderError> {
        self.queries
            .lock()
            .unwrap()
            .push(format!("diff {}", name_of(ni)));
        let mut d = DiffResult::default();
        for k in ["value", "from"] {
            if oi.get(k) != ni.get(k) {
                d.changed.push(k.into());
            }
        }
        if oi.get("key") != ni.get("key") {
            d.replaces.push("key".into());
        }
        Ok(d)
    }
    async fn create(
        &self,
        _ty: &str,
        name: &str,
        inputs: &Value,
        preview: bool,
        _t: Option<Duration>,
    ) -> Result<(String, Value), ProviderError> {
        let mut out = inputs.clone();
        if preview {
            out["echo"] = marker::unknown();
            return Ok((String::new(), out));
        }
        self.enter("create", name).await?;
        out["echo"] = inputs.get("value").cloned().unwrap_or(Value::Null);
        // A careless provider: it reveals a secret input and says it back in plain text.
        let plain = strata_model::value::reveal(&out["echo"]);
        if inputs.get("leak").is_some() {
            out["said"] = json!(format!("the value was {}", plain.as_str().unwrap_or("")));
        }
        if inputs.get("leak_error").is_some() {
            return Err(ProviderError::Failed(format!(
                "refused {}",
                plain.as_str().unwrap_or("")
            )));
        }
        Ok((
            format!("{name}#{}", self.next_id.fetch_add(1, Ordering::SeqCst)),
            out,
        ))
    }
    async fn read(
        &self,
        _ty: &str,
        id: &str,
        inputs: &Value,
        outputs: &Value,
    ) -> Result<Option<ReadResult>, ProviderError> {
        Ok(Some(ReadResult {
            id: id.into(),
            inputs: inputs.clone(),
            outputs: outputs.clone(),
        }))
    }
    async fn update(
        &self,
        _ty: &str,
        _id: &str,
        _oi: &Value,
        _oo: &Value,
        ni: &Value,
        preview: bool,
        _t: Option<Duration>,
    ) -> Result<Value, ProviderError> {
        let mut out = ni.clone();
        if preview {
            out["echo"] = marker::unknown();
            return Ok(out);
        }
        self.enter("update", &name_of(ni)).await?;
        out["echo"] = ni.get("value").cloned().unwrap_or(Value::Null);
        Ok(out)
    }
    async fn delete(
        &self,
        _ty: &str,
        id: &str,
        inputs: &Value,
        _outputs: &Value,
        _t: Option<Duration>,
    ) -> Result<(), ProviderError> {
        self.record(format!("delete {} ({id})", name_of(inputs)));
        if self.fail.lock().unwrap().contains(&name_of(inputs)) {
            return Err(ProviderError::Failed(format!(
                "boom deleting {}",
                name_of(inputs)
            )));
        }
        Ok(())
    }
}

struct One(Arc<Fake>);

impl Providers for One {
    fn get(&self, package: &str) -> Result<Arc<dyn Provider>, String> {
        if package == "t" {
            Ok(self.0.clone())
        } else {
            Err(format!("no provider `{package}`"))
        }
    }
}

struct MemJournal {
    log: Log,
    entries: Mutex<Vec<JournalEntry>>,
    /// Resource names by operation, to label `Done` entries.
    ops: Mutex<std::collections::HashMap<u64, String>>,
    /// How many appends (syncs) there were.
    appends: AtomicUsize,
}

#[async_trait]
impl Journal for MemJournal {
    async fn append(&self, entries: &[JournalEntry]) -> Result<(), JournalError> {
        for e in entries {
            let tag = serde_json::to_value(e).unwrap()["kind"]
                .as_str()
                .unwrap()
                .to_string();
            let mut ops = self.ops.lock().unwrap();
            let name = match e {
                JournalEntry::Begin { op, operation } => {
                    ops.insert(*op, operation.urn.name().to_string());
                    operation.urn.name().to_string()
                }
                JournalEntry::Done { op, .. } => ops.get(op).cloned().unwrap_or_default(),
                JournalEntry::Updated { state } => state.urn.name().to_string(),
                JournalEntry::Deleted { urn, .. } => urn.name().to_string(),
                _ => String::new(),
            };
            self.log
                .lock()
                .unwrap()
                .push(format!("journal {tag} {name}"));
        }
        self.entries.lock().unwrap().extend_from_slice(entries);
        self.appends.fetch_add(1, Ordering::SeqCst);
        Ok(())
    }
}

/// Records step starts (and, in `with_done`, step ends) in the shared log.
struct LogEvents(Log, bool);

impl strata_engine::EventSink for LogEvents {
    fn emit(&self, event: strata_engine::Event) {
        let line = match event {
            strata_engine::Event::StepStarted {
                urn,
                op,
                delete_first,
                ..
            } if op != strata_model::OpKind::Same => {
                let first = if delete_first { " (delete first)" } else { "" };
                format!("started {}{first}", urn.name())
            }
            strata_engine::Event::StepDone { urn, op, .. }
                if self.1 && op != strata_model::OpKind::Same =>
            {
                format!("done {}", urn.name())
            }
            _ => return,
        };
        self.0.lock().unwrap().push(line);
    }
}

/// Applies uppercase their input string.
struct Upper(AtomicUsize);

#[async_trait]
impl Program for Upper {
    async fn resolve(&self, _id: u32, values: Value) -> Result<Value, strata_engine::StepError> {
        self.0.fetch_add(1, Ordering::SeqCst);
        Ok(json!(values.as_str().ok_or("not a string")?.to_uppercase()))
    }
}

fn res(name: &str, inputs: Value) -> Registration {
    Registration::Resource {
        ty: "t:R".into(),
        name: name.into(),
        inputs,
        options: ResourceOptions::default(),
    }
}

struct World {
    fake: Arc<Fake>,
    state: Snapshot,
    journal: Arc<MemJournal>,
    /// Log step ends too (`done NAME`).
    done_events: bool,
}

impl World {
    /// The recorded resource named `name`.
    fn recorded(&self, name: &str) -> &strata_model::ResourceState {
        self.state
            .resources
            .values()
            .find(|r| r.urn.name() == name)
            .unwrap_or_else(|| panic!("no resource {name} in the state"))
    }

    fn new() -> World {
        World::with(Fake::default())
    }
    fn with(fake: Fake) -> World {
        let fake = Arc::new(fake);
        let journal = Arc::new(MemJournal {
            log: fake.log.clone(),
            entries: Mutex::default(),
            ops: Mutex::default(),
            appends: AtomicUsize::new(0),
        });
        World {
            fake,
            state: Snapshot::default(),
            journal,
            done_events: false,
        }
    }

    async fn run(
        &mut self,
        regs: Vec<Registration>,
        preview: bool,
        parallel: usize,
    ) -> UpdateResult {
        self.fake.log.lock().unwrap().clear();
        let decls = Declarations {
            registrations: regs,
            outputs: Some(json!({"out": marker::reference(0, Some("echo"))})),
            ..Default::default()
        };
        let plan = if decls.registrations.is_empty() {
            plan("s", "p", Declarations::default()).unwrap()
        } else {
            plan("s", "p", decls).unwrap()
        };
        let opts = UpdateOptions {
            refresh: false,
            cancel: Default::default(),
            stack: "s".into(),
            project: "p".into(),
            preview,
            parallel,
            secrets: Default::default(),
            targets: Default::default(),
            ..Default::default()
        };
        let program = Arc::new(Upper(AtomicUsize::new(0)));
        let r = update(
            opts,
            self.state.clone(),
            plan,
            Some(program),
            Arc::new(One(self.fake.clone())),
            Some(self.journal.clone()),
            Arc::new(LogEvents(self.fake.log.clone(), self.done_events)),
        )
        .await;
        if !preview {
            // What the journal says must be what the engine returns.
            let mut replayed = self.state.clone();
            for e in self.journal.entries.lock().unwrap().drain(..) {
                replayed.apply(e);
            }
            assert_eq!(
                replayed, r.snapshot,
                "journal replay differs from the engine's snapshot"
            );
            self.state = r.snapshot.clone();
        }
        r
    }

    fn log(&self) -> Vec<String> {
        self.fake.log.lock().unwrap().clone()
    }

    /// One update of `regs` (no stack outputs) from the state as it is, with `opts` (stack `s`,
    /// project `p`); the state is left as it was.
    async fn update_with(&self, regs: Vec<Registration>, opts: UpdateOptions) -> UpdateResult {
        let decls = Declarations {
            registrations: regs,
            outputs: None,
            ..Default::default()
        };
        let opts = UpdateOptions {
            stack: "s".into(),
            project: "p".into(),
            ..opts
        };
        update(
            opts,
            self.state.clone(),
            plan("s", "p", decls).unwrap(),
            None,
            Arc::new(One(self.fake.clone())),
            Some(self.journal.clone()),
            Arc::new(LogEvents(self.fake.log.clone(), false)),
        )
        .await
    }
}

fn chain() -> Vec<Registration> {
    vec![
        res("a", json!({"value": "1"})),
        res("b", json!({"from": marker::reference(0, Some("echo"))})),
        res("c", json!({"value": "x"})),
    ]
}

/// a <- b <- c <- d, each reading the one before.
fn chain_of_four() -> Vec<Registration> {
    vec![
        res("a", json!({"value": "1"})),
        res("b", json!({"from": marker::reference(0, Some("echo"))})),
        res("c", json!({"from": marker::reference(1, Some("echo"))})),
        res("d", json!({"from": marker::reference(2, Some("echo"))})),
    ]
}

/// Along `chain`, each step's outcome (`outcome NAME`) is journaled before the next step's call
/// (`call NEXT`) starts and before the step is reported done (`done NAME`).
fn durable_in_order(log: &[String], outcome: &str, call: &str, chain: [&str; 4]) {
    let at = |prefix: String| {
        log.iter()
            .position(|l| l.starts_with(&prefix))
            .unwrap_or_else(|| panic!("{prefix} not in {log:?}"))
    };
    for pair in chain.windows(2) {
        let (first, then) = (pair[0], pair[1]);
        assert!(
            at(format!("{outcome} {first}")) < at(format!("{call} {then}")),
            "{log:?}"
        );
    }
    for n in chain {
        assert!(
            at(format!("{outcome} {n}")) < at(format!("done {n}")),
            "{log:?}"
        );
    }
}

/// Where `line` is in `log` (it must be there).
fn position(log: &[String], line: &str) -> usize {
    log.iter()
        .position(|l| l == line)
        .unwrap_or_else(|| panic!("{line} not in {log:?}"))
}

fn counts(r: &UpdateResult) -> BTreeMap<&'static str, usize> {
    let s = &r.summary;
    [
        ("create", s.create),
        ("update", s.update),
        ("replace", s.replace),
        ("delete", s.delete),
        ("same", s.same),
    ]
    .into_iter()
    .filter(|(_, n)| *n > 0)
    .collect()
}

/// The engine keeps a node's value only for the nodes something reads: a leaf that only the
/// stack outputs read, and a node that only a dependent reads, are both still read.
#[tokio::test]
async fn values_read_only_by_the_stack_outputs_or_only_by_a_dependent_are_kept() {
    let mut w = World::new();
    let regs = vec![
        // Node 0: read by the stack outputs (see `World::run`), by nothing else.
        res("leaf", json!({"value": "read by the outputs"})),
        res("a", json!({"value": "read by b"})),
        res("b", json!({"from": marker::reference(1, Some("echo"))})),
        res("unread", json!({"value": "nobody"})),
    ];
    let r = w.run(regs, false, 4).await;
    assert_eq!(counts(&r), BTreeMap::from([("create", 4)]));
    assert_eq!(r.outputs, json!({"out": "read by the outputs"}));
    assert_eq!(w.recorded("b").inputs["from"], json!("read by b"));
}

#[tokio::test]
async fn first_up_creates_everything_and_second_changes_nothing() {
    let mut w = World::new();
    let r = w.run(chain(), false, 4).await;
    assert_eq!(counts(&r), BTreeMap::from([("create", 3)]));
    assert_eq!(r.outputs, json!({"out": "1"}));
    assert_eq!(w.state.resources.len(), 3);
    let r = w.run(chain(), false, 4).await;
    assert_eq!(counts(&r), BTreeMap::from([("same", 3)]));
    assert!(
        w.log().is_empty(),
        "a no-op touches neither providers nor the journal: {:?}",
        w.log()
    );
}

/// Inputs are checked against the provider's schema before its `check` is asked: a misspelt
/// name, a wrong type and a missing required input fail the step (naming the resource, the
/// property and the name meant), and the provider never sees them; a string that reads as the
/// declared integer reaches `check` as that integer.
#[tokio::test]
async fn inputs_are_checked_against_the_providers_schema_before_its_check() {
    let mut w = World::with(Fake::with_schema(json!({
            "inputs": {"value": {"type": "string"}, "count": {"type": "integer"},
                       "key": {"type": "string", "required": true}},
            "outputs": {"echo": {"type": "string"}},
    })));
    let r = w
        .run(
            vec![res("a", json!({"valeu": "1", "count": "x"}))],
            false,
            4,
        )
        .await;
    assert_eq!(r.failures.len(), 1, "{:?}", r.failures);
    let e = &r.failures[0].error;
    for part in [
        "t:R \"a\": invalid inputs",
        "valeu: is not an input of t:R: did you mean `value`?",
        "count: must be an integer, not the string \"x\"",
        "key: is required (string)",
    ] {
        assert!(e.contains(part), "{part} in {e}");
    }
    assert!(
        w.fake.queries().is_empty(),
        "the provider's check was not asked"
    );
    assert!(w.state.resources.is_empty());
    let r = w
        .run(
            vec![res("a", json!({"value": "1", "count": "3", "key": "k"}))],
            false,
            4,
        )
        .await;
    assert!(r.failures.is_empty(), "{:?}", r.failures);
    assert_eq!(w.recorded("a").inputs["count"], json!(3));
    // A type the provider does not offer is refused the same way.
    let r = w
        .run(
            vec![Registration::Resource {
                ty: "t:Rr".into(),
                name: "b".into(),
                inputs: json!({}),
                options: ResourceOptions::default(),
            }],
            true,
            4,
        )
        .await;
    assert!(
        r.failures[0]
            .error
            .contains("has no resource type `t:Rr`: did you mean `t:R`?"),
        "{:?}",
        r.failures
    );
}

/// A preview in which a step fails shows no delete: `up` would stop at that step (its inputs
/// are refused before any change), so the deletes would not happen.
#[tokio::test]
async fn a_preview_with_a_failed_step_shows_no_delete() {
    let mut w = World::with(Fake::with_schema(json!({
            "inputs": {"value": {"type": "string"}, "key": {"type": "string"}},
    })));
    let r = w
        .run(
            vec![res("a", json!({"key": "k"})), res("gone", json!({}))],
            false,
            4,
        )
        .await;
    assert_eq!(counts(&r), BTreeMap::from([("create", 2)]));
    let r = w.run(vec![res("a", json!({"kee": "k"}))], true, 4).await;
    assert_eq!(r.failures.len(), 1, "{:?}", r.failures);
    assert_eq!(counts(&r), BTreeMap::new(), "no delete of `gone` is shown");
    let r = w.run(vec![res("a", json!({"key": "k"}))], true, 4).await;
    assert_eq!(counts(&r), BTreeMap::from([("delete", 1), ("same", 1)]));
}

/// A target that reads an untargeted dependency which would be updated is planned alone when
/// the update, as its provider predicts it, leaves what the target reads as it is (Terraform's
/// rule); it is refused when what it reads would change.
#[tokio::test]
async fn a_target_reading_an_output_an_untargeted_update_keeps_is_planned_alone() {
    let mut w = World::new();
    let regs = |value: u32, read: &str| {
        vec![
            res("a", json!({"value": value, "key": "k1"})),
            res(
                "b",
                json!({"from": marker::reference(0, Some(read)), "value": 1}),
            ),
        ]
    };
    let r = w.run(regs(1, "key"), false, 4).await;
    assert_eq!(counts(&r), BTreeMap::from([("create", 2)]));
    let only_b = || UpdateOptions {
        preview: true,
        parallel: 4,
        targets: strata_engine::Targets {
            include: vec!["b".into()],
            ..Default::default()
        },
        ..Default::default()
    };
    // `a` would be updated (its value), which leaves its `key` as it is: b is planned alone.
    let r = w.update_with(regs(2, "key"), only_b()).await;
    assert!(r.failures.is_empty(), "{:?}", r.failures);
    // b reads `echo`, which the update changes: refused.
    let r = w.update_with(regs(2, "echo"), only_b()).await;
    assert!(
        r.failures[0].error.contains("which is not targeted"),
        "{:?}",
        r.failures
    );
}

/// Writing out an input's declared default, where the recorded inputs have none, is no change:
/// the diff sees the default on both sides. Another value is still a change.
#[tokio::test]
async fn writing_out_a_default_value_is_no_change() {
    let mut w = World::with(Fake::with_schema(json!({
            "inputs": {"value": {"type": "string", "default": "v"}, "key": {"type": "string"}},
    })));
    let r = w.run(vec![res("a", json!({"key": "k"}))], false, 4).await;
    assert_eq!(counts(&r), BTreeMap::from([("create", 1)]));
    let r = w
        .run(vec![res("a", json!({"key": "k", "value": "v"}))], true, 4)
        .await;
    assert_eq!(
        counts(&r),
        BTreeMap::from([("same", 1)]),
        "{:?}",
        r.failures
    );
    let r = w
        .run(vec![res("a", json!({"key": "k", "value": "w"}))], true, 4)
        .await;
    assert_eq!(counts(&r), BTreeMap::from([("update", 1)]));
    // Nor is writing out what the provider reported (read back into the outputs): here the
    // recorded outputs say `value` is "read", which the recorded inputs do not hold.
    for r in w.state.resources.values_mut() {
        let mut now = strata_model::ResourceState::clone(r);
        now.outputs["value"] = json!("read");
        *r = Arc::new(now);
    }
    let r = w
        .run(
            vec![res("a", json!({"key": "k", "value": "read"}))],
            true,
            4,
        )
        .await;
    assert_eq!(
        counts(&r),
        BTreeMap::from([("same", 1)]),
        "{:?}",
        r.failures
    );
}

/// The default rule, enumerated: the recorded value of an input with a declared default (none,
/// the default, another: drift a refresh read, or what the program wrote before) against what
/// the program writes (nothing, the default, another). Leaving it out means the default: a
/// recorded value that is not the default is drift in what the program left out, and the
/// update puts the default back (sent, and recorded).
#[tokio::test]
async fn an_input_left_out_means_its_default_and_drift_from_it_is_put_back() {
    let (default, other) = (json!("v"), json!("w"));
    let cases = [
        // (recorded, written, kind, recorded after: what was sent, or for no change what the
        // program wrote)
        (None, None, "same", None),
        (None, Some(&default), "same", Some(&default)),
        (None, Some(&other), "update", Some(&other)),
        (Some(&default), None, "same", None),
        (Some(&default), Some(&default), "same", Some(&default)),
        (Some(&default), Some(&other), "update", Some(&other)),
        (Some(&other), None, "update", Some(&default)),
        (Some(&other), Some(&default), "update", Some(&default)),
        (Some(&other), Some(&other), "same", Some(&other)),
    ];
    for (recorded, written, kind, after) in cases {
        let mut w = World::with(Fake::with_schema(json!({
                "inputs": {"value": {"type": "string", "default": "v"}, "key": {"type": "string"}},
        })));
        w.run(vec![res("a", json!({"key": "k"}))], false, 4).await;
        for r in w.state.resources.values_mut() {
            let r = Arc::make_mut(r);
            if let Some(v) = recorded {
                r.inputs["value"] = v.clone();
            }
        }
        let mut inputs = json!({"key": "k"});
        if let Some(v) = written {
            inputs["value"] = v.clone();
        }
        let case = format!("recorded {recorded:?}, written {written:?}");
        let r = w.run(vec![res("a", inputs.clone())], true, 4).await;
        assert_eq!(
            counts(&r),
            BTreeMap::from([(kind, 1)]),
            "preview, {case}: {:?}",
            r.failures
        );
        let r = w.run(vec![res("a", inputs)], false, 4).await;
        assert_eq!(counts(&r), BTreeMap::from([(kind, 1)]), "up, {case}");
        assert_eq!(
            w.recorded("a").inputs.get("value"),
            after,
            "recorded after up, {case}"
        );
    }
}

/// A default put back whole goes through the program's ignored paths, at any depth: an
/// object default the program leaves out, drifted in a key it ignores, is no change; drifted in
/// another key, the default comes back with the ignored key as recorded.
#[tokio::test]
async fn a_default_put_back_keeps_what_the_program_ignores() {
    let cases = [
        (json!({"scan": true, "other": 1}), "same", None),
        (
            json!({"scan": true, "other": 2}),
            "update",
            Some(json!({"scan": true, "other": 1})),
        ),
    ];
    for (drifted, kind, sent) in cases {
        let mut w = World::with(Fake::with_schema(json!({
                "inputs": {"value": {"type": "object", "default": {"scan": false, "other": 1}}},
        })));
        let regs = || {
            vec![Registration::Resource {
                ty: "t:R".into(),
                name: "a".into(),
                inputs: json!({}),
                options: ResourceOptions {
                    ignore_changes: vec!["value.scan".into()],
                    ..Default::default()
                },
            }]
        };
        w.run(regs(), false, 4).await;
        for r in w.state.resources.values_mut() {
            Arc::make_mut(r).inputs["value"] = drifted.clone();
        }
        let r = w.run(regs(), false, 4).await;
        assert_eq!(counts(&r), BTreeMap::from([(kind, 1)]), "{drifted}");
        if let Some(sent) = sent {
            assert_eq!(w.recorded("a").inputs["value"], sent);
        }
    }
}

/// A provider that declares `check` and `diff` pure is asked neither for a resource whose
/// program inputs, recorded inputs and outputs, and provider are what they were: the digest
/// recorded with it says so. Anything else that changes brings both calls back.
#[tokio::test]
async fn pure_check_and_diff_are_skipped_while_nothing_they_read_changed() {
    let mut w = World::with(Fake::pure(1));
    w.run(chain(), false, 4).await;
    assert_eq!(w.fake.queries(), ["check a", "check b", "check c"]);
    assert!(w.state.resources.values().all(|r| r.memo.is_some()));
    let r = w.run(chain(), false, 4).await;
    assert_eq!(counts(&r), BTreeMap::from([("same", 3)]));
    assert!(
        w.fake.queries().is_empty(),
        "a no-op asks the provider nothing"
    );
    assert!(w.log().is_empty(), "{:?}", w.log());
    // So does a preview.
    w.run(chain(), true, 4).await;
    assert!(w.fake.queries().is_empty());

    // A changed input: that resource and the one that reads its output are asked again.
    let mut regs = chain();
    regs[0] = res("a", json!({"value": "2"}));
    let r = w.run(regs.clone(), false, 4).await;
    assert_eq!(counts(&r), BTreeMap::from([("update", 2), ("same", 1)]));
    assert_eq!(w.fake.queries(), ["check a", "check b", "diff a", "diff b"]);
    w.run(regs.clone(), false, 4).await;
    assert!(w.fake.queries().is_empty());

    // Outputs that changed in state (as a refresh that found drift records them): asked again,
    // and the digest recorded anew once the diff finds nothing to do.
    let c = w
        .state
        .resources
        .values_mut()
        .find(|r| r.urn.name() == "c")
        .unwrap();
    std::sync::Arc::make_mut(c).outputs["drift"] = json!(true);
    let r = w.run(regs.clone(), false, 4).await;
    assert_eq!(counts(&r), BTreeMap::from([("same", 3)]));
    assert_eq!(w.fake.queries(), ["check c", "diff c"]);
    w.run(regs.clone(), false, 4).await;
    assert!(w.fake.queries().is_empty());

    // Another build or setting of the provider: everything is asked again.
    *w.fake.pure.lock().unwrap() = Some([2; 32]);
    w.run(regs.clone(), false, 4).await;
    assert_eq!(w.fake.queries().len(), 6);
    // A provider that no longer declares them pure is asked every time.
    *w.fake.pure.lock().unwrap() = None;
    w.run(regs.clone(), false, 4).await;
    w.run(regs, false, 4).await;
    assert_eq!(w.fake.queries().len(), 12);
}

#[tokio::test]
async fn no_digest_is_kept_of_a_secret_and_a_forced_replacement_is_not_skipped() {
    let mut w = World::with(Fake::pure(1));
    let regs = vec![
        res("a", json!({"value": marker::secret(json!("hunter2-pw"))})),
        res("b", json!({"value": "plain"})),
    ];
    w.run(regs.clone(), false, 2).await;
    let memo = |w: &World, n: &str| w.recorded(n).memo.clone();
    assert_eq!(memo(&w, "a"), None);
    assert!(memo(&w, "b").is_some());
    w.fake.queries();
    w.run(regs.clone(), false, 2).await;
    assert_eq!(w.fake.queries(), ["check a", "diff a"]);

    let opts = UpdateOptions {
        parallel: 2,
        targets: strata_engine::Targets {
            replace: vec!["*b".into()],
            ..Default::default()
        },
        ..Default::default()
    };
    let r = w.update_with(regs, opts).await;
    assert_eq!(counts(&r), BTreeMap::from([("replace", 1), ("same", 1)]));
}

/// A value that becomes known as a secret (a stack secret set to what an input already says)
/// is marked in the recorded inputs by the next run, as the secret guard marks what `check`
/// returns, even when the digest spares that `check`.
#[tokio::test]
async fn a_skipped_check_still_marks_an_input_that_is_now_a_known_secret() {
    let mut w = World::with(Fake::pure(1));
    let regs = vec![res("a", json!({"value": "hunter2-pw"}))];
    w.run(regs.clone(), false, 1).await;
    w.fake.queries();
    let secrets = Arc::new(strata_model::KnownSecrets::new());
    secrets.learn_text("hunter2-pw");
    let opts = UpdateOptions {
        parallel: 1,
        secrets,
        ..Default::default()
    };
    let r = w.update_with(regs, opts).await;
    assert!(
        w.fake.queries().is_empty(),
        "the digest still spares the calls"
    );
    let a = r.snapshot.resources.values().next().unwrap();
    assert_eq!(
        a.inputs["value"],
        marker::secret(json!("hunter2-pw")),
        "{a:?}"
    );
}

/// The node of `regs` named `name`, in the plan the world makes of them.
fn node_of(regs: &[Registration], name: &str) -> (usize, usize) {
    let decls = Declarations {
        registrations: regs.to_vec(),
        ..Default::default()
    };
    let p = plan("s", "p", decls).unwrap();
    let i = p
        .nodes
        .iter()
        .position(|n| n.urn().is_some_and(|u| u.name() == name))
        .unwrap();
    (p.nodes.len(), i)
}

/// A create whose inputs `check` answered as they are just before the run (`up`'s check of
/// known inputs, under the lock) is not asked again when its provider declares `check` pure. It
/// is asked when the provider does not, when its inputs were not answered as they are, and for
/// an update (asked with the old inputs, which that check did not see).
#[tokio::test]
async fn a_create_checked_just_before_the_run_is_not_checked_again_only_when_check_is_pure() {
    let regs = vec![
        res("a", json!({"value": "hunter2-pw"})),
        res("b", json!({"value": 2})),
    ];
    let (nodes, a) = node_of(&regs, "a");
    let opts = |secrets: Arc<strata_model::KnownSecrets>| UpdateOptions {
        parallel: 2,
        secrets,
        prechecked: Prechecked::new(nodes, [a]),
        ..Default::default()
    };
    // Pure: `a` is not asked, `b` is. What the guard would have done to the answer is done:
    // a value that is a known secret is recorded as one.
    let w = World::with(Fake::pure(1));
    let secrets = Arc::new(strata_model::KnownSecrets::new());
    secrets.learn_text("hunter2-pw");
    let r = w.update_with(regs.clone(), opts(secrets)).await;
    assert_eq!(counts(&r), BTreeMap::from([("create", 2)]));
    assert_eq!(w.fake.queries(), ["check b"]);
    let recorded = |r: &UpdateResult, n: &str| {
        r.snapshot
            .resources
            .values()
            .find(|s| s.urn.name() == n)
            .unwrap()
            .inputs
            .clone()
    };
    assert_eq!(
        recorded(&r, "a"),
        json!({"value": marker::secret(json!("hunter2-pw"))})
    );

    // Not pure: both are asked, whatever was checked before.
    let w = World::with(Fake::default());
    w.update_with(regs.clone(), opts(Default::default())).await;
    assert_eq!(w.fake.queries(), ["check a", "check b"]);

    // An update of `a` is asked, with its old inputs.
    let mut w = World::with(Fake::pure(1));
    w.run(regs.clone(), false, 2).await;
    w.fake.queries();
    let changed = vec![
        res("a", json!({"value": 10})),
        res("b", json!({"value": 2})),
    ];
    let r = w.update_with(changed, opts(Default::default())).await;
    assert_eq!(counts(&r), BTreeMap::from([("same", 1), ("update", 1)]));
    assert_eq!(w.fake.queries(), ["check a", "diff a"]);
}

/// A step that has a recorded digest is tried on the executor's own task; if its inputs changed,
/// its `check` (a guest that may be busy for its whole time limit) must not run there, holding
/// up every independent step behind it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_busy_check_of_a_changed_resource_holds_up_no_other_step() {
    let mut w = World::with(Fake::pure(1));
    let regs = |a: &str| {
        vec![
            res("a", json!({"value": a})),
            res("b", json!({"value": "b"})),
            res("c", json!({"value": "c"})),
        ]
    };
    w.run(regs("1"), false, 4).await;
    // a's check holds its thread until b and c are done: if it held them up, it is let go
    // only after 300 s, and b and c are done after it.
    let busy = Busy::on("a");
    *w.fake.busy_check.lock().unwrap() = Some(busy.clone());
    let done = Arc::new(Mutex::new(Vec::new()));
    struct Order(Arc<Mutex<Vec<String>>>, Arc<Busy>);
    impl strata_engine::EventSink for Order {
        fn emit(&self, event: strata_engine::Event) {
            if let strata_engine::Event::StepDone { urn, .. } = event {
                let mut done = self.0.lock().unwrap();
                done.push(urn.name().to_string());
                if done.iter().filter(|n| *n == "b" || *n == "c").count() == 2 {
                    self.1.let_go();
                }
            }
        }
    }
    let decls = Declarations {
        registrations: regs("2"),
        outputs: None,
        ..Default::default()
    };
    let r = update(
        UpdateOptions {
            stack: "s".into(),
            project: "p".into(),
            parallel: 4,
            ..Default::default()
        },
        w.state.clone(),
        plan("s", "p", decls).unwrap(),
        None,
        Arc::new(One(w.fake.clone())),
        Some(w.journal.clone()),
        Arc::new(Order(done.clone(), busy)),
    )
    .await;
    assert_eq!(counts(&r), BTreeMap::from([("update", 1), ("same", 2)]));
    let done = done.lock().unwrap().clone();
    assert_eq!(
        done.last().map(String::as_str),
        Some("a"),
        "b and c waited for a's busy check: {done:?}"
    );
    assert_eq!(done.len(), 3, "{done:?}");
}

#[tokio::test]
async fn every_provider_call_is_journaled_before_and_after() {
    let mut w = World::new();
    w.run(vec![res("a", json!({"value": "1"}))], false, 1).await;
    assert_eq!(
        w.log(),
        vec![
            "journal begin a",
            "started a",
            "create a",
            "journal done a",
            "journal outputs "
        ],
        "a step is reported started once its Begin is durable"
    );
}

/// A step hands its outputs on as soon as its outcome is queued, and reports itself done once
/// it is durable; its dependent's `Begin` shares that sync. So no dependent's call starts
/// before the outcome it reads is durable, and a chain costs one sync per step, not two.
#[tokio::test]
async fn a_chain_syncs_once_per_step_and_no_call_outruns_the_outcome_it_reads() {
    let mut w = World::new();
    w.done_events = true;
    let r = w.run(chain_of_four(), false, 4).await;
    assert_eq!(counts(&r), BTreeMap::from([("create", 4)]));
    let log = w.log();
    durable_in_order(&log, "journal done", "create", ["a", "b", "c", "d"]);
    // a's Begin; each Done with the next Begin; the last Done; the stack outputs.
    assert_eq!(w.journal.appends.load(Ordering::SeqCst), 6, "{log:?}");
}

/// Deletes go the same way, dependents first: a delete hands its slot on once its outcome is
/// queued, and is reported done once it is durable; the next delete's `Begin` shares that sync.
#[tokio::test]
async fn a_chain_of_deletes_syncs_once_per_step_and_reports_each_once_durable() {
    let mut w = World::new();
    w.done_events = true;
    w.run(chain_of_four(), false, 4).await;
    w.journal.appends.store(0, Ordering::SeqCst);
    let r = w.run(vec![], false, 4).await;
    assert_eq!(counts(&r), BTreeMap::from([("delete", 4)]));
    assert!(w.state.resources.is_empty());
    let log = w.log();
    durable_in_order(&log, "journal deleted", "delete", ["d", "c", "b", "a"]);
    // d's Begin; each Deleted with the next Begin; the last Deleted; the stack outputs.
    assert_eq!(w.journal.appends.load(Ordering::SeqCst), 6, "{log:?}");
}

#[tokio::test]
async fn a_change_updates_the_resource_and_its_dependents_only() {
    let mut w = World::new();
    w.run(chain(), false, 4).await;
    let mut regs = chain();
    regs[0] = res("a", json!({"value": "2"}));
    let r = w.run(regs, false, 4).await;
    assert_eq!(counts(&r), BTreeMap::from([("update", 2), ("same", 1)]));
    let log = w.log();
    let pos = |s: &str| position(&log, s);
    assert!(pos("update a") < pos("update b"));
}

#[tokio::test]
async fn a_replacement_creates_first_and_deletes_the_old_copy_last() {
    let mut w = World::new();
    w.run(chain(), false, 4).await;
    let old_id = w.recorded("a").id.clone();
    let mut regs = chain();
    regs[0] = res("a", json!({"value": "1", "key": "new"}));
    let r = w.run(regs, false, 4).await;
    assert_eq!(counts(&r), BTreeMap::from([("replace", 1), ("same", 2)]));
    let log = w.log();
    let pos = |s: &str| position(&log, s);
    assert!(pos("create a") < pos(&format!("delete a ({old_id})")));
    assert_eq!(w.state.resources.len(), 3);
}

#[tokio::test]
async fn removed_resources_are_deleted_dependents_first() {
    let mut w = World::new();
    w.run(chain(), false, 4).await;
    let r = w.run(vec![res("c", json!({"value": "x"}))], false, 4).await;
    assert_eq!(counts(&r), BTreeMap::from([("delete", 2), ("same", 1)]));
    let log = w.log();
    let b = log.iter().position(|l| l.starts_with("delete b")).unwrap();
    let a = log.iter().position(|l| l.starts_with("delete a")).unwrap();
    assert!(b < a, "b depends on a, so it goes first: {log:?}");
    let r = w.run(vec![], false, 4).await;
    assert_eq!(counts(&r), BTreeMap::from([("delete", 1)]));
    assert!(w.state.resources.is_empty());
}

#[tokio::test]
async fn a_failure_skips_dependents_lets_others_finish_and_the_next_run_completes() {
    let mut w = World::new();
    w.fake.fail.lock().unwrap().insert("a".into());
    let r = w.run(chain(), false, 4).await;
    assert_eq!(r.failures.len(), 1);
    assert_eq!(r.failures[0].resource, "t:R \"a\"");
    assert_eq!(
        r.failures[0].error,
        "provider t: create t:R \"a\": boom in a"
    );
    assert_eq!(r.skipped, 1);
    assert_eq!(counts(&r), BTreeMap::from([("create", 1)]));
    assert!(
        w.state.pending.is_empty(),
        "a failed call closes its pending operation"
    );
    assert_eq!(w.state.resources.len(), 1);
    w.fake.fail.lock().unwrap().clear();
    let r = w.run(chain(), false, 4).await;
    assert!(r.failures.is_empty());
    assert_eq!(counts(&r), BTreeMap::from([("create", 2), ("same", 1)]));
}

#[tokio::test]
async fn independent_steps_run_at_once_up_to_the_bound() {
    let regs: Vec<_> = (0..8)
        .map(|i| res(&format!("r{i}"), json!({"value": i})))
        .collect();
    // Four calls must be in flight together for the barrier to open.
    let mut w = World::with(Fake {
        rendezvous: Some((4, tokio::sync::Barrier::new(4))),
        ..Fake::default()
    });
    let r = w.run(regs, false, 4).await;
    assert_eq!(r.summary.create, 8);
    assert_eq!(w.fake.peak.load(Ordering::SeqCst), 4);
}

#[tokio::test]
async fn preview_changes_nothing_and_unknowns_flow_through_references_and_apply() {
    let mut w = World::new();
    let regs = vec![
        res("a", json!({"value": "1"})),
        Registration::Apply {
            inputs: marker::reference(0, Some("echo")),
        },
        res("b", json!({"from": marker::reference(1, None)})),
    ];
    let r = w.run(regs.clone(), true, 4).await;
    assert_eq!(counts(&r), BTreeMap::from([("create", 2)]));
    assert_eq!(
        w.log(),
        vec!["started a", "started b"],
        "preview calls no provider mutation and journals nothing"
    );
    assert!(w.state.resources.is_empty());
    assert_eq!(r.outputs, json!({"out": marker::unknown()}));

    // For real, the apply runs and b gets its result.
    let r = w.run(regs, false, 4).await;
    assert_eq!(counts(&r), BTreeMap::from([("create", 2)]));
    let b = w.recorded("b");
    assert_eq!(b.inputs["from"], json!("1"));
    assert_eq!(b.dependencies.len(), 1, "b depends on a through the apply");
}

#[tokio::test]
async fn an_interpolation_is_joined_by_the_engine_unknown_in_a_preview_and_secret_if_a_part_is() {
    let mut w = World::new();
    let regs = vec![
        res("a", json!({"value": "one"})),
        Registration::Interpolation {
            parts: json!([
                "arn:",
                marker::reference(0, Some("echo")),
                "/",
                2,
                "/",
                null,
                marker::secret(json!("s"))
            ]),
        },
        res("b", json!({"from": marker::reference(1, None)})),
        Registration::Interpolation {
            parts: json!(["plain ", marker::reference(0, Some("echo"))]),
        },
        res("c", json!({"from": marker::reference(3, None)})),
    ];
    let r = w.run(regs.clone(), true, 4).await;
    assert_eq!(counts(&r), BTreeMap::from([("create", 3)]));
    assert!(w.state.resources.is_empty());
    // For real: the parts joined, a number as its text, null as nothing; secret because a
    // part is; no program is asked (there is none in this world).
    w.run(regs, false, 4).await;
    let input = |name: &str| w.recorded(name).inputs["from"].clone();
    assert_eq!(input("b"), marker::secret(json!("arn:one/2/s")));
    assert_eq!(input("c"), json!("plain one"));
    let b = w.recorded("b");
    assert_eq!(
        b.dependencies.len(),
        1,
        "b depends on a through the interpolation"
    );
    let bad = plan(
        "s",
        "p",
        Declarations {
            registrations: vec![Registration::Interpolation {
                parts: json!("not a list"),
            }],
            ..Default::default()
        },
    );
    assert!(
        bad.unwrap_err()
            .to_string()
            .contains("must be a JSON array")
    );
}

#[tokio::test]
async fn bad_declarations_are_refused_before_anything_runs() {
    let dup = plan(
        "s",
        "p",
        Declarations {
            registrations: vec![res("a", json!({})), res("a", json!({}))],
            outputs: None,
            ..Default::default()
        },
    );
    assert!(dup.unwrap_err().to_string().contains("registered twice"));
    let unknown = plan(
        "s",
        "p",
        Declarations {
            registrations: vec![res("a", json!({"x": marker::reference(5, None)}))],
            outputs: None,
            ..Default::default()
        },
    );
    assert!(
        unknown
            .unwrap_err()
            .to_string()
            .contains("unknown resource handle 5")
    );
    let cyc = plan(
        "s",
        "p",
        Declarations {
            registrations: vec![
                res("a", json!({"x": marker::reference(1, None)})),
                res("b", json!({"x": marker::reference(0, None)})),
            ],
            outputs: None,
            ..Default::default()
        },
    );
    assert!(cyc.unwrap_err().to_string().starts_with("dependency cycle"));
}

fn with_options(name: &str, inputs: Value, options: ResourceOptions) -> Registration {
    Registration::Resource {
        ty: "t:R".into(),
        name: name.into(),
        inputs,
        options,
    }
}

#[tokio::test]
async fn delete_before_replace_deletes_the_old_copy_first() {
    let mut w = World::new();
    let dbr = ResourceOptions {
        delete_before_replace: Some(true),
        ..Default::default()
    };
    w.run(
        vec![with_options("a", json!({"key": "1"}), dbr.clone())],
        false,
        1,
    )
    .await;
    let old_id = w.state.resources.values().next().unwrap().id.clone();
    let r = w
        .run(vec![with_options("a", json!({"key": "2"}), dbr)], false, 1)
        .await;
    assert_eq!(counts(&r), BTreeMap::from([("replace", 1)]));
    let log = w.log();
    let pos = |s: &str| position(&log, s);
    assert!(
        pos(&format!("delete a ({old_id})")) < pos("create a"),
        "{log:?}"
    );
    // Its start says so: the preview and the progress show the order.
    pos("started a (delete first)");
    assert_eq!(w.state.resources.len(), 1);
}

/// A resource attached to one replaced delete-first (its schema marks the input `attached`) is
/// replaced with it even though the value it reads is the same after (a role's name): deleted
/// before it, made again after. Without the mark it is left as it is (the control).
#[tokio::test]
async fn what_is_attached_to_a_resource_replaced_delete_first_is_replaced_with_it() {
    for attached in [true, false] {
        let ty = json!({"inputs": {"name": {"type": "string"}, "key": {"type": "string"},
            "value": {"type": "string"}, "from": {"type": "string", "attached": attached}},
            "outputs": {"echo": {"type": "any"}}});
        let mut w = World::with(Fake::with_schema(ty));
        let dbr = ResourceOptions {
            delete_before_replace: Some(true),
            ..Default::default()
        };
        let regs = |key: &str| {
            vec![
                with_options(
                    "parent",
                    json!({"name": "parent", "key": key, "value": "same"}),
                    dbr.clone(),
                ),
                res(
                    "child",
                    json!({"name": "child", "from": marker::reference(0, Some("echo"))}),
                ),
            ]
        };
        w.run(regs("1"), false, 1).await;
        let r = w.run(regs("2"), false, 1).await;
        assert!(r.failures.is_empty(), "{:?}", r.failures);
        let log = w.log();
        if attached {
            assert_eq!(
                counts(&r),
                BTreeMap::from([("replace", 2)]),
                "attached: {log:?}"
            );
            let pos = |s: &str| {
                log.iter()
                    .position(|l| l.starts_with(s))
                    .unwrap_or_else(|| panic!("{s} not in {log:?}"))
            };
            assert!(pos("delete child") < pos("delete parent"), "{log:?}");
            assert!(pos("delete parent") < pos("create parent"), "{log:?}");
            assert!(pos("create parent") < pos("create child"), "{log:?}");
        } else {
            assert_eq!(
                counts(&r),
                BTreeMap::from([("replace", 1), ("same", 1)]),
                "not attached: {log:?}"
            );
        }
    }
}

#[tokio::test]
async fn protected_resources_are_neither_replaced_nor_deleted() {
    let mut w = World::new();
    let protect = ResourceOptions {
        protect: Some(true),
        ..Default::default()
    };
    w.run(
        vec![with_options("a", json!({"key": "1"}), protect.clone())],
        false,
        1,
    )
    .await;
    let r = w
        .run(
            vec![with_options("a", json!({"key": "2"}), protect)],
            false,
            1,
        )
        .await;
    assert_eq!(r.failures.len(), 1);
    assert!(
        r.failures[0]
            .error
            .contains("is protected and cannot be replaced (changed: key)"),
        "{:?}",
        r.failures
    );
    let r = w.run(vec![], false, 1).await;
    assert!(
        r.failures[0]
            .error
            .starts_with("t:R \"a\" is protected and cannot be deleted: nothing was changed"),
        "{}",
        r.failures[0].error
    );
    assert_eq!(w.state.resources.len(), 1, "nothing was lost");
}

#[tokio::test]
async fn cancelling_stops_new_provider_calls_and_records_what_ran() {
    let mut w = World::new();
    let regs: Vec<_> = (0..5)
        .map(|i| res(&format!("r{i}"), json!({"value": i})))
        .collect();
    let cancel = strata_engine::Cancel::default();
    cancel.cancel();
    let opts = UpdateOptions {
        parallel: 2,
        cancel,
        ..Default::default()
    };
    let r = w.update_with(regs, opts).await;
    assert_eq!(
        r.interrupted, 5,
        "no provider call started after the cancel"
    );
    assert!(r.failures.is_empty());
    assert!(r.snapshot.pending.is_empty(), "every Begin is closed");
    w.state = r.snapshot;
    assert!(w.state.resources.is_empty());
}

#[tokio::test]
async fn the_engine_marks_outputs_that_echo_a_secret_and_scrubs_errors() {
    let mut w = World::new();
    let secret = marker::secret(json!("hunter2-pw"));
    let r = w
        .run(
            vec![
                res("a", json!({"value": secret.clone(), "leak": true})),
                res("b", json!({"value": secret, "leak_error": true})),
            ],
            false,
            2,
        )
        .await;
    let a = w.recorded("a");
    assert_eq!(
        a.outputs["said"],
        marker::secret(json!("the value was hunter2-pw")),
        "an output carrying a secret under another name is secret"
    );
    assert_eq!(r.failures.len(), 1);
    assert!(
        r.failures[0].error.ends_with("refused [secret]"),
        "{}",
        r.failures[0].error
    );
}

/// A journal whose writer dies: a bug, a disk that fails in a way no error reports.
struct PanickingJournal;

#[async_trait]
impl Journal for PanickingJournal {
    async fn append(&self, _entries: &[JournalEntry]) -> Result<(), JournalError> {
        panic!("the disk controller caught fire")
    }
}

#[tokio::test]
async fn a_failed_journal_writer_is_fatal_and_leaves_no_state_to_save() {
    let w = World::new();
    let mut state = Snapshot::default();
    state.apply(JournalEntry::Updated {
        state: strata_model::ResourceState {
            urn: strata_model::Urn::new("s", "p", "t:R", "old"),
            ty: "t:R".into(),
            id: "old#0".into(),
            inputs: json!({"name": "old"}),
            outputs: json!({}),
            dependencies: vec![],
            protect: false,
            delete: false,
            lifecycle: Default::default(),
            memo: None,
        },
    });
    let decls = Declarations {
        registrations: chain(),
        outputs: None,
        ..Default::default()
    };
    let opts = UpdateOptions {
        stack: "s".into(),
        project: "p".into(),
        preview: false,
        parallel: 2,
        refresh: false,
        cancel: Default::default(),
        secrets: Default::default(),
        targets: Default::default(),
        ..Default::default()
    };
    let r = update(
        opts,
        state,
        plan("s", "p", decls).unwrap(),
        None,
        Arc::new(One(w.fake.clone())),
        Some(Arc::new(PanickingJournal)),
        Arc::new(LogEvents(w.fake.log.clone(), false)),
    )
    .await;
    let fatal = r.fatal.expect("the engine says its state is lost");
    assert!(fatal.contains("the disk controller caught fire"), "{fatal}");
    assert!(
        w.log().iter().all(|l| !l.starts_with("create")),
        "no provider call started without a durable Begin: {:?}",
        w.log()
    );
}

/// A type its provider renamed, and says so in its schema (`aliases`): the resource recorded
/// under the old type is the one the program now declares under the new. Nothing is created or
/// deleted, and the state takes the new type, as Pulumi's schema-declared type aliases do.
#[tokio::test]
async fn a_type_its_provider_renamed_keeps_its_state() {
    let mut w = World::with(Fake {
        schema: Some(json!({"types": {
            "t:Old": {"open": true, "outputs": {"echo": {"type": "string"}}},
            "t:R": {"open": true, "outputs": {"echo": {"type": "string"}}, "aliases": ["t:Old"]},
        }})),
        ..Fake::default()
    });
    let old = Registration::Resource {
        ty: "t:Old".into(),
        name: "a".into(),
        inputs: json!({"value": "x"}),
        options: ResourceOptions::default(),
    };
    let r = w.run(vec![old], false, 4).await;
    assert!(r.failures.is_empty(), "{:?}", r.failures);
    let id = w.recorded("a").id.clone();
    let r = w.run(vec![res("a", json!({"value": "x"}))], false, 4).await;
    assert!(r.failures.is_empty(), "{:?}", r.failures);
    let log = w.log();
    assert!(
        !log.iter()
            .any(|l| l.starts_with("create") || l.starts_with("delete")),
        "{log:?}"
    );
    assert_eq!(w.state.resources.len(), 1);
    let a = w.recorded("a");
    assert_eq!((a.ty.as_str(), a.urn.ty(), &a.id), ("t:R", "t:R", &id));
    // A changed input is an update of the one resource.
    let r = w.run(vec![res("a", json!({"value": "y"}))], false, 4).await;
    assert_eq!(r.summary.update, 1, "{:?}", w.log());
}

/// A provider's schema names only its own earlier types: one that claims another package's type
/// (or a resource another provider instance manages) as an alias gets nothing recorded under it,
/// so it is never handed that resource's id, inputs or outputs.
#[tokio::test]
async fn a_schema_alias_cannot_claim_another_providers_resource() {
    let mut w = World::with(Fake {
        schema: Some(json!({"types": {
            "t:R": {"open": true, "outputs": {"echo": {"type": "string"}}, "aliases": ["other:Secret"]},
        }})),
        ..Fake::default()
    });
    // Recorded as another package's resource, with the same name.
    let mut theirs = strata_model::ResourceState {
        urn: strata_model::Urn::new("s", "p", "other:Secret", "a"),
        ty: "other:Secret".into(),
        id: "their-id".into(),
        inputs: json!({"password": "hunter2"}),
        outputs: json!({}),
        dependencies: vec![],
        protect: false,
        delete: false,
        lifecycle: Default::default(),
        memo: None,
    };
    theirs.lifecycle.retain_on_delete = true;
    w.state = Snapshot::from_parts([theirs], vec![], json!({}));
    let r = w.run(vec![res("a", json!({"value": "x"}))], true, 4).await;
    assert_eq!(r.summary.create, 1, "{:?}", w.log());
    assert!(
        !w.log().iter().any(|l| l.contains("their-id")),
        "{:?}",
        w.log()
    );
}

/// A policy that refuses (mandatory) resources whose `value` is "public", warns (advisory) on
/// those without `team`, and on the stack reports (at `stack_level`) more than `max` resources;
/// it logs what it is asked.
struct Rules {
    log: Log,
    max: usize,
    stack_level: strata_engine::Enforcement,
}

#[async_trait]
impl strata_engine::Policy for Rules {
    async fn validate_resource(
        &self,
        r: &strata_engine::PolicyResource<'_>,
    ) -> Vec<strata_engine::Violation> {
        use strata_engine::{Enforcement, Violation};
        self.log
            .lock()
            .unwrap()
            .push(format!("policy {} {}", r.op, r.name));
        let mut out = Vec::new();
        let violation = |policy: &str, enforcement, path: &str| Violation {
            pack: "rules".into(),
            policy: policy.into(),
            enforcement,
            message: format!("{} breaks {policy}", r.name),
            path: path.into(),
            urn: Some(r.urn.clone()),
        };
        if r.inputs["value"] == "public" {
            out.push(violation("private", Enforcement::Mandatory, "value"));
        }
        if r.inputs.get("team").is_none() {
            out.push(violation("team", Enforcement::Advisory, "team"));
        }
        out
    }

    async fn validate_stack(
        &self,
        resources: &[strata_engine::PolicyResource<'_>],
    ) -> Vec<strata_engine::Violation> {
        self.log
            .lock()
            .unwrap()
            .push(format!("stack policy on {}", resources.len()));
        if resources.len() <= self.max {
            return vec![];
        }
        vec![strata_engine::Violation {
            pack: "rules".into(),
            policy: "size".into(),
            enforcement: self.stack_level,
            message: format!("{} resources", resources.len()),
            path: String::new(),
            urn: None,
        }]
    }
}

/// A mandatory violation fails its resource's step before any provider call that changes
/// something (in a preview too); an advisory one is reported and the step runs; the stack
/// policies see every resource the run leaves, after it; unchanged resources are not checked
/// again; every violation is an event and is counted.
#[tokio::test]
async fn policies_stop_a_mandatory_violation_before_any_change_and_report_the_rest() {
    use strata_engine::Enforcement;
    let w = World::new();
    let rules = Arc::new(Rules {
        log: w.fake.log.clone(),
        max: 1,
        stack_level: Enforcement::Advisory,
    });
    let opts = |preview| UpdateOptions {
        preview,
        parallel: 4,
        policies: strata_engine::Policies(Some(rules.clone() as Arc<dyn strata_engine::Policy>)),
        ..Default::default()
    };
    let regs = || {
        vec![
            res(
                "open",
                json!({"name": "open", "value": "public", "team": "a"}),
            ),
            res("plain", json!({"name": "plain", "value": "1"})),
            res(
                "tagged",
                json!({"name": "tagged", "value": "2", "team": "b"}),
            ),
        ]
    };
    for preview in [true, false] {
        let r = w.update_with(regs(), opts(preview)).await;
        let log = w.log();
        assert_eq!(r.failures.len(), 1, "{:?}", r.failures);
        assert_eq!(
            r.failures[0].kind,
            strata_engine::ErrorKind::PolicyViolation
        );
        assert!(
            r.failures[0]
                .error
                .contains("mandatory policy `private` of pack `rules` at `value`"),
            "{}",
            r.failures[0].error
        );
        assert!(log.contains(&"started plain".to_string()), "{log:?}");
        assert_eq!(r.summary.policy_violations, 1);
        if preview {
            // A preview runs every policy: it goes on past the violation, and judges the
            // stack it would leave.
            assert_eq!(r.summary.policy_warnings, 2, "plain has no team; the size");
            assert!(log.contains(&"stack policy on 3".to_string()), "{log:?}");
        } else {
            assert!(
                !log.iter()
                    .any(|l| l.ends_with(" open") && !l.starts_with("policy")),
                "no step of a refused resource: {log:?}"
            );
            assert_eq!(r.summary.policy_warnings, 1, "plain has no team");
            // A step failed: the stack is not judged on what it lacks.
            assert!(
                !log.iter().any(|l| l.starts_with("stack policy")),
                "{log:?}"
            );
        }
        w.fake.log.lock().unwrap().clear();
    }

    // Complying, the stack policy sees all three after the run, and warns.
    let mut w = w;
    let mut regs = regs();
    regs[0] = res(
        "open",
        json!({"name": "open", "value": "private", "team": "a"}),
    );
    let r = w.update_with(regs.clone(), opts(false)).await;
    assert!(r.failures.is_empty(), "{:?}", r.failures);
    let log = w.log();
    assert!(log.contains(&"stack policy on 3".to_string()), "{log:?}");
    assert_eq!(
        r.summary.policy_warnings, 2,
        "plain's tag, and the stack's size"
    );
    w.state = r.snapshot;
    // Unchanged: every resource is asked about still (a pack added to a deployed stack judges
    // what is there), as unchanged; and the stack policy.
    w.fake.log.lock().unwrap().clear();
    let r = w.update_with(regs.clone(), opts(false)).await;
    let log = w.log();
    for name in ["open", "plain", "tagged"] {
        assert!(log.contains(&format!("policy same {name}")), "{log:?}");
    }
    assert!(log.contains(&"stack policy on 3".to_string()), "{log:?}");
    assert_eq!(counts(&r), BTreeMap::from([("same", 3)]));
    assert_eq!(r.summary.policy_warnings, 2, "plain's tag, and the size");

    // An unchanged resource that breaks a mandatory policy fails its step, and nothing is
    // changed: the policy judges what is there, whether or not this run touches it.
    let mut broken = regs.clone();
    broken[1] = res("plain", json!({"name": "plain", "value": "public"}));
    let was = w.state.clone();
    // Deployed before the pack was added.
    let r = w
        .update_with(
            broken.clone(),
            UpdateOptions {
                parallel: 4,
                ..Default::default()
            },
        )
        .await;
    assert!(r.failures.is_empty(), "{:?}", r.failures);
    w.state = r.snapshot;
    let r = w.update_with(broken, opts(false)).await;
    assert_eq!(counts(&r), BTreeMap::from([("same", 2)]), "plain failed");
    assert_eq!(r.failures.len(), 1, "{:?}", r.failures);
    assert!(
        r.failures[0]
            .error
            .contains("is unchanged, and mandatory policy `private`"),
        "{}",
        r.failures[0].error
    );
    w.state = was;

    // A mandatory stack policy fails the run (its changes are made: it judges the result).
    let strict = Arc::new(Rules {
        log: w.fake.log.clone(),
        max: 1,
        stack_level: Enforcement::Mandatory,
    });
    let r = w
        .update_with(
            regs,
            UpdateOptions {
                parallel: 4,
                policies: strata_engine::Policies(Some(strict as Arc<dyn strata_engine::Policy>)),
                ..Default::default()
            },
        )
        .await;
    assert_eq!(r.failures.len(), 1);
    assert_eq!(r.failures[0].resource, "the stack policies");
    assert!(
        r.failures[0].error.contains("3 resources"),
        "{}",
        r.failures[0].error
    );
}

/// A targeted run judges the whole stack: the stack policies see every resource (those left
/// alone as recorded), and a resource left alone that breaks a mandatory policy fails the run
/// (in the preview `up` runs first, it blocks the update), though nothing asks to change it.
#[tokio::test]
async fn a_targeted_run_judges_the_resources_it_leaves_alone() {
    use strata_engine::Enforcement;
    let mut w = World::new();
    let regs = vec![
        res(
            "open",
            json!({"name": "open", "value": "public", "team": "a"}),
        ),
        res("plain", json!({"name": "plain", "value": "1", "team": "a"})),
    ];
    // Deployed before any pack.
    let r = w
        .update_with(
            regs.clone(),
            UpdateOptions {
                parallel: 4,
                ..Default::default()
            },
        )
        .await;
    assert!(r.failures.is_empty());
    w.state = r.snapshot;
    let rules = Arc::new(Rules {
        log: w.fake.log.clone(),
        max: 10,
        stack_level: Enforcement::Advisory,
    });
    let mut more = regs.clone();
    more.push(res(
        "new",
        json!({"name": "new", "value": "2", "team": "a"}),
    ));
    for preview in [true, false] {
        w.fake.log.lock().unwrap().clear();
        let r = w
            .update_with(
                more.clone(),
                UpdateOptions {
                    preview,
                    parallel: 4,
                    targets: strata_engine::Targets {
                        include: vec!["*new".into()],
                        ..Default::default()
                    },
                    policies: strata_engine::Policies(Some(
                        rules.clone() as Arc<dyn strata_engine::Policy>
                    )),
                    ..Default::default()
                },
            )
            .await;
        let log = w.log();
        assert!(log.contains(&"policy same open".to_string()), "{log:?}");
        assert_eq!(r.failures.len(), 1, "{:?}", r.failures);
        assert!(
            r.failures[0]
                .error
                .contains("is not targeted and is unchanged, and mandatory policy `private`"),
            "{}",
            r.failures[0].error
        );
    }
    // Complying, the stack policies see all three, the two left alone as recorded.
    let mut ok = more.clone();
    ok[0] = res(
        "open",
        json!({"name": "open", "value": "private", "team": "a"}),
    );
    let r = w
        .update_with(
            ok.clone(),
            UpdateOptions {
                parallel: 4,
                ..Default::default()
            },
        )
        .await;
    assert!(r.failures.is_empty());
    w.state = r.snapshot;
    w.fake.log.lock().unwrap().clear();
    ok.push(res(
        "later",
        json!({"name": "later", "value": "3", "team": "a"}),
    ));
    let r = w
        .update_with(
            ok,
            UpdateOptions {
                parallel: 4,
                targets: strata_engine::Targets {
                    include: vec!["*later".into()],
                    ..Default::default()
                },
                policies: strata_engine::Policies(Some(
                    rules.clone() as Arc<dyn strata_engine::Policy>
                )),
                ..Default::default()
            },
        )
        .await;
    assert!(r.failures.is_empty(), "{:?}", r.failures);
    assert!(
        w.log().contains(&"stack policy on 4".to_string()),
        "{:?}",
        w.log()
    );
}

/// A preview runs every policy on every resource: past a mandatory violation, what depends on
/// the refused resource is checked too (its own violation reported), and the preview fails;
/// `up` stops the refused resource's dependents.
#[tokio::test]
async fn a_preview_checks_what_depends_on_a_refused_resource() {
    use strata_engine::Enforcement;
    let w = World::new();
    let rules = Arc::new(Rules {
        log: w.fake.log.clone(),
        max: 10,
        stack_level: Enforcement::Advisory,
    });
    let regs = vec![
        res(
            "open",
            json!({"name": "open", "value": "public", "team": "a"}),
        ),
        res(
            "child",
            json!({"name": "child", "value": "public", "team": "a",
                   "from": marker::reference(0, Some("echo"))}),
        ),
    ];
    for preview in [true, false] {
        w.fake.log.lock().unwrap().clear();
        let r = w
            .update_with(
                regs.clone(),
                UpdateOptions {
                    preview,
                    parallel: 4,
                    policies: strata_engine::Policies(Some(
                        rules.clone() as Arc<dyn strata_engine::Policy>
                    )),
                    ..Default::default()
                },
            )
            .await;
        let log = w.log();
        let failed: Vec<&str> = r.failures.iter().map(|f| f.resource.as_str()).collect();
        if preview {
            assert!(log.contains(&"policy create child".to_string()), "{log:?}");
            assert_eq!(failed.len(), 2, "{:?}", r.failures);
            assert_eq!(r.summary.policy_violations, 2);
        } else {
            assert!(!log.iter().any(|l| l.contains("child")), "{log:?}");
            assert_eq!(failed.len(), 1, "{:?}", r.failures);
            assert_eq!(r.skipped, 1);
        }
    }
}

/// Remembers what it is told ahead, and checks that every resource that names its place there
/// is that resource, exactly.
#[derive(Default)]
struct Ahead {
    told: Mutex<Vec<(String, Value, bool)>>,
    named: AtomicUsize,
    asked: AtomicUsize,
}

#[async_trait]
impl strata_engine::Policy for Ahead {
    fn checks_stack(&self) -> bool {
        false
    }
    async fn ahead(&self, resources: &[strata_engine::PolicyResource<'_>]) {
        *self.told.lock().unwrap() = resources
            .iter()
            .map(|r| (r.urn.0.clone(), r.inputs.clone(), r.protect))
            .collect();
    }
    async fn validate_resource(
        &self,
        r: &strata_engine::PolicyResource<'_>,
    ) -> Vec<strata_engine::Violation> {
        self.asked.fetch_add(1, Ordering::SeqCst);
        if let Some(k) = r.ahead {
            let told = self.told.lock().unwrap();
            let (urn, inputs, protect) = &told[k as usize];
            assert_eq!((urn, inputs, protect), (&r.urn.0, r.inputs, &r.protect));
            self.named.fetch_add(1, Ordering::SeqCst);
        }
        vec![]
    }
    async fn validate_stack(
        &self,
        _: &[strata_engine::PolicyResource<'_>],
    ) -> Vec<strata_engine::Violation> {
        vec![]
    }
}

/// The creates whose inputs the plan knows are handed to the policies before the run, and each
/// step that is exactly one of them names its place; a resource whose inputs read another's
/// output is not among them, and a resource the state holds is not asked about again.
#[tokio::test]
async fn known_creates_are_told_ahead_and_each_names_its_place() {
    let mut w = World::new();
    let policy = Arc::new(Ahead::default());
    let opts = || UpdateOptions {
        parallel: 4,
        policies: strata_engine::Policies(Some(policy.clone() as Arc<dyn strata_engine::Policy>)),
        ..Default::default()
    };
    let regs = vec![
        res("a", json!({"name": "a", "value": 1})),
        res(
            "b",
            json!({"name": "b", "from": marker::reference(0, Some("echo"))}),
        ),
        res("c", json!({"name": "c", "value": 3})),
    ];
    let r = w.update_with(regs.clone(), opts()).await;
    assert!(r.failures.is_empty(), "{:?}", r.failures);
    let told: Vec<String> = policy
        .told
        .lock()
        .unwrap()
        .iter()
        .map(|t| t.0.clone())
        .collect();
    assert_eq!(told.len(), 2, "a and c, not b (it reads a): {told:?}");
    assert_eq!(policy.asked.load(Ordering::SeqCst), 3);
    assert_eq!(policy.named.load(Ordering::SeqCst), 2);
    w.state = r.snapshot;
    let r = w.update_with(regs, opts()).await;
    assert!(r.failures.is_empty());
    assert_eq!(
        policy.told.lock().unwrap().len(),
        3,
        "every recorded resource, as recorded"
    );
    assert_eq!(
        policy.asked.load(Ordering::SeqCst),
        6,
        "unchanged: asked again"
    );
    assert_eq!(
        policy.named.load(Ordering::SeqCst),
        5,
        "each unchanged one names its place"
    );
}

/// A stack output that holds a known secret's plaintext, however it got there (written out by
/// the program, read from a resource, inside a list or a longer string), is recorded as a
/// secret; one that holds none is recorded as it is.
#[tokio::test]
async fn a_stack_output_holding_a_known_secret_is_recorded_sealed() {
    let w = World::new();
    let secrets = Arc::new(strata_model::KnownSecrets::new());
    secrets.learn_text("hunter2-pw");
    let decls = Declarations {
        registrations: vec![res("a", json!({"value": "hunter2-pw"}))],
        outputs: Some(json!({
            "plain": "hunter2-pw",
            "inside": {"list": ["ok", "user:hunter2-pw@db"]},
            "read": marker::reference(0, Some("echo")),
            "fine": "nothing secret",
        })),
        ..Default::default()
    };
    let opts = UpdateOptions {
        stack: "s".into(),
        project: "p".into(),
        parallel: 1,
        secrets,
        ..Default::default()
    };
    let r = update(
        opts,
        w.state.clone(),
        plan("s", "p", decls).unwrap(),
        None,
        Arc::new(One(w.fake.clone())),
        Some(w.journal.clone()),
        Arc::new(LogEvents(w.fake.log.clone(), false)),
    )
    .await;
    let out = &r.snapshot.outputs;
    assert_eq!(out["plain"], marker::secret(json!("hunter2-pw")), "{out}");
    assert_eq!(
        out["inside"]["list"][1],
        marker::secret(json!("user:hunter2-pw@db")),
        "{out}"
    );
    assert!(marker::is_secret(&out["read"]), "{out}");
    assert_eq!(out["fine"], json!("nothing secret"));
    assert_eq!(out["inside"]["list"][0], json!("ok"));
}
