// What the words around moves in a sentence say about them (src/prose/sentence-marks.ts, play-sequence.ts): a case
// ending glued after a move's full stop names the move (no move of the game), an ellipsis without a number right
// where the game waits for Black's answer is Black's reply, and a tie between a side line cited after words and the
// game is read as the game's where the moves start a sentence as the game's did. Texts made up; expected by hand.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { mainLine } from './helpers/pgn-lines.js';

describe('prose: the sentence tells what a move is', () => {
  it('a case ending glued after the move\'s full stop (3...a6.க்கு, "after 3...a6") names the move: a variation, not the game', () => {
    const text =
      'நகர்வுகள் 1.e4 e5 2.Nf3 Nc6 3.Bb5\nஸ்பானிய திறப்பு\n1. e4 e5\n2. Nf3 Nc6\n3. Bb5\n\nஸ்பானிய திறப்பில், கருப்பு 3...a6.க்கு பிறகு யானையை தேர்ந்தெடுக்கும்.\n';
    const r = translatePgn(text, { from: 'en', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(mainLine(r.pgn)).toBe('e4 e5 Nf3 Nc6 Bb5');
    // (the move named is kept as analysis after the game's last move, as PGN writes one)
    expect(r.pgn.replace(/\s+/g, ' ')).toContain('(3. Bb5 a6 {க்கு பிறகு');
  });

  it("an ellipsis without a number, spaced or glued, where the game waits for Black's move: Black's reply, the game's", () => {
    const text =
      'Nach 1. e4 e5 2. Sf3 Sc6 steht alles im Gleichgewicht.\n3. Lb5 greift den Springer an. Mit … a6 fragt Schwarz den Läufer. Weiß zieht 4. La4 und Schwarz antwortet mit …Sf6, wie üblich.\n';
    const r = translatePgn(text, { from: 'de', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(mainLine(r.pgn)).toBe('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6');
    const p = translateProse(text, { from: 'de', to: 'en' });
    expect(p.text).toBe(
      'Nach 1. e4 e5 2. Nf3 Nc6 steht alles im Gleichgewicht.\n3. Bb5 greift den Springer an. Mit … a6 fragt Schwarz den Läufer. Weiß zieht 4. Ba4 und Schwarz antwortet mit …Nf6, wie üblich.\n',
    );
    expect(p.problems).toEqual([]);
  });

  it("an ellipsis without a number where the paragraph comes back to the move with its number: another answer, the numbered move the game's", () => {
    const text =
      'Nach 1. e4 e5 2. Sf3 Sc6 steht alles im Gleichgewicht.\n3. Lb5 greift den Springer an. Möglich ist … Sf6, aber in der Partie kam 3...a6 4. La4.\n';
    const r = translatePgn(text, { from: 'de', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(mainLine(r.pgn)).toBe('e4 e5 Nf3 Nc6 Bb5 a6 Ba4');
    expect(r.pgn.replace(/\s+/g, ' ')).toContain('(3. Bb5 Nf6 {aber in der Partie kam})');
  });

  it('an ellipsis of the sentence before words is no move (… und dann ein Fehler)', () => {
    const p = translateProse('Nach 1. e4 e5 2. Sf3 kam … Sc6 war gut, und dann … ein Fehler.\n', { from: 'de', to: 'en' });
    expect(p.text).toBe('Nach 1. e4 e5 2. Nf3 kam … Nc6 war gut, und dann … ein Fehler.\n');
    expect(p.problems).toEqual([]);
  });

  it("a side line cited after words (Ook 2.... c6 is speelbaar), then moves starting a sentence as the game's did: the game's, said", () => {
    const text =
      'Partij uit de krant.\n1.d4 d5 2.c4\nHet damegambiet. 2.....e6 Dit is solide. Ook 2.... c6 is speelbaar. 3.Pc3 De hoofdvariant. 3....Pf6 volgt.\n';
    const r = translatePgn(text, { from: 'nl', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(mainLine(r.pgn)).toBe('d4 d5 c4 e6 Nc3 Nf6');
    const ties = r.warnings.flatMap((g) => g.warnings).filter((w) => w.code === 'W_READING_AMBIGUOUS');
    expect(ties).toHaveLength(1);
    expect(ties[0]!.message).toContain('"Pc3"');
    expect(ties[0]!.message).toContain("read as the game's");
  });

  it("the side line starting its own sentence (2.... c6 is ook speelbaar): the tie stays the side line's, said", () => {
    const text =
      'Partij uit de krant.\n1.d4 d5 2.c4\nHet damegambiet. 2.....e6 Dit is solide. 2.... c6 is ook speelbaar. 3.Pc3 De hoofdvariant. 3....Pf6 volgt.\n';
    const r = translatePgn(text, { from: 'nl', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(mainLine(r.pgn)).toBe('d4 d5 c4 e6');
    const ties = r.warnings.flatMap((g) => g.warnings).filter((w) => w.code === 'W_READING_AMBIGUOUS');
    expect(ties).toHaveLength(1);
    expect(ties[0]!.message).toContain("read as the side line's");
  });
});

describe('prose: an ellipsis without a number after the game’s last move, in a later paragraph (a plan the text names)', () => {
  const GAME = '1.e4 e5 2.Sf3 Sc6 3.Lb5 a6 4.La4 Sf6 5.O-O Le7 6.Te1';

  it('is not the game going on: a variation of the last move played again, said (it was played as 6...b5, silently)', () => {
    const r = translatePgn(`${GAME} ist die Hauptvariante.\nSchwarz bereitet oft ...b5 und ...d6 vor.\n`, { from: 'de', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(mainLine(r.pgn)).toBe('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1');
    expect(r.pgn.replace(/\s+/g, ' ')).toContain('(6. Re1 b5');
    expect(r.warnings.flatMap((g) => g.warnings.map((w) => `${w.position.line}:${w.position.column} ${w.code}`))).toEqual([
      '2:27 W_READING_AMBIGUOUS',
    ]);
  });

  it('control: where the game’s numbered moves go on from it, it is the game’s move', () => {
    const r = translatePgn(`${GAME}\nSchwarz spielt hier ...b5.\n7.Lb3 d6\n`, { from: 'de', to: 'en' });
    expect(mainLine(r.pgn)).toBe('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6');
  });

  it('control: right after the game’s last move in its paragraph, it is Black’s reply, the game’s', () => {
    const r = translatePgn(`${GAME}, und Schwarz antwortet mit ...b5.\n`, { from: 'de', to: 'en' });
    expect(mainLine(r.pgn)).toBe('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5');
  });
});
