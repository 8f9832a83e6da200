//! The delete phase: what is no longer declared, in reverse dependency order, and the old copies
//! a delete-before-replace removes first.

use super::*;

/// Refuse, before anything changes, a run that would delete protected resources (`undeclared`
/// ones of `base`, that the run targets): one failure for each, naming it.
pub(super) fn check_protected_deletes(
    base: &Snapshot,
    undeclared: &HashSet<Urn>,
    targets: &Resolved,
) -> Vec<StepFailure> {
    base.resources
        .values()
        .filter(|r| r.protect && !r.delete && undeclared.contains(&r.urn) && targets.allows(&r.urn))
        .filter(|r| !r.lifecycle.retain_on_delete && !r.lifecycle.pending_replacement)
        .map(|r| StepFailure {
            resource: format!("{} \"{}\"", r.ty, r.urn.name()),
            kind: ErrorKind::Invalid,
            error: format!(
                "{} \"{}\" is protected and cannot be deleted: nothing was changed. Unprotect it first (remove `protect` in the program and run `strata up`, or `strata state unprotect {}`), or keep it with `destroy --exclude-protected`",
                r.ty,
                r.urn.name(),
                r.urn
            ),
        })
        .collect()
}

/// Delete `r` ahead of its replacement (a delete-before-replace, or a dependent in its chain).
/// A resource the program still declares stays recorded, marked pending-replacement, until its
/// replacement exists; one it no longer declares is forgotten. `retain-on-delete` forgets it
/// and leaves it in the world.
pub(super) async fn delete_first_copy(
    ctx: &Ctx,
    r: &ResourceState,
    announce: &mut Announce,
    declared: bool,
) -> Result<(), StepError> {
    // (An old copy's delete says nothing of its URN's live copy.)
    if !r.delete {
        ctx.chain_deleted.lock().unwrap().insert(r.urn.clone());
    }
    // Its delete is a step of its own when the program no longer declares it: recorded so,
    // in `up` as in its preview (found by the simulation: only the preview said it).
    if !declared {
        ctx.planned(&r.urn, OpKind::Delete, &r.inputs)?;
    }
    if ctx.opts.preview {
        return Ok(());
    }
    if r.lifecycle.component {
        return ctx.forget(r, ctx.op()).await;
    }
    if r.lifecycle.retain_on_delete {
        retained(ctx, r);
        return ctx.forget(r, ctx.op()).await;
    }
    provider_delete(ctx, r, announce, declared).await
}

/// Record `r` deleted with its owner's delete-first copy, with no call: a resource the program
/// still declares stays recorded, marked pending-replacement, until its own step replaces it;
/// one it no longer declares is forgotten.
pub(super) async fn with_owner_deleted(
    ctx: &Ctx,
    r: &ResourceState,
    declared: bool,
) -> Result<(), StepError> {
    ctx.chain_deleted.lock().unwrap().insert(r.urn.clone());
    if ctx.opts.preview {
        return Ok(());
    }
    if !declared {
        return ctx.forget(r, ctx.op()).await;
    }
    // As recorded now: its own step may have run already (nothing orders it after an owner the
    // program no longer declares) and replaced it, marking this copy for deletion; a record
    // written from the run's start would bring it back (found by the simulation).
    let (urn, id) = (r.urn.clone(), r.id.clone());
    let now = ctx
        .recorder
        .select(Box::new(move |c| c.urn == urn && c.id == id && !c.delete))
        .await;
    for current in now {
        let mut marked = (*current).clone();
        marked.lifecycle.pending_replacement = true;
        ctx.recorder
            .record(JournalEntry::Updated { state: marked })
            .await?;
    }
    Ok(())
}

/// Delete `r` through its provider, journaled, and record it deleted (`pending_replacement`: kept
/// recorded, marked, until its replacement exists).
pub(super) async fn provider_delete(
    ctx: &Ctx,
    r: &ResourceState,
    announce: &mut Announce,
    pending_replacement: bool,
) -> Result<(), StepError> {
    let deleted = delete_call(ctx, r, announce, pending_replacement).await?;
    ctx.recorder.record(deleted).await
}

/// The provider's delete of `r`, journaled; returns the entry that records it deleted, for the
/// caller to record.
pub(super) async fn delete_call(
    ctx: &Ctx,
    r: &ResourceState,
    announce: &mut Announce,
    pending_replacement: bool,
) -> Result<JournalEntry, StepError> {
    let provider = ctx.provider_for(&r.ty, r.lifecycle.provider.as_ref())?;
    let call = provider.delete(
        &r.ty,
        &r.id,
        &r.inputs,
        &r.outputs,
        r.lifecycle.timeouts.of(OpKind::Delete),
    );
    let pending = PendingOperation {
        op: OpKind::Delete,
        urn: r.urn.clone(),
        ty: r.ty.clone(),
        id: Some(r.id.clone()),
        inputs: r.inputs.clone(),
        provider: r.lifecycle.provider.clone(),
    };
    let (op, ()) = ctx.journaled(pending, announce, call).await?;
    Ok(JournalEntry::Deleted {
        op,
        urn: r.urn.clone(),
        id: r.id.clone(),
        pending_replacement,
    })
}

/// Say that `r` was forgotten and left in the world.
pub(super) fn retained(ctx: &Ctx, r: &ResourceState) {
    ctx.events.emit(Event::Warning {
        message: format!(
            "{} \"{}\" (id {}) is retained: Strata forgets it and leaves it in place (retain-on-delete)",
            r.ty,
            r.urn.name(),
            r.id
        ),
    });
}

/// `edges` (each marked weak when a live resource is ordered before an old copy of what it
/// names, which it may no longer hold) less those inside a cycle: first the weak ones, then, if
/// a cycle is left, the rest of it. Recorded dependencies can form one: each copy records what
/// it depended on when it was made, and a program may turn a dependency around between runs
/// (found by the simulation: two copies that each recorded the other were never deleted, and
/// the run panicked naming the cycle's cause). Inside a cycle no order is right; the rest keep
/// theirs.
fn without_cycles(len: usize, edges: Vec<(usize, usize, bool)>) -> Vec<(usize, usize)> {
    let in_cycles = |edges: &[(usize, usize, bool)]| {
        let mut g = petgraph::graph::DiGraph::<(), ()>::new();
        let nodes: Vec<_> = (0..len).map(|_| g.add_node(())).collect();
        for &(a, b, _) in edges {
            g.add_edge(nodes[a], nodes[b], ());
        }
        let mut component = vec![usize::MAX; len];
        for (c, scc) in petgraph::algo::tarjan_scc(&g).into_iter().enumerate() {
            if scc.len() > 1 {
                for n in scc {
                    component[n.index()] = c;
                }
            }
        }
        move |a: usize, b: usize| component[a] != usize::MAX && component[a] == component[b]
    };
    let cyclic = in_cycles(&edges);
    let edges: Vec<_> = edges
        .into_iter()
        .filter(|&(a, b, weak)| !(weak && cyclic(a, b)))
        .collect();
    let cyclic = in_cycles(&edges);
    edges
        .into_iter()
        .filter(|&(a, b, _)| !cyclic(a, b))
        .map(|(a, b, _)| (a, b))
        .collect()
}

/// Delete `doomed` so that each resource goes before anything it depends on.
pub(super) async fn run_deletes(ctx: &Arc<Ctx>, doomed: Vec<Arc<ResourceState>>, tasks: usize) {
    if doomed.is_empty() {
        return;
    }
    let mut by_urn: HashMap<&Urn, Vec<usize>> = HashMap::new();
    for (i, r) in doomed.iter().enumerate() {
        by_urn.entry(&r.urn).or_default().push(i);
    }
    let mut edges = Vec::new();
    let owners: HashSet<Urn> = doomed.iter().map(|r| r.urn.clone()).collect();
    // Owners that go entirely (their live copy is doomed), not only an old copy left by a
    // replacement: all that is deleted with them goes with them. Only an old copy goes with an
    // owner's old copy, and only one tainted when the owner was replaced (it was inside that
    // copy); one made since is inside the live copy (found by the simulation: a dependent
    // made after its owner's replacement was forgotten with the old copy, and orphaned).
    let removed: HashSet<&Urn> = doomed
        .iter()
        .filter(|r| !r.delete)
        .map(|r| &r.urn)
        .collect();
    let with_owner: Vec<bool> = doomed
        .iter()
        .map(|r| {
            r.lifecycle.deleted_with.as_ref().is_some_and(|o| {
                owners.contains(o) && (removed.contains(o) || (r.delete && r.lifecycle.tainted))
            })
        })
        .collect();
    for (i, r) in doomed.iter().enumerate() {
        // What is deleted with its owner is only forgotten, once the owner's delete succeeded;
        // it holds nothing up, so its own dependencies do not order it.
        if let Some(owner) = r.lifecycle.deleted_with.as_ref().filter(|_| with_owner[i]) {
            for &j in &by_urn[owner] {
                if j != i {
                    edges.push((j, i, false));
                }
            }
            continue;
        }
        // Dependents first, and children before their parent (a component that reads its
        // children's outputs still goes after them).
        // Every copy of what it names: a live resource may still hold an old copy's outputs
        // (its update was refused), though it may hold the new one's (see `without_cycles`).
        for dep in r.dependencies.iter().chain(r.lifecycle.parent.as_ref()) {
            let copies = by_urn.get(dep).map(Vec::as_slice).unwrap_or_default();
            let live = copies.iter().any(|&j| !doomed[j].delete);
            for &j in copies {
                if j != i && doomed[j].lifecycle.parent.as_ref() != Some(&r.urn) {
                    let weak = !r.delete && live && doomed[j].delete;
                    edges.push((i, j, weak));
                }
            }
        }
    }
    let dag = Dag::new(doomed.len(), without_cycles(doomed.len(), edges));
    let doomed = Arc::new(doomed);
    let outcomes = dag
        .execute(tasks, |i| {
            let (ctx, doomed) = (ctx.clone(), doomed.clone());
            let with_owner = with_owner[i];
            async move {
                let r = &doomed[i];
                match delete_one(&ctx, r, with_owner).await {
                    Ok(()) => true,
                    Err(e) => {
                        ctx.fail(
                            format!("{} \"{}\"", r.ty, r.urn.name()),
                            Some(r.urn.clone()),
                            Some(OpKind::Delete),
                            e,
                        );
                        false
                    }
                }
            }
        })
        .await;
    for (i, o) in outcomes.iter().enumerate() {
        if let Outcome::Skipped { cause } = o {
            ctx.events.emit(Event::StepSkipped {
                urn: doomed[i].urn.clone(),
                cause: format!("{} \"{}\"", doomed[*cause].ty, doomed[*cause].urn.name()),
            });
        }
    }
}

/// Delete `r` (a resource the program no longer declares, or the old copy of a replacement).
/// It is only forgotten when it is retained, when its owner's delete removed it
/// (`with_owner`), when a delete-before-replace already deleted it, or, with `--refresh`, when
/// it is found gone.
pub(super) async fn delete_one(
    ctx: &Arc<Ctx>,
    r: &ResourceState,
    with_owner: bool,
) -> Result<(), StepError> {
    // The old copy of a replacement this run made is part of that replace step, not a step of
    // its own; one an earlier run left (a replacement interrupted, a late create's duplicate)
    // is deleted as a step of its own, and said.
    let left_before = ctx
        .base
        .resources
        .get(&(r.urn.clone(), r.id.clone()))
        .is_some_and(|b| b.delete);
    let counted = !r.delete || left_before;
    let forget_only = r.lifecycle.retain_on_delete
        || with_owner
        || r.lifecycle.pending_replacement
        || r.lifecycle.component;
    if r.protect && !forget_only && !ctx.opts.ignore_protect {
        return Err(format!(
            "{} \"{}\" is protected and cannot be deleted: `strata state unprotect {}` first, or keep it with `destroy --exclude-protected`",
            r.ty,
            r.urn.name(),
            r.urn
        )
        .into());
    }
    let mut announce = Announce {
        event: counted.then(|| Event::StepStarted {
            urn: r.urn.clone(),
            op: OpKind::Delete,
            changes: vec![],
            delete_first: false,
        }),
        at: Instant::now(),
    };
    if counted {
        ctx.planned(&r.urn, OpKind::Delete, &r.inputs)?;
    }
    // Only what is read or deleted needs its provider (a component has none).
    let gone = forget_only
        || (ctx.opts.refresh && {
            let provider = ctx.provider_for(&r.ty, r.lifecycle.provider.as_ref())?;
            refresh_one(ctx, provider.as_ref(), r).await?.is_none()
        });
    if r.lifecycle.retain_on_delete {
        retained(ctx, r);
    }
    if gone {
        // `refresh_one` has forgotten it already if it was gone.
        if !ctx.opts.preview && (forget_only || !ctx.opts.refresh) {
            ctx.forget(r, ctx.op()).await?;
        }
    } else if !ctx.opts.preview {
        let deleted = delete_call(ctx, r, &mut announce, false).await?;
        if counted {
            // Its slot is free now; it is reported done once the entry is durable (what runs
            // after it begins later in the journal, so after that entry is written).
            ctx.report_when_durable(deleted, &r.urn, OpKind::Delete, announce);
            return Ok(());
        }
        ctx.recorder.record(deleted).await?;
    }
    announce.fire(ctx.events.as_ref());
    if counted {
        ctx.done(&r.urn, OpKind::Delete, announce.at);
    }
    Ok(())
}
