// Annotation glyphs: the one list that the PGN and move grammars (grammars/*.peggy import it), the
// prose reading, the descriptive reader and the PGN writer share.

/** Move glyphs (PGN standard, section 10: NAGs 1-6), longest first: glued to a move or on their own. */
export const MOVE_GLYPHS: readonly string[] = ['!!', '??', '!?', '?!', '!', '?'];

const MOVE_NAGS: Readonly<Record<string, string>> = {
  '!': '$1',
  '?': '$2',
  '!!': '$3',
  '??': '$4',
  '!?': '$5',
  '?!': '$6',
};

/**
 * Evaluations as a text exported from ChessBase keeps them when its figurine font is lost (`14.d6µ`, `16.Ne1 g4³`): the
 * font draws them on Latin-1 code points, `²` ⩲, `³` ⩱, `µ` ∓ (Scidb, rofl0r/scidb trunk/tcl/fonts.tcl,
 * `FigurineSymbolChessBaseEncoding`: NAG 14, 15, 17; a page's own words bear `³` out: `g4³ is a -2 advantage for Black`).
 * `±` is the same character in the font and in Unicode. The font's other signs (`©` compensation, `™` only move, `÷`
 * unclear) are not read: each is also a common sign of its own.
 */
const FONT_EVALUATION_NAGS: Readonly<Record<string, string>> = { '²': '$14', '³': '$15', µ: '$17' };

/**
 * Position glyphs (evaluations) and their NAG numbers, as Informator-style books and ChessBase pages print
 * them: `=`, `∞`, `⩲`/`+/=`/`+=`, `⩱`/`=/+`/`=+`, `±`/`+/-`, `∓`/`-/+`, `+-`, `-+`; the minus also the
 * minus sign U+2212 (`+−`, `−+`) and the en dash U+2013, as word processors set it (`+/–`, `–+`).
 */
const EVALUATION_NAGS: Readonly<Record<string, string>> = {
  '=': '$10',
  '∞': '$13',
  '+/=': '$14',
  '⩲': '$14',
  '+=': '$14',
  '=/+': '$15',
  '⩱': '$15',
  '=+': '$15',
  '+/-': '$16',
  '±': '$16',
  '-/+': '$17',
  '∓': '$17',
  '+-': '$18',
  '-+': '$19',
  '+/−': '$16',
  '−/+': '$17',
  '+−': '$18',
  '−+': '$19',
  '+/–': '$16',
  '–/+': '$17',
  '+–': '$18',
  '–+': '$19',
  ...FONT_EVALUATION_NAGS,
};

/** Annotation glyphs of import format and their NAG numbers (PGN standard, section 10), `□` ("only move") among them. */
export const GLYPH_NAGS: Readonly<Record<string, string>> = { ...MOVE_NAGS, '□': '$7', ...EVALUATION_NAGS };

const longestFirst = (glyphs: readonly string[]): readonly string[] =>
  [...glyphs].sort((a, b) => b.length - a.length || (a < b ? -1 : a > b ? 1 : 0));

/** The evaluation glyphs, longest first (`+/-` before `+-`, `+=` before `=`). */
export const EVALUATION_GLYPHS: readonly string[] = longestFirst(Object.keys(EVALUATION_NAGS));

/** Every glyph, longest first. */
export const GLYPHS: readonly string[] = longestFirst(Object.keys(GLYPH_NAGS));

/** How long the longest glyph of a list written at a position of a text is (0 where none stands there). */
export type GlyphAt = (text: string, pos: number) => number;

function glyphReader(glyphs: readonly string[]): GlyphAt {
  const firsts = new Set(glyphs.map((g) => g.charCodeAt(0)));
  return (text, pos) => {
    if (!firsts.has(text.charCodeAt(pos))) return 0;
    for (const g of glyphs) if (text.startsWith(g, pos)) return g.length;
    return 0;
  };
}

/**
 * A glyph reader that also reads a run of three or more marks whole (`Be2???`, `Qd1!!!`, `Qh5 ???`, as some annotators
 * stress a glyph; `Dxd6??!`, a joke's mark): PGN has no such glyph, and it is read as its first two marks, the strongest
 * of one mark, `??` or `!!` ({@link stressedGlyph}), never as two glyphs (`$4 $2`).
 */
function withStressedRuns(read: GlyphAt): GlyphAt {
  const mark = (c: string | undefined): boolean => c === '!' || c === '?';
  return (text, pos) => {
    const length = read(text, pos);
    if (length !== 2 || !mark(text[pos]) || !mark(text[pos + 1])) return length;
    let end = pos + 2;
    while (mark(text[end])) end++;
    return end - pos;
  };
}

/** The first run of three or more glyph marks written in `text` (`???` in `Be2???`, `??!` in `Dxd6??!`), if any. */
export function stressedRunIn(text: string): string | undefined {
  return /[!?]{3,}/.exec(text)?.[0];
}

/** `??` for `???` (three or more `?`), `!!` for `!!!`, the first two marks of any other run (`??` for `??!`); undefined for any other text. */
export function stressedGlyph(text: string): string | undefined {
  return stressedRunIn(text) === text ? text.slice(0, 2) : undefined;
}

/** Why a run of marks (see {@link stressedRunIn}) is read as its first two: `PGN has no stronger mark` for one mark (`???`), else `PGN has no such mark` (`??!`). */
export function stressedReason(run: string): string {
  return /^(.)\1*$/.test(run) ? 'PGN has no stronger mark' : 'PGN has no such mark';
}

/** The move glyph at a position (`!?` in `Nf3!?`, `???` in `Be2???`), for the move grammar. */
export const moveGlyphAt: GlyphAt = withStressedRuns(glyphReader(MOVE_GLYPHS));
/** The evaluation glyph at a position (`+−` in `Te1+−+20…`), for the move grammar. */
export const evaluationAt: GlyphAt = glyphReader(EVALUATION_GLYPHS);
/** Any glyph at a position, for the PGN grammar's NAG rule. */
export const glyphAt: GlyphAt = withStressedRuns(glyphReader(GLYPHS));

/** Whether `text` is an annotation glyph written on its own (`!`, `+-`, `±`, `+=`) or a NAG (`$14`). */
export function isGlyph(text: string): boolean {
  return Object.hasOwn(GLYPH_NAGS, text) || /^\$\d+$/.test(text) || stressedGlyph(text) !== undefined;
}

/**
 * The signs of Informator's key besides its evaluations, as books and ChessBase's text export print them glued to a move
 * (`10. Bg5⟳`): development advantage (`⟳`, `↻`), initiative (`↑`), attack (`→`), counterplay (`⇆`, `⇄`), with the idea
 * (`△`, `∆`), better is (`⌓`), time trouble (`⊕`), zugzwang (`⨀`), space (`○`), centre (`⊞`), line (`⇔`), diagonal
 * (`⇗`), kingside and queenside (`⟫`, `⟪`), endgame (`⊥`). Several name a side that only the position tells (PGN's NAGs
 * are White's or Black's: `$32`/`$33`), so a reading keeps them as written, words of a comment, never a NAG.
 */
const COMMENTARY_SIGNS = '⟳↻↑→⇆⇄△∆⌓⊕⨀○⊞⇔⇗⟫⟪⊥';

/** A run of Informator's commentary signs (see COMMENTARY_SIGNS) ending a word, after the word's move: group 1 the move, 2 the signs. */
export const GLUED_COMMENTARY_SIGNS = new RegExp(`^(.*?[a-h1-8O0o+#!?])([${COMMENTARY_SIGNS}]+)$`, 'u');

/** Whether `text` is a run of Informator's commentary signs alone (`⟳`, `↑→`). */
export function isCommentarySigns(text: string): boolean {
  return text.length > 0 && [...text].every((c) => COMMENTARY_SIGNS.includes(c));
}

/** Whether `text` is an evaluation glyph (`=`, `+-`, `±`, `−+` …). */
export function isEvaluation(text: string): boolean {
  return Object.hasOwn(EVALUATION_NAGS, text);
}

/**
 * ChessBase's mark of a novelty, glued after a move as its text export prints it (`11.gxh5N`, `14.Nf3!N`), and the NAG
 * ChessBase writes for it in PGN. Read only glued after a move whose square is on no last rank (castling too), where
 * it cannot be a promotion to a knight: the grammars' pawnMove and move rules, and {@link GLUED_NOVELTY} in prose.
 */
export const NOVELTY_MARK = 'N';
export const NOVELTY_NAG = '$146';

/** A word that is a move with the novelty mark glued after it: group 1 the move, 2 the mark. */
export const GLUED_NOVELTY = /^(.*?(?:[a-h][2-7]|[O0](?:-[O0]){1,2})[+#]?(?:[!?]{1,2})?)(N)$/;

/** A NAG in export form: `$14` stays, a glyph such as `!?` or `+-` becomes its `$n`, `???` that of `??`, the novelty mark `N` `$146`. */
export function nagText(text: string): string {
  if (text === NOVELTY_MARK) return NOVELTY_NAG;
  return GLYPH_NAGS[text] ?? GLYPH_NAGS[stressedGlyph(text) ?? ''] ?? text;
}
