//! What an operation loads, apart from the engine and the state: the providers
//! ([`providers`]), the program and its build ([`program`]), and the sandboxed view of the
//! project a program reads ([`view`]).

pub mod program;
pub mod providers;
pub mod view;

pub use program::*;
pub use providers::*;
