from strata_sdk import config, define_program, format
# Typed resources of the shipped providers (vendored in sdk/strata-sdk-py): a misspelt
# keyword argument is an error before anything is deployed.
from strata_sdk.providers import random


def main():
    greeting = config.get("greeting") or "Hello"
    pet = random.Pet("pet", length=2)
    return {"pet": pet.result, "greeting": format(greeting + ", {}!", pet.result)}


Program = define_program(main)
