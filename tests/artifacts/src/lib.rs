//! Paths of the guest components built for the tests (see `build.rs`).

include!(concat!(env!("OUT_DIR"), "/components.rs"));
