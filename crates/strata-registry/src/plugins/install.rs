//! Installing into the plugin cache: a component from a file or a URL (`install`), or from a
//! registry (`install_artifact`), each checked by loading it once before it is stored.

use super::record::{Record, trusted};
use super::{
    Entry, FORCED_FILE, ORIGIN_FILE, RECORD_FILE, cache, entries, inside_cache, origin_of,
    plugins_dir,
};
use crate::registry::{self, ArtifactRef};
use anyhow::{Context, Result, anyhow, bail};
use std::path::Path;
use strata_host::{Manifest, ProviderSetup, Runtime, RuntimeOptions, Wasm, WasmProvider};

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

async fn fetch(source: &str, pinned: bool) -> Result<Wasm> {
    if source.starts_with("https://") || source.starts_with("http://") {
        strata_policy::check_download(source, pinned)?;
        crate::tls_provider();
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

/// Bytes that are not the ones `Strata.lock` records, said as [`strata_workspace::LockMismatch`]
/// says it (a type, so that a caller adds no context the message names already).
#[derive(Debug)]
pub struct Mismatch(pub String);

impl std::fmt::Display for Mismatch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Mismatch {}

/// How a component from a registry is to be checked before it is installed.
#[derive(Default)]
pub struct FetchOptions {
    /// Keys whose signature is trusted (`trust`, `--trust`).
    pub trust: Vec<String>,
    pub allow_unsigned: bool,
    /// The component's sha256 (hex), when known beforehand (the lock's, `--sha256`).
    pub sha256: Option<String>,
    /// The lock entry `sha256` comes from (a policy pack?, its name, what the lock records),
    /// for saying a mismatch as one with the lock.
    pub locked: Option<(bool, String, strata_workspace::LockEntry)>,
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
        if let Some((policy, name, locked)) = &opts.locked {
            let at = match &locked.version {
                Some(v) => r.with_tag(v),
                None => r.clone(),
            };
            return Err(Mismatch(format!(
                "{} (nothing was installed)",
                strata_workspace::LockMismatch {
                    policy: *policy,
                    name,
                    locked,
                    sha256: f.wasm.sha256(),
                    found: super::project::found_at(&at, f.mirror.clone()),
                }
            ))
            .into());
        }
        return Err(refused(anyhow!(
            "its component has sha256 {}, not the {want} pinned{}",
            f.wasm.sha256(),
            match &f.mirror {
                Some(m) => format!(" (read from the mirror {m})"),
                None => String::new(),
            }
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
