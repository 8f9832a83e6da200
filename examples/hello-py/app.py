"""The hello example in Python, on the Strata SDK for Python (guests/python): resources as
objects, outputs as values."""

from strata_sdk import Resource, config, define_program, format, log


def main():
    greeting = config.get("greeting") or "Hello"
    pet = Resource("random:Pet", "pet", {"length": 2})
    log.info("declared a pet; its greeting is made once its name is known")
    return {
        "pet": pet.output("result"),
        "message": format(greeting + ", {}! (from Python)", pet.output("result")),
    }


Program = define_program(main)
