"""Typed resources of the providers Strata ships, generated from each provider's schema by
`strata gen-sdk PROVIDER --lang python` (a test regenerates them and fails on any drift):
`from strata_sdk.providers import random` then `random.Pet("pet", length=2)`."""
