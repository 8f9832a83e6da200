#!/usr/bin/env python3
"""The AWS provider's registry of CloudFormation types, generated from the CloudFormation
registry schemas that cfn-lint ships (`cfnlint/data/schemas`), for one pinned cfn-lint version.

Run with the Python of a virtualenv that has that version (`./run aws-registry` does):

    python providers/aws/registry/generate.py > providers/aws/registry/types.json

The output is checked in (the provider embeds it) and a test regenerates it to catch drift.
Each type, by its CloudFormation name, as the provider serves it:

- `token`: Strata's type (`AWS::Lambda::Function` is `aws:lambda:Function`);
- `inputs`: the properties a program sets, in the shape of Strata's schema (type, required,
  `replaces` for createOnly, a short description, list items, an object's own properties, the
  allowed values of an `enum`, a string's `pattern` and a scalar `default`, at every depth down
  to DEPTH);
- `outputs`: the readOnly properties (each also a `Fn::GetAtt` attribute);
- `identifier`: the primaryIdentifier's properties (Cloud Control's identifier is their values
  joined with `|`);
- `writeOnly`: properties (paths below the top level as `A/B`) never read back;
- `taggable`: whether the type takes tags.
"""

import json
import re
import sys
from pathlib import Path

PINNED = "1.58.0"
REGION = "us-east-1"
# How deep nested property types are spelt out; below, an object is just an object.
DEPTH = 8


def short(text, limit=160):
    """The first sentence of `text`, on one line, at most `limit` characters."""
    if not text:
        return ""
    text = re.sub(r"``([^`]*)``", r"`\1`", text)
    text = re.sub(r"\s+", " ", text).strip()
    first = re.split(r"(?<=[.!?])\s", text, maxsplit=1)[0]
    return first if len(first) <= limit else first[: limit - 1].rstrip() + "…"


def prop(s, defs, depth, seen):
    """The Strata property for JSON schema `s` (its `$ref`s resolved in `defs`)."""
    if "$ref" in s:
        name = s["$ref"].split("/")[-1]
        if name in seen or depth > DEPTH or name not in defs:
            return {"type": "object"}
        merged = dict(defs[name])
        merged.update({k: v for k, v in s.items() if k != "$ref"})
        return prop(merged, defs, depth + 1, seen | {name})
    kind = s.get("type")
    if isinstance(kind, list):
        kind = kind[0] if len(kind) == 1 else "any"
    if kind not in ("string", "integer", "number", "boolean", "array", "object"):
        kind = "object" if "properties" in s else "any"
    out = {"type": kind}
    allowed = s.get("enum")
    if isinstance(allowed, list) and allowed and all(
        isinstance(a, (str, int, float)) and not isinstance(a, bool) for a in allowed
    ):
        out["enum"] = allowed
    pattern = s.get("pattern")
    if kind == "string" and isinstance(pattern, str) and "enum" not in out:
        out["pattern"] = pattern
    default = s.get("default")
    if isinstance(default, (bool, int, float)) or (
        isinstance(default, str) and len(default) <= 64 and "<" not in default
    ):
        out["default"] = default
    if kind == "array" and isinstance(s.get("items"), dict):
        item = prop(s["items"], defs, depth + 1, seen)
        if item != {"type": "any"}:
            out["items"] = item
    if kind == "object":
        if "properties" in s and s.get("additionalProperties") is False and depth < DEPTH:
            required = set(s.get("required", []))
            fields = {}
            for k in sorted(s["properties"]):
                p = prop(s["properties"][k], defs, depth + 1, seen)
                if k in required:
                    p["required"] = True
                fields[k] = p
            out["properties"] = fields
        else:
            values = s.get("additionalProperties")
            if not isinstance(values, dict):
                patterns = list(s.get("patternProperties", {}).values())
                values = patterns[0] if len(patterns) == 1 else None
            if isinstance(values, dict):
                item = prop(values, defs, depth + 1, seen)
                if item != {"type": "any"}:
                    out["items"] = item
    return out


def top(paths):
    """The top-level property names of JSON pointers `/properties/A[/...]`."""
    return sorted({p.split("/")[2] for p in paths if p.startswith("/properties/")})


def token(cfn):
    _, service, kind = cfn.split("::")
    return f"aws:{service.lower()}:{kind}"


def one(cfn, s):
    defs = s.get("definitions", {})
    read_only = set(top(p for p in s.get("readOnlyProperties", []) if p.count("/") == 2))
    create_only = set(top(p for p in s.get("createOnlyProperties", []) if p.count("/") == 2))
    required = set(s.get("required", []))
    inputs, outputs = {}, {}
    for k in sorted(s.get("properties", {})):
        v = s["properties"][k]
        p = prop(v, defs, 0, frozenset())
        if k in read_only:
            outputs[k] = {"type": p["type"]}
            continue
        if k in required:
            p["required"] = True
        if k in create_only:
            p["replaces"] = True
        d = short(v.get("description", ""))
        if d:
            p["description"] = d
        inputs[k] = p
    write_only = sorted(
        "/".join(p.split("/")[2:]).replace("/*", "").replace("/properties", "")
        for p in s.get("writeOnlyProperties", [])
        if p.startswith("/properties/")
    )
    tagging = s.get("tagging", {})
    return {
        "token": token(cfn),
        "description": short(s.get("description", "")),
        "inputs": inputs,
        "outputs": outputs,
        "identifier": top(s.get("primaryIdentifier", [])),
        "writeOnly": write_only,
        "taggable": bool(tagging.get("taggable", False)),
    }


def main():
    import cfnlint
    from cfnlint.version import __version__

    if __version__ != PINNED:
        sys.exit(f"cfn-lint {__version__} is not the pinned {PINNED}: install cfn-lint=={PINNED}")
    root = Path(cfnlint.__file__).parent / "data" / "schemas"
    names = json.loads((root / "providers" / f"{REGION}.json").read_text())
    out = sys.stdout
    out.write('{"cfn-lint": "%s", "region": "%s", "types": {\n' % (PINNED, REGION))
    first = True
    for cfn in sorted(names):
        if not cfn.startswith("AWS::") or cfn.count("::") != 2:
            continue
        s = json.loads((root / "resources" / f"{names[cfn]}.json").read_text())
        line = json.dumps(one(cfn, s), sort_keys=True, separators=(",", ":"), ensure_ascii=False)
        out.write(("" if first else ",\n") + json.dumps(cfn) + ":" + line)
        first = False
    out.write("\n}}\n")


if __name__ == "__main__":
    main()
