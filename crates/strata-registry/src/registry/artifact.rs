//! The artifact: the CNCF wasm layout Strata publishes (its manifest, config and one component
//! layer, and a signature artifact beside it), and what is fetched back, unchecked.

use super::client::{Registry, connect, connect_plain, oci_error};
use super::{
    ANNOTATION_KIND, ANNOTATION_MANIFEST, ANNOTATION_SCHEMA, ANNOTATION_WIT, ArtifactRef,
    CONFIG_MEDIA_TYPE, EMPTY_MEDIA_TYPE, MANIFEST_MEDIA_TYPE, MAX_SMALL, SIGNATURE_MEDIA_TYPE,
    Signature, SigningKey, WASM_MEDIA_TYPE, digest_of,
};
use anyhow::{Context, Result, anyhow, bail};
use oci_client::RegistryOperation;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use strata_host::Wasm;

#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Descriptor {
    pub media_type: String,
    pub digest: String,
    pub size: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub annotations: Option<BTreeMap<String, String>>,
}

/// An OCI image manifest, as much of it as Strata reads and writes.
#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ImageManifest {
    pub schema_version: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub media_type: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub artifact_type: Option<String>,
    pub config: Descriptor,
    pub layers: Vec<Descriptor>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub subject: Option<Descriptor>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub annotations: BTreeMap<String, String>,
}

impl ImageManifest {
    /// The one `application/wasm` layer of a component artifact.
    pub fn wasm_layer(&self) -> Result<&Descriptor> {
        if self.config.media_type != CONFIG_MEDIA_TYPE {
            bail!(
                "it is not a Wasm component artifact: its config is `{}`, not `{CONFIG_MEDIA_TYPE}`",
                self.config.media_type
            );
        }
        match self.layers.as_slice() {
            [l] if l.media_type == WASM_MEDIA_TYPE => Ok(l),
            _ => bail!(
                "it is not a Wasm component artifact: it has {} layers, not one `{WASM_MEDIA_TYPE}` layer",
                self.layers.len()
            ),
        }
    }
}

/// What is published besides the component: its facts, read from it by the caller.
pub struct Publication<'a> {
    pub wasm: &'a Wasm,
    pub manifest: &'a strata_host::Manifest,
    /// `provider` or `policy-pack`.
    pub kind: &'a str,
    /// The component's imports and exports (interface names, versioned).
    pub imports: Vec<String>,
    pub exports: Vec<String>,
    /// The digest of a provider's schema (its JSON as the provider returns it).
    pub schema: Option<String>,
}

pub struct Published {
    pub reference: ArtifactRef,
    pub digest: String,
    pub signed_by: Option<String>,
    /// The version was published already with these very bytes: nothing was pushed (a
    /// signature was added if it had none and a key was given).
    pub unchanged: bool,
}

pub(super) fn descriptor(media_type: &str, bytes: &[u8]) -> Descriptor {
    Descriptor {
        media_type: media_type.into(),
        digest: digest_of(bytes),
        size: bytes.len() as u64,
        annotations: None,
    }
}

/// The `strata:` packages among `names` (`strata:provider/provider@0.2.0` → `strata:provider@0.2.0`).
pub fn strata_packages(names: &[String]) -> Vec<String> {
    let mut out: Vec<String> = names
        .iter()
        .filter(|n| n.starts_with("strata:"))
        .filter_map(|n| {
            let (pkg_iface, version) = n.split_once('@')?;
            let pkg = pkg_iface.split('/').next()?;
            Some(format!("{pkg}@{version}"))
        })
        .collect();
    out.sort();
    out.dedup();
    out
}

fn signature_tag(digest: &str) -> String {
    format!("{}.sig", digest.replace(':', "-"))
}

/// Publish `p` at `r` (its tag is the component's version, which it must be when given), and
/// its signature when a key is given. A version is published once: a tag that holds another
/// component is refused (every project that locked it would be refused its bytes, or one
/// without a lock would get others silently), and one that holds these very bytes is left as
/// it is (`unchanged`). The check and the push are two requests: a registry has no
/// compare-and-swap of a tag, so two publishers of one version at the same instant both pass.
pub async fn publish(
    r: &ArtifactRef,
    p: &Publication<'_>,
    key: Option<&SigningKey>,
) -> Result<Published> {
    let version = &p.manifest.version;
    let r = match &r.tag {
        Some(t) if t != version => bail!(
            "{r}: the component is version {version}; publish it under that tag (`{}`), so that `{}@{version}` finds it",
            r.with_tag(version),
            p.manifest.name
        ),
        _ => r.with_tag(version),
    };
    if r.digest.is_some() {
        bail!("{r}: publish to a tag, not a digest");
    }
    if r.name() != p.manifest.name {
        bail!(
            "{r}: the component calls itself `{}`; publish it in a repository of that name (`{}/{}`), so that its name finds it",
            p.manifest.name,
            r.repo()
                .rsplit_once('/')
                .map_or(r.registry.clone(), |(base, _)| base.to_string()),
            p.manifest.name
        );
    }
    let reg = connect(&r).await?;
    reg.client
        .auth(&r.oci(), &reg.auth, RegistryOperation::Push)
        .await
        .map_err(|e| oci_error("signing in to", &r, e))?;
    let layer = descriptor(WASM_MEDIA_TYPE, p.wasm.bytes());
    if let Some((there, _, digest)) = reg.manifest(&r).await? {
        let component = there.wasm_layer().map(|l| l.digest.clone()).ok();
        if component.as_deref() != Some(layer.digest.as_str()) {
            let newest = super::catalog::versions(&super::catalog::tags_at(&r).await?)
                .first()
                .cloned()
                .unwrap_or_else(|| version.clone());
            bail!(
                "{r}: version {version} of {} is published already, with other bytes ({}; this one's is {}), and a published version is never replaced: every project that locked it would be refused its bytes, and one that had not would get others. Publish this one as a new version: raise the version in its manifest above {newest} (the newest published), build it again, and publish that",
                p.manifest.name,
                match &component {
                    Some(c) => format!("its component's digest is {c}"),
                    None => "the tag holds no Wasm component".into(),
                },
                layer.digest
            );
        }
        let signed_by = match (signature_of(&reg, &r, &digest).await?, key) {
            (Some(sig), _) => Some(sig.key),
            (None, Some(k)) => Some(push_signature(&reg, &r, &digest, k).await?),
            (None, None) => None,
        };
        return Ok(Published {
            reference: r,
            digest,
            signed_by,
            unchanged: true,
        });
    }
    let created = time::OffsetDateTime::now_utc()
        .format(&time::format_description::well_known::Rfc3339)
        .unwrap_or_default();
    let config = serde_json::to_vec(&serde_json::json!({
        "created": created,
        "architecture": "wasm",
        "os": "wasip2",
        "layerDigests": [layer.digest],
        "component": {"exports": p.exports, "imports": p.imports, "target": null},
    }))?;
    let mut annotations = BTreeMap::from([
        (
            "org.opencontainers.image.title".to_string(),
            p.manifest.name.clone(),
        ),
        ("org.opencontainers.image.version".into(), version.clone()),
        ("org.opencontainers.image.created".into(), created),
        (ANNOTATION_KIND.into(), p.kind.into()),
        (
            ANNOTATION_MANIFEST.into(),
            serde_json::to_string(p.manifest)?,
        ),
        (
            ANNOTATION_WIT.into(),
            strata_packages(
                &p.exports
                    .iter()
                    .chain(&p.imports)
                    .cloned()
                    .collect::<Vec<_>>(),
            )
            .join(","),
        ),
    ]);
    if let Some(s) = &p.schema {
        annotations.insert(ANNOTATION_SCHEMA.into(), s.clone());
    }
    let manifest = ImageManifest {
        schema_version: 2,
        media_type: Some(MANIFEST_MEDIA_TYPE.into()),
        artifact_type: None,
        config: descriptor(CONFIG_MEDIA_TYPE, &config),
        layers: vec![layer],
        subject: None,
        annotations,
    };
    reg.push_blob(&r, p.wasm.bytes().to_vec()).await?;
    reg.push_blob(&r, config).await?;
    let digest = reg.push_manifest(&r, &manifest).await?;
    let signed_by = match key {
        Some(k) => Some(push_signature(&reg, &r, &digest, k).await?),
        None => None,
    };
    Ok(Published {
        reference: r,
        digest,
        signed_by,
        unchanged: false,
    })
}

/// Sign the manifest `digest` with `k` and push the signature beside it; returns the key.
async fn push_signature(
    reg: &Registry,
    r: &ArtifactRef,
    digest: &str,
    k: &SigningKey,
) -> Result<String> {
    let sig = k.sign(digest);
    let body = serde_json::to_vec(&sig)?;
    let empty = b"{}".to_vec();
    let sig_ref = r.with_tag(&signature_tag(digest));
    let m = ImageManifest {
        schema_version: 2,
        media_type: Some(MANIFEST_MEDIA_TYPE.into()),
        artifact_type: Some(SIGNATURE_MEDIA_TYPE.into()),
        config: descriptor(EMPTY_MEDIA_TYPE, &empty),
        layers: vec![descriptor(SIGNATURE_MEDIA_TYPE, &body)],
        subject: Some(Descriptor {
            media_type: MANIFEST_MEDIA_TYPE.into(),
            digest: digest.to_string(),
            size: 0,
            annotations: None,
        }),
        annotations: BTreeMap::new(),
    };
    reg.push_blob(&sig_ref, empty).await?;
    reg.push_blob(&sig_ref, body).await?;
    reg.push_manifest(&sig_ref, &m).await?;
    Ok(sig.key)
}

/// A component fetched from a registry, not yet trusted: its bytes (checked against the layer's
/// digest), its image manifest and that manifest's digest, and its signature if it has one.
pub struct Fetched {
    pub reference: ArtifactRef,
    /// The mirror it was read from (`host[:port]`), when the user names one for its registry.
    pub mirror: Option<String>,
    pub wasm: Wasm,
    pub manifest: ImageManifest,
    pub manifest_bytes: Vec<u8>,
    pub digest: String,
    pub signature: Option<Signature>,
}

/// Fetch the artifact `r` names (by digest when it has one). `pinned`: the component's
/// checksum is known beforehand, so a registry on another machine that does not answer over
/// https is tried over plain http, without credentials (the pin checks the bytes; nothing
/// checks who reads a password on the way).
///
/// Read from its registry's mirror when the user names one (`strata plugin mirror`): the
/// answer is `r`'s all the same, with the mirror named in [`Fetched::mirror`] and in errors.
pub async fn fetch(r: &ArtifactRef, pinned: bool) -> Result<Fetched> {
    let Some(m) = super::mirror::mirrored(r)? else {
        return fetch_at(r, pinned).await;
    };
    match fetch_at(&m, pinned).await {
        Ok(f) => Ok(Fetched {
            reference: r.clone(),
            mirror: Some(m.registry),
            ..f
        }),
        Err(e) => Err(e.context(format!(
            "{r}, from the mirror {} of {} (`strata plugin mirror`)",
            m.registry, r.registry
        ))),
    }
}

async fn fetch_at(r: &ArtifactRef, pinned: bool) -> Result<Fetched> {
    let secure = fetch_from(&connect(r).await?, r).await;
    let loopback = strata_policy::is_loopback(strata_policy::url_host(&r.registry));
    match secure {
        Err(e) if pinned && !loopback => fetch_from(&connect_plain(r), r).await.map_err(|_| e),
        x => x,
    }
}

/// What a tag names now, for telling a moved tag: its manifest's digest and its component's
/// sha256 (hex), and the mirror it was read from.
pub struct Tagged {
    pub manifest: String,
    pub sha256: Option<String>,
    pub mirror: Option<String>,
}

/// What the tag `r` names now (from its registry's mirror when the user names one); `None`
/// when the tag is not there. Only the manifest is read.
pub async fn tagged(r: &ArtifactRef) -> Result<Option<Tagged>> {
    let (at, mirror) = match super::mirror::mirrored(r)? {
        Some(m) => (m.clone(), Some(m.registry)),
        None => (r.clone(), None),
    };
    let Some((m, _, digest)) = connect(&at).await?.manifest(&at).await? else {
        return Ok(None);
    };
    Ok(Some(Tagged {
        manifest: digest,
        sha256: m
            .wasm_layer()
            .ok()
            .and_then(|l| l.digest.strip_prefix("sha256:").map(str::to_string)),
        mirror,
    }))
}

async fn fetch_from(reg: &Registry, r: &ArtifactRef) -> Result<Fetched> {
    let (manifest, manifest_bytes, digest) = reg.manifest(r).await?.ok_or_else(|| {
        anyhow!("{r} is not in the registry (`strata plugin search` lists what it holds)")
    })?;
    let layer = manifest
        .wasm_layer()
        .with_context(|| format!("{r}"))?
        .clone();
    strata_host::check_size(layer.size, &r.to_string())?;
    let bytes = reg
        .blob(r, &layer, strata_host::MAX_COMPONENT_BYTES)
        .await?;
    let signature = signature_of(reg, r, &digest).await?;
    Ok(Fetched {
        reference: r.clone(),
        mirror: None,
        wasm: Wasm::new(bytes),
        manifest,
        manifest_bytes,
        digest,
        signature,
    })
}

async fn signature_of(reg: &Registry, r: &ArtifactRef, digest: &str) -> Result<Option<Signature>> {
    let sig_ref = r.with_tag(&signature_tag(digest));
    let Some((m, _, _)) = reg.manifest(&sig_ref).await? else {
        return Ok(None);
    };
    let layer = signature_layer(&sig_ref, &m)?;
    let body = reg.blob(&sig_ref, layer, MAX_SMALL).await?;
    parse_signature(&sig_ref, &body).map(Some)
}

/// The layer that holds the signature, in a signature artifact's manifest.
pub(super) fn signature_layer<'m>(
    sig_ref: &ArtifactRef,
    m: &'m ImageManifest,
) -> Result<&'m Descriptor> {
    m.layers
        .iter()
        .find(|l| l.media_type == SIGNATURE_MEDIA_TYPE)
        .ok_or_else(|| {
            anyhow!("{sig_ref}: a signature artifact with no `{SIGNATURE_MEDIA_TYPE}` layer")
        })
}

/// A signature, from its layer's bytes.
pub(super) fn parse_signature(sig_ref: &ArtifactRef, body: &[u8]) -> Result<Signature> {
    serde_json::from_slice(body).with_context(|| format!("{sig_ref}: its signature is malformed"))
}
