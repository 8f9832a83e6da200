"""The Strata SDK for Python: resources as objects, outputs as values with ``apply``, ``all_``
and ``format``, secrets, stack references, config, provider functions and logging over
strata:program@0.3.0. No ``$strata`` marker and no handle number appears in a program.

    from strata_sdk import Resource, define_program, format

    def main():
        pet = Resource("random:Pet", "pet", {"length": 2})
        return {"greeting": format("Hello, {}!", pet.output("result"))}

    Program = define_program(main)

Build with componentize-py (``componentize-py -d WIT -w program-world componentize app -p .
-p SDK -o program.wasm``); ``strata new --template python`` sets that up.
"""

import json
import os
import traceback
from typing import Any, Callable, Dict, Iterable, List, Optional, Sequence, Tuple

from componentize_py_types import Err
from wit_world import exports
from wit_world.imports import monitor, types

KEY = "$strata"
_callbacks: Dict[int, Callable[[Any], Any]] = {}


def _has_marker(v: Any) -> bool:
    if isinstance(v, list):
        return any(_has_marker(x) for x in v)
    if isinstance(v, dict):
        return KEY in v or any(_has_marker(x) for x in v.values())
    return False


class _Unknown(Exception):
    pass


def _revealed(v: Any) -> Any:
    """``v`` with each secret's plaintext in its place; ``_Unknown`` when something in it is not
    known now (a reference, an unknown value, a secret without its plaintext)."""
    if isinstance(v, list):
        return [_revealed(x) for x in v]
    if isinstance(v, dict):
        if KEY in v:
            if v[KEY] != "secret" or "value" not in v:
                raise _Unknown()
            return _revealed(v["value"])
        return {k: _revealed(x) for k, x in v.items()}
    return v


def _lower(v: Any) -> Any:
    """``v`` as JSON the engine reads: Outputs become their markers."""
    if isinstance(v, Output):
        return v._json
    if isinstance(v, (list, tuple)):
        return [_lower(x) for x in v]
    if isinstance(v, dict):
        return {k: _lower(x) for k, x in v.items() if x is not None}
    return v


def _message(e: BaseException) -> str:
    return str(e.value) if isinstance(e, Err) else str(e)


class Output:
    """A value that may not be known yet (another resource's output, a function's result, or
    what ``apply`` computes from them); a secret stays secret through everything computed
    from it."""

    def __init__(self, json_value: Any):
        self._json = json_value

    @staticmethod
    def known(v: Any) -> "Output":
        return Output(_lower(v))

    @staticmethod
    def secret(v: Any) -> "Output":
        return Output({KEY: "secret", "value": _lower(v)})

    def apply(self, f: Callable[[Any], Any]) -> "Output":
        """A new value computed from this one once it is known (in a preview it may never run)."""
        if not _has_marker(self._json):
            return Output.known(f(self._json))
        # Known now, though secret (a secret config value): computed now, and secret too, so
        # that what it makes is checked before anything runs, not part way through `up`.
        try:
            return Output.secret(f(_revealed(self._json)))
        except _Unknown:
            pass
        try:
            handle = monitor.register_apply(json.dumps(self._json))
        except Err as e:
            raise RuntimeError(f"apply: {_message(e)}") from None
        _callbacks[handle] = lambda v: _lower(f(v))
        return Output({KEY: "ref", "handle": handle})


def output(v: Any) -> Output:
    return v if isinstance(v, Output) else Output.known(v)


def all_(values: List[Any]) -> Output:
    """One Output of a list of values and Outputs, known when all of them are."""
    return Output(_lower(list(values)))


def format(template: str, *values: Any) -> Output:
    """The template with each ``{}`` replaced by the next value, once the values are known:
    ``format("https://{}/", host)``. The engine joins the parts (a string as it is, any other
    value as JSON): no callback runs, so ``strata compile`` can translate it. ``{{`` and ``}}``
    stand for braces."""
    texts = template.replace("{{", "\0").replace("}}", "\1").split("{}")
    if len(texts) != len(values) + 1:
        raise ValueError(
            f"format: the template has {len(texts) - 1} '{{}}' for {len(values)} value(s)"
        )
    parts: List[Any] = []
    for i, text in enumerate(texts):
        text = text.replace("\0", "{").replace("\1", "}")
        if text:
            parts.append(text)
        if i < len(values):
            parts.append(_lower(values[i]))
    if not _has_marker(parts):
        return Output.known(
            "".join(p if isinstance(p, str) else json.dumps(p) for p in parts)
        )
    try:
        handle = monitor.register_interpolation(json.dumps(parts))
    except Err as e:
        raise RuntimeError(f"format: {_message(e)}") from None
    return Output({KEY: "ref", "handle": handle})


#: Every resource option, by its keyword.
_OPTIONS = (
    "depends_on",
    "protect",
    "delete_before_replace",
    "custom_timeouts",
    "ignore_changes",
    "replace_on_changes",
    "retain_on_delete",
    "deleted_with",
    "additional_secret_outputs",
    "import_",
    "aliases",
    "parent",
    "provider",
    "replacement_trigger",
    "replace_with",
)

#: The keys of ``custom_timeouts``.
_TIMEOUTS = ("create", "update", "delete")


def _distance(a: str, b: str) -> int:
    """Edit distance (Levenshtein) between two short strings."""
    row = list(range(len(b) + 1))
    for i, ca in enumerate(a):
        prev, row[0] = row[0], i + 1
        for j, cb in enumerate(b):
            cur = row[j + 1]
            row[j + 1] = min(prev + (ca != cb), row[j] + 1, cur + 1)
            prev = cur
    return row[len(b)]


def _closest(names: Sequence[str], word: str) -> Optional[str]:
    """The name of ``names`` closest to ``word``, if close enough to be a likely typo: the rule
    of the engine's "did you mean" (strata-model's ``spelling::closest``): case ignored, within
    max(2, length / 4) edits of the name, the nearest (then the first in order) taken."""
    w = word.lower()
    near = []
    for n in names:
        d = _distance(n.lower(), w)
        if d <= max(2, len(n) // 4):
            near.append((d, n))
    return min(near)[1] if near else None


def _check_names(label: str, given: Iterable[str], names: Sequence[str], what: str) -> None:
    """Refuse a name of ``given`` that is not one of ``names`` (which are ``what``), with the
    name meant or those there are ("`protcet` is not a resource option: did you mean
    `protect`?")."""
    for k in given:
        if k in names:
            continue
        near = _closest(names, k)
        if near is not None:
            why = f"did you mean `{near}`?"
        else:
            shown = ", ".join(f"`{n}`" for n in names[:20])
            why = f"it takes {shown}" + (f" and {len(names) - 20} more" if len(names) > 20 else "")
        raise TypeError(f"{label}: `{k}` is not {what}: {why}")


def _options(
    label: str,
    options: Dict[str, Any],
    inputs: Sequence[str] = (),
    what: str = "a resource option",
) -> types.ResourceOptions:
    """The WIT record of the resource options ``options`` of ``label`` (``type "name"``). A
    keyword that is no option (nor one of the ``inputs`` a typed resource takes, when ``what``
    says so) is refused with the one meant, before anything is declared: a misspelt
    ``protect`` would otherwise leave the resource unprotected."""
    _check_names(label, options, tuple(inputs) + _OPTIONS, what)
    o = options.get
    t = o("custom_timeouts") or {}
    _check_names(label, t, _TIMEOUTS, "a key of custom_timeouts")
    deleted_with, parent = o("deleted_with"), o("parent")
    replacement_trigger = o("replacement_trigger")
    return types.ResourceOptions(
        depends_on=[r.handle for r in o("depends_on") or []],
        protect=o("protect"),
        delete_before_replace=o("delete_before_replace"),
        timeouts=types.CustomTimeouts(
            create=t.get("create"), update=t.get("update"), delete=t.get("delete")
        ),
        ignore_changes=list(o("ignore_changes") or []),
        replace_on_changes=list(o("replace_on_changes") or []),
        retain_on_delete=bool(o("retain_on_delete", False)),
        deleted_with=deleted_with.handle if deleted_with is not None else None,
        additional_secret_outputs=list(o("additional_secret_outputs") or []),
        import_id=o("import_"),
        aliases=list(o("aliases") or []),
        parent=parent.handle if parent is not None else None,
        provider=o("provider"),
        replacement_trigger=(
            json.dumps(_lower(replacement_trigger)) if replacement_trigger is not None else None
        ),
        replace_with=[r.handle for r in o("replace_with") or []],
    )


class Resource:
    """A declared resource of any type (``<provider>:<Kind>``). Options are keyword arguments:
    depends_on, protect, delete_before_replace, custom_timeouts (seconds by create, update,
    delete), ignore_changes, replace_on_changes, retain_on_delete, deleted_with,
    additional_secret_outputs, import_, aliases, parent, provider, replacement_trigger,
    replace_with; another keyword is refused with the one meant. A child takes its parent's
    protect, provider and deleted_with where it sets none (``protect=None``, the default, is "as
    its parent is")."""

    #: The keywords of a typed resource's inputs (a generated class names them): a misspelt
    #: keyword of such a class is refused with the input or the option meant.
    _input_keywords: Tuple[str, ...] = ()

    def __init__(self, type_: str, name: str, args: Optional[Dict[str, Any]] = None, **options: Any):
        label = f'{type_} "{name}"'
        what = f"an input of {type_} or a resource option" if self._input_keywords else "a resource option"
        opts = _options(label, options, self._input_keywords, what)
        try:
            self.handle = monitor.register_resource(type_, name, json.dumps(_lower(args or {})), opts)
        except Err as e:
            raise RuntimeError(f"{label}: {_message(e)}") from None
        self.type = type_
        self.name = name

    def output(self, name: str) -> Output:
        """Output ``name`` of the resource, once it exists."""
        return Output({KEY: "ref", "handle": self.handle, "property": name})


class Component:
    """A group of resources (their ``parent``) with outputs of its own; its options are a
    resource's."""

    def __init__(self, type_: str, name: str, **options: Any):
        label = f'{type_} "{name}"'
        opts = _options(label, options)
        try:
            self.handle = monitor.register_component(type_, name, opts)
        except Err as e:
            raise RuntimeError(f"{label}: {_message(e)}") from None

    def register_outputs(self, outputs: Dict[str, Any]) -> None:
        monitor.register_component_outputs(self.handle, json.dumps(_lower(outputs)))

    def output(self, name: str) -> Output:
        return Output({KEY: "ref", "handle": self.handle, "property": name})


class StackReference(Resource):
    """Another stack's outputs (``project/stack``, or ``stack`` of this project); ``backend``:
    the ``[backends]`` entry of the project file that keeps it, if not this stack's backend."""

    def __init__(self, name: str, stack: str, backend: Optional[str] = None, **options: Any):
        type_ = "strata:stack:Reference"
        _check_names(
            f'{type_} "{name}"', options, _OPTIONS + ("backend",), "an option of a stack reference"
        )
        args: Dict[str, Any] = {"stack": stack}
        if backend is not None:
            args["backend"] = backend
        super().__init__(type_, name, args, **options)

    def get_output(self, name: str) -> Output:
        return self.output(name)


def invoke(function: str, args: Optional[Dict[str, Any]] = None) -> Output:
    """Call provider function ``function`` (a data source) with ``args``."""
    try:
        handle = monitor.invoke(function, json.dumps(_lower(args or {})))
    except Err as e:
        raise RuntimeError(f"invoke {function}: {_message(e)}") from None
    return Output({KEY: "ref", "handle": handle})


def _raw(key: str) -> Any:
    j = monitor.config(key)
    return None if j is None else json.loads(j)


def _plain(key: str, v: Any) -> Any:
    """A plain value; a secret is refused (it is read as a secret Output, which stays secret)."""
    if isinstance(v, dict) and v.get(KEY) == "secret":
        raise RuntimeError(
            f"configuration `{key}` is a secret: read it with `config.get_secret({key!r})` (an Output"
            " that stays secret wherever it goes); `config.get` returns plain values only"
        )
    return v


class config:
    """The stack's configuration (``strata config set KEY VALUE [--secret]``)."""

    @staticmethod
    def get(key: str) -> Optional[str]:
        """The value of ``key``, or None; a secret is refused (use ``get_secret``)."""
        v = _plain(key, _raw(key))
        return None if v is None else v if isinstance(v, str) else json.dumps(v)

    @staticmethod
    def require(key: str) -> str:
        v = config.get(key)
        if v is None:
            raise RuntimeError(f"missing configuration `{key}`: set it with `strata config set {key} VALUE`")
        return v

    @staticmethod
    def get_int(key: str) -> Optional[int]:
        v = config.get(key)
        try:
            return None if v is None else int(v)
        except ValueError:
            raise RuntimeError(f"configuration `{key}` is `{v}`, not an integer") from None

    @staticmethod
    def get_float(key: str) -> Optional[float]:
        v = config.get(key)
        try:
            return None if v is None else float(v)
        except ValueError:
            raise RuntimeError(f"configuration `{key}` is `{v}`, not a number") from None

    @staticmethod
    def get_bool(key: str) -> Optional[bool]:
        v = config.get(key)
        if v is None:
            return None
        if v not in ("true", "false"):
            raise RuntimeError(f"configuration `{key}` is `{v}`, not true or false")
        return v == "true"

    @staticmethod
    def get_secret(key: str) -> Optional[Output]:
        """The value as an Output, secret if it was set with --secret."""
        v = _raw(key)
        return None if v is None else Output(v)

    @staticmethod
    def require_secret(key: str) -> Output:
        v = config.get_secret(key)
        if v is None:
            raise RuntimeError(f"missing configuration `{key}`: set it with `strata config set --secret {key} VALUE`")
        return v


def previous_outputs() -> Optional[Dict[str, Any]]:
    """The stack's outputs from its last deployment, or None."""
    try:
        j = monitor.previous_outputs()
    except Err as e:
        raise RuntimeError(_message(e)) from None
    return None if j is None else json.loads(j)


def project() -> str:
    return monitor.project()


def stack() -> str:
    return monitor.stack()


class log:
    """The engine's log."""

    @staticmethod
    def debug(m: Any) -> None:
        monitor.log(types.LogLevel.DEBUG, str(m))

    @staticmethod
    def info(m: Any) -> None:
        monitor.log(types.LogLevel.INFO, str(m))

    @staticmethod
    def warn(m: Any) -> None:
        monitor.log(types.LogLevel.WARN, str(m))

    @staticmethod
    def error(m: Any) -> None:
        monitor.log(types.LogLevel.ERROR, str(m))


def _located(e: BaseException) -> str:
    """What ``e`` says, where the program raised it: the last line of the program's own code
    in its traceback (not the SDK's), its type, and its message, as the TypeScript SDK says a
    thrown error (``app.py, line 7: TypeError: random:Pet "b": `lenght` is not an input…``)."""
    sdk = os.path.dirname(os.path.abspath(__file__))
    own = [
        f
        for f in traceback.extract_tb(e.__traceback__)
        if not os.path.abspath(f.filename).startswith(sdk)
        and os.path.basename(f.filename) != "strata_runtime.py"
    ]
    at = f"{os.path.basename(own[-1].filename)}, line {own[-1].lineno}: " if own else ""
    return f"{at}{type(e).__name__}: {e}"


def define_program(main: Callable[[], Optional[Dict[str, Any]]]):
    """The program: ``main`` declares resources and returns the stack outputs (a dict of values
    and Outputs, or None). Assign it to ``Program`` in the app module."""

    class Program(exports.Program):
        def run(self) -> None:
            try:
                outputs = main()
            except Err:
                raise
            except Exception as e:
                raise Err(_located(e)) from None
            if outputs is not None:
                try:
                    monitor.register_outputs(json.dumps(_lower(outputs)))
                except Err as e:
                    raise Err(f"stack outputs: {_message(e)}") from None

        def resolve(self, id: int, values: str) -> str:
            f = _callbacks.get(id)
            if f is None:
                raise Err(f"no apply callback {id}")
            try:
                return json.dumps(f(json.loads(values)))
            except Exception as e:
                raise Err(_located(e)) from None

    return Program
