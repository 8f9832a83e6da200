"""The Python SDK for Strata providers (``strata:provider@0.2.0``): declare each resource type
as a class with its inputs and outputs and its create / read / update / delete, and end the
provider's module with ``Provider = define_provider(...)``. The SDK writes the schema, fills in
defaults, diffs inputs (a change of an input declared ``replaces`` replaces the resource, as
does any change of a type with no ``update``), answers previews with unknown outputs, and
turns raised exceptions into the step's error.

    from strata_provider import CheckFailure, Resource, define_provider, prop

    class Greeting(Resource):
        type = "greet:Greeting"
        inputs = {"name": prop("string", "Who is greeted", required=True)}
        outputs = {"text": prop("string", "The greeting")}

        def create(self, inputs, ctx):
            return ctx.name, {"text": f"Hello, {inputs['name']}!"}

    Provider = define_provider(Greeting())
"""

import json

_KEY = "$strata"


def unknown():
    """The value of an output not known until the resource exists (in a preview)."""
    return {_KEY: "unknown"}


def is_unknown(v):
    """True when ``v`` (an input during a preview) is not known yet."""
    return isinstance(v, dict) and v.get(_KEY) == "unknown"


def prop(type="any", description="", required=False, replaces=False, secret=False, default=None,
         items=None, properties=None):
    """An input, output or argument as the schema declares it."""
    p = {"type": type, "description": description}
    if required:
        p["required"] = True
    if replaces:
        p["replaces"] = True
    if secret:
        p["secret"] = True
    if default is not None:
        p["default"] = default
    if items is not None:
        p["items"] = items
    if properties is not None:
        p["properties"] = properties
    return p


class CheckFailure(Exception):
    """A failed check of one input: raised from a resource's ``check`` (or a list of them in
    ``CheckFailures``)."""

    def __init__(self, property, reason):
        super().__init__(f"{property}: {reason}")
        self.property = property
        self.reason = reason


class CheckFailures(Exception):
    def __init__(self, failures):
        super().__init__("; ".join(str(f) for f in failures))
        self.failures = list(failures)


class Context:
    """What a call is given besides its arguments: the provider's settings, and the resource's
    name where there is one."""

    __slots__ = ("config", "name")

    def __init__(self, config, name=""):
        self.config = config
        self.name = name


class Resource:
    """One resource type. Set ``type`` (``package:Kind``), ``inputs`` and ``outputs`` (with
    :func:`prop`), and define ``create``; ``read``, ``update``, ``delete``, ``find``, ``check``
    and ``preview`` are optional. Without ``update``, every change replaces the resource."""

    type = ""
    description = ""
    inputs = {}
    outputs = {}
    delete_before_replace = False

    def check(self, inputs, olds, name):
        """More checks than the schema's: raise ``CheckFailure`` (or ``CheckFailures``)."""

    def create(self, inputs, ctx):
        """Make it; return ``(id, outputs)``."""
        raise NotImplementedError(f"{self.type} has no create")

    def read(self, id, inputs, outputs, ctx):
        """What exists now, as ``(inputs, outputs)``, or None if it is gone. By default, what
        the state says."""
        return inputs, outputs

    update = None

    def delete(self, id, inputs, outputs, ctx):
        """Remove it (by default there is nothing to remove)."""

    def find(self, inputs, ctx):
        """One an interrupted create may have made, as ``(id, outputs)``, or None."""
        return None

    def preview(self, inputs, name):
        """Outputs in a preview: by default, each declared output is unknown."""
        return {k: unknown() for k in self.outputs}


class Function:
    """A provider function (``package:name``), for a program's ``invoke``."""

    def __init__(self, name, run, description="", args=None, result=None):
        self.name, self.run, self.description = name, run, description
        self.args, self.result = args or {}, result


def _message(e):
    return str(e) or type(e).__name__


def define_provider(*resources, functions=(), configure=None):
    """The class the component exports (assign it to ``Provider``)."""
    from componentize_py_types import Err
    from wit_world.exports import Provider as Protocol
    from wit_world.imports import types

    by_type = {}
    for r in resources:
        if not r.type or ":" not in r.type:
            raise ValueError(f"{type(r).__name__}: its `type` is `package:Kind`, not `{r.type}`")
        if r.type in by_type:
            raise ValueError(f"resource type {r.type} is declared twice")
        by_type[r.type] = r
    fns = {f.name: f for f in functions}
    schema = {
        "types": {t: {"description": r.description, "inputs": r.inputs, "outputs": r.outputs}
                  for t, r in by_type.items()},
        "functions": {n: dict({"description": f.description, "args": f.args},
                              **({"result": f.result} if f.result else {}))
                      for n, f in fns.items()},
    }
    state = {"config": {}}

    def resource(t):
        r = by_type.get(t)
        if r is None:
            names = ", ".join(f"`{n}`" for n in by_type) or "none"
            raise ValueError(f"this provider has no resource type `{t}` (it has {names})")
        return r

    def ctx(name=""):
        return Context(state["config"], name)

    def op_error(e):
        return Err(types.OperationError(message=_message(e), partial=None))

    class Provider(Protocol):
        def schema(self):
            return json.dumps(schema)

        def configure(self, config):
            try:
                state["config"] = json.loads(config)
                if configure is not None:
                    configure(state["config"])
            except Exception as e:
                raise Err(_message(e)) from None

        def check(self, type, name, olds, news):
            try:
                r = resource(type)
            except ValueError as e:
                raise Err([types.CheckFailure(property="", reason=_message(e))]) from None
            inputs = json.loads(news)
            for k, p in r.inputs.items():
                if k not in inputs and p.get("default") is not None:
                    inputs[k] = p["default"]
            try:
                r.check(inputs, None if olds is None else json.loads(olds), name)
            except CheckFailure as f:
                raise Err([types.CheckFailure(property=f.property, reason=f.reason)]) from None
            except CheckFailures as fs:
                raise Err([types.CheckFailure(property=f.property, reason=f.reason)
                           for f in fs.failures]) from None
            except Exception as e:
                raise Err([types.CheckFailure(property="", reason=_message(e))]) from None
            return json.dumps(inputs)

        def diff(self, type, id, old_inputs, old_outputs, new_inputs):
            try:
                r = resource(type)
            except ValueError as e:
                raise Err(_message(e)) from None
            o, n = json.loads(old_inputs), json.loads(new_inputs)
            changed = sorted(k for k in set(o) | set(n)
                             if json.dumps(o.get(k), sort_keys=True) != json.dumps(n.get(k), sort_keys=True))

            def replacing(k):
                return r.update is None or bool(r.inputs.get(k, {}).get("replaces"))

            def kind(k):
                if k not in o:
                    return types.DiffKind.ADD
                if k not in n:
                    return types.DiffKind.DELETE
                return types.DiffKind.UPDATE

            return types.DiffResult(
                changed=changed,
                replaces=[k for k in changed if replacing(k)],
                delete_before_replace=bool(r.delete_before_replace),
                details=[types.PropertyDiff(path=k, kind=kind(k), replaces=replacing(k)) for k in changed],
            )

        def create(self, type, name, inputs, preview):
            try:
                r = resource(type)
                i = json.loads(inputs)
                if preview:
                    return types.ResourceState(id="", outputs=json.dumps(r.preview(i, name)))
                id, outputs = r.create(i, ctx(name))
                return types.ResourceState(id=str(id), outputs=json.dumps(outputs or {}))
            except Exception as e:
                raise op_error(e) from None

        def find(self, type, name, inputs):
            try:
                found = resource(type).find(json.loads(inputs), ctx(name))
            except Exception as e:
                raise Err(_message(e)) from None
            if found is None:
                return None
            id, outputs = found
            return types.ResourceState(id=str(id), outputs=json.dumps(outputs or {}))

        def read(self, type, id, inputs, outputs):
            try:
                now = resource(type).read(id, json.loads(inputs), json.loads(outputs), ctx())
            except Exception as e:
                raise Err(_message(e)) from None
            if now is None:
                return None
            i, o = now
            return types.ReadResult(id=id, inputs=json.dumps(i), outputs=json.dumps(o))

        def update(self, type, id, old_inputs, old_outputs, new_inputs, preview):
            try:
                r = resource(type)
                if r.update is None:
                    raise ValueError(f"`{type}` cannot be updated in place (it has no update): it is replaced")
                olds, outs, news = json.loads(old_inputs), json.loads(old_outputs), json.loads(new_inputs)
                if preview:
                    return json.dumps(r.preview(news, id))
                got = r.update(id, olds, news, outs, ctx())
                return json.dumps(outs if got is None else got)
            except Exception as e:
                raise op_error(e) from None

        def delete(self, type, id, inputs, outputs):
            try:
                resource(type).delete(id, json.loads(inputs), json.loads(outputs), ctx())
            except Exception as e:
                raise Err(_message(e)) from None

        def invoke(self, function, args):
            f = fns.get(function)
            if f is None:
                raise Err(f"this provider has no function `{function}`")
            try:
                return json.dumps(f.run(json.loads(args), ctx()))
            except Exception as e:
                raise Err(f"{function}: {_message(e)}") from None

    return Provider
