//! Fuzz targets of what a registry answers: an image manifest (or whatever it sends instead: an
//! image index, an error), the annotations Strata reads in it, a signature artifact and its
//! signature, and the tags, references and challenges around them. The registry is anyone's.

use super::artifact::{descriptor, parse_signature, signature_layer};
use super::client::{bearer_realm, parse_manifest};
use super::*;
use std::collections::BTreeMap;
use strata_fuzz::{Target, corpus};

const DIGEST_A: &str = "sha256:2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae";

fn reference() -> ArtifactRef {
    ArtifactRef::parse("registry.example:5000/strata/aws:0.1.0").unwrap()
}

/// A component artifact's manifest as `publish` writes it, a signature artifact's, and an
/// image index (which a registry may send when asked for a manifest).
fn manifests() -> Vec<Vec<u8>> {
    let component = ImageManifest {
        schema_version: 2,
        media_type: Some(MANIFEST_MEDIA_TYPE.into()),
        artifact_type: Some(WASM_MEDIA_TYPE.into()),
        config: descriptor(CONFIG_MEDIA_TYPE, b"{}"),
        layers: vec![descriptor(WASM_MEDIA_TYPE, b"\0asm")],
        subject: None,
        annotations: [
            (ANNOTATION_KIND.to_string(), "provider".to_string()),
            (
                ANNOTATION_MANIFEST.to_string(),
                r#"{"name":"aws","version":"0.1.0","capabilities":{"allow-hosts":["https://*.amazonaws.com"],"allow-env":["AWS_REGION"]}}"#
                    .to_string(),
            ),
            (
                ANNOTATION_WIT.to_string(),
                "strata:provider/provider@0.1.0".to_string(),
            ),
            (ANNOTATION_SCHEMA.to_string(), DIGEST_A.to_string()),
        ]
        .into(),
    };
    let signature = ImageManifest {
        artifact_type: Some(SIGNATURE_MEDIA_TYPE.into()),
        config: descriptor(EMPTY_MEDIA_TYPE, b"{}"),
        layers: vec![descriptor(SIGNATURE_MEDIA_TYPE, b"{}")],
        subject: Some(descriptor(MANIFEST_MEDIA_TYPE, b"manifest")),
        annotations: BTreeMap::new(),
        ..component.clone()
    };
    let index = serde_json::json!({
        "schemaVersion": 2,
        "mediaType": "application/vnd.oci.image.index.v1+json",
        "manifests": [{"mediaType": MANIFEST_MEDIA_TYPE, "digest": DIGEST_A, "size": 1234,
                       "platform": {"architecture": "wasm", "os": "wasip2"}}]
    });
    corpus([
        serde_json::to_vec(&component).unwrap(),
        serde_json::to_vec_pretty(&signature).unwrap(),
        serde_json::to_vec(&index).unwrap(),
    ])
}

#[test]
fn fuzz_oci_manifest() {
    let r = reference();
    Target::new("fuzz_oci_manifest", manifests())
        .dictionary(&[
            "\"size\":18446744073709551615",
            "\"size\":-1",
            "\"digest\":\"sha256:",
            "\"layers\":[]",
            "\"mediaType\":\"application/wasm\"",
            "\"annotations\":{\"dev.strata.manifest\":\"",
            "\\\"allow-hosts\\\":[\\\"*\\\"]",
            "\"schemaVersion\":4294967296",
        ])
        .run(move |b| {
            // As fetched by tag, then pinned by the digest the lock records.
            for r in [r.clone(), r.with_digest(&digest_of(b))] {
                let Ok((m, _, _)) = parse_manifest(&r, b) else {
                    continue;
                };
                // A component: its one layer, checked for size before a byte of it is fetched.
                if let Ok(layer) = m.wasm_layer() {
                    let _ = strata_host::check_size(layer.size, &r.to_string());
                }
                // What install compares with the component's own manifest.
                if let Some(said) = m.annotations.get(ANNOTATION_MANIFEST)
                    && let Ok(said) = strata_host::Manifest::parse(said.as_bytes())
                {
                    let _ = said.describe();
                }
                // A signature artifact.
                let _ = signature_layer(&r, &m);
                let _ = serde_json::to_vec(&m);
            }
        });
}

#[test]
fn fuzz_signature() {
    let dir = tempfile::tempdir().unwrap();
    let key = SigningKey::generate(&dir.path().join("k")).unwrap();
    let trusted = vec![key.public()];
    let signed = key.sign(DIGEST_A);
    let seeds = corpus([
        serde_json::to_vec(&signed).unwrap(),
        serde_json::to_vec_pretty(&key.sign(&digest_of(b"other"))).unwrap(),
    ]);
    let r = reference();
    Target::new("fuzz_signature", seeds)
        .dictionary(&[
            "\"ed25519:",
            "\"sha256:",
            "==",
            "\"key\":",
            "\"signature\":\"",
        ])
        .run(move |b| {
            if let Ok(sig) = parse_signature(&r, b) {
                // Only the unaltered signature verifies.
                if verify(&sig, DIGEST_A, &trusted).is_ok() {
                    assert_eq!(sig, signed, "a signature altered and still verified");
                }
                let _ = parse_public(&sig.key);
            }
        });
}

#[test]
fn fuzz_registry_names() {
    // A reference (from a project file, a lock, the command line), a page of tags (from the
    // registry), and a token service's challenge (from the registry), each a line.
    let seeds = corpus([
        "registry.example:5000/strata/aws:0.1.0\n0.1.0\n0.2.0-rc.1\nsig-sha256-2c26b46b\nlatest\nBearer realm=\"https://auth.example/token\",service=\"registry\"",
        "127.0.0.1:5000/a/b/c@sha256:2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae\n10.20.30\nbearer realm=https://x/t, scope=\"repository:a:pull\"",
    ]);
    Target::new("fuzz_registry_names", seeds)
        .dictionary(&["@sha256:", ":", "/", "Bearer realm=\"", "..", "localhost"])
        .run(|b| {
            let text = String::from_utf8_lossy(b);
            let lines: Vec<String> = text.lines().map(str::to_string).collect();
            for line in &lines {
                if let Ok(r) = ArtifactRef::parse(line) {
                    let _ = (r.to_string(), r.name(), r.repo(), r.oci());
                    assert_eq!(
                        ArtifactRef::parse(&r.to_string()).ok().as_ref(),
                        Some(&r),
                        "a reference reads back as itself"
                    );
                }
                let _ = bearer_realm(line);
            }
            let _ = versions(&lines);
        });
}
