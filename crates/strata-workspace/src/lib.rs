//! The project on disk: the project file `Strata.toml`, each stack's configuration in
//! `Strata.<stack>.toml`, and the selected stack. No state, no wasm: just files a user edits.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

#[cfg(test)]
mod fuzz;
mod lock;
mod trust;
mod yaml;
pub use lock::{Found, LOCK_FILE, LockEntry, LockFile, LockMismatch};
/// The languages programs are written in, as one table (see its documentation): the
/// `runtime` names a project file may give, and what each needs.
pub use strata_sdkgen::languages;
pub use trust::{
    ApprovedBackends, ApprovedKms, BUILD_FILES, TRUST_FILE, TrustRecord, Trusted, build_files,
    not_owned, trust_file,
};

pub const PROJECT_FILE: &str = "Strata.toml";

#[derive(Debug, thiserror::Error)]
pub enum WorkspaceError {
    #[error(
        "no {PROJECT_FILE} in {0} or any directory above it (create a project with `strata new`, or pass --cwd DIR)"
    )]
    NoProject(PathBuf),
    #[error("{path}: {message}")]
    Invalid { path: PathBuf, message: String },
    // The I/O error is part of the message, not a `source`: shown once, whatever prints it.
    #[error("{path}: {error}")]
    Io {
        path: PathBuf,
        error: std::io::Error,
    },
    #[error(
        "no stack selected: create one with `strata stack init NAME` or pick one with `strata stack select NAME`"
    )]
    NoStack,
    // Transparent: its message once (as a source too, an error chain said it twice).
    #[error(transparent)]
    BadName(#[from] strata_policy::PolicyError),
}

/// The most Strata reads of a file of a project (its project, stack, lock and workspace
/// files): far more than any holds, and a bound on what parsing one costs (a TOML file takes
/// some tens of times its size once parsed).
pub const MAX_FILE_BYTES: u64 = 4 << 20;

/// A file of a project, as text: an error (of kind `InvalidData`) if it is larger than
/// [`MAX_FILE_BYTES`], found without reading more than that.
fn read_text(path: &Path) -> std::io::Result<String> {
    use std::io::{Error, ErrorKind, Read};
    let mut bytes = Vec::new();
    std::fs::File::open(path)?
        .take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(Error::new(
            ErrorKind::InvalidData,
            format!(
                "it is larger than {} MiB, the most Strata reads of a project's file",
                MAX_FILE_BYTES >> 20
            ),
        ));
    }
    String::from_utf8(bytes).map_err(|_| Error::new(ErrorKind::InvalidData, "it is not UTF-8"))
}

fn io(path: &Path) -> impl FnOnce(std::io::Error) -> WorkspaceError + '_ {
    move |error| WorkspaceError::Io {
        path: path.into(),
        error,
    }
}

/// `Strata.toml`.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct ProjectFile {
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// The language the program is written in: `rust` (the default), `javascript`, `python`,
    /// or `yaml` (no toolchain: Strata runs `Strata.yaml` with the program it ships).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub runtime: Option<String>,
    #[serde(default)]
    pub program: ProgramSpec,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub backend: Option<String>,
    /// Other backends, by the name a stack reference uses (`backend = "NAME"`): the only
    /// backends other than its own that a command of this project connects to.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub backends: BTreeMap<String, String>,
    /// The registry and namespace that `plugin = "NAME@VERSION"` resolves in when it is not
    /// installed (`"registry.example:5000/strata"`); a preview fetches only from this one,
    /// never from the user's default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub registry: Option<String>,
    #[serde(default)]
    pub providers: BTreeMap<String, ProviderSpec>,
    /// Policy packs (`[policy.NAME]`): each checks every change and the stack.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub policy: BTreeMap<String, PolicySpec>,
    /// Policy groups (`[policy-groups.NAME]`), as Pulumi's: the packs a set of stacks runs, and
    /// their enforcement there. A pack that no group names runs on every stack; one a group
    /// names runs only on the stacks of the groups that name it.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub policy_groups: BTreeMap<String, PolicyGroup>,
    /// The configuration keys the program reads: `[config.KEY]` with a type, a description,
    /// a default, and whether it is secret. Optional; when present, `config set` checks against
    /// it and `config ls` shows what is unset.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub config: BTreeMap<String, ConfigDecl>,
}

/// One declared configuration key.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct ConfigDecl {
    /// `string` (the default), `integer`, `number` or `boolean`.
    #[serde(default = "string_type", rename = "type")]
    pub ty: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub description: String,
    /// The value the program sees when the stack sets none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default: Option<toml::Value>,
    /// Set it with `config set --secret` only.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub secret: bool,
}

fn string_type() -> String {
    "string".into()
}

impl ConfigDecl {
    /// Check a value given for this key: it must parse as the declared type.
    pub fn check(&self, key: &str, value: &str) -> Result<(), String> {
        let ok = match self.ty.as_str() {
            "integer" => value.trim().parse::<i64>().is_ok(),
            "number" => value.trim().parse::<f64>().is_ok(),
            "boolean" => matches!(value.trim(), "true" | "false"),
            _ => true,
        };
        if ok {
            Ok(())
        } else {
            Err(format!(
                "`{key}` is declared {} in Strata.toml, and `{value}` is not one",
                self.ty
            ))
        }
    }

    /// The default as the program reads it (text, as `config set` stores values).
    pub fn default_text(&self) -> Option<String> {
        self.default.as_ref().map(|v| match v {
            toml::Value::String(s) => s.clone(),
            other => other.to_string(),
        })
    }
}

/// Declares a guest's table of the project file (`[program]`, `[providers.NAME]`,
/// `[policy.NAME]`): its own fields, then the sandbox's, which are defined here once for every
/// kind of guest: what it may reach (`allow-dirs`, `allow-env`, `allow-hosts`) and its limits
/// (`memory`, `timeout`), read through [`Sandbox`]. (A macro, not `#[serde(flatten)]`, which
/// cannot deny unknown fields: a misspelt grant must be refused, never ignored.)
macro_rules! guest_spec {
    ($(#[$m:meta])* pub struct $name:ident { $($body:tt)* }) => {
        $(#[$m])*
        pub struct $name {
            $($body)*
            /// Directories the guest may use, relative to the project (`"out"`, or
            /// `{ path = "data", read-only = true }`). Nothing is granted by default.
            #[serde(default, skip_serializing_if = "Vec::is_empty")]
            pub allow_dirs: Vec<DirEntry>,
            /// Environment variables the guest may read, by name (not a program's).
            #[serde(default, skip_serializing_if = "Vec::is_empty")]
            pub allow_env: Vec<String>,
            /// Hosts the guest may reach: `scheme://host:port` with `*` wildcards (not a
            /// program's).
            #[serde(default, skip_serializing_if = "Vec::is_empty")]
            pub allow_hosts: Vec<String>,
            /// Memory limit of each instance, e.g. `"512MiB"` (each kind has its default:
            /// a program 1 GiB, a provider 512 MiB, a policy pack 256 MiB).
            #[serde(default, skip_serializing_if = "Option::is_none")]
            pub memory: Option<String>,
            /// Time limit of each call, e.g. `"10m"` (a program's `run()` and callbacks and a
            /// provider's calls 10 minutes, a policy pack's 60 s by default).
            #[serde(default, skip_serializing_if = "Option::is_none")]
            pub timeout: Option<String>,
        }

        impl $name {
            /// What the guest may reach and its limits, as the project file gives them.
            pub fn sandbox(&self) -> Sandbox<'_> {
                Sandbox {
                    dirs: &self.allow_dirs,
                    env: &self.allow_env,
                    hosts: &self.allow_hosts,
                    memory: &self.memory,
                    timeout: &self.timeout,
                }
            }
            /// What the guest may reach, for a project in `dir` ([`Sandbox::grants`]).
            pub fn grants(&self, dir: &Path) -> Result<strata_policy::Grants, strata_policy::PolicyError> {
                self.sandbox().grants(dir)
            }
            pub fn hosts(&self) -> strata_policy::AllowedHosts {
                strata_policy::AllowedHosts::parse(&self.allow_hosts).unwrap_or_default()
            }
            pub fn memory_bytes(&self) -> Option<u64> {
                size(&self.memory)
            }
            pub fn timeout(&self) -> Option<std::time::Duration> {
                duration(&self.timeout)
            }
        }
    };
}

/// A guest's sandbox as its table gives it: the one spec of grants and limits that programs,
/// providers and policy packs share.
#[derive(Clone, Copy, Debug)]
pub struct Sandbox<'a> {
    pub dirs: &'a [DirEntry],
    pub env: &'a [String],
    pub hosts: &'a [String],
    pub memory: &'a Option<String>,
    pub timeout: &'a Option<String>,
}

impl Sandbox<'_> {
    /// What the guest may reach, for a project in `dir`: its directories, the variables named
    /// that are set in this process's environment, and its hosts, parsed once.
    pub fn grants(&self, dir: &Path) -> Result<strata_policy::Grants, strata_policy::PolicyError> {
        strata_policy::Grants::parse(
            dir,
            self.dirs.iter().map(|d| (d.path(), d.read_only())),
            self.env,
            |n| std::env::var(n).ok(),
            self.hosts,
        )
    }

    /// Check the grants and limits as the project file gives them; `at` names the field.
    pub fn check(&self, at: &dyn Fn(&str, String) -> String) -> Result<(), String> {
        for d in self.dirs {
            if d.path().is_empty()
                || Path::new(d.path()).is_absolute() && !Path::new(d.path()).exists()
            {
                return Err(at(
                    "allow-dirs",
                    format!("`{}` is not a directory", d.path()),
                ));
            }
        }
        strata_policy::AllowedHosts::parse(self.hosts)
            .map_err(|e| at("allow-hosts", e.to_string()))?;
        strata_policy::check_env_names(self.env).map_err(|e| at("allow-env", e.to_string()))?;
        check_size(at, "memory", self.memory)?;
        if let Some(t) = self.timeout {
            strata_policy::parse_duration(t).map_err(|e| at("timeout", e.to_string()))?;
        }
        Ok(())
    }
}

/// Check a size setting; `at` names the field.
fn check_size(
    at: &dyn Fn(&str, String) -> String,
    field: &str,
    value: &Option<String>,
) -> Result<(), String> {
    match value {
        Some(m) => strata_policy::parse_size(m)
            .map(|_| ())
            .map_err(|e| at(field, e.to_string())),
        None => Ok(()),
    }
}

guest_spec! {
#[derive(Clone, Debug, Default, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct ProgramSpec {
    /// The program component, relative to the project directory (none for `runtime = "yaml"`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wasm: Option<PathBuf>,
    /// The program's own code, for a runtime component that loads it at run time (the
    /// JavaScript runtime reads a bundle, the Python runtime a module): a path relative to the
    /// project directory. With it, the program sees the project directory read-only at
    /// `/project` (without `.strata/` and any local state), as a YAML program does, and is told
    /// `main` in `STRATA_PROGRAM_MAIN`; an edit of it needs no new component.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub main: Option<PathBuf>,
    /// Other stacks the program may read through stack references: `project/stack`, or
    /// `NAME:project/stack` in the backend `[backends]` names `NAME`; `*` for every project or
    /// stack, or at the end of one. Granted without a line: the project's own stacks, and
    /// those a workspace file that lists the project lists.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub allow_stacks: Vec<String>,
    /// `Fn::ImportValue` of a CloudFormation program (`runtime = "cloudformation"`): the stack
    /// each export name is read from (`"prod-VpcId" = "network/prod"`), as a stack reference
    /// to its output of that name (a granted one, as `allow-stacks` says).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub imports: BTreeMap<String, String>,
    /// A shell command that builds `wasm`, run in the project directory when a source is newer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub build: Option<String>,
    /// Files and directories whose changes trigger `build` (default: `src`, `Cargo.toml`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sources: Option<Vec<PathBuf>>,
    /// Bytes the program may declare in all (inputs, outputs, apply results), e.g. `"256MiB"`
    /// (the default).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_declarations: Option<String>,
}
}

guest_spec! {
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct ProviderSpec {
    /// The package this instance serves (its types are `<package>:<Kind>`), when the table is
    /// named otherwise: a second instance of one provider (another region, another directory),
    /// which resources name with their `provider` option.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub package: Option<String>,
    /// The provider component, relative to the project directory.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wasm: Option<PathBuf>,
    /// Or an installed plugin (`strata plugin install`): `"name"` (the version the lock pins,
    /// else the newest), `"name@version"`, or a registry reference
    /// (`"registry.example/strata/aws:0.2.0"`); fetched from the registry when not installed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plugin: Option<String>,
    /// The keys (`ed25519:…`, as `strata plugin keygen` prints) whose signature makes a
    /// component fetched from a registry trusted; one signed by no key here is refused.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub trust: Vec<String>,
    /// Take a component from a registry with no signature (one wrongly signed is refused still).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub allow_unsigned: bool,
    /// Provider settings, passed to its `configure`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config: Option<toml::Table>,
    /// Bytes the provider may return during one command, all calls together, e.g. `"256MiB"`
    /// (the default).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_output: Option<String>,
    /// Raw sockets one instance may make in one call, and HTTP connections the provider may
    /// hold open at once (default 512).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_sockets: Option<usize>,
}
}

guest_spec! {
/// A policy pack (`[policy.NAME]`): where it comes from, how its policies are enforced and
/// configured, and what it may reach (nothing unless granted, as for a provider).
#[derive(Clone, Debug, Default, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct PolicySpec {
    /// The pack component, relative to the project directory.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wasm: Option<PathBuf>,
    /// Or an installed plugin (`strata plugin install`): `"name"`, `"name@version"` or a
    /// registry reference, as for a provider.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plugin: Option<String>,
    /// The keys (`ed25519:…`, as `strata plugin keygen` prints) whose signature makes a
    /// component fetched from a registry trusted; one signed by no key here is refused.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub trust: Vec<String>,
    /// Take a component from a registry with no signature (one wrongly signed is refused still).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub allow_unsigned: bool,
    /// Each policy's enforcement, overriding the pack's: `POLICY = "advisory" | "mandatory" |
    /// "disabled"`.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub enforcement: BTreeMap<String, String>,
    /// Each policy's configuration: `[policy.NAME.config.POLICY]`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config: Option<toml::Table>,
    /// The pack sees the values of secrets (otherwise `"[secret]"`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub secrets: bool,
    /// Bytes the pack may return during one command (default `"64MiB"`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_output: Option<String>,
}
}

impl PolicySpec {
    pub fn max_output(&self) -> Option<u64> {
        size(&self.max_output)
    }
    /// Each policy's configuration, as JSON.
    pub fn policy_config(&self) -> BTreeMap<String, serde_json::Value> {
        self.config
            .clone()
            .unwrap_or_default()
            .into_iter()
            .map(|(k, v)| (k, toml_to_json(v)))
            .collect()
    }
}

/// A policy group (`[policy-groups.NAME]`).
#[derive(Clone, Debug, Default, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct PolicyGroup {
    /// The stacks in the group, by name, `*` matching any run of characters (`"prod-*"`).
    pub stacks: Vec<String>,
    /// The packs (`[policy.NAME]`) they run.
    pub packs: Vec<String>,
    /// Each pack's policies' enforcement on these stacks, over the pack's own table:
    /// `[policy-groups.NAME.enforcement.PACK]`, `POLICY = "mandatory"`.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub enforcement: BTreeMap<String, BTreeMap<String, String>>,
}

/// Whether `stack` is one of `patterns` (`*` matches any run of characters).
pub fn stack_matches(patterns: &[String], stack: &str) -> bool {
    fn glob(p: &[u8], s: &[u8]) -> bool {
        match p.split_first() {
            None => s.is_empty(),
            Some((b'*', rest)) => (0..=s.len()).any(|i| glob(rest, &s[i..])),
            Some((c, rest)) => s.first() == Some(c) && glob(rest, &s[1..]),
        }
    }
    patterns
        .iter()
        .any(|p| glob(p.as_bytes(), stack.as_bytes()))
}

impl ProjectFile {
    /// The packs that run on `stack`, each with the enforcement its groups set there (the
    /// strictest when two groups of the stack set one policy): every pack no group names,
    /// and those of the groups `stack` is in.
    pub fn packs_for(&self, stack: &str) -> Vec<(&str, BTreeMap<String, String>)> {
        let grouped: std::collections::BTreeSet<&str> = self
            .policy_groups
            .values()
            .flat_map(|g| g.packs.iter().map(String::as_str))
            .collect();
        let rank = |l: &str| match l {
            "mandatory" => 2,
            "advisory" => 1,
            _ => 0,
        };
        self.policy
            .keys()
            .filter_map(|name| {
                let groups: Vec<&PolicyGroup> = self
                    .policy_groups
                    .values()
                    .filter(|g| g.packs.contains(name) && stack_matches(&g.stacks, stack))
                    .collect();
                if grouped.contains(name.as_str()) && groups.is_empty() {
                    return None;
                }
                let mut levels: BTreeMap<String, String> = BTreeMap::new();
                for g in groups {
                    for (policy, level) in g.enforcement.get(name).into_iter().flatten() {
                        let stricter = levels.get(policy).is_none_or(|l| rank(level) > rank(l));
                        if stricter {
                            levels.insert(policy.clone(), level.clone());
                        }
                    }
                }
                Some((name.as_str(), levels))
            })
            .collect()
    }
}

/// Check a policy group's table against the project's packs.
fn check_policy_group(
    name: &str,
    g: &PolicyGroup,
    packs: &BTreeMap<String, PolicySpec>,
) -> Result<(), String> {
    let unknown = |field: &str, pack: &str| {
        let near = strata_model::spelling::closest(packs.keys(), pack)
            .map(|n| format!(": did you mean `{n}`?"))
            .unwrap_or_else(|| {
                if packs.is_empty() {
                    " (the project has no [policy.NAME] pack)".into()
                } else {
                    format!(
                        " (its packs are {})",
                        strata_model::spelling::listing(packs.keys().map(String::as_str), true)
                    )
                }
            });
        format!("policy-groups.{name}.{field}: `{pack}` is not a policy pack of this project{near}")
    };
    if g.stacks.is_empty() {
        return Err(format!(
            "policy-groups.{name}.stacks: a group names its stacks (`stacks = [\"prod\", \"prod-*\"]`)"
        ));
    }
    for pack in &g.packs {
        if !packs.contains_key(pack) {
            return Err(unknown("packs", pack));
        }
    }
    for (pack, levels) in &g.enforcement {
        if !packs.contains_key(pack) {
            return Err(unknown("enforcement", pack));
        }
        if !g.packs.contains(pack) {
            return Err(format!(
                "policy-groups.{name}.enforcement.{pack}: the group does not run `{pack}`: add it to `packs`"
            ));
        }
        for (policy, level) in levels {
            check_level(level)
                .map_err(|e| format!("policy-groups.{name}.enforcement.{pack}.{policy}: {e}"))?;
        }
    }
    Ok(())
}

/// A policy's enforcement level as written.
fn check_level(level: &str) -> Result<(), String> {
    if matches!(level, "advisory" | "mandatory" | "disabled" | "remediate") {
        return Ok(());
    }
    let levels = ["advisory", "mandatory", "disabled", "remediate"].map(String::from);
    Err(format!(
        "`{level}` is not one of advisory, mandatory, disabled, remediate{}",
        strata_model::spelling::closest(levels.iter(), level)
            .map(|l| format!(": did you mean `{l}`?"))
            .unwrap_or_default()
    ))
}

/// Check a policy pack's table of the project file.
fn check_policy(name: &str, p: &PolicySpec) -> Result<(), String> {
    let at = |field: &str, e: String| format!("policy.{name}.{field}: {e}");
    strata_policy::check_name("policy pack", name).map_err(|e| format!("policy: {e}"))?;
    match (&p.wasm, &p.plugin) {
        (Some(_), None) | (None, Some(_)) => {}
        _ => {
            return Err(format!(
                "policy.{name}: give either `wasm = \"path\"` or `plugin = \"name@version\"`"
            ));
        }
    }
    for (policy, level) in &p.enforcement {
        check_level(level).map_err(|e| at(&format!("enforcement.{policy}"), e))?;
    }
    if let Some(config) = &p.config {
        for (policy, v) in config {
            if !v.is_table() {
                return Err(at(
                    &format!("config.{policy}"),
                    "a policy's configuration is a table ([policy.NAME.config.POLICY])".into(),
                ));
            }
        }
    }
    p.sandbox().check(&at)?;
    check_size(&at, "max-output", &p.max_output)
}

/// A size setting, parsed (the project file was checked when it was loaded).
fn size(s: &Option<String>) -> Option<u64> {
    s.as_deref().and_then(|m| strata_policy::parse_size(m).ok())
}

/// A duration setting, parsed (the project file was checked when it was loaded).
fn duration(s: &Option<String>) -> Option<std::time::Duration> {
    s.as_deref()
        .and_then(|t| strata_policy::parse_duration(t).ok())
}

impl ProgramSpec {
    pub fn max_declarations(&self) -> Option<u64> {
        size(&self.max_declarations)
    }
}

impl ProviderSpec {
    pub fn max_output(&self) -> Option<u64> {
        size(&self.max_output)
    }
}

#[derive(Clone, Debug, Deserialize, Serialize, PartialEq)]
#[serde(untagged)]
pub enum DirEntry {
    Path(String),
    Table {
        path: String,
        #[serde(default, rename = "read-only")]
        read_only: bool,
    },
}

impl DirEntry {
    pub fn path(&self) -> &str {
        match self {
            DirEntry::Path(p) | DirEntry::Table { path: p, .. } => p,
        }
    }
    pub fn read_only(&self) -> bool {
        matches!(
            self,
            DirEntry::Table {
                read_only: true,
                ..
            }
        )
    }
}

/// A project: its directory and its parsed project file.
#[derive(Clone, Debug)]
pub struct Project {
    pub dir: PathBuf,
    pub file: ProjectFile,
}

fn toml_to_json(v: toml::Value) -> serde_json::Value {
    match v {
        toml::Value::String(s) => serde_json::Value::String(s),
        toml::Value::Integer(i) => serde_json::json!(i),
        toml::Value::Float(f) => serde_json::json!(f),
        toml::Value::Boolean(b) => serde_json::Value::Bool(b),
        toml::Value::Datetime(d) => serde_json::Value::String(d.to_string()),
        toml::Value::Array(a) => {
            serde_json::Value::Array(a.into_iter().map(toml_to_json).collect())
        }
        toml::Value::Table(t) => {
            serde_json::Value::Object(t.into_iter().map(|(k, v)| (k, toml_to_json(v))).collect())
        }
    }
}

#[derive(Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
struct StackFile {
    /// The stack's identity, random, made by `stack init`: what tells this stack from another
    /// of the same project and name elsewhere (another checkout deploying to the same account).
    /// Providers derive the names they choose from it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    id: Option<String>,
    /// Which key encrypts the stack's secrets (its id, never the key), and for a passphrase
    /// its salt: committed with the stack, so another machine knows what it needs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    encryption: Option<Encryption>,
    #[serde(default)]
    config: BTreeMap<String, String>,
    /// Secret values, encrypted with the stack's key (opaque here).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    secrets: BTreeMap<String, String>,
    /// `stack rm` began removing the stack from its backend: run again, it finishes here even
    /// once the backend no longer has it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    removing: bool,
}

impl StackFile {
    /// The text of a `Strata.<stack>.toml` (at `path`, for errors), parsed.
    fn parse(path: &Path, text: &str) -> Result<StackFile, WorkspaceError> {
        toml::from_str(text).map_err(|e| WorkspaceError::Invalid {
            path: path.into(),
            message: e.to_string().trim_end().to_string(),
        })
    }
}

/// How a stack's secrets are encrypted, as its stack file records it.
#[derive(Clone, Debug, Default, Deserialize, Serialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct Encryption {
    pub key_id: String,
    /// The salt of a passphrase-derived key (base64); absent for a key file.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub salt: Option<String>,
    /// The AWS KMS key that wraps the stack's key (`awskms://alias/NAME?region=R`), if one does.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kms: Option<String>,
    /// The stack's key wrapped by that KMS key (base64): who may decrypt with it opens it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wrapped_key: Option<String>,
    /// The new keys of a change of key that has not finished (`stack change-secrets-provider`
    /// stopped part way): each sealed with the key above, which opens them. The state may be
    /// sealed with one of them already; the next change of key finishes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rotating: Vec<RotatingKey>,
}

/// A new key of an unfinished change of key: its id, and the key sealed with the stack's key.
#[derive(Clone, Debug, Default, Deserialize, Serialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RotatingKey {
    pub key_id: String,
    pub sealed: String,
}

/// A stack's configuration value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConfigValue {
    Plain(String),
    /// The ciphertext of a secret (see `strata_state::secrets`).
    Secret(String),
}

impl Project {
    /// The project whose `Strata.toml` is in `start` or the nearest directory above it (as
    /// Pulumi finds `Pulumi.yaml`).
    pub fn find(start: &Path) -> Result<Project, WorkspaceError> {
        let start = start.canonicalize().unwrap_or_else(|_| start.to_path_buf());
        let mut dir = start.as_path();
        loop {
            if dir.join(PROJECT_FILE).exists() {
                if dir != start {
                    refuse_foreign(&dir.join(PROJECT_FILE))?;
                }
                return Project::load(dir);
            }
            match dir.parent() {
                Some(parent) => dir = parent,
                None => return Err(WorkspaceError::NoProject(start.clone())),
            }
        }
    }

    /// The project whose `Strata.toml` is in `dir`.
    pub fn load(dir: &Path) -> Result<Project, WorkspaceError> {
        let path = dir.join(PROJECT_FILE);
        let text = match read_text(&path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Err(WorkspaceError::NoProject(dir.into()));
            }
            Err(e) => return Err(io(&path)(e)),
        };
        let file = ProjectFile::parse(&path, &text)?;
        let dir = dir.canonicalize().map_err(io(dir))?;
        Ok(Project { dir, file })
    }
}

impl ProjectFile {
    /// The language of the program: its `runtime`'s entry of the language table, or the
    /// default language's when it names none; `None` for a runtime the table does not have
    /// (which [`ProjectFile::parse`] refuses).
    pub fn language(&self) -> Option<&'static languages::Language> {
        languages::by_runtime(self.runtime.as_deref())
    }

    /// The text of a `Strata.toml` (at `path`, for errors), parsed and checked.
    pub fn parse(path: &Path, text: &str) -> Result<ProjectFile, WorkspaceError> {
        let file: ProjectFile = toml::from_str(text).map_err(|e| WorkspaceError::Invalid {
            path: path.into(),
            message: e.to_string().trim_end().to_string(),
        })?;
        let invalid = |message: String| WorkspaceError::Invalid {
            path: path.into(),
            message,
        };
        strata_policy::check_name("project", &file.name).map_err(|e| invalid(e.to_string()))?;
        if file.name == RESERVED_PROJECT {
            return Err(invalid(format!(
                "the project name `{RESERVED_PROJECT}` is Strata's own: persistent workspaces keep their graphs as its stacks, which this project's stacks would overwrite; name the project otherwise"
            )));
        }
        let program = &file.program;
        let Some(language) = file.language() else {
            return Err(invalid(format!(
                "runtime `{}` is not one of {}",
                file.runtime.as_deref().unwrap_or_default(),
                languages::LANGUAGES
                    .iter()
                    .map(|l| l.runtime)
                    .collect::<Vec<_>>()
                    .join(", ")
            )));
        };
        match (language.wasm, &program.wasm) {
            (false, None) if program.build.is_none() => {}
            (false, _) => {
                return Err(invalid(format!(
                    "runtime = \"{}\" runs {} with the program Strata ships: remove `wasm` and `build` from [program]",
                    language.runtime,
                    language.shipped_main.unwrap_or("Strata.yaml")
                )));
            }
            (true, Some(_)) => {}
            (true, None) => {
                return Err(invalid(
                    "[program] needs `wasm = \"path\"` (the program component), unless the program is Strata.yaml (runtime = \"yaml\")".into(),
                ));
            }
        }
        if let Some(main) = &program.main {
            let plain = main
                .components()
                .all(|c| matches!(c, std::path::Component::Normal(_)));
            if !plain || main.as_os_str().is_empty() || main.starts_with(".strata") {
                return Err(invalid(format!(
                    "[program] main = \"{}\": name the program's file relative to the project directory, without `..` and outside .strata/",
                    main.display()
                )));
            }
            if program.wasm.is_none() && language.shipped_main.is_none() {
                return Err(invalid(if language.wasm {
                    "[program] main needs `wasm`: the runtime component that loads it".into()
                } else {
                    format!(
                        "[program] main: runtime = \"{}\" reads Strata.yaml, and takes no `main`",
                        language.runtime
                    )
                }));
            }
        }
        if !program.imports.is_empty() && language.shipped_main.is_none() {
            return Err(invalid(format!(
                "[program] imports: only a CloudFormation program (runtime = \"cloudformation\") reads exports; runtime = \"{}\" reads another stack's outputs with a stack reference",
                language.runtime
            )));
        }
        for (name, stack) in &program.imports {
            if name.is_empty()
                || !name
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == ':')
            {
                return Err(invalid(format!(
                    "[program] imports: `{name}` is not an export name (letters, digits, `-` and `:`)"
                )));
            }
            if stack.is_empty() || stack.contains("://") {
                return Err(invalid(format!(
                    "[program] imports: `{name}` = \"{stack}\": name the stack that exports it, `project/stack` (or `stack` of this project), never a URL"
                )));
            }
        }
        // A program reads only the project's own directories, and reaches no host and no
        // variable: what its sandbox may be given is less than a provider's.
        for d in &program.allow_dirs {
            if d.path().is_empty() || Path::new(d.path()).is_absolute() || d.path().contains("..") {
                return Err(invalid(format!(
                    "program.allow-dirs: `{}` is not a directory of the project (a relative path inside it)",
                    d.path()
                )));
            }
        }
        for (field, given) in [
            ("allow-env", &program.allow_env),
            ("allow-hosts", &program.allow_hosts),
        ] {
            if !given.is_empty() {
                return Err(invalid(format!(
                    "program.{field}: a program reaches no variable and no host (it declares resources; a provider reaches the world): grant it to the provider that needs it, in [providers.NAME]"
                )));
            }
        }
        program
            .sandbox()
            .check(&|field, e| format!("program.{field}: {e}"))
            .map_err(invalid)?;
        for g in &program.allow_stacks {
            let g = strata_policy::StackGrant::parse(g)
                .map_err(|e| invalid(format!("program.allow-stacks: {e}")))?;
            if let Some(b) = g
                .backend
                .as_ref()
                .filter(|b| !file.backends.contains_key(*b))
            {
                return Err(invalid(format!(
                    "program.allow-stacks: backend `{b}` is not named in [backends] (add `{b} = \"URL\"` there)"
                )));
            }
        }
        for name in file.backends.keys() {
            strata_policy::check_name("backend", name)
                .map_err(|e| invalid(format!("backends: {e}")))?;
        }
        check_size(
            &|field, e| format!("program.{field}: {e}"),
            "max-declarations",
            &program.max_declarations,
        )
        .map_err(invalid)?;
        for (key, decl) in &file.config {
            if !matches!(
                decl.ty.as_str(),
                "string" | "integer" | "number" | "boolean"
            ) {
                return Err(invalid(format!(
                    "config.{key}.type: `{}` is not one of string, integer, number, boolean",
                    decl.ty
                )));
            }
            if let Some(d) = decl.default_text() {
                decl.check(key, &d)
                    .map_err(|e| invalid(format!("config.{key}.default: {e}")))?;
            }
        }
        for (name, p) in &file.providers {
            let at = |field: &str, e: String| invalid(format!("providers.{name}.{field}: {e}"));
            match (&p.wasm, &p.plugin) {
                (Some(_), None) | (None, Some(_)) => {}
                _ => {
                    return Err(invalid(format!(
                        "providers.{name}: give either `wasm = \"path\"` or `plugin = \"name@version\"`"
                    )));
                }
            }
            let said = |field: &str, e: String| format!("providers.{name}.{field}: {e}");
            p.sandbox().check(&said).map_err(invalid)?;
            check_size(&said, "max-output", &p.max_output).map_err(invalid)?;
            if p.max_sockets == Some(0) {
                return Err(at("max-sockets", "must be at least 1".into()));
            }
        }
        for (name, p) in &file.policy {
            check_policy(name, p).map_err(invalid)?;
        }
        for (name, g) in &file.policy_groups {
            check_policy_group(name, g, &file.policy).map_err(invalid)?;
        }
        Ok(file)
    }
}

impl Project {
    pub fn name(&self) -> &str {
        &self.file.name
    }

    /// The path of the program component; `None` for a YAML program (Strata ships it).
    pub fn program_wasm(&self) -> Option<PathBuf> {
        self.file.program.wasm.as_ref().map(|w| self.dir.join(w))
    }

    /// The file a program Strata ships reads, relative to the project (a CloudFormation
    /// template: `main`, by default `template.yaml`); `None` for every other program.
    pub fn shipped_main(&self) -> Option<PathBuf> {
        let language = self.file.language()?;
        let default = language.shipped_main?;
        Some(
            self.file
                .program
                .main
                .clone()
                .unwrap_or_else(|| PathBuf::from(default)),
        )
    }

    /// Whether the program is the project's `Strata.yaml`.
    pub fn is_yaml(&self) -> bool {
        self.file.runtime.as_deref() == Some("yaml")
    }

    /// The provider component's path, for providers given by `wasm`.
    pub fn provider_wasm(&self, spec: &ProviderSpec) -> Option<PathBuf> {
        spec.wasm.as_ref().map(|w| self.dir.join(w))
    }

    /// The project's lock file, `Strata.lock`.
    pub fn lock_file(&self) -> Result<LockFile, WorkspaceError> {
        LockFile::load(&self.dir.join(LOCK_FILE))
    }

    /// Provider settings as JSON, for `configure`.
    pub fn provider_config(spec: &ProviderSpec) -> serde_json::Value {
        toml_to_json(toml::Value::Table(spec.config.clone().unwrap_or_default()))
    }

    /// Where the project keeps its state when it names no backend and none is remembered:
    /// `.strata/` in it.
    pub fn local_backend_url(&self) -> String {
        format!("file://{}", self.dir.join(".strata").display())
    }

    /// What the program's build reads, relative to the project: its `sources`, by default
    /// `src` and `Cargo.toml`.
    pub fn sources(&self) -> &[PathBuf] {
        static DEFAULT: std::sync::LazyLock<[PathBuf; 2]> =
            std::sync::LazyLock::new(|| [PathBuf::from("src"), PathBuf::from("Cargo.toml")]);
        self.file.program.sources.as_deref().unwrap_or(&*DEFAULT)
    }

    /// The program needs building: it has a build command and is missing or older than a
    /// source file.
    pub fn needs_build(&self) -> Option<&str> {
        let cmd = self.file.program.build.as_deref()?;
        let built = match std::fs::metadata(self.program_wasm()?).and_then(|m| m.modified()) {
            Ok(t) => t,
            Err(_) => return Some(cmd),
        };
        let newest = self
            .sources()
            .iter()
            .filter_map(|s| newest_mtime(&self.dir.join(s)))
            .max();
        if newest.is_some_and(|n| n > built) {
            Some(cmd)
        } else {
            None
        }
    }

    fn selected_path(&self) -> PathBuf {
        self.dir.join(".strata").join("selected-stack")
    }

    /// The selected stack. A selection file naming something that is not a stack name (edited
    /// by hand, or planted) is refused, as a `--stack` argument would be.
    pub fn selected_stack(&self) -> Result<String, WorkspaceError> {
        match read_text(&self.selected_path()) {
            Ok(s) if !s.trim().is_empty() => {
                let name = s.trim().to_string();
                check_stack_name(&name)?;
                Ok(name)
            }
            _ => Err(WorkspaceError::NoStack),
        }
    }

    pub fn select_stack(&self, stack: &str) -> Result<(), WorkspaceError> {
        check_stack_name(stack)?;
        let path = self.selected_path();
        std::fs::create_dir_all(path.parent().expect("has a parent")).map_err(io(&path))?;
        write_atomic(&path, format!("{stack}\n").as_bytes(), 0o644)
    }

    pub fn clear_selection(&self, stack: &str) {
        if self.selected_stack().is_ok_and(|s| s == stack) {
            let _ = std::fs::remove_file(self.selected_path());
        }
    }

    /// The stack's file, `Strata.<stack>.toml`.
    pub fn stack_file(&self, stack: &str) -> Result<PathBuf, WorkspaceError> {
        check_stack_name(stack)?;
        Ok(self.dir.join(format!("Strata.{stack}.toml")))
    }

    /// What is wrong with the stack's file, if it is missing or empty (then the stack has no
    /// configuration, which a stack with resources never lacks by intent): its path and which.
    pub fn stack_file_lost(&self, stack: &str) -> Option<(PathBuf, &'static str)> {
        let path = self.stack_file(stack).ok()?;
        match read_text(&path) {
            Ok(t) if t.trim().is_empty() => Some((path, "empty")),
            Ok(_) => None,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Some((path, "missing")),
            Err(_) => None,
        }
    }

    fn read_stack_file(&self, stack: &str) -> Result<StackFile, WorkspaceError> {
        let path = self.stack_file(stack)?;
        match read_text(&path) {
            Ok(t) => StackFile::parse(&path, &t),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(StackFile::default()),
            Err(e) => Err(io(&path)(e)),
        }
    }

    /// The stack's configuration.
    /// The configuration the program declares: `[config]` in the project file, and for a YAML
    /// program the `config:` entries of its Strata.yaml (type, default, secret, description;
    /// one that cannot be read is left to the program, which reports it by line). A
    /// Strata.yaml past the limits of `yaml.rs` (size, nesting, nodes with aliases expanded) is
    /// an error, found before anything of it is built.
    pub fn declared_config(&self) -> Result<BTreeMap<String, ConfigDecl>, WorkspaceError> {
        let mut out = self.file.config.clone();
        let path = self.dir.join("Strata.yaml");
        if self.file.runtime.as_deref() == Some("yaml")
            && let Some(text) = yaml::read(&path)?
        {
            for (k, decl) in yaml::config(&path, &text)? {
                out.entry(k).or_insert(decl);
            }
        }
        Ok(out)
    }

    pub fn config(&self, stack: &str) -> Result<BTreeMap<String, ConfigValue>, WorkspaceError> {
        let f = self.read_stack_file(stack)?;
        let plain = f
            .config
            .into_iter()
            .map(|(k, v)| (k, ConfigValue::Plain(v)));
        let secret = f
            .secrets
            .into_iter()
            .map(|(k, v)| (k, ConfigValue::Secret(v)));
        Ok(plain.chain(secret).collect())
    }

    /// Set (or with `None`, remove) a configuration value.
    pub fn set_config(
        &self,
        stack: &str,
        key: &str,
        value: Option<ConfigValue>,
    ) -> Result<(), WorkspaceError> {
        let mut f = self.read_stack_file(stack)?;
        f.config.remove(key);
        f.secrets.remove(key);
        match value {
            Some(ConfigValue::Plain(v)) => f.config.insert(key.into(), v),
            Some(ConfigValue::Secret(v)) => f.secrets.insert(key.into(), v),
            None => None,
        };
        self.write_stack_file(stack, &f)
    }

    fn write_stack_file(&self, stack: &str, f: &StackFile) -> Result<(), WorkspaceError> {
        let path = self.stack_file(stack)?;
        let text = toml::to_string(f).map_err(|e| WorkspaceError::Invalid {
            path: path.clone(),
            message: e.to_string(),
        })?;
        write_atomic(&path, text.as_bytes(), 0o644)
    }

    /// How the stack's secrets are encrypted, if it records it.
    pub fn encryption(&self, stack: &str) -> Result<Option<Encryption>, WorkspaceError> {
        Ok(self.read_stack_file(stack)?.encryption)
    }

    /// Record how the stack's secrets are encrypted.
    pub fn set_encryption(&self, stack: &str, e: Encryption) -> Result<(), WorkspaceError> {
        let mut f = self.read_stack_file(stack)?;
        f.encryption = Some(e);
        self.write_stack_file(stack, &f)
    }

    /// Replace every secret of the stack's configuration at once (after a change of key).
    pub fn replace_secrets(
        &self,
        stack: &str,
        e: Encryption,
        secrets: BTreeMap<String, String>,
    ) -> Result<(), WorkspaceError> {
        let mut f = self.read_stack_file(stack)?;
        f.encryption = Some(e);
        f.secrets = secrets;
        self.write_stack_file(stack, &f)
    }

    /// Record in the stack file that `stack rm` is removing the stack (see `StackFile::removing`).
    pub fn mark_removing(&self, stack: &str) -> Result<(), WorkspaceError> {
        let mut f = self.read_stack_file(stack)?;
        f.removing = true;
        self.write_stack_file(stack, &f)
    }

    /// Whether a `stack rm` of the stack began (and did not finish).
    /// Take back [`Project::mark_removing`]: the removal was refused before it began.
    pub fn unmark_removing(&self, stack: &str) -> Result<(), WorkspaceError> {
        let mut f = self.read_stack_file(stack)?;
        f.removing = false;
        self.write_stack_file(stack, &f)
    }

    pub fn is_removing(&self, stack: &str) -> bool {
        self.read_stack_file(stack).is_ok_and(|f| f.removing)
    }

    /// The stack's identity (see the stack file), if it has one.
    pub fn stack_id(&self, stack: &str) -> Result<Option<String>, WorkspaceError> {
        Ok(self.read_stack_file(stack)?.id)
    }

    /// The stack's identity, made now (random) if it has none.
    pub fn ensure_stack_id(&self, stack: &str) -> Result<String, WorkspaceError> {
        let mut f = self.read_stack_file(stack)?;
        if let Some(id) = &f.id {
            return Ok(id.clone());
        }
        let mut bytes = [0u8; 6];
        getrandom::getrandom(&mut bytes).map_err(|e| WorkspaceError::Invalid {
            path: self.stack_file(stack).unwrap_or_default(),
            message: format!("no randomness for the stack's id: {e}"),
        })?;
        let id: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
        f.id = Some(id.clone());
        self.write_stack_file(stack, &f)?;
        Ok(id)
    }

    pub fn remove_stack_file(&self, stack: &str) {
        if let Ok(path) = self.stack_file(stack) {
            let _ = std::fs::remove_file(path);
        }
    }
}

/// The one check of a stack name, wherever it comes from (`--stack`, the selection file, a
/// command's argument): it becomes part of file names.
/// Where `strata login` keeps the backend it remembers for this user.
pub fn login_file() -> Option<PathBuf> {
    strata_policy::user_config_dir().map(|d| d.join("backend"))
}

/// The backend `strata login` remembered, if any.
pub fn remembered_backend() -> Option<String> {
    let text = std::fs::read_to_string(login_file()?).ok()?;
    let url = text.trim();
    (!url.is_empty()).then(|| url.to_string())
}

pub fn check_stack_name(stack: &str) -> Result<(), WorkspaceError> {
    Ok(strata_policy::check_name("stack", stack)?)
}

/// Write `bytes` to `path` whole or not at all, durably: into a temporary of this process's
/// own beside it (`mode`), synced, renamed into place, the directory synced. Each step is a
/// kill point (see `strata_failpoint`). Every file Strata keeps in a project or the user's
/// configuration is written this way.
pub fn write_atomic(path: &Path, bytes: &[u8], mode: u32) -> Result<(), WorkspaceError> {
    use std::io::Write;
    use std::os::unix::fs::OpenOptionsExt;
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let tmp = path.with_file_name(format!(".{name}.tmp-{}-{n}", std::process::id()));
    let point = |what: &str| strata_failpoint::hit(&format!("{what} {name}"));
    let written = point("write")
        .and_then(|()| {
            let mut f = std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .mode(mode)
                .open(&tmp)?;
            f.write_all(bytes)?;
            point("sync")?;
            f.sync_all()
        })
        .map_err(io(path));
    let placed = written.and_then(|()| {
        point("rename")
            .and_then(|()| std::fs::rename(&tmp, path))
            .map_err(io(path))
    });
    if placed.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    placed?;
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty());
    point("sync directory of")
        .and_then(|()| std::fs::File::open(dir.unwrap_or(Path::new(".")))?.sync_all())
        .map_err(io(path))
}

fn newest_mtime(path: &Path) -> Option<SystemTime> {
    let meta = std::fs::metadata(path).ok()?;
    if !meta.is_dir() {
        return meta.modified().ok();
    }
    std::fs::read_dir(path)
        .ok()?
        .filter_map(|e| newest_mtime(&e.ok()?.path()))
        .max()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Walks the kinds of guest (program, provider, policy pack), each with the one sandbox
    /// spec: a grant it may have is read back through `sandbox()`, a misspelt key is refused by
    /// name, and a bad limit names its field; a program may not be given hosts or variables.
    #[test]
    fn every_kind_of_guest_shares_one_sandbox_spec() {
        let tables = [
            ("[program]\nwasm = \"p.wasm\"\n", "program", true),
            (
                "[program]\nwasm = \"p.wasm\"\n[providers.p]\nwasm = \"p.wasm\"\n",
                "providers.p",
                false,
            ),
            (
                "[program]\nwasm = \"p.wasm\"\n[policy.p]\nwasm = \"p.wasm\"\n",
                "policy.p",
                false,
            ),
        ];
        for (table, at, program) in tables {
            let load = |extra: &str| {
                let dir = tempfile::tempdir().unwrap();
                std::fs::create_dir(dir.path().join("out")).unwrap();
                // The extra keys go in the guest's own table: the last one written.
                let text = format!("name = \"x\"\n{table}{extra}");
                std::fs::write(dir.path().join(PROJECT_FILE), text).unwrap();
                Project::load(dir.path()).map(|p| (p, dir))
            };
            let (p, dir) = load("allow-dirs = [\"out\"]\nmemory = \"64MiB\"\ntimeout = \"5s\"\n")
                .unwrap_or_else(|e| panic!("{at}: {e}"));
            let (sandbox, grants) = match at {
                "program" => (p.file.program.sandbox(), p.file.program.grants(dir.path())),
                "providers.p" => (
                    p.file.providers["p"].sandbox(),
                    p.file.providers["p"].grants(dir.path()),
                ),
                _ => (
                    p.file.policy["p"].sandbox(),
                    p.file.policy["p"].grants(dir.path()),
                ),
            };
            assert_eq!(sandbox.dirs.len(), 1, "{at}");
            assert_eq!(grants.unwrap().dirs.len(), 1, "{at}");
            let e = load("allow-host = [\"https://x\"]\n")
                .expect_err(at)
                .to_string();
            assert!(e.contains("allow-host"), "{at}: {e}");
            let e = load("memory = \"lots\"\n").expect_err(at).to_string();
            assert!(e.contains(&format!("{at}.memory")), "{at}: {e}");
            let e = load("timeout = \"soon\"\n").expect_err(at).to_string();
            assert!(e.contains(&format!("{at}.timeout")), "{at}: {e}");
            let hosts = load("allow-hosts = [\"https://example.com\"]\n");
            assert_eq!(hosts.is_err(), program, "{at}");
            if program {
                let e = hosts.err().unwrap().to_string();
                assert!(
                    e.contains("a program reaches no variable and no host"),
                    "{e}"
                );
            }
        }
    }

    #[test]
    fn a_project_s_file_past_the_size_limit_is_refused_naming_it() {
        let dir = tempfile::tempdir().unwrap();
        let big = format!("name = \"x\"\n#{}\n", "-".repeat(MAX_FILE_BYTES as usize));
        for file in [PROJECT_FILE, WORKSPACE_FILE, LOCK_FILE] {
            std::fs::write(dir.path().join(file), &big).unwrap();
        }
        let refused = |e: WorkspaceError| {
            let e = e.to_string();
            assert!(e.contains("larger than 4 MiB"), "{e}");
            e
        };
        assert!(refused(Project::load(dir.path()).unwrap_err()).contains(PROJECT_FILE));
        assert!(refused(Workspace::load(dir.path()).unwrap_err()).contains(WORKSPACE_FILE));
        std::fs::write(
            dir.path().join(PROJECT_FILE),
            "name = \"x\"\n[program]\nwasm = \"p.wasm\"\n",
        )
        .unwrap();
        let p = Project::load(dir.path()).unwrap();
        assert!(refused(p.lock_file().unwrap_err()).contains(LOCK_FILE));
        std::fs::write(dir.path().join("Strata.dev.toml"), &big).unwrap();
        assert!(refused(p.config("dev").unwrap_err()).contains("Strata.dev.toml"));
    }

    #[test]
    fn project_files_parse_and_bad_ones_name_the_file() {
        let dir = tempfile::tempdir().unwrap();
        let err = Project::load(dir.path()).unwrap_err().to_string();
        assert!(err.starts_with("no Strata.toml in"), "{err}");
        std::fs::write(dir.path().join(PROJECT_FILE), "name = \"x\"\n[program]\nwasm = \"p.wasm\"\n[providers.local]\nwasm = \"l.wasm\"\nallow-dirs = [\"out\", { path = \"in\", read-only = true }]\n").unwrap();
        let p = Project::load(dir.path()).unwrap();
        assert_eq!(
            p.file.providers["local"].allow_dirs[1],
            DirEntry::Table {
                path: "in".into(),
                read_only: true
            }
        );
        std::fs::write(
            dir.path().join(PROJECT_FILE),
            "name = \"x\"\n[program]\nwasm = 3\n",
        )
        .unwrap();
        let err = Project::load(dir.path()).unwrap_err().to_string();
        assert!(err.contains("Strata.toml") && err.contains("wasm"), "{err}");
        std::fs::write(
            dir.path().join(PROJECT_FILE),
            "name = \"x\"\nprogramme = 1\n",
        )
        .unwrap();
        let err = Project::load(dir.path()).unwrap_err().to_string();
        assert!(err.contains("programme"), "{err}");
        // The name under which workspaces keep their graphs is not a project's.
        std::fs::write(
            dir.path().join(PROJECT_FILE),
            "name = \"strata-workspaces\"\n[program]\nwasm = \"p.wasm\"\n",
        )
        .unwrap();
        let err = Project::load(dir.path()).unwrap_err().to_string();
        assert!(
            err.contains("Strata.toml") && err.contains("`strata-workspaces` is Strata's own"),
            "{err}"
        );
    }

    #[test]
    fn config_round_trips_through_the_stack_file() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join(PROJECT_FILE),
            "name = \"x\"\n[program]\nwasm = \"p.wasm\"\n",
        )
        .unwrap();
        let p = Project::load(dir.path()).unwrap();
        p.set_config("dev", "greeting", Some(ConfigValue::Plain("hi".into())))
            .unwrap();
        assert_eq!(
            p.config("dev").unwrap()["greeting"],
            ConfigValue::Plain("hi".into())
        );
        p.set_config("dev", "token", Some(ConfigValue::Secret("c1ph3r".into())))
            .unwrap();
        let text = std::fs::read_to_string(dir.path().join("Strata.dev.toml")).unwrap();
        assert!(
            text.contains("[secrets]") && text.contains("c1ph3r"),
            "{text}"
        );
        p.set_config("dev", "greeting", None).unwrap();
        p.set_config("dev", "token", None).unwrap();
        assert!(p.config("dev").unwrap().is_empty());
    }
}

/// The workspace file at the top of a repository.
pub const WORKSPACE_FILE: &str = "Strata.workspace.toml";

/// The project under which persistent workspaces keep their graphs (a stack per workspace): no
/// project of a user's may have its name.
pub const RESERVED_PROJECT: &str = "strata-workspaces";

/// `Strata.workspace.toml`: many stacks (of one or more projects) deployed as one graph.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct WorkspaceFile {
    /// The workspace's name (its persisted graph's key); default: its directory's name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Where the stacks of its projects that name no backend keep their state (relative
    /// `file://` URLs are relative to the workspace); default `file://.strata` here, so that
    /// its projects can read each other's stacks.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub backend: Option<String>,
    /// Keep the set of stacks it deployed in the backend, so that a stack removed from this
    /// file is destroyed by the next `workspace up`.
    #[serde(default)]
    pub persistent: bool,
    /// Stacks run at once, at most (default 4).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub parallel: Option<usize>,
    #[serde(default, rename = "stack")]
    pub stacks: Vec<WorkspaceStack>,
}

/// One stack of a workspace: `[[stack]]`.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct WorkspaceStack {
    /// The project's directory, relative to the workspace.
    pub dir: String,
    /// The stack's name.
    pub stack: String,
    /// Stacks (`project/stack`) this one runs after, besides those it reads.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub after: Vec<String>,
}

/// A workspace file, loaded.
#[derive(Clone, Debug)]
pub struct Workspace {
    pub dir: PathBuf,
    pub file: WorkspaceFile,
}

/// A project or workspace file found above the directory a command runs in is used only if
/// another local user could not have put it, or what is read beside it (a `Strata.yaml`, stack
/// files, `.strata/`), there: it is the user's (or root's), writable by no one else, and its
/// directory is the user's (or root's) and writable by no one else, sticky or not (a planted
/// `/tmp/Strata.workspace.toml` would otherwise choose the backend, and the credentials sent to
/// it, of every project below that names none).
fn refuse_foreign(file: &Path) -> Result<(), WorkspaceError> {
    let why = trust::planted(file);
    match why {
        Some(why) => Err(WorkspaceError::Invalid {
            path: file.into(),
            message: format!(
                "found above the directory this command runs in, and not used: {why}. Run the command in the project's own directory (`--cwd DIR`), or remove that file"
            ),
        }),
        None => Ok(()),
    }
}

impl Workspace {
    /// The workspace file in `start` or the nearest directory above it, if there is one.
    pub fn find(start: &Path) -> Result<Option<Workspace>, WorkspaceError> {
        let start = std::fs::canonicalize(start).map_err(io(start))?;
        for dir in start.ancestors() {
            if dir.join(WORKSPACE_FILE).is_file() {
                if dir != start {
                    refuse_foreign(&dir.join(WORKSPACE_FILE))?;
                }
                return Workspace::load(dir).map(Some);
            }
        }
        Ok(None)
    }

    pub fn load(dir: &Path) -> Result<Workspace, WorkspaceError> {
        let path = dir.join(WORKSPACE_FILE);
        let text = read_text(&path).map_err(io(&path))?;
        Ok(Workspace {
            dir: dir.to_path_buf(),
            file: WorkspaceFile::parse(&path, &text)?,
        })
    }
}

impl WorkspaceFile {
    /// The text of a `Strata.workspace.toml` (at `path`, for errors), parsed and checked.
    pub fn parse(path: &Path, text: &str) -> Result<WorkspaceFile, WorkspaceError> {
        let invalid = |message: String| WorkspaceError::Invalid {
            path: path.into(),
            message,
        };
        let file: WorkspaceFile = toml::from_str(text).map_err(|e| invalid(e.to_string()))?;
        let mut seen = std::collections::BTreeSet::new();
        for s in &file.stacks {
            strata_policy::check_name("stack", &s.stack)?;
            if !seen.insert((s.dir.clone(), s.stack.clone())) {
                return Err(invalid(format!(
                    "stack `{}` of `{}` is listed twice",
                    s.stack, s.dir
                )));
            }
        }
        if file.parallel == Some(0) {
            return Err(invalid("`parallel` must be at least 1".into()));
        }
        if let Some(n) = &file.name {
            strata_policy::check_name("workspace", n)?;
        }
        Ok(file)
    }
}

impl Workspace {
    /// Its name: the file's, else its directory's (made a valid name).
    pub fn name(&self) -> String {
        if let Some(n) = &self.file.name {
            return n.clone();
        }
        let base = self
            .dir
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let clean: String = base
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.') {
                    c
                } else {
                    '-'
                }
            })
            .collect();
        let clean = clean.trim_start_matches(|c: char| !c.is_ascii_alphanumeric());
        if clean.is_empty() {
            "workspace".into()
        } else {
            clean.chars().take(64).collect()
        }
    }

    /// The backend its projects share, as a URL (a relative `file://` made absolute).
    pub fn backend_url(&self) -> String {
        let url = self
            .file
            .backend
            .clone()
            .unwrap_or_else(|| "file://.strata".into());
        match url.strip_prefix("file://") {
            Some(p) if !Path::new(p).is_absolute() => {
                format!("file://{}", self.dir.join(p).display())
            }
            _ => url,
        }
    }

    /// Whether it lists a stack of the project in `dir`.
    pub fn lists(&self, dir: &Path) -> bool {
        let dir = std::fs::canonicalize(dir).unwrap_or_else(|_| dir.to_path_buf());
        // A listed path that already is `dir`'s canonical form names it: a comparison each,
        // with no I/O (a graph of 1,000 stacks asked this of every stack, canonicalizing each
        // listed path each time). Only then, through symlinks and `..`.
        let root = std::fs::canonicalize(&self.dir).unwrap_or_else(|_| self.dir.clone());
        let plain = |p: &str| {
            Path::new(p)
                .components()
                .all(|c| matches!(c, std::path::Component::Normal(_)))
        };
        self.file
            .stacks
            .iter()
            .any(|s| plain(&s.dir) && root.join(&s.dir) == dir)
            || self
                .file
                .stacks
                .iter()
                .any(|s| std::fs::canonicalize(self.dir.join(&s.dir)).is_ok_and(|d| d == dir))
    }
}

#[cfg(test)]
mod found_above {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    /// Every way a project or workspace file above the command's directory could have been
    /// put there by another local user: refused, naming the file; the user's own is used.
    #[test]
    fn a_file_found_above_that_another_user_could_have_put_there_is_not_used() {
        let root = std::fs::metadata("/proc/self")
            .map(|m| std::os::unix::fs::MetadataExt::uid(&m) == 0)
            .unwrap_or(false);
        let mut cases = 0;
        for file in [WORKSPACE_FILE, PROJECT_FILE] {
            for how in [
                "another user's",
                "writable by all",
                "in a directory all can write",
                "in a sticky directory all can write",
                "in another user's directory",
                "writable by another group",
            ] {
                if (how.contains("another user's") || how.contains("another group")) && !root {
                    continue;
                }
                cases += 1;
                let d = tempfile::tempdir().unwrap();
                let (above, below) = (d.path().join("shared"), d.path().join("shared/me/app"));
                std::fs::create_dir_all(&below).unwrap();
                let body = if file == WORKSPACE_FILE {
                    "backend = \"postgres://attacker.example/db\"\n"
                } else {
                    "name = \"planted\"\n"
                };
                let planted = above.join(file);
                std::fs::write(&planted, body).unwrap();
                match how {
                    "another user's" => {
                        std::os::unix::fs::lchown(&planted, Some(4242), None).unwrap()
                    }
                    "writable by all" => {
                        std::fs::set_permissions(&planted, std::fs::Permissions::from_mode(0o666))
                            .unwrap()
                    }
                    "in a sticky directory all can write" => {
                        std::fs::set_permissions(&above, std::fs::Permissions::from_mode(0o1777))
                            .unwrap()
                    }
                    "in another user's directory" => {
                        std::os::unix::fs::lchown(&above, Some(4242), None).unwrap()
                    }
                    "writable by another group" => {
                        std::os::unix::fs::lchown(&planted, None, Some(4242)).unwrap();
                        std::fs::set_permissions(&planted, std::fs::Permissions::from_mode(0o664))
                            .unwrap()
                    }
                    _ => std::fs::set_permissions(&above, std::fs::Permissions::from_mode(0o777))
                        .unwrap(),
                }
                let err = if file == WORKSPACE_FILE {
                    Workspace::find(&below).err().map(|e| e.to_string())
                } else {
                    Project::find(&below).err().map(|e| e.to_string())
                };
                let err = err.unwrap_or_else(|| panic!("{file} {how}: used"));
                assert!(
                    err.contains("not used") && err.contains(file),
                    "{file} {how}: {err}"
                );
                // In the command's own directory, it is the user's choice.
                if file == PROJECT_FILE
                    && let Err(e) = Project::find(&above)
                {
                    assert!(!e.to_string().contains("not used"), "{file} {how}: {e}");
                }
            }
        }
        assert!(cases >= 4, "{cases}");
        // The user's own, above: used.
        let d = tempfile::tempdir().unwrap();
        let below = d.path().join("me/app");
        std::fs::create_dir_all(&below).unwrap();
        std::fs::write(d.path().join(WORKSPACE_FILE), "persistent = false\n").unwrap();
        assert!(Workspace::find(&below).unwrap().is_some());
    }
}
