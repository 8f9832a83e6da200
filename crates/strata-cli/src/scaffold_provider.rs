//! `strata new --template provider-rust|provider-typescript|provider-python`: a provider (not
//! a project) on the vendored provider SDK, with a first resource type, `NAME:Note`, and a
//! project beside it that deploys one note through it.

use anyhow::{Result, bail};
use std::path::Path;

const WIT: &str = include_str!("../../../wit/provider/provider.wit");

const RUST_SDK: &str = include_str!("../../../guests/sdk/provider/src/lib.rs");
const RUST_SDK_CARGO: &str = r#"[package]
name = "strata-provider"
description = "Write Strata providers in Rust (vendored by `strata new`)."
version = "0.1.0"
edition = "2024"
license = "Apache-2.0"
publish = false

[dependencies]
wit-bindgen = "=0.61.0"
serde = { version = "1", features = ["derive"] }
serde_json = { version = "1", features = ["preserve_order"] }
"#;

const JS_SDK: &[(&str, &str)] = &[
    (
        "package.json",
        include_str!("../../../guests/js-provider/package.json"),
    ),
    (
        "index.js",
        include_str!("../../../guests/js-provider/index.js"),
    ),
    (
        "index.d.ts",
        include_str!("../../../guests/js-provider/index.d.ts"),
    ),
    (
        "build.mjs",
        include_str!("../../../guests/js-provider/build.mjs"),
    ),
];

const PY_SDK: &[(&str, &str)] = &[
    (
        "strata_provider/__init__.py",
        include_str!("../../../guests/python-provider/strata_provider/__init__.py"),
    ),
    (
        "strata_provider_build.py",
        include_str!("../../../guests/python-provider/strata_provider_build.py"),
    ),
];

/// Make the provider in `dir`, in `lang` (`rust`, `typescript`, `python`).
pub fn new_provider(dir: &Path, name: &str, lang: &str) -> Result<()> {
    if std::fs::read_dir(dir).is_ok_and(|mut d| d.next().is_some()) {
        bail!(
            "{} is not empty: a provider is made in a new directory",
            dir.display()
        );
    }
    if name.contains('_') {
        bail!(
            "provider name `{name}`: a provider's name is its types' package (`{name}:Note`), letters, digits and `-`"
        );
    }
    let crate_name = name.replace('-', "_");
    let (mut files, build, wasm): (Vec<(String, String)>, &str, String) = match lang {
        "rust" => (
            vec![
                (
                    "Cargo.toml".into(),
                    format!(
                        "[package]\nname = \"{name}\"\nversion = \"0.1.0\"\nedition = \"2024\"\n\n[lib]\ncrate-type = [\"cdylib\"]\n\n[dependencies]\nstrata-provider = {{ path = \"sdk/strata-provider\" }}\n\n[profile.release]\nopt-level = \"s\"\nstrip = \"debuginfo\"\n\n[workspace]\n"
                    ),
                ),
                ("src/lib.rs".into(), RUST_PROVIDER.replace("NAME", name)),
                (
                    "sdk/strata-provider/Cargo.toml".into(),
                    RUST_SDK_CARGO.into(),
                ),
                (
                    "sdk/strata-provider/src/lib.rs".into(),
                    RUST_SDK.replace("\"../../../wit/provider\"", "\"wit\""),
                ),
                ("sdk/strata-provider/wit/provider.wit".into(), WIT.into()),
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
  "version": "0.1.0",
  "private": true,
  "type": "module",
  "description": "The {name} provider for Strata",
  "scripts": {{ "build": "node node_modules/@strata/provider/build.mjs src/index.ts provider.wasm" }},
  "strata": {{ "capabilities": {{}} }},
  "devDependencies": {{
    "@strata/provider": "file:sdk/strata-provider-js",
    "@bytecodealliance/componentize-js": "0.23.0",
    "@bytecodealliance/preview2-shim": "0.17.9",
    "esbuild": "0.25.12",
    "typescript": "5.6.3"
  }}
}}
"#
                    ),
                ),
                ("src/index.ts".into(), TS_PROVIDER.replace("NAME", name)),
                ("sdk/strata-provider-js/wit/provider.wit".into(), WIT.into()),
                (".gitignore".into(), "node_modules/\nprovider.wasm\n".into()),
            ];
            files.extend(
                JS_SDK
                    .iter()
                    .map(|(f, t)| (format!("sdk/strata-provider-js/{f}"), t.to_string())),
            );
            (
                files,
                "npm install && npm run build",
                "provider.wasm".into(),
            )
        }
        "python" => {
            let mut files: Vec<(String, String)> = vec![
                (
                    "pyproject.toml".into(),
                    format!(
                        "[project]\nname = \"{name}\"\nversion = \"0.1.0\"\ndescription = \"The {name} provider for Strata\"\n\n# What the provider asks to be granted (`allow-hosts`, `allow-env`, `allow-dirs`).\n[tool.strata.capabilities]\n"
                    ),
                ),
                ("provider.py".into(), PY_PROVIDER.replace("NAME", name)),
                ("sdk/strata-provider-py/wit/provider.wit".into(), WIT.into()),
                (
                    ".gitignore".into(),
                    ".venv/\nprovider.wasm\n__pycache__/\n".into(),
                ),
            ];
            files.extend(
                PY_SDK
                    .iter()
                    .map(|(f, t)| (format!("sdk/strata-provider-py/{f}"), t.to_string())),
            );
            (
                files,
                "python3 -m venv .venv && .venv/bin/pip install componentize-py==0.25.1 && .venv/bin/python sdk/strata-provider-py/strata_provider_build.py provider.py provider.wasm",
                "provider.wasm".into(),
            )
        }
        other => bail!("no provider template for `{other}`"),
    };
    // A project that deploys one note through it, from its build.
    files.push((
        "example/Strata.yaml".into(),
        format!(
            "resources:\n  hello:\n    type: {name}:Note\n    properties:\n      title: Hello\n      text: the {name} provider works\noutputs:\n  rendered: ${{hello.rendered}}\n"
        ),
    ));
    files.push((
        "example/Strata.toml".into(),
        format!(
            "name = \"{name}-example\"\nruntime = \"yaml\"\n\n[providers.{name}]\n# Once published and installed: plugin = \"{name}@0.1.0\"\nwasm = \"../{wasm}\"\n"
        ),
    ));
    super::scaffold::write_files(dir, files)?;
    outln!("Created provider {name} in {}.", dir.display());
    outln!("Build it:    {build}");
    outln!("Try it:      cd example && strata stack init dev && strata up");
    outln!(
        "Publish it:  strata plugin publish {wasm} REGISTRY/NAMESPACE --key KEY   (see `strata plugin keygen`)"
    );
    Ok(())
}

const RUST_PROVIDER: &str = r##"//! The NAME provider: `NAME:Note`, a note rendered from its title and text.

use strata_provider::{Diff, Failure, Provider, Value, export_provider, json, unknown};

strata_provider::manifest!(r#"{"name": "NAME", "version": "0.1.0", "capabilities": {}}"#);

struct Notes;

const NOTE: &str = "NAME:Note";

fn render(inputs: &Value) -> Value {
    let text = inputs["text"].as_str().unwrap_or_default();
    let text = if inputs["shout"].as_bool().unwrap_or(false) {
        text.to_uppercase()
    } else {
        text.to_string()
    };
    let rendered = format!("{}: {text}", inputs["title"].as_str().unwrap_or_default());
    json!({"rendered": rendered, "length": rendered.chars().count()})
}

impl Provider for Notes {
    fn configure(_config: &Value) -> Result<Self, String> {
        Ok(Notes)
    }

    fn schema(&self) -> Value {
        json!({"types": {NOTE: {
            "description": "A note, rendered from its title and text",
            "inputs": {
                "title": {"type": "string", "description": "Its title; a new title makes a new note", "required": true, "replaces": true},
                "text": {"type": "string", "description": "What it says", "required": true},
                "shout": {"type": "boolean", "description": "Upper-case the text", "default": false}
            },
            "outputs": {
                "rendered": {"type": "string", "description": "The title and the text"},
                "length": {"type": "integer", "description": "Its length in characters"}
            }
        }}})
    }

    fn check(&self, ty: &str, _name: &str, _olds: Option<&Value>, mut news: Value) -> Result<Value, Vec<(String, String)>> {
        if ty != NOTE {
            return Err(vec![(String::new(), format!("the NAME provider has no type `{ty}`"))]);
        }
        if news["text"].as_str() == Some("") {
            return Err(vec![("text".into(), "a note says something: give it a text".into())]);
        }
        if news.get("shout").is_none() {
            news["shout"] = json!(false);
        }
        Ok(news)
    }

    fn diff(&self, _ty: &str, _id: &str, old: &Value, _outputs: &Value, new: &Value) -> Result<Diff, String> {
        Ok(Diff::of(old, new, &["title"]))
    }

    fn create(&self, _ty: &str, name: &str, inputs: &Value, preview: bool) -> Result<(String, Value), Failure> {
        if preview {
            return Ok((String::new(), json!({"rendered": unknown(), "length": unknown()})));
        }
        Ok((name.to_string(), render(inputs)))
    }

    fn update(&self, _ty: &str, _id: &str, _olds: &Value, _outputs: &Value, news: &Value, preview: bool) -> Result<Value, Failure> {
        if preview {
            return Ok(json!({"rendered": unknown(), "length": unknown()}));
        }
        Ok(render(news))
    }

    fn delete(&self, _ty: &str, _id: &str, _inputs: &Value, _outputs: &Value) -> Result<(), String> {
        Ok(())
    }
}

export_provider!(Notes);
"##;

const TS_PROVIDER: &str = r#"// The NAME provider: `NAME:Note`, a note rendered from its title and text.
import { CheckFailure, defineProvider } from '@strata/provider';

interface NoteInputs {
  title: string;
  text: string;
  shout: boolean;
}

interface NoteOutputs {
  rendered: string;
  length: number;
}

function render(i: NoteInputs): NoteOutputs {
  const rendered = `${i.title}: ${i.shout ? i.text.toUpperCase() : i.text}`;
  return { rendered, length: [...rendered].length };
}

export const provider = defineProvider({
  resources: {
    'NAME:Note': {
      description: 'A note, rendered from its title and text',
      inputs: {
        title: { type: 'string', description: 'Its title; a new title makes a new note', required: true, replaces: true },
        text: { type: 'string', description: 'What it says', required: true },
        shout: { type: 'boolean', description: 'Upper-case the text', default: false },
      },
      outputs: {
        rendered: { type: 'string', description: 'The title and the text' },
        length: { type: 'integer', description: 'Its length in characters' },
      },
      check(inputs: NoteInputs) {
        if (inputs.text === '') throw new CheckFailure('text', 'a note says something: give it a text');
      },
      create(inputs: NoteInputs, { name }) {
        return { id: name, outputs: render(inputs) };
      },
      update(_id: string, _olds: NoteInputs, news: NoteInputs): NoteOutputs {
        return render(news);
      },
      delete() {},
    },
  },
});
"#;

const PY_PROVIDER: &str = r#""""The NAME provider: `NAME:Note`, a note rendered from its title and text."""

from strata_provider import CheckFailure, Resource, define_provider, prop


def render(inputs):
    text = inputs["text"].upper() if inputs.get("shout") else inputs["text"]
    rendered = f"{inputs['title']}: {text}"
    return {"rendered": rendered, "length": len(rendered)}


class Note(Resource):
    type = "NAME:Note"
    description = "A note, rendered from its title and text"
    inputs = {
        "title": prop("string", "Its title; a new title makes a new note", required=True, replaces=True),
        "text": prop("string", "What it says", required=True),
        "shout": prop("boolean", "Upper-case the text", default=False),
    }
    outputs = {
        "rendered": prop("string", "The title and the text"),
        "length": prop("integer", "Its length in characters"),
    }

    def check(self, inputs, olds, name):
        if inputs.get("text") == "":
            raise CheckFailure("text", "a note says something: give it a text")

    def create(self, inputs, ctx):
        return ctx.name, render(inputs)

    def update(self, id, olds, news, outputs, ctx):
        return render(news)


Provider = define_provider(Note())
"#;
