"""The {{name}} policy pack."""

from strata_policy import ADVISORY, Pack, Violation

pack = Pack("{{name}}")


# The settings it takes ([policy.PACK.config.required-tags]): any other is refused.
TAGS = {"type": "array", "items": {"type": "string"}, "default": ["team"]}


@pack.resource("required-tags", "Buckets carry a `team` tag (config: `tags`)", ADVISORY,
               config_schema={"properties": {"tags": TAGS}})
def required_tags(r, ctx):
    if r.type != "aws:s3:Bucket":
        return
    tags = r.tags()
    for t in ctx.strings("tags"):
        if t not in tags:
            yield Violation(f"bucket `{r.name}` has no `{t}` tag: add it", f"Tags.{t}")


Policy = pack.export()
