//! The wasmtime embedding: the one place that runs `bindgen!` over `wit/`, compiles and caches
//! components, pools provider instances, implements the resource monitor that programs call,
//! and confines each provider to the directories it was granted.
//!
//! The engine sees none of this: [`WasmProvider`] implements `strata_engine::Provider` and
//! [`WasmProgram`] implements `strata_engine::Program`.

mod bindings;
mod cache_mac;
mod caps;
mod policy;
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

/// The interfaces a component imports and exports by name (`wasi:http/types@0.2.6`,
/// `strata:provider/provider@0.2.0`), each list sorted, for a registry artifact's config.
pub fn component_interfaces(bytes: &[u8]) -> (Vec<String>, Vec<String>) {
    let (mut imports, mut exports) = (Vec::new(), Vec::new());
    for payload in wasmparser::Parser::new(0).parse_all(bytes) {
        let Ok(payload) = payload else { break };
        match payload {
            wasmparser::Payload::ComponentImportSection(s) => imports.extend(
                s.into_iter()
                    .filter_map(|i| i.ok())
                    .map(|i| i.name.name.to_string()),
            ),
            wasmparser::Payload::ComponentExportSection(s) => exports.extend(
                s.into_iter()
                    .filter_map(|e| e.ok())
                    .map(|e| e.name.name.to_string()),
            ),
            _ => {}
        }
    }
    for list in [&mut imports, &mut exports] {
        list.retain(|n| n.contains(':'));
        list.sort();
        list.dedup();
    }
    (imports, exports)
}

/// Whether the component exports `strata:policy/policy` (a policy pack), of any version.
pub fn is_policy_pack(bytes: &[u8]) -> bool {
    for payload in wasmparser::Parser::new(0).parse_all(bytes) {
        let Ok(payload) = payload else { break };
        if let wasmparser::Payload::ComponentExportSection(s) = payload
            && s.into_iter()
                .filter_map(|e| e.ok())
                .any(|e| e.name.name.starts_with("strata:policy/policy@"))
        {
            return true;
        }
    }
    false
}

/// The version of `strata:provider` this host speaks.
pub const PROVIDER_WIT: &str = "0.2.0";
/// The version of `strata:program` this host speaks.
pub const PROGRAM_WIT: &str = "0.3.0";
/// The version of `strata:policy` this host speaks.
pub const POLICY_WIT: &str = "0.2.0";

/// Refuse a component built against another version of `strata:PACKAGE` than `expected`,
/// naming both (the linker's own error would only say an import or export is missing). The
/// version is read from the interface the component exports (`strata:provider/provider`,
/// `strata:program/program`).
pub(crate) fn check_wit_version(bytes: &[u8], package: &str, expected: &str) -> Result<(), String> {
    let prefix = format!("strata:{package}/{package}@");
    let mut found: Option<String> = None;
    for payload in wasmparser::Parser::new(0).parse_all(bytes) {
        let Ok(payload) = payload else { break };
        let names: Vec<String> = match payload {
            wasmparser::Payload::ComponentExportSection(s) => s
                .into_iter()
                .filter_map(|e| e.ok().map(|e| e.name.name.to_string()))
                .collect(),
            wasmparser::Payload::ComponentImportSection(s) => s
                .into_iter()
                .filter_map(|i| i.ok().map(|i| i.name.name.to_string()))
                .collect(),
            _ => continue,
        };
        for n in names {
            if let Some(version) = n.strip_prefix(&prefix) {
                found = Some(version.to_string());
            }
        }
        if found.is_some() {
            break;
        }
    }
    match found {
        Some(v) if v != expected => Err(format!(
            "was built for strata:{package}@{v}, and this strata speaks strata:{package}@{expected}: rebuild it with the SDK of this strata (or use a strata that speaks @{v})"
        )),
        _ => Ok(()),
    }
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

pub use cache_mac::{mine_alone, private_dir};
pub use policy::{PackSetup, PolicyInfo, PolicyKind, PolicyPacks, WasmPolicyPack};
pub use program::{PreviousOutputs, ProgramContext, ProgramLimits, ProgramLog, WasmProgram};
pub use provider::{DirGrant, Grants, GuestLog, Limits, ProviderSetup, WasmProvider};
pub use runtime::{
    ComponentKind, MAX_COMPONENT_BYTES, Runtime, RuntimeOptions, TICK, Wasm, check_size,
    default_cache_dir,
};
pub use strata_policy::Manifest;
