//! `Strata.lock`: the sha256 of each provider's and policy pack's component, and for one from
//! a registry its version, where it came from and its manifest's digest; and what is said when
//! a component does not match it ([`LockMismatch`], one message for every place that finds one).

use super::{WorkspaceError, io, read_text, write_atomic};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

pub const LOCK_FILE: &str = "Strata.lock";

/// `Strata.lock`: the sha256 of each provider's `.wasm`, recorded when it is first used. A
/// provider whose bytes change is refused ([`LockMismatch`]) until the locked bytes are back,
/// or its entry is removed.
#[derive(Debug)]
pub struct LockFile {
    path: PathBuf,
    providers: BTreeMap<String, LockEntry>,
    /// Policy packs, the same way (`[policy.NAME]`).
    policies: BTreeMap<String, LockEntry>,
    changed: bool,
}

/// One component's entry: its sha256 (the `.wasm`'s, which is also the registry layer's
/// digest), and for one installed by name its version, and for one from a registry where it
/// came from and its OCI manifest's digest.
#[derive(Clone, Debug, Default, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct LockEntry {
    pub sha256: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub version: Option<String>,
    /// The registry repository it was fetched from (`registry.example/strata/aws`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    /// The digest of its OCI image manifest (`sha256:…`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub manifest: Option<String>,
}

#[derive(Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct LockDoc {
    #[serde(default)]
    pub(crate) providers: BTreeMap<String, LockEntry>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub(crate) policy: BTreeMap<String, LockEntry>,
}

impl LockEntry {
    pub fn of(sha256: &str) -> LockEntry {
        LockEntry {
            sha256: sha256.into(),
            ..LockEntry::default()
        }
    }
}

impl LockFile {
    pub(crate) fn load(path: &Path) -> Result<LockFile, WorkspaceError> {
        let text = match read_text(path) {
            Ok(t) => t,
            // None yet: an empty one.
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
            Err(e) => return Err(io(path)(e)),
        };
        LockFile::parse(path, &text)
    }

    /// The text of a `Strata.lock` (at `path`), parsed.
    pub fn parse(path: &Path, text: &str) -> Result<LockFile, WorkspaceError> {
        let doc: LockDoc = toml::from_str(text).map_err(|e| WorkspaceError::Invalid {
            path: path.into(),
            message: e.to_string().trim_end().into(),
        })?;
        Ok(LockFile {
            path: path.into(),
            providers: doc.providers,
            policies: doc.policy,
            changed: false,
        })
    }

    /// Check provider `name`'s hash against the lock, recording it if it is new.
    pub fn check(&mut self, name: &str, sha256: &str) -> Result<(), WorkspaceError> {
        self.check_entry(false, name, LockEntry::of(sha256), Found::File)
    }

    /// Check policy pack `name`'s hash against the lock, recording it if it is new.
    pub fn check_policy(&mut self, name: &str, sha256: &str) -> Result<(), WorkspaceError> {
        self.check_entry(true, name, LockEntry::of(sha256), Found::File)
    }

    /// What the lock records of provider (or, with `policy`, policy pack) `name`.
    pub fn entry(&self, policy: bool, name: &str) -> Option<&LockEntry> {
        if policy {
            self.policies.get(name)
        } else {
            self.providers.get(name)
        }
    }

    /// Replace `name`'s entry (`strata plugin update`: the user asked for another version).
    pub fn set(&mut self, policy: bool, name: &str, entry: LockEntry) {
        let table = if policy {
            &mut self.policies
        } else {
            &mut self.providers
        };
        if table.get(name) != Some(&entry) {
            table.insert(name.into(), entry);
            self.changed = true;
        }
    }

    /// Check `name`'s component against the lock by its sha256, recording it if it is new; what
    /// the lock does not know of it yet (its version, where it came from, its manifest) is
    /// added, and what it records is kept (a byte-identical copy from a mirror, or republished
    /// under another manifest, leaves the lock as it was).
    /// `from` says where the bytes were found, for the message of a mismatch.
    pub fn check_entry(
        &mut self,
        policy: bool,
        name: &str,
        found: LockEntry,
        from: Found,
    ) -> Result<(), WorkspaceError> {
        let table = if policy {
            &mut self.policies
        } else {
            &mut self.providers
        };
        match table.get_mut(name) {
            Some(e) if e.sha256 == found.sha256 => {
                let before = e.clone();
                e.version = e.version.take().or(found.version);
                e.source = e.source.take().or(found.source);
                e.manifest = e.manifest.take().or(found.manifest);
                self.changed |= *e != before;
                Ok(())
            }
            Some(e) => {
                let message = match (&e.version, &found.version) {
                    (Some(locked), Some(now)) if locked != now => {
                        let what = if policy { "policy pack" } else { "provider" };
                        format!(
                            "{what} {name}: the lock pins version {locked} (sha256 {}), and version {now} was asked for: to keep {locked}, ask for it (`plugin = \"{name}@{locked}\"`, or a constraint that allows it); to move the lock to {now} deliberately, run `strata plugin update {name}`",
                            e.sha256
                        )
                    }
                    _ => LockMismatch {
                        policy,
                        name,
                        locked: e,
                        sha256: &found.sha256,
                        found: from,
                    }
                    .to_string(),
                };
                Err(WorkspaceError::Invalid {
                    path: self.path.clone(),
                    message,
                })
            }
            None => {
                table.insert(name.into(), found);
                self.changed = true;
                Ok(())
            }
        }
    }

    /// Write the lock if `check` recorded something new.
    pub fn save(&self) -> Result<(), WorkspaceError> {
        if !self.changed {
            return Ok(());
        }
        let doc = LockDoc {
            providers: self.providers.clone(),
            policy: self.policies.clone(),
        };
        let body = toml::to_string(&doc).map_err(|e| WorkspaceError::Invalid {
            path: self.path.clone(),
            message: e.to_string(),
        })?;
        let text = format!(
            "# Written by strata: the sha256 of each provider's and policy pack's .wasm when first used.\n# A component whose bytes change is refused until its entry is removed.\n{body}"
        );
        // Several strata may record their first use at once (they record the same hashes;
        // the last rename wins).
        write_atomic(&self.path, text.as_bytes(), 0o644)
    }
}

/// Where the bytes that do not match the lock were found: what brings the locked ones back
/// depends on it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// The file a `wasm = "PATH"` entry names.
    File,
    /// The plugin cache's copy, for a `plugin = "…"` entry.
    Cache,
    /// A registry, under the tag of the locked version (`REGISTRY/REPOSITORY:VERSION`).
    Registry { reference: String },
    /// A mirror of the registry the lock names (`strata plugin mirror`): `mirror` is the
    /// mirror's host, `reference` the original's `REGISTRY/REPOSITORY:VERSION`.
    Mirror { mirror: String, reference: String },
}

/// A component whose bytes are not the ones `Strata.lock` records: what was found, where, the
/// command that brings back the locked bytes, and only after it, as a choice of its own, how to
/// take the new bytes on purpose. Every place that finds such a mismatch says it with this.
pub struct LockMismatch<'a> {
    /// A policy pack (else a provider).
    pub policy: bool,
    pub name: &'a str,
    /// What the lock records.
    pub locked: &'a LockEntry,
    /// The sha256 of the bytes found.
    pub sha256: &'a str,
    pub found: Found,
}

impl std::fmt::Display for LockMismatch<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (what, section) = match self.policy {
            true => ("policy pack", "policy"),
            false => ("provider", "providers"),
        };
        let (name, l) = (self.name, self.locked);
        let mut recorded = vec![];
        if let Some(v) = &l.version {
            recorded.push(format!("version {v}"));
        }
        if let Some(s) = &l.source {
            recorded.push(format!("from {s}"));
        }
        if let Some(m) = &l.manifest {
            recorded.push(format!("manifest {m}"));
        }
        let recorded = match recorded.is_empty() {
            true => String::new(),
            false => format!(" ({})", recorded.join(", ")),
        };
        let locked = &l.sha256;
        let at = |source: &str| match (&l.manifest, &l.version) {
            (Some(m), _) => format!("{source}@{m}"),
            (None, Some(v)) => format!("{source}:{v}"),
            (None, None) => source.to_string(),
        };
        // What was found, where.
        let (where_, cause) = match &self.found {
            Found::File => (
                format!("its file (`wasm` under [{section}.{name}])"),
                "the file was changed or replaced since it was locked",
            ),
            Found::Cache => (
                "its copy in the plugin cache".to_string(),
                "another copy was installed since it was locked",
            ),
            Found::Registry { reference } => (
                format!("the registry's {reference}"),
                "the tag was moved to other bytes, a red flag: a published version's bytes never change, so ask its publisher why",
            ),
            Found::Mirror { mirror, reference } => (
                format!("the mirror {mirror}'s copy of {reference}"),
                "the mirror holds other bytes than the registry it mirrors did when the lock was made",
            ),
        };
        write!(
            f,
            "{what} {name} does not match the lock: {where_} has sha256 {}, and {LOCK_FILE} records {locked}{recorded}; {cause}. ",
            self.sha256
        )?;
        // The command that brings back the locked bytes.
        let fetch_back = l.source.as_deref().map(|s| {
            format!(
                "`strata plugin install {} --sha256 {locked}` fetches the locked bytes",
                at(s)
            )
        });
        match (&self.found, fetch_back) {
            (Found::File, _) => write!(
                f,
                "To use the locked bytes: put back the file whose sha256 is {locked} (build it again from the source it was built from, or restore it from version control)"
            )?,
            (Found::Mirror { mirror, .. }, Some(back)) => write!(
                f,
                "To use the locked bytes: copy the original to the mirror again with its digests kept (the manifest {}), or leave the mirror out for now (`strata plugin mirror rm {}`), then {back} from the original registry",
                l.manifest.as_deref().unwrap_or("the lock records"),
                l.source
                    .as_deref()
                    .and_then(|s| s.split('/').next())
                    .unwrap_or(mirror)
            )?,
            (_, Some(back)) => write!(
                f,
                "To use the locked bytes: {back}{}",
                match l.manifest {
                    Some(_) => " by their digest, while the registry keeps them",
                    None => "",
                }
            )?,
            (_, None) => write!(
                f,
                "To use the locked bytes: install the file whose sha256 is {locked} again (`strata plugin install PATH --sha256 {locked}`)"
            )?,
        }
        // Only then, taking the new bytes on purpose: a file built again is recorded by a
        // command of its own (its lock entry need not be edited by hand).
        if let Found::File = self.found {
            return write!(
                f,
                ". Only to take the new bytes instead, on purpose and once you know why they changed (you built it again): `strata plugin update {name}` records the file's sha256 in {LOCK_FILE}"
            );
        }
        let then = match &self.found {
            Found::File | Found::Cache => "run it again",
            Found::Registry { .. } | Found::Mirror { .. } => {
                "run `strata plugin update NAME` (or run it again)"
            }
        }
        .replace("NAME", name);
        write!(
            f,
            ". Only to take the new bytes instead, on purpose and once you know why they changed: remove the `[{section}.{name}]` entry from {LOCK_FILE}, then {then}: the bytes found then are recorded"
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FOUND: &str = "f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0";
    const LOCKED: &str = "1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a";
    const MANIFEST: &str =
        "sha256:3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c";

    /// Every place a lock mismatch is found (a file, the plugin cache, a registry's tag, a
    /// mirror), for providers and policy packs, with each kind of lock entry (the sha256 alone,
    /// with where it came from, with its manifest too): the message names both hashes, brings
    /// back the locked bytes first with the command that does it, and only after that, as a
    /// choice of its own, says how to take the new ones.
    #[test]
    fn every_lock_mismatch_names_the_command_that_restores_the_locked_bytes_first() {
        let source = "registry.example:5000/acme/aws";
        let entries = [
            LockEntry::of(LOCKED),
            LockEntry {
                version: Some("1.2.0".into()),
                source: Some(source.into()),
                ..LockEntry::of(LOCKED)
            },
            LockEntry {
                version: Some("1.2.0".into()),
                source: Some(source.into()),
                manifest: Some(MANIFEST.into()),
                ..LockEntry::of(LOCKED)
            },
        ];
        let reference = format!("{source}:1.2.0");
        let places = [
            Found::File,
            Found::Cache,
            Found::Registry {
                reference: reference.clone(),
            },
            Found::Mirror {
                mirror: "mirror.local:5001".into(),
                reference: reference.clone(),
            },
        ];
        let mut cases = 0;
        for policy in [false, true] {
            let (what, section) = match policy {
                true => ("policy pack", "policy"),
                false => ("provider", "providers"),
            };
            for found in &places {
                for locked in &entries {
                    let m = LockMismatch {
                        policy,
                        name: "aws",
                        locked,
                        sha256: FOUND,
                        found: found.clone(),
                    }
                    .to_string();
                    let case = format!("{what} {found:?} {locked:?}:\n{m}");
                    assert!(
                        m.starts_with(&format!("{what} aws does not match the lock: ")),
                        "{case}"
                    );
                    assert!(m.contains(FOUND) && m.contains(LOCKED), "{case}");
                    let restore = m.find("To use the locked bytes: ").expect(&case);
                    let accept = m
                        .find("Only to take the new bytes instead, on purpose")
                        .expect(&case);
                    assert!(restore < accept, "{case}");
                    // What takes other bytes comes only after the restoring command.
                    for taking in ["plugin update", "remove the `["] {
                        if let Some(at) = m.find(taking) {
                            assert!(at > accept, "`{taking}` before the choice: {case}");
                        }
                    }
                    let taken = match found {
                        Found::File => {
                            "`strata plugin update aws` records the file's sha256".into()
                        }
                        _ => format!("remove the `[{section}.aws]` entry"),
                    };
                    assert!(m[accept..].contains(&taken), "{case}");
                    let command = match (&locked.source, &locked.manifest) {
                        (Some(s), Some(d)) => {
                            format!("`strata plugin install {s}@{d} --sha256 {LOCKED}`")
                        }
                        (Some(s), None) => {
                            format!("`strata plugin install {s}:1.2.0 --sha256 {LOCKED}`")
                        }
                        _ => format!("`strata plugin install PATH --sha256 {LOCKED}`"),
                    };
                    let restoring = &m[restore..accept];
                    match found {
                        Found::File => assert!(
                            restoring
                                .contains(&format!("put back the file whose sha256 is {LOCKED}")),
                            "{case}"
                        ),
                        Found::Mirror { .. } if locked.source.is_some() => {
                            assert!(restoring.contains(&command), "{case}");
                            assert!(
                                restoring
                                    .contains("`strata plugin mirror rm registry.example:5000`"),
                                "{case}"
                            );
                        }
                        _ => assert!(restoring.contains(&command), "{case}"),
                    }
                    match found {
                        Found::Registry { .. } => assert!(m.contains("red flag"), "{case}"),
                        Found::Mirror { mirror, .. } => {
                            assert!(
                                m.contains(&format!("the mirror {mirror}'s copy of {reference}")),
                                "{case}"
                            )
                        }
                        _ => {}
                    }
                    cases += 1;
                }
            }
        }
        assert_eq!(cases, 2 * 4 * 3);

        // And as the lock itself reports them: a file (provider and pack), the cache.
        let mut lock = LockFile::parse(Path::new("Strata.lock"), "").unwrap();
        lock.check("aws", LOCKED).unwrap();
        lock.check_policy("aws", LOCKED).unwrap();
        for (policy, from, via) in [
            (false, Found::File, "file"),
            (true, Found::File, "file"),
            (false, Found::Cache, "plugin cache"),
            (true, Found::Cache, "plugin cache"),
        ] {
            let e = match from {
                Found::File if policy => lock.check_policy("aws", FOUND),
                Found::File => lock.check("aws", FOUND),
                _ => lock.check_entry(policy, "aws", LockEntry::of(FOUND), from),
            }
            .unwrap_err()
            .to_string();
            let what = if policy { "policy pack" } else { "provider" };
            assert!(
                e.contains(&format!("{what} aws does not match the lock")) && e.contains(via),
                "{e}"
            );
        }
    }

    /// A component with the locked bytes keeps what the lock records of it (a copy from a
    /// mirror, or one republished under another manifest, leaves the lock as it was) and
    /// fills in only what it lacks.
    #[test]
    fn the_same_bytes_keep_what_the_lock_records() {
        let mut lock = LockFile::parse(Path::new("Strata.lock"), "").unwrap();
        lock.check("aws", LOCKED).unwrap();
        let full = LockEntry {
            version: Some("1.2.0".into()),
            source: Some("a.example:5000/acme/aws".into()),
            manifest: Some(MANIFEST.into()),
            ..LockEntry::of(LOCKED)
        };
        lock.check_entry(false, "aws", full.clone(), Found::Cache)
            .unwrap();
        assert_eq!(lock.entry(false, "aws"), Some(&full));
        let other = LockEntry {
            source: Some("b.example:5000/acme/aws".into()),
            manifest: Some(format!("sha256:{FOUND}")),
            ..full.clone()
        };
        lock.check_entry(false, "aws", other, Found::Cache).unwrap();
        assert_eq!(lock.entry(false, "aws"), Some(&full));
    }
}
