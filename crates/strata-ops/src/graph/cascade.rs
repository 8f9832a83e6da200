//! A cascade: the stacks that read a stack's outputs (found through the index of dependents),
//! as a graph, and run after it.

use super::*;
use crate::events::Observer;
use crate::links::StackName;
use crate::{Asker, Say};
use anyhow::Result;
use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use strata_engine::Cancel;
use strata_state::Backend;
use strata_workspace::{Project, Workspace};

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
pub(crate) fn locate(
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
        "Cascade: {} read this one's outputs, directly or not:\n{}",
        strata_model::spelling::count(g.members.len() - 1, "stack", "stacks"),
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
