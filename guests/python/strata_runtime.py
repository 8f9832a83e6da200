"""The Python runtime: one component for every Python program, built once (by strata_build.py,
cached by the hash of what it is made of) with the SDK inside. It loads the program's module at
its first call, from the project directory that Strata preopens read-only at /project (never
``.strata/``), at the path Strata passes in STRATA_PROGRAM_MAIN (the project file's ``main``).
So an edit of the program changes a file, not a component: nothing is compiled again."""

import importlib
import importlib.util
import os
import pkgutil
import sys

import strata_sdk

# Only what is imported while the runtime is built is inside it: every module of the SDK (its
# typed providers too) is imported now, and the modules the program imports of the standard
# library and of its virtualenv (found in its sources by strata_build.py, which builds another
# runtime when that list changes), so that the program's imports find them.
for _m in pkgutil.walk_packages(strata_sdk.__path__, "strata_sdk."):
    importlib.import_module(_m.name)
try:
    from strata_runtime_imports import MODULES
except ImportError:
    MODULES = []
for _m in MODULES:
    try:
        importlib.import_module(_m)
    except Exception:  # noqa: BLE001
        # Not available in WebAssembly (a C extension, threads, sockets): the program's own
        # import of it fails at run time, naming it.
        pass
from componentize_py_types import Err
from wit_world import exports

PROJECT = "/project"
_program = None


def _load():
    global _program
    if _program is not None:
        return _program
    main = os.environ.get("STRATA_PROGRAM_MAIN")
    if not main:
        raise Err("the Python runtime was not told which program to run (STRATA_PROGRAM_MAIN)")
    path = f"{PROJECT}/{main}"
    # The program's own modules sit beside it.
    sys.path.insert(0, os.path.dirname(path))
    name = os.path.splitext(os.path.basename(main))[0]
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise Err(f"{main}: not a Python module")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except FileNotFoundError:
        raise Err(f"cannot read the program {main} (is it in the project directory?)") from None
    except Err:
        raise
    except SyntaxError as e:
        raise Err(f"{main}, line {e.lineno}: {e.msg}") from None
    except Exception as e:
        raise Err(f"{main}: {type(e).__name__}: {e}") from None
    program = getattr(module, "Program", None)
    if program is None:
        raise Err(f"{main} defines no program: end it with `Program = define_program(main)`")
    _program = program()
    return _program


class Program(exports.Program):
    def run(self) -> None:
        return _load().run()

    def resolve(self, id: int, values: str) -> str:
        return _load().resolve(id, values)
