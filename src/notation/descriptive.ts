/**
 * English descriptive notation (`P-K4`, `N-KB3`, `Kt-B3`, `BxN`, `QPxB`, `R(1)-Q1`, `N(K2)-B3`,
 * `P-K8(Q)`, `NxP ch`, `Castles`): the notation of most English-language chess books and magazines
 * before about 1980. This module reads a token's text into a {@link DescriptiveMove}, which says
 * what the text says and nothing more; descriptive-board.ts finds the legal moves it names.
 *
 * Why a reader of its own beside grammars/move.peggy: a descriptive move does not name squares
 * the way algebraic moves in every language do. `N-B3` names two squares (QB3 and KB3), ranks are
 * counted from the mover's side (Black's `P-K4` is e7-e5), and a capture names the piece taken
 * (`PxP`), not its square. So no descriptive text reads into the one normalized move form
 * (ParsedMove) without the board; the reader keeps the description, and the board-side module
 * turns it into moves with the engine primitive (Board.resolve, i.e. "candidates for a role, a
 * target and an optional origin file and rank"), once per square the text may mean.
 * It is tried only where the algebraic reader fails, and only for English, Spanish, Portuguese and French
 * input, so the standard path does not change. Spanish, Portuguese and French books write the same notation
 * with their own letters and order (`P4R`, `C3AR`: the rank before the file, no dash): the same reader
 * reads them with the data of descriptive-dialect.ts; their sources are in locales/es.json, pt.json and fr.json.
 * The forms below that are English books' own (spaced and worded moves, `Castles`, `ch`, `Sq.`, forum
 * hybrids) are read in English only.
 *
 * The conventions (facts from these sources, no text copied):
 * - Files are named after the piece that stands on them at the start: QR QN QB Q K KB KN KR
 *   (a…h); `Kt` is the older letter for the knight (`QKt`, `KKt3`); an `R`, `N` or `B` file
 *   without K or Q may be either side's. Ranks are counted 1-8 from the mover's own side, so one
 *   square has a name from White's side and another from Black's (White's K4 is Black's K5).
 *   Wikipedia, "Descriptive notation"; chessville.com, "Descriptive Notation";
 *   mychess.de ChessWiki, "Descriptive chess notation".
 * - A move is the piece, `-` and the target square; a capture is the piece, `x` and the piece
 *   taken (`PxP`, `BxN`, `KtxKtP`); pawns are named by the file they stand on when it matters
 *   (`QPxB`, `KBP`), pieces by their side (`KR-Q1`, `QN-Q2`) or by their square or rank in
 *   brackets or after a slash (`R(1)-Q1`, `N(K2)-B3`, `N/3-Q2`, `R(R3)-Q3`); a captured piece's
 *   square likewise (`BxP(B4)`, `PxP/QB6`). Castling `O-O`, `O-O-O`, in older books `Castles`
 *   (`Castles KR`, `Castles QR`). Promotion `P-R8(Q)`, also `P-R8/Q`, `P-R8=Q`. Check `ch` or `+`,
 *   `dis ch` (discovered), `dbl ch` (double), mate `mate` (older books `++` or `#`), `e.p.`;
 *   `!`, `?` as in algebraic. `Sq.` for the first rank in old books (`R-K.Sq.`). Wikipedia,
 *   "Descriptive notation" (promotion: NYT chess column of 25 July 1963, `P-R8(Q)`; "Castles KR":
 *   F. Reinfeld, The Seventh Book of Chess, 1963); linuxtopia, "Descriptive Notation" (`N(KB3)-K5`,
 *   `NxR(Q7)`, `ep`, `ch`).
 * - Older books and their transcriptions print spaces inside a move (`P - K 4`, `Kt - K B 3`,
 *   `Q Kt - Q 2`, `O - O`): J. R. Capablanca, Chess Fundamentals (1921; Project Gutenberg #33870).
 *   19th-century books write moves in words: `P. to K's 4th.`, `K. Kt. to B's 3d.`, `P. takes P.`,
 *   `B. takes Kt. (ch.)`, `(dis. ch.)`, `Castles.`: H. Staunton, The Blue Book of Chess (Project
 *   Gutenberg #16377).
 * - Only as much is written as tells the move apart; the reader of a book works out the rest on
 *   the board. So here a text may name several squares and several pieces, and the board
 *   decides: one legal move is that move, several are an ambiguity, none an error.
 */
import { ENGLISH_DESCRIPTIVE, type DescriptiveDialect } from './descriptive-dialect.js';
import { readCompact, type DescriptiveMove } from './descriptive-syntax.js';

export type { BoardSide, DescriptiveMove, PieceSpec, SquareSpec } from './descriptive-syntax.js';

/**
 * The descriptive move a token writes in `dialect`'s language, or undefined when it is not one: compact
 * (`P-K4`, with words after a space: `NxP ch`, `Castles KR`; Spanish `P4R`, `C3AR`), and in English
 * printed with spaces (`P - K 4`) or in words (`P. to K's 4th.`).
 */
export function readDescriptive(token: string, dialect: DescriptiveDialect): DescriptiveMove | undefined {
  const text = token.trim();
  const read = readCompact(text, dialect);
  if (read !== undefined || !dialect.bookForms) return read;
  // `P.-K4`, `Kt.-KB3`, `Q.xP`: a piece abbreviated with a full stop, as forum posts and old prints write it
  const dotted = text.replace(/(^|[x×])(K|Q|R|B|N|Kt|P)\.(?=[-–—x×]|$)/g, '$1$2');
  if (dotted !== text && !/[ \t]/.test(dotted)) return readCompact(dotted, dialect);
  if (!/[ \t]/.test(text)) return read;
  // Spaced as some books and their transcriptions print it: `P - K 4`, `Kt - K B 3`, `Q Kt - Q 2`, `O - O`,
  // or in 19th-century words: `P. to K's 4th.`, `K. Kt. to B's 3d.`, `B. takes Kt. (ch.)`.
  const part = new RegExp(SPACED_PART.source, 'g');
  return readCompact(compactOf([...text.matchAll(part)].map((m) => m[0])), dialect);
}

/**
 * The compact form of a spaced or worded move's parts (`K.` `B.` `to` `his` `sq.` → `KB-KBsq`). A square named
 * after the moving piece (`his`, `her`, `his own`) is the piece's own: `K. B. to his sq.` is the king's bishop's
 * square, `K. to his 2d.` the king's second, `Q. to her R.'s 8th` the queen's rook's eighth, `K. to his B's sq.`
 * the king's bishop's square; a piece without K or Q (`Kt. to his sq.`) may be either side's, and the board
 * decides. Staunton, The Blue Book of Chess (Project Gutenberg #16377, "The notation adopted to describe the
 * moves": `Q. to her sq.`, `Q. to her 5th.`); The Chess-Player's Text Book (1880s; Wikisource, page 7:
 * `Q. to her R.'s 8th`, `K. R.'s square`, `K.'s R.'s 2nd`).
 */
function compactOf(raw: readonly string[]): string {
  const parts = raw.map(spacedPart);
  let piece = '';
  let pieceDone = false;
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!;
    if (p === '-' || p === 'x') pieceDone = true;
    else if (!pieceDone) piece += p;
    if (pieceDone && OWN.test(raw[i]!)) {
      if (raw[i + 1] === 'own') i++;
      const next = parts[i + 1];
      // `his B's sq.`: a file named by the letter after it, on the moving piece's side; `his sq.`: the piece's own file.
      out.push(next !== undefined && /^(?:R|Kt|N|B)$/.test(next) ? sideOf(piece) : ownFile(piece));
      continue;
    }
    out.push(p);
  }
  return out.join('');
}

/** `his`, `her`, `its` before a square: the moving piece's own. */
const OWN = /^(?:his|her|its)$/;

/** The side a piece written so stands on at the start (`K`, `KB`, `QKt` → K or Q; `B`, `Kt` → either: ``). */
function sideOf(piece: string): string {
  return /^(?:K(?!t)|Q)/.exec(piece)?.[0] ?? '';
}

/** The file a piece written so starts on, as a square's name writes it (`K` → `K`, `KB` → `KB`, `QKtP` → `QKt`, `B` → `B`: either). */
function ownFile(piece: string): string {
  return piece.replace(/P$/, '');
}

/** One space-separated part of a spaced or worded move, as the compact form writes it (`to` → `-`, `4th` → `4`, `Kt.` → `Kt`). */
function spacedPart(written: string): string {
  // A comma after a part (`P. takes K. B. P., ch.`, `Kt. to Q's 5th, checkmate.`) only separates it from the next.
  const part = written.length > 1 && written.endsWith(',') ? written.slice(0, -1) : written;
  if (part === 'to') return '-';
  if (part === 'takes' || part === 'tks.' || part === 'tks') return 'x';
  if (/^\((?:ch|check)\.?\)$/.test(part)) return 'ch';
  if (/^\(dis\.?\s+ch\.?\)$/.test(part)) return 'disch';
  // `4th`, `3d`, `3rd.` (the rank), `K's`, `B’s` (the file), `K.`, `Kt.`, `sq.`
  const ordinal = /^([1-8])(?:st|nd|rd|th|d)\.?$/.exec(part);
  if (ordinal) return ordinal[1]!;
  // (`R.'s`, `K.'s` as The Chess-Player's Text Book prints them; `square` in full)
  if (/^[Ss]quare\.?$/.test(part)) return 'sq';
  const abbreviated = /^(K|Q|R|B|N|Kt|P|Sq|sq|ch)(?:\.|\.?['’]s\.?)$/.exec(part);
  return abbreviated ? abbreviated[1]! : part;
}

/** Whether a token reads as descriptive notation in `dialect`'s language (for the PGN reader: is this one move token?). */
export function isDescriptiveToken(token: string, dialect: DescriptiveDialect): boolean {
  return readDescriptive(token, dialect) !== undefined;
}

/** Characters a descriptive move may hold beyond an English algebraic one (`Kt`, `ch`, `mate`, `dis ch`, `Castles`, `K.Sq.`), for language detection. */
export const DESCRIPTIVE_CHARACTERS = 'KQRBNPtchekmaMdisbluoCSqp.() ';

/** Most space-separated parts of one spaced descriptive move (`Q Kt - Q B 3 ch`). */
const MAX_SPACED_PARTS = 9;
const SPACED_PART = /\((?:ch|check)\.?\)|\(dis\.?[ \t]+ch\.?\)|[^\s(){};|…[\]]+/y;

/**
 * The length of the English descriptive move written with spaces (`P - K 4`, `Kt - K B 3`, `Q Kt - Q 2`,
 * `O - O`, `B x Kt ch`) that starts at `offset` in `text`: the longest run of space-separated parts
 * that reads as one move; 0 when none of two parts or more does. The parts are on one line.
 */
export function spacedDescriptiveLength(text: string, offset: number): number {
  let at = offset;
  let best = 0;
  const raw: string[] = [];
  for (let parts = 0; parts < MAX_SPACED_PARTS; parts++) {
    SPACED_PART.lastIndex = at;
    const m = SPACED_PART.exec(text);
    if (m === null) break;
    const end = at + m[0].length;
    // `5.` before more on the line is the next move number (`B takes Q 5. B takes P`), not a rank with a full stop;
    // before a move number it is (`by 8. B to Kt 5. 8. Castles`: two numbers do not follow each other).
    if (parts > 0 && /^\d+[.)]$/.test(m[0]) && !/^[ \t]*(?:[\r\n]|$|\d{1,3}\.)/.test(text.slice(end, end + 40))) break;
    raw.push(m[0]);
    const compact = compactOf(raw);
    if (parts > 0 && readCompact(compact, ENGLISH_DESCRIPTIVE) !== undefined) {
      // A full stop after the move ends the sentence (`… Kt - B 3.`), unless the move needs it (`K.Sq.`).
      // A comma after the move's last part is the sentence's (`P. to K's 4th, and …`).
      best =
        (m[0].endsWith('.') && compact.endsWith('.') && readCompact(compact.slice(0, -1), ENGLISH_DESCRIPTIVE) !== undefined) ||
        (m[0].length > 1 && m[0].endsWith(','))
          ? end - 1 - offset
          : end - offset;
    }
    at = end;
    while (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9) at++;
    if (at === end) break;
  }
  return best;
}
