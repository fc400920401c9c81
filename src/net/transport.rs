//! The sockets: renet's netcode over UDP, as `bifronte host` and `bifronte join` use it (tests
//! also run it on loopback). Netcode has no NAT traversal: the host's UDP port must be
//! reachable (forwarded) from where the players are.

use std::net::{Ipv4Addr, SocketAddr, UdpSocket};
use std::time::{Duration, Instant, SystemTime};

use bevy::prelude::*;
use bevy_replicon::prelude::*;
use bevy_replicon_renet::netcode::{
    ClientAuthentication, NetcodeClientTransport, NetcodeServerTransport, ServerAuthentication, ServerConfig,
};
use bevy_replicon_renet::renet::ConnectionConfig;
use bevy_replicon_renet::{RenetChannelsExt, RenetClient, RenetServer, RepliconRenetPlugins};

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

fn now() -> std::time::Duration {
    SystemTime::now().duration_since(SystemTime::UNIX_EPOCH).unwrap_or_default()
}

/// Listens on `port` (0: any free port) for at most `max_clients`; returns the address bound.
/// Call once the app's plugins are finished (every message registered): after `App::finish`,
/// or from a startup system.
pub fn serve(world: &mut World, port: u16, max_clients: usize) -> Result<SocketAddr, String> {
    let socket = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, port)).map_err(|e| format!("UDP port {port}: {e}"))?;
    let addr = socket.local_addr().map_err(|e| e.to_string())?;
    let server_config = ServerConfig {
        current_time: now(),
        max_clients,
        protocol_id: PROTOCOL_ID,
        authentication: ServerAuthentication::Unsecure,
        public_addresses: vec![addr],
    };
    let waker = socket.try_clone().map_err(|e| e.to_string())?;
    let transport = NetcodeServerTransport::new(server_config, socket).map_err(|e| e.to_string())?;
    world.insert_resource(HostSocket(waker));
    let server = RenetServer::new(config(world));
    world.insert_resource(server);
    world.insert_resource(transport);
    Ok(addr)
}

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

/// Connects to a host. Call once the app's plugins are finished, as [`serve`].
pub fn connect(world: &mut World, host: SocketAddr) -> Result<(), String> {
    let socket = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)).map_err(|e| format!("a UDP socket: {e}"))?;
    let authentication = ClientAuthentication::Unsecure {
        client_id: rand::random(),
        protocol_id: PROTOCOL_ID,
        server_addr: host,
        user_data: None,
    };
    let transport = NetcodeClientTransport::new(now(), authentication, socket).map_err(|e| e.to_string())?;
    let client = RenetClient::new(config(world));
    world.insert_resource(client);
    world.insert_resource(transport);
    Ok(())
}

/// A client that lost its host (the host restarted on its autosave, the network went away)
/// connects again every [`RECONNECT_EVERY`]; once connected it joins again with its token.
pub struct ReconnectPlugin(pub SocketAddr);

/// How long a disconnected client waits between tries.
pub const RECONNECT_EVERY: std::time::Duration = std::time::Duration::from_secs(2);

#[derive(Resource)]
struct Reconnect {
    host: SocketAddr,
    last: std::time::Instant,
}

impl Plugin for ReconnectPlugin {
    fn build(&self, app: &mut App) {
        app.insert_resource(Reconnect { host: self.0, last: std::time::Instant::now() })
            .add_systems(PreUpdate, reconnect);
    }
}

fn reconnect(world: &mut World) {
    let disconnected =
        world.get_resource::<State<ClientState>>().is_some_and(|s| *s.get() == ClientState::Disconnected);
    let Some(r) = world.get_resource::<Reconnect>() else { return };
    if !disconnected || r.last.elapsed() < RECONNECT_EVERY {
        return;
    }
    let host = r.host;
    world.resource_mut::<Reconnect>().last = std::time::Instant::now();
    info!("connecting to {host} again");
    if let Err(e) = connect(world, host) {
        warn!("can't connect to {host}: {e}");
    }
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
