//! `strata stack …` and `strata config …`.

use crate::{ConfigCommand, StackCommand, StateCommand};
use anyhow::{Context, Result, bail};
use std::path::Path;
use std::process::ExitCode;
use strata_ops::context::pick_stack;
use strata_ops::drawing::Drawing;
use strata_workspace::{ConfigValue, Project};

pub async fn run(
    cwd: &Path,
    stack: Option<String>,
    url: Option<&str>,
    cmd: StackCommand,
) -> Result<ExitCode> {
    let project = Project::find(cwd)?;
    let backend = crate::operate::backend(&project, url)?;
    match cmd {
        StackCommand::Init { name } => {
            strata_ops::stacks::create(&project, backend.as_ref(), &name).await?;
            project.select_stack(&name)?;
            outln!(
                "Created stack {name} in {}; it is now selected.",
                backend.url()
            );
        }
        StackCommand::Ls => {
            let current = project.selected_stack().ok();
            let stacks = strata_ops::stacks::list(&project, backend.as_ref()).await?;
            if stacks.is_empty() {
                outln!("No stacks yet: create one with `strata stack init NAME`.");
            }
            for s in stacks {
                let mark = if current.as_deref() == Some(&s.name) {
                    "*"
                } else {
                    " "
                };
                let stale = s
                    .stale
                    .iter()
                    .map(|(u, o)| format!("{u} ({})", o.join(", ")));
                let stale: Vec<String> = stale.collect();
                let stale = match stale.is_empty() {
                    true => String::new(),
                    false => format!("   stale: {} changed", stale.join(", ")),
                };
                let (name, live) = (&s.name, s.resources);
                outln!(
                    "{mark} {name:<20} {live:>6} resources   updated {}{stale}",
                    s.updated_at
                );
            }
        }
        StackCommand::Deps { json } => {
            let stack = pick_stack(&project, stack)?;
            let cp = backend.load(&stack).await?;
            let me = strata_ops::links::StackName {
                project: project.name().into(),
                stack,
            };
            let reach = strata_ops::links::Reach::of(&project, backend.url());
            let deps = strata_ops::links::deps(&reach, backend.as_ref(), &me, &cp).await?;
            if json {
                outln!("{}", serde_json::to_string_pretty(&deps)?);
            } else {
                for l in deps.lines() {
                    outln!("{l}");
                }
            }
        }
        StackCommand::Select { name } => {
            backend.load(&name).await?;
            project.select_stack(&name)?;
            outln!("Selected stack {name}.");
        }
        StackCommand::Rm { name, force } => {
            for w in strata_ops::stacks::remove(&project, &backend, &name, force).await? {
                errln!("warning: {w}");
            }
            outln!("Removed stack {name}.");
        }
        StackCommand::Move { to } => {
            let stack = pick_stack(&project, stack)?;
            let target = strata_ops::context::open_backend(&project, Some(&to))?;
            strata_ops::surgery::move_stack(backend.as_ref(), target.as_ref(), &stack).await?;
            outln!(
                "Moved stack {stack}, every version of it, to {}. Point the project at it: `backend = {to:?}` in Strata.toml, or STRATA_BACKEND.",
                target.url()
            );
        }
        StackCommand::Export { version, file } => {
            let stack = pick_stack(&project, stack)?;
            let cp = match version {
                Some(v) => backend.load_version(&stack, v).await?,
                None => backend.load(&stack).await?,
            };
            let text = serde_json::to_string_pretty(&cp)?;
            // A relative path is the --cwd directory's, like every other path strata takes.
            match file.map(|f| cwd.join(f)) {
                Some(f) => std::fs::write(&f, format!("{text}\n"))
                    .with_context(|| format!("writing {}", f.display()))?,
                None => outln!("{text}"),
            }
        }
        StackCommand::Import { file, yes } => {
            use strata_ops::Asker;
            let stack = pick_stack(&project, stack)?;
            let secrets = strata_ops::context::stack_secrets(&project, &stack)?;
            let file = cwd.join(file);
            if !yes {
                let terminal = crate::render::Terminal;
                if !terminal.can_ask() {
                    bail!(
                        "`strata stack import` replaces the state of stack `{stack}`: pass --yes to run it without a prompt"
                    );
                }
                let question = format!(
                    "Replace the state of stack `{stack}` with {}? (the replaced version stays in history)",
                    file.display()
                );
                if !terminal.confirm(&question) {
                    bail!("not imported: nothing was changed");
                }
            }
            let done = strata_ops::surgery::import_state(backend.as_ref(), &secrets, &stack, &file)
                .await?;
            outln!("{done}");
        }
        StackCommand::Restore { version } => {
            let stack = pick_stack(&project, stack)?;
            let say = crate::render::notes();
            let secrets = strata_ops::context::stack_secrets(&project, &stack)?;
            let done =
                strata_ops::surgery::restore(backend.as_ref(), &secrets, &stack, version, &say)
                    .await?;
            outln!("{done}");
        }
        StackCommand::History { json } => {
            let stack = pick_stack(&project, stack)?;
            let versions = strata_ops::stacks::history(backend.as_ref(), &stack).await?;
            if json {
                outln!("{}", serde_json::to_string(&versions)?);
            }
            for v in versions.iter().filter(|_| !json) {
                // Failures first: a run that failed reads as one.
                let mut changes: Vec<(bool, String)> = v
                    .changes
                    .iter()
                    .map(|(k, n)| {
                        (
                            !matches!(k.as_str(), "failed" | "interrupted"),
                            format!("{n} {k}"),
                        )
                    })
                    .collect();
                changes.sort();
                let changes: Vec<String> = changes.into_iter().map(|(_, c)| c).collect();
                let (serial, what, who, live) = (v.serial, &v.command, &v.user, v.resources);
                outln!(
                    "{serial:>6}  {}  {what:<10} {who:<10} {live:>6} resources  {}",
                    v.updated_at,
                    changes.join(", ")
                );
            }
        }
        StackCommand::ChangeSecretsProvider { provider } => {
            let stack = pick_stack(&project, stack)?;
            let done = strata_ops::surgery::change_secrets_provider(
                &project,
                backend.as_ref(),
                &stack,
                &provider,
            )
            .await?;
            outln!("{done}");
        }
        StackCommand::Unlock { force } => {
            let stack = pick_stack(&project, stack)?;
            match backend.unlock(&stack, force).await? {
                strata_state::Unlocked::NotLocked => outln!("Stack {stack} is not locked."),
                strata_state::Unlocked::Unreadable(why) => {
                    outln!("Removed the lock of stack {stack}, which could not be read ({why}).")
                }
                strata_state::Unlocked::Removed(holder) => {
                    outln!("Removed the lock of stack {stack}, held by {holder}, which is gone.",)
                }
                strata_state::Unlocked::Expired(holder) => outln!(
                    "Ended the lease of stack {stack}'s lock, held by {holder}: the next command takes the lock. If that holder is still running, it writes nothing more to the state (it stops at its next write), and what its calls in flight make goes to the stack's record of late outcomes, which the next command imports; its interrupted creates are kept until its calls must have ended."
                ),
            }
        }
        StackCommand::Output {
            name,
            json,
            show_secrets,
        } => {
            let stack = pick_stack(&project, stack)?;
            let all = strata_ops::stacks::outputs(&project, backend.as_ref(), &stack, show_secrets)
                .await?;
            match name {
                Some(n) => {
                    let Some(v) = all.get(&n) else {
                        bail!("stack `{stack}` has no output `{n}`")
                    };
                    match (json, v) {
                        (false, serde_json::Value::String(s)) => outln!("{s}"),
                        _ => outln!("{v}"),
                    }
                }
                None if json => outln!("{}", serde_json::to_string_pretty(&all)?),
                None => {
                    if all.is_empty() {
                        outln!("Stack {stack} has no outputs.");
                    }
                    for (k, v) in all {
                        outln!(
                            "{k:<20} {}",
                            v.as_str().map_or_else(|| v.to_string(), str::to_string)
                        );
                    }
                }
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

pub async fn config(
    cwd: &Path,
    stack: Option<String>,
    backend: Option<&str>,
    cmd: ConfigCommand,
) -> Result<ExitCode> {
    let project = Project::find(cwd)?;
    let named = stack.is_some();
    let stack = pick_stack(&project, stack)?;
    // Every subcommand: one that reads a stack nobody made would show only the declared
    // defaults, as if it were one.
    if named {
        existing_stack(&project, &stack, backend).await?;
    }
    match cmd {
        ConfigCommand::Set { key, value, secret } => {
            for w in strata_ops::stacks::set_config(&project, &stack, &key, Some(&value), secret)? {
                errln!("warning: {w}");
            }
        }
        ConfigCommand::Rm { key } => project.set_config(&stack, &key, None)?,
        ConfigCommand::Get { key, show_secrets } => match project.config(&stack)?.get(&key) {
            Some(ConfigValue::Plain(v)) => outln!("{v}"),
            Some(ConfigValue::Secret(_)) if !show_secrets => {
                outln!("[secret]");
                errln!("(`{key}` is a secret: --show-secrets prints it)");
            }
            Some(ConfigValue::Secret(c)) => {
                match strata_ops::context::stack_secrets(&project, &stack)?.open(c)? {
                    serde_json::Value::String(s) => outln!("{s}"),
                    v => outln!("{v}"),
                }
            }
            None => bail!("stack `{stack}` has no configuration `{key}`"),
        },
        ConfigCommand::Ls => {
            let set = project.config(&stack)?;
            for (k, v) in &set {
                match v {
                    ConfigValue::Plain(v) => outln!("{k:<20} {v}"),
                    ConfigValue::Secret(_) => outln!("{k:<20} [secret]"),
                }
            }
            // Declared keys the stack does not set, and what the program then sees.
            for (k, decl) in project
                .file
                .config
                .iter()
                .filter(|(k, _)| !set.contains_key(*k))
            {
                let what = match decl.default_text() {
                    Some(d) => format!("(unset: the default {d:?})"),
                    None => "(unset)".to_string(),
                };
                let about = if decl.description.is_empty() {
                    String::new()
                } else {
                    format!("  {}", decl.description)
                };
                outln!("{k:<20} {what}{about}");
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// `strata console`: the console of the project or workspace in `cwd`, until Ctrl-C.
pub async fn console(cwd: &Path, backend: Option<&str>, port: u16, open: bool) -> Result<ExitCode> {
    let console = strata_console::Console::open(cwd, backend)?;
    let title = console.title.clone();
    let server = strata_console::server::serve(console, port).await?;
    let url = server.url();
    outln!(
        "The console of {title} is at\n\n    {url}\n\n(read-only; the token in the URL is its key: do not share it). Ctrl-C stops it."
    );
    use std::io::Write;
    let _ = std::io::stdout().flush();
    // The browser is handed a page of the user's alone that goes on to the URL: the URL
    // itself on the opener's command line would show its token to every local user (`ps`).
    let _page = if open {
        let opener = if cfg!(target_os = "macos") {
            "open"
        } else {
            "xdg-open"
        };
        let page = launcher_page(&url)?;
        if let Err(e) = std::process::Command::new(opener)
            .arg(page.path())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
        {
            errln!("warning: could not open a browser ({opener}: {e}): open the URL above");
        }
        Some(page)
    } else {
        None
    };
    tokio::select! {
        r = server.wait() => r?,
        _ = tokio::signal::ctrl_c() => {}
    }
    Ok(ExitCode::SUCCESS)
}

/// A page, readable by this user alone (0600), that takes a browser on to `url`: what
/// `console --open` hands the opener instead of the URL with its token. It lives as long as
/// the console.
fn launcher_page(url: &str) -> Result<tempfile::NamedTempFile> {
    use std::io::Write;
    let escaped = url
        .replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
        .replace('>', "&gt;");
    let mut page = tempfile::Builder::new()
        .prefix("strata-console-")
        .suffix(".html")
        .tempfile()
        .context("making the page that opens the console")?;
    writeln!(
        page,
        "<!doctype html><meta charset=\"utf-8\"><meta http-equiv=\"refresh\" content=\"0;url={escaped}\"><title>Strata console</title><a href=\"{escaped}\">Open the console</a>"
    )
    .and_then(|()| page.flush())
    .context("writing the page that opens the console")?;
    Ok(page)
}

/// `strata graph`: the stack's resources and their dependencies, from its state, as Graphviz
/// `dot` or Mermaid text (pipe `dot` into `dot -Tsvg` to draw it).
pub async fn graph(
    cwd: &Path,
    stack: Option<String>,
    url: Option<&str>,
    format: &str,
    program: Option<strata_ops::BuildChoice>,
) -> Result<ExitCode> {
    let drawing = if let Some(build) = program {
        let ctx = crate::operate::open(cwd, stack.clone(), url)?;
        let notes = std::sync::Arc::new(crate::render::Notes);
        strata_ops::program_graph(ctx, build, notes).await?
    } else {
        let project = Project::find(cwd)?;
        let backend = crate::operate::backend(&project, url)?;
        let stack = pick_stack(&project, stack)?;
        let cp = backend.load(&stack).await?;
        Drawing::of_state(&stack, cp.resources.iter().map(|r| &**r))
    };
    print_drawing(&drawing, format)
}

/// Print a drawing: as text, or (`svg`) drawn by Graphviz.
pub fn print_drawing(drawing: &Drawing, format: &str) -> Result<ExitCode> {
    let text = drawing.render(format);
    if format == "svg" {
        outln!("{}", svg(&text)?);
    } else {
        out!("{text}");
    }
    Ok(ExitCode::SUCCESS)
}

/// Graphviz's rendering of `dot` as SVG.
pub fn svg(dot: &str) -> Result<String> {
    use std::io::Write;
    let mut child = match std::process::Command::new("dot")
        .arg("-Tsvg")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
    {
        Ok(c) => c,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => bail!(
            "--format svg needs Graphviz's `dot`, which is not installed: install Graphviz (`apt-get install graphviz`, `brew install graphviz`), or print `--format dot` and render it elsewhere"
        ),
        Err(e) => bail!("could not run Graphviz's `dot`: {e}"),
    };
    child
        .stdin
        .take()
        .expect("piped")
        .write_all(dot.as_bytes())?;
    let out = child.wait_with_output()?;
    if !out.status.success() {
        bail!(
            "Graphviz's `dot` failed: {}",
            String::from_utf8_lossy(&out.stderr).trim()
        );
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// `strata state delete | unprotect | rename | taint | untaint | move`.
pub async fn state(
    cwd: &Path,
    stack: Option<String>,
    url: Option<&str>,
    cmd: StateCommand,
) -> Result<ExitCode> {
    use strata_ops::surgery::{Edit, edit_state, move_resources};
    let project = Project::find(cwd)?;
    let backend = crate::operate::backend(&project, url)?;
    let stack = pick_stack(&project, stack)?;
    let b = backend.as_ref();
    let done = match cmd {
        StateCommand::Move {
            resources,
            to,
            force,
        } => move_resources(&project, b, &stack, &resources, &to, force).await?,
        StateCommand::Delete { resource, force } => {
            edit_state(&project, b, &stack, Edit::Delete { resource, force }).await?
        }
        StateCommand::Unprotect { resource } => {
            edit_state(&project, b, &stack, Edit::Unprotect { resource }).await?
        }
        StateCommand::Taint { resource } => {
            edit_state(&project, b, &stack, Edit::Taint { resource }).await?
        }
        StateCommand::Untaint { resource } => {
            edit_state(&project, b, &stack, Edit::Untaint { resource }).await?
        }
        StateCommand::Rename { resource, new_name } => {
            let edit = Edit::Rename { resource, new_name };
            edit_state(&project, b, &stack, edit).await?
        }
    };
    outln!("{done}");
    Ok(ExitCode::SUCCESS)
}

/// A stack named with `--stack` that a config command reads or writes must exist: one with
/// its file here, or in the backend. `config set --stack prdo` wrote `Strata.prdo.toml`
/// for a stack nobody made, and the value never reached `prod` (`config rm` wrote one too).
async fn existing_stack(project: &Project, stack: &str, backend: Option<&str>) -> Result<()> {
    if project.stack_file(stack)?.exists() {
        return Ok(());
    }
    let backend = strata_ops::context::open_backend(project, backend)?;
    let stacks = backend.list_stacks().await?;
    if stacks.iter().any(|s| s == stack) {
        return Ok(());
    }
    let hint = match strata_model::spelling::closest(stacks.iter(), stack) {
        Some(near) => format!(": did you mean `{near}`?"),
        None if stacks.is_empty() => " (it has none yet)".to_string(),
        None => format!(
            " (it has {})",
            strata_model::spelling::listing(stacks.iter().map(String::as_str), true)
        ),
    };
    bail!(
        "no stack `{stack}` in project {} at {}{hint} (`strata stack init {stack}` makes it)",
        project.name(),
        backend.url()
    )
}
