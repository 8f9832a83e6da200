//! Stack state: the versioned checkpoint and journal formats, the [`Backend`] trait that every
//! state store implements (local files today; S3-compatible storage and PostgreSQL next), and
//! stack locks with leases.

mod file;
pub mod format;
pub mod secrets;

pub use file::FileBackend;
pub use format::{Checkpoint, FORMAT_VERSION, LockInfo};
pub use secrets::Secrets;

use async_trait::async_trait;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;
use strata_engine::Journal;

#[derive(Debug, thiserror::Error)]
pub enum StateError {
    #[error("{path}: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("state file {path} is corrupt: {message} (it was left untouched)")]
    Corrupt { path: PathBuf, message: String },
    #[error("stack `{stack}` is locked by {holder}")]
    Locked {
        stack: String,
        holder: Box<LockInfo>,
    },
    #[error("stack `{0}` does not exist (create it with `strata stack init {0}`)")]
    NoStack(String),
    #[error("stack `{0}` already exists")]
    StackExists(String),
    #[error("{0}")]
    BadName(#[from] strata_policy::PolicyError),
    #[error("secrets: {0}")]
    Secrets(String),
    #[error("the lock on stack `{0}` was lost (its lease expired and another operation took it)")]
    LockLost(String),
}

impl StateError {
    pub(crate) fn io(path: impl Into<PathBuf>) -> impl FnOnce(std::io::Error) -> StateError {
        let path = path.into();
        move |source| StateError::Io { path, source }
    }
}

/// A held stack lock. Dropping it without `release` leaves the lock to expire with its lease.
#[async_trait]
pub trait StackLock: Send + Sync {
    /// Extend the lease; fails if another operation took the lock meanwhile.
    async fn renew(&self) -> Result<(), StateError>;
    /// Give the lock up; fails if it was no longer ours.
    async fn release(&self) -> Result<(), StateError>;
}

/// A store of stacks' checkpoints, journals and locks.
#[async_trait]
pub trait Backend: Send + Sync {
    /// Where the state lives, e.g. `file:///home/me/app/.strata`.
    fn url(&self) -> String;
    /// Bytes this backend has written so far (journal, checkpoints, locks), for reports.
    fn bytes_written(&self) -> u64 {
        0
    }
    async fn list_stacks(&self) -> Result<Vec<String>, StateError>;
    /// Fail with `NoStack` unless the stack exists (cheaper than `load`).
    async fn check_exists(&self, stack: &str) -> Result<(), StateError> {
        self.load(stack).await.map(|_| ())
    }
    async fn create_stack(&self, stack: &str) -> Result<(), StateError>;
    async fn remove_stack(&self, stack: &str) -> Result<(), StateError>;
    /// The latest checkpoint with any journal left by an interrupted operation applied.
    async fn load(&self, stack: &str) -> Result<Checkpoint, StateError>;
    /// Take the stack's lock at once or fail with `Locked` naming the holder. An expired lease
    /// is taken over.
    async fn lock(
        &self,
        stack: &str,
        info: LockInfo,
        lease: Duration,
    ) -> Result<Box<dyn StackLock>, StateError>;
    /// Start the journal of an operation on top of checkpoint serial `base`.
    async fn journal(&self, stack: &str, base: u64) -> Result<Arc<dyn Journal>, StateError>;
    /// Write a new checkpoint version (serial = previous + 1) and retire the journal. Every
    /// version is kept.
    async fn save(&self, stack: &str, checkpoint: &Checkpoint) -> Result<(), StateError>;
    /// The serials of every checkpoint version kept for the stack.
    async fn history(&self, stack: &str) -> Result<Vec<u64>, StateError>;
}

/// Stack names become file names and keys: keep them plain.
pub fn check_stack_name(stack: &str) -> Result<(), StateError> {
    Ok(strata_policy::check_name("stack", stack)?)
}
