//! The server's database: SQLite (rusqlite's bundled build), one file in the data folder. SQLite
//! rather than a key-value store because what it keeps is relational and is asked for in lists
//! (a room's tables, a table's seats, the games finished in a room), and because a server's
//! operator can open the file with any SQLite tool. Every change is one transaction in WAL mode
//! with full sync: a server killed at any moment comes back with each change whole or absent.
//!
//! Nothing in it lets anyone sit down or fetch a replay: a locked table keeps its password's
//! verifier (`server::secret`), and each seat's rejoin token is kept as its SHA-256, compared in
//! constant time. The file is its owner's alone (0600, in a 0700 folder), and deleted content
//! is overwritten (`secure_delete`). A database from before (tokens and stretched passwords as
//! they were) is rewritten that way as it opens, in one transaction.

use rusqlite::{Connection, OptionalExtension, params};

use super::identity::{digest, same};
use super::protocol::{NewTable, Secret};

/// The file in the data folder.
pub const DB_FILE: &str = "server.sqlite";

/// The rooms a new server opens with.
pub const DEFAULT_ROOMS: [(&str, &str); 3] = [
    ("Main", "Any game, any format: say hello"),
    ("Commander", "Multiplayer Commander (903), 2 to 8 seats"),
    ("Constructed", "Standard, Pioneer, Modern, Legacy, Vintage, Pauper"),
];

/// A table the database keeps.
#[derive(Clone, Debug, PartialEq)]
pub struct TableRow {
    /// Its number.
    pub id: u64,
    /// Its room.
    pub room: String,
    /// How it was asked for.
    pub spec: NewTable,
    /// Its port.
    pub port: u16,
}

/// A finished game.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRow {
    /// The table it was played at.
    pub table: u64,
    /// The room.
    pub room: String,
    /// The table's name.
    pub name: String,
    /// The format.
    pub format: String,
    /// The players, in seat order.
    pub players: Vec<String>,
    /// Each player's decklist text ("" for a shipped sample deck).
    pub decks: Vec<String>,
    /// How it ended ("Alice won").
    pub result: String,
    /// When it ended, in seconds since the Unix epoch.
    pub ended: u64,
    /// The game's replay (`session::replay`'s file): the starting table and every action.
    pub replay: String,
}

/// The open database.
pub struct Store {
    db: Connection,
}

/// What the server's database, or a file or folder it keeps, couldn't do.
#[derive(Debug)]
pub enum StoreError {
    /// A file or folder that couldn't be made or set.
    File {
        /// The file or folder.
        path: std::path::PathBuf,
        /// The system's words.
        why: std::io::Error,
    },
    /// SQLite refused.
    Database {
        /// The database opened (none for a query on an open one).
        path: Option<std::path::PathBuf>,
        /// SQLite's words.
        why: rusqlite::Error,
    },
}

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StoreError::File { path, why } => write!(f, "{}: {why}", path.display()),
            StoreError::Database { path: Some(path), why } => write!(f, "{}: {why}", path.display()),
            StoreError::Database { path: None, why } => write!(f, "the server's database: {why}"),
        }
    }
}

impl std::error::Error for StoreError {}

impl From<StoreError> for crate::i18n::Said {
    fn from(e: StoreError) -> crate::i18n::Said {
        crate::i18n::Said::words(e.to_string())
    }
}

fn err(why: rusqlite::Error) -> StoreError {
    StoreError::Database { path: None, why }
}

/// A file or folder at `path` that couldn't be made or set.
fn file(path: &std::path::Path) -> impl Fn(std::io::Error) -> StoreError + '_ {
    move |why| StoreError::File { path: path.to_path_buf(), why }
}

impl Store {
    /// Opens (or creates) the database in `dir`, with the default rooms on a new one; the
    /// folder is made its owner's alone (0700), the file too (0600).
    pub fn open(dir: &std::path::Path) -> Result<Store, StoreError> {
        private_dir(dir)?;
        let path = dir.join(DB_FILE);
        private_file(&path)?;
        let at = |why| StoreError::Database { path: Some(path.clone()), why };
        let db = Connection::open(&path).map_err(at)?;
        db.execute_batch(
            "PRAGMA journal_mode = WAL;
             PRAGMA synchronous = FULL;
             PRAGMA foreign_keys = ON;
             PRAGMA secure_delete = ON;
             CREATE TABLE IF NOT EXISTS rooms (
                 name TEXT PRIMARY KEY, description TEXT NOT NULL, position INTEGER NOT NULL);
             CREATE TABLE IF NOT EXISTS tables (
                 id INTEGER PRIMARY KEY, room TEXT NOT NULL REFERENCES rooms(name), name TEXT NOT NULL,
                 format TEXT NOT NULL, seats INTEGER NOT NULL, salt BLOB, hash BLOB,
                 spectators INTEGER NOT NULL, judges INTEGER NOT NULL, free INTEGER NOT NULL,
                 port INTEGER NOT NULL, created INTEGER NOT NULL, ended INTEGER, end_reason TEXT);
             CREATE TABLE IF NOT EXISTS seats (
                 table_id INTEGER NOT NULL REFERENCES tables(id), name TEXT NOT NULL, token_hash BLOB NOT NULL,
                 PRIMARY KEY (table_id, name));
             CREATE TABLE IF NOT EXISTS games (
                 id INTEGER PRIMARY KEY, table_id INTEGER NOT NULL REFERENCES tables(id), room TEXT NOT NULL,
                 name TEXT NOT NULL, format TEXT NOT NULL, players TEXT NOT NULL, decks TEXT NOT NULL,
                 result TEXT NOT NULL, ended INTEGER NOT NULL, replay TEXT NOT NULL);
             CREATE TABLE IF NOT EXISTS game_seats (
                 game_id INTEGER NOT NULL REFERENCES games(id), name TEXT NOT NULL, token_hash BLOB NOT NULL,
                 PRIMARY KEY (game_id, name));",
        )
        .map_err(at)?;
        // Matches came later: a database from before has every table play one game.
        let has_best_of = db
            .prepare("SELECT 1 FROM pragma_table_info('tables') WHERE name = 'best_of'")
            .and_then(|mut q| q.exists([]))
            .map_err(at)?;
        if !has_best_of {
            db.execute_batch("ALTER TABLE tables ADD COLUMN best_of INTEGER NOT NULL DEFAULT 1;").map_err(at)?;
        }
        // So did computer seats: a table from before has none.
        let has_computer = db
            .prepare("SELECT 1 FROM pragma_table_info('tables') WHERE name = 'computer'")
            .and_then(|mut q| q.exists([]))
            .map_err(at)?;
        if !has_computer {
            db.execute_batch("ALTER TABLE tables ADD COLUMN computer INTEGER NOT NULL DEFAULT 0;").map_err(at)?;
        }
        let store = Store { db };
        store.keep_no_secrets().map_err(at)?;
        // By path, never by opening and closing the files: closing any descriptor of a file
        // would drop the locks SQLite holds on it in this process.
        #[cfg(unix)]
        for file in [path.clone(), dir.join(format!("{DB_FILE}-wal")), dir.join(format!("{DB_FILE}-shm"))] {
            if file.exists() {
                std::fs::set_permissions(&file, std::os::unix::fs::PermissionsExt::from_mode(0o600))
                    .map_err(self::file(&file))?;
            }
        }
        if store.rooms()?.is_empty() {
            let tx = store.db.unchecked_transaction().map_err(err)?;
            for (i, (name, description)) in DEFAULT_ROOMS.iter().enumerate() {
                tx.execute("INSERT INTO rooms VALUES (?1, ?2, ?3)", params![name, description, i as i64])
                    .map_err(err)?;
            }
            tx.commit().map_err(err)?;
        }
        Ok(store)
    }

    /// Rewrites a database from before in one transaction: each seat's token as its hash, each
    /// locked table's stretched password as its verifier; then the old pages are overwritten
    /// and the log emptied, so the file holds none of it.
    fn keep_no_secrets(&self) -> rusqlite::Result<()> {
        let has = |table: &str, column: &str| -> rusqlite::Result<bool> {
            self.db.prepare(&format!("SELECT 1 FROM pragma_table_info('{table}') WHERE name = '{column}'"))?.exists([])
        };
        let mut changed = false;
        let tx = self.db.unchecked_transaction()?;
        if !has("tables", "word")? {
            tx.execute_batch("ALTER TABLE tables ADD COLUMN word BLOB; ALTER TABLE tables ADD COLUMN public BLOB;")?;
            changed = true;
        }
        let stretched: Vec<(i64, Vec<u8>, Vec<u8>)> = tx
            .prepare("SELECT id, salt, hash FROM tables WHERE hash IS NOT NULL AND salt IS NOT NULL")?
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
            .collect::<Result<_, _>>()?;
        for (id, salt, hash) in stretched {
            let (Ok(salt), Ok(hash)) = (<[u8; 16]>::try_from(salt.as_slice()), <[u8; 32]>::try_from(hash.as_slice()))
            else {
                continue;
            };
            let v = super::secret::verifier(&hash, salt);
            tx.execute(
                "UPDATE tables SET word = ?2, public = ?3, hash = NULL WHERE id = ?1",
                params![id, v.word.to_vec(), v.public.to_vec()],
            )?;
            changed = true;
        }
        for (table, key) in [("seats", "table_id"), ("game_seats", "game_id")] {
            if !has(table, "token")? {
                continue;
            }
            let rows: Vec<(i64, String, i64)> = tx
                .prepare(&format!("SELECT {key}, name, token FROM {table}"))?
                .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
                .collect::<Result<_, _>>()?;
            let parent = if table == "seats" { "tables" } else { "games" };
            tx.execute_batch(&format!(
                "DROP TABLE {table};
                 CREATE TABLE {table} ({key} INTEGER NOT NULL REFERENCES {parent}(id), name TEXT NOT NULL,
                     token_hash BLOB NOT NULL, PRIMARY KEY ({key}, name));"
            ))?;
            for (id, name, token) in rows {
                tx.execute(
                    &format!("INSERT INTO {table} VALUES (?1, ?2, ?3)"),
                    params![id, name, token_hash(token as u64).to_vec()],
                )?;
            }
            changed = true;
        }
        tx.commit()?;
        if changed {
            self.db.execute_batch("VACUUM; PRAGMA wal_checkpoint(TRUNCATE);")?;
        }
        Ok(())
    }

    /// The rooms, in their order: (name, description).
    pub fn rooms(&self) -> Result<Vec<(String, String)>, StoreError> {
        let mut q = self.db.prepare("SELECT name, description FROM rooms ORDER BY position").map_err(err)?;
        let rows = q.query_map([], |r| Ok((r.get(0)?, r.get(1)?))).map_err(err)?;
        rows.collect::<Result<_, _>>().map_err(err)
    }

    /// Keeps a new table; returns its number.
    pub fn add_table(&self, room: &str, spec: &NewTable, port: u16, now: u64) -> Result<u64, StoreError> {
        let (salt, word, public) = match &spec.secret {
            Some(s) => (Some(s.salt.to_vec()), Some(s.word.to_vec()), Some(s.public.to_vec())),
            None => (None, None, None),
        };
        self.db
            .execute(
                "INSERT INTO tables (room, name, format, seats, salt, word, public, spectators, judges, free, port, created, best_of, computer)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?13, ?7, ?8, ?9, ?10, ?11, ?12, ?14)",
                params![
                    room,
                    spec.name,
                    spec.format,
                    spec.seats,
                    salt,
                    word,
                    spec.spectators,
                    spec.judges,
                    spec.free,
                    port,
                    now as i64,
                    spec.best_of,
                    public,
                    spec.computer
                ],
            )
            .map_err(err)?;
        Ok(self.db.last_insert_rowid() as u64)
    }

    /// The tables that haven't ended, oldest first.
    pub fn live_tables(&self) -> Result<Vec<TableRow>, StoreError> {
        let mut q = self
            .db
            .prepare(
                "SELECT id, room, name, format, seats, salt, word, spectators, judges, free, port, best_of, public, computer
                 FROM tables WHERE ended IS NULL ORDER BY id",
            )
            .map_err(err)?;
        let rows = q
            .query_map([], |r| {
                let salt: Option<Vec<u8>> = r.get(5)?;
                let word: Option<Vec<u8>> = r.get(6)?;
                let public: Option<Vec<u8>> = r.get(12)?;
                let secret = match (salt, word, public) {
                    (Some(s), Some(w), Some(p)) => match (
                        <[u8; 16]>::try_from(s.as_slice()),
                        <[u8; 32]>::try_from(w.as_slice()),
                        <[u8; 32]>::try_from(p.as_slice()),
                    ) {
                        (Ok(salt), Ok(word), Ok(public)) => Some(Secret { salt, word, public }),
                        _ => None,
                    },
                    _ => None,
                };
                Ok(TableRow {
                    id: r.get::<_, i64>(0)? as u64,
                    room: r.get(1)?,
                    spec: NewTable {
                        name: r.get(2)?,
                        format: r.get(3)?,
                        seats: r.get(4)?,
                        secret,
                        spectators: r.get(7)?,
                        judges: r.get(8)?,
                        free: r.get(9)?,
                        best_of: r.get(11)?,
                        computer: r.get(13)?,
                    },
                    port: r.get(10)?,
                })
            })
            .map_err(err)?;
        rows.collect::<Result<_, _>>().map_err(err)
    }

    /// Replaces a table's seats' rejoin tokens (kept as their hashes).
    pub fn set_tokens(&self, table: u64, tokens: &[(String, u64)]) -> Result<(), StoreError> {
        let tx = self.db.unchecked_transaction().map_err(err)?;
        tx.execute("DELETE FROM seats WHERE table_id = ?1", params![table as i64]).map_err(err)?;
        for (name, token) in tokens {
            tx.execute(
                "INSERT INTO seats VALUES (?1, ?2, ?3)",
                params![table as i64, name, token_hash(*token).to_vec()],
            )
            .map_err(err)?;
        }
        tx.commit().map_err(err)
    }

    /// Whether `token` is the rejoin token of the seat `seat` at the running table `table`.
    pub fn is_token(&self, table: u64, seat: &str, token: u64) -> Result<bool, StoreError> {
        let kept: Option<Vec<u8>> = self
            .db
            .query_row(
                "SELECT token_hash FROM seats WHERE table_id = ?1 AND name = ?2",
                params![table as i64, seat],
                |r| r.get(0),
            )
            .optional()
            .map_err(err)?;
        Ok(kept.is_some_and(|k| same(&k, &token_hash(token))))
    }

    /// Ends a table, and keeps its finished game if it has one: one transaction, so a game is
    /// either kept and its table ended, or neither.
    pub fn end_table(&self, table: u64, reason: &str, game: Option<&GameRow>, now: u64) -> Result<(), StoreError> {
        let tx = self.db.unchecked_transaction().map_err(err)?;
        if let Some(g) = game {
            let list = |v: &[String]| serde_json::to_string(v).unwrap_or_default();
            tx.execute(
                "INSERT INTO games (table_id, room, name, format, players, decks, result, ended, replay)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
                params![
                    table as i64,
                    g.room,
                    g.name,
                    g.format,
                    list(&g.players),
                    list(&g.decks),
                    g.result,
                    g.ended as i64,
                    g.replay
                ],
            )
            .map_err(err)?;
            // The seats' tokens stay with the game: what a player shows to have its replay.
            tx.execute(
                "INSERT INTO game_seats SELECT last_insert_rowid(), name, token_hash FROM seats WHERE table_id = ?1",
                params![table as i64],
            )
            .map_err(err)?;
        }
        tx.execute("DELETE FROM seats WHERE table_id = ?1", params![table as i64]).map_err(err)?;
        tx.execute(
            "UPDATE tables SET ended = ?2, end_reason = ?3 WHERE id = ?1",
            params![table as i64, now as i64, reason],
        )
        .map_err(err)?;
        tx.commit().map_err(err)
    }

    /// Why a table ended, if it has.
    pub fn end_reason(&self, table: u64) -> Result<Option<String>, StoreError> {
        self.db
            .query_row("SELECT end_reason FROM tables WHERE id = ?1", params![table as i64], |r| r.get(0))
            .optional()
            .map(Option::flatten)
            .map_err(err)
    }

    /// The whole replay of the game finished at `table`, for the seat `seat` holding `token`;
    /// `None` unless that seat played it with that token.
    pub fn replay_for(&self, table: u64, seat: &str, token: u64) -> Result<Option<String>, StoreError> {
        let kept: Option<(String, Vec<u8>)> = self
            .db
            .query_row(
                "SELECT g.replay, s.token_hash FROM games g JOIN game_seats s ON s.game_id = g.id
                 WHERE g.table_id = ?1 AND s.name = ?2 ORDER BY g.id DESC LIMIT 1",
                params![table as i64, seat],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()
            .map_err(err)?;
        Ok(kept.and_then(|(replay, hash)| same(&hash, &token_hash(token)).then_some(replay)))
    }

    /// The finished games, newest first.
    pub fn games(&self) -> Result<Vec<GameRow>, StoreError> {
        let mut q = self
            .db
            .prepare(
                "SELECT table_id, room, name, format, players, decks, result, ended, replay
                 FROM games ORDER BY ended DESC, id DESC",
            )
            .map_err(err)?;
        let rows = q
            .query_map([], |r| {
                let list = |s: String| serde_json::from_str::<Vec<String>>(&s).unwrap_or_default();
                Ok(GameRow {
                    table: r.get::<_, i64>(0)? as u64,
                    room: r.get(1)?,
                    name: r.get(2)?,
                    format: r.get(3)?,
                    players: list(r.get(4)?),
                    decks: list(r.get(5)?),
                    result: r.get(6)?,
                    ended: r.get::<_, i64>(7)? as u64,
                    replay: r.get(8)?,
                })
            })
            .map_err(err)?;
        rows.collect::<Result<_, _>>().map_err(err)
    }
}

/// What the database keeps of a rejoin token.
fn token_hash(token: u64) -> [u8; 32] {
    digest(&[b"bifronte seat token", &token.to_be_bytes()])
}

/// Makes `dir` (and the folders it needs) and leaves it to its owner alone (0700).
pub fn private_dir(dir: &std::path::Path) -> Result<(), StoreError> {
    std::fs::create_dir_all(dir).map_err(file(dir))?;
    #[cfg(unix)]
    std::fs::set_permissions(dir, std::os::unix::fs::PermissionsExt::from_mode(0o700)).map_err(file(dir))?;
    Ok(())
}

/// Makes `path` if it isn't there, readable by its owner alone (0600) from the start, and sets
/// that mode on one that was. Only before SQLite opens it (see [`Store::open`]).
fn private_file(path: &std::path::Path) -> Result<(), StoreError> {
    let mut options = std::fs::OpenOptions::new();
    options.create(true).append(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let f = options.open(path).map_err(file(path))?;
    #[cfg(unix)]
    f.set_permissions(std::os::unix::fs::PermissionsExt::from_mode(0o600)).map_err(file(path))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec() -> NewTable {
        NewTable {
            name: "Friday".into(),
            seats: 2,
            format: "casual".into(),
            secret: Some(Secret { salt: [3; 16], word: [4; 32], public: [5; 32] }),
            spectators: true,
            judges: false,
            free: false,
            best_of: 3,
            computer: true,
        }
    }

    #[test]
    fn tables_tokens_and_games_survive_closing_the_database_and_a_game_ends_its_table_in_one_step() {
        let dir = std::env::temp_dir().join(format!("bifronte-store-{}", std::process::id()));
        std::fs::remove_dir_all(&dir).ok();
        let id = {
            let s = Store::open(&dir).unwrap();
            assert_eq!(s.rooms().unwrap().len(), DEFAULT_ROOMS.len());
            let id = s.add_table("Main", &spec(), 5018, 1).unwrap();
            s.set_tokens(id, &[("Alice".into(), u64::MAX - 1), ("Bob".into(), 3)]).unwrap();
            id
        };
        let s = Store::open(&dir).unwrap();
        assert_eq!(s.rooms().unwrap().len(), DEFAULT_ROOMS.len(), "the rooms aren't added twice");
        let live = s.live_tables().unwrap();
        assert_eq!(live, vec![TableRow { id, room: "Main".into(), spec: spec(), port: 5018 }]);
        assert!(s.is_token(id, "Alice", u64::MAX - 1).unwrap() && s.is_token(id, "Bob", 3).unwrap());
        assert!(!s.is_token(id, "Bob", 4).unwrap() && !s.is_token(id, "Alice", 3).unwrap());
        let game = GameRow {
            table: id,
            room: "Main".into(),
            name: "Friday".into(),
            format: "casual".into(),
            players: vec!["Alice".into(), "Bob".into()],
            decks: vec![String::new(), "4 Forest".into()],
            result: "Alice won".into(),
            ended: 9,
            replay: "(format: 1)".into(),
        };
        s.end_table(id, "the game is over", Some(&game), 9).unwrap();
        assert!(s.live_tables().unwrap().is_empty());
        assert!(!s.is_token(id, "Alice", u64::MAX - 1).unwrap(), "the seats went with the game");
        assert_eq!(s.games().unwrap(), vec![game]);
        // The seats' tokens went with the game: each player's, and no one else's, gets its replay.
        assert_eq!(s.replay_for(id, "Alice", u64::MAX - 1).unwrap().as_deref(), Some("(format: 1)"));
        assert_eq!(s.replay_for(id, "Bob", 3).unwrap().as_deref(), Some("(format: 1)"));
        assert_eq!(s.replay_for(id, "Bob", 4).unwrap(), None);
        assert_eq!(s.replay_for(id, "Alice", 3).unwrap(), None);
        assert_eq!(s.replay_for(id + 1, "Bob", 3).unwrap(), None);
        assert_eq!(s.end_reason(id).unwrap().as_deref(), Some("the game is over"));
        // A game for a table that doesn't exist breaks the transaction: nothing of it is kept.
        let orphan = GameRow { table: 999, ..s.games().unwrap()[0].clone() };
        assert!(s.end_table(999, "x", Some(&orphan), 10).is_err());
        assert_eq!(s.games().unwrap().len(), 1);
        std::fs::remove_dir_all(&dir).ok();
    }
}
