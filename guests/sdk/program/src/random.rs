//! Typed resources of the `random` provider.

use crate::{Options, Output, Resource, Result};
use serde::Serialize;
use std::collections::BTreeMap;

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

/// `random:String`: a random string of `length` characters.
pub struct RandomString(pub Resource);

impl RandomString {
    pub fn new(name: &str, args: StringArgs) -> Result<Self> {
        Ok(Self(Resource::new(
            "random:String",
            name,
            &args,
            Options::default(),
        )?))
    }
    pub fn result(&self) -> Output<String> {
        self.0.output("result")
    }
}

#[derive(Serialize, Default)]
pub struct IntegerArgs {
    pub min: i64,
    pub max: i64,
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub keepers: Keepers,
}

/// `random:Integer`: a random integer in `[min, max]`.
pub struct RandomInteger(pub Resource);

impl RandomInteger {
    pub fn new(name: &str, args: IntegerArgs) -> Result<Self> {
        Ok(Self(Resource::new(
            "random:Integer",
            name,
            &args,
            Options::default(),
        )?))
    }
    pub fn result(&self) -> Output<i64> {
        self.0.output("result")
    }
}

#[derive(Serialize, Default)]
pub struct UuidArgs {
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub keepers: Keepers,
}

/// `random:Uuid`: a random version-4 UUID.
pub struct RandomUuid(pub Resource);

impl RandomUuid {
    pub fn new(name: &str, args: UuidArgs) -> Result<Self> {
        Ok(Self(Resource::new(
            "random:Uuid",
            name,
            &args,
            Options::default(),
        )?))
    }
    pub fn result(&self) -> Output<String> {
        self.0.output("result")
    }
}

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

/// `random:Pet`: a random pet name such as `brave-otter`.
pub struct RandomPet(pub Resource);

impl RandomPet {
    pub fn new(name: &str, args: PetArgs) -> Result<Self> {
        Ok(Self(Resource::new(
            "random:Pet",
            name,
            &args,
            Options::default(),
        )?))
    }
    pub fn result(&self) -> Output<String> {
        self.0.output("result")
    }
}
