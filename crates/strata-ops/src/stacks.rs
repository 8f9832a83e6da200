//! A stack's own life: made, and removed once empty.

use crate::links::{Reach, References, StackName};
use serde::Serialize;
use std::collections::BTreeMap;
use std::sync::Arc;
use strata_state::{Backend, LockInfo};
use strata_workspace::Project;

/// Make stack `name` of `project` in `backend`, and give it its stack file (with its id).
///
/// Run again after it was stopped between its writes (the stack made in the backend, its stack
/// file not yet written), it finishes: a stack still at its first, empty version, with no
/// stack file here, is that stack. One with a stack file, or any version after the first, is
/// another's, and is refused.
pub async fn create(project: &Project, backend: &dyn Backend, name: &str) -> crate::Result<()> {
    strata_workspace::check_stack_name(name)?;
    match backend.create_stack(name).await {
        Err(strata_state::StateError::StackExists(_))
            if !project.stack_file(name)?.exists()
                && backend.history(name).await.is_ok_and(|h| h == [0]) => {}
        made => made?,
    }
    project.ensure_stack_id(name)?;
    Ok(())
}

/// One stack of a backend, as [`list`] sees it.
#[derive(Clone, Debug, Serialize)]
pub struct StackSummary {
    pub name: String,
    /// The resources it holds (not those waiting to be deleted).
    pub resources: usize,
    pub updated_at: String,
    /// The stacks it reads whose outputs changed since it read them, each with those outputs.
    pub stale: Vec<(String, Vec<String>)>,
}

/// The stacks of `project` in `backend`, with what each holds and whether it is stale.
pub async fn list(project: &Project, backend: &dyn Backend) -> crate::Result<Vec<StackSummary>> {
    let reach = Reach::of(project, backend.url());
    let mut stacks = Vec::new();
    for name in backend.list_stacks().await? {
        let cp = match backend.load(&name).await {
            Ok(cp) => cp,
            // What a removal stopped part way leaves in a bucket (no pointer): not a stack.
            Err(strata_state::StateError::NoStack(_)) => continue,
            Err(e) => return Err(e.into()),
        };
        let stale = crate::links::stale_of(&reach, &cp).await;
        stacks.push(StackSummary {
            name,
            resources: cp.resources.iter().filter(|r| !r.delete).count(),
            updated_at: cp.updated_at,
            stale,
        });
    }
    Ok(stacks)
}

/// One version of a stack's state, as [`history`] sees it.
#[derive(Clone, Debug, Serialize)]
pub struct Version {
    pub serial: u64,
    pub updated_at: String,
    /// The command that made it (`up`, `destroy`, `state move`, …).
    pub command: String,
    pub user: String,
    pub resources: usize,
    /// Its steps by kind, as the command's summary counted them.
    pub changes: BTreeMap<String, usize>,
}

/// Every version of `stack`'s state, oldest first.
pub async fn history(backend: &dyn Backend, stack: &str) -> crate::Result<Vec<Version>> {
    let mut versions = Vec::new();
    for serial in backend.history(stack).await? {
        let v = backend.load_version(stack, serial).await?;
        let (command, user, changes) = match v.made_by {
            Some(m) => (m.command, m.user, m.changes),
            None if serial == 0 => ("stack init".into(), String::new(), BTreeMap::new()),
            None => ("?".into(), String::new(), BTreeMap::new()),
        };
        versions.push(Version {
            serial,
            updated_at: v.updated_at,
            command,
            user,
            resources: v.resources.iter().filter(|r| !r.delete).count(),
            changes,
        });
    }
    Ok(versions)
}

/// `stack`'s outputs: secrets redacted, or with `show_secrets` decrypted with the stack's key
/// (one that cannot be decrypted shows as null rather than failing the rest).
pub async fn outputs(
    project: &Project,
    backend: &dyn Backend,
    stack: &str,
    show_secrets: bool,
) -> crate::Result<serde_json::Map<String, serde_json::Value>> {
    let cp = backend.load(stack).await?;
    let outputs = if show_secrets {
        let secrets = crate::context::stack_secrets(project, stack)?;
        strata_model::value::reveal(&secrets.decrypt_checkpoint(cp)?.outputs)
    } else {
        strata_model::value::redact(&cp.outputs)
    };
    Ok(match outputs {
        serde_json::Value::Object(m) => m,
        _ => serde_json::Map::new(),
    })
}

/// Remove stack `name` of `project` from `backend`: refused while it holds resources or other
/// stacks read it, unless `force`. Its stack file and selection go with it, and it leaves the
/// indexes of the stacks it read. What could not be done of that last part, as warnings.
pub async fn remove(
    project: &Project,
    backend: &Arc<dyn Backend>,
    name: &str,
    force: bool,
) -> crate::Result<Vec<String>> {
    // Under the lock, held as long as any command's and renewed: what is checked is what is
    // removed (a run that began meanwhile could otherwise add resources to a removed stack).
    // The stack file and the selection are the project's stack's in its own backend: a stack
    // of the same name removed from another (`--backend`) leaves them alone.
    let own = crate::context::open_url(
        &crate::context::backend_url(project, None),
        &project.dir,
        project.name(),
        crate::context::ChosenBy::User,
    )
    .is_ok_and(|b| b.url() == backend.url());
    let lease = match crate::lease::Lease::take(
        backend.as_ref(),
        name,
        LockInfo::current("stack rm"),
    )
    .await
    {
        // Removed from the backend by a `stack rm` stopped before it was done here: finished.
        Err(strata_state::StateError::NoStack(_)) if own && project.is_removing(name) => {
            project.clear_selection(name);
            project.remove_stack_file(name);
            return Ok(vec![]);
        }
        Err(strata_state::StateError::NoStack(_)) if own && project.stack_file(name)?.exists() => {
            // Removed from the backend by a `stack rm` stopped before it removed the stack file.
            bail!(
                "stack `{name}` does not exist in {}, but its stack file {} does: if this is the backend it lived in (a `strata stack rm` stopped part way), remove that file; if it lives in another backend, use `--backend` to name it",
                backend.url(),
                project.stack_file(name)?.display()
            )
        }
        taken => taken?,
    };
    let checked = async {
        let cp = backend.load(name).await?;
        let readers = backend.dependents(name).await?;
        if !readers.is_empty() && !force {
            bail!(
                "stack `{name}` is read by other stacks: {}. Update them to stop reading it, or pass --force to remove it anyway (they are then stale)",
                readers
                    .iter()
                    .map(|d| d.stack.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            );
        }
        if !cp.resources.is_empty() && !force {
            bail!(
                "stack `{name}` still has {}: run `strata destroy --stack {name}` first, or pass --force to forget them",
                strata_model::spelling::count(cp.resources.len(), "resource", "resources")
            );
        }
        anyhow::Ok(cp)
    }
    .await;
    let cp = match checked {
        Ok(cp) => cp,
        Err(e) => {
            let _ = lease.release().await;
            return Err(e.into());
        }
    };
    // Said in the stack file first: a removal stopped after the backend's part is finished by
    // the same command run again.
    let marked = own && project.stack_file(name)?.exists();
    if marked && let Err(e) = project.mark_removing(name) {
        let _ = lease.release().await;
        return Err(e.into());
    }
    // The lock goes with the stack; refused if the lease ended and another took the lock
    // (what it wrote is not removed), and then the stack is not being removed any more.
    if let Err(e) = lease.remove_stack(backend.as_ref(), name).await {
        if marked {
            let _ = project.unmark_removing(name);
        }
        return Err(e.into());
    }
    // It reads nothing any more: out of its upstreams' indexes.
    let links = References::new(
        Arc::new(Reach::of(project, backend.url())),
        StackName {
            project: project.name().into(),
            stack: name.to_string(),
        },
        Default::default(),
        None,
    );
    let warnings = links.index_dropped(&cp.links.upstreams, &[]).await;
    if own {
        project.clear_selection(name);
        project.remove_stack_file(name);
    }
    Ok(warnings)
}

/// Set (`Some`) or remove (`None`) configuration `key` of `stack`: checked against what the
/// project file declares, a secret encrypted with the stack's key. What is worth a warning
/// comes back (a key the program does not declare, a secret too short to scrub).
pub fn set_config(
    project: &Project,
    stack: &str,
    key: &str,
    value: Option<&str>,
    secret: bool,
) -> crate::Result<Vec<String>> {
    use strata_workspace::ConfigValue;
    let mut warnings = Vec::new();
    // The program's own keys take no namespace: `PROJECT:key` is its key `key`, as in Pulumi
    // (stored as given, the program would never read it).
    let key = match key.split_once(':') {
        Some((ns, own))
            if ns == project.name()
                && !own.is_empty()
                && !project.file.providers.contains_key(ns) =>
        {
            warnings.push(format!(
                "`{key}` is the program's own key `{own}`: set as `{own}` (the program reads its keys without the project's name)"
            ));
            own
        }
        _ => key,
    };
    let Some(value) = value else {
        project.set_config(stack, key, None)?;
        return Ok(warnings);
    };
    // A YAML program's declarations are checked by the program, which names their line; only
    // the secret rule is applied here, so that no secret is ever written in plaintext.
    let declared = project.declared_config()?;
    let in_toml = project.file.config.contains_key(key);
    let declared_in = match in_toml {
        true => strata_workspace::PROJECT_FILE,
        false => "Strata.yaml",
    };
    // A provider's setting (`aws:region`): its provider checks it when it is configured.
    let namespace = key.split_once(':').map(|(ns, _)| ns);
    match declared.get(key) {
        None if namespace.is_some_and(|ns| project.file.providers.contains_key(ns)) => {}
        None if let Some(ns) = namespace => {
            let providers: Vec<&str> = project.file.providers.keys().map(String::as_str).collect();
            let near = strata_model::spelling::closest(project.file.providers.keys(), ns)
                .map(|n| format!(": did you mean `{n}`?"))
                .unwrap_or_else(|| {
                    format!(
                        " (it has {})",
                        if providers.is_empty() {
                            "none".to_string()
                        } else {
                            strata_model::spelling::listing(providers.iter().copied(), true)
                        }
                    )
                });
            warnings.push(format!(
                "`{key}` is a setting of provider `{ns}`, and the project has no provider `{ns}`, so nothing reads it{near}"
            ));
        }
        Some(decl) => {
            if in_toml {
                decl.check(key, value).map_err(anyhow::Error::msg)?;
            }
            if decl.secret && !secret {
                bail!(
                    "`{key}` is declared secret in {declared_in}: set it with `strata config set --secret {key} VALUE` (a plain value would be written unencrypted to Strata.{stack}.toml)"
                );
            }
        }
        None if !declared.is_empty() => {
            let hint = strata_model::spelling::closest(declared.keys(), key)
                .map(|k| format!(" (did you mean `{k}`?)"))
                .unwrap_or_default();
            warnings.push(format!(
                "`{key}` is not declared under {}, so the program may never read it{hint}",
                if project.file.runtime.as_deref() == Some("yaml") {
                    "config: in Strata.yaml"
                } else {
                    "[config] in Strata.toml"
                }
            ));
        }
        None => {}
    }
    let value = if secret {
        if value.chars().count() < strata_model::known::MIN_SECRET_LEN {
            warnings.push(format!(
                "`{key}` is shorter than {} characters: it is encrypted and redacted where it is a whole value, but not scrubbed from messages (it would redact ordinary text)",
                strata_model::known::MIN_SECRET_LEN
            ));
        }
        ConfigValue::Secret(
            crate::context::stack_secrets(project, stack)?
                .encrypt_text(&serde_json::Value::String(value.to_string()))?,
        )
    } else {
        ConfigValue::Plain(value.to_string())
    };
    project.set_config(stack, key, Some(value))?;
    Ok(warnings)
}
