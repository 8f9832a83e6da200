//! The TypeScript/JavaScript and Python automation packages (`automation/`), each driving the
//! real binary over its typed event stream: a workspace and its stacks, configuration with
//! secrets, the hello example through create, update, refresh, import, a cancelled update and
//! destroy (`test.mjs`, `test_automation.py`); cancellation, locks and two stacks at once on a
//! project of slow resources (`test_cancel.mjs`, `test_cancel.py`); and, against a stand-in
//! binary (`automation/testdata/fake-strata.sh`), a stream of another schema version refused,
//! 1 MB on stderr read while the stream is, every failure kind's error class, and every option
//! passed as the argument it should be (`test_fake.mjs`, `test_fake.py`). Their tests say what
//! holds.

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

/// A project of slow resources, with no stack yet: the test program declares what its stack's
/// `spec` says, and the test provider holds each call that names a gate until the script opens
/// it (in the project's `gates` directory: see `Gates`).
fn slow() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("Strata.toml"),
        format!(
            "name = \"slow\"\n[program]\nwasm = {}\n\n[providers.test]\nwasm = {}\nallow-dirs = [\"gates\"]\nconfig = {{ gates = \"gates\" }}\n",
            toml_path(test_artifacts::TEST_PROGRAM),
            toml_path(test_artifacts::TEST_PROVIDER),
        ),
    )
    .unwrap();
    std::fs::create_dir(dir.path().join("gates")).unwrap();
    dir
}

/// Run `program args` with the tests' environment for strata, the binary and the projects
/// named to it (`STRATA_PROJECT`, and `STRATA_SLOW_PROJECT` if given); it must succeed.
fn drive(program: &str, args: &[&str], project: &Path, slow: Option<&Path>) {
    let mut c = Command::new(program);
    c.args(args)
        .current_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("../../automation"))
        .env("STRATA_BIN", STRATA)
        .env("STRATA_PROJECT", project);
    if let Some(slow) = slow {
        c.env("STRATA_SLOW_PROJECT", slow);
    }
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
    drive("node", &["node/test.mjs"], p.path(), None);
}

#[test]
fn the_python_package_deploys_reads_and_destroys_the_hello_example() {
    let p = hello();
    drive("python3", &["python/test_automation.py"], p.path(), None);
}

#[test]
fn the_node_package_cancels_settles_locks_and_runs_two_stacks_at_once() {
    let (p, s) = (hello(), slow());
    drive("node", &["node/test_cancel.mjs"], p.path(), Some(s.path()));
}

#[test]
fn the_python_package_cancels_settles_locks_and_runs_two_stacks_at_once() {
    let (p, s) = (hello(), slow());
    drive(
        "python3",
        &["python/test_cancel.py"],
        p.path(),
        Some(s.path()),
    );
}

#[test]
fn the_node_package_refuses_other_stream_versions_reads_both_pipes_and_types_each_failure() {
    let p = hello();
    drive("node", &["node/test_fake.mjs"], p.path(), None);
}

#[test]
fn the_python_package_refuses_other_stream_versions_reads_both_pipes_and_types_each_failure() {
    let p = hello();
    drive("python3", &["python/test_fake.py"], p.path(), None);
}
