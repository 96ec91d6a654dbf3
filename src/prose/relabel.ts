/**
 * A move as written, with its piece letters changed to another language's and nothing else
 * (`Sf3!` → `Nf3!`, `e8=D+` → `e8=Q+`, `Кр:f2` → `Kp:f2`…): prose keeps its author's way of
 * writing moves, so that a translation reads back to the same text byte for byte.
 */
import type { ParsedMove, Role } from '../core/types.js';
import type { Locale, PieceTable } from '../locale/types.js';

/** The output letter of `role` (the pawn's only where the language has one). */
function letterOf(locale: Locale, role: Role): string | undefined {
  return role === 'pawn' ? locale.letters.pawn : locale.letters[role];
}

/** The input piece token at `pos` in `text` that names `role`, if any (longest first). */
function tokenAt(text: string, pos: number, role: Role, pieces: PieceTable): string | undefined {
  return pieces.tokens.find((t) => text.startsWith(t, pos) && pieces.roleOf.get(t) === role);
}

/**
 * `text` (read as `parsed` with `pieces`) with its piece letters in `locale`; undefined when a
 * letter cannot be found or has no counterpart (then the caller keeps the text).
 */
export function relabelMove(text: string, parsed: ParsedMove, pieces: PieceTable, locale: Locale): string | undefined {
  if (parsed.kind !== 'piece') return text; // castling and null moves are written alike everywhere
  let out = text;
  let shift = 0;
  const role = parsed.role;
  if (role !== undefined && (role !== 'pawn' || (/^\D/.test(text) && !/^[a-h]/.test(text)))) {
    const from = tokenAt(text, 0, role, pieces);
    const to = letterOf(locale, role);
    if (from === undefined || to === undefined) return role === 'pawn' ? text : undefined;
    out = to + out.slice(from.length);
    shift = to.length - from.length;
  }
  if (parsed.captured !== undefined) {
    // The captured piece named after the capture mark (`Lb5xSc6`, `d7:Lc6`).
    const at = /[x:×]/.exec(text.slice(1));
    const pos = at === null ? -1 : at.index + 2;
    const from = pos < 0 ? undefined : tokenAt(text, pos, parsed.captured, pieces);
    const to = letterOf(locale, parsed.captured);
    if (from === undefined || to === undefined) return undefined;
    out = out.slice(0, pos + shift) + to + out.slice(pos + shift + from.length);
    shift += to.length - from.length;
  }
  if (parsed.promotion !== undefined) {
    // The promotion letter stands after the last square (`e8=D`, `e8D`, `e8(D)`, `e8/D`).
    let last = -1;
    for (const m of text.matchAll(/[a-h][1-8]/g)) last = m.index + 2;
    if (last < 0) return undefined;
    let pos = last;
    while (pos < text.length && '=(/'.includes(text[pos]!)) pos++;
    const from = tokenAt(text, pos, parsed.promotion, pieces);
    const to = letterOf(locale, parsed.promotion);
    if (from === undefined || to === undefined) return undefined;
    out = out.slice(0, pos + shift) + to + out.slice(pos + shift + from.length);
  }
  return out;
}
