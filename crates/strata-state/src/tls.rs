//! The process's TLS cryptography: rustls with *ring*, for every HTTP client the build links
//! (reqwest is built without a provider of its own, so that aws-lc's C is not compiled).

/// Make *ring* the process's rustls provider, unless one is already set. Called before any
/// HTTP client is made (S3, KMS, registries); harmless to call again.
pub fn install() {
    if rustls::crypto::CryptoProvider::get_default().is_none() {
        // Another thread may have set it meanwhile: either way there is one now.
        let _ = rustls::crypto::ring::default_provider().install_default();
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn an_https_client_can_be_made_after_install() {
        super::install();
        super::install();
        assert!(reqwest::Client::builder().build().is_ok());
    }
}
