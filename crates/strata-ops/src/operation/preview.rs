//! Phase 2: the preview (the whole operation, or what the asker is asked to go ahead with),
//! what a preview tells the stacks that read this one, and how an operation ends.

use super::*;
use crate::events::{Event, Kind};
use crate::{Say, drop_later};
use anyhow::Result;
use strata_engine::UpdateOptions;
use strata_model::Value;

impl Prepared {
    /// Phase 2: the preview, when it is the whole operation or what the asker is asked to go
    /// ahead with. A status when the operation ends here; with it, for a preview, the outputs
    /// it changes.
    pub(crate) async fn preview(
        &mut self,
        opts: &UpdateOptions,
    ) -> Result<(Option<Status>, Option<Value>)> {
        let Some(mut checkpoint) = self.early.take() else {
            return Ok((None, None));
        };
        let kind = self.kind;
        self.observer.event(Event::Started {
            kind,
            stack: self.ctx.stack.clone(),
            project: self.ctx.project.name().into(),
            preview: true,
        });
        // Operations a holder that may still run began: the preview decides nothing on them.
        let mut opts = opts.clone();
        opts.held = crate::fencing::settle_rule(&checkpoint);
        let mut result = self
            .engine(opts, checkpoint.take_snapshot(), None, self.creates.clone())
            .await;
        drop_later(std::mem::take(&mut result.snapshot));
        let changed = previewed_changes(&checkpoint.outputs, &result.outputs);
        self.finish(&result, true);
        let status = if let Some(status) = self.after_planned_preview(&result, checkpoint.serial)? {
            Some(status)
        } else if self.args.adopt_cloudformation.is_some() && changes(&result) {
            let s = &result.summary;
            self.say.error(format!(
                "import --from cloudformation only adopts what the CloudFormation stack holds, and the preview above also changes things ({} to create, {} to update, {} to replace, {} to delete): nothing was imported. Make the template match what CloudFormation deployed, or import first and deploy the changes with `strata up` after",
                s.create, s.update, s.replace, s.delete
            ));
            Some(Status::Failed)
        } else if self.args.expect_no_changes && changes(&result) {
            self.say.error(
                "changes were expected to be none: the preview above shows them (exit status 2)",
            );
            Some(Status::ChangesFound)
        } else if kind == Kind::Preview || self.args.preview_only {
            Some(status_of(&result))
        } else if !self.args.policy_per_resource
            && let Some(blocked) = policy_block(&result)
        {
            self.say
                .coded(crate::Severity::Error, "policy-blocked", blocked);
            Some(Status::Failed)
        } else if !result.failures.is_empty() && !self.policy_first_only() {
            Some(status_of(&result))
        } else if self.args.yes {
            // Previewed for --expect-no-changes: nothing to ask.
            None
        } else if !self
            .asker
            .confirm(&format!("Do you want to perform this {}?", kind.name()))
        {
            self.say.info("Cancelled; nothing changed.");
            Some(Status::Declined)
        } else {
            // The state is read again under the lock; the answers about interrupted creates
            // stand.
            None
        };
        let changed = status.map(|_| changed);
        self.previewed = Some(result);
        Ok((status, changed))
    }

    /// Whether the preview ran only to run the policies first (`up --yes` with packs): what
    /// else fails in it then fails its own step in the update, as without packs.
    fn policy_first_only(&self) -> bool {
        self.args.yes
            && !self.args.expect_no_changes
            && self.args.plan.is_none()
            && !self.args.policy_per_resource
    }

    /// The summary of an engine run, to the observer.
    pub(crate) fn finish(&self, result: &strata_engine::UpdateResult, preview: bool) {
        let backend = self.ctx.backend.as_ref();
        // A program that failed fails the run, in its summary too (`ok` is false, and the
        // failure says why), whatever the steps of what it declared did.
        let mut failures = result.failures.clone();
        if let Some(e) = &self.program_error {
            failures.push(strata_engine::StepFailure {
                resource: "the program".into(),
                kind: strata_engine::ErrorKind::Invalid,
                error: e.clone(),
            });
        }
        self.observer
            .event(Event::Summary(Box::new(crate::events::Summary {
                preview,
                counts: result.summary.clone(),
                failures,
                skipped: result.skipped,
                interrupted: result.interrupted,
                outputs: strata_model::value::redact(&result.outputs),
                duration: self.started.elapsed(),
                state_bytes_written: backend.bytes_written(),
                state_requests: backend.requests(),
                peak_rss_bytes: peak_rss(),
                http_requests: self.providers.http_requests(),
            })));
    }

    /// After a preview: save its steps (`--save-plan`), or check that it took every step of the
    /// saved plan (`--plan`). `Some` ends the operation.
    pub(crate) fn after_planned_preview(
        &self,
        result: &strata_engine::UpdateResult,
        serial: u64,
    ) -> Result<Option<Status>> {
        let steps = std::mem::take(&mut *self.steps.lock().unwrap());
        if let Some(path) = &self.args.save_plan {
            if !result.failures.is_empty() {
                self.say
                    .info("No plan was saved: the preview failed (see above).");
                return Ok(None);
            }
            let n = crate::saved_plan::save(
                path,
                &self.ctx.stack,
                self.ctx.project.name(),
                serial,
                steps,
                &self.secrets,
            )?;
            self.say.coded(crate::Severity::Info, "plan-saved", format!(
                "Saved the plan ({}) to {}: `strata up --plan {}` applies exactly these steps, or refuses if anything changed.",
                strata_model::spelling::count(n, "step", "steps"),
                path.display(),
                path.display()
            ));
        } else if let Some(plan) = &self.saved
            && result.failures.is_empty()
        {
            let missing = crate::saved_plan::missing(plan, &steps);
            if !missing.is_empty() {
                self.say.error(format!(
                    "the saved plan does not hold any more: it has steps the program no longer asks for ({}). Nothing was changed: preview again and save a new plan",
                    missing.join(", ")
                ));
                return Ok(Some(Status::Failed));
            }
        }
        Ok(None)
    }
}

impl Prepared {
    /// The operation ends with `status`: its outcome, and everything it made (the pooled wasm
    /// instances, the engine's reservations: milliseconds to tear down) freed on a thread of
    /// its own, which a process that ends first does not wait for.
    pub(crate) fn end(
        mut self,
        status: Status,
        result: Option<strata_engine::UpdateResult>,
        previewed_changes: Option<Value>,
    ) -> Outcome {
        let result = result.or_else(|| self.previewed.take());
        drop_later(self);
        Outcome {
            status,
            result,
            previewed_changes,
        }
    }

    /// A program that failed part way fails the operation, after what it declared has run.
    pub(crate) fn program_failed(&self, status: Status) -> Status {
        match &self.program_error {
            None => status,
            Some(e) => {
                self.say.coded(crate::Severity::Error, "program-failed", format!(
                    "{e}\n  The resources it declared before it failed were {}; nothing it did not declare was deleted. Fix the program and run `strata {}` again.",
                    if self.kind == Kind::Preview { "previewed" } else { "deployed" },
                    self.kind.name()
                ));
                Status::Failed
            }
        }
    }
}

/// Why the update is blocked when the preview before it broke a mandatory policy: every
/// violation is reported above it, and nothing was changed.
fn policy_block(result: &strata_engine::UpdateResult) -> Option<String> {
    let refused: Vec<&str> = result
        .failures
        .iter()
        .filter(|f| f.kind == strata_engine::ErrorKind::PolicyViolation)
        // A stack policy's failure is the stack's.
        .map(|f| match f.resource.as_str() {
            "the stack policies" => "the stack",
            r => r,
        })
        .collect();
    if refused.is_empty() {
        return None;
    }
    Some(format!(
        "the update is blocked by policy, so nothing was changed: {} break{} a mandatory policy (each violation is said above). Change the program so that it complies, lower the policy's enforcement under [policy.PACK.enforcement] in Strata.toml, or run `strata up --policy-per-resource` to make what complies and fail only what does not",
        strata_model::spelling::listing(refused.iter().copied(), false),
        if refused.len() == 1 { "s" } else { "" }
    ))
}

/// The outputs a preview changes, for the previews of the stacks that read them: the new value
/// when it is known and not secret, else unknown (a secret's plaintext never goes to a file).
pub(crate) fn previewed_changes(before: &Value, after: &Value) -> Value {
    let mut out = serde_json::Map::new();
    for (k, v) in after.as_object().into_iter().flatten() {
        if before.get(k) == Some(v) {
            continue;
        }
        let shown = if strata_model::value::contains_secret(v) {
            strata_model::marker::unknown()
        } else {
            v.clone()
        };
        out.insert(k.clone(), shown);
    }
    Value::Object(out)
}

/// Say which upstream outputs changed since the stack last read them (this update reads them
/// anew).
pub(crate) async fn note_stale_upstreams(
    links: &crate::links::References,
    cp: &strata_state::Checkpoint,
    say: &Say,
) {
    for u in &cp.links.upstreams {
        // An upstream that cannot be read here is the reference's own error, in the run.
        if let Ok(changed) = links.stale(u).await
            && !changed.is_empty()
        {
            say.info(format!(
                "Upstream stack {} changed {} since this stack read it (at its version {}): this update reads the new values.",
                u.stack,
                changed.join(", "),
                u.version
            ));
        }
    }
}
