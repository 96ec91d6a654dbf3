// Issues 13 and 12 (point 3): pages whose game is written in another language's letters than the one
// named, in the forms real pages mix with it: the line going on after a variation in brackets, a side
// line cited in words before the game goes on in the same sequence, Black's answer after a note with
// no number of its own, moves glued without spaces, captures written `G: b4`, castling `O – O`, numbers
// `1 – e2 – e4 1 – e7 – e5`. Every text here is made up for the test; every expected game is written by
// hand and played with chess.js (helpers/chess-js.ts) before it is compared.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse, type PgnTranslation } from '../src/index.js';
import { playedSan } from './helpers/chess-js.js';
import { gamesOf } from './helpers/pgn-lines.js';

/** The expected main line, checked with chess.js: it must be legal from the initial position. */
function legal(main: string): string {
  playedSan(main.split(' '));
  return main;
}

function codesOf(r: PgnTranslation): string[] {
  return r.warnings.flatMap((g) => g.warnings.map((w) => w.code));
}

/** The codes other than the notes every page of words among moves gets (W_TEXT_AS_COMMENT) and the style note (W_STYLE). */
function notesOf(r: PgnTranslation): string[] {
  return codesOf(r).filter((c) => c !== 'W_TEXT_AS_COMMENT' && c !== 'W_STYLE');
}

function problemCodes(r: ReturnType<typeof translateProse>): string[] {
  return r.problems.map((p) => p.code);
}

describe('the line goes on after a variation in brackets, in the letters of another language', () => {
  // A Spanish page, the game in English letters; after `(…)` the line goes on without a number (`a6 4.Ba4`).
  const TEXT = '1.e4 e5 2.Nf3 Nc6 3.Bb5 (3.Bc4 Bc5 es otra idea) a6 4.Ba4 Nf6 5.O-O Be7 6.Re1 b5\n';
  const GAME = legal('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5');
  playedSan(['Bc4', 'Bc5'], { before: ['e4', 'e5', 'Nf3', 'Nc6'] });

  it('prose --from es: every move after the bracket is read in English letters and checked', () => {
    const r = translateProse(TEXT, { from: 'es', to: 'de' });
    expect(r.text).toBe('1.e4 e5 2.Sf3 Sc6 3.Lb5 (3.Lc4 Lc5 es otra idea) a6 4.La4 Sf6 5.O-O Le7 6.Te1 b5\n');
    expect(problemCodes(r)).toEqual(['W_OTHER_LANGUAGE']);
    expect(r.checked).toBe(r.moves);
  });

  it('translate --from es: the whole game, the side line as a variation', () => {
    const r = translatePgn(TEXT, { from: 'es', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([GAME]);
    expect(r.pgn).toContain('(3. Bc4 Bc5');
    expect(notesOf(r)).toEqual(['W_OTHER_LANGUAGE']);
  });
});

describe('a side line cited in words, then the game going on in the same sequence, in other letters', () => {
  // `Mejor 4...d6. 5.d3 …`: the side line 4...d6, then the game's 5.d3 (legal after either 4th move of Black's).
  const TEXT = '1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.c3 Nf6 Mejor 4...d6. 5.d3 O-O 6.O-O d6 7.Bg5 h6\n';
  const GAME = legal('e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d3 O-O O-O d6 Bg5 h6');
  // (the side line: 4...d6, and the game's 5.d3 is legal after it too; its 6...d6 is not: the moves after 5. are the game's)
  playedSan(['d6', 'd3'], { before: ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5', 'c3'] });

  it('prose --from es: the game takes the moves after the number, no ambiguity (the side line cannot play 6...d6)', () => {
    const r = translateProse(TEXT, { from: 'es', to: 'de' });
    expect(r.text).toBe('1.e4 e5 2.Sf3 Sc6 3.Lc4 Lc5 4.c3 Sf6 Mejor 4...d6. 5.d3 O-O 6.O-O d6 7.Lg5 h6\n');
    expect(problemCodes(r)).toEqual(['W_OTHER_LANGUAGE']);
  });

  it('translate --from es: the game', () => {
    const r = translatePgn(TEXT, { from: 'es', to: 'en' });
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([GAME]);
    expect(notesOf(r)).toEqual(['W_OTHER_LANGUAGE']);
  });
});

describe("Black's answer after a note, without a number, right before White's next numbered move", () => {
  const TEXT = '1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.O-O The king is safe now, the rook will come to e1. Be7 6.Re1 b5 7.Bb3 d6\n';
  const GAME = legal('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6');

  it("translate --from en: Be7 is the game's 5th move for Black and the game goes on", () => {
    const r = translatePgn(TEXT, { from: 'en', to: 'de' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual(['e4 e5 Sf3 Sc6 Lb5 a6 La4 Sf6 O-O Le7 Te1 b5 Lb3 d6']);
    expect(codesOf(r)).toEqual([]);
    expect(GAME.split(' ')).toHaveLength(14);
  });

  it('prose --from en: the answer is rewritten and checked with the moves after it', () => {
    const r = translateProse(TEXT, { from: 'en', to: 'de' });
    expect(r.text).toBe(
      '1.e4 e5 2.Sf3 Sc6 3.Lb5 a6 4.La4 Sf6 5.O-O The king is safe now, the rook will come to e1. Le7 6.Te1 b5 7.Lb3 d6\n',
    );
    expect(r.problems).toEqual([]);
  });

  it('in the letters the text was read in (an Italian page, English letters): read in those', () => {
    const text = '1.e4 e5 2.Nf3 Nc6 3.Bc4 Il Bianco sviluppa. Bc5 4.c3 Nf6 5.d4 exd4\n';
    legal('e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d4 exd4');
    const r = translatePgn(text, { from: 'it', to: 'en' });
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual(['e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d4 exd4']);
    expect(notesOf(r)).toEqual(['W_OTHER_LANGUAGE']);
  });

  it('a word that is no legal move there stays a word (the numbered moves after it are read as before)', () => {
    // (after 5.O-O, Black's queen cannot reach h5: `Qh5` is a plan named in the sentence)
    const text = '1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.O-O Black wants Qh5 6.h3 Be7\n';
    const r = translateProse(text, { from: 'en', to: 'de' });
    expect(r.text).toContain('Black wants Qh5 6.h3 Le7');
  });
});

describe('a language the text was already read in goes on where another would also read a sequence', () => {
  // An Italian page in English letters. `6.Be3 O-O` reads in English (the bishop) and in Welsh letters (B is the
  // queen: Qe3 is legal too); the text's moves are English letters from move 2 on, so English goes on.
  const TEXT = "1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.d3 d6 5.Qe2 Nf6 Il Bianco prepara l'arrocco lungo.\n6.Be3 O-O\n";
  legal('e4 e5 Nf3 Nc6 Bc4 Bc5 d3 d6 Qe2 Nf6 Be3 O-O');
  legal('e4 e5 Nf3 Nc6 Bc4 Bc5 d3 d6 Qe2 Nf6 Qe3 O-O');

  it('prose --from it: read as the bishop, no W_READING_AMBIGUOUS', () => {
    const r = translateProse(TEXT, { from: 'it', to: 'de' });
    expect(r.text.split('\n')[1]).toBe('6.Le3 O-O');
    expect(problemCodes(r)).toEqual(['W_OTHER_LANGUAGE']);
  });
});

describe('moves glued without spaces, in the letters of another language', () => {
  // A Russian page whose game is English SAN with every space lost (`Nf3Nc63.Bb5`).
  const TEXT = '1.e4e52.Nf3Nc63.Bb5a6хороший ход4.Ba4Nf6\n';
  legal('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6');

  it('prose --from ru: cut as English letters cut them, every move rewritten and checked', () => {
    const r = translateProse(TEXT, { from: 'ru', to: 'de' });
    expect(r.text).toBe('1.e4e52.Sf3Sc63.Lb5a6хороший ход4.La4Sf6\n');
    expect(r.checked).toBe(8);
    expect(problemCodes(r)).toContain('W_OTHER_LANGUAGE');
    expect(problemCodes(r).filter((c) => c.startsWith('ERR_') || c === 'W_PROSE_UNCHECKED')).toEqual([]);
  });
});

describe('the capture mark glued to the piece letter, a space before the square (`G: b4`, `e: d4`)', () => {
  const MOVES = '1. e4 e5 2. Sf3 Sc6 3. Gc4 Gc5 4. b4 G: b4 5. c3 Ga5 6. d4 e: d4 7. O-O d3\n';
  const GAME = legal('e4 e5 Nf3 Nc6 Bc4 Bc5 b4 Bxb4 c3 Ba5 d4 exd4 O-O d3');

  it('translate --from pl reads them as captures', () => {
    const r = translatePgn(MOVES, { from: 'pl', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([GAME]);
  });

  it('an English page quoting them in Polish letters, with words between: translate --from en', () => {
    const text = `The gambit.\n1. e4 e5 2. Sf3 Sc6 3. Gc4 Gc5 4. b4!?\nA pawn for time.\n4. ... G: b4 5. c3 Ga5 6. d4 e: d4\nNot the best.\n7. O-O d3\n`;
    const r = translatePgn(text, { from: 'en', to: 'en' });
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([GAME]);
    expect(notesOf(r)).toEqual(['W_OTHER_LANGUAGE']);
  });
});

describe('a score typed `1 – e2 – e4 1 – e7 – e5`, castling `O – O`, a picture between the moves', () => {
  // A Persian page, long algebraic in French letters (C cavalier, F fou, T tour), each number with a dash
  // and printed again before Black's move.
  const TEXT = [
    'بازی دوم:',
    '',
    'سفید سیاه',
    '1 – e2 – e4 1 – e7 – e5',
    '2 – Cg1 – f3 2 – Cb8 – c6',
    '3 – Ff1 – c4 3 – Ff8 – c5',
    '4 – O – O قلعه کوچک 4 – Cg8 – f6',
    '',
    'diagram-4.png',
    '',
    '5 – d2 – d3 5 – O – O',
    '6 – Tf1 – e1 6 – d7 – d6',
    '',
  ].join('\n');
  const GAME = legal('e4 e5 Nf3 Nc6 Bc4 Bc5 O-O Nf6 d3 O-O Re1 d6');

  it('translate --from fa: the game read in French letters, its numbers and castling read as typed', () => {
    const r = translatePgn(TEXT, { from: 'fa', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([GAME]);
    const codes = codesOf(r);
    expect(codes).toContain('W_OTHER_LANGUAGE');
    expect(codes).not.toContain('W_MOVE_NUMBER');
    const style = r.warnings.flatMap((g) => g.warnings).find((w) => w.code === 'W_STYLE');
    expect(style?.message).toContain('repeated for Black\'s move ("1 – e2 – e4 1 – e7 – e5")');
  });

  it('translate --from fr and --from auto give the same game', () => {
    for (const from of ['fr', 'auto']) expect(gamesOf(translatePgn(TEXT, { from, to: 'en' }).pgn).map((g) => g.main)).toEqual([GAME]);
  });

  it("a single `12 - Nf6` (the dash standing for White's move) is still Black's move", () => {
    const r = translatePgn('1. e4 e5 2. Nf3 Nc6 3. Bb5\n3 - a6 4. Ba4 Nf6\n', { from: 'en', to: 'en' });
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([legal('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6')]);
  });
});
