/**
 * The Latin-1 characters that ChessBase's figurine fonts draw as pieces, as they come out of a text exported from
 * ChessBase when the font is lost (a Word or HTML export pasted as plain text): `1. ¤f3 d5 2. c4 c6 3. g3 ¤f6 4. ¥g2`.
 * The font (FigurineCB AriesSP, LetterSP, TimeSP: the names Scidb lists among ChessBase's fonts) puts its piece glyphs
 * on the code points of the currency and bar signs, so the text keeps `¢ £ ¤ ¥ ¦` where the book showed ♔ ♕ ♘ ♗ ♖.
 *
 * Sources (each maps the characters to pieces; all that name a character agree):
 * - a chessboard.js page that reads pasted games (PHP/JS, "unicode-2" mode, stored GitHub index file 12136170112):
 *   `¤` N, `¥` B, `¢` K, `¦` R, `£` Q, its example `1. e4 e5 2. ¤f3 ¤c6 3. ¥b5 ¥b4`;
 * - a Python opening-book extractor's test (file 60814327968): `1.e4 c5 2.¤f3 d6 3.¥b5†` read as
 *   `1.e4 c5 2.Nf3 d6 3.Bb5+`;
 * - three extractors of solutions from chess books typeset in these fonts (Python, files 70758385127, 55209024192;
 *   JavaScript, file 70629551625): `¦` R, `¢` K, `£` Q, `¥` B, `¤` N;
 * - a Python checker of exercise solutions (file 60223983740): the same five, beside the Unicode figurines.
 * (The stored index names these files by number only, not by repository.) Confidence: high for the five pieces, as
 * every source agrees and real text bears it out: a German club report in the font (`1. ¤f3 d5 2. c4 c6 3. g3 ¤f6
 * 4. ¥g2 ¥g4 5. ¤e5`) and a Portuguese page's side lines (`¥g4`, `¦f3 ¦h8`) are legal games with this mapping only.
 * No source names a pawn figurine among these characters (ChessBase writes pawn moves without one), so none is read.
 * Two sources read `†` as check and one `‡` as mate; they are not read here (a dagger is also a footnote mark).
 * Scidb (rofl0r/scidb, trunk/tcl/fonts.tcl) names the fonts (FigurineCB AriesSP/LetterSP/TimeSP, figurine symbols;
 * DiagramTT… for diagrams, see ../pgn/font-diagram.ts) without this table.
 *
 * Not read, for want of a source: `©`, `å`, `∂`, `™` before squares (`2. ©f3 ©c6 3. åb5`, `∂e2`, `™d1`: a PDF's text
 * layer in a figurine font, the board reading them as knight, bishop, queen, rook; they are the Mac OS Roman
 * characters of bytes A9, 8C, B6, AA). They are not this font's: in it `©` draws the sign of compensation (NAG 44:
 * Scidb's `FigurineSymbolChessBaseEncoding`; a VB.NET PGN library's NAG table, stored index file 48139734403, writes
 * NAG 44 as code 169 in FigurineCB TimeSP) and `™` the only move (NAG 8, Scidb). No source found names the font or
 * table that puts pieces there; a PDF figurine extractor (Python, file 70461106615) says the codes a PDF's text
 * layer gives differ between fonts and learns them per book from the moves that read as play.
 *
 * Read only where a move is expected, and only where the locale does not use the character itself; each move so
 * read has a `W_FIGURINE_FONT` warning, one note per game.
 */
import type { Role } from '../core/types.js';

/** The character of a ChessBase figurine font, as Latin-1 shows it, and the piece it draws. */
export const FONT_FIGURINES: ReadonlyMap<string, Role> = new Map<string, Role>([
  ['¢', 'king'],
  ['£', 'queen'],
  ['¦', 'rook'],
  ['¥', 'bishop'],
  ['¤', 'knight'],
]);
