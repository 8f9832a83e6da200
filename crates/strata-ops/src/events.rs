//! The typed events of an operation, and the two interfaces a caller gives one: an
//! [`Observer`] of events and an [`Asker`] for the few questions a run asks.
//!
//! The terminal renderer of the `strata` binary is one observer; `--json` is another, which
//! writes each event as one line with [`Event::json`]. That serialization is the library's
//! contract with programs that read it (the TypeScript and Python automation packages, CI
//! scripts): `docs/events.md` documents it, and [`SCHEMA_VERSION`] says which revision of it a
//! stream follows.

use std::sync::Arc;
use std::time::Duration;
use strata_engine::{PropertyChange, StepFailure};
use strata_model::{OpKind, PendingOperation, ResourceState, Urn, Value};

/// The revision of the `--json` stream. 1: the lines before they were typed (no version said).
/// 2: the same lines and fields, plus `operation-started` (which carries this number),
/// `schema_version` in the summary object, `time_ms` in `stack-started` and `stack-done`, and
/// `stack-planned`. 3: `policy-violation`; `policy_violations` and `policy_warnings` in the
/// summary's counts; the failure kind `policy-violation`.
pub const SCHEMA_VERSION: u32 = 3;

/// Which operation runs on a stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    Preview,
    Up,
    Destroy,
    Refresh,
    /// `strata import`: adopt one existing resource (the program is not run).
    Import,
}

impl Kind {
    /// The command's name: `preview`, `up`, ….
    pub fn name(self) -> &'static str {
        match self {
            Kind::Preview => "preview",
            Kind::Up => "up",
            Kind::Destroy => "destroy",
            Kind::Refresh => "refresh",
            Kind::Import => "import",
        }
    }

    /// Whether the operation runs the program.
    pub fn runs_program(self) -> bool {
        matches!(self, Kind::Preview | Kind::Up)
    }
}

/// How much a [`Event::Diagnostic`] matters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Severity {
    /// Progress for people ("Building the program: …", "Saved the plan …").
    Info,
    /// Something worth knowing that changes nothing (`note: …`).
    Note,
    /// Something that may be wrong (`warning: …`).
    Warning,
    /// Something that failed without ending the library call (`error: …`).
    Error,
}

/// A run whose lock was lost: what its calls made after that, and the calls whose outcome is
/// unknown.
#[derive(Clone, Debug)]
pub struct LockLost {
    pub stack: String,
    /// Calls that ended without an outcome: the next holder finds them pending.
    pub in_flight: Vec<PendingOperation>,
    /// What this run's calls made that its base did not hold.
    pub made: Vec<Arc<ResourceState>>,
    /// Where the record of late outcomes was written (`Ok`), or why it was not (`Err`); `None`
    /// when there was nothing to record.
    pub late_record: Option<Result<String, String>>,
}

/// The end of one engine run (a preview or the real thing): its counts, failures, outputs and
/// costs.
#[derive(Clone, Debug)]
pub struct Summary {
    pub preview: bool,
    pub counts: strata_engine::Summary,
    pub failures: Vec<StepFailure>,
    pub skipped: usize,
    pub interrupted: usize,
    /// The stack outputs, secrets redacted.
    pub outputs: Value,
    pub duration: Duration,
    pub state_bytes_written: u64,
    pub state_requests: u64,
    pub peak_rss_bytes: Option<u64>,
    /// HTTP requests each provider sent (those that sent any).
    pub http_requests: Vec<(String, u64)>,
}

impl Summary {
    pub fn ok(&self) -> bool {
        self.failures.is_empty() && self.interrupted == 0
    }
}

/// Everything an operation tells its caller while it runs.
#[derive(Clone, Debug)]
pub enum Event {
    /// An operation on a stack begins, or its preview (`preview`).
    Started {
        kind: Kind,
        stack: String,
        project: String,
        preview: bool,
    },
    /// A step of the engine starts, ends, fails or is skipped; or the engine warns.
    Engine(strata_engine::Event),
    /// A line a guest logged.
    Log { level: String, message: String },
    /// Something said to the person running the operation.
    Diagnostic { severity: Severity, message: String },
    /// Stack `stack` reads outputs this update changed: it is now out of date.
    Stale { stack: String, outputs: Vec<String> },
    /// The stack's lock was lost during the run.
    LockLost(Box<LockLost>),
    /// An engine run ended.
    Summary(Box<Summary>),
    /// A graph run (a workspace, a cascade) starts a stack's operation; its events go to
    /// [`Observer::member`]'s observer.
    StackStarted {
        stack: String,
        command: crate::graph::Verb,
    },
    /// A graph run's stack is done (or failed, or was skipped).
    StackDone(Box<crate::graph::StackOutcome>),
    /// What a workspace operation will do to a stack without running its operation.
    StackPlanned { stack: String, plan: StackPlan },
    /// `watch`: it started, a run started or ended, it waits, it stopped.
    Watch(Box<crate::watch::WatchEvent>),
}

/// See [`Event::StackPlanned`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum StackPlan {
    /// Removed from the workspace file: `up` destroys it.
    Removed,
    /// `destroy` deletes every resource of it.
    Destroyed,
}

/// Whoever watches an operation: the terminal, a `--json` stream, a test, a web console.
pub trait Observer: Send + Sync {
    fn event(&self, event: Event);

    /// The observer of the operation on `stack`, one stack of a graph run (a workspace, a
    /// cascade); by default, none.
    fn member(&self, stack: &crate::links::StackName) -> Arc<dyn Observer> {
        let _ = stack;
        Arc::new(Quiet)
    }
}

/// An observer that drops everything.
pub struct Quiet;

impl Observer for Quiet {
    fn event(&self, _: Event) {}
}

/// The few questions an operation asks, answered by a person (the terminal) or by a policy.
pub trait Asker: Send + Sync {
    /// Whether anyone answers: without, an operation that needs an answer fails and says
    /// which flag gives it.
    fn can_ask(&self) -> bool;
    /// Go ahead with `question`?
    fn confirm(&self, question: &str) -> bool;
    /// How to settle an interrupted create: import what the provider finds, import an id, or
    /// clear it.
    fn settle(&self, create: &PendingOperation) -> anyhow::Result<strata_engine::Settle>;
}

/// No one answers: operations that would ask need their flags (`yes`, …).
pub struct NoQuestions;

impl Asker for NoQuestions {
    fn can_ask(&self) -> bool {
        false
    }
    fn confirm(&self, _: &str) -> bool {
        false
    }
    fn settle(&self, create: &PendingOperation) -> anyhow::Result<strata_engine::Settle> {
        anyhow::bail!(
            "no one to ask how to settle the interrupted create of {}",
            create.urn
        )
    }
}

/// Feeds the engine's events to an observer.
pub(crate) struct EngineEvents(pub Arc<dyn Observer>);

impl strata_engine::EventSink for EngineEvents {
    fn emit(&self, event: strata_engine::Event) {
        self.0.event(Event::Engine(event));
    }
}

impl Event {
    /// The event as one `--json` line (without its newline), `time_ms` after the command
    /// started; `None` for what the stream does not carry (diagnostics go to people, on
    /// stderr).
    pub fn json(&self, time_ms: f64) -> Option<String> {
        use serde_json::json;
        let v = match self {
            Event::Started {
                kind,
                stack,
                project,
                preview,
            } => json!({
                "event": "operation-started", "operation": kind, "stack": stack,
                "project": project, "preview": preview, "schema_version": SCHEMA_VERSION,
            }),
            Event::Engine(e) => return Some(engine_json(e, time_ms)),
            Event::Log { level, message } => {
                json!({"event": "log", "level": level, "message": message})
            }
            Event::Diagnostic { .. } => return None,
            Event::Stale { stack, outputs } => {
                json!({"event": "stale", "stack": stack, "outputs": outputs})
            }
            Event::LockLost(l) => {
                let ops: Vec<Value> = l
                    .in_flight
                    .iter()
                    .map(|p| json!({"op": p.op, "urn": p.urn, "type": p.ty, "name": p.urn.name(), "id": p.id}))
                    .collect();
                let made: Vec<Value> = l
                    .made
                    .iter()
                    .map(|r| json!({"urn": r.urn, "type": r.ty, "name": r.urn.name(), "id": r.id}))
                    .collect();
                let (at, error) = match &l.late_record {
                    Some(Ok(at)) => (Some(at.as_str()), None),
                    Some(Err(e)) => (None, Some(e.as_str())),
                    None => (None, None),
                };
                json!({"event": "lock-lost", "stack": l.stack, "in_flight": ops,
                    "made": made, "late_record": at, "late_record_error": error})
            }
            Event::StackStarted { stack, command } => {
                json!({"event": "stack-started", "stack": stack, "command": command})
            }
            Event::StackDone(o) => json!({
                "event": "stack-done", "stack": o.stack, "command": o.command,
                "result": o.result, "summary": o.summary, "error": o.message,
                "duration_ms": o.elapsed.as_millis() as u64,
            }),
            Event::StackPlanned { stack, plan } => {
                json!({"event": "stack-planned", "stack": stack, "plan": plan})
            }
            // A watch's events are timed by the clock (milliseconds since the Unix epoch).
            Event::Watch(w) => return Some(watch_json(w)),
            // The summary object is not an event: it has no `event` and no time.
            Event::Summary(s) => {
                let http: serde_json::Map<String, Value> = s
                    .http_requests
                    .iter()
                    .map(|(n, c)| (n.clone(), json!(c)))
                    .collect();
                return Some(
                    json!({
                        "summary": s.counts,
                        "failed": s.failures.len(),
                        "skipped": s.skipped,
                        "interrupted": s.interrupted,
                        "failures": s.failures,
                        "outputs": s.outputs,
                        "preview": s.preview,
                        "ok": s.ok(),
                        "duration_ms": s.duration.as_millis() as u64,
                        "state_bytes_written": s.state_bytes_written,
                        "state_requests": s.state_requests,
                        "peak_rss_bytes": s.peak_rss_bytes,
                        "http_requests": http,
                        "schema_version": SCHEMA_VERSION,
                    })
                    .to_string(),
                );
            }
        };
        let mut v = v;
        v["time_ms"] = json!(time_ms);
        Some(v.to_string())
    }
}

/// The summary object of an operation that failed outside any step (refused before it
/// started, or its state could not be saved): `ok: false`, nothing counted, and the reason as its
/// one failure, named after `what` (the stack), with the error's kind. A `--json` run ends with
/// a summary object on every path.
pub fn refused_json(what: &str, preview: bool, error: &crate::Error, duration: Duration) -> String {
    serde_json::json!({
        "summary": strata_engine::Summary::default(),
        "failed": 1,
        "skipped": 0,
        "interrupted": 0,
        "failures": [{"resource": what, "kind": error.kind().as_str(), "error": error.to_string()}],
        "outputs": {},
        "preview": preview,
        "ok": false,
        "duration_ms": duration.as_millis() as u64,
        "state_bytes_written": 0,
        "state_requests": 0,
        "peak_rss_bytes": null,
        "http_requests": {},
        "schema_version": SCHEMA_VERSION,
    })
    .to_string()
}

/// A step's line, written straight from the event: a large run has two per resource, and
/// building each as a JSON value first doubled its cost.
fn engine_json(e: &strata_engine::Event, time_ms: f64) -> String {
    use serde_json::json;
    #[derive(serde::Serialize)]
    struct Step<'a> {
        event: &'a str,
        urn: &'a Urn,
        #[serde(rename = "type")]
        ty: &'a str,
        name: &'a str,
        op: OpKind,
        #[serde(skip_serializing_if = "Option::is_none")]
        changes: Option<Value>,
        #[serde(skip_serializing_if = "Option::is_none")]
        elapsed_ms: Option<f64>,
        /// A replacement that deletes the old copy first.
        #[serde(rename = "deleteFirst", skip_serializing_if = "std::ops::Not::not")]
        delete_first: bool,
        time_ms: f64,
    }
    let line = |event: &str, urn: &Urn, op: OpKind, changes, elapsed_ms, delete_first| {
        serde_json::to_string(&Step {
            event,
            urn,
            ty: urn.ty(),
            name: urn.name(),
            op,
            changes,
            elapsed_ms,
            delete_first,
            time_ms,
        })
        .unwrap_or_default()
    };
    use strata_engine::Event as E;
    let v = match e {
        E::StepStarted {
            urn,
            op,
            changes,
            delete_first,
        } => {
            return line(
                "step-started",
                urn,
                *op,
                Some(changes_json(changes)),
                None,
                *delete_first,
            );
        }
        E::StepDone { urn, op, elapsed } => {
            return line(
                "step-done",
                urn,
                *op,
                None,
                Some(elapsed.as_secs_f64() * 1000.0),
                false,
            );
        }
        E::StepFailed {
            urn,
            op,
            kind,
            error,
        } => json!({
            "event": "step-failed", "urn": urn, "type": urn.ty(), "name": urn.name(), "op": op, "kind": kind, "error": error,
        }),
        E::StepSkipped { urn, cause } => json!({
            "event": "step-skipped", "urn": urn, "type": urn.ty(), "name": urn.name(), "cause": cause,
        }),
        E::Warning { message } => json!({"event": "warning", "message": message}),
        E::PolicyViolation(v) => json!({
            "event": "policy-violation", "urn": v.urn, "type": v.urn.as_ref().map(|u| u.ty()),
            "name": v.urn.as_ref().map(|u| u.name()), "pack": v.pack, "policy": v.policy,
            "enforcement": v.enforcement, "message": v.message, "path": v.path,
        }),
    };
    let mut v = v;
    v["time_ms"] = json!(time_ms);
    v.to_string()
}

fn changes_json(changes: &[PropertyChange]) -> Value {
    changes
        .iter()
        .map(|c| serde_json::json!({"property": c.property, "kind": c.kind, "old": c.old, "new": c.new, "replaces": c.replaces}))
        .collect()
}

fn watch_json(w: &crate::watch::WatchEvent) -> String {
    use crate::watch::WatchEvent as W;
    use serde_json::json;
    let mut v = match w {
        W::Started { stack, paths } => {
            json!({"event": "watch-started", "stack": stack, "paths": paths})
        }
        W::RunStarted { run, changed } => {
            json!({"event": "run-started", "run": run, "changed": changed})
        }
        W::Interrupted { run } => json!({"event": "interrupted", "run": run}),
        W::RunDone {
            run,
            result: Ok(r),
            seconds,
        } => json!({
            "event": "run-done", "run": run, "ok": r.ok(),
            "summary": r.summary, "failures": r.failures, "interrupted": r.interrupted,
            "seconds": seconds,
        }),
        W::RunDone {
            run,
            result: Err((error, deployed)),
            seconds,
        } => json!({
            "event": "run-done", "run": run, "ok": false, "error": error, "deployed": deployed,
            "seconds": seconds,
        }),
        W::Waiting => json!({"event": "waiting"}),
        W::Stopped { runs } => json!({"event": "watch-stopped", "runs": runs}),
    };
    v["time_ms"] = json!(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as u64)
    );
    v.to_string()
}
