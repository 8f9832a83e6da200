//! The generators' tests: names, and the nested types of every shape in every language.

use super::*;
use serde_json::{Value, json};

#[test]
fn names_become_rust_names() {
    assert_eq!(snake("BucketName"), "bucket_name");
    assert_eq!(snake("maxReceiveCount"), "max_receive_count");
    assert_eq!(snake("VPCId"), "vpc_id");
    assert_eq!(snake("length"), "length");
    assert_eq!(pascal("Pet"), "Pet");
    assert_eq!(pascal("security-group"), "SecurityGroup");
    assert_eq!(ident("type"), "r#type");
    assert_eq!(ident("self"), "self_");
    // Reserved in the 2024 edition.
    assert_eq!(ident("gen"), "r#gen");
}

/// A container around what is inside it, as a schema declares one.
#[derive(Clone, Copy, Debug)]
enum Shape {
    /// An object with declared properties, the inner one of them `Inner`.
    Object,
    /// A list.
    List,
    /// A map (an object of values of one shape).
    Map,
}

/// Every sequence of shapes from 1 to `depth` long (3 + 9 + … of them).
fn shapes(depth: usize) -> Vec<Vec<Shape>> {
    let mut all = Vec::new();
    let mut last = vec![vec![]];
    for _ in 0..depth {
        let next: Vec<Vec<Shape>> = last
            .iter()
            .flat_map(|s: &Vec<Shape>| {
                [Shape::Object, Shape::List, Shape::Map].map(|shape| {
                    let mut s = s.clone();
                    s.push(shape);
                    s
                })
            })
            .collect();
        all.extend(next.iter().cloned());
        last = next;
    }
    all
}

/// What a schema of `shapes` (outermost first) around the innermost object must make: each
/// object's type name, each enum's, and the type of input `Top` in each language, written as
/// (Rust, TypeScript, Python).
struct Expected {
    objects: Vec<String>,
    enums: Vec<String>,
    top: (String, String, String),
}

/// The innermost object: a string enum, a list of another, an integer and a required name.
fn leaf() -> Value {
    json!({"type": "object", "description": "The innermost.", "properties": {
        "Status": {"type": "string", "enum": ["Enabled", "Suspended", "Enabled"]},
        "Modes": {"type": "array", "items": {"type": "string", "enum": ["read-only", "READ_WRITE"]}},
        "Count": {"type": "integer"},
        "Name": {"type": "string", "required": true},
    }})
}

/// The schema of `aws:s3:Bucket` whose input `Top` is `shapes` around [`leaf`], and what it
/// must make.
fn nested(shapes: &[Shape]) -> (Schema, Expected) {
    // The name of what is at each depth: `Top`'s own, then each inside the one before.
    let mut names = vec!["BucketTop".to_string()];
    for shape in shapes {
        let inside = match shape {
            Shape::Object => "Inner",
            Shape::List => "Item",
            Shape::Map => "Value",
        };
        names.push(format!("{}{inside}", names.last().unwrap()));
    }
    let name = names.last().unwrap().clone();
    let mut objects: Vec<String> = shapes
        .iter()
        .zip(&names)
        .filter(|(s, _)| matches!(s, Shape::Object))
        .map(|(_, n)| n.clone())
        .collect();
    objects.push(name.clone());
    let enums = vec![format!("{name}ModesItem"), format!("{name}Status")];
    // From the inside out: the schema, and the type of what holds it in each language.
    let mut schema = leaf();
    let mut top = (name.clone(), name.clone(), format!("s3.{name}"));
    for (shape, own) in shapes.iter().zip(&names).rev() {
        let (rust, ts, py) = top;
        (schema, top) = match shape {
            Shape::Object => (
                json!({"type": "object", "properties": {"Inner": schema, "Other": {"type": "string"}}}),
                (own.clone(), own.clone(), format!("s3.{own}")),
            ),
            Shape::List => (
                json!({"type": "array", "items": schema}),
                (
                    format!("Vec<{rust}>"),
                    format!("{ts}[]"),
                    format!("List[{py}]"),
                ),
            ),
            Shape::Map => (
                json!({"type": "object", "items": schema}),
                (
                    format!("BTreeMap<String, {rust}>"),
                    format!("Record<string, {ts}>"),
                    format!("Dict[str, {py}]"),
                ),
            ),
        };
    }
    let schema =
        Schema::parse(&json!({"types": {"aws:s3:Bucket": {"inputs": {"Top": schema}}}})).unwrap();
    (
        schema,
        Expected {
            objects,
            enums,
            top,
        },
    )
}

/// How many times `needle` is in `text`.
fn count(text: &str, needle: &str) -> usize {
    text.matches(needle).count()
}

/// The class "a nested type of any shape": every sequence of objects, lists and maps from one
/// to four deep (120 of them) around an object with a string enum, a list of another enum, an
/// integer and a required key. Each language's module has a type of the right name for each
/// object and each enum (no other), types input `Top` with the outermost of them, marks the
/// required key as such, and is the same when made again.
#[test]
fn every_language_has_a_type_for_each_nested_object_and_enum_of_every_shape() {
    let mut cases = 0;
    for shapes in shapes(4) {
        let (schema, want) = nested(&shapes);
        let (objects, enums) = (want.objects.len(), want.enums.len());
        let leaf = want.objects.last().unwrap();
        let [status, modes] = [&want.enums[1], &want.enums[0]];

        let rust = rust("aws", &schema);
        for o in &want.objects {
            assert_eq!(
                count(&rust, &format!("pub struct {o} {{")),
                1,
                "{shapes:?}: {o}\n{rust}"
            );
        }
        for e in &want.enums {
            assert_eq!(
                count(&rust, &format!("pub enum {e} {{")),
                1,
                "{shapes:?}: {e}\n{rust}"
            );
        }
        // The objects, the Args and the resource: nothing else.
        assert_eq!(
            count(&rust, "pub struct "),
            objects + 2,
            "{shapes:?}\n{rust}"
        );
        assert_eq!(count(&rust, "pub enum "), enums, "{shapes:?}\n{rust}");
        assert!(
            rust.contains(&format!("pub top: Option<Output<{}>>,", want.top.0)),
            "{shapes:?}: {}\n{rust}",
            want.top.0
        );
        assert!(
            rust.contains(&format!("pub status: Option<Output<{status}>>,")),
            "{shapes:?}"
        );
        assert!(
            rust.contains(&format!("pub modes: Option<Output<Vec<{modes}>>>,")),
            "{shapes:?}"
        );
        assert!(
            rust.contains("pub name: Output<String>,"),
            "{shapes:?}: the required key"
        );
        assert!(rust.contains("    #[serde(rename = \"READ_WRITE\")]\n        ReadWrite,"));
        assert!(rust.contains("    #[serde(rename = \"read-only\")]\n        ReadOnly,"));
        // Each value once.
        assert_eq!(
            count(&rust, "#[serde(rename = \"Enabled\")]"),
            1,
            "{shapes:?}"
        );

        let ts = typescript("aws", &schema);
        for o in &want.objects {
            assert_eq!(
                count(&ts, &format!("export interface {o} {{")),
                1,
                "{shapes:?}: {o}\n{ts}"
            );
        }
        assert_eq!(
            count(
                &ts,
                &format!("export type {status} = \"Enabled\" | \"Suspended\";")
            ),
            1,
            "{shapes:?}\n{ts}"
        );
        assert_eq!(
            count(
                &ts,
                &format!("export type {modes} = \"read-only\" | \"READ_WRITE\";")
            ),
            1,
            "{shapes:?}\n{ts}"
        );
        assert_eq!(
            count(&ts, "export interface "),
            objects + 1,
            "{shapes:?}\n{ts}"
        );
        assert_eq!(count(&ts, "export type "), enums, "{shapes:?}\n{ts}");
        assert!(
            ts.contains(&format!("\"Top\"?: Input<{}>;", want.top.1)),
            "{shapes:?}: {}\n{ts}",
            want.top.1
        );
        assert!(
            ts.contains("\"Name\": Input<string>;"),
            "{shapes:?}: the required key"
        );

        let py = python("aws", &schema);
        for o in &want.objects {
            assert_eq!(
                count(&py, &format!("{o} = TypedDict(\"{o}\", {{")),
                1,
                "{shapes:?}: {o}\n{py}"
            );
        }
        assert_eq!(
            count(
                &py,
                &format!("{status} = Literal[\"Enabled\", \"Suspended\"]")
            ),
            1,
            "{shapes:?}\n{py}"
        );
        assert_eq!(
            count(
                &py,
                &format!("{modes} = Literal[\"read-only\", \"READ_WRITE\"]")
            ),
            1,
            "{shapes:?}\n{py}"
        );
        assert_eq!(count(&py, " = TypedDict("), objects, "{shapes:?}\n{py}");
        assert_eq!(count(&py, " = Literal["), enums, "{shapes:?}\n{py}");
        assert!(
            py.contains(&format!("top: Optional[Input[{}]] = None", want.top.2)),
            "{shapes:?}: {}\n{py}",
            want.top.2
        );
        assert!(py.contains("\"Name\": Required[Input[str]],"), "{shapes:?}");
        assert!(py.contains("_input_keywords = (\"top\",)"), "{shapes:?}");
        // Each type is defined before the one that holds it (Python runs the module in order).
        let at = |name: &str| py.find(&format!("{name} = ")).unwrap();
        assert!(
            at(leaf) > at(status) && at(leaf) > at(modes),
            "{shapes:?}\n{py}"
        );
        for pair in want.objects.windows(2) {
            assert!(at(&pair[0]) > at(&pair[1]), "{shapes:?}: {pair:?}\n{py}");
        }

        assert_eq!(
            rust,
            crate::rust("aws", &schema),
            "{shapes:?}: deterministic"
        );
        assert_eq!(ts, typescript("aws", &schema), "{shapes:?}: deterministic");
        assert_eq!(py, python("aws", &schema), "{shapes:?}: deterministic");
        cases += 1;
    }
    assert_eq!(cases, 120);
}

/// Every type name each language's module declares.
fn declared(rust: &str, ts: &str, py: &str) -> [Vec<String>; 3] {
    let after = |text: &str, prefixes: &[&str]| -> Vec<String> {
        text.lines()
            .filter_map(|l| {
                let l = l.trim_start();
                prefixes.iter().find_map(|p| l.strip_prefix(p)).map(|rest| {
                    rest.split(|c: char| !c.is_ascii_alphanumeric() && c != '_')
                        .next()
                        .unwrap_or_default()
                        .to_string()
                })
            })
            .collect()
    };
    [
        after(rust, &["pub struct ", "pub enum "]),
        after(ts, &["export interface ", "export type ", "export class "]),
        py.lines()
            .filter_map(|l| {
                let l = l.trim_start();
                l.strip_prefix("class ")
                    .map(|r| r.split(['(', ':']).next().unwrap_or_default().to_string())
                    .or_else(|| {
                        (l.contains(" = TypedDict(") || l.contains(" = Literal["))
                            .then(|| l.split(' ').next().unwrap_or_default().to_string())
                    })
            })
            .collect(),
    ]
}

/// Names that would be the same (a nested type named as another resource is, two paths that
/// read the same, a name an SDK module uses) are each given once, in every language.
#[test]
fn nested_type_names_never_collide() {
    let schema = Schema::parse(&json!({"types": {
        "aws:s3:Bucket": {"inputs": {
            "Policy": {"type": "object", "properties": {"Id": {"type": "string"}}},
            "FooBar": {"type": "object", "properties": {"X": {"type": "string"}}},
            "Foo": {"type": "object", "properties": {
                "Bar": {"type": "object", "properties": {"Y": {"type": "string"}}}
            }},
        }},
        "aws:s3:BucketPolicy": {"inputs": {"PolicyDocument": {"type": "any"}}},
        "aws:s3:Typed": {"inputs": {"Dict": {"type": "string", "enum": ["a"]}}},
    }}))
    .unwrap();
    let (rust, ts, py) = (
        rust("aws", &schema),
        typescript("aws", &schema),
        python("aws", &schema),
    );
    for (language, names) in ["rust", "typescript", "python"]
        .iter()
        .zip(declared(&rust, &ts, &py))
    {
        let mut unique = names.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), names.len(), "{language}: {names:?}");
        for want in [
            "BucketPolicy",
            "BucketPolicy2",
            "BucketFoo",
            "BucketFooBar",
            "BucketFooBar2",
            "TypedDict2",
        ] {
            assert!(
                names.iter().any(|n| n == want),
                "{language}: {want} in {names:?}"
            );
        }
        assert!(
            !names.iter().any(|n| n == "TypedDict"),
            "{language}: {names:?}"
        );
    }
    assert!(
        rust.contains("pub policy: Option<Output<BucketPolicy2>>,"),
        "{rust}"
    );
}

/// A schema nested deeper than [`nested::MAX_DEPTH`] makes types down to it, and below it the
/// values' plain shapes.
#[test]
fn nesting_deeper_than_the_limit_is_typed_by_its_plain_shape() {
    let mut p = json!({"type": "object", "properties": {"Last": {"type": "string"}}});
    for _ in 0..40 {
        p = json!({"type": "object", "properties": {"In": p}});
    }
    let schema = Schema::parse(&json!({"types": {"p:Deep": {"inputs": {"Top": p}}}})).unwrap();
    let (rust, ts, py) = (
        rust("p", &schema),
        typescript("p", &schema),
        python("p", &schema),
    );
    let deepest = format!("DeepTop{}", "In".repeat(nested::MAX_DEPTH - 1));
    assert!(rust.contains(&format!("pub struct {deepest} {{")), "{rust}");
    assert!(rust.contains("pub r#in: Option<Output<BTreeMap<String, serde_json::Value>>>,"));
    assert_eq!(count(&rust, "pub struct "), nested::MAX_DEPTH + 2);
    assert_eq!(count(&ts, "export interface "), nested::MAX_DEPTH + 1);
    assert!(ts.contains("\"In\"?: Input<Record<string, unknown>>;"));
    assert_eq!(count(&py, " = TypedDict("), nested::MAX_DEPTH);
    assert!(py.contains("\"In\": Input[Dict[str, Any]],"));
}

/// Values allowed that are not all strings type nothing of their own; a Python keyword never
/// is an option's (the option could not be given) nor another input's.
#[test]
fn python_keywords_are_unique_and_never_an_option() {
    let schema = Schema::parse(&json!({"types": {"p:Thing": {"inputs": {
        "Provider": {"type": "string"},
        "import": {"type": "string"},
        "VPCId": {"type": "string"},
        "VpcId": {"type": "string"},
        "Size": {"type": "integer", "enum": [1, 2]},
    }}}}))
    .unwrap();
    let py = python("p", &schema);
    assert!(
        py.contains(
            "_input_keywords = (\"provider_\", \"size\", \"vpc_id\", \"vpc_id_\", \"import__\")"
        ),
        "{py}"
    );
    assert!(py.contains("\"Provider\": provider_"), "{py}");
    assert!(py.contains("size: Optional[Input[int]] = None"), "{py}");
    assert!(!py.contains("Literal[1"), "{py}");
    assert!(rust("p", &schema).contains("pub size: Option<Output<i64>>,"));
}

/// The resource options are written down four times: the JavaScript SDK's list and its types,
/// the Python SDK's list, and the keywords no typed Python input takes here. They name the same
/// options, in the same order.
#[test]
fn every_copy_of_the_resource_options_names_the_same_options() {
    let guests = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../guests");
    let read = |path: &str| std::fs::read_to_string(guests.join(path)).unwrap();
    // The quoted names (or `name?:` keys) between `start` and the next `end`.
    let between = |text: &str, start: &str, end: &str, quoted: bool| -> Vec<String> {
        let from = text.find(start).unwrap_or_else(|| panic!("no `{start}`")) + start.len();
        let body = &text[from..from + text[from..].find(end).unwrap()];
        body.lines()
            .map(str::trim)
            .filter_map(|l| match quoted {
                true => l.split(['\'', '"']).nth(1),
                false => l.split_once("?:").map(|(k, _)| k),
            })
            .map(str::to_string)
            .collect()
    };
    let js = between(&read("js/index.js"), "const OPTIONS = [", "];", true);
    let types = between(
        &read("js/index.d.ts"),
        "export interface ResourceOptions {",
        "\n}",
        false,
    );
    let py = between(
        &read("python/strata_sdk/__init__.py"),
        "_OPTIONS = (",
        "\n)",
        true,
    );
    assert_eq!(js.len(), 15, "{js:?}");
    assert_eq!(types, js);
    let snake_js: Vec<String> = js
        .iter()
        .map(|o| match o.as_str() {
            "import" => "import_".to_string(),
            o => snake(o),
        })
        .collect();
    assert_eq!(py, snake_js);
    assert_eq!(python_sdk::OPTIONS, py.as_slice());
}
