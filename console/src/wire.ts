// The answers of strata console's API, and the stream's lines its live view reads.
// Generated from the types of crates/strata-wire: do not edit. `STRATA_BLESS=1 cargo test -p strata-wire` rewrites it.

/** `GET /api/about`: what the console shows. */
export interface About {
  /** The workspace's or the project's name. */
  title: string;
  workspace: boolean;
}

/** The answer to a request that failed (with its HTTP status). */
export interface ApiError {
  error: string;
}

/**
 * One stack of `GET /api/stacks`: what it holds, who reads it, whether it is stale and who
 * holds its lock.
 */
export interface StackRow {
  /** `project/stack`. */
  id: string;
  project: string;
  stack: string;
  serial: number;
  updated_at: string;
  resources: number;
  /** The last version's command and who ran it. */
  last: Version | null;
  /** The stacks it reads. */
  reads: Upstream[];
  /** Those of them whose outputs changed since it read them, with those outputs. */
  stale: [string, string[]][];
  /** The stacks that read it. */
  readers: string[];
  lock: StackLock | null;
  /** Why its state could not be read, when it could not. */
  error: string | null;
}

/** One version of a stack's state (`GET …/history` lists them, oldest first). */
export interface Version {
  serial: number;
  updated_at: string;
  /** The command that made it (`up`, `destroy`, `state move`, …). */
  command: string;
  user: string;
  resources: number;
  /** Its steps by kind, as the command's summary counted them. */
  changes: Record<string, number>;
}

/** A stack read through a stack reference. */
export interface Upstream {
  /** `project/stack`. */
  stack: string;
  /** The backend it lives in, when it is not the reader's (its password hidden). */
  backend?: string;
  /** The version that was read. */
  version: number;
  /** The outputs the reader uses. */
  outputs: string[];
}

/** Who holds a stack's lock, or why that could not be read. */
export type StackLock = LockHeld | LockUnreadable;

/** A stack's lock, held. */
export interface LockHeld {
  owner: string;
  host: string;
  pid: number;
  operation: string;
  started_at: string;
  expires_at: string;
  /** Its lease ended: another run may take it over. */
  lease_ended: boolean;
  /** The holder in one line. */
  holder: string;
}

/** A stack's lock whose record could not be read. */
export interface LockUnreadable {
  unreadable: string;
}

/** `GET /api/stacks/P/S/resources`: a stack's resources, its outputs and the stacks it reads. */
export interface Resources {
  project: string;
  stack: string;
  serial: number;
  updated_at: string;
  outputs: unknown;
  resources: ResourceRow[];
  upstreams: Upstream[];
}

/**
 * A resource as the list shows it; an interrupted create (not in the state yet) is listed too,
 * with only its identity, status and no dependencies.
 */
export interface ResourceRow {
  urn: string;
  type: string;
  name: string;
  id: string | null;
  /** `live`, `to be deleted`, `deleted, replacement pending`, or `interrupted OP`. */
  status: string;
  protect?: boolean;
  /** The component it belongs to (absent for an interrupted create). */
  parent?: string | null;
  dependencies: string[];
  /** A component (only when it is one). */
  component?: boolean;
  /** The stack a stack reference reads. */
  reads?: unknown;
}

/**
 * `GET /api/stacks/P/S/resource?urn=…`: one resource, all of it. An interrupted create has
 * `provider` (the instance its call went to) and no lifecycle.
 */
export interface ResourceDetail {
  urn: string;
  type: string;
  id: string | null;
  inputs: unknown;
  outputs: unknown;
  dependencies?: string[];
  protect?: boolean;
  /** An old copy a replacement left, still to be deleted. */
  delete?: boolean;
  /** How the resource is managed beyond its inputs, as the state records it. */
  lifecycle?: Lifecycle;
  provider?: string | null;
  name: string;
  status: string;
}

/** A resource's lifecycle as the state records it: these, and more of the state's own. */
export interface Lifecycle {
  /** The component (or resource) it belongs to. */
  parent?: string;
  /** The provider instance that manages it, when not its package's default one. */
  provider?: string;
  component?: boolean;
  [key: string]: unknown;
}

/** `GET /api/stacks/P/S/diff?from=A&to=B`: what changed from one version to another. */
export interface Diff {
  from: number;
  to: number;
  added: ResourceRef[];
  removed: ResourceRef[];
  changed: ChangedResource[];
  outputs: Difference[];
}

/** A resource by its identity. */
export interface ResourceRef {
  urn: string;
  type: string;
  name: string;
}

/** A resource that changed, with its differences. */
export interface ChangedResource {
  urn: string;
  type: string;
  name: string;
  changes: Difference[];
}

/** A value that differs, secrets as `[secret]`. */
export interface Difference {
  /** Where (`inputs.tags[0]`; empty: the whole value). */
  path: string;
  before: unknown;
  after: unknown;
  /** Both are sealed secrets: whether the value changed is not known without the key. */
  sealed: boolean;
}

/** `GET /api/graph`: the stacks, and an edge from each to each stack that reads it. */
export interface StackGraph {
  title: string;
  workspace: boolean;
  nodes: GraphNode[];
  edges: GraphEdge[];
}

/** A stack of the graph; one read from elsewhere has only `id` and `external`. */
export interface GraphNode {
  id: string;
  resources?: number;
  stale?: boolean;
  locked?: boolean;
  /** Why its state could not be read. */
  error?: string | null;
  external?: boolean;
}

/** Stack `to` reads `outputs` of stack `from`. */
export interface GraphEdge {
  from: string;
  to: string;
  outputs: string[];
  stale: boolean;
  /** Those that changed since the reader read them. */
  stale_outputs: string[] | null;
}

/** A recorded operation of `GET /api/stacks/P/S/runs` (newest first). */
export interface RunInfo {
  run: string;
  operation: string | null;
  started_at: string | null;
  user: string | null;
  host: string | null;
  ended: boolean;
  /** Its process is gone without recording its end. */
  interrupted: boolean;
}

/** `GET /api/stacks/P/S/runs/RUN?from=N`: a run's record from byte `from` on. */
export interface RunRead {
  header: RunHeader | null;
  /** Its lines (as `--json` writes them) from `from` on. */
  events: Line[];
  /** Where the next read starts. */
  next: number;
  /** Its end is recorded, or its process is provably gone. */
  ended: boolean;
  /** Its process is gone without recording its end (killed). */
  interrupted: boolean;
}

/** The first line of a run's record: which operation, by whom, where. */
export interface RunHeader {
  run: string;
  operation: string;
  project: string;
  stack: string;
  /** Who runs it and where, as a lock names its holder. */
  holder: RunHolder;
}

/** Who runs an operation, as a lock names its holder: these, and more of the lock's own. */
export interface RunHolder {
  owner: string;
  pid: number;
  host: string;
  operation: string;
  started_at: string;
  expires_at: string;
  [key: string]: unknown;
}

/** One line of the stream: an event, the summary object, or a graph's summary. */
export type Line = OperationStarted | StepStarted | StepDone | StepFailed | StepSkipped | EngineWarning | PolicyViolation | PolicyRemediation | Log | Diagnostic | Stale | LockLost | StackStarted | StackDone | StackPlanned | WatchStarted | RunStarted | Interrupted | RunDone | Waiting | WatchStopped | Summary | GraphSummary;

/**
 * An operation, or its preview, begins (a `preview`, an `up` that previews to ask, then the
 * `up`).
 */
export interface OperationStarted {
  event: "operation-started";
  operation: Operation;
  stack: string;
  project: string;
  preview: boolean;
  /** The revision of the stream this line follows (docs/events.md). */
  schema_version: 5;
  /** Milliseconds since the command started, to a tenth. */
  time_ms: number;
}

/** Which operation runs on a stack. */
export type Operation = "preview" | "up" | "destroy" | "refresh" | "import";

/** A step is planned and starts (for `same`, it is also done). */
export interface StepStarted {
  event: "step-started";
  urn: string;
  type: string;
  name: string;
  op: Op;
  changes: PropertyChange[];
  /**
   * A replacement that deletes the old copy before it creates the new one (its name cannot
   * be taken twice, or the program says delete-before-replace); absent otherwise.
   */
  deleteFirst?: boolean;
  time_ms: number;
}

/** What a step does to a resource. */
export type Op = "create" | "update" | "replace" | "delete" | "same" | "import" | "refresh";

/** A step's change of one property, secrets redacted. */
export interface PropertyChange {
  property: string;
  kind: ChangeKind;
  /** The value before (null when added). */
  old: unknown;
  /** The value after (null when deleted). */
  new: unknown;
  /** This change forces a replacement. */
  replaces: boolean;
}

/** How a property changes. */
export type ChangeKind = "add" | "delete" | "update";

/** A step finished. */
export interface StepDone {
  event: "step-done";
  urn: string;
  type: string;
  name: string;
  op: Op;
  elapsed_ms: number;
  time_ms: number;
}

/** A step failed. */
export interface StepFailed {
  event: "step-failed";
  urn: string;
  type: string;
  name: string;
  /** What the step was doing, when it had started one. */
  op: Op | null;
  kind: FailureKind;
  /** The provider and its message, or the cause. */
  error: string;
  time_ms: number;
}

/** What kind of failure a step had. */
export type FailureKind = "interrupted" | "timed-out" | "denied" | "invalid-inputs" | "provider-failed" | "crashed" | "invalid" | "policy-violation" | "internal";

/** A step did not run because one it depends on failed. */
export interface StepSkipped {
  event: "step-skipped";
  urn: string;
  type: string;
  name: string;
  cause: string;
  time_ms: number;
}

/** The engine warns about the stack (an interrupted operation found in state, …). */
export interface EngineWarning {
  event: "warning";
  message: string;
  time_ms: number;
}

/**
 * A policy pack found a rule broken: by a resource about to change, or (`urn` null) by the
 * stack.
 */
export interface PolicyViolation {
  event: "policy-violation";
  urn: string | null;
  type: string | null;
  name: string | null;
  /** The pack, by its name in the project. */
  pack: string;
  policy: string;
  enforcement: Enforcement;
  message: string;
  /** The property at fault, or empty. */
  path: string;
  time_ms: number;
}

/** What a policy violation does: a mandatory one also fails its step (or the run). */
export type Enforcement = "advisory" | "mandatory";

/**
 * A remediation policy fixed a resource's inputs before its step (the step, and its diff,
 * use what it set).
 */
export interface PolicyRemediation {
  event: "policy-remediation";
  urn: string;
  type: string;
  name: string;
  /** The pack, by its name in the project. */
  pack: string;
  policy: string;
  /** What it changed and why. */
  message: string;
  /** The top-level inputs it set (or removed). */
  properties: string[];
  time_ms: number;
}

/** A provider or the program logged a line. */
export interface Log {
  event: "log";
  level: string;
  message: string;
  time_ms: number;
}

/**
 * Something said to the person running the command, as the terminal says it on stderr (a
 * graph's member stack's with `[project/stack] ` in front).
 */
export interface Diagnostic {
  event: "diagnostic";
  severity: Severity;
  /** What it is about, for programs that branch on it (absent: not classified). */
  code?: string;
  message: string;
  time_ms: number;
}

/** How much a diagnostic matters. */
export type Severity = "info" | "note" | "warning" | "error";

/** After a save: a stack reads outputs this update changed. */
export interface Stale {
  event: "stale";
  /** `project/stack`. */
  stack: string;
  outputs: string[];
  time_ms: number;
}

/** The stack's lock was lost during the run. */
export interface LockLost {
  event: "lock-lost";
  stack: string;
  in_flight: InFlight[];
  made: Made[];
  /** Where what its calls made was recorded (null: nothing recorded). */
  late_record: string | null;
  /** Why it could not be recorded. */
  late_record_error: string | null;
  time_ms: number;
}

/** A provider call in flight when the lock was lost: the next holder finds it pending. */
export interface InFlight {
  op: Op;
  urn: string;
  type: string;
  name: string;
  id: string | null;
}

/** A resource the run's calls made that its base did not hold. */
export interface Made {
  urn: string;
  type: string;
  name: string;
  id: string;
}

/** A graph's stack's operation starts. */
export interface StackStarted {
  event: "stack-started";
  /** `project/stack`. */
  stack: string;
  command: Command;
  time_ms: number;
}

/** What a graph of stacks runs on each stack. */
export type Command = "preview" | "up" | "destroy";

/** A graph's stack's operation ended. */
export interface StackDone {
  event: "stack-done";
  stack: string;
  command: Command;
  result: StackResult;
  /** The counts of its (last) engine run. */
  summary: Counts | null;
  /** Why it failed or was skipped. */
  error: string | null;
  duration_ms: number;
  time_ms: number;
}

/** How one stack's operation in a graph went. */
export type StackResult = "done" | "failed" | "skipped" | "up to date" | "not run";

/** Steps by kind, counted when they succeed; the last four only when not zero. */
export interface Counts {
  create: number;
  update: number;
  replace: number;
  delete: number;
  same: number;
  import?: number;
  refresh?: number;
  /** Violations of mandatory policies (each stopped its step, or the run). */
  policy_violations?: number;
  /** Violations of advisory policies (reported; nothing stopped). */
  policy_warnings?: number;
}

/** A workspace says what it will do to a stack without running its operation. */
export interface StackPlanned {
  event: "stack-planned";
  stack: string;
  plan: StackPlan;
  time_ms: number;
}

/** What a workspace operation will do to a stack without running its operation. */
export type StackPlan = "removed" | "destroyed";

/** A watch started. */
export interface WatchStarted {
  event: "watch-started";
  stack: string;
  /** What it watches. */
  paths: string[];
  /** Milliseconds since the Unix epoch. */
  time_ms: number;
}

/** A watch's run starts. */
export interface RunStarted {
  event: "run-started";
  run: number;
  /** The files whose change started it (none: the first run). */
  changed: string[];
  time_ms: number;
}

/** A watch's run was asked to stop: its calls in flight finish and are recorded. */
export interface Interrupted {
  event: "interrupted";
  run: number;
  time_ms: number;
}

/**
 * A watch's run ended: its counts, failures and interrupted steps; or (`ok` false) the error
 * that ended it and whether it may have deployed.
 */
export interface RunDone {
  event: "run-done";
  run: number;
  ok: boolean;
  summary?: Counts;
  failures?: Failure[];
  interrupted?: number;
  error?: string;
  deployed?: boolean;
  seconds: number;
  time_ms: number;
}

/** A failure: of a step (by resource, or `apply`), or of the operation itself (by stack). */
export interface Failure {
  resource: string;
  /**
   * A step's failure kind (`provider-failed`, …), or for an operation that failed outside
   * any step the library's error kind (`locked`, `lock-lost`, `conflict`, `not-found`,
   * `already-exists`, `invalid`, `state`, `backend`, `other`).
   */
  kind: string;
  error: string;
}

/** A watch waits for changes. */
export interface Waiting {
  event: "waiting";
  time_ms: number;
}

/** A watch ended after `runs` runs. */
export interface WatchStopped {
  event: "watch-stopped";
  runs: number;
  time_ms: number;
}

/**
 * The summary object that ends each engine run (a preview that asks first writes one, then
 * the update another). It has no `event`.
 */
export interface Summary {
  summary: Counts;
  failed: number;
  skipped: number;
  interrupted: number;
  failures: Failure[];
  /** The stack outputs, secrets as `"[secret]"`. */
  outputs: unknown;
  preview: boolean;
  ok: boolean;
  duration_ms: number;
  state_bytes_written: number;
  state_requests: number;
  /** Null where it cannot be measured. */
  peak_rss_bytes: number | null;
  /** HTTP requests each provider sent (those that sent any). */
  http_requests: Record<string, number>;
  /** The revision of the stream this line follows (docs/events.md). */
  schema_version: 5;
}

/** The last line of a graph run (a workspace command, a cascade). It has no `event`. */
export interface GraphSummary {
  stacks: StackOutcome[];
  ok: boolean;
  /** The workspace's name, for a workspace command. */
  workspace?: string;
}

/** One stack of a graph's summary. */
export interface StackOutcome {
  stack: string;
  result: StackResult;
  summary: Counts | null;
  error: string | null;
  duration_ms: number;
}

/** The revision of the stream these types describe (docs/events.md). */
export type SchemaVersion = 5;
