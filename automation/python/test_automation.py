"""The package's test on a real project, run by the end-to-end suite (tests/e2e/automation.rs):
the strata binary is $STRATA_BIN, the hello project (no stack yet) is in $STRATA_PROJECT. A
workspace and its stacks, configuration with secrets and flag-like keys and values, then the
stack through create, update (config changed, then up), a saved plan, a forced replacement,
refresh after drift, import, export and import of its state, a cancelled update that leaves
nothing pending, and destroy."""

import asyncio
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from strata_automation import (  # noqa: E402
    SCHEMA_VERSION,
    ConfigValue,
    InvalidError,
    LocalWorkspace,
    OutputValue,
    Stack,
    StackAlreadyExistsError,
    StackNotFoundError,
    StrataError,
)

directory = os.environ["STRATA_PROJECT"]


def greeting() -> str:
    with open(os.path.join(directory, "out/greeting.txt")) as f:
        return f.read()


async def fails(awaitable, cls=StrataError):
    """The error ``awaitable`` raises, which must be a ``cls``."""
    try:
        await awaitable
    except cls as e:
        return e
    raise AssertionError(f"expected {cls.__name__}")


async def main() -> None:
    ws = LocalWorkspace(directory)

    # The workspace: the binary's version, no stack yet.
    assert re.match(r"\d+\.\d+\.\d+", await ws.version())
    assert await ws.list_stacks() == []
    assert await ws.stack() is None

    # Stacks: created, listed, selected; each refusal its own class.
    stack = await Stack.create("dev", ws)
    await fails(Stack.create("dev", ws), StackAlreadyExistsError)
    await fails(Stack.select("nope", ws), StackNotFoundError)
    # A name that looks like a flag is no stack's name: refused before strata runs.
    for bad in ["--yes", "-rf", "--help", ""]:
        await fails(Stack.select(bad, ws), InvalidError)
        await fails(Stack.create(bad, ws), InvalidError)
    await Stack.create_or_select("other", ws)
    listed = [(s.name, s.current, s.resource_count) for s in await ws.list_stacks()]
    assert listed == [("dev", False, 0), ("other", True, 0)], listed
    await Stack.create_or_select("dev", ws)
    assert (await ws.stack()).name == "dev"
    await ws.remove_stack("other")
    await fails(ws.remove_stack("other"), StackNotFoundError)

    # Configuration: keys and values that look like flags are values, a secret stays one.
    await stack.set_config("greeting", "--yes")
    assert await stack.get_config("greeting") == ConfigValue("--yes", secret=False)
    await stack.set_config("-rf", ConfigValue("--help"))
    assert await stack.get_config("-rf") == ConfigValue("--help", secret=False)
    await stack.set_config("token", "s3cr3t --force", secret=True)
    assert await stack.get_config("token") == ConfigValue("s3cr3t --force", secret=True)
    with open(os.path.join(directory, "Strata.dev.toml")) as f:
        assert "s3cr3t" not in f.read(), "the secret is sealed"
    assert await stack.get_all_config() == {
        "-rf": ConfigValue("--help"),
        "greeting": ConfigValue("--yes"),
        "token": ConfigValue("s3cr3t --force", secret=True),
    }
    # A value of several lines, one empty, one like a flag, comes back as it went.
    await stack.set_config("motto", "first\n\n--second\nthird line")
    assert await stack.get_config("motto") == ConfigValue("first\n\n--second\nthird line")
    assert list(await stack.get_all_config()) == ["-rf", "greeting", "motto", "token"]
    await stack.remove_config("motto")
    await stack.remove_all_config(["-rf", "token"])
    await stack.set_all_config({"greeting": "Howdy", "generation": 1})
    assert await stack.get_all_config() == {"generation": ConfigValue("1"), "greeting": ConfigValue("Howdy")}
    await stack.remove_config("generation")
    await fails(stack.get_config("generation"))
    # An option the package does not know is refused, not dropped; so is a value of the wrong kind.
    try:
        stack.up(targets=["x"])  # type: ignore[call-arg]
        raise AssertionError("an unknown option is refused")
    except TypeError:
        pass
    await fails(stack.up(parallel=0), TypeError)

    # Preview: what create would do, with the options of a careful run.
    preview = await stack.preview(expect_no_changes=True, parallel=2, diff=True, lock_timeout=5, refresh=True)
    assert preview.changes, preview.summary
    assert preview.summary["preview"] is True
    assert preview.summary["summary"]["create"] == 3, preview.summary
    # A target that looks like a flag is a target that matches nothing (strata says which).
    e = await fails(stack.preview(target="--yes"))
    assert "--yes" in e.failures[0]["error"], e

    # Create.
    seen = []
    up = await stack.up(on_event=seen.append)
    assert up.summary["ok"] is True, up.summary
    assert up.summary["schema_version"] == SCHEMA_VERSION
    assert up.summary["summary"]["create"] == 3
    started = next(e for e in seen if e.get("event") == "operation-started")
    assert (started["operation"], started["stack"], started["schema_version"]) == ("up", "dev", SCHEMA_VERSION)
    done = sorted(e["type"] for e in seen if e.get("event") == "step-done")
    assert done == ["local:File", "random:Pet", "random:String"], done
    assert up.outputs["path"] == "out/greeting.txt", up.outputs
    assert greeting().startswith("Howdy, ")
    assert (await stack.outputs())["path"] == OutputValue("out/greeting.txt", secret=False)
    assert not (await stack.preview(expect_no_changes=True)).changes
    assert (await ws.list_stacks())[0].resource_count == 3

    # Update: the configuration changes, only the file follows.
    await stack.set_config("greeting", "Hi")
    update = await stack.up(parallel=4, lock_timeout="10s")
    assert (update.summary["summary"]["update"], update.summary["summary"]["same"]) == (1, 2), update.summary
    assert greeting().startswith("Hi, ")

    # A saved plan, applied exactly.
    await stack.set_config("greeting", "Hey")
    plan = os.path.join(directory, "plan.json")
    await stack.preview(save_plan=plan)
    assert os.path.exists(plan)
    planned = await stack.up(plan=plan)
    assert planned.summary["summary"]["update"] == 1, planned.summary
    assert greeting().startswith("Hey, ")
    os.remove(plan)

    # A forced replacement of the suffix; the file follows it.
    suffix = next(e["urn"] for e in seen if e.get("event") == "step-done" and e["type"] == "random:String")
    replaced = await stack.up(replace=[suffix])
    assert (replaced.summary["summary"]["replace"], replaced.summary["summary"]["update"]) == (1, 1)
    # Targets: only the pet would be replaced; nothing else is touched.
    pet = next(e["urn"] for e in seen if e.get("event") == "step-done" and e["type"] == "random:Pet")
    targeted = await stack.preview(target_replace=pet)
    assert (targeted.summary["summary"]["replace"], targeted.summary["summary"]["update"]) == (1, 0)

    # Refresh: the file deleted by hand is seen gone, then up makes it again.
    os.remove(os.path.join(directory, "out/greeting.txt"))
    assert (await stack.refresh(preview_only=True, expect_no_changes=True)).changes
    assert (await stack.refresh()).summary["summary"]["delete"] == 1
    assert (await stack.up()).summary["summary"]["create"] == 1
    assert greeting().startswith("Hey, ")
    assert not (await stack.refresh(expect_no_changes=True)).changes

    # Import: an existing pet adopted (not protected), then forgotten again; `up` keeps the rest.
    imported = await stack.import_resource("random:Pet", "extra", "happy-dog", protect=False)
    assert imported.summary["summary"]["import"] == 1, imported.summary
    assert "extra" in await stack.state.delete("extra")
    await stack.up()

    # History, info, and the state exported and imported back (a new version, the same resources).
    history = await stack.history()
    assert history[0]["command"] == "stack init", history[0]
    assert (await stack.info())["serial"] == history[-1]["serial"]
    state = await stack.export_stack()
    assert len(state["resources"]) == 3
    await stack.import_stack(state)
    assert (await stack.info())["serial"] == history[-1]["serial"] + 1
    assert len((await stack.export_stack())["resources"]) == 3

    # Cancel: an update stopped as soon as it starts. Strata settles what it started and saves;
    # afterwards nothing is pending and the next update runs (no lock left behind).
    await stack.set_config("generation", "2")
    started_up = asyncio.Event()
    lines = []

    def watch(e):
        lines.append(e)
        if e.get("event") == "operation-started":
            started_up.set()

    task = asyncio.ensure_future(stack.up(on_event=watch))
    await started_up.wait()
    task.cancel()
    try:
        await task
        raise AssertionError("a cancelled task raises CancelledError")
    except asyncio.CancelledError:
        # Strata had exited, with its summary: interrupted, or done if the steps were quicker.
        assert "event" not in lines[-1], lines[-1]
    assert not (await stack.export_stack()).get("pending_operations")
    assert (await stack.up()).summary["ok"] is True
    assert not (await stack.preview(expect_no_changes=True)).changes

    # Watch: a run at once, another when the configuration changes, then stopped.
    stop = asyncio.Event()
    waits = []
    changes = []

    def on_watch(e):
        if e.get("event") != "waiting":
            return
        waits.append(e)
        if len(waits) == 1:
            changes.append(asyncio.ensure_future(stack.set_config("greeting", "Watched")))
        else:
            stop.set()

    watched = await asyncio.wait_for(stack.watch(stop=stop, debounce_ms=100, on_event=on_watch), 120)
    assert watched.runs == 2, [e for e in watched.events if "event" in e]
    assert all(e.get("ok") for e in watched.events if e.get("event") == "run-done")
    assert greeting().startswith("Watched, ")

    # Destroy, with an option; then the stack goes.
    down = await stack.destroy(parallel=2)
    assert down.summary["ok"] is True and down.summary["summary"]["delete"] == 3, down.summary
    assert not os.path.exists(os.path.join(directory, "out/greeting.txt"))
    await ws.remove_stack("dev")
    # An operation on a stack that is gone: the stream's kind, `not-found`.
    e = await fails(stack.preview(), StackNotFoundError)
    assert e.kind == "not-found", e
    assert await ws.list_stacks() == []


asyncio.run(main())
print("automation/python: ok")
