//! Builds every guest component (the shipped providers, the example, the test guests) for
//! wasm32-wasip2 (with `guest-build`) and exposes their paths as constants; the shipped
//! providers' are the very files the strata binary embeds.

use std::path::PathBuf;

const COMPONENTS: &[(&str, &str)] = &[
    ("RANDOM", "strata_provider_random"),
    ("LOCAL", "strata_provider_local"),
    ("TEST_PROVIDER", "strata_provider_testprov"),
    ("TEST_PROGRAM", "test_program"),
    ("HELLO", "hello"),
    ("STATIC_SITE", "static_site"),
    ("LAYERED_NETWORK", "layered_network"),
    ("LAYERED_DATA", "layered_data"),
    ("LAYERED_APP", "layered_app"),
    ("HOSTILE", "strata_provider_hostile"),
    ("HOSTILE_POLICY", "strata_policy_hostile"),
    ("ACME_POLICIES", "acme_policies"),
];

fn main() {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap());
    let root = manifest.join("../..").canonicalize().unwrap();
    let built = guest_build::build(&root);
    // The shipped providers are the bytes the strata binary embeds (built apart: see
    // `guest_build::build_shipped`), so that installing one from its file and naming the shipped
    // one are the same provider.
    let shipped = guest_build::build_shipped(&root);
    let mut consts = String::new();
    for (name, file) in COMPONENTS {
        let dir = if guest_build::SHIPPED_FILES.contains(file) {
            &shipped
        } else {
            &built
        };
        let path = dir.join(format!("{file}.wasm"));
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
