//! `strata new`: a Rust program project that builds for wasm32-wasip2 and uses the shipped
//! `random` provider.

use anyhow::{Context, Result, bail};
use std::path::Path;

/// Where this build of strata came from: the SDK and the providers it ships.
const REPO: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");

pub fn new_project(dir: &Path, name: Option<String>) -> Result<()> {
    if dir.join(strata_workspace::PROJECT_FILE).exists() {
        bail!("{} already holds a project", dir.display());
    }
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
    let repo = Path::new(REPO)
        .canonicalize()
        .unwrap_or_else(|_| REPO.into());
    let crate_file = name.replace('-', "_");
    std::fs::create_dir_all(dir.join("src"))
        .with_context(|| format!("creating {}", dir.display()))?;
    let files = [
        (
            "Strata.toml",
            format!(
                r#"name = "{name}"

[program]
wasm = "target/wasm32-wasip2/release/{crate_file}.wasm"
build = "cargo build --release --target wasm32-wasip2"

[providers.random]
wasm = "{repo}/target/wasm/wasm32-wasip2/release/strata_provider_random.wasm"
"#,
                repo = repo.display()
            ),
        ),
        (
            "Cargo.toml",
            format!(
                r#"[package]
name = "{name}"
version = "0.1.0"
edition = "2024"

[lib]
crate-type = ["cdylib"]

[dependencies]
strata-sdk = {{ path = "{sdk}" }}

[profile.release]
opt-level = "s"
strip = true

[workspace]
"#,
                sdk = repo.join("guests/sdk/program").display()
            ),
        ),
        (
            "src/lib.rs",
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
        (".gitignore", "/target\n.strata/\n".to_string()),
    ];
    for (file, text) in files {
        let path = dir.join(file);
        std::fs::write(&path, text).with_context(|| format!("writing {}", path.display()))?;
    }
    outln!("Created project {name} in {}.", dir.display());
    outln!("Next: `strata stack init dev` and `strata up` there.");
    Ok(())
}
