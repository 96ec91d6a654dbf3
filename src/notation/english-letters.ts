/**
 * A move of a score in a named language written with an English piece letter (`19.Kf1 Qxf2#` in a German
 * score, `17. Bb5` in a Polish one, `13. Rfe1` in a Swedish one): a reading of the move with that letter
 * read as English, the board deciding, as a lenient form with a small cost (W_OTHER_LANGUAGE, repair/costs.ts).
 *
 * The one rule, used by translate's reading of a game (second-readings.ts through {@link lenientTexts}) and by
 * the reading of prose and documents (prose/sequences.ts, readWord):
 * - only where the letter is no letter of the named language at all: none of its piece tokens starts with it,
 *   and it is no look-alike, figurine or letter without its diacritic the language reads as one of its own
 *   (German `Q`, `N`, `R`; Polish `Q`, `B`, `N`, `R`). Where it is one (German `B`, the pawn's letter in some
 *   texts; French `R`, the king), nothing changes: the language's own reading stands, and a tie with another
 *   language's is reported where it was before (W_READING_AMBIGUOUS), never chosen here;
 * - English letters only: they are the other letters real scores slip into, move by move (the pieces' names
 *   of chess software, of databases and of English books, typed into a score of another language). A whole
 *   game or sequence in another language's letters is read in that language (translate/other-language.ts,
 *   prose/other-letters.ts); a single move in, say, Polish letters on a German page is no slip anyone makes;
 * - the caller reads the rewritten text as a move of the named language and plays it on the board: only a
 *   legal move is read so.
 */
import type { Role } from '../core/types.js';
import type { PieceTable } from '../locale/types.js';
import type { LenientNote, LenientText } from './lenient.js';

/** The English piece letters read in another language's score (the pawn's `P` is left: no score slips into it). */
const ENGLISH_PIECES: ReadonlyMap<string, Role> = new Map<string, Role>([
  ['K', 'king'],
  ['Q', 'queen'],
  ['R', 'rook'],
  ['B', 'bishop'],
  ['N', 'knight'],
]);

/** Characters after which a promotion piece stands (`e8=Q`, `e8(Q)`, `e8/Q`). */
const PROMOTION_BEFORE = /[=(/]/u;

/**
 * The token with its English piece letter (leading, or the promotion piece) written as the named language's
 * letter for that piece, where the English letter is no character the language reads (see the header);
 * undefined where there is none. `ownCharacter`: whether the language reads a character as one of its own.
 */
export function englishPieceLetters(token: string, pieces: PieceTable, ownCharacter: (c: string) => boolean): LenientText | undefined {
  const notes: LenientNote[] = [];
  const rewrite = (at: number, text: string): string => {
    const letter = text[at];
    const role = letter === undefined ? undefined : ENGLISH_PIECES.get(letter);
    if (letter === undefined || role === undefined || ownCharacter(letter)) return text;
    const own = tokenOf(pieces, role);
    if (own === undefined) return text;
    if (!notes.some((n) => n.form?.kind === 'letter' && n.form.written === letter))
      notes.push({
        code: 'W_OTHER_LANGUAGE',
        detail: `English piece letter "${letter}" read as the ${role} ("${own}")`,
        form: { kind: 'letter', written: letter, readAs: own, role },
      });
    return text.slice(0, at) + own + text.slice(at + 1);
  };
  let out = rewrite(0, token);
  const promotion = PROMOTION_BEFORE.exec(out.slice(1));
  if (promotion !== null) out = rewrite(promotion.index + 2, out);
  return notes.length > 0 ? { text: out, notes } : undefined;
}

/** The named language's piece token for `role` (its first, as its locale lists them). */
function tokenOf(pieces: PieceTable, role: Role): string | undefined {
  for (const t of pieces.tokens) if (pieces.roleOf.get(t) === role) return t;
  return undefined;
}
