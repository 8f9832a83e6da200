//! Commands of the user's own: where state lives (`login`, `logout`) and which projects are trusted.

use anyhow::{Context as _, Result, bail};
use std::path::Path;
use strata_workspace::Project;

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
    let scheme = strata_state::schemes::scheme_of(url)?;
    if scheme.remote {
        // A listing proves the URL, the endpoint and the credentials (and a database's
        // tables are made).
        (scheme.open)(url, Path::new("/"), "strata-login", false)?
            .list_stacks()
            .await?;
    } else if !url
        .split_once("://")
        .is_some_and(|(_, path)| Path::new(path).is_absolute())
    {
        bail!("backend `{url}`: give an absolute path (file:///DIR) to remember")
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
    for (stack, url) in strata_ops::context::approve_kms_keys(&project)? {
        outln!("Approved the AWS KMS key {url} that stack {stack}'s file names.");
    }
    for (file, urls) in strata_ops::context::approve_backends(&project)? {
        outln!(
            "Approved the state backends {} names: {}.",
            file.display(),
            urls.join(", ")
        );
    }
    match build {
        Some(cmd) => outln!(
            "Trusted {} ({}): its build command `{cmd}` runs when its sources change, and `up --cascade` may run it. Recorded in {} with the files that decide what it runs (Cargo.lock, package.json, .cargo/config.toml …): a change to the command or to any of them needs `strata trust` again.",
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
