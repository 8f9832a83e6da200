//! The `--json` stream is a contract (`docs/events.md`): every line real runs print is checked
//! against `docs/events.schema.json`, and every kind of event the schema names is seen.

use super::*;
use std::collections::BTreeSet;

/// Every stdout line of the commands below, with what printed it.
struct Seen {
    validator: jsonschema::Validator,
    lines: usize,
    kinds: BTreeSet<String>,
}

impl Seen {
    fn new() -> Seen {
        let schema: Value = serde_json::from_str(include_str!("../../docs/events.schema.json"))
            .expect("docs/events.schema.json is JSON");
        Seen {
            validator: jsonschema::validator_for(&schema).expect("the schema is a JSON Schema"),
            lines: 0,
            kinds: BTreeSet::new(),
        }
    }

    fn check(&mut self, args: &[&str], out: &Output) {
        for line in text(&out.stdout).lines() {
            self.line(args, line);
        }
    }

    /// One line `strata args` printed; what kind of event it is.
    fn line(&mut self, args: &[&str], line: &str) -> String {
        {
            let v: Value = serde_json::from_str(line).unwrap_or_else(|e| {
                panic!("strata {args:?}: a line that is not JSON ({e}): {line}")
            });
            let errors: Vec<String> = self
                .validator
                .iter_errors(&v)
                .map(|e| format!("{} at {}", e, e.instance_path()))
                .collect();
            assert!(
                errors.is_empty(),
                "strata {args:?}: a line docs/events.schema.json does not allow:\n{line}\n{}",
                errors.join("\n")
            );
            self.lines += 1;
            let kind = match v["event"].as_str() {
                Some(e) => e.to_string(),
                None if v.get("stacks").is_some() => "graph-summary".into(),
                None => "summary".into(),
            };
            self.kinds.insert(kind.clone());
            kind
        }
    }
}

#[test]
fn every_json_line_of_real_runs_follows_the_documented_schema() {
    let mut seen = Seen::new();
    let spec = |fail: Value| {
        json!({"resources": [
            res("a", json!({"value": 1})),
            res("b", json!({"value": 2, "fail": fail})),
            res("c", json!({"ref": "b"})),
        ], "outputs": {"out": "a"}, "previous": true, "pause_ms": 1})
    };
    let p = Project::with_spec(spec(json!("create")));
    let mut run = |p: &Project, args: &[&str]| {
        let out = p.run(args);
        seen.check(args, &out);
        out
    };
    // A failed create, a skipped dependent, the program's log line (it reads its last outputs).
    assert!(!run(&p, &["up", "--yes", "--json"]).status.success());
    p.spec(spec(json!(null)));
    run(&p, &["preview", "--json"]);
    assert!(run(&p, &["up", "--yes", "--json"]).status.success());
    run(&p, &["refresh", "--yes", "--json"]);
    p.spec(json!({"resources": [res("a", json!({"value": 3}))], "outputs": {"out": "a"}}));
    run(&p, &["up", "--yes", "--json"]);
    run(&p, &["destroy", "--yes", "--json"]);
    // Policies: an advisory violation of each resource (the hostile pack reports what it
    // sees), a mandatory one that fails a step, and the stack policy's.
    let policed = Project::with_spec(json!({"resources": [res("a", json!({"value": 1}))]}));
    set_project_lines(
        policed.path(),
        &format!(
            "[policy.h]\nwasm = {}\n[policy.h.config.hostile]\nmode = \"snoop\"\n[policy.h.config.stack-hostile]\nmode = \"snoop\"\n",
            toml_path(test_artifacts::HOSTILE_POLICY)
        ),
        &[],
    );
    assert!(!run(&policed, &["up", "--yes", "--json"]).status.success());
    let toml = std::fs::read_to_string(policed.path().join("Strata.toml")).unwrap();
    std::fs::write(
        policed.path().join("Strata.toml"),
        format!("{toml}[policy.h.enforcement]\nhostile = \"advisory\"\n"),
    )
    .unwrap();
    let out = run(&policed, &["up", "--yes", "--json"]);
    assert!(out.status.success());
    assert!(text(&out.stdout).contains("\"policy-violation\""));
    // Refused before it starts (no such stack), an up or a preview still ends with
    // the summary object, `ok: false`, the reason and its kind.
    for (args, kind) in [
        (
            &["up", "--yes", "--json", "--stack", "nope"][..],
            "not-found",
        ),
        (&["preview", "--json", "--stack", "nope"][..], "not-found"),
    ] {
        let out = run(&p, args);
        assert!(!out.status.success());
        let last = text(&out.stdout).lines().last().map(str::to_string);
        let s: Value = serde_json::from_str(&last.expect("a summary line")).unwrap();
        assert_eq!(
            (&s["ok"], &s["failures"][0]["kind"]),
            (&json!(false), &json!(kind)),
            "{s}"
        );
        assert!(
            s["failures"][0]["error"].as_str().unwrap().contains("nope"),
            "{s}"
        );
    }

    // A graph of stacks: a workspace's preview, up and destroy, and a reader made stale.
    let root = tempfile::tempdir().unwrap();
    let r = root.path();
    let project = |name: &str, spec: Value| super::workspaces::project_in(r, name, None, spec);
    let net = |v: &str| json!({"resources": [res("vpc", json!({"value": v}))], "outputs": {"vpcId": "vpc"}});
    let n = project("net", net("vpc-1"));
    project(
        "app",
        json!({"resources": [{"name": "up", "reference": "net/dev"},
                             {"name": "r", "props_refs": {"value": "up.vpcId"}}],
               "outputs": {"out": "r"}}),
    );
    std::fs::write(
        r.join("Strata.workspace.toml"),
        "persistent = true\n\n[[stack]]\ndir = \"net\"\nstack = \"dev\"\n\n[[stack]]\ndir = \"app\"\nstack = \"dev\"\n",
    )
    .unwrap();
    let mut run_in = |dir: &Path, args: &[&str]| {
        let out = strata_in(dir, args).output().unwrap();
        assert!(
            out.status.success(),
            "strata {args:?}: {}{}",
            text(&out.stdout),
            text(&out.stderr)
        );
        if args.contains(&"--json") {
            seen.check(args, &out);
        }
    };
    run_in(r, &["workspace", "preview", "--json"]);
    run_in(r, &["workspace", "up", "--yes", "--json"]);
    std::fs::write(
        n.join("Strata.dev.toml"),
        format!(
            "[config]\nspec = {}\n",
            toml_path(&net("vpc-2").to_string())
        ),
    )
    .unwrap();
    // net's new output makes app stale (`stale`), then a cascade brings it up to date.
    run_in(&n, &["trust"]);
    run_in(&r.join("app"), &["trust"]);
    run_in(&n, &["up", "--yes", "--json", "--cascade"]);
    run_in(r, &["workspace", "destroy", "--yes", "--json"]);

    // `strata watch --json`: its first run, then Ctrl-C, every line of it.
    let w = super::yaml::yaml_project(super::watch::PROGRAM);
    let args = ["watch", "--json", "--debounce-ms", "100"];
    let (mut child, mut events) = w.spawn(&args);
    let mut line = String::new();
    loop {
        line.clear();
        assert!(
            events.read_line(&mut line).unwrap() > 0,
            "watch ended early"
        );
        if seen.line(&args, line.trim_end()) == "run-done" {
            break;
        }
    }
    super::watch::interrupt(&child);
    for line in events.lines() {
        seen.line(&args, &line.unwrap());
    }
    assert!(child.wait().unwrap().success());

    for kind in [
        "operation-started",
        "step-started",
        "step-done",
        "step-failed",
        "step-skipped",
        "log",
        "diagnostic",
        "stale",
        "summary",
        "stack-started",
        "stack-done",
        "graph-summary",
        "watch-started",
        "run-started",
        "run-done",
        "watch-stopped",
    ] {
        assert!(
            seen.kinds.contains(kind),
            "no `{kind}` was seen in {} lines: {:?}",
            seen.lines,
            seen.kinds
        );
    }
}
