// Types of @strata/automation (index.js, errors.js). The stream's are in events.d.ts.

import type { Counts, Failure, GraphSummary, Line, SchemaVersion, Summary } from './events.js';

export type * from './events.js';

export declare const SCHEMA_VERSION: SchemaVersion;

/** Why an operation failed outside any step (the library's `ErrorKind`, in `failures[].kind`). */
export type ErrorKind =
  | 'locked'
  | 'lock-lost'
  | 'conflict'
  | 'not-found'
  | 'already-exists'
  | 'invalid'
  | 'state'
  | 'backend'
  | 'other';

// Errors -----------------------------------------------------------------------------------------

/** A strata command that failed. */
export declare class StrataError extends Error {
  /** The arguments strata was run with. */
  command: string[];
  /** Its exit status (null when it ended by a signal, or never ran). */
  exitCode: number | null;
  /** What it wrote on stderr. */
  stderr: string;
  /** The summary object of its stream, if it wrote one. */
  summary?: Summary;
  /** Every line of the stream that was read. */
  events: Line[];
  /** The failure kind that chose the class (`failures[0].kind`), or null. */
  kind: string | null;
  failures: Failure[];
}
/** `locked`: another operation holds the stack's lock. */
export declare class ConcurrentUpdateError extends StrataError {}
/** `lock-lost`: this operation's lock was lost while it ran. */
export declare class LockLostError extends StrataError {}
/** `conflict`: another writer changed the stack under this operation. */
export declare class ConflictError extends StrataError {}
/** `not-found`: the stack (or project, or workspace) does not exist. */
export declare class StackNotFoundError extends StrataError {}
/** `already-exists`. */
export declare class StackAlreadyExistsError extends StrataError {}
/** `invalid` (the library's, or a step's). */
export declare class InvalidError extends StrataError {}
/** `state`: the state cannot be read or written. */
export declare class StateError extends StrataError {}
/** `backend`: the backend failed. */
export declare class BackendError extends StrataError {}
/** `other`. */
export declare class OtherError extends StrataError {}
/** `interrupted`, or a summary that counts interrupted steps and no failure. */
export declare class OperationInterruptedError extends StrataError {}
/** `timed-out`. */
export declare class TimedOutError extends StrataError {}
/** `denied`. */
export declare class DeniedError extends StrataError {}
/** `invalid-inputs`. */
export declare class InvalidInputsError extends StrataError {}
/** `provider-failed`. */
export declare class ProviderFailedError extends StrataError {}
/** `crashed`. */
export declare class CrashedError extends StrataError {}
/** `policy-violation`. */
export declare class PolicyViolationError extends StrataError {}
/** `internal`. */
export declare class InternalError extends StrataError {}
/** Cancelled through the operation's AbortSignal. */
export declare class CancelledError extends OperationInterruptedError {}
/** The stream is of a revision this package does not read. */
export declare class SchemaVersionError extends StrataError {
  expected: number;
  /** undefined: the stream said none (version 1). */
  actual: unknown;
}
/** The class of each failure kind. */
export declare const ERROR_KINDS: Readonly<Record<string, typeof StrataError>>;
export declare function errorClassFor(kind: string): typeof StrataError;

// Options ---------------------------------------------------------------------------------------

export interface LocalWorkspaceOptions {
  /** The project's directory (default: the current directory). */
  workDir?: string;
  /** The strata binary (default: $STRATA_BIN, else `strata` on PATH). */
  binary?: string;
  /** A backend URL that overrides the project's (`--backend`). */
  backend?: string;
  /** More environment for each command. */
  env?: Record<string, string>;
  /** Run the program's build command: `always` (`--build`), `never` (`--no-build`), or
   * `trusted` (the default: when `strata trust` trusts it). */
  build?: 'always' | 'never' | 'trusted';
}

/** What every operation takes besides its flags. */
export interface RunOptions {
  /** Each line of the stream as it comes (the summary objects too). */
  onEvent?: (event: Line) => void;
  /** A stdout line that is not JSON. */
  onOutput?: (line: string) => void;
  /** Each stderr line: people's messages (notes, warnings, errors), not part of the stream. */
  onStderr?: (line: string) => void;
  /** Aborting it sends strata SIGINT (Ctrl-C): it starts nothing new, lets the calls in flight
   * finish, saves the state and exits; the operation rejects with CancelledError. */
  signal?: AbortSignal;
  /** Aborting it sends SIGINT again (a second Ctrl-C): strata stops at once and the calls in
   * flight stay pending for `refresh` to settle. */
  forceSignal?: AbortSignal;
  /** This operation's build choice (overrides the workspace's). */
  build?: 'always' | 'never' | 'trusted';
}

/** The flags of every operation on resources. */
export interface CommonOptions extends RunOptions {
  /** `--parallel=N`: at most N provider calls at once. */
  parallel?: number;
  /** `--target=URN` each (`*` wildcards). */
  target?: string | string[];
  /** `--target-dependents`. */
  targetDependents?: boolean;
  /** `--exclude=URN` each. */
  exclude?: string | string[];
  /** `--exclude-dependents`. */
  excludeDependents?: boolean;
  /** `--lock-timeout`: milliseconds, or strata's own (`30s`, `5m`). */
  lockTimeout?: number | string;
  /** `--diff` (only strata's human output shows it). */
  diff?: boolean;
}

export interface PreviewOptions extends CommonOptions {
  refresh?: boolean;
  /** `--expect-no-changes`: the result's `changes` says whether anything would change. */
  expectNoChanges?: boolean;
  replace?: string | string[];
  targetReplace?: string | string[];
  ignoreProtect?: boolean;
  /** `--save-plan=FILE`, for `up({plan: FILE})`. */
  savePlan?: string;
  cascade?: boolean;
  /** `--policy-pack=FILE` each. */
  policyPacks?: string | string[];
}

export interface UpOptions extends CommonOptions {
  refresh?: boolean;
  continueOnError?: boolean;
  /** `--expect-no-changes`: change nothing; `changes` says whether anything would. */
  expectNoChanges?: boolean;
  replace?: string | string[];
  targetReplace?: string | string[];
  ignoreProtect?: boolean;
  /** `--plan=FILE`: apply exactly a saved plan. */
  plan?: string;
  force?: boolean;
  cascade?: boolean;
  policyPacks?: string | string[];
  /** `--policy-per-resource`: a mandatory violation fails its resource alone, instead of
   * blocking the whole update. */
  policyPerResource?: boolean;
}

export interface DestroyOptions extends CommonOptions {
  excludeProtected?: boolean;
  ignoreProtect?: boolean;
  force?: boolean;
}

export interface RefreshOptions extends CommonOptions {
  /** `true`: import whatever the providers find; a list: `URN=ID` (or `NAME=ID`) each. */
  importPendingCreates?: boolean | string | string[];
  clearPendingCreates?: boolean;
  previewOnly?: boolean;
  expectNoChanges?: boolean;
}

export interface ImportOptions extends RunOptions {
  /** Its type, e.g. `random:Pet`. */
  type: string;
  /** Its name in the program. */
  name: string;
  /** Its id at the provider. */
  id: string;
  /** `--protect=false` not to protect it (protected by default). */
  protect?: boolean;
}

export interface WatchOptions extends CommonOptions {
  /** `--path=PATH` each: more to watch. */
  paths?: string | string[];
  /** `--debounce-ms=N`. */
  debounceMs?: number;
}

// Results ---------------------------------------------------------------------------------------

export interface OperationResult {
  /** The last summary object of the stream. */
  summary: Summary;
  /** Every line of the stream, in order. */
  events: Line[];
  /** The summary's outputs (secrets as "[secret]"). */
  outputs: Record<string, unknown>;
  /** With `expectNoChanges`: whether anything would change (strata's exit status 2). */
  changes: boolean;
  /** With `cascade`: the graph's summary. */
  graph?: GraphSummary;
  /** What strata said on stderr. */
  stderr: string;
}

export interface WatchResult {
  events: Line[];
  /** How many runs it made. */
  runs: number;
  stderr: string;
}

export interface StackSummary {
  name: string;
  /** Whether it is the selected stack. */
  current: boolean;
  resourceCount: number;
  /** When its state last changed (RFC 3339). */
  lastUpdate: string;
  /** Stacks it reads whose outputs changed since, as `strata stack ls` says it. */
  stale?: string;
}

export interface ConfigValue {
  value: string;
  secret?: boolean;
}

export type ConfigMap = Record<string, ConfigValue>;

export interface OutputValue {
  value: unknown;
  secret: boolean;
}

export type OutputMap = Record<string, OutputValue>;

/** One kept version of a stack's state (`strata stack history --json`). */
export interface HistoryEntry {
  serial: number;
  updated_at: string;
  command: string;
  user: string;
  resources: number;
  changes: Partial<Record<keyof Counts | 'failed' | 'interrupted' | string, number>>;
}

/** A stack's state as `strata stack export` writes it (secrets sealed). */
export interface StackState {
  version: number;
  stack: string;
  serial: number;
  updated_at: string;
  resources: unknown[];
  outputs: Record<string, unknown>;
  pending_operations?: unknown[];
  [more: string]: unknown;
}

// The workspace and its stacks -------------------------------------------------------------------

export declare class LocalWorkspace {
  constructor(options?: LocalWorkspaceOptions);
  readonly workDir: string;
  readonly binary: string;
  readonly backend?: string;
  readonly env: Record<string, string>;
  readonly build?: 'always' | 'never' | 'trusted';
  static create(options?: LocalWorkspaceOptions): Promise<LocalWorkspace>;
  static createStack(args: LocalWorkspaceOptions & { stackName: string }): Promise<Stack>;
  static selectStack(args: LocalWorkspaceOptions & { stackName: string }): Promise<Stack>;
  static createOrSelectStack(args: LocalWorkspaceOptions & { stackName: string }): Promise<Stack>;
  /** `strata --version`'s version. */
  version(): Promise<string>;
  listStacks(): Promise<StackSummary[]>;
  /** The selected stack, if any. */
  stack(): Promise<StackSummary | undefined>;
  createStack(name: string): Promise<void>;
  selectStack(name: string): Promise<void>;
  removeStack(name: string, options?: { force?: boolean }): Promise<void>;
  getConfig(stack: string, key: string): Promise<ConfigValue>;
  getAllConfig(stack: string): Promise<ConfigMap>;
  setConfig(stack: string, key: string, value: ConfigValue | string | number | boolean): Promise<void>;
  setAllConfig(stack: string, config: Record<string, ConfigValue | string | number | boolean>): Promise<void>;
  removeConfig(stack: string, key: string): Promise<void>;
  removeAllConfig(stack: string, keys: string[]): Promise<void>;
  stackOutputs(stack: string): Promise<OutputMap>;
  exportStack(stack: string, options?: { version?: number }): Promise<StackState>;
  importStack(stack: string, state: StackState): Promise<string>;
  stackHistory(stack: string): Promise<HistoryEntry[]>;
  restoreStack(stack: string, version: number): Promise<string>;
  unlockStack(stack: string, options?: { force?: boolean }): Promise<string>;
  stackDeps(stack: string): Promise<unknown>;
  installPlugin(
    source: string,
    options?: { sha256?: string; force?: boolean; trust?: string | string[]; allowUnsigned?: boolean },
  ): Promise<string>;
  removePlugin(name: string): Promise<string>;
  /** `strata plugin ls`'s text (it has no --json). */
  listPlugins(): Promise<string>;
  trust(options?: { remove?: boolean }): Promise<string>;
  /** Run `strata GLOBAL... args`; its stdout. */
  run(args: string[], options?: { stack?: string; build?: 'always' | 'never' | 'trusted'; onStderr?: (line: string) => void }): Promise<string>;
}

export declare class Stack {
  /** A handle on an existing stack; nothing is run. */
  constructor(name: string, workspace: LocalWorkspace);
  readonly name: string;
  readonly workspace: LocalWorkspace;
  static create(name: string, workspace: LocalWorkspace): Promise<Stack>;
  static select(name: string, workspace: LocalWorkspace): Promise<Stack>;
  static createOrSelect(name: string, workspace: LocalWorkspace): Promise<Stack>;
  preview(options?: PreviewOptions): Promise<OperationResult>;
  up(options?: UpOptions): Promise<OperationResult>;
  refresh(options?: RefreshOptions): Promise<OperationResult>;
  destroy(options?: DestroyOptions): Promise<OperationResult>;
  import(options: ImportOptions): Promise<OperationResult>;
  watch(options?: WatchOptions): Promise<WatchResult>;
  outputs(): Promise<OutputMap>;
  getConfig(key: string): Promise<ConfigValue>;
  getAllConfig(): Promise<ConfigMap>;
  setConfig(key: string, value: ConfigValue | string | number | boolean): Promise<void>;
  setAllConfig(config: Record<string, ConfigValue | string | number | boolean>): Promise<void>;
  removeConfig(key: string): Promise<void>;
  removeAllConfig(keys: string[]): Promise<void>;
  history(): Promise<HistoryEntry[]>;
  info(): Promise<HistoryEntry | undefined>;
  exportStack(options?: { version?: number }): Promise<StackState>;
  importStack(state: StackState): Promise<string>;
  restore(version: number): Promise<string>;
  unlock(options?: { force?: boolean }): Promise<string>;
  deps(): Promise<unknown>;
  /** Hand edits of the state; `resource` is a URN, or a name if unique. */
  readonly state: {
    delete(resource: string, options?: { force?: boolean }): Promise<string>;
    unprotect(resource: string): Promise<string>;
    rename(resource: string, newName: string): Promise<string>;
    taint(resource: string): Promise<string>;
    untaint(resource: string): Promise<string>;
    move(resources: string | string[], to: string, options?: { force?: boolean }): Promise<string>;
  };
}
