// Issue 13 (every lenient form in both commands): a pawn's file written in upper case, as a word processor capitalises
// the move after its number (`1. E4 e5`) or a machine translation does (`2. D4 cxd4`). Read as the pawn's move with
// W_UPPERCASE_FILE where the letter is no piece letter of the language; a piece letter stays a piece. Before, `translate`
// failed the game (and `--repair` read `E4` as a4, a character change), and `prose` left `D4 cxd4` as words with no
// warning. Every text here is made up for the test; every expected line is checked with chess.js.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse, type PgnTranslation } from '../src/index.js';
import { gamesOf } from './helpers/pgn-lines.js';
import { checkedSan as legal, iccfByChessJs } from './helpers/chess-js.js';

const codes = (r: PgnTranslation): string[] => r.warnings.flatMap((g) => g.warnings.map((w) => w.code));

describe('a pawn file in upper case', () => {
  it('translate: 1. E4 is e2-e4, said once', () => {
    const r = translatePgn('1. E4 e5 2. Nf3 Nc6 3. D4 exd4\n', { from: 'en', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn)[0]!.main).toBe(legal('e4 e5 Nf3 Nc6 d4 exd4'));
    expect(codes(r)).toEqual(['W_UPPERCASE_FILE', 'W_UPPERCASE_FILE']);
  });

  it('translate --repair: E4 is the e-pawn, not a character changed to a4', () => {
    const r = translatePgn('1. E4 e5\n', { from: 'en', to: 'iccf', repair: true });
    expect(r.pgn).toContain('1. 5254 5755');
  });

  it('prose: a bracketed line in a sentence is read through D4, every move checked', () => {
    const text = 'Ang gambit (1. e4 c5 2. D4 cxd4 3. c3) ay tanyag.\n';
    const r = translateProse(text, { from: 'en', to: 'iccf' });
    const m = iccfByChessJs('e4 c5 d4 cxd4 c3');
    expect(r.text).toBe(`Ang gambit (1. ${m[0]} ${m[1]} 2. ${m[2]} ${m[3]} 3. ${m[4]}) ay tanyag.\n`);
    expect(r.checked).toBe(5);
    expect(r.problems.map((p) => p.code)).toEqual(['W_UPPERCASE_FILE']);
  });

  it('a capital that is a piece letter stays the piece: English B4', () => {
    // (no bishop reaches b4 at move 1: the move fails, it is never read as the pawn's)
    expect(translatePgn('1. B4 e5\n', { from: 'en', to: 'iccf' }).failures).toHaveLength(1);
  });

  it('a capital and a rank no reading takes (English B4, the file left out) is never a silent comment', () => {
    // (before: `translate` wrote `2. d4 {B4}` with no warning, `prose` left it with none)
    const text = '1. e4 e5 2. d4 B4\n';
    expect(translatePgn(text, { from: 'en', to: 'en' }).failures).toHaveLength(1);
    const r = translateProse(text, { from: 'en', to: 'en' });
    expect(r.problems.map((p) => `${p.code} ${p.line}:${p.column}`)).toEqual(['W_PROSE_UNCHECKED 1:16']);
  });
});
