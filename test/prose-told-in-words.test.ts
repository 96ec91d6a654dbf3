// A move of the game told only in words between numbered moves (`3.Lf1-c4 … indem er den Läufer von f8 nach c5 zog.
// … 4.c2-c3`): the game stops one half-move before the next number, and one clause naming a piece reads, by the words
// reader (locales/words), as the one legal move there, after which the numbered moves play. It is read as the game's
// move with W_MOVE_IN_WORDS; `prose` leaves the words as they are. The layout was seen in a German encyclopedia
// article and a Portuguese club blog; the texts here are made up for this test, the expected output written by hand.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';

const oneLine = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** The first game's main line: the moves of its PGN outside comments and variations, without numbers. */
function mainLine(pgn: string): string[] {
  let depth = 0;
  let out = '';
  for (const c of pgn.replace(/\{[^}]*\}/g, ' ')) {
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (depth === 0) out += c;
  }
  return out.split(/\s+/).filter((t) => t !== '' && !/^\d+\.+$/.test(t) && t !== '*');
}

const GERMAN =
  'In dieser Partie folgte 1.e2-e4 e7-e5 2.Sg1-f3 Sb8-c6 3.Lf1-c4 und Schwarz antwortete, indem er den Läufer von f8 nach c5 zog. ' +
  'Danach spielte Weiß 4.c2-c3 Sg8-f6 5.d2-d4 e5xd4.\n';

describe('a move told in words between numbered moves', () => {
  it('German: "den Läufer von f8 nach c5" is 3...Bc5, said with W_MOVE_IN_WORDS; the words stay a comment before it', () => {
    const r = translatePgn(GERMAN, { from: 'de', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(oneLine(r.pgn)).toBe(
      '{In dieser Partie folgte} 1. e4 e5 2. Nf3 Nc6 3. Bc4 {und Schwarz antwortete, indem er den Läufer von f8 nach c5 zog.} ' +
        '3... Bc5 {Danach spielte Weiß} 4. c3 Nf6 5. d4 exd4 *',
    );
    const warned = r.warnings.flatMap((g) => g.warnings.map((w) => `${w.position.line}:${w.position.column} ${w.code}`));
    expect(warned).toEqual([`1:${GERMAN.indexOf('indem') + 1} W_MOVE_IN_WORDS`]);
    expect(r.warnings[0]!.warnings[0]!.message).toContain('"indem er den Läufer von f8 nach c5 zog" as Bc5');
  });

  it('German, prose: the text byte for byte but for its moves, every move checked on a board (the words are not rewritten)', () => {
    const r = translateProse(GERMAN, { from: 'de', to: 'en' });
    expect(r.text).toBe(
      'In dieser Partie folgte 1.e2-e4 e7-e5 2.Ng1-f3 Nb8-c6 3.Bf1-c4 und Schwarz antwortete, indem er den Läufer von f8 nach c5 zog. ' +
        'Danach spielte Weiß 4.c2-c3 Ng8-f6 5.d2-d4 e5xd4.\n',
    );
    expect(r.moves).toBe(9);
    expect(r.checked).toBe(9);
    expect(r.problems.map((p) => p.code)).toEqual(['W_MOVE_IN_WORDS']);
  });

  it('Portuguese: "coloquei o Bispo em c5" is 3...Bc5 ("em" read as no capture: the board decides)', () => {
    const text = 'A partida: 1. e4 e5 2. Cf3 Cc6 3. Bc4 e depois coloquei o Bispo em c5. Seguiu-se 4. c3 Cf6 5. d4 exd4.\n';
    const r = translatePgn(text, { from: 'pt', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(mainLine(r.pgn)).toEqual(['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5', 'c3', 'Nf6', 'd4', 'exd4']);
    expect(r.warnings.flatMap((g) => g.warnings.map((w) => w.code))).toEqual(['W_MOVE_IN_WORDS']);
  });

  it('Russian: "перевели слона с f8 на c5" is 3...Bc5', () => {
    const text = 'Партия: 1. e4 e5 2. Кf3 Кc6 3. Сc4, а чёрные перевели слона с f8 на c5. Далее 4. c3 Кf6 5. d4 exd4.\n';
    const r = translatePgn(text, { from: 'ru', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(mainLine(r.pgn)).toEqual(['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5', 'c3', 'Nf6', 'd4', 'exd4']);
    expect(r.warnings.flatMap((g) => g.warnings.map((w) => w.code))).toEqual(['W_MOVE_IN_WORDS']);
  });
});

describe('words that tell no one legal move leave the game short, as before', () => {
  it('a piece and a square that make no legal move (den Läufer auf h3): the game stops after 3.Bc4', () => {
    const text = '1.e2-e4 e7-e5 2.Sg1-f3 Sb8-c6 3.Lf1-c4 und Schwarz dachte lange an den Läufer auf h3. Dann 4.c2-c3 Sg8-f6.\n';
    const r = translatePgn(text, { from: 'de', to: 'en' });
    expect(mainLine(r.pgn)).toEqual(['e4', 'e5', 'Nf3', 'Nc6', 'Bc4']);
    const codes = r.warnings.flatMap((g) => g.warnings.map((w) => w.code));
    expect(codes).not.toContain('W_MOVE_IN_WORDS');
    expect(codes).toContain('W_MOVES_IN_COMMENT');
  });

  it('two clauses telling two different legal moves (Läufer nach c5, Springer nach f6): none is chosen, W_READING_AMBIGUOUS', () => {
    const text =
      '1.e2-e4 e7-e5 2.Sg1-f3 Sb8-c6 3.Lf1-c4. Schwarz kann den Läufer nach c5 ziehen, oder den Springer nach f6. Es folgte 4.c2-c3 d7-d6.\n';
    const r = translatePgn(text, { from: 'de', to: 'en' });
    expect(mainLine(r.pgn)).toEqual(['e4', 'e5', 'Nf3', 'Nc6', 'Bc4']);
    const codes = r.warnings.flatMap((g) => g.warnings.map((w) => w.code));
    expect(codes).not.toContain('W_MOVE_IN_WORDS');
    expect(codes).toContain('W_READING_AMBIGUOUS');
  });

  it('one clause naming two pieces (den Läufer nach c5 und den Springer nach f6) tells no move', () => {
    const text =
      '1.e2-e4 e7-e5 2.Sg1-f3 Sb8-c6 3.Lf1-c4 und Schwarz zog den Läufer nach c5 und den Springer nach f6. Dann 4.c2-c3 d7-d6.\n';
    const r = translatePgn(text, { from: 'de', to: 'en' });
    expect(mainLine(r.pgn)).toEqual(['e4', 'e5', 'Nf3', 'Nc6', 'Bc4']);
    expect(r.warnings.flatMap((g) => g.warnings.map((w) => w.code))).not.toContain('W_MOVE_IN_WORDS');
  });

  it("two half-moves missing (the words tell Black's 3rd, the next number is Black's 4th): no move is filled", () => {
    const text = '1.e2-e4 e7-e5 2.Sg1-f3 Sb8-c6 3.Lf1-c4 und Schwarz zog den Läufer nach c5. Später 4...Sg8-f6 5.d2-d3.\n';
    const r = translatePgn(text, { from: 'de', to: 'en' });
    expect(mainLine(r.pgn)).toEqual(['e4', 'e5', 'Nf3', 'Nc6', 'Bc4']);
    expect(r.warnings.flatMap((g) => g.warnings.map((w) => w.code))).not.toContain('W_MOVE_IN_WORDS');
  });
});
