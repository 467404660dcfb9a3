//! `arimaa web` as a user starts it: `--port 0` prints the URL of a free port on
//! 127.0.0.1; every file of the page is served with the type a browser needs (the
//! WebAssembly module as `application/wasm`, scripts as `text/javascript`), gzipped to a
//! client that accepts gzip and plain to one that does not (the same bytes once
//! decompressed, `index.html` the repository's `web/index.html`), anything else is 404,
//! other methods 405; the page names no other host; a taken port is an error that names
//! it. (The page itself is tested in chromium by web/tests/page.mjs.)

mod common;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::Path;
use std::process::{Child, Stdio};

use arimaa_cli::web::{ASSETS, asset};
use flate2::read::GzDecoder;

/// The server, stopped when dropped.
struct Server(Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Starts `arimaa web ARGS` and returns it with the URL it printed.
fn start(args: &[&str]) -> (Server, String) {
    let mut child = common::arimaa()
        .arg("web")
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start arimaa web");
    let mut line = String::new();
    BufReader::new(child.stdout.take().expect("stdout"))
        .read_line(&mut line)
        .expect("read the first line");
    let url = line
        .split_whitespace()
        .find(|w| w.starts_with("http://"))
        .unwrap_or_else(|| panic!("no URL in {line:?}"))
        .to_string();
    (Server(child), url)
}

/// An answer: the status code, the headers (names in lower case) and the body.
struct Answer {
    status: u16,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
}

impl Answer {
    /// The value of a header, if present.
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }
}

/// One request with extra header lines (`Name: value`).
fn request_with(url: &str, method: &str, path: &str, extra: &[&str]) -> Answer {
    let host = url.trim_start_matches("http://").trim_end_matches('/');
    let mut stream = TcpStream::connect(host).expect("connect");
    let extra: String = extra.iter().map(|h| format!("{h}\r\n")).collect();
    write!(
        stream,
        "{method} {path} HTTP/1.1\r\nHost: {host}\r\n{extra}Connection: close\r\n\r\n"
    )
    .expect("send");
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).expect("receive");
    let split = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("end of headers");
    let head = String::from_utf8_lossy(&raw[..split]).into_owned();
    let status = head
        .split(' ')
        .nth(1)
        .expect("status")
        .parse()
        .expect("code");
    let headers = head
        .lines()
        .skip(1)
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    Answer {
        status,
        headers,
        body: raw[split + 4..].to_vec(),
    }
}

/// One request without extra headers (no `Accept-Encoding`: the plain bytes); returns the
/// status code, the Content-Type and the body.
fn request(url: &str, method: &str, path: &str) -> (u16, String, Vec<u8>) {
    let a = request_with(url, method, path, &[]);
    let ty = a.header("content-type").unwrap_or_default().to_string();
    (a.status, ty, a.body)
}

/// Decompresses a gzip body.
fn gunzip(body: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    GzDecoder::new(body)
        .read_to_end(&mut out)
        .expect("a gzip stream");
    out
}

#[test]
fn serves_the_page_on_a_free_port_of_127_0_0_1() {
    let (_server, url) = start(&["--port", "0"]);
    assert!(url.starts_with("http://127.0.0.1:"), "{url}");
    assert_ne!(url, "http://127.0.0.1:0/");

    let (status, ty, body) = request(&url, "GET", "/");
    assert_eq!((status, ty.as_str()), (200, "text/html; charset=utf-8"));
    let html = String::from_utf8(body).expect("UTF-8");
    assert!(html.contains(r#"<script type="importmap">"#), "{html}");
    assert!(html.contains("<arimaa-board"), "{html}");

    for (path, want) in [
        ("/app.js", "text/javascript; charset=utf-8"),
        ("/worker.js", "text/javascript; charset=utf-8"),
        ("/arimaa/index.mjs", "text/javascript; charset=utf-8"),
        ("/arimaa/board.mjs", "text/javascript; charset=utf-8"),
        ("/style.css", "text/css; charset=utf-8"),
        ("/arimaa/wasm/web/arimaa_wasm_bg.wasm", "application/wasm"),
    ] {
        let (status, ty, body) = request(&url, "GET", path);
        assert_eq!((status, ty.as_str()), (200, want), "{path}");
        assert_eq!(body, asset(path).unwrap().bytes().expect("decompresses"));
        if path.ends_with(".wasm") {
            // The WebAssembly binary format's magic number and version 1.
            assert_eq!(&body[..8], b"\0asm\x01\0\0\0");
        }
    }
    let (status, ..) = request(&url, "HEAD", "/arimaa/index.mjs");
    assert_eq!(status, 200);
    for path in [
        "/nope",
        "/../Cargo.toml",
        "/arimaa/",
        "/arimaa/wasm/web/package.json",
    ] {
        assert_eq!(request(&url, "GET", path).0, 404, "{path}");
    }
    assert_eq!(request(&url, "POST", "/").0, 405);
}

#[test]
fn a_client_accepting_gzip_gets_the_embedded_gzip_bytes() {
    let (_server, url) = start(&["--port", "0"]);
    for a in ASSETS {
        let plain = request_with(&url, "GET", a.path, &[]);
        assert_eq!(plain.status, 200, "{}", a.path);
        assert_eq!(plain.header("content-encoding"), None, "{}", a.path);
        assert_eq!(plain.header("vary"), Some("Accept-Encoding"), "{}", a.path);
        let length = plain.body.len().to_string();
        assert_eq!(plain.header("content-length"), Some(length.as_str()));

        // What browsers send.
        let gz = request_with(
            &url,
            "GET",
            a.path,
            &["Accept-Encoding: gzip, deflate, br, zstd"],
        );
        assert_eq!(gz.status, 200, "{}", a.path);
        assert_eq!(gz.header("content-encoding"), Some("gzip"), "{}", a.path);
        assert_eq!(gz.header("vary"), Some("Accept-Encoding"), "{}", a.path);
        assert_eq!(gz.header("content-type"), Some(a.content_type));
        let length = gz.body.len().to_string();
        assert_eq!(gz.header("content-length"), Some(length.as_str()));
        assert_eq!(gz.body, a.gzip, "{}", a.path);
        assert!(
            gz.body.len() < plain.body.len(),
            "{} is smaller gzipped",
            a.path
        );
        assert_eq!(gunzip(&gz.body), plain.body, "{}", a.path);

        // HEAD: the same headers, no body.
        let head = request_with(&url, "HEAD", a.path, &["Accept-Encoding: gzip"]);
        assert_eq!(head.header("content-encoding"), Some("gzip"));
        assert_eq!(head.header("content-length"), Some(length.as_str()));
        assert!(head.body.is_empty(), "{}", a.path);
    }
    // Refused by weight: the plain bytes.
    let refused = request_with(&url, "GET", "/", &["Accept-Encoding: gzip;q=0, br"]);
    assert_eq!(refused.header("content-encoding"), None);
    assert_eq!(
        refused.body,
        asset("/").unwrap().bytes().expect("decompresses")
    );

    let wasm = request_with(
        &url,
        "GET",
        "/arimaa/wasm/web/arimaa_wasm_bg.wasm",
        &["Accept-Encoding: gzip"],
    );
    // The WebAssembly binary format's magic number and version 1, once decompressed.
    assert_eq!(&gunzip(&wasm.body)[..8], b"\0asm\x01\0\0\0");

    // The page's source, where the repository is at hand (not in the packaged crate): the
    // served index.html is web/index.html, byte for byte.
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("../web/index.html");
    let html = request_with(&url, "GET", "/", &["Accept-Encoding: gzip"]);
    match std::fs::read(&source) {
        Ok(want) => assert_eq!(gunzip(&html.body), want, "index.html is web/index.html"),
        // Written to stderr directly: libtest does not capture it, the skip shows.
        Err(e) => {
            let _ = writeln!(
                std::io::stderr(),
                "SKIPPED the comparison of the served index.html with {} ({e}): not in a checkout",
                source.display()
            );
        }
    }
}

#[test]
fn every_embedded_file_decompresses_without_name_or_time() {
    for a in ASSETS {
        // RFC 1952: ID1 ID2 CM=8 (deflate), FLG without FNAME, MTIME 0 (`gzip -n`).
        assert_eq!(&a.gzip[..3], b"\x1f\x8b\x08", "{}", a.path);
        assert_eq!(a.gzip[3] & 0x08, 0, "{}: a file name in the header", a.path);
        assert_eq!(
            &a.gzip[4..8],
            &[0, 0, 0, 0],
            "{}: a time in the header",
            a.path
        );
        let bytes = a.bytes().expect("decompresses");
        assert!(!bytes.is_empty(), "{}", a.path);
        assert_eq!(bytes, gunzip(a.gzip));
    }
}

#[test]
fn the_page_names_no_other_host() {
    // The SVG namespace is a name, not a request.
    for a in ASSETS {
        let body = a.bytes().expect("decompresses");
        let text = String::from_utf8_lossy(&body).replace("http://www.w3.org/2000/svg", "");
        for scheme in ["http://", "https://", "//cdn", "ws://", "wss://"] {
            assert!(!text.contains(scheme), "{} names {scheme}", a.path);
        }
    }
}

#[test]
fn a_taken_port_is_an_error_naming_it() {
    let taken = TcpListener::bind("127.0.0.1:0").expect("bind");
    let port = taken.local_addr().expect("addr").port().to_string();
    let out = common::run(&["web", "--port", &port]);
    assert!(!out.status.success());
    let err = common::stderr(&out);
    assert!(
        err.contains(&format!("cannot serve on 127.0.0.1:{port}")),
        "{err}"
    );
}

#[test]
fn every_file_of_the_built_bundle_is_embedded() {
    // arimaa-cli/web/ (written by scripts/build-web --install, in the crate): each <file>.gz
    // is an asset, so a new file of the bundle (e.g. a part of the board element) cannot
    // be built and left out of `ASSETS` (the page would not load it).
    fn gz_files(dir: &Path, base: &Path, out: &mut Vec<String>) {
        for entry in std::fs::read_dir(dir).expect("arimaa-cli/web/ is readable") {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                gz_files(&path, base, out);
            } else if let Some(file) = path.to_str().and_then(|p| p.strip_suffix(".gz")) {
                let rel = Path::new(file).strip_prefix(base).expect("under web/");
                out.push(format!(
                    "/{}",
                    rel.to_str().expect("UTF-8").replace('\\', "/")
                ));
            }
        }
    }
    let web = Path::new(env!("CARGO_MANIFEST_DIR")).join("web");
    let mut built = Vec::new();
    gz_files(&web, &web, &mut built);
    built.sort();
    let mut embedded: Vec<String> = ASSETS.iter().map(|a| a.path.to_string()).collect();
    embedded.sort();
    assert_eq!(built, embedded);
}

#[test]
fn a_burst_of_connections_is_all_answered() {
    // A browser fetching the page's modules opens several connections at once; on a fresh
    // server each must be answered (tiny_http's pool of connection threads can leave some
    // waiting until another connection closes: the responses say `Connection: close`).
    let (_server, url) = start(&["--port", "0"]);
    let host = url.trim_start_matches("http://").trim_end_matches('/');
    let mut streams: Vec<TcpStream> = (0..8)
        .map(|_| TcpStream::connect(host).expect("connect"))
        .collect();
    for s in &mut streams {
        write!(
            s,
            "GET /arimaa/board.mjs HTTP/1.1\r\nHost: {host}\r\nAccept-Encoding: gzip\r\n\r\n"
        )
        .expect("send");
    }
    // Read as a browser does: the headers, then Content-Length bytes; then, as the
    // response says, close the connection.
    for (i, s) in streams.into_iter().enumerate() {
        s.set_read_timeout(Some(std::time::Duration::from_secs(10)))
            .expect("timeout");
        let mut reader = BufReader::new(s);
        let mut head = String::new();
        loop {
            let mut line = String::new();
            match reader.read_line(&mut line) {
                Ok(n) if n > 0 && line != "\r\n" => head.push_str(&line),
                Ok(_) => break,
                Err(e) => panic!("connection {i} of 8 not answered: {e} (so far {head:?})"),
            }
        }
        assert!(
            head.starts_with("HTTP/1.1 200 OK\r\n"),
            "connection {i}: {head:?}"
        );
        assert!(
            head.contains("\r\nConnection: close\r\n"),
            "connection {i}: {head:?}"
        );
        let len: usize = head
            .lines()
            .find_map(|l| l.strip_prefix("Content-Length: "))
            .expect("a length")
            .parse()
            .expect("a number");
        let mut body = vec![0; len];
        reader.read_exact(&mut body).expect("the body");
    }
}
