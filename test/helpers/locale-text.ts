/** Rewrites English SAN with another locale's piece letters, for tests over every locale. */
import type { Locale } from '../../src/index.js';

const ROLE_BY_EN: Record<string, 'king' | 'queen' | 'rook' | 'bishop' | 'knight'> = {
  K: 'king',
  Q: 'queen',
  R: 'rook',
  B: 'bishop',
  N: 'knight',
};

/** `Nbd7` → `Sbd7` (German), `e8=Q` → `e8=D`; castling, squares and pawn moves unchanged. */
export function sanInLocale(san: string, locale: Locale): string {
  const lead = /^[KQRBN]/.exec(san);
  let out = lead ? locale.letters[ROLE_BY_EN[lead[0]]!] + san.slice(1) : san;
  out = out.replace(/=([QRBN])/, (_, l: string) => '=' + locale.letters[ROLE_BY_EN[l]!]);
  return out;
}
