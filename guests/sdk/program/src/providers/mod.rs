//! Typed resources of the providers Strata ships, generated from each provider's schema by
//! `strata gen-sdk PROVIDER --lang rust` (a test regenerates them and fails on any drift).
//! `strata gen-sdk` makes the same for any other provider.

#[rustfmt::skip]
pub mod aws;
#[rustfmt::skip]
pub mod local;
#[rustfmt::skip]
pub mod random;
