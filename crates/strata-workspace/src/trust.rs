//! The per-user trust record (`trusted.toml` in the user's configuration directory, managed
//! by `strata trust`): the project directories this user vouched for on this machine, each
//! with the build command they trusted there. A build command runs only when it is the one
//! trusted for its directory; `up --cascade` runs only a trusted directory (or one a local
//! workspace file lists). Nothing from a project file or from state adds to it.

use crate::{WorkspaceError, io};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

pub const TRUST_FILE: &str = "trusted.toml";

/// Where the record is: `$XDG_CONFIG_HOME/strata/trusted.toml`, else
/// `~/.config/strata/trusted.toml`.
pub fn trust_file() -> Option<PathBuf> {
    strata_policy::user_config_dir().map(|d| d.join(TRUST_FILE))
}

#[derive(Clone, Debug, Default, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct TrustRecord {
    #[serde(default, rename = "project")]
    pub projects: Vec<Trusted>,
}

/// One trusted project directory.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Trusted {
    /// The directory, absolute and canonical.
    pub dir: PathBuf,
    /// Its build command as it was when trusted (none: it had none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub build: Option<String>,
}

/// Why a directory may not be run on this user's behalf.
pub fn not_owned(dir: &Path) -> Option<String> {
    use std::os::unix::fs::MetadataExt;
    // The owner of this process's /proc entry is its effective user.
    let Ok(me) = std::fs::metadata("/proc/self").map(|m| m.uid()) else {
        return Some("this process's user cannot be told (no /proc)".into());
    };
    match std::fs::metadata(dir) {
        Ok(m) if m.uid() != me => Some(format!(
            "{} belongs to another user (uid {})",
            dir.display(),
            m.uid()
        )),
        Ok(m) if m.mode() & 0o002 != 0 => {
            Some(format!("{} is writable by every user", dir.display()))
        }
        Ok(_) => None,
        Err(e) => Some(format!("{}: {e}", dir.display())),
    }
}

impl TrustRecord {
    /// The record at `path`; none yet is an empty record. A record another user could have
    /// written is refused.
    pub fn load_from(path: &Path) -> Result<TrustRecord, WorkspaceError> {
        let text = match std::fs::read_to_string(path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Self::default()),
            Err(e) => return Err(io(path)(e)),
        };
        if let Some(why) = not_owned(path).or_else(|| {
            use std::os::unix::fs::MetadataExt;
            std::fs::metadata(path)
                .ok()
                .filter(|m| m.mode() & 0o022 != 0)
                .map(|_| format!("{} is writable by others", path.display()))
        }) {
            return Err(WorkspaceError::Invalid {
                path: path.into(),
                message: format!("not used: {why} (it must be yours alone: chmod 600)"),
            });
        }
        toml::from_str(&text).map_err(|e| WorkspaceError::Invalid {
            path: path.into(),
            message: e.to_string().trim_end().to_string(),
        })
    }

    /// This user's record.
    pub fn load() -> Result<TrustRecord, WorkspaceError> {
        match trust_file() {
            Some(p) => TrustRecord::load_from(&p),
            None => Ok(TrustRecord::default()),
        }
    }

    /// Write it to `path`, readable and writable by this user only.
    pub fn save_to(&self, path: &Path) -> Result<(), WorkspaceError> {
        use std::io::Write;
        use std::os::unix::fs::OpenOptionsExt;
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(io(dir))?;
        }
        let body = toml::to_string(self).map_err(|e| WorkspaceError::Invalid {
            path: path.into(),
            message: e.to_string(),
        })?;
        let tmp = path.with_extension("toml.tmp");
        let mut f = std::fs::OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(true)
            .mode(0o600)
            .open(&tmp)
            .map_err(io(&tmp))?;
        f.write_all(
            format!("# Project directories this user trusts: managed by `strata trust`.\n{body}")
                .as_bytes(),
        )
        .and_then(|()| f.sync_all())
        .map_err(io(&tmp))?;
        std::fs::rename(&tmp, path).map_err(io(path))
    }

    /// Change this user's record with `f`, under a lock: two commands changing it at once
    /// both count. Returns `f`'s answer and where the record is.
    pub fn update<T>(
        f: impl FnOnce(&mut TrustRecord) -> T,
    ) -> Result<(T, PathBuf), WorkspaceError> {
        let path = trust_file().ok_or_else(|| WorkspaceError::Invalid {
            path: TRUST_FILE.into(),
            message: "no configuration directory to keep it in (set HOME)".into(),
        })?;
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(io(dir))?;
        }
        let lock_path = path.with_extension("toml.lock");
        let lock = std::fs::OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(false)
            .open(&lock_path)
            .map_err(io(&lock_path))?;
        lock.lock().map_err(io(&lock_path))?;
        let mut record = TrustRecord::load_from(&path)?;
        // A directory that is gone is trusted no more: one made again there is another.
        record.projects.retain(|t| t.dir.exists());
        let answer = f(&mut record);
        record.save_to(&path)?;
        Ok((answer, path))
    }

    fn find(&self, dir: &Path) -> Option<&Trusted> {
        let dir = std::fs::canonicalize(dir).unwrap_or_else(|_| dir.to_path_buf());
        self.projects.iter().find(|t| t.dir == dir)
    }

    /// Whether `dir` is trusted (and still this user's own).
    pub fn trusts_dir(&self, dir: &Path) -> Result<(), String> {
        if self.find(dir).is_none() {
            return Err(format!("{} is not trusted on this machine", dir.display()));
        }
        not_owned(dir).map_or(Ok(()), Err)
    }

    /// Whether `command` is the build command trusted for `dir`.
    pub fn trusts_build(&self, dir: &Path, command: &str) -> bool {
        self.find(dir)
            .is_some_and(|t| t.build.as_deref() == Some(command))
            && not_owned(dir).is_none()
    }

    /// Trust `dir` with its build command `build` (replacing what was trusted there).
    pub fn add(&mut self, dir: &Path, build: Option<&str>) {
        let dir = std::fs::canonicalize(dir).unwrap_or_else(|_| dir.to_path_buf());
        self.projects.retain(|t| t.dir != dir);
        self.projects.push(Trusted {
            dir,
            build: build.map(str::to_string),
        });
        self.projects.sort_by(|a, b| a.dir.cmp(&b.dir));
    }

    /// Forget `dir`; whether it was there.
    pub fn remove(&mut self, dir: &Path) -> bool {
        let dir = std::fs::canonicalize(dir).unwrap_or_else(|_| dir.to_path_buf());
        let before = self.projects.len();
        self.projects.retain(|t| t.dir != dir);
        self.projects.len() != before
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_build_is_trusted_for_its_directory_and_its_exact_text_only() {
        let d = tempfile::tempdir().unwrap();
        let (a, b) = (d.path().join("a"), d.path().join("b"));
        std::fs::create_dir_all(&a).unwrap();
        std::fs::create_dir_all(&b).unwrap();
        let mut r = TrustRecord::default();
        r.add(&a, Some("cargo build"));
        assert!(r.trusts_build(&a, "cargo build"));
        assert!(!r.trusts_build(&a, "cargo build; id"));
        assert!(!r.trusts_build(&b, "cargo build"));
        assert!(r.trusts_dir(&a).is_ok() && r.trusts_dir(&b).is_err());
        let file = d.path().join("trusted.toml");
        r.save_to(&file).unwrap();
        assert_eq!(TrustRecord::load_from(&file).unwrap(), r);
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o666)).unwrap();
        assert!(TrustRecord::load_from(&file).is_err());
        assert!(r.remove(&a) && !r.trusts_build(&a, "cargo build"));
    }
}
