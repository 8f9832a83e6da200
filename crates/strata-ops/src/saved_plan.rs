//! Saved plans: `preview --save-plan FILE` writes the steps a preview decided, with their inputs
//! (secrets sealed with the stack's key); `up --plan FILE` applies exactly those, refusing before
//! any change when the state moved on, or when the program or its configuration now asks for
//! something else. Terraform's plan files are the model.

use anyhow::{Context as _, Result};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;
use strata_engine::PlannedStep;
use strata_model::{OpKind, Urn};
use strata_state::Secrets;

/// Written into every plan file; a reader refuses any other.
const FORMAT: u32 = 1;

#[derive(Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
struct PlanFile {
    strata_plan: u32,
    stack: String,
    project: String,
    /// The state version the plan was made against.
    base_serial: u64,
    steps: Vec<PlannedStep>,
}

/// A saved plan, read and checked for this stack.
pub struct SavedPlan {
    pub base_serial: u64,
    pub steps: Arc<BTreeMap<Urn, PlannedStep>>,
}

/// Write the steps of a preview (those that change something) to `path`.
pub fn save(
    path: &Path,
    stack: &str,
    project: &str,
    base_serial: u64,
    steps: Vec<PlannedStep>,
    secrets: &Secrets,
) -> Result<usize> {
    let mut sealed = Vec::new();
    for s in steps.into_iter().filter(|s| s.op != OpKind::Same) {
        sealed.push(PlannedStep {
            inputs: secrets.encrypt(&s.inputs)?,
            ..s
        });
    }
    let n = sealed.len();
    let file = PlanFile {
        strata_plan: FORMAT,
        stack: stack.into(),
        project: project.into(),
        base_serial,
        steps: sealed,
    };
    let text = serde_json::to_vec_pretty(&file)?;
    std::fs::write(path, text).with_context(|| format!("writing the plan {}", path.display()))?;
    Ok(n)
}

/// Read the plan at `path`, made for this stack and project.
pub fn load(path: &Path, stack: &str, project: &str, secrets: &Secrets) -> Result<SavedPlan> {
    let bytes =
        std::fs::read(path).with_context(|| format!("reading the plan {}", path.display()))?;
    let file: PlanFile = serde_json::from_slice(&bytes).map_err(|e| {
        anyhow::anyhow!(
            "{} is not a plan saved by `strata preview --save-plan`: {e}",
            path.display()
        )
    })?;
    if file.strata_plan != FORMAT {
        bail!(
            "{} is a plan of format {}; this strata reads format {FORMAT}: preview again and save a new plan",
            path.display(),
            file.strata_plan
        );
    }
    if file.stack != stack || file.project != project {
        bail!(
            "{} is a plan for stack `{}` of project `{}`, not `{stack}` of `{project}`",
            path.display(),
            file.stack,
            file.project
        );
    }
    let mut steps = BTreeMap::new();
    for s in file.steps {
        let inputs = secrets
            .decrypt(&s.inputs)
            .with_context(|| format!("{}: decrypting the inputs of {}", path.display(), s.urn))?;
        steps.insert(s.urn.clone(), PlannedStep { inputs, ..s });
    }
    Ok(SavedPlan {
        base_serial: file.base_serial,
        steps: Arc::new(steps),
    })
}

/// Refuse to apply a plan made against another version of the state.
pub fn check_base(plan: &SavedPlan, path: &Path, stack: &str, serial: u64) -> Result<()> {
    if plan.base_serial != serial {
        bail!(
            "the plan {} was made against version {} of stack `{stack}`, which is now at version {serial}: the state changed since, so the plan does not hold any more. Preview again and save a new plan. Nothing was changed",
            path.display(),
            plan.base_serial
        );
    }
    Ok(())
}

/// The planned steps that a run did not take: a plan applies all of its steps or none.
pub fn missing(plan: &SavedPlan, taken: &[PlannedStep]) -> Vec<String> {
    plan.steps
        .values()
        .filter(|p| !taken.iter().any(|t| t.urn == p.urn && t.op == p.op))
        .map(|p| format!("{} of {} \"{}\"", p.op, p.urn.ty(), p.urn.name()))
        .collect()
}
