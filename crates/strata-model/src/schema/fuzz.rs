//! Fuzz target of the provider schema: a provider's answer to `schema()`, which any provider
//! (a component from a registry) writes. Each mutant is parsed as the host parses a guest's
//! text, and as a JSON value; what parses is then described and used to check inputs and
//! settings, as `strata schema`, `preview` and `up` do.

use super::*;
use serde_json::json;
use strata_fuzz::{Target, corpus};

fn property(ty: PropertyType) -> Property {
    Property {
        ty,
        description: format!("a {}", ty.as_str()),
        required: false,
        replaces: false,
        secret: false,
        default: None,
        items: None,
        properties: None,
        allowed: None,
        // A pattern this engine cannot compile (a look-ahead) on strings: not checked.
        pattern: (ty == PropertyType::String).then(|| "^(?!x)".to_string()),
        sometimes: false,
        attached: false,
    }
}

/// A schema with every part: types of every property type, nested objects and lists,
/// defaults, an id, aliases, settings and a function.
fn rich() -> Schema {
    let mut inputs = BTreeMap::new();
    for ty in [
        PropertyType::String,
        PropertyType::Integer,
        PropertyType::Number,
        PropertyType::Boolean,
        PropertyType::Any,
    ] {
        inputs.insert(
            ty.as_str().to_string(),
            Property {
                required: ty == PropertyType::String,
                replaces: ty == PropertyType::Integer,
                secret: ty == PropertyType::Any,
                ..property(ty)
            },
        );
    }
    inputs.insert(
        "ports".into(),
        Property {
            items: Some(Box::new(property(PropertyType::Integer))),
            default: Some(json!([80, 443])),
            ..property(PropertyType::Array)
        },
    );
    inputs.insert(
        "tags".into(),
        Property {
            items: Some(Box::new(property(PropertyType::String))),
            ..property(PropertyType::Object)
        },
    );
    inputs.insert(
        "throughput".into(),
        Property {
            properties: Some(
                [
                    ("read".to_string(), property(PropertyType::Integer)),
                    (
                        "indexes".to_string(),
                        Property {
                            items: Some(Box::new(Property {
                                properties: Some(
                                    [("name".to_string(), property(PropertyType::String))].into(),
                                ),
                                ..property(PropertyType::Object)
                            })),
                            ..property(PropertyType::Array)
                        },
                    ),
                ]
                .into(),
            ),
            ..property(PropertyType::Object)
        },
    );
    let outputs: BTreeMap<String, Property> = [
        ("arn".to_string(), property(PropertyType::String)),
        ("size".to_string(), property(PropertyType::Number)),
    ]
    .into();
    let bucket = TypeSchema {
        description: "a bucket".into(),
        inputs,
        outputs,
        id: Some("arn".into()),
        pure: true,
        open: false,
        compile: [(
            "cloudformation".to_string(),
            serde_json::json!({"type": "AWS::S3::Bucket", "ref": "arn", "attributes": {"size": "Size"},
                "omit": ["any"], "defaults": ["ports"]}),
        )]
        .into(),
        aliases: vec!["aws:s3:OldBucket".into()],
        served_by: Some("hand-verified".into()),
        routed: Some(super::Routed {
            inputs: vec!["Encryption".into()],
            how: "through AWS Cloud Control".into(),
        }),
    };
    Schema {
        types: [
            ("aws:s3:Bucket".to_string(), bucket),
            (
                "random:String".to_string(),
                TypeSchema {
                    open: true,
                    ..TypeSchema::default()
                },
            ),
        ]
        .into(),
        config: Some(
            [
                ("region".to_string(), property(PropertyType::String)),
                ("retries".to_string(), property(PropertyType::Integer)),
            ]
            .into(),
        ),
        functions: [(
            "getZone".to_string(),
            FunctionSchema {
                description: "a zone".into(),
                args: [("name".to_string(), property(PropertyType::String))].into(),
                result: Some(property(PropertyType::Object)),
            },
        )]
        .into(),
    }
}

/// Inputs a program may give, to check against whatever schema a mutant is.
fn inputs() -> Vec<Value> {
    vec![
        json!({"string": "s", "integer": "60", "number": "0.5", "boolean": "true", "any": null,
               "ports": ["80", 443], "tags": {"team": "infra"},
               "throughput": {"read": "5", "indexes": [{"name": "a"}, {"nmae": "b"}]}}),
        json!({"strng": 1, "ports": {"a": 1}, "throughput": [1]}),
        json!({"string": {"$strata": "secret", "value": 12}, "integer": {"$strata": "unknown"}}),
        json!([1, 2, 3]),
    ]
}

#[test]
fn fuzz_provider_schema() {
    let seeds = corpus([
        serde_json::to_vec(&rich()).unwrap(),
        serde_json::to_vec_pretty(&rich()).unwrap(),
        serde_json::to_vec(&Schema::default()).unwrap(),
    ]);
    let inputs = inputs();
    Target::new("fuzz_provider_schema", seeds)
        .dictionary(&[
            "\"type\":\"object\",\"items\":{\"type\":\"object\",\"items\":",
            "\"properties\":{\"a\":",
            "\"default\":",
            "{\"$strata\":\"secret\",\"value\":1}",
            "{\"$strata\":\"reference\",\"urn\":\"u\",\"output\":\"o\"}",
            "\"id\":\"arn\"",
            "\"types\":{\"a:B\":{}}",
            "\"served-by\":",
            "\"required\":true",
            "\"any\"",
            "null",
        ])
        .run(move |b| {
            let Ok(text) = std::str::from_utf8(b) else {
                return;
            };
            let parsed = [
                Schema::parse_text(text),
                serde_json::from_str::<serde_json::Value>(text)
                    .map_err(|e| e.to_string())
                    .and_then(|v| Schema::parse(&v)),
            ];
            for s in parsed.into_iter().flatten() {
                let _ = s.describe();
                let _ = s.closest_type("aws:s3:Buckt");
                for v in &inputs {
                    for (name, t) in &s.types {
                        let _ = t.check_inputs(name, v);
                    }
                    let _ = s.check_config("aws", v);
                }
                let _ = serde_json::to_string(&s);
            }
        });
}

#[test]
fn a_schema_with_a_huge_name_is_described_without_panicking_or_padding_every_line() {
    // Found by `fuzz_provider_schema` (mutant 10823 of seed 0): an input's name of more than
    // 65,535 characters set the width of the names' column, and formatting it panicked
    // ("Formatting argument out of range"); below that, every line was padded to it.
    let mut t = TypeSchema::default();
    t.inputs
        .insert("n".repeat(70_000), property(PropertyType::String));
    for i in 0..1_000 {
        t.inputs
            .insert(format!("p{i}"), property(PropertyType::String));
    }
    let s = Schema {
        types: [("a:B".to_string(), t)].into(),
        ..Schema::default()
    };
    let text = s.describe();
    assert!(text.len() < 200_000, "{} bytes", text.len());
    assert!(text.contains(&format!("    {}  string", "n".repeat(70_000))));
    assert!(text.contains(&format!("    p0{}  string", " ".repeat(NAME_COLUMN - 2))));
}
