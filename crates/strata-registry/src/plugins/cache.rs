//! The plugin cache's directories on disk, for processes that share them: a version directory
//! is put in position whole and taken out in one step, so a reader never finds one half written,
//! emptied, or missing while it is replaced. Nothing here removes a directory at a path a reader
//! uses: what is taken out is left in the staging directory, and removed from there only when
//! stale.

use anyhow::{Context, Result, bail};
use std::io::{ErrorKind, Write};
use std::os::unix::fs::{DirBuilderExt, MetadataExt, OpenOptionsExt};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// A directory's identity (device, inode): another directory renamed into its place has
/// another, and one taken out keeps its own (it is not removed while a reader may use it).
pub(super) type DirId = (u64, u64);

pub(super) fn dir_id(dir: &Path) -> Option<DirId> {
    std::fs::symlink_metadata(dir)
        .ok()
        .filter(|m| m.is_dir())
        .map(|m| (m.dev(), m.ino()))
}

/// How many times a read that found its directory replaced under it starts again.
pub(super) const READ_ATTEMPTS: usize = 8;
/// How many times an install whose place another install took meanwhile tries again.
const PUT_ATTEMPTS: usize = 16;
/// How long what a process left in the staging directory is kept: one that died while
/// writing left its copy, and one taken out may still be read.
const STALE: Duration = Duration::from_secs(60 * 60);

/// Where copies are written before they are put in position, and where those taken out are
/// left: `<cache>/plugins-staging`, beside the plugin cache (on its file system, so a
/// rename moves a directory between the two) and outside it (nothing there is ever
/// listed). Made 0700; one that is not this user's alone is not used.
pub(super) fn staging_dir(root: &Path) -> Result<PathBuf> {
    let dir = root.with_file_name("plugins-staging");
    if !strata_host::private_dir(&dir) || !strata_host::mine_alone(&dir) {
        bail!(
            "the plugin cache's staging directory {} is not yours alone (another user owns it, or it is a link): set STRATA_CACHE_DIR to a directory of your own",
            dir.display()
        );
    }
    Ok(dir)
}

/// A name in the staging directory that no other process or call uses: `new` (being
/// written) or `old` (taken out), the time in seconds (for [`clean`]), the process and a
/// counter.
fn unique(staging: &Path, kind: &str) -> PathBuf {
    static N: AtomicU64 = AtomicU64::new(0);
    let secs = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    staging.join(format!(
        "{kind}-{secs}-{}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    ))
}

/// Remove what [`unique`] named more than [`STALE`] ago. Errors are ignored: another strata
/// may be at the same work.
fn clean(staging: &Path) {
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    for e in std::fs::read_dir(staging).into_iter().flatten().flatten() {
        let name = e.file_name();
        let mut parts = name.to_str().unwrap_or_default().splitn(3, '-');
        let (kind, secs) = (parts.next(), parts.next().and_then(|t| t.parse().ok()));
        if let (Some("new" | "old"), Some(secs)) = (kind, secs)
            && now.saturating_sub(secs) > STALE.as_secs()
        {
            let _ = std::fs::remove_dir_all(e.path());
        }
    }
}

/// A kill point (`strata_failpoint`): each write, sync and rename of the cache has one.
fn point(what: &str, label: &str) -> Result<()> {
    strata_failpoint::hit(&format!("plugin cache {what} {label}")).map_err(Into::into)
}

fn sync_dir(dir: &Path, label: &str) -> Result<()> {
    point("sync", label)?;
    std::fs::File::open(dir)
        .and_then(|d| d.sync_all())
        .with_context(|| format!("syncing {}", dir.display()))
}

/// Put a version directory holding `files` (name, bytes) at `dir`
/// (`<root>/<name>/<version>`): written whole at a name of its own in the staging directory
/// and synced, then renamed into position. One already there holding the very same files is
/// kept; one holding others is swapped with the new one in one step, and left in the
/// staging directory. Returns the identity of the directory in position.
pub(super) fn put(root: &Path, dir: &Path, label: &str, files: &[(&str, &[u8])]) -> Result<DirId> {
    let staging = staging_dir(root)?;
    clean(&staging);
    let staged = unique(&staging, "new");
    let put = put_staged(&staging, &staged, dir, label, files);
    // What was not put in position (a copy the one there made needless, or one half written
    // when a write failed) is this call's alone: no other process knows its name.
    if std::fs::symlink_metadata(&staged).is_ok() {
        let _ = std::fs::remove_dir_all(&staged);
    }
    put.with_context(|| format!("installing {label} in {}", root.display()))
}

fn put_staged(
    staging: &Path,
    staged: &Path,
    dir: &Path,
    label: &str,
    files: &[(&str, &[u8])],
) -> Result<DirId> {
    write_dir(staged, label, files)?;
    let parent = dir
        .parent()
        .with_context(|| format!("{} has no parent", dir.display()))?;
    for _ in 0..PUT_ATTEMPTS {
        std::fs::DirBuilder::new()
            .recursive(true)
            .mode(0o700)
            .create(parent)
            .with_context(|| format!("creating {}", parent.display()))?;
        point("rename", label)?;
        match std::fs::rename(staged, dir) {
            Ok(()) => {
                sync_dir(parent, label)?;
                match dir_id(dir) {
                    Some(id) => return Ok(id),
                    None => continue,
                }
            }
            Err(e)
                if matches!(
                    e.kind(),
                    ErrorKind::DirectoryNotEmpty | ErrorKind::AlreadyExists
                ) => {}
            // Its parent was taken away meanwhile: made again above.
            Err(e) if e.kind() == ErrorKind::NotFound => continue,
            Err(e) => {
                return Err(e).with_context(|| format!("renaming into {}", dir.display()));
            }
        }
        // Another copy is in position: kept if it holds these very files (and was not
        // replaced while they were compared).
        if let Some(id) = dir_id(dir)
            && holds(dir, files)
            && dir_id(dir) == Some(id)
        {
            return Ok(id);
        }
        point("exchange", label)?;
        match exchange(staged, dir) {
            Ok(()) => {
                sync_dir(parent, label)?;
                // `staged` now names the copy taken out: moved to an `old-` name, left for
                // whoever still reads it.
                let id = dir_id(dir);
                point("set aside", label)?;
                let _ = std::fs::rename(staged, unique(staging, "old"));
                match id {
                    Some(id) => return Ok(id),
                    None => continue,
                }
            }
            // Taken out meanwhile: renamed into the free place next time round.
            Err(e) if e.kind() == ErrorKind::NotFound => {}
            // A file system that cannot swap two directories: the copy there is moved
            // aside first, and for a moment none is in position.
            Err(e) if cannot_exchange(&e) => {
                point("set aside", label)?;
                match std::fs::rename(dir, unique(staging, "old")) {
                    Err(e) if e.kind() != ErrorKind::NotFound => {
                        return Err(e).with_context(|| format!("moving {} aside", dir.display()));
                    }
                    _ => {}
                }
            }
            Err(e) => {
                return Err(e).with_context(|| format!("swapping in {}", dir.display()));
            }
        }
    }
    bail!("other installs of it kept taking its place while this one was put there: run it again")
}

/// Write `files` into the new directory `staged`, each file synced, then the directory.
fn write_dir(staged: &Path, label: &str, files: &[(&str, &[u8])]) -> Result<()> {
    point("write", label)?;
    std::fs::DirBuilder::new()
        .mode(0o700)
        .create(staged)
        .with_context(|| format!("creating {}", staged.display()))?;
    for (name, bytes) in files {
        let path = staged.join(name);
        let what = format!("{label} {name}");
        point("write", &what)?;
        // Writable by this user alone, whatever the umask lets others do: `entries` lists
        // nothing else.
        let mut f = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .mode(0o644)
            .open(&path)
            .with_context(|| format!("writing {}", path.display()))?;
        f.write_all(bytes)
            .with_context(|| format!("writing {}", path.display()))?;
        point("sync", &what)?;
        f.sync_all()
            .with_context(|| format!("syncing {}", path.display()))?;
    }
    sync_dir(staged, label)
}

/// Whether the directory `dir` is this user's alone and holds exactly `files`, byte for byte.
fn holds(dir: &Path, files: &[(&str, &[u8])]) -> bool {
    let Ok(listed) = std::fs::read_dir(dir) else {
        return false;
    };
    let count = listed.count();
    strata_host::mine_alone(dir)
        && count == files.len()
        && files.iter().all(|(name, bytes)| {
            let path = dir.join(name);
            strata_host::mine_alone(&path)
                && std::fs::read(&path).is_ok_and(|there| there == *bytes)
        })
}

/// Take the version directory `dir` out of position in one step: renamed into the staging
/// directory, where it is left for whoever still reads it (and removed when stale). False
/// when it was gone already.
pub(super) fn take_out(root: &Path, dir: &Path, label: &str) -> Result<bool> {
    let staging = staging_dir(root)?;
    clean(&staging);
    point("take out", label)?;
    match std::fs::rename(dir, unique(&staging, "old")) {
        Ok(()) => {
            if let Some(parent) = dir.parent() {
                sync_dir(parent, label)?;
            }
            Ok(true)
        }
        Err(e) if e.kind() == ErrorKind::NotFound => Ok(false),
        Err(e) => Err(e).with_context(|| format!("removing {}", dir.display())),
    }
}

/// Whether `exchange` failed because the file system (or the system) cannot swap.
fn cannot_exchange(e: &std::io::Error) -> bool {
    const EINVAL: i32 = 22;
    const ENOSYS: i32 = 38;
    const EOPNOTSUPP: i32 = 95;
    e.kind() == ErrorKind::Unsupported
        || matches!(e.raw_os_error(), Some(EINVAL | ENOSYS | EOPNOTSUPP))
}

/// Swap the directories `a` and `b` in one step: `renameat2(2)` with `RENAME_EXCHANGE`
/// (Linux 3.15), which std does not wrap (rustix does, safely).
#[cfg(target_os = "linux")]
fn exchange(a: &Path, b: &Path) -> std::io::Result<()> {
    use rustix::fs::{CWD, RenameFlags, renameat_with};
    renameat_with(CWD, a, CWD, b, RenameFlags::EXCHANGE).map_err(std::io::Error::from)
}

#[cfg(not(target_os = "linux"))]
fn exchange(_: &Path, _: &Path) -> std::io::Result<()> {
    Err(ErrorKind::Unsupported.into())
}
