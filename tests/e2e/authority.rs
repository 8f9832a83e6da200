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

/// Every way another user's bytes can sit in a shared plugin cache (`STRATA_CACHE_DIR`
/// pointed at a directory others can write): at each level of `<name>/<version>/<sha>.wasm`
/// and for the marks beside it, owned by another user, writable by others, or a link. None is
/// listed, resolved, run or locked; the shipped provider of the name is used instead.
#[test]
fn a_component_planted_in_a_shared_plugin_cache_is_never_listed_run_or_locked() {
    use std::os::unix::fs::{PermissionsExt, symlink};
    let bytes = std::fs::read(test_artifacts::HOSTILE).unwrap();
    let sha = {
        use sha2::Digest;
        hex::encode(sha2::Sha256::digest(&bytes))
    };
    // Whether the tests run as root (then a plant can be another user's).
    let root =
        std::fs::metadata("/proc/self").is_ok_and(|m| std::os::unix::fs::MetadataExt::uid(&m) == 0);
    #[derive(Clone, Copy, Debug)]
    enum How {
        OtherUser,
        WritableByOthers,
        Link,
    }
    #[derive(Clone, Copy, Debug)]
    enum Level {
        NameDir,
        VersionDir,
        Component,
        ForcedMark,
    }
    let mut cases = 0;
    for level in [
        Level::NameDir,
        Level::VersionDir,
        Level::Component,
        Level::ForcedMark,
    ] {
        for how in [How::OtherUser, How::WritableByOthers, How::Link] {
            if matches!(how, How::OtherUser) && !root {
                continue;
            }
            cases += 1;
            let cache = tempfile::tempdir().unwrap();
            let plugins = cache.path().join("plugins");
            let (name_dir, version_dir) = (plugins.join("random"), plugins.join("random/9.9.9"));
            std::fs::create_dir_all(&version_dir).unwrap();
            let component = version_dir.join(format!("{sha}.wasm"));
            let decoy = cache.path().join("decoy.wasm");
            std::fs::write(&decoy, &bytes).unwrap();
            std::fs::write(&component, &bytes).unwrap();
            std::fs::write(version_dir.join("forced"), "planted\n").unwrap();
            let target = match level {
                Level::NameDir => name_dir.clone(),
                Level::VersionDir => version_dir.clone(),
                Level::Component => component.clone(),
                Level::ForcedMark => version_dir.join("forced"),
            };
            match how {
                How::OtherUser => {
                    std::os::unix::fs::lchown(&target, Some(4242), Some(4242)).unwrap();
                }
                How::WritableByOthers => {
                    let mode = if target.is_dir() { 0o777 } else { 0o666 };
                    std::fs::set_permissions(&target, std::fs::Permissions::from_mode(mode))
                        .unwrap();
                }
                How::Link => {
                    // The same place, reached through a link whose target another user chose.
                    let real = cache.path().join("elsewhere");
                    std::fs::rename(&target, &real).unwrap();
                    symlink(&real, &target).unwrap();
                }
            }
            let case = format!("{level:?} {how:?}");
            let (ok, out) = sandbox::with_cache(cache.path(), Path::new("."), &["plugin", "ls"]);
            // A planted mark beside the user's own component: the component is listed (it is
            // theirs), but stands in for nothing.
            let listed = !matches!(level, Level::ForcedMark);
            assert!(
                ok && out.contains("9.9.9") != listed,
                "{case}: listed: {out}"
            );
            // A project naming `random` gets the shipped one, and locks its bytes.
            let dir = tempfile::tempdir().unwrap();
            std::fs::write(
                dir.path().join("Strata.toml"),
                format!(
                    "name = \"planted\"\n[program]\nwasm = {}\n\n[providers.random]\nplugin = \"random\"\n",
                    toml_path(test_artifacts::TEST_PROGRAM)
                ),
            )
            .unwrap();
            let (ok, out) =
                sandbox::with_cache(cache.path(), dir.path(), &["stack", "init", "dev"]);
            assert!(ok, "{case}: {out}");
            let (ok, out) = sandbox::with_cache(
                cache.path(),
                dir.path(),
                &["config", "set", "spec", r#"{"resources": []}"#],
            );
            assert!(ok, "{case}: {out}");
            let (ok, out) = sandbox::with_cache(cache.path(), dir.path(), &["up", "--yes"]);
            assert!(ok, "{case}: {out}");
            let lock = std::fs::read_to_string(dir.path().join("Strata.lock")).unwrap_or_default();
            assert!(
                lock.contains("random") && !lock.contains(&sha) && !lock.contains("9.9.9"),
                "{case}: the planted component was locked: {lock}"
            );
        }
    }
    assert!(cases >= 8, "{cases} cases ran");
}

/// Text from outside Strata (a program's values, outputs, errors and resource names, a
/// provider's failure) reaches the terminal with every control shown, never raw: on stdout and
/// stderr, for people and for `--json` (which keeps the value whole, as JSON).
#[test]
fn text_from_outside_never_reaches_the_terminal_raw() {
    // What a hostile value tries: recolour and hide, write the clipboard (OSC 52), set the
    // title, overprint a line, reorder it, and C1's one-byte CSI.
    let hostile = "a\u{1b}[8mhidden\u{1b}]52;c;cm0gLXJmIH4=\u{7}\u{1b}]0;title\u{7}\roverprint\u{202e}txt\u{9b}2J";
    let raw = |out: &[u8]| -> Option<String> {
        let t = String::from_utf8_lossy(out);
        t.chars()
            .find(|c| {
                (c.is_control() && *c != '\n' && *c != '\t')
                    || ('\u{202a}'..='\u{202e}').contains(c)
            })
            .map(|c| format!("{c:?} in {t:?}"))
    };
    let p = Project::with_spec(json!({
        "resources": [
            {"name": "plain", "value": hostile},
            {"name": "broken", "value": "x", "fail": "create"},
        ],
        "outputs": {"shown": "plain"},
    }));
    let mut cases = 0;
    let mut check = |args: &[&str]| {
        let out = p.run(args);
        cases += 1;
        for (stream, bytes) in [("stdout", &out.stdout), ("stderr", &out.stderr)] {
            assert_eq!(raw(bytes), None, "strata {args:?} {stream}");
        }
        out
    };
    for args in [
        &["preview", "--diff"][..],
        &["up", "--yes"],
        &["stack", "output"],
        &["stack", "history"],
        &["up", "--yes", "--json"],
        &["stack", "output", "--json"],
    ] {
        check(args);
    }
    // --json keeps the value whole.
    let out = check(&["stack", "output", "--json"]);
    let outputs: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(
        outputs.to_string().contains("hidden")
            && serde_json::to_string(&outputs).unwrap().contains("\\u001b"),
        "{outputs}"
    );
    // A program's own error, and a resource whose name is the attack.
    p.spec(json!({"resources": [{"name": "plain", "value": "v"}], "fail_after": hostile}));
    check(&["up", "--yes"]);
    check(&["preview"]);
    p.spec(json!({"resources": [{"name": hostile, "value": "v"}]}));
    check(&["preview"]);
    check(&["up", "--yes"]);
    check(&["up", "--yes", "--json"]);
    assert!(cases >= 12, "{cases}");
}

/// A teammate who can write the shared stack file chooses neither the KMS key new secrets are
/// sealed with nor where the user's signed KMS requests go: a changed key (in AWS's endpoint
/// or the file's own), a changed stack key under an approved KMS key, and a first sight of an
/// endpoint of the file's own are each refused before any request, until the user approves.
#[test]
fn a_kms_key_or_endpoint_chosen_in_the_shared_stack_file_is_not_used_until_approved() {
    use std::io::Read;
    // Where a hostile file sends the user's KMS requests: a listener that counts them.
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let endpoint = format!("http://{}", listener.local_addr().unwrap());
    let asked = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let count = asked.clone();
    std::thread::spawn(move || {
        for c in listener.incoming().flatten() {
            count.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            let mut c = c;
            let _ = c.read(&mut [0u8; 4096]);
        }
    });
    let config = tempfile::tempdir().unwrap();
    let p = Project::with_spec(json!({"resources": []}));
    let stack_file = p.path().join("Strata.dev.toml");
    let original = std::fs::read_to_string(&stack_file).unwrap();
    let with_kms = |url: &str, key_id: &str| {
        let body: String = original
            .lines()
            .filter(|l| !l.starts_with("[encryption]") && !l.starts_with("key-id"))
            .map(|l| format!("{l}\n"))
            .collect();
        std::fs::write(
            &stack_file,
            format!(
                "{body}\n[encryption]\nkey-id = \"{key_id}\"\nkms = \"{url}\"\nwrapped-key = \"AAAA\"\n"
            ),
        )
        .unwrap();
    };
    let run = |args: &[&str]| {
        let out = p
            .command(args)
            .env("XDG_CONFIG_HOME", config.path())
            .output()
            .unwrap();
        format!("{}{}", text(&out.stdout), text(&out.stderr))
    };
    let commands: [&[&str]; 3] = [
        &[
            "config",
            "set",
            "--secret",
            "token",
            "sealed-with-whose-key",
        ],
        &["preview"],
        &["up", "--yes"],
    ];
    let mut cases = 0;
    // 1. First sight of a key in AWS's own endpoint: approved (it fails here only for want of
    // a network); then the file names another key, or another stack key under it.
    with_kms("awskms://alias/team?region=us-east-1", "k-000000000001");
    let first = run(&["config", "set", "--secret", "token", "first"]);
    assert!(!first.contains("approved"), "{first}");
    for (url, key_id) in [
        ("awskms://alias/attacker?region=us-east-1", "k-000000000001"),
        ("awskms://alias/team?region=us-east-1", "k-0000000000ff"),
        (
            &*format!("awskms://alias/team?region=us-east-1&endpoint={endpoint}"),
            "k-000000000001",
        ),
    ] {
        with_kms(url, key_id);
        for cmd in commands {
            cases += 1;
            let out = run(cmd);
            assert!(
                out.contains("but you approved") && out.contains("Nothing was sent"),
                "{url} {key_id} {cmd:?}: {out}"
            );
        }
    }
    // 2. Another stack whose file names an endpoint of its own, at first sight.
    let q = Project::with_spec(json!({"resources": []}));
    let q_file = q.path().join("Strata.dev.toml");
    let body = std::fs::read_to_string(&q_file).unwrap();
    std::fs::write(
        &q_file,
        format!(
            "{}\n[encryption]\nkey-id = \"k-000000000001\"\nkms = \"awskms://alias/x?region=us-east-1&endpoint={endpoint}\"\nwrapped-key = \"AAAA\"\n",
            body.lines().filter(|l| !l.starts_with("[encryption]") && !l.starts_with("key-id")).collect::<Vec<_>>().join("\n")
        ),
    )
    .unwrap();
    for cmd in commands {
        cases += 1;
        let out = q
            .command(cmd)
            .env("XDG_CONFIG_HOME", config.path())
            .output()
            .unwrap();
        let out = format!("{}{}", text(&out.stdout), text(&out.stderr));
        assert!(
            out.contains("an endpoint of its own") && out.contains("Nothing was sent"),
            "{cmd:?}: {out}"
        );
    }
    assert_eq!(
        asked.load(std::sync::atomic::Ordering::SeqCst),
        0,
        "a KMS request reached the file's endpoint"
    );
    // 3. Once the user approves (`strata trust`), it is used: the request goes there.
    let out = q
        .command(&["trust"])
        .env("XDG_CONFIG_HOME", config.path())
        .output()
        .unwrap();
    assert!(
        text(&out.stdout).contains("Approved the AWS KMS key"),
        "{}",
        text(&out.stderr)
    );
    let _ = q
        .command(&["config", "set", "--secret", "token", "now-approved"])
        .env("XDG_CONFIG_HOME", config.path())
        .output()
        .unwrap();
    assert!(
        asked.load(std::sync::atomic::Ordering::SeqCst) > 0,
        "approved, yet never asked"
    );
    assert_eq!(cases, 12);
}

/// Every kind of Strata directory a project can hold, at every depth, whoever's it is: a YAML
/// program reads none of it (another project's state in a subdirectory, a backend named on
/// the command line, a configuration directory with stack keys and the trust record, a cache
/// of compiled components and plugins, a teammate's copy of their `~/.config/strata`), while
/// the files beside them stay readable.
#[test]
fn a_program_s_view_of_the_project_hides_every_strata_directory_under_it() {
    let p = yaml::yaml_project("resources: {}\n");
    let root = p.path();
    // Each planted secret: where it is (relative to the project), and what it holds.
    let plants: Vec<(&str, &str)> = vec![
        (
            "sub/.strata/stacks/other/dev/checkpoint.json",
            "another project's state",
        ),
        (
            "a/b/c/d/state/stacks/p/s/versions/00000001.json",
            "a deep file backend",
        ),
        (
            "a/b/c/d/state/stacks/p/s/checkpoint.json",
            "a deep file backend's pointer",
        ),
        ("conf/keys/k-0123456789ab.key", "a stack key"),
        ("conf/trusted.toml", "the trust record"),
        (
            "team/.config/strata/registries.json",
            "registry credentials",
        ),
        (
            "team/.config/strata/passphrases/k-0123456789ab",
            "a passphrase",
        ),
        ("cache/compiled/abc.cwasm", "a compiled component"),
        ("home/.cache/strata/plugins/x/1.0.0/y.wasm", "a plugin"),
        ("nested/x/.strata/stacks/p/s/journal.jsonl", "a journal"),
        (
            "oldst/stacks/dev/versions/00000002.json",
            "a backend of the layout before projects",
        ),
        (
            "kept/runs/0123456789abcdef0123/app/dev/1-2.jsonl",
            "a run record",
        ),
    ];
    for (at, what) in &plants {
        let path = root.join(at);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, format!("SECRET: {what}")).unwrap();
    }
    // Files beside them, which the program may read.
    for at in [
        "a/b/c/d/readme.txt",
        "sub/notes.txt",
        "team/notes.txt",
        "home/notes.txt",
    ] {
        std::fs::write(root.join(at), format!("readable {at}")).unwrap();
    }
    let read = |file: &str| -> (bool, String) {
        std::fs::write(
            root.join("Strata.yaml"),
            format!(
                "resources:\n  a:\n    type: test:Resource\n    properties:\n      value:\n        fn::readFile: {file}\noutputs:\n  a: ${{a.echo}}\n"
            ),
        )
        .unwrap();
        // The configuration and cache directories named by the environment are inside too.
        let out = p
            .command(&["up", "--yes", "--json"])
            .env("XDG_CONFIG_HOME", root.join("conf-home"))
            .env("STRATA_CACHE_DIR", root.join("cache"))
            .output()
            .unwrap();
        (
            out.status.success(),
            format!("{}{}", text(&out.stdout), text(&out.stderr)),
        )
    };
    std::fs::create_dir_all(root.join("conf-home/strata")).unwrap();
    std::fs::write(
        root.join("conf-home/strata/anything.txt"),
        "SECRET: the user's configuration directory",
    )
    .unwrap();
    let mut cases = 0;
    for (at, _) in plants
        .iter()
        .chain([&("conf-home/strata/anything.txt", "")])
    {
        cases += 1;
        let (ok, out) = read(at);
        assert!(!ok && !out.contains("SECRET"), "{at} was readable: {out}");
        // Nor through a path that climbs back in.
        let (ok, out) = read(&format!("a/../{at}"));
        assert!(
            !ok && !out.contains("SECRET"),
            "a/../{at} was readable: {out}"
        );
    }
    for at in [
        "a/b/c/d/readme.txt",
        "sub/notes.txt",
        "team/notes.txt",
        "home/notes.txt",
    ] {
        let (ok, out) = read(at);
        assert!(
            ok && out.contains(&format!("readable {at}")),
            "{at} should be readable: {out}"
        );
    }
    assert_eq!(cases, 13);
}

/// `console --open` hands the browser a page only the user can read, never the URL with its
/// token: a command line is readable by every local user (`ps`, `/proc/PID/cmdline`).
#[test]
fn console_open_puts_no_token_on_a_command_line() {
    use std::os::unix::fs::PermissionsExt;
    let p = Project::with_spec(json!({"resources": [{"name": "a", "value": "x"}]}));
    p.up();
    // A stand-in for xdg-open that records its command line and what the file it names says.
    let bin = tempfile::tempdir().unwrap();
    let seen = bin.path().join("seen");
    let opener = bin.path().join("xdg-open");
    std::fs::write(
        &opener,
        format!(
            "#!/bin/sh\nstat -c %a \"$1\" > {0}.mode\ncat \"$1\" > {0}.page\nprintf '%s\\n' \"$@\" > {0}.tmp && mv {0}.tmp {0}\n",
            seen.display()
        ),
    )
    .unwrap();
    std::fs::set_permissions(&opener, std::fs::Permissions::from_mode(0o755)).unwrap();
    let path = format!(
        "{}:{}",
        bin.path().display(),
        std::env::var("PATH").unwrap()
    );
    let mut child = p
        .command(&["console", "--open"])
        .env("PATH", path)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut url = String::new();
    while !url.trim_start().starts_with("http://") {
        url.clear();
        assert!(out.read_line(&mut url).unwrap() > 0, "no URL printed");
    }
    let url = url.trim().to_string();
    let token = url.rsplit("token=").next().unwrap().to_string();
    // The opener runs once the URL is printed: wait for what it wrote (the signal is the file).
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while !seen.exists() {
        assert!(std::time::Instant::now() < deadline, "the opener never ran");
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let args = std::fs::read_to_string(&seen).unwrap();
    let page = std::fs::read_to_string(seen.with_extension("page")).unwrap();
    let mode = std::fs::read_to_string(seen.with_extension("mode")).unwrap();
    let _ = child.kill();
    let _ = child.wait();
    assert!(
        !token.is_empty() && !args.contains(&token),
        "the token on a command line: {args}"
    );
    assert!(
        page.contains(&url.replace('&', "&amp;")),
        "the page does not go on to the console: {page}"
    );
    assert_eq!(mode.trim(), "600", "the page is readable by others");
}

/// Trust covers what decides what a build runs, not only its command's text: each file a
/// toolchain reads to decide that (`strata_workspace::BUILD_FILES`: a `.cargo/config.toml`
/// with a `rustc-wrapper`, `package.json` scripts, lock files …), and the `.cargo`
/// configuration of a directory above the project. A change to any, added, edited or removed,
/// is refused by name until the user trusts the project again.
#[test]
fn trust_covers_every_file_that_decides_what_the_build_runs() {
    let root = tempfile::tempdir().unwrap();
    let app = root.path().join("repo/app");
    std::fs::create_dir_all(app.join("src")).unwrap();
    std::fs::write(
        app.join("Strata.toml"),
        format!(
            "name = \"cloned\"\n[program]\nwasm = \"prog.wasm\"\nbuild = \"touch ran-the-build && sh scripts/step.sh && cp {} prog.wasm\"\n\n[providers.test]\nwasm = {}\n",
            test_artifacts::TEST_PROGRAM,
            toml_path(test_artifacts::TEST_PROVIDER),
        ),
    )
    .unwrap();
    std::fs::create_dir_all(app.join("scripts")).unwrap();
    std::fs::write(app.join("scripts/step.sh"), "true\n").unwrap();
    let run = |args: &[&str]| strata_in(&app, args).output().unwrap();
    assert!(run(&["stack", "init", "dev"]).status.success());
    assert!(
        run(&["config", "set", "spec", r#"{"resources": []}"#])
            .status
            .success()
    );
    let mark = app.join("ran-the-build");
    // The component made older than every source, so that the next command builds.
    let stale = || {
        std::fs::write(
            app.join("src/lib.rs"),
            format!("// {:?}", std::time::SystemTime::now()),
        )
        .unwrap();
        if let Ok(f) = std::fs::File::options()
            .write(true)
            .open(app.join("prog.wasm"))
        {
            f.set_modified(std::time::SystemTime::now() - std::time::Duration::from_secs(60))
                .unwrap();
        }
    };
    assert!(run(&["trust"]).status.success());
    stale();
    assert!(run(&["preview"]).status.success());
    assert!(mark.exists(), "trusted, the build runs");
    let above = root.path().join("repo/.cargo/config.toml");
    // Every name of the table, the `.cargo` configuration and the toolchain file of a
    // directory above, and a tool npm would run.
    let targets: Vec<PathBuf> = strata_workspace::BUILD_FILES
        .iter()
        .map(|f| app.join(f))
        .chain([
            above.clone(),
            root.path().join("rust-toolchain.toml"),
            app.join("node_modules/.bin/mytool"),
        ])
        .collect();
    let mut cases = 0;
    for file in &targets {
        for change in ["added", "edited", "removed"] {
            match change {
                "added" | "edited" => {
                    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
                    std::fs::write(
                        file,
                        format!("# {change}: [build] rustc-wrapper = \"/tmp/x\"\n"),
                    )
                    .unwrap();
                }
                _ => std::fs::remove_file(file).unwrap(),
            }
            cases += 1;
            stale();
            let _ = std::fs::remove_file(&mark);
            let out = run(&["preview"]);
            let err = text(&out.stderr);
            let shown = file
                .strip_prefix(&app)
                .map_or_else(|_| file.display().to_string(), |r| r.display().to_string());
            assert!(
                !out.status.success() && err.contains("is not trusted") && err.contains(&shown),
                "{shown} {change}: {err}"
            );
            assert!(!mark.exists(), "{shown} {change}: the build ran");
            // Trusted again, as it now is: it runs.
            assert!(run(&["trust"]).status.success());
            let out = run(&["preview"]);
            assert!(
                out.status.success(),
                "{shown} {change}: {}",
                text(&out.stderr)
            );
            assert!(
                mark.exists(),
                "{shown} {change}: trusted again, yet not built"
            );
        }
    }
    assert_eq!(cases, 3 * targets.len());
    // The script the command names: edited, it is refused by name.
    std::fs::write(app.join("scripts/step.sh"), "true # edited\n").unwrap();
    stale();
    let _ = std::fs::remove_file(&mark);
    let out = run(&["preview"]);
    assert!(
        !out.status.success() && text(&out.stderr).contains("scripts/step.sh"),
        "{}",
        text(&out.stderr)
    );
    assert!(!mark.exists(), "the edited script ran");
    assert!(run(&["trust"]).status.success());
    // A file above that another user put there is refused even when trusted as it is.
    if std::fs::metadata("/proc/self").is_ok_and(|m| std::os::unix::fs::MetadataExt::uid(&m) == 0) {
        std::fs::create_dir_all(above.parent().unwrap()).unwrap();
        std::fs::write(&above, "[build]\nrustc-wrapper = \"/tmp/planted\"\n").unwrap();
        std::os::unix::fs::lchown(&above, Some(4242), Some(4242)).unwrap();
        assert!(run(&["trust"]).status.success());
        stale();
        let _ = std::fs::remove_file(&mark);
        let out = run(&["preview"]);
        assert!(
            !out.status.success() && text(&out.stderr).contains("not yours alone"),
            "{}",
            text(&out.stderr)
        );
        assert!(!mark.exists(), "a build ran under another user's file");
    }
}

/// `strata new` trusts only what it wrote: into a directory that held files already (a
/// checkout with a planted `.cargo/config.toml`), it trusts nothing.
#[test]
fn strata_new_into_a_directory_that_held_files_trusts_nothing() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join(".cargo")).unwrap();
    std::fs::write(
        dir.path().join(".cargo/config.toml"),
        "[build]\nrustc-wrapper = \"./planted.sh\"\n",
    )
    .unwrap();
    let out = strata_in(dir.path(), &["new", ".", "--name", "app"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains("not trusted"),
        "{}",
        text(&out.stderr)
    );
    let listed = text(
        &strata_in(dir.path(), &["trust", "--list"])
            .output()
            .unwrap()
            .stdout,
    );
    let canonical = dir.path().canonicalize().unwrap();
    assert!(
        !listed.contains(&canonical.display().to_string()),
        "{listed}"
    );
    // An empty directory is the project `new` made, and trusted as it is.
    let fresh = tempfile::tempdir().unwrap();
    let out = strata_in(fresh.path(), &["new", ".", "--name", "app"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    let listed = text(
        &strata_in(fresh.path(), &["trust", "--list"])
            .output()
            .unwrap()
            .stdout,
    );
    assert!(
        listed.contains(&fresh.path().canonicalize().unwrap().display().to_string()),
        "{listed}"
    );
}

/// Where the user's database password or signed AWS requests go is never chosen by a file
/// someone else can write, behind the user's back: the remote backends a directory's files
/// name are approved the first time one is used there, and a backend they name later (the
/// project's `backend` edited, the workspace file's) is refused before any connection until
/// `strata trust`. One the user names (`--backend`) is theirs.
#[test]
fn a_state_backend_a_teammate_names_later_is_not_connected_to_until_approved() {
    use std::sync::atomic::{AtomicUsize, Ordering};
    // Fake database servers: each counts the connections it is sent.
    let listen = || {
        let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let port = l.local_addr().unwrap().port();
        let n = std::sync::Arc::new(AtomicUsize::new(0));
        let count = n.clone();
        std::thread::spawn(move || {
            for c in l.incoming().flatten() {
                count.fetch_add(1, Ordering::SeqCst);
                drop(c);
            }
        });
        (
            format!("postgres://app:hunter2@127.0.0.1:{port}/state?sslmode=disable"),
            n,
        )
    };
    let config = tempfile::tempdir().unwrap();
    let mut cases = 0;
    for slot in ["project", "workspace"] {
        let root = tempfile::tempdir().unwrap();
        let app = root.path().join("app");
        std::fs::create_dir_all(&app).unwrap();
        let write = |url: &str| {
            let project = format!(
                "name = \"app\"\n{}[program]\nwasm = {}\n",
                if slot == "project" {
                    format!("backend = \"{url}\"\n")
                } else {
                    String::new()
                },
                toml_path(test_artifacts::TEST_PROGRAM),
            );
            std::fs::write(app.join("Strata.toml"), project).unwrap();
            if slot == "workspace" {
                std::fs::write(
                    root.path().join("Strata.workspace.toml"),
                    format!("backend = \"{url}\"\n[[stack]]\ndir = \"app\"\nstack = \"dev\"\n"),
                )
                .unwrap();
            }
        };
        let run = |args: &[&str]| {
            let out = strata_in(&app, args)
                .env("XDG_CONFIG_HOME", config.path())
                .output()
                .unwrap();
            format!("{}{}", text(&out.stdout), text(&out.stderr))
        };
        let (first, first_n) = listen();
        write(&first);
        run(&["stack", "ls"]);
        assert!(
            first_n.load(Ordering::SeqCst) > 0,
            "{slot}: the first backend was never tried"
        );
        // Edited to name another: refused, nothing sent there.
        let (other, other_n) = listen();
        write(&other);
        for cmd in [
            &["stack", "ls"][..],
            &["preview"],
            &["up", "--yes"],
            &["stack", "history"],
        ] {
            cases += 1;
            let out = run(cmd);
            assert!(
                out.contains("is not one you approved")
                    && out.contains("Nothing was sent")
                    && !out.contains("hunter2"),
                "{slot} {cmd:?}: {out}"
            );
        }
        // A sibling the same workspace file lists, never used before: the file changed, not
        // the sibling, so it is refused too.
        if slot == "workspace" {
            let sibling = root.path().join("b");
            std::fs::create_dir_all(&sibling).unwrap();
            std::fs::write(
                sibling.join("Strata.toml"),
                format!(
                    "name = \"b\"\n[program]\nwasm = {}\n",
                    toml_path(test_artifacts::TEST_PROGRAM)
                ),
            )
            .unwrap();
            std::fs::write(
                root.path().join("Strata.workspace.toml"),
                format!("backend = \"{other}\"\n[[stack]]\ndir = \"app\"\nstack = \"dev\"\n[[stack]]\ndir = \"b\"\nstack = \"dev\"\n"),
            )
            .unwrap();
            cases += 1;
            let out = strata_in(&sibling, &["stack", "ls"])
                .env("XDG_CONFIG_HOME", config.path())
                .output()
                .unwrap();
            let out = format!("{}{}", text(&out.stdout), text(&out.stderr));
            assert!(out.contains("is not one you approved"), "sibling: {out}");
        }
        assert_eq!(
            other_n.load(Ordering::SeqCst),
            0,
            "{slot}: the new backend was sent a connection"
        );
        // The user's own choice is theirs.
        let (mine, mine_n) = listen();
        run(&["--backend", &mine, "stack", "ls"]);
        assert!(
            mine_n.load(Ordering::SeqCst) > 0,
            "{slot}: --backend was not taken"
        );
        // Approved, it is used.
        let out = run(&["trust"]);
        assert!(out.contains("Approved the state backends"), "{slot}: {out}");
        run(&["stack", "ls"]);
        assert!(
            other_n.load(Ordering::SeqCst) > 0,
            "{slot}: approved, yet never tried"
        );
    }
    // A backend added to a project that kept its stacks in .strata/ (it was in use), and a
    // file backend outside the project (another project's state): refused at once, the other
    // state untouched.
    let victim = tempfile::tempdir().unwrap();
    let local = tempfile::tempdir().unwrap();
    for (i, dir) in [victim.path(), local.path()].into_iter().enumerate() {
        std::fs::write(
            dir.join("Strata.toml"),
            format!(
                "name = \"app\"\n[program]\nwasm = {}\n\n[providers.test]\nwasm = {}\n",
                toml_path(test_artifacts::TEST_PROGRAM),
                toml_path(test_artifacts::TEST_PROVIDER)
            ),
        )
        .unwrap();
        let run = |args: &[&str]| {
            strata_in(dir, args)
                .env("XDG_CONFIG_HOME", config.path())
                .output()
                .unwrap()
        };
        assert!(run(&["stack", "init", "dev"]).status.success());
        let spec = if i == 0 {
            r#"{"resources": [{"name": "kept", "value": "v"}]}"#
        } else {
            r#"{"resources": []}"#
        };
        assert!(run(&["config", "set", "spec", spec]).status.success());
        let out = run(&["up", "--yes"]);
        assert!(out.status.success(), "{}", text(&out.stderr));
    }
    let (added, added_n) = listen();
    let theirs = format!("file://{}", victim.path().join(".strata").display());
    for url in [added.as_str(), theirs.as_str(), "file://../elsewhere"] {
        let toml = std::fs::read_to_string(local.path().join("Strata.toml")).unwrap();
        let body: String = toml
            .lines()
            .filter(|l| !l.starts_with("backend"))
            .map(|l| format!("{l}\n"))
            .collect();
        std::fs::write(
            local.path().join("Strata.toml"),
            format!("backend = \"{url}\"\n{body}"),
        )
        .unwrap();
        cases += 1;
        let out = strata_in(local.path(), &["up", "--yes"])
            .env("XDG_CONFIG_HOME", config.path())
            .output()
            .unwrap();
        let said = format!("{}{}", text(&out.stdout), text(&out.stderr));
        assert!(
            !out.status.success() && said.contains("is not one you approved"),
            "{url}: {said}"
        );
    }
    assert_eq!(
        added_n.load(Ordering::SeqCst),
        0,
        "the added backend was sent a connection"
    );
    let state = strata_in(victim.path(), &["stack", "output", "--json"])
        .output()
        .unwrap();
    assert!(state.status.success());
    let history = text(
        &strata_in(victim.path(), &["stack", "history"])
            .output()
            .unwrap()
            .stdout,
    );
    assert!(
        !history.contains("delete"),
        "the other project's state was changed: {history}"
    );
    assert_eq!(cases, 12);
}
