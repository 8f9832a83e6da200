"""The lines of strata's ``--json`` stream, schema version 3 (docs/events.md,
docs/events.schema.json): one ``TypedDict`` per event kind, the summary objects, and the values
they share. Types only, and all in this module, so that it can be replaced by one generated from
the Rust crate that writes the stream.

A line is a plain ``dict`` (as ``json.loads`` made it); these types say what it holds.
"""

from __future__ import annotations

from typing import Any, Dict, List, Literal, Optional, TypedDict, Union

#: The revision of the stream these types describe (docs/events.md).
SCHEMA_VERSION = 3

#: The revision, as a line carries it.
SchemaVersion = Literal[3]

#: What an operation does (``operation-started``'s ``operation``).
Operation = Literal["preview", "up", "destroy", "refresh", "import"]

#: What a step does.
Op = Literal["create", "update", "replace", "delete", "same", "import", "refresh"]

#: Why a step failed (``step-failed``'s ``kind``, and a step's ``failures[].kind``).
FailureKind = Literal[
    "interrupted",
    "timed-out",
    "denied",
    "invalid-inputs",
    "provider-failed",
    "crashed",
    "invalid",
    "policy-violation",
    "internal",
]

#: A graph's verb (``stack-started``, ``stack-done``).
Command = Literal["preview", "up", "destroy"]

#: How a stack of a graph ended.
StackResult = Literal["done", "failed", "skipped", "up to date", "not run"]

#: How a property changes.
ChangeKind = Literal["add", "delete", "update"]

#: What a policy violation does: a mandatory one also fails its step (or the run).
Enforcement = Literal["advisory", "mandatory"]

#: What a workspace operation will do to a stack without running its operation.
StackPlan = Literal["removed", "destroyed"]


class PropertyChange(TypedDict):
    """A step's change of one property (secrets redacted)."""

    property: str
    kind: ChangeKind
    old: Any
    new: Any
    replaces: bool


class _CountsRequired(TypedDict):
    create: int
    update: int
    replace: int
    delete: int
    same: int


# `import` is a Python keyword: these keys are declared the functional way.
_CountsOptional = TypedDict(
    "_CountsOptional",
    {"import": int, "refresh": int, "policy_violations": int, "policy_warnings": int},
    total=False,
)


class Counts(_CountsRequired, _CountsOptional):
    """Steps counted by kind (``import``, ``refresh`` and the policy counts when not zero)."""


class Failure(TypedDict):
    """One failure of a summary: ``resource`` names the resource, or (outside any step) the
    stack; ``kind`` is a step's ``FailureKind`` or, for a failure outside any step, the library's
    error kind (``locked``, ``not-found``, ...; ``errors.ErrorKind``): a string, as a newer kind
    may come."""

    resource: str
    kind: str
    error: str


# One stack's operation -------------------------------------------------------------------------


class OperationStarted(TypedDict):
    """An operation, or its preview, begins."""

    event: Literal["operation-started"]
    operation: Operation
    stack: str
    project: str
    preview: bool
    schema_version: SchemaVersion
    time_ms: float


class _StepStartedRequired(TypedDict):
    event: Literal["step-started"]
    urn: str
    type: str
    name: str
    op: Op
    changes: List[PropertyChange]
    time_ms: float


class StepStarted(_StepStartedRequired, total=False):
    """A step is planned and starts (for ``same``, it is also done)."""

    #: A replacement that deletes the old copy before it creates the new one; absent otherwise.
    deleteFirst: Literal[True]


class StepDone(TypedDict):
    """A step finished."""

    event: Literal["step-done"]
    urn: str
    type: str
    name: str
    op: Op
    elapsed_ms: float
    time_ms: float


class StepFailed(TypedDict):
    """A step failed."""

    event: Literal["step-failed"]
    urn: str
    type: str
    name: str
    op: Optional[Op]
    kind: FailureKind
    error: str
    time_ms: float


class StepSkipped(TypedDict):
    """A step did not run because one it depends on failed."""

    event: Literal["step-skipped"]
    urn: str
    type: str
    name: str
    cause: str
    time_ms: float


class EngineWarning(TypedDict):
    """The engine warns about the stack."""

    event: Literal["warning"]
    message: str
    time_ms: float


class PolicyViolation(TypedDict):
    """A policy pack found a rule broken: by a resource about to change, or (``urn`` None) by
    the stack."""

    event: Literal["policy-violation"]
    urn: Optional[str]
    type: Optional[str]
    name: Optional[str]
    pack: str
    policy: str
    enforcement: Enforcement
    message: str
    path: str
    time_ms: float


class Log(TypedDict):
    """A provider or the program logged a line."""

    event: Literal["log"]
    level: str
    message: str
    time_ms: float


class Stale(TypedDict):
    """After a save: a stack (``project/stack``) reads outputs this update changed."""

    event: Literal["stale"]
    stack: str
    outputs: List[str]
    time_ms: float


class _InFlightRequired(TypedDict):
    op: str
    urn: str
    type: str
    name: str


class InFlight(_InFlightRequired, total=False):
    id: Any


class Made(TypedDict):
    urn: str
    type: str
    name: str
    id: str


class LockLost(TypedDict):
    """The stack's lock was lost during the run."""

    event: Literal["lock-lost"]
    stack: str
    in_flight: List[InFlight]
    made: List[Made]
    late_record: Optional[str]
    late_record_error: Optional[str]
    time_ms: float


# Graphs of stacks (`workspace`, `--cascade`) ---------------------------------------------------


class StackStarted(TypedDict):
    event: Literal["stack-started"]
    stack: str
    command: Command
    time_ms: float


class StackDone(TypedDict):
    event: Literal["stack-done"]
    stack: str
    command: Command
    result: StackResult
    summary: Optional[Counts]
    error: Optional[str]
    duration_ms: int
    time_ms: float


class StackPlanned(TypedDict):
    event: Literal["stack-planned"]
    stack: str
    plan: StackPlan
    time_ms: float


# `strata watch --json` (time_ms: milliseconds since the Unix epoch) ---------------------------


class WatchStarted(TypedDict):
    event: Literal["watch-started"]
    stack: str
    paths: List[str]
    time_ms: float


class RunStarted(TypedDict):
    event: Literal["run-started"]
    run: int
    changed: List[str]
    time_ms: float


class Interrupted(TypedDict):
    event: Literal["interrupted"]
    run: int
    time_ms: float


class _RunDoneRequired(TypedDict):
    event: Literal["run-done"]
    run: int
    ok: bool
    seconds: float
    time_ms: float


class RunDone(_RunDoneRequired, total=False):
    summary: Counts
    failures: List[Failure]
    interrupted: int
    error: str
    deployed: bool


class Waiting(TypedDict):
    event: Literal["waiting"]
    time_ms: float


class WatchStopped(TypedDict):
    event: Literal["watch-stopped"]
    runs: int
    time_ms: float


# The summary objects (they have no `event`) ----------------------------------------------------


class Summary(TypedDict):
    """The summary object that ends each engine run."""

    summary: Counts
    failed: int
    skipped: int
    interrupted: int
    failures: List[Failure]
    #: Secrets as "[secret]".
    outputs: Dict[str, Any]
    preview: bool
    ok: bool
    duration_ms: int
    state_bytes_written: int
    state_requests: int
    peak_rss_bytes: Optional[int]
    http_requests: Dict[str, int]
    schema_version: SchemaVersion


class StackOutcome(TypedDict):
    stack: str
    result: StackResult
    summary: Optional[Counts]
    error: Optional[str]
    duration_ms: int


class _GraphSummaryRequired(TypedDict):
    stacks: List[StackOutcome]
    ok: bool


class GraphSummary(_GraphSummaryRequired, total=False):
    """The last line of a graph run (``workspace``, ``--cascade``)."""

    workspace: str


#: Every kind of event (a line with ``event``).
Event = Union[
    OperationStarted,
    StepStarted,
    StepDone,
    StepFailed,
    StepSkipped,
    EngineWarning,
    PolicyViolation,
    Log,
    Stale,
    LockLost,
    StackStarted,
    StackDone,
    StackPlanned,
    WatchStarted,
    RunStarted,
    Interrupted,
    RunDone,
    Waiting,
    WatchStopped,
]

#: Any line of the stream.
Line = Union[Event, Summary, GraphSummary]

#: The name of each kind of event, and its type.
EVENT_TYPES: Dict[str, type] = {
    "operation-started": OperationStarted,
    "step-started": StepStarted,
    "step-done": StepDone,
    "step-failed": StepFailed,
    "step-skipped": StepSkipped,
    "warning": EngineWarning,
    "policy-violation": PolicyViolation,
    "log": Log,
    "stale": Stale,
    "lock-lost": LockLost,
    "stack-started": StackStarted,
    "stack-done": StackDone,
    "stack-planned": StackPlanned,
    "watch-started": WatchStarted,
    "run-started": RunStarted,
    "interrupted": Interrupted,
    "run-done": RunDone,
    "waiting": Waiting,
    "watch-stopped": WatchStopped,
}

__all__ = [
    "SCHEMA_VERSION",
    "SchemaVersion",
    "Operation",
    "Op",
    "FailureKind",
    "Command",
    "StackResult",
    "ChangeKind",
    "Enforcement",
    "StackPlan",
    "PropertyChange",
    "Counts",
    "Failure",
    "OperationStarted",
    "StepStarted",
    "StepDone",
    "StepFailed",
    "StepSkipped",
    "EngineWarning",
    "PolicyViolation",
    "Log",
    "Stale",
    "InFlight",
    "Made",
    "LockLost",
    "StackStarted",
    "StackDone",
    "StackPlanned",
    "WatchStarted",
    "RunStarted",
    "Interrupted",
    "RunDone",
    "Waiting",
    "WatchStopped",
    "Summary",
    "StackOutcome",
    "GraphSummary",
    "Event",
    "Line",
    "EVENT_TYPES",
]
