//! One trial of `--points`: a directory of its own holding the project (or a workspace of
//! projects), each project's `world/` (what the test provider made), a home with the user's
//! keys and trust record, and a cache (a copy of one warmed once, so that no trial compiles a
//! component and every trial starts from the same bytes); and the strata commands run there.

use anyhow::{Context, Result, bail};
use serde_json::Value;
use std::collections::BTreeMap;
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

/// The longest one strata command may take before the trial calls it hung (and kills it).
const COMMAND_LIMIT: Duration = Duration::from_secs(120);

/// Where a trial keeps its state.
#[derive(Clone)]
pub(crate) struct Backend {
    /// `file`, `postgres` or `s3`.
    pub label: &'static str,
    /// The backend's URL; `None`: the project's own `.strata/`.
    pub url: Option<String>,
}

/// What one strata command did.
pub(crate) struct Ran {
    /// The exit code, if it exited.
    pub code: Option<i32>,
    /// The signal that ended it, if one did (SIGABRT for a kill point).
    pub signal: Option<i32>,
    pub stdout: String,
    pub stderr: String,
}

impl Ran {
    pub fn ok(&self) -> bool {
        self.code == Some(0)
    }

    /// What it said: stderr, then stdout (where a run's table of failed steps goes).
    pub fn said(&self) -> String {
        format!("{}{}", self.stderr, self.stdout)
    }

    /// How it ended, for a report: `exit 1`, `signal 6`.
    pub fn ending(&self) -> String {
        match (self.code, self.signal) {
            (Some(c), _) => format!("exit {c}"),
            (None, Some(s)) => format!("signal {s}"),
            _ => "no status".into(),
        }
    }
}

/// How a trial's directory is laid out.
pub(crate) enum Layout {
    /// One project, `project/`: commands run there.
    Project,
    /// A workspace `ws/` (commands run there) of projects `ws/DIR`, each with its stack
    /// `dev` configured with `spec` (where `{project}` is the trial's project name).
    Workspace(Vec<(&'static str, Value)>),
}

/// A project of the trial: `""` for the only one, else its directory in the workspace.
pub(crate) struct Member {
    pub key: &'static str,
    pub dir: PathBuf,
    pub name: String,
}

/// A resource as `stack export` shows it.
pub(crate) struct Recorded {
    pub urn: String,
    pub ty: String,
    pub name: String,
    pub id: String,
    pub inputs: Value,
    pub protect: bool,
}

pub(crate) struct Sandbox {
    root: tempfile::TempDir,
    strata: PathBuf,
    guests: Guests,
    /// Where commands run: the project, or the workspace.
    pub cwd: PathBuf,
    pub members: Vec<Member>,
    /// The trial's project name (a workspace's projects are `NAME-DIR`).
    pub name: String,
    /// The trial's backend, as a URL (for the file backend, the project's `.strata/`).
    pub backend_url: String,
    /// The scenario's variables, on top of the trial's own (home, cache, no color).
    env: Vec<(String, String)>,
}

/// The test program and provider every trial runs: copies made once per harness run, so that
/// a rebuild of the guests meanwhile (`just guests`) changes no trial's bytes halfway.
pub(crate) struct Guests {
    pub program: PathBuf,
    pub provider: PathBuf,
}

impl Guests {
    pub fn copy_into(dir: &Path) -> Result<Guests> {
        let g = Guests {
            program: dir.join("test_program.wasm"),
            provider: dir.join("test_provider.wasm"),
        };
        std::fs::copy(test_artifacts::TEST_PROGRAM, &g.program)
            .with_context(|| format!("copying {}", test_artifacts::TEST_PROGRAM))?;
        std::fs::copy(test_artifacts::TEST_PROVIDER, &g.provider)
            .with_context(|| format!("copying {}", test_artifacts::TEST_PROVIDER))?;
        Ok(g)
    }
}

fn project_file(guests: &Guests, name: &str, backend: Option<&str>) -> String {
    let backend = backend
        .map(|u| format!("backend = {u:?}\n"))
        .unwrap_or_default();
    format!(
        "name = {name:?}\n{backend}[program]\nwasm = {:?}\n[providers.test]\nwasm = {:?}\nallow-dirs = [\"world\"]\nconfig = {{ world = \"world\" }}\n",
        guests.program, guests.provider,
    )
}

/// Copy the directory tree `from` to `to` (files and directories only, modes kept).
fn copy_tree(from: &Path, to: &Path) -> Result<()> {
    std::fs::create_dir_all(to)?;
    for e in std::fs::read_dir(from)? {
        let e = e?;
        let (src, dst) = (e.path(), to.join(e.file_name()));
        if e.file_type()?.is_dir() {
            copy_tree(&src, &dst)?;
        } else {
            std::fs::copy(&src, &dst).with_context(|| format!("copying {}", src.display()))?;
        }
    }
    Ok(())
}

impl Sandbox {
    /// A new trial named `name`, its cache a copy of `warm`'s (if any), the scenario's `env`.
    pub fn new(
        strata: &Path,
        guests: &Guests,
        warm: Option<&Sandbox>,
        backend: &Backend,
        layout: &Layout,
        name: String,
        env: &[(&str, &str)],
    ) -> Result<Sandbox> {
        let root = tempfile::Builder::new()
            .prefix("strata-points-")
            .tempdir()?;
        let r = root.path().to_path_buf();
        std::fs::create_dir_all(r.join("home/.config/strata"))?;
        std::fs::create_dir_all(r.join("cache"))?;
        if let Some(w) = warm {
            copy_tree(
                &w.root.path().join("cache/compiled"),
                &r.join("cache/compiled"),
            )?;
            let key = "home/.config/strata/cache.key";
            std::fs::copy(w.root.path().join(key), r.join(key))?;
        }
        let (cwd, members) = match layout {
            Layout::Project => {
                let dir = r.join("project");
                std::fs::create_dir_all(&dir)?;
                std::fs::write(
                    dir.join("Strata.toml"),
                    project_file(guests, &name, backend.url.as_deref()),
                )?;
                let m = Member {
                    key: "",
                    dir: dir.clone(),
                    name: name.clone(),
                };
                (dir, vec![m])
            }
            Layout::Workspace(projects) => {
                let ws = r.join("ws");
                let mut file = format!("name = {name:?}\npersistent = true\nparallel = 1\n");
                if let Some(u) = &backend.url {
                    file.push_str(&format!("backend = {u:?}\n"));
                }
                let mut members = Vec::new();
                for (key, spec) in projects {
                    let dir = ws.join(key);
                    std::fs::create_dir_all(&dir)?;
                    let member = format!("{name}-{key}");
                    std::fs::write(dir.join("Strata.toml"), project_file(guests, &member, None))?;
                    let spec = spec.to_string().replace("{project}", &name);
                    std::fs::write(
                        dir.join("Strata.dev.toml"),
                        format!("[config]\nspec = {spec:?}\n"),
                    )?;
                    file.push_str(&format!("\n[[stack]]\ndir = {key:?}\nstack = \"dev\"\n"));
                    members.push(Member {
                        key,
                        dir,
                        name: member,
                    });
                }
                std::fs::write(ws.join("Strata.workspace.toml"), file)?;
                (ws, members)
            }
        };
        let backend_url = backend
            .url
            .clone()
            .unwrap_or_else(|| format!("file://{}/.strata", cwd.display()));
        Ok(Sandbox {
            strata: strata.into(),
            guests: Guests {
                program: guests.program.clone(),
                provider: guests.provider.clone(),
            },
            cwd,
            members,
            name,
            backend_url,
            env: env
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
            root,
        })
    }

    /// Keep the trial's directory after the harness ends (to look into a failure); its path.
    pub fn keep(self) -> PathBuf {
        self.root.keep()
    }

    pub fn root(&self) -> &Path {
        self.root.path()
    }

    /// `s` with the trial's `{dir}`, `{project}` and `{backend}` filled in.
    pub fn expand(&self, s: &str) -> String {
        s.replace("{dir}", &self.root().display().to_string())
            .replace("{project}", &self.name)
            .replace("{backend}", &self.backend_url)
    }

    /// The member `key` (`""`: the project).
    pub fn member(&self, key: &str) -> Result<&Member> {
        self.members
            .iter()
            .find(|m| m.key == key)
            .with_context(|| format!("no project `{key}` in this trial"))
    }

    /// Point the project at `url` (as `stack move` says to): its `backend` line rewritten.
    pub fn set_backend(&self, url: &str) -> Result<()> {
        let m = self.member("")?;
        std::fs::write(
            m.dir.join("Strata.toml"),
            project_file(&self.guests, &m.name, Some(url)),
        )?;
        Ok(())
    }

    /// The trial's `strata` command in `dir`, with `failpoints` (`STRATA_FAILPOINTS`) if any.
    fn command(&self, dir: &Path, args: &[String], failpoints: Option<&str>) -> Command {
        let mut c = Command::new(&self.strata);
        // A command the CLI printed may name its own directory.
        if !args.iter().any(|a| a == "--cwd") {
            c.arg("--cwd").arg(dir);
        }
        c.args(args);
        let home = self.root().join("home");
        c.env("HOME", &home)
            .env("XDG_CONFIG_HOME", home.join(".config"))
            .env("STRATA_CACHE_DIR", self.root().join("cache"))
            .env("NO_COLOR", "1")
            // moto's, for the S3 backend.
            .env("AWS_ACCESS_KEY_ID", "testing")
            .env("AWS_SECRET_ACCESS_KEY", "testing");
        for v in [
            "STRATA_BACKEND",
            "STRATA_PASSPHRASE",
            "STRATA_NEW_PASSPHRASE",
            "STRATA_FAILPOINTS",
            "STRATA_LOCK_LEASE",
            "AWS_SESSION_TOKEN",
            "AWS_PROFILE",
        ] {
            c.env_remove(v);
        }
        for (k, v) in &self.env {
            c.env(k, v);
        }
        if let Some(f) = failpoints {
            c.env("STRATA_FAILPOINTS", f);
        }
        c.stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        c
    }

    /// Run `strata ARGS` in `dir` to its end (killed, and said so, after `COMMAND_LIMIT`).
    pub fn run_with(
        &self,
        dir: &Path,
        args: &[String],
        failpoints: Option<&str>,
        without: &[&str],
    ) -> Result<Ran> {
        let mut c = self.command(dir, args, failpoints);
        for v in without {
            c.env_remove(v);
        }
        let child = c.spawn().context("starting strata")?;
        let pid = child.id();
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let _ = tx.send(child.wait_with_output());
        });
        let out = match rx.recv_timeout(COMMAND_LIMIT) {
            Ok(out) => out?,
            Err(_) => {
                // The one process this trial started, by its id.
                let _ = Command::new("kill")
                    .args(["-KILL", &pid.to_string()])
                    .status();
                let _ = rx.recv();
                bail!(
                    "strata {} did not end within {COMMAND_LIMIT:?}",
                    args.join(" ")
                );
            }
        };
        Ok(Ran {
            code: out.status.code(),
            signal: out.status.signal(),
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        })
    }

    /// `strata ARGS` where commands run.
    pub fn run(&self, args: &[String]) -> Result<Ran> {
        self.run_with(&self.cwd, args, None, &[])
    }

    /// `strata ARGS` in project `key`, on its stack `stack`.
    pub fn run_on(&self, key: &str, stack: &str, args: &[&str]) -> Result<Ran> {
        let mut all = vec!["--stack".to_string(), stack.to_string()];
        all.extend(args.iter().map(|a| a.to_string()));
        self.run_with(&self.member(key)?.dir, &all, None, &[])
    }

    /// The objects that exist in project `key`'s world, by id: (resource name, inputs).
    pub fn world(&self, key: &str) -> Result<BTreeMap<String, (String, Value)>> {
        let Ok(entries) = std::fs::read_dir(self.member(key)?.dir.join("world")) else {
            return Ok(BTreeMap::new());
        };
        Ok(entries
            .flatten()
            .filter_map(|e| {
                let id = e.file_name().to_str()?.strip_suffix(".json")?.to_string();
                let made: Value = serde_json::from_slice(&std::fs::read(e.path()).ok()?).ok()?;
                Some((
                    id,
                    (made["name"].as_str()?.to_string(), made["inputs"].clone()),
                ))
            })
            .collect())
    }

    /// An object made in project `key`'s world by hand, as the provider would have.
    pub fn make_object(&self, key: &str, id: &str, name: &str, inputs: &Value) -> Result<()> {
        let dir = self.member(key)?.dir.join("world");
        std::fs::create_dir_all(&dir)?;
        let made = serde_json::json!({"name": name, "inputs": inputs});
        std::fs::write(dir.join(format!("{id}.json")), made.to_string())?;
        Ok(())
    }

    /// The objects of resource `name` removed from project `key`'s world by hand (drift).
    pub fn lose_object(&self, key: &str, name: &str) -> Result<()> {
        let mut lost = 0;
        for (id, (made_for, _)) in self.world(key)? {
            if made_for == name {
                std::fs::remove_file(self.member(key)?.dir.join(format!("world/{id}.json")))?;
                lost += 1;
            }
        }
        if lost == 0 {
            bail!("no object of {name} in the world to lose");
        }
        Ok(())
    }

    /// Project `key`'s stacks, and the selected one, as `stack ls` lists them.
    pub fn stacks(&self, key: &str) -> Result<(Vec<String>, Option<String>)> {
        let r = self.run_with(
            &self.member(key)?.dir,
            &["stack".into(), "ls".into()],
            None,
            &[],
        )?;
        if !r.ok() {
            bail!("stack ls failed: {}", one_line(&r.stderr));
        }
        let (mut names, mut selected) = (Vec::new(), None);
        for line in r.stdout.lines().filter(|l| !l.starts_with("No stacks")) {
            let Some(name) = line.get(2..).and_then(|l| l.split_whitespace().next()) else {
                continue;
            };
            if line.starts_with('*') {
                selected = Some(name.to_string());
            }
            names.push(name.to_string());
        }
        Ok((names, selected))
    }

    /// Stack `stack` of project `key` as `stack export` gives it (`version`: a kept one),
    /// with what it printed on stderr.
    pub fn export(
        &self,
        key: &str,
        stack: &str,
        version: Option<u64>,
    ) -> Result<(Vec<Recorded>, String)> {
        let v = version.map(|v| v.to_string());
        let mut args = vec!["stack", "export"];
        if let Some(v) = &v {
            args.extend(["--version", v]);
        }
        let r = self.run_on(key, stack, &args)?;
        if !r.ok() {
            bail!(
                "stack export of {stack} failed ({}): {}",
                r.ending(),
                one_line(&r.stderr)
            );
        }
        let cp: Value = serde_json::from_str(&r.stdout)
            .with_context(|| format!("stack export of {stack} is not JSON"))?;
        let resources = cp["resources"]
            .as_array()
            .cloned()
            .unwrap_or_default()
            .into_iter()
            .map(|r| {
                let urn = r["urn"].as_str().unwrap_or_default().to_string();
                Recorded {
                    name: urn.rsplit("::").next().unwrap_or_default().to_string(),
                    urn,
                    ty: r["type"].as_str().unwrap_or_default().to_string(),
                    id: r["id"].as_str().unwrap_or_default().to_string(),
                    inputs: r["inputs"].clone(),
                    protect: r["protect"].as_bool().unwrap_or(false),
                }
            })
            .collect();
        Ok((resources, r.stderr))
    }
}

/// `text` on one line: its lines joined by ` | `, cut to `max` characters.
pub(crate) fn clip(text: &str, max: usize) -> String {
    let joined = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join(" | ");
    if joined.chars().count() > max {
        format!("{}…", joined.chars().take(max).collect::<String>())
    } else {
        joined
    }
}

pub(crate) fn one_line(text: &str) -> String {
    clip(text, 400)
}
