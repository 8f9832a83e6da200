"""The package's test against a stand-in for strata (../testdata/fake-strata.sh), run by the
end-to-end suite (tests/e2e/automation.rs): what a real binary does not do on demand.

- a stream of another schema version (99, or none said) is refused, naming both versions, and
  the process is stopped (SIGINT) rather than left to run;
- 1 MB on stderr before the stream: both pipes are read at once, nothing stalls (this package
  once did, at 64 KiB);
- every failure kind is an error of its own class; exit status 2 is "changes" only with a
  summary;
- every option of every operation becomes exactly the argument it should, values glued to their
  flags or after `--` (a value such as `--yes` or `-rf` is never a flag)."""

import asyncio
import datetime
import os
import shutil
import stat
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from strata_automation import (  # noqa: E402
    ERROR_KINDS,
    SCHEMA_VERSION,
    ConcurrentUpdateError,
    ConfigValue,
    InvalidError,
    LocalWorkspace,
    OperationInterruptedError,
    PolicyViolationError,
    SchemaVersionError,
    Stack,
    StackNotFoundError,
    StackSummary,
    StrataError,
)

here = os.path.dirname(os.path.abspath(__file__))
tmp = tempfile.mkdtemp(prefix="strata-fake-")
fake = os.path.join(tmp, "strata")
shutil.copyfile(os.path.join(here, "../testdata/fake-strata.sh"), fake)
os.chmod(fake, stat.S_IRWXU)
project = os.path.join(tmp, "project")
os.mkdir(project)
argv_file = os.path.join(tmp, "argv")
mark = os.path.join(tmp, "mark")


def workspace(env=None, **options) -> LocalWorkspace:
    return LocalWorkspace(project, binary=fake, env={"FAKE_ARGV": argv_file, **(env or {})}, **options)


def stack_of(env=None, **options) -> Stack:
    return Stack("dev", workspace(env, **options))


def argv():
    with open(argv_file) as f:
        return f.read().split("\0")[:-1]


async def fails(awaitable, cls=StrataError):
    try:
        result = await asyncio.wait_for(awaitable, 60)
    except cls as e:
        return e
    raise AssertionError(f"expected {cls.__name__}, got {result!r}")


async def main() -> None:
    # The schema version: another one is refused, naming both, and strata is stopped.
    seen = []
    e = await fails(stack_of({"FAKE_VERSION": "99", "FAKE_WAIT": "1", "FAKE_MARK": mark}).up(on_event=seen.append), SchemaVersionError)
    assert (e.expected, e.actual) == (SCHEMA_VERSION, 99), (e.expected, e.actual)
    assert "version 99" in str(e) and f"version {SCHEMA_VERSION}" in str(e), e
    assert os.path.exists(mark), "the process was sent SIGINT"
    assert seen == [], "no line of that stream reached on_event"
    # A stream that says no version is version 1.
    e = await fails(stack_of({"FAKE_VERSION": "none"}).preview(), SchemaVersionError)
    assert e.actual is None and "version 1" in str(e) and f"version {SCHEMA_VERSION}" in str(e), e

    # 1 MB on stderr, written before anything on stdout.
    err_lines = []
    big = await asyncio.wait_for(stack_of({"FAKE_STDERR_BYTES": str(1 << 20)}).up(on_stderr=err_lines.append), 60)
    assert big.summary["ok"] is True
    assert len(big.stderr) >= 1 << 20, len(big.stderr)
    assert len(err_lines) >= 1000, len(err_lines)
    assert big.outputs == {"answer": 42}
    # ... and for a command without a stream.
    assert await asyncio.wait_for(workspace({"FAKE_STDERR_BYTES": str(1 << 20)}).run(["stack", "export"]), 60) == ""

    # A callback that raises: the error, once strata is done (its pipes read to the end).
    def thrower(_):
        raise KeyError("boom")

    await fails(stack_of({"FAKE_STDERR_BYTES": str(1 << 20)}).up(on_event=thrower, on_stderr=thrower), KeyError)

    # Every kind its class; the class chosen from the summary, never from stderr.
    assert ERROR_KINDS["locked"] is ConcurrentUpdateError
    for kind, cls in ERROR_KINDS.items():
        e = await fails(stack_of({"FAKE_KIND": kind, "FAKE_STDERR_BYTES": "2000"}).up(), cls)
        assert type(e) is cls, (kind, type(e))
        assert e.kind == kind and e.exit_code == 1 and e.failures[0]["kind"] == kind, e
        assert f"a failure of kind {kind}" in str(e), e
    e = await fails(stack_of({"FAKE_KIND": "brand-new"}).up())
    assert type(e) is StrataError and e.kind == "brand-new"
    e = await fails(stack_of({"FAKE_INTERRUPTED": "2"}).up(), OperationInterruptedError)
    assert type(e) is OperationInterruptedError
    e = await fails(stack_of({"FAKE_POLICY": "1", "FAKE_KIND": "policy-violation"}).preview(), PolicyViolationError)
    violation = next(l for l in e.events if l.get("event") == "policy-violation")
    assert (violation["pack"], violation["policy"], violation["enforcement"]) == ("acme", "no-public", "mandatory")
    # Exit status 2: changes found, when asked and the summary says so; a usage error otherwise.
    assert (await stack_of({"FAKE_EXIT": "2"}).preview(expect_no_changes=True)).changes
    await fails(stack_of({"FAKE_EXIT": "2", "FAKE_NO_SUMMARY": "1"}).preview(expect_no_changes=True))
    await fails(stack_of({"FAKE_EXIT": "2"}).preview())
    # A stream that ends without a summary, and a binary that is not there.
    await fails(stack_of({"FAKE_NO_SUMMARY": "1"}).up())
    e = await fails(Stack("dev", LocalWorkspace(project, binary=os.path.join(tmp, "nope"))).up())
    assert "cannot run" in str(e), e

    # Cancel: SIGINT, strata's interrupted summary, then CancelledError.
    os.remove(mark)
    lines = []
    started = asyncio.Event()

    def on_event(e):
        lines.append(e)
        if e.get("event") == "operation-started":
            started.set()

    task = asyncio.ensure_future(stack_of({"FAKE_WAIT": "1", "FAKE_MARK": mark}).up(on_event=on_event))
    await started.wait()
    task.cancel()
    try:
        await asyncio.wait_for(task, 30)
        raise AssertionError("cancelled")
    except asyncio.CancelledError:
        pass
    assert os.path.exists(mark)
    assert lines[-1]["interrupted"] == 1, lines[-1]
    # Watch ends when asked to stop.
    stop = asyncio.Event()
    watched = await asyncio.wait_for(
        stack_of({"FAKE_WAIT": "1", "FAKE_EXIT": "0"}).watch(stop=stop, on_event=lambda e: stop.set()), 30
    )
    assert watched.events[-1]["interrupted"] == 1

    # Each option is its argument.
    ws = workspace()
    cwd = f"--cwd={project}"
    s = Stack("dev", ws)
    await s.up(
        parallel=3,
        target=["--yes", "b"],
        target_dependents=True,
        exclude="-rf",
        exclude_dependents=True,
        lock_timeout=1.5,
        diff=True,
        refresh=True,
        continue_on_error=True,
        expect_no_changes=True,
        replace="--help",
        target_replace=["-x"],
        ignore_protect=True,
        plan="--force",
        force=True,
        cascade=True,
        policy_packs=["--p.wasm"],
        policy_per_resource=True,
        build="never",
    )
    assert argv() == [
        cwd, "--stack=dev", "--no-build", "up", "--yes", "--parallel=3", "--target=--yes", "--target=b",
        "--target-dependents", "--exclude=-rf", "--exclude-dependents", "--lock-timeout=1500ms", "--diff",
        "--refresh", "--continue-on-error", "--expect-no-changes", "--replace=--help", "--target-replace=-x",
        "--ignore-protect", "--plan=--force", "--force", "--cascade", "--policy-pack=--p.wasm",
        "--policy-per-resource", "--json",
    ], argv()
    await s.preview(
        parallel=1,
        target="t",
        target_dependents=True,
        exclude=["e1", "e2"],
        exclude_dependents=True,
        lock_timeout="5m",
        diff=True,
        refresh=True,
        expect_no_changes=True,
        replace=["r"],
        target_replace="tr",
        ignore_protect=True,
        save_plan="-plan.json",
        cascade=True,
        policy_packs=["a.wasm", "b.wasm"],
        build="always",
    )
    assert argv() == [
        cwd, "--stack=dev", "--build", "preview", "--parallel=1", "--target=t", "--target-dependents",
        "--exclude=e1", "--exclude=e2", "--exclude-dependents", "--lock-timeout=5m", "--diff", "--refresh",
        "--expect-no-changes", "--replace=r", "--target-replace=tr", "--ignore-protect", "--save-plan=-plan.json",
        "--cascade", "--policy-pack=a.wasm", "--policy-pack=b.wasm", "--json",
    ], argv()
    await s.destroy(target="*", exclude_protected=True, ignore_protect=True, force=True, lock_timeout=datetime.timedelta(minutes=2))
    assert argv() == [
        cwd, "--stack=dev", "destroy", "--yes", "--target=*", "--lock-timeout=120000ms", "--exclude-protected",
        "--ignore-protect", "--force", "--json",
    ], argv()
    await s.refresh(import_pending_creates=["urn:a=id-1", "-r=--yes"], clear_pending_creates=True, preview_only=True, expect_no_changes=True)
    assert argv() == [
        cwd, "--stack=dev", "refresh", "--yes", "--clear-pending-creates", "--preview-only", "--expect-no-changes",
        "--import-pending-creates=urn:a=id-1", "--import-pending-creates=-r=--yes", "--json",
    ], argv()
    await s.refresh(import_pending_creates=True)
    assert argv() == [cwd, "--stack=dev", "refresh", "--yes", "--import-pending-creates", "--json"], argv()
    await s.import_resource("random:Pet", "--yes", "-rf", protect=False)
    assert argv() == [cwd, "--stack=dev", "import", "--yes", "--protect=false", "--json", "--", "random:Pet", "--yes", "-rf"], argv()
    await s.watch(paths=["-src"], debounce_ms=50, parallel=2)
    assert argv() == [cwd, "--stack=dev", "watch", "--parallel=2", "--path=-src", "--debounce-ms=50", "--json"], argv()
    # The workspace's commands.
    await s.set_config("-rf", "--yes", secret=True)
    assert argv() == [cwd, "--stack=dev", "config", "set", "--secret", "--", "-rf", "--yes"], argv()
    await s.set_config("n", ConfigValue("7"))
    assert argv() == [cwd, "--stack=dev", "config", "set", "--", "n", "7"], argv()
    await s.remove_config("--all")
    assert argv() == [cwd, "--stack=dev", "config", "rm", "--", "--all"], argv()
    await ws.create_stack("new")
    assert argv() == [cwd, "stack", "init", "--", "new"], argv()
    listed = workspace({"FAKE_STACKS": "dev other"})
    assert await listed.list_stacks() == [
        StackSummary("dev", True, 0, "2026-01-01T00:00:00Z"),
        StackSummary("other", False, 0, "2026-01-01T00:00:00Z"),
    ]
    await listed.remove_stack("other", force=True)
    assert argv() == [cwd, "stack", "rm", "--force", "--", "other"], argv()
    await fails(listed.remove_stack("gone"), StackNotFoundError)
    await s.state.delete("-r", force=True)
    assert argv() == [cwd, "--stack=dev", "state", "delete", "--force", "--", "-r"], argv()
    await s.state.move(["--a", "b"], "other")
    assert argv() == [cwd, "--stack=dev", "state", "move", "--to=other", "--", "--a", "b"], argv()
    await s.unlock(force=True)
    assert argv() == [cwd, "--stack=dev", "stack", "unlock", "--force"], argv()
    await ws.install_plugin("--evil.wasm", sha256="ab", trust=["ed25519:k"], allow_unsigned=True, force=True)
    assert argv() == [cwd, "plugin", "install", "--sha256=ab", "--force", "--trust=ed25519:k", "--allow-unsigned", "--", "--evil.wasm"], argv()
    await Stack("dev", workspace(backend="file:///--state")).preview()
    assert argv() == [cwd, "--stack=dev", "--backend=file:///--state", "preview", "--json"], argv()
    assert await ws.version() == "0.0.0"
    # What cannot be passed safely is refused before anything runs.
    try:
        Stack("--yes", ws)
        raise AssertionError("refused")
    except InvalidError:
        pass
    await fails(s.state.move(["a"], "-rf"), InvalidError)
    await fails(s.set_config("", "x"), InvalidError)
    await fails(s.up(parallel="3"), TypeError)  # type: ignore[arg-type]
    await fails(s.up(target=[5]), TypeError)  # type: ignore[list-item]
    await fails(s.up(refresh="yes"), TypeError)  # type: ignore[arg-type]


try:
    asyncio.run(main())
finally:
    shutil.rmtree(tmp, ignore_errors=True)
print("automation/python fake: ok")
