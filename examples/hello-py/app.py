"""A Strata program in Python, against strata:program@0.2.0 as it is: values cross as JSON text
with the reserved `$strata` markers (here: references to outputs)."""

import json

from wit_world import exports
from wit_world.imports import monitor, types


def ref(handle, prop=None):
    r = {"$strata": "ref", "handle": handle}
    if prop:
        r["property"] = prop
    return r


class Program(exports.Program):
    def run(self) -> None:
        greeting = json.loads(monitor.config("greeting") or '"Hello"')
        opts = types.ResourceOptions(
            depends_on=[], protect=False, delete_before_replace=None,
            timeouts=types.CustomTimeouts(create=None, update=None, delete=None),
            ignore_changes=[], replace_on_changes=[], retain_on_delete=False, deleted_with=None,
            additional_secret_outputs=[], import_id=None, aliases=[])
        pet = monitor.register_resource("random:Pet", "pet", json.dumps({"length": 2}), opts)
        message = monitor.register_apply(json.dumps([greeting, ref(pet, "result")]))
        monitor.log(types.LogLevel.INFO, "registered a pet and an apply")
        monitor.register_outputs(json.dumps({"pet": ref(pet, "result"), "message": ref(message)}))

    def resolve(self, id: int, values: str) -> str:
        greeting, pet = json.loads(values)
        return json.dumps(f"{greeting}, {pet}! (from Python)")
