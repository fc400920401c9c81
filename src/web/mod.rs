//! What Bifronte fetches from the web: Scryfall's bulk card data (`bulk.rs`, `bifronte import
//! --download`) and card pictures on demand (`pictures.rs`, drawn by `table::images`). HTTP is
//! ureq's (blocking, on threads of their own) over rustls. Every request says who asks (the
//! User-Agent and Accept headers Scryfall's API documentation asks for) and has timeouts, and
//! every failure is one line that says what and where ([`Failure`]). Nothing is written until
//! it is whole: a download goes to a `.part` file renamed once complete and checked.
//!
//! The API's address is Scryfall's unless `BIFRONTE_SCRYFALL_API` says otherwise (the tests'
//! loopback server); pictures come from the addresses the imported card data gives.

pub mod bulk;
pub mod pictures;

use std::time::Duration;

/// Who asks: Scryfall asks every client to say so, with its version.
pub const USER_AGENT: &str = concat!("Bifronte/", env!("CARGO_PKG_VERSION"), " (a Magic: The Gathering card table)");

/// The environment variable that points the Scryfall API elsewhere (a mirror, a test's server).
pub const API_VAR: &str = "BIFRONTE_SCRYFALL_API";

/// Scryfall's API.
pub const SCRYFALL_API: &str = "https://api.scryfall.com";

/// The longest a server may ask us to wait (Retry-After) before we give up instead.
pub const MAX_RETRY_AFTER: Duration = Duration::from_secs(60);

/// The API's address (no trailing slash).
pub fn api_base() -> String {
    if let Some(base) = API.with(|a| a.borrow().clone()) {
        return base;
    }
    std::env::var(API_VAR).ok().filter(|s| !s.trim().is_empty()).unwrap_or_else(|| SCRYFALL_API.into())
}

thread_local! {
    /// The API's address for what runs on this thread, over the environment's ([`with_api`]).
    static API: std::cell::RefCell<Option<String>> = const { std::cell::RefCell::new(None) };
}

/// Runs `f` with the API's address `base` for this thread (a test's loopback server), whatever
/// the environment says.
pub fn with_api<T>(base: &str, f: impl FnOnce() -> T) -> T {
    let before = API.with(|a| a.replace(Some(base.to_string())));
    let out = f();
    API.with(|a| *a.borrow_mut() = before);
    out
}

/// Why a request didn't bring what it asked for, in one line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// No connection: the name doesn't resolve, the connection is refused or times out.
    Offline {
        /// The address asked.
        url: String,
        /// What the network said.
        why: String,
    },
    /// The server answered with an error status.
    Status {
        /// The address asked.
        url: String,
        /// The status.
        code: u16,
        /// How long it asks us to wait before asking again (429, 503), in seconds.
        retry_after: Option<u64>,
    },
    /// The body stopped before its end.
    Truncated {
        /// The address asked.
        url: String,
        /// Bytes received.
        got: u64,
        /// Bytes announced, if they were.
        expected: Option<u64>,
    },
    /// The server stopped sending: nothing came for `secs` seconds after `got` bytes.
    Stalled {
        /// The address asked.
        url: String,
        /// Bytes received.
        got: u64,
        /// How long nothing came.
        secs: u64,
    },
    /// The body isn't what it should be (a picture that doesn't decode, a listing that isn't
    /// JSON).
    Corrupt {
        /// The address asked.
        url: String,
        /// What is wrong.
        why: String,
    },
    /// The player cancelled it: what came is kept, nothing is imported.
    Cancelled {
        /// The address asked.
        url: String,
    },
    /// It couldn't be written (a full disk, a folder that can't be made).
    Disk {
        /// The file.
        path: String,
        /// What the system said.
        why: String,
    },
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Failure::Offline { url, why } => write!(f, "{url}: no connection ({why})"),
            Failure::Status { url, code: 404, .. } => write!(f, "{url}: not found (HTTP 404)"),
            Failure::Status { url, code, retry_after: Some(s) } => {
                write!(f, "{url}: the server is busy (HTTP {code}); it asks us to wait {s} s")
            }
            Failure::Status { url, code, retry_after: None } => write!(f, "{url}: the server answered HTTP {code}"),
            Failure::Truncated { url, got, expected: Some(e) } => {
                write!(f, "{url}: cut short after {got} of {e} bytes")
            }
            Failure::Truncated { url, got, expected: None } => write!(f, "{url}: cut short after {got} bytes"),
            Failure::Stalled { url, got, secs } => {
                write!(f, "{url}: the server stopped sending after {got} bytes (nothing for {secs} s)")
            }
            Failure::Corrupt { url, why } => write!(f, "{url}: {why}"),
            Failure::Cancelled { url } => write!(f, "{url}: cancelled"),
            Failure::Disk { path, why } => write!(f, "{path}: can't be written ({why})"),
        }
    }
}

impl Failure {
    /// Whether asking again later may work (no connection, a busy or failing server, a cut):
    /// what a picture's downloader pauses on rather than giving the picture up.
    pub fn passing(&self) -> bool {
        match self {
            Failure::Offline { .. } | Failure::Truncated { .. } | Failure::Stalled { .. } => true,
            Failure::Status { code, .. } => *code == 429 || *code >= 500,
            Failure::Corrupt { .. } | Failure::Disk { .. } | Failure::Cancelled { .. } => false,
        }
    }

    /// A file that couldn't be written.
    pub fn disk(path: &std::path::Path, e: impl std::fmt::Display) -> Failure {
        Failure::Disk { path: path.display().to_string(), why: e.to_string() }
    }
}

/// An agent with timeouts, that leaves error statuses to us: connecting 10 s, the answer's
/// head 30 s; a body as long as `body` allows (a bulk file is minutes on a slow line).
pub fn agent(body: Option<Duration>) -> ureq::Agent {
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .user_agent(USER_AGENT)
        .timeout_connect(Some(Duration::from_secs(10)))
        .timeout_recv_response(Some(Duration::from_secs(30)))
        .timeout_recv_body(body)
        .max_redirects(5)
        .build()
        .into()
}

/// A GET with our headers (`accept`, and `extra`): the response when its status is `ok` (200,
/// and what the caller also takes, 206 or 304), else the failure. A 429 or 503 that asks to
/// wait at most [`MAX_RETRY_AFTER`] is waited out and asked once more.
pub fn get(
    agent: &ureq::Agent,
    url: &str,
    accept: &str,
    extra: &[(&str, String)],
    ok: &[u16],
) -> Result<ureq::http::Response<ureq::Body>, Failure> {
    let mut waited = false;
    loop {
        let mut request = agent.get(url).header("Accept", accept);
        for (name, value) in extra {
            request = request.header(*name, value.as_str());
        }
        let response = request.call().map_err(|e| failure(url, &e))?;
        let code = response.status().as_u16();
        if code == 200 || ok.contains(&code) {
            return Ok(response);
        }
        let retry_after = response
            .headers()
            .get("retry-after")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.trim().parse::<u64>().ok());
        match retry_after {
            Some(s) if !waited && (code == 429 || code == 503) && Duration::from_secs(s) <= MAX_RETRY_AFTER => {
                std::thread::sleep(Duration::from_secs(s));
                waited = true;
            }
            _ => return Err(Failure::Status { url: url.to_string(), code, retry_after }),
        }
    }
}

/// A ureq error as a failure.
pub fn failure(url: &str, e: &ureq::Error) -> Failure {
    match e {
        ureq::Error::Io(io) if io.kind() == std::io::ErrorKind::UnexpectedEof => {
            Failure::Truncated { url: url.to_string(), got: 0, expected: None }
        }
        _ => Failure::Offline { url: url.to_string(), why: e.to_string() },
    }
}
