//! The policy packs at work in a run: each resource's policies before the provider call that
//! changes it, and the stack's after the run (see [`crate::policy`]). Nothing is copied for a
//! policy that is not enabled, and what the stack policies see after an update is read from
//! the state the run leaves, not kept twice.

use super::*;
use crate::policy::{Enforcement, PolicyResource, Violation};

/// What the stack policies need of a resource node, kept as its step ends (only when a stack
/// policy is enabled): what the run did to it; in a preview, also what the run would leave,
/// which no state holds.
pub(crate) struct Kept {
    op: OpKind,
    would: Option<Box<Would>>,
}

/// A resource as a preview would leave it.
struct Would {
    inputs: Value,
    outputs: Value,
    protect: bool,
    provider: String,
    parent: Option<Urn>,
    dependencies: Vec<Urn>,
}

/// Report `violations` (each an event, counted in `summary`), scrubbed of the stack's secrets;
/// returns the mandatory ones, a line each.
fn report(
    events: &dyn EventSink,
    secrets: &KnownSecrets,
    summary: &mut Summary,
    violations: Vec<Violation>,
) -> Vec<String> {
    let mut mandatory = Vec::new();
    for mut v in violations {
        if v.enforcement == Enforcement::Disabled {
            continue;
        }
        v.message = secrets.scrub(&v.message);
        v.path = secrets.scrub(&v.path);
        if v.enforcement == Enforcement::Mandatory {
            summary.policy_violations += 1;
            mandatory.push(v.describe());
        } else {
            summary.policy_warnings += 1;
        }
        events.emit(Event::PolicyViolation(v));
    }
    mandatory
}

impl Ctx {
    /// The policies, when a stack policy is enabled.
    pub(super) fn stack_policies(&self) -> bool {
        self.opts
            .policies
            .0
            .as_ref()
            .is_some_and(|p| p.checks_stack())
    }
}

/// A decided step as its policies see it.
fn view<'s>(step: &'s Step<'_>, op: OpKind, outputs: Option<&'s Value>) -> PolicyResource<'s> {
    PolicyResource {
        urn: step.urn,
        ty: step.ty,
        name: step.name,
        op,
        inputs: &step.checked,
        outputs,
        protect: step.protect,
        provider: step
            .lifecycle
            .provider
            .as_deref()
            .unwrap_or_else(|| provider_of(step.ty)),
        parent: step.lifecycle.parent.as_ref(),
        dependencies: &step.dependencies,
        ahead: None,
    }
}

/// The place of `step`'s node in the list the policies were told ahead, when what it asks now
/// (`op`) is exactly what was told: a create of the node with the plan's inputs unchanged by
/// `check`, or a recorded resource whose checked inputs are those recorded (all else in the
/// view comes from the same node and the same record).
fn told_ahead(
    ctx: &Ctx,
    step: &Step<'_>,
    op: OpKind,
    (i, planned): (usize, &Value),
) -> Option<u32> {
    let &(k, told) = ctx.policy_ahead.get()?.get(&i)?;
    let exact = told == op
        && match op {
            OpKind::Create => step.checked == *planned,
            OpKind::Same => step
                .old()
                .is_some_and(|o| o.urn == *step.urn && o.inputs == step.checked),
            _ => false,
        };
    exact.then_some(k)
}

/// Run the resource policies on `step`, about to `op` (create, update, replace or import) its
/// resource: a mandatory violation fails the step here, before any call that changes
/// something; advisory ones are reported and the step goes on. `node` is its plan node and the
/// node's inputs.
pub(super) async fn check_resource(
    ctx: &Ctx,
    step: &Step<'_>,
    op: OpKind,
    node: (usize, &Value),
) -> Result<(), StepError> {
    let Some(policy) = ctx
        .opts
        .policies
        .0
        .as_ref()
        .filter(|p| p.checks_resources())
    else {
        return Ok(());
    };
    let outputs = match op {
        OpKind::Update | OpKind::Replace | OpKind::Same => step.old().map(|o| &o.outputs),
        _ => None,
    };
    let mut asked = view(step, op, outputs);
    asked.ahead = told_ahead(ctx, step, op, node);
    let violations = policy.validate_resource(&asked).await;
    if violations.is_empty() {
        return Ok(());
    }
    let mandatory = report(
        ctx.events.as_ref(),
        &ctx.opts.secrets,
        &mut ctx.summary.lock().unwrap(),
        violations,
    );
    if mandatory.is_empty() {
        return Ok(());
    }
    let what = if op == OpKind::Same {
        "is unchanged".to_string()
    } else {
        format!("would {op}")
    };
    let error = StepError::new(
        ErrorKind::PolicyViolation,
        format!(
            "{} \"{}\" {what}, and {}: nothing was changed. Change the resource so that it complies, or lower the policy's enforcement under [policy.PACK.enforcement] in Strata.toml",
            step.ty,
            step.name,
            mandatory.join("; ")
        ),
    );
    // A preview goes on past a violation, so that every policy is run on every resource (what
    // depends on this one too): the violation fails the preview, not the steps after it.
    if ctx.opts.preview {
        ctx.policy_refused.lock().unwrap().insert(step.urn.clone());
        ctx.fail(
            format!("{} \"{}\"", step.ty, step.name),
            Some(step.urn.clone()),
            Some(op),
            error,
        );
        return Ok(());
    }
    Err(error)
}

/// What the stack policies will need of `step`, which is about to run as `op`: in a preview,
/// its inputs and the rest (the outputs come when it ends).
pub(super) fn keeping(ctx: &Ctx, step: &Step<'_>, op: OpKind) -> Option<Kept> {
    if ctx.policy_kept.is_empty() {
        return None;
    }
    let would = ctx.opts.preview.then(|| {
        Box::new(Would {
            inputs: step.checked.clone(),
            outputs: Value::Null,
            protect: step.protect,
            provider: view(step, op, None).provider.to_string(),
            parent: step.lifecycle.parent.clone(),
            dependencies: step.dependencies.clone(),
        })
    });
    Some(Kept { op, would })
}

/// Keep what node `i`'s step left, for the stack policies.
pub(super) fn keep(ctx: &Ctx, i: usize, kept: Option<Kept>, outputs: &Value) {
    let Some(mut kept) = kept else { return };
    if let Some(w) = &mut kept.would {
        w.outputs = outputs.clone();
    }
    if let Some(slot) = ctx.policy_kept.get(i) {
        let _ = slot.set(kept);
    }
}

/// Run the stack policies on what the run left (a preview: would leave), from `kept` and the
/// state `result` holds; a mandatory violation fails the run.
pub(super) async fn check_stack(
    policy: &dyn crate::policy::Policy,
    events: &dyn EventSink,
    secrets: &KnownSecrets,
    plan: &Plan,
    kept: &[OnceLock<Kept>],
    preview: bool,
    result: &mut UpdateResult,
) {
    let mut resources = Vec::with_capacity(kept.len());
    for (i, node) in plan.nodes.iter().enumerate() {
        let PlanNode::Resource {
            urn,
            name,
            ty,
            component: false,
            ..
        } = node
        else {
            continue;
        };
        // A resource whose step did not run (outside `--target`) is in the stack as recorded.
        let Some(k) = kept.get(i).and_then(OnceLock::get) else {
            if let Some(r) = result.snapshot.live(urn) {
                resources.push(PolicyResource::recorded(urn, name, r, OpKind::Same));
            }
            continue;
        };
        let r = match &k.would {
            Some(w) => PolicyResource {
                urn,
                ty,
                name,
                op: k.op,
                inputs: &w.inputs,
                outputs: Some(&w.outputs),
                protect: w.protect,
                provider: &w.provider,
                parent: w.parent.as_ref(),
                dependencies: &w.dependencies,
                ahead: None,
            },
            None => {
                let Some(r) = result.snapshot.live(urn) else {
                    continue;
                };
                PolicyResource::recorded(urn, name, r, k.op)
            }
        };
        resources.push(r);
    }
    let violations = policy.validate_stack(&resources).await;
    drop(resources);
    let mandatory = report(events, secrets, &mut result.summary, violations);
    if !mandatory.is_empty() {
        result.failures.push(StepFailure {
            resource: "the stack policies".into(),
            kind: ErrorKind::PolicyViolation,
            error: secrets.scrub(&format!(
                "the stack {}: {}. Change the program so that it complies, or lower the policy's enforcement under [policy.PACK.enforcement] in Strata.toml",
                if preview { "would break policy" } else { "breaks policy (its changes are made and recorded)" },
                mandatory.join("; ")
            )),
        });
    }
}

/// Before any step: hand the resource policies the creates whose inputs the plan knows already
/// (no reference, no secret), as each step will ask about them if its provider's `check`
/// leaves the inputs as they are, and the resources the state holds as they are recorded (as
/// each step asks if it is unchanged), so that they are checked in bulk rather than one step
/// at a time (a create of 10,000 resources waited for 600 small checks on its way, 20% of its
/// time).
pub(super) async fn ahead(ctx: &Ctx, plan: &Plan) {
    let Some(policy) = ctx
        .opts
        .policies
        .0
        .as_ref()
        .filter(|p| p.checks_resources())
    else {
        return;
    };
    // By node: its dependencies, its parent, and its record when the state holds it.
    type Known<'s> = (usize, Vec<Urn>, Option<Urn>, Option<&'s ResourceState>);
    let mut known: Vec<Known<'_>> = Vec::new();
    let mut refs = Vec::new();
    for (i, n) in plan.nodes.iter().enumerate() {
        let PlanNode::Resource {
            urn,
            inputs,
            deps,
            options,
            component: false,
            ..
        } = n
        else {
            continue;
        };
        if options.import.is_some() || !ctx.targets.allows(urn) {
            continue;
        }
        let parent = options
            .parent
            .and_then(|h| plan.nodes[h as usize].urn().cloned());
        // A resource the state holds, as it is recorded: what its step asks about if it is
        // unchanged.
        if let Some(old) = ctx.base.live(urn) {
            if !old.lifecycle.component {
                known.push((i, resource_dependencies(plan, deps), parent, Some(old)));
            }
            continue;
        }
        refs.clear();
        strata_model::value::references(inputs, &mut refs);
        if !refs.is_empty()
            || contains_secret(inputs)
            || ctx.renamed.contains_key(&i)
            || aliased_state(&ctx.base, plan.aliases(i), false).is_some()
        {
            continue;
        }
        known.push((i, resource_dependencies(plan, deps), parent, None));
    }
    // Told even when there is none: what it was told for an earlier run is of no use now.
    // Each view's place in the list, by node: what a step names when it is that resource.
    let mut places = HashMap::with_capacity(known.len());
    let mut views: Vec<PolicyResource<'_>> = Vec::with_capacity(known.len());
    for (i, dependencies, parent, old) in &known {
        let PlanNode::Resource {
            urn,
            ty,
            name,
            inputs,
            options,
            ..
        } = &plan.nodes[*i]
        else {
            continue;
        };
        let op = if old.is_some() {
            OpKind::Same
        } else {
            OpKind::Create
        };
        places.insert(*i, (views.len() as u32, op));
        views.push(PolicyResource {
            urn,
            ty,
            name,
            op,
            inputs: old.map_or(inputs, |o| &o.inputs),
            outputs: old.map(|o| &o.outputs),
            protect: options.protects(),
            provider: options
                .provider
                .as_deref()
                .unwrap_or_else(|| provider_of(ty)),
            parent: parent.as_ref(),
            dependencies,
            ahead: None,
        });
    }
    let _ = ctx.policy_ahead.set(places);
    policy.ahead(&views).await;
}

/// Run the remediation policies on `step`, whose inputs its provider's `check` answered: each
/// fix is applied to them in order (and said, as an event), and the result is checked by the
/// provider again, so that what a pack sets is held to what the program may set. Before the
/// diff: what the step decides is on the fixed inputs. A violation instead of a fix (a policy
/// the project set to advisory or mandatory, a pack that could not run) is reported as the
/// checks' are; a mandatory one fails the step (in a preview, it goes on).
pub(super) async fn remediate(
    ctx: &Ctx,
    step: &mut Step<'_>,
    node: (usize, &Value),
) -> Result<(), StepError> {
    let Some(policy) = ctx.opts.policies.0.as_ref().filter(|p| p.remediates()) else {
        return Ok(());
    };
    // What the run does is decided after the fix: a recorded resource is asked as it is.
    let op = if step.old().is_some() {
        OpKind::Same
    } else {
        OpKind::Create
    };
    let outputs = step.old().map(|o| &o.outputs);
    let mut asked = view(step, op, outputs);
    asked.ahead = told_ahead(ctx, step, op, node);
    let (fixes, violations) = policy.remediate(&asked).await;
    if !violations.is_empty() {
        let mandatory = report(
            ctx.events.as_ref(),
            &ctx.opts.secrets,
            &mut ctx.summary.lock().unwrap(),
            violations,
        );
        if !mandatory.is_empty() {
            let error = StepError::new(
                ErrorKind::PolicyViolation,
                format!(
                    "{} \"{}\" needs a fix, and {}: nothing was changed. Change the resource so that it complies, or lower the policy's enforcement under [policy.PACK.enforcement] in Strata.toml",
                    step.ty,
                    step.name,
                    mandatory.join("; ")
                ),
            );
            if !ctx.opts.preview {
                return Err(error);
            }
            ctx.policy_refused.lock().unwrap().insert(step.urn.clone());
            ctx.fail(
                format!("{} \"{}\"", step.ty, step.name),
                Some(step.urn.clone()),
                Some(op),
                error,
            );
        }
    }
    // No fix: nothing copied (this runs for every resource of a run with a remediation).
    if fixes.is_empty() {
        return Ok(());
    }
    let mut fixed = step.checked.clone();
    let mut said = Vec::new();
    for fix in fixes {
        let Some(inputs) = fixed.as_object_mut() else {
            break;
        };
        let before = inputs.clone();
        for (k, v) in &fix.inputs {
            if v.is_null() {
                inputs.remove(k);
            } else {
                inputs.insert(k.clone(), v.clone());
            }
        }
        if *inputs != before {
            said.push(fix);
        }
    }
    if said.is_empty() {
        return Ok(());
    }
    let who = said
        .iter()
        .map(|f| format!("policy `{}` of pack `{}`", f.policy, f.pack))
        .collect::<Vec<_>>()
        .join(", ");
    let checked = ctx
        .limited(crate::validate::check(
            step.provider.as_ref(),
            step.ty,
            step.name,
            step.old().map(|o| &o.inputs),
            &fixed,
        ))
        .await?
        .map_err(|e| {
            StepError::new(
                ErrorKind::PolicyViolation,
                format!(
                    "{} \"{}\": {who} fixed its inputs into what its provider refuses: {}. Nothing was changed: fix the remediation policy, or set the resource so that it needs no fix",
                    step.ty,
                    step.name,
                    ctx.opts.secrets.scrub(&e.to_string())
                ),
            )
        })?;
    step.checked = ctx.opts.secrets.mark(checked);
    // What the memo remembered of the diff was of other inputs.
    step.remembered = None;
    for mut remediation in said {
        remediation.message = ctx.opts.secrets.scrub(&remediation.message);
        ctx.events.emit(Event::PolicyRemediation {
            urn: step.urn.clone(),
            remediation,
        });
    }
    Ok(())
}

/// The resources of the plan a targeted run leaves alone (`--target`, `--exclude`), checked as
/// they are recorded: a mandatory policy judges the whole stack, whatever a run touches (a
/// targeted `up` of one resource was let through while another broke a mandatory policy). A
/// mandatory violation fails the run; in the preview that `up` runs first, it blocks it.
pub(super) async fn check_untargeted(ctx: &Ctx, plan: &Plan) {
    let Some(policy) = ctx
        .opts
        .policies
        .0
        .as_ref()
        .filter(|p| p.checks_resources())
    else {
        return;
    };
    if ctx.targets.only.is_none() {
        return;
    }
    for n in &plan.nodes {
        let PlanNode::Resource {
            urn,
            name,
            component: false,
            ..
        } = n
        else {
            continue;
        };
        let Some(r) = ctx.base.live(urn).filter(|_| !ctx.targets.allows(urn)) else {
            continue;
        };
        let view = PolicyResource::recorded(urn, name, r, OpKind::Same);
        let violations = policy.validate_resource(&view).await;
        if violations.is_empty() {
            continue;
        }
        let mandatory = report(
            ctx.events.as_ref(),
            &ctx.opts.secrets,
            &mut ctx.summary.lock().unwrap(),
            violations,
        );
        if !mandatory.is_empty() {
            ctx.fail(
                format!("{} \"{}\"", r.ty, name),
                Some(urn.clone()),
                Some(OpKind::Same),
                StepError::new(
                    ErrorKind::PolicyViolation,
                    format!(
                        "{} \"{name}\" is not targeted and is unchanged, and {}. Change the resource so that it complies, or lower the policy's enforcement under [policy.PACK.enforcement] in Strata.toml",
                        r.ty,
                        mandatory.join("; ")
                    ),
                ),
            );
        }
    }
}
