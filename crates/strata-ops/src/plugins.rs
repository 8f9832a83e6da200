//! `strata plugin install|ls|rm`: the per-user provider cache, keyed by name, version and
//! sha256 (`<cache>/plugins/<name>/<version>/<sha256>.wasm`), and resolving `plugin = "…"`
//! entries of the project file against it.

use crate::registry::{self, ArtifactRef};
use anyhow::{Context, Result, anyhow};
use std::os::unix::fs::{DirBuilderExt, OpenOptionsExt};
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

/// A version as numbers, for ordering (`0.10.0` after `0.9.1`).
pub fn version_key(v: &str) -> Vec<u64> {
    v.split(|c: char| !c.is_ascii_digit())
        .filter_map(|p| p.parse().ok())
        .collect()
}

/// The names in `dir` that are this user's alone ([`strata_host::mine_alone`]): the cache may
/// be shared (`STRATA_CACHE_DIR`), and a component or mark another user planted there would
/// otherwise run as an installed plugin (or stand in for a shipped one) and be locked.
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

/// What one `plugin = "…"` entry of a project asks for.
#[derive(Clone, Copy, Default)]
pub struct Want<'a> {
    /// The `plugin` value: `name`, `name@version`, or a registry reference.
    pub spec: &'a str,
    /// The keys whose signature it must carry (`trust`), when it came from a registry.
    pub trust: &'a [String],
    pub allow_unsigned: bool,
    /// The version `Strata.lock` pins, for a `name` with none.
    pub locked_version: Option<&'a str>,
}

/// A component found for a [`Want`]: its bytes, a name for them in messages, and what the
/// lock records of it.
pub struct Resolved {
    pub wasm: Wasm,
    pub what: String,
    pub lock: strata_workspace::LockEntry,
}

/// The component for `spec` (`name` for the newest, or `name@version`): an installed plugin,
/// else one that Strata ships (embedded in this binary) when its manifest matches. Returns its
/// bytes and a name for them in messages.
pub fn resolve(spec: &str) -> Result<(Wasm, String)> {
    let r = resolve_want(&Want {
        spec,
        ..Want::default()
    })?;
    Ok((r.wasm, r.what))
}

/// `name` and `version` of a short spec, the lock's version standing in for a missing one.
fn short_spec<'a>(want: &Want<'a>) -> (&'a str, Option<&'a str>) {
    match want.spec.split_once('@') {
        Some((n, v)) => (n, Some(v)),
        None => (want.spec, want.locked_version),
    }
}

/// Where the component a [`Want`] names is, before any byte of it is read.
enum Found {
    Installed(Entry),
    Shipped {
        bytes: &'static [u8],
        version: String,
        spec: String,
    },
}

impl Found {
    /// Whether the project may use it as found: an installed one's record checked against the
    /// project's `trust`, by the sha256 its file is named by (a shipped one is the binary's).
    fn trusted(&self, want: &Want) -> Result<()> {
        match self {
            Found::Installed(e) => check_trust(e, &record_of(e)?, &e.sha256, want).map(|_| ()),
            Found::Shipped { .. } => Ok(()),
        }
    }
}

/// The installed (or shipped) component `want` names, its signature checked against the
/// project's `trust` when it came from a registry. Nothing is fetched here: see [`ensure`].
pub fn resolve_want(want: &Want) -> Result<Resolved> {
    match locate(want)? {
        Found::Installed(e) => resolved(&e, want),
        Found::Shipped {
            bytes,
            version,
            spec,
        } => {
            let wasm = Wasm::new(bytes.to_vec());
            Ok(Resolved {
                lock: strata_workspace::LockEntry {
                    version: Some(version),
                    ..strata_workspace::LockEntry::of(wasm.sha256())
                },
                wasm,
                what: format!("{spec} (shipped with strata)"),
            })
        }
    }
}

/// The component a project's `plugin = "…"` entry names, for provider or policy pack (`pack`)
/// `name`: resolved with the lock's version standing in for a missing one and the entry's
/// `trust`, and checked against `Strata.lock`. Providers, packs and `strata policy test` all
/// go through here.
pub fn resolve_locked(
    lock: &mut strata_workspace::LockFile,
    pack: bool,
    name: &str,
    plugin: &str,
    trust: &[String],
    allow_unsigned: bool,
) -> Result<(Wasm, String)> {
    let r = resolve_want(&Want {
        spec: plugin,
        trust,
        allow_unsigned,
        locked_version: lock.entry(pack, name).and_then(|e| e.version.as_deref()),
    })
    .with_context(|| match pack {
        true => format!("policy pack {name}"),
        false => format!("provider {name}"),
    })?;
    lock.check_entry(pack, name, r.lock)?;
    Ok((r.wasm, r.what))
}

/// Find what `want` names in the plugin cache, else among the shipped providers.
fn locate(want: &Want) -> Result<Found> {
    if registry::is_reference(want.spec) {
        let r = ArtifactRef::parse(want.spec)?;
        let version = r
            .tag
            .clone()
            .or(want.locked_version.map(str::to_string))
            .ok_or_else(|| {
                anyhow!(
                    "plugin `{}` is not fetched yet, and gives no version: `strata up` fetches the newest, or write `{}:VERSION`",
                    want.spec,
                    r.repo()
                )
            })?;
        let origin = format!("oci://{}", r.repo());
        let found = entries()?.into_iter().find(|e| {
            e.name == r.name() && e.version == version && origin_of(e).as_deref() == Some(&origin)
        });
        return found.map(Found::Installed).ok_or_else(|| {
            anyhow!(
                "plugin `{}` is not fetched yet: `strata up`, or `strata plugin install {}`, fetches it",
                want.spec,
                want.spec
            )
        });
    }
    let (name, version) = short_spec(want);
    let shipped = strata_shipped::component(name);
    let shipped_manifest = shipped.map(read_manifest).transpose()?.flatten();
    // An installed plugin stands in for a shipped one of its name only if it was installed
    // so on purpose (`--force`, which leaves a mark beside it). The plugin cache is the user's
    // own: one who can write it can write that mark too; `Strata.lock` is what holds then.
    let forced = |e: &Entry| beside(e, FORCED_FILE).is_some();
    // A version asked for by name that is not the shipped one takes nothing over.
    let other_version =
        version.is_some_and(|v| shipped_manifest.as_ref().map(|m| m.version.as_str()) != Some(v));
    if let Some(e) = entries()?
        .into_iter()
        .rev()
        .filter(|e| shipped.is_none() || other_version || forced(e))
        .find(|e| e.name == name && version.is_none_or(|v| e.version == v))
    {
        return Ok(Found::Installed(e));
    }
    let spec = match version {
        Some(v) => format!("{name}@{v}"),
        None => name.to_string(),
    };
    if let (Some(bytes), Some(m)) = (shipped, shipped_manifest) {
        if version.is_none_or(|v| m.version == v) {
            return Ok(Found::Shipped {
                bytes,
                version: m.version,
                spec,
            });
        }
        bail!(
            "plugin `{spec}` is not installed, and the `{name}` shipped with this strata is version {}: use `plugin = \"{name}@{}\"`, or install the one you need with `strata plugin install`",
            m.version,
            m.version
        );
    }
    let known: Vec<String> = strata_shipped::names()
        .map(str::to_string)
        .chain(entries()?.into_iter().map(|e| e.name))
        .collect();
    match strata_model::spelling::closest(known.iter(), name) {
        Some(near) if near != name => bail!(
            "plugin `{spec}` is not installed: did you mean `{near}`? (`strata plugin ls` lists what is installed; `random` and `local` ship with strata)"
        ),
        _ => bail!(
            "plugin `{spec}` is not installed: install it with `strata plugin install {spec}` (from the registry the project file's `registry` or `strata plugin registry` names) or `strata plugin install PATH-OR-URL`"
        ),
    }
}

/// An installed entry as resolved for `want`: read, and its artifact record checked against
/// the project's trust by the sha256 of the bytes read.
fn resolved(e: &Entry, want: &Want) -> Result<Resolved> {
    let wasm = Wasm::read(&e.path)?;
    let record = record_of(e)?;
    let what = check_trust(e, &record, wasm.sha256(), want)?;
    Ok(Resolved {
        lock: strata_workspace::LockEntry {
            sha256: wasm.sha256().into(),
            version: Some(e.version.clone()),
            source: record.as_ref().map(|r| r.repo.clone()),
            manifest: record.map(|r| r.digest),
        },
        wasm,
        what,
    })
}

/// Check an installed component whose bytes have `sha256` against the project's `trust` when
/// it names keys; returns a name for it in messages.
fn check_trust(e: &Entry, record: &Option<Record>, sha256: &str, want: &Want) -> Result<String> {
    let what = match record {
        Some(r) => format!("{} ({})", r.reference, e.path.display()),
        None => e.path.display().to_string(),
    };
    if !want.trust.is_empty() {
        match record {
            Some(r) => r
                .check(sha256, want.trust, want.allow_unsigned)
                .with_context(|| format!("plugin `{}` ({what})", want.spec))?,
            None if want.allow_unsigned => {}
            None => bail!(
                "plugin `{}` ({what}) was installed from a file or a URL, not from a registry with a signature, and the project trusts only components signed by {}: install it from a registry, or set `allow-unsigned = true` beside `trust`",
                want.spec,
                want.trust.join(", ")
            ),
        }
    }
    Ok(what)
}

/// Beside a component installed from a registry: where it came from, its OCI manifest (whose
/// digest a signature signs) and its signature, so that a project's `trust` is checked again
/// whenever it is used, not only when it was fetched.
#[derive(Clone, Debug, serde::Deserialize, serde::Serialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    pub reference: String,
    pub repo: String,
    pub digest: String,
    pub manifest: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub signature: Option<registry::Signature>,
}

const RECORD_FILE: &str = "artifact.json";

impl Record {
    /// The manifest is the one its digest names, its one layer is the component `sha256`,
    /// and it is signed by one of `trust` (or has no signature, and `allow_unsigned`).
    pub fn check(&self, sha256: &str, trust: &[String], allow_unsigned: bool) -> Result<()> {
        let digest = format!(
            "sha256:{}",
            hex::encode(<sha2::Sha256 as sha2::Digest>::digest(
                self.manifest.as_bytes()
            ))
        );
        if digest != self.digest {
            bail!(
                "its recorded manifest is not the one its digest names: the plugin cache was altered; reinstall it"
            );
        }
        let m: registry::ImageManifest = serde_json::from_str(&self.manifest)?;
        if m.wasm_layer()?.digest != format!("sha256:{sha256}") {
            bail!(
                "its recorded manifest names another component than the one installed: the plugin cache was altered; reinstall it"
            );
        }
        trusted(self.signature.as_ref(), &self.digest, trust, allow_unsigned)
    }
}

/// Whether a component whose manifest digest is `digest` may be used: signed by one of
/// `trust`, or (`allow_unsigned`) not signed at all; a wrong signature is refused always.
fn trusted(
    sig: Option<&registry::Signature>,
    digest: &str,
    trust: &[String],
    allow_unsigned: bool,
) -> Result<()> {
    match sig {
        Some(sig) if !trust.is_empty() => registry::verify(sig, digest, trust).map(|_| ()),
        Some(_) if allow_unsigned => Ok(()),
        Some(sig) => bail!(
            "it is signed by {}, and no key is trusted for it: add `trust = [\"{}\"]` under its entry in Strata.toml (or pass --trust), once you know that key is its publisher's",
            sig.key,
            sig.key
        ),
        None if allow_unsigned => Ok(()),
        None if trust.is_empty() => bail!(
            "it is not signed, and no key is trusted for it: ask its publisher to sign it (`strata plugin publish --key`), or allow it with `allow-unsigned = true` under its entry in Strata.toml (or --allow-unsigned)"
        ),
        None => bail!(
            "it is not signed, and the project trusts only components signed by {}: it was not published by that key's holder (or its signature was removed)",
            trust.join(", ")
        ),
    }
}

fn origin_of(e: &Entry) -> Option<String> {
    std::fs::read_to_string(beside(e, ORIGIN_FILE)?)
        .ok()
        .map(|s| s.trim().to_string())
}

/// The artifact record of an installed entry, if it came from a registry.
pub fn record_of(e: &Entry) -> Result<Option<Record>> {
    let Some(path) = beside(e, RECORD_FILE) else {
        return Ok(None);
    };
    match std::fs::read_to_string(&path) {
        Ok(t) => Ok(Some(
            serde_json::from_str(&t).with_context(|| format!("reading {}", path.display()))?,
        )),
        Err(_) => Ok(None),
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

/// Check the bytes at `source` (a path or a URL) are a provider (or a policy pack) with a
/// well-formed manifest, then store them in the cache; returns the entry and its manifest.
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
    let checked = check_component(&wasm, source).await?;
    let entry = store(
        &wasm,
        &checked.manifest,
        &origin(source),
        !opts.force,
        opts.force,
        None,
    )?;
    Ok((entry, checked.manifest))
}

/// What loading a component once told of it.
pub struct Checked {
    pub manifest: Manifest,
    /// `provider` or `policy-pack`.
    pub kind: &'static str,
    /// A provider's schema, as it returns it.
    pub schema: Option<serde_json::Value>,
}

/// Load `wasm` once: refuses what is not a provider or policy pack component (or has a
/// malformed manifest, or none), and caches the compiled artifact for the first real use.
pub async fn check_component(wasm: &Wasm, source: &str) -> Result<Checked> {
    let runtime = Runtime::new(RuntimeOptions {
        max_instances: 8,
        ..RuntimeOptions::default()
    })?;
    let stem = source
        .rsplit('/')
        .next()
        .unwrap_or(source)
        .trim_end_matches(".wasm");
    let stem: String = stem
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '-'
            }
        })
        .collect();
    if strata_host::is_policy_pack(wasm.bytes()) {
        // A policy pack: loaded as one (its policies listed, its configuration refused or not).
        strata_host::WasmPolicyPack::load(
            &runtime,
            wasm,
            source,
            strata_host::PackSetup::new(&stem),
        )
        .await?;
        let manifest = strata_host::read_manifest(wasm.bytes())?.ok_or_else(|| {
            anyhow!("{source} is a policy pack with no manifest (a `strata-manifest` custom section), so it has no name and version to be installed under; a Rust pack declares one with `strata_pack::manifest!`, a JavaScript or Python one with `manifest` in its build, and any pack can be named by its file instead: `wasm = \"PATH\"` under [policy.NAME]")
        })?;
        Ok(Checked {
            manifest,
            kind: "policy-pack",
            schema: None,
        })
    } else {
        let provider = WasmProvider::from_wasm(&runtime, wasm, source, ProviderSetup::new(&stem))?;
        let manifest = provider.manifest().cloned().ok_or_else(|| {
            anyhow!("{source} has no provider manifest (a `strata-manifest` custom section); a provider declares one with `strata_provider::manifest!` in Rust, or `manifest` in the JavaScript and Python SDKs' builds")
        })?;
        let schema = strata_engine::Provider::schema(&provider)
            .await
            .with_context(|| format!("{source}: its schema"))?;
        strata_model::schema::Schema::parse(&schema)
            .map_err(|e| anyhow!("{source}: its schema is malformed: {e}"))?;
        Ok(Checked {
            manifest,
            kind: "provider",
            schema: Some(schema),
        })
    }
}

/// Store `wasm` in the cache as `manifest` names it. `guard`: refuse to take over a shipped
/// provider's name, or one installed from elsewhere (not for `--force`, nor for a registry
/// reference a project file names: that names its origin itself, and resolves only to a copy
/// from there). `forced`: mark it as standing in for the shipped provider of its name.
fn store(
    wasm: &Wasm,
    manifest: &Manifest,
    here: &str,
    guard: bool,
    forced: bool,
    record: Option<&Record>,
) -> Result<Entry> {
    let sha = wasm.sha256();
    // A name Strata ships, or one installed from elsewhere, is not taken over silently: every
    // project naming it would run this instead.
    if guard {
        if strata_shipped::component(&manifest.name).is_some() && record.is_none() {
            bail!(
                "{here}: it calls itself `{}`, the name of a provider shipped with strata: installed, it would replace that one for every project that names it. Pass --force if that is what you want",
                manifest.name
            );
        }
        for e in entries()?.into_iter().filter(|e| e.name == manifest.name) {
            let there = origin_of(&e).unwrap_or_else(|| "an unknown place".into());
            if there != here {
                bail!(
                    "`{}` is installed already ({}@{}, from {}), and this one is from {here}: pass --force to install it anyway, or `strata plugin rm {}` first",
                    manifest.name,
                    e.name,
                    e.version,
                    there,
                    manifest.name
                );
            }
        }
    }
    // The manifest's name and version were checked as a plain name and a semver; the directory
    // is still checked to lie inside the cache once resolved, before anything is removed.
    let root = plugins_dir()?;
    if !strata_host::private_dir(&root) {
        bail!(
            "the plugin cache {} is not yours alone (another user owns it, or it is a link): set STRATA_CACHE_DIR to a directory of your own",
            root.display()
        );
    }
    let dir = root.join(&manifest.name).join(&manifest.version);
    inside_cache(&root, &dir)?;
    // One copy per name and version: a reinstall replaces the old bytes.
    if dir.exists() {
        std::fs::remove_dir_all(&dir).with_context(|| format!("replacing {}", dir.display()))?;
    }
    std::fs::DirBuilder::new()
        .recursive(true)
        .mode(0o700)
        .create(&dir)
        .with_context(|| format!("creating {}", dir.display()))?;
    let path = dir.join(format!("{sha}.wasm"));
    let tmp = dir.join(format!(".{sha}.tmp"));
    write_mine(&tmp, wasm.bytes())?;
    let _ = write_mine(&dir.join(ORIGIN_FILE), here.as_bytes());
    if let Some(r) = record {
        write_mine(&dir.join(RECORD_FILE), &serde_json::to_vec_pretty(r)?)?;
    }
    if forced && strata_shipped::component(&manifest.name).is_some() {
        write_mine(
            &dir.join(FORCED_FILE),
            b"installed with --force over the shipped one\n",
        )?;
    }
    // The component last: an entry is listed (and used) only once all beside it is written.
    std::fs::rename(&tmp, &path).with_context(|| format!("writing {}", path.display()))?;
    Ok(Entry {
        name: manifest.name.clone(),
        version: manifest.version.clone(),
        sha256: sha.into(),
        path,
    })
}

/// Write a file of the cache writable by this user alone, whatever the umask lets others do:
/// [`entries`] lists nothing else.
fn write_mine(path: &Path, bytes: &[u8]) -> Result<()> {
    use std::io::Write;
    let _ = std::fs::remove_file(path);
    std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o644)
        .open(path)
        .and_then(|mut f| f.write_all(bytes))
        .with_context(|| format!("writing {}", path.display()))
}

/// How a component from a registry is to be checked before it is installed.
#[derive(Default)]
pub struct FetchOptions {
    /// Keys whose signature is trusted (`trust`, `--trust`).
    pub trust: Vec<String>,
    pub allow_unsigned: bool,
    /// The component's sha256 (hex), when known beforehand (the lock's, `--sha256`).
    pub sha256: Option<String>,
    /// Install a short name over a shipped provider or one from elsewhere.
    pub force: bool,
    /// Installed for a registry reference a project file names (its copy is found by its
    /// origin, so it takes no name over).
    pub for_reference: bool,
}

/// Fetch `r` from its registry, check it (its bytes against the layer digest and any pinned
/// sha256, its signature against the trusted keys, its manifest against its reference and
/// annotations, the component by loading it), then store it in the cache.
pub async fn install_artifact(
    r: &ArtifactRef,
    opts: &FetchOptions,
) -> Result<(Entry, Manifest, Record)> {
    let pinned = opts.sha256.as_deref().map(str::to_ascii_lowercase);
    let refused = |why: anyhow::Error| anyhow!("{r}: {why:#}: nothing was installed");
    let f = registry::fetch(r, pinned.is_some())
        .await
        .map_err(|e| anyhow!("{e:#}: nothing was installed"))?;
    if let Some(want) = &pinned
        && want != f.wasm.sha256()
    {
        return Err(refused(anyhow!(
            "its component has sha256 {}, not the {want} pinned",
            f.wasm.sha256()
        )));
    }
    trusted(
        f.signature.as_ref(),
        &f.digest,
        &opts.trust,
        opts.allow_unsigned,
    )
    .map_err(refused)?;
    let checked = check_component(&f.wasm, &r.to_string())
        .await
        .map_err(refused)?;
    let m = &checked.manifest;
    if m.name != r.name() {
        return Err(refused(anyhow!(
            "the component in it calls itself `{}`, not `{}`",
            m.name,
            r.name()
        )));
    }
    if let Some(tag) = r
        .tag
        .as_deref()
        .filter(|t| strata_policy::check_version(t).is_ok())
        && tag != m.version
    {
        return Err(refused(anyhow!(
            "the component under tag {tag} is version {}",
            m.version
        )));
    }
    if let Some(said) = f.manifest.annotations.get(registry::ANNOTATION_MANIFEST) {
        let said = Manifest::parse(said.as_bytes()).map_err(|e| refused(anyhow!("{e}")))?;
        if said != *m {
            return Err(refused(anyhow!(
                "its annotations describe another component ({} {}, asking for {}) than the one it holds ({} {}, asking for {})",
                said.name,
                said.version,
                said.describe(),
                m.name,
                m.version,
                m.describe()
            )));
        }
    }
    let record = Record {
        reference: r.with_tag(&m.version).with_digest(&f.digest).to_string(),
        repo: r.repo(),
        digest: f.digest.clone(),
        manifest: String::from_utf8(f.manifest_bytes.clone())
            .map_err(|_| refused(anyhow!("its manifest is not UTF-8")))?,
        signature: f.signature.clone(),
    };
    let here = format!("oci://{}", r.repo());
    let entry = store(
        &f.wasm,
        m,
        &here,
        !opts.force && !opts.for_reference,
        opts.force,
        Some(&record),
    )?;
    Ok((entry, checked.manifest, record))
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

/// Fetch what the project's `plugin = …` entries name and the plugin cache lacks: from the
/// registry a reference names, else the project file's `registry`, else (`user_default`, not
/// in a preview) the user's default registry. A version the lock pins is fetched by the
/// manifest digest the lock records, and must have the sha256 it records.
pub async fn ensure(
    project: &strata_workspace::Project,
    say: &crate::Say,
    user_default: bool,
) -> Result<()> {
    if plugin_entries(project).next().is_none() {
        return Ok(());
    }
    let lock = project.lock_file()?;
    for (policy, name, spec, trust, allow_unsigned) in plugin_entries(project) {
        let what = if policy { "policy pack" } else { "provider" };
        let pin = lock.entry(policy, name);
        let want = Want {
            spec,
            trust,
            allow_unsigned,
            locked_version: pin.and_then(|p| p.version.as_deref()),
        };
        // Present and trusted: nothing to fetch (its bytes are read once, when it is loaded).
        if locate(&want).and_then(|f| f.trusted(&want)).is_ok() {
            continue;
        }
        let Some((base, version)) = source(project, &want, user_default)? else {
            if !user_default && registry::user_default().is_some() {
                say.note(format!(
                    "{what} {name}: a preview fetches only from a registry {} names (`registry = \"…\"`); `strata up`, or `strata plugin install {spec}`, fetches it from your default registry",
                    strata_workspace::PROJECT_FILE
                ));
            }
            continue;
        };
        let r = newest_unless(base, version.as_deref()).await?;
        let pinned = pin.filter(|p| p.version.as_deref() == r.tag.as_deref());
        let r = match pinned.and_then(|p| {
            p.manifest
                .as_deref()
                .filter(|_| p.source.as_deref() == Some(&r.repo()))
        }) {
            Some(digest) => r.with_digest(digest),
            None => r,
        };
        say.info(format!("Fetching {what} {name} from {r}"));
        install_artifact(
            &r,
            &FetchOptions {
                trust: trust.clone(),
                allow_unsigned,
                sha256: pinned.map(|p| p.sha256.clone()),
                force: false,
                for_reference: registry::is_reference(spec),
            },
        )
        .await
        .with_context(|| format!("{what} {name}"))?;
    }
    Ok(())
}

/// The project's entries that name a plugin: (a policy pack?, its name, its `plugin`, its
/// `trust`, its `allow-unsigned`).
pub fn plugin_entries(
    project: &strata_workspace::Project,
) -> impl Iterator<Item = (bool, &String, &str, &Vec<String>, bool)> {
    let providers = project
        .file
        .providers
        .iter()
        .filter(|(_, s)| s.wasm.is_none())
        .filter_map(|(n, s)| Some((false, n, s.plugin.as_deref()?, &s.trust, s.allow_unsigned)));
    let packs = project
        .file
        .policy
        .iter()
        .filter(|(_, s)| s.wasm.is_none())
        .filter_map(|(n, s)| Some((true, n, s.plugin.as_deref()?, &s.trust, s.allow_unsigned)));
    providers.chain(packs)
}

/// Where `want` comes from in a registry (its repository, no tag) and the version asked for
/// (the spec's, else the lock's): a reference names it; a name is looked up in the project
/// file's `registry`, else, with `user_default`, the user's default. None when no registry
/// is named.
pub fn source(
    project: &strata_workspace::Project,
    want: &Want,
    user_default: bool,
) -> Result<Option<(ArtifactRef, Option<String>)>> {
    if registry::is_reference(want.spec) {
        let r = ArtifactRef::parse(want.spec)?;
        let version = r.tag.clone().or(want.locked_version.map(str::to_string));
        let base = ArtifactRef {
            tag: None,
            digest: None,
            ..r
        };
        return Ok(Some((base, version)));
    }
    let base = match (&project.file.registry, user_default) {
        (Some(r), _) => r.clone(),
        (None, true) => match registry::user_default() {
            Some(r) => r,
            None => return Ok(None),
        },
        (None, false) => return Ok(None),
    };
    let (name, version) = short_spec(want);
    Ok(Some((
        ArtifactRef::short(&base, name, None)?,
        version.map(str::to_string),
    )))
}

/// What `update` did for one entry.
pub struct Updated {
    pub policy: bool,
    pub name: String,
    pub from: Option<String>,
    pub to: String,
    /// The newest version, when `Strata.toml` pins another and so nothing was changed.
    pub held: bool,
}

/// `strata plugin update [NAME…]`: move each named entry (every one from a registry when none
/// is named) whose `plugin` gives no version to the newest version its registry has: fetched,
/// checked as any install is, and pinned in `Strata.lock`. One whose `plugin` gives a version
/// is not moved (the project file says which it wants): it is reported.
pub async fn update(
    project: &strata_workspace::Project,
    names: &[String],
    say: &crate::Say,
) -> Result<Vec<Updated>> {
    let mut lock = project.lock_file()?;
    let mut out = Vec::new();
    for name in names {
        if !plugin_entries(project).any(|(_, n, ..)| n == name) {
            bail!(
                "`{name}` is not a provider or policy pack of {} that names a `plugin`",
                project.dir.join(strata_workspace::PROJECT_FILE).display()
            );
        }
    }
    for (policy, name, spec, trust, allow_unsigned) in plugin_entries(project) {
        if !names.is_empty() && !names.contains(name) {
            continue;
        }
        let pin = lock.entry(policy, name).cloned();
        let loose = Want {
            spec,
            trust,
            allow_unsigned,
            locked_version: None,
        };
        let Some((base, asked)) = source(project, &loose, true)? else {
            if names.contains(name) {
                bail!(
                    "`{name}`: `{spec}` names no registry, and neither the project file's `registry` nor `strata plugin registry` names one"
                );
            }
            continue;
        };
        let newest = newest_unless(base.clone(), None).await?;
        let newest_version = newest.tag.clone().unwrap_or_default();
        let from = pin.as_ref().and_then(|p| p.version.clone());
        if let Some(v) = asked {
            out.push(Updated {
                policy,
                name: name.clone(),
                from: from.clone(),
                to: newest_version.clone(),
                held: v != newest_version,
            });
            continue;
        }
        if from.as_deref() == Some(newest_version.as_str())
            && pin.as_ref().and_then(|p| p.source.as_deref()) == Some(base.repo().as_str())
        {
            out.push(Updated {
                policy,
                name: name.clone(),
                from: from.clone(),
                to: newest_version,
                held: false,
            });
            continue;
        }
        say.info(format!("Fetching {name} from {newest}"));
        let (entry, _, record) = install_artifact(
            &newest,
            &FetchOptions {
                trust: trust.clone(),
                allow_unsigned,
                sha256: None,
                force: false,
                for_reference: registry::is_reference(spec),
            },
        )
        .await
        .with_context(|| format!("{} {name}", if policy { "policy pack" } else { "provider" }))?;
        lock.set(
            policy,
            name,
            strata_workspace::LockEntry {
                sha256: entry.sha256.clone(),
                version: Some(entry.version.clone()),
                source: Some(record.repo),
                manifest: Some(record.digest),
            },
        );
        out.push(Updated {
            policy,
            name: name.clone(),
            from,
            to: entry.version,
            held: false,
        });
    }
    lock.save()?;
    Ok(out)
}

/// `r` at `version`, or at the newest version its registry has when none is given.
pub async fn newest_unless(r: ArtifactRef, version: Option<&str>) -> Result<ArtifactRef> {
    if let Some(v) = version {
        return Ok(r.with_tag(v));
    }
    let tags = registry::tags(&r).await?;
    match registry::versions(&tags).first() {
        Some(v) => Ok(r.with_tag(v)),
        None => bail!("{r} has no published version"),
    }
}

/// Publish the component `file` at `target` (a reference; its tag defaults to the component's
/// version), signed with `key` when given.
pub async fn publish(
    file: &Path,
    target: &ArtifactRef,
    key: Option<&registry::SigningKey>,
) -> Result<(registry::Published, Manifest)> {
    let wasm = Wasm::read(file)?;
    let checked = check_component(&wasm, &file.display().to_string()).await?;
    let (imports, exports) = strata_host::component_interfaces(wasm.bytes());
    let schema = match &checked.schema {
        Some(s) => Some(format!(
            "sha256:{}",
            hex::encode(<sha2::Sha256 as sha2::Digest>::digest(serde_json::to_vec(
                s
            )?))
        )),
        None => None,
    };
    let published = registry::publish(
        target,
        &registry::Publication {
            wasm: &wasm,
            manifest: &checked.manifest,
            kind: checked.kind,
            imports,
            exports,
            schema,
        },
        key,
    )
    .await?;
    Ok((published, checked.manifest))
}
