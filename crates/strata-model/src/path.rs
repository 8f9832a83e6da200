//! Property paths, as resource options name input properties: `tags`, `tags.env` (a key of an
//! object), `ports[0]` (an element of a list), `tags["a.b"]` (a key with dots in it).

use crate::Value;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Segment {
    Key(String),
    Index(usize),
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
                segments.push(Segment::Key(rest_key[..end].to_string()));
                rest = &rest_key[end..];
            }
        }
        match segments.first() {
            None => Err("a property path is empty".into()),
            Some(Segment::Index(_)) => Err(bad("must start with a property name")),
            Some(Segment::Key(_)) => Ok(PropertyPath {
                text: text.to_string(),
                segments,
            }),
        }
    }

    /// The value at this path, if there is one.
    pub fn get<'v>(&self, v: &'v Value) -> Option<&'v Value> {
        self.segments.iter().try_fold(v, |v, s| match s {
            Segment::Key(k) => v.as_object()?.get(k),
            Segment::Index(i) => v.as_array()?.get(*i),
        })
    }

    /// Set the value at this path to `to` (`None`: remove it). Returns false if a container
    /// on the way is missing (nothing is changed then).
    pub fn set(&self, v: &mut Value, to: Option<Value>) -> bool {
        let (last, parents) = self.segments.split_last().expect("a path has a segment");
        let mut at = v;
        for s in parents {
            let next = match s {
                Segment::Key(k) => at.as_object_mut().and_then(|o| o.get_mut(k)),
                Segment::Index(i) => at.as_array_mut().and_then(|a| a.get_mut(*i)),
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
        }
    }

    /// Whether a change of property `changed` (a top-level name, as diffs report them) may
    /// touch this path, or a change at this path touches it.
    pub fn covers(&self, changed: &str) -> bool {
        match PropertyPath::parse(changed) {
            Ok(other) => {
                let n = self.segments.len().min(other.segments.len());
                self.segments[..n] == other.segments[..n]
            }
            Err(_) => false,
        }
    }
}

/// Apply `ignore` to `news`: each path takes its value in `olds` (and is removed where `olds`
/// has none), so that changes there are not seen.
pub fn ignore_changes(ignore: &[PropertyPath], olds: &Value, news: &mut Value) {
    for path in ignore {
        let _ = path.set(news, path.get(olds).cloned());
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
        for bad in ["", "[0]", "a..b", "a[", "a[x]", ".a", "a.", "a[\"b"] {
            assert!(PropertyPath::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn ignoring_keeps_the_old_value_or_removes_a_new_one() {
        let olds = json!({"a": 1, "tags": {"env": "prod", "team": "x"}, "l": [1, 2]});
        let mut news = json!({"a": 2, "tags": {"env": "dev", "team": "y"}, "b": 3, "l": [5, 6]});
        let paths: Vec<PropertyPath> = ["tags.env", "b", "l[1]", "missing.deep"]
            .iter()
            .map(|p| PropertyPath::parse(p).unwrap())
            .collect();
        ignore_changes(&paths, &olds, &mut news);
        assert_eq!(
            news,
            json!({"a": 2, "tags": {"env": "prod", "team": "y"}, "l": [5, 2]})
        );
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
