//! The wasmtime embedding: the one place that runs `bindgen!` over `wit/`, compiles and caches
//! components, pools provider instances, implements the resource monitor that programs call,
//! and confines each provider to the directories it was granted.
//!
//! The engine sees none of this: [`WasmProvider`] implements `strata_engine::Provider` and
//! [`WasmProgram`] implements `strata_engine::Program`.

mod bindings;
mod caps;
mod program;
mod provider;
mod runtime;

/// The manifest embedded in a component (the `strata-manifest` custom section of any of its
/// modules), if it has one. A malformed manifest is an error.
pub fn read_manifest(bytes: &[u8]) -> anyhow::Result<Option<Manifest>> {
    for payload in wasmparser::Parser::new(0).parse_all(bytes) {
        let Ok(payload) = payload else { break };
        if let wasmparser::Payload::CustomSection(section) = payload
            && section.name() == strata_policy::MANIFEST_SECTION
        {
            return Ok(Some(Manifest::parse(section.data())?));
        }
    }
    Ok(None)
}

/// A one-line account of a guest trap: what the guest said when it panicked (from its captured
/// stderr), and the trap itself without the wasm backtrace.
pub(crate) fn describe_trap(trap: &wasmtime::Error, stderr: &str) -> String {
    let cause = match trap.downcast_ref::<wasmtime::Trap>() {
        Some(t) => t.to_string(),
        None => trap.root_cause().to_string(),
    };
    let mut lines = stderr.lines().skip_while(|l| !l.contains("panicked at"));
    match lines.next() {
        Some(at) => {
            let said = lines.next().unwrap_or("").trim();
            let at = at
                .split("panicked at ")
                .nth(1)
                .unwrap_or("")
                .trim_end_matches(':');
            format!("panicked: {said} (at {at}; {cause})")
        }
        None => cause,
    }
}

pub use program::{ProgramContext, ProgramLimits, ProgramLog, WasmProgram};
pub use provider::{DirGrant, Grants, GuestLog, Limits, ProviderSetup, WasmProvider};
pub use runtime::{
    ComponentKind, MAX_COMPONENT_BYTES, Runtime, RuntimeOptions, TICK, Wasm, check_size,
    default_cache_dir,
};
pub use strata_policy::Manifest;
