//! Targeted runs and what they leave out: the resources a run neither targets nor finds under
//! their URN in the state (new ones, and ones recorded under an alias it does not move), on
//! which nothing the run changes may depend.

use super::*;

/// The resource nodes outside the targets whose URN the state does not hold, with the URN each
/// is recorded under, if any (an alias, a renamed type): a targeted run neither creates nor
/// moves them.
pub(super) fn untargeted_absent(
    plan: &Plan,
    base: &Snapshot,
    targets: &Resolved,
    renamed: &HashMap<usize, Urn>,
) -> HashMap<usize, Option<Urn>> {
    if targets.only.is_none() {
        return HashMap::new();
    }
    plan.nodes
        .iter()
        .enumerate()
        .filter_map(|(i, n)| match n {
            PlanNode::Resource { urn, component, .. }
                if !targets.allows(urn) && base.live(urn).is_none() =>
            {
                let recorded = decide::aliased_state(base, plan.aliases(i), *component)
                    .map(|(_, a)| a)
                    .or_else(|| renamed.get(&i));
                Some((i, recorded.cloned()))
            }
            _ => None,
        })
        .collect()
}

impl Ctx {
    /// Why targeted resource node `i` cannot run: it depends, in any way one resource depends
    /// on another (its parent, what its inputs or its replacement trigger read, depends-on,
    /// deleted-with, replace-with; through an apply or invoke too), on a resource the run does
    /// not target and whose URN the state does not hold: a new one (Pulumi refuses it too:
    /// "depends on … which was not specified in --target list"), or one recorded under an alias
    /// that, untargeted, is not moved. The run would record it depending on, or as the child
    /// of, what the state does not have.
    pub(super) fn untargeted_absent_dependency(&self, plan: &Plan, i: usize) -> Option<String> {
        if self.untargeted_absent.is_empty() {
            return None;
        }
        let PlanNode::Resource {
            inputs, options, ..
        } = &plan.nodes[i]
        else {
            return None;
        };
        let mut read = Vec::new();
        strata_model::value::references(inputs, &mut read);
        let mut trigger = Vec::new();
        if let Some(t) = &options.replacement_trigger {
            strata_model::value::references(t, &mut trigger);
        }
        let related = [
            ("its parent", options.parent.as_slice()),
            ("its inputs", &read),
            ("its replacement trigger", &trigger),
            ("its depends-on", &options.depends_on),
            ("its deleted-with", options.deleted_with.as_slice()),
            ("its replace-with", &options.replace_with),
        ];
        related.into_iter().find_map(|(how, handles)| {
            let (h, recorded) = handles
                .iter()
                .flat_map(|&h| plan.resources_behind(h))
                .find_map(|h| Some((h, self.untargeted_absent.get(&h)?)))?;
            let urn = plan.nodes[h].urn()?;
            let (what, why) = match recorded {
                None => (
                    "create".to_string(),
                    "it is not in the state, and this run does not create it",
                ),
                Some(was) => (
                    format!("recorded as {was}, and not moved by this run"),
                    "the state does not hold it under its new URN until a run that targets it moves it",
                ),
            };
            Some(format!(
                "{} ({what}; {how}), which is not targeted: {why}; target it too (--target {urn}, or --target-dependents on it)",
                plan.label(h as u32)
            ))
        })
    }
}
