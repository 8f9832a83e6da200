//! Property values: JSON with reserved markers for unknown values, secrets and references to
//! other resources' outputs. The same encoding crosses the WIT boundary and is stored in state.

use serde_json::{Map, json};

/// A property value. Plain JSON is a known value; see [`marker`] for the reserved forms.
pub type Value = serde_json::Value;

/// The reserved key of marker objects.
pub const KEY: &str = "$strata";

/// Builders and recognisers for the reserved markers.
pub mod marker {
    use super::*;

    pub fn unknown() -> Value {
        json!({ KEY: "unknown" })
    }

    pub fn secret(v: Value) -> Value {
        json!({ KEY: "secret", "value": v })
    }

    pub fn reference(handle: u32, property: Option<&str>) -> Value {
        match property {
            Some(p) => json!({ KEY: "ref", "handle": handle, "property": p }),
            None => json!({ KEY: "ref", "handle": handle }),
        }
    }

    fn kind(v: &Value) -> Option<&str> {
        v.as_object()?.get(KEY)?.as_str()
    }

    pub fn is_unknown(v: &Value) -> bool {
        kind(v) == Some("unknown")
    }

    pub fn is_secret(v: &Value) -> bool {
        kind(v) == Some("secret")
    }

    /// A secret whose plaintext is not at hand: its stored (encrypted) form, which could not be
    /// opened with the stack's key.
    pub fn is_sealed(v: &Value) -> bool {
        is_secret(v) && v.get("value").is_none()
    }

    /// The handle and optional property of a reference marker.
    pub fn as_reference(v: &Value) -> Option<(u32, Option<&str>)> {
        if kind(v) != Some("ref") {
            return None;
        }
        let o = v.as_object()?;
        let h = u32::try_from(o.get("handle")?.as_u64()?).ok()?;
        Some((h, o.get("property").and_then(Value::as_str)))
    }
}

/// Every handle referenced anywhere inside `v`.
pub fn references(v: &Value, out: &mut Vec<u32>) {
    match v {
        Value::Object(o) => {
            if let Some((h, _)) = marker::as_reference(v) {
                out.push(h);
            } else {
                o.values().for_each(|x| references(x, out));
            }
        }
        Value::Array(a) => a.iter().for_each(|x| references(x, out)),
        _ => {}
    }
}

/// True when `v` holds a marker of `kind` (`"unknown"`, `"secret"`, `"ref"`) anywhere.
pub fn contains_marker(v: &Value, kind: &str) -> bool {
    match v {
        Value::Object(o) => {
            o.get(KEY).and_then(Value::as_str) == Some(kind)
                || o.values().any(|x| contains_marker(x, kind))
        }
        Value::Array(a) => a.iter().any(|x| contains_marker(x, kind)),
        _ => false,
    }
}

/// True when `v` holds a secret in its in-memory form (its plaintext in `value`) anywhere: what
/// must never be written to storage.
pub fn contains_plaintext_secret(v: &Value) -> bool {
    match v {
        Value::Object(o) => {
            (marker::is_secret(v) && o.contains_key("value"))
                || o.values().any(contains_plaintext_secret)
        }
        Value::Array(a) => a.iter().any(contains_plaintext_secret),
        _ => false,
    }
}

/// True when `v` holds a secret that could not be decrypted anywhere.
pub fn contains_sealed(v: &Value) -> bool {
    match v {
        Value::Object(o) => marker::is_sealed(v) || o.values().any(contains_sealed),
        Value::Array(a) => a.iter().any(contains_sealed),
        _ => false,
    }
}

/// True when `v` holds a marker of any kind anywhere: it is plain JSON when this is false.
pub fn contains_any_marker(v: &Value) -> bool {
    match v {
        Value::Object(o) => o.contains_key(KEY) || o.values().any(contains_any_marker),
        Value::Array(a) => a.iter().any(contains_any_marker),
        _ => false,
    }
}

/// True when `v` holds an unknown value anywhere.
pub fn contains_unknown(v: &Value) -> bool {
    contains_marker(v, "unknown")
}

/// True when `v` holds a secret anywhere.
pub fn contains_secret(v: &Value) -> bool {
    contains_marker(v, "secret")
}

/// What a marker object becomes in [`map_markers`].
pub type OnMarker<'a, E> = &'a dyn Fn(&Map<String, Value>) -> Result<Value, E>;

/// A copy of `v` in which every marker of `kind` is replaced by what `f` makes of the marker
/// object; everything else is copied as it is. The one walk behind `resolve`, `redact`, `reveal`
/// and the sealing of secrets at rest.
pub fn map_markers<E>(v: &Value, kind: &str, f: OnMarker<'_, E>) -> Result<Value, E> {
    Ok(match v {
        Value::Object(o) if o.get(KEY).and_then(Value::as_str) == Some(kind) => f(o)?,
        Value::Object(o) => {
            let mut m = Map::with_capacity(o.len());
            for (k, x) in o {
                m.insert(k.clone(), map_markers(x, kind, f)?);
            }
            Value::Object(m)
        }
        Value::Array(a) => Value::Array(
            a.iter()
                .map(|x| map_markers(x, kind, f))
                .collect::<Result<_, _>>()?,
        ),
        other => other.clone(),
    })
}

/// Replace every reference in `v` with the value `lookup` gives for it. A reference into a
/// secret output stays secret; a reference to a missing property is an error naming it.
pub fn resolve<F>(v: &Value, lookup: &F) -> Result<Value, String>
where
    F: Fn(u32, Option<&str>) -> Result<Value, String>,
{
    map_markers(v, "ref", &|o| {
        let handle = o
            .get("handle")
            .and_then(Value::as_u64)
            .and_then(|h| u32::try_from(h).ok());
        let handle =
            handle.ok_or_else(|| format!("malformed reference {}", Value::Object(o.clone())))?;
        lookup(handle, o.get("property").and_then(Value::as_str))
    })
}

/// Pick output `property` of `outputs` (all of them when `None`). An unknown whole stays unknown.
/// A property that is no output's name but a path (`Endpoint.Address`) is each name inside
/// the one before: a secret on the way keeps what is found secret, an unknown makes it unknown.
pub fn project(outputs: &Value, property: Option<&str>) -> Option<Value> {
    match property {
        None => Some(outputs.clone()),
        Some(_) if marker::is_unknown(outputs) => Some(marker::unknown()),
        Some(p) => {
            let o = outputs.as_object()?;
            if let Some(v) = o.get(p) {
                return Some(v.clone());
            }
            let mut names = p.split('.');
            let mut at = o.get(names.next()?)?.clone();
            let mut secret = false;
            for name in names {
                if marker::is_unknown(&at) {
                    return Some(marker::unknown());
                }
                if marker::is_secret(&at) {
                    secret = true;
                    at = at.get("value")?.clone();
                }
                at = at.as_object()?.get(name)?.clone();
            }
            Some(if secret { marker::secret(at) } else { at })
        }
    }
}

/// A copy of `v` with every secret replaced by `"[secret]"`, for display and `--json` output.
pub fn redact(v: &Value) -> Value {
    let redacted: Result<Value, std::convert::Infallible> =
        map_markers(v, "secret", &|_| Ok(Value::String("[secret]".into())));
    redacted.unwrap_or_else(|never| match never {})
}

/// A copy of `v` with every secret replaced by its plaintext.
pub fn reveal(v: &Value) -> Value {
    let revealed: Result<Value, std::convert::Infallible> = map_markers(v, "secret", &|o| {
        Ok(reveal(o.get("value").unwrap_or(&Value::Null)))
    });
    revealed.unwrap_or_else(|never| match never {})
}

/// The deepest nesting a value may have when it enters from a guest. The state's reader
/// (serde_json) accepts 128 levels, and the state wraps a value in a few more (checkpoint,
/// resource, secret marker), so whatever was accepted can always be read back.
pub const MAX_DEPTH: usize = 64;

/// Which markers a value from a guest may hold. Secrets are always allowed in their in-memory
/// form (`{"$strata": "secret", "value": V}`); their stored form (`ciphertext`) never is: only the
/// engine seals and opens secrets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Allow {
    /// `{"$strata": "unknown"}`: a prediction (preview), or a program's input.
    pub unknown: bool,
    /// `{"$strata": "ref", ...}`: a program's references to other resources.
    pub reference: bool,
}

impl Allow {
    /// What a program may declare: references and unknowns besides secrets.
    pub const PROGRAM: Allow = Allow {
        unknown: true,
        reference: true,
    };
    /// What a provider may return from a real (not preview) call: plain values and secrets.
    pub const KNOWN: Allow = Allow {
        unknown: false,
        reference: false,
    };
    /// What a provider may return from a preview: unknowns besides secrets.
    pub const PREDICTED: Allow = Allow {
        unknown: true,
        reference: false,
    };
}

/// Check a value as state may hold it (an imported file, another stack's outputs): plain JSON
/// and secrets (sealed or open), at most [`MAX_DEPTH`] deep; no unknown, no reference, nothing
/// malformed. The error names the path.
pub fn check_stored(v: &Value) -> Result<(), String> {
    fn walk(v: &Value, path: &str, depth: usize) -> Result<(), String> {
        if depth > MAX_DEPTH {
            return Err(format!(
                "it is nested more than {MAX_DEPTH} levels deep at `{path}`"
            ));
        }
        match v {
            Value::Object(o) => {
                if let Some(k) = o.get(KEY) {
                    let sealed = o.get("ciphertext").is_some_and(Value::is_string);
                    let open = o.contains_key("value");
                    if k.as_str() != Some("secret") || o.len() != 2 || !(sealed || open) {
                        let shown: String = v.to_string().chars().take(120).collect();
                        return Err(format!(
                            "`{}` holds a `{KEY}` marker state never holds: {shown}",
                            if path.is_empty() { "(top)" } else { path }
                        ));
                    }
                }
                o.iter()
                    .filter(|(k, _)| k.as_str() != KEY)
                    .try_for_each(|(k, x)| {
                        walk(
                            x,
                            &format!("{path}{}{k}", if path.is_empty() { "" } else { "." }),
                            depth + 1,
                        )
                    })
            }
            Value::Array(a) => a
                .iter()
                .enumerate()
                .try_for_each(|(i, x)| walk(x, &format!("{path}[{i}]"), depth + 1)),
            _ => Ok(()),
        }
    }
    walk(v, "", 0)
}

/// Parse JSON text that came from a guest and check it: nested at most [`MAX_DEPTH`] deep, and
/// holding only the markers `allow` admits, well-formed. The error names the path.
pub fn from_guest(json: &str, allow: Allow) -> Result<Value, String> {
    let v: Value = serde_json::from_str(json).map_err(|e| {
        if e.to_string().contains("recursion limit") {
            format!("it is nested more than {MAX_DEPTH} levels deep")
        } else {
            format!("it is not valid JSON: {e}")
        }
    })?;
    check(&v, allow, &mut String::new(), 0)?;
    Ok(v)
}

/// Check that user data holds no malformed markers; returns the offending path.
pub fn validate_markers(v: &Value, path: &mut String) -> Result<(), String> {
    check(v, Allow::PROGRAM, path, 0)
}

fn check(v: &Value, allow: Allow, path: &mut String, depth: usize) -> Result<(), String> {
    if depth > MAX_DEPTH {
        return Err(format!("it is nested more than {MAX_DEPTH} levels deep"));
    }
    match v {
        Value::Object(o) => {
            if let Some(k) = o.get(KEY) {
                let (ok, why) = match k.as_str() {
                    Some("unknown") if !allow.unknown => {
                        (false, "an unknown value is not allowed here")
                    }
                    Some("unknown") => (o.len() == 1, "malformed"),
                    Some("secret") if o.contains_key("ciphertext") => (
                        false,
                        "an encrypted secret is not accepted from a guest (only the engine seals secrets)",
                    ),
                    Some("secret") => (o.len() == 2 && o.contains_key("value"), "malformed"),
                    Some("ref") if !allow.reference => (false, "a reference is not allowed here"),
                    Some("ref") => (marker::as_reference(v).is_some(), "malformed"),
                    _ => (false, "malformed"),
                };
                if !ok {
                    let at = if path.is_empty() {
                        "(top)"
                    } else {
                        path.as_str()
                    };
                    let shown: String = v.to_string().chars().take(120).collect();
                    return Err(format!("{why}: `{KEY}` marker at `{at}`: {shown}"));
                }
                if let Some(inner) = o.get("value") {
                    check(inner, allow, path, depth + 1)?;
                }
                return Ok(());
            }
            for (k, x) in o {
                let len = path.len();
                if !path.is_empty() {
                    path.push('.');
                }
                path.push_str(k);
                check(x, allow, path, depth + 1)?;
                path.truncate(len);
            }
            Ok(())
        }
        Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                let len = path.len();
                path.push_str(&format!("[{i}]"));
                check(x, allow, path, depth + 1)?;
                path.truncate(len);
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A path into an output, at every depth and through every kind of value on the way: an
    /// output named with a dot is itself; a field of a field; a secret on the way keeps what is
    /// found secret; an unknown on the way is unknown; a missing field or a list is nothing.
    #[test]
    fn project_walks_a_path_into_an_output() {
        let outputs = json!({
            "Endpoint": {"Address": "db.local", "Port": 5432, "Deep": {"er": [1]}},
            "a.b": "literal",
            "Sealed": marker::secret(json!({"Password": "p", "Nested": {"x": 1}})),
            "Later": marker::unknown(),
        });
        let cases = [
            ("Endpoint", Some(outputs["Endpoint"].clone())),
            ("Endpoint.Address", Some(json!("db.local"))),
            ("Endpoint.Port", Some(json!(5432))),
            ("Endpoint.Deep.er", Some(json!([1]))),
            ("a.b", Some(json!("literal"))),
            ("Sealed.Password", Some(marker::secret(json!("p")))),
            ("Sealed.Nested.x", Some(marker::secret(json!(1)))),
            ("Later.Anything", Some(marker::unknown())),
            ("Endpoint.Nope", None),
            ("Endpoint.Deep.er.0", None),
            ("Nope.Address", None),
        ];
        for (path, want) in cases {
            assert_eq!(project(&outputs, Some(path)), want, "{path}");
        }
        assert_eq!(
            project(&marker::unknown(), Some("a.b")),
            Some(marker::unknown())
        );
    }

    #[test]
    fn resolve_replaces_references_and_keeps_plain_values() {
        let v = json!({"a": marker::reference(0, Some("x")), "b": [1, marker::reference(1, None)]});
        let out = resolve(&v, &|h, p| Ok(json!(format!("{h}:{p:?}")))).unwrap();
        assert_eq!(out, json!({"a": "0:Some(\"x\")", "b": [1, "1:None"]}));
        let mut refs = vec![];
        references(&v, &mut refs);
        assert_eq!(refs, vec![0, 1]);
    }

    #[test]
    fn unknowns_and_secrets_are_found_and_redacted() {
        let v = json!({"a": [marker::unknown()], "s": marker::secret(json!("pw"))});
        assert!(contains_unknown(&v));
        assert!(contains_secret(&v));
        assert_eq!(redact(&v)["s"], json!("[secret]"));
        assert_eq!(
            project(&marker::unknown(), Some("x")),
            Some(marker::unknown())
        );
    }

    #[test]
    fn malformed_markers_are_reported_with_their_path() {
        let v = json!({"a": {"b": [{KEY: "bogus"}]}});
        let err = validate_markers(&v, &mut String::new()).unwrap_err();
        assert!(err.contains("a.b[0]"), "{err}");
    }

    #[test]
    fn guest_values_hold_only_the_markers_allowed_and_bounded_depth() {
        let ct = r#"{"x": {"$strata": "secret", "ciphertext": "AAAA"}}"#;
        let err = from_guest(ct, Allow::KNOWN).unwrap_err();
        assert!(
            err.contains("encrypted secret") && err.contains("`x`"),
            "{err}"
        );
        let unknown = r#"{"x": [{"$strata": "unknown"}]}"#;
        assert!(from_guest(unknown, Allow::PREDICTED).is_ok());
        let err = from_guest(unknown, Allow::KNOWN).unwrap_err();
        assert!(
            err.contains("unknown value is not allowed") && err.contains("x[0]"),
            "{err}"
        );
        let r = r#"{"$strata": "ref", "handle": 0}"#;
        assert!(from_guest(r, Allow::KNOWN).is_err());
        assert!(from_guest(r, Allow::PROGRAM).is_ok());
        assert!(from_guest(r#"{"$strata": "secret", "value": 1}"#, Allow::KNOWN).is_ok());
        // The limit: MAX_DEPTH levels enter, and what entered reads back after the state has
        // wrapped it in a few levels of its own.
        let deep = |n: usize| format!("{}1{}", "[".repeat(n), "]".repeat(n));
        let v = from_guest(&deep(MAX_DEPTH), Allow::KNOWN).unwrap();
        let stored = json!({"resources": [{"outputs": {"x": marker::secret(v)}}]}).to_string();
        assert!(serde_json::from_str::<Value>(&stored).is_ok());
        let err = from_guest(&deep(MAX_DEPTH + 1), Allow::KNOWN).unwrap_err();
        assert!(err.contains("nested more than 64 levels"), "{err}");
        let err = from_guest(&deep(10_000), Allow::KNOWN).unwrap_err();
        assert!(err.contains("nested more than 64 levels"), "{err}");
    }
}
