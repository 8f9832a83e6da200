//! `strata new --template policy-rust|policy-typescript|policy-python`: a policy pack (not a
//! project) on the vendored pack SDK, with a first policy and a resource to test it on.

use anyhow::{Result, bail};
use std::path::Path;

const WIT: &str = include_str!("../../../wit/policy/policy.wit");

const RUST_SDK: &str = include_str!("../../../guests/sdk/policy/src/lib.rs");
const RUST_SDK_CARGO: &str = r#"[package]
name = "strata-pack"
description = "Write Strata policy packs in Rust (vendored by `strata new`)."
version = "0.1.0"
edition = "2024"
license = "Apache-2.0"
publish = false

[dependencies]
wit-bindgen = "=0.61.0"
serde = { version = "1", features = ["derive"] }
serde_json = { version = "1", features = ["preserve_order", "raw_value"] }
"#;

const JS_SDK: &[(&str, &str)] = &[
    (
        "package.json",
        include_str!("../../../guests/js-policy/package.json"),
    ),
    (
        "index.js",
        include_str!("../../../guests/js-policy/index.js"),
    ),
    (
        "index.d.ts",
        include_str!("../../../guests/js-policy/index.d.ts"),
    ),
    (
        "build.mjs",
        include_str!("../../../guests/js-policy/build.mjs"),
    ),
];

const PY_SDK: &[(&str, &str)] = &[
    (
        "strata_policy/__init__.py",
        include_str!("../../../guests/python-policy/strata_policy/__init__.py"),
    ),
    (
        "strata_policy_build.py",
        include_str!("../../../guests/python-policy/strata_policy_build.py"),
    ),
];

/// A resource that breaks the first policy, to try the pack on.
const RESOURCES: &str = r#"[
  {"type": "aws:s3:Bucket", "name": "logs", "inputs": {"Tags": [{"Key": "env", "Value": "dev"}]}},
  {"type": "aws:s3:Bucket", "name": "site", "inputs": {"Tags": [{"Key": "team", "Value": "web"}]}}
]
"#;

/// Make the pack in `dir`, in `lang` (`rust`, `typescript`, `python`).
pub fn new_pack(dir: &Path, name: &str, lang: &str) -> Result<()> {
    if std::fs::read_dir(dir).is_ok_and(|mut d| d.next().is_some()) {
        bail!(
            "{} is not empty: a policy pack is made in a new directory",
            dir.display()
        );
    }
    let crate_name = name.replace('-', "_");
    let (files, build, wasm): (Vec<(String, String)>, &str, String) = match lang {
        "rust" => (
            vec![
                (
                    "Cargo.toml".into(),
                    format!(
                        "[package]\nname = \"{name}\"\nversion = \"0.1.0\"\nedition = \"2024\"\n\n[lib]\ncrate-type = [\"cdylib\"]\n\n[dependencies]\nstrata-pack = {{ path = \"sdk/strata-pack\" }}\n\n[profile.release]\nopt-level = \"s\"\nstrip = true\n\n[workspace]\n"
                    ),
                ),
                (
                    "src/lib.rs".into(),
                    format!(
                        r#"//! The {name} policy pack.

use strata_pack::{{Context, Enforcement::*, Pack, Resource, Violation, export_pack}};

fn pack() -> Pack {{
    Pack::new("{name}").resource(
        "required-tags",
        "Buckets carry a `team` tag (config: `tags`)",
        Advisory,
        required_tags,
    )
}}

fn required_tags(ctx: &Context, r: &Resource) -> Vec<Violation> {{
    if r.ty != "aws:s3:Bucket" {{
        return vec![];
    }}
    let tags = r.tags();
    ctx.strings("tags", &["team"])
        .into_iter()
        .filter(|t| !tags.contains_key(t))
        .map(|t| Violation::new(format!("bucket `{{}}` has no `{{t}}` tag: add it", r.name)).at(format!("Tags.{{t}}")))
        .collect()
}}

export_pack!(pack);
"#
                    ),
                ),
                ("sdk/strata-pack/Cargo.toml".into(), RUST_SDK_CARGO.into()),
                (
                    "sdk/strata-pack/src/lib.rs".into(),
                    RUST_SDK.replace("\"../../../wit/policy\"", "\"wit\""),
                ),
                ("sdk/strata-pack/wit/policy.wit".into(), WIT.into()),
                (".gitignore".into(), "/target\n".into()),
            ],
            "cargo build --release --target wasm32-wasip2",
            format!("target/wasm32-wasip2/release/{crate_name}.wasm"),
        ),
        "typescript" => {
            let mut files: Vec<(String, String)> = vec![
                (
                    "package.json".into(),
                    format!(
                        r#"{{
  "name": "{name}",
  "private": true,
  "type": "module",
  "scripts": {{ "build": "node node_modules/@strata/policy/build.mjs src/index.ts pack.wasm" }},
  "devDependencies": {{
    "@strata/policy": "file:sdk/strata-policy-js",
    "@bytecodealliance/componentize-js": "0.23.0",
    "@bytecodealliance/preview2-shim": "0.17.9",
    "esbuild": "0.25.12",
    "typescript": "5.6.3"
  }}
}}
"#
                    ),
                ),
                (
                    "src/index.ts".into(),
                    format!(
                        r#"// The {name} policy pack.
import {{ Advisory, Resource, Context, definePack }} from '@strata/policy';

function requiredTags(r: Resource, ctx: Context) {{
  if (r.type !== 'aws:s3:Bucket') return [];
  const tags = r.tags();
  return ctx.strings('tags', ['team'])
    .filter((t) => !(t in tags))
    .map((t) => ({{ message: `bucket \`${{r.name}}\` has no \`${{t}}\` tag: add it`, path: `Tags.${{t}}` }}));
}}

export const policy = definePack('{name}', [
  {{ name: 'required-tags', description: 'Buckets carry a `team` tag (config: `tags`)',
    enforcement: Advisory, validateResource: requiredTags }},
]);
"#
                    ),
                ),
                ("sdk/strata-policy-js/wit/policy.wit".into(), WIT.into()),
                (".gitignore".into(), "node_modules/\npack.wasm\n".into()),
            ];
            files.extend(
                JS_SDK
                    .iter()
                    .map(|(f, t)| (format!("sdk/strata-policy-js/{f}"), t.to_string())),
            );
            (files, "npm install && npm run build", "pack.wasm".into())
        }
        "python" => {
            let mut files: Vec<(String, String)> = vec![
                (
                    "pack.py".into(),
                    format!(
                        r#""""The {name} policy pack."""

from strata_policy import ADVISORY, Pack, Violation

pack = Pack("{name}")


@pack.resource("required-tags", "Buckets carry a `team` tag (config: `tags`)", ADVISORY)
def required_tags(r, ctx):
    if r.type != "aws:s3:Bucket":
        return
    tags = r.tags()
    for t in ctx.strings("tags", ["team"]):
        if t not in tags:
            yield Violation(f"bucket `{{r.name}}` has no `{{t}}` tag: add it", f"Tags.{{t}}")


Policy = pack.export()
"#
                    ),
                ),
                ("sdk/strata-policy-py/wit/policy.wit".into(), WIT.into()),
                (
                    ".gitignore".into(),
                    ".venv/\npack.wasm\n__pycache__/\n".into(),
                ),
            ];
            files.extend(
                PY_SDK
                    .iter()
                    .map(|(f, t)| (format!("sdk/strata-policy-py/{f}"), t.to_string())),
            );
            (
                files,
                "python3 -m venv .venv && .venv/bin/pip install componentize-py==0.25.1 && .venv/bin/python sdk/strata-policy-py/strata_policy_build.py pack.py pack.wasm",
                "pack.wasm".into(),
            )
        }
        other => bail!("no policy pack template for `{other}`"),
    };
    let mut files = files;
    files.push(("resources.json".into(), RESOURCES.into()));
    super::scaffold::write_files(dir, files)?;
    outln!("Created policy pack {name} in {}.", dir.display());
    outln!("Build it:  {build}");
    outln!("Try it:    strata policy test {wasm} --resource resources.json");
    outln!(
        "Use it:    in a project's Strata.toml,\n    [policy.{name}]\n    wasm = \"{}/{wasm}\"",
        dir.display()
    );
    Ok(())
}
