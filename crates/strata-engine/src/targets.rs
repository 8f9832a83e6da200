//! Targeted runs: `--target`, `--exclude` (each with its `-dependents`), `--replace` and
//! `destroy --exclude-protected`, resolved once, before any step, into the set of URNs a run may
//! change.

use crate::plan::{Plan, PlanNode};
use crate::snapshot::Snapshot;
use std::collections::{BTreeSet, HashMap, HashSet};
use strata_model::Urn;

/// Which resources a run may change. The default changes everything.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Targets {
    /// URN patterns (`*` matches any run of characters) of the resources to change; empty:
    /// every resource.
    pub include: Vec<String>,
    /// Also change every resource that depends on an included one.
    pub include_dependents: bool,
    /// URN patterns of resources to leave alone.
    pub exclude: Vec<String>,
    /// Also leave alone every resource that depends on an excluded one.
    pub exclude_dependents: bool,
    /// URN patterns of resources to replace even if their diff does not ask for it: of those
    /// the run may change (outside `include`, or excluded, one is left alone, as in Pulumi;
    /// [`Targets::target_replace`] targets and replaces).
    pub replace: Vec<String>,
    /// Leave protected resources alone, and what they depend on (a destroy of the rest).
    pub exclude_protected: bool,
}

/// What a run may change: `None` for everything.
#[derive(Clone, Debug, Default)]
pub struct Resolved {
    pub only: Option<HashSet<Urn>>,
    pub replace: HashSet<Urn>,
    /// Resources left alone because they are protected or a protected one depends on them.
    pub kept_protected: Vec<Urn>,
}

impl Targets {
    /// `--target-replace URN`: replace these, and change nothing else (with other targets, as
    /// well as them).
    pub fn target_replace(&mut self, urns: Vec<String>) {
        self.include.extend(urns.iter().cloned());
        self.replace.extend(urns);
    }
}

impl Resolved {
    pub fn allows(&self, urn: &Urn) -> bool {
        self.only.as_ref().is_none_or(|s| s.contains(urn))
    }
}

/// Whether `urn` matches `pattern`, where `*` matches any run of characters (none included).
pub fn matches(pattern: &str, urn: &str) -> bool {
    let parts: Vec<&str> = pattern.split('*').collect();
    if parts.len() == 1 {
        return pattern == urn;
    }
    let (first, last) = (parts[0], parts[parts.len() - 1]);
    if !urn.starts_with(first) || urn.len() < first.len() + last.len() || !urn.ends_with(last) {
        return false;
    }
    let mut rest = &urn[first.len()..urn.len() - last.len()];
    for mid in &parts[1..parts.len() - 1] {
        match rest.find(mid) {
            Some(at) => rest = &rest[at + mid.len()..],
            None => return false,
        }
    }
    true
}

/// Resolve `targets` against what the program declares and what state records. Fails, saying
/// which, on a pattern that matches nothing, and (when the run `deletes` what the program does
/// not declare) on a targeted delete that an untargeted resource depends on.
pub fn resolve(
    targets: &Targets,
    plan: &Plan,
    base: &Snapshot,
    deletes: bool,
) -> Result<Resolved, String> {
    // Most runs name no target: nothing to resolve.
    if *targets == Targets::default() {
        return Ok(Resolved::default());
    }
    let mut universe: BTreeSet<&Urn> = base.resources.keys().map(|(u, _)| u).collect();
    universe.extend(plan.nodes.iter().filter_map(PlanNode::urn));
    // Who depends on whom: the program's references, and the state's recorded dependencies.
    // A child depends on its parent (and what is deleted with a resource, on it), as in Pulumi.
    let mut dependents: HashMap<&Urn, Vec<&Urn>> = HashMap::new();
    for r in base.resources.values() {
        let owners = r.lifecycle.parent.iter().chain(&r.lifecycle.deleted_with);
        for d in r.dependencies.iter().chain(owners) {
            dependents.entry(d).or_default().push(&r.urn);
        }
    }
    for node in &plan.nodes {
        if let PlanNode::Resource {
            urn, deps, options, ..
        } = node
        {
            let owners = options.parent.iter().chain(&options.deleted_with);
            for d in deps.iter().chain(owners) {
                for dep in dependency_urns(plan, *d) {
                    dependents.entry(dep).or_default().push(urn);
                }
            }
        }
    }
    // What the state recorded as depending on a resource under an old URN (an alias) depends
    // on it under its new one (found by the simulation: a rename with --target-dependents
    // left the dependents of the old name alone, and the next run deleted them).
    for (i, node) in plan.nodes.iter().enumerate() {
        if let PlanNode::Resource { urn, .. } = node {
            let moved: Vec<&Urn> = plan
                .aliases(i)
                .filter_map(|a| dependents.get(a))
                .flatten()
                .copied()
                .collect();
            if !moved.is_empty() {
                dependents.entry(urn).or_default().extend(moved);
            }
        }
    }
    let pick = |patterns: &[String], flag: &str| -> Result<HashSet<Urn>, String> {
        let mut set = HashSet::new();
        for p in patterns {
            // A bare resource name (no `urn:`, no `*`) names the one resource of that name.
            let found: Vec<&&Urn> = if !p.starts_with("urn:") && !p.contains('*') {
                let named: Vec<&&Urn> = universe.iter().filter(|u| u.name() == p).collect();
                if named.len() > 1 {
                    return Err(format!(
                        "{flag} {p}: {} resources have this name ({}): give the URN",
                        named.len(),
                        named
                            .iter()
                            .map(|u| u.0.as_str())
                            .collect::<Vec<_>>()
                            .join(", ")
                    ));
                }
                named
            } else {
                universe.iter().filter(|u| matches(p, &u.0)).collect()
            };
            if found.is_empty() {
                return Err(format!(
                    "{flag} {p}: no resource in the program or the state has this URN or name (`strata stack export` shows the URNs; `*` matches any run of characters)"
                ));
            }
            set.extend(found.into_iter().map(|u| (*u).clone()));
        }
        Ok(set)
    };
    let close = |mut set: HashSet<Urn>| {
        let mut todo: Vec<Urn> = set.iter().cloned().collect();
        while let Some(u) = todo.pop() {
            for d in dependents.get(&u).into_iter().flatten() {
                if set.insert((*d).clone()) {
                    todo.push((*d).clone());
                }
            }
        }
        set
    };
    let replace = pick(&targets.replace, "--replace")?;
    let mut only = None;
    if !targets.include.is_empty() {
        let mut set = pick(&targets.include, "--target")?;
        if targets.include_dependents {
            set = close(set);
        }
        only = Some(set);
    }
    let mut excluded = pick(&targets.exclude, "--exclude")?;
    if targets.exclude_dependents {
        excluded = close(excluded);
    }
    let mut kept_protected = Vec::new();
    if targets.exclude_protected {
        // A protected resource stays, and so does everything it depends on.
        let mut todo: Vec<&Urn> = base
            .resources
            .values()
            .filter(|r| r.protect)
            .map(|r| &r.urn)
            .collect();
        let mut kept = HashSet::new();
        while let Some(u) = todo.pop() {
            if kept.insert(u.clone()) {
                kept_protected.push(u.clone());
                for r in base.resources.values().filter(|r| r.urn == *u) {
                    todo.extend(r.dependencies.iter().chain(&r.lifecycle.parent));
                }
            }
        }
        excluded.extend(kept);
    }
    if !excluded.is_empty() {
        let set = only.get_or_insert_with(|| universe.iter().map(|u| (*u).clone()).collect());
        set.retain(|u| !excluded.contains(u));
    }
    if let Some(set) = only.as_mut().filter(|_| deletes) {
        refuse_orphans(set, plan, base)?;
    }
    Ok(Resolved {
        only,
        replace,
        kept_protected,
    })
}

/// Refuse a targeted delete that would leave an untargeted resource depending on one deleted:
/// one that references it, or its child (any copy of it: one marked for deletion is destroyed
/// with it too). What is deleted with a deleted resource goes with it: it joins `set`.
fn refuse_orphans(set: &mut HashSet<Urn>, plan: &Plan, base: &Snapshot) -> Result<(), String> {
    let declared: HashSet<&Urn> = plan.nodes.iter().filter_map(PlanNode::urn).collect();
    let mut doomed: Vec<&Urn> = base
        .resources
        .values()
        .filter(|r| set.contains(&r.urn) && !declared.contains(&r.urn))
        .map(|r| &r.urn)
        .collect();
    let mut gone: HashSet<&Urn> = doomed.iter().copied().collect();
    while let Some(u) = doomed.pop() {
        for d in base.resources.values() {
            // (One the program still declares is not going: it no longer names the owner,
            // which it could not, undeclared; found by the simulation, where an excluded
            // resource joined the run this way and was updated.)
            if d.lifecycle.deleted_with.as_ref() == Some(u)
                && declared.contains(&d.urn)
                && !set.contains(&d.urn)
                && !d.delete
            {
                return Err(format!(
                    "{} \"{}\" is recorded as deleted with {}, which this run deletes, and is not targeted: its step would not record it apart from that delete, which would take it along. Target it too (--target {}), or keep {} in the program",
                    d.ty,
                    d.urn.name(),
                    u.name(),
                    d.urn,
                    u.name()
                ));
            }
            if d.lifecycle.deleted_with.as_ref() == Some(u)
                && !declared.contains(&d.urn)
                && gone.insert(&d.urn)
            {
                set.insert(d.urn.clone());
                doomed.push(&d.urn);
            }
        }
    }
    for r in base.resources.values().filter(|r| gone.contains(&r.urn)) {
        let orphan = base.resources.values().find(|d| {
            !set.contains(&d.urn)
                && (d.lifecycle.parent.as_ref() == Some(&r.urn)
                    || (!d.delete && d.dependencies.contains(&r.urn)))
        });
        if let Some(d) = orphan {
            let how = if d.lifecycle.parent.as_ref() == Some(&r.urn) {
                "is a child of"
            } else {
                "depends on"
            };
            return Err(format!(
                "{} \"{}\" will be destroyed but was not specified in --target list: it {how} {} \"{}\", which is. Target it too (--target {}), or pass --target-dependents",
                d.ty,
                d.urn.name(),
                r.ty,
                r.urn.name(),
                d.urn
            ));
        }
    }
    Ok(())
}

/// The resources behind handle `h`: itself, or what an apply or invoke is computed from.
fn dependency_urns(plan: &Plan, h: u32) -> Vec<&Urn> {
    plan.resources_behind(h)
        .into_iter()
        .filter_map(|i| plan.nodes[i].urn())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::matches;

    #[test]
    fn wildcards_match_any_run_of_characters() {
        let u = "urn:strata:dev::p::random:String::db-password";
        assert!(matches(u, u));
        assert!(matches("*", u));
        assert!(matches("*::db-*", u));
        assert!(matches("urn:strata:dev::p::random:*::*password", u));
        assert!(!matches("*::web-*", u));
        assert!(!matches("urn:strata:dev::p::random:String::db", u));
        assert!(!matches("*password*x", u));
        assert!(matches("*db*password", u));
    }
}
