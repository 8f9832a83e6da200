//! `strata watch`: redeploy the stack whenever its program, project file or configuration
//! changes. Each run is an `up` without a prompt (the program rebuilt first when it has a build
//! command), holding the stack's lock only while it runs. A change during a run queues one
//! more run, however many files change; Ctrl-C lets the run finish its calls in flight, saves
//! and exits (a second Ctrl-C exits at once).

use crate::UpdateArgs;
use crate::render::Style;
use anyhow::{Context as _, Result};
use notify_debouncer_full::notify::{EventKind, RecursiveMode};
use serde_json::json;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};
use strata_engine::Cancel;
use strata_workspace::Project;
use tokio::sync::mpsc;

pub struct WatchArgs {
    pub update: UpdateArgs,
    /// More files or directories whose changes redeploy.
    pub paths: Vec<PathBuf>,
    /// How long the files must be quiet before a run starts.
    pub debounce: Duration,
}

/// Directories that never hold a program's sources: build outputs, dependencies, Strata's own.
const NEVER: [&str; 6] = [
    ".strata",
    ".git",
    "target",
    "node_modules",
    "__pycache__",
    ".venv",
];

/// Which changed paths start a run.
struct Filter {
    project: PathBuf,
    /// The project file, the stack's configuration file, a YAML program.
    files: Vec<PathBuf>,
    /// The program's sources; `None`: everything under the project that is not ignored.
    sources: Option<Vec<PathBuf>>,
    extras: Vec<PathBuf>,
    /// What the deployment or the build writes: the built program, the lock file, directories
    /// a provider or the program may write.
    ignored: Vec<PathBuf>,
}

impl Filter {
    fn new(project: &Project, stack: &str, extras: Vec<PathBuf>) -> Filter {
        let dir = canonical(&project.dir);
        let files = [
            "Strata.toml",
            &format!("Strata.{stack}.toml"),
            "Strata.yaml",
        ]
        .iter()
        .map(|f| dir.join(f))
        .collect();
        let program = &project.file.program;
        // With a build command, the program's sources are what the build reads (as for the
        // rebuild check); without one, whatever the program may read is in the project.
        let sources = program
            .build
            .as_ref()
            .map(|_| project.sources().iter().map(|s| dir.join(s)).collect());
        let mut ignored = vec![dir.join("Strata.lock")];
        if program.build.is_some()
            && let Some(wasm) = project.program_wasm()
        {
            ignored.push(canonical(&wasm));
        }
        let writable = program
            .allow_dirs
            .iter()
            .chain(project.file.providers.values().flat_map(|p| &p.allow_dirs))
            .filter(|d| !d.read_only())
            .map(|d| dir.join(d.path()));
        ignored.extend(writable);
        Filter {
            project: dir,
            files,
            sources,
            extras: extras.iter().map(|p| canonical(p)).collect(),
            ignored,
        }
    }

    /// What to watch: the project's directory itself (its files), and recursively each of its
    /// directories that can hold sources, so that a large `node_modules` or `target` is never
    /// walked (or counted against the system's limit of watches); and the extras.
    fn roots(&self) -> Vec<(PathBuf, RecursiveMode)> {
        let mut roots = vec![(self.project.clone(), RecursiveMode::NonRecursive)];
        for entry in std::fs::read_dir(&self.project)
            .into_iter()
            .flatten()
            .flatten()
        {
            let path = entry.path();
            if entry.file_type().is_ok_and(|t| t.is_dir()) && self.holds_sources(&path) {
                roots.push((path, RecursiveMode::Recursive));
            }
        }
        for e in &self.extras {
            roots.push((e.clone(), RecursiveMode::Recursive));
        }
        roots
    }

    /// Whether `dir`, a directory of the project's own, may hold sources: it is watched whole.
    fn holds_sources(&self, dir: &Path) -> bool {
        dir.parent() == Some(self.project.as_path())
            && !dir
                .file_name()
                .is_some_and(|name| NEVER.iter().any(|n| name == *n))
            && !self.ignored.iter().any(|i| dir.starts_with(i))
            && self
                .sources
                .as_ref()
                .is_none_or(|sources| sources.iter().any(|s| s.starts_with(dir)))
    }

    fn wants(&self, path: &Path) -> bool {
        if self.extras.iter().any(|e| path.starts_with(e)) {
            return true;
        }
        let Ok(rel) = path.strip_prefix(&self.project) else {
            return false;
        };
        if rel
            .components()
            .any(|c| NEVER.iter().any(|n| c.as_os_str() == *n))
            || self.ignored.iter().any(|i| path.starts_with(i))
        {
            return false;
        }
        self.files.iter().any(|f| f == path)
            || match &self.sources {
                Some(sources) => sources.iter().any(|s| path.starts_with(s)),
                None => true,
            }
    }
}

/// The path, with symbolic links resolved when it exists (the watcher reports real paths).
fn canonical(p: &Path) -> PathBuf {
    std::fs::canonicalize(p).unwrap_or_else(|_| p.to_path_buf())
}

/// How a run is shown: `--json` events on stdout, else lines with a timestamp on stderr
/// (the run's own progress is between them).
struct Report {
    style: Style,
}

impl Report {
    fn event(&self, event: serde_json::Value, text: impl FnOnce() -> String) {
        if self.style.json {
            let mut event = event;
            event["time_ms"] = json!(now());
            outln!("{event}");
        } else {
            self.style.note(&format!("[{}] {}", clock(), text()));
        }
    }
}

/// Milliseconds since the Unix epoch.
fn now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

/// `HH:MM:SS` (UTC), for a person's log.
fn clock() -> String {
    let s = now() / 1000 % 86_400;
    format!("{:02}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}

pub async fn watch(
    cwd: &Path,
    stack: Option<String>,
    backend: Option<&str>,
    args: WatchArgs,
) -> Result<ExitCode> {
    // The stack must exist: a typo is an error now, not on every change.
    let ctx = crate::operate::open(cwd, stack, backend)?;
    ctx.backend.check_exists(&ctx.stack).await?;
    let extras: Vec<PathBuf> = args.paths.iter().map(|p| cwd.join(p)).collect();
    for p in &extras {
        if !p.exists() {
            anyhow::bail!(
                "--path {}: no such file or directory (a path to watch must exist)",
                p.display()
            );
        }
    }
    let filter = std::sync::Arc::new(Filter::new(&ctx.project, &ctx.stack, extras.clone()));
    let roots = filter.roots();
    let report = Report {
        style: Style::new(args.update.json),
    };
    let (tx, mut rx) = mpsc::unbounded_channel::<Vec<PathBuf>>();
    let wanted = filter.clone();
    let mut debouncer = notify_debouncer_full::new_debouncer(
        args.debounce,
        None,
        move |events: notify_debouncer_full::DebounceEventResult| {
            let Ok(events) = events else { return };
            let paths: Vec<PathBuf> = events
                .into_iter()
                .filter(|e| !matches!(e.kind, EventKind::Access(_) | EventKind::Other))
                .flat_map(|e| e.event.paths)
                .filter(|p| wanted.wants(p))
                .collect();
            if !paths.is_empty() {
                let _ = tx.send(paths);
            }
        },
    )
    .context("starting the file watcher")?;
    for (root, mode) in &roots {
        debouncer
            .watch(root, *mode)
            .with_context(|| format!("watching {}", root.display()))?;
    }
    let mut roots: Vec<PathBuf> = roots.into_iter().map(|(r, _)| r).collect();
    roots.sort();
    // A directory made in the project while watching is watched from then on: its making is a
    // change (a run reads what it holds), and so is every later change in it.
    let mut watched: BTreeSet<PathBuf> = roots.iter().cloned().collect();
    let mut watch_new = |paths: &[PathBuf]| {
        for p in paths {
            if p.is_dir() && filter.holds_sources(p) && !watched.contains(p) {
                match debouncer.watch(p, RecursiveMode::Recursive) {
                    Ok(()) => {
                        watched.insert(p.clone());
                    }
                    Err(e) => report.style.note(&format!(
                        "warning: changes in {} are not watched: {e}",
                        p.display()
                    )),
                }
            }
        }
    };
    report.event(
        json!({"event": "watch-started", "stack": ctx.stack, "paths": roots}),
        || {
            format!(
                "Watching {} for changes to stack `{}` (Ctrl-C stops)",
                roots
                    .iter()
                    .map(|p| p.display().to_string())
                    .collect::<Vec<_>>()
                    .join(", "),
                ctx.stack
            )
        },
    );
    let dir = ctx.project.dir.clone();
    let stack = Some(ctx.stack.clone());
    drop(ctx);
    let mut interrupts = Interrupts::new()?;
    // The first run deploys what is there now.
    let mut next: Option<BTreeSet<String>> = Some(BTreeSet::new());
    let mut run = 0u64;
    let mut failed_last = false;
    loop {
        let Some(changed) = next.take() else {
            tokio::select! {
                paths = rx.recv() => match paths {
                    Some(paths) => {
                        watch_new(&paths);
                        next = Some(relative(&dir, paths));
                    }
                    None => break,
                },
                _ = interrupts.recv() => break,
            }
            continue;
        };
        run += 1;
        report.event(
            json!({"event": "run-started", "run": run, "changed": changed}),
            || match changed.len() {
                0 => format!("Run {run}: deploying"),
                _ => format!(
                    "Run {run}: {} changed, deploying",
                    changed.iter().cloned().collect::<Vec<_>>().join(", ")
                ),
            },
        );
        let started = Instant::now();
        let cancel = Cancel::default();
        let options = strata_ops::Options {
            cancel: cancel.clone(),
            ..args.update.options.clone()
        };
        let (renderer, flusher) = crate::render::Renderer::flushed(report.style.clone());
        let up = async {
            let ctx = crate::operate::open(&dir, stack.clone(), backend).map_err(|error| {
                strata_ops::WatchFailure {
                    error,
                    deployed: false,
                }
            })?;
            let outcome = strata_ops::watched_up(ctx, options, renderer.clone()).await;
            renderer.flush();
            drop(flusher);
            outcome
        };
        tokio::pin!(up);
        let mut queued: Option<BTreeSet<String>> = None;
        let mut stopping = false;
        let outcome = loop {
            tokio::select! {
                outcome = &mut up => break outcome,
                Some(paths) = rx.recv() => {
                    watch_new(&paths);
                    queued.get_or_insert_with(BTreeSet::new).extend(relative(&dir, paths));
                }
                _ = interrupts.recv() => {
                    if stopping {
                        // A second Ctrl-C exits at once: the journal keeps what was in flight.
                        report.style.note(crate::operate::STOPPED);
                        std::process::exit(130);
                    }
                    stopping = true;
                    cancel.cancel();
                    report.event(json!({"event": "interrupted", "run": run}), || {
                        crate::operate::INTERRUPTED.into()
                    });
                }
            }
        };
        let seconds = started.elapsed().as_secs_f64();
        match outcome {
            Ok(result) => {
                let ok = result.failures.is_empty() && result.interrupted == 0;
                failed_last = !ok;
                let s = &result.summary;
                report.event(
                    json!({"event": "run-done", "run": run, "ok": ok, "summary": s,
                           "failures": result.failures, "interrupted": result.interrupted,
                           "seconds": seconds}),
                    || {
                        let mut parts = Vec::new();
                        for (n, what) in [
                            (s.create, "created"),
                            (s.update, "updated"),
                            (s.replace, "replaced"),
                            (s.delete, "deleted"),
                        ] {
                            if n > 0 {
                                parts.push(format!("{n} {what}"));
                            }
                        }
                        if parts.is_empty() {
                            parts.push("no changes".into());
                        }
                        let failed = match result.failures.len() {
                            0 => String::new(),
                            n => format!(
                                "; {n} failed: {}",
                                result
                                    .failures
                                    .iter()
                                    .map(|f| format!("{}: {}", f.resource, f.error))
                                    .collect::<Vec<_>>()
                                    .join("; ")
                            ),
                        };
                        format!(
                            "Run {run} done in {seconds:.1}s: {}{failed}",
                            parts.join(", ")
                        )
                    },
                );
            }
            Err(f) => {
                failed_last = true;
                let error = format!("{:#}", f.error);
                let deployed = f.deployed;
                report.event(
                    json!({"event": "run-done", "run": run, "ok": false, "error": error,
                           "deployed": deployed, "seconds": seconds}),
                    || {
                        let what = if deployed {
                            "some changes may have been deployed (`strata stack` shows the state)"
                        } else {
                            "nothing deployed"
                        };
                        format!("Run {run} failed after {seconds:.1}s, {what}: {error}")
                    },
                );
            }
        }
        if stopping {
            break;
        }
        next = queued;
        if next.is_none() {
            report.event(json!({"event": "waiting"}), || "Waiting for changes".into());
        }
    }
    report.event(json!({"event": "watch-stopped", "runs": run}), || {
        format!("Stopped watching after {run} run(s)")
    });
    Ok(if failed_last {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}

/// Changed paths, relative to the project when they are in it, for the log.
fn relative(dir: &Path, paths: Vec<PathBuf>) -> BTreeSet<String> {
    let dir = canonical(dir);
    paths
        .into_iter()
        .map(|p| {
            p.strip_prefix(&dir)
                .map(|r| r.display().to_string())
                .unwrap_or_else(|_| p.display().to_string())
        })
        .collect()
}

/// Ctrl-C (SIGINT) and SIGTERM, as one stream: both stop the watch the same way.
struct Interrupts {
    term: tokio::signal::unix::Signal,
    int: tokio::signal::unix::Signal,
}

impl Interrupts {
    fn new() -> Result<Interrupts> {
        use tokio::signal::unix::{SignalKind, signal};
        Ok(Interrupts {
            term: signal(SignalKind::terminate()).context("listening for SIGTERM")?,
            int: signal(SignalKind::interrupt()).context("listening for SIGINT")?,
        })
    }

    async fn recv(&mut self) {
        tokio::select! {
            _ = self.term.recv() => {}
            _ = self.int.recv() => {}
        }
    }
}
