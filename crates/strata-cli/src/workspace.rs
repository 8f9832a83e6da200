//! `strata workspace …` and the stacks `--cascade` runs: requests to `strata_ops::graph`
//! (which runs each stack as a task of this process), shown a line per stack as it ends (a
//! preview's plan above its line), then a table; or with `--json`, the typed events and a
//! summary object. Also the commands that read a workspace: `graph`, `ls`, `history`,
//! `unlock`.

use crate::render::{Renderer, Style, Terminal};
use anyhow::{Result, bail};
use std::collections::HashMap;
use std::path::Path;
use std::process::ExitCode;
use std::sync::{Arc, Mutex};
use strata_ops::graph::{StackOutcome, StackResult, Verb, graphs_backend};
use strata_ops::links::StackName;
use strata_ops::{Event, Observer};
use strata_state::Backend;
use strata_workspace::Workspace;

/// A graph run, shown.
struct GraphView {
    style: Style,
    /// What each stack's operation is, since it started.
    commands: Mutex<HashMap<String, Verb>>,
    /// The plan of each stack previewed, for people, shown once it is done.
    plans: Mutex<HashMap<String, Arc<Mutex<Vec<u8>>>>>,
    /// When the graph run started: its `--json` lines' `time_ms` count from here.
    started: std::time::Instant,
}

impl GraphView {
    fn new(json: bool) -> Arc<GraphView> {
        Arc::new(GraphView {
            style: Style::new(json),
            commands: Mutex::default(),
            plans: Mutex::default(),
            started: std::time::Instant::now(),
        })
    }
}

impl Observer for GraphView {
    fn event(&self, event: Event) {
        match &event {
            Event::Diagnostic { .. } => {
                return say(event, self.style.json.then_some(self.started));
            }
            Event::StackStarted { stack, command } => {
                self.commands
                    .lock()
                    .unwrap()
                    .insert(stack.clone(), *command);
            }
            _ => {}
        }
        if self.style.json {
            outln!("{}", event.json(since(self.started)));
            return;
        }
        match event {
            Event::StackDone(o) => {
                if let Some(plan) = self.plans.lock().unwrap().remove(&o.stack) {
                    out!("{}", String::from_utf8_lossy(&plan.lock().unwrap()));
                }
                progress(&o);
            }
            Event::StackPlanned { stack, plan } => match plan {
                strata_ops::events::StackPlan::Removed => {
                    outln!("- {stack:<30} would be destroyed (removed from the workspace)")
                }
                strata_ops::events::StackPlan::Destroyed => {
                    outln!("- {stack:<30} every resource destroyed")
                }
            },
            _ => {}
        }
    }

    fn member(&self, stack: &StackName) -> Arc<dyn Observer> {
        let name = stack.to_string();
        let previewed = self.commands.lock().unwrap().get(&name) == Some(&Verb::Preview);
        // A preview's plan is the point: people see it (whole, once it is done).
        let inner: Arc<dyn Observer> = if previewed && !self.style.json {
            let plan = Arc::new(Mutex::new(Vec::new()));
            self.plans
                .lock()
                .unwrap()
                .insert(name.clone(), plan.clone());
            Arc::new(Renderer::to(self.style.clone(), Box::new(Shared(plan))))
        } else {
            Arc::new(strata_ops::Quiet)
        };
        Arc::new(Prefixed {
            stack: name,
            inner,
            json: self.style.json.then_some(self.started),
        })
    }
}

/// Milliseconds since `started`, to a tenth: a graph's lines' `time_ms`.
fn since(started: std::time::Instant) -> f64 {
    strata_wire::millis(started.elapsed())
}

/// A diagnostic, said on stderr; with `--json` (`json`: when the graph run started), a line of
/// the stream too.
fn say(diagnostic: Event, json: Option<std::time::Instant>) {
    if let Some(started) = json {
        outln!("{}", diagnostic.json(since(started)));
    }
    crate::render::Notes.event(diagnostic);
}

/// A stack's diagnostics, said with its name in front (on stderr, and as lines of the graph's
/// `--json` stream); the rest of its events to `inner`.
struct Prefixed {
    stack: String,
    inner: Arc<dyn Observer>,
    /// With `--json`: when the graph run started.
    json: Option<std::time::Instant>,
}

impl Observer for Prefixed {
    fn event(&self, event: Event) {
        match event {
            Event::Diagnostic {
                severity,
                code,
                message,
            } => say(
                Event::Diagnostic {
                    severity,
                    code,
                    message: format!("[{}] {message}", self.stack),
                },
                self.json,
            ),
            e => self.inner.event(e),
        }
    }
}

/// A buffer many writers share.
struct Shared(Arc<Mutex<Vec<u8>>>);

impl std::io::Write for Shared {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// `up --cascade` / `preview --cascade`, after the stack's own command: its downstream stacks.
pub async fn cascade(
    dir: &Path,
    root: StackName,
    backend: Arc<dyn Backend>,
    verb: Verb,
    args: &crate::UpdateArgs,
    cancel: strata_engine::Cancel,
) -> Result<ExitCode> {
    let (json, build) = (args.json, args.options.build);
    // An up asks before it changes the readers, unless told not to.
    let ask = verb == Verb::Up && !args.options.yes;
    let view = GraphView::new(json);
    let asker = ask.then_some(&Terminal as &dyn strata_ops::Asker);
    let ran =
        strata_ops::graph::cascade(dir, root, backend, verb, asker, build, cancel, view.clone())
            .await?;
    Ok(match ran {
        Some(outcomes) => report(&view.style, &outcomes, None),
        None => ExitCode::SUCCESS,
    })
}

pub struct WorkspaceArgs {
    pub yes: bool,
    pub json: bool,
    pub parallel: Option<usize>,
    pub backend: Option<String>,
    pub build: strata_ops::BuildChoice,
}

/// `strata workspace preview | up | destroy`.
pub async fn run(cwd: &Path, verb: Verb, a: WorkspaceArgs) -> Result<ExitCode> {
    let w = strata_ops::graph::find_workspace(cwd)?;
    let view = GraphView::new(a.json);
    let options = strata_ops::graph::WorkspaceOptions {
        yes: a.yes,
        parallel: a.parallel,
        backend: a.backend,
        cancel: strata_engine::Cancel::default(),
        build: a.build,
    };
    // (A graph stopped at once ends its stream without the graph's summary: its stacks'
    // summaries are what it has.)
    let _interrupt = crate::operate::on_interrupt(options.cancel.clone(), view.clone(), || {});
    let ran =
        strata_ops::graph::run_workspace(&w, verb, &options, view.clone(), Arc::new(Terminal))
            .await?;
    Ok(report(&view.style, &ran.stacks, Some(ran.workspace)))
}

fn progress(o: &StackOutcome) {
    let mark = match o.result {
        StackResult::Done => "✓",
        StackResult::Failed => "✗",
        _ => "-",
    };
    let detail = match (&o.message, o.result) {
        (Some(m), StackResult::Failed) => format!("failed: {m}"),
        (Some(m), StackResult::Skipped) => format!("skipped: {m}"),
        (_, StackResult::UpToDate) => "up to date: nothing it reads changed".into(),
        _ => changes(&o.summary),
    };
    outln!(
        "{mark} {:<30} {:<8} {detail} ({:.1}s)",
        o.stack,
        o.command.name(),
        o.elapsed.as_secs_f64()
    );
}

/// The table after a graph ran (with `--json`, the graph's summary object, with the name of
/// the `workspace` that ran); the exit status.
fn report(style: &Style, outcomes: &[StackOutcome], workspace: Option<String>) -> ExitCode {
    let ok = outcomes.iter().all(StackOutcome::ok);
    if style.json {
        outln!(
            "{}",
            strata_ops::events::graph_summary_json(outcomes, workspace)
        );
    } else if !outcomes.is_empty() {
        outln!("\n{:<30} {:<11} {:<22} time", "stack", "result", "changes");
        for o in outcomes {
            let detail = match o.result {
                StackResult::NotRun | StackResult::Failed | StackResult::Skipped => {
                    o.message.clone().unwrap_or_default()
                }
                _ => changes(&o.summary),
            };
            outln!(
                "{:<30} {:<11} {:<22} {:.1}s",
                o.stack,
                o.result.as_str(),
                detail,
                o.elapsed.as_secs_f64()
            );
        }
    }
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// "+2 ~1 -0 =3" from a summary.
fn changes(summary: &Option<strata_engine::Summary>) -> String {
    let Some(s) = summary else {
        return String::new();
    };
    format!(
        "+{} ~{} -{} ={}",
        s.create,
        s.update + s.replace,
        s.delete,
        s.same
    )
}

/// `strata workspace graph`: the stacks and who reads whom.
pub async fn graph(
    cwd: &Path,
    format: &str,
    backend: Option<&str>,
    build: strata_ops::BuildChoice,
) -> Result<ExitCode> {
    let w = find(cwd)?;
    let g = strata_ops::graph::workspace_graph(&w, backend, build, &crate::render::notes()).await?;
    let drawing = strata_ops::drawing::Drawing {
        title: w.name(),
        nodes: g.members.iter().map(|m| m.name.to_string()).collect(),
        edges: g.edges.iter().copied().collect(),
        parents: vec![],
    };
    crate::stack::print_drawing(&drawing, format)
}

fn find(cwd: &Path) -> Result<Workspace> {
    Workspace::find(cwd)?.ok_or_else(|| {
        anyhow::anyhow!(
            "no {} in {} or any directory above it",
            strata_workspace::WORKSPACE_FILE,
            cwd.display()
        )
    })
}

/// `strata workspace ls`: each stack, whether it exists, its resources, and whether it is
/// stale; and the removed stacks the persisted graph still has.
pub async fn ls(cwd: &Path, backend: Option<&str>) -> Result<ExitCode> {
    use strata_ops::graph::WorkspaceStackState as S;
    for s in strata_ops::graph::workspace_stacks(&find(cwd)?, backend).await? {
        let line = match s.state {
            S::Created {
                resources,
                version,
                stale,
            } => {
                let stale: Vec<String> = stale
                    .iter()
                    .map(|(u, o)| format!("{u} ({})", o.join(", ")))
                    .collect();
                let stale = match stale.is_empty() {
                    true => String::new(),
                    false => format!("   stale: {} changed", stale.join(", ")),
                };
                format!("{resources:>6} resources   version {version:<4}{stale}")
            }
            S::NotCreated => "not created yet".into(),
            S::Unreadable { error } => format!("unreadable: {error}"),
            S::Removed => "removed from the workspace: destroyed by the next `workspace up`".into(),
        };
        outln!("{:<30} {:<16} {line}", s.name, s.dir);
    }
    Ok(ExitCode::SUCCESS)
}

/// `strata workspace history`: every version of the persisted graph.
pub async fn history(cwd: &Path, backend: Option<&str>, json: bool) -> Result<ExitCode> {
    let w = find(cwd)?;
    let versions = strata_ops::graph::workspace_history(&w, backend).await?;
    if json {
        outln!("{}", serde_json::to_string(&versions)?);
    } else if versions.is_empty() {
        let name = w.name();
        outln!(
            "Workspace `{name}` has no persisted graph yet: `strata workspace up` makes its first version."
        );
    }
    for v in versions.iter().filter(|_| !json) {
        let (command, user) = (v.command.as_deref(), v.user.as_deref());
        outln!(
            "{:>4}  {}  {:<18} {:<10} {}",
            v.version,
            v.updated_at,
            command.unwrap_or_default(),
            user.unwrap_or_default(),
            v.stacks.join(", ")
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// `strata workspace unlock [--force]`.
pub async fn unlock(cwd: &Path, backend: Option<&str>, force: bool) -> Result<ExitCode> {
    let w = find(cwd)?;
    let b = graphs_backend(&w, backend)?;
    match b.unlock(&w.name(), force).await {
        Ok(strata_state::Unlocked::NotLocked) | Err(strata_state::StateError::NoStack(_)) => {
            outln!("Workspace `{}` was not locked.", w.name());
        }
        Ok(strata_state::Unlocked::Removed(holder) | strata_state::Unlocked::Expired(holder)) => {
            if force {
                errln!(
                    "warning: ended the lock of workspace `{}` held by {holder}; if that process is still running, it can no longer save the workspace's graph, and each stack it runs still holds its own lock, so a stack it is running is refused to the next `workspace up` until that stack finishes",
                    w.name()
                );
            }
            outln!(
                "Unlocked workspace `{}` (it was held by {holder}).",
                w.name()
            );
        }
        Ok(strata_state::Unlocked::Unreadable(why)) => {
            outln!(
                "Removed the unreadable lock of workspace `{}` ({why}).",
                w.name()
            );
        }
        Err(strata_state::StateError::HolderAlive { holder, .. }) => bail!(
            "workspace `{}` is locked by {holder}, which may still be running; to remove the lock anyway, run `strata workspace unlock --force`",
            w.name()
        ),
        Err(e) => return Err(e.into()),
    }
    Ok(ExitCode::SUCCESS)
}
