"""The workspace (a project directory and the strata binary that runs in it) and its stacks, as
Pulumi's LocalWorkspace and Stack. Every method that runs strata is a coroutine.

Every string of the caller's reaches strata glued to its flag (``--target=URN``) or after
``--``, so that a value starting with ``-`` is a value, never a flag."""

from __future__ import annotations

import asyncio
import datetime
import json
import os
import re
import signal
import tempfile
from dataclasses import dataclass, field
from typing import (
    Any,
    Callable,
    Dict,
    Iterable,
    List,
    Mapping,
    Optional,
    Sequence,
    Tuple,
    Union,
)

from . import _cmd
from .events import SCHEMA_VERSION  # the revision this package reads, with its types
from .errors import (
    InvalidError,
    OperationInterruptedError,
    SchemaVersionError,
    StackAlreadyExistsError,
    StackNotFoundError,
    StrataError,
    error_class_for,
)


Event = Dict[str, Any]
OnEvent = Callable[[Event], None]
OnLine = Callable[[str], None]
Strings = Union[str, Sequence[str]]
Duration = Union[str, int, float, datetime.timedelta]

_STACK_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,63}")


def _check_stack_name(name: Any) -> str:
    """Refuse what strata would not take as a stack name (``strata_policy::check_name``)."""
    if not isinstance(name, str) or not _STACK_NAME.fullmatch(name):
        raise InvalidError(
            f"{name!r} is not a stack name: 1 to 64 letters, digits, `-`, `_` or `.`, "
            "starting with a letter or a digit",
            kind="invalid",
        )
    return name


def _check_str(what: str, value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError(f"{what} must be a str, not {type(value).__name__}")
    return value


def _check_key(key: Any) -> str:
    _check_str("a configuration key", key)
    if key == "" or "\n" in key or "\r" in key:
        raise InvalidError(f"{key!r} is not a configuration key", kind="invalid")
    return key


def _strings(name: str, value: Strings) -> List[str]:
    items = [value] if isinstance(value, str) else list(value)
    return [_check_str(f"option {name}", s) for s in items]


# Options: each maps to one flag, by name --------------------------------------------------------


def _bool(flag: str, v: Any, name: str) -> List[str]:
    if not isinstance(v, bool):
        raise TypeError(f"option {name} must be a bool")
    return [flag] if v else []


def _bool_value(flag: str, v: Any, name: str) -> List[str]:
    if not isinstance(v, bool):
        raise TypeError(f"option {name} must be a bool")
    return [f"{flag}={'true' if v else 'false'}"]


def _count(flag: str, v: Any, name: str) -> List[str]:
    if isinstance(v, bool) or not isinstance(v, int) or v < 1:
        raise TypeError(f"option {name} must be an int of at least 1")
    return [f"{flag}={v}"]


def _whole(flag: str, v: Any, name: str) -> List[str]:
    if isinstance(v, bool) or not isinstance(v, int) or v < 0:
        raise TypeError(f"option {name} must be a whole number")
    return [f"{flag}={v}"]


def _string(flag: str, v: Any, name: str) -> List[str]:
    if isinstance(v, os.PathLike):
        v = os.fspath(v)
    return [f"{flag}={_check_str(f'option {name}', v)}"]


def _string_list(flag: str, v: Any, name: str) -> List[str]:
    if isinstance(v, os.PathLike):
        v = os.fspath(v)
    if not isinstance(v, str):
        v = [os.fspath(p) if isinstance(p, os.PathLike) else p for p in v]
    return [f"{flag}={s}" for s in _strings(name, v)]


def _duration(flag: str, v: Any, name: str) -> List[str]:
    """Seconds (a number or a timedelta), or strata's own text (``30s``, ``5m``)."""
    if isinstance(v, datetime.timedelta):
        v = v.total_seconds()
    if isinstance(v, bool):
        raise TypeError(f"option {name} must be seconds or a duration such as '30s'")
    if isinstance(v, (int, float)):
        ms = round(v * 1000)
        if ms < 1:
            raise TypeError(f"option {name} must be positive")
        return [f"{flag}={ms}ms"]
    return [f"{flag}={_check_str(f'option {name}', v)}"]


def _pending(flag: str, v: Any, name: str) -> List[str]:
    """``True``: whatever the providers find; a list: ``URN=ID`` (or ``NAME=ID``) each."""
    if v is True:
        return [flag]
    if v is False:
        return []
    return [f"{flag}={s}" for s in _strings(name, v)]


_COMMON: List[Tuple[str, Callable[[str, Any, str], List[str]], str]] = [
    ("parallel", _count, "--parallel"),
    ("target", _string_list, "--target"),
    ("target_dependents", _bool, "--target-dependents"),
    ("exclude", _string_list, "--exclude"),
    ("exclude_dependents", _bool, "--exclude-dependents"),
    ("lock_timeout", _duration, "--lock-timeout"),
    ("diff", _bool, "--diff"),
]

#: The options of each operation (``strata help preview|up|refresh|destroy|import|watch``), in
#: the order their flags are written.
_OPTIONS: Dict[str, List[Tuple[str, Callable[[str, Any, str], List[str]], str]]] = {
    "preview": _COMMON
    + [
        ("refresh", _bool, "--refresh"),
        ("expect_no_changes", _bool, "--expect-no-changes"),
        ("replace", _string_list, "--replace"),
        ("target_replace", _string_list, "--target-replace"),
        ("ignore_protect", _bool, "--ignore-protect"),
        ("save_plan", _string, "--save-plan"),
        ("cascade", _bool, "--cascade"),
        ("policy_packs", _string_list, "--policy-pack"),
    ],
    "up": _COMMON
    + [
        ("refresh", _bool, "--refresh"),
        ("continue_on_error", _bool, "--continue-on-error"),
        ("expect_no_changes", _bool, "--expect-no-changes"),
        ("replace", _string_list, "--replace"),
        ("target_replace", _string_list, "--target-replace"),
        ("ignore_protect", _bool, "--ignore-protect"),
        ("plan", _string, "--plan"),
        ("force", _bool, "--force"),
        ("cascade", _bool, "--cascade"),
        ("policy_packs", _string_list, "--policy-pack"),
        ("policy_per_resource", _bool, "--policy-per-resource"),
    ],
    "destroy": _COMMON
    + [
        ("exclude_protected", _bool, "--exclude-protected"),
        ("ignore_protect", _bool, "--ignore-protect"),
        ("force", _bool, "--force"),
    ],
    "refresh": _COMMON
    + [
        ("clear_pending_creates", _bool, "--clear-pending-creates"),
        ("preview_only", _bool, "--preview-only"),
        ("expect_no_changes", _bool, "--expect-no-changes"),
        # Last: without values it takes none, and nothing after it may be read as one.
        ("import_pending_creates", _pending, "--import-pending-creates"),
    ],
    "import": [("protect", _bool_value, "--protect")],
    "watch": _COMMON + [("paths", _string_list, "--path"), ("debounce_ms", _whole, "--debounce-ms")],
}


def _flags(op: str, options: Mapping[str, Any]) -> List[str]:
    known = {name for name, _, _ in _OPTIONS[op]}
    unknown = [k for k, v in options.items() if k not in known and v is not None]
    if unknown:
        raise TypeError(f"{op}: unknown option {unknown[0]!r} (it takes {', '.join(sorted(known))})")
    out: List[str] = []
    for name, kind, flag in _OPTIONS[op]:
        v = options.get(name)
        if v is not None:
            out += kind(flag, v, name)
    return out


def _build_flag(build: Optional[str]) -> List[str]:
    if build is None or build == "trusted":
        return []
    if build == "always":
        return ["--build"]
    if build == "never":
        return ["--no-build"]
    raise TypeError(f"build must be 'always', 'never' or 'trusted', not {build!r}")


# Results -----------------------------------------------------------------------------------------


@dataclass
class OperationResult:
    """What an operation returned."""

    #: The last summary object of the stream.
    summary: Event
    #: Every line of the stream, in order.
    events: List[Event] = field(default_factory=list)
    #: With ``expect_no_changes``: whether anything would change (strata's exit status 2).
    changes: bool = False
    #: With ``cascade``: the graph's summary.
    graph: Optional[Event] = None
    #: What strata said on stderr.
    stderr: str = ""

    @property
    def outputs(self) -> Dict[str, Any]:
        """The summary's outputs (secrets as "[secret]")."""
        return self.summary.get("outputs") or {}


#: The name the first version of this package gave it.
Result = OperationResult


@dataclass
class WatchResult:
    events: List[Event]
    #: How many runs it made.
    runs: int
    stderr: str = ""


@dataclass
class StackSummary:
    name: str
    #: Whether it is the selected stack.
    current: bool
    resource_count: int
    #: When its state last changed (RFC 3339).
    last_update: str
    #: Stacks it reads whose outputs changed since, as ``strata stack ls`` says it.
    stale: Optional[str] = None


@dataclass
class ConfigValue:
    value: str
    secret: bool = False


@dataclass
class OutputValue:
    value: Any
    secret: bool = False


# Running -----------------------------------------------------------------------------------------


def _said(stderr: str) -> str:
    """The message of a command without a stream: its last ``error:`` line, else its last."""
    lines = [l for l in stderr.strip().splitlines() if l]
    errors = [l for l in lines if l.startswith("error:")]
    if errors:
        return errors[-1][6:].strip()
    return lines[-1].strip() if lines else ""


def _command_error(args: Sequence[str], ran: _cmd.Ran, **details: Any) -> StrataError:
    why = _said(ran.stderr)
    status = f"was stopped by signal {-ran.code}" if ran.code < 0 else f"exited with {ran.code}"
    return StrataError(
        f"strata {' '.join(args)} {status}{': ' + why if why else ''}",
        command=args,
        exit_code=ran.code,
        stderr=ran.stderr,
        **details,
    )


def _is_summary(line: Event) -> bool:
    """Whether ``line`` is an operation's summary object (not a graph's, which has ``stacks``)."""
    return "event" not in line and isinstance(line.get("failures"), list) and "summary" in line


def _version_error(args: Sequence[str], actual: Any) -> SchemaVersionError:
    said = (
        "carries no schema_version (version 1)"
        if actual is None
        else f"is version {json.dumps(actual)}"
    )
    return SchemaVersionError(
        f"strata's event stream {said}, but this package reads version {SCHEMA_VERSION}: use a "
        f"strata whose --json stream is version {SCHEMA_VERSION}, or a package that reads "
        f"version {actual if actual is not None else 1}",
        expected=SCHEMA_VERSION,
        actual=actual,
        command=args,
    )


def _operation_error(
    args: Sequence[str], ran: _cmd.Ran, summary: Optional[Event], events: List[Event]
) -> StrataError:
    details: Dict[str, Any] = dict(
        command=args, exit_code=ran.code, stderr=ran.stderr, summary=summary, events=events
    )
    failures = (summary or {}).get("failures") or []
    if failures:
        first = failures[0]
        more = f" (and {len(failures) - 1} more)" if len(failures) > 1 else ""
        cls = error_class_for(first.get("kind"))
        return cls(f"{first.get('resource')}: {first.get('error')}{more}", kind=first.get("kind"), **details)
    if summary and summary.get("interrupted", 0) > 0:
        return OperationInterruptedError(
            f"strata {' '.join(args)} was interrupted: {summary['interrupted']} step(s) did not run",
            kind="interrupted",
            **details,
        )
    return _command_error(args, ran, summary=summary, events=events)


class LocalWorkspace:
    """A project directory and the strata binary that runs in it (Pulumi's LocalWorkspace).

    ``binary`` defaults to $STRATA_BIN, else ``strata`` on PATH; ``backend`` overrides the
    project's (``--backend``); ``env`` is added to each command's environment; ``build`` is
    ``"always"`` (``--build``), ``"never"`` (``--no-build``) or ``"trusted"`` (the default)."""

    def __init__(
        self,
        work_dir: Optional[Union[str, "os.PathLike[str]"]] = None,
        *,
        binary: Optional[str] = None,
        backend: Optional[str] = None,
        env: Optional[Mapping[str, str]] = None,
        build: Optional[str] = None,
    ):
        self.work_dir = os.path.abspath(os.fspath(work_dir) if work_dir is not None else os.getcwd())
        self.binary = binary or os.environ.get("STRATA_BIN", "strata")
        self.backend = _check_str("backend", backend) if backend is not None else None
        self.env: Dict[str, str] = dict(env or {})
        _build_flag(build)
        self.build = build

    def global_args(self, *, stack: Optional[str] = None, build: Optional[str] = None) -> List[str]:
        """The arguments before the command: the project, the stack, the backend, the build."""
        out = [f"--cwd={self.work_dir}"]
        if stack is not None:
            out.append(f"--stack={_check_stack_name(stack)}")
        if self.backend is not None:
            out.append(f"--backend={self.backend}")
        return out + _build_flag(build if build is not None else self.build)

    async def run(
        self,
        args: Sequence[str],
        *,
        stack: Optional[str] = None,
        build: Optional[str] = None,
        on_stderr: Optional[OnLine] = None,
    ) -> str:
        """Run ``strata GLOBAL... args`` and return its stdout; a failure is a StrataError."""
        full = self.global_args(stack=stack, build=build) + list(args)
        parts: List[bytes] = []
        ran = await _cmd.run(self.binary, full, self.env, None, on_stderr, stdout_parts=parts)
        if ran.code != 0:
            raise _command_error(full, ran)
        return b"".join(parts).decode("utf-8", errors="replace")

    async def run_operation(
        self,
        op: str,
        positional: Sequence[str],
        options: Mapping[str, Any],
        *,
        stack: str,
        on_event: Optional[OnEvent] = None,
        on_output: Optional[OnLine] = None,
        on_stderr: Optional[OnLine] = None,
        build: Optional[str] = None,
        stop: Optional[asyncio.Event] = None,
    ) -> Union[OperationResult, WatchResult]:
        """Run operation ``op`` with ``--json`` and read its stream."""
        cmd = [op]
        if op in ("up", "destroy", "refresh", "import"):
            cmd.append("--yes")
        full = self.global_args(stack=stack, build=build) + cmd + _flags(op, options) + ["--json"]
        if positional:
            full += ["--", *positional]
        events: List[Event] = []
        refused: List[SchemaVersionError] = []
        callback_error: List[BaseException] = []

        def guard(callback: Optional[Callable[[Any], None]]) -> Optional[Callable[[Any], None]]:
            # A callback that raises is not called again, and its error is raised once strata
            # is done: the operation is not cut short by it, and the pipes are still read.
            if callback is None:
                return None

            def guarded(arg: Any) -> None:
                if callback_error:
                    return
                try:
                    callback(arg)
                except Exception as e:
                    callback_error.append(e)

            return guarded

        on_event, on_output, on_stderr = guard(on_event), guard(on_output), guard(on_stderr)

        def on_line(text: str, control: _cmd.Control) -> None:
            if refused:
                return
            try:
                line = json.loads(text)
            except ValueError:
                line = None
            if not isinstance(line, dict):
                if on_output is not None:
                    on_output(text)
                return
            if (line.get("event") == "operation-started" or _is_summary(line)) and line.get(
                "schema_version"
            ) != SCHEMA_VERSION:
                # Not read further: stop strata as Ctrl-C does (nothing new starts; it settles).
                refused.append(_version_error(full, line.get("schema_version")))
                control.interrupt()
                return
            events.append(line)
            if on_event is not None:
                on_event(line)

        ran = await _cmd.run(self.binary, full, self.env, on_line, on_stderr, stop)
        if callback_error:
            raise callback_error[0]
        if refused:
            e = refused[0]
            e.exit_code, e.stderr, e.events = ran.code, ran.stderr, events
            raise e
        summaries = [e for e in events if _is_summary(e)]
        summary = summaries[-1] if summaries else None
        last = events[-1] if events else None
        graph = last if last is not None and "event" not in last and isinstance(last.get("stacks"), list) else None
        if op == "watch":
            # Stopped before it could handle Ctrl-C (it was still starting): stopped all the same.
            if ran.code != 0 and not (ran.interrupted and ran.code == -signal.SIGINT):
                raise _operation_error(full, ran, summary, events)
            stopped = [e for e in events if e.get("event") == "watch-stopped"]
            return WatchResult(events=events, runs=stopped[-1]["runs"] if stopped else 0, stderr=ran.stderr)
        allow_changes = bool(options.get("expect_no_changes"))
        changes = allow_changes and ran.code == 2 and summary is not None and bool(summary.get("ok"))
        if (ran.code != 0 and not changes) or summary is None or (not summary.get("ok") and graph is None):
            raise _operation_error(full, ran, summary, events)
        return OperationResult(summary=summary, events=events, changes=changes, graph=graph, stderr=ran.stderr)

    async def version(self) -> str:
        """The version of the strata binary (``strata --version``)."""
        lines: List[str] = []
        ran = await _cmd.run(self.binary, ["--version"], self.env, lambda l, _c: lines.append(l))
        if ran.code != 0:
            raise _command_error(["--version"], ran)
        return re.sub(r"^strata\s+", "", "".join(lines).strip())

    async def list_stacks(self) -> List[StackSummary]:
        """The project's stacks (``strata stack ls``)."""
        text = await self.run(["stack", "ls"])
        out = []
        for line in text.splitlines():
            m = re.fullmatch(r"([* ]) (\S+)\s+(\d+) resources\s+updated (\S+)(?:\s+stale: (.*))?", line)
            if m:
                out.append(
                    StackSummary(
                        name=m.group(2),
                        current=m.group(1) == "*",
                        resource_count=int(m.group(3)),
                        last_update=m.group(4),
                        stale=m.group(5),
                    )
                )
        return out

    async def stack(self) -> Optional[StackSummary]:
        """The selected stack, if any."""
        return next((s for s in await self.list_stacks() if s.current), None)

    async def _exists(self, name: str) -> bool:
        return any(s.name == name for s in await self.list_stacks())

    async def create_stack(self, name: str) -> None:
        """Create stack ``name`` and select it; StackAlreadyExistsError if it exists."""
        _check_stack_name(name)
        if await self._exists(name):
            raise StackAlreadyExistsError(f"stack `{name}` already exists", kind="already-exists")
        await self.run(["stack", "init", "--", name])

    async def select_stack(self, name: str) -> None:
        """Select stack ``name``; StackNotFoundError if it does not exist."""
        _check_stack_name(name)
        if not await self._exists(name):
            raise StackNotFoundError(f"stack `{name}` does not exist", kind="not-found")
        await self.run(["stack", "select", "--", name])

    async def remove_stack(self, name: str, *, force: bool = False) -> None:
        """Remove stack ``name`` (it must be empty unless ``force``)."""
        _check_stack_name(name)
        if not await self._exists(name):
            raise StackNotFoundError(f"stack `{name}` does not exist", kind="not-found")
        await self.run(["stack", "rm", *_bool("--force", force, "force"), "--", name])

    async def get_config(self, stack: str, key: str) -> ConfigValue:
        """The value of configuration ``key`` of ``stack``, a secret's in plaintext."""
        _check_key(key)
        value = _strip(await self.run(["config", "get", "--", key], stack=stack))
        if value != "[secret]":
            return ConfigValue(value, secret=False)
        plain = _strip(await self.run(["config", "get", "--show-secrets", "--", key], stack=stack))
        return ConfigValue(plain, secret=True)

    async def get_all_config(self, stack: str) -> Dict[str, ConfigValue]:
        """Every configuration value ``stack`` sets."""
        text = await self.run(["config", "ls"], stack=stack)
        keys: List[str] = []
        for line in text.splitlines():
            m = re.fullmatch(r"(\S+) +(.*)", line)
            # Declared keys the stack does not set say `(unset…)`: not the stack's.
            if m and not m.group(2).startswith("(unset") and m.group(1) not in keys:
                keys.append(m.group(1))
        # `config ls` has no --json: a value of several lines goes on over lines of its own,
        # which read like keys. Such a "key" is none, and `config get` says so: it is left out.
        out: Dict[str, ConfigValue] = {}
        for k in keys:
            try:
                out[k] = await self.get_config(stack, k)
            except StrataError:
                pass
        return out

    async def set_config(
        self, stack: str, key: str, value: Union[ConfigValue, str, int, float, bool], *, secret: bool = False
    ) -> None:
        """Set configuration ``key`` of ``stack`` (a secret with ``secret=True``, or a
        ``ConfigValue`` that says so)."""
        _check_key(key)
        if isinstance(value, ConfigValue):
            value, secret = value.value, value.secret or secret
        if isinstance(value, bool):
            text = "true" if value else "false"
        elif isinstance(value, (dict, list)):
            text = json.dumps(value)
        else:
            text = str(value)
        await self.run(["config", "set", *_bool("--secret", secret, "secret"), "--", key, text], stack=stack)

    async def set_all_config(self, stack: str, config: Mapping[str, Any]) -> None:
        for key, value in config.items():
            await self.set_config(stack, key, value)

    async def remove_config(self, stack: str, key: str) -> None:
        _check_key(key)
        await self.run(["config", "rm", "--", key], stack=stack)

    async def remove_all_config(self, stack: str, keys: Iterable[str]) -> None:
        for key in keys:
            await self.remove_config(stack, key)

    async def stack_outputs(self, stack: str) -> Dict[str, OutputValue]:
        """The outputs of ``stack`` (secrets in plaintext, marked)."""
        shown = json.loads(await self.run(["stack", "output", "--json", "--show-secrets"], stack=stack))
        redacted = json.loads(await self.run(["stack", "output", "--json"], stack=stack))
        return {
            k: OutputValue(v, secret=json.dumps(redacted.get(k), sort_keys=True) != json.dumps(v, sort_keys=True))
            for k, v in shown.items()
        }

    async def export_stack(self, stack: str, *, version: Optional[int] = None) -> Dict[str, Any]:
        """The state of ``stack`` (the current version, or ``version``), secrets sealed."""
        flags = [] if version is None else _whole("--version", version, "version")
        return json.loads(await self.run(["stack", "export", *flags], stack=stack))

    async def import_stack(self, stack: str, state: Mapping[str, Any]) -> str:
        """Replace the state of ``stack`` with ``state`` (as export_stack returned it); the
        replaced version stays in its history."""
        with tempfile.TemporaryDirectory(prefix="strata-import-") as d:
            path = os.path.join(d, "state.json")
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            with os.fdopen(fd, "w") as f:
                json.dump(state, f)
            return (await self.run(["stack", "import", "--yes", f"--file={path}"], stack=stack)).strip()

    async def stack_history(self, stack: str) -> List[Dict[str, Any]]:
        """The kept versions of the state of ``stack``, oldest first."""
        return json.loads(await self.run(["stack", "history", "--json"], stack=stack))

    async def restore_stack(self, stack: str, version: int) -> str:
        """Make kept version ``version`` of ``stack`` current again, as a new version."""
        _whole("version", version, "version")
        return (await self.run(["stack", "restore", "--", str(version)], stack=stack)).strip()

    async def unlock_stack(self, stack: str, *, force: bool = False) -> str:
        """Remove the lock of ``stack`` if its holder is gone (or, with ``force``, whoever
        holds it)."""
        return (await self.run(["stack", "unlock", *_bool("--force", force, "force")], stack=stack)).strip()

    async def stack_deps(self, stack: str) -> Any:
        """The stacks ``stack`` reads and those that read it (``strata stack deps --json``)."""
        return json.loads(await self.run(["stack", "deps", "--json"], stack=stack))

    async def install_plugin(
        self,
        source: str,
        *,
        sha256: Optional[str] = None,
        force: Optional[bool] = None,
        trust: Optional[Strings] = None,
        allow_unsigned: Optional[bool] = None,
    ) -> str:
        """Install a provider or policy pack (``strata plugin install``): a registry reference,
        a ``.wasm`` file or a URL."""
        flags: List[str] = []
        if sha256 is not None:
            flags += _string("--sha256", sha256, "sha256")
        if force is not None:
            flags += _bool("--force", force, "force")
        if trust is not None:
            flags += _string_list("--trust", trust, "trust")
        if allow_unsigned is not None:
            flags += _bool("--allow-unsigned", allow_unsigned, "allow_unsigned")
        return (await self.run(["plugin", "install", *flags, "--", _check_str("source", source)])).strip()

    async def remove_plugin(self, name: str) -> str:
        """Remove an installed provider: ``name`` (every version) or ``name@version``."""
        return (await self.run(["plugin", "rm", "--", _check_str("name", name)])).strip()

    async def list_plugins(self) -> str:
        """The installed providers, as ``strata plugin ls`` prints them (it has no --json)."""
        return await self.run(["plugin", "ls"])

    async def trust(self, *, remove: bool = False) -> str:
        """Trust the project's build command on this machine (``strata trust``), or stop."""
        return (await self.run(["trust", *_bool("--remove", remove, "remove")])).strip()


def _strip(text: str) -> str:
    return text[:-1] if text.endswith("\n") else text


class StateEdits:
    """Hand edits of a stack's state (``strata state ...``): each takes the lock and makes a new
    version. ``resource`` is a URN, or a name if unique."""

    def __init__(self, stack: "Stack"):
        self._stack = stack

    async def _run(self, args: List[str]) -> str:
        return (await self._stack.workspace.run(["state", *args], stack=self._stack.name)).strip()

    async def delete(self, resource: str, *, force: bool = False) -> str:
        return await self._run(["delete", *_bool("--force", force, "force"), "--", _check_str("resource", resource)])

    async def unprotect(self, resource: str) -> str:
        return await self._run(["unprotect", "--", _check_str("resource", resource)])

    async def rename(self, resource: str, new_name: str) -> str:
        return await self._run(["rename", "--", _check_str("resource", resource), _check_str("new_name", new_name)])

    async def taint(self, resource: str) -> str:
        return await self._run(["taint", "--", _check_str("resource", resource)])

    async def untaint(self, resource: str) -> str:
        return await self._run(["untaint", "--", _check_str("resource", resource)])

    async def move(self, resources: Strings, to: str, *, force: bool = False) -> str:
        return await self._run(
            ["move", f"--to={_check_stack_name(to)}", *_bool("--force", force, "force"), "--", *_strings("resources", resources)]
        )


class Stack:
    """One stack of a workspace's project. ``Stack(name, workspace)`` is a handle on an existing
    stack (nothing runs); ``await Stack.create(...)`` and ``await Stack.select(...)`` create or
    select it."""

    def __init__(self, name: str, workspace: LocalWorkspace):
        if not isinstance(workspace, LocalWorkspace):
            raise TypeError("Stack needs a LocalWorkspace")
        self.name = _check_stack_name(name)
        self.workspace = workspace
        self.state = StateEdits(self)

    @classmethod
    async def create(cls, name: str, workspace: LocalWorkspace) -> "Stack":
        """Create stack ``name``; StackAlreadyExistsError if it exists."""
        await workspace.create_stack(name)
        return cls(name, workspace)

    @classmethod
    async def select(cls, name: str, workspace: LocalWorkspace) -> "Stack":
        """Select stack ``name``; StackNotFoundError if it does not exist."""
        await workspace.select_stack(name)
        return cls(name, workspace)

    @classmethod
    async def create_or_select(cls, name: str, workspace: LocalWorkspace) -> "Stack":
        """Select stack ``name``, creating it first if it does not exist."""
        _check_stack_name(name)
        if await workspace._exists(name):
            await workspace.select_stack(name)
        else:
            await workspace.create_stack(name)
        return cls(name, workspace)

    async def _op(self, op: str, options: Dict[str, Any], positional: Sequence[str] = ()) -> Any:
        run_opts = {k: options.pop(k) for k in ("on_event", "on_output", "on_stderr", "build", "stop") if k in options}
        options.pop("self", None)
        return await self.workspace.run_operation(op, positional, options, stack=self.name, **run_opts)

    async def preview(
        self,
        *,
        parallel: Optional[int] = None,
        target: Optional[Strings] = None,
        target_dependents: Optional[bool] = None,
        exclude: Optional[Strings] = None,
        exclude_dependents: Optional[bool] = None,
        lock_timeout: Optional[Duration] = None,
        diff: Optional[bool] = None,
        refresh: Optional[bool] = None,
        expect_no_changes: Optional[bool] = None,
        replace: Optional[Strings] = None,
        target_replace: Optional[Strings] = None,
        ignore_protect: Optional[bool] = None,
        save_plan: Optional[str] = None,
        cascade: Optional[bool] = None,
        policy_packs: Optional[Strings] = None,
        on_event: Optional[OnEvent] = None,
        on_output: Optional[OnLine] = None,
        on_stderr: Optional[OnLine] = None,
        build: Optional[str] = None,
    ) -> OperationResult:
        """What ``up`` would change. With ``expect_no_changes``, ``changes`` says whether
        anything would."""
        return await self._op("preview", dict(locals()))

    async def up(
        self,
        *,
        parallel: Optional[int] = None,
        target: Optional[Strings] = None,
        target_dependents: Optional[bool] = None,
        exclude: Optional[Strings] = None,
        exclude_dependents: Optional[bool] = None,
        lock_timeout: Optional[Duration] = None,
        diff: Optional[bool] = None,
        refresh: Optional[bool] = None,
        continue_on_error: Optional[bool] = None,
        expect_no_changes: Optional[bool] = None,
        replace: Optional[Strings] = None,
        target_replace: Optional[Strings] = None,
        ignore_protect: Optional[bool] = None,
        plan: Optional[str] = None,
        force: Optional[bool] = None,
        cascade: Optional[bool] = None,
        policy_packs: Optional[Strings] = None,
        policy_per_resource: Optional[bool] = None,
        on_event: Optional[OnEvent] = None,
        on_output: Optional[OnLine] = None,
        on_stderr: Optional[OnLine] = None,
        build: Optional[str] = None,
    ) -> OperationResult:
        """Create or update the stack's resources (with policy packs, a mandatory violation
        blocks the whole update unless ``policy_per_resource``)."""
        return await self._op("up", dict(locals()))

    async def refresh(
        self,
        *,
        parallel: Optional[int] = None,
        target: Optional[Strings] = None,
        target_dependents: Optional[bool] = None,
        exclude: Optional[Strings] = None,
        exclude_dependents: Optional[bool] = None,
        lock_timeout: Optional[Duration] = None,
        diff: Optional[bool] = None,
        import_pending_creates: Optional[Union[bool, Strings]] = None,
        clear_pending_creates: Optional[bool] = None,
        preview_only: Optional[bool] = None,
        expect_no_changes: Optional[bool] = None,
        on_event: Optional[OnEvent] = None,
        on_output: Optional[OnLine] = None,
        on_stderr: Optional[OnLine] = None,
        build: Optional[str] = None,
    ) -> OperationResult:
        """Read every resource from its provider and record what exists; settle pending
        operations (``import_pending_creates``: ``True``, or ``URN=ID`` each)."""
        return await self._op("refresh", dict(locals()))

    async def destroy(
        self,
        *,
        parallel: Optional[int] = None,
        target: Optional[Strings] = None,
        target_dependents: Optional[bool] = None,
        exclude: Optional[Strings] = None,
        exclude_dependents: Optional[bool] = None,
        lock_timeout: Optional[Duration] = None,
        diff: Optional[bool] = None,
        exclude_protected: Optional[bool] = None,
        ignore_protect: Optional[bool] = None,
        force: Optional[bool] = None,
        on_event: Optional[OnEvent] = None,
        on_output: Optional[OnLine] = None,
        on_stderr: Optional[OnLine] = None,
        build: Optional[str] = None,
    ) -> OperationResult:
        """Delete every resource of the stack."""
        return await self._op("destroy", dict(locals()))

    async def import_resource(
        self,
        type: str,
        name: str,
        id: str,
        *,
        protect: Optional[bool] = None,
        on_event: Optional[OnEvent] = None,
        on_output: Optional[OnLine] = None,
        on_stderr: Optional[OnLine] = None,
        build: Optional[str] = None,
    ) -> OperationResult:
        """Adopt an existing resource (protected unless ``protect=False``)."""
        positional = [_check_str("type", type), _check_str("name", name), _check_str("id", id)]
        options = dict(locals())
        for k in ("type", "name", "id", "positional"):
            options.pop(k)
        return await self._op("import", options, positional)

    async def watch(
        self,
        *,
        stop: Optional[asyncio.Event] = None,
        paths: Optional[Strings] = None,
        debounce_ms: Optional[int] = None,
        parallel: Optional[int] = None,
        target: Optional[Strings] = None,
        target_dependents: Optional[bool] = None,
        exclude: Optional[Strings] = None,
        exclude_dependents: Optional[bool] = None,
        lock_timeout: Optional[Duration] = None,
        diff: Optional[bool] = None,
        on_event: Optional[OnEvent] = None,
        on_output: Optional[OnLine] = None,
        on_stderr: Optional[OnLine] = None,
        build: Optional[str] = None,
    ) -> WatchResult:
        """Deploy, then again whenever the program's sources, the project file or the
        configuration change, until ``stop`` is set (strata then stops after the run in
        progress, and this returns) or the task is cancelled."""
        return await self._op("watch", dict(locals()))

    async def outputs(self) -> Dict[str, OutputValue]:
        """The stack's outputs (secrets in plaintext, marked)."""
        return await self.workspace.stack_outputs(self.name)

    async def get_config(self, key: str) -> ConfigValue:
        return await self.workspace.get_config(self.name, key)

    async def get_all_config(self) -> Dict[str, ConfigValue]:
        return await self.workspace.get_all_config(self.name)

    async def set_config(self, key: str, value: Union[ConfigValue, str, int, float, bool], *, secret: bool = False) -> None:
        await self.workspace.set_config(self.name, key, value, secret=secret)

    async def set_all_config(self, config: Mapping[str, Any]) -> None:
        await self.workspace.set_all_config(self.name, config)

    async def remove_config(self, key: str) -> None:
        await self.workspace.remove_config(self.name, key)

    async def remove_all_config(self, keys: Iterable[str]) -> None:
        await self.workspace.remove_all_config(self.name, keys)

    async def history(self) -> List[Dict[str, Any]]:
        """The kept versions of the stack's state, oldest first."""
        return await self.workspace.stack_history(self.name)

    async def info(self) -> Optional[Dict[str, Any]]:
        """The latest version of the stack's state: when, by which command and whom."""
        versions = await self.history()
        return versions[-1] if versions else None

    async def export_stack(self, *, version: Optional[int] = None) -> Dict[str, Any]:
        return await self.workspace.export_stack(self.name, version=version)

    async def import_stack(self, state: Mapping[str, Any]) -> str:
        return await self.workspace.import_stack(self.name, state)

    async def restore(self, version: int) -> str:
        return await self.workspace.restore_stack(self.name, version)

    async def unlock(self, *, force: bool = False) -> str:
        """Remove the stack's lock if its holder is gone (or, with ``force``, whoever holds it)."""
        return await self.workspace.unlock_stack(self.name, force=force)

    async def deps(self) -> Any:
        return await self.workspace.stack_deps(self.name)


async def create_stack(stack_name: str, work_dir: Optional[str] = None, **options: Any) -> Stack:
    """Create stack ``stack_name`` of the project in ``work_dir`` (Pulumi's ``create_stack``)."""
    return await Stack.create(stack_name, LocalWorkspace(work_dir, **options))


async def select_stack(stack_name: str, work_dir: Optional[str] = None, **options: Any) -> Stack:
    """Select stack ``stack_name``, which must exist."""
    return await Stack.select(stack_name, LocalWorkspace(work_dir, **options))


async def create_or_select_stack(stack_name: str, work_dir: Optional[str] = None, **options: Any) -> Stack:
    """Select stack ``stack_name``, creating it first if it does not exist."""
    return await Stack.create_or_select(stack_name, LocalWorkspace(work_dir, **options))
