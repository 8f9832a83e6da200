//! The JavaScript provider runtime has WASI's clocks: a TypeScript provider's `Date.now()`
//! advances within a call and `performance.now()` runs (it trapped, and `Date.now()` stood
//! still, when the provider SDK's build left clocks out). The program runtime's build always
//! had them.

use super::*;

/// A provider written from the TypeScript template whose create waits on both clocks, built
/// with the SDK's build, deployed by the template's YAML example: what it measured is in its
/// outputs.
#[test]
fn a_typescript_provider_s_clocks_advance_within_a_call() {
    let scratch = tempfile::tempdir().unwrap();
    let dir = scratch.path().join("clock");
    succeeded(
        &["new"],
        strata_in(
            scratch.path(),
            &[
                "new",
                dir.to_str().unwrap(),
                "--template",
                "provider-typescript",
                "--name",
                "clock",
            ],
        )
        .output()
        .unwrap(),
    );
    std::fs::write(
        dir.join("src/index.ts"),
        r#"import { defineProvider } from '@strata/provider';

export const provider = defineProvider({
  resources: {
    'clock:Note': {
      description: 'Waits 25 ms on the monotonic clock, and says what both clocks saw',
      inputs: { title: { type: 'string' }, text: { type: 'string' } },
      outputs: { waited: { type: 'number' }, advanced: { type: 'number' }, rendered: { type: 'string' } },
      create(_inputs: unknown, { name }) {
        const t0 = performance.now();
        const d0 = Date.now();
        while (performance.now() - t0 < 25) { /* wait */ }
        return { id: name, outputs: { waited: performance.now() - t0, advanced: Date.now() - d0, rendered: 'tick' } };
      },
      delete() {},
    },
  },
});
"#,
    )
    .unwrap();
    let out = Command::new("sh")
        .arg("-c")
        .arg("npm install --silent --no-audit --no-fund --install-links && npm run --silent build")
        .current_dir(&dir)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}{}",
        text(&out.stdout),
        text(&out.stderr)
    );
    let example = dir.join("example");
    succeeded(
        &["stack", "init"],
        strata_in(&example, &["stack", "init", "dev"])
            .output()
            .unwrap(),
    );
    let said = succeeded(
        &["up"],
        strata_in(&example, &["up", "--yes", "--json"])
            .output()
            .unwrap(),
    );
    let cp: Value = serde_json::from_str(&succeeded(
        &["stack", "export"],
        strata_in(&example, &["stack", "export"]).output().unwrap(),
    ))
    .unwrap();
    let note = cp["resources"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["type"] == "clock:Note")
        .unwrap_or_else(|| panic!("no note in {cp}"));
    let outputs = &note["outputs"];
    let waited = outputs["waited"].as_f64().unwrap_or_default();
    let advanced = outputs["advanced"].as_f64().unwrap_or_default();
    assert!(waited >= 25.0, "{outputs} {said}");
    assert!(advanced >= 20.0, "Date.now() stood still: {outputs}");
}
