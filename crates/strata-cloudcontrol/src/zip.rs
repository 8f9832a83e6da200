//! The zip the AWS provider sends as a function's code: pure, so tested here on the host; and
//! the files of a directory, as the provider zips them and `strata compile` writes them beside
//! a template.

/// Every file under `root` (its path relative to `root`, with `/`), in name order: the same
/// directory makes the same list, so the same zip.
pub fn dir_files(root: &std::path::Path) -> Result<Vec<(String, Vec<u8>)>, String> {
    fn walk(
        root: &std::path::Path,
        at: &std::path::Path,
        out: &mut Vec<(String, Vec<u8>)>,
    ) -> Result<(), String> {
        let entries =
            std::fs::read_dir(at).map_err(|e| format!("cannot read {}: {e}", at.display()))?;
        for entry in entries {
            let entry = entry.map_err(|e| format!("cannot read {}: {e}", at.display()))?;
            let path = entry.path();
            let kind = entry
                .file_type()
                .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            if kind.is_dir() {
                walk(root, &path, out)?;
            } else if kind.is_file() {
                let bytes = std::fs::read(&path)
                    .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
                let name = path
                    .strip_prefix(root)
                    .unwrap_or(&path)
                    .to_string_lossy()
                    .replace('\\', "/");
                out.push((name, bytes));
            }
        }
        Ok(())
    }
    let mut out = Vec::new();
    walk(root, root, &mut out)?;
    if out.is_empty() {
        return Err(format!(
            "{} has no files: a function needs its code",
            root.display()
        ));
    }
    out.sort_by(|a, b| a.0.cmp(&b.0));
    Ok(out)
}

/// A zip of `files`, stored (not compressed), every date 1980-01-01 and every file readable
/// by all: the same files make the same bytes, so the same digest.
pub fn zip_stored(files: &[(String, Vec<u8>)]) -> Vec<u8> {
    let mut out = Vec::new();
    let mut central = Vec::new();
    let u16le = |v: &mut Vec<u8>, x: u16| v.extend_from_slice(&x.to_le_bytes());
    let u32le = |v: &mut Vec<u8>, x: u32| v.extend_from_slice(&x.to_le_bytes());
    for (name, bytes) in files {
        let offset = out.len() as u32;
        let crc = crc32(bytes);
        let (size, name_len) = (bytes.len() as u32, name.len() as u16);
        // The local header.
        u32le(&mut out, 0x0403_4b50);
        u16le(&mut out, 20); // version needed
        u16le(&mut out, 0x0800); // flags: UTF-8 names
        u16le(&mut out, 0); // stored
        u16le(&mut out, 0); // time
        u16le(&mut out, 0x21); // date: 1980-01-01
        u32le(&mut out, crc);
        u32le(&mut out, size);
        u32le(&mut out, size);
        u16le(&mut out, name_len);
        u16le(&mut out, 0);
        out.extend_from_slice(name.as_bytes());
        out.extend_from_slice(bytes);
        // Its central directory entry.
        u32le(&mut central, 0x0201_4b50);
        u16le(&mut central, 0x0314); // made by: Unix, 2.0
        u16le(&mut central, 20);
        u16le(&mut central, 0x0800);
        u16le(&mut central, 0);
        u16le(&mut central, 0);
        u16le(&mut central, 0x21);
        u32le(&mut central, crc);
        u32le(&mut central, size);
        u32le(&mut central, size);
        u16le(&mut central, name_len);
        u16le(&mut central, 0); // extra
        u16le(&mut central, 0); // comment
        u16le(&mut central, 0); // disk
        u16le(&mut central, 0); // internal attributes
        u32le(&mut central, 0o100_644 << 16); // a regular file, rw-r--r--
        u32le(&mut central, offset);
        central.extend_from_slice(name.as_bytes());
    }
    let (at, len) = (out.len() as u32, central.len() as u32);
    out.extend_from_slice(&central);
    u32le(&mut out, 0x0605_4b50);
    u16le(&mut out, 0);
    u16le(&mut out, 0);
    u16le(&mut out, files.len() as u16);
    u16le(&mut out, files.len() as u16);
    u32le(&mut out, len);
    u32le(&mut out, at);
    u16le(&mut out, 0);
    out
}

/// CRC-32 (IEEE), as zip files use it.
pub fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for b in bytes {
        crc ^= u32::from(*b);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_crc_is_ieee_s() {
        // The standard check value of CRC-32/ISO-HDLC.
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
        assert_eq!(crc32(b""), 0);
    }

    #[test]
    fn the_same_files_make_the_same_zip_and_python_reads_it() {
        let files = vec![
            (
                "handler.py".to_string(),
                b"def handle(e, c):\n    return 1\n".to_vec(),
            ),
            ("lib/util.py".to_string(), b"X = 1\n".to_vec()),
        ];
        let zip = zip_stored(&files);
        assert_eq!(zip, zip_stored(&files));
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("code.zip");
        std::fs::write(&path, &zip).unwrap();
        // Python's zipfile checks every entry's CRC (`-t`) and lists them.
        let out = std::process::Command::new("python3")
            .args(["-c", "import sys, zipfile\nz = zipfile.ZipFile(sys.argv[1])\nassert z.testzip() is None\nprint([(i.filename, oct(i.external_attr >> 16)) for i in z.infolist()], z.read('lib/util.py'))"])
            .arg(&path)
            .output()
            .expect("python3 runs");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(
            String::from_utf8_lossy(&out.stdout).trim(),
            "[('handler.py', '0o100644'), ('lib/util.py', '0o100644')] b'X = 1\\n'"
        );
    }
}
