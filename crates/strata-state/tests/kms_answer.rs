//! A KMS endpoint's answer is read with a bound: one that sends more than any KMS answer is
//! cut off before it can make the host allocate what it chooses. One test in its own process:
//! it sets the AWS credentials the request is signed with.

use std::io::{Read, Write};

#[test]
fn a_kms_answer_larger_than_any_is_cut_off() {
    let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = l.local_addr().unwrap().port();
    std::thread::spawn(move || {
        for c in l.incoming().flatten() {
            let mut c = c;
            let _ = c.read(&mut [0u8; 8192]);
            // Claims and sends far more than a KMS answer: 64 MiB of JSON-ish text.
            let _ = c.write_all(
                b"HTTP/1.1 200 OK\r\nContent-Type: application/x-amz-json-1.1\r\nContent-Length: 67108864\r\n\r\n",
            );
            let chunk = vec![b' '; 1 << 20];
            for _ in 0..64 {
                if c.write_all(&chunk).is_err() {
                    break;
                }
            }
        }
    });
    // SAFETY: the only test of its process; set before anything reads them.
    #[expect(
        unsafe_code,
        reason = "the request is signed with credentials from the environment"
    )]
    unsafe {
        std::env::set_var("AWS_ACCESS_KEY_ID", "testing");
        std::env::set_var("AWS_SECRET_ACCESS_KEY", "testing");
    }
    let key = strata_state::kms::KmsKey::parse(&format!(
        "awskms://alias/x?region=us-east-1&endpoint=http%3A%2F%2F127.0.0.1%3A{port}"
    ))
    .unwrap();
    let err = key.unwrap("AAAA").unwrap_err().to_string();
    assert!(err.contains("larger than"), "{err}");
}
