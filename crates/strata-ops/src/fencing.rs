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
/// the providers it calls (each its project file's `timeout`, else the default: also for a
/// provider the project file does not declare) and of its resources' own timeouts. The fence
/// on a holder taken over lasts its lease plus this, not ten minutes whatever they say.
pub(crate) fn call_timeout(project: &Project, plan: &strata_engine::plan::Plan) -> u64 {
    let default = strata_state::format::DEFAULT_CALL_TIMEOUT;
    let declared = &project.file.providers;
    let providers = declared
        .values()
        .map(|p| p.timeout().map_or(default, |t| t.as_secs()));
    let resources = plan.nodes.iter().filter_map(|n| match n {
        strata_engine::plan::PlanNode::Resource {
            ty,
            options,
            component: false,
            ..
        } => {
            let t = &options.timeouts;
            let own = [t.create, t.update, t.delete]
                .into_iter()
                .flatten()
                .max()
                .map(u64::from);
            let package = options
                .provider
                .as_deref()
                .unwrap_or_else(|| strata_model::provider_of(ty));
            let undeclared = (!declared.contains_key(package)).then_some(default);
            own.max(undeclared)
        }
        _ => None,
    });
    providers.chain(resources).max().unwrap_or(default)
}

/// The lock this command holds, as it records itself (with its longest call).
pub(crate) fn lock_info(operation: &str, call_timeout: u64) -> LockInfo {
    LockInfo {
        call_timeout,
        ..LockInfo::current(operation)
    }
}

/// After taking `lock` over from a holder not known to be dead, with interrupted operations (of
/// any kind) in `cp`: mark `cp` fenced until that holder's calls must have ended. Returns whether it did
/// (the checkpoint is then to be saved before anything else).
pub(crate) fn mark(lock: &dyn StackLock, cp: &mut Checkpoint) -> bool {
    let Some(previous) = lock.taken_over() else {
        return false;
    };
    // Every kind of operation: an update or a delete that lands late undoes what the next
    // holder decided on the state without it, as a create that lands late makes an orphan.
    if cp.pending_operations.is_empty() {
        return false;
    }
    // The previous holder's own calls, unless it is provably gone, and the fence it carried
    // from a holder before it (a taker that died before it saved the fence into the state).
    let Some(inherited) = previous.inherited_fence() else {
        return false;
    };
    let Some(mut until) = strata_state::format::parse_time(&inherited.until) else {
        return false;
    };
    // A pending call's own time limit, as the state records it for its resource (one the
    // program no longer declares is deleted under the limit it last had, which the old
    // holder's lock did not count): its lease's end plus that, if later.
    let own = cp
        .pending_operations
        .iter()
        .filter_map(|p| {
            let r = cp.resources.iter().find(|r| r.urn == p.urn)?;
            let t = &r.lifecycle.timeouts;
            [t.create, t.update, t.delete].into_iter().flatten().max()
        })
        .max();
    if let (Some(secs), Some(end), false) = (
        own,
        strata_state::format::parse_time(&previous.expires_at),
        previous.provably_dead() || previous.released,
    ) {
        until = until.max(end + std::time::Duration::from_secs(u64::from(secs)));
    }
    // A later mark never shortens an earlier one that still runs.
    let (holder, until) = match cp.fenced.as_ref().filter(|f| f.running()) {
        Some(f) => match strata_state::format::parse_time(&f.until) {
            Some(t) if t > until => (f.holder.clone(), t),
            _ => (inherited.holder, until),
        },
        None => (inherited.holder, until),
    };
    cp.fenced = Some(Fenced {
        holder,
        until: strata_state::format::format_time(until),
    });
    true
}

/// Why the interrupted operations of `cp` may not be settled now, if they may not: their
/// holder's calls may still be running.
pub(crate) fn settle_rule(cp: &Checkpoint) -> Option<String> {
    let f = cp.fenced.as_ref().filter(|f| f.running())?;
    Some(format!(
        "they were begun by {}, whose lock was taken over while it may still have been running: a call it started may still finish, and make, change or delete what it touches, until {} (its lease's end plus its longest call)",
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

/// What a run's calls changed of what `base` held: the resources `after` holds under the same
/// URN and id with other inputs or outputs (updated), and those `base` held that `after` does
/// not (deleted, as delete operations with their ids).
pub(crate) fn changed_by_run<'a>(
    base: &[Arc<ResourceState>],
    after: impl Iterator<Item = &'a Arc<ResourceState>>,
) -> (Vec<Arc<ResourceState>>, Vec<strata_model::PendingOperation>) {
    let after: std::collections::HashMap<(&Urn, &str), &Arc<ResourceState>> =
        after.map(|r| ((&r.urn, r.id.as_str()), r)).collect();
    let mut updated = vec![];
    let mut deleted = vec![];
    for b in base {
        match after.get(&(&b.urn, b.id.as_str())) {
            Some(a) if a.inputs != b.inputs || a.outputs != b.outputs => {
                updated.push((*a).clone());
            }
            Some(_) => {}
            None => deleted.push(strata_model::PendingOperation {
                op: strata_model::OpKind::Delete,
                urn: b.urn.clone(),
                ty: b.ty.clone(),
                id: Some(b.id.clone()),
                inputs: serde_json::json!({}),
                provider: b.lifecycle.provider.clone(),
            }),
        }
    }
    (updated, deleted)
}

/// Write what a holder that lost its lock did (`made` and `updated` resources, as they are
/// now; `deleted` as delete operations), sealed when `secrets` is `None`, else sealed here, to
/// the stack's record of late outcomes: returns where it went. A record's resources are what
/// its holder made or changed; its pending operations are the deletes its calls finished.
pub(crate) async fn record(
    backend: &dyn Backend,
    stack: &str,
    secrets: Option<&Secrets>,
    operation: &str,
    made: &[Arc<ResourceState>],
    deleted: &[strata_model::PendingOperation],
) -> Result<String> {
    let mut late = Checkpoint::empty(stack);
    late.resources = made.to_vec();
    late.pending_operations = deleted.to_vec();
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
