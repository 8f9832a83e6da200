//! The backends, by URL scheme: the one table a new backend is added to. The library opens a
//! project's backend through it (`strata_ops::context`), and `strata login` checks a URL with
//! it; nothing else matches on schemes.

use crate::{Backend, FileBackend, PostgresBackend, S3Backend, StateError};
use std::path::Path;
use std::sync::Arc;

/// How a backend is opened: at `url`, for the stacks of `project` (a local path relative to
/// `dir`); a `reader` makes, moves and migrates nothing there.
pub type Open =
    fn(url: &str, dir: &Path, project: &str, reader: bool) -> Result<Arc<dyn Backend>, StateError>;

/// One kind of backend.
pub struct Scheme {
    /// The URL schemes that name it (`postgres`, `postgresql`).
    pub names: &'static [&'static str],
    /// A URL of it, as messages show one.
    pub example: &'static str,
    /// Whether it is reached over the network, with the user's credentials (a URL of it that a
    /// file names needs the user's approval).
    pub remote: bool,
    /// Open it.
    pub open: Open,
}

/// Every backend.
pub const SCHEMES: &[Scheme] = &[
    Scheme {
        names: &["file"],
        example: "file://DIR",
        remote: false,
        open: |url, dir, project, reader| {
            let path = dir.join(url.split_once("://").map_or(url, |(_, p)| p));
            Ok(Arc::new(if reader {
                FileBackend::reader(path, project)
            } else {
                FileBackend::new(path, project)
            }))
        },
    },
    Scheme {
        names: &["s3"],
        example: "s3://BUCKET/PREFIX",
        remote: true,
        open: |url, _, project, _| Ok(Arc::new(S3Backend::new(url, project)?)),
    },
    Scheme {
        names: &["postgres", "postgresql"],
        example: "postgres://USER@HOST:PORT/DB",
        remote: true,
        open: |url, _, project, reader| {
            Ok(Arc::new(if reader {
                PostgresBackend::reader(url, project)?
            } else {
                PostgresBackend::new(url, project)?
            }))
        },
    },
];

/// The scheme of `url`, or why there is none.
pub fn scheme_of(url: &str) -> Result<&'static Scheme, StateError> {
    let examples = || {
        SCHEMES
            .iter()
            .map(|s| s.example)
            .collect::<Vec<_>>()
            .join(", ")
    };
    let Some((name, _)) = url.split_once("://") else {
        return Err(StateError::Setting(format!(
            "backend `{}` is not a URL such as {}",
            crate::hide_password(url),
            examples()
        )));
    };
    SCHEMES
        .iter()
        .find(|s| s.names.contains(&name))
        .ok_or_else(|| {
            StateError::Setting(format!(
                "backend `{}`: the `{name}` scheme is not supported (use {})",
                crate::hide_password(url),
                examples()
            ))
        })
}

/// The backend at `url` for `project`'s stacks (a local path relative to `dir`).
pub fn open(
    url: &str,
    dir: &Path,
    project: &str,
    reader: bool,
) -> Result<Arc<dyn Backend>, StateError> {
    (scheme_of(url)?.open)(url, dir, project, reader)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Walks the table: every scheme's names lead to it, its example is of its own scheme, and
    /// the message for a URL of no scheme names every example.
    #[test]
    fn every_scheme_is_found_by_each_of_its_names() {
        for s in SCHEMES {
            assert!(
                s.example.starts_with(&format!("{}://", s.names[0])),
                "{}",
                s.example
            );
            for name in s.names {
                let found = scheme_of(&format!("{name}://x")).unwrap();
                assert_eq!(found.names, s.names);
            }
            // Only the local one is reached without credentials.
            assert_eq!(s.remote, s.names != ["file"], "{}", s.example);
        }
        for url in ["ftp://host/x", "no-scheme"] {
            let e = scheme_of(url).err().unwrap().to_string();
            for s in SCHEMES {
                assert!(e.contains(s.example), "{e}");
            }
        }
        let dir = tempfile::tempdir().unwrap();
        let b = open("file://state", dir.path(), "p", false).unwrap();
        assert!(b.url().contains("state"), "{}", b.url());
    }
}
