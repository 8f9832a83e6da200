//! Typed resources of the `random` provider, generated from its schema by
//! `strata gen-sdk random --lang rust`: do not edit (a test fails when it drifts).

#![allow(clippy::all, unused_imports)]

use crate::{Options, Output, Resource, Result};
use serde::Serialize;
use std::collections::BTreeMap;

/// The inputs of `random:Integer`.
#[derive(Serialize, Default, Clone)]
pub struct IntegerArgs {
    /// Arbitrary values; a change of any of them makes a new value
    ///
    /// A change replaces the resource.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub keepers: Option<Output<BTreeMap<String, String>>>,
    /// The largest value
    ///
    /// Required. A change replaces the resource.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max: Option<Output<i64>>,
    /// The smallest value
    ///
    /// Required. A change replaces the resource.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub min: Option<Output<i64>>,
}

/// `random:Integer`: A random integer from min to max, made once at create
#[derive(Clone, Debug)]
pub struct Integer(pub Resource);

impl Integer {
    /// Declare it, with default options.
    pub fn new(name: &str, args: IntegerArgs) -> Result<Self> {
        Self::with_options(name, args, Options::default())
    }

    /// Declare it with resource options.
    pub fn with_options(name: &str, args: IntegerArgs, options: Options) -> Result<Self> {
        Ok(Self(Resource::new("random:Integer", name, &args, options)?))
    }

    /// The integer
    pub fn result(&self) -> Output<i64> {
        self.0.output("result")
    }
}

/// The inputs of `random:Pet`.
#[derive(Serialize, Default, Clone)]
pub struct PetArgs {
    /// Arbitrary values; a change of any of them makes a new value
    ///
    /// A change replaces the resource.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub keepers: Option<Output<BTreeMap<String, String>>>,
    /// Number of words
    ///
    /// A change replaces the resource. Default: `2`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub length: Option<Output<i64>>,
    /// A first word
    ///
    /// A change replaces the resource.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub prefix: Option<Output<String>>,
    /// Between words
    ///
    /// A change replaces the resource. Default: `"-"`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub separator: Option<Output<String>>,
}

/// `random:Pet`: A pet name such as `brave-otter`, made once at create
#[derive(Clone, Debug)]
pub struct Pet(pub Resource);

impl Pet {
    /// Declare it, with default options.
    pub fn new(name: &str, args: PetArgs) -> Result<Self> {
        Self::with_options(name, args, Options::default())
    }

    /// Declare it with resource options.
    pub fn with_options(name: &str, args: PetArgs, options: Options) -> Result<Self> {
        Ok(Self(Resource::new("random:Pet", name, &args, options)?))
    }

    /// The name
    pub fn result(&self) -> Output<String> {
        self.0.output("result")
    }
}

/// The inputs of `random:String`.
#[derive(Serialize, Default, Clone)]
pub struct StringArgs {
    /// Arbitrary values; a change of any of them makes a new value
    ///
    /// A change replaces the resource.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub keepers: Option<Output<BTreeMap<String, String>>>,
    /// Number of characters, 1 to 4096
    ///
    /// A change replaces the resource. Default: `16`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub length: Option<Output<i64>>,
    /// Include 0-9
    ///
    /// A change replaces the resource. Default: `true`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub numeric: Option<Output<bool>>,
    /// Include punctuation
    ///
    /// A change replaces the resource. Default: `true`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub special: Option<Output<bool>>,
    /// Include A-Z
    ///
    /// A change replaces the resource. Default: `true`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub upper: Option<Output<bool>>,
}

/// `random:String`: A random string, made once at create
#[derive(Clone, Debug)]
pub struct String(pub Resource);

impl String {
    /// Declare it, with default options.
    pub fn new(name: &str, args: StringArgs) -> Result<Self> {
        Self::with_options(name, args, Options::default())
    }

    /// Declare it with resource options.
    pub fn with_options(name: &str, args: StringArgs, options: Options) -> Result<Self> {
        Ok(Self(Resource::new("random:String", name, &args, options)?))
    }

    /// The string
    pub fn result(&self) -> Output<String> {
        self.0.output("result")
    }
}

/// The inputs of `random:Uuid`.
#[derive(Serialize, Default, Clone)]
pub struct UuidArgs {
    /// Arbitrary values; a change of any of them makes a new value
    ///
    /// A change replaces the resource.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub keepers: Option<Output<BTreeMap<String, String>>>,
}

/// `random:Uuid`: A random (version 4) UUID, made once at create
#[derive(Clone, Debug)]
pub struct Uuid(pub Resource);

impl Uuid {
    /// Declare it, with default options.
    pub fn new(name: &str, args: UuidArgs) -> Result<Self> {
        Self::with_options(name, args, Options::default())
    }

    /// Declare it with resource options.
    pub fn with_options(name: &str, args: UuidArgs, options: Options) -> Result<Self> {
        Ok(Self(Resource::new("random:Uuid", name, &args, options)?))
    }

    /// The UUID
    pub fn result(&self) -> Output<String> {
        self.0.output("result")
    }
}
