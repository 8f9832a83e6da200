//! Builds guest components for wasm32-wasip2 from a build script, with one cargo call on the
//! guest workspace (`guests/Cargo.toml`) into `target/wasm` (or `$STRATA_GUEST_TARGET_DIR`),
//! apart from the host's target directory, so this nested cargo never waits on the outer one's
//! lock. It clears the outer build's flags, says how to add the target if it is missing, and
//! asks cargo to rerun the script when the guests' sources change.

use std::path::{Path, PathBuf};
use std::process::Command;

/// What the guest workspace builds from (relative to the repository): a change to any of it
/// rebuilds the guests.
const GUEST_SOURCES: &[&str] = &[
    "guests/sdk",
    "guests/test",
    "guests/yaml",
    "guests/cloudformation",
    "guests/Cargo.toml",
    "providers/random",
    "providers/local",
    "examples/hello/src",
    "examples/hello/Cargo.toml",
    "examples/static-site/src",
    "examples/layered",
    "examples/policies/rust",
    "wit",
];

/// Build the whole guest workspace and return where its `.wasm` files are
/// (`…/wasm32-wasip2/release`). `root` is the repository. Always the whole workspace: a build of
/// some packages unifies features otherwise and writes other bytes to the same files, so two
/// build scripts asking for different subsets would leave copies that differ by which ran last.
pub fn build(root: &Path) -> PathBuf {
    build_workspace(root, "guests/Cargo.toml", "", GUEST_SOURCES)
}

/// As [`build`], for the workspace whose manifest is `manifest` (relative to `root`), into the
/// guest target directory with `suffix` appended (`target/wasm-aws` for `-aws`): a heavy guest
/// (the AWS provider) keeps its own lock file, target directory and cargo invocation. `watched`
/// are the paths (relative to `root`) whose changes rebuild.
pub fn build_workspace(root: &Path, manifest: &str, suffix: &str, watched: &[&str]) -> PathBuf {
    build_packages(root, manifest, suffix, watched, &[])
}

/// What the shipped components (`strata-shipped`) build from.
pub const SHIPPED_SOURCES: &[&str] = &[
    "guests/sdk",
    "guests/yaml",
    "guests/cloudformation",
    "guests/Cargo.toml",
    "providers/random",
    "providers/local",
    "wit",
];

/// The files (without `.wasm`) [`build_shipped`] makes: whoever names one of these components
/// takes it from there, the bytes the binary embeds.
pub const SHIPPED_FILES: &[&str] = &[
    "strata_provider_random",
    "strata_provider_local",
    "strata_yaml",
    "strata_cloudformation",
];

/// The components the `strata` binary embeds (the random and local providers, the YAML and
/// CloudFormation programs), alone, into a guest target directory of their own (`target/wasm-shipped`): a build
/// of the host no longer waits for the test guests, the policy packs and the examples, and the
/// embedded bytes never depend on which other packages a build unified features with.
pub fn build_shipped(root: &Path) -> PathBuf {
    build_packages(
        root,
        "guests/Cargo.toml",
        "-shipped",
        SHIPPED_SOURCES,
        &[
            "strata-provider-random",
            "strata-provider-local",
            "strata-yaml",
            "strata-cloudformation",
        ],
    )
}

/// As [`build_workspace`], for `packages` of it only (all of them when empty). A subset unifies
/// features on its own, so it must have a target directory of its own (`suffix`).
fn build_packages(
    root: &Path,
    manifest: &str,
    suffix: &str,
    watched: &[&str],
    packages: &[&str],
) -> PathBuf {
    for w in watched {
        println!("cargo:rerun-if-changed={}", root.join(w).display());
    }
    println!("cargo:rerun-if-env-changed=STRATA_GUEST_TARGET_DIR");
    let mut target = std::env::var_os("STRATA_GUEST_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("target/wasm"));
    if !suffix.is_empty() {
        let mut name = target.file_name().unwrap_or_default().to_os_string();
        name.push(suffix);
        target.set_file_name(name);
    }
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let mut cmd = Command::new(cargo);
    cmd.args([
        "build",
        "--release",
        "--target",
        "wasm32-wasip2",
        "--manifest-path",
    ])
    .arg(root.join(manifest))
    .arg("--target-dir")
    .arg(&target);
    for p in packages {
        cmd.args(["-p", p]);
    }
    let out = cmd
        .env_remove("CARGO_ENCODED_RUSTFLAGS")
        .env_remove("RUSTFLAGS")
        .env_remove("CARGO_TARGET_DIR")
        .env_remove("CARGO_BUILD_TARGET")
        .output()
        .expect("running cargo for the guest components");
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        if err.contains("wasm32-wasip2")
            && (err.contains("may not be installed") || err.contains("can't find crate for `core`"))
        {
            panic!(
                "the wasm32-wasip2 target is missing: run `rustup target add wasm32-wasip2`\n{err}"
            );
        }
        panic!("building the guest components failed:\n{err}");
    }
    target.join("wasm32-wasip2/release")
}
