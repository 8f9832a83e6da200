//! The lines of the `--json` stream (`docs/events.md`): each event (an object with `event`, its
//! kind, and `time_ms`), the summary object that ends an engine run, and the summary of a graph
//! of stacks. Field order is the order written.

use crate::OrderedMap;
use schemars::{JsonSchema, Schema, SchemaGenerator};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::borrow::Cow;

// ---------------------------------------------------------------------------------------------
// Values the events share.

/// The stream's revision ([`crate::SCHEMA_VERSION`]) as a line carries it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SchemaVersion(pub u32);

impl Default for SchemaVersion {
    fn default() -> SchemaVersion {
        SchemaVersion(crate::SCHEMA_VERSION)
    }
}

impl JsonSchema for SchemaVersion {
    fn inline_schema() -> bool {
        true
    }
    fn schema_name() -> Cow<'static, str> {
        "SchemaVersion".into()
    }
    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        schemars::json_schema!({
            "description": "The revision of the stream this line follows (docs/events.md).",
            "type": "integer",
            "const": crate::SCHEMA_VERSION,
        })
    }
}

/// Which operation runs on a stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Operation {
    Preview,
    Up,
    Destroy,
    Refresh,
    Import,
}

/// What a step does to a resource.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Op {
    Create,
    Update,
    Replace,
    Delete,
    Same,
    Import,
    Refresh,
}

/// How a property changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum ChangeKind {
    Add,
    Delete,
    Update,
}

/// What kind of failure a step had.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum FailureKind {
    Interrupted,
    TimedOut,
    Denied,
    InvalidInputs,
    ProviderFailed,
    Crashed,
    Invalid,
    PolicyViolation,
    Internal,
}

impl FailureKind {
    /// Its name on the wire: `timed-out`, ….
    pub fn as_str(self) -> &'static str {
        match self {
            FailureKind::Interrupted => "interrupted",
            FailureKind::TimedOut => "timed-out",
            FailureKind::Denied => "denied",
            FailureKind::InvalidInputs => "invalid-inputs",
            FailureKind::ProviderFailed => "provider-failed",
            FailureKind::Crashed => "crashed",
            FailureKind::Invalid => "invalid",
            FailureKind::PolicyViolation => "policy-violation",
            FailureKind::Internal => "internal",
        }
    }
}

/// What a policy violation does: a mandatory one also fails its step (or the run).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Enforcement {
    Advisory,
    Mandatory,
}

/// How much a diagnostic matters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Severity {
    /// Progress for people ("Building the program: …", "Saved the plan …").
    Info,
    /// Something worth knowing that changes nothing (`note: …`).
    Note,
    /// Something that may be wrong (`warning: …`).
    Warning,
    /// Something that failed without ending the operation (`error: …`).
    Error,
}

/// What a graph of stacks runs on each stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Command {
    Preview,
    Up,
    Destroy,
}

/// How one stack's operation in a graph went.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum StackResult {
    #[serde(rename = "done")]
    Done,
    #[serde(rename = "failed")]
    Failed,
    /// Not run on this user's behalf (a cascade's reader in a directory not vouched for).
    #[serde(rename = "skipped")]
    Skipped,
    /// A cascade's reader whose upstream outputs did not change.
    #[serde(rename = "up to date")]
    UpToDate,
    /// A stack before one failed (only in the graph's summary).
    #[serde(rename = "not run")]
    NotRun,
}

impl StackResult {
    /// Its name on the wire, as people read it too.
    pub fn as_str(self) -> &'static str {
        match self {
            StackResult::Done => "done",
            StackResult::Failed => "failed",
            StackResult::Skipped => "skipped",
            StackResult::UpToDate => "up to date",
            StackResult::NotRun => "not run",
        }
    }
}

/// What a workspace operation will do to a stack without running its operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum StackPlan {
    /// Removed from the workspace file: `up` destroys it.
    Removed,
    /// `destroy` deletes every resource of it.
    Destroyed,
}

/// A step's change of one property, secrets redacted.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[schemars(extend("additionalProperties" = false))]
pub struct PropertyChange {
    pub property: String,
    pub kind: ChangeKind,
    /// The value before (null when added).
    pub old: Value,
    /// The value after (null when deleted).
    pub new: Value,
    /// This change forces a replacement.
    pub replaces: bool,
}

/// Steps by kind, counted when they succeed; the last four only when not zero.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(extend("additionalProperties" = false))]
pub struct Counts {
    pub create: u64,
    pub update: u64,
    pub replace: u64,
    pub delete: u64,
    pub same: u64,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub import: u64,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub refresh: u64,
    /// Violations of mandatory policies (each stopped its step, or the run).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub policy_violations: u64,
    /// Violations of advisory policies (reported; nothing stopped).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub policy_warnings: u64,
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// A failure: of a step (by resource, or `apply`), or of the operation itself (by stack).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(extend("additionalProperties" = false))]
pub struct Failure {
    pub resource: String,
    /// A step's failure kind (`provider-failed`, …), or for an operation that failed outside
    /// any step the library's error kind (`locked`, `lock-lost`, `conflict`, `not-found`,
    /// `already-exists`, `invalid`, `state`, `backend`, `other`).
    pub kind: String,
    pub error: String,
}

// ---------------------------------------------------------------------------------------------
// The events of one stack's operation.

/// An operation, or its preview, begins (a `preview`, an `up` that previews to ask, then the
/// `up`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[schemars(extend("additionalProperties" = false))]
pub struct OperationStarted {
    pub operation: Operation,
    pub stack: String,
    pub project: String,
    pub preview: bool,
    pub schema_version: SchemaVersion,
    /// Milliseconds since the command started, to a tenth.
    pub time_ms: f64,
}

/// A step is planned and starts (for `same`, it is also done).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[schemars(extend("additionalProperties" = false))]
pub struct StepStarted {
    pub urn: String,
    #[serde(rename = "type")]
    pub ty: String,
    pub name: String,
    pub op: Op,
    pub changes: Vec<PropertyChange>,
    /// A replacement that deletes the old copy before it creates the new one (its name cannot
    /// be taken twice, or the program says delete-before-replace); absent otherwise.
    #[serde(rename = "deleteFirst", default, skip_serializing_if = "is_false")]
    pub delete_first: bool,
    pub time_ms: f64,
}

/// A step finished.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[schemars(extend("additionalProperties" = false))]
pub struct StepDone {
    pub urn: String,
    #[serde(rename = "type")]
    pub ty: String,
    pub name: String,
    pub op: Op,
    pub elapsed_ms: f64,
    pub time_ms: f64,
}

/// A step failed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[schemars(extend("additionalProperties" = false))]
pub struct StepFailed {
    pub urn: String,
    #[serde(rename = "type")]
    pub ty: String,
    pub name: String,
    /// What the step was doing, when it had started one.
    pub op: Option<Op>,
    pub kind: FailureKind,
    /// The provider and its message, or the cause.
    pub error: String,
    pub time_ms: f64,
}

/// A step did not run because one it depends on failed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[schemars(extend("additionalProperties" = false))]
pub struct StepSkipped {
    pub urn: String,
    #[serde(rename = "type")]
    pub ty: String,
    pub name: String,
    pub cause: String,
    pub time_ms: f64,
}

/// The engine warns about the stack (an interrupted operation found in state, …).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[schemars(extend("additionalProperties" = false))]
pub struct EngineWarning {
    pub message: String,
    pub time_ms: f64,
}

/// A policy pack found a rule broken: by a resource about to change, or (`urn` null) by the
/// stack.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[schemars(extend("additionalProperties" = false))]
pub struct PolicyViolation {
    pub urn: Option<String>,
    #[serde(rename = "type")]
    pub ty: Option<String>,
    pub name: Option<String>,
    /// The pack, by its name in the project.
    pub pack: String,
    pub policy: String,
    pub enforcement: Enforcement,
    pub message: String,
    /// The property at fault, or empty.
    pub path: String,
    pub time_ms: f64,
}

/// A remediation policy fixed a resource's inputs before its step (the step, and its diff,
/// use what it set).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[schemars(extend("additionalProperties" = false))]
pub struct PolicyRemediation {
    pub urn: String,
    #[serde(rename = "type")]
    pub ty: String,
    pub name: String,
    /// The pack, by its name in the project.
    pub pack: String,
    pub policy: String,
    /// What it changed and why.
    pub message: String,
    /// The top-level inputs it set (or removed).
    pub properties: Vec<String>,
    pub time_ms: f64,
}

/// A provider or the program logged a line.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[schemars(extend("additionalProperties" = false))]
pub struct Log {
    pub level: String,
    pub message: String,
    pub time_ms: f64,
}

/// Something said to the person running the command, as the terminal says it on stderr (a
/// graph's member stack's with `[project/stack] ` in front).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[schemars(extend("additionalProperties" = false))]
pub struct Diagnostic {
    pub severity: Severity,
    /// What it is about, for programs that branch on it (absent: not classified).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "String")]
    pub code: Option<String>,
    pub message: String,
    pub time_ms: f64,
}

/// After a save: a stack reads outputs this update changed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[schemars(extend("additionalProperties" = false))]
pub struct Stale {
    /// `project/stack`.
    pub stack: String,
    pub outputs: Vec<String>,
    pub time_ms: f64,
}

/// A provider call in flight when the lock was lost: the next holder finds it pending.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[schemars(extend("additionalProperties" = false))]
pub struct InFlight {
    pub op: Op,
    pub urn: String,
    #[serde(rename = "type")]
    pub ty: String,
    pub name: String,
    pub id: Option<String>,
}

/// A resource the run's calls made that its base did not hold.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[schemars(extend("additionalProperties" = false))]
pub struct Made {
    pub urn: String,
    #[serde(rename = "type")]
    pub ty: String,
    pub name: String,
    pub id: String,
}

/// The stack's lock was lost during the run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[schemars(extend("additionalProperties" = false))]
pub struct LockLost {
    pub stack: String,
    pub in_flight: Vec<InFlight>,
    pub made: Vec<Made>,
    /// Where what its calls made was recorded (null: nothing recorded).
    pub late_record: Option<String>,
    /// Why it could not be recorded.
    pub late_record_error: Option<String>,
    pub time_ms: f64,
}

// ---------------------------------------------------------------------------------------------
// Graphs of stacks (`workspace`, `--cascade`).

/// A graph's stack's operation starts.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[schemars(extend("additionalProperties" = false))]
pub struct StackStarted {
    /// `project/stack`.
    pub stack: String,
    pub command: Command,
    pub time_ms: f64,
}

/// A graph's stack's operation ended.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[schemars(extend("additionalProperties" = false))]
pub struct StackDone {
    pub stack: String,
    pub command: Command,
    pub result: StackResult,
    /// The counts of its (last) engine run.
    pub summary: Option<Counts>,
    /// Why it failed or was skipped.
    pub error: Option<String>,
    pub duration_ms: u64,
    pub time_ms: f64,
}

/// A workspace says what it will do to a stack without running its operation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[schemars(extend("additionalProperties" = false))]
pub struct StackPlanned {
    pub stack: String,
    pub plan: StackPlan,
    pub time_ms: f64,
}

// ---------------------------------------------------------------------------------------------
// `strata watch`: its events' `time_ms` are milliseconds since the Unix epoch.

/// A watch started.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[schemars(extend("additionalProperties" = false))]
pub struct WatchStarted {
    pub stack: String,
    /// What it watches.
    pub paths: Vec<String>,
    /// Milliseconds since the Unix epoch.
    pub time_ms: u64,
}

/// A watch's run starts.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[schemars(extend("additionalProperties" = false))]
pub struct RunStarted {
    pub run: u64,
    /// The files whose change started it (none: the first run).
    pub changed: Vec<String>,
    pub time_ms: u64,
}

/// A watch's run was asked to stop: its calls in flight finish and are recorded.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[schemars(extend("additionalProperties" = false))]
pub struct Interrupted {
    pub run: u64,
    pub time_ms: u64,
}

/// A watch's run ended: its counts, failures and interrupted steps; or (`ok` false) the error
/// that ended it and whether it may have deployed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[schemars(extend("additionalProperties" = false))]
pub struct RunDone {
    pub run: u64,
    pub ok: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "Counts")]
    pub summary: Option<Counts>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "Vec<Failure>")]
    pub failures: Option<Vec<Failure>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "u64")]
    pub interrupted: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "String")]
    pub error: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "bool")]
    pub deployed: Option<bool>,
    pub seconds: f64,
    pub time_ms: u64,
}

/// A watch waits for changes.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[schemars(extend("additionalProperties" = false))]
pub struct Waiting {
    pub time_ms: u64,
}

/// A watch ended after `runs` runs.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[schemars(extend("additionalProperties" = false))]
pub struct WatchStopped {
    pub runs: u64,
    pub time_ms: u64,
}

// ---------------------------------------------------------------------------------------------
// The lines that are not events.

/// The summary object that ends each engine run (a preview that asks first writes one, then
/// the update another). It has no `event`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[schemars(extend("additionalProperties" = false))]
pub struct Summary {
    pub summary: Counts,
    pub failed: u64,
    pub skipped: u64,
    pub interrupted: u64,
    pub failures: Vec<Failure>,
    /// The stack outputs, secrets as `"[secret]"`.
    pub outputs: Value,
    pub preview: bool,
    pub ok: bool,
    pub duration_ms: u64,
    pub state_bytes_written: u64,
    pub state_requests: u64,
    /// Null where it cannot be measured.
    pub peak_rss_bytes: Option<u64>,
    /// HTTP requests each provider sent (those that sent any).
    pub http_requests: OrderedMap<u64>,
    pub schema_version: SchemaVersion,
}

/// One stack of a graph's summary.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[schemars(extend("additionalProperties" = false))]
pub struct StackOutcome {
    pub stack: String,
    pub result: StackResult,
    pub summary: Option<Counts>,
    pub error: Option<String>,
    pub duration_ms: u64,
}

/// The last line of a graph run (a workspace command, a cascade). It has no `event`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[schemars(extend("additionalProperties" = false))]
pub struct GraphSummary {
    pub stacks: Vec<StackOutcome>,
    pub ok: bool,
    /// The workspace's name, for a workspace command.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "String")]
    pub workspace: Option<String>,
}

// ---------------------------------------------------------------------------------------------
// Every event, by its `event`.

macro_rules! events {
    ($($tag:literal => $kind:ident,)*) => {
        /// An event of the stream: an object whose `event` says which.
        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
        #[serde(tag = "event")]
        pub enum Event {
            $(#[serde(rename = $tag)] $kind($kind),)*
        }

        impl Event {
            /// Its `event`.
            pub fn kind(&self) -> &'static str {
                match self {
                    $(Event::$kind(_) => $tag,)*
                }
            }
        }

        /// Every `event` there is, in the schema's order.
        pub const EVENT_KINDS: &[&str] = &[$($tag),*];

        $(impl From<$kind> for Event {
            fn from(e: $kind) -> Event {
                Event::$kind(e)
            }
        }

        impl From<$kind> for Line {
            fn from(e: $kind) -> Line {
                Line::Event(Event::$kind(e))
            }
        })*

        /// Each event's schema (a reference to its definition, which names its `event`).
        pub(crate) fn event_schemas(g: &mut SchemaGenerator) -> Vec<Schema> {
            vec![$(crate::schema::tagged::<$kind>(g, $tag),)*]
        }
    };
}

events! {
    "operation-started" => OperationStarted,
    "step-started" => StepStarted,
    "step-done" => StepDone,
    "step-failed" => StepFailed,
    "step-skipped" => StepSkipped,
    "warning" => EngineWarning,
    "policy-violation" => PolicyViolation,
    "policy-remediation" => PolicyRemediation,
    "log" => Log,
    "diagnostic" => Diagnostic,
    "stale" => Stale,
    "lock-lost" => LockLost,
    "stack-started" => StackStarted,
    "stack-done" => StackDone,
    "stack-planned" => StackPlanned,
    "watch-started" => WatchStarted,
    "run-started" => RunStarted,
    "interrupted" => Interrupted,
    "run-done" => RunDone,
    "waiting" => Waiting,
    "watch-stopped" => WatchStopped,
}

impl JsonSchema for Event {
    fn schema_name() -> Cow<'static, str> {
        "Event".into()
    }
    fn json_schema(g: &mut SchemaGenerator) -> Schema {
        schemars::json_schema!({
            "description": "An event of the stream: an object whose `event` says which.",
            "oneOf": event_schemas(g),
        })
    }
}

/// One line of the stream: an event, the summary object, or a graph's summary.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Line {
    Event(Event),
    Summary(Box<Summary>),
    GraphSummary(GraphSummary),
}

impl Line {
    /// Its kind: the `event` of an event, else `summary` or `graph-summary`.
    pub fn kind(&self) -> &'static str {
        match self {
            Line::Event(e) => e.kind(),
            Line::Summary(_) => "summary",
            Line::GraphSummary(_) => "graph-summary",
        }
    }

    /// The line as written (without its newline).
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a line serializes")
    }
}

impl From<Event> for Line {
    fn from(e: Event) -> Line {
        Line::Event(e)
    }
}

impl From<Summary> for Line {
    fn from(s: Summary) -> Line {
        Line::Summary(Box::new(s))
    }
}

impl From<GraphSummary> for Line {
    fn from(s: GraphSummary) -> Line {
        Line::GraphSummary(s)
    }
}

impl JsonSchema for Line {
    fn schema_name() -> Cow<'static, str> {
        "Line".into()
    }
    fn json_schema(g: &mut SchemaGenerator) -> Schema {
        let mut lines = event_schemas(g);
        lines.push(g.subschema_for::<Summary>());
        lines.push(g.subschema_for::<GraphSummary>());
        schemars::json_schema!({
            "description": "One line of the stream: an event, the summary object, or a graph's summary.",
            "oneOf": lines,
        })
    }
}
