//! The local file backend, the default. Layout under its root directory:
//!
//! ```text
//! stacks/<stack>/versions/<serial>.json   every checkpoint version, never rewritten
//! stacks/<stack>/checkpoint.json          a hard link to the newest version
//! stacks/<stack>/journal.jsonl            the journal of the running (or interrupted) operation
//! stacks/<stack>/lock.json                the lock, while an operation holds it
//! ```
//!
//! Each file is written to a temporary name, fsynced and renamed into place, so a reader sees
//! the old or the new contents, never a mix. A checkpoint costs one write: the version file; the
//! current one is a link to it.

use crate::format::{Checkpoint, FORMAT_VERSION, LockInfo, format_time, hostname, parse_time};
use crate::{Backend, StackLock, StateError, check_stack_name};
use async_trait::async_trait;
use std::fs::{self, File, OpenOptions};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use strata_engine::{Journal, JournalEntry, JournalError};

pub struct FileBackend {
    root: PathBuf,
    written: Arc<AtomicU64>,
}

#[derive(serde::Serialize, serde::Deserialize)]
struct JournalHeader {
    journal: u32,
    base: u64,
}

impl FileBackend {
    pub fn new(root: impl Into<PathBuf>) -> FileBackend {
        FileBackend {
            root: root.into(),
            written: Arc::default(),
        }
    }

    fn stack_dir(&self, stack: &str) -> Result<PathBuf, StateError> {
        check_stack_name(stack)?;
        Ok(self.root.join("stacks").join(stack))
    }

    fn existing(&self, stack: &str) -> Result<PathBuf, StateError> {
        let dir = self.stack_dir(stack)?;
        if dir.join("checkpoint.json").exists() {
            Ok(dir)
        } else {
            Err(StateError::NoStack(stack.into()))
        }
    }
}

/// Write `bytes` to `path` atomically and durably.
fn write_atomic(path: &Path, bytes: &[u8], written: &AtomicU64) -> Result<(), StateError> {
    written.fetch_add(bytes.len() as u64, Ordering::Relaxed);
    let tmp = path.with_extension(format!("tmp-{}", std::process::id()));
    let mut f = File::create(&tmp).map_err(StateError::io(&tmp))?;
    f.write_all(bytes)
        .and_then(|()| f.sync_all())
        .map_err(StateError::io(&tmp))?;
    fs::rename(&tmp, path).map_err(StateError::io(path))?;
    sync_dir(path)
}

fn sync_dir(path: &Path) -> Result<(), StateError> {
    let dir = path.parent().unwrap_or(Path::new("."));
    File::open(dir)
        .and_then(|d| d.sync_all())
        .map_err(StateError::io(dir))
}

fn read_checkpoint(path: &Path) -> Result<Checkpoint, StateError> {
    let bytes = fs::read(path).map_err(StateError::io(path))?;
    let corrupt = |message: String| StateError::Corrupt {
        path: path.into(),
        message,
    };
    let raw: serde_json::Value =
        serde_json::from_slice(&bytes).map_err(|e| corrupt(e.to_string()))?;
    match raw.get("version").and_then(|v| v.as_u64()) {
        Some(v) if v == u64::from(FORMAT_VERSION) => {}
        Some(v) => {
            return Err(corrupt(format!(
                "format version {v} is not supported (this strata reads {FORMAT_VERSION})"
            )));
        }
        None => return Err(corrupt("no `version` field".into())),
    }
    serde_json::from_value(raw).map_err(|e| corrupt(e.to_string()))
}

/// Apply the entries of `path` to `cp` if the journal builds on `cp`'s serial. A last line cut
/// short by a crash is ignored; any other bad line is corruption.
fn replay(path: &Path, cp: &mut Checkpoint) -> Result<(), StateError> {
    let file = match File::open(path) {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(()),
        Err(e) => return Err(StateError::io(path)(e)),
    };
    let corrupt = |line: usize, message: String| StateError::Corrupt {
        path: path.into(),
        message: format!("line {line}: {message}"),
    };
    let mut lines = BufReader::new(file).split(b'\n').enumerate().peekable();
    let Some((_, header)) = lines.next() else {
        return Ok(());
    };
    let header = header.map_err(StateError::io(path))?;
    let header: JournalHeader =
        serde_json::from_slice(&header).map_err(|e| corrupt(1, e.to_string()))?;
    if header.base != cp.serial {
        // A journal already compacted into a later checkpoint: nothing to replay.
        return Ok(());
    }
    let mut snapshot = cp.take_snapshot();
    while let Some((i, line)) = lines.next() {
        let line = line.map_err(StateError::io(path))?;
        match serde_json::from_slice::<JournalEntry>(&line) {
            Ok(entry) => snapshot.apply(&entry),
            Err(_) if lines.peek().is_none() => break,
            Err(e) => return Err(corrupt(i + 1, e.to_string())),
        }
    }
    cp.restore(snapshot);
    Ok(())
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
        let dir = self.root.join("stacks");
        let entries = match fs::read_dir(&dir) {
            Ok(e) => e,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(vec![]),
            Err(e) => return Err(StateError::io(&dir)(e)),
        };
        let mut out = Vec::new();
        for e in entries {
            let e = e.map_err(StateError::io(&dir))?;
            if e.path().join("checkpoint.json").exists() {
                out.push(e.file_name().to_string_lossy().into_owned());
            }
        }
        out.sort();
        Ok(out)
    }

    async fn check_exists(&self, stack: &str) -> Result<(), StateError> {
        self.existing(stack).map(|_| ())
    }

    async fn create_stack(&self, stack: &str) -> Result<(), StateError> {
        let dir = self.stack_dir(stack)?;
        if dir.join("checkpoint.json").exists() {
            return Err(StateError::StackExists(stack.into()));
        }
        fs::create_dir_all(dir.join("versions")).map_err(StateError::io(&dir))?;
        self.save(stack, &Checkpoint::empty(stack)).await
    }

    async fn remove_stack(&self, stack: &str) -> Result<(), StateError> {
        let dir = self.existing(stack)?;
        fs::remove_dir_all(&dir).map_err(StateError::io(&dir))
    }

    async fn load(&self, stack: &str) -> Result<Checkpoint, StateError> {
        let dir = self.existing(stack)?;
        let mut cp = read_checkpoint(&dir.join("checkpoint.json"))?;
        replay(&dir.join("journal.jsonl"), &mut cp)?;
        Ok(cp)
    }

    async fn lock(
        &self,
        stack: &str,
        mut info: LockInfo,
        lease: Duration,
    ) -> Result<Box<dyn StackLock>, StateError> {
        let dir = self.existing(stack)?;
        let path = dir.join("lock.json");
        info.expires_at = format_time(time::OffsetDateTime::now_utc() + lease);
        let body = serde_json::to_vec_pretty(&info).expect("lock info serializes");
        match OpenOptions::new().write(true).create_new(true).open(&path) {
            Ok(mut f) => {
                self.written.fetch_add(body.len() as u64, Ordering::Relaxed);
                f.write_all(&body)
                    .and_then(|()| f.sync_all())
                    .map_err(StateError::io(&path))?;
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                let holder = fs::read(&path)
                    .ok()
                    .and_then(|b| serde_json::from_slice::<LockInfo>(&b).ok())
                    .unwrap_or_else(|| LockInfo {
                        operation: "(lock file being written)".into(),
                        ..LockInfo::current("?")
                    });
                if !stale(&holder) {
                    return Err(StateError::Locked {
                        stack: stack.into(),
                        holder: Box::new(holder),
                    });
                }
                // The holder is gone (its process died on this host, or its lease ran out).
                write_atomic(&path, &body, &self.written)?;
            }
            Err(e) => return Err(StateError::io(&path)(e)),
        }
        Ok(Box::new(FileLock {
            path,
            info,
            lease,
            stack: stack.into(),
            written: self.written.clone(),
        }))
    }

    async fn journal(&self, stack: &str, base: u64) -> Result<Arc<dyn Journal>, StateError> {
        let dir = self.existing(stack)?;
        let path = dir.join("journal.jsonl");
        // A journal left on the same base by an interrupted operation is continued, not
        // replaced: its entries are part of the state that `load` returned.
        let existing = fs::read(&path).unwrap_or_default();
        let continues = existing
            .split(|&c| c == b'\n')
            .next()
            .and_then(|h| serde_json::from_slice::<JournalHeader>(h).ok())
            .is_some_and(|h| h.base == base);
        let file = if continues {
            let f = OpenOptions::new()
                .append(true)
                .open(&path)
                .map_err(StateError::io(&path))?;
            // Drop a line cut short by a crash, so that it cannot swallow the next entry.
            let whole = existing
                .iter()
                .rposition(|&c| c == b'\n')
                .map_or(0, |i| i + 1);
            f.set_len(whole as u64).map_err(StateError::io(&path))?;
            f
        } else {
            let mut header =
                serde_json::to_vec(&JournalHeader { journal: 1, base }).expect("header serializes");
            header.push(b'\n');
            write_atomic(&path, &header, &self.written)?;
            OpenOptions::new()
                .append(true)
                .open(&path)
                .map_err(StateError::io(&path))?
        };
        Ok(Arc::new(FileJournal {
            path,
            file: Arc::new(Mutex::new(file)),
            written: self.written.clone(),
        }))
    }

    async fn save(&self, stack: &str, cp: &Checkpoint) -> Result<(), StateError> {
        let dir = self.stack_dir(stack)?;
        let versions = dir.join("versions");
        fs::create_dir_all(&versions).map_err(StateError::io(&versions))?;
        let version = versions.join(format!("{:08}.json", cp.serial));
        let body = serde_json::to_vec(cp).expect("checkpoint serializes");
        write_atomic(&version, &body, &self.written)?;
        let current = dir.join("checkpoint.json");
        let tmp = dir.join(format!("checkpoint.json.tmp-{}", std::process::id()));
        let _ = fs::remove_file(&tmp);
        fs::hard_link(&version, &tmp).map_err(StateError::io(&tmp))?;
        fs::rename(&tmp, &current).map_err(StateError::io(&current))?;
        sync_dir(&current)?;
        match fs::remove_file(dir.join("journal.jsonl")) {
            Ok(()) => Ok(()),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
            Err(e) => Err(StateError::io(dir.join("journal.jsonl"))(e)),
        }
    }

    async fn history(&self, stack: &str) -> Result<Vec<u64>, StateError> {
        let dir = self.existing(stack)?.join("versions");
        let mut out: Vec<u64> = fs::read_dir(&dir)
            .map_err(StateError::io(&dir))?
            .filter_map(|e| {
                e.ok()?
                    .file_name()
                    .to_str()?
                    .strip_suffix(".json")?
                    .parse()
                    .ok()
            })
            .collect();
        out.sort_unstable();
        Ok(out)
    }
}

/// A lock whose holder died on this host, or whose lease ran out.
fn stale(holder: &LockInfo) -> bool {
    if holder.host == hostname()
        && holder.pid != 0
        && !Path::new(&format!("/proc/{}", holder.pid)).exists()
    {
        return true;
    }
    parse_time(&holder.expires_at).is_some_and(|t| t < time::OffsetDateTime::now_utc())
}

struct FileLock {
    path: PathBuf,
    info: LockInfo,
    lease: Duration,
    stack: String,
    written: Arc<AtomicU64>,
}

impl FileLock {
    fn still_ours(&self) -> Result<(), StateError> {
        let current = fs::read(&self.path)
            .ok()
            .and_then(|b| serde_json::from_slice::<LockInfo>(&b).ok());
        match current {
            Some(c)
                if c.pid == self.info.pid
                    && c.host == self.info.host
                    && c.started_at == self.info.started_at =>
            {
                Ok(())
            }
            _ => Err(StateError::LockLost(self.stack.clone())),
        }
    }
}

#[async_trait]
impl StackLock for FileLock {
    async fn renew(&self) -> Result<(), StateError> {
        self.still_ours()?;
        let info = LockInfo {
            expires_at: format_time(time::OffsetDateTime::now_utc() + self.lease),
            ..self.info.clone()
        };
        write_atomic(
            &self.path,
            &serde_json::to_vec_pretty(&info).expect("lock info serializes"),
            &self.written,
        )
    }

    async fn release(&self) -> Result<(), StateError> {
        self.still_ours()?;
        fs::remove_file(&self.path).map_err(StateError::io(&self.path))
    }
}

struct FileJournal {
    path: PathBuf,
    file: Arc<Mutex<File>>,
    written: Arc<AtomicU64>,
}

#[async_trait]
impl Journal for FileJournal {
    async fn append(&self, entries: &[JournalEntry]) -> Result<(), JournalError> {
        let mut buf = Vec::with_capacity(entries.len() * 256);
        for e in entries {
            serde_json::to_writer(&mut buf, e).map_err(|e| JournalError(e.to_string()))?;
            buf.push(b'\n');
        }
        self.written.fetch_add(buf.len() as u64, Ordering::Relaxed);
        let file = self.file.clone();
        let path = self.path.clone();
        tokio::task::spawn_blocking(move || {
            let mut f = file.lock().unwrap_or_else(|p| p.into_inner());
            f.write_all(&buf).and_then(|()| f.sync_data())
        })
        .await
        .map_err(|e| JournalError(e.to_string()))?
        .map_err(|e| JournalError(format!("{}: {e}", path.display())))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;
    use strata_model::{OpKind, PendingOperation, ResourceState, Urn};

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
        }
    }

    #[tokio::test]
    async fn an_interrupted_journal_is_replayed_with_its_pending_operations() {
        let dir = tempfile::tempdir().unwrap();
        let b = FileBackend::new(dir.path());
        b.create_stack("dev").await.unwrap();
        let j = b.journal("dev", 0).await.unwrap();
        let pending = PendingOperation {
            op: OpKind::Create,
            urn: res("b").urn,
            ty: "t:T".into(),
            id: None,
            inputs: json!({}),
        };
        j.append(&[
            JournalEntry::Begin {
                op: 0,
                operation: PendingOperation {
                    urn: res("a").urn,
                    inputs: res("a").inputs,
                    ..pending.clone()
                },
            },
            JournalEntry::Done {
                op: 0,
                id: Some(res("a").id),
                outputs: res("a").outputs,
                dependencies: vec![],
                protect: false,
                replaces: None,
            },
            JournalEntry::Begin {
                op: 1,
                operation: pending,
            },
        ])
        .await
        .unwrap();
        // A torn last line, as a crash mid-write would leave.
        fs::OpenOptions::new()
            .append(true)
            .open(dir.path().join("stacks/dev/journal.jsonl"))
            .unwrap()
            .write_all(b"{\"kind\":\"cre")
            .unwrap();
        let cp = b.load("dev").await.unwrap();
        assert_eq!(cp.resources, vec![res("a")]);
        assert_eq!(cp.pending_operations.len(), 1);
        assert_eq!(cp.serial, 0);

        // The next operation continues the journal, then compacts it into version 1.
        let j = b.journal("dev", 0).await.unwrap();
        j.append(&[JournalEntry::Failed { op: 1 }]).await.unwrap();
        let mut cp = b.load("dev").await.unwrap();
        assert!(cp.pending_operations.is_empty());
        let snapshot = cp.take_snapshot();
        cp = cp.next(snapshot);
        b.save("dev", &cp).await.unwrap();
        assert!(!dir.path().join("stacks/dev/journal.jsonl").exists());
        assert_eq!(b.load("dev").await.unwrap().resources, vec![res("a")]);
        assert_eq!(b.history("dev").await.unwrap(), vec![0, 1]);
    }

    #[tokio::test]
    async fn a_second_lock_is_refused_naming_the_holder_until_released() {
        let dir = tempfile::tempdir().unwrap();
        let b = FileBackend::new(dir.path());
        b.create_stack("dev").await.unwrap();
        let held = b
            .lock("dev", LockInfo::current("up"), Duration::from_secs(60))
            .await
            .unwrap();
        let err = b
            .lock("dev", LockInfo::current("destroy"), Duration::from_secs(60))
            .await
            .err()
            .unwrap();
        let msg = err.to_string();
        assert!(
            msg.contains(&format!("pid {}", std::process::id())) && msg.contains("`up`"),
            "{msg}"
        );
        held.renew().await.unwrap();
        held.release().await.unwrap();
        b.lock("dev", LockInfo::current("destroy"), Duration::from_secs(60))
            .await
            .unwrap();
    }

    #[tokio::test]
    async fn an_expired_lease_or_dead_holder_is_taken_over() {
        let dir = tempfile::tempdir().unwrap();
        let b = FileBackend::new(dir.path());
        b.create_stack("dev").await.unwrap();
        let dead = LockInfo {
            pid: u32::MAX - 1,
            ..LockInfo::current("up")
        };
        fs::write(
            dir.path().join("stacks/dev/lock.json"),
            serde_json::to_vec(&dead).unwrap(),
        )
        .unwrap();
        b.lock("dev", LockInfo::current("up"), Duration::from_secs(60))
            .await
            .unwrap();
    }

    #[tokio::test]
    async fn a_corrupt_checkpoint_is_reported_by_path_and_left_alone() {
        let dir = tempfile::tempdir().unwrap();
        let b = FileBackend::new(dir.path());
        b.create_stack("dev").await.unwrap();
        let path = dir.path().join("stacks/dev/checkpoint.json");
        fs::remove_file(&path).unwrap();
        fs::write(&path, b"{not json").unwrap();
        let err = b.load("dev").await.unwrap_err().to_string();
        assert!(
            err.contains(&path.display().to_string()) && err.contains("corrupt"),
            "{err}"
        );
        assert_eq!(fs::read(&path).unwrap(), b"{not json");
    }
}
