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
    let url = match &t.endpoint {
        Some(e) => format!("{}/", e.trim_end_matches('/')),
        None => format!("https://{service}.{}.amazonaws.com/", t.region),
    };
    let mut body = format!("Action={action}&Version={version}");
    for (k, v) in params {
        body.push_str(&format!("&{}={}", encode(k), encode(v)));
    }
    let identity = t.credentials.clone().into();
    let params = v4::SigningParams::builder()
        .identity(&identity)
        .region(&t.region)
        .name(service)
        .time(std::time::SystemTime::now())
        .settings(SigningSettings::default())
        .build()
        .map_err(|e| format!("{what}: signing: {e}"))?
        .into();
    let length = body.len().to_string();
    let headers = [
        (
            "content-type",
            "application/x-www-form-urlencoded; charset=utf-8",
        ),
        ("content-length", length.as_str()),
    ];
    let signable = SignableRequest::new(
        "POST",
        url.as_str(),
        headers.iter().copied(),
        SignableBody::Bytes(body.as_bytes()),
    )
    .map_err(|e| format!("{what}: signing: {e}"))?;
    let (instructions, _) = sign(signable, &params)
        .map_err(|e| format!("{what}: signing: {e}"))?
        .into_parts();
    let mut request = http::Request::builder().method("POST").uri(&url);
    for (k, v) in headers {
        request = request.header(k, v);
    }
    let mut request = request
        .body(wstd::http::Body::from(body))
        .map_err(|e| format!("{what}: {e}"))?;
    instructions.apply_to_request_http1x(&mut request);
    run(async {
        let response = wstd::http::Client::new()
            .send(request)
            .await
            .map_err(|e| format!("{what}: {e}"))?;
        let status = response.status();
        let mut body = response.into_body();
        let text = body
            .str_contents()
            .await
            .map_err(|e| format!("{what}: reading the answer: {e}"))?
            .to_string();
        if status.is_success() {
            Ok(text)
        } else {
            Err(format!(
                "{what}: {}: {}",
                element(&text, "Code").unwrap_or_else(|| status.to_string()),
                element(&text, "Message").unwrap_or_default()
            ))
        }
    })
}

/// The text of the first `<name>` element of `xml`.
pub(crate) fn element(xml: &str, name: &str) -> Option<String> {
    let start = xml.find(&format!("<{name}>"))? + name.len() + 2;
    let end = start + xml[start..].find(&format!("</{name}>"))?;
    Some(xml[start..end].to_string())
}

/// The `<item>`s directly inside the first `<set>` element of `xml`.
pub(crate) fn items(xml: &str, set: &str) -> Vec<String> {
    let Some(inner) = element(xml, set) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut rest = inner.as_str();
    while let Some(start) = rest.find("<item>") {
        // Items nest (a tag set inside an item): find the matching close.
        let body = &rest[start + 6..];
        let (mut depth, mut at) = (1, 0);
        while depth > 0 {
            let open = body[at..].find("<item>").map(|i| i + at);
            let close = match body[at..].find("</item>") {
                Some(i) => i + at,
                None => return out,
            };
            match open {
                Some(o) if o < close => {
                    depth += 1;
                    at = o + 6;
                }
                _ => {
                    depth -= 1;
                    at = close + 7;
                }
            }
        }
        out.push(body[..at - 7].to_string());
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
