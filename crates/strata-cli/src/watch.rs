//! `strata watch`: `strata_ops::watch` with the terminal as its observer. Ctrl-C or SIGTERM
//! stops it (the run in progress finishes its calls in flight and saves); a second one exits
//! at once, the journal keeping what was in flight.

use crate::UpdateArgs;
use crate::render::{Renderer, Style};
use anyhow::{Context as _, Result};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;
use strata_ops::watch::WatchEvent;
use strata_ops::{Event, Observer};

pub struct WatchArgs {
    pub update: UpdateArgs,
    /// More files or directories whose changes redeploy.
    pub paths: Vec<PathBuf>,
    /// How long the files must be quiet before a run starts.
    pub debounce: Duration,
}

/// A watch, shown: its runs as `strata up` shows them, and its own events as lines with a
/// timestamp on stderr (or `--json` events on stdout).
struct View {
    style: Style,
    runs: std::sync::Arc<Renderer>,
}

impl Observer for View {
    fn event(&self, event: Event) {
        let Event::Watch(w) = &event else {
            return self.runs.event(event);
        };
        // A run's summary object before the watch's own lines.
        self.runs.end();
        if self.style.json {
            outln!("{}", event.json(0.0));
            return;
        }
        let text = match &**w {
            WatchEvent::Started { stack, paths } => format!(
                "Watching {} for changes to stack `{stack}` (Ctrl-C stops)",
                paths
                    .iter()
                    .map(|p| p.display().to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            WatchEvent::RunStarted { run, changed } if changed.is_empty() => {
                format!("Run {run}: deploying")
            }
            WatchEvent::RunStarted { run, changed } => format!(
                "Run {run}: {} changed, deploying",
                changed.iter().cloned().collect::<Vec<_>>().join(", ")
            ),
            WatchEvent::Interrupted { .. } => crate::operate::INTERRUPTED.into(),
            WatchEvent::RunDone {
                run,
                result: Ok(result),
                seconds,
            } => {
                let s = &result.summary;
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
            }
            WatchEvent::RunDone {
                run,
                result: Err((error, deployed)),
                seconds,
            } => {
                let what = if *deployed {
                    "some changes may have been deployed (`strata stack` shows the state)"
                } else {
                    "nothing deployed"
                };
                format!("Run {run} failed after {seconds:.1}s, {what}: {error}")
            }
            WatchEvent::Waiting => "Waiting for changes".into(),
            WatchEvent::Stopped { runs } => format!(
                "Stopped watching after {}",
                strata_model::spelling::count(*runs as usize, "run", "runs")
            ),
        };
        self.style.note(&format!("[{}] {text}", clock()));
    }
}

/// `HH:MM:SS` (UTC), for a person's log.
fn clock() -> String {
    let s = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
        % 86_400;
    format!("{:02}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}

pub async fn watch(
    cwd: &Path,
    stack: Option<String>,
    backend: Option<&str>,
    args: WatchArgs,
) -> Result<ExitCode> {
    let ctx = strata_ops::Context::open(cwd, stack, backend)?;
    let style = Style::new(args.update.json);
    let (runs, _flusher) = Renderer::flushed(style.clone());
    let view = std::sync::Arc::new(View {
        style: style.clone(),
        runs,
    });
    crate::operate::say_note(view.as_ref(), ctx.note.as_deref());
    let stopping = view.clone();
    // The first Ctrl-C (or SIGTERM) stops the watch; a second exits at once.
    let (stop, stopped) = tokio::sync::mpsc::unbounded_channel();
    let mut interrupts = Interrupts::new()?;
    let _interrupts = crate::render::AbortOnDrop(tokio::spawn(async move {
        interrupts.recv().await;
        let _ = stop.send(());
        interrupts.recv().await;
        crate::operate::say(stopping.as_ref(), "stopped", crate::operate::STOPPED);
        std::process::exit(130);
    }));
    let options = strata_ops::watch::WatchOptions {
        update: args.update.options,
        paths: args.paths.iter().map(|p| cwd.join(p)).collect(),
        debounce: args.debounce,
        backend: backend.map(str::to_string),
    };
    let ok = strata_ops::watch::watch(ctx, options, view, stopped).await?;
    Ok(if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
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
