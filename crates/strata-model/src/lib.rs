//! The resource model: URNs, property values with their reserved markers, resource goals and
//! resource states. Pure data and pure functions; no I/O.

pub mod known;
pub mod schema;
pub mod spelling;
pub mod value;

use serde::{Deserialize, Serialize};
use std::fmt;

pub use known::KnownSecrets;
pub use value::{Value, marker};

/// A resource's identity, stable across runs: `urn:strata:<stack>::<project>::<type>::<name>`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Urn(pub String);

impl Urn {
    pub fn new(stack: &str, project: &str, ty: &str, name: &str) -> Urn {
        Urn(format!("urn:strata:{stack}::{project}::{ty}::{name}"))
    }

    fn parts(&self) -> impl Iterator<Item = &str> {
        self.0.splitn(4, "::")
    }

    /// The resource type, e.g. `random:String`.
    pub fn ty(&self) -> &str {
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
}

impl OpKind {
    pub fn as_str(self) -> &'static str {
        match self {
            OpKind::Same => "same",
            OpKind::Create => "create",
            OpKind::Update => "update",
            OpKind::Replace => "replace",
            OpKind::Delete => "delete",
        }
    }
}

impl fmt::Display for OpKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Options of a registered resource besides its inputs.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ResourceOptions {
    pub depends_on: Vec<u32>,
    pub protect: bool,
    pub delete_before_replace: bool,
    /// A time limit for this resource's provider calls, overriding the provider's.
    pub timeout: Option<std::time::Duration>,
}

/// What the program registered: a resource it wants, or an `apply` callback.
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
}

/// Everything a program run declared: registrations in handle order, and the stack outputs.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Declarations {
    pub registrations: Vec<Registration>,
    pub outputs: Option<Value>,
}
