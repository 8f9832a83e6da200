//! A user's mirrors: `<config>/strata/mirrors.toml` (beside `strata plugin login`'s and
//! `strata plugin registry`'s files) maps a registry to another that holds copies of its
//! artifacts, as Terraform's CLI configuration names a `network_mirror`:
//!
//! ```toml
//! [mirrors]
//! "registry.example:5000" = "mirror.local:5001"
//! ```
//!
//! Reads (a component, its tags) go to the mirror, at the same repository (under the mirror's
//! namespace when it gives one: `mirror.local:5001/cache`); what they bring is checked exactly as
//! if it came from the registry itself (the lock's digests, the signature), and recorded under
//! the registry's name: `Strata.lock`'s `source` never names a mirror. Publishing and signing in
//! go to the registry named.

use super::ArtifactRef;
use anyhow::{Context, Result, anyhow, bail};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::PathBuf;

#[derive(Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
struct MirrorFile {
    #[serde(default)]
    mirrors: BTreeMap<String, String>,
}

/// The file that names the user's mirrors.
pub fn mirrors_file() -> Option<PathBuf> {
    strata_policy::user_config_dir().map(|d| d.join("mirrors.toml"))
}

/// The user's mirrors: registry (`host[:port]`) to mirror (`host[:port][/namespace]`).
pub fn mirrors() -> Result<BTreeMap<String, String>> {
    let Some(path) = mirrors_file() else {
        return Ok(BTreeMap::new());
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(BTreeMap::new()),
        Err(e) => return Err(e).with_context(|| format!("reading {}", path.display())),
    };
    let file: MirrorFile = toml::from_str(&text)
        .map_err(|e| anyhow!("{}: {}", path.display(), e.to_string().trim_end()))?;
    for (from, to) in &file.mirrors {
        check(from, to).with_context(|| format!("{}: [mirrors]", path.display()))?;
    }
    Ok(file.mirrors)
}

/// A registry is `host[:port]`; a mirror is that, and optionally a namespace.
fn check(from: &str, to: &str) -> Result<()> {
    if from.contains('/') {
        bail!(
            "`{from}` is not a registry: a mirror stands in for a whole registry, named `host[:port]`"
        );
    }
    ArtifactRef::short(from, "probe", None)
        .and_then(|_| ArtifactRef::short(to, "probe", None))
        .map(|_| ())
        .map_err(|e| anyhow!("`\"{from}\" = \"{to}\"`: {e:#}"))
}

fn save(mirrors: &BTreeMap<String, String>) -> Result<PathBuf> {
    let dir = strata_policy::user_config_dir()
        .ok_or_else(|| anyhow!("no configuration directory: set XDG_CONFIG_HOME or HOME"))?;
    std::fs::create_dir_all(&dir).with_context(|| format!("creating {}", dir.display()))?;
    let path = dir.join("mirrors.toml");
    let body = toml::to_string(&MirrorFile {
        mirrors: mirrors.clone(),
    })?;
    let text = format!(
        "# Written by `strata plugin mirror`: reads from each registry go to its mirror instead.\n{body}"
    );
    strata_workspace::write_atomic(&path, text.as_bytes(), 0o644)?;
    Ok(path)
}

/// Fetch what `from` (`host[:port]`) holds from `to` instead; returns the file written.
pub fn add_mirror(from: &str, to: &str) -> Result<PathBuf> {
    check(from, to)?;
    let mut all = mirrors()?;
    all.insert(from.into(), to.trim_end_matches('/').into());
    save(&all)
}

/// Fetch from `from` itself again; false when it had no mirror.
pub fn remove_mirror(from: &str) -> Result<bool> {
    let mut all = mirrors()?;
    if all.remove(from).is_none() {
        return Ok(false);
    }
    save(&all)?;
    Ok(true)
}

/// Where reads of `r` go: its registry's mirror, at the same repository (and tag and
/// digest), when the user names one.
pub(super) fn mirrored(r: &ArtifactRef) -> Result<Option<ArtifactRef>> {
    let all = mirrors()?;
    all.get(&r.registry).map(|to| at_mirror(r, to)).transpose()
}

/// `r` at the mirror `to` (`host[:port][/namespace]`).
fn at_mirror(r: &ArtifactRef, to: &str) -> Result<ArtifactRef> {
    let base = ArtifactRef::short(to.trim_end_matches('/'), "probe", None)?;
    let prefix = base
        .repository
        .rsplit_once('/')
        .map(|(ns, _)| format!("{ns}/"))
        .unwrap_or_default();
    Ok(ArtifactRef {
        registry: base.registry,
        repository: format!("{prefix}{}", r.repository),
        tag: r.tag.clone(),
        digest: r.digest.clone(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mirror_keeps_the_repository_tag_and_digest_under_its_own_host_and_namespace() {
        let r = ArtifactRef::parse("registry.example:5000/strata/aws:1.2.0").unwrap();
        for (to, want) in [
            ("mirror.local:5001", "mirror.local:5001/strata/aws:1.2.0"),
            ("mirror.local:5001/", "mirror.local:5001/strata/aws:1.2.0"),
            (
                "mirror.local:5001/cache",
                "mirror.local:5001/cache/strata/aws:1.2.0",
            ),
        ] {
            let m = at_mirror(&r, to).unwrap();
            assert_eq!(m.to_string(), want, "{to}");
            assert_eq!(m.name(), "aws");
        }
        for (from, to) in [
            ("registry.example:5000/strata", "mirror.local:5001"),
            ("registry.example:5000", "not a host"),
            ("nohost", "mirror.local:5001"),
        ] {
            assert!(check(from, to).is_err(), "{from} = {to}");
        }
        check("registry.example:5000", "mirror.local:5001/cache").unwrap();
    }
}
