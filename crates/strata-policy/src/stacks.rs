//! Stack grants (`[program] allow-stacks`): which other stacks a program may read through a
//! stack reference. An entry is `project/stack`, in the project's own backend, or
//! `NAME:project/stack`, in the backend the project file names `NAME` (`[backends]`); either
//! part may be `*` (every project, every stack) or end in `*` (a prefix). Pure: the reference
//! provider asks it yes or no.

use crate::{PolicyError, check_name};

/// An upstream stack as a reference names it.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct StackName {
    pub project: String,
    pub stack: String,
}

impl std::fmt::Display for StackName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}/{}", self.project, self.stack)
    }
}

impl StackName {
    /// `project/stack`, or `stack` of `project`.
    pub fn parse(name: &str, project: &str) -> Result<StackName, String> {
        let (p, s) = name.split_once('/').unwrap_or((project, name));
        check_name("project", p).map_err(|e| e.to_string())?;
        check_name("stack", s).map_err(|e| e.to_string())?;
        Ok(StackName {
            project: p.into(),
            stack: s.into(),
        })
    }
}

/// One `allow-stacks` entry, parsed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StackGrant {
    /// The named backend it is in; `None`: the project's own.
    pub backend: Option<String>,
    project: String,
    stack: String,
}

/// A part of a grant: `*`, `prefix*`, or a name.
fn part_matches(pattern: &str, name: &str) -> bool {
    match pattern.strip_suffix('*') {
        Some(prefix) => name.starts_with(prefix),
        None => pattern == name,
    }
}

fn check_part(what: &'static str, entry: &str, part: &str) -> Result<(), PolicyError> {
    let bad = |reason: String| PolicyError::BadStackGrant {
        entry: entry.into(),
        reason,
    };
    let name = part.strip_suffix('*').unwrap_or(part);
    if name.contains('*') {
        return Err(bad(format!(
            "a {what} may end in `*`, not hold one elsewhere"
        )));
    }
    if !name.is_empty() {
        check_name(what, name).map_err(|e| bad(e.to_string()))?;
    } else if part.is_empty() {
        return Err(bad(format!("the {what} is empty")));
    }
    Ok(())
}

impl StackGrant {
    pub fn parse(entry: &str) -> Result<StackGrant, PolicyError> {
        let bad = |reason: &str| PolicyError::BadStackGrant {
            entry: entry.into(),
            reason: reason.into(),
        };
        if entry.contains("://") {
            return Err(bad(
                "a grant names a backend by its name in `[backends]`, not by URL: `NAME:project/stack`",
            ));
        }
        let (backend, rest) = match entry.split_once(':') {
            Some((b, rest)) => {
                check_name("backend", b).map_err(|e| bad(&e.to_string()))?;
                (Some(b.to_string()), rest)
            }
            None => (None, entry),
        };
        let (project, stack) = rest
            .split_once('/')
            .ok_or_else(|| bad("write `project/stack` (`*` for every project or stack)"))?;
        check_part("project", entry, project)?;
        check_part("stack", entry, stack)?;
        Ok(StackGrant {
            backend,
            project: project.into(),
            stack: stack.into(),
        })
    }

    /// Whether this grant covers stack `project/stack` of the backend named `backend`
    /// (`None`: the project's own).
    pub fn covers(&self, backend: Option<&str>, project: &str, stack: &str) -> bool {
        self.backend.as_deref() == backend
            && part_matches(&self.project, project)
            && part_matches(&self.stack, stack)
    }
}

/// The `allow-stacks` entry that would grant exactly `project/stack` in `backend`.
pub fn stack_grant_line(backend: Option<&str>, project: &str, stack: &str) -> String {
    match backend {
        Some(b) => format!("{b}:{project}/{stack}"),
        None => format!("{project}/{stack}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_grant_covers_its_stacks_in_its_backend_only() {
        let g = StackGrant::parse("network/prod").unwrap();
        assert!(g.covers(None, "network", "prod"));
        assert!(!g.covers(None, "network", "dev"));
        assert!(!g.covers(Some("shared"), "network", "prod"));
        let g = StackGrant::parse("shared:data/*").unwrap();
        assert!(g.covers(Some("shared"), "data", "dev"));
        assert!(!g.covers(None, "data", "dev"));
        assert!(!g.covers(Some("shared"), "data-x", "dev"));
        let g = StackGrant::parse("team-*/*").unwrap();
        assert!(g.covers(None, "team-a", "x"));
        assert!(!g.covers(None, "other", "x"));
    }

    #[test]
    fn a_malformed_grant_is_refused_with_the_reason() {
        for bad in [
            "network",
            "file:///x/.strata:a/b",
            "a/b*c",
            "/prod",
            "a/",
            "../x/y",
            "a b/c",
        ] {
            assert!(
                matches!(
                    StackGrant::parse(bad),
                    Err(PolicyError::BadStackGrant { .. })
                ),
                "{bad}"
            );
        }
    }
}
