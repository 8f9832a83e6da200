//! The local file backend, the default. Layout under its root directory, stacks keyed by project
//! and stack as on every backend (one directory can hold several projects' stacks):
//!
//! ```text
//! stacks/<project>/<stack>/versions/<serial>.json   every checkpoint version, written once, checksummed
//! stacks/<project>/<stack>/checkpoint.json          the pointer to the current version (serial, sha256)
//! stacks/<project>/<stack>/journal.jsonl            the journal of the running (or interrupted) operation
//! stacks/<project>/<stack>/lock.json                the lock, while an operation holds it
//! stacks/<project>/<stack>/lock.mutex               locked (flock) around every lock change and fenced write
//! stacks/<project>/<stack>/dependents/<p>/<s>.json   the index of dependents: stack p/s reads this one's outputs
//! stacks/<project>/<stack>/late/<time>-<id>.json    late outcomes: what a holder that lost its lock made
//! ```
//!
//! A stack of the layout before projects (`stacks/<stack>/`) is moved under its project the
//! first time it is used (through `stacks/.moving-<stack>`, so a stack named like its project
//! moves too, and an interrupted move is finished by the next use).
//!
//! Each file is written to a temporary name, fsynced and renamed into place, so a reader sees
//! the old or the new contents, never a mix, and a lock is never seen empty. Every change of
//! the lock (take, take over, renew, release) and every write made under it (a journal append,
//! a save) happens while this process holds `lock.mutex`, an OS file lock the kernel drops
//! with the process: a takeover has exactly one winner, and a writer whose lock was taken over
//! finds out before it writes (fencing), never after.

use crate::format::{
    self, Checkpoint, Current, FormatError, LockInfo, Pointer, format_time, parse_time,
};
use crate::{Backend, StackLock, StateError, Unlocked, check_stack_name};
use async_trait::async_trait;
use std::fs::{self, File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use strata_engine::{Journal, JournalEntry, JournalError};
use time::OffsetDateTime;

pub struct FileBackend {
    root: PathBuf,
    project: String,
    written: Arc<AtomicU64>,
    /// Opened for another project's reader (a stack reference): a stack of the layout before
    /// projects is read where it is, never moved.
    reader: bool,
}

/// How long a process waits for another's critical section (microseconds, normally).
const MUTEX_WAIT: Duration = Duration::from_secs(10);

impl FileBackend {
    /// The stacks of `project` under `root`.
    pub fn new(root: impl Into<PathBuf>, project: &str) -> FileBackend {
        FileBackend {
            root: root.into(),
            project: project.into(),
            written: Arc::default(),
            reader: false,
        }
    }

    /// The stacks of `project` under `root`, for a reader that is not their owner (a stack
    /// reference): nothing is moved or made; writes other than the index of dependents are
    /// the owner's.
    pub fn reader(root: impl Into<PathBuf>, project: &str) -> FileBackend {
        FileBackend {
            reader: true,
            ..FileBackend::new(root, project)
        }
    }

    fn stack_dir(&self, stack: &str) -> Result<PathBuf, StateError> {
        check_stack_name(stack)?;
        strata_policy::check_name("project", &self.project)?;
        let dir = self.root.join("stacks").join(&self.project).join(stack);
        if self.reader {
            // Read where it is: moving another project's stack is its owner's business.
            let old = self.root.join("stacks").join(stack);
            if !has_state(&dir) && has_state(&old) {
                return Ok(old);
            }
            return Ok(dir);
        }
        self.migrate(stack, &dir)?;
        Ok(dir)
    }

    /// Move a stack of the layout before projects (`stacks/<stack>`) to `dir`, if there is one
    /// and `dir` has no state yet: by way of `stacks/.moving-<stack>`, so that a stack named
    /// like its project can move into the project's directory. An interrupted move is finished.
    fn migrate(&self, stack: &str, dir: &Path) -> Result<(), StateError> {
        if has_state(dir) {
            return Ok(());
        }
        let stacks = self.root.join("stacks");
        let (old, moving) = (stacks.join(stack), stacks.join(format!(".moving-{stack}")));
        if has_state(&old) {
            match fs::rename(&old, &moving) {
                Ok(()) => {}
                // Another process moved it first.
                Err(_) if has_state(&moving) || has_state(dir) => {}
                Err(e) => return Err(StateError::io(&old)(e)),
            }
        }
        if has_state(&moving) {
            let parent = dir.parent().expect("a stack's directory has a parent");
            fs::create_dir_all(parent).map_err(StateError::io(parent))?;
            match fs::rename(&moving, dir) {
                Ok(()) => sync_dir(parent)?,
                Err(_) if has_state(dir) => {}
                Err(e) => return Err(StateError::io(&moving)(e)),
            }
        }
        Ok(())
    }

    /// The stack's directory, if the stack has state: any of its files makes it exist.
    fn existing(&self, stack: &str) -> Result<PathBuf, StateError> {
        let dir = self.stack_dir(stack)?;
        if has_state(&dir) {
            Ok(dir)
        } else {
            Err(StateError::NoStack(stack.into()))
        }
    }
}

/// Whether `dir` holds any file of a stack's state.
fn has_state(dir: &Path) -> bool {
    dir.join("checkpoint.json").exists()
        || dir.join("journal.jsonl").exists()
        || !version_files(dir).is_empty()
}

/// The version files of a stack, by serial.
fn version_files(dir: &Path) -> Vec<(u64, PathBuf)> {
    let Ok(entries) = fs::read_dir(dir.join("versions")) else {
        return vec![];
    };
    let mut out: Vec<(u64, PathBuf)> = entries
        .flatten()
        .filter_map(|e| {
            let serial = e
                .file_name()
                .to_str()?
                .strip_suffix(".json")?
                .parse()
                .ok()?;
            Some((serial, e.path()))
        })
        .collect();
    out.sort_unstable_by_key(|(s, _)| *s);
    out
}

fn version_path(dir: &Path, serial: u64) -> PathBuf {
    dir.join("versions").join(format!("{serial:08}.json"))
}

/// Write `bytes` to `path` atomically and durably; a failed write leaves no temporary file.
fn write_atomic(path: &Path, bytes: &[u8], written: &AtomicU64) -> Result<(), StateError> {
    write_atomic_with(path, written, |f| f.write_all(bytes))
}

/// [`write_atomic`], the bytes written into the file by `write`.
fn write_atomic_with<T>(
    path: &Path,
    written: &AtomicU64,
    write: impl FnOnce(&mut File) -> std::io::Result<T>,
) -> Result<T, StateError> {
    write_new_or_replace(path, written, true, write)
}

/// Write a file that is never replaced: fails with `AlreadyExists` if `path` exists (the
/// temporary is linked to its name, which an existing name refuses, atomically).
fn write_once<T>(
    path: &Path,
    written: &AtomicU64,
    write: impl FnOnce(&mut File) -> std::io::Result<T>,
) -> Result<T, StateError> {
    write_new_or_replace(path, written, false, write)
}

fn write_new_or_replace<T>(
    path: &Path,
    written: &AtomicU64,
    replace: bool,
    write: impl FnOnce(&mut File) -> std::io::Result<T>,
) -> Result<T, StateError> {
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    let tmp = path.with_file_name(format!(".{name}.tmp-{}", std::process::id()));
    StateError::point("write", path)?;
    let result = File::create(&tmp)
        .and_then(|mut f| {
            let made = write(&mut f)?;
            written.fetch_add(f.metadata()?.len(), Ordering::Relaxed);
            strata_failpoint::hit(&crate::point_label("sync", path))?;
            f.sync_all().map(|()| made)
        })
        // Named by the file being written, not by its temporary: that is what failed.
        .map_err(StateError::io(path))
        .and_then(|made| {
            StateError::point(if replace { "rename" } else { "link" }, path)?;
            let placed = if replace {
                fs::rename(&tmp, path)
            } else {
                fs::hard_link(&tmp, path)
            };
            placed.map(|()| made).map_err(StateError::io(path))
        });
    if result.is_err() || !replace {
        let _ = fs::remove_file(&tmp);
    }
    let made = result?;
    StateError::point("sync directory of", path)?;
    sync_dir(path)?;
    Ok(made)
}

/// Remove what a writer killed in the middle of `write_atomic` left in `dir`. Called under the
/// stack's mutex, which every writer holds for its whole write: no temporary found then is
/// being written.
fn remove_stale_temporaries(dir: &Path) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        if e.file_name().to_string_lossy().contains(".tmp-") {
            let _ = fs::remove_file(e.path());
        }
    }
}

fn sync_dir(path: &Path) -> Result<(), StateError> {
    let dir = path.parent().unwrap_or(Path::new("."));
    File::open(dir)
        .and_then(|d| d.sync_all())
        .map_err(StateError::io(dir))
}

/// The stack's mutex file, opened.
fn open_mutex(dir: &Path) -> Result<File, StateError> {
    let path = dir.join("lock.mutex");
    OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&path)
        .map_err(StateError::io(&path))
}

/// Run `f` holding the stack's mutex (an OS file lock, dropped with the process).
fn with_mutex<T>(dir: &Path, f: impl FnOnce() -> Result<T, StateError>) -> Result<T, StateError> {
    holding(&open_mutex(dir)?, &dir.join("lock.mutex"), f)
}

/// Run `f` holding the lock of the opened mutex file `file` (at `path`, for errors), waiting
/// up to `MUTEX_WAIT` for another process to release it.
fn holding<T>(
    file: &File,
    path: &Path,
    f: impl FnOnce() -> Result<T, StateError>,
) -> Result<T, StateError> {
    let deadline = Instant::now() + MUTEX_WAIT;
    while !try_take(file).map_err(StateError::io(path))? {
        if Instant::now() >= deadline {
            return Err(StateError::Busy(path.into()));
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    held(file, f)
}

/// Take the lock of the opened mutex file `file` if it is free: `false` while another holds it.
fn try_take(file: &File) -> std::io::Result<bool> {
    match file.try_lock() {
        Ok(()) => Ok(true),
        Err(std::fs::TryLockError::WouldBlock) => Ok(false),
        Err(std::fs::TryLockError::Error(e)) => Err(e),
    }
}

/// Run `f` with the lock of `file`, taken, then release it.
fn held<T>(file: &File, f: impl FnOnce() -> Result<T, StateError>) -> Result<T, StateError> {
    let result = f();
    let _ = file.unlock();
    result
}

/// What the lock file says: nobody, a holder, or something unreadable.
enum LockFile {
    Free,
    Held(Box<LockInfo>),
    Unreadable(String),
}

/// The most a lock record may be: a few hundred bytes are written; one larger is unreadable,
/// found without reading more than this.
const MAX_LOCK_BYTES: u64 = 64 << 10;

fn read_lock(path: &Path) -> Result<LockFile, StateError> {
    use std::io::Read;
    let read = |path: &Path| -> std::io::Result<Vec<u8>> {
        let mut b = Vec::new();
        File::open(path)?
            .take(MAX_LOCK_BYTES + 1)
            .read_to_end(&mut b)?;
        Ok(b)
    };
    match read(path) {
        Ok(b) if b.len() as u64 > MAX_LOCK_BYTES => Ok(LockFile::Unreadable(format!(
            "it is larger than {} KiB, which no lock record is",
            MAX_LOCK_BYTES >> 10
        ))),
        Ok(b) => Ok(match serde_json::from_slice::<LockInfo>(&b) {
            Ok(info) => LockFile::Held(Box::new(info)),
            Err(e) if b.is_empty() => LockFile::Unreadable(format!("it is empty ({e})")),
            Err(e) => LockFile::Unreadable(e.to_string()),
        }),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(LockFile::Free),
        Err(e) => Err(StateError::io(path)(e)),
    }
}

/// Whether the lock's holder is provably gone (see `liveness`): never a guess from its host
/// name.
pub(crate) fn dead(holder: &LockInfo) -> bool {
    holder.provably_dead()
}

/// A lock whose holder is provably gone, or whose lease ran out.
fn stale(holder: &LockInfo) -> bool {
    dead(holder) || parse_time(&holder.expires_at).is_some_and(|t| t < OffsetDateTime::now_utc())
}

/// Under the mutex: may a write be made under `lock`? Only if the lock file still holds its
/// token, read at every write: a lease that looks valid to its holder proves nothing, since a
/// `stack unlock --force` (or a clock that jumped) can end it early.
fn fence(dir: &Path, lock: &dyn StackLock, stack: &str) -> Result<(), StateError> {
    match read_lock(&dir.join("lock.json"))? {
        LockFile::Held(info) if info.token == lock.token() => Ok(()),
        _ => Err(StateError::LockLost(stack.into())),
    }
}

fn corrupt(path: &Path, e: FormatError) -> StateError {
    match e {
        FormatError::Newer { .. } => StateError::Newer {
            path: path.into(),
            message: e.to_string(),
        },
        FormatError::Corrupt(message) => StateError::Corrupt {
            path: path.into(),
            message,
        },
    }
}

pub(crate) fn random_token() -> String {
    crate::random_hex(16)
}

/// The serial the stack's pointer names (without a readable pointer, the newest version
/// kept, which is then the current one).
fn current_serial(dir: &Path) -> Result<Option<u64>, StateError> {
    let pointer_path = dir.join("checkpoint.json");
    let newest = || version_files(dir).last().map(|(s, _)| *s);
    match fs::read(&pointer_path) {
        Ok(b) => Ok(match format::decode_current(&b) {
            // A pointer to a version that is gone points at nothing: the newest kept counts.
            Ok(Current::Pointer(p)) if !version_path(dir, p.serial).exists() => newest(),
            Ok(Current::Pointer(p)) => Some(p.serial),
            Ok(Current::Checkpoint(cp)) => Some(cp.serial),
            Err(_) => newest(),
        }),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(newest()),
        Err(e) => Err(StateError::io(&pointer_path)(e)),
    }
}

/// The checkpoint the stack's pointer names (or, without one, the newest version), verified.
fn read_current(dir: &Path) -> Result<Checkpoint, StateError> {
    let pointer_path = dir.join("checkpoint.json");
    let pointer = match fs::read(&pointer_path) {
        Ok(b) => Some(format::decode_current(&b).map_err(|e| corrupt(&pointer_path, e))?),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => return Err(StateError::io(&pointer_path)(e)),
    };
    let (path, expect) = match pointer {
        Some(Current::Checkpoint(cp)) => return Ok(*cp),
        Some(Current::Pointer(p)) => (version_path(dir, p.serial), Some(p.sha256)),
        // The pointer was lost: the newest version is the current one.
        None => match version_files(dir).pop() {
            Some((_, path)) => (path, None),
            None => return Ok(Checkpoint::empty("")),
        },
    };
    let bytes = match fs::read(&path) {
        Ok(b) => b,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(StateError::Corrupt {
                path: pointer_path,
                message: format!(
                    "it names version {} as the current one, and {} is gone",
                    path.file_stem().unwrap_or_default().to_string_lossy(),
                    path.display()
                ),
            });
        }
        Err(e) => return Err(StateError::io(&path)(e)),
    };
    format::decode_version(&bytes, expect.as_deref()).map_err(|e| corrupt(&path, e))
}

#[async_trait]
impl Backend for FileBackend {
    fn url(&self) -> String {
        format!("file://{}", self.root.display())
    }

    fn bytes_written(&self) -> u64 {
        self.written.load(Ordering::Relaxed)
    }

    async fn list_stacks(&self) -> Result<Vec<String>, StateError> {
        let stacks = self.root.join("stacks");
        let mut out = Vec::new();
        // This project's, and those of the layout before projects (moved on first use).
        for dir in [stacks.join(&self.project), stacks] {
            let entries = match fs::read_dir(&dir) {
                Ok(e) => e,
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => continue,
                Err(e) => return Err(StateError::io(&dir)(e)),
            };
            for e in entries {
                let e = e.map_err(StateError::io(&dir))?;
                let name = e.file_name().to_string_lossy().into_owned();
                if has_state(&e.path()) && !name.starts_with('.') {
                    out.push(name);
                }
            }
        }
        out.sort();
        out.dedup();
        Ok(out)
    }

    async fn check_exists(&self, stack: &str) -> Result<(), StateError> {
        self.existing(stack).map(|_| ())
    }

    async fn create_stack(&self, stack: &str) -> Result<(), StateError> {
        let dir = self.stack_dir(stack)?;
        fs::create_dir_all(dir.join("versions")).map_err(StateError::io(&dir))?;
        with_mutex(&dir, || {
            // A stack found by any of its files is never overwritten.
            if has_state(&dir) {
                return Err(StateError::StackExists(stack.into()));
            }
            let cp = Checkpoint::empty(stack);
            let (bytes, sha) = format::encode_version(&cp);
            write_atomic(&version_path(&dir, 0), &bytes, &self.written)?;
            write_atomic(
                &dir.join("checkpoint.json"),
                &Pointer::new(0, sha).encode(),
                &self.written,
            )
        })
    }

    async fn remove_stack(&self, stack: &str, lock: &dyn StackLock) -> Result<(), StateError> {
        let dir = self.existing(stack)?;
        // Out of sight at once (a rename), then removed: a kill in the middle of the removal
        // leaves a directory no stack is read from, never a stack with half its files. The
        // fence and the rename under the stack's mutex: no holder can take the lock between.
        let gone = dir.with_file_name(format!(".removed-{stack}-{}", &random_token()[..8]));
        with_mutex(&dir, || {
            fence(&dir, lock, stack)?;
            StateError::point("rename", &dir)?;
            fs::rename(&dir, &gone).map_err(StateError::io(&dir))
        })?;
        sync_dir(&dir)?;
        StateError::point("remove", &gone)?;
        fs::remove_dir_all(&gone).map_err(StateError::io(&gone))
    }

    async fn load(&self, stack: &str) -> Result<Checkpoint, StateError> {
        let dir = self.existing(stack)?;
        let mut cp = read_current(&dir)?;
        if cp.stack.is_empty() {
            cp.stack = stack.into();
        }
        let journal = dir.join("journal.jsonl");
        match fs::read(&journal) {
            Ok(bytes) => format::replay(&bytes, &mut cp).map_err(|e| corrupt(&journal, e))?,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return Err(StateError::io(&journal)(e)),
        }
        Ok(cp)
    }

    async fn lock(
        &self,
        stack: &str,
        mut info: LockInfo,
        lease: Duration,
    ) -> Result<Arc<dyn StackLock>, StateError> {
        let dir = self.existing(stack)?;
        let path = dir.join("lock.json");
        let expires = OffsetDateTime::now_utc() + lease;
        info.expires_at = format_time(expires);
        info.token = random_token();
        let mut previous = None;
        with_mutex(&dir, || {
            match read_lock(&path)? {
                LockFile::Free => {}
                LockFile::Held(holder) if !stale(&holder) => {
                    return Err(StateError::Locked {
                        stack: stack.into(),
                        holder,
                    });
                }
                // The holder is gone (its process died on this host, or its lease ran out):
                // take over, as the only one to, under the mutex.
                LockFile::Held(holder) => {
                    info.generation = holder.next_generation();
                    info.fence = holder.inherited_fence();
                    previous = Some(holder);
                }
                LockFile::Unreadable(message) => {
                    return Err(StateError::LockUnreadable {
                        stack: stack.into(),
                        path: path.clone(),
                        message,
                    });
                }
            }
            let body = serde_json::to_vec_pretty(&info).expect("lock info serializes");
            write_atomic(&path, &body, &self.written)
        })?;
        Ok(Arc::new(FileLock {
            dir,
            previous: previous.map(|p| *p),
            info,
            lease,
            expires: Mutex::new(expires),
            stack: stack.into(),
            written: self.written.clone(),
        }))
    }

    async fn unlock(&self, stack: &str, force: bool) -> Result<Unlocked, StateError> {
        let dir = self.existing(stack)?;
        let path = dir.join("lock.json");
        with_mutex(&dir, || {
            let found = match read_lock(&path)? {
                LockFile::Free => return Ok(Unlocked::NotLocked),
                LockFile::Unreadable(m) => Unlocked::Unreadable(m),
                // Left released only to hand a fence on: no one holds it (kept, for the fence).
                LockFile::Held(holder) if holder.released => return Ok(Unlocked::NotLocked),
                LockFile::Held(holder) if dead(&holder) => Unlocked::Removed(holder),
                LockFile::Held(mut holder) if force => {
                    // Its lease over and its token no longer its own: it can neither renew nor
                    // write; the lock stays, naming it, for the next taker's fence.
                    holder.expires_at =
                        format_time(OffsetDateTime::now_utc() - Duration::from_secs(1));
                    holder.token = format!("ended-{}", random_token());
                    let body = serde_json::to_vec_pretty(&holder).expect("lock info serializes");
                    write_atomic(&path, &body, &self.written)?;
                    return Ok(Unlocked::Expired(holder));
                }
                LockFile::Held(holder) => {
                    return Err(StateError::HolderAlive {
                        stack: stack.into(),
                        holder,
                    });
                }
            };
            StateError::point("remove", &path)?;
            fs::remove_file(&path).map_err(StateError::io(&path))?;
            Ok(found)
        })
    }

    async fn lock_holder(&self, stack: &str) -> Result<crate::LockState, StateError> {
        let path = self.existing(stack)?.join("lock.json");
        Ok(match read_lock(&path)? {
            LockFile::Free => crate::LockState::Free,
            LockFile::Held(h) => crate::LockState::Held(h),
            LockFile::Unreadable(m) => crate::LockState::Unreadable(m),
        })
    }

    async fn journal(
        &self,
        stack: &str,
        base: u64,
        lock: Arc<dyn StackLock>,
    ) -> Result<Arc<dyn Journal>, StateError> {
        let dir = self.existing(stack)?;
        let path = dir.join("journal.jsonl");
        with_mutex(&dir, || {
            fence(&dir, lock.as_ref(), stack)?;
            // A journal is never continued: one left by an interrupted operation on this base
            // must have been saved into a checkpoint first (see `Checkpoint::replayed`).
            if let Ok(existing) = fs::read(&path)
                && format::journal_base(&existing) == Some(base)
            {
                return Err(StateError::Unsettled(stack.into()));
            }
            write_atomic(&path, &format::journal_header(base), &self.written)
        })?;
        let file = OpenOptions::new()
            .append(true)
            .open(&path)
            .map_err(StateError::io(&path))?;
        let mutex = open_mutex(&dir)?;
        Ok(Arc::new(FileJournal {
            appender: Arc::new(Appender {
                dir,
                mutex,
                path,
                stack: stack.into(),
                file: Mutex::new(file),
                lock,
                fenced: Mutex::default(),
            }),
            written: self.written.clone(),
            scratch: Mutex::default(),
        }))
    }

    async fn discard_journal(&self, stack: &str, lock: &dyn StackLock) -> Result<(), StateError> {
        let dir = self.existing(stack)?;
        let path = dir.join("journal.jsonl");
        with_mutex(&dir, || {
            fence(&dir, lock, stack)?;
            match fs::read(&path) {
                // Only the header: nothing was recorded.
                Ok(b) if b.iter().filter(|&&c| c == b'\n').count() <= 1 => {
                    StateError::point("remove", &path)?;
                    fs::remove_file(&path).map_err(StateError::io(&path))
                }
                Ok(_) => Ok(()),
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
                Err(e) => Err(StateError::io(&path)(e)),
            }
        })
    }

    async fn save(
        &self,
        stack: &str,
        cp: &Checkpoint,
        lock: &dyn StackLock,
    ) -> Result<(), StateError> {
        let dir = self.existing(stack)?;
        format::check_sealed(cp).map_err(StateError::Secrets)?;
        with_mutex(&dir, || {
            fence(&dir, lock, stack)?;
            // The pointer only moves forward, and a version is written once: a writer that
            // read an older state cannot replace a newer one.
            let current = current_serial(&dir)?;
            if current.is_some_and(|c| c >= cp.serial) {
                return Err(StateError::Conflict {
                    stack: stack.into(),
                    message: format!(
                        "version {} was to be saved, but the stack is at version {} already: another writer saved it",
                        cp.serial,
                        current.unwrap_or_default()
                    ),
                });
            }
            fs::create_dir_all(dir.join("versions")).map_err(StateError::io(&dir))?;
            remove_stale_temporaries(&dir.join("versions"));
            let path = version_path(&dir, cp.serial);
            if path.exists() {
                // Past the pointer: a save that was killed before it moved the pointer (the
                // fence, checked under this mutex, lets no two writers save at once). Kept
                // under another name, never overwritten.
                let aside = path.with_extension(format!("json.unsaved-{}", &random_token()[..8]));
                StateError::point("rename aside", &path)?;
                fs::rename(&path, &aside).map_err(StateError::io(&path))?;
            }
            let sha = write_once(&path, &self.written, |f| format::write_version(cp, f))
                .map_err(|e| match e {
                    StateError::Io { error, .. }
                        if error.kind() == std::io::ErrorKind::AlreadyExists =>
                    {
                        StateError::Conflict {
                            stack: stack.into(),
                            message: format!(
                                "version {} exists already ({}): another writer saved it; it was left as it is",
                                cp.serial,
                                path.display()
                            ),
                        }
                    }
                    e => e,
                })?;
            write_atomic(
                &dir.join("checkpoint.json"),
                &Pointer::new(cp.serial, sha).encode(),
                &self.written,
            )?;
            let journal = dir.join("journal.jsonl");
            StateError::point("remove", &journal)?;
            match fs::remove_file(&journal) {
                Ok(()) => Ok(()),
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
                Err(e) => Err(StateError::io(&journal)(e)),
            }
        })
    }

    async fn load_version(&self, stack: &str, serial: u64) -> Result<Checkpoint, StateError> {
        let dir = self.existing(stack)?;
        let path = version_path(&dir, serial);
        let bytes = match fs::read(&path) {
            Ok(b) => b,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Err(StateError::Setting(format!(
                    "stack `{stack}` has no version {serial} (`strata stack history` lists them)"
                )));
            }
            Err(e) => return Err(StateError::io(&path)(e)),
        };
        format::decode_version(&bytes, None).map_err(|e| corrupt(&path, e))
    }

    async fn record_late(&self, stack: &str, late: &Checkpoint) -> Result<String, StateError> {
        let dir = self.existing(stack)?.join("late");
        format::check_sealed(late).map_err(StateError::Secrets)?;
        fs::create_dir_all(&dir).map_err(StateError::io(&dir))?;
        let path = dir.join(crate::late_name());
        write_once(&path, &self.written, |f| format::write_version(late, f))?;
        Ok(path.display().to_string())
    }

    async fn late_outcomes(&self, stack: &str) -> Result<Vec<(String, Checkpoint)>, StateError> {
        let dir = self.existing(stack)?.join("late");
        let mut names: Vec<String> = match fs::read_dir(&dir) {
            Ok(entries) => entries
                .flatten()
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|n| n.ends_with(".json") && crate::check_late_name(n).is_ok())
                .collect(),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(vec![]),
            Err(e) => return Err(StateError::io(&dir)(e)),
        };
        names.sort();
        let mut out = Vec::with_capacity(names.len());
        for name in names {
            let path = dir.join(&name);
            let bytes = fs::read(&path).map_err(StateError::io(&path))?;
            out.push((
                name,
                format::decode_version(&bytes, None).map_err(|e| corrupt(&path, e))?,
            ));
        }
        Ok(out)
    }

    async fn retire_late(
        &self,
        stack: &str,
        names: &[String],
        lock: &dyn StackLock,
    ) -> Result<(), StateError> {
        let dir = self.existing(stack)?;
        with_mutex(&dir, || {
            fence(&dir, lock, stack)?;
            for name in names {
                crate::check_late_name(name)?;
                let path = dir.join("late").join(name);
                StateError::point("remove", &path)?;
                match fs::remove_file(&path) {
                    Ok(()) => {}
                    Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                    Err(e) => return Err(StateError::io(&path)(e)),
                }
            }
            Ok(())
        })
    }

    async fn history(&self, stack: &str) -> Result<Vec<u64>, StateError> {
        let dir = self.existing(stack)?;
        Ok(version_files(&dir).into_iter().map(|(s, _)| s).collect())
    }

    async fn set_dependent(
        &self,
        stack: &str,
        downstream: &str,
        record: Option<&crate::Dependent>,
    ) -> Result<(), StateError> {
        let key = crate::dependent_key(downstream)?;
        let dir = match self.existing(stack) {
            Ok(dir) => dir.join("dependents"),
            Err(StateError::NoStack(_)) => return Ok(()),
            Err(e) => return Err(e),
        };
        let path = dir.join(key);
        match record {
            Some(r) => {
                let dir = path.parent().unwrap_or(&dir);
                fs::create_dir_all(dir).map_err(StateError::io(dir))?;
                let bytes = serde_json::to_vec(r).expect("a record serializes");
                write_atomic(&path, &bytes, &self.written)
            }
            None => match StateError::point("remove", &path)
                .and_then(|()| fs::remove_file(&path).map_err(StateError::io(&path)))
            {
                Ok(()) => sync_dir(&path),
                Err(StateError::Io { error, .. })
                    if error.kind() == std::io::ErrorKind::NotFound =>
                {
                    Ok(())
                }
                Err(e) => Err(e),
            },
        }
    }

    async fn dependents(&self, stack: &str) -> Result<Vec<crate::Dependent>, StateError> {
        let dir = self.existing(stack)?.join("dependents");
        let mut out = vec![];
        // dependents/<project>/<stack>.json
        for project in fs::read_dir(&dir).into_iter().flatten().flatten() {
            for e in fs::read_dir(project.path()).into_iter().flatten().flatten() {
                let path = e.path();
                if path.extension().is_none_or(|x| x != "json") {
                    continue;
                }
                let bytes = fs::read(&path).map_err(StateError::io(&path))?;
                out.push(
                    serde_json::from_slice(&bytes).map_err(|e| StateError::Corrupt {
                        path: path.clone(),
                        message: e.to_string(),
                    })?,
                );
            }
        }
        out.sort_by(|a: &crate::Dependent, b| a.stack.cmp(&b.stack));
        Ok(out)
    }
}

struct FileLock {
    dir: PathBuf,
    /// The holder this lock was taken over from.
    previous: Option<LockInfo>,
    info: LockInfo,
    lease: Duration,
    /// The lease as last written to the lock file.
    expires: Mutex<OffsetDateTime>,
    stack: String,
    written: Arc<AtomicU64>,
}

impl FileLock {
    /// Under the mutex: the lock file still holds our token.
    fn still_ours(&self) -> Result<(), StateError> {
        match read_lock(&self.dir.join("lock.json"))? {
            LockFile::Held(c) if c.token == self.info.token => Ok(()),
            _ => Err(StateError::LockLost(self.stack.clone())),
        }
    }
}

#[async_trait]
impl StackLock for FileLock {
    async fn renew(&self) -> Result<(), StateError> {
        with_mutex(&self.dir, || {
            self.still_ours()?;
            let expires = OffsetDateTime::now_utc() + self.lease;
            let info = LockInfo {
                expires_at: format_time(expires),
                ..self.info.clone()
            };
            // Renewals come with the clock, not with the command's steps: no kill point (a
            // renewal that fails loses the lock, which the fence tests cover).
            strata_failpoint::quiet(|| {
                write_atomic(
                    &self.dir.join("lock.json"),
                    &serde_json::to_vec_pretty(&info).expect("lock info serializes"),
                    &self.written,
                )
            })?;
            *self.expires.lock().unwrap_or_else(|p| p.into_inner()) = expires;
            Ok(())
        })
    }

    async fn release(&self) -> Result<(), StateError> {
        with_mutex(&self.dir, || {
            self.still_ours()?;
            let path = self.dir.join("lock.json");
            if let Some(left) = self.info.released() {
                let body = serde_json::to_vec_pretty(&left).expect("lock info serializes");
                return write_atomic(&path, &body, &self.written);
            }
            StateError::point("remove", &path)?;
            fs::remove_file(&path).map_err(StateError::io(&path))
        })
    }

    fn token(&self) -> &str {
        &self.info.token
    }

    fn valid_until(&self) -> OffsetDateTime {
        *self.expires.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn taken_over(&self) -> Option<&LockInfo> {
        self.previous.as_ref()
    }
}

struct FileJournal {
    appender: Arc<Appender>,
    written: Arc<AtomicU64>,
    /// The buffer appends are encoded into, used again by the next: appends come one at a
    /// time, and a new buffer each time (freed on another thread) keeps touching fresh memory.
    scratch: Mutex<Vec<u8>>,
}

/// What an append writes to, shared with the blocking thread that waits for the mutex.
struct Appender {
    dir: PathBuf,
    /// The stack's mutex file, opened once for every append.
    mutex: File,
    path: PathBuf,
    stack: String,
    file: Mutex<File>,
    lock: Arc<dyn StackLock>,
    /// The lock file as last read holding our token, kept open, and what its metadata said
    /// then (see `fence`).
    fenced: Mutex<Option<(File, LockFileSeen)>>,
}

/// A lock file's device, inode, size, modification and change times.
type LockFileSeen = (u64, u64, u64, (i64, i64), (i64, i64));

impl Appender {
    /// Under the stack's mutex: the lock file still holds our token. Read only when the file
    /// at `lock.json` is not the one it last read there, which it keeps open: every change of
    /// the lock (take, renew, take over, end) renames a new file into place, and the inode of
    /// a file held open is never reused, so the same inode is the same contents. A stat, not
    /// a read, per append.
    fn fence(&self) -> Result<(), StateError> {
        use std::io::Read;
        use std::os::unix::fs::MetadataExt;
        let path = self.dir.join("lock.json");
        let mut held = self.fenced.lock().unwrap_or_else(|p| p.into_inner());
        // Also the times and size as read: a file edited in place (by hand) is read again.
        let seen = |m: &fs::Metadata| {
            (
                m.dev(),
                m.ino(),
                m.len(),
                (m.mtime(), m.mtime_nsec()),
                (m.ctime(), m.ctime_nsec()),
            )
        };
        if let (Some((_, then)), Ok(now)) = (held.as_ref(), fs::metadata(&path))
            && *then == seen(&now)
        {
            return Ok(());
        }
        *held = None;
        let lost = || StateError::LockLost(self.stack.clone());
        let mut f = match File::open(&path) {
            Ok(f) => f,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Err(lost()),
            Err(e) => return Err(StateError::io(&path)(e)),
        };
        let at = f.metadata().map_err(StateError::io(&path))?;
        let mut body = Vec::new();
        f.read_to_end(&mut body).map_err(StateError::io(&path))?;
        match serde_json::from_slice::<LockInfo>(&body) {
            Ok(info) if info.token == self.lock.token() => {
                *held = Some((f, seen(&at)));
                Ok(())
            }
            _ => Err(lost()),
        }
    }

    /// Under the stack's mutex: append `buf` and make it durable, if the lock is still ours.
    fn write_locked(&self, buf: &[u8]) -> Result<(), StateError> {
        self.fence()?;
        StateError::point("append", &self.path)?;
        let mut f = self.file.lock().unwrap_or_else(|p| p.into_inner());
        // A kill point halfway through: what a torn append leaves.
        let (first, rest) = buf.split_at(buf.len() / 2);
        f.write_all(first)
            .and_then(|()| strata_failpoint::hit("state append (torn) journal.jsonl"))
            .and_then(|()| f.write_all(rest))
            .and_then(|()| strata_failpoint::hit("state sync journal.jsonl"))
            .and_then(|()| f.sync_data())
            .map_err(StateError::io(&self.path))
    }
}

#[async_trait]
impl Journal for FileJournal {
    async fn append(&self, entries: &[JournalEntry]) -> Result<(), JournalError> {
        let mut buf = std::mem::take(&mut *self.scratch.lock().unwrap_or_else(|p| p.into_inner()));
        buf.clear();
        format::encode_batch(entries, &mut buf);
        self.written.fetch_add(buf.len() as u64, Ordering::Relaxed);
        // With the stack's mutex free (nearly always: another process holds it for a few
        // microseconds at a time), the append is made here, on the writer's own thread. A
        // hand-off to a blocking thread and back is two wake-ups of a sleeping thread, 60-80 µs
        // on these machines against a 0.13 ms sync, and a chain pays it at every step. Only a
        // wait for the mutex, which may last, goes to a blocking thread.
        let a = &self.appender;
        let written = match try_take(&a.mutex) {
            Ok(true) => held(&a.mutex, || a.write_locked(&buf)),
            Ok(false) => {
                let a = a.clone();
                let (returned, written) = tokio::task::spawn_blocking(move || {
                    let written =
                        holding(&a.mutex, &a.dir.join("lock.mutex"), || a.write_locked(&buf));
                    (buf, written)
                })
                .await
                .map_err(|e| JournalError(e.to_string()))?;
                buf = returned;
                written
            }
            Err(e) => Err(StateError::io(&a.dir.join("lock.mutex"))(e)),
        };
        *self.scratch.lock().unwrap_or_else(|p| p.into_inner()) = buf;
        written.map_err(|e| JournalError(e.to_string()))
    }
}

#[cfg(test)]
mod tests {

    /// A lock record larger than any Strata writes (a backend's writer can make it gigabytes)
    /// is unreadable, found without reading it whole; a real one still reads.
    #[test]
    fn a_lock_record_larger_than_any_is_unreadable_without_being_read_whole() {
        let d = tempfile::tempdir().unwrap();
        let path = d.path().join("lock.json");
        let f = fs::File::create(&path).unwrap();
        f.set_len(1 << 30).unwrap();
        match read_lock(&path).unwrap() {
            LockFile::Unreadable(why) => assert!(why.contains("larger than"), "{why}"),
            _ => panic!("a 1 GiB lock record was read"),
        }
    }
    use super::*;
    use serde_json::json;
    use strata_model::{OpKind, PendingOperation, ResourceState, Urn};

    /// A version streamed to its file that fails part way (a full disk) leaves no file under
    /// its name, nor the part written; one that succeeds is the bytes `encode_version` makes.
    #[test]
    fn a_version_written_part_way_leaves_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("00000001.json");
        let written = AtomicU64::new(0);
        let mut cp = Checkpoint::empty("dev");
        cp.resources = vec![Arc::new(res("a")), Arc::new(res("b"))];
        let full = write_atomic_with(&path, &written, |f| {
            f.write_all(b"{\"format\"")?;
            Err::<(), _>(std::io::Error::new(
                std::io::ErrorKind::StorageFull,
                "no space left",
            ))
        });
        assert!(full.is_err());
        assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 0);
        let sha = write_atomic_with(&path, &written, |f| format::write_version(&cp, f)).unwrap();
        let (bytes, expected) = format::encode_version(&cp);
        assert_eq!((fs::read(&path).unwrap(), sha), (bytes, expected));
        assert_eq!(
            format::decode_version(&fs::read(&path).unwrap(), None).unwrap(),
            cp
        );
    }

    fn res(name: &str) -> ResourceState {
        ResourceState {
            urn: Urn::new("dev", "p", "t:T", name),
            ty: "t:T".into(),
            id: format!("id-{name}"),
            inputs: json!({"n": name}),
            outputs: json!({}),
            dependencies: vec![],
            protect: false,
            delete: false,
            lifecycle: Default::default(),
            memo: Some(format!("memo-{name}")),
        }
    }

    fn begin(op: u64, name: &str) -> JournalEntry {
        JournalEntry::Begin {
            op,
            operation: PendingOperation {
                op: OpKind::Create,
                urn: res(name).urn,
                ty: "t:T".into(),
                id: None,
                inputs: res(name).inputs,
                provider: None,
            },
        }
    }

    const LEASE: Duration = Duration::from_secs(60);

    async fn locked(b: &FileBackend) -> Arc<dyn StackLock> {
        b.lock("dev", LockInfo::current("up"), LEASE).await.unwrap()
    }

    #[tokio::test]
    async fn an_interrupted_journal_is_replayed_then_saved_before_a_new_one_starts() {
        let dir = tempfile::tempdir().unwrap();
        let b = FileBackend::new(dir.path(), "p");
        b.create_stack("dev").await.unwrap();
        let lock = locked(&b).await;
        let j = b.journal("dev", 0, lock.clone()).await.unwrap();
        j.append(&[
            begin(0, "a"),
            JournalEntry::Done {
                op: 0,
                id: Some(res("a").id),
                outputs: res("a").outputs,
                dependencies: vec![],
                protect: false,
                replaces: None,
                lifecycle: Default::default(),
                memo: res("a").memo,
            },
            begin(1, "b"),
        ])
        .await
        .unwrap();
        // A torn last line, as a crash mid-write would leave.
        fs::OpenOptions::new()
            .append(true)
            .open(dir.path().join("stacks/p/dev/journal.jsonl"))
            .unwrap()
            .write_all(b"0123456789abcdef {\"kind\":\"cre")
            .unwrap();
        let cp = b.load("dev").await.unwrap();
        assert_eq!(cp.resources, vec![std::sync::Arc::new(res("a"))]);
        assert_eq!(cp.pending_operations.len(), 1);
        assert!(cp.replayed);

        // A journal on the same base is never continued: the replayed state is saved first.
        let err = b.journal("dev", 0, lock.clone()).await.err().unwrap();
        assert!(matches!(err, StateError::Unsettled(_)), "{err}");
        let mut cp = cp;
        let snapshot = cp.take_snapshot();
        let next = cp.next(snapshot);
        b.save("dev", &next, lock.as_ref()).await.unwrap();
        assert!(!dir.path().join("stacks/p/dev/journal.jsonl").exists());
        let cp = b.load("dev").await.unwrap();
        assert_eq!(cp.pending_operations.len(), 1, "the pending create is kept");
        assert!(!cp.replayed);
        assert_eq!(b.history("dev").await.unwrap(), vec![0, 1]);
        b.journal("dev", 1, lock).await.unwrap();
    }

    #[tokio::test]
    async fn a_second_lock_is_refused_naming_the_holder_until_released() {
        let dir = tempfile::tempdir().unwrap();
        let b = FileBackend::new(dir.path(), "p");
        b.create_stack("dev").await.unwrap();
        let held = locked(&b).await;
        let err = b
            .lock("dev", LockInfo::current("destroy"), LEASE)
            .await
            .err()
            .unwrap();
        let msg = err.to_string();
        assert!(
            msg.contains(&format!("pid {}", std::process::id())) && msg.contains("`up`"),
            "{msg}"
        );
        // Read as it is, by anyone, without taking it.
        match b.lock_holder("dev").await.unwrap() {
            crate::LockState::Held(h) => {
                assert!(h.operation == "up" && h.pid == std::process::id(), "{h:?}")
            }
            other => panic!("{other:?}"),
        }
        held.renew().await.unwrap();
        held.release().await.unwrap();
        assert_eq!(b.lock_holder("dev").await.unwrap(), crate::LockState::Free);
        b.lock("dev", LockInfo::current("destroy"), LEASE)
            .await
            .unwrap();
    }

    /// `stack unlock --force` ends a lease its holder still thinks valid: from then on, none
    /// of its journal appends or saves lands, and a newer holder's version is never replaced
    /// nor the pointer moved back.
    #[tokio::test]
    async fn a_force_unlocked_holder_writes_nothing_and_no_version_is_replaced() {
        let dir = tempfile::tempdir().unwrap();
        let b = FileBackend::new(dir.path(), "p");
        b.create_stack("dev").await.unwrap();
        let old = locked(&b).await;
        let journal = b.journal("dev", 0, old.clone()).await.unwrap();
        journal.append(&[begin(0, "a")]).await.unwrap();
        let stale = b.load("dev").await.unwrap();
        b.unlock("dev", true).await.unwrap();
        let new = locked(&b).await;
        let err = journal.append(&[begin(1, "b")]).await.unwrap_err();
        assert!(err.to_string().contains("was lost"), "{err}");
        let mut cp = b.load("dev").await.unwrap();
        let snapshot = cp.take_snapshot();
        b.save("dev", &cp.next(snapshot), new.as_ref())
            .await
            .unwrap();
        let err = b
            .save("dev", &stale.next(Default::default()), old.as_ref())
            .await
            .unwrap_err();
        assert!(matches!(err, StateError::LockLost(_)), "{err}");
        // Even under the lock, a save made from an older state is refused.
        let err = b
            .save("dev", &stale.next(Default::default()), new.as_ref())
            .await
            .unwrap_err();
        assert!(matches!(err, StateError::Conflict { .. }), "{err}");
        let cp = b.load("dev").await.unwrap();
        assert_eq!((cp.serial, cp.pending_operations.len()), (1, 1));
        assert_eq!(b.history("dev").await.unwrap(), vec![0, 1]);
    }

    /// A version past the pointer (a save killed before it moved the pointer) is set aside
    /// under another name, not overwritten, and the stack goes on.
    #[tokio::test]
    async fn a_version_left_by_a_killed_save_is_kept_aside() {
        let dir = tempfile::tempdir().unwrap();
        let b = FileBackend::new(dir.path(), "p");
        b.create_stack("dev").await.unwrap();
        let stack = dir.path().join("stacks/p/dev");
        fs::write(version_path(&stack, 1), b"left by a killed save").unwrap();
        let lock = locked(&b).await;
        let cp = b.load("dev").await.unwrap();
        b.save("dev", &cp.next(Default::default()), lock.as_ref())
            .await
            .unwrap();
        assert_eq!(b.load("dev").await.unwrap().serial, 1);
        let aside: Vec<String> = fs::read_dir(stack.join("versions"))
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.contains("unsaved"))
            .collect();
        assert_eq!(aside.len(), 1, "{aside:?}");
        assert_eq!(
            fs::read(stack.join("versions").join(&aside[0])).unwrap(),
            b"left by a killed save"
        );
    }

    #[tokio::test]
    async fn a_dead_holder_is_taken_over_and_the_old_holder_can_no_longer_write() {
        let dir = tempfile::tempdir().unwrap();
        let b = FileBackend::new(dir.path(), "p");
        b.create_stack("dev").await.unwrap();
        let short = Duration::from_millis(300);
        let old = b.lock("dev", LockInfo::current("up"), short).await.unwrap();
        let journal = b.journal("dev", 0, old.clone()).await.unwrap();
        // The lease runs out (a paused holder); another operation takes the lock over.
        std::thread::sleep(short + Duration::from_millis(100));
        let new = b.lock("dev", LockInfo::current("up"), LEASE).await.unwrap();
        let err = journal.append(&[begin(0, "x")]).await.unwrap_err();
        assert!(
            err.to_string().contains("lock on stack `dev` was lost"),
            "{err}"
        );
        let cp = b.load("dev").await.unwrap();
        assert!(cp.pending_operations.is_empty(), "nothing was written");
        let err = b
            .save("dev", &cp.next(Default::default()), old.as_ref())
            .await
            .unwrap_err();
        assert!(matches!(err, StateError::LockLost(_)), "{err}");
        assert!(matches!(old.renew().await, Err(StateError::LockLost(_))));
        b.save("dev", &cp.next(Default::default()), new.as_ref())
            .await
            .unwrap();
        // A holder whose process died on this host is taken over at once.
        new.release().await.unwrap();
        let dead = LockInfo {
            pid: u32::MAX - 1,
            ..LockInfo::current("up")
        };
        fs::write(
            dir.path().join("stacks/p/dev/lock.json"),
            serde_json::to_vec(&dead).unwrap(),
        )
        .unwrap();
        locked(&b).await;
    }

    /// An append made while another process is in the stack's critical section waits for it
    /// off the executor's thread (a one-thread runtime keeps running), then lands; one whose
    /// lock was taken over during that section is fenced out after the wait, not before.
    #[tokio::test(flavor = "current_thread")]
    async fn an_append_waits_out_another_critical_section_then_checks_the_lock_again() {
        let dir = tempfile::tempdir().unwrap();
        let b = FileBackend::new(dir.path(), "p");
        b.create_stack("dev").await.unwrap();
        let stack = dir.path().join("stacks/p/dev");
        let other = open_mutex(&stack).unwrap();
        let short = Duration::from_millis(300);
        let lock = b.lock("dev", LockInfo::current("up"), short).await.unwrap();
        let journal = b.journal("dev", 0, lock.clone()).await.unwrap();

        other.lock().unwrap();
        let append = tokio::spawn({
            let journal = journal.clone();
            async move { journal.append(&[begin(0, "a")]).await }
        });
        tokio::time::sleep(Duration::from_millis(50)).await;
        assert!(!append.is_finished(), "the append waits for the mutex");
        other.unlock().unwrap();
        append.await.unwrap().unwrap();
        assert_eq!(b.load("dev").await.unwrap().pending_operations.len(), 1);

        other.lock().unwrap();
        let append = tokio::spawn({
            let journal = journal.clone();
            async move { journal.append(&[begin(1, "b")]).await }
        });
        // Inside the section, the lease runs out and another process takes the lock over.
        tokio::time::sleep(short).await;
        let taker = LockInfo {
            token: "taken-over".into(),
            ..LockInfo::current("up")
        };
        fs::write(stack.join("lock.json"), serde_json::to_vec(&taker).unwrap()).unwrap();
        other.unlock().unwrap();
        let err = append.await.unwrap().unwrap_err();
        assert!(err.to_string().contains("was lost"), "{err}");
        assert_eq!(
            b.load("dev").await.unwrap().pending_operations.len(),
            1,
            "nothing was written after the takeover"
        );
    }

    #[tokio::test]
    async fn racing_takeovers_of_an_expired_lock_have_exactly_one_winner() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().to_path_buf();
        FileBackend::new(&root, "p")
            .create_stack("dev")
            .await
            .unwrap();
        for round in 0..20 {
            let expired = LockInfo {
                expires_at: format_time(OffsetDateTime::now_utc() - Duration::from_secs(1)),
                pid: std::process::id(),
                token: format!("old-{round}"),
                ..LockInfo::current("up")
            };
            fs::write(
                root.join("stacks/p/dev/lock.json"),
                serde_json::to_vec(&expired).unwrap(),
            )
            .unwrap();
            let barrier = Arc::new(std::sync::Barrier::new(20));
            let handles: Vec<_> = (0..20)
                .map(|_| {
                    let (root, barrier) = (root.clone(), barrier.clone());
                    std::thread::spawn(move || {
                        let rt = tokio::runtime::Builder::new_current_thread()
                            .build()
                            .unwrap();
                        barrier.wait();
                        rt.block_on(FileBackend::new(&root, "p").lock(
                            "dev",
                            LockInfo::current("up"),
                            LEASE,
                        ))
                        .is_ok()
                    })
                })
                .collect();
            let winners = handles
                .into_iter()
                .map(|h| h.join().unwrap())
                .filter(|w| *w)
                .count();
            assert_eq!(winners, 1, "round {round}");
        }
    }

    #[tokio::test]
    async fn a_lock_that_cannot_be_read_says_so_and_unlock_removes_it() {
        let dir = tempfile::tempdir().unwrap();
        let b = FileBackend::new(dir.path(), "p");
        b.create_stack("dev").await.unwrap();
        let path = dir.path().join("stacks/p/dev/lock.json");
        fs::write(&path, b"").unwrap();
        let err = b
            .lock("dev", LockInfo::current("up"), LEASE)
            .await
            .err()
            .unwrap()
            .to_string();
        assert!(
            err.contains("cannot be read") && err.contains("strata stack unlock"),
            "{err}"
        );
        assert!(matches!(
            b.unlock("dev", false).await.unwrap(),
            Unlocked::Unreadable(_)
        ));
        let held = locked(&b).await;
        let err = b.unlock("dev", false).await.err().unwrap().to_string();
        assert!(err.contains("--force"), "{err}");
        // Forced, a live holder's lease is ended (its lock kept for the taker's fence), and
        // it can no longer renew it.
        assert!(matches!(
            b.unlock("dev", true).await.unwrap(),
            Unlocked::Expired(_)
        ));
        assert!(matches!(held.renew().await, Err(StateError::LockLost(_))));
        let taker = locked(&b).await;
        assert_eq!(taker.taken_over().map(|h| h.pid), Some(std::process::id()));
        taker.release().await.unwrap();
        assert!(matches!(
            b.unlock("dev", false).await.unwrap(),
            Unlocked::NotLocked
        ));
    }

    #[tokio::test]
    async fn a_stack_is_found_by_any_of_its_files_and_never_overwritten() {
        let dir = tempfile::tempdir().unwrap();
        let b = FileBackend::new(dir.path(), "p");
        b.create_stack("dev").await.unwrap();
        let lock = locked(&b).await;
        let mut cp = b.load("dev").await.unwrap();
        cp.outputs = json!({"kept": true});
        let next = cp.next(cp.clone().take_snapshot());
        b.save("dev", &next, lock.as_ref()).await.unwrap();
        fs::remove_file(dir.path().join("stacks/p/dev/checkpoint.json")).unwrap();
        let cp = b.load("dev").await.unwrap();
        assert_eq!((cp.serial, cp.outputs), (1, json!({"kept": true})));
        assert!(matches!(
            b.create_stack("dev").await,
            Err(StateError::StackExists(_))
        ));
        assert_eq!(b.history("dev").await.unwrap(), vec![0, 1]);
        assert_eq!(b.list_stacks().await.unwrap(), vec!["dev"]);
    }

    #[tokio::test]
    async fn a_damaged_checkpoint_is_refused_by_path_and_left_alone() {
        let dir = tempfile::tempdir().unwrap();
        let b = FileBackend::new(dir.path(), "p");
        b.create_stack("dev").await.unwrap();
        let path = dir.path().join("stacks/p/dev/versions/00000000.json");
        let mut bytes = fs::read(&path).unwrap();
        let last = bytes.len() - 3;
        bytes[last] ^= 0x01;
        fs::write(&path, &bytes).unwrap();
        let err = b.load("dev").await.unwrap_err().to_string();
        assert!(
            err.contains(&path.display().to_string()) && err.contains("checksum"),
            "{err}"
        );
        assert_eq!(fs::read(&path).unwrap(), bytes);
    }

    /// (In the layout before projects, too: it moves under its project on first use.)
    #[tokio::test]
    async fn a_version_1_stack_is_read_and_saved_as_version_2() {
        let dir = tempfile::tempdir().unwrap();
        let stack = dir.path().join("stacks/dev");
        fs::create_dir_all(stack.join("versions")).unwrap();
        let v1 = br#"{"version":1,"stack":"dev","serial":3,"updated_at":"","resources":[],"outputs":{"a":1}}"#;
        fs::write(stack.join("versions/00000003.json"), v1).unwrap();
        fs::hard_link(
            stack.join("versions/00000003.json"),
            stack.join("checkpoint.json"),
        )
        .unwrap();
        fs::write(
            stack.join("journal.jsonl"),
            "{\"journal\":1,\"base\":3}\n{\"kind\":\"outputs\",\"outputs\":{\"a\":2}}\n",
        )
        .unwrap();
        let b = FileBackend::new(dir.path(), "p");
        assert_eq!(b.list_stacks().await.unwrap(), vec!["dev"]);
        let mut cp = b.load("dev").await.unwrap();
        assert_eq!((cp.serial, &cp.outputs), (3, &json!({"a": 2})));
        assert!(!stack.exists(), "moved under its project");
        let stack = dir.path().join("stacks/p/dev");
        let lock = locked(&b).await;
        let snapshot = cp.take_snapshot();
        b.save("dev", &cp.next(snapshot), lock.as_ref())
            .await
            .unwrap();
        assert_eq!(
            fs::read(stack.join("versions/00000003.json")).unwrap(),
            v1,
            "the old version is left as it was"
        );
        assert_eq!(b.load("dev").await.unwrap().outputs, json!({"a": 2}));
    }

    #[tokio::test]
    async fn a_stack_of_the_old_layout_named_like_its_project_moves_too_and_an_interrupted_move_ends()
     {
        let dir = tempfile::tempdir().unwrap();
        // Made in the layout before projects: `stacks/p` is the stack `p`.
        let old = FileBackend::new(dir.path(), "p");
        old.create_stack("p").await.unwrap();
        fs::rename(dir.path().join("stacks/p/p"), dir.path().join("stacks/q")).unwrap();
        fs::remove_dir(dir.path().join("stacks/p")).unwrap();
        fs::rename(dir.path().join("stacks/q"), dir.path().join("stacks/p")).unwrap();
        assert!(dir.path().join("stacks/p/checkpoint.json").exists());
        let b = FileBackend::new(dir.path(), "p");
        b.load("p").await.unwrap();
        assert!(dir.path().join("stacks/p/p/checkpoint.json").exists());
        // A move interrupted half-way (the stack under its temporary name) is finished.
        fs::rename(
            dir.path().join("stacks/p/p"),
            dir.path().join("stacks/.moving-p"),
        )
        .unwrap();
        b.load("p").await.unwrap();
        assert!(dir.path().join("stacks/p/p/checkpoint.json").exists());
        assert!(!dir.path().join("stacks/.moving-p").exists());
        // Another project's stack of the same name is another stack.
        let other = FileBackend::new(dir.path(), "other");
        assert!(matches!(other.load("p").await, Err(StateError::NoStack(_))));
    }

    #[tokio::test]
    async fn a_reader_reads_an_old_layout_stack_where_it_is_and_moves_nothing() {
        let dir = tempfile::tempdir().unwrap();
        FileBackend::new(dir.path(), "p")
            .create_stack("dev")
            .await
            .unwrap();
        fs::rename(
            dir.path().join("stacks/p/dev"),
            dir.path().join("stacks/dev"),
        )
        .unwrap();
        let reader = FileBackend::reader(dir.path(), "p");
        reader.load("dev").await.unwrap();
        reader.dependents("dev").await.unwrap();
        // Its owner still finds it where it left it, and moves it on its own first use.
        assert!(dir.path().join("stacks/dev/checkpoint.json").exists());
        assert!(!dir.path().join("stacks/p/dev").exists());
    }

    #[tokio::test]
    async fn racing_first_uses_of_an_old_layout_stack_all_find_it_moved_once() {
        for round in 0..20 {
            let dir = tempfile::tempdir().unwrap();
            let root = dir.path().to_path_buf();
            FileBackend::new(&root, "p")
                .create_stack("dev")
                .await
                .unwrap();
            fs::rename(root.join("stacks/p/dev"), root.join("stacks/dev")).unwrap();
            let barrier = Arc::new(std::sync::Barrier::new(8));
            let loads: Vec<_> = (0..8)
                .map(|_| {
                    let (root, barrier) = (root.clone(), barrier.clone());
                    std::thread::spawn(move || {
                        let rt = tokio::runtime::Builder::new_current_thread()
                            .build()
                            .unwrap();
                        barrier.wait();
                        rt.block_on(FileBackend::new(&root, "p").load("dev"))
                            .map(|cp| cp.serial)
                    })
                })
                .collect();
            for l in loads {
                let loaded = l.join().unwrap();
                assert!(loaded.is_ok(), "round {round}: {:?}", loaded.err());
            }
            assert!(
                root.join("stacks/p/dev/checkpoint.json").exists(),
                "round {round}"
            );
            assert!(!root.join("stacks/dev").exists() && !root.join("stacks/.moving-dev").exists());
        }
    }
}
