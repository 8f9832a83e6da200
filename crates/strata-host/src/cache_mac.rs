//! The compiled-component cache's integrity: a compiled artifact is native code, so one is
//! loaded only if this user's strata wrote it for that very component on this engine. Each
//! artifact carries an HMAC-SHA256 (RFC 2104) under a per-user key (`cache.key`, 0600, in the
//! user's configuration directory, not the cache), over what it is bound to and its bytes;
//! the directory it is kept in must be the user's own and writable by nobody else (0700).

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

    /// The artifact as stored: its MAC, then its bytes.
    pub fn seal(&self, bound: &[u8], artifact: &[u8]) -> Vec<u8> {
        let mut out = self.mac(bound, artifact).to_vec();
        out.extend_from_slice(artifact);
        out
    }

    /// The artifact in `stored`, if its MAC holds for `bound`.
    pub fn open<'a>(&self, bound: &[u8], stored: &'a [u8]) -> Option<&'a [u8]> {
        if stored.len() < MAC_LEN {
            return None;
        }
        let (mac, artifact) = stored.split_at(MAC_LEN);
        let want = self.mac(bound, artifact);
        // Compared in constant time: a mismatch says nothing about where.
        let diff = mac.iter().zip(want).fold(0u8, |d, (a, b)| d | (a ^ b));
        (diff == 0).then_some(artifact)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_artifact_opens_only_under_its_key_and_for_what_it_was_bound_to() {
        let (a, b) = (CacheKey([1; 32]), CacheKey([2; 32]));
        let sealed = a.seal(b"component-1", b"native code");
        assert_eq!(a.open(b"component-1", &sealed), Some(&b"native code"[..]));
        assert_eq!(a.open(b"component-2", &sealed), None);
        assert_eq!(b.open(b"component-1", &sealed), None);
        let mut tampered = sealed.clone();
        *tampered.last_mut().unwrap() ^= 1;
        assert_eq!(a.open(b"component-1", &tampered), None);
        assert_eq!(a.open(b"component-1", &sealed[..10]), None);
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
