//! The nodes that are not resources: `apply` callbacks, interpolations and invokes (data
//! sources), run as the program's values become known.

use super::*;

/// The values `inputs` reference, resolved from finished nodes (unknown where not known).
pub(super) fn resolve_known(
    inputs: &Value,
    outputs: &[OnceLock<Value>],
) -> Result<Value, StepError> {
    Ok(resolve(inputs, &|h, p| {
        Ok(outputs[h as usize]
            .get()
            .and_then(|o| project(o, p))
            .unwrap_or_else(marker::unknown))
    })?)
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
        ctx.untargeted_changes.lock().unwrap().insert(i as u32, how);
    }
    let values = resolve_known(inputs, outputs)?;
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
    let joined: String = values
        .as_array()
        .into_iter()
        .flatten()
        .map(|v| match v {
            Value::String(s) => s.clone(),
            Value::Null => String::new(),
            v => v.to_string(),
        })
        .collect();
    Ok(computed(ctx, secret, Value::String(joined)))
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
