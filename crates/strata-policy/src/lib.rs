//! Capability policy, kept pure so that it can be read and tested apart from the sandbox that
//! enforces it (the host asks it yes or no): host grant patterns (`allow-hosts`), durations and
//! sizes in grants, and the manifest a provider embeds in its `.wasm`.

mod hosts;
mod manifest;

pub use hosts::{AllowedHosts, HostPattern, Target, default_port};
pub use manifest::{MANIFEST_SECTION, Manifest, ManifestCapabilities};

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum PolicyError {
    #[error("`{entry}` is not a valid host grant: {reason}")]
    BadHost { entry: String, reason: String },
    #[error("`{0}` is not a duration such as \"30s\", \"10m\" or \"1h\"")]
    BadDuration(String),
    #[error("`{0}` is not a size such as \"512MiB\" or \"2GiB\"")]
    BadSize(String),
    #[error("the provider manifest is malformed: {0}")]
    BadManifest(String),
    #[error("`{0}` is not an environment variable name")]
    BadEnvName(String),
}

/// Check the names of an `allow-env` list.
pub fn check_env_names<S: AsRef<str>>(names: &[S]) -> Result<(), PolicyError> {
    match names
        .iter()
        .map(AsRef::as_ref)
        .find(|v| v.is_empty() || v.contains('='))
    {
        Some(bad) => Err(PolicyError::BadEnvName(bad.into())),
        None => Ok(()),
    }
}

/// Parse `"500ms"`, `"30s"`, `"10m"`, `"1h"`.
pub fn parse_duration(s: &str) -> Result<std::time::Duration, PolicyError> {
    let bad = || PolicyError::BadDuration(s.into());
    let t = s.trim();
    let split = t.find(|c: char| !c.is_ascii_digit()).ok_or_else(bad)?;
    let (n, unit) = t.split_at(split);
    let n: u64 = n.parse().map_err(|_| bad())?;
    let ms = match unit.trim() {
        "ms" => n,
        "s" => n * 1000,
        "m" | "min" => n * 60_000,
        "h" => n * 3_600_000,
        _ => return Err(bad()),
    };
    if ms == 0 {
        return Err(bad());
    }
    Ok(std::time::Duration::from_millis(ms))
}

/// Parse `"64MiB"`, `"2GiB"`, `"512KiB"` (binary units) into bytes.
pub fn parse_size(s: &str) -> Result<u64, PolicyError> {
    let bad = || PolicyError::BadSize(s.into());
    let t = s.trim();
    let split = t.find(|c: char| !c.is_ascii_digit()).ok_or_else(bad)?;
    let (n, unit) = t.split_at(split);
    let n: u64 = n.parse().map_err(|_| bad())?;
    let mult: u64 = match unit.trim() {
        "KiB" => 1 << 10,
        "MiB" => 1 << 20,
        "GiB" => 1 << 30,
        _ => return Err(bad()),
    };
    n.checked_mul(mult).filter(|b| *b > 0).ok_or_else(bad)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_and_sizes() {
        assert_eq!(parse_duration("10m").unwrap().as_secs(), 600);
        assert_eq!(parse_duration("250ms").unwrap().as_millis(), 250);
        assert!(parse_duration("ten minutes").is_err());
        assert!(parse_duration("0s").is_err());
        assert_eq!(parse_size("512MiB").unwrap(), 512 << 20);
        assert_eq!(parse_size("1GiB").unwrap(), 1 << 30);
        assert_eq!(
            parse_size("1GB").unwrap_err().to_string(),
            "`1GB` is not a size such as \"512MiB\" or \"2GiB\""
        );
    }
}
