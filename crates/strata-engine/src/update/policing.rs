//! The policy packs at work in a run: each resource's policies before the provider call that
//! changes it, and the stack's after the run (see [`crate::policy`]).

use super::*;
use crate::policy::{Enforcement, PolicyResource, Violation};

impl Ctx {
    /// Whether the run has policies (and so keeps what they are shown).
    pub(super) fn policing(&self) -> bool {
        self.opts.policies.0.is_some()
    }

    /// Report `violations` (each an event, counted in the summary), scrubbed of the stack's
    /// secrets; the mandatory ones, as one line each.
    fn report(&self, violations: Vec<Violation>) -> Vec<String> {
        let mut mandatory = Vec::new();
        for mut v in violations {
            if v.enforcement == Enforcement::Disabled {
                continue;
            }
            v.message = self.opts.secrets.scrub(&v.message);
            v.path = self.opts.secrets.scrub(&v.path);
            {
                let mut s = self.summary.lock().unwrap();
                match v.enforcement {
                    Enforcement::Mandatory => s.policy_violations += 1,
                    _ => s.policy_warnings += 1,
                }
            }
            if v.enforcement == Enforcement::Mandatory {
                mandatory.push(v.describe());
            }
            self.events.emit(Event::PolicyViolation(v));
        }
        mandatory
    }
}

/// A decided step as its policies see it.
pub(super) fn view(step: &Step<'_>, op: OpKind, outputs: Option<Value>) -> PolicyResource {
    PolicyResource {
        urn: step.urn.clone(),
        ty: step.ty.to_string(),
        name: step.name.to_string(),
        op,
        inputs: step.checked.clone(),
        outputs,
        protect: step.protect,
        provider: step
            .lifecycle
            .provider
            .clone()
            .unwrap_or_else(|| provider_of(step.ty).to_string()),
        parent: step.lifecycle.parent.clone(),
        dependencies: step.dependencies.clone(),
    }
}

/// Run the resource policies on `step`, about to `op` (create, update, replace or import) its
/// resource: a mandatory violation fails the step here, before any call that changes
/// something; advisory ones are reported and the step goes on.
pub(super) async fn check_resource(ctx: &Ctx, step: &Step<'_>, op: OpKind) -> Result<(), StepError> {
    let Some(policy) = &ctx.opts.policies.0 else {
        return Ok(());
    };
    let outputs = match op {
        OpKind::Update | OpKind::Replace => step.old().map(|o| o.outputs.clone()),
        _ => None,
    };
    let violations = policy.validate_resource(&view(step, op, outputs)).await;
    let mandatory = ctx.report(violations);
    if mandatory.is_empty() {
        return Ok(());
    }
    Err(StepError::new(
        ErrorKind::PolicyViolation,
        format!(
            "{} \"{}\" would {op}, and {}: nothing was changed. Change the resource so that it complies, or lower the policy's enforcement under [policy.PACK.enforcement] in Strata.toml",
            step.ty,
            step.name,
            mandatory.join("; ")
        ),
    ))
}

/// Keep what a finished step left, for the stack policies.
pub(super) fn keep(ctx: &Ctx, mut resource: PolicyResource, outputs: &Value) {
    resource.outputs = Some(outputs.clone());
    ctx.policy_view.lock().unwrap().push(resource);
}

/// Run the stack policies on what the run left; a mandatory violation fails the run.
pub(super) async fn check_stack(ctx: &Ctx) {
    let Some(policy) = &ctx.opts.policies.0 else {
        return;
    };
    let mut resources = std::mem::take(&mut *ctx.policy_view.lock().unwrap());
    resources.sort_by(|a, b| a.urn.cmp(&b.urn));
    let violations = policy.validate_stack(&resources).await;
    let mandatory = ctx.report(violations);
    if !mandatory.is_empty() {
        ctx.fail(
            "the stack policies".into(),
            None,
            None,
            StepError::new(
                ErrorKind::PolicyViolation,
                format!(
                    "the stack {}: {}. Change the program so that it complies, or lower the policy's enforcement under [policy.PACK.enforcement] in Strata.toml",
                    if ctx.opts.preview { "would break policy" } else { "breaks policy (its changes are made and recorded)" },
                    mandatory.join("; ")
                ),
            ),
        );
    }
}
