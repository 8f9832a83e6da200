//! Nothing lost, third round: each command that writes more than one thing, stopped at each of
//! its writes (a kill point: see `strata_failpoint`), leaves a stack the user's key opens and
//! that the command run again (or the one its message names) brings to its end. These tests
//! walk every point of the commands the issue named; `just chaos-all` walks every command on
//! the three backends.

use super::*;

/// The kill points `args` passes, as `N name` lines, run once to its end with `env`.
fn points(p: &Project, args: &[&str], env: &[(&str, &str)]) -> Vec<String> {
    let log = p.path().join("points.log");
    let _ = std::fs::remove_file(&log);
    let mut c = p.command(args);
    c.envs(env.iter().copied())
        .env("STRATA_FAILPOINTS", format!("log={}", log.display()));
    let out = c.output().unwrap();
    assert!(out.status.success(), "{args:?}: {}", text(&out.stderr));
    std::fs::read_to_string(&log)
        .unwrap_or_default()
        .lines()
        .map(str::to_string)
        .collect()
}

/// `args` with `env`, stopped at point `n` (`kill` or `fail`): what it said.
fn stopped(p: &Project, args: &[&str], env: &[(&str, &str)], how: &str, n: usize) -> Output {
    let mut c = p.command(args);
    c.envs(env.iter().copied())
        .env("STRATA_FAILPOINTS", format!("{how}={n}"));
    c.output().unwrap()
}

const OLD_KEY: &str = "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=";

/// A stack with a secret in its configuration and in its state (an output), sealed with the
/// key in `env`.
fn secret_stack(env: &[(&str, &str)]) -> Project {
    let p = Project::new(test_artifacts::TEST_PROGRAM);
    let run = |args: &[&str]| {
        let out = p.command(args).envs(env.iter().copied()).output().unwrap();
        succeeded(args, out)
    };
    run(&["config", "set", "--secret", "token", "hunter2-secret"]);
    p.spec(json!({"resources": [res("a", json!({"value_from_config": "token"}))], "outputs": {"tok": "a"}}));
    run(&["up", "--yes"]);
    p
}

/// Whether the stack opens whole with `env`'s key: its secret output and configuration read
/// back, no secret left unreadable, and `up` changes nothing.
fn opens(p: &Project, env: &[(&str, &str)]) -> Result<(), String> {
    let run = |args: &[&str]| {
        let out = p.command(args).envs(env.iter().copied()).output().unwrap();
        (out.status.success(), text(&out.stdout), text(&out.stderr))
    };
    let (ok, out, err) = run(&["config", "get", "token", "--show-secrets"]);
    if !ok || out.trim() != "hunter2-secret" {
        return Err(format!("config get: {out}{err}"));
    }
    let (ok, out, err) = run(&["up", "--yes", "--json"]);
    if !ok || err.contains("cannot be decrypted") || out.contains("cannot be decrypted") {
        return Err(format!("up: {out}{err}"));
    }
    let s = summary(&out);
    if counts(&s) != json!({"same": 1}) {
        return Err(format!("up changed something: {s}"));
    }
    let (ok, out, err) = run(&["stack", "output", "tok", "--show-secrets"]);
    if !ok || out.trim().is_empty() {
        return Err(format!("stack output: {out}{err}"));
    }
    Ok(())
}

/// Issue 51, case 1: `stack change-secrets-provider` killed at each of its writes, or with each
/// write refused (a stack file that cannot be written), from a key file to a passphrase, from
/// a passphrase to another, and from a passphrase to a key file: the old key still opens the
/// stack, and the command run again finishes, after which the new key opens it.
#[test]
fn a_change_of_key_stopped_at_any_write_leaves_a_stack_the_old_key_opens_and_finishes_when_run_again()
 {
    let key_env: &[(&str, &str)] = &[("STRATA_SECRETS_KEY", OLD_KEY)];
    let pass_env: &[(&str, &str)] = &[("STRATA_PASSPHRASE", "old pass")];
    let key_to_pass: &[(&str, &str)] = &[
        ("STRATA_SECRETS_KEY", OLD_KEY),
        ("STRATA_PASSPHRASE", "old pass"),
    ];
    let to_new_pass: &[(&str, &str)] = &[
        ("STRATA_PASSPHRASE", "old pass"),
        ("STRATA_NEW_PASSPHRASE", "new pass"),
    ];
    let new_pass_env: &[(&str, &str)] = &[("STRATA_PASSPHRASE", "new pass")];
    // (from, the command's environment, the new key's environment, the target): the key
    // file's target is opened by the key file the command made.
    type Case<'a> = (
        &'a str,
        &'a [(&'a str, &'a str)],
        &'a [(&'a str, &'a str)],
        &'a str,
    );
    // (Passphrase to a key file, and key to key, are walked by `just chaos-all` on the three
    // backends.)
    let cases: [Case; 2] = [
        ("key", key_to_pass, pass_env, "passphrase"),
        ("passphrase", to_new_pass, new_pass_env, "passphrase"),
    ];
    let mut ran = 0;
    for (from, env, new_env, target) in cases {
        // The stack sealed with `from`'s key; `old` opens it.
        let old: &[(&str, &str)] = if from == "key" { key_env } else { pass_env };
        let setup = || {
            if from == "key" {
                secret_stack(key_env)
            } else {
                let p = secret_stack(key_env);
                let out = p
                    .command(&["stack", "change-secrets-provider", "passphrase"])
                    .envs(key_to_pass.iter().copied())
                    .output()
                    .unwrap();
                succeeded(&["change-secrets-provider"], out);
                p
            }
        };
        let args = ["stack", "change-secrets-provider", target];
        let env = env.to_vec();
        let listed = points(&setup(), &args, &env);
        assert!(listed.len() >= 6, "{from} to {target}: {listed:?}");
        for how in ["kill", "fail"] {
            // Every write, rename and removal; the syncs between them (a kill after one leaves
            // what a kill before the next write leaves) are walked by `just chaos-all`.
            let writes = (1..=listed.len()).filter(|n| !listed[n - 1].contains(" sync "));
            for n in writes {
                let p = setup();
                let out = stopped(&p, &args, &env, how, n);
                let at = format!("{from} to {target}, {how} at {}", listed[n - 1]);
                if how == "fail" {
                    assert!(!out.status.success(), "{at}: a refused write succeeded");
                }
                let err = text(&out.stderr);
                assert!(
                    !err.contains("STRATA_SECRETS_KEY to it") && !err.contains("strata destroy"),
                    "{at}: {err}"
                );
                // The key the user has opens the stack, whatever was written: the old one,
                // unless the last write (the stack file naming the new key alone) landed.
                if let Err(e) = opens(&p, old) {
                    if let Err(new) = opens(&p, new_env) {
                        panic!("{at}: neither key opens the stack: {e}; {new}\n{err}");
                    }
                    ran += 1;
                    continue;
                }
                // Run again, it finishes; then the new key opens it.
                let again = p.command(&args).envs(env.iter().copied()).output().unwrap();
                assert!(again.status.success(), "{at}: {}", text(&again.stderr));
                if let Err(e) = opens(&p, new_env) {
                    panic!("{at}: the new key does not open the stack: {e}");
                }
                ran += 1;
            }
        }
    }
    eprintln!("{ran} stopped changes of key, each opened and finished");
}

use super::state::{
    killed_mid_step, paused, resumed, state_ids, until_lease_expired, world, world_project,
};

/// A world project whose providers' calls time out after `timeout` (a fence lasts the old
/// lease plus the longest of them: any provider of the project may be called, by a delete).
fn world_with_timeout(spec: Value, timeout: &str) -> Project {
    let p = world_project(spec);
    let path = p.path().join("Strata.toml");
    let toml: String = std::fs::read_to_string(&path)
        .unwrap()
        .lines()
        .map(|l| {
            if l.starts_with("[providers.") {
                format!("{l}\ntimeout = \"{timeout}\"\n")
            } else {
                format!("{l}\n")
            }
        })
        .collect();
    std::fs::write(&path, toml).unwrap();
    p
}

/// `strata ARGS` with a lease of 2 s.
fn short(p: &Project, args: &[&str]) -> Output {
    p.command(args)
        .env("STRATA_LOCK_LEASE", "2s")
        .output()
        .unwrap()
}

/// Wait until the fence the checkpoint records (a taken-over holder's calls may run until
/// then) has passed: the condition under test is time itself.
fn until_fence_ended(p: &Project) {
    let until = p.checkpoint()["fenced"]["until"]
        .as_str()
        .unwrap_or_else(|| panic!("no fence: {}", p.checkpoint()))
        .to_string();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    loop {
        let now = Command::new("date")
            .args(["-u", "+%Y-%m-%dT%H:%M:%S"])
            .output()
            .unwrap();
        if text(&now.stdout).trim() > &until[..19] {
            return;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the fence never ended"
        );
        std::thread::sleep(std::time::Duration::from_millis(200));
    }
}

/// The inputs' `value` of each object in the world, by resource name.
fn world_values(p: &Project) -> Vec<(String, Value)> {
    let mut out: Vec<(String, Value)> = std::fs::read_dir(p.path().join("world"))
        .map(|d| {
            d.flatten()
                .filter(|e| e.file_name().to_string_lossy().ends_with(".json"))
                .map(|e| {
                    let made: Value =
                        serde_json::from_slice(&std::fs::read(e.path()).unwrap()).unwrap();
                    (
                        made["name"].as_str().unwrap().to_string(),
                        made["inputs"]["value"].clone(),
                    )
                })
                .collect()
        })
        .unwrap_or_default();
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

/// Issue 51, cases 2 and 4: holder A is paused mid-update past its lease; B's `up` of v3 is
/// refused while A's update may still land (until A's lease plus A's provider timeout, 10 s:
/// not ten minutes); A resumes and its v2 lands, recorded as a late outcome; after the fence,
/// B's `up` imports it, names it, and makes the world v3: the state and the world agree, and
/// `preview` has nothing to do.
#[test]
fn a_live_old_holders_update_that_lands_after_the_takeover_is_settled_not_lost() {
    let spec =
        |v: u64, gate: &str| json!({"resources": [res("r", json!({"value": v, "gate": gate}))]});
    let p = world_with_timeout(spec(1, ""), "10s");
    p.up();
    p.spec(spec(2, "held"));
    let (a, reader) = paused(&p, &["up", "--yes"]);
    let a_lock: Value =
        serde_json::from_slice(&std::fs::read(p.state_dir().join("lock.json")).unwrap()).unwrap();
    until_lease_expired(&p);
    p.spec(spec(3, ""));
    let out = short(&p, &["up", "--yes"]);
    let err = text(&out.stderr);
    assert!(
        !out.status.success()
            && err.contains("update of test:Resource \"r\"")
            && err.contains("outcome is not known yet"),
        "B decided on an update A may still land: {err}"
    );
    // Case 4: the fence lasts A's lease plus A's longest call (10 s), not ten minutes.
    let fence = p.checkpoint()["fenced"]["until"]
        .as_str()
        .unwrap()
        .to_string();
    let secs = |t: &str| {
        let out = Command::new("date")
            .args(["-u", "-d", t, "+%s"])
            .output()
            .unwrap();
        text(&out.stdout).trim().parse::<i64>().unwrap()
    };
    let lease_end = a_lock["expires_at"].as_str().unwrap();
    let span = secs(&fence) - secs(lease_end);
    assert!(
        (9..=13).contains(&span),
        "the fence ends {span} s after A's lease (its timeout is 10 s): {fence} vs {lease_end}"
    );
    // A resumes: its update lands in the world and goes to the record of late outcomes.
    let (status, rest, err) = resumed(a, reader);
    assert!(!status.success(), "{rest}");
    assert!(err.contains("was lost"), "{err}");
    assert_eq!(world_values(&p), vec![("r".to_string(), json!(2))]);
    until_fence_ended(&p);
    let out = short(&p, &["up", "--yes", "--json"]);
    let said = format!("{}{}", text(&out.stdout), text(&out.stderr));
    assert!(out.status.success(), "{said}");
    assert!(said.contains("late update of test:Resource"), "{said}");
    assert_eq!(world_values(&p), vec![("r".to_string(), json!(3))]);
    assert_eq!(state_ids(&p), world(&p));
    assert_eq!(p.recorded("r")["inputs"]["value"], json!(3));
    let s = summary(&p.ok(&["preview", "--json"]));
    assert_eq!(counts(&s), json!({"same": 1}), "{s}");
}

/// Issue 51, case 3: a killed `destroy` whose delete happened. The next `up` reads the
/// resource of the unsettled delete before it plans: it is gone, so it is made again, never
/// called unchanged.
#[test]
fn a_delete_that_happened_before_a_kill_is_read_as_happened_by_the_next_up() {
    let spec = json!({"resources": [
        res("a", json!({"value": 1, "gate": "step"})),
        res("b", json!({"value": 1, "gate": "step"})),
    ]});
    let p = world_project(spec.clone());
    // Open for the first up; `killed_mid_step` closes it for the destroy's deletes.
    Gates::of(&p).open("step");
    p.up();
    killed_mid_step(&p, &["destroy", "--yes", "--json"]);
    // At least one delete removed its object, then was killed at its gate.
    assert!(world(&p).len() < 2, "no delete happened");
    let s = p.up();
    assert_ne!(
        counts(&s),
        json!({"same": 2}),
        "a gone resource was said unchanged"
    );
    assert_eq!(world(&p).len(), 2);
    assert_eq!(state_ids(&p), world(&p));
    assert!(p.checkpoint().get("pending_operations").is_none());
    let s = summary(&p.ok(&["preview", "--json"]));
    assert_eq!(counts(&s), json!({"same": 2}), "{s}");
}

/// Issue 51, case 3 with a live old holder: A's `destroy` is paused before its delete lands;
/// B follows the messages (`refresh` while the object still exists, which reads it and keeps
/// the delete pending; `up`, refused while A may still delete); A resumes and its delete
/// lands; after the fence, B's `up` knows it (from the record of late outcomes, or by reading)
/// and makes the resource again: no ghost.
#[test]
fn a_live_old_holders_delete_that_lands_after_a_refresh_leaves_no_ghost() {
    let spec = json!({"resources": [res("r", json!({"value": 1, "start_gate": "held"}))]});
    let p = world_with_timeout(spec, "10s");
    // Open for the create; `paused` closes it for the destroy's delete.
    Gates::of(&p).open("held");
    p.up();
    assert_eq!(world(&p).len(), 1);
    let (a, reader) = paused(&p, &["destroy", "--yes"]);
    until_lease_expired(&p);
    let out = short(&p, &["refresh", "--yes"]);
    let said = format!("{}{}", text(&out.stdout), text(&out.stderr));
    assert!(out.status.success(), "{said}");
    assert!(said.contains("kept pending"), "{said}");
    let out = short(&p, &["up", "--yes"]);
    assert!(
        !out.status.success() && text(&out.stderr).contains("delete of test:Resource \"r\""),
        "{}",
        text(&out.stderr)
    );
    let (status, rest, _) = resumed(a, reader);
    assert!(!status.success(), "{rest}");
    assert!(world(&p).is_empty(), "A's delete landed");
    until_fence_ended(&p);
    let out = short(&p, &["up", "--yes", "--json"]);
    let said = format!("{}{}", text(&out.stdout), text(&out.stderr));
    assert!(out.status.success(), "{said}");
    assert_eq!(world(&p).len(), 1);
    assert_eq!(state_ids(&p), world(&p), "a ghost: {said}");
    let s = summary(&p.ok(&["preview", "--json"]));
    assert_eq!(counts(&s), json!({"same": 1}), "{s}");
}

/// The neighbour of case 2: the first taker dies (killed) or is refused a write between
/// taking the lock over and saving the fence into the state. The fence travels with the lock
/// record (inherited by each taker, and left behind by a taker that releases while it runs),
/// so the next taker still refuses to decide on the old holder's update until its calls must
/// have ended, and the world, the state and `preview` agree at the end.
#[test]
fn a_fence_survives_a_taker_that_dies_or_is_refused_before_it_saved_it() {
    for how in ["kill-at", "fail-at"] {
        let spec = |v: u64| {
            let gate = if v == 2 { "held" } else { "" };
            json!({"resources": [res("r", json!({"value": v, "gate": gate}))]})
        };
        let p = world_with_timeout(spec(1), "10s");
        p.up();
        p.spec(spec(2));
        let (a, reader) = paused(&p, &["up", "--yes"]);
        until_lease_expired(&p);
        // Taker 1: its first save (the fenced version's pointer) is killed or refused.
        let out = p
            .command(&["refresh", "--yes"])
            .env("STRATA_LOCK_LEASE", "2s")
            .env("STRATA_FAILPOINTS", format!("{how}=checkpoint.json"))
            .output()
            .unwrap();
        assert!(!out.status.success(), "{how}: taker 1 was to stop");
        p.spec(spec(3));
        let out = short(&p, &["up", "--yes"]);
        let err = text(&out.stderr);
        assert!(
            !out.status.success() && err.contains("outcome is not known yet"),
            "{how}: taker 2 decided on an update the old holder may still land: {err}"
        );
        let (status, _, _) = resumed(a, reader);
        assert!(!status.success());
        until_fence_ended(&p);
        let out = short(&p, &["up", "--yes"]);
        assert!(out.status.success(), "{how}: {}", text(&out.stderr));
        assert_eq!(world_values(&p), vec![("r".to_string(), json!(3))], "{how}");
        assert_eq!(p.recorded("r")["inputs"]["value"], json!(3), "{how}");
        let s = summary(&p.ok(&["preview", "--json"]));
        assert_eq!(counts(&s), json!({"same": 1}), "{how}: {s}");
    }
}

/// The neighbour of case 3 without any kill: a delete that removed its object, then ran past
/// its time limit. Its outcome is unknown, so it stays pending (never recorded as having
/// changed nothing), and the next run reads the resource before it plans: declared again, it
/// is made again, not called unchanged while it is gone.
#[test]
fn a_delete_that_timed_out_after_it_happened_is_read_not_taken_as_undone() {
    let both = json!({"resources": [
        res("keep", json!({"value": 1})),
        res("r", json!({"value": 1, "gate": "late"})),
    ]});
    let p = world_with_timeout(both.clone(), "10s");
    let gates = Gates::of(&p);
    gates.open("late");
    p.up();
    assert_eq!(world(&p).len(), 2);
    // Its delete's limit, 1 s; the delete waits at its gate (after it removed the object) until
    // the step has failed.
    gates.close("late");
    let path = p.path().join("Strata.toml");
    let toml = std::fs::read_to_string(&path).unwrap();
    std::fs::write(&path, toml.replace("timeout = \"10s\"", "timeout = \"1s\"")).unwrap();
    p.spec(json!({"resources": [res("keep", json!({"value": 1}))]}));
    let (child, mut reader) = p.spawn(&["up", "--yes", "--json"]);
    read_events_until(&mut reader, |e| {
        e["event"] == "step-failed" && e["name"] == "r"
    });
    gates.open("late");
    let out = child.wait_with_output().unwrap();
    assert!(!out.status.success(), "the delete was to time out");
    assert_eq!(
        world(&p).len(),
        1,
        "the delete happened before it timed out"
    );
    std::fs::write(&path, toml).unwrap();
    p.spec(both);
    let s = p.up();
    assert_eq!(counts(&s)["create"], json!(1), "{s}");
    assert_eq!(world(&p).len(), 2);
    assert_eq!(state_ids(&p), world(&p));
}

/// After a change of key, restoring a version sealed with the old key (or importing a file
/// exported before) would make a state the stack's key cannot open: refused, naming why, and
/// nothing written.
#[test]
fn a_version_from_before_a_change_of_key_is_not_restored_over_the_stack() {
    let key_env: &[(&str, &str)] = &[("STRATA_SECRETS_KEY", OLD_KEY)];
    let p = secret_stack(key_env);
    let exported = p.path().join("before.json");
    let out = p
        .command(&["stack", "export", "--file", "before.json"])
        .envs(key_env.iter().copied())
        .output()
        .unwrap();
    succeeded(&["stack", "export"], out);
    let before = p.versions();
    let out = p
        .command(&["stack", "change-secrets-provider", "passphrase"])
        .envs(key_env.iter().copied())
        .env("STRATA_PASSPHRASE", "new pass")
        .output()
        .unwrap();
    succeeded(&["change-secrets-provider"], out);
    let pass: &[(&str, &str)] = &[("STRATA_PASSPHRASE", "new pass")];
    let versions = p.versions();
    for args in [
        vec![
            "stack".to_string(),
            "restore".into(),
            (before - 1).to_string(),
        ],
        vec![
            "stack".into(),
            "import".into(),
            "--file".into(),
            exported.display().to_string(),
            "--yes".into(),
        ],
    ] {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let out = p
            .command(&args)
            .envs(pass.iter().copied())
            .output()
            .unwrap();
        let err = text(&out.stderr);
        assert!(
            !out.status.success()
                && (err.contains("cannot open") || err.contains("cannot be opened")),
            "{args:?}: {err}"
        );
        assert_eq!(p.versions(), versions, "{args:?} wrote a version");
    }
    opens(&p, pass).unwrap();
}
