"""Drive Strata stacks from Python, as Pulumi's Automation API drives the pulumi CLI.

A ``LocalWorkspace`` is a project directory and the strata binary that runs in it; a ``Stack``
is one stack of it. Each operation is a coroutine that runs ``strata ... --json`` and reads its
typed event stream (docs/events.md; ``events`` types each line) while it runs: every line goes
to ``on_event`` as it comes, the summary object is the result, and a failure is an error of the
class its ``kind`` names (``errors``). Cancelling the task sends strata SIGINT (Ctrl-C), waits
for it to settle and exit, and raises ``asyncio.CancelledError``; a second cancel stops it at
once. Nothing here knows more than that stream and the command line: the stack's state, locks
and recovery stay the binary's.

    import asyncio
    from strata_automation import LocalWorkspace, Stack

    async def main():
        stack = await Stack.create_or_select("dev", LocalWorkspace("path/to/project"))
        await stack.set_config("greeting", "Howdy")
        result = await stack.up(on_event=print)
        print(result.outputs)

    asyncio.run(main())
"""

from . import events
from .events import SCHEMA_VERSION
from .errors import (
    ERROR_KINDS,
    ErrorKind,
    BackendError,
    ConcurrentUpdateError,
    ConflictError,
    CrashedError,
    DeniedError,
    InternalError,
    InvalidError,
    InvalidInputsError,
    LockLostError,
    OperationInterruptedError,
    OtherError,
    PolicyViolationError,
    ProviderFailedError,
    SchemaVersionError,
    StackAlreadyExistsError,
    StackNotFoundError,
    StateError,
    StrataError,
    TimedOutError,
    error_class_for,
)
from .workspace import (
    ConfigValue,
    Event,
    LocalWorkspace,
    OperationResult,
    OutputValue,
    Result,
    Stack,
    StackSummary,
    StateEdits,
    WatchResult,
    create_or_select_stack,
    create_stack,
    select_stack,
)

__all__ = [
    "SCHEMA_VERSION",
    "events",
    "LocalWorkspace",
    "Stack",
    "StateEdits",
    "StackSummary",
    "ConfigValue",
    "OutputValue",
    "OperationResult",
    "Result",
    "WatchResult",
    "Event",
    "create_stack",
    "select_stack",
    "create_or_select_stack",
    "ERROR_KINDS",
    "ErrorKind",
    "error_class_for",
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
]
