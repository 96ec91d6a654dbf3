// Locales added for languages whose chess text users bring and that were not shipped (issue 13): each with a short
// made-up game in the language's real style, as the sources cited in its locale file show it, read by the CLI's
// `translate --from <code>` and `prose --from <code>` and by detection (`--from auto`). Expected ICCF written from SAN
// checked move by move with chess.js (a1 = 11, e2 = 52, g1 = 71 …), never produced by the code under test.
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/cli.js';
import { LocaleRegistry } from '../src/index.js';
import { detectGameText } from '../src/detect/index.js';
import { runInMemory } from './helpers/common.js';

const registry = LocaleRegistry.withBundled();
const cli = (argv: string[], stdin: string) => runInMemory((io) => runCli(argv, io, '1'), stdin);
/** `translate --from <code> --to iccf`: the main line's moves without numbers, and the exit code. */
async function translateIccf(text: string, from: string): Promise<{ moves: string; code: number; err: string }> {
  const r = await cli(['translate', '--from', from, '--to', 'iccf'], text);
  const body = r.out.replace(/\{[^}]*\}/g, ' ').replace(/\d+\.(\.\.)?\s/g, ' ');
  const moves = body.split(/\s+/).filter((t) => /^\d{4,5}$/.test(t));
  return { moves: moves.join(' '), code: r.code, err: r.err };
}
const detect = (text: string) => detectGameText(text, { file: '<test>', index: 1, line: 1, column: 1 }, registry);

// Italian game: e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d4 exd4 cxd4 Bb4+ Bd2 Bxd2+ Nbxd2 d5 exd5 Nxd5 Qb3 Nce7 O-O O-O Rfe1 c6
const ITALIAN = '5254 5755 7163 2836 6134 6835 3233 7866 4244 5544 3344 3524 3142 2442 2142 4745 5445 6645 4123 3657 5171 5878 6151 3736';

describe('Thai (th): English letters in Thai prose', () => {
  const game =
    '1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.c3 Nf6 5.d4 exd4 6.cxd4 Bb4+ 7.Bd2 Bxd2+ 8.Nbxd2 d5 9.exd5 Nxd5 10.Qb3 Nce7 11.O-O O-O 12.Rfe1 c6';

  it('translate --from th', async () => {
    const r = await translateIccf(`จากรูปขาวเดิน ${game}\n`, 'th');
    expect(r.moves).toBe(ITALIAN);
    expect(r.code).toBe(0);
  });

  it('prose --from th: moves in a Thai sentence rewritten, the words kept', async () => {
    const r = await cli(['prose', '--from', 'th', '--to', 'de'], 'ฝ่ายขาวเปิดเกมด้วย 1.e4 e5 2.Nf3 Nc6 3.Bb5 แล้วดำเดิน 3...a6\n');
    expect(r.out).toBe('ฝ่ายขาวเปิดเกมด้วย 1.e4 e5 2.Sf3 Sc6 3.Lb5 แล้วดำเดิน 3...a6\n');
  });

  it('--from auto: English letters, so th reads the game alike with en (listed, en first), no ambiguity', () => {
    const d = detect(game);
    expect(d.ambiguous).toBe(false);
    expect(d.choice?.codes[0]).toBe('en');
    expect(d.choice?.codes).toContain('th');
    expect(d.choice?.moves.join(' ')).toBe(ITALIAN);
  });
});

// Ruy Lopez, Chigorin: e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Na5 Bc2 c5 d4 Qc7 Nbd2 cxd4
// cxd4 Nc6 Nb3 a5 Be3 a4 Nbd2 Bd7 Rc1 Qb7
const CHIGORIN =
  '5254 5755 7163 2836 6125 1716 2514 7866 5171 6857 6151 2725 1423 4746 3233 5878 8283 3615 2332 3735 4244 4837 2142 ' +
  '3544 3344 1536 4223 1615 3153 1514 2342 3847 1131 3727';

describe('Mongolian (mn): Н Б Тр Т М, as e-surgalt.com writes them in its prose', () => {
  const game =
    '1. e4 e5 2. Мf3 Мc6 3. Тb5 a6 4. Тa4 Мf6 5. O-O Тe7 6. Трe1 b5 7. Тb3 d6 8. c3 O-O 9. h3 Мa5 10. Тc2 c5 ' +
    '11. d4 Бc7 12. Мbd2 cxd4 13. cxd4 Мc6 14. Мb3 a5 15. Тe3 a4 16. Мbd2 Тd7 17. Трc1 Бb7';

  it("translate --from mn, and the English letters of the same site's game scores", async () => {
    expect((await translateIccf(game, 'mn')).moves).toBe(CHIGORIN);
    const english = game.replace(/Тр/g, 'R').replace(/Т/g, 'B').replace(/М/g, 'N').replace(/Б/g, 'Q');
    expect((await translateIccf(english, 'mn')).moves).toBe(CHIGORIN);
  });

  it('translate --from mn: the king Н and the rook Тр (the bishop Т is its prefix) in an ending', async () => {
    const pgn = '[FEN "3r3k/4R3/1P6/8/8/8/8/7K w - - 0 1"]\n\n1. b7 Трb8 2. Трc7 Нg8 3. Трc8+ Нf7 4. Трxb8 *\n';
    expect((await translateIccf(pgn, 'mn')).moves).toBe('2627 4828 5737 8878 3738 7867 3828');
  });

  it('colour words: Цагаан e4 хар e5 (White e4, Black e5)', async () => {
    const r = await translateIccf('Цагаан e4 хар e5 2. Мf3 Мc6\n', 'mn');
    expect(r.moves).toBe('5254 5755 7163 2836');
  });

  it('prose --from mn: moves in a Mongolian sentence rewritten, the words kept', async () => {
    const r = await cli(['prose', '--from', 'mn', '--to', 'en'], 'Испани өрөг: 1. e4 e5 2. Мf3 Мc6 3. Тb5 гээд цагаан илүү.\n');
    expect(r.out).toBe('Испани өрөг: 1. e4 e5 2. Nf3 Nc6 3. Bb5 гээд цагаан илүү.\n');
  });

  it('--from auto: the Mongolian letters are read by mn alone', () => {
    const d = detect(game);
    expect(d.ambiguous).toBe(false);
    expect(d.choice?.codes).toEqual(['mn']);
    expect(d.choice?.moves.join(' ')).toBe(CHIGORIN);
  });
});

// Latvian gambit as Georgian Wikibooks analyses it: e4 e5 Nf3 f5 Nxe5 Nc6 Qh5+ g6 Nxg6 Nf6 Qh3 hxg6 Qxh8 Qe7 Qh4 d5
// d3 fxe4 dxe4 Nd4 Na3 Bg4 Be3 Qb4+ Bd2 Qxb2 Rb1
const LATVIAN =
  '5254 5755 7163 6765 6355 2836 4185 7776 5576 7866 8583 8776 8388 4857 8884 4745 4243 6554 4354 3644 2113 3874 3153 ' +
  '5724 5342 2422 1121';

describe('Georgian (ka): English letters written; the Georgian initials ლ ე კ მ of Georgian Wikibooks read', () => {
  // The Wikibooks page joins White's and Black's moves with a hyphen (1.e4-e5 2.მf3-f5), read on the board (see
  // numbering-styles.test.ts); here the moves are written with spaces, its captures with ':' and pawn captures by
  // files (hg, fe, de) as it has them.
  const game =
    '1.e4 e5 2.მf3 f5 3.მ:e5 მc6 4.ლh5+ g6 5.მ:g6 მf6 6.ლh3 hg 7.ლ:h8 ლe7 8.ლh4 d5 9.d3 fe 10.de მd4 11.მa3 კg4 ' +
    '12.კe3 ლb4+ 13.კd2 ლ:b2 14.ეb1';

  it('translate --from ka: Georgian initials, and the English letters', async () => {
    const r = await translateIccf(game, 'ka');
    expect(r.moves).toBe(LATVIAN);
    expect(r.code).toBe(0);
    const english = '1.e4 e5 2.Nf3 f5 3.Nxe5 Nc6 4.Qh5+ g6 5.Nxg6 Nf6 6.Qh3 hxg6 7.Qxh8 Qe7 8.Qh4 d5 9.d3 fxe4 10.dxe4 Nd4';
    expect((await translateIccf(english, 'ka')).moves).toBe(LATVIAN.split(' ').slice(0, 20).join(' '));
  });

  it('translate --from ka --to ka writes the English letters', async () => {
    const r = await cli(['translate', '--from', 'ka', '--to', 'ka'], '1.e4 e5 2.მf3 f5 3.მ:e5 მc6 4.ლh5+ g6\n');
    expect(r.out).toContain('1. e4 e5 2. Nf3 f5 3. Nxe5 Nc6 4. Qh5+ g6');
  });

  it('prose --from ka: moves in a Georgian sentence rewritten, the words kept', async () => {
    const r = await cli(['prose', '--from', 'ka', '--to', 'en'], 'ლატვიური გამბიტი: 1.e4 e5 2.მf3 f5 3.კc4 და თეთრები უკეთესია.\n');
    expect(r.out).toBe('ლატვიური გამბიტი: 1.e4 e5 2.Nf3 f5 3.Bc4 და თეთრები უკეთესია.\n');
  });

  it('--from auto: the Georgian initials are read by ka alone', () => {
    const d = detect(game);
    expect(d.ambiguous).toBe(false);
    expect(d.choice?.codes).toEqual(['ka']);
    expect(d.choice?.moves.join(' ')).toBe(LATVIAN);
  });
});

// Two knights defence: e4 e5 Nf3 Nc6 Bc4 Nf6 Ng5 d5 exd5 Na5 Bb5+ c6 dxc6 bxc6 Be2 h6 Nf3 e4 Ne5 Bd6 d4 Qc7 Bd2 O-O
// O-O c5 Kh1 Rb8
const TWO_KNIGHTS =
  '5254 5755 7163 2836 6134 7866 6375 4745 5445 3615 3425 3736 4536 2736 2552 8786 7563 5554 6355 6846 4244 4837 3142 ' +
  '5878 5171 3635 7181 1828';

describe('Kazakh (kk): the Russian letters, as Kazakh Wikipedia writes its moves', () => {
  // kk.wikipedia's style: long notation, ':' for captures; К С Ф attested there, Кр and Л inferred.
  const game =
    '1. e2-e4 e7-e5 2. Кg1-f3 Кb8-c6 3. Сf1-c4 Кg8-f6 4. Кf3-g5 d7-d5 5. e4:d5 Кc6-a5 6. Сc4-b5+ c7-c6 ' +
    '7. d5:c6 b7:c6 8. Сb5-e2 h7-h6 9. Кg5-f3 e5-e4 10. Кf3-e5 Сf8-d6 11. d2-d4 Фd8-c7 12. Сc1-d2 0-0 13. 0-0 c6-c5 ' +
    '14. Крg1-h1 Лa8-b8';

  it('translate --from kk', async () => {
    const r = await translateIccf(game, 'kk');
    expect(r.moves).toBe(TWO_KNIGHTS);
    expect(r.code).toBe(0);
  });

  it("translate --from kk: the Queen's Gambit trap of kk.wikipedia, a Cyrillic е3 read as e3", async () => {
    const r = await translateIccf('1. d2-d4 d7-d5 2. c2-c4 d5:c4 3. е3 b5 4. a4 c6 5. a:b5 c:b5 6. Фf3\n', 'kk');
    // d4 d5 c4 dxc4 e3 b5 a4 c6 axb5 cxb5 Qf3
    expect(r.moves).toBe('4244 4745 3234 4534 5253 2725 1214 3736 1425 3625 4163');
  });

  it('prose --from kk: moves in a Kazakh sentence rewritten, the words kept', async () => {
    const r = await cli(['prose', '--from', 'kk', '--to', 'en'], 'Дебют келесі жүрістермен басталады: 1. e4 e5 2. Кf3 Кc6 3. Сc4 Кf6.\n');
    expect(r.out).toBe('Дебют келесі жүрістермен басталады: 1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6.\n');
  });

  it('--from auto: Kazakh and Russian read alike (ru first, kk listed), no ambiguity', () => {
    const d = detect(game);
    expect(d.ambiguous).toBe(false);
    expect(d.choice?.codes[0]).toBe('ru');
    expect(d.choice?.codes).toContain('kk');
    expect(d.choice?.moves.join(' ')).toBe(TWO_KNIGHTS);
  });
});

// Sicilian, Najdorf (English attack): e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Be3 e5 Nb3 Be6 f3 Be7 Qd2 O-O O-O-O Nbd7 g4
// b5 Kb1 Rc8
const NAJDORF = '5254 3735 7163 4746 4244 3544 6344 7866 2133 1716 3153 5755 4423 3856 6263 6857 4142 5878 5131 2847 7274 2725 3121 1838';

describe('Filipino (fil, also --from tl): English letters, as Tagalog Wikipedia gives them', () => {
  const game =
    'Naglalaro ang Puti ng 1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. Be3 e5 7. Nb3 Be6 8. f3 Be7 ' +
    '9. Qd2 O-O 10. O-O-O Nbd7 11. g4 b5 12. Kb1 Rc8';

  it('translate --from fil and --from tl (tl is canonically fil)', async () => {
    for (const from of ['fil', 'tl']) {
      const r = await translateIccf(`${game}\n`, from);
      expect(r.moves, from).toBe(NAJDORF);
      expect(r.code, from).toBe(0);
    }
  });

  it('prose --from fil: moves in a Tagalog sentence rewritten, the words kept', async () => {
    const r = await cli(['prose', '--from', 'fil', '--to', 'de'], 'Karaniwan, ang Puti ay naglalaro ng 1. e4 c5 2. Nc3 at 3. g3.\n');
    expect(r.out).toBe('Karaniwan, ang Puti ay naglalaro ng 1. e4 c5 2. Sc3 at 3. g3.\n');
  });

  it('--from auto: English letters, so fil reads the game alike with en (en first), no ambiguity', () => {
    const d = detect(game);
    expect(d.ambiguous).toBe(false);
    expect(d.choice?.codes[0]).toBe('en');
    expect(d.choice?.codes).toContain('fil');
  });
});

// Queen's Gambit Declined, Tartakower: d4 d5 c4 e6 Nc3 Nf6 Bg5 Be7 e3 O-O Nf3 h6 Bh4 b6 cxd5 Nxd5 Bxe7 Qxe7 Nxd5 exd5
// Rc1 Be6 Qa4 c5 Qa3 Rc8 Be2 Kf8
const TARTAKOWER =
  '4244 4745 3234 5756 2133 7866 3175 6857 5253 5878 7163 8786 7584 2726 3445 6645 8457 4857 3345 5645 1131 3856 4114 ' +
  '3735 1413 6838 6152 7868';

describe('Malay (ms): English letters, as Malaysian chess guides give them', () => {
  const game =
    'Putih bermula dengan 1.d4 d5 2.c4 e6 3.Nc3 Nf6 4.Bg5 Be7 5.e3 O-O 6.Nf3 h6 7.Bh4 b6 8.cxd5 Nxd5 9.Bxe7 Qxe7 ' +
    '10.Nxd5 exd5 11.Rc1 Be6 12.Qa4 c5 13.Qa3 Rc8 14.Be2 Kf8';

  it('translate --from ms', async () => {
    const r = await translateIccf(`${game}\n`, 'ms');
    expect(r.moves).toBe(TARTAKOWER);
    expect(r.code).toBe(0);
  });

  it('--from ms and --from id are different languages: B is the bishop in Malay, the rook in Indonesian', async () => {
    // White: Kg1, Ra1, Bc2; Black: Kg8. Bb1 is the bishop c2-b1 in Malay (3221), the rook a1-b1 in Indonesian (1121).
    const pgn = '[FEN "6k1/8/8/8/8/8/2B5/R5K1 w - - 0 1"]\n\n1. Bb1 *\n';
    expect((await translateIccf(pgn, 'ms')).moves).toBe('3221');
    expect((await translateIccf(pgn, 'id')).moves).toBe('1121');
  });

  it('prose --from ms: moves in a Malay sentence rewritten, the words kept', async () => {
    const r = await cli(['prose', '--from', 'ms', '--to', 'fr'], 'Putih bermula dengan 1.d4 d5 2.c4 e6 3.Nc3 Nf6 dan Hitam bertahan.\n');
    expect(r.out).toBe('Putih bermula dengan 1.d4 d5 2.c4 e6 3.Cc3 Cf6 dan Hitam bertahan.\n');
  });

  it('--from auto: English letters, so ms reads the game alike with en (en first), no ambiguity', () => {
    const d = detect(game);
    expect(d.ambiguous).toBe(false);
    expect(d.choice?.codes[0]).toBe('en');
    expect(d.choice?.codes).toContain('ms');
    expect(d.choice?.moves.join(' ')).toBe(TARTAKOWER);
  });
});

describe('Armenian (hy): Ա Թ Ն Փ Ձ, the initials of the names, as an Armenian chess teacher writes them', () => {
  // The blog's style: ':' for piece captures, pawn captures by their files (ed, cd, ed); Թ Փ Ձ attested, Ա Ն inferred.
  const game =
    '1.e4 e5 2.Ձf3 Ձc6 3.Փc4 Փc5 4.c3 Ձf6 5.d4 ed 6.cd Փb4+ 7.Փd2 Փ:d2+ 8.Ձb:d2 d5 9.ed Ձ:d5 10.Թb3 Ձce7 ' +
    '11.0-0 0-0 12.Նfe1 c6 13.Աh1 Աh8';
  const expected = `${ITALIAN} 7181 7888`;

  it('translate --from hy', async () => {
    const r = await translateIccf(game, 'hy');
    expect(r.moves).toBe(expected);
    expect(r.code).toBe(0);
  });

  it("prose --from hy: the blog's line for the centre game in an Armenian sentence, moves rewritten", async () => {
    const r = await cli(['prose', '--from', 'hy', '--to', 'en'], 'Երեք ձիերի սկզբնախաղ – 1.e4 e5 2.Ձf3 Ձc6 3.Ձc3\n');
    expect(r.out).toBe('Երեք ձիերի սկզբնախաղ – 1.e4 e5 2.Nf3 Nc6 3.Nc3\n');
  });

  it('--from auto: the Armenian letters are read by hy alone', () => {
    const d = detect(game);
    expect(d.ambiguous).toBe(false);
    expect(d.choice?.codes).toEqual(['hy']);
    expect(d.choice?.moves.join(' ')).toBe(expected);
  });
});
