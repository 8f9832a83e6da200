//! Writes every registry type but the hand-verified ones in Strata's schema format, once, so
//! that a provider's schema is copied, not built, on every load; and an index of the registry
//! by Strata token (where each type's line is), so that a provider instance that serves one
//! type parses that type alone, not the 3.6 MB of all of them.

#[path = "src/form.rs"]
mod form;

use serde_json::Value;

fn main() {
    let registry = "../../providers/aws/registry/types.json";
    println!("cargo::rerun-if-changed={registry}");
    println!("cargo::rerun-if-changed=src/form.rs");
    let text = std::fs::read_to_string(registry).expect("the registry is readable");
    let v: Value = serde_json::from_str(&text).expect("the registry is JSON");
    let mut types: Vec<(&str, String)> = Vec::new();
    for (cfn, t) in v["types"].as_object().expect("types") {
        let token = t["token"].as_str().expect("token");
        if form::HAND_VERIFIED.contains(&token) {
            continue;
        }
        let empty = serde_json::Map::new();
        let identifier: Vec<String> = t["identifier"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|s| s.as_str().map(str::to_string))
            .collect();
        let schema = form::schema(
            cfn,
            t["description"].as_str().unwrap_or_default(),
            t["inputs"].as_object().unwrap_or(&empty),
            t["outputs"].as_object().unwrap_or(&empty),
            &identifier,
        );
        types.push((token, format!("{}:{}", Value::from(token), schema)));
    }
    types.sort();
    let inner: Vec<String> = types.into_iter().map(|(_, t)| t).collect();
    let out = std::path::PathBuf::from(std::env::var("OUT_DIR").unwrap());
    std::fs::write(out.join("schema_types.json"), inner.join(",")).unwrap();
    std::fs::write(out.join("registry_index.rs"), index(&text, &v)).unwrap();
}

/// `&[(token, CloudFormation type, start, end)]`, sorted by token: where in the registry's text each type's value
/// is (one type per line, `"AWS::S::T":{…},`), each checked here to parse as that type.
fn index(text: &str, v: &Value) -> String {
    let mut entries = Vec::new();
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        let start = at;
        at += line.len();
        let Some(rest) = line.strip_prefix('"') else {
            continue;
        };
        let Some(colon) = rest.find("\":") else {
            continue;
        };
        let cfn = &rest[..colon];
        let body = rest[colon + 2..].trim_end().trim_end_matches(',');
        let begin = start + 1 + colon + 2;
        let parsed: Value = serde_json::from_str(body).expect("a registry line is one type");
        assert_eq!(parsed, v["types"][cfn], "{cfn}: its line is its type");
        let token = parsed["token"].as_str().expect("token").to_string();
        entries.push((token, cfn.to_string(), begin, begin + body.len()));
    }
    assert_eq!(
        entries.len(),
        v["types"].as_object().expect("types").len(),
        "every type has a line"
    );
    entries.sort();
    let mut out = String::from(
        "/// Each registry type by token: its CloudFormation type and where it is in `REGISTRY`.\npub(crate) static INDEX: &[(&str, &str, usize, usize)] = &[\n",
    );
    for (token, cfn, begin, end) in entries {
        out.push_str(&format!("    ({token:?}, {cfn:?}, {begin}, {end}),\n"));
    }
    out.push_str("];\n");
    out
}
