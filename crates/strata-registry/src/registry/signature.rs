//! Signatures: a publisher's ed25519 signature of an artifact's manifest digest, the keys that
//! make them (`strata plugin keygen`), and their check against a project's `trust`.

use anyhow::{Context, Result, anyhow, bail};
use base64::Engine;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

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
mod tests {
    use super::super::digest_of;
    use super::*;

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
}
