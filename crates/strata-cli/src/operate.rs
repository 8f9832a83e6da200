//! `preview`, `up`, `destroy`, `refresh` and `import`: the command line's request, handed to
//! `strata_ops::run` with the terminal as its observer and asker; then, for `--cascade`, the
//! stacks that read this one's outputs. Also `schema` and `gen-sdk`, which print what a
//! provider says it offers.

use crate::UpdateArgs;
use crate::render::{AbortOnDrop, Renderer, Style, Terminal};
use anyhow::{Context as _, Result, bail};
use std::path::Path;
use std::process::ExitCode;
use std::sync::Arc;
use strata_engine::Cancel;
use strata_ops::{Context, Event, Kind, Observer, Severity, Status};

/// The stack `cwd`'s project operates on (`stack`, else the selected one) in the backend the
/// command names, else the project's; a note about stacks left elsewhere is said once.
pub fn open(cwd: &Path, stack: Option<String>, backend: Option<&str>) -> Result<Context> {
    let ctx = Context::open(cwd, stack, backend)?;
    if let Some(note) = &ctx.note {
        errln!("{note}");
    }
    Ok(ctx)
}

/// The backend of `project` (`url` overrides it), with the note about stacks left elsewhere
/// said.
pub fn backend(
    project: &strata_workspace::Project,
    url: Option<&str>,
) -> Result<Arc<dyn strata_state::Backend>> {
    let backend = strata_ops::context::open_backend(project, url)?;
    if let Some(note) = strata_ops::context::local_stacks_note(project, url) {
        errln!("{note}");
    }
    Ok(backend)
}

/// The exit status of an operation that ended with `status`.
pub fn exit_code(status: Status) -> ExitCode {
    match status {
        Status::Succeeded | Status::Declined => ExitCode::SUCCESS,
        Status::Failed => ExitCode::FAILURE,
        Status::ChangesFound => ExitCode::from(2),
    }
}

/// One operation on the stack, rendered; `--cascade` goes on to the stacks downstream. With
/// `--json`, a failure outside any step still ends the output with a summary object.
pub async fn run(
    cwd: &Path,
    stack: Option<String>,
    backend: Option<&str>,
    kind: Kind,
    args: UpdateArgs,
) -> Result<ExitCode> {
    let (json, started) = (args.json, std::time::Instant::now());
    let what = stack
        .as_ref()
        .map_or_else(|| "the stack".into(), |s| format!("stack {s}"));
    match operate(cwd, stack, backend, kind, args).await {
        Err(e) if json => {
            let e = strata_ops::Error::from(e);
            let preview = kind == Kind::Preview;
            outln!(
                "{}",
                strata_ops::events::refused_json(&what, preview, &e, started.elapsed())
            );
            Err(e.into_anyhow())
        }
        done => done,
    }
}

async fn operate(
    cwd: &Path,
    stack: Option<String>,
    backend: Option<&str>,
    kind: Kind,
    args: UpdateArgs,
) -> Result<ExitCode> {
    let ctx = Context::open(cwd, stack, backend)?;
    let root = strata_ops::links::StackName {
        project: ctx.project.name().into(),
        stack: ctx.stack.clone(),
    };
    let (dir, backend) = (ctx.project.dir.clone(), ctx.backend.clone());
    let style = Style::new(args.json).whole(args.diff);
    let (renderer, _flusher) = Renderer::flushed(style);
    say_note(renderer.as_ref(), ctx.note.as_deref());
    // One Ctrl-C stops the operation and the cascade after it alike.
    let cancel = Cancel::default();
    let last = stopped_summary(
        renderer.clone(),
        kind == Kind::Preview,
        std::time::Instant::now(),
    );
    let _interrupt = on_interrupt(cancel.clone(), renderer.clone(), last);
    if args.cascade && kind == Kind::Preview {
        // The stack's own preview is the first of the chain's.
        return crate::workspace::cascade(
            &dir,
            root,
            backend,
            strata_ops::graph::Verb::Preview,
            &args,
            cancel,
        )
        .await;
    }
    let mut options = args.options.clone();
    options.cancel = cancel.clone();
    let outcome = strata_ops::run(ctx, kind, options, renderer.clone(), Arc::new(Terminal)).await;
    renderer.end();
    let outcome = outcome?;
    let code = exit_code(outcome.status);
    if args.cascade && kind == Kind::Up && outcome.status == Status::Succeeded {
        return crate::workspace::cascade(
            &dir,
            root,
            backend,
            strata_ops::graph::Verb::Up,
            &args,
            cancel,
        )
        .await;
    }
    Ok(code)
}

/// Ctrl-C: stop starting provider calls, let those in flight finish, record everything. A
/// second Ctrl-C stops at once; the journal keeps what was in flight as pending. Each is said
/// to `observer` (people read it on stderr; `--json` has it as a line).
/// `last` runs before the process exits at the second: what the caller must still write (a
/// `--json` stream's summary, so that it ends with one on every path).
pub fn on_interrupt(
    cancel: Cancel,
    observer: Arc<dyn Observer>,
    last: impl FnOnce() + Send + 'static,
) -> AbortOnDrop {
    AbortOnDrop(tokio::spawn(async move {
        if tokio::signal::ctrl_c().await.is_err() {
            return;
        }
        cancel.cancel();
        say(observer.as_ref(), "interrupted", INTERRUPTED);
        if tokio::signal::ctrl_c().await.is_ok() {
            say(observer.as_ref(), "stopped", STOPPED);
            last();
            std::process::exit(130);
        }
    }))
}

/// The summary of an operation stopped at once by a second Ctrl-C: not ok, one failure of
/// kind `interrupted` that says what to run, then the renderer's end (its summary is the last
/// line of a `--json` stream, as on every other path).
fn stopped_summary(
    renderer: Arc<Renderer>,
    preview: bool,
    started: std::time::Instant,
) -> impl FnOnce() + Send + 'static {
    move || {
        if renderer.ended() {
            return;
        }
        renderer.event(Event::Summary(Box::new(strata_ops::events::Summary {
            preview,
            counts: Default::default(),
            failures: vec![strata_engine::StepFailure {
                resource: "the operation".into(),
                kind: strata_engine::ErrorKind::Interrupted,
                error: STOPPED.into(),
            }],
            skipped: 0,
            interrupted: 0,
            outputs: serde_json::Value::Object(Default::default()),
            duration: started.elapsed(),
            state_bytes_written: 0,
            state_requests: 0,
            peak_rss_bytes: None,
            http_requests: vec![],
        })));
        renderer.end();
    }
}

/// `message` said to `observer`, as it is, with its `code`.
pub fn say(observer: &dyn Observer, code: &'static str, message: &str) {
    observer.event(Event::Diagnostic {
        severity: Severity::Info,
        code: Some(code),
        message: message.into(),
    });
}

/// The note [`Context::open`] may have (about stacks left elsewhere), said to `observer`.
pub fn say_note(observer: &dyn Observer, note: Option<&str>) {
    if let Some(note) = note {
        observer.event(Event::Diagnostic {
            severity: Severity::Note,
            code: None,
            message: note.strip_prefix("note: ").unwrap_or(note).into(),
        });
    }
}

/// What the first Ctrl-C of an operation says.
pub const INTERRUPTED: &str = "Interrupted: letting the provider calls in flight finish, then saving the state (Ctrl-C again stops at once).";

/// What the second says, as the process exits.
pub const STOPPED: &str =
    "Stopped. Calls that were in flight are recorded as pending: run `strata refresh`.";

/// `strata schema PROVIDER`: what the provider says it offers, checked and shown.
pub async fn schema(cwd: &Path, provider: &str, json: bool, coverage: bool) -> Result<ExitCode> {
    // What is said on the way goes to stderr alone: `--json` here is one document, not the
    // event stream.
    let (parsed, _, _loaded) =
        strata_ops::operation::provider_schema(cwd, provider, &crate::render::notes()).await?;
    if coverage {
        out!("{}", parsed.coverage());
    } else if json {
        outln!("{}", serde_json::to_string_pretty(&parsed)?);
    } else {
        out!("{}", parsed.describe());
    }
    Ok(ExitCode::SUCCESS)
}

/// `strata gen-sdk PROVIDER --lang rust [--out DIR]`: typed resource classes from the
/// provider's schema, to DIR/<package>.rs or to stdout.
pub async fn gen_sdk(
    cwd: &Path,
    provider: &str,
    lang: &str,
    out: Option<&Path>,
    services: &[String],
) -> Result<ExitCode> {
    let (renderer, _flusher) = Renderer::flushed(Style::new(false));
    let (mut parsed, package, _loaded) =
        strata_ops::operation::provider_schema(cwd, provider, &strata_ops::Say(renderer)).await?;
    // Types served generically only for the services asked for (`pkg:SERVICE:Type`).
    let all = services.iter().any(|s| s == "all");
    let asked: Vec<String> = services.iter().map(|s| s.to_ascii_lowercase()).collect();
    let generic =
        |t: &strata_model::schema::TypeSchema| t.served_by.as_deref() == Some("cloud-control");
    let known: std::collections::BTreeSet<String> = parsed
        .types
        .iter()
        .filter(|(_, t)| generic(t))
        .filter_map(|(ty, _)| ty.split(':').nth(1).map(str::to_string))
        .collect();
    if let Some(s) = asked.iter().find(|s| *s != "all" && !known.contains(*s)) {
        let near = strata_model::spelling::closest(known.iter(), s)
            .map(|n| format!(": did you mean `{n}`?"))
            .unwrap_or_default();
        bail!(
            "`--services {s}`: provider {provider} serves no types of a service `{s}` generically{near}"
        );
    }
    parsed.types.retain(|ty, t| {
        !generic(t)
            || all
            || ty
                .split(':')
                .nth(1)
                .is_some_and(|s| asked.iter().any(|a| a == s))
    });
    // The language table's SDK generator for `--lang`.
    use strata_workspace::languages;
    let Some(sdk) = languages::sdk(lang) else {
        bail!(
            "`--lang {lang}`: typed SDKs are generated for {}",
            languages::listed(
                languages::LANGUAGES
                    .iter()
                    .filter_map(|l| l.sdk.as_ref())
                    .map(|s| s.lang),
                "and"
            )
        )
    };
    let (text, ext) = ((sdk.generate)(&package, &parsed), sdk.extension);
    match out {
        Some(dir) => {
            std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
            let path = dir.join(format!("{package}.{ext}"));
            std::fs::write(&path, text).with_context(|| format!("writing {}", path.display()))?;
            outln!(
                "Wrote {} ({} resource types of provider {provider}).",
                path.display(),
                parsed.types.len()
            );
        }
        None => out!("{text}"),
    }
    Ok(ExitCode::SUCCESS)
}

/// Each violation on a line: the resource (or the stack), then what it breaks.
fn print_violations(violations: &[strata_engine::Violation]) {
    for v in violations {
        let whose = v.urn.as_ref().map_or_else(
            || "the stack".to_string(),
            |u| format!("{} \"{}\"", u.ty(), u.name()),
        );
        outln!("  {whose}: {}", v.describe());
    }
    if violations.is_empty() {
        outln!("No violations.");
    }
}

/// Under --json a refusal (a pack that cannot load, settings it refuses, no stack) is an answer
/// too: stdout says it failed, as every other command's --json does.
fn refused_json<T>(r: Result<T>, json: bool) -> Result<T> {
    if let (Err(e), true) = (&r, json) {
        outln!(
            "{}",
            serde_json::json!({"ok": false, "error": format!("{e:#}")})
        );
    }
    r
}

fn mandatory(violations: &[strata_engine::Violation]) -> usize {
    violations
        .iter()
        .filter(|v| v.enforcement == strata_engine::Enforcement::Mandatory)
        .count()
}

/// `strata policy check`: the stack's packs on what it has; exit 1 on a mandatory violation.
pub async fn policy_check(
    cwd: &Path,
    stack: Option<String>,
    backend: Option<&str>,
    extra: &[std::path::PathBuf],
    json: bool,
) -> Result<ExitCode> {
    let ctx = open(cwd, stack, backend)?;
    let log: strata_host::GuestLog = Arc::new(|_: &str, line: &str| errln!("{line}"));
    let report = refused_json(
        strata_ops::policies::check_deployed(&ctx, extra, log).await,
        json,
    )?;
    let n = mandatory(&report.violations);
    if json {
        outln!(
            "{}",
            serde_json::json!({"ok": n == 0, "stack": ctx.stack, "packs": report.packs,
                "resources": report.resources, "violations": report.violations, "mandatory": n,
                "remediations": report.remediations.iter().map(|(urn, f)| serde_json::json!({
                    "urn": urn, "pack": f.pack, "policy": f.policy, "message": f.message,
                    "inputs": f.inputs})).collect::<Vec<_>>()})
        );
    } else {
        outln!(
            "Stack {}: {} checked by {}",
            ctx.stack,
            strata_model::spelling::count(report.resources, "resource", "resources"),
            strata_model::spelling::listing(report.packs.iter().map(String::as_str), true)
        );
        for (urn, f) in &report.remediations {
            outln!(
                "  {} \"{}\": needs a fix: policy `{}` of pack `{}` would set {} at the next `up`: {}",
                urn.ty(),
                urn.name(),
                f.policy,
                f.pack,
                strata_model::spelling::listing(f.inputs.keys().map(String::as_str), false),
                f.message
            );
        }
        print_violations(&report.violations);
    }
    Ok(if n > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// `strata policy test PACK --resource FILE.json`: the pack's verdict on the resources, one
/// line per violation (or JSON); exit 1 on a mandatory one.
pub async fn policy_test(
    cwd: &Path,
    pack: &Path,
    resources: &[std::path::PathBuf],
    stack: Option<&str>,
    config: Option<&Path>,
    json: bool,
) -> Result<ExitCode> {
    let log: strata_host::GuestLog = Arc::new(|_: &str, line: &str| errln!("{line}"));
    let report = refused_json(
        strata_ops::policies::test(cwd, pack, resources, stack, config, log).await,
        json,
    )?;
    let mandatory = mandatory(&report.violations);
    if json {
        let policies: Vec<serde_json::Value> = report
            .policies
            .iter()
            .map(|p| {
                serde_json::json!({"name": p.name, "description": p.description,
                    "enforcement": p.enforcement, "kind": p.kind.name()})
            })
            .collect();
        outln!(
            "{}",
            serde_json::json!({"ok": mandatory == 0, "pack": report.pack, "policies": policies,
                "resources": report.resources, "violations": report.violations, "mandatory": mandatory,
                "remediations": report.remediations.iter().map(|(urn, f)| serde_json::json!({
                    "urn": urn, "policy": f.policy, "message": f.message, "inputs": f.inputs}))
                    .collect::<Vec<_>>()})
        );
    } else {
        outln!(
            "Pack {}: {}, {} checked",
            report.pack,
            strata_model::spelling::count(report.policies.len(), "policy", "policies"),
            strata_model::spelling::count(report.resources, "resource", "resources")
        );
        for (urn, f) in &report.remediations {
            outln!(
                "  {} \"{}\": remediated by policy `{}` (sets {}): {}",
                urn.ty(),
                urn.name(),
                f.policy,
                strata_model::spelling::listing(f.inputs.keys().map(String::as_str), false),
                f.message
            );
        }
        print_violations(&report.violations);
    }
    Ok(if mandatory > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}
