//! The `local` provider: files (`local:File`) with content and permission bits, inside the
//! directories granted to it in the project file. `read` notices a file changed or deleted
//! outside Strata, so a refresh puts it back.

use sha2::{Digest, Sha256};
use std::path::{Component, Path};
use strata_provider::{
    Diff, Provider, Read, Value, export_provider, files, is_unknown, json, unknown,
};

strata_provider::manifest!(
    r#"{"name": "local", "version": "0.1.0", "capabilities": {"allow-dirs": true}}"#
);

struct Local {
    /// The provider's name in the project file, for messages.
    name: String,
    /// The directories granted to it, as it sees them (`None`: not told, nothing is checked).
    dirs: Option<Vec<String>>,
}

impl Local {
    /// Whether `path` lies inside a granted directory, or the `allow-dirs` line that grants it.
    fn granted(&self, path: &str) -> Result<(), String> {
        let Some(dirs) = &self.dirs else {
            return Ok(());
        };
        let p = Path::new(path);
        if dirs
            .iter()
            .any(|d| d == "." || p.starts_with(Path::new(d.trim_start_matches("./"))))
        {
            return Ok(());
        }
        let top = p
            .components()
            .next()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .unwrap_or_default();
        let mut all: Vec<String> = dirs.iter().map(|d| format!("{d:?}")).collect();
        all.push(format!("{top:?}"));
        Err(format!(
            "`{path}` is outside the directories granted to this provider ({}): to allow it, put `allow-dirs = [{}]` under [providers.{}] in Strata.toml",
            if dirs.is_empty() {
                "none".to_string()
            } else {
                dirs.join(", ")
            },
            all.join(", "),
            self.name
        ))
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn parse_mode(m: &str) -> Option<u32> {
    u32::from_str_radix(m, 8).ok().filter(|m| *m <= 0o777)
}

fn outputs(inputs: &Value, content: &str) -> Value {
    let mut o = inputs.clone();
    o["sha256"] = json!(hex(&Sha256::digest(content.as_bytes())));
    o
}

/// Why a write failed, and whether the file was written first (its mode then refused): a
/// failure part way, whose file exists and must be recorded.
enum WriteError {
    NotWritten(String),
    Written(String),
}

impl From<WriteError> for String {
    fn from(e: WriteError) -> String {
        match e {
            WriteError::NotWritten(m) | WriteError::Written(m) => m,
        }
    }
}

impl WriteError {
    /// The failure of a call whose file, when written, now has `outputs`.
    fn failure(self, path: &str, outputs: Value) -> strata_provider::Failure {
        match self {
            WriteError::NotWritten(m) => m.into(),
            WriteError::Written(m) => strata_provider::Failure::partial(m, path, outputs),
        }
    }
}

fn write(path: &str, content: &str, mode: &str) -> Result<(), WriteError> {
    write_file(path, content).map_err(WriteError::NotWritten)?;
    files::set_mode(path, parse_mode(mode).unwrap_or(0o644))
        .map_err(|e| WriteError::Written(format!("cannot set the mode of {path}: {e}")))
}

fn write_file(path: &str, content: &str) -> Result<(), String> {
    if let Some(dir) = Path::new(path).parent()
        && !dir.as_os_str().is_empty()
    {
        std::fs::create_dir_all(dir).map_err(|e| {
            format!(
                "cannot create directory {}: {e} (is it inside a directory granted to the `local` provider?)",
                dir.display()
            )
        })?;
    }
    std::fs::write(path, content).map_err(|e| {
        format!(
            "cannot write {path}: {e} (is it inside a directory granted to the `local` provider?)"
        )
    })
}

impl Provider for Local {
    fn configure(config: &Value) -> Result<Self, String> {
        let grants = &config["$grants"];
        Ok(Local {
            name: grants["provider"].as_str().unwrap_or("local").to_string(),
            dirs: grants["dirs"].as_array().map(|dirs| {
                dirs.iter()
                    .filter_map(|d| d["path"].as_str().map(str::to_string))
                    .collect()
            }),
        })
    }

    fn schema(&self) -> Value {
        let path = json!({"type": "string", "required": true, "replaces": true,
            "description": "Relative path inside a directory granted to the provider"});
        let content = json!({"type": "string", "default": "", "description": "The file's text"});
        let mode = json!({"type": "string", "default": "644",
            "description": "Octal permission bits, at most 777"});
        json!({"types": {"local:File": {
            "description": "A file with content and permission bits",
            "inputs": {"path": path, "content": content, "mode": mode},
            "outputs": {
                "path": path, "content": content, "mode": mode,
                "sha256": {"type": "string", "description": "SHA-256 of the content, hex"},
            },
            "id": "path",
            // Check reads its inputs and the grants it was configured with; diff compares.
            "pure": true,
        }}, "config": {}})
    }

    fn check(
        &self,
        ty: &str,
        _name: &str,
        _olds: Option<&Value>,
        mut news: Value,
    ) -> Result<Value, Vec<(String, String)>> {
        if ty != "local:File" {
            return Err(vec![(
                String::new(),
                format!("unknown resource type `{ty}` (this provider has local:File)"),
            )]);
        }
        let mut bad = Vec::new();
        match news.get("path") {
            Some(p) if is_unknown(p) => {}
            Some(Value::String(p)) => {
                let path = Path::new(p);
                if path.is_absolute()
                    || path.components().any(|c| matches!(c, Component::ParentDir))
                    || p.is_empty()
                {
                    bad.push((
                        "path".into(),
                        format!(
                            "`{p}` must be a relative path inside a granted directory, without `..`"
                        ),
                    ));
                } else if let Err(e) = self.granted(p) {
                    bad.push(("path".into(), e));
                }
            }
            _ => bad.push(("path".into(), "is required and must be a string".into())),
        }
        match news.get("content") {
            None => news["content"] = json!(""),
            Some(c) if c.is_string() || is_unknown(c) => {}
            Some(_) => bad.push(("content".into(), "must be a string".into())),
        }
        match news.get("mode") {
            None => news["mode"] = json!("644"),
            Some(Value::String(m)) if parse_mode(m).is_some() => {}
            Some(m) if is_unknown(m) => {}
            Some(m) => bad.push((
                "mode".into(),
                format!("{m} is not octal permission bits such as \"644\" (at most \"777\")"),
            )),
        }
        if bad.is_empty() { Ok(news) } else { Err(bad) }
    }

    fn diff(
        &self,
        _ty: &str,
        _id: &str,
        old: &Value,
        _oo: &Value,
        new: &Value,
    ) -> Result<Diff, String> {
        let mut d = Diff::of(old, new, &["path"]);
        // A file at another path is a new file: the old one must go first only if it is the
        // same path, which a path change rules out.
        d.delete_before_replace = false;
        Ok(d)
    }

    fn create(
        &self,
        _ty: &str,
        _name: &str,
        inputs: &Value,
        preview: bool,
    ) -> Result<(String, Value), strata_provider::Failure> {
        let path = inputs["path"].as_str().map(str::to_string);
        let content = inputs["content"].as_str();
        if preview {
            let mut o = inputs.clone();
            o["sha256"] = match content {
                Some(c) => json!(hex(&Sha256::digest(c.as_bytes()))),
                None => unknown(),
            };
            return Ok((path.unwrap_or_default(), o));
        }
        let (path, content) = (
            path.ok_or("path is not known")?,
            content.ok_or("content is not known")?,
        );
        // As a cloud API refuses a duplicate name: a file that is already there was not made by
        // this create, and is not overwritten.
        if std::fs::symlink_metadata(&path).is_ok() {
            return Err(format!(
                "`{path}` already exists, and this stack does not manage it: move or delete it, or choose another path (a file left by an interrupted create is adopted with `strata refresh --import-pending-creates`)"
            )
            .into());
        }
        write(&path, content, inputs["mode"].as_str().unwrap_or("644"))
            .map_err(|e| e.failure(&path, outputs(inputs, content)))?;
        Ok((path, outputs(inputs, content)))
    }

    /// What an interrupted create made: the file at `path`, if it is there.
    fn find(
        &self,
        ty: &str,
        _name: &str,
        inputs: &Value,
    ) -> Result<Option<(String, Value)>, String> {
        let Some(path) = inputs["path"].as_str() else {
            return Ok(None);
        };
        Ok(self
            .read(ty, path, inputs, &json!({}))?
            .map(|r| (r.id, r.outputs)))
    }

    fn read(
        &self,
        _ty: &str,
        id: &str,
        inputs: &Value,
        _outputs: &Value,
    ) -> Result<Option<Read>, String> {
        let content = match std::fs::read_to_string(id) {
            Ok(c) => c,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(format!("cannot read {id}: {e}")),
        };
        let mode = files::mode(id).map_err(|e| format!("cannot read the mode of {id}: {e}"))?;
        let mut now = inputs.clone();
        // The id is the path: an import (no inputs yet) reads it from there.
        if now.get("path").is_none() {
            now["path"] = json!(id);
        }
        now["content"] = json!(content);
        now["mode"] = json!(format!("{:o}", mode & 0o7777));
        let outputs = outputs(&now, &content);
        Ok(Some(Read {
            id: id.into(),
            inputs: now,
            outputs,
        }))
    }

    fn update(
        &self,
        _ty: &str,
        id: &str,
        _oi: &Value,
        _oo: &Value,
        new: &Value,
        preview: bool,
    ) -> Result<Value, strata_provider::Failure> {
        let content = new["content"].as_str();
        if preview {
            let mut o = new.clone();
            o["sha256"] =
                content.map_or_else(unknown, |c| json!(hex(&Sha256::digest(c.as_bytes()))));
            return Ok(o);
        }
        let content = content.ok_or("content is not known")?;
        write(id, content, new["mode"].as_str().unwrap_or("644"))
            .map_err(|e| e.failure(id, outputs(new, content)))?;
        Ok(outputs(new, content))
    }

    fn delete(&self, _ty: &str, id: &str, _inputs: &Value, _outputs: &Value) -> Result<(), String> {
        match std::fs::remove_file(id) {
            Ok(()) => Ok(()),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
            Err(e) => Err(format!("cannot delete {id}: {e}")),
        }
    }
}

export_provider!(Local);
