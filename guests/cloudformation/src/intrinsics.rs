//! The intrinsic functions: the short forms read as the long ones, and each function's value,
//! computed now when what it reads is known, else declared (`Fn::Sub`, `Fn::Join`: an
//! interpolation the engine joins) or computed once it is (a callback).

use crate::forms::{known, scalar_text};
use crate::tree::{Kind, Node, Pos};
use crate::{Found, Res, Template, Val, meant, to_json};
use serde_json::{Map, Value, json};
use strata_sdk::{Output, marker};

/// The functions a value may call (and the condition functions, in `Conditions` and `Fn::If`).
pub(crate) const FUNCTIONS: &[&str] = &[
    "Ref",
    "Condition",
    "Fn::GetAtt",
    "Fn::Sub",
    "Fn::Join",
    "Fn::Select",
    "Fn::Split",
    "Fn::FindInMap",
    "Fn::Base64",
    "Fn::Cidr",
    "Fn::GetAZs",
    "Fn::ImportValue",
    "Fn::If",
    "Fn::Equals",
    "Fn::And",
    "Fn::Or",
    "Fn::Not",
];

/// Functions CloudFormation has that Strata does not run, and why.
const REFUSED: &[(&str, &str)] = &[
    (
        "Fn::Transform",
        "macros run inside the CloudFormation service: expand the template first (`aws cloudformation get-template --template-stage Processed`)",
    ),
    (
        "Fn::Length",
        "it belongs to the AWS::LanguageExtensions transform, which the CloudFormation service expands",
    ),
    (
        "Fn::ToJsonString",
        "it belongs to the AWS::LanguageExtensions transform, which the CloudFormation service expands",
    ),
    (
        "Fn::ForEach",
        "it belongs to the AWS::LanguageExtensions transform, which the CloudFormation service expands",
    ),
];

/// The tree with every short form (`!Ref X`, `!GetAtt A.B`) written as its long form
/// (`{Ref: X}`, `{Fn::GetAtt: [A, B]}`).
pub(crate) fn long_forms(mut node: Node) -> Res<Node> {
    let tag = node.tag.take();
    node.kind = match node.kind {
        Kind::Seq(items) => Kind::Seq(items.into_iter().map(long_forms).collect::<Res<_>>()?),
        Kind::Map(entries) => Kind::Map(
            entries
                .into_iter()
                .map(|(k, v)| {
                    if k.tag.is_some() || matches!(k.kind, Kind::Seq(_) | Kind::Map(_)) {
                        return Err(format!(
                            "{}: a key is text: a function cannot be a key (CloudFormation refuses it too)",
                            k.pos
                        ));
                    }
                    Ok((k, long_forms(v)?))
                })
                .collect::<Res<_>>()?,
        ),
        other => other,
    };
    let Some(tag) = tag else {
        return Ok(node);
    };
    let pos = node.pos;
    let name = match tag.as_str() {
        "Ref" | "Condition" => tag.clone(),
        t => format!("Fn::{t}"),
    };
    if !FUNCTIONS.contains(&name.as_str()) && !REFUSED.iter().any(|(f, _)| *f == name) {
        return Err(format!(
            "{pos}: `!{tag}` is not a function{}",
            meant(
                FUNCTIONS
                    .iter()
                    .map(|f| f.strip_prefix("Fn::").unwrap_or(f)),
                &tag
            )
        ));
    }
    // `!GetAtt A.B.C` is `[A, B.C]`.
    if name == "Fn::GetAtt"
        && let Kind::Str(s) = &node.kind
    {
        let (a, b) = s.split_once('.').ok_or_else(|| {
            format!("{pos}: `!GetAtt {s}`: write it `!GetAtt RESOURCE.ATTRIBUTE`")
        })?;
        node.kind = Kind::Seq(vec![string(a, pos), string(b, pos)]);
    }
    Ok(Node {
        kind: Kind::Map(vec![(string(&name, pos), node)]),
        pos,
        tag: None,
    })
}

fn string(s: &str, pos: Pos) -> Node {
    Node {
        kind: Kind::Str(s.to_string()),
        pos,
        tag: None,
    }
}

/// Refuse any function in `node` (a mapping's values are data).
pub(crate) fn no_functions(node: &Node, what: &str) -> Res<()> {
    if let Some((f, _, at)) = call(node) {
        return Err(format!(
            "{at}: {what}: {f} cannot be used in Mappings: a mapping's values are literals"
        ));
    }
    match &node.kind {
        Kind::Seq(items) => items.iter().try_for_each(|i| no_functions(i, what)),
        Kind::Map(entries) => entries.iter().try_for_each(|(_, v)| no_functions(v, what)),
        _ => Ok(()),
    }
}

/// The function a mapping calls, if it is one (a single key naming a function), with its
/// argument.
pub(crate) fn call_of(node: &Node) -> Option<(&str, &Node, Pos)> {
    call(node)
}

/// A mapping's value as data (no function in it).
pub(crate) fn plain(node: &Node) -> Value {
    match &node.kind {
        Kind::Null => Value::Null,
        Kind::Bool(b) => json!(b),
        Kind::Int(i) => json!(i),
        Kind::Float(f) => json!(f),
        Kind::Str(s) => json!(s),
        Kind::Seq(items) => Value::Array(items.iter().map(plain).collect()),
        Kind::Map(entries) => Value::Object(
            entries
                .iter()
                .map(|(k, v)| (scalar_text(k).unwrap_or_default(), plain(v)))
                .collect(),
        ),
    }
}

/// An `Fn::Sub` string's pieces: `Ok(text)` or `Err(variable)`.
pub(crate) fn sub_pieces(s: &str, at: Pos) -> Res<Vec<std::result::Result<String, String>>> {
    Ok(sub_parts(s, at)?
        .into_iter()
        .map(|p| match p {
            SubPart::Text(t) => Ok(t),
            SubPart::Var(v) => Err(v),
        })
        .collect())
}

fn call(node: &Node) -> Option<(&str, &Node, Pos)> {
    match &node.kind {
        Kind::Map(entries) if entries.len() == 1 => {
            let (k, v) = &entries[0];
            let name = k.str()?;
            (name == "Ref" || name == "Condition" || name.starts_with("Fn::"))
                .then_some((name, v, k.pos))
        }
        _ => None,
    }
}

/// The names `node` reads with `Ref`, `Fn::GetAtt` and `Fn::Sub`.
pub(crate) fn names_in(node: &Node, out: &mut Found) -> Res<()> {
    if let Some((f, arg, at)) = call(node) {
        match f {
            "Ref" => {
                if let Some(s) = arg.str() {
                    out.push((s.to_string(), at));
                }
                return Ok(());
            }
            "Fn::GetAtt" => {
                if let Some(s) = seq(arg).and_then(|a| a.first()).and_then(Node::str) {
                    out.push((s.to_string(), at));
                }
                return Ok(());
            }
            "Fn::Sub" => {
                let (text, vars) = match &arg.kind {
                    Kind::Str(s) => (Some(s.as_str()), None),
                    Kind::Seq(items) => (items.first().and_then(Node::str), items.get(1)),
                    _ => (None, None),
                };
                let own: Vec<&str> = vars
                    .map(|v| match &v.kind {
                        Kind::Map(m) => m.iter().filter_map(|(k, _)| k.str()).collect(),
                        _ => vec![],
                    })
                    .unwrap_or_default();
                if let Some(t) = text {
                    for p in sub_parts(t, at)? {
                        if let SubPart::Var(v) = p {
                            let name = v.split('.').next().unwrap_or_default();
                            if !own.contains(&v.as_str()) && !own.contains(&name) {
                                out.push((name.to_string(), at));
                            }
                        }
                    }
                }
                if let Some(v) = vars {
                    names_in(v, out)?;
                }
                return Ok(());
            }
            _ => {}
        }
    }
    match &node.kind {
        Kind::Seq(items) => items.iter().try_for_each(|i| names_in(i, out)),
        Kind::Map(entries) => entries.iter().try_for_each(|(_, v)| names_in(v, out)),
        _ => Ok(()),
    }
}

fn seq(n: &Node) -> Option<&[Node]> {
    match &n.kind {
        Kind::Seq(items) => Some(items),
        _ => None,
    }
}

/// A function's arguments: a list of exactly `n`.
fn args<'n>(f: &str, arg: &'n Node, n: usize, form: &str, what: &str) -> Res<&'n [Node]> {
    match seq(arg) {
        Some(items) if items.len() == n => Ok(items),
        _ => Err(format!("{}: {what}: {f} takes {form}", arg.pos)),
    }
}

/// A value that must be known now (a condition's operand, a mapping's key, an index).
fn known_text(t: &Template, node: &Node, what: &str, role: &str) -> Res<String> {
    let v = t.eval(node, what)?.unwrap_or(Value::Null);
    let v = match marker::known_now(&v) {
        Some((plain, _)) => plain,
        None => {
            return Err(format!(
                "{}: {what}: {role} must be known before anything is deployed (a parameter, a pseudo parameter, a mapping's value), not read from a resource",
                node.pos
            ));
        }
    };
    Ok(match v {
        Value::String(s) => s,
        Value::Null => String::new(),
        other => other.to_string(),
    })
}

/// A condition's truth.
pub(crate) fn truth(t: &Template, node: &Node, what: &str) -> Res<bool> {
    let Some((f, arg, at)) = call(node) else {
        return match &node.kind {
            Kind::Bool(b) => Ok(*b),
            Kind::Str(s) if s == "true" => Ok(true),
            Kind::Str(s) if s == "false" => Ok(false),
            _ => Err(format!(
                "{}: {what}: a condition is Fn::Equals, Fn::And, Fn::Or, Fn::Not or {{Condition: NAME}}",
                node.pos
            )),
        };
    };
    match f {
        "Condition" => {
            let name = arg
                .str()
                .ok_or_else(|| format!("{at}: {what}: Condition names a condition"))?;
            t.condition(name, at)
        }
        "Fn::Equals" => {
            let a = args(f, arg, 2, "[A, B]", what)?;
            let x = equal_form(t, &a[0], what)?;
            let y = equal_form(t, &a[1], what)?;
            Ok(x == y)
        }
        "Fn::Not" => {
            let a = args(f, arg, 1, "[CONDITION]", what)?;
            Ok(!truth(t, &a[0], what)?)
        }
        "Fn::And" | "Fn::Or" => {
            let items = seq(arg)
                .filter(|i| (2..=10).contains(&i.len()))
                .ok_or_else(|| format!("{at}: {what}: {f} takes 2 to 10 conditions"))?;
            let mut all = true;
            let mut any = false;
            for i in items {
                let v = truth(t, i, what)?;
                all &= v;
                any |= v;
            }
            Ok(if f == "Fn::And" { all } else { any })
        }
        other => Err(format!(
            "{at}: {what}: {other} is not a condition function (Fn::Equals, Fn::And, Fn::Or, Fn::Not, Condition)"
        )),
    }
}

/// An operand of `Fn::Equals`, known now, compared as CloudFormation does (text).
fn equal_form(t: &Template, node: &Node, what: &str) -> Res<Value> {
    let v = t.eval(node, what)?.unwrap_or(Value::Null);
    let (plain, _) = marker::known_now(&v).ok_or_else(|| {
        format!(
            "{}: {what}: Fn::Equals compares values known before anything is deployed (parameters, pseudo parameters, mappings), not read from a resource",
            node.pos
        )
    })?;
    Ok(match plain {
        Value::Number(n) => json!(n.to_string()),
        Value::Bool(b) => json!(b.to_string()),
        other => other,
    })
}

/// A node's value.
pub(crate) fn eval(t: &Template, node: &Node, what: &str) -> Res<Val> {
    if let Some((f, arg, at)) = call(node) {
        return function(t, f, arg, at, what);
    }
    Ok(Some(match &node.kind {
        Kind::Null => Value::Null,
        Kind::Bool(b) => json!(b),
        Kind::Int(i) => json!(i),
        Kind::Float(f) => json!(f),
        Kind::Str(s) => json!(s),
        Kind::Seq(items) => {
            let mut out = vec![];
            for i in items {
                if let Some(v) = eval(t, i, what)? {
                    out.push(v);
                }
            }
            Value::Array(out)
        }
        Kind::Map(entries) => {
            let mut out = Map::new();
            for (k, v) in entries {
                let key = scalar_text(k)
                    .ok_or_else(|| format!("{}: {what}: a key must be a string", k.pos))?;
                if key.starts_with("Fn::") {
                    return Err(format!(
                        "{}: {what}: `{key}` must be the only key of its mapping (a function call){}",
                        k.pos,
                        if FUNCTIONS.contains(&key.as_str()) {
                            String::new()
                        } else {
                            format!(
                                ", and is not a function{}",
                                meant(FUNCTIONS.iter().copied(), &key)
                            )
                        }
                    ));
                }
                if let Some(v) = eval(t, v, what)? {
                    out.insert(key, v);
                }
            }
            Value::Object(out)
        }
    }))
}

fn function(t: &Template, f: &str, arg: &Node, at: Pos, what: &str) -> Res<Val> {
    if let Some((_, why)) = REFUSED.iter().find(|(n, _)| *n == f) {
        return Err(format!("{at}: {what}: {f} has no Strata form: {why}"));
    }
    Ok(Some(match f {
        "Ref" => {
            let name = arg.str().ok_or_else(|| {
                format!("{at}: {what}: Ref names a parameter, resource or pseudo parameter")
            })?;
            return t.reference(name, at, what);
        }
        "Fn::GetAtt" => {
            let a = args(f, arg, 2, "[RESOURCE, ATTRIBUTE]", what)?;
            let name = a[0]
                .str()
                .ok_or_else(|| format!("{}: {what}: Fn::GetAtt names a resource", a[0].pos))?;
            let attr = known_text(t, &a[1], what, "an attribute's name")?;
            t.attribute(name, &attr, at, what)?
        }
        "Fn::Sub" => sub(t, arg, at, what)?,
        "Fn::Join" => {
            let a = args(f, arg, 2, "[DELIMITER, [VALUES]]", what)?;
            let delim = known_text(t, &a[0], what, "the delimiter")?;
            let list = t.eval(&a[1], what)?.unwrap_or(json!([]));
            join(&delim, list, at, what)?
        }
        "Fn::Select" => {
            let a = args(f, arg, 2, "[INDEX, LIST]", what)?;
            let given = known_text(t, &a[0], what, "the index")?;
            let i: usize = given.parse().map_err(|_| {
                format!(
                    "{}: {what}: Fn::Select's index is a whole number from 0, not `{given}`",
                    a[0].pos
                )
            })?;
            let list = t.eval(&a[1], what)?.unwrap_or(json!([]));
            select(i, list, at, what)?
        }
        "Fn::Split" => {
            let a = args(f, arg, 2, "[DELIMITER, TEXT]", what)?;
            let delim = known_text(t, &a[0], what, "the delimiter")?;
            let text = t.eval(&a[1], what)?.unwrap_or(json!(""));
            computed(text, what, move |v| {
                let s = text_of(&v);
                Ok(Value::Array(
                    s.split(delim.as_str()).map(|p| json!(p)).collect(),
                ))
            })?
        }
        "Fn::FindInMap" => {
            if seq(arg).is_some_and(|a| a.len() == 4) {
                return Err(format!(
                    "{at}: {what}: Fn::FindInMap with a DefaultValue has no Strata form: it belongs to the AWS::LanguageExtensions transform, which the CloudFormation service expands"
                ));
            }
            let a = seq(arg)
                .filter(|a| a.len() == 3)
                .ok_or_else(|| format!("{at}: {what}: Fn::FindInMap takes [MAP, KEY, KEY]"))?;
            let k: Vec<String> = a[..3]
                .iter()
                .map(|n| known_text(t, n, what, "a mapping's key"))
                .collect::<Res<_>>()?;
            t.find_in_map([&k[0], &k[1], &k[2]], at, what)?
        }
        "Fn::Base64" => {
            let v = t.eval(arg, what)?.unwrap_or(json!(""));
            computed(v, what, |v| Ok(json!(base64(text_of(&v).as_bytes()))))?
        }
        "Fn::Cidr" => {
            let a = args(f, arg, 3, "[IP_BLOCK, COUNT, CIDR_BITS]", what)?;
            let count: usize = known_text(t, &a[1], what, "the count")?
                .parse()
                .map_err(|_| format!("{}: {what}: Fn::Cidr's count is a number", a[1].pos))?;
            let bits: u32 = known_text(t, &a[2], what, "the bits")?
                .parse()
                .map_err(|_| format!("{}: {what}: Fn::Cidr's bits are a number", a[2].pos))?;
            let block = t.eval(&a[0], what)?.unwrap_or(json!(""));
            if let Some((plain, _)) = marker::known_now(&block) {
                json!(
                    cidr(&text_of(&plain), count, bits)
                        .map_err(|e| format!("{at}: {what}: Fn::Cidr: {e}"))?
                )
            } else {
                computed(block, what, move |v| {
                    cidr(&text_of(&v), count, bits).map(|c| json!(c))
                })?
            }
        }
        "Fn::GetAZs" => {
            let region = known_text(t, arg, what, "the region")?;
            t.azs(&region)?
        }
        "Fn::ImportValue" => {
            let name = known_text(t, arg, what, "an export's name")?;
            t.import(&name, at, what)?
        }
        "Fn::If" => {
            let a = args(f, arg, 3, "[CONDITION, IF_TRUE, IF_FALSE]", what)?;
            let c = a[0]
                .str()
                .ok_or_else(|| format!("{}: {what}: Fn::If names a condition", a[0].pos))?;
            let branch = if t.condition(c, a[0].pos)? {
                &a[1]
            } else {
                &a[2]
            };
            return eval(t, branch, what);
        }
        "Fn::Equals" | "Fn::And" | "Fn::Or" | "Fn::Not" | "Condition" => {
            return Err(format!(
                "{at}: {what}: {f} is a condition function: use it under Conditions, and its condition with Fn::If"
            ));
        }
        other => {
            return Err(format!(
                "{at}: {what}: `{other}` is not a function{}",
                meant(FUNCTIONS.iter().copied(), other)
            ));
        }
    }))
}

/// A value's text, as CloudFormation joins it.
fn text_of(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        Value::Null => String::new(),
        other => other.to_string(),
    }
}

/// `f` of `v`: now if `v` is known now (a secret stays one), else once it is (a callback).
fn computed(v: Value, what: &str, f: impl Fn(Value) -> Res<Value> + 'static) -> Res<Value> {
    if let Some((plain, secret)) = marker::known_now(&v) {
        let out = f(plain).map_err(|e| format!("{what}: {e}"))?;
        return Ok(if secret { crate::secret(out) } else { out });
    }
    let where_ = what.to_string();
    Ok(to_json(&Output::<Value>::known(v).apply(
        move |v: Value| match f(v) {
            Ok(v) => v,
            Err(e) => panic!("{where_}: {e}"),
        },
    )))
}

fn join(delim: &str, list: Value, at: Pos, what: &str) -> Res<Value> {
    match list {
        Value::Array(items) => {
            // Known parts are joined now; references to outputs make an interpolation.
            let mut parts = vec![];
            for (i, item) in items.into_iter().enumerate() {
                if i > 0 {
                    parts.push(json!(delim));
                }
                if item.is_array() || (item.is_object() && known(&item)) {
                    return Err(format!(
                        "{at}: {what}: Fn::Join joins text, and item {i} is {}",
                        if item.is_array() {
                            "a list"
                        } else {
                            "a mapping"
                        }
                    ));
                }
                parts.push(item);
            }
            Ok(to_json(&strata_sdk::concat(parts)))
        }
        other if marker::any(&other) => {
            let delim = delim.to_string();
            computed(other, what, move |v| match v {
                Value::Array(items) => Ok(json!(
                    items.iter().map(text_of).collect::<Vec<_>>().join(&delim)
                )),
                other => Err(format!("Fn::Join's list is {other}, not a list")),
            })
        }
        other => Err(format!(
            "{at}: {what}: Fn::Join's second argument is a list, not {other}"
        )),
    }
}

fn select(i: usize, list: Value, at: Pos, what: &str) -> Res<Value> {
    match list {
        Value::Array(mut items) => {
            if i >= items.len() {
                return Err(format!(
                    "{at}: {what}: Fn::Select: index {i} is past the list's {} item(s)",
                    items.len()
                ));
            }
            Ok(items.swap_remove(i))
        }
        other if marker::any(&other) => computed(other, what, move |v| match v {
            Value::Array(mut items) if i < items.len() => Ok(items.swap_remove(i)),
            Value::Array(items) => Err(format!(
                "Fn::Select: index {i} is past the list's {} item(s)",
                items.len()
            )),
            other => Err(format!("Fn::Select's list is {other}, not a list")),
        }),
        other => Err(format!(
            "{at}: {what}: Fn::Select's second argument is a list, not {other}"
        )),
    }
}

/// A piece of an `Fn::Sub` string.
enum SubPart {
    Text(String),
    Var(String),
}

fn sub_parts(s: &str, at: Pos) -> Res<Vec<SubPart>> {
    let mut parts = vec![];
    let mut text = String::new();
    let mut rest = s;
    while let Some(i) = rest.find("${") {
        text.push_str(&rest[..i]);
        let after = &rest[i + 2..];
        if let Some(literal) = after.strip_prefix('!') {
            // `${!Literal}` is the text `${Literal}`.
            text.push_str("${");
            rest = literal;
            continue;
        }
        let end = after
            .find('}')
            .ok_or_else(|| format!("{at}: Fn::Sub: `${{` without its `}}` in \"{s}\""))?;
        if !text.is_empty() {
            parts.push(SubPart::Text(std::mem::take(&mut text)));
        }
        parts.push(SubPart::Var(after[..end].trim().to_string()));
        rest = &after[end + 1..];
    }
    text.push_str(rest);
    if !text.is_empty() {
        parts.push(SubPart::Text(text));
    }
    Ok(parts)
}

fn sub(t: &Template, arg: &Node, at: Pos, what: &str) -> Res<Value> {
    let (text, vars) = match &arg.kind {
        Kind::Str(s) => (s.as_str(), None),
        Kind::Seq(items) if items.len() == 2 => (
            items[0].str().ok_or_else(|| {
                format!("{}: {what}: Fn::Sub's first argument is text", items[0].pos)
            })?,
            Some(&items[1]),
        ),
        _ => {
            return Err(format!(
                "{at}: {what}: Fn::Sub takes TEXT or [TEXT, {{NAME: VALUE}}]"
            ));
        }
    };
    let mut own = Map::new();
    if let Some(v) = vars {
        for (k, x) in v.map(&format!("{what}: Fn::Sub's variables"))? {
            let key = scalar_text(k).unwrap_or_default();
            own.insert(key, eval(t, x, what)?.unwrap_or(Value::Null));
        }
    }
    let mut parts = vec![];
    for p in sub_parts(text, at)? {
        parts.push(match p {
            SubPart::Text(s) => json!(s),
            SubPart::Var(v) => {
                if let Some(x) = own.get(&v) {
                    x.clone()
                } else if let Some((name, attr)) = v.split_once('.')
                    && !name.starts_with("AWS::")
                {
                    t.attribute(name, attr, at, what)?
                } else {
                    t.reference(&v, at, what)?.unwrap_or(Value::Null)
                }
            }
        });
        if let Some(Value::Array(_)) = parts.last() {
            return Err(format!(
                "{at}: {what}: Fn::Sub: a list cannot be put into text (join it first with Fn::Join)"
            ));
        }
    }
    Ok(to_json(&strata_sdk::concat(parts)))
}

/// Base64 (the standard alphabet, padded).
pub(crate) fn base64(bytes: &[u8]) -> String {
    const A: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            *chunk.get(1).unwrap_or(&0),
            *chunk.get(2).unwrap_or(&0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(A[((n >> (18 - 6 * i)) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// `Fn::Cidr`: the first `count` blocks of `bits` host bits (a /(32 - bits) in IPv4, a
/// /(128 - bits) in IPv6) inside `block`.
pub(crate) fn cidr(block: &str, count: usize, bits: u32) -> Res<Vec<String>> {
    let (addr, len) = block
        .split_once('/')
        .ok_or_else(|| format!("`{block}` is not a CIDR block"))?;
    let len: u32 = len
        .parse()
        .map_err(|_| format!("`{block}` is not a CIDR block"))?;
    if !(1..=256).contains(&count) {
        return Err(format!("a count of {count}: it is 1 to 256"));
    }
    if let Ok(ip) = addr.parse::<std::net::Ipv4Addr>() {
        if len > 32 {
            return Err(format!(
                "`{block}` is not a CIDR block (a prefix is 0 to 32)"
            ));
        }
        if bits == 0 || bits > 32 - len {
            return Err(format!(
                "blocks of {bits} host bits do not fit in {block}: give 1 to {}",
                32 - len
            ));
        }
        let base = u32::from(ip) & (u32::MAX.checked_shl(32 - len).unwrap_or(0));
        let available = 1u64 << (32 - len - bits);
        if count as u64 > available {
            return Err(format!(
                "{block} holds {available} blocks of {bits} host bits, not {count}"
            ));
        }
        return Ok((0..count as u64)
            .map(|i| {
                let a = base as u64 + (i << bits);
                format!("{}/{}", std::net::Ipv4Addr::from(a as u32), 32 - bits)
            })
            .collect());
    }
    if let Ok(ip) = addr.parse::<std::net::Ipv6Addr>() {
        if len > 128 {
            return Err(format!(
                "`{block}` is not a CIDR block (a prefix is 0 to 128)"
            ));
        }
        if bits == 0 || bits > 128 - len {
            return Err(format!("{bits} host bits do not fit in {block}"));
        }
        let base = u128::from(ip) & (u128::MAX.checked_shl(128 - len).unwrap_or(0));
        let room = 128 - len - bits;
        if room < 64 && (count as u128) > (1u128 << room) {
            return Err(format!(
                "{block} holds fewer than {count} blocks of {bits} host bits"
            ));
        }
        return Ok((0..count as u128)
            .map(|i| {
                let a = base + (i << bits);
                format!("{}/{}", std::net::Ipv6Addr::from(a), 128 - bits)
            })
            .collect());
    }
    Err(format!("`{block}` is not a CIDR block"))
}
