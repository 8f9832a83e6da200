"""Builds a Strata policy pack written in Python into one component of the
strata:policy@0.2.0 world, run with the Python of the virtualenv that has componentize-py:

    .venv/bin/python sdk/strata-policy-py/strata_policy_build.py pack.py pack.wasm

The pack module (``pack.py``) must end with ``Policy = pack.export()``. It is checked to
compile first (a syntax error stops the build). The manifest (``strata-manifest``, what
``strata plugin install`` and ``publish`` read) comes from ``pyproject.toml`` beside it, when
there is one: ``[project]`` ``name`` and ``version`` (without one, the pack is used by its file
and cannot be published)."""

import json
import os
import re
import subprocess
import sys
import tomllib

HERE = os.path.dirname(os.path.abspath(__file__))


def fail(message):
    print(message, file=sys.stderr)
    sys.exit(1)


def leb(n):
    out = bytearray()
    while True:
        b = n & 0x7F
        n >>= 7
        out.append(b | (0x80 if n else 0))
        if not n:
            return bytes(out)


def manifest(project):
    """The pack's name and version from pyproject.toml beside it; None without one."""
    path = os.path.join(project, "pyproject.toml")
    try:
        with open(path, "rb") as f:
            doc = tomllib.load(f)
    except FileNotFoundError:
        return None
    except OSError as e:
        fail(f"{path}: {e.strerror}")
    except tomllib.TOMLDecodeError as e:
        fail(f"{path}: {e}")
    meta = doc.get("project", {})
    name, version = str(meta.get("name", "")), str(meta.get("version", ""))
    if not re.fullmatch(r"[a-z0-9][a-z0-9_-]*", name) or not re.fullmatch(r"\d+\.\d+\.\d+([-+][0-9A-Za-z.-]+)?", version):
        fail(f"{path}: a pack's name is letters, digits, `-` or `_`, and its version a semver (x.y.z); they name it in registries and in Strata.toml (got `{name}` `{version}`)")
    return {"name": name, "version": version}


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
    m = manifest(project)
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
    if m is not None:
        # The manifest, as a custom section of the component (one of its own may come anywhere).
        name = b"strata-manifest"
        body = leb(len(name)) + name + json.dumps(m).encode()
        with open(part, "ab") as f:
            f.write(b"\x00" + leb(len(body)) + body)
    os.replace(part, out)


if __name__ == "__main__":
    main()
