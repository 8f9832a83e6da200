//! The wasmtime embedding: the one place that runs `bindgen!` over `wit/`, compiles and caches
//! components, pools provider instances, implements the resource monitor that programs call,
//! and confines each provider to the directories it was granted.
//!
//! The engine sees none of this: [`WasmProvider`] implements `strata_engine::Provider` and
//! [`WasmProgram`] implements `strata_engine::Program`.

mod bindings;
mod files;
mod program;
mod provider;
mod runtime;

pub use program::{ProgramContext, ProgramLog, WasmProgram};
pub use provider::{DirGrant, Grants, WasmProvider};
pub use runtime::{ComponentKind, Runtime, RuntimeOptions};
