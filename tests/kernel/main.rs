//! The one integration-test binary: drives a headless App (MinimalPlugins + RulesPlugin)
//! through Actions and asserts the derived characteristics. Tests are named after the rule
//! they check (Comprehensive Rules, Nov 14, 2025 numbering).

mod harness;

mod ai;
mod architecture;
mod attachments;
mod authorize;
mod bad_input;
mod blocks;
mod commander;
mod copies;
mod counters;
mod day_night;
mod divided;
mod draft;
mod face_down;
mod first_start;
mod game;
mod hostile;
mod house;
mod import;
mod joined;
mod log;
mod matches;
mod modes;
mod net;
mod net_trust;
mod overlay;
mod players;
mod properties;
mod replays;
mod scenes;
mod serve;
mod serve_hostile;
mod session;
mod spells;
mod table_fit;
mod tokens;
mod transform;
mod triggers;
mod turn_flow;
mod web;
mod window;
