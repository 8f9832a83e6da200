//! `strata import`: the declaration of one adopted resource, and the snippet of it in the
//! program's language for the person to paste (written by the language table's snippet, in
//! `strata-sdkgen`).

use super::*;
use anyhow::Result;
use strata_engine::Providers;
use strata_model::{Declarations, Value};

/// What `strata import` adopts: one resource with the inputs its provider reads, so that the
/// import changes nothing.
pub(crate) async fn import_declarations(
    spec: &ImportSpec,
    providers: &Loaded,
) -> Result<Declarations> {
    let ty = &spec.ty;
    let provider = providers
        .get(strata_model::provider_of(ty))
        .map_err(anyhow::Error::msg)?;
    let empty = Value::Object(Default::default());
    let read = provider
        .read(ty, &spec.id, &empty, &empty)
        .await
        .map_err(|e| {
            anyhow::anyhow!(
                "provider {}: read {ty} \"{}\" (id {}): {e}",
                strata_model::provider_of(ty),
                spec.name,
                spec.id
            )
        })?
        .filter(|r| !r.id.is_empty())
        .ok_or_else(|| {
            anyhow::anyhow!(
                "{ty} \"{}\": there is no resource with id `{}` to import: check the id (and that the provider is configured for where it lives)",
                spec.name,
                spec.id
            )
        })?;
    Ok(Declarations {
        registrations: vec![strata_model::Registration::Resource {
            ty: ty.clone(),
            name: spec.name.clone(),
            inputs: read.inputs,
            options: strata_model::ResourceOptions {
                protect: Some(spec.protect),
                import: Some(spec.id.clone()),
                ..Default::default()
            },
        }],
        ..Default::default()
    })
}

/// The declaration of an imported resource in the program's language (`runtime`: its entry of
/// the language table, whose snippet writes it; the default language's when it names none).
pub(crate) fn declaration(runtime: Option<&str>, spec: &ImportSpec, inputs: &Value) -> String {
    let language = strata_workspace::languages::by_runtime(runtime)
        .unwrap_or_else(strata_workspace::languages::default);
    language.declaration(&strata_workspace::languages::Adopted {
        ty: &spec.ty,
        name: &spec.name,
        protect: spec.protect,
        inputs,
    })
}
