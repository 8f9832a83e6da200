//! `strata stack …` and `strata config …`.

use crate::{ConfigCommand, StackCommand, StateCommand};
use anyhow::{Context, Result, bail};
use std::path::Path;
use std::process::ExitCode;
use strata_model::value::redact;
use strata_ops::context::pick_stack;
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
            let stacks = backend.list_stacks().await?;
            if stacks.is_empty() {
                outln!("No stacks yet: create one with `strata stack init NAME`.");
            }
            let reach = strata_ops::links::Reach::of(&project, backend.url());
            for s in stacks {
                let cp = backend.load(&s).await?;
                let mark = if current.as_deref() == Some(s.as_str()) {
                    "*"
                } else {
                    " "
                };
                let live = cp.resources.iter().filter(|r| !r.delete).count();
                // Stale: an upstream output it read changed since.
                let mut stale = vec![];
                for u in &cp.links.upstreams {
                    if let Ok(o) = strata_ops::links::stale_upstream(&reach, u).await
                        && !o.is_empty()
                    {
                        stale.push(format!("{} ({})", u.stack, o.join(", ")));
                    }
                }
                let stale = if stale.is_empty() {
                    String::new()
                } else {
                    format!("   stale: {} changed", stale.join(", "))
                };
                outln!(
                    "{mark} {s:<20} {live:>6} resources   updated {}{stale}",
                    cp.updated_at
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
                eprintln!("warning: {w}");
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
        StackCommand::Import { file } => {
            let stack = pick_stack(&project, stack)?;
            let secrets = strata_ops::context::stack_secrets(&project, &stack)?;
            let file = cwd.join(file);
            let done = strata_ops::surgery::import_state(backend.as_ref(), &secrets, &stack, &file)
                .await?;
            outln!("{done}");
        }
        StackCommand::Restore { version } => {
            let stack = pick_stack(&project, stack)?;
            let say = crate::render::notes();
            let done =
                strata_ops::surgery::restore(backend.as_ref(), &stack, version, &say).await?;
            outln!("{done}");
        }
        StackCommand::History { json } => {
            let stack = pick_stack(&project, stack)?;
            let mut versions = Vec::new();
            for serial in backend.history(&stack).await? {
                let v = backend.load_version(&stack, serial).await?;
                let (what, who, changes) = match &v.made_by {
                    Some(m) => (m.command.clone(), m.user.clone(), m.changes.clone()),
                    None if serial == 0 => ("stack init".into(), String::new(), Default::default()),
                    None => ("?".into(), String::new(), Default::default()),
                };
                let live = v.resources.iter().filter(|r| !r.delete).count();
                if json {
                    versions.push(serde_json::json!({
                        "serial": serial, "updated_at": v.updated_at, "command": what,
                        "user": who, "resources": live, "changes": changes,
                    }));
                    continue;
                }
                let changes = changes
                    .iter()
                    .map(|(k, n)| format!("{n} {k}"))
                    .collect::<Vec<_>>()
                    .join(", ");
                outln!(
                    "{serial:>6}  {}  {what:<10} {who:<10} {live:>6} resources  {changes}",
                    v.updated_at
                );
            }
            if json {
                outln!("{}", serde_json::Value::Array(versions));
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
            let cp = backend.load(&stack).await?;
            let outputs = if show_secrets {
                // A secret that cannot be decrypted shows as null rather than failing the rest.
                let secrets = strata_ops::context::stack_secrets(&project, &stack)?;
                strata_model::value::reveal(&secrets.decrypt_checkpoint(cp)?.outputs)
            } else {
                redact(&cp.outputs)
            };
            let empty = serde_json::Map::new();
            let all = outputs.as_object().unwrap_or(&empty);
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
                None if json => outln!("{}", serde_json::to_string_pretty(&outputs)?),
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

pub fn config(cwd: &Path, stack: Option<String>, cmd: ConfigCommand) -> Result<ExitCode> {
    let project = Project::find(cwd)?;
    let stack = pick_stack(&project, stack)?;
    match cmd {
        ConfigCommand::Set { key, value, secret } => {
            for w in strata_ops::stacks::set_config(&project, &stack, &key, Some(&value), secret)? {
                eprintln!("warning: {w}");
            }
        }
        ConfigCommand::Rm { key } => project.set_config(&stack, &key, None)?,
        ConfigCommand::Get { key, show_secrets } => match project.config(&stack)?.get(&key) {
            Some(ConfigValue::Plain(v)) => outln!("{v}"),
            Some(ConfigValue::Secret(_)) if !show_secrets => {
                outln!("[secret]");
                eprintln!("(`{key}` is a secret: --show-secrets prints it)");
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

/// `strata graph`: the stack's resources and their dependencies, from its state, as Graphviz
/// `dot` or Mermaid text (pipe `dot` into `dot -Tsvg` to draw it).
pub async fn graph(
    cwd: &Path,
    stack: Option<String>,
    url: Option<&str>,
    format: &str,
    program: Option<strata_ops::BuildChoice>,
) -> Result<ExitCode> {
    let (title, nodes, edges, parents) = if let Some(build) = program {
        let ctx = crate::operate::open(cwd, stack.clone(), url)?;
        let notes = std::sync::Arc::new(crate::render::Notes);
        strata_ops::program_graph(ctx, build, notes).await?
    } else {
        let project = Project::find(cwd)?;
        let backend = crate::operate::backend(&project, url)?;
        let stack = pick_stack(&project, stack)?;
        let cp = backend.load(&stack).await?;
        let live: Vec<&strata_model::ResourceState> = cp
            .resources
            .iter()
            .filter(|r| !r.delete)
            .map(|r| &**r)
            .collect();
        let index: std::collections::HashMap<&strata_model::Urn, usize> =
            live.iter().enumerate().map(|(i, r)| (&r.urn, i)).collect();
        let nodes = live
            .iter()
            .map(|r| format!("{} \"{}\"", r.ty, r.urn.name()))
            .collect();
        let mut edges = Vec::new();
        let mut parents = Vec::new();
        for (i, r) in live.iter().enumerate() {
            for &d in r.dependencies.iter().filter_map(|d| index.get(d)) {
                edges.push((d, i));
            }
            if let Some(&p) = r.lifecycle.parent.as_ref().and_then(|p| index.get(p)) {
                parents.push((p, i));
            }
        }
        (stack, nodes, edges, parents)
    };
    let text = render_graph(&title, &nodes, &edges, &parents, format);
    if format == "svg" {
        outln!("{}", svg(&text)?);
    } else {
        out!("{text}");
    }
    Ok(ExitCode::SUCCESS)
}

/// A graph of `nodes` (labels), `edges` (dependency, dependent) and `parents` (parent, child,
/// drawn dashed) as Mermaid, or as Graphviz dot (for `dot` and `svg`).
pub fn render_graph(
    title: &str,
    nodes: &[String],
    edges: &[(usize, usize)],
    parents: &[(usize, usize)],
    format: &str,
) -> String {
    let mut text = String::new();
    if format == "mermaid" {
        text.push_str("graph LR\n");
        for (i, n) in nodes.iter().enumerate() {
            text.push_str(&format!("    r{i}[\"{}\"]\n", n.replace('"', "#quot;")));
        }
        for (d, i) in edges {
            text.push_str(&format!("    r{d} --> r{i}\n"));
        }
        for (p, c) in parents {
            text.push_str(&format!("    r{p} -.-> r{c}\n"));
        }
    } else {
        text.push_str(&format!("digraph {title:?} {{\n    rankdir=LR;\n"));
        for (i, n) in nodes.iter().enumerate() {
            text.push_str(&format!("    r{i} [label={n:?}];\n"));
        }
        for (d, i) in edges {
            text.push_str(&format!("    r{d} -> r{i};\n"));
        }
        for (p, c) in parents {
            text.push_str(&format!("    r{p} -> r{c} [style=dashed];\n"));
        }
        text.push_str("}\n");
    }
    text
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

/// `strata state delete | unprotect | rename | move`.
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
        StateCommand::Rename { resource, new_name } => {
            let edit = Edit::Rename { resource, new_name };
            edit_state(&project, b, &stack, edit).await?
        }
    };
    outln!("{done}");
    Ok(ExitCode::SUCCESS)
}
