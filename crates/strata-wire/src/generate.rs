//! The files made from the wire types, committed where their readers are: the stream's JSON
//! Schema, its TypeScript declarations for the Node automation package, the console page's
//! types, and the Python automation package's `TypedDict`s. [`files`] makes them all in memory;
//! the drift test compares them with the committed copies, and `STRATA_BLESS=1 cargo test -p
//! strata-wire` (or the `strata-wire-gen` binary) writes them.

use crate::emit::{python, typescript};
use crate::{SCHEMA_VERSION, console_schema, events_schema};
use std::path::{Path, PathBuf};

/// The repository's root, where the paths of [`files`] start.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Each generated file: its path from the repository's root, and its contents.
pub fn files() -> Vec<(&'static str, String)> {
    let events = events_schema();
    let made = "Generated from the types of crates/strata-wire: do not edit. `STRATA_BLESS=1 cargo test -p strata-wire` rewrites it.";
    let version = format!(
        "\n/** The revision of the stream these types describe (docs/events.md). */\nexport type SchemaVersion = {SCHEMA_VERSION};\n"
    );
    let node = format!(
        "{}{version}\n/** The same as `EventKind`. */\nexport type EventName = EventKind;\n",
        typescript::declarations(
            &events,
            Some("Line"),
            &[
                "The lines of strata's --json stream (docs/events.md), for @strata/automation.",
                made,
            ],
        )
    );
    let console = format!(
        "{}{version}",
        typescript::declarations(
            &console_schema(),
            None,
            &[
                "The answers of strata console's API, and the stream's lines its live view reads.",
                made,
            ],
        )
    );
    let python = python::module(
        &events,
        Some("Line"),
        &format!(
            "The lines of strata's --json stream (docs/events.md), as typed dictionaries.\n\n{made}\n"
        ),
        &format!(
            "#: The revision of the stream these types describe (docs/events.md).\nSCHEMA_VERSION = {SCHEMA_VERSION}\n\n#: Its type.\nSchemaVersion = Literal[{SCHEMA_VERSION}]\n"
        ),
    );
    vec![
        (
            "docs/events.schema.json",
            serde_json::to_string_pretty(&events).expect("a schema") + "\n",
        ),
        ("automation/node/events.d.ts", node),
        ("console/src/wire.ts", console),
        ("automation/python/strata_automation/events.py", python),
    ]
}

/// Write every generated file under `root`; the paths of those that changed.
pub fn write(root: &Path) -> std::io::Result<Vec<&'static str>> {
    let mut changed = Vec::new();
    for (path, contents) in files() {
        let at = root.join(path);
        if let Some(dir) = at.parent() {
            std::fs::create_dir_all(dir)?;
        }
        if std::fs::read_to_string(&at).ok().as_deref() != Some(contents.as_str()) {
            std::fs::write(&at, contents)?;
            changed.push(path);
        }
    }
    Ok(changed)
}
