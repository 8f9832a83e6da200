// The errors of @strata/automation. A failed operation's class comes from the `kind` its
// summary object carries (docs/events.md): the library's error kinds (`locked`, `not-found`,
// ...) for an operation refused or failed outside any step, the engine's step kinds
// (`provider-failed`, `policy-violation`, ...) for a step that failed. Nothing here reads the
// kind from stderr: stderr is only the message of a command that has no stream.

/** A strata command that failed. */
export class StrataError extends Error {
  /**
   * @param {string} message
   * @param {object} [details]
   */
  constructor(message, details = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = new.target.name;
    /** The arguments strata was run with. */
    this.command = details.command ?? [];
    /** Its exit status (null when it ended by a signal, or never ran). */
    this.exitCode = details.exitCode ?? null;
    /** What it wrote on stderr (people's messages; not part of the stream). */
    this.stderr = details.stderr ?? '';
    /** The summary object of the operation's stream, if it wrote one. */
    this.summary = details.summary;
    /** Every line of the stream that was read. */
    this.events = details.events ?? [];
    /** The failure kind that chose this class (`failures[0].kind`), or null. */
    this.kind = details.kind ?? null;
    /** The summary's failures: `[{resource, kind, error}]`. */
    this.failures = details.summary?.failures ?? [];
  }
}

// The library's error kinds: an operation that failed outside any step.

/** `locked`: another operation holds the stack's lock (as Pulumi's ConcurrentUpdateError). */
export class ConcurrentUpdateError extends StrataError {}
/** `lock-lost`: this operation's lock was lost while it ran. */
export class LockLostError extends StrataError {}
/** `conflict`: another writer changed the stack under this operation. */
export class ConflictError extends StrataError {}
/** `not-found`: the stack (or the project, or the workspace) does not exist. */
export class StackNotFoundError extends StrataError {}
/** `already-exists`: it exists already. */
export class StackAlreadyExistsError extends StrataError {}
/** `invalid`: what was asked is not valid (a name, an option, a program that cannot run as
 * written); also the step kind `invalid` (a declaration that cannot run as it is). */
export class InvalidError extends StrataError {}
/** `state`: the state cannot be read or written. */
export class StateError extends StrataError {}
/** `backend`: the backend (a file system, S3, PostgreSQL) failed. */
export class BackendError extends StrataError {}
/** `other`: anything else; the message says what. */
export class OtherError extends StrataError {}

// The engine's step kinds: a step failed.

/** `interrupted`: stopped (Ctrl-C, a lost lock) before its provider call started; also an
 * operation whose summary counts interrupted steps and no failure. */
export class OperationInterruptedError extends StrataError {}
/** `timed-out`: the provider ran past its time limit. */
export class TimedOutError extends StrataError {}
/** `denied`: the provider tried to reach something it was not granted. */
export class DeniedError extends StrataError {}
/** `invalid-inputs`: the provider's check refused the inputs. */
export class InvalidInputsError extends StrataError {}
/** `provider-failed`: the provider returned an error. */
export class ProviderFailedError extends StrataError {}
/** `crashed`: the guest trapped (a panic, its memory limit). */
export class CrashedError extends StrataError {}
/** `policy-violation`: a mandatory policy refused a resource or the stack. */
export class PolicyViolationError extends StrataError {}
/** `internal`: Strata itself could not go on. */
export class InternalError extends StrataError {}

// This package's own.

/** The operation was cancelled through its AbortSignal: strata was sent SIGINT, stopped
 * starting steps, settled and exited. `summary` is its last summary (none after a forced stop). */
export class CancelledError extends OperationInterruptedError {}

/** The stream is of a revision this package does not read. */
export class SchemaVersionError extends StrataError {
  constructor(message, details = {}) {
    super(message, details);
    /** The revision this package reads. */
    this.expected = details.expected;
    /** The revision the stream carried (undefined when it said none: version 1). */
    this.actual = details.actual;
  }
}

/** The class for each failure kind of the stream. */
export const ERROR_KINDS = Object.freeze({
  locked: ConcurrentUpdateError,
  'lock-lost': LockLostError,
  conflict: ConflictError,
  'not-found': StackNotFoundError,
  'already-exists': StackAlreadyExistsError,
  invalid: InvalidError,
  state: StateError,
  backend: BackendError,
  other: OtherError,
  interrupted: OperationInterruptedError,
  'timed-out': TimedOutError,
  denied: DeniedError,
  'invalid-inputs': InvalidInputsError,
  'provider-failed': ProviderFailedError,
  crashed: CrashedError,
  'policy-violation': PolicyViolationError,
  internal: InternalError,
});

/** The error class for failure kind `kind` (StrataError for one this package does not know). */
export function errorClassFor(kind) {
  return (Object.hasOwn(ERROR_KINDS, kind) && ERROR_KINDS[kind]) || StrataError;
}
