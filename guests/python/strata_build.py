"""Builds a Strata program written in Python, run with the Python of the virtualenv that has
componentize-py:

    .venv/bin/python sdk/strata-sdk-py/strata_build.py app.py program.wasm

It checks that app.py compiles (a syntax error stops the build, before any deploy), and makes
program.wasm the Python runtime (strata_runtime.py with this SDK, made by componentize-py),
which loads app.py at run time from the project directory (the project file names it as
``main``). The runtime depends only on this SDK and componentize-py, so it is built once and
kept in Strata's cache (``$STRATA_CACHE_DIR/runtimes``, else
``$XDG_CACHE_HOME/strata/runtimes``, else ``~/.cache/strata/runtimes``), named by the hash of
what it is made of: an edit of the program builds nothing, and Strata finds the runtime already
compiled."""

import ast
import hashlib
import importlib.metadata
import importlib.util
import os
import shutil
import stat
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def fail(message):
    print(message, file=sys.stderr)
    sys.exit(1)


def check(main):
    try:
        with open(main, "rb") as f:
            compile(f.read(), main, "exec", dont_inherit=True)
    except OSError as e:
        fail(f"{main}: {e.strerror}")
    except SyntaxError as e:
        fail(f"{main}, line {e.lineno}: {e.msg}; nothing was built")


def runtime_inputs():
    """Every file the runtime is made of, with its path relative to this directory."""
    files = ["strata_runtime.py", os.path.join("wit", "program.wit")]
    for root, dirs, names in os.walk(os.path.join(HERE, "strata_sdk")):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        files += [os.path.relpath(os.path.join(root, n), HERE) for n in sorted(names) if n.endswith(".py")]
    return files


# The standard library's modules every runtime holds, whatever the program imports: one
# runtime serves most programs.
COMMON = ["base64", "collections", "copy", "dataclasses", "datetime", "enum", "functools",
          "hashlib", "ipaddress", "itertools", "json", "math", "os", "re", "string",
          "textwrap", "typing", "urllib.parse", "uuid"]


def imports(main):
    """The modules the program's Python files import (the project's own files beside `main`,
    not its virtualenv or its vendored SDK) that are not its own: of the standard library, or
    installed in this virtualenv. The runtime must hold them: a module is in it only if it was
    imported while it was built."""
    root = os.path.dirname(os.path.abspath(main))
    own, found = set(), set()
    for base, dirs, names in os.walk(root):
        dirs[:] = [d for d in dirs if not d.startswith(".") and d not in ("sdk", "node_modules", "__pycache__")]
        for n in names:
            if not n.endswith(".py"):
                continue
            path = os.path.join(base, n)
            own.add(os.path.splitext(os.path.relpath(path, root))[0].replace(os.sep, ".").split(".")[0])
            try:
                with open(path, "rb") as f:
                    tree = ast.parse(f.read(), path)
            except (OSError, SyntaxError):
                continue
            for node in ast.walk(tree):
                if isinstance(node, ast.Import):
                    found.update(a.name for a in node.names)
                elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                    found.add(node.module)
    wanted = set()
    for name in found:
        top = name.split(".")[0]
        if top in own or top in ("strata_sdk", "wit_world", "componentize_py_types", "__future__"):
            continue
        if top in sys.stdlib_module_names or importlib.util.find_spec(top) is not None:
            wanted.add(name)
    return sorted(wanted)


def private_dir(path):
    """Whether `path` may hold runtimes: made 0700 if missing; an existing one of this user's
    made 0700; one of another user's is not used (anyone who can write into it could plant the
    program that runs)."""
    try:
        os.makedirs(path, mode=0o700, exist_ok=True)
        st = os.stat(path)
        if not stat.S_ISDIR(st.st_mode) or st.st_uid != os.getuid():
            return False
        if st.st_mode & 0o077:
            os.chmod(path, 0o700)
        return True
    except OSError:
        return False


def mine(path):
    """Whether `path` is a file only this user could have written."""
    try:
        st = os.lstat(path)
    except OSError:
        return False
    return stat.S_ISREG(st.st_mode) and st.st_uid == os.getuid() and not st.st_mode & 0o022


def runtime(out, modules):
    try:
        version = importlib.metadata.version("componentize-py")
    except importlib.metadata.PackageNotFoundError:
        fail("the Python runtime is built with componentize-py, which this Python does not have: run this with the virtualenv's Python (`.venv/bin/python`), after `.venv/bin/pip install componentize-py`")
    digest = hashlib.sha256(f"componentize-py {version}\0{' '.join(modules)}\0".encode())
    for rel in runtime_inputs():
        with open(os.path.join(HERE, rel), "rb") as f:
            digest.update(rel.encode() + b"\0" + f.read() + b"\0")
    base = os.environ.get("STRATA_CACHE_DIR") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache"), "strata")
    cache = os.path.join(base, "runtimes")
    if not private_dir(cache):
        # Not ours alone: built where nobody else can write, and not kept.
        print(f"warning: {cache} is not this user's alone, so no runtime is kept there or taken from it (make it yours, mode 0700)", file=sys.stderr)
        cache = tempfile.mkdtemp(prefix="strata-runtimes-")
    cached = os.path.join(cache, f"python-{digest.hexdigest()[:32]}.wasm")
    if not mine(cached):
        print(f"Building the Python runtime (once for this SDK and componentize-py, kept in {cache}) ...", file=sys.stderr)
        started = time.monotonic()
        os.makedirs(cache, exist_ok=True)
        tool = os.path.join(os.path.dirname(sys.executable), "componentize-py")
        with tempfile.TemporaryDirectory(prefix="strata-py-runtime-") as tmp:
            # Only the runtime and the SDK go in: nothing of the project.
            shutil.copy(os.path.join(HERE, "strata_runtime.py"), tmp)
            shutil.copytree(os.path.join(HERE, "strata_sdk"), os.path.join(tmp, "strata_sdk"),
                            ignore=shutil.ignore_patterns("__pycache__"))
            with open(os.path.join(tmp, "strata_runtime_imports.py"), "w") as f:
                f.write(f"MODULES = {modules!r}\n")
            built = os.path.join(tmp, "runtime.wasm")
            # The virtualenv's packages, for the modules of it the program imports.
            site = [p for p in sys.path if p.endswith("site-packages") and os.path.isdir(p)]
            paths = [a for p in [tmp] + site for a in ("-p", p)]
            done = subprocess.run([tool, "-q", "-d", os.path.join(HERE, "wit"), "-w", "program-world",
                                   "componentize", "strata_runtime", *paths, "-o", built])
            if done.returncode != 0:
                fail("componentize-py failed to build the Python runtime (above)")
            part = f"{cached}.{os.getpid()}.tmp"
            shutil.copyfile(built, part)
            os.replace(part, cached)
        print(f"Built the Python runtime in {time.monotonic() - started:.1f} s", file=sys.stderr)
    # A copy, not a link: the project's file can be rebuilt in place without touching the cache.
    # `OUT.runtime` says which runtime the copy is, with its size and time: while they hold, an
    # edit reads neither file (comparing the two cost ~25 ms of a ~120 ms edit loop).
    stamp = f"{out}.runtime"

    def stat():
        st = os.stat(out)
        return f"{os.path.basename(cached)} {st.st_size} {st.st_mtime_ns}\n"

    def stamped():
        try:
            with open(stamp) as f:
                return f.read() == stat()
        except OSError:
            return False

    same = stamped()
    if not same and os.path.exists(out) and os.path.getsize(out) == os.path.getsize(cached):
        with open(out, "rb") as a, open(cached, "rb") as b:
            same = a.read() == b.read()
    if not same:
        part = f"{out}.{os.getpid()}.tmp"
        shutil.copyfile(cached, part)
        os.replace(part, out)
    # Newer than the sources, so that Strata knows the build is done.
    os.utime(out)
    with open(stamp, "w") as f:
        f.write(stat())


def main():
    if len(sys.argv) != 3 or not sys.argv[1].endswith(".py"):
        fail("usage: python strata_build.py MAIN.py RUNTIME.wasm")
    check(sys.argv[1])
    runtime(sys.argv[2], sorted(set(COMMON) | set(imports(sys.argv[1]))))


if __name__ == "__main__":
    main()
