"""The errors of strata_automation. A failed operation's class comes from the ``kind`` its
summary object carries (docs/events.md): the library's error kinds (``locked``, ``not-found``,
...) for an operation refused or failed outside any step, the engine's step kinds
(``provider-failed``, ``policy-violation``, ...) for a step that failed. Nothing here reads the
kind from stderr: stderr is only the message of a command that has no stream.

Cancellation is asyncio's own: a cancelled operation raises ``asyncio.CancelledError`` once
strata has settled and exited."""

from __future__ import annotations

from typing import Any, Dict, List, Literal, Optional, Sequence, Type

#: Why an operation failed outside any step: the library's ``ErrorKind``, in the one failure of
#: the summary object of an operation refused or failed outside any step (docs/events.md). A
#: failed step's kind is the stream's ``events.FailureKind``.
ErrorKind = Literal[
    "locked",
    "lock-lost",
    "conflict",
    "not-found",
    "already-exists",
    "invalid",
    "state",
    "backend",
    "other",
]


class StrataError(Exception):
    """A strata command that failed."""

    def __init__(
        self,
        message: str,
        *,
        command: Sequence[str] = (),
        exit_code: Optional[int] = None,
        stderr: str = "",
        summary: Optional[Dict[str, Any]] = None,
        events: Optional[List[Dict[str, Any]]] = None,
        kind: Optional[str] = None,
    ):
        super().__init__(message)
        #: The arguments strata was run with.
        self.command: List[str] = list(command)
        #: Its exit status (negative: the signal that ended it; None: it never ran).
        self.exit_code = exit_code
        #: What it wrote on stderr (people's messages; not part of the stream).
        self.stderr = stderr
        #: The summary object of the operation's stream, if it wrote one.
        self.summary = summary
        #: Every line of the stream that was read.
        self.events: List[Dict[str, Any]] = events or []
        #: The failure kind that chose this class (``failures[0]["kind"]``), or None.
        self.kind = kind
        #: The summary's failures: ``[{resource, kind, error}]``.
        self.failures: List[Dict[str, Any]] = list((summary or {}).get("failures") or [])


# The library's error kinds: an operation that failed outside any step.


class ConcurrentUpdateError(StrataError):
    """``locked``: another operation holds the stack's lock (as Pulumi's)."""


class LockLostError(StrataError):
    """``lock-lost``: this operation's lock was lost while it ran."""


class ConflictError(StrataError):
    """``conflict``: another writer changed the stack under this operation."""


class StackNotFoundError(StrataError):
    """``not-found``: the stack (or the project, or the workspace) does not exist."""


class StackAlreadyExistsError(StrataError):
    """``already-exists``: it exists already."""


class InvalidError(StrataError):
    """``invalid``: what was asked is not valid (a name, an option, a program that cannot run as
    written); also the step kind ``invalid``."""


class StateError(StrataError):
    """``state``: the state cannot be read or written."""


class BackendError(StrataError):
    """``backend``: the backend (a file system, S3, PostgreSQL) failed."""


class OtherError(StrataError):
    """``other``: anything else; the message says what."""


# The engine's step kinds: a step failed.


class OperationInterruptedError(StrataError):
    """``interrupted``: stopped (Ctrl-C, a lost lock) before its provider call started; also an
    operation whose summary counts interrupted steps and no failure."""


class TimedOutError(StrataError):
    """``timed-out``: the provider ran past its time limit."""


class DeniedError(StrataError):
    """``denied``: the provider tried to reach something it was not granted."""


class InvalidInputsError(StrataError):
    """``invalid-inputs``: the provider's check refused the inputs."""


class ProviderFailedError(StrataError):
    """``provider-failed``: the provider returned an error."""


class CrashedError(StrataError):
    """``crashed``: the guest trapped (a panic, its memory limit)."""


class PolicyViolationError(StrataError):
    """``policy-violation``: a mandatory policy refused a resource or the stack."""


class InternalError(StrataError):
    """``internal``: Strata itself could not go on."""


class SchemaVersionError(StrataError):
    """The stream is of a revision this package does not read."""

    def __init__(self, message: str, *, expected: int, actual: Any, **details: Any):
        super().__init__(message, **details)
        #: The revision this package reads.
        self.expected = expected
        #: The revision the stream carried (None when it said none: version 1).
        self.actual = actual


#: The class for each failure kind of the stream.
ERROR_KINDS: Dict[str, Type[StrataError]] = {
    "locked": ConcurrentUpdateError,
    "lock-lost": LockLostError,
    "conflict": ConflictError,
    "not-found": StackNotFoundError,
    "already-exists": StackAlreadyExistsError,
    "invalid": InvalidError,
    "state": StateError,
    "backend": BackendError,
    "other": OtherError,
    "interrupted": OperationInterruptedError,
    "timed-out": TimedOutError,
    "denied": DeniedError,
    "invalid-inputs": InvalidInputsError,
    "provider-failed": ProviderFailedError,
    "crashed": CrashedError,
    "policy-violation": PolicyViolationError,
    "internal": InternalError,
}


def error_class_for(kind: Optional[str]) -> Type[StrataError]:
    """The error class for failure kind ``kind`` (StrataError for one this package does not
    know)."""
    return ERROR_KINDS.get(kind or "", StrataError)


__all__ = [
    "ErrorKind",
    "StrataError",
    "ConcurrentUpdateError",
    "LockLostError",
    "ConflictError",
    "StackNotFoundError",
    "StackAlreadyExistsError",
    "InvalidError",
    "StateError",
    "BackendError",
    "OtherError",
    "OperationInterruptedError",
    "TimedOutError",
    "DeniedError",
    "InvalidInputsError",
    "ProviderFailedError",
    "CrashedError",
    "PolicyViolationError",
    "InternalError",
    "SchemaVersionError",
    "ERROR_KINDS",
    "error_class_for",
]
