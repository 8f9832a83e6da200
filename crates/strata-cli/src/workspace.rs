//! Many stacks as one graph: `strata workspace …` (the stacks of `Strata.workspace.toml`) and
//! `strata up --cascade` / `preview --cascade` (the stacks that read a stack's outputs, found
//! through the index of dependents). Each stack runs in its own `strata` process, under its own
//! lock, in dependency order (independent ones at once, up to a bound); the first failure
//! stops what has not started.
//!
//! A persistent workspace keeps the set of stacks it deployed, with their dependencies, in the
//! backend as the checkpoint of a stack of the reserved project [`GRAPHS`]: that stack's lock
//! (atomic, leased, fenced, as every stack's) locks the graph for the whole operation, and its
//! versions are the graph's history.

use crate::links::{StackName, stale_upstream};
use crate::render::Style;
use anyhow::{Context as _, Result, bail};
use serde_json::{Value, json};
use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::time::{Duration, Instant};
use strata_state::{Backend, Checkpoint, LockInfo, StackLock};
use strata_workspace::{Project, Workspace};

/// The project under which persistent workspaces keep their graphs (one stack per workspace).
pub const GRAPHS: &str = strata_workspace::RESERVED_PROJECT;

/// The environment variable that asks a preview to write the outputs it will change (a JSON
/// object; unknown where not known or secret) to a file, for the previews downstream of it.
pub const PREVIEW_OUT_ENV: &str = "STRATA_PREVIEW_OUTPUTS";

/// The environment variable that lets a preview run on a stack that does not exist yet, against
/// an empty state: `workspace preview` makes no stack (`workspace up` does).
pub const PREVIEW_NEW_STACK_ENV: &str = "STRATA_PREVIEW_NEW_STACK";

/// What to run on each stack.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Verb {
    Preview,
    Up,
    Destroy,
}

impl Verb {
    fn name(self) -> &'static str {
        match self {
            Verb::Preview => "preview",
            Verb::Up => "up",
            Verb::Destroy => "destroy",
        }
    }
}

/// One stack of a graph: its name, its project's directory (if known here) and the backend to
/// pass to its command (if not the one it finds itself).
#[derive(Clone, Debug)]
pub struct Member {
    pub name: StackName,
    pub dir: Option<PathBuf>,
    pub backend: Option<String>,
    /// Why its directory is unknown, when it is.
    pub missing: Option<String>,
    /// Why it is not run on this user's behalf (a cascade's reader in a directory not
    /// vouched for here), and how to allow it: it is listed and skipped, not failed.
    pub skipped: Option<String>,
}

/// Stacks and (upstream, downstream) edges between them.
#[derive(Default)]
pub struct Graph {
    pub members: Vec<Member>,
    pub edges: BTreeSet<(usize, usize)>,
}

impl Graph {
    fn index(&self, name: &str) -> Option<usize> {
        self.members.iter().position(|m| m.name.to_string() == name)
    }

    /// The order to run in, or the stacks of a cycle.
    fn order(&self) -> Result<Vec<usize>> {
        let n = self.members.len();
        let mut incoming = vec![0usize; n];
        for &(_, b) in &self.edges {
            incoming[b] += 1;
        }
        let mut ready: VecDeque<usize> = (0..n).filter(|&i| incoming[i] == 0).collect();
        let mut out = vec![];
        while let Some(i) = ready.pop_front() {
            out.push(i);
            for &(a, b) in &self.edges {
                if a == i {
                    incoming[b] -= 1;
                    if incoming[b] == 0 {
                        ready.push_back(b);
                    }
                }
            }
        }
        if out.len() < n {
            let cycle: Vec<String> = (0..n)
                .filter(|i| !out.contains(i))
                .map(|i| self.members[i].name.to_string())
                .collect();
            bail!(
                "these stacks depend on each other in a cycle (through stack references or `after`): {}",
                cycle.join(", ")
            );
        }
        Ok(out)
    }

    /// The same graph with every edge reversed (dependents first: the order of destroys).
    fn reversed(&self) -> Graph {
        Graph {
            members: self.members.clone(),
            edges: self.edges.iter().map(|&(a, b)| (b, a)).collect(),
        }
    }
}

/// How one stack's command went.
#[derive(Clone, Debug)]
pub struct Outcome {
    pub stack: String,
    pub result: &'static str,
    pub summary: Option<Value>,
    pub message: Option<String>,
    pub elapsed: Duration,
    /// What a preview printed for people (its plan), shown as a block.
    pub output: Option<String>,
}

impl Outcome {
    fn failed(&self) -> bool {
        self.result == "failed"
    }
}

/// How a graph is run.
pub struct RunOptions {
    pub verb: Verb,
    pub parallel: usize,
    /// Run a stack only if an upstream output it reads changed (a cascade); the first member
    /// (the stack the cascade starts from) always runs.
    pub only_stale: bool,
    /// Skip the first member (it ran already, in this process).
    pub skip_first: bool,
    /// Arguments for each stack's command.
    pub args: Vec<String>,
    pub style: Style,
    /// Preview a stack not made yet against an empty state (`workspace preview`: the stacks are
    /// the workspace file's, which `workspace up` makes); otherwise a missing stack fails.
    pub new_stacks: bool,
}

/// Run `graph`: each member's command once its upstreams' finished, at most `parallel` at
/// once; after a failure nothing more starts. One line of progress per stack.
pub async fn run_graph(graph: &Graph, opts: &RunOptions) -> Result<Vec<Outcome>> {
    let order = graph.order()?;
    let n = graph.members.len();
    let mut waiting = vec![0usize; n];
    for &(_, b) in &graph.edges {
        waiting[b] += 1;
    }
    let previews = tempfile::tempdir().context("making a directory for previewed outputs")?;
    let mut outcomes: Vec<Option<Outcome>> = vec![None; n];
    let mut ready: VecDeque<usize> = order.iter().copied().filter(|&i| waiting[i] == 0).collect();
    let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel::<(usize, Outcome)>();
    let (mut running, mut stopped) = (0usize, false);
    loop {
        while running < opts.parallel.max(1) && !stopped {
            let Some(i) = ready.pop_front() else { break };
            let m = graph.members[i].clone();
            if let Some(why) = &m.skipped {
                let _ = tx.send((
                    i,
                    outcome(&m, "skipped", None, Some(why.clone()), Duration::ZERO),
                ));
                running += 1;
                continue;
            }
            if i == order[0] && opts.skip_first {
                let _ = tx.send((i, outcome(&m, "done", None, None, Duration::ZERO)));
                running += 1;
                continue;
            }
            if opts.only_stale && i != order[0] && !is_stale(&m).await {
                let _ = tx.send((i, outcome(&m, "up to date", None, None, Duration::ZERO)));
                running += 1;
                continue;
            }
            // What the previews upstream of it said they will output.
            let upstream_preview = if opts.verb == Verb::Preview {
                Some(merge_previews(previews.path(), graph, i)?)
            } else {
                None
            };
            let out_file = previews
                .path()
                .join(format!("{}~{}.json", m.name.project, m.name.stack));
            if opts.style.json {
                outln!(
                    "{}",
                    json!({"event": "stack-started", "stack": m.name.to_string(), "command": opts.verb.name()})
                );
            }
            let (tx, args, verb, new_stacks) =
                (tx.clone(), opts.args.clone(), opts.verb, opts.new_stacks);
            // A preview's plan is the point: people see it (whole, once it is done).
            let shown = verb == Verb::Preview && !opts.style.json;
            running += 1;
            tokio::task::spawn_blocking(move || {
                let o = run_one(
                    &m,
                    verb,
                    &args,
                    upstream_preview.as_deref(),
                    &out_file,
                    shown,
                    new_stacks,
                );
                let _ = tx.send((i, o));
            });
        }
        if running == 0 {
            break;
        }
        let Some((i, o)) = rx.recv().await else { break };
        running -= 1;
        progress(&opts.style, opts.verb, &o);
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
                    "not run",
                    None,
                    Some("a stack before it failed".into()),
                    Duration::ZERO,
                )
            })
        })
        .collect())
}

fn outcome(
    m: &Member,
    result: &'static str,
    summary: Option<Value>,
    message: Option<String>,
    elapsed: Duration,
) -> Outcome {
    Outcome {
        stack: m.name.to_string(),
        result,
        summary,
        message,
        elapsed,
        output: None,
    }
}

/// Whether an upstream output `m` reads changed since it read it.
async fn is_stale(m: &Member) -> bool {
    let Some(dir) = &m.dir else { return true };
    let Ok(project) = Project::load(dir) else {
        return true;
    };
    let Ok(backend) = crate::context::open_backend(&project, m.backend.as_deref()) else {
        return true;
    };
    let Ok(cp) = backend.load(&m.name.stack).await else {
        return true;
    };
    let reach = crate::links::Reach::of(&project, backend.url());
    for u in &cp.links.upstreams {
        match stale_upstream(&reach, u).await {
            Ok(changed) if changed.is_empty() => {}
            _ => return true,
        }
    }
    false
}

/// One JSON file of what every preview upstream of member `i` said it will output.
fn merge_previews(dir: &Path, graph: &Graph, i: usize) -> Result<PathBuf> {
    let mut all = serde_json::Map::new();
    for m in &graph.members {
        let f = dir.join(format!("{}~{}.json", m.name.project, m.name.stack));
        if let Ok(bytes) = std::fs::read(&f)
            && let Ok(v) = serde_json::from_slice::<Value>(&bytes)
        {
            all.insert(m.name.to_string(), v);
        }
    }
    let path = dir.join(format!("upstreams-of-{i}.json"));
    std::fs::write(&path, Value::Object(all).to_string())
        .with_context(|| format!("writing {}", path.display()))?;
    Ok(path)
}

/// Run one stack's command in its own `strata` process and read its `--json` summary.
fn run_one(
    m: &Member,
    verb: Verb,
    args: &[String],
    upstream_preview: Option<&Path>,
    out_file: &Path,
    shown: bool,
    new_stack: bool,
) -> Outcome {
    let started = Instant::now();
    let Some(dir) = &m.dir else {
        return outcome(m, "failed", None, m.missing.clone(), Duration::ZERO);
    };
    let exe = match std::env::current_exe() {
        Ok(e) => e,
        Err(e) => return outcome(m, "failed", None, Some(e.to_string()), Duration::ZERO),
    };
    let mut c = std::process::Command::new(exe);
    c.arg("--cwd")
        .arg(dir)
        .args(["--stack", &m.name.stack, verb.name()])
        .args((!shown).then_some("--json"))
        .args(args)
        .stdin(std::process::Stdio::null());
    if verb != Verb::Preview {
        c.arg("--yes");
    } else if new_stack {
        c.env(PREVIEW_NEW_STACK_ENV, "1");
    }
    if let Some(b) = &m.backend {
        c.args(["--backend", b]);
    }
    // This command's say on build commands holds for the stacks it runs.
    match crate::update::build_choice() {
        crate::update::BuildChoice::Always => c.arg("--build"),
        crate::update::BuildChoice::Never => c.arg("--no-build"),
        crate::update::BuildChoice::Trusted => &mut c,
    };
    if let Some(p) = upstream_preview {
        c.env(crate::links::PREVIEWED_ENV, p)
            .env(PREVIEW_OUT_ENV, out_file);
    }
    let out = match c.output() {
        Ok(o) => o,
        Err(e) => return outcome(m, "failed", None, Some(e.to_string()), started.elapsed()),
    };
    let stdout = String::from_utf8_lossy(&out.stdout);
    let summary = stdout.lines().rev().find_map(|l| {
        serde_json::from_str::<Value>(l)
            .ok()
            .filter(|v| v.get("summary").is_some())
    });
    let shown = shown.then(|| stdout.to_string());
    if out.status.success() {
        let mut o = outcome(m, "done", summary, None, started.elapsed());
        o.output = shown;
        return o;
    }
    let stderr = String::from_utf8_lossy(&out.stderr);
    // The steps that failed, as the summary lists them; else the command's own error.
    let failures = summary
        .as_ref()
        .and_then(|s| s["failures"].as_array())
        .map(|f| {
            f.iter()
                .map(|x| {
                    format!(
                        "{}: {}",
                        x["resource"].as_str().unwrap_or_default(),
                        x["error"].as_str().unwrap_or_default()
                    )
                })
                .collect::<Vec<_>>()
                .join("; ")
        });
    let message = failures
        .filter(|f| !f.is_empty())
        .or_else(|| {
            stderr
                .lines()
                .rev()
                .find_map(|l| l.strip_prefix("error:"))
                .map(|l| l.trim().to_string())
                .filter(|l| !l.is_empty())
        })
        .unwrap_or_else(|| format!("it exited with {}", out.status));
    let message = from_the_root(&message, dir, &m.name.stack, m.backend.as_deref());
    let mut o = outcome(m, "failed", summary, Some(message), started.elapsed());
    o.output = shown;
    o
}

/// A member's own advice (`` `strata refresh …` ``, given as if run in its directory), as the
/// command that works where the workspace command was run: aimed at its directory, stack and
/// backend.
fn from_the_root(message: &str, dir: &Path, stack: &str, backend: Option<&str>) -> String {
    let mut out = String::with_capacity(message.len());
    let mut rest = message;
    while let Some(at) = rest.find("`strata ") {
        let (before, command) = rest.split_at(at + "`strata ".len());
        out.push_str(before);
        let end = command.find('`').unwrap_or(command.len());
        out.push_str(&format!("--cwd {} ", dir.display()));
        if !command[..end].contains("--stack") {
            out.push_str(&format!("--stack {stack} "));
        }
        if let Some(b) = backend.filter(|_| !command[..end].contains("--backend")) {
            out.push_str(&format!("--backend {b} "));
        }
        rest = command;
    }
    out.push_str(rest);
    out
}

/// "+2 ~1 -0" from a summary.
fn changes(summary: &Option<Value>) -> String {
    let Some(s) = summary.as_ref().map(|s| &s["summary"]) else {
        return String::new();
    };
    let n = |k: &str| s[k].as_u64().unwrap_or(0);
    format!(
        "+{} ~{} -{} ={}",
        n("create"),
        n("update") + n("replace"),
        n("delete"),
        n("same")
    )
}

fn progress(style: &Style, verb: Verb, o: &Outcome) {
    if style.json {
        outln!(
            "{}",
            json!({"event": "stack-done", "stack": o.stack, "command": verb.name(), "result": o.result,
                   "summary": o.summary.as_ref().map(|s| &s["summary"]), "error": o.message,
                   "duration_ms": o.elapsed.as_millis() as u64})
        );
        return;
    }
    if let Some(text) = &o.output {
        out!("{text}");
    }
    let mark = match o.result {
        "done" => "✓",
        "failed" => "✗",
        _ => "-",
    };
    let detail = match (&o.message, o.result) {
        (Some(m), "failed") => format!("failed: {m}"),
        (Some(m), "skipped") => format!("skipped: {m}"),
        (_, "up to date") => "up to date: nothing it reads changed".into(),
        _ => changes(&o.summary),
    };
    outln!(
        "{mark} {:<30} {:<8} {detail} ({:.1}s)",
        o.stack,
        verb.name(),
        o.elapsed.as_secs_f64()
    );
}

/// The table after a graph ran; the exit status.
fn report(style: &Style, outcomes: &[Outcome], extra: Value) -> ExitCode {
    let ok = !outcomes.iter().any(Outcome::failed);
    if style.json {
        let stacks: Vec<Value> = outcomes
            .iter()
            .map(|o| {
                json!({"stack": o.stack, "result": o.result, "summary": o.summary.as_ref().map(|s| &s["summary"]),
                       "error": o.message, "duration_ms": o.elapsed.as_millis() as u64})
            })
            .collect();
        let mut v = json!({"stacks": stacks, "ok": ok});
        if let (Some(o), Some(e)) = (v.as_object_mut(), extra.as_object()) {
            o.extend(e.clone());
        }
        outln!("{v}");
    } else if !outcomes.is_empty() {
        outln!("\n{:<30} {:<11} {:<22} time", "stack", "result", "changes");
        for o in outcomes {
            let detail = match o.result {
                "not run" | "failed" | "skipped" => o.message.clone().unwrap_or_default(),
                _ => changes(&o.summary),
            };
            outln!(
                "{:<30} {:<11} {:<22} {:.1}s",
                o.stack,
                o.result,
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

// ---------------------------------------------------------------------------------------------
// Cascade

/// The stacks downstream of `root` (found through each upstream's index of dependents,
/// transitively), as a graph whose first member is `root`. The index is shared state, so what
/// it says is never run or connected to as such: a reader runs only in a directory this user
/// vouched for (listed by the local workspace file, or trusted with `strata trust`), and its
/// own readers are found through the backend its own project file names. Any other reader is
/// a member that is skipped, with how to allow it.
pub async fn downstream_graph(
    root_dir: &Path,
    root: StackName,
    backend: Arc<dyn Backend>,
) -> Result<Graph> {
    let workspace = Workspace::find(root_dir).ok().flatten();
    let trust = strata_workspace::TrustRecord::load()?;
    let mut g = Graph::default();
    g.members.push(Member {
        name: root,
        dir: Some(root_dir.to_path_buf()),
        backend: Some(backend.url()),
        missing: None,
        skipped: None,
    });
    let mut todo = VecDeque::from([(0usize, backend)]);
    while let Some((i, b)) = todo.pop_front() {
        let name = g.members[i].name.clone();
        for d in b.dependents(&name.stack).await? {
            let j = match g.index(&d.stack) {
                Some(j) => j,
                None => {
                    let down =
                        StackName::parse(&d.stack, &name.project).map_err(anyhow::Error::msg)?;
                    let found = locate(&down, workspace.as_ref(), d.dir.as_deref(), &trust);
                    let next = match &found {
                        Ok(project) => Some(crate::context::open_backend(project, None)?),
                        Err(_) => None,
                    };
                    let (dir, skipped) = match found {
                        Ok(project) => (Some(project.dir), None),
                        Err(why) => (None, Some(why)),
                    };
                    g.members.push(Member {
                        name: down,
                        dir,
                        backend: None,
                        missing: None,
                        skipped,
                    });
                    if let Some(next) = next {
                        todo.push_back((g.members.len() - 1, next));
                    }
                    g.members.len() - 1
                }
            };
            g.edges.insert((i, j));
        }
    }
    Ok(g)
}

/// A downstream stack's project, if this user vouched for its directory: the local workspace
/// file's, else the one its last update recorded if it is trusted here and holds that
/// project; otherwise why it is skipped and how to allow it.
fn locate(
    name: &StackName,
    workspace: Option<&Workspace>,
    recorded: Option<&str>,
    trust: &strata_workspace::TrustRecord,
) -> Result<Project, String> {
    let holding = |dir: &Path| Project::load(dir).ok().filter(|p| p.name() == name.project);
    if let Some(w) = workspace {
        for s in w.file.stacks.iter().filter(|s| s.stack == name.stack) {
            if let Some(p) = holding(&w.dir.join(&s.dir)) {
                return Ok(p);
            }
        }
    }
    let Some(d) = recorded.map(PathBuf::from) else {
        return Err(format!(
            "its project's directory is not known on this machine: run `strata up` in it, or list it in a {}",
            strata_workspace::WORKSPACE_FILE
        ));
    };
    if let Err(why) = trust.trusts_dir(&d) {
        return Err(format!(
            "{why} (the index of dependents says {name} is there): read its Strata.toml, then `strata trust --cwd {}` lets a cascade run it, or list it in a {}",
            d.display(),
            strata_workspace::WORKSPACE_FILE
        ));
    }
    holding(&d).ok_or_else(|| {
        format!(
            "{} does not hold project {} any more: run `strata up` where it is now",
            d.display(),
            name.project
        )
    })
}

/// `up --cascade` / `preview --cascade`, after the stack's own command: its downstream stacks.
pub async fn cascade(
    dir: &Path,
    root: StackName,
    backend: Arc<dyn Backend>,
    verb: Verb,
    json: bool,
    ask: bool,
) -> Result<ExitCode> {
    let g = downstream_graph(dir, root, backend).await?;
    let style = Style::new(json);
    if g.members.len() == 1 {
        style.note("Cascade: no stack reads this one's outputs.");
        return Ok(ExitCode::SUCCESS);
    }
    // Where each one runs: its own program and build, in its own directory.
    let lines: Vec<String> = g.members[1..]
        .iter()
        .map(|m| match (&m.dir, &m.skipped) {
            (Some(dir), _) => format!("  {} in {}", m.name, dir.display()),
            (None, Some(why)) => format!("  {} skipped: {why}", m.name),
            (None, None) => format!("  {}", m.name),
        })
        .collect();
    style.note(&format!(
        "Cascade: {} stack(s) read this one's outputs, directly or not:\n{}",
        g.members.len() - 1,
        lines.join("\n")
    ));
    if ask && verb == Verb::Up && !style.confirm("Update each of them that is out of date?") {
        style.note("Cascade cancelled; those stacks were not changed.");
        return Ok(ExitCode::SUCCESS);
    }
    let outcomes = run_graph(
        &g,
        &RunOptions {
            verb,
            parallel: 4,
            only_stale: verb == Verb::Up,
            skip_first: verb == Verb::Up,
            args: vec![],
            style: style.clone(),
            new_stacks: false,
        },
    )
    .await?;
    let rest: Vec<Outcome> = if verb == Verb::Up {
        outcomes[1..].to_vec()
    } else {
        outcomes
    };
    Ok(report(&style, &rest, json!({})))
}

// ---------------------------------------------------------------------------------------------
// Workspace

/// The workspace's stacks as a graph: edges from their stack references (found by running
/// each program) and their `after` lists.
async fn workspace_graph(w: &Workspace, backend: Option<&str>) -> Result<Graph> {
    let mut g = Graph::default();
    let mut after: Vec<Vec<String>> = vec![];
    for s in &w.file.stacks {
        let dir = w.dir.join(&s.dir);
        let project = Project::load(&dir).with_context(|| {
            format!(
                "{}: stack `{}` of `{}`",
                strata_workspace::WORKSPACE_FILE,
                s.stack,
                s.dir
            )
        })?;
        g.members.push(Member {
            name: StackName {
                project: project.name().into(),
                stack: s.stack.clone(),
            },
            dir: Some(dir),
            backend: backend.map(str::to_string),
            missing: None,
            skipped: None,
        });
        after.push(s.after.clone());
    }
    // Every program runs (at once, on one engine) to say what it reads.
    let runtime = strata_host::Runtime::new(strata_host::RuntimeOptions {
        max_instances: (g.members.len() + 8) as u32,
        ..strata_host::RuntimeOptions::default()
    })?;
    let found = futures::future::join_all(g.members.iter().map(|m| {
        let dir = m.dir.as_ref().expect("workspace members have directories");
        crate::update::program_references(&runtime, dir, &m.name.stack)
    }))
    .await;
    for (i, found) in found.into_iter().enumerate() {
        let m = g.members[i].clone();
        let mut upstreams = found.with_context(|| {
            format!(
                "running the program of {} to find its stack references",
                m.name
            )
        })?;
        for a in &after[i] {
            let a = StackName::parse(a, &m.name.project).map_err(anyhow::Error::msg)?;
            if g.index(&a.to_string()).is_none() {
                bail!(
                    "{}: stack {} runs `after` {a}, which the workspace does not list",
                    strata_workspace::WORKSPACE_FILE,
                    m.name
                );
            }
            upstreams.push(a.to_string());
        }
        // A reference to a stack outside the workspace orders nothing here.
        for u in upstreams {
            if let Some(j) = g.index(&u) {
                g.edges.insert((j, i));
            }
        }
    }
    Ok(g)
}

/// Make the stack if the workspace lists it and it does not exist yet.
async fn ensure_stack(project: &Project, stack: &str, backend: Option<&str>) -> Result<()> {
    let b = crate::context::open_backend(project, backend)?;
    if let Err(strata_state::StateError::NoStack(_)) = b.check_exists(stack).await {
        match crate::stack::create(project, b.as_ref(), stack).await {
            Err(e)
                if matches!(
                    e.downcast_ref(),
                    Some(strata_state::StateError::StackExists(_))
                ) => {}
            other => other?,
        }
        if project.selected_stack().is_err() {
            project.select_stack(stack)?;
        }
        eprintln!(
            "Created stack {}/{stack} in {}.",
            project.name(),
            strata_state::hide_password(&b.url())
        );
    }
    Ok(())
}

/// The persisted graph: which stacks (`project/stack`, with their directories relative to the
/// workspace and what they read) a persistent workspace deployed.
#[derive(Clone, Debug, Default, serde::Serialize, serde::Deserialize, PartialEq)]
struct Persisted {
    stacks: Vec<PersistedStack>,
}

#[derive(Clone, Debug, serde::Serialize, serde::Deserialize, PartialEq)]
struct PersistedStack {
    stack: String,
    dir: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    after: Vec<String>,
    /// The stacks of the workspace it runs after: those it reads, and its `after`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    reads: Vec<String>,
}

fn persisted(cp: &Checkpoint) -> Persisted {
    serde_json::from_value(cp.outputs.clone()).unwrap_or_default()
}

fn graphs_backend(w: &Workspace, backend: Option<&str>) -> Result<Arc<dyn Backend>> {
    let url = backend
        .map(str::to_string)
        .unwrap_or_else(|| w.backend_url());
    crate::context::open_url(&url, &w.dir, GRAPHS)
}

/// The workspace's graph lock, renewed in the background until released.
struct GraphLock {
    lock: Arc<dyn StackLock>,
    _renew: crate::update::AbortOnDrop,
}

async fn lock_graph(b: &Arc<dyn Backend>, name: &str, what: &str) -> Result<GraphLock> {
    let lease = strata_state::lock_lease()?;
    let lock = b
        .lock(name, LockInfo::current(what), lease)
        .await
        .map_err(|e| match e {
            strata_state::StateError::Locked { holder, .. } => anyhow::anyhow!(
                "workspace `{name}` is locked by {holder}: wait for it to finish. If that process is gone, `strata workspace unlock` removes the lock (with --force, even if its holder may still be running)"
            ),
            e => e.into(),
        })?;
    if let Some(previous) = lock.taken_over() {
        eprintln!(
            "warning: took over the lock of workspace `{name}` from {previous}, whose lease had run out or whose process is gone; the stacks it was running keep their own locks and journals (`strata refresh` in one settles what it left unfinished)"
        );
    }
    // A renewal that fails is found out at the graph's save, which the backend then refuses.
    let renew = crate::update::keep_renewed(lock.clone(), lease, || {});
    Ok(GraphLock {
        lock,
        _renew: renew,
    })
}

/// The stacks a persisted graph names that the workspace file no longer lists and that still
/// exist, as a graph to destroy (dependents first); and those that no longer exist.
async fn removed_graph(
    w: &Workspace,
    old: &Persisted,
    backend: Option<&str>,
) -> Result<(Graph, Vec<String>)> {
    let listed: BTreeSet<String> = {
        let mut s = BTreeSet::new();
        for st in &w.file.stacks {
            if let Ok(p) = Project::load(&w.dir.join(&st.dir)) {
                s.insert(format!("{}/{}", p.name(), st.stack));
            }
        }
        s
    };
    let mut g = Graph::default();
    let mut gone = vec![];
    let mut reads: Vec<Vec<String>> = vec![];
    for s in old.stacks.iter().filter(|s| !listed.contains(&s.stack)) {
        let name = StackName::parse(&s.stack, "").map_err(anyhow::Error::msg)?;
        let dir = w.dir.join(&s.dir);
        let url = backend
            .map(str::to_string)
            .unwrap_or_else(|| w.backend_url());
        let b = crate::context::open_url(&url, &dir, &name.project)?;
        match b.load(&name.stack).await {
            Ok(cp) => {
                // The persisted graph is state: the directory it names is run only inside
                // the workspace's own tree (not `../elsewhere`, not through a symlink out).
                let inside = std::fs::canonicalize(&dir)
                    .ok()
                    .zip(std::fs::canonicalize(&w.dir).ok())
                    .is_some_and(|(d, root)| d.starts_with(root));
                let holds = inside && Project::load(&dir).is_ok_and(|p| p.name() == name.project);
                // What it reads now, and what the graph recorded it ran after.
                let mut r: Vec<String> =
                    cp.links.upstreams.iter().map(|u| u.stack.clone()).collect();
                r.extend(s.reads.iter().cloned());
                reads.push(r);
                g.members.push(Member {
                    missing: (!holds).then(|| {
                        format!(
                            "its project's directory {} is gone: restore it to destroy the stack, or remove it with `strata stack rm --force` there",
                            dir.display()
                        )
                    }),
                    dir: holds.then_some(dir),
                    name,
                    // No longer listed, it would not find the workspace's backend itself.
                    backend: Some(url),
                    skipped: None,
                });
            }
            Err(strata_state::StateError::NoStack(_)) => gone.push(s.stack.clone()),
            Err(e) => return Err(e.into()),
        }
    }
    for (i, r) in reads.iter().enumerate() {
        for u in r {
            if let Some(j) = g.index(u) {
                // Upstream j, downstream i: destroyed dependents first, below.
                g.edges.insert((j, i));
            }
        }
    }
    Ok((g.reversed(), gone))
}

pub struct WorkspaceArgs {
    pub yes: bool,
    pub json: bool,
    pub parallel: Option<usize>,
    pub backend: Option<String>,
}

/// `strata workspace preview | up | destroy`.
pub async fn run(cwd: &Path, verb: Verb, a: WorkspaceArgs) -> Result<ExitCode> {
    let w = Workspace::find(cwd)?.ok_or_else(|| {
        anyhow::anyhow!(
            "no {} in {} or any directory above it: list the stacks to run together there ([[stack]] dir = \"network\", stack = \"dev\")",
            strata_workspace::WORKSPACE_FILE,
            cwd.display()
        )
    })?;
    let style = Style::new(a.json);
    let backend = a.backend.as_deref();
    let parallel = a.parallel.or(w.file.parallel).unwrap_or(4);
    if verb != Verb::Preview && !a.yes && !std::io::stdin().is_terminal() {
        bail!(
            "`strata workspace {}` changes every stack of the workspace: pass --yes to run it without a prompt",
            verb.name()
        );
    }
    let name = w.name();
    let graphs = if w.file.persistent {
        Some(graphs_backend(&w, backend)?)
    } else {
        None
    };
    // The graph is locked for the whole operation (a preview only reads it).
    let lock = match (&graphs, verb) {
        (Some(b), Verb::Up | Verb::Destroy) => {
            if let Err(strata_state::StateError::NoStack(_)) = b.check_exists(&name).await {
                match b.create_stack(&name).await {
                    Ok(()) | Err(strata_state::StateError::StackExists(_)) => {}
                    Err(e) => return Err(e.into()),
                }
                style.note(&format!(
                    "note: workspace `{name}` has no persisted graph yet (in {}): stacks removed from {} before now are not known, so none is destroyed; from this run on, removing a stack from it destroys the stack",
                    strata_state::hide_password(&b.url()),
                    strata_workspace::WORKSPACE_FILE
                ));
            }
            Some(lock_graph(b, &name, &format!("workspace {}", verb.name())).await?)
        }
        _ => None,
    };
    let result = run_locked(
        &w,
        verb,
        &a,
        &style,
        parallel,
        graphs.as_ref(),
        lock.as_ref(),
    )
    .await;
    if let Some(l) = lock {
        let GraphLock { lock, _renew } = l;
        drop(_renew);
        let released = lock.release().await;
        let code = result?;
        released?;
        return Ok(code);
    }
    result
}

async fn run_locked(
    w: &Workspace,
    verb: Verb,
    a: &WorkspaceArgs,
    style: &Style,
    parallel: usize,
    graphs: Option<&Arc<dyn Backend>>,
    lock: Option<&GraphLock>,
) -> Result<ExitCode> {
    let name = w.name();
    let backend = a.backend.as_deref();
    let base = match graphs {
        Some(b) => match b.load(&name).await {
            Ok(cp) => Some(cp),
            Err(strata_state::StateError::NoStack(_)) => {
                if verb == Verb::Preview {
                    style.note(&format!(
                        "note: workspace `{name}` has no persisted graph yet: stacks removed from {} before now are not known, so none would be destroyed",
                        strata_workspace::WORKSPACE_FILE
                    ));
                }
                None
            }
            Err(e) => return Err(e.into()),
        },
        None => None,
    };
    let old = base.as_ref().map(persisted).unwrap_or_default();
    let g = workspace_graph(w, backend).await?;
    g.order()?;
    // A preview makes nothing: a stack not made yet is previewed as empty (`PREVIEW_NEW_STACK_ENV`).
    if verb == Verb::Up {
        for m in &g.members {
            let dir = m.dir.as_ref().expect("workspace members have directories");
            ensure_stack(&Project::load(dir)?, &m.name.stack, backend).await?;
        }
    }
    let (removed, gone) = if verb == Verb::Destroy {
        (Graph::default(), vec![])
    } else {
        removed_graph(w, &old, backend).await?
    };
    for s in &gone {
        style.note(&format!(
            "note: stack {s} of the persisted graph no longer exists: dropped from the graph"
        ));
    }
    if !removed.members.is_empty() {
        let names: Vec<String> = removed.members.iter().map(|m| m.name.to_string()).collect();
        style.note(&format!(
            "Stacks removed from {} since the last `workspace up`, to be destroyed (dependents first): {}",
            strata_workspace::WORKSPACE_FILE,
            names.join(", ")
        ));
        if verb == Verb::Up && !a.yes && !style.confirm("Destroy them?") {
            style.note("Cancelled; nothing changed.");
            return Ok(ExitCode::SUCCESS);
        }
    }
    let opts = |verb| RunOptions {
        verb,
        parallel,
        only_stale: false,
        skip_first: false,
        args: vec![],
        style: style.clone(),
        new_stacks: true,
    };
    let mut outcomes = vec![];
    if !removed.members.is_empty() && verb == Verb::Up {
        outcomes = run_graph(&removed, &opts(Verb::Destroy)).await?;
        // A destroyed stack is removed too: nothing of it is left to find.
        for (m, o) in removed.members.iter().zip(&outcomes) {
            if o.result == "done"
                && let Some(dir) = &m.dir
            {
                let rm = std::process::Command::new(std::env::current_exe()?)
                    .arg("--cwd")
                    .arg(dir)
                    .args(["stack", "rm", &m.name.stack])
                    .args(m.backend.iter().flat_map(|b| ["--backend", b.as_str()]))
                    .output()?;
                if !rm.status.success() {
                    style.note(&format!(
                        "warning: stack {} was destroyed but not removed: {}",
                        m.name,
                        String::from_utf8_lossy(&rm.stderr).trim()
                    ));
                }
            }
        }
    } else if verb == Verb::Preview {
        for m in &removed.members {
            outln!(
                "- {:<30} would be destroyed (removed from the workspace)",
                m.name
            );
        }
    }
    let failed_early = outcomes.iter().any(Outcome::failed);
    if !failed_early && verb != Verb::Preview && !a.yes {
        // On a terminal: what would change first, as `strata up` shows it, then the question.
        if verb == Verb::Up {
            run_graph(&g, &opts(Verb::Preview)).await?;
        } else {
            for m in &g.members {
                outln!("- {:<30} every resource destroyed", m.name);
            }
        }
        if !style.confirm(&format!(
            "Do you want to perform this {} of {} stack(s)?",
            if verb == Verb::Up {
                "update"
            } else {
                "destroy"
            },
            g.members.len()
        )) {
            style.note("Cancelled; nothing more changed.");
            return Ok(report(style, &outcomes, json!({"workspace": name})));
        }
    }
    if !failed_early {
        let g2 = if verb == Verb::Destroy {
            g.reversed()
        } else {
            Graph {
                members: g.members.clone(),
                edges: g.edges.clone(),
            }
        };
        outcomes.extend(run_graph(&g2, &opts(verb)).await?);
    }
    let code = report(style, &outcomes, json!({"workspace": name}));
    // The new graph: the stacks it lists (none after a destroy that went through), and the
    // removed ones whose destroy did not.
    if let (Some(b), Some(l)) = (graphs, lock) {
        let mut stacks = vec![];
        let failed: BTreeSet<&str> = outcomes
            .iter()
            .filter(|o| o.result != "done")
            .map(|o| o.stack.as_str())
            .collect();
        for (i, (m, s)) in g.members.iter().zip(&w.file.stacks).enumerate() {
            if verb != Verb::Destroy || failed.contains(m.name.to_string().as_str()) {
                stacks.push(PersistedStack {
                    stack: m.name.to_string(),
                    dir: s.dir.clone(),
                    after: s.after.clone(),
                    reads: g
                        .edges
                        .iter()
                        .filter(|(_, b)| *b == i)
                        .map(|(a, _)| g.members[*a].name.to_string())
                        .collect(),
                });
            }
        }
        for s in &old.stacks {
            let kept = removed
                .members
                .iter()
                .any(|m| m.name.to_string() == s.stack)
                && failed.contains(s.stack.as_str());
            if kept {
                stacks.push(s.clone());
            }
        }
        let now = Persisted { stacks };
        let mut cp = b.load(&name).await?;
        if persisted(&cp) != now || cp.serial == 0 {
            let mut next = cp.next(strata_engine::Snapshot::from_parts(
                Vec::<strata_model::ResourceState>::new(),
                vec![],
                serde_json::to_value(&now)?,
            ));
            let destroyed = outcomes
                .iter()
                .filter(|o| {
                    o.result == "done"
                        && removed
                            .members
                            .iter()
                            .any(|m| m.name.to_string() == o.stack)
                })
                .count();
            next.made_by = Some(strata_state::MadeBy {
                command: format!("workspace {}", verb.name()),
                user: strata_state::format::current_user(),
                changes: BTreeMap::from([
                    ("stacks".to_string(), now.stacks.len()),
                    ("destroyed".to_string(), destroyed),
                ]),
            });
            cp = next;
            b.save(&name, &cp, l.lock.as_ref()).await?;
        }
    }
    Ok(code)
}

/// `strata workspace graph`: the stacks and who reads whom.
pub async fn graph(cwd: &Path, format: &str, backend: Option<&str>) -> Result<ExitCode> {
    let w = find(cwd)?;
    let g = workspace_graph(&w, backend).await?;
    let nodes: Vec<String> = g.members.iter().map(|m| m.name.to_string()).collect();
    let edges: Vec<(usize, usize)> = g.edges.iter().copied().collect();
    let text = crate::stack::render_graph(&w.name(), &nodes, &edges, &[], format);
    if format == "svg" {
        outln!("{}", crate::stack::svg(&text)?);
    } else {
        out!("{text}");
    }
    Ok(ExitCode::SUCCESS)
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
    let w = find(cwd)?;
    for s in &w.file.stacks {
        let dir = w.dir.join(&s.dir);
        let project = Project::load(&dir)?;
        let b = crate::context::open_backend(&project, backend)?;
        let name = format!("{}/{}", project.name(), s.stack);
        let line = match b.load(&s.stack).await {
            Ok(cp) => {
                let live = cp.resources.iter().filter(|r| !r.delete).count();
                let mut stale = vec![];
                let reach = crate::links::Reach::of(&project, b.url());
                for u in &cp.links.upstreams {
                    if let Ok(o) = stale_upstream(&reach, u).await
                        && !o.is_empty()
                    {
                        stale.push(format!("{} ({})", u.stack, o.join(", ")));
                    }
                }
                format!(
                    "{live:>6} resources   version {:<4}{}",
                    cp.serial,
                    if stale.is_empty() {
                        String::new()
                    } else {
                        format!("   stale: {} changed", stale.join(", "))
                    }
                )
            }
            Err(strata_state::StateError::NoStack(_)) => "not created yet".into(),
            Err(e) => format!("unreadable: {e}"),
        };
        outln!("{name:<30} {:<16} {line}", s.dir);
    }
    if w.file.persistent {
        let b = graphs_backend(&w, backend)?;
        if let Ok(cp) = b.load(&w.name()).await {
            let listed: BTreeSet<String> = w
                .file
                .stacks
                .iter()
                .filter_map(|s| {
                    Project::load(&w.dir.join(&s.dir))
                        .ok()
                        .map(|p| format!("{}/{}", p.name(), s.stack))
                })
                .collect();
            for s in persisted(&cp)
                .stacks
                .iter()
                .filter(|s| !listed.contains(&s.stack))
            {
                outln!(
                    "{:<30} {:<16} removed from the workspace: destroyed by the next `workspace up`",
                    s.stack,
                    s.dir
                );
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// `strata workspace history`: every version of the persisted graph.
pub async fn history(cwd: &Path, backend: Option<&str>, json: bool) -> Result<ExitCode> {
    let w = find(cwd)?;
    if !w.file.persistent {
        bail!(
            "workspace `{}` keeps no graph: set `persistent = true` in {}",
            w.name(),
            strata_workspace::WORKSPACE_FILE
        );
    }
    let b = graphs_backend(&w, backend)?;
    let name = w.name();
    let serials = match b.history(&name).await {
        Ok(s) => s,
        Err(strata_state::StateError::NoStack(_)) => vec![],
        Err(e) => return Err(e.into()),
    };
    let mut rows = vec![];
    for s in serials.into_iter().filter(|s| *s > 0) {
        let cp = b.load_version(&name, s).await?;
        let p = persisted(&cp);
        rows.push(json!({
            "version": s,
            "updated_at": cp.updated_at,
            "command": cp.made_by.as_ref().map(|m| m.command.clone()),
            "user": cp.made_by.as_ref().map(|m| m.user.clone()),
            "stacks": p.stacks.iter().map(|s| s.stack.clone()).collect::<Vec<_>>(),
        }));
    }
    if json {
        outln!("{}", Value::Array(rows));
    } else if rows.is_empty() {
        outln!(
            "Workspace `{name}` has no persisted graph yet: `strata workspace up` makes its first version."
        );
    } else {
        for r in rows {
            outln!(
                "{:>4}  {}  {:<18} {:<10} {}",
                r["version"],
                r["updated_at"].as_str().unwrap_or_default(),
                r["command"].as_str().unwrap_or_default(),
                r["user"].as_str().unwrap_or_default(),
                r["stacks"]
                    .as_array()
                    .map(|a| a
                        .iter()
                        .filter_map(Value::as_str)
                        .collect::<Vec<_>>()
                        .join(", "))
                    .unwrap_or_default()
            );
        }
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
                eprintln!(
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A member's advice, printed at the workspace root, is aimed at the member.
    #[test]
    fn a_members_advice_works_from_the_root() {
        let said = from_the_root(
            "settle them: `strata refresh --import-pending-creates`, or `strata stack unlock --stack dev`",
            Path::new("/w/net"),
            "dev",
            Some("s3://b"),
        );
        assert_eq!(
            said,
            "settle them: `strata --cwd /w/net --stack dev --backend s3://b refresh --import-pending-creates`, or `strata --cwd /w/net --backend s3://b stack unlock --stack dev`"
        );
    }
}
