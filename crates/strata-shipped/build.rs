//! Builds the providers Strata ships (`providers/random`, `providers/local`) for wasm32-wasip2 in
//! the guest workspace's target directory (shared with `tests/artifacts`, so nothing is built
//! twice) and embeds their bytes.

use std::path::PathBuf;
use std::process::Command;

const SHIPPED: &[(&str, &str, &str)] = &[
    ("random", "strata-provider-random", "strata_provider_random"),
    ("local", "strata-provider-local", "strata_provider_local"),
];

fn main() {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap());
    let root = manifest.join("../..").canonicalize().unwrap();
    for watched in [
        "guests/sdk/provider",
        "guests/Cargo.toml",
        "providers",
        "wit/provider",
    ] {
        println!("cargo:rerun-if-changed={}", root.join(watched).display());
    }
    println!("cargo:rerun-if-env-changed=STRATA_GUEST_TARGET_DIR");
    let target = std::env::var_os("STRATA_GUEST_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("target/wasm"));
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let mut cmd = Command::new(cargo);
    cmd.args([
        "build",
        "--release",
        "--target",
        "wasm32-wasip2",
        "--manifest-path",
    ])
    .arg(root.join("guests/Cargo.toml"))
    .arg("--target-dir")
    .arg(&target);
    for (_, package, _) in SHIPPED {
        cmd.args(["-p", package]);
    }
    let out = cmd
        .env_remove("CARGO_ENCODED_RUSTFLAGS")
        .env_remove("RUSTFLAGS")
        .env_remove("CARGO_TARGET_DIR")
        .env_remove("CARGO_BUILD_TARGET")
        .output()
        .expect("running cargo for the shipped providers");
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        if err.contains("wasm32-wasip2")
            && (err.contains("may not be installed") || err.contains("can't find crate for `core`"))
        {
            panic!(
                "the wasm32-wasip2 target is missing: run `rustup target add wasm32-wasip2`\n{err}"
            );
        }
        panic!("building the shipped providers failed:\n{err}");
    }
    let mut code = String::from(
        "/// The shipped providers: name and component bytes.\npub const SHIPPED: &[(&str, &[u8])] = &[\n",
    );
    for (name, _, file) in SHIPPED {
        let path = target
            .join("wasm32-wasip2/release")
            .join(format!("{file}.wasm"));
        assert!(path.exists(), "{} was not built", path.display());
        code.push_str(&format!(
            "    ({name:?}, include_bytes!({:?})),\n",
            path.display().to_string()
        ));
    }
    code.push_str("];\n");
    std::fs::write(
        PathBuf::from(std::env::var("OUT_DIR").unwrap()).join("shipped.rs"),
        code,
    )
    .unwrap();
}
