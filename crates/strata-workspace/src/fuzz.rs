//! Fuzz targets of the files a project holds (`Strata.toml`, `Strata.<stack>.toml`,
//! `Strata.lock`, `Strata.workspace.toml`, `Strata.yaml`): anyone who sends a pull request
//! writes them. Each parses every mutant, then does with what it read what the rest of Strata
//! does (grants, limits, configuration as JSON, writing it back).

use super::lock::LockDoc;
use super::*;
use strata_fuzz::{Target, corpus};

/// Words of TOML, and of the project file, for mutations to insert.
const TOML_WORDS: &[&str] = &[
    "[providers.x]",
    "[policy.p]",
    "[policy.p.config.a]",
    "[program]",
    "[[stack]]",
    "[config.k]",
    "[secrets]",
    "[encryption]",
    "a.b.c.d = 1\n",
    " = ",
    "\"\"\"",
    "'''",
    "\\u0000",
    "true",
    "1979-05-27T07:32:00Z",
    "nan",
    "+inf",
    "0x7fffffffffffffff",
    "{}",
    "[]",
    "{ path = \"..\", read-only = true }",
    "allow-hosts = [\"*\"]",
    "memory = \"18446744073709551615GiB\"",
    "timeout = \"99999999999999999999h\"",
];

/// The project files of the examples, and one with every table, written back by `toml`.
fn project_corpus() -> Vec<Vec<u8>> {
    let rich = r#"
name = "rich"
description = "every table"
runtime = "rust"
backend = "file://.strata"
registry = "registry.example:5000/strata"

[backends]
net = "s3://bucket/state?region=eu-west-1"

[program]
wasm = "target/program.wasm"
main = "src/main.js"
allow-dirs = ["data", { path = "in", read-only = true }]
allow-stacks = ["net:network/*", "other/dev"]
build = "cargo build"
sources = ["src", "Cargo.toml"]
memory = "1GiB"
timeout = "10m"
max-declarations = "256MiB"

[providers.aws]
plugin = "aws@0.1.0"
allow-hosts = ["https://*.amazonaws.com", "https://example.com:8443"]
allow-env = ["AWS_REGION"]
memory = "512MiB"
timeout = "5m"
max-output = "64MiB"
max-sockets = 4

[providers.aws.config]
region = "eu-west-1"
tags = { team = "infra", levels = [1, 2, { deep = true }] }

[policy.acme]
wasm = "policies/pack.wasm"
enforcement = { no-public = "mandatory", tags = "advisory" }
memory = "256MiB"
timeout = "60s"

[policy.acme.config.tags]
required = ["team", "env"]

[config.greeting]
type = "string"
default = "Hello"
description = "what to say"

[config.count]
type = "integer"
default = 3
"#;
    let rich = ProjectFile::parse(Path::new("Strata.toml"), rich).unwrap();
    let mut out = corpus([
        include_str!("../../../examples/hello/Strata.toml"),
        include_str!("../../../examples/hello-yaml/Strata.toml"),
        include_str!("../../../examples/hello-ts/Strata.toml"),
        include_str!("../../../examples/serverless/Strata.toml"),
        include_str!("../../../examples/layered/app/Strata.toml"),
    ]);
    out.push(toml::to_string(&rich).unwrap().into_bytes());
    out
}

/// What the rest of Strata does with a project file it read.
fn use_project(f: &ProjectFile) {
    let dir = Path::new("/nonexistent/strata-fuzz");
    for p in f.providers.values() {
        let _ = p.grants(dir);
        let _ = (p.hosts(), p.memory_bytes(), p.timeout(), p.max_output());
        let _ = Project::provider_config(p);
    }
    for p in f.policy.values() {
        let _ = p.grants(dir);
        let _ = (p.memory_bytes(), p.timeout(), p.max_output());
        let _ = p.policy_config();
    }
    let _ = f.program.grants(dir);
    let _ = (
        f.program.memory_bytes(),
        f.program.timeout(),
        f.program.max_declarations(),
    );
    for (k, d) in &f.config {
        if let Some(t) = d.default_text() {
            let _ = d.check(k, &t);
        }
    }
    let _ = toml::to_string(f);
}

#[test]
fn fuzz_project_file() {
    Target::new("fuzz_project_file", project_corpus())
        .dictionary(TOML_WORDS)
        .run(|b| {
            let Ok(text) = std::str::from_utf8(b) else {
                return;
            };
            if let Ok(f) = ProjectFile::parse(Path::new("/p/Strata.toml"), text) {
                use_project(&f);
            }
        });
}

#[test]
fn fuzz_stack_file() {
    let mut full = StackFile {
        id: Some("3f2a9c1e0b7d4a55".into()),
        encryption: Some(Encryption {
            key_id: "k-1".into(),
            salt: Some("c2FsdA==".into()),
            kms: Some("awskms://alias/strata?region=eu-west-1".into()),
            wrapped_key: Some("d3JhcHBlZA==".into()),
            rotating: vec![crate::RotatingKey {
                key_id: "k-2".into(),
                sealed: "c2VhbGVk".into(),
            }],
        }),
        ..StackFile::default()
    };
    full.config.insert("greeting".into(), "Hello".into());
    full.config.insert("aws:region".into(), "eu-west-1".into());
    full.secrets
        .insert("token".into(), "v1:bm9uY2U=:Y2lwaGVy".into());
    let seeds = corpus([
        toml::to_string(&full).unwrap(),
        toml::to_string(&StackFile::default()).unwrap(),
        include_str!("../../../examples/hello-ts/Strata.dev.toml").to_string(),
    ]);
    Target::new("fuzz_stack_file", seeds)
        .dictionary(TOML_WORDS)
        .run(|b| {
            let Ok(text) = std::str::from_utf8(b) else {
                return;
            };
            if let Ok(f) = StackFile::parse(Path::new("/p/Strata.dev.toml"), text) {
                let _ = toml::to_string(&f);
            }
        });
}

#[test]
fn fuzz_lock_file() {
    let mut doc = LockDoc::default();
    doc.providers.insert(
        "aws".into(),
        LockEntry {
            sha256: "ab".repeat(32),
            version: Some("0.1.0".into()),
            source: Some("registry.example/strata/aws".into()),
            manifest: Some(format!("sha256:{}", "cd".repeat(32))),
        },
    );
    doc.providers
        .insert("local".into(), LockEntry::of(&"01".repeat(32)));
    doc.policy
        .insert("acme".into(), LockEntry::of(&"ef".repeat(32)));
    let seeds = corpus([toml::to_string(&doc).unwrap(), String::new()]);
    Target::new("fuzz_lock_file", seeds)
        .dictionary(TOML_WORDS)
        .run(|b| {
            let Ok(text) = std::str::from_utf8(b) else {
                return;
            };
            let path = Path::new("/p/Strata.lock");
            if let Ok(mut lock) = LockFile::parse(path, text) {
                let _ = lock.entry(false, "aws");
                let _ = lock.check("aws", &"ab".repeat(32));
                let _ = lock.check_policy("acme", "00");
            }
        });
}

#[test]
fn fuzz_workspace_file() {
    let file = WorkspaceFile {
        name: Some("layered".into()),
        backend: Some("file://.strata".into()),
        persistent: true,
        parallel: Some(4),
        stacks: vec![
            WorkspaceStack {
                dir: "network".into(),
                stack: "dev".into(),
                after: vec![],
            },
            WorkspaceStack {
                dir: "app".into(),
                stack: "dev".into(),
                after: vec!["data/dev".into()],
            },
        ],
    };
    let seeds = corpus([
        toml::to_string(&file).unwrap(),
        include_str!("../../../examples/layered/Strata.workspace.toml").to_string(),
    ]);
    Target::new("fuzz_workspace_file", seeds)
        .dictionary(TOML_WORDS)
        .run(|b| {
            let Ok(text) = std::str::from_utf8(b) else {
                return;
            };
            let path = Path::new("/w/Strata.workspace.toml");
            if let Ok(file) = WorkspaceFile::parse(path, text) {
                let w = Workspace {
                    dir: "/nonexistent/strata-fuzz".into(),
                    file,
                };
                let _ = (w.name(), w.backend_url());
            }
        });
}

#[test]
fn fuzz_strata_yaml() {
    let seeds = corpus([
        include_str!("../../../examples/hello-yaml/Strata.yaml").to_string(),
        "config:\n  region: &r {type: string, default: eu-west-1}\n  backup: *r\n  n: {type: integer, default: 3, secret: true}\nresources:\n  a: &t {x: [1, 2.5, {y: z}], s: |\n    block\n  }\n  b: *t\n---\nother: !tag doc\n".to_string(),
        // Past the limits: the measure must stop each at once.
        crate::yaml::alias_bomb(),
        "- ".repeat(1_000),
    ]);
    Target::new("fuzz_strata_yaml", seeds)
        .dictionary(&[
            "&a ",
            "*a",
            "<<: *a",
            "? ",
            "- ",
            ": ",
            "---\n",
            "...\n",
            "!!str ",
            "!t ",
            "%YAML 1.2\n",
            "%TAG ! tag:x:\n",
            "|\n",
            ">-\n",
            "{",
            "[",
            "\"\\x",
            "'",
            "config:\n  ",
        ])
        .run(|b| {
            let Ok(text) = std::str::from_utf8(b) else {
                return;
            };
            let _ = crate::yaml::config(Path::new("/p/Strata.yaml"), text);
        });
}
