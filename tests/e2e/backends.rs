//! The backend conformance suite: the same stories, through the binary, on every backend
//! (the local files, and PostgreSQL: a throwaway cluster started once per test process on a
//! free port and stopped when the process ends). What is checked is read back through
//! `strata` itself (`stack export`, `stack history`), never from a backend's own storage.

use super::*;
use std::sync::atomic::{AtomicU32, Ordering};
use test_services::{moto, postgres};

/// Each backend the suite runs on: its name and URL (`None`: the default, local files).
fn backends() -> Vec<(&'static str, Option<String>)> {
    vec![
        ("file", None),
        ("s3", Some(s3_url())),
        ("postgres", Some(postgres().url.clone())),
    ]
}

/// A bucket of this test process on moto server, as an S3 backend's URL.
fn s3_url() -> String {
    static URL: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    URL.get_or_init(|| {
        let m = moto();
        let bucket = format!("strata-state-{}", std::process::id());
        m.boto(&format!("s3.create_bucket(Bucket='{bucket}')"));
        format!("s3://{bucket}/teams?endpoint={}&region=us-east-1", m.url)
    })
    .clone()
}

/// A project running the test program on `backend`, with a project name of its own (stacks
/// are keyed by project: tests share one database).
fn project_on(backend: &Option<String>, spec: Value) -> Project {
    static N: AtomicU32 = AtomicU32::new(0);
    let dir = tempfile::tempdir().unwrap();
    let name = format!(
        "e2e-{}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    );
    let backend_line = backend
        .as_ref()
        .map(|u| format!("backend = {u:?}\n"))
        .unwrap_or_default();
    std::fs::write(
        dir.path().join("Strata.toml"),
        format!(
            "name = {name:?}\n{backend_line}[program]\nwasm = {}\n\n[providers.test]\nwasm = {}\n",
            toml_path(test_artifacts::TEST_PROGRAM),
            toml_path(test_artifacts::TEST_PROVIDER),
        ),
    )
    .unwrap();
    let p = Project { dir };
    let out = p.ok(&["stack", "init", "dev"]);
    if let Some(url) = backend {
        assert!(out.contains(url.as_str()), "{out}");
        assert!(
            !p.path().join(".strata/stacks").exists(),
            "a remote stack's state is not local"
        );
    }
    p.spec(spec);
    p
}

/// The stack's current state, as `strata stack export` gives it.
fn exported(p: &Project) -> Value {
    serde_json::from_str(&p.ok(&["stack", "export"])).unwrap()
}

/// `strata stack ls` of the project's own `.strata/`.
fn local_stacks(p: &Project) -> String {
    let file = format!("file://{}", p.path().join(".strata").display());
    p.ok(&["--backend", &file, "stack", "ls"])
}

/// The serials `strata stack history` lists.
fn history(p: &Project) -> Vec<u64> {
    let versions: Value = serde_json::from_str(&p.ok(&["stack", "history", "--json"])).unwrap();
    versions
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["serial"].as_u64().unwrap())
        .collect()
}

fn names(state: &Value) -> Vec<String> {
    let mut n: Vec<String> = state["resources"]
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
    n.sort();
    n
}

/// Create, change, history, an old version exported, a rollback by import, destroy: the same
/// on every backend.
#[test]
fn every_backend_keeps_every_version_and_rolls_back() {
    for (backend, url) in backends() {
        let p = project_on(&url, json!({"resources": [res("a", json!({"value": 1}))]}));
        assert_eq!(counts(&p.up()), json!({"create": 1}), "{backend}");
        p.spec(json!({"resources": [res("a", json!({"value": 2})), res("b", json!({}))]}));
        assert_eq!(
            counts(&p.up()),
            json!({"update": 1, "create": 1}),
            "{backend}"
        );
        // A no-op makes no version.
        assert_eq!(counts(&p.up()), json!({"same": 2}), "{backend}");
        let serials = history(&p);
        assert_eq!(serials.len(), 3, "{backend}: {serials:?}");
        let first = serials[1];
        let old: Value =
            serde_json::from_str(&p.ok(&["stack", "export", "--version", &first.to_string()]))
                .unwrap();
        assert_eq!(names(&old), vec!["a"], "{backend}");
        // Rollback: that version becomes the current one, as a new version.
        std::fs::write(p.path().join("old.json"), old.to_string()).unwrap();
        p.ok(&["stack", "import", "--file", "old.json", "--yes"]);
        assert_eq!(names(&exported(&p)), vec!["a"], "{backend}");
        assert_eq!(history(&p).len(), 4, "{backend}: every version kept");
        p.ok(&["destroy", "--yes"]);
        assert!(names(&exported(&p)).is_empty(), "{backend}");
    }
}

/// 20 processes race `up` on one stack while its holder is inside its update: each fails at
/// once naming the holder, the holder finishes, and no version is lost or corrupt. Rounds.
#[test]
fn one_writer_per_stack_on_every_backend_while_twenty_race() {
    // The holder stays in its create or update until every racer has ended: its call waits at a
    // gate the test opens then, however long twenty racers take on a loaded machine.
    for (backend, url) in backends() {
        let p = project_on(
            &url,
            json!({"resources": [res("slow", json!({"value": 0}))]}),
        );
        let gates = crate::Gates::of(&p);
        for round in 1..=2 {
            let gate = format!("round{round}");
            p.spec(json!({"resources": [res("slow", json!({"gate": gate, "value": round}))]}));
            let (mut holder, _stdout) = p.spawn(&["up", "--yes"]);
            gates.wait(&gate, 1);
            let racers: Vec<Child> = (0..20)
                .map(|_| {
                    p.command(&["up", "--yes"])
                        .stdout(Stdio::piped())
                        .stderr(Stdio::piped())
                        .spawn()
                        .unwrap()
                })
                .collect();
            for r in racers {
                let out = r.wait_with_output().unwrap();
                let err = text(&out.stderr);
                assert!(
                    !out.status.success(),
                    "{backend} round {round}: a racer ran"
                );
                assert!(
                    err.contains("stack `dev` is locked by")
                        && err.contains(&format!("pid {}", holder.id())),
                    "{backend} round {round}: {err}"
                );
            }
            // Every racer has ended while the holder was still inside its call.
            assert!(
                holder.try_wait().unwrap().is_none(),
                "{backend} round {round}"
            );
            gates.open(&gate);
            assert!(holder.wait().unwrap().success(), "{backend} round {round}");
            let state = exported(&p);
            assert_eq!(
                state["resources"][0]["inputs"]["value"],
                json!(round),
                "{backend} round {round}"
            );
        }
        // The empty stack, and one version per round.
        assert_eq!(history(&p).len(), 3, "{backend}");
    }
}

/// The holder is killed (SIGKILL) inside a create: the next command takes the lock over (its
/// holder is dead) and finds the create the journal recorded as begun, and says so.
#[test]
fn a_killed_holder_s_lock_is_taken_over_and_its_pending_create_reported_on_every_backend() {
    for (backend, url) in backends() {
        let p = project_on(
            &url,
            json!({"resources": [res("slow", json!({"gate": "held"}))]}),
        );
        let gates = crate::Gates::of(&p);
        let (mut holder, _stdout) = p.spawn(&["up", "--yes"]);
        gates.wait("held", 1);
        let pid = holder.id();
        holder.kill().unwrap();
        holder.wait().unwrap();
        let err = p.fails(&["up", "--yes"]);
        assert!(
            err.contains("interrupted") && err.contains("slow"),
            "{backend}: {err}"
        );
        // The takeover names the old holder and what it left unfinished.
        assert!(
            err.contains("took over the lock of stack `dev`")
                && err.contains(&format!("pid {pid}"))
                && err.contains("create of"),
            "{backend}: {err}"
        );
        // Settled by clearing it; then the stack is usable again.
        p.ok(&["refresh", "--yes", "--clear-pending-creates"]);
        p.spec(json!({"resources": [res("slow", json!({}))]}));
        assert_eq!(counts(&p.up()), json!({"create": 1}), "{backend}");
    }
}

/// The server closes the connection of a running `up` three times (`pg_terminate_backend`, as
/// a restart or a proxy's cut of an idle connection would). Each next statement is made on a
/// new connection; a journal append or a lease renewal caught by the cut is sent again. The
/// update completes and the state holds every resource.
#[test]
fn an_up_on_postgresql_outlives_its_connection_being_cut() {
    let pg = postgres();
    // Its own session name, so that only this test's connections are cut.
    let app = format!("strata-cut-{}", std::process::id());
    let url = Some(format!("{}?application_name={app}", pg.url));
    // Each create waits at a gate of its own: the test cuts the connections while the 2nd, 5th
    // and 8th are held (the process alive, mid-update), then lets each go.
    let resources: Vec<Value> = (0..12)
        .map(|i| res(&format!("r{i}"), json!({"gate": format!("r{i}")})))
        .collect();
    let p = project_on(&url, json!({ "resources": resources }));
    let gates = crate::Gates::of(&p);
    let mut child = p
        .command(&["up", "--yes", "--json", "--parallel", "2"])
        // Renewed every third of a second: renewals meet the cuts too.
        .env("STRATA_LOCK_LEASE", "1s")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let cut = || {
        pg.sql(&format!(
            "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE application_name = '{app}'"
        ))
        .trim()
        .parse::<u32>()
        .unwrap()
    };
    let (mut opened, mut cuts) = (0, 0);
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(300);
    while opened < 12 {
        assert!(
            std::time::Instant::now() < deadline,
            "12 creates did not begin"
        );
        for gate in gates.holding() {
            opened += 1;
            if [2, 5, 8].contains(&opened) {
                // The process is alive, held: cut once it has a connection (it may be between
                // one cut off and the next, which its lease renewal makes soon).
                let mut cut_now = cut();
                while cut_now == 0 {
                    assert!(std::time::Instant::now() < deadline, "no connection to cut");
                    std::thread::sleep(std::time::Duration::from_millis(10));
                    cut_now = cut();
                }
                cuts += cut_now;
            }
            gates.open(&gate);
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let mut out = String::new();
    std::io::Read::read_to_string(&mut stdout, &mut out).unwrap();
    let mut err = String::new();
    std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut err).unwrap();
    assert!(child.wait().unwrap().success(), "{err}\n{out}");
    assert!(cuts >= 3, "connections cut: {cuts}");
    assert_eq!(counts(&summary(&out)), json!({"create": 12}), "{out}");
    assert_eq!(names(&exported(&p)).len(), 12);
    assert_eq!(counts(&p.up()), json!({"same": 12}));
}

/// One writer per stack through a cut: an `up` paused past its lease, its connection cut
/// meanwhile, comes back to a lock another process took over. Its journal write and renewal,
/// sent again on a new connection, are fenced out like any other write: it writes nothing, and
/// says its lock was lost.
#[test]
fn a_holder_paused_past_its_lease_and_cut_off_retries_into_the_fence_on_postgresql() {
    let pg = postgres();
    let app = format!("strata-paused-{}", std::process::id());
    let url = Some(format!("{}?application_name={app}", pg.url));
    let p = project_on(
        &url,
        json!({"resources": [res("slow", json!({"gate": "held"}))]}),
    );
    let project = std::fs::read_to_string(p.path().join("Strata.toml")).unwrap();
    let project = project
        .lines()
        .next()
        .unwrap()
        .trim_start_matches("name = ");
    let (a, reader) = super::state::paused_up(&p);
    pg.sql(&format!(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = '{app}'"
    ));
    let expired = format!(
        "SELECT count(*) FROM strata_locks WHERE project = '{}' AND expires_at < now()",
        project.trim_matches('"')
    );
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    while pg.sql(&expired).trim() != "1" {
        assert!(
            std::time::Instant::now() < deadline,
            "the lease never ran out"
        );
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    // Its create is kept pending (the paused holder may still make it), not cleared.
    let b = p
        .command(&["refresh", "--yes", "--json", "--import-pending-creates"])
        .env("STRATA_LOCK_LEASE", "2s")
        .output()
        .unwrap();
    assert!(succeeded(&["refresh"], b).contains("is kept pending"));
    let (after_b, versions_b) = (exported(&p), history(&p));
    let (status, rest, err) = super::state::resumed(a, reader);
    assert!(!status.success(), "{rest}");
    // Found out by the fence on a new connection, not by the cut.
    assert!(
        err.contains("the lock on stack `dev` was lost")
            && !format!("{err}{rest}").contains("connection closed"),
        "{err}\n{rest}"
    );
    assert_eq!(exported(&p), after_b, "the paused holder wrote nothing");
    assert_eq!(history(&p), versions_b, "nor saved a version");
    // What it made went to the record of late outcomes, which the next holder imports.
    assert!(rest.contains("\"late_record\":\"postgres"), "{rest}");
    let out = p.run(&["refresh", "--yes"]);
    let said = format!("{}{}", text(&out.stdout), text(&out.stderr));
    assert!(
        out.status.success() && said.contains("record of late outcomes"),
        "{said}"
    );
    let state = exported(&p);
    assert_eq!(
        state["resources"][0]["urn"]
            .as_str()
            .map(|u| u.ends_with("::slow")),
        Some(true),
        "{state}"
    );
    assert!(state.get("pending_operations").is_none(), "{state}");
}

/// `stack move --to URL`: every version copied and verified, the original removed; refused,
/// with nothing changed, when the target already has the stack.
#[test]
fn a_stack_moves_with_its_history_between_backends_and_back() {
    let pg = postgres().url.clone();
    let p = project_on(&None, json!({"resources": [res("a", json!({"value": 1}))]}));
    p.up();
    p.spec(json!({"resources": [res("a", json!({"value": 2}))]}));
    p.up();
    let before = history(&p);
    let state = exported(&p);
    let out = p.ok(&["stack", "move", "--to", &pg]);
    assert!(out.contains("Moved stack dev"), "{out}");
    assert!(!local_stacks(&p).contains("dev"), "the original is removed");
    let on_pg = |args: &[&str]| {
        let mut all = vec!["--backend", pg.as_str()];
        all.extend_from_slice(args);
        p.ok(&all)
    };
    let moved: Value = serde_json::from_str(&on_pg(&["stack", "export"])).unwrap();
    assert_eq!(moved["resources"], state["resources"]);
    let versions: Value = serde_json::from_str(&on_pg(&["stack", "history", "--json"])).unwrap();
    let serials: Vec<u64> = versions
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["serial"].as_u64().unwrap())
        .collect();
    assert_eq!(serials, before, "every version moved");
    // It deploys from there as it did here: nothing to change.
    let out = p.run(&["--backend", &pg, "preview", "--expect-no-changes"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));
    // Back again; a second move to where it already is is refused, nothing changed.
    let file = format!("file://{}", p.path().join(".strata").display());
    on_pg(&["stack", "move", "--to", &file]);
    assert_eq!(history(&p), before);
    p.ok(&["stack", "move", "--to", &pg]);
    // A stack of that name where it would go: the move must refuse.
    p.ok(&["--backend", &file, "stack", "init", "dev"]);
    let err = p.fails(&["--backend", &pg, "stack", "move", "--to", &file]);
    assert!(err.contains("already exists"), "{err}");
    let still: Value = serde_json::from_str(&on_pg(&["stack", "export"])).unwrap();
    assert_eq!(
        still["resources"], state["resources"],
        "the original is untouched"
    );
}

/// `strata login URL` remembers a backend for the user: a project that names none keeps its
/// stacks there; the project's own `backend` still wins; `logout` forgets it.
#[test]
fn login_remembers_a_backend_for_projects_that_name_none() {
    let pg = postgres().url.clone();
    let home = tempfile::tempdir().unwrap();
    let p = project_on(&None, json!({"resources": [res("a", json!({}))]}));
    p.up();
    let as_user = |args: &[&str]| {
        let out = p
            .command(args)
            .env("XDG_CONFIG_HOME", home.path())
            .output()
            .unwrap();
        (
            out.status.success(),
            format!("{}{}", text(&out.stdout), text(&out.stderr)),
        )
    };
    let (ok, out) = as_user(&["login", "postgres://postgres@127.0.0.1:1/none"]);
    assert!(
        !ok && out.contains("connecting"),
        "an unreachable backend is not remembered: {out}"
    );
    let (ok, out) = as_user(&["login", &pg]);
    assert!(ok, "{out}");
    assert_eq!(
        as_user(&["login"]).1.split_whitespace().next(),
        Some(pg.as_str())
    );
    // This project named no backend: its new stack goes to the remembered one; the stack it
    // kept locally before is named, with the way to move it.
    let (ok, out) = as_user(&["stack", "init", "team"]);
    assert!(ok && out.contains(&pg), "{out}");
    assert!(
        out.contains("also has stacks in") && out.contains("(dev)") && out.contains("stack move"),
        "{out}"
    );
    assert!(!local_stacks(&p).contains("team"));
    let (ok, out) = as_user(&["logout"]);
    assert!(ok, "{out}");
    let (_, out) = as_user(&["stack", "ls"]);
    assert!(
        !out.contains("team"),
        "after logout, the local stacks again: {out}"
    );
}

/// A stack reads another project's stack on every backend: its outputs (a secret included),
/// the index of its readers that the upstream's backend keeps, the stale mark after a change,
/// and the index cleared when the reference goes.
#[test]
fn a_stack_reference_and_the_index_of_readers_on_every_backend() {
    let shared = tempfile::tempdir().unwrap();
    for (name, url) in backends() {
        let url = url.or_else(|| Some(format!("file://{}", shared.path().display())));
        let up = project_on(
            &url,
            json!({"resources": [{"name": "a", "value": "one"}, {"name": "s", "value_from_config": "pw"}],
                   "outputs": {"a": "a", "s": "s"}}),
        );
        up.ok(&["config", "set", "pw", "sesame", "--secret"]);
        up.up();
        let project = |p: &Project| -> String {
            let toml = std::fs::read_to_string(p.path().join("Strata.toml")).unwrap();
            toml.lines()
                .next()
                .unwrap()
                .trim_start_matches("name = ")
                .trim_matches('"')
                .to_string()
        };
        let upstream = format!("{}/dev", project(&up));
        let down = project_on(
            &url,
            json!({"resources": [
                {"name": "up", "reference": upstream},
                {"name": "x", "props_refs": {"value": "up.a"}},
                {"name": "y", "props_refs": {"value": "up.s"}},
            ], "outputs": {"x": "x", "y": "y"}}),
        );
        set_project_lines(down.path(), "", &[upstream.as_str()]);
        down.up();
        let out: Value =
            serde_json::from_str(&down.ok(&["stack", "output", "--json", "--show-secrets"]))
                .unwrap();
        assert_eq!(
            (out["x"].as_str(), out["y"].as_str()),
            (Some("one"), Some("sesame")),
            "{name}"
        );
        let deps = |p: &Project| -> Value {
            serde_json::from_str(&p.ok(&["stack", "deps", "--json"])).unwrap()
        };
        let readers = deps(&up)["downstreams"].clone();
        assert_eq!(
            readers[0]["stack"],
            format!("{}/dev", project(&down)),
            "{name}: {readers}"
        );
        up.spec(json!({"resources": [{"name": "a", "value": "two"}, {"name": "s", "value_from_config": "pw"}],
                       "outputs": {"a": "a", "s": "s"}}));
        up.up();
        assert_eq!(deps(&up)["downstreams"][0]["stale"], json!(["a"]), "{name}");
        down.spec(json!({"resources": [{"name": "x", "value": "alone"}]}));
        down.up();
        assert_eq!(deps(&up)["downstreams"], json!([]), "{name}");
    }
}

/// A TCP proxy to `target` (`host:port`) on a port of its own, which can be cut for a while:
/// then it drops every connection it carries and every one that comes, as an endpoint that
/// drops connections does.
struct Cuttable {
    port: u16,
    cut: std::sync::Arc<std::sync::atomic::AtomicBool>,
    carried: std::sync::Arc<std::sync::Mutex<Vec<std::net::TcpStream>>>,
}

impl Cuttable {
    fn to(target: &str) -> Cuttable {
        use std::net::{TcpListener, TcpStream};
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let cut = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let carried = std::sync::Arc::new(std::sync::Mutex::new(Vec::<TcpStream>::new()));
        let (target, c, k) = (target.to_string(), cut.clone(), carried.clone());
        std::thread::spawn(move || {
            for client in listener.incoming().flatten() {
                if c.load(Ordering::SeqCst) {
                    let _ = client.shutdown(std::net::Shutdown::Both);
                    continue;
                }
                let Ok(server) = TcpStream::connect(&target) else {
                    continue;
                };
                let mut held = k.lock().unwrap();
                held.push(client.try_clone().unwrap());
                held.push(server.try_clone().unwrap());
                for (mut from, mut to) in [
                    (client.try_clone().unwrap(), server.try_clone().unwrap()),
                    (server, client),
                ] {
                    std::thread::spawn(move || {
                        let _ = std::io::copy(&mut from, &mut to);
                        let _ = to.shutdown(std::net::Shutdown::Both);
                    });
                }
            }
        });
        Cuttable { port, cut, carried }
    }

    /// Drop everything while `down` runs, then carry connections again.
    fn cut_around(&self, down: impl FnOnce()) {
        self.cut.store(true, Ordering::SeqCst);
        for s in self.carried.lock().unwrap().drain(..) {
            let _ = s.shutdown(std::net::Shutdown::Both);
        }
        down();
        self.cut.store(false, Ordering::SeqCst);
    }
}

/// Three steps in a chain, each held at the gate named after it until the test opens it: an
/// `up` that is cut in the middle whatever the machine's load.
fn chain_of_three() -> Value {
    json!({"resources": [
        res("a", json!({"gate": "a"})),
        res("b", json!({"ref": "a", "gate": "b"})),
        res("c", json!({"ref": "b", "gate": "c"})),
    ]})
}

/// An outage of a few seconds at the end of `up` (`outage` begins once its last step is held
/// in its call, and calls what it is given while it lasts: the step is let go then, and its
/// outcome and the save meet the outage): the up rides it out and saves everything, with no
/// pending operation left.
fn rides_out(p: &Project, outage: impl FnOnce(&dyn Fn())) {
    let gates = crate::Gates::of(p);
    gates.open("a");
    gates.open("b");
    let (mut child, mut reader) = p.spawn(&["up", "--yes", "--json"]);
    gates.wait("c", 1);
    outage(&|| gates.open("c"));
    let mut rest = String::new();
    std::io::Read::read_to_string(&mut reader, &mut rest).unwrap();
    let status = child.wait().unwrap();
    let mut err = String::new();
    std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut err).unwrap();
    assert!(status.success(), "{rest}\n{err}");
    let state = exported(p);
    assert_eq!(
        state["resources"].as_array().map(Vec::len),
        Some(3),
        "{state}"
    );
    assert!(state.get("pending_operations").is_none(), "{state}");
}

#[test]
fn an_up_rides_out_a_postgresql_restart() {
    let pg = test_services::postgres_of_its_own("restarted");
    let p = project_on(&Some(pg.url.clone()), chain_of_three());
    rides_out(&p, |during| {
        pg.restart_around(|| {
            during();
            std::thread::sleep(std::time::Duration::from_secs(3));
        })
    });
}

#[test]
fn an_up_rides_out_an_s3_endpoint_that_drops_connections() {
    let m = moto();
    let bucket = format!("strata-cut-{}", std::process::id());
    m.boto(&format!("s3.create_bucket(Bucket='{bucket}')"));
    let proxy = Cuttable::to(m.url.trim_start_matches("http://"));
    let url = format!(
        "s3://{bucket}/teams?endpoint=http://127.0.0.1:{}&region=us-east-1",
        proxy.port
    );
    let p = project_on(&Some(url), chain_of_three());
    rides_out(&p, |during| {
        proxy.cut_around(|| {
            during();
            std::thread::sleep(std::time::Duration::from_secs(5));
        })
    });
}

/// `stack unlock --force` while an `up` runs, on every backend: the old holder (alive) writes
/// nothing more, not a journal entry nor a version, never replaces a version nor moves the
/// pointer back; what it made reaches the next holder, and the stack converges with each
/// resource once.
#[test]
fn a_force_unlocked_live_holder_writes_nothing_more_on_every_backend() {
    for (kind, url) in backends() {
        let p = project_on(&url, chain_of_three());
        let gates = crate::Gates::of(&p);
        let (mut a, mut reader) = p.spawn(&["up", "--yes", "--json"]);
        // Its first create is held in flight while the lock is taken from it.
        gates.wait("a", 1);
        let out = p.ok(&["stack", "unlock", "--force"]);
        assert!(out.contains("Ended the lease"), "{kind}: {out}");
        // The next holder settles what it finds (keeping the old holder's creates pending).
        p.ok(&["refresh", "--yes", "--import-pending-creates"]);
        let taker = history(&p);
        let newest = *taker.last().unwrap();
        let at_taker = p.ok(&["stack", "export", "--version", &newest.to_string()]);
        for gate in ["a", "b", "c"] {
            gates.open(gate);
        }
        let mut rest = String::new();
        std::io::Read::read_to_string(&mut reader, &mut rest).unwrap();
        assert!(!a.wait().unwrap().success(), "{kind}: {rest}");
        assert!(rest.contains("\"event\":\"lock-lost\""), "{kind}: {rest}");
        // No version written by the old holder after the unlock, none replaced.
        assert_eq!(history(&p), taker, "{kind}");
        assert_eq!(
            p.ok(&["stack", "export", "--version", &newest.to_string()]),
            at_taker,
            "{kind}"
        );
        // Settled from the record of late outcomes, then converged, each resource once.
        p.ok(&["refresh", "--yes", "--import-pending-creates"]);
        p.ok(&["up", "--yes"]);
        let state = exported(&p);
        assert_eq!(names(&state), vec!["a", "b", "c"], "{kind}: {state}");
        assert!(state.get("pending_operations").is_none(), "{kind}: {state}");
        assert!(*history(&p).last().unwrap() > newest, "{kind}");
    }
}

/// A second `up` in another PID namespace does not judge a live holder dead on the remote
/// backends either (their takeover of a dead holder is the same judgement as the files').
#[test]
fn a_live_holder_is_not_taken_over_from_another_pid_namespace_on_remote_backends() {
    for (kind, url) in backends().into_iter().filter(|(_, u)| u.is_some()) {
        let p = project_on(
            &url,
            json!({"resources": [res("slow", json!({"gate": "held"}))]}),
        );
        let gates = crate::Gates::of(&p);
        let (mut a, _reader) = p.spawn(&["up", "--yes", "--json"]);
        gates.wait("held", 1);
        let b = super::state::in_another_pid_namespace(p.path(), &["up", "--yes"])
            .output()
            .unwrap();
        let err = text(&b.stderr);
        assert!(
            !b.status.success() && err.contains("stack `dev` is locked by"),
            "{kind}: {err}"
        );
        gates.open("held");
        assert!(a.wait().unwrap().success(), "{kind}");
        assert_eq!(names(&exported(&p)), vec!["slow"], "{kind}");
    }
}

/// S3: a pointer that does not read is restored over (`stack restore N`), from its ETag.
#[test]
fn a_corrupt_pointer_on_s3_is_restored_over() {
    let url = s3_url();
    let p = project_on(
        &Some(url),
        json!({"resources": [res("a", json!({"value": 1}))]}),
    );
    p.up();
    let project = std::fs::read_to_string(p.path().join("Strata.toml")).unwrap();
    let project = project
        .lines()
        .next()
        .unwrap()
        .trim_start_matches("name = ")
        .trim_matches('"')
        .to_string();
    let bucket = format!("strata-state-{}", std::process::id());
    moto().boto(&format!(
        "s3.put_object(Bucket='{bucket}', Key='teams/{project}/dev/current.json', Body=b'{{\"format\": 5, \"serial\": ')"
    ));
    let err = p.fails(&["up", "--yes"]);
    assert!(err.contains("strata stack restore N"), "{err}");
    let out = p.ok(&["stack", "restore", "1"]);
    assert!(out.contains("as version 2"), "{out}");
    assert_eq!(counts(&p.up()), json!({"same": 1}));
}

/// `strata console` on every backend: the stack, its versions, its resources and the record of
/// its runs; while an `up` runs elsewhere, its lock holder (read without taking the lock).
#[test]
fn the_console_reads_a_stack_and_its_lock_holder_on_every_backend() {
    for (kind, backend) in backends() {
        let p = project_on(
            &backend,
            json!({"resources": [{"name": "a", "value": "x"}]}),
        );
        p.ok(&["up", "--yes"]);
        let name = p.ok(&["stack", "export"]);
        let project: String = serde_json::from_str::<Value>(&name).unwrap()["resources"][0]["urn"]
            .as_str()
            .unwrap()
            .split("::")
            .nth(1)
            .unwrap()
            .to_string();
        let console = super::console::Console::start(p.path());
        let auth = format!("Authorization: Bearer {}", console.token());
        let get = |path: &str| -> Value {
            let (status, body) = console.get(path, &[&auth]);
            assert_eq!(status, 200, "{kind}: {path}: {body}");
            serde_json::from_str(body.split("\r\n\r\n").nth(1).unwrap()).unwrap()
        };
        let stacks = get("/api/stacks");
        assert_eq!(
            stacks[0]["id"],
            format!("{project}/dev"),
            "{kind}: {stacks}"
        );
        assert_eq!(stacks[0]["resources"], 1, "{kind}: {stacks}");
        assert_eq!(stacks[0]["lock"], Value::Null, "{kind}: {stacks}");
        let history = get(&format!("/api/stacks/{project}/dev/history"));
        assert_eq!(history.as_array().unwrap().len(), 2, "{kind}: {history}");
        let resources = get(&format!("/api/stacks/{project}/dev/resources"));
        assert_eq!(
            resources["resources"][0]["name"], "a",
            "{kind}: {resources}"
        );
        let runs = get(&format!("/api/stacks/{project}/dev/runs"));
        assert_eq!(runs[0]["operation"], "up", "{kind}: {runs}");
        assert_eq!(runs[0]["ended"], true, "{kind}: {runs}");
        // An update held in its call, run by another process: its lock, seen as it runs.
        p.spec(json!({"resources": [{"name": "a", "value": "y", "gate": "held"}]}));
        let gates = crate::Gates::of(&p);
        let mut up = p
            .command(&["up", "--yes"])
            .stdout(Stdio::null())
            .spawn()
            .unwrap();
        gates.wait("held", 1);
        let stacks = get("/api/stacks");
        let lock = &stacks[0]["lock"];
        assert_eq!(lock["operation"], "up", "{kind}: {stacks}");
        assert_eq!(lock["pid"], up.id(), "{kind}: {stacks}");
        gates.open("held");
        assert!(up.wait().unwrap().success());
        assert_eq!(get("/api/stacks")[0]["lock"], Value::Null, "{kind}");
    }
}
