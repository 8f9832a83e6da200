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
    type Case<'a> = (&'a str, &'a [(&'a str, &'a str)], &'a [(&'a str, &'a str)], &'a str);
    let cases: [Case; 3] = [
        ("key", key_to_pass, pass_env, "passphrase"),
        ("passphrase", to_new_pass, new_pass_env, "passphrase"),
        ("passphrase", pass_env, &[], "key"),
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
