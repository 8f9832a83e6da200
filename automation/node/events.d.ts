// The lines of strata's --json stream, schema version 3 (docs/events.md,
// docs/events.schema.json): one type per event kind, the summary objects, and the values they
// share. Types only, and all in this file, so that it can be replaced by one generated from the
// Rust crate that writes the stream.

/** The revision of the stream these types describe. */
export type SchemaVersion = 3;

/** What an operation does (`operation-started`'s `operation`). */
export type Operation = 'preview' | 'up' | 'destroy' | 'refresh' | 'import';

/** What a step does. */
export type Op = 'create' | 'update' | 'replace' | 'delete' | 'same' | 'import' | 'refresh';

/** Why a step failed (`step-failed`'s `kind`, and a step's `failures[].kind`). */
export type FailureKind =
  | 'interrupted'
  | 'timed-out'
  | 'denied'
  | 'invalid-inputs'
  | 'provider-failed'
  | 'crashed'
  | 'invalid'
  | 'policy-violation'
  | 'internal';

/** A graph's verb (`stack-started`, `stack-done`). */
export type Command = 'preview' | 'up' | 'destroy';

/** How a stack of a graph ended. */
export type StackResult = 'done' | 'failed' | 'skipped' | 'up to date' | 'not run';

/** How a property changes. */
export type ChangeKind = 'add' | 'delete' | 'update';

/** What a policy violation does: a mandatory one also fails its step (or the run). */
export type Enforcement = 'advisory' | 'mandatory';

/** What a workspace operation will do to a stack without running its operation. */
export type StackPlan = 'removed' | 'destroyed';

/** A step's change of one property (secrets redacted). */
export interface PropertyChange {
  property: string;
  kind: ChangeKind;
  old: unknown;
  new: unknown;
  replaces: boolean;
}

/** Steps counted by kind. */
export interface Counts {
  create: number;
  update: number;
  replace: number;
  delete: number;
  same: number;
  import?: number;
  refresh?: number;
  /** Violations of mandatory policies. */
  policy_violations?: number;
  /** Violations of advisory policies. */
  policy_warnings?: number;
}

/** One failure of a summary. */
export interface Failure {
  /** The resource, or (a failure outside any step) the stack: `stack dev`, `the stack`. */
  resource: string;
  /** A step's failure kind, or (a failure outside any step) the library's error kind
   * (`locked`, `not-found`, …): a string, as a newer kind may come. */
  kind: string;
  error: string;
}

// One stack's operation ------------------------------------------------------------------------

/** An operation, or its preview, begins. */
export interface OperationStarted {
  event: 'operation-started';
  operation: Operation;
  stack: string;
  project: string;
  preview: boolean;
  schema_version: SchemaVersion;
  time_ms: number;
}

/** A step is planned and starts (for `same`, it is also done). */
export interface StepStarted {
  event: 'step-started';
  urn: string;
  type: string;
  name: string;
  op: Op;
  /** A replacement that deletes the old copy before it creates the new one; absent otherwise. */
  deleteFirst?: true;
  changes: PropertyChange[];
  time_ms: number;
}

/** A step finished. */
export interface StepDone {
  event: 'step-done';
  urn: string;
  type: string;
  name: string;
  op: Op;
  elapsed_ms: number;
  time_ms: number;
}

/** A step failed. */
export interface StepFailed {
  event: 'step-failed';
  urn: string;
  type: string;
  name: string;
  op: Op | null;
  kind: FailureKind;
  error: string;
  time_ms: number;
}

/** A step did not run because one it depends on failed. */
export interface StepSkipped {
  event: 'step-skipped';
  urn: string;
  type: string;
  name: string;
  cause: string;
  time_ms: number;
}

/** The engine warns about the stack. */
export interface EngineWarning {
  event: 'warning';
  message: string;
  time_ms: number;
}

/** A policy pack found a rule broken, by a resource about to change or (urn null) the stack. */
export interface PolicyViolation {
  event: 'policy-violation';
  urn: string | null;
  type: string | null;
  name: string | null;
  /** The pack's name in the project. */
  pack: string;
  policy: string;
  enforcement: Enforcement;
  message: string;
  /** The property at fault, or empty. */
  path: string;
  time_ms: number;
}

/** A provider or the program logged a line. */
export interface Log {
  event: 'log';
  level: string;
  message: string;
  time_ms: number;
}

/** After a save: a stack reads outputs this update changed. */
export interface Stale {
  event: 'stale';
  /** `project/stack`. */
  stack: string;
  outputs: string[];
  time_ms: number;
}

/** A call in flight when the lock was lost: the next holder finds it pending. */
export interface InFlight {
  op: string;
  urn: string;
  type: string;
  name: string;
  id?: unknown;
}

/** What a run whose lock was lost made. */
export interface Made {
  urn: string;
  type: string;
  name: string;
  id: string;
}

/** The stack's lock was lost during the run. */
export interface LockLost {
  event: 'lock-lost';
  stack: string;
  in_flight: InFlight[];
  made: Made[];
  late_record: string | null;
  late_record_error: string | null;
  time_ms: number;
}

// Graphs of stacks (`workspace`, `--cascade`) ---------------------------------------------------

/** A stack's operation of a graph starts. */
export interface StackStarted {
  event: 'stack-started';
  stack: string;
  command: Command;
  time_ms: number;
}

/** A stack's operation of a graph ended. */
export interface StackDone {
  event: 'stack-done';
  stack: string;
  command: Command;
  result: StackResult;
  summary: Counts | null;
  error: string | null;
  duration_ms: number;
  time_ms: number;
}

/** A workspace says what it will do to a stack without running it. */
export interface StackPlanned {
  event: 'stack-planned';
  stack: string;
  plan: StackPlan;
  time_ms: number;
}

// `strata watch --json` (time_ms: milliseconds since the Unix epoch) ---------------------------

export interface WatchStarted {
  event: 'watch-started';
  stack: string;
  paths: string[];
  time_ms: number;
}

export interface RunStarted {
  event: 'run-started';
  run: number;
  changed: string[];
  time_ms: number;
}

export interface Interrupted {
  event: 'interrupted';
  run: number;
  time_ms: number;
}

export interface RunDone {
  event: 'run-done';
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

export interface Waiting {
  event: 'waiting';
  time_ms: number;
}

export interface WatchStopped {
  event: 'watch-stopped';
  runs: number;
  time_ms: number;
}

// The summary objects (they have no `event`) ----------------------------------------------------

/** The summary object that ends each engine run. */
export interface Summary {
  event?: undefined;
  summary: Counts;
  failed: number;
  skipped: number;
  interrupted: number;
  failures: Failure[];
  /** Secrets as "[secret]". */
  outputs: Record<string, unknown>;
  preview: boolean;
  ok: boolean;
  duration_ms: number;
  state_bytes_written: number;
  state_requests: number;
  peak_rss_bytes: number | null;
  http_requests: Record<string, number>;
  schema_version: SchemaVersion;
}

/** One stack of a graph's summary. */
export interface StackOutcome {
  stack: string;
  result: StackResult;
  summary: Counts | null;
  error: string | null;
  duration_ms: number;
}

/** The last line of a graph run (`workspace`, `--cascade`). */
export interface GraphSummary {
  event?: undefined;
  stacks: StackOutcome[];
  ok: boolean;
  workspace?: string;
}

/** Every kind of event (a line with `event`). */
export type Event =
  | OperationStarted
  | StepStarted
  | StepDone
  | StepFailed
  | StepSkipped
  | EngineWarning
  | PolicyViolation
  | Log
  | Stale
  | LockLost
  | StackStarted
  | StackDone
  | StackPlanned
  | WatchStarted
  | RunStarted
  | Interrupted
  | RunDone
  | Waiting
  | WatchStopped;

/** The name of each kind of event. */
export type EventName = Event['event'];

/** Any line of the stream. */
export type Line = Event | Summary | GraphSummary;
