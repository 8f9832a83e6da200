//! Capability policy, kept pure so that it can be read and tested apart from the sandbox that
//! enforces it (the host asks it yes or no): host grant patterns (`allow-hosts`), durations and
//! sizes in grants, and the manifest a provider embeds in its `.wasm`.

mod download;
mod grants;
mod hosts;
mod manifest;
mod stacks;

pub use download::{check_credentials, check_download, is_loopback, url_host};
pub use grants::{DirGrant, Grants};
pub use hosts::{AllowedHosts, HostPattern, Target, default_port};
pub use manifest::{MANIFEST_SECTION, Manifest, ManifestCapabilities};
pub use stacks::{StackGrant, StackName, stack_grant_line};

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
    #[error("{what} `{name}` is not a valid name: {reason}")]
    BadName {
        what: &'static str,
        name: String,
        reason: &'static str,
    },
    #[error("refusing to download a component from {url}: {reason}")]
    BadDownload { url: String, reason: String },
    #[error("refusing to send credentials to {url}: {reason}")]
    BadCredentials { url: String, reason: String },
    #[error("`{entry}` is not a valid stack grant: {reason}")]
    BadStackGrant { entry: String, reason: String },
    #[error("version `{0}` is not a semantic version such as 0.1.0")]
    BadVersion(String),
}

/// Longest name a stack, project or plugin may have.
pub const MAX_NAME: usize = 64;

/// The one check of every name that becomes part of a path (a stack, a plugin, a project):
/// an ASCII letter or digit first, then letters, digits, `-`, `_` or `.`, at most
/// [`MAX_NAME`] characters. A name can then never be `.`, `..`, absolute, or hold a `/`.
/// The per-user configuration directory: `$XDG_CONFIG_HOME/strata`, else `~/.config/strata`
/// (keys, the remembered backend).
pub fn user_config_dir() -> Option<std::path::PathBuf> {
    let base = std::env::var_os("XDG_CONFIG_HOME")
        .map(std::path::PathBuf::from)
        .or_else(|| {
            std::env::var_os("HOME").map(|h| std::path::PathBuf::from(h).join(".config"))
        })?;
    Some(base.join("strata"))
}

pub fn check_name(what: &'static str, name: &str) -> Result<(), PolicyError> {
    let bad = |reason| {
        Err(PolicyError::BadName {
            what,
            name: name.into(),
            reason,
        })
    };
    if name.is_empty() {
        return bad("it is empty");
    }
    if name.len() > MAX_NAME {
        return bad("it is longer than 64 characters");
    }
    if !name.starts_with(|c: char| c.is_ascii_alphanumeric()) {
        return bad("it must start with a letter or a digit");
    }
    if !name
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
    {
        return bad("use only letters, digits, `-`, `_` and `.`");
    }
    Ok(())
}

/// Check a version is semantic (`MAJOR.MINOR.PATCH`, optional `-pre` and `+build`), so that it
/// can name a directory safely and sort.
pub fn check_version(version: &str) -> Result<(), PolicyError> {
    let bad = || PolicyError::BadVersion(version.into());
    let (core, rest) = match version.find(['-', '+']) {
        Some(i) => version.split_at(i),
        None => (version, ""),
    };
    let numbers: Vec<&str> = core.split('.').collect();
    let number = |n: &&str| {
        !n.is_empty()
            && n.len() <= 20
            && n.chars().all(|c| c.is_ascii_digit())
            && (n.len() == 1 || !n.starts_with('0'))
    };
    if numbers.len() != 3 || !numbers.iter().all(number) || version.len() > MAX_NAME {
        return Err(bad());
    }
    // Pre-release and build identifiers: dot-separated, non-empty, `[0-9A-Za-z-]`.
    let tail = rest.trim_start_matches(['-', '+']);
    if !rest.is_empty()
        && !tail
            .split(['.', '+'])
            .all(|id| !id.is_empty() && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'))
    {
        return Err(bad());
    }
    Ok(())
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
    fn names_that_could_leave_a_directory_are_refused() {
        for ok in ["dev", "prod-eu", "a.b_c", "0"] {
            assert!(check_name("stack", ok).is_ok(), "{ok}");
        }
        for bad in [
            "", ".", "..", "...", "../x", "a/b", "/etc", ".hidden", "a b", "-x",
        ] {
            assert!(check_name("stack", bad).is_err(), "{bad:?}");
        }
        assert!(check_name("stack", &"a".repeat(65)).is_err());
        for ok in ["0.1.0", "1.2.3-rc.1", "1.0.0+build.5", "10.20.30-alpha-1+x"] {
            assert!(check_version(ok).is_ok(), "{ok}");
        }
        for bad in [
            "..",
            "1",
            "1.2",
            "01.2.3",
            "1.2.3-",
            "1.2.3/x",
            "1.2.3-a..b",
            "v1.2.3",
        ] {
            assert!(check_version(bad).is_err(), "{bad:?}");
        }
    }

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
