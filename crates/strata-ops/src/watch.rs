//! `watch`: redeploy a stack whenever its program, project file or configuration changes.
//! Each run is an `up` that asks nothing (the program rebuilt first when it has a build
//! command), holding the stack's lock only while it runs. A change during a run queues one
//! more run, however many files change; a stop lets the run finish its calls in flight, saves
//! and ends the watch. What happens is told as typed events ([`WatchEvent`]).

use crate::events::{Event, Observer};
use crate::{Context, Options};
use anyhow::{Context as _, Result};
use notify_debouncer_full::notify::{EventKind, RecursiveMode};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};
use strata_engine::Cancel;
use strata_workspace::Project;
use tokio::sync::mpsc;

/// What a watch tells its observer, besides each run's own events.
#[derive(Clone, Debug)]
pub enum WatchEvent {
    /// It watches `paths` for changes to `stack`.
    Started { stack: String, paths: Vec<PathBuf> },
    /// Run `run` starts, for what `changed` (nothing: the first run).
    RunStarted { run: u64, changed: BTreeSet<String> },
    /// Run `run` was asked to stop: its calls in flight finish and are recorded.
    Interrupted { run: u64 },
    /// Run `run` ended: its result, or why it failed and whether it may have deployed.
    RunDone {
        run: u64,
        result: Result<Ran, (String, bool)>,
        seconds: f64,
    },
    /// Waiting for changes.
    Waiting,
    /// The watch ended after `runs` runs.
    Stopped { runs: u64 },
}

/// What a run of a watch did.
#[derive(Clone, Debug)]
pub struct Ran {
    pub summary: strata_engine::Summary,
    pub failures: Vec<strata_engine::StepFailure>,
    pub interrupted: usize,
}

impl Ran {
    pub fn ok(&self) -> bool {
        self.failures.is_empty() && self.interrupted == 0
    }
}

/// How a watch is set up.
pub struct WatchOptions {
    /// Each run's options (`yes` is implied).
    pub update: Options,
    /// More files or directories whose changes redeploy.
    pub paths: Vec<PathBuf>,
    /// How long the files must be quiet before a run starts.
    pub debounce: Duration,
    /// The backend URL that overrides the project's (each run opens the stack anew).
    pub backend: Option<String>,
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

/// Watch `ctx`'s stack until `stop` says so (a run in progress is cancelled: its calls in
/// flight finish and are saved) or the watcher ends: whether the last run succeeded.
pub async fn watch(
    ctx: Context,
    args: WatchOptions,
    observer: Arc<dyn Observer>,
    mut stop: mpsc::UnboundedReceiver<()>,
) -> crate::Result<bool> {
    let say = |e: WatchEvent| observer.event(Event::Watch(Box::new(e)));
    // The stack must exist: a typo is an error now, not on every change.
    ctx.backend.check_exists(&ctx.stack).await?;
    for p in &args.paths {
        if !p.exists() {
            return Err(anyhow::anyhow!(
                "--path {}: no such file or directory (a path to watch must exist)",
                p.display()
            )
            .into());
        }
    }
    let filter = Arc::new(Filter::new(&ctx.project, &ctx.stack, args.paths.clone()));
    let roots = filter.roots();
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
    let notes = crate::Say(observer.clone());
    let mut watch_new = |paths: &[PathBuf]| {
        for p in paths {
            if p.is_dir() && filter.holds_sources(p) && !watched.contains(p) {
                match debouncer.watch(p, RecursiveMode::Recursive) {
                    Ok(()) => {
                        watched.insert(p.clone());
                    }
                    Err(e) => {
                        notes.warn(format!("changes in {} are not watched: {e}", p.display()))
                    }
                }
            }
        }
    };
    say(WatchEvent::Started {
        stack: ctx.stack.clone(),
        paths: roots,
    });
    let dir = ctx.project.dir.clone();
    let stack = ctx.stack.clone();
    drop(ctx);
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
                _ = stop.recv() => break,
            }
            continue;
        };
        run += 1;
        say(WatchEvent::RunStarted { run, changed });
        let started = Instant::now();
        let cancel = Cancel::default();
        let options = Options {
            cancel: cancel.clone(),
            ..args.update.clone()
        };
        let up = async {
            // Opened again for each run: the project file or the stack file may have changed.
            let ctx = Context::open(&dir, Some(stack.clone()), args.backend.as_deref()).map_err(
                |error| crate::WatchFailure {
                    error: error.into_anyhow(),
                    deployed: false,
                },
            )?;
            crate::watched_up(ctx, options, observer.clone()).await
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
                Some(()) = stop.recv(), if !stopping => {
                    stopping = true;
                    cancel.cancel();
                    say(WatchEvent::Interrupted { run });
                }
            }
        };
        let seconds = started.elapsed().as_secs_f64();
        let result = match outcome {
            Ok(r) => {
                let ran = Ran {
                    summary: r.summary.clone(),
                    failures: r.failures.clone(),
                    interrupted: r.interrupted,
                };
                failed_last = !ran.ok();
                crate::drop_later(r);
                Ok(ran)
            }
            Err(f) => {
                failed_last = true;
                Err((format!("{:#}", f.error), f.deployed))
            }
        };
        say(WatchEvent::RunDone {
            run,
            result,
            seconds,
        });
        if stopping {
            break;
        }
        next = queued;
        if next.is_none() {
            say(WatchEvent::Waiting);
        }
    }
    say(WatchEvent::Stopped { runs: run });
    Ok(!failed_last)
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
