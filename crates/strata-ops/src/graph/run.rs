//! Running a graph: each stack as a task under its own lease, in dependency order, the first
//! failure stopping what has not started.

use super::*;
use crate::events::{Event, Observer, Severity};
use crate::links::StackName;
use crate::{Context, Kind, NoQuestions, Options, Status};
use serde_json::Value;
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use strata_engine::Cancel;

// ---------------------------------------------------------------------------------------------
// Running a graph

/// How one stack's operation in a graph went: the wire's own type (one definition, no
/// mapping).
pub use strata_wire::StackResult;

/// How one stack of a graph went.
#[derive(Clone, Debug)]
pub struct StackOutcome {
    /// `project/stack`.
    pub stack: String,
    pub command: Verb,
    pub result: StackResult,
    /// The counts of its (last) engine run.
    pub summary: Option<strata_engine::Summary>,
    /// Why it failed or was skipped.
    pub message: Option<String>,
    pub elapsed: Duration,
}

impl StackOutcome {
    pub fn failed(&self) -> bool {
        self.result == StackResult::Failed
    }

    /// Whether it did its part of the graph: neither failed nor left unrun (after a failure,
    /// or an interrupt).
    pub fn ok(&self) -> bool {
        !matches!(self.result, StackResult::Failed | StackResult::NotRun)
    }
}

/// How a graph is run.
#[derive(Clone)]
pub struct RunOptions {
    pub verb: Verb,
    pub parallel: usize,
    /// Run a stack only if an upstream output it reads changed (a cascade); the first member
    /// (the stack the cascade starts from) always runs.
    pub only_stale: bool,
    /// Skip the first member (it ran already).
    pub skip_first: bool,
    /// Preview a stack not made yet against an empty state (`workspace preview`: the stacks are
    /// the workspace file's, which `workspace up` makes); otherwise a missing stack fails.
    pub new_stacks: bool,
    /// Stops every stack's operation: calls in flight finish and are recorded.
    pub cancel: Cancel,
    /// The providers and programs of every stack instead of their wasm components (tests).
    pub components: Option<Arc<dyn crate::Components>>,
    /// Whether each program's build command runs.
    pub build: crate::BuildChoice,
    /// The wasm engine the stacks share (`None`: `run_graph` starts one).
    pub runtime: Option<Arc<strata_host::Runtime>>,
    /// The stacks the workspace file lists, when the graph is a workspace's.
    pub workspace_stacks: Option<Arc<[StackName]>>,
}

pub(crate) fn outcome(
    m: &Member,
    verb: Verb,
    result: StackResult,
    message: Option<String>,
    elapsed: Duration,
) -> StackOutcome {
    StackOutcome {
        stack: m.name.to_string(),
        command: verb,
        result,
        summary: None,
        message,
        elapsed,
    }
}

/// Run `graph`: each member's operation once its upstreams' finished, at most `parallel` at
/// once, each a task of this process with its events to `observer.member(…)`; after a failure
/// or an interrupt (`opts.cancel`) nothing more starts. `observer` is told when each stack
/// starts and ends.
pub async fn run_graph(
    graph: &Graph,
    opts: &RunOptions,
    observer: &Arc<dyn Observer>,
) -> crate::Result<Vec<StackOutcome>> {
    let order = graph.order()?;
    let n = graph.members.len();
    let mut waiting = vec![0usize; n];
    for &(_, b) in &graph.edges {
        waiting[b] += 1;
    }
    // What each preview said it changes of its outputs, by `project/stack`.
    let mut previews = serde_json::Map::new();
    let mut outcomes: Vec<Option<StackOutcome>> = vec![None; n];
    let mut ready: VecDeque<usize> = order.iter().copied().filter(|&i| waiting[i] == 0).collect();
    let (tx, mut rx) =
        tokio::sync::mpsc::unbounded_channel::<(usize, StackOutcome, Option<Value>)>();
    let (mut running, mut stopped) = (0usize, false);
    let verb = opts.verb;
    // One wasm engine for every stack of the graph, its pool sized for the stacks at once.
    let mut opts = opts.clone();
    if opts.components.is_none() && opts.runtime.is_none() {
        let stacks = opts.parallel.clamp(1, graph.members.len().max(1));
        opts.runtime = Some(Arc::new(strata_host::Runtime::new(
            strata_host::RuntimeOptions {
                max_instances: (256 * stacks).min(10_000) as u32,
                ..strata_host::RuntimeOptions::default()
            },
        )?));
    }
    let opts = &opts;
    loop {
        while running < opts.parallel.max(1) && !stopped {
            let Some(i) = ready.pop_front() else { break };
            let m = graph.members[i].clone();
            running += 1;
            if let Some(why) = &m.skipped {
                let o = outcome(
                    &m,
                    verb,
                    StackResult::Skipped,
                    Some(why.clone()),
                    Duration::ZERO,
                );
                let _ = tx.send((i, o, None));
                continue;
            }
            if i == order[0] && opts.skip_first {
                let o = outcome(&m, verb, StackResult::Done, None, Duration::ZERO);
                let _ = tx.send((i, o, None));
                continue;
            }
            if opts.only_stale && i != order[0] && !is_stale(&m).await {
                let o = outcome(&m, verb, StackResult::UpToDate, None, Duration::ZERO);
                let _ = tx.send((i, o, None));
                continue;
            }
            // Once interrupted, no stack starts (those running finish their calls in flight and
            // save them): a stack that ended well does not start its readers.
            if opts.cancel.is_cancelled() {
                let why = Some("interrupted before it started".into());
                let o = outcome(&m, verb, StackResult::NotRun, why, Duration::ZERO);
                let _ = tx.send((i, o, None));
                continue;
            }
            observer.event(Event::StackStarted {
                stack: m.name.to_string(),
                command: verb,
            });
            // What the previews before it said they will output.
            let upstream = (verb == Verb::Preview).then(|| Value::Object(previews.clone()));
            let (tx, opts, member) = (tx.clone(), opts.clone(), observer.member(&m.name));
            tokio::spawn(async move {
                let (o, changes) = run_one(&m, &opts, upstream, member).await;
                let _ = tx.send((i, o, changes));
            });
        }
        if running == 0 {
            break;
        }
        let Some((i, o, changes)) = rx.recv().await else {
            break;
        };
        running -= 1;
        if let Some(c) = changes {
            previews.insert(graph.members[i].name.to_string(), c);
        }
        if o.result != StackResult::NotRun {
            observer.event(Event::StackDone(Box::new(o.clone())));
        }
        if o.failed() {
            stopped = true;
        } else {
            for &(a, b) in &graph.edges {
                if a == i {
                    waiting[b] -= 1;
                    if waiting[b] == 0 {
                        ready.push_back(b);
                    }
                }
            }
        }
        outcomes[i] = Some(o);
    }
    Ok(order
        .iter()
        .map(|&i| {
            outcomes[i].clone().unwrap_or_else(|| {
                outcome(
                    &graph.members[i],
                    verb,
                    StackResult::NotRun,
                    Some("a stack before it failed".into()),
                    Duration::ZERO,
                )
            })
        })
        .collect())
}

/// What a member's run told its observer that its outcome needs: the last summary, and the
/// last error said.
pub(crate) struct Watch {
    pub(crate) inner: Arc<dyn Observer>,
    pub(crate) summary: Mutex<Option<crate::events::Summary>>,
    pub(crate) error: Mutex<Option<String>>,
}

impl Observer for Watch {
    fn event(&self, event: Event) {
        match &event {
            Event::Summary(s) => *self.summary.lock().unwrap() = Some((**s).clone()),
            Event::Diagnostic {
                severity: Severity::Error,
                message,
                ..
            } => {
                let first = message.lines().next().unwrap_or_default().trim();
                *self.error.lock().unwrap() = Some(first.to_string());
            }
            _ => {}
        }
        self.inner.event(event);
    }
}

/// Run one member's operation: how it went, and for a preview what it changes of its outputs.
pub(crate) async fn run_one(
    m: &Member,
    opts: &RunOptions,
    upstream_previews: Option<Value>,
    observer: Arc<dyn Observer>,
) -> (StackOutcome, Option<Value>) {
    let (verb, started) = (opts.verb, Instant::now());
    let Some(dir) = &m.dir else {
        let o = outcome(
            m,
            verb,
            StackResult::Failed,
            m.missing.clone(),
            Duration::ZERO,
        );
        return (o, None);
    };
    let watch = Arc::new(Watch {
        inner: observer,
        summary: Mutex::default(),
        error: Mutex::default(),
    });
    let kind = match verb {
        Verb::Preview => Kind::Preview,
        Verb::Up => Kind::Up,
        Verb::Destroy => Kind::Destroy,
    };
    let options = Options {
        yes: verb != Verb::Preview,
        parallel: crate::DEFAULT_PARALLEL,
        preview_new_stack: verb == Verb::Preview && opts.new_stacks,
        upstream_previews,
        cancel: opts.cancel.clone(),
        components: opts.components.clone(),
        build: opts.build,
        runtime: opts.runtime.clone(),
        workspace_stacks: opts.workspace_stacks.clone(),
        ..Options::default()
    };
    let run = async {
        let ctx = Context::open(dir, Some(m.name.stack.clone()), m.backend.as_deref())?;
        if let Some(note) = &ctx.note {
            watch.event(Event::Diagnostic {
                severity: Severity::Info,
                code: None,
                message: note.clone(),
            });
        }
        crate::run(ctx, kind, options, watch.clone(), Arc::new(NoQuestions)).await
    };
    let ran = run.await;
    let summary = watch.summary.lock().unwrap().take();
    let (result, message, changes) = match ran {
        Ok(o) if matches!(o.status, Status::Succeeded | Status::Declined) => {
            (StackResult::Done, None, o.previewed_changes)
        }
        Ok(o) => {
            // The steps that failed, as the summary lists them; else the error it said.
            let failures = summary.as_ref().map(|s| {
                s.failures
                    .iter()
                    .map(|f| format!("{}: {}", f.resource, f.error))
                    .collect::<Vec<_>>()
                    .join("; ")
            });
            let said = watch.error.lock().unwrap().take();
            let message = failures
                .filter(|f| !f.is_empty())
                .or(said)
                .unwrap_or_else(|| format!("it ended {:?}", o.status).to_lowercase());
            (StackResult::Failed, Some(message), o.previewed_changes)
        }
        Err(e) => (StackResult::Failed, Some(format!("{e:#}")), None),
    };
    let message = message.map(|msg| from_the_root(&msg, dir, &m.name.stack, m.backend.as_deref()));
    let o = StackOutcome {
        stack: m.name.to_string(),
        command: verb,
        result,
        summary: summary.map(|s| s.counts),
        message,
        elapsed: started.elapsed(),
    };
    (o, changes)
}
