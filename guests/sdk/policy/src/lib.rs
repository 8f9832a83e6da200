//! The Rust SDK for Strata policy packs: build a [`Pack`] of policies and call
//! [`export_pack!`]; the SDK exports the `strata:policy@0.2.0` world, decodes what the engine
//! sends, runs only the policies that are enabled, and hands each one its configuration.
//!
//! ```ignore
//! use strata_pack::{Enforcement::*, Pack, Violation};
//!
//! fn pack() -> Pack {
//!     Pack::new("acme")
//!         .resource("no-public-buckets", "S3 buckets are never public", Mandatory, |_, r| {
//!             match r.input("PublicAccessBlockConfiguration.BlockPublicAcls") {
//!                 Some(v) if v == false => vec![Violation::new("public ACLs are allowed")
//!                     .at("PublicAccessBlockConfiguration.BlockPublicAcls")],
//!                 _ => vec![],
//!             }
//!         })
//! }
//! strata_pack::export_pack!(pack);
//! ```

pub use serde_json::{Map, Value, json};

mod settings;

#[doc(hidden)]
pub mod bindings {
    wit_bindgen::generate!({
        path: "../../../wit/policy",
        world: "policy-pack",
        pub_export_macro: true,
        export_macro_name: "__export_policy_pack",
        default_bindings_module: "strata_pack::bindings",
    });
}

use bindings::exports::strata::policy::policy as wit;

/// Embed the pack's manifest: its name and version, as JSON (the provider's manifest format,
/// `strata_policy::Manifest`), so that `strata plugin install` can keep it by name and a
/// project can name it with `plugin = "NAME@VERSION"`.
///
/// ```ignore
/// strata_pack::manifest!(r#"{"name": "acme-policies", "version": "0.1.0"}"#);
/// ```
#[macro_export]
macro_rules! manifest {
    ($json:expr) => {
        #[used]
        #[unsafe(link_section = "strata-manifest")]
        static __STRATA_MANIFEST: [u8; $json.len()] = $crate::__manifest_bytes($json);
    };
}

/// `s` as a fixed-size array, for [`manifest!`].
#[doc(hidden)]
pub const fn __manifest_bytes<const N: usize>(s: &str) -> [u8; N] {
    let b = s.as_bytes();
    let mut out = [0u8; N];
    let mut i = 0;
    while i < N {
        out[i] = b[i];
        i += 1;
    }
    out
}
use std::sync::OnceLock;

/// What a violation of a policy does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Enforcement {
    /// Reported as a warning.
    Advisory,
    /// Stops the resource (or fails the stack's operation).
    Mandatory,
    /// Not run.
    Disabled,
    /// A remediation policy's own level: its fix is applied (see [`Pack::remediation`]).
    Remediate,
}

/// A resource as a policy sees it. Its inputs and outputs are read (parsed) only when a
/// policy asks for them: a pack whose rules look at the type first costs little for the rest.
#[derive(Debug, serde::Deserialize)]
pub struct Resource {
    pub urn: String,
    /// `aws:s3:Bucket`.
    #[serde(rename = "type")]
    pub ty: String,
    pub name: String,
    /// What the run does to it: `create`, `update`, `replace`, `import` or `same`.
    pub op: String,
    #[serde(default)]
    pub protect: bool,
    #[serde(default)]
    pub provider: String,
    #[serde(default)]
    pub parent: Option<String>,
    #[serde(default)]
    pub dependencies: Vec<String>,
    #[serde(rename = "inputs")]
    raw_inputs: Box<serde_json::value::RawValue>,
    #[serde(rename = "outputs", default)]
    raw_outputs: Option<Box<serde_json::value::RawValue>>,
    #[serde(skip)]
    inputs: OnceLock<Value>,
    #[serde(skip)]
    outputs: OnceLock<Option<Value>>,
}

impl Resource {
    /// Its inputs; a secret is the string `"[secret]"` unless the pack is granted secrets.
    pub fn inputs(&self) -> &Value {
        self.inputs
            .get_or_init(|| serde_json::from_str(self.raw_inputs.get()).unwrap_or(Value::Null))
    }

    /// Its outputs, when known (see the WIT).
    pub fn outputs(&self) -> Option<&Value> {
        self.outputs
            .get_or_init(|| {
                self.raw_outputs
                    .as_deref()
                    .map(|o| serde_json::from_str(o.get()).unwrap_or(Value::Null))
            })
            .as_ref()
    }

    /// The input at `path` (`Tags`, `PublicAccessBlockConfiguration.BlockPublicAcls`,
    /// `SecurityGroupIngress[0].CidrIp`), if it is there.
    pub fn input(&self, path: &str) -> Option<&Value> {
        at(self.inputs(), path)
    }

    /// Its tags, whichever form they take: a list of `{Key, Value}` (CloudFormation's) or a
    /// map, under `Tags` or `tags`.
    pub fn tags(&self) -> Map<String, Value> {
        let raw = self.input("Tags").or_else(|| self.input("tags"));
        match raw {
            Some(Value::Object(m)) => m.clone(),
            Some(Value::Array(list)) => list
                .iter()
                .filter_map(|t| {
                    Some((
                        t.get("Key")?.as_str()?.to_string(),
                        t.get("Value").cloned().unwrap_or(Value::Null),
                    ))
                })
                .collect(),
            _ => Map::new(),
        }
    }
}

/// The value at a dotted path with `[i]` indexes.
pub fn at<'a>(v: &'a Value, path: &str) -> Option<&'a Value> {
    let mut here = v;
    for part in path.split('.').filter(|p| !p.is_empty()) {
        let (key, indexes) = match part.find('[') {
            Some(i) => (&part[..i], &part[i..]),
            None => (part, ""),
        };
        if !key.is_empty() {
            here = here.get(key)?;
        }
        for ix in indexes.split('[').filter(|s| !s.is_empty()) {
            here = here.get(ix.trim_end_matches(']').parse::<usize>().ok()?)?;
        }
    }
    Some(here)
}

/// True when `v` is not known yet (a preview, an output of a resource not made yet).
pub fn is_unknown(v: &Value) -> bool {
    v.get("$strata").and_then(Value::as_str) == Some("unknown")
}

/// A rule broken: what is wrong and how to fix it, and the property at fault.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Violation {
    pub message: String,
    pub path: String,
    /// In a stack policy: the resource at fault (its URN).
    pub urn: Option<String>,
}

impl Violation {
    pub fn new(message: impl Into<String>) -> Violation {
        Violation {
            message: message.into(),
            ..Violation::default()
        }
    }
    /// The property at fault.
    pub fn at(mut self, path: impl Into<String>) -> Violation {
        self.path = path.into();
        self
    }
    /// The resource at fault (a stack policy).
    pub fn of(mut self, r: &Resource) -> Violation {
        self.urn = Some(r.urn.clone());
        self
    }
}

/// What a policy is told besides the resource: the stack, and its own configuration
/// (`[policy.PACK.config.POLICY]` in the project file, checked against the schema the policy
/// declares with [`Pack::config_schema`], its defaults filled in; an empty table when none is
/// given).
#[derive(Clone, Debug, Default)]
pub struct Context {
    pub project: String,
    pub stack: String,
    pub config: Value,
}

impl Context {
    /// A list of strings in the configuration under `key`, or `default`.
    pub fn strings(&self, key: &str, default: &[&str]) -> Vec<String> {
        match self.config.get(key).and_then(Value::as_array) {
            Some(list) => list
                .iter()
                .filter_map(|v| v.as_str().map(str::to_string))
                .collect(),
            None => default.iter().map(|s| s.to_string()).collect(),
        }
    }
}

/// What a remediation policy fixes on a resource: the top-level inputs it sets, each to its
/// new value (`Value::Null` removes one), and what it changes and why.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Fix {
    pub message: String,
    pub inputs: Map<String, Value>,
}

impl Fix {
    pub fn new(message: impl Into<String>) -> Fix {
        Fix {
            message: message.into(),
            inputs: Map::new(),
        }
    }
    /// Set the top-level input `name` to `value`.
    pub fn set(mut self, name: &str, value: Value) -> Fix {
        self.inputs.insert(name.into(), value);
        self
    }
}

type ResourceCheck = Box<dyn Fn(&Context, &Resource) -> Vec<Violation> + Send + Sync>;
type StackCheck = Box<dyn Fn(&Context, &[Resource]) -> Vec<Violation> + Send + Sync>;
type RemediationCheck = Box<dyn Fn(&Context, &Resource) -> Option<Fix> + Send + Sync>;

enum Check {
    Resource(ResourceCheck),
    Stack(StackCheck),
    Remediation(RemediationCheck),
}

struct Policy {
    name: String,
    description: String,
    enforcement: Enforcement,
    check: Check,
    /// The settings it takes (see [`Pack::config_schema`]); none when `None`.
    config_schema: Option<Value>,
}

/// A policy pack: its name and its policies.
pub struct Pack {
    name: String,
    policies: Vec<Policy>,
}

impl Pack {
    pub fn new(name: &str) -> Pack {
        Pack {
            name: name.into(),
            policies: Vec::new(),
        }
    }

    /// A policy checked on each resource about to be created, updated, replaced or imported.
    pub fn resource(
        mut self,
        name: &str,
        description: &str,
        enforcement: Enforcement,
        check: impl Fn(&Context, &Resource) -> Vec<Violation> + Send + Sync + 'static,
    ) -> Pack {
        self.policies.push(Policy {
            name: name.into(),
            description: description.into(),
            enforcement,
            check: Check::Resource(Box::new(check)),
            config_schema: None,
        });
        self
    }

    /// A policy checked on the whole stack after a preview or an update.
    pub fn stack(
        mut self,
        name: &str,
        description: &str,
        enforcement: Enforcement,
        check: impl Fn(&Context, &[Resource]) -> Vec<Violation> + Send + Sync + 'static,
    ) -> Pack {
        self.policies.push(Policy {
            name: name.into(),
            description: description.into(),
            enforcement,
            check: Check::Stack(Box::new(check)),
            config_schema: None,
        });
        self
    }

    /// A remediation policy, as CrossGuard's `remediateResource`: run on each resource after
    /// its provider's `check` and before the diff and the other checks; the [`Fix`] it returns
    /// is applied to the resource's inputs (and shown in the preview). The project may set it
    /// to `advisory` or `mandatory`: the fix is then reported as a violation, not applied.
    pub fn remediation(
        mut self,
        name: &str,
        description: &str,
        fix: impl Fn(&Context, &Resource) -> Option<Fix> + Send + Sync + 'static,
    ) -> Pack {
        self.policies.push(Policy {
            name: name.into(),
            description: description.into(),
            enforcement: Enforcement::Remediate,
            check: Check::Remediation(Box::new(fix)),
            config_schema: None,
        });
        self
    }

    /// The settings the policy declared last takes, as Pulumi's `configSchema`: a JSON Schema
    /// of its table, `{"properties": {NAME: SCHEMA}, "required": [NAME]}` (`type`, `enum`,
    /// `minimum`, `maximum`, `items`, `properties`, `required`, `additionalProperties` at every
    /// depth; `default` for the table's own settings). The project's configuration is checked
    /// against it before any check runs: a setting it does not list (at any depth), a value of
    /// the wrong type or outside its `enum`, and a missing required setting refuse the run,
    /// naming the policy, the path and the setting meant. A policy that declares none takes no
    /// settings.
    ///
    /// ```ignore
    /// .config_schema(json!({"properties": {
    ///     "tags": {"type": "array", "items": {"type": "string"}, "default": ["team"]}}}))
    /// ```
    pub fn config_schema(mut self, schema: Value) -> Pack {
        if let Some(p) = self.policies.last_mut() {
            p.config_schema = Some(schema);
        }
        self
    }
}

#[doc(hidden)]
pub mod __glue {
    use super::*;

    /// The pack, made once per instance, and what `configure` said.
    struct Running {
        pack: Pack,
        /// Per policy (by index): its context, or `None` when it is disabled.
        contexts: Vec<Option<Context>>,
    }

    static PACK: OnceLock<Pack> = OnceLock::new();
    static RUNNING: OnceLock<Running> = OnceLock::new();

    fn pack(make: fn() -> Pack) -> &'static Pack {
        PACK.get_or_init(make)
    }

    pub fn policies(make: fn() -> Pack) -> (String, Vec<wit::PolicyInfo>) {
        use bindings::strata::policy::types::Enforcement as E;
        let p = pack(make);
        let list = p
            .policies
            .iter()
            .map(|p| wit::PolicyInfo {
                name: p.name.clone(),
                description: p.description.clone(),
                enforcement: match p.enforcement {
                    Enforcement::Advisory => E::Advisory,
                    Enforcement::Mandatory => E::Mandatory,
                    Enforcement::Disabled => E::Disabled,
                    Enforcement::Remediate => E::Remediate,
                },
                kind: match p.check {
                    Check::Resource(_) => "resource".into(),
                    Check::Stack(_) => "stack".into(),
                    Check::Remediation(_) => "remediation".into(),
                },
            })
            .collect();
        (p.name.clone(), list)
    }

    pub fn configure(make: fn() -> Pack, config: String) -> Result<(), String> {
        let config: Value =
            serde_json::from_str(&config).map_err(|e| format!("configuration: {e}"))?;
        let text = |k: &str| config[k].as_str().unwrap_or_default().to_string();
        let made = make();
        let mut refused = Vec::new();
        let contexts = made
            .policies
            .iter()
            .map(|p| {
                let level =
                    config["enforcement"][&p.name]
                        .as_str()
                        .unwrap_or(match p.enforcement {
                            Enforcement::Disabled => "disabled",
                            _ => "on",
                        });
                // Every policy's settings are checked, a disabled one's too: a typo is one
                // whether or not the policy runs today.
                let table =
                    match settings::check(p.config_schema.as_ref(), &config["config"][&p.name]) {
                        Ok(t) => t,
                        Err(problems) => {
                            refused.push(format!(
                                "policy `{}`: {}",
                                p.name,
                                settings::shown(&problems)
                            ));
                            Value::Null
                        }
                    };
                (level != "disabled").then(|| Context {
                    project: text("project"),
                    stack: text("stack"),
                    config: table,
                })
            })
            .collect();
        if !refused.is_empty() {
            return Err(refused.join("; "));
        }
        let _ = RUNNING.set(Running {
            pack: made,
            contexts,
        });
        Ok(())
    }

    fn running() -> Result<&'static Running, String> {
        RUNNING
            .get()
            .ok_or_else(|| "the pack was asked to check before it was configured".to_string())
    }

    /// The resources the host sent (see `validate-resources` in the WIT).
    fn resources(json: &str) -> Result<Vec<Resource>, String> {
        serde_json::from_str(json).map_err(|e| format!("the resources the host sent: {e}"))
    }

    fn out(policy: &str, v: Violation) -> wit::Violation {
        wit::Violation {
            policy: policy.to_string(),
            message: v.message,
            path: v.path,
            urn: v.urn,
        }
    }

    pub fn validate_resources(json: String) -> Result<Vec<Vec<wit::Violation>>, String> {
        let run = running()?;
        Ok(resources(&json)?
            .iter()
            .map(|r| {
                let mut found = Vec::new();
                for (p, ctx) in run.pack.policies.iter().zip(&run.contexts) {
                    if let (Check::Resource(check), Some(ctx)) = (&p.check, ctx) {
                        found.extend(check(ctx, r).into_iter().map(|v| out(&p.name, v)));
                    }
                }
                found
            })
            .collect())
    }

    pub fn remediate_resources(json: String) -> Result<Vec<Vec<wit::Remediation>>, String> {
        let run = running()?;
        Ok(resources(&json)?
            .iter()
            .map(|r| {
                let mut found = Vec::new();
                for (p, ctx) in run.pack.policies.iter().zip(&run.contexts) {
                    if let (Check::Remediation(fix), Some(ctx)) = (&p.check, ctx)
                        && let Some(f) = fix(ctx, r)
                    {
                        found.push(wit::Remediation {
                            policy: p.name.clone(),
                            message: f.message,
                            inputs: Value::Object(f.inputs).to_string(),
                        });
                    }
                }
                found
            })
            .collect())
    }

    pub fn validate_stack(json: String) -> Result<Vec<wit::Violation>, String> {
        let run = running()?;
        let resources = resources(&json)?;
        let mut found = Vec::new();
        for (p, ctx) in run.pack.policies.iter().zip(&run.contexts) {
            if let (Check::Stack(check), Some(ctx)) = (&p.check, ctx) {
                found.extend(check(ctx, &resources).into_iter().map(|v| out(&p.name, v)));
            }
        }
        Ok(found)
    }
}

/// Export the pack `make` builds as the component's `strata:policy` world.
#[macro_export]
macro_rules! export_pack {
    ($make:path) => {
        #[doc(hidden)]
        struct __StrataPack;
        impl $crate::bindings::exports::strata::policy::policy::Guest for __StrataPack {
            fn policies() -> (
                String,
                Vec<$crate::bindings::exports::strata::policy::policy::PolicyInfo>,
            ) {
                $crate::__glue::policies($make)
            }
            fn configure(config: String) -> Result<(), String> {
                $crate::__glue::configure($make, config)
            }
            fn validate_resources(
                resources: String,
            ) -> Result<
                Vec<Vec<$crate::bindings::exports::strata::policy::policy::Violation>>,
                String,
            > {
                $crate::__glue::validate_resources(resources)
            }
            fn validate_stack(
                resources: String,
            ) -> Result<Vec<$crate::bindings::exports::strata::policy::policy::Violation>, String>
            {
                $crate::__glue::validate_stack(resources)
            }
            fn remediate_resources(
                resources: String,
            ) -> Result<
                Vec<Vec<$crate::bindings::exports::strata::policy::policy::Remediation>>,
                String,
            > {
                $crate::__glue::remediate_resources(resources)
            }
        }
        $crate::bindings::__export_policy_pack!(__StrataPack);
    };
}
