//! Typed resources of the `random` provider.

use crate::{Options, Output, Resource, Result};
use serde::Serialize;
use std::collections::BTreeMap;

/// A typed `random` resource: `new` declares it, `result` is its value.
macro_rules! resource {
    ($(#[$doc:meta])* $name:ident, $args:ident, $ty:literal, $out:ty) => {
        $(#[$doc])*
        pub struct $name(pub Resource);

        impl $name {
            pub fn new(name: &str, args: $args) -> Result<Self> {
                Ok(Self(Resource::new($ty, name, &args, Options::default())?))
            }
            pub fn result(&self) -> Output<$out> {
                self.0.output("result")
            }
        }
    };
}

/// A change to any value in `keepers` makes a new random value.
pub type Keepers = BTreeMap<String, Output<String>>;

#[derive(Serialize, Default)]
pub struct StringArgs {
    pub length: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub special: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub upper: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub numeric: Option<bool>,
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub keepers: Keepers,
}

resource!(
    /// `random:String`: a random string of `length` characters.
    RandomString, StringArgs, "random:String", String
);

#[derive(Serialize, Default)]
pub struct IntegerArgs {
    pub min: i64,
    pub max: i64,
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub keepers: Keepers,
}

resource!(
    /// `random:Integer`: a random integer in `[min, max]`.
    RandomInteger, IntegerArgs, "random:Integer", i64
);

#[derive(Serialize, Default)]
pub struct UuidArgs {
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub keepers: Keepers,
}

resource!(
    /// `random:Uuid`: a random version-4 UUID.
    RandomUuid, UuidArgs, "random:Uuid", String
);

#[derive(Serialize, Default)]
pub struct PetArgs {
    /// Words in the name (default 2).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub length: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub separator: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub prefix: Option<Output<String>>,
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub keepers: Keepers,
}

resource!(
    /// `random:Pet`: a random pet name such as `brave-otter`.
    RandomPet, PetArgs, "random:Pet", String
);
