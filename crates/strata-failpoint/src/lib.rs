//! Kill points: each write, rename, sync or remote request a command makes to something it
//! keeps (the state, a stack file, a cache, the trust record) calls [`hit`] with its name just
//! before it happens. In a debug build (what tests and `just chaos-all` run), the variable
//! `STRATA_FAILPOINTS` turns them on:
//!
//! - `log=PATH`: append the name of each point hit, one per line, to PATH (how the harness
//!   lists a command's points);
//! - `kill=N`: at the Nth point hit, the process dies at once (`abort`: no destructor, no
//!   flush, no unlock: what `kill -9` leaves);
//! - `fail=N`: the Nth point fails instead, with an I/O error naming it (a disk that refuses
//!   the write: the command must stop with what it wrote intact).
//!
//! - `kill-at=TEXT`, `fail-at=TEXT`: the same, at each point whose name contains TEXT (a kill
//!   happens at the first): for a test that means one write whatever comes before it.
//!
//! Several are joined by commas (`log=/tmp/p,kill=3`). A release build compiles every point to
//! nothing: no variable can make a shipped binary die.

use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};

#[derive(Default)]
struct Plan {
    log: Option<std::path::PathBuf>,
    kill: Option<u64>,
    fail: Option<u64>,
    kill_at: Option<String>,
    fail_at: Option<String>,
}

static PLAN: OnceLock<Option<Plan>> = OnceLock::new();
static HITS: AtomicU64 = AtomicU64::new(0);

thread_local! {
    static QUIET: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Run `f` with no kill point on this thread: for writes that come with the clock (a lease's
/// renewal), not with the command's steps, so that the Nth point is the same in every run.
pub fn quiet<T>(f: impl FnOnce() -> T) -> T {
    let was = QUIET.with(|q| q.replace(true));
    let out = f();
    QUIET.with(|q| q.set(was));
    out
}

fn plan() -> Option<&'static Plan> {
    PLAN.get_or_init(|| {
        let spec = std::env::var("STRATA_FAILPOINTS").ok()?;
        let mut plan = Plan::default();
        for part in spec.split(',').filter(|p| !p.is_empty()) {
            match part.split_once('=') {
                Some(("log", path)) => plan.log = Some(path.into()),
                Some(("kill", n)) => plan.kill = n.parse().ok(),
                Some(("fail", n)) => plan.fail = n.parse().ok(),
                Some(("kill-at", t)) => plan.kill_at = Some(t.to_string()),
                Some(("fail-at", t)) => plan.fail_at = Some(t.to_string()),
                _ => {}
            }
        }
        Some(plan)
    })
    .as_ref()
}

/// The point `name` (what is about to be written, renamed, synced or sent) is reached. In a
/// debug build with `STRATA_FAILPOINTS` set, this may log it, kill the process, or fail.
#[inline]
pub fn hit(name: &str) -> std::io::Result<()> {
    if !cfg!(debug_assertions) {
        return Ok(());
    }
    let Some(plan) = plan() else {
        return Ok(());
    };
    if QUIET.with(std::cell::Cell::get) {
        return Ok(());
    }
    let n = HITS.fetch_add(1, Ordering::SeqCst) + 1;
    if let Some(path) = &plan.log {
        use std::io::Write;
        if let Ok(mut f) = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
        {
            let _ = writeln!(f, "{n} {name}");
        }
    }
    let named = |t: &Option<String>| t.as_deref().is_some_and(|t| name.contains(t));
    if plan.kill == Some(n) || named(&plan.kill_at) {
        std::process::abort();
    }
    if plan.fail == Some(n) || named(&plan.fail_at) {
        return Err(std::io::Error::other(format!(
            "failpoint {n} ({name}): the write was refused (STRATA_FAILPOINTS)"
        )));
    }
    Ok(())
}

/// [`hit`], for a caller with nothing to fail: a `fail` there kills instead (it cannot be
/// refused after the fact).
#[inline]
pub fn reach(name: &str) {
    if hit(name).is_err() {
        std::process::abort();
    }
}
