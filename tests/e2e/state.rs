//! The nothing-lost promise, end to end: crashes (twice), a holder paused past its lease,
//! racing takers of a dead holder's lock, unreadable locks, lost and damaged state files.

use super::*;

/// Start `up`, wait until `name`'s provider call is under way, and kill -9 it.
fn crash_during(p: &Project, name: &str) {
    let (mut child, mut reader) = p.spawn(&["up", "--yes", "--json"]);
    read_events_until(&mut reader, |e| {
        e["event"] == "step-started" && e["name"] == name
    });
    child.kill().unwrap();
    child.wait().unwrap();
}

#[test]
fn a_second_crash_keeps_the_first_crashs_pending_create() {
    let p = Project::with_spec(json!({"resources": [
        res("fast", json!({"value": 1})),
        res("first", json!({"latency_ms": 60_000})),
    ]}));
    let (mut child, mut reader) = p.spawn(&["up", "--yes", "--json"]);
    let (mut fast_done, mut first_started) = (false, false);
    read_events_until(&mut reader, |e| {
        fast_done |= e["event"] == "step-done" && e["name"] == "fast";
        first_started |= e["event"] == "step-started" && e["name"] == "first";
        fast_done && first_started
    });
    child.kill().unwrap();
    child.wait().unwrap();
    // A second run is killed in the middle too, with a create of its own in flight.
    p.spec(json!({"resources": [
        res("fast", json!({"value": 1})),
        res("second", json!({"latency_ms": 60_000})),
    ]}));
    crash_during(&p, "second");
    let out = p.ok(&["refresh", "--yes", "--json"]);
    for name in ["first", "second"] {
        assert!(
            out.contains(&format!(
                "an interrupted create of test:Resource \\\"{name}\\\" was cleared"
            )),
            "{name} was remembered: {out}"
        );
    }
    assert_eq!(p.resource_names(), vec!["fast"]);
}

/// `kill -SIGNAL pid`.
fn signal(child: &Child, sig: &str) {
    let ok = Command::new("kill")
        .args([&format!("-{sig}"), &child.id().to_string()])
        .status()
        .unwrap()
        .success();
    assert!(ok, "kill -{sig}");
}

/// Wait until the stack's lock lease has run out (the condition under test is time itself).
fn until_lease_expired(p: &Project) {
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

#[test]
fn a_holder_paused_past_its_lease_writes_nothing_after_another_took_over() {
    let p = Project::with_spec(json!({"resources": [res("slow", json!({"latency_ms": 3000}))]}));
    let mut a = p
        .command(&["up", "--yes", "--json"])
        .env("STRATA_LOCK_LEASE", "2s")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut reader = BufReader::new(a.stdout.take().unwrap());
    read_events_until(&mut reader, |e| e["event"] == "step-started");
    signal(&a, "STOP");
    until_lease_expired(&p);
    // Another operation takes the expired lock over, settles what the paused one left in the
    // journal, and finishes.
    let b = p
        .command(&["up", "--yes", "--json"])
        .env("STRATA_LOCK_LEASE", "2s")
        .output()
        .unwrap();
    let b_out = succeeded(&["up"], b);
    assert!(
        b_out.contains("an earlier operation was interrupted"),
        "{b_out}"
    );
    let after_b = p.checkpoint();
    signal(&a, "CONT");
    let mut rest = String::new();
    std::io::Read::read_to_string(&mut reader, &mut rest).unwrap();
    let status = a.wait().unwrap();
    let mut err = String::new();
    std::io::Read::read_to_string(&mut a.stderr.take().unwrap(), &mut err).unwrap();
    assert!(!status.success(), "{rest}");
    assert!(err.contains("the lock on stack `dev` was lost"), "{err}");
    let lost: Value = rest
        .lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .find(|e| e["event"] == "lock-lost")
        .unwrap_or_else(|| panic!("no lock-lost event: {rest}"));
    assert_eq!(lost["in_flight"][0]["name"], "slow", "{lost}");
    assert_eq!(lost["in_flight"][0]["op"], "create", "{lost}");
    // The paused holder changed nothing: the state is what the new holder saved.
    assert_eq!(p.checkpoint(), after_b);
    assert_eq!(
        after_b["pending_operations"][0]["urn"], "urn:strata:dev::e2e::test:Resource::slow",
        "the paused holder's call stays pending for the next holder to settle"
    );
}

#[test]
fn racing_processes_take_a_dead_holders_lock_one_at_a_time() {
    let p = Project::with_spec(json!({"resources": [res("slow", json!({"latency_ms": 2000}))]}));
    // A holder that died (a pid that is not running on this host).
    let dead = json!({"owner": "ghost", "pid": 4_000_000, "host": hostname(),
        "operation": "up", "started_at": "2026-01-01T00:00:00Z",
        "expires_at": "2099-01-01T00:00:00Z", "token": "dead"});
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
    assert!(out.contains("held by alice"), "{out}");
    assert!(!lock.exists());
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
