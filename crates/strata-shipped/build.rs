//! Builds the providers Strata ships (`providers/random`, `providers/local`) for wasm32-wasip2
//! (in the guest target directory shared with `tests/artifacts`, so nothing is built twice) and
//! embeds their bytes.

use std::path::PathBuf;

const SHIPPED: &[(&str, &str, &str)] = &[
    ("random", "strata-provider-random", "strata_provider_random"),
    ("local", "strata-provider-local", "strata_provider_local"),
];

fn main() {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap());
    let root = manifest.join("../..").canonicalize().unwrap();
    let packages: Vec<&str> = SHIPPED.iter().map(|(_, p, _)| *p).collect();
    let built = guest_build::build(
        &root,
        &packages,
        &[
            "guests/sdk/provider",
            "guests/Cargo.toml",
            "providers",
            "wit/provider",
        ],
    );
    let mut code = String::from(
        "/// The shipped providers: name and component bytes.\npub const SHIPPED: &[(&str, &[u8])] = &[\n",
    );
    for (name, _, file) in SHIPPED {
        let path = built.join(format!("{file}.wasm"));
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
