//! The nodes that are not resources: `apply` callbacks, interpolations and invokes (data
//! sources), run as the program's values become known.

use super::*;

/// The values `inputs` reference, resolved from finished nodes (unknown where not known). A
/// property that outputs known in full do not have is an error naming what they have (in a
/// preview too: a stack reference's `${infra.nope}` never resolves, so no `up` could run it).
pub(super) fn resolve_known(
    plan: &Plan,
    inputs: &Value,
    outputs: &[OnceLock<Value>],
) -> Result<Value, StepError> {
    Ok(resolve(inputs, &|h, p| {
        let Some(o) = outputs[h as usize].get() else {
            return Ok(marker::unknown());
        };
        match project(o, p) {
            Some(v) => Ok(v),
            None if o.is_object() && !contains_unknown(o) => Err(missing_output(plan, h, p, o)),
            None => Ok(marker::unknown()),
        }
    })?)
}

/// Why reading output `p` of node `h`, whose outputs are `o`, fails: it has no such output.
pub(super) fn missing_output(plan: &Plan, h: u32, p: Option<&str>, o: &Value) -> String {
    let has: Vec<&str> = o
        .as_object()
        .map(|m| m.keys().map(String::as_str).collect())
        .unwrap_or_default();
    let near = p.and_then(|p| {
        let keys: Vec<String> = has.iter().map(|k| k.to_string()).collect();
        strata_model::spelling::closest(keys.iter(), p).map(|k| format!(": did you mean `{k}`?"))
    });
    format!(
        "reads output `{}` that {} does not have ({}){}",
        p.unwrap_or(""),
        plan.label(h),
        if has.is_empty() {
            "it has no outputs".to_string()
        } else {
            format!("it has: {}", has.join(", "))
        },
        near.unwrap_or_default(),
    )
}

/// The known values an apply or invoke node computes from (its untargeted dependencies'
/// changes passed on to it), revealed, and whether a secret was among them; `None` while any is
/// unknown.
pub(super) fn computed_from(
    ctx: &Ctx,
    plan: &Plan,
    inputs: &Value,
    deps: &[u32],
    outputs: &[OnceLock<Value>],
    i: usize,
) -> Result<Option<(Value, bool)>, StepError> {
    if let Some(how) = ctx.untargeted_change(plan, deps) {
        ctx.untargeted_changes
            .lock()
            .unwrap()
            .insert(i as u32, super::UntargetedChange::new(how, None));
    }
    let values = resolve_known(plan, inputs, outputs)?;
    if contains_unknown(&values) {
        return Ok(None);
    }
    if contains_sealed(&values) {
        return Err(format!(
            "{}: a value it reads comes from a secret that cannot be decrypted with the stack's key (see the warning above); it did not run",
            plan.label(i as u32)
        )
        .into());
    }
    let secret = contains_secret(&values);
    Ok(Some((
        if secret { reveal(&values) } else { values },
        secret,
    )))
}

/// What an apply or invoke computed: secret if what it was computed from was, else marked where
/// it holds a known secret.
pub(super) fn computed(ctx: &Ctx, secret: bool, out: Value) -> Value {
    if secret {
        marker::secret(reveal(&out))
    } else {
        ctx.opts.secrets.mark(out)
    }
}

pub(super) async fn run_apply(
    ctx: &Ctx,
    plan: &Plan,
    inputs: &Value,
    deps: &[u32],
    outputs: &[OnceLock<Value>],
    i: usize,
) -> Result<Value, StepError> {
    let Some((values, secret)) = computed_from(ctx, plan, inputs, deps, outputs, i)? else {
        return Ok(marker::unknown());
    };
    let program = ctx
        .program
        .as_ref()
        .ok_or("no program to run the apply callback in")?;
    // The callback sees plaintext; what it computes from a secret is secret too.
    let out = program
        .resolve(i as u32, values)
        .await
        .map_err(|e| StepError::new(e.kind, format!("apply #{i}: {}", e.message)))?;
    Ok(computed(ctx, secret, out))
}

/// Join an interpolation's parts once they are known (unknown in a preview until then): a string
/// part as it is, any other value as its JSON text; secret if a part is.
pub(super) fn run_interpolation(
    ctx: &Ctx,
    plan: &Plan,
    parts: &Value,
    deps: &[u32],
    outputs: &[OnceLock<Value>],
    i: usize,
) -> Result<Value, StepError> {
    let Some((values, secret)) = computed_from(ctx, plan, parts, deps, outputs, i)? else {
        return Ok(marker::unknown());
    };
    Ok(computed(
        ctx,
        secret,
        Value::String(crate::plan::join(&values)),
    ))
}

/// Call a provider function once its arguments are known (unknown in a preview until then).
pub(super) async fn run_invoke(
    ctx: &Ctx,
    plan: &Plan,
    function: &str,
    args: &Value,
    deps: &[u32],
    outputs: &[OnceLock<Value>],
    i: usize,
) -> Result<Value, StepError> {
    let Some((args, secret)) = computed_from(ctx, plan, args, deps, outputs, i)? else {
        return Ok(marker::unknown());
    };
    let provider = ctx.providers.get(provider_of(function))?;
    // Checked by its provider's schema as a resource's inputs are, and coerced the same way.
    let schema = provider.parsed_schema().await;
    let args = match crate::validate::check_invoke(schema.as_deref(), function, &args) {
        Ok(coerced) => coerced.unwrap_or(args),
        Err(why) => {
            return Err(StepError::new(
                ErrorKind::InvalidInputs,
                format!(
                    "provider {}: invoke {function}: {why}",
                    provider_of(function)
                ),
            ));
        }
    };
    let out = ctx
        .limited(provider.invoke(function, &args))
        .await?
        .map_err(|e| {
            StepError::new(
                e.kind(),
                format!("provider {}: invoke {function}: {e}", provider_of(function)),
            )
        })?;
    Ok(computed(ctx, secret, out))
}
