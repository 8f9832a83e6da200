//! Many stacks as one graph: `up --cascade` through the index of dependents, and
//! `strata workspace` over `Strata.workspace.toml`, with its persisted graph.

use super::*;

/// A project named `name` in `root/name` running the test program with `spec`; its state
/// in `backend` (none: the workspace's).
pub(super) fn project_in(root: &Path, name: &str, backend: Option<&str>, spec: Value) -> PathBuf {
    let dir = root.join(name);
    std::fs::create_dir_all(&dir).unwrap();
    let backend = backend.map_or_else(String::new, |b| format!("backend = {}\n", toml_path(b)));
    std::fs::write(
        dir.join("Strata.toml"),
        format!(
            "name = \"{name}\"\n{backend}[program]\nwasm = {}\n\n[providers.test]\nwasm = {}\n",
            toml_path(test_artifacts::TEST_PROGRAM),
            toml_path(test_artifacts::TEST_PROVIDER),
        ),
    )
    .unwrap();
    std::fs::write(
        dir.join("Strata.dev.toml"),
        format!("[config]\nspec = {}\n", toml_path(&spec.to_string())),
    )
    .unwrap();
    dir
}

pub(super) fn strata(dir: &Path, args: &[&str]) -> Output {
    strata_in(dir, args).output().unwrap()
}

pub(super) fn ok(dir: &Path, args: &[&str]) -> String {
    succeeded(args, strata(dir, args))
}

/// The JSON lines a command printed.
pub(super) fn events(stdout: &str) -> Vec<Value> {
    stdout
        .lines()
        .filter_map(|l| serde_json::from_str(l).ok())
        .collect()
}

fn net(vpc: &str) -> Value {
    json!({"resources": [{"name": "vpc", "value": vpc}, {"name": "pw", "value": "p"}],
           "outputs": {"vpcId": "vpc", "password": "pw"}})
}

fn reader(upstream: &str, output: &str, extra: Vec<Value>) -> Value {
    let mut resources = vec![
        json!({"name": "up", "reference": upstream}),
        json!({"name": "r", "props_refs": {"value": format!("up.{output}")}}),
    ];
    resources.extend(extra);
    json!({"resources": resources, "outputs": {"out": "r"}})
}

fn output(dir: &Path, name: &str) -> Value {
    let v: Value =
        serde_json::from_str(&ok(dir, &["stack", "output", "--json", "--stack", "dev"])).unwrap();
    v[name].clone()
}

/// One Ctrl-C during a cascade, as a reader's update runs: a call in flight finishes and is
/// saved (none is left pending), the reader's lock is released, and no stack after it starts.
#[test]
fn one_ctrl_c_during_a_cascade_lets_the_running_stack_finish_and_starts_no_other() {
    let root = tempfile::tempdir().unwrap();
    let url = format!("file://{}", root.path().join("state").display());
    let slow = json!({"name": "slow", "gate": "held", "props_refs": {"value": "up.vpcId"}});
    let n = project_in(root.path(), "net", Some(&url), net("vpc-1"));
    let d = project_in(
        root.path(),
        "data",
        Some(&url),
        reader("net/dev", "vpcId", vec![slow]),
    );
    let a = project_in(
        root.path(),
        "app",
        Some(&url),
        reader("data/dev", "out", vec![]),
    );
    set_project_lines(&d, "", &["net/dev"]);
    set_project_lines(&a, "", &["data/dev"]);
    let gates = Gates::in_project(&d);
    gates.open("held");
    for dir in [&n, &d, &a] {
        ok(dir, &["trust"]);
        ok(dir, &["stack", "init", "dev"]);
        ok(dir, &["up", "--yes"]);
    }
    gates.close("held");
    ok(&n, &["config", "set", "spec", &net("vpc-2").to_string()]);
    let mut child = strata_in(&n, &["up", "--yes", "--json", "--cascade"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut events = BufReader::new(child.stdout.take().unwrap());
    // Data's update is held in its call when the Ctrl-C comes, and let go once it was heard
    // (said on stderr: the cascade's stream has ended its first stack's run).
    gates.wait("held", 1);
    super::watch::interrupt(&child);
    let mut stderr = BufReader::new(child.stderr.take().unwrap());
    let mut said = String::new();
    while !said.contains("Interrupted") {
        assert!(stderr.read_line(&mut said).unwrap() > 0, "{said}");
    }
    gates.open("held");
    let mut rest = String::new();
    std::io::Read::read_to_string(&mut events, &mut rest).unwrap();
    assert!(
        !child.wait().unwrap().success(),
        "an interrupted cascade exits non-zero"
    );
    let summary = self::events(&rest).pop().unwrap();
    let result = |s: &str| {
        summary["stacks"]
            .as_array()
            .unwrap()
            .iter()
            .find(|x| x["stack"] == s)
            .map(|x| x["result"].clone())
    };
    assert_eq!(result("app/dev"), Some(json!("not run")), "{summary}");
    // What was in flight finished and was saved, and data's lock is free.
    let data: Value =
        serde_json::from_str(&ok(&d, &["stack", "export", "--stack", "dev"])).unwrap();
    let slow_state = data["resources"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["urn"].as_str().is_some_and(|u| u.ends_with("::slow")))
        .cloned()
        .unwrap();
    assert_eq!(slow_state["inputs"]["value"], "vpc-2", "{slow_state}");
    assert!(data.get("pending_operations").is_none(), "{data}");
    assert_eq!(output(&a, "out"), "vpc-1", "app did not run");
    ok(&d, &["up", "--yes"]);
}

#[test]
fn up_cascade_updates_the_stale_readers_in_order_and_stops_at_the_first_failure() {
    let root = tempfile::tempdir().unwrap();
    let url = format!("file://{}", root.path().join("state").display());
    let spec = |dir: &Path, spec: Value| ok(dir, &["config", "set", "spec", &spec.to_string()]);
    let n = project_in(root.path(), "net", Some(&url), net("vpc-1"));
    let d = project_in(
        root.path(),
        "data",
        Some(&url),
        reader("net/dev", "vpcId", vec![]),
    );
    let a = project_in(
        root.path(),
        "app",
        Some(&url),
        reader("data/dev", "out", vec![]),
    );
    let other = project_in(
        root.path(),
        "other",
        Some(&url),
        reader("net/dev", "password", vec![]),
    );
    set_project_lines(&d, "", &["net/dev"]);
    set_project_lines(&a, "", &["data/dev"]);
    set_project_lines(&other, "", &["net/dev"]);
    for dir in [&n, &d, &a, &other] {
        // Their user vouches for each: a cascade runs only such directories.
        ok(dir, &["trust"]);
        ok(dir, &["stack", "init", "dev"]);
        ok(dir, &["up", "--yes"]);
    }
    assert_eq!(output(&a, "out"), "vpc-1");
    spec(&n, net("vpc-2"));
    let out = ok(&n, &["up", "--yes", "--json", "--cascade"]);
    let summary = events(&out).pop().unwrap();
    let results: Vec<(String, String)> = summary["stacks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["stack"].as_str().unwrap().into(),
                s["result"].as_str().unwrap().into(),
            )
        })
        .collect();
    // data before app (app reads data); other reads only what did not change.
    let pos = |s: &str| results.iter().position(|(n, _)| n == s).unwrap();
    assert!(pos("data/dev") < pos("app/dev"), "{results:?}");
    assert_eq!(results[pos("data/dev")].1, "done");
    assert_eq!(results[pos("app/dev")].1, "done");
    assert_eq!(results[pos("other/dev")].1, "up to date");
    assert_eq!(output(&a, "out"), "vpc-2");
    // data fails: app does not run, and the summary says so.
    spec(
        &d,
        reader(
            "net/dev",
            "vpcId",
            vec![json!({"name": "bad", "fail": "create"})],
        ),
    );
    spec(&n, net("vpc-3"));
    let out = strata(&n, &["up", "--yes", "--json", "--cascade"]);
    assert!(!out.status.success());
    let summary = events(&text(&out.stdout)).pop().unwrap();
    let by: BTreeMap<String, Value> = summary["stacks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| (s["stack"].as_str().unwrap().to_string(), s.clone()))
        .collect();
    assert_eq!(by["data/dev"]["result"], "failed");
    assert!(
        by["data/dev"]["error"]
            .as_str()
            .unwrap()
            .contains("injected failure in create"),
        "{summary}"
    );
    assert_eq!(by["app/dev"]["result"], "not run");
    assert_eq!(output(&a, "out"), "vpc-2", "app was not touched");
    // The preview of the whole chain: app's preview sees data's change coming, unknown.
    spec(&d, reader("net/dev", "vpcId", vec![]));
    let preview = ok(&n, &["preview", "--cascade"]);
    assert!(
        preview.contains("Previewing update of stack dev (project app)"),
        "{preview}"
    );
    assert!(
        preview.contains("~ update test:Resource \"r\""),
        "{preview}"
    );
}

use std::collections::BTreeMap;

fn workspace_file(root: &Path, stacks: &[&str]) {
    let mut text = String::from("persistent = true\nparallel = 2\n");
    for s in stacks {
        text.push_str(&format!("\n[[stack]]\ndir = \"{s}\"\nstack = \"dev\"\n"));
    }
    std::fs::write(root.join("Strata.workspace.toml"), text).unwrap();
}

#[test]
fn a_workspace_runs_in_reference_order_in_parallel_and_destroys_what_was_removed() {
    let root = tempfile::tempdir().unwrap();
    let r = root.path();
    // Listed readers first: the order comes from the references.
    project_in(r, "app", None, reader("net/dev", "vpcId", vec![]));
    project_in(r, "net", None, net("vpc-1"));
    // Each slow stack's create waits at a gate until both have begun: they overlap.
    let slow = |v: &str| json!({"resources": [{"name": "s", "value": v, "gate": "both"}]});
    let left = Gates::in_project(&project_in(r, "left", None, slow("l")));
    let right = Gates::in_project(&project_in(r, "right", None, slow("r")));
    workspace_file(r, &["app", "net", "left", "right"]);
    let child = strata_in(r, &["workspace", "up", "--yes", "--json"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    left.wait("both", 1);
    right.wait("both", 1);
    left.open("both");
    right.open("both");
    let out = succeeded(&["workspace", "up"], child.wait_with_output().unwrap());
    let ev = events(&out);
    let at = |kind: &str, stack: &str| {
        ev.iter()
            .position(|e| e["event"] == kind && e["stack"] == stack)
            .unwrap_or_else(|| panic!("no {kind} of {stack}: {out}"))
    };
    assert!(
        at("stack-done", "net/dev") < at("stack-started", "app/dev"),
        "{out}"
    );
    // Independent slow stacks overlap: each starts before the other is done.
    assert!(
        at("stack-started", "left/dev") < at("stack-done", "right/dev"),
        "{out}"
    );
    assert!(
        at("stack-started", "right/dev") < at("stack-done", "left/dev"),
        "{out}"
    );
    assert_eq!(output(&r.join("app"), "out"), "vpc-1");
    let ls = ok(r, &["workspace", "ls"]);
    assert!(ls.contains("app/dev") && ls.contains("version 1"), "{ls}");
    let graph = ok(r, &["workspace", "graph", "--format", "mermaid"]);
    assert!(graph.contains("-->"), "{graph}");

    // app leaves the workspace file: the preview says it goes, the next up destroys it.
    workspace_file(r, &["net", "left", "right"]);
    let preview = ok(r, &["workspace", "preview"]);
    assert!(
        preview.contains("app/dev") && preview.contains("would be destroyed"),
        "{preview}"
    );
    let ls = ok(r, &["workspace", "ls"]);
    assert!(ls.contains("removed from the workspace"), "{ls}");
    ok(r, &["workspace", "up", "--yes"]);
    let gone = strata(
        &r.join("app"),
        &[
            "--backend",
            &format!("file://{}", r.join(".strata").display()),
            "stack",
            "ls",
        ],
    );
    assert!(
        !text(&gone.stdout).contains("dev"),
        "app/dev was removed: {}",
        text(&gone.stdout)
    );
    assert_eq!(
        serde_json::from_str::<Value>(&ok(
            &r.join("net"),
            &["stack", "deps", "--json", "--stack", "dev"]
        ))
        .unwrap()["downstreams"],
        json!([])
    );
    let history: Value = serde_json::from_str(&ok(r, &["workspace", "history", "--json"])).unwrap();
    let versions = history.as_array().unwrap();
    assert_eq!(versions.len(), 2, "{history}");
    assert!(versions[0]["stacks"].to_string().contains("app/dev"));
    assert!(!versions[1]["stacks"].to_string().contains("app/dev"));
}

/// `workspace preview` before the first `workspace up` changes nothing: the stacks it lists do
/// not exist yet, and each is previewed against an empty state, readers after what they read.
#[test]
fn a_workspace_preview_of_stacks_not_made_yet_previews_them_empty_and_makes_nothing() {
    let root = tempfile::tempdir().unwrap();
    let r = root.path();
    project_in(r, "net", None, net("vpc-1"));
    project_in(r, "app", None, reader("net/dev", "vpcId", vec![]));
    workspace_file(r, &["net", "app"]);
    let before = std::fs::read_dir(r).unwrap().count();
    let out = ok(r, &["workspace", "preview", "--json"]);
    let ev = events(&out);
    let created = |stack: &str| {
        ev.iter()
            .find(|e| e["event"] == "stack-done" && e["stack"] == stack)
            .unwrap_or_else(|| panic!("no stack-done of {stack}: {out}"))["summary"]["create"]
            .clone()
    };
    assert_eq!(created("net/dev"), json!(2), "{out}");
    assert_eq!(created("app/dev"), json!(2), "{out}");
    // Nothing was written: no state, no stack selected, no new file anywhere.
    assert!(!r.join(".strata").exists(), "a preview made state");
    for p in ["net", "app"] {
        assert!(
            !r.join(p).join(".strata").exists(),
            "a preview selected a stack in {p}"
        );
    }
    assert_eq!(std::fs::read_dir(r).unwrap().count(), before);
    // And the up that follows makes them.
    ok(r, &["workspace", "up", "--yes"]);
    assert_eq!(output(&r.join("app"), "out"), "vpc-1");
}

#[test]
fn a_second_workspace_up_is_refused_while_the_graph_is_locked() {
    let root = tempfile::tempdir().unwrap();
    let r = root.path();
    project_in(
        r,
        "slow",
        None,
        json!({"resources": [{"name": "s", "value": "v", "gate": "held"}]}),
    );
    let gates = Gates::in_project(&r.join("slow"));
    workspace_file(r, &["slow"]);
    let mut c = Command::new(STRATA);
    c.arg("--cwd")
        .arg(r)
        .args(["workspace", "up", "--yes", "--json"])
        .env("STRATA_CACHE_DIR", cache_dir())
        .env("XDG_CONFIG_HOME", config_dir())
        .env_remove("STRATA_BACKEND")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null());
    let mut first = c.spawn().unwrap();
    let _reader = BufReader::new(first.stdout.take().unwrap());
    // Its stack's create is held in flight, the graph locked, until the gate opens.
    gates.wait("held", 1);
    let second = strata(r, &["workspace", "up", "--yes"]);
    assert!(!second.status.success());
    let err = text(&second.stderr);
    assert!(
        err.contains("is locked by") && err.contains("workspace up"),
        "{err}"
    );
    let unlock = strata(r, &["workspace", "unlock"]);
    assert!(!unlock.status.success(), "its holder is alive");
    assert!(
        text(&unlock.stderr).contains("--force"),
        "{}",
        text(&unlock.stderr)
    );
    // Forced, with a warning; the holder then finds its lock gone and saves no graph.
    let forced = strata(r, &["workspace", "unlock", "--force"]);
    assert!(forced.status.success());
    assert!(
        text(&forced.stderr).contains("warning"),
        "{}",
        text(&forced.stderr)
    );
    gates.open("held");
    assert!(
        !first.wait().unwrap().success(),
        "its lock was taken from it"
    );
    ok(r, &["workspace", "up", "--yes"]);
    let history: Value = serde_json::from_str(&ok(r, &["workspace", "history", "--json"])).unwrap();
    assert_eq!(history.as_array().unwrap().len(), 1, "{history}");
}

#[test]
fn after_orders_stacks_that_read_nothing_of_each_other_and_a_cycle_is_refused_before_anything_runs()
{
    let root = tempfile::tempdir().unwrap();
    let r = root.path();
    project_in(
        r,
        "one",
        None,
        json!({"resources": [{"name": "a", "value": "1"}]}),
    );
    project_in(
        r,
        "two",
        None,
        json!({"resources": [{"name": "b", "value": "2"}]}),
    );
    let write = |text: &str| std::fs::write(r.join("Strata.workspace.toml"), text).unwrap();
    write(
        "[[stack]]\ndir = \"one\"\nstack = \"dev\"\nafter = [\"two/dev\"]\n\n[[stack]]\ndir = \"two\"\nstack = \"dev\"\n",
    );
    let out = ok(r, &["workspace", "up", "--yes", "--json"]);
    let done: Vec<String> = events(&out)
        .iter()
        .filter(|e| e["event"] == "stack-done")
        .map(|e| e["stack"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(done, ["two/dev", "one/dev"], "{out}");
    let dot = ok(r, &["workspace", "graph"]);
    assert!(dot.contains("->"), "{dot}");
    // Each after the other: refused, naming both, before any stack runs.
    write(
        "[[stack]]\ndir = \"one\"\nstack = \"dev\"\nafter = [\"two/dev\"]\n\n[[stack]]\ndir = \"two\"\nstack = \"dev\"\nafter = [\"one/dev\"]\n",
    );
    let out = strata(r, &["workspace", "up", "--yes", "--json"]);
    assert!(!out.status.success());
    let err = text(&out.stderr);
    assert!(
        err.contains("cycle") && err.contains("one/dev") && err.contains("two/dev"),
        "{err}"
    );
    assert!(!text(&out.stdout).contains("stack-started"), "nothing ran");
    // After a stack the workspace does not list: named.
    write("[[stack]]\ndir = \"one\"\nstack = \"dev\"\nafter = [\"three/dev\"]\n");
    let err = text(&strata(r, &["workspace", "preview"]).stderr);
    assert!(
        err.contains("three/dev, which the workspace does not list"),
        "{err}"
    );
}

/// A person may take longer than the lock's lease to answer a prompt made under a lock: the
/// lease is renewed meanwhile, even on a runtime of one worker. (The command runs on a worker;
/// a prompt that held it stopped the renewal, and another `workspace up` took the lock over.)
#[test]
fn a_prompt_under_the_graph_lock_keeps_it_renewed_however_long_the_answer_takes() {
    use std::io::{Read, Write};
    let root = tempfile::tempdir().unwrap();
    let r = root.path();
    let spec = json!({"resources": [{"name": "s", "value": "v"}]});
    project_in(r, "a", None, spec.clone());
    project_in(r, "b", None, spec);
    workspace_file(r, &["a", "b"]);
    ok(r, &["workspace", "up", "--yes"]);
    workspace_file(r, &["a"]);

    let mut first = strata_on_a_terminal(r, &["workspace", "up"])
        .env("STRATA_LOCK_LEASE", "2s")
        .env("TOKIO_WORKER_THREADS", "1")
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut out = first.stdout.take().unwrap();
    let mut seen = Vec::new();
    let mut buf = [0u8; 256];
    while !String::from_utf8_lossy(&seen).contains("Destroy them?") {
        let n = out.read(&mut buf).unwrap();
        assert!(n > 0, "no prompt: {}", String::from_utf8_lossy(&seen));
        seen.extend_from_slice(&buf[..n]);
    }
    // The person thinks for two and a half leases.
    std::thread::sleep(std::time::Duration::from_secs(5));
    let second = strata_in(r, &["workspace", "up", "--yes"])
        .env("STRATA_LOCK_LEASE", "2s")
        .output()
        .unwrap();
    let err = text(&second.stderr);
    assert!(
        !second.status.success() && err.contains("is locked by"),
        "the lock was taken over while its holder asked: {err}"
    );
    first.stdin.take().unwrap().write_all(b"n\n").unwrap();
    let mut rest = String::new();
    out.read_to_string(&mut rest).unwrap();
    assert!(first.wait().unwrap().success(), "{rest}");
    assert!(rest.contains("Cancelled; nothing changed."), "{rest}");
}

/// A member that stops on interrupted creates: the workspace table gives its advice as the
/// command that works where the workspace command ran, and that command, run there, works.
#[test]
fn a_members_advice_in_the_workspace_table_works_from_the_root() {
    let root = tempfile::tempdir().unwrap();
    let r = root.path();
    let app = project_in(r, "app", None, json!({"resources": []}));
    workspace_file(r, &["app"]);
    ok(r, &["workspace", "up", "--yes"]);
    let slow = json!({"resources": [{"name": "s", "gate": "held"}]});
    ok(&app, &["config", "set", "spec", &slow.to_string()]);
    let gates = Gates::in_project(&app);
    // Killed with its create in flight (held at the gate): the create is left pending.
    let mut child = strata_in(&app, &["up", "--yes", "--json"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    gates.wait("held", 1);
    child.kill().unwrap();
    child.wait().unwrap();
    gates.open("held");
    let out = strata(r, &["workspace", "up", "--yes"]);
    assert!(!out.status.success());
    let said = format!("{}{}", text(&out.stdout), text(&out.stderr));
    let at = said
        .find("`strata --cwd ")
        .unwrap_or_else(|| panic!("no command aimed at the member: {said}"));
    let command = &said[at + 1..];
    let command = &command[..command.find('`').unwrap()];
    assert!(
        command.contains(&app.display().to_string()) && command.contains("--stack dev"),
        "{command}"
    );
    // Run as printed, from the workspace root.
    let mut words: Vec<&str> = command.split_whitespace().skip(1).collect();
    words.push("--yes");
    let base = strata_in(r, &[]);
    let mut c = Command::new(base.get_program());
    c.current_dir(r).args(&words).stdin(Stdio::null());
    tests_env(&mut c, &base);
    let fixed = c.output().unwrap();
    assert!(fixed.status.success(), "{command}: {}", text(&fixed.stderr));
    ok(r, &["workspace", "up", "--yes"]);
}

/// The stacks of a workspace run as tasks of one process: a hostile provider in one of them
/// (memory without end, a loop without end, a panic) fails its own stack, and the stack
/// running beside it at the same time is deployed; the process goes on and reports both.
#[test]
fn a_hostile_provider_in_one_stack_fails_only_that_stack_of_the_process() {
    for attack in ["memory", "loop", "panic"] {
        let root = tempfile::tempdir().unwrap();
        let r = root.path();
        let spec = json!({"resources": [{"name": "x", "type": "hostile:Probe", "attack": attack}]});
        let bad = project_in(r, "bad", None, spec);
        let mut toml = std::fs::read_to_string(bad.join("Strata.toml")).unwrap();
        toml.push_str(&format!(
            "\n[providers.hostile]\nwasm = {}\ntimeout = \"1s\"\nmemory = \"64MiB\"\n",
            toml_path(test_artifacts::HOSTILE)
        ));
        std::fs::write(bad.join("Strata.toml"), toml).unwrap();
        let slow = json!({"resources": [{"name": "s", "value": "v", "latency_ms": 300}]});
        project_in(r, "good", None, slow);
        std::fs::write(
            r.join("Strata.workspace.toml"),
            "parallel = 2\n\n[[stack]]\ndir = \"bad\"\nstack = \"dev\"\n\n[[stack]]\ndir = \"good\"\nstack = \"dev\"\n",
        )
        .unwrap();
        let out = strata(r, &["workspace", "up", "--yes", "--json"]);
        assert!(!out.status.success(), "{attack}");
        let summary = events(&text(&out.stdout))
            .pop()
            .unwrap_or_else(|| panic!("{attack}: no summary: {}", text(&out.stderr)));
        let result = |s: &str| {
            summary["stacks"]
                .as_array()
                .unwrap()
                .iter()
                .find(|x| x["stack"] == s)
                .unwrap_or_else(|| panic!("{attack}: no {s} in {summary}"))
                .clone()
        };
        let bad = result("bad/dev");
        assert_eq!(bad["result"], "failed", "{attack}: {summary}");
        assert!(
            bad["error"]
                .as_str()
                .unwrap_or_default()
                .contains("hostile:Probe \"x\""),
            "{attack}: {summary}"
        );
        assert_eq!(result("good/dev")["result"], "done", "{attack}: {summary}");
        assert_eq!(
            result("good/dev")["summary"]["create"],
            1,
            "{attack}: {summary}"
        );
    }
}
