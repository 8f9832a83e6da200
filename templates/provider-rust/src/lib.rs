//! The {{name}} provider: `{{name}}:Note`, a note rendered from its title and text.

use strata_provider::{Diff, Failure, Provider, Value, export_provider, json, unknown};

strata_provider::manifest!(r#"{"name": "{{name}}", "version": "0.1.0", "capabilities": {}}"#);

struct Notes;

const NOTE: &str = "{{name}}:Note";

fn render(inputs: &Value) -> Value {
    let text = inputs["text"].as_str().unwrap_or_default();
    let text = if inputs["shout"].as_bool().unwrap_or(false) {
        text.to_uppercase()
    } else {
        text.to_string()
    };
    let rendered = format!("{}: {text}", inputs["title"].as_str().unwrap_or_default());
    json!({"rendered": rendered, "length": rendered.chars().count()})
}

impl Provider for Notes {
    fn configure(_config: &Value) -> Result<Self, String> {
        Ok(Notes)
    }

    fn schema(&self) -> Value {
        json!({"types": {NOTE: {
            "description": "A note, rendered from its title and text",
            "inputs": {
                "title": {"type": "string", "description": "Its title; a new title makes a new note", "required": true, "replaces": true},
                "text": {"type": "string", "description": "What it says", "required": true},
                "shout": {"type": "boolean", "description": "Upper-case the text", "default": false}
            },
            "outputs": {
                "rendered": {"type": "string", "description": "The title and the text"},
                "length": {"type": "integer", "description": "Its length in characters"}
            }
        }}})
    }

    fn check(&self, ty: &str, _name: &str, _olds: Option<&Value>, mut news: Value) -> Result<Value, Vec<(String, String)>> {
        if ty != NOTE {
            return Err(vec![(String::new(), format!("the {{name}} provider has no type `{ty}`"))]);
        }
        if news["text"].as_str() == Some("") {
            return Err(vec![("text".into(), "a note says something: give it a text".into())]);
        }
        if news.get("shout").is_none() {
            news["shout"] = json!(false);
        }
        Ok(news)
    }

    fn diff(&self, _ty: &str, _id: &str, old: &Value, _outputs: &Value, new: &Value) -> Result<Diff, String> {
        Ok(Diff::of(old, new, &["title"]))
    }

    fn create(&self, _ty: &str, name: &str, inputs: &Value, preview: bool) -> Result<(String, Value), Failure> {
        if preview {
            return Ok((String::new(), json!({"rendered": unknown(), "length": unknown()})));
        }
        Ok((name.to_string(), render(inputs)))
    }

    fn update(&self, _ty: &str, _id: &str, _olds: &Value, _outputs: &Value, news: &Value, preview: bool) -> Result<Value, Failure> {
        if preview {
            return Ok(json!({"rendered": unknown(), "length": unknown()}));
        }
        Ok(render(news))
    }

    fn delete(&self, _ty: &str, _id: &str, _inputs: &Value, _outputs: &Value) -> Result<(), String> {
        Ok(())
    }
}

export_provider!(Notes);
