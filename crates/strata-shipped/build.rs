//! Builds the providers Strata ships (`providers/random`, `providers/local`) and the YAML and
//! CloudFormation programs for wasm32-wasip2, alone, in a guest target directory of their own
//! (`target/wasm-shipped`: see `guest_build::build_shipped`), and embeds their bytes.

use std::path::PathBuf;

const SHIPPED: &[(&str, &str)] = &[
    ("random", "strata_provider_random"),
    ("local", "strata_provider_local"),
];

fn main() {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap());
    let root = manifest.join("../..").canonicalize().unwrap();
    let built = guest_build::build_shipped(&root);
    let mut code = String::from(
        "/// The shipped providers: name and component bytes.\npub const SHIPPED: &[(&str, &[u8])] = &[\n",
    );
    for (name, file) in SHIPPED {
        let path = built.join(format!("{file}.wasm"));
        assert!(path.exists(), "{} was not built", path.display());
        code.push_str(&format!(
            "    ({name:?}, include_bytes!({:?})),\n",
            path.display().to_string()
        ));
    }
    code.push_str("];\n");
    // The YAML program (`runtime = "yaml"`).
    let yaml = built.join("strata_yaml.wasm");
    assert!(yaml.exists(), "{} was not built", yaml.display());
    code.push_str(&format!(
        "/// The YAML program: runs a project's Strata.yaml.\npub const YAML_PROGRAM: &[u8] = include_bytes!({:?});\n",
        yaml.display().to_string()
    ));
    // The CloudFormation program (`runtime = "cloudformation"`).
    let cfn = built.join("strata_cloudformation.wasm");
    assert!(cfn.exists(), "{} was not built", cfn.display());
    code.push_str(&format!(
        "/// The CloudFormation program: runs a project's CloudFormation template.\npub const CLOUDFORMATION_PROGRAM: &[u8] = include_bytes!({:?});\n",
        cfn.display().to_string()
    ));
    std::fs::write(
        PathBuf::from(std::env::var("OUT_DIR").unwrap()).join("shipped.rs"),
        code,
    )
    .unwrap();
}
