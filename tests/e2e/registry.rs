//! Providers and policy packs from a registry: published to a real CNCF distribution registry
//! (Debian's `docker-registry`, started by `test-services`), installed by name in a fresh
//! cache, deployed through; tampered and unsigned artifacts refused; the lock moved to a new
//! version only when asked.

use super::*;
use std::io::Write;

/// A user of their own: a fresh plugin cache and configuration directory.
pub(super) struct User {
    pub(super) cache: tempfile::TempDir,
    pub(super) config: tempfile::TempDir,
}

impl User {
    pub(super) fn new() -> User {
        User {
            cache: tempfile::tempdir().unwrap(),
            config: tempfile::tempdir().unwrap(),
        }
    }

    pub(super) fn command(&self, cwd: &Path, args: &[&str]) -> Command {
        let mut c = strata_in(cwd, args);
        c.env("STRATA_CACHE_DIR", self.cache.path())
            .env("XDG_CONFIG_HOME", self.config.path())
            .env("DOCKER_CONFIG", self.config.path().join("docker"))
            .env_remove("STRATA_REGISTRY")
            .env_remove("STRATA_FAILPOINTS");
        c
    }

    fn run(&self, cwd: &Path, args: &[&str]) -> (bool, String) {
        let out = self.command(cwd, args).output().unwrap();
        (
            out.status.success(),
            format!("{}{}", text(&out.stdout), text(&out.stderr)),
        )
    }

    pub(super) fn ok(&self, cwd: &Path, args: &[&str]) -> String {
        let (ok, out) = self.run(cwd, args);
        assert!(ok, "strata {args:?} failed:\n{out}");
        out
    }

    /// `ARGS --json`'s summary (stdout's last line), asserting success.
    fn summary(&self, cwd: &Path, args: &[&str]) -> Value {
        let out = self.command(cwd, args).output().unwrap();
        summary(&succeeded(args, out))
    }

    fn fails(&self, cwd: &Path, args: &[&str]) -> String {
        let (ok, out) = self.run(cwd, args);
        assert!(!ok, "strata {args:?} should have failed:\n{out}");
        out
    }

    /// A signing key of this user's, and its public key.
    fn key(&self, name: &str) -> (PathBuf, String) {
        let path = self.config.path().join(name);
        self.ok(
            Path::new("."),
            &["plugin", "keygen", path.to_str().unwrap()],
        );
        let public = std::fs::read_to_string(format!("{}.pub", path.display())).unwrap();
        (path, public.trim().to_string())
    }

    fn installed(&self) -> Vec<String> {
        let dir = self.cache.path().join("plugins");
        let mut out = Vec::new();
        for name in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
            for version in std::fs::read_dir(name.path())
                .into_iter()
                .flatten()
                .flatten()
            {
                out.push(format!(
                    "{}@{}",
                    name.file_name().to_string_lossy(),
                    version.file_name().to_string_lossy()
                ));
            }
        }
        out.sort();
        out
    }
}

/// `wasm` with its embedded manifest's version `0.1.0` made `version` (same length: the
/// custom section's bytes only change), as a publisher's next release would be.
fn released_as(wasm: &str, version: &str, dir: &Path) -> PathBuf {
    assert_eq!(version.len(), 5);
    let mut bytes = std::fs::read(wasm).unwrap();
    let from = br#""version": "0.1.0""#;
    // Every copy (the section's, and the static the manifest macro keeps).
    let at: Vec<usize> = (0..bytes.len() - from.len())
        .filter(|&i| &bytes[i..i + from.len()] == from)
        .collect();
    assert!(!at.is_empty(), "the manifest's version");
    for i in at {
        bytes[i + 12..i + 17].copy_from_slice(version.as_bytes());
    }
    let out = dir.join(format!("release-{version}.wasm"));
    std::fs::write(&out, bytes).unwrap();
    out
}

/// The blob file of `digest` in a filesystem registry's storage.
fn blob(storage: &Path, digest: &str) -> PathBuf {
    let hex = digest.trim_start_matches("sha256:");
    storage.join(format!(
        "docker/registry/v2/blobs/sha256/{}/{hex}/data",
        &hex[..2]
    ))
}

fn lock_of(dir: &Path) -> toml::Table {
    toml::from_str(&std::fs::read_to_string(dir.join("Strata.lock")).unwrap()).unwrap()
}

/// Copy the directory `from` into `to`, merging, files replaced.
fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap().flatten() {
        let target = to.join(e.file_name());
        if e.file_type().unwrap().is_dir() {
            copy_tree(&e.path(), &target);
        } else {
            std::fs::copy(e.path(), &target).unwrap();
        }
    }
}

/// Move `to_repo`'s tags to what `from_repo`'s tags of the same names hold, on a filesystem
/// registry's disk: what someone who can write the registry, or any OCI client, can do
/// (strata's own publish refuses to move a tag). The manifests and layers come along.
fn move_tags(storage: &Path, from_repo: &str, to_repo: &str) {
    let repos = storage.join("docker/registry/v2/repositories");
    copy_tree(&repos.join(from_repo), &repos.join(to_repo));
}

#[test]
fn the_shipped_providers_are_published_installed_by_name_and_deploy_hello() {
    let reg = test_services::registry_of_its_own("shipped", None);
    let base = format!("{}/strata", reg.addr);
    let publisher = User::new();
    let (key, public) = publisher.key("release.key");
    let here = Path::new(".");
    for wasm in [
        test_artifacts::RANDOM,
        test_artifacts::LOCAL,
        aws_artifacts::AWS,
    ] {
        let out = publisher.ok(
            here,
            &[
                "plugin",
                "publish",
                wasm,
                &base,
                "--key",
                key.to_str().unwrap(),
            ],
        );
        assert!(out.contains("Published") && out.contains(&public), "{out}");
    }
    // The policy pack, the same way.
    publisher.ok(
        here,
        &[
            "plugin",
            "publish",
            test_artifacts::ACME_POLICIES,
            &base,
            "--key",
            key.to_str().unwrap(),
        ],
    );

    let user = User::new();
    let out = user.ok(here, &["plugin", "search", "--registry", &base]);
    for name in ["random", "local", "aws", "acme-policies"] {
        assert!(out.contains(&format!("{base}/{name}:")), "{name}: {out}");
    }
    // Installed by name from the user's default registry, signed by the key given; `random`
    // and `local` are names Strata ships, so standing in for those is asked for (--force).
    user.ok(here, &["plugin", "registry", &base]);
    let out = user.ok(here, &["plugin", "install", "aws", "--trust", &public]);
    assert!(
        out.contains("Installed aws") && out.contains(&format!("signed by {public}")),
        "{out}"
    );
    for name in ["random", "local"] {
        // Without it, the copy is kept for references to it only, and the shipped one serves
        // the name.
        let out = user.ok(here, &["plugin", "install", name, "--trust", &public]);
        assert!(
            out.contains("also the name of a provider shipped with strata"),
            "{out}"
        );
        user.ok(
            here,
            &["plugin", "install", name, "--trust", &public, "--force"],
        );
    }
    let ls = user.ok(here, &["plugin", "ls"]);
    for name in ["aws", "random", "local"] {
        assert!(
            ls.contains(&format!("from {base}/{name} (signed by {public})")),
            "{ls}"
        );
    }

    // The hello example through them, by name.
    let hello = |providers: &str| {
        let project = tempfile::tempdir().unwrap();
        std::fs::write(
            project.path().join("Strata.toml"),
            format!(
                "name = \"hello\"\nregistry = \"{base}\"\n\n[program]\nwasm = {}\n\n{providers}",
                toml_path(test_artifacts::HELLO)
            ),
        )
        .unwrap();
        project
    };
    let by_name = hello(&format!(
        "[providers.random]\nplugin = \"random@0.1.0\"\ntrust = [\"{public}\"]\n\n[providers.local]\nplugin = \"local@0.1.0\"\ntrust = [\"{public}\"]\nallow-dirs = [\"out\"]\n"
    ));
    let dir = by_name.path();
    user.ok(dir, &["stack", "init", "dev"]);
    let out = user.ok(dir, &["up", "--yes"]);
    assert!(!out.contains("Fetching"), "installed already: {out}");
    let greeting = std::fs::read_to_string(dir.join("out/greeting.txt")).unwrap();
    assert!(greeting.starts_with("Hello, "), "{greeting}");
    // The lock pins each one's sha256 (the layer's digest), version, source and manifest.
    let lock = lock_of(dir);
    for (name, wasm) in [
        ("random", test_artifacts::RANDOM),
        ("local", test_artifacts::LOCAL),
    ] {
        let entry = &lock["providers"][name];
        let sha = hex_sha256(&std::fs::read(wasm).unwrap());
        assert_eq!(entry["sha256"].as_str(), Some(sha.as_str()), "{lock}");
        assert_eq!(entry["version"].as_str(), Some("0.1.0"));
        assert_eq!(
            entry["source"].as_str(),
            Some(format!("{base}/{name}").as_str())
        );
        assert!(
            entry["manifest"].as_str().unwrap().starts_with("sha256:"),
            "{lock}"
        );
    }

    // Another user, a fresh cache: providers named by reference and a policy pack by name in
    // the project's registry are fetched by `up`, checked against the keys the project trusts.
    let by_reference = hello(&format!(
        "[providers.random]\nplugin = \"{base}/random:0.1.0\"\ntrust = [\"{public}\"]\n\n[providers.local]\nplugin = \"{base}/local:0.1.0\"\ntrust = [\"{public}\"]\nallow-dirs = [\"out\"]\n\n[policy.acme]\nplugin = \"acme-policies@0.1.0\"\ntrust = [\"{public}\"]\n"
    ));
    let dir = by_reference.path();
    let other = User::new();
    other.ok(dir, &["stack", "init", "dev"]);
    let out = other.ok(dir, &["up", "--yes"]);
    for line in [
        format!("Fetching provider random from {base}/random:0.1.0"),
        format!("Fetching provider local from {base}/local:0.1.0"),
        format!("Fetching policy pack acme from {base}/acme-policies:0.1.0"),
    ] {
        assert!(out.contains(&line), "{line}: {out}");
    }
    assert!(dir.join("out/greeting.txt").exists());
    assert_eq!(
        other.installed(),
        ["acme-policies@0.1.0", "local@0.1.0", "random@0.1.0"]
            .map(String::from)
            .to_vec()
    );
    assert!(
        lock_of(dir)["policy"]["acme"]["manifest"]
            .as_str()
            .is_some()
    );
    // A second up fetches nothing.
    let out = other.ok(dir, &["up", "--yes"]);
    assert!(!out.contains("Fetching"), "{out}");
    // A third user's fresh cache: a preview fetches from the registry the project file names.
    let third = User::new();
    let out = third.ok(dir, &["preview"]);
    assert!(out.contains("Fetching provider local"), "{out}");
}

pub(super) fn hex_sha256(bytes: &[u8]) -> String {
    use sha2::Digest;
    hex::encode(sha2::Sha256::digest(bytes))
}

#[test]
fn a_tampered_or_unsigned_artifact_is_refused_and_nothing_is_installed() {
    let reg = test_services::registry_of_its_own("tamper", None);
    let base = format!("{}/strata", reg.addr);
    let publisher = User::new();
    let (key, public) = publisher.key("release.key");
    let here = Path::new(".");
    let out = publisher.ok(
        here,
        &[
            "plugin",
            "publish",
            test_artifacts::TEST_PROVIDER,
            &base,
            "--key",
            key.to_str().unwrap(),
        ],
    );
    let digest = out
        .split("(manifest ")
        .nth(1)
        .and_then(|s| s.split(')').next())
        .unwrap()
        .to_string();
    let reference = format!("{base}/test:0.1.0");

    // Signed and trusted: installs.
    let user = User::new();
    user.ok(here, &["plugin", "install", &reference, "--trust", &public]);
    user.ok(here, &["plugin", "rm", "test"]);
    // Signed, and no key trusted: refused, naming the key to trust.
    let err = user.fails(here, &["plugin", "install", &reference]);
    assert!(
        err.contains(&format!("signed by {public}, and no key is trusted"))
            && err.contains("nothing was installed"),
        "{err}"
    );
    // Signed by another key than the one trusted.
    let (_, stranger) = user.key("stranger.key");
    let err = user.fails(
        here,
        &["plugin", "install", &reference, "--trust", &stranger],
    );
    assert!(err.contains("a key not among those trusted"), "{err}");
    assert!(user.installed().is_empty());

    // Someone who can write the registry replaces the component under the same tag, unsigned
    // (its manifest digest changes; the signature is of the old one).
    let dir = tempfile::tempdir().unwrap();
    let mut altered = std::fs::read(test_artifacts::TEST_PROVIDER).unwrap();
    // A custom section appended: the same component, other bytes.
    altered.extend_from_slice(&[0, 6, 5, b'e', b'v', b'i', b'l', b'!']);
    let altered_path = dir.path().join("altered.wasm");
    std::fs::write(&altered_path, &altered).unwrap();
    let attacker = User::new();
    let evil = format!("{}/evil", reg.addr);
    attacker.ok(
        here,
        &["plugin", "publish", altered_path.to_str().unwrap(), &evil],
    );
    move_tags(&reg.storage, "evil/test", "strata/test");
    let err = user.fails(here, &["plugin", "install", &reference, "--trust", &public]);
    assert!(
        err.contains(&format!(
            "it is not signed, and the project trusts only components signed by {public}"
        )),
        "{err}"
    );
    // ... or signed with a key of their own.
    let (evil_key, _) = attacker.key("evil.key");
    attacker.ok(
        here,
        &[
            "plugin",
            "publish",
            altered_path.to_str().unwrap(),
            &evil,
            "--key",
            evil_key.to_str().unwrap(),
        ],
    );
    move_tags(&reg.storage, "evil/test", "strata/test");
    let err = user.fails(here, &["plugin", "install", &reference, "--trust", &public]);
    assert!(err.contains("a key not among those trusted"), "{err}");
    assert!(user.installed().is_empty());
    // Told otherwise: an unsigned component installs with --allow-unsigned, a wrongly signed
    // one never does.
    let err = user.fails(
        here,
        &[
            "plugin",
            "install",
            &reference,
            "--trust",
            &public,
            "--allow-unsigned",
        ],
    );
    assert!(err.contains("a key not among those trusted"), "{err}");

    // The original, by its digest (still in the registry), with a byte of its component
    // flipped on the registry's disk: the layer's digest no longer matches.
    let by_digest = format!("{base}/test@{digest}");
    let manifest: Value =
        serde_json::from_slice(&std::fs::read(blob(&reg.storage, &digest)).unwrap()).unwrap();
    let layer = manifest["layers"][0]["digest"].as_str().unwrap();
    let path = blob(&reg.storage, layer);
    let mut bytes = std::fs::read(&path).unwrap();
    let n = bytes.len();
    bytes[n / 2] ^= 0xff;
    std::fs::write(&path, &bytes).unwrap();
    let err = user.fails(here, &["plugin", "install", &by_digest, "--trust", &public]);
    assert!(
        err.to_lowercase().contains("digest") && err.contains("nothing was installed")
            || err.contains("do not match its digest"),
        "{err}"
    );
    assert!(user.installed().is_empty(), "{:?}", user.installed());

    // A project that trusts the publisher's key: `up` refuses the replaced component before
    // any change, and writes no state.
    let project = tempfile::tempdir().unwrap();
    std::fs::write(
        project.path().join("Strata.toml"),
        format!(
            "name = \"p\"\n[program]\nwasm = {}\n[providers.test]\nplugin = \"{reference}\"\ntrust = [\"{public}\"]\n",
            toml_path(test_artifacts::TEST_PROGRAM)
        ),
    )
    .unwrap();
    user.ok(project.path(), &["stack", "init", "dev"]);
    user.ok(
        project.path(),
        &[
            "config",
            "set",
            "spec",
            r#"{"resources": [{"name": "a", "value": 1}]}"#,
        ],
    );
    let state = project.path().join(".strata/stacks/p/dev");
    let before = std::fs::read_dir(&state).unwrap().count();
    let err = user.fails(project.path(), &["up", "--yes"]);
    assert!(
        err.contains("provider test") && err.contains("a key not among those trusted"),
        "{err}"
    );
    assert_eq!(std::fs::read_dir(&state).unwrap().count(), before);
    assert!(!project.path().join("Strata.lock").exists());
}

#[test]
fn a_new_version_moves_the_lock_only_when_asked() {
    let reg = test_services::registry_of_its_own("versions", None);
    let base = format!("{}/acme", reg.addr);
    let publisher = User::new();
    let (key, public) = publisher.key("release.key");
    let here = Path::new(".");
    let key = key.to_str().unwrap().to_string();
    publisher.ok(
        here,
        &[
            "plugin",
            "publish",
            test_artifacts::TEST_PROVIDER,
            &base,
            "--key",
            &key,
        ],
    );

    // The project names its provider by name only; the registry is the user's default, so a
    // preview does not fetch from it, and `up` does.
    let user = User::new();
    user.ok(here, &["plugin", "registry", &base]);
    let project = tempfile::tempdir().unwrap();
    let dir = project.path();
    std::fs::write(
        dir.join("Strata.toml"),
        format!(
            "name = \"p\"\n[program]\nwasm = {}\n[providers.test]\nplugin = \"test\"\ntrust = [\"{public}\"]\n",
            toml_path(test_artifacts::TEST_PROGRAM)
        ),
    )
    .unwrap();
    user.ok(dir, &["stack", "init", "dev"]);
    user.ok(
        dir,
        &[
            "config",
            "set",
            "spec",
            r#"{"resources": [{"name": "a", "value": 1}]}"#,
        ],
    );
    let err = user.fails(dir, &["preview"]);
    assert!(
        err.contains("plugin `test` is not installed")
            && err.contains("a preview fetches only from a registry Strata.toml names"),
        "{err}"
    );
    let out = user.ok(dir, &["up", "--yes"]);
    assert!(
        out.contains(&format!("Fetching provider test from {base}/test:0.1.0")),
        "{out}"
    );
    let first = lock_of(dir)["providers"]["test"].clone();
    assert_eq!(first["version"].as_str(), Some("0.1.0"));

    // 0.2.0 is published: nothing moves until the user asks.
    let scratch = tempfile::tempdir().unwrap();
    let next = released_as(test_artifacts::TEST_PROVIDER, "0.2.0", scratch.path());
    publisher.ok(
        here,
        &[
            "plugin",
            "publish",
            next.to_str().unwrap(),
            &base,
            "--key",
            &key,
        ],
    );
    let out = user.ok(dir, &["up", "--yes"]);
    assert!(!out.contains("Fetching"), "{out}");
    assert_eq!(lock_of(dir)["providers"]["test"], first);
    let ls = user.ok(dir, &["plugin", "ls", "--outdated"]);
    assert!(ls.contains("newer: 0.2.0"), "{ls}");

    let out = user.ok(dir, &["plugin", "update", "test"]);
    assert!(
        out.contains("provider test: 0.1.0 -> 0.2.0 (Strata.lock updated)"),
        "{out}"
    );
    let moved = lock_of(dir)["providers"]["test"].clone();
    assert_eq!(moved["version"].as_str(), Some("0.2.0"));
    assert_ne!(moved["sha256"], first["sha256"]);
    assert_ne!(moved["manifest"], first["manifest"]);
    let out = user.ok(dir, &["plugin", "update"]);
    assert!(out.contains("provider test: 0.2.0, the newest"), "{out}");
    user.ok(dir, &["up", "--yes"]);

    // A version pinned in the project file: update moves the lock to it (here, already).
    let toml_text = std::fs::read_to_string(dir.join("Strata.toml")).unwrap();
    std::fs::write(
        dir.join("Strata.toml"),
        toml_text.replace("plugin = \"test\"", "plugin = \"test@0.2.0\""),
    )
    .unwrap();
    let out = user.ok(dir, &["plugin", "update"]);
    assert!(out.contains("provider test: 0.2.0, the newest"), "{out}");
    std::fs::write(dir.join("Strata.toml"), &toml_text).unwrap();

    // 0.2.0 published again with other bytes (by the key's holder, even): refused, naming the
    // version and how to publish a new one.
    let mut other = std::fs::read(&next).unwrap();
    other.extend_from_slice(&[0, 6, 5, b'o', b't', b'h', b'e', b'r']);
    let other_path = scratch.path().join("other.wasm");
    std::fs::write(&other_path, other).unwrap();
    let err = publisher.fails(
        here,
        &[
            "plugin",
            "publish",
            other_path.to_str().unwrap(),
            &base,
            "--key",
            &key,
        ],
    );
    assert!(
        err.contains("version 0.2.0 of test is published already, with other bytes")
            && err.contains("Publish this one as a new version"),
        "{err}"
    );
    // The tag moved anyway, by another client: a fresh cache still gets the locked one,
    // fetched by the manifest digest the lock records.
    let elsewhere = format!("{}/moved", reg.addr);
    publisher.ok(
        here,
        &[
            "plugin",
            "publish",
            other_path.to_str().unwrap(),
            &elsewhere,
            "--key",
            &key,
        ],
    );
    move_tags(&reg.storage, "moved/test", "acme/test");
    let fresh = User::new();
    fresh.ok(here, &["plugin", "registry", &base]);
    let out = fresh.ok(dir, &["up", "--yes"]);
    assert!(
        out.contains(&format!(
            "Fetching provider test from {base}/test:0.2.0@{}",
            moved["manifest"].as_str().unwrap()
        )),
        "{out}"
    );
    assert_eq!(lock_of(dir)["providers"]["test"], moved);
    // `plugin ls --outdated` and `plugin update` say the tag moved, and take nothing.
    let sha_other = hex_sha256(&std::fs::read(&other_path).unwrap());
    let locked_sha = moved["sha256"].as_str().unwrap();
    let err = user.fails(dir, &["plugin", "ls", "--outdated"]);
    assert!(
        err.contains("MOVED TAG")
            && err.contains(&format!(
                "the registry's {base}/test:0.2.0 has sha256 {sha_other}"
            ))
            && err.contains("red flag"),
        "{err}"
    );
    for args in [&["plugin", "update"][..], &["plugin", "update", "test"]] {
        let err = user.fails(dir, args);
        assert!(
            err.contains("provider test does not match the lock")
                && err.contains(&format!(
                    "has sha256 {sha_other}, and Strata.lock records {locked_sha}"
                ))
                && err.contains(&format!(
                    "`strata plugin install {base}/test@{} --sha256 {locked_sha}`",
                    moved["manifest"].as_str().unwrap()
                )),
            "{err}"
        );
        assert_eq!(lock_of(dir)["providers"]["test"], moved);
    }
    // The command it names brings the locked bytes back.
    user.ok(
        dir,
        &[
            "plugin",
            "install",
            &format!("{base}/test@{}", moved["manifest"].as_str().unwrap()),
            "--sha256",
            locked_sha,
        ],
    );
    user.ok(dir, &["up", "--yes"]);

    // Other bytes put in the cache under the trusted one's name: refused when loaded.
    let cached = user.cache.path().join("plugins/test/0.2.0");
    let wasm = std::fs::read_dir(&cached)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .find(|p| p.extension().is_some_and(|x| x == "wasm"))
        .unwrap();
    std::fs::write(&wasm, std::fs::read(test_artifacts::TEST_PROVIDER).unwrap()).unwrap();
    let err = user.fails(dir, &["preview"]);
    assert!(err.contains("the plugin cache was altered"), "{err}");
}

#[test]
fn a_registry_that_asks_for_credentials_is_used_after_a_login() {
    let reg = test_services::registry_of_its_own("login", Some(("ci", "s3cret-pass")));
    let base = format!("{}/team", reg.addr);
    let user = User::new();
    let here = Path::new(".");
    let err = user.fails(
        here,
        &["plugin", "publish", test_artifacts::TEST_PROVIDER, &base],
    );
    assert!(
        err.contains(&format!("strata plugin login {}", reg.addr)),
        "{err}"
    );
    let mut login = user
        .command(here, &["plugin", "login", &reg.addr, "-u", "ci"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    login
        .stdin
        .take()
        .unwrap()
        .write_all(b"s3cret-pass\n")
        .unwrap();
    let out = login.wait_with_output().unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    let saved = user.config.path().join("strata/registries.json");
    use std::os::unix::fs::PermissionsExt;
    assert_eq!(
        std::fs::metadata(&saved).unwrap().permissions().mode() & 0o777,
        0o600
    );
    user.ok(
        here,
        &["plugin", "publish", test_artifacts::TEST_PROVIDER, &base],
    );
    user.ok(
        here,
        &[
            "plugin",
            "install",
            &format!("{base}/test:0.1.0"),
            "--allow-unsigned",
        ],
    );

    // Docker's config file serves as well.
    let docker_user = User::new();
    let docker = docker_user.config.path().join("docker");
    std::fs::create_dir_all(&docker).unwrap();
    std::fs::write(
        docker.join("config.json"),
        format!(
            r#"{{"auths": {{"{}": {{"auth": "{}"}}}}}}"#,
            reg.addr,
            base64::Engine::encode(&base64::engine::general_purpose::STANDARD, "ci:s3cret-pass")
        ),
    )
    .unwrap();
    docker_user.ok(
        here,
        &[
            "plugin",
            "install",
            &format!("{base}/test:0.1.0"),
            "--allow-unsigned",
        ],
    );
    // The password is in no output.
    let ls = docker_user.ok(here, &["plugin", "ls"]);
    assert!(!ls.contains("s3cret"), "{ls}");
}

/// A provider made by `strata new --template provider-LANG` (named `notes-LANG`) and built
/// with its language's toolchain, kept between runs while what was scaffolded is the same.
fn built_provider(lang: &str) -> (PathBuf, String) {
    use std::hash::{Hash, Hasher};
    let name = format!("notes-{}", &lang[..2]);
    let scratch = tempfile::tempdir().unwrap();
    let fresh = scratch.path().join("p");
    succeeded(
        &["new"],
        strata_in(
            Path::new("."),
            &[
                "new",
                fresh.to_str().unwrap(),
                "--template",
                &format!("provider-{lang}"),
                "--name",
                &name,
            ],
        )
        .output()
        .unwrap(),
    );
    let mut files = Vec::new();
    let mut todo = vec![fresh.clone()];
    while let Some(d) = todo.pop() {
        for e in std::fs::read_dir(&d).unwrap().flatten() {
            if e.path().is_dir() {
                todo.push(e.path());
            } else {
                files.push(e.path());
            }
        }
    }
    files.sort();
    let mut h = std::collections::hash_map::DefaultHasher::new();
    for f in &files {
        f.strip_prefix(&fresh).unwrap().hash(&mut h);
        std::fs::read(f).unwrap().hash(&mut h);
    }
    let root = Path::new(env!("CARGO_TARGET_TMPDIR")).join("provider-sdks");
    let dir = root.join(format!("{lang}-{:016x}", h.finish()));
    let wasm = match lang {
        "rust" => dir.join(format!(
            "target/wasm32-wasip2/release/{}.wasm",
            name.replace('-', "_")
        )),
        _ => dir.join("provider.wasm"),
    };
    if !wasm.exists() {
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&root).unwrap();
        assert!(
            Command::new("cp")
                .arg("-r")
                .arg(&fresh)
                .arg(&dir)
                .status()
                .unwrap()
                .success()
        );
        let out = match lang {
            "typescript" => Command::new("sh")
                .arg("-c")
                .arg("npm install --silent --no-audit --no-fund --install-links && npm run --silent build")
                .current_dir(&dir)
                .output()
                .unwrap(),
            "python" => Command::new(super::languages::componentize_py().with_file_name("python"))
                .args(["sdk/strata-provider-py/strata_provider_build.py", "provider.py", "provider.wasm"])
                .current_dir(&dir)
                .output()
                .unwrap(),
            _ => Command::new("cargo")
                .args(["build", "--release", "--target", "wasm32-wasip2"])
                .env("CARGO_TARGET_DIR", dir.join("target"))
                .current_dir(&dir)
                .output()
                .unwrap(),
        };
        assert!(
            out.status.success() && wasm.exists(),
            "building the {lang} provider failed:\n{}{}",
            text(&out.stdout),
            text(&out.stderr)
        );
    }
    (wasm, name)
}

/// A provider written with `lang`'s SDK: published signed, installed by name in a fresh
/// cache, then its resource created, updated, replaced, refused by its own check, and deleted.
fn a_provider_written_with_the_sdk_goes_through_its_lifecycle(lang: &str) {
    let (wasm, name) = built_provider(lang);
    let reg = test_services::registry();
    let base = format!("{}/sdk-{lang}", reg.addr);
    let publisher = User::new();
    let (key, public) = publisher.key("release.key");
    let here = Path::new(".");
    let out = publisher.ok(
        here,
        &[
            "plugin",
            "publish",
            wasm.to_str().unwrap(),
            &base,
            "--key",
            key.to_str().unwrap(),
        ],
    );
    assert!(
        out.contains(&format!("Published {name} 0.1.0 as {base}/{name}:0.1.0")),
        "{out}"
    );

    let user = User::new();
    user.ok(here, &["plugin", "registry", &base]);
    let out = user.ok(here, &["plugin", "install", &name, "--trust", &public]);
    assert!(out.contains(&format!("Installed {name} 0.1.0")), "{out}");

    let project = tempfile::tempdir().unwrap();
    let dir = project.path();
    std::fs::write(
        dir.join("Strata.toml"),
        format!("name = \"notes\"\nruntime = \"yaml\"\n\n[providers.{name}]\nplugin = \"{name}@0.1.0\"\ntrust = [\"{public}\"]\n"),
    )
    .unwrap();
    let program = |title: &str, text: &str, shout: bool| {
        std::fs::write(
            dir.join("Strata.yaml"),
            format!(
                "resources:\n  hello:\n    type: {name}:Note\n    properties:\n      title: {title}\n      text: {text:?}\n      shout: {shout}\noutputs:\n  rendered: ${{hello.rendered}}\n  length: ${{hello.length}}\n"
            ),
        )
        .unwrap();
    };
    user.ok(dir, &["stack", "init", "dev"]);
    let outputs = |s: &Value| s["outputs"].clone();
    program("Hello", "from the sdk", false);
    let s = user.summary(dir, &["up", "--yes", "--json"]);
    assert_eq!(counts(&s), json!({"create": 1}), "{s}");
    assert_eq!(
        outputs(&s),
        json!({"rendered": "Hello: from the sdk", "length": 19}),
        "{s}"
    );
    // A change of `text`: in place.
    program("Hello", "changed", true);
    let s = user.summary(dir, &["up", "--yes", "--json"]);
    assert_eq!(counts(&s), json!({"update": 1}), "{s}");
    assert_eq!(outputs(&s)["rendered"], "Hello: CHANGED");
    // A change of `title` (declared `replaces`): a new one.
    program("Howdy", "changed", true);
    let s = user.summary(dir, &["up", "--yes", "--json"]);
    assert_eq!(counts(&s), json!({"replace": 1}), "{s}");
    assert_eq!(outputs(&s)["rendered"], "Howdy: CHANGED");
    // The provider's own check, named at its input.
    program("Howdy", "", true);
    let err = user.fails(dir, &["preview"]);
    assert!(
        err.contains("text: a note says something: give it a text"),
        "{err}"
    );
    let s = user.summary(dir, &["destroy", "--yes", "--json"]);
    assert_eq!(counts(&s), json!({"delete": 1}), "{s}");
}

#[test]
fn a_typescript_provider_is_published_installed_and_run_through_its_lifecycle() {
    a_provider_written_with_the_sdk_goes_through_its_lifecycle("typescript");
}

#[test]
fn a_python_provider_is_published_installed_and_run_through_its_lifecycle() {
    a_provider_written_with_the_sdk_goes_through_its_lifecycle("python");
}

#[test]
fn a_rust_provider_is_published_installed_and_run_through_its_lifecycle() {
    a_provider_written_with_the_sdk_goes_through_its_lifecycle("rust");
}

/// Every way of publishing to a version that exists: the very same bytes (signed or not, and
/// a signature added to an unsigned one) are a no-op that says so; other bytes (signed or not)
/// are refused naming the version and how to publish a new one; nothing moves the tag.
#[test]
fn a_published_version_is_never_replaced() {
    let reg = test_services::registry_of_its_own("immutable", None);
    let base = format!("{}/acme", reg.addr);
    let publisher = User::new();
    let (key, public) = publisher.key("release.key");
    let key = key.to_str().unwrap().to_string();
    let here = Path::new(".");
    let scratch = tempfile::tempdir().unwrap();
    let same = test_artifacts::TEST_PROVIDER.to_string();
    let mut other = std::fs::read(&same).unwrap();
    other.extend_from_slice(&[0, 6, 5, b'o', b't', b'h', b'e', b'r']);
    let other_path = scratch.path().join("other.wasm");
    std::fs::write(&other_path, other).unwrap();
    let other = other_path.to_str().unwrap().to_string();
    let first = publisher.ok(here, &["plugin", "publish", &same, &base]);
    let digest = first
        .split("(manifest ")
        .nth(1)
        .and_then(|s| s.split(')').next())
        .unwrap()
        .to_string();
    let tag =
        |storage: &Path| {
            std::fs::read_to_string(storage.join(
                "docker/registry/v2/repositories/acme/test/_manifests/tags/0.1.0/current/link",
            ))
            .unwrap()
        };
    // (file, signing key, expected words; None: refused)
    let cases: Vec<(&str, Option<&str>, Result<&str, &str>)> = vec![
        (
            &same,
            None,
            Ok("with these very bytes: nothing was published"),
        ),
        (
            &same,
            Some(&key),
            Ok("with these very bytes: nothing was published (signed by"),
        ),
        (
            &same,
            Some(&key),
            Ok("with these very bytes: nothing was published (signed by"),
        ),
        (
            &same,
            None,
            Ok("with these very bytes: nothing was published (signed by"),
        ),
        (
            &other,
            None,
            Err("version 0.1.0 of test is published already, with other bytes"),
        ),
        (
            &other,
            Some(&key),
            Err("version 0.1.0 of test is published already, with other bytes"),
        ),
    ];
    for (file, k, want) in &cases {
        let mut args = vec!["plugin", "publish", file, &base];
        if let Some(k) = k {
            args.extend(["--key", k]);
        }
        match want {
            Ok(words) => {
                let out = publisher.ok(here, &args);
                assert!(
                    out.contains(words) && out.contains(&digest),
                    "{args:?}: {out}"
                );
            }
            Err(words) => {
                let err = publisher.fails(here, &args);
                assert!(
                    err.contains(words)
                        && err.contains("raise the version in its manifest above 0.1.0")
                        && err.contains(&format!("{base}/test:0.1.0")),
                    "{args:?}: {err}"
                );
            }
        }
        assert_eq!(tag(&reg.storage).trim(), digest, "{args:?} moved the tag");
    }
    // The signature added to the unsigned version is the publisher's, and a new version
    // publishes as ever.
    let user = User::new();
    user.ok(
        here,
        &[
            "plugin",
            "install",
            &format!("{base}/test:0.1.0"),
            "--trust",
            &public,
        ],
    );
    let next = released_as(&same, "0.1.1", scratch.path());
    let out = publisher.ok(here, &["plugin", "publish", next.to_str().unwrap(), &base]);
    assert!(out.contains("Published test 0.1.1"), "{out}");
}

/// `plugin = "test@CONSTRAINT"` as Terraform users write constraints, resolved against the
/// registry's tags: the highest that satisfies is fetched and locked; later runs keep the
/// locked one while it satisfies; `plugin update` moves to the highest; a constraint that
/// the lock no longer satisfies, or that no tag satisfies, is an error naming what to do.
#[test]
fn version_constraints_resolve_against_the_registry_tags() {
    let reg = test_services::registry_of_its_own("constraints", None);
    let base = format!("{}/acme", reg.addr);
    let publisher = User::new();
    let here = Path::new(".");
    let scratch = tempfile::tempdir().unwrap();
    let publish = |v: &str| {
        let file = if v == "0.1.0" {
            PathBuf::from(test_artifacts::TEST_PROVIDER)
        } else {
            released_as(test_artifacts::TEST_PROVIDER, v, scratch.path())
        };
        publisher.ok(here, &["plugin", "publish", file.to_str().unwrap(), &base]);
    };
    for v in ["0.1.0", "0.2.0", "0.2.5", "1.0.0"] {
        publish(v);
    }
    // `strata plugin install NAME@CONSTRAINT`, each in a fresh cache.
    for (constraint, want) in [
        ("~> 0.2", Ok("0.2.5")),
        (">= 0.2", Ok("1.0.0")),
        ("~> 0.2.0", Ok("0.2.5")),
        ("^0.2", Ok("0.2.5")),
        (">= 0.1, < 1", Ok("0.2.5")),
        ("= 0.2.0", Ok("0.2.0")),
        ("0.1.0", Ok("0.1.0")),
        ("~> 2.0", Err("no version of")),
    ] {
        let user = User::new();
        user.ok(here, &["plugin", "registry", &base]);
        let spec = format!("test@{constraint}");
        let args = ["plugin", "install", &spec, "--allow-unsigned"];
        match want {
            Ok(v) => {
                let out = user.ok(here, &args);
                assert!(
                    out.contains(&format!("Installed test {v} ")),
                    "{spec}: {out}"
                );
            }
            Err(words) => {
                let err = user.fails(here, &args);
                assert!(
                    err.contains(words) && err.contains("it has 1.0.0, 0.2.5, 0.2.0, 0.1.0"),
                    "{spec}: {err}"
                );
            }
        }
    }

    // A project: `~> 0.2.0` takes 0.2.5 and locks it.
    let user = User::new();
    let project = tempfile::tempdir().unwrap();
    let dir = project.path();
    let write = |constraint: &str| {
        std::fs::write(
            dir.join("Strata.toml"),
            format!(
                "name = \"p\"\nregistry = \"{base}\"\n[program]\nwasm = {}\n[providers.test]\nplugin = \"test@{constraint}\"\nallow-unsigned = true\n",
                toml_path(test_artifacts::TEST_PROGRAM)
            ),
        )
        .unwrap()
    };
    write("~> 0.2.0");
    user.ok(dir, &["stack", "init", "dev"]);
    user.ok(
        dir,
        &[
            "config",
            "set",
            "spec",
            r#"{"resources": [{"name": "a", "value": 1}]}"#,
        ],
    );
    let out = user.ok(dir, &["up", "--yes"]);
    assert!(
        out.contains(&format!("Fetching provider test from {base}/test:0.2.5")),
        "{out}"
    );
    let locked = lock_of(dir)["providers"]["test"].clone();
    assert_eq!(locked["version"].as_str(), Some("0.2.5"));
    assert_eq!(
        locked["source"].as_str(),
        Some(format!("{base}/test").as_str())
    );
    // 0.2.7 is published: the locked one stays while it satisfies the constraint.
    publish("0.2.7");
    let out = user.ok(dir, &["up", "--yes"]);
    assert!(!out.contains("Fetching"), "{out}");
    assert_eq!(lock_of(dir)["providers"]["test"], locked);
    // A fresh cache gets the locked one too.
    let fresh = User::new();
    let out = fresh.ok(dir, &["up", "--yes"]);
    assert!(out.contains(&format!("{base}/test:0.2.5@")), "{out}");
    let out = user.ok(dir, &["plugin", "update"]);
    assert!(
        out.contains("provider test: 0.2.5 -> 0.2.7 (Strata.lock updated). 1.0.0 is published, and the entry's `plugin` does not allow it"),
        "{out}"
    );
    assert_eq!(
        lock_of(dir)["providers"]["test"]["version"].as_str(),
        Some("0.2.7")
    );
    user.ok(dir, &["up", "--yes"]);
    // A constraint the lock no longer satisfies: refused, saying how to move the lock.
    write("~> 1.0");
    let err = user.fails(dir, &["up", "--yes"]);
    assert!(
        err.contains("Strata.lock pins version 0.2.7, which `~> 1.0` does not allow")
            && err.contains("`strata plugin update`"),
        "{err}"
    );
    let out = user.ok(dir, &["plugin", "update", "test"]);
    assert!(out.contains("provider test: 0.2.7 -> 1.0.0"), "{out}");
    user.ok(dir, &["up", "--yes"]);
    // A constraint no tag satisfies: the versions the registry has.
    write("~> 3.0");
    let err = user.fails(dir, &["plugin", "update"]);
    assert!(
        err.contains(&format!("no version of {base}/test satisfies `~> 3.0`"))
            && err.contains("it has 1.0.0, 0.2.7, 0.2.5, 0.2.0, 0.1.0"),
        "{err}"
    );
    // Something that is not a constraint: the forms there are.
    write("latest");
    let err = user.fails(dir, &["preview"]);
    assert!(
        err.contains("`latest` is not a version constraint") && err.contains("~> 1.2"),
        "{err}"
    );
}

/// A mirror per user (`strata plugin mirror add`): fetching goes to the mirror while the
/// original is gone, the lock keeps naming the original and is not rewritten, a byte-identical
/// copy is accepted, and other bytes are refused as a mismatch naming the mirror.
#[test]
fn a_mirror_serves_what_the_lock_names_without_changing_it() {
    let origin = test_services::registry_of_its_own("mirror-origin", None);
    let mirror = test_services::registry_of_its_own("mirror-copy", None);
    let base = format!("{}/acme", origin.addr);
    let publisher = User::new();
    let (key, public) = publisher.key("release.key");
    let here = Path::new(".");
    publisher.ok(
        here,
        &[
            "plugin",
            "publish",
            test_artifacts::TEST_PROVIDER,
            &base,
            "--key",
            key.to_str().unwrap(),
        ],
    );
    let project = tempfile::tempdir().unwrap();
    let dir = project.path();
    std::fs::write(
        dir.join("Strata.toml"),
        format!(
            "name = \"p\"\nregistry = \"{base}\"\n[program]\nwasm = {}\n[providers.test]\nplugin = \"test@~> 0.1\"\ntrust = [\"{public}\"]\n",
            toml_path(test_artifacts::TEST_PROGRAM)
        ),
    )
    .unwrap();
    let user = User::new();
    user.ok(dir, &["stack", "init", "dev"]);
    user.ok(
        dir,
        &[
            "config",
            "set",
            "spec",
            r#"{"resources": [{"name": "a", "value": 1}]}"#,
        ],
    );
    user.ok(dir, &["up", "--yes"]);
    let lock = std::fs::read_to_string(dir.join("Strata.lock")).unwrap();
    assert!(
        lock.contains(&format!("source = \"{base}/test\"")),
        "{lock}"
    );

    // The mirror holds a copy (its storage, digests and all); the original holds nothing.
    let tree = "docker/registry/v2";
    copy_tree(&origin.storage.join(tree), &mirror.storage.join(tree));
    std::fs::rename(origin.storage.join("docker"), origin.storage.join("gone")).unwrap();
    let fresh = User::new();
    let err = fresh.fails(dir, &["up", "--yes"]);
    assert!(err.contains("provider test"), "without the mirror: {err}");
    let out = fresh.ok(
        dir,
        &["plugin", "mirror", "add", &origin.addr, &mirror.addr],
    );
    assert!(
        out.contains(&format!(
            "Fetching what {} holds from {}",
            origin.addr, mirror.addr
        )),
        "{out}"
    );
    let ls = fresh.ok(dir, &["plugin", "mirror"]);
    assert!(
        ls.contains(&origin.addr) && ls.contains(&mirror.addr),
        "{ls}"
    );
    let out = fresh.ok(dir, &["up", "--yes"]);
    assert!(
        out.contains(&format!(
            "Fetching provider test from {base}/test:0.1.0@sha256:"
        )),
        "{out}"
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("Strata.lock")).unwrap(),
        lock
    );
    let ls = fresh.ok(dir, &["plugin", "ls", "--outdated"]);
    assert!(
        ls.contains(&format!("from {base}/test (signed by {public})")),
        "{ls}"
    );
    fresh.ok(
        here,
        &[
            "plugin",
            "install",
            &format!("{base}/test:0.1.0"),
            "--trust",
            &public,
        ],
    );

    // The same component published to the mirror again (another manifest): accepted, the lock
    // as it was.
    let again = User::new();
    let republished = tempfile::tempdir().unwrap();
    let copy = republished.path().join("test.wasm");
    std::fs::copy(test_artifacts::TEST_PROVIDER, &copy).unwrap();
    let repos = mirror.storage.join(tree).join("repositories");
    std::fs::remove_dir_all(repos.join("acme")).unwrap();
    publisher.ok(
        here,
        &[
            "plugin",
            "publish",
            copy.to_str().unwrap(),
            &format!("{}/acme", mirror.addr),
            "--key",
            key.to_str().unwrap(),
        ],
    );
    again.ok(
        dir,
        &["plugin", "mirror", "add", &origin.addr, &mirror.addr],
    );
    again.ok(dir, &["up", "--yes"]);
    assert_eq!(
        std::fs::read_to_string(dir.join("Strata.lock")).unwrap(),
        lock
    );

    // Other bytes in the mirror under that version: refused, naming the mirror; the lock kept.
    let mut other = std::fs::read(test_artifacts::TEST_PROVIDER).unwrap();
    other.extend_from_slice(&[0, 6, 5, b'o', b't', b'h', b'e', b'r']);
    std::fs::write(&copy, &other).unwrap();
    std::fs::remove_dir_all(repos.join("acme")).unwrap();
    publisher.ok(
        here,
        &[
            "plugin",
            "publish",
            copy.to_str().unwrap(),
            &format!("{}/acme", mirror.addr),
            "--key",
            key.to_str().unwrap(),
        ],
    );
    let third = User::new();
    third.ok(
        dir,
        &["plugin", "mirror", "add", &origin.addr, &mirror.addr],
    );
    let err = third.fails(dir, &["up", "--yes"]);
    assert!(
        err.contains("provider test does not match the lock")
            && err.contains(&format!(
                "the mirror {}'s copy of {base}/test:0.1.0 has sha256 {}",
                mirror.addr,
                hex_sha256(&other)
            ))
            && err.contains(&format!("`strata plugin mirror rm {}`", origin.addr)),
        "{err}"
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("Strata.lock")).unwrap(),
        lock
    );
    third.ok(dir, &["plugin", "mirror", "rm", &origin.addr]);
    let err = third.fails(dir, &["plugin", "mirror", "rm", &origin.addr]);
    assert!(err.contains("has no mirror"), "{err}");
}
