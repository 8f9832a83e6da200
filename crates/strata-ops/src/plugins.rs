//! `strata plugin install|ls|rm`: the per-user provider cache, keyed by name, version and
//! sha256 (`<cache>/plugins/<name>/<version>/<sha256>.wasm`), and resolving `plugin = "…"`
//! entries of the project file against it.
//!
//! The cache may be shared by processes running at once (parallel `up`s fetching what their
//! projects name, an install beside them): a version's directory, once in position, is never
//! written again. An install writes a whole new one at a private place (`cache::put`) and
//! renames it into position; a copy already there with the same contents is kept, another is
//! swapped out in one step and left aside, never removed where a reader may be reading it.

use crate::registry::{self, ArtifactRef};
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
    /// Where it was installed from (the `origin` beside it), read when it was listed.
    origin: Option<String>,
    /// Whether it stands in for the shipped provider of its name (the `forced` mark beside it).
    forced: bool,
    /// The version directory it was listed in: a read that finds another one there (replaced
    /// meanwhile) starts again from the listing.
    dir: cache::DirId,
}

/// A version as numbers, for ordering (`0.10.0` after `0.9.1`).
pub fn version_key(v: &str) -> Vec<u64> {
    v.split(|c: char| !c.is_ascii_digit())
        .filter_map(|p| p.parse().ok())
        .collect()
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
    out.sort_by(|a, b| (&a.name, version_key(&a.version)).cmp(&(&b.name, version_key(&b.version))));
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
/// A copy replaced by another process while it was read is looked up again.
pub fn resolve_want(want: &Want) -> Result<Resolved> {
    for _ in 0..cache::READ_ATTEMPTS {
        match locate(want)? {
            Found::Installed(e) => match resolved(&e, want)? {
                Some(r) => return Ok(r),
                None => continue,
            },
            Found::Shipped {
                bytes,
                version,
                spec,
            } => {
                let wasm = Wasm::new(bytes.to_vec());
                return Ok(Resolved {
                    lock: strata_workspace::LockEntry {
                        version: Some(version),
                        ..strata_workspace::LockEntry::of(wasm.sha256())
                    },
                    wasm,
                    what: format!("{spec} (shipped with strata)"),
                });
            }
        }
    }
    bail!(
        "plugin `{}`: its copy in the plugin cache was replaced each time it was read (installs of it are running): run this again once they are done",
        want.spec
    )
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
    let forced = |e: &Entry| e.forced;
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
/// the project's trust by the sha256 of the bytes read. `None` when its directory was replaced
/// (or removed) since it was listed: the caller lists again.
fn resolved(e: &Entry, want: &Want) -> Result<Option<Resolved>> {
    let Some((wasm, record)) = read_entry(e)? else {
        return Ok(None);
    };
    let what = check_trust(e, &record, wasm.sha256(), want)?;
    Ok(Some(Resolved {
        lock: strata_workspace::LockEntry {
            sha256: wasm.sha256().into(),
            version: Some(e.version.clone()),
            source: record.as_ref().map(|r| r.repo.clone()),
            manifest: record.map(|r| r.digest),
        },
        wasm,
        what,
    }))
}

/// Whether `e`'s version directory is still the one it was listed in.
fn unchanged(e: &Entry) -> bool {
    e.path
        .parent()
        .is_some_and(|dir| cache::dir_id(dir) == Some(e.dir))
}

/// An installed entry's bytes and artifact record, both read from the directory it was listed
/// in (a version directory is never written once in position, so what is read from one
/// directory is one install's): `None` when another has taken its place since.
fn read_entry(e: &Entry) -> Result<Option<(Wasm, Option<Record>)>> {
    if !unchanged(e) {
        return Ok(None);
    }
    let read = Wasm::read(&e.path).and_then(|wasm| Ok((wasm, read_record(e)?)));
    match (read, unchanged(e)) {
        (_, false) => Ok(None),
        (read, true) => read.map(Some),
    }
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
                "plugin `{}` ({what}) was installed from a file or a URL, so it carries no signature, and the project trusts only components signed by {}: install a copy signed by one of those keys from a registry instead (`strata plugin rm {}@{}`, then `strata plugin install REGISTRY/REPOSITORY:{}`), or ask its publisher for one",
                want.spec,
                want.trust.join(", "),
                e.name,
                e.version,
                e.version
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
            "it is not signed, so nothing shows who published it: ask its publisher to publish it signed (`strata plugin publish --key`), then trust their public key with `trust = [\"ed25519:…\"]` under its entry in Strata.toml (or --trust), once you know that key is theirs"
        ),
        None => bail!(
            "it is not signed, and the project trusts only components signed by {}: it was not published by that key's holder (or its signature was removed)",
            trust.join(", ")
        ),
    }
}

fn origin_of(e: &Entry) -> Option<String> {
    e.origin.clone()
}

/// The artifact record of an installed entry, if it came from a registry: read from the
/// directory the entry was listed in, else an error (it was replaced since).
pub fn record_of(e: &Entry) -> Result<Option<Record>> {
    let record = read_record(e);
    if !unchanged(e) {
        bail!(
            "{}@{}: its copy in the plugin cache was replaced while it was read",
            e.name,
            e.version
        );
    }
    record
}

fn read_record(e: &Entry) -> Result<Option<Record>> {
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
                "{here}: it calls itself `{}`, the name of a provider shipped with strata: installed, it would replace that one for every project that names it, so nothing was installed. A project that wants this one can name its file (`wasm = \"PATH\"` under [providers.{}]), or its registry reference once it is published (`plugin = \"REGISTRY/REPOSITORY:VERSION\"`)",
                manifest.name,
                manifest.name
            );
        }
        for e in entries()?.into_iter().filter(|e| e.name == manifest.name) {
            let there = origin_of(&e).unwrap_or_else(|| "an unknown place".into());
            if there != here {
                bail!(
                    "`{}` is installed already ({}@{}, from {}), and this one is from {here}: nothing was installed, since every project naming `{}` would get this one instead. If this one is to replace it, `strata plugin rm {}` first, then install it",
                    manifest.name,
                    e.name,
                    e.version,
                    there,
                    manifest.name,
                    manifest.name
                );
            }
        }
    }
    // The manifest's name and version were checked as a plain name and a semver; the directory
    // is still checked to lie inside the cache once resolved, before anything is put there.
    let root = plugins_dir()?;
    if !strata_host::private_dir(&root) {
        bail!(
            "the plugin cache {} is not yours alone (another user owns it, or it is a link): set STRATA_CACHE_DIR to a directory of your own",
            root.display()
        );
    }
    let dir = root.join(&manifest.name).join(&manifest.version);
    inside_cache(&root, &dir)?;
    // One copy per name and version, put in position whole: a reinstall of the same files keeps
    // the copy there, one of other files takes its place in one step.
    let wasm_file = format!("{sha}.wasm");
    let record = record.map(serde_json::to_vec_pretty).transpose()?;
    let forced = forced && strata_shipped::component(&manifest.name).is_some();
    let mut files: Vec<(&str, &[u8])> = vec![
        (wasm_file.as_str(), wasm.bytes()),
        (ORIGIN_FILE, here.as_bytes()),
    ];
    if let Some(r) = &record {
        files.push((RECORD_FILE, r));
    }
    if forced {
        files.push((
            FORCED_FILE,
            b"installed with --force over the shipped one\n",
        ));
    }
    let label = format!("{}@{}", manifest.name, manifest.version);
    let id = cache::put(&root, &dir, &label, &files)?;
    Ok(Entry {
        name: manifest.name.clone(),
        version: manifest.version.clone(),
        sha256: sha.into(),
        path: dir.join(wasm_file),
        origin: Some(here.into()),
        forced,
        dir: id,
    })
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

/// The plugin cache's directories on disk, for processes that share them: a version directory
/// is put in position whole and taken out in one step, so a reader never finds one half written,
/// emptied, or missing while it is replaced. Nothing here removes a directory at a path a reader
/// uses: what is taken out is left in the staging directory, and removed from there only when
/// stale.
mod cache {
    use anyhow::{Context, Result};
    use std::io::{ErrorKind, Write};
    use std::os::unix::fs::{DirBuilderExt, MetadataExt, OpenOptionsExt};
    use std::path::{Path, PathBuf};
    use std::sync::atomic::{AtomicU64, Ordering};
    use std::time::{Duration, SystemTime, UNIX_EPOCH};

    /// A directory's identity (device, inode): another directory renamed into its place has
    /// another, and one taken out keeps its own (it is not removed while a reader may use it).
    pub(super) type DirId = (u64, u64);

    pub(super) fn dir_id(dir: &Path) -> Option<DirId> {
        std::fs::symlink_metadata(dir)
            .ok()
            .filter(|m| m.is_dir())
            .map(|m| (m.dev(), m.ino()))
    }

    /// How many times a read that found its directory replaced under it starts again.
    pub(super) const READ_ATTEMPTS: usize = 8;
    /// How many times an install whose place another install took meanwhile tries again.
    const PUT_ATTEMPTS: usize = 16;
    /// How long what a process left in the staging directory is kept: one that died while
    /// writing left its copy, and one taken out may still be read.
    const STALE: Duration = Duration::from_secs(60 * 60);

    /// Where copies are written before they are put in position, and where those taken out are
    /// left: `<cache>/plugins-staging`, beside the plugin cache (on its file system, so a
    /// rename moves a directory between the two) and outside it (nothing there is ever
    /// listed). Made 0700; one that is not this user's alone is not used.
    pub(super) fn staging_dir(root: &Path) -> Result<PathBuf> {
        let dir = root.with_file_name("plugins-staging");
        if !strata_host::private_dir(&dir) || !strata_host::mine_alone(&dir) {
            bail!(
                "the plugin cache's staging directory {} is not yours alone (another user owns it, or it is a link): set STRATA_CACHE_DIR to a directory of your own",
                dir.display()
            );
        }
        Ok(dir)
    }

    /// A name in the staging directory that no other process or call uses: `new` (being
    /// written) or `old` (taken out), the time in seconds (for [`clean`]), the process and a
    /// counter.
    fn unique(staging: &Path, kind: &str) -> PathBuf {
        static N: AtomicU64 = AtomicU64::new(0);
        let secs = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        staging.join(format!(
            "{kind}-{secs}-{}-{}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ))
    }

    /// Remove what [`unique`] named more than [`STALE`] ago. Errors are ignored: another strata
    /// may be at the same work.
    fn clean(staging: &Path) {
        let now = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        for e in std::fs::read_dir(staging).into_iter().flatten().flatten() {
            let name = e.file_name();
            let mut parts = name.to_str().unwrap_or_default().splitn(3, '-');
            let (kind, secs) = (parts.next(), parts.next().and_then(|t| t.parse().ok()));
            if let (Some("new" | "old"), Some(secs)) = (kind, secs)
                && now.saturating_sub(secs) > STALE.as_secs()
            {
                let _ = std::fs::remove_dir_all(e.path());
            }
        }
    }

    /// A kill point (`strata_failpoint`): each write, sync and rename of the cache has one.
    fn point(what: &str, label: &str) -> Result<()> {
        strata_failpoint::hit(&format!("plugin cache {what} {label}")).map_err(Into::into)
    }

    fn sync_dir(dir: &Path, label: &str) -> Result<()> {
        point("sync", label)?;
        std::fs::File::open(dir)
            .and_then(|d| d.sync_all())
            .with_context(|| format!("syncing {}", dir.display()))
    }

    /// Put a version directory holding `files` (name, bytes) at `dir`
    /// (`<root>/<name>/<version>`): written whole at a name of its own in the staging directory
    /// and synced, then renamed into position. One already there holding the very same files is
    /// kept; one holding others is swapped with the new one in one step, and left in the
    /// staging directory. Returns the identity of the directory in position.
    pub(super) fn put(
        root: &Path,
        dir: &Path,
        label: &str,
        files: &[(&str, &[u8])],
    ) -> Result<DirId> {
        let staging = staging_dir(root)?;
        clean(&staging);
        let staged = unique(&staging, "new");
        let put = put_staged(&staging, &staged, dir, label, files);
        // What was not put in position (a copy the one there made needless, or one half written
        // when a write failed) is this call's alone: no other process knows its name.
        if std::fs::symlink_metadata(&staged).is_ok() {
            let _ = std::fs::remove_dir_all(&staged);
        }
        put.with_context(|| format!("installing {label} in {}", root.display()))
    }

    fn put_staged(
        staging: &Path,
        staged: &Path,
        dir: &Path,
        label: &str,
        files: &[(&str, &[u8])],
    ) -> Result<DirId> {
        write_dir(staged, label, files)?;
        let parent = dir
            .parent()
            .with_context(|| format!("{} has no parent", dir.display()))?;
        for _ in 0..PUT_ATTEMPTS {
            std::fs::DirBuilder::new()
                .recursive(true)
                .mode(0o700)
                .create(parent)
                .with_context(|| format!("creating {}", parent.display()))?;
            point("rename", label)?;
            match std::fs::rename(staged, dir) {
                Ok(()) => {
                    sync_dir(parent, label)?;
                    match dir_id(dir) {
                        Some(id) => return Ok(id),
                        None => continue,
                    }
                }
                Err(e)
                    if matches!(
                        e.kind(),
                        ErrorKind::DirectoryNotEmpty | ErrorKind::AlreadyExists
                    ) => {}
                // Its parent was taken away meanwhile: made again above.
                Err(e) if e.kind() == ErrorKind::NotFound => continue,
                Err(e) => {
                    return Err(e).with_context(|| format!("renaming into {}", dir.display()));
                }
            }
            // Another copy is in position: kept if it holds these very files (and was not
            // replaced while they were compared).
            if let Some(id) = dir_id(dir)
                && holds(dir, files)
                && dir_id(dir) == Some(id)
            {
                return Ok(id);
            }
            point("exchange", label)?;
            match exchange(staged, dir) {
                Ok(()) => {
                    sync_dir(parent, label)?;
                    // `staged` now names the copy taken out: moved to an `old-` name, left for
                    // whoever still reads it.
                    let id = dir_id(dir);
                    point("set aside", label)?;
                    let _ = std::fs::rename(staged, unique(staging, "old"));
                    match id {
                        Some(id) => return Ok(id),
                        None => continue,
                    }
                }
                // Taken out meanwhile: renamed into the free place next time round.
                Err(e) if e.kind() == ErrorKind::NotFound => {}
                // A file system that cannot swap two directories: the copy there is moved
                // aside first, and for a moment none is in position.
                Err(e) if cannot_exchange(&e) => {
                    point("set aside", label)?;
                    match std::fs::rename(dir, unique(staging, "old")) {
                        Err(e) if e.kind() != ErrorKind::NotFound => {
                            return Err(e)
                                .with_context(|| format!("moving {} aside", dir.display()));
                        }
                        _ => {}
                    }
                }
                Err(e) => {
                    return Err(e).with_context(|| format!("swapping in {}", dir.display()));
                }
            }
        }
        bail!(
            "other installs of it kept taking its place while this one was put there: run it again"
        )
    }

    /// Write `files` into the new directory `staged`, each file synced, then the directory.
    fn write_dir(staged: &Path, label: &str, files: &[(&str, &[u8])]) -> Result<()> {
        point("write", label)?;
        std::fs::DirBuilder::new()
            .mode(0o700)
            .create(staged)
            .with_context(|| format!("creating {}", staged.display()))?;
        for (name, bytes) in files {
            let path = staged.join(name);
            let what = format!("{label} {name}");
            point("write", &what)?;
            // Writable by this user alone, whatever the umask lets others do: `entries` lists
            // nothing else.
            let mut f = std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .mode(0o644)
                .open(&path)
                .with_context(|| format!("writing {}", path.display()))?;
            f.write_all(bytes)
                .with_context(|| format!("writing {}", path.display()))?;
            point("sync", &what)?;
            f.sync_all()
                .with_context(|| format!("syncing {}", path.display()))?;
        }
        sync_dir(staged, label)
    }

    /// Whether the directory `dir` is this user's alone and holds exactly `files`, byte for byte.
    fn holds(dir: &Path, files: &[(&str, &[u8])]) -> bool {
        let Ok(listed) = std::fs::read_dir(dir) else {
            return false;
        };
        let count = listed.count();
        strata_host::mine_alone(dir)
            && count == files.len()
            && files.iter().all(|(name, bytes)| {
                let path = dir.join(name);
                strata_host::mine_alone(&path)
                    && std::fs::read(&path).is_ok_and(|there| there == *bytes)
            })
    }

    /// Take the version directory `dir` out of position in one step: renamed into the staging
    /// directory, where it is left for whoever still reads it (and removed when stale). False
    /// when it was gone already.
    pub(super) fn take_out(root: &Path, dir: &Path, label: &str) -> Result<bool> {
        let staging = staging_dir(root)?;
        clean(&staging);
        point("take out", label)?;
        match std::fs::rename(dir, unique(&staging, "old")) {
            Ok(()) => {
                if let Some(parent) = dir.parent() {
                    sync_dir(parent, label)?;
                }
                Ok(true)
            }
            Err(e) if e.kind() == ErrorKind::NotFound => Ok(false),
            Err(e) => Err(e).with_context(|| format!("removing {}", dir.display())),
        }
    }

    /// Whether `exchange` failed because the file system (or the system) cannot swap.
    fn cannot_exchange(e: &std::io::Error) -> bool {
        const EINVAL: i32 = 22;
        const ENOSYS: i32 = 38;
        const EOPNOTSUPP: i32 = 95;
        e.kind() == ErrorKind::Unsupported
            || matches!(e.raw_os_error(), Some(EINVAL | ENOSYS | EOPNOTSUPP))
    }

    /// Swap the directories `a` and `b` in one step: `renameat2(2)` with `RENAME_EXCHANGE`
    /// (Linux 3.15), which std does not wrap (rustix does, safely).
    #[cfg(target_os = "linux")]
    fn exchange(a: &Path, b: &Path) -> std::io::Result<()> {
        use rustix::fs::{CWD, RenameFlags, renameat_with};
        renameat_with(CWD, a, CWD, b, RenameFlags::EXCHANGE).map_err(std::io::Error::from)
    }

    #[cfg(not(target_os = "linux"))]
    fn exchange(_: &Path, _: &Path) -> std::io::Result<()> {
        Err(ErrorKind::Unsupported.into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    /// A plugin cache root in a temporary directory of this user's (`<tmp>/plugins`).
    fn root() -> (tempfile::TempDir, PathBuf) {
        let tmp = tempfile::tempdir().unwrap();
        let root = tmp.path().join("plugins");
        assert!(strata_host::private_dir(&root));
        (tmp, root)
    }

    fn files_of(wasm: &[u8], origin: &str) -> (String, Vec<u8>, Vec<u8>) {
        let sha = hex::encode(<sha2::Sha256 as sha2::Digest>::digest(wasm));
        (
            format!("{sha}.wasm"),
            wasm.to_vec(),
            origin.as_bytes().to_vec(),
        )
    }

    fn put(root: &Path, wasm: &[u8], origin: &str) -> cache::DirId {
        let (name, wasm, origin) = files_of(wasm, origin);
        let dir = root.join("p/1.0.0");
        cache::put(
            root,
            &dir,
            "p@1.0.0",
            &[(name.as_str(), &wasm), (ORIGIN_FILE, &origin)],
        )
        .unwrap()
    }

    /// The names in a directory, sorted.
    fn names(dir: &Path) -> Vec<String> {
        let mut n: Vec<String> = std::fs::read_dir(dir)
            .into_iter()
            .flatten()
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        n.sort();
        n
    }

    #[test]
    fn the_same_files_keep_the_copy_in_position_and_others_swap_it_out_whole() {
        let (_tmp, root) = root();
        let dir = root.join("p/1.0.0");
        let first = put(&root, b"one", "a local file");
        let (one, ..) = files_of(b"one", "");
        assert_eq!(names(&dir), [one.clone(), ORIGIN_FILE.into()]);
        // The same files: the very directory there is kept.
        assert_eq!(put(&root, b"one", "a local file"), first);
        // Other files: another directory in position, the old one whole in the staging
        // directory (a reader that had it keeps reading it), nothing half written anywhere.
        let second = put(&root, b"two", "a local file");
        assert_ne!(second, first);
        let (two, ..) = files_of(b"two", "");
        assert_eq!(names(&dir), [two, ORIGIN_FILE.into()]);
        let staging = cache::staging_dir(&root).unwrap();
        let left = names(&staging);
        assert_eq!(left.len(), 1, "{left:?}");
        assert!(left[0].starts_with("old-"), "{left:?}");
        assert_eq!(
            names(&staging.join(&left[0])),
            [one, ORIGIN_FILE.to_string()]
        );
        // Another origin is other contents too.
        assert_ne!(put(&root, b"two", "https://example.com"), second);
    }

    #[test]
    fn an_entry_read_after_its_directory_was_replaced_is_read_again() {
        let (_tmp, root) = root();
        let dir = root.join("p/1.0.0");
        put(&root, b"one", "a local file");
        let listed = version_entries("p", "1.0.0", &dir);
        assert_eq!(listed.len(), 1);
        assert_eq!(listed[0].origin.as_deref(), Some("a local file"));
        put(&root, b"two", "a local file");
        // The listing is of the directory taken out: no read mixes the two.
        assert!(read_entry(&listed[0]).unwrap().is_none());
        assert!(record_of(&listed[0]).is_err());
        let again = version_entries("p", "1.0.0", &dir);
        let (wasm, record) = read_entry(&again[0]).unwrap().unwrap();
        assert_eq!(wasm.bytes(), b"two");
        assert!(record.is_none());
    }

    /// Threads of one process (names unique per process and call, not only per process), half
    /// putting one set of files and half another: every put succeeds, and what is in position
    /// is one of the two, whole.
    #[test]
    fn puts_at_once_all_succeed_and_leave_one_whole_copy() {
        let (_tmp, root) = root();
        let root = Arc::new(root);
        let racers: Vec<_> = (0..16)
            .map(|i| {
                let root = Arc::clone(&root);
                std::thread::spawn(move || {
                    let wasm: &[u8] = if i % 2 == 0 { b"even" } else { b"odd" };
                    put(&root, wasm, "a local file")
                })
            })
            .collect();
        for r in racers {
            r.join().unwrap();
        }
        let dir = root.join("p/1.0.0");
        let there = names(&dir);
        let (even, ..) = files_of(b"even", "");
        let (odd, ..) = files_of(b"odd", "");
        assert!(
            there == [even.clone(), ORIGIN_FILE.into()] || there == [odd, ORIGIN_FILE.into()],
            "{there:?}"
        );
        let wasm = std::fs::read(dir.join(&there[0])).unwrap();
        assert_eq!(files_of(&wasm, "").0, there[0], "a torn component");
        // Nothing being written is left behind.
        let staging = cache::staging_dir(&root).unwrap();
        assert!(
            names(&staging).iter().all(|n| n.starts_with("old-")),
            "{:?}",
            names(&staging)
        );
    }

    #[test]
    fn what_a_dead_process_left_is_removed_only_when_stale() {
        let (_tmp, root) = root();
        let staging = cache::staging_dir(&root).unwrap();
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_secs();
        // Killed two hours ago while writing, or taken out then; killed a minute ago; and a
        // name of no one's making.
        for name in [
            format!("new-{}-7-0", now - 7200),
            format!("old-{}-7-1", now - 7200),
            format!("new-{}-8-0", now - 60),
            "mine".to_string(),
        ] {
            std::fs::create_dir(staging.join(&name)).unwrap();
            std::fs::write(staging.join(&name).join("x.wasm"), b"half").unwrap();
        }
        put(&root, b"one", "a local file");
        assert_eq!(
            names(&staging),
            ["mine".to_string(), format!("new-{}-8-0", now - 60)]
        );
        // A name's directory holding a leftover of an older strata (`.<sha>.tmp`) lists nothing
        // of it.
        std::fs::write(root.join("p/1.0.0/.abc.tmp"), b"half").unwrap();
        assert_eq!(
            version_entries("p", "1.0.0", &root.join("p/1.0.0")).len(),
            1
        );
    }

    #[test]
    fn a_version_taken_out_is_left_whole_in_the_staging_directory() {
        let (_tmp, root) = root();
        let dir = root.join("p/1.0.0");
        put(&root, b"one", "a local file");
        assert!(cache::take_out(&root, &dir, "p@1.0.0").unwrap());
        assert!(!dir.exists());
        assert!(!cache::take_out(&root, &dir, "p@1.0.0").unwrap());
        let staging = cache::staging_dir(&root).unwrap();
        let left = names(&staging);
        assert_eq!(left.len(), 1);
        assert_eq!(names(&staging.join(&left[0])).len(), 2);
        // The place is free for the next install.
        put(&root, b"one", "a local file");
        assert!(dir.exists());
    }

    /// No message of the plugin cache or of the registry client advises switching a check off:
    /// each says what is wrong and the safe way (sign it, trust the publisher's key, install a
    /// signed copy, `strata plugin rm` first, name the file in the project).
    #[test]
    fn no_message_advises_switching_a_check_off() {
        let advice = [
            concat!("--", "force"),
            concat!("--allow", "-unsigned"),
            concat!("allow-unsigned", " = true"),
        ];
        let sources = [
            ("plugins.rs", include_str!("plugins.rs")),
            ("registry.rs", include_str!("registry.rs")),
        ];
        let mut messages = 0;
        for (file, source) in sources {
            let code = source.split("#[cfg(test)]").next().unwrap_or(source);
            for (n, line) in code.lines().enumerate() {
                // Messages are string literals on lines of their own (rustfmt's layout of
                // `bail!`, `anyhow!` and `with_context` arguments).
                let line = line.trim_start();
                if !line.starts_with('"') {
                    continue;
                }
                messages += 1;
                for a in advice {
                    assert!(!line.contains(a), "{file}:{}: {line}", n + 1);
                }
            }
        }
        assert!(messages > 40, "{messages} messages read");
    }
}
