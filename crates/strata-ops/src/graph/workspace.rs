//! A workspace's stacks as a graph: its members, the graph it persists in the backend (its
//! versions, its lease), the stacks it no longer lists, and a run of the whole workspace.

use super::*;
use crate::events::{Event, Observer};
use crate::lease::Lease;
use crate::links::StackName;
use crate::{Asker, Say};
use anyhow::{Context as _, Result};
use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;
use strata_engine::Cancel;
use strata_state::{Backend, Checkpoint, LockInfo};
use strata_workspace::{Project, Workspace};

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
pub(crate) async fn ensure_stack(
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
pub(crate) fn chosen_by(backend: Option<&str>) -> crate::context::ChosenBy {
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
pub(crate) async fn lock_graph(
    b: &Arc<dyn Backend>,
    name: &str,
    what: &str,
    say: &Say,
) -> Result<Lease> {
    let lease = Lease::take(b.as_ref(), name, LockInfo::current(what))
        .await
        .map_err(|e| match e {
            strata_state::StateError::Locked { holder, .. } => anyhow::anyhow!(
                "workspace `{name}` is locked by {holder}: wait for it to finish. If that process is gone, `strata workspace unlock` removes the lock (with --force, even if its holder may still be running)"
            ),
            e => e.into(),
        })?;
    if let Some(previous) = lease.taken_over() {
        say.coded(crate::Severity::Warning, "lock-taken-over", format!(
            "took over the lock of workspace `{name}` from {previous}, whose lease had run out or whose process is gone; the stacks it was running keep their own locks and journals (`strata refresh` in one settles what it left unfinished)"
        ));
    }
    Ok(lease)
}

/// The stacks a persisted graph names that the workspace file no longer lists and that still
/// exist, as a graph to destroy (dependents first); and those that no longer exist.
pub(crate) async fn removed_graph(
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
        self.stacks.iter().all(StackOutcome::ok)
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

pub(crate) async fn workspace_locked(
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
