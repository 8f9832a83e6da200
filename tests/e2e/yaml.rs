//! YAML programs (`runtime = "yaml"`): Strata.yaml run by the program Strata ships, with no
//! toolchain; errors that point at the file; and a program that reaches only its project's
//! directory, read-only.

use super::*;

/// A `runtime = "yaml"` project with the test provider and `yaml` as its Strata.yaml.
pub(super) fn yaml_project(yaml: &str) -> Project {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("Strata.toml"),
        format!(
            "name = \"yamlapp\"\nruntime = \"yaml\"\n\n[providers.test]\nwasm = {}\n",
            toml_path(test_artifacts::TEST_PROVIDER)
        ),
    )
    .unwrap();
    std::fs::write(dir.path().join("Strata.yaml"), yaml).unwrap();
    let p = Project { dir };
    p.ok(&["stack", "init", "dev"]);
    p
}

const APP: &str = r#"
# Written in any order: evaluated as the references need.
config:
  greeting: {default: Hello}
  port: {type: integer, default: 8080}
  token: {}
variables:
  who: ${first.echo}
  banner: "${greeting}, ${who}! (port ${port})"
  echoed:
    fn::invoke:
      function: test:echo
      arguments: {name: "${who}"}
      return: args
  notes:
    fn::readFile: notes.txt
resources:
  second:
    type: test:Resource
    properties:
      value: ${banner}
      nested: {list: [1, two, "${port}"]}
    options:
      dependsOn: [first]
      protect: false
  first:
    type: test:Resource
    properties:
      value: world
  third:
    type: test:Resource
    properties:
      value: ${echoed.name}
  secretive:
    type: test:Resource
    properties:
      value: ${token}
outputs:
  banner: ${second.echo}
  third: ${third.echo}
  notes: ${notes}
  literal: "costs $${price}"
  token: ${secretive.echo}
"#;

#[test]
fn a_yaml_program_deploys_with_config_variables_functions_and_outputs() {
    let p = yaml_project(APP);
    std::fs::write(p.path().join("notes.txt"), "read from the project\n").unwrap();
    p.ok(&["config", "set", "token", "hunter2-yaml", "--secret"]);
    let s = p.up();
    assert_eq!(counts(&s), json!({"create": 4}), "{s}");
    let out: Value =
        serde_json::from_str(&p.ok(&["stack", "output", "--json", "--show-secrets"])).unwrap();
    assert_eq!(out["banner"], "Hello, world! (port 8080)");
    assert_eq!(out["third"], "world");
    assert_eq!(out["notes"], "read from the project\n");
    assert_eq!(out["literal"], "costs ${price}");
    assert_eq!(out["token"], "hunter2-yaml");
    let shown: Value = serde_json::from_str(&p.ok(&["stack", "output", "--json"])).unwrap();
    assert_ne!(
        shown["token"], "hunter2-yaml",
        "a secret config value stays secret"
    );
    // Typed config, and a change that flows through.
    p.ok(&["config", "set", "port", "9090"]);
    assert_eq!(counts(&p.up()), json!({"update": 1, "same": 3}));
    let out: Value = serde_json::from_str(&p.ok(&["stack", "output", "--json"])).unwrap();
    assert_eq!(out["banner"], "Hello, world! (port 9090)");
    p.ok(&["config", "set", "port", "ninety"]);
    let err = p.fails(&["preview"]);
    assert!(
        err.contains("Strata.yaml:5:3: config `port`: `ninety` is not an integer"),
        "{err}"
    );
}

#[test]
fn errors_in_strata_yaml_point_at_the_file_line_and_column() {
    let cases: &[(&str, &str)] = &[
        (
            "resources:\n  a:\n    type: test:Resource\n    properties:\n      value: ${nope.echo}\n",
            "Strata.yaml:5:14: `nope` names nothing declared in Strata.yaml (it declares: a)",
        ),
        (
            "resources:\n  a:\n    properties: {value: 1}\n",
            "Strata.yaml:2:3: resource `a` has no `type`",
        ),
        (
            "resources:\n  a:\n    type: test:Resource\n    options: {protekt: true}\n",
            "Strata.yaml:4:15: resource `a`: `protekt` is not an option",
        ),
        (
            "variables:\n  x: ${y}\n  y: ${x}\n",
            "depends on itself: x → y → x",
        ),
        (
            "resources:\n  a:\n    type: test:Resource\n  a:\n    type: test:Resource\n",
            "Strata.yaml:4:3: `a` appears twice in this mapping",
        ),
        ("resources: [\n", "Strata.yaml:2:1:"),
        (
            "resourcez: {}\n",
            "Strata.yaml:1:1: `resourcez` is not a section of Strata.yaml",
        ),
        (
            "resources:\n  a:\n    type: test:Resource\n    properties: {value: \"${a\"}\n",
            "Strata.yaml:4:25: `${` without its `}`",
        ),
    ];
    for (yaml, expected) in cases {
        let p = yaml_project(yaml);
        let err = p.fails(&["preview"]);
        assert!(
            err.contains(expected),
            "for\n{yaml}\nexpected {expected:?} in:\n{err}"
        );
    }
}

/// The attack: a YAML program reads files through `fn::readFile`, so its grant is tried: a path
/// out of the project, an absolute path, a symlink that leads out. Each is refused by the
/// sandbox (the program itself checks nothing), and nothing is deployed.
#[test]
fn a_yaml_program_reads_only_its_project_directory() {
    let outside = tempfile::tempdir().unwrap();
    std::fs::write(outside.path().join("secret.txt"), "outside the project").unwrap();
    let attempts = [
        format!(
            "../{}/secret.txt",
            outside.path().file_name().unwrap().to_string_lossy()
        ),
        outside.path().join("secret.txt").display().to_string(),
        "link/secret.txt".to_string(),
        "/etc/passwd".to_string(),
    ];
    for path in attempts {
        let p = yaml_project(&format!(
            "variables:\n  stolen:\n    fn::readFile: {path:?}\nresources:\n  a:\n    type: test:Resource\n    properties: {{value: \"${{stolen}}\"}}\n"
        ));
        std::os::unix::fs::symlink(outside.path(), p.path().join("link")).unwrap();
        // `../<outside>` from the project's parent: put the outside directory beside it.
        let err = p.fails(&["up", "--yes"]);
        assert!(err.contains("cannot read"), "{path}: {err}");
        assert!(!err.contains("outside the project"), "{path}: {err}");
        assert!(
            p.resource_names_if_any().is_empty(),
            "{path}: nothing deployed"
        );
    }
}

impl Project {
    fn resource_names_if_any(&self) -> Vec<String> {
        if self.state_dir().join("checkpoint.json").exists()
            && self.checkpoint()["resources"].is_array()
        {
            self.resource_names()
        } else {
            vec![]
        }
    }
}

#[test]
fn a_yaml_program_reads_another_stack_through_a_reference() {
    let state = tempfile::tempdir().unwrap();
    let url = format!("file://{}", state.path().display());
    let net = Project::named(
        "net",
        &url,
        json!({"resources": [{"name": "vpc", "value": "vpc-9"}], "outputs": {"vpcId": "vpc"}}),
    );
    net.up();
    let p = yaml_project(
        "resources:\n  network:\n    type: strata:stack:Reference\n    properties: {stack: net/dev}\n  subnet:\n    type: test:Resource\n    properties: {value: \"in ${network.vpcId}\"}\noutputs:\n  subnet: ${subnet.echo}\n",
    );
    let toml = std::fs::read_to_string(p.path().join("Strata.toml")).unwrap();
    std::fs::write(
        p.path().join("Strata.toml"),
        toml.replace(
            "runtime = \"yaml\"\n",
            &format!("runtime = \"yaml\"\nbackend = {url:?}\n"),
        ),
    )
    .unwrap();
    set_project_lines(p.path(), "", &["net/dev"]);
    // The project kept its stacks in .strata/ until now: a backend it names from now on is
    // approved by the user.
    p.ok(&["trust"]);
    p.ok(&["stack", "init", "dev"]);
    // A misspelt output of the other stack fails the preview (not the `up` after it), naming
    // what the stack has; in an interpolation as in a stack output.
    let program = std::fs::read_to_string(p.path().join("Strata.yaml")).unwrap();
    std::fs::write(
        p.path().join("Strata.yaml"),
        program.replace("${network.vpcId}", "${network.vpcID}"),
    )
    .unwrap();
    let err = p.fails(&["preview"]);
    assert!(
        err.contains("reads output `vpcID` that strata:stack:Reference \"network\" does not have (it has: vpcId): did you mean `vpcId`?"),
        "{err}"
    );
    std::fs::write(
        p.path().join("Strata.yaml"),
        format!("{program}  id: ${{network.nope}}\n"),
    )
    .unwrap();
    let err = p.fails(&["preview"]);
    assert!(
        err.contains(
            "an output reads output `nope` that strata:stack:Reference \"network\" does not have"
        ),
        "{err}"
    );
    std::fs::write(p.path().join("Strata.yaml"), &program).unwrap();
    p.up();
    let out: Value = serde_json::from_str(&p.ok(&["stack", "output", "--json"])).unwrap();
    assert_eq!(out["subnet"], "in vpc-9");
    let deps: Value = serde_json::from_str(&net.ok(&["stack", "deps", "--json"])).unwrap();
    assert_eq!(deps["downstreams"][0]["stack"], "yamlapp/dev");
}

#[test]
fn new_scaffolds_a_yaml_project_that_deploys_with_nothing_to_build() {
    let root = tempfile::tempdir().unwrap();
    let run = |dir: &Path, args: &[&str]| {
        let out = strata_in(dir, args).output().unwrap();
        succeeded(args, out)
    };
    run(root.path(), &["new", "app", "--template", "yaml"]);
    let app = root.path().join("app");
    assert!(app.join("Strata.yaml").exists());
    run(&app, &["stack", "init", "dev"]);
    let s = summary(&run(&app, &["up", "--yes", "--json"]));
    assert_eq!(counts(&s), json!({"create": 1}), "{s}");
    assert!(
        s["outputs"]["greeting"]
            .as_str()
            .unwrap()
            .starts_with("Hello, "),
        "{s}"
    );
}

/// A Strata.yaml's `secret: true` config is refused in plaintext, as one declared in
/// Strata.toml is: it would be written unencrypted to the stack file a team commits. The
/// missing-value error names the `--secret` form.
#[test]
fn a_yaml_secret_config_is_refused_in_plaintext_and_asked_for_with_secret() {
    let p = yaml_project(
        "config:\n  token: {secret: true}\nresources:\n  r:\n    type: test:Resource\n    properties: {value: \"${token}\"}\n",
    );
    let err = p.fails(&["preview"]);
    assert!(
        err.contains("set it with `strata config set --secret token VALUE`"),
        "{err}"
    );
    let err = p.fails(&["config", "set", "token", "hunter2-plain"]);
    assert!(
        err.contains("`token` is declared secret in Strata.yaml: set it with `strata config set --secret token VALUE`"),
        "{err}"
    );
    let stack_file = std::fs::read_to_string(p.path().join("Strata.dev.toml")).unwrap_or_default();
    assert!(!stack_file.contains("hunter2-plain"), "{stack_file}");
    p.ok(&["config", "set", "--secret", "token", "hunter2-plain"]);
    let stack_file = std::fs::read_to_string(p.path().join("Strata.dev.toml")).unwrap();
    assert!(!stack_file.contains("hunter2-plain"), "{stack_file}");
    assert_eq!(counts(&p.up()), json!({"create": 1}));
}

/// The lifecycle options of `strata:program@0.3.0` in YAML: a replacement trigger read from
/// another resource's output, and `replaceWith` (on a child of what it names).
#[test]
fn yaml_replacement_triggers_replace_with_and_inherited_protect() {
    let program = |version: &str, key: &str| {
        format!(
            r#"
resources:
  release:
    type: test:Resource
    properties: {{value: "{version}"}}
  server:
    type: test:Resource
    properties: {{value: s}}
    options:
      replacementTrigger: ${{release.echo}}
  db:
    type: test:Resource
    properties: {{value: d, key: "{key}"}}
  pool:
    type: test:Resource
    properties: {{value: p}}
    options: {{replaceWith: [db], parent: db}}
"#
        )
    };
    let p = yaml_project(&program("v1", "k1"));
    assert_eq!(counts(&p.up()), json!({"create": 4}));
    // The release changes: its update changes the trigger, which replaces the server.
    std::fs::write(p.path().join("Strata.yaml"), program("v2", "k1")).unwrap();
    assert_eq!(
        counts(&p.up()),
        json!({"update": 1, "replace": 1, "same": 2})
    );
    // The db is replaced: the pool, which names it in replaceWith, is replaced with it.
    std::fs::write(p.path().join("Strata.yaml"), program("v2", "k2")).unwrap();
    assert_eq!(counts(&p.up()), json!({"replace": 2, "same": 2}));
    assert_eq!(counts(&p.up()), json!({"same": 4}));
}

/// Every name a YAML program spells (a section, a resource's key, an option, a timeout, a
/// function in any case or with one colon) is refused with the one meant, naming where; and a
/// function's mapping holds nothing else: `fn::secret` beside another key was taken as data and
/// its secret written out, and kept, in plaintext. Each is refused by the preview and by `up`,
/// and nothing is recorded.
#[test]
fn yaml_names_are_refused_with_the_one_meant_and_a_function_takes_its_mapping_alone() {
    let body = |props: &str, extra: &str| {
        format!("resources:\n  a:\n    type: test:Resource\n    properties: {props}\n{extra}")
    };
    let cases = [
        (
            "resouces:\n  a:\n    type: test:Resource\n".to_string(),
            "`resouces` is not a section of Strata.yaml: did you mean `resources`?",
        ),
        (
            "resources:\n  a:\n    tpye: test:Resource\n".to_string(),
            "`tpye` is not a key of a resource: did you mean `type`?",
        ),
        (
            "resources:\n  a:\n    type: test:Resource\n    propeties: {value: \"1\"}\n"
                .to_string(),
            "`propeties` is not a key of a resource: did you mean `properties`?",
        ),
        (
            body("{value: \"1\"}", "    options: {protcet: true}\n"),
            "`protcet` is not an option: did you mean `protect`?",
        ),
        (
            body(
                "{value: \"1\"}",
                "    options: {customTimeouts: {craete: 1m}}\n",
            ),
            "customTimeouts: `craete` is not a timeout: did you mean `create`?",
        ),
        (
            body("{value: {fn::secert: hunter2-plain}}", ""),
            "`fn::secert` is not a function: did you mean `fn::secret`?",
        ),
        (
            body("{value: {Fn::Secret: hunter2-plain}}", ""),
            "`Fn::Secret` is not a function: did you mean `fn::secret`?",
        ),
        (
            body("{value: {fn:secret: hunter2-plain}}", ""),
            "`fn:secret` is not a function: did you mean `fn::secret`?",
        ),
        (
            body("{value: {fn::secret: hunter2-plain, x: 1}}", ""),
            "`fn::secret` must be the only key of its mapping, and `x` is beside it",
        ),
        (
            format!(
                "{}outputs:\n  t: {{x: 1, fn::secret: hunter2-plain}}\n",
                body("{value: \"1\"}", "")
            ),
            "`fn::secret` must be the only key of its mapping, and `x` is beside it",
        ),
    ];
    for (yaml, said) in &cases {
        let p = yaml_project(yaml);
        for args in [&["preview"][..], &["up", "--yes"]] {
            let err = p.fails(args);
            assert!(err.contains(said), "{args:?}: {said}\nin: {err}");
            assert!(!err.contains("hunter2-plain"), "{err}");
        }
        let state = p.ok(&["stack", "export"]);
        assert!(
            serde_json::from_str::<Value>(&state).unwrap()["resources"] == json!([])
                && !state.contains("hunter2-plain"),
            "{yaml}: {state}"
        );
    }
    assert_eq!(cases.len(), 10);
}
