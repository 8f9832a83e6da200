//! A project's `plugin = "…"` entries: fetching what the cache lacks before an operation
//! (`ensure`), and moving them to the newest version with `Strata.lock` (`update`).

use super::lookup::{locate, short_spec};
use super::version::{Constraint, Version, order as version_order};
use super::{FetchOptions, Want, install_artifact};
use crate::Tell;
use crate::registry::{self, ArtifactRef};
use anyhow::{Context, Result, bail};

/// Fetch what the project's `plugin = …` entries name and the plugin cache lacks: from the
/// registry a reference names, else the project file's `registry`, else (`user_default`, not
/// in a preview) the user's default registry (each read from the mirror the user names for it,
/// if any). A version the lock pins is fetched by the manifest digest the lock records (by its
/// tag when that manifest is not there), and must have the sha256 it records. A constraint (`aws@~> 1.2`) takes the version the lock
/// pins while it allows it; with none locked yet, the highest version the registry has that it
/// allows (which the lock then records).
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
        let src = source(project, &want, user_default)?;
        // A constraint with no version chosen yet: the registry's highest that it allows.
        let ranged = match &src {
            Some((base, ask @ Ask::Range(_))) => Some(
                pick(base, ask)
                    .await
                    .with_context(|| format!("{what} {name}"))?,
            ),
            _ => None,
        };
        let chosen;
        let want_now = match &ranged {
            Some(r) => {
                chosen = format!(
                    "{}@{}",
                    short_spec(&want)?.name,
                    r.tag.as_deref().unwrap_or("")
                );
                Want {
                    spec: &chosen,
                    ..want
                }
            }
            None => want,
        };
        // Present and trusted: nothing to fetch (its bytes are read once, when it is loaded).
        if locate(&want_now).and_then(|f| f.trusted(&want_now)).is_ok() {
            continue;
        }
        let Some((base, ask)) = src else {
            if !user_default && registry::user_default().is_some() {
                say.note(format!(
                    "{what} {name}: a preview fetches only from a registry {} names (`registry = \"…\"`); `strata up`, or `strata plugin install {spec}`, fetches it from your default registry",
                    strata_workspace::PROJECT_FILE
                ));
            }
            continue;
        };
        let r = match ranged {
            Some(r) => r,
            None => pick(&base, &ask)
                .await
                .with_context(|| format!("{what} {name}"))?,
        };
        let pinned = pin.filter(|p| p.version.as_deref() == r.tag.as_deref());
        let by_digest = pinned
            .and_then(|p| {
                p.manifest
                    .as_deref()
                    .filter(|_| p.source.as_deref() == Some(&r.repo()))
            })
            .map(|digest| r.with_digest(digest));
        let opts = FetchOptions {
            trust: trust.clone(),
            allow_unsigned,
            sha256: pinned.map(|p| p.sha256.clone()),
            locked: pinned.map(|p| (policy, name.clone(), p.clone())),
            force: false,
            for_reference: registry::is_reference(spec),
        };
        let first = by_digest.as_ref().unwrap_or(&r);
        say.info(format!("Fetching {what} {name} from {first}"));
        let fetched = match install_artifact(first, &opts).await {
            // The locked manifest is not there (a mirror filled by publishing the same
            // component again): the tag, whose component must still be the locked one.
            Err(e) if by_digest.is_some() && !e.is::<super::install::Mismatch>() => {
                match install_artifact(&r, &opts).await {
                    Ok(x) => Ok(x),
                    Err(again) if again.is::<super::install::Mismatch>() => Err(again),
                    Err(_) => Err(e),
                }
            }
            x => x,
        };
        fetched.map_err(|e| in_context(e, what, name))?;
    }
    Ok(())
}

/// `e` as an error of `what` `name`, unless it says so itself (a lock mismatch does).
fn in_context(e: anyhow::Error, what: &str, name: &str) -> anyhow::Error {
    match e.is::<super::install::Mismatch>() {
        true => e,
        false => e.context(format!("{what} {name}")),
    }
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

/// Which version of a repository an entry asks for.
pub enum Ask {
    /// The newest published (not a pre-release).
    Newest,
    /// This one: the reference's tag, an exact constraint, or the lock's for a name alone.
    Exact(String),
    /// The highest published that this allows.
    Range(Constraint),
}

/// Where `want` comes from in a registry (its repository, no tag) and the version it asks for
/// (the spec's, else the lock's; a constraint takes the lock's while it allows it): a
/// reference names it; a name is looked up in the project file's `registry`, else, with
/// `user_default`, the user's default. None when no registry is named.
pub fn source(
    project: &strata_workspace::Project,
    want: &Want,
    user_default: bool,
) -> Result<Option<(ArtifactRef, Ask)>> {
    if registry::is_reference(want.spec) {
        let r = ArtifactRef::parse(want.spec)?;
        let ask = match r.tag.clone().or(want.locked_version.map(str::to_string)) {
            Some(v) => Ask::Exact(v),
            None => Ask::Newest,
        };
        let base = ArtifactRef {
            tag: None,
            digest: None,
            ..r
        };
        return Ok(Some((base, ask)));
    }
    let base = match (&project.file.registry, user_default) {
        (Some(r), _) => r.clone(),
        (None, true) => match registry::user_default() {
            Some(r) => r,
            None => return Ok(None),
        },
        (None, false) => return Ok(None),
    };
    let short = short_spec(want)?;
    let ask = match (short.version, short.constraint) {
        (Some(v), _) => Ask::Exact(v),
        (None, Some(c)) => Ask::Range(c),
        (None, None) => Ask::Newest,
    };
    Ok(Some((ArtifactRef::short(&base, short.name, None)?, ask)))
}

/// `r` at the version `ask` names, the registry's tags read when it names none exactly.
pub async fn pick(r: &ArtifactRef, ask: &Ask) -> Result<ArtifactRef> {
    if let Ask::Exact(v) = ask {
        return Ok(r.with_tag(v));
    }
    let versions = registry::versions(&registry::tags(r).await?);
    pick_from(r, ask, &versions).map(|v| r.with_tag(&v))
}

/// The version `ask` takes among `versions` (the registry's, newest first), or an error that
/// lists them.
fn pick_from(r: &ArtifactRef, ask: &Ask, versions: &[String]) -> Result<String> {
    let listed = || match versions.is_empty() {
        true => "it has no published version".to_string(),
        false => format!("it has {}", versions.join(", ")),
    };
    match ask {
        Ask::Exact(v) => Ok(v.clone()),
        Ask::Newest => versions
            .iter()
            .find(|v| Version::parse(v).is_some_and(|v| !v.is_pre()))
            .cloned()
            .ok_or_else(|| {
                anyhow::anyhow!(
                    "{r} has no published version that is not a pre-release ({}): name one, e.g. `{}@{}`",
                    listed(),
                    r.name(),
                    versions.first().map_or("VERSION", String::as_str)
                )
            }),
        Ask::Range(c) => c.best(versions).cloned().ok_or_else(|| {
            anyhow::anyhow!(
                "no version of {r} satisfies `{c}` ({}; a pre-release only when the constraint names one): write a constraint that allows one of those",
                listed()
            )
        }),
    }
}

/// What `update` did for one entry.
pub struct Updated {
    pub policy: bool,
    pub name: String,
    pub from: Option<String>,
    pub to: String,
    /// The newest version published, when the entry's `plugin` does not allow it (so `to` is
    /// the highest it allows, not that one).
    pub held: Option<String>,
}

/// `strata plugin update [NAME…]`: move each named entry (every one from a registry when none
/// is named) to the version its `plugin` asks for, the highest that its constraint allows (the
/// newest for a name alone): fetched, checked as any install is, and pinned in `Strata.lock`.
/// A locked version whose tag the registry moved to other bytes stops it: the new bytes are
/// never taken silently ([`moved`]).
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
        let what = if policy { "policy pack" } else { "provider" };
        let pin = lock.entry(policy, name).cloned();
        let loose = Want {
            spec,
            trust,
            allow_unsigned,
            locked_version: None,
        };
        let Some((base, ask)) = source(project, &loose, true)? else {
            if names.contains(name) {
                bail!(
                    "`{name}`: `{spec}` names no registry, and neither the project file's `registry` nor `strata plugin registry` names one"
                );
            }
            continue;
        };
        // A moved tag of the locked version is a red flag, whatever is asked now.
        if let Some(p) = &pin
            && let Some(v) = &p.version
            && p.source.as_deref() == Some(base.repo().as_str())
        {
            moved(&base.with_tag(v), policy, name, p).await?;
        }
        let versions = registry::versions(&registry::tags(&base).await?);
        let to = pick_from(&base, &ask, &versions).with_context(|| format!("{what} {name}"))?;
        let newest = pick_from(&base, &Ask::Newest, &versions).ok();
        let held = newest.filter(|n| *n != to && version_order(n, &to).is_gt());
        let from = pin.as_ref().and_then(|p| p.version.clone());
        if from.as_deref() == Some(to.as_str())
            && pin.as_ref().and_then(|p| p.source.as_deref()) == Some(base.repo().as_str())
        {
            out.push(Updated {
                policy,
                name: name.clone(),
                from,
                to,
                held,
            });
            continue;
        }
        let target = base.with_tag(&to);
        say.info(format!("Fetching {name} from {target}"));
        let (entry, _, record) = install_artifact(
            &target,
            &FetchOptions {
                trust: trust.clone(),
                allow_unsigned,
                sha256: None,
                locked: None,
                force: false,
                for_reference: registry::is_reference(spec),
            },
        )
        .await
        .with_context(|| format!("{what} {name}"))?;
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
            held,
        });
    }
    lock.save()?;
    Ok(out)
}

/// Refuse when the tag `r` (of a locked or installed version, `locked`) now names other bytes
/// than `locked` records: a moved tag, said as every lock mismatch is
/// ([`strata_workspace::LockMismatch`]). A tag that is gone says nothing.
pub async fn moved(
    r: &ArtifactRef,
    policy: bool,
    name: &str,
    locked: &strata_workspace::LockEntry,
) -> Result<()> {
    let Some(t) = registry::tagged(r).await? else {
        return Ok(());
    };
    let sha256 = t.sha256.unwrap_or_else(|| "(no Wasm component)".into());
    if sha256 == locked.sha256 {
        return Ok(());
    }
    Err(super::install::Mismatch(
        strata_workspace::LockMismatch {
            policy,
            name,
            locked,
            sha256: &sha256,
            found: found_at(r, t.mirror),
        }
        .to_string(),
    )
    .into())
}

/// Where bytes from the tag `r` were found: the registry, or the user's mirror of it.
pub(super) fn found_at(r: &ArtifactRef, mirror: Option<String>) -> strata_workspace::Found {
    match mirror {
        Some(mirror) => strata_workspace::Found::Mirror {
            mirror,
            reference: r.to_string(),
        },
        None => strata_workspace::Found::Registry {
            reference: r.to_string(),
        },
    }
}

/// `r` at `version`, which may be a constraint (`~> 1.2`): the highest published version it
/// allows; at the newest published when none is given.
pub async fn newest_unless(r: ArtifactRef, version: Option<&str>) -> Result<ArtifactRef> {
    let ask = match version {
        None => Ask::Newest,
        Some(v) => {
            let c = Constraint::parse(v).map_err(|e| anyhow::anyhow!("{}: {e}", r.repo()))?;
            match c.exact() {
                Some(v) => Ask::Exact(v),
                None => Ask::Range(c),
            }
        }
    };
    pick(&r, &ask).await
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Which version each kind of ask takes among a registry's versions, and the error that
    /// lists them when none fits.
    #[test]
    fn an_ask_takes_the_highest_version_it_allows_or_lists_what_there_is() {
        let r = ArtifactRef::parse("registry.example:5000/acme/aws").unwrap();
        let versions: Vec<String> = ["2.0.0-rc.1", "1.10.0", "1.2.3", "1.2.0"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let range = |c: &str| Ask::Range(Constraint::parse(c).unwrap());
        for (ask, want) in [
            (Ask::Newest, Ok("1.10.0")),
            (Ask::Exact("1.2.0".into()), Ok("1.2.0")),
            (range("~> 1.2.0"), Ok("1.2.3")),
            (range(">= 2.0.0-rc.1"), Ok("2.0.0-rc.1")),
            (
                range("~> 3.0"),
                Err(
                    "no version of registry.example:5000/acme/aws satisfies `~> 3.0` (it has 2.0.0-rc.1, 1.10.0, 1.2.3, 1.2.0;",
                ),
            ),
        ] {
            match (pick_from(&r, &ask, &versions), want) {
                (Ok(v), Ok(w)) => assert_eq!(v, w),
                (Err(e), Err(w)) => assert!(e.to_string().starts_with(w), "{e}"),
                (got, want) => panic!("{:?} for {want:?}", got.map_err(|e| e.to_string())),
            }
        }
        let e = pick_from(&r, &Ask::Newest, &[]).unwrap_err().to_string();
        assert!(e.contains("it has no published version"), "{e}");
    }
}
