"""The Python SDK for Strata policy packs: declare a `Pack`'s policies with its decorators and
end the pack's module with ``Policy = pack.export()``; the SDK exports the
``strata:policy@0.2.0`` world, decodes what the engine sends, runs only the enabled policies
and hands each its configuration.

    from strata_policy import ADVISORY, MANDATORY, Pack, Violation

    pack = Pack("acme")

    @pack.resource("no-public-buckets", "S3 buckets are never public", MANDATORY)
    def no_public_buckets(r, ctx):
        if r.type == "aws:s3:Bucket" and r.input("PublicAccessBlockConfiguration.BlockPublicAcls") is False:
            yield Violation("public ACLs are allowed", path="PublicAccessBlockConfiguration.BlockPublicAcls")

    Policy = pack.export()
"""

import json
import re

ADVISORY = "advisory"
MANDATORY = "mandatory"
DISABLED = "disabled"
REMEDIATE = "remediate"

_PART = re.compile(r"^([^\[]*)((?:\[\d+\])*)$")


def at(value, path):
    """The value at a dotted path with ``[i]`` indexes (``Tags``, ``Rules[0].CidrIp``), or None."""
    here = value
    for part in [p for p in path.split(".") if p]:
        m = _PART.match(part)
        if not m:
            return None
        if m.group(1):
            if not isinstance(here, dict) or m.group(1) not in here:
                return None
            here = here[m.group(1)]
        for ix in re.findall(r"\d+", m.group(2)):
            if not isinstance(here, list) or int(ix) >= len(here):
                return None
            here = here[int(ix)]
    return here


def is_unknown(v):
    """True when ``v`` is not known yet (a preview)."""
    return isinstance(v, dict) and v.get("$strata") == "unknown"


# A policy's configuration checked against the schema it declares (``config_schema``, as
# Pulumi's ``configSchema``): the rules and messages of the Rust SDK's settings.rs, walked
# against the same table (tests/e2e/policy_settings.json).

_ONE = {"string": "a string", "integer": "a whole number", "number": "a number",
        "boolean": "true or false", "object": "a table"}
_PLURAL = {"string": "strings", "integer": "whole numbers", "number": "numbers",
           "boolean": "booleans", "array": "lists", "object": "tables"}


def _types(schema):
    t = schema.get("type") if isinstance(schema, dict) else None
    if isinstance(t, str):
        return [t]
    return [x for x in t if isinstance(x, str)] if isinstance(t, list) else []


def _number(v):
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def _whole(v):
    return _number(v) and (isinstance(v, int) or v.is_integer())


def _is(v, ty):
    checks = {
        "string": lambda: isinstance(v, str),
        "integer": lambda: _whole(v),
        "number": lambda: _number(v),
        "boolean": lambda: isinstance(v, bool),
        "array": lambda: isinstance(v, list),
        "object": lambda: isinstance(v, dict),
        "null": lambda: v is None,
    }
    return checks[ty]() if ty in checks else True


def _describe(schema):
    def one(t):
        if t != "array":
            return _ONE.get(t, t)
        items = _types(schema.get("items"))
        return f"a list of {_PLURAL.get(items[0], items[0])}" if len(items) == 1 else "a list"
    return " or ".join(one(t) for t in _types(schema))


def _kind(v):
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "a boolean"
    if _number(v):
        return "a whole number" if _whole(v) else "a number"
    if isinstance(v, str):
        return "a string"
    return "a list" if isinstance(v, list) else "a table"


def _json(v):
    return json.dumps(v, separators=(",", ":"), ensure_ascii=False)


def _number_text(n):
    """A whole number as its digits (1.0 is 1 in every SDK), any other as JSON writes it."""
    return str(int(n)) if _whole(n) and abs(n) < 1e15 else _json(n)


def _same(a, b):
    """Values alike as JSON values: numbers by value (1 and 1.0 are one number, compared as
    JavaScript and Rust compare them), the rest by shape."""
    if _number(a) or _number(b):
        return _number(a) and _number(b) and float(a) == float(b)
    if isinstance(a, list) or isinstance(b, list):
        return (isinstance(a, list) and isinstance(b, list) and len(a) == len(b)
                and all(_same(x, y) for x, y in zip(a, b)))
    if isinstance(a, dict) or isinstance(b, dict):
        return (isinstance(a, dict) and isinstance(b, dict) and a.keys() == b.keys()
                and all(_same(a[k], b[k]) for k in a))
    return type(a) is type(b) and a == b


def _shown(problems):
    """A policy's problems for a message: the first ten, then how many more."""
    more = f"; and {len(problems) - 10} more" if len(problems) > 10 else ""
    return "; ".join(problems[:10]) + more


def _listing(names):
    shown = ", ".join(names[:20])
    return f"{shown} and {len(names) - 20} more" if len(names) > 20 else shown


def _join(path, key):
    return key if path == "" else f"{path}.{key}"


def _distance(a, b):
    row = list(range(len(b) + 1))
    for i, ca in enumerate(a):
        prev, row[0] = row[0], i + 1
        for j, cb in enumerate(b):
            here = row[j + 1]
            row[j + 1] = min(prev + (ca != cb), row[j] + 1, here + 1)
            prev = here
    return row[len(b)]


def _closest(names, word):
    """The name closest to ``word`` if it is a likely typo (the engine's rule)."""
    w = word.lower()
    near = [(_distance(n.lower(), w), n) for n in names]
    near = [(d, n) for d, n in near if d <= max(2, len(n) // 4)]
    return min(near)[1] if near else None


def _unknown(path, here, names, key):
    owner = "the policy" if path == "" else f"`{path}`"
    near = _closest(names, key)
    if near is not None:
        return f"`{here}` is not a setting: did you mean `{_join(path, near)}`?"
    if not names:
        return f"`{here}` is not a setting: {owner} takes none"
    return f"`{here}` is not a setting ({owner} takes {_listing([f'`{n}`' for n in names])})"


def _walk(schema, v, path, top):
    if not isinstance(schema, dict):
        schema = {}
    types = _types(schema)
    if types and not any(_is(v, t) for t in types):
        return [f"`{path}` must be {_describe(schema)}, not {_kind(v)}"]
    allowed = schema.get("enum")
    if isinstance(allowed, list) and not any(_same(a, v) for a in allowed):
        near = _closest([a for a in allowed if isinstance(a, str)], v) if isinstance(v, str) else None
        shown = [f"`{a}`" if isinstance(a, str) else f"`{_number_text(a) if _number(a) else _json(a)}`"
                 for a in allowed]
        return [f"`{path}` must be one of {_listing(shown)}" + (f": did you mean `{near}`?" if near is not None else "")]
    out = []
    if _number(v):
        low, high = schema.get("minimum"), schema.get("maximum")
        if _number(low) and float(v) < float(low):
            out.append(f"`{path}` must be at least {_number_text(low)}")
        if _number(high) and float(v) > float(high):
            out.append(f"`{path}` must be at most {_number_text(high)}")
    if isinstance(v, dict):
        props = schema.get("properties") if isinstance(schema.get("properties"), dict) else None
        extra = schema.get("additionalProperties")
        closed = top or props is not None or extra is False
        names = sorted(props or {})
        for k in sorted(v):
            here = _join(path, k)
            if props is not None and k in props:
                out.extend(_walk(props[k], v[k], here, False))
            elif extra is True:
                continue
            elif isinstance(extra, dict):
                out.extend(_walk(extra, v[k], here, False))
            elif closed:
                out.append(_unknown(path, here, names, k))
        required = schema.get("required")
        for r in required if isinstance(required, list) else ():
            if isinstance(r, str) and r not in v:
                out.append(f"`{_join(path, r)}` is required")
    elif isinstance(v, list) and "items" in schema:
        for i, e in enumerate(v):
            out.extend(_walk(schema["items"], e, f"{path}[{i}]", False))
    return out


def check_config(schema, config):
    """``config`` (None when the project gives none) read under ``schema`` (None when the
    policy declares none): ``(table, [])`` with the schema's defaults filled in, or
    ``(None, problems)``, each problem naming its path."""
    schema = schema if isinstance(schema, dict) else {}
    if config is not None and not isinstance(config, dict):
        return None, [f"the configuration must be a table, not {_kind(config)}"]
    table = dict(config or {})
    props = schema.get("properties")
    for name, s in (props.items() if isinstance(props, dict) else ()):
        if isinstance(s, dict) and "default" in s and name not in table:
            table[name] = s["default"]
    problems = _walk(schema, table, "", True)
    return (None, problems) if problems else (table, [])


class Resource:
    """A resource as a policy sees it: ``urn``, ``type``, ``name``, ``op`` (what the run does to
    it), ``inputs`` (a secret is the string "[secret]" unless the pack is granted secrets),
    ``outputs`` (when known), ``protect``, ``provider``, ``parent``, ``dependencies``."""

    __slots__ = ("urn", "type", "name", "op", "inputs", "outputs", "protect", "provider", "parent", "dependencies")

    def __init__(self, raw):
        self.urn = raw.get("urn", "")
        self.type = raw.get("type", "")
        self.name = raw.get("name", "")
        self.op = raw.get("op", "")
        self.inputs = raw.get("inputs") or {}
        self.outputs = raw.get("outputs")
        self.protect = raw.get("protect") is True
        self.provider = raw.get("provider", "")
        self.parent = raw.get("parent")
        self.dependencies = raw.get("dependencies") or []

    def input(self, path):
        """The input at ``path``, or None."""
        return at(self.inputs, path)

    def tags(self):
        """Its tags as a dict, from a list of ``{Key, Value}`` or a map, under ``Tags`` or ``tags``."""
        raw = self.input("Tags")
        if raw is None:
            raw = self.input("tags")
        if isinstance(raw, list):
            return {t["Key"]: t.get("Value") for t in raw if isinstance(t, dict) and isinstance(t.get("Key"), str)}
        return raw if isinstance(raw, dict) else {}


class Violation:
    """A rule broken: what is wrong and how to fix it, the property at fault, and (in a stack
    policy) the resource at fault."""

    __slots__ = ("message", "path", "urn")

    def __init__(self, message, path="", urn=None):
        self.message = message
        self.path = path
        self.urn = urn


class Fix:
    """What a remediation policy fixes on a resource: the top-level inputs it sets, each to its
    new value (``None`` removes one), and what it changes and why."""

    __slots__ = ("message", "inputs")

    def __init__(self, message, inputs):
        self.message = message
        self.inputs = inputs


class Context:
    """What a policy is told besides the resource: the stack, and its own configuration (its
    table in the project file, checked against the policy's ``config_schema``, with its
    defaults filled in; an empty dict when none is given)."""

    __slots__ = ("project", "stack", "config")

    def __init__(self, project, stack, config):
        self.project = project
        self.stack = stack
        self.config = config

    def strings(self, key, default=()):
        """A list of strings in the configuration under ``key``, or ``default``."""
        v = (self.config or {}).get(key)
        if isinstance(v, list):
            return [s for s in v if isinstance(s, str)]
        return list(default)


class Pack:
    """A policy pack: its name and its policies."""

    def __init__(self, name):
        self.name = name
        self._policies = []

    def _add(self, name, description, enforcement, kind, config_schema):
        if any(p[0] == name for p in self._policies):
            raise ValueError(f"policy pack {self.name}: policy `{name}` is declared twice")

        def decorate(fn):
            self._policies.append((name, description, enforcement, kind, fn, config_schema))
            return fn

        return decorate

    def resource(self, name, description="", enforcement=ADVISORY, config_schema=None):
        """A policy checked on each resource about to change: ``fn(resource, ctx)`` returns or
        yields violations (a ``Violation`` or a message). ``config_schema`` is the settings it
        takes, as Pulumi's ``configSchema``: a JSON Schema of its table, ``{"properties":
        {NAME: SCHEMA}, "required": [NAME]}`` (``type``, ``enum``, ``minimum``, ``maximum``,
        ``items``, ``properties``, ``required``, ``additionalProperties`` at every depth,
        ``default`` for the table's own settings). The project's configuration is checked
        against it before any check runs; a policy that declares none takes no settings."""
        return self._add(name, description, enforcement, "resource", config_schema)

    def stack(self, name, description="", enforcement=ADVISORY, config_schema=None):
        """A policy checked on the whole stack: ``fn(resources, ctx)``; ``config_schema`` as
        for ``resource``."""
        return self._add(name, description, enforcement, "stack", config_schema)

    def remediation(self, name, description="", config_schema=None):
        """A remediation policy (CrossGuard's ``remediateResource``): ``fn(resource, ctx)``
        returns a ``Fix`` (or None: nothing to fix), applied to the resource's inputs before
        the diff and the checks, and shown in the preview. Its enforcement is ``remediate``;
        the project may set it to advisory or mandatory, and the fix is then reported
        instead. ``config_schema`` as for ``resource``."""
        return self._add(name, description, REMEDIATE, "remediation", config_schema)

    def export(self):
        """The class the component exports (assign it to ``Policy``)."""
        from componentize_py_types import Err
        from wit_world.exports import Policy as Protocol
        from wit_world.imports import types

        policies = self._policies
        name = self.name
        levels = {ADVISORY: types.Enforcement.ADVISORY, MANDATORY: types.Enforcement.MANDATORY,
                  DISABLED: types.Enforcement.DISABLED, REMEDIATE: types.Enforcement.REMEDIATE}
        state = {"contexts": None}

        def run(kind, subject):
            contexts = state["contexts"]
            if contexts is None:
                raise Err("the pack was asked to check before it was configured")
            found = []
            for (pname, _, _, pkind, fn, _), ctx in zip(policies, contexts):
                if pkind != kind or ctx is None:
                    continue
                # A policy that raises reports a violation of its own, at its own level, with
                # what it raised: the other policies still run.
                try:
                    got = fn(subject, ctx) or ()
                    # One message is one violation (listed, a str would be one per character).
                    said = [got] if isinstance(got, (str, Violation)) else list(got)
                except Exception as e:  # noqa: BLE001 - any error of the pack's own code
                    urn = None if isinstance(subject, list) else subject.urn
                    found.append(types.Violation(policy=pname, message=f"the policy failed: {type(e).__name__}: {e}", path="", urn=urn))
                    continue
                for v in said:
                    if isinstance(v, str):
                        v = Violation(v)
                    found.append(types.Violation(policy=pname, message=str(v.message), path=str(v.path or ""), urn=v.urn))
            return found

        def fixes(r):
            contexts = state["contexts"]
            if contexts is None:
                raise Err("the pack was asked to check before it was configured")
            found = []
            for (pname, _, _, pkind, fn, _), ctx in zip(policies, contexts):
                if pkind != "remediation" or ctx is None:
                    continue
                # A remediation that raises fixes nothing, and fails as the pack does.
                try:
                    fix = fn(r, ctx)
                except Exception as e:  # noqa: BLE001 - any error of the pack's own code
                    raise Err(f"policy `{pname}` failed on {r.type} \"{r.name}\": {type(e).__name__}: {e}") from None
                if fix is None:
                    continue
                if not isinstance(fix, Fix) or not isinstance(fix.inputs, dict):
                    raise Err(f"policy `{pname}` returned {fix!r} for {r.type} \"{r.name}\": a fix is Fix(message, inputs) with inputs a dict (or None, to fix nothing)")
                found.append(types.Remediation(policy=pname, message=str(fix.message), inputs=json.dumps(fix.inputs)))
            return found

        def parse(text):
            try:
                return [Resource(r) for r in json.loads(text)]
            except ValueError as e:
                raise Err(f"the resources the host sent: {e}") from None

        class Policy(Protocol):
            def policies(self):
                return (name, [types.PolicyInfo(name=p[0], description=p[1], enforcement=levels[p[2]], kind=p[3])
                               for p in policies])

            def configure(self, config):
                c = json.loads(config)
                contexts = []
                refused = []
                for pname, _, level, _, _, schema in policies:
                    level = (c.get("enforcement") or {}).get(pname, level)
                    # Every policy's settings are checked, a disabled one's too.
                    table, problems = check_config(schema, (c.get("config") or {}).get(pname))
                    if problems:
                        refused.append(f"policy `{pname}`: " + _shown(problems))
                    if level == DISABLED:
                        contexts.append(None)
                    else:
                        contexts.append(Context(c.get("project", ""), c.get("stack", ""), table or {}))
                if refused:
                    raise Err("; ".join(refused))
                state["contexts"] = contexts

            def validate_resources(self, resources):
                return [run("resource", r) for r in parse(resources)]

            def validate_stack(self, resources):
                return run("stack", parse(resources))

            def remediate_resources(self, resources):
                return [fixes(r) for r in parse(resources)]

        return Policy
