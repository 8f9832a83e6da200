//! Writes every registry type but the hand-verified ones in Strata's schema format, once, so
//! that a provider's schema is copied, not built, on every load.

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
    let out = std::path::PathBuf::from(std::env::var("OUT_DIR").unwrap()).join("schema_types.json");
    std::fs::write(out, inner.join(",")).unwrap();
}
