//! The one rule for every download of a component (`strata plugin install URL`, and each
//! redirect it follows): https; or plain http to this machine's loopback (127.0.0.0/8, ::1,
//! localhost); or plain http elsewhere only with a checksum given beforehand, which the
//! bytes must then match. Pure: the downloader asks it for each URL it is about to fetch.

use crate::PolicyError;

/// The host of `[scheme://][user@]HOST[:PORT][/…]`, without brackets or userinfo.
pub fn url_host(url: &str) -> &str {
    let rest = url.split_once("://").map_or(url, |(_, r)| r);
    let authority = rest.split(['/', '?', '#']).next().unwrap_or(rest);
    let authority = authority.rsplit_once('@').map_or(authority, |(_, a)| a);
    match authority.strip_prefix('[') {
        Some(v6) => v6.split(']').next().unwrap_or(v6),
        None => authority.split(':').next().unwrap_or(authority),
    }
}

/// Whether `host` (a name or an address, no port) is this machine's loopback: `localhost`,
/// 127.0.0.0/8 or ::1.
pub fn is_loopback(host: &str) -> bool {
    host.eq_ignore_ascii_case("localhost")
        || host
            .trim_matches(['[', ']'])
            .parse::<std::net::IpAddr>()
            .is_ok_and(|ip| ip.is_loopback())
}

/// May a component be fetched from `url`? `pinned`: its checksum was given beforehand.
pub fn check_download(url: &str, pinned: bool) -> Result<(), PolicyError> {
    let bad = |reason: &str| PolicyError::BadDownload {
        url: url.into(),
        reason: reason.into(),
    };
    if let Some(rest) = url.strip_prefix("https://") {
        if url_host(rest).is_empty() {
            return Err(bad("it names no host"));
        }
        return Ok(());
    }
    if let Some(rest) = url.strip_prefix("http://") {
        if is_loopback(url_host(rest)) || pinned {
            return Ok(());
        }
        return Err(bad(
            "plain http can be altered on the way: use https, or give the component's checksum with --sha256 HEX",
        ));
    }
    Err(bad(
        "a component is downloaded over https (or http with --sha256)",
    ))
}

/// May a credential (a password, a token, a signed request that carries one) be sent to
/// `url`? Only over https, or plain http to this machine's loopback: whatever else allows
/// plain http (a pinned checksum, which covers the bytes) never extends to credentials. The
/// one rule for every client that holds one: registries and their token realms, KMS.
pub fn check_credentials(url: &str) -> Result<(), PolicyError> {
    let bad = |reason: &str| PolicyError::BadCredentials {
        url: url.into(),
        reason: reason.into(),
    };
    match url.split_once("://") {
        Some((s, rest)) if s.eq_ignore_ascii_case("https") && !url_host(rest).is_empty() => Ok(()),
        Some((s, rest)) if s.eq_ignore_ascii_case("http") && is_loopback(url_host(rest)) => Ok(()),
        Some((s, _)) if s.eq_ignore_ascii_case("http") => Err(bad(
            "credentials are sent only over https (or plain http to this machine's loopback): anyone on the way could read them",
        )),
        _ => Err(bad("credentials are sent only over https")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn credentials_go_over_https_or_to_loopback_only_whatever_is_pinned() {
        for ok in [
            "https://registry.example/v2/",
            "HTTPS://ghcr.io/token",
            "http://127.0.0.1:5000/v2/",
            "http://localhost/token",
            "http://[::1]:80/",
        ] {
            assert!(check_credentials(ok).is_ok(), "{ok}");
        }
        for bad in [
            "http://registry.example/v2/",
            "http://10.0.0.5:5000/token",
            "http://127.0.0.1.evil.com/",
            "http://user@127.0.0.1@evil.com/",
            "ftp://127.0.0.1/",
            "https:///x",
            "registry.example/v2/",
            "",
        ] {
            assert!(check_credentials(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn https_loopback_http_or_a_pinned_checksum() {
        assert!(check_download("https://example.com/p.wasm", false).is_ok());
        assert!(check_download("http://127.0.0.1:8080/p.wasm", false).is_ok());
        assert!(check_download("http://127.9.9.9/p.wasm", false).is_ok());
        assert!(check_download("http://[::1]:80/p.wasm", false).is_ok());
        assert!(check_download("http://localhost/p.wasm", false).is_ok());
        assert!(check_download("http://example.com/p.wasm", false).is_err());
        // A name that only starts like loopback is not.
        assert!(check_download("http://127.0.0.1.evil.com/p.wasm", false).is_err());
        assert!(check_download("http://user@127.0.0.1@evil.com/p.wasm", false).is_err());
        assert!(check_download("http://example.com/p.wasm", true).is_ok());
        assert!(check_download("ftp://example.com/p.wasm", true).is_err());
        assert!(check_download("https:///p.wasm", false).is_err());
    }
}
