//! The providers Strata ships, embedded in the binary: `plugin = "random@0.1.0"` (or `local`)
//! resolves to these when no installed plugin of that name and version exists, so a project
//! names its providers without a path to any checkout, and a team can commit it.

include!(concat!(env!("OUT_DIR"), "/shipped.rs"));

/// The embedded component called `name`, if Strata ships one.
pub fn component(name: &str) -> Option<&'static [u8]> {
    SHIPPED.iter().find(|(n, _)| *n == name).map(|(_, b)| *b)
}

/// The names of the providers Strata ships (`random`, `local`).
pub fn names() -> impl Iterator<Item = &'static str> {
    SHIPPED.iter().map(|(n, _)| *n)
}
