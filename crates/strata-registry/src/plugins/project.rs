//! A project's `plugin = "…"` entries: fetching what the cache lacks before an operation
//! (`ensure`), and moving them to the newest version with `Strata.lock` (`update`).

use super::lookup::{locate, short_spec};
use super::{FetchOptions, Want, install_artifact};
use crate::Tell;
use crate::registry::{self, ArtifactRef};
use anyhow::{Context, Result, bail};

/// Fetch what the project's `plugin = …` entries name and the plugin cache lacks: from the
/// registry a reference names, else the project file's `registry`, else (`user_default`, not
/// in a preview) the user's default registry. A version the lock pins is fetched by the
/// manifest digest the lock records, and must have the sha256 it records.
pub async fn ensure(
    project: &strata_workspace::Project,
    say: &dyn Tell,
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
    say: &dyn Tell,
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
