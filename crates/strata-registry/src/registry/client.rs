//! The OCI client: a connection to one registry with the user's credentials for it (held to
//! `strata_policy::check_credentials`), its errors, and the manifests and blobs it reads,
//! bounded and checked against their digests.

use super::auth::credentials;
use super::{ArtifactRef, Descriptor, ImageManifest, MANIFEST_MEDIA_TYPE, MAX_SMALL, digest_of};
use anyhow::{Context, Result, anyhow, bail};
use oci_client::Client;
use oci_client::client::{ClientConfig, ClientProtocol};
use oci_client::secrets::RegistryAuth;

pub(super) struct Registry {
    pub(super) client: Client,
    pub(super) auth: RegistryAuth,
}

/// A client for `r`'s registry, with the user's credentials for it: https, or plain http when
/// the registry is on this machine. Credentials go only where `check_credentials` allows: the
/// registry itself (https or loopback), and a token service it names only when that is too.
pub(super) async fn connect(r: &ArtifactRef) -> Result<Registry> {
    let loopback = strata_policy::is_loopback(strata_policy::url_host(&r.registry));
    let reg = client(r, loopback, credentials(&r.registry)?);
    if !matches!(reg.auth, RegistryAuth::Anonymous) {
        check_realm(r, loopback).await?;
    }
    Ok(reg)
}

/// A client over plain http that holds no credentials: for a component whose checksum is
/// pinned (the bytes are checked whatever the transport), never for credentials.
pub(super) fn connect_plain(r: &ArtifactRef) -> Registry {
    client(r, true, RegistryAuth::Anonymous)
}

/// Where a client that holds credentials sends every plain-http request to another machine: a
/// privileged port on loopback that nothing of the user's answers, so the request fails before
/// a byte of it (with the credentials the OCI client would add) leaves this machine. This holds
/// for whatever the registry names later (a token service in a second answer unlike the first
/// that [`check_realm`] read), not only for what was checked.
const NOWHERE: &str = "http://127.0.0.1:1";

fn client(r: &ArtifactRef, http: bool, auth: RegistryAuth) -> Registry {
    let protocol = if http {
        ClientProtocol::HttpsExcept(vec![r.registry.clone()])
    } else {
        ClientProtocol::Https
    };
    let guarded = !matches!(auth, RegistryAuth::Anonymous);
    // A proxy of its own turns off the client's proxies from the environment: the https one
    // is passed on as it was.
    let env_proxy = || {
        ["HTTPS_PROXY", "https_proxy"]
            .iter()
            .find_map(|k| std::env::var(k).ok().filter(|v| !v.is_empty()))
    };
    crate::tls_provider();
    Registry {
        client: Client::new(ClientConfig {
            protocol,
            connect_timeout: Some(std::time::Duration::from_secs(10)),
            read_timeout: Some(std::time::Duration::from_secs(120)),
            platform_resolver: None,
            http_proxy: guarded.then(|| NOWHERE.to_string()),
            https_proxy: if guarded { env_proxy() } else { None },
            no_proxy: guarded.then(|| "localhost,127.0.0.0/8,::1".to_string()),
            ..ClientConfig::default()
        }),
        auth,
    }
}

/// The token service a registry names (`WWW-Authenticate: Bearer realm="…"`) is sent the
/// user's credentials by the OCI client: refuse one that `check_credentials` refuses (plain
/// http to another machine), before any credential leaves.
async fn check_realm(r: &ArtifactRef, http: bool) -> Result<()> {
    let url = format!(
        "{}://{}/v2/",
        if http { "http" } else { "https" },
        r.registry
    );
    crate::tls_provider();
    let probe = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .connect_timeout(std::time::Duration::from_secs(10))
        .timeout(std::time::Duration::from_secs(30))
        .build()
        .context("starting the HTTP client")?;
    // A registry that cannot be reached fails in the client's own call, with its own message.
    let Ok(resp) = probe.get(&url).send().await else {
        return Ok(());
    };
    for h in resp.headers().get_all(reqwest::header::WWW_AUTHENTICATE) {
        if let Some(realm) = h.to_str().ok().and_then(bearer_realm) {
            strata_policy::check_credentials(&realm).map_err(|e| {
                anyhow!(
                    "{r}: the registry sends sign-ins to its token service {realm}: {e}; nothing was sent"
                )
            })?;
        }
    }
    Ok(())
}

/// The `realm` of a `Bearer` challenge (`Bearer realm="URL",service="…"`).
pub(super) fn bearer_realm(header: &str) -> Option<String> {
    let (scheme, params) = header.trim().split_once(' ')?;
    if !scheme.eq_ignore_ascii_case("bearer") {
        return None;
    }
    let at = params.to_ascii_lowercase().find("realm=")?;
    let value = params[at + "realm=".len()..].trim_start();
    match value.strip_prefix('"') {
        Some(q) => q.split('"').next().map(str::to_string),
        None => value.split(',').next().map(|v| v.trim().to_string()),
    }
}

/// An OCI client error, with the reference and what to do when it is about credentials.
pub(super) fn oci_error(
    what: &str,
    r: &ArtifactRef,
    e: oci_client::errors::OciDistributionError,
) -> anyhow::Error {
    use oci_client::errors::OciDistributionError as E;
    use oci_client::errors::OciErrorCode as C;
    let denied = match &e {
        E::UnauthorizedError { .. } | E::AuthenticationFailure(_) => true,
        E::ServerError { code, .. } => *code == 401 || *code == 403,
        E::RegistryError { envelope, .. } => envelope
            .errors
            .iter()
            .any(|x| matches!(x.code, C::Unauthorized | C::Denied)),
        _ => false,
    };
    let hint = match denied {
        true => format!(
            ": the registry wants credentials: `strata plugin login {}` (or `docker login`)",
            r.registry
        ),
        false => String::new(),
    };
    let mut m = e.to_string();
    let mut s = std::error::Error::source(&e);
    while let Some(x) = s {
        let x_text = x.to_string();
        if !m.contains(&x_text) {
            m.push_str(&format!(": {x_text}"));
        }
        s = x.source();
    }
    if matches!(e, E::DigestError(_)) {
        return anyhow!(
            "{what} {r}: the registry sent bytes that do not match their digest (they were altered, in the registry or on the way): {m}"
        );
    }
    anyhow!("{what} {r}: {m}{hint}")
}

pub(super) fn not_found(e: &oci_client::errors::OciDistributionError) -> bool {
    use oci_client::errors::{OciDistributionError as E, OciErrorCode};
    match e {
        E::ImageManifestNotFoundError(_) => true,
        E::ServerError { code, .. } => *code == 404,
        E::RegistryError { envelope, .. } => envelope.errors.iter().any(|x| {
            matches!(
                x.code,
                OciErrorCode::ManifestUnknown | OciErrorCode::NameUnknown
            )
        }),
        _ => false,
    }
}

impl Registry {
    pub(super) async fn push_blob(&self, r: &ArtifactRef, bytes: Vec<u8>) -> Result<()> {
        let digest = digest_of(&bytes);
        self.client
            .push_blob(&r.oci(), bytes, &digest)
            .await
            .map_err(|e| oci_error("uploading to", r, e))?;
        Ok(())
    }

    pub(super) async fn push_manifest(&self, r: &ArtifactRef, m: &ImageManifest) -> Result<String> {
        let body = serde_json::to_vec(m)?;
        let digest = digest_of(&body);
        self.client
            .push_manifest_raw(&r.oci(), body, MANIFEST_MEDIA_TYPE.parse()?)
            .await
            .map_err(|e| oci_error("publishing", r, e))?;
        Ok(digest)
    }

    /// A manifest and its digest, computed here (a registry's word for it is not taken).
    pub(super) async fn manifest(
        &self,
        r: &ArtifactRef,
    ) -> Result<Option<(ImageManifest, Vec<u8>, String)>> {
        let (bytes, _) = match self
            .client
            .pull_manifest_raw(&r.oci(), &self.auth, &[MANIFEST_MEDIA_TYPE])
            .await
        {
            Ok(x) => x,
            Err(e) if not_found(&e) => return Ok(None),
            Err(e) => return Err(oci_error("reading", r, e)),
        };
        parse_manifest(r, &bytes).map(Some)
    }

    /// A blob, at most `max` bytes, checked against its digest.
    pub(super) async fn blob(&self, r: &ArtifactRef, d: &Descriptor, max: u64) -> Result<Vec<u8>> {
        if d.size > max {
            bail!(
                "{r}: a blob of {} bytes is more than the {max} allowed",
                d.size
            );
        }
        let mut out = Capped {
            bytes: Vec::with_capacity(d.size as usize),
            max: max as usize,
        };
        self.client
            .pull_blob(&r.oci(), d.digest.as_str(), &mut out)
            .await
            .map_err(|e| oci_error("downloading", r, e))?;
        if digest_of(&out.bytes) != d.digest {
            bail!("{r}: a blob's bytes do not match its digest {}", d.digest);
        }
        Ok(out.bytes)
    }
}

/// The manifest a registry answered for `r`, from its bytes: refused past 1 MiB, or when its
/// digest (computed here: a registry's word for it is not taken) is not the one `r` names;
/// parsed. Returns it, its bytes and its digest.
pub(super) fn parse_manifest(
    r: &ArtifactRef,
    bytes: &[u8],
) -> Result<(ImageManifest, Vec<u8>, String)> {
    if bytes.len() as u64 > MAX_SMALL {
        bail!("{r}: its manifest is larger than 1 MiB");
    }
    let digest = digest_of(bytes);
    if let Some(want) = &r.digest
        && *want != digest
    {
        bail!(
            "{r}: the registry answered a manifest whose digest is {digest}, not the one asked for"
        );
    }
    let m: ImageManifest = serde_json::from_slice(bytes)
        .with_context(|| format!("{r}: its manifest is not an OCI image manifest"))?;
    Ok((m, bytes.to_vec(), digest))
}

/// A `Vec` that refuses to grow past `max` (a registry that never stops is cut off).
struct Capped {
    bytes: Vec<u8>,
    max: usize,
}

impl tokio::io::AsyncWrite for Capped {
    fn poll_write(
        mut self: std::pin::Pin<&mut Self>,
        _: &mut std::task::Context<'_>,
        buf: &[u8],
    ) -> std::task::Poll<std::io::Result<usize>> {
        if self.bytes.len() + buf.len() > self.max {
            return std::task::Poll::Ready(Err(std::io::Error::other(format!(
                "more than the {} bytes its descriptor said",
                self.max
            ))));
        }
        self.bytes.extend_from_slice(buf);
        std::task::Poll::Ready(Ok(buf.len()))
    }
    fn poll_flush(
        self: std::pin::Pin<&mut Self>,
        _: &mut std::task::Context<'_>,
    ) -> std::task::Poll<std::io::Result<()>> {
        std::task::Poll::Ready(Ok(()))
    }
    fn poll_shutdown(
        self: std::pin::Pin<&mut Self>,
        _: &mut std::task::Context<'_>,
    ) -> std::task::Poll<std::io::Result<()>> {
        std::task::Poll::Ready(Ok(()))
    }
}
