//! Staleness: whether the outputs a stack read from its upstreams changed since, by one
//! comparison of the versions recorded.

use std::collections::BTreeMap;
use strata_model::Value;
use strata_state::{Backend, Checkpoint, StateError, Upstream};

use super::*;

/// The outputs a downstream that read `upstream` at version `read` and uses `outputs` no
/// longer has as it read them: changed since, or gone (all of them when the upstream is gone).
/// `upstream` is its outputs and when each last changed.
pub fn stale_outputs(
    upstream: Option<(&Value, &BTreeMap<String, u64>)>,
    read: u64,
    outputs: &[String],
) -> Vec<String> {
    outputs
        .iter()
        .filter(|o| match upstream {
            None => true,
            Some((now, changed_at)) => {
                now.get(o.as_str()).is_none()
                    || changed_at.get(o.as_str()).copied().unwrap_or(0) > read
            }
        })
        .cloned()
        .collect()
}

/// The outputs and last-changed versions of checkpoint `cp`, for [`stale_outputs`].
pub(crate) fn current(cp: &Checkpoint) -> (&Value, &BTreeMap<String, u64>) {
    (&cp.outputs, &cp.links.output_versions)
}

/// The stacks that read `stack` and what each would lose: for a destroy, every output it
/// reads; for an update, those the program's `outputs` no longer has.
pub async fn losses(
    backend: &dyn Backend,
    stack: &str,
    destroy: bool,
    outputs: Option<&Value>,
) -> Result<Vec<(String, Vec<String>)>, StateError> {
    let dependents = match backend.dependents(stack).await {
        // A stack not made yet (`workspace preview`) is read by nobody.
        Err(StateError::NoStack(_)) => vec![],
        listed => listed?,
    };
    let mut out = vec![];
    for d in dependents {
        let lost: Vec<String> = d
            .outputs
            .iter()
            .filter(|o| destroy || outputs.and_then(|v| v.get(o.as_str())).is_none())
            .cloned()
            .collect();
        if !lost.is_empty() {
            out.push((d.stack, lost));
        }
    }
    Ok(out)
}

/// "a/dev (reads x, y), b/dev (reads z)".
pub fn describe(stacks: &[(String, Vec<String>)]) -> String {
    stacks
        .iter()
        .map(|(s, o)| format!("{s} (reads {})", o.join(", ")))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The stacks `cp` reads whose outputs changed since it read them, each with those outputs (an
/// upstream that cannot be read is left out).
pub async fn stale_of(reach: &Reach, cp: &strata_state::Checkpoint) -> Vec<(String, Vec<String>)> {
    let mut stale = vec![];
    for u in &cp.links.upstreams {
        if let Ok(o) = stale_upstream(reach, u).await
            && !o.is_empty()
        {
            stale.push((u.stack.to_string(), o));
        }
    }
    stale
}

/// Which outputs of upstream `u` (as a stack of the project `reach` is of records it) changed
/// since it was read: through the backends and grants of that project, never a URL of state.
pub async fn stale_upstream(reach: &Reach, u: &Upstream) -> Result<Vec<String>, String> {
    let name = StackName::parse(&u.stack, &reach.project)?;
    let b = reach.open(u.backend.as_deref(), &name, true)?;
    match b.load(&name.stack).await {
        Ok(cp) => Ok(stale_outputs(Some(current(&cp)), u.version, &u.outputs)),
        Err(StateError::NoStack(_)) => Ok(stale_outputs(None, u.version, &u.outputs)),
        Err(e) => Err(e.to_string()),
    }
}
