//! Typed resources of the `local` provider.

use crate::{Options, Output, Resource, Result};
use serde::Serialize;

#[derive(Serialize)]
pub struct FileArgs {
    /// The file's path, inside a directory granted to the `local` provider.
    pub path: Output<String>,
    pub content: Output<String>,
    /// Octal permission bits such as `"644"` (default `"644"`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mode: Option<String>,
}

/// `local:File`: a file with the given content and mode.
pub struct File(pub Resource);

impl File {
    pub fn new(name: &str, args: FileArgs) -> Result<Self> {
        Ok(Self(Resource::new(
            "local:File",
            name,
            &args,
            Options::default(),
        )?))
    }
    pub fn with_options(name: &str, args: FileArgs, options: Options) -> Result<Self> {
        Ok(Self(Resource::new("local:File", name, &args, options)?))
    }
    pub fn path(&self) -> Output<String> {
        self.0.output("path")
    }
    pub fn content(&self) -> Output<String> {
        self.0.output("content")
    }
    /// The SHA-256 of the content, hex.
    pub fn sha256(&self) -> Output<String> {
        self.0.output("sha256")
    }
}
