"""The package's test of cancellation, locks and stacks run at once, run by the end-to-end suite
(tests/e2e/automation.rs) on a project of slow resources in $STRATA_SLOW_PROJECT (the test
program and the test provider, whose `latency_ms` makes each create take that long):

- two stacks' `up` at once from one workspace (asyncio.gather) both succeed, and did overlap;
- a second `up` of a stack that is running is ConcurrentUpdateError (`locked`), and one with a
  lock timeout waits for it and succeeds;
- an `up` whose task is cancelled sends strata SIGINT, which stops starting steps, settles and
  exits; the task raises CancelledError; nothing is pending after, and the next `up` runs
  without a lock error;
- a second cancel (a second SIGINT) stops it at once: the call in flight stays pending, which
  `refresh(clear_pending_creates=True)` settles."""

import asyncio
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from strata_automation import ConcurrentUpdateError, LocalWorkspace, Stack, StrataError  # noqa: E402


def chain(count: int, latency: int) -> str:
    return json.dumps({"generate": {"count": count, "chain": True, "latency_ms": latency}})


async def pending(stack: Stack) -> int:
    return len((await stack.export_stack()).get("pending_operations") or [])


async def cancel_when(stack: Stack, event: str, op: str, times: int = 1):
    """Run `up`, cancel its task `times` times when the first `event` of a step doing `op`
    comes; the lines seen."""
    lines = []
    seen = asyncio.Event()

    def on_event(e):
        lines.append(e)
        if e.get("event") == event and e.get("op") == op:
            seen.set()

    task = asyncio.ensure_future(stack.up(on_event=on_event))
    await seen.wait()
    for _ in range(times):
        task.cancel()
        await asyncio.sleep(0.1)
    try:
        await task
    except asyncio.CancelledError:
        return lines
    raise AssertionError("the cancelled task raises CancelledError")


async def main() -> None:
    ws = LocalWorkspace(os.environ["STRATA_SLOW_PROJECT"])

    # Two stacks at once.
    a = await Stack.create("a", ws)
    b = await Stack.create("b", ws)
    await a.set_config("spec", chain(3, 1000))
    await b.set_config("spec", chain(3, 1000))
    span = {"a": {}, "b": {}}

    def timed(name):
        def on_event(e):
            if e.get("event") == "step-started":
                span[name].setdefault("start", time.monotonic())
            if e.get("event") == "step-done":
                span[name]["end"] = time.monotonic()

        return on_event

    ra, rb = await asyncio.gather(a.up(on_event=timed("a")), b.up(on_event=timed("b")))
    assert ra.summary["summary"]["create"] == 3 and rb.summary["summary"]["create"] == 3
    assert span["a"]["start"] < span["b"]["end"] and span["b"]["start"] < span["a"]["end"], span

    # A stack that is running is locked to others; a lock timeout waits for it.
    locked = await Stack.create("locked", ws)
    await locked.set_config("spec", chain(8, 500))
    started = asyncio.Event()
    running = asyncio.ensure_future(locked.up(on_event=lambda e: e.get("event") == "step-started" and started.set()))
    await started.wait()
    try:
        await locked.up()
        raise AssertionError("a second up is refused")
    except ConcurrentUpdateError as e:
        assert e.kind == "locked", e
    waited = asyncio.ensure_future(locked.up(lock_timeout=60))
    assert (await running).summary["summary"]["create"] == 8
    assert (await waited).summary["ok"] is True, "the one that waited ran after"

    # Cancel: stopped after the first create; what started is finished and saved.
    await locked.set_config("spec", chain(12, 500))
    lines = await cancel_when(locked, "step-done", "create")
    summary = lines[-1]
    assert "event" not in summary and summary["ok"] is False, summary
    assert summary["interrupted"] + summary["skipped"] > 0, summary
    made = summary["summary"]["create"]
    assert 1 <= made < 4, summary
    assert await pending(locked) == 0, "nothing is pending"
    resumed = await locked.up()
    assert resumed.summary["summary"]["create"] == 4 - made, "the next up runs, no lock left behind"

    # Cancelled twice: the call in flight stays pending; refresh settles it.
    forced = await Stack.create("forced", ws)
    await forced.set_config("spec", chain(2, 1500))
    lines = await cancel_when(forced, "step-started", "create", times=2)
    # Stopped at once, the stream still ends with its summary: not ok, interrupted.
    assert "event" not in lines[-1] and lines[-1]["ok"] is False, lines[-1]
    assert lines[-1]["failures"][0]["kind"] == "interrupted", lines[-1]
    assert await pending(forced) == 1, "the create in flight is pending"
    # Strata refuses to go on until it is settled (not a lock: its holder is gone).
    try:
        await forced.up()
        raise AssertionError("up refuses an unsettled stack")
    except StrataError as e:
        assert not isinstance(e, ConcurrentUpdateError), e
    settled = await forced.refresh(clear_pending_creates=True)
    assert any(e.get("event") == "warning" and "cleared" in e["message"] for e in settled.events)
    assert await pending(forced) == 0
    assert (await forced.up()).summary["summary"]["create"] == 2

    # Everything goes, every stack at once.
    stacks = [a, b, locked, forced]
    for down in await asyncio.gather(*(s.destroy() for s in stacks)):
        assert down.summary["ok"] is True
    for s in stacks:
        await ws.remove_stack(s.name)
    assert await ws.list_stacks() == []


asyncio.run(main())
print("automation/python cancel: ok")
