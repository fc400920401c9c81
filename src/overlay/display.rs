//! How the window's panels and text are drawn for the player: their size (75 to 200 %: panels,
//! text and dialogs together, through egui's zoom), a high-contrast theme (white text on black,
//! bright outlines, a yellow selection) and the interface's language (`crate::i18n`; none
//! chosen: the system's); with them, whether a hot-seat window's seat follows whoever must act
//! (`table::state::FollowActing`). Chosen in Settings, remembered in
//! `$XDG_CONFIG_HOME/bifronte/display.ron` (strict: a wrong field or size is an error at its
//! line and column, and the defaults are used).

use std::path::{Path, PathBuf};

use crate::i18n::{Said, SaidLine};
use bevy_egui::egui;
use serde::{Deserialize, Serialize};

/// The smallest and largest size, in percent.
pub const SCALE_RANGE: std::ops::RangeInclusive<u32> = 75..=200;

/// The sizes Settings offers, in percent.
pub const SCALES: [u32; 6] = [75, 100, 125, 150, 175, 200];

/// The player's display settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct DisplaySettings {
    /// Panels and text at this size, in percent of the usual.
    pub scale: u32,
    /// The high-contrast theme.
    pub high_contrast: bool,
    /// The interface's language (`None`: the system's).
    pub language: Option<crate::i18n::Lang>,
    /// At a hot-seat game, the window sits at the seat of whoever must act (103.5, 117).
    pub follow_acting: bool,
    /// Against the computer, the status line says what it chose and why (`ai::act_saying_why`).
    pub computer_reasoning: bool,
}

impl Default for DisplaySettings {
    fn default() -> Self {
        DisplaySettings {
            scale: 100,
            high_contrast: false,
            language: None,
            follow_acting: true,
            computer_reasoning: false,
        }
    }
}

impl DisplaySettings {
    /// Where they are kept.
    pub fn path() -> PathBuf {
        crate::format::user_config_dir().join("display.ron")
    }

    /// Reads a `display.ron`.
    pub fn parse(path: &Path, text: &str) -> Result<DisplaySettings, crate::format::LoadError> {
        let s: DisplaySettings = crate::format::load_ron(path, text)?;
        if !SCALE_RANGE.contains(&s.scale) {
            let at = text.find("scale").map(|o| crate::format::offset_position(text, o));
            let (size, least, most) =
                (s.scale.to_string(), SCALE_RANGE.start().to_string(), SCALE_RANGE.end().to_string());
            let why = Said::new("files-size-range", &[("size", &size), ("least", &least), ("most", &most)]);
            return Err(crate::format::LoadError::at(path, at.as_ref(), why));
        }
        Ok(s)
    }

    /// The settings kept at `path`: the defaults when there are none; when they don't read,
    /// the defaults and why.
    pub fn load(path: &Path) -> (DisplaySettings, Option<SaidLine>) {
        crate::format::load_settings(path, DisplaySettings::parse, "files-display-usual")
    }

    /// Keeps them at `path`, whole or not at all (every field written: a `false` is kept).
    pub fn save(&self, path: &Path) -> Result<(), crate::format::Unwritten> {
        let language = self.language.map_or_else(String::new, |l| format!(", language: {}", l.code()));
        let (scale, contrast, follow) = (self.scale, self.high_contrast, self.follow_acting);
        let reasoning = self.computer_reasoning;
        let text = format!(
            "(scale: {scale}, high_contrast: {contrast}, follow_acting: {follow}, computer_reasoning: {reasoning}{language})\n"
        );
        crate::format::write_file(path, text.as_bytes())
    }

    /// Draws the window's egui with these settings where they differ from `applied` (what was
    /// applied last; `None`: egui's own look, left alone while the settings are the usual).
    pub fn apply(&self, ctx: &egui::Context, applied: &mut Option<DisplaySettings>) {
        let zoom = self.scale as f32 / 100.0;
        if (ctx.zoom_factor() - zoom).abs() > 1e-3 {
            ctx.set_zoom_factor(zoom);
        }
        let was = applied.is_some_and(|a| a.high_contrast);
        if was != self.high_contrast {
            ctx.set_visuals(if self.high_contrast { high_contrast() } else { egui::Visuals::dark() });
        }
        *applied = Some(*self);
    }
}

/// The high-contrast theme: white text on black, every widget outlined in white, the hovered
/// and selected in yellow, and no faint text.
pub fn high_contrast() -> egui::Visuals {
    use egui::{Color32, Stroke};
    let mut v = egui::Visuals::dark();
    v.override_text_color = Some(Color32::WHITE);
    v.weak_text_color = Some(Color32::from_gray(225));
    v.panel_fill = Color32::BLACK;
    v.window_fill = Color32::BLACK;
    v.extreme_bg_color = Color32::BLACK;
    v.faint_bg_color = Color32::from_gray(30);
    v.window_stroke = Stroke::new(2.0, Color32::WHITE);
    v.hyperlink_color = Color32::YELLOW;
    v.selection.bg_fill = Color32::from_rgb(0, 90, 200);
    v.selection.stroke = Stroke::new(2.0, Color32::YELLOW);
    for w in [&mut v.widgets.noninteractive, &mut v.widgets.inactive] {
        w.fg_stroke = Stroke::new(1.5, Color32::WHITE);
        w.bg_stroke = Stroke::new(1.0, Color32::from_gray(200));
    }
    v.widgets.inactive.bg_fill = Color32::from_gray(20);
    v.widgets.inactive.weak_bg_fill = Color32::from_gray(20);
    for w in [&mut v.widgets.hovered, &mut v.widgets.active, &mut v.widgets.open] {
        w.fg_stroke = Stroke::new(2.0, Color32::YELLOW);
        w.bg_stroke = Stroke::new(2.0, Color32::YELLOW);
        w.bg_fill = Color32::from_gray(40);
        w.weak_bg_fill = Color32::from_gray(40);
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_settings_are_kept_whole_and_a_wrong_file_says_where() {
        let dir = std::env::temp_dir().join(format!("bifronte-display-{}", std::process::id()));
        let path = dir.join("display.ron");
        assert_eq!(DisplaySettings::load(&path), (DisplaySettings::default(), None));
        let s = DisplaySettings {
            scale: 150,
            high_contrast: true,
            language: Some(crate::i18n::Lang::It),
            follow_acting: false,
            computer_reasoning: true,
        };
        s.save(&path).unwrap();
        assert_eq!(DisplaySettings::load(&path), (s, None));
        let plain = DisplaySettings { scale: 75, follow_acting: true, ..DisplaySettings::default() };
        plain.save(&path).unwrap();
        assert_eq!(DisplaySettings::load(&path).0, plain, "a false is kept, not dropped");
        let e = DisplaySettings::parse(&path, "(\n  scale: 300,\n)").unwrap_err();
        assert_eq!((e.line, e.col), (2, 3));
        assert!(e.to_string().contains("a size of 300 %: from 75 to 200 %"), "{e}");
        let e = DisplaySettings::parse(&path, "(scael: 150)").unwrap_err();
        assert!(e.to_string().contains("did you mean `scale`?"), "{e}");
        std::fs::write(&path, "(scale: 10)").unwrap();
        let (s, said) = DisplaySettings::load(&path);
        assert_eq!(s, DisplaySettings::default());
        assert!(said.unwrap().text_in(crate::i18n::Lang::En).ends_with("the usual size and colours are used"));
        std::fs::remove_dir_all(dir).ok();
    }

    #[test]
    fn the_settings_zoom_egui_and_switch_its_theme() {
        let ctx = egui::Context::default();
        let _ = ctx.run_ui(Default::default(), |_| {});
        let mut applied = None;
        DisplaySettings { scale: 150, high_contrast: true, ..Default::default() }.apply(&ctx, &mut applied);
        let _ = ctx.run_ui(Default::default(), |_| {});
        assert!((ctx.zoom_factor() - 1.5).abs() < 1e-6);
        assert!((ctx.pixels_per_point() - 1.5).abs() < 1e-6, "{}", ctx.pixels_per_point());
        assert_eq!(ctx.global_style().visuals.override_text_color, Some(egui::Color32::WHITE));
        DisplaySettings::default().apply(&ctx, &mut applied);
        let _ = ctx.run_ui(Default::default(), |_| {});
        assert!((ctx.zoom_factor() - 1.0).abs() < 1e-6);
        assert_eq!(ctx.global_style().visuals, egui::Visuals::dark());
    }
}
