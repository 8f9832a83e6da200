//! The library's error: what failed, as a message that names what and where (the chain of
//! contexts it was given on the way up), and a [`ErrorKind`] that code branches on (as
//! `std::io::Error` pairs a message with an `io::ErrorKind`). Code never branches on the message.

use strata_state::StateError;
use strata_workspace::WorkspaceError;

/// What kind of failure an [`Error`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ErrorKind {
    /// Another operation holds the stack's lock (it may be running): wait, or unlock it.
    Locked,
    /// This operation's lock was lost while it ran (its lease ended and another took it).
    LockLost,
    /// Another writer changed the stack under this operation.
    Conflict,
    /// The stack (or the project, or the workspace) does not exist.
    NotFound,
    /// It exists already.
    AlreadyExists,
    /// What was asked is not valid: a project or workspace file, a name, an option, a program
    /// or configuration that cannot run as written. Nothing was changed.
    Invalid,
    /// The state cannot be read or written: a corrupt or newer state file, an unreadable lock,
    /// a journal not settled yet.
    State,
    /// The backend (a file system, S3, PostgreSQL) failed.
    Backend,
    /// Anything else; the message says what.
    Other,
}

impl ErrorKind {
    /// Its name in `--json` output.
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorKind::Locked => "locked",
            ErrorKind::LockLost => "lock-lost",
            ErrorKind::Conflict => "conflict",
            ErrorKind::NotFound => "not-found",
            ErrorKind::AlreadyExists => "already-exists",
            ErrorKind::Invalid => "invalid",
            ErrorKind::State => "state",
            ErrorKind::Backend => "backend",
            ErrorKind::Other => "other",
        }
    }
}

/// An operation's failure: its message, and its [`ErrorKind`].
pub struct Error {
    kind: ErrorKind,
    error: anyhow::Error,
}

/// A result of this library.
pub type Result<T, E = Error> = std::result::Result<T, E>;

impl Error {
    /// A failure of this kind, with this message.
    pub fn new(kind: ErrorKind, message: impl std::fmt::Display) -> Error {
        Error {
            kind,
            error: anyhow::anyhow!("{message}"),
        }
    }

    pub fn kind(&self) -> ErrorKind {
        self.kind
    }

    /// The state backend's own error, when that is what failed.
    pub fn state(&self) -> Option<&StateError> {
        self.error.chain().find_map(|c| {
            c.downcast_ref::<StateError>()
                .or_else(|| c.downcast_ref::<Error>().and_then(Error::state))
        })
    }

    /// The error with its chain of contexts, for the `anyhow` world.
    pub fn into_anyhow(self) -> anyhow::Error {
        self.error
    }
}

/// The kind of a state backend's error.
pub(crate) fn state_kind(e: &StateError) -> ErrorKind {
    match e {
        StateError::Locked { .. } | StateError::HolderAlive { .. } | StateError::Busy(_) => {
            ErrorKind::Locked
        }
        StateError::LockLost(_) => ErrorKind::LockLost,
        StateError::Conflict { .. } => ErrorKind::Conflict,
        StateError::NoStack(_) => ErrorKind::NotFound,
        StateError::StackExists(_) => ErrorKind::AlreadyExists,
        StateError::BadName(_) | StateError::Setting(_) => ErrorKind::Invalid,
        StateError::Corrupt { .. }
        | StateError::Newer { .. }
        | StateError::LockUnreadable { .. }
        | StateError::Unsettled(_)
        | StateError::Secrets(_) => ErrorKind::State,
        StateError::Io { .. } | StateError::Remote { .. } => ErrorKind::Backend,
    }
}

fn workspace_kind(e: &WorkspaceError) -> ErrorKind {
    match e {
        WorkspaceError::NoProject(_) | WorkspaceError::NoStack => ErrorKind::NotFound,
        WorkspaceError::Invalid { .. } | WorkspaceError::BadName(_) => ErrorKind::Invalid,
        WorkspaceError::Io { .. } => ErrorKind::Other,
    }
}

/// An error from inside the library: its kind is that of the first typed cause in its chain
/// (an `Error` of this library, the state's, the project file's); otherwise `Other`.
impl From<anyhow::Error> for Error {
    fn from(error: anyhow::Error) -> Error {
        // Kept whole, even around an `Error` of ours: the contexts added on the way up are part of
        // the message.
        let kind = error
            .chain()
            .find_map(|c| {
                if let Some(e) = c.downcast_ref::<Error>() {
                    Some(e.kind)
                } else if let Some(e) = c.downcast_ref::<StateError>() {
                    Some(state_kind(e))
                } else if let Some(e) = c.downcast_ref::<WorkspaceError>() {
                    Some(workspace_kind(e))
                } else {
                    c.downcast_ref::<strata_policy::PolicyError>()
                        .map(|_| ErrorKind::Invalid)
                }
            })
            .unwrap_or(ErrorKind::Other);
        Error { kind, error }
    }
}

impl From<StateError> for Error {
    fn from(e: StateError) -> Error {
        Error {
            kind: state_kind(&e),
            error: e.into(),
        }
    }
}

impl From<WorkspaceError> for Error {
    fn from(e: WorkspaceError) -> Error {
        Error {
            kind: workspace_kind(&e),
            error: e.into(),
        }
    }
}

impl From<serde_json::Error> for Error {
    fn from(e: serde_json::Error) -> Error {
        anyhow::Error::from(e).into()
    }
}

impl From<std::io::Error> for Error {
    fn from(e: std::io::Error) -> Error {
        anyhow::Error::from(e).into()
    }
}

/// The message with every context on the way up, as one line: what failed, where, and why.
impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:#}", self.error)
    }
}

impl std::fmt::Debug for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?} error: {:#}", self.kind, self.error)
    }
}

impl std::error::Error for Error {}

#[cfg(test)]
mod tests {
    use super::*;
    use anyhow::Context as _;

    /// An error that shows its source's message as its own (`#[error("{0}")]` over a
    /// `#[from]` field) says it twice once chained (`{:#}`): `stack `--yes` is not a valid
    /// name: …: stack `--yes` is not a valid name: …`. Such a wrapper is `transparent`. Walks
    /// every error type of the workspace's crates.
    #[test]
    fn no_error_wraps_its_source_and_also_shows_it() {
        let crates = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let mut files = vec![];
        let mut dirs = vec![crates];
        while let Some(d) = dirs.pop() {
            for e in std::fs::read_dir(&d).unwrap().flatten() {
                let p = e.path();
                if p.is_dir() && !p.ends_with("target") {
                    dirs.push(p);
                } else if p.extension().is_some_and(|x| x == "rs") {
                    files.push(p);
                }
            }
        }
        let mut twice = vec![];
        for f in &files {
            let text = std::fs::read_to_string(f).unwrap();
            let lines: Vec<&str> = text.lines().collect();
            for (i, w) in lines.windows(2).enumerate() {
                if w[0].trim() == r#"#[error("{0}")]"# && w[1].contains("#[from]") {
                    twice.push(format!("{}:{}", f.display(), i + 1));
                }
            }
        }
        assert!(files.len() > 100, "read {} files", files.len());
        assert!(twice.is_empty(), "shown twice when chained: {twice:?}");
        let e = Error::from(StateError::BadName(strata_policy::PolicyError::BadName {
            what: "stack",
            name: "--yes".into(),
            reason: "it must start with a letter or a digit",
        }));
        assert_eq!(e.to_string().matches("not a valid name").count(), 1, "{e}");
    }

    #[test]
    fn the_kind_is_the_first_typed_cause_and_the_message_keeps_every_context() {
        let locked: anyhow::Error = StateError::LockLost("dev".into()).into();
        let e = Error::from(locked.context("saving stack dev"));
        assert_eq!(e.kind(), ErrorKind::LockLost);
        assert!(
            e.to_string()
                .starts_with("saving stack dev: the lock on stack `dev` was lost"),
            "{e}"
        );
        assert!(matches!(e.state(), Some(StateError::LockLost(_))));
        // Through anyhow and back, an Error keeps its kind.
        let again = Error::from(
            Err::<(), _>(Error::new(ErrorKind::Invalid, "bad"))
                .context("outer")
                .unwrap_err(),
        );
        assert_eq!(again.kind(), ErrorKind::Invalid);
        assert_eq!(again.to_string(), "outer: bad");
        let lost = Error::from(StateError::LockLost("dev".into()));
        let wrapped = Error::from(Err::<(), _>(lost).context("outer").unwrap_err());
        assert!(
            matches!(wrapped.state(), Some(StateError::LockLost(_))),
            "{wrapped}"
        );
        assert_eq!(
            Error::from(anyhow::anyhow!("other")).kind(),
            ErrorKind::Other
        );
    }
}
