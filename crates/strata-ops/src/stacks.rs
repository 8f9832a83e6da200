//! A stack's own life: made, and removed once empty.

use crate::links::{Reach, References, StackName};
use anyhow::{Result, bail};
use std::sync::Arc;
use std::time::Duration;
use strata_state::{Backend, LockInfo};
use strata_workspace::Project;

/// Make stack `name` of `project` in `backend`, and give it its stack file (with its id).
pub async fn create(project: &Project, backend: &dyn Backend, name: &str) -> Result<()> {
    strata_workspace::check_stack_name(name)?;
    backend.create_stack(name).await?;
    project.ensure_stack_id(name)?;
    Ok(())
}

/// Remove stack `name` of `project` from `backend`: refused while it holds resources or other
/// stacks read it, unless `force`. Its stack file and selection go with it, and it leaves the
/// indexes of the stacks it read. What could not be done of that last part, as warnings.
pub async fn remove(
    project: &Project,
    backend: &Arc<dyn Backend>,
    name: &str,
    force: bool,
) -> Result<Vec<String>> {
    let cp = backend.load(name).await?;
    let readers = backend.dependents(name).await?;
    if !readers.is_empty() && !force {
        bail!(
            "stack `{name}` is read by other stacks: {}. Update them to stop reading it, or pass --force to remove it anyway (they are then stale)",
            readers
                .iter()
                .map(|d| d.stack.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    if !cp.resources.is_empty() && !force {
        bail!(
            "stack `{name}` still has {} resources: run `strata destroy --stack {name}` first, or pass --force to forget them",
            cp.resources.len()
        );
    }
    let lock = backend
        .lock(name, LockInfo::current("stack rm"), Duration::from_secs(60))
        .await?;
    backend.remove_stack(name).await?;
    drop(lock);
    // It reads nothing any more: out of its upstreams' indexes.
    let links = References::new(
        Arc::new(Reach::of(project, backend.url())),
        StackName {
            project: project.name().into(),
            stack: name.to_string(),
        },
        Default::default(),
        None,
    );
    let warnings = links.index_dropped(&cp.links.upstreams, &[]).await;
    project.clear_selection(name);
    project.remove_stack_file(name);
    Ok(warnings)
}
