//! Delete-before-replace as a chain: before a resource is deleted to be replaced, the resources
//! that depend on it (in the recorded state) and would be replaced with it are deleted first,
//! dependents before what they depend on; each is created again by its own step.

use crate::error::StepError;
use crate::plan::{Plan, PlanNode};
use crate::update::{Ctx, provider_error};
use std::collections::HashSet;
use strata_model::{ResourceState, Urn, Value, marker};

/// The resources to delete before `root`, in the order to delete them. A dependent the program
/// no longer declares is in it (it is going anyway, and would hold `root` up); a declared one is
/// when its provider says that a change of the properties that reference the chain (unknown
/// until the replacement exists) replaces it. Refused, before anything changes, when one is
/// protected or not targeted.
pub(crate) async fn dependents_to_replace(
    ctx: &Ctx,
    plan: &Plan,
    root: &ResourceState,
) -> Result<Vec<ResourceState>, StepError> {
    let mut in_chain: HashSet<Urn> = HashSet::from([root.urn.clone()]);
    // Renamed by an alias: what depends on it names it by the URN it was recorded under (found
    // by the simulation: a renamed root was deleted before its dependents).
    // (Only when it is not recorded under its own: an alias is not followed then.)
    if ctx.base.live(&root.urn).is_none()
        && let Some(i) = plan.nodes.iter().position(|n| n.urn() == Some(&root.urn))
    {
        in_chain.extend(
            plan.aliases(i)
                .filter(|a| ctx.base.live(a).is_some())
                .cloned(),
        );
    }
    let mut chain: Vec<ResourceState> = Vec::new();
    let mut frontier: Vec<Urn> = in_chain.iter().cloned().collect();
    while let Some(u) = frontier.pop() {
        let dependents: Vec<&ResourceState> = ctx
            .base
            .resources
            .values()
            .filter(|b| (b.delete || !in_chain.contains(&b.urn)) && depends_on(b, &u))
            .filter(|b| !b.lifecycle.pending_replacement)
            .map(|b| &**b)
            .collect();
        for b in dependents {
            if !b.delete
                && (in_chain.contains(&b.urn) || ctx.chain_deleted.lock().unwrap().contains(&b.urn))
            {
                continue;
            }
            if !replaced_with(ctx, plan, b, &in_chain).await? {
                continue;
            }
            // An old copy goes first, and is all that goes: its URN's live copy is judged on
            // its own.
            if b.delete {
                if !chain.iter().any(|c| c.urn == b.urn && c.id == b.id) {
                    chain.push(b.clone());
                }
                continue;
            }
            in_chain.insert(b.urn.clone());
            frontier.push(b.urn.clone());
            chain.push(b.clone());
        }
    }
    let what = format!("{} \"{}\"", root.ty, root.urn.name());
    for b in &chain {
        let protect = match claimed(ctx, plan, &b.urn) {
            Some(PlanNode::Resource { options, .. }) => options.protects(),
            _ => b.protect,
        };
        if protect && !ctx.opts.ignore_protect {
            return Err(format!(
                "{what} is deleted before it is replaced, and {} \"{}\", which depends on it, would be replaced with it, but it is protected: nothing was changed. Unprotect it, or set delete-before-replace to false on {what}",
                b.ty,
                b.urn.name()
            )
            .into());
        }
        if !ctx.targets.allows(&b.urn) {
            return Err(format!(
                "{what} is deleted before it is replaced, and {} \"{}\", which depends on it, would be replaced with it, but it is not targeted: nothing was changed. Target it too (--target {}, or --target-dependents)",
                b.ty,
                b.urn.name(),
                b.urn
            )
            .into());
        }
    }
    // Dependents first: a member goes once nothing left in the chain depends on it.
    let mut ordered = Vec::with_capacity(chain.len());
    while !chain.is_empty() {
        let at = (0..chain.len())
            .find(|&i| !chain.iter().any(|other| depends_on(other, &chain[i].urn)))
            .unwrap_or(0);
        ordered.push(chain.remove(at));
    }
    Ok(ordered)
}

/// What the program declares a recorded URN as now: the node of that URN, or the one whose
/// alias names it, unless that node's own URN is recorded too (Pulumi's rule: an alias is not
/// followed when the resource is recorded under its own URN; found by the simulation).
pub(crate) fn claimed<'p>(ctx: &Ctx, plan: &'p Plan, urn: &Urn) -> Option<&'p PlanNode> {
    plan.node_of(urn).or_else(|| {
        plan.claiming(urn)
            .filter(|n| n.urn().is_none_or(|own| ctx.base.live(own).is_none()))
    })
}

/// Whether `b` depends on `u` as the chain counts it: by a reference or `depends-on`, or as
/// its child (a child the program no longer declares goes before its parent; found by the
/// simulation, which deleted a parent before its removed child).
fn depends_on(b: &ResourceState, u: &Urn) -> bool {
    b.dependencies.contains(u) || b.lifecycle.parent.as_ref() == Some(u)
}

/// Whether the program's own change to dependent `b` replaces it (found by the simulation: a
/// child replaced for a change of its own had its old copy deleted after its parent's
/// delete-before-replace). Its inputs are checked and diffed as its own step will, with what
/// it reads of other resources as they are recorded (unknown where they are in the chain, or
/// not resources); a check or diff that fails says no, and its step will say why.
async fn replaced_on_its_own(ctx: &Ctx, plan: &Plan, b: &ResourceState, node: &PlanNode) -> bool {
    let PlanNode::Resource {
        ty,
        name,
        inputs,
        ignore,
        replace_on,
        component: false,
        ..
    } = node
    else {
        return false;
    };
    let mut news = recorded_refs(ctx, plan, inputs);
    if strata_model::marker::is_unknown(&news) {
        return false;
    }
    strata_model::path::ignore_changes(ignore, &b.inputs, &mut news);
    let Ok(provider) = ctx.provider_for(ty, b.lifecycle.provider.as_ref()) else {
        return false;
    };
    let Ok(Ok(checked)) = ctx
        .limited(provider.check(ty, name, Some(&b.inputs), &news))
        .await
    else {
        return false;
    };
    let Ok(Ok(mut diff)) = ctx
        .limited(provider.diff(ty, &b.id, &b.inputs, &b.outputs, &checked))
        .await
    else {
        return false;
    };
    crate::update::force_replacements(&mut diff, replace_on, b, &checked);
    !diff.replaces.is_empty() || diff.details.iter().any(|d| d.replaces)
}

/// Whether `v` references (through an apply, an interpolation or a function's result too) a
/// resource of `urns`.
fn reads_any(plan: &Plan, v: &Value, urns: &HashSet<Urn>) -> bool {
    if let Some((h, _)) = marker::as_reference(v) {
        return plan
            .resources_behind(h)
            .into_iter()
            .filter_map(|i| plan.nodes[i].urn())
            .any(|u| urns.contains(u));
    }
    match v {
        Value::Array(items) => items.iter().any(|x| reads_any(plan, x, urns)),
        Value::Object(map) => map.values().any(|x| reads_any(plan, x, urns)),
        _ => false,
    }
}

/// `v` with each reference to a resource's output replaced by what the state records of it,
/// and any other (an apply's, a function's, one not recorded) by an unknown.
fn recorded_refs(ctx: &Ctx, plan: &Plan, v: &Value) -> Value {
    if let Some((h, property)) = marker::as_reference(v) {
        let recorded = plan
            .nodes
            .get(h as usize)
            .and_then(PlanNode::urn)
            .and_then(|u| ctx.base.live(u));
        return match (recorded, property) {
            (Some(r), Some(p)) => {
                strata_model::value::project(&r.outputs, Some(p)).unwrap_or_else(marker::unknown)
            }
            (Some(r), None) => r.outputs.clone(),
            (None, _) => marker::unknown(),
        };
    }
    match v {
        Value::Array(items) => {
            Value::Array(items.iter().map(|x| recorded_refs(ctx, plan, x)).collect())
        }
        Value::Object(map) => Value::Object(
            map.iter()
                .map(|(k, x)| (k.clone(), recorded_refs(ctx, plan, x)))
                .collect(),
        ),
        other => other.clone(),
    }
}

/// Whether dependent `b` is replaced when what it depends on in `chain` is.
async fn replaced_with(
    ctx: &Ctx,
    plan: &Plan,
    b: &ResourceState,
    chain: &HashSet<Urn>,
) -> Result<bool, StepError> {
    // An old copy left to delete (an interrupted replacement's) is going anyway (found by the
    // simulation: a parent was deleted before its child's old copy).
    if b.delete {
        return Ok(true);
    }
    // (Declared under its URN, or under a new one by an alias: found by the simulation, which
    // saw a renamed dependent taken for a removed one, deleted, and recorded as still there.)
    let Some(node) = claimed(ctx, plan, &b.urn) else {
        return Ok(true);
    };
    // A declared component has nothing to delete: its step records it again (found by the
    // simulation: one taken into a chain was forgotten).
    if b.lifecycle.component {
        return Ok(false);
    }
    // Replaced on its own in this run (tainted, or asked with --replace): its old copy goes
    // before what it depends on, so it goes in the chain (found by the simulation: a tainted
    // child's old copy outlived its parent).
    if b.lifecycle.tainted || ctx.targets.replace.contains(&b.urn) {
        return Ok(true);
    }
    // Deleted with a resource this run replaces: replaced with it.
    if b.lifecycle
        .deleted_with
        .as_ref()
        .is_some_and(|o| ctx.replaced.lock().unwrap().contains(o))
    {
        return Ok(true);
    }
    // Its replacement trigger reads a member of the chain, whose outputs the replacement
    // changes (found by the simulation: the trigger replaced it after its root was deleted).
    if let PlanNode::Resource { options, .. } = node
        && let Some(trigger) = &options.replacement_trigger
        && reads_any(plan, trigger, chain)
    {
        return Ok(true);
    }
    // Replaced with a member of the chain (`replace-with`).
    if let PlanNode::Resource { options, .. } = node
        && options
            .replace_with
            .iter()
            .filter_map(|h| plan.nodes.get(*h as usize)?.urn())
            .any(|u| chain.contains(u))
    {
        return Ok(true);
    }
    if replaced_on_its_own(ctx, plan, b, node).await {
        return Ok(true);
    }
    // A dependent whose provider instance changes is replaced delete-first on its own: it
    // goes in the chain, before what it depends on (found by the simulation: a parent and
    // its child moved to another instance together, and the parent was deleted first).
    if let PlanNode::Resource { options, .. } = node
        && options.provider != b.lifecycle.provider
    {
        return Ok(true);
    }
    let props: Vec<&String> = b
        .lifecycle
        .property_dependencies
        .iter()
        .filter(|(_, on)| on.iter().any(|u| chain.contains(u)))
        .map(|(p, _)| p)
        .collect();
    if props.is_empty() {
        // Only ordered after it (`depends-on`), or recorded before property dependencies were.
        return Ok(false);
    }
    let provider = ctx.provider_for(&b.ty, b.lifecycle.provider.as_ref())?;
    // It lives in, or is attached to, a member of the chain (its schema marks the input
    // `attached`): the service removes it with the old copy, whose name the new one keeps, so
    // it is replaced with it (an inline policy with its role, a permission with its function).
    let schema = crate::validate::declared(provider.as_ref()).await;
    let attached = |p: &str| {
        schema
            .as_ref()
            .and_then(|s| s.types.get(&b.ty))
            .and_then(|t| t.inputs.get(p))
            .is_some_and(|i| i.attached)
    };
    if props.iter().any(|p| attached(p)) {
        return Ok(true);
    }
    let mut probe = b.inputs.clone();
    if let Some(o) = probe.as_object_mut() {
        for p in props {
            o.insert(p.clone(), marker::unknown());
        }
    }
    let mut diff = ctx
        .limited(provider.diff(&b.ty, &b.id, &b.inputs, &b.outputs, &probe))
        .await?
        .map_err(|e| provider_error("diff", &b.ty, b.urn.name(), e))?;
    // Its `replace-on-changes` may cover what the chain feeds it.
    if let PlanNode::Resource { replace_on, .. } = node {
        crate::update::force_replacements(&mut diff, replace_on, b, &probe);
    }
    Ok(!diff.replaces.is_empty())
}
