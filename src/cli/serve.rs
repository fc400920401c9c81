//! `bifronte serve`, and how `bifronte join SERVER --room R --table T` finds its table.

use std::path::PathBuf;
use std::time::Duration;

use crate::i18n::Lang;
use crate::server::client::LobbyClient;
use crate::server::protocol::{FromServer, NewTable, TableInfo, ToServer};

/// `bifronte serve ...`.
#[derive(clap::Args, Debug, PartialEq, Clone)]
pub struct ServeArgs {
    /// The lobby's TCP port (the one address players are given).
    #[arg(long, default_value_t = crate::server::protocol::DEFAULT_SERVE_PORT)]
    pub port: u16,
    /// The server's folder: its database and every table's files (default:
    /// $XDG_DATA_HOME/bifronte/server). Back it up by copying it while the server is stopped.
    #[arg(long, value_name = "DIR")]
    pub data: Option<PathBuf>,
    /// Tables at most, open and running together.
    #[arg(long, default_value_t = 50, value_parser = clap::value_parser!(u16).range(1..=1000))]
    pub max_tables: u16,
    /// The ports the tables get, FIRST-LAST (UDP and TCP; default: the next 100 after --port).
    #[arg(long, value_name = "FIRST-LAST", value_parser = parse_range)]
    pub table_ports: Option<(u16, u16)>,
    /// Seconds a table may stay with nobody connected before it ends.
    #[arg(long, value_name = "SECS", default_value_t = 600)]
    pub idle_end: u64,
    /// Seconds a table stays once its game is over.
    #[arg(long, value_name = "SECS", default_value_t = 120)]
    pub finished_end: u64,
    /// A table's memory cap, in MiB: a table over it is ended (its autosave kept) and its
    /// players told why.
    #[arg(long, value_name = "MIB", default_value_t = 512)]
    pub table_memory: u64,
    /// Tables one address may have open at once while no other address has any (default: half
    /// of --max-tables); fewer as others open theirs.
    #[arg(long, value_name = "N")]
    pub tables_per_address: Option<usize>,
}

fn parse_range(s: &str) -> Result<(u16, u16), String> {
    let (a, b) = s.split_once('-').ok_or("FIRST-LAST, as 5018-5117")?;
    let (a, b): (u16, u16) =
        (a.trim().parse().map_err(|e| format!("{a}: {e}"))?, b.trim().parse().map_err(|e| format!("{b}: {e}"))?);
    if a == 0 || b < a {
        return Err(format!("{s}: an empty range"));
    }
    Ok((a, b))
}

/// The options a `serve` command line gives.
pub fn serve_options(lang: crate::i18n::Lang, a: &ServeArgs) -> crate::server::ServeOptions {
    let data = a.data.clone().unwrap_or_else(|| crate::session::data_dir().join("server"));
    let mut o = crate::server::ServeOptions::new(a.port, data);
    o.max_tables = a.max_tables.into();
    if let Some(r) = a.table_ports {
        o.table_ports = r;
    }
    o.idle_end = Duration::from_secs(a.idle_end);
    o.finished_end = Duration::from_secs(a.finished_end);
    o.table_memory = a.table_memory.saturating_mul(1024 * 1024);
    o.tables_per_address = a.tables_per_address;
    o.lang = lang;
    o
}

/// `bifronte serve`: runs until it is stopped.
pub fn serve(lang: Lang, a: &ServeArgs) -> i32 {
    let options = serve_options(lang, a);
    let (lo, hi) = options.table_ports;
    let data = options.data.clone();
    match crate::server::start(options) {
        Ok(server) => {
            let words = [
                ("port", server.addr.port().to_string()),
                ("low", lo.to_string()),
                ("high", hi.to_string()),
                ("data", data.display().to_string()),
            ];
            eprintln!("{}", lang.t_of("cli-serving", &words));
            loop {
                std::thread::park();
            }
        }
        Err(e) => {
            super::fail(lang, lang.t("cli-cannot-serve", &[("why", &e.to_string())]));
            2
        }
    }
}

/// A table by its number or name in the room's list.
fn find_table<'a>(tables: &'a [TableInfo], which: &str) -> Option<&'a TableInfo> {
    let which = which.trim();
    tables
        .iter()
        .find(|t| t.id.to_string() == which)
        .or_else(|| tables.iter().find(|t| t.name.eq_ignore_ascii_case(which)))
}

/// The table a served join asks for: in `room` of the server at `server`, the table named or
/// numbered `table`, or a new one named `create` with `seats` seats (locked with `password`).
/// Returns the table's address, its number and its desk's password.
pub fn locate_table(
    server: std::net::SocketAddr,
    name: &str,
    room: &str,
    table: Option<&str>,
    create: Option<(&str, u8)>,
    password: Option<&str>,
) -> Result<(std::net::SocketAddr, u64, Option<String>), crate::server::client::LobbyError> {
    // A name of its own in the lobby: the player may be there under theirs (the window's dialog).
    let base: String = name.chars().take(crate::server::protocol::MAX_NAME - 10).collect();
    let lobby = LobbyClient::connect(
        server,
        &format!("{} (joining)", base.trim()),
        &crate::server::identity::KnownServers::users(),
    )?;
    let tables = lobby.enter(room)?;
    let id = match (table, create) {
        (Some(which), _) => match find_table(&tables, which) {
            Some(t) => t.id,
            None => {
                let list: Vec<String> = tables.iter().map(|t| format!("{} {:?}", t.id, t.name)).collect();
                let (which, room, tables) = (format!("{which:?}"), room.to_string(), list.join(", "));
                return Err(crate::server::client::LobbyError::NoTable { which, room, tables });
            }
        },
        (None, Some((table_name, seats))) => {
            let spec = NewTable {
                name: table_name.to_string(),
                seats,
                format: "casual".into(),
                secret: password.map(crate::server::secret::new_secret),
                spectators: true,
                judges: false,
                free: false,
                best_of: 1,
                computer: false,
            };
            lobby.send(&ToServer::Create(spec))?;
            lobby.wait_for(Duration::from_secs(20), |m| match m {
                FromServer::Created { table } => Some(*table),
                _ => None,
            })?
        }
        (None, None) => return Err(crate::server::client::LobbyError::NeedsTable),
    };
    let (at, key) = lobby.locate(id, password)?;
    Ok((at, id, key))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_port_range_reads_and_a_bad_one_says_why() {
        assert_eq!(parse_range("5018-5117"), Ok((5018, 5117)));
        assert!(parse_range("5117-5018").is_err());
        assert!(parse_range("5018").is_err());
        assert!(parse_range("a-b").is_err());
    }
}
