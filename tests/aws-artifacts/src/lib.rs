//! The path of the AWS provider component, built by `build.rs`.

include!(concat!(env!("OUT_DIR"), "/aws.rs"));
