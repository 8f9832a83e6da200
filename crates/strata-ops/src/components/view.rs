//! The project directory as a program that reads it at run time (a YAML program, a runtime's
//! `main`) sees it at `/project`: read-only, and without any of Strata's own directories under
//! it, whoever's they are: a file backend's state (this project's `.strata/`, a backend the
//! command or the project file names, another project's state in a subdirectory), and a
//! Strata configuration directory (stack keys, passphrases, the trust record, registry
//! credentials) or cache (compiled components, plugins, runtimes, run records), a backend of the
//! layout before projects (`stacks/<stack>/`), that sits in
//! the project (`XDG_CONFIG_HOME` or `STRATA_CACHE_DIR` pointed inside it, or a copy of one).
//!
//! A directory with none of them below it is preopened whole (a symlink in one cannot lead out
//! of it). One with some is mirrored instead: its files linked (else copied) into a directory
//! of the view, each of its subdirectories handled the same way, the hidden ones left out
//! (symlinks too: they could point at one). The view is made in `.strata/` (the same file
//! system, so linking is free; hidden from the program and from `watch`), else in the system's
//! temporary directory, and lives as long as the returned guard.

use anyhow::{Context as _, Result};
use std::path::{Path, PathBuf};
use strata_host::DirGrant;
use strata_workspace::Project;

/// Where the program sees the project directory.
pub(crate) const PROJECT_DIR: &str = "/project";

/// Whether `dir` (not a symlink) is one of Strata's own: its name, its place, or what it holds.
fn is_strata_dir(dir: &Path, named: &[PathBuf]) -> bool {
    let name = dir.file_name().and_then(|n| n.to_str()).unwrap_or("");
    if name == ".strata" {
        return true;
    }
    // `dir` is canonical already: the walk starts at the canonical project directory and
    // follows no symlink (a realpath per directory cost every run of a runtime program a walk
    // of `node_modules` in system calls).
    if named.iter().any(|n| n == dir) {
        return true;
    }
    // A configuration or cache directory `strata` under `.config` or `.cache` (a home
    // directory's, or one copied into the project).
    if name == "strata"
        && matches!(
            dir.parent()
                .and_then(|p| p.file_name())
                .and_then(|n| n.to_str()),
            Some(".config" | ".cache")
        )
    {
        return true;
    }
    let has = |rel: &str| dir.join(rel).symlink_metadata().is_ok();
    // Strata's configuration: the files only it keeps there.
    if [
        "cache.key",
        "trusted.toml",
        "registries.json",
        "passphrases",
    ]
    .iter()
    .any(|f| has(f))
    {
        return true;
    }
    // Stack keys (`keys/k-….key`) and compiled components (`compiled/….cwasm`).
    let holds = |sub: &str, suffix: &str| {
        std::fs::read_dir(dir.join(sub)).is_ok_and(|mut es| {
            es.any(|e| e.is_ok_and(|e| e.file_name().to_string_lossy().ends_with(suffix)))
        })
    };
    if holds("keys", ".key") || holds("compiled", ".cwasm") {
        return true;
    }
    // Run records: `runs/<hash of a backend URL>/…`.
    let hashed = |e: &std::fs::DirEntry| {
        let n = e.file_name();
        let n = n.to_string_lossy();
        n.len() >= 16 && n.bytes().all(|b| b.is_ascii_hexdigit())
    };
    if std::fs::read_dir(dir.join("runs"))
        .is_ok_and(|mut es| es.any(|e| e.is_ok_and(|e| hashed(&e))))
    {
        return true;
    }
    // A file backend's root: `stacks/<project>/<stack>/` (or, in the layout before projects,
    // `stacks/<stack>/`) holding a checkpoint, a journal, a lock or versions.
    let stack_dir = |s: &Path| {
        ["checkpoint.json", "journal.jsonl", "lock.json", "versions"]
            .iter()
            .any(|f| s.join(f).symlink_metadata().is_ok())
    };
    let Ok(projects) = std::fs::read_dir(dir.join("stacks")) else {
        return false;
    };
    projects.flatten().any(|p| {
        stack_dir(&p.path())
            || std::fs::read_dir(p.path())
                .is_ok_and(|stacks| stacks.flatten().any(|s| stack_dir(&s.path())))
    })
}

/// The directories under `root` (canonical; not through symlinks) that are Strata's own.
fn strata_dirs(root: &Path, named: &[PathBuf]) -> Vec<PathBuf> {
    let mut found = vec![];
    let mut todo = vec![root.to_path_buf()];
    while let Some(dir) = todo.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for e in entries.flatten() {
            if !e.file_type().is_ok_and(|t| t.is_dir()) {
                continue;
            }
            let path = e.path();
            if is_strata_dir(&path, named) {
                found.push(path);
            } else {
                todo.push(path);
            }
        }
    }
    found
}

/// The directories a project view hides besides those it finds by what they hold: the file
/// backends this command uses (`backend`) or the project file names, and the user's own
/// configuration and cache directories.
fn named_dirs(project: &Project, backend: &str) -> Vec<PathBuf> {
    let urls = std::iter::once(backend)
        .chain(project.file.backend.as_deref())
        .chain(project.file.backends.values().map(String::as_str));
    urls.filter_map(|url| url.strip_prefix("file://"))
        .map(|path| project.dir.join(path))
        .chain(strata_policy::user_config_dir())
        .chain(strata_host::default_cache_dir())
        .map(|p| std::fs::canonicalize(&p).unwrap_or(p))
        .collect()
}

/// Make the view of `project` (see the module's doc), adding its preopens to `dirs`.
pub(crate) fn project_view(
    project: &Project,
    backend: &str,
    dirs: &mut Vec<DirGrant>,
) -> Result<tempfile::TempDir> {
    let local = project.dir.join(".strata");
    let view = std::fs::create_dir_all(&local)
        .and_then(|()| {
            tempfile::Builder::new()
                .prefix("yaml-view-")
                .tempdir_in(&local)
        })
        .or_else(|_| tempfile::Builder::new().prefix("strata-yaml-").tempdir())
        .context("making the YAML program's view of the project")?;
    // Found once the view is made: it is in `.strata/`, which may be new.
    // One canonical root for the walk and the mirror, so that their paths compare.
    let root = std::fs::canonicalize(&project.dir).unwrap_or_else(|_| project.dir.clone());
    let hidden = strata_dirs(&root, &named_dirs(project, backend));
    mirror(&root, view.path(), PROJECT_DIR, &hidden, dirs)?;
    Ok(view)
}

/// Mirror `host` into `at` (a directory of the view), seen at `guest`: files linked, each
/// subdirectory preopened whole when nothing hidden is below it, else mirrored in turn.
fn mirror(
    host: &Path,
    at: &Path,
    guest: &str,
    hidden: &[PathBuf],
    dirs: &mut Vec<DirGrant>,
) -> Result<()> {
    let entries = std::fs::read_dir(host).with_context(|| format!("reading {}", host.display()))?;
    for e in entries {
        let e = e.with_context(|| format!("reading {}", host.display()))?;
        let (path, name) = (e.path(), e.file_name());
        let kind = e.file_type()?;
        if kind.is_file() {
            let to = at.join(&name);
            std::fs::hard_link(&path, &to)
                .or_else(|_| std::fs::copy(&path, &to).map(|_| ()))
                .with_context(|| format!("copying {}", path.display()))?;
        } else if kind.is_dir() && !hidden.contains(&path) {
            let guest = format!("{guest}/{}", name.to_string_lossy());
            if hidden.iter().any(|h| h.starts_with(&path)) {
                let sub = at.join(&name);
                std::fs::create_dir(&sub).with_context(|| format!("making {}", sub.display()))?;
                mirror(&path, &sub, &guest, hidden, dirs)?;
            } else {
                dirs.push(DirGrant {
                    host: path,
                    guest,
                    read_only: true,
                });
            }
        }
    }
    if guest == PROJECT_DIR {
        dirs.push(DirGrant {
            host: at.to_path_buf(),
            guest: guest.into(),
            read_only: true,
        });
    }
    Ok(())
}
