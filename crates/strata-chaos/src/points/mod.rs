//! `strata-chaos --points`: proven by enumeration, not by example. For each scenario of the
//! table (`table.rs`) and each backend, a trial lists the kill points its command passes
//! (`STRATA_FAILPOINTS=log=…`, see `strata_failpoint`); then, for each point k (or a sample of
//! them), a fresh trial runs the command killed at k (`kill=k`: what `kill -9` leaves), and
//! another with the write at k refused (`fail=k`: the command must stop with a message naming
//! it). Each then recovers as a user would: the same command again, and when it refuses, the
//! command it printed in backquotes, a few rounds at most. Then `check.rs` judges the end
//! state. One line per failure; the last line reads
//! `chaos-all: S scenarios, P points, R runs, F failures in T s`.

mod advice;
mod check;
mod sandbox;
mod table;

pub(crate) use sandbox::Backend;

use anyhow::{Context, Result, bail};
use sandbox::{Layout, Ran, Sandbox, clip, one_line};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Instant;
use table::{Scenario, Step};

/// At most this many commands (reruns and printed ones) to recover.
const RECOVERY_ROUNDS: usize = 8;

/// SIGABRT: how a process killed at a point ends.
const SIGABRT: i32 = 6;

#[derive(Clone, Copy, PartialEq)]
pub(crate) enum Mode {
    Kill,
    Fail,
}

impl Mode {
    fn word(self) -> &'static str {
        match self {
            Mode::Kill => "kill",
            Mode::Fail => "fail",
        }
    }
}

pub(crate) struct Options {
    pub backends: Vec<Backend>,
    /// Only every Nth point (from an offset the seed picks), for CI.
    pub sample: Option<u64>,
    pub seed: u64,
    pub modes: Vec<Mode>,
    /// Only the scenarios whose name contains one of these.
    pub only: Vec<String>,
    /// Only these points (to replay a failure).
    pub at: Vec<u64>,
    /// List each command's points; run no kill.
    pub list: bool,
    /// Keep the directory of each trial that broke.
    pub keep: bool,
    pub verbose: bool,
}

/// One way a trial went wrong.
struct Failure {
    scenario: &'static str,
    backend: &'static str,
    /// The point (0: the command's run without a kill).
    k: u64,
    point: String,
    mode: &'static str,
    what: String,
    stderr: String,
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "FAIL {} [{}] point {} ({}) {}: {} -- last stderr: {}",
            self.scenario,
            self.backend,
            self.k,
            self.point,
            self.mode,
            self.what,
            clip(&self.stderr, 600)
        )
    }
}

/// A scenario's tally on one backend.
struct Row {
    scenario: &'static str,
    backend: &'static str,
    points: usize,
    runs: usize,
    /// Runs stopped at another point than the listing's k (the journal batches by time).
    drifted: usize,
    /// Points k that no run reached (it passed fewer points), after retries.
    unreached: usize,
    failures: Vec<Failure>,
}

/// How one run at a point went.
enum Outcome {
    /// Stopped at point k (named so in this run), recovered, and the end state holds.
    Held(String),
    /// Stopped at point k (so named), and this broke: what, and the stderr that shows it.
    Broke(String, String, String),
    /// The command passed fewer than k points this time.
    Unreached,
}

struct Harness<'a> {
    strata: PathBuf,
    opts: &'a Options,
    /// The guests every trial runs (copies).
    guests: sandbox::Guests,
    /// Whose cache every trial copies: the components compiled once.
    warm: Option<Sandbox>,
    trials: u64,
    rng: crate::Rng,
    /// `strata SUBCOMMAND` → whether it takes `--yes`.
    takes_yes: BTreeMap<String, bool>,
}

/// A run whose point k has another name than the listing's is retried this often, and so is
/// one that does not reach k, before it counts as drifted or unreached.
const RETRIES: usize = 2;

/// The points trial `t`'s log lists: (number, name), the trial's own project name (unique
/// on a shared backend) written `chaos` so that two trials' names compare.
fn read_log(t: &Sandbox) -> Vec<(u64, String)> {
    std::fs::read_to_string(t.root().join("points.log"))
        .unwrap_or_default()
        .lines()
        .filter_map(|l| {
            let (n, name) = l.split_once(' ')?;
            Some((n.parse().ok()?, name.replace(&t.name, "chaos")))
        })
        .collect()
}

impl Harness<'_> {
    /// A fresh trial of `sc`, set up.
    fn trial(&mut self, sc: &Scenario, backend: &Backend) -> Result<Sandbox> {
        self.trials += 1;
        // On a shared backend, stacks are keyed by project: a name of its own per trial.
        let name = match backend.url {
            None => "chaos".to_string(),
            Some(_) => format!("chaos-{}-{}", std::process::id(), self.trials),
        };
        let t = Sandbox::new(
            &self.strata,
            &self.guests,
            self.warm.as_ref().filter(|_| !sc.cold),
            backend,
            &sc.layout,
            name,
            sc.env,
        )?;
        for step in &sc.setup {
            self.step(&t, step).context("setting the trial up")?;
        }
        Ok(t)
    }

    fn step(&mut self, t: &Sandbox, step: &Step) -> Result<()> {
        let args: Vec<String> = match step {
            Step::Strata(args) => args.iter().map(|a| t.expand(a)).collect(),
            Step::Spec(stack, spec) => ["--stack", stack, "config", "set", "spec"]
                .iter()
                .map(|a| a.to_string())
                .chain([t.expand(&spec.to_string())])
                .collect(),
            Step::Object(id, name, inputs) => return t.make_object("", id, name, inputs),
            Step::Lose(name) => return t.lose_object("", name),
            Step::Backend(url) => return t.set_backend(&t.expand(url)),
        };
        let r = t.run(&args)?;
        if !r.ok() {
            bail!(
                "strata {} failed ({}): {}",
                args.join(" "),
                r.ending(),
                one_line(&r.stderr)
            );
        }
        Ok(())
    }

    /// `args` with `--yes` added when the command asks first (its help offers `--yes`).
    fn with_yes(&mut self, t: &Sandbox, mut args: Vec<String>) -> Result<Vec<String>> {
        let sub = advice::subcommand(&args);
        let key = sub.join(" ");
        let takes = match self.takes_yes.get(&key) {
            Some(t) => *t,
            None => {
                let mut help = sub.clone();
                help.push("--help".into());
                let takes = t.run(&help)?.stdout.contains("--yes");
                self.takes_yes.insert(key, takes);
                takes
            }
        };
        if takes && !args.iter().any(|a| a == "--yes" || a == "-y") {
            args.push("--yes".into());
        }
        Ok(args)
    }

    /// Recover as a user would: the command again; when it refuses and prints a command in
    /// backquotes, that, then the command again. `Err` (the last command's run, and the
    /// commands run) when it cannot go on: it failed with no command to run, or it went round
    /// too often.
    fn recover(&mut self, t: &Sandbox, command: &[String]) -> Result<Result<(), (Ran, String)>> {
        let mut next = command.to_vec();
        let mut trace = Vec::new();
        let mut last = None;
        for _ in 0..RECOVERY_ROUNDS {
            let r = t.run(&next)?;
            trace.push(if r.ok() {
                format!("`strata {}` (ok)", next.join(" "))
            } else {
                format!(
                    "`strata {}` ({}: {})",
                    next.join(" "),
                    r.ending(),
                    clip(&r.said(), 300)
                )
            });
            if r.ok() {
                if next == command {
                    return Ok(Ok(()));
                }
                next = command.to_vec();
            } else if let Some(fix) = advice::printed_command(&r.said(), command) {
                next = self.with_yes(t, fix)?;
            } else if next == command && r.said().contains(" again") {
                // "Run the command again to finish": as it says.
            } else {
                return Ok(Err((r, trace.join(", "))));
            }
            last = Some(r);
        }
        Ok(Err((last.context("no command ran")?, trace.join(", "))))
    }

    /// After the command under test: recover (when `command` is given), do what the user does
    /// next, and judge. Returns what broke and the stderr that shows it.
    fn recover_and_judge(
        &mut self,
        t: &Sandbox,
        sc: &Scenario,
        command: Option<&[String]>,
    ) -> Result<Option<(String, String)>> {
        let stuck = match command {
            Some(c) => self.recover(t, c)?.err(),
            None => None,
        };
        for step in &sc.after {
            self.step(t, step).context("after recovering")?;
        }
        let wrong = check::audit(t, &sc.expect)?;
        if wrong.is_empty() {
            return Ok(None);
        }
        let mut what = wrong.join("; ");
        let mut stderr = String::new();
        if let Some((r, trace)) = stuck {
            what = format!("recovery ran {trace} and stopped; then: {what}");
            stderr = r.said();
        }
        Ok(Some((what, stderr)))
    }

    /// The scenario's command, expanded for trial `t`.
    fn command(t: &Sandbox, sc: &Scenario) -> Vec<String> {
        sc.command.iter().map(|a| t.expand(a)).collect()
    }

    /// One scenario on one backend: list its points, then kill (and refuse) at each chosen.
    fn scenario(&mut self, sc: &Scenario, backend: &Backend) -> Result<Row> {
        let mut row = Row {
            scenario: sc.name,
            backend: backend.label,
            points: 0,
            runs: 0,
            drifted: 0,
            unreached: 0,
            failures: vec![],
        };
        let fail = |k: u64, point: &str, mode: &'static str, what: String, stderr: String| {
            let f = Failure {
                scenario: sc.name,
                backend: backend.label,
                k,
                point: point.to_string(),
                mode,
                what,
                stderr,
            };
            println!("{f}");
            f
        };
        // The listing: the command once, every point logged; it must succeed and hold.
        let t = self.trial(sc, backend)?;
        let log = t.root().join("points.log");
        let command = Self::command(&t, sc);
        let r = t.run_with(
            &t.cwd,
            &command,
            Some(&format!("log={}", log.display())),
            &[],
        )?;
        let points = read_log(&t);
        row.points = points.len();
        row.runs += 1;
        if self.opts.verbose || self.opts.list {
            let names: Vec<&str> = points.iter().map(|(_, n)| n.as_str()).collect();
            println!(
                "{} [{}]: {} points: {}",
                sc.name,
                backend.label,
                points.len(),
                names.join(", ")
            );
        }
        let baseline = if r.ok() {
            self.recover_and_judge(&t, sc, None)?
        } else {
            Some((
                format!("the command failed with no kill ({})", r.ending()),
                r.said(),
            ))
        };
        if let Some((what, stderr)) = baseline {
            row.failures.push(fail(0, "none", "baseline", what, stderr));
            return Ok(row);
        }
        if self.opts.list {
            return Ok(row);
        }
        drop(t);
        for &mode in &self.opts.modes {
            let offset = self.opts.sample.map(|n| self.rng.below(n));
            for (k, name) in &points {
                if let (Some(n), Some(off)) = (self.opts.sample, offset)
                    && (k + off) % n != 0
                {
                    continue;
                }
                if !self.opts.at.is_empty() && !self.opts.at.contains(k) {
                    continue;
                }
                // Retried while it stops elsewhere than listed and holds; judged wherever it
                // stopped (a failure anywhere is one).
                let mut outcome = Outcome::Unreached;
                for _ in 0..=RETRIES {
                    row.runs += 1;
                    outcome = self.at_point(sc, backend, mode, *k).unwrap_or_else(|e| {
                        Outcome::Broke(name.clone(), format!("harness: {e:#}"), String::new())
                    });
                    match &outcome {
                        Outcome::Held(at) if at != name => {}
                        Outcome::Unreached => {}
                        _ => break,
                    }
                }
                match outcome {
                    Outcome::Unreached => {
                        row.unreached += 1;
                        if self.opts.verbose {
                            println!("  unreached {} point {k} ({name})", mode.word());
                        }
                    }
                    Outcome::Held(at) => {
                        row.drifted += usize::from(at != *name);
                        if self.opts.verbose {
                            println!("  ok {} point {k} ({at})", mode.word());
                        }
                    }
                    Outcome::Broke(at, what, stderr) => {
                        row.drifted += usize::from(at != *name);
                        row.failures.push(fail(*k, &at, mode.word(), what, stderr));
                    }
                }
            }
        }
        Ok(row)
    }

    /// A fresh trial with the command killed (or refused a write) at point k, recovered and
    /// judged.
    fn at_point(
        &mut self,
        sc: &Scenario,
        backend: &Backend,
        mode: Mode,
        k: u64,
    ) -> Result<Outcome> {
        let t = self.trial(sc, backend)?;
        let log = t.root().join("points.log");
        let command = Self::command(&t, sc);
        let spec = format!("log={},{}={k}", log.display(), mode.word());
        let r = t.run_with(&t.cwd, &command, Some(&spec), &[])?;
        let Some((_, at)) = read_log(&t).into_iter().find(|(n, _)| *n == k) else {
            return Ok(Outcome::Unreached);
        };
        let broke = |what: String| Ok(Outcome::Broke(at.clone(), what, r.said()));
        match mode {
            Mode::Kill if r.signal != Some(SIGABRT) => {
                return broke(format!("it was not killed at the point ({})", r.ending()));
            }
            // The index of a stack's readers is derived (each reader's next run writes its
            // entry again): a refused write there is a warning naming it, not a failure.
            Mode::Fail
                if r.ok() && !(at.contains("dependent") && r.said().contains("failpoint")) =>
            {
                return broke("it succeeded although a write was refused".into());
            }
            Mode::Fail if r.signal.is_some() || r.said().contains("panicked at") => {
                return broke(format!("it crashed on a refused write ({})", r.ending()));
            }
            Mode::Fail if !r.said().contains("failpoint") => {
                return broke("its error does not name the refused write".into());
            }
            _ => {}
        }
        Ok(match self.recover_and_judge(&t, sc, Some(&command))? {
            None => Outcome::Held(at),
            Some((what, stderr)) if self.opts.keep => {
                let dir = t.keep();
                Outcome::Broke(at, format!("{what} [kept in {}]", dir.display()), stderr)
            }
            Some((what, stderr)) => Outcome::Broke(at, what, stderr),
        })
    }
}

/// Components compiled once, into the cache every trial copies.
fn warm_up(strata: &Path, guests: &sandbox::Guests) -> Result<Sandbox> {
    let local = Backend {
        label: "file",
        url: None,
    };
    let t = Sandbox::new(
        strata,
        guests,
        None,
        &local,
        &Layout::Project,
        "warm".into(),
        &[],
    )?;
    for args in [
        vec!["stack", "init", "dev"],
        vec![
            "config",
            "set",
            "spec",
            r#"{"resources":[{"name":"r0","value":0}]}"#,
        ],
        vec!["up", "--yes"],
    ] {
        let args: Vec<String> = args.into_iter().map(String::from).collect();
        let r = t.run(&args)?;
        if !r.ok() {
            bail!(
                "warming the cache: strata {args:?}: {}",
                one_line(&r.stderr)
            );
        }
    }
    Ok(t)
}

/// Run the table as `opts` say; the number of failures (every trial directory is gone when
/// it returns: the caller may exit at once).
pub(crate) fn main(strata_built: &Path, opts: &Options) -> Result<usize> {
    let start = Instant::now();
    // The binary and guests as they are now: a build meanwhile (the target directory may be
    // shared) must not change them halfway through, and so the numbering of points.
    let copies = tempfile::Builder::new()
        .prefix("strata-points-bin-")
        .tempdir()?;
    let guests = sandbox::Guests::copy_into(copies.path())?;
    let strata = &copies.path().join("strata");
    std::fs::copy(strata_built, strata).context("copying the strata binary")?;
    let mut h = Harness {
        strata: strata.into(),
        opts,
        warm: Some(warm_up(strata, &guests)?),
        guests,
        trials: 0,
        rng: crate::Rng(opts.seed),
        takes_yes: BTreeMap::new(),
    };
    let table: Vec<Scenario> = table::scenarios()
        .into_iter()
        .filter(|s| opts.only.is_empty() || opts.only.iter().any(|o| s.name.contains(o.as_str())))
        .collect();
    if table.is_empty() {
        bail!("no scenario matches {:?}", opts.only);
    }
    match opts.sample {
        Some(n) => println!(
            "points: every {n}th point of {} scenarios, seed {}",
            table.len(),
            opts.seed
        ),
        None => println!("points: every point of {} scenarios", table.len()),
    }
    let mut rows = Vec::new();
    for backend in &opts.backends {
        for sc in &table {
            let row = h.scenario(sc, backend).unwrap_or_else(|e| Row {
                scenario: sc.name,
                backend: backend.label,
                points: 0,
                runs: 1,
                drifted: 0,
                unreached: 0,
                failures: vec![{
                    let f = Failure {
                        scenario: sc.name,
                        backend: backend.label,
                        k: 0,
                        point: "none".into(),
                        mode: "setup",
                        what: format!("{e:#}"),
                        stderr: String::new(),
                    };
                    println!("{f}");
                    f
                }],
            });
            rows.push(row);
        }
    }
    println!();
    println!(
        "{:<52} {:<8} {:>6} {:>5} {:>8}  first failure",
        "scenario", "backend", "points", "runs", "failures"
    );
    for r in &rows {
        println!(
            "{:<52} {:<8} {:>6} {:>5} {:>8}  {}",
            r.scenario,
            r.backend,
            r.points,
            r.runs,
            r.failures.len(),
            r.failures
                .first()
                .map(|f| clip(
                    &format!("point {} ({}) {}: {}", f.k, f.point, f.mode, f.what),
                    200
                ))
                .unwrap_or_default()
        );
    }
    let points: usize = rows.iter().map(|r| r.points).sum();
    let runs: usize = rows.iter().map(|r| r.runs).sum();
    let failures: usize = rows.iter().map(|r| r.failures.len()).sum();
    let drifted: usize = rows.iter().map(|r| r.drifted).sum();
    let unreached: usize = rows.iter().map(|r| r.unreached).sum();
    if drifted + unreached > 0 {
        // Not failures: the journal groups appends that come within a millisecond, so a
        // point's number can differ between two runs of one command. Each such run was
        // judged at the point it did stop at.
        println!(
            "numbering: {drifted} runs stopped at another point than listed (judged there), {unreached} points not reached in {} tries",
            RETRIES + 1
        );
    }
    println!(
        "chaos-all: {} scenarios, {points} points, {runs} runs, {failures} failures in {} s",
        rows.len(),
        start.elapsed().as_secs()
    );
    Ok(failures)
}
