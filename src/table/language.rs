//! The window's language: a resource of the window (chosen in Settings → Language and kept in
//! `display.ron`, else the system's), which the table's systems read and the overlay carries
//! into the window's egui context every frame, so a panel drawn in that context says its words
//! in it ([`Words`]). Nothing below the window and the command line reads a language in force:
//! what they say is a message, said here.

use bevy_egui::egui;

use crate::i18n::Lang;

pub use crate::session::Language;

/// Where a window's egui context keeps its language.
fn key() -> egui::Id {
    egui::Id::new("bifronte-window-language")
}

/// Makes `ctx` speak `lang`: the panels drawn in it from now on.
pub fn speak_in(ctx: &egui::Context, lang: Lang) {
    if ctx.data(|d| d.get_temp::<Lang>(key())) != Some(lang) {
        ctx.data_mut(|d| d.insert_temp(key(), lang));
    }
}

/// The language of what draws in a window: its egui context, or a `Ui` in it (English in a
/// context nobody set, as a test's own).
pub trait Words {
    /// The window's language.
    fn lang(&self) -> Lang;
}

impl Words for egui::Context {
    fn lang(&self) -> Lang {
        self.data(|d| d.get_temp::<Lang>(key())).unwrap_or_default()
    }
}

impl Words for egui::Ui {
    fn lang(&self) -> Lang {
        self.ctx().lang()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_window_speaks_the_language_put_in_its_context_and_another_context_keeps_its_own() {
        let (one, other) = (egui::Context::default(), egui::Context::default());
        assert_eq!(one.lang(), Lang::En, "a context nobody set speaks English");
        speak_in(&one, Lang::It);
        assert_eq!(one.lang(), Lang::It);
        assert_eq!(other.lang(), Lang::En, "one window's language is not another's");
        speak_in(&other, Lang::Fr);
        assert_eq!((one.lang(), other.lang()), (Lang::It, Lang::Fr));
    }
}
