//! `strata plugin install|ls|rm`: the per-user provider cache, keyed by name, version and
//! sha256 (`<cache>/plugins/<name>/<version>/<sha256>.wasm`), and resolving `plugin = "…"`
//! entries of the project file against it.
//!
//! The cache may be shared by processes running at once (parallel `up`s fetching what their
//! projects name, an install beside them): a version's directory, once in position, is never
//! written again. An install writes a whole new one at a private place (`cache::put`) and
//! renames it into position; a copy already there with the same contents is kept, another is
//! swapped out in one step and left aside, never removed where a reader may be reading it.

use anyhow::{Context, Result, anyhow, bail};
use std::path::{Path, PathBuf};
use strata_host::{Manifest, read_manifest};

mod cache;
mod install;
mod lookup;
mod project;
mod publish;
mod record;
mod version;

pub use install::{
    Checked, FetchOptions, InstallOptions, Mismatch, check_component, install, install_artifact,
};
pub use lookup::{Resolved, Want, resolve, resolve_locked, resolve_want};
pub use project::{
    Ask, Updated, ensure, moved, newest_unless, pick, plugin_entries, source, update,
};
pub use publish::publish;
pub use record::{Record, record_of};
pub use version::{Constraint, FORMS as CONSTRAINT_FORMS, Version, order as version_order};

/// Beside an installed component: where it was installed from (a URL's scheme and authority,
/// `oci://REGISTRY/REPOSITORY`, or `a local file`).
const ORIGIN_FILE: &str = "origin";
/// Beside a plugin installed with `--force` over a shipped provider's name.
const FORCED_FILE: &str = "forced";
/// Beside a component installed from a registry: its [`Record`].
const RECORD_FILE: &str = "artifact.json";

pub fn plugins_dir() -> Result<PathBuf> {
    let cache = strata_host::default_cache_dir()
        .ok_or_else(|| anyhow!("no cache directory: set STRATA_CACHE_DIR or HOME"))?;
    Ok(cache.join("plugins"))
}

/// An installed plugin, as the cache's layout names it.
pub struct Entry {
    pub name: String,
    pub version: String,
    pub sha256: String,
    pub path: PathBuf,
    /// Where it was installed from (the `origin` beside it), read when it was listed.
    origin: Option<String>,
    /// Whether it stands in for the shipped provider of its name (the `forced` mark beside it).
    forced: bool,
    /// The version directory it was listed in: a read that finds another one there (replaced
    /// meanwhile) starts again from the listing.
    dir: cache::DirId,
}

fn origin_of(e: &Entry) -> Option<String> {
    e.origin.clone()
}

/// The names in `dir` that are this user's alone ([`strata_host::mine_alone`]): the cache may
/// be shared (`STRATA_CACHE_DIR`), and a component or mark another user planted there would
/// otherwise run as an installed plugin (or stand in for a shipped one) and be locked. A name
/// starting with a dot is no name or version of a plugin (an older strata's temporary).
fn dir_names(dir: &Path) -> Vec<(String, PathBuf)> {
    if !strata_host::mine_alone(dir) {
        return vec![];
    }
    let Ok(entries) = std::fs::read_dir(dir) else {
        return vec![];
    };
    entries
        .flatten()
        .filter(|e| strata_host::mine_alone(&e.path()))
        .filter_map(|e| Some((e.file_name().into_string().ok()?, e.path())))
        .filter(|(n, _)| !n.starts_with('.'))
        .collect()
}

/// A file beside an installed component (its origin, record or `forced` mark), if it is this
/// user's alone.
fn beside(e: &Entry, file: &str) -> Option<PathBuf> {
    let path = e.path.parent()?.join(file);
    strata_host::mine_alone(&path).then_some(path)
}

/// Every installed plugin, sorted by name then version. The layout says everything:
/// `<name>/<version>/<sha256>.wasm`, written only by `install` after checking the manifest;
/// only what this user alone could have written is listed.
pub fn entries() -> Result<Vec<Entry>> {
    let mut out = Vec::new();
    for (name, name_dir) in dir_names(&plugins_dir()?) {
        for (version, version_dir) in dir_names(&name_dir) {
            out.extend(version_entries(&name, &version, &version_dir));
        }
    }
    out.sort_by(|a, b| {
        a.name
            .cmp(&b.name)
            .then_with(|| version_order(&a.version, &b.version))
    });
    Ok(out)
}

/// The component in one version directory, with what is beside it, all read from one and the
/// same directory: one replaced while it was read is read again (the replacement is whole).
fn version_entries(name: &str, version: &str, dir: &Path) -> Vec<Entry> {
    for _ in 0..cache::READ_ATTEMPTS {
        let Some(id) = cache::dir_id(dir) else {
            return vec![];
        };
        let mut found = Vec::new();
        for (file, path) in dir_names(dir) {
            if let Some(sha256) = file.strip_suffix(".wasm") {
                found.push(Entry {
                    name: name.into(),
                    version: version.into(),
                    sha256: sha256.into(),
                    path,
                    origin: None,
                    forced: false,
                    dir: id,
                });
            }
        }
        let origin = strata_host::mine_alone(&dir.join(ORIGIN_FILE))
            .then(|| std::fs::read_to_string(dir.join(ORIGIN_FILE)).ok())
            .flatten()
            .map(|s| s.trim().to_string());
        let forced = strata_host::mine_alone(&dir.join(FORCED_FILE));
        if cache::dir_id(dir) == Some(id) {
            for e in &mut found {
                e.origin = origin.clone();
                e.forced = forced;
            }
            return found;
        }
    }
    vec![]
}

/// What an installed plugin's manifest asks for (read from its bytes, for `plugin ls`).
pub fn manifest(entry: &Entry) -> Result<Manifest> {
    let bytes =
        std::fs::read(&entry.path).with_context(|| format!("reading {}", entry.path.display()))?;
    read_manifest(&bytes)?.ok_or_else(|| anyhow!("{} has no manifest", entry.path.display()))
}

fn matching<'a>(spec: &'a str) -> impl Fn(&Entry) -> bool + 'a {
    let (name, version) = match spec.split_once('@') {
        Some((n, v)) => (n, Some(v)),
        None => (spec, None),
    };
    move |e| e.name == name && version.is_none_or(|v| e.version == v)
}

/// Remove `spec` (`name` for every version, or `name@version`); returns what was removed.
/// Each version's directory is taken out of position in one step, never emptied in place where
/// another process may be reading it.
pub fn remove(spec: &str) -> Result<Vec<String>> {
    let mut removed = Vec::new();
    let root = plugins_dir()?;
    for e in entries()?.into_iter().filter(matching(spec)) {
        let dir = e.path.parent().unwrap_or(Path::new("."));
        inside_cache(&root, dir)?;
        let label = format!("{}@{}", e.name, e.version);
        if cache::take_out(&root, dir, &label)? && !removed.contains(&label) {
            removed.push(label);
        }
    }
    if removed.is_empty() {
        bail!("plugin `{spec}` is not installed");
    }
    Ok(removed)
}

/// Refuse to touch `dir` unless, with every symlink resolved, it lies strictly below the
/// plugin cache `root` (as `<root>/<name>/<version>`).
fn inside_cache(root: &Path, dir: &Path) -> Result<()> {
    let root = root
        .canonicalize()
        .with_context(|| format!("resolving {}", root.display()))?;
    // The parts that exist are resolved; the rest must be plain names.
    let mut existing = dir.to_path_buf();
    let mut rest = Vec::new();
    while !existing.exists() {
        match (existing.file_name(), existing.parent()) {
            (Some(n), Some(p)) => {
                rest.push(n.to_owned());
                existing = p.to_path_buf();
            }
            _ => break,
        }
    }
    let mut real = existing
        .canonicalize()
        .with_context(|| format!("resolving {}", existing.display()))?;
    for part in rest.iter().rev() {
        real.push(part);
    }
    let below = real
        .strip_prefix(&root)
        .map(|r| r.components().count() == 2)
        .unwrap_or(false);
    let plain = real.components().all(|c| {
        matches!(
            c,
            std::path::Component::Normal(_) | std::path::Component::RootDir
        )
    });
    if !below || !plain {
        bail!(
            "refusing to write {}: it is not a plugin directory inside the cache {}",
            dir.display(),
            root.display()
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests;
