//! The committed copies of what the wire types make (`strata_wire::generate::files`) are what
//! they make now: a change to a type shows in the schema, the TypeScript and the Python at
//! once, or this fails naming the files. `STRATA_BLESS=1 cargo test -p strata-wire` rewrites
//! them.

#[test]
fn the_generated_files_are_what_the_wire_types_make() {
    let root = strata_wire::generate::root();
    if std::env::var_os("STRATA_BLESS").is_some() {
        for path in strata_wire::generate::write(&root).unwrap() {
            eprintln!("rewrote {path}");
        }
        return;
    }
    let mut stale = Vec::new();
    for (path, made) in strata_wire::generate::files() {
        let committed = std::fs::read_to_string(root.join(path)).unwrap_or_default();
        if committed != made {
            let line = committed
                .lines()
                .zip(made.lines())
                .position(|(a, b)| a != b)
                .unwrap_or_else(|| committed.lines().count().min(made.lines().count()));
            stale.push(format!("{path} (from line {})", line + 1));
        }
    }
    assert!(
        stale.is_empty(),
        "not what crates/strata-wire makes: {}. Run `STRATA_BLESS=1 cargo test -p strata-wire` and commit them.",
        stale.join(", ")
    );
}

/// The one copy of the version that is code, not a declaration: the Node package's, which it
/// checks each stream against.
#[test]
fn the_node_package_reads_this_version() {
    let index = strata_wire::generate::root().join("automation/node/index.js");
    let js = std::fs::read_to_string(&index).unwrap();
    let line = format!(
        "export const SCHEMA_VERSION = {};",
        strata_wire::SCHEMA_VERSION
    );
    assert!(
        js.lines().any(|l| l.trim() == line),
        "{} should say `{line}`: the stream it reads is version {}",
        index.display(),
        strata_wire::SCHEMA_VERSION
    );
}
