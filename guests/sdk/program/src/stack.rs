//! Stack references: another stack's outputs, read by the engine (no provider to configure).
//!
//! ```ignore
//! let network = StackReference::new("network", "acme-network/prod")?;
//! let vpc: Output<String> = network.output("vpcId");
//! ```

use crate::{Options, Output, Resource, Result};
use serde::Serialize;

/// A reference to another stack (`strata:stack:Reference`): its outputs, and nothing else of
/// its state. Reading it records the dependency, so the upstream stack knows this one reads it.
#[derive(Clone, Debug)]
pub struct StackReference(pub Resource);

#[derive(Serialize)]
struct Args<'a> {
    stack: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    backend: Option<&'a str>,
}

impl StackReference {
    /// The stack `stack` (`project/stack`, or `stack` of this project), in this stack's backend.
    pub fn new(name: &str, stack: &str) -> Result<StackReference> {
        Self::with_options(name, stack, None, Options::default())
    }

    /// The stack `stack` in `backend`, when it lives elsewhere: the name the project file gives
    /// that backend under `[backends]` (never a URL: a program does not choose where Strata
    /// connects). The stack must be granted in `[program] allow-stacks` as `NAME:project/stack`.
    pub fn in_backend(name: &str, stack: &str, backend: &str) -> Result<StackReference> {
        Self::with_options(name, stack, Some(backend), Options::default())
    }

    pub fn with_options(
        name: &str,
        stack: &str,
        backend: Option<&str>,
        options: Options,
    ) -> Result<StackReference> {
        Resource::new(
            "strata:stack:Reference",
            name,
            &Args { stack, backend },
            options,
        )
        .map(StackReference)
    }

    /// Output `name` of the stack, typed: usable as an input of other resources. Unknown in a
    /// preview where the upstream is itself previewed and that output changes; a secret stays
    /// secret. An output the stack does not have fails the preview, naming those it has.
    pub fn output<T>(&self, name: &str) -> Output<T> {
        self.0.output(name)
    }

    pub fn resource(&self) -> &Resource {
        &self.0
    }
}
