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

mod cascade;
mod run;
mod workspace;

pub use cascade::*;
pub use run::*;
pub use workspace::*;

use crate::links::{StackName, stale_upstream};
use anyhow::Result;
use std::collections::{BTreeSet, VecDeque};
use std::path::{Path, PathBuf};
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
