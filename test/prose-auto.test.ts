// Issue 13: `--from auto` for moves in prose (`prose`, translateProse) and for documents under
// `translate`: the language whose reading checks the most moves on a board. Paragraphs of our own
// writing in German, French, Russian, Hungarian and Chinese, their English written by hand and their
// moves checked with chess.js; a text two languages read as different legal moves; a text with no
// move; the CLI's exit status; documents of test/fixtures/documents read alike under auto and named.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Chess } from 'chess.js';
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { runCli } from '../src/cli/cli.js';
import { runInMemory } from './helpers/common.js';
import { FIXTURES, hasShared, sharedPath } from './helpers/shared.js';

/** [language expected first, text, its English by hand, the moves in SAN for chess.js]. */
const PARAGRAPHS: Array<[string, string, string, string]> = [
  [
    'de',
    'Im Damengambit folgt nach 1.d4 d5 2.c4 e6 3.Sc3 Sf6 4.Lg5 Le7 meist 5.e3 0-0 6.Sf3 Sbd7, ein ruhiger Aufbau.',
    'Im Damengambit folgt nach 1.d4 d5 2.c4 e6 3.Nc3 Nf6 4.Bg5 Be7 meist 5.e3 0-0 6.Nf3 Nbd7, ein ruhiger Aufbau.',
    'd4 d5 c4 e6 Nc3 Nf6 Bg5 Be7 e3 O-O Nf3 Nbd7',
  ],
  [
    'fr',
    'Dans la partie italienne, après 1.e4 e5 2.Cf3 Cc6 3.Fc4 Fc5 4.c3 Cf6 5.d4, les Noirs prennent 5...exd4.',
    'Dans la partie italienne, après 1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.c3 Nf6 5.d4, les Noirs prennent 5...exd4.',
    'e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d4 exd4',
  ],
  [
    'ru',
    'В защите Каро-Канн после 1.e4 c6 2.d4 d5 3.Кc3 dxe4 4.Кxe4 Сf5 5.Кg3 Сg6 белые играют 6.h4.',
    'В защите Каро-Канн после 1.e4 c6 2.d4 d5 3.Nc3 dxe4 4.Nxe4 Bf5 5.Ng3 Bg6 белые играют 6.h4.',
    'e4 c6 d4 d5 Nc3 dxe4 Nxe4 Bf5 Ng3 Bg6 h4',
  ],
  [
    'hu',
    'A spanyol megnyitásban 1.e4 e5 2.Hf3 Hc6 3.Fb5 a6 4.Fa4 Hf6 5.0-0 Fe7 6.Be1 b5 7.Fb3 után a sötét gyakran 7...d6 lépést választ.',
    'A spanyol megnyitásban 1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.0-0 Be7 6.Re1 b5 7.Bb3 után a sötét gyakran 7...d6 lépést választ.',
    'e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6',
  ],
  [
    'zh',
    '在意大利开局中，1.e4 e5 2.马f3 马c6 3.象c4 象c5之后，白方常走4.c3。',
    '在意大利开局中，1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5之后，白方常走4.c3。',
    'e4 e5 Nf3 Nc6 Bc4 Bc5 c3',
  ],
];

/** Two legal readings: English reads Rh3 as the rook from h1, Finnish (R = ratsu) as the knight from g1. */
const TIE = 'Nach 1.h4 h5 2.Rh3 ist alles offen.';
const NO_MOVES = 'Hier gibt es keine Züge, nur ein Blatt A4-Papier.';

describe('prose --from auto', () => {
  it('has legal moves in every paragraph and both readings of the tie (chess.js)', () => {
    for (const [code, , , moves] of PARAGRAPHS) {
      const chess = new Chess();
      for (const san of moves.split(' ')) expect(() => chess.move(san), `${code}: ${san}`).not.toThrow();
    }
    for (const third of ['Rh3', 'Nh3']) {
      const chess = new Chess();
      for (const san of ['h4', 'h5', third]) expect(() => chess.move(san), third).not.toThrow();
    }
  });

  for (const [code, text, english, moves] of PARAGRAPHS) {
    it(`reads the ${code} paragraph in its language, as --from ${code} does`, () => {
      const r = translateProse(text, { from: 'auto', to: 'en' });
      expect(r.text).toBe(english);
      expect(r.problems).toEqual([]);
      expect(r.checked).toBe(moves.split(' ').length);
      expect(r.language?.codes[0]).toBe(code);
      expect(r.language?.name).toMatch(new RegExp(`\\(${code}[,)]`));
      // the named path: the same text, no language reported
      const named = translateProse(text, { from: code, to: 'en' });
      expect(named.text).toBe(english);
      expect(named.language).toBeUndefined();
    });
  }

  it('names every language that reads the moves alike (German letters: Danish, Norwegian, Swedish …)', () => {
    const r = translateProse(PARAGRAPHS[0]![1], { from: 'auto', to: 'en' });
    expect(r.language?.codes).toEqual(expect.arrayContaining(['de', 'da', 'nb', 'sv']));
    expect(r.language?.name.startsWith('German (de, da, nb, sv')).toBe(true);
  });

  it('never chooses between two legal readings of different moves: ERR_DETECT_AMBIGUOUS with both languages, text unchanged', () => {
    const r = translateProse(TIE, { from: 'auto', to: 'en' });
    expect(r.text).toBe(TIE);
    expect(r.language).toBeUndefined();
    expect(r.problems).toHaveLength(1);
    const p = r.problems[0]!;
    expect(p).toMatchObject({ severity: 'error', code: 'ERR_DETECT_AMBIGUOUS', line: 1, column: 16 });
    expect(p.message).toContain('English (en');
    expect(p.message).toContain('Finnish (fi');
    expect(p.message).toContain('"Rh3" English reads h1-h3, Finnish reads g1-h3');
  });

  it("prefers the reading in standard notation, as a game's detection does (Finnish reads Sf3 Sc6 as pawn moves with a letter)", () => {
    // (chess.js: 1.e4 e5 2.f3 c6 3.Bb5 a6 is legal too)
    const chess = new Chess();
    for (const san of ['e4', 'e5', 'f3', 'c6', 'Bb5', 'a6']) chess.move(san);
    const r = translateProse('Nach 1.e4 e5 2.Sf3 Sc6 3.Lb5 spielt Schwarz 3...a6.', { from: 'auto', to: 'en' });
    expect(r.text).toBe('Nach 1.e4 e5 2.Nf3 Nc6 3.Bb5 spielt Schwarz 3...a6.');
    expect(r.language?.codes[0]).toBe('de');
  });

  it('lets --prefer break the tie', () => {
    const fi = translateProse(TIE, { from: 'auto', to: 'en', prefer: ['fi'] });
    expect(fi.text).toBe('Nach 1.h4 h5 2.Nh3 ist alles offen.');
    expect(fi.language?.codes[0]).toBe('fi');
    const en = translateProse(TIE, { from: 'auto', to: 'de', prefer: ['en'] });
    expect(en.text).toBe('Nach 1.h4 h5 2.Th3 ist alles offen.');
  });

  it('says so when no language reads a move a board checks: ERR_DETECT_NONE, text unchanged', () => {
    const r = translateProse(NO_MOVES, { from: 'auto', to: 'en' });
    expect(r.text).toBe(NO_MOVES);
    expect(r.problems.map((p) => [p.severity, p.code])).toEqual([['error', 'ERR_DETECT_NONE']]);
    expect(r.problems[0]!.message).toContain('name the language with --from');
  });

  it('CLI: exit 0 and the language on the summary line; exit 1 for a tie or no move; --prefer', async () => {
    const ok = await runInMemory((io) => runCli(['prose', '--from', 'auto', '--to', 'en'], io), `${PARAGRAPHS[3]![1]}\n`);
    expect(ok.code).toBe(0);
    expect(ok.out).toBe(`${PARAGRAPHS[3]![2]}\n`);
    expect(ok.err).toContain('; read as Hungarian (hu)');
    const tie = await runInMemory((io) => runCli(['prose', '--from', 'auto', '--to', 'en'], io), `${TIE}\n`);
    expect(tie.code).toBe(1);
    expect(tie.out).toBe(`${TIE}\n`);
    expect(tie.err).toContain('<stdin>:1:16: the language is ambiguous');
    expect(tie.err).toContain('[ERR_DETECT_AMBIGUOUS]');
    const none = await runInMemory((io) => runCli(['prose', '--from', 'auto', '--to', 'en'], io), `${NO_MOVES}\n`);
    expect(none.code).toBe(1);
    expect(none.err).toContain('[ERR_DETECT_NONE]');
    const preferred = await runInMemory((io) => runCli(['prose', '--from', 'auto', '--prefer', 'fi', '--to', 'en', '-q'], io), `${TIE}\n`);
    expect(preferred).toMatchObject({ code: 0, out: 'Nach 1.h4 h5 2.Nh3 ist alles offen.\n', err: '' });
  });
});

describe('translate --from auto on documents', () => {
  // (documents whose games are checked by hand in test/documents.test.ts under their named language)
  for (const file of ['de-french-list.txt', 'fr-evans-semicolons.txt', 'hu-ruy-lopez.txt', 'ru-sicilian.txt', 'zh-narrated-ruy.txt']) {
    it(`reads ${file} as --from ${file.slice(0, 2)} does`, () => {
      const text = readFileSync(join(FIXTURES, 'documents', file), 'utf8');
      const auto = translatePgn(text, { from: 'auto', to: 'en' });
      const named = translatePgn(text, { from: file.slice(0, 2), to: 'en' });
      expect(auto.failures).toEqual([]);
      expect(auto.pgn).toBe(named.pgn);
    });
  }

  it('fails a document two languages read as different legal moves, with both languages', () => {
    const text = `Ein Artikel.\n\n${TIE} Sagt er.\n`;
    const r = translatePgn(text, { from: 'auto', to: 'en' });
    expect(r.pgn).toBe(text);
    expect(r.failures).toHaveLength(1);
    expect(r.failures[0]!.message).toMatch(/^<input>:3:16: .*English \(en.*Finnish \(fi.*\[ERR_DETECT_AMBIGUOUS\]$/);
  });
});

const PAGE = ['corpus', 'foreign', 'ChessAdventures', 'Bienne_1990', '01_Karpov_Miles.md'];

describe.skipIf(!hasShared(...PAGE))('prose --from auto on real French prose (../shared ChessAdventures)', () => {
  it('reads the page as French, as --from fr does', () => {
    const text = readFileSync(sharedPath(...PAGE), 'utf8');
    const auto = translateProse(text, { from: 'auto', to: 'en' });
    const named = translateProse(text, { from: 'fr', to: 'en' });
    expect(auto.language?.codes).toEqual(['fr']);
    expect(auto.text).toBe(named.text);
    expect(auto.problems).toEqual(named.problems);
    expect(auto.checked).toBe(named.checked);
  });
});
