//! Typed resources of the `local` provider, generated from its schema by
//! `strata gen-sdk local --lang rust`: do not edit (a test fails when it drifts).

#![allow(clippy::all, unused_imports)]

use crate::{Options, Output, Resource, Result};
use serde::Serialize;
use std::collections::BTreeMap;

/// The inputs of `local:File`.
#[derive(Serialize, Default, Clone)]
pub struct FileArgs {
    /// The file's text
    ///
    /// Default: `""`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub content: Option<Output<String>>,
    /// Octal permission bits, at most 777
    ///
    /// Default: `"644"`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mode: Option<Output<String>>,
    /// Relative path inside a directory granted to the provider
    ///
    /// Required. A change replaces the resource.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub path: Option<Output<String>>,
}

/// `local:File`: A file with content and permission bits
#[derive(Clone, Debug)]
pub struct File(pub Resource);

impl File {
    /// Declare it, with default options.
    pub fn new(name: &str, args: FileArgs) -> Result<Self> {
        Self::with_options(name, args, Options::default())
    }

    /// Declare it with resource options.
    pub fn with_options(name: &str, args: FileArgs, options: Options) -> Result<Self> {
        Ok(Self(Resource::new("local:File", name, &args, options)?))
    }

    /// The file's text
    pub fn content(&self) -> Output<String> {
        self.0.output("content")
    }

    /// Octal permission bits, at most 777
    pub fn mode(&self) -> Output<String> {
        self.0.output("mode")
    }

    /// Relative path inside a directory granted to the provider
    /// The resource's id.
    pub fn path(&self) -> Output<String> {
        self.0.output("path")
    }

    /// SHA-256 of the content, hex
    pub fn sha256(&self) -> Output<String> {
        self.0.output("sha256")
    }
}
