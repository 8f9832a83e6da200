//! Applying a decided step (the step executor): the rename recorded, the provider call begun,
//! run and journaled, and its outputs handed on.

use super::*;

/// Resource node `i`: decide its step, then apply it.
pub(super) async fn run_resource(
    ctx: &Arc<Ctx>,
    plan: &Plan,
    outputs: &[OnceLock<Value>],
    i: usize,
) -> Result<Value, StepError> {
    match decide(ctx, plan, outputs, i).await? {
        Decision::Component {
            state,
            recorded,
            alias,
        } => run_component(ctx, state, recorded, alias).await,
        Decision::Untargeted(outputs) => Ok(outputs),
        Decision::Import(step, id) => {
            let ignore = match &plan.nodes[i] {
                PlanNode::Resource { ignore, .. } => ignore.as_slice(),
                _ => &[],
            };
            let kept = super::policing::keeping(ctx, &step, OpKind::Import);
            let outputs = import(ctx, plan, step, &id, ignore).await?;
            super::policing::keep(ctx, i, kept, &outputs);
            Ok(outputs)
        }
        Decision::Change(step) => {
            let kept = super::policing::keeping(ctx, &step, step.kind);
            let outputs = execute(ctx, plan, step).await?;
            super::policing::keep(ctx, i, kept, &outputs);
            Ok(outputs)
        }
    }
}

/// Adopt resource `id` as the step's resource, then update it where the program's inputs differ
/// from what was read. A copy recorded under another id (an import-replacement) is marked for
/// deletion first, and deleted by the delete phase.
async fn import(
    ctx: &Arc<Ctx>,
    plan: &Plan,
    mut step: Step<'_>,
    id: &str,
    ignore: &[strata_model::path::PropertyPath],
) -> Result<Value, StepError> {
    let (urn, ty, name) = (step.urn, step.ty, step.name);
    let (read, wanted, diff) = import_one(
        ctx,
        step.provider.as_ref(),
        ty,
        name,
        id,
        &step.checked,
        ignore,
    )
    .await?;
    let update = !diff.changed.is_empty();
    let adopted = ResourceState {
        inputs: if update { read.inputs } else { wanted.clone() },
        ..step.state(read.id, step.seal(read.outputs))
    };
    // The copy it replaces (deleted by the delete phase, as part of this step) stays protected
    // only if the resource still is, as after any replacement (found by the simulation: `up`
    // refused a delete the program allowed, which its preview did not).
    if !ctx.opts.preview {
        if let Some(old) = step.old().filter(|o| o.id != adopted.id) {
            ctx.recorder
                .record(JournalEntry::Updated {
                    state: ResourceState {
                        delete: true,
                        protect: old.protect && adopted.protect,
                        ..old.clone()
                    },
                })
                .await?;
        }
        ctx.recorder
            .record(JournalEntry::Updated {
                state: adopted.clone(),
            })
            .await?;
    }
    ctx.events.emit(Event::StepStarted {
        urn: urn.clone(),
        op: OpKind::Import,
        changes: vec![],
        delete_first: false,
    });
    ctx.done(urn, OpKind::Import, Instant::now());
    if !update {
        return Ok(adopted.outputs);
    }
    step.old = Some(Cow::Owned(adopted));
    step.moved_from = None;
    step.checked = wanted;
    step.kind = OpKind::Update;
    step.diff = diff;
    execute(ctx, plan, step).await
}

/// Apply a decided step: the state moved first when it was renamed, then the provider call its
/// kind names, journaled before and after.
async fn execute(ctx: &Arc<Ctx>, plan: &Plan, step: Step<'_>) -> Result<Value, StepError> {
    let preview = ctx.opts.preview;
    let (urn, kind) = (step.urn, step.kind);
    let old = step.old();
    if let (Some(old), Some(from)) = (old, step.moved_from)
        && !preview
    {
        // Deleted already by a delete-before-replace chain under its old URN: it moves as
        // deleted, so that its replacement removes it rather than leaving it to delete again.
        let mut state = old.clone();
        state.lifecycle.pending_replacement |= step.gone;
        // A taint this run recorded (its owner's replacement began) moves with it (found by
        // the simulation: the move wrote the record back untainted).
        // (Only what is deleted with something can have been tainted so: no look otherwise.)
        if old.lifecycle.deleted_with.is_some() {
            let (urn, id) = (from.clone(), old.id.clone());
            let tainted = ctx
                .recorder
                .select(Box::new(move |r| {
                    r.urn == urn && r.id == id && r.lifecycle.tainted
                }))
                .await;
            state.lifecycle.tainted |= !tainted.is_empty();
        }
        ctx.recorder
            .record(JournalEntry::Moved {
                from: from.clone(),
                state,
            })
            .await?;
    }
    let mut announce = Announce::new(Event::StepStarted {
        urn: urn.clone(),
        op: kind,
        changes: changes(old.map(|o| &o.inputs), &step.checked, &step.diff),
        delete_first: kind == OpKind::Replace && step.delete_first,
    });
    // A preview's step a policy refused is said failed, not also planned.
    if ctx.opts.preview && ctx.policy_refused.lock().unwrap().contains(urn) {
        announce.event = None;
    }
    let outs = match (kind, old) {
        (OpKind::Same, Some(old)) => {
            let outputs = step.seal(old.outputs.clone());
            // The program's inputs now, with the outputs the resource has: a later diff starts
            // from what the program says.
            let now = ResourceState {
                memo: step.kept_memo(&old.id, &outputs),
                ..step.state(old.id.clone(), outputs)
            };
            if !preview && now != *old {
                ctx.recorder
                    .record(JournalEntry::Updated { state: now.clone() })
                    .await?;
            }
            now.outputs
        }
        (OpKind::Update, Some(old)) => {
            let call = step.provider.update(
                step.ty,
                &old.id,
                &old.inputs,
                &old.outputs,
                &step.checked,
                preview,
                step.lifecycle.timeouts.of(OpKind::Update),
            );
            // Failed part way: the outputs as they are, with the old inputs (so that the next
            // diff still sees the change to make).
            // Marked as a create that failed part way is (Pulumi's initialization errors): the
            // next run updates it even if nothing differs.
            let partial = |op: u64, _id: String, outputs: Value| {
                let mut state = ResourceState {
                    inputs: old.inputs.clone(),
                    ..step.state(old.id.clone(), step.seal(outputs))
                };
                state.lifecycle.init_failed = true;
                vec![JournalEntry::Updated { state }, JournalEntry::Failed { op }]
            };
            let (op, outs) = ctx
                .journaled_or(
                    step.pending(OpKind::Update, Some(old.id.clone())),
                    &mut announce,
                    call,
                    partial,
                )
                .await?;
            let outs = step.seal(outs);
            if !preview {
                let memo = step.digest(&old.id, &outs);
                let done = step.done(op, None, &outs, None, memo);
                ctx.report_when_durable(done, urn, kind, announce);
                return Ok(outs);
            }
            outs
        }
        // A create, or the create of a replacement: create-before-delete leaves the old copy to
        // the delete phase (`replaces`); delete-before-replace deletes it (and the dependents
        // that would be replaced with it) first, and keeps it recorded until its replacement
        // exists.
        (OpKind::Create | OpKind::Replace, old) => {
            let replaces = old.map(|o| o.id.clone());
            if let Some(old) = old
                && step.delete_first
                && !step.gone
            {
                let chain = crate::chain::dependents_to_replace(ctx, plan, old).await?;
                let chained: HashSet<Urn> = chain.iter().map(|d| d.urn.clone()).collect();
                for dependent in &chain {
                    if !dependent.delete {
                        with_chained_owner(ctx, plan, &dependent.urn, &chained, false).await?;
                    }
                    delete_first_copy(
                        ctx,
                        dependent,
                        &mut announce,
                        !dependent.delete
                            && crate::chain::claimed(ctx, plan, &dependent.urn).is_some(),
                    )
                    .await?;
                    if !dependent.delete {
                        with_chained_owner(ctx, plan, &dependent.urn, &chained, true).await?;
                    }
                }
                delete_first_copy(ctx, old, &mut announce, true).await?;
                // What is deleted with it went with it: recorded as deleted (no call of its
                // own), and replaced by its own step.
                for gone in ctx.deleted_with(&old.urn) {
                    with_owner_deleted(
                        ctx,
                        gone,
                        crate::chain::claimed(ctx, plan, &gone.urn).is_some(),
                    )
                    .await?;
                }
            }
            // Create-before-delete: what is deleted with it goes with its old copy, later. It
            // is marked tainted first, so that a run stopped after the new copy is recorded
            // and before its own step replaces it still replaces it (found by the simulation:
            // after a kill, the old copy's delete took it, and the state kept it).
            // (As recorded now: one whose step ran already, and let go of the link, is not.)
            if let Some(old) = old
                && !step.delete_first
                && !preview
            {
                let ids: HashSet<(Urn, String)> = ctx
                    .deleted_with(&old.urn)
                    .into_iter()
                    .map(|r| (r.urn.clone(), r.id.clone()))
                    .collect();
                let mut owners: HashSet<Urn> = ids.iter().map(|(u, _)| u.clone()).collect();
                owners.insert(old.urn.clone());
                // (Nothing deleted with it, the usual case: no look at the records at all.)
                let now = if ids.is_empty() {
                    Vec::new()
                } else {
                    ctx.recorder
                        .select(Box::new(move |r| {
                            ids.contains(&(r.urn.clone(), r.id.clone()))
                                && r.lifecycle
                                    .deleted_with
                                    .as_ref()
                                    .is_some_and(|o| owners.contains(o))
                                && !r.lifecycle.tainted
                                && !r.delete
                        }))
                        .await
                };
                for gone in now {
                    let mut marked = (*gone).clone();
                    marked.lifecycle.tainted = true;
                    ctx.recorder
                        .record(JournalEntry::Updated { state: marked })
                        .await?;
                }
            }
            // Failed part way: what it made is recorded as the resource (a replacement's old
            // copy is then left for a later run to delete, as after any replacement).
            let partial = |op: u64, id: String, outputs: Value| {
                let mut done = step.done(op, Some(id), &step.seal(outputs), replaces.clone(), None);
                if let JournalEntry::Done { lifecycle, .. } = &mut done {
                    lifecycle.init_failed = true;
                }
                vec![done]
            };
            let call = step.provider.create(
                step.ty,
                step.name,
                &step.checked,
                preview,
                step.lifecycle.timeouts.of(kind),
            );
            let call = created_or_found(ctx, &step, call, preview);
            let (op, (id, outs)) = ctx
                .journaled_or(step.pending(kind, None), &mut announce, call, partial)
                .await?;
            let outs = step.seal(outs);
            if !preview {
                let memo = step.digest(&id, &outs);
                let done = step.done(op, Some(id), &outs, replaces, memo);
                ctx.report_when_durable(done, urn, kind, announce);
                return Ok(outs);
            }
            outs
        }
        _ => unreachable!("only a create has no recorded state; deletes are decided elsewhere"),
    };
    announce.fire(ctx.events.as_ref());
    ctx.done(urn, kind, announce.at);
    Ok(outs)
}

/// What is deleted with `owner`, which a delete-before-replace chain just deleted, as with the
/// root's (found by the simulation: it was left recorded while its owner's delete took it).
/// Where the owner is declared, what is deleted with it went with it (and is replaced by its
/// own step, or forgotten when undeclared). Where the owner is not, a declared resource cannot
/// name it any more: the program let go of the link, so it did not go; its record says so
/// before anything else is deleted, whether or not its own step ran (so `up` does as its
/// preview says, in any order).
/// `deleted`: the owner's delete happened (what went with it is recorded so); before it, only
/// the links the program let go of are recorded, so that the delete does not take them.
async fn with_chained_owner(
    ctx: &Ctx,
    plan: &Plan,
    owner: &Urn,
    chained: &HashSet<Urn>,
    deleted: bool,
) -> Result<(), StepError> {
    let mut todo = vec![owner.clone()];
    while let Some(owner) = todo.pop() {
        let owner_declared = crate::chain::claimed(ctx, plan, &owner).is_some();
        let with: Vec<&ResourceState> = ctx
            .base
            .resources
            .values()
            .filter(|r| !r.delete && r.lifecycle.deleted_with.as_ref() == Some(&owner))
            .map(|r| &**r)
            .filter(|r| !chained.contains(&r.urn))
            .collect();
        for gone in with {
            let declared = crate::chain::claimed(ctx, plan, &gone.urn).is_some();
            if owner_declared || !declared {
                if deleted {
                    super::delete::with_owner_deleted(ctx, gone, declared).await?;
                }
                todo.push(gone.urn.clone());
            } else if !deleted && !ctx.opts.preview {
                let (urn, id, was) = (gone.urn.clone(), gone.id.clone(), owner.clone());
                let now = ctx
                    .recorder
                    .select(Box::new(move |r| {
                        r.urn == urn
                            && r.id == id
                            && r.lifecycle.deleted_with.as_ref() == Some(&was)
                    }))
                    .await;
                for r in now {
                    let mut let_go = (*r).clone();
                    let_go.lifecycle.deleted_with = None;
                    ctx.recorder
                        .record(JournalEntry::Updated { state: let_go })
                        .await?;
                }
            }
        }
    }
    Ok(())
}

/// A create that ran past its limit, or whose guest trapped, may have made its resource before
/// it stopped: the provider is asked at once to find it (as `strata refresh
/// --import-pending-creates` would). Found, it is recorded as a create that failed part way (the
/// next run updates it); found nothing, the create made nothing (the failure is recorded, as
/// settling would clear it); the find failing, or finding what the state already records (under
/// any URN: an old copy, or what a re-parent left), the outcome is unknown and the create stays
/// pending. Found by the simulation: a timed-out create that had landed was orphaned.
async fn created_or_found(
    ctx: &Ctx,
    step: &Step<'_>,
    call: impl Future<Output = Result<(String, Value), ProviderError>>,
    preview: bool,
) -> Result<(String, Value), ProviderError> {
    let e = match call.await {
        Err(e @ (ProviderError::TimedOut(_) | ProviderError::Crashed(_))) if !preview => e,
        r => return r,
    };
    let settle = "it is kept pending: settle it with `strata refresh --import-pending-creates`";
    match step.provider.find(step.ty, step.name, &step.checked).await {
        Ok(None) => Err(e),
        Ok(Some((id, _))) if id.is_empty() => Err(e),
        Ok(Some((id, _))) if let Some(r) = ctx.base.resources.values().find(|r| r.id == id) => {
            Err(ProviderError::Unsettled {
                error: Box::new(e),
                why: format!(
                    "its provider found id `{id}`, which the state records as {}, so what it made is unknown: {settle} ({}=ID imports by id), or `--clear-pending-creates`",
                    r.urn, step.urn
                ),
            })
        }
        Ok(Some((id, outputs))) => Err(ProviderError::Partial {
            message: format!("{e}; what it made was found (id {id})"),
            id,
            outputs,
        }),
        Err(f) => Err(ProviderError::Unsettled {
            error: Box::new(e),
            why: format!(
                "whether it made its resource is unknown (its provider's find failed: {f}): {settle}"
            ),
        }),
    }
}

/// A component's step: no provider; its state (outputs, dependencies, parent) is recorded when it
/// changes. An untargeted one keeps what was recorded.
pub(super) async fn run_component(
    ctx: &Ctx,
    state: ResourceState,
    recorded: Option<&ResourceState>,
    alias: Option<&Urn>,
) -> Result<Value, StepError> {
    let urn = &state.urn;
    if !ctx.targets.allows(urn) {
        return Ok(recorded.map_or(state.outputs.clone(), |r| r.outputs.clone()));
    }
    let op = if recorded.is_some() {
        OpKind::Same
    } else {
        OpKind::Create
    };
    ctx.planned(urn, op, &state.inputs)?;
    if !ctx.opts.preview {
        match (recorded, alias) {
            (Some(_), Some(from)) => {
                ctx.recorder
                    .record(JournalEntry::Moved {
                        from: from.clone(),
                        state: state.clone(),
                    })
                    .await?
            }
            (Some(old), None) if *old == state => {}
            _ => {
                ctx.recorder
                    .record(JournalEntry::Updated {
                        state: state.clone(),
                    })
                    .await?
            }
        }
    }
    ctx.events.emit(Event::StepStarted {
        urn: urn.clone(),
        op,
        changes: vec![],
        delete_first: false,
    });
    ctx.done(urn, op, Instant::now());
    Ok(state.outputs)
}
