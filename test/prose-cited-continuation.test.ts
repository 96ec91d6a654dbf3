// Moves after a side line cited in the same paragraph, in a sentence of their own, legal both going on with that side
// line and as the game's next moves (`La alternativa 4. ... bxc6 … Una posible continuación es: 5. d4 exd4`): a tie.
// Cited after words of a sentence (`è: 5. a3`) they are the side line's, as PGN reads moves after a variation's; else the
// game's; either way W_READING_AMBIGUOUS says so, and the text after them decides where it can (look-ahead.ts). Before,
// the game took them silently. The texts are made up for this test; every expected line is written by hand and checked
// with chess.js.
import { describe, expect, it } from 'vitest';
import { translatePgn } from '../src/index.js';
import { mainLine } from './helpers/pgn-lines.js';
import { checkedSan as legal, playedSan, sanWords } from './helpers/chess-js.js';

const GAME = 'e4 e6 d4 d5 Nc3 Bb4 e5 c5';
const HEAD = 'Partita 7\n\n1. e4 e6 2. d4 d5 3. Cc3 Ab4 4. e5 c5\n\n';
const ALTERNATIVE = "La variante principale. L'alternativa 4. ... Ce7 non è una cattiva mossa.";

function read(text: string): { pgn: string; warned: string[] } {
  const r = translatePgn(text, { from: 'it', to: 'en' });
  expect(r.failures).toEqual([]);
  const warned = r.warnings.flatMap((g) =>
    g.warnings.filter((w) => w.code === 'W_READING_AMBIGUOUS').map((w) => `${w.position.line}:${w.position.column}`),
  );
  return { pgn: r.pgn.replace(/\s+/g, ' '), warned };
}

describe('moves after a side line cited in the paragraph before, legal there and as the game: a tie, said', () => {
  it('the lines are legal as read (chess.js)', () => {
    legal(`${GAME} a3 Bxc3+ bxc3 b6`);
    legal('e4 e6 d4 d5 Nc3 Bb4 e5 Ne7 a3 Bxc3+ bxc3 b6');
    legal('e4 e6 d4 d5 Nc3 Bb4 e5 Ne7 Qg4 Nf5');
    // (after the game's 4...c5, 5.Qg4 Nf5 is not legal: no knight reaches f5)
    expect(() => playedSan(sanWords(`${GAME} Qg4 Nf5`))).toThrow();
  });

  it("cited after words ('una continuazione possibile è: 5. a3'): the side line's, with a warning", () => {
    const { pgn, warned } = read(`${HEAD}${ALTERNATIVE} Una continuazione possibile è: 5. a3 Axc3+; 6. bxc3 b6.\n`);
    expect(mainLine(pgn)).toBe(GAME);
    expect(pgn).toContain('4... Ne7 {non è una cattiva mossa. Una continuazione possibile è:} 5. a3 Bxc3+ 6. bxc3 b6)');
    // (at the tie's first move: line 5, column 109, `a3`)
    expect(warned).toEqual(['5:109']);
  });

  it("in a sentence of their own: the game's, with a warning", () => {
    const { pgn, warned } = read(`${HEAD}${ALTERNATIVE} 5. a3 Axc3+; 6. bxc3 b6.\n`);
    expect(mainLine(pgn)).toBe(`${GAME} a3 Bxc3+ bxc3 b6`);
    expect(warned).toEqual(['5:78']);
  });

  it("where a later move is legal in the side line only (5. ... Cf5), the text decides: the side line's, no tie left", () => {
    const { pgn, warned } = read(
      `${HEAD}${ALTERNATIVE} Una continuazione possibile è: 5. a3 Axc3+; 6. bxc3 b6. Sarebbe un errore 5. Dg4? per 5. ... Cf5.\n`,
    );
    expect(mainLine(pgn)).toBe(GAME);
    // (5.Qg4 is another move inside the side line, at its 5th move)
    expect(pgn).toContain('5. a3 ({Sarebbe un errore} 5. Qg4 $2 {per} 5... Nf5) 5... Bxc3+ 6. bxc3 b6)');
    expect(warned).not.toContain('5:109');
  });
});
