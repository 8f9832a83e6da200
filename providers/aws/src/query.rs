//! AWS query APIs (EC2's): a form-encoded POST signed with SigV4, answered in XML. Used where a
//! service's SDK crate costs too much to build (`aws-sdk-ec2` takes eight minutes here).

use crate::run;
use aws_credential_types::Credentials;
use aws_sigv4::http_request::{SignableBody, SignableRequest, SigningSettings, sign};
use aws_sigv4::sign::v4;

/// Where query calls go, as whom.
pub(crate) struct Target {
    pub(crate) region: String,
    pub(crate) endpoint: Option<String>,
    pub(crate) credentials: Credentials,
}

fn encode(s: &str) -> String {
    s.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// Call `action` of `service` (API `version`) with `params`; its XML answer, or the error as
/// `AWS SERVICE ACTION: CODE: MESSAGE`.
pub(crate) fn call(
    t: &Target,
    service: &str,
    version: &str,
    action: &str,
    params: &[(String, String)],
) -> Result<String, String> {
    let what = format!("AWS {} {action}", service.to_uppercase());
    let mut body = format!("Action={action}&Version={version}");
    for (k, v) in params {
        body.push_str(&format!("&{}={}", encode(k), encode(v)));
    }
    let headers = [(
        "content-type",
        "application/x-www-form-urlencoded; charset=utf-8",
    )];
    let (status, _, text) = send(t, (service, service), &what, ("POST", "/"), &headers, body)?;
    if status.is_success() {
        Ok(text)
    } else {
        Err(format!(
            "{what}: {}: {}",
            element(&text, "Code").unwrap_or_else(|| status.to_string()),
            element(&text, "Message").unwrap_or_default()
        ))
    }
}

/// Call `action` of a service with the AWS JSON protocol (`awsJson1_0` or `1_1`, by
/// `version`): `target` is the service's prefix of the `X-Amz-Target` header
/// (`CloudApiService`), `host` the first label of its endpoint, `signing` its signing name.
/// The answer as JSON, or the error as `AWS NAME ACTION: CODE: MESSAGE`.
/// What [`json_call`] says of an answer that is not AWS's JSON.
pub(crate) const NOT_AWS: &str = "the endpoint answered with a page, not AWS's JSON";

pub(crate) fn json_call(
    t: &Target,
    (host, signing, name): (&str, &str, &str),
    (target, version): (&str, &str),
    action: &str,
    body: &serde_json::Value,
) -> Result<serde_json::Value, String> {
    let what = format!("AWS {name} {action}");
    let target = format!("{target}.{action}");
    let content = format!("application/x-amz-json-{version}");
    let headers = [
        ("content-type", content.as_str()),
        ("x-amz-target", target.as_str()),
    ];
    let (status, _, text) = send(
        t,
        (host, signing),
        &what,
        ("POST", "/"),
        &headers,
        body.to_string(),
    )?;
    let answer: serde_json::Value = if text.trim().is_empty() {
        serde_json::json!({})
    } else {
        match serde_json::from_str(&text) {
            Ok(v) => v,
            Err(e) if status.is_success() => {
                return Err(format!("{what}: an answer that is not JSON: {e}"));
            }
            // A page, not AWS's JSON: the endpoint does not serve this API (moto serves no
            // Cloud Control). Its first line, not the page.
            Err(_) => {
                let line: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
                let cut: String = line.chars().take(100).collect();
                return Err(format!("{what}: {status}: {NOT_AWS} ({cut})"));
            }
        }
    };
    if status.is_success() {
        return Ok(answer);
    }
    // `__type` is `CODE` or `namespace#CODE`.
    let code = answer["__type"]
        .as_str()
        .map(|c| c.rsplit('#').next().unwrap_or(c).to_string())
        .unwrap_or_else(|| status.to_string());
    let message = answer["message"]
        .as_str()
        .or(answer["Message"].as_str())
        .unwrap_or_default();
    Err(format!("{what}: {code}: {message}"))
}

/// Call a REST-JSON API (Lambda's, API Gateway's): `method` on `path` (with its query, each
/// part encoded with [`segment`]), with `body` if any. The answer as JSON (`{}` when empty), or
/// the error as `AWS NAME METHOD PATH: CODE: MESSAGE`.
pub(crate) fn rest_call(
    t: &Target,
    (host, signing, name): (&str, &str, &str),
    method: &str,
    path: &str,
    body: Option<&serde_json::Value>,
) -> Result<serde_json::Value, String> {
    let route = path.split('?').next().unwrap_or(path);
    let what = format!("AWS {name} {method} {route}");
    let headers = [("content-type", "application/json")];
    let text = body.map(|b| b.to_string()).unwrap_or_default();
    let (status, kind, text) = send(t, (host, signing), &what, (method, path), &headers, text)?;
    let answer: serde_json::Value = if text.trim().is_empty() {
        serde_json::json!({})
    } else {
        serde_json::from_str(&text).unwrap_or_else(|_| serde_json::json!({"message": text}))
    };
    if status.is_success() {
        return Ok(answer);
    }
    // The error's kind: a header, or the body's `__type` or `code`, as `CODE` or
    // `CODE:namespace…` or `namespace#CODE`.
    let code = kind
        .or_else(|| answer["__type"].as_str().map(str::to_string))
        .or_else(|| answer["code"].as_str().map(str::to_string))
        .map(|c| {
            let c = c.split(':').next().unwrap_or(&c).to_string();
            c.rsplit('#').next().unwrap_or(&c).to_string()
        })
        .unwrap_or_else(|| status.to_string());
    let message = answer["message"]
        .as_str()
        .or(answer["Message"].as_str())
        .unwrap_or_default();
    Err(format!("{what}: {code}: {message}"))
}

/// Call a REST-XML API (Route 53's): `method` on `path`, with the XML document `body` if any.
/// The answer's XML, or the error as `AWS NAME METHOD PATH: CODE: MESSAGE`.
pub(crate) fn rest_xml(
    t: &Target,
    (host, signing, name): (&str, &str, &str),
    method: &str,
    path: &str,
    body: Option<String>,
) -> Result<String, String> {
    let route = path.split('?').next().unwrap_or(path);
    let what = format!("AWS {name} {method} {route}");
    let headers = [("content-type", "application/xml")];
    let (status, _, text) = send(
        t,
        (host, signing),
        &what,
        (method, path),
        &headers,
        body.unwrap_or_default(),
    )?;
    if status.is_success() {
        Ok(text)
    } else {
        Err(format!(
            "{what}: {}: {}",
            element(&text, "Code").unwrap_or_else(|| status.to_string()),
            element(&text, "Message").unwrap_or_default()
        ))
    }
}

/// `s` with XML's special characters escaped, as an element's text.
pub(crate) fn xml_text(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// `s` encoded as one segment of a path or a query value. A segment of dots alone (`..`, an
/// id hostile state could hold) is encoded too: it names that resource, never its parent.
pub(crate) fn segment(s: &str) -> String {
    if !s.is_empty() && s.bytes().all(|b| b == b'.') {
        return "%2E".repeat(s.len());
    }
    encode(s)
}

/// Send `body` with `method` to `path` of `host`'s endpoint (or the configured one), signed
/// with SigV4 for `signing`: the answer's status, its error kind (`x-amzn-errortype`) and its
/// text.
fn send(
    t: &Target,
    (host, signing): (&str, &str),
    what: &str,
    (method, path): (&str, &str),
    headers: &[(&str, &str)],
    body: String,
) -> Result<(http::StatusCode, Option<String>, String), String> {
    // Route 53 is one global endpoint, signed for us-east-1.
    let (url, region) = match (&t.endpoint, host) {
        (Some(e), "route53") => (format!("{}{path}", e.trim_end_matches('/')), "us-east-1"),
        (Some(e), _) => (
            format!("{}{path}", e.trim_end_matches('/')),
            t.region.as_str(),
        ),
        (None, "route53") => (format!("https://route53.amazonaws.com{path}"), "us-east-1"),
        (None, _) => (
            format!("https://{host}.{}.amazonaws.com{path}", t.region),
            t.region.as_str(),
        ),
    };
    let identity = t.credentials.clone().into();
    let params = v4::SigningParams::builder()
        .identity(&identity)
        .region(region)
        .name(signing)
        .time(std::time::SystemTime::now())
        .settings(SigningSettings::default())
        .build()
        .map_err(|e| format!("{what}: signing: {e}"))?
        .into();
    let length = body.len().to_string();
    let mut all: Vec<(&str, &str)> = headers.to_vec();
    all.push(("content-length", length.as_str()));
    let signable = SignableRequest::new(
        method,
        url.as_str(),
        all.iter().copied(),
        SignableBody::Bytes(body.as_bytes()),
    )
    .map_err(|e| format!("{what}: signing: {e}"))?;
    let (instructions, _) = sign(signable, &params)
        .map_err(|e| format!("{what}: signing: {e}"))?
        .into_parts();
    let signed: Vec<(String, String)> = instructions
        .headers()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    // A connection reset or a busy service (5xx, throttling) is tried again, twice, as the
    // SDKs' standard retry mode does; a refused connection (the endpoint is down) is not.
    let mut attempt = 0;
    loop {
        let mut request = http::Request::builder().method(method).uri(&url);
        for (k, v) in &all {
            request = request.header(*k, *v);
        }
        for (k, v) in &signed {
            request = request.header(k.as_str(), v.as_str());
        }
        let request = request
            .body(wstd::http::Body::from(body.clone()))
            .map_err(|e| format!("{what}: {e}"))?;
        let answer = run(async {
            let response = wstd::http::Client::new()
                .send(request)
                .await
                .map_err(|e| (true, e.to_string()))?;
            let status = response.status();
            let kind = response
                .headers()
                .get("x-amzn-errortype")
                .and_then(|v| v.to_str().ok())
                .map(str::to_string);
            let mut body = response.into_body();
            let text = body
                .str_contents()
                .await
                .map_err(|e| (false, format!("{what}: reading the answer: {e}")))?
                .to_string();
            Ok((status, kind, text))
        });
        let transient = match &answer {
            Err((true, e)) => !e.contains("refused"),
            Err((false, _)) => true,
            Ok((status, _, text)) => {
                status.is_server_error()
                    || status.as_u16() == 429
                    || ["Throttling", "TooManyRequests", "RequestLimitExceeded"]
                        .iter()
                        .any(|c| text.contains(c))
            }
        };
        if !transient || attempt == 2 {
            return answer.map_err(|(connecting, e)| {
                if connecting {
                    crate::unreachable(&what["AWS ".len()..], &e)
                } else {
                    e
                }
            });
        }
        attempt += 1;
        crate::sleep(std::time::Duration::from_millis(200 << (2 * attempt)));
    }
}

/// The text of the first `<name>` element of `xml`, its entities decoded (a tag's value or a
/// rule's description with `&` in it reads back as written).
pub(crate) fn element(xml: &str, name: &str) -> Option<String> {
    let raw = raw_element(xml, name)?;
    if !raw.contains('&') {
        return Some(raw.to_string());
    }
    let mut out = String::with_capacity(raw.len());
    let mut rest = raw;
    while let Some(at) = rest.find('&') {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        let end = rest.find(';').unwrap_or(0);
        let decoded = match &rest[..=end] {
            "&amp;" => Some('&'),
            "&lt;" => Some('<'),
            "&gt;" => Some('>'),
            "&quot;" => Some('"'),
            "&apos;" => Some('\''),
            e if e.starts_with("&#x") => u32::from_str_radix(&e[3..end], 16)
                .ok()
                .and_then(char::from_u32),
            e if e.starts_with("&#") => e[2..end].parse().ok().and_then(char::from_u32),
            _ => None,
        };
        match decoded {
            Some(c) if end > 0 => {
                out.push(c);
                rest = &rest[end + 1..];
            }
            _ => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    Some(out)
}

fn raw_element<'a>(xml: &'a str, name: &str) -> Option<&'a str> {
    let start = xml.find(&format!("<{name}>"))? + name.len() + 2;
    let end = start + xml[start..].find(&format!("</{name}>"))?;
    Some(&xml[start..end])
}

/// `xml` without its first element of each of `names`: what is left has only the item's own
/// fields, not those of what it nests (a rule's group pair has a `groupName` and a `vpcId`).
pub(crate) fn without(xml: &str, names: &[&str]) -> String {
    let mut out = xml.to_string();
    for name in names {
        if let Some(start) = out.find(&format!("<{name}>"))
            && let Some(len) = out[start..].find(&format!("</{name}>"))
        {
            out.replace_range(start..start + len + name.len() + 3, "");
        }
    }
    out
}

/// The `<item>`s directly inside the first `<set>` element of `xml`.
pub(crate) fn items(xml: &str, set: &str) -> Vec<String> {
    children(xml, set, "item")
}

/// The `<item>`s (`<member>`s, …) directly inside the first `<set>` element of `xml`.
pub(crate) fn children(xml: &str, set: &str, item: &str) -> Vec<String> {
    let Some(inner) = raw_element(xml, set) else {
        return Vec::new();
    };
    let (open_tag, close_tag) = (format!("<{item}>"), format!("</{item}>"));
    let (open_len, close_len) = (open_tag.len(), close_tag.len());
    let mut out = Vec::new();
    let mut rest = inner;
    while let Some(start) = rest.find(&open_tag) {
        // Items nest (a tag set inside an item): find the matching close.
        let body = &rest[start + open_len..];
        let (mut depth, mut at) = (1, 0);
        while depth > 0 {
            let open = body[at..].find(&open_tag).map(|i| i + at);
            let close = match body[at..].find(&close_tag) {
                Some(i) => i + at,
                None => return out,
            };
            match open {
                Some(o) if o < close => {
                    depth += 1;
                    at = o + open_len;
                }
                _ => {
                    depth -= 1;
                    at = close + close_len;
                }
            }
        }
        out.push(body[..at - close_len].to_string());
        rest = &body[at..];
    }
    out
}

/// The tags of an EC2 description (`<tagSet>`), as CloudFormation's list; Strata's own
/// (`strata:…`) left out.
pub(crate) fn tag_set(xml: &str) -> Vec<(String, String)> {
    items(xml, "tagSet")
        .iter()
        .filter_map(|i| Some((element(i, "key")?, element(i, "value").unwrap_or_default())))
        .filter(|(k, _)| !k.starts_with("strata:"))
        .collect()
}

/// An XML answer of a query API as JSON: an element with children is an object of them (one
/// whose children are all `<member>`s or `<item>`s, a list), one without is its text, decoded.
/// Attributes (`xmlns`) are dropped. The root element's content.
pub(crate) fn xml_json(xml: &str) -> serde_json::Value {
    xml_json_listing(xml, &[])
}

/// [`xml_json`], where elements named in `items` are list items too (RDS's `<Subnet>`s).
pub(crate) fn xml_json_listing(xml: &str, items: &[&str]) -> serde_json::Value {
    let mut at = 0;
    let bytes = xml.as_bytes();
    // Skip the declaration and anything before the root.
    while let Some(open) = xml[at..].find('<') {
        let start = at + open;
        if bytes
            .get(start + 1)
            .is_some_and(|b| *b == b'?' || *b == b'!')
        {
            at = start + xml[start..].find('>').map_or(xml.len() - start, |e| e + 1);
            continue;
        }
        return parse_element(xml, start, items)
            .map(|(_, v, _)| v)
            .unwrap_or_default();
    }
    serde_json::Value::Null
}

/// The element at `start` (`<`): its name, its value and where it ends.
fn parse_element(
    xml: &str,
    start: usize,
    items: &[&str],
) -> Option<(String, serde_json::Value, usize)> {
    use serde_json::Value;
    let close = start + xml[start..].find('>')?;
    let tag = &xml[start + 1..close];
    let self_closing = tag.ends_with('/');
    let name = tag
        .trim_end_matches('/')
        .split_whitespace()
        .next()?
        .to_string();
    if self_closing {
        return Some((name, Value::String(String::new()), close + 1));
    }
    let end_tag = format!("</{name}>");
    let mut at = close + 1;
    let mut children: Vec<(String, Value)> = Vec::new();
    loop {
        let next = at + xml[at..].find('<')?;
        if xml[next..].starts_with(&end_tag) {
            let value = if children.is_empty() {
                Value::String(element(&format!("<x>{}</x>", &xml[at..next]), "x")?)
            } else if children
                .iter()
                .all(|(n, _)| n == "member" || n == "item" || items.contains(&n.as_str()))
            {
                Value::Array(children.into_iter().map(|(_, v)| v).collect())
            } else {
                Value::Object(children.into_iter().collect())
            };
            return Some((name, value, next + end_tag.len()));
        }
        let (child, value, after) = parse_element(xml, next, items)?;
        children.push((child, value));
        at = after;
    }
}

/// `value` as query parameters under `prefix`: an object's keys joined with `.`, a list's
/// items as `.member.N` (from 1), the rest as text.
pub(crate) fn flatten(prefix: &str, value: &serde_json::Value, out: &mut Vec<(String, String)>) {
    use serde_json::Value;
    match value {
        Value::Object(o) => {
            for (k, v) in o {
                flatten(&format!("{prefix}.{k}"), v, out);
            }
        }
        Value::Array(a) => {
            for (i, v) in a.iter().enumerate() {
                flatten(&format!("{prefix}.member.{}", i + 1), v, out);
            }
        }
        Value::Null => {}
        Value::String(s) => out.push((prefix.to_string(), s.clone())),
        other => out.push((prefix.to_string(), other.to_string())),
    }
}
