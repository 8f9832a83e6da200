"""Drive Strata stacks from Python, as Pulumi's automation package drives the pulumi CLI.

Each operation runs the ``strata`` binary with ``--json`` and reads its typed event stream
(docs/events.md): every line is handed to ``on_event`` as it comes, and the summary object
(the last line) is the result. Nothing here knows more than that stream and the command line:
the stack's state, locks and recovery stay the binary's.
"""

from __future__ import annotations

import json
import os
import subprocess
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, List, Mapping, Optional, Sequence

#: The revision of the event stream this package reads (docs/events.md).
SCHEMA_VERSION = 3

Event = Dict[str, Any]


class StrataError(Exception):
    """A command that failed: its exit status, what it said on stderr, and its summary if any."""

    def __init__(self, args: Sequence[str], code: int, stderr: str, summary: Optional[Event] = None):
        said = [l for l in stderr.strip().splitlines() if l.startswith("error:")]
        why = f": {said[-1][6:].strip()}" if said else ""
        super().__init__(f"strata {' '.join(args)} exited with {code}{why}")
        self.code = code
        self.stderr = stderr
        self.summary = summary


@dataclass
class Result:
    """What an operation returned: its summary object, every line of its stream, its outputs,
    and (for ``preview(expect_no_changes=True)``) whether anything would change."""

    summary: Event
    events: List[Event] = field(default_factory=list)
    changes: bool = False

    @property
    def outputs(self) -> Dict[str, Any]:
        return self.summary.get("outputs") or {}


def _run(binary: str, cwd: str, args: Sequence[str], env: Mapping[str, str],
         on_event: Optional[Callable[[Event], None]] = None):
    proc = subprocess.Popen(
        [binary, "--cwd", cwd, *args],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env={**os.environ, **env},
        text=True,
    )
    events: List[Event] = []
    lines: List[str] = []
    assert proc.stdout is not None
    for line in proc.stdout:
        line = line.rstrip("\n")
        lines.append(line)
        try:
            event = json.loads(line)
        except ValueError:
            continue
        events.append(event)
        if on_event is not None:
            on_event(event)
    stderr = proc.stderr.read() if proc.stderr is not None else ""
    code = proc.wait()
    return code, events, "\n".join(lines), stderr


class Stack:
    """One stack of the project in ``directory``."""

    def __init__(self, directory: str, name: str, *, binary: Optional[str] = None,
                 backend: Optional[str] = None, env: Optional[Mapping[str, str]] = None):
        self.directory = directory
        self.name = name
        self.binary = binary or os.environ.get("STRATA_BIN", "strata")
        self.backend = backend
        self.env = dict(env or {})

    @classmethod
    def create(cls, directory: str, name: str, **options: Any) -> "Stack":
        """Create stack ``name`` in the project in ``directory`` and select it."""
        stack = cls(directory, name, **options)
        stack._plain(["stack", "init", "--", name], stacked=False)
        return stack

    @classmethod
    def select(cls, directory: str, name: str, **options: Any) -> "Stack":
        """The stack ``name`` of the project in ``directory``, which must exist."""
        stack = cls(directory, name, **options)
        stack._plain(["stack", "select", "--", name], stacked=False)
        return stack

    def _args(self, args: Sequence[str], stacked: bool = True) -> List[str]:
        # Every string of the caller's is glued to its flag (`--stack=NAME`) or comes after
        # `--`: a name or value that starts with `-` is never read as a flag.
        out = [f"--stack={self.name}"] if stacked else []
        if self.backend:
            out.append(f"--backend={self.backend}")
        return out + list(args)

    def _plain(self, args: Sequence[str], stacked: bool = True) -> str:
        full = self._args(args, stacked)
        code, _, stdout, stderr = _run(self.binary, self.directory, full, self.env)
        if code != 0:
            raise StrataError(full, code, stderr)
        return stdout

    def _operation(self, args: Sequence[str], on_event=None, allow_changes: bool = False) -> Result:
        full = self._args([*args, "--json"])
        code, events, _, stderr = _run(self.binary, self.directory, full, self.env, on_event)
        summary = next((e for e in reversed(events) if "event" not in e), None)
        if code != 0 and not (allow_changes and code == 2):
            raise StrataError(full, code, stderr, summary)
        if summary is None:
            raise StrataError(full, code, stderr)
        return Result(summary=summary, events=events, changes=code == 2)

    def set_config(self, key: str, value: Any, *, secret: bool = False) -> None:
        """Set configuration ``key`` (encrypted with ``secret=True``)."""
        self._plain(["config", "set", *(["--secret"] if secret else []), "--", key, str(value)])

    def remove_config(self, key: str) -> None:
        self._plain(["config", "rm", "--", key])

    def preview(self, *, on_event=None, expect_no_changes: bool = False) -> Result:
        """What ``up`` would change; with ``expect_no_changes``, ``changes`` says whether it would."""
        flags = ["--expect-no-changes"] if expect_no_changes else []
        return self._operation(["preview", *flags], on_event, allow_changes=expect_no_changes)

    def up(self, *, on_event=None, parallel: Optional[int] = None, refresh: bool = False) -> Result:
        """Create or update the stack's resources."""
        flags = ["--yes"]
        if parallel:
            flags += ["--parallel", str(parallel)]
        if refresh:
            flags.append("--refresh")
        return self._operation(["up", *flags], on_event)

    def destroy(self, *, on_event=None) -> Result:
        """Delete every resource of the stack."""
        return self._operation(["destroy", "--yes"], on_event)

    def refresh(self, *, on_event=None) -> Result:
        """Read every resource from its provider and record what exists."""
        return self._operation(["refresh", "--yes"], on_event)

    def outputs(self) -> Dict[str, Any]:
        """The stack's outputs from its last deployment (secrets as "[secret]")."""
        return json.loads(self._plain(["stack", "output", "--json"]))

    def remove(self, *, force: bool = False) -> None:
        """Remove the stack (it must be empty unless ``force``)."""
        self._plain(["stack", "rm", *(["--force"] if force else []), "--", self.name], stacked=False)


__all__ = ["SCHEMA_VERSION", "Stack", "StrataError", "Result", "Event"]
