//! `strata plugin install|ls|rm`: the per-user provider cache, keyed by name, version and
//! sha256 (`<cache>/plugins/<name>/<version>/<sha256>.wasm`), and resolving `plugin = "…"`
//! entries of the project file against it.

use anyhow::{Context, Result, anyhow};
use std::path::{Path, PathBuf};
use strata_host::{
    Manifest, ProviderSetup, Runtime, RuntimeOptions, Wasm, WasmProvider, read_manifest,
};

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
}

fn version_key(v: &str) -> Vec<u64> {
    v.split(|c: char| !c.is_ascii_digit())
        .filter_map(|p| p.parse().ok())
        .collect()
}

fn dir_names(dir: &Path) -> Vec<(String, PathBuf)> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return vec![];
    };
    entries
        .flatten()
        .filter_map(|e| Some((e.file_name().into_string().ok()?, e.path())))
        .collect()
}

/// Every installed plugin, sorted by name then version. The layout says everything:
/// `<name>/<version>/<sha256>.wasm`, written only by `install` after checking the manifest.
pub fn entries() -> Result<Vec<Entry>> {
    let mut out = Vec::new();
    for (name, name_dir) in dir_names(&plugins_dir()?) {
        for (version, version_dir) in dir_names(&name_dir) {
            for (file, path) in dir_names(&version_dir) {
                if let Some(sha256) = file.strip_suffix(".wasm") {
                    out.push(Entry {
                        name: name.clone(),
                        version: version.clone(),
                        sha256: sha256.into(),
                        path,
                    });
                }
            }
        }
    }
    out.sort_by(|a, b| (&a.name, version_key(&a.version)).cmp(&(&b.name, version_key(&b.version))));
    Ok(out)
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

/// The component for `spec` (`name` for the newest, or `name@version`): an installed plugin,
/// else one that Strata ships (embedded in this binary) when its manifest matches. Returns its
/// bytes and a name for them in messages.
pub fn resolve(spec: &str) -> Result<(Wasm, String)> {
    // An installed plugin stands in for a shipped one of its name only if it was installed
    // so on purpose (`--force`, which leaves a mark beside it). The plugin cache is the user's
    // own: one who can write it can write that mark too; `Strata.lock` is what holds then.
    let shipped_name = strata_shipped::component(spec.split('@').next().unwrap_or(spec)).is_some();
    let forced = |e: &Entry| {
        e.path
            .parent()
            .is_some_and(|d| d.join(FORCED_FILE).exists())
    };
    if let Some(e) = entries()?
        .into_iter()
        .rev()
        .filter(|e| !shipped_name || forced(e))
        .find(matching(spec))
    {
        let what = e.path.display().to_string();
        return Ok((Wasm::read(&e.path)?, what));
    }
    let (name, version) = match spec.split_once('@') {
        Some((n, v)) => (n, Some(v)),
        None => (spec, None),
    };
    if let Some(bytes) = strata_shipped::component(name) {
        let shipped = read_manifest(bytes)?;
        let fits = shipped
            .as_ref()
            .is_some_and(|m| version.is_none_or(|v| m.version == v));
        if fits {
            return Ok((
                Wasm::new(bytes.to_vec()),
                format!("{spec} (shipped with strata)"),
            ));
        }
        if let Some(m) = shipped {
            bail!(
                "plugin `{spec}` is not installed, and the `{name}` shipped with this strata is version {}: use `plugin = \"{name}@{}\"`, or install the one you need with `strata plugin install PATH-OR-URL`",
                m.version,
                m.version
            );
        }
    }
    let known: Vec<String> = strata_shipped::names()
        .map(str::to_string)
        .chain(entries()?.into_iter().map(|e| e.name))
        .collect();
    match strata_model::spelling::closest(known.iter(), name) {
        Some(near) => bail!(
            "plugin `{spec}` is not installed: did you mean `{near}`? (`strata plugin ls` lists what is installed; `random` and `local` ship with strata)"
        ),
        None => bail!(
            "plugin `{spec}` is not installed: install it with `strata plugin install PATH-OR-URL`"
        ),
    }
}

/// How `install` was asked to check what it installs.
#[derive(Default)]
pub struct InstallOptions {
    /// The component's sha256 (hex), given beforehand: the bytes must match it (and plain
    /// http from another machine is then allowed).
    pub sha256: Option<String>,
    /// Install even over a shipped provider of the same name, or one installed from elsewhere.
    pub force: bool,
}

/// Where a source comes from, for telling two installs of one name apart: a URL's scheme,
/// host and port; `file` for a path.
fn origin(source: &str) -> String {
    match source.split_once("://") {
        Some((scheme, rest)) => {
            let authority = rest.split('/').next().unwrap_or(rest);
            format!("{scheme}://{authority}")
        }
        None => "a local file".into(),
    }
}

const ORIGIN_FILE: &str = "origin";
/// Beside a plugin installed with `--force` over a shipped provider's name.
const FORCED_FILE: &str = "forced";

async fn fetch(source: &str, pinned: bool) -> Result<Wasm> {
    if source.starts_with("https://") || source.starts_with("http://") {
        strata_policy::check_download(source, pinned)?;
        // Every redirect is held to the same rule as the first URL.
        let client = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::custom(move |attempt| {
                if attempt.previous().len() >= 5 {
                    return attempt.error("more than 5 redirects");
                }
                match strata_policy::check_download(attempt.url().as_str(), pinned) {
                    Ok(()) => attempt.follow(),
                    Err(e) => attempt.error(e),
                }
            }))
            .build()
            .context("starting the HTTP client")?;
        let mut resp = client.get(source).send().await.map_err(|e| {
            let mut m = e.to_string();
            let mut s = std::error::Error::source(&e);
            while let Some(x) = s {
                m.push_str(&format!(": {x}"));
                s = x.source();
            }
            anyhow!("downloading {source}: {m}")
        })?;
        if !resp.status().is_success() {
            bail!(
                "downloading {source}: the server answered {}",
                resp.status()
            );
        }
        // Read in chunks, so a server that never stops is cut off at the size limit.
        let mut bytes = Vec::new();
        while let Some(chunk) = resp
            .chunk()
            .await
            .with_context(|| format!("downloading {source}"))?
        {
            bytes.extend_from_slice(&chunk);
            strata_host::check_size(bytes.len() as u64, source)?;
        }
        Ok(Wasm::new(bytes))
    } else {
        Wasm::read(Path::new(source))
    }
}

/// Check the bytes at `source` are a provider (or a policy pack) with a well-formed manifest,
/// then store them in the cache; returns the entry and its manifest.
pub async fn install(source: &str, opts: &InstallOptions) -> Result<(Entry, Manifest)> {
    let wanted = opts.sha256.as_deref().map(str::to_ascii_lowercase);
    let wasm = fetch(source, wanted.is_some()).await?;
    if let Some(want) = &wanted
        && want != wasm.sha256()
    {
        bail!(
            "{source}: its sha256 is {}, not the {want} given: nothing was installed",
            wasm.sha256()
        );
    }
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
    let manifest = if strata_host::is_policy_pack(wasm.bytes()) {
        // A policy pack: loaded as one (its policies listed, its configuration refused or not).
        strata_host::WasmPolicyPack::load(
            &runtime,
            &wasm,
            source,
            strata_host::PackSetup::new(stem),
        )
        .await?;
        strata_host::read_manifest(wasm.bytes())?.ok_or_else(|| {
            anyhow!("{source} is a policy pack with no manifest (a `strata-manifest` custom section), so it has no name and version to be installed under; a Rust pack declares one with `strata_pack::manifest!`, and any pack can be named by its file instead: `wasm = \"PATH\"` under [policy.NAME]")
        })?
    } else {
        let provider = WasmProvider::from_wasm(&runtime, &wasm, source, ProviderSetup::new(stem))?;
        provider.manifest().cloned().ok_or_else(|| {
            anyhow!("{source} has no provider manifest (a `strata-manifest` custom section); a provider declares one with `strata_provider::manifest!`")
        })?
    };
    let sha = wasm.sha256();
    // A name Strata ships, or one installed from elsewhere, is not taken over silently: every
    // project naming it would run this instead.
    if !opts.force {
        if strata_shipped::component(&manifest.name).is_some() {
            bail!(
                "{source} calls itself `{}`, the name of a provider shipped with strata: installed, it would replace that one for every project that names it. Pass --force if that is what you want",
                manifest.name
            );
        }
        let here = origin(source);
        for e in entries()?.into_iter().filter(|e| e.name == manifest.name) {
            let there = e
                .path
                .parent()
                .and_then(|d| std::fs::read_to_string(d.join(ORIGIN_FILE)).ok())
                .unwrap_or_else(|| "an unknown place".into());
            if there.trim() != here {
                bail!(
                    "`{}` is installed already ({}@{}, from {}), and {source} is from {here}: pass --force to install it anyway, or `strata plugin rm {}` first",
                    manifest.name,
                    e.name,
                    e.version,
                    there.trim(),
                    manifest.name
                );
            }
        }
    }
    // The manifest's name and version were checked as a plain name and a semver; the directory
    // is still checked to lie inside the cache once resolved, before anything is removed.
    let root = plugins_dir()?;
    std::fs::create_dir_all(&root).with_context(|| format!("creating {}", root.display()))?;
    let dir = root.join(&manifest.name).join(&manifest.version);
    inside_cache(&root, &dir)?;
    // One copy per name and version: a reinstall replaces the old bytes.
    if dir.exists() {
        std::fs::remove_dir_all(&dir).with_context(|| format!("replacing {}", dir.display()))?;
    }
    std::fs::create_dir_all(&dir).with_context(|| format!("creating {}", dir.display()))?;
    let path = dir.join(format!("{sha}.wasm"));
    let tmp = dir.join(format!(".{sha}.tmp"));
    std::fs::write(&tmp, wasm.bytes()).with_context(|| format!("writing {}", tmp.display()))?;
    std::fs::rename(&tmp, &path).with_context(|| format!("writing {}", path.display()))?;
    let _ = std::fs::write(dir.join(ORIGIN_FILE), origin(source));
    if opts.force && strata_shipped::component(&manifest.name).is_some() {
        std::fs::write(
            dir.join(FORCED_FILE),
            "installed with --force over the shipped one\n",
        )
        .with_context(|| format!("writing {}", dir.display()))?;
    }
    let entry = Entry {
        name: manifest.name.clone(),
        version: manifest.version.clone(),
        sha256: sha.into(),
        path,
    };
    Ok((entry, manifest))
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

/// Remove `spec` (`name` for every version, or `name@version`); returns what was removed.
pub fn remove(spec: &str) -> Result<Vec<String>> {
    let mut removed = Vec::new();
    let root = plugins_dir()?;
    for e in entries()?.into_iter().filter(matching(spec)) {
        let dir = e.path.parent().unwrap_or(Path::new("."));
        inside_cache(&root, dir)?;
        std::fs::remove_dir_all(dir).with_context(|| format!("removing {}", dir.display()))?;
        removed.push(format!("{}@{}", e.name, e.version));
    }
    if removed.is_empty() {
        bail!("plugin `{spec}` is not installed");
    }
    Ok(removed)
}
