//! A graph to draw: a stack's resources (from its state, or from what its program declares) or a
//! workspace's stacks, with their dependency and parent edges, as Graphviz dot or Mermaid text.

use strata_model::ResourceState;

/// Labelled nodes, `edges` (dependency, dependent) and `parents` (parent, child), by index.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Drawing {
    pub title: String,
    pub nodes: Vec<String>,
    pub edges: Vec<(usize, usize)>,
    pub parents: Vec<(usize, usize)>,
}

impl Drawing {
    /// The live resources of a state (not those waiting to be deleted), each labelled `TYPE
    /// "NAME"`, with their recorded dependencies and parents.
    pub fn of_state<'a>(
        title: &str,
        resources: impl IntoIterator<Item = &'a ResourceState>,
    ) -> Drawing {
        let live: Vec<&ResourceState> = resources.into_iter().filter(|r| !r.delete).collect();
        let index: std::collections::HashMap<&strata_model::Urn, usize> =
            live.iter().enumerate().map(|(i, r)| (&r.urn, i)).collect();
        let mut d = Drawing {
            title: title.to_string(),
            nodes: live
                .iter()
                .map(|r| format!("{} \"{}\"", r.ty, r.urn.name()))
                .collect(),
            ..Drawing::default()
        };
        for (i, r) in live.iter().enumerate() {
            d.edges.extend(
                r.dependencies
                    .iter()
                    .filter_map(|u| index.get(u))
                    .map(|&u| (u, i)),
            );
            if let Some(&p) = r.lifecycle.parent.as_ref().and_then(|p| index.get(p)) {
                d.parents.push((p, i));
            }
        }
        d
    }

    /// As Mermaid (`format` "mermaid"), or as Graphviz dot (anything else); parent edges are
    /// dashed.
    pub fn render(&self, format: &str) -> String {
        let mut text = String::new();
        if format == "mermaid" {
            text.push_str("graph LR\n");
            for (i, n) in self.nodes.iter().enumerate() {
                text.push_str(&format!("    r{i}[\"{}\"]\n", n.replace('"', "#quot;")));
            }
            for (d, i) in &self.edges {
                text.push_str(&format!("    r{d} --> r{i}\n"));
            }
            for (p, c) in &self.parents {
                text.push_str(&format!("    r{p} -.-> r{c}\n"));
            }
            return text;
        }
        text.push_str(&format!("digraph {:?} {{\n    rankdir=LR;\n", self.title));
        for (i, n) in self.nodes.iter().enumerate() {
            text.push_str(&format!("    r{i} [label={n:?}];\n"));
        }
        for (d, i) in &self.edges {
            text.push_str(&format!("    r{d} -> r{i};\n"));
        }
        for (p, c) in &self.parents {
            text.push_str(&format!("    r{p} -> r{c} [style=dashed];\n"));
        }
        text.push_str("}\n");
        text
    }
}
