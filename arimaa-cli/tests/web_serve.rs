//! `arimaa web` as a user starts it: `--port 0` prints the URL of a free port on
//! 127.0.0.1; every file of the page is served with the type a browser needs (the
//! WebAssembly module as `application/wasm`, scripts as `text/javascript`), anything else
//! is 404, other methods 405; the page names no other host; a taken port is an error
//! that names it. (The page itself is tested in chromium by web/tests/page.mjs.)

mod common;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::process::{Child, Stdio};

use arimaa_cli::web::ASSETS;

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

/// One request; returns the status code, the Content-Type and the body.
fn request(url: &str, method: &str, path: &str) -> (u16, String, Vec<u8>) {
    let host = url.trim_start_matches("http://").trim_end_matches('/');
    let mut stream = TcpStream::connect(host).expect("connect");
    write!(
        stream,
        "{method} {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n"
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
    let content_type = head
        .lines()
        .find_map(|l| {
            l.to_ascii_lowercase()
                .strip_prefix("content-type:")
                .map(|v| v.trim().to_string())
        })
        .unwrap_or_default();
    (status, content_type, raw[split + 4..].to_vec())
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
        assert_eq!(body.as_slice(), arimaa_cli::web::asset(path).unwrap().body);
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
fn the_page_names_no_other_host() {
    // The SVG namespace is a name, not a request.
    for a in ASSETS {
        let text = String::from_utf8_lossy(a.body).replace("http://www.w3.org/2000/svg", "");
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
