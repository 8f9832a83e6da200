//! Stack references: one project's stack reads another's outputs (secrets included), both
//! directions are recorded, an upstream change makes its readers stale, and an upstream
//! protects what its readers read.

use super::*;

/// A state directory shared by the projects of a test, as a backend URL.
fn shared() -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("file://{}", dir.path().display());
    (dir, url)
}

fn network_spec(vpc: &str) -> Value {
    json!({
        "resources": [
            {"name": "vpc", "value": vpc},
            {"name": "pw", "value_from_config": "password"},
        ],
        "outputs": {"vpcId": "vpc", "password": "pw"},
    })
}

fn network(url: &str) -> Project {
    let net = Project::named("net", url, network_spec("vpc-1"));
    net.ok(&["config", "set", "password", "hunter2-upstream", "--secret"]);
    net.up();
    net
}

/// A project `name` in `backend` granted the stacks of project `net` there.
fn reader(name: &str, backend: &str, spec: Value) -> Project {
    let p = Project::named(name, backend, spec);
    set_project_lines(p.path(), "", &["net/*"]);
    p
}

fn app_spec() -> Value {
    json!({
        "resources": [
            {"name": "net", "reference": "net/dev"},
            {"name": "web", "props_refs": {"value": "net.vpcId"}},
            {"name": "db", "props_refs": {"value": "net.password"}},
        ],
        "outputs": {"vpc": "web", "dbPassword": "db"},
    })
}

fn outputs(p: &Project, show_secrets: bool) -> Value {
    let mut args = vec!["stack", "output", "--json"];
    if show_secrets {
        args.push("--show-secrets");
    }
    serde_json::from_str(&p.ok(&args)).unwrap()
}

fn deps(p: &Project) -> Value {
    serde_json::from_str(&p.ok(&["stack", "deps", "--json"])).unwrap()
}

#[test]
fn a_stack_reads_another_projects_outputs_and_its_secrets_stay_secret() {
    let (_state, url) = shared();
    let net = network(&url);
    let app = reader("app", &url, app_spec());
    app.up();
    assert_eq!(outputs(&app, false)["vpc"], "vpc-1");
    assert_eq!(
        outputs(&app, true)["dbPassword"],
        "hunter2-upstream",
        "the secret crosses as itself"
    );
    assert_ne!(outputs(&app, false)["dbPassword"], "hunter2-upstream");
    // Sealed with the downstream's key at rest: no plaintext anywhere in its state.
    let state = std::fs::read_dir(_state.path().join("stacks/app/dev/versions")).unwrap();
    for f in state.flatten() {
        let text = std::fs::read_to_string(f.path()).unwrap();
        assert!(!text.contains("hunter2"), "{text}");
    }
    // Both directions are recorded.
    let d = deps(&app);
    assert_eq!(d["upstreams"][0]["stack"], "net/dev");
    assert_eq!(d["upstreams"][0]["outputs"], json!(["password", "vpcId"]));
    assert_eq!(d["upstreams"][0]["stale"], json!([]));
    let d = deps(&net);
    assert_eq!(d["downstreams"][0]["stack"], "app/dev");
    assert_eq!(d["downstreams"][0]["outputs"], json!(["password", "vpcId"]));
    // The reference's own outputs are the upstream's outputs and nothing else.
    let cp: Value = serde_json::from_str(&app.ok(&["stack", "export"])).unwrap();
    let r = cp["resources"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["type"] == "strata:stack:Reference")
        .unwrap();
    let mut keys: Vec<&String> = r["outputs"].as_object().unwrap().keys().collect();
    keys.sort();
    assert_eq!(keys, ["password", "vpcId"]);

    // Dropping the reference takes the stack out of the upstream's index.
    app.spec(json!({"resources": [{"name": "web", "value": "alone"}]}));
    app.up();
    assert_eq!(deps(&net)["downstreams"], json!([]));
    assert_eq!(deps(&app)["upstreams"], json!([]));
}

#[test]
fn a_missing_stack_or_output_fails_the_preview_naming_what_exists() {
    let (_state, url) = shared();
    let _net = network(&url);
    let app = reader(
        "app",
        &url,
        json!({"resources": [{"name": "net", "reference": "net/prod"}]}),
    );
    let err = app.fails(&["preview"]);
    assert!(err.contains("stack net/prod does not exist"), "{err}");
    assert!(err.contains("project `net` has: dev"), "{err}");
    app.spec(json!({"resources": [
        {"name": "net", "reference": "net/dev"},
        {"name": "web", "props_refs": {"value": "net.vpcID"}},
    ]}));
    let err = app.fails(&["preview"]);
    assert!(err.contains("output `vpcID`"), "{err}");
    assert!(err.contains("it has: vpcId, password"), "{err}");
    assert!(!err.contains("hunter2"), "{err}");
}

#[test]
fn an_upstream_secret_whose_key_is_not_here_names_the_stack_and_how_to_provide_it() {
    let (_state, url) = shared();
    let net = Project::named("net", &url, network_spec("vpc-1"));
    let with_pass = |args: &[&str]| {
        let out = net
            .command(args)
            .env("STRATA_PASSPHRASE", "upstream passphrase")
            .output()
            .unwrap();
        succeeded(args, out)
    };
    with_pass(&["stack", "change-secrets-provider", "passphrase"]);
    with_pass(&["config", "set", "password", "hunter2-upstream", "--secret"]);
    with_pass(&["up", "--yes"]);
    let app = reader("app", &url, app_spec());
    let err = app.fails(&["preview"]);
    assert!(err.contains("secret outputs of stack net/dev"), "{err}");
    assert!(err.contains("write the passphrase to"), "{err}");
    // Given (here as the environment's passphrase), it is read.
    let out = app
        .command(&["up", "--yes", "--json"])
        .env("STRATA_PASSPHRASE", "upstream passphrase")
        .output()
        .unwrap();
    succeeded(&["up"], out);
    assert_eq!(outputs(&app, true)["dbPassword"], "hunter2-upstream");
}

#[test]
fn an_upstream_change_marks_its_readers_stale_until_they_update() {
    let (_state, url) = shared();
    let net = network(&url);
    let app = reader("app", &url, app_spec());
    app.up();
    // A change of an output nobody reads stales nobody.
    let mut spec = network_spec("vpc-1");
    spec["resources"]
        .as_array_mut()
        .unwrap()
        .push(json!({"name": "extra", "value": "x"}));
    spec["outputs"]["extra"] = json!("extra");
    net.spec(spec.clone());
    let out = net.ok(&["up", "--yes", "--json"]);
    assert!(!out.contains("\"stale\""), "{out}");
    // A change of one it reads does, and says so.
    spec["resources"][0]["value"] = json!("vpc-2");
    net.spec(spec);
    let out = net.ok(&["up", "--yes", "--json"]);
    let stale: Vec<Value> = out
        .lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .filter(|e| e["event"] == "stale")
        .collect();
    assert_eq!(
        stale,
        [
            json!({"event": "stale", "stack": "app/dev", "outputs": ["vpcId"], "time_ms": stale[0]["time_ms"]})
        ]
    );
    let ls = app.ok(&["stack", "ls"]);
    assert!(ls.contains("stale: net/dev (vpcId) changed"), "{ls}");
    assert_eq!(deps(&net)["downstreams"][0]["stale"], json!(["vpcId"]));
    let preview = app.run(&["preview"]);
    let said = text(&preview.stderr);
    assert!(
        said.contains("Upstream stack net/dev changed vpcId"),
        "{said}"
    );
    app.up();
    assert_eq!(outputs(&app, false)["vpc"], "vpc-2");
    assert!(!app.ok(&["stack", "ls"]).contains("stale"));
}

#[test]
fn an_upstream_refuses_to_drop_what_its_readers_read_unless_forced() {
    let (_state, url) = shared();
    let net = network(&url);
    let app = reader("app", &url, app_spec());
    app.up();
    let before = net.checkpoint_at(&_state, "net");
    // The program no longer exports vpcId.
    let mut spec = network_spec("vpc-1");
    spec["outputs"].as_object_mut().unwrap().remove("vpcId");
    net.spec(spec);
    let err = net.fails(&["up", "--yes"]);
    assert!(
        err.contains("no longer exports outputs that other stacks read: app/dev (reads vpcId)"),
        "{err}"
    );
    assert!(err.contains("--force"), "{err}");
    let err = net.fails(&["destroy", "--yes"]);
    assert!(err.contains("app/dev (reads password, vpcId)"), "{err}");
    let err = net.fails(&["stack", "rm", "dev"]);
    assert!(err.contains("read by other stacks: app/dev"), "{err}");
    assert_eq!(net.checkpoint_at(&_state, "net"), before, "nothing changed");
    net.ok(&["up", "--yes", "--force"]);
    assert_eq!(deps(&net)["downstreams"][0]["stale"], json!(["vpcId"]));
    net.ok(&["destroy", "--yes", "--force"]);
    let ls = app.ok(&["stack", "ls"]);
    assert!(
        ls.contains("stale: net/dev (password, vpcId) changed"),
        "{ls}"
    );
}

impl Project {
    /// The current checkpoint of this project's stack `dev` in a shared state directory.
    fn checkpoint_at(&self, state: &tempfile::TempDir, project: &str) -> String {
        let dir = state.path().join(format!("stacks/{project}/dev"));
        std::fs::read_to_string(dir.join("checkpoint.json")).unwrap()
    }
}

#[test]
fn a_reference_reads_a_stack_in_another_backend_and_is_indexed_there() {
    let (_a, url_a) = shared();
    let (_b, url_b) = shared();
    let net = network(&url_a);
    let mut spec = app_spec();
    spec["resources"][0]["backend"] = json!("a");
    let app = Project::named("app", &url_b, spec);
    set_project_lines(
        app.path(),
        &format!("[backends]\na = {url_a:?}\n"),
        &["a:net/dev"],
    );
    app.up();
    assert_eq!(outputs(&app, false)["vpc"], "vpc-1");
    let d = deps(&net);
    assert_eq!(d["downstreams"][0]["stack"], "app/dev");
    assert_eq!(d["downstreams"][0]["backend"], url_b.as_str());
    // The stack records the backend by its name, never by a URL it would connect to.
    assert_eq!(deps(&app)["upstreams"][0]["backend"], "a");
}

/// Write `cp` as the next version of the file-backend stack in `dir` (a checksummed version
/// file and the pointer to it), as someone with write access to the state could.
fn forge_version(dir: &Path, cp: &Value) {
    use sha2::Digest;
    let pointer: Value =
        serde_json::from_slice(&std::fs::read(dir.join("checkpoint.json")).unwrap()).unwrap();
    let serial = pointer["serial"].as_u64().unwrap() + 1;
    let mut cp = cp.clone();
    cp["serial"] = json!(serial);
    let body = cp.to_string();
    let sha = hex::encode(sha2::Sha256::digest(body.as_bytes()));
    let format = &cp["version"];
    std::fs::write(
        dir.join(format!("versions/{serial:08}.json")),
        format!("{}\n{body}", json!({"format": format, "sha256": sha})),
    )
    .unwrap();
    std::fs::write(
        dir.join("checkpoint.json"),
        json!({"format": format, "serial": serial, "sha256": sha}).to_string(),
    )
    .unwrap();
}

#[test]
fn an_upstream_state_altered_to_hold_markers_is_refused_by_its_readers_and_by_import() {
    let (state, url) = shared();
    let net = network(&url);
    let app = reader("app", &url, app_spec());
    app.up();
    // Someone with write access to the upstream's state makes an output pass for a reference
    // (to whatever handle 0 is downstream) and another for an unknown.
    let dir = state.path().join("stacks/net/dev");
    let mut cp: Value = serde_json::from_str(&net.ok(&["stack", "export"])).unwrap();
    cp["outputs"]["vpcId"] = json!({"$strata": "ref", "handle": 1, "property": "echo"});
    cp["outputs"]["extra"] = json!({"$strata": "unknown"});
    let file = net.path().join("forged.json");
    std::fs::write(&file, cp.to_string()).unwrap();
    let err = net.fails(&["stack", "import", "--file", file.to_str().unwrap(), "--yes"]);
    assert!(
        err.contains("marker state never holds") && err.contains("nothing was imported"),
        "{err}"
    );
    forge_version(&dir, &cp);
    let before = app.ok(&["stack", "export"]);
    let err = app.fails(&["up", "--yes"]);
    assert!(
        err.contains("the outputs of stack net/dev cannot be read"),
        "{err}"
    );
    assert!(err.contains("altered outside Strata"), "{err}");
    assert_eq!(
        app.ok(&["stack", "export"]),
        before,
        "nothing of it reached the reader's state"
    );
}

/// Two processes at once: six stacks that read one upstream are updated at the same moment;
/// each is in its index (one entry per reader, each written by its own reader, no shared
/// record to lose an update of).
#[test]
fn readers_updated_at_once_are_all_in_the_upstreams_index() {
    let (_state, url) = shared();
    let net = network(&url);
    let readers: Vec<Project> = (0..6)
        .map(|i| reader(&format!("app{i}"), &url, app_spec()))
        .collect();
    let running: Vec<_> = readers
        .iter()
        .map(|p| p.command(&["up", "--yes"]).spawn().unwrap())
        .collect();
    for mut c in running {
        assert!(c.wait().unwrap().success());
    }
    let mut listed: Vec<String> = deps(&net)["downstreams"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["stack"].as_str().unwrap().to_string())
        .collect();
    listed.sort();
    let expected: Vec<String> = (0..6).map(|i| format!("app{i}/dev")).collect();
    assert_eq!(listed, expected);
}

/// Every command that writes a version of a stack keeps its outputs (secrets included) and
/// its links both ways, enumerated: refresh, import, each `state` edit (taint, untaint,
/// rename, unprotect, delete, move out), a new secrets provider, and an `up` that changes
/// nothing they come from. (`import` wrote `outputs: {}` and no links once: every reader
/// broke until the next `up`.) The readers see no change: `stack deps` says none is stale.
#[test]
fn every_command_that_writes_a_version_keeps_the_outputs_and_the_links() {
    let (_state, url) = shared();
    let net = network(&url);
    let mut spec = app_spec();
    let extra = spec["resources"].as_array_mut().unwrap();
    extra.push(json!({"name": "spare", "value": "s"}));
    extra.push(json!({"name": "guard", "value": "g", "protect": true}));
    extra.push(json!({"name": "leaving", "value": "l"}));
    let app = reader("app", &url, spec.clone());
    app.up();
    // A reader of app, so that app's downstream link is there to keep.
    let top = Project::named(
        "top",
        &url,
        json!({"resources": [{"name": "app", "reference": "app/dev"},
                             {"name": "uses", "props_refs": {"value": "app.vpc"}}]}),
    );
    set_project_lines(top.path(), "", &["app/*"]);
    top.up();
    app.ok(&["stack", "init", "other"]);
    app.ok(&["stack", "select", "dev"]);
    let seen = |p: &Project| (outputs(p, true), deps(p));
    let (outs, links) = seen(&app);
    assert_eq!(outs["vpc"], "vpc-1");
    assert_eq!(links["upstreams"].as_array().unwrap().len(), 1, "{links}");
    assert_eq!(links["downstreams"].as_array().unwrap().len(), 1, "{links}");
    let cp: Value = serde_json::from_str(&app.ok(&["stack", "export"])).unwrap();
    let id = cp["resources"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["urn"].as_str().unwrap().ends_with("::spare"))
        .unwrap()["id"]
        .as_str()
        .unwrap()
        .to_string();
    let versions_of = || {
        std::fs::read_dir(_state.path().join("stacks/app/dev/versions"))
            .unwrap()
            .count()
    };
    let commands: Vec<Vec<String>> = [
        vec!["refresh", "--yes"],
        vec![
            "import",
            "test:Resource",
            "adopted",
            &id,
            "--yes",
            "--protect",
            "false",
        ],
        vec!["state", "taint", "web"],
        vec!["state", "untaint", "web"],
        vec!["state", "rename", "spare", "spare-2"],
        vec!["state", "unprotect", "guard"],
        vec!["state", "delete", "spare-2"],
        vec!["state", "move", "leaving", "--to", "other"],
        vec!["stack", "change-secrets-provider", "key"],
        vec!["up", "--yes"],
    ]
    .iter()
    .map(|c| c.iter().map(|s| s.to_string()).collect())
    .collect();
    let mut versions = versions_of();
    for c in &commands {
        let args: Vec<&str> = c.iter().map(String::as_str).collect();
        app.ok(&args);
        let now = versions_of();
        assert!(
            now > versions || ["up", "refresh"].contains(&c[0].as_str()),
            "{c:?} wrote no version"
        );
        versions = now;
        let (o, l) = seen(&app);
        assert_eq!(o, outs, "{c:?} changed the outputs");
        assert_eq!(l, links, "{c:?} changed the links");
        // The reader is not made stale by it.
        assert_eq!(deps(&top)["upstreams"][0]["stale"], json!([]), "{c:?}");
    }
    assert_eq!(commands.len(), 10);
    drop(net);
}
