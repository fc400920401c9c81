//! The sockets: renet's netcode over UDP, encrypted (its secure mode), with the desk
//! (`net::desk`) on TCP handing out the connect tokens, as `bifronte host` and `bifronte join`
//! use them (tests also run them on loopback). Netcode has no NAT traversal: the host's port
//! (UDP and TCP) must be reachable (forwarded) from where the players are.

use std::net::{Ipv4Addr, SocketAddr, UdpSocket};
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy_replicon::prelude::*;
use bevy_replicon_renet::netcode::{
    ClientAuthentication, ConnectToken, NetcodeClientTransport, NetcodeServerTransport, ServerAuthentication,
    ServerConfig,
};
use bevy_replicon_renet::renet::ConnectionConfig;
use bevy_replicon_renet::{RenetChannelsExt, RenetClient, RenetServer, RepliconRenetPlugins};

use super::desk::DeskError;
use super::protocol::PROTOCOL_ID;

/// Replicon and its renet backend, for an app that hosts or joins.
pub fn add_network_plugins(app: &mut App) {
    // A replicon tick every frame: a turn-based table sends each change as it happens.
    app.add_plugins((RepliconPlugins.set(ServerPlugin::new(PostUpdate)), RepliconRenetPlugins));
}

fn config(world: &World) -> ConnectionConfig {
    let channels = world.resource::<RepliconChannels>();
    ConnectionConfig {
        server_channels_config: channels.server_configs(),
        client_channels_config: channels.client_configs(),
        ..Default::default()
    }
}

/// Listens on `port` (0: any free port) for at most `max_clients`, UDP for the game and TCP
/// on the same port number for the desk (`net::desk`) that hands out the connect tokens;
/// returns the address bound. Packets are encrypted (netcode's secure mode, with a private key
/// new to this process). The desk asks for `password` when there is one. Call once
/// the app's plugins are finished (every message registered): after `App::finish`, or from a
/// startup system.
pub fn serve(
    world: &mut World,
    port: u16,
    max_clients: usize,
    password: Option<String>,
) -> Result<SocketAddr, Unbound> {
    let (socket, desk) = bind_both(port)?;
    let udp = |why: &dyn std::fmt::Display| Unbound { what: "UDP port", port, why: why.to_string() };
    let addr = socket.local_addr().map_err(|e| udp(&e))?;
    let private_key: [u8; 32] = rand::random();
    let server_config = ServerConfig {
        current_time: super::desk::now(),
        max_clients,
        protocol_id: PROTOCOL_ID,
        authentication: ServerAuthentication::Secure { private_key },
        public_addresses: vec![addr],
    };
    let desk = super::desk::open(desk, addr, password, private_key).map_err(|e| Unbound {
        what: "TCP port",
        port,
        why: e.to_string(),
    })?;
    let waker = socket.try_clone().map_err(|e| udp(&e))?;
    let transport = NetcodeServerTransport::new(server_config, socket).map_err(|e| udp(&e))?;
    world.insert_resource(HostSocket(waker));
    world.insert_resource(HostDesk(desk));
    world.insert_resource(Slots(max_clients));
    world.insert_resource(super::protocol::Listening(addr.port()));
    let server = RenetServer::new(config(world));
    world.insert_resource(server);
    world.insert_resource(transport);
    Ok(addr)
}

/// A host's port that couldn't be opened: which (UDP for the game, TCP for its desk), and the
/// system's words.
#[derive(Debug)]
pub struct Unbound {
    /// "UDP port" or "TCP port".
    pub what: &'static str,
    /// The port asked for (0: any).
    pub port: u16,
    /// The system's words.
    pub why: String,
}

impl std::fmt::Display for Unbound {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}: {}", self.what, self.port, self.why)
    }
}

impl std::error::Error for Unbound {}

/// How many connections the host's netcode server takes at once.
#[derive(Resource, Clone, Copy, Debug)]
pub struct Slots(pub usize);

/// The UDP socket and the desk's TCP listener, on one port number (for port 0, the first free
/// number both can take).
fn bind_both(port: u16) -> Result<(UdpSocket, std::net::TcpListener), Unbound> {
    let mut last: Option<Unbound> = None;
    // Port 0: another number when TCP's is taken. A given port: a little patience, for a host
    // restarted on it while the old one's sockets close.
    for _ in 0..20 {
        if last.is_some() && port != 0 {
            std::thread::sleep(Duration::from_millis(100));
        }
        let socket = match UdpSocket::bind((Ipv4Addr::UNSPECIFIED, port)) {
            Ok(s) => s,
            Err(e) => {
                last = Some(Unbound { what: "UDP port", port, why: e.to_string() });
                continue;
            }
        };
        let bound = socket.local_addr().map_err(|e| Unbound { what: "UDP port", port, why: e.to_string() })?.port();
        match std::net::TcpListener::bind((Ipv4Addr::UNSPECIFIED, bound)) {
            Ok(l) => return Ok((socket, l)),
            Err(e) => last = Some(Unbound { what: "TCP port", port: bound, why: e.to_string() }),
        }
    }
    Err(last.unwrap_or(Unbound { what: "UDP port", port, why: "no port free".into() }))
}

/// The host's desk, open while the app holds it.
#[derive(Resource)]
pub struct HostDesk(pub super::desk::Desk);

/// The host's socket (a second handle to the one renet reads), for [`host_runner`] to sleep on.
#[derive(Resource)]
pub struct HostSocket(UdpSocket);

/// How often a headless host runs a frame when no packet comes: renet's timers (keep-alives,
/// resends, timeouts) and the autosave need no more.
pub const HOST_IDLE_TICK: Duration = Duration::from_millis(50);

/// The least time between two of a headless host's frames: what arrives meanwhile is read in
/// one frame, and a flood of packets can't spin the host.
pub const HOST_MIN_FRAME: Duration = Duration::from_millis(2);

/// A headless host's loop, for [`App::set_runner`]: a frame as soon as a packet comes (a
/// player's request is answered at once, not at the next tick), else every [`HOST_IDLE_TICK`].
pub fn host_runner(mut app: App) -> AppExit {
    while app.plugins_state() == bevy::app::PluginsState::Adding {
        bevy::tasks::tick_global_task_pools_on_main_thread();
    }
    if app.plugins_state() != bevy::app::PluginsState::Cleaned {
        app.finish();
        app.cleanup();
    }
    loop {
        let start = Instant::now();
        app.update();
        if let Some(exit) = app.should_exit() {
            return exit;
        }
        std::thread::sleep(HOST_MIN_FRAME.saturating_sub(start.elapsed()));
        let idle = HOST_IDLE_TICK.saturating_sub(start.elapsed());
        match app.world().get_resource::<HostSocket>() {
            Some(s) => wait_readable(&s.0, idle),
            None => std::thread::sleep(idle),
        }
    }
}

/// Waits until `socket` has a packet to read, or `timeout` passed.
#[cfg(unix)]
fn wait_readable(socket: &UdpSocket, timeout: Duration) {
    use std::os::fd::AsRawFd;
    let mut fd = libc::pollfd { fd: socket.as_raw_fd(), events: libc::POLLIN, revents: 0 };
    let ms = timeout.as_micros().div_ceil(1000).min(i32::MAX as u128) as i32;
    // SAFETY: one valid pollfd, for a socket that outlives the call.
    unsafe { libc::poll(&mut fd, 1, ms) };
}

/// Waits until `socket` has a packet to read, or `timeout` passed: a look every millisecond.
#[cfg(not(unix))]
fn wait_readable(socket: &UdpSocket, timeout: Duration) {
    let end = Instant::now() + timeout;
    let mut byte = [0u8; 1];
    while Instant::now() < end {
        match socket.peek_from(&mut byte) {
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => std::thread::sleep(Duration::from_millis(1)),
            _ => return,
        }
    }
}

/// Connects to a host: a connect token from its desk (`net::desk`, proving the password of the
/// app's `Connection`, if any), then netcode over UDP. The exchange runs off the frame; the
/// [`LinkPlugin`] (which the app needs) puts the connection in place once it is done, and
/// connects again, with a new token, whenever the connection is lost. Call once the app's
/// plugins are finished, as [`serve`].
pub fn connect(world: &mut World, host: SocketAddr) {
    let password = world.get_resource::<super::client::Connection>().and_then(|c| c.options.password.clone());
    let mut link = Link { host, password, pending: None, last_try: None, refused: None, lost: 0, later: None };
    link.start();
    world.insert_resource(link);
}

/// A client's link to its host: the token being fetched, or why the host refused one.
#[derive(Resource)]
pub struct Link {
    /// The host.
    pub host: SocketAddr,
    password: Option<String>,
    pending: Option<std::sync::Mutex<std::sync::mpsc::Receiver<Result<ConnectToken, DeskError>>>>,
    last_try: Option<Instant>,
    /// The host's desk refused this player (a wrong password): no more tries.
    pub refused: Option<String>,
    /// Tries that found no host so far (reset once connected).
    pub lost: u32,
    /// The desk said to ask again later (too many guesses of its password): when, and why.
    pub later: Option<(Instant, String)>,
}

impl Link {
    fn start(&mut self) {
        let (tx, rx) = std::sync::mpsc::channel();
        let (host, password) = (self.host, self.password.clone());
        std::thread::spawn(move || tx.send(super::desk::ticket(host, password.as_deref())).ok());
        self.pending = Some(std::sync::Mutex::new(rx));
        self.last_try = Some(Instant::now());
    }
}

/// Keeps a client connected: puts a fetched token's connection in place, and, while the client
/// is disconnected (the host restarted on its autosave, froze, or the network went away), asks
/// the desk again every [`RECONNECT_EVERY`].
pub struct LinkPlugin;

/// How long a disconnected client waits between tries.
pub const RECONNECT_EVERY: std::time::Duration = std::time::Duration::from_millis(500);

impl Plugin for LinkPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(PreUpdate, keep_linked.before(bevy_replicon_renet::RenetReceive));
    }
}

fn keep_linked(world: &mut World) {
    let Some(mut link) = world.remove_resource::<Link>() else { return };
    if let Some(rx) = &link.pending {
        let got = rx.lock().map_or(Err(std::sync::mpsc::TryRecvError::Disconnected), |rx| rx.try_recv());
        match got {
            Ok(Ok(token)) => {
                link.pending = None;
                link.lost = 0;
                link.later = None;
                match NetcodeClientTransport::new(
                    super::desk::now(),
                    ClientAuthentication::Secure { connect_token: token },
                    {
                        match UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)) {
                            Ok(s) => s,
                            Err(e) => {
                                warn!("a UDP socket: {e}");
                                world.insert_resource(link);
                                return;
                            }
                        }
                    },
                ) {
                    Ok(transport) => {
                        // A replaced resource isn't "added", and replicon starts connecting
                        // only on an added client: the old one goes first.
                        world.remove_resource::<RenetClient>();
                        world.remove_resource::<NetcodeClientTransport>();
                        let client = RenetClient::new(config(world));
                        world.insert_resource(client);
                        world.insert_resource(transport);
                    }
                    Err(e) => warn!("can't connect to {}: {e}", link.host),
                }
            }
            Ok(Err(DeskError::Refused(why))) => {
                link.pending = None;
                warn!("{} refused: {why}", link.host);
                link.refused = Some(why);
            }
            Ok(Err(DeskError::Later(after, why))) => {
                // Not a refusal: the table's guesses are spent for now; the right password
                // gets in once they come back.
                link.pending = None;
                info!("{} says to ask again in {} s: {why}", link.host, after.as_secs());
                link.later = Some((Instant::now() + after, why));
            }
            Ok(Err(DeskError::Unreachable(why))) => {
                link.pending = None;
                link.lost += 1;
                debug!("no token from {}: {why}", link.host);
            }
            Err(std::sync::mpsc::TryRecvError::Empty) => {}
            Err(std::sync::mpsc::TryRecvError::Disconnected) => link.pending = None,
        }
    }
    // The host said goodbye (a refused join, the seat taken back): no more tries.
    if link.refused.is_none()
        && let Some(why) = world.get_resource::<super::client::Connection>().and_then(|c| c.ended.clone())
    {
        link.refused = Some(why);
    }
    let disconnected = world.get_resource::<RenetClient>().is_none_or(|c| c.is_disconnected());
    let waited = link.last_try.is_none_or(|t| t.elapsed() >= RECONNECT_EVERY)
        && link.later.as_ref().is_none_or(|(at, _)| Instant::now() >= *at);
    if disconnected && link.pending.is_none() && link.refused.is_none() && waited {
        info!("asking {} for a connection", link.host);
        link.start();
    }
    world.insert_resource(link);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_host_loop_s_wait_ends_when_a_packet_comes_and_not_before_its_timeout_otherwise() {
        let socket = UdpSocket::bind((Ipv4Addr::LOCALHOST, 0)).expect("a socket");
        socket.set_nonblocking(true).expect("non-blocking, as renet sets it");
        // Nothing comes: the whole timeout.
        let t = Instant::now();
        wait_readable(&socket, Duration::from_millis(60));
        assert!(t.elapsed() >= Duration::from_millis(60), "woke after {:?} with nothing to read", t.elapsed());
        // A packet: it wakes long before its (minute-long) timeout.
        let sender = UdpSocket::bind((Ipv4Addr::LOCALHOST, 0)).expect("a socket");
        let to = socket.local_addr().expect("an address");
        let waiting = std::thread::spawn(move || {
            let t = Instant::now();
            wait_readable(&socket, Duration::from_secs(60));
            (t.elapsed(), socket)
        });
        std::thread::sleep(Duration::from_millis(50));
        sender.send_to(b"hello", to).expect("a packet sent");
        let (waited, socket) = waiting.join().expect("the waiting thread");
        assert!(waited < Duration::from_secs(30), "the packet didn't wake it ({waited:?})");
        let mut buf = [0u8; 16];
        assert_eq!(socket.recv_from(&mut buf).map(|(n, _)| n).ok(), Some(5), "the packet is still there to read");
    }
}
