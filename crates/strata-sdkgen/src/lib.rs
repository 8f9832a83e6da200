//! Typed resource classes generated from a provider's schema (`strata gen-sdk PROVIDER --lang
//! rust | typescript | python`), with doc comments, so that a misspelt property is a compile error rather than a
//! failed deploy. The shipped providers' modules are generated into the SDKs
//! (`guests/sdk/program/src/providers/`, `guests/js/providers/`,
//! `guests/python/strata_sdk/providers/`), checked in, and a test fails when they drift.
//!
//! Each language's generator is a module of its own (`rust_sdk`, `typescript_sdk`,
//! `python_sdk`); the types a resource's inputs are made of (nested objects, strings with
//! allowed values) are found and named once for all of them, in `nested`.

pub mod languages;
mod nested;
mod python_sdk;
mod rust_sdk;
pub mod snippet;
mod typescript_sdk;

#[cfg(test)]
mod tests;

pub use python_sdk::python;
pub use rust_sdk::rust;
pub use typescript_sdk::typescript;

use std::collections::BTreeMap;
use std::fmt::Write as _;

use strata_model::schema::{Property, Schema, TypeSchema};

/// `text` as a Rust doc comment, each line indented by `ind`.
fn doc(out: &mut String, ind: &str, text: &str) {
    for line in text.lines() {
        if line.is_empty() {
            let _ = writeln!(out, "{ind}///");
        } else {
            let _ = writeln!(out, "{ind}/// {line}");
        }
    }
}

/// `BucketName` → `bucket_name`, `maxReceiveCount` → `max_receive_count`.
fn snake(s: &str) -> String {
    let mut out = String::new();
    let chars: Vec<char> = s.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        if c.is_ascii_uppercase() {
            let prev_lower =
                i > 0 && (chars[i - 1].is_ascii_lowercase() || chars[i - 1].is_ascii_digit());
            let next_lower = chars.get(i + 1).is_some_and(|n| n.is_ascii_lowercase());
            if i > 0 && (prev_lower || (next_lower && chars[i - 1].is_ascii_uppercase())) {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else if c.is_ascii_alphanumeric() {
            out.push(c);
        } else {
            out.push('_');
        }
    }
    out
}

/// `bucket-name` or `bucketName` → `BucketName`.
fn pascal(s: &str) -> String {
    let mut out = String::new();
    let mut up = true;
    for c in s.chars() {
        if c.is_ascii_alphanumeric() {
            if up {
                out.push(c.to_ascii_uppercase());
            } else {
                out.push(c);
            }
            up = false;
        } else {
            up = true;
        }
    }
    out
}

/// A Rust identifier: keywords raw (those that cannot be raw, `self`, `super`, `crate`, with a
/// trailing `_`), a leading digit prefixed.
fn ident(s: &str) -> String {
    const KEYWORDS: &[&str] = &[
        "as", "break", "const", "continue", "crate", "else", "enum", "extern", "false", "fn",
        "for", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref",
        "return", "self", "static", "struct", "super", "trait", "true", "type", "unsafe", "use",
        "where", "while", "async", "await", "dyn", "abstract", "become", "box", "do", "final",
        "macro", "override", "priv", "typeof", "unsized", "virtual", "yield", "try", "gen",
    ];
    if s.starts_with(|c: char| c.is_ascii_digit()) {
        format!("_{s}")
    } else if matches!(s, "self" | "super" | "crate" | "Self") {
        format!("{s}_")
    } else if KEYWORDS.contains(&s) {
        format!("r#{s}")
    } else {
        s.to_string()
    }
}

/// `pkg:Kind` at the top, `pkg:module:Kind` by module, in order.
fn by_module(schema: &Schema) -> BTreeMap<Option<&str>, Vec<(&str, &str, &TypeSchema)>> {
    let mut modules: BTreeMap<Option<&str>, Vec<(&str, &str, &TypeSchema)>> = BTreeMap::new();
    for (token, t) in &schema.types {
        let parts: Vec<&str> = token.split(':').collect();
        let (module, kind) = match parts.as_slice() {
            [_, kind] => (None, *kind),
            [_, module, kind] => (Some(*module), *kind),
            _ => continue,
        };
        modules.entry(module).or_default().push((token, kind, t));
    }
    modules
}

/// The notes a property's doc comment ends with.
fn notes(p: &Property) -> String {
    let mut notes = vec![];
    if p.required {
        notes.push("Required.".to_string());
    }
    if p.replaces {
        notes.push("A change replaces the resource.".to_string());
    }
    if p.secret {
        notes.push("Secret.".to_string());
    }
    if let Some(d) = &p.default {
        notes.push(format!("Default: `{d}`."));
    }
    notes.join(" ")
}

/// A property's description and notes, in one line.
fn described(p: &Property) -> String {
    let d = p.description.trim();
    let d = if d.is_empty() || d.ends_with('.') {
        d.to_string()
    } else {
        format!("{d}.")
    };
    [d, notes(p)]
        .into_iter()
        .filter(|s| !s.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// `BucketName` → `bucketName`.
fn camel(s: &str) -> String {
    let p = pascal(&snake(s).replace('_', "-"));
    let mut c = p.chars();
    match c.next() {
        Some(f) => f.to_ascii_lowercase().to_string() + c.as_str(),
        None => p,
    }
}
