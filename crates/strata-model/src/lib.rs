//! The resource model: URNs, property values with their reserved markers, resource goals and
//! resource states. Pure data and pure functions; no I/O.

pub mod known;
pub mod path;
pub mod schema;
pub mod spelling;
pub mod value;

use serde::{Deserialize, Serialize};
use std::fmt;

pub use known::KnownSecrets;

/// Strata's own provider: what a program declares to read another stack.
pub mod builtin {
    /// The package of the built-in provider.
    pub const PACKAGE: &str = "strata";
    /// The type of a stack reference.
    pub const REFERENCE: &str = "strata:stack:Reference";
}
pub use value::{Value, marker};

/// A resource's identity, stable across runs: `urn:strata:<stack>::<project>::<type>::<name>`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Urn(pub String);

impl Urn {
    pub fn new(stack: &str, project: &str, ty: &str, name: &str) -> Urn {
        Urn(format!("urn:strata:{stack}::{project}::{ty}::{name}"))
    }

    /// The URN of a resource whose parent is `parent`: its type part is the parent's chain of
    /// types and its own, `my:App$test:Resource` (Pulumi's form), so that two components can
    /// each have a child of the same name.
    pub fn child(stack: &str, project: &str, parent: Option<&Urn>, ty: &str, name: &str) -> Urn {
        match parent {
            Some(p) => Urn::new(
                stack,
                project,
                &format!("{}${ty}", p.qualified_type()),
                name,
            ),
            None => Urn::new(stack, project, ty, name),
        }
    }

    fn parts(&self) -> impl Iterator<Item = &str> {
        self.0.splitn(4, "::")
    }

    /// The resource type, e.g. `random:String` (the last of a parent chain).
    pub fn ty(&self) -> &str {
        let q = self.qualified_type();
        q.rsplit_once('$').map_or(q, |(_, t)| t)
    }

    /// The type part with its parents' types: `my:App$test:Resource`.
    pub fn qualified_type(&self) -> &str {
        self.parts().nth(2).unwrap_or("")
    }

    /// The resource name the program gave.
    pub fn name(&self) -> &str {
        self.parts().nth(3).unwrap_or("")
    }
}

impl fmt::Display for Urn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// The provider package of a type token: `random` for `random:String`.
pub fn provider_of(ty: &str) -> &str {
    ty.split_once(':').map_or(ty, |(p, _)| p)
}

/// A resource recorded in state.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ResourceState {
    pub urn: Urn,
    #[serde(rename = "type")]
    pub ty: String,
    /// The provider's id for the resource.
    pub id: String,
    /// The checked inputs the resource was last created or updated with.
    pub inputs: Value,
    /// The outputs the provider reported.
    pub outputs: Value,
    /// URNs this resource depends on (through references or `depends-on`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dependencies: Vec<Urn>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub protect: bool,
    /// An old copy left by a create-before-delete replacement, still to be deleted.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub delete: bool,
    /// How the resource is managed beyond its inputs: recorded so that a resource removed
    /// from the program is still deleted (or kept) the way the program last said.
    #[serde(default, skip_serializing_if = "Lifecycle::is_default")]
    pub lifecycle: Lifecycle,
    /// When its provider declares `check` and `diff` pure: a digest of what they were last
    /// given, with which a later run may skip both (see `strata_engine::memo`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub memo: Option<String>,
}

/// What state records of a resource's options, besides `protect`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub struct Lifecycle {
    /// A delete (destroy, removal from the program, or the old copy of a replacement) forgets
    /// the resource and leaves it in the world.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub retain_on_delete: bool,
    /// When this resource is deleted in the same run, this one needs no delete of its own: its
    /// owner's delete removes it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deleted_with: Option<Urn>,
    /// Output properties kept secret whatever their value.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub secret_outputs: Vec<String>,
    /// Time limits of its provider calls, by operation.
    #[serde(default, skip_serializing_if = "Timeouts::is_empty")]
    pub timeouts: Timeouts,
    /// The input properties that reference other resources, and which: a replacement's
    /// dependents are replaced with it only when a property that depends on it forces them.
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub property_dependencies: std::collections::BTreeMap<String, Vec<Urn>>,
    /// The resource was deleted by a delete-before-replace replacement whose create has not
    /// finished: it no longer exists, but stays recorded until its replacement does.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub pending_replacement: bool,
    /// The component (or resource) it belongs to: deleted after it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub parent: Option<Urn>,
    /// A component: a logical grouping with outputs of its own and no provider.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub component: bool,
    /// The provider instance that manages it (`[providers.NAME]`), when not the default one of
    /// its type's package.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub provider: Option<String>,
    /// Its create failed part way (initialization errors): the next run updates it (or
    /// replaces it, under `replace-on-changes: ["*"]`) even when nothing changed.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub init_failed: bool,
    /// The id the program imported it with: while the program still names that id, the
    /// resource is the one imported, even when its provider reported a canonical id of its own.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub import_id: Option<String>,
    /// Marked for replacement by `strata state taint`: the next `up` replaces it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub tainted: bool,
    /// The SHA-256 of its `replacement-trigger`'s value when it was last created or updated
    /// (the digest, not the value: the value may hold a secret, and only inputs and outputs
    /// are encrypted in state).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replacement_trigger: Option<String>,
}

impl Lifecycle {
    pub fn is_default(&self) -> bool {
        *self == Lifecycle::default()
    }
}

/// Per-operation time limits in seconds (`None`: the provider's own).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Timeouts {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub create: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub update: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub delete: Option<u32>,
}

impl Timeouts {
    pub fn is_empty(&self) -> bool {
        *self == Timeouts::default()
    }

    /// The same limit for every operation.
    pub fn all(seconds: Option<u32>) -> Timeouts {
        Timeouts {
            create: seconds,
            update: seconds,
            delete: seconds,
        }
    }

    /// The limit for the provider call behind `op`.
    pub fn of(&self, op: OpKind) -> Option<std::time::Duration> {
        let s = match op {
            OpKind::Create | OpKind::Replace => self.create,
            OpKind::Update => self.update,
            OpKind::Delete => self.delete,
            OpKind::Same | OpKind::Import | OpKind::Refresh => None,
        };
        s.map(|s| std::time::Duration::from_secs(u64::from(s)))
    }
}

/// An operation that was started against a provider but whose outcome was never recorded.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PendingOperation {
    pub op: OpKind,
    pub urn: Urn,
    #[serde(rename = "type")]
    pub ty: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    pub inputs: Value,
    /// The provider instance the call went to, when not the package's default one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub provider: Option<String>,
}

/// What a step does to a resource.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum OpKind {
    Same,
    Create,
    Update,
    Replace,
    Delete,
    /// An existing resource adopted into state (`import`), nothing changed in the world.
    Import,
    /// Only the resource's outputs changed outside Strata (found by a refresh): recorded, with
    /// nothing to undo.
    Refresh,
}

impl OpKind {
    pub fn as_str(self) -> &'static str {
        match self {
            OpKind::Same => "same",
            OpKind::Create => "create",
            OpKind::Update => "update",
            OpKind::Replace => "replace",
            OpKind::Delete => "delete",
            OpKind::Import => "import",
            OpKind::Refresh => "refresh",
        }
    }
}

impl fmt::Display for OpKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Options of a registered resource besides its inputs (see `resource-options` in
/// `wit/program/program.wit` for each one's meaning).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ResourceOptions {
    pub depends_on: Vec<u32>,
    /// `None`: as its parent is (unprotected without one).
    pub protect: Option<bool>,
    /// `None`: as the provider's diff says; `Some(false)` overrides a provider that asks.
    pub delete_before_replace: Option<bool>,
    /// Property paths whose changes are ignored (the recorded value is kept).
    pub ignore_changes: Vec<String>,
    /// Property paths whose changes force a replacement.
    pub replace_on_changes: Vec<String>,
    pub retain_on_delete: bool,
    /// The handle of the resource whose delete removes this one.
    pub deleted_with: Option<u32>,
    pub additional_secret_outputs: Vec<String>,
    /// Time limits for this resource's provider calls, overriding the provider's.
    pub timeouts: Timeouts,
    /// Adopt the existing resource with this id instead of creating one.
    pub import: Option<String>,
    /// Earlier names of the resource (full URNs): state under one of them is this resource's.
    pub aliases: Vec<Urn>,
    /// The handle of the component (or resource) it belongs to.
    pub parent: Option<u32>,
    /// The provider instance to use (`[providers.NAME]` in Strata.toml), instead of the one
    /// named after the type's package.
    pub provider: Option<String>,
    /// A value (which may reference outputs) whose change from the recorded one replaces the
    /// resource.
    pub replacement_trigger: Option<Value>,
    /// Handles of resources whose replacement replaces this one too.
    pub replace_with: Vec<u32>,
}

impl ResourceOptions {
    /// Whether the resource is protected (its parent's protection, where it says nothing, is
    /// taken when the plan is made).
    pub fn protects(&self) -> bool {
        self.protect.unwrap_or(false)
    }
}

/// What the program registered: a resource it wants, an `apply` callback, or a function call.
#[derive(Clone, Debug, PartialEq)]
pub enum Registration {
    Resource {
        ty: String,
        name: String,
        inputs: Value,
        options: ResourceOptions,
    },
    Apply {
        inputs: Value,
    },
    /// A string the engine joins from `parts` (a JSON array of strings and values, which may
    /// reference outputs) once every part is known: an interpolation, declared rather than
    /// computed by a callback, so that it can be compiled (`Fn::Sub`).
    Interpolation {
        parts: Value,
    },
    /// A provider function's result, once its arguments are known.
    Invoke {
        function: String,
        args: Value,
    },
    /// A component: a logical grouping with no provider, whose outputs (registered once its
    /// children are declared) may reference them.
    Component {
        ty: String,
        name: String,
        options: ResourceOptions,
        outputs: Option<Value>,
    },
}

/// Everything a program run declared: registrations in handle order, and the stack outputs.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Declarations {
    pub registrations: Vec<Registration>,
    pub outputs: Option<Value>,
    /// Set when the program failed after declaring these (its error): they are run, and nothing
    /// it did not declare is deleted.
    pub incomplete: Option<String>,
}

impl Declarations {
    /// Every value the program declared (inputs, arguments, parts, component and stack
    /// outputs), not the names, types and options around them.
    pub fn values_mut(&mut self) -> impl Iterator<Item = &mut Value> {
        let regs = self.registrations.iter_mut().filter_map(|r| match r {
            Registration::Resource { inputs: v, .. }
            | Registration::Apply { inputs: v }
            | Registration::Interpolation { parts: v }
            | Registration::Invoke { args: v, .. } => Some(v),
            Registration::Component { outputs, .. } => outputs.as_mut(),
        });
        regs.chain(self.outputs.as_mut())
    }
}
