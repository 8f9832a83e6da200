"""The package's test, run by the end-to-end suite (tests/e2e/automation.rs): against the real
strata binary ($STRATA_BIN), on the hello project in $STRATA_PROJECT (no stack yet): create a
stack, configure it, preview, deploy, read its outputs and events, destroy it."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from strata_automation import SCHEMA_VERSION, Stack, StrataError  # noqa: E402

directory = os.environ["STRATA_PROJECT"]
stack = Stack.create(directory, "dev")
# A caller's string that starts with `-` is a value, never a flag.
stack.set_config("greeting", "--yes")
stack.set_config("greeting", "Howdy")

preview = stack.preview(expect_no_changes=True)
assert preview.changes, preview.summary
assert preview.summary["preview"] is True
assert preview.summary["summary"]["create"] == 3, preview.summary

seen = []
up = stack.up(on_event=seen.append)
assert up.summary["ok"] is True, up.summary
assert up.summary["schema_version"] == SCHEMA_VERSION
started = next(e for e in seen if e.get("event") == "operation-started")
assert started["operation"] == "up" and started["stack"] == "dev", started
done = sorted(e["type"] for e in seen if e.get("event") == "step-done")
assert done == ["local:File", "random:Pet", "random:String"], done
assert up.outputs["path"] == "out/greeting.txt", up.outputs
with open(os.path.join(directory, "out/greeting.txt")) as f:
    assert f.read().startswith("Howdy, ")

assert stack.outputs()["path"] == "out/greeting.txt"
assert not stack.preview(expect_no_changes=True).changes

try:
    Stack.select(directory, "nope")
    raise AssertionError("selecting a stack that does not exist should fail")
except StrataError as e:
    assert "nope" in str(e), e

# ... nor a stack's name: `--help` names no stack (it once printed the help and "selected" it).
try:
    Stack.select(directory, "--help")
    raise AssertionError("selecting the stack `--help` should fail")
except StrataError as e:
    assert "--help" in str(e), e

down = stack.destroy()
assert down.summary["ok"] is True and down.summary["summary"]["delete"] == 3, down.summary
assert not os.path.exists(os.path.join(directory, "out/greeting.txt"))
stack.remove()
print("automation/python: ok")
