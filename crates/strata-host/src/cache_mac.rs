//! The compiled-component cache's integrity: a compiled artifact is native code, so one is
//! loaded only if this user's strata wrote it for that very component on this engine.
//!
//! Beside each artifact `X.cwasm` is `X.cwasm.mac`: an HMAC-SHA256 (RFC 2104) under a
//! per-user key (`cache.key`, 0600, in the user's configuration directory, not the cache) of
//! what the artifact is bound to and its bytes, and the file's identity when that was checked
//! (device, inode, change time, size) with a MAC of its own. A load whose file still has that
//! identity maps it as it is: its bytes cannot have changed without changing its change time,
//! and only its user can write the 0700 directory it is in. Any other load reads the bytes once,
//! checks their MAC, deserializes those very bytes and records the new identity; anything that
//! fails is compiled again.

use sha2::{Digest, Sha256};
use std::io::Write;
use std::os::unix::fs::{DirBuilderExt, MetadataExt, OpenOptionsExt, PermissionsExt};
use std::path::Path;

const KEY_FILE: &str = "cache.key";
const MAC_LEN: usize = 32;

/// This user's key for the cache's MACs.
pub struct CacheKey([u8; 32]);

/// The effective user of this process (the owner of its /proc entry).
fn me() -> Option<u32> {
    std::fs::metadata("/proc/self").ok().map(|m| m.uid())
}

/// Whether `dir` is usable for artifacts: made 0700 if missing, an existing one of this
/// user's made 0700 (as an older strata left it, 0755); one of another user's is not used.
pub fn private_dir(dir: &Path) -> bool {
    if !dir.exists() {
        let _ = std::fs::DirBuilder::new()
            .recursive(true)
            .mode(0o700)
            .create(dir);
    }
    let Ok(m) = std::fs::metadata(dir) else {
        return false;
    };
    if !m.is_dir() || Some(m.uid()) != me() {
        return false;
    }
    m.mode() & 0o077 == 0
        || std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o700)).is_ok()
}

/// Whether `path` is this user's alone: not a symbolic link, owned by this process's user,
/// and writable by no one else. What a shared cache holds is used only if it and every
/// directory above it up to the cache's root pass this: another user could have written
/// anything else.
pub fn mine_alone(path: &Path) -> bool {
    std::fs::symlink_metadata(path).is_ok_and(|m| {
        !m.file_type().is_symlink() && Some(m.uid()) == me() && m.mode() & 0o022 == 0
    })
}

impl CacheKey {
    /// The key in the user's configuration directory, made on first use; `None` (no cache)
    /// when there is none, or it is not the user's alone.
    pub fn for_user() -> Option<CacheKey> {
        let dir = strata_policy::user_config_dir()?;
        let path = dir.join(KEY_FILE);
        if let Some(k) = Self::read(&path) {
            return Some(k);
        }
        if path.exists() {
            return None;
        }
        let mut key = [0u8; 32];
        std::fs::File::open("/dev/urandom")
            .and_then(|mut f| std::io::Read::read_exact(&mut f, &mut key))
            .ok()?;
        std::fs::create_dir_all(&dir).ok()?;
        let tmp = dir.join(format!("{KEY_FILE}.tmp-{}", std::process::id()));
        let mut f = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .mode(0o600)
            .open(&tmp)
            .ok()?;
        f.write_all(&key).and_then(|()| f.sync_all()).ok()?;
        // Another process may have made one meanwhile: the first one stays, and is used.
        let _ = std::fs::hard_link(&tmp, &path);
        let _ = std::fs::remove_file(&tmp);
        Self::read(&path)
    }

    fn read(path: &Path) -> Option<CacheKey> {
        let m = std::fs::metadata(path).ok()?;
        if Some(m.uid()) != me() || m.permissions().mode() & 0o077 != 0 {
            return None;
        }
        std::fs::read(path).ok()?.try_into().ok().map(CacheKey)
    }

    fn mac(&self, bound: &[u8], artifact: &[u8]) -> [u8; MAC_LEN] {
        let pad = |b: u8| {
            self.0
                .iter()
                .map(|k| k ^ b)
                .chain([b; 32])
                .collect::<Vec<u8>>()
        };
        let mut inner = Sha256::new();
        inner.update(pad(0x36));
        inner.update((bound.len() as u64).to_le_bytes());
        inner.update(bound);
        inner.update(artifact);
        let mut outer = Sha256::new();
        outer.update(pad(0x5c));
        outer.update(inner.finalize());
        outer.finalize().into()
    }

    /// The sidecar line for an artifact bound to `bound`, whose bytes' MAC is `content` and
    /// whose file is `meta`. The identity's MAC covers `bound` too: another component's artifact
    /// and MAC renamed into place (an inode and change time that may survive a rename) do not
    /// pass for this one's.
    fn record(&self, bound: &[u8], content: &[u8; MAC_LEN], meta: &std::fs::Metadata) -> String {
        let line = format!("{} {}", hex::encode(content), identity(meta));
        let sealed = self.mac(bound, format!("identity-v1 {line}").as_bytes());
        format!("{line} {}\n", hex::encode(sealed))
    }

    /// Record, beside the artifact at `path` (just written with `artifact`), that it is ours.
    pub fn vouch(&self, bound: &[u8], path: &Path, artifact: &[u8]) {
        if let Ok(meta) = std::fs::metadata(path) {
            write_sidecar(path, &self.record(bound, &self.mac(bound, artifact), &meta));
        }
    }

    /// Whether the artifact at `path` may be deserialized for `bound`, and how.
    pub fn check(&self, bound: &[u8], path: &Path) -> Option<Checked> {
        let (line, content) = read_sidecar(path)?;
        let meta = std::fs::metadata(path).ok()?;
        if line == self.record(bound, &content, &meta) {
            return Some(Checked::Unchanged);
        }
        // Touched since (its time of last use marked, copied back): the bytes decide.
        let bytes = std::fs::read(path).ok()?;
        if !same(&self.mac(bound, &bytes), &content) {
            return None;
        }
        if let Ok(meta) = std::fs::metadata(path) {
            write_sidecar(path, &self.record(bound, &content, &meta));
        }
        Some(Checked::Read(bytes))
    }

    /// The file at `path` changed by this process itself (its time of last use marked) after
    /// it was checked: its sidecar follows, if its bytes are still those it vouches for.
    pub fn touched(&self, bound: &[u8], path: &Path) {
        if let Some((_, content)) = read_sidecar(path)
            && let Ok(meta) = std::fs::metadata(path)
        {
            write_sidecar(path, &self.record(bound, &content, &meta));
        }
    }
}

/// How a cached artifact passed its check.
pub enum Checked {
    /// Its file is as it was when checked: map it as it is.
    Unchanged,
    /// Its bytes, read and checked: deserialize these.
    Read(Vec<u8>),
}

/// A file's identity: any write, rename over or copy changes it.
fn identity(m: &std::fs::Metadata) -> String {
    format!(
        "{} {} {} {} {}",
        m.dev(),
        m.ino(),
        m.ctime(),
        m.ctime_nsec(),
        m.len()
    )
}

/// Where the MAC of the artifact at `path` is kept.
pub fn sidecar(path: &Path) -> std::path::PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(".mac");
    name.into()
}

/// The sidecar of the artifact at `path`, and the MAC of the bytes it vouches for.
fn read_sidecar(path: &Path) -> Option<(String, [u8; MAC_LEN])> {
    let line = std::fs::read_to_string(sidecar(path)).ok()?;
    let content = hex::decode(line.split_whitespace().next()?)
        .ok()?
        .try_into()
        .ok()?;
    Some((line, content))
}

fn write_sidecar(path: &Path, line: &str) {
    let to = sidecar(path);
    let tmp = to.with_extension(format!("mac.tmp-{}", std::process::id()));
    if std::fs::write(&tmp, line).is_ok() {
        let _ = std::fs::rename(&tmp, &to);
    }
}

/// Compared in constant time: a mismatch says nothing about where.
fn same(a: &[u8; MAC_LEN], b: &[u8; MAC_LEN]) -> bool {
    a.iter().zip(b).fold(0u8, |d, (x, y)| d | (x ^ y)) == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_artifact_passes_only_under_its_key_for_what_it_was_bound_to_and_as_written() {
        let d = tempfile::tempdir().unwrap();
        let path = d.path().join("x.cwasm");
        std::fs::write(&path, b"native code").unwrap();
        let (a, b) = (CacheKey([1; 32]), CacheKey([2; 32]));
        a.vouch(b"component-1", &path, b"native code");
        assert!(matches!(
            a.check(b"component-1", &path),
            Some(Checked::Unchanged)
        ));
        assert!(b.check(b"component-1", &path).is_none());
        // Rewritten with other bytes (a new identity): the bytes decide, and fail.
        std::fs::write(&path, b"other code!").unwrap();
        assert!(a.check(b"component-1", &path).is_none());
        // The same bytes back (a new identity again): read, checked, and recorded anew.
        std::fs::write(&path, b"native code").unwrap();
        assert!(
            matches!(a.check(b"component-1", &path), Some(Checked::Read(v)) if v == b"native code")
        );
        assert!(matches!(
            a.check(b"component-1", &path),
            Some(Checked::Unchanged)
        ));
        // Bound to another component: its MAC does not hold once the bytes are read.
        std::fs::write(&path, b"native code").unwrap();
        assert!(a.check(b"component-2", &path).is_none());
        // A forged identity line (the content MAC kept, the identity changed) is refused.
        let line = std::fs::read_to_string(sidecar(&path)).unwrap();
        let forged = line.replacen(' ', " 1", 1);
        std::fs::write(sidecar(&path), forged).unwrap();
        assert!(!matches!(
            a.check(b"component-1", &path),
            Some(Checked::Unchanged)
        ));
    }

    #[test]
    fn the_mac_is_hmac_sha256() {
        // Python: hmac.new(b"\x0b" * 32, b"\0" * 8 + b"Hi There", hashlib.sha256)
        // (`bound` is framed by its length first: 8 zero bytes for an empty one).
        let mac = CacheKey([0x0b; 32]).mac(b"", b"Hi There");
        assert_eq!(
            hex::encode(mac),
            "25f296556ecb3e49019ed7c2863cd7940184bd7ee30be984d81f86b699c3e972"
        );
    }
}
