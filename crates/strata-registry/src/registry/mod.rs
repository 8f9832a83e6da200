//! Providers and policy packs as OCI artifacts in a registry, and their signatures.
//!
//! An artifact is laid out as the CNCF wasm OCI artifact layout (as `wkg` publishes one): an
//! image manifest whose config is `application/vnd.wasm.config.v0+json` and whose one layer is
//! the component, `application/wasm`. Strata's own facts ride in the manifest's annotations:
//! the component's manifest (name, version, what it asks for), its kind, the WIT packages it
//! targets and the digest of its schema. The layer's digest is the component's sha256, the one
//! `Strata.lock` pins.
//!
//! A signature is an ed25519 signature of the manifest's digest, stored beside it under the tag
//! `sha256-<hex>.sig` (the tag scheme of the OCI 1.1 referrers fallback, which every registry
//! serves): an artifact of its own whose one layer is [`Signature`]'s JSON. What is signed is
//! the digest, which names the config and the component by theirs; a registry that alters a
//! byte of any of them changes a digest the signature no longer verifies.
//!
//! Everything here connects only to a registry the user named (a reference given on the
//! command line, the project file's `registry`, or the user's default, or the mirror the user
//! named for one of those: `mirror.rs`; reads only), over https unless the
//! registry is on this machine; a component whose checksum is pinned may come over plain http,
//! but credentials never do (`strata_policy::check_credentials`, which also holds for the token
//! service a registry names).

use anyhow::{Context, Result, anyhow};
use oci_client::Reference;
use sha2::Digest;
use std::path::PathBuf;

mod artifact;
mod auth;
mod catalog;
mod client;
mod mirror;
mod signature;

pub use artifact::{
    Descriptor, Fetched, ImageManifest, Publication, Published, Tagged, fetch, publish,
    strata_packages, tagged,
};
pub use auth::{login, login_file};
pub use catalog::{catalog, tags, versions};
pub use mirror::{add_mirror, mirrors, mirrors_file, remove_mirror};
pub use signature::{Signature, SigningKey, parse_public, verify};

pub const MANIFEST_MEDIA_TYPE: &str = "application/vnd.oci.image.manifest.v1+json";
pub const CONFIG_MEDIA_TYPE: &str = "application/vnd.wasm.config.v0+json";
pub const WASM_MEDIA_TYPE: &str = "application/wasm";
pub const SIGNATURE_MEDIA_TYPE: &str = "application/vnd.strata.signature.v1+json";
const EMPTY_MEDIA_TYPE: &str = "application/vnd.oci.empty.v1+json";

pub const ANNOTATION_MANIFEST: &str = "dev.strata.manifest";
pub const ANNOTATION_KIND: &str = "dev.strata.kind";
pub const ANNOTATION_WIT: &str = "dev.strata.wit";
pub const ANNOTATION_SCHEMA: &str = "dev.strata.schema";

/// The most an image manifest or a signature may be (a registry that sends more is cut off).
const MAX_SMALL: u64 = 1 << 20;

/// `REGISTRY/REPOSITORY[:TAG][@sha256:DIGEST]`, with the registry always named (nothing is
/// looked up on a registry the user did not name: no implicit `docker.io`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArtifactRef {
    pub registry: String,
    pub repository: String,
    pub tag: Option<String>,
    pub digest: Option<String>,
}

fn bad_ref(s: &str, why: &str) -> anyhow::Error {
    anyhow!(
        "`{s}` is not a registry reference ({why}): write REGISTRY/REPOSITORY:VERSION, e.g. `registry.example:5000/strata/aws:0.2.0`"
    )
}

impl ArtifactRef {
    /// Parse a reference; its registry (`host[:port]`) comes first and must look like one.
    pub fn parse(s: &str) -> Result<ArtifactRef> {
        let (rest, digest) = match s.split_once('@') {
            Some((r, d)) => (r, Some(d.to_string())),
            None => (s, None),
        };
        if let Some(d) = &digest {
            let hex = d.strip_prefix("sha256:").unwrap_or("");
            if hex.len() != 64 || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
                return Err(bad_ref(s, "its digest is not sha256:<64 hex digits>"));
            }
        }
        let (registry, path) = rest
            .split_once('/')
            .ok_or_else(|| bad_ref(s, "it names no registry"))?;
        if !(registry.contains('.') || registry.contains(':') || registry == "localhost")
            || registry.contains(['@', '?', '#', ' ', '\\'])
        {
            return Err(bad_ref(s, "its first part is not a registry host"));
        }
        let (repository, tag) = match path.rsplit_once(':') {
            Some((r, t)) if !t.contains('/') => (r, Some(t.to_string())),
            _ => (path, None),
        };
        let repo_ok = !repository.is_empty()
            && repository.split('/').all(|part| {
                !part.is_empty()
                    && part != "."
                    && part != ".."
                    && part.bytes().all(|b| {
                        b.is_ascii_lowercase() || b.is_ascii_digit() || b"._-".contains(&b)
                    })
            });
        if !repo_ok {
            return Err(bad_ref(
                s,
                "a repository is lower-case letters, digits, `.`, `_`, `-` and `/`",
            ));
        }
        if let Some(t) = &tag
            && (t.is_empty()
                || t.len() > 128
                || !t
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b"._-".contains(&b)))
        {
            return Err(bad_ref(s, "a tag is letters, digits, `.`, `_` and `-`"));
        }
        Ok(ArtifactRef {
            registry: registry.into(),
            repository: repository.into(),
            tag,
            digest,
        })
    }

    /// `name[@version]` in the registry and namespace `default` (`registry.example/strata`).
    pub fn short(default: &str, name: &str, version: Option<&str>) -> Result<ArtifactRef> {
        let base = default.trim_end_matches('/');
        let text = match version {
            Some(v) => format!("{base}/{name}:{v}"),
            None => format!("{base}/{name}"),
        };
        ArtifactRef::parse(&text).with_context(|| format!("the registry `{default}`"))
    }

    /// The component's name, as the repository's last part says.
    pub fn name(&self) -> &str {
        self.repository
            .rsplit('/')
            .next()
            .unwrap_or(&self.repository)
    }

    /// `REGISTRY/REPOSITORY`: where this artifact comes from, whatever its tag.
    pub fn repo(&self) -> String {
        format!("{}/{}", self.registry, self.repository)
    }

    pub fn with_tag(&self, tag: &str) -> ArtifactRef {
        ArtifactRef {
            tag: Some(tag.into()),
            digest: None,
            ..self.clone()
        }
    }

    pub fn with_digest(&self, digest: &str) -> ArtifactRef {
        ArtifactRef {
            digest: Some(digest.into()),
            ..self.clone()
        }
    }

    fn oci(&self) -> Reference {
        match (&self.digest, &self.tag) {
            (Some(d), _) => {
                Reference::with_digest(self.registry.clone(), self.repository.clone(), d.clone())
            }
            (None, t) => Reference::with_tag(
                self.registry.clone(),
                self.repository.clone(),
                t.clone().unwrap_or_else(|| "latest".into()),
            ),
        }
    }
}

impl std::fmt::Display for ArtifactRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.repo())?;
        if let Some(t) = &self.tag {
            write!(f, ":{t}")?;
        }
        if let Some(d) = &self.digest {
            write!(f, "@{d}")?;
        }
        Ok(())
    }
}

/// Whether `spec` (a `plugin =` value or an install source) names a registry artifact rather
/// than an installed plugin's `name[@version]`.
pub fn is_reference(spec: &str) -> bool {
    spec.contains('/') && !spec.contains("://")
}

/// The user's default registry: `STRATA_REGISTRY`, else what `strata plugin registry` wrote.
pub fn user_default() -> Option<String> {
    if let Ok(r) = std::env::var("STRATA_REGISTRY")
        && !r.trim().is_empty()
    {
        return Some(r.trim().into());
    }
    let text = std::fs::read_to_string(strata_policy::user_config_dir()?.join("registry")).ok()?;
    let r = text.trim();
    (!r.is_empty()).then(|| r.to_string())
}

/// Remember `registry` (`host[:port]/namespace`) as the user's default.
pub fn set_user_default(registry: &str) -> Result<PathBuf> {
    ArtifactRef::short(registry, "probe", None)?;
    let dir = strata_policy::user_config_dir()
        .ok_or_else(|| anyhow!("no configuration directory: set XDG_CONFIG_HOME or HOME"))?;
    std::fs::create_dir_all(&dir).with_context(|| format!("creating {}", dir.display()))?;
    let path = dir.join("registry");
    std::fs::write(&path, format!("{registry}\n"))
        .with_context(|| format!("writing {}", path.display()))?;
    Ok(path)
}

/// The OCI digest of `bytes` (`sha256:<hex>`).
fn digest_of(bytes: &[u8]) -> String {
    format!("sha256:{}", hex::encode(sha2::Sha256::digest(bytes)))
}

#[cfg(test)]
mod fuzz;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn references_name_their_registry_and_nothing_else() {
        let r = ArtifactRef::parse("127.0.0.1:5000/strata/aws:0.2.0").unwrap();
        assert_eq!(
            (
                r.registry.as_str(),
                r.repository.as_str(),
                r.tag.as_deref(),
                r.name()
            ),
            ("127.0.0.1:5000", "strata/aws", Some("0.2.0"), "aws")
        );
        assert_eq!(r.to_string(), "127.0.0.1:5000/strata/aws:0.2.0");
        let d = format!("sha256:{}", "a".repeat(64));
        let r = ArtifactRef::parse(&format!("registry.example/aws@{d}")).unwrap();
        assert_eq!((r.tag, r.digest.as_deref()), (None, Some(d.as_str())));
        for bad in [
            "aws:0.2.0",
            "strata/aws:0.2.0",
            "reg.example/../aws:1",
            "reg.example/Aws:1",
            "reg.example/aws@sha256:12",
            "reg.example/aws:a/b",
            "reg.example/aws:",
        ] {
            assert!(ArtifactRef::parse(bad).is_err(), "{bad}");
        }
        let s = ArtifactRef::short("127.0.0.1:5000/strata/", "aws", Some("0.3.0")).unwrap();
        assert_eq!(s.to_string(), "127.0.0.1:5000/strata/aws:0.3.0");
        assert!(is_reference("127.0.0.1:5000/strata/aws:0.3.0"));
        assert!(!is_reference("aws@0.3.0") && !is_reference("https://x/y.wasm"));
    }
}
