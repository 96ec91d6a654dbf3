/**
 * A text machine-translated from Russian (wiki mirrors that translate Russian Wikipedia into every language): the
 * translation turns some piece letters into the target language's and keeps others as Russian letters, often in their
 * Latin look-alikes. A German page then reads `3. Cf1-c4 Dd8-h4+ 4. Kpe1-f1 … 6. Kg1-f3`: `C` the Russian bishop (С),
 * `Kp` the Russian king (Кр), `K` the Russian knight (К), beside the German queen `D` and rook `T`. Neither language
 * reads such a game whole, and German reads `Kg1-f3` as a king's move the board rejects.
 *
 * The one rule, for a game read by `translate` (translate/other-language.ts) and for a text read as prose or as a
 * document (prose/reading.ts):
 * - only where the text writes the Russian king before a square (`Kpe1`, `Крe7`, in either alphabet) and the named
 *   language has no such letter (Russian, Ukrainian and Kazakh read it as their own king): `Kp` followed by a square is
 *   no move in any other language's letters, and a text that writes its king so writes `K` for the knight throughout;
 * - the text is then read with the Russian letters, in Cyrillic and in their Latin look-alikes (`Kp`, `K`, `C`), as the
 *   Russian pieces, and the named language's other letters as its own (German `D`, `T`; its `K`, the king, gives way to
 *   the Russian knight): one table, one reading, the board checking every move, as any reading;
 * - one W_OTHER_LANGUAGE note says so, at the first move written with a Russian letter that the named language reads
 *   otherwise or not at all (`3. Cf1-c4`).
 */
import type { InputNotation } from './notation.js';
import { lookalikeEntries } from './lenient.js';
import type { Role } from '../core/types.js';
import type { LocaleRegistry } from '../locale/registry.js';
import type { PieceTable } from '../locale/types.js';
import type { MoveWarning } from '../core/move-errors.js';

/** The Russian king (`Кр`) before a square, in Cyrillic, Latin or Greek look-alikes, not inside a word. */
const RUSSIAN_KING = /(?<![\p{L}\p{N}])[KКΚ][pрρ][x:×-]?[a-h][1-8]/u;

/** Up to two letters before a square (a piece's letters, `Kp`, `C`, `Ф`), not inside a word. */
const PIECE_BEFORE_SQUARE = /(?<![\p{L}\p{N}])(\p{L}{1,2}?)[x:×-]?[a-h][1-8]/gu;

type Algebraic = Extract<InputNotation, { kind: 'algebraic' }>;

/** The tables made, per named table and Russian table (a table is made once per locale: registry.pieceTable). */
const TABLES = new WeakMap<PieceTable, WeakMap<PieceTable, PieceTable>>();

/**
 * Where `text`, read in `input`, turns to the Russian letters (see the header): the offset of its first move written with
 * a Russian letter that the named language does not read as the same piece (`3. Cf1-c4`, `6. Kg1-f3` on a German page),
 * where the text writes the Russian king before a square somewhere; else undefined.
 */
export function russianLettersAt(
  text: string,
  input: InputNotation,
  registry: LocaleRegistry,
): { readonly at: number; readonly king: string } | undefined {
  const king = input.kind === 'algebraic' ? RUSSIAN_KING.exec(text)?.[0].slice(0, 2) : undefined;
  // (a language that reads `Кр` as its own king reads the text in its own letters)
  if (input.kind !== 'algebraic' || king === undefined || input.pieces.roleOf.has('Кр')) return undefined;
  const mixed = withRussianLetters(input, registry).pieces;
  for (const m of text.matchAll(PIECE_BEFORE_SQUARE)) {
    const token = m[1]!;
    if (mixed.roleOf.has(token) && input.pieces.roleOf.get(token) !== mixed.roleOf.get(token)) return { at: m.index, king };
  }
  return undefined;
}

/** `input` with the Russian letters read as the Russian pieces beside its own other letters (see the header). */
export function withRussianLetters(input: Algebraic, registry: LocaleRegistry): Algebraic {
  const russian = registry.pieceTable('ru');
  let byRussian = TABLES.get(input.pieces);
  if (byRussian === undefined) {
    byRussian = new WeakMap();
    TABLES.set(input.pieces, byRussian);
  }
  let pieces = byRussian.get(russian);
  if (pieces === undefined) {
    pieces = mixedTable(input.pieces, russian);
    byRussian.set(russian, pieces);
  }
  return { ...input, pieces };
}

/**
 * The named table with the Russian tokens and their look-alikes, and the named tokens they do not take (first: the named
 * language's letter stays the one its rewrites use, `Q` of English letters read as the German `D`).
 */
function mixedTable(named: PieceTable, russian: PieceTable): PieceTable {
  const taken = new Map<string, Role>();
  for (const t of russian.tokens) if (russian.roleOf.get(t) !== 'pawn') taken.set(t, russian.roleOf.get(t)!);
  for (const [t, role] of lookalikeEntries(russian)) if (role !== 'pawn' && !taken.has(t)) taken.set(t, role);
  const entries: (readonly [string, Role])[] = named.tokens.filter((t) => !taken.has(t)).map((t) => [t, named.roleOf.get(t)!] as const);
  entries.push(...taken);
  // (longest first, as pieceTable orders them: `Kp` is tried before `K`; stable, so the named tokens stay first among equals)
  entries.sort((a, b) => [...b[0]].length - [...a[0]].length);
  return Object.freeze({ ...named, tokens: Object.freeze(entries.map(([t]) => t)), roleOf: new Map(entries) });
}

/** The W_OTHER_LANGUAGE words for a text read with the Russian letters, which writes the Russian king as `king`. */
export function russianLettersMessage(input: Algebraic, king: string): string {
  const { name, code } = input.locale;
  return `the moves are written with Russian letters, the king as "${king}" (a text translated from Russian): read as the Russian pieces (Кр/Kp the king, К/K the knight, С/C the bishop, Ф the queen, Л the rook), ${name} (${code}) letters as its own beside them`;
}

/** The note for a game read with the Russian letters, at `position`. */
export function russianLettersNote(input: Algebraic, king: string, position: MoveWarning['position']): MoveWarning {
  return { code: 'W_OTHER_LANGUAGE', message: russianLettersMessage(input, king), position };
}
