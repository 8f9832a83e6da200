//! Resolving a `plugin = "…"` entry: the installed (or shipped) component it names, checked
//! against the project's `trust` and `Strata.lock`. Nothing is fetched here.

use super::record::{Record, read_record, record_of};
use super::version::Constraint;
use super::{Entry, cache, entries, origin_of};
use crate::registry::{self, ArtifactRef};
use anyhow::{Context, Result, anyhow, bail};
use strata_host::{Wasm, read_manifest};

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

/// What a short spec (`name`, `name@CONSTRAINT`) asks for: its name, its constraint, and the
/// one version it takes now: the exact one it names, else the lock's while the constraint
/// allows it, else none (the highest the constraint allows).
pub(super) struct Short<'a> {
    pub name: &'a str,
    pub constraint: Option<Constraint>,
    pub version: Option<String>,
}

impl Short<'_> {
    /// Whether `version` is one this takes.
    pub fn allows(&self, version: &str) -> bool {
        match (&self.version, &self.constraint) {
            (Some(v), _) => v == version,
            (None, Some(c)) => c.allows(version),
            (None, None) => true,
        }
    }

    /// Whether a version or constraint was given (the spec's or the lock's).
    fn asked(&self) -> bool {
        self.version.is_some() || self.constraint.is_some()
    }

    /// The spec as the user would write it.
    fn spec(&self) -> String {
        match (&self.version, &self.constraint) {
            (Some(v), _) => format!("{}@{v}", self.name),
            (None, Some(c)) => format!("{}@{c}", self.name),
            (None, None) => self.name.to_string(),
        }
    }
}

/// A short spec read ([`Short`]): a locked version its constraint no longer allows is an
/// error that says how to move the lock.
pub(super) fn short_spec<'a>(want: &Want<'a>) -> Result<Short<'a>> {
    let (name, constraint) = match want.spec.split_once('@') {
        Some((n, c)) => (
            n,
            Some(Constraint::parse(c).map_err(|e| anyhow!("plugin `{}`: {e}", want.spec))?),
        ),
        None => (want.spec, None),
    };
    let version = match (&constraint, want.locked_version) {
        (Some(c), _) if c.exact().is_some() => c.exact(),
        (None, locked) => locked.map(str::to_string),
        (Some(c), Some(l)) if c.allows(l) => Some(l.to_string()),
        (Some(c), Some(l)) => bail!(
            "plugin `{}`: {} pins version {l}, which `{c}` does not allow: `strata plugin update` moves the lock to the highest version `{c}` allows (or write a constraint that allows {l})",
            want.spec,
            strata_workspace::LOCK_FILE
        ),
        (Some(_), None) => None,
    };
    Ok(Short {
        name,
        constraint,
        version,
    })
}

/// Where the component a [`Want`] names is, before any byte of it is read.
pub(super) enum Found {
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
    pub(super) fn trusted(&self, want: &Want) -> Result<()> {
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
    lock.check_entry(pack, name, r.lock, strata_workspace::Found::Cache)?;
    Ok((r.wasm, r.what))
}

/// Find what `want` names in the plugin cache, else among the shipped providers.
pub(super) fn locate(want: &Want) -> Result<Found> {
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
    let short = short_spec(want)?;
    let name = short.name;
    let shipped = strata_shipped::component(name);
    let shipped_manifest = shipped.map(read_manifest).transpose()?.flatten();
    // An installed plugin stands in for a shipped one of its name only if it was installed
    // so on purpose (`--force`, which leaves a mark beside it). The plugin cache is the user's
    // own: one who can write it can write that mark too; `Strata.lock` is what holds then.
    let forced = |e: &Entry| e.forced;
    // A version asked for by name that is not the shipped one takes nothing over.
    let other_version = short.asked()
        && !shipped_manifest
            .as_ref()
            .is_some_and(|m| short.allows(&m.version));
    // The highest installed version the spec takes.
    if let Some(e) = entries()?
        .into_iter()
        .rev()
        .filter(|e| shipped.is_none() || other_version || forced(e))
        .find(|e| e.name == name && short.allows(&e.version))
    {
        return Ok(Found::Installed(e));
    }
    let spec = short.spec();
    if let (Some(bytes), Some(m)) = (shipped, shipped_manifest) {
        if short.allows(&m.version) {
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
pub(super) fn unchanged(e: &Entry) -> bool {
    e.path
        .parent()
        .is_some_and(|dir| cache::dir_id(dir) == Some(e.dir))
}

/// An installed entry's bytes and artifact record, both read from the directory it was listed
/// in (a version directory is never written once in position, so what is read from one
/// directory is one install's): `None` when another has taken its place since.
pub(super) fn read_entry(e: &Entry) -> Result<Option<(Wasm, Option<Record>)>> {
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
