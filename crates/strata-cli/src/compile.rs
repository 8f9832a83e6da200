//! `strata compile --target NAME`: the stack in another tool's form (`strata_ops::compile`,
//! whose `TARGETS` are the tools: CloudFormation, over the pure translation of `strata_cfn`),
//! written to a file or printed.

use anyhow::{Context as _, Result};
use serde_json::Map;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

pub struct CompileArgs {
    /// A name in `strata_ops::compile::TARGETS`.
    pub target: String,
    pub out: Option<PathBuf>,
    /// `yaml` or `json`; by default from `out`'s extension, else YAML.
    pub format: Option<String>,
    pub allow_partial: bool,
}

pub async fn compile(
    cwd: &Path,
    stack: Option<String>,
    backend: Option<&str>,
    args: CompileArgs,
    build: strata_ops::BuildChoice,
) -> Result<ExitCode> {
    let ctx = crate::operate::open(cwd, stack, backend)?;
    let say = crate::render::notes();
    let target = strata_ops::compile::target(&args.target)?;
    let compiled =
        strata_ops::compile::compile(&ctx, target, args.allow_partial, build, &say).await?;
    let json_out = match (args.format.as_deref(), &args.out) {
        (Some("json"), _) => true,
        (Some(_), _) => false,
        (None, Some(p)) => p.extension().is_some_and(|e| e == "json"),
        (None, None) => false,
    };
    let text = target.render(&compiled, json_out);
    match &args.out {
        None if !compiled.files.is_empty() => {
            anyhow::bail!(
                "the template reads {} that strata compile writes beside it (the functions' code, zipped): give --out FILE",
                compiled
                    .files
                    .iter()
                    .map(|(name, _)| name.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            );
        }
        Some(p) => {
            let p = cwd.join(p);
            let dir = p.parent().unwrap_or(cwd);
            for (name, bytes) in &compiled.files {
                let f = dir.join(name);
                let tmp = f.with_extension("strata-tmp");
                std::fs::write(&tmp, bytes)
                    .and_then(|()| std::fs::rename(&tmp, &f))
                    .with_context(|| format!("writing {}", f.display()))?;
                say.info(format!(
                    "Wrote {}: upload it to the S3 bucket you give the template as its {} parameter",
                    f.display(),
                    strata_cfn::ASSETS_BUCKET
                ));
            }
            // Written whole or not at all: a temporary file beside it, renamed over it.
            let tmp = p.with_extension("strata-tmp");
            std::fs::write(&tmp, text.as_bytes())
                .and_then(|()| std::fs::rename(&tmp, &p))
                .with_context(|| format!("writing {}", p.display()))?;
            let n = compiled.template["Resources"]
                .as_object()
                .map_or(0, Map::len);
            say.info(format!(
                "Wrote {} ({}, stack {}/{})",
                p.display(),
                strata_model::spelling::count(n, "resource", "resources"),
                ctx.project.name(),
                ctx.stack
            ));
        }
        None => out!("{text}"),
    }
    Ok(ExitCode::SUCCESS)
}

/// `strata convert [TEMPLATE] --lang LANG`: the project's CloudFormation template as a program
/// in LANG (`strata_ops::compile::convert`), written to `--out FILE` whole or not at all, or
/// printed.
pub async fn convert(
    cwd: &Path,
    stack: Option<String>,
    backend: Option<&str>,
    template: Option<PathBuf>,
    lang: &str,
    out: Option<PathBuf>,
) -> Result<ExitCode> {
    let ctx = crate::operate::open(cwd, stack, backend)?;
    let say = crate::render::notes();
    let text = strata_ops::compile::convert(&ctx, template.as_deref(), lang, &say).await?;
    match out {
        Some(p) => {
            let p = cwd.join(p);
            let tmp = p.with_extension("strata-tmp");
            std::fs::write(&tmp, text.as_bytes())
                .and_then(|()| std::fs::rename(&tmp, &p))
                .with_context(|| format!("writing {}", p.display()))?;
            say.info(format!(
                "Wrote {} ({lang}): it declares what the template declares; run it as the program of stack {}/{} and `strata preview` shows no change",
                p.display(),
                ctx.project.name(),
                ctx.stack
            ));
        }
        None => out!("{text}"),
    }
    Ok(ExitCode::SUCCESS)
}
