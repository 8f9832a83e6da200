//! Policy packs through the binary: the example pack (`examples/policies`) on a local AWS, in
//! each language it is written in; hostile packs, each failing its own check with a clear error
//! and blocking no more than its policies say; what a pack sees of secrets; the lock.

use super::aws::{aws, aws_project};
use super::*;
use test_services::moto;

/// Add `[policy.NAME]` with `lines` to the project.
fn with_pack(p: &Project, name: &str, wasm: &str, lines: &str) {
    set_project_lines(
        p.path(),
        &format!("[policy.{name}]\nwasm = {}\n{lines}\n", toml_path(wasm)),
        &[],
    );
}

/// The `policy-violation` events of a `--json` run: (resource name or "", policy, enforcement).
fn violations(stdout: &str) -> Vec<(String, String, String)> {
    let mut out: Vec<(String, String, String)> = stdout
        .lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .filter(|e| e["event"] == "policy-violation")
        .map(|e| {
            (
                e["name"].as_str().unwrap_or_default().to_string(),
                e["policy"].as_str().unwrap_or_default().to_string(),
                e["enforcement"].as_str().unwrap_or_default().to_string(),
            )
        })
        .collect();
    out.sort();
    out
}

fn v(name: &str, policy: &str, level: &str) -> (String, String, String) {
    (name.into(), policy.into(), level.into())
}

/// The example pack built as `wasm`, on moto: a public bucket is refused in preview and in up
/// (mandatory), before any call that makes it; a bucket without the `team` tag is made with a
/// warning (advisory); once the program complies, up succeeds; a security group nothing uses
/// is reported by the stack policy.
pub(super) fn the_example_pack_blocks_and_warns(wasm: &str) {
    let m = moto();
    let p = aws_project(true);
    with_pack(&p, "acme", wasm, "");
    let tag = format!("p{}", std::process::id());
    let spec = |public: bool| {
        json!({"resources": [
            aws("open", "aws:s3:Bucket", json!({
                "BucketName": format!("open-{tag}"),
                "PublicAccessBlockConfiguration": {"BlockPublicAcls": !public, "BlockPublicPolicy": true,
                    "IgnorePublicAcls": true, "RestrictPublicBuckets": true},
                "Tags": [{"Key": "team", "Value": "web"}],
            })),
            aws("logs", "aws:s3:Bucket", json!({
                "BucketName": format!("logs-{tag}"),
                "Tags": [{"Key": "env", "Value": "dev"}],
            })),
        ]})
    };
    p.spec(spec(true));

    // Settings a policy does not take, or of the wrong type, at any depth, are refused before
    // anything runs, by the pack's SDK against the schema each policy declares: the preview and
    // up name the pack, the policy, the path and the setting meant, and nothing is made.
    let toml = std::fs::read_to_string(p.path().join("Strata.toml")).unwrap();
    set_project_lines(
        p.path(),
        "[policy.acme.config.required-tags]\ntgas = [\"team\"]\ntypes = \"aws:s3:Bucket\"\n\
         [policy.acme.config.protect-stateful-in-production]\nstacks = [\"prod\", 1]\n",
        &[],
    );
    for args in [&["preview"][..], &["up", "--yes"]] {
        let err = p.fails(args);
        for said in [
            "policy pack acme: its configuration ([policy.acme.config]) is refused by the pack",
            "policy `required-tags`: `tgas` is not a setting: did you mean `tags`?",
            "`types` must be a list of strings, not a string",
            "policy `protect-stateful-in-production`: `stacks[1]` must be a string, not a whole number",
        ] {
            assert!(err.contains(said), "{args:?}: {said}: {err}");
        }
    }
    let out = p.run(&["up", "--yes", "--json"]);
    assert_eq!(summary(&text(&out.stdout))["ok"], false);
    let buckets = m.boto("print(' '.join(b['Name'] for b in s3.list_buckets()['Buckets']))");
    assert!(!buckets.contains(&tag), "{buckets}");
    assert!(p.resource_names().is_empty());
    std::fs::write(p.path().join("Strata.toml"), toml).unwrap();

    // The preview reports both, and fails on the mandatory one.
    let out = p.run(&["preview", "--json"]);
    let stdout = text(&out.stdout);
    assert!(!out.status.success(), "{stdout}");
    assert_eq!(
        violations(&stdout),
        vec![
            v("logs", "required-tags", "advisory"),
            v("open", "no-public-buckets", "mandatory")
        ],
        "{stdout}"
    );
    let s = summary(&stdout);
    assert_eq!(s["summary"]["policy_violations"], 1, "{s}");
    assert_eq!(s["summary"]["policy_warnings"], 1, "{s}");
    let line = stdout
        .lines()
        .find(|l| l.contains("\"policy-violation\"") && l.contains("no-public-buckets"))
        .unwrap();
    assert!(
        line.contains("PublicAccessBlockConfiguration.BlockPublicAcls"),
        "{line}"
    );
    // For people: the violation, by resource and policy, and the count.
    let human = p.fails(&["preview"]);
    assert!(
        human.contains("no-public-buckets") && human.contains("turns BlockPublicAcls off"),
        "{human}"
    );
    assert!(
        human.contains("1 mandatory violation, 1 advisory violation"),
        "{human}"
    );

    // Up: a mandatory violation blocks the whole update, as CrossGuard's does: every policy
    // runs on a preview first, and nothing is made, the compliant bucket neither.
    let out = p.run(&["up", "--yes", "--json"]);
    let stdout = text(&out.stdout);
    assert!(!out.status.success(), "{stdout}");
    assert_eq!(
        violations(&stdout),
        vec![
            v("logs", "required-tags", "advisory"),
            v("open", "no-public-buckets", "mandatory")
        ],
        "{stdout}"
    );
    let buckets = m.boto("print(' '.join(b['Name'] for b in s3.list_buckets()['Buckets']))");
    assert!(!buckets.contains(&tag), "{buckets}");
    assert!(p.resource_names().is_empty());
    let human = p.fails(&["up", "--yes"]);
    assert!(
        human.contains("the update is blocked by policy, so nothing was changed: aws:s3:Bucket \"open\" breaks a mandatory policy")
            && human.contains("--policy-per-resource"),
        "{human}"
    );

    // --policy-per-resource: the public bucket is never made; the other is, with the warning.
    let out = p.run(&["up", "--yes", "--json", "--policy-per-resource"]);
    let stdout = text(&out.stdout);
    assert!(!out.status.success(), "{stdout}");
    let s = summary(&stdout);
    assert_eq!(counts(&s)["create"], 1, "{s}");
    let failed = stdout
        .lines()
        .find(|l| l.contains("\"step-failed\""))
        .unwrap();
    assert!(
        failed.contains("\"policy-violation\"") && failed.contains("nothing was changed"),
        "{failed}"
    );
    let buckets = m.boto("print(' '.join(b['Name'] for b in s3.list_buckets()['Buckets']))");
    assert!(!buckets.contains(&format!("open-{tag}")), "{buckets}");
    assert!(buckets.contains(&format!("logs-{tag}")), "{buckets}");
    assert_eq!(p.resource_names(), vec!["logs"]);

    // The program complies: up succeeds. Every resource is checked, `logs` unchanged too
    // (its warning is said again): in the preview `up` runs first, and in the update.
    p.spec(spec(false));
    let out = p.ok(&["up", "--yes", "--json"]);
    assert_eq!(
        violations(&out),
        vec![
            v("logs", "required-tags", "advisory"),
            v("logs", "required-tags", "advisory")
        ]
    );
    assert_eq!(counts(&summary(&out))["create"], 1);
    assert!(m
        .boto(&format!(
            "print(s3.get_public_access_block(Bucket='open-{tag}')['PublicAccessBlockConfiguration']['BlockPublicAcls'])"
        ))
        .contains("True"));

    // Remediation (CrossGuard's remediateResource): in a stack the pack counts as production,
    // buckets get versioning. Set to advisory, the fix is reported and not applied.
    let plain = std::fs::read_to_string(p.path().join("Strata.toml")).unwrap();
    let production = "[policy.acme.config.versioned-buckets-in-production]\nstacks = [\"dev\"]\n";
    set_project_lines(
        p.path(),
        &format!(
            "{production}[policy.acme.enforcement]\nversioned-buckets-in-production = \"advisory\"\n"
        ),
        &[],
    );
    let out = p.ok(&["preview", "--json"]);
    let fix = v("logs", "versioned-buckets-in-production", "advisory");
    let vs = violations(&out);
    assert!(vs.contains(&fix), "{out}");
    assert!(!out.contains("\"policy-remediation\""), "{out}");
    assert_eq!(summary(&out)["summary"]["update"], 0, "{out}");
    std::fs::write(p.path().join("Strata.toml"), &plain).unwrap();
    set_project_lines(p.path(), production, &[]);
    // Applied: each bucket's preview shows the fix and the update it makes.
    let out = p.ok(&["preview", "--json"]);
    let fixed: Vec<(String, Value)> = out
        .lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .filter(|e| e["event"] == "policy-remediation")
        .map(|e| {
            (
                e["name"].as_str().unwrap().to_string(),
                e["properties"].clone(),
            )
        })
        .collect();
    assert!(
        fixed.contains(&("logs".into(), json!(["VersioningConfiguration"])))
            && fixed.contains(&("open".into(), json!(["VersioningConfiguration"]))),
        "{out}"
    );
    assert_eq!(counts(&summary(&out))["update"], 2, "{out}");
    let human = p.ok(&["preview"]);
    assert!(
        human.contains("remediated by policy `versioned-buckets-in-production` of pack `acme` (sets VersioningConfiguration)"),
        "{human}"
    );
    p.ok(&["up", "--yes"]);
    for b in ["open", "logs"] {
        let status = m.boto(&format!(
            "print(s3.get_bucket_versioning(Bucket='{b}-{tag}').get('Status'))"
        ));
        assert!(status.contains("Enabled"), "{b}: {status}");
    }
    // The fix is in the state: nothing more to change.
    let out = p.ok(&["preview", "--json"]);
    assert_eq!(summary(&out)["summary"]["update"], 0, "{out}");
    std::fs::write(p.path().join("Strata.toml"), &plain).unwrap();

    // The stack policy sees the whole stack: a security group nothing uses.
    let mut with_group = spec(false);
    with_group["resources"].as_array_mut().unwrap().push(aws(
        "idle",
        "aws:ec2:SecurityGroup",
        json!({"GroupDescription": "unused",
               "SecurityGroupIngress": [{"IpProtocol": "tcp", "FromPort": 443, "ToPort": 443, "CidrIp": "0.0.0.0/0"}]}),
    ));
    p.spec(with_group);
    let out = p.ok(&["preview", "--json"]);
    assert_eq!(
        violations(&out),
        vec![
            v("idle", "unused-security-groups", "advisory"),
            v("logs", "required-tags", "advisory")
        ]
    );
    // A mandatory stack policy blocks the whole update too: it judges the stack the preview
    // would leave, before anything is made (it used to fail the run after making it).
    set_project_lines(
        p.path(),
        "[policy.acme.enforcement]\nunused-security-groups = \"mandatory\"\n",
        &[],
    );
    let err = p.fails(&["up", "--yes"]);
    assert!(
        err.contains("the update is blocked by policy") && err.contains("the stack policies"),
        "{err}"
    );
    assert!(!p.resource_names().contains(&"idle".to_string()));
    p.ok(&["destroy", "--yes"]);
}

/// A pack added to a stack already deployed judges what is there: `strata policy check` says
/// it from the state alone (no program, no provider call), and the next preview and `up` check
/// every resource, unchanged ones too, and block. Policy groups choose the packs (and their
/// enforcement) per stack: a pack a group names runs only on that group's stacks.
#[test]
fn a_pack_added_to_a_deployed_stack_judges_what_is_there_and_groups_choose_per_stack() {
    let p = aws_project(true);
    let tag = format!("g{}", std::process::id());
    p.spec(json!({"resources": [
        aws("open", "aws:s3:Bucket", json!({
            "BucketName": format!("open-{tag}"),
            "PublicAccessBlockConfiguration": {"BlockPublicAcls": false, "BlockPublicPolicy": true,
                "IgnorePublicAcls": true, "RestrictPublicBuckets": true},
            "Tags": [{"Key": "team", "Value": "web"}],
        })),
        aws("logs", "aws:s3:Bucket", json!({"BucketName": format!("logs-{tag}")})),
        // One flag set, the other three left to AWS's default (false): public, as applied.
        aws("half", "aws:s3:Bucket", json!({
            "BucketName": format!("half-{tag}"),
            "PublicAccessBlockConfiguration": {"BlockPublicPolicy": true},
            "Tags": [{"Key": "team", "Value": "web"}],
        })),
    ]}));
    p.ok(&["up", "--yes"]);
    let before = p.checkpoint();
    let toml = std::fs::read_to_string(p.path().join("Strata.toml")).unwrap();
    with_pack(&p, "acme", test_artifacts::ACME_POLICIES, "");

    // From the state alone: both unchanged resources, their violations, exit 1.
    let out = p.run(&["policy", "check", "--json"]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    let report: Value = serde_json::from_str(text(&out.stdout).trim()).unwrap();
    assert_eq!(report["resources"], 3, "{report}");
    assert_eq!(report["packs"], json!(["acme"]), "{report}");
    let said: Vec<(String, String)> = report["violations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| {
            (
                v["urn"]
                    .as_str()
                    .unwrap_or_default()
                    .rsplit("::")
                    .next()
                    .unwrap()
                    .to_string(),
                v["policy"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    assert!(
        said.contains(&("open".into(), "no-public-buckets".into())),
        "{said:?}"
    );
    assert!(
        said.contains(&("logs".into(), "required-tags".into())),
        "{said:?}"
    );
    // The pack sees the block as AWS applies it: the flags left out are false.
    let half: Vec<&Value> = report["violations"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|v| v["urn"].as_str().unwrap_or_default().ends_with("::half"))
        .collect();
    assert_eq!(half.len(), 3, "{half:?}");
    assert!(
        half.iter()
            .any(|v| v["path"] == "PublicAccessBlockConfiguration.BlockPublicAcls"),
        "{half:?}"
    );
    let human = p.fails(&["policy", "check"]);
    assert!(
        human.contains("Stack dev: 3 resources checked by `acme`")
            && human.contains("aws:s3:Bucket \"open\": mandatory policy `no-public-buckets`"),
        "{human}"
    );
    // The next preview and up check the unchanged resources too, and block.
    let out = p.run(&["preview", "--json"]);
    assert!(!out.status.success());
    let half = v("half", "no-public-buckets", "mandatory");
    assert_eq!(
        violations(&text(&out.stdout)),
        vec![
            half.clone(),
            half.clone(),
            half,
            v("logs", "required-tags", "advisory"),
            v("open", "no-public-buckets", "mandatory")
        ]
    );
    let err = p.fails(&["up", "--yes"]);
    assert!(
        err.contains("is unchanged, and mandatory policy `no-public-buckets`"),
        "{err}"
    );
    assert!(err.contains("the update is blocked by policy"), "{err}");
    assert_eq!(p.checkpoint()["resources"], before["resources"]);
    // A targeted up of another resource is blocked too: the whole stack is judged.
    let err = p.fails(&["up", "--yes", "--target", "*::logs"]);
    assert!(
        err.contains(
            "\"open\" is not targeted and is unchanged, and mandatory policy `no-public-buckets`"
        ) && err.contains("the update is blocked by policy"),
        "{err}"
    );
    assert_eq!(p.checkpoint()["resources"], before["resources"]);

    // Groups: the pack runs only on the stacks of the groups that name it.
    let group = |stacks: &str, extra: &str| {
        std::fs::write(p.path().join("Strata.toml"), &toml).unwrap();
        with_pack(
            &p,
            "acme",
            test_artifacts::ACME_POLICIES,
            &format!("[policy-groups.production]\nstacks = {stacks}\npacks = [\"acme\"]\n{extra}"),
        );
    };
    group("[\"prod\", \"prod-*\"]", "");
    let err = p.fails(&["policy", "check"]);
    assert!(err.contains("stack `dev` runs no policy pack"), "{err}");
    p.ok(&["preview"]);
    // dev in the group, with the group's stricter enforcement: a missing tag is mandatory.
    group(
        "[\"prod\", \"d*\"]",
        "[policy-groups.production.enforcement.acme]\nrequired-tags = \"mandatory\"\nno-public-buckets = \"advisory\"\n",
    );
    let out = p.run(&["preview", "--json"]);
    let half = v("half", "no-public-buckets", "advisory");
    assert_eq!(
        violations(&text(&out.stdout)),
        vec![
            half.clone(),
            half.clone(),
            half,
            v("logs", "required-tags", "mandatory"),
            v("open", "no-public-buckets", "advisory")
        ]
    );
    // A group naming a pack the project lacks, or a level that is none, is refused by name.
    group(
        "[\"prod\"]",
        "[policy-groups.production.enforcement.acme]\nrequired-tags = \"mandatory\"\n",
    );
    let text_now = std::fs::read_to_string(p.path().join("Strata.toml")).unwrap();
    std::fs::write(
        p.path().join("Strata.toml"),
        text_now.replace("packs = [\"acme\"]", "packs = [\"amce\"]"),
    )
    .unwrap();
    let err = p.fails(&["preview"]);
    assert!(
        err.contains("policy-groups.production.packs: `amce` is not a policy pack of this project: did you mean `acme`?"),
        "{err}"
    );
    group(
        "[\"d*\"]",
        "[policy-groups.production.enforcement.acme]\nrequired-tags = \"mandatry\"\n",
    );
    let err = p.fails(&["preview"]);
    assert!(err.contains("`mandatry` is not one of advisory, mandatory, disabled, remediate: did you mean `mandatory`?"), "{err}");
    std::fs::write(p.path().join("Strata.toml"), &toml).unwrap();
    p.ok(&["destroy", "--yes"]);
}

#[test]
fn the_rust_example_pack_blocks_a_public_bucket_and_warns_on_a_missing_tag() {
    the_example_pack_blocks_and_warns(test_artifacts::ACME_POLICIES);
}

/// The example pack in `lang` (`typescript` or `python`), built once per test process with its
/// language's toolchain from a copy of `examples/policies/LANG` (npm and componentize-js for
/// TypeScript, componentize-py for Python), and kept between runs while its sources and the
/// SDK's are the same.
pub(super) fn built_pack(lang: &'static str) -> PathBuf {
    use std::collections::HashMap;
    use std::hash::{Hash, Hasher};
    static BUILT: std::sync::Mutex<Option<HashMap<&'static str, PathBuf>>> =
        std::sync::Mutex::new(None);
    let mut built = BUILT.lock().unwrap_or_else(|p| p.into_inner());
    if let Some(p) = built.get_or_insert_with(HashMap::new).get(lang) {
        return p.clone();
    }
    let repo = test_artifacts::repo().canonicalize().unwrap();
    let (sdk, sources): (&str, &[&str]) = match lang {
        "typescript" => ("guests/js-policy", &["package.json", "src/index.ts"]),
        _ => ("guests/python-policy", &["pack.py", "pyproject.toml"]),
    };
    // What the build is made of: the example's sources, the SDK's files, the WIT.
    let mut h = std::collections::hash_map::DefaultHasher::new();
    let example = repo.join("examples/policies").join(lang);
    let mut files: Vec<PathBuf> = sources.iter().map(|s| example.join(s)).collect();
    let walk = |dir: &Path, files: &mut Vec<PathBuf>| {
        let mut todo = vec![dir.to_path_buf()];
        while let Some(d) = todo.pop() {
            for e in std::fs::read_dir(&d).unwrap().flatten() {
                let p = e.path();
                let name = e.file_name();
                if name == "node_modules" || name == "__pycache__" {
                    continue;
                }
                if p.is_dir() {
                    todo.push(p);
                } else {
                    files.push(p);
                }
            }
        }
    };
    walk(&repo.join(sdk), &mut files);
    files.sort();
    for f in &files {
        f.strip_prefix(&repo).unwrap().hash(&mut h);
        std::fs::read(f).unwrap().hash(&mut h);
    }
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("policy-packs")
        .join(format!("{lang}-{:016x}", h.finish()));
    let pack = dir.join("examples/policies").join(lang).join("pack.wasm");
    if !pack.exists() {
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("examples/policies")).unwrap();
        std::os::unix::fs::symlink(repo.join("guests"), dir.join("guests")).unwrap();
        let copy = dir.join("examples/policies").join(lang);
        let ok = Command::new("cp")
            .arg("-r")
            .arg(&example)
            .arg(&copy)
            .status()
            .unwrap();
        assert!(ok.success());
        for leftover in ["node_modules", "package-lock.json", "pack.wasm", ".venv"] {
            let _ = std::fs::remove_dir_all(copy.join(leftover));
            let _ = std::fs::remove_file(copy.join(leftover));
        }
        let out = match lang {
            "typescript" => Command::new("sh")
                .arg("-c")
                .arg("npm install --silent --no-audit --no-fund --install-links && npm run --silent build")
                .current_dir(&copy)
                .output()
                .unwrap(),
            _ => Command::new(super::languages::componentize_py().with_file_name("python"))
                .arg(repo.join("guests/python-policy/strata_policy_build.py"))
                .args(["pack.py", "pack.wasm"])
                .current_dir(&copy)
                .output()
                .unwrap(),
        };
        assert!(
            out.status.success() && pack.exists(),
            "building the {lang} pack failed:\n{}{}",
            text(&out.stdout),
            text(&out.stderr)
        );
    }
    built
        .get_or_insert_with(HashMap::new)
        .insert(lang, pack.clone());
    pack
}

#[test]
fn the_typescript_example_pack_blocks_a_public_bucket_and_warns_on_a_missing_tag() {
    the_example_pack_blocks_and_warns(built_pack("typescript").to_str().unwrap());
}

#[test]
fn the_python_example_pack_blocks_a_public_bucket_and_warns_on_a_missing_tag() {
    the_example_pack_blocks_and_warns(built_pack("python").to_str().unwrap());
}

/// A project with the test program and the hostile pack, its policy set to `mode`.
fn hostile(mode: &str, extra: &str) -> Project {
    let p = Project::with_spec(
        json!({"resources": [{"name": "a", "value": 1}, {"name": "b", "value": 2}]}),
    );
    with_pack(
        &p,
        "h",
        test_artifacts::HOSTILE_POLICY,
        &format!(
            "timeout = \"1s\"\nmemory = \"64MiB\"\n{extra}\n[policy.h.config.hostile]\nmode = \"{mode}\"\n"
        ),
    );
    p
}

#[test]
fn a_pack_that_loops_traps_hoards_memory_or_reaches_out_fails_its_own_check_closed() {
    for (mode, said) in [
        ("loop", "timed out after 1s"),
        ("trap", "panics on purpose"),
        ("memory", "ran out of memory"),
        ("network", "[policy.h]"),
    ] {
        // Mandatory: nothing is made, and the error says which pack failed and how.
        let p = hostile(mode, "");
        let out = p.run(&["up", "--yes", "--json"]);
        let stdout = text(&out.stdout);
        assert!(!out.status.success(), "{mode}: {stdout}");
        let s = summary(&stdout);
        assert_eq!(counts(&s).get("create"), None, "{mode}: {s}");
        let failure = s["failures"][0]["error"].as_str().unwrap_or_default();
        assert!(
            failure.contains("policy pack") || failure.contains("pack `h`"),
            "{mode}: {failure}"
        );
        assert!(failure.contains(said), "{mode}: {failure}");
        assert!(failure.contains("fail closed"), "{mode}: {failure}");
        // The process and the state are fine: nothing recorded.
        assert!(p.run(&["stack", "export"]).status.success());

        // Advisory: the same failure is a warning, and the resources are made.
        let p = hostile(mode, "[policy.h.enforcement]\nhostile = \"advisory\"");
        let out = p.ok(&["up", "--yes", "--json"]);
        assert_eq!(counts(&summary(&out))["create"], 2, "{mode}: {out}");
        assert_eq!(
            violations(&out),
            vec![v("a", "(pack)", "advisory"), v("b", "(pack)", "advisory")],
            "{mode}: {out}"
        );
    }
}

#[test]
fn a_pack_sees_secrets_as_secret_and_nothing_of_the_machine() {
    let p = Project::with_spec(json!({"resources": [{"name": "a", "value_from_config": "token"}]}));
    p.ok(&["config", "set", "--secret", "token", "hunter2-plaintext"]);
    with_pack(
        &p,
        "h",
        test_artifacts::HOSTILE_POLICY,
        "[policy.h.enforcement]\nhostile = \"advisory\"\n[policy.h.config.hostile]\nmode = \"snoop\"\n",
    );
    // The environment the pack would read if it could.
    let out = p
        .command(&["preview", "--json"])
        .env("SNOOPED_VARIABLE", "visible")
        .output()
        .unwrap();
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    let seen = stdout
        .lines()
        .find(|l| l.contains("\"policy-violation\""))
        .unwrap();
    assert!(seen.contains("[secret]"), "{seen}");
    assert!(!stdout.contains("hunter2"), "{stdout}");
    assert!(!seen.contains("SNOOPED_VARIABLE"), "{seen}");
    assert!(seen.contains("env []"), "{seen}");
    // No directory is preopened: the root is not there to list.
    assert!(seen.contains("root [\\\"(read_dir"), "{seen}");

    // Granted secrets, it sees the marker and the value; what it says is still scrubbed.
    set_project_lines(p.path(), "", &[]);
    let toml = std::fs::read_to_string(p.path().join("Strata.toml")).unwrap();
    std::fs::write(
        p.path().join("Strata.toml"),
        toml.replace("[policy.h]\n", "[policy.h]\nsecrets = true\n"),
    )
    .unwrap();
    let out = p.ok(&["preview", "--json"]);
    let seen = out
        .lines()
        .find(|l| l.contains("\"policy-violation\""))
        .unwrap();
    assert!(
        seen.contains("$strata") && seen.contains("secret"),
        "{seen}"
    );
    assert!(!out.contains("hunter2"), "{out}");

    // The stack check sees outputs too: the provider echoes the secret as an output, which a
    // pack granted nothing sees as `[secret]` as well.
    let p = Project::with_spec(json!({"resources": [{"name": "a", "value_from_config": "token"}]}));
    p.ok(&["config", "set", "--secret", "token", "hunter2-plaintext"]);
    with_pack(
        &p,
        "h",
        test_artifacts::HOSTILE_POLICY,
        "[policy.h.enforcement]\nhostile = \"disabled\"\n[policy.h.config.stack-hostile]\nmode = \"snoop\"\n",
    );
    let out = p.ok(&["up", "--yes", "--json"]);
    let seen = out
        .lines()
        .find(|l| l.contains("\"policy-violation\"") && l.contains("stack-hostile"))
        .unwrap_or_else(|| panic!("no stack violation: {out}"));
    assert!(
        seen.contains("outputs") && seen.contains("[secret]"),
        "{seen}"
    );
    assert!(!out.contains("hunter2"), "{out}");
}

#[test]
fn packs_are_locked_misconfigurations_are_named_and_a_provider_is_not_a_pack() {
    let p = Project::with_spec(json!({"resources": [{"name": "a", "value": 1}]}));
    let dir = tempfile::tempdir().unwrap();
    let pack = dir.path().join("pack.wasm");
    std::fs::copy(test_artifacts::ACME_POLICIES, &pack).unwrap();
    with_pack(&p, "acme", pack.to_str().unwrap(), "");
    p.ok(&["preview"]);
    let lock = std::fs::read_to_string(p.path().join("Strata.lock")).unwrap();
    assert!(lock.contains("[policy.acme]"), "{lock}");
    // Other bytes under the same name (the pack built again): refused, naming the command
    // that takes them on purpose, with no hand edit of the lock.
    std::fs::copy(test_artifacts::HOSTILE_POLICY, &pack).unwrap();
    let err = p.fails(&["preview"]);
    assert!(
        err.contains("policy pack acme does not match the lock")
            && err.contains("`strata plugin update acme` records the file's sha256"),
        "{err}"
    );
    let said = p.ok(&["plugin", "update", "acme"]);
    assert!(
        said.contains("policy pack acme: recorded its file"),
        "{said}"
    );
    p.ok(&["preview"]);
    let relocked = std::fs::read_to_string(p.path().join("Strata.lock")).unwrap();
    assert_ne!(lock, relocked);
    assert!(
        p.ok(&["plugin", "update", "acme"])
            .contains("is the one locked")
    );

    // A misspelt policy in an override: named, with the closest.
    let p = Project::with_spec(json!({"resources": [{"name": "a", "value": 1}]}));
    with_pack(
        &p,
        "acme",
        test_artifacts::ACME_POLICIES,
        "[policy.acme.enforcement]\nno-public-bucket = \"advisory\"",
    );
    let err = p.fails(&["preview"]);
    assert!(err.contains("did you mean `no-public-buckets`"), "{err}");
    // A level that is none: refused when the project file is read (a misspelt one with the
    // level meant).
    for (level, said) in [
        (
            "strict",
            "`strict` is not one of advisory, mandatory, disabled, remediate",
        ),
        (
            "mandatroy",
            "`mandatroy` is not one of advisory, mandatory, disabled, remediate: did you mean `mandatory`?",
        ),
    ] {
        let p = Project::with_spec(json!({"resources": []}));
        with_pack(
            &p,
            "acme",
            test_artifacts::ACME_POLICIES,
            &format!("[policy.acme.enforcement]\nno-public-buckets = \"{level}\""),
        );
        let err = p.fails(&["preview"]);
        assert!(err.contains(said), "{err}");
    }

    // A provider given as a pack.
    let p = Project::with_spec(json!({"resources": []}));
    let err = p.fails(&["preview", "--policy-pack", test_artifacts::RANDOM]);
    assert!(err.contains("is not a policy pack"), "{err}");
}

#[test]
fn policy_test_checks_resources_from_files_without_a_stack() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("r.json");
    std::fs::write(
        &file,
        json!([
            {"type": "aws:ec2:SecurityGroup", "name": "ssh", "inputs": {"SecurityGroupIngress": [
                {"IpProtocol": "tcp", "FromPort": 22, "ToPort": 22, "CidrIp": "0.0.0.0/0"}]}},
            {"type": "aws:dynamodb:Table", "name": "orders", "inputs": {"Tags": [{"Key": "team", "Value": "shop"}]}},
            {"type": "aws:dynamodb:Table", "name": "kept", "protect": true, "inputs": {"Tags": [{"Key": "team", "Value": "shop"}]}},
            {"type": "aws:s3:Bucket", "name": "data", "protect": true, "inputs": {"Tags": [{"Key": "team", "Value": "shop"}]}},
        ])
        .to_string(),
    )
    .unwrap();
    let run = |extra: &[&str]| {
        let mut args = vec![
            "policy",
            "test",
            test_artifacts::ACME_POLICIES,
            "--resource",
            file.to_str().unwrap(),
            "--json",
        ];
        args.extend_from_slice(extra);
        strata_in(dir.path(), &args).output().unwrap()
    };
    let out = run(&["--stack", "prod"]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    let report: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["ok"], false, "{report}");
    let found: Vec<(String, String)> = report["violations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| {
            (
                v["urn"]
                    .as_str()
                    .unwrap_or("")
                    .rsplit("::")
                    .next()
                    .unwrap()
                    .to_string(),
                v["policy"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    assert!(
        found.contains(&("ssh".into(), "no-open-security-groups".into())),
        "{report}"
    );
    assert!(
        found.contains(&("orders".into(), "protect-stateful-in-production".into())),
        "{report}"
    );
    assert!(!found.iter().any(|(n, _)| n == "kept"), "{report}");
    assert_eq!(report["policies"].as_array().unwrap().len(), 7);
    // The remediation fixes the production bucket before the checks see it.
    assert_eq!(
        report["remediations"],
        json!([{"urn": "urn:strata:prod::test::aws:s3:Bucket::data",
                "policy": "versioned-buckets-in-production",
                "message": "bucket `data` keeps every version of its objects in production stack `prod`",
                "inputs": {"VersioningConfiguration": {"Status": "Enabled"}}}]),
        "{report}"
    );

    // Not production, and the group's rule lowered to advisory: nothing mandatory, exit 0.
    let config = dir.path().join("acme.toml");
    std::fs::write(
        &config,
        "[enforcement]\nno-open-security-groups = \"advisory\"\n",
    )
    .unwrap();
    let out = run(&["--stack", "dev", "--config", config.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));

    // A misspelt level in the configuration is refused, not dropped (which would leave the
    // policy at the pack's own level, silently).
    std::fs::write(
        &config,
        "[enforcement]\nno-open-security-groups = \"advisroy\"\n",
    )
    .unwrap();
    let out = run(&["--config", config.to_str().unwrap()]);
    assert!(!out.status.success());
    let err = text(&out.stderr);
    assert!(
        err.contains(
            "`advisroy` is not one of advisory, mandatory, disabled, remediate: did you mean `advisory`?"
        ),
        "{err}"
    );

    // Settings the pack refuses: under --json, stdout says so too.
    std::fs::write(&config, "[config.required-tags]\ntgas = [\"team\"]\n").unwrap();
    let out = run(&["--config", config.to_str().unwrap()]);
    assert!(!out.status.success());
    let answer: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(answer["ok"], false, "{answer}");
    assert!(
        answer["error"]
            .as_str()
            .unwrap()
            .contains("policy `required-tags`: `tgas` is not a setting: did you mean `tags`?"),
        "{answer}"
    );
}

/// `strata new --template policy-LANG` makes a pack that builds with its language's toolchain
/// and finds what its first policy looks for.
#[test]
fn new_scaffolds_policy_packs_in_rust_typescript_and_python_that_build_and_check() {
    let root = tempfile::tempdir().unwrap();
    for lang in ["rust", "typescript", "python"] {
        let dir = root.path().join(format!("pack-{lang}"));
        let out = strata_in(
            root.path(),
            &[
                "new",
                dir.to_str().unwrap(),
                "--template",
                &format!("policy-{lang}"),
            ],
        )
        .output()
        .unwrap();
        assert!(out.status.success(), "{lang}: {}", text(&out.stderr));
        let said = text(&out.stdout);
        assert!(said.contains("strata policy test"), "{said}");
        let (build, wasm) = match lang {
            "rust" => {
                // A target directory kept between runs: the SDK's dependencies build once.
                let target = Path::new(env!("CARGO_TARGET_TMPDIR")).join("policy-template-target");
                let mut c = Command::new("cargo");
                c.args(["build", "--release", "--target", "wasm32-wasip2"])
                    .env("CARGO_TARGET_DIR", &target)
                    .env_remove("RUSTFLAGS");
                (c, target.join("wasm32-wasip2/release/pack_rust.wasm"))
            }
            "typescript" => {
                let mut c = Command::new("sh");
                c.arg("-c")
                    .arg("npm install --silent --no-audit --no-fund && npm run --silent build");
                (c, dir.join("pack.wasm"))
            }
            _ => {
                let mut c =
                    Command::new(super::languages::componentize_py().with_file_name("python"));
                c.args([
                    "sdk/strata-policy-py/strata_policy_build.py",
                    "pack.py",
                    "pack.wasm",
                ]);
                (c, dir.join("pack.wasm"))
            }
        };
        // A policy that fails in its own code (TypeScript throws, Python raises) reports a
        // violation of its own, at its own level (advisory here), with what it said.
        match lang {
            "typescript" => {
                let src = dir.join("src/index.ts");
                let ts = std::fs::read_to_string(&src).unwrap();
                let ts = ts.replace(
                    &format!("definePack('pack-{lang}', ["),
                    &format!("definePack('pack-{lang}', [\n  {{ name: 'throws', enforcement: Advisory, validateResource: (): never => {{ throw new Error('boom at the bucket'); }} }},"),
                );
                std::fs::write(&src, ts).unwrap();
            }
            "python" => {
                let src = dir.join("pack.py");
                let py = std::fs::read_to_string(&src).unwrap();
                let py = py.replace(
                    "Policy = pack.export()",
                    "@pack.resource(\"throws\", \"raises\", ADVISORY)\ndef throws(r, ctx):\n    raise ValueError(\"boom at the bucket\")\n\n\nPolicy = pack.export()",
                );
                std::fs::write(&src, py).unwrap();
            }
            _ => {}
        }
        let mut build = build;
        let out = build.current_dir(&dir).output().unwrap();
        assert!(
            out.status.success(),
            "{lang}: {}{}",
            text(&out.stdout),
            text(&out.stderr)
        );
        let out = strata_in(
            &dir,
            &[
                "policy",
                "test",
                wasm.to_str().unwrap(),
                "--resource",
                "resources.json",
                "--json",
            ],
        )
        .output()
        .unwrap();
        assert!(out.status.success(), "{lang}: {}", text(&out.stderr));
        let report: Value = serde_json::from_slice(&out.stdout).unwrap();
        let found: Vec<&str> = report["violations"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|v| v["policy"] == "required-tags")
            .map(|v| v["path"].as_str().unwrap())
            .collect();
        assert_eq!(found, vec!["Tags.team"], "{lang}: {report}");
        assert_eq!(report["pack"], format!("pack-{lang}"), "{report}");
        // Every violation names the pack by its own name, not its file's (`pack.wasm`).
        for v in report["violations"].as_array().unwrap() {
            assert_eq!(v["pack"], format!("pack-{lang}"), "{lang}: {v}");
        }
        if lang != "rust" {
            let threw: Vec<&Value> = report["violations"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|v| v["policy"] == "throws")
                .collect();
            assert!(!threw.is_empty(), "{lang}: {report}");
            for v in threw {
                assert_eq!(v["enforcement"], "advisory", "{lang}: {v}");
                let m = v["message"].as_str().unwrap();
                assert!(
                    m.contains("the policy failed") && m.contains("boom at the bucket"),
                    "{lang}: {m}"
                );
            }
        }
        // Each carries its manifest: installed (and so publishable) by its name and version.
        let cache = tempfile::tempdir().unwrap();
        let (ok, out) = super::sandbox::with_cache(
            cache.path(),
            &dir,
            &["plugin", "install", wasm.to_str().unwrap()],
        );
        assert!(
            ok && out.contains(&format!("pack-{lang}")) && out.contains("0.1.0"),
            "{lang}: {out}"
        );
    }
}

/// A pack with a manifest is installed like a provider and named by `plugin = "NAME@VERSION"`;
/// one without a manifest is refused with the way to name it instead.
#[test]
fn a_pack_is_installed_as_a_plugin_and_named_by_its_manifest() {
    let cache = tempfile::tempdir().unwrap();
    let here = tempfile::tempdir().unwrap();
    let run = |cwd: &Path, args: &[&str]| super::sandbox::with_cache(cache.path(), cwd, args);
    let (ok, out) = run(
        here.path(),
        &["plugin", "install", test_artifacts::ACME_POLICIES],
    );
    assert!(ok, "{out}");
    assert!(
        out.contains("acme-policies") && out.contains("0.1.0"),
        "{out}"
    );
    // Named where a pack goes, not as a provider.
    assert!(
        out.contains("`plugin = \"acme-policies@0.1.0\"` under [policy.acme-policies]"),
        "{out}"
    );
    let (ok, out) = run(
        here.path(),
        &["plugin", "install", test_artifacts::HOSTILE_POLICY],
    );
    assert!(!ok);
    assert!(
        out.contains("policy pack with no manifest") && out.contains("wasm = "),
        "{out}"
    );

    let p = Project::with_spec(json!({"resources": [{"name": "a", "value": 1}]}));
    set_project_lines(
        p.path(),
        "[policy.acme]\nplugin = \"acme-policies@0.1.0\"\n[policy.acme.config.required-tags]\ntypes = [\"test:Resource\"]\n",
        &[],
    );
    let out = p
        .command(&["preview", "--json"])
        .env("STRATA_CACHE_DIR", cache.path())
        .output()
        .unwrap();
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    assert_eq!(
        violations(&stdout),
        vec![v("a", "required-tags", "advisory")],
        "{stdout}"
    );
    let lock = std::fs::read_to_string(p.path().join("Strata.lock")).unwrap();
    assert!(lock.contains("[policy.acme]"), "{lock}");
}

/// A pack granted no secrets never receives a secret's plaintext, whichever way it arrives: a
/// secret passed on without its marker (`config.get`, or the same text written out), in an
/// input, in an output, or in the stack check. The pack reports what it saw reversed, which
/// no scrubbing of messages recognises: what it is given is what it could pass on.
#[test]
fn a_pack_not_granted_secrets_never_receives_a_plaintext_whichever_way_it_arrives() {
    let secret = "hunter2-plaintext";
    let reversed: String = secret.chars().rev().collect();
    let ways = [
        json!({"name": "a", "plain_from_config": "token"}),
        json!({"name": "a", "value": secret}),
        json!({"name": "a", "value": format!("postgres://app:{secret}@db/x")}),
        json!({"name": "a", "value_from_config": "token"}),
    ];
    let mut cases = 0;
    for way in ways {
        for (policy, config) in [
            (
                "hostile",
                "[policy.h.enforcement]\nhostile = \"advisory\"\n[policy.h.config.hostile]\nmode = \"exfil\"\n",
            ),
            (
                "stack-hostile",
                "[policy.h.enforcement]\nhostile = \"disabled\"\n[policy.h.config.stack-hostile]\nmode = \"exfil\"\n",
            ),
        ] {
            cases += 1;
            let p = Project::with_spec(json!({"resources": [way.clone()], "outputs": {"o": "a"}}));
            p.ok(&["config", "set", "--secret", "token", secret]);
            with_pack(&p, "h", test_artifacts::HOSTILE_POLICY, config);
            let out = p.ok(&["up", "--yes", "--json"]);
            let seen = out
                .lines()
                .find(|l| l.contains("\"policy-violation\"") && l.contains(policy))
                .unwrap_or_else(|| panic!("{way} {policy}: no violation: {out}"));
            assert!(seen.contains("reversed"), "{seen}");
            assert!(
                !seen.contains(&reversed) && !out.contains(secret),
                "{way} {policy}: the pack received the plaintext: {seen}"
            );
            // The output that holds it is recorded sealed and shown as [secret].
            let shown = p.ok(&["stack", "output", "--json"]);
            assert!(!shown.contains(secret), "{way}: {shown}");
        }
    }
    assert_eq!(cases, 8);
}

/// `strata policy test NAME` of a project's pack runs only what an `up` of the project would:
/// a `wasm` whose bytes are not the ones `Strata.lock` pins, and a `plugin` whose signature the
/// entry's `trust` does not accept, are refused, and nothing of the pack runs.
#[test]
fn policy_test_of_a_project_s_pack_runs_nothing_the_project_would_refuse() {
    let resources = tempfile::tempdir().unwrap();
    let file = resources.path().join("r.json");
    std::fs::write(
        &file,
        r#"[{"type": "test:Resource", "name": "a", "inputs": {}}]"#,
    )
    .unwrap();
    let test = |p: &Project, name: &str, cache: Option<&Path>| {
        let mut c = p.command(&["policy", "test", name, "--resource", file.to_str().unwrap()]);
        if let Some(cache) = cache {
            c.env("STRATA_CACHE_DIR", cache);
        }
        let out = c.output().unwrap();
        (
            out.status.success(),
            format!("{}{}", text(&out.stdout), text(&out.stderr)),
        )
    };
    // 1. A `wasm` the lock pins: swapped for other bytes after it was locked.
    let p = Project::with_spec(json!({"resources": [{"name": "a", "value": 1}]}));
    let pack = p.path().join("pack.wasm");
    std::fs::copy(test_artifacts::ACME_POLICIES, &pack).unwrap();
    with_pack(&p, "acme", "pack.wasm", "");
    p.ok(&["preview"]);
    let lock = std::fs::read_to_string(p.path().join("Strata.lock")).unwrap();
    assert!(lock.contains("[policy.acme]"), "{lock}");
    let (ok, out) = test(&p, "acme", None);
    assert!(
        ok || out.contains("violation"),
        "the locked pack runs: {out}"
    );
    std::fs::copy(test_artifacts::HOSTILE_POLICY, &pack).unwrap();
    assert!(
        !p.run(&["preview"]).status.success(),
        "up refuses the swapped pack"
    );
    let (ok, out) = test(&p, "acme", None);
    assert!(
        !ok && out.contains("Strata.lock"),
        "policy test ran a swapped pack: {out}"
    );

    // 2. A `plugin` from the cache that the entry's `trust` does not accept (unsigned).
    let cache = tempfile::tempdir().unwrap();
    let (ok, out) = super::sandbox::with_cache(
        cache.path(),
        Path::new("."),
        &["plugin", "install", test_artifacts::ACME_POLICIES],
    );
    assert!(ok, "{out}");
    let q = Project::with_spec(json!({"resources": [{"name": "a", "value": 1}]}));
    set_project_lines(
        q.path(),
        "[policy.acme]\nplugin = \"acme-policies@0.1.0\"\ntrust = [\"ed25519:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\"]\n",
        &[],
    );
    let (ok, out) = test(&q, "acme", Some(cache.path()));
    assert!(
        !ok && out.contains("policy pack acme"),
        "policy test ran an untrusted pack: {out}"
    );
}
