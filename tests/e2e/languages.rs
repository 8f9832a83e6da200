//! Every language a first-class citizen: typed SDKs generated from provider schemas.

use super::*;

/// The Rust SDK's modules for the shipped providers are what `strata gen-sdk` makes of their
/// schemas today: a schema change without regenerating them fails here.
#[test]
fn the_generated_sdks_of_the_shipped_providers_match_their_schemas() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("Strata.toml"),
        format!(
            "name = \"gen\"\nruntime = \"yaml\"\n[providers.random]\nwasm = {}\n[providers.local]\nwasm = {}\n[providers.aws]\nwasm = {}\n",
            toml_path(test_artifacts::RANDOM),
            toml_path(test_artifacts::LOCAL),
            toml_path(aws_artifacts::AWS),
        ),
    )
    .unwrap();
    let p = Project { dir };
    let sdk = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../guests/sdk/program/src/providers");
    for provider in ["random", "local", "aws"] {
        let generated = p.ok(&["gen-sdk", provider, "--lang", "rust"]);
        let checked_in = std::fs::read_to_string(sdk.join(format!("{provider}.rs"))).unwrap();
        assert!(
            generated == checked_in,
            "guests/sdk/program/src/providers/{provider}.rs drifted from the {provider} provider's schema: regenerate it with `strata gen-sdk {provider} --lang rust --out guests/sdk/program/src/providers` (in a project that has the provider)"
        );
    }
    let err = p.fails(&["gen-sdk", "random", "--lang", "cobol"]);
    assert!(err.contains("`--lang cobol`"), "{err}");
}
