//! `strata new`: a project, a policy pack or a provider, made from a template. The templates
//! are the language table's (`strata_workspace::languages`); the files of template `NAME` are
//! `templates/NAME/` in the repository, embedded in the binary (`build.rs`), with `{{name}}`,
//! `{{crate}}` (the name with `_` for `-`), `{{random}}` (the version of the shipped `random`
//! provider) and `{{componentize_py}}` replaced. Beside them a new project gets a copy of its
//! language's SDK ([`SCAFFOLDS`]), so that it depends on nothing outside itself: a team can
//! commit it and build it anywhere.

use anyhow::{Context, Result, bail};
use std::path::Path;
use strata_workspace::languages::{self, Kind};

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/templates.rs"));
}

/// The version of componentize-py a new Python project, pack or provider builds with.
pub const COMPONENTIZE_PY: &str = "0.25.1";

/// `(file in the vendored SDK, its text)`, copied from the repository at build time.
type Files = &'static [(&'static str, &'static str)];

macro_rules! vendored {
    ($($file:literal = $source:literal),* $(,)?) => {
        &[$(($file, include_str!(concat!("../../../", $source)))),*]
    };
}

/// What a template writes besides its directory's files, and what `strata new` says once it
/// is made.
struct Scaffold {
    template: &'static str,
    /// The SDK vendored into the new project: the directory it goes in, and its files. The
    /// SDK's sources find their WIT at `../../../wit/WORLD` in this repository; in the copy,
    /// at `wit`.
    sdk: Option<(&'static str, Files)>,
    /// What is said once it is made (`{{dir}}` and the files' placeholders replaced).
    said: &'static str,
}

/// Every template's [`Scaffold`]; a test checks that it and the language table name the same
/// templates.
static SCAFFOLDS: &[Scaffold] = &[
    Scaffold {
        template: "rust",
        sdk: Some(("sdk/strata-sdk", RUST_PROGRAM_SDK)),
        said: "Created project {{name}} in {{dir}}.\nIt depends on nothing outside itself (the SDK is in sdk/, the random provider ships with strata), so it can be committed.\nNext: `strata stack init dev` and `strata up` there (the first build compiles the SDK: a few minutes).\n",
    },
    Scaffold {
        template: "typescript",
        sdk: Some(("sdk/strata-sdk-js", JS_PROGRAM_SDK)),
        said: "Created project {{name}} in {{dir}} (TypeScript): the SDK is vendored in sdk/strata-sdk-js.\nNext: `strata stack init dev` and `strata up` there (it needs Node.js and npm; the first build installs esbuild and componentize-js).\n",
    },
    Scaffold {
        template: "javascript",
        sdk: Some(("sdk/strata-sdk-js", JS_PROGRAM_SDK)),
        said: "Created project {{name}} in {{dir}} (JavaScript): the SDK is vendored in sdk/strata-sdk-js.\nNext: `strata stack init dev` and `strata up` there (it needs Node.js and npm; the first build installs esbuild and componentize-js).\n",
    },
    Scaffold {
        template: "python",
        sdk: Some(("sdk/strata-sdk-py", PY_PROGRAM_SDK)),
        said: "Created project {{name}} in {{dir}} (Python): the SDK is vendored in sdk/strata-sdk-py.\nNext: `strata stack init dev` and `strata up` there (it needs python3; the first build installs componentize-py into .venv).\n",
    },
    Scaffold {
        template: "yaml",
        sdk: None,
        said: "Created project {{name}} in {{dir}}: its program is Strata.yaml.\nNext: `strata stack init dev` and `strata up` there (nothing to build).\n",
    },
    Scaffold {
        template: "cloudformation",
        sdk: None,
        said: "Created project {{name}} in {{dir}}: its program is template.yaml, a CloudFormation template.\nNext: point [providers.aws] wasm at the AWS provider's component, then `strata stack init dev` and `strata up` there (nothing to build).\n",
    },
    Scaffold {
        template: "policy-rust",
        sdk: Some(("sdk/strata-pack", RUST_POLICY_SDK)),
        said: "Created policy pack {{name}} in {{dir}}.\nBuild it:  cargo build --release --target wasm32-wasip2\nTry it:    strata policy test target/wasm32-wasip2/release/{{crate}}.wasm --resource resources.json\nUse it:    in a project's Strata.toml,\n    [policy.{{name}}]\n    wasm = \"{{dir}}/target/wasm32-wasip2/release/{{crate}}.wasm\"\n",
    },
    Scaffold {
        template: "policy-typescript",
        sdk: Some(("sdk/strata-policy-js", JS_POLICY_SDK)),
        said: "Created policy pack {{name}} in {{dir}}.\nBuild it:  npm install && npm run build\nTry it:    strata policy test pack.wasm --resource resources.json\nUse it:    in a project's Strata.toml,\n    [policy.{{name}}]\n    wasm = \"{{dir}}/pack.wasm\"\n",
    },
    Scaffold {
        template: "policy-python",
        sdk: Some(("sdk/strata-policy-py", PY_POLICY_SDK)),
        said: "Created policy pack {{name}} in {{dir}}.\nBuild it:  python3 -m venv .venv && .venv/bin/pip install componentize-py=={{componentize_py}} && .venv/bin/python sdk/strata-policy-py/strata_policy_build.py pack.py pack.wasm\nTry it:    strata policy test pack.wasm --resource resources.json\nUse it:    in a project's Strata.toml,\n    [policy.{{name}}]\n    wasm = \"{{dir}}/pack.wasm\"\n",
    },
    Scaffold {
        template: "provider-rust",
        sdk: Some(("sdk/strata-provider", RUST_PROVIDER_SDK)),
        said: "Created provider {{name}} in {{dir}}.\nBuild it:    cargo build --release --target wasm32-wasip2\nTry it:      cd example && strata stack init dev && strata up\nPublish it:  strata plugin publish target/wasm32-wasip2/release/{{crate}}.wasm REGISTRY/NAMESPACE --key KEY   (see `strata plugin keygen`)\n",
    },
    Scaffold {
        template: "provider-typescript",
        sdk: Some(("sdk/strata-provider-js", JS_PROVIDER_SDK)),
        said: "Created provider {{name}} in {{dir}}.\nBuild it:    npm install && npm run build\nTry it:      cd example && strata stack init dev && strata up\nPublish it:  strata plugin publish provider.wasm REGISTRY/NAMESPACE --key KEY   (see `strata plugin keygen`)\n",
    },
    Scaffold {
        template: "provider-python",
        sdk: Some(("sdk/strata-provider-py", PY_PROVIDER_SDK)),
        said: "Created provider {{name}} in {{dir}}.\nBuild it:    python3 -m venv .venv && .venv/bin/pip install componentize-py=={{componentize_py}} && .venv/bin/python sdk/strata-provider-py/strata_provider_build.py provider.py provider.wasm\nTry it:      cd example && strata stack init dev && strata up\nPublish it:  strata plugin publish provider.wasm REGISTRY/NAMESPACE --key KEY   (see `strata plugin keygen`)\n",
    },
];

/// The program SDK (`guests/sdk/program`), with the WIT it binds.
const RUST_PROGRAM_SDK: Files = vendored![
    "src/lib.rs" = "guests/sdk/program/src/lib.rs",
    "src/local.rs" = "guests/sdk/program/src/local.rs",
    "src/random.rs" = "guests/sdk/program/src/random.rs",
    "src/stack.rs" = "guests/sdk/program/src/stack.rs",
    "src/providers/mod.rs" = "guests/sdk/program/src/providers/mod.rs",
    "src/providers/aws.rs" = "guests/sdk/program/src/providers/aws.rs",
    "src/providers/local.rs" = "guests/sdk/program/src/providers/local.rs",
    "src/providers/random.rs" = "guests/sdk/program/src/providers/random.rs",
    "README.md" = "guests/sdk/program/README.md",
    "wit/program.wit" = "wit/program/program.wit",
];

/// The JavaScript SDK (`guests/js`), with the shipped providers' typed modules.
const JS_PROGRAM_SDK: Files = vendored![
    "package.json" = "guests/js/package.json",
    "index.js" = "guests/js/index.js",
    "index.d.ts" = "guests/js/index.d.ts",
    "build.mjs" = "guests/js/build.mjs",
    "typecheck.mjs" = "guests/js/typecheck.mjs",
    "runtime.js" = "guests/js/runtime.js",
    "wit/runtime.wit" = "guests/js/wit/runtime.wit",
    "providers/random.ts" = "guests/js/providers/random.ts",
    "providers/local.ts" = "guests/js/providers/local.ts",
    "providers/aws.ts" = "guests/js/providers/aws.ts",
    "wit/program.wit" = "wit/program/program.wit",
];

/// The Python SDK (`guests/python`), with the shipped providers' typed modules.
const PY_PROGRAM_SDK: Files = vendored![
    "strata_build.py" = "guests/python/strata_build.py",
    "strata_runtime.py" = "guests/python/strata_runtime.py",
    "strata_sdk/__init__.py" = "guests/python/strata_sdk/__init__.py",
    "strata_sdk/providers/__init__.py" = "guests/python/strata_sdk/providers/__init__.py",
    "strata_sdk/providers/random.py" = "guests/python/strata_sdk/providers/random.py",
    "strata_sdk/providers/local.py" = "guests/python/strata_sdk/providers/local.py",
    "strata_sdk/providers/aws.py" = "guests/python/strata_sdk/providers/aws.py",
    "wit/program.wit" = "wit/program/program.wit",
];

/// The policy pack SDKs.
const RUST_POLICY_SDK: Files = vendored![
    "src/lib.rs" = "guests/sdk/policy/src/lib.rs",
    "src/settings.rs" = "guests/sdk/policy/src/settings.rs",
    "wit/policy.wit" = "wit/policy/policy.wit",
];
const JS_POLICY_SDK: Files = vendored![
    "wit/policy.wit" = "wit/policy/policy.wit",
    "package.json" = "guests/js-policy/package.json",
    "index.js" = "guests/js-policy/index.js",
    "index.d.ts" = "guests/js-policy/index.d.ts",
    "build.mjs" = "guests/js-policy/build.mjs",
];
const PY_POLICY_SDK: Files = vendored![
    "wit/policy.wit" = "wit/policy/policy.wit",
    "strata_policy/__init__.py" = "guests/python-policy/strata_policy/__init__.py",
    "strata_policy_build.py" = "guests/python-policy/strata_policy_build.py",
];

/// The provider SDKs.
const RUST_PROVIDER_SDK: Files = vendored![
    "src/lib.rs" = "guests/sdk/provider/src/lib.rs",
    "wit/provider.wit" = "wit/provider/provider.wit",
];
const JS_PROVIDER_SDK: Files = vendored![
    "wit/provider.wit" = "wit/provider/provider.wit",
    "package.json" = "guests/js-provider/package.json",
    "index.js" = "guests/js-provider/index.js",
    "index.d.ts" = "guests/js-provider/index.d.ts",
    "build.mjs" = "guests/js-provider/build.mjs",
];
const PY_PROVIDER_SDK: Files = vendored![
    "wit/provider.wit" = "wit/provider/provider.wit",
    "strata_provider/__init__.py" = "guests/python-provider/strata_provider/__init__.py",
    "strata_provider_build.py" = "guests/python-provider/strata_provider_build.py",
];

/// The provider the new project uses, as shipped with this strata (see `strata-shipped`).
fn shipped_version(name: &str) -> String {
    strata_shipped::component(name)
        .and_then(|b| strata_host::read_manifest(b).ok().flatten())
        .map_or_else(|| "0.1.0".into(), |m| m.version)
}

/// `strata new`: make the project, then trust it (its build command is the one just
/// written), so that its first `up` builds it. A policy pack or a provider is made, not
/// trusted: it is not a project.
pub fn new_project(dir: &Path, name: Option<String>, template: &str) -> Result<()> {
    // What was in the directory before is not what `new` wrote: it is trusted only when
    // `new` wrote everything in it.
    let held = std::fs::read_dir(dir).is_ok_and(|mut d| d.next().is_some());
    if make(dir, name, template)? != Kind::Program {
        return Ok(());
    }
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

/// Write `template` into `dir` and say so: what it makes.
fn make(dir: &Path, name: Option<String>, template: &str) -> Result<Kind> {
    let Some((_, t)) = languages::template_named(template) else {
        bail!(
            "there is no template `{template}`: choose one of {}",
            languages::template_names().join(", ")
        );
    };
    let kind = t.kind;
    let Some(scaffold) = SCAFFOLDS.iter().find(|s| s.template == template) else {
        bail!("template `{template}` is not built into this strata");
    };
    let not_empty = || std::fs::read_dir(dir).is_ok_and(|mut d| d.next().is_some());
    let name = match kind {
        Kind::Program => {
            if dir.join(strata_workspace::PROJECT_FILE).exists() {
                bail!("{} already holds a project", dir.display());
            }
            project_name(dir, name)?
        }
        Kind::PolicyPack => {
            let name = project_name(dir, name)?;
            if not_empty() {
                bail!(
                    "{} is not empty: a policy pack is made in a new directory",
                    dir.display()
                );
            }
            name
        }
        Kind::Provider => {
            let name = project_name(dir, name)?;
            if not_empty() {
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
            name
        }
    };
    let vars = Vars::new(&name);
    let mut files = vec![];
    for (_, file, text) in embedded::FILES.iter().filter(|(t, _, _)| *t == template) {
        files.push((
            file.to_string(),
            render(text, &vars).with_context(|| format!("template {template}: {file}"))?,
        ));
    }
    if let Some((to, sdk)) = scaffold.sdk {
        files.extend(sdk.iter().map(|(file, text)| {
            let mut text = text.to_string();
            for world in ["program", "policy", "provider"] {
                text = text.replace(&format!("\"../../../wit/{world}\""), "\"wit\"");
            }
            (format!("{to}/{file}"), text)
        }));
    }
    write_files(dir, files)?;
    let said = Vars {
        dir: Some(dir.display().to_string()),
        ..vars
    };
    out!("{}", render(scaffold.said, &said)?);
    Ok(kind)
}

/// What a template's `{{…}}` placeholders stand for.
struct Vars {
    name: String,
    dir: Option<String>,
}

impl Vars {
    fn new(name: &str) -> Vars {
        Vars {
            name: name.to_string(),
            dir: None,
        }
    }

    fn get(&self, key: &str) -> Option<String> {
        match key {
            "name" => Some(self.name.clone()),
            "crate" => Some(self.name.replace('-', "_")),
            "random" => Some(shipped_version("random")),
            "componentize_py" => Some(COMPONENTIZE_PY.into()),
            "dir" => self.dir.clone(),
            _ => None,
        }
    }
}

/// `text` with each `{{key}}` replaced; an unknown key is an error (a template's mistake).
fn render(text: &str, vars: &Vars) -> Result<String> {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find("{{") {
        out.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        let Some(end) = after.find("}}") else {
            bail!("`{{{{` without `}}}}`");
        };
        let key = &after[..end];
        let Some(value) = vars.get(key) else {
            bail!("unknown placeholder `{{{{{key}}}}}`");
        };
        out.push_str(&value);
        rest = &after[end + 2..];
    }
    out.push_str(rest);
    Ok(out)
}

/// Write each `(relative path, text)` under `dir`, making directories as needed.
pub(crate) fn write_files(
    dir: &Path,
    files: impl IntoIterator<Item = (String, String)>,
) -> Result<()> {
    std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
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
    use super::embedded;

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

    /// What `strata new` writes for each template, as it wrote it before the templates moved
    /// out of string literals into `templates/`: each file's SHA-256 (the shipped `random`
    /// provider's version written as `VERSION`, so that a new release of it changes nothing
    /// here), or, for the vendored SDK, the repository file it is a copy of (the Rust SDKs'
    /// path to their WIT made `"wit"`). A template whose output changes fails here, by file.
    const WRITTEN: &[(&str, &str, Expect)] = &[
        (
            "rust",
            ".gitignore",
            Sha("7fc2fd810d975b280e55642549acf884164d114c08d752985d11956b6f1c96bc"),
        ),
        (
            "rust",
            "Cargo.toml",
            Sha("53c8126ddb0b3e16c9a91870e4465b690a026c0ad235b429cdb82c2aa48349ef"),
        ),
        (
            "rust",
            "Strata.toml",
            Sha("0aad0defcf1dbad7171a364b57260183a94e2a9841ba7a671ccd9f67113e7579"),
        ),
        (
            "rust",
            "sdk/strata-sdk/Cargo.toml",
            Sha("388a3c946c48cca02046e0d5c04cf82235b70785c0a9dcfa378b051a98fd3c02"),
        ),
        (
            "rust",
            "sdk/strata-sdk/README.md",
            Copy("guests/sdk/program/README.md"),
        ),
        (
            "rust",
            "sdk/strata-sdk/src/lib.rs",
            Copy("guests/sdk/program/src/lib.rs"),
        ),
        (
            "rust",
            "sdk/strata-sdk/src/local.rs",
            Copy("guests/sdk/program/src/local.rs"),
        ),
        (
            "rust",
            "sdk/strata-sdk/src/providers/aws.rs",
            Copy("guests/sdk/program/src/providers/aws.rs"),
        ),
        (
            "rust",
            "sdk/strata-sdk/src/providers/local.rs",
            Copy("guests/sdk/program/src/providers/local.rs"),
        ),
        (
            "rust",
            "sdk/strata-sdk/src/providers/mod.rs",
            Copy("guests/sdk/program/src/providers/mod.rs"),
        ),
        (
            "rust",
            "sdk/strata-sdk/src/providers/random.rs",
            Copy("guests/sdk/program/src/providers/random.rs"),
        ),
        (
            "rust",
            "sdk/strata-sdk/src/random.rs",
            Copy("guests/sdk/program/src/random.rs"),
        ),
        (
            "rust",
            "sdk/strata-sdk/src/stack.rs",
            Copy("guests/sdk/program/src/stack.rs"),
        ),
        (
            "rust",
            "sdk/strata-sdk/wit/program.wit",
            Copy("wit/program/program.wit"),
        ),
        (
            "rust",
            "src/lib.rs",
            Sha("fd6a4793d29a1912b3e0a1f69c9045a4409b832f64b1fbe8518c05186101b494"),
        ),
        (
            "typescript",
            ".gitignore",
            Sha("637345929f04b1b4ef8648e3a8f53f9521b1e3b25abd15ab3c550d739308c31f"),
        ),
        (
            "typescript",
            "Strata.toml",
            Sha("c15eeebacc210b9b299c5eb695d55e3ccb4012b5b9092419b20e5f46f20cbe8f"),
        ),
        (
            "typescript",
            "package.json",
            Sha("3b06dbb6c23b5492b2ea52d8c34f3b5c7a5ce9255c71a7f04afa107d826ae10f"),
        ),
        (
            "typescript",
            "sdk/strata-sdk-js/build.mjs",
            Copy("guests/js/build.mjs"),
        ),
        (
            "typescript",
            "sdk/strata-sdk-js/index.d.ts",
            Copy("guests/js/index.d.ts"),
        ),
        (
            "typescript",
            "sdk/strata-sdk-js/index.js",
            Copy("guests/js/index.js"),
        ),
        (
            "typescript",
            "sdk/strata-sdk-js/package.json",
            Copy("guests/js/package.json"),
        ),
        (
            "typescript",
            "sdk/strata-sdk-js/providers/aws.ts",
            Copy("guests/js/providers/aws.ts"),
        ),
        (
            "typescript",
            "sdk/strata-sdk-js/providers/local.ts",
            Copy("guests/js/providers/local.ts"),
        ),
        (
            "typescript",
            "sdk/strata-sdk-js/providers/random.ts",
            Copy("guests/js/providers/random.ts"),
        ),
        (
            "typescript",
            "sdk/strata-sdk-js/runtime.js",
            Copy("guests/js/runtime.js"),
        ),
        (
            "typescript",
            "sdk/strata-sdk-js/typecheck.mjs",
            Copy("guests/js/typecheck.mjs"),
        ),
        (
            "typescript",
            "sdk/strata-sdk-js/wit/program.wit",
            Copy("wit/program/program.wit"),
        ),
        (
            "typescript",
            "sdk/strata-sdk-js/wit/runtime.wit",
            Copy("guests/js/wit/runtime.wit"),
        ),
        (
            "typescript",
            "src/index.ts",
            Sha("82ac78dd42e698633de667a42e3c4421d9be034a7fdbd64b553f0826b3c14567"),
        ),
        (
            "javascript",
            ".gitignore",
            Sha("637345929f04b1b4ef8648e3a8f53f9521b1e3b25abd15ab3c550d739308c31f"),
        ),
        (
            "javascript",
            "Strata.toml",
            Sha("cb484f987c96d19b49e770ed433b5716866636ba09192a9f8431c5e7ba3e3f96"),
        ),
        (
            "javascript",
            "package.json",
            Sha("fdd3f27877122d501a52d671f3c08a1aa056c2e1f9151268eea5f2c3e95392aa"),
        ),
        (
            "javascript",
            "sdk/strata-sdk-js/build.mjs",
            Copy("guests/js/build.mjs"),
        ),
        (
            "javascript",
            "sdk/strata-sdk-js/index.d.ts",
            Copy("guests/js/index.d.ts"),
        ),
        (
            "javascript",
            "sdk/strata-sdk-js/index.js",
            Copy("guests/js/index.js"),
        ),
        (
            "javascript",
            "sdk/strata-sdk-js/package.json",
            Copy("guests/js/package.json"),
        ),
        (
            "javascript",
            "sdk/strata-sdk-js/providers/aws.ts",
            Copy("guests/js/providers/aws.ts"),
        ),
        (
            "javascript",
            "sdk/strata-sdk-js/providers/local.ts",
            Copy("guests/js/providers/local.ts"),
        ),
        (
            "javascript",
            "sdk/strata-sdk-js/providers/random.ts",
            Copy("guests/js/providers/random.ts"),
        ),
        (
            "javascript",
            "sdk/strata-sdk-js/runtime.js",
            Copy("guests/js/runtime.js"),
        ),
        (
            "javascript",
            "sdk/strata-sdk-js/typecheck.mjs",
            Copy("guests/js/typecheck.mjs"),
        ),
        (
            "javascript",
            "sdk/strata-sdk-js/wit/program.wit",
            Copy("wit/program/program.wit"),
        ),
        (
            "javascript",
            "sdk/strata-sdk-js/wit/runtime.wit",
            Copy("guests/js/wit/runtime.wit"),
        ),
        (
            "javascript",
            "src/index.js",
            Sha("e09148be72287a3a26ee48a742d5f3cf21669cdbb0961c833914e53d04cee231"),
        ),
        (
            "python",
            ".gitignore",
            Sha("58031de77eaf4b7f2cf112dce4784695ed5e81523605607467d28d6cb4573492"),
        ),
        (
            "python",
            "Strata.toml",
            Sha("cc9801f7c60213b44ed8d96d27ffdd4f3dbef3037959c30e5e6d9efc32aacd31"),
        ),
        (
            "python",
            "app.py",
            Sha("09b1df5f5c81d255192a984614834d999f7a389d8bf78bf9e0d466f92eb1e824"),
        ),
        (
            "python",
            "sdk/strata-sdk-py/strata_build.py",
            Copy("guests/python/strata_build.py"),
        ),
        (
            "python",
            "sdk/strata-sdk-py/strata_runtime.py",
            Copy("guests/python/strata_runtime.py"),
        ),
        (
            "python",
            "sdk/strata-sdk-py/strata_sdk/__init__.py",
            Copy("guests/python/strata_sdk/__init__.py"),
        ),
        (
            "python",
            "sdk/strata-sdk-py/strata_sdk/providers/__init__.py",
            Copy("guests/python/strata_sdk/providers/__init__.py"),
        ),
        (
            "python",
            "sdk/strata-sdk-py/strata_sdk/providers/aws.py",
            Copy("guests/python/strata_sdk/providers/aws.py"),
        ),
        (
            "python",
            "sdk/strata-sdk-py/strata_sdk/providers/local.py",
            Copy("guests/python/strata_sdk/providers/local.py"),
        ),
        (
            "python",
            "sdk/strata-sdk-py/strata_sdk/providers/random.py",
            Copy("guests/python/strata_sdk/providers/random.py"),
        ),
        (
            "python",
            "sdk/strata-sdk-py/wit/program.wit",
            Copy("wit/program/program.wit"),
        ),
        (
            "yaml",
            ".gitignore",
            Sha("5a5cd07afb8f173776376d1d221c4c9af7311518e6448339575bba32481baa74"),
        ),
        (
            "yaml",
            "Strata.toml",
            Sha("c0640c597f8fc0973dfb7b62cc8aa7703faae95ceaa1bb9728d6fbe197566ce0"),
        ),
        (
            "yaml",
            "Strata.yaml",
            Sha("fd143757f998149d5b834a9c6bb1c4350d6535e068e48e4a526b2f463aba79cd"),
        ),
        (
            "cloudformation",
            ".gitignore",
            Sha("5a5cd07afb8f173776376d1d221c4c9af7311518e6448339575bba32481baa74"),
        ),
        (
            "cloudformation",
            "Strata.toml",
            Sha("0bc6ae202e14654b1be69f069be6d01d427c90ade036f3ea63065d954393417c"),
        ),
        (
            "cloudformation",
            "template.yaml",
            Sha("00bd3b9553a0d913c3d670f772f1a1d9050d5698e757bbcd2d09745b7a77ac74"),
        ),
        (
            "policy-rust",
            ".gitignore",
            Sha("44c92e3a70ad3307b7056871c2bdb096d8bfa9373f5bf06a79bb6324a20ff2fb"),
        ),
        (
            "policy-rust",
            "Cargo.toml",
            Sha("a43d24f00acb8eb54cdf33dc30997cfdca83619c05459b257c4e5734c18d5968"),
        ),
        (
            "policy-rust",
            "resources.json",
            Sha("246618361fd6d520de0a998814787aeac56a4ecf8f5b619a02272cea535d12a5"),
        ),
        (
            "policy-rust",
            "sdk/strata-pack/Cargo.toml",
            Sha("66c3967aa559da41034d5cd3ec60669ba19714a360f6f638103d2241fdc27a9f"),
        ),
        (
            "policy-rust",
            "sdk/strata-pack/src/lib.rs",
            Copy("guests/sdk/policy/src/lib.rs"),
        ),
        (
            "policy-rust",
            "sdk/strata-pack/src/settings.rs",
            Copy("guests/sdk/policy/src/settings.rs"),
        ),
        (
            "policy-rust",
            "sdk/strata-pack/wit/policy.wit",
            Copy("wit/policy/policy.wit"),
        ),
        (
            "policy-rust",
            "src/lib.rs",
            Sha("988c9c4573de3971d0c5fd0b6a050cc0e8fa9e24710aae5abb7c48799e3fa089"),
        ),
        (
            "policy-typescript",
            ".gitignore",
            Sha("b703dd889063465cf7cc2ca74eba045f7235f009b257c0ec09fa91e9bb8c5490"),
        ),
        (
            "policy-typescript",
            "package.json",
            Sha("ec3282cd8d5a2f87b46857dccff56060c9aff8b8ce85e7872214f76aa57f9849"),
        ),
        (
            "policy-typescript",
            "resources.json",
            Sha("246618361fd6d520de0a998814787aeac56a4ecf8f5b619a02272cea535d12a5"),
        ),
        (
            "policy-typescript",
            "sdk/strata-policy-js/build.mjs",
            Copy("guests/js-policy/build.mjs"),
        ),
        (
            "policy-typescript",
            "sdk/strata-policy-js/index.d.ts",
            Copy("guests/js-policy/index.d.ts"),
        ),
        (
            "policy-typescript",
            "sdk/strata-policy-js/index.js",
            Copy("guests/js-policy/index.js"),
        ),
        (
            "policy-typescript",
            "sdk/strata-policy-js/package.json",
            Copy("guests/js-policy/package.json"),
        ),
        (
            "policy-typescript",
            "sdk/strata-policy-js/wit/policy.wit",
            Copy("wit/policy/policy.wit"),
        ),
        (
            "policy-typescript",
            "src/index.ts",
            Sha("7b7878def140c91bd61d6b0ff4edef65d74a1af8c78b7943a42c5157716d45d1"),
        ),
        (
            "policy-python",
            ".gitignore",
            Sha("5fbc58fc185aef3b02c07fbfb9f6a84ec8431b3ccc04a219e66436a6f6685397"),
        ),
        (
            "policy-python",
            "pack.py",
            Sha("45799da3652f821edd44e4aea5ca66ba8b81d97892a78abfa1569b9417723556"),
        ),
        (
            "policy-python",
            "pyproject.toml",
            Sha("10e814b40281604edb77a256613193f6e113a9b6d2c2e6fed3ac21ec1e9c92d6"),
        ),
        (
            "policy-python",
            "resources.json",
            Sha("246618361fd6d520de0a998814787aeac56a4ecf8f5b619a02272cea535d12a5"),
        ),
        (
            "policy-python",
            "sdk/strata-policy-py/strata_policy/__init__.py",
            Copy("guests/python-policy/strata_policy/__init__.py"),
        ),
        (
            "policy-python",
            "sdk/strata-policy-py/strata_policy_build.py",
            Copy("guests/python-policy/strata_policy_build.py"),
        ),
        (
            "policy-python",
            "sdk/strata-policy-py/wit/policy.wit",
            Copy("wit/policy/policy.wit"),
        ),
        (
            "provider-rust",
            ".gitignore",
            Sha("44c92e3a70ad3307b7056871c2bdb096d8bfa9373f5bf06a79bb6324a20ff2fb"),
        ),
        (
            "provider-rust",
            "Cargo.toml",
            Sha("66717843d45521ec9ba09f76ac25ee78ccbd8e4c15a1da3d287c711889594c8b"),
        ),
        (
            "provider-rust",
            "example/Strata.toml",
            Sha("a3ed8797ce3ed2cd80a0f6c8acae6b8eb5f94a6cbc1f915e2e0b2783af5c9401"),
        ),
        (
            "provider-rust",
            "example/Strata.yaml",
            Sha("62f4b9f9a43f69b8616910be9b61f4ca6eb5bae99443b3edb2f9860e9f98b654"),
        ),
        (
            "provider-rust",
            "sdk/strata-provider/Cargo.toml",
            Sha("777d575e1db523d79f2698b3cf9a08fdda3a558acd23c40a52b1daf1dfedfb4e"),
        ),
        (
            "provider-rust",
            "sdk/strata-provider/src/lib.rs",
            Copy("guests/sdk/provider/src/lib.rs"),
        ),
        (
            "provider-rust",
            "sdk/strata-provider/wit/provider.wit",
            Copy("wit/provider/provider.wit"),
        ),
        (
            "provider-rust",
            "src/lib.rs",
            Sha("56f5c6abf68960488879fbea55a3e21a45150528f928c901935946cf20bd393a"),
        ),
        (
            "provider-typescript",
            ".gitignore",
            Sha("5f18e3842371324a4917fed829f1364f2908048fb8162e8c326869d33ab0ef5b"),
        ),
        (
            "provider-typescript",
            "example/Strata.toml",
            Sha("35f4ca3e0c33ce8d14f89fd7f72de5f7c9fc1055550c691720c52cc7a7b75838"),
        ),
        (
            "provider-typescript",
            "example/Strata.yaml",
            Sha("62f4b9f9a43f69b8616910be9b61f4ca6eb5bae99443b3edb2f9860e9f98b654"),
        ),
        (
            "provider-typescript",
            "package.json",
            Sha("3578c57074fbda6c68e1c86b71e02bca24c5703b4dd1de3133cbc1f062800669"),
        ),
        (
            "provider-typescript",
            "sdk/strata-provider-js/build.mjs",
            Copy("guests/js-provider/build.mjs"),
        ),
        (
            "provider-typescript",
            "sdk/strata-provider-js/index.d.ts",
            Copy("guests/js-provider/index.d.ts"),
        ),
        (
            "provider-typescript",
            "sdk/strata-provider-js/index.js",
            Copy("guests/js-provider/index.js"),
        ),
        (
            "provider-typescript",
            "sdk/strata-provider-js/package.json",
            Copy("guests/js-provider/package.json"),
        ),
        (
            "provider-typescript",
            "sdk/strata-provider-js/wit/provider.wit",
            Copy("wit/provider/provider.wit"),
        ),
        (
            "provider-typescript",
            "src/index.ts",
            Sha("67b31c24fc628d3ef5ea5012dba0b0f1e6b0bea4239a30477b47c7b6852fbda4"),
        ),
        (
            "provider-python",
            ".gitignore",
            Sha("64e92e3e9b268e8ea5539cfe1b13d71df69478b23c6350f5ca9c74f824d82be4"),
        ),
        (
            "provider-python",
            "example/Strata.toml",
            Sha("35f4ca3e0c33ce8d14f89fd7f72de5f7c9fc1055550c691720c52cc7a7b75838"),
        ),
        (
            "provider-python",
            "example/Strata.yaml",
            Sha("62f4b9f9a43f69b8616910be9b61f4ca6eb5bae99443b3edb2f9860e9f98b654"),
        ),
        (
            "provider-python",
            "provider.py",
            Sha("8c67d136d710b7698c34422104076420c55f1d3f59846fbeb792686474ded0db"),
        ),
        (
            "provider-python",
            "pyproject.toml",
            Sha("756e8773a828b5477444c723ab6ce0687adeaceaad169bd294b95f6ce32364bb"),
        ),
        (
            "provider-python",
            "sdk/strata-provider-py/strata_provider/__init__.py",
            Copy("guests/python-provider/strata_provider/__init__.py"),
        ),
        (
            "provider-python",
            "sdk/strata-provider-py/strata_provider_build.py",
            Copy("guests/python-provider/strata_provider_build.py"),
        ),
        (
            "provider-python",
            "sdk/strata-provider-py/wit/provider.wit",
            Copy("wit/provider/provider.wit"),
        ),
    ];

    enum Expect {
        Sha(&'static str),
        Copy(&'static str),
    }
    use Expect::*;

    /// `strata new --template TEMPLATE --name my-app` into `dir`, without trusting it.
    fn scaffold(dir: &std::path::Path, template: &str) {
        super::make(dir, Some("my-app".into()), template).unwrap();
    }

    fn files_under(root: &std::path::Path) -> std::collections::BTreeMap<String, Vec<u8>> {
        let mut out = std::collections::BTreeMap::new();
        let mut dirs = vec![root.to_path_buf()];
        while let Some(d) = dirs.pop() {
            for e in std::fs::read_dir(&d).unwrap() {
                let path = e.unwrap().path();
                if path.is_dir() {
                    dirs.push(path);
                } else {
                    let rel = path
                        .strip_prefix(root)
                        .unwrap()
                        .to_string_lossy()
                        .into_owned();
                    out.insert(rel, std::fs::read(&path).unwrap());
                }
            }
        }
        out
    }

    #[test]
    fn every_template_writes_what_it_always_wrote() {
        use sha2::{Digest, Sha256};
        let repo = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let random = format!("random@{}", super::shipped_version("random"));
        let tmp = tempfile::tempdir().unwrap();
        let mut templates: Vec<&str> = WRITTEN.iter().map(|(t, _, _)| *t).collect();
        templates.dedup();
        let mut wrong = vec![];
        for template in templates {
            let dir = tmp.path().join(template);
            scaffold(&dir, template);
            let mut written = files_under(&dir);
            for (_, file, expect) in WRITTEN.iter().filter(|(t, _, _)| *t == template) {
                let Some(bytes) = written.remove(*file) else {
                    wrong.push(format!("{template}: {file} is not written"));
                    continue;
                };
                let text = String::from_utf8(bytes).unwrap();
                match expect {
                    Sha(sha) => {
                        let got = hex::encode(Sha256::digest(
                            text.replace(&random, "random@VERSION").as_bytes(),
                        ));
                        if got != *sha {
                            wrong.push(format!("{template}: {file} differs:\n{text}"));
                        }
                    }
                    Copy(source) => {
                        let mut want = std::fs::read_to_string(repo.join(source)).unwrap();
                        for world in ["program", "policy", "provider"] {
                            want = want.replace(&format!("\"../../../wit/{world}\""), "\"wit\"");
                        }
                        if text != want {
                            wrong.push(format!("{template}: {file} is not {source}"));
                        }
                    }
                }
            }
            wrong.extend(
                written
                    .keys()
                    .map(|f| format!("{template}: {f} is written too")),
            );
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }

    /// The language table, walked: each language's templates are built in and make what
    /// they should (a project of that language, every placeholder replaced), its runtime
    /// validates (and `wasm` is needed exactly when it says), its import snippet renders, and
    /// it has a toolchain (so a hint when it is missing) exactly when its program template's
    /// build command runs that tool. Every template built in is in the table.
    #[test]
    fn every_language_in_the_table_is_whole() {
        use strata_workspace::languages::{self, Adopted, Kind, LANGUAGES};
        use strata_workspace::{Project, ProjectFile};
        let tmp = tempfile::tempdir().unwrap();
        let parse = |toml: &str| ProjectFile::parse(std::path::Path::new("Strata.toml"), toml);
        for l in LANGUAGES {
            let runtime = format!("name = \"x\"\nruntime = \"{}\"\n", l.runtime);
            let wasm = "[program]\nwasm = \"p.wasm\"\n";
            let (right, wrong) = if l.wasm { (wasm, "") } else { ("", wasm) };
            let file = parse(&format!("{runtime}{right}"))
                .unwrap_or_else(|e| panic!("{}: runtime `{}`: {e}", l.name, l.runtime));
            assert!(std::ptr::eq(file.language().unwrap(), l), "{}", l.name);
            assert!(parse(&format!("{runtime}{wrong}")).is_err(), "{}", l.name);

            let inputs = serde_json::json!({"size": 3});
            let snippet = l.declaration(&Adopted {
                ty: "p:Thing",
                name: "web",
                protect: true,
                inputs: &inputs,
            });
            assert!(
                snippet.contains("p:Thing") && snippet.contains("web") && snippet.contains('3'),
                "{}: {snippet}",
                l.name
            );

            for t in l.templates {
                let own: Vec<&str> = embedded::FILES
                    .iter()
                    .filter(|(n, _, _)| *n == t.name)
                    .map(|(_, f, _)| *f)
                    .collect();
                assert!(!own.is_empty(), "templates/{} is missing", t.name);
                let dir = tmp.path().join(t.name);
                assert_eq!(
                    super::make(&dir, Some("my-app".into()), t.name).unwrap(),
                    t.kind
                );
                for file in own {
                    let text = std::fs::read_to_string(dir.join(file)).unwrap();
                    assert!(!text.contains("{{"), "{}: {file}: {text}", t.name);
                }
                if t.kind != Kind::Program {
                    continue;
                }
                let project = Project::load(&dir).unwrap();
                assert!(
                    std::ptr::eq(project.file.language().unwrap(), l),
                    "template {} makes a project of another language",
                    t.name
                );
                let build = project.file.program.build.as_deref();
                match &l.toolchain {
                    Some(tool) => assert!(
                        build.is_some_and(|b| b.contains(tool.tool)) && !tool.install.is_empty(),
                        "{}: its build runs `{}`, whose install hint is given when it is missing",
                        t.name,
                        tool.tool
                    ),
                    None => assert_eq!(build, None, "{}", t.name),
                }
            }
        }
        for s in super::SCAFFOLDS {
            assert!(
                languages::template_named(s.template).is_some(),
                "{}",
                s.template
            );
        }
        for (template, _, _) in embedded::FILES {
            assert!(
                languages::template_named(template).is_some(),
                "templates/{template} is not in the language table"
            );
        }
    }
}
