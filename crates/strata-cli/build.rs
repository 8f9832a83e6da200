//! The `strata new` templates: every file under `templates/NAME/` in the repository, embedded
//! in the binary as `(template, path in the new project, text)`, listed in
//! `$OUT_DIR/templates.rs` (see `src/scaffold.rs`). A file named `gitignore` is written as
//! `.gitignore` (a `.gitignore` in the template directory would apply to this repository).

use std::path::{Path, PathBuf};

fn main() {
    let root = Path::new(&std::env::var_os("CARGO_MANIFEST_DIR").unwrap()).join("../../templates");
    let root = root.canonicalize().expect("the templates directory");
    // A directory here is scanned whole: a file added, changed or removed lists them again.
    println!("cargo:rerun-if-changed={}", root.display());
    println!("cargo:rerun-if-changed=build.rs");
    let mut files = vec![];
    for template in std::fs::read_dir(&root).unwrap() {
        let template = template.unwrap().path();
        if template.is_dir() {
            walk(&template, &mut files);
        }
    }
    files.sort();
    let mut out = String::from(
        "/// Every file of every template: `(template, path in the new project, text)`.\npub static FILES: &[(&str, &str, &str)] = &[\n",
    );
    for path in files {
        let rel = path.strip_prefix(&root).unwrap();
        let mut parts: Vec<String> = rel
            .components()
            .map(|c| {
                c.as_os_str()
                    .to_str()
                    .expect("a UTF-8 file name")
                    .to_string()
            })
            .collect();
        let template = parts.remove(0);
        if let Some(last) = parts.last_mut()
            && last == "gitignore"
        {
            *last = ".gitignore".into();
        }
        out.push_str(&format!(
            "    ({template:?}, {:?}, include_str!({:?})),\n",
            parts.join("/"),
            path.display().to_string()
        ));
    }
    out.push_str("];\n");
    let dest = PathBuf::from(std::env::var_os("OUT_DIR").unwrap()).join("templates.rs");
    std::fs::write(dest, out).unwrap();
}

fn walk(dir: &Path, files: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            walk(&path, files);
        } else {
            files.push(path);
        }
    }
}
