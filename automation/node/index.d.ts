// Types of @strata/automation (index.js). The events are those of docs/events.md.

export declare const SCHEMA_VERSION: 3;

/** A step's change of one property (secrets redacted). */
export interface PropertyChange {
  property: string;
  kind: 'add' | 'delete' | 'update';
  old: unknown;
  new: unknown;
  replaces: boolean;
}

export type Op = 'create' | 'update' | 'replace' | 'delete' | 'same' | 'import' | 'refresh';

export type Event =
  | { event: 'operation-started'; operation: 'preview' | 'up' | 'destroy' | 'refresh' | 'import'; stack: string; project: string; preview: boolean; schema_version: number; time_ms: number }
  | { event: 'step-started'; urn: string; type: string; name: string; op: Op; changes: PropertyChange[]; time_ms: number }
  | { event: 'step-done'; urn: string; type: string; name: string; op: Op; elapsed_ms: number; time_ms: number }
  | { event: 'step-failed'; urn: string; type: string; name: string; op: Op | null; kind: string; error: string; time_ms: number }
  | { event: 'step-skipped'; urn: string; type: string; name: string; cause: string; time_ms: number }
  | { event: 'warning'; message: string; time_ms: number }
  | { event: 'policy-violation'; urn: string | null; type: string | null; name: string | null; pack: string; policy: string; enforcement: 'advisory' | 'mandatory'; message: string; path: string; time_ms: number }
  | { event: 'log'; level: string; message: string; time_ms: number }
  | { event: 'stale'; stack: string; outputs: string[]; time_ms: number }
  | { event: 'lock-lost'; stack: string; in_flight: unknown[]; made: unknown[]; late_record: string | null; late_record_error: string | null; time_ms: number };

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
  /** Violations of advisory policies. */
  policy_warnings?: number;
}

/** The summary object that ends an operation's stream. */
export interface Summary {
  summary: Counts;
  failed: number;
  skipped: number;
  interrupted: number;
  failures: { resource: string; kind: string; error: string }[];
  outputs: Record<string, unknown>;
  preview: boolean;
  ok: boolean;
  duration_ms: number;
  state_bytes_written: number;
  state_requests: number;
  peak_rss_bytes: number | null;
  http_requests: Record<string, number>;
  schema_version: number;
}

export interface Result {
  summary: Summary;
  /** Every line of the stream, the summary last. */
  events: (Event | Summary)[];
  outputs: Record<string, unknown>;
  /** `preview({expectNoChanges: true})`: whether anything would change. */
  changes: boolean;
}

export interface StackOptions {
  /** The strata binary (default: $STRATA_BIN, else `strata` on PATH). */
  binary?: string;
  /** A backend URL that overrides the project's. */
  backend?: string;
  /** More environment for each command. */
  env?: Record<string, string>;
}

export interface RunOptions {
  /** Called with each event as it comes. */
  onEvent?: (event: Event | Summary) => void;
}

export declare class StrataError extends Error {
  code: number | null;
  stderr: string;
  summary?: Summary;
}

export declare class Stack {
  constructor(dir: string, name: string, options?: StackOptions);
  readonly dir: string;
  readonly name: string;
  static create(dir: string, name: string, options?: StackOptions): Promise<Stack>;
  static select(dir: string, name: string, options?: StackOptions): Promise<Stack>;
  setConfig(key: string, value: string | number | boolean, options?: { secret?: boolean }): Promise<void>;
  removeConfig(key: string): Promise<void>;
  preview(options?: RunOptions & { expectNoChanges?: boolean }): Promise<Result>;
  up(options?: RunOptions & { parallel?: number; refresh?: boolean }): Promise<Result>;
  destroy(options?: RunOptions): Promise<Result>;
  refresh(options?: RunOptions): Promise<Result>;
  outputs(): Promise<Record<string, unknown>>;
  remove(options?: { force?: boolean }): Promise<void>;
}
