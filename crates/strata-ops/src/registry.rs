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
//! command line, the project file's `registry`, or the user's default), over https unless the
//! registry is on this machine; a component whose checksum is pinned may come over plain http,
//! but credentials never do (`strata_policy::check_credentials`, which also holds for the token
//! service a registry names).

use anyhow::{Context, Result, anyhow};
use base64::Engine;
use oci_client::client::{ClientConfig, ClientProtocol};
use oci_client::secrets::RegistryAuth;
use oci_client::{Client, Reference, RegistryOperation};
use serde::{Deserialize, Serialize};
use sha2::Digest;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use strata_host::Wasm;

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

// ---- credentials ----

/// Strata's own credentials file (`strata plugin login`), in Docker's format.
pub fn login_file() -> Option<PathBuf> {
    strata_policy::user_config_dir().map(|d| d.join("registries.json"))
}

fn docker_config() -> Option<PathBuf> {
    match std::env::var_os("DOCKER_CONFIG") {
        Some(d) => Some(PathBuf::from(d).join("config.json")),
        None => std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".docker/config.json")),
    }
}

#[derive(Default, Deserialize, Serialize)]
struct AuthFile {
    #[serde(default)]
    auths: BTreeMap<String, AuthEntry>,
    #[serde(flatten)]
    rest: BTreeMap<String, serde_json::Value>,
}

#[derive(Default, Deserialize, Serialize)]
struct AuthEntry {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    auth: Option<String>,
    #[serde(flatten)]
    rest: BTreeMap<String, serde_json::Value>,
}

/// The credentials for `registry`: from `strata plugin login`'s file, else Docker's
/// `config.json` (its `auths` entries; credential helpers are not run), else none.
fn credentials(registry: &str) -> Result<RegistryAuth> {
    for path in [login_file(), docker_config()].into_iter().flatten() {
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        let file: AuthFile = serde_json::from_str(&text)
            .with_context(|| format!("reading registry credentials in {}", path.display()))?;
        let entry = file.auths.iter().find(|(k, _)| {
            let k = k
                .trim_start_matches("https://")
                .trim_start_matches("http://");
            k.trim_end_matches('/') == registry || k.split('/').next() == Some(registry)
        });
        if let Some((_, AuthEntry { auth: Some(a), .. })) = entry {
            let decoded = base64::engine::general_purpose::STANDARD
                .decode(a.trim())
                .ok()
                .and_then(|b| String::from_utf8(b).ok())
                .and_then(|s| {
                    s.split_once(':')
                        .map(|(u, p)| (u.to_string(), p.to_string()))
                })
                .ok_or_else(|| {
                    anyhow!(
                        "the credentials for {registry} in {} are not base64 of `user:password`",
                        path.display()
                    )
                })?;
            return Ok(RegistryAuth::Basic(decoded.0, decoded.1));
        }
    }
    Ok(RegistryAuth::Anonymous)
}

/// Remember a user name and password for `registry` (`host[:port]`) in Strata's credentials
/// file, readable by the user alone.
pub fn login(registry: &str, user: &str, password: &str) -> Result<PathBuf> {
    ArtifactRef::short(registry, "probe", None)?;
    let registry = registry.split('/').next().unwrap_or(registry);
    let path = login_file().ok_or_else(|| anyhow!("no configuration directory: set HOME"))?;
    let mut file: AuthFile = match std::fs::read_to_string(&path) {
        Ok(t) => serde_json::from_str(&t).with_context(|| format!("reading {}", path.display()))?,
        Err(_) => AuthFile::default(),
    };
    let auth = base64::engine::general_purpose::STANDARD.encode(format!("{user}:{password}"));
    file.auths.insert(
        registry.into(),
        AuthEntry {
            auth: Some(auth),
            ..AuthEntry::default()
        },
    );
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    }
    write_private(&path, serde_json::to_string_pretty(&file)?.as_bytes())?;
    Ok(path)
}

/// Write `bytes` to `path` (replacing it) as a file only its owner can read.
fn write_private(path: &Path, bytes: &[u8]) -> Result<()> {
    use std::io::Write;
    use std::os::unix::fs::OpenOptionsExt;
    let tmp = path.with_extension(format!("tmp-{}", std::process::id()));
    let mut f = std::fs::OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .mode(0o600)
        .open(&tmp)
        .with_context(|| format!("writing {}", tmp.display()))?;
    f.write_all(bytes)
        .and_then(|()| f.sync_all())
        .with_context(|| format!("writing {}", tmp.display()))?;
    std::fs::rename(&tmp, path).with_context(|| format!("writing {}", path.display()))
}

// ---- the client ----

struct Registry {
    client: Client,
    auth: RegistryAuth,
}

/// A client for `r`'s registry, with the user's credentials for it: https, or plain http when
/// the registry is on this machine. Credentials go only where `check_credentials` allows: the
/// registry itself (https or loopback), and a token service it names only when that is too.
async fn connect(r: &ArtifactRef) -> Result<Registry> {
    let loopback = strata_policy::is_loopback(strata_policy::url_host(&r.registry));
    let reg = client(r, loopback, credentials(&r.registry)?);
    if !matches!(reg.auth, RegistryAuth::Anonymous) {
        check_realm(r, loopback).await?;
    }
    Ok(reg)
}

/// A client over plain http that holds no credentials: for a component whose checksum is
/// pinned (the bytes are checked whatever the transport), never for credentials.
fn connect_plain(r: &ArtifactRef) -> Registry {
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
fn bearer_realm(header: &str) -> Option<String> {
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
fn oci_error(
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

fn not_found(e: &oci_client::errors::OciDistributionError) -> bool {
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

fn digest_of(bytes: &[u8]) -> String {
    format!("sha256:{}", hex::encode(sha2::Sha256::digest(bytes)))
}

// ---- the artifact ----

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
}

fn descriptor(media_type: &str, bytes: &[u8]) -> Descriptor {
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

impl Registry {
    async fn push_blob(&self, r: &ArtifactRef, bytes: Vec<u8>) -> Result<()> {
        let digest = digest_of(&bytes);
        self.client
            .push_blob(&r.oci(), bytes, &digest)
            .await
            .map_err(|e| oci_error("uploading to", r, e))?;
        Ok(())
    }

    async fn push_manifest(&self, r: &ArtifactRef, m: &ImageManifest) -> Result<String> {
        let body = serde_json::to_vec(m)?;
        let digest = digest_of(&body);
        self.client
            .push_manifest_raw(&r.oci(), body, MANIFEST_MEDIA_TYPE.parse()?)
            .await
            .map_err(|e| oci_error("publishing", r, e))?;
        Ok(digest)
    }

    /// A manifest and its digest, computed here (a registry's word for it is not taken).
    async fn manifest(&self, r: &ArtifactRef) -> Result<Option<(ImageManifest, Vec<u8>, String)>> {
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
    async fn blob(&self, r: &ArtifactRef, d: &Descriptor, max: u64) -> Result<Vec<u8>> {
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
fn parse_manifest(r: &ArtifactRef, bytes: &[u8]) -> Result<(ImageManifest, Vec<u8>, String)> {
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

fn signature_tag(digest: &str) -> String {
    format!("{}.sig", digest.replace(':', "-"))
}

/// Publish `p` at `r` (its tag is the component's version, which it must be when given), and
/// its signature when a key is given.
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
        Some(k) => {
            let sig = k.sign(&digest);
            let body = serde_json::to_vec(&sig)?;
            let empty = b"{}".to_vec();
            let sig_ref = r.with_tag(&signature_tag(&digest));
            let m = ImageManifest {
                schema_version: 2,
                media_type: Some(MANIFEST_MEDIA_TYPE.into()),
                artifact_type: Some(SIGNATURE_MEDIA_TYPE.into()),
                config: descriptor(EMPTY_MEDIA_TYPE, &empty),
                layers: vec![descriptor(SIGNATURE_MEDIA_TYPE, &body)],
                subject: Some(Descriptor {
                    media_type: MANIFEST_MEDIA_TYPE.into(),
                    digest: digest.clone(),
                    size: 0,
                    annotations: None,
                }),
                annotations: BTreeMap::new(),
            };
            reg.push_blob(&sig_ref, empty).await?;
            reg.push_blob(&sig_ref, body).await?;
            reg.push_manifest(&sig_ref, &m).await?;
            Some(sig.key)
        }
        None => None,
    };
    Ok(Published {
        reference: r,
        digest,
        signed_by,
    })
}

/// A component fetched from a registry, not yet trusted: its bytes (checked against the layer's
/// digest), its image manifest and that manifest's digest, and its signature if it has one.
pub struct Fetched {
    pub reference: ArtifactRef,
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
pub async fn fetch(r: &ArtifactRef, pinned: bool) -> Result<Fetched> {
    let secure = fetch_from(&connect(r).await?, r).await;
    let loopback = strata_policy::is_loopback(strata_policy::url_host(&r.registry));
    match secure {
        Err(e) if pinned && !loopback => fetch_from(&connect_plain(r), r).await.map_err(|_| e),
        x => x,
    }
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
fn signature_layer<'m>(sig_ref: &ArtifactRef, m: &'m ImageManifest) -> Result<&'m Descriptor> {
    m.layers
        .iter()
        .find(|l| l.media_type == SIGNATURE_MEDIA_TYPE)
        .ok_or_else(|| {
            anyhow!("{sig_ref}: a signature artifact with no `{SIGNATURE_MEDIA_TYPE}` layer")
        })
}

/// A signature, from its layer's bytes.
fn parse_signature(sig_ref: &ArtifactRef, body: &[u8]) -> Result<Signature> {
    serde_json::from_slice(body).with_context(|| format!("{sig_ref}: its signature is malformed"))
}

/// The tags of `r`'s repository.
pub async fn tags(r: &ArtifactRef) -> Result<Vec<String>> {
    let reg = connect(r).await?;
    let mut out = Vec::new();
    let mut last: Option<String> = None;
    loop {
        let page = match reg
            .client
            .list_tags(&r.oci(), &reg.auth, Some(1000), last.as_deref())
            .await
        {
            Ok(p) => p,
            Err(e) if not_found(&e) => return Ok(out),
            Err(e) => return Err(oci_error("listing the tags of", r, e)),
        };
        let n = page.tags.len();
        last = page.tags.last().cloned();
        out.extend(page.tags);
        if n < 1000 || out.len() > 100_000 {
            return Ok(out);
        }
    }
}

/// The versions among `tags`, newest first (signature tags and others are not versions).
pub fn versions(tags: &[String]) -> Vec<String> {
    let mut v: Vec<String> = tags
        .iter()
        .filter(|t| strata_policy::check_version(t).is_ok())
        .cloned()
        .collect();
    v.sort_by_key(|t| std::cmp::Reverse(crate::plugins::version_key(t)));
    v
}

/// The repositories of `registry`'s catalog under `namespace` (when it serves a catalog).
pub async fn catalog(base: &str) -> Result<Vec<String>> {
    let probe = ArtifactRef::short(base, "probe", None)?;
    let namespace = probe
        .repository
        .rsplit_once('/')
        .map(|(ns, _)| format!("{ns}/"))
        .unwrap_or_default();
    let reg = connect(&probe).await?;
    let mut out = Vec::new();
    let mut last: Option<String> = None;
    // Pages are counted, not only the names kept: a registry that pages on through names
    // outside the namespace is stopped too.
    let mut pages = 0;
    loop {
        let page = reg
            .client
            .catalog(&probe.oci(), &reg.auth, Some(1000), last.as_deref())
            .await
            .map_err(|e| {
                oci_error("reading the catalog of", &probe, e).context(format!(
                    "the registry {} may not serve a catalog (`/v2/_catalog`); name the artifact instead",
                    probe.registry
                ))
            })?;
        let n = page.repositories.len();
        pages += 1;
        last = page.repositories.last().cloned();
        out.extend(
            page.repositories
                .into_iter()
                .filter(|r| r.starts_with(&namespace)),
        );
        if n < 1000 || out.len() > 100_000 || pages >= 100 {
            return Ok(out);
        }
    }
}

// ---- signatures ----

const KEY_PREFIX: &str = "ed25519:";
const PRIVATE_PREFIX: &str = "strata-ed25519-private:";

/// What a signature signs: the artifact's manifest digest, in a context of its own.
fn signed_message(digest: &str) -> Vec<u8> {
    format!("strata artifact signature v1\n{digest}\n").into_bytes()
}

/// A publisher's signature of an artifact's manifest digest.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Signature {
    /// The signer's public key, `ed25519:<base64>`.
    pub key: String,
    /// The manifest digest signed.
    pub manifest: String,
    /// The ed25519 signature, base64.
    pub signature: String,
}

pub struct SigningKey(ring::signature::Ed25519KeyPair);

impl SigningKey {
    /// The public key, as a project names it in `trust`.
    pub fn public(&self) -> String {
        use ring::signature::KeyPair;
        format!(
            "{KEY_PREFIX}{}",
            base64::engine::general_purpose::STANDARD.encode(self.0.public_key().as_ref())
        )
    }

    pub fn sign(&self, digest: &str) -> Signature {
        Signature {
            key: self.public(),
            manifest: digest.into(),
            signature: base64::engine::general_purpose::STANDARD
                .encode(self.0.sign(&signed_message(digest)).as_ref()),
        }
    }

    /// Read a key `keygen` wrote; refused if others may read it.
    pub fn load(path: &Path) -> Result<SigningKey> {
        use std::os::unix::fs::PermissionsExt;
        let meta = std::fs::metadata(path)
            .with_context(|| format!("reading the key {}", path.display()))?;
        if meta.permissions().mode() & 0o077 != 0 {
            bail!(
                "the signing key {} may be read by others: `chmod 600 {}`",
                path.display(),
                path.display()
            );
        }
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("reading the key {}", path.display()))?;
        let der = text
            .trim()
            .strip_prefix(PRIVATE_PREFIX)
            .and_then(|b| base64::engine::general_purpose::STANDARD.decode(b).ok())
            .ok_or_else(|| {
                anyhow!(
                    "{} is not a signing key made by `strata plugin keygen`",
                    path.display()
                )
            })?;
        let pair = ring::signature::Ed25519KeyPair::from_pkcs8(&der)
            .map_err(|e| anyhow!("{}: not an ed25519 key ({e})", path.display()))?;
        Ok(SigningKey(pair))
    }

    /// Make a key at `path` (never over an existing file; readable by the user alone) and its
    /// public key at `path.pub`; returns the key.
    pub fn generate(path: &Path) -> Result<SigningKey> {
        use std::io::Write;
        use std::os::unix::fs::OpenOptionsExt;
        let rng = ring::rand::SystemRandom::new();
        let der = ring::signature::Ed25519KeyPair::generate_pkcs8(&rng)
            .map_err(|e| anyhow!("making a key: {e}"))?;
        let pair = ring::signature::Ed25519KeyPair::from_pkcs8(der.as_ref())
            .map_err(|e| anyhow!("making a key: {e}"))?;
        let key = SigningKey(pair);
        let mut f = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .mode(0o600)
            .open(path)
            .with_context(|| format!("writing {} (it must not exist yet)", path.display()))?;
        writeln!(
            f,
            "{PRIVATE_PREFIX}{}",
            base64::engine::general_purpose::STANDARD.encode(der.as_ref())
        )
        .with_context(|| format!("writing {}", path.display()))?;
        let public = PathBuf::from(format!("{}.pub", path.display()));
        std::fs::write(&public, format!("{}\n", key.public()))
            .with_context(|| format!("writing {}", public.display()))?;
        Ok(key)
    }
}

/// Check that a `trust` entry is a public key (`ed25519:<base64 of 32 bytes>`).
pub fn parse_public(key: &str) -> Result<Vec<u8>> {
    key.strip_prefix(KEY_PREFIX)
        .and_then(|b| base64::engine::general_purpose::STANDARD.decode(b).ok())
        .filter(|b| b.len() == 32)
        .ok_or_else(|| {
            anyhow!(
                "`{key}` is not a public key: a trusted key is `ed25519:` and 44 base64 characters, as `strata plugin keygen` prints"
            )
        })
}

/// Verify that `sig` signs `digest` with one of the `trusted` keys; returns that key.
pub fn verify(sig: &Signature, digest: &str, trusted: &[String]) -> Result<String> {
    if sig.manifest != digest {
        bail!(
            "its signature is of another artifact ({}), not of this one ({digest})",
            sig.manifest
        );
    }
    let signer = parse_public(&sig.key)?;
    let mut known = false;
    for t in trusted {
        if parse_public(t)? == signer {
            known = true;
        }
    }
    if !known {
        bail!(
            "it is signed by {}, a key not among those trusted ({})",
            sig.key,
            trusted.join(", ")
        );
    }
    let bytes = base64::engine::general_purpose::STANDARD
        .decode(&sig.signature)
        .map_err(|_| anyhow!("its signature is not base64"))?;
    ring::signature::UnparsedPublicKey::new(&ring::signature::ED25519, &signer)
        .verify(&signed_message(digest), &bytes)
        .map_err(|_| {
            anyhow!(
                "its signature by {} does not verify: the artifact or its signature was altered",
                sig.key
            )
        })?;
    Ok(sig.key.clone())
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

    #[test]
    fn a_signature_verifies_with_its_key_only_and_for_its_digest_only() {
        let dir = tempfile::tempdir().unwrap();
        let key = SigningKey::generate(&dir.path().join("k")).unwrap();
        let other = SigningKey::generate(&dir.path().join("o")).unwrap();
        assert!(
            SigningKey::generate(&dir.path().join("k")).is_err(),
            "never over a key"
        );
        let loaded = SigningKey::load(&dir.path().join("k")).unwrap();
        assert_eq!(loaded.public(), key.public());
        let digest = digest_of(b"manifest");
        let sig = key.sign(&digest);
        assert_eq!(
            verify(&sig, &digest, &[key.public()]).unwrap(),
            key.public()
        );
        let e = verify(&sig, &digest, &[other.public()])
            .unwrap_err()
            .to_string();
        assert!(e.contains("not among those trusted"), "{e}");
        let e = verify(&sig, &digest_of(b"another"), &[key.public()])
            .unwrap_err()
            .to_string();
        assert!(e.contains("of another artifact"), "{e}");
        // A signature moved onto another digest, its `manifest` rewritten to match.
        let mut moved = sig.clone();
        moved.manifest = digest_of(b"another");
        let e = verify(&moved, &digest_of(b"another"), &[key.public()])
            .unwrap_err()
            .to_string();
        assert!(e.contains("does not verify"), "{e}");
        // A signer's key swapped for a trusted one.
        let mut swapped = other.sign(&digest);
        swapped.key = key.public();
        assert!(verify(&swapped, &digest, &[key.public()]).is_err());
        // A key others can read is refused.
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(dir.path().join("k"), std::fs::Permissions::from_mode(0o644))
            .unwrap();
        assert!(SigningKey::load(&dir.path().join("k")).is_err());
        assert!(parse_public("ed25519:abc").is_err());
    }

    #[test]
    fn versions_are_sorted_newest_first_and_other_tags_left_out() {
        let tags: Vec<String> = ["0.2.0", "0.10.0", "latest", "sha256-ab.sig", "0.9.1"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(versions(&tags), ["0.10.0", "0.9.1", "0.2.0"]);
    }
}
