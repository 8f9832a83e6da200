//! The per-user trust record (`trusted.toml` in the user's configuration directory, managed
//! by `strata trust`): the project directories this user vouched for on this machine, each
//! with the build command they trusted there. A build command runs only when it is the one
//! trusted for its directory; `up --cascade` runs only a trusted directory (or one a local
//! workspace file lists). Nothing from a project file or from state adds to it.
//!
//! It also holds the AWS KMS key each stack file was approved with (`[[kms-key]]`): a shared
//! stack file names the KMS key that unwraps its stack's key, and new secrets are sealed with
//! whatever that key unwraps, so a teammate who edits it could choose a key of their own (or a
//! KMS endpoint of their own, which would be sent the user's signed requests). A stack file's
//! KMS key in AWS's own endpoint is approved the first time it is used; a change of it, or one
//! that names another endpoint, is used only once the user approves it (`strata trust`, or
//! `strata stack change-secrets-provider`, the user's own choice).

use crate::{WorkspaceError, io};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
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
    #[serde(default, rename = "kms-key", skip_serializing_if = "Vec::is_empty")]
    pub kms_keys: Vec<ApprovedKms>,
    #[serde(default, rename = "backends", skip_serializing_if = "Vec::is_empty")]
    pub backends: Vec<ApprovedBackends>,
}

/// The state backends a file (a `Strata.toml`, a `Strata.workspace.toml`) was approved to name:
/// Strata connects to them with the user's credentials, and changes the stacks in them. Kept
/// without passwords (as `hide_password` shows a URL): what is approved is where, not with what.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct ApprovedBackends {
    /// The file that names them, absolute and canonical.
    pub file: PathBuf,
    pub urls: Vec<String>,
}

/// The KMS key a stack file was approved with.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct ApprovedKms {
    /// The stack file, absolute and canonical.
    pub stack_file: PathBuf,
    /// Its `awskms://` URL (the key, its region and any endpoint).
    pub kms: String,
    /// The id of the stack key it unwraps.
    pub key_id: String,
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
    /// The files that decide what that command runs ([`BUILD_FILES`], and the `.cargo`
    /// configuration of every directory above), each with its SHA-256, as they were when
    /// trusted: a change to any (one added, changed or removed) asks again.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub files: BTreeMap<String, String>,
}

/// The files in a project that decide what its build command runs besides the command's own
/// text: the toolchains' configuration (a `rustc-wrapper`, a `runner`, an npm script, a
/// registry), what they fetch and run (manifests and lock files, a build script), and the
/// common task runners. Source files are the program itself, not how it is built.
pub const BUILD_FILES: &[&str] = &[
    ".cargo/config.toml",
    ".cargo/config",
    "rust-toolchain.toml",
    "rust-toolchain",
    "Cargo.toml",
    "Cargo.lock",
    "build.rs",
    "package.json",
    "package-lock.json",
    "npm-shrinkwrap.json",
    "yarn.lock",
    "pnpm-lock.yaml",
    ".npmrc",
    ".yarnrc",
    ".yarnrc.yml",
    "pyproject.toml",
    "requirements.txt",
    "setup.py",
    "setup.cfg",
    "poetry.lock",
    "uv.lock",
    "pip.conf",
    "Makefile",
    "GNUmakefile",
    "makefile",
    "justfile",
    "Justfile",
    "build.sh",
];

/// The build-deciding files of `dir` for the build command `command`, as they are now, each
/// with the SHA-256 of its bytes: each of [`BUILD_FILES`] present; each file of the project the
/// command names (`sh scripts/gen.sh`, `python3 build.py`); each tool `node_modules/.bin`
/// holds (what `npm run` runs, by the bytes it points at); and, by absolute path, the
/// `.cargo/config.toml`, `.cargo/config`, `rust-toolchain.toml` and `rust-toolchain` of every
/// directory above, which cargo and rustup read too (but the user's own `$CARGO_HOME`).
pub fn build_files(dir: &Path, command: Option<&str>) -> BTreeMap<String, String> {
    use sha2::Digest;
    let digest = |p: &Path| {
        std::fs::read(p)
            .ok()
            .map(|b| hex::encode(sha2::Sha256::digest(b)))
    };
    let mut out = BTreeMap::new();
    for f in BUILD_FILES {
        if let Some(d) = digest(&dir.join(f)) {
            out.insert(f.to_string(), d);
        }
    }
    let root = std::fs::canonicalize(dir).unwrap_or_else(|_| dir.to_path_buf());
    // What the command builds from and makes is the program itself, not how it is built: its
    // sources, its `main` and its component change with every edit.
    let program: Vec<PathBuf> = crate::Project::load(dir)
        .map(|p| {
            p.sources()
                .iter()
                .map(|s| p.dir.join(s))
                .chain(p.program_wasm())
                .chain(p.file.program.main.as_ref().map(|m| p.dir.join(m)))
                .filter_map(|x| std::fs::canonicalize(x).ok())
                .collect()
        })
        .unwrap_or_default();
    for word in command
        .unwrap_or("")
        .split(|c: char| c.is_whitespace() || ";&|()<>'\"`=$".contains(c))
        .filter(|w| !w.is_empty() && !w.starts_with('-'))
    {
        let path = dir.join(word);
        let inside = std::fs::canonicalize(&path)
            .is_ok_and(|p| p.starts_with(&root) && !program.iter().any(|s| p.starts_with(s)));
        if inside
            && path.is_file()
            && let Some(d) = digest(&path)
        {
            out.insert(word.trim_start_matches("./").to_string(), d);
        }
    }
    if let Ok(tools) = std::fs::read_dir(dir.join("node_modules/.bin")) {
        for t in tools.flatten() {
            let name = format!("node_modules/.bin/{}", t.file_name().to_string_lossy());
            out.insert(
                name,
                digest(&t.path()).unwrap_or_else(|| "unreadable".into()),
            );
        }
    }
    let cargo_home = std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cargo")))
        .and_then(|p| std::fs::canonicalize(p).ok());
    for above in root.ancestors().skip(1) {
        let cargo = above.join(".cargo");
        let files = [
            (std::fs::canonicalize(&cargo).ok() != cargo_home).then(|| cargo.join("config.toml")),
            (std::fs::canonicalize(&cargo).ok() != cargo_home).then(|| cargo.join("config")),
            Some(above.join("rust-toolchain.toml")),
            Some(above.join("rust-toolchain")),
        ];
        for p in files.into_iter().flatten() {
            if let Some(d) = digest(&p) {
                out.insert(p.display().to_string(), d);
            }
        }
    }
    out
}

/// Why `file` could have been put where it is (or replaced, or joined by files beside it) by
/// another local user, if it could: it is another user's (not this one's or root's), it or
/// its directory can be written by everyone or by a group other than the user's own, it is a
/// link, or its directory is another user's. The one rule for a file Strata finds outside the
/// directory it was pointed at: a project or workspace file above (`Project::find`,
/// `Workspace::find`), and the toolchain files above a project that decide what its build runs.
pub(crate) fn planted(file: &Path) -> Option<String> {
    use std::os::unix::fs::MetadataExt;
    let me = std::fs::metadata("/proc/self").ok();
    let theirs = |uid: u32| me.as_ref().map(|m| m.uid()) != Some(uid) && uid != 0;
    // Writable by a group other than the user's own: its other members could have written it.
    let group_can = |m: &std::fs::Metadata| {
        m.mode() & 0o020 != 0 && me.as_ref().map(|me| me.gid()) != Some(m.gid())
    };
    match (
        std::fs::symlink_metadata(file),
        file.parent().map(std::fs::metadata),
    ) {
        (Ok(m), _) if theirs(m.uid()) => {
            Some(format!("it belongs to another user (uid {})", m.uid()))
        }
        (Ok(m), _) if m.mode() & 0o002 != 0 => Some("every user can write it".to_string()),
        (Ok(m), _) if group_can(&m) => {
            Some(format!("the members of group {} can write it", m.gid()))
        }
        (Ok(m), _) if m.file_type().is_symlink() => Some("it is a link".to_string()),
        (_, Some(Ok(d))) if theirs(d.uid()) => Some(format!(
            "its directory belongs to another user (uid {})",
            d.uid()
        )),
        (_, Some(Ok(d))) if d.mode() & 0o002 != 0 => Some(
            "every user can put files beside it (its directory is writable by all)".to_string(),
        ),
        (_, Some(Ok(d))) if group_can(&d) => Some(format!(
            "the members of group {} can put files beside it",
            d.gid()
        )),
        _ => None,
    }
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
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(io(dir))?;
        }
        let body = toml::to_string(self).map_err(|e| WorkspaceError::Invalid {
            path: path.into(),
            message: e.to_string(),
        })?;
        crate::write_atomic(
            path,
            format!("# Project directories this user trusts: managed by `strata trust`.\n{body}")
                .as_bytes(),
            0o600,
        )
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
        record.kms_keys.retain(|k| k.stack_file.exists());
        record.backends.retain(|b| b.file.exists());
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

    /// Whether `command` is the build command trusted for `dir`, with the files that decide
    /// what it runs as they were when trusted.
    pub fn trusts_build(&self, dir: &Path, command: &str) -> bool {
        self.build_trust(dir, command).is_ok()
    }

    /// [`TrustRecord::trusts_build`], saying why not: the command, or which files changed.
    pub fn build_trust(&self, dir: &Path, command: &str) -> Result<(), String> {
        let Some(t) = self.find(dir) else {
            return Err(format!("{} is not trusted on this machine", dir.display()));
        };
        if let Some(why) = not_owned(dir) {
            return Err(why);
        }
        if t.build.as_deref() != Some(command) {
            return Err(format!(
                "its build command was `{}` when trusted",
                t.build.as_deref().unwrap_or("(none)")
            ));
        }
        let now = build_files(dir, Some(command));
        if let Some(why) = now
            .keys()
            .filter(|f| Path::new(f).is_absolute())
            .find_map(|f| planted(Path::new(f)).map(|why| format!("{f}: {why}")))
        {
            return Err(format!(
                "a file above it that decides what the build runs is not yours alone: {why}"
            ));
        }
        let changed: Vec<&str> = now
            .iter()
            .filter(|(f, d)| t.files.get(*f) != Some(d))
            .map(|(f, _)| f.as_str())
            .chain(
                t.files
                    .keys()
                    .filter(|f| !now.contains_key(*f))
                    .map(String::as_str),
            )
            .collect();
        match changed.as_slice() {
            [] => Ok(()),
            files => Err(format!(
                "what decides what it runs changed since it was trusted: {}",
                files
                    .iter()
                    .map(|f| format!("`{f}`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            )),
        }
    }

    /// Trust `dir` with its build command `build` (replacing what was trusted there).
    pub fn add(&mut self, dir: &Path, build: Option<&str>) {
        let dir = std::fs::canonicalize(dir).unwrap_or_else(|_| dir.to_path_buf());
        self.projects.retain(|t| t.dir != dir);
        self.projects.push(Trusted {
            files: build_files(&dir, build),
            dir,
            build: build.map(str::to_string),
        });
        self.projects.sort_by(|a, b| a.dir.cmp(&b.dir));
    }

    /// The KMS key approved for `stack_file`, if any.
    pub fn kms_key(&self, stack_file: &Path) -> Option<&ApprovedKms> {
        let file = std::fs::canonicalize(stack_file).unwrap_or_else(|_| stack_file.to_path_buf());
        self.kms_keys.iter().find(|k| k.stack_file == file)
    }

    /// Approve `kms` (unwrapping key `key_id`) for `stack_file`, replacing what was approved.
    pub fn approve_kms(&mut self, stack_file: &Path, kms: &str, key_id: &str) {
        let file = std::fs::canonicalize(stack_file).unwrap_or_else(|_| stack_file.to_path_buf());
        self.kms_keys.retain(|k| k.stack_file != file);
        self.kms_keys.push(ApprovedKms {
            stack_file: file,
            kms: kms.into(),
            key_id: key_id.into(),
        });
        self.kms_keys
            .sort_by(|a, b| a.stack_file.cmp(&b.stack_file));
    }

    /// The backends approved for `file` to name (none: nothing approved for it yet).
    pub fn backends_of(&self, file: &Path) -> Option<&[String]> {
        let file = std::fs::canonicalize(file).unwrap_or_else(|_| file.to_path_buf());
        self.backends
            .iter()
            .find(|b| b.file == file)
            .map(|b| b.urls.as_slice())
    }

    /// Approve `urls` (shown without passwords) for `file`, replacing what was approved.
    pub fn approve_backends(&mut self, file: &Path, urls: Vec<String>) {
        let file = std::fs::canonicalize(file).unwrap_or_else(|_| file.to_path_buf());
        self.backends.retain(|b| b.file != file);
        let mut urls = urls;
        urls.sort();
        urls.dedup();
        self.backends.push(ApprovedBackends { file, urls });
        self.backends.sort_by(|a, b| a.file.cmp(&b.file));
    }

    /// Record the build-deciding files of trusted `dir` as they are now: after its trusted
    /// build ran, what that build wrote of them (a lock file it made or moved) is trusted too.
    pub fn refresh_files(&mut self, dir: &Path) {
        let dir = std::fs::canonicalize(dir).unwrap_or_else(|_| dir.to_path_buf());
        if let Some(t) = self.projects.iter_mut().find(|t| t.dir == dir) {
            t.files = build_files(&dir, t.build.as_deref());
        }
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
