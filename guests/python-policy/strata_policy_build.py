"""Builds a Strata policy pack written in Python into one component of the
strata:policy@0.1.0 world, run with the Python of the virtualenv that has componentize-py:

    .venv/bin/python sdk/strata-policy-py/strata_policy_build.py pack.py pack.wasm

The pack module (``pack.py``) must end with ``Policy = pack.export()``. It is checked to
compile first (a syntax error stops the build)."""

import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def fail(message):
    print(message, file=sys.stderr)
    sys.exit(1)


def main():
    if len(sys.argv) != 3 or not sys.argv[1].endswith(".py") or not sys.argv[2].endswith(".wasm"):
        fail("usage: python strata_policy_build.py PACK.py PACK.wasm")
    main_file, out = sys.argv[1], sys.argv[2]
    try:
        with open(main_file, "rb") as f:
            compile(f.read(), main_file, "exec", dont_inherit=True)
    except OSError as e:
        fail(f"{main_file}: {e.strerror}")
    except SyntaxError as e:
        fail(f"{main_file}, line {e.lineno}: {e.msg}; nothing was built")
    tool = os.path.join(os.path.dirname(sys.executable), "componentize-py")
    if not os.path.exists(tool):
        fail("a Python pack is built with componentize-py, which this Python does not have: run this with the virtualenv's Python (`.venv/bin/python`), after `.venv/bin/pip install componentize-py`")
    module = os.path.splitext(os.path.basename(main_file))[0]
    project = os.path.dirname(os.path.abspath(main_file))
    site = [p for p in sys.path if p.endswith("site-packages") and os.path.isdir(p)]
    paths = [a for p in [project, HERE] + site for a in ("-p", p)]
    part = f"{out}.{os.getpid()}.tmp"
    done = subprocess.run([tool, "-q", "-d", os.path.join(HERE, "wit"), "-w", "policy-pack",
                           "componentize", module, *paths, "-o", part])
    if done.returncode != 0:
        try:
            os.remove(part)
        except OSError:
            pass
        fail("componentize-py failed to build the pack (above)")
    os.replace(part, out)


if __name__ == "__main__":
    main()
