//! `strata plugin publish`: a component checked by loading it, then published with its facts.

use super::check_component;
use crate::registry::{self, ArtifactRef};
use anyhow::Result;
use std::path::Path;
use strata_host::{Manifest, Wasm};

/// Publish the component `file` at `target` (a reference; its tag defaults to the component's
/// version), signed with `key` when given.
pub async fn publish(
    file: &Path,
    target: &ArtifactRef,
    key: Option<&registry::SigningKey>,
) -> Result<(registry::Published, Manifest)> {
    let wasm = Wasm::read(file)?;
    let checked = check_component(&wasm, &file.display().to_string()).await?;
    let (imports, exports) = strata_host::component_interfaces(wasm.bytes());
    let schema = match &checked.schema {
        Some(s) => Some(format!(
            "sha256:{}",
            hex::encode(<sha2::Sha256 as sha2::Digest>::digest(serde_json::to_vec(
                s
            )?))
        )),
        None => None,
    };
    let published = registry::publish(
        target,
        &registry::Publication {
            wasm: &wasm,
            manifest: &checked.manifest,
            kind: checked.kind,
            imports,
            exports,
            schema,
        },
        key,
    )
    .await?;
    Ok((published, checked.manifest))
}
