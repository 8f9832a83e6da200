//! The {{name}} policy pack.

use strata_pack::{Context, Enforcement::*, Pack, Resource, Violation, export_pack, json};

// Its name and version, for `strata plugin publish` and `plugin = "{{name}}@0.1.0"`.
strata_pack::manifest!(r#"{"name": "{{name}}", "version": "0.1.0"}"#);

fn pack() -> Pack {
    Pack::new("{{name}}")
        .resource(
            "required-tags",
            "Buckets carry a `team` tag (config: `tags`)",
            Advisory,
            required_tags,
        )
        // The settings it takes ([policy.PACK.config.required-tags]): any other is refused.
        .config_schema(json!({"properties": {
            "tags": {"type": "array", "items": {"type": "string"}, "default": ["team"]}
        }}))
}

fn required_tags(ctx: &Context, r: &Resource) -> Vec<Violation> {
    if r.ty != "aws:s3:Bucket" {
        return vec![];
    }
    let tags = r.tags();
    ctx.strings("tags", &[])
        .into_iter()
        .filter(|t| !tags.contains_key(t))
        .map(|t| Violation::new(format!("bucket `{}` has no `{t}` tag: add it", r.name)).at(format!("Tags.{t}")))
        .collect()
}

export_pack!(pack);
