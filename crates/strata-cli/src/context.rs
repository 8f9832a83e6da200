//! What every command starts from: the project, the stack name and the state backend.

use anyhow::{Result, bail};
use std::path::Path;
use std::sync::Arc;
use strata_state::{Backend, FileBackend};
use strata_workspace::Project;

pub struct Context {
    pub project: Project,
    pub stack: String,
    pub backend: Arc<dyn Backend>,
}

impl Context {
    /// Load the project in `cwd`, pick the stack, open the backend (`url` overrides the
    /// project's).
    pub fn open(cwd: &Path, stack: Option<String>, url: Option<&str>) -> Result<Context> {
        let project = Project::find(cwd)?;
        let backend = open_backend(&project, url)?;
        let stack = pick_stack(&project, stack)?;
        Ok(Context {
            project,
            stack,
            backend,
        })
    }
}

/// The stack named on the command line, else the selected one.
pub fn pick_stack(project: &Project, stack: Option<String>) -> Result<String> {
    match stack {
        Some(s) => {
            strata_workspace::check_stack_name(&s)?;
            Ok(s)
        }
        None => Ok(project.selected_stack()?),
    }
}

/// The backend for a URL: `file://DIR` (relative to the project directory).
pub fn open_backend(project: &Project, url: Option<&str>) -> Result<Arc<dyn Backend>> {
    let url = url
        .map(str::to_string)
        .unwrap_or_else(|| project.backend_url());
    match url.split_once("://") {
        Some(("file", path)) => Ok(Arc::new(FileBackend::new(project.dir.join(path)))),
        Some(("postgres" | "postgresql", _)) => Ok(Arc::new(
            strata_state::PostgresBackend::new(&url, project.name())?,
        )),
        Some((scheme, _)) => bail!(
            "backend `{url}`: the `{scheme}` scheme is not supported (use file://DIR or postgres://USER@HOST:PORT/DB)"
        ),
        None => bail!("backend `{url}` is not a URL such as file://DIR or postgres://USER@HOST/DB"),
    }
}

/// The stack's secrets, found the way its stack file records (key id, passphrase salt); the
/// first key of a stack without secrets is recorded there when it is made.
pub fn stack_secrets(project: &Project, stack: &str) -> Result<strata_state::Secrets> {
    let enc = project.encryption(stack)?;
    let has_secrets = project
        .config(stack)?
        .values()
        .any(|v| matches!(v, strata_workspace::ConfigValue::Secret(_)));
    let spec = strata_state::secrets::KeySpec {
        key_id: enc.as_ref().map(|e| e.key_id.clone()),
        salt: enc.and_then(|e| e.salt),
        has_secrets,
    };
    let (recorder, name) = (project.clone(), stack.to_string());
    Ok(strata_state::Secrets::for_stack_with(
        project.name(),
        stack,
        spec,
        Box::new(move |spec| {
            let e = strata_workspace::Encryption {
                key_id: spec.key_id.clone().unwrap_or_default(),
                salt: spec.salt.clone(),
            };
            recorder
                .set_encryption(&name, e)
                .map_err(|e| strata_state::StateError::Secrets(e.to_string()))
        }),
    ))
}
