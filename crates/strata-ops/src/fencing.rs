//! What a lock's takeover means beyond the state: a holder that was taken over while it may
//! still have been running (paused past its lease, force-unlocked) can have calls in flight
//! that make resources after the fence. The taker keeps that holder's interrupted creates
//! pending until those calls must have ended ([`mark`], [`settle_rule`]); the fenced holder
//! writes what its calls made to the backend's record of late outcomes ([`record`]); the next
//! holder imports that record ([`import`]).

use anyhow::Result;
use std::collections::HashSet;
use std::sync::Arc;
use strata_model::{ResourceState, Urn};
use strata_state::{Backend, Checkpoint, Fenced, LockInfo, Secrets, StackLock};
use strata_workspace::Project;

/// The longest one provider call of this command may run, in seconds: the longest timeout of
/// its providers (the project file's, else the default) and of its resources' own timeouts.
pub(crate) fn call_timeout(project: &Project, plan: &strata_engine::plan::Plan) -> u64 {
    let default = strata_state::format::DEFAULT_CALL_TIMEOUT;
    let providers = project
        .file
        .providers
        .values()
        .map(|p| p.timeout().map_or(default, |t| t.as_secs()));
    let resources = plan.nodes.iter().filter_map(|n| match n {
        strata_engine::plan::PlanNode::Resource { options, .. } => {
            let t = &options.timeouts;
            [t.create, t.update, t.delete]
                .into_iter()
                .flatten()
                .max()
                .map(u64::from)
        }
        _ => None,
    });
    providers.chain(resources).fold(default, u64::max)
}

/// The lock this command holds, as it records itself (with its longest call).
pub(crate) fn lock_info(operation: &str, call_timeout: u64) -> LockInfo {
    LockInfo {
        call_timeout,
        ..LockInfo::current(operation)
    }
}

/// After taking `lock` over from a holder not known to be dead, with interrupted creates in
/// `cp`: mark `cp` fenced until that holder's calls must have ended. Returns whether it did
/// (the checkpoint is then to be saved before anything else).
pub(crate) fn mark(lock: &dyn StackLock, cp: &mut Checkpoint) -> bool {
    let Some(previous) = lock.taken_over() else {
        return false;
    };
    if previous.provably_dead() || cp.interrupted_creates().next().is_none() {
        return false;
    }
    let until = previous.calls_until().unwrap_or_else(|| {
        strata_state::OffsetDateTime::now_utc() + std::time::Duration::from_secs(600)
    });
    // A later mark never shortens an earlier one that still runs.
    let until = match cp.fenced.as_ref().filter(|f| f.running()) {
        Some(f) => strata_state::format::parse_time(&f.until).map_or(until, |t| t.max(until)),
        None => until,
    };
    cp.fenced = Some(Fenced {
        holder: previous.to_string(),
        until: strata_state::format::format_time(until),
    });
    true
}

/// Why the interrupted creates of `cp` may not be cleared now, if they may not: their holder's
/// calls may still be running.
pub(crate) fn settle_rule(cp: &Checkpoint) -> Option<String> {
    let f = cp.fenced.as_ref().filter(|f| f.running())?;
    Some(format!(
        "they were begun by {}, whose lock was taken over while it may still have been running: a call it started may still finish, and make what it creates, until {} (its lease's end plus its longest call)",
        f.holder, f.until
    ))
}

/// Import the records of late outcomes of the stack into `cp`: returns the records' names (to
/// retire once `cp` is saved) and what each import did.
pub(crate) async fn import(
    backend: &dyn Backend,
    project: &str,
    stack: &str,
    secrets: &Secrets,
    cp: &mut Checkpoint,
) -> Result<(Vec<String>, Vec<String>)> {
    let mut names = vec![];
    let mut notes = vec![];
    // Only this stack's resources: one named for another stack (its id another stack's) would
    // be deleted by the next `up` as a resource the program no longer declares.
    // `urn:strata:STACK::PROJECT::`: a URN's own form, with no type and name after it.
    let prefix = Urn::new(stack, project, "", "");
    let ours = prefix.0.strip_suffix("::").unwrap_or(&prefix.0);
    for (name, late) in backend.late_outcomes(stack).await? {
        // Values as state holds them, as `stack import` requires: a record that holds an
        // unknown or a reference marker, or another stack's resource, was not written by a
        // holder of this stack's lock, and is left as it is.
        if let Some((urn, e)) = late.resources.iter().find_map(|r| {
            let foreign = (!r.urn.0.starts_with(ours) || late.stack != stack)
                .then(|| format!("it is not a resource of stack `{project}/{stack}`"));
            foreign
                .or_else(|| {
                    [&r.inputs, &r.outputs]
                        .into_iter()
                        .find_map(|v| strata_model::value::check_stored(v).err())
                })
                .map(|e| (r.urn.clone(), e))
        }) {
            notes.push(format!(
                "the record {name} is not imported: {urn}: {e} (inspect it in the stack's `late` records, and remove it)"
            ));
            continue;
        }
        let late = secrets.decrypt_checkpoint(late)?;
        notes.extend(cp.import_late(&late));
        names.push(name);
    }
    Ok((names, notes))
}

/// The resources of `after` that `base` did not hold (by URN and id): what a run's calls made.
pub(crate) fn made_by_run<'a>(
    base: &[Arc<ResourceState>],
    after: impl Iterator<Item = &'a Arc<ResourceState>>,
) -> Vec<Arc<ResourceState>> {
    let known: HashSet<(&Urn, &str)> = base.iter().map(|r| (&r.urn, r.id.as_str())).collect();
    let mut made: Vec<Arc<ResourceState>> = after
        .filter(|r| !r.delete && !known.contains(&(&r.urn, r.id.as_str())))
        .cloned()
        .collect();
    made.sort_by(|a, b| a.urn.cmp(&b.urn));
    made
}

/// Write what a holder that lost its lock made (`made`, sealed when `secrets` is `None`, else
/// sealed here) to the stack's record of late outcomes: returns where it went.
pub(crate) async fn record(
    backend: &dyn Backend,
    stack: &str,
    secrets: Option<&Secrets>,
    operation: &str,
    made: &[Arc<ResourceState>],
) -> Result<String> {
    let mut late = Checkpoint::empty(stack);
    late.resources = made.to_vec();
    late.made_by = Some(strata_state::MadeBy {
        command: format!(
            "late outcomes of `{operation}` by {}, whose lock was lost",
            LockInfo::current(operation)
        ),
        user: strata_state::format::current_user(),
        changes: Default::default(),
    });
    let late = match secrets {
        Some(s) => s.encrypt_checkpoint(late)?,
        None => late,
    };
    Ok(backend.record_late(stack, &late).await?)
}
