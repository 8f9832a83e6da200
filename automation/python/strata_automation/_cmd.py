"""Running the strata binary: both pipes read at once (neither can fill and stall it), stdout
line by line, and asyncio cancellation turned into strata's own Ctrl-C."""

from __future__ import annotations

import asyncio
import os
import signal
from dataclasses import dataclass
from typing import Callable, List, Mapping, Optional, Sequence

from .errors import StrataError

#: How much of a command's stderr is kept (the end of it).
STDERR_KEPT = 4 << 20

#: How often a forced stop says Ctrl-C again, until strata has heard it twice.
_FORCE_EVERY = 0.25


class Control:
    """What a line handler may do to the process while it runs."""

    def __init__(self, proc: "asyncio.subprocess.Process"):
        self._proc = proc

    def interrupt(self) -> None:
        """Send SIGINT, as Ctrl-C does: strata starts nothing new, settles and exits."""
        if self._proc.returncode is None:
            # os.kill, not Process.send_signal: that polls the child first, which reaps one that
            # just exited behind asyncio's back (it then reports exit status 255). Until asyncio
            # has reaped it, the pid is still this child's (a zombie at worst).
            try:
                os.kill(self._proc.pid, signal.SIGINT)
            except ProcessLookupError:
                pass


@dataclass
class Ran:
    code: int
    stderr: str
    #: Whether it was interrupted because the caller cancelled (or stopped) it.
    interrupted: bool
    #: Whether it was told to stop at once (a second cancel).
    forced: bool


async def run(
    binary: str,
    args: Sequence[str],
    env: Mapping[str, str],
    on_line: Optional[Callable[[str, Control], None]] = None,
    on_stderr: Optional[Callable[[str], None]] = None,
    stop: Optional[asyncio.Event] = None,
    stdout_parts: Optional[List[bytes]] = None,
) -> Ran:
    """Run ``binary args``. A cancellation of the awaiting task sends SIGINT and waits for
    strata to settle and exit, then raises CancelledError; a second cancellation sends SIGINT
    again (strata stops at once, what was in flight pending). ``stop``, when set, sends SIGINT
    and returns normally (for ``watch``). With ``stdout_parts``, stdout is kept there as it
    came instead of handed over line by line."""
    try:
        proc = await asyncio.create_subprocess_exec(
            binary,
            *args,
            stdin=asyncio.subprocess.DEVNULL,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
            env={**os.environ, **env},
        )
    except OSError as e:
        raise StrataError(f"cannot run {binary}: {e}", command=args) from e
    control = Control(proc)
    err_parts: List[bytes] = []
    err_size = 0
    # A handler that raises is not called again; its error is raised once the process is done,
    # so that the pipes are read to their end whatever a handler does.
    failed: List[BaseException] = []

    def call(handler: Callable[..., None], *args: object) -> None:
        if failed:
            return
        try:
            handler(*args)
        except Exception as e:
            failed.append(e)

    async def read_stdout() -> None:
        assert proc.stdout is not None
        rest = b""
        while True:
            chunk = await proc.stdout.read(1 << 16)
            if not chunk:
                break
            if stdout_parts is not None:
                stdout_parts.append(chunk)
                continue
            rest += chunk
            while True:
                at = rest.find(b"\n")
                if at < 0:
                    break
                line, rest = rest[:at], rest[at + 1 :]
                deliver(line)
        if rest:
            deliver(rest)

    def deliver(raw: bytes) -> None:
        text = raw.decode("utf-8", errors="replace").rstrip("\r")
        if text and on_line is not None:
            call(on_line, text, control)

    async def read_stderr() -> None:
        nonlocal err_size
        assert proc.stderr is not None
        rest = b""
        while True:
            chunk = await proc.stderr.read(1 << 16)
            if not chunk:
                break
            err_parts.append(chunk)
            err_size += len(chunk)
            while err_size > STDERR_KEPT and len(err_parts) > 1:
                err_size -= len(err_parts.pop(0))
            if on_stderr is not None:
                rest += chunk
                lines = rest.split(b"\n")
                rest = lines.pop()
                for line in lines:
                    call(on_stderr, line.decode("utf-8", errors="replace"))
        if on_stderr is not None and rest:
            call(on_stderr, rest.decode("utf-8", errors="replace"))

    async def finish() -> int:
        await asyncio.gather(read_stdout(), read_stderr())
        return await proc.wait()

    done = asyncio.ensure_future(finish())
    stopper: Optional["asyncio.Future[None]"] = None
    interrupted = False
    forced = False
    cancelled: Optional[BaseException] = None
    repeat: Optional["asyncio.Task[None]"] = None

    async def again() -> None:
        while proc.returncode is None:
            control.interrupt()
            await asyncio.sleep(_FORCE_EVERY)

    if stop is not None:

        async def on_stop() -> None:
            nonlocal interrupted
            await stop.wait()
            interrupted = True
            control.interrupt()

        stopper = asyncio.ensure_future(on_stop())
    try:
        while True:
            try:
                # Shielded: a cancellation must not stop the reading, or strata could stall
                # on a full pipe while it settles.
                code = await asyncio.shield(done)
                break
            except asyncio.CancelledError as e:
                if done.done() and not done.cancelled():
                    # It ended as the cancellation came.
                    cancelled = cancelled or e
                    code = done.result()
                    break
                if cancelled is None:
                    cancelled = e
                    interrupted = True
                    control.interrupt()
                elif repeat is None:
                    forced = True
                    repeat = asyncio.ensure_future(again())
    finally:
        if stopper is not None:
            stopper.cancel()
        if repeat is not None:
            repeat.cancel()
        if not done.done():
            # Only when this coroutine itself is torn down (its loop closing): do not leave
            # strata running unsupervised.
            control.interrupt()
    stderr = b"".join(err_parts).decode("utf-8", errors="replace")
    if cancelled is not None:
        raise cancelled
    if failed:
        raise failed[0]
    return Ran(code=code, stderr=stderr, interrupted=interrupted, forced=forced)
