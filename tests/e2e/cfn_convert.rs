//! `strata convert TEMPLATE --lang LANG`: a CloudFormation template written as a program in
//! each language, run over the state the template's run left: a no-op with the same outputs.

use super::cfn_runtime::{cfn_project, exporter, intrinsics_table, template, zones};
use super::*;
use test_services::moto;

/// The project in `p` made to run `program` in `lang` instead of its template (the same
/// project, stack and backend): the Strata.toml of that language, the program's files.
fn run_converted(p: &Project, backend: &Path, lang: &str, program: &str) {
    let m = moto();
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .unwrap();
    let d = p.path();
    let aws = format!(
        "[providers.aws]\nwasm = {}\nallow-hosts = [\"{}\"]\nconfig = {{ endpoint = \"{}\" }}\n",
        toml_path(aws_artifacts::AWS),
        m.url,
        m.url
    );
    let head = |runtime: &str| {
        format!(
            "name = \"conv\"\nruntime = \"{runtime}\"\nbackend = \"file://{}\"\n",
            backend.display()
        )
    };
    // The stack reference an import becomes reads a granted stack.
    let grant = "allow-stacks = [\"cfnexp/dev\"]\n";
    let toml = match lang {
        "typescript" => {
            std::fs::write(
                d.join("package.json"),
                json!({"private": true, "type": "module",
                       "dependencies": {"@strata/sdk": format!("file:{}", repo.join("guests/js").display())},
                       "devDependencies": {"@bytecodealliance/componentize-js": "0.23.0", "@bytecodealliance/preview2-shim": "0.17.9", "esbuild": "0.25.12", "typescript": "5.6.3"}})
                .to_string(),
            )
            .unwrap();
            std::fs::write(d.join("index.ts"), program).unwrap();
            format!(
                "{}[program]\n{grant}wasm = \"program.wasm\"\nmain = \"program.bundle.js\"\nbuild = \"npm install --silent --no-audit --no-fund --install-links && node node_modules/@strata/sdk/build.mjs index.ts program.bundle.js program.wasm\"\nsources = [\"index.ts\"]\n\n{aws}",
                head("javascript")
            )
        }
        "python" => {
            std::fs::write(d.join("app.py"), program).unwrap();
            format!(
                "{}[program]\n{grant}wasm = \"program.wasm\"\nmain = \"app.py\"\nbuild = \"{} {}/strata_build.py app.py program.wasm\"\nsources = [\"app.py\"]\n\n{aws}",
                head("python"),
                super::languages::componentize_py()
                    .with_file_name("python")
                    .display(),
                repo.join("guests/python").display()
            )
        }
        "rust" => {
            std::fs::create_dir_all(d.join("src")).unwrap();
            std::fs::write(d.join("src/lib.rs"), program).unwrap();
            std::fs::copy(repo.join("guests/Cargo.lock"), d.join("Cargo.lock")).unwrap();
            std::fs::write(
                d.join("Cargo.toml"),
                format!(
                    "[package]\nname = \"converted\"\nversion = \"0.1.0\"\nedition = \"2024\"\n\n[lib]\ncrate-type = [\"cdylib\"]\n\n[dependencies]\nstrata-sdk = {{ path = {} }}\n\n[workspace]\n\n[profile.release]\nopt-level = \"s\"\nstrip = true\ncodegen-units = 4\npanic = \"unwind\"\n",
                    toml_path(&repo.join("guests/sdk/program").display().to_string())
                ),
            )
            .unwrap();
            let target = repo.join("target/wasm");
            format!(
                "{}[program]\n{grant}wasm = {}\nbuild = \"cargo build --quiet --release --target wasm32-wasip2 --target-dir {}\"\nsources = [\"src\", \"Cargo.toml\"]\n\n{aws}",
                head("rust"),
                toml_path(
                    &target
                        .join("wasm32-wasip2/release/converted.wasm")
                        .display()
                        .to_string()
                ),
                target.display()
            )
        }
        "yaml" => {
            std::fs::write(d.join("Strata.yaml"), program).unwrap();
            format!("{}\n{aws}", head("yaml"))
        }
        other => panic!("{other}"),
    };
    std::fs::write(d.join("Strata.toml"), toml).unwrap();
    std::fs::remove_file(d.join("Strata.lock")).ok();
    p.ok(&["trust"]);
}

/// `strata convert` writes a template as a program in each language that declares what the
/// template declares: run as the stack's program over the state the template's run left, it
/// changes nothing, and its outputs are the template's. The template is the intrinsics table
/// (every function and pseudo parameter, conditions, mappings, an import) for TypeScript,
/// Python and Rust; YAML, which has no conditions, converts a template without them and
/// refuses the table's by name.
#[test]
fn a_template_converted_to_each_language_deploys_as_a_no_op_over_the_same_stack() {
    let azs = zones();
    let imports =
        "imports = { \"cfnexp-dev-Shared\" = \"cfnexp/dev\" }\nallow-stacks = [\"cfnexp/dev\"]\n";
    let langs: Vec<String> = std::env::var("STRATA_CONVERT_LANGS")
        .map(|l| {
            l.split(',')
                .filter(|x| !x.is_empty())
                .map(str::to_string)
                .collect()
        })
        .unwrap_or_else(|_| vec!["typescript".into(), "python".into(), "rust".into()]);
    for lang in &langs {
        let lang = lang.as_str();
        let backend = tempfile::tempdir().unwrap();
        let exporter = exporter(backend.path());
        let (_, mut sections) = intrinsics_table("conv", &azs);
        // One queue per language.
        sections["Resources"]["Q"]["Properties"]["QueueName"] = json!(format!("conv-{lang}-q"));
        let p = cfn_project(
            "conv",
            "template.yaml",
            &template(&sections, true),
            backend.path(),
            imports,
        );
        p.ok(&["up", "--yes"]);
        let before: Value = serde_json::from_str(&p.ok(&["stack", "output", "--json"])).unwrap();
        let program = p.ok(&["convert", "--lang", lang]);
        if lang == "typescript" {
            let out = p.fails(&["convert", "--lang", "yaml"]);
            assert!(
                out.contains("a YAML program has no")
                    && out.contains("convert with --lang typescript, python or rust"),
                "{out}"
            );
        }
        run_converted(&p, backend.path(), lang, &program);
        let out = p.run(&["preview", "--expect-no-changes"]);
        assert!(
            out.status.success(),
            "{lang}: the converted program is not a no-op:\n{}{}\n--- the program:\n{program}",
            text(&out.stdout),
            text(&out.stderr)
        );
        p.ok(&["up", "--yes"]);
        let after: Value = serde_json::from_str(&p.ok(&["stack", "output", "--json"])).unwrap();
        let differ: Vec<String> = before
            .as_object()
            .unwrap()
            .iter()
            .filter(|(k, v)| after.get(k.as_str()) != Some(v))
            .map(|(k, v)| format!("{k}: {v} => {}", after[k.as_str()]))
            .chain(
                after
                    .as_object()
                    .unwrap()
                    .keys()
                    .filter(|k| before.get(k.as_str()).is_none())
                    .map(|k| format!("{k}: added")),
            )
            .collect();
        assert!(differ.is_empty(), "{lang}: the outputs differ: {differ:?}");
        p.ok(&["destroy", "--yes"]);
        exporter.ok(&["destroy", "--yes"]);
    }
    // YAML: a template without conditions.
    let backend = tempfile::tempdir().unwrap();
    let yaml_template = "Parameters:\n  Env: {Type: String, Default: dev}\nMappings:\n  Sizes:\n    dev: {Timeout: 30}\nResources:\n  Dead:\n    Type: AWS::SQS::Queue\n    Properties:\n      QueueName: !Sub 'conv-yaml-${Env}-dead'\n  Work:\n    Type: AWS::SQS::Queue\n    DependsOn: Dead\n    DeletionPolicy: Delete\n    Properties:\n      QueueName: !Join ['-', [conv, yaml, !Ref Env, work]]\n      VisibilityTimeout: !FindInMap [Sizes, dev, Timeout]\n      RedrivePolicy: {deadLetterTargetArn: !GetAtt Dead.Arn, maxReceiveCount: 3}\nOutputs:\n  WorkUrl:\n    Value: !Ref Work\n    Export: {Name: conv-work}\n  Literal:\n    Value: !Sub 'cost ${!Dollars}'\n";
    let p = cfn_project("conv", "template.yaml", yaml_template, backend.path(), "");
    p.ok(&["up", "--yes"]);
    let before: Value = serde_json::from_str(&p.ok(&["stack", "output", "--json"])).unwrap();
    let program = p.ok(&["convert", "--lang", "yaml"]);
    run_converted(&p, backend.path(), "yaml", &program);
    let out = p.run(&["preview", "--expect-no-changes"]);
    assert!(
        out.status.success(),
        "yaml: not a no-op:\n{}{}\n--- the program:\n{program}",
        text(&out.stdout),
        text(&out.stderr)
    );
    p.ok(&["up", "--yes"]);
    let after: Value = serde_json::from_str(&p.ok(&["stack", "output", "--json"])).unwrap();
    assert_eq!(after, before, "yaml: the outputs differ");
    p.ok(&["destroy", "--yes"]);
}
