//! The output capability: what a guest writes to stdout and stderr. Writes never fail and
//! never block (a guest that logs a lot must not trap or stall); complete lines are collected,
//! bounded in length and in number, and handed to the log after each call, so a secret split
//! across two writes is whole again by the time the line is scrubbed.

use bytes::Bytes;
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use wasmtime_wasi::cli::{IsTerminal, StdoutStream};
use wasmtime_wasi::p2::{OutputStream, Pollable, StreamError};

/// The longest line kept; the rest of a longer line is cut and marked.
pub(crate) const MAX_LINE: usize = 4096;
/// Lines kept between two drains; older ones are dropped and counted.
pub(crate) const MAX_LINES: usize = 256;

#[derive(Default)]
struct Buffer {
    /// The line being written (up to `MAX_LINE` bytes).
    partial: Vec<u8>,
    /// Bytes of the current line beyond `MAX_LINE`, cut.
    cut: usize,
    lines: VecDeque<String>,
    dropped: usize,
}

impl Buffer {
    fn push(&mut self, bytes: &[u8]) {
        for chunk in bytes.split_inclusive(|b| *b == b'\n') {
            let (body, ends) = match chunk.strip_suffix(b"\n") {
                Some(body) => (body, true),
                None => (chunk, false),
            };
            let room = MAX_LINE.saturating_sub(self.partial.len());
            let take = body.len().min(room);
            self.partial.extend_from_slice(&body[..take]);
            self.cut += body.len() - take;
            if ends {
                self.end_line();
            }
        }
    }

    fn end_line(&mut self) {
        let mut line = String::from_utf8_lossy(&self.partial).into_owned();
        if self.cut > 0 {
            line.push_str(&format!(" … ({} more bytes cut)", self.cut));
        }
        self.partial.clear();
        self.cut = 0;
        if self.lines.len() == MAX_LINES {
            self.lines.pop_front();
            self.dropped += 1;
        }
        self.lines.push_back(line);
    }
}

/// The output capability: every instance prints to its own [`Printed`].
pub(crate) struct Output;

impl super::Capability for Output {
    type Instance = Printed;

    fn prepare(_: &super::Given) -> Result<Output, String> {
        Ok(Output)
    }

    fn instance(&self, wasi: &mut wasmtime_wasi::WasiCtxBuilder) -> Result<Printed, String> {
        Ok(Printed::new(wasi))
    }
}

/// An instance's stdout and stderr.
#[derive(Clone, Default)]
pub(crate) struct Printed {
    pub(crate) stdout: GuestOutput,
    pub(crate) stderr: GuestOutput,
}

impl Printed {
    /// Give a new instance its stdout and stderr.
    pub(crate) fn new(wasi: &mut wasmtime_wasi::WasiCtxBuilder) -> Printed {
        let p = Printed::default();
        wasi.stdout(p.stdout.clone()).stderr(p.stderr.clone());
        p
    }

    /// The lines printed since the last call, stdout's then stderr's.
    pub(crate) fn drain(&self) -> Vec<String> {
        let mut lines = self.stdout.drain();
        lines.extend(self.stderr.drain());
        lines
    }
}

/// A guest's stdout or stderr: a cheap handle, cloned into the WASI context.
#[derive(Clone, Default)]
pub(crate) struct GuestOutput(Arc<Mutex<Buffer>>);

impl GuestOutput {
    fn lock(&self) -> std::sync::MutexGuard<'_, Buffer> {
        self.0.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The lines written since the last drain (an unfinished last line too), with a note of how
    /// many were dropped to stay bounded.
    pub(crate) fn drain(&self) -> Vec<String> {
        let mut b = self.lock();
        if b.lines.is_empty() && b.partial.is_empty() && b.cut == 0 && b.dropped == 0 {
            return Vec::new();
        }
        if !b.partial.is_empty() || b.cut > 0 {
            b.end_line();
        }
        let mut out = Vec::with_capacity(b.lines.len() + 1);
        if b.dropped > 0 {
            out.push(format!("… ({} earlier lines dropped)", b.dropped));
            b.dropped = 0;
        }
        out.extend(b.lines.drain(..));
        out
    }
}

impl IsTerminal for GuestOutput {
    fn is_terminal(&self) -> bool {
        false
    }
}

impl StdoutStream for GuestOutput {
    fn p2_stream(&self) -> Box<dyn OutputStream> {
        Box::new(self.clone())
    }

    fn async_stream(&self) -> Box<dyn tokio::io::AsyncWrite + Send + Sync> {
        Box::new(self.clone())
    }
}

#[async_trait::async_trait]
impl OutputStream for GuestOutput {
    fn write(&mut self, bytes: Bytes) -> Result<(), StreamError> {
        self.lock().push(&bytes);
        Ok(())
    }

    fn flush(&mut self) -> Result<(), StreamError> {
        Ok(())
    }

    fn check_write(&mut self) -> Result<usize, StreamError> {
        Ok(64 * 1024)
    }
}

#[async_trait::async_trait]
impl Pollable for GuestOutput {
    async fn ready(&mut self) {}
}

impl tokio::io::AsyncWrite for GuestOutput {
    fn poll_write(
        self: std::pin::Pin<&mut Self>,
        _cx: &mut std::task::Context<'_>,
        buf: &[u8],
    ) -> std::task::Poll<std::io::Result<usize>> {
        self.lock().push(buf);
        std::task::Poll::Ready(Ok(buf.len()))
    }

    fn poll_flush(
        self: std::pin::Pin<&mut Self>,
        _cx: &mut std::task::Context<'_>,
    ) -> std::task::Poll<std::io::Result<()>> {
        std::task::Poll::Ready(Ok(()))
    }

    fn poll_shutdown(
        self: std::pin::Pin<&mut Self>,
        _cx: &mut std::task::Context<'_>,
    ) -> std::task::Poll<std::io::Result<()>> {
        std::task::Poll::Ready(Ok(()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_joined_across_writes_cut_when_long_and_bounded_in_number() {
        let o = GuestOutput::default();
        let mut w = o.clone();
        w.write(Bytes::from_static(b"hunt")).unwrap();
        w.write(Bytes::from_static(b"er2 said\nsecond")).unwrap();
        assert_eq!(o.drain(), vec!["hunter2 said", "second"]);
        assert!(o.drain().is_empty());
        w.write(Bytes::from(vec![b'x'; MAX_LINE + 10])).unwrap();
        w.write(Bytes::from_static(b"\n")).unwrap();
        let l = o.drain();
        assert!(
            l[0].ends_with("(10 more bytes cut)"),
            "{}",
            &l[0][MAX_LINE..]
        );
        for i in 0..MAX_LINES + 5 {
            w.write(Bytes::from(format!("{i}\n"))).unwrap();
        }
        let l = o.drain();
        assert_eq!(l.len(), MAX_LINES + 1);
        assert_eq!(l[0], "… (5 earlier lines dropped)");
        assert_eq!(l[1], "5");
    }
}
