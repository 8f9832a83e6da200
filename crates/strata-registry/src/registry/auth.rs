//! Registry credentials: `strata plugin login`'s file, else Docker's `config.json`.

use super::ArtifactRef;
use anyhow::{Context, Result, anyhow};
use base64::Engine;
use oci_client::secrets::RegistryAuth;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

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
pub(super) fn credentials(registry: &str) -> Result<RegistryAuth> {
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
