// Moves a text names after its game, not the game's moves (session 24):
// - a case ending of the locale's `mentionSuffixes` joined to a move with an apostrophe (Turkish `3...a6'dan sonra`,
//   "after 3...a6"; `3...Af6'sız`, "without 3...Nf6") makes the move a noun of the sentence: a variation, said with
//   W_READING_AMBIGUOUS where it could have been the game's next move; an ending with which a text tells a move played
//   (the accusative `3...a6'yı seçti`, "chose 3...a6") does not;
// - a move numbered after the game's next move, which no board reached, then in the same sentence a move numbered before
//   it going on from the game (`3. Bb5 after which 4. ... Nf6 is of little use, so 3. ... a6 …`): the numbers went back,
//   the second move stays the game's and a warning says the text may name another answer.
// Before, each of these was read silently as the game's next move. The texts are made up for this test; every expected
// line is written by hand and checked with chess.js.
import { describe, expect, it } from 'vitest';
import { LocaleFileError, LocaleRegistry, translatePgn, type PgnTranslation } from '../src/index.js';
import { mainLine } from './helpers/pgn-lines.js';
import { checkedSan as legal } from './helpers/chess-js.js';
import { MINIMAL_LOCALE } from './helpers/common.js';

/** The warnings of all games, as `line:column code`. */
function warnings(r: PgnTranslation): string[] {
  return r.warnings.flatMap((g) => g.warnings.map((w) => `${w.position.line}:${w.position.column} ${w.code}`));
}

function read(text: string, from: string): { r: PgnTranslation; main: string; pgn: string } {
  const r = translatePgn(text, { from, to: 'en' });
  expect(r.failures).toEqual([]);
  return { r, main: mainLine(r.pgn), pgn: r.pgn.replace(/\s+/g, ' ') };
}

describe('a move a case ending names is a variation, not the game', () => {
  it('the lines are legal as read (chess.js)', () => {
    expect(legal('e4 e5 Nf3 Nc6 Bb5 a6')).toBe('e4 e5 Nf3 Nc6 Bb5 a6');
    expect(legal('e4 e5 Nf3 Nc6 Bb5 Nf6')).toBe('e4 e5 Nf3 Nc6 Bb5 Nf6');
    expect(legal('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6')).toBe('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6');
  });

  it('a move named with \'dan sonra ("after") in a later paragraph, under the game printed as a list: a variation, with a warning', () => {
    const text =
      "İspanyol Açılışı şu hamlelerle başlar:\n\n1. e4 e5\n2. Af3 Ac6\n3. Fb5\n\nAçılış çok eskidir. Morphy Savunması adı özellikle 3...a6'dan sonra oynanan hamlelere verilir.\n";
    const { r, main, pgn } = read(text, 'tr');
    expect(main).toBe('e4 e5 Nf3 Nc6 Bb5');
    expect(pgn).toContain("(3. Bb5 a6 {'dan sonra oynanan hamlelere verilir.})");
    expect(warnings(r)).toEqual(['7:56 W_READING_AMBIGUOUS']);
  });

  it('a move named with \'sız ("without") in a bracket after the line\'s last move: a variation, with a warning', () => {
    const { r, main, pgn } = read("- C65: 1.e4 e5 2.Af3 Ac6 3.Fb5 (3...Af6'sız Klasik Savunma)\n", 'tr');
    expect(main).toBe('e4 e5 Nf3 Nc6 Bb5');
    expect(pgn).toContain("(3. Bb5 Nf6 {'sız Klasik Savunma})");
    expect(warnings(r)).toEqual(['1:37 W_READING_AMBIGUOUS']);
  });

  it("the accusative ('yı, a move chosen) names no move: the game goes on with it and the moves after it, no warning", () => {
    const { r, main } = read("Oyun 1.e4 e5 2.Af3 Ac6 3.Fb5 ile başladı. Siyah 3...a6'yı seçti, ardından 4.Fa4 Af6 geldi.\n", 'tr');
    expect(main).toBe('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6');
    expect(warnings(r).filter((w) => w.endsWith('W_READING_AMBIGUOUS'))).toEqual([]);
  });

  it('mentionSuffixes in a locale file: endings of one to eight lower-case letters, nothing else', () => {
    const reg = (mentionSuffixes: unknown): void => {
      new LocaleRegistry().register({ ...MINIMAL_LOCALE, mentionSuffixes });
    };
    expect(() => reg(['dan', 'lı'])).not.toThrow();
    expect(() => reg(['Dan'])).toThrow(LocaleFileError);
    expect(() => reg(["'dan"])).toThrow(LocaleFileError);
    expect(() => reg(['dan sonra'])).toThrow(LocaleFileError);
  });
});

describe('a move numbered before one the same sentence gave just before it, which no board reached', () => {
  it("stays the game's next move, with a warning that the text may name another answer", () => {
    const text = 'The game went 1. e4 e5 2. Nf3 Nc6 3. Bb5 after which 4. ... Nf6 is of little use, so 3. ... a6 was recommended.\n';
    const { r, main } = read(text, 'en');
    expect(main).toBe('e4 e5 Nf3 Nc6 Bb5 a6');
    expect(warnings(r)).toEqual(['1:61 W_PROSE_UNCHECKED', '1:93 W_READING_AMBIGUOUS']);
  });

  it('control: numbers that go on (3...a6 and then 4. Ba4 Nf6) tell the game, no warning', () => {
    const { r, main } = read('The game went 1. e4 e5 2. Nf3 Nc6 3. Bb5 and Black played 3...a6 and then 4. Ba4 Nf6.\n', 'en');
    expect(main).toBe('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6');
    expect(warnings(r).filter((w) => w.endsWith('W_READING_AMBIGUOUS'))).toEqual([]);
  });

  it('control: a bracket closed between them (the lost moves were a side line in it): no warning', () => {
    const text = 'The game went 1. e4 e5 2. Nf3 Nc6 3. Bb5 (not 3. Bc4 as 7. Qh5 would be too slow) 3... a6 4. Ba4.\n';
    const { r, main } = read(text, 'en');
    expect(main).toBe('e4 e5 Nf3 Nc6 Bb5 a6 Ba4');
    expect(warnings(r).filter((w) => w.endsWith('W_READING_AMBIGUOUS'))).toEqual([]);
  });

  it('control: a sentence end between them (the numbers start again in a new sentence): no warning', () => {
    const text = 'The game went 1. e4 e5 2. Nf3 Nc6 3. Bb5 and later 4. ... Nf6 was tried. Here Black played 3. ... a6 at once.\n';
    const { r, main } = read(text, 'en');
    expect(main).toBe('e4 e5 Nf3 Nc6 Bb5 a6');
    expect(warnings(r).filter((w) => w.endsWith('W_READING_AMBIGUOUS'))).toEqual([]);
  });
});
