"""The lines of strata's --json stream (docs/events.md), as typed dictionaries.

Generated from the types of crates/strata-wire: do not edit. `STRATA_BLESS=1 cargo test -p strata-wire` rewrites it."""

from __future__ import annotations

from typing import Any, Dict, List, Literal, Tuple, TypedDict, Union

#: The revision of the stream these types describe (docs/events.md).
SCHEMA_VERSION = 5

#: Its type.
SchemaVersion = Literal[5]


#: Which operation runs on a stack.
Operation = Literal["preview", "up", "destroy", "refresh", "import"]


class OperationStarted(TypedDict):
    """An operation, or its preview, begins (a `preview`, an `up` that previews to ask, then the
    `up`).
    """
    event: Literal["operation-started"]
    operation: Operation
    stack: str
    project: str
    preview: bool
    #: The revision of the stream this line follows (docs/events.md).
    schema_version: Literal[5]
    #: Milliseconds since the command started, to a tenth.
    time_ms: float


#: What a step does to a resource.
Op = Literal["create", "update", "replace", "delete", "same", "import", "refresh"]


#: How a property changes.
ChangeKind = Literal["add", "delete", "update"]


class PropertyChange(TypedDict):
    """A step's change of one property, secrets redacted."""
    property: str
    kind: ChangeKind
    #: The value before (null when added).
    old: Any
    #: The value after (null when deleted).
    new: Any
    #: This change forces a replacement.
    replaces: bool


class _StepStartedRequired(TypedDict):
    event: Literal["step-started"]
    urn: str
    type: str
    name: str
    op: Op
    changes: List[PropertyChange]
    time_ms: float


class StepStarted(_StepStartedRequired, total=False):
    """A step is planned and starts (for `same`, it is also done)."""
    #: A replacement that deletes the old copy before it creates the new one (its name cannot
    #: be taken twice, or the program says delete-before-replace); absent otherwise.
    deleteFirst: bool


class StepDone(TypedDict):
    """A step finished."""
    event: Literal["step-done"]
    urn: str
    type: str
    name: str
    op: Op
    elapsed_ms: float
    time_ms: float


#: What kind of failure a step had.
FailureKind = Literal["interrupted", "timed-out", "denied", "invalid-inputs", "provider-failed", "crashed", "invalid", "policy-violation", "internal"]


class StepFailed(TypedDict):
    """A step failed."""
    event: Literal["step-failed"]
    urn: str
    type: str
    name: str
    #: What the step was doing, when it had started one.
    op: Union[Op, None]
    kind: FailureKind
    #: The provider and its message, or the cause.
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
    """The engine warns about the stack (an interrupted operation found in state, …)."""
    event: Literal["warning"]
    message: str
    time_ms: float


#: What a policy violation does: a mandatory one also fails its step (or the run).
Enforcement = Literal["advisory", "mandatory"]


class PolicyViolation(TypedDict):
    """A policy pack found a rule broken: by a resource about to change, or (`urn` null) by the
    stack.
    """
    event: Literal["policy-violation"]
    urn: Union[str, None]
    type: Union[str, None]
    name: Union[str, None]
    #: The pack, by its name in the project.
    pack: str
    policy: str
    enforcement: Enforcement
    message: str
    #: The property at fault, or empty.
    path: str
    time_ms: float


class PolicyRemediation(TypedDict):
    """A remediation policy fixed a resource's inputs before its step (the step, and its diff,
    use what it set).
    """
    event: Literal["policy-remediation"]
    urn: str
    type: str
    name: str
    #: The pack, by its name in the project.
    pack: str
    policy: str
    #: What it changed and why.
    message: str
    #: The top-level inputs it set (or removed).
    properties: List[str]
    time_ms: float


class Log(TypedDict):
    """A provider or the program logged a line."""
    event: Literal["log"]
    level: str
    message: str
    time_ms: float


#: How much a diagnostic matters.
Severity = Literal["info", "note", "warning", "error"]


class _DiagnosticRequired(TypedDict):
    event: Literal["diagnostic"]
    severity: Severity
    message: str
    time_ms: float


class Diagnostic(_DiagnosticRequired, total=False):
    """Something said to the person running the command, as the terminal says it on stderr (a
    graph's member stack's with `[project/stack] ` in front).
    """
    #: What it is about, for programs that branch on it (absent: not classified).
    code: str


class Stale(TypedDict):
    """After a save: a stack reads outputs this update changed."""
    event: Literal["stale"]
    #: `project/stack`.
    stack: str
    outputs: List[str]
    time_ms: float


class InFlight(TypedDict):
    """A provider call in flight when the lock was lost: the next holder finds it pending."""
    op: Op
    urn: str
    type: str
    name: str
    id: Union[str, None]


class Made(TypedDict):
    """A resource the run's calls made that its base did not hold."""
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
    #: Where what its calls made was recorded (null: nothing recorded).
    late_record: Union[str, None]
    #: Why it could not be recorded.
    late_record_error: Union[str, None]
    time_ms: float


#: What a graph of stacks runs on each stack.
Command = Literal["preview", "up", "destroy"]


class StackStarted(TypedDict):
    """A graph's stack's operation starts."""
    event: Literal["stack-started"]
    #: `project/stack`.
    stack: str
    command: Command
    time_ms: float


#: How one stack's operation in a graph went.
StackResult = Literal["done", "failed", "skipped", "up to date", "not run"]


_CountsRequired = TypedDict(
    "_CountsRequired",
    {
        "create": int,
        "update": int,
        "replace": int,
        "delete": int,
        "same": int,
    },
)

_CountsOptional = TypedDict(
    "_CountsOptional",
    {
        "import": int,
        "refresh": int,
        #: Violations of mandatory policies (each stopped its step, or the run).
        "policy_violations": int,
        #: Violations of advisory policies (reported; nothing stopped).
        "policy_warnings": int,
    },
    total=False,
)


class Counts(_CountsRequired, _CountsOptional):
    """Steps by kind, counted when they succeed; the last four only when not zero."""


class StackDone(TypedDict):
    """A graph's stack's operation ended."""
    event: Literal["stack-done"]
    stack: str
    command: Command
    result: StackResult
    #: The counts of its (last) engine run.
    summary: Union[Counts, None]
    #: Why it failed or was skipped.
    error: Union[str, None]
    duration_ms: int
    time_ms: float


#: What a workspace operation will do to a stack without running its operation.
StackPlan = Literal["removed", "destroyed"]


class StackPlanned(TypedDict):
    """A workspace says what it will do to a stack without running its operation."""
    event: Literal["stack-planned"]
    stack: str
    plan: StackPlan
    time_ms: float


class WatchStarted(TypedDict):
    """A watch started."""
    event: Literal["watch-started"]
    stack: str
    #: What it watches.
    paths: List[str]
    #: Milliseconds since the Unix epoch.
    time_ms: int


class RunStarted(TypedDict):
    """A watch's run starts."""
    event: Literal["run-started"]
    run: int
    #: The files whose change started it (none: the first run).
    changed: List[str]
    time_ms: int


class Interrupted(TypedDict):
    """A watch's run was asked to stop: its calls in flight finish and are recorded."""
    event: Literal["interrupted"]
    run: int
    time_ms: int


class Failure(TypedDict):
    """A failure: of a step (by resource, or `apply`), or of the operation itself (by stack)."""
    resource: str
    #: A step's failure kind (`provider-failed`, …), or for an operation that failed outside
    #: any step the library's error kind (`locked`, `lock-lost`, `conflict`, `not-found`,
    #: `already-exists`, `invalid`, `state`, `backend`, `other`).
    kind: str
    error: str


class _RunDoneRequired(TypedDict):
    event: Literal["run-done"]
    run: int
    ok: bool
    seconds: float
    time_ms: int


class RunDone(_RunDoneRequired, total=False):
    """A watch's run ended: its counts, failures and interrupted steps; or (`ok` false) the error
    that ended it and whether it may have deployed.
    """
    summary: Counts
    failures: List[Failure]
    interrupted: int
    error: str
    deployed: bool


class Waiting(TypedDict):
    """A watch waits for changes."""
    event: Literal["waiting"]
    time_ms: int


class WatchStopped(TypedDict):
    """A watch ended after `runs` runs."""
    event: Literal["watch-stopped"]
    runs: int
    time_ms: int


class Summary(TypedDict):
    """The summary object that ends each engine run (a preview that asks first writes one, then
    the update another). It has no `event`.
    """
    summary: Counts
    failed: int
    skipped: int
    interrupted: int
    failures: List[Failure]
    #: The stack outputs, secrets as `"[secret]"`.
    outputs: Any
    preview: bool
    ok: bool
    duration_ms: int
    state_bytes_written: int
    state_requests: int
    #: Null where it cannot be measured.
    peak_rss_bytes: Union[int, None]
    #: HTTP requests each provider sent (those that sent any).
    http_requests: Dict[str, int]
    #: The revision of the stream this line follows (docs/events.md).
    schema_version: Literal[5]


class StackOutcome(TypedDict):
    """One stack of a graph's summary."""
    stack: str
    result: StackResult
    summary: Union[Counts, None]
    error: Union[str, None]
    duration_ms: int


class _GraphSummaryRequired(TypedDict):
    stacks: List[StackOutcome]
    ok: bool


class GraphSummary(_GraphSummaryRequired, total=False):
    """The last line of a graph run (a workspace command, a cascade). It has no `event`."""
    #: The workspace's name, for a workspace command.
    workspace: str


#: An event of the stream: an object whose `event` says which.
Event = Union[OperationStarted, StepStarted, StepDone, StepFailed, StepSkipped, EngineWarning, PolicyViolation, PolicyRemediation, Log, Diagnostic, Stale, LockLost, StackStarted, StackDone, StackPlanned, WatchStarted, RunStarted, Interrupted, RunDone, Waiting, WatchStopped]

#: The `event` of each kind of Event.
EventKind = Literal["operation-started", "step-started", "step-done", "step-failed", "step-skipped", "warning", "policy-violation", "policy-remediation", "log", "diagnostic", "stale", "lock-lost", "stack-started", "stack-done", "stack-planned", "watch-started", "run-started", "interrupted", "run-done", "waiting", "watch-stopped"]

#: Each kind of Event's type, by its `event`.
EVENT_TYPES: Dict[str, type] = {
    "operation-started": OperationStarted,
    "step-started": StepStarted,
    "step-done": StepDone,
    "step-failed": StepFailed,
    "step-skipped": StepSkipped,
    "warning": EngineWarning,
    "policy-violation": PolicyViolation,
    "policy-remediation": PolicyRemediation,
    "log": Log,
    "diagnostic": Diagnostic,
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


#: One line of the stream: an event, the summary object, or a graph's summary.
Line = Union[OperationStarted, StepStarted, StepDone, StepFailed, StepSkipped, EngineWarning, PolicyViolation, PolicyRemediation, Log, Diagnostic, Stale, LockLost, StackStarted, StackDone, StackPlanned, WatchStarted, RunStarted, Interrupted, RunDone, Waiting, WatchStopped, Summary, GraphSummary]


__all__ = [
    "SCHEMA_VERSION",
    "SchemaVersion",
    "Operation",
    "OperationStarted",
    "Op",
    "ChangeKind",
    "PropertyChange",
    "StepStarted",
    "StepDone",
    "FailureKind",
    "StepFailed",
    "StepSkipped",
    "EngineWarning",
    "Enforcement",
    "PolicyViolation",
    "PolicyRemediation",
    "Log",
    "Severity",
    "Diagnostic",
    "Stale",
    "InFlight",
    "Made",
    "LockLost",
    "Command",
    "StackStarted",
    "StackResult",
    "Counts",
    "StackDone",
    "StackPlan",
    "StackPlanned",
    "WatchStarted",
    "RunStarted",
    "Interrupted",
    "Failure",
    "RunDone",
    "Waiting",
    "WatchStopped",
    "Summary",
    "StackOutcome",
    "GraphSummary",
    "Event",
    "EventKind",
    "EVENT_TYPES",
    "Line",
]
