//! The TypeScript/JavaScript and Python automation packages (`automation/`), each driving the
//! real binary over its typed event stream: a stack made, configured, previewed, deployed, its
//! outputs and events read, destroyed and removed (their own tests, `test.mjs` and
//! `test_automation.py`, say what holds).

use super::*;

/// The hello project in a directory of its own, with no stack yet.
fn hello() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("Strata.toml"),
        format!(
            "name = \"hello\"\n[program]\nwasm = {}\n\n[providers.random]\nwasm = {}\n\n[providers.local]\nwasm = {}\nallow-dirs = [\"out\"]\n",
            toml_path(test_artifacts::HELLO),
            toml_path(test_artifacts::RANDOM),
            toml_path(test_artifacts::LOCAL),
        ),
    )
    .unwrap();
    dir
}

/// Run `program args` with the tests' environment for strata, the binary and the project
/// named to it; it must succeed.
fn drive(program: &str, args: &[&str], project: &Path) {
    let mut c = Command::new(program);
    c.args(args)
        .current_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("../../automation"))
        .env("STRATA_BIN", STRATA)
        .env("STRATA_PROJECT", project);
    tests_env(&mut c, &strata_in(project, &[]));
    let out = c
        .output()
        .unwrap_or_else(|e| panic!("running {program}: {e}"));
    assert!(
        out.status.success(),
        "{program} {args:?} failed:\n{}\n{}",
        text(&out.stdout),
        text(&out.stderr)
    );
}

#[test]
fn the_node_package_deploys_reads_and_destroys_the_hello_example() {
    let p = hello();
    drive("node", &["node/test.mjs"], p.path());
}

#[test]
fn the_python_package_deploys_reads_and_destroys_the_hello_example() {
    let p = hello();
    drive("python3", &["python/test_automation.py"], p.path());
}
