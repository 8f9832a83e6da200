//! A stack's own life: made, and removed once empty.

use crate::links::{Reach, References, StackName};
use std::sync::Arc;
use std::time::Duration;
use strata_state::{Backend, LockInfo};
use strata_workspace::Project;

/// Make stack `name` of `project` in `backend`, and give it its stack file (with its id).
pub async fn create(project: &Project, backend: &dyn Backend, name: &str) -> crate::Result<()> {
    strata_workspace::check_stack_name(name)?;
    backend.create_stack(name).await?;
    project.ensure_stack_id(name)?;
    Ok(())
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
            "stack `{name}` still has {} resources: run `strata destroy --stack {name}` first, or pass --force to forget them",
            cp.resources.len()
        );
    }
    let lock = backend
        .lock(name, LockInfo::current("stack rm"), Duration::from_secs(60))
        .await?;
    backend.remove_stack(name).await?;
    drop(lock);
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
    project.clear_selection(name);
    project.remove_stack_file(name);
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
    let Some(value) = value else {
        project.set_config(stack, key, None)?;
        return Ok(warnings);
    };
    let declared = &project.file.config;
    match declared.get(key) {
        Some(decl) => {
            decl.check(key, value).map_err(anyhow::Error::msg)?;
            if decl.secret && !secret {
                bail!(
                    "`{key}` is declared secret in Strata.toml: set it with `strata config set --secret {key} VALUE`"
                );
            }
        }
        None if !declared.is_empty() => {
            let hint = strata_model::spelling::closest(declared.keys(), key)
                .map(|k| format!(" (did you mean `{k}`?)"))
                .unwrap_or_default();
            warnings.push(format!(
                "`{key}` is not declared under [config] in Strata.toml, so the program may never read it{hint}"
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
