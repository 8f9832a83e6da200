//! Many stacks as one graph, run in this process: the stacks of a workspace
//! (`Strata.workspace.toml`) and a cascade (the stacks that read a stack's outputs, found
//! through the index of dependents). Each stack runs as a task, under its own lock, with its
//! own journal and sandboxed instances (one stack's guest cannot take another down: each is a
//! wasm sandbox with its own limits), in dependency order (independent ones at once, up to a
//! bound); the first failure stops what has not started. What a stack's preview changes of its
//! outputs reaches the previews of the stacks after it as a value, not through a file.
//!
//! A persistent workspace keeps the set of stacks it deployed, with their dependencies, in the
//! backend as the checkpoint of a stack of the reserved project [`GRAPHS`]: that stack's lock
//! (atomic, leased, fenced, as every stack's) locks the graph for the whole operation, and its
//! versions are the graph's history.

use crate::events::{Event, Observer, Severity};
use crate::lease::Lease;
use crate::links::{StackName, stale_upstream};
use crate::{Asker, Context, Kind, NoQuestions, Options, Say, Status};
use anyhow::{Context as _, Result};
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use strata_engine::Cancel;
use strata_state::{Backend, Checkpoint, LockInfo};
use strata_workspace::{Project, Workspace};

/// The project under which persistent workspaces keep their graphs (one stack per workspace).
pub const GRAPHS: &str = strata_workspace::RESERVED_PROJECT;

/// What to run on each stack.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Verb {
    Preview,
    Up,
    Destroy,
}

impl Verb {
    pub fn name(self) -> &'static str {
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
    pub fn index(&self, name: &str) -> Option<usize> {
        self.members.iter().position(|m| m.name.to_string() == name)
    }

    /// The order to run in, or the stacks of a cycle.
    pub fn order(&self) -> Result<Vec<usize>> {
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
    pub fn reversed(&self) -> Graph {
        Graph {
            members: self.members.clone(),
            edges: self.edges.iter().map(|&(a, b)| (b, a)).collect(),
        }
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
) -> crate::Result<Graph> {
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

// ---------------------------------------------------------------------------------------------
// Workspace

/// The workspace's stacks as a graph: edges from their stack references (found by running
/// each program) and their `after` lists.
pub async fn workspace_graph(
    w: &Workspace,
    backend: Option<&str>,
    build: crate::BuildChoice,
    say: &Say,
) -> crate::Result<Graph> {
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
            // The backend it would find itself (the workspace's, unless its project names
            // one), said once here rather than found by each stack in a file of them all.
            backend: backend
                .map(str::to_string)
                .or_else(|| project.file.backend.is_none().then(|| w.backend_url())),
            missing: None,
            skipped: None,
        });
        after.push(s.after.clone());
    }
    // Every program runs (as tasks, on every core, on one engine) to say what it reads.
    let runtime = Arc::new(strata_host::Runtime::new(strata_host::RuntimeOptions {
        max_instances: (g.members.len() + 8) as u32,
        ..strata_host::RuntimeOptions::default()
    })?);
    let tasks: Vec<_> = g
        .members
        .iter()
        .map(|m| {
            let dir = m.dir.clone().expect("workspace members have directories");
            let (runtime, say, m) = (runtime.clone(), say.clone(), m.clone());
            crate::lease::AbortOnDrop(tokio::spawn(async move {
                let stack = &m.name.stack;
                let backend = m.backend.as_deref();
                crate::operation::program_references(&runtime, &dir, stack, backend, build, &say)
                    .await
            }))
        })
        .collect();
    let mut found = Vec::with_capacity(tasks.len());
    for mut t in tasks {
        found.push(match (&mut t.0).await {
            Ok(r) => r,
            Err(e) => Err(anyhow::anyhow!("the program's task failed: {e}")),
        });
    }
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
async fn ensure_stack(
    project: &Project,
    stack: &str,
    backend: Option<&str>,
    say: &Say,
) -> Result<()> {
    let b = crate::context::open_backend(project, backend)?;
    if let Err(strata_state::StateError::NoStack(_)) = b.check_exists(stack).await {
        match crate::stacks::create(project, b.as_ref(), stack).await {
            Err(e) if matches!(e.state(), Some(strata_state::StateError::StackExists(_))) => {}
            other => other?,
        }
        if project.selected_stack().is_err() {
            project.select_stack(stack)?;
        }
        say.info(format!(
            "Created stack {}/{stack} in {}.",
            project.name(),
            strata_state::hide_password(&b.url())
        ));
    }
    Ok(())
}

/// The persisted graph: which stacks (`project/stack`, with their directories relative to the
/// workspace and what they read) a persistent workspace deployed.
#[derive(Clone, Debug, Default, serde::Serialize, serde::Deserialize, PartialEq)]
pub struct Persisted {
    pub stacks: Vec<PersistedStack>,
}

#[derive(Clone, Debug, serde::Serialize, serde::Deserialize, PartialEq)]
pub struct PersistedStack {
    pub stack: String,
    pub dir: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub after: Vec<String>,
    /// The stacks of the workspace it runs after: those it reads, and its `after`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reads: Vec<String>,
}

pub fn persisted(cp: &Checkpoint) -> Persisted {
    serde_json::from_value(cp.outputs.clone()).unwrap_or_default()
}

/// Who chose a workspace's backend: the user's `--backend`, else its file.
fn chosen_by(backend: Option<&str>) -> crate::context::ChosenBy {
    match backend {
        Some(_) => crate::context::ChosenBy::User,
        None => crate::context::ChosenBy::File,
    }
}

pub fn graphs_backend(w: &Workspace, backend: Option<&str>) -> crate::Result<Arc<dyn Backend>> {
    let url = backend
        .map(str::to_string)
        .unwrap_or_else(|| w.backend_url());
    crate::context::open_url(&url, &w.dir, GRAPHS, chosen_by(backend))
}

/// One stack of a workspace, as [`workspace_stacks`] sees it.
#[derive(Clone, Debug, serde::Serialize)]
pub struct WorkspaceStack {
    /// `project/stack`.
    pub name: String,
    /// Its directory, as the workspace file names it.
    pub dir: String,
    pub state: WorkspaceStackState,
}

/// Where a workspace's stack stands.
#[derive(Clone, Debug, serde::Serialize)]
#[serde(rename_all = "kebab-case", tag = "state")]
pub enum WorkspaceStackState {
    Created {
        resources: usize,
        version: u64,
        /// The stacks it reads whose outputs changed since it read them, with those outputs.
        stale: Vec<(String, Vec<String>)>,
    },
    NotCreated,
    Unreadable {
        error: String,
    },
    /// Removed from the workspace file, still in its persisted graph: the next `workspace up`
    /// destroys it.
    Removed,
}

/// The stacks of workspace `w`, and those its persisted graph has that its file no longer lists.
pub async fn workspace_stacks(
    w: &Workspace,
    backend: Option<&str>,
) -> crate::Result<Vec<WorkspaceStack>> {
    let mut stacks = vec![];
    for s in &w.file.stacks {
        let project = Project::load(&w.dir.join(&s.dir))?;
        let b = crate::context::open_backend(&project, backend)?;
        let state = match b.load(&s.stack).await {
            Ok(cp) => WorkspaceStackState::Created {
                resources: cp.resources.iter().filter(|r| !r.delete).count(),
                version: cp.serial,
                stale: crate::links::stale_of(&crate::links::Reach::of(&project, b.url()), &cp)
                    .await,
            },
            Err(strata_state::StateError::NoStack(_)) => WorkspaceStackState::NotCreated,
            Err(e) => WorkspaceStackState::Unreadable {
                error: e.to_string(),
            },
        };
        stacks.push(WorkspaceStack {
            name: format!("{}/{}", project.name(), s.stack),
            dir: s.dir.clone(),
            state,
        });
    }
    if w.file.persistent
        && let Ok(cp) = graphs_backend(w, backend)?.load(&w.name()).await
    {
        let listed: BTreeSet<String> = stacks.iter().map(|s| s.name.clone()).collect();
        for s in persisted(&cp).stacks {
            if !listed.contains(&s.stack) {
                stacks.push(WorkspaceStack {
                    name: s.stack,
                    dir: s.dir,
                    state: WorkspaceStackState::Removed,
                });
            }
        }
    }
    Ok(stacks)
}

/// One version of a workspace's persisted graph, as [`workspace_history`] sees it.
#[derive(Clone, Debug, serde::Serialize)]
pub struct GraphVersion {
    pub version: u64,
    pub updated_at: String,
    pub command: Option<String>,
    pub user: Option<String>,
    pub stacks: Vec<String>,
}

/// Every version of workspace `w`'s persisted graph, oldest first.
pub async fn workspace_history(
    w: &Workspace,
    backend: Option<&str>,
) -> crate::Result<Vec<GraphVersion>> {
    if !w.file.persistent {
        bail!(
            "workspace `{}` keeps no graph: set `persistent = true` in {}",
            w.name(),
            strata_workspace::WORKSPACE_FILE
        );
    }
    let b = graphs_backend(w, backend)?;
    let name = w.name();
    let serials = match b.history(&name).await {
        Ok(s) => s,
        Err(strata_state::StateError::NoStack(_)) => vec![],
        Err(e) => return Err(e.into()),
    };
    let mut versions = vec![];
    for s in serials.into_iter().filter(|s| *s > 0) {
        let cp = b.load_version(&name, s).await?;
        versions.push(GraphVersion {
            version: s,
            stacks: persisted(&cp).stacks.into_iter().map(|s| s.stack).collect(),
            updated_at: cp.updated_at,
            command: cp.made_by.as_ref().map(|m| m.command.clone()),
            user: cp.made_by.map(|m| m.user),
        });
    }
    Ok(versions)
}

/// The workspace's graph lease (renewed in the background until released: a renewal that
/// fails is found out at the graph's save, which the backend then refuses).
async fn lock_graph(b: &Arc<dyn Backend>, name: &str, what: &str, say: &Say) -> Result<Lease> {
    let lease = Lease::take(b.as_ref(), name, LockInfo::current(what))
        .await
        .map_err(|e| match e {
            strata_state::StateError::Locked { holder, .. } => anyhow::anyhow!(
                "workspace `{name}` is locked by {holder}: wait for it to finish. If that process is gone, `strata workspace unlock` removes the lock (with --force, even if its holder may still be running)"
            ),
            e => e.into(),
        })?;
    if let Some(previous) = lease.taken_over() {
        say.warn(format!(
            "took over the lock of workspace `{name}` from {previous}, whose lease had run out or whose process is gone; the stacks it was running keep their own locks and journals (`strata refresh` in one settles what it left unfinished)"
        ));
    }
    Ok(lease)
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
        let b = crate::context::open_url(&url, &dir, &name.project, chosen_by(backend))?;
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

// ---------------------------------------------------------------------------------------------
// Running a graph

/// How one stack's operation in a graph went.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum StackResult {
    #[serde(rename = "done")]
    Done,
    #[serde(rename = "failed")]
    Failed,
    /// Not run on this user's behalf (see [`Member::skipped`]).
    #[serde(rename = "skipped")]
    Skipped,
    /// A cascade's reader whose upstream outputs did not change.
    #[serde(rename = "up to date")]
    UpToDate,
    /// A stack before it failed.
    #[serde(rename = "not run")]
    NotRun,
}

impl StackResult {
    pub fn as_str(self) -> &'static str {
        match self {
            StackResult::Done => "done",
            StackResult::Failed => "failed",
            StackResult::Skipped => "skipped",
            StackResult::UpToDate => "up to date",
            StackResult::NotRun => "not run",
        }
    }
}

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

fn outcome(
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
/// nothing more starts. `observer` is told when each stack starts and ends.
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
struct Watch {
    inner: Arc<dyn Observer>,
    summary: Mutex<Option<crate::events::Summary>>,
    error: Mutex<Option<String>>,
}

impl Observer for Watch {
    fn event(&self, event: Event) {
        match &event {
            Event::Summary(s) => *self.summary.lock().unwrap() = Some((**s).clone()),
            Event::Diagnostic {
                severity: Severity::Error,
                message,
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
async fn run_one(
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

/// `up --cascade` / `preview --cascade`, after the stack's own operation: its downstream
/// stacks, once `asker` agrees (`ask`); `None` when there are none or it did not.
#[expect(
    clippy::too_many_arguments,
    reason = "where it starts (directory, stack, backend), what to run, who answers, how to build, what stops it, who watches"
)]
pub async fn cascade(
    dir: &Path,
    root: StackName,
    backend: Arc<dyn Backend>,
    verb: Verb,
    ask: Option<&dyn Asker>,
    build: crate::BuildChoice,
    cancel: Cancel,
    observer: Arc<dyn Observer>,
) -> crate::Result<Option<Vec<StackOutcome>>> {
    let say = Say(observer.clone());
    let g = downstream_graph(dir, root, backend).await?;
    if g.members.len() == 1 {
        say.info("Cascade: no stack reads this one's outputs.");
        return Ok(None);
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
    say.info(format!(
        "Cascade: {} stack(s) read this one's outputs, directly or not:\n{}",
        g.members.len() - 1,
        lines.join("\n")
    ));
    if let Some(asker) = ask.filter(|_| verb == Verb::Up)
        && !asker.confirm("Update each of them that is out of date?")
    {
        say.info("Cascade cancelled; those stacks were not changed.");
        return Ok(None);
    }
    let opts = RunOptions {
        verb,
        parallel: 4,
        only_stale: verb == Verb::Up,
        skip_first: verb == Verb::Up,
        new_stacks: false,
        cancel,
        components: None,
        build,
        runtime: None,
        workspace_stacks: None,
    };
    let outcomes = run_graph(&g, &opts, &observer).await?;
    Ok(Some(if verb == Verb::Up {
        outcomes[1..].to_vec()
    } else {
        outcomes
    }))
}

/// A workspace operation's options.
#[derive(Clone, Default)]
pub struct WorkspaceOptions {
    /// Go ahead without asking.
    pub yes: bool,
    /// Stacks at once (default: the workspace's `parallel`, else 4).
    pub parallel: Option<usize>,
    /// The backend URL that overrides the workspace's.
    pub backend: Option<String>,
    pub cancel: Cancel,
    /// Whether each program's build command runs.
    pub build: crate::BuildChoice,
}

/// What a workspace operation did to each stack, and whether it was cancelled when asked.
pub struct WorkspaceOutcome {
    pub workspace: String,
    pub stacks: Vec<StackOutcome>,
}

impl WorkspaceOutcome {
    pub fn ok(&self) -> bool {
        !self.stacks.iter().any(StackOutcome::failed)
    }
}

/// `workspace preview | up | destroy` of the workspace `w`.
pub async fn run_workspace(
    w: &Workspace,
    verb: Verb,
    a: &WorkspaceOptions,
    observer: Arc<dyn Observer>,
    asker: Arc<dyn Asker>,
) -> crate::Result<WorkspaceOutcome> {
    let say = Say(observer.clone());
    let backend = a.backend.as_deref();
    if verb != Verb::Preview && !a.yes && !asker.can_ask() {
        bail!(
            "`strata workspace {}` changes every stack of the workspace: pass --yes to run it without a prompt",
            verb.name()
        );
    }
    let name = w.name();
    let graphs = if w.file.persistent {
        Some(graphs_backend(w, backend)?)
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
                say.note(format!(
                    "workspace `{name}` has no persisted graph yet (in {}): stacks removed from {} before now are not known, so none is destroyed; from this run on, removing a stack from it destroys the stack",
                    strata_state::hide_password(&b.url()),
                    strata_workspace::WORKSPACE_FILE
                ));
            }
            Some(lock_graph(b, &name, &format!("workspace {}", verb.name()), &say).await?)
        }
        _ => None,
    };
    let ran = workspace_locked(
        w,
        verb,
        a,
        &observer,
        asker.as_ref(),
        graphs.as_ref(),
        lock.as_ref(),
    )
    .await;
    if let Some(l) = lock {
        let released = l.release().await;
        let stacks = ran?;
        released?;
        return Ok(WorkspaceOutcome {
            workspace: name,
            stacks,
        });
    }
    Ok(WorkspaceOutcome {
        workspace: name,
        stacks: ran?,
    })
}

async fn workspace_locked(
    w: &Workspace,
    verb: Verb,
    a: &WorkspaceOptions,
    observer: &Arc<dyn Observer>,
    asker: &dyn Asker,
    graphs: Option<&Arc<dyn Backend>>,
    lock: Option<&Lease>,
) -> Result<Vec<StackOutcome>> {
    let say = Say(observer.clone());
    let name = w.name();
    let backend = a.backend.as_deref();
    let parallel = a.parallel.or(w.file.parallel).unwrap_or(4);
    let base = match graphs {
        Some(b) => match b.load(&name).await {
            Ok(cp) => Some(cp),
            Err(strata_state::StateError::NoStack(_)) => {
                if verb == Verb::Preview {
                    say.note(format!(
                        "workspace `{name}` has no persisted graph yet: stacks removed from {} before now are not known, so none would be destroyed",
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
    let g = workspace_graph(w, backend, a.build, &say).await?;
    g.order()?;
    // A preview makes nothing: a stack not made yet is previewed as empty (`new_stacks`).
    if verb == Verb::Up {
        for m in &g.members {
            let dir = m.dir.as_ref().expect("workspace members have directories");
            ensure_stack(&Project::load(dir)?, &m.name.stack, backend, &say).await?;
        }
    }
    let (removed, gone) = if verb == Verb::Destroy {
        (Graph::default(), vec![])
    } else {
        removed_graph(w, &old, backend).await?
    };
    for s in &gone {
        say.note(format!(
            "stack {s} of the persisted graph no longer exists: dropped from the graph"
        ));
    }
    if !removed.members.is_empty() {
        let names: Vec<String> = removed.members.iter().map(|m| m.name.to_string()).collect();
        say.info(format!(
            "Stacks removed from {} since the last `workspace up`, to be destroyed (dependents first): {}",
            strata_workspace::WORKSPACE_FILE,
            names.join(", ")
        ));
        if verb == Verb::Up && !a.yes && !asker.confirm("Destroy them?") {
            say.info("Cancelled; nothing changed.");
            return Ok(vec![]);
        }
    }
    let listed: Arc<[StackName]> = g.members.iter().map(|m| m.name.clone()).collect();
    let opts = |verb| RunOptions {
        verb,
        parallel,
        only_stale: false,
        skip_first: false,
        new_stacks: true,
        cancel: a.cancel.clone(),
        components: None,
        build: a.build,
        runtime: None,
        workspace_stacks: None,
    };
    // The stacks the file lists (not those removed from it) know the others it lists.
    let listing = |verb| RunOptions {
        workspace_stacks: Some(listed.clone()),
        ..opts(verb)
    };
    let mut outcomes = vec![];
    if !removed.members.is_empty() && verb == Verb::Up {
        outcomes = run_graph(&removed, &opts(Verb::Destroy), observer).await?;
        // A destroyed stack is removed too: nothing of it is left to find.
        for (m, o) in removed.members.iter().zip(&outcomes) {
            if o.result == StackResult::Done
                && let Some(dir) = &m.dir
            {
                let removed = async {
                    let project = Project::load(dir)?;
                    let b = crate::context::open_backend(&project, m.backend.as_deref())?;
                    crate::stacks::remove(&project, &b, &m.name.stack, false).await
                };
                match removed.await {
                    Ok(warnings) => warnings.into_iter().for_each(|w| say.warn(w)),
                    Err(e) => say.warn(format!(
                        "stack {} was destroyed but not removed: {e:#}",
                        m.name
                    )),
                }
            }
        }
    } else if verb == Verb::Preview {
        for m in &removed.members {
            observer.event(Event::StackPlanned {
                stack: m.name.to_string(),
                plan: crate::events::StackPlan::Removed,
            });
        }
    }
    let failed_early = outcomes.iter().any(StackOutcome::failed);
    if !failed_early && verb != Verb::Preview && !a.yes {
        // Asked: what would change first, as `strata up` shows it, then the question.
        if verb == Verb::Up {
            run_graph(&g, &listing(Verb::Preview), observer).await?;
        } else {
            for m in &g.members {
                observer.event(Event::StackPlanned {
                    stack: m.name.to_string(),
                    plan: crate::events::StackPlan::Destroyed,
                });
            }
        }
        if !asker.confirm(&format!(
            "Do you want to perform this {} of {} stack(s)?",
            if verb == Verb::Up {
                "update"
            } else {
                "destroy"
            },
            g.members.len()
        )) {
            say.info("Cancelled; nothing more changed.");
            return Ok(outcomes);
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
        outcomes.extend(run_graph(&g2, &listing(verb), observer).await?);
    }
    // The new graph: the stacks it lists (none after a destroy that went through), and the
    // removed ones whose destroy did not.
    if let (Some(b), Some(l)) = (graphs, lock) {
        let mut stacks = vec![];
        let failed: BTreeSet<&str> = outcomes
            .iter()
            .filter(|o| o.result != StackResult::Done)
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
                    o.result == StackResult::Done
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
            b.save(&name, &cp, l.lock().as_ref()).await?;
        }
    }
    Ok(outcomes)
}

/// The workspace file in `cwd` or above it.
pub fn find_workspace(cwd: &Path) -> crate::Result<Workspace> {
    Ok(Workspace::find(cwd)?.ok_or_else(|| {
        anyhow::anyhow!(
            "no {} in {} or any directory above it: list the stacks to run together there ([[stack]] dir = \"network\", stack = \"dev\")",
            strata_workspace::WORKSPACE_FILE,
            cwd.display()
        )
    })?)
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
