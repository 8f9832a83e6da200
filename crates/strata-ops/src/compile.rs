//! `strata compile`: a stack's program run as for a preview and translated to another tool's
//! form, without deploying anything. Each tool is a [`Target`] in [`TARGETS`], the one place a
//! new one is added (`--target` takes its name; a type's form for it is its provider schema's
//! `compile.NAME`): today CloudFormation (`strata_cfn`).

use crate::{Context, Say};
use serde_json::{Map, Value};
use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::sync::Arc;
pub use strata_cfn::{Compiled, Input};
use strata_cfn::{Param, leaked, logical, placeholder, restored, translate, with_placeholders};
use strata_model::builtin::REFERENCE;
use strata_model::{Declarations, KnownSecrets, Registration};
use strata_policy::StackName;

/// A tool a stack compiles to.
pub trait Target: Send + Sync {
    /// Its name in `--target` and in a type schema's `compile` map.
    fn name(&self) -> &'static str;
    /// How people call its form, in messages ("no CloudFormation form").
    fn form(&self) -> &'static str;
    /// What the program declares, in the target's form, with what had none.
    fn translate(&self, decls: &Declarations, input: &Input) -> Compiled;
    /// What to say of a translation past the tool's own limits.
    fn limits(&self, compiled: &Compiled) -> Vec<String>;
    /// The translation as text: JSON, or the target's own format.
    fn render(&self, compiled: &Compiled, json: bool) -> String;
}

/// Every target of `strata compile`.
pub static TARGETS: &[&dyn Target] = &[&CloudFormation];

/// The target named `name`.
pub fn target(name: &str) -> crate::Result<&'static dyn Target> {
    TARGETS
        .iter()
        .copied()
        .find(|t| t.name() == name)
        .ok_or_else(|| {
            crate::Error::new(
                crate::ErrorKind::Invalid,
                format!(
                    "`{name}` is not a target of strata compile: use {}",
                    TARGETS
                        .iter()
                        .map(|t| t.name())
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            )
        })
}

/// A CloudFormation template (`strata_cfn`).
pub struct CloudFormation;

impl Target for CloudFormation {
    fn name(&self) -> &'static str {
        strata_cfn::TARGET
    }
    fn form(&self) -> &'static str {
        "CloudFormation"
    }
    fn translate(&self, decls: &Declarations, input: &Input) -> Compiled {
        translate(decls, input)
    }
    fn limits(&self, compiled: &Compiled) -> Vec<String> {
        let mut said = vec![];
        let size = serde_json::to_string(&compiled.template).map_or(0, |t| t.len());
        let count = compiled.template["Resources"]
            .as_object()
            .map_or(0, Map::len);
        if size > 51_200 {
            said.push(format!("the template is {size} bytes, over the 51,200 that CloudFormation takes inline (TemplateBody): upload it to S3 and pass its URL (TemplateURL)"));
        }
        if count > 500 {
            said.push(format!("the template has {count} resources, over CloudFormation's 500 per stack: split the program into stacks"));
        }
        said
    }
    fn render(&self, compiled: &Compiled, json: bool) -> String {
        if json {
            serde_json::to_string_pretty(&compiled.template).unwrap_or_default() + "\n"
        } else {
            strata_cfn::to_yaml(&compiled.template)
        }
    }
}

/// `strata compile --target NAME` of `ctx`'s stack: the program runs as for a
/// preview (nothing is deployed, no provider is configured), then again with a placeholder for
/// each configuration value, to tell the values it only copies (parameters) from those it
/// decides with (literals); what it declares is translated with the providers' schemas. What
/// has no form fails the compile unless `allow_partial`; notes and warnings go to `say`.
pub async fn compile(
    ctx: &Context,
    target: &dyn Target,
    allow_partial: bool,
    build: crate::BuildChoice,
    say: &Say,
) -> crate::Result<Compiled> {
    crate::operation::build_program(&ctx.project, build, say)?;
    let secrets = crate::context::stack_secrets(&ctx.project, &ctx.stack)?;
    let known = Arc::new(KnownSecrets::new());
    let config = crate::operation::program_config(ctx, &secrets, &known)?;
    let runtime = strata_host::Runtime::new(strata_host::RuntimeOptions {
        max_instances: 32,
        ..Default::default()
    })?;
    let log: strata_host::GuestLog = {
        let say = say.clone();
        Arc::new(move |level: &str, msg: &str| say.info(format!("program {level}: {msg}")))
    };
    let quiet: strata_host::GuestLog = Arc::new(|_: &str, _: &str| {});
    let decls =
        crate::operation::declarations(&runtime, ctx, config.clone(), known.clone(), log).await?;
    if let Some(e) = &decls.incomplete {
        bail!("the program failed, so there is nothing whole to compile: {e}");
    }
    // What a preview refuses is not compiled either (a template CloudFormation would refuse,
    // or worse, deploy part of).
    let mut mistakes =
        crate::operation::schema_mistakes(&runtime, &ctx.project, &ctx.stack, &decls, say).await?;
    if !mistakes.is_empty() {
        mistakes = mistakes.iter().map(|m| known.scrub(m)).collect();
        bail!(
            "the program declares what cannot be deployed ({}), so no template was written:\n  {}",
            match mistakes.len() {
                1 => "1 error".to_string(),
                n => format!("{n} errors"),
            },
            mistakes.join("\n  ")
        );
    }
    // Which configuration values the program only copies into values: each is run as a
    // placeholder on its own, and kept as a parameter if the program declares the same with
    // the placeholder put back (a value it decides with stays a literal).
    let text_of = |v: &Value| -> Option<String> {
        let inner = if strata_model::marker::is_secret(v) {
            v.get("value")?
        } else {
            v
        };
        inner.as_str().map(str::to_string)
    };
    let keys: Vec<(usize, &String)> = config
        .keys()
        .filter(|k| !k.contains(':') && text_of(&config[*k]).is_some_and(|t| !t.is_empty()))
        .enumerate()
        .collect();
    let mut kept = Vec::new();
    let mut literal = Vec::new();
    for (i, k) in &keys {
        let real = text_of(&config[*k]).unwrap_or_default();
        let one = [(*i, *k)];
        let run = crate::operation::declarations(
            &runtime,
            ctx,
            with_placeholders(&config, &one),
            known.clone(),
            quiet.clone(),
        )
        .await;
        match run {
            Ok(d) if d.incomplete.is_none() => {
                let uses = format!("{:?}", d).contains(&placeholder(*i));
                if !uses {
                    continue;
                }
                if restored(&d, &[(placeholder(*i), real)]) == decls {
                    kept.push((*i, *k));
                } else {
                    literal.push((*k).clone());
                }
            }
            _ => literal.push((*k).clone()),
        }
    }
    let mut params = BTreeMap::new();
    let mut final_decls = decls.clone();
    if !kept.is_empty() {
        let d = crate::operation::declarations(
            &runtime,
            ctx,
            with_placeholders(&config, &kept),
            known.clone(),
            quiet.clone(),
        )
        .await;
        let values: Vec<(String, String)> = kept
            .iter()
            .map(|(i, k)| (placeholder(*i), text_of(&config[*k]).unwrap_or_default()))
            .collect();
        match d {
            Ok(d) if d.incomplete.is_none() && restored(&d, &values) == decls => {
                final_decls = d;
                let mut names = HashSet::new();
                for (i, k) in &kept {
                    let mut name = logical(k);
                    while !names.insert(name.clone()) {
                        name.push('P');
                    }
                    let secret = strata_model::marker::is_secret(&config[*k]);
                    params.insert(
                        placeholder(*i),
                        Param {
                            key: (*k).clone(),
                            name,
                            default: (!secret).then(|| text_of(&config[*k]).unwrap_or_default()),
                            secret,
                        },
                    );
                }
            }
            _ => literal.extend(kept.iter().map(|(_, k)| (*k).clone())),
        }
    }
    let types = crate::operation::all_types(&runtime, &ctx.project, say).await?;
    let upstream_lists = upstream_lists(ctx, &final_decls).await;
    let (assets, zips) = assets(ctx, &final_decls, &types);
    let input = Input {
        project: ctx.project.name(),
        stack: &ctx.stack,
        types: &types,
        params: &params,
        upstream_lists: &upstream_lists,
        assets: &assets,
    };
    let mut compiled = target.translate(&final_decls, &input);
    let used = serde_json::to_string(&compiled.template).unwrap_or_default();
    compiled.files = zips
        .into_iter()
        .filter(|(key, _)| used.contains(&format!("\"{key}\"")))
        .collect();
    let secret_texts: Vec<(String, String)> = config
        .iter()
        .filter(|(_, v)| strata_model::marker::is_secret(v))
        .filter_map(|(k, v)| {
            let inner = v.get("value")?;
            Some((
                k.clone(),
                inner
                    .as_str()
                    .map_or_else(|| inner.to_string(), str::to_string),
            ))
        })
        .collect();
    let leaks = leaked(&compiled.template, &secret_texts);
    if !leaks.is_empty() {
        bail!(
            "the template would hold the plaintext of secret config {}: the program does more with it than copy it into values, so it cannot be a NoEcho parameter. No template was written; make the program copy the secret as it is (or compile a stack without it)",
            leaks
                .iter()
                .map(|k| format!("`{k}`"))
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    for w in target.limits(&compiled).iter().chain(&compiled.warnings) {
        say.warn(w.clone());
    }
    for k in &literal {
        say.note(format!(
            "the program does more with config `{k}` than copy it into values (it parses it or decides with it), so the template holds its value for stack `{}`, not a parameter",
            ctx.stack
        ));
    }
    if !compiled.omitted.is_empty() {
        let list: Vec<String> = compiled
            .omitted
            .iter()
            .map(|(w, why)| format!("  {w}: {why}"))
            .collect();
        if !allow_partial {
            bail!(
                "{} of stack `{}` {} no {} form, so no template was written:\n{}\n(--allow-partial writes the rest and lists these)",
                if compiled.omitted.len() == 1 {
                    "1 thing".to_string()
                } else {
                    format!("{} things", compiled.omitted.len())
                },
                ctx.stack,
                if compiled.omitted.len() == 1 {
                    "has"
                } else {
                    "have"
                },
                target.form(),
                list.join("\n")
            );
        }
        say.info(format!(
            "Left out of the template (no {} form):\n{}",
            target.form(),
            list.join("\n")
        ));
    }
    Ok(compiled)
}

/// Each function's `Source` directory (a CloudFormation `AWS::Lambda::Function` with
/// Strata's own `Source`), zipped as the provider zips it, for the template to read from S3:
/// by `Source`, its key (`code-DIGEST.zip`) or why it was not zipped; and the zips by key.
/// The directory is read only inside a directory the project grants the type's provider
/// (`allow-dirs`), as the provider itself could at deploy time: a program naming another path
/// makes the host read nothing.
fn assets(
    ctx: &Context,
    decls: &Declarations,
    types: &BTreeMap<String, strata_model::schema::TypeSchema>,
) -> (strata_cfn::Assets, Vec<(String, Vec<u8>)>) {
    use sha2::Digest;
    let mut assets = strata_cfn::Assets::new();
    let mut zips = Vec::new();
    for r in &decls.registrations {
        let Registration::Resource { ty, inputs, .. } = r else {
            continue;
        };
        let Some(source) = inputs.get("Source").and_then(Value::as_str) else {
            continue;
        };
        let lambda = types
            .get(ty)
            .and_then(|t| strata_cfn::form_of(ty, t).ok().flatten())
            .is_some_and(|f| f.ty == "AWS::Lambda::Function");
        if !lambda || assets.contains_key(source) {
            continue;
        }
        let zipped = granted_dir(ctx, ty, source).and_then(|dir| {
            let files = strata_cloudcontrol::dir_files(&dir)?;
            let zip = strata_cloudcontrol::zip_stored(&files);
            let digest = sha2::Sha256::digest(&zip);
            let hex: String = digest[..8].iter().map(|b| format!("{b:02x}")).collect();
            Ok((format!("code-{hex}.zip"), zip))
        });
        match zipped {
            Ok((key, zip)) => {
                assets.insert(source.to_string(), Ok(key.clone()));
                zips.push((key, zip));
            }
            Err(why) => {
                assets.insert(source.to_string(), Err(why));
            }
        }
    }
    (assets, zips)
}

/// Where `source` (a path as the provider of `ty` sees it) is on this machine, if it is inside
/// a directory the project grants that provider, links resolved.
fn granted_dir(ctx: &Context, ty: &str, source: &str) -> Result<std::path::PathBuf, String> {
    let package = ty.split(':').next().unwrap_or_default();
    let refused = || {
        format!(
            "its Source `{source}` is not inside a directory granted to provider {package} (allow-dirs under [providers.{package}]), so strata compile does not read it"
        )
    };
    let spec = ctx
        .project
        .file
        .providers
        .get(package)
        .ok_or_else(refused)?;
    let grants = spec.grants(&ctx.project.dir).map_err(|e| e.to_string())?;
    let wanted = std::path::Path::new(source);
    for g in &grants.dirs {
        let Ok(rest) = wanted.strip_prefix(&g.guest) else {
            continue;
        };
        let root =
            std::fs::canonicalize(&g.host).map_err(|e| format!("{}: {e}", g.host.display()))?;
        let Ok(dir) = std::fs::canonicalize(root.join(rest)) else {
            return Err(format!("its Source `{source}` does not exist"));
        };
        if dir.starts_with(&root) {
            return Ok(dir);
        }
    }
    Err(refused())
}

/// The upstream outputs the program reads that are lists, from the upstreams' recorded state
/// where it is at hand (a list is exported joined with commas, and imported split).
async fn upstream_lists(ctx: &Context, decls: &Declarations) -> HashSet<(String, String)> {
    let mut out = HashSet::new();
    let mut seen = BTreeSet::new();
    let reach = crate::links::Reach::of(&ctx.project, ctx.backend.url());
    for r in &decls.registrations {
        let Registration::Resource { ty, inputs, .. } = r else {
            continue;
        };
        if ty != REFERENCE || inputs.get("backend").is_some() {
            continue;
        }
        let Some(up) = inputs
            .get("stack")
            .and_then(Value::as_str)
            .and_then(|s| StackName::parse(s, ctx.project.name()).ok())
        else {
            continue;
        };
        if !seen.insert(up.to_string()) {
            continue;
        }
        // Only a stack the program may read, opened as a reader.
        let Ok(backend) = reach.open(None, &up, true) else {
            continue;
        };
        if let Ok(cp) = backend.load(&up.stack).await {
            for (k, v) in cp.outputs.as_object().into_iter().flatten() {
                if v.is_array() {
                    out.insert((up.to_string(), k.clone()));
                }
            }
        }
    }
    out
}

/// The languages `strata convert` writes a CloudFormation template in.
pub const CONVERT_LANGUAGES: &[&str] = &["typescript", "python", "rust", "yaml"];

/// `strata convert`: the CloudFormation template `ctx`'s project runs (its `main`, or
/// `template`, a file of the project), written as a program in `lang` that declares what
/// running the template declares, so that it deploys as a no-op over the same stack. The
/// template is read by the CloudFormation program in its sandbox, which writes the program;
/// the host parses nothing of it. What the language has no form for is refused by name.
pub async fn convert(
    ctx: &Context,
    template: Option<&std::path::Path>,
    lang: &str,
    say: &Say,
) -> crate::Result<String> {
    if !CONVERT_LANGUAGES.contains(&lang) {
        bail!(
            "`{lang}` is not a language convert writes: {}",
            CONVERT_LANGUAGES.join(", ")
        );
    }
    let Some(main) = ctx.project.shipped_main() else {
        bail!(
            "strata convert writes the program of a project that runs a CloudFormation template: {} runs a {} program (set runtime = \"cloudformation\" and main = \"TEMPLATE\" in its Strata.toml)",
            ctx.project.name(),
            ctx.project.file.language().map_or("other", |l| l.name)
        );
    };
    if let Some(t) = template {
        let given = ctx.project.dir.join(t);
        let same = |a: &std::path::Path, b: &std::path::Path| {
            std::fs::canonicalize(a).ok() == std::fs::canonicalize(b).ok()
        };
        if !same(&given, &ctx.project.dir.join(&main)) && !same(t, &ctx.project.dir.join(&main)) {
            bail!(
                "{}: strata convert writes the template the project runs ({}): name that one, or set `main` under [program] to this one",
                t.display(),
                main.display()
            );
        }
    }
    let secrets = crate::context::stack_secrets(&ctx.project, &ctx.stack)?;
    let known = Arc::new(KnownSecrets::new());
    let config = crate::operation::program_config(ctx, &secrets, &known)?;
    let runtime = strata_host::Runtime::new(strata_host::RuntimeOptions {
        max_instances: 8,
        ..Default::default()
    })?;
    let loaded = crate::components::providers::load_providers(
        &runtime,
        &ctx.project,
        say,
        &crate::components::providers::notes(say),
        &Arc::default(),
        None,
    )?;
    let cfn = crate::components::program::Cloudformation {
        types: crate::operation::cloudformation_types(&loaded).await,
        adopt: None,
        convert: Some(lang.to_string()),
    };
    let log: strata_host::GuestLog = {
        let say = say.clone();
        Arc::new(move |level: &str, msg: &str| say.info(format!("program {level}: {msg}")))
    };
    let (decls, _) = crate::components::program::run_program(
        &runtime,
        ctx,
        config,
        known,
        None,
        Some(&cfn),
        log,
    )
    .await?;
    if let Some(e) = &decls.incomplete {
        bail!("{e}");
    }
    decls
        .outputs
        .as_ref()
        .and_then(|o| o.get("program"))
        .and_then(Value::as_str)
        .map(str::to_string)
        .ok_or_else(|| {
            anyhow::anyhow!("the CloudFormation program wrote no program (a bug)").into()
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Walks the table of targets: each is found by its name, and translates a program of
    /// nothing into a form with nothing left out, which it renders in both formats.
    #[test]
    fn every_target_is_found_by_name_and_translates_an_empty_program() {
        let mut names = BTreeSet::new();
        for t in TARGETS {
            assert!(names.insert(t.name()), "two targets are named {}", t.name());
            assert_eq!(target(t.name()).unwrap().name(), t.name());
            let types = BTreeMap::new();
            let input = Input {
                project: "p",
                stack: "dev",
                types: &types,
                params: &BTreeMap::new(),
                upstream_lists: &HashSet::new(),
                assets: &BTreeMap::new(),
            };
            let compiled = t.translate(&Declarations::default(), &input);
            assert!(compiled.omitted.is_empty(), "{}", t.name());
            assert!(t.limits(&compiled).is_empty(), "{}", t.name());
            let json: Value = serde_json::from_str(&t.render(&compiled, true)).unwrap();
            assert_eq!(json, compiled.template, "{}", t.name());
            assert!(!t.render(&compiled, false).is_empty(), "{}", t.name());
        }
        let e = target("terraform").err().unwrap().to_string();
        assert!(e.contains("cloudformation"), "{e}");
    }
}
