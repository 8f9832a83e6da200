//! AWS KMS as a stack's secrets provider: the stack's data key (the 32-byte key its secrets are
//! encrypted with) is wrapped by a KMS key, and the stack file records the wrapped key beside the
//! key id. A teammate with `kms:Decrypt` on that KMS key opens it; no key file is passed around.
//!
//! The URL names the key, its region and, for a local endpoint, where KMS answers:
//! `awskms://alias/NAME?region=R` (or a key id or ARN), `&endpoint=URL` for moto or LocalStack.
//! Credentials come from the usual variables (`AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`,
//! `AWS_SESSION_TOKEN`); requests are signed with SigV4 (`aws-sigv4`) and sent with reqwest,
//! without the whole SDK. The stack file is shared: its endpoint is reached only over https, or
//! over plain http on this machine's loopback, so signed requests never cross a network in the
//! clear.

use crate::StateError;
use base64::Engine as _;
use base64::engine::general_purpose::STANDARD as B64;
use serde_json::{Value, json};

/// The most a KMS answer may be.
const MAX_ANSWER: usize = 64 << 10;

/// A parsed `awskms://` URL.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KmsKey {
    /// The KMS key: `alias/NAME`, a key id or an ARN.
    pub key: String,
    pub region: String,
    /// Where KMS answers (`https://kms.REGION.amazonaws.com` unless the URL says otherwise).
    pub endpoint: String,
}

fn bad(message: String) -> StateError {
    StateError::Secrets(message)
}

impl KmsKey {
    /// Parse `awskms://KEY?region=R&endpoint=URL`; the region may come from `AWS_REGION` (or
    /// `AWS_DEFAULT_REGION`) instead.
    pub fn parse(url: &str) -> Result<KmsKey, StateError> {
        let rest = url.strip_prefix("awskms://").ok_or_else(|| {
            bad(format!(
                "`{url}` is not an AWS KMS key: use awskms://alias/NAME?region=REGION"
            ))
        })?;
        let (key, query) = rest.split_once('?').unwrap_or((rest, ""));
        let key = key.trim_start_matches('/').to_string();
        if key.is_empty() {
            return Err(bad(format!(
                "`{url}` names no KMS key: use awskms://alias/NAME?region=REGION"
            )));
        }
        let (mut region, mut endpoint) = (None, None);
        for pair in query.split('&').filter(|p| !p.is_empty()) {
            match pair.split_once('=') {
                Some(("region", r)) => region = Some(r.to_string()),
                Some(("endpoint", e)) => endpoint = Some(percent_decode(e)),
                _ => {
                    return Err(bad(format!(
                        "`{url}`: `{pair}` is not a setting of an AWS KMS key (region, endpoint)"
                    )));
                }
            }
        }
        let region = region
            .or_else(|| std::env::var("AWS_REGION").ok())
            .or_else(|| std::env::var("AWS_DEFAULT_REGION").ok())
            .ok_or_else(|| {
                bad(format!(
                    "`{url}` names no region: add ?region=REGION (or set AWS_REGION)"
                ))
            })?;
        // The region becomes part of a host name: only what a region is (`eu-west-1`,
        // `us-gov-east-1`), so that a stack file's `region=x@evil.example/` names no other host.
        let region_ok = !region.is_empty()
            && region.len() <= 32
            && region
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
            && !region.starts_with('-')
            && !region.ends_with('-');
        if !region_ok {
            return Err(bad(format!(
                "`{url}`: `{region}` is not an AWS region (lower-case letters, digits and `-`, as `eu-west-1`)"
            )));
        }
        let endpoint = endpoint.unwrap_or_else(|| format!("https://kms.{region}.amazonaws.com"));
        check_endpoint(&endpoint)?;
        Ok(KmsKey {
            key,
            region,
            endpoint,
        })
    }

    /// Wrap `data_key` with this KMS key: the ciphertext, base64, to record in the stack file.
    pub fn wrap(&self, data_key: &[u8; 32]) -> Result<String, StateError> {
        let out = self.call(
            "Encrypt",
            json!({"KeyId": self.key, "Plaintext": B64.encode(data_key)}),
        )?;
        out["CiphertextBlob"]
            .as_str()
            .map(str::to_string)
            .ok_or_else(|| {
                bad(format!(
                    "AWS KMS ({}): Encrypt returned no ciphertext",
                    self.key
                ))
            })
    }

    /// Unwrap a data key recorded by [`KmsKey::wrap`].
    pub fn unwrap(&self, wrapped: &str) -> Result<[u8; 32], StateError> {
        let out = self.call(
            "Decrypt",
            json!({"KeyId": self.key, "CiphertextBlob": wrapped}),
        )?;
        let plain = out["Plaintext"]
            .as_str()
            .and_then(|p| B64.decode(p).ok())
            .ok_or_else(|| bad(format!("AWS KMS ({}): Decrypt returned no key", self.key)))?;
        plain.try_into().map_err(|_| {
            bad(format!(
                "AWS KMS ({}): the unwrapped key is not 32 bytes",
                self.key
            ))
        })
    }

    /// One signed call of KMS's JSON API (`TrentService.TARGET`), on a thread of its own (this
    /// may be called from async code, which must not block on the network).
    fn call(&self, target: &str, body: Value) -> Result<Value, StateError> {
        let this = self.clone();
        let target = target.to_string();
        std::thread::spawn(move || this.call_blocking(&target, &body))
            .join()
            .unwrap_or_else(|_| Err(bad("AWS KMS: the request thread panicked".into())))
    }

    fn call_blocking(&self, target: &str, body: &Value) -> Result<Value, StateError> {
        use aws_sigv4::http_request::{SignableBody, SignableRequest, SigningSettings, sign};
        let what = format!("AWS KMS {target} with {} at {}", self.key, self.endpoint);
        let var = |name: &str| std::env::var(name).ok().filter(|v| !v.is_empty());
        let (Some(id), Some(secret)) = (var("AWS_ACCESS_KEY_ID"), var("AWS_SECRET_ACCESS_KEY"))
        else {
            return Err(bad(format!(
                "{what}: no AWS credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (and AWS_SESSION_TOKEN for temporary ones) to an identity allowed kms:Encrypt and kms:Decrypt on {}",
                self.key
            )));
        };
        let identity = aws_credential_types::Credentials::new(
            id,
            secret,
            var("AWS_SESSION_TOKEN"),
            None,
            "environment",
        )
        .into();
        let payload = body.to_string();
        let amz_target = format!("TrentService.{target}");
        let headers = [
            ("content-type", "application/x-amz-json-1.1"),
            ("x-amz-target", amz_target.as_str()),
        ];
        let params = aws_sigv4::sign::v4::SigningParams::builder()
            .identity(&identity)
            .region(&self.region)
            .name("kms")
            .time(std::time::SystemTime::now())
            .settings(SigningSettings::default())
            .build()
            .map_err(|e| bad(format!("{what}: signing: {e}")))?
            .into();
        let url = format!("{}/", self.endpoint.trim_end_matches('/'));
        let signable = SignableRequest::new(
            "POST",
            url.as_str(),
            headers.iter().copied(),
            SignableBody::Bytes(payload.as_bytes()),
        )
        .map_err(|e| bad(format!("{what}: signing: {e}")))?;
        let (instructions, _) = sign(signable, &params)
            .map_err(|e| bad(format!("{what}: signing: {e}")))?
            .into_parts();
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(|e| bad(format!("{what}: {e}")))?;
        crate::tls::install();
        runtime.block_on(async {
            let client = reqwest::Client::builder()
                .timeout(std::time::Duration::from_secs(30))
                .redirect(reqwest::redirect::Policy::none())
                .build()
                .map_err(|e| bad(format!("{what}: {e}")))?;
            let mut request = client.post(&url).body(payload.clone());
            for (k, v) in headers.iter().copied().chain(instructions.headers()) {
                request = request.header(k, v);
            }
            let response = request
                .send()
                .await
                .map_err(|e| bad(format!("{what}: {e}")))?;
            let status = response.status();
            // An answer is a few hundred bytes: one larger is cut off, read in chunks, before
            // it can make this process allocate what the endpoint chooses.
            let mut response = response;
            let mut body = Vec::new();
            while let Some(chunk) = response
                .chunk()
                .await
                .map_err(|e| bad(format!("{what}: {e}")))?
            {
                body.extend_from_slice(&chunk);
                if body.len() > MAX_ANSWER {
                    return Err(bad(format!(
                        "{what}: the answer is larger than {MAX_ANSWER} bytes, which no KMS answer is"
                    )));
                }
            }
            let value: Value = serde_json::from_slice(&body).unwrap_or(Value::Null);
            if !status.is_success() {
                let kind = value["__type"].as_str().unwrap_or("error");
                let message = value["message"]
                    .as_str()
                    .or_else(|| value["Message"].as_str())
                    .unwrap_or("");
                return Err(bad(format!("{what}: {status} {kind} {message}")));
            }
            Ok(value)
        })
    }
}

/// An endpoint a shared stack file may name: https anywhere, plain http only on loopback.
fn check_endpoint(endpoint: &str) -> Result<(), StateError> {
    let url = reqwest::Url::parse(endpoint)
        .map_err(|e| bad(format!("AWS KMS endpoint `{endpoint}`: {e}")))?;
    let loopback = match url.host_str() {
        Some("localhost") => true,
        Some(h) => h
            .trim_matches(['[', ']'])
            .parse::<std::net::IpAddr>()
            .is_ok_and(|a| a.is_loopback()),
        None => false,
    };
    match url.scheme() {
        "https" => Ok(()),
        "http" if loopback => Ok(()),
        _ => Err(bad(format!(
            "AWS KMS endpoint `{endpoint}`: use https (plain http is allowed only on this machine's loopback, for a local KMS)"
        ))),
    }
}

fn percent_decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let escaped = (bytes[i] == b'%')
            .then(|| bytes.get(i + 1..i + 3))
            .flatten()
            .and_then(|hex| u8::from_str_radix(std::str::from_utf8(hex).ok()?, 16).ok());
        match escaped {
            Some(b) => {
                out.push(b);
                i += 3;
            }
            None => {
                out.push(bytes[i]);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kms_urls_parse_and_their_endpoint_is_https_or_loopback() {
        let k = KmsKey::parse("awskms://alias/team?region=eu-west-1").unwrap();
        assert_eq!(k.key, "alias/team");
        assert_eq!(k.endpoint, "https://kms.eu-west-1.amazonaws.com");
        let k = KmsKey::parse(
            "awskms://alias/t?region=us-east-1&endpoint=http%3A%2F%2F127.0.0.1%3A5000",
        )
        .unwrap();
        assert_eq!(k.endpoint, "http://127.0.0.1:5000");
        let e = KmsKey::parse("awskms://alias/t?region=us-east-1&endpoint=http://evil.example")
            .unwrap_err();
        assert!(e.to_string().contains("use https"), "{e}");
        // A region is a region: never a way to name another host.
        for region in [
            "x@127.0.0.1:19000/",
            "evil.example/",
            "evil.example?",
            "evil.example#",
            "EU-WEST-1",
            "eu west 1",
            "-x",
            "",
        ] {
            let url = format!("awskms://alias/t?region={region}");
            assert!(KmsKey::parse(&url).is_err(), "{url}");
        }
        assert!(KmsKey::parse("awskms://alias/t?region=us-gov-east-1").is_ok());
        let e = KmsKey::parse("awskms://alias/t?region=us-east-1&color=red").unwrap_err();
        assert!(
            e.to_string().contains("`color=red` is not a setting"),
            "{e}"
        );
        assert!(KmsKey::parse("awskms://?region=us-east-1").is_err());
    }
}
