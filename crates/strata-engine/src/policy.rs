//! Policy as code, as the engine sees it: a [`Policy`] (the port; `strata-host` implements it
//! with policy packs) checks each resource before the provider call that changes it, and the
//! whole stack after the run. What a violation does is its [`Enforcement`]: a mandatory one
//! fails the resource's step before any change, an advisory one is reported.

use async_trait::async_trait;
use strata_model::{OpKind, Urn, Value};

/// What a violation of a policy does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Enforcement {
    Advisory,
    Mandatory,
    Disabled,
    /// A remediation policy's: its fix is applied to the resource's inputs (see
    /// [`Policy::remediate`]).
    Remediate,
}

impl Enforcement {
    pub fn parse(s: &str) -> Option<Enforcement> {
        match s {
            "advisory" => Some(Enforcement::Advisory),
            "mandatory" => Some(Enforcement::Mandatory),
            "disabled" => Some(Enforcement::Disabled),
            "remediate" => Some(Enforcement::Remediate),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Enforcement::Advisory => "advisory",
            Enforcement::Mandatory => "mandatory",
            Enforcement::Disabled => "disabled",
            Enforcement::Remediate => "remediate",
        }
    }
}

/// A fix a remediation policy made to a resource's inputs, applied before the diff and the
/// checks (and shown in the preview), as CrossGuard's `remediateResource`.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Remediation {
    /// The pack, by its name in the project.
    pub pack: String,
    pub policy: String,
    /// What it changes and why.
    pub message: String,
    /// The top-level inputs it sets, each to its new value (`null`: removed).
    pub inputs: serde_json::Map<String, Value>,
}

/// A resource as a policy sees it, borrowed from the run (nothing is copied for a policy).
/// Its values hold the engine's markers (secrets, unknowns): what a pack may see of them is
/// the host's business.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PolicyResource<'a> {
    pub urn: &'a Urn,
    pub ty: &'a str,
    pub name: &'a str,
    /// What this run does to it.
    pub op: OpKind,
    pub inputs: &'a Value,
    /// Recorded outputs before an update; the new ones after the run; none before a create.
    pub outputs: Option<&'a Value>,
    pub protect: bool,
    /// The provider instance that manages it.
    pub provider: &'a str,
    pub parent: Option<&'a Urn>,
    pub dependencies: &'a [Urn],
    /// Its place in the list this run handed to [`Policy::ahead`], when it is exactly the
    /// resource asked about there (the port may answer from that without comparing).
    pub ahead: Option<u32>,
}

impl<'a> PolicyResource<'a> {
    /// A recorded resource as its policies see it: its recorded inputs and outputs, `op` being
    /// what the run does to it (`urn` and `name` as the caller holds them).
    pub fn recorded(
        urn: &'a Urn,
        name: &'a str,
        r: &'a strata_model::ResourceState,
        op: OpKind,
    ) -> PolicyResource<'a> {
        PolicyResource {
            urn,
            ty: &r.ty,
            name,
            op,
            inputs: &r.inputs,
            outputs: Some(&r.outputs),
            protect: r.protect,
            provider: r
                .lifecycle
                .provider
                .as_deref()
                .unwrap_or_else(|| strata_model::provider_of(&r.ty)),
            parent: r.lifecycle.parent.as_ref(),
            dependencies: &r.dependencies,
            ahead: None,
        }
    }
}

/// A rule broken.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Violation {
    /// The pack, by its name in the project.
    pub pack: String,
    pub policy: String,
    pub enforcement: Enforcement,
    pub message: String,
    /// The property at fault, or empty.
    pub path: String,
    /// The resource at fault, if one is.
    pub urn: Option<Urn>,
}

impl Violation {
    /// One line: `mandatory policy no-public-buckets (pack acme) at acl: MESSAGE`.
    pub fn describe(&self) -> String {
        let at = if self.path.is_empty() {
            String::new()
        } else {
            format!(" at `{}`", self.path)
        };
        format!(
            "{} policy `{}` of pack `{}`{at}: {}",
            self.enforcement.name(),
            self.policy,
            self.pack,
            self.message
        )
    }
}

/// The policy packs of a run, together. A pack that fails (traps, times out, returns what
/// cannot be read) reports that as a violation of its own, enforced as the strictest of its
/// policies: a pack with a mandatory policy that cannot check a resource stops it (fail
/// closed).
#[async_trait]
pub trait Policy: Send + Sync {
    /// Whether any resource policy is enabled (`false`: `validate_resource` is never asked).
    fn checks_resources(&self) -> bool {
        true
    }
    /// Whether any stack policy is enabled (`false`: the run keeps nothing for it).
    fn checks_stack(&self) -> bool {
        true
    }
    /// The resources the run is about to create whose inputs the plan knows, and those the
    /// state holds as they are recorded (`op` same): the port may check them now, in bulk, and
    /// answer a later `validate_resource` whose `ahead` names one from that (the default does
    /// nothing).
    async fn ahead(&self, _resources: &[PolicyResource<'_>]) {}
    /// The violations of `resource`, before the call that changes it; every resource of the
    /// plan is asked about, an unchanged one too (`op` same, with its recorded outputs).
    async fn validate_resource(&self, resource: &PolicyResource<'_>) -> Vec<Violation>;
    /// The violations of the stack as a whole.
    async fn validate_stack(&self, resources: &[PolicyResource<'_>]) -> Vec<Violation>;
    /// Whether any remediation policy is enabled (`false`: `remediate` is never asked).
    fn remediates(&self) -> bool {
        false
    }
    /// The fixes the remediation policies make to `resource` (its inputs as the provider's
    /// `check` returned them; `op` create when the state lacks it, else same: what the run does
    /// is decided after the fix; `ahead` as for `validate_resource`), in the order to apply them; and the violations they report instead (a fix whose policy the project
    /// set to advisory or mandatory, a pack that could not run).
    async fn remediate(
        &self,
        _resource: &PolicyResource<'_>,
    ) -> (Vec<Remediation>, Vec<Violation>) {
        (Vec::new(), Vec::new())
    }
}

/// The policies of a run, if any (`Debug` for [`crate::UpdateOptions`]).
#[derive(Clone, Default)]
pub struct Policies(pub Option<std::sync::Arc<dyn Policy>>);

impl std::fmt::Debug for Policies {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(if self.0.is_some() {
            "Policies(some)"
        } else {
            "Policies(none)"
        })
    }
}
