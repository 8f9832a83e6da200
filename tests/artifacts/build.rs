//! Builds every guest component (the shipped providers, the example, the test guests) for
//! wasm32-wasip2 with one cargo call on the guest workspace, and exposes their paths as
//! constants. Guests build into `target/wasm` (or `$STRATA_GUEST_TARGET_DIR`), apart from the
//! host's target directory, so this nested cargo never waits on the outer one's lock.

use std::path::PathBuf;
use std::process::Command;

const COMPONENTS: &[(&str, &str)] = &[
    ("RANDOM", "strata_provider_random"),
    ("LOCAL", "strata_provider_local"),
    ("TEST_PROVIDER", "strata_provider_testprov"),
    ("TEST_PROGRAM", "test_program"),
    ("HELLO", "hello"),
    ("HOSTILE", "strata_provider_hostile"),
];

fn main() {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap());
    let root = manifest.join("../..").canonicalize().unwrap();
    for watched in [
        "guests/sdk",
        "guests/test",
        "guests/Cargo.toml",
        "providers",
        "examples/hello/src",
        "examples/hello/Cargo.toml",
        "wit",
    ] {
        println!("cargo:rerun-if-changed={}", root.join(watched).display());
    }
    println!("cargo:rerun-if-env-changed=STRATA_GUEST_TARGET_DIR");
    let target = std::env::var_os("STRATA_GUEST_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("target/wasm"));
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .args([
            "build",
            "--release",
            "--target",
            "wasm32-wasip2",
            "--manifest-path",
        ])
        .arg(root.join("guests/Cargo.toml"))
        .arg("--target-dir")
        .arg(&target)
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
    let mut consts = String::new();
    for (name, file) in COMPONENTS {
        let path = target
            .join("wasm32-wasip2/release")
            .join(format!("{file}.wasm"));
        assert!(path.exists(), "{} was not built", path.display());
        consts.push_str(&format!(
            "/// `{file}.wasm`\npub const {name}: &str = {:?};\n",
            path.display().to_string()
        ));
    }
    std::fs::write(
        PathBuf::from(std::env::var("OUT_DIR").unwrap()).join("components.rs"),
        consts,
    )
    .unwrap();
}
