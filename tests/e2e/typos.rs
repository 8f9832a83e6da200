//! Typos fail the preview: a misspelt property, type, provider, provider setting or output
//! reference is refused before anything runs, naming the resource, what is wrong and the name
//! meant, in every language a program is written in; nothing is created or recorded.

use super::*;
use crate::languages::{js_project, python_project};
use crate::yaml::yaml_project;

/// What a preview and an `up` of a program with one misspelt input (`mdoe` for `mode`, on the
/// file that would hold a secret) say: both fail naming the resource, the property and the name
/// meant; the file is not written and the state records nothing. The programs of every
/// language also misspell a type (`random:Pett`), a provider (`randm:Pet`) and an output
/// (`reslt`), each named with the name meant in the same refusal.
fn refuses_the_misspelt_mode(p: &Project, language: &str) {
    let want = "local:File \"key\": invalid inputs: mdoe: is not an input of local:File: did you mean `mode`?";
    let err = p.fails(&["preview"]);
    assert!(err.contains(want), "{language}: {err}");
    assert!(err.contains("no plan to show"), "{language}: {err}");
    for also in [
        "random:Pett \"b\": provider random has no resource type `random:Pett`: did you mean `random:Pet`?",
        "randm:Pet \"c\": no provider `randm` in Strata.toml: did you mean `random`?",
        "output `x`: reads `reslt` of random:Pet \"a\": random:Pet has no output `reslt`: did you mean `result`?",
    ] {
        assert!(err.contains(also), "{language}: {also}\nin: {err}");
    }
    let err = p.fails(&["up", "--yes"]);
    assert!(err.contains(want), "{language}: {err}");
    assert!(
        !p.path().join("out/key.txt").exists(),
        "{language}: nothing was written"
    );
    assert_eq!(
        exported(p)["resources"],
        json!([]),
        "{language}: nothing recorded"
    );
}

/// The stack's state, as `stack export` writes it.
fn exported(p: &Project) -> Value {
    serde_json::from_str(&p.ok(&["stack", "export"])).unwrap()
}

const LOCAL: &str = "[providers.local]\nplugin = \"local\"\nallow-dirs = [\"out\"]\n[providers.random]\nplugin = \"random\"\n";

#[test]
fn a_misspelt_property_fails_the_preview_in_rust_and_yaml() {
    let rust = Project::with_spec(json!({"resources": [
        {"name": "key", "type": "local:File",
         "props": {"path": "out/key.txt", "content": "k", "mdoe": "600"}},
        {"name": "a", "type": "random:Pet", "props": {}},
        {"name": "b", "type": "random:Pett", "props": {}},
        {"name": "c", "type": "randm:Pet", "props": {}},
    ], "outputs": {"x": "a.reslt"}}));
    refuses_the_misspelt_mode(&rust, "rust");
    let yaml = yaml_project(
        "resources:\n  key:\n    type: local:File\n    properties: {path: out/key.txt, content: k, mdoe: \"600\"}\n  a:\n    type: random:Pet\n  b:\n    type: random:Pett\n  c:\n    type: randm:Pet\noutputs:\n  x: ${a.reslt}\n",
    );
    set_project_lines(yaml.path(), LOCAL, &[]);
    refuses_the_misspelt_mode(&yaml, "yaml");
}

#[test]
fn a_misspelt_property_fails_the_preview_in_typescript_javascript_and_python() {
    // The same text is TypeScript (the untyped `Resource` takes any properties) and JavaScript.
    let program = "import { Resource, defineProgram } from '@strata/sdk';\nexport const program = defineProgram(() => {\n  new Resource('local:File', 'key', { path: 'out/key.txt', content: 'k', mdoe: '600' });\n  const a = new Resource('random:Pet', 'a', {});\n  new Resource('random:Pett', 'b', {});\n  new Resource('randm:Pet', 'c', {});\n  return { x: a.output('reslt') };\n});\n";
    let ts = js_project("typo", "index.ts", program, LOCAL);
    refuses_the_misspelt_mode(&ts, "typescript");
    let js = js_project("typo", "index.js", program, LOCAL);
    refuses_the_misspelt_mode(&js, "javascript");
    let py = python_project(
        "typo",
        LOCAL,
        "from strata_sdk import Resource, define_program\n\n\ndef main():\n    Resource(\"local:File\", \"key\", {\"path\": \"out/key.txt\", \"content\": \"k\", \"mdoe\": \"600\"})\n    a = Resource(\"random:Pet\", \"a\", {})\n    Resource(\"random:Pett\", \"b\", {})\n    Resource(\"randm:Pet\", \"c\", {})\n    return {\"x\": a.output(\"reslt\")}\n\n\nProgram = define_program(main)\n",
    );
    refuses_the_misspelt_mode(&py, "python");
}

/// Issue 54: a misspelt resource option (`protcet`, meant to protect the resource) is refused in
/// the preview, naming the resource, the option and the one meant, in TypeScript (options held
/// in a variable, which the type check lets through), JavaScript and Python; so is a misspelt
/// keyword of a typed Python class (an input's). `up` changes nothing: the resource declared
/// before it is left out too.
#[test]
fn a_misspelt_option_fails_the_preview_in_typescript_javascript_and_python() {
    let refused = |p: &Project, language: &str, want: &str| {
        let err = p.fails(&["preview"]);
        assert!(err.contains(want), "{language}: {want}\nin: {err}");
        let err = p.fails(&["up", "--yes"]);
        assert!(err.contains(want), "{language}: {want}\nin: {err}");
        assert!(err.contains("nothing was changed"), "{language}: {err}");
        assert_eq!(
            exported(p)["resources"],
            json!([]),
            "{language}: nothing recorded"
        );
    };
    let want = "random:Pet \"b\": `protcet` is not a resource option: did you mean `protect`?";
    let program = |declare: &str| {
        format!(
            "import {{ Resource, defineProgram }} from '@strata/sdk';\nexport const program = defineProgram(() => {{\n  const a = new Resource('random:Pet', 'a', {{}});\n{declare}  return {{ a: a.output('result') }};\n}});\n"
        )
    };
    let ts = js_project(
        "typo",
        "index.ts",
        &program(
            "  const opts = { dependsOn: [a], protcet: true };\n  new Resource('random:Pet', 'b', {}, opts);\n",
        ),
        LOCAL,
    );
    refused(&ts, "typescript", want);
    let js = js_project(
        "typo",
        "index.js",
        &program("  new Resource('random:Pet', 'b', {}, { dependsOn: [a], protcet: true });\n"),
        LOCAL,
    );
    refused(&js, "javascript", want);
    let app = |declare: &str| {
        format!(
            "from strata_sdk import Resource, define_program\nfrom strata_sdk.providers import random\n\n\ndef main():\n    a = Resource(\"random:Pet\", \"a\", {{}})\n    {declare}\n    return {{\"a\": a.output(\"result\")}}\n\n\nProgram = define_program(main)\n"
        )
    };
    let py = python_project(
        "typo",
        LOCAL,
        &app("Resource(\"random:Pet\", \"b\", {}, depends_on=[a], protcet=True)"),
    );
    refused(&py, "python", want);
    std::fs::write(
        py.path().join("app.py"),
        app("random.Pet(\"b\", lenght=2, depends_on=[a])"),
    )
    .unwrap();
    refused(
        &py,
        "python (typed)",
        "random:Pet \"b\": `lenght` is not an input of random:Pet or a resource option: did you mean `length`?",
    );
    // Where, as TypeScript says a thrown error: the program's file and line, and the error's
    // type (the SDK's own frames left out).
    let err = py.fails(&["preview"]);
    assert!(
        err.contains("app.py, line 7: TypeError: random:Pet \"b\": `lenght`"),
        "{err}"
    );
}

/// Every other kind of typo, in one YAML program and its project file, is reported in one
/// refusal, each with the name meant; fixed, the same program deploys, and a string that reads
/// as the declared integer is accepted as one.
#[test]
fn misspelt_types_providers_settings_and_output_references_fail_the_preview_together() {
    let p = yaml_project(
        r#"resources:
  pet:
    type: random:Pet
    properties: {length: "3"}
  other:
    type: randm:Pet
  more:
    type: random:Pett
  file:
    type: local:File
    properties: {path: out/pet.txt, content: "${pet.reslt}"}
outputs:
  pet: ${pet.reslt}
"#,
    );
    set_project_lines(p.path(), LOCAL, &[]);
    p.ok(&["config", "set", "local:mdoe", "600"]);
    let err = p.fails(&["preview"]);
    for want in [
        "(5 errors)",
        "randm:Pet \"other\": no provider `randm` in Strata.toml: did you mean `random`?",
        "random:Pett \"more\": provider random has no resource type `random:Pett`: did you mean `random:Pet`?",
        "local:File \"file\": reads `reslt` of random:Pet \"pet\": random:Pet has no output `reslt`: did you mean `result`?",
        "output `pet`: reads `reslt` of random:Pet \"pet\": random:Pet has no output `reslt`: did you mean `result`?",
        "provider local: `mdoe` is not a setting of provider local: it takes none",
    ] {
        assert!(err.contains(want), "{want}\nin: {err}");
    }
    // The same refusal as the last line of `--json`, on stdout.
    let out = p.run(&["preview", "--json"]);
    let last = summary(&text(&out.stdout));
    assert_eq!(last["ok"], json!(false), "{last}");
    assert!(
        last["failures"][0]["error"]
            .as_str()
            .unwrap()
            .contains("did you mean `random:Pet`?"),
        "{last}"
    );
    // A plugin name misspelt in the project file.
    let toml = std::fs::read_to_string(p.path().join("Strata.toml")).unwrap();
    std::fs::write(
        p.path().join("Strata.toml"),
        toml.replace("plugin = \"random\"", "plugin = \"randm@0.1.0\""),
    )
    .unwrap();
    let err = p.fails(&["preview"]);
    assert!(
        err.contains("plugin `randm@0.1.0` is not installed: did you mean `random`?"),
        "{err}"
    );
    std::fs::write(p.path().join("Strata.toml"), toml).unwrap();
    // Fixed: it deploys, `length` as the integer 3.
    p.ok(&["config", "rm", "local:mdoe"]);
    std::fs::write(
        p.path().join("Strata.yaml"),
        "resources:\n  pet:\n    type: random:Pet\n    properties: {length: \"3\"}\n  file:\n    type: local:File\n    properties: {path: out/pet.txt, content: \"${pet.result}\"}\noutputs:\n  pet: ${pet.result}\n",
    )
    .unwrap();
    let s = p.up();
    assert_eq!(counts(&s), json!({"create": 2}), "{s}");
    let pet = exported(&p)["resources"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["urn"].as_str().unwrap().ends_with("::pet"))
        .cloned()
        .unwrap();
    assert_eq!(pet["inputs"]["length"], json!(3), "{pet}");
    assert_eq!(
        s["outputs"]["pet"].as_str().unwrap().split('-').count(),
        3,
        "{s}"
    );
}

/// The preview is a faithful review artifact: drift found by `refresh --preview-only` is shown
/// as a diff (on the terminal and in `--json`), a long value is cut around where the two sides
/// differ (so the cut never hides the difference), and `--diff` shows values whole.
#[test]
fn drift_is_shown_as_a_diff_and_a_cut_value_never_hides_the_difference() {
    let long = |end: &str| format!("{}{end}", "a".repeat(300));
    let p = Project::with_spec(json!({"resources": [
        {"name": "f", "type": "local:File", "props": {"path": "out/f.txt", "content": long("x")}},
    ]}));
    assert_eq!(counts(&p.up()), json!({"create": 1}));
    std::fs::write(p.path().join("out/f.txt"), long("y")).unwrap();
    let out = p.run(&["refresh", "--preview-only", "--expect-no-changes"]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
    let shown = text(&out.stdout);
    let line = shown
        .lines()
        .find(|l| l.contains("content:"))
        .unwrap_or_else(|| panic!("no diff of content in: {shown}"));
    let (old, new) = line.split_once(" => ").unwrap();
    assert!(old.ends_with("ax\"") && new.ends_with("ay\""), "{line}");
    assert!(line.len() < 400, "cut: {line}");
    // The same drift in --json: the step has its changes.
    let out = p.run(&["refresh", "--preview-only", "--json"]);
    let step = text(&out.stdout)
        .lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .find(|e| e["event"] == "step-started")
        .unwrap_or_else(|| panic!("no step in: {}", text(&out.stdout)));
    assert_eq!(step["op"], "update", "{step}");
    assert_eq!(step["changes"][0]["property"], "content", "{step}");
    // --diff: whole values.
    let out = p.run(&["refresh", "--preview-only", "--diff"]);
    let shown = text(&out.stdout);
    assert!(
        shown.contains(&format!("\"{}\" => \"{}\"", long("x"), long("y"))),
        "{shown}"
    );
}

/// Nested mistakes on real AWS types in every language a program is written in (Rust's are
/// `plan_truth::nested_aws_mistakes_fail_the_preview_with_their_path`): an object's key, an enum
/// value in the wrong case, a key in a list's element, a map's value of the wrong type, an
/// option's path below the top, and an option's name. Each is refused in the preview and by
/// `up` with its path and the name meant; nothing is created.
#[test]
fn nested_aws_mistakes_fail_the_preview_in_every_language() {
    let m = test_services::moto();
    let providers = format!(
        "[providers.aws]\nwasm = {}\nallow-hosts = [\"{}\"]\nconfig = {{ endpoint = \"{}\" }}\n",
        toml_path(aws_artifacts::AWS),
        m.url,
        m.url
    );
    let wants = [
        "aws:s3:Bucket \"b\": invalid inputs: VersioningConfiguration.Stauts: is not a property of VersioningConfiguration: did you mean `Status`?",
        "aws:s3:Bucket \"c\": invalid inputs: VersioningConfiguration.Status: must be one of its allowed values, not \"enabled\": did you mean \"Enabled\"?",
        "aws:ec2:SecurityGroup \"g\": invalid inputs: SecurityGroupIngress[0].FromPrt: is not a property of SecurityGroupIngress[0]: did you mean `FromPort`?",
        "aws:ssm:Parameter \"p\": invalid inputs: Tags.team: must be a string, not an array",
        "aws:s3:Bucket \"kept\": option ignore-changes: `Stauts` is not a property of VersioningConfiguration: did you mean `Status`?",
        "(5 errors)",
    ];
    let option = "did you mean `protect`?";
    // Each language's program: the five mistakes, or (`named`) an option's name misspelt.
    let yaml = |named: bool| {
        if named {
            return "resources:\n  b:\n    type: aws:s3:Bucket\n    options: {protcet: true}\n"
                .to_string();
        }
        "resources:\n  b:\n    type: aws:s3:Bucket\n    properties: {VersioningConfiguration: {Stauts: Enabled}}\n  c:\n    type: aws:s3:Bucket\n    properties: {VersioningConfiguration: {Status: enabled}}\n  g:\n    type: aws:ec2:SecurityGroup\n    properties:\n      GroupDescription: web\n      SecurityGroupIngress: [{IpProtocol: tcp, FromPrt: 443, ToPort: 443, CidrIp: 0.0.0.0/0}]\n  p:\n    type: aws:ssm:Parameter\n    properties: {Type: String, Value: v, Tags: {team: [a]}}\n  kept:\n    type: aws:s3:Bucket\n    properties: {VersioningConfiguration: {Status: Enabled}}\n    options: {ignoreChanges: [VersioningConfiguration.Stauts]}\n".to_string()
    };
    let js = |named: bool| {
        let body = if named {
            "  const opts = { protcet: true, retainOnDelete: false };\n  new Resource('aws:s3:Bucket', 'b', {}, opts);\n"
                .to_string()
        } else {
            "  new Resource('aws:s3:Bucket', 'b', { VersioningConfiguration: { Stauts: 'Enabled' } });\n  new Resource('aws:s3:Bucket', 'c', { VersioningConfiguration: { Status: 'enabled' } });\n  new Resource('aws:ec2:SecurityGroup', 'g', { GroupDescription: 'web', SecurityGroupIngress: [{ IpProtocol: 'tcp', FromPrt: 443, ToPort: 443, CidrIp: '0.0.0.0/0' }] });\n  new Resource('aws:ssm:Parameter', 'p', { Type: 'String', Value: 'v', Tags: { team: ['a'] } });\n  new Resource('aws:s3:Bucket', 'kept', { VersioningConfiguration: { Status: 'Enabled' } }, { ignoreChanges: ['VersioningConfiguration.Stauts'] });\n".to_string()
        };
        format!(
            "import {{ Resource, defineProgram }} from '@strata/sdk';\nexport const program = defineProgram(() => {{\n{body}}});\n"
        )
    };
    let py = |named: bool| {
        let body = if named {
            "    Resource('aws:s3:Bucket', 'b', {}, protcet=True)\n".to_string()
        } else {
            "    Resource('aws:s3:Bucket', 'b', {'VersioningConfiguration': {'Stauts': 'Enabled'}})\n    Resource('aws:s3:Bucket', 'c', {'VersioningConfiguration': {'Status': 'enabled'}})\n    Resource('aws:ec2:SecurityGroup', 'g', {'GroupDescription': 'web', 'SecurityGroupIngress': [{'IpProtocol': 'tcp', 'FromPrt': 443, 'ToPort': 443, 'CidrIp': '0.0.0.0/0'}]})\n    Resource('aws:ssm:Parameter', 'p', {'Type': 'String', 'Value': 'v', 'Tags': {'team': ['a']}})\n    Resource('aws:s3:Bucket', 'kept', {'VersioningConfiguration': {'Status': 'Enabled'}}, ignore_changes=['VersioningConfiguration.Stauts'])\n".to_string()
        };
        format!(
            "from strata_sdk import Resource, define_program\n\n\ndef main():\n{body}\n\nProgram = define_program(main)\n"
        )
    };
    let refused = |p: &Project, language: &str, wants: &[&str]| {
        for args in [&["preview"][..], &["up", "--yes"]] {
            let err = p.fails(args);
            for want in wants {
                assert!(err.contains(want), "{language} {args:?}: {want}\nin: {err}");
            }
        }
        assert_eq!(
            exported(p)["resources"],
            json!([]),
            "{language}: nothing created"
        );
    };
    for named in [false, true] {
        let wants: &[&str] = if named { &[option] } else { &wants };
        let y = yaml_project(&yaml(named));
        set_project_lines(y.path(), &providers, &[]);
        crate::aws::moto_credentials(&y);
        refused(&y, "yaml", wants);
        for (file, language) in [("index.js", "javascript"), ("index.ts", "typescript")] {
            let p = js_project("nested", file, &js(named), &providers);
            crate::aws::moto_credentials(&p);
            refused(&p, language, wants);
        }
        let p = python_project("nested", &providers, &py(named));
        crate::aws::moto_credentials(&p);
        refused(&p, "python", wants);
    }
}
