//! Refresh (read every resource and record what is there) and the settling of interrupted
//! creates.

use super::*;

/// Refuse to hand a provider a recorded state whose secrets could not be decrypted: its inputs
/// and outputs would reach the provider as nonsense. `destroy` still deletes it.
pub(super) fn check_readable(r: &ResourceState) -> Result<(), StepError> {
    if contains_sealed(&r.inputs) || contains_sealed(&r.outputs) {
        return Err(format!(
            "{} \"{}\": its recorded state holds a secret that cannot be decrypted with the stack's key (see the warning above); nothing was changed. Use the key it was encrypted with, or `strata destroy` to delete the resource",
            r.ty,
            r.urn.name()
        ).into());
    }
    Ok(())
}

/// Read `old` from its provider: its state as it is now (recorded unless previewing), or `None`
/// (and forgotten) when it no longer exists.
pub(super) async fn refresh_one(
    ctx: &Ctx,
    provider: &dyn Provider,
    old: &ResourceState,
) -> Result<Option<ResourceState>, StepError> {
    check_readable(old)?;
    let read = ctx
        .limited(provider.read(&old.ty, &old.id, &old.inputs, &old.outputs))
        .await?
        .map_err(|e| provider_error("read", &old.ty, old.urn.name(), e))?
        // An empty id says the same as nothing: the resource is gone.
        .filter(|r| !r.id.is_empty());
    match read {
        None => {
            ctx.events.emit(Event::Warning {
                message: format!(
                    "{} \"{}\" was deleted outside Strata",
                    old.ty,
                    old.urn.name()
                ),
            });
            if !ctx.opts.preview {
                ctx.forget(old, ctx.op()).await?;
            }
            Ok(None)
        }
        Some(r) => {
            let now = ResourceState {
                id: r.id,
                inputs: r.inputs,
                outputs: seal_outputs(r.outputs, &old.lifecycle.secret_outputs),
                ..old.clone()
            };
            if now != *old && !ctx.opts.preview {
                if now.id != old.id {
                    ctx.forget(old, ctx.op()).await?;
                }
                ctx.recorder
                    .record(JournalEntry::Updated { state: now.clone() })
                    .await?;
            }
            Ok(Some(now))
        }
    }
}

/// How to settle an interrupted create (its outcome was never recorded, so it may have made a
/// resource that no state knows).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Settle {
    /// Import the resource: with this id (read from the provider), or, with `None`, whatever
    /// the provider finds from the resource's name and inputs (cleared if it finds nothing).
    Import(Option<String>),
    /// Import whatever the provider finds, and keep it pending if it finds nothing (the call
    /// that began it may still be running, for the reason given).
    FindOrKeep(String),
    /// Forget it: nothing was made, or what was made is dealt with outside Strata.
    Clear,
}

/// The interrupted creates of `snapshot`, by operation number.
pub fn pending_creates(snapshot: &Snapshot) -> Vec<(u64, &PendingOperation)> {
    snapshot
        .pending
        .iter()
        .filter(|(_, p)| p.id.is_none())
        .map(|(op, p)| (*op, p))
        .collect()
}

/// Settle one interrupted create as decided: import it (by id, or as found) or clear it.
pub(super) async fn settle_create(
    ctx: &Ctx,
    op: u64,
    p: &PendingOperation,
    how: &Settle,
) -> Result<(), StepError> {
    let label = format!("{} \"{}\"", p.ty, p.urn.name());
    let provider = ctx.provider_for(&p.ty, p.provider.as_ref())?;
    let found = match how {
        Settle::Clear => None,
        Settle::Import(Some(id)) => {
            let read = ctx
                .limited(provider.read(&p.ty, id, &p.inputs, &Value::Object(Default::default())))
                .await?
                .map_err(|e| provider_error("read", &p.ty, p.urn.name(), e))?;
            match read {
                Some(r) => Some((r.id, r.outputs)),
                None => {
                    return Err(format!(
                        "{label}: the provider has no resource with id `{id}`: nothing was imported; check the id, or clear it with --clear-pending-creates"
                    )
                    .into());
                }
            }
        }
        Settle::Import(None) | Settle::FindOrKeep(_) => ctx
            .limited(provider.find(&p.ty, p.urn.name(), &p.inputs))
            .await?
            .map_err(|e| provider_error("find", &p.ty, p.urn.name(), e))?
            // What the state already records (an older copy) is not what the create made.
            .filter(|(id, _)| {
                !ctx.base
                    .resources
                    .contains_key(&(p.urn.clone(), id.clone()))
            }),
    };
    // What another resource records is not what this create made either: kept pending, for
    // the user to say (found by the simulation: a re-parented resource's interrupted create
    // imported its old copy's id, which two URNs then managed).
    if let Some((id, _)) = &found
        && let Some(other) = ctx.base.resources.values().find(|r| r.id == *id)
    {
        ctx.events.emit(Event::Warning {
            message: format!(
                "the interrupted create of {label} is kept pending: the provider found id `{id}`, which the state records as {}; import what the create made by its id (--import-pending-creates {}=ID), or clear it with --clear-pending-creates",
                other.urn, p.urn
            ),
        });
        return Ok(());
    }
    if let (None, Settle::FindOrKeep(why)) = (&found, how) {
        ctx.events.emit(Event::Warning {
            message: format!(
                "the interrupted create of {label} is kept pending: the provider found nothing it made yet, and {why}"
            ),
        });
        return Ok(());
    }
    let message = match &found {
        Some((id, _)) => format!("the interrupted create of {label} was imported (id {id})"),
        None if *how == Settle::Clear => format!(
            "the interrupted create of {label} was cleared: if it made a resource, Strata does not manage it"
        ),
        None => format!(
            "the interrupted create of {label} was cleared: the provider found nothing it made"
        ),
    };
    ctx.events.emit(Event::Warning { message });
    if ctx.opts.preview {
        return Ok(());
    }
    match found {
        Some((id, outputs)) => {
            // The create of a replacement: the copy it replaces is left for the next run to
            // delete, as if the replacement had been recorded.
            let replaces = (p.op == OpKind::Replace)
                .then(|| ctx.base.live(&p.urn).map(|r| r.id.clone()))
                .flatten();
            ctx.recorder
                .record(JournalEntry::Done {
                    op,
                    id: Some(id),
                    outputs,
                    dependencies: vec![],
                    protect: false,
                    replaces,
                    // Its options come back with the next `up`; until then, those of the copy
                    // it replaces.
                    // (Not its taint: the create was the replacement the taint asked for.
                    // Found by the simulation: an imported replacement was replaced again.)
                    lifecycle: Lifecycle {
                        pending_replacement: false,
                        tainted: false,
                        provider: p.provider.clone(),
                        ..ctx
                            .base
                            .live(&p.urn)
                            .map(|r| r.lifecycle.clone())
                            .unwrap_or_default()
                    },
                    memo: None,
                })
                .await
        }
        None => ctx.recorder.record(JournalEntry::Failed { op }).await,
    }
}

/// Bring the recorded state in line with reality, without running the program: read every
/// resource (forgetting those that no longer exist) and settle operations an interruption left
/// pending. An interrupted create is settled as `creates` says, by URN (import or clear; one it
/// does not name stays pending); an interrupted update or delete has an id, so its resource is
/// read like any other, keeping what the state knew of it.
pub async fn refresh(
    opts: UpdateOptions,
    base: Snapshot,
    providers: Arc<dyn Providers>,
    journal: Option<Arc<dyn Journal>>,
    events: Arc<dyn EventSink>,
    creates: BTreeMap<Urn, Settle>,
) -> UpdateResult {
    let targets = match crate::targets::resolve(&opts.targets, &Plan::default(), &base, false) {
        Ok(t) => t,
        Err(error) => return refused(base, "the targets", error),
    };
    let (ctx, run) = Ctx::start(opts, base, None, providers, journal, events, targets);
    let tasks = run.tasks;
    for (op, p) in pending_creates(&ctx.base) {
        let Some(how) = creates.get(&p.urn) else {
            continue;
        };
        if let Err(e) = settle_create(&ctx, op, p, how).await {
            let label = format!("{} \"{}\"", p.ty, p.urn.name());
            ctx.fail(label, Some(p.urn.clone()), None, e);
        }
    }
    // Read below, and settled by that read, unless their holder may still finish them.
    if let Some(why) = &ctx.opts.held {
        let kept: Vec<String> = unsettled(&ctx.base)
            .iter()
            .map(|(_, p)| format!("{} of {} \"{}\"", p.op, p.ty, p.urn.name()))
            .collect();
        if !kept.is_empty() {
            ctx.events.emit(Event::Warning {
                message: format!(
                    "{} interrupted operation(s) are read and kept pending ({}): {why}",
                    kept.len(),
                    kept.join(", ")
                ),
            });
        }
    }
    for (op, p) in &ctx.base.pending {
        if p.id.is_some() && !ctx.opts.preview && ctx.opts.held.is_none() {
            ctx.recorder.record_after(JournalEntry::Failed { op: *op });
        }
    }
    // Live resources, and the resources that pending operations with an id were working on;
    // not those a delete-before-replace deleted (nothing is there to read).
    // As recorded after the settlement above: a replacement it imported marked the copy it
    // replaces for deletion, which the read keeps (found by the simulation: the read wrote
    // the old copy back as live, and a second copy stayed).
    let current = ctx.recorder.select(Box::new(|_| true)).await;
    let mut targets: Vec<Arc<ResourceState>> = current
        .into_iter()
        .filter(|r| !r.lifecycle.pending_replacement && !r.lifecycle.component)
        .filter(|r| ctx.targets.allows(&r.urn))
        .collect();
    for p in ctx.base.pending.values() {
        if let Some(id) = &p.id
            && ctx.targets.allows(&p.urn)
            && !ctx
                .base
                .resources
                .contains_key(&(p.urn.clone(), id.clone()))
        {
            targets.push(Arc::new(pending_state(&ctx.base, p, id)));
        }
    }
    let targets = Arc::new(targets);
    let dag = Dag::new(targets.len(), []);
    dag.execute(tasks, |i| {
        let (ctx, targets) = (ctx.clone(), targets.clone());
        async move {
            let r = &targets[i];
            let label = format!("{} \"{}\"", r.ty, r.urn.name());
            let result = match ctx.provider_for(&r.ty, r.lifecycle.provider.as_ref()) {
                Ok(provider) => refresh_one(&ctx, provider.as_ref(), r).await,
                Err(e) => Err(StepError::from(e)),
            };
            match result {
                Ok(now) => {
                    // Outputs alone drifting is a refresh of what is recorded, nothing to undo.
                    let op = match &now {
                        None => OpKind::Delete,
                        Some(n) if n.id != r.id || n.inputs != r.inputs => OpKind::Update,
                        Some(n) if n != &**r => OpKind::Refresh,
                        Some(_) => OpKind::Same,
                    };
                    if op != OpKind::Same {
                        ctx.events.emit(crate::events::Event::StepStarted {
                            urn: r.urn.clone(),
                            op,
                            changes: drift(r, now.as_ref()),
                            delete_first: false,
                        });
                    }
                    ctx.done(&r.urn, op, Instant::now());
                    true
                }
                Err(e) => {
                    ctx.fail(label, Some(r.urn.clone()), None, e);
                    false
                }
            }
        }
    })
    .await;
    if !ctx.opts.preview {
        drop_gone_dependencies(&ctx).await;
    }
    let outputs = ctx.base.outputs.clone();
    run.finish(ctx, 0, outputs).await
}

/// Resources found deleted leave their dependents' dependency lists and `deleted-with` (nothing
/// else will remove them: no step of the dependents runs in a refresh).
pub(super) async fn drop_gone_dependencies(ctx: &Ctx) {
    let all = ctx.recorder.select(Box::new(|_| true)).await;
    let present: HashSet<&Urn> = all.iter().map(|r| &r.urn).collect();
    for r in &all {
        let owner_gone = |o: &Option<Urn>| o.as_ref().is_some_and(|o| !present.contains(o));
        if r.dependencies.iter().all(|d| present.contains(d))
            && !owner_gone(&r.lifecycle.deleted_with)
        {
            continue;
        }
        let mut now = ResourceState::clone(r);
        now.dependencies.retain(|d| present.contains(d));
        if owner_gone(&now.lifecycle.deleted_with) {
            now.lifecycle.deleted_with = None;
        }
        for on in now.lifecycle.property_dependencies.values_mut() {
            on.retain(|d| present.contains(d));
        }
        now.lifecycle
            .property_dependencies
            .retain(|_, on| !on.is_empty());
        ctx.recorder
            .record_after(JournalEntry::Updated { state: now });
    }
}

/// What drifted, as property changes from what is recorded (`was`) to what was read (`now`):
/// the inputs that differ, or, when only outputs moved, the outputs; every recorded input for a
/// resource found deleted. Secrets are redacted as in any diff.
fn drift(was: &ResourceState, now: Option<&ResourceState>) -> Vec<crate::events::PropertyChange> {
    use crate::ports::DiffResult;
    let empty = Value::Object(Default::default());
    let (old, new) = match now {
        None => (&was.inputs, &empty),
        Some(n) if n.inputs != was.inputs => (&was.inputs, &n.inputs),
        Some(n) => (&was.outputs, &n.outputs),
    };
    let keys: std::collections::BTreeSet<&String> = [old, new]
        .into_iter()
        .filter_map(Value::as_object)
        .flat_map(|o| o.keys())
        .collect();
    let diff = DiffResult {
        changed: keys
            .into_iter()
            .filter(|k| old.get(k.as_str()) != new.get(k.as_str()))
            .cloned()
            .collect(),
        ..DiffResult::default()
    };
    changes(Some(old), new, &diff)
}

/// The resource a pending operation with `id` worked on, when the state does not record that
/// copy: the operation's inputs, and what the state knew of the resource (another copy under
/// the same URN) for the rest; a read brings what is there.
fn pending_state(base: &Snapshot, p: &PendingOperation, id: &str) -> ResourceState {
    let known = base.live(&p.urn);
    ResourceState {
        urn: p.urn.clone(),
        ty: p.ty.clone(),
        id: id.to_string(),
        inputs: p.inputs.clone(),
        outputs: known.map_or_else(|| Value::Object(Default::default()), |k| k.outputs.clone()),
        dependencies: known.map(|k| k.dependencies.clone()).unwrap_or_default(),
        protect: known.is_some_and(|k| k.protect),
        delete: false,
        lifecycle: Lifecycle {
            provider: p.provider.clone(),
            ..known.map(|k| k.lifecycle.clone()).unwrap_or_default()
        },
        memo: None,
    }
}

/// The operations of `base` that an interruption left pending on a resource with an id (an
/// update, the delete of a replaced copy, a delete), by operation number: their outcome is
/// unknown until the resource is read.
pub fn unsettled(base: &Snapshot) -> Vec<(u64, &PendingOperation)> {
    base.pending
        .iter()
        .filter(|(_, p)| p.id.is_some())
        .map(|(op, p)| (*op, p))
        .collect()
}

/// Before a run plans: read every resource with an operation an interruption left pending
/// (see [`unsettled`]) and settle it in `base` by what is there, so that no step is decided
/// on a resource whose last operation may or may not have happened (an update that landed, a
/// delete that did). Journaled unless previewing; each outcome is said, naming what happened.
/// Returns how many entries it journaled, or why the run cannot go on (a read failed: nothing
/// is decided on a guess).
pub(super) async fn settle_unsettled(
    opts: &UpdateOptions,
    base: &mut Snapshot,
    providers: &Arc<dyn Providers>,
    journal: Option<&Arc<dyn Journal>>,
    events: &dyn EventSink,
) -> Result<usize, String> {
    let found = unsettled(base);
    if found.is_empty() {
        return Ok(0);
    }
    // Their holder may still finish them: nothing is read as their outcome yet.
    if let Some(why) = &opts.held {
        events.emit(Event::Warning {
            message: format!(
                "{} interrupted operation(s) are not settled: {why}; what is planned for their resources is planned on the state as recorded",
                found.len()
            ),
        });
        return Ok(0);
    }
    let providers = crate::guard::GuardedProviders {
        inner: providers.clone(),
        secrets: opts.secrets.clone(),
    };
    let mut entries = vec![];
    let mut notes = vec![];
    let mut done: HashSet<(Urn, String)> = HashSet::new();
    let found: Vec<(u64, PendingOperation)> =
        found.into_iter().map(|(op, p)| (op, p.clone())).collect();
    for (op, p) in &found {
        let id = p.id.clone().unwrap_or_default();
        let label = format!("{} \"{}\" (id {id})", p.ty, p.urn.name());
        let key = (p.urn.clone(), id.clone());
        if !done.insert(key.clone()) {
            // A second operation on the same resource: the read below settles it too.
            entries.push(JournalEntry::Failed { op: *op });
            continue;
        }
        // What the state knew of it: its record, else what `pending_state` makes.
        let known = base
            .resources
            .get(&key)
            .map(|r| (**r).clone())
            .unwrap_or_else(|| pending_state(base, p, &id));
        check_readable(&known).map_err(|e| e.message)?;
        let provider = providers
            .get(p.provider.as_deref().unwrap_or_else(|| provider_of(&p.ty)))
            .map_err(|e| format!("{label}: {e}"))?;
        let read = provider
            .read(&p.ty, &id, &known.inputs, &known.outputs)
            .await
            .map_err(|e| {
                format!(
                    "{label} could not be read, so whether its interrupted {} happened is unknown: {e}. Nothing was changed; run the command again when its provider answers",
                    p.op
                )
            })?
            .filter(|r| !r.id.is_empty());
        let was = if base.resources.contains_key(&key) {
            Some(&known)
        } else {
            None
        };
        match read {
            None => {
                notes.push(match p.op {
                    OpKind::Delete => {
                        format!("the interrupted delete of {label} happened: it is gone")
                    }
                    op => format!(
                        "{label} is gone (after an interrupted {op}): it is recorded as deleted"
                    ),
                });
                // What is deleted with it went with it, when it was the resource's only copy
                // (found by the simulation: after a killed destroy, what was deleted with its
                // owner stayed recorded, and the next run built on it).
                let only_copy = base.resources.keys().filter(|(u, _)| *u == p.urn).count() <= 1;
                if only_copy {
                    let mut owners = vec![p.urn.clone()];
                    while let Some(owner) = owners.pop() {
                        let with: Vec<&Arc<ResourceState>> = base
                            .resources
                            .values()
                            .filter(|r| r.lifecycle.deleted_with.as_ref() == Some(&owner))
                            .collect();
                        for r in with {
                            if !done.insert((r.urn.clone(), r.id.clone())) {
                                continue;
                            }
                            notes.push(format!(
                                "{} \"{}\" (id {}), deleted with it, is gone with it",
                                r.ty,
                                r.urn.name(),
                                r.id
                            ));
                            entries.push(JournalEntry::Deleted {
                                op: *op,
                                urn: r.urn.clone(),
                                id: r.id.clone(),
                                pending_replacement: false,
                            });
                            owners.push(r.urn.clone());
                        }
                    }
                }
                entries.push(JournalEntry::Deleted {
                    op: *op,
                    urn: p.urn.clone(),
                    id: id.clone(),
                    pending_replacement: false,
                });
            }
            Some(r) => {
                let now = ResourceState {
                    id: r.id,
                    inputs: r.inputs,
                    outputs: decide::seal_outputs(r.outputs, &known.lifecycle.secret_outputs),
                    memo: None,
                    ..known.clone()
                };
                let landed = reveal(&now.inputs) == reveal(&p.inputs);
                notes.push(match (p.op, landed) {
                    (OpKind::Delete, _) => format!(
                        "the interrupted delete of {label} did not happen: it still exists, and stays recorded"
                    ),
                    (op, true) => format!("the interrupted {op} of {label} happened: recorded as read"),
                    (op, false) => format!(
                        "the interrupted {op} of {label} did not happen (or was undone): recorded as read"
                    ),
                });
                if was != Some(&now) {
                    if now.id != id {
                        entries.push(JournalEntry::Deleted {
                            op: *op,
                            urn: p.urn.clone(),
                            id: id.clone(),
                            pending_replacement: false,
                        });
                    }
                    entries.push(JournalEntry::Updated { state: now });
                }
                entries.push(JournalEntry::Failed { op: *op });
            }
        }
    }
    for e in &entries {
        base.apply(e.clone());
    }
    events.emit(Event::Warning {
        message: format!(
            "{} operation(s) were interrupted before their outcome was recorded; each resource was read before planning: {}",
            found.len(),
            notes.join("; ")
        ),
    });
    if opts.preview {
        return Ok(0);
    }
    if let Some(journal) = journal {
        journal.append(&entries).await.map_err(|e| {
            format!("the outcome of the interrupted operations could not be journaled: {e}")
        })?;
    }
    Ok(entries.len())
}
