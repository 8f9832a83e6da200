//! `Strata.yaml` as a tree of nodes, each with the line and column it starts at, so that every
//! error can point at the file. Plain scalars are typed as YAML 1.2's core schema says (null,
//! booleans, integers, floats); quoted and block scalars are strings. Anchors and aliases work.
//! A node's local tag (`!Ref`) is kept: the CloudFormation program reads its short forms.

use std::collections::HashMap;
use yaml_rust2::parser::{Event, MarkedEventReceiver, Parser, Tag};
use yaml_rust2::scanner::{Marker, TScalarStyle};

/// Where a node starts: 1-based line and column.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Pos {
    pub line: usize,
    pub col: usize,
}

impl std::fmt::Display for Pos {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}:{}", crate::file_name(), self.line, self.col)
    }
}

#[derive(Clone, Debug)]
pub enum Kind {
    Null,
    Bool(bool),
    Int(i64),
    Float(f64),
    Str(String),
    Seq(Vec<Node>),
    /// Keys in the order written.
    Map(Vec<(Node, Node)>),
}

#[derive(Clone, Debug)]
pub struct Node {
    pub kind: Kind,
    pub pos: Pos,
    /// Its local tag without the `!` (`Ref` for `!Ref X`), if it has one.
    #[allow(
        dead_code,
        reason = "read by the CloudFormation program, which shares this tree; YAML programs ignore tags"
    )]
    pub tag: Option<String>,
}

impl Node {
    /// The mapping's entries, or an error naming what it should have been.
    pub fn map(&self, what: &str) -> Result<&[(Node, Node)], String> {
        match &self.kind {
            Kind::Map(m) => Ok(m),
            Kind::Null => Ok(&[]),
            _ => Err(format!("{}: {what} must be a mapping", self.pos)),
        }
    }

    pub fn str(&self) -> Option<&str> {
        match &self.kind {
            Kind::Str(s) => Some(s),
            _ => None,
        }
    }

    /// The value under `key` of a mapping.
    pub fn get(&self, key: &str) -> Option<&Node> {
        match &self.kind {
            Kind::Map(m) => m.iter().find(|(k, _)| k.str() == Some(key)).map(|(_, v)| v),
            _ => None,
        }
    }

    pub fn describe(&self) -> &'static str {
        match self.kind {
            Kind::Null => "null",
            Kind::Bool(_) => "a boolean",
            Kind::Int(_) | Kind::Float(_) => "a number",
            Kind::Str(_) => "a string",
            Kind::Seq(_) => "a list",
            Kind::Map(_) => "a mapping",
        }
    }
}

fn pos(m: Marker) -> Pos {
    Pos {
        line: m.line(),
        col: m.col() + 1,
    }
}

/// A plain scalar typed by YAML 1.2's core schema.
fn plain(s: String) -> Kind {
    match s.as_str() {
        "" | "~" | "null" | "Null" | "NULL" => Kind::Null,
        "true" | "True" | "TRUE" => Kind::Bool(true),
        "false" | "False" | "FALSE" => Kind::Bool(false),
        _ => {
            if let Ok(i) = s.parse::<i64>() {
                Kind::Int(i)
            } else if let Some(i) = s
                .strip_prefix("0x")
                .and_then(|h| i64::from_str_radix(h, 16).ok())
            {
                Kind::Int(i)
            } else if s.contains(|c: char| c.is_ascii_digit())
                && let Ok(f) = s.parse::<f64>()
                && f.is_finite()
            {
                Kind::Float(f)
            } else {
                Kind::Str(s)
            }
        }
    }
}

/// A local tag's name (`!Ref` → `Ref`); a global one (`!!str`) is YAML's own, not kept.
fn local(tag: Option<Tag>) -> Option<String> {
    tag.filter(|t| t.handle == "!").map(|t| t.suffix)
}

/// Builds the tree from the parser's events.
#[derive(Default)]
struct Builder {
    /// Open collections: the node, and for a mapping a key waiting for its value.
    stack: Vec<(Node, Option<Node>)>,
    anchors: HashMap<usize, Node>,
    /// Anchor ids of the open collections.
    anchor_ids: Vec<usize>,
    root: Option<Node>,
    error: Option<String>,
}

impl Builder {
    fn push(&mut self, node: Node) {
        match self.stack.last_mut() {
            None => self.root = Some(node),
            Some((parent, key)) => match &mut parent.kind {
                Kind::Seq(items) => items.push(node),
                Kind::Map(entries) => match key.take() {
                    None => *key = Some(node),
                    Some(k) => {
                        if let (Some(name), true) = (
                            k.str(),
                            entries
                                .iter()
                                .any(|(e, _)| e.str().is_some() && e.str() == k.str()),
                        ) {
                            self.error.get_or_insert(format!(
                                "{}: `{name}` appears twice in this mapping",
                                k.pos
                            ));
                        }
                        entries.push((k, node));
                    }
                },
                _ => unreachable!("only collections are open"),
            },
        }
    }
}

impl MarkedEventReceiver for Builder {
    fn on_event(&mut self, ev: Event, mark: Marker) {
        let at = pos(mark);
        match ev {
            Event::Scalar(value, style, anchor, tag) => {
                let kind = if style == TScalarStyle::Plain {
                    plain(value)
                } else {
                    Kind::Str(value)
                };
                let node = Node {
                    kind,
                    pos: at,
                    tag: local(tag),
                };
                if anchor > 0 {
                    self.anchors.insert(anchor, node.clone());
                }
                self.push(node);
            }
            Event::SequenceStart(anchor, tag) => {
                self.anchor_ids.push(anchor);
                self.stack.push((
                    Node {
                        kind: Kind::Seq(vec![]),
                        pos: at,
                        tag: local(tag),
                    },
                    None,
                ));
            }
            Event::MappingStart(anchor, tag) => {
                self.anchor_ids.push(anchor);
                self.stack.push((
                    Node {
                        kind: Kind::Map(vec![]),
                        pos: at,
                        tag: local(tag),
                    },
                    None,
                ));
            }
            Event::SequenceEnd | Event::MappingEnd => {
                if let (Some((node, _)), Some(anchor)) = (self.stack.pop(), self.anchor_ids.pop()) {
                    if anchor > 0 {
                        self.anchors.insert(anchor, node.clone());
                    }
                    self.push(node);
                }
            }
            Event::Alias(id) => match self.anchors.get(&id).cloned() {
                Some(node) => self.push(node),
                None => {
                    self.error.get_or_insert(format!(
                        "{at}: an alias to an anchor not defined before it"
                    ));
                }
            },
            _ => {}
        }
    }
}

/// Parse `text` (one document).
pub fn parse(text: &str) -> Result<Node, String> {
    let mut b = Builder::default();
    Parser::new_from_str(text)
        .load(&mut b, false)
        .map_err(|e| format!("{}: {}", pos(*e.marker()), e.info()))?;
    if let Some(e) = b.error {
        return Err(e);
    }
    Ok(b.root.unwrap_or(Node {
        kind: Kind::Null,
        pos: Pos { line: 1, col: 1 },
        tag: None,
    }))
}
