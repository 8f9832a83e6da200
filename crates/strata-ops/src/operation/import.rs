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

/// `strata import --from cloudformation STACK`: what the deployed CloudFormation stack holds,
/// read through the project's AWS provider (with its grants and credentials: the host makes no
/// AWS call of its own), as the CloudFormation program takes it: `{logical id: [type, physical
/// id]}`. The program adopts each resource the template declares under that logical id
/// (`import`), so that the run records what CloudFormation made instead of making it again.
pub(crate) async fn cloudformation_resources(stack: &str, providers: &Loaded) -> Result<Value> {
    let provider = providers.get("aws").map_err(|e| {
        anyhow::anyhow!(
            "import --from cloudformation reads the stack through the AWS provider, and {e}"
        )
    })?;
    let found = provider
        .invoke(
            "aws:cloudformation:describeStackResources",
            &serde_json::json!({ "StackName": stack }),
        )
        .await
        .map_err(|e| anyhow::anyhow!("reading CloudFormation stack `{stack}`: {e}"))?;
    let mut adopt = serde_json::Map::new();
    for r in found["Resources"].as_array().into_iter().flatten() {
        let (Some(logical), Some(ty), Some(id)) = (
            r["LogicalResourceId"].as_str(),
            r["ResourceType"].as_str(),
            r["PhysicalResourceId"].as_str().filter(|i| !i.is_empty()),
        ) else {
            continue;
        };
        if r["ResourceStatus"]
            .as_str()
            .is_some_and(|s| s.starts_with("DELETE_") || s == "CREATE_FAILED")
        {
            continue;
        }
        adopt.insert(logical.into(), serde_json::json!([ty, id]));
    }
    if adopt.is_empty() {
        anyhow::bail!(
            "CloudFormation stack `{stack}` holds no resource to import (none is created, or the stack is empty)"
        );
    }
    Ok(Value::Object(adopt))
}

/// What a CloudFormation program needs of the project's providers to run a template: each
/// CloudFormation type the providers' schemas give a form for (`compile.cloudformation`, the
/// form `strata compile` writes templates by), read backwards, `{CFN type: {"type": Strata
/// type, "ref": the output `Ref` reads, "defaults": inputs whose default is not
/// CloudFormation's, "deletion": {input: the DeletionPolicy it is}}}`. Taken from the schemas
/// the providers report, so the host reads nothing of the template.
pub(crate) async fn cloudformation_types(providers: &Loaded) -> Value {
    let mut out = serde_json::Map::new();
    for (provider, _) in providers.by_name.values() {
        let Some(schema) = provider.parsed_schema().await else {
            continue;
        };
        for (ty, t) in &schema.types {
            let Ok(Some(form)) = strata_cfn::form_of(ty, t) else {
                continue;
            };
            out.insert(
                form.ty.clone(),
                serde_json::json!({
                    "type": ty,
                    "ref": form.reference,
                    "defaults": form.defaults,
                    "deletion": form.deletion,
                }),
            );
        }
    }
    Value::Object(out)
}
