//! The host with real components: the shipped providers, the test provider and programs.

use serde_json::{Value, json};
use std::path::Path;
use std::sync::Arc;
use strata_engine::{Program, Provider};
use strata_host::{
    DirGrant, Grants, ProgramContext, ProviderSetup, Runtime, RuntimeOptions, WasmProgram,
    WasmProvider,
};
use strata_model::{Registration, marker};

fn runtime() -> Runtime {
    let cache = Path::new(env!("CARGO_TARGET_TMPDIR")).join("strata-cache");
    Runtime::new(RuntimeOptions {
        cache_dir: Some(cache),
        ..Default::default()
    })
    .unwrap()
}

fn provider(rt: &Runtime, name: &str, path: &str, grants: Grants) -> WasmProvider {
    WasmProvider::load(
        rt,
        Path::new(path),
        ProviderSetup {
            grants: std::sync::Arc::new(grants),
            ..ProviderSetup::new(name)
        },
    )
    .unwrap()
}

#[tokio::test]
async fn random_makes_values_predicts_unknowns_and_replaces_on_keepers() {
    let rt = runtime();
    let p = provider(&rt, "random", test_artifacts::RANDOM, Grants::default());
    let inputs = p
        .check(
            "random:String",
            "s",
            None,
            &json!({"length": 12, "special": false}),
        )
        .await
        .unwrap();
    let (id, out) = p
        .create("random:String", "s", &inputs, false, None)
        .await
        .unwrap();
    assert!(!id.is_empty());
    let s = out["result"].as_str().unwrap();
    assert_eq!(s.len(), 12);
    assert!(s.chars().all(|c| c.is_ascii_alphanumeric()), "{s}");
    let (_, predicted) = p
        .create("random:String", "s", &inputs, true, None)
        .await
        .unwrap();
    assert!(marker::is_unknown(&predicted["result"]));
    let d = p
        .diff(
            "random:String",
            &id,
            &json!({"length": 12, "keepers": {"a": "1"}}),
            &out,
            &json!({"length": 12, "keepers": {"a": "2"}}),
        )
        .await
        .unwrap();
    assert_eq!(d.replaces, vec!["keepers"]);
    let (_, uuid) = p
        .create("random:Uuid", "u", &json!({}), false, None)
        .await
        .unwrap();
    assert_eq!(uuid["result"].as_str().unwrap().len(), 36);
    let (_, n) = p
        .create(
            "random:Integer",
            "i",
            &json!({"min": 5, "max": 5}),
            false,
            None,
        )
        .await
        .unwrap();
    assert_eq!(n["result"], 5);
    let err = p
        .check("random:Integer", "i", None, &json!({"min": 9, "max": 1}))
        .await
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "invalid inputs: min: must not be greater than max"
    );
}

#[tokio::test]
async fn local_writes_inside_its_grant_and_read_notices_outside_changes() {
    let rt = runtime();
    let dir = tempfile::tempdir().unwrap();
    let grants = Grants {
        dirs: vec![DirGrant {
            host: dir.path().into(),
            guest: "out".into(),
            read_only: false,
        }],
        ..Grants::default()
    };
    let p = provider(&rt, "local", test_artifacts::LOCAL, grants);
    let inputs = p
        .check(
            "local:File",
            "f",
            None,
            &json!({"path": "out/a/b.txt", "content": "hi", "mode": "600"}),
        )
        .await
        .unwrap();
    let (id, out) = p
        .create("local:File", "f", &inputs, false, None)
        .await
        .unwrap();
    let host = dir.path().join("a/b.txt");
    assert_eq!(std::fs::read_to_string(&host).unwrap(), "hi");
    use std::os::unix::fs::PermissionsExt;
    assert_eq!(
        std::fs::metadata(&host).unwrap().permissions().mode() & 0o777,
        0o600
    );

    let same = p
        .read("local:File", &id, &inputs, &out)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(same.inputs["content"], "hi");
    std::fs::write(&host, "changed").unwrap();
    let changed = p
        .read("local:File", &id, &inputs, &out)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(changed.inputs["content"], "changed");
    std::fs::remove_file(&host).unwrap();
    assert!(
        p.read("local:File", &id, &inputs, &out)
            .await
            .unwrap()
            .is_none()
    );

    let err = p
        .check("local:File", "f", None, &json!({"path": "../etc/passwd"}))
        .await
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("path: `../etc/passwd` must be a relative path"),
        "{err}"
    );
    // The provider knows its grants: a path outside them fails `check`, naming the line to add.
    let elsewhere = json!({"path": "elsewhere/x", "content": "x", "mode": "644"});
    let err = p
        .check("local:File", "g", None, &elsewhere)
        .await
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("`elsewhere/x` is outside the directories granted to this provider (out)"),
        "{err}"
    );
    // And the sandbox refuses it anyway, should a create come without a check.
    let err = p
        .create("local:File", "g", &elsewhere, false, None)
        .await
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("is it inside a directory granted to the `local` provider?"),
        "{err}"
    );
}

#[tokio::test]
async fn independent_calls_run_on_separate_instances_and_a_trap_spares_the_rest() {
    let rt = runtime();
    // Each create waits at the provider's gate (a file in `gates`) until all six have begun.
    let gates = tempfile::tempdir().unwrap();
    let p = Arc::new(
        WasmProvider::load(
            &rt,
            Path::new(test_artifacts::TEST_PROVIDER),
            ProviderSetup {
                config: json!({"gates": "gates"}),
                grants: Arc::new(Grants {
                    dirs: vec![DirGrant {
                        host: gates.path().into(),
                        guest: "gates".into(),
                        read_only: false,
                    }],
                    ..Grants::default()
                }),
                ..ProviderSetup::new("test")
            },
        )
        .unwrap(),
    );
    let calls: Vec<_> = (0..6)
        .map(|i| {
            let p = p.clone();
            tokio::spawn(async move {
                p.create(
                    "test:Resource",
                    &format!("r{i}"),
                    &json!({"gate": "six", "value": i}),
                    false,
                    None,
                )
                .await
            })
        })
        .collect();
    let entered = || {
        std::fs::read_to_string(gates.path().join("six.entered"))
            .map(|t| t.lines().count())
            .unwrap_or(0)
    };
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(300);
    while entered() < 6 {
        assert!(
            std::time::Instant::now() < deadline,
            "{} of six calls began in 300 s",
            entered()
        );
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    std::fs::write(gates.path().join("six.open"), "").unwrap();
    for c in calls {
        c.await.unwrap().unwrap();
    }
    assert_eq!(
        p.idle_instances(),
        6,
        "six calls in flight at once need six instances"
    );

    let err = p
        .create(
            "test:Resource",
            "boom",
            &json!({"panic": true}),
            false,
            None,
        )
        .await
        .unwrap_err()
        .to_string();
    assert!(
        err.starts_with("the provider crashed: panicked: the test asked for a panic"),
        "{err}"
    );
    assert_eq!(p.idle_instances(), 5, "the trapped instance is dropped");
    let (_, out) = p
        .create("test:Resource", "after", &json!({"value": 1}), false, None)
        .await
        .unwrap();
    assert_eq!(out["echo"], 1);
}

/// Every instance alive holds a slot of each kind in the pool, a fiber stack included: as
/// many instances as the runtime was sized for all start (`--parallel 1200` used to fail one
/// step at 1,000 stacks, as a crash), and one more than that fails saying what to change.
#[tokio::test]
async fn as_many_instances_as_the_runtime_holds_start_and_one_more_says_what_to_lower() {
    let cache = Path::new(env!("CARGO_TARGET_TMPDIR")).join("strata-cache");
    let rt = Runtime::new(RuntimeOptions {
        cache_dir: Some(cache),
        max_instances: 1100,
    })
    .unwrap();
    let p = provider(
        &rt,
        "test",
        test_artifacts::TEST_PROVIDER,
        Grants::default(),
    );
    p.prewarm(1100).await.unwrap();
    assert_eq!(p.idle_instances(), 1100);
    let err = p.prewarm(1).await.unwrap_err().to_string();
    assert!(
        err.contains("the instance pool is full")
            && err.contains("1100")
            && err.contains("--parallel")
            && !err.contains("crashed"),
        "{err}"
    );
}

#[tokio::test]
async fn programs_declare_resources_and_run_apply_callbacks() {
    let rt = runtime();
    let ctx = ProgramContext {
        project: "p".into(),
        stack: "dev".into(),
        config: Default::default(),
        ..Default::default()
    };
    let (decls, program) = WasmProgram::run(
        &rt,
        Path::new(test_artifacts::HELLO),
        ctx,
        Arc::new(|_, _| {}),
    )
    .await
    .unwrap();
    let kinds: Vec<String> = decls
        .registrations
        .iter()
        .map(|r| match r {
            Registration::Resource { ty, name, .. } => format!("{ty} {name}"),
            Registration::Apply { .. } => "apply".into(),
            Registration::Interpolation { .. } => "interpolation".into(),
            Registration::Invoke { function, .. } => format!("invoke {function}"),
            Registration::Component { ty, name, .. } => format!("component {ty} {name}"),
        })
        .collect();
    assert_eq!(
        kinds,
        vec![
            "random:Pet pet",
            "random:String suffix",
            "apply",
            "local:File greeting"
        ]
    );
    let greeting = program
        .resolve(2, json!(["otter", "abc123"]))
        .await
        .unwrap();
    assert_eq!(greeting, json!("Hello, otter! (build abc123)\n"));
    let outputs = decls.outputs.unwrap();
    assert_eq!(outputs["pet"], marker::reference(0, Some("result")));
    let err = program.resolve(99, Value::Null).await.unwrap_err();
    assert!(err.message.contains("no apply callback #99"), "{err}");
}

#[tokio::test]
async fn components_of_the_wrong_kind_are_refused_with_a_clear_error() {
    let rt = runtime();
    let err = WasmProvider::load(
        &rt,
        Path::new(test_artifacts::HELLO),
        ProviderSetup::new("x"),
    )
    .err()
    .unwrap()
    .to_string();
    assert!(
        err.contains("provider x") && err.contains("strata:provider"),
        "{err}"
    );
    let ctx = ProgramContext::default();
    let err = WasmProgram::run(
        &rt,
        Path::new(test_artifacts::RANDOM),
        ctx,
        Arc::new(|_, _| {}),
    )
    .await
    .err()
    .unwrap()
    .to_string();
    assert!(err.contains("strata:program"), "{err}");
}

/// The compiled-component cache: writing an artifact evicts one unused for over a month, and a
/// load from the cache counts as a use (access times are often not kept).
#[test]
fn the_compiled_cache_evicts_the_long_unused_and_a_load_counts_as_a_use() {
    use std::time::{Duration, SystemTime};
    let cache = tempfile::tempdir().unwrap();
    let compiled = cache.path().join("compiled");
    std::fs::create_dir_all(&compiled).unwrap();
    let day = Duration::from_secs(24 * 60 * 60);
    let age = |p: &Path, by: Duration| {
        let f = std::fs::File::options().write(true).open(p).unwrap();
        f.set_modified(SystemTime::now() - by).unwrap();
    };
    let stale = compiled.join("0000-wasmtime0-0000000000000000.cwasm");
    std::fs::write(&stale, b"an old build").unwrap();
    age(&stale, 40 * day);
    let rt = Runtime::new(RuntimeOptions {
        cache_dir: Some(cache.path().into()),
        ..Default::default()
    })
    .unwrap();
    let random = Path::new(test_artifacts::RANDOM);
    rt.load(random, strata_host::ComponentKind::Provider)
        .unwrap();
    assert!(!stale.exists(), "an artifact unused for 40 days is evicted");
    // The artifacts (each has its MAC beside it, `.cwasm.mac`).
    let artifacts: Vec<_> = std::fs::read_dir(&compiled)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "cwasm"))
        .collect();
    assert_eq!(artifacts.len(), 1, "{artifacts:?}");
    age(&artifacts[0], 10 * day);
    // A later command (a runtime loads a component from the cache once, then keeps it).
    let rt = Runtime::new(RuntimeOptions {
        cache_dir: Some(cache.path().into()),
        ..Default::default()
    })
    .unwrap();
    rt.load(random, strata_host::ComponentKind::Provider)
        .unwrap();
    let used = std::fs::metadata(&artifacts[0])
        .unwrap()
        .modified()
        .unwrap();
    assert!(
        SystemTime::now().duration_since(used).unwrap() < Duration::from_secs(600),
        "loaded from the cache, it was used just now"
    );
}

/// A component file is read and hashed once per process while it is unchanged, and read again
/// as soon as it changes, even to bytes of the same length.
#[test]
fn a_component_file_read_again_is_hashed_again_only_when_it_changed() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("c.wasm");
    std::fs::write(&path, b"first version").unwrap();
    let first = strata_host::Wasm::read(&path).unwrap();
    assert_eq!(
        strata_host::Wasm::read(&path).unwrap().sha256(),
        first.sha256()
    );
    std::fs::write(&path, b"other version").unwrap();
    let second = strata_host::Wasm::read(&path).unwrap();
    assert_ne!(
        second.sha256(),
        first.sha256(),
        "the same length, other bytes"
    );
    assert_eq!(second.bytes(), b"other version");
}
