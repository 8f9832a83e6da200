//! The manifest a provider embeds in its `.wasm` (a custom section named `strata-manifest`):
//! its name, version and the capabilities it needs, so that `strata plugin install` and
//! `strata plugin ls` can show what a provider asks for before it ever runs.
//!
//! ```json
//! {"name": "aws", "version": "0.1.0",
//!  "capabilities": {"allow-hosts": ["https://*.amazonaws.com"], "allow-env": ["AWS_REGION"],
//!                   "allow-dirs": false}}
//! ```

use crate::{AllowedHosts, PolicyError};
use serde::{Deserialize, Serialize};

pub const MANIFEST_SECTION: &str = "strata-manifest";

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct ManifestCapabilities {
    /// Hosts the provider needs to reach, as grant patterns.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub allow_hosts: Vec<String>,
    /// Environment variables it reads.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub allow_env: Vec<String>,
    /// Whether it needs a directory granted.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub allow_dirs: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Manifest {
    pub name: String,
    pub version: String,
    #[serde(default)]
    pub capabilities: ManifestCapabilities,
}

impl Manifest {
    /// Parse and check a manifest's JSON.
    pub fn parse(bytes: &[u8]) -> Result<Manifest, PolicyError> {
        let m: Manifest =
            serde_json::from_slice(bytes).map_err(|e| PolicyError::BadManifest(e.to_string()))?;
        // Name and version become directories of the plugin cache.
        crate::check_name("provider", &m.name)
            .and_then(|()| crate::check_version(&m.version))
            .map_err(|e| PolicyError::BadManifest(e.to_string()))?;
        AllowedHosts::parse(&m.capabilities.allow_hosts)
            .map_err(|e| PolicyError::BadManifest(e.to_string()))?;
        crate::check_env_names(&m.capabilities.allow_env)
            .map_err(|e| PolicyError::BadManifest(e.to_string()))?;
        Ok(m)
    }

    /// A one-line account of what the provider asks for.
    pub fn describe(&self) -> String {
        let c = &self.capabilities;
        let mut parts = Vec::new();
        if !c.allow_hosts.is_empty() {
            parts.push(format!("hosts {}", c.allow_hosts.join(", ")));
        }
        if !c.allow_env.is_empty() {
            parts.push(format!("env {}", c.allow_env.join(", ")));
        }
        if c.allow_dirs {
            parts.push("a directory".into());
        }
        if parts.is_empty() {
            "nothing".into()
        } else {
            parts.join("; ")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn manifests_parse_and_malformed_ones_say_why() {
        let m = Manifest::parse(br#"{"name":"aws","version":"0.1.0","capabilities":{"allow-hosts":["https://*.amazonaws.com"]}}"#).unwrap();
        assert_eq!(m.describe(), "hosts https://*.amazonaws.com");
        let err = Manifest::parse(
            br#"{"name":"x","version":"1.0.0","capabilities":{"allow-hosts":["*"]}}"#,
        )
        .unwrap_err()
        .to_string();
        assert!(
            err.contains("malformed") && err.contains("defeats the sandbox"),
            "{err}"
        );
        let err =
            Manifest::parse(br#"{"name":"x","version":"1.0.0","capabilities":{"network":true}}"#)
                .unwrap_err()
                .to_string();
        assert!(err.contains("unknown field `network`"), "{err}");
        assert!(Manifest::parse(b"not json").is_err());
        for (name, version) in [("..", "0.1.0"), ("...", "0.1.0"), ("x", ".."), ("x", "1")] {
            let m = format!(r#"{{"name":"{name}","version":"{version}"}}"#);
            assert!(Manifest::parse(m.as_bytes()).is_err(), "{m}");
        }
    }
}
