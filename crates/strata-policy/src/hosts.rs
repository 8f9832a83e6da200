//! Host grants, Spin-style: `scheme://host:port`, where the scheme may be `*`, the host may
//! start with `*.` (any subdomain) or be `*`, and the port may be `*`, a number or a range
//! `8000-8999`. Without a port, the scheme's default port is meant. A bare `*` is refused:
//! grant what is needed, not everything.

use crate::PolicyError;

#[derive(Clone, Debug, PartialEq, Eq)]
enum HostMatch {
    Any,
    Exact(String),
    /// `*.example.com`: any name ending in `.example.com` (not `example.com` itself).
    Suffix(String),
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum PortMatch {
    Any,
    Range(u16, u16),
}

/// One parsed `allow-hosts` entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostPattern {
    scheme: Option<String>,
    host: HostMatch,
    port: PortMatch,
}

/// What a provider tried to reach.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Target {
    pub scheme: String,
    pub host: String,
    pub port: u16,
}

impl Target {
    /// Normalised: lower-case scheme and host, without a trailing dot.
    pub fn new(scheme: &str, host: &str, port: u16) -> Target {
        let host = host
            .trim_end_matches('.')
            .trim_start_matches('[')
            .trim_end_matches(']')
            .to_ascii_lowercase();
        Target {
            scheme: scheme.to_ascii_lowercase(),
            host,
            port,
        }
    }

    /// The grant that would allow exactly this target, as it goes in the project file.
    pub fn grant(&self) -> String {
        let host = if self.host.contains(':') {
            format!("[{}]", self.host)
        } else {
            self.host.clone()
        };
        format!("{}://{host}:{}", self.scheme, self.port)
    }
}

pub fn default_port(scheme: &str) -> Option<u16> {
    match scheme {
        "http" | "ws" => Some(80),
        "https" | "wss" => Some(443),
        "postgres" => Some(5432),
        _ => None,
    }
}

impl HostPattern {
    pub fn parse(entry: &str) -> Result<HostPattern, PolicyError> {
        let bad = |reason: &str| PolicyError::BadHost {
            entry: entry.into(),
            reason: reason.into(),
        };
        let e = entry.trim();
        if e == "*" || e == "*://*" || e == "*://*:*" {
            return Err(bad(
                "granting every host defeats the sandbox; list the hosts, e.g. \"https://*.amazonaws.com\"",
            ));
        }
        let (scheme, rest) = e.split_once("://").ok_or_else(|| {
            bad("expected `scheme://host[:port]`, e.g. \"https://api.example.com\"")
        })?;
        let scheme = match scheme {
            "*" => None,
            s if !s.is_empty()
                && s.chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '+' || c == '-' || c == '.') =>
            {
                Some(s.to_ascii_lowercase())
            }
            _ => return Err(bad("the scheme must be a name such as `https`, or `*`")),
        };
        if rest.contains('/') {
            return Err(bad("a grant names a host and port, not a path"));
        }
        let (host, port) = if let Some(after) = rest.strip_prefix('[') {
            let (h, tail) = after
                .split_once(']')
                .ok_or_else(|| bad("unclosed `[` in an IPv6 address"))?;
            (h.to_string(), tail.strip_prefix(':'))
        } else {
            match rest.rsplit_once(':') {
                Some((h, p)) => (h.to_string(), Some(p)),
                None => (rest.to_string(), None),
            }
        };
        let host = host.to_ascii_lowercase();
        let host = if host == "*" {
            if scheme.is_none() && port.is_none_or(|p| p == "*") {
                return Err(bad(
                    "granting every host defeats the sandbox; name the hosts",
                ));
            }
            HostMatch::Any
        } else if let Some(domain) = host.strip_prefix("*.") {
            if domain.is_empty() || domain.contains('*') {
                return Err(bad("a wildcard host is `*.domain`"));
            }
            HostMatch::Suffix(format!(".{domain}"))
        } else if host.is_empty() || host.contains('*') {
            return Err(bad(
                "`*` may only stand for a whole host or begin it as `*.domain`",
            ));
        } else if !host
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '.' | ':'))
        {
            return Err(bad("the host has characters a host name cannot have"));
        } else {
            HostMatch::Exact(host.trim_end_matches('.').to_string())
        };
        let port = match port {
            None => match scheme.as_deref().and_then(default_port) {
                Some(p) => PortMatch::Range(p, p),
                None => return Err(bad("give a port: this scheme has no default port")),
            },
            Some("*") => PortMatch::Any,
            Some(p) => {
                let num = |s: &str| {
                    s.parse::<u16>().map_err(|_| {
                        bad("the port must be a number, a range such as 8000-8999, or `*`")
                    })
                };
                match p.split_once('-') {
                    Some((a, b)) => {
                        let (a, b) = (num(a)?, num(b)?);
                        if a > b {
                            return Err(bad("the port range is backwards"));
                        }
                        PortMatch::Range(a, b)
                    }
                    None => {
                        let n = num(p)?;
                        PortMatch::Range(n, n)
                    }
                }
            }
        };
        Ok(HostPattern { scheme, host, port })
    }

    pub fn matches(&self, t: &Target) -> bool {
        let scheme_ok = self.scheme.as_deref().is_none_or(|s| s == t.scheme);
        let host_ok = match &self.host {
            HostMatch::Any => true,
            HostMatch::Exact(h) => *h == t.host,
            HostMatch::Suffix(s) => t.host.ends_with(s.as_str()) && t.host.len() > s.len(),
        };
        let port_ok = match self.port {
            PortMatch::Any => true,
            PortMatch::Range(a, b) => (a..=b).contains(&t.port),
        };
        scheme_ok && host_ok && port_ok
    }
}

/// A provider's `allow-hosts`, parsed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AllowedHosts(Vec<HostPattern>);

impl AllowedHosts {
    pub fn parse<S: AsRef<str>>(entries: &[S]) -> Result<AllowedHosts, PolicyError> {
        entries
            .iter()
            .map(|e| HostPattern::parse(e.as_ref()))
            .collect::<Result<_, _>>()
            .map(AllowedHosts)
    }

    pub fn allows(&self, t: &Target) -> bool {
        self.0.iter().any(|p| p.matches(t))
    }

    /// Whether a raw socket to `ip:port` is allowed: a grant must name the address (any
    /// scheme, or `tcp`/`udp`), since a socket carries no host name to match.
    pub fn allows_socket(&self, proto: &str, ip: &str, port: u16) -> bool {
        let t = Target::new(proto, ip, port);
        self.0
            .iter()
            .any(|p| matches!(p.host, HostMatch::Exact(_)) && p.matches(&t))
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Whether a name lookup of `host` is for a granted host.
    pub fn allows_name(&self, host: &str) -> bool {
        let host = host.trim_end_matches('.').to_ascii_lowercase();
        self.0.iter().any(|p| match &p.host {
            HostMatch::Any => true,
            HostMatch::Exact(h) => *h == host,
            HostMatch::Suffix(s) => host.ends_with(s.as_str()),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn allows(grant: &str, scheme: &str, host: &str, port: u16) -> bool {
        HostPattern::parse(grant)
            .unwrap()
            .matches(&Target::new(scheme, host, port))
    }

    #[test]
    fn patterns_match_scheme_host_and_port() {
        assert!(allows(
            "https://api.example.com",
            "https",
            "API.example.com.",
            443
        ));
        assert!(!allows(
            "https://api.example.com",
            "http",
            "api.example.com",
            443
        ));
        assert!(!allows(
            "https://api.example.com",
            "https",
            "api.example.com",
            8443
        ));
        assert!(allows(
            "*://api.example.com:8080",
            "http",
            "api.example.com",
            8080
        ));
        assert!(allows(
            "https://*.amazonaws.com",
            "https",
            "s3.us-east-1.amazonaws.com",
            443
        ));
        assert!(!allows(
            "https://*.amazonaws.com",
            "https",
            "amazonaws.com",
            443
        ));
        assert!(!allows(
            "https://*.amazonaws.com",
            "https",
            "evilamazonaws.com",
            443
        ));
        assert!(allows(
            "http://localhost:8000-8999",
            "http",
            "localhost",
            8500
        ));
        assert!(!allows(
            "http://localhost:8000-8999",
            "http",
            "localhost",
            9000
        ));
        assert!(allows("http://127.0.0.1:*", "http", "127.0.0.1", 1));
        assert!(allows("tcp://[::1]:5432", "tcp", "::1", 5432));
    }

    #[test]
    fn bad_entries_are_refused_with_a_reason() {
        let err = HostPattern::parse("*").unwrap_err().to_string();
        assert!(err.contains("defeats the sandbox"), "{err}");
        for bad in [
            "example.com",
            "https://exa*mple.com",
            "https://h:99999",
            "https://h:9-1",
            "tcp://h",
            "https://h/path",
            "ht tp://h",
        ] {
            assert!(HostPattern::parse(bad).is_err(), "{bad} should be refused");
        }
    }

    #[test]
    fn sockets_need_an_address_grant_and_lookups_a_granted_name() {
        let a = AllowedHosts::parse(&["tcp://127.0.0.1:5432", "https://*.example.com"]).unwrap();
        assert!(a.allows_socket("tcp", "127.0.0.1", 5432));
        assert!(!a.allows_socket("tcp", "127.0.0.1", 80));
        assert!(!a.allows_socket("tcp", "203.0.113.7", 443));
        assert!(a.allows_name("api.example.com"));
        assert!(!a.allows_name("evil.test"));
        assert_eq!(
            Target::new("https", "Example.com", 443).grant(),
            "https://example.com:443"
        );
    }
}
