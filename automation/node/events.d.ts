// The lines of strata's --json stream (docs/events.md), for @strata/automation.
// Generated from the types of crates/strata-wire: do not edit. `STRATA_BLESS=1 cargo test -p strata-wire` rewrites it.

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

/** An event of the stream: an object whose `event` says which. */
export type Event = OperationStarted | StepStarted | StepDone | StepFailed | StepSkipped | EngineWarning | PolicyViolation | PolicyRemediation | Log | Diagnostic | Stale | LockLost | StackStarted | StackDone | StackPlanned | WatchStarted | RunStarted | Interrupted | RunDone | Waiting | WatchStopped;

/** The `event` of each kind of Event. */
export type EventKind = "operation-started" | "step-started" | "step-done" | "step-failed" | "step-skipped" | "warning" | "policy-violation" | "policy-remediation" | "log" | "diagnostic" | "stale" | "lock-lost" | "stack-started" | "stack-done" | "stack-planned" | "watch-started" | "run-started" | "interrupted" | "run-done" | "waiting" | "watch-stopped";

/** One line of the stream: an event, the summary object, or a graph's summary. */
export type Line = OperationStarted | StepStarted | StepDone | StepFailed | StepSkipped | EngineWarning | PolicyViolation | PolicyRemediation | Log | Diagnostic | Stale | LockLost | StackStarted | StackDone | StackPlanned | WatchStarted | RunStarted | Interrupted | RunDone | Waiting | WatchStopped | Summary | GraphSummary;

/** The revision of the stream these types describe (docs/events.md). */
export type SchemaVersion = 5;

/** The same as `EventKind`. */
export type EventName = EventKind;
