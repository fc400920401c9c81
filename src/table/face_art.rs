//! Card faces drawn on the CPU into textures: a frame coloured by the card's colours, name and
//! mana cost, type line, rules text, P/T (highlighted when modified), a token band; and the card
//! back. Every value comes from the viewer-filtered view, never from raw card data.

use ab_glyph::{Font, FontRef, PxScale, ScaleFont, point};

use crate::cards::{ManaCost, ManaSymbol};

/// Texture width in pixels (a card is 63 × 88 mm).
pub const WIDTH: u32 = 252;
/// Texture height in pixels.
pub const HEIGHT: u32 = 352;

/// What one side of a card shows.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum CardArt {
    /// A face, as the viewer may see it.
    Face(FaceArt),
    /// The card back, with an optional caption (a face-down kind: "Morph").
    Back(Option<String>),
}

/// The values drawn on a face.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct FaceArt {
    /// The name.
    pub name: String,
    /// The mana cost in Oracle notation.
    pub mana_cost: String,
    /// The type line.
    pub type_line: String,
    /// The rules text.
    pub text: String,
    /// "3/2", "loyalty 3", "defense 4", or empty.
    pub corner: String,
    /// The corner value differs from what is printed.
    pub modified: bool,
    /// Colour letters in WUBRG order ("" for colorless).
    pub colors: String,
    /// Framed as a land.
    pub is_land: bool,
    /// Marked as a token.
    pub is_token: bool,
    /// Which face of a double-faced card this is, marked in the name bar.
    pub face: FaceMark,
    /// A flip card (710.1): this face's values are its normal half, drawn on the top half of
    /// the card, and these are its alternative half, printed upside down on the bottom half.
    pub flip_half: Option<Box<FaceArt>>,
    /// Phased out (702.26b): drawn dimmed, with a band saying so.
    pub phased_out: bool,
}

/// The mark of a double-faced card's face, so the two faces tell apart at a glance: a sun on
/// the front, a crescent moon on the back, whose frame is also edged in silver.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum FaceMark {
    /// Not a double-faced card.
    #[default]
    None,
    /// The front face.
    Front,
    /// The back face.
    Back,
}

/// The silver edge of a back face.
pub const BACK_EDGE: Rgb = [196, 204, 222];

/// A colour.
pub type Rgb = [u8; 3];

/// A colour's frame colour, by its letter (W, U, B, R, G; anything else is colorless).
pub fn color_of(letter: char) -> Rgb {
    match letter {
        'W' => [236, 228, 200],
        'U' => [92, 148, 204],
        'B' => [74, 66, 70],
        'R' => [206, 92, 68],
        'G' => [72, 148, 92],
        _ => [176, 176, 182],
    }
}

/// The frame colour of a face: its colour, gold when multicoloured, grey or brown when colorless.
pub fn frame_color(art: &FaceArt) -> Rgb {
    match art.colors.chars().count() {
        0 if art.is_land => [168, 140, 108],
        0 => [176, 176, 182],
        1 => color_of(art.colors.chars().next().unwrap_or('C')),
        _ => [214, 184, 96],
    }
}

struct Canvas {
    px: Vec<u8>,
}

impl Canvas {
    fn new(fill: Rgb) -> Canvas {
        let mut px = Vec::with_capacity((WIDTH * HEIGHT * 4) as usize);
        for _ in 0..WIDTH * HEIGHT {
            px.extend_from_slice(&[fill[0], fill[1], fill[2], 255]);
        }
        Canvas { px }
    }

    fn blend(&mut self, x: i32, y: i32, c: Rgb, a: f32) {
        if x < 0 || y < 0 || x >= WIDTH as i32 || y >= HEIGHT as i32 || a <= 0.0 {
            return;
        }
        let i = ((y as u32 * WIDTH + x as u32) * 4) as usize;
        let a = a.min(1.0);
        for (p, ck) in self.px[i..i + 3].iter_mut().zip(c) {
            *p = (*p as f32 * (1.0 - a) + ck as f32 * a) as u8;
        }
    }

    fn rect(&mut self, x0: i32, y0: i32, w: i32, h: i32, c: Rgb) {
        for y in y0..y0 + h {
            for x in x0..x0 + w {
                self.blend(x, y, c, 1.0);
            }
        }
    }

    fn circle(&mut self, cx: f32, cy: f32, r: f32, c: Rgb) {
        for y in (cy - r - 1.0) as i32..=(cy + r + 1.0) as i32 {
            for x in (cx - r - 1.0) as i32..=(cx + r + 1.0) as i32 {
                let d = ((x as f32 + 0.5 - cx).powi(2) + (y as f32 + 0.5 - cy).powi(2)).sqrt();
                self.blend(x, y, c, (r - d + 0.5).clamp(0.0, 1.0));
            }
        }
    }

    /// Draws one line of text with its baseline at `y`; returns its width.
    fn text(&mut self, font: &FontRef, size: f32, x: f32, y: f32, s: &str, c: Rgb) -> f32 {
        let scaled = font.as_scaled(PxScale::from(size));
        let mut caret = x;
        let mut prev = None;
        for ch in s.chars() {
            let id = scaled.glyph_id(ch);
            if let Some(p) = prev {
                caret += scaled.kern(p, id);
            }
            let glyph = id.with_scale_and_position(PxScale::from(size), point(caret, y));
            if let Some(outline) = font.outline_glyph(glyph) {
                let b = outline.px_bounds();
                outline.draw(|gx, gy, cov| self.blend(b.min.x as i32 + gx as i32, b.min.y as i32 + gy as i32, c, cov));
            }
            caret += scaled.h_advance(id);
            prev = Some(id);
        }
        caret - x
    }
}

fn width(font: &FontRef, size: f32, s: &str) -> f32 {
    let scaled = font.as_scaled(PxScale::from(size));
    s.chars().map(|c| scaled.h_advance(scaled.glyph_id(c))).sum()
}

/// Shortens `s` with "…" to fit `max` pixels.
fn fit(font: &FontRef, size: f32, s: &str, max: f32) -> String {
    if width(font, size, s) <= max {
        return s.to_string();
    }
    let mut out: String = s.to_string();
    while !out.is_empty() && width(font, size, &format!("{out}…")) > max {
        out.pop();
    }
    format!("{out}…")
}

/// Greedy word wrap to `max` pixels.
fn wrap(font: &FontRef, size: f32, text: &str, max: f32) -> Vec<String> {
    let mut lines = Vec::new();
    for para in text.lines() {
        let mut line = String::new();
        for word in para.split_whitespace() {
            let candidate = if line.is_empty() { word.to_string() } else { format!("{line} {word}") };
            if width(font, size, &candidate) > max && !line.is_empty() {
                lines.push(std::mem::replace(&mut line, word.to_string()));
            } else {
                line = candidate;
            }
        }
        lines.push(line);
    }
    lines
}

fn font() -> FontRef<'static> {
    FontRef::try_from_slice(epaint_default_fonts::UBUNTU_LIGHT).expect("egui's bundled font parses")
}

fn draw_back(c: &mut Canvas, caption: Option<&str>) {
    let f = font();
    c.rect(0, 0, WIDTH as i32, HEIGHT as i32, [28, 22, 18]);
    c.rect(10, 10, WIDTH as i32 - 20, HEIGHT as i32 - 20, [92, 58, 36]);
    c.circle(WIDTH as f32 / 2.0, HEIGHT as f32 / 2.0, 86.0, [58, 86, 140]);
    c.circle(WIDTH as f32 / 2.0, HEIGHT as f32 / 2.0, 72.0, [150, 96, 52]);
    let w = width(&f, 30.0, "Bifronte");
    c.text(&f, 30.0, (WIDTH as f32 - w) / 2.0, HEIGHT as f32 / 2.0 + 10.0, "Bifronte", [250, 236, 200]);
    // One band a caption line, read from the top down, the last at the bottom edge.
    let lines: Vec<&str> = caption.into_iter().flat_map(str::lines).collect();
    for (i, line) in lines.iter().enumerate() {
        let line = fit(&f, 20.0, line, WIDTH as f32 - 30.0);
        let w = width(&f, 20.0, &line);
        let top = HEIGHT as i32 - 60 - 36 * (lines.len() - 1 - i) as i32;
        c.rect(12, top, WIDTH as i32 - 24, 34, [20, 16, 14]);
        c.text(&f, 20.0, (WIDTH as f32 - w) / 2.0, top as f32 + 24.0, &line, [255, 255, 255]);
    }
}

/// 702.26b: a phased-out permanent is treated as though it doesn't exist: its face is dimmed
/// to a third and crossed by a band that says so.
fn phased_out_band(c: &mut Canvas, f: &FontRef) {
    for p in c.px.chunks_exact_mut(4) {
        for v in &mut p[..3] {
            *v /= 3;
        }
    }
    let text = "PHASED OUT";
    let w = width(f, 26.0, text);
    let top = HEIGHT as i32 / 2 - 22;
    c.rect(0, top, WIDTH as i32, 44, [18, 16, 14]);
    c.text(f, 26.0, (WIDTH as f32 - w) / 2.0, top as f32 + 31.0, text, [250, 250, 250]);
}

fn draw_face(c: &mut Canvas, a: &FaceArt) {
    if let Some(bottom) = &a.flip_half {
        return draw_flip(c, a, bottom);
    }
    let f = font();
    let frame = frame_color(a);
    let edge = if a.face == FaceMark::Back { BACK_EDGE } else { [18, 16, 14] };
    c.rect(0, 0, WIDTH as i32, HEIGHT as i32, edge);
    c.rect(8, 8, WIDTH as i32 - 16, HEIGHT as i32 - 16, frame);
    name_bar(c, &f, a);
    // Art box: the frame colour, darker, with what a player reads first when there is no
    // picture (the colours, the card types), and the token band if a token.
    let dark = frame.map(|v| (v as f32 * 0.55) as u8);
    c.rect(18, 50, WIDTH as i32 - 36, 120, dark);
    art_box_marks(c, &f, a);
    if a.is_token {
        token_band(c, &f);
    }
    type_and_text(c, &f, a, 176, 122);
    corner(c, &f, a, HEIGHT as i32 - 40);
}

/// Supertypes, left out of the art box's big type words (205.4).
const SUPERTYPES: [&str; 6] = ["Basic", "Legendary", "Ongoing", "Snow", "World", "Elite"];

/// The art box of a face without a picture: a disc per colour (its letter on it, so it doesn't
/// rest on colour alone), the card types in large letters, and the subtypes under them.
fn art_box_marks(c: &mut Canvas, f: &FontRef, a: &FaceArt) {
    const LIGHT: Rgb = [246, 240, 226];
    let letters: Vec<char> = match a.colors.chars().collect::<Vec<_>>() {
        none if none.is_empty() && !a.is_land => vec!['C'],
        some => some,
    };
    let step = 30.0;
    let first = WIDTH as f32 / 2.0 - step * (letters.len() as f32 - 1.0) / 2.0;
    for (i, l) in letters.iter().enumerate() {
        let x = first + step * i as f32;
        c.circle(x, 72.0, 13.0, INK);
        c.circle(x, 72.0, 11.5, color_of(*l));
        let s = l.to_string();
        let ink = if *l == 'B' { LIGHT } else { INK };
        c.text(f, 16.0, x - width(f, 16.0, &s) / 2.0, 78.0, &s, ink);
    }
    let (types, subtypes) = a.type_line.split_once('—').unwrap_or((&a.type_line, ""));
    let words: Vec<&str> = types.split_whitespace().filter(|w| !SUPERTYPES.contains(w)).collect();
    let big = words.join(" ").to_uppercase();
    let room = WIDTH as f32 - 48.0;
    let size = (24.0 * room / width(f, 24.0, &big).max(1.0)).clamp(12.0, 24.0);
    let big = fit(f, size, &big, room);
    c.text(f, size, (WIDTH as f32 - width(f, size, &big)) / 2.0, 112.0, &big, LIGHT);
    let sub = fit(f, 15.0, subtypes.trim(), room);
    c.text(f, 15.0, (WIDTH as f32 - width(f, 15.0, &sub)) / 2.0, 130.0, &sub, LIGHT);
}

/// The type line with its top at `top`, and under it the rules text box, `height` pixels tall
/// (as many lines as fit).
fn type_and_text(c: &mut Canvas, f: &FontRef, a: &FaceArt, top: i32, height: i32) {
    c.rect(14, top, WIDTH as i32 - 28, 26, [246, 240, 226]);
    let tl = fit(f, 15.0, &a.type_line, WIDTH as f32 - 40.0);
    c.text(f, 15.0, 20.0, top as f32 + 18.0, &tl, INK);
    c.rect(18, top + 30, WIDTH as i32 - 36, height, [250, 246, 236]);
    let rows = ((height - 8) as f32 / 14.5) as usize;
    let mut y = top as f32 + 46.0;
    for line in wrap(f, 13.0, &a.text, WIDTH as f32 - 48.0).iter().take(rows) {
        c.text(f, 13.0, 24.0, y, line, INK);
        y += 14.5;
    }
}

/// Rows of each half of a flip card.
const HALF: u32 = HEIGHT / 2;

/// A flip card as printed (710.1): the normal half on top, the alternative half upside down on
/// the bottom, one frame in the card's colour (710.1c). Turned half a turn, the other half reads.
fn draw_flip(c: &mut Canvas, top: &FaceArt, bottom: &FaceArt) {
    let f = font();
    let frame = frame_color(top);
    let mut other = Canvas::new([0, 0, 0]);
    for (canvas, half) in [(&mut *c, top), (&mut other, bottom)] {
        canvas.rect(0, 0, WIDTH as i32, HEIGHT as i32, [18, 16, 14]);
        canvas.rect(8, 8, WIDTH as i32 - 16, HEIGHT as i32 - 16, frame);
        name_bar(canvas, &f, half);
        type_and_text(canvas, &f, half, 48, 90);
        corner(canvas, &f, half, HALF as i32 - 34);
        if half.is_token {
            canvas.rect(WIDTH as i32 / 2 - 40, HALF as i32 - 30, 80, 22, [250, 250, 250]);
            let w = width(&f, 16.0, "TOKEN");
            canvas.text(&f, 16.0, (WIDTH as f32 - w) / 2.0, HALF as f32 - 13.0, "TOKEN", INK);
        }
    }
    // The bottom half: the other canvas's top half, turned half a turn.
    for y in 0..HALF {
        for x in 0..WIDTH {
            let from = ((y * WIDTH + x) * 4) as usize;
            let to = (((HEIGHT - 1 - y) * WIDTH + (WIDTH - 1 - x)) * 4) as usize;
            c.px[to..to + 4].copy_from_slice(&other.px[from..from + 4]);
        }
    }
    c.rect(8, HALF as i32 - 1, WIDTH as i32 - 16, 2, [18, 16, 14]);
}

/// The name bar: the face's mark, its name, and its mana cost as coloured pips.
fn name_bar(c: &mut Canvas, f: &FontRef, a: &FaceArt) {
    c.rect(14, 14, WIDTH as i32 - 28, 30, [246, 240, 226]);
    let symbols = ManaCost::parse(&a.mana_cost).map(|m| m.symbols).unwrap_or_default();
    let mut x = WIDTH as f32 - 28.0;
    for s in symbols.iter().rev() {
        let (fill, label) = pip(s);
        c.circle(x, 29.0, 10.0, fill);
        let w = width(f, 14.0, &label);
        c.text(f, 14.0, x - w / 2.0, 34.0, &label, if fill[0] < 100 && fill[1] < 100 { [240, 240, 240] } else { INK });
        x -= 22.0;
    }
    let name_x = match a.face {
        FaceMark::None => 20.0,
        FaceMark::Front => {
            c.circle(29.0, 29.0, 9.0, [240, 176, 40]);
            c.circle(29.0, 29.0, 5.0, [255, 226, 120]);
            44.0
        }
        FaceMark::Back => {
            c.circle(29.0, 29.0, 9.0, [40, 48, 84]);
            c.circle(33.0, 26.0, 7.5, [246, 240, 226]);
            44.0
        }
    };
    let name = fit(f, 19.0, &a.name, x - name_x + 6.0);
    c.text(f, 19.0, name_x, 36.0, &name, INK);
}

const INK: Rgb = [20, 18, 16];

/// The "TOKEN" band across the bottom of the art box, large enough to read at table size.
fn token_band(c: &mut Canvas, f: &FontRef) {
    c.rect(18, 134, WIDTH as i32 - 36, 36, [18, 16, 14]);
    c.rect(20, 136, WIDTH as i32 - 40, 32, [250, 250, 250]);
    let w = width(f, 28.0, "TOKEN");
    c.text(f, 28.0, (WIDTH as f32 - w) / 2.0, 162.0, "TOKEN", INK);
}

/// P/T, loyalty or defense in the corner, its box's top at `top`; highlighted when modified.
fn corner(c: &mut Canvas, f: &FontRef, a: &FaceArt, top: i32) {
    if a.corner.is_empty() {
        return;
    }
    let w = width(f, 20.0, &a.corner) + 16.0;
    let bg = if a.modified { [255, 214, 64] } else { [246, 240, 226] };
    c.rect(WIDTH as i32 - 16 - w as i32, top, w as i32, 28, [18, 16, 14]);
    c.rect(WIDTH as i32 - 14 - w as i32, top + 2, w as i32 - 4, 24, bg);
    c.text(f, 20.0, WIDTH as f32 - 8.0 - w, top as f32 + 21.0, &a.corner, INK);
}

/// A face drawn from its picture: the picture scaled to the card, with what the rules changed
/// drawn over it, since a picture shows only what is printed: the token band, and the corner
/// when the P/T (loyalty, defense) differs from the printed one.
pub fn picture_pixels(picture: &image::RgbaImage, a: &FaceArt) -> Vec<u8> {
    let scaled = image::imageops::resize(picture, WIDTH, HEIGHT, image::imageops::FilterType::Triangle);
    let mut c = Canvas { px: scaled.into_raw() };
    let f = font();
    if a.is_token {
        token_band(&mut c, &f);
    }
    if a.modified {
        corner(&mut c, &f, a, HEIGHT as i32 - 40);
    }
    if a.phased_out {
        phased_out_band(&mut c, &f);
    }
    c.px
}

/// A mana symbol's pip: its fill colour and its label.
pub fn pip(s: &ManaSymbol) -> (Rgb, String) {
    match s {
        ManaSymbol::Generic(n) => ([200, 196, 190], n.to_string()),
        ManaSymbol::Variable(v) => ([200, 196, 190], v.to_string()),
        ManaSymbol::Colorless => ([200, 196, 190], "C".into()),
        ManaSymbol::Snow => ([220, 236, 250], "S".into()),
        ManaSymbol::Colored(c) => (color_of(c.letter()), c.letter().to_string()),
        ManaSymbol::Hybrid(a, b) => (color_of(a.letter()), format!("{}{}", a.letter(), b.letter())),
        ManaSymbol::TwoHybrid(c) => (color_of(c.letter()), format!("2{}", c.letter())),
        ManaSymbol::ColorlessHybrid(c) => (color_of(c.letter()), format!("C{}", c.letter())),
        ManaSymbol::Phyrexian(cs) => (color_of(cs.first().map_or('C', |c| c.letter())), "P".into()),
    }
}

/// The RGBA pixels of one side of a card.
pub fn pixels(art: &CardArt) -> Vec<u8> {
    let mut c = Canvas::new([0, 0, 0]);
    match art {
        CardArt::Face(a) => {
            draw_face(&mut c, a);
            if a.phased_out {
                phased_out_band(&mut c, &font());
            }
        }
        CardArt::Back(caption) => draw_back(&mut c, caption.as_deref()),
    }
    c.px
}

#[cfg(test)]
mod tests {
    use super::*;

    fn px(p: &[u8], x: u32, y: u32) -> [u8; 3] {
        let i = ((y * WIDTH + x) * 4) as usize;
        [p[i], p[i + 1], p[i + 2]]
    }

    fn face(colors: &str) -> FaceArt {
        FaceArt {
            name: "Grizzly Bears".into(),
            mana_cost: "{1}{G}".into(),
            type_line: "Creature — Bear".into(),
            text: "".into(),
            corner: "2/2".into(),
            colors: colors.into(),
            ..Default::default()
        }
    }

    #[test]
    fn the_frame_takes_the_cards_colour() {
        let green = pixels(&CardArt::Face(face("G")));
        let red = pixels(&CardArt::Face(face("R")));
        let gold = pixels(&CardArt::Face(face("RG")));
        assert_eq!(px(&green, 10, 100), [72, 148, 92]);
        assert_eq!(px(&red, 10, 100), [206, 92, 68]);
        assert_eq!(px(&gold, 10, 100), [214, 184, 96]);
    }

    #[test]
    fn rule_702_26b_a_phased_out_face_is_dimmed_and_crossed_by_a_band() {
        let plain = pixels(&CardArt::Face(face("G")));
        let out = pixels(&CardArt::Face(FaceArt { phased_out: true, ..face("G") }));
        assert_eq!(px(&plain, 10, 100), [72, 148, 92]);
        assert_eq!(px(&out, 10, 100), [24, 49, 30], "the frame at a third of its brightness");
        let mid = HEIGHT / 2;
        assert_eq!(px(&out, 2, mid), [18, 16, 14], "the band crosses the card");
        let lit = (0..WIDTH).filter(|x| px(&out, *x, mid).iter().all(|v| *v > 200)).count();
        assert!(lit > 10, "the band's words are drawn: {lit} bright pixels on its middle line");
    }

    #[test]
    fn a_back_caption_of_several_lines_gets_a_band_a_line() {
        let one = pixels(&CardArt::Back(Some("face down: Morph".into())));
        let two = pixels(&CardArt::Back(Some("face down: Morph\nflipped".into())));
        let (x, bottom, above) = (14, HEIGHT - 50, HEIGHT - 86);
        assert_eq!(px(&one, x, bottom), [20, 16, 14]);
        assert_eq!(px(&two, x, bottom), [20, 16, 14]);
        assert_eq!(px(&one, x, above), [92, 58, 36], "one line: the back shows above its band");
        assert_eq!(px(&two, x, above), [20, 16, 14], "a second band above the first");
    }

    #[test]
    fn the_name_is_drawn_in_the_name_bar() {
        let p = pixels(&CardArt::Face(face("G")));
        let inked =
            (20..150).flat_map(|x| (18..40).map(move |y| (x, y))).filter(|(x, y)| px(&p, *x, *y)[0] < 120).count();
        assert!(inked > 100, "only {inked} dark pixels where the name is");
        let blank = pixels(&CardArt::Face(FaceArt { name: String::new(), ..face("G") }));
        let none =
            (20..150).flat_map(|x| (18..40).map(move |y| (x, y))).filter(|(x, y)| px(&blank, *x, *y)[0] < 120).count();
        assert_eq!(none, 0);
    }

    #[test]
    fn the_two_faces_of_a_double_faced_card_tell_apart_by_their_mark_and_edge() {
        let front = pixels(&CardArt::Face(FaceArt { face: FaceMark::Front, ..face("G") }));
        let back = pixels(&CardArt::Face(FaceArt { face: FaceMark::Back, ..face("G") }));
        assert_eq!(px(&front, 29, 29), [255, 226, 120], "a sun on the front");
        assert_eq!(px(&back, 25, 32), [40, 48, 84], "a moon on the back");
        assert_eq!(px(&back, 3, 100), BACK_EDGE, "the back's frame is edged in silver");
        assert_eq!(px(&front, 3, 100), [18, 16, 14]);
    }

    #[test]
    fn modified_pt_is_highlighted_and_backs_differ_from_faces() {
        let plain = pixels(&CardArt::Face(face("G")));
        let modified = pixels(&CardArt::Face(FaceArt { modified: true, ..face("G") }));
        assert_ne!(plain, modified);
        assert_eq!(px(&modified, WIDTH - 20, HEIGHT - 16), [255, 214, 64]);
        assert_ne!(pixels(&CardArt::Back(None)), plain);
    }

    #[test]
    fn a_flip_card_prints_its_alternative_half_upside_down_on_the_bottom() {
        let alt = FaceArt { name: "Tok-Tok, Volcano Born".into(), corner: "2/2".into(), ..face("R") };
        let card = FaceArt { name: "Akki Lavarunner".into(), flip_half: Some(Box::new(alt)), ..face("R") };
        let p = pixels(&CardArt::Face(card));
        let inked = |x0: u32, y0: u32, x1: u32, y1: u32| {
            (x0..x1).flat_map(|x| (y0..y1).map(move |y| (x, y))).filter(|(x, y)| px(&p, *x, *y)[0] < 120).count()
        };
        // Both names are drawn: the top one upright, the bottom one turned half a turn, so its
        // name bar lies along the bottom edge with the text at the right end.
        assert!(inked(20, 18, 150, 40) > 100, "the normal half's name on top");
        assert!(
            inked(WIDTH - 150, HEIGHT - 40, WIDTH - 20, HEIGHT - 18) > 100,
            "the alternative half's name upside down"
        );
        assert_eq!(px(&p, WIDTH / 2, 16), [246, 240, 226], "a name bar along the top edge");
        assert_eq!(px(&p, WIDTH / 2, HEIGHT - 17), [246, 240, 226], "and one along the bottom edge");
        // Each half's P/T box: the top one just above the middle, the bottom one, turned, just below.
        assert_eq!(px(&p, WIDTH - 22, HALF - 10), [246, 240, 226]);
        assert_eq!(px(&p, 21, HEIGHT - 1 - (HALF - 10)), [246, 240, 226]);
        assert_eq!(px(&p, 10, 100), color_of('R'), "one red frame");
    }

    #[test]
    fn a_picture_replaces_the_frame_but_keeps_what_the_rules_changed() {
        // A 63×88 all-blue picture, scaled to the texture.
        let picture = image::RgbaImage::from_pixel(63, 88, image::Rgba([10, 20, 200, 255]));
        let plain = picture_pixels(&picture, &face("G"));
        assert_eq!(plain.len(), (WIDTH * HEIGHT * 4) as usize);
        assert_eq!(px(&plain, 10, 100), [10, 20, 200], "the picture, not the green frame");
        assert_eq!(px(&plain, WIDTH - 20, HEIGHT - 16), [10, 20, 200], "a printed P/T is the picture's own");
        let changed = picture_pixels(&picture, &FaceArt { modified: true, is_token: true, ..face("G") });
        assert_eq!(px(&changed, WIDTH - 20, HEIGHT - 16), [255, 214, 64], "a modified P/T is drawn over it");
        assert_eq!(px(&changed, 22, 140), [250, 250, 250], "tokens keep their band");
        assert_eq!(px(&changed, 10, 100), [10, 20, 200]);
    }
}
