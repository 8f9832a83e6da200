//! The resource lifecycle through the binary and a real wasm program: resource options,
//! targets, forced replacements, imports, and a program that fails part way.

use super::*;
use crate::state::{world, world_project};

fn urn(name: &str) -> String {
    format!("urn:strata:dev::e2e::test:Resource::{name}")
}

/// The recorded resource named `name` (under a parent or not) in the current checkpoint.
fn recorded(p: &Project, name: &str) -> Value {
    let tail = format!("::{name}");
    p.checkpoint()["resources"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| {
            r["urn"].as_str().is_some_and(|u| u.ends_with(&tail)) && r.get("delete").is_none()
        })
        .cloned()
        .unwrap_or_else(|| panic!("{name} is not in the state"))
}

#[test]
fn resource_options_from_a_wasm_program_shape_every_step() {
    let spec = |c_value: u32, b_value: u32, a_name: &str| {
        let mut a = res(a_name, json!({"value": "a", "retain_on_delete": true}));
        if a_name != "a" {
            a["alias"] = json!("a");
        }
        json!({"resources": [
            a,
            res("b", json!({"value": b_value, "ignore_changes": ["value"]})),
            res("c", json!({"value": c_value, "replace_on_changes": ["value"]})),
            res("d", json!({"value": "d", "deleted_with": "c"})),
            res("s", json!({"value": "not-a-secret-yet", "secret_outputs": ["echo"]})),
            res("inv", json!({"invoke": {"q": 1}})),
            res("t", json!({"value": "t", "dbr": true, "timeout_s": 30})),
        ]})
    };
    let p = world_project(spec(1, 1, "a"));
    assert_eq!(counts(&p.up()), json!({"create": 7}));
    // additional-secret-outputs: sealed at rest.
    let s = recorded(&p, "s");
    assert_eq!(s["outputs"]["echo"]["$strata"], json!("secret"), "{s}");
    assert!(s["outputs"]["echo"].get("ciphertext").is_some(), "{s}");
    // invoke: the function's result became an input.
    assert_eq!(
        recorded(&p, "inv")["inputs"]["from"],
        json!({"args": {"q": 1}, "function": "test:echo"})
    );
    // Options recorded in state: retain-on-delete, deleted-with, timeouts.
    assert_eq!(
        recorded(&p, "a")["lifecycle"]["retain-on-delete"],
        json!(true)
    );
    assert_eq!(
        recorded(&p, "d")["lifecycle"]["deleted-with"],
        json!(urn("c"))
    );
    assert_eq!(
        recorded(&p, "t")["lifecycle"]["timeouts"],
        json!({"create": 30, "update": 30, "delete": 30})
    );

    // ignore-changes: b's change is not seen; replace-on-changes: c's change replaces it, and
    // d, deleted with c, is replaced with it (Pulumi's deleted-with).
    p.spec(spec(2, 2, "a"));
    assert_eq!(counts(&p.up()), json!({"replace": 2, "same": 5}));
    assert_eq!(recorded(&p, "b")["inputs"]["value"], json!(1));

    // An alias: `a` renamed `a2` is neither created nor deleted.
    p.spec(spec(2, 2, "a2"));
    let out = p.ok(&["preview", "--json"]);
    assert_eq!(counts(&summary(&out)), json!({"same": 7}));
    assert_eq!(counts(&p.up()), json!({"same": 7}));
    assert!(p.resource_names().contains(&"a2".to_string()));

    // destroy: a2 is retained (left in the world), d goes with its owner c (its delete is
    // skipped, so the test world, which has no cascade, still has it, and the copy replaced
    // with c too); the rest is deleted.
    let before = world(&p);
    let out = p.ok(&["destroy", "--yes"]);
    assert!(out.contains("is retained"), "{out}");
    assert!(p.resource_names().is_empty());
    let left = world(&p);
    assert_eq!(left.len(), 3, "{left:?} of {before:?}");
    assert!(left.iter().any(|id| id.starts_with("a-")), "{left:?}");
    assert!(left.iter().any(|id| id.starts_with("d-")), "{left:?}");
}

#[test]
fn targets_excludes_and_forced_replacements_change_only_what_they_name() {
    let spec = |v: u32, protect: bool| {
        json!({"resources": [
            res("a", json!({"value": v})),
            res("b", json!({"value": v, "ref": "a"})),
            res("c", json!({"value": v, "protect": protect})),
        ]})
    };
    let p = Project::with_spec(spec(1, false));
    assert_eq!(counts(&p.up()), json!({"create": 3}));
    p.spec(spec(2, false));

    // A target that names nothing is refused before anything runs.
    let err = p.fails(&["up", "--yes", "--target", "*::nope"]);
    assert!(
        err.contains("--target *::nope: no resource in the program or the state has this URN"),
        "{err}"
    );
    // b reads a's output and a would change: b alone cannot run.
    let out = p.run(&["up", "--yes", "--json", "--target", &urn("b")]);
    assert!(!out.status.success());
    let text = text(&out.stdout);
    assert!(text.contains("which is not targeted"), "{text}");
    // A wildcard target: only c changes.
    let out = p.ok(&["up", "--yes", "--json", "--target", "*::c"]);
    assert_eq!(counts(&summary(&out)), json!({"update": 1}));
    assert_eq!(recorded(&p, "a")["inputs"]["value"], json!(1));
    // a and its dependents.
    let out = p.ok(&[
        "up",
        "--yes",
        "--json",
        "--target",
        &urn("a"),
        "--target-dependents",
    ]);
    assert_eq!(counts(&summary(&out)), json!({"update": 2}));

    // --exclude with its dependents: nothing of a's subgraph changes.
    p.spec(spec(3, false));
    let out = p.ok(&[
        "up",
        "--yes",
        "--json",
        "--exclude",
        &urn("a"),
        "--exclude-dependents",
    ]);
    assert_eq!(counts(&summary(&out)), json!({"update": 1}));
    assert_eq!(recorded(&p, "b")["inputs"]["value"], json!(2));
    p.up();

    // --replace: a replacement nothing asked for (preview first, then for real).
    let out = p.ok(&["preview", "--json", "--replace", &urn("c")]);
    assert_eq!(counts(&summary(&out)), json!({"replace": 1, "same": 2}));
    let id = recorded(&p, "c")["id"].clone();
    let out = p.ok(&["up", "--yes", "--json", "--replace", &urn("c")]);
    assert_eq!(counts(&summary(&out)), json!({"replace": 1, "same": 2}));
    assert_ne!(recorded(&p, "c")["id"], id);

    // --target-replace: c is replaced and b's pending change is left alone.
    p.spec(spec(4, false));
    let id = recorded(&p, "c")["id"].clone();
    let out = p.ok(&["up", "--yes", "--json", "--target-replace", "c"]);
    assert_eq!(counts(&summary(&out)), json!({"replace": 1}));
    assert_ne!(recorded(&p, "c")["id"], id);
    assert_eq!(recorded(&p, "b")["inputs"]["value"], json!(3));
    p.up();

    // state taint: the next up replaces it, once; untaint takes a taint back. (The preview
    // shows b updated: it reads a's output, unknown until the replacement exists.)
    let out = p.ok(&["state", "taint", "a"]);
    assert!(
        out.contains("is tainted: the next `strata up` replaces it"),
        "{out}"
    );
    let out = p.ok(&["preview", "--json"]);
    assert_eq!(
        counts(&summary(&out)),
        json!({"replace": 1, "update": 1, "same": 1})
    );
    p.ok(&["state", "untaint", "a"]);
    let out = p.ok(&["preview", "--json"]);
    assert_eq!(counts(&summary(&out)), json!({"same": 3}));
    let err = p.fails(&["state", "untaint", "a"]);
    assert!(err.contains("is not tainted"), "{err}");
    p.ok(&["state", "taint", &urn("a")]);
    let id = recorded(&p, "a")["id"].clone();
    assert_eq!(counts(&p.up()), json!({"replace": 1, "same": 2}));
    assert_ne!(recorded(&p, "a")["id"], id);
    assert_eq!(counts(&p.up()), json!({"same": 3}));

    // destroy --exclude-protected keeps c and destroys the rest.
    p.spec(spec(3, true));
    p.up();
    let err = p.fails(&["destroy", "--yes"]);
    assert!(
        err.contains("is protected and cannot be deleted: nothing was changed"),
        "{err}"
    );
    assert_eq!(p.resource_names(), vec!["a", "b", "c"]);
    let out = p.ok(&["destroy", "--yes", "--json", "--exclude-protected"]);
    assert_eq!(counts(&summary(&out)), json!({"delete": 2}));
    assert_eq!(p.resource_names(), vec!["c"]);
}

#[test]
fn import_adopts_an_existing_resource_and_prints_its_declaration() {
    let p = world_project(json!({"resources": []}));
    std::fs::create_dir_all(p.path().join("world")).unwrap();
    let made = |id: &str, name: &str, value: &str| {
        std::fs::write(
            p.path().join(format!("world/{id}.json")),
            json!({"name": name, "inputs": {"value": value}}).to_string(),
        )
        .unwrap();
    };
    made("x-manual", "x", "hand-made");
    made("y-manual", "y", "also");

    // `strata import`: recorded as it is, and the declaration to paste is printed.
    let err = p.fails(&["import", "test:Resource", "x", "nope", "--yes"]);
    assert!(
        err.contains("there is no resource with id `nope` to import"),
        "{err}"
    );
    let out = p.run(&[
        "import",
        "test:Resource",
        "x",
        "x-manual",
        "--yes",
        "--protect",
    ]);
    let all = format!("{}{}", text(&out.stdout), text(&out.stderr));
    assert!(out.status.success(), "{all}");
    assert!(
        all.contains("strata_sdk::Resource::new(")
            && all.contains("\"value\": \"hand-made\"")
            && all.contains(".protect(true)"),
        "{all}"
    );
    let x = recorded(&p, "x");
    assert_eq!(x["id"], json!("x-manual"));
    assert_eq!(x["protect"], json!(true));
    // Importing it again under the same name with another id is refused.
    let err = p.fails(&["import", "test:Resource", "x", "y-manual", "--yes"]);
    assert!(
        err.contains("is already in the stack, with id `x-manual`"),
        "{err}"
    );

    // The program declares it as read: nothing changes. `import` in the program adopts y, and
    // then updates it where the program's inputs differ (as Pulumi does); a difference that
    // would replace it is refused before anything is imported.
    p.spec(json!({"resources": [
        res("x", json!({"value": "hand-made", "protect": true})),
        res("y", json!({"value": "also", "key": "k2", "import": "y-manual"})),
    ]}));
    let err = p.fails(&["up", "--yes"]);
    assert!(
        err.contains("cannot import `y-manual`: its inputs differ from the program's where a change replaces it (key: it has nothing, the program says \"k2\")"),
        "{err}"
    );
    p.spec(json!({"resources": [
        res("x", json!({"value": "hand-made", "protect": true})),
        res("y", json!({"value": "different", "import": "y-manual"})),
    ]}));
    assert_eq!(
        counts(&p.up()),
        json!({"import": 1, "update": 1, "same": 1})
    );
    assert_eq!(recorded(&p, "y")["inputs"]["value"], json!("different"));
    assert_eq!(
        world(&p),
        vec!["x-manual", "y-manual"],
        "nothing was created"
    );
}

#[test]
fn a_program_that_fails_part_way_changes_nothing_or_deploys_what_it_declared_when_asked() {
    let p = Project::with_spec(
        json!({"resources": [res("a", json!({"value": 1})), res("b", json!({}))]}),
    );
    p.up();
    p.spec(json!({
        "resources": [res("a", json!({"value": 2})), res("c", json!({}))],
        "outputs": {"a_echo": "a"},
        "fail_after": "the database is not ready",
    }));
    // By default, nothing: Strata has every declaration before it plans.
    let err = p.fails(&["up", "--yes"]);
    assert!(
        err.contains("the program failed, so nothing was changed: the database is not ready")
            && err.contains("left out: test:Resource \"a\", test:Resource \"c\""),
        "{err}"
    );
    assert_eq!(p.resource_names(), vec!["a", "b"]);
    assert_eq!(recorded(&p, "a")["inputs"]["value"], json!(1));
    // Asked to go on: what it declared.
    let err = p.fails(&["up", "--yes", "--continue-on-error"]);
    assert!(
        err.contains("the program failed: the database is not ready")
            && err.contains("nothing it did not declare was deleted"),
        "{err}"
    );
    assert_eq!(p.resource_names(), vec!["a", "b", "c"]);
    assert_eq!(recorded(&p, "a")["inputs"]["value"], json!(2));
    // The outputs it registered before failing are kept.
    assert_eq!(p.ok(&["stack", "output", "a_echo"]).trim(), "2");
}

#[test]
fn a_create_that_fails_part_way_is_recorded_not_orphaned() {
    let p =
        world_project(json!({"resources": [res("a", json!({"value": 1, "partial": "create"}))]}));
    let err = p.fails(&["up", "--yes"]);
    assert!(
        err.contains("made it, then the test asked for a failure")
            && err.contains("failed part way; what it made"),
        "{err}"
    );
    let made = world(&p);
    assert_eq!(made.len(), 1);
    assert_eq!(recorded(&p, "a")["id"], json!(made[0]));
    // The next run finds it recorded: nothing is made twice, and its create is finished by an
    // update (Pulumi's retry of a create with initialization errors).
    p.spec(json!({"resources": [res("a", json!({"value": 1}))]}));
    assert_eq!(counts(&p.up()), json!({"update": 1}));
    assert_eq!(counts(&p.up()), json!({"same": 1}));
    assert_eq!(world(&p), made);
}

#[test]
fn a_saved_plan_is_applied_exactly_or_refused_before_any_change() {
    let spec = |v: u32| {
        json!({"resources": [
            res("a", json!({"value": v})),
            res("b", json!({"ref": "a"})),
            res("s", json!({"value": v, "secret_from_config": "pw"})),
        ]})
    };
    let p = Project::with_spec(spec(1));
    p.ok(&["config", "set", "--secret", "pw", "hunter2-secret"]);
    p.up();

    // Saved: a, s updated; b's input is not known until a is updated.
    p.spec(spec(2));
    let out = p.run(&["preview", "--save-plan", "plan.json"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains("Saved the plan (3 steps)"),
        "{}",
        text(&out.stderr)
    );
    let saved = std::fs::read_to_string(p.path().join("plan.json")).unwrap();
    assert!(
        !saved.contains("hunter2-secret"),
        "a secret in the plan file: {saved}"
    );
    let out = p.ok(&["up", "--plan", "plan.json", "--yes", "--json"]);
    assert_eq!(counts(&summary(&out)), json!({"update": 3}));

    // The state moved on since the plan was saved: refused, nothing changed.
    p.spec(spec(3));
    p.ok(&["preview", "--save-plan", "plan.json"]);
    p.spec(json!({"resources": [
        res("a", json!({"value": 2})),
        res("b", json!({"ref": "a"})),
        res("s", json!({"value": 2, "secret_from_config": "pw"})),
        res("extra", json!({})),
    ]}));
    p.up();
    p.spec(spec(3));
    let versions = p.versions();
    let err = p.fails(&["up", "--plan", "plan.json", "--yes"]);
    assert!(
        err.contains("the state changed since, so the plan does not hold any more"),
        "{err}"
    );
    assert_eq!(p.versions(), versions);

    // The program now asks for other inputs than the plan: refused before any change.
    p.ok(&["preview", "--save-plan", "plan.json"]);
    p.spec(json!({"resources": [
        res("a", json!({"value": 4})),
        res("b", json!({"ref": "a"})),
        res("s", json!({"value": 3, "secret_from_config": "pw"})),
    ]}));
    let err = p.fails(&["up", "--plan", "plan.json", "--yes"]);
    assert!(
        err.contains("test:Resource \"a\": its inputs differ from the plan's at value"),
        "{err}"
    );
    assert_eq!(p.versions(), versions);
    // And as it was planned, it applies.
    p.spec(spec(3));
    let out = p.ok(&["up", "--plan", "plan.json", "--yes", "--json"]);
    assert_eq!(counts(&summary(&out)), json!({"update": 3, "delete": 1}));
    // A plan for another stack is refused by name.
    p.ok(&["stack", "init", "other"]);
    let err = p.fails(&["up", "--plan", "plan.json", "--yes"]);
    assert!(err.contains("is a plan for stack `dev`"), "{err}");
}

#[test]
fn state_move_carries_resources_and_their_secrets_to_another_stack() {
    let both = json!({"resources": [
        res("a", json!({"value": 1, "secret_from_config": "pw"})),
        res("b", json!({"ref": "a"})),
    ]});
    let p = Project::with_spec(json!({"resources": [
        res("a", json!({"value": 1, "secret_from_config": "pw"})),
        res("b", json!({"ref": "a"})),
        res("c", json!({})),
    ]}));
    p.ok(&["config", "set", "--secret", "pw", "moving-secret"]);
    p.up();
    p.ok(&["stack", "init", "other"]);
    p.ok(&["config", "set", "spec", &both.to_string()]);
    p.ok(&["config", "set", "--secret", "pw", "moving-secret"]);
    p.ok(&["stack", "select", "dev"]);

    let err = p.fails(&["state", "move", "b", "--to", "other"]);
    assert!(
        err.contains("moving would cut dependencies: test:Resource \"b\" depends on test:Resource \"a\", which stays"),
        "{err}"
    );
    let out = p.ok(&["state", "move", "a", "b", "--to", "other"]);
    assert!(
        out.contains("Moved 2 resources from stack `dev` to `other`"),
        "{out}"
    );
    assert_eq!(p.resource_names(), vec!["c"]);

    // The other stack manages them now: its program finds them, nothing is created.
    let exported = p.ok(&["stack", "export", "--stack", "other"]);
    assert!(!exported.contains("moving-secret"), "sealed: {exported}");
    assert!(
        exported.contains("urn:strata:other::e2e::test:Resource::b")
            && exported.contains("\"urn:strata:other::e2e::test:Resource::a\""),
        "{exported}"
    );
    let out = p.ok(&["up", "--stack", "other", "--yes", "--json"]);
    assert_eq!(counts(&summary(&out)), json!({"same": 2}));
    p.spec(json!({"resources": [res("c", json!({}))]}));
    assert_eq!(counts(&p.up()), json!({"same": 1}));
}

#[test]
fn a_component_groups_its_children_and_goes_after_them() {
    let p = Project::with_spec(json!({"resources": [
        res("app", json!({"component": true})),
        res("web", json!({"parent": "app", "value": 1})),
        res("db", json!({"parent": "app"})),
    ]}));
    assert_eq!(counts(&p.up()), json!({"create": 3}));
    let cp = p.checkpoint();
    let urns: Vec<&str> = cp["resources"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["urn"].as_str().unwrap())
        .collect();
    assert!(
        urns.contains(&"urn:strata:dev::e2e::test:App$test:Resource::web"),
        "{urns:?}"
    );
    let app = cp["resources"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["type"] == json!("test:App"))
        .unwrap()
        .clone();
    assert_eq!(app["outputs"], json!({"name": "app"}));
    assert_eq!(app["lifecycle"]["component"], json!(true));
    // The graph shows the parent edges, dashed.
    let dot = p.ok(&["graph"]);
    assert_eq!(dot.matches("[style=dashed]").count(), 2, "{dot}");
    // Removing the component removes its children, children first.
    p.spec(json!({"resources": []}));
    let out = p.ok(&["up", "--yes", "--json"]);
    assert_eq!(counts(&summary(&out)), json!({"delete": 3}));
    let order: Vec<String> = out
        .lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .filter(|e| e["event"] == json!("step-done"))
        .map(|e| e["name"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(order.last().map(String::as_str), Some("app"), "{order:?}");
}

#[test]
fn a_second_instance_of_a_provider_has_its_own_grants_and_resources_name_it() {
    let p = Project::new(test_artifacts::TEST_PROGRAM);
    let toml = std::fs::read_to_string(p.path().join("Strata.toml")).unwrap();
    std::fs::write(
        p.path().join("Strata.toml"),
        format!(
            "{toml}\n[providers.local-b]\npackage = \"local\"\nwasm = {}\nallow-dirs = [\"other\"]\n",
            toml_path(test_artifacts::LOCAL)
        ),
    )
    .unwrap();
    let file = |provider: &str| {
        json!({"resources": [{"name": "f", "type": "local:File", "path": "other/x.txt",
                              "content": "hi", "provider": provider}]})
    };
    // The default `local` instance was granted `out` only: `other` is refused before anything.
    p.spec(file("local"));
    let err = p.fails(&["up", "--yes"]);
    assert!(err.contains("other/x.txt"), "{err}");
    // The `local-b` instance was granted `other`.
    p.spec(file("local-b"));
    assert_eq!(counts(&p.up()), json!({"create": 1}));
    assert_eq!(
        std::fs::read_to_string(p.path().join("other/x.txt")).unwrap(),
        "hi"
    );
    // An instance of another package is refused by name.
    p.spec(file("test"));
    let err = p.fails(&["up", "--yes"]);
    assert!(
        err.contains("provider instance `test` is a `test` provider, not a `local` one"),
        "{err}"
    );
    // Destroy goes through the instance state records.
    p.spec(json!({"resources": []}));
    assert_eq!(counts(&p.up()), json!({"delete": 1}));
    assert!(!p.path().join("other/x.txt").exists());
}

#[test]
fn refresh_and_destroy_take_targets_too() {
    let p = world_project(json!({"resources": [
        res("a", json!({"value": 1})),
        res("b", json!({"value": 1, "ref": "a"})),
        res("c", json!({"value": 1})),
    ]}));
    assert_eq!(counts(&p.up()), json!({"create": 3}));
    // Deleted outside Strata: a targeted refresh reads only what it names.
    for id in world(&p) {
        std::fs::remove_file(p.path().join(format!("world/{id}.json"))).unwrap();
    }
    let out = p.ok(&["refresh", "--yes", "--json", "--target", &urn("c")]);
    assert_eq!(counts(&summary(&out)), json!({"delete": 1}));
    assert_eq!(p.resource_names(), vec!["a", "b"]);
    // A targeted destroy of a resource another depends on is refused unless its dependents
    // go too.
    let err = p.fails(&["destroy", "--yes", "--target", &urn("a")]);
    assert!(
        err.contains(
            "test:Resource \"b\" will be destroyed but was not specified in --target list"
        ),
        "{err}"
    );
    let out = p.ok(&["destroy", "--yes", "--json", "--target", &urn("b")]);
    assert_eq!(counts(&summary(&out)), json!({"delete": 1}));
    assert_eq!(p.resource_names(), vec!["a"]);
}

/// `previous-outputs`: a program reads what its stack's last deployment exported (a secret
/// stays sealed); an update that overtakes it between that read and its lock stops it.
#[test]
fn a_program_reads_its_stacks_last_outputs_and_is_stopped_if_another_update_overtook_it() {
    let spec = |v: &str, pause: u64| {
        json!({"resources": [
                   res("a", json!({"value": v})),
                   res("s", json!({"value": format!("sealed-{v}"), "secret_outputs": ["echo"]})),
               ],
               "outputs": {"a": "a", "s": "s"}, "previous": true, "pause_ms": pause})
    };
    let p = Project::with_spec(spec("v1", 0));
    p.up();
    let outputs = |p: &Project| -> Value {
        serde_json::from_str(&p.ok(&["stack", "output", "--json", "--show-secrets"])).unwrap()
    };
    // The first deployment has none.
    assert_eq!(outputs(&p)["previous"], Value::Null);
    p.spec(spec("v2", 0));
    p.up();
    let o = outputs(&p);
    assert_eq!(o["previous"]["a"], "v1", "{o}");
    assert_eq!(o["previous"]["s"], "sealed-v1", "{o}");
    // Re-exported, the secret is still sealed at rest.
    let state = p.checkpoint().to_string();
    assert!(!state.contains("sealed-v1"), "{state}");

    // An update pauses after reading them (5 s); another runs to its end meanwhile.
    p.spec(spec("v3", 5_000));
    let (slow, mut stdout) = p.spawn(&["up", "--yes"]);
    let mut line = String::new();
    while !line.contains("read the previous outputs") {
        line.clear();
        assert!(
            stdout.read_line(&mut line).unwrap() > 0,
            "the slow update ended before reading"
        );
    }
    p.spec(spec("v6", 0));
    p.up();
    let out = slow.wait_with_output().unwrap();
    assert!(!out.status.success());
    let err = text(&out.stderr);
    assert!(
        err.contains("changed while its program ran") && err.contains("run the command again"),
        "{err}"
    );
    // The overtaking update's state stands; the stopped one changed nothing.
    assert_eq!(outputs(&p)["a"], "v6");
    assert_eq!(outputs(&p)["previous"]["a"], "v2");
}

/// `strata import` prints the declaration in the project's language (YAML here, not Rust) and
/// protects what it adopts by default, saying so; `--protect false` does not.
#[test]
fn import_prints_the_declaration_in_the_project_s_language_and_protects_by_default() {
    let p = crate::yaml::yaml_project("resources: {}\n");
    let toml = std::fs::read_to_string(p.path().join("Strata.toml")).unwrap();
    std::fs::write(
        p.path().join("Strata.toml"),
        format!("{toml}allow-dirs = [\"world\"]\nconfig = {{ world = \"world\" }}\n"),
    )
    .unwrap();
    std::fs::create_dir_all(p.path().join("world")).unwrap();
    for id in ["a-manual", "b-manual"] {
        std::fs::write(
            p.path().join(format!("world/{id}.json")),
            json!({"name": id, "inputs": {"value": "hand-made"}}).to_string(),
        )
        .unwrap();
    }
    let out = p.run(&["import", "test:Resource", "a", "a-manual", "--yes"]);
    let all = format!("{}{}", text(&out.stdout), text(&out.stderr));
    assert!(out.status.success(), "{all}");
    assert!(
        all.contains("resources:\n  a:\n    type: test:Resource\n    properties: {\"value\":\"hand-made\"}\n    options: {protect: true}"),
        "{all}"
    );
    assert!(!all.contains("strata_sdk::Resource::new"), "{all}");
    assert!(all.contains("It is protected"), "{all}");
    let export: Value = serde_json::from_str(&p.ok(&["stack", "export"])).unwrap();
    let a = &export["resources"][0];
    assert_eq!(a["protect"], json!(true), "{a}");
    let out = p.run(&[
        "import",
        "test:Resource",
        "b",
        "b-manual",
        "--yes",
        "--protect",
        "false",
    ]);
    let all = format!("{}{}", text(&out.stdout), text(&out.stderr));
    assert!(out.status.success(), "{all}");
    assert!(
        !all.contains("options: {protect: true}") && !all.contains("It is protected"),
        "{all}"
    );
}

/// `strata import local:File NAME PATH` adopts a file that exists: its id is its path, which
/// the provider reads its inputs from (the import's inputs are empty).
#[test]
fn a_file_is_imported_by_its_path() {
    let p = Project::with_spec(json!({"resources": []}));
    std::fs::create_dir_all(p.path().join("out")).unwrap();
    std::fs::write(p.path().join("out/kept.txt"), "made by hand").unwrap();
    let out = p.run(&["import", "local:File", "kept", "out/kept.txt", "--yes"]);
    let all = format!("{}{}", text(&out.stdout), text(&out.stderr));
    assert!(out.status.success(), "{all}");
    assert!(all.contains("\"path\": \"out/kept.txt\""), "{all}");
    let kept = p.recorded("kept");
    assert_eq!(kept["inputs"]["content"], json!("made by hand"), "{kept}");
    assert_eq!(kept["protect"], json!(true), "{kept}");
}

/// The steps, in order, that a `--json` run reports done: `(op, name)`.
fn steps_done(out: &str) -> Vec<(String, String)> {
    out.lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .filter(|e| e["event"] == json!("step-done"))
        .map(|e| {
            (
                e["op"].as_str().unwrap_or_default().to_string(),
                e["name"].as_str().unwrap_or_default().to_string(),
            )
        })
        .collect()
}

/// A Pulumi user's component program (a protected component, a resource with children, one
/// deleted with its owner) gives Pulumi's steps: children after their parent, protect inherited,
/// the owner's replacement replacing what is deleted with it, a targeted destroy that would
/// orphan a child refused, and one with its dependents deleting children first.
#[test]
fn a_component_program_gives_the_steps_pulumi_gives() {
    let spec = |vpc_key: &str| {
        json!({"resources": [
            res("app", json!({"component": true, "protect": true})),
            res("vpc", json!({"parent": "app", "key": vpc_key, "value": "v"})),
            res("subnet", json!({"parent": "vpc", "ref": "vpc", "value": "s"})),
            res("flowlog", json!({"parent": "app", "deleted_with": "vpc", "value": "f"})),
            res("other", json!({"value": "o"})),
        ]})
    };
    let p = Project::with_spec(spec("k1"));
    let out = p.ok(&["up", "--yes", "--json"]);
    let done = steps_done(&out);
    let at = |name: &str| done.iter().position(|(_, n)| n == name).unwrap();
    assert!(at("vpc") < at("subnet"), "{done:?}");
    // Every child of the protected component is protected, as its parent is.
    for name in ["vpc", "subnet", "flowlog"] {
        assert_eq!(recorded(&p, name)["protect"], json!(true), "{name}");
    }
    assert_eq!(recorded(&p, "other").get("protect"), None);

    // A replacement of the protected vpc is refused; with --ignore-protect the preview shows it
    // replaced, and the flow log deleted with it replaced too; the subnet, which reads its
    // output, is an update while the replacement's outputs are unknown (as in Pulumi).
    p.spec(spec("k2"));
    let err = p.fails(&["preview"]);
    assert!(err.contains("is protected and cannot be replaced"), "{err}");
    let out = p.ok(&["preview", "--json", "--ignore-protect"]);
    let mut changed: Vec<(String, String)> = steps_done(&out)
        .into_iter()
        .filter(|(op, _)| op != "same")
        .collect();
    changed.sort();
    assert_eq!(
        changed,
        vec![
            ("replace".to_string(), "flowlog".to_string()),
            ("replace".to_string(), "vpc".to_string()),
            ("update".to_string(), "subnet".to_string())
        ],
        "{out}"
    );

    // A targeted destroy of the vpc would orphan its subnet: refused, naming it.
    p.spec(spec("k1"));
    let err = p.fails(&["destroy", "--yes", "--ignore-protect", "--target", "vpc"]);
    assert!(
        err.contains(
            "test:Resource \"subnet\" will be destroyed but was not specified in --target list"
        ),
        "{err}"
    );
    assert_eq!(p.resource_names().len(), 5);
    // With its dependents: the subnet first, the flow log only forgotten (the vpc's delete
    // removes it), the vpc last; the rest stays, protected.
    let out = p.ok(&[
        "destroy",
        "--yes",
        "--json",
        "--ignore-protect",
        "--target",
        "vpc",
        "--target-dependents",
    ]);
    let done = steps_done(&out);
    let at = |name: &str| done.iter().position(|(_, n)| n == name).unwrap();
    assert!(at("subnet") < at("vpc"), "{done:?}");
    assert_eq!(p.resource_names(), vec!["app", "other"]);
    assert_eq!(recorded(&p, "app")["protect"], json!(true));
}
