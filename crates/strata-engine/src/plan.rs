//! Checks a program's declarations and turns them into a dependency graph: one node per
//! registration (resource or `apply`), an edge from each dependency to its dependent.

use crate::dag::find_cycle;
use petgraph::graph::{DiGraph, NodeIndex};
use std::collections::{HashMap, HashSet};
use strata_model::path::PropertyPath;
use strata_model::value::{references, validate_markers};
use strata_model::{Declarations, Registration, ResourceOptions, Urn, Value};

#[derive(Clone, Debug, PartialEq)]
pub enum PlanNode {
    Resource {
        urn: Urn,
        ty: String,
        name: String,
        inputs: Value,
        deps: Vec<u32>,
        /// Shared by every resource declared with none (see [`shared_options`]).
        options: std::sync::Arc<ResourceOptions>,
        /// `options.ignore_changes` and `options.replace_on_changes`, parsed.
        ignore: Vec<PropertyPath>,
        replace_on: Vec<PropertyPath>,
        /// A component: no provider; `inputs` are its outputs as the program registered them.
        component: bool,
        /// Its nearest ancestor that is not a component: it runs after it, as after a
        /// dependency (a component's step reads its children's outputs, so it cannot go first).
        anchor: Option<u32>,
    },
    Apply {
        inputs: Value,
        deps: Vec<u32>,
    },
    /// A string joined by the engine from `parts` (see `Registration::Interpolation`).
    Interpolation {
        parts: Value,
        deps: Vec<u32>,
    },
    Invoke {
        function: String,
        args: Value,
        deps: Vec<u32>,
    },
}

impl PlanNode {
    pub fn deps(&self) -> &[u32] {
        match self {
            PlanNode::Resource { deps, .. }
            | PlanNode::Apply { deps, .. }
            | PlanNode::Interpolation { deps, .. }
            | PlanNode::Invoke { deps, .. } => deps,
        }
    }

    fn deps_mut(&mut self) -> &mut Vec<u32> {
        match self {
            PlanNode::Resource { deps, .. }
            | PlanNode::Apply { deps, .. }
            | PlanNode::Interpolation { deps, .. }
            | PlanNode::Invoke { deps, .. } => deps,
        }
    }

    /// What the node's value is computed from: a resource's inputs, an apply's, a function's
    /// arguments.
    pub fn inputs(&self) -> &Value {
        match self {
            PlanNode::Resource { inputs, .. }
            | PlanNode::Apply { inputs, .. }
            | PlanNode::Interpolation { parts: inputs, .. }
            | PlanNode::Invoke { args: inputs, .. } => inputs,
        }
    }

    pub fn urn(&self) -> Option<&Urn> {
        match self {
            PlanNode::Resource { urn, .. } => Some(urn),
            _ => None,
        }
    }
}

/// The checked declarations: nodes in handle order and their graph.
#[derive(Clone, Debug, Default)]
pub struct Plan {
    pub nodes: Vec<PlanNode>,
    pub graph: DiGraph<(), ()>,
    pub outputs: Option<Value>,
    /// The program failed after declaring these: what it declared runs, nothing is deleted.
    pub incomplete: bool,
    /// By node, the aliases a child inherits from its parent's, as Pulumi derives them (see
    /// `inherited_aliases` in this module): most nodes have none, and are not in the map.
    pub inherited_aliases: HashMap<usize, Vec<Urn>>,
}

impl Plan {
    /// The node that declares `urn`, if one does.
    pub fn node_of(&self, urn: &Urn) -> Option<&PlanNode> {
        self.nodes.iter().find(|n| n.urn() == Some(urn))
    }

    pub fn declares(&self, urn: &Urn) -> bool {
        self.node_of(urn).is_some()
    }

    /// The node that declares `urn`, or that an alias (its own or inherited) says was recorded
    /// under it: what a recorded resource is now, to a step that goes by the state's URNs.
    pub fn claiming(&self, urn: &Urn) -> Option<&PlanNode> {
        self.node_of(urn).or_else(|| {
            (0..self.nodes.len())
                .find(|&i| self.aliases(i).any(|a| a == urn))
                .map(|i| &self.nodes[i])
        })
    }

    /// The URNs node `i` may be recorded under besides its own: its `aliases` option, then
    /// what it inherits from its parent's aliases.
    pub fn aliases(&self, i: usize) -> impl Iterator<Item = &Urn> {
        let own = match self.nodes.get(i) {
            Some(PlanNode::Resource { options, .. }) => options.aliases.as_slice(),
            _ => &[],
        };
        own.iter()
            .chain(self.inherited_aliases.get(&i).into_iter().flatten())
    }

    /// The resource nodes behind handle `h`: itself, or those an apply, interpolation or invoke
    /// is computed from.
    pub fn resources_behind(&self, h: u32) -> Vec<usize> {
        let mut out = Vec::new();
        let mut stack = vec![h];
        let mut seen = HashSet::new();
        while let Some(h) = stack.pop() {
            if !seen.insert(h) {
                continue;
            }
            match self.nodes.get(h as usize) {
                Some(PlanNode::Resource { .. }) => out.push(h as usize),
                Some(n) => stack.extend_from_slice(n.deps()),
                None => {}
            }
        }
        out
    }

    /// A human name for a node: `random:String "name"` or `apply #3`.
    pub fn label(&self, handle: u32) -> String {
        label(&self.nodes, handle)
    }

    /// `v` with every reference to an interpolation the engine can join before anything runs
    /// (its parts, and the interpolations they read, read no resource's output) replaced by the
    /// string it joins, secret if a part is: what the checks before a run see of an input built
    /// from config and secrets (`"S${pw}"`), which they would otherwise skip as unknown and
    /// leave to fail part way through `up`.
    pub fn known_now<'v>(&self, v: &'v Value) -> std::borrow::Cow<'v, Value> {
        match self.fold(v, 0) {
            Some(folded) => std::borrow::Cow::Owned(folded),
            None => std::borrow::Cow::Borrowed(v),
        }
    }

    /// `v` folded as [`Plan::known_now`] says; `None` when nothing in it changes.
    fn fold(&self, v: &Value, depth: usize) -> Option<Value> {
        if let Some((h, property)) = strata_model::marker::as_reference(v) {
            return self.joined(h, property, depth);
        }
        match v {
            Value::Array(items) => {
                let folded: Vec<Option<Value>> =
                    items.iter().map(|x| self.fold(x, depth)).collect();
                folded.iter().any(Option::is_some).then(|| {
                    Value::Array(
                        folded
                            .into_iter()
                            .zip(items)
                            .map(|(f, x)| f.unwrap_or_else(|| x.clone()))
                            .collect(),
                    )
                })
            }
            Value::Object(map) if !strata_model::marker::is_secret(v) => {
                let mut out: Option<serde_json::Map<String, Value>> = None;
                for (k, x) in map {
                    if let Some(f) = self.fold(x, depth) {
                        out.get_or_insert_with(|| map.clone()).insert(k.clone(), f);
                    }
                }
                out.map(Value::Object)
            }
            _ => None,
        }
    }

    /// The string interpolation `h` joins, when it can be joined now.
    fn joined(&self, h: u32, property: Option<&str>, depth: usize) -> Option<Value> {
        let Some(PlanNode::Interpolation { parts, .. }) = self.nodes.get(h as usize) else {
            return None;
        };
        if property.is_some() || depth > 64 {
            return None;
        }
        let parts = self.fold(parts, depth + 1).unwrap_or_else(|| parts.clone());
        if strata_model::value::contains_marker(&parts, "ref")
            || strata_model::value::contains_marker(&parts, "unknown")
            || strata_model::value::contains_sealed(&parts)
        {
            return None;
        }
        let joined = Value::String(join(&strata_model::value::reveal(&parts)));
        Some(if strata_model::value::contains_marker(&parts, "secret") {
            strata_model::marker::secret(joined)
        } else {
            joined
        })
    }
}

/// The string an interpolation joins from its known `parts` (a JSON array, secrets revealed): a
/// string part as it is, any other value as its JSON text.
pub(crate) fn join(parts: &Value) -> String {
    parts
        .as_array()
        .into_iter()
        .flatten()
        .map(|v| match v {
            Value::String(s) => s.clone(),
            Value::Null => String::new(),
            v => v.to_string(),
        })
        .collect()
}

fn label(nodes: &[PlanNode], handle: u32) -> String {
    match nodes.get(handle as usize) {
        Some(node) => label_of(node, handle),
        None => format!("handle #{handle}"),
    }
}

#[derive(Debug, thiserror::Error, PartialEq)]
pub enum PlanError {
    #[error(
        "resource {ty} \"{name}\" is registered twice (a type and name must be unique under one parent)"
    )]
    Duplicate { ty: String, name: String },
    #[error("resource type `{ty}` of \"{name}\" is not of the form `<provider>:<Kind>`")]
    BadType { ty: String, name: String },
    #[error("{from} references unknown resource handle {handle}")]
    UnknownReference { from: String, handle: u32 },
    #[error("{from}: {message}")]
    Malformed { from: String, message: String },
    #[error("dependency cycle: {}", .0.join(" -> "))]
    Cycle(Vec<String>),
    #[error("{from}: option {option}: {message}")]
    BadOption {
        from: String,
        option: &'static str,
        message: String,
    },
}

/// Check `decls` for the stack and project and build their graph.
pub fn plan(stack: &str, project: &str, decls: Declarations) -> Result<Plan, PlanError> {
    let mut nodes = Vec::with_capacity(decls.registrations.len());
    let mut inherited: HashMap<usize, Vec<Urn>> = HashMap::new();
    let mut seen = HashSet::new();
    let mut default_options = None;
    for reg in decls.registrations {
        let (reg, component) = match reg {
            Registration::Component {
                ty,
                name,
                options,
                outputs,
            } => (
                Registration::Resource {
                    ty,
                    name,
                    inputs: outputs.unwrap_or_else(|| Value::Object(Default::default())),
                    options,
                },
                true,
            ),
            reg => (reg, false),
        };
        let node = match reg {
            Registration::Resource {
                ty,
                name,
                inputs,
                options,
            } => {
                if !ty.contains(':') || ty.starts_with(':') || ty.ends_with(':') {
                    return Err(PlanError::BadType { ty, name });
                }

                let mut deps = Vec::new();
                references(&inputs, &mut deps);
                deps.extend_from_slice(&options.depends_on);
                if let Some(trigger) = &options.replacement_trigger {
                    references(trigger, &mut deps);
                }
                let from = format!("{ty} \"{name}\"");
                let paths = |option: &'static str, list: &[String]| {
                    list.iter()
                        .map(|p| PropertyPath::parse(p))
                        .collect::<Result<Vec<_>, _>>()
                        .map_err(|message| PlanError::BadOption {
                            from: from.clone(),
                            option,
                            message,
                        })
                };
                let ignore = paths("ignore-changes", &options.ignore_changes)?;
                let replace_on = paths("replace-on-changes", &options.replace_on_changes)?;
                let mut options = options;
                let mut anchor = None;
                let parent = match options.parent {
                    None => None,
                    Some(h) => match nodes.get(h as usize) {
                        Some(PlanNode::Resource {
                            urn,
                            options: inherited,
                            component,
                            anchor: above,
                            ..
                        }) => {
                            inherit(&mut options, inherited);
                            anchor = if *component { *above } else { Some(h) };
                            Some(urn)
                        }
                        _ => {
                            return Err(PlanError::BadOption {
                                from,
                                option: "parent",
                                message: format!(
                                    "handle {h} is not a component or resource declared before it"
                                ),
                            });
                        }
                    },
                };
                let urn = Urn::child(stack, project, parent, &ty, &name);
                if let Some(h) = options.parent.map(|h| h as usize)
                    && let Some(PlanNode::Resource {
                        name: parent_name,
                        options: parent_options,
                        ..
                    }) = nodes.get(h)
                {
                    let above = parent_options
                        .aliases
                        .iter()
                        .chain(inherited.get(&h).into_iter().flatten());
                    let child = Child {
                        stack,
                        project,
                        ty: &ty,
                        name: &name,
                        own: &options.aliases,
                    };
                    let found = inherited_aliases(&child, parent_name, above);
                    if !found.is_empty() {
                        inherited.insert(nodes.len(), found);
                    }
                }
                if !seen.insert(urn.clone()) {
                    return Err(PlanError::Duplicate { ty, name });
                }
                for alias in &options.aliases {
                    if !alias.0.starts_with("urn:strata:") || alias.name().is_empty() {
                        return Err(PlanError::BadOption {
                            from,
                            option: "aliases",
                            message: format!(
                                "`{alias}` is not a resource URN (urn:strata:STACK::PROJECT::TYPE::NAME)"
                            ),
                        });
                    }
                }
                if options.import.as_deref() == Some("") {
                    return Err(PlanError::BadOption {
                        from,
                        option: "import",
                        message: "the id to import is empty".into(),
                    });
                }
                PlanNode::Resource {
                    urn,
                    ty,
                    name,
                    inputs,
                    deps,
                    options: shared_options(options, &mut default_options),
                    ignore,
                    replace_on,
                    component,
                    anchor,
                }
            }
            Registration::Apply { inputs } => {
                let mut deps = Vec::new();
                references(&inputs, &mut deps);
                PlanNode::Apply { inputs, deps }
            }
            Registration::Interpolation { parts } => {
                if !parts.is_array() {
                    return Err(PlanError::Malformed {
                        from: format!("interpolation #{}", nodes.len()),
                        message: "its parts must be a JSON array".into(),
                    });
                }
                let mut deps = Vec::new();
                references(&parts, &mut deps);
                PlanNode::Interpolation { parts, deps }
            }
            Registration::Component { .. } => unreachable!("made a resource node above"),
            Registration::Invoke { function, args } => {
                if !function.contains(':') || function.starts_with(':') || function.ends_with(':') {
                    return Err(PlanError::Malformed {
                        from: format!("invoke {function}"),
                        message: "a function is named `<provider>:<function>`".into(),
                    });
                }
                let mut deps = Vec::new();
                references(&args, &mut deps);
                PlanNode::Invoke {
                    function,
                    args,
                    deps,
                }
            }
        };
        nodes.push(node);
    }
    let mut graph = DiGraph::with_capacity(nodes.len(), nodes.len());
    for _ in &nodes {
        graph.add_node(());
    }
    for (i, node) in nodes.iter_mut().enumerate() {
        let from = label_of(node, i as u32);
        let trigger = match &*node {
            PlanNode::Resource { options, .. } => options.replacement_trigger.as_ref(),
            _ => None,
        };
        for v in std::iter::once(node.inputs()).chain(trigger) {
            validate_markers(v, &mut String::new()).map_err(|message| PlanError::Malformed {
                from: from.clone(),
                message,
            })?;
        }
        // A child runs after its parent, and what is deleted with a resource after it (so
        // that it knows whether it is replaced with it), as after dependencies.
        let (anchor, owner, with) = match node {
            PlanNode::Resource {
                anchor, options, ..
            } => (*anchor, options.deleted_with, options.replace_with.clone()),
            _ => (None, None, Vec::new()),
        };
        let deps = node.deps_mut();
        deps.sort_unstable();
        deps.dedup();
        for &d in deps.iter() {
            if d as usize >= graph.node_count() {
                return Err(PlanError::UnknownReference { from, handle: d });
            }
            graph.add_edge(NodeIndex::new(d as usize), NodeIndex::new(i), ());
        }
        for a in [anchor, owner].into_iter().flatten().chain(with) {
            if !deps.contains(&a) && (a as usize) < i {
                graph.update_edge(NodeIndex::new(a as usize), NodeIndex::new(i), ());
            }
        }
    }
    check_options(&nodes)?;
    unclaimed(&nodes, &mut inherited);
    if let Some(cycle) = find_cycle(&graph) {
        let mut names: Vec<String> = cycle
            .iter()
            .map(|n| label(&nodes, n.index() as u32))
            .collect();
        names.push(names[0].clone());
        return Err(PlanError::Cycle(names));
    }
    if let Some(outputs) = &decls.outputs {
        let mut refs = Vec::new();
        references(outputs, &mut refs);
        if let Some(&handle) = refs.iter().find(|&&h| h as usize >= nodes.len()) {
            return Err(PlanError::UnknownReference {
                from: "stack outputs".into(),
                handle,
            });
        }
    }
    Ok(Plan {
        nodes,
        graph,
        outputs: decls.outputs,
        incomplete: decls.incomplete.is_some(),
        inherited_aliases: inherited,
    })
}

/// A child resource, as [`inherited_aliases`] needs it.
struct Child<'a> {
    stack: &'a str,
    project: &'a str,
    ty: &'a str,
    name: &'a str,
    /// Its own `aliases` option.
    own: &'a [Urn],
}

/// The aliases a child inherits from its parent's aliases `above` (the parent's own and those
/// it inherited in turn, so that grandchildren follow too), as Pulumi derives them: for each
/// alias of the parent, the child's URN and each of its own aliases under that alias's type
/// chain, and, where the child's name starts with the parent's name `parent` (a child named
/// `{parent}-x`), with the alias's name as that prefix instead. Moving, renaming or retyping a
/// component then carries its children's state along, rather than deleting and creating them.
fn inherited_aliases<'a>(
    child: &Child<'_>,
    parent: &str,
    above: impl Iterator<Item = &'a Urn>,
) -> Vec<Urn> {
    let mut out: Vec<Urn> = Vec::new();
    for alias in above {
        let from = |ty: &str, name: &str| {
            let name = match name.strip_prefix(parent) {
                Some(rest) => format!("{}{rest}", alias.name()),
                None => name.to_string(),
            };
            Urn::child(child.stack, child.project, Some(alias), ty, &name)
        };
        let mine = std::iter::once(from(child.ty, child.name));
        for a in mine.chain(child.own.iter().map(|own| from(own.ty(), own.name()))) {
            if !out.contains(&a) && !child.own.contains(&a) {
                out.push(a);
            }
        }
    }
    out
}

/// Drop the inherited aliases that are not the child's to claim: a URN the program declares
/// (that resource's state is its own), one a resource names in its own `aliases`, or one an
/// earlier resource inherited too. Unlike a resource's own aliases, these are no error: the
/// program never wrote them.
fn unclaimed(nodes: &[PlanNode], inherited: &mut HashMap<usize, Vec<Urn>>) {
    if inherited.is_empty() {
        return;
    }
    let mut taken: HashSet<Urn> = nodes.iter().filter_map(PlanNode::urn).cloned().collect();
    for node in nodes {
        if let PlanNode::Resource { options, .. } = node {
            taken.extend(options.aliases.iter().cloned());
        }
    }
    let mut order: Vec<usize> = inherited.keys().copied().collect();
    order.sort_unstable();
    for i in order {
        if let Some(list) = inherited.get_mut(&i) {
            list.retain(|a| taken.insert(a.clone()));
            if list.is_empty() {
                inherited.remove(&i);
            }
        }
    }
}

/// What a child takes from its parent's options, as Pulumi's SDKs do: `protect`, the provider
/// instance and `deleted-with`, where it sets none of its own.
fn inherit(options: &mut ResourceOptions, parent: &ResourceOptions) {
    if options.protect.is_none() {
        options.protect = parent.protect;
    }
    if options.provider.is_none() {
        options.provider.clone_from(&parent.provider);
    }
    if options.deleted_with.is_none() {
        options.deleted_with = parent.deleted_with;
    }
}

/// `options`, shared with every other resource declared with the defaults: nearly every
/// resource is, and its options would be most of the size of its node (250 of 440 bytes).
fn shared_options(
    options: ResourceOptions,
    default: &mut Option<std::sync::Arc<ResourceOptions>>,
) -> std::sync::Arc<ResourceOptions> {
    if options != ResourceOptions::default() {
        return std::sync::Arc::new(options);
    }
    default
        .get_or_insert_with(|| std::sync::Arc::new(options))
        .clone()
}

fn label_of(node: &PlanNode, handle: u32) -> String {
    match node {
        PlanNode::Resource { ty, name, .. } => format!("{ty} \"{name}\""),
        PlanNode::Apply { .. } => format!("apply #{handle}"),
        PlanNode::Interpolation { .. } => format!("interpolation #{handle}"),
        PlanNode::Invoke { function, .. } => format!("{function} (invoke #{handle})"),
    }
}

/// Check what resource options name by handle or URN, once every node is known: a
/// `deleted-with` names a resource, and no two resources claim one alias (or a declared URN).
fn check_options(nodes: &[PlanNode]) -> Result<(), PlanError> {
    let declared: HashSet<&Urn> = nodes.iter().filter_map(PlanNode::urn).collect();
    let mut claimed = HashSet::new();
    for (i, node) in nodes.iter().enumerate() {
        let PlanNode::Resource { options, .. } = node else {
            continue;
        };
        let from = || label_of(node, i as u32);
        let owners = options.deleted_with.iter().map(|h| ("deleted-with", h));
        for (option, &h) in owners.chain(options.replace_with.iter().map(|h| ("replace-with", h))) {
            // What replaces it must decide first: declared before it, as an SDK's handle is.
            let later = option == "replace-with" && h as usize >= i;
            if later || !matches!(nodes.get(h as usize), Some(PlanNode::Resource { .. })) {
                return Err(PlanError::BadOption {
                    from: from(),
                    option,
                    message: format!("handle {h} is not a resource declared before it"),
                });
            }
        }
        for alias in &options.aliases {
            if declared.contains(alias) {
                return Err(PlanError::BadOption {
                    from: from(),
                    option: "aliases",
                    message: format!("`{alias}` is declared by the program itself"),
                });
            }
            if !claimed.insert(alias) {
                return Err(PlanError::BadOption {
                    from: from(),
                    option: "aliases",
                    message: format!("`{alias}` is an alias of another resource too"),
                });
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;
    use strata_model::marker;

    fn res(ty: &str, name: &str, inputs: Value, depends_on: Vec<u32>) -> Registration {
        Registration::Resource {
            ty: ty.into(),
            name: name.into(),
            inputs,
            options: ResourceOptions {
                depends_on,
                ..Default::default()
            },
        }
    }

    fn decls(registrations: Vec<Registration>) -> Declarations {
        Declarations {
            registrations,
            outputs: None,
            ..Default::default()
        }
    }

    /// Every shape of interpolation part: plain text, a number, a secret, one nested inside
    /// another interpolation, a resource's output, one of those nested, an unknown. Joined now
    /// exactly when nothing in it waits for a resource.
    #[test]
    fn interpolations_of_known_parts_are_joined_before_anything_runs() {
        let interp = |parts: Value| Registration::Interpolation { parts };
        let p = plan(
            "s",
            "p",
            decls(vec![
                res("t:R", "a", json!({}), vec![]),
                interp(json!(["x", 7, marker::secret(json!("pw"))])),
                interp(json!(["<", marker::reference(1, None), ">"])),
                interp(json!(["id ", marker::reference(0, Some("id"))])),
                interp(json!([marker::reference(3, None), "!"])),
                interp(json!([marker::unknown()])),
                interp(json!(["plain ", 1.5])),
            ]),
        )
        .unwrap();
        let cases = [
            (1, Some(marker::secret(json!("x7pw")))),
            (2, Some(marker::secret(json!("<x7pw>")))),
            (3, None),
            (4, None),
            (5, None),
            (6, Some(json!("plain 1.5"))),
        ];
        for (h, want) in cases {
            let v = json!({"k": [marker::reference(h, None)]});
            let got = p.known_now(&v).into_owned();
            let want = want.map_or(v, |w| json!({"k": [w]}));
            assert_eq!(got, want, "interpolation #{h}");
        }
        // A property of an interpolation (no such thing) and a resource are left as they are.
        for v in [marker::reference(1, Some("x")), marker::reference(0, None)] {
            assert!(matches!(p.known_now(&v), std::borrow::Cow::Borrowed(_)));
        }
    }

    #[test]
    fn references_become_edges() {
        let p = plan(
            "s",
            "p",
            decls(vec![
                res("a:A", "x", json!({}), vec![]),
                res(
                    "a:A",
                    "y",
                    json!({"v": marker::reference(0, Some("o"))}),
                    vec![],
                ),
            ]),
        )
        .unwrap();
        assert_eq!(p.graph.edge_count(), 1);
        assert_eq!(p.nodes[1].deps(), &[0]);
    }

    #[test]
    fn duplicates_unknown_references_and_cycles_are_refused() {
        let dup = plan(
            "s",
            "p",
            decls(vec![
                res("a:A", "x", json!({}), vec![]),
                res("a:A", "x", json!({}), vec![]),
            ]),
        );
        assert_eq!(
            dup.unwrap_err().to_string(),
            "resource a:A \"x\" is registered twice (a type and name must be unique under one parent)"
        );
        let unknown = plan(
            "s",
            "p",
            decls(vec![res(
                "a:A",
                "x",
                json!({"v": marker::reference(7, None)}),
                vec![],
            )]),
        );
        assert_eq!(
            unknown.unwrap_err(),
            PlanError::UnknownReference {
                from: "a:A \"x\"".into(),
                handle: 7
            }
        );
        let cycle = plan(
            "s",
            "p",
            decls(vec![
                res("a:A", "x", json!({}), vec![1]),
                res("a:A", "y", json!({}), vec![0]),
            ]),
        );
        let err = cycle.unwrap_err().to_string();
        assert!(err.starts_with("dependency cycle: "), "{err}");
        assert!(
            err.contains("a:A \"x\"") && err.contains("a:A \"y\""),
            "{err}"
        );
        let bad = plan("s", "p", decls(vec![res("nokind", "x", json!({}), vec![])]));
        assert!(matches!(bad.unwrap_err(), PlanError::BadType { .. }));
    }
}
