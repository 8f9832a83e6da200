//! The checks that run before the lock: a protected resource's dependents, the providers'
//! own checks of each planned input (`preflight`), and what they refuse, said once.

use super::*;
use crate::Say;
use crate::context::Context;
use crate::events::Kind;
use anyhow::Result;
use std::collections::HashMap;
use std::sync::Arc;
use strata_engine::Providers;
use strata_model::{KnownSecrets, Value};

/// An `up` that drops an output another stack reads, or a `destroy` of a stack others read,
/// stops here, before the lock, unless `--force` (then they are stale, and said so). A preview
/// warns.
pub(crate) async fn protect_dependents(
    ctx: &Context,
    kind: Kind,
    plan: &strata_engine::plan::Plan,
    args: &Options,
    say: &Say,
) -> Result<()> {
    let destroy = kind == Kind::Destroy;
    if !(destroy || kind.runs_program()) || plan.incomplete {
        return Ok(());
    }
    let lost = crate::links::losses(
        ctx.backend.as_ref(),
        &ctx.stack,
        destroy,
        plan.outputs.as_ref(),
    )
    .await?;
    if lost.is_empty() {
        return Ok(());
    }
    let what = if destroy {
        format!(
            "destroying stack `{}` takes the outputs that other stacks read: {}",
            ctx.stack,
            crate::links::describe(&lost)
        )
    } else {
        format!(
            "the program no longer exports outputs that other stacks read: {}",
            crate::links::describe(&lost)
        )
    };
    if kind == Kind::Preview {
        say.warn(format!(
            "{what}; `strata up` will refuse it without --force"
        ));
    } else if args.force {
        say.warn(format!(
            "{what}; going ahead (--force): they will be out of date"
        ));
    } else {
        bail!(
            "{what}. Nothing was changed: update them first to stop reading those outputs, or pass --force to go ahead and leave them out of date"
        );
    }
    Ok(())
}

/// Errors that can be found without changing anything, found before the lock: a resource whose
/// provider is not in the project or serves another package, and what the providers' schemas
/// refuse (a type they do not offer, a misspelt input or one of the wrong type, a reference to
/// an output that does not exist; see `strata_engine::validate`). `up` and `preview` stop here,
/// having changed nothing (`up --continue-on-error` goes on).
pub(crate) async fn preflight(
    plan: &strata_engine::plan::Plan,
    providers: &Loaded,
    kind: Kind,
    secrets: &KnownSecrets,
) -> Result<()> {
    let mut errors = Vec::new();
    for node in &plan.nodes {
        let strata_engine::plan::PlanNode::Resource {
            ty,
            name,
            options,
            component: false,
            ..
        } = node
        else {
            continue;
        };
        let type_package = strata_model::provider_of(ty);
        // The instance it names, or the one named after its type's package.
        let package = options.provider.as_deref().unwrap_or(type_package);
        if providers.get(package).is_err() {
            continue; // said by the schema check
        }
        let serves = providers.package_of(package);
        if serves != type_package {
            errors.push(format!(
                "{ty} \"{name}\": provider instance `{package}` is a `{serves}` provider, not a `{type_package}` one (its `package` in {})",
                strata_workspace::PROJECT_FILE
            ));
        }
    }
    if !errors.is_empty() {
        return refuse(kind, errors, secrets);
    }
    for (name, config) in &providers.settings {
        let Some(schema) = providers.by_name[name].0.parsed_schema().await else {
            continue;
        };
        if let Err(problems) = schema.check_config(name, config) {
            errors.extend(problems.into_iter().map(|(key, why)| {
                format!(
                    "provider {name}: `{key}` {why} (set under [providers.{name}.config] in {} or as `{name}:{key}` in the stack's config; `strata schema {name}` lists its settings)",
                    strata_workspace::PROJECT_FILE
                )
            }));
        }
    }
    errors.extend(strata_engine::validate::plan(plan, providers).await);
    refuse(kind, errors, secrets)
}

/// Inputs are checked before anything is journaled: a resource whose inputs its provider's
/// `check` refuses (a path outside the grant, a bad value, a missing property) stops `up`
/// having changed nothing, instead of failing halfway through the run. The inputs of a create
/// that read another resource's outputs are checked as a preview checks them, those outputs
/// unknown: what is wrong beside them is found now too.
/// This runs under the lock, with the state read: a resource whose recorded digest says its
/// `check` would pass as it did (see `strata_engine::memo`) is not checked again. Returns the
/// resources whose inputs `check` answered as they are, which the engine need not check again
/// when it creates them (see `strata_engine::Prechecked`).
pub(crate) async fn precheck(
    plan: &Arc<strata_engine::plan::Plan>,
    providers: &Loaded,
    base: &strata_engine::Snapshot,
    secrets: &KnownSecrets,
) -> Result<strata_engine::Prechecked> {
    // Each (instance, type)'s identity, asked once; then the digests are compared in a plain
    // loop, and only what they do not vouch for is checked.
    let mut identities: HashMap<(&str, &str), Option<strata_engine::memo::Identity>> =
        HashMap::new();
    let mut unchecked = Vec::new();
    for (i, node) in plan.nodes.iter().enumerate() {
        let strata_engine::plan::PlanNode::Resource {
            urn,
            ty,
            inputs,
            options,
            component: false,
            ..
        } = node
        else {
            continue;
        };
        let package = options
            .provider
            .as_deref()
            .unwrap_or(strata_model::provider_of(ty));
        let Ok(provider) = providers.get(package) else {
            continue;
        };
        if strata_model::value::contains_marker(inputs, "ref") {
            // A create's inputs, with what they read unknown: a mistake beside them would
            // otherwise fail only after what it reads is made. (A resource that exists was
            // checked when it was made; its update is checked by the engine, as before, so a
            // no-op of a large linked stack asks nothing more.)
            if base.live(urn).is_none() {
                unchecked.push((provider, i));
            }
            continue;
        }
        if let Some(old) = base.live(urn).filter(|o| o.memo.is_some()) {
            let identity = match identities.get(&(package, ty.as_str())) {
                Some(i) => *i,
                None => {
                    let i = provider.memo_identity(ty).await;
                    identities.insert((package, ty), i);
                    i
                }
            };
            if identity.is_some_and(|i| strata_engine::memo::holds(&i, ty, inputs, old)) {
                continue;
            }
        }
        unchecked.push((provider, i));
    }
    // The checks are spread over a task per core: 100,000 of them took 0.3 s on one.
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let mut shares: Vec<Vec<_>> = (0..cores).map(|_| Vec::new()).collect();
    for (n, check) in unchecked.into_iter().enumerate() {
        shares[n % cores].push(check);
    }
    let tasks: Vec<_> = shares
        .into_iter()
        .map(|share| tokio::spawn(check_share(plan.clone(), share)))
        .collect();
    let (mut failures, mut as_asked) = (Vec::new(), Vec::new());
    for task in tasks {
        let (refused, answered) = task
            .await
            .map_err(|e| anyhow::anyhow!("checking inputs: {e}"))?;
        failures.extend(refused);
        as_asked.extend(answered);
    }
    refuse(Kind::Up, failures, secrets)?;
    Ok(strata_engine::Prechecked::new(plan.nodes.len(), as_asked))
}

/// What `check` said of one resource's inputs.
pub(crate) enum Checked {
    /// It refused them, and why.
    Refused(String),
    /// It answered them as they are.
    AsAsked(usize),
    /// Anything else (another answer, or a failure the engine will meet again and report).
    Other,
}

/// Check the inputs of `share`'s resources (nodes of `plan`), each with its provider, 16 at a
/// time: what each refused, and the nodes whose inputs were answered as they are.
pub(crate) async fn check_share(
    plan: Arc<strata_engine::plan::Plan>,
    share: Vec<(Arc<dyn strata_engine::Provider>, usize)>,
) -> (Vec<String>, Vec<usize>) {
    use futures::StreamExt;
    let mut checks = share.into_iter();
    let mut running = futures::stream::FuturesUnordered::new();
    let (mut failures, mut as_asked) = (Vec::new(), Vec::new());
    loop {
        while running.len() < 16
            && let Some((provider, i)) = checks.next()
        {
            running.push(check_one(plan.clone(), provider, i));
        }
        match running.next().await {
            Some(Checked::Refused(why)) => failures.push(why),
            Some(Checked::AsAsked(i)) => as_asked.push(i),
            Some(Checked::Other) => {}
            None => return (failures, as_asked),
        }
    }
}

/// Check the inputs of node `i` of `plan`.
pub(crate) async fn check_one(
    plan: Arc<strata_engine::plan::Plan>,
    provider: Arc<dyn strata_engine::Provider>,
    i: usize,
) -> Checked {
    let strata_engine::plan::PlanNode::Resource {
        ty, name, inputs, ..
    } = &plan.nodes[i]
    else {
        return Checked::Other;
    };
    // Outputs still to come, unknown as in a preview: only a refusal counts then. (Strings
    // joined from config and secrets are known now, and checked as they will be.)
    let probe = strata_model::value::contains_marker(inputs, "ref")
        .then(|| unknown_refs(&plan.known_now(inputs)));
    let asked = probe.as_ref().unwrap_or(inputs);
    match strata_engine::validate::check(provider.as_ref(), ty, name, None, asked).await {
        Err(e @ strata_engine::ProviderError::CheckFailed(_)) => {
            Checked::Refused(format!("{ty} \"{name}\": {e}"))
        }
        Ok(answer) if probe.is_none() && answer == *inputs => Checked::AsAsked(i),
        _ => Checked::Other,
    }
}

/// `v` with every reference to an output replaced by an unknown value.
pub(crate) fn unknown_refs(v: &Value) -> Value {
    if strata_model::marker::as_reference(v).is_some() {
        return strata_model::marker::unknown();
    }
    match v {
        Value::Array(items) => Value::Array(items.iter().map(unknown_refs).collect()),
        Value::Object(map) => Value::Object(
            map.iter()
                .map(|(k, x)| (k.clone(), unknown_refs(x)))
                .collect(),
        ),
        other => other.clone(),
    }
}

/// Refuse the command for `errors`, each without a known secret's plaintext (the schema check
/// quotes a value it refuses, and a secret's plaintext can reach an input unmarked: through an
/// SDK, an `apply`, a string built from it).
pub(crate) fn refuse(kind: Kind, errors: Vec<String>, secrets: &KnownSecrets) -> Result<()> {
    if errors.is_empty() {
        return Ok(());
    }
    let mut errors: Vec<String> = errors.iter().map(|e| secrets.scrub(e)).collect();
    errors.sort();
    let count = match errors.len() {
        1 => "1 error".to_string(),
        n => format!("{n} errors"),
    };
    if kind == Kind::Preview {
        bail!(
            "the program declares what cannot be deployed ({count}), so there is no plan to show:\n  {}",
            errors.join("\n  ")
        )
    }
    bail!(
        "the program declares what cannot be deployed ({count}), so nothing was changed:\n  {}\n(`strata up --continue-on-error` deploys the rest anyway)",
        errors.join("\n  ")
    )
}

/// Whether the command stops, having changed nothing, on what can be found before any change
/// (`preflight`, `precheck`): `up` (unless `--continue-on-error`) and `import`.
pub(crate) fn prechecks(kind: Kind, args: &Options) -> bool {
    (kind == Kind::Up && !args.continue_on_error) || kind == Kind::Import
}
