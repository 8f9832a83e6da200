//! The wire contract of Strata as types: every line of the `--json` stream ([`Line`]: the
//! events, the summary object, a graph's summary) and every answer of `strata console`'s HTTP
//! API ([`console`]). They serialize to exactly what the stream and the console write, and
//! their JSON Schemas (from `schemars`) are the one source of `docs/events.schema.json` and of
//! the TypeScript and Python declarations made from it ([`generate`]); a test fails when a
//! committed copy differs from what these types make (`STRATA_BLESS=1 cargo test -p
//! strata-wire` rewrites them).
//!
//! This crate knows nothing of the rest of Strata: no engine, state or model type appears here.
//! `strata-ops` converts its events into these types; nothing converts the other way.

pub mod console;
pub mod emit;
pub mod events;
pub mod generate;
mod ordered;
mod schema;

pub use events::*;
pub use ordered::OrderedMap;
pub use schema::{console_schema, events_schema};

/// The revision of the `--json` stream (`docs/events.md` has each one's changes). 1: the lines
/// before they were typed. 2: `operation-started`, `schema_version` in the summary object,
/// `time_ms` in `stack-started` and `stack-done`, `stack-planned`. 3: `policy-violation`, the
/// policy counts, the failure kind `policy-violation`. 4: `diagnostic`: what the terminal says
/// to people is a line too. 5: `policy-remediation`.
pub const SCHEMA_VERSION: u32 = 5;

/// A duration as the stream's milliseconds: to a tenth, the one rule for every `*_ms` that is
/// a number with a fraction (`0.8`, not `0.8318340000000001`).
pub fn millis(d: std::time::Duration) -> f64 {
    (d.as_secs_f64() * 1e4).round() / 10.0
}

#[cfg(test)]
mod millis_tests {
    #[test]
    fn milliseconds_are_written_to_a_tenth() {
        for (nanos, said) in [
            (831_834, "0.8"),
            (0, "0.0"),
            (12_500_000, "12.5"),
            (1_234_567_890, "1234.6"),
            (50, "0.0"),
        ] {
            let ms = super::millis(std::time::Duration::from_nanos(nanos));
            assert_eq!(serde_json::to_string(&ms).unwrap(), said);
        }
    }
}
