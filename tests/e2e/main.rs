//! End-to-end tests: drive the real `strata` binary on projects in temporary directories, with
//! the real guest components (built by `tests/artifacts`).

use serde_json::{Value, json};
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdout, Command, Output, Stdio};

#[cfg(feature = "acceptance")]
mod acceptance;
mod authority;
mod automation;
mod aws;
mod backends;
mod cfn_convert;
mod cfn_runtime;
mod clocks;
mod cloud_control;
mod cloudformation;
mod console;
mod events;
mod languages;
mod lifecycle;
mod links;
mod nothing_lost;
mod plan_truth;
mod plugin_cache;
mod policies;
mod policy_settings;
mod registry;
mod sandbox;
mod security_table;
mod state;
mod typos;
mod watch;
mod workspaces;
mod yaml;

const STRATA: &str = env!("CARGO_BIN_EXE_strata");

struct Project {
    dir: tempfile::TempDir,
}

fn toml_path(p: &str) -> String {
    format!("{p:?}")
}

impl Project {
    /// A project running `program` with the test, random and local providers.
    fn new(program: &str) -> Project {
        let dir = tempfile::tempdir().unwrap();
        let text = format!(
            "name = \"e2e\"\n[program]\nwasm = {}\n\n[providers.test]\nwasm = {}\n\n[providers.random]\nwasm = {}\n\n[providers.local]\nwasm = {}\nallow-dirs = [\"out\"]\n",
            toml_path(program),
            toml_path(test_artifacts::TEST_PROVIDER),
            toml_path(test_artifacts::RANDOM),
            toml_path(test_artifacts::LOCAL),
        );
        std::fs::write(dir.path().join("Strata.toml"), text).unwrap();
        let p = Project { dir };
        p.ok(&["stack", "init", "dev"]);
        p
    }

    /// A project named `name` running the test program with `spec`, its state in `backend`.
    fn named(name: &str, backend: &str, spec: Value) -> Project {
        let dir = tempfile::tempdir().unwrap();
        let text = format!(
            "name = \"{name}\"\nbackend = {}\n[program]\nwasm = {}\n\n[providers.test]\nwasm = {}\n",
            toml_path(backend),
            toml_path(test_artifacts::TEST_PROGRAM),
            toml_path(test_artifacts::TEST_PROVIDER),
        );
        std::fs::write(dir.path().join("Strata.toml"), text).unwrap();
        let p = Project { dir };
        p.ok(&["stack", "init", "dev"]);
        p.spec(spec);
        p
    }

    /// A project running the test program with `spec`.
    fn with_spec(spec: Value) -> Project {
        let p = Project::new(test_artifacts::TEST_PROGRAM);
        p.spec(spec);
        p
    }

    fn spec(&self, spec: Value) {
        self.ok(&["config", "set", "spec", &spec.to_string()]);
    }

    fn path(&self) -> &Path {
        self.dir.path()
    }

    fn command(&self, args: &[&str]) -> Command {
        strata_in(self.path(), args)
    }
}

/// Append `lines` (whole tables, such as `[backends]`) to the project file in `dir`, and give
/// its `[program]` the stack grants `grants`.
fn set_project_lines(dir: &Path, lines: &str, grants: &[&str]) {
    let path = dir.join("Strata.toml");
    let mut text = std::fs::read_to_string(&path).unwrap();
    if !grants.is_empty() {
        let line = format!("allow-stacks = {grants:?}\n");
        text = match text.find("[program]\n") {
            Some(at) => {
                let at = at + "[program]\n".len();
                format!("{}{line}{}", &text[..at], &text[at..])
            }
            None => format!("{text}\n[program]\n{line}"),
        };
    }
    if !lines.is_empty() {
        text.push_str(&format!("\n{lines}"));
    }
    std::fs::write(&path, text).unwrap();
}

/// `strata --cwd DIR ARGS` with the tests' environment: their own cache and configuration
/// directories, no backend of whoever runs them, moto's credentials, no color, no stdin.
fn strata_in(dir: &Path, args: &[&str]) -> Command {
    let mut c = Command::new(STRATA);
    c.arg("--cwd").arg(dir).args(args);
    c.env("STRATA_CACHE_DIR", cache_dir())
        // The backend is the project's, never the environment's of whoever runs the tests;
        // keys and `login` live in the tests' own configuration directory.
        .env_remove("STRATA_BACKEND")
        .env("XDG_CONFIG_HOME", config_dir())
        // An S3 backend's credentials (moto's): never whoever runs the tests' own.
        .env("AWS_ACCESS_KEY_ID", "testing")
        .env("AWS_SECRET_ACCESS_KEY", "testing")
        .env_remove("AWS_SESSION_TOKEN")
        .env_remove("AWS_PROFILE")
        .env("NO_COLOR", "1")
        .stdin(Stdio::null());
    c
}

/// `strata --cwd DIR ARGS` on a terminal of its own (`script`, of util-linux, in every Debian),
/// with the tests' environment: what the test writes to the command's stdin is typed on that
/// terminal, and what strata prints there comes out on its stdout.
fn strata_on_a_terminal(dir: &Path, args: &[&str]) -> Command {
    let inner = strata_in(dir, args);
    let line = std::iter::once(inner.get_program())
        .chain(inner.get_args())
        .map(|a| format!("'{}'", a.to_string_lossy()))
        .collect::<Vec<_>>()
        .join(" ");
    let mut c = Command::new("script");
    c.args(["-qfec", &line, "/dev/null"]);
    tests_env(&mut c, &inner);
    c.stdin(Stdio::piped()).stdout(Stdio::piped());
    c
}

/// The test provider's gates in a project (its `gate` input): a create, update or delete that
/// names a gate says it has begun and waits until the test opens it. A test that needs a call in
/// flight while it acts (a lock held, a process to kill or interrupt, an outage to ride out) waits
/// for the call to begin and opens the gate when it is done, on a machine however loaded, instead
/// of hoping that a latency outlasts what it does. Every gate is opened when this is dropped, so
/// that a failed test leaves no process waiting (so a project has one `Gates` at a time).
struct Gates {
    dir: PathBuf,
}

impl Gates {
    /// Grant the project's test provider a `gates` directory (a world project's serves).
    fn of(p: &Project) -> Gates {
        Gates::in_project(p.path())
    }

    fn in_project(project: &Path) -> Gates {
        let file = project.join("Strata.toml");
        let toml = std::fs::read_to_string(&file).unwrap();
        let world = "config = { world = \"world\" }";
        let dir = if toml.contains(world) {
            project.join("world")
        } else {
            let wasm = format!("wasm = {}\n", toml_path(test_artifacts::TEST_PROVIDER));
            assert!(toml.contains(&wasm), "no test provider in {toml}");
            let grant =
                format!("{wasm}allow-dirs = [\"gates\"]\nconfig = {{ gates = \"gates\" }}\n");
            if !toml.contains(&grant) {
                std::fs::write(&file, toml.replacen(&wasm, &grant, 1)).unwrap();
            }
            project.join("gates")
        };
        std::fs::create_dir_all(&dir).unwrap();
        Gates { dir }
    }

    /// How many calls have reached `gate`.
    fn entered(&self, gate: &str) -> usize {
        std::fs::read_to_string(self.dir.join(format!("{gate}.entered")))
            .map(|t| t.lines().count())
            .unwrap_or(0)
    }

    /// Wait until `calls` calls have reached `gate` (they are in flight, held there).
    fn wait(&self, gate: &str, calls: usize) {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(300);
        while self.entered(gate) < calls {
            assert!(
                std::time::Instant::now() < deadline,
                "gate `{gate}`: {} of {calls} calls began in 300 s",
                self.entered(gate)
            );
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
    }

    /// Let every call held at `gate`, and every later one, go on.
    fn open(&self, gate: &str) {
        std::fs::write(self.dir.join(format!("{gate}.open")), "").unwrap();
    }

    /// Close `gate` again, forgetting the calls that reached it: the next ones wait there.
    fn close(&self, gate: &str) {
        for end in ["open", "entered"] {
            let _ = std::fs::remove_file(self.dir.join(format!("{gate}.{end}")));
        }
    }

    /// The gates that calls have reached and that are not open yet, by name.
    fn holding(&self) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(&self.dir)
            .into_iter()
            .flatten()
            .flatten()
            .filter_map(|e| {
                let name = e.file_name().to_string_lossy().into_owned();
                let gate = name.strip_suffix(".entered")?.to_string();
                (!self.dir.join(format!("{gate}.open")).exists()).then_some(gate)
            })
            .collect();
        names.sort();
        names
    }
}

impl Drop for Gates {
    fn drop(&mut self) {
        for e in std::fs::read_dir(&self.dir).into_iter().flatten().flatten() {
            let name = e.file_name().to_string_lossy().into_owned();
            if let Some(gate) = name.strip_suffix(".entered") {
                let _ = std::fs::write(self.dir.join(format!("{gate}.open")), "");
            }
        }
    }
}

/// Give `c` the environment the tests give strata (`strata_in`'s, taken from `inner`): for a
/// command that runs strata through another program, or with arguments of its own.
fn tests_env(c: &mut Command, inner: &Command) {
    for (k, v) in inner.get_envs() {
        match v {
            Some(v) => c.env(k, v),
            None => c.env_remove(k),
        };
    }
}

impl Project {
    /// Start `strata ARGS` with its stdout (and stderr) piped, for tests that act while it runs.
    fn spawn(&self, args: &[&str]) -> (Child, BufReader<ChildStdout>) {
        let mut child = self
            .command(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        (child, stdout)
    }

    fn run(&self, args: &[&str]) -> Output {
        self.command(args).output().unwrap()
    }

    fn ok(&self, args: &[&str]) -> String {
        succeeded(args, self.run(args))
    }

    fn fails(&self, args: &[&str]) -> String {
        let out = self.run(args);
        assert!(
            !out.status.success(),
            "strata {args:?} should have failed:\n{}",
            text(&out.stdout)
        );
        format!("{}{}", text(&out.stdout), text(&out.stderr))
    }

    /// `up --yes --json`: the summary object, asserting success.
    /// `up`, after a preview of the same program: every step the preview promised is the step
    /// `up` took, resource by resource (its kind and the properties it changes), so every
    /// program the suite deploys this way holds the preview to its word. A value the preview
    /// could not know (an output still to come) may turn its update into `up`'s replacement, or
    /// into no change.
    fn up(&self) -> Value {
        let preview = self.ok(&["preview", "--json"]);
        let up = self.ok(&["up", "--yes", "--json"]);
        let (promised, taken) = (steps(&preview), steps(&up));
        let mut broken = Vec::new();
        for (urn, (op, changed, unknown)) in &taken {
            match promised.get(urn) {
                Some((o, c, _)) if o == op && c == changed => {}
                Some((o, _, true)) if o == "update" && (op == "replace" || op == "update") => {}
                Some(p) => broken.push(format!("{urn}: previewed {p:?}, took {op} {changed:?}")),
                None => broken.push(format!(
                    "{urn}: took {op} {changed:?} ({unknown}), never previewed"
                )),
            }
        }
        for (urn, (op, _, unknown)) in &promised {
            // (An update the preview could not know may turn out to be no change.)
            let may_vanish = *unknown && op == "update";
            if !(taken.contains_key(urn) || may_vanish) {
                broken.push(format!("{urn}: previewed {op}, not taken"));
            }
        }
        assert!(
            broken.is_empty(),
            "up did not keep its preview:\n  {}\npreview:\n{preview}\nup:\n{up}",
            broken.join("\n  ")
        );
        summary(&up)
    }

    fn state_dir(&self) -> PathBuf {
        self.path().join(".strata/stacks/e2e/dev")
    }

    /// The file of the current checkpoint version (the one `checkpoint.json` points at).
    fn current_version(&self) -> PathBuf {
        let pointer: Value = serde_json::from_slice(
            &std::fs::read(self.state_dir().join("checkpoint.json")).unwrap(),
        )
        .unwrap();
        let serial = pointer["serial"]
            .as_u64()
            .expect("checkpoint.json is a pointer");
        self.state_dir().join(format!("versions/{serial:08}.json"))
    }

    /// The current checkpoint (the version file's body, after its header line).
    fn checkpoint(&self) -> Value {
        let bytes = std::fs::read(self.current_version()).unwrap();
        let body = bytes.splitn(2, |&b| b == b'\n').nth(1).unwrap();
        serde_json::from_slice(body).unwrap()
    }

    fn versions(&self) -> usize {
        std::fs::read_dir(self.state_dir().join("versions"))
            .unwrap()
            .count()
    }

    /// The recorded resource named `name`, in the current checkpoint.
    fn recorded(&self, name: &str) -> Value {
        let suffix = format!("::{name}");
        self.checkpoint()["resources"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["urn"].as_str().unwrap().ends_with(&suffix))
            .unwrap_or_else(|| panic!("no resource {name} in the state"))
            .clone()
    }

    fn resource_names(&self) -> Vec<String> {
        let mut names: Vec<String> = self.checkpoint()["resources"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| {
                r["urn"]
                    .as_str()
                    .unwrap()
                    .rsplit("::")
                    .next()
                    .unwrap()
                    .to_string()
            })
            .collect();
        names.sort();
        names
    }
}

/// The stdout of a run that must have succeeded.
fn succeeded(args: &[&str], out: Output) -> String {
    assert!(
        out.status.success(),
        "strata {args:?} failed:\n{}\n{}",
        text(&out.stdout),
        text(&out.stderr)
    );
    text(&out.stdout)
}

fn cache_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("strata-cache")
}

/// The tests' `XDG_CONFIG_HOME` (keys, a remembered backend), never the user's.
fn config_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("strata-config")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn summary(stdout: &str) -> Value {
    let last = stdout.lines().last().unwrap_or_default();
    serde_json::from_str::<Value>(last)
        .unwrap_or_else(|e| panic!("last line is not JSON ({e}): {stdout}"))
}

/// The steps a `--json` run announced that change something, by URN: the kind, the properties
/// it changes, and whether a value it shows is one the preview could not know.
fn steps(stdout: &str) -> std::collections::BTreeMap<String, (String, Vec<String>, bool)> {
    let mut out = std::collections::BTreeMap::new();
    for line in stdout.lines() {
        let Ok(e) = serde_json::from_str::<Value>(line) else {
            continue;
        };
        if e["event"] != json!("step-started") || e["op"] == json!("same") {
            continue;
        }
        let changes = e["changes"].as_array().cloned().unwrap_or_default();
        let mut changed: Vec<String> = changes
            .iter()
            .filter_map(|c| c["property"].as_str().map(str::to_string))
            .collect();
        changed.sort();
        let unknown = changes.iter().any(|c| {
            c["new"].to_string().contains("unknown")
                || c["new"].to_string().contains("known after apply")
        });
        out.insert(
            e["urn"].as_str().unwrap_or_default().to_string(),
            (
                e["op"].as_str().unwrap_or_default().to_string(),
                changed,
                unknown,
            ),
        );
    }
    out
}

fn counts(s: &Value) -> Value {
    let mut c = s["summary"].clone();
    c.as_object_mut().unwrap().retain(|_, v| v != &json!(0));
    c
}

/// Read `--json` events from a running strata until `done` says so; panics if it ends first.
fn read_events_until(reader: &mut impl BufRead, mut done: impl FnMut(&Value) -> bool) {
    let mut line = String::new();
    loop {
        line.clear();
        assert!(
            reader.read_line(&mut line).unwrap() > 0,
            "strata ended early"
        );
        if let Ok(e) = serde_json::from_str::<Value>(&line)
            && done(&e)
        {
            return;
        }
    }
}

fn res(name: &str, extra: Value) -> Value {
    let mut r = json!({"name": name});
    r.as_object_mut()
        .unwrap()
        .extend(extra.as_object().unwrap().clone());
    r
}

#[test]
fn hello_deploys_updates_replaces_and_destroys() {
    let p = Project::new(test_artifacts::HELLO);
    let s = p.up();
    assert_eq!(counts(&s), json!({"create": 3}));
    let file = p.path().join("out/greeting.txt");
    let first = std::fs::read_to_string(&file).unwrap();
    assert!(first.starts_with("Hello, "), "{first}");
    assert_eq!(s["outputs"]["path"], "out/greeting.txt");

    assert_eq!(counts(&p.up()), json!({"same": 3}));

    p.ok(&["config", "set", "greeting", "Howdy"]);
    let s = p.up();
    assert_eq!(
        counts(&s),
        json!({"update": 1, "same": 2}),
        "only the file changes"
    );
    assert!(
        std::fs::read_to_string(&file)
            .unwrap()
            .starts_with("Howdy, ")
    );

    p.ok(&["config", "set", "generation", "2"]);
    let s = p.up();
    assert_eq!(
        counts(&s),
        json!({"replace": 1, "update": 1, "same": 1}),
        "a keeper replaces the string and updates its dependent"
    );

    let out = p.ok(&["stack", "output"]);
    assert!(out.contains("out/greeting.txt"), "{out}");
    let json_out: Value = serde_json::from_str(&p.ok(&["stack", "output", "--json"])).unwrap();
    assert_eq!(json_out["path"], "out/greeting.txt");

    let s = summary(&p.ok(&["destroy", "--yes", "--json"]));
    assert_eq!(counts(&s), json!({"delete": 3}));
    assert!(!file.exists());
    assert!(p.resource_names().is_empty());
}

#[test]
fn human_output_shows_progress_diffs_and_a_summary() {
    let p = Project::with_spec(json!({"resources": [res("a", json!({"value": "1"}))]}));
    let out = p.ok(&["up", "--yes"]);
    assert!(out.contains("+ test:Resource \"a\" creating..."), "{out}");
    assert!(out.contains("+ test:Resource \"a\" created ("), "{out}");
    assert!(out.contains("Resources: 1 created"), "{out}");
    p.spec(json!({"resources": [res("a", json!({"value": "2"}))]}));
    let out = p.ok(&["up", "--yes"]);
    assert!(out.contains("~ value: \"1\" => \"2\""), "{out}");
    assert!(out.contains("Resources: 1 updated"), "{out}");
    // A preview says what would happen, and shows no marker to a person.
    p.spec(json!({"resources": [
        res("a", json!({"value": "3"})),
        res("b", json!({"ref": "a"})),
    ], "outputs": {"out": "b"}}));
    let out = p.ok(&["preview"]);
    assert!(
        out.contains("~ update test:Resource \"a\"")
            && out.contains("+ create test:Resource \"b\""),
        "{out}"
    );
    assert!(
        !out.contains("updating") && !out.contains("created ("),
        "{out}"
    );
    assert!(out.contains("out: (known after apply)"), "{out}");
    assert!(!out.contains("$strata"), "{out}");
    assert!(out.contains("Resources: 1 to create, 1 to update"), "{out}");
}

#[test]
fn a_changed_input_updates_or_replaces_exactly_the_affected_resources_and_dependents() {
    let spec = |a: Value| json!({"resources": [res("a", a), res("b", json!({"ref": "a"})), res("c", json!({"value": "x"}))]});
    let p = Project::with_spec(spec(json!({"value": "1"})));
    assert_eq!(counts(&p.up()), json!({"create": 3}));
    p.spec(spec(json!({"value": "2"})));
    let out = p.ok(&["up", "--yes", "--json"]);
    assert_eq!(counts(&summary(&out)), json!({"update": 2, "same": 1}));
    let updated: Vec<String> = out
        .lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .filter(|e| e["event"] == "step-done" && e["op"] == "update")
        .map(|e| e["name"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(updated, vec!["a", "b"]);
    p.spec(spec(json!({"value": "2", "key": "k2"})));
    assert_eq!(
        counts(&p.up()),
        json!({"replace": 1, "same": 2}),
        "b's input (a's echo) did not change"
    );
    assert_eq!(
        p.resource_names(),
        vec!["a", "b", "c"],
        "the replaced copy is gone"
    );
}

#[test]
fn a_removed_resource_is_deleted_and_preview_changes_nothing() {
    let p = Project::with_spec(
        json!({"resources": [res("a", json!({})), res("b", json!({"ref": "a"}))]}),
    );
    let s = summary(&p.ok(&["preview", "--json"]));
    assert_eq!(counts(&s), json!({"create": 2}));
    assert_eq!(s["preview"], true);
    assert!(p.resource_names().is_empty());
    p.up();
    p.spec(json!({"resources": [res("a", json!({}))]}));
    assert_eq!(counts(&p.up()), json!({"delete": 1, "same": 1}));
    assert_eq!(p.resource_names(), vec!["a"]);
}

#[test]
fn a_second_up_on_a_locked_stack_is_refused_naming_the_holder() {
    let p = Project::with_spec(json!({"resources": [res("slow", json!({"gate": "hold"}))]}));
    let gates = Gates::of(&p);
    let (mut first, _stdout) = p.spawn(&["up", "--yes"]);
    // The holder is inside its create, holding the lock, until the gate opens.
    gates.wait("hold", 1);
    let err = p.fails(&["up", "--yes"]);
    assert!(err.contains("stack `dev` is locked by"), "{err}");
    assert!(err.contains(&format!("pid {}", first.id())), "{err}");
    assert!(err.contains("running `up`"), "{err}");
    gates.open("hold");
    assert!(first.wait().unwrap().success());
    assert_eq!(p.resource_names(), vec!["slow"]);
}

/// `--lock-timeout` (Terraform's `-lock-timeout`): a second `up` waits for the first to release
/// the lock, says so, then runs; a wait that runs out is refused naming the holder.
#[test]
fn lock_timeout_waits_for_the_holder_to_finish() {
    let p = Project::with_spec(json!({"resources": [res("slow", json!({"gate": "hold"}))]}));
    let gates = Gates::of(&p);
    let (mut first, _stdout) = p.spawn(&["up", "--yes"]);
    gates.wait("hold", 1);
    let err = p.fails(&["up", "--yes", "--lock-timeout", "200ms"]);
    assert!(err.contains("waiting for it (--lock-timeout)"), "{err}");
    assert!(err.contains("stack `dev` is locked by"), "{err}");
    // The waiter starts while the lock is held; the holder finishes once it has said it waits.
    let (waiter, mut stdout) = p.spawn(&["up", "--yes", "--json", "--lock-timeout", "300s"]);
    let mut said = String::new();
    while !said.contains("waiting for it (--lock-timeout)") {
        assert!(stdout.read_line(&mut said).unwrap() > 0, "{said}");
    }
    gates.open("hold");
    std::io::Read::read_to_string(&mut stdout, &mut said).unwrap();
    let out = waiter.wait_with_output().unwrap();
    let all = format!("{said}{}", text(&out.stderr));
    assert!(out.status.success(), "{all}");
    assert!(all.contains("waiting for it (--lock-timeout)"), "{all}");
    assert_eq!(counts(&summary(&said)), json!({"same": 1}));
    assert!(first.wait().unwrap().success());
}

#[test]
fn a_provider_failure_midway_keeps_state_consistent_and_the_next_up_finishes() {
    let spec = |fail: Value| {
        json!({"resources": [
            res("a", json!({"value": 1})),
            res("b", json!({"value": 2, "fail": fail})),
            res("c", json!({"ref": "b"})),
            res("d", json!({"value": 4})),
        ]})
    };
    let p = Project::with_spec(spec(json!("create")));
    let out = p.run(&["up", "--yes", "--json"]);
    assert!(!out.status.success());
    let s = summary(&text(&out.stdout));
    assert_eq!(counts(&s), json!({"create": 2}));
    assert_eq!(s["failed"], 1);
    assert_eq!(s["skipped"], 1);
    assert_eq!(
        s["failures"][0]["error"],
        "provider test: create test:Resource \"b\": injected failure in create"
    );
    let human = p.fails(&["up", "--yes"]);
    assert!(
        human.contains("test:Resource \"b\"") && human.contains("injected failure in create"),
        "{human}"
    );
    assert_eq!(p.resource_names(), vec!["a", "d"]);
    assert!(
        p.checkpoint().get("pending_operations").is_none(),
        "no operation left pending"
    );
    // History says the run failed, first.
    let h = p.ok(&["stack", "history"]);
    assert!(h.contains("1 failed, 2 create"), "{h}");
    assert!(
        h.lines().last().unwrap().contains("1 failed, 2 same"),
        "{h}"
    );

    p.spec(spec(json!(null)));
    assert_eq!(counts(&p.up()), json!({"create": 2, "same": 2}));
    assert_eq!(p.resource_names(), vec!["a", "b", "c", "d"]);
}

#[test]
fn a_guest_panic_fails_its_own_step_only() {
    let p = Project::with_spec(
        json!({"resources": [res("boom", json!({"panic": true})), res("fine", json!({}))]}),
    );
    let out = p.run(&["up", "--yes", "--json"]);
    assert!(!out.status.success());
    let s = summary(&text(&out.stdout));
    assert_eq!(counts(&s), json!({"create": 1}));
    let err = s["failures"][0]["error"].as_str().unwrap();
    assert!(
        err.contains("the provider crashed") && err.contains("the test asked for a panic"),
        "{err}"
    );
    assert_eq!(p.resource_names(), vec!["fine"]);
}

#[test]
fn bad_project_files_are_reported_and_nothing_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let run = |args: &[&str]| {
        let out = Command::new(STRATA)
            .arg("--cwd")
            .arg(dir.path())
            .args(args)
            .output()
            .unwrap();
        assert!(!out.status.success());
        text(&out.stderr)
    };
    let err = run(&["up", "--yes"]);
    assert!(err.contains("no Strata.toml in"), "{err}");
    std::fs::write(dir.path().join("Strata.toml"), "name = \"x\"\n[program\n").unwrap();
    let err = run(&["up", "--yes"]);
    assert!(
        err.contains("Strata.toml") && err.contains("line 2"),
        "{err}"
    );
    assert!(!dir.path().join(".strata").exists());
}

#[test]
fn wasm_that_is_not_a_component_or_the_wrong_world_is_refused_before_any_change() {
    let p = Project::with_spec(json!({"resources": [res("a", json!({}))]}));
    p.up();
    let versions = p.versions();
    let junk = p.path().join("junk.wasm");
    std::fs::write(&junk, b"not wasm at all").unwrap();
    let core = p.path().join("core.wasm");
    std::fs::write(&core, b"\0asm\x01\0\0\0").unwrap();
    let text = std::fs::read_to_string(p.path().join("Strata.toml")).unwrap();

    let set_program = |wasm: &str| {
        let t = text.replacen(
            &toml_path(test_artifacts::TEST_PROGRAM),
            &toml_path(wasm),
            1,
        );
        std::fs::write(p.path().join("Strata.toml"), t).unwrap();
    };
    set_program(junk.to_str().unwrap());
    let err = p.fails(&["up", "--yes"]);
    assert!(err.contains("junk.wasm is not a WebAssembly file"), "{err}");
    set_program(core.to_str().unwrap());
    let err = p.fails(&["up", "--yes"]);
    assert!(
        err.contains("core WebAssembly module, not a component"),
        "{err}"
    );
    set_program(test_artifacts::RANDOM);
    let err = p.fails(&["up", "--yes"]);
    assert!(
        err.contains("strata:program"),
        "a provider is not a program: {err}"
    );

    // A program where a provider belongs.
    let t = text.replacen(
        &toml_path(test_artifacts::TEST_PROVIDER),
        &toml_path(test_artifacts::TEST_PROGRAM),
        1,
    );
    std::fs::write(p.path().join("Strata.toml"), t).unwrap();
    // Other bytes than the lock recorded are refused before they run, with both hashes.
    let lock = std::fs::read_to_string(p.path().join("Strata.lock")).unwrap();
    let err = p.fails(&["up", "--yes"]);
    let sha = |path: &str| {
        use sha2::Digest;
        hex::encode(sha2::Sha256::digest(std::fs::read(path).unwrap()))
    };
    assert!(
        err.contains("provider test does not match the lock"),
        "{err}"
    );
    assert!(
        err.contains(&sha(test_artifacts::TEST_PROGRAM))
            && err.contains(&sha(test_artifacts::TEST_PROVIDER)),
        "{err}"
    );
    assert_eq!(
        std::fs::read_to_string(p.path().join("Strata.lock")).unwrap(),
        lock,
        "the lock is not rewritten"
    );
    std::fs::remove_file(p.path().join("Strata.lock")).unwrap();
    let err = p.fails(&["up", "--yes"]);
    assert!(
        err.contains("provider test") && err.contains("strata:provider"),
        "{err}"
    );
    assert_eq!(p.versions(), versions, "nothing was written");
}

#[test]
fn a_corrupt_state_file_is_reported_by_path_and_never_overwritten() {
    let p = Project::with_spec(json!({"resources": [res("a", json!({}))]}));
    p.up();
    let cp = p.state_dir().join("checkpoint.json");
    std::fs::remove_file(&cp).unwrap();
    std::fs::write(&cp, b"{\"version\": 1, \"resources\": [tru").unwrap();
    let err = p.fails(&["up", "--yes"]);
    assert!(
        err.contains(&cp.display().to_string()) && err.contains("corrupt"),
        "{err}"
    );
    assert_eq!(
        std::fs::read(&cp).unwrap(),
        b"{\"version\": 1, \"resources\": [tru"
    );
}

#[test]
fn invalid_programs_are_diagnosed_by_resource_and_nothing_is_written() {
    let p = Project::with_spec(json!({"resources": [res("a", json!({}))]}));
    p.up();
    let versions = p.versions();
    p.spec(json!({"resources": [res("a", json!({})), res("a", json!({}))]}));
    let err = p.fails(&["up", "--yes"]);
    assert!(
        err.contains("resource test:Resource \"a\" is registered twice"),
        "{err}"
    );
    p.spec(json!({"resources": [res("a", json!({"raw_ref": 99}))]}));
    let err = p.fails(&["up", "--yes"]);
    assert!(
        err.contains("test:Resource \"a\" references unknown resource handle 99"),
        "{err}"
    );
    p.spec(
        json!({"resources": [res("a", json!({"raw_ref": 1})), res("b", json!({"raw_ref": 0}))]}),
    );
    let err = p.fails(&["up", "--yes"]);
    assert!(
        err.contains("dependency cycle: ")
            && err.contains("test:Resource \"a\"")
            && err.contains("test:Resource \"b\""),
        "{err}"
    );
    assert_eq!(p.versions(), versions, "nothing was written");
    assert!(!p.state_dir().join("journal.jsonl").exists());
}

#[test]
fn stacks_and_config_commands() {
    let p = Project::with_spec(json!({"resources": []}));
    p.ok(&["stack", "init", "prod"]);
    let ls = p.ok(&["stack", "ls"]);
    assert!(ls.contains("dev") && ls.contains("* prod"), "{ls}");
    p.ok(&["stack", "select", "dev"]);
    assert!(p.ok(&["config", "get", "spec"]).contains("resources"));
    let err = p.fails(&["stack", "select", "nope"]);
    assert!(err.contains("stack `nope` does not exist"), "{err}");
    p.ok(&["config", "rm", "spec"]);
    assert!(
        p.fails(&["config", "get", "spec"])
            .contains("no configuration `spec`")
    );
    p.ok(&["stack", "rm", "prod"]);
    assert!(!p.ok(&["stack", "ls"]).contains("prod"));
    let err = p.fails(&["up"]);
    assert!(
        err.contains("--yes"),
        "without a terminal, up needs --yes: {err}"
    );
}

#[test]
fn new_scaffolds_a_project_a_team_can_commit_that_builds_and_deploys() {
    let dir = tempfile::tempdir().unwrap();
    let out = Command::new(STRATA)
        .arg("--cwd")
        .arg(dir.path())
        .args(["new", "app"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    let app = dir.path().join("app");
    let toml = std::fs::read_to_string(app.join("Strata.toml")).unwrap();
    assert!(
        toml.contains("name = \"app\"")
            && toml.contains("build = ")
            && toml.contains("plugin = \"random@0.1.0\""),
        "{toml}"
    );
    // Nothing in it points outside it: not this checkout, not this machine.
    let checkout = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .unwrap();
    fn files(dir: &Path) -> Vec<PathBuf> {
        let mut out = vec![];
        for e in std::fs::read_dir(dir).unwrap().flatten() {
            if e.path().is_dir() {
                out.extend(files(&e.path()));
            } else {
                out.push(e.path());
            }
        }
        out
    }
    for f in files(&app) {
        let body = std::fs::read_to_string(&f).unwrap();
        assert!(
            !body.contains(&checkout.display().to_string()) && !body.contains("../../"),
            "{} points outside the project",
            f.display()
        );
    }
    // It builds with its vendored SDK and deploys with the provider shipped in strata.
    let run = |args: &[&str]| {
        Command::new(STRATA)
            .arg("--cwd")
            .arg(&app)
            .args(args)
            .env("STRATA_CACHE_DIR", cache_dir())
            .env_remove("CARGO_TARGET_DIR")
            .stdin(Stdio::null())
            .output()
            .unwrap()
    };
    assert!(run(&["stack", "init", "dev"]).status.success());
    let out = run(&["up", "--yes", "--json"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(counts(&summary(&text(&out.stdout))), json!({"create": 1}));
}

#[test]
fn a_program_with_a_build_command_is_rebuilt_when_its_sources_change() {
    let p = Project::new(test_artifacts::TEST_PROGRAM);
    let text = std::fs::read_to_string(p.path().join("Strata.toml")).unwrap();
    let build = format!(
        "echo built >> builds.log && cp {} prog.wasm",
        test_artifacts::TEST_PROGRAM
    );
    let text = text.replacen(
        &format!("wasm = {}", toml_path(test_artifacts::TEST_PROGRAM)),
        &format!(
            "wasm = \"prog.wasm\"\nbuild = {}\nsources = [\"src\"]",
            toml_path(&build)
        ),
        1,
    );
    std::fs::write(p.path().join("Strata.toml"), text).unwrap();
    p.ok(&["trust"]);
    std::fs::create_dir(p.path().join("src")).unwrap();
    std::fs::write(p.path().join("src/main.txt"), "v1").unwrap();
    let builds = || {
        std::fs::read_to_string(p.path().join("builds.log"))
            .unwrap_or_default()
            .lines()
            .count()
    };
    p.up();
    assert_eq!(builds(), 1, "the first up builds the missing program");
    p.up();
    assert_eq!(builds(), 1, "nothing changed, nothing rebuilt");
    // A source newer than the component: push the component's mtime into the past.
    let age_component = || {
        let old = std::time::SystemTime::now() - std::time::Duration::from_secs(60);
        let f = std::fs::File::options()
            .write(true)
            .open(p.path().join("prog.wasm"))
            .unwrap();
        f.set_modified(old).unwrap();
    };
    age_component();
    p.up();
    assert_eq!(builds(), 2, "a changed source triggers a rebuild");

    std::fs::write(
        p.path().join("Strata.toml"),
        std::fs::read_to_string(p.path().join("Strata.toml"))
            .unwrap()
            .replace("echo built", "false"),
    )
    .unwrap();
    // A changed command is trusted anew.
    p.ok(&["trust"]);
    age_component();
    let err = p.fails(&["up", "--yes"]);
    assert!(
        err.contains("build command") && err.contains("failed"),
        "{err}"
    );
}

#[test]
fn a_killed_up_loses_nothing_and_the_next_up_reports_and_finishes() {
    let p = Project::with_spec(json!({"resources": [
        res("fast", json!({"value": 1})),
        res("slow", json!({"value": 2, "gate": "slow"})),
    ]}));
    let gates = Gates::of(&p);
    let (mut child, mut reader) = p.spawn(&["up", "--yes", "--json"]);
    // Wait until the fast resource is done and the slow one's create is held in flight, then
    // kill -9.
    read_events_until(&mut reader, |e| {
        e["event"] == "step-done" && e["name"] == "fast"
    });
    gates.wait("slow", 1);
    child.kill().unwrap();
    child.wait().unwrap();

    // The journal survives the kill: `fast` is in state, `slow` is a pending create, which
    // stops the next `up` before any provider call, with the ways out.
    let out = p.run(&["stack", "output"]);
    assert!(out.status.success());
    p.spec(
        json!({"resources": [res("fast", json!({"value": 1})), res("slow", json!({"value": 2}))]}),
    );
    let err = p.fails(&["up", "--yes", "--json"]);
    assert!(
        err.contains("stack `dev` has 1 interrupted create(s) whose outcome was never recorded (test:Resource \"slow\")")
            && err.contains("strata refresh --import-pending-creates")
            && err.contains("strata refresh --clear-pending-creates"),
        "{err}"
    );
    let preview = text(&p.run(&["preview"]).stderr);
    assert!(
        preview.contains("warning: stack `dev` has 1 interrupted create(s)"),
        "{preview}"
    );
    // This test provider cannot find what a create made: the create is cleared.
    let out = p.ok(&["refresh", "--yes", "--json", "--import-pending-creates"]);
    assert!(
        out.contains("the interrupted create of test:Resource \\\"slow\\\" was cleared: the provider found nothing it made"),
        "{out}"
    );
    let out = p.ok(&["up", "--yes", "--json"]);
    assert_eq!(
        counts(&summary(&out)),
        json!({"create": 1, "same": 1}),
        "fast was kept, slow is created"
    );
    assert_eq!(p.resource_names(), vec!["fast", "slow"]);
}

#[test]
fn backend_flag_puts_state_where_it_says() {
    let p = Project::with_spec(json!({"resources": [res("a", json!({}))]}));
    let elsewhere = tempfile::tempdir().unwrap();
    let url = format!("file://{}", elsewhere.path().display());
    p.ok(&["--backend", &url, "stack", "init", "dev"]);
    let s = summary(&p.ok(&["--backend", &url, "up", "--yes", "--json"]));
    assert_eq!(counts(&s), json!({"create": 1}));
    assert!(
        elsewhere
            .path()
            .join("stacks/e2e/dev/checkpoint.json")
            .exists()
    );
    assert!(
        p.resource_names().is_empty(),
        "the default backend was not touched"
    );
    let err = p.fails(&["--backend", "gs://bucket", "stack", "ls"]);
    assert!(
        err.contains("the `gs` scheme is not supported (use file://DIR, s3://"),
        "{err}"
    );
}

#[test]
fn refresh_notices_files_changed_or_deleted_outside_strata() {
    let p = Project::new(test_artifacts::HELLO);
    p.up();
    let file = p.path().join("out/greeting.txt");
    let original = std::fs::read_to_string(&file).unwrap();

    // Without --refresh, up trusts the state; with it, the outside change is seen and undone.
    std::fs::write(&file, "tampered").unwrap();
    assert_eq!(counts(&p.up()), json!({"same": 3}));
    let s = summary(&p.ok(&["up", "--yes", "--json", "--refresh"]));
    assert_eq!(counts(&s), json!({"update": 1, "same": 2}));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), original);

    // Deleted outside: a refreshing preview plans a create; up --refresh makes it again.
    std::fs::remove_file(&file).unwrap();
    let out = p.ok(&["preview", "--json", "--refresh"]);
    assert!(out.contains("was deleted outside Strata"), "{out}");
    assert_eq!(counts(&summary(&out)), json!({"create": 1, "same": 2}));
    assert!(!file.exists(), "preview changes nothing");
    assert_eq!(
        counts(&summary(&p.ok(&["up", "--yes", "--json", "--refresh"]))),
        json!({"create": 1, "same": 2})
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap(), original);

    // `strata refresh` records reality without running the program.
    std::fs::write(&file, "edited by hand").unwrap();
    let s = summary(&p.ok(&["refresh", "--yes", "--json"]));
    assert_eq!(counts(&s), json!({"update": 1, "same": 2}));
    let cp = p.checkpoint();
    let recorded = cp["resources"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["type"] == "local:File")
        .unwrap();
    assert_eq!(recorded["inputs"]["content"], "edited by hand");
    assert_eq!(
        counts(&p.up()),
        json!({"update": 1, "same": 2}),
        "the next up puts the program's content back"
    );
}

#[test]
fn refresh_settles_operations_an_interruption_left_pending() {
    let p = Project::with_spec(json!({"resources": [res("slow", json!({"gate": "slow"}))]}));
    let gates = Gates::of(&p);
    let (mut child, _reader) = p.spawn(&["up", "--yes", "--json"]);
    gates.wait("slow", 1);
    child.kill().unwrap();
    child.wait().unwrap();
    // Without a terminal, refresh needs to be told how to settle the interrupted create.
    let err = p.fails(&["refresh", "--yes", "--json"]);
    assert!(err.contains("pass one of these flags"), "{err}");
    let out = p.ok(&["refresh", "--yes", "--json", "--clear-pending-creates"]);
    assert!(
        out.contains("the interrupted create of test:Resource \\\"slow\\\" was cleared: if it made a resource, Strata does not manage it"),
        "{out}"
    );
    assert!(p.checkpoint().get("pending_operations").is_none());
    p.spec(json!({"resources": [res("slow", json!({}))]}));
    let out = p.ok(&["up", "--yes", "--json"]);
    assert!(
        !out.contains("\"event\":\"warning\""),
        "nothing is pending any more: {out}"
    );
}

#[test]
fn secrets_stay_encrypted_at_rest_and_redacted_in_output() {
    let p = Project::new(test_artifacts::TEST_PROGRAM);
    let key = "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8="; // 32 bytes, base64
    let with_key = |args: &[&str]| {
        succeeded(
            args,
            p.command(args)
                .env("STRATA_SECRETS_KEY", key)
                .output()
                .unwrap(),
        )
    };
    with_key(&["config", "set", "--secret", "token", "hunter2-secret"]);
    p.spec(json!({"resources": [res("a", json!({"value_from_config": "token"}))], "outputs": {"tok": "a"}}));
    let stack_file = std::fs::read_to_string(p.path().join("Strata.dev.toml")).unwrap();
    assert!(!stack_file.contains("hunter2"), "{stack_file}");
    // Redacted unless asked for.
    assert_eq!(with_key(&["config", "get", "token"]).trim(), "[secret]");
    assert_eq!(
        with_key(&["config", "get", "token", "--show-secrets"]).trim(),
        "hunter2-secret"
    );
    assert!(with_key(&["config", "ls"]).contains("token                [secret]"));

    let out = with_key(&["up", "--yes", "--json"]);
    assert!(
        !out.contains("hunter2"),
        "--json output redacts secrets: {out}"
    );
    assert_eq!(summary(&out)["outputs"]["tok"], "[secret]");
    let human = with_key(&["up", "--yes"]);
    assert!(!human.contains("hunter2"), "{human}");
    fn grep(dir: &Path, needle: &str) -> Vec<PathBuf> {
        let mut hits = vec![];
        for e in std::fs::read_dir(dir).unwrap().flatten() {
            let path = e.path();
            if path.is_dir() {
                hits.extend(grep(&path, needle));
            } else if String::from_utf8_lossy(&std::fs::read(&path).unwrap()).contains(needle) {
                hits.push(path);
            }
        }
        hits
    }
    assert!(
        grep(&p.state_dir(), "hunter2").is_empty(),
        "no plaintext in state: {:?}",
        grep(&p.state_dir(), "hunter2")
    );
    assert!(
        std::fs::read_to_string(p.current_version())
            .unwrap()
            .contains("ciphertext")
    );

    assert_eq!(with_key(&["stack", "output", "tok"]).trim(), "[secret]");
    assert!(with_key(&["stack", "output", "--show-secrets"]).contains("hunter2-secret"));
    // A change of the secret is an update like any other; without the key, nothing opens.
    with_key(&["config", "set", "--secret", "token", "hunter3-secret"]);
    assert_eq!(
        counts(&summary(&with_key(&["up", "--yes", "--json"]))),
        json!({"update": 1})
    );
    let wrong = p
        .command(&["up", "--yes"])
        .env(
            "STRATA_SECRETS_KEY",
            "BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc=",
        )
        .output()
        .unwrap();
    assert!(!wrong.status.success());
    // The stack file records which key it needs (its id, never the key): a wrong key is named
    // as such before anything is decrypted, and the error says which key is expected.
    let stack_file = std::fs::read_to_string(p.path().join("Strata.dev.toml")).unwrap();
    let id = stack_file
        .lines()
        .find_map(|l| l.strip_prefix("key-id = "))
        .unwrap()
        .trim_matches('"')
        .to_string();
    assert!(
        text(&wrong.stderr).contains(&format!(
            "STRATA_SECRETS_KEY holds key k-4bb06f8e4e3a, but stack `dev`'s secrets are encrypted with key {id}"
        )),
        "{}",
        text(&wrong.stderr)
    );
    // Another machine without the key is told what it needs, and no new key is made.
    let elsewhere = tempfile::tempdir().unwrap();
    let out = p
        .command(&["up", "--yes"])
        .env("XDG_CONFIG_HOME", elsewhere.path())
        .env_remove("STRATA_SECRETS_KEY")
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = text(&out.stderr);
    assert!(
        err.contains(&format!("stack `dev`'s secrets are encrypted with key {id}, which this machine does not have: set STRATA_SECRETS_KEY to it")),
        "{err}"
    );
    assert!(
        !elsewhere.path().join("strata/keys").exists(),
        "no key was made"
    );
    // A passphrase instead: every secret, in the configuration and in the state, moves to it.
    let out = p
        .command(&["stack", "change-secrets-provider", "passphrase"])
        .env("STRATA_SECRETS_KEY", key)
        .env("STRATA_PASSPHRASE", "correct horse battery staple")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    let with_pass = |pass: &str, args: &[&str]| {
        p.command(args)
            .env("XDG_CONFIG_HOME", elsewhere.path())
            .env("STRATA_PASSPHRASE", pass)
            .output()
            .unwrap()
    };
    let out = with_pass("correct horse battery staple", &["up", "--yes", "--json"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(counts(&summary(&text(&out.stdout))), json!({"same": 1}));
    let out = with_pass(
        "correct horse battery staple",
        &["config", "get", "token", "--show-secrets"],
    );
    assert_eq!(text(&out.stdout).trim(), "hunter3-secret");
    let out = with_pass("wrong", &["up", "--yes"]);
    assert!(
        !out.status.success()
            && text(&out.stderr).contains("the passphrase does not open stack `dev`'s key"),
        "{}",
        text(&out.stderr)
    );
}

/// A second Ctrl-C stops at once, and a `--json` stream still ends with its summary: not ok,
/// the failure `interrupted`, saying what to run.
#[test]
fn a_second_ctrl_c_still_ends_the_json_stream_with_a_summary() {
    // Each create waits at a gate that is never opened: the call is in flight at both Ctrl-Cs.
    let slow = |name: &str| res(name, json!({"gate": "held"}));
    let p = Project::with_spec(json!({"resources": [slow("one"), slow("two")]}));
    let gates = Gates::of(&p);
    let (mut child, mut reader) = p.spawn(&["up", "--yes", "--json", "--parallel", "1"]);
    gates.wait("held", 1);
    let int = |child: &std::process::Child| {
        Command::new("kill")
            .args(["-INT", &child.id().to_string()])
            .status()
            .unwrap()
            .success()
    };
    assert!(int(&child));
    read_events_until(&mut reader, |e| {
        e["event"] == "diagnostic"
            && e["message"]
                .as_str()
                .is_some_and(|m| m.starts_with("Interrupted"))
    });
    // The second is listened for once the first is said: sent again until the process ends.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(300);
    while child.try_wait().unwrap().is_none() && int(&child) {
        assert!(
            std::time::Instant::now() < deadline,
            "a second Ctrl-C did not stop it"
        );
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    let mut rest = String::new();
    std::io::Read::read_to_string(&mut reader, &mut rest).unwrap();
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(130), "{rest}");
    let s = summary(&rest);
    assert_eq!(s["ok"], false, "{rest}");
    assert_eq!(s["failures"][0]["kind"], "interrupted", "{rest}");
    assert!(
        s["failures"][0]["error"]
            .as_str()
            .unwrap()
            .contains("strata refresh"),
        "{rest}"
    );
}

#[test]
fn ctrl_c_lets_calls_in_flight_finish_and_records_everything() {
    // The first create waits at a gate, opened once the Ctrl-C has been heard.
    let slow = |name: &str| res(name, json!({"gate": "held"}));
    let p = Project::with_spec(json!({"resources": [slow("one"), slow("two"), slow("three")]}));
    let gates = Gates::of(&p);
    let (mut child, mut reader) = p.spawn(&["up", "--yes", "--json", "--parallel", "1"]);
    gates.wait("held", 1);
    let kill = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(kill.success());
    read_events_until(&mut reader, |e| {
        e["event"] == "diagnostic"
            && e["message"]
                .as_str()
                .is_some_and(|m| m.starts_with("Interrupted"))
    });
    gates.open("held");
    let mut rest = String::new();
    std::io::Read::read_to_string(&mut reader, &mut rest).unwrap();
    let status = child.wait().unwrap();
    assert!(!status.success(), "an interrupted up exits non-zero");
    let s = summary(&rest);
    assert_eq!(
        counts(&s),
        json!({"create": 1}),
        "the call in flight finished: {rest}"
    );
    assert_eq!(s["interrupted"], 2);
    let mut err = String::new();
    std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut err).unwrap();
    assert!(
        err.contains("Interrupted: letting the provider calls in flight finish"),
        "{err}"
    );
    assert_eq!(p.resource_names().len(), 1);
    assert!(
        p.checkpoint().get("pending_operations").is_none(),
        "nothing left pending"
    );
    assert!(
        !p.state_dir().join("lock.json").exists(),
        "the lock was released"
    );
    p.spec(json!({"resources": [res("one", json!({})), res("two", json!({})), res("three", json!({}))]}));
    assert_eq!(counts(&p.up()), json!({"create": 2, "same": 1}));
}

#[test]
fn schema_shows_what_a_provider_offers() {
    let p = Project::new(test_artifacts::HELLO);
    let text = p.ok(&["schema", "random"]);
    assert!(
        text.contains("random:String: A random string, made once at create")
            && text.contains("length   integer, replaces, default 16"),
        "{text}"
    );
    let json: Value = serde_json::from_str(&p.ok(&["schema", "local", "--json"])).unwrap();
    assert_eq!(json["types"]["local:File"]["id"], "path");
    assert_eq!(
        json["types"]["local:File"]["inputs"]["path"]["replaces"],
        true
    );
    let err = p.fails(&["schema", "aws"]);
    assert!(
        err.contains("no provider `aws` in Strata.toml: the project has local, random, test"),
        "{err}"
    );
}

#[test]
fn small_things_a_new_user_meets_read_right() {
    let p =
        Project::with_spec(json!({"resources": [res("a", json!({}))], "outputs": {"out": "a"}}));
    p.up();
    // A run that changes nothing makes no new version.
    let versions = p.versions();
    assert_eq!(counts(&p.up()), json!({"same": 1}));
    assert_eq!(p.versions(), versions);
    // A closed pipe ends the output quietly.
    let out = Command::new("sh")
        .arg("-c")
        .arg(format!(
            "{STRATA} --cwd {} stack output --json | head -1",
            p.path().display()
        ))
        .env("STRATA_CACHE_DIR", cache_dir())
        .output()
        .unwrap();
    assert!(
        out.status.success() && !text(&out.stderr).contains("panicked"),
        "{}",
        text(&out.stderr)
    );
    // The lock names its holder and the way out.
    let holder = json!({"owner": "alice", "pid": std::process::id(), "host": "elsewhere",
        "operation": "up", "started_at": "2026-01-01T00:00:00Z",
        "expires_at": "2099-01-01T00:00:00Z", "token": "t"});
    std::fs::write(p.state_dir().join("lock.json"), holder.to_string()).unwrap();
    let err = p.fails(&["up", "--yes"]);
    assert!(
        err.contains("stack `dev` is locked by alice (pid")
            && err.contains("`strata stack unlock --stack dev`"),
        "{err}"
    );
    std::fs::remove_file(p.state_dir().join("lock.json")).unwrap();
    // A type the provider does not offer stops `up` before anything changes, with the closest.
    p.spec(json!({"resources": [
        {"name": "c", "value": 1},
        {"name": "b", "type": "random:Strng"},
        {"name": "d", "type": "nothere:Thing"},
    ]}));
    let versions = p.versions();
    let err = p.fails(&["up", "--yes"]);
    assert!(
        err.contains("nothing was changed")
            && err.contains("random:Strng \"b\": provider random has no resource type `random:Strng`: did you mean `random:String`?")
            && err.contains("nothere:Thing \"d\": no provider `nothere`"),
        "{err}"
    );
    assert_eq!(p.versions(), versions);
    // Inputs known before the run are checked before it: a refusal changes nothing.
    p.spec(json!({"resources": [
        {"name": "fine", "value": 1},
        {"name": "bad", "invalid": true},
    ]}));
    let err = p.fails(&["up", "--yes"]);
    assert!(
        err.contains("nothing was changed")
            && err.contains(
                "test:Resource \"bad\": invalid inputs: invalid: the test asked for a check failure"
            ),
        "{err}"
    );
    assert_eq!(p.versions(), versions);
    assert_eq!(p.resource_names(), vec!["a"], "fine was not created");
    // --continue-on-error deploys the rest; a check failure that is not about one property
    // reads without an empty name.
    p.spec(json!({"resources": [{"name": "b", "type": "random:Nope"}]}));
    let s = summary(&p.fails(&["up", "--yes", "--json", "--continue-on-error"]));
    let e = s["failures"][0]["error"].as_str().unwrap();
    assert!(
        e.contains("invalid inputs: provider random has no resource type `random:Nope`: it offers random:Integer, random:Pet"),
        "{e}"
    );
    assert_eq!(s["failures"][0]["kind"], "invalid-inputs");
    assert_eq!(s["ok"], false);
}

#[test]
fn a_file_the_stack_does_not_manage_is_not_overwritten_and_projects_are_found_from_below() {
    let p = Project::new(test_artifacts::HELLO);
    p.up();
    let file = p.path().join("out/greeting.txt");
    let before = std::fs::read_to_string(&file).unwrap();
    // The state is lost (deleted by hand); a new stack would write the same file.
    std::fs::remove_dir_all(p.path().join(".strata")).unwrap();
    p.ok(&["stack", "init", "dev"]);
    let out = p.run(&["up", "--yes", "--json"]);
    assert!(!out.status.success());
    let s = summary(&text(&out.stdout));
    let e = s["failures"][0]["error"].as_str().unwrap();
    assert!(
        e.contains("`out/greeting.txt` already exists, and this stack does not manage it"),
        "{e}"
    );
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        before,
        "left as it was"
    );
    // Commands find Strata.toml in the directories above the one they start in.
    let below = p.path().join("src/deeper");
    std::fs::create_dir_all(&below).unwrap();
    let out = Command::new(STRATA)
        .args(["stack", "ls"])
        .current_dir(&below)
        .env("STRATA_CACHE_DIR", cache_dir())
        .output()
        .unwrap();
    assert!(
        out.status.success() && text(&out.stdout).contains("dev"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn each_command_offers_only_the_flags_that_mean_something_for_it() {
    let help = |cmd: &str| {
        let out = Command::new(STRATA).args([cmd, "--help"]).output().unwrap();
        text(&out.stdout)
    };
    assert!(
        !help("refresh").contains("--refresh"),
        "{}",
        help("refresh")
    );
    assert!(help("refresh").contains("--import-pending-creates"));
    assert!(!help("up").contains("--import-pending-creates"));
    assert!(!help("preview").contains("--yes"));
    assert!(!help("destroy").contains("--refresh"));
    assert!(help("new").contains("The directory to create the project in"));
    let p = Project::with_spec(json!({"resources": []}));
    let err = p.fails(&["up", "--yes", "--parallel", "0"]);
    assert!(err.contains("--parallel") && err.contains("0"), "{err}");
}

#[test]
fn a_path_outside_the_grant_is_refused_in_the_preview_naming_the_line_to_add() {
    let p = Project::with_spec(json!({"resources": [
        {"name": "f", "type": "local:File", "path": "etc/app.env", "content": "x"},
    ]}));
    let out = p.run(&["preview"]);
    assert!(!out.status.success());
    let all = format!("{}{}", text(&out.stdout), text(&out.stderr));
    assert!(
        all.contains("`etc/app.env` is outside the directories granted to this provider (out): to allow it, put `allow-dirs = [\"out\", \"etc\"]` under [providers.local] in Strata.toml"),
        "{all}"
    );
    p.spec(json!({"resources": [
        {"name": "f", "type": "local:File", "path": "out/app.env", "content": "x"},
    ]}));
    assert_eq!(counts(&p.up()), json!({"create": 1}));
}

#[test]
fn declared_configuration_is_checked_listed_and_defaulted() {
    let p = Project::new(test_artifacts::HELLO);
    let toml = std::fs::read_to_string(p.path().join("Strata.toml")).unwrap();
    std::fs::write(
        p.path().join("Strata.toml"),
        format!(
            "{toml}\n[config.greeting]\ndescription = \"How the greeting starts\"\ndefault = \"Ahoy\"\n\n[config.generation]\ntype = \"integer\"\n\n[config.token]\nsecret = true\n"
        ),
    )
    .unwrap();
    let out = p.run(&["config", "set", "greting", "Hi"]);
    assert!(out.status.success());
    assert!(
        text(&out.stderr).contains("`greting` is not declared under [config] in Strata.toml, so the program may never read it (did you mean `greeting`?)"),
        "{}",
        text(&out.stderr)
    );
    p.ok(&["config", "rm", "greting"]);
    // A key's namespace, each kind: the project's own (the program's key, stored without it),
    // a provider of the project's (its setting: no warning), a provider it lacks (named).
    let project = toml
        .lines()
        .find_map(|l| l.strip_prefix("name = "))
        .unwrap()
        .trim_matches('"')
        .to_string();
    let providers: Vec<String> = toml
        .lines()
        .filter_map(|l| {
            l.strip_prefix("[providers.")?
                .strip_suffix(']')
                .map(str::to_string)
        })
        .collect();
    let own = p.run(&["config", "set", &format!("{project}:greeting"), "Hola"]);
    assert!(
        text(&own.stderr).contains(&format!(
            "`{project}:greeting` is the program's own key `greeting`: set as `greeting`"
        )),
        "{}",
        text(&own.stderr)
    );
    assert_eq!(p.ok(&["config", "get", "greeting"]).trim(), "Hola");
    p.ok(&["config", "rm", "greeting"]);
    let setting = p.run(&["config", "set", &format!("{}:anything", providers[0]), "1"]);
    assert!(
        text(&setting.stderr).is_empty(),
        "{}",
        text(&setting.stderr)
    );
    p.ok(&["config", "rm", &format!("{}:anything", providers[0])]);
    let lacking = p.run(&["config", "set", "aws:accessKeyId", "testing"]);
    assert!(
        text(&lacking.stderr).contains(
            "`aws:accessKeyId` is a setting of provider `aws`, and the project has no provider `aws`, so nothing reads it"
        ),
        "{}",
        text(&lacking.stderr)
    );
    p.ok(&["config", "rm", "aws:accessKeyId"]);
    let err = p.fails(&["config", "set", "generation", "two"]);
    assert!(
        err.contains("`generation` is declared integer in Strata.toml, and `two` is not one"),
        "{err}"
    );
    let err = p.fails(&["config", "set", "token", "hunter2-x"]);
    assert!(err.contains("`token` is declared secret"), "{err}");
    let ls = p.ok(&["config", "ls"]);
    assert!(
        ls.contains("greeting             (unset: the default \"Ahoy\")  How the greeting starts"),
        "{ls}"
    );
    // The program sees the declared default.
    p.up();
    let greeting = std::fs::read_to_string(p.path().join("out/greeting.txt")).unwrap();
    assert!(greeting.starts_with("Ahoy, "), "{greeting}");
}

#[test]
fn a_drift_check_for_ci_exits_2_when_something_would_change() {
    let p = Project::new(test_artifacts::HELLO);
    p.up();
    // Nothing to do: status 0 everywhere.
    for args in [
        &["preview", "--expect-no-changes"][..],
        &["up", "--yes", "--expect-no-changes"][..],
        &["refresh", "--preview-only", "--expect-no-changes"][..],
    ] {
        let out = p.run(args);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{args:?}: {}",
            text(&out.stderr)
        );
    }
    // The program changes: preview and up say so with status 2, and up changes nothing.
    p.ok(&["config", "set", "greeting", "Howdy"]);
    let versions = p.versions();
    for args in [
        &["preview", "--expect-no-changes"][..],
        &["up", "--yes", "--expect-no-changes"][..],
    ] {
        let out = p.run(args);
        assert_eq!(
            out.status.code(),
            Some(2),
            "{args:?}: {}",
            text(&out.stdout)
        );
        assert!(text(&out.stdout).contains("~ update local:File \"greeting\""));
    }
    assert_eq!(p.versions(), versions, "nothing was applied");
    p.ok(&["config", "rm", "greeting"]);
    // What exists drifts: a refresh that records nothing finds it.
    std::fs::write(p.path().join("out/greeting.txt"), "tampered").unwrap();
    let out = p.run(&["refresh", "--preview-only", "--expect-no-changes"]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stdout));
    assert_eq!(
        p.versions(),
        versions,
        "a preview-only refresh records nothing"
    );
}

#[test]
fn graph_prints_the_stacks_resources_and_their_dependencies() {
    let p = Project::new(test_artifacts::HELLO);
    p.up();
    let dot = p.ok(&["graph"]);
    assert!(
        dot.starts_with("digraph \"dev\" {")
            && dot.contains("[label=\"local:File \\\"greeting\\\"\"]"),
        "{dot}"
    );
    assert_eq!(
        dot.matches(" -> ").count(),
        2,
        "the file depends on the pet and the suffix: {dot}"
    );
    let mermaid = p.ok(&["graph", "--format", "mermaid"]);
    assert!(
        mermaid.starts_with("graph LR") && mermaid.matches(" --> ").count() == 2,
        "{mermaid}"
    );
    // From the program, before anything is deployed: the same graph (the file reads the pet
    // and the suffix through an apply).
    let fresh = Project::new(test_artifacts::HELLO);
    let planned = fresh.ok(&["graph", "--program"]);
    assert_eq!(planned.matches(" -> ").count(), 2, "{planned}");
    assert!(planned.contains("random:Pet \\\"pet\\\""), "{planned}");
    assert_eq!(fresh.versions(), 1, "graphing the program deploys nothing");
    // SVG needs Graphviz; without it, the error says how to get it.
    let out = p
        .command(&["graph", "--format", "svg"])
        .env("PATH", "/nonexistent")
        .output()
        .unwrap();
    let err = text(&out.stderr);
    assert!(
        !out.status.success() && err.contains("needs Graphviz's `dot`, which is not installed"),
        "{err}"
    );
}

#[test]
fn state_surgery_forgets_and_unprotects_under_the_lock_refusing_dangling_dependencies() {
    let p = Project::with_spec(json!({"resources": [
        res("base", json!({"value": 1, "protect": true})),
        res("top", json!({"ref": "base"})),
        res("alone", json!({"value": 2})),
    ]}));
    p.up();
    let versions = p.versions();
    let err = p.fails(&["state", "delete", "base"]);
    assert!(
        err.contains("test:Resource \"base\" is a dependency of test:Resource \"top\""),
        "{err}"
    );
    let err = p.fails(&["state", "delete", "nothing"]);
    assert!(
        err.contains("stack `dev` has no resource `nothing`"),
        "{err}"
    );
    assert_eq!(p.versions(), versions, "refused edits write nothing");
    let out = p.ok(&["state", "delete", "alone"]);
    assert!(out.contains("Forgot test:Resource \"alone\""), "{out}");
    assert_eq!(p.resource_names(), vec!["base", "top"]);
    p.ok(&["state", "delete", "top"]);
    let err = p.fails(&["state", "delete", "base"]);
    assert!(
        err.contains("is protected: `strata state unprotect base` first"),
        "{err}"
    );
    p.ok(&["state", "unprotect", "base"]);
    p.ok(&["state", "delete", "base"]);
    assert!(p.resource_names().is_empty());
    assert_eq!(
        p.versions(),
        versions + 4,
        "each edit is a version of its own"
    );
}

#[test]
fn stack_history_lists_every_version_with_its_command_and_changes() {
    let p = Project::with_spec(json!({"resources": [res("a", json!({"value": 1}))]}));
    p.up();
    p.spec(json!({"resources": [res("a", json!({"value": 2})), res("b", json!({}))]}));
    p.up();
    p.ok(&["state", "delete", "b"]);
    let h = p.ok(&["stack", "history"]);
    let lines: Vec<&str> = h.lines().collect();
    assert_eq!(lines.len(), 4, "{h}");
    assert!(lines[0].contains("stack init"), "{h}");
    assert!(
        lines[1].contains("up") && lines[1].contains("1 create"),
        "{h}"
    );
    assert!(
        lines[2].contains("up") && lines[2].contains("1 create, 1 update"),
        "{h}"
    );
    assert!(
        lines[3].contains("state edit: Forgot test:Resource \"b\""),
        "{h}"
    );
}

#[test]
fn a_stack_is_exported_and_imported_back_checked_first_and_kept_in_history() {
    let p = Project::with_spec(json!({"resources": [
        res("a", json!({"value": 1})),
        res("b", json!({"ref": "a"})),
    ]}));
    p.up();
    let file = p.path().join("state.json");
    p.ok(&["stack", "export", "--file", file.to_str().unwrap()]);
    let exported: Value = serde_json::from_slice(&std::fs::read(&file).unwrap()).unwrap();
    assert_eq!(exported["resources"].as_array().unwrap().len(), 2);
    p.ok(&["state", "delete", "b"]);
    p.ok(&["state", "delete", "a"]);
    // A file that would leave a dangling dependency is refused before anything changes.
    let mut broken = exported.clone();
    broken["resources"]
        .as_array_mut()
        .unwrap()
        .retain(|r| r["urn"].as_str().unwrap().ends_with("::b"));
    let bad = p.path().join("broken.json");
    std::fs::write(&bad, broken.to_string()).unwrap();
    let versions = p.versions();
    let err = p.fails(&["stack", "import", "--file", bad.to_str().unwrap(), "--yes"]);
    assert!(
        err.contains("which it does not hold: nothing was imported"),
        "{err}"
    );
    assert_eq!(p.versions(), versions);
    // It replaces the state: without --yes and no one to ask, refused as `up` is.
    let err = p.fails(&["stack", "import", "--file", file.to_str().unwrap()]);
    assert!(
        err.contains("`strata stack import` replaces the state of stack `dev`: pass --yes"),
        "{err}"
    );
    assert_eq!(p.versions(), versions);
    let out = p.ok(&["stack", "import", "--file", file.to_str().unwrap(), "--yes"]);
    assert!(out.contains("Imported 2 resources"), "{out}");
    assert_eq!(p.resource_names(), vec!["a", "b"]);
    assert_eq!(counts(&p.up()), json!({"same": 2}));
    // An older version can be exported too.
    let old = p.ok(&["stack", "export", "--version", "0"]);
    assert!(old.contains("\"resources\": []"), "{old}");
}

#[test]
fn a_resource_renamed_in_the_state_with_the_program_is_neither_deleted_nor_recreated() {
    let p = Project::with_spec(json!({"resources": [
        res("a", json!({"value": 1})),
        res("b", json!({"ref": "a"})),
    ]}));
    p.up();
    let out = p.ok(&["state", "rename", "a", "first"]);
    assert!(
        out.contains("Renamed test:Resource \"a\" to \"first\""),
        "{out}"
    );
    let err = p.fails(&["state", "rename", "first", "b"]);
    assert!(err.contains("already has test:Resource \"b\""), "{err}");
    p.spec(json!({"resources": [
        res("first", json!({"value": 1})),
        res("b", json!({"ref": "first"})),
    ]}));
    assert_eq!(counts(&p.up()), json!({"same": 2}));
    let deps = p.recorded("b")["dependencies"].clone();
    assert_eq!(deps, json!(["urn:strata:dev::e2e::test:Resource::first"]));
}

#[test]
fn an_imported_state_never_lands_with_a_secret_in_plaintext() {
    let p = Project::with_spec(json!({"resources": [res("a", json!({"value": 1}))]}));
    p.up();
    let file = p.path().join("state.json");
    p.ok(&["stack", "export", "--file", file.to_str().unwrap()]);
    // A hand-edited (or hostile) export carries a secret in its in-memory, plaintext form.
    let mut edited: Value = serde_json::from_slice(&std::fs::read(&file).unwrap()).unwrap();
    edited["resources"][0]["inputs"]["value"] =
        json!({"$strata": "secret", "value": "hunter2-imported"});
    std::fs::write(&file, edited.to_string()).unwrap();
    p.ok(&["stack", "import", "--file", file.to_str().unwrap(), "--yes"]);
    let stored = std::fs::read_to_string(p.current_version()).unwrap();
    assert!(!stored.contains("hunter2-imported"), "{stored}");
    assert!(stored.contains("ciphertext"), "{stored}");
}
