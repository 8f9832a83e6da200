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
    let (url, by) = backend_choice(project, url);
    open_url(&url, &project.dir, project.name(), by)
}

/// Who chose a backend URL: the user (`--backend`, `STRATA_BACKEND`, `strata login`), or a
/// file someone else may have written (`Strata.toml`, `Strata.workspace.toml`, in `dir`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChosenBy {
    User,
    File,
}

/// The URL [`open_backend`] opens.
pub fn backend_url(project: &Project, url: Option<&str>) -> String {
    backend_choice(project, url).0
}

/// The URL [`open_backend`] opens, and who chose it.
pub fn backend_choice(project: &Project, url: Option<&str>) -> (String, ChosenBy) {
    if let Some(url) = url {
        return (url.to_string(), ChosenBy::User);
    }
    if let Some(url) = &project.file.backend {
        return (url.clone(), ChosenBy::File);
    }
    // A workspace that lists the project shares one backend among its projects.
    if let Some(url) = listing_workspace(&project.dir).map(|w| w.backend_url()) {
        return (url, ChosenBy::File);
    }
    match strata_workspace::remembered_backend() {
        Some(url) => (url, ChosenBy::User),
        None => (project.local_backend_url(), ChosenBy::File),
    }
}

fn listing_workspace(dir: &Path) -> Option<strata_workspace::Workspace> {
    strata_workspace::Workspace::find(dir)
        .ok()
        .flatten()
        .filter(|w| w.lists(dir))
}

/// The backend at `url` (a `file://` path is relative to `dir`), for the stacks of `project`.
pub fn open_url(
    url: &str,
    dir: &Path,
    project: &str,
    by: ChosenBy,
) -> crate::Result<Arc<dyn Backend>> {
    approved_backend(url, dir, by, false)?;
    Ok(open_as(url, dir, project, false)?)
}

/// The backend at `url` for a reader of `project`'s stacks that is not their owner (a stack
/// reference, a staleness check): it makes, moves and migrates nothing there.
pub fn open_reader(
    url: &str,
    dir: &Path,
    project: &str,
    by: ChosenBy,
) -> crate::Result<Arc<dyn Backend>> {
    approved_backend(url, dir, by, true)?;
    Ok(open_as(url, dir, project, true)?)
}

/// The backends `file` names (a `Strata.toml`'s `backend` and `[backends]`, a
/// `Strata.workspace.toml`'s `backend`) that need approval, as they are approved: without
/// passwords.
fn named_by(file: &Path) -> Vec<String> {
    let Some(dir) = file.parent() else {
        return vec![];
    };
    let mut urls: Vec<String> = vec![];
    if file.ends_with(strata_workspace::PROJECT_FILE) {
        if let Ok(p) = Project::load(dir) {
            urls.extend(p.file.backend.clone());
            urls.extend(p.file.backends.values().cloned());
        }
    } else if let Ok(w) = strata_workspace::Workspace::load(dir) {
        urls.push(w.backend_url());
    }
    urls.retain(|u| needs_approval(u, dir, false));
    urls.iter()
        .map(|u| strata_state::hide_password(u))
        .collect()
}

/// The file that named `url` for a command in `dir`: its `Strata.toml`, its own workspace
/// file, or that of the workspace that lists it.
fn naming_file(url: &str, dir: &Path) -> std::path::PathBuf {
    let shown = strata_state::hide_password(url);
    let project = dir.join(strata_workspace::PROJECT_FILE);
    let candidates = [
        Some(project.clone()),
        Some(dir.join(strata_workspace::WORKSPACE_FILE)),
        listing_workspace(dir).map(|w| w.dir.join(strata_workspace::WORKSPACE_FILE)),
    ];
    candidates
        .into_iter()
        .flatten()
        .find(|f| named_by(f).contains(&shown))
        .unwrap_or(project)
}

/// Whether a backend URL named by a file in `dir` needs the user's approval: one reached over
/// the network (with credentials), or, for a writer, a `file://` directory outside `dir`
/// (another project's state, whose resources the user's credentials would then change; a
/// reader of a stack there is held by `allow-stacks` instead).
fn needs_approval(url: &str, dir: &Path, reader: bool) -> bool {
    let remote = strata_state::schemes::scheme_of(url).map_or(true, |s| s.remote);
    let Some(path) = url.strip_prefix("file://").filter(|_| !remote) else {
        return remote;
    };
    if reader {
        return false;
    }
    let canonical = |p: &Path| std::fs::canonicalize(p).unwrap_or_else(|_| p.to_path_buf());
    let at = dir.join(path);
    // Resolved as far as it exists: a directory not made yet is judged by where it would be.
    let resolved = at
        .ancestors()
        .find(|a| a.exists())
        .map(|a| canonical(a).join(at.strip_prefix(a).unwrap_or(Path::new(""))))
        .unwrap_or_else(|| at.clone());
    let climbs = resolved
        .components()
        .any(|c| c == std::path::Component::ParentDir);
    climbs || !resolved.starts_with(canonical(dir))
}

/// Whether `dir` already keeps stacks in a local backend (`.strata/stacks`): a backend its
/// file names now is a change, not the project's first.
fn keeps_local_stacks(dir: &Path) -> bool {
    std::fs::read_dir(dir.join(".strata/stacks")).is_ok_and(|mut e| e.next().is_some())
}

/// A backend that a file chose and that needs approval ([`needs_approval`]) is connected to
/// only once the user approved it for that file: whoever wrote the file would otherwise choose
/// where the user's database password or signed AWS requests go, or which of their states is
/// changed. The backends a file names are approved at their first use, when the file is new to
/// this user and its directory keeps no local stacks (a fresh clone); one it names later, or
/// one added to a project already in use, only by `strata trust`.
fn approved_backend(url: &str, dir: &Path, by: ChosenBy, reader: bool) -> crate::Result<()> {
    if by == ChosenBy::User || !needs_approval(url, dir, reader) {
        return Ok(());
    }
    let shown = strata_state::hide_password(url);
    let file = naming_file(url, dir);
    let record = strata_workspace::TrustRecord::load()?;
    let refuse = |approved: String| -> crate::Result<()> {
        Err(anyhow::anyhow!(
            "the state backend {shown}, named by {}, is not one you approved for it{approved}: Strata would connect to it with your credentials (a database password, signed AWS requests) and change the stacks there, where whoever wrote the file chose. Nothing was sent. If you expect it, `strata trust --cwd {}` approves the backends its files name",
            file.display(),
            dir.display()
        )
        .into())
    };
    match record.backends_of(&file) {
        Some(approved) if approved.contains(&shown) => Ok(()),
        Some(approved) => refuse(format!(" (you approved {})", approved.join(", "))),
        None if keeps_local_stacks(file.parent().unwrap_or(dir)) => {
            refuse(" (its directory kept its stacks in .strata/ until now)".into())
        }
        None => {
            let mut urls = named_by(&file);
            urls.push(shown);
            strata_workspace::TrustRecord::update(|r| r.approve_backends(&file, urls))?;
            Ok(())
        }
    }
}

fn open_as(url: &str, dir: &Path, project: &str, reader: bool) -> Result<Arc<dyn Backend>> {
    Ok(strata_state::schemes::open(url, dir, project, reader)?)
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

/// Whether the user approved the KMS key `url` (unwrapping key `key_id`) that the stack's file
/// names: the stack file is shared, and whoever writes it would otherwise choose which key
/// new secrets are sealed with and where the user's signed KMS requests go. A key in AWS's own
/// endpoint is approved on first use; a change, or an endpoint of the file's own, only by the
/// user (`strata trust`, or `stack change-secrets-provider`).
fn approved_kms(project: &Project, stack: &str, url: &str, key_id: &str) -> crate::Result<()> {
    let file = project.stack_file(stack)?;
    // A URL that does not parse is refused as it is, and never recorded as approved.
    strata_state::kms::KmsKey::parse(url)?;
    let record = strata_workspace::TrustRecord::load()?;
    let own_endpoint = url.contains("endpoint=");
    match record.kms_key(&file) {
        Some(a) if a.kms == url && a.key_id == key_id => Ok(()),
        Some(a) => Err(anyhow::anyhow!(
            "{} names the AWS KMS key {url} (stack key {key_id}), but you approved {} (stack key {}) for it: whoever changed the file would choose the key your secrets are sealed with{}. Nothing was sent to KMS. If you expect the change, `strata trust` approves it",
            file.display(),
            a.kms,
            a.key_id,
            if own_endpoint { " and where your signed KMS requests go" } else { "" },
        )
        .into()),
        None if own_endpoint => Err(anyhow::anyhow!(
            "{} names the AWS KMS key {url}, in an endpoint of its own: your signed KMS requests would go where the file's writer chose. Nothing was sent. If you expect it, `strata trust` approves it",
            file.display()
        )
        .into()),
        None => {
            strata_workspace::TrustRecord::update(|r| r.approve_kms(&file, url, key_id))?;
            Ok(())
        }
    }
}

/// Approve the remote backends the files of `project` (and of the workspace that lists it)
/// name now (`strata trust`): for which files, which.
pub fn approve_backends(
    project: &Project,
) -> crate::Result<Vec<(std::path::PathBuf, Vec<String>)>> {
    let mut out = vec![];
    let files = std::iter::once(project.dir.join(strata_workspace::PROJECT_FILE)).chain(
        listing_workspace(&project.dir).map(|w| w.dir.join(strata_workspace::WORKSPACE_FILE)),
    );
    for file in files {
        let urls = named_by(&file);
        if urls.is_empty() {
            continue;
        }
        strata_workspace::TrustRecord::update(|r| r.approve_backends(&file, urls.clone()))?;
        out.push((file, urls));
    }
    Ok(out)
}

/// Approve the KMS keys the stack files of `project` name now (`strata trust`): which ones.
pub fn approve_kms_keys(project: &Project) -> crate::Result<Vec<(String, String)>> {
    let mut approved = vec![];
    let mut stacks: Vec<String> = std::fs::read_dir(&project.dir)?
        .flatten()
        .filter_map(|e| {
            let name = e.file_name().into_string().ok()?;
            let stack = name.strip_prefix("Strata.")?.strip_suffix(".toml")?;
            (stack != "workspace").then(|| stack.to_string())
        })
        .collect();
    stacks.sort();
    for stack in stacks {
        if let Ok(Some(e)) = project.encryption(&stack)
            && let Some(url) = &e.kms
        {
            let file = project.stack_file(&stack)?;
            strata_workspace::TrustRecord::update(|r| r.approve_kms(&file, url, &e.key_id))?;
            approved.push((stack, url.clone()));
        }
    }
    Ok(approved)
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
    if let (Some((url, _)), Some(e)) = (&kms, &enc) {
        approved_kms(project, stack, url, &e.key_id)?;
    }
    let rotating = enc
        .iter()
        .flat_map(|e| &e.rotating)
        .map(|r| (r.key_id.clone(), r.sealed.clone()))
        .collect();
    let spec = strata_state::secrets::KeySpec {
        rotating,
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
