//! One plugin cache shared by concurrent processes: many `strata` processes fetching and
//! installing one plugin version into one cache (from a real registry, started by
//! `test-services`) while others load it all succeed and leave one whole copy; a re-install
//! killed at each of its file operations leaves a whole copy where the installed one was.

use super::*;

use super::registry::{User, hex_sha256 as sha256_hex};

impl User {
    fn plugins(&self) -> PathBuf {
        self.cache.path().join("plugins")
    }

    /// Every file below the plugin cache, as paths relative to it, sorted.
    fn files(&self) -> Vec<String> {
        let root = self.plugins();
        let mut out = Vec::new();
        let mut todo = vec![root.clone()];
        while let Some(d) = todo.pop() {
            for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
                if e.file_type().unwrap().is_dir() {
                    todo.push(e.path());
                } else {
                    out.push(e.path().strip_prefix(&root).unwrap().display().to_string());
                }
            }
        }
        out.sort();
        out
    }
}

/// Start every command at once, then wait for all: (succeeded, what it printed) of each.
fn race(commands: Vec<(String, Command)>) -> Vec<(String, bool, String)> {
    let running: Vec<(String, Child)> = commands
        .into_iter()
        .map(|(what, mut c)| {
            let child = c
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap();
            (what, child)
        })
        .collect();
    running
        .into_iter()
        .map(|(what, child)| {
            let out = child.wait_with_output().unwrap();
            (
                what,
                out.status.success(),
                format!("{}{}", text(&out.stdout), text(&out.stderr)),
            )
        })
        .collect()
}

/// Assert every raced command succeeded, listing each one that did not with what it said.
fn all_succeeded(phase: &str, results: &[(String, bool, String)]) {
    let failed: Vec<String> = results
        .iter()
        .filter(|(_, ok, _)| !ok)
        .map(|(what, _, out)| format!("--- {what}:\n{out}"))
        .collect();
    assert!(
        failed.is_empty(),
        "{phase}: {} of {} processes failed:\n{}",
        failed.len(),
        results.len(),
        failed.join("\n")
    );
}

/// A project whose provider `test` is the plugin at `reference`, signed by `public`.
fn project_of(user: &User, reference: &str, public: &str, i: usize) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("Strata.toml"),
        format!(
            "name = \"race{i}\"\n[program]\nwasm = {}\n[providers.test]\nplugin = \"{reference}\"\ntrust = [\"{public}\"]\n",
            toml_path(test_artifacts::TEST_PROGRAM)
        ),
    )
    .unwrap();
    user.ok(dir.path(), &["stack", "init", "dev"]);
    user.ok(
        dir.path(),
        &[
            "config",
            "set",
            "spec",
            r#"{"resources": [{"name": "a", "value": 1}]}"#,
        ],
    );
    dir
}

/// How many processes race in each phase.
const RACERS: usize = 16;

#[test]
fn processes_fetching_and_loading_one_plugin_in_one_cache_all_succeed_with_one_copy() {
    let reg = test_services::registry_of_its_own("cache-race", None);
    let base = format!("{}/race", reg.addr);
    let publisher = User::new();
    let key = publisher.config.path().join("release.key");
    let here = Path::new(".");
    publisher.ok(here, &["plugin", "keygen", key.to_str().unwrap()]);
    let public = std::fs::read_to_string(format!("{}.pub", key.display()))
        .unwrap()
        .trim()
        .to_string();
    publisher.ok(
        here,
        &[
            "plugin",
            "publish",
            test_artifacts::TEST_PROVIDER,
            &base,
            "--key",
            key.to_str().unwrap(),
        ],
    );
    let reference = format!("{base}/test:0.1.0");
    let bytes = std::fs::read(test_artifacts::TEST_PROVIDER).unwrap();
    let sha = sha256_hex(&bytes);
    let component = format!("test/0.1.0/{sha}.wasm");
    let mut expected = vec![
        "test/0.1.0/artifact.json".to_string(),
        "test/0.1.0/origin".to_string(),
        component.clone(),
    ];
    expected.sort();

    let user = User::new();
    let projects: Vec<tempfile::TempDir> = (0..RACERS / 2)
        .map(|i| project_of(&user, &reference, &public, i))
        .collect();
    let install = |i: usize| {
        (
            format!("install #{i}"),
            user.command(here, &["plugin", "install", &reference, "--trust", &public]),
        )
    };

    // A fresh cache: half install it, half fetch it on first use (`up`), all at once.
    let mut first: Vec<(String, Command)> = (0..RACERS / 2).map(install).collect();
    for (i, p) in projects.iter().enumerate() {
        first.push((format!("up #{i}"), user.command(p.path(), &["up", "--yes"])));
    }
    let results = race(first);
    all_succeeded("first fetch", &results);
    assert_eq!(user.files(), expected, "one copy, nothing else");

    // Installed: half install it again while the other half load it (`preview`).
    let mut again: Vec<(String, Command)> = (0..RACERS / 2).map(install).collect();
    for (i, p) in projects.iter().enumerate() {
        again.push((
            format!("preview #{i}"),
            user.command(p.path(), &["preview"]),
        ));
    }
    let results = race(again);
    all_succeeded("re-install while loading", &results);
    assert_eq!(user.files(), expected, "one copy, nothing else");
    let installed = std::fs::read(user.plugins().join(&component)).unwrap();
    assert!(installed == bytes, "the copy is the published component");
    let ls = user.ok(here, &["plugin", "ls"]);
    assert_eq!(
        ls.lines().filter(|l| l.starts_with("test ")).count(),
        1,
        "{ls}"
    );
}

/// The component `wasm` with a custom section appended: the same provider, other bytes (so
/// another sha256 under the same name and version).
fn other_bytes(wasm: &str, dir: &Path) -> PathBuf {
    let mut bytes = std::fs::read(wasm).unwrap();
    bytes.extend_from_slice(&[0, 6, 5, b'o', b't', b'h', b'e', b'r']);
    let path = dir.join("other.wasm");
    std::fs::write(&path, bytes).unwrap();
    path
}

/// The one component of `test@0.1.0` in `user`'s cache: whole (its bytes have the sha256 it
/// is named by), and which of `shas` it is.
fn installed_copy(user: &User, shas: &[&str], case: &str) -> String {
    let dir = user.plugins().join("test/0.1.0");
    let wasms: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{case}: {}: {e}", dir.display()))
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "wasm"))
        .collect();
    assert_eq!(wasms.len(), 1, "{case}: {wasms:?}");
    let name = wasms[0].file_stem().unwrap().to_string_lossy().to_string();
    assert_eq!(
        sha256_hex(&std::fs::read(&wasms[0]).unwrap()),
        name,
        "{case}: a torn component"
    );
    assert!(shas.contains(&name.as_str()), "{case}: {name}");
    assert!(dir.join("origin").exists(), "{case}: no origin beside it");
    let ls = user.ok(Path::new("."), &["plugin", "ls"]);
    assert!(
        ls.contains("test") && ls.contains("0.1.0") && !ls.contains('?'),
        "{case}: {ls}"
    );
    name
}

/// A re-install (of the same bytes, and of other bytes for the same version) killed at each
/// of its kill points in turn (`STRATA_FAILPOINTS=kill=N`: the process aborts there, as
/// `kill -9` leaves it): the installed copy stays whole where it was, or the new one is there
/// whole; a later install completes.
#[test]
fn a_reinstall_killed_at_each_file_operation_leaves_a_whole_copy() {
    let scratch = tempfile::tempdir().unwrap();
    let original = test_artifacts::TEST_PROVIDER.to_string();
    let other = other_bytes(&original, scratch.path());
    let other = other.to_str().unwrap().to_string();
    let sha_of = |p: &str| sha256_hex(&std::fs::read(p).unwrap());
    let (old_sha, new_sha) = (sha_of(&original), sha_of(&other));
    let here = Path::new(".");
    for (case, again) in [("same bytes", &original), ("other bytes", &other)] {
        let mut plugin_points = 0;
        for n in 1.. {
            assert!(n < 200, "{case}: the re-install never completed");
            let user = User::new();
            user.ok(here, &["plugin", "install", &original]);
            let log = scratch.path().join(format!("points-{n}"));
            let out = user
                .command(here, &["plugin", "install", again])
                .env(
                    "STRATA_FAILPOINTS",
                    format!("log={},kill={n}", log.display()),
                )
                .output()
                .unwrap();
            let points = std::fs::read_to_string(&log).unwrap_or_default();
            let at = format!("{case}, killed at point {n} of:\n{points}");
            if out.status.success() {
                // Past the last point: it ran to its end.
                let now = installed_copy(&user, &[&new_sha, &old_sha], &at);
                let wanted = if case == "same bytes" {
                    &old_sha
                } else {
                    &new_sha
                };
                assert_eq!(&now, wanted, "{at}");
                break;
            }
            assert!(
                out.status.code().is_none(),
                "{at}: it failed instead of dying: {}",
                text(&out.stderr)
            );
            if points
                .lines()
                .last()
                .is_some_and(|l| l.contains("plugin cache"))
            {
                plugin_points += 1;
            }
            installed_copy(&user, &[&old_sha, &new_sha], &at);
            // What the killed one left does not stand in the way of the next.
            user.ok(here, &["plugin", "install", again]);
            let now = installed_copy(&user, &[&old_sha, &new_sha], &at);
            let wanted = if case == "same bytes" {
                &old_sha
            } else {
                &new_sha
            };
            assert_eq!(&now, wanted, "{at}");
        }
        // The harness is only as good as its points: the cache's writes are among them.
        assert!(
            plugin_points >= 3,
            "{case}: {plugin_points} kill points in the plugin cache"
        );
    }
}
