//! What every command starts from: the project, the stack name and the state backend.

use anyhow::{Context as _, Result, bail};
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

/// The backend for a URL (`file://DIR` relative to the project directory): `url` (the flag or
/// `STRATA_BACKEND`), else the project's `backend`, else that of the workspace that lists the
/// project (`Strata.workspace.toml` above it), else the one `strata login` remembered, else
/// `.strata/` in the project.
pub fn open_backend(project: &Project, url: Option<&str>) -> Result<Arc<dyn Backend>> {
    // A workspace that lists the project shares one backend among its projects.
    let workspace = || {
        strata_workspace::Workspace::find(&project.dir)
            .ok()
            .flatten()
            .filter(|w| w.lists(&project.dir))
            .map(|w| w.backend_url())
    };
    let url = match url
        .map(str::to_string)
        .or_else(|| project.file.backend.clone())
        .or_else(workspace)
    {
        Some(url) => url,
        None => match strata_workspace::remembered_backend() {
            Some(remembered) => {
                note_local_stacks(project, &remembered);
                remembered
            }
            None => project.local_backend_url(),
        },
    };
    open_url(&url, &project.dir, project.name())
}

/// The backend at `url` (a `file://` path is relative to `dir`), for the stacks of `project`.
pub fn open_url(url: &str, dir: &Path, project: &str) -> Result<Arc<dyn Backend>> {
    open_as(url, dir, project, false)
}

/// The backend at `url` for a reader of `project`'s stacks that is not their owner (a stack
/// reference, a staleness check): it makes, moves and migrates nothing there.
pub fn open_reader(url: &str, dir: &Path, project: &str) -> Result<Arc<dyn Backend>> {
    open_as(url, dir, project, true)
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
/// stacks in its own `.strata/` (kept there before the login), say where they are and how to
/// move them, rather than let them look lost.
fn note_local_stacks(project: &Project, remembered: &str) {
    let local = project.local_backend_url();
    // The file backend's listing does no waiting: it reads a directory.
    let names = futures::executor::block_on(
        FileBackend::new(project.dir.join(".strata"), project.name()).list_stacks(),
    )
    .unwrap_or_default();
    if !names.is_empty() {
        let remembered = strata_state::hide_password(remembered);
        eprintln!(
            "note: this project's stacks are kept in the backend `strata login` remembered ({remembered}), but it also has stacks in {local} ({}): `strata stack move --stack NAME --backend {local} --to {remembered}` moves one there",
            names.join(", "),
        );
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
            };
            recorder
                .set_encryption(&name, e)
                .map_err(|e| strata_state::StateError::Secrets(e.to_string()))
        }),
    ))
}

/// `strata login [URL]`: check that the backend answers, then remember it for this user.
pub async fn login(url: Option<&str>) -> Result<std::process::ExitCode> {
    let file = strata_workspace::login_file()
        .ok_or_else(|| anyhow::anyhow!("no home directory to remember a backend in (set HOME)"))?;
    let Some(url) = url else {
        match strata_workspace::remembered_backend() {
            Some(u) => outln!("{u} (remembered in {})", file.display()),
            None => outln!(
                "No backend remembered: projects keep their state in .strata/ unless they name one. `strata login URL` remembers one."
            ),
        }
        return Ok(std::process::ExitCode::SUCCESS);
    };
    match url.split_once("://") {
        Some(("file", path)) if std::path::Path::new(path).is_absolute() => {}
        Some(("file", _)) => {
            bail!("backend `{url}`: give an absolute path (file:///DIR) to remember")
        }
        Some(("postgres" | "postgresql", _)) => {
            // Connecting (and making Strata's tables) proves the URL and the credentials.
            strata_state::PostgresBackend::new(url, "")?
                .list_stacks()
                .await?;
        }
        Some(("s3", _)) => {
            // A listing proves the bucket, the endpoint and the credentials.
            strata_state::S3Backend::new(url, "strata-login")?
                .list_stacks()
                .await?;
        }
        _ => bail!(
            "backend `{url}` is not file:///DIR, s3://BUCKET/PREFIX or postgres://USER@HOST:PORT/DB"
        ),
    }
    if let Some(dir) = file.parent() {
        std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    }
    std::fs::write(&file, format!("{url}\n"))
        .with_context(|| format!("writing {}", file.display()))?;
    outln!(
        "Logged in to {}: projects that name no backend keep their stacks there.",
        strata_state::hide_password(url)
    );
    Ok(std::process::ExitCode::SUCCESS)
}

/// `strata logout`: forget the remembered backend.
pub fn logout() -> Result<std::process::ExitCode> {
    if let Some(file) = strata_workspace::login_file()
        && file.exists()
    {
        std::fs::remove_file(&file).with_context(|| format!("removing {}", file.display()))?;
        outln!("Logged out: projects that name no backend keep their state in .strata/ again.");
    } else {
        outln!("No backend was remembered.");
    }
    Ok(std::process::ExitCode::SUCCESS)
}

/// `strata trust [DIR] [--list | --remove]`.
pub fn trust(dir: &Path, list: bool, remove: bool) -> Result<std::process::ExitCode> {
    use strata_workspace::TrustRecord;
    if list {
        let record = TrustRecord::load()?;
        if record.projects.is_empty() {
            outln!("No project is trusted: `strata trust DIR` trusts one.");
        }
        for t in &record.projects {
            outln!(
                "{}  build: {}",
                t.dir.display(),
                t.build.as_deref().unwrap_or("(none)")
            );
        }
        return Ok(std::process::ExitCode::SUCCESS);
    }
    if remove {
        let dir = std::fs::canonicalize(dir).unwrap_or_else(|_| dir.to_path_buf());
        if TrustRecord::update(|r| r.remove(&dir))?.0 {
            outln!("{} is no longer trusted.", dir.display());
        } else {
            outln!("{} was not trusted.", dir.display());
        }
        return Ok(std::process::ExitCode::SUCCESS);
    }
    let project = Project::find(dir)?;
    if let Some(why) = strata_workspace::not_owned(&project.dir) {
        bail!("not trusted: {why}; only a directory of your own can be");
    }
    let build = project.file.program.build.as_deref();
    let ((), file) = TrustRecord::update(|r| r.add(&project.dir, build))?;
    match build {
        Some(cmd) => outln!(
            "Trusted {} ({}): its build command `{cmd}` runs when its sources change, and `up --cascade` may run it. Recorded in {}; a change to the command needs `strata trust` again.",
            project.dir.display(),
            project.name(),
            file.display()
        ),
        None => outln!(
            "Trusted {} ({}): `up --cascade` may run it. Recorded in {}.",
            project.dir.display(),
            project.name(),
            file.display()
        ),
    }
    Ok(std::process::ExitCode::SUCCESS)
}
