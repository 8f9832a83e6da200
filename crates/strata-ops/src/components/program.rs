//! The program: built (with a hint per language when its toolchain is missing), run in the
//! sandbox with the stack's configuration and a view of the project, and what it declares.

use crate::Say;
use crate::context::Context;
use anyhow::{Context as _, Result};
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;

use strata_host::{GuestLog, ProgramContext, ProgramLimits, Runtime, Wasm, WasmProgram};
use strata_model::{Declarations, KnownSecrets, Value};
use strata_state::Secrets;
use strata_workspace::{ConfigValue, Project};

/// Whether this command runs a program's build command: only one its directory's user trusts
/// (`strata trust`), unless `--build` or `--no-build` says otherwise.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum BuildChoice {
    /// The build command runs if the user trusts it for this directory.
    #[default]
    Trusted,
    /// `--build`: it runs this once, trusted or not.
    Always,
    /// `--no-build`: it never runs; the component built last is used.
    Never,
}

/// Rebuild the program if its sources changed since the last build, and if its build command
/// may run (`choice`).
pub fn build_program(project: &Project, choice: BuildChoice, say: &Say) -> Result<()> {
    let Some(cmd) = project.needs_build() else {
        return Ok(());
    };
    match choice {
        BuildChoice::Never => {
            return match project.program_wasm().filter(|w| w.exists()) {
                Some(_) => Ok(()),
                None => bail!(
                    "--no-build: the program has not been built yet ({} is missing)",
                    project
                        .program_wasm()
                        .map(|w| w.display().to_string())
                        .unwrap_or_default()
                ),
            };
        }
        BuildChoice::Always => {}
        BuildChoice::Trusted => {
            let record = strata_workspace::TrustRecord::load()?;
            if let Err(why) = record.build_trust(&project.dir, cmd) {
                bail!(
                    "the program's build command `{cmd}` (in {}'s Strata.toml) is not trusted on this machine as it is ({why}), so it was not run: read it and the files that decide what it runs, then `strata trust --cwd {}` to trust it from now on, or pass --build to run it this once (--no-build uses the component built last)",
                    project.name(),
                    project.dir.display()
                );
            }
        }
    }
    // The toolchain the language needs (the language table's), named in one line when it is
    // missing.
    if let Some(t) = project.file.language().and_then(|l| l.toolchain.as_ref())
        && cmd.contains(t.tool)
        && !on_path(t.tool)
    {
        bail!(
            "the program needs building with `{}`, which is not installed: install {}, then run the command again",
            t.tool,
            t.install
        );
    }
    // Said before a first build (it takes minutes); a rebuild's own output says enough.
    if project.program_wasm().is_some_and(|w| !w.exists()) {
        say.info(format!(
            "Building the program: {cmd} (its own progress follows; a first build also compiles the SDK and its dependencies, which takes a few minutes)"
        ));
    }
    // The build's output goes to stderr as it comes, so a long build shows its progress and
    // `--json` output on stdout stays clean.
    let status = std::process::Command::new("sh")
        .arg("-c")
        .arg(cmd)
        .current_dir(&project.dir)
        .stdin(std::process::Stdio::null())
        .stdout(std::io::stderr())
        .status()
        .with_context(|| format!("running the build command `{cmd}`"))?;
    if !status.success() {
        bail!("the program's build command `{cmd}` failed (its output is above)");
    }
    if let Some(wasm) = project.program_wasm().filter(|w| !w.exists()) {
        bail!(
            "the build command `{cmd}` did not produce {}",
            wasm.display()
        );
    }
    // What the trusted build itself wrote (a lock file `npm install` or cargo made or moved)
    // is what trusting it meant: recorded, so the next build is not refused for it.
    if choice == BuildChoice::Trusted {
        strata_workspace::TrustRecord::update(|r| r.refresh_files(&project.dir))?;
    }
    Ok(())
}

/// Whether `tool` is an executable on PATH.
pub(crate) fn on_path(tool: &str) -> bool {
    std::env::var_os("PATH")
        .is_some_and(|paths| std::env::split_paths(&paths).any(|d| d.join(tool).is_file()))
}

/// The program component (the project's, or for `runtime = "yaml"` the one Strata ships), how
/// to name it in errors, what it is given (its `allow-dirs`; for a YAML program or a runtime
/// with a `main`, the project directory read-only without the state kept there, and for the
/// runtime `STRATA_PROGRAM_MAIN`), and what must live as long as it runs.
pub(crate) type Component = (
    Wasm,
    String,
    strata_policy::Grants,
    Option<tempfile::TempDir>,
);

pub(crate) fn program_component(project: &Project, backend: &str) -> Result<Component> {
    // Only directories: a program is granted no host and no variable (the project file refuses
    // them when it is loaded).
    let granted = project.file.program.grants(&project.dir)?;
    let mut grants = strata_policy::Grants::dirs(granted.dirs);
    match project.program_wasm() {
        Some(path) => {
            let view = match &project.file.program.main {
                Some(main) => {
                    if !project.dir.join(main).is_file() {
                        bail!("{}", missing_main(project, main, &path));
                    }
                    let guest = main
                        .components()
                        .map(|c| c.as_os_str().to_string_lossy())
                        .collect::<Vec<_>>()
                        .join("/");
                    grants.env.push(("STRATA_PROGRAM_MAIN".into(), guest));
                    Some(crate::components::view::project_view(
                        project,
                        backend,
                        &mut grants.dirs,
                    )?)
                }
                None => None,
            };
            Ok((Wasm::read(&path)?, path.display().to_string(), grants, view))
        }
        None if let Some(main) = project.shipped_main() => {
            // A CloudFormation template, run by the program Strata ships.
            if !project.dir.join(&main).is_file() {
                bail!(
                    "{}: the template `main` names is not there, or is not a regular file (runtime = \"{}\" runs the CloudFormation template [program] main names, by default template.yaml)",
                    project.dir.join(&main).display(),
                    project.file.runtime.as_deref().unwrap_or_default()
                );
            }
            let guest = main
                .components()
                .map(|c| c.as_os_str().to_string_lossy())
                .collect::<Vec<_>>()
                .join("/");
            grants.env.push(("STRATA_PROGRAM_MAIN".into(), guest));
            if !project.file.program.imports.is_empty() {
                grants.env.push((
                    "STRATA_CFN_IMPORTS".into(),
                    serde_json::to_string(&project.file.program.imports)?,
                ));
            }
            let view = crate::components::view::project_view(project, backend, &mut grants.dirs)?;
            Ok((
                Wasm::new(strata_shipped::CLOUDFORMATION_PROGRAM.to_vec()),
                format!(
                    "the CloudFormation program (for {})",
                    project.dir.join(&main).display()
                ),
                grants,
                Some(view),
            ))
        }
        None => {
            let view = crate::components::view::project_view(project, backend, &mut grants.dirs)?;
            Ok((
                Wasm::new(strata_shipped::YAML_PROGRAM.to_vec()),
                format!(
                    "the YAML program (for {})",
                    project.dir.join("Strata.yaml").display()
                ),
                grants,
                Some(view),
            ))
        }
    }
}

/// The stack configuration as the program sees it: secrets opened into secret markers (and
/// their plaintexts learned, to be scrubbed from whatever a guest says).
pub fn program_config(
    ctx: &Context,
    secrets: &Secrets,
    known: &KnownSecrets,
) -> Result<BTreeMap<String, Value>> {
    let mut config = BTreeMap::new();
    // Declared defaults first (the project file's, and a YAML program's own: so `compile`
    // sees them as configuration, which becomes a template parameter); what the stack sets
    // wins.
    for (k, decl) in &ctx.project.declared_config()? {
        if let Some(d) = decl.default_text() {
            config.insert(k.clone(), Value::String(d));
        }
    }
    for (k, v) in ctx.project.config(&ctx.stack)? {
        let v = match v {
            ConfigValue::Plain(v) => Value::String(v),
            ConfigValue::Secret(c) => strata_model::marker::secret(secrets.open(&c)?),
        };
        known.learn(&v);
        config.insert(k, v);
    }
    Ok(config)
}

/// The program's limits: the project file's, else the defaults.
pub(crate) fn program_limits(project: &Project) -> ProgramLimits {
    let spec = &project.file.program;
    let defaults = ProgramLimits::default();
    ProgramLimits {
        memory: spec.memory_bytes().unwrap_or(defaults.memory),
        timeout: spec.timeout().unwrap_or(defaults.timeout),
        max_declarations: spec.max_declarations().unwrap_or(defaults.max_declarations),
    }
}

/// What the program declares when run with `config`, and nothing more: no provider is loaded,
/// nothing is read from the backend (`previous-outputs` says there are none).
pub async fn declarations(
    runtime: &Runtime,
    ctx: &Context,
    config: BTreeMap<String, Value>,
    known: Arc<KnownSecrets>,
    log: GuestLog,
) -> Result<Declarations> {
    let (decls, _program) = run_program(runtime, ctx, config, known, None, None, log).await?;
    Ok(decls)
}

/// Run the project's program for `ctx`'s stack with `config`: what it declares, and the
/// instance that runs its apply callbacks.
pub(crate) async fn run_program(
    runtime: &Runtime,
    ctx: &Context,
    config: BTreeMap<String, Value>,
    known: Arc<KnownSecrets>,
    previous: Option<Arc<dyn strata_host::PreviousOutputs>>,
    cloudformation: Option<&Cloudformation>,
    log: GuestLog,
) -> Result<(Declarations, Arc<WasmProgram>)> {
    let (wasm, what, mut grants, view) = program_component(&ctx.project, &ctx.backend.url())?;
    // The view of a program Strata ships (YAML, CloudFormation) is read only while `run()`
    // runs: removed as soon as it returns, whatever happens after (the instance itself is
    // dropped on a background thread, which a process that ends does not wait for, and the
    // view holds a copy of the stack's file).
    let read_at_run = (ctx.project.program_wasm().is_none())
        .then(|| view.as_ref().map(|v| v.path().to_path_buf()))
        .flatten();
    if ctx.project.shipped_main().is_some() {
        grants.env.push((
            "STRATA_CFN_REGION".into(),
            cloudformation_region(&ctx.project, &config),
        ));
        if let Some(c) = cloudformation {
            grants
                .env
                .push(("STRATA_CFN_TYPES".into(), c.types.to_string()));
            if let Some(a) = &c.adopt {
                grants.env.push(("STRATA_CFN_ADOPT".into(), a.to_string()));
            }
            if let Some(lang) = &c.convert {
                grants.env.push(("STRATA_CFN_CONVERT".into(), lang.clone()));
            }
        }
    }
    let grants = Arc::new(grants);
    let names = known.clone();
    let pctx = ProgramContext {
        project: ctx.project.name().into(),
        stack: ctx.stack.clone(),
        config,
        limits: program_limits(&ctx.project),
        secrets: known,
        previous,
        grants,
        keep: view
            .map(|v| Arc::new(v) as Arc<dyn std::any::Any + Send + Sync>)
            .into_iter()
            .collect(),
    };
    let ran = WasmProgram::run_wasm(runtime, &wasm, &what, pctx, log).await;
    if let Some(dir) = read_at_run {
        let _ = std::fs::remove_dir_all(dir);
    }
    let (decls, program) = ran?;
    no_secret_names(&decls, &names)?;
    Ok((decls, program))
}

/// What a CloudFormation program is told besides its template: the types the project's
/// providers serve, by their CloudFormation names (`operation::import::cloudformation_types`),
/// and what `strata import --from cloudformation` adopts.
pub(crate) struct Cloudformation {
    pub(crate) types: Value,
    pub(crate) adopt: Option<Value>,
    /// `strata convert`: the language to write the template in, instead of running it.
    pub(crate) convert: Option<String>,
}

/// The region a CloudFormation template's `AWS::Region` is: the AWS provider's, as it is
/// configured (the stack's `aws:region`, else the project's `[providers.aws.config]`, else
/// the provider's default, us-east-1), known before anything is deployed so that conditions can
/// read it.
fn cloudformation_region(project: &Project, config: &BTreeMap<String, Value>) -> String {
    let plain = |v: &Value| {
        let v = if strata_model::marker::is_secret(v) {
            v.get("value").unwrap_or(v)
        } else {
            v
        };
        v.as_str().map(str::to_string)
    };
    config
        .get("aws:region")
        .and_then(plain)
        .or_else(|| {
            project
                .file
                .providers
                .get("aws")
                .map(Project::provider_config)
                .and_then(|c| c.get("region").and_then(Value::as_str).map(str::to_string))
        })
        .filter(|r| !r.is_empty())
        .unwrap_or_else(|| "us-east-1".into())
}

/// Names are kept in plaintext (in URNs, the state, logs and `--json` events): a resource
/// name or an output key that holds a secret's value is refused, named with the secret
/// scrubbed from it.
pub(crate) fn no_secret_names(decls: &Declarations, known: &KnownSecrets) -> Result<()> {
    if known.is_empty() {
        return Ok(());
    }
    let holds = |s: &str| known.scrub(s) != s;
    for r in &decls.registrations {
        if let strata_model::Registration::Resource { ty, name, .. }
        | strata_model::Registration::Component { ty, name, .. } = r
            && holds(name)
        {
            bail!(
                "{ty} \"{}\": its name holds a secret value, and names are kept in plaintext (state, logs, --json events): name it with something that is not secret",
                known.scrub(name)
            );
        }
    }
    pub(crate) fn keys(v: &Value, holds: &dyn Fn(&str) -> bool) -> Option<String> {
        match v {
            Value::Object(o) => o.iter().find_map(|(k, v)| {
                if holds(k) {
                    Some(k.clone())
                } else {
                    keys(v, holds)
                }
            }),
            Value::Array(a) => a.iter().find_map(|v| keys(v, holds)),
            _ => None,
        }
    }
    if let Some(k) = decls.outputs.as_ref().and_then(|o| keys(o, &holds)) {
        bail!(
            "the stack output key \"{}\" holds a secret value, and keys are kept in plaintext: use a key that is not secret (the value may be)",
            known.scrub(&k)
        );
    }
    Ok(())
}

/// The stacks the program of the project in `cwd` references (`strata:stack:Reference`) when
/// run for `stack`: what a workspace orders its stacks by. Only the program runs (no provider
/// is loaded, nothing is read from the backend, `backend` (the URL its workspace gives it, or
/// its own) is only named to it); a reference whose stack is not known yet (an
/// output of something) is left out.
pub async fn program_references(
    runtime: &Runtime,
    cwd: &Path,
    stack: &str,
    backend: Option<&str>,
    build: BuildChoice,
    say: &Say,
) -> Result<Vec<String>> {
    let project = Project::find(cwd)?;
    let ctx = Context {
        backend: crate::context::open_backend(&project, backend)?,
        stack: stack.to_string(),
        project,
        note: None,
    };
    build_program(&ctx.project, build, say)?;
    let secrets = crate::context::stack_secrets(&ctx.project, &ctx.stack)?;
    let known = Arc::new(KnownSecrets::new());
    let config = program_config(&ctx, &secrets, &known)?;
    let log: GuestLog = Arc::new(|_: &str, _: &str| {});
    let decls = declarations(runtime, &ctx, config, known, log).await?;
    let mut out: Vec<String> = decls
        .registrations
        .iter()
        .filter_map(|r| match r {
            strata_model::Registration::Resource { ty, inputs, .. }
                if ty == crate::links::REFERENCE =>
            {
                let s = inputs.get("stack")?.as_str()?;
                crate::links::StackName::parse(s, ctx.project.name())
                    .ok()
                    .map(|n| n.to_string())
            }
            _ => None,
        })
        .collect();
    out.sort();
    out.dedup();
    Ok(out)
}

/// Why the program's main file is not there, and what to do: a file of a close name beside
/// where it was looked for is likely what `[program] main` meant; else the build that should
/// make it did not (its command is named, or its absence).
fn missing_main(project: &Project, main: &std::path::Path, wasm: &std::path::Path) -> String {
    let at = project.dir.join(main);
    let dir = at.parent().unwrap_or(&project.dir);
    let siblings: Vec<String> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .take(10_000)
        .filter(|e| e.path().is_file())
        .filter_map(|e| e.file_name().to_str().map(str::to_string))
        .collect();
    let name = main
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    if let Some(near) = strata_model::spelling::closest(siblings.iter(), &name) {
        let meant = main.with_file_name(near);
        return format!(
            "the program's main file {} does not exist: did you mean `{}`? (`[program] main` in {})",
            at.display(),
            meant.display(),
            strata_workspace::PROJECT_FILE
        );
    }
    match &project.file.program.build {
        Some(build) => format!(
            "the program's main file {} does not exist, and its build command (`{build}`) did not make it: check `[program] main` and `[program] build` in {} (delete {} to run the build again)",
            at.display(),
            strata_workspace::PROJECT_FILE,
            wasm.display()
        ),
        None => format!(
            "the program's main file {} does not exist, and {} names no build command that would make it: check `[program] main`",
            at.display(),
            strata_workspace::PROJECT_FILE
        ),
    }
}
