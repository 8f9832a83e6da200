//! Providers and policy packs from OCI registries, and the per-user plugin cache that a
//! project's `plugin = "…"` entries resolve against.
//!
//! - [`registry`]: the OCI side (`oci-client` on the build's one reqwest): references, publish
//!   and fetch in the CNCF wasm artifact layout, tags and the catalog, credentials, and the
//!   ed25519 signatures (`ring`) a project's `trust` names.
//! - [`plugins`]: the cache (`<cache>/plugins/<name>/<version>/<sha256>.wasm`, shared safely by
//!   processes running at once), installing into it, resolving `plugin = "…"` against it and
//!   `Strata.lock`, fetching what a project names before an operation (`plugins::ensure`), and
//!   `strata plugin update` and `publish`.
//!
//! A crate of its own so that an embedder of the library (`strata-ops`) links the network
//! client and its cryptography only when it wants registries: `strata-ops` takes it behind its
//! `registry` feature (on by default); the `strata` command always has it.

pub mod plugins;

/// Make *ring* the process's rustls provider unless one is set (reqwest is built without one,
/// as in `strata_state::tls`, which this crate does not link): before any client is made.
pub(crate) fn tls_provider() {
    if rustls::crypto::CryptoProvider::get_default().is_none() {
        let _ = rustls::crypto::ring::default_provider().install_default();
    }
}
pub mod registry;

/// Where the plugin cache says what it is doing that a person would want to know (`Fetching
/// provider aws from …`, or what a preview did not fetch): the embedder's own channel
/// (`strata_ops::Say` is one: its observer's diagnostics).
pub trait Tell: Send + Sync {
    /// Something being done.
    fn info(&self, message: String);
    /// Something not done, and how to have it done.
    fn note(&self, message: String);
}

#[cfg(test)]
mod tests {
    /// Every source file of this crate (the test-only ones left out), with its path.
    fn sources() -> Vec<(String, String)> {
        fn walk(dir: &std::path::Path, out: &mut Vec<(String, String)>) {
            for e in std::fs::read_dir(dir).unwrap().flatten() {
                let path = e.path();
                let name = e.file_name().to_string_lossy().into_owned();
                if path.is_dir() {
                    walk(&path, out);
                } else if name.ends_with(".rs") && name != "tests.rs" && name != "fuzz.rs" {
                    let text = std::fs::read_to_string(&path).unwrap();
                    out.push((path.display().to_string(), text));
                }
            }
        }
        let mut out = vec![];
        walk(
            &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
            &mut out,
        );
        out
    }

    /// No message of the plugin cache or of the registry client advises switching a check off:
    /// each says what is wrong and the safe way (sign it, trust the publisher's key, install a
    /// signed copy, `strata plugin rm` first, name the file in the project).
    #[test]
    fn no_message_advises_switching_a_check_off() {
        let advice = [
            concat!("--", "force"),
            concat!("--allow", "-unsigned"),
            concat!("allow-unsigned", " = true"),
        ];
        let mut messages = 0;
        for (file, source) in sources() {
            let code = source.split("#[cfg(test)]").next().unwrap_or(&source);
            for (n, line) in code.lines().enumerate() {
                // Messages are string literals on lines of their own (rustfmt's layout of
                // `bail!`, `anyhow!` and `with_context` arguments).
                let line = line.trim_start();
                if !line.starts_with('"') {
                    continue;
                }
                messages += 1;
                for a in advice {
                    assert!(!line.contains(a), "{file}:{}: {line}", n + 1);
                }
            }
        }
        assert!(messages > 40, "{messages} messages read");
    }
}
