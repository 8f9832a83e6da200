//! `just chaos N`: the nothing-lost promise measured against what really exists. Each trial
//! deploys a small stack on the test provider in its "world" mode (a cloud API that is not
//! idempotent: every create makes a new object, and what exists is what is in `world/`), then
//! runs `up`, a replacing update or `destroy` and kills it with SIGKILL at a random moment, or
//! right after a create's side effect and before Strata could record it. It then recovers the
//! way a user would: it reruns the command, and when the CLI refuses, runs the command the CLI
//! printed. Then it checks: every object in the world is in the state (else an orphan), no
//! resource exists twice (a duplicate), and the stack converged (the next run changes nothing,
//! and the state names exactly what exists).
//!
//! With `--live`, each trial leaves the old holder alive instead (the case a lease must
//! survive): with a 2 s lease, it pauses the `up` past its lease (SIGSTOP) or removes its lock
//! with `stack unlock --force` while it runs; another command takes over and settles as the
//! messages say; then the old holder goes on to its end. It also counts double writers: a
//! version the taker saw that was replaced or lost afterwards.
//!
//! The last line reads `chaos: N trials, O orphans, D duplicates, C not converged` (and, with
//! `--live`, `W double writers`); the exit status is non-zero unless all are zero. `--backend postgres` or `--backend s3` keeps
//! the state on a throwaway PostgreSQL cluster or on moto server (started here), instead of the
//! local files.
//!
//! With `--points` (`just chaos-all`), no random moment: every kill point of every command of
//! a table, killed and refused in turn (see `points`). `--sample N` runs every Nth point (CI),
//! `--list` only lists them, `--scenario TEXT` picks scenarios, `--at K` points (to replay
//! one; `--keep` keeps the directory of a trial that broke), `--mode kill|fail` one mode,
//! `--all-backends` runs file, postgres and s3.

mod points;

use anyhow::{Context, Result, bail};
use serde_json::{Value, json};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A small deterministic generator (xorshift64*), seeded per run and printed, so that a failing
/// trial can be replayed with `--seed`.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
}

struct Trial {
    dir: tempfile::TempDir,
    strata: PathBuf,
    cache: PathBuf,
    /// `STRATA_LOCK_LEASE` for every command, in live trials.
    lease: Option<&'static str>,
}

/// Where the trials keep their state: a backend URL (`None`: the local files).
type Backend = Option<String>;

/// What a command printed and whether it succeeded.
struct Ran {
    ok: bool,
    stderr: String,
}

impl Trial {
    fn new(strata: &Path, cache: &Path, backend: &Backend) -> Result<Trial> {
        Trial::with(strata, cache, backend, None, "")
    }

    /// A trial whose commands hold locks `lease` long, its provider's settings `extra` lines.
    fn with(
        strata: &Path,
        cache: &Path,
        backend: &Backend,
        lease: Option<&'static str>,
        extra: &str,
    ) -> Result<Trial> {
        let dir = tempfile::tempdir()?;
        // A project of its own per trial: on a shared backend, stacks are keyed by project.
        let name = format!(
            "chaos-{}",
            dir.path()
                .file_name()
                .map(|n| n.to_string_lossy().replace('.', "-"))
                .unwrap_or_default()
        );
        let backend = backend
            .as_ref()
            .map(|u| format!("backend = {u:?}\n"))
            .unwrap_or_default();
        std::fs::write(
            dir.path().join("Strata.toml"),
            format!(
                "name = {name:?}\n{backend}[program]\nwasm = {:?}\n[providers.test]\nwasm = {:?}\nallow-dirs = [\"world\"]\nconfig = {{ world = \"world\" }}\n{extra}",
                test_artifacts::TEST_PROGRAM,
                test_artifacts::TEST_PROVIDER
            ),
        )?;
        let t = Trial {
            dir,
            strata: strata.into(),
            cache: cache.into(),
            lease,
        };
        t.must(&["stack", "init", "dev"])?;
        Ok(t)
    }

    fn command(&self, args: &[&str]) -> Command {
        let mut c = Command::new(&self.strata);
        c.arg("--cwd")
            .arg(self.dir.path())
            .args(args)
            .env("STRATA_CACHE_DIR", &self.cache)
            .env("NO_COLOR", "1")
            .env_remove("STRATA_BACKEND")
            // moto's, for the S3 backend.
            .env("AWS_ACCESS_KEY_ID", "testing")
            .env("AWS_SECRET_ACCESS_KEY", "testing")
            .stdin(Stdio::null());
        if let Some(lease) = self.lease {
            c.env("STRATA_LOCK_LEASE", lease);
        }
        c
    }

    fn run(&self, args: &[&str]) -> Result<Ran> {
        let out = self.command(args).output().context("running strata")?;
        Ok(Ran {
            ok: out.status.success(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        })
    }

    fn must(&self, args: &[&str]) -> Result<()> {
        let r = self.run(args)?;
        if !r.ok {
            bail!("strata {args:?} failed: {}", r.stderr);
        }
        Ok(())
    }

    fn spec(&self, spec: &Value) -> Result<()> {
        self.must(&["config", "set", "spec", &spec.to_string()])
    }

    /// The objects that exist, by id: the resource name each was made for.
    fn world(&self) -> BTreeMap<String, String> {
        let Ok(entries) = std::fs::read_dir(self.dir.path().join("world")) else {
            return BTreeMap::new();
        };
        entries
            .flatten()
            .filter_map(|e| {
                let id = e.file_name().to_str()?.strip_suffix(".json")?.to_string();
                let made: Value = serde_json::from_slice(&std::fs::read(e.path()).ok()?).ok()?;
                Some((id, made["name"].as_str()?.to_string()))
            })
            .collect()
    }

    /// The ids the state records, by id: the resource name (read through `stack export`, so
    /// the harness knows nothing of the on-disk format).
    fn state(&self) -> Result<BTreeMap<String, String>> {
        let out = self.command(&["stack", "export"]).output()?;
        if !out.status.success() {
            bail!(
                "stack export failed: {}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
        let cp: Value = serde_json::from_slice(&out.stdout)?;
        Ok(cp["resources"]
            .as_array()
            .cloned()
            .unwrap_or_default()
            .iter()
            .map(|r| {
                let urn = r["urn"].as_str().unwrap_or_default();
                (
                    r["id"].as_str().unwrap_or_default().to_string(),
                    urn.rsplit("::").next().unwrap_or_default().to_string(),
                )
            })
            .collect())
    }

    /// Start `args`, then kill it: after `delay`, or (with `at_side_effect`) as soon as the
    /// world changes (a create made or a delete removed an object, not yet recorded).
    fn kill_during(&self, args: &[&str], delay: Duration, at_side_effect: bool) -> Result<()> {
        let before = self.world();
        let mut child: Child = self
            .command(args)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()?;
        let start = Instant::now();
        loop {
            if child.try_wait()?.is_some() {
                return Ok(());
            }
            let changed = at_side_effect && self.world() != before;
            if changed || (!at_side_effect && start.elapsed() >= delay) {
                break;
            }
            if start.elapsed() > Duration::from_secs(30) {
                break;
            }
            std::thread::sleep(Duration::from_millis(2));
        }
        let _ = child.kill();
        child.wait()?;
        Ok(())
    }

    /// Run `args` until it succeeds, as a user would: when the CLI refuses and names a
    /// `strata refresh …` command to run first, run that.
    fn recover(&self, args: &[&str]) -> Result<()> {
        // A live trial may have to wait, as its user would: creates a taken-over holder began
        // stay pending until its calls must have ended (a few seconds with its 5 s timeout).
        let rounds = if self.lease.is_some() { 20 } else { 4 };
        for round in 0..rounds {
            if round > 0 && self.lease.is_some() {
                std::thread::sleep(Duration::from_millis(500));
            }
            let r = self.run(args)?;
            if r.ok {
                return Ok(());
            }
            let Some(fix) = printed_command(&r.stderr) else {
                bail!("strata {args:?} failed with no way out: {}", r.stderr);
            };
            let mut words: Vec<&str> = fix.split_whitespace().skip(1).collect();
            words.push("--yes");
            let f = self.run(&words)?;
            if !f.ok {
                bail!("the printed recovery `{fix}` failed: {}", f.stderr);
            }
        }
        bail!("strata {args:?} did not succeed after recovering")
    }
}

impl Trial {
    /// After recovery: what exists against what the state says, into `tally`. With `Some(n)`
    /// the stack is to hold n resources and a further `up` to change nothing; with `None` it is
    /// destroyed and a further `destroy` is to succeed.
    fn judge(&self, tally: &mut Tally, expected: Option<usize>) -> Result<()> {
        let quiet = if expected.is_some() {
            let again = self.command(&["up", "--yes", "--json"]).output()?;
            let last = String::from_utf8_lossy(&again.stdout)
                .lines()
                .last()
                .unwrap_or_default()
                .to_string();
            let s: Value = serde_json::from_str(&last).unwrap_or_default();
            again.status.success()
                && ["create", "update", "replace", "delete"]
                    .iter()
                    .all(|k| s["summary"][k] == 0)
        } else {
            self.run(&["destroy", "--yes"])?.ok
        };
        let (world, state) = (self.world(), self.state()?);
        tally.orphans = world.keys().filter(|id| !state.contains_key(*id)).count();
        let mut per_name: BTreeMap<&String, usize> = BTreeMap::new();
        for name in world.values() {
            *per_name.entry(name).or_default() += 1;
        }
        tally.duplicates = per_name.values().filter(|c| **c > 1).map(|c| c - 1).sum();
        let ghosts = state.keys().filter(|id| !world.contains_key(*id)).count();
        if !quiet || ghosts > 0 || state.len() != expected.unwrap_or(0) {
            tally.not_converged += 1;
        }
        Ok(())
    }
}

/// The first command the CLI told the user to run (in backquotes).
fn printed_command(stderr: &str) -> Option<String> {
    stderr
        .split('`')
        .skip(1)
        .step_by(2)
        .find(|c| c.starts_with("strata refresh") || c.starts_with("strata stack unlock"))
        .map(str::to_string)
}

fn spec(n: usize, key: u64, latency: u64) -> Value {
    let resources: Vec<Value> = (0..n)
        .map(|i| json!({"name": format!("r{i}"), "value": i, "key": key, "latency_ms": latency}))
        .collect();
    json!({ "resources": resources })
}

#[derive(Default)]
struct Tally {
    orphans: usize,
    duplicates: usize,
    not_converged: usize,
    double_writers: usize,
}

/// One trial: returns what it found wrong, with a line saying what was done.
fn trial(rng: &mut Rng, strata: &Path, cache: &Path, backend: &Backend) -> Result<(Tally, String)> {
    let t = Trial::new(strata, cache, backend)?;
    let n = 2 + rng.below(4) as usize;
    let latency = 20 + rng.below(200);
    let scenario = ["up", "replace", "destroy"][rng.below(3) as usize];
    let at_side_effect = rng.below(2) == 0;
    let delay = Duration::from_millis(rng.below(400));
    let (args, target): (&[&str], Option<Value>) = match scenario {
        "up" => {
            t.spec(&spec(n, 1, latency))?;
            (&["up", "--yes"], Some(spec(n, 1, 0)))
        }
        "replace" => {
            t.spec(&spec(n, 1, 0))?;
            t.must(&["up", "--yes"])?;
            t.spec(&spec(n, 2, latency))?;
            (&["up", "--yes"], Some(spec(n, 2, 0)))
        }
        _ => {
            t.spec(&spec(n, 1, latency))?;
            t.must(&["up", "--yes"])?;
            (&["destroy", "--yes"], None)
        }
    };
    t.kill_during(args, delay, at_side_effect)?;
    // Recover, then finish what was asked, and check that a further run changes nothing.
    let finish: &[&str] = if target.is_some() {
        &["up", "--yes"]
    } else {
        &["destroy", "--yes"]
    };
    let mut tally = Tally::default();
    let what = format!(
        "{scenario} of {n} resources, killed {}",
        if at_side_effect {
            "after a side effect".to_string()
        } else {
            format!("after {} ms", delay.as_millis())
        }
    );
    if let Some(target) = &target {
        t.spec(target)?;
    }
    if let Err(e) = t.recover(finish) {
        tally.not_converged += 1;
        return Ok((tally, format!("{what}: {e:#}")));
    }
    t.judge(&mut tally, target.is_some().then_some(n))?;
    Ok((tally, what))
}

/// `kill -SIGNAL pid`.
fn signal(child: &Child, sig: &str) -> Result<()> {
    let ok = Command::new("kill")
        .args([&format!("-{sig}"), &child.id().to_string()])
        .status()?
        .success();
    if !ok {
        bail!("kill -{sig} {} failed", child.id());
    }
    Ok(())
}

impl Trial {
    /// Every kept version, as `stack export --version N` gives it.
    fn versions(&self) -> Result<BTreeMap<u64, String>> {
        let out = self.command(&["stack", "history", "--json"]).output()?;
        let listed: Value = serde_json::from_slice(&out.stdout).unwrap_or_default();
        let mut versions = BTreeMap::new();
        for v in listed.as_array().cloned().unwrap_or_default() {
            let Some(serial) = v["serial"].as_u64() else {
                continue;
            };
            let got = self
                .command(&["stack", "export", "--version", &serial.to_string()])
                .output()?;
            versions.insert(serial, String::from_utf8_lossy(&got.stdout).into_owned());
        }
        Ok(versions)
    }
}

/// One live trial: the old holder of an `up` paused past its 2 s lease, or force-unlocked,
/// while it runs; the taker settles as told; the old holder goes on to its end.
fn live_trial(
    rng: &mut Rng,
    strata: &Path,
    cache: &Path,
    backend: &Backend,
) -> Result<(Tally, String)> {
    let t = Trial::with(strata, cache, backend, Some("2s"), "timeout = \"5s\"\n")?;
    let n = 2 + rng.below(3) as usize;
    let latency = 100 + rng.below(500);
    // The side effect late in its call (a call that makes its object after the fence), or
    // early (made before, recorded after).
    let late = rng.below(2) == 0;
    let knob = if late { "start_ms" } else { "latency_ms" };
    let resources: Vec<Value> = (0..n)
        .map(|i| json!({"name": format!("r{i}"), "value": i, knob: latency}))
        .collect();
    t.spec(&json!({ "resources": resources }))?;
    let pause = rng.below(2) == 0;
    let delay = Duration::from_millis(rng.below(latency));
    let what = format!(
        "up of {n} resources ({knob} {latency}), {} after {} ms",
        if pause {
            "paused past its lease"
        } else {
            "force-unlocked"
        },
        delay.as_millis()
    );
    let mut a = t
        .command(&["up", "--yes", "--json"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()?;
    // Under the lock, its first call in flight: then, a moment later, the old holder is left
    // alive and taken over.
    let mut events = std::io::BufReader::new(a.stdout.take().context("its stdout")?);
    let mut line = String::new();
    while std::io::BufRead::read_line(&mut events, &mut line)? > 0
        && !line.contains("\"step-started\"")
    {
        line.clear();
    }
    let drain = std::thread::spawn(move || std::io::copy(&mut events, &mut std::io::sink()));
    std::thread::sleep(delay);
    if pause {
        signal(&a, "STOP")?;
        std::thread::sleep(Duration::from_millis(2500));
    } else {
        t.run(&["stack", "unlock", "--force"])?;
    }
    // The taker, as a user following the messages: the command, then what it says to run.
    let taker = t.run(&["up", "--yes"])?;
    if !taker.ok
        && let Some(fix) = printed_command(&taker.stderr)
    {
        let mut words: Vec<&str> = fix.split_whitespace().skip(1).collect();
        words.push("--yes");
        t.run(&words)?;
    }
    let seen = t.versions()?;
    if pause {
        signal(&a, "CONT")?;
    }
    let deadline = Instant::now() + Duration::from_secs(60);
    while a.try_wait()?.is_none() {
        if Instant::now() > deadline {
            let _ = a.kill();
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let _ = drain.join();
    let mut tally = Tally::default();
    // A version the taker saw, replaced or gone once the old holder ended: two writers.
    let after = t.versions()?;
    tally.double_writers = seen
        .iter()
        .filter(|(serial, body)| after.get(serial) != Some(body))
        .count();
    let target: Vec<Value> = (0..n)
        .map(|i| json!({"name": format!("r{i}"), "value": i}))
        .collect();
    t.spec(&json!({ "resources": target }))?;
    if let Err(e) = t.recover(&["up", "--yes"]) {
        tally.not_converged += 1;
        return Ok((tally, format!("{what}: {e:#}")));
    }
    t.judge(&mut tally, Some(n))?;
    Ok((tally, what))
}

/// Start the backend `label` names: `None` for the local files, else its URL.
fn start_backend(label: &str) -> Result<Backend> {
    Ok(match label {
        "file" => None,
        "postgres" => Some(test_services::postgres().url.clone()),
        "s3" => {
            let m = test_services::moto();
            let bucket = format!("strata-chaos-{}", std::process::id());
            m.boto(&format!("s3.create_bucket(Bucket='{bucket}')"));
            Some(format!("s3://{bucket}/chaos?endpoint={}", m.url))
        }
        _ => bail!("--backend file|postgres|s3"),
    })
}

const USAGE: &str = "usage: strata-chaos [N] [--seed S] [--backend file|postgres|s3] [--live] | --points [--sample N] [--list] [--scenario TEXT]... [--at K]... [--keep] [--mode kill|fail] [--backend B | --all-backends] [-v]";

fn main() -> Result<()> {
    let mut args = std::env::args().skip(1);
    let mut trials = 10usize;
    let mut verbose = false;
    let mut live = false;
    let mut labels: Vec<&'static str> = vec![];
    let mut enumerate = false;
    let mut sample = None;
    let mut list = false;
    let mut keep = false;
    let mut at = vec![];
    let mut only = vec![];
    let mut modes = vec![points::Mode::Kill, points::Mode::Fail];
    let mut seed = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)?
        .as_nanos() as u64
        | 1;
    while let Some(a) = args.next() {
        match a.as_str() {
            "--seed" => seed = args.next().context("--seed N")?.parse()?,
            "-v" | "--verbose" => verbose = true,
            "--live" => live = true,
            "--backend" => {
                labels = vec![match args.next().as_deref() {
                    Some("file") => "file",
                    Some("postgres") => "postgres",
                    Some("s3") => "s3",
                    _ => bail!("--backend file|postgres|s3"),
                }]
            }
            "--all-backends" => labels = vec!["file", "postgres", "s3"],
            "--points" => enumerate = true,
            "--sample" => sample = Some(args.next().context("--sample N")?.parse::<u64>()?.max(1)),
            "--list" => list = true,
            "--keep" => keep = true,
            "--at" => at.push(args.next().context("--at K")?.parse()?),
            "--scenario" => only.push(args.next().context("--scenario TEXT")?),
            "--mode" => {
                modes = match args.next().as_deref() {
                    Some("kill") => vec![points::Mode::Kill],
                    Some("fail") => vec![points::Mode::Fail],
                    _ => bail!("--mode kill|fail"),
                }
            }
            n => trials = n.parse().context(USAGE)?,
        }
    }
    if labels.is_empty() {
        labels = vec!["file"];
    }
    if !enumerate && labels.len() > 1 {
        bail!("--all-backends goes with --points; {USAGE}");
    }
    let strata = std::env::current_exe()?
        .parent()
        .context("the binary's directory")?
        .join("strata");
    if !strata.exists() {
        bail!(
            "{} is missing: build it with `cargo build -p strata-cli`",
            strata.display()
        );
    }
    if enumerate {
        let backends = labels
            .iter()
            .map(|l| {
                Ok(points::Backend {
                    label: l,
                    url: start_backend(l)?,
                })
            })
            .collect::<Result<Vec<_>>>()?;
        let opts = points::Options {
            backends,
            sample,
            seed,
            modes,
            only,
            at,
            list,
            keep,
            verbose,
        };
        if points::main(&strata, &opts)? > 0 {
            std::process::exit(1);
        }
        return Ok(());
    }
    let backend = start_backend(labels[0])?;
    let cache = tempfile::tempdir()?;
    println!(
        "seed {seed}, state on {}",
        backend.as_deref().unwrap_or("the local files")
    );
    let mut rng = Rng(seed);
    let mut total = Tally::default();
    for i in 0..trials {
        let (t, what) = if live {
            live_trial(&mut rng, &strata, cache.path(), &backend)?
        } else {
            trial(&mut rng, &strata, cache.path(), &backend)?
        };
        let bad = t.orphans + t.duplicates + t.not_converged + t.double_writers > 0;
        if bad || verbose {
            println!(
                "trial {i}: {what}: {} orphans, {} duplicates, {} not converged, {} double writers",
                t.orphans, t.duplicates, t.not_converged, t.double_writers
            );
        }
        total.orphans += t.orphans;
        total.duplicates += t.duplicates;
        total.not_converged += t.not_converged;
        total.double_writers += t.double_writers;
    }
    println!(
        "chaos: {trials} trials, {} orphans, {} duplicates, {} not converged{}",
        total.orphans,
        total.duplicates,
        total.not_converged,
        if live {
            format!(", {} double writers", total.double_writers)
        } else {
            String::new()
        }
    );
    if total.orphans + total.duplicates + total.not_converged + total.double_writers > 0 {
        std::process::exit(1);
    }
    Ok(())
}
