//! `strata plugin …`: the plugin cache, and providers and policy packs from registries.

use anyhow::{Context as _, Result, anyhow, bail};
use clap::Subcommand;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use strata_registry::plugins::{self, FetchOptions, InstallOptions};
use strata_registry::registry::{self, ArtifactRef, SigningKey};

#[derive(Subcommand)]
pub enum PluginCommand {
    /// Install a provider or policy pack: from a registry (`REGISTRY/REPOSITORY:VERSION`, or
    /// `NAME[@VERSION]` in the project's or your default registry), a .wasm file, or an
    /// https:// URL (plain http only from this machine, or with --sha256).
    Install {
        source: String,
        /// The component's sha256 (hex): the download must match it.
        #[arg(long, value_name = "HEX")]
        sha256: Option<String>,
        /// Install even if its name is a shipped provider's, or one installed from elsewhere.
        #[arg(long)]
        force: bool,
        /// A key whose signature is trusted (`ed25519:…`), besides those the project's
        /// `trust` names for it.
        #[arg(long, value_name = "KEY")]
        trust: Vec<String>,
        /// Install a component from a registry that carries no signature.
        #[arg(long)]
        allow_unsigned: bool,
    },
    /// Publish a provider or policy pack to a registry, as an OCI artifact tagged with its
    /// version (REFERENCE defaults to the default registry and the component's name).
    Publish {
        file: PathBuf,
        reference: Option<String>,
        /// Sign it with this key (made by `strata plugin keygen`).
        #[arg(long, value_name = "FILE")]
        key: Option<PathBuf>,
    },
    /// Make an ed25519 signing key at FILE (readable by you alone) and its public key at
    /// FILE.pub, which projects name in `trust`.
    Keygen { file: PathBuf },
    /// Remember a user name and password for a registry (read from standard input).
    Login {
        registry: String,
        #[arg(long, short)]
        username: String,
    },
    /// Show the default registry, or set it (`host[:port]/namespace`).
    Registry { registry: Option<String> },
    /// Fetch what a registry holds from a mirror of it instead (your own setting, as a
    /// `network_mirror` in Terraform's CLI configuration): list the mirrors, `add FROM TO`,
    /// or `rm FROM`. Strata.lock keeps naming FROM; the mirror's bytes are checked against it.
    Mirror {
        #[command(subcommand)]
        command: Option<MirrorCommand>,
    },
    /// List installed providers and what each asks for.
    Ls {
        /// Also read each registry's tags, and show the newer versions published.
        #[arg(long)]
        outdated: bool,
    },
    /// List what a registry holds (from its catalog, where it serves one).
    Search {
        /// Only names containing this.
        term: Option<String>,
        /// The registry and namespace to search (default: the project's, else yours).
        #[arg(long)]
        registry: Option<String>,
    },
    /// Move this project's plugins (NAME…, or all) to the highest version their registry has
    /// that their `plugin` allows (`aws@~> 1.2`; the newest for a name alone), and pin it in
    /// Strata.lock. A locked version whose tag was moved to other bytes is refused.
    Update { names: Vec<String> },
    /// Remove an installed provider: NAME (every version) or NAME@VERSION.
    Rm { name: String },
}

#[derive(Subcommand)]
pub enum MirrorCommand {
    /// Fetch from TO (`host[:port][/namespace]`) what FROM (`host[:port]`) holds.
    Add { from: String, to: String },
    /// Fetch from FROM itself again.
    Rm { from: String },
}

/// The project here, if there is one (a plugin command also works outside any).
fn project(cwd: &Path) -> Option<strata_workspace::Project> {
    strata_workspace::Project::find(cwd).ok()
}

/// The registry short names resolve in: the project file's, else the user's default.
fn default_registry(cwd: &Path) -> Result<String> {
    project(cwd)
        .and_then(|p| p.file.registry.clone())
        .or_else(registry::user_default)
        .ok_or_else(|| {
            anyhow!(
                "no registry is named: set `registry = \"HOST[:PORT]/NAMESPACE\"` in Strata.toml, or `strata plugin registry HOST[:PORT]/NAMESPACE`, or give a whole reference"
            )
        })
}

fn signed(record: &plugins::Record) -> String {
    match &record.signature {
        Some(s) => format!("signed by {}", s.key),
        None => "unsigned".into(),
    }
}

pub async fn run(cwd: &Path, cmd: PluginCommand) -> Result<ExitCode> {
    match cmd {
        PluginCommand::Install {
            source,
            sha256,
            force,
            trust,
            allow_unsigned,
        } => {
            let path = cwd.join(&source);
            if source.contains("://") || path.is_file() || source.ends_with(".wasm") {
                let source = if source.contains("://") {
                    source
                } else {
                    path.display().to_string()
                };
                let (e, manifest) =
                    plugins::install(&source, &InstallOptions { sha256, force }).await?;
                outln!(
                    "Installed {} {} (sha256 {}): asks for {}",
                    e.name,
                    e.version,
                    &e.sha256[..16],
                    manifest.describe()
                );
                outln!("{}", use_line(&e));
                return Ok(ExitCode::SUCCESS);
            }
            let (base, version) = if registry::is_reference(&source) {
                let r = ArtifactRef::parse(&source)?;
                let v = r.tag.clone();
                (ArtifactRef { tag: None, ..r }, v)
            } else {
                let (name, version) = match source.split_once('@') {
                    Some((n, v)) => (n, Some(v.to_string())),
                    None => (source.as_str(), None),
                };
                strata_policy::check_name("plugin", name)?;
                (
                    ArtifactRef::short(&default_registry(cwd)?, name, None)?,
                    version,
                )
            };
            let r = match &base.digest {
                Some(_) => base.clone(),
                None => plugins::newest_unless(base.clone(), version.as_deref()).await?,
            };
            // The keys the project trusts for this plugin, besides those given.
            let mut keys = trust;
            let mut unsigned_ok = allow_unsigned;
            if let Some(p) = project(cwd) {
                for (_, _, spec, t, allow) in plugins::plugin_entries(&p) {
                    let name = if registry::is_reference(spec) {
                        ArtifactRef::parse(spec).map(|r| r.name().to_string()).ok()
                    } else {
                        spec.split('@').next().map(str::to_string)
                    };
                    if name.as_deref() == Some(r.name()) {
                        keys.extend(t.iter().cloned());
                        unsigned_ok |= allow;
                    }
                }
            }
            for k in &keys {
                registry::parse_public(k)?;
            }
            let (e, manifest, record) = plugins::install_artifact(
                &r,
                &FetchOptions {
                    trust: keys,
                    allow_unsigned: unsigned_ok,
                    sha256,
                    locked: None,
                    force,
                    for_reference: false,
                },
            )
            .await?;
            outln!(
                "Installed {} {} from {} ({}; sha256 {}): asks for {}",
                e.name,
                e.version,
                r.repo(),
                signed(&record),
                &e.sha256[..16],
                manifest.describe()
            );
            if strata_shipped::component(&e.name).is_some() && !force {
                outln!(
                    "`{}` is also the name of a provider shipped with strata: `plugin = \"{}@{}\"` takes the shipped one when its version is {}; name this one by its reference, `plugin = \"{}\"`.",
                    e.name,
                    e.name,
                    e.version,
                    e.version,
                    r
                );
            } else {
                outln!("{}", use_line(&e));
            }
        }
        PluginCommand::Publish {
            file,
            reference,
            key,
        } => {
            let file = cwd.join(file);
            let key = key.map(|k| SigningKey::load(&cwd.join(k))).transpose()?;
            let bytes =
                std::fs::read(&file).map_err(|e| anyhow!("reading {}: {e}", file.display()))?;
            let manifest = strata_host::read_manifest(&bytes)?.ok_or_else(|| {
                anyhow!(
                    "{} has no manifest (a `strata-manifest` custom section), so it has no name and version to be published under",
                    file.display()
                )
            })?;
            // A whole reference, or a registry and namespace the component's name is put in.
            let target = match reference {
                Some(r) if registry::is_reference(&r) => {
                    let parsed = ArtifactRef::parse(&r)?;
                    if parsed.tag.is_none() && parsed.name() != manifest.name {
                        ArtifactRef::short(&r, &manifest.name, None)?
                    } else {
                        parsed
                    }
                }
                Some(r) => ArtifactRef::short(&r, &manifest.name, None)?,
                None => ArtifactRef::short(&default_registry(cwd)?, &manifest.name, None)?,
            };
            let (p, manifest) = plugins::publish(&file, &target, key.as_ref()).await?;
            if p.unchanged {
                outln!(
                    "{} {} is published already as {} (manifest {}) with these very bytes: nothing was published{}",
                    manifest.name,
                    manifest.version,
                    p.reference,
                    p.digest,
                    match &p.signed_by {
                        Some(k) => format!(" (signed by {k})"),
                        None => String::new(),
                    }
                );
                return Ok(ExitCode::SUCCESS);
            }
            outln!(
                "Published {} {} as {} (manifest {}){}",
                manifest.name,
                manifest.version,
                p.reference,
                p.digest,
                match &p.signed_by {
                    Some(k) => format!(", signed by {k}"),
                    None => ", unsigned: a project that trusts keys refuses it; publish it signed (`--key`) for those".into(),
                }
            );
        }
        PluginCommand::Keygen { file } => {
            let file = cwd.join(file);
            let key = SigningKey::generate(&file)?;
            outln!(
                "Made the signing key {} (keep it secret) and {}.pub. Its public key, for `trust = [...]` in Strata.toml:",
                file.display(),
                file.display()
            );
            outln!("{}", key.public());
        }
        PluginCommand::Login {
            registry: reg,
            username,
        } => {
            let mut password = String::new();
            std::io::stdin().read_line(&mut password)?;
            let password = password.trim_end_matches(['\n', '\r']);
            if password.is_empty() {
                bail!(
                    "no password on standard input: `echo \"$TOKEN\" | strata plugin login {reg} -u USER`"
                );
            }
            let path = registry::login(&reg, &username, password)?;
            outln!("Saved the credentials for {reg} in {}.", path.display());
        }
        PluginCommand::Registry { registry: None } => match registry::user_default() {
            Some(r) => outln!("{r}"),
            None => outln!(
                "No default registry: set one with `strata plugin registry HOST[:PORT]/NAMESPACE`."
            ),
        },
        PluginCommand::Registry { registry: Some(r) } => {
            let path = registry::set_user_default(&r)?;
            outln!("Default registry: {r} (in {}).", path.display());
        }
        PluginCommand::Mirror { command } => match command {
            None => {
                let all = registry::mirrors()?;
                if all.is_empty() {
                    outln!(
                        "No mirrors: `strata plugin mirror add REGISTRY MIRROR` fetches what REGISTRY holds from MIRROR instead."
                    );
                }
                for (from, to) in all {
                    outln!("{from:<24} -> {to}");
                }
            }
            Some(MirrorCommand::Add { from, to }) => {
                let path = registry::add_mirror(&from, &to)?;
                outln!(
                    "Fetching what {from} holds from {to} from now on (in {}); Strata.lock keeps naming {from}, and what the mirror sends must have the digests it records.",
                    path.display()
                );
            }
            Some(MirrorCommand::Rm { from }) => match registry::remove_mirror(&from)? {
                true => outln!("Fetching from {from} itself again."),
                false => bail!("{from} has no mirror (`strata plugin mirror` lists them)"),
            },
        },
        PluginCommand::Ls { outdated } => {
            let all = plugins::entries()?;
            let mut flagged = false;
            if all.is_empty() {
                outln!(
                    "No providers installed: install one with `strata plugin install NAME` (from a registry) or `strata plugin install PATH-OR-URL`."
                );
            }
            for e in all {
                let asks =
                    plugins::manifest(&e).map_or_else(|err| format!("? ({err})"), |m| m.describe());
                let record = plugins::record_of(&e).ok().flatten();
                let from = record
                    .as_ref()
                    .map(|r| format!("  from {} ({})", r.repo, signed(r)))
                    .unwrap_or_default();
                let mut newer = String::new();
                let mut moved = None;
                if outdated && let Some(r) = &record {
                    let repo = ArtifactRef::parse(&r.repo)?;
                    let versions = registry::versions(&registry::tags(&repo).await?);
                    if let Some(v) = versions
                        .iter()
                        .filter(|v| plugins::Version::parse(v).is_some_and(|v| !v.is_pre()))
                        .find(|v| plugins::version_order(v, &e.version).is_gt())
                    {
                        newer = format!("  newer: {v}");
                    }
                    // The tag of this version, moved to other bytes: a red flag.
                    let installed = strata_workspace::LockEntry {
                        sha256: e.sha256.clone(),
                        version: Some(e.version.clone()),
                        source: Some(r.repo.clone()),
                        manifest: Some(r.digest.clone()),
                    };
                    if let Err(m) =
                        plugins::moved(&repo.with_tag(&e.version), false, &e.name, &installed).await
                    {
                        newer.push_str("  MOVED TAG");
                        moved = Some(m);
                    }
                }
                outln!(
                    "{:<16} {:<10} {}  asks for {asks}{from}{newer}",
                    e.name,
                    e.version,
                    &e.sha256[..16.min(e.sha256.len())]
                );
                if let Some(m) = moved {
                    outln!("  {m:#}");
                    flagged = true;
                }
            }
            if flagged {
                bail!(
                    "a registry's tag of an installed version names other bytes now (above): nothing was changed"
                );
            }
        }
        PluginCommand::Search {
            term,
            registry: reg,
        } => {
            let base = match reg {
                Some(r) => r,
                None => default_registry(cwd)?,
            };
            let repos = registry::catalog(&base).await?;
            let host = base.split('/').next().unwrap_or(&base);
            let mut found = 0;
            for repo in repos {
                let name = repo.rsplit('/').next().unwrap_or(&repo);
                if term.as_deref().is_some_and(|t| !name.contains(t)) {
                    continue;
                }
                let r = ArtifactRef::parse(&format!("{host}/{repo}"))?;
                let versions = registry::versions(&registry::tags(&r).await?);
                let Some(newest) = versions.first() else {
                    continue;
                };
                found += 1;
                outln!(
                    "{name:<16} {newest:<10} {}  ({})",
                    r.with_tag(newest),
                    strata_model::spelling::count(versions.len(), "version", "versions")
                );
            }
            if found == 0 {
                outln!(
                    "Nothing published in {base}{}.",
                    match &term {
                        Some(t) => format!(" whose name contains `{t}`"),
                        None => String::new(),
                    }
                );
            }
        }
        PluginCommand::Update { names } => {
            let p = strata_workspace::Project::find(cwd)?;
            let say = crate::render::notes();
            // A component given as a file (`wasm = "PATH"`), named: its bytes as they are now
            // are recorded (it was built again on purpose).
            let files = relock_files(&p, &names)?;
            let names: Vec<String> = names.into_iter().filter(|n| !files.contains(n)).collect();
            if !files.is_empty() && names.is_empty() {
                return Ok(ExitCode::SUCCESS);
            }
            for u in plugins::update(&p, &names, &say).await? {
                let what = if u.policy { "policy pack" } else { "provider" };
                let from = u.from.as_deref().unwrap_or("(none)");
                let held = match &u.held {
                    Some(n) => format!(
                        " {n} is published, and the entry's `plugin` does not allow it (edit it to move there)."
                    ),
                    None => String::new(),
                };
                if u.from.as_deref() == Some(u.to.as_str()) {
                    let newest = match u.held {
                        Some(_) => "the highest its `plugin` allows",
                        None => "the newest",
                    };
                    outln!("{what} {}: {from}, {newest}.{held}", u.name);
                } else {
                    outln!(
                        "{what} {}: {from} -> {} (Strata.lock updated).{held}",
                        u.name,
                        u.to
                    );
                }
            }
        }
        PluginCommand::Rm { name } => {
            for r in plugins::remove(&name)? {
                outln!("Removed {r}.");
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// `strata plugin update NAME` of a provider or policy pack given as a file: the file's sha256
/// recorded in `Strata.lock`, in place of the one there (said, both). The names that are such
/// entries.
fn relock_files(project: &strata_workspace::Project, names: &[String]) -> Result<Vec<String>> {
    let mut lock = project.lock_file()?;
    let mut done = Vec::new();
    let files = project
        .file
        .providers
        .iter()
        .map(|(n, s)| (false, n, s.wasm.as_ref()))
        .chain(
            project
                .file
                .policy
                .iter()
                .map(|(n, s)| (true, n, s.wasm.as_ref())),
        );
    for (policy, name, wasm) in files {
        let Some(wasm) = wasm.filter(|_| names.contains(name)) else {
            continue;
        };
        let path = project.dir.join(wasm);
        let sha = strata_host::Wasm::read(&path)
            .with_context(|| format!("{name}: reading its file {}", path.display()))?
            .sha256()
            .to_string();
        let was = lock.entry(policy, name).map(|e| e.sha256.clone());
        lock.set(policy, name, strata_workspace::LockEntry::of(&sha));
        let what = if policy { "policy pack" } else { "provider" };
        match was {
            Some(w) if w == sha => outln!("{what} {name}: its file is the one locked ({sha})."),
            Some(w) => outln!(
                "{what} {name}: recorded its file {} (sha256 {sha}, was {w}) in Strata.lock.",
                path.display()
            ),
            None => outln!(
                "{what} {name}: recorded its file {} (sha256 {sha}).",
                path.display()
            ),
        }
        done.push(name.clone());
    }
    lock.save()?;
    Ok(done)
}

/// How a project names what was just installed: a policy pack under `[policy.NAME]`, a
/// provider under `[providers.NAME]` (a pack named as a provider is refused when loaded).
fn use_line(e: &plugins::Entry) -> String {
    // A pack exports `strata:policy/policy@…`: its name is in the component's bytes.
    let pack = std::fs::read(&e.path).is_ok_and(|b| {
        b.windows(b"strata:policy/policy@".len())
            .any(|w| w == b"strata:policy/policy@")
    });
    let table = if pack { "policy" } else { "providers" };
    format!(
        "Use it with `plugin = \"{}@{}\"` under [{table}.{}] in Strata.toml.",
        e.name, e.version, e.name
    )
}
