//! Deciding a resource's step (the step generator): its inputs resolved, its recorded state found
//! (under an alias too), the memo, `check` and `diff`, to a [`Decision`]. Nothing is begun here.

use super::*;

/// What one resource's node does, decided before anything changes. Deciding calls the provider's
/// `check` and `diff` (and `read`, under `--refresh`, which records what it finds); it begins no
/// operation. [`execute`](super::execute) applies it.
pub(super) enum Decision<'a> {
    /// A component: no provider; [`run_component`] records it when it changed.
    Component {
        state: ResourceState,
        recorded: Option<&'a ResourceState>,
        alias: Option<&'a Urn>,
    },
    /// Outside `--target`: nothing changes, and these (recorded) outputs stand in for it.
    Untargeted(Value),
    /// Adopt the existing resource with this id.
    Import(Step<'a>, String),
    /// Keep, update, create or replace it, as `Step::kind` says.
    Change(Step<'a>),
}

/// A decided resource step: everything its execution needs, and nothing it still has to ask.
pub(super) struct Step<'a> {
    pub(super) urn: &'a Urn,
    pub(super) ty: &'a str,
    pub(super) name: &'a str,
    pub(super) provider: Arc<dyn Provider>,
    /// `Same`, `Update`, `Create` or `Replace` (an import is `Create` until it runs).
    pub(super) kind: OpKind,
    /// Its recorded state (refreshed, under `--refresh`), under its new URN when renamed.
    pub(super) old: Option<Cow<'a, ResourceState>>,
    /// The URN it was recorded under, when an alias found it: moved before anything else.
    pub(super) moved_from: Option<&'a Urn>,
    /// The program's inputs, resolved (what the memo digest is of).
    news: Value,
    /// What `check` answered (or what the memo says it would).
    pub(super) checked: Value,
    pub(super) diff: DiffResult,
    pub(super) dependencies: Vec<Urn>,
    pub(super) lifecycle: Lifecycle,
    pub(super) protect: bool,
    /// A replacement deletes the old copy first.
    pub(super) delete_first: bool,
    /// The old copy is deleted already (an interrupted delete-before-replace, or this run's
    /// chain).
    pub(super) gone: bool,
    identity: Option<crate::memo::Identity>,
    /// The memo recorded, when it held: `check` and `diff` were skipped.
    pub(super) remembered: Option<Option<String>>,
    /// Its replacement trigger now.
    trigger: Trigger,
    /// The resources whose replacement replaces it (`replace-with`).
    replace_with: Vec<Urn>,
}

/// A resource's replacement trigger in this run.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Trigger {
    None,
    /// Not known until a dependency runs (a preview): a change is possible.
    Unknown,
    /// Its digest.
    Known(String),
}

impl Step<'_> {
    pub(super) fn old(&self) -> Option<&ResourceState> {
        self.old.as_deref()
    }

    /// Its state with this id and these outputs.
    pub(super) fn state(&self, id: String, outputs: Value) -> ResourceState {
        ResourceState {
            urn: self.urn.clone(),
            ty: self.ty.to_string(),
            id,
            inputs: self.checked.clone(),
            outputs,
            dependencies: self.dependencies.clone(),
            protect: self.protect,
            delete: false,
            lifecycle: self.lifecycle.clone(),
            memo: None,
        }
    }

    /// The operation a crash during its `op` call would leave pending.
    pub(super) fn pending(&self, op: OpKind, id: Option<String>) -> PendingOperation {
        PendingOperation {
            op,
            urn: self.urn.clone(),
            ty: self.ty.to_string(),
            id,
            inputs: self.checked.clone(),
            provider: self.lifecycle.provider.clone(),
        }
    }

    /// The outcome of the call begun as `op`; the rest of the state is in its `Begin`.
    pub(super) fn done(
        &self,
        op: u64,
        id: Option<String>,
        outputs: &Value,
        replaces: Option<String>,
        memo: Option<String>,
    ) -> JournalEntry {
        JournalEntry::Done {
            op,
            id,
            outputs: outputs.clone(),
            dependencies: self.dependencies.clone(),
            protect: self.protect,
            replaces,
            lifecycle: self.lifecycle.clone(),
            memo,
        }
    }

    /// Its memo digest with this id and these outputs, when its provider declares `check` and
    /// `diff` of its type pure: recorded with what the run leaves, so that the next run can skip
    /// both calls.
    pub(super) fn digest(&self, id: &str, outputs: &Value) -> Option<String> {
        let identity = self.identity.as_ref()?;
        crate::memo::digest(identity, self.ty, &self.news, id, &self.checked, outputs)
    }

    /// The memo to record for a step that keeps it as it is.
    pub(super) fn kept_memo(&self, id: &str, outputs: &Value) -> Option<String> {
        match &self.remembered {
            Some(memo) => memo.clone(),
            None => self.digest(id, outputs),
        }
    }

    pub(super) fn seal(&self, outputs: Value) -> Value {
        seal_outputs(outputs, &self.lifecycle.secret_outputs)
    }
}

/// Decide resource node `i`'s step: resolve its inputs from `outputs`, find its recorded state
/// (under an alias too), and ask its provider what changes.
pub(super) async fn decide<'a>(
    ctx: &'a Ctx,
    plan: &'a Plan,
    outputs: &[OnceLock<Value>],
    i: usize,
) -> Result<Decision<'a>, StepError> {
    let PlanNode::Resource {
        urn,
        ty,
        name,
        inputs,
        deps,
        options,
        ignore,
        replace_on,
        component,
        ..
    } = &plan.nodes[i]
    else {
        unreachable!()
    };
    let parent = options
        .parent
        .and_then(|h| plan.nodes[h as usize].urn().cloned());
    let targeted = ctx.targets.allows(urn);
    // Only what its inputs read matters: `depends-on` orders it, and reads nothing.
    if targeted && let Some(how) = ctx.untargeted_read(plan, inputs) {
        return Err(format!(
            "{ty} \"{name}\" depends on {how}, which is not targeted: its outputs would be out of date; target it too (--target URN, or --target-dependents on it)"
        )
        .into());
    }
    if targeted && let Some(why) = ctx.untargeted_absent_dependency(plan, i) {
        return Err(format!("{ty} \"{name}\" depends on {why}").into());
    }
    let read = |h: u32, p: Option<&str>| {
        let o = outputs[h as usize]
            .get()
            .ok_or_else(|| format!("{} has no outputs", plan.label(h)))?;
        project(o, p).ok_or_else(|| format!("input {}", missing_output(plan, h, p, o)))
    };
    let mut news = resolve(inputs, &read)?;
    // Its replacement trigger, as a digest (`None` while unknown, in a preview).
    let trigger = match &options.replacement_trigger {
        None => Trigger::None,
        Some(t) => match resolve(t, &read)? {
            t if contains_unknown(&t) => Trigger::Unknown,
            t => Trigger::Known(crate::memo::trigger_digest(&t)),
        },
    };
    // Its recorded state: under its URN, or under an alias it was known by.
    let (recorded, alias) = match ctx.base.live(urn) {
        Some(o) => (Some(o), None),
        None => aliased_state(&ctx.base, plan.aliases(i), *component)
            .or_else(|| {
                let was = ctx.renamed.get(&i)?;
                ctx.base.live(was).map(|o| (o, was))
            })
            .map_or((None, None), |(o, a)| (Some(o), Some(a))),
    };
    if *component {
        let state = ResourceState {
            urn: urn.clone(),
            ty: ty.clone(),
            id: String::new(),
            inputs: Value::Object(Default::default()),
            outputs: news,
            dependencies: resource_dependencies(plan, deps),
            protect: options.protects(),
            delete: false,
            lifecycle: Lifecycle {
                component: true,
                parent,
                ..Default::default()
            },
            memo: None,
        };
        return Ok(Decision::Component {
            state,
            recorded,
            alias,
        });
    }
    let provider = ctx.provider_for(ty, options.provider.as_ref())?;
    if let Some(o) = recorded {
        check_readable(o)?;
    }
    if contains_sealed(&news) {
        return Err(format!(
            "{ty} \"{name}\": an input comes from a secret that cannot be decrypted with the stack's key (see the warning above); nothing was changed"
        ).into());
    }
    if !targeted {
        let outputs = untargeted(ctx, provider.as_ref(), i, recorded, &news, ignore).await?;
        return Ok(Decision::Untargeted(outputs));
    }
    // Not read when this run deleted it already (a delete-before-replace chain, or its
    // owner's): it is gone by the run's own doing, and replaced, as its preview says (found by
    // the simulation: `up --refresh` read it gone and created it, where the preview replaced).
    let deleted_here = |o: &ResourceState| {
        let chained = ctx.chain_deleted.lock().unwrap();
        chained.contains(&o.urn) || chained.contains(urn)
    };
    let old = match recorded {
        Some(o) if ctx.opts.refresh && !o.lifecycle.pending_replacement && !deleted_here(o) => {
            refresh_one(ctx, provider.as_ref(), o)
                .await?
                .map(Cow::Owned)
        }
        o => o.map(Cow::Borrowed),
    };
    // Renamed: decided under the new URN (the state moves when the step runs).
    let old = match (old, alias) {
        (Some(o), Some(_)) => Some(Cow::Owned(ResourceState {
            urn: urn.clone(),
            ..o.into_owned()
        })),
        (o, _) => o,
    };
    let moved_from = alias.filter(|_| old.is_some());
    // A trigger not known yet may change: a preview shows the replacement, and an update, which
    // knows every value it can, refuses to guess (Pulumi's rule). A create has nothing to replace.
    if trigger == Trigger::Unknown && old.is_some() && !ctx.opts.preview {
        return Err(StepError::new(
            ErrorKind::Invalid,
            format!(
                "{ty} \"{name}\": the replacement trigger contains unknowns, so whether it changed cannot be known; nothing was changed (make the trigger a value known when the update runs)"
            ),
        ));
    }
    if let Some(old) = old.as_deref() {
        ignore_changes(ignore, &old.inputs, &mut news);
    }
    let identity = provider.memo_identity(ty).await;
    let remembered = old
        .as_deref()
        .filter(|o| {
            !o.lifecycle.pending_replacement
                && !o.lifecycle.tainted
                && !o.lifecycle.init_failed
                && o.lifecycle.provider == options.provider
                && !ctx.targets.replace.contains(urn)
                && identity
                    .as_ref()
                    .is_some_and(|i| crate::memo::holds(i, ty, &news, o))
        })
        .map(|o| (o.inputs.clone(), o.memo.clone()));
    // A create whose inputs `check` answered as they are just before the run, asked exactly as
    // it would be asked now (see `Prechecked`).
    let prechecked =
        old.is_none() && identity.is_some() && ctx.opts.prechecked.holds(i) && news == *inputs;
    let (remembered_inputs, remembered) = match remembered {
        Some((inputs, memo)) => (Some(inputs), Some(memo)),
        None => (None, None),
    };
    let checked = match remembered_inputs {
        // What `check` would answer, marked as the secret guard marks every answer: a value
        // that has become a known secret since is recorded as one.
        Some(inputs) => ctx.opts.secrets.mark(inputs),
        // Likewise, with what the guard learns from what it hands the provider.
        None if prechecked => {
            ctx.opts.secrets.learn(&news);
            ctx.opts.secrets.mark(news.clone())
        }
        None => {
            if tried_inline(ctx, &plan.nodes[i]) {
                tokio::task::yield_now().await;
            }
            ctx.limited(crate::validate::check(
                provider.as_ref(),
                ty,
                name,
                old.as_deref().map(|o| &o.inputs),
                &news,
            ))
            .await?
            .map_err(|e| provider_error("check", ty, name, e))?
        }
    };
    routed(ctx, provider.as_ref(), (ty, name), &checked).await;
    let lifecycle = Lifecycle {
        retain_on_delete: options.retain_on_delete,
        deleted_with: options
            .deleted_with
            .and_then(|h| plan.nodes[h as usize].urn().cloned()),
        secret_outputs: options.additional_secret_outputs.clone(),
        timeouts: options.timeouts,
        property_dependencies: property_dependencies(plan, inputs),
        pending_replacement: false,
        parent,
        component: false,
        provider: options.provider.clone(),
        init_failed: false,
        import_id: options.import.clone(),
        tainted: false,
        replacement_trigger: match &trigger {
            Trigger::Known(d) => Some(d.clone()),
            _ => None,
        },
    };
    let mut step = Step {
        urn,
        ty,
        name,
        provider,
        kind: OpKind::Create,
        old,
        moved_from,
        news,
        checked,
        diff: DiffResult::default(),
        dependencies: resource_dependencies(plan, deps),
        lifecycle,
        protect: options.protects(),
        delete_first: false,
        gone: false,
        identity,
        remembered,
        trigger,
        replace_with: options
            .replace_with
            .iter()
            .filter_map(|h| plan.nodes[*h as usize].urn().cloned())
            .collect(),
    };
    // What the remediation policies fix, before anything is decided on the inputs.
    super::policing::remediate(ctx, &mut step, (i, inputs)).await?;
    if let Some(id) = &options.import {
        let imported = step
            .old()
            .map(|o| o.id == *id || o.lifecycle.import_id.as_ref() == Some(id));
        return match imported {
            // The resource imported with this id (under a canonical id its provider gave it).
            Some(true) => {
                let step =
                    decide_change(ctx, step, (ignore, replace_on), options.delete_before_replace).await?;
                if step.kind == OpKind::Replace {
                    return Err(StepError::new(
                        ErrorKind::Invalid,
                        format!(
                            "{ty} \"{name}\" would be replaced (changed: {}), but previously-imported resources that still specify an ID may not be replaced: remove the import option first (it is what Strata adopted; a replacement would delete it)",
                            step.diff.replaces.join(", ")
                        ),
                    ));
                }
                super::policing::check_resource(ctx, &step, step.kind, (i, inputs)).await?;
                Ok(Decision::Change(step))
            }
            // Another resource than the one recorded: an import-replacement (the one recorded
            // is deleted after the import), as in Pulumi; refused while it is protected.
            Some(false)
                if step.protect
                    && step.old().is_some_and(|o| o.protect)
                    && !ctx.opts.ignore_protect =>
            {
                Err(format!(
                    "{ty} \"{name}\" is protected and cannot be replaced by importing `{id}` (it is recorded with id `{}`): unprotect it first (`strata state unprotect {urn}`)",
                    step.old().map(|o| o.id.as_str()).unwrap_or_default()
                )
                .into())
            }
            // Nothing recorded, or another resource than the one recorded.
            Some(false) | None => {
                super::policing::check_resource(ctx, &step, OpKind::Import, (i, inputs)).await?;
                ctx.planned(urn, OpKind::Import, &step.checked)?;
                Ok(Decision::Import(step, id.clone()))
            }
        };
    }
    step = decide_change(
        ctx,
        step,
        (ignore, replace_on),
        options.delete_before_replace,
    )
    .await?;
    // Every resource of the plan is checked, an unchanged one too (with its recorded outputs):
    // a pack added to a deployed stack judges what is already there.
    super::policing::check_resource(ctx, &step, step.kind, (i, inputs)).await?;
    Ok(Decision::Change(step))
}

/// The state recorded under one of `aliases` (a node's, [`Plan::aliases`]: its own, then those
/// inherited from its parent), and that alias: a resource renamed, moved under another parent,
/// or whose type its provider renamed, or a child of such a parent. A record of the other kind
/// (a component that became a resource, or the reverse) is not its state: the new one is
/// created, and the old one deleted as removed (a component's delete only forgets it).
pub(super) fn aliased_state<'a>(
    base: &'a Snapshot,
    mut aliases: impl Iterator<Item = &'a Urn>,
    component: bool,
) -> Option<(&'a ResourceState, &'a Urn)> {
    aliases.find_map(|a| {
        base.live(a)
            .filter(|o| o.lifecycle.component == component)
            .map(|o| (o, a))
    })
}

/// Say of a resource that sets inputs its type's own calls do not serve (`routed` in its
/// schema) how its provider serves it instead: the preview and `up` say it, not only the
/// schema.
async fn routed(ctx: &Ctx, provider: &dyn Provider, (ty, name): (&str, &str), inputs: &Value) {
    let Some(schema) = crate::validate::declared(provider).await else {
        return;
    };
    let Some(routed) = schema.types.get(ty).and_then(|t| t.routed.as_ref()) else {
        return;
    };
    let set: Vec<&str> = routed
        .inputs
        .iter()
        .filter(|k| inputs.get(k.as_str()).is_some_and(|v| !v.is_null()))
        .map(String::as_str)
        .collect();
    if set.is_empty() {
        return;
    }
    ctx.events.emit(Event::Warning {
        message: format!(
            "{ty} \"{name}\" is served {}: its type's own calls do not set {} (`strata schema {} --coverage`)",
            routed.how,
            strata_model::spelling::listing(set.iter().copied(), true),
            provider_of(ty)
        ),
    });
}

/// What to do with a resource that is not imported: create what has no state; otherwise what
/// the provider's diff says.
async fn decide_change<'a>(
    ctx: &Ctx,
    mut step: Step<'a>,
    (ignore, replace_on): (
        &[strata_model::path::PropertyPath],
        &[strata_model::path::PropertyPath],
    ),
    delete_before_replace: Option<bool>,
) -> Result<Step<'a>, StepError> {
    let (urn, ty, name) = (step.urn, step.ty, step.name);
    let provider = step.lifecycle.provider.clone();
    // (The field, not `step.old()`: a default put back changes `step.checked` below.)
    let old = step.old.as_deref();
    // Deleted already: by an interrupted delete-before-replace, or by this run's chain.
    // (The chain goes by recorded URNs: one renamed by an alias was deleted under its old one;
    // found by the simulation, which saw it deleted twice.)
    let gone = old.is_some_and(|o| {
        let chained = ctx.chain_deleted.lock().unwrap();
        o.lifecycle.pending_replacement
            || chained.contains(urn)
            || step.moved_from.is_some_and(|from| chained.contains(from))
    });
    // Replacements the program or this run asks for, whatever the diff says.
    let forced = old
        .map(|o| forced_replacements(ctx, &step, o))
        .unwrap_or_default();
    let mut put_back = None;
    let (kind, diff) = match old {
        None => (OpKind::Create, DiffResult::default()),
        Some(_) if gone => (OpKind::Replace, DiffResult::default()),
        // Another provider instance (another region, another directory): a new resource.
        Some(old) if old.lifecycle.provider != provider => (
            OpKind::Replace,
            DiffResult {
                replaces: vec!["(provider)".into()],
                ..DiffResult::default()
            },
        ),
        // Its digest says what the diff would: nothing to change.
        Some(_) if step.remembered.is_some() && forced.is_empty() => {
            (OpKind::Same, DiffResult::default())
        }
        Some(old) => {
            let defaulted = crate::validate::with_defaults(
                step.provider.as_ref(),
                ty,
                (&old.inputs, &old.outputs),
                &step.checked,
                ignore,
            )
            .await;
            // A default put back (drift in what the program left out) is sent and recorded.
            let news = defaulted.news.as_ref().unwrap_or(&step.checked);
            let mut diff = ctx
                .limited(step.provider.diff(
                    ty,
                    &old.id,
                    defaulted.recorded.as_ref().unwrap_or(&old.inputs),
                    &old.outputs,
                    news,
                ))
                .await?
                .map_err(|e| provider_error("diff", ty, name, e))?;
            force_replacements(&mut diff, replace_on, old, news);
            put_back = defaulted.news;
            diff.replaces.extend(forced);
            // Its create failed part way: tried again, as an update (or a replacement, when
            // the program says every change replaces it).
            if old.lifecycle.init_failed && diff.replaces.is_empty() {
                if replace_on
                    .iter()
                    .any(|p| p.segments == [strata_model::path::Segment::Any])
                {
                    diff.replaces.push("(its create failed part way)".into());
                } else if diff.changed.is_empty() {
                    diff.changed.push("(its create failed part way)".into());
                }
            }
            (step_kind(&diff), diff)
        }
    };
    if let Some(news) = put_back {
        step.checked = news;
    }
    // Protected in the program and in the state: adding `protect` in the run that replaces it
    // protects the new copy, and removing it lets the replacement go (Pulumi's rule).
    if kind == OpKind::Replace
        && step.protect
        && old.is_some_and(|o| o.protect)
        && !ctx.opts.ignore_protect
    {
        return Err(format!(
            "{ty} \"{name}\" is protected and cannot be replaced (changed: {}): remove `protect` from the program first, or `strata state unprotect {urn}`",
            diff.replaces.join(", ")
        )
        .into());
    }
    if kind == OpKind::Replace {
        // What is deleted with it goes with its old copy, and is replaced with it: none of that
        // may be protected.
        let with = ctx.deleted_with(urn);
        if let Some(u) = with.iter().find(|r| !ctx.targets.allows(&r.urn)) {
            return Err(format!(
                "{ty} \"{name}\" cannot be replaced: {} \"{}\" is deleted with it (deleted-with) and would be replaced with it, but it is not targeted: target it too (--target {}, or --target-dependents)",
                u.ty,
                u.urn.name(),
                u.urn
            )
            .into());
        }
        let protected = with.into_iter().find(|r| r.protect);
        if let Some(p) = protected.filter(|_| !ctx.opts.ignore_protect) {
            return Err(format!(
                "{ty} \"{name}\" cannot be replaced: {} \"{}\" is deleted with it (deleted-with) and is protected, and the replacement would delete it: nothing was changed. Unprotect it first (`strata state unprotect {}`)",
                p.ty,
                p.urn.name(),
                p.urn
            )
            .into());
        }
        ctx.replaced.lock().unwrap().insert(urn.clone());
    }
    ctx.planned(urn, kind, &step.checked)?;
    // A move to another provider instance deletes first: the two copies may share an id (a
    // relative path in two directories), and state keys copies by URN and id.
    let moves_instance = old.is_some_and(|o| o.lifecycle.provider != provider);
    step.delete_first =
        moves_instance || delete_before_replace.unwrap_or(diff.delete_before_replace);
    step.gone = gone;
    step.kind = kind;
    step.diff = diff;
    Ok(step)
}

/// Why `step` is replaced whatever its provider's diff says: `--replace`, a taint, a changed
/// replacement trigger, or the replacement of a resource it is deleted with or replaced with.
fn forced_replacements(ctx: &Ctx, step: &Step<'_>, old: &ResourceState) -> Vec<String> {
    let mut forced = Vec::new();
    if ctx.targets.replace.contains(step.urn) {
        forced.push("(--replace)".into());
    }
    if old.lifecycle.tainted {
        forced.push("(tainted)".into());
    }
    // Adding a trigger records it; a change of the recorded one replaces.
    if let Some(was) = &old.lifecycle.replacement_trigger {
        let changed = match &step.trigger {
            Trigger::Unknown => true,
            Trigger::Known(now) => now != was,
            Trigger::None => false,
        };
        if changed {
            forced.push("(replacement-trigger)".into());
        }
    }
    let replaced = ctx.replaced.lock().unwrap();
    // Deleted with a resource this run replaces: gone with its old copy, so replaced too.
    if let Some(owner) = old
        .lifecycle
        .deleted_with
        .as_ref()
        .filter(|o| replaced.contains(*o))
    {
        forced.push(format!("(deleted with {})", owner.name()));
    }
    if let Some(with) = step.replace_with.iter().find(|w| replaced.contains(*w)) {
        forced.push(format!("(replaced with {})", with.name()));
    }
    forced
}

/// The step a diff asks for.
pub(super) fn step_kind(diff: &DiffResult) -> OpKind {
    if !diff.replaces.is_empty() {
        OpKind::Replace
    } else if !diff.changed.is_empty() {
        OpKind::Update
    } else {
        OpKind::Same
    }
}

/// `replace-on-changes`: a changed property under one of `paths` replaces the resource.
pub(crate) fn force_replacements(
    diff: &mut DiffResult,
    paths: &[strata_model::path::PropertyPath],
    old: &ResourceState,
    news: &Value,
) {
    for p in paths {
        let reported = diff
            .changed
            .iter()
            .chain(&diff.replaces)
            .any(|c| p.covers(c));
        if reported && p.differs(&old.inputs, news) && !diff.replaces.contains(&p.text) {
            diff.replaces.push(p.text.clone());
        }
    }
}

/// A resource the run does not target: nothing changes, and its recorded outputs stand in for
/// it. If it would change, what depends on it is refused (`untargeted_changes`).
pub(super) async fn untargeted(
    ctx: &Ctx,
    provider: &dyn Provider,
    i: usize,
    recorded: Option<&ResourceState>,
    news: &Value,
    ignore: &[strata_model::path::PropertyPath],
) -> Result<Value, StepError> {
    let Some(old) = recorded else {
        ctx.untargeted_changes
            .lock()
            .unwrap()
            .insert(i as u32, UntargetedChange::new("create", None));
        return Ok(marker::unknown());
    };
    let mut news = news.clone();
    ignore_changes(ignore, &old.inputs, &mut news);
    let name = old.urn.name();
    let (kind, checked) = match ctx
        .limited(crate::validate::check(
            provider,
            &old.ty,
            name,
            Some(&old.inputs),
            &news,
        ))
        .await?
    {
        Ok(checked) => {
            let defaulted = crate::validate::with_defaults(
                provider,
                &old.ty,
                (&old.inputs, &old.outputs),
                &checked,
                ignore,
            )
            .await;
            let checked = defaulted.news.unwrap_or(checked);
            match ctx
                .limited(provider.diff(
                    &old.ty,
                    &old.id,
                    defaulted.recorded.as_ref().unwrap_or(&old.inputs),
                    &old.outputs,
                    &checked,
                ))
                .await?
            {
                Ok(diff) => (step_kind(&diff), Some(checked)),
                Err(_) => (OpKind::Update, None),
            }
        }
        Err(_) => (OpKind::Update, None),
    };
    if kind != OpKind::Same {
        // What an update would leave its outputs as, as its provider predicts them.
        let predicted = match checked.filter(|_| kind == OpKind::Update) {
            Some(checked) => ctx
                .limited(provider.update(
                    &old.ty,
                    &old.id,
                    &old.inputs,
                    &old.outputs,
                    &checked,
                    true,
                    None,
                ))
                .await?
                .ok()
                .map(|will| (old.outputs.clone(), will)),
            None => None,
        };
        ctx.untargeted_changes
            .lock()
            .unwrap()
            .insert(i as u32, UntargetedChange::new(kind.as_str(), predicted));
    }
    Ok(old.outputs.clone())
}

/// Read resource `id` to adopt it as `urn`, and diff what was read against the program's inputs
/// (except where `ignore` says): a difference the provider can update is updated after the
/// import, as in Pulumi; one that would replace it is refused, naming the properties (the
/// replacement would delete what the import adopts).
pub(super) async fn import_one(
    ctx: &Ctx,
    provider: &dyn Provider,
    ty: &str,
    name: &str,
    id: &str,
    checked: &Value,
    ignore: &[strata_model::path::PropertyPath],
) -> Result<(crate::ports::ReadResult, Value, DiffResult), StepError> {
    let read = ctx
        .limited(provider.read(ty, id, checked, &Value::Object(Default::default())))
        .await?
        .map_err(|e| provider_error("read", ty, name, e))?
        .filter(|r| !r.id.is_empty())
        .ok_or_else(|| {
            StepError::from(format!(
                "{ty} \"{name}\": there is no resource with id `{id}` to import: check the id (and that the provider is configured for where it lives)"
            ))
        })?;
    let mut wanted = checked.clone();
    ignore_changes(ignore, &read.inputs, &mut wanted);
    let diff = ctx
        .limited(provider.diff(ty, &read.id, &read.inputs, &read.outputs, &wanted))
        .await?
        .map_err(|e| provider_error("diff", ty, name, e))?;
    if !diff.replaces.is_empty() {
        let mut props: Vec<&String> = diff.replaces.iter().collect();
        props.sort();
        props.dedup();
        let differing: Vec<String> = props
            .iter()
            .map(|p| {
                format!(
                    "{p}: it has {}, the program says {}",
                    show(read.inputs.get(p.as_str())),
                    show(wanted.get(p.as_str()))
                )
            })
            .collect();
        return Err(StepError::new(
            ErrorKind::Invalid,
            format!(
                "{ty} \"{name}\": cannot import `{id}`: its inputs differ from the program's where a change replaces it ({}); change the program to match, or list them in ignore-changes. Nothing was imported",
                differing.join("; ")
            ),
        ));
    }
    Ok((read, wanted, diff))
}

/// A value for a message, secrets redacted.
pub(super) fn show(v: Option<&Value>) -> String {
    v.map_or_else(|| "nothing".into(), |v| redact(v).to_string())
}

/// `additional-secret-outputs`: the named output properties, marked secret.
pub(super) fn seal_outputs(mut outputs: Value, names: &[String]) -> Value {
    if let Some(o) = outputs.as_object_mut() {
        for n in names {
            if let Some(v) = o.get_mut(n)
                && !marker::is_secret(v)
            {
                *v = marker::secret(std::mem::take(v));
            }
        }
    }
    outputs
}

/// For each top-level input property that references other resources, which.
pub(super) fn property_dependencies(plan: &Plan, inputs: &Value) -> BTreeMap<String, Vec<Urn>> {
    let mut out = BTreeMap::new();
    for (k, v) in inputs.as_object().into_iter().flatten() {
        let mut refs = Vec::new();
        strata_model::value::references(v, &mut refs);
        if !refs.is_empty() {
            out.insert(k.clone(), resource_dependencies(plan, &refs));
        }
    }
    out
}

/// A provider's error, naming the provider, the call and the resource.
pub(crate) fn provider_error(verb: &str, ty: &str, name: &str, e: ProviderError) -> StepError {
    StepError::new(
        e.kind(),
        format!("provider {}: {verb} {ty} \"{name}\": {e}", provider_of(ty)),
    )
}

/// The resources behind `deps`; an `apply` stands for the resources its inputs come from.
pub(super) fn resource_dependencies(plan: &Plan, deps: &[u32]) -> Vec<Urn> {
    let mut out = Vec::new();
    let mut seen = HashSet::new();
    let mut stack: Vec<u32> = deps.to_vec();
    while let Some(d) = stack.pop() {
        if !seen.insert(d) {
            continue;
        }
        match &plan.nodes[d as usize] {
            PlanNode::Resource { urn, .. } => out.push(urn.clone()),
            PlanNode::Apply { deps, .. }
            | PlanNode::Interpolation { deps, .. }
            | PlanNode::Invoke { deps, .. } => stack.extend_from_slice(deps),
        }
    }
    out.sort();
    out
}

/// What changes between `old` and `new` inputs, redacted for display: as the provider's diff
/// details say (nested paths and all), or else by top-level property.
pub(super) fn changes(old: Option<&Value>, new: &Value, diff: &DiffResult) -> Vec<PropertyChange> {
    use crate::ports::DiffKind;
    use strata_model::path::PropertyPath;
    // A property whose path, or whose top-level property, the diff says forces a replacement.
    let forced = |path: &str| {
        let top = path.split(['.', '[']).next().unwrap_or(path);
        diff.replaces.iter().any(|r| r == path || r == top)
    };
    if !diff.details.is_empty() {
        let empty = Value::Null;
        let o = old.unwrap_or(&empty);
        return diff
            .details
            .iter()
            .map(|d| {
                let at = |v: &Value| {
                    PropertyPath::parse(&d.path)
                        .ok()
                        .and_then(|p| p.get(v).map(redact))
                };
                PropertyChange {
                    property: d.path.clone(),
                    old: at(o),
                    new: at(new),
                    replaces: d.replaces || forced(&d.path),
                    kind: d.kind,
                }
            })
            .collect();
    }
    let empty = serde_json::Map::new();
    let o = old.and_then(Value::as_object).unwrap_or(&empty);
    let n = new.as_object().unwrap_or(&empty);
    let mut keys: Vec<&String> = o.keys().chain(n.keys()).collect();
    keys.sort();
    keys.dedup();
    keys.into_iter()
        .filter(|k| o.get(*k) != n.get(*k))
        .map(|k| PropertyChange {
            property: k.clone(),
            old: o.get(k).map(redact),
            new: n.get(k).map(redact),
            replaces: forced(k),
            kind: match (o.get(k), n.get(k)) {
                (None, _) => DiffKind::Add,
                (_, None) => DiffKind::Delete,
                _ => DiffKind::Update,
            },
        })
        .collect()
}
