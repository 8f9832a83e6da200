//! A policy's settings are checked alike by the three policy SDKs (Rust, JavaScript, Python)
//! against the schema the policy declares: every mistake at every depth, generated (each leaf
//! mistake under every nesting of objects, lists and maps up to three deep), and the cases of
//! the table as a whole (no schema, defaults, several problems). The SDKs' checkers are plain
//! code (no component): the Rust one is compiled into this test, the others run under node and
//! python3. What a pack's build makes of a refusal is in `policies.rs`.

use super::*;

#[path = "../../guests/sdk/policy/src/settings.rs"]
#[allow(dead_code)]
mod rust_sdk;

/// A leaf's schema, a value for it, and the problem (`{P}` its path) or `None` when it is fine.
fn leaves() -> Vec<(Value, Value, Option<&'static str>)> {
    let status = json!({"type": "object", "properties": {"Status": {"type": "string"}}});
    let range = json!({"type": "integer", "minimum": 1, "maximum": 10});
    let strings = json!({"type": "array", "items": {"type": "string"}});
    let allowed = json!({"enum": ["Enabled", "Suspended"]});
    vec![
        (json!({"type": "string"}), json!("ok"), None),
        (
            json!({"type": "string"}),
            json!(5),
            Some("`{P}` must be a string, not a whole number"),
        ),
        (
            json!({"type": "integer"}),
            json!(1.5),
            Some("`{P}` must be a whole number, not a number"),
        ),
        (json!({"type": "integer"}), json!(3.0), None),
        (
            json!({"type": "boolean"}),
            json!("true"),
            Some("`{P}` must be true or false, not a string"),
        ),
        (
            json!({"type": "number"}),
            json!(true),
            Some("`{P}` must be a number, not a boolean"),
        ),
        (
            strings.clone(),
            json!("a"),
            Some("`{P}` must be a list of strings, not a string"),
        ),
        (
            strings,
            json!(["a", 1]),
            Some("`{P}[1]` must be a string, not a whole number"),
        ),
        (
            json!({"type": ["string", "null"]}),
            json!(1),
            Some("`{P}` must be a string or null, not a whole number"),
        ),
        (json!({"type": ["string", "null"]}), json!(null), None),
        (
            allowed.clone(),
            json!("enabled"),
            Some("`{P}` must be one of `Enabled`, `Suspended`: did you mean `Enabled`?"),
        ),
        (
            allowed,
            json!("zzzzzz"),
            Some("`{P}` must be one of `Enabled`, `Suspended`"),
        ),
        (range.clone(), json!(0), Some("`{P}` must be at least 1")),
        (range, json!(11), Some("`{P}` must be at most 10")),
        (
            status.clone(),
            json!({"Stauts": "x"}),
            Some("`{P}.Stauts` is not a setting: did you mean `{P}.Status`?"),
        ),
        (
            status.clone(),
            json!({"zzzzzz": "x"}),
            Some("`{P}.zzzzzz` is not a setting (`{P}` takes `Status`)"),
        ),
        (
            json!({"type": "object", "properties": {"Status": {"type": "string"}}, "required": ["Status"]}),
            json!({}),
            Some("`{P}.Status` is required"),
        ),
        (
            json!({"type": "object", "additionalProperties": false}),
            json!({"a": 1}),
            Some("`{P}.a` is not a setting: `{P}` takes none"),
        ),
        (json!({"type": "object"}), json!({"anything": [1]}), None),
        (
            json!({"type": "object", "additionalProperties": {"type": "integer"}}),
            json!({"k": "x"}),
            Some("`{P}.k` must be a whole number, not a string"),
        ),
        (status, json!({"Status": "Enabled"}), None),
    ]
}

/// One nesting around a schema and a value: an object's property, a list's item, a map's
/// value; with what it adds to the path.
fn wrap(how: usize, schema: Value, value: Value) -> (Value, Value, &'static str) {
    match how {
        0 => (
            json!({"type": "object", "properties": {"inner": schema}}),
            json!({"inner": value}),
            ".inner",
        ),
        1 => (
            json!({"type": "array", "items": schema}),
            json!([value]),
            "[0]",
        ),
        _ => (
            json!({"type": "object", "additionalProperties": schema}),
            json!({"key": value}),
            ".key",
        ),
    }
}

/// Every case: `{schema, config, expected}` with `expected` `{"problems": [...]}` or
/// `{"table": {...}}`.
fn cases() -> Vec<Value> {
    let mut out = Vec::new();
    // Every sequence of nestings up to three deep (1 + 3 + 9 + 27), outermost first.
    let mut shapes: Vec<Vec<usize>> = vec![vec![]];
    for depth in 1..=3 {
        let mut more = Vec::new();
        for s in shapes.iter().filter(|s| s.len() == depth - 1) {
            for how in 0..3 {
                let mut s = s.clone();
                s.push(how);
                more.push(s);
            }
        }
        shapes.extend(more);
    }
    for shape in &shapes {
        for (leaf, value, problem) in leaves() {
            let (mut schema, mut config) = (leaf, value);
            let mut suffix = Vec::new();
            for &how in shape.iter().rev() {
                let (s, v, add) = wrap(how, schema, config);
                schema = s;
                config = v;
                suffix.push(add);
            }
            suffix.reverse();
            let path = format!("setting{}", suffix.concat());
            let table = json!({"setting": config});
            out.push(json!({
                "schema": {"properties": {"setting": schema}},
                "config": table,
                "expected": match problem {
                    Some(p) => json!({"problems": [p.replace("{P}", &path)]}),
                    None => json!({"table": table}),
                },
            }));
        }
    }
    let strings = json!({"type": "array", "items": {"type": "string"}});
    let whole = [
        // A policy that declares no settings takes none.
        (json!(null), json!(null), json!({"table": {}})),
        (
            json!(null),
            json!({"mode": "x"}),
            json!({"problems": ["`mode` is not a setting: the policy takes none"]}),
        ),
        // Defaults fill in what the project leaves out, and are checked like the rest.
        (
            json!({"properties": {"tags": {"type": "array", "default": ["team"]}}}),
            json!(null),
            json!({"table": {"tags": ["team"]}}),
        ),
        (
            json!({"properties": {"tags": {"type": "array", "default": ["team"]}}, "required": ["tags"]}),
            json!({"tags": ["web"]}),
            json!({"table": {"tags": ["web"]}}),
        ),
        (
            json!({"properties": {"n": {"type": "integer", "default": "x"}}}),
            json!(null),
            json!({"problems": ["`n` must be a whole number, not a string"]}),
        ),
        (
            json!({"properties": {}}),
            json!("x"),
            json!({"problems": ["the configuration must be a table, not a string"]}),
        ),
        (
            json!({"properties": {"tags": strings, "types": strings}}),
            json!({"zzzzzzzz": 1}),
            json!({"problems": ["`zzzzzzzz` is not a setting (the policy takes `tags`, `types`)"]}),
        ),
        (
            json!({"properties": {"tags": strings, "types": strings}}),
            json!({"tgas": ["team"]}),
            json!({"problems": ["`tgas` is not a setting: did you mean `tags`?"]}),
        ),
        // Every problem, the settings in order and then what is missing.
        (
            json!({"properties": {"alpha": {"type": "string"}, "beta": {"type": "integer"}}, "required": ["gamma"]}),
            json!({"beta": "x", "alpha": 1, "zzzzzz": 1}),
            json!({"problems": [
                "`alpha` must be a string, not a whole number",
                "`beta` must be a whole number, not a string",
                "`zzzzzz` is not a setting (the policy takes `alpha`, `beta`)",
                "`gamma` is required",
            ]}),
        ),
        // Numbers are alike by value, and shown as the whole number they are.
        (
            json!({"properties": {"a": {"enum": [1]}}}),
            json!({"a": 1.0}),
            json!({"table": {"a": 1.0}}),
        ),
        (
            json!({"properties": {"a": {"enum": [1.0, "x"]}}}),
            json!({"a": 2}),
            json!({"problems": ["`a` must be one of `1`, `x`"]}),
        ),
        (
            json!({"properties": {"a": {"type": "number", "minimum": 1.0}}}),
            json!({"a": 0}),
            json!({"problems": ["`a` must be at least 1"]}),
        ),
        // Names JavaScript's objects hold of their own are settings like any other.
        (
            json!({"properties": {"constructor": {"type": "string"},
                "__proto__": {"type": "object", "default": {"k": 1}}}}),
            json!({"constructor": "c"}),
            json!({"table": {"constructor": "c", "__proto__": {"k": 1}}}),
        ),
        // A schema of null says nothing of its value.
        (
            json!({"properties": {"a": null, "b": {"type": "array", "items": null}}}),
            json!({"a": 1, "b": [1]}),
            json!({"table": {"a": 1, "b": [1]}}),
        ),
        // Settings in code point order in every SDK (JavaScript's `<` compares UTF-16 units).
        (
            json!({"properties": {}}),
            json!({"\u{1F600}": 1, "\u{FF21}": 1}),
            json!({"problems": [
                "`\u{FF21}` is not a setting: the policy takes none",
                "`\u{1F600}` is not a setting: the policy takes none",
            ]}),
        ),
        // A table open at the top takes what it does not list.
        (
            json!({"properties": {}, "additionalProperties": true}),
            json!({"x": 1}),
            json!({"table": {"x": 1}}),
        ),
    ];
    for (schema, config, expected) in whole {
        out.push(json!({"schema": schema, "config": config, "expected": expected}));
    }
    out
}

/// `v` with every whole number as an integer: JavaScript has no `3.0` to give back.
fn whole(v: &Value) -> Value {
    match v {
        Value::Number(n)
            if n.as_f64()
                .is_some_and(|f| f.fract() == 0.0 && f.abs() < 1e15) =>
        {
            json!(n.as_f64().unwrap_or_default() as i64)
        }
        Value::Array(a) => Value::Array(a.iter().map(whole).collect()),
        Value::Object(m) => Value::Object(m.iter().map(|(k, v)| (k.clone(), whole(v))).collect()),
        other => other.clone(),
    }
}

/// What one SDK made of each case, as `{"problems"}` or `{"table"}`.
fn results_of(program: &str, args: &[&str], file: &Path) -> Vec<Value> {
    let out = Command::new(program)
        .args(args)
        .env("CASES", file)
        .env("SDK", test_artifacts::repo().canonicalize().unwrap())
        .output()
        .unwrap_or_else(|e| panic!("{program}: {e}"));
    assert!(
        out.status.success(),
        "{program}: {}{}",
        text(&out.stdout),
        text(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

#[test]
fn a_policy_s_settings_are_checked_alike_by_every_sdk_at_every_depth() {
    let cases = cases();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("cases.json");
    std::fs::write(&file, serde_json::to_vec(&cases).unwrap()).unwrap();

    let rust: Vec<Value> = cases
        .iter()
        .map(|c| {
            let schema = Some(&c["schema"]).filter(|s| !s.is_null());
            match rust_sdk::check(schema, &c["config"]) {
                Ok(table) => json!({"table": table}),
                Err(problems) => json!({"problems": problems}),
            }
        })
        .collect();
    let javascript = results_of(
        "node",
        &[
            "--input-type=module",
            "-e",
            "import fs from 'node:fs';
             const { checkConfig } = await import(`file://${process.env.SDK}/guests/js-policy/index.js`);
             const cases = JSON.parse(fs.readFileSync(process.env.CASES, 'utf8'));
             console.log(JSON.stringify(cases.map((c) => {
               const r = checkConfig(c.schema ?? undefined, c.config);
               return r.problems ? { problems: r.problems } : { table: r.table };
             })));",
        ],
        &file,
    );
    let python = results_of(
        "python3",
        &[
            "-c",
            "import json, os, sys
sys.path.insert(0, os.path.join(os.environ['SDK'], 'guests', 'python-policy'))
from strata_policy import check_config
out = []
for c in json.load(open(os.environ['CASES'])):
    table, problems = check_config(c['schema'], c['config'])
    out.append({'problems': problems} if problems else {'table': table})
print(json.dumps(out))",
        ],
        &file,
    );
    let mut failed = Vec::new();
    for (sdk, results) in [
        ("rust", &rust),
        ("javascript", &javascript),
        ("python", &python),
    ] {
        assert_eq!(results.len(), cases.len(), "{sdk}");
        for (c, got) in cases.iter().zip(results) {
            if whole(got) != whole(&c["expected"]) {
                failed.push(format!(
                    "{sdk}: schema {} config {}: expected {}, got {got}",
                    c["schema"], c["config"], c["expected"]
                ));
            }
        }
    }
    assert!(
        failed.is_empty(),
        "{} of {} checks failed:\n{}",
        failed.len(),
        cases.len() * 3,
        failed.join("\n")
    );
    // 40 nestings x 21 leaves, and the table's own cases.
    assert_eq!(cases.len(), 40 * 21 + 16);
}
