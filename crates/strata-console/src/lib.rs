//! What `strata console` shows, read from the state of a project's or a workspace's stacks on
//! any backend: the stacks with their locks and staleness, a stack's resources, its history and
//! the difference between two versions, the workspace's graph of stacks, and the records of
//! operations as they run (see [`strata_ops::runs`]). Everything here only reads, and every value is
//! shown with its secrets as `[secret]`: the state holds them sealed, and the one place that
//! opens them (with the stack's key, to tell whether a secret changed between two versions)
//! shows `[secret]` too.
//!
//! A crate of its own, so that an embedder of the library (`strata-ops`) links no HTTP server.
//! The HTTP server over it is [`server`]. Its answers are the types of `strata_wire::console`
//! (from which the page's TypeScript types are generated).

pub mod server;

use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use strata_model::value::redact;
use strata_ops::links::Reach;
use strata_state::{Backend, Checkpoint, LockState, StateError};
use strata_wire::console::{
    ChangedResource, Diff, Difference, GraphEdge, GraphNode, LockHeld, LockUnreadable,
    ResourceDetail, ResourceRef, ResourceRow, Resources, RunHeader, RunInfo, RunRead, StackGraph,
    StackLock, Upstream, Version,
};
use strata_workspace::{Project, Workspace};

pub use strata_wire::console::StackRow;

/// The stacks a console shows: a project's, or every project's of a workspace.
pub struct Console {
    /// The workspace's or the project's name.
    pub title: String,
    pub workspace: bool,
    sources: Vec<Source>,
}

/// One project and its backend, opened to read only.
struct Source {
    project: Project,
    backend: Arc<dyn Backend>,
    reach: Reach,
}

/// Why a request could not be answered.
#[derive(Debug)]
pub enum Problem {
    /// No such project, stack, version or run.
    NotFound(String),
    /// A request that does not make sense (a bad name, a bad version).
    Bad(String),
    /// The state could not be read.
    Failed(String),
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Problem::NotFound(m) | Problem::Bad(m) | Problem::Failed(m) => f.write_str(m),
        }
    }
}

impl From<StateError> for Problem {
    fn from(e: StateError) -> Problem {
        match e {
            StateError::NoStack(_) => Problem::NotFound(e.to_string()),
            StateError::BadName(_) => Problem::Bad(e.to_string()),
            e => Problem::Failed(e.to_string()),
        }
    }
}

type Answer<T> = std::result::Result<T, Problem>;

impl Console {
    /// The console of the workspace `cwd` is in (when it is the workspace's directory or one of
    /// the projects it lists), else of the project in `cwd`. `url` overrides each project's
    /// backend, as `--backend` does.
    pub fn open(cwd: &Path, url: Option<&str>) -> strata_ops::Result<Console> {
        let workspace = Workspace::find(cwd)?
            .filter(|w| std::fs::canonicalize(cwd).is_ok_and(|c| c == w.dir) || w.lists(cwd));
        let (title, dirs): (String, Vec<PathBuf>) = match &workspace {
            Some(w) => {
                let mut dirs: Vec<PathBuf> = vec![];
                for s in &w.file.stacks {
                    let d = w.dir.join(&s.dir);
                    if !dirs.contains(&d) {
                        dirs.push(d);
                    }
                }
                (w.name(), dirs)
            }
            None => {
                let p = Project::find(cwd)?;
                (p.name().to_string(), vec![p.dir.clone()])
            }
        };
        let mut sources: Vec<Source> = vec![];
        for dir in dirs {
            let project = Project::load(&dir)?;
            if sources.iter().any(|s| s.project.name() == project.name()) {
                continue;
            }
            let (url, by) = strata_ops::context::backend_choice(&project, url);
            let backend = strata_ops::context::open_reader(&url, &project.dir, project.name(), by)?;
            let reach = Reach::of(&project, backend.url());
            sources.push(Source {
                project,
                backend,
                reach,
            });
        }
        Ok(Console {
            title,
            workspace: workspace.is_some(),
            sources,
        })
    }

    /// The project `project` of this console, for its stack `stack` (a name checked before it
    /// is used in any path or query).
    fn source(&self, project: &str, stack: &str) -> Answer<&Source> {
        let s = self
            .sources
            .iter()
            .find(|s| s.project.name() == project)
            .ok_or_else(|| Problem::NotFound(format!("no project `{project}` here")))?;
        strata_state::check_stack_name(stack)?;
        Ok(s)
    }

    async fn load(&self, project: &str, stack: &str) -> Answer<Checkpoint> {
        Ok(self.source(project, stack)?.backend.load(stack).await?)
    }

    /// Every stack, with what it holds, who reads it, whether it is stale and who holds its
    /// lock. A stack whose state cannot be read is listed with the reason.
    pub async fn stacks(&self) -> Answer<Vec<StackRow>> {
        let mut rows = vec![];
        for s in &self.sources {
            for stack in s.backend.list_stacks().await? {
                rows.push(row(s, stack).await);
            }
        }
        Ok(rows)
    }

    /// A stack's resources as a list (type, name, id, status, protect, parent, dependencies,
    /// and the stack a reference reads; [`Console::resource`] has one's inputs and outputs),
    /// its outputs and the stacks it reads.
    pub async fn resources(&self, project: &str, stack: &str) -> Answer<Resources> {
        let cp = self.load(project, stack).await?;
        let status = statuses(&cp);
        let mut resources: Vec<ResourceRow> = cp
            .resources
            .iter()
            .map(|r| ResourceRow {
                urn: r.urn.0.clone(),
                ty: r.ty.clone(),
                name: r.urn.name().into(),
                id: Some(r.id.clone()),
                status: status(r),
                protect: Some(r.protect),
                parent: Some(r.lifecycle.parent.as_ref().map(|p| p.0.clone())),
                dependencies: urns(&r.dependencies),
                component: r.lifecycle.component.then_some(true),
                reads: (r.ty == strata_ops::links::REFERENCE)
                    .then(|| r.inputs.get("stack").cloned().unwrap_or_default()),
            })
            .collect();
        // Interrupted creates: not in the state yet, listed so that they are seen.
        let known: BTreeSet<&str> = cp.resources.iter().map(|r| r.urn.0.as_str()).collect();
        resources.extend(
            cp.pending_operations
                .iter()
                .filter(|p| !known.contains(p.urn.0.as_str()))
                .map(|p| ResourceRow {
                    urn: p.urn.0.clone(),
                    ty: p.ty.clone(),
                    name: p.urn.name().into(),
                    id: p.id.clone(),
                    status: format!("interrupted {}", p.op),
                    protect: None,
                    parent: None,
                    dependencies: vec![],
                    component: None,
                    reads: None,
                }),
        );
        let upstreams = cp
            .links
            .upstreams
            .iter()
            .map(|u| Upstream {
                stack: u.stack.clone(),
                backend: None,
                version: u.version,
                outputs: u.outputs.clone(),
            })
            .collect();
        Ok(Resources {
            project: project.into(),
            stack: stack.into(),
            serial: cp.serial,
            updated_at: cp.updated_at.clone(),
            outputs: redact(&cp.outputs),
            resources,
            upstreams,
        })
    }

    /// One resource of a stack, all of it (its inputs and outputs too), secrets as `[secret]`.
    pub async fn resource(&self, project: &str, stack: &str, urn: &str) -> Answer<ResourceDetail> {
        let cp = self.load(project, stack).await?;
        if let Some(r) = cp.resources.iter().find(|r| r.urn.0 == urn) {
            // The lifecycle as the state writes it (what it does not say is left out).
            let lifecycle = match serde_json::to_value(&r.lifecycle) {
                Ok(Value::Object(m)) if !r.lifecycle.is_default() => Some(m),
                _ => None,
            };
            return Ok(ResourceDetail {
                urn: r.urn.0.clone(),
                ty: r.ty.clone(),
                id: Some(r.id.clone()),
                inputs: redact(&r.inputs),
                outputs: redact(&r.outputs),
                dependencies: urns(&r.dependencies),
                protect: r.protect,
                delete: r.delete,
                lifecycle,
                provider: None,
                name: r.urn.name().into(),
                status: statuses(&cp)(r),
            });
        }
        match cp.pending_operations.iter().find(|p| p.urn.0 == urn) {
            Some(p) => Ok(ResourceDetail {
                urn: p.urn.0.clone(),
                ty: p.ty.clone(),
                id: p.id.clone(),
                inputs: redact(&p.inputs),
                outputs: Value::Object(Default::default()),
                dependencies: vec![],
                protect: false,
                delete: false,
                lifecycle: None,
                provider: Some(p.provider.clone()),
                name: p.urn.name().into(),
                status: format!("interrupted {}", p.op),
            }),
            None => Err(Problem::NotFound(format!(
                "no resource `{urn}` in stack `{project}/{stack}`"
            ))),
        }
    }

    /// Every version of a stack's state: who made it, when, with which command and changes.
    pub async fn history(&self, project: &str, stack: &str) -> Answer<Vec<Version>> {
        let s = self.source(project, stack)?;
        strata_ops::stacks::history(s.backend.as_ref(), stack)
            .await
            .map(|versions| versions.into_iter().map(version).collect())
            .map_err(|e| Problem::Failed(e.to_string()))
    }

    /// What changed from version `from` to version `to` of a stack: resources added, removed
    /// and changed (each with the properties that changed), and its outputs.
    pub async fn diff(&self, project: &str, stack: &str, from: u64, to: u64) -> Answer<Diff> {
        let s = self.source(project, stack)?;
        let version = |serial: u64| async move {
            s.backend
                .load_version(stack, serial)
                .await
                .map_err(|e| match e {
                    StateError::NoStack(_) => Problem::NotFound(e.to_string()),
                    e => Problem::NotFound(format!("version {serial} of stack `{stack}`: {e}")),
                })
        };
        let (a, b) = (version(from).await?, version(to).await?);
        // A secret is sealed afresh each time a version is saved: two sealed copies differ
        // whatever their values. With the stack's key at hand their values are compared here
        // (in memory only; what is shown is `[secret]` either way); without it, a sealed secret
        // that differs is said to be sealed.
        let opened = strata_ops::context::stack_secrets(&s.project, stack)
            .ok()
            .and_then(|k| {
                Some((
                    k.decrypt_checkpoint(a.clone()).ok()?,
                    k.decrypt_checkpoint(b.clone()).ok()?,
                ))
            });
        let (a, b) = opened.unwrap_or((a, b));
        let by_urn = |cp: &Checkpoint| -> BTreeMap<String, Arc<strata_model::ResourceState>> {
            cp.resources
                .iter()
                .filter(|r| !r.delete)
                .map(|r| (r.urn.0.clone(), r.clone()))
                .collect()
        };
        let (before, after) = (by_urn(&a), by_urn(&b));
        let by = |urn: &str, r: &strata_model::ResourceState| ResourceRef {
            urn: urn.into(),
            ty: r.ty.clone(),
            name: r.urn.name().into(),
        };
        let mut added = vec![];
        let mut removed = vec![];
        let mut changed = vec![];
        for (urn, r) in &after {
            match before.get(urn) {
                None => added.push(by(urn, r)),
                Some(old) => {
                    let mut changes = vec![];
                    // The memo is the engine's own (a digest of what the provider was given).
                    let shown = |r: &strata_model::ResourceState| {
                        let mut v = serde_json::to_value(r).unwrap_or_default();
                        if let Value::Object(m) = &mut v {
                            m.remove("memo");
                        }
                        v
                    };
                    let (o, n) = (shown(old), shown(r));
                    differences(&mut String::new(), &o, &n, &mut changes);
                    if !changes.is_empty() {
                        changed.push(ChangedResource {
                            urn: urn.clone(),
                            ty: r.ty.clone(),
                            name: r.urn.name().into(),
                            changes,
                        });
                    }
                }
            }
        }
        for (urn, r) in &before {
            if !after.contains_key(urn) {
                removed.push(by(urn, r));
            }
        }
        let mut outputs = vec![];
        differences(&mut String::new(), &a.outputs, &b.outputs, &mut outputs);
        Ok(Diff {
            from,
            to,
            added,
            removed,
            changed,
            outputs,
        })
    }

    /// The graph of the stacks: each stack, and an edge from each stack to each that reads it
    /// (with the outputs it reads and whether it is stale). Stacks read from elsewhere are
    /// nodes too, marked `external`.
    pub async fn stack_graph(&self) -> Answer<StackGraph> {
        let rows = self.stacks().await?;
        let mut nodes = vec![];
        let mut edges = vec![];
        let mut seen: BTreeSet<String> = rows.iter().map(|r| r.id.clone()).collect();
        for r in &rows {
            nodes.push(GraphNode {
                id: r.id.clone(),
                resources: Some(r.resources),
                stale: Some(!r.stale.is_empty()),
                locked: Some(r.lock.is_some()),
                error: Some(r.error.clone()),
                external: None,
            });
            for u in &r.reads {
                let stale: Option<&Vec<String>> =
                    r.stale.iter().find(|(s, _)| *s == u.stack).map(|(_, o)| o);
                edges.push(GraphEdge {
                    from: u.stack.clone(),
                    to: r.id.clone(),
                    outputs: u.outputs.clone(),
                    stale: stale.is_some(),
                    stale_outputs: stale.cloned(),
                });
                if seen.insert(u.stack.clone()) {
                    nodes.push(GraphNode {
                        id: u.stack.clone(),
                        resources: None,
                        stale: None,
                        locked: None,
                        error: None,
                        external: Some(true),
                    });
                }
            }
        }
        Ok(StackGraph {
            title: self.title.clone(),
            workspace: self.workspace,
            nodes,
            edges,
        })
    }

    /// The records of `project`'s stack `stack`'s operations, newest first.
    pub fn runs(&self, project: &str, stack: &str) -> Answer<Vec<RunInfo>> {
        let dir = self.runs_dir(project, stack)?;
        let mut runs = vec![];
        for run in strata_ops::runs::list(&dir).into_iter().rev() {
            if let Ok(r) = strata_ops::runs::read(&dir, &run, 0, 0) {
                let h = r.header.as_ref();
                runs.push(RunInfo {
                    operation: h.map(|h| h.operation.clone()),
                    started_at: h.map(|h| h.holder.started_at.clone()),
                    user: h.map(|h| h.holder.owner.clone()),
                    host: h.map(|h| h.holder.host.clone()),
                    run,
                    ended: r.ended,
                    interrupted: r.interrupted,
                });
            }
        }
        Ok(runs)
    }

    /// Record `run` of a stack from byte `from` on (at most 1 MiB of it).
    pub fn run(&self, project: &str, stack: &str, run: &str, from: u64) -> Answer<RunRead> {
        let dir = self.runs_dir(project, stack)?;
        let read =
            strata_ops::runs::read(&dir, run, from, 1 << 20).map_err(|e| match e.kind() {
                std::io::ErrorKind::NotFound => {
                    Problem::NotFound(format!("no run `{run}` of stack `{project}/{stack}`"))
                }
                std::io::ErrorKind::InvalidInput => Problem::Bad(e.to_string()),
                _ => Problem::Failed(format!("run `{run}` of stack `{project}/{stack}`: {e}")),
            })?;
        Ok(RunRead {
            header: read.header.map(|h| RunHeader {
                run: h.run,
                operation: h.operation,
                project: h.project,
                stack: h.stack,
                holder: match serde_json::to_value(&h.holder) {
                    Ok(Value::Object(m)) => m,
                    _ => Default::default(),
                },
            }),
            events: read.events,
            next: read.next,
            ended: read.ended,
            interrupted: read.interrupted,
        })
    }

    fn runs_dir(&self, project: &str, stack: &str) -> Answer<PathBuf> {
        let s = self.source(project, stack)?;
        strata_ops::runs::dir(&s.backend.url(), project, stack)
            .ok_or_else(|| Problem::Failed("no cache directory (HOME is not set)".into()))
    }
}

async fn row(s: &Source, stack: String) -> StackRow {
    let mut row = StackRow {
        id: format!("{}/{stack}", s.project.name()),
        project: s.project.name().into(),
        stack: stack.clone(),
        serial: 0,
        updated_at: String::new(),
        resources: 0,
        last: None,
        reads: vec![],
        stale: vec![],
        readers: vec![],
        lock: None,
        error: None,
    };
    let cp = match s.backend.load(&stack).await {
        Ok(cp) => cp,
        Err(e) => {
            row.error = Some(e.to_string());
            return row;
        }
    };
    row.serial = cp.serial;
    row.updated_at.clone_from(&cp.updated_at);
    row.resources = cp.resources.iter().filter(|r| !r.delete).count() as u64;
    row.stale = strata_ops::links::stale_of(&s.reach, &cp).await;
    row.reads = cp
        .links
        .upstreams
        .iter()
        .map(|u| Upstream {
            stack: u.stack.clone(),
            backend: u.backend.clone(),
            version: u.version,
            outputs: u.outputs.clone(),
        })
        .collect();
    row.last = cp.made_by.as_ref().map(|m| Version {
        serial: cp.serial,
        updated_at: cp.updated_at.clone(),
        command: m.command.clone(),
        user: m.user.clone(),
        resources: row.resources,
        changes: counted(&m.changes),
    });
    row.readers = match s.backend.dependents(&stack).await {
        Ok(d) => d.into_iter().map(|d| d.stack).collect(),
        Err(_) => vec![],
    };
    row.lock = match s.backend.lock_holder(&stack).await {
        Ok(LockState::Free) => None,
        // Left released only to hand a fence on: no one holds it.
        Ok(LockState::Held(h)) if h.released => None,
        Ok(LockState::Held(h)) => {
            let expired = strata_state::format::parse_time(&h.expires_at)
                .is_some_and(|t| t < strata_state::OffsetDateTime::now_utc());
            Some(StackLock::Held(LockHeld {
                owner: h.owner.clone(),
                host: h.host.clone(),
                pid: h.pid,
                operation: h.operation.clone(),
                started_at: h.started_at.clone(),
                expires_at: h.expires_at.clone(),
                lease_ended: expired,
                holder: h.to_string(),
            }))
        }
        Ok(LockState::Unreadable(m)) => {
            Some(StackLock::Unreadable(LockUnreadable { unreadable: m }))
        }
        Err(e) => Some(StackLock::Unreadable(LockUnreadable {
            unreadable: e.to_string(),
        })),
    };
    row
}

/// A version of a stack's state, as the console shows it.
fn version(v: strata_ops::stacks::Version) -> Version {
    Version {
        serial: v.serial,
        updated_at: v.updated_at,
        command: v.command,
        user: v.user,
        resources: v.resources as u64,
        changes: counted(&v.changes),
    }
}

fn counted(changes: &BTreeMap<String, usize>) -> BTreeMap<String, u64> {
    changes
        .iter()
        .map(|(k, n)| (k.clone(), *n as u64))
        .collect()
}

fn urns(urns: &[strata_model::Urn]) -> Vec<String> {
    urns.iter().map(|u| u.0.clone()).collect()
}

/// Each resource's status: `live`, `to be deleted` (an old copy a replacement left),
/// `deleted, replacement pending`, or an operation it was in when a run was interrupted.
fn statuses(cp: &Checkpoint) -> impl Fn(&strata_model::ResourceState) -> String + '_ {
    let pending: BTreeMap<&str, &str> = cp
        .pending_operations
        .iter()
        .map(|p| (p.urn.0.as_str(), p.op.as_str()))
        .collect();
    move |r| {
        if let Some(op) = pending.get(r.urn.0.as_str()) {
            format!("interrupted {op}")
        } else if r.lifecycle.pending_replacement {
            "deleted, replacement pending".into()
        } else if r.delete {
            "to be deleted".into()
        } else {
            "live".into()
        }
    }
}

/// The most differences listed for one value.
const MAX_DIFFERENCES: usize = 200;

/// The differences between `a` and `b` below `path`, each `{path, before, after, sealed}` with
/// secrets as `[secret]` (a secret that changed is listed as changed, shown as `[secret]` both
/// times; `sealed` when both are sealed, so that whether the value changed is not known).
fn differences(path: &mut String, a: &Value, b: &Value, out: &mut Vec<Difference>) {
    if a == b || out.len() >= MAX_DIFFERENCES {
        return;
    }
    let secret = strata_model::value::marker::is_secret;
    match (a, b) {
        (Value::Object(x), Value::Object(y)) if !secret(a) && !secret(b) => {
            let keys: BTreeSet<&String> = x.keys().chain(y.keys()).collect();
            for k in keys {
                let len = path.len();
                if !path.is_empty() {
                    path.push('.');
                }
                path.push_str(k);
                let null = Value::Null;
                differences(
                    path,
                    x.get(k).unwrap_or(&null),
                    y.get(k).unwrap_or(&null),
                    out,
                );
                path.truncate(len);
            }
        }
        (Value::Array(x), Value::Array(y)) if x.len() == y.len() => {
            for (i, (p, q)) in x.iter().zip(y).enumerate() {
                let len = path.len();
                path.push_str(&format!("[{i}]"));
                differences(path, p, q, out);
                path.truncate(len);
            }
        }
        _ => {
            let sealed = strata_model::value::marker::is_sealed(a)
                && strata_model::value::marker::is_sealed(b);
            out.push(Difference {
                path: path.clone(),
                before: redact(a),
                after: redact(b),
                sealed,
            })
        }
    }
}
