//! The scenarios of `--points`, as data: each command that writes more than one thing, the
//! steps that set its trial up, and the end state it must reach once killed (or refused a
//! write) at any of its points and recovered as its messages say. Adding a command is adding
//! a row here (`strata stack rename`, which does not exist yet, would be one).

use super::sandbox::Layout;
use serde_json::{Value, json};

/// A step of a trial's setup (or of what the user does after recovering).
pub(crate) enum Step {
    /// `strata ARGS` where commands run; it must succeed. `{dir}`, `{project}` and `{backend}`
    /// are the trial's directory, project name and backend URL.
    Strata(&'static [&'static str]),
    /// The test program's `spec` for stack STACK (`config set spec`).
    Spec(&'static str, Value),
    /// An object made by hand in the world (outside Strata): its id, resource name, inputs.
    Object(&'static str, &'static str, Value),
    /// The world object of a resource deleted by hand (drift).
    Lose(&'static str),
    /// The project pointed at another backend, as `stack move` says to.
    Backend(&'static str),
}

/// A check of one scenario's end state, besides those every scenario has.
pub(crate) enum Extra {
    /// The stack holds exactly what kept version N held (after `stack restore N`).
    Version(u64),
    /// The resource is no longer protected.
    Unprotected(&'static str),
    /// The secrets open without `STRATA_PASSPHRASE` (`false`), or only with it (`true`).
    Passphrase(bool),
    /// `strata trust --list` lists the project.
    Trusted,
    /// The stack is gone from this backend (`{backend}`: the trial's first one).
    NotAt(&'static str, &'static str),
}

/// What a scenario must end with, after its recovery.
pub(crate) struct Expect {
    /// Each stack (`stack`, or `DIR/stack` in a workspace) and the `test:Resource`s it holds,
    /// by name. A further `up` of each changes nothing.
    pub stacks: Vec<(&'static str, Vec<&'static str>)>,
    /// Stacks that must not exist.
    pub gone: Vec<&'static str>,
    /// The selected stack.
    pub selected: Option<&'static str>,
    /// Resources whose objects stay in the world with no stack recording them, on purpose.
    pub unmanaged: Vec<&'static str>,
    /// Stack `dev` has the secret setting `pw` = `hunter2` (and, if it has one, the output
    /// `pw` too), readable.
    pub secret: bool,
    /// The stacks were destroyed: a further `destroy` (not `up`) changes nothing.
    pub destroyed: bool,
    pub extra: Vec<Extra>,
}

impl Default for Expect {
    fn default() -> Expect {
        Expect {
            stacks: vec![("dev", vec![])],
            gone: vec![],
            selected: Some("dev"),
            unmanaged: vec![],
            secret: false,
            destroyed: false,
            extra: vec![],
        }
    }
}

pub(crate) struct Scenario {
    pub name: &'static str,
    /// Its trials start with an empty cache (no component compiled yet), so that the cache's
    /// own writes are among the command's points; other trials copy a warm one.
    pub cold: bool,
    /// Variables every command of its trials gets (`STRATA_PASSPHRASE`).
    pub env: &'static [(&'static str, &'static str)],
    pub layout: Layout,
    pub setup: Vec<Step>,
    /// The command under test; rerun as it is to recover.
    pub command: &'static [&'static str],
    /// What the user does once it succeeded (or said there is nothing left to do).
    pub after: Vec<Step>,
    pub expect: Expect,
}

impl Scenario {
    fn new(name: &'static str, setup: Vec<Step>, command: &'static [&'static str]) -> Self {
        Scenario {
            name,
            cold: false,
            env: &[],
            layout: Layout::Project,
            setup,
            command,
            after: vec![],
            expect: Expect::default(),
        }
    }

    fn holds(mut self, stacks: Vec<(&'static str, Vec<&'static str>)>) -> Self {
        self.expect.stacks = stacks;
        self
    }

    fn secret(mut self) -> Self {
        self.expect.secret = true;
        self
    }

    fn extra(mut self, e: Extra) -> Self {
        self.expect.extra.push(e);
        self
    }
}

const PASSPHRASE: &[(&str, &str)] = &[("STRATA_PASSPHRASE", "chaos passphrase")];

/// `test:Resource`s named and valued as given (`key` 1), in order.
fn spec(resources: &[(&str, i64)]) -> Value {
    spec_keyed(resources, 1)
}

fn spec_keyed(resources: &[(&str, i64)], key: i64) -> Value {
    let rs: Vec<Value> = resources
        .iter()
        .map(|(n, v)| json!({"name": n, "value": v, "key": key}))
        .collect();
    json!({ "resources": rs })
}

/// `r0` and a resource `s` whose value is the secret setting `pw`, exported as `pw`.
fn with_secret() -> Value {
    json!({"resources": [{"name": "r0", "value": 0}, {"name": "s", "value_from_config": "pw"}],
           "outputs": {"pw": "s"}})
}

use Step::{Lose, Object, Spec, Strata};

const INIT: Step = Strata(&["stack", "init", "dev"]);
const UP: Step = Strata(&["up", "--yes", "--parallel", "1"]);
const SECRET: Step = Strata(&["config", "set", "--secret", "pw", "hunter2"]);

/// Every scenario, in the order they run.
pub(crate) fn scenarios() -> Vec<Scenario> {
    let r012 = || spec(&[("r0", 0), ("r1", 1), ("r2", 2)]);
    let secret_stack = || vec![INIT, SECRET, Spec("dev", with_secret()), UP];
    vec![
        Scenario::new(
            "up: create",
            vec![INIT, Spec("dev", r012())],
            &["up", "--yes", "--parallel", "1"],
        )
        .holds(vec![("dev", vec!["r0", "r1", "r2"])]),
        {
            let mut s = Scenario::new(
                "up: create, cold cache",
                vec![INIT, Spec("dev", r012())],
                &["up", "--yes", "--parallel", "1"],
            )
            .holds(vec![("dev", vec!["r0", "r1", "r2"])]);
            s.cold = true;
            s
        },
        Scenario::new(
            "up: update in place",
            vec![
                INIT,
                Spec("dev", spec(&[("r0", 0), ("r1", 1)])),
                UP,
                Spec("dev", spec(&[("r0", 10), ("r1", 11)])),
            ],
            &["up", "--yes", "--parallel", "1"],
        )
        .holds(vec![("dev", vec!["r0", "r1"])]),
        Scenario::new(
            "up: replace",
            vec![
                INIT,
                Spec("dev", spec(&[("r0", 0), ("r1", 1)])),
                UP,
                Spec("dev", spec_keyed(&[("r0", 0), ("r1", 1)], 2)),
            ],
            &["up", "--yes", "--parallel", "1"],
        )
        .holds(vec![("dev", vec!["r0", "r1"])]),
        Scenario::new(
            "up: delete",
            vec![
                INIT,
                Spec("dev", r012()),
                UP,
                Spec("dev", spec(&[("r0", 0)])),
            ],
            &["up", "--yes", "--parallel", "1"],
        )
        .holds(vec![("dev", vec!["r0"])]),
        Scenario::new(
            "up: with a secret setting",
            vec![INIT, SECRET, Spec("dev", with_secret())],
            &["up", "--yes", "--parallel", "1"],
        )
        .holds(vec![("dev", vec!["r0", "s"])])
        .secret(),
        {
            let mut s = Scenario::new(
                "destroy",
                vec![INIT, Spec("dev", r012()), UP],
                &["destroy", "--yes", "--parallel", "1"],
            );
            s.expect.destroyed = true;
            s
        },
        Scenario::new(
            "refresh: after drift",
            vec![
                INIT,
                Spec("dev", r012()),
                UP,
                Lose("r1"),
                Spec("dev", spec(&[("r0", 0), ("r2", 2)])),
            ],
            &["refresh", "--yes", "--parallel", "1"],
        )
        .holds(vec![("dev", vec!["r0", "r2"])]),
        Scenario::new(
            "import",
            vec![
                INIT,
                Spec("dev", spec(&[("r0", 0)])),
                UP,
                Object("adopted-1", "adopted", json!({"value": 9})),
                Spec(
                    "dev",
                    json!({"resources": [{"name": "r0", "value": 0, "key": 1},
                                         {"name": "adopted", "value": 9, "protect": true}]}),
                ),
            ],
            &["import", "test:Resource", "adopted", "adopted-1", "--yes"],
        )
        .holds(vec![("dev", vec!["r0", "adopted"])]),
        {
            let mut s = Scenario::new(
                "state delete",
                vec![
                    INIT,
                    Spec("dev", spec(&[("r0", 0), ("r1", 1)])),
                    UP,
                    Spec("dev", spec(&[("r0", 0)])),
                ],
                &["state", "delete", "r1"],
            )
            .holds(vec![("dev", vec!["r0"])]);
            s.expect.unmanaged = vec!["r1"];
            s
        },
        Scenario::new(
            "state unprotect",
            vec![
                INIT,
                Spec(
                    "dev",
                    json!({"resources": [{"name": "r0", "value": 0, "protect": true}]}),
                ),
                UP,
                Spec("dev", json!({"resources": [{"name": "r0", "value": 0}]})),
            ],
            &["state", "unprotect", "r0"],
        )
        .holds(vec![("dev", vec!["r0"])])
        .extra(Extra::Unprotected("r0")),
        Scenario::new(
            "state rename",
            vec![
                INIT,
                Spec("dev", spec(&[("r0", 0), ("r1", 1)])),
                UP,
                Spec("dev", spec(&[("r0", 0), ("r1b", 1)])),
            ],
            &["state", "rename", "r1", "r1b"],
        )
        .holds(vec![("dev", vec!["r0", "r1b"])]),
        Scenario::new(
            "state move",
            vec![
                INIT,
                Strata(&["stack", "init", "other"]),
                Spec("other", spec(&[("r1", 1)])),
                Strata(&["stack", "select", "dev"]),
                Spec("dev", spec(&[("r0", 0), ("r1", 1)])),
                UP,
                Spec("dev", spec(&[("r0", 0)])),
            ],
            &["state", "move", "r1", "--to", "other"],
        )
        .holds(vec![("dev", vec!["r0"]), ("other", vec!["r1"])]),
        {
            let mut s = Scenario::new(
                "stack rm (empty)",
                vec![
                    INIT,
                    Spec("dev", spec(&[("r0", 0)])),
                    UP,
                    Strata(&["stack", "init", "other"]),
                    Strata(&["stack", "select", "dev"]),
                ],
                &["stack", "rm", "other"],
            )
            .holds(vec![("dev", vec!["r0"])]);
            s.expect.gone = vec!["other"];
            s
        },
        Scenario::new(
            "stack restore",
            vec![
                INIT,
                Spec("dev", spec(&[("r0", 0), ("r1", 1)])),
                UP,
                Strata(&["state", "delete", "r1"]),
            ],
            &["stack", "restore", "1"],
        )
        .holds(vec![("dev", vec!["r0", "r1"])])
        .extra(Extra::Version(1)),
        Scenario::new(
            "stack import",
            vec![
                INIT,
                Spec("dev", spec(&[("r0", 0), ("r1", 1)])),
                UP,
                Strata(&["stack", "export", "--file", "{dir}/exported.json"]),
                Strata(&["state", "delete", "r1"]),
            ],
            &["stack", "import", "--file", "{dir}/exported.json", "--yes"],
        )
        .holds(vec![("dev", vec!["r0", "r1"])]),
        {
            let mut s = Scenario::new(
                "stack change-secrets-provider: key to passphrase",
                secret_stack(),
                &["stack", "change-secrets-provider", "passphrase"],
            )
            .holds(vec![("dev", vec!["r0", "s"])])
            .secret()
            .extra(Extra::Passphrase(true));
            s.env = PASSPHRASE;
            s
        },
        {
            let mut setup = vec![
                INIT,
                Strata(&["stack", "change-secrets-provider", "passphrase"]),
            ];
            setup.extend(secret_stack().into_iter().skip(1));
            let mut s = Scenario::new(
                "stack change-secrets-provider: passphrase to key",
                setup,
                &["stack", "change-secrets-provider", "key"],
            )
            .holds(vec![("dev", vec!["r0", "s"])])
            .secret()
            .extra(Extra::Passphrase(false));
            s.env = PASSPHRASE;
            s
        },
        Scenario::new(
            "stack change-secrets-provider: key to key",
            secret_stack(),
            &["stack", "change-secrets-provider", "key"],
        )
        .holds(vec![("dev", vec!["r0", "s"])])
        .secret()
        .extra(Extra::Passphrase(false)),
        Scenario::new(
            "config set --secret (the stack's first)",
            vec![INIT, Spec("dev", spec(&[("r0", 0)])), UP],
            &["config", "set", "--secret", "pw", "hunter2"],
        )
        .holds(vec![("dev", vec!["r0"])])
        .secret(),
        Scenario::new(
            "trust",
            vec![INIT, Spec("dev", spec(&[("r0", 0)])), UP],
            &["trust"],
        )
        .holds(vec![("dev", vec!["r0"])])
        .extra(Extra::Trusted),
        Scenario::new("stack init", vec![], &["stack", "init", "dev"]),
        {
            let mut s = Scenario::new(
                "stack move (to a file backend)",
                vec![INIT, SECRET, Spec("dev", with_secret()), UP],
                &["stack", "move", "--to", "file://{dir}/moved"],
            )
            .holds(vec![("dev", vec!["r0", "s"])])
            .secret()
            .extra(Extra::NotAt("dev", "{backend}"));
            // As the CLI says: the project pointed at the new backend, which `trust` approves.
            s.after = vec![Step::Backend("file://{dir}/moved"), Strata(&["trust"])];
            s
        },
        {
            let mut s = Scenario::new("workspace up", vec![], &["workspace", "up", "--yes"])
                .holds(vec![("a/dev", vec!["x"]), ("b/dev", vec!["y"])]);
            s.layout = Layout::Workspace(vec![
                (
                    "a",
                    json!({"resources": [{"name": "x", "value": 1}], "outputs": {"o": "x"}}),
                ),
                (
                    "b",
                    json!({"resources": [{"name": "up", "reference": "{project}-a/dev"},
                                         {"name": "y", "props_refs": {"value": "up.o"}}]}),
                ),
            ]);
            s.expect.selected = None;
            s
        },
    ]
}
