//! `strata`: the command-line interface. The only crate that prints.

/// Print a line on stdout; when stdout is a pipe that was closed (`strata … | head -1`), end
/// quietly as other command-line tools do, rather than panic.
macro_rules! outln {
    ($($arg:tt)*) => {
        $crate::write_out(format_args!("{}\n", format_args!($($arg)*)))
    };
}

/// [`outln!`] without the newline.
macro_rules! out {
    ($($arg:tt)*) => {
        $crate::write_out(format_args!($($arg)*))
    };
}

/// A line on stderr, through the output guard.
macro_rules! errln {
    ($($arg:tt)*) => {
        $crate::write_err(format_args!("{}\n", format_args!($($arg)*)))
    };
}

/// [`errln!`] without the newline.
macro_rules! err {
    ($($arg:tt)*) => {
        $crate::write_err(format_args!($($arg)*))
    };
}

mod guard;

fn write_out(args: std::fmt::Arguments<'_>) {
    use std::io::Write;
    let text = args.to_string();
    let mut o = std::io::stdout().lock(); // guarded: the text passes `guard::shown`
    if let Err(e) = o
        .write_all(guard::shown(&text).as_bytes())
        .and_then(|()| o.flush())
        && e.kind() == std::io::ErrorKind::BrokenPipe
    {
        std::process::exit(0);
    }
}

fn write_err(args: std::fmt::Arguments<'_>) {
    use std::io::Write;
    let text = args.to_string();
    let mut e = std::io::stderr().lock(); // guarded: the text passes `guard::shown`
    let _ = e
        .write_all(guard::shown(&text).as_bytes())
        .and_then(|()| e.flush());
}

/// mimalloc: alternated against the system allocator, every engine scenario was faster with it
/// (a 10,000-resource no-op 0.17-0.18 s against 0.13 s; docs/performance.md).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// mimalloc hands memory that stayed free for 10 ms back to the kernel. A large run frees and
/// takes memory all along, and got it back zeroed by the kernel again and again: a create of
/// 100,000 resources took 3,500-6,000 page faults, 10% of its samples in `clear_page_erms`,
/// against 750 faults with a delay of a second (`docs/performance.md`, stop 24). A second,
/// then, unless `MIMALLOC_PURGE_DELAY` says otherwise.
#[expect(
    unsafe_code,
    reason = "one call into mimalloc's C API, first thing in `main`"
)]
fn allocator_options() {
    // `mi_option_purge_delay` in mimalloc v2's `mimalloc.h` (the `v2` feature is pinned).
    const PURGE_DELAY: libmimalloc_sys::mi_option_t = 15;
    if std::env::var_os("MIMALLOC_PURGE_DELAY").is_none() {
        // SAFETY: `mi_option_set` is not thread safe, and this runs before any other thread
        // starts; the option is a plain number that mimalloc reads at each purge.
        unsafe { libmimalloc_sys::mi_option_set(PURGE_DELAY, 1000) }
    }
}

mod account;
mod compile;
mod operate;
mod plugin;
mod render;
mod scaffold;
mod stack;
mod watch;
mod workspace;

use clap::{Args, Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "strata",
    version,
    about = "Infrastructure as code, with every provider in a WebAssembly sandbox"
)]
struct Cli {
    /// Run as if started in DIR.
    #[arg(long, global = true, value_name = "DIR")]
    cwd: Option<PathBuf>,
    /// The stack to operate on (default: the selected stack).
    #[arg(long, short, global = true)]
    stack: Option<String>,
    /// Where state lives: file://DIR, s3://BUCKET/PREFIX?endpoint=URL&region=R or
    /// postgres://USER@HOST:PORT/DB (default: $STRATA_BACKEND,
    /// else the project's `backend`, else .strata/ in the project).
    #[arg(long, global = true, value_name = "URL", env = "STRATA_BACKEND")]
    backend: Option<String>,
    /// Run the program's build command this once, even if it is not trusted (`strata trust`).
    #[arg(long, global = true, conflicts_with = "no_build")]
    build: bool,
    /// Never run the program's build command: use the component built last.
    #[arg(long, global = true)]
    no_build: bool,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Create a new project in DIR.
    New {
        /// The directory to create the project in (made if missing).
        dir: PathBuf,
        /// What to make: a project with its program in a language (`yaml`: a Strata.yaml, no
        /// toolchain needed), a policy pack (`policy-LANGUAGE`) or a provider
        /// (`provider-LANGUAGE`).
        // The values are the language table's templates (`strata_workspace::languages`).
        #[arg(long, default_value = "rust", value_parser = clap::builder::PossibleValuesParser::new(strata_workspace::languages::template_names()))]
        template: String,
        /// The project name (default: the directory's name).
        #[arg(long)]
        name: Option<String>,
    },
    /// Remember a backend for your user (file:///DIR, s3://BUCKET/PREFIX or postgres://…): the
    /// projects that name none use it. Without URL, show the one remembered.
    Login { url: Option<String> },
    /// Forget the backend `strata login` remembered.
    Logout,
    /// Trust the project in DIR (default: this one) on this machine: its build command as it
    /// is now runs when its sources change, and `up --cascade` may run it. Kept in
    /// trusted.toml in your configuration directory.
    Trust {
        /// The project directory (default: the current project's).
        dir: Option<PathBuf>,
        /// List what is trusted.
        #[arg(long, conflicts_with = "remove")]
        list: bool,
        /// Stop trusting it.
        #[arg(long)]
        remove: bool,
    },
    /// Manage stacks.
    #[command(subcommand)]
    Stack(StackCommand),
    /// Manage the stack's configuration.
    #[command(subcommand)]
    Config(ConfigCommand),
    /// Show what `up` would change, without changing anything.
    Preview(PreviewArgs),
    /// Create or update the stack's resources.
    Up(UpArgs),
    /// Delete every resource of the stack.
    Destroy(DestroyArgs),
    /// Deploy the stack, then again whenever the program's sources, the project file or the
    /// stack's configuration change (the program rebuilt first); Ctrl-C stops after the run in
    /// progress.
    Watch {
        #[command(flatten)]
        common: CommonArgs,
        /// Also redeploy when this file or directory changes. Repeatable.
        #[arg(long, value_name = "PATH")]
        path: Vec<PathBuf>,
        /// How long the files must be quiet before a run starts, in milliseconds.
        #[arg(long, value_name = "MS", default_value_t = 300)]
        debounce_ms: u64,
    },
    /// Write the project's CloudFormation template (runtime = "cloudformation") as a program in
    /// another language, which declares what the template declares: parameters as
    /// configuration, conditions as code, references as references. Run as the stack's program,
    /// it deploys as a no-op.
    Convert {
        /// The template: the project's `main` (the default).
        template: Option<PathBuf>,
        /// The language to write.
        #[arg(long, value_parser = clap::builder::PossibleValuesParser::new(strata_ops::compile::CONVERT_LANGUAGES))]
        lang: String,
        /// Write it to FILE (whole or not at all) instead of printing it.
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
    /// Compile the stack to another tool's form without deploying it: `cloudformation` writes a
    /// CloudFormation template (the program runs as for a preview).
    Compile {
        /// What to compile to: `cloudformation` (the targets are `strata_ops::compile::TARGETS`).
        #[arg(long, value_parser = clap::builder::PossibleValuesParser::new(
            strata_ops::compile::TARGETS.iter().map(|t| t.name())
        ))]
        target: String,
        /// Write the template to FILE (`.json` for JSON, else YAML) instead of printing it.
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
        /// `yaml` or `json` (default: from --out's extension, else YAML).
        #[arg(long, value_parser = ["yaml", "json"])]
        format: Option<String>,
        /// Write what can be compiled and list what cannot, rather than refuse.
        #[arg(long)]
        allow_partial: bool,
    },
    /// Read every resource from its provider and record what exists now; settle operations an
    /// interruption left pending. The program is not run.
    Refresh(RefreshArgs),
    /// Adopt an existing resource into the stack: read it from its provider and record it
    /// (nothing is changed where it lives), then print the declaration to add to the program.
    /// `strata import TYPE NAME ID`; or `strata import --from cloudformation STACK`: adopt
    /// every resource a deployed CloudFormation stack holds into this stack, which runs the
    /// same template (runtime = "cloudformation"), so that the next `up` changes nothing.
    #[command(
        override_usage = "strata import [OPTIONS] TYPE NAME ID\n       strata import [OPTIONS] --from cloudformation STACK"
    )]
    Import {
        /// TYPE NAME ID: the resource's type (`random:String`), its name in the program and its
        /// id at the provider; with --from, the name of the deployed stack.
        #[arg(value_name = "TYPE NAME ID | STACK", num_args = 1..=3, required = true)]
        what: Vec<String>,
        /// Adopt what a deployed stack of another engine holds: `cloudformation` (read
        /// through the project's AWS provider).
        #[arg(long, value_parser = ["cloudformation"])]
        from: Option<String>,
        /// Protect it from deletes and replacements (the default, as Pulumi does, so that a
        /// program that does not declare it yet cannot delete it): `--protect false` not to.
        #[arg(long, default_value_t = true, action = clap::ArgAction::Set, value_name = "BOOL",
              num_args = 0..=1, default_missing_value = "true")]
        protect: bool,
        /// Do not ask for confirmation.
        #[arg(long, short)]
        yes: bool,
        /// Print one JSON event per line, then a summary object.
        #[arg(long)]
        json: bool,
    },
    /// Install, publish and update providers and policy packs (from registries, files or URLs).
    #[command(subcommand)]
    Plugin(plugin::PluginCommand),
    /// Work with policy packs.
    #[command(subcommand)]
    Policy(PolicyCommand),
    /// Edit the stack's state by hand (each edit takes the lock and makes a new version).
    #[command(subcommand)]
    State(StateCommand),
    /// Serve a read-only web console of the project's (or the workspace's) stacks on
    /// 127.0.0.1: their resources, graph, history and live operations. Stops on Ctrl-C.
    Console {
        /// The port (default: any free one).
        #[arg(long, default_value_t = 0)]
        port: u16,
        /// Open it in the browser too (`xdg-open`, or `open` on macOS).
        #[arg(long)]
        open: bool,
    },
    /// Print the stack's resource graph (from its state, or with --program from the program),
    /// with its dependency edges.
    Graph {
        /// `dot` (Graphviz), `mermaid`, or `svg` (rendered by Graphviz's `dot`).
        #[arg(long, default_value = "dot", value_parser = ["dot", "mermaid", "svg"])]
        format: String,
        /// The graph the program declares (it is run, as for a preview), instead of the state's.
        #[arg(long)]
        program: bool,
    },
    /// Generate typed resource classes from a provider's schema (doc comments included), so
    /// that a misspelt property is a compile error.
    GenSdk {
        /// The provider's name in Strata.toml.
        provider: String,
        /// The language: `rust`, `typescript` or `python`.
        #[arg(long, default_value = "rust")]
        lang: String,
        /// Write DIR/<package>.rs (.ts, .py) instead of printing it.
        #[arg(long, value_name = "DIR")]
        out: Option<PathBuf>,
        /// Also the types of these services that the provider serves generically (the AWS
        /// provider's Cloud Control types: `--services lambda,rds`, or `all`); by default only
        /// the types it serves by hand, so that programs stay small.
        #[arg(long, value_delimiter = ',', value_name = "SERVICE,…")]
        services: Vec<String>,
    },
    /// Run the stacks of the workspace (`Strata.workspace.toml` here or above) as one graph.
    #[command(subcommand)]
    Workspace(WorkspaceCommand),
    /// Show the resource types a provider of the project offers, with their inputs and outputs.
    Schema {
        /// The provider's name in Strata.toml.
        provider: String,
        /// Print the schema as JSON.
        #[arg(long)]
        json: bool,
        /// For each type served more than one way (the AWS provider's hand-verified types):
        /// how many inputs its own calls serve and how many another way (Cloud Control).
        #[arg(long, conflicts_with = "json")]
        coverage: bool,
    },
}

/// What `preview`, `up`, `destroy` and `refresh` were asked, whichever of them it is: the
/// operation's options, and what the command line does around it.
#[derive(Clone, Default)]
struct UpdateArgs {
    json: bool,
    /// `--diff`: changed values are shown whole.
    diff: bool,
    /// `up --cascade`, `preview --cascade`: then the stacks that read this one's outputs.
    cascade: bool,
    options: strata_ops::Options,
}

/// What either form of `strata import` asks of its operation, besides what it adopts.
fn import_args(
    json: bool,
    yes: bool,
    build: strata_ops::BuildChoice,
    adopt: strata_ops::Options,
) -> UpdateArgs {
    UpdateArgs {
        json,
        diff: false,
        cascade: false,
        options: strata_ops::Options {
            yes,
            parallel: strata_ops::DEFAULT_PARALLEL,
            build,
            ..adopt
        },
    }
}

/// Flags every operation on resources takes.
#[derive(Args, Clone)]
struct CommonArgs {
    /// Print one JSON event per line, then a summary object.
    #[arg(long)]
    json: bool,
    /// Show changed values whole (otherwise a long value is cut, around where the two sides
    /// differ).
    #[arg(long)]
    diff: bool,
    /// Wait up to DURATION (`30s`, `5m`) for a stack locked by another run to be released (or
    /// its lease to run out), as Terraform's `-lock-timeout`; by default a locked stack is
    /// refused at once.
    #[arg(long, value_name = "DURATION", value_parser = parse_duration)]
    lock_timeout: Option<std::time::Duration>,
    /// Run at most N provider calls at once (at least 1).
    #[arg(long, short, value_name = "N", default_value_t = strata_ops::DEFAULT_PARALLEL as u32,
          value_parser = clap::value_parser!(u32).range(1..))]
    parallel: u32,
    /// Change only this resource (a URN; `*` matches any run of characters). Repeatable.
    #[arg(long, value_name = "URN")]
    target: Vec<String>,
    /// With --target: also change every resource that depends on a target.
    #[arg(long, requires = "target")]
    target_dependents: bool,
    /// Leave this resource alone (a URN; `*` matches any run of characters). Repeatable.
    #[arg(long, value_name = "URN")]
    exclude: Vec<String>,
    /// With --exclude: also leave alone every resource that depends on an excluded one.
    #[arg(long, requires = "exclude")]
    exclude_dependents: bool,
}

#[derive(Subcommand)]
enum PolicyCommand {
    /// Check resources described in JSON files against a policy pack, without a stack: each
    /// file holds one resource (`{"type": "aws:s3:Bucket", "name": "logs", "inputs": {…}}`,
    /// optionally `op`, `protect`, `outputs`, `dependencies`) or a list of them (which are
    /// then also checked together by the stack policies). Exits with 1 on a mandatory
    /// violation.
    Test {
        /// The pack: a `.wasm` component of `strata:policy`, or the name of a [policy.NAME]
        /// entry of this project.
        pack: PathBuf,
        /// A JSON file of resources. Repeatable.
        #[arg(long, required = true, value_name = "FILE.json")]
        resource: Vec<PathBuf>,
        /// The stack name the pack is told (default `test`).
        #[arg(long, value_name = "NAME")]
        stack: Option<String>,
        /// The policies' configuration and enforcement, as a project's [policy.NAME] table
        /// in a TOML file (`[enforcement]`, `[config.POLICY]`).
        #[arg(long, value_name = "FILE.toml")]
        config: Option<PathBuf>,
        /// Print the violations as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Check a deployed stack against its policy packs (those of its policy groups), as it is
    /// recorded: every resource, then the stack, with no program run and no provider call.
    /// Exits with 1 on a mandatory violation.
    Check {
        /// Also run this policy pack (a `.wasm` component of `strata:policy`). Repeatable.
        #[arg(long, value_name = "FILE")]
        policy_pack: Vec<PathBuf>,
        /// Print the violations as JSON.
        #[arg(long)]
        json: bool,
    },
}

#[derive(Args, Clone)]
struct PreviewArgs {
    #[command(flatten)]
    common: CommonArgs,
    /// Read each resource from its provider first, so that changes made outside Strata are
    /// seen.
    #[arg(long, short)]
    refresh: bool,
    /// Exit with status 2 (the diff shown) if anything would change: a drift check for CI.
    #[arg(long)]
    expect_no_changes: bool,
    /// Replace this resource even if nothing about it changed (a URN; `*` wildcards).
    /// Repeatable.
    #[arg(long, value_name = "URN")]
    replace: Vec<String>,
    /// Replace this resource and change nothing else: `--target URN --replace URN`.
    /// Repeatable.
    #[arg(long, value_name = "URN")]
    target_replace: Vec<String>,
    /// Delete and replace protected resources as if they were not; what the program protects
    /// stays protected after.
    #[arg(long)]
    ignore_protect: bool,
    /// Save the steps of this preview to FILE (secrets encrypted), for `strata up --plan FILE`
    /// to apply exactly.
    #[arg(long, value_name = "FILE")]
    save_plan: Option<PathBuf>,
    /// Then preview the stacks that read this stack's outputs, in dependency order, with the
    /// outputs this preview says they will read.
    #[arg(long, conflicts_with = "save_plan")]
    cascade: bool,
    /// Also run this policy pack (a `.wasm` component of `strata:policy`), besides the
    /// project's [policy.NAME] packs. Repeatable.
    #[arg(long, value_name = "FILE")]
    policy_pack: Vec<PathBuf>,
}

#[derive(Args, Clone)]
struct UpArgs {
    /// Do not ask for confirmation.
    #[arg(long, short)]
    yes: bool,
    #[command(flatten)]
    common: CommonArgs,
    /// Read each resource from its provider first, so that changes made outside Strata are
    /// seen and undone.
    #[arg(long, short)]
    refresh: bool,
    /// Deploy what can be deployed even when some resources cannot (an unknown provider or
    /// type); by default such a program changes nothing.
    #[arg(long)]
    continue_on_error: bool,
    /// Change nothing, and exit with status 2 (the diff shown) if anything would change.
    #[arg(long)]
    expect_no_changes: bool,
    /// Replace this resource even if nothing about it changed (a URN; `*` wildcards).
    /// Repeatable.
    #[arg(long, value_name = "URN")]
    replace: Vec<String>,
    /// Replace this resource and change nothing else: `--target URN --replace URN`.
    /// Repeatable.
    #[arg(long, value_name = "URN")]
    target_replace: Vec<String>,
    /// Delete and replace protected resources as if they were not; what the program protects
    /// stays protected after.
    #[arg(long)]
    ignore_protect: bool,
    /// Apply exactly the steps saved by `strata preview --save-plan FILE`, or refuse before any
    /// change if the state, the program or its configuration changed what they would be.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["replace", "target_replace", "expect_no_changes"])]
    plan: Option<PathBuf>,
    /// Go ahead even if the program drops an output that another stack reads (that stack is
    /// then stale).
    #[arg(long)]
    force: bool,
    /// Then update the stacks that read this stack's outputs and are out of date, in
    /// dependency order (independent ones at once), each under its own lock; stop at the
    /// first failure.
    #[arg(long)]
    cascade: bool,
    /// Also run this policy pack (a `.wasm` component of `strata:policy`), besides the
    /// project's [policy.NAME] packs. Repeatable.
    #[arg(long, value_name = "FILE")]
    policy_pack: Vec<PathBuf>,
    /// A mandatory policy violation fails only its resource's step, and what complies is made.
    /// By default, with policy packs, `up` previews first and a mandatory violation anywhere
    /// blocks the whole update before any change.
    #[arg(long)]
    policy_per_resource: bool,
}

#[derive(Args, Clone)]
struct DestroyArgs {
    /// Do not ask for confirmation.
    #[arg(long, short)]
    yes: bool,
    #[command(flatten)]
    common: CommonArgs,
    /// Keep protected resources, and what they depend on; destroy everything else.
    #[arg(long, conflicts_with = "ignore_protect")]
    exclude_protected: bool,
    /// Destroy protected resources too.
    #[arg(long)]
    ignore_protect: bool,
    /// Destroy the stack even if other stacks read its outputs (they are then stale).
    #[arg(long)]
    force: bool,
}

#[derive(Args, Clone)]
struct RefreshArgs {
    /// Do not ask for confirmation.
    #[arg(long, short)]
    yes: bool,
    #[command(flatten)]
    common: CommonArgs,
    /// Import the resources that interrupted creates made: `URN=ID` (or `NAME=ID`) by id;
    /// without `=ID`, whatever the provider finds (clearing what it does not find).
    #[arg(long, num_args = 0.., value_name = "URN=ID")]
    import_pending_creates: Option<Vec<String>>,
    /// Forget interrupted creates (those not imported by --import-pending-creates).
    #[arg(long)]
    clear_pending_creates: bool,
    /// Show what the providers report, and record nothing.
    #[arg(long)]
    preview_only: bool,
    /// Exit with status 2 (the drift shown) if what exists differs from the state.
    #[arg(long)]
    expect_no_changes: bool,
}

impl CommonArgs {
    fn into_update(self, build: strata_ops::BuildChoice) -> UpdateArgs {
        UpdateArgs {
            json: self.json,
            diff: self.diff,
            cascade: false,
            options: strata_ops::Options {
                lock_timeout: self.lock_timeout,
                parallel: self.parallel as usize,
                build,
                targets: strata_engine::Targets {
                    include: self.target,
                    include_dependents: self.target_dependents,
                    exclude: self.exclude,
                    exclude_dependents: self.exclude_dependents,
                    ..Default::default()
                },
                ..strata_ops::Options::default()
            },
        }
    }
}

#[derive(Subcommand)]
enum StateCommand {
    /// Forget a resource (it is not deleted where it lives): its URN, or its name if unique.
    /// Refused while other resources depend on it or it is protected, unless --force.
    Delete {
        resource: String,
        #[arg(long)]
        force: bool,
    },
    /// Let a protected resource be replaced or deleted again.
    Unprotect { resource: String },
    /// Give a resource a new name in the state (its dependents follow), to match a program
    /// that renamed it, so the next `up` neither deletes nor recreates it.
    Rename { resource: String, new_name: String },
    /// Mark a resource (its URN, or its name if unique) to be replaced by the next `up`, as
    /// Terraform's and Pulumi's taint; `preview` shows the replacement.
    Taint { resource: String },
    /// Take back a taint.
    Untaint { resource: String },
    /// Move resources to another stack of the project (a stack split in two, or layers
    /// regrouped), with their state and secrets. Refused while a moved resource depends on one
    /// that stays, or one that stays depends on a moved one, unless --force (which drops those
    /// dependencies).
    Move {
        /// Names or URNs of the resources to move.
        #[arg(required = true)]
        resources: Vec<String>,
        /// The stack to move them to.
        #[arg(long, value_name = "STACK")]
        to: String,
        #[arg(long)]
        force: bool,
    },
}

#[derive(Subcommand)]
enum StackCommand {
    /// Create a stack and select it.
    Init { name: String },
    /// List the stacks.
    Ls,
    /// Select the stack later commands use.
    Select { name: String },
    /// Remove a stack; it must be empty unless --force.
    Rm {
        name: String,
        #[arg(long)]
        force: bool,
    },
    /// List the kept versions of the stack's state: when, by which command and whom, and what
    /// changed.
    History {
        /// One JSON array: serial, updated_at, command, user, resources, changes.
        #[arg(long)]
        json: bool,
    },
    /// Copy the stack, every version of it, to another backend (file://DIR or
    /// postgres://…), verify the copy, then remove the original. Its secrets need nothing
    /// more: their key is the stack file's, which stays with the project.
    Move {
        /// The backend to move it to.
        #[arg(long, value_name = "URL")]
        to: String,
    },
    /// Write the stack's state (the current version, or --version N) as JSON, secrets sealed.
    Export {
        #[arg(long)]
        version: Option<u64>,
        /// Write to FILE instead of stdout.
        #[arg(long, value_name = "FILE")]
        file: Option<PathBuf>,
    },
    /// Replace the stack's state with an exported one, after checking it; the replaced version
    /// stays in history. Asks first, as `up` and `import` do.
    Import {
        #[arg(long, value_name = "FILE")]
        file: PathBuf,
        /// Do not ask for confirmation.
        #[arg(long, short)]
        yes: bool,
    },
    /// Make kept version N the current state again, as a new version (every version stays in
    /// history). Works when the current version cannot be read (a corrupt or lost pointer, a
    /// damaged or deleted version file).
    Restore {
        /// The version to restore (`strata stack history` lists them).
        version: u64,
    },
    /// Encrypt the stack's secrets (its configuration and its state) with a new key: `key` (a
    /// random key kept in your key directory under its id), `passphrase` (derived from
    /// $STRATA_PASSPHRASE) or `awskms://alias/NAME?region=R` (a random key wrapped by that AWS
    /// KMS key; credentials from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY; `&endpoint=URL`
    /// for a local KMS). The stack file records the new key's id (and the wrapped key), never
    /// the key.
    ChangeSecretsProvider {
        /// `key`, `passphrase` or `awskms://…`.
        provider: String,
    },
    /// Remove the stack's lock when its holder is gone (its process died on this machine) or
    /// the lock cannot be read; with --force, whoever holds it.
    Unlock {
        /// Remove the lock even if its holder may still be running.
        #[arg(long)]
        force: bool,
    },
    /// List the stacks this one reads through stack references (upstreams) and those that read
    /// it (downstreams), and which are stale: an output they read changed since.
    Deps {
        #[arg(long)]
        json: bool,
    },
    /// Show the stack's outputs.
    Output {
        /// Just this output.
        name: Option<String>,
        #[arg(long)]
        json: bool,
        /// Show secret values in plaintext.
        #[arg(long)]
        show_secrets: bool,
    },
}

/// Flags of the workspace commands that run stacks.
#[derive(Args, Clone)]
struct WorkspaceRunArgs {
    /// Do not ask for confirmation.
    #[arg(long, short)]
    yes: bool,
    /// One JSON line per stack, then a summary object.
    #[arg(long)]
    json: bool,
    /// Run at most N stacks at once (default: the workspace's `parallel`, else 4).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    parallel: Option<u32>,
}

#[derive(Subcommand)]
enum WorkspaceCommand {
    /// Preview every stack, in dependency order (and, for a persistent workspace, the stacks
    /// removed from the file that `up` would destroy).
    Preview(WorkspaceRunArgs),
    /// Update every stack in dependency order, independent ones at once; a persistent
    /// workspace first destroys the stacks removed from the file (dependents first).
    Up(WorkspaceRunArgs),
    /// Destroy every stack, dependents first.
    Destroy(WorkspaceRunArgs),
    /// Draw the graph of stacks: who reads whom.
    Graph {
        /// `dot` (Graphviz), `mermaid`, or `svg` (rendered by Graphviz's `dot`).
        #[arg(long, default_value = "dot")]
        format: String,
    },
    /// List the stacks: resources, version, and whether they are stale.
    Ls,
    /// List the versions of a persistent workspace's graph.
    History {
        #[arg(long)]
        json: bool,
    },
    /// Remove the lock of a persistent workspace's graph left by a process that is gone; with
    /// --force, whoever holds it.
    Unlock {
        #[arg(long)]
        force: bool,
    },
}

#[derive(Subcommand)]
enum ConfigCommand {
    /// Set a configuration value.
    Set {
        key: String,
        value: String,
        /// Keep the value secret: encrypted in the stack file and in state, redacted in output.
        #[arg(long)]
        secret: bool,
    },
    /// Print a configuration value (a secret as `[secret]` unless --show-secrets).
    Get {
        key: String,
        /// Print a secret's plaintext.
        #[arg(long)]
        show_secrets: bool,
    },
    /// Remove a configuration value.
    Rm { key: String },
    /// List the configuration.
    Ls,
}

/// Arguments clap refuses (`--parallel 0`, `--lock-timeout banana`, a misspelt flag): said on
/// stderr as clap says them, and, for a command asked for `--json`, as the summary line that
/// ends every `--json` run, so that a program reading stdout is never left with nothing.
fn refuse_arguments(e: clap::Error) -> ! {
    use clap::error::ErrorKind;
    let args: Vec<String> = std::env::args().skip(1).collect();
    let asked_json = args
        .iter()
        .take_while(|a| *a != "--")
        .any(|a| a == "--json");
    let shown = !matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion);
    if asked_json && shown {
        let message = e.render().to_string();
        let first = message.lines().next().unwrap_or_default();
        let why = first.strip_prefix("error: ").unwrap_or(first);
        let error = strata_ops::Error::new(
            strata_ops::ErrorKind::Invalid,
            format!("{why} (`strata --help` lists the commands and flags)"),
        );
        let preview = args.iter().any(|a| a == "preview");
        outln!(
            "{}",
            strata_ops::events::refused_json(
                "the command",
                preview,
                &error,
                std::time::Duration::ZERO
            )
        );
    }
    e.exit()
}

fn main() -> ExitCode {
    allocator_options();
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => refuse_arguments(e),
    };
    let rt = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => {
            errln!("error: cannot start the runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    // The command runs on a worker, not on this thread: the engine's executor then wakes the
    // steps it starts on its own thread's queue, where the main thread would have to be woken
    // from sleep at every step, and would wake a worker for each step it starts. Measured on a
    // chain of 1,000 steps (the journal appended on the writer's thread): 5,700-6,500 voluntary
    // context switches with the command on the main thread, 4,500-4,700 on a worker; a create
    // of 10,000: 4,100-5,800 against 900-1,400.
    match rt.block_on(rt.spawn(run(cli))) {
        Ok(Ok(code)) => code,
        Ok(Err(e)) => {
            errln!("error: {e:#}");
            ExitCode::FAILURE
        }
        Err(e) => {
            errln!("error: strata failed unexpectedly: {e}");
            ExitCode::FAILURE
        }
    }
}

async fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    let cwd = match &cli.cwd {
        Some(d) => d.clone(),
        None => std::env::current_dir()?,
    };
    let stack = cli.stack.clone();
    let backend = cli.backend.as_deref();
    let build = match (cli.build, cli.no_build) {
        (true, _) => strata_ops::BuildChoice::Always,
        (_, true) => strata_ops::BuildChoice::Never,
        _ => strata_ops::BuildChoice::Trusted,
    };
    use strata_ops::Kind;
    match cli.command {
        Command::New {
            dir,
            name,
            template,
        } => scaffold::new_project(&cwd.join(dir), name, &template).map(|()| ExitCode::SUCCESS),
        Command::Stack(c) => stack::run(&cwd, stack, backend, c).await,
        Command::Login { url } => account::login(url.as_deref()).await,
        Command::Logout => account::logout(),
        Command::Trust { dir, list, remove } => {
            account::trust(&dir.map_or(cwd.clone(), |d| cwd.join(d)), list, remove)
        }
        Command::Config(c) => stack::config(&cwd, stack, backend, c).await,
        Command::Preview(a) => {
            let mut args = a.common.into_update(build);
            let o = &mut args.options;
            o.refresh = a.refresh;
            o.expect_no_changes = a.expect_no_changes;
            o.targets.replace = a.replace;
            o.targets.target_replace(a.target_replace);
            o.ignore_protect = a.ignore_protect;
            o.save_plan = a.save_plan.map(|f| cwd.join(f));
            o.policy_packs = a.policy_pack.iter().map(|f| cwd.join(f)).collect();
            args.cascade = a.cascade;
            operate::run(&cwd, stack, backend, Kind::Preview, args).await
        }
        Command::Up(a) => {
            let mut args = a.common.into_update(build);
            let o = &mut args.options;
            o.yes = a.yes;
            o.refresh = a.refresh;
            o.continue_on_error = a.continue_on_error;
            o.expect_no_changes = a.expect_no_changes;
            o.force = a.force;
            o.targets.replace = a.replace;
            o.targets.target_replace(a.target_replace);
            o.ignore_protect = a.ignore_protect;
            o.plan = a.plan.map(|f| cwd.join(f));
            o.policy_packs = a.policy_pack.iter().map(|f| cwd.join(f)).collect();
            o.policy_per_resource = a.policy_per_resource;
            args.cascade = a.cascade;
            operate::run(&cwd, stack, backend, Kind::Up, args).await
        }
        Command::Destroy(a) => {
            let mut args = a.common.into_update(build);
            let o = &mut args.options;
            o.yes = a.yes;
            o.force = a.force;
            o.targets.exclude_protected = a.exclude_protected;
            o.ignore_protect = a.ignore_protect;
            operate::run(&cwd, stack, backend, Kind::Destroy, args).await
        }
        Command::Refresh(a) => {
            let mut args = a.common.into_update(build);
            let o = &mut args.options;
            o.yes = a.yes;
            o.import_pending_creates = a.import_pending_creates;
            o.clear_pending_creates = a.clear_pending_creates;
            o.expect_no_changes = a.expect_no_changes;
            o.preview_only = a.preview_only;
            operate::run(&cwd, stack, backend, Kind::Refresh, args).await
        }
        Command::Import {
            from: Some(_),
            what,
            protect,
            yes,
            json,
        } => {
            let [cfn_stack] = what.as_slice() else {
                anyhow::bail!(
                    "import --from cloudformation takes one argument, the CloudFormation stack's name (`strata import --from cloudformation STACK`)"
                );
            };
            // `${AWS::StackName}` is the deployed stack's name, so that names made of it are
            // the ones CloudFormation made: recorded as the stack's `stack-name`, unless set.
            let project = strata_workspace::Project::find(&cwd)?;
            let picked = strata_ops::context::pick_stack(&project, stack.clone())?;
            let set_here = !project.config(&picked)?.contains_key("stack-name");
            if set_here {
                project.set_config(
                    &picked,
                    "stack-name",
                    Some(strata_workspace::ConfigValue::Plain(cfn_stack.clone())),
                )?;
            }
            let _ = protect;
            let args = import_args(
                json,
                yes,
                build,
                strata_ops::Options {
                    adopt_cloudformation: Some(cfn_stack.clone()),
                    ..strata_ops::Options::default()
                },
            );
            let ran = operate::run(&cwd, stack, backend, Kind::Up, args).await;
            // Kept only when the adoption went through.
            if set_here {
                if matches!(ran, Ok(code) if code == ExitCode::SUCCESS) {
                    errln!(
                        "Set stack-name = {cfn_stack} in stack {picked}'s configuration: the template's AWS::StackName is the CloudFormation stack's name."
                    );
                } else {
                    let _ = project.set_config(&picked, "stack-name", None);
                }
            }
            ran
        }
        Command::Import {
            from: None,
            what,
            protect,
            yes,
            json,
        } => {
            let [ty, name, id] = <[String; 3]>::try_from(what).map_err(|w| {
                anyhow::anyhow!(
                    "import takes TYPE NAME ID (`strata import random:RandomPet pet my-pet-id`), {} given; or --from cloudformation STACK",
                    w.len()
                )
            })?;
            let args = import_args(
                json,
                yes,
                build,
                strata_ops::Options {
                    import: Some(strata_ops::ImportSpec {
                        ty,
                        name,
                        id,
                        protect,
                    }),
                    ..strata_ops::Options::default()
                },
            );
            operate::run(&cwd, stack, backend, Kind::Import, args).await
        }
        Command::Plugin(c) => plugin::run(&cwd, c).await,
        Command::Policy(PolicyCommand::Test {
            pack,
            resource,
            stack: stack_name,
            config,
            json,
        }) => {
            operate::policy_test(
                &cwd,
                &cwd.join(pack),
                &resource.iter().map(|r| cwd.join(r)).collect::<Vec<_>>(),
                stack_name.as_deref(),
                config.map(|c| cwd.join(c)).as_deref(),
                json,
            )
            .await
        }
        Command::Policy(PolicyCommand::Check { policy_pack, json }) => {
            operate::policy_check(
                &cwd,
                stack,
                backend,
                &policy_pack.iter().map(|f| cwd.join(f)).collect::<Vec<_>>(),
                json,
            )
            .await
        }
        Command::Schema {
            provider,
            json,
            coverage,
        } => operate::schema(&cwd, &provider, json, coverage).await,
        Command::GenSdk {
            provider,
            lang,
            out,
            services,
        } => {
            let out = out.map(|o| cwd.join(o));
            operate::gen_sdk(&cwd, &provider, &lang, out.as_deref(), &services).await
        }
        Command::State(c) => stack::state(&cwd, stack, backend, c).await,
        Command::Workspace(c) => {
            let run = |verb, a: WorkspaceRunArgs| {
                workspace::run(
                    &cwd,
                    verb,
                    workspace::WorkspaceArgs {
                        yes: a.yes,
                        json: a.json,
                        parallel: a.parallel.map(|n| n as usize),
                        backend: backend.map(str::to_string),
                        build,
                    },
                )
            };
            match c {
                WorkspaceCommand::Preview(a) => run(strata_ops::graph::Verb::Preview, a).await,
                WorkspaceCommand::Up(a) => run(strata_ops::graph::Verb::Up, a).await,
                WorkspaceCommand::Destroy(a) => run(strata_ops::graph::Verb::Destroy, a).await,
                WorkspaceCommand::Graph { format } => {
                    workspace::graph(&cwd, &format, backend, build).await
                }
                WorkspaceCommand::Ls => workspace::ls(&cwd, backend).await,
                WorkspaceCommand::History { json } => workspace::history(&cwd, backend, json).await,
                WorkspaceCommand::Unlock { force } => workspace::unlock(&cwd, backend, force).await,
            }
        }
        Command::Convert {
            template,
            lang,
            out,
        } => compile::convert(&cwd, stack, backend, template, &lang, out).await,
        Command::Compile {
            target,
            out,
            format,
            allow_partial,
        } => {
            let args = compile::CompileArgs {
                target,
                out,
                format,
                allow_partial,
            };
            compile::compile(&cwd, stack, backend, args, build).await
        }
        Command::Watch {
            common,
            path,
            debounce_ms,
        } => {
            let args = watch::WatchArgs {
                update: common.into_update(build),
                paths: path,
                debounce: std::time::Duration::from_millis(debounce_ms),
            };
            watch::watch(&cwd, stack, backend, args).await
        }
        Command::Console { port, open } => stack::console(&cwd, backend, port, open).await,
        Command::Graph { format, program } => {
            stack::graph(&cwd, stack, backend, &format, program.then_some(build)).await
        }
    }
}

/// A duration on the command line (`30s`, `5m`).
fn parse_duration(s: &str) -> std::result::Result<std::time::Duration, String> {
    strata_policy::parse_duration(s).map_err(|e| e.to_string())
}
