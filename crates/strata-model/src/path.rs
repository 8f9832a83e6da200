//! Property paths, as resource options name input properties: `tags`, `tags.env` (a key of an
//! object), `ports[0]` (an element of a list), `tags["a.b"]` (a key with dots in it), and
//! wildcards as Pulumi has them: `ports[*]` (every element), `ports[*].from`, `tags.*` (every
//! key), `*` (every property).

use crate::Value;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Segment {
    Key(String),
    Index(usize),
    /// `[*]` or `*`: every element of a list, every key of an object.
    Any,
}

/// A parsed property path: at least one segment, starting with a key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PropertyPath {
    pub text: String,
    pub segments: Vec<Segment>,
}

impl PropertyPath {
    pub fn parse(text: &str) -> Result<PropertyPath, String> {
        let bad = |why: &str| format!("property path `{text}` {why}");
        let mut segments = Vec::new();
        let mut rest = text;
        while !rest.is_empty() {
            if let Some(after) = rest.strip_prefix("[\"") {
                let end = after
                    .find("\"]")
                    .ok_or_else(|| bad("has a `[\"` without its `\"]`"))?;
                segments.push(Segment::Key(after[..end].to_string()));
                rest = &after[end + 2..];
            } else if let Some(after) = rest.strip_prefix("[*]") {
                segments.push(Segment::Any);
                rest = after;
            } else if let Some(after) = rest.strip_prefix('[') {
                let end = after
                    .find(']')
                    .ok_or_else(|| bad("has a `[` without its `]`"))?;
                let index = after[..end]
                    .parse()
                    .map_err(|_| bad("has a list index that is not a number"))?;
                segments.push(Segment::Index(index));
                rest = &after[end + 1..];
            } else {
                let rest_key = if segments.is_empty() {
                    rest
                } else {
                    rest.strip_prefix('.')
                        .ok_or_else(|| bad("needs a `.` before a key"))?
                };
                let end = rest_key.find(['.', '[']).unwrap_or(rest_key.len());
                if end == 0 {
                    return Err(bad("has an empty key"));
                }
                segments.push(match &rest_key[..end] {
                    "*" => Segment::Any,
                    key => Segment::Key(key.to_string()),
                });
                rest = &rest_key[end..];
            }
        }
        match segments.first() {
            None => Err("a property path is empty".into()),
            Some(Segment::Index(_)) => Err(bad("must start with a property name")),
            Some(Segment::Key(_) | Segment::Any) => Ok(PropertyPath {
                text: text.to_string(),
                segments,
            }),
        }
    }

    /// The value at this path, if there is one (none through a wildcard: it names many).
    pub fn get<'v>(&self, v: &'v Value) -> Option<&'v Value> {
        self.segments.iter().try_fold(v, |v, s| match s {
            Segment::Key(k) => v.as_object()?.get(k),
            Segment::Index(i) => v.as_array()?.get(*i),
            Segment::Any => None,
        })
    }

    /// Whether `a` and `b` differ anywhere this path names.
    pub fn differs(&self, a: &Value, b: &Value) -> bool {
        differs(&self.segments, Some(a), Some(b))
    }

    /// Set the value at this path to `to` (`None`: remove it). Returns false if a container
    /// on the way is missing (nothing is changed then).
    /// A path with a wildcard sets nothing (see [`ignore_changes`], which resets through one).
    pub fn set(&self, v: &mut Value, to: Option<Value>) -> bool {
        let (last, parents) = self.segments.split_last().expect("a path has a segment");
        let mut at = v;
        for s in parents {
            let next = match s {
                Segment::Key(k) => at.as_object_mut().and_then(|o| o.get_mut(k)),
                Segment::Index(i) => at.as_array_mut().and_then(|a| a.get_mut(*i)),
                Segment::Any => None,
            };
            match next {
                Some(n) => at = n,
                None => return false,
            }
        }
        match (last, to) {
            (Segment::Key(k), Some(to)) => match at.as_object_mut() {
                Some(o) => {
                    o.insert(k.clone(), to);
                    true
                }
                None => false,
            },
            (Segment::Key(k), None) => at.as_object_mut().is_some_and(|o| {
                o.remove(k);
                true
            }),
            (Segment::Index(i), Some(to)) => match at.as_array_mut().and_then(|a| a.get_mut(*i)) {
                Some(slot) => {
                    *slot = to;
                    true
                }
                None => false,
            },
            // Removing from a list would shift every later element: keep it.
            (Segment::Index(_), None) => false,
            (Segment::Any, _) => false,
        }
    }

    /// Whether a change of property `changed` (a top-level name, as diffs report them) may
    /// touch this path, or a change at this path touches it.
    pub fn covers(&self, changed: &str) -> bool {
        match PropertyPath::parse(changed) {
            Ok(other) => {
                let n = self.segments.len().min(other.segments.len());
                self.segments[..n]
                    .iter()
                    .zip(&other.segments[..n])
                    .all(|(a, b)| a == b || *a == Segment::Any || *b == Segment::Any)
            }
            Err(_) => false,
        }
    }
}

/// Apply `ignore` to `news`: each path takes its value in `olds` (and is removed where `olds`
/// has none), so that changes there are not seen.
///
/// Through a wildcard, Pulumi's merge: `l[*]` keeps each element `olds` has at an index `news`
/// has too (elements only `news` has are added, those only `olds` has are not brought back);
/// `l[*].b` keeps each such element's `b`; `tags.*` keeps the whole object, as `tags` does.
pub fn ignore_changes(ignore: &[PropertyPath], olds: &Value, news: &mut Value) {
    for path in ignore {
        reset(&path.segments, olds, news);
    }
}

/// Set what `segments` name under `new` to what they name under `old` (removed where `old` has
/// nothing), where the containers on the way exist in both, as Pulumi's `PropertyPath.Reset`:
/// where `old` lacks the object that holds the last key and `new` has it, the key is removed
/// from `new` and the containers `new` made are kept (`{}` and `{a: {b: 1}}` ignoring `a.b`
/// give `{a: {}}`); one level more missing in `old` is a path Pulumi does not reset either.
fn reset(segments: &[Segment], old: &Value, new: &mut Value) {
    let Some((first, rest)) = segments.split_first() else {
        return;
    };
    match first {
        Segment::Key(k) => {
            let Some(n) = new.as_object_mut() else {
                return;
            };
            if rest.is_empty() {
                match old.get(k) {
                    Some(o) => n.insert(k.clone(), o.clone()),
                    None => n.remove(k),
                };
                return;
            }
            // Through a key: `old` must be an object (one without the key stands for an
            // absent value below it), and `new` must have the key.
            if let (Some(o), Some(nv)) = (old.as_object(), n.get_mut(k)) {
                reset(rest, o.get(k).unwrap_or(&Value::Null), nv);
            }
        }
        Segment::Index(i) => {
            let (Some(n), Some(o)) = (new.as_array_mut().and_then(|a| a.get_mut(*i)), old.get(*i))
            else {
                return;
            };
            if rest.is_empty() {
                *n = o.clone();
            } else {
                reset(rest, o, n);
            }
        }
        Segment::Any if rest.is_empty() => match (old, &mut *new) {
            (Value::Array(o), Value::Array(n)) => {
                for (n, o) in n.iter_mut().zip(o) {
                    *n = o.clone();
                }
            }
            (o @ Value::Object(_), n @ Value::Object(_)) => *n = o.clone(),
            _ => {}
        },
        Segment::Any => match (old, new) {
            (Value::Array(o), Value::Array(n)) => {
                for (n, o) in n.iter_mut().zip(o) {
                    reset(rest, o, n);
                }
            }
            (Value::Object(o), Value::Object(n)) => {
                for (k, nv) in n.iter_mut() {
                    if let Some(ov) = o.get(k) {
                        reset(rest, ov, nv);
                    }
                }
            }
            _ => {}
        },
    }
}

/// Whether `a` and `b` differ under `segments`.
fn differs(segments: &[Segment], a: Option<&Value>, b: Option<&Value>) -> bool {
    let Some((first, rest)) = segments.split_first() else {
        return a != b;
    };
    match first {
        Segment::Key(k) => differs(rest, a.and_then(|a| a.get(k)), b.and_then(|b| b.get(k))),
        Segment::Index(i) => differs(rest, a.and_then(|a| a.get(*i)), b.and_then(|b| b.get(*i))),
        Segment::Any => match (a, b) {
            (Some(Value::Array(x)), Some(Value::Array(y))) => {
                x.len() != y.len()
                    || x.iter()
                        .zip(y)
                        .any(|(x, y)| differs(rest, Some(x), Some(y)))
            }
            (Some(Value::Object(x)), Some(Value::Object(y))) => x
                .keys()
                .chain(y.keys())
                .any(|k| differs(rest, x.get(k), y.get(k))),
            (a, b) => a != b,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn paths_parse_keys_indexes_and_quoted_keys() {
        let p = PropertyPath::parse("tags.env").unwrap();
        assert_eq!(
            p.segments,
            vec![Segment::Key("tags".into()), Segment::Key("env".into())]
        );
        let p = PropertyPath::parse("ports[1].from").unwrap();
        assert_eq!(p.segments.len(), 3);
        let p = PropertyPath::parse("tags[\"a.b\"]").unwrap();
        assert_eq!(p.segments[1], Segment::Key("a.b".into()));
        assert_eq!(
            PropertyPath::parse("l[*].b").unwrap().segments,
            vec![
                Segment::Key("l".into()),
                Segment::Any,
                Segment::Key("b".into())
            ]
        );
        assert_eq!(
            PropertyPath::parse("*").unwrap().segments,
            vec![Segment::Any]
        );
        for bad in ["", "[0]", "a..b", "a[", "a[x]", ".a", "a.", "a[\"b"] {
            assert!(PropertyPath::parse(bad).is_err(), "{bad}");
        }
    }

    fn parsed(paths: &[&str]) -> Vec<PropertyPath> {
        paths
            .iter()
            .map(|p| PropertyPath::parse(p).unwrap())
            .collect()
    }

    #[test]
    fn ignoring_keeps_the_old_value_or_removes_a_new_one() {
        let olds = json!({"a": 1, "tags": {"env": "prod", "team": "x"}, "l": [1, 2]});
        let mut news = json!({"a": 2, "tags": {"env": "dev", "team": "y"}, "b": 3, "l": [5, 6]});
        ignore_changes(
            &parsed(&["tags.env", "b", "l[1]", "missing.deep"]),
            &olds,
            &mut news,
        );
        assert_eq!(
            news,
            json!({"a": 2, "tags": {"env": "prod", "team": "y"}, "l": [5, 2]})
        );
    }

    /// Pulumi's cases (`TestIgnoreChanges` in its step generator's tests), and paths through
    /// wildcards that reach a key the old value lacks.
    #[test]
    fn a_path_the_old_value_lacks_resets_as_pulumi_does() {
        let cases = [
            (
                json!({}),
                json!({"a": {"b": "foo"}, "c": 42}),
                "a.b",
                json!({"a": {}, "c": 42}),
            ),
            (json!({"a": {"b": "foo"}}), json!({}), "a.b", json!({})),
            (
                json!({"a": {"b": "foo"}}),
                json!({"a": {}}),
                "a.b",
                json!({"a": {"b": "foo"}}),
            ),
            (json!({}), json!({}), "a.c[0]", json!({})),
            // One level more missing: Pulumi leaves it (a path error it reports).
            (
                json!({}),
                json!({"a": {"b": {"c": 1}}}),
                "a.b.c",
                json!({"a": {"b": {"c": 1}}}),
            ),
            (
                json!({"a": {}}),
                json!({"a": {"b": {"c": 1}}}),
                "a.b.c",
                json!({"a": {"b": {}}}),
            ),
            (
                json!({"a": 5}),
                json!({"a": {"b": 1}}),
                "a.b",
                json!({"a": {}}),
            ),
            (
                json!({"a": [{"x": 1}]}),
                json!({"a": [{"x": 1, "b": {"c": 1}}, {"b": {"c": 2}}]}),
                "a[*].b.c",
                json!({"a": [{"x": 1, "b": {}}, {"b": {"c": 2}}]}),
            ),
            (
                json!({}),
                json!({"a": [{"b": 1}]}),
                "a[*].b",
                json!({"a": [{"b": 1}]}),
            ),
            (
                json!({}),
                json!({"a": [1, 2]}),
                "a[*]",
                json!({"a": [1, 2]}),
            ),
        ];
        for (olds, mut news, path, want) in cases {
            ignore_changes(&parsed(&[path]), &olds, &mut news);
            assert_eq!(news, want, "{path}: {olds} -> {news}");
        }
    }

    #[test]
    fn wildcards_merge_as_pulumi_does() {
        let olds = json!({"l": [1, 2], "a": [{"b": 1, "c": 1}, {"b": 2, "c": 2}], "t": {"x": 1}});
        let mut news = json!({"l": [5, 6, 7], "a": [{"b": 9, "c": 9}], "t": {"y": 2}, "n": 1});
        ignore_changes(&parsed(&["l[*]", "a[*].b", "t.*"]), &olds, &mut news);
        assert_eq!(
            news,
            json!({"l": [1, 2, 7], "a": [{"b": 1, "c": 9}], "t": {"x": 1}, "n": 1})
        );
        let all = PropertyPath::parse("*").unwrap();
        assert!(all.covers("anything"));
        assert!(all.differs(&json!({"a": 1}), &json!({"a": 2})));
        assert!(!all.differs(&json!({"a": 1}), &json!({"a": 1})));
        let mut news = json!({"a": 2, "b": 3});
        ignore_changes(&[all], &json!({"a": 1}), &mut news);
        assert_eq!(news, json!({"a": 1}));
        assert!(PropertyPath::parse("a[*].b").unwrap().covers("a"));
    }

    #[test]
    fn a_path_covers_changes_above_and_below_it() {
        let p = PropertyPath::parse("tags.env").unwrap();
        assert!(p.covers("tags"));
        assert!(p.covers("tags.env.x"));
        assert!(!p.covers("name"));
        assert!(!p.covers("tags.team"));
    }
}
