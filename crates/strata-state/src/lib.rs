//! Stack state: the versioned checkpoint and journal formats, the [`Backend`] trait that every
//! state store implements (local files today; S3-compatible storage and PostgreSQL next), and
//! stack locks with leases.

mod file;
pub mod format;
pub mod kms;
pub mod liveness;
mod postgres;
mod s3;
pub mod schemes;
pub mod secrets;
mod stored;
pub mod tls;

pub use file::FileBackend;
pub use format::{
    Checkpoint, Dependent, FORMAT_VERSION, Fenced, KeyRef, Links, LockInfo, MadeBy, Upstream,
};
pub use postgres::{PostgresBackend, hide_password};
pub use s3::S3Backend;
pub use time::OffsetDateTime;

/// How long a stack lock lasts without renewal: `$STRATA_LOCK_LEASE` (e.g. "10s"), else 60 s.
/// The holder renews it every third of that.
pub fn lock_lease() -> Result<Duration, StateError> {
    match std::env::var("STRATA_LOCK_LEASE") {
        Ok(v) => strata_policy::parse_duration(&v)
            .map_err(|e| StateError::Setting(format!("STRATA_LOCK_LEASE: {e}"))),
        Err(_) => Ok(Duration::from_secs(60)),
    }
}
/// How long a remote backend's calls keep being tried through a short outage (a database
/// restarting, an endpoint dropping connections): `$STRATA_RETRY_WINDOW` (e.g. "1m"), else
/// 20 s.
pub fn retry_window() -> Result<Duration, StateError> {
    match std::env::var("STRATA_RETRY_WINDOW") {
        Ok(v) => strata_policy::parse_duration(&v)
            .map_err(|e| StateError::Setting(format!("STRATA_RETRY_WINDOW: {e}"))),
        Err(_) => Ok(Duration::from_secs(20)),
    }
}
pub use secrets::Secrets;

use async_trait::async_trait;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;
use strata_engine::Journal;

#[derive(Debug, thiserror::Error)]
pub enum StateError {
    // The I/O error is part of the message, not a `source`: shown once, whatever prints it.
    #[error("{path}: {error}")]
    Io {
        path: PathBuf,
        error: std::io::Error,
    },
    #[error(
        "state file {path} is corrupt: {message} (it was left untouched; earlier versions are kept: `strata stack history` lists them, and `strata stack restore N` makes version N the current one)"
    )]
    Corrupt { path: PathBuf, message: String },
    #[error("state file {path}: {message}")]
    Newer { path: PathBuf, message: String },
    #[error(
        "stack `{stack}` is locked by {holder}: wait for it to finish. Its lease ends at {}, and the lock is free from then on unless its holder renews it (it does while it runs); `strata stack unlock --stack {stack}` explains more",
        holder.expires_at
    )]
    Locked {
        stack: String,
        holder: Box<LockInfo>,
    },
    #[error("stack `{0}` does not exist (create it with `strata stack init {0}`)")]
    NoStack(String),
    #[error("stack `{0}` already exists: select it with `strata stack select {0}`")]
    StackExists(String),
    // Transparent: its message once (as a source too, an error chain said it twice).
    #[error(transparent)]
    BadName(#[from] strata_policy::PolicyError),
    #[error("secrets: {0}")]
    Secrets(String),
    #[error(
        "the lock on stack `{0}` was lost (its lease expired and another operation took it, or it was removed with `strata stack unlock --force`)"
    )]
    LockLost(String),
    #[error(
        "the lock of stack `{stack}` cannot be read ({message}): {path}. If no strata is running on this stack, remove it with `strata stack unlock --stack {stack}`"
    )]
    LockUnreadable {
        stack: String,
        path: PathBuf,
        message: String,
    },
    #[error(
        "stack `{stack}` is locked by {holder}, which may still be running (it is not provably gone: it ran on another machine, in another PID namespace, or its process is still there). Its lease ends at {}: if the holder is gone, the lock is free then, on its own. To remove it now anyway, run `strata stack unlock --force --stack {stack}`: a holder still running then stops at its next write, and what its calls make after that goes to the stack's record of late outcomes, which the next command imports",
        holder.expires_at
    )]
    HolderAlive {
        stack: String,
        holder: Box<LockInfo>,
    },
    #[error("{0}")]
    Setting(String),
    /// Another writer changed the stack under this one (which holds no lock any more).
    #[error("stack `{stack}`: {message}")]
    Conflict { stack: String, message: String },
    /// A remote backend failed: which, and what it said.
    #[error("backend {url}: {message}")]
    Remote { url: String, message: String },
    #[error("{0} is held by another strata for too long; try again")]
    Busy(PathBuf),
    #[error(
        "stack `{0}` has the journal of an interrupted operation that was not saved into a checkpoint yet"
    )]
    Unsettled(String),
}

/// The name of the kill point `what` of a write to `place`: the place by its last three
/// components (a stack's own files tell apart, temporary directories do not show).
pub(crate) fn point_label(what: &str, place: &std::path::Path) -> String {
    let tail: Vec<_> = place.components().rev().take(3).collect();
    let shown: PathBuf = tail.into_iter().rev().collect();
    format!("state {what} {}", shown.display())
}

/// `bytes` random bytes from the system's source, as hex (lock tokens, the console's token).
pub fn random_hex(bytes: usize) -> String {
    use chacha20poly1305::aead::OsRng;
    use chacha20poly1305::aead::rand_core::RngCore;
    let mut b = vec![0u8; bytes];
    OsRng.fill_bytes(&mut b);
    hex::encode(b)
}

/// What a stack's lock record says, as [`Backend::lock_holder`] reads it.
#[derive(Clone, Debug, PartialEq)]
pub enum LockState {
    Free,
    Held(Box<LockInfo>),
    /// A record that cannot be read (why).
    Unreadable(String),
}

/// What `unlock` found and removed.
#[derive(Debug)]
pub enum Unlocked {
    NotLocked,
    /// A lock file that could not be read (why).
    Unreadable(String),
    Removed(Box<LockInfo>),
    /// With `--force`, a holder not provably gone: its lease was ended now instead of its lock
    /// removed, so that the next command takes it over as from a holder that may still run
    /// (it keeps that holder's interrupted creates while its calls may finish).
    Expired(Box<LockInfo>),
}

impl StateError {
    /// The kill point `what` of a write to `place` (a file, an object key, a table): see
    /// `strata_failpoint`. A refused point is the I/O error of that write.
    pub(crate) fn point(what: &str, place: &std::path::Path) -> Result<(), StateError> {
        strata_failpoint::hit(&point_label(what, place)).map_err(StateError::io(place))
    }

    pub(crate) fn io(path: impl Into<PathBuf>) -> impl FnOnce(std::io::Error) -> StateError {
        let path = path.into();
        move |error| StateError::Io { path, error }
    }
}

/// A held stack lock. Dropping it without `release` leaves the lock to expire with its lease.
/// Every write to the stack carries it: a backend refuses a write whose lock was taken over.
#[async_trait]
pub trait StackLock: Send + Sync {
    /// Extend the lease; fails if another operation took the lock meanwhile.
    async fn renew(&self) -> Result<(), StateError>;
    /// Give the lock up; fails if it was no longer ours.
    async fn release(&self) -> Result<(), StateError>;
    /// The fencing token: unique to this holding of the lock.
    fn token(&self) -> &str;
    /// The end of the lease as last written: until then, no one else can take the lock.
    fn valid_until(&self) -> time::OffsetDateTime;
    /// The holder this lock was taken over from (its lease had run out, or its process was
    /// gone), if it was.
    fn taken_over(&self) -> Option<&LockInfo> {
        None
    }
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
    /// Round trips to a remote store so far (a transaction counts once); 0 for local files.
    fn requests(&self) -> u64 {
        0
    }
    async fn list_stacks(&self) -> Result<Vec<String>, StateError>;
    /// Fail with `NoStack` unless the stack exists (cheaper than `load`).
    async fn check_exists(&self, stack: &str) -> Result<(), StateError> {
        self.load(stack).await.map(|_| ())
    }
    async fn create_stack(&self, stack: &str) -> Result<(), StateError>;
    /// Remove the stack, its versions, journal and lock, under `lock`: refused (`LockLost`)
    /// once the lock was taken over, like every other write (a removal slower than its lease
    /// must not take a version the new holder wrote with it).
    async fn remove_stack(&self, stack: &str, lock: &dyn StackLock) -> Result<(), StateError>;
    /// The latest checkpoint with any journal left by an interrupted operation applied.
    async fn load(&self, stack: &str) -> Result<Checkpoint, StateError>;
    /// Take the stack's lock at once or fail with `Locked` naming the holder. An expired lease
    /// (or a holder that died on this host) is taken over, by exactly one taker.
    async fn lock(
        &self,
        stack: &str,
        info: LockInfo,
        lease: Duration,
    ) -> Result<Arc<dyn StackLock>, StateError>;
    /// Remove the stack's lock if its holder is provably gone or it cannot be read; with
    /// `force`, a holder that may still run has its lease ended now (`Expired`).
    async fn unlock(&self, stack: &str, force: bool) -> Result<Unlocked, StateError>;
    /// Who holds the stack's lock, as recorded, read without taking or changing it (for people
    /// to see: `strata console`); a holder whose lease ended is still named.
    async fn lock_holder(&self, stack: &str) -> Result<LockState, StateError>;
    /// Start the journal of an operation on top of checkpoint serial `base`, under `lock`: every
    /// append is refused once the lock was taken over. A journal is never continued: a
    /// checkpoint loaded with a replayed journal is saved first.
    async fn journal(
        &self,
        stack: &str,
        base: u64,
        lock: Arc<dyn StackLock>,
    ) -> Result<Arc<dyn Journal>, StateError>;
    /// Retire a journal that recorded nothing (an operation that changed nothing makes no new
    /// version), under `lock`. A journal that holds entries is left for `save`.
    async fn discard_journal(&self, stack: &str, lock: &dyn StackLock) -> Result<(), StateError>;
    /// Write a new checkpoint version (serial = previous + 1) and retire the journal, under
    /// `lock`. Every version is kept.
    async fn save(
        &self,
        stack: &str,
        checkpoint: &Checkpoint,
        lock: &dyn StackLock,
    ) -> Result<(), StateError>;
    /// Record what a holder that lost its lock made after the fence (its calls in flight
    /// finished after another took the lock over): `late` holds those resources, sealed. The
    /// record is append-only and written without the lock, which is someone else's now; the
    /// next holder imports it. Returns where it went, for the message.
    async fn record_late(&self, stack: &str, late: &Checkpoint) -> Result<String, StateError>;
    /// The records of late outcomes not yet imported, by name.
    async fn late_outcomes(&self, stack: &str) -> Result<Vec<(String, Checkpoint)>, StateError>;
    /// Remove the records named, once a version that imported them is saved, under `lock`.
    async fn retire_late(
        &self,
        stack: &str,
        names: &[String],
        lock: &dyn StackLock,
    ) -> Result<(), StateError>;
    /// The serials of every checkpoint version kept for the stack.
    async fn history(&self, stack: &str) -> Result<Vec<u64>, StateError>;
    /// One kept version, verified.
    async fn load_version(&self, stack: &str, serial: u64) -> Result<Checkpoint, StateError>;
    /// Record in the index of stack `stack`'s dependents that `record.stack` (`project/stack`)
    /// reads its outputs, or with `None` that `downstream` no longer does. Written by the
    /// downstream's command under the downstream's lock: each pair has one writer. An upstream
    /// that does not exist is not an error (there is nothing to index).
    async fn set_dependent(
        &self,
        stack: &str,
        downstream: &str,
        record: Option<&Dependent>,
    ) -> Result<(), StateError>;
    /// The index of the stacks that read stack `stack`'s outputs.
    async fn dependents(&self, stack: &str) -> Result<Vec<Dependent>, StateError>;
}

/// The name of a new record of late outcomes: sortable by time, unique by a random part.
pub(crate) fn late_name() -> String {
    let nanos = OffsetDateTime::now_utc().unix_timestamp_nanos();
    format!("{nanos:024}-{}.json", &file::random_token()[..12])
}

/// A late record's name is one plain segment (it becomes a file name or a key): a plain name.
pub(crate) fn check_late_name(name: &str) -> Result<(), StateError> {
    Ok(strata_policy::check_name("record of late outcomes", name)?)
}

/// A downstream `project/stack` as the relative path of its index entry, `project/stack.json`
/// (both names checked: plain, so they are safe as path segments and as object keys).
pub(crate) fn dependent_key(downstream: &str) -> Result<String, StateError> {
    let (project, stack) = downstream.split_once('/').ok_or_else(|| {
        StateError::Setting(format!(
            "`{downstream}` is not a stack name of the form project/stack"
        ))
    })?;
    strata_policy::check_name("project", project)?;
    check_stack_name(stack)?;
    Ok(format!("{project}/{stack}.json"))
}

/// Stack names become file names and keys: keep them plain.
pub fn check_stack_name(stack: &str) -> Result<(), StateError> {
    Ok(strata_policy::check_name("stack", stack)?)
}
