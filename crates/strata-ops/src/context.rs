//! What every command starts from: the project, the stack name and the state backend.

use anyhow::Result;
use std::path::Path;
use std::sync::Arc;
use strata_state::{Backend, FileBackend};
use strata_workspace::Project;

pub struct Context {
    pub project: Project,
    pub stack: String,
    pub backend: Arc<dyn Backend>,
    /// What the caller should tell the user about where the stacks are (see
    /// [`local_stacks_note`]).
    pub note: Option<String>,
}

impl Context {
    /// Load the project in `cwd`, pick the stack, open the backend (`url` overrides the
    /// project's).
    pub fn open(cwd: &Path, stack: Option<String>, url: Option<&str>) -> crate::Result<Context> {
        let project = Project::find(cwd)?;
        let backend = open_backend(&project, url)?;
        let stack = pick_stack(&project, stack)?;
        let note = local_stacks_note(&project, url);
        Ok(Context {
            project,
            stack,
            backend,
            note,
        })
    }
}

/// The stack named on the command line, else the selected one.
pub fn pick_stack(project: &Project, stack: Option<String>) -> crate::Result<String> {
    match stack {
        Some(s) => {
            strata_workspace::check_stack_name(&s)?;
            Ok(s)
        }
        None => Ok(project.selected_stack()?),
    }
}

/// The backend for a URL (`file://DIR` relative to the project directory): `url` (the flag or
/// `STRATA_BACKEND`), else the project's `backend`, else that of the workspace that lists the
/// project (`Strata.workspace.toml` above it), else the one `strata login` remembered, else
/// `.strata/` in the project.
pub fn open_backend(project: &Project, url: Option<&str>) -> crate::Result<Arc<dyn Backend>> {
    open_url(&backend_url(project, url), &project.dir, project.name())
}

/// The URL [`open_backend`] opens.
pub fn backend_url(project: &Project, url: Option<&str>) -> String {
    // A workspace that lists the project shares one backend among its projects.
    let workspace = || {
        strata_workspace::Workspace::find(&project.dir)
            .ok()
            .flatten()
            .filter(|w| w.lists(&project.dir))
            .map(|w| w.backend_url())
    };
    match url
        .map(str::to_string)
        .or_else(|| project.file.backend.clone())
        .or_else(workspace)
    {
        Some(url) => url,
        None => {
            strata_workspace::remembered_backend().unwrap_or_else(|| project.local_backend_url())
        }
    }
}

/// The backend at `url` (a `file://` path is relative to `dir`), for the stacks of `project`.
pub fn open_url(url: &str, dir: &Path, project: &str) -> crate::Result<Arc<dyn Backend>> {
    Ok(open_as(url, dir, project, false)?)
}

/// The backend at `url` for a reader of `project`'s stacks that is not their owner (a stack
/// reference, a staleness check): it makes, moves and migrates nothing there.
pub fn open_reader(url: &str, dir: &Path, project: &str) -> crate::Result<Arc<dyn Backend>> {
    Ok(open_as(url, dir, project, true)?)
}

fn open_as(url: &str, dir: &Path, project: &str, reader: bool) -> Result<Arc<dyn Backend>> {
    match url.split_once("://") {
        Some(("file", path)) if reader => {
            Ok(Arc::new(FileBackend::reader(dir.join(path), project)))
        }
        Some(("file", path)) => Ok(Arc::new(FileBackend::new(dir.join(path), project))),
        Some(("postgres" | "postgresql", _)) if reader => Ok(Arc::new(
            strata_state::PostgresBackend::reader(url, project)?,
        )),
        Some(("postgres" | "postgresql", _)) => {
            Ok(Arc::new(strata_state::PostgresBackend::new(url, project)?))
        }
        Some(("s3", _)) => Ok(Arc::new(strata_state::S3Backend::new(url, project)?)),
        Some((scheme, _)) => bail!(
            "backend `{url}`: the `{scheme}` scheme is not supported (use file://DIR, s3://BUCKET/PREFIX or postgres://USER@HOST:PORT/DB)"
        ),
        None => bail!(
            "backend `{url}` is not a URL such as file://DIR, s3://BUCKET/PREFIX or postgres://USER@HOST/DB"
        ),
    }
}

/// A project that names no backend goes to the one `strata login` remembered: if it also has
/// stacks in its own `.strata/` (kept there before the login), what to say of where they are
/// and how to move them, rather than let them look lost.
pub fn local_stacks_note(project: &Project, url: Option<&str>) -> Option<String> {
    if url.is_some() || project.file.backend.is_some() {
        return None;
    }
    let remembered = strata_workspace::remembered_backend()?;
    let listed = strata_workspace::Workspace::find(&project.dir)
        .ok()
        .flatten()
        .is_some_and(|w| w.lists(&project.dir));
    if listed {
        return None;
    }
    let local = project.local_backend_url();
    // The file backend's listing does no waiting: it reads a directory.
    let names = futures::executor::block_on(
        FileBackend::new(project.dir.join(".strata"), project.name()).list_stacks(),
    )
    .unwrap_or_default();
    if names.is_empty() {
        return None;
    }
    let remembered = strata_state::hide_password(&remembered);
    Some(format!(
        "note: this project's stacks are kept in the backend `strata login` remembered ({remembered}), but it also has stacks in {local} ({}): `strata stack move --stack NAME --backend {local} --to {remembered}` moves one there",
        names.join(", "),
    ))
}

/// The stack's secrets, found the way its stack file records (key id, passphrase salt); the
/// first key of a stack without secrets is recorded there when it is made.
pub fn stack_secrets(project: &Project, stack: &str) -> crate::Result<strata_state::Secrets> {
    let enc = project.encryption(stack)?;
    let has_secrets = project
        .config(stack)?
        .values()
        .any(|v| matches!(v, strata_workspace::ConfigValue::Secret(_)));
    let kms = enc
        .as_ref()
        .and_then(|e| e.kms.clone().zip(e.wrapped_key.clone()));
    let spec = strata_state::secrets::KeySpec {
        key_id: enc.as_ref().map(|e| e.key_id.clone()),
        salt: enc.and_then(|e| e.salt),
        kms,
        has_secrets,
        borrowed: false,
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
                ..Default::default()
            };
            recorder
                .set_encryption(&name, e)
                .map_err(|e| strata_state::StateError::Secrets(e.to_string()))
        }),
    ))
}
