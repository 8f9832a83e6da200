//! Every language a first-class citizen: typed SDKs generated from provider schemas.

use super::*;

/// The Rust SDK's modules for the shipped providers are what `strata gen-sdk` makes of their
/// schemas today: a schema change without regenerating them fails here.
#[test]
fn the_generated_sdks_of_the_shipped_providers_match_their_schemas() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("Strata.toml"),
        format!(
            "name = \"gen\"\nruntime = \"yaml\"\n[providers.random]\nwasm = {}\n[providers.local]\nwasm = {}\n[providers.aws]\nwasm = {}\n",
            toml_path(test_artifacts::RANDOM),
            toml_path(test_artifacts::LOCAL),
            toml_path(aws_artifacts::AWS),
        ),
    )
    .unwrap();
    let p = Project { dir };
    let guests = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../guests");
    for (lang, dir, ext) in [
        ("rust", "sdk/program/src/providers", "rs"),
        ("typescript", "js/providers", "ts"),
        ("python", "python/strata_sdk/providers", "py"),
    ] {
        for provider in ["random", "local", "aws"] {
            let generated = p.ok(&["gen-sdk", provider, "--lang", lang]);
            let path = guests.join(dir).join(format!("{provider}.{ext}"));
            let checked_in = std::fs::read_to_string(&path).unwrap();
            assert!(
                generated == checked_in,
                "guests/{dir}/{provider}.{ext} drifted from the {provider} provider's schema: regenerate it with `strata gen-sdk {provider} --lang {lang} --out guests/{dir}` (in a project that has the provider)"
            );
        }
    }
    let err = p.fails(&["gen-sdk", "random", "--lang", "cobol"]);
    assert!(err.contains("`--lang cobol`"), "{err}");
    // The AWS provider's other registry types, on demand, by service.
    let lambda = p.ok(&[
        "gen-sdk",
        "aws",
        "--lang",
        "typescript",
        "--services",
        "lambda",
    ]);
    assert!(lambda.contains("\"aws:lambda:Version\""), "{lambda}");
    assert!(lambda.contains("\"aws:lambda:Function\""));
    assert!(lambda.contains("\"aws:s3:Bucket\""));
    assert!(!lambda.contains("\"aws:glue:Job\""));
    let err = p.fails(&["gen-sdk", "aws", "--services", "lamda"]);
    assert!(err.contains("did you mean `lambda`?"), "{err}");
}

/// Issue 33: `strata schema aws` lists every type of the CloudFormation registry, each marked
/// as served by hand (and verified on moto) or through Cloud Control.
#[test]
fn the_aws_schema_lists_every_registry_type_marked_by_how_it_is_served() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("Strata.toml"),
        format!(
            "name = \"schema\"\nruntime = \"yaml\"\n[providers.aws]\nwasm = {}\n",
            toml_path(aws_artifacts::AWS),
        ),
    )
    .unwrap();
    let p = Project { dir };
    let text = p.ok(&["schema", "aws"]);
    for line in [
        "aws:s3:Bucket [hand-verified]",
        "aws:ec2:SecurityGroup [hand-verified]",
        "aws:lambda:Function [hand-verified]",
        "aws:rds:DBInstance [hand-verified]",
        "aws:lambda:Version [cloud-control]",
        "aws:events:EventBus [cloud-control]",
    ] {
        assert!(text.contains(line), "{line}");
    }
    let listed = text.lines().filter(|l| l.starts_with("aws:")).count();
    assert!(listed >= 1_850, "{listed} types");
}

/// A Python project named `name` with `providers` (TOML tables) whose program is `app`
/// (app.py), run by the Python runtime (built by componentize-py on the SDK in
/// guests/python, once for all tests: it is kept in their cache); its stack `dev` made.
pub(super) fn python_project(name: &str, providers: &str, app: &str) -> Project {
    let dir = tempfile::tempdir().unwrap();
    let sdk = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../guests/python")
        .canonicalize()
        .unwrap();
    std::fs::write(
        dir.path().join("Strata.toml"),
        format!(
            "name = \"{name}\"\nruntime = \"python\"\n[program]\nwasm = \"program.wasm\"\nmain = \"app.py\"\nbuild = \"{} {}/strata_build.py app.py program.wasm\"\nsources = [\"app.py\"]\n{providers}",
            componentize_py().with_file_name("python").display(),
            sdk.display(),
        ),
    )
    .unwrap();
    std::fs::write(dir.path().join("app.py"), app).unwrap();
    let p = Project { dir };
    p.ok(&["stack", "init", "dev"]);
    p.ok(&["trust"]);
    p
}

/// A TypeScript or JavaScript project named `name` with `providers` (TOML tables) whose
/// program is `source` in `file` (`index.ts` or `index.js`), bundled with the SDK in
/// guests/js and run by its JavaScript runtime (built once for all tests: it is kept in their
/// cache); its stack `dev` made and its build trusted.
pub(super) fn js_project(name: &str, file: &str, source: &str, providers: &str) -> Project {
    let dir = tempfile::tempdir().unwrap();
    let sdk = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../guests/js");
    std::fs::write(
        dir.path().join("Strata.toml"),
        format!(
            "name = \"{name}\"\nruntime = \"javascript\"\n[program]\nwasm = \"program.wasm\"\nmain = \"program.bundle.js\"\nbuild = \"npm install --silent --no-audit --no-fund --install-links && node node_modules/@strata/sdk/build.mjs {file} program.bundle.js program.wasm\"\nsources = [\"{file}\"]\n{providers}"
        ),
    )
    .unwrap();
    std::fs::write(
        dir.path().join("package.json"),
        json!({"private": true, "type": "module",
               "dependencies": {"@strata/sdk": format!("file:{}", sdk.canonicalize().unwrap().display())},
               "devDependencies": {"@bytecodealliance/componentize-js": "0.23.0", "@bytecodealliance/preview2-shim": "0.17.9", "esbuild": "0.25.12", "typescript": "5.6.3"}})
        .to_string(),
    )
    .unwrap();
    std::fs::write(dir.path().join(file), source).unwrap();
    let p = Project { dir };
    p.ok(&["stack", "init", "dev"]);
    p.ok(&["trust"]);
    p
}

/// componentize-py, from the virtualenv `./run test` installs it into (made here if missing).
pub(super) fn componentize_py() -> PathBuf {
    test_services::venv_tool(
        "STRATA_COMPONENTIZE_PY_VENV",
        "componentize-py",
        "componentize-py",
        "componentize-py==0.25.1",
    )
}

/// The same program, written in Rust (the test program, shaped by its config), in YAML, in
/// TypeScript and in Python, makes the identical plan and the identical state, URN for URN:
/// each language means what the Rust SDK means.
#[test]
fn the_same_program_in_rust_yaml_typescript_and_python_plans_and_deploys_identically() {
    let rust = {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join("Strata.toml"),
            format!(
                "name = \"same\"\n[program]\nwasm = {}\n[providers.test]\nwasm = {}\n",
                toml_path(test_artifacts::TEST_PROGRAM),
                toml_path(test_artifacts::TEST_PROVIDER)
            ),
        )
        .unwrap();
        let p = Project { dir };
        p.ok(&["stack", "init", "dev"]);
        p.ok(&["trust"]);
        p.spec(json!({"resources": [
            {"name": "a", "value": "one"},
            {"name": "b", "ref": "a", "apply": true},
            {"name": "c", "props_refs": {"value": "a.echo"}, "depends_on": ["b"]},
            {"name": "d", "value": "dee", "replacement_trigger_ref": "a.echo", "replace_with": ["a"]},
        ], "outputs": {"x": "c", "y": "b"}}));
        p
    };
    let yaml = {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join("Strata.toml"),
            format!(
                "name = \"same\"\nruntime = \"yaml\"\n[providers.test]\nwasm = {}\n",
                toml_path(test_artifacts::TEST_PROVIDER)
            ),
        )
        .unwrap();
        std::fs::write(
            dir.path().join("Strata.yaml"),
            r#"resources:
  c:
    type: test:Resource
    properties: {value: "${a.echo}"}
    options: {dependsOn: [b]}
  b:
    type: test:Resource
    properties: {from: 'applied:"${a.echo}"'}
  a:
    type: test:Resource
    properties: {value: one}
  d:
    type: test:Resource
    properties: {value: dee}
    options: {replacementTrigger: "${a.echo}", replaceWith: [a]}
outputs:
  x: ${c.echo}
  y: ${b.echo}
"#,
        )
        .unwrap();
        let p = Project { dir };
        p.ok(&["stack", "init", "dev"]);
        p.ok(&["trust"]);
        p
    };
    let ts = js_project(
        "same",
        "index.ts",
        r#"import { Resource, defineProgram, interpolate } from '@strata/sdk';
export const program = defineProgram(() => {
  const a = new Resource('test:Resource', 'a', { value: 'one' });
  const b = new Resource('test:Resource', 'b', { from: interpolate`applied:"${a.output<string>('echo')}"` });
  const c = new Resource('test:Resource', 'c', { value: a.output('echo') }, { dependsOn: [b] });
  new Resource('test:Resource', 'd', { value: 'dee' }, { replacementTrigger: a.output('echo'), replaceWith: [a] });
  return { x: c.output('echo'), y: b.output('echo') };
});
"#,
        &format!(
            "[providers.test]\nwasm = {}\n",
            toml_path(test_artifacts::TEST_PROVIDER)
        ),
    );
    let py = python_project(
        "same",
        &format!(
            "[providers.test]\nwasm = {}\n",
            toml_path(test_artifacts::TEST_PROVIDER)
        ),
        r#"from strata_sdk import Resource, define_program, format


def main():
    a = Resource("test:Resource", "a", {"value": "one"})
    b = Resource("test:Resource", "b", {"from": format('applied:"{}"', a.output("echo"))})
    c = Resource("test:Resource", "c", {"value": a.output("echo")}, depends_on=[b])
    Resource(
        "test:Resource", "d", {"value": "dee"}, replacement_trigger=a.output("echo"), replace_with=[a]
    )
    return {"x": c.output("echo"), "y": b.output("echo")}


Program = define_program(main)
"#,
    );
    // The plan: each step's URN, operation and changes, in URN order.
    let plan = |p: &Project| -> Vec<Value> {
        let mut steps: Vec<Value> = p
            .ok(&["preview", "--json"])
            .lines()
            .filter_map(|l| serde_json::from_str::<Value>(l).ok())
            .filter(|e| e["event"] == "step-started")
            .map(|e| json!({"urn": e["urn"], "op": e["op"], "changes": e["changes"]}))
            .collect();
        steps.sort_by_key(|s| s["urn"].to_string());
        steps
    };
    let rust_plan = plan(&rust);
    assert_eq!(rust_plan, plan(&yaml), "yaml");
    assert_eq!(rust_plan, plan(&ts), "typescript");
    assert_eq!(rust_plan, plan(&py), "python");
    // The state: every resource as recorded (its provider id, and the digest that covers it,
    // aside), and the outputs.
    let state = |p: &Project| -> Value {
        p.up();
        let mut cp: Value = serde_json::from_str(&p.ok(&["stack", "export"])).unwrap();
        let mut resources: Vec<Value> = cp["resources"]
            .as_array_mut()
            .unwrap()
            .drain(..)
            .map(|mut r| {
                let fields = r.as_object_mut().unwrap();
                fields.remove("id");
                fields.remove("memo");
                r
            })
            .collect();
        resources.sort_by_key(|r| r["urn"].to_string());
        json!({"resources": resources, "outputs": cp["outputs"]})
    };
    let r = state(&rust);
    assert_eq!(r, state(&yaml), "yaml");
    assert_eq!(r, state(&ts), "typescript");
    assert_eq!(r, state(&py), "python");
    assert_eq!(r["outputs"], json!({"x": "one", "y": null}));
    // The replacement trigger (a's echo) is recorded as one digest in every language.
    let d = r["resources"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["urn"].as_str().unwrap().ends_with("::d"))
        .unwrap();
    assert!(d["lifecycle"]["replacement-trigger"].is_string(), "{d}");
    let b = r["resources"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["urn"].as_str().unwrap().ends_with("::b"))
        .unwrap();
    assert_eq!(
        b["inputs"]["from"], "applied:\"one\"",
        "the apply ran in both"
    );
}

/// `strata new --template typescript` makes a project on the vendored SDK that builds and
/// deploys; without npm on PATH, the build says in one line what to install.
#[test]
fn new_scaffolds_a_typescript_project_that_builds_and_deploys() {
    let root = tempfile::tempdir().unwrap();
    let strata = |dir: &Path, args: &[&str], path: Option<&str>| {
        let mut c = strata_in(dir, args);
        if let Some(p) = path {
            c.env("PATH", p);
        }
        c.output().unwrap()
    };
    succeeded(
        &["new"],
        strata(
            root.path(),
            &["new", "app", "--template", "typescript"],
            None,
        ),
    );
    let app = root.path().join("app");
    assert!(
        app.join("sdk/strata-sdk-js/index.d.ts").exists()
            && app.join("sdk/strata-sdk-js/providers/random.ts").exists(),
        "the SDK is vendored"
    );
    succeeded(
        &["stack", "init"],
        strata(&app, &["stack", "init", "dev"], None),
    );
    let empty = tempfile::tempdir().unwrap();
    let out = strata(&app, &["preview"], Some(empty.path().to_str().unwrap()));
    assert!(!out.status.success());
    let err = text(&out.stderr);
    assert!(
        err.contains("needs building with `npm`, which is not installed: install Node.js and npm"),
        "{err}"
    );
    let s = summary(&succeeded(
        &["up"],
        strata(&app, &["up", "--yes", "--json"], None),
    ));
    assert_eq!(counts(&s), json!({"create": 1}), "{s}");
    assert!(
        s["outputs"]["greeting"]
            .as_str()
            .unwrap()
            .starts_with("Hello, "),
        "{s}"
    );
    // `gen-sdk` output builds in the project; a misspelt property of a typed resource stops
    // the build (it is type-checked), before anything is deployed.
    succeeded(
        &["gen-sdk"],
        strata(
            &app,
            &["gen-sdk", "random", "--lang", "typescript", "--out", "src"],
            None,
        ),
    );
    let program = |args: &str| {
        format!(
            "import {{ defineProgram }} from '@strata/sdk';\nimport {{ Pet }} from './random';\n\nexport const program = defineProgram(() => {{\n  const pet = new Pet('pet', {{ {args} }});\n  return {{ pet: pet.result }};\n}});\n"
        )
    };
    std::fs::write(app.join("src/index.ts"), program("lenght: 2")).unwrap();
    let out = strata(&app, &["up", "--yes"], None);
    let err = format!("{}{}", text(&out.stdout), text(&out.stderr));
    assert!(!out.status.success(), "{err}");
    assert!(
        err.contains("lenght") && err.contains("does not type-check"),
        "{err}"
    );
    std::fs::write(app.join("src/index.ts"), program("length: 2")).unwrap();
    let s = summary(&succeeded(
        &["up"],
        strata(&app, &["up", "--yes", "--json"], None),
    ));
    assert_eq!(counts(&s), json!({"same": 1}), "{s}");

    // The type checker stays warm between builds (typecheck.mjs): a module that appears without
    // its importer changing is found, as tsc finds it, whether it was missing or shadows
    // another (`./mod` is `mod.ts` before `mod/index.ts`).
    let up_fails = |why: &str| {
        let out = strata(&app, &["up", "--yes"], None);
        let err = format!("{}{}", text(&out.stdout), text(&out.stderr));
        assert!(!out.status.success(), "{why}: {err}");
        assert!(err.contains("does not type-check"), "{why}: {err}");
    };
    let up_same = |why: &str| {
        let s = summary(&succeeded(
            &["up"],
            strata(&app, &["up", "--yes", "--json"], None),
        ));
        assert_eq!(counts(&s), json!({"same": 1}), "{why}: {s}");
    };
    let with = |extra: &str| format!("{}{extra}", program("length: 2"));
    std::fs::write(
        app.join("src/index.ts"),
        with("import { later } from './later';\nexport const l: number = later;\n"),
    )
    .unwrap();
    up_fails("./later is missing");
    std::fs::write(app.join("src/later.ts"), "export const later = 1;\n").unwrap();
    up_same("./later appeared");
    std::fs::create_dir(app.join("src/mod")).unwrap();
    std::fs::write(
        app.join("src/mod/index.ts"),
        "export const m: string = 'dir';\n",
    )
    .unwrap();
    std::fs::write(
        app.join("src/index.ts"),
        with("import { m } from './mod';\nexport const mm: string = m;\n"),
    )
    .unwrap();
    up_same("./mod is mod/index.ts");
    std::fs::write(app.join("src/mod.ts"), "export const m: number = 1;\n").unwrap();
    up_fails("./mod.ts now shadows mod/index.ts");
}

/// `strata new --template python` makes a project on the vendored SDK that builds (its
/// componentize-py in the project's .venv) and deploys.
#[test]
fn new_scaffolds_a_python_project_that_builds_and_deploys() {
    let root = tempfile::tempdir().unwrap();
    let run = |dir: &Path, args: &[&str]| {
        let out = strata_in(dir, args).output().unwrap();
        succeeded(args, out)
    };
    // Warm pip's cache, as `./run test` does, so the project's own install is quick.
    componentize_py();
    run(root.path(), &["new", "app", "--template", "python"]);
    let app = root.path().join("app");
    assert!(
        app.join("sdk/strata-sdk-py/strata_sdk/__init__.py")
            .exists()
            && app
                .join("sdk/strata-sdk-py/strata_sdk/providers/random.py")
                .exists(),
        "the SDK and the shipped providers' typed modules are vendored"
    );
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

/// A provider written in JavaScript (`providers/template-js`), built into a component and loaded
/// as every provider is: its resources go through their lifecycle, its check refuses bad input
/// naming the property, and its function is called from a program.
#[test]
fn a_provider_written_in_javascript_runs_its_resources_through_their_lifecycle() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../providers/template-js");
    let built = Command::new("sh")
        .arg("-c")
        // A tree an interrupted install left incomplete is made again once.
        .arg("(npm install --silent --no-audit --no-fund && node build.mjs) || (rm -rf node_modules package-lock.json && npm install --silent --no-audit --no-fund && node build.mjs)")
        .current_dir(&src)
        .status()
        .unwrap();
    assert!(built.success(), "building providers/template-js");
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("Strata.toml"),
        format!(
            "name = \"tpl\"\nruntime = \"yaml\"\n[providers.template]\nwasm = {}\n",
            toml_path(src.join("provider.wasm").to_str().unwrap())
        ),
    )
    .unwrap();
    let yaml = |host: &str, extra: &str| {
        format!(
            "variables:\n  hello:\n    fn::invoke:\n      function: template:render\n      arguments: {{template: \"hi {{{{who}}}}\", values: {{who: there}}}}\nresources:\n  motd:\n    type: template:Text\n    properties:\n      template: \"Welcome to {{{{host}}}}{extra}. ${{hello}}\"\n      values: {{host: {host}}}\noutputs:\n  text: ${{motd.text}}\n  length: ${{motd.length}}\n"
        )
    };
    std::fs::write(dir.path().join("Strata.yaml"), yaml("strata", "")).unwrap();
    let p = Project { dir };
    p.ok(&["stack", "init", "dev"]);
    p.ok(&["trust"]);
    let s = p.up();
    assert_eq!(counts(&s), json!({"create": 1}), "{s}");
    assert_eq!(s["outputs"]["text"], "Welcome to strata. hi there");
    assert_eq!(s["outputs"]["length"], 27);
    std::fs::write(p.path().join("Strata.yaml"), yaml("the moon", "")).unwrap();
    let s = p.up();
    assert_eq!(counts(&s), json!({"update": 1}), "{s}");
    assert_eq!(s["outputs"]["text"], "Welcome to the moon. hi there");
    std::fs::write(
        p.path().join("Strata.yaml"),
        yaml("strata", ", {{n}} users"),
    )
    .unwrap();
    let err = p.fails(&["up", "--yes"]);
    assert!(
        err.contains("values.n: the template names `n`, which values does not give"),
        "{err}"
    );
    let schema = p.ok(&["schema", "template"]);
    assert!(
        schema.contains("template:Text: A text rendered from a template"),
        "{schema}"
    );
    p.ok(&["destroy", "--yes"]);
}

/// The generated TypeScript modules type-check (`tsc --noEmit --strict`) against the SDK's
/// types, and the generated Python modules import and declare (a program built with
/// componentize-py uses one, and deploys).
#[test]
fn the_generated_typescript_type_checks_and_the_generated_python_imports() {
    let guests = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../guests")
        .canonicalize()
        .unwrap();
    // As a project has them: the SDK installed from its package, the typed modules imported
    // by their package path.
    let ts = tempfile::tempdir().unwrap();
    std::fs::write(
        ts.path().join("package.json"),
        json!({"private": true, "type": "module",
               "dependencies": {"@strata/sdk": format!("file:{}", guests.join("js").display())},
               "devDependencies": {"typescript": "5.6.3"}})
        .to_string(),
    )
    .unwrap();
    std::fs::write(
        ts.path().join("check.ts"),
        "import * as aws from '@strata/sdk/providers/aws';\nimport * as local from '@strata/sdk/providers/local';\nimport * as random from '@strata/sdk/providers/random';\nexport const all = [aws, local, random];\n",
    )
    .unwrap();
    let checked = Command::new("sh")
        .arg("-c")
        .arg("npm install --silent --no-audit --no-fund --install-links && npx tsc --noEmit --strict --target es2022 --module esnext --moduleResolution bundler check.ts")
        .current_dir(ts.path())
        .output()
        .unwrap();
    assert!(
        checked.status.success(),
        "tsc: {}{}",
        text(&checked.stdout),
        text(&checked.stderr)
    );

    let p = python_project(
        "gen",
        &format!(
            "[providers.random]\nwasm = {}\n",
            toml_path(test_artifacts::RANDOM)
        ),
        r#"from strata_sdk import define_program
from strata_sdk.providers import aws, local, random


def main():
    pet = random.Pet("pet", length=3, separator="_")
    assert aws.s3.Bucket and local.File
    return {"pet": pet.result}


Program = define_program(main)
"#,
    );
    let s = p.up();
    assert_eq!(
        s["outputs"]["pet"].as_str().unwrap().split('_').count(),
        3,
        "{s}"
    );
}

/// The attack on the runtimes' read of the project (and a module of the standard library the
/// Python runtime holds because the program imports it): a Python program opens what it likes (its
/// state under `.strata/`, a symlink that leads out, an absolute path out of the project, `..`)
/// and writes into the project. Only the project's own files read, read-only; `.strata/` is not
/// even listed. A JavaScript runtime told to load a bundle that is a symlink into `.strata/`
/// cannot read it.
#[test]
fn a_program_loaded_by_a_runtime_reads_only_its_project_directory_read_only() {
    let outside = tempfile::tempdir().unwrap();
    std::fs::write(outside.path().join("secret.txt"), "outside the project").unwrap();
    // `fractions` is in no runtime by default: the build finds the program imports it.
    let app = r#"import fractions
import os
from strata_sdk import define_program


def attempt(path, mode="r"):
    try:
        with open(path, mode) as f:
            return "wrote" if mode == "w" else "READ:" + f.read(40)
    except Exception as e:
        return "refused: " + type(e).__name__


def main():
    return {
        "data": attempt("/project/data.txt"),
        "third": str(fractions.Fraction(1, 3)),
        "state": attempt("/project/.strata/selected-stack"),
        "link": attempt("/project/link/secret.txt"),
        "outside": attempt("OUTSIDE"),
        "up": attempt("/project/../etc/passwd"),
        "passwd": attempt("/etc/passwd"),
        "write": attempt("/project/new.txt", "w"),
        "listing": ",".join(sorted(os.listdir("/project"))),
    }


Program = define_program(main)
"#
    .replace(
        "OUTSIDE",
        &outside.path().join("secret.txt").display().to_string(),
    );
    let p = python_project("reader", "", &app);
    std::os::unix::fs::symlink(outside.path(), p.path().join("link")).unwrap();
    std::fs::write(p.path().join("data.txt"), "inside").unwrap();
    let s = summary(&p.ok(&["up", "--yes", "--json"]));
    let o = &s["outputs"];
    assert_eq!(o["data"], "READ:inside", "{s}");
    assert_eq!(o["third"], "1/3", "{s}");
    for k in ["state", "link", "outside", "up", "passwd", "write"] {
        let v = o[k].as_str().unwrap_or_default();
        assert!(v.starts_with("refused"), "{k}: {v}");
    }
    assert!(!p.path().join("new.txt").exists());
    let listing = o["listing"].as_str().unwrap();
    assert!(
        listing.contains("app.py") && !listing.contains(".strata"),
        "{listing}"
    );

    let js = js_project(
        "reader",
        "index.js",
        "import { defineProgram } from '@strata/sdk';\nexport const program = defineProgram(() => ({ ok: 'yes' }));\n",
        "",
    );
    js.ok(&["up", "--yes"]);
    std::fs::remove_file(js.path().join("program.bundle.js")).unwrap();
    std::os::unix::fs::symlink(
        js.path().join(".strata/selected-stack"),
        js.path().join("program.bundle.js"),
    )
    .unwrap();
    let err = js.fails(&["up", "--yes", "--no-build"]);
    assert!(
        err.contains("cannot read the program program.bundle.js"),
        "{err}"
    );
}

/// The attack on the runtime cache: someone else who can write into it plants a runtime (any
/// program component: here the test program, which declares nothing of this one's). A build
/// takes a cached runtime only from a directory and a file that are the user's alone: the
/// planted file is built over, and a cache directory of another user's is not used at all.
#[test]
fn a_runtime_planted_in_the_cache_by_someone_else_is_never_run() {
    use std::os::unix::fs::PermissionsExt;
    let cache = tempfile::tempdir().unwrap();
    let p = python_project(
        "planted",
        "",
        "from strata_sdk import define_program\n\n\nProgram = define_program(lambda: {\"mine\": \"yes\"})\n",
    );
    // The build keeps its runtimes in a cache of this test's own.
    let toml = std::fs::read_to_string(p.path().join("Strata.toml")).unwrap();
    std::fs::write(
        p.path().join("Strata.toml"),
        toml.replace(
            "build = \"",
            &format!("build = \"STRATA_CACHE_DIR={} ", cache.path().display()),
        ),
    )
    .unwrap();
    p.ok(&["trust"]);
    let mine = |p: &Project| {
        let out = p.run(&["up", "--yes", "--json"]);
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        let s = summary(&succeeded(&["up"], out));
        (s["outputs"]["mine"].clone(), stderr)
    };
    assert_eq!(mine(&p).0, "yes");
    let runtimes = cache.path().join("runtimes");
    let cached: Vec<PathBuf> = std::fs::read_dir(&runtimes)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(cached.len(), 1, "{cached:?}");

    // Planted by another user, in a directory anyone may write.
    std::fs::copy(test_artifacts::TEST_PROGRAM, &cached[0]).unwrap();
    std::os::unix::fs::chown(&cached[0], Some(54321), Some(54321)).unwrap();
    std::fs::set_permissions(&runtimes, std::fs::Permissions::from_mode(0o777)).unwrap();
    let touch = || {
        let app = p.path().join("app.py");
        let text = std::fs::read_to_string(&app).unwrap();
        std::thread::sleep(std::time::Duration::from_millis(20));
        std::fs::write(&app, text).unwrap();
    };
    touch();
    assert_eq!(mine(&p).0, "yes", "the planted runtime ran");
    use std::os::unix::fs::MetadataExt;
    let meta = std::fs::metadata(&cached[0]).unwrap();
    assert_ne!(meta.uid(), 54321, "the planted runtime is built over");
    assert_eq!(std::fs::metadata(&runtimes).unwrap().mode() & 0o777, 0o700);

    // A cache directory of another user's: not used, said so.
    std::fs::copy(test_artifacts::TEST_PROGRAM, &cached[0]).unwrap();
    std::os::unix::fs::chown(&runtimes, Some(54321), Some(54321)).unwrap();
    touch();
    let (out, stderr) = mine(&p);
    assert_eq!(out, "yes", "the planted runtime ran");
    assert!(stderr.contains("is not this user's alone"), "{stderr}");
}

/// The SDK's other way, the whole program in one component (`build.mjs ENTRY OUT.wasm`, no
/// `main`), still builds and deploys: its WIT is the program world alone.
#[test]
fn a_javascript_program_built_whole_into_one_component_deploys() {
    let p = js_project(
        "whole",
        "index.js",
        "import { defineProgram } from '@strata/sdk';\nexport const program = defineProgram(() => ({ built: 'whole' }));\n",
        "",
    );
    std::fs::write(
        p.path().join("Strata.toml"),
        "name = \"whole\"\nruntime = \"javascript\"\n[program]\nwasm = \"program.wasm\"\nbuild = \"npm install --silent --no-audit --no-fund --install-links && node node_modules/@strata/sdk/build.mjs index.js program.wasm\"\nsources = [\"index.js\"]\n",
    )
    .unwrap();
    p.ok(&["trust"]);
    let s = summary(&p.ok(&["up", "--yes", "--json"]));
    assert_eq!(s["outputs"]["built"], "whole", "{s}");
}

/// The hello example in every language deploys as it is checked in (each copied beside a link
/// to the repository's guests/, which its build reaches as `../../guests`): YAML with nothing
/// to build, JavaScript and TypeScript with npm, Python with componentize-py.
#[test]
fn the_hello_examples_in_every_language_deploy() {
    let root = tempfile::tempdir().unwrap();
    // The Python example installs componentize-py into its own .venv: pip's cache is warm.
    componentize_py();
    for (example, expected) in [
        ("hello-yaml", "pet"),
        ("hello-js", "(from JavaScript)"),
        ("hello-ts", "(from TypeScript)"),
        ("hello-py", "(from Python)"),
    ] {
        let dir = test_artifacts::checked_in_example(root.path(), example);
        let run = |args: &[&str]| {
            let out = strata_in(&dir, args).output().unwrap();
            succeeded(args, out)
        };
        run(&["stack", "init", "dev"]);
        run(&["trust"]);
        let s = summary(&run(&["up", "--yes", "--json"]));
        assert!(s["ok"].as_bool().unwrap(), "{example}: {s}");
        assert!(
            s["outputs"].to_string().contains(expected),
            "{example}: {s}"
        );
    }
}

/// The SDKs return a secret only as a secret: in JavaScript and Python `config.get` of a
/// secret is an error that names the call that keeps it secret, and that call's Output is
/// shown as `[secret]`; a plain value reads as before.
#[test]
fn the_js_and_python_sdks_never_return_a_secret_as_plaintext() {
    let js = js_project(
        "secretjs",
        "index.js",
        "import { config, defineProgram } from '@strata/sdk';\nexport const program = defineProgram(() => {\n  let got;\n  try { got = 'returned ' + config.get('token'); } catch (e) { got = 'refused: ' + e.message; }\n  return { got, plain: config.get('plain'), kept: config.getSecret('token') };\n});\n",
        "",
    );
    let py = python_project(
        "secretpy",
        "",
        "from strata_sdk import config, define_program\n\n\ndef main():\n    try:\n        got = 'returned ' + config.get('token')\n    except RuntimeError as e:\n        got = 'refused: ' + str(e)\n    return {'got': got, 'plain': config.get('plain'), 'kept': config.get_secret('token')}\n\n\nProgram = define_program(main)\n",
    );
    for (p, call) in [
        (&js, "config.getSecret('token')"),
        (&py, "config.get_secret('token')"),
    ] {
        p.ok(&["config", "set", "--secret", "token", "hunter2-plaintext"]);
        p.ok(&["config", "set", "plain", "visible"]);
        let out = p.ok(&["up", "--yes", "--json"]);
        let o = &summary(&out)["outputs"];
        let got = o["got"].as_str().unwrap_or_default();
        assert!(got.starts_with("refused: ") && got.contains(call), "{out}");
        assert_eq!(o["plain"], "visible", "{out}");
        assert_eq!(o["kept"], "[secret]", "{out}");
        assert!(!out.contains("hunter2"), "{out}");
    }
}
