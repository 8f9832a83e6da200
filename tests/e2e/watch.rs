//! `strata watch`: a run per change, synchronised on its `--json` events (never on sleeps): a
//! config change and a source change redeploy; changes during a run queue exactly one more; a
//! program that does not build deploys nothing; the lock is free between runs; Ctrl-C stops.

use super::yaml::yaml_project;
use super::*;

pub(super) const PROGRAM: &str = r#"
config:
  greeting: {default: Hello}
  gate: {default: ""}
resources:
  a:
    type: test:Resource
    properties:
      value: ${greeting}
      gate: ${gate}
outputs:
  a: ${a.echo}
"#;

/// The next watch event (`run-started`, `run-done`, `waiting`, ...), skipping the runs' own.
fn next_watch_event(reader: &mut impl BufRead) -> Value {
    let mut found = Value::Null;
    read_events_until(reader, |e| {
        let watch = matches!(
            e["event"].as_str(),
            Some(
                "watch-started"
                    | "run-started"
                    | "run-done"
                    | "waiting"
                    | "interrupted"
                    | "watch-stopped"
            )
        );
        if watch {
            found = e.clone();
        }
        watch
    });
    found
}

/// Read watch events up to the next `run-done`, checking what comes between.
fn run_done(reader: &mut impl BufRead, run: u64) -> Value {
    let e = next_watch_event(reader);
    assert_eq!(e["event"], "run-started", "{e}");
    assert_eq!(e["run"], run, "{e}");
    let done = next_watch_event(reader);
    assert_eq!(done["event"], "run-done", "{done}");
    assert_eq!(done["run"], run, "{done}");
    done
}

/// Ctrl-C, as a terminal sends it.
pub(super) fn interrupt(child: &Child) {
    let pid = child.id().to_string();
    let sent = Command::new("kill").args(["-INT", &pid]).status();
    assert!(sent.unwrap().success());
}

fn waiting(reader: &mut impl BufRead) {
    let e = next_watch_event(reader);
    assert_eq!(e["event"], "waiting", "expected no queued run: {e}");
}

fn output_a(p: &Project) -> Value {
    let out: Value = serde_json::from_str(&p.ok(&["stack", "output", "--json"])).unwrap();
    out["a"].clone()
}

#[test]
fn watch_redeploys_on_each_change_queues_one_run_and_deploys_nothing_that_does_not_build() {
    let p = yaml_project(PROGRAM);
    // Each create and update of `a` waits at a gate: the changes come while a run is held.
    p.ok(&["config", "set", "gate", "a"]);
    let gates = Gates::of(&p);
    gates.open("a");
    // A directory outside the project that the program depends on, named with --path.
    let extra = tempfile::tempdir().unwrap();
    let extra_dir = extra.path().canonicalize().unwrap();
    let (mut child, mut events) = p.spawn(&[
        "watch",
        "--json",
        "--debounce-ms",
        "100",
        "--path",
        extra_dir.to_str().unwrap(),
    ]);
    assert_eq!(next_watch_event(&mut events)["event"], "watch-started");
    // The first run deploys what is there.
    let done = run_done(&mut events, 1);
    assert_eq!(done["ok"], true, "{done}");
    assert_eq!(done["summary"]["create"], 1, "{done}");
    waiting(&mut events);
    assert_eq!(output_a(&p), "Hello");

    // Between runs the stack's lock is free: another command that takes it goes ahead (and
    // what it writes, under .strata/, starts no run).
    p.ok(&["refresh", "--yes"]);
    gates.close("a");

    // A config change, and during its run (held at the gate) the program changes: exactly one
    // more run follows, with that version. (One write: writes spread over more than the
    // 100 ms debounce, as on a loaded machine, are rightly more runs.)
    p.ok(&["config", "set", "greeting", "Hi"]);
    let e = next_watch_event(&mut events);
    assert_eq!(
        (e["event"].clone(), e["run"].clone()),
        (json!("run-started"), json!(2)),
        "{e}"
    );
    assert_eq!(e["changed"], json!(["Strata.dev.toml"]), "{e}");
    // The program has run when the update starts: what changes now is for the next run.
    read_events_until(&mut events, |e| {
        e["event"] == "step-started" && e["op"] == "update"
    });
    gates.wait("a", 1);
    let program = PROGRAM.replace(
        "outputs:\n  a: ${a.echo}\n",
        "  b:\n    type: test:Resource\n    properties: {value: version3}\noutputs:\n  a: ${a.echo}\n  b: ${b.echo}\n",
    );
    std::fs::write(p.path().join("Strata.yaml"), program).unwrap();
    gates.open("a");
    let done = next_watch_event(&mut events);
    assert_eq!(
        (done["run"].clone(), done["ok"].clone()),
        (json!(2), json!(true)),
        "{done}"
    );
    assert_eq!(done["summary"]["update"], 1, "{done}");
    // The changes reach the watcher a debounce after they were made: while the run still
    // goes, they are queued and the next run starts at once; once it is over, it was waiting.
    let mut e = next_watch_event(&mut events);
    if e["event"] == "waiting" {
        e = next_watch_event(&mut events);
    }
    assert_eq!(
        (e["event"].clone(), e["run"].clone()),
        (json!("run-started"), json!(3)),
        "{e}"
    );
    assert_eq!(e["changed"], json!(["Strata.yaml"]), "{e}");
    let done = next_watch_event(&mut events);
    assert_eq!(done["summary"]["create"], 1, "{done}");
    waiting(&mut events);
    let out: Value = serde_json::from_str(&p.ok(&["stack", "output", "--json"])).unwrap();
    assert_eq!(out, json!({"a": "Hi", "b": "version3"}));

    // A program that does not parse: nothing is deployed, nothing is deleted.
    std::fs::write(p.path().join("Strata.yaml"), "resources: [unclosed\n").unwrap();
    let done = run_done(&mut events, 4);
    assert_eq!(done["ok"], false, "{done}");
    assert_eq!(done["deployed"], false, "{done}");
    assert!(
        done["error"].as_str().unwrap().contains("Strata.yaml"),
        "{done}"
    );
    waiting(&mut events);
    let out: Value = serde_json::from_str(&p.ok(&["stack", "output", "--json"])).unwrap();
    assert_eq!(out["b"], "version3", "{out}");

    // Fixed: b is gone from the program, and from the stack.
    std::fs::write(p.path().join("Strata.yaml"), PROGRAM).unwrap();
    let done = run_done(&mut events, 5);
    assert_eq!(done["summary"]["delete"], 1, "{done}");
    waiting(&mut events);

    // A change under --path redeploys too (nothing to change).
    std::fs::write(extra_dir.join("schema.sql"), "create table t ();").unwrap();
    let e = next_watch_event(&mut events);
    assert_eq!(e["changed"], json!([extra_dir.join("schema.sql")]), "{e}");
    let done = next_watch_event(&mut events);
    assert_eq!(
        (done["run"].clone(), done["summary"]["same"].clone()),
        (json!(6), json!(1)),
        "{done}"
    );
    waiting(&mut events);

    // Ctrl-C while waiting: it stops, and says so.
    interrupt(&child);
    let e = next_watch_event(&mut events);
    assert_eq!(
        (e["event"].clone(), e["runs"].clone()),
        (json!("watch-stopped"), json!(6)),
        "{e}"
    );
    assert!(child.wait().unwrap().success());
}

#[test]
fn ctrl_c_during_a_run_lets_it_finish_and_save() {
    let p = yaml_project(PROGRAM);
    p.ok(&["config", "set", "gate", "a"]);
    let gates = Gates::of(&p);
    let (mut child, mut events) = p.spawn(&["watch", "--json", "--debounce-ms", "100"]);
    assert_eq!(next_watch_event(&mut events)["event"], "watch-started");
    let e = next_watch_event(&mut events);
    assert_eq!(e["event"], "run-started", "{e}");
    // The create is in flight (held at the gate) when Ctrl-C comes, and let go once it is heard.
    gates.wait("a", 1);
    interrupt(&child);
    assert_eq!(next_watch_event(&mut events)["event"], "interrupted");
    gates.open("a");
    let done = next_watch_event(&mut events);
    assert_eq!(
        (done["event"].clone(), done["ok"].clone()),
        (json!("run-done"), json!(true)),
        "{done}"
    );
    assert_eq!(done["summary"]["create"], 1, "{done}");
    assert_eq!(next_watch_event(&mut events)["event"], "watch-stopped");
    assert!(child.wait().unwrap().success());
    // Saved, with nothing pending, and the lock released.
    assert_eq!(output_a(&p), "Hello");
    p.ok(&["refresh", "--yes"]);
}

/// A JavaScript program is rebuilt on each change of its source; a source that does not build
/// deploys nothing, and the next good one deploys.
#[test]
fn watch_rebuilds_a_javascript_program_and_a_build_error_deploys_nothing() {
    let root = tempfile::tempdir().unwrap();
    let dir = test_artifacts::checked_in_example(root.path(), "hello-js");
    succeeded(
        &["stack", "init"],
        strata_in(&dir, &["stack", "init", "dev"]).output().unwrap(),
    );
    succeeded(&["trust"], strata_in(&dir, &["trust"]).output().unwrap());
    let mut child = strata_in(&dir, &["watch", "--json", "--debounce-ms", "100"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut events = BufReader::new(child.stdout.take().unwrap());
    assert_eq!(next_watch_event(&mut events)["event"], "watch-started");
    let done = run_done(&mut events, 1);
    assert_eq!(done["summary"]["create"], 1, "{done}");
    waiting(&mut events);
    let message = || -> String {
        let out = strata_in(&dir, &["stack", "output", "--json"])
            .output()
            .unwrap();
        let v: Value = serde_json::from_str(&succeeded(&["stack", "output"], out)).unwrap();
        v["message"].as_str().unwrap().to_string()
    };
    assert!(message().ends_with("(from JavaScript)"));

    let source = std::fs::read_to_string(dir.join("program.js")).unwrap();
    std::fs::write(
        dir.join("program.js"),
        source.replace("(from JavaScript)", "(watched)"),
    )
    .unwrap();
    let done = run_done(&mut events, 2);
    assert_eq!(done["ok"], true, "{done}");
    waiting(&mut events);
    assert!(message().ends_with("(watched)"), "{}", message());

    // A syntax error: the build fails, nothing is deployed, the stack keeps its outputs.
    std::fs::write(
        dir.join("program.js"),
        format!("{source}\nexport const = ;\n"),
    )
    .unwrap();
    let done = run_done(&mut events, 3);
    assert_eq!(
        (done["ok"].clone(), done["deployed"].clone()),
        (json!(false), json!(false)),
        "{done}"
    );
    assert!(
        done["error"].as_str().unwrap().contains("build command"),
        "{done}"
    );
    waiting(&mut events);
    assert!(message().ends_with("(watched)"));

    std::fs::write(dir.join("program.js"), &source).unwrap();
    let done = run_done(&mut events, 4);
    assert_eq!(done["ok"], true, "{done}");
    waiting(&mut events);
    assert!(message().ends_with("(from JavaScript)"));
    interrupt(&child);
    assert_eq!(next_watch_event(&mut events)["event"], "watch-stopped");
    // The last run succeeded: so does the watch.
    assert!(child.wait().unwrap().success());
}

/// A second Ctrl-C stops at once, as `up`'s does: the create in flight stays pending in the
/// journal, and the next command says so.
#[test]
fn a_second_ctrl_c_stops_at_once_and_the_call_in_flight_stays_pending() {
    let p = yaml_project(PROGRAM);
    // The create waits at a gate that is never opened: in flight at both Ctrl-Cs.
    p.ok(&["config", "set", "gate", "a"]);
    let gates = Gates::of(&p);
    let (mut child, mut events) = p.spawn(&["watch", "--json", "--debounce-ms", "100"]);
    assert_eq!(next_watch_event(&mut events)["event"], "watch-started");
    assert_eq!(next_watch_event(&mut events)["event"], "run-started");
    gates.wait("a", 1);
    interrupt(&child);
    assert_eq!(next_watch_event(&mut events)["event"], "interrupted");
    interrupt(&child);
    assert_eq!(child.wait().unwrap().code(), Some(130));
    let out = p.fails(&["up", "--yes"]);
    assert!(out.contains("interrupted create"), "{out}");
}

/// A run that finds the stack locked by another process (an `up` in progress) changes
/// nothing, and says so.
#[test]
fn a_run_refused_by_another_holder_of_the_lock_says_nothing_was_deployed() {
    let p = yaml_project(PROGRAM);
    p.ok(&["config", "set", "gate", "a"]);
    let gates = Gates::of(&p);
    gates.open("a");
    let (mut watch, mut events) = p.spawn(&["watch", "--json", "--debounce-ms", "100"]);
    assert_eq!(next_watch_event(&mut events)["event"], "watch-started");
    assert_eq!(run_done(&mut events, 1)["ok"], true);
    waiting(&mut events);
    // Another process holds the lock: a replacement held at the gate (no file changes).
    gates.close("a");
    let (mut holder, _held) = p.spawn(&["up", "--yes", "--json", "--replace", "*::a"]);
    gates.wait("a", 1);
    std::fs::write(p.path().join("notes.txt"), "a change").unwrap();
    let done = run_done(&mut events, 2);
    assert_eq!(
        (done["ok"].clone(), done["deployed"].clone()),
        (json!(false), json!(false)),
        "{done}"
    );
    assert!(done["error"].as_str().unwrap().contains("lock"), "{done}");
    gates.open("a");
    assert!(holder.wait().unwrap().success());
    interrupt(&watch);
    waiting(&mut events);
    assert_eq!(next_watch_event(&mut events)["event"], "watch-stopped");
    assert!(!watch.wait().unwrap().success(), "the last run failed");
}

/// A directory made in the project after `watch` started is watched too: its making starts a
/// run, and so does a change in it afterwards.
#[test]
fn a_directory_made_while_watching_is_watched() {
    let p = yaml_project(PROGRAM);
    let (mut child, mut events) = p.spawn(&["watch", "--json", "--debounce-ms", "100"]);
    // Without the watch, the change below is never seen: stop waiting after a minute.
    let done = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let guard = {
        let (done, pid) = (done.clone(), child.id().to_string());
        std::thread::spawn(move || {
            for _ in 0..600 {
                std::thread::sleep(std::time::Duration::from_millis(100));
                if done.load(std::sync::atomic::Ordering::SeqCst) {
                    return;
                }
            }
            let _ = Command::new("kill").args(["-9", &pid]).status();
        })
    };
    assert_eq!(next_watch_event(&mut events)["event"], "watch-started");
    run_done(&mut events, 1);
    waiting(&mut events);
    std::fs::create_dir(p.path().join("assets")).unwrap();
    let e = next_watch_event(&mut events);
    assert_eq!(e["changed"], json!(["assets"]), "{e}");
    run_done_after_start(&mut events, 2);
    waiting(&mut events);
    std::fs::write(p.path().join("assets").join("logo.txt"), "v1").unwrap();
    let e = next_watch_event(&mut events);
    assert_eq!(
        (e["event"].clone(), e["run"].clone(), e["changed"].clone()),
        (json!("run-started"), json!(3), json!(["assets/logo.txt"])),
        "{e}"
    );
    done.store(true, std::sync::atomic::Ordering::SeqCst);
    interrupt(&child);
    child.wait().unwrap();
    guard.join().unwrap();
}

/// The `run-done` of run `run`, whose `run-started` was read already.
fn run_done_after_start(reader: &mut impl BufRead, run: u64) -> Value {
    let done = next_watch_event(reader);
    assert_eq!(
        (done["event"].clone(), done["run"].clone()),
        (json!("run-done"), json!(run)),
        "{done}"
    );
    done
}
