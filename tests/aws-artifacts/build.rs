//! Builds the AWS provider (its own workspace, lock file and target directory: the AWS SDK
//! takes minutes to compile, and a change to the other guests must not rebuild it).

use std::path::PathBuf;

fn main() {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap());
    let root = manifest.join("../..").canonicalize().unwrap();
    let built = guest_build::build_workspace(
        &root,
        "providers/aws/Cargo.toml",
        "-aws",
        &[
            "providers/aws/src",
            "providers/aws/Cargo.toml",
            "providers/aws/registry/types.json",
            "crates/strata-cloudcontrol",
            "guests/sdk/provider",
            "wit/provider",
        ],
    );
    let path = built.join("strata_provider_aws.wasm");
    assert!(path.exists(), "{} was not built", path.display());
    std::fs::write(
        PathBuf::from(std::env::var("OUT_DIR").unwrap()).join("aws.rs"),
        format!(
            "/// `strata_provider_aws.wasm`\npub const AWS: &str = {:?};\n",
            path.display().to_string()
        ),
    )
    .unwrap();
}
