//! Paths of the guest components built for the tests (see `build.rs`).

include!(concat!(env!("OUT_DIR"), "/components.rs"));

/// The repository these components were built from.
pub fn repo() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// A copy of `examples/NAME` at `root/examples/NAME` as it is checked in: without the state,
/// lock, build outputs or installed packages of a local run. `root/guests` links to the
/// repository's, so that an example's paths to the SDKs (`../../guests`) hold.
pub fn checked_in_example(root: &std::path::Path, name: &str) -> std::path::PathBuf {
    let repo = repo().canonicalize().expect("the repository");
    if !root.join("guests").exists() {
        std::os::unix::fs::symlink(repo.join("guests"), root.join("guests"))
            .expect("linking guests");
        std::fs::create_dir_all(root.join("examples")).expect("making examples/");
    }
    let dir = root.join("examples").join(name);
    let copied = std::process::Command::new("cp")
        .arg("-r")
        .arg(repo.join("examples").join(name))
        .arg(&dir)
        .status()
        .expect("running cp");
    assert!(copied.success(), "copying examples/{name}");
    for leftover in [
        ".strata",
        "Strata.lock",
        "node_modules",
        "program.wasm",
        "program.wasm.runtime",
        "program.bundle.js",
        ".venv",
        "package-lock.json",
        "out",
    ] {
        let _ = std::fs::remove_dir_all(dir.join(leftover));
        let _ = std::fs::remove_file(dir.join(leftover));
    }
    dir
}
