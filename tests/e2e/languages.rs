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

/// The same program, written in Rust (the test program, shaped by its config) and in YAML, makes
/// the identical plan and the identical state, URN for URN: the YAML program means what the
/// Rust SDK means. (TypeScript and Python join this comparison with their SDKs.)
#[test]
fn the_same_program_in_rust_and_in_yaml_plans_and_deploys_identically() {
    let rust = {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join("Strata.toml"),
            format!(
                "name = \"same\"\n[program]\nwasm = {}\n[providers.test]\nwasm = {}\n",
                toml_path(test_artifacts::TEST_PROGRAM),
                toml_path(test_artifacts::TEST_PROVIDER)
            ),
        )
        .unwrap();
        let p = Project { dir };
        p.ok(&["stack", "init", "dev"]);
        p.spec(json!({"resources": [
            {"name": "a", "value": "one"},
            {"name": "b", "ref": "a", "apply": true},
            {"name": "c", "props_refs": {"value": "a.echo"}, "depends_on": ["b"]},
        ], "outputs": {"x": "c", "y": "b"}}));
        p
    };
    let yaml = {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join("Strata.toml"),
            format!(
                "name = \"same\"\nruntime = \"yaml\"\n[providers.test]\nwasm = {}\n",
                toml_path(test_artifacts::TEST_PROVIDER)
            ),
        )
        .unwrap();
        std::fs::write(
            dir.path().join("Strata.yaml"),
            r#"resources:
  c:
    type: test:Resource
    properties: {value: "${a.echo}"}
    options: {dependsOn: [b]}
  b:
    type: test:Resource
    properties: {from: 'applied:"${a.echo}"'}
  a:
    type: test:Resource
    properties: {value: one}
outputs:
  x: ${c.echo}
  y: ${b.echo}
"#,
        )
        .unwrap();
        let p = Project { dir };
        p.ok(&["stack", "init", "dev"]);
        p
    };
    // The plan: each step's URN, operation and changes, in URN order.
    let plan = |p: &Project| -> Vec<Value> {
        let mut steps: Vec<Value> = p
            .ok(&["preview", "--json"])
            .lines()
            .filter_map(|l| serde_json::from_str::<Value>(l).ok())
            .filter(|e| e["event"] == "step-started")
            .map(|e| json!({"urn": e["urn"], "op": e["op"], "changes": e["changes"]}))
            .collect();
        steps.sort_by_key(|s| s["urn"].to_string());
        steps
    };
    assert_eq!(plan(&rust), plan(&yaml));
    // The state: every resource as recorded (its provider id aside), and the outputs.
    let state = |p: &Project| -> Value {
        p.up();
        let mut cp: Value = serde_json::from_str(&p.ok(&["stack", "export"])).unwrap();
        let mut resources: Vec<Value> = cp["resources"]
            .as_array_mut()
            .unwrap()
            .drain(..)
            .map(|mut r| {
                r.as_object_mut().unwrap().remove("id");
                r
            })
            .collect();
        resources.sort_by_key(|r| r["urn"].to_string());
        json!({"resources": resources, "outputs": cp["outputs"]})
    };
    let (r, y) = (state(&rust), state(&yaml));
    assert_eq!(r, y);
    assert_eq!(r["outputs"], json!({"x": "one", "y": null}));
    let b = r["resources"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["urn"].as_str().unwrap().ends_with("::b"))
        .unwrap();
    assert_eq!(
        b["inputs"]["from"], "applied:\"one\"",
        "the apply ran in both"
    );
}
