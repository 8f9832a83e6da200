//! The artifact record kept beside a component from a registry, and the trust check of its
//! signature (when it is fetched, and again at every use).

use super::lookup::unchanged;
use super::{Entry, RECORD_FILE, beside};
use crate::registry;
use anyhow::{Context, Result, bail};

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
pub(super) fn trusted(
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

pub(super) fn read_record(e: &Entry) -> Result<Option<Record>> {
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
