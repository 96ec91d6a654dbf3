// Issue 13: moves written in the letters of a language other than the one named (--from L).
// Every text here is made up for the test; every expected game is written by hand and played
// with chess.js (helpers/chess-js.ts) before it is compared.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse, type PgnTranslation } from '../src/index.js';
import { playedSan } from './helpers/chess-js.js';
import { gamesOf } from './helpers/pgn-lines.js';

/** The expected main line, checked with chess.js: it must be legal from the initial position. */
function legal(main: string): string {
  playedSan(main.split(' '));
  return main;
}

/** The codes of the warnings of a translation, in order. */
function codesOf(r: PgnTranslation): string[] {
  return r.warnings.flatMap((g) => g.warnings.map((w) => w.code));
}

function messagesOf(r: PgnTranslation, code: string): string[] {
  return r.warnings.flatMap((g) => g.warnings.filter((w) => w.code === code).map((w) => w.message));
}

/** `line:column` of `s` (its n-th occurrence) in `text`. */
function at(text: string, s: string, n = 1): string {
  let k = -1;
  for (let i = 0; i < n; i++) k = text.indexOf(s, k + 1);
  const before = text.slice(0, k).split('\n');
  return `${before.length}:${before[before.length - 1]!.length + 1}`;
}

// Class 1: a German page whose game is printed in English letters, its sentence citing moves in German.
const GERMAN_PAGE = [
  'Kurzpartie, Vereinsmeisterschaft',
  '1.e4 c5 2.Nf3 d6 3.d4 cxd4 4.Nxd4 Nf6 5.Nc3 a6 6.Qf3',
  'Die Idee von Df3 ist, dass Weiß nach 6...e5 7.Sf5 etwas besser steht.',
  '6...Nbd7 7.Be3 Qc7 8.0-0-0 Ne5 1-0',
  '',
].join('\n');
const GERMAN_PAGE_GAME = legal('e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Qf3 Nbd7 Be3 Qc7 O-O-O Ne5');
// the side line of the sentence, after 6.Qf3
playedSan(['e5', 'Nf5'], { before: 'e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Qf3'.split(' ') });

// Class 2: the Evergreen game with Polish letters (S skoczek, G goniec, H hetman, W wieża) on an English page.
const POLISH_IN_ENGLISH =
  'The Evergreen game went 1. e4 e5 2. Sf3 Sc6 3. Gc4 Gc5 4. b4 Gxb4 5. c3 Ga5 6. d4 exd4 7. O-O d3 8. Hb3 Hf6 9. e5 Hg6 10. We1 Sge7';
const EVERGREEN = legal('e4 e5 Nf3 Nc6 Bc4 Bc5 b4 Bxb4 c3 Ba5 d4 exd4 O-O d3 Qb3 Qf6 e5 Qg6 Re1 Nge7');

describe('a document whose game is in English letters and whose sentences cite moves in the named language', () => {
  it("translate --from de: the game read in English (one W_OTHER_LANGUAGE), the sentence's 6...e5 7.Sf5 in German", () => {
    const r = translatePgn(GERMAN_PAGE, { from: 'de', to: 'en' });
    expect(r.failures).toEqual([]);
    const games = gamesOf(r.pgn);
    expect(games.map((g) => `${g.main} ${g.result}`)).toEqual([`${GERMAN_PAGE_GAME} 1-0`]);
    // the German words cite Df3 (the queen on f3) and the side line 6...e5 7.Sf5, rewritten in English
    expect(games[0]!.text).toContain('{Die Idee von Qf3 ist, dass Weiß nach} 6... Nbd7 (6... e5\n7. Nf5 {etwas besser steht.})');
    expect(codesOf(r)).toEqual(['W_OTHER_LANGUAGE']);
    expect(messagesOf(r, 'W_OTHER_LANGUAGE')).toEqual([
      'the moves are written with English letters: read as English (en); German (de) stops at move 2. Nf3',
    ]);
    expect(r.warnings[0]!.warnings[0]!.position).toMatchObject({ line: 2, column: 3 });
  });

  it('into German the same game, every move in German letters', () => {
    const r = translatePgn(GERMAN_PAGE, { from: 'de', to: 'de' });
    expect(gamesOf(r.pgn)[0]!.main).toBe('e4 c5 Sf3 d6 d4 cxd4 Sxd4 Sf6 Sc3 a6 Df3 Sbd7 Le3 Dc7 O-O-O Se5');
  });

  it('prose --from de rewrites both: the English game and the German sentence, each read in its own letters', () => {
    const r = translateProse(GERMAN_PAGE, { from: 'de', to: 'en' });
    expect(r.text).toBe(
      [
        'Kurzpartie, Vereinsmeisterschaft',
        '1.e4 c5 2.Nf3 d6 3.d4 cxd4 4.Nxd4 Nf6 5.Nc3 a6 6.Qf3',
        'Die Idee von Qf3 ist, dass Weiß nach 6...e5 7.Nf5 etwas besser steht.',
        '6...Nbd7 7.Be3 Qc7 8.0-0-0 Ne5 1-0',
        '',
      ].join('\n'),
    );
    expect(r.problems.map((p) => `${p.line}:${p.column} ${p.code}`)).toEqual([`${at(GERMAN_PAGE, 'e4')} W_OTHER_LANGUAGE`]);
    expect(r.checked).toBe(r.moves);
  });

  it('into German letters the German sentence stays as written and the game changes its letters', () => {
    const r = translateProse(GERMAN_PAGE, { from: 'de', to: 'de' });
    expect(r.text.split('\n').slice(1, 4)).toEqual([
      '1.e4 c5 2.Sf3 d6 3.d4 cxd4 4.Sxd4 Sf6 5.Sc3 a6 6.Df3',
      'Die Idee von Df3 ist, dass Weiß nach 6...e5 7.Sf5 etwas besser steht.',
      '6...Sbd7 7.Le3 Dc7 8.0-0-0 Se5 1-0',
    ]);
  });
});

describe('a game in the letters of a language other than English', () => {
  it('translate --from en: the Evergreen game with Polish letters is read as Polish, one note naming it', () => {
    const r = translatePgn(POLISH_IN_ENGLISH, { from: 'en', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn)[0]!.main).toBe(EVERGREEN);
    expect(messagesOf(r, 'W_OTHER_LANGUAGE')).toEqual([
      'the moves are written with Polish letters: read as Polish (pl); English (en) stops at move 2. Sf3',
    ]);
  });

  it('translate --from fa: a Persian page quoting a game with French letters (C cavalier, F fou)', () => {
    const text = 'بازی زیر را ببینید: 1. e4 e5 2. Cf3 Cc6 3. Fc4 Fc5';
    const r = translatePgn(text, { from: 'fa', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn)[0]!.main).toBe(legal('e4 e5 Nf3 Nc6 Bc4 Bc5'));
    expect(messagesOf(r, 'W_OTHER_LANGUAGE')).toEqual([
      'the moves are written with French letters: read as French (fr); Persian (fa) stops at move 2. Cf3',
    ]);
  });

  it('translate --from ru: a Russian page quoting a game with Hungarian letters (H huszár, F futó, V vezér, B bástya)', () => {
    const text = '1. e4 e5 2. Hf3 Hc6 3. Fb5 a6 4. Fa4 Hf6 5. O-O Fe7 6. Be1 b5 7. Fb3 d6 8. c3 O-O 9. h3 Ha5 10. Fc2 c5 11. d4 Vc7';
    const r = translatePgn(text, { from: 'ru', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn)[0]!.main).toBe(legal('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Na5 Bc2 c5 d4 Qc7'));
    expect(codesOf(r)).toEqual(['W_OTHER_LANGUAGE']);
    expect(messagesOf(r, 'W_OTHER_LANGUAGE')[0]).toContain('read as Hungarian (hu); Russian (ru) stops at move 2. Hf3');
  });

  it('prose --from en rewrites Polish-letter moves into the output notation, with one note (not W_PROSE_UNCHECKED)', () => {
    const r = translateProse(POLISH_IN_ENGLISH, { from: 'en', to: 'en' });
    expect(r.text).toBe(
      'The Evergreen game went 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. b4 Bxb4 5. c3 Ba5 6. d4 exd4 7. O-O d3 8. Qb3 Qf6 9. e5 Qg6 10. Re1 Nge7',
    );
    expect(r.problems.map((p) => p.code)).toEqual(['W_OTHER_LANGUAGE']);
    expect(r.problems[0]!.message).toBe(
      'the moves are written with Polish letters: read as Polish (pl); English (en) stops at move 2. Sf3',
    );
    expect(r.checked).toBe(20);
    // into ICCF numeric
    const iccf = translateProse(POLISH_IN_ENGLISH, { from: 'en', to: 'iccf' }).text;
    expect(iccf).toContain('1. 5254 5755 2. 7163 2836 3. 6134 6835');
  });

  it('prose --from en: the note is given once for the text, a later sequence in the same letters read alike', () => {
    const text = 'First 1. e4 e5 2. Sf3 Sc6 3. Gc4 Gc5. Later on, 3...Sf6 4. Sg5 d5 was tried too.';
    const r = translateProse(text, { from: 'en', to: 'en' });
    expect(r.text).toBe('First 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5. Later on, 3...Nf6 4. Ng5 d5 was tried too.');
    playedSan(['Nf6', 'Ng5', 'd5'], { before: ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4'] });
    expect(r.problems.map((p) => p.code)).toEqual(['W_OTHER_LANGUAGE']);
  });
});

describe('one note per game', () => {
  it('prose: two games in English letters on a German page, each from move 1, get one note each', () => {
    const text = 'Partie 1\n1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 1-0\n\nPartie 2\n1.d4 d5 2.c4 e6 3.Nc3 Nf6 0-1\n';
    playedSan(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6']);
    playedSan(['d4', 'd5', 'c4', 'e6', 'Nc3', 'Nf6']);
    const r = translateProse(text, { from: 'de', to: 'de' });
    expect(r.text).toBe('Partie 1\n1.e4 e5 2.Sf3 Sc6 3.Lb5 a6 1-0\n\nPartie 2\n1.d4 d5 2.c4 e6 3.Sc3 Sf6 0-1\n');
    expect(r.problems.map((p) => `${p.line}:${p.column} ${p.code}`)).toEqual([
      `${at(text, 'e4')} W_OTHER_LANGUAGE`,
      `${at(text, 'd4')} W_OTHER_LANGUAGE`,
    ]);
    expect(r.problems[1]!.message).toBe(
      'the moves are written with English letters: read as English (en); German (de) stops at move 3. Nc3',
    );
  });
});

describe('where no other language is chosen', () => {
  it('a sequence the named language reads is read in it: German prose citing Sc6 is German (the knight), no note', () => {
    const text = 'Nach 1.e4 e5 2.Sf3 Sc6 3.Lb5 spielt Schwarz 3...a6.';
    const r = translateProse(text, { from: 'de', to: 'en' });
    expect(r.text).toBe('Nach 1.e4 e5 2.Nf3 Nc6 3.Bb5 spielt Schwarz 3...a6.');
    expect(r.problems).toEqual([]);
  });

  it('words that only look like moves stay words (Sf3 as a room number outside any sequence)', () => {
    const text = 'Meet me in room Sf3 after the game 1. e4 e5 2. Nf3 Nc6.';
    const r = translateProse(text, { from: 'en', to: 'de' });
    expect(r.text).toBe('Meet me in room Sf3 after the game 1. e4 e5 2. Sf3 Sc6.');
    expect(r.problems.map((p) => p.code)).not.toContain('W_OTHER_LANGUAGE');
  });

  it('a German game with one slip into English letters is not read in another language (game and prose)', () => {
    // 1. b3 e5 2. Ba3: German pawn a2-a3 or English bishop c1-a3, both legal: reported, never chosen quietly
    const game = translatePgn('1. b3 e5 2. Ba3 Sc6 3. Sf3', { from: 'de', to: 'iccf' });
    expect(codesOf(game)).not.toContain('W_OTHER_LANGUAGE');
    // a German line with an English bishop: no language reads the whole sequence as written
    const text = 'Nach 1.e4 e5 2.Sf3 Sc6 3.Bb5 a6 steht Weiß gut.';
    const r = translateProse(text, { from: 'de', to: 'en' });
    expect(r.problems.map((p) => p.code)).not.toContain('W_OTHER_LANGUAGE');
    expect(r.text.startsWith('Nach 1.e4 e5 2.Nf3 Nc6 3.')).toBe(true);
    // (an English N, no letter of German, is the knight at its move: the game stays German, its warning at 4. Nc3)
    const slip = translatePgn('1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. Nc3', { from: 'de', to: 'en' });
    expect(slip.failures).toHaveLength(0);
    expect(slip.pgn).toContain('4. Nc3');
    expect(slip.warnings.flatMap((g) => g.warnings.map((w) => `${w.code} ${w.position.token}`))).toEqual(['W_OTHER_LANGUAGE Nc3']);
  });

  it('two languages reading different legal games: none is chosen (H: Hungarian knight, Polish queen)', () => {
    // 2. Hf3: Hungarian Ng1-f3 and Polish Qd1-f3 are both legal after 1. e4 e5
    playedSan(['e4', 'e5', 'Nf3']);
    playedSan(['e4', 'e5', 'Qf3']);
    const game = translatePgn('1. e4 e5 2. Hf3', { from: 'en', to: 'iccf' });
    expect(game.failures).toHaveLength(1);
    expect(codesOf(game)).not.toContain('W_OTHER_LANGUAGE');
    const text = 'Der Angriff 1. e4 e5 2. Hf3 ist selten.';
    const r = translateProse(text, { from: 'en', to: 'iccf' });
    expect(r.text).toBe('Der Angriff 1. 5254 5755 2. Hf3 ist selten.');
    expect(r.problems.map((p) => `${p.line}:${p.column} ${p.code}`)).toEqual([
      `${at(text, 'Hf3')} W_READING_AMBIGUOUS`,
      `${at(text, 'Hf3')} W_PROSE_UNCHECKED`,
    ]);
    expect(r.problems[0]!.message).toContain(
      'Polish (pl) and Hungarian (hu) letters read the moves here as different legal moves; none is chosen',
    );
  });

  it("--from auto chooses the text's language whole, then reads the text as with that language named", () => {
    const r = translateProse(POLISH_IN_ENGLISH, { from: 'auto', to: 'en' });
    expect(r.language?.codes).toEqual(['pl']);
    expect(r.problems).toEqual([]);
    // (English chosen for the German page: its German sentence is read as `--from en` reads it, a tie said)
    const page = translateProse(GERMAN_PAGE, { from: 'auto', to: 'en' });
    const named = translateProse(GERMAN_PAGE, { from: 'en', to: 'en' });
    expect(page.language?.codes).toContain('en');
    expect(page.text).toBe(named.text);
    expect(page.problems).toEqual(named.problems);
    expect(page.problems.map((p) => p.code)).toEqual(['W_READING_AMBIGUOUS', 'W_PROSE_UNCHECKED']);
    const game = translatePgn(POLISH_IN_ENGLISH, { from: 'auto', to: 'en' });
    expect(codesOf(game)).not.toContain('W_OTHER_LANGUAGE');
  });
});
