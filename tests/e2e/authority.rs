//! No ambient authority: what the host does for a program (read another stack, connect to a
//! backend) is within that program's grants, and nothing named only by a program or by state
//! is connected to. Each test is an attack that succeeded before the rule held.

use super::*;

/// The victim: project `victim`, its state in its own `.strata/`, with a secret output.
fn victim() -> (Project, String) {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("file://{}", dir.path().join(".strata").display());
    let text = format!(
        "name = \"victim\"\n[program]\nwasm = {}\n\n[providers.test]\nwasm = {}\n",
        toml_path(test_artifacts::TEST_PROGRAM),
        toml_path(test_artifacts::TEST_PROVIDER),
    );
    std::fs::write(dir.path().join("Strata.toml"), text).unwrap();
    let v = Project { dir };
    v.ok(&["stack", "init", "dev"]);
    v.spec(
        json!({"resources": [{"name": "pw", "value_from_config": "password"}],
                  "outputs": {"password": "pw"}}),
    );
    v.ok(&[
        "config",
        "set",
        "password",
        "victims-db-password",
        "--secret",
    ]);
    v.up();
    (v, url)
}

fn thief_spec(backend: Option<&str>) -> Value {
    let mut r = json!({"name": "v", "reference": "victim/dev"});
    if let Some(b) = backend {
        r["backend"] = json!(b);
    }
    json!({"resources": [r, {"name": "loot", "props_refs": {"value": "v.password"}}],
           "outputs": {"loot": "loot"}})
}

#[test]
fn a_program_without_grants_reads_no_other_projects_stack_by_url() {
    let (victim, url) = victim();
    let thief = Project::with_spec(thief_spec(Some(&url)));
    for cmd in [&["preview"][..], &["up", "--yes"]] {
        let out = thief.fails(cmd);
        assert!(
            out.contains("[backends]") && out.contains("it does not give its URL"),
            "{out}"
        );
        assert!(!out.contains("victims-db-password"), "{out}");
    }
    // Nothing was read, so nothing was recorded in the victim's index either.
    let deps: Value = serde_json::from_str(&victim.ok(&["stack", "deps", "--json"])).unwrap();
    assert_eq!(deps["downstreams"], json!([]), "{deps}");
}

#[test]
fn a_named_backend_still_needs_a_stack_grant_and_the_error_gives_the_line() {
    let (_victim, url) = victim();
    let thief = Project::with_spec(thief_spec(Some("theirs")));
    // The backend's name alone is not enough: it must be named in the project file...
    let out = thief.fails(&["preview"]);
    assert!(out.contains("backend `theirs` is not named"), "{out}");
    set_project_lines(
        thief.path(),
        &format!("[backends]\ntheirs = {url:?}\n"),
        &[],
    );
    // ... and the stack granted.
    let out = thief.fails(&["preview"]);
    assert!(
        out.contains("stack victim/dev in backend `theirs` is not granted")
            && out.contains(r#"allow-stacks = ["theirs:victim/dev"]"#),
        "{out}"
    );
    assert!(!out.contains("victims-db-password"), "{out}");
    // Granted, it is read, and its secret stays secret.
    set_project_lines(thief.path(), "", &["theirs:victim/dev"]);
    let s = thief.up();
    assert_eq!(s["outputs"]["loot"], "[secret]", "{s}");
}

#[test]
fn another_project_in_the_same_backend_is_not_granted_by_default() {
    let (victim, url) = victim();
    let thief = Project::named("thief", &url, thief_spec(None));
    let out = thief.fails(&["preview"]);
    assert!(out.contains(r#"allow-stacks = ["victim/dev"]"#), "{out}");
    assert!(!out.contains("victims-db-password"), "{out}");
    // The victim's own other stack reads it without a line.
    victim.ok(&["stack", "init", "other"]);
    victim.ok(&["stack", "select", "other"]);
    victim.spec(
        json!({"resources": [{"name": "v", "reference": "dev"}], "outputs": {"n": "v.password"}}),
    );
    victim.up();
}

#[test]
fn a_yaml_program_without_grants_reads_neither_another_stack_nor_the_state_files() {
    let (_victim, url) = victim();
    let p = yaml::yaml_project(&format!(
        "resources:\n  v:\n    type: strata:stack:Reference\n    properties: {{stack: victim/dev, backend: {url:?}}}\n"
    ));
    let out = p.fails(&["preview"]);
    assert!(out.contains("[backends]"), "{out}");
    // Its own state, next to Strata.yaml, is not part of the project it sees.
    p.ok(&["config", "set", "pw", "own-secret-value", "--secret"]);
    std::fs::write(
        p.path().join("Strata.yaml"),
        "config:\n  pw: {secret: true}\nresources:\n  a:\n    type: test:Resource\n    properties:\n      value: ${pw}\noutputs:\n  a: ${a.echo}\n",
    )
    .unwrap();
    p.up();
    std::fs::write(p.path().join("notes.txt"), "readable").unwrap();
    let stolen = "resources:\n  a:\n    type: test:Resource\n    properties:\n      value:\n        fn::readFile: .strata/stacks/yamlapp/dev/checkpoint.json\n";
    std::fs::write(p.path().join("Strata.yaml"), stolen).unwrap();
    let out = p.fails(&["preview"]);
    assert!(out.contains("cannot read `.strata/"), "{out}");
    // ... nor through a path that climbs out of a directory it does see.
    std::fs::create_dir_all(p.path().join("src")).unwrap();
    std::fs::write(
        p.path().join("Strata.yaml"),
        stolen.replace(".strata/", "src/../.strata/"),
    )
    .unwrap();
    assert!(p.fails(&["preview"]).contains("cannot read"));
    // Files of the project are still readable.
    std::fs::write(
        p.path().join("Strata.yaml"),
        "resources:\n  a:\n    type: test:Resource\n    properties:\n      value:\n        fn::readFile: notes.txt\noutputs:\n  a: ${a.echo}\n",
    )
    .unwrap();
    assert_eq!(p.up()["outputs"]["a"], "readable");
}

#[test]
fn a_backend_url_in_a_program_is_never_connected_to() {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.set_nonblocking(true).unwrap();
    let port = listener.local_addr().unwrap().port();
    for url in [
        format!("postgres://victim@127.0.0.1:{port}/postgres"),
        format!("s3://bucket/state?endpoint=http://127.0.0.1:{port}"),
    ] {
        let thief = Project::with_spec(thief_spec(Some(&url)));
        let out = thief
            .command(&["preview"])
            .env("PGPASSWORD", "the-users-own-password")
            .output()
            .unwrap();
        let said = format!("{}{}", text(&out.stdout), text(&out.stderr));
        assert!(
            !out.status.success() && said.contains("it does not give its URL"),
            "{said}"
        );
        match listener.accept() {
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {}
            other => panic!("{url}: a connection was made: {other:?}"),
        }
    }
}

#[test]
fn a_reference_into_a_backend_of_the_old_layout_moves_nothing_there() {
    let state = tempfile::tempdir().unwrap();
    let url = format!("file://{}", state.path().display());
    let old = Project::named(
        "old",
        &url,
        json!({"resources": [{"name": "a", "value": "x"}], "outputs": {"a": "a"}}),
    );
    old.up();
    // As Strata kept it before projects: `stacks/<stack>`.
    std::fs::rename(
        state.path().join("stacks/old/dev"),
        state.path().join("stacks/dev"),
    )
    .unwrap();
    let reader = Project::with_spec(
        json!({"resources": [{"name": "o", "reference": "old/dev", "backend": "theirs"}],
                                           "outputs": {"a": "o.a"}}),
    );
    set_project_lines(
        reader.path(),
        &format!("[backends]\ntheirs = {url:?}\n"),
        &["theirs:old/*"],
    );
    reader.ok(&["preview"]);
    assert!(state.path().join("stacks/dev/checkpoint.json").exists());
    assert!(!state.path().join("stacks/old/dev").exists());
}

#[test]
fn a_cascade_runs_no_directory_the_shared_index_names_until_the_user_trusts_it() {
    let state = tempfile::tempdir().unwrap();
    let url = format!("file://{}", state.path().display());
    let net = Project::named(
        "net",
        &url,
        json!({"resources": [{"name": "vpc", "value": "vpc-1"}], "outputs": {"vpcId": "vpc"}}),
    );
    net.up();
    // Someone who can deploy to the shared backend makes a reader of it; its directory is
    // then in net's index of dependents.
    let evil = Project::named(
        "evil",
        &url,
        json!({"resources": [{"name": "n", "reference": "net/dev"},
        {"name": "x", "props_refs": {"value": "n.vpcId"}}], "outputs": {"x": "x"}}),
    );
    set_project_lines(evil.path(), "", &["net/dev"]);
    evil.up();
    let evil_checkpoint = || -> Value {
        let dir = state.path().join("stacks/evil/dev");
        let pointer: Value =
            serde_json::from_slice(&std::fs::read(dir.join("checkpoint.json")).unwrap()).unwrap();
        pointer["serial"].clone()
    };
    let before_serial = evil_checkpoint();
    net.spec(
        json!({"resources": [{"name": "vpc", "value": "vpc-2"}], "outputs": {"vpcId": "vpc"}}),
    );
    let cascade = || {
        let out = net.run(&["up", "--yes", "--cascade"]);
        assert!(out.status.success(), "{}", text(&out.stderr));
        format!("{}{}", text(&out.stdout), text(&out.stderr))
    };
    let out = cascade();
    assert!(
        out.contains("evil/dev skipped: ") && out.contains("strata trust --cwd"),
        "{out}"
    );
    assert_eq!(
        evil_checkpoint(),
        before_serial,
        "the cascade ran evil/dev:\n{out}"
    );
    // Once the user vouches for the directory, the cascade runs it, and says where.
    strata_in(evil.path(), &["trust"]).output().unwrap();
    net.spec(
        json!({"resources": [{"name": "vpc", "value": "vpc-3"}], "outputs": {"vpcId": "vpc"}}),
    );
    let out = cascade();
    let shown = std::fs::canonicalize(evil.path()).unwrap();
    assert!(
        out.contains(&format!("evil/dev in {}", shown.display())),
        "{out}"
    );
    assert_ne!(evil_checkpoint(), before_serial, "{out}");
    strata_in(evil.path(), &["trust", "--remove"])
        .output()
        .unwrap();
}

/// A project as a fresh clone has it: a program not built yet, and a build command that
/// leaves a mark when it runs (and builds the program: a copy of the test program).
fn cloned_with_build() -> Project {
    let dir = tempfile::tempdir().unwrap();
    let text = format!(
        "name = \"cloned\"\n[program]\nwasm = \"prog.wasm\"\nbuild = \"touch ran-the-build && cp {} prog.wasm\"\n\n[providers.test]\nwasm = {}\n",
        test_artifacts::TEST_PROGRAM,
        toml_path(test_artifacts::TEST_PROVIDER),
    );
    std::fs::write(dir.path().join("Strata.toml"), text).unwrap();
    let p = Project { dir };
    p.ok(&["stack", "init", "dev"]);
    p.spec(json!({"resources": [{"name": "a", "value": "x"}]}));
    p
}

#[test]
fn a_build_command_runs_only_once_trusted_and_only_as_trusted() {
    let p = cloned_with_build();
    let mark = p.path().join("ran-the-build");
    for cmd in [
        &["preview"][..],
        &["graph", "--program"],
        &["compile", "--target", "cloudformation"],
    ] {
        let out = p.fails(cmd);
        assert!(
            out.contains("is not trusted on this machine") && out.contains("strata trust --cwd"),
            "{cmd:?}: {out}"
        );
        assert!(!mark.exists(), "{cmd:?} ran the build");
    }
    // A source newer than the component, whatever the clock's granularity: the component's
    // time pushed into the past.
    let outdated = || {
        std::fs::File::options()
            .write(true)
            .open(p.path().join("prog.wasm"))
            .unwrap()
            .set_modified(std::time::SystemTime::now() - std::time::Duration::from_secs(60))
            .unwrap();
    };
    // `--build` runs it this once; `--no-build` then uses what it built.
    p.ok(&["preview", "--build"]);
    assert!(mark.exists());
    std::fs::remove_file(&mark).unwrap();
    std::fs::create_dir_all(p.path().join("src")).unwrap();
    std::fs::write(p.path().join("src/lib.rs"), "// newer than the build").unwrap();
    outdated();
    p.ok(&["preview", "--no-build"]);
    assert!(!mark.exists());
    // Trusted, it runs; a changed command is not the one trusted.
    p.ok(&["trust"]);
    p.ok(&["preview"]);
    assert!(mark.exists());
    let toml = std::fs::read_to_string(p.path().join("Strata.toml")).unwrap();
    std::fs::write(
        p.path().join("Strata.toml"),
        toml.replace("touch ran-the-build", "touch ran-the-build; id"),
    )
    .unwrap();
    std::fs::write(p.path().join("src/lib.rs"), "// newer again").unwrap();
    outdated();
    std::fs::remove_file(&mark).unwrap();
    assert!(p.fails(&["preview"]).contains("is not trusted"));
    assert!(!mark.exists());
    let listed = p.ok(&["trust", "--list"]);
    assert!(listed.contains("touch ran-the-build && cp"), "{listed}");
    p.ok(&["trust", "--remove"]);
}

#[test]
fn a_secret_used_as_a_resource_name_or_an_output_key_is_refused_without_showing_it() {
    let p = Project::with_spec(json!({"resources": [{"name": "s3cr3t-name-value", "value": "x"}]}));
    p.ok(&["config", "set", "--secret", "pw", "s3cr3t-name-value"]);
    let out = p.fails(&["up", "--yes", "--json"]);
    assert!(
        out.contains("its name holds a secret value") && out.contains("[secret]"),
        "{out}"
    );
    assert!(!out.contains("s3cr3t-name-value"), "{out}");
    p.spec(
        json!({"resources": [{"name": "a", "value": "x"}], "outputs": {"s3cr3t-name-value": "a"}}),
    );
    let out = p.fails(&["preview", "--json"]);
    assert!(
        out.contains("the stack output key") && !out.contains("s3cr3t-name-value"),
        "{out}"
    );
    assert!(
        !p.state_dir().join("checkpoint.json").exists()
            || !std::fs::read_to_string(p.current_version())
                .unwrap()
                .contains("s3cr3t")
    );
}

/// The artifact the compiled cache `cache` keeps for the component `wasm`.
fn artifact_of(cache: &Path, wasm: &str) -> PathBuf {
    use sha2::Digest;
    let digest = hex::encode(sha2::Sha256::digest(std::fs::read(wasm).unwrap()));
    std::fs::read_dir(cache.join("compiled"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            name.starts_with(&digest) && name.ends_with(".cwasm")
        })
        .unwrap_or_else(|| panic!("no artifact of {wasm} in {}", cache.display()))
}

#[test]
fn a_swapped_artifact_in_the_compiled_cache_is_never_loaded() {
    let cache = tempfile::tempdir().unwrap();
    let p = Project::with_spec(json!({"resources": [
        {"name": "s", "type": "random:String", "props": {"length": 8}},
    ], "outputs": {"s": "s.result"}}));
    let run = |args: &[&str]| {
        let out = p
            .command(args)
            .env("STRATA_CACHE_DIR", cache.path())
            .output()
            .unwrap();
        succeeded(args, out)
    };
    run(&["preview"]);
    let random = artifact_of(cache.path(), test_artifacts::RANDOM);
    // Replace `random`'s compiled code with another provider's (a hostile one, compiled by
    // the same engine: as native code, it would do whatever it wants as `random`).
    let hostile = sandbox::hostile_project("");
    hostile.spec(json!({"resources": [{"name": "h", "type": "hostile:Probe"}]}));
    let _ = hostile
        .command(&["preview"])
        .env("STRATA_CACHE_DIR", cache.path())
        .output()
        .unwrap();
    let evil = std::fs::read(artifact_of(cache.path(), test_artifacts::HOSTILE)).unwrap();
    std::fs::write(&random, &evil).unwrap();
    // Strata.lock is satisfied (the .wasm is unchanged); the artifact is not: compiled again.
    let out = run(&["up", "--yes", "--json"]);
    assert_eq!(counts(&summary(&out)), json!({"create": 1}), "{out}");
    assert_ne!(
        std::fs::read(&random).unwrap(),
        evil,
        "the swapped artifact was kept"
    );
    // The cache is the user's alone.
    use std::os::unix::fs::PermissionsExt;
    let mode = std::fs::metadata(cache.path().join("compiled"))
        .unwrap()
        .permissions()
        .mode();
    assert_eq!(mode & 0o077, 0, "{mode:o}");
}

#[test]
fn a_plugin_download_is_https_loopback_or_pinned_and_takes_no_name_silently() {
    let cache = tempfile::tempdir().unwrap();
    let install = |args: &[&str]| {
        let all: Vec<&str> = ["plugin", "install"].iter().chain(args).copied().collect();
        sandbox::with_cache(cache.path(), Path::new("."), &all)
    };
    // Plain http from another machine: refused before anything is fetched.
    let (ok, out) = install(&["http://example.invalid/random.wasm"]);
    assert!(
        !ok && out.contains("use https, or give the component's checksum"),
        "{out}"
    );
    // A loopback server that redirects there: the redirect is held to the same rule.
    let url = sandbox::serve_once_as(
        "302 Found",
        "location: http://example.invalid/hostile.wasm\r\n",
        vec![],
    );
    let (ok, out) = install(&[&url]);
    assert!(
        !ok && out.contains("refusing to download a component from http://example.invalid"),
        "{out}"
    );
    // A checksum given is a checksum checked.
    let url = sandbox::serve_once(std::fs::read(test_artifacts::HOSTILE).unwrap());
    let (ok, out) = install(&[&url, "--sha256", &"0".repeat(64)]);
    assert!(!ok && out.contains("nothing was installed"), "{out}");
    // A component claiming a shipped provider's name does not replace it silently.
    let (ok, out) = install(&[test_artifacts::RANDOM]);
    assert!(!ok && out.contains("shipped with strata"), "{out}");
    assert!(!cache.path().join("plugins/random").exists());
    // Nor one installed from elsewhere.
    let (ok, out) = install(&[test_artifacts::HOSTILE]);
    assert!(ok, "{out}");
    let url = sandbox::serve_once(std::fs::read(test_artifacts::HOSTILE).unwrap());
    let (ok, out) = install(&[&url]);
    assert!(!ok && out.contains("is installed already"), "{out}");
}

#[test]
fn a_yaml_program_cannot_read_its_state_where_the_backend_given_on_the_command_line_keeps_it() {
    let p = yaml::yaml_project(
        "resources:\n  a:\n    type: test:Resource\n    properties: {value: x}\n",
    );
    let url = format!("file://{}", p.path().join("kept/state").display());
    p.ok(&["--backend", &url, "stack", "init", "dev"]);
    p.ok(&["--backend", &url, "up", "--yes"]);
    assert!(
        p.path()
            .join("kept/state/stacks/yamlapp/dev/checkpoint.json")
            .exists()
    );
    std::fs::write(
        p.path().join("Strata.yaml"),
        "resources:\n  a:\n    type: test:Resource\n    properties:\n      value:\n        fn::readFile: kept/state/stacks/yamlapp/dev/checkpoint.json\n",
    )
    .unwrap();
    let out = p.fails(&["--backend", &url, "preview"]);
    assert!(out.contains("cannot read `kept/state/"), "{out}");
}

#[test]
fn projects_trusted_at_once_are_all_in_the_record() {
    let projects: Vec<Project> = (0..12)
        .map(|_| Project::with_spec(json!({"resources": []})))
        .collect();
    let running: Vec<Child> = projects
        .iter()
        .map(|p| p.command(&["trust"]).stdout(Stdio::null()).spawn().unwrap())
        .collect();
    for mut c in running {
        assert!(c.wait().unwrap().success());
    }
    let listed = projects[0].ok(&["trust", "--list"]);
    for p in &projects {
        let dir = std::fs::canonicalize(p.path()).unwrap();
        assert!(listed.contains(&dir.display().to_string()), "{listed}");
    }
    for p in &projects {
        p.ok(&["trust", "--remove"]);
    }
}
