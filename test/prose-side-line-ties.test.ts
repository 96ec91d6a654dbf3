// Issue 13 (moves inside prose; never a silent choice, the cheapest legal whole game): moves in a sentence of their
// own after a side line cited in words (`Outra possibilidade era 5...d6.`), legal both going on with it and as the
// game's next moves, are decided by the text after them (look-ahead.ts), as a tie between two letter sets is; a
// second such tie in the same game (`jogava-se 7.c3.` then `7 ... d6`) is turned with it. Before, both went on the
// side lines, `8.c3` was rejected and the rest of the game left unchecked. Every text here is made up for the test;
// every expected line is written by hand and checked with chess.js.
import { describe, expect, it } from 'vitest';
import { translateProse } from '../src/index.js';
import { checkedSan as legal, iccfByChessJs } from './helpers/chess-js.js';

const TEXT =
  '1.e4 e5 2.Cf3 Cc6 3.Bb5 a6 4.Ba4 Cf6 5.0-0 Be7 Outra possibilidade era 5...d6. A ideia do lance do texto é ' +
  'desenvolver o bispo. 6.Te1 b5 7.Bb3! Uma novidade, até então jogava-se 7.c3. O bispo ocupa a diagonal. ' +
  '7 ... d6 Passivo. 8.c3 0-0 9.h3 Ca5 10.Bc2 c5.\n';
const GAME = 'e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Na5 Bc2 c5';

describe('moves after a side line cited in words, legal on both: the text after them decides', () => {
  it('the side lines and the game are legal as read (chess.js)', () => {
    legal(GAME);
    legal('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O d6 Re1 b5');
    // (on the side line 7.c3, 7...d6 is legal too; 8.c3 is not: c3 is taken)
    expect(() => legal('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 c3 d6 c3')).toThrow();
  });

  it('prose --from pt: the game takes them; every move checked, nothing reported', () => {
    const r = translateProse(TEXT, { from: 'pt', to: 'iccf' });
    expect(r.problems).toEqual([]);
    expect(r.checked).toBe(22);
    const g = iccfByChessJs(GAME);
    expect(r.text).toContain(`7 ... ${g[13]} Passivo. 8.${g[14]} ${g[15]} 9.${g[16]} ${g[17]} 10.${g[18]} ${g[19]}.`);
  });
});

describe('a side line cited in a sentence, then a source in brackets, then moves legal on both', () => {
  // (`Schwächer ist 3...d6 (Lasker – Tarrasch, Berlin 1908) 4.0-0`: the source in brackets ends what the sentence said of
  // the side line; the moves after it tie between the game and the side line, said; without the source they go on with
  // the side line of their sentence, as before)
  const withSource = '1.e4 e5 2.Sf3 Sc6 3.Lb5 a6. Schwächer ist 3...d6 (Lasker – Tarrasch, Berlin 1908) 4.0-0 Sf6 5.c3 Le7.\n';
  const inSentence = '1.e4 e5 2.Sf3 Sc6 3.Lb5 a6. Schwächer ist 3...d6 4.0-0 Sf6 5.c3 Le7.\n';

  it('both lines are legal (chess.js)', () => {
    legal('e4 e5 Nf3 Nc6 Bb5 a6 O-O Nf6 c3 Be7');
    legal('e4 e5 Nf3 Nc6 Bb5 d6 O-O Nf6 c3 Be7');
  });

  it('after the source: the game takes them, with W_READING_AMBIGUOUS at 4.0-0', () => {
    const r = translateProse(withSource, { from: 'de', to: 'en' });
    expect(r.text).toBe('1.e4 e5 2.Nf3 Nc6 3.Bb5 a6. Schwächer ist 3...d6 (Lasker – Tarrasch, Berlin 1908) 4.0-0 Nf6 5.c3 Be7.\n');
    expect(r.problems.map((p) => [p.code, p.written, p.column])).toEqual([['W_READING_AMBIGUOUS', '0-0', 85]]);
    expect(r.problems[0]!.message).toContain("read as the game's");
  });

  it('in the same sentence, no source between: the side line goes on, nothing to report', () => {
    const r = translateProse(inSentence, { from: 'de', to: 'en' });
    expect(r.problems).toEqual([]);
    expect(r.checked).toBe(11);
  });

  it('a name in brackets with no year is no source: the side line goes on, nothing to report', () => {
    const named = inSentence.replace('3...d6 ', '3...d6 (Steinitz-Verteidigung) ');
    const r = translateProse(named, { from: 'de', to: 'en' });
    expect(r.problems).toEqual([]);
    expect(r.checked).toBe(11);
  });
});
