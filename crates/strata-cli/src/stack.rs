//! `strata stack …` and `strata config …`.

use crate::{ConfigCommand, StackCommand, StateCommand};
use anyhow::{Context, Result, bail};
use std::path::Path;
use std::process::ExitCode;
use strata_model::value::redact;
use strata_ops::context::pick_stack;
use strata_state::LockInfo;
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
            move_stack(backend.as_ref(), target.as_ref(), &stack).await?;
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
            import_state(backend.as_ref(), &secrets, &stack, &cwd.join(file)).await?;
        }
        StackCommand::Restore { version } => {
            let stack = pick_stack(&project, stack)?;
            restore(backend.as_ref(), &stack, version).await?;
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
            change_secrets_provider(&project, backend.as_ref(), &stack, &provider).await?;
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

/// A new key for the stack's secrets: the configuration's secrets and the state's are decrypted
/// with the old key and encrypted with the new one, the state into a new version under the lock;
/// nothing changes if anything cannot be decrypted.
async fn change_secrets_provider(
    project: &Project,
    backend: &dyn strata_state::Backend,
    stack: &str,
    provider: &str,
) -> Result<()> {
    use strata_state::secrets::{key_id, new_key, new_salt, passphrase_key, store_key};
    let old = strata_ops::context::stack_secrets(project, stack)?;
    let (key, salt, how) = match provider {
        "passphrase" => {
            let Ok(pass) = std::env::var("STRATA_PASSPHRASE") else {
                bail!("set STRATA_PASSPHRASE to the new passphrase first");
            };
            let salt = new_salt();
            let raw = base64_decode(&salt)?;
            (passphrase_key(&pass, &raw)?, Some(salt), "a passphrase")
        }
        "key" | "keyfile" => (new_key(), None, "a key file"),
        other => bail!("`{other}` is not a secrets provider: use `key` or `passphrase`"),
    };
    if salt.is_none() {
        store_key(&key)?;
    }
    let id = key_id(&key);
    let new = strata_state::Secrets::from_key(&key, "the new key");
    let lock = backend
        .lock(
            stack,
            LockInfo::current("stack change-secrets-provider"),
            strata_state::lock_lease()?,
        )
        .await?;
    let outcome = async {
        let mut cp = old.decrypt_checkpoint(backend.load(stack).await?)?;
        if let Some((n, source)) = old.unreadable() {
            bail!(
                "{n} secret(s) of stack `{stack}`'s state cannot be decrypted with the key from {source}: nothing was changed"
            );
        }
        let mut secrets = std::collections::BTreeMap::new();
        for (k, v) in project.config(stack)? {
            if let ConfigValue::Secret(c) = v {
                secrets.insert(k, new.encrypt_text(&old.open(&c)?)?);
            }
        }
        let snapshot = cp.take_snapshot();
        let mut next = cp.next(snapshot);
        next.made_by = Some(strata_state::MadeBy {
            command: "stack change-secrets-provider".into(),
            user: strata_state::format::current_user(),
            changes: Default::default(),
        });
        backend
            .save(stack, &new.encrypt_checkpoint(next)?, lock.as_ref())
            .await?;
        project.replace_secrets(
            stack,
            strata_workspace::Encryption {
                key_id: id.clone(),
                salt,
            },
            secrets,
        )?;
        anyhow::Ok(())
    }
    .await;
    let released = lock.release().await;
    outcome?;
    released?;
    outln!("Stack {stack}'s secrets are now encrypted with key {id} ({how}).");
    Ok(())
}

fn base64_decode(s: &str) -> Result<Vec<u8>> {
    use base64::Engine as _;
    Ok(base64::engine::general_purpose::STANDARD.decode(s)?)
}

pub fn config(cwd: &Path, stack: Option<String>, cmd: ConfigCommand) -> Result<ExitCode> {
    let project = Project::find(cwd)?;
    let stack = pick_stack(&project, stack)?;
    match cmd {
        ConfigCommand::Set { key, value, secret } => {
            let declared = &project.file.config;
            match declared.get(&key) {
                Some(decl) => {
                    decl.check(&key, &value).map_err(anyhow::Error::msg)?;
                    if decl.secret && !secret {
                        bail!(
                            "`{key}` is declared secret in Strata.toml: set it with `strata config set --secret {key} VALUE`"
                        );
                    }
                }
                None if !declared.is_empty() => {
                    let hint = strata_model::spelling::closest(declared.keys(), &key)
                        .map(|k| format!(" (did you mean `{k}`?)"))
                        .unwrap_or_default();
                    eprintln!(
                        "warning: `{key}` is not declared under [config] in Strata.toml, so the program may never read it{hint}"
                    );
                }
                None => {}
            }
            let value = if secret {
                if value.chars().count() < strata_model::known::MIN_SECRET_LEN {
                    eprintln!(
                        "warning: `{key}` is shorter than {} characters: it is encrypted and redacted where it is a whole value, but not scrubbed from messages (it would redact ordinary text)",
                        strata_model::known::MIN_SECRET_LEN
                    );
                }
                ConfigValue::Secret(
                    strata_ops::context::stack_secrets(&project, &stack)?
                        .encrypt_text(&serde_json::Value::String(value))?,
                )
            } else {
                ConfigValue::Plain(value)
            };
            project.set_config(&stack, &key, Some(value))?
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
    program: bool,
) -> Result<ExitCode> {
    let (title, nodes, edges, parents) = if program {
        let ctx = crate::operate::open(cwd, stack.clone(), url)?;
        strata_ops::program_graph(ctx, std::sync::Arc::new(crate::render::Notes)).await?
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

/// A resource name the state can hold: not empty, no `::` (the URN's separator).
fn strata_policy_name(name: &str) -> Result<()> {
    if name.is_empty() || name.contains("::") {
        bail!("`{name}` cannot be a resource name (it must be non-empty, without `::`)");
    }
    Ok(())
}

/// `strata stack import`: the file is read and checked in full (format, checksum-free body of
/// format 1 or 2, one copy of each resource, no dependency on a resource it does not hold)
/// before the lock is taken; then it becomes the next version, the replaced one kept.
async fn import_state(
    backend: &dyn strata_state::Backend,
    secrets: &strata_state::Secrets,
    stack: &str,
    file: &Path,
) -> Result<()> {
    let bytes = std::fs::read(file).with_context(|| format!("reading {}", file.display()))?;
    let imported = strata_state::format::decode_version(&bytes, None)
        .map_err(|e| anyhow::anyhow!("{} is not an exported state: {e}", file.display()))?;
    let mut seen = std::collections::HashSet::new();
    for r in &imported.resources {
        if !seen.insert((&r.urn, &r.id)) {
            bail!("{}: {} appears twice", file.display(), r.urn);
        }
    }
    // Values as state holds them: no unknown or reference marker may come in this way.
    let values = imported
        .resources
        .iter()
        .flat_map(|r| [(&r.urn.0, &r.inputs), (&r.urn.0, &r.outputs)])
        .chain(
            imported
                .pending_operations
                .iter()
                .map(|p| (&p.urn.0, &p.inputs)),
        );
    for (urn, v) in values {
        strata_model::value::check_stored(v)
            .map_err(|e| anyhow::anyhow!("{}: {urn}: {e}; nothing was imported", file.display()))?;
    }
    strata_model::value::check_stored(&imported.outputs).map_err(|e| {
        anyhow::anyhow!(
            "{}: the stack outputs: {e}; nothing was imported",
            file.display()
        )
    })?;
    let urns: std::collections::HashSet<&strata_model::Urn> =
        imported.resources.iter().map(|r| &r.urn).collect();
    for r in &imported.resources {
        if let Some(d) = r.dependencies.iter().find(|d| !urns.contains(d)) {
            bail!(
                "{}: {} depends on {d}, which it does not hold: nothing was imported",
                file.display(),
                r.urn
            );
        }
    }
    let lock = backend
        .lock(
            stack,
            LockInfo::current("stack import"),
            strata_state::lock_lease()?,
        )
        .await?;
    let outcome = async {
        let current = backend.load(stack).await?;
        if current.replayed || !current.pending_operations.is_empty() {
            bail!(
                "stack `{stack}` has operations an interruption left unsettled: run `strata refresh` first, so that importing cannot drop them"
            );
        }
        let mut next = current.next(imported.clone().take_snapshot());
        next.made_by = Some(strata_state::MadeBy {
            command: format!("stack import {}", file.display()),
            user: strata_state::format::current_user(),
            changes: Default::default(),
        });
        // A secret the file holds in plaintext is sealed with the stack's key, as every write is.
        let serial = next.serial;
        backend
            .save(stack, &secrets.encrypt_checkpoint(next)?, lock.as_ref())
            .await?;
        anyhow::Ok(serial)
    }
    .await;
    let released = lock.release().await;
    let serial = outcome?;
    released?;
    outln!(
        "Imported {} resources into stack {stack} as version {serial}; the version it replaced stays in `strata stack history`.",
        imported.resources.len()
    );
    Ok(())
}

/// `strata stack restore N`: version N as a new current version, under the lock. The current
/// version is not needed (it may be what is broken); unsettled operations in a readable one
/// are not dropped silently.
async fn restore(backend: &dyn strata_state::Backend, stack: &str, serial: u64) -> Result<()> {
    let mut restored = backend.load_version(stack, serial).await?;
    let lock = backend
        .lock(
            stack,
            LockInfo::current("stack restore"),
            strata_state::lock_lease()?,
        )
        .await?;
    let outcome = async {
        let base = match backend.load(stack).await {
            Ok(current) if current.replayed || !current.pending_operations.is_empty() => bail!(
                "stack `{stack}` has operations an interruption left unsettled: run `strata refresh` first, so that restoring cannot drop them"
            ),
            Ok(current) => current.serial,
            // The current version cannot be read: the newest kept is the one to follow.
            Err(
                e @ (strata_state::StateError::Corrupt { .. }
                | strata_state::StateError::Io { .. }),
            ) => {
                let newest = backend.history(stack).await?.into_iter().max();
                outln!("The current state of stack {stack} cannot be read ({e}); restoring over it.");
                newest.unwrap_or(serial)
            }
            Err(e) => return Err(e.into()),
        };
        restored.serial = base;
        let snapshot = restored.take_snapshot();
        let mut next = restored.next(snapshot);
        next.made_by = Some(strata_state::MadeBy {
            command: format!("stack restore {serial}"),
            user: strata_state::format::current_user(),
            changes: Default::default(),
        });
        let saved = next.serial;
        backend.save(stack, &next, lock.as_ref()).await?;
        anyhow::Ok(saved)
    }
    .await;
    let released = lock.release().await;
    let saved = outcome?;
    released?;
    outln!(
        "Restored version {serial} of stack {stack} as version {saved}; every version stays in `strata stack history`."
    );
    Ok(())
}

/// `strata state delete|unprotect`: an edit of the recorded state, under the stack's lock, saved
/// as a new version (the old one stays in history).
pub async fn state(
    cwd: &Path,
    stack: Option<String>,
    url: Option<&str>,
    cmd: StateCommand,
) -> Result<ExitCode> {
    let project = Project::find(cwd)?;
    let backend = crate::operate::backend(&project, url)?;
    let stack = pick_stack(&project, stack)?;
    if let StateCommand::Move {
        resources,
        to,
        force,
    } = cmd
    {
        return state_move(&project, backend.as_ref(), &stack, &resources, &to, force).await;
    }
    let lock = backend
        .lock(
            &stack,
            LockInfo::current("state edit"),
            strata_state::lock_lease()?,
        )
        .await?;
    let outcome = async {
        // The state as stored (secrets stay sealed: nothing here needs them).
        let mut cp = backend.load(&stack).await?;
        let who = match &cmd {
            StateCommand::Delete { resource, .. }
            | StateCommand::Unprotect { resource }
            | StateCommand::Rename { resource, .. } => resource,
            StateCommand::Move { .. } => unreachable!("handled above"),
        };
        let matches: Vec<usize> = cp
            .resources
            .iter()
            .enumerate()
            .filter(|(_, r)| !r.delete && (r.urn.0 == *who || r.urn.name() == who))
            .map(|(i, _)| i)
            .collect();
        let i = match matches.as_slice() {
            [i] => *i,
            [] => bail!("stack `{stack}` has no resource `{who}`"),
            _ => bail!("`{who}` names more than one resource: give its URN"),
        };
        let urn = cp.resources[i].urn.clone();
        let label = format!("{} \"{}\"", cp.resources[i].ty, urn.name());
        let done = match cmd {
            StateCommand::Delete { force, .. } => {
                let dependents: Vec<String> = cp
                    .resources
                    .iter()
                    .filter(|r| r.dependencies.contains(&urn))
                    .map(|r| format!("{} \"{}\"", r.ty, r.urn.name()))
                    .collect();
                if !dependents.is_empty() && !force {
                    bail!(
                        "{label} is a dependency of {}: forgetting it would leave them pointing at nothing (--force to do it anyway)",
                        dependents.join(", ")
                    );
                }
                if cp.resources[i].protect && !force {
                    bail!(
                        "{label} is protected: `strata state unprotect {who}` first (or --force)"
                    );
                }
                cp.resources.remove(i);
                for r in &mut cp.resources {
                    let r = std::sync::Arc::make_mut(r);
                    r.dependencies.retain(|d| *d != urn);
                    let l = &mut r.lifecycle;
                    for on in l.property_dependencies.values_mut() {
                        on.retain(|d| *d != urn);
                    }
                    l.property_dependencies.retain(|_, on| !on.is_empty());
                    if l.deleted_with.as_ref() == Some(&urn) {
                        l.deleted_with = None;
                    }
                }
                format!("Forgot {label}; it still exists where it lives, unmanaged.")
            }
            StateCommand::Unprotect { .. } => {
                std::sync::Arc::make_mut(&mut cp.resources[i]).protect = false;
                format!("{label} is no longer protected.")
            }
            StateCommand::Rename { new_name, .. } => {
                strata_policy_name(&new_name)?;
                let ty = cp.resources[i].ty.clone();
                let new_urn = strata_model::Urn::new(&stack, project.name(), &ty, &new_name);
                if cp.resources.iter().any(|r| r.urn == new_urn) {
                    bail!("stack `{stack}` already has {ty} \"{new_name}\"");
                }
                // Every copy under the old URN (one awaiting deletion included) moves.
                for r in &mut cp.resources {
                    let r = std::sync::Arc::make_mut(r);
                    if r.urn == urn {
                        r.urn = new_urn.clone();
                    }
                    let l = &mut r.lifecycle;
                    let named = r
                        .dependencies
                        .iter_mut()
                        .chain(l.property_dependencies.values_mut().flatten())
                        .chain(l.deleted_with.iter_mut());
                    for d in named.filter(|d| **d == urn) {
                        *d = new_urn.clone();
                    }
                }
                format!("Renamed {label} to \"{new_name}\".")
            }
            StateCommand::Move { .. } => unreachable!("handled above"),
        };
        let snapshot = cp.take_snapshot();
        let mut next = cp.next(snapshot);
        next.made_by = Some(strata_state::MadeBy {
            command: format!("state edit: {done}"),
            user: strata_state::format::current_user(),
            changes: Default::default(),
        });
        backend.save(&stack, &next, lock.as_ref()).await?;
        anyhow::Ok(done)
    }
    .await;
    let released = lock.release().await;
    let done = outcome?;
    released?;
    outln!("{done}");
    Ok(ExitCode::SUCCESS)
}

/// `strata state move`: resources leave one stack's state for another's, under both locks. The
/// destination is saved first: an interruption between the two saves leaves a resource in both
/// (said, with the command that forgets it in the source), never in neither.
async fn state_move(
    project: &Project,
    backend: &dyn strata_state::Backend,
    from: &str,
    who: &[String],
    to: &str,
    force: bool,
) -> Result<ExitCode> {
    use strata_model::Urn;
    strata_workspace::check_stack_name(to)?;
    if to == from {
        bail!("the resources are in stack `{from}` already");
    }
    backend
        .check_exists(to)
        .await
        .with_context(|| format!("stack `{to}`: create it first with `strata stack init {to}`"))?;
    let lease = strata_state::lock_lease()?;
    let from_lock = backend
        .lock(from, LockInfo::current("state move"), lease)
        .await?;
    let to_lock = match backend
        .lock(to, LockInfo::current("state move"), lease)
        .await
    {
        Ok(l) => l,
        Err(e) => {
            from_lock.release().await?;
            return Err(e.into());
        }
    };
    let outcome = async {
        // Each stack's secrets are sealed with its own key: opened with the source's, sealed
        // with the destination's.
        let from_secrets = strata_ops::context::stack_secrets(project, from)?;
        let to_secrets = strata_ops::context::stack_secrets(project, to)?;
        let mut src = from_secrets.decrypt_checkpoint(backend.load(from).await?)?;
        let mut dst = to_secrets.decrypt_checkpoint(backend.load(to).await?)?;
        let mut moving: Vec<Urn> = Vec::new();
        for w in who {
            let found: Vec<&Urn> = src
                .resources
                .iter()
                .filter(|r| !r.delete && (r.urn.0 == *w || r.urn.name() == w))
                .map(|r| &r.urn)
                .collect();
            match found.as_slice() {
                [u] => moving.push((*u).clone()),
                [] => bail!("stack `{from}` has no resource `{w}`"),
                _ => bail!("`{w}` names more than one resource: give its URN"),
            }
        }
        let moved = |u: &Urn| moving.contains(u);
        let label = |u: &Urn| format!("{} \"{}\"", u.ty(), u.name());
        let renamed = |u: &Urn| Urn::new(to, project.name(), u.ty(), u.name());
        if src.pending_operations.iter().any(|p| moved(&p.urn)) {
            bail!(
                "an interrupted operation on one of them is pending in stack `{from}`: settle it first with `strata refresh --stack {from}`"
            );
        }
        // Dependencies across the cut.
        let mut cut = Vec::new();
        for r in &src.resources {
            for d in &r.dependencies {
                if moved(&r.urn) && !moved(d) {
                    cut.push(format!("{} depends on {}, which stays", label(&r.urn), label(d)));
                } else if !moved(&r.urn) && moved(d) {
                    cut.push(format!("{} depends on {}, which moves", label(&r.urn), label(d)));
                }
            }
        }
        cut.sort();
        cut.dedup();
        if !cut.is_empty() && !force {
            bail!(
                "moving would cut dependencies: {}. Move those too, or --force to drop the dependencies",
                cut.join("; ")
            );
        }
        for u in &moving {
            if dst.resources.iter().any(|r| r.urn == renamed(u)) {
                bail!("stack `{to}` already has {}", label(u));
            }
        }
        // Out of the source, into the destination under its new URNs.
        let (going, staying): (Vec<_>, Vec<_>) = std::mem::take(&mut src.resources)
            .into_iter()
            .partition(|r| moved(&r.urn));
        src.resources = staying;
        for r in &mut src.resources {
            let r = std::sync::Arc::make_mut(r);
            r.dependencies.retain(|d| !moved(d));
            let l = &mut r.lifecycle;
            for on in l.property_dependencies.values_mut() {
                on.retain(|d| !moved(d));
            }
            l.property_dependencies.retain(|_, on| !on.is_empty());
            if l.deleted_with.as_ref().is_some_and(moved) {
                l.deleted_with = None;
            }
        }
        let n = going.len();
        for mut shared in going {
            let r = std::sync::Arc::make_mut(&mut shared);
            r.urn = renamed(&r.urn);
            r.dependencies = r.dependencies.iter().filter(|d| moved(d)).map(renamed).collect();
            let l = &mut r.lifecycle;
            for on in l.property_dependencies.values_mut() {
                *on = on.iter().filter(|d| moved(d)).map(renamed).collect();
            }
            l.property_dependencies.retain(|_, on| !on.is_empty());
            l.deleted_with = l.deleted_with.as_ref().filter(|d| moved(d)).map(renamed);
            dst.resources.push(shared);
        }
        let made_by = |what: String| strata_state::MadeBy {
            command: format!("state move: {what}"),
            user: strata_state::format::current_user(),
            changes: Default::default(),
        };
        let names: Vec<String> = moving.iter().map(label).collect();
        let snapshot = dst.take_snapshot();
        let mut next_dst = dst.next(snapshot);
        next_dst.made_by = Some(made_by(format!("{} in from stack `{from}`", names.join(", "))));
        backend
            .save(to, &to_secrets.encrypt_checkpoint(next_dst)?, to_lock.as_ref())
            .await?;
        let snapshot = src.take_snapshot();
        let mut next_src = src.next(snapshot);
        next_src.made_by = Some(made_by(format!("{} out to stack `{to}`", names.join(", "))));
        if let Err(e) = backend
            .save(from, &from_secrets.encrypt_checkpoint(next_src)?, from_lock.as_ref())
            .await
        {
            bail!(
                "the resources are now recorded in stack `{to}`, but stack `{from}` could not be saved ({e}), so they are in both: forget them in `{from}` with `strata state delete --stack {from} URN --force` for each of {}",
                names.join(", ")
            );
        }
        anyhow::Ok(format!(
            "Moved {n} resource(s) from stack `{from}` to `{to}`: {}. Move their declarations to the program of `{to}` too (or `{from}`'s next `up` creates them again).",
            names.join(", ")
        ))
    }
    .await;
    let released = (from_lock.release().await, to_lock.release().await);
    let done = outcome?;
    released.0?;
    released.1?;
    outln!("{done}");
    Ok(ExitCode::SUCCESS)
}

/// Copy `stack` with every version from `from` to `to` under both stacks' locks, check that
/// every version reads back the same, then remove the original. On any failure before the
/// removal, the original is untouched and the copy is removed.
async fn move_stack(
    from: &dyn strata_state::Backend,
    to: &dyn strata_state::Backend,
    stack: &str,
) -> Result<()> {
    if from.url() == to.url() {
        bail!("stack `{stack}` is already in {}", to.url());
    }
    let lock = from
        .lock(
            stack,
            LockInfo::current("stack move"),
            strata_state::lock_lease()?,
        )
        .await?;
    let current = from.load(stack).await?;
    if current.replayed {
        bail!(
            "stack `{stack}` has the journal of an interrupted operation: run `strata refresh` (or `strata up`) to settle it, then move it"
        );
    }
    to.create_stack(stack).await.map_err(|e| match e {
        strata_state::StateError::StackExists(_) => anyhow::anyhow!(
            "stack `{stack}` already exists in {}: nothing was moved",
            to.url()
        ),
        e => e.into(),
    })?;
    let copied = async {
        let there = to
            .lock(
                stack,
                LockInfo::current("stack move"),
                strata_state::lock_lease()?,
            )
            .await?;
        let serials = from.history(stack).await?;
        for &serial in serials.iter().filter(|s| **s > 0) {
            let v = from.load_version(stack, serial).await?;
            to.save(stack, &v, there.as_ref()).await?;
        }
        // Verified by reading back: every version, and the current one.
        if to.history(stack).await? != serials {
            bail!("the copy's versions differ from the original's");
        }
        // (Version 0 is the empty stack each backend makes with the stack: its time differs.)
        for &serial in serials.iter().filter(|s| **s > 0) {
            let (a, b) = (
                from.load_version(stack, serial).await?,
                to.load_version(stack, serial).await?,
            );
            if strata_state::format::encode_version(&a).1
                != strata_state::format::encode_version(&b).1
            {
                bail!("version {serial} of the copy differs from the original");
            }
        }
        let back = to.load(stack).await?;
        if strata_state::format::encode_version(&back).1
            != strata_state::format::encode_version(&current).1
        {
            bail!("the copy's current version differs from the original's");
        }
        there.release().await?;
        anyhow::Ok(())
    }
    .await;
    if let Err(e) = copied {
        let _ = to.remove_stack(stack).await;
        let _ = lock.release().await;
        bail!(
            "moving stack `{stack}` to {} failed, and nothing was changed where it is: {e:#}",
            to.url()
        );
    }
    from.remove_stack(stack).await?;
    Ok(())
}
