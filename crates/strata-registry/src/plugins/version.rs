//! Versions and version constraints, as Terraform users write them in `plugin = "aws@…"`:
//! `~> 1.2` (pessimistic), `^1.2` (caret), `>= 1.2, < 2` (comparisons joined by commas),
//! `= 1.2.3` and a plain `1.2.3` (exact). Pure: no I/O, no registry; a registry's tags are
//! handed in and the highest one a constraint allows is picked.
//!
//! A pre-release (`2.0.0-rc.1`) is allowed only when asked for explicitly: a comparison of the
//! constraint names a pre-release of the same `MAJOR.MINOR.PATCH` (as Cargo and npm decide);
//! tags that are not versions (`latest`, signature tags) are never picked.

use std::cmp::Ordering;

/// A semantic version (`MAJOR.MINOR.PATCH[-PRE]`), ordered by semver precedence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Version {
    core: [u64; 3],
    pre: Vec<String>,
}

impl Version {
    /// A whole version (three numbers, an optional pre-release): `None` for anything else.
    pub fn parse(s: &str) -> Option<Version> {
        strata_policy::check_version(s).ok()?;
        let s = s.split('+').next()?;
        let (core, pre) = match s.split_once('-') {
            Some((c, p)) => (c, p.split('.').map(str::to_string).collect()),
            None => (s, vec![]),
        };
        let mut n = core.split('.').map(|p| p.parse::<u64>().ok());
        Some(Version {
            core: [n.next()??, n.next()??, n.next()??],
            pre,
        })
    }

    pub fn is_pre(&self) -> bool {
        !self.pre.is_empty()
    }
}

impl Ord for Version {
    fn cmp(&self, other: &Self) -> Ordering {
        self.core.cmp(&other.core).then_with(|| {
            match (self.pre.is_empty(), other.pre.is_empty()) {
                (true, true) => Ordering::Equal,
                // A release comes after its pre-releases.
                (true, false) => Ordering::Greater,
                (false, true) => Ordering::Less,
                (false, false) => {
                    for (a, b) in self.pre.iter().zip(&other.pre) {
                        let o = match (a.parse::<u64>(), b.parse::<u64>()) {
                            (Ok(x), Ok(y)) => x.cmp(&y),
                            (Ok(_), Err(_)) => Ordering::Less,
                            (Err(_), Ok(_)) => Ordering::Greater,
                            (Err(_), Err(_)) => a.cmp(b),
                        };
                        if o != Ordering::Equal {
                            return o;
                        }
                    }
                    self.pre.len().cmp(&other.pre.len())
                }
            }
        })
    }
}

impl PartialOrd for Version {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// The order of two version strings: semver precedence for versions, and anything that is not
/// one before every version (then by its text).
pub fn order(a: &str, b: &str) -> Ordering {
    match (Version::parse(a), Version::parse(b)) {
        (Some(x), Some(y)) => x.cmp(&y),
        (Some(_), None) => Ordering::Greater,
        (None, Some(_)) => Ordering::Less,
        (None, None) => a.cmp(b),
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Op {
    Eq,
    Ne,
    Gt,
    Ge,
    Lt,
    Le,
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct Comparison {
    op: Op,
    version: Version,
}

impl Comparison {
    fn allows(&self, v: &Version) -> bool {
        let o = v.cmp(&self.version);
        match self.op {
            Op::Eq => o == Ordering::Equal,
            Op::Ne => o != Ordering::Equal,
            Op::Gt => o == Ordering::Greater,
            Op::Ge => o != Ordering::Less,
            Op::Lt => o == Ordering::Less,
            Op::Le => o != Ordering::Greater,
        }
    }
}

/// A version constraint: every comparison must allow a version.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Constraint {
    text: String,
    all: Vec<Comparison>,
}

/// The forms a constraint takes, for messages.
pub const FORMS: &str = "`1.2.3` or `= 1.2.3` (exactly), `~> 1.2` (>= 1.2, < 2.0), `~> 1.2.3` (>= 1.2.3, < 1.3.0), `^1.2` (>= 1.2.0, < 2.0.0), or comparisons joined by commas (`>= 1.2, < 2`)";

impl Constraint {
    /// Parse a constraint; the error says what is wrong with it and which forms there are.
    pub fn parse(text: &str) -> Result<Constraint, String> {
        let bad = |why: String| {
            Err(format!(
                "`{text}` is not a version constraint ({why}): write {FORMS}"
            ))
        };
        let mut all = Vec::new();
        if text.trim().is_empty() {
            return bad("it is empty".into());
        }
        for part in text.split(',') {
            let part = part.trim();
            let (op, rest) = ["~>", ">=", "<=", "!=", "^", ">", "<", "="]
                .into_iter()
                .find_map(|op| part.strip_prefix(op).map(|r| (op, r.trim_start())))
                .unwrap_or(("", part));
            let Some((numbers, pre)) = partial(rest) else {
                return bad(format!("`{rest}` is not a version"));
            };
            let at = |n: &[u64]| Version {
                core: [
                    n.first().copied().unwrap_or(0),
                    n.get(1).copied().unwrap_or(0),
                    n.get(2).copied().unwrap_or(0),
                ],
                pre: pre.clone(),
            };
            let bump = |i: usize| {
                let mut n = [0u64; 3];
                n[..i].copy_from_slice(&numbers[..i]);
                n[i - 1] += 1;
                Version {
                    core: n,
                    pre: vec![],
                }
            };
            let low = Comparison {
                op: Op::Ge,
                version: at(&numbers),
            };
            match op {
                "" | "=" if numbers.len() < 3 && op.is_empty() => {
                    return bad(format!(
                        "a version alone is exact, and `{rest}` is not a whole one; `~> {rest}` allows the versions that start with it"
                    ));
                }
                "~>" => {
                    // The last number given may grow: `~> 1.2` to below 2.0.0, `~> 1.2.3`
                    // to below 1.3.0, `~> 1` to below 2.0.0.
                    let i = numbers.len().saturating_sub(1).max(1);
                    all.push(low);
                    all.push(Comparison {
                        op: Op::Lt,
                        version: bump(i),
                    });
                }
                "^" => {
                    // The first number that is not zero may not change (Cargo's caret).
                    let i = numbers
                        .iter()
                        .position(|&n| n != 0)
                        .map_or(numbers.len(), |i| i + 1);
                    all.push(low);
                    all.push(Comparison {
                        op: Op::Lt,
                        version: bump(i.min(numbers.len())),
                    });
                }
                op => all.push(Comparison {
                    op: match op {
                        "" | "=" => Op::Eq,
                        "!=" => Op::Ne,
                        ">" => Op::Gt,
                        ">=" => Op::Ge,
                        "<" => Op::Lt,
                        _ => Op::Le,
                    },
                    version: at(&numbers),
                }),
            }
        }
        Ok(Constraint {
            text: text.trim().to_string(),
            all,
        })
    }

    /// The one version an exact constraint (`1.2.3`, `= 1.2.3`) names.
    pub fn exact(&self) -> Option<String> {
        match self.all.as_slice() {
            [
                Comparison {
                    op: Op::Eq,
                    version,
                },
            ] => Some(display(version)),
            _ => None,
        }
    }

    /// Whether `version` satisfies every comparison; a pre-release only when a comparison
    /// names a pre-release of its `MAJOR.MINOR.PATCH`. Anything that is not a version: never.
    pub fn allows(&self, version: &str) -> bool {
        let Some(v) = Version::parse(version) else {
            return false;
        };
        let asked = !v.is_pre()
            || self
                .all
                .iter()
                .any(|c| c.version.is_pre() && c.version.core == v.core);
        asked && self.all.iter().all(|c| c.allows(&v))
    }

    /// The highest of `versions` this allows.
    pub fn best<'a, I: IntoIterator<Item = &'a String>>(&self, versions: I) -> Option<&'a String> {
        versions
            .into_iter()
            .filter(|v| self.allows(v))
            .max_by(|a, b| order(a, b))
    }
}

impl std::fmt::Display for Constraint {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text)
    }
}

fn display(v: &Version) -> String {
    let [a, b, c] = v.core;
    match v.pre.is_empty() {
        true => format!("{a}.{b}.{c}"),
        false => format!("{a}.{b}.{c}-{}", v.pre.join(".")),
    }
}

/// `1`, `1.2`, `1.2.3` or `1.2.3-pre`: the numbers given and the pre-release (only after all
/// three numbers).
fn partial(s: &str) -> Option<(Vec<u64>, Vec<String>)> {
    let s = s.trim();
    if s.contains(char::is_whitespace) {
        return None;
    }
    if let Some(v) = Version::parse(s) {
        return Some((v.core.to_vec(), v.pre));
    }
    let numbers: Vec<u64> = s
        .split('.')
        .map(|n| {
            (!n.is_empty() && n.len() <= 20 && n.bytes().all(|b| b.is_ascii_digit()))
                .then(|| n.parse().ok())
                .flatten()
        })
        .collect::<Option<_>>()?;
    (!numbers.is_empty() && numbers.len() < 3).then_some((numbers, vec![]))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tags a registry holds in the table below: versions, pre-releases, and tags that are
    /// not versions.
    const TAGS: &[&str] = &[
        "0.1.0",
        "0.1.5",
        "0.2.0",
        "0.9.0",
        "1.0.0",
        "1.2.0",
        "1.2.3",
        "1.2.9",
        "1.3.0-beta.1",
        "1.3.0",
        "1.10.0",
        "2.0.0-rc.1",
        "2.0.0-rc.2",
        "2.0.0",
        "2.1.0-beta",
        "latest",
        "sha256-abcd.sig",
    ];

    /// Every form a constraint takes, each with the tag sets it is resolved against (all
    /// tags, and subsets), and the version expected (`None`: no tag satisfies it).
    #[test]
    fn every_constraint_form_picks_the_highest_tag_it_allows() {
        let only = |keep: &[&str]| keep.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let all = only(TAGS);
        let old = only(&["0.9.0", "1.0.0", "1.2.0", "latest"]);
        let pre_only = only(&["2.0.0-rc.1", "2.0.0-rc.2"]);
        let cases: &[(&str, &[String], Option<&str>)] = &[
            // Exact.
            ("1.2.3", &all, Some("1.2.3")),
            ("= 1.2.3", &all, Some("1.2.3")),
            ("=1.2.3", &all, Some("1.2.3")),
            ("1.2.4", &all, None),
            ("= 1.2", &all, Some("1.2.0")),
            ("2.0.0-rc.1", &all, Some("2.0.0-rc.1")),
            ("1.2.3", &old, None),
            // Pessimistic, as Terraform reads it.
            ("~> 1.2", &all, Some("1.10.0")),
            ("~> 1.2.3", &all, Some("1.2.9")),
            ("~> 1.2.0", &all, Some("1.2.9")),
            ("~>1.3", &all, Some("1.10.0")),
            ("~> 1", &all, Some("1.10.0")),
            ("~> 0.1", &all, Some("0.9.0")),
            ("~> 0.1.0", &all, Some("0.1.5")),
            ("~> 2.0", &all, Some("2.0.0")),
            ("~> 1.2", &old, Some("1.2.0")),
            ("~> 1.3", &old, None),
            ("~> 2.0", &pre_only, None),
            ("~> 2.0.0-rc.1", &pre_only, Some("2.0.0-rc.2")),
            ("~> 1.3.0-beta.1", &all, Some("1.3.0")),
            // Caret, as Cargo reads it.
            ("^1.2", &all, Some("1.10.0")),
            ("^1.2.3", &all, Some("1.10.0")),
            ("^1", &all, Some("1.10.0")),
            ("^0.1", &all, Some("0.1.5")),
            ("^0.2", &all, Some("0.2.0")),
            ("^0", &all, Some("0.9.0")),
            ("^2", &all, Some("2.0.0")),
            ("^3", &all, None),
            // Comparisons.
            (">= 1.2, < 2", &all, Some("1.10.0")),
            (">=1.2,<2", &all, Some("1.10.0")),
            (">= 1.2, < 2.0.0", &old, Some("1.2.0")),
            ("> 1.2.3, <= 1.3.0", &all, Some("1.3.0")),
            ("< 1.3.0", &all, Some("1.2.9")),
            ("< 1.3", &all, Some("1.2.9")),
            ("<= 1.2.3", &all, Some("1.2.3")),
            (">= 2", &all, Some("2.0.0")),
            (">= 2.0.0-rc.1", &all, Some("2.0.0")),
            (">= 2.0.0-rc.1, < 2.0.0", &all, Some("2.0.0-rc.2")),
            ("~> 1.2, != 1.10.0", &all, Some("1.3.0")),
            ("> 2.0.0", &all, None),
            ("> 2.0.0", &pre_only, None),
            (">= 0", &pre_only, None),
            (">= 1.2, < 1.2", &all, None),
        ];
        let mut n = 0;
        for (text, tags, want) in cases {
            let c = Constraint::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(
                c.best(tags.iter()).map(String::as_str),
                *want,
                "{text} over {tags:?}"
            );
            n += 1;
        }
        assert_eq!(n, cases.len());
    }

    #[test]
    fn only_exact_constraints_name_one_version() {
        for (text, exact) in [
            ("1.2.3", Some("1.2.3")),
            ("= 1.2.3", Some("1.2.3")),
            ("= 1.2", Some("1.2.0")),
            ("2.0.0-rc.1", Some("2.0.0-rc.1")),
            ("~> 1.2.3", None),
            ("^1.2.3", None),
            (">= 1.2.3", None),
            (">= 1.2.3, <= 1.2.3", None),
        ] {
            assert_eq!(
                Constraint::parse(text).unwrap().exact().as_deref(),
                exact,
                "{text}"
            );
        }
    }

    #[test]
    fn what_is_not_a_constraint_is_refused_naming_the_forms() {
        for text in [
            "",
            " ",
            "latest",
            "1.2",
            "1",
            "~> ",
            "~> x",
            ">= 1.2 < 2",
            "1.2.3.4",
            "=> 1.2",
            "~ 1.2",
            "1.2.3-",
            "01.2.3",
            ">= 1.2,",
            "1. 2",
        ] {
            let e = Constraint::parse(text).expect_err(text);
            assert!(
                e.contains("is not a version constraint") && e.contains("~> 1.2"),
                "{e}"
            );
        }
    }

    #[test]
    fn versions_are_ordered_by_semver_precedence() {
        let mut v = vec![
            "1.0.0",
            "1.0.0-rc.1",
            "1.0.0-beta.11",
            "1.0.0-beta.2",
            "1.0.0-beta",
            "1.0.0-alpha.1",
            "1.0.0-alpha",
            "0.10.0",
            "0.9.1",
            "latest",
        ];
        v.sort_by(|a, b| order(a, b));
        assert_eq!(
            v,
            [
                "latest",
                "0.9.1",
                "0.10.0",
                "1.0.0-alpha",
                "1.0.0-alpha.1",
                "1.0.0-beta",
                "1.0.0-beta.2",
                "1.0.0-beta.11",
                "1.0.0-rc.1",
                "1.0.0"
            ]
        );
    }
}
