"""The Python SDK for Strata policy packs: declare a `Pack`'s policies with its decorators and
end the pack's module with ``Policy = pack.export()``; the SDK exports the
``strata:policy@0.1.0`` world, decodes what the engine sends, runs only the enabled policies
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


class Context:
    """What a policy is told besides the resource: the stack, and its own configuration."""

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

    def _add(self, name, description, enforcement, kind):
        if any(p[0] == name for p in self._policies):
            raise ValueError(f"policy pack {self.name}: policy `{name}` is declared twice")

        def decorate(fn):
            self._policies.append((name, description, enforcement, kind, fn))
            return fn

        return decorate

    def resource(self, name, description="", enforcement=ADVISORY):
        """A policy checked on each resource about to change: ``fn(resource, ctx)`` returns or
        yields violations (a ``Violation`` or a message)."""
        return self._add(name, description, enforcement, "resource")

    def stack(self, name, description="", enforcement=ADVISORY):
        """A policy checked on the whole stack: ``fn(resources, ctx)``."""
        return self._add(name, description, enforcement, "stack")

    def export(self):
        """The class the component exports (assign it to ``Policy``)."""
        from componentize_py_types import Err
        from wit_world.exports import Policy as Protocol
        from wit_world.imports import types

        policies = self._policies
        name = self.name
        levels = {ADVISORY: types.Enforcement.ADVISORY, MANDATORY: types.Enforcement.MANDATORY,
                  DISABLED: types.Enforcement.DISABLED}
        state = {"contexts": None}

        def run(kind, subject):
            contexts = state["contexts"]
            if contexts is None:
                raise Err("the pack was asked to check before it was configured")
            found = []
            for (pname, _, _, pkind, fn), ctx in zip(policies, contexts):
                if pkind != kind or ctx is None:
                    continue
                for v in fn(subject, ctx) or ():
                    if isinstance(v, str):
                        v = Violation(v)
                    found.append(types.Violation(policy=pname, message=str(v.message), path=str(v.path or ""), urn=v.urn))
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
                for pname, _, level, _, _ in policies:
                    level = (c.get("enforcement") or {}).get(pname, level)
                    if level == DISABLED:
                        contexts.append(None)
                    else:
                        contexts.append(Context(c.get("project", ""), c.get("stack", ""),
                                                (c.get("config") or {}).get(pname)))
                state["contexts"] = contexts

            def validate_resources(self, resources):
                return [run("resource", r) for r in parse(resources)]

            def validate_stack(self, resources):
                return run("stack", parse(resources))

        return Policy
