//! The typed events of an operation, and the two interfaces a caller gives one: an
//! [`Observer`] of events and an [`Asker`] for the few questions a run asks.
//!
//! The terminal renderer of the `strata` binary is one observer; `--json` is another, which
//! writes each event as one line with [`Event::json`]: the event as its type of `strata-wire`,
//! the library's contract with programs that read it (the TypeScript and Python automation
//! packages, the console, CI scripts), whose schema and declarations are generated from those
//! types. `docs/events.md` documents it, and [`SCHEMA_VERSION`] says which revision of it a
//! stream follows.

use std::sync::Arc;
use std::time::Duration;
use strata_engine::{PropertyChange, StepFailure};
use strata_model::{OpKind, PendingOperation, ResourceState, Value};
use strata_wire as wire;

/// The revision of the `--json` stream (the wire types' crate has each one's changes).
pub use strata_wire::SCHEMA_VERSION;
/// How much a [`Event::Diagnostic`] matters; what a workspace will do to a stack it does not
/// run ([`Event::StackPlanned`]). The wire's own types: nothing converts them.
pub use strata_wire::{Severity, StackPlan};

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
    /// Something said to the person running the operation; `code` says what it is about, for
    /// programs that branch on it (the codes are listed in `docs/events.md`).
    Diagnostic {
        severity: Severity,
        code: Option<&'static str>,
        message: String,
    },
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
    /// started (a watch's own events are timed by the clock instead). Every event is a line:
    /// a diagnostic too, as the terminal says it.
    pub fn json(&self, time_ms: f64) -> String {
        self.wire(time_ms).to_json()
    }

    /// The event as the stream's type ([`strata_wire::Line`]), `time_ms` after the command
    /// started.
    pub fn wire(&self, time_ms: f64) -> wire::Line {
        match self {
            Event::Started {
                kind,
                stack,
                project,
                preview,
            } => wire::OperationStarted {
                operation: operation(*kind),
                stack: stack.clone(),
                project: project.clone(),
                preview: *preview,
                schema_version: wire::SchemaVersion::default(),
                time_ms,
            }
            .into(),
            Event::Engine(e) => engine(e, time_ms),
            Event::Log { level, message } => wire::Log {
                level: level.clone(),
                message: message.clone(),
                time_ms,
            }
            .into(),
            Event::Diagnostic {
                severity,
                code,
                message,
            } => wire::Diagnostic {
                severity: *severity,
                code: code.map(str::to_string),
                message: message.clone(),
                time_ms,
            }
            .into(),
            Event::Stale { stack, outputs } => wire::Stale {
                stack: stack.clone(),
                outputs: outputs.clone(),
                time_ms,
            }
            .into(),
            Event::LockLost(l) => {
                let (late_record, late_record_error) = match &l.late_record {
                    Some(Ok(at)) => (Some(at.clone()), None),
                    Some(Err(e)) => (None, Some(e.clone())),
                    None => (None, None),
                };
                wire::LockLost {
                    stack: l.stack.clone(),
                    in_flight: l
                        .in_flight
                        .iter()
                        .map(|p| wire::InFlight {
                            op: op(p.op),
                            urn: p.urn.0.clone(),
                            ty: p.ty.clone(),
                            name: p.urn.name().into(),
                            id: p.id.clone(),
                        })
                        .collect(),
                    made: l
                        .made
                        .iter()
                        .map(|r| wire::Made {
                            urn: r.urn.0.clone(),
                            ty: r.ty.clone(),
                            name: r.urn.name().into(),
                            id: r.id.clone(),
                        })
                        .collect(),
                    late_record,
                    late_record_error,
                    time_ms,
                }
                .into()
            }
            Event::StackStarted { stack, command } => wire::StackStarted {
                stack: stack.clone(),
                command: verb(*command),
                time_ms,
            }
            .into(),
            Event::StackDone(o) => wire::StackDone {
                stack: o.stack.clone(),
                command: verb(o.command),
                result: o.result,
                summary: o.summary.as_ref().map(counts),
                error: o.message.clone(),
                duration_ms: o.elapsed.as_millis() as u64,
                time_ms,
            }
            .into(),
            Event::StackPlanned { stack, plan } => wire::StackPlanned {
                stack: stack.clone(),
                plan: *plan,
                time_ms,
            }
            .into(),
            // A watch's events are timed by the clock (milliseconds since the Unix epoch).
            Event::Watch(w) => watch(w),
            // The summary object is not an event: it has no `event` and no time.
            Event::Summary(s) => wire::Summary {
                summary: counts(&s.counts),
                failed: s.failures.len() as u64,
                skipped: s.skipped as u64,
                interrupted: s.interrupted as u64,
                failures: s.failures.iter().map(failure).collect(),
                outputs: s.outputs.clone(),
                preview: s.preview,
                ok: s.ok(),
                duration_ms: s.duration.as_millis() as u64,
                state_bytes_written: s.state_bytes_written,
                state_requests: s.state_requests,
                peak_rss_bytes: s.peak_rss_bytes,
                http_requests: wire::OrderedMap(s.http_requests.clone()),
                schema_version: wire::SchemaVersion::default(),
            }
            .into(),
        }
    }
}

/// The summary object of an operation that failed outside any step (refused before it
/// started, or its state could not be saved): `ok: false`, nothing counted, and the reason as its
/// one failure, named after `what` (the stack), with the error's kind. A `--json` run ends with
/// a summary object on every path.
pub fn refused_json(what: &str, preview: bool, error: &crate::Error, duration: Duration) -> String {
    wire::Line::from(wire::Summary {
        summary: wire::Counts::default(),
        failed: 1,
        skipped: 0,
        interrupted: 0,
        failures: vec![wire::Failure {
            resource: what.into(),
            kind: error.kind().as_str().into(),
            error: error.to_string(),
        }],
        outputs: Value::Object(Default::default()),
        preview,
        ok: false,
        duration_ms: duration.as_millis() as u64,
        state_bytes_written: 0,
        state_requests: 0,
        peak_rss_bytes: None,
        http_requests: wire::OrderedMap::default(),
        schema_version: wire::SchemaVersion::default(),
    })
    .to_json()
}

/// The summary object that ends a graph run (a workspace command, a cascade): each stack's
/// outcome, whether all went well, and the workspace's name for a workspace command.
pub fn graph_summary_json(
    outcomes: &[crate::graph::StackOutcome],
    workspace: Option<String>,
) -> String {
    wire::Line::from(wire::GraphSummary {
        stacks: outcomes
            .iter()
            .map(|o| wire::StackOutcome {
                stack: o.stack.clone(),
                result: o.result,
                summary: o.summary.as_ref().map(counts),
                error: o.message.clone(),
                duration_ms: o.elapsed.as_millis() as u64,
            })
            .collect(),
        ok: outcomes.iter().all(crate::graph::StackOutcome::ok),
        workspace,
    })
    .to_json()
}

/// A step's line (a large run has two per resource: each is built from the event and written
/// once, never through a JSON value).
fn engine(e: &strata_engine::Event, time_ms: f64) -> wire::Line {
    use strata_engine::Event as E;
    match e {
        E::StepStarted {
            urn,
            op: o,
            changes,
            delete_first,
        } => wire::StepStarted {
            urn: urn.0.clone(),
            ty: urn.ty().into(),
            name: urn.name().into(),
            op: op(*o),
            changes: changes.iter().map(change).collect(),
            delete_first: *delete_first,
            time_ms,
        }
        .into(),
        E::StepDone {
            urn,
            op: o,
            elapsed,
        } => wire::StepDone {
            urn: urn.0.clone(),
            ty: urn.ty().into(),
            name: urn.name().into(),
            op: op(*o),
            elapsed_ms: wire::millis(*elapsed),
            time_ms,
        }
        .into(),
        E::StepFailed {
            urn,
            op: o,
            kind,
            error,
        } => wire::StepFailed {
            urn: urn.0.clone(),
            ty: urn.ty().into(),
            name: urn.name().into(),
            op: o.map(op),
            kind: failure_kind(*kind),
            error: error.clone(),
            time_ms,
        }
        .into(),
        E::StepSkipped { urn, cause } => wire::StepSkipped {
            urn: urn.0.clone(),
            ty: urn.ty().into(),
            name: urn.name().into(),
            cause: cause.clone(),
            time_ms,
        }
        .into(),
        E::Warning { message } => wire::EngineWarning {
            message: message.clone(),
            time_ms,
        }
        .into(),
        E::PolicyViolation(v) => wire::PolicyViolation {
            urn: v.urn.as_ref().map(|u| u.0.clone()),
            ty: v.urn.as_ref().map(|u| u.ty().to_string()),
            name: v.urn.as_ref().map(|u| u.name().to_string()),
            pack: v.pack.clone(),
            policy: v.policy.clone(),
            enforcement: match v.enforcement {
                strata_engine::Enforcement::Mandatory => wire::Enforcement::Mandatory,
                // The engine reports no violation of a disabled policy, and a remediation is
                // a fix, not a violation.
                strata_engine::Enforcement::Advisory
                | strata_engine::Enforcement::Disabled
                | strata_engine::Enforcement::Remediate => wire::Enforcement::Advisory,
            },
            message: v.message.clone(),
            path: v.path.clone(),
            time_ms,
        }
        .into(),
        E::PolicyRemediation { urn, remediation } => wire::PolicyRemediation {
            urn: urn.0.clone(),
            ty: urn.ty().into(),
            name: urn.name().into(),
            pack: remediation.pack.clone(),
            policy: remediation.policy.clone(),
            message: remediation.message.clone(),
            properties: remediation.inputs.keys().cloned().collect(),
            time_ms,
        }
        .into(),
    }
}

fn watch(w: &crate::watch::WatchEvent) -> wire::Line {
    use crate::watch::WatchEvent as W;
    let time_ms = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64);
    match w {
        W::Started { stack, paths } => wire::WatchStarted {
            stack: stack.clone(),
            paths: paths.iter().map(|p| p.display().to_string()).collect(),
            time_ms,
        }
        .into(),
        W::RunStarted { run, changed } => wire::RunStarted {
            run: *run,
            changed: changed.iter().cloned().collect(),
            time_ms,
        }
        .into(),
        W::Interrupted { run } => wire::Interrupted { run: *run, time_ms }.into(),
        W::RunDone {
            run,
            result,
            seconds,
        } => {
            let mut done = wire::RunDone {
                run: *run,
                ok: false,
                summary: None,
                failures: None,
                interrupted: None,
                error: None,
                deployed: None,
                seconds: *seconds,
                time_ms,
            };
            match result {
                Ok(r) => {
                    done.ok = r.ok();
                    done.summary = Some(counts(&r.summary));
                    done.failures = Some(r.failures.iter().map(failure).collect());
                    done.interrupted = Some(r.interrupted as u64);
                }
                Err((error, deployed)) => {
                    done.error = Some(error.clone());
                    done.deployed = Some(*deployed);
                }
            }
            done.into()
        }
        W::Waiting => wire::Waiting { time_ms }.into(),
        W::Stopped { runs } => wire::WatchStopped {
            runs: *runs,
            time_ms,
        }
        .into(),
    }
}

// The library's types as the wire's.

fn operation(k: Kind) -> wire::Operation {
    match k {
        Kind::Preview => wire::Operation::Preview,
        Kind::Up => wire::Operation::Up,
        Kind::Destroy => wire::Operation::Destroy,
        Kind::Refresh => wire::Operation::Refresh,
        Kind::Import => wire::Operation::Import,
    }
}

fn op(o: OpKind) -> wire::Op {
    match o {
        OpKind::Create => wire::Op::Create,
        OpKind::Update => wire::Op::Update,
        OpKind::Replace => wire::Op::Replace,
        OpKind::Delete => wire::Op::Delete,
        OpKind::Same => wire::Op::Same,
        OpKind::Import => wire::Op::Import,
        OpKind::Refresh => wire::Op::Refresh,
    }
}

fn change(c: &PropertyChange) -> wire::PropertyChange {
    use strata_engine::DiffKind;
    wire::PropertyChange {
        property: c.property.clone(),
        kind: match c.kind {
            DiffKind::Add => wire::ChangeKind::Add,
            DiffKind::Delete => wire::ChangeKind::Delete,
            DiffKind::Update => wire::ChangeKind::Update,
        },
        old: c.old.clone().unwrap_or(Value::Null),
        new: c.new.clone().unwrap_or(Value::Null),
        replaces: c.replaces,
    }
}

fn failure_kind(k: strata_engine::ErrorKind) -> wire::FailureKind {
    use strata_engine::ErrorKind as E;
    match k {
        E::Interrupted => wire::FailureKind::Interrupted,
        E::TimedOut => wire::FailureKind::TimedOut,
        E::Denied => wire::FailureKind::Denied,
        E::InvalidInputs => wire::FailureKind::InvalidInputs,
        E::ProviderFailed => wire::FailureKind::ProviderFailed,
        E::Crashed => wire::FailureKind::Crashed,
        E::Invalid => wire::FailureKind::Invalid,
        E::PolicyViolation => wire::FailureKind::PolicyViolation,
        E::Internal => wire::FailureKind::Internal,
    }
}

fn failure(f: &StepFailure) -> wire::Failure {
    wire::Failure {
        resource: f.resource.clone(),
        kind: failure_kind(f.kind).as_str().into(),
        error: f.error.clone(),
    }
}

fn counts(s: &strata_engine::Summary) -> wire::Counts {
    wire::Counts {
        create: s.create as u64,
        update: s.update as u64,
        replace: s.replace as u64,
        delete: s.delete as u64,
        same: s.same as u64,
        import: s.import as u64,
        refresh: s.refresh as u64,
        policy_violations: s.policy_violations as u64,
        policy_warnings: s.policy_warnings as u64,
    }
}

fn verb(v: crate::graph::Verb) -> wire::Command {
    use crate::graph::Verb;
    match v {
        Verb::Preview => wire::Command::Preview,
        Verb::Up => wire::Command::Up,
        Verb::Destroy => wire::Command::Destroy,
    }
}
