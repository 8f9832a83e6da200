//! `Strata.yaml` as the host reads it: the `config:` entries a YAML program declares. The file
//! is the project's, which may come from anyone (a pull request, a template): before any
//! document is built it is measured, by yaml-rust2's event parser driven one event at a time
//! (its pull API, a state machine with a stack of its own: its push API, `Parser::load`,
//! recurses once per level of nesting, and so does building and dropping a document), and
//! refused past [`MAX_BYTES`], [`MAX_DEPTH`] levels, [`MAX_NODES`] nodes or [`MAX_TEXT`] bytes
//! of scalars, every alias counted as what it stands for (a 324-byte "billion laughs" stands
//! for 9^9 strings). Only then is it loaded, which cannot then recurse deeper or build more
//! than was counted.

use crate::{ConfigDecl, WorkspaceError};
use std::collections::HashMap;
use std::path::Path;
use yaml_rust2::parser::{Event, MarkedEventReceiver, Parser};
use yaml_rust2::scanner::Marker;

/// The most a Strata.yaml may be.
pub const MAX_BYTES: usize = 4 << 20;

/// The most levels of nesting a Strata.yaml may have (an alias's counted where it is used).
pub const MAX_DEPTH: usize = 64;

/// The most nodes a Strata.yaml may have, each alias counted as the nodes it stands for.
pub const MAX_NODES: u64 = 100_000;

/// The most scalar text a Strata.yaml may have, each alias counted as the text it stands for
/// (an alias of a long string, repeated by aliases of aliases, is few nodes and much text).
pub const MAX_TEXT: u64 = 16 << 20;

/// Why a Strata.yaml is refused: the limit it passes, and where.
fn refused(path: &Path, why: String) -> WorkspaceError {
    WorkspaceError::Invalid {
        path: path.into(),
        message: why,
    }
}

/// Read `path` (a Strata.yaml): `None` if it cannot be read as text, an error if it is larger
/// than [`MAX_BYTES`] (found without reading more than that).
pub(crate) fn read(path: &Path) -> Result<Option<String>, WorkspaceError> {
    use std::io::Read;
    let Ok(file) = std::fs::File::open(path) else {
        return Ok(None);
    };
    let mut text = String::new();
    if file
        .take(MAX_BYTES as u64 + 1)
        .read_to_string(&mut text)
        .is_err()
    {
        return Ok(None);
    }
    if text.len() > MAX_BYTES {
        return Err(refused(path, too_large()));
    }
    Ok(Some(text))
}

fn too_large() -> String {
    format!(
        "it is larger than {} MiB, the most Strata reads of a Strata.yaml",
        MAX_BYTES >> 20
    )
}

/// Why [`check`] stopped a Strata.yaml.
#[derive(Debug, PartialEq)]
pub enum Refused {
    /// Past a limit: why, and where.
    Limit(String),
    /// Not YAML: the program reports it, by line. (yaml-rust2 itself refuses more than 255
    /// levels of flow nesting, `[` or `{`, this way.)
    Syntax(yaml_rust2::ScanError),
}

/// Measure `text` against the limits, building nothing. A syntax error stops it too: the
/// loader would meet the same one, having built only what was measured.
pub fn check(text: &str) -> Result<(), Refused> {
    if text.len() > MAX_BYTES {
        return Err(Refused::Limit(too_large()));
    }
    let mut parser = Parser::new_from_str(text);
    let mut measure = Measure::default();
    loop {
        match parser.next_token() {
            Ok((Event::StreamEnd, _)) => return Ok(()),
            Ok((event, mark)) => {
                measure.on_event(event, mark);
                if let Some(why) = measure.refused.take() {
                    return Err(Refused::Limit(why));
                }
            }
            Err(e) => return Err(Refused::Syntax(e)),
        }
    }
}

/// What a node stands for once its aliases are expanded: nodes, and bytes of scalar text.
#[derive(Clone, Copy, Default)]
struct Size {
    nodes: u64,
    text: u64,
}

impl Size {
    fn plus(self, other: Size) -> Size {
        Size {
            nodes: self.nodes.saturating_add(other.nodes),
            text: self.text.saturating_add(other.text),
        }
    }
}

/// The running measure of a document's events.
#[derive(Default)]
struct Measure {
    /// The collections open, innermost last.
    open: Vec<Open>,
    /// The document so far, each alias counted as what it repeats.
    size: Size,
    /// Each anchor's size and levels, once its node has ended.
    anchors: HashMap<usize, (Size, usize)>,
    refused: Option<String>,
}

struct Open {
    anchor: usize,
    /// `size` before it began.
    before: Size,
    /// The most levels of its children (0: none is a collection).
    inner: usize,
}

impl Measure {
    /// Count `more` at `mark`: a node of `levels` levels, inside the innermost open collection.
    fn add(&mut self, more: Size, levels: usize, mark: Marker) {
        self.size = self.size.plus(more);
        let why = if self.size.nodes > MAX_NODES {
            Some(format!(
                "it has more than {MAX_NODES} nodes (each alias counted as the nodes it repeats), the most Strata reads of a Strata.yaml"
            ))
        } else if self.size.text > MAX_TEXT {
            Some(format!(
                "its text comes to more than {} MiB (each alias counted as the text it repeats), the most Strata reads of a Strata.yaml",
                MAX_TEXT >> 20
            ))
        } else if self.open.len() + levels > MAX_DEPTH {
            Some(format!(
                "it nests deeper than {MAX_DEPTH} levels (an alias counted where it is used), the most Strata reads of a Strata.yaml"
            ))
        } else {
            None
        };
        if let Some(why) = why {
            self.refused
                .get_or_insert_with(|| format!("line {}: {why}", mark.line()));
        }
        if let Some(parent) = self.open.last_mut() {
            parent.inner = parent.inner.max(levels);
        }
    }

    fn begin(&mut self, anchor: usize, mark: Marker) {
        let before = self.size;
        // A node of one level: its depth is checked as it opens.
        self.add(Size { nodes: 1, text: 0 }, 1, mark);
        self.open.push(Open {
            anchor,
            before,
            inner: 0,
        });
    }

    fn end(&mut self) {
        if let Some(done) = self.open.pop() {
            let levels = 1 + done.inner;
            if done.anchor > 0 {
                let size = Size {
                    nodes: self.size.nodes - done.before.nodes,
                    text: self.size.text - done.before.text,
                };
                self.anchors.insert(done.anchor, (size, levels));
            }
            if let Some(parent) = self.open.last_mut() {
                parent.inner = parent.inner.max(levels);
            }
        }
    }
}

impl MarkedEventReceiver for Measure {
    fn on_event(&mut self, event: Event, mark: Marker) {
        match event {
            Event::SequenceStart(anchor, _) | Event::MappingStart(anchor, _) => {
                self.begin(anchor, mark)
            }
            Event::SequenceEnd | Event::MappingEnd => self.end(),
            Event::Scalar(text, _, anchor, _) => {
                let size = Size {
                    nodes: 1,
                    text: text.len() as u64,
                };
                self.add(size, 0, mark);
                if anchor > 0 {
                    self.anchors.insert(anchor, (size, 0));
                }
            }
            // An alias is a copy of its anchor's node (one still open, or unknown, is not).
            Event::Alias(anchor) => {
                let (size, levels) = self
                    .anchors
                    .get(&anchor)
                    .copied()
                    .unwrap_or((Size { nodes: 1, text: 0 }, 0));
                self.add(size, levels, mark);
            }
            // Each document counts, so that a stream of empty ones is bounded too.
            Event::DocumentStart => self.add(Size { nodes: 1, text: 0 }, 0, mark),
            Event::StreamStart | Event::StreamEnd | Event::DocumentEnd | Event::Nothing => {}
        }
    }
}

/// The `config:` entries of a Strata.yaml, as declarations (what cannot be read is skipped);
/// an error, naming `path`, if it is past a limit.
pub(crate) fn config(path: &Path, text: &str) -> Result<Vec<(String, ConfigDecl)>, WorkspaceError> {
    use yaml_rust2::Yaml;
    match check(text) {
        Ok(()) => {}
        Err(Refused::Limit(why)) => return Err(refused(path, why)),
        Err(Refused::Syntax(_)) => return Ok(Vec::new()),
    }
    let Ok(docs) = yaml_rust2::YamlLoader::load_from_str(text) else {
        return Ok(Vec::new());
    };
    let Some(Yaml::Hash(config)) = docs.first().map(|d| &d["config"]) else {
        return Ok(Vec::new());
    };
    let mut out = Vec::new();
    for (k, v) in config {
        let Some(name) = k.as_str() else { continue };
        let default = match &v["default"] {
            Yaml::String(s) => Some(toml::Value::String(s.clone())),
            Yaml::Integer(i) => Some(toml::Value::Integer(*i)),
            Yaml::Real(r) => r.parse().ok().map(toml::Value::Float),
            Yaml::Boolean(b) => Some(toml::Value::Boolean(*b)),
            _ => None,
        };
        out.push((
            name.to_string(),
            ConfigDecl {
                ty: v["type"].as_str().unwrap_or("string").to_string(),
                description: v["description"].as_str().unwrap_or_default().to_string(),
                default,
                secret: v["secret"].as_bool() == Some(true),
            },
        ));
    }
    Ok(out)
}

#[cfg(test)]
/// Nine lists, each of nine aliases of the one before: 9^9 strings once expanded (the
/// loader took 8 GB and was still going).
pub(crate) fn alias_bomb() -> String {
    let mut s = String::from("a: &a [lol,lol,lol,lol,lol,lol,lol,lol,lol]\n");
    let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"];
    for w in names.windows(2) {
        let (prev, next) = (w[0], w[1]);
        let items = vec![format!("*{prev}"); 9].join(",");
        s.push_str(&format!("{next}: &{next} [{items}]\n"));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;
    use std::time::{Duration, Instant};

    fn read(text: &str) -> Result<Vec<(String, ConfigDecl)>, String> {
        config(Path::new("/p/Strata.yaml"), text).map_err(|e| e.to_string())
    }

    #[test]
    fn an_alias_bomb_is_refused_at_once_naming_the_limit() {
        let bomb = alias_bomb();
        assert!(bomb.len() < 500, "{} bytes", bomb.len());
        let t = Instant::now();
        let err = read(&bomb).unwrap_err();
        assert!(t.elapsed() < Duration::from_secs(5), "{:?}", t.elapsed());
        assert!(
            err.starts_with("/p/Strata.yaml: line ") && err.contains("more than 100000 nodes"),
            "{err}"
        );
        // An alias of a deep node nests as deep as that node, where it is used.
        let deep = format!(
            "a: &a {}x{}\nb: [[[[[*a]]]]]\n",
            "[".repeat(60),
            "]".repeat(60)
        );
        assert!(read(&deep).unwrap_err().contains("deeper than 64 levels"));
    }

    #[test]
    fn an_alias_of_a_long_string_counts_its_text() {
        // Found by `fuzz_strata_yaml` (mutant 55783 of seed 0, 30 KB: 3.8 GB once loaded): few
        // nodes, each alias of aliases repeating a long plain scalar.
        let mut doc = format!("b: &b {}\n", "a=[".repeat(10_000));
        for w in ["b", "c", "d", "e", "f", "g"].windows(2) {
            let items = vec![format!("*{}", w[0]); 9].join(",");
            doc.push_str(&format!("{}: &{} [{items}]\n", w[1], w[1]));
        }
        assert!(doc.len() < 40_000);
        let err = read(&doc).unwrap_err();
        assert!(err.contains("more than 16 MiB"), "{err}");
    }

    /// A document of `n` levels of each kind of nesting.
    fn nested(n: usize) -> Vec<(&'static str, String)> {
        vec![
            ("flow sequences", "[".repeat(n)),
            ("flow mappings", "{a: ".repeat(n)),
            ("block sequences", "- ".repeat(n) + "x\n"),
            ("complex keys", "? ".repeat(n) + "x\n"),
            (
                "block mappings",
                // A space of indentation a level: 10,000 levels are 50 MB, refused by size.
                (0..n.min(2_000))
                    .map(|i| format!("{}a:\n", " ".repeat(i)))
                    .collect(),
            ),
        ]
    }

    #[test]
    fn deep_nesting_is_refused_naming_the_limit() {
        for (what, doc) in nested(10_000) {
            match check(&doc) {
                // Flow nesting past 255 levels is yaml-rust2's own syntax error, met before
                // any event: nothing is built, and the program names it.
                Err(Refused::Syntax(e)) if what.starts_with("flow") => {
                    assert!(e.to_string().contains("recursion limit exceeded"), "{e}");
                    assert_eq!(read(&doc), Ok(Vec::new()), "{what}");
                }
                _ => {
                    let err = read(&doc).unwrap_err();
                    assert!(
                        err.starts_with("/p/Strata.yaml: line ")
                            && err.contains("deeper than 64 levels"),
                        "{what}: {err}"
                    );
                }
            }
        }
        // Below yaml-rust2's own limit, flow nesting is this one's.
        for (what, doc) in nested(200) {
            let err = read(&doc).unwrap_err();
            assert!(err.contains("deeper than 64 levels"), "{what}: {err}");
        }
        let indented: String = (0..10_000)
            .map(|i| format!("{}a:\n", " ".repeat(i)))
            .collect();
        let err = read(&indented).unwrap_err();
        assert!(err.contains("larger than 4 MiB"), "{err}");
        // 64 levels are read, 65 are not.
        let levels = |n| format!("{}{}", "[".repeat(n), "]".repeat(n));
        assert_eq!(check(&levels(64)), Ok(()));
        assert!(matches!(check(&levels(65)), Err(Refused::Limit(_))));
    }

    #[test]
    fn the_measure_does_not_recurse_whatever_the_depth() {
        // On a stack of 256 KiB, far less than any thread's: a parser that recursed once per
        // level would overflow it well before 100,000 levels.
        let docs: Vec<(&str, String)> = nested(100_000);
        std::thread::Builder::new()
            .stack_size(256 << 10)
            .spawn(move || {
                for (what, doc) in docs {
                    assert!(check(&doc).is_err(), "{what}");
                }
            })
            .unwrap()
            .join()
            .unwrap();
    }

    #[test]
    fn ordinary_documents_still_load() {
        let hello = include_str!("../../../examples/hello-yaml/Strata.yaml");
        let got = read(hello).unwrap();
        assert_eq!(got.len(), 1);
        assert_eq!(got[0].0, "greeting");
        assert_eq!(got[0].1.default, Some(toml::Value::String("Hello".into())));
        // Anchors and aliases within the limits, several documents, and every kind of default.
        let doc = "config:\n  region: &r {type: string, default: eu-west-1, description: where}\n  backup: *r\n  count: {type: integer, default: 3}\n  ratio: {type: number, default: 0.5}\n  on: {type: boolean, default: true, secret: true}\nresources:\n  a: &tags {x: [1, 2, {y: z}]}\n  b: *tags\n---\nother: doc\n";
        let got: BTreeMap<String, ConfigDecl> = read(doc).unwrap().into_iter().collect();
        assert_eq!(got["backup"], got["region"]);
        assert_eq!(got["count"].default, Some(toml::Value::Integer(3)));
        assert_eq!(got["ratio"].default, Some(toml::Value::Float(0.5)));
        assert!(got["on"].secret);
        // What cannot be parsed is left to the program, which names its line.
        assert_eq!(read("config: [unclosed\n"), Ok(Vec::new()));
        // 64 levels, and 100,000 nodes, are within the limits.
        let wide = format!("config: {{}}\nlist: [{}]\n", vec!["1"; 99_990].join(","));
        assert_eq!(read(&wide), Ok(Vec::new()));
    }

    #[test]
    fn a_strata_yaml_past_the_limits_stops_declared_config_naming_it() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join(crate::PROJECT_FILE),
            "name = \"y\"\nruntime = \"yaml\"\n",
        )
        .unwrap();
        let yaml = dir.path().join("Strata.yaml");
        std::fs::write(&yaml, "config:\n  a: {default: b}\n").unwrap();
        let p = crate::Project::load(dir.path()).unwrap();
        assert_eq!(
            p.declared_config().unwrap()["a"].default_text().as_deref(),
            Some("b")
        );
        std::fs::write(&yaml, alias_bomb()).unwrap();
        let err = p.declared_config().unwrap_err().to_string();
        assert!(
            err.contains("Strata.yaml") && err.contains("100000 nodes"),
            "{err}"
        );
        // A file past the size limit is not read past it.
        std::fs::write(&yaml, "#".repeat(MAX_BYTES + 1)).unwrap();
        let err = p.declared_config().unwrap_err().to_string();
        assert!(
            err.contains("Strata.yaml") && err.contains("larger than 4 MiB"),
            "{err}"
        );
    }
}
