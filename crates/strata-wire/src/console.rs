//! The answers of `strata console`'s HTTP API (`/api/…`), as the page reads them: every value
//! from the state with its secrets as `[secret]`.

use crate::Line;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use std::collections::BTreeMap;

/// `GET /api/about`: what the console shows.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct About {
    /// The workspace's or the project's name.
    pub title: String,
    pub workspace: bool,
}

/// The answer to a request that failed (with its HTTP status).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ApiError {
    pub error: String,
}

/// One stack of `GET /api/stacks`: what it holds, who reads it, whether it is stale and who
/// holds its lock.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct StackRow {
    /// `project/stack`.
    pub id: String,
    pub project: String,
    pub stack: String,
    pub serial: u64,
    pub updated_at: String,
    pub resources: u64,
    /// The last version's command and who ran it.
    pub last: Option<Version>,
    /// The stacks it reads.
    pub reads: Vec<Upstream>,
    /// Those of them whose outputs changed since it read them, with those outputs.
    pub stale: Vec<(String, Vec<String>)>,
    /// The stacks that read it.
    pub readers: Vec<String>,
    pub lock: Option<StackLock>,
    /// Why its state could not be read, when it could not.
    pub error: Option<String>,
}

/// Who holds a stack's lock, or why that could not be read.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(untagged)]
pub enum StackLock {
    Held(LockHeld),
    Unreadable(LockUnreadable),
}

/// A stack's lock, held.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct LockHeld {
    pub owner: String,
    pub host: String,
    pub pid: u32,
    pub operation: String,
    pub started_at: String,
    pub expires_at: String,
    /// Its lease ended: another run may take it over.
    pub lease_ended: bool,
    /// The holder in one line.
    pub holder: String,
}

/// A stack's lock whose record could not be read.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct LockUnreadable {
    pub unreadable: String,
}

/// One version of a stack's state (`GET …/history` lists them, oldest first).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Version {
    pub serial: u64,
    pub updated_at: String,
    /// The command that made it (`up`, `destroy`, `state move`, …).
    pub command: String,
    pub user: String,
    pub resources: u64,
    /// Its steps by kind, as the command's summary counted them.
    pub changes: BTreeMap<String, u64>,
}

/// A stack read through a stack reference.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Upstream {
    /// `project/stack`.
    pub stack: String,
    /// The backend it lives in, when it is not the reader's (its password hidden).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "String")]
    pub backend: Option<String>,
    /// The version that was read.
    pub version: u64,
    /// The outputs the reader uses.
    pub outputs: Vec<String>,
}

/// `GET /api/stacks/P/S/resources`: a stack's resources, its outputs and the stacks it reads.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Resources {
    pub project: String,
    pub stack: String,
    pub serial: u64,
    pub updated_at: String,
    pub outputs: Value,
    pub resources: Vec<ResourceRow>,
    pub upstreams: Vec<Upstream>,
}

/// A resource as the list shows it; an interrupted create (not in the state yet) is listed too,
/// with only its identity, status and no dependencies.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResourceRow {
    pub urn: String,
    #[serde(rename = "type")]
    pub ty: String,
    pub name: String,
    pub id: Option<String>,
    /// `live`, `to be deleted`, `deleted, replacement pending`, or `interrupted OP`.
    pub status: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "bool")]
    pub protect: Option<bool>,
    /// The component it belongs to (absent for an interrupted create).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "Option<String>")]
    pub parent: Option<Option<String>>,
    pub dependencies: Vec<String>,
    /// A component (only when it is one).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "bool")]
    pub component: Option<bool>,
    /// The stack a stack reference reads.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "Value")]
    pub reads: Option<Value>,
}

/// `GET /api/stacks/P/S/resource?urn=…`: one resource, all of it. An interrupted create has
/// `provider` (the instance its call went to) and no lifecycle.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResourceDetail {
    pub urn: String,
    #[serde(rename = "type")]
    pub ty: String,
    pub id: Option<String>,
    pub inputs: Value,
    pub outputs: Value,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dependencies: Vec<String>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub protect: bool,
    /// An old copy a replacement left, still to be deleted.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub delete: bool,
    /// How the resource is managed beyond its inputs, as the state records it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "Lifecycle")]
    pub lifecycle: Option<Map<String, Value>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "Option<String>")]
    pub provider: Option<Option<String>>,
    pub name: String,
    pub status: String,
}

/// A resource's lifecycle as the state records it: these, and more of the state's own.
#[derive(JsonSchema)]
#[expect(
    dead_code,
    reason = "a schema only: the console hands the state's object on"
)]
pub struct Lifecycle {
    /// The component (or resource) it belongs to.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "String")]
    parent: Option<String>,
    /// The provider instance that manages it, when not its package's default one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "String")]
    provider: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "bool")]
    component: Option<bool>,
    #[serde(flatten)]
    more: BTreeMap<String, Value>,
}

/// `GET /api/stacks/P/S/diff?from=A&to=B`: what changed from one version to another.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Diff {
    pub from: u64,
    pub to: u64,
    pub added: Vec<ResourceRef>,
    pub removed: Vec<ResourceRef>,
    pub changed: Vec<ChangedResource>,
    pub outputs: Vec<Difference>,
}

/// A resource by its identity.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResourceRef {
    pub urn: String,
    #[serde(rename = "type")]
    pub ty: String,
    pub name: String,
}

/// A resource that changed, with its differences.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ChangedResource {
    pub urn: String,
    #[serde(rename = "type")]
    pub ty: String,
    pub name: String,
    pub changes: Vec<Difference>,
}

/// A value that differs, secrets as `[secret]`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Difference {
    /// Where (`inputs.tags[0]`; empty: the whole value).
    pub path: String,
    pub before: Value,
    pub after: Value,
    /// Both are sealed secrets: whether the value changed is not known without the key.
    pub sealed: bool,
}

/// `GET /api/graph`: the stacks, and an edge from each to each stack that reads it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct StackGraph {
    pub title: String,
    pub workspace: bool,
    pub nodes: Vec<GraphNode>,
    pub edges: Vec<GraphEdge>,
}

/// A stack of the graph; one read from elsewhere has only `id` and `external`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct GraphNode {
    pub id: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "u64")]
    pub resources: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "bool")]
    pub stale: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "bool")]
    pub locked: Option<bool>,
    /// Why its state could not be read.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "Option<String>")]
    pub error: Option<Option<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "bool")]
    pub external: Option<bool>,
}

/// Stack `to` reads `outputs` of stack `from`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct GraphEdge {
    pub from: String,
    pub to: String,
    pub outputs: Vec<String>,
    pub stale: bool,
    /// Those that changed since the reader read them.
    pub stale_outputs: Option<Vec<String>>,
}

/// A recorded operation of `GET /api/stacks/P/S/runs` (newest first).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct RunInfo {
    pub run: String,
    pub operation: Option<String>,
    pub started_at: Option<String>,
    pub user: Option<String>,
    pub host: Option<String>,
    pub ended: bool,
    /// Its process is gone without recording its end.
    pub interrupted: bool,
}

/// `GET /api/stacks/P/S/runs/RUN?from=N`: a run's record from byte `from` on.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct RunRead {
    pub header: Option<RunHeader>,
    /// Its lines (as `--json` writes them) from `from` on.
    #[schemars(with = "Vec<Line>")]
    pub events: Vec<Value>,
    /// Where the next read starts.
    pub next: u64,
    /// Its end is recorded, or its process is provably gone.
    pub ended: bool,
    /// Its process is gone without recording its end (killed).
    pub interrupted: bool,
}

/// The first line of a run's record: which operation, by whom, where.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct RunHeader {
    pub run: String,
    pub operation: String,
    pub project: String,
    pub stack: String,
    /// Who runs it and where, as a lock names its holder.
    #[schemars(with = "RunHolder")]
    pub holder: Map<String, Value>,
}

/// Who runs an operation, as a lock names its holder: these, and more of the lock's own.
#[derive(JsonSchema)]
#[expect(
    dead_code,
    reason = "a schema only: the console hands the record's object on"
)]
pub struct RunHolder {
    owner: String,
    pid: u32,
    host: String,
    operation: String,
    started_at: String,
    expires_at: String,
    #[serde(flatten)]
    more: BTreeMap<String, Value>,
}
