//! `strata plugin install|ls|rm`: the per-user provider cache, keyed by name, version and
//! sha256 (`<cache>/plugins/<name>/<version>/<sha256>.wasm`), and resolving `plugin = "…"`
//! entries of the project file against it.

use anyhow::{Context, Result, anyhow, bail};
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};
use strata_host::{Manifest, ProviderSetup, Runtime, RuntimeOptions, WasmProvider, read_manifest};

pub fn plugins_dir() -> Result<PathBuf> {
    let cache = strata_host::default_cache_dir()
        .ok_or_else(|| anyhow!("no cache directory: set STRATA_CACHE_DIR or HOME"))?;
    Ok(cache.join("plugins"))
}

pub fn sha256(bytes: &[u8]) -> String {
    hex::encode(Sha256::digest(bytes))
}

/// An installed plugin.
pub struct Installed {
    pub path: PathBuf,
    pub manifest: Manifest,
    pub sha256: String,
}

fn version_key(v: &str) -> Vec<u64> {
    v.split(|c: char| !c.is_ascii_digit())
        .filter_map(|p| p.parse().ok())
        .collect()
}

/// Every installed plugin, sorted by name then version.
pub fn installed() -> Result<Vec<Installed>> {
    let root = plugins_dir()?;
    let mut out = Vec::new();
    let Ok(names) = std::fs::read_dir(&root) else {
        return Ok(out);
    };
    for name in names.flatten() {
        for version in std::fs::read_dir(name.path())
            .into_iter()
            .flatten()
            .flatten()
        {
            for file in std::fs::read_dir(version.path())
                .into_iter()
                .flatten()
                .flatten()
            {
                let path = file.path();
                if path.extension().is_none_or(|e| e != "wasm") {
                    continue;
                }
                let bytes =
                    std::fs::read(&path).with_context(|| format!("reading {}", path.display()))?;
                if let Ok(Some(manifest)) = read_manifest(&bytes) {
                    out.push(Installed {
                        sha256: sha256(&bytes),
                        path,
                        manifest,
                    });
                }
            }
        }
    }
    out.sort_by(|a, b| {
        (&a.manifest.name, version_key(&a.manifest.version))
            .cmp(&(&b.manifest.name, version_key(&b.manifest.version)))
    });
    Ok(out)
}

/// The installed plugin for `spec` (`name` for the newest, or `name@version`).
pub fn resolve(spec: &str) -> Result<PathBuf> {
    let (name, version) = match spec.split_once('@') {
        Some((n, v)) => (n, Some(v)),
        None => (spec, None),
    };
    installed()?
        .into_iter()
        .rev()
        .find(|p| p.manifest.name == name && version.is_none_or(|v| p.manifest.version == v))
        .map(|p| p.path)
        .ok_or_else(|| anyhow!("plugin `{spec}` is not installed: install it with `strata plugin install PATH-OR-URL`"))
}

async fn fetch(source: &str) -> Result<Vec<u8>> {
    if source.starts_with("https://") || source.starts_with("http://") {
        let resp = reqwest::get(source)
            .await
            .with_context(|| format!("downloading {source}"))?;
        if !resp.status().is_success() {
            bail!(
                "downloading {source}: the server answered {}",
                resp.status()
            );
        }
        Ok(resp
            .bytes()
            .await
            .with_context(|| format!("downloading {source}"))?
            .to_vec())
    } else {
        std::fs::read(source).with_context(|| format!("reading {source}"))
    }
}

/// Check `bytes` are a provider with a well-formed manifest, then store them in the cache.
pub async fn install(source: &str) -> Result<Installed> {
    let bytes = fetch(source).await?;
    // Load it once: refuses what is not a provider component (or has a malformed manifest),
    // and caches the compiled artifact for the first real use.
    let runtime = Runtime::new(RuntimeOptions {
        max_instances: 8,
        ..RuntimeOptions::default()
    })?;
    let stem = source
        .rsplit('/')
        .next()
        .unwrap_or(source)
        .trim_end_matches(".wasm");
    let provider = WasmProvider::from_bytes(&runtime, &bytes, source, ProviderSetup::new(stem))?;
    let manifest = provider.manifest().cloned().ok_or_else(|| {
        anyhow!("{source} has no provider manifest (a `strata-manifest` custom section); a provider declares one with `strata_provider::manifest!`")
    })?;
    let sha = sha256(&bytes);
    let dir = plugins_dir()?.join(&manifest.name).join(&manifest.version);
    // One copy per name and version: a reinstall replaces the old bytes.
    if dir.exists() {
        std::fs::remove_dir_all(&dir).with_context(|| format!("replacing {}", dir.display()))?;
    }
    std::fs::create_dir_all(&dir).with_context(|| format!("creating {}", dir.display()))?;
    let path = dir.join(format!("{sha}.wasm"));
    let tmp = dir.join(format!(".{sha}.tmp"));
    std::fs::write(&tmp, &bytes).with_context(|| format!("writing {}", tmp.display()))?;
    std::fs::rename(&tmp, &path).with_context(|| format!("writing {}", path.display()))?;
    Ok(Installed {
        path,
        manifest,
        sha256: sha,
    })
}

/// Remove `spec` (`name` for every version, or `name@version`); returns what was removed.
pub fn remove(spec: &str) -> Result<Vec<String>> {
    let (name, version) = match spec.split_once('@') {
        Some((n, v)) => (n, Some(v)),
        None => (spec, None),
    };
    let mut removed = Vec::new();
    for p in installed()? {
        if p.manifest.name == name && version.is_none_or(|v| p.manifest.version == v) {
            let dir = p.path.parent().unwrap_or(Path::new("."));
            std::fs::remove_dir_all(dir).with_context(|| format!("removing {}", dir.display()))?;
            removed.push(format!("{}@{}", p.manifest.name, p.manifest.version));
        }
    }
    if removed.is_empty() {
        bail!("plugin `{spec}` is not installed");
    }
    Ok(removed)
}
