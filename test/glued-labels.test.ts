// Issue 13: a move glued to a wiki's edit link (`4.c3[edit]`) or an infobox label glued before the
// first move number (`Moves1.e4`, `Потези1. е4`), as real pages print them. Expected ICCF written by
// hand (a1 = 11, e2 = 52, g1 = 71 …), the SAN checked with chess.js.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { gamesOf } from './helpers/pgn-lines.js';
import { playedSan, sanWords } from './helpers/chess-js.js';

// 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. c3
const RUY_SAN = 'e4 e5 Nf3 Nc6 Bb5 a6 c3';

describe('a move glued to a wiki edit link', () => {
  it('the expected game is legal (chess.js)', () => {
    expect(playedSan(sanWords(RUY_SAN))).toEqual(sanWords(RUY_SAN));
  });

  it('4.c3[edit] and 4.c3[modificare | modificare sursă]: the move is read, the link kept', () => {
    const en = translateProse('Main line: 1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.c3[edit]\nWhite prepares d4.', { from: 'en', to: 'iccf' });
    expect(en.text).toBe('Main line: 1.5254 5755 2.7163 2836 3.6125 1716 4.3233[edit]\nWhite prepares d4.');
    expect(en.problems).toEqual([]);
    const ro = translateProse('1.e4 e5 2.Cf3 Cc6 3.Nb5 a6 4.c3[modificare | modificare sursă]\nAlbul pregătește d4.', {
      from: 'ro',
      to: 'en',
    });
    expect(ro.text).toBe('1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.c3[modificare | modificare sursă]\nAlbul pregătește d4.');
    expect(ro.problems).toEqual([]);
  });

  it('a move the board refuses is still reported, not hidden by the link', () => {
    const r = translateProse('1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.c5[edit]', { from: 'en', to: 'iccf' });
    expect(r.problems.map((p) => p.code)).not.toEqual([]);
  });

  it('a bracket that opens a variation after a move still does', () => {
    const r = translateProse('1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.c3 [4.O-O Nf6] 4...Nf6', { from: 'en', to: 'iccf' });
    expect(r.text).toBe('1.5254 5755 2.7163 2836 3.6125 1716 4.3233 [4.5171 7866] 4...7866');
  });
});

describe('an infobox label glued before the first move number', () => {
  it('Moves1.e4 e5 2.Nf3 (English)', () => {
    const r = translateProse('Moves1.e4 e5 2.Nf3 Nc6 3.Bb5', { from: 'en', to: 'iccf' });
    expect(r.text).toBe('Moves1.5254 5755 2.7163 2836 3.6125');
    expect(r.problems).toEqual([]);
  });

  it('Потези1. е4 (Serbian Cyrillic label, Cyrillic е in the moves)', () => {
    const r = translateProse('Потези1. е4 е5 2. Сf3 Сc6', { from: 'sr-Cyrl', to: 'iccf' });
    expect(r.text).toBe('Потези1. 5254 5755 2. 7163 2836');
    // (Serbian Cyrillic transliterates the files, а б ц д е ф г х: its е is the file e, a W_FILE_LETTERS reading)
    expect(r.problems.map((p) => p.code)).toEqual(['W_FILE_LETTERS']);
  });

  it("[Jesper Skjoldborg]1.e4: an annotator's name in brackets glued to the first number (ChessBase text export)", () => {
    const r = translateProse('[Jesper Skjoldborg]1.e4 e5 2.Sf3\nEn overraskelse.\n\n2...Sc6 3.Lb5', { from: 'da', to: 'iccf' });
    expect(r.text).toBe('[Jesper Skjoldborg]1.5254 5755 2.7163\nEn overraskelse.\n\n2...2836 3.6125');
    expect(r.problems).toEqual([]);
  });

  it('Ходы се1.d4 (a machine-translated label ending in a short lower-case word) and a vertical list restating the line', () => {
    // 1. d4 d5 2. c4 e6 3. Nc3 Nf6: d2-d4 = 4244, d7-d5 = 4745, c2-c4 = 3234, e7-e6 = 5756, b1-c3 = 2133, g8-f6 = 7866
    expect(playedSan(sanWords('d4 d5 c4 e6 Nc3 Nf6'))).toEqual(sanWords('d4 d5 c4 e6 Nc3 Nf6'));
    const text = 'Ходове на се1.d4 d5 2.c4 e6 3.Nc3 Nf6\nКодD30\n\nЗапочва:\n\n1. d4 d5\n2. c4 e6\n3';
    const r = translateProse(text, { from: 'bg', to: 'iccf' });
    expect(r.text).toBe('Ходове на се1.4244 4745 2.3234 5756 3.2133 7866\nКодD30\n\nЗапочва:\n\n1. 4244 4745\n2. 3234 5756\n3');
    const games = translatePgn(text, { from: 'bg', to: 'en' });
    expect(gamesOf(games.pgn).map((g) => g.main)).toEqual(['d4 d5 c4 e6 Nc3 Nf6']);
  });

  it('upper-case letters before 1. may be a move (Re1.), and a decimal after letters is no number', () => {
    const words = (t: string): string => translateProse(t, { from: 'en', to: 'iccf' }).text;
    expect(words('The sum ab1.5 is odd.')).toBe('The sum ab1.5 is odd.');
    // (`Re1.e4`: no label cut off the rook's move; the text is no game either way)
    expect(words('Re1.e4')).not.toContain('1.5254');
  });

  it('a move with a full stop is not a label (Kxf2.)', () => {
    // 1. e4 e5 2. Bc4 Bc5 3. Kf1 Bxf2 4. Kxf2: `Kxf2.` ends a sentence and is no label before a number
    expect(playedSan(sanWords('e4 e5 Bc4 Bc5 Kf1 Bxf2 Kxf2'))).toEqual(sanWords('e4 e5 Bc4 Bc5 Kf1 Bxf2 Kxf2'));
    const r = translateProse('1.e4 e5 2.Lc4 Lc5 3.Kf1 Lxf2 4.Kxf2.', { from: 'de', to: 'iccf' });
    expect(r.text).toBe('1.5254 5755 2.6134 6835 3.5161 3562 4.6162.');
  });
});

describe('a wiki section heading that names a move after the opening’s rows (issue 13)', () => {
  // (made up in the shape of a Romanian wiki page seen in session 31: the opening's rows, then `Varianta principală:
  // 4.c3[modificare | modificare sursă]` and the section's bullets; before, 4.c3 went on as the game's move, silently)
  const PHILIDOR = 'e4 e5 Nf3 d6';
  const page =
    'La defensa Philidor comienza con:\n\n1. e4 e5\n2. Cf3 d6\n\nEs una defensa sólida.\n\nVariantes[editar]\n\n' +
    'Línea principal: 3.d4[editar]\n\n  • 3...exd4 4.Cxd4 Cf6 5.Cc3 Ae7.\n  • 3...Cf6 4.Cc3 Cbd7.\n';

  it('the heading’s move and the section’s lines are a variation of the game’s last move played again, said once', () => {
    expect(playedSan(sanWords(`${PHILIDOR} d4 exd4 Nxd4 Nf6 Nc3 Be7`))).toHaveLength(10);
    expect(playedSan(sanWords(`${PHILIDOR} d4 Nf6 Nc3 Nbd7`))).toHaveLength(8);
    const r = translatePgn(page, { from: 'es', to: 'en' });
    expect(r.failures).toEqual([]);
    const games = gamesOf(r.pgn);
    expect(games.map((g) => g.main)).toEqual([PHILIDOR]);
    expect(r.pgn.replace(/\{[^}]*\}/g, '').replace(/\s+/g, ' ')).toContain(
      '2. Nf3 d6 (2... d6 3. d4 3... exd4 (3... Nf6 4. Nc3 Nbd7) 4. Nxd4 Nf6 5. Nc3 Be7) *',
    );
    expect(r.warnings.flatMap((g) => g.warnings.map((w) => `${w.position.line}:${w.position.column} ${w.code}`))).toEqual([
      '10:22 W_STYLE',
    ]);
  });

  it('control: where rows printed as the game’s go on from the heading’s move, it is the game’s', () => {
    const rows =
      'La defensa Philidor comienza con:\n\n1. e4 e5\n2. Cf3 d6\n\nEs una defensa sólida.\n\nLínea principal: 3.d4[editar]\n\n3...exd4 4.Cxd4 Cf6\n5.Cc3 Ae7\n';
    const r = translatePgn(rows, { from: 'es', to: 'en' });
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([playedSan(sanWords(`${PHILIDOR} d4 exd4 Nxd4 Nf6 Nc3 Be7`)).join(' ')]);
    expect(r.warnings.flatMap((g) => g.warnings.map((w) => w.code))).toEqual([]);
  });
});
