//! Generated bindings for the `strata:program`, `strata:provider` and `strata:policy` worlds. Private: the rest
//! of the crate uses the aliases below.

pub mod program {
    wasmtime::component::bindgen!({
        path: "../../wit/program",
        world: "program-world",
        imports: {
            // Reads the stack's state, through the backend, only when the program asks.
            "strata:program/monitor.previous-outputs": async,
        },
        exports: { default: async },
    });
}

pub mod provider {
    wasmtime::component::bindgen!({
        path: "../../wit/provider",
        world: "provider-world",
        exports: { default: async },
    });
}

pub mod policy {
    wasmtime::component::bindgen!({
        path: "../../wit/policy",
        world: "policy-pack",
        exports: { default: async },
    });
}
