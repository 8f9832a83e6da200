"""The package's test of cancellation, locks and stacks run at once, run by the end-to-end suite
(tests/e2e/automation.rs) on a project of slow resources in $STRATA_SLOW_PROJECT (the test
program and the test provider, which holds each call that names a gate until this script opens
it: never a race with a latency on a loaded machine):

- two stacks' `up` at once from one workspace (asyncio.gather) both succeed, and did overlap
  (both had a create in flight at once);
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


def chain(count: int, gate: str) -> str:
    """Resource rI of the chain waits at the gate `GATE-rI`: a call that reaches gate G adds a
    line to gates/G.entered, then waits until gates/G.open exists."""
    return json.dumps({"generate": {"count": count, "chain": True, "gate": gate}})


GATES = os.path.join(os.environ["STRATA_SLOW_PROJECT"], "gates")


def entered(gate: str) -> int:
    try:
        with open(os.path.join(GATES, f"{gate}.entered")) as f:
            return len([line for line in f.read().splitlines() if line])
    except FileNotFoundError:
        return 0


async def reached(gate: str, calls: int = 1) -> None:
    end = time.monotonic() + 300
    while entered(gate) < calls:
        assert time.monotonic() < end, f"gate {gate}: {entered(gate)} of {calls} calls began in 300 s"
        await asyncio.sleep(0.01)


def open_gates(gate: str, count: int) -> None:
    for i in range(count):
        with open(os.path.join(GATES, f"{gate}-r{i}.open"), "w"):
            pass


async def pending(stack: Stack) -> int:
    return len((await stack.export_stack()).get("pending_operations") or [])


async def cancel_when(stack: Stack, event: str, op: str, times: int = 1, heard=lambda: None):
    """Run `up`, cancel its task when the first `event` of a step doing `op` comes (and again,
    with `times` 2, once strata has said it heard the first: `heard` runs then); the lines
    seen."""
    lines = []
    seen = asyncio.Event()
    interrupted = asyncio.Event()

    def on_event(e):
        lines.append(e)
        if e.get("event") == event and e.get("op") == op:
            seen.set()
        if e.get("event") == "diagnostic" and e.get("message", "").startswith("Interrupted"):
            heard()
            interrupted.set()

    task = asyncio.ensure_future(stack.up(on_event=on_event))
    await seen.wait()
    task.cancel()
    if times > 1:
        # The second once the first is heard (the package repeats it until strata exits).
        await asyncio.wait_for(interrupted.wait(), 300)
        task.cancel()
    try:
        await task
    except asyncio.CancelledError:
        return lines
    raise AssertionError("the cancelled task raises CancelledError")


async def main() -> None:
    ws = LocalWorkspace(os.environ["STRATA_SLOW_PROJECT"])

    # Two stacks at once: they overlap, since each one's first create is held until both have
    # begun (the gate's count is the proof, not the times the events arrived here).
    a = await Stack.create("a", ws)
    b = await Stack.create("b", ws)
    await a.set_config("spec", chain(3, "both"))
    await b.set_config("spec", chain(3, "both"))
    both = asyncio.gather(a.up(), b.up())
    await reached("both-r0", 2)
    open_gates("both", 3)
    ra, rb = await both
    assert ra.summary["summary"]["create"] == 3 and rb.summary["summary"]["create"] == 3

    # A stack that is running (its first create held) is locked to others; a lock timeout waits
    # for it.
    locked = await Stack.create("locked", ws)
    await locked.set_config("spec", chain(8, "locked"))
    running = asyncio.ensure_future(locked.up())
    await reached("locked-r0")
    try:
        await locked.up()
        raise AssertionError("a second up is refused")
    except ConcurrentUpdateError as e:
        assert e.kind == "locked", e
    waited = asyncio.ensure_future(locked.up(lock_timeout=300))
    open_gates("locked", 8)
    assert (await running).summary["summary"]["create"] == 8
    assert (await waited).summary["ok"] is True, "the one that waited ran after"

    # Cancel: stopped after the first create (of r8: r0 to r7 are there); what started is
    # finished and saved. Every create after r8 is held until strata has said it heard the cancel.
    await locked.set_config("spec", chain(12, "cancel"))
    open_gates("cancel", 9)
    lines = await cancel_when(locked, "step-done", "create", heard=lambda: open_gates("cancel", 12))
    summary = lines[-1]
    assert "event" not in summary and summary["ok"] is False, summary
    assert summary["interrupted"] + summary["skipped"] > 0, summary
    made = summary["summary"]["create"]
    assert 1 <= made <= 2, summary
    assert await pending(locked) == 0, "nothing is pending"
    resumed = await locked.up()
    assert resumed.summary["summary"]["create"] == 4 - made, "the next up runs, no lock left behind"

    # Cancelled twice: the call in flight (held at its gate) stays pending; refresh settles it.
    forced = await Stack.create("forced", ws)
    await forced.set_config("spec", chain(2, "forced"))
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
    open_gates("forced", 2)
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
