//! The nothing-lost promise, end to end: crashes (twice), a holder paused past its lease,
//! racing takers of a dead holder's lock, unreadable locks, lost and damaged state files.

use super::*;

#[test]
fn an_interrupted_create_is_kept_by_every_later_command_until_settled() {
    let p = Project::with_spec(json!({"resources": [
        res("fast", json!({"value": 1})),
        res("first", json!({"gate": "first"})),
    ]}));
    let gates = Gates::of(&p);
    let (mut child, mut reader) = p.spawn(&["up", "--yes", "--json"]);
    read_events_until(&mut reader, |e| {
        e["event"] == "step-done" && e["name"] == "fast"
    });
    gates.wait("first", 1);
    child.kill().unwrap();
    child.wait().unwrap();
    // Every later command keeps it: refused `up`s (which save what the journal recorded as a
    // version of its own, once), and a second run killed in the middle.
    let versions = p.versions();
    for _ in 0..2 {
        let err = p.fails(&["up", "--yes"]);
        assert!(err.contains("(test:Resource \"first\")"), "{err}");
    }
    assert_eq!(p.versions(), versions + 1, "the journal was saved once");
    p.spec(json!({"resources": [
        res("fast", json!({"value": 2, "latency_ms": 60_000})),
        res("first", json!({})),
    ]}));
    let err = p.fails(&["up", "--yes"]);
    assert!(err.contains("(test:Resource \"first\")"), "{err}");
    let out = p.ok(&["refresh", "--yes", "--json", "--clear-pending-creates"]);
    assert!(
        out.contains("the interrupted create of test:Resource \\\"first\\\" was cleared"),
        "first was remembered: {out}"
    );
    assert_eq!(p.resource_names(), vec!["fast"]);
}

/// `kill -SIGNAL pid`.
pub(super) fn signal(child: &Child, sig: &str) {
    let ok = Command::new("kill")
        .args([&format!("-{sig}"), &child.id().to_string()])
        .status()
        .unwrap()
        .success();
    assert!(ok, "kill -{sig}");
}

/// A holder stopped (SIGSTOP) inside a provider call, held at the gate `held` too.
pub(super) struct Paused {
    child: Child,
    gates: Gates,
}

/// `up --yes --json` with a lease of 2 s, stopped (SIGSTOP) inside its call at the gate `held`.
pub(super) fn paused_up(p: &Project) -> (Paused, BufReader<ChildStdout>) {
    paused(p, &["up", "--yes"])
}

/// `strata ARGS --json` with a lease of 2 s, stopped (SIGSTOP) once a provider call has
/// reached the gate `held` (its resource's `gate` or `start_gate`; the gate is closed first,
/// so that an earlier run could pass it).
pub(super) fn paused(p: &Project, args: &[&str]) -> (Paused, BufReader<ChildStdout>) {
    let gates = Gates::of(p);
    gates.close("held");
    let mut child = p
        .command(&[args, &["--json"]].concat())
        .env("STRATA_LOCK_LEASE", "2s")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let reader = BufReader::new(child.stdout.take().unwrap());
    gates.wait("held", 1);
    signal(&child, "STOP");
    (Paused { child, gates }, reader)
}

/// Let a `paused_up` go on (its gate opened) to its end: how it ended, the rest of its stdout,
/// and its stderr.
pub(super) fn resumed(
    a: Paused,
    mut reader: BufReader<ChildStdout>,
) -> (std::process::ExitStatus, String, String) {
    let Paused {
        child: mut a,
        gates,
    } = a;
    gates.open("held");
    signal(&a, "CONT");
    let mut rest = String::new();
    std::io::Read::read_to_string(&mut reader, &mut rest).unwrap();
    let status = a.wait().unwrap();
    let mut err = String::new();
    std::io::Read::read_to_string(&mut a.stderr.take().unwrap(), &mut err).unwrap();
    (status, rest, err)
}

/// Wait until the stack's lock lease has run out (the condition under test is time itself).
pub(super) fn until_lease_expired(p: &Project) {
    let path = p.state_dir().join("lock.json");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    loop {
        let lock: Value = serde_json::from_slice(&std::fs::read(&path).unwrap()).unwrap();
        let expires = lock["expires_at"].as_str().unwrap().to_string();
        let now = Command::new("date")
            .args(["-u", "+%Y-%m-%dT%H:%M:%S.%NZ"])
            .output()
            .unwrap();
        let now = text(&now.stdout).trim().to_string();
        // RFC 3339 in UTC compares as text once both have the same shape down to seconds.
        if now[..19] > expires[..19] {
            return;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the lease never ran out"
        );
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
}

/// `refresh ARGS` with a short lease (as the paused holder has): its output.
fn refresh_short(p: &Project, args: &[&str]) -> String {
    let out = p
        .command(&[&["refresh", "--yes", "--json"], args].concat())
        .env("STRATA_LOCK_LEASE", "2s")
        .output()
        .unwrap();
    succeeded(&["refresh"], out)
}

/// The attack of a live old holder: paused past its lease, taken over, the taker settling as
/// told, then resumed, its create finishing after the fence. Nothing may be lost in the world.
#[test]
fn a_holder_paused_past_its_lease_loses_nothing_in_the_world_after_another_took_over() {
    let p = world_project(json!({"resources": [res("slow", json!({"start_gate": "held"}))]}));
    let (a, reader) = paused_up(&p);
    until_lease_expired(&p);
    // The taker follows the message: the provider finds nothing yet, and since the paused
    // holder may still make it, the create is kept pending rather than cleared.
    let out = refresh_short(&p, &["--import-pending-creates"]);
    assert!(
        out.contains("test:Resource \\\"slow\\\" is kept pending"),
        "{out}"
    );
    let err = p.fails(&["refresh", "--yes", "--clear-pending-creates"]);
    assert!(
        err.contains("is not cleared") && err.contains("may still finish"),
        "{err}"
    );
    let err = p.fails(&["up", "--yes"]);
    assert!(err.contains("interrupted create"), "{err}");
    // The paused holder resumes: its create finishes and makes the object, after the fence.
    let after_b = p.checkpoint();
    let (status, rest, err) = resumed(a, reader);
    assert!(!status.success(), "{rest}");
    assert!(err.contains("the lock on stack `dev` was lost"), "{err}");
    let lost: Value = rest
        .lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .find(|e| e["event"] == "lock-lost")
        .unwrap_or_else(|| panic!("no lock-lost event: {rest}"));
    assert_eq!(lost["made"][0]["name"], "slow", "{lost}");
    assert_eq!(
        world(&p),
        vec![lost["made"][0]["id"].as_str().unwrap().to_string()]
    );
    assert!(lost["late_record"].is_string(), "{lost}");
    assert_eq!(lost["in_flight"], json!([]), "{lost}");
    // It wrote nothing into the state: that is the new holder's.
    assert_eq!(p.checkpoint(), after_b);
    // The next command under the lock imports the late outcome: 0 orphans, 0 duplicates.
    let out = p.run(&["refresh", "--yes"]);
    let said = format!("{}{}", text(&out.stdout), text(&out.stderr));
    assert!(
        out.status.success() && said.contains("record of late outcomes"),
        "{said}"
    );
    assert_eq!(state_ids(&p), world(&p));
    assert!(p.checkpoint().get("pending_operations").is_none());
    p.ok(&["up", "--yes"]);
    assert_eq!(state_ids(&p), world(&p));
    assert_eq!(world(&p).len(), 1);
}

/// `strata ARGS` in `dir`, run in a PID namespace of its own with its own `/proc` (as in a
/// container on this host): the pids of this namespace mean nothing there.
pub(super) fn in_another_pid_namespace(dir: &Path, args: &[&str]) -> Command {
    let inner = strata_in(dir, args);
    let mut c = Command::new("unshare");
    c.args(["--pid", "--fork", "--mount-proc"])
        .arg(inner.get_program())
        .args(inner.get_args());
    tests_env(&mut c, &inner);
    c.stdin(Stdio::null());
    c
}

/// A second `up` in another PID namespace on the same host (a CI container with the host's
/// network and a shared volume) sees no process with the live holder's pid: it must not judge
/// the holder dead, only wait for its lease. (It took the lock at once when "dead" meant "same
/// host name, no /proc/PID".)
#[test]
fn a_live_holder_is_not_taken_over_from_another_pid_namespace() {
    let p = Project::with_spec(json!({"resources": [res("slow", json!({"gate": "held"}))]}));
    let gates = Gates::of(&p);
    let (mut a, _reader) = p.spawn(&["up", "--yes", "--json"]);
    gates.wait("held", 1);
    let b = in_another_pid_namespace(p.path(), &["up", "--yes"])
        .output()
        .unwrap();
    let err = text(&b.stderr);
    assert!(
        !b.status.success()
            && err.contains("stack `dev` is locked by")
            && err.contains("lease ends at"),
        "{err}"
    );
    // Nor does `stack unlock` without --force remove it from there.
    let u = in_another_pid_namespace(p.path(), &["stack", "unlock"])
        .output()
        .unwrap();
    let err = text(&u.stderr);
    assert!(
        !u.status.success() && err.contains("may still be running") && err.contains("free then"),
        "{err}"
    );
    gates.open("held");
    assert!(a.wait().unwrap().success());
    assert_eq!(p.resource_names(), vec!["slow"]);
}

/// Kill -9 `strata ARGS` once a provider call has reached the gate `step` (the gate is closed
/// first, and opened after: the runs before and after pass it).
pub(super) fn killed_mid_step(p: &Project, args: &[&str]) {
    let gates = Gates::of(p);
    gates.close("step");
    let (mut child, _reader) = p.spawn(args);
    gates.wait("step", 1);
    child.kill().unwrap();
    child.wait().unwrap();
    gates.open("step");
}

/// Interrupted updates and deletes (of a chain, each reading the one before) are gone from
/// the state once the run that redid them, or deleted their resources, is saved: later
/// commands do not warn about them for ever.
#[test]
fn interrupted_updates_and_deletes_are_gone_once_redone() {
    let chain = |v: u64| {
        json!({"resources": [
            res("a", json!({"value": v, "gate": "step"})),
            res("b", json!({"value": v, "ref": "a", "gate": "step"})),
            res("c", json!({"value": v, "ref": "b", "gate": "step"})),
        ]})
    };
    let p = world_project(chain(1));
    Gates::of(&p).open("step");
    p.up();
    p.spec(chain(2));
    killed_mid_step(&p, &["up", "--yes", "--json"]);
    let out = p.run(&["up", "--yes"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let cp = p.checkpoint();
    assert!(cp.get("pending_operations").is_none(), "{cp}");
    let out = p.run(&["preview"]);
    assert!(
        !text(&out.stderr).contains("interrupted"),
        "{}",
        text(&out.stderr)
    );
    killed_mid_step(&p, &["destroy", "--yes", "--json"]);
    let out = p.run(&["destroy", "--yes"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let cp = p.checkpoint();
    assert!(cp.get("pending_operations").is_none(), "{cp}");
    assert!(world(&p).is_empty());
    let out = p.run(&["preview"]);
    assert!(
        !text(&out.stderr).contains("interrupted"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn racing_processes_take_a_dead_holders_lock_one_at_a_time() {
    let p = Project::with_spec(json!({"resources": [res("slow", json!({"latency_ms": 2000}))]}));
    // A holder that died (a pid that is not running in this boot of this machine, in this
    // PID namespace).
    let dead = json!({"owner": "ghost", "pid": 4_000_000, "host": hostname(),
        "operation": "up", "started_at": "2026-01-01T00:00:00Z",
        "expires_at": "2099-01-01T00:00:00Z", "token": "dead",
        "boot_id": std::fs::read_to_string("/proc/sys/kernel/random/boot_id").unwrap().trim(),
        "pid_ns": std::fs::read_link("/proc/self/ns/pid").unwrap().to_string_lossy()});
    std::fs::write(p.state_dir().join("lock.json"), dead.to_string()).unwrap();
    let racers: Vec<Child> = (0..10)
        .map(|_| {
            p.command(&["up", "--yes", "--json"])
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    let outcomes: Vec<(bool, String)> = racers
        .into_iter()
        .map(|c| {
            let out = c.wait_with_output().unwrap();
            (out.status.success(), text(&out.stderr))
        })
        .collect();
    let winners = outcomes.iter().filter(|(ok, _)| *ok).count();
    let refused = outcomes
        .iter()
        .filter(|(ok, err)| !ok && err.contains("stack `dev` is locked by"))
        .count();
    // Each run holds the lock for 2 s: the racers that start meanwhile are refused; one that
    // starts after a winner finished may win in its turn, but two never run at once.
    assert!(winners >= 1 && winners + refused == 10, "{outcomes:?}");
    assert_eq!(p.resource_names(), vec!["slow"]);
    assert_eq!(
        p.checkpoint()["resources"].as_array().unwrap().len(),
        1,
        "no duplicate was created"
    );
}

fn hostname() -> String {
    std::fs::read_to_string("/proc/sys/kernel/hostname")
        .map(|s| s.trim().to_string())
        .unwrap_or_else(|_| "localhost".into())
}

#[test]
fn an_unreadable_lock_is_reported_with_the_way_out_and_unlock_removes_only_what_it_should() {
    let p = Project::with_spec(json!({"resources": [res("a", json!({}))]}));
    let lock = p.state_dir().join("lock.json");
    std::fs::write(&lock, b"").unwrap();
    let err = p.fails(&["up", "--yes"]);
    assert!(
        err.contains("the lock of stack `dev` cannot be read")
            && err.contains("strata stack unlock --stack dev"),
        "{err}"
    );
    let out = p.ok(&["stack", "unlock"]);
    assert!(out.contains("could not be read"), "{out}");
    p.up();
    // A live holder's lock (this test's own process) is not removed without --force, and
    // then says whose it was.
    let holder = json!({"owner": "alice", "pid": std::process::id(), "host": hostname(),
        "operation": "up", "started_at": "2026-01-01T00:00:00Z",
        "expires_at": "2099-01-01T00:00:00Z", "token": "t"});
    std::fs::write(&lock, holder.to_string()).unwrap();
    let err = p.fails(&["stack", "unlock"]);
    assert!(
        err.contains("may still be running") && err.contains("--force"),
        "{err}"
    );
    let out = p.ok(&["stack", "unlock", "--force"]);
    assert!(
        out.contains("held by alice") && out.contains("Ended the lease"),
        "{out}"
    );
    // Its lease is over: the next command takes the lock over.
    p.up();
}

#[test]
fn a_lost_pointer_finds_the_newest_version_and_init_never_overwrites_a_stack() {
    let p = Project::with_spec(json!({"resources": [res("a", json!({}))]}));
    p.up();
    let versions = p.versions();
    std::fs::remove_file(p.state_dir().join("checkpoint.json")).unwrap();
    let ls = p.ok(&["stack", "ls"]);
    assert!(ls.contains("dev") && ls.contains("1 resources"), "{ls}");
    let err = p.fails(&["stack", "init", "dev"]);
    assert!(err.contains("stack `dev` already exists"), "{err}");
    assert_eq!(p.versions(), versions, "nothing was erased");
    assert_eq!(counts(&p.up()), json!({"same": 1}));
}

#[test]
fn a_damaged_checkpoint_is_refused_and_nothing_is_written() {
    let p = Project::with_spec(json!({"resources": [res("a", json!({"value": 12345}))]}));
    p.up();
    let path = p.current_version();
    let mut bytes = std::fs::read(&path).unwrap();
    let at = bytes.windows(5).position(|w| w == b"12345").unwrap();
    bytes[at] = b'9';
    std::fs::write(&path, &bytes).unwrap();
    let versions = p.versions();
    let err = p.fails(&["up", "--yes"]);
    assert!(
        err.contains(&path.display().to_string()) && err.contains("checksum"),
        "{err}"
    );
    assert_eq!(p.versions(), versions);
    assert_eq!(std::fs::read(&path).unwrap(), bytes, "left as it was");
}

/// A project whose test provider is a non-idempotent "cloud": each create makes an object in
/// `world/`, which is what exists.
pub(crate) fn world_project(spec: Value) -> Project {
    let p = Project::new(test_artifacts::TEST_PROGRAM);
    let toml = std::fs::read_to_string(p.path().join("Strata.toml")).unwrap();
    let wasm = format!("wasm = {}\n", toml_path(test_artifacts::TEST_PROVIDER));
    let toml = toml.replacen(
        &wasm,
        &format!("{wasm}allow-dirs = [\"world\"]\nconfig = {{ world = \"world\" }}\n"),
        1,
    );
    std::fs::write(p.path().join("Strata.toml"), toml).unwrap();
    p.spec(spec);
    p
}

/// The ids of the objects that exist in a world project.
pub(crate) fn world(p: &Project) -> Vec<String> {
    let mut ids: Vec<String> = std::fs::read_dir(p.path().join("world"))
        .map(|d| {
            d.flatten()
                .filter_map(|e| {
                    e.file_name()
                        .to_str()?
                        .strip_suffix(".json")
                        .map(str::to_string)
                })
                .collect()
        })
        .unwrap_or_default();
    ids.sort();
    ids
}

/// Start `up`, wait until its create has made an object in the world and is held at the gate
/// `made` (the side effect done, its record not yet), and kill -9 it.
fn crash_after_side_effect(p: &Project) {
    let gates = Gates::of(p);
    let (mut child, _reader) = p.spawn(&["up", "--yes", "--json"]);
    gates.wait("made", 1);
    assert!(!world(p).is_empty(), "the create made nothing");
    child.kill().unwrap();
    child.wait().unwrap();
}

pub(super) fn state_ids(p: &Project) -> Vec<String> {
    let mut ids: Vec<String> = p.checkpoint()["resources"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["id"].as_str().unwrap().to_string())
        .collect();
    ids.sort();
    ids
}

/// Many interrupted creates: the message counts them all and names ten, not a line of hundreds.
#[test]
fn many_interrupted_creates_are_counted_and_ten_are_named() {
    let slow: Vec<Value> = (0..12)
        .map(|i| res(&format!("slow{i}"), json!({"value": i, "gate": "made"})))
        .collect();
    let p = world_project(json!({ "resources": slow }));
    let gates = Gates::of(&p);
    let (mut child, _reader) = p.spawn(&["up", "--yes", "--json"]);
    gates.wait("made", 12);
    child.kill().unwrap();
    child.wait().unwrap();
    let err = p.fails(&["up", "--yes"]);
    let message = err
        .lines()
        .find(|l| l.contains("interrupted create(s)"))
        .unwrap_or_else(|| panic!("{err}"));
    assert!(
        message.contains("has 12 interrupted create(s)"),
        "{message}"
    );
    assert_eq!(
        message.matches("test:Resource \"slow").count(),
        10,
        "{message}"
    );
    assert!(message.contains(", and 2 more)"), "{message}");
    // Settled as the message says, the stack goes on.
    p.ok(&["refresh", "--yes", "--clear-pending-creates"]);
}

/// A kill while hundreds of creates are in flight, their `Begin`s and outcomes written as packed
/// batches: what the journal holds is replayed, what was made is imported, and nothing is lost or
/// made twice. Killed at three moments of the run.
#[test]
fn a_kill_while_packed_batches_are_journaled_loses_nothing_and_makes_nothing_twice() {
    let n = 300;
    let spec = |latency: u64| {
        let rs: Vec<Value> = (0..n)
            .map(|i| res(&format!("r{i}"), json!({"value": i, "latency_ms": latency})))
            .collect();
        json!({ "resources": rs })
    };
    let mut packed = false;
    for after in [20, 100, 200] {
        let p = world_project(spec(20));
        let (mut child, mut reader) = p.spawn(&["up", "--yes", "--json", "--parallel", "64"]);
        let mut done = 0;
        read_events_until(&mut reader, |e| {
            done += usize::from(e["event"] == "step-done");
            done == after
        });
        child.kill().unwrap();
        child.wait().unwrap();
        // (A run that ended before the kill landed has saved its journal away.)
        let journal =
            std::fs::read_to_string(p.state_dir().join("journal.jsonl")).unwrap_or_default();
        packed |= journal.lines().any(|l| l.get(16..18) == Some(" ~"));
        p.ok(&["refresh", "--yes", "--import-pending-creates"]);
        p.spec(spec(0));
        p.ok(&["up", "--yes"]);
        assert_eq!(world(&p).len(), n, "killed after {after}: each made once");
        assert_eq!(
            world(&p),
            state_ids(&p),
            "killed after {after}: the world is the state"
        );
        assert_eq!(counts(&p.up()), json!({"same": n}));
    }
    assert!(
        packed,
        "the runs were killed with packed batches in their journals"
    );
}

#[test]
fn what_an_interrupted_create_made_is_found_and_imported_not_made_twice() {
    let p = world_project(json!({"resources": [res("slow", json!({"value": 1, "gate": "made"}))]}));
    crash_after_side_effect(&p);
    assert_eq!(world(&p).len(), 1, "the create happened");
    assert!(p.checkpoint()["resources"].as_array().unwrap().is_empty());
    let out = p.ok(&["refresh", "--yes", "--json", "--import-pending-creates"]);
    let id = world(&p)[0].clone();
    assert!(
        out.contains(&format!(
            "the interrupted create of test:Resource \\\"slow\\\" was imported (id {id})"
        )),
        "{out}"
    );
    p.spec(json!({"resources": [res("slow", json!({"value": 1}))]}));
    assert_eq!(
        counts(&p.up()),
        json!({"same": 1}),
        "nothing is created twice"
    );
    assert_eq!(world(&p), state_ids(&p), "the world is what the state says");
    p.spec(json!({"resources": [res("slow", json!({"value": 2}))]}));
    assert_eq!(counts(&p.up()), json!({"update": 1}));
    assert_eq!(world(&p), state_ids(&p));
}

#[test]
fn an_interrupted_create_is_imported_by_the_id_the_user_gives() {
    let p = world_project(json!({"resources": [res("slow", json!({"gate": "made"}))]}));
    crash_after_side_effect(&p);
    let id = world(&p)[0].clone();
    let err = p.fails(&[
        "refresh",
        "--yes",
        "--import-pending-creates",
        "slow=no-such-id",
    ]);
    assert!(
        err.contains("the provider has no resource with id `no-such-id`"),
        "{err}"
    );
    let out = p.ok(&[
        "refresh",
        "--yes",
        "--json",
        "--import-pending-creates",
        &format!("slow={id}"),
    ]);
    assert!(out.contains(&format!("was imported (id {id})")), "{out}");
    assert_eq!(state_ids(&p), vec![id]);
    let err = p.fails(&["refresh", "--yes", "--import-pending-creates", "ghost=1"]);
    assert!(err.contains("no interrupted create of `ghost`"), "{err}");
}

#[test]
fn a_guest_built_for_another_wit_version_is_refused_naming_both() {
    for (package, artifact, new_version, old_version) in [
        ("provider", test_artifacts::TEST_PROVIDER, "0.2.0", "0.1.0"),
        ("program", test_artifacts::TEST_PROGRAM, "0.3.0", "0.2.0"),
        ("policy", test_artifacts::ACME_POLICIES, "0.2.0", "0.1.0"),
    ] {
        let p = Project::with_spec(json!({"resources": [res("a", json!({}))]}));
        if package == "policy" {
            set_project_lines(
                p.path(),
                &format!("[policy.p]\nwasm = {}\n", toml_path(artifact)),
                &[],
            );
        }
        let mut bytes = std::fs::read(artifact).unwrap();
        let new = format!("strata:{package}/{package}@{new_version}");
        let old = format!("strata:{package}/{package}@{old_version}");
        let mut found = 0;
        while let Some(at) = bytes.windows(new.len()).position(|w| w == new.as_bytes()) {
            bytes[at..at + new.len()].copy_from_slice(old.as_bytes());
            found += 1;
        }
        assert!(found > 0, "{package}");
        let old_wasm = p.path().join("old.wasm");
        std::fs::write(&old_wasm, bytes).unwrap();
        let toml = std::fs::read_to_string(p.path().join("Strata.toml"))
            .unwrap()
            .replacen(&toml_path(artifact), "\"old.wasm\"", 1);
        std::fs::write(p.path().join("Strata.toml"), toml).unwrap();
        let err = p.fails(&["preview"]);
        assert!(
            err.contains(&format!(
                "was built for strata:{package}@{old_version}, and this strata speaks strata:{package}@{new_version}: rebuild it"
            )),
            "{package}: {err}"
        );
    }
}

/// A small tmpfs (a disk that fills up), unmounted when dropped. Tests run as root here.
struct Tmpfs(tempfile::TempDir);

impl Tmpfs {
    fn new(size: &str) -> Tmpfs {
        let dir = tempfile::tempdir().unwrap();
        let ok = Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={size}"), "tmpfs"])
            .arg(dir.path())
            .status()
            .unwrap()
            .success();
        assert!(ok, "mounting a tmpfs (the test needs root)");
        Tmpfs(dir)
    }

    fn grow(&self, size: &str) {
        let ok = Command::new("mount")
            .args(["-o", &format!("remount,size={size}")])
            .arg(self.0.path())
            .status()
            .unwrap()
            .success();
        assert!(ok);
    }
}

impl Drop for Tmpfs {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg(self.0.path()).status();
    }
}

/// The disk fills up in the journal (64k: steps begun are left pending) or, with the journal
/// written whole, at the save (256k: the journal is packed, the checkpoint is not).
#[test]
fn a_full_disk_fails_once_clearly_leaves_no_temporary_files_and_loses_nothing() {
    for (size, in_the_journal) in [("64k", true), ("256k", false)] {
        full_disk(size, in_the_journal);
    }
}

fn full_disk(size: &str, in_the_journal: bool) {
    let disk = Tmpfs::new(size);
    let url = format!("file://{}", disk.0.path().display());
    let p = Project::with_spec(json!({"generate": {"count": 2000, "value": "x".repeat(200)}}));
    p.ok(&["--backend", &url, "stack", "init", "dev"]);
    let out = p.run(&["--backend", &url, "up", "--yes"]);
    assert!(!out.status.success());
    let err = text(&out.stderr);
    let last = err.lines().last().unwrap_or_default();
    assert!(
        last.contains("could not save the state of stack `dev`")
            && last.contains("Nothing is lost")
            && last.contains("strata up"),
        "{err}"
    );
    assert_eq!(
        last.matches("No space left on device").count(),
        1,
        "the cause is said once: {last}"
    );
    // Named by the file that could not be written, never a temporary, with the right advice.
    assert!(
        last.contains("Free some space") && !last.contains(".tmp-"),
        "{last}"
    );
    fn temporaries(dir: &Path) -> Vec<PathBuf> {
        let mut out = vec![];
        for e in std::fs::read_dir(dir).unwrap().flatten() {
            if e.path().is_dir() {
                out.extend(temporaries(&e.path()));
            } else if e.file_name().to_string_lossy().contains(".tmp-") {
                out.push(e.path());
            }
        }
        out
    }
    assert!(
        temporaries(disk.0.path()).is_empty(),
        "{:?}",
        temporaries(disk.0.path())
    );
    // With space again, the advice of each message leads to the finished stack.
    disk.grow("64m");
    let next = p.run(&["--backend", &url, "up", "--yes", "--json"]);
    if next.status.success() {
        if in_the_journal {
            // A loaded machine packed whole begin-and-done pairs before the disk filled:
            // nothing begun was left pending, and this command made the rest. The stack is
            // whole all the same.
            let s = summary(&p.ok(&["--backend", &url, "up", "--yes", "--json"]));
            assert_eq!(counts(&s), json!({"same": 2000}), "{size}");
            return;
        }
        // Every step's outcome was journaled: the next command replays it, nothing to settle.
        assert_eq!(
            counts(&summary(&text(&next.stdout))),
            json!({"same": 2000}),
            "{size}"
        );
        return;
    }
    // The disk filled in the journal (always at 64k; at 256k too when a loaded machine
    // journals smaller batches, which pack less): steps begun are pending, as said.
    let err = text(&next.stderr);
    assert!(
        err.contains("strata refresh --clear-pending-creates"),
        "{err}"
    );
    p.ok(&[
        "--backend",
        &url,
        "refresh",
        "--yes",
        "--clear-pending-creates",
    ]);
    p.ok(&["--backend", &url, "up", "--yes"]);
    let s = summary(&p.ok(&["--backend", &url, "up", "--yes", "--json"]));
    assert_eq!(counts(&s), json!({"same": 2000}));
}

#[test]
fn on_a_terminal_refresh_asks_how_to_settle_each_interrupted_create() {
    let p = world_project(json!({"resources": [res("slow", json!({"value": 1, "gate": "made"}))]}));
    crash_after_side_effect(&p);
    let id = world(&p)[0].clone();
    // The answers come on a terminal: find and import, then confirm.
    let mut child = strata_on_a_terminal(p.path(), &["refresh"])
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    {
        use std::io::Write;
        let stdin = child.stdin.as_mut().unwrap();
        stdin.write_all(b"f\ny\n").unwrap();
    }
    let out = child.wait_with_output().unwrap();
    let all = format!("{}{}", text(&out.stdout), text(&out.stderr));
    assert!(out.status.success(), "{all}");
    assert!(
        all.contains("The create of test:Resource \"slow\" was interrupted")
            && all.contains(&format!("was imported (id {id})")),
        "{all}"
    );
    assert_eq!(state_ids(&p), vec![id]);
}

/// The test provider declares `check` and `diff` pure, so a run skips both for a resource whose
/// recorded digest still holds. The digest covers what the state records, not only what the
/// program says: a hand-edited state, or drift that a refresh finds, is seen and put right.
#[test]
fn a_recorded_digest_never_hides_an_edited_state_or_drift_found_by_a_refresh() {
    let p = world_project(json!({"resources": [
        res("a", json!({"value": 1})),
        res("b", json!({"value": 2})),
    ]}));
    p.up();
    let recorded = p.checkpoint();
    for r in recorded["resources"].as_array().unwrap() {
        assert!(r["memo"].is_string(), "{r}");
    }
    assert_eq!(counts(&p.up()), json!({"same": 2}));

    // a's recorded input edited by hand (the program still says 1): the next `up` sees it.
    let file = p.path().join("edited.json");
    p.ok(&["stack", "export", "--file", file.to_str().unwrap()]);
    let mut edited: Value = serde_json::from_slice(&std::fs::read(&file).unwrap()).unwrap();
    for r in edited["resources"].as_array_mut().unwrap() {
        if r["urn"].as_str().unwrap().ends_with("::a") {
            r["inputs"]["value"] = json!(9);
        }
    }
    std::fs::write(&file, edited.to_string()).unwrap();
    p.ok(&["stack", "import", "--file", file.to_str().unwrap(), "--yes"]);
    assert_eq!(counts(&p.up()), json!({"update": 1, "same": 1}));
    assert_eq!(counts(&p.up()), json!({"same": 2}));

    // b changed in the world behind Strata's back: a refresh reads it, and the same run puts
    // it back as the program says.
    let b = p.recorded("b")["id"].as_str().unwrap().to_string();
    let object = p.path().join(format!("world/{b}.json"));
    std::fs::write(
        &object,
        json!({"name": "b", "inputs": {"value": 7}}).to_string(),
    )
    .unwrap();
    let s = summary(&p.ok(&["up", "--yes", "--refresh", "--json"]));
    assert_eq!(counts(&s), json!({"update": 1, "same": 1}));
    let b = p.recorded("b");
    assert_eq!(b["inputs"]["value"], json!(2), "{b}");
}

/// A kill while the new version is being written (the version is streamed to its file, its
/// header last): nothing is lost. The half-written file never becomes the current version;
/// the journal the killed run left holds every create, and the next `up` changes nothing.
#[test]
fn a_kill_while_the_state_is_being_saved_loses_nothing() {
    let count = 20_000;
    for attempt in 1..=5 {
        let p = Project::with_spec(json!({"generate": {"count": count}}));
        let before = std::fs::read_to_string(p.state_dir().join("checkpoint.json")).unwrap();
        let mut child = p
            .command(&["up", "--yes"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        // The version being written: `.NNNNNNNN.json.tmp-PID`, next to the saved ones.
        let versions = p.state_dir().join("versions");
        let writing = || {
            std::fs::read_dir(&versions).unwrap().any(|e| {
                e.unwrap()
                    .file_name()
                    .to_string_lossy()
                    .contains(".json.tmp-")
            })
        };
        let caught = loop {
            if writing() {
                child.kill().unwrap();
                break true;
            }
            if child.try_wait().unwrap().is_some() {
                break false;
            }
            std::thread::sleep(std::time::Duration::from_micros(200));
        };
        child.wait().unwrap();
        if !caught {
            eprintln!("attempt {attempt}: the save was over before it was seen; again");
            continue;
        }
        // Killed mid-save: the run's journal is still there, and the pointer still names the
        // version from before the run.
        assert!(p.state_dir().join("journal.jsonl").exists());
        assert_eq!(
            std::fs::read_to_string(p.state_dir().join("checkpoint.json")).unwrap(),
            before
        );
        // Every create the killed run made is found (from its journal), none made again.
        let s = summary(&p.ok(&["up", "--yes", "--json"]));
        assert_eq!(counts(&s), json!({"same": count}), "{s}");
        assert_eq!(p.resource_names().len(), count);
        p.ok(&["stack", "history"]);
        // What the kill left half-written is gone with the next save.
        assert!(!writing(), "a temporary file was left behind");
        return;
    }
    panic!("no save was caught in 5 attempts");
}

/// A corrupt pointer with its versions intact, and a deleted current version: each error
/// names the way back, `stack restore N` takes it, and the stack goes on from there.
#[test]
fn a_broken_current_version_is_restored_from_history() {
    let p = Project::with_spec(json!({"resources": [res("a", json!({"value": 1}))]}));
    p.up();
    p.spec(json!({"resources": [res("a", json!({"value": 2}))]}));
    p.up();
    let pointer = p.state_dir().join("checkpoint.json");
    std::fs::write(&pointer, b"{\"format\": 5, \"serial\": ").unwrap();
    let err = p.fails(&["up", "--yes"]);
    assert!(err.contains("strata stack restore N"), "{err}");
    let out = p.ok(&["stack", "restore", "2"]);
    assert!(
        out.contains("Restored version 2 of stack dev as version 3"),
        "{out}"
    );
    assert_eq!(counts(&p.up()), json!({"same": 1}));
    // The current version's file deleted: said as such, and restored from the one before.
    std::fs::remove_file(p.current_version()).unwrap();
    let err = p.fails(&["preview"]);
    assert!(
        err.contains("is gone") && err.contains("strata stack restore N"),
        "{err}"
    );
    p.ok(&["stack", "restore", "2"]);
    let cp = p.checkpoint();
    // Version 3 is gone: the newest kept is 2, and the restored state is the new version 3.
    assert_eq!(cp["serial"], 3, "{cp}");
    assert_eq!(counts(&p.up()), json!({"same": 1}));
}

/// A deleted or emptied stack file of a stack with resources stops `up` and `preview` before
/// anything changes (the program would run without its configuration, and `up --yes` deleted
/// every resource it then did not declare).
#[test]
fn a_lost_stack_file_stops_up_before_anything_is_deleted() {
    let p = Project::with_spec(json!({"resources": [res("a", json!({}))]}));
    p.up();
    let file = p.path().join("Strata.dev.toml");
    let kept = std::fs::read(&file).unwrap();
    for (how, lose) in [
        (
            "missing",
            Box::new(|| std::fs::remove_file(&file).unwrap()) as Box<dyn Fn()>,
        ),
        ("empty", Box::new(|| std::fs::write(&file, "\n").unwrap())),
    ] {
        lose();
        for args in [&["up", "--yes"][..], &["preview"]] {
            let err = p.fails(args);
            assert!(
                err.contains(&format!("Strata.dev.toml is {how}"))
                    && err.contains("Nothing was changed"),
                "{args:?}: {err}"
            );
        }
        assert_eq!(p.resource_names(), vec!["a"]);
        std::fs::write(&file, &kept).unwrap();
    }
    assert_eq!(counts(&p.up()), json!({"same": 1}));
}

/// A backend that lost a deployed stack's state: `up` says so, and does not send the user to
/// `stack init` and a second copy of every resource.
#[test]
fn a_backend_that_lost_a_stacks_state_says_so() {
    let p = Project::with_spec(json!({"resources": [res("a", json!({}))]}));
    p.up();
    std::fs::remove_dir_all(p.state_dir()).unwrap();
    for args in [&["up", "--yes"][..], &["preview"]] {
        let err = p.fails(args);
        assert!(
            err.contains("lost its state") && err.contains("before any `up`"),
            "{args:?}: {err}"
        );
    }
}

/// A record of late outcomes planted in the shared state, naming a resource of another stack
/// (its id that of another stack's resource): it is not imported, so the next `up` never
/// deletes that resource as one its program no longer declares.
#[test]
fn a_late_record_naming_another_stacks_resource_is_not_imported() {
    let p = world_project(json!({"resources": [res("a", json!({}))]}));
    p.up();
    let victim = world(&p)[0].clone();
    let late = p.state_dir().join("late");
    std::fs::create_dir_all(&late).unwrap();
    let urn = "urn:strata:prod::other::test:Resource::victim";
    let planted = json!({"version": 1, "stack": "dev", "serial": 0, "updated_at": "",
        "resources": [{"urn": urn, "type": "test:Resource", "id": victim,
            "inputs": {}, "outputs": {}}]});
    std::fs::write(
        late.join("000000000000000000000001-planted.json"),
        planted.to_string(),
    )
    .unwrap();
    let out = p.run(&["up", "--yes"]);
    let said = format!("{}{}", text(&out.stdout), text(&out.stderr));
    assert!(out.status.success(), "{said}");
    assert!(said.contains("is not imported"), "{said}");
    assert_eq!(
        world(&p),
        vec![victim],
        "the other stack's resource is still there"
    );
    assert!(!p.checkpoint().to_string().contains(urn));
}
