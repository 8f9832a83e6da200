//! `strata new`: a Rust program project that builds for wasm32-wasip2 and uses the shipped
//! `random` provider.

use anyhow::{Context, Result, bail};
use std::path::Path;

/// The program SDK, vendored into each new project (`sdk/strata-sdk`), with the WIT it binds:
/// a project depends on nothing outside itself, so a team can commit it and build it anywhere.
const SDK: &[(&str, &str)] = &[
    (
        "src/lib.rs",
        include_str!("../../../guests/sdk/program/src/lib.rs"),
    ),
    (
        "src/local.rs",
        include_str!("../../../guests/sdk/program/src/local.rs"),
    ),
    (
        "src/random.rs",
        include_str!("../../../guests/sdk/program/src/random.rs"),
    ),
    (
        "src/stack.rs",
        include_str!("../../../guests/sdk/program/src/stack.rs"),
    ),
    (
        "src/providers/mod.rs",
        include_str!("../../../guests/sdk/program/src/providers/mod.rs"),
    ),
    (
        "src/providers/aws.rs",
        include_str!("../../../guests/sdk/program/src/providers/aws.rs"),
    ),
    (
        "src/providers/local.rs",
        include_str!("../../../guests/sdk/program/src/providers/local.rs"),
    ),
    (
        "src/providers/random.rs",
        include_str!("../../../guests/sdk/program/src/providers/random.rs"),
    ),
    (
        "README.md",
        include_str!("../../../guests/sdk/program/README.md"),
    ),
    (
        "wit/program.wit",
        include_str!("../../../wit/program/program.wit"),
    ),
];

/// Where the SDK's sources find the WIT in this repository, and in a vendored copy.
const WIT_IN_REPO: &str = "\"../../../wit/program\"";
const WIT_VENDORED: &str = "\"wit\"";

const SDK_CARGO: &str = r#"[package]
name = "strata-sdk"
description = "Write Strata programs in Rust (vendored by `strata new`; `strata new` in a newer strata brings a newer copy)."
version = "0.1.0"
edition = "2024"
license = "Apache-2.0"
publish = false

[dependencies]
wit-bindgen = "=0.61.0"
serde = { version = "1", features = ["derive"] }
serde_json = { version = "1", features = ["preserve_order"] }
"#;

/// The provider the new project uses, as shipped with this strata (see `strata-shipped`).
fn shipped_version(name: &str) -> String {
    strata_shipped::component(name)
        .and_then(|b| strata_host::read_manifest(b).ok().flatten())
        .map_or_else(|| "0.1.0".into(), |m| m.version)
}

/// `strata new`: make the project, then trust it (its build command is the one just
/// written), so that its first `up` builds it.
pub fn new_project(dir: &Path, name: Option<String>, template: &str) -> Result<()> {
    if let Some(lang) = template.strip_prefix("policy-") {
        let name = project_name(dir, name)?;
        return crate::scaffold_pack::new_pack(dir, &name, lang);
    }
    if let Some(lang) = template.strip_prefix("provider-") {
        let name = project_name(dir, name)?;
        return crate::scaffold_provider::new_provider(dir, &name, lang);
    }
    // What was in the directory before is not what `new` wrote: it is trusted only when
    // `new` wrote everything in it.
    let held = std::fs::read_dir(dir).is_ok_and(|mut d| d.next().is_some());
    make_project(dir, name, template)?;
    let project = strata_workspace::Project::load(dir)?;
    if held {
        errln!(
            "note: {} held files already, so it is not trusted: its build command runs once you have read what is there and run `strata trust --cwd {}`",
            project.dir.display(),
            project.dir.display()
        );
        return Ok(());
    }
    strata_workspace::TrustRecord::update(|r| {
        r.add(&project.dir, project.file.program.build.as_deref())
    })?;
    Ok(())
}

/// The name given, else the directory's; letters, digits, `-` or `_`.
fn project_name(dir: &Path, name: Option<String>) -> Result<String> {
    let name = match name {
        Some(n) => n,
        None => dir
            .canonicalize()
            .unwrap_or_else(|_| dir.to_path_buf())
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| "app".into()),
    };
    if name.is_empty()
        || !name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    {
        bail!("project name `{name}` must be letters, digits, `-` or `_`");
    }
    Ok(name)
}

fn make_project(dir: &Path, name: Option<String>, template: &str) -> Result<()> {
    if dir.join(strata_workspace::PROJECT_FILE).exists() {
        bail!("{} already holds a project", dir.display());
    }
    let name = project_name(dir, name)?;
    if template == "yaml" {
        return new_yaml_project(dir, &name);
    }
    if template == "typescript" || template == "javascript" {
        return new_js_project(dir, &name, template == "typescript");
    }
    if template == "python" {
        return new_py_project(dir, &name);
    }
    let crate_file = name.replace('-', "_");
    std::fs::create_dir_all(dir.join("src"))
        .with_context(|| format!("creating {}", dir.display()))?;
    let files = [
        (
            "Strata.toml".to_string(),
            format!(
                r#"name = "{name}"

[program]
wasm = "target/wasm32-wasip2/release/{crate_file}.wasm"
build = "cargo build --release --target wasm32-wasip2"

[providers.random]
plugin = "random@{random}"
"#,
                random = shipped_version("random")
            ),
        ),
        (
            "Cargo.toml".to_string(),
            format!(
                r#"[package]
name = "{name}"
version = "0.1.0"
edition = "2024"

[lib]
crate-type = ["cdylib"]

[dependencies]
strata-sdk = {{ path = "sdk/strata-sdk" }}

[profile.release]
opt-level = "s"
strip = true

[workspace]
"#
            ),
        ),
        (
            "src/lib.rs".to_string(),
            r#"//! A Strata program: declare resources in `run`.

use strata_sdk::random::{PetArgs, RandomPet};
use strata_sdk::{Program, Result, export};

struct App;

impl Program for App {
    fn run() -> Result<()> {
        let pet = RandomPet::new("pet", PetArgs::default())?;
        export("pet", &pet.result());
        Ok(())
    }
}

strata_sdk::export_program!(App);
"#
            .to_string(),
        ),
        (".gitignore".to_string(), "/target\n.strata/\n".to_string()),
        (
            "sdk/strata-sdk/Cargo.toml".to_string(),
            SDK_CARGO.to_string(),
        ),
    ];
    let sdk = SDK.iter().map(|(file, text)| {
        (
            format!("sdk/strata-sdk/{file}"),
            text.replace(WIT_IN_REPO, WIT_VENDORED),
        )
    });
    write_files(dir, files.into_iter().chain(sdk))?;
    outln!("Created project {name} in {}.", dir.display());
    outln!(
        "It depends on nothing outside itself (the SDK is in sdk/, the random provider ships with strata), so it can be committed."
    );
    outln!(
        "Next: `strata stack init dev` and `strata up` there (the first build compiles the SDK: a few minutes)."
    );
    Ok(())
}

/// `strata new --template yaml`: a project whose program is Strata.yaml (no toolchain).
fn new_yaml_project(dir: &Path, name: &str) -> Result<()> {
    let files = [
        (
            "Strata.toml",
            format!(
                r#"name = "{name}"
# The program is Strata.yaml, run by the YAML program that ships with strata: nothing to build.
runtime = "yaml"

[providers.random]
plugin = "random@{random}"
"#,
                random = shipped_version("random")
            ),
        ),
        (
            "Strata.yaml",
            r#"# Resources, by name: `type`, `properties` and `options`. `${name.output}` reads another's
# output; `${key}` a config value or a variable (see the guide, "YAML programs").
config:
  greeting: {default: Hello}
resources:
  pet:
    type: random:Pet
    properties: {length: 2}
outputs:
  pet: ${pet.result}
  greeting: "${greeting}, ${pet.result}!"
"#
            .to_string(),
        ),
        (".gitignore", ".strata/\n".to_string()),
    ];
    std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    for (file, text) in files {
        let path = dir.join(file);
        std::fs::write(&path, text).with_context(|| format!("writing {}", path.display()))?;
    }
    outln!(
        "Created project {name} in {}: its program is Strata.yaml.",
        dir.display()
    );
    outln!("Next: `strata stack init dev` and `strata up` there (nothing to build).");
    Ok(())
}

/// The JavaScript SDK, vendored into a new project (`sdk/strata-sdk-js/`).
const JS_SDK: &[(&str, &str)] = &[
    (
        "package.json",
        include_str!("../../../guests/js/package.json"),
    ),
    ("index.js", include_str!("../../../guests/js/index.js")),
    ("index.d.ts", include_str!("../../../guests/js/index.d.ts")),
    ("build.mjs", include_str!("../../../guests/js/build.mjs")),
    ("runtime.js", include_str!("../../../guests/js/runtime.js")),
    (
        "wit/runtime.wit",
        include_str!("../../../guests/js/wit/runtime.wit"),
    ),
    (
        "providers/random.ts",
        include_str!("../../../guests/js/providers/random.ts"),
    ),
    (
        "providers/local.ts",
        include_str!("../../../guests/js/providers/local.ts"),
    ),
    (
        "providers/aws.ts",
        include_str!("../../../guests/js/providers/aws.ts"),
    ),
    (
        "wit/program.wit",
        include_str!("../../../wit/program/program.wit"),
    ),
];

/// `strata new --template typescript|javascript`: a project on the vendored JavaScript SDK,
/// built by `strata up` with npm (esbuild, componentize-js).
fn new_js_project(dir: &Path, name: &str, typescript: bool) -> Result<()> {
    let entry = if typescript {
        "src/index.ts"
    } else {
        "src/index.js"
    };
    let program = if typescript {
        r#"import { config, defineProgram, interpolate, type Output } from '@strata/sdk';
// Typed resources of the shipped providers (vendored in sdk/strata-sdk-js/providers; `strata
// gen-sdk PROVIDER --lang typescript --out src/` makes one for any other): a misspelt
// property stops the build, which type-checks the program first.
import { Pet } from '@strata/sdk/providers/random';

export const program = defineProgram(() => {
  const greeting = config.get('greeting') ?? 'Hello';
  const pet = new Pet('pet', { length: 2 });
  const name: Output<string> = pet.result;
  return { pet: name, greeting: interpolate`${greeting}, ${name}!` };
});
"#
    } else {
        r#"import { Resource, config, defineProgram, interpolate } from '@strata/sdk';

export const program = defineProgram(() => {
  const greeting = config.get('greeting') ?? 'Hello';
  const pet = new Resource('random:Pet', 'pet', { length: 2 });
  return { pet: pet.output('result'), greeting: interpolate`${greeting}, ${pet.output('result')}!` };
});
"#
    };
    let files = [
        (
            "Strata.toml".to_string(),
            format!(
                r#"name = "{name}"
runtime = "javascript"

[program]
# The JavaScript runtime (made by componentize-js once for the SDK and kept in Strata's cache)
# loads the program's bundle at run time. Rebuilt by `strata up` when a source changes: tsc
# type-checks a TypeScript program, esbuild bundles it; npm installs the SDK (vendored in sdk/)
# when package.json changes.
wasm = "program.wasm"
main = "program.bundle.js"
build = "{{ [ node_modules/.strata-installed -nt package.json ] || {{ npm install --silent --no-audit --no-fund --install-links && touch node_modules/.strata-installed; }}; }} && node node_modules/@strata/sdk/build.mjs {entry} program.bundle.js program.wasm"
sources = ["src", "package.json"]

[providers.random]
plugin = "random@{random}"
"#,
                random = shipped_version("random")
            ),
        ),
        // componentize-js needs preview2-shim 0.17 at the top of node_modules; npm puts it
        // there on a first install and prunes it on the next (another package's optional peer
        // asks for 0.25), which broke every rebuild: a direct dependency keeps it.
        (
            "package.json".to_string(),
            format!(
                r#"{{
  "name": "{name}",
  "private": true,
  "type": "module",
  "dependencies": {{ "@strata/sdk": "file:sdk/strata-sdk-js" }},
  "devDependencies": {{
    "@bytecodealliance/componentize-js": "0.23.0",
    "@bytecodealliance/preview2-shim": "0.17.9",
    "esbuild": "0.25.12"{typescript}
  }}
}}
"#,
                typescript = if typescript {
                    ",\n    \"typescript\": \"5.6.3\""
                } else {
                    ""
                }
            ),
        ),
        (entry.to_string(), program.to_string()),
        (
            ".gitignore".to_string(),
            "node_modules/\nprogram.wasm\nprogram.wasm.runtime\nprogram.bundle.js\n.strata/\n"
                .to_string(),
        ),
    ];
    let sdk = JS_SDK
        .iter()
        .map(|(f, t)| (format!("sdk/strata-sdk-js/{f}"), t.to_string()));
    write_files(dir, files.into_iter().chain(sdk))?;
    outln!(
        "Created project {name} in {} ({}): the SDK is vendored in sdk/strata-sdk-js.",
        dir.display(),
        if typescript {
            "TypeScript"
        } else {
            "JavaScript"
        }
    );
    outln!(
        "Next: `strata stack init dev` and `strata up` there (it needs Node.js and npm; the first build installs esbuild and componentize-js)."
    );
    Ok(())
}

/// The Python SDK, vendored into a new project (`sdk/strata-sdk-py/`).
const PY_SDK: &[(&str, &str)] = &[
    (
        "strata_build.py",
        include_str!("../../../guests/python/strata_build.py"),
    ),
    (
        "strata_runtime.py",
        include_str!("../../../guests/python/strata_runtime.py"),
    ),
    (
        "strata_sdk/__init__.py",
        include_str!("../../../guests/python/strata_sdk/__init__.py"),
    ),
    (
        "strata_sdk/providers/__init__.py",
        include_str!("../../../guests/python/strata_sdk/providers/__init__.py"),
    ),
    (
        "strata_sdk/providers/random.py",
        include_str!("../../../guests/python/strata_sdk/providers/random.py"),
    ),
    (
        "strata_sdk/providers/local.py",
        include_str!("../../../guests/python/strata_sdk/providers/local.py"),
    ),
    (
        "strata_sdk/providers/aws.py",
        include_str!("../../../guests/python/strata_sdk/providers/aws.py"),
    ),
    (
        "wit/program.wit",
        include_str!("../../../wit/program/program.wit"),
    ),
];

/// The version of componentize-py a new Python project builds with.
pub const COMPONENTIZE_PY: &str = "0.25.1";

/// `strata new --template python`: a project on the vendored Python SDK, built by `strata up`
/// with componentize-py (installed into the project's .venv on first use).
fn new_py_project(dir: &Path, name: &str) -> Result<()> {
    let files = [
        (
            "Strata.toml".to_string(),
            format!(
                r#"name = "{name}"
runtime = "python"

[program]
# The Python runtime (made by componentize-py, installed into .venv on first use, once for the
# SDK vendored in sdk/, and kept in Strata's cache) loads app.py at run time. When app.py
# changes, `strata up` checks that it compiles; when the SDK changes, the runtime is made again.
wasm = "program.wasm"
main = "app.py"
build = "(test -x .venv/bin/componentize-py || (python3 -m venv .venv && .venv/bin/pip install -q componentize-py=={COMPONENTIZE_PY})) && .venv/bin/python sdk/strata-sdk-py/strata_build.py app.py program.wasm"
sources = ["app.py", "sdk"]

[providers.random]
plugin = "random@{random}"
"#,
                random = shipped_version("random")
            ),
        ),
        (
            "app.py".to_string(),
            r#"from strata_sdk import config, define_program, format
# Typed resources of the shipped providers (vendored in sdk/strata-sdk-py): a misspelt
# keyword argument is an error before anything is deployed.
from strata_sdk.providers import random


def main():
    greeting = config.get("greeting") or "Hello"
    pet = random.Pet("pet", length=2)
    return {"pet": pet.result, "greeting": format(greeting + ", {}!", pet.result)}


Program = define_program(main)
"#
            .to_string(),
        ),
        (
            ".gitignore".to_string(),
            ".venv/\nprogram.wasm\nprogram.wasm.runtime\n__pycache__/\n.strata/\n".to_string(),
        ),
    ];
    let sdk = PY_SDK
        .iter()
        .map(|(f, t)| (format!("sdk/strata-sdk-py/{f}"), t.to_string()));
    write_files(dir, files.into_iter().chain(sdk))?;
    outln!(
        "Created project {name} in {} (Python): the SDK is vendored in sdk/strata-sdk-py.",
        dir.display()
    );
    outln!(
        "Next: `strata stack init dev` and `strata up` there (it needs python3; the first build installs componentize-py into .venv)."
    );
    Ok(())
}

/// Write each `(relative path, text)` under `dir`, making directories as needed.
pub(crate) fn write_files(
    dir: &Path,
    files: impl IntoIterator<Item = (String, String)>,
) -> Result<()> {
    for (file, text) in files {
        let path = dir.join(&file);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)
                .with_context(|| format!("creating {}", parent.display()))?;
        }
        std::fs::write(&path, text).with_context(|| format!("writing {}", path.display()))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    /// `wit/program/program.wit` is the one source of the program world: the copies the
    /// JavaScript and Python SDKs build with (their toolchains read a directory of their own)
    /// are that file, byte for byte. A change made to one and not the others fails here.
    #[test]
    fn the_sdks_wit_is_the_one_source() {
        macro_rules! wit {
            ($path:literal) => {
                ($path, include_str!(concat!("../../../", $path)))
            };
        }
        for (source, copies) in [
            (
                wit!("wit/program/program.wit"),
                [
                    wit!("guests/js/wit/program.wit"),
                    wit!("guests/python/wit/program.wit"),
                ],
            ),
            (
                wit!("wit/provider/provider.wit"),
                [
                    wit!("guests/js-provider/wit/provider.wit"),
                    wit!("guests/python-provider/wit/provider.wit"),
                ],
            ),
            (
                wit!("wit/policy/policy.wit"),
                [
                    wit!("guests/js-policy/wit/policy.wit"),
                    wit!("guests/python-policy/wit/policy.wit"),
                ],
            ),
        ] {
            for (copy, text) in copies {
                assert!(
                    text == source.1,
                    "{copy} differs from {}: copy it over (cp {} {copy})",
                    source.0,
                    source.0
                );
            }
        }
    }
}
