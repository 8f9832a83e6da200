//! The stacks a stack reads and is read by, as the graph commands show them.

use strata_state::{Backend, Checkpoint, StateError};

use super::*;

/// A stack's links, both ways, as `strata stack deps` shows them.
#[derive(serde::Serialize)]
pub struct Deps {
    pub stack: String,
    pub upstreams: Vec<Link>,
    pub downstreams: Vec<Link>,
}

#[derive(serde::Serialize)]
pub struct Link {
    pub stack: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub backend: Option<String>,
    /// The upstream's version read.
    pub version: u64,
    pub outputs: Vec<String>,
    /// The outputs read that changed since (or are gone): the downstream is stale.
    pub stale: Vec<String>,
    /// Why staleness could not be told, if it could not.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// The upstreams stack `me` records in `cp`, and the stacks the index says read it, each with
/// whether it is stale.
pub async fn deps(
    reach: &Reach,
    backend: &dyn Backend,
    me: &StackName,
    cp: &Checkpoint,
) -> Result<Deps, StateError> {
    let mut upstreams = vec![];
    for u in &cp.links.upstreams {
        let (stale, error) = match stale_upstream(reach, u).await {
            Ok(s) => (s, None),
            Err(e) => (vec![], Some(e)),
        };
        upstreams.push(Link {
            stack: u.stack.clone(),
            backend: u.backend.clone(),
            version: u.version,
            outputs: u.outputs.clone(),
            stale,
            error,
        });
    }
    let downstreams = backend
        .dependents(&me.stack)
        .await?
        .into_iter()
        .map(|d| Link {
            stale: stale_outputs(Some(current(cp)), d.version, &d.outputs),
            stack: d.stack,
            backend: d.backend,
            version: d.version,
            outputs: d.outputs,
            error: None,
        })
        .collect();
    Ok(Deps {
        stack: me.to_string(),
        upstreams,
        downstreams,
    })
}

impl Deps {
    /// The lines `strata stack deps` prints.
    pub fn lines(&self) -> Vec<String> {
        let mut out = vec![format!("Stack {}", self.stack)];
        let show = |l: &Link| {
            let state = match (&l.error, l.stale.is_empty()) {
                (Some(e), _) => format!("unknown ({e})"),
                (None, true) => "up to date".to_string(),
                (None, false) => format!("stale: {} changed", l.stale.join(", ")),
            };
            format!(
                "  {:<28} version {:<5} reads {:<30} {state}",
                l.stack,
                l.version,
                if l.outputs.is_empty() {
                    "-".to_string()
                } else {
                    l.outputs.join(", ")
                },
            )
        };
        out.push("Reads (upstream stacks):".into());
        if self.upstreams.is_empty() {
            out.push("  none".into());
        }
        out.extend(self.upstreams.iter().map(show));
        out.push("Read by (downstream stacks):".into());
        if self.downstreams.is_empty() {
            out.push("  none".into());
        }
        out.extend(self.downstreams.iter().map(show));
        out
    }
}
