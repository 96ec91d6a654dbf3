// Locales added in the second round for issue 13 (ceb, ta, …): each with a short made-up game in the language's real
// style, as the sources cited in its locale file show it, read by the CLI's `translate --from <code> --to iccf` and
// `prose --from <code>`, and by detection (`--from auto`). The expected ICCF was computed from the SAN with chess.js
// (node_modules, not the code under test) and written in here; a1 = 11, e2 = 52, g1 = 71 …
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

// Lasker - Thomas, London 1912, as the Cebuano SunStar column begins it (1. d4 e6 2. Nf3 f5 … 7. Nxe4 b6), to the end:
// d4 e6 Nf3 f5 Nc3 Nf6 Bg5 Be7 Bxf6 Bxf6 e4 fxe4 Nxe4 b6 Ne5 O-O Bd3 Bb7 Qh5 Qe7 Qxh7+ Kxh7 Nxf6+ Kh6 Neg4+ Kg5 h4+
// Kf4 g3+ Kf3 Be2+ Kg2 Rh2+ Kg1 Kd2#
const LASKER_THOMAS =
  '4244 5756 7163 6765 2133 7866 3175 6857 7566 5766 5254 6554 3354 2726 6355 5878 6143 3827 4185 4857 8587 7887 ' +
  '5466 8786 5574 8675 8284 7564 7273 6463 4352 6372 8182 7271 5142';

describe('Cebuano (ceb): English letters, as a Cebuano chess column writes them', () => {
  const game =
    '1. d4 e6 2. Nf3 f5 3. Nc3 Nf6 4. Bg5 Be7 5. Bxf6 Bxf6 6. e4 fxe4 7. Nxe4 b6 8. Ne5 O-O 9. Bd3 Bb7 10. Qh5 Qe7 ' +
    '11. Qxh7+ Kxh7 12. Nxf6+ Kh6 13. Neg4+ Kg5 14. h4+ Kf4 15. g3+ Kf3 16. Be2+ Kg2 17. Rh2+ Kg1 18. Kd2#';

  it('translate --from ceb', async () => {
    const r = await translateIccf(`${game}\n`, 'ceb');
    expect(r.moves).toBe(LASKER_THOMAS);
    expect(r.code).toBe(0);
  });

  it('prose --from ceb: moves in a Cebuano sentence rewritten, the words kept', async () => {
    const r = await cli(
      ['prose', '--from', 'ceb', '--to', 'de'],
      'Sama niini nga dula: 1. d4 e6 2. Nf3 f5 3. Nc3 Nf6 4. Bg5 Be7 ug nahatag sa itom ang sentro.\n',
    );
    expect(r.out).toBe('Sama niini nga dula: 1. d4 e6 2. Sf3 f5 3. Sc3 Sf6 4. Lg5 Le7 ug nahatag sa itom ang sentro.\n');
  });

  it('--from auto: English letters, so ceb reads the game alike with en (en first), no ambiguity', () => {
    const d = detect(game);
    expect(d.ambiguous).toBe(false);
    expect(d.choice?.codes[0]).toBe('en');
    expect(d.choice?.codes).toContain('ceb');
    expect(d.choice?.moves.join(' ')).toBe(LASKER_THOMAS);
  });
});

// Four knights, Spanish (symmetrical): e4 e5 Nf3 Nc6 Nc3 Nf6 Bb5 Bb4 O-O O-O d3 d6 Bg5 Bxc3 bxc3 Qe7 Re1 Nd8 d4 Ne6
// Bc1 c5 Kh1 Rb8
const FOUR_KNIGHTS =
  '5254 5755 7163 2836 2133 7866 6125 6824 5171 5878 4243 4746 3175 2433 2233 4857 6151 3648 4344 4856 7531 3735 ' + '7181 1828';

describe('Tamil (ta): English letters in Tamil prose, as Tamil Wikipedia writes its openings', () => {
  const game =
    '1.e4 e5 2.Nf3 Nc6 3.Nc3 Nf6 4.Bb5 Bb4 5.O-O O-O 6.d3 d6 7.Bg5 Bxc3 8.bxc3 Qe7 9.Re1 Nd8 10.d4 Ne6 ' + '11.Bc1 c5 12.Kh1 Rb8';

  it('translate --from ta', async () => {
    const r = await translateIccf(`நான்கு குதிரைகளின் விளையாட்டு: ${game}\n`, 'ta');
    expect(r.moves).toBe(FOUR_KNIGHTS);
    expect(r.code).toBe(0);
  });

  it("prose --from ta: Tamil Wikipedia's sentence on the Amar opening, moves rewritten, the words kept", async () => {
    const text = 'குதிரையை 1.Na3 நகர்வு செய்வதைக்காட்டிலும் 1.Nh3 நகர்வு செய்வது பொதுவானது.\n';
    const r = await cli(['prose', '--from', 'ta', '--to', 'fr'], text);
    expect(r.out).toBe('குதிரையை 1.Ca3 நகர்வு செய்வதைக்காட்டிலும் 1.Ch3 நகர்வு செய்வது பொதுவானது.\n');
  });

  it('--from auto: English letters, so ta reads the game alike with en (en first), no ambiguity', () => {
    const d = detect(game);
    expect(d.ambiguous).toBe(false);
    expect(d.choice?.codes[0]).toBe('en');
    expect(d.choice?.codes).toContain('ta');
    expect(d.choice?.moves.join(' ')).toBe(FOUR_KNIGHTS);
  });
});

// Scotch, Mieses: e4 e5 Nf3 Nc6 d4 exd4 Nxd4 Nf6 Nxc6 bxc6 e5 Qe7 Qe2 Nd5 c4 Ba6 b3 O-O-O g3 Re8 Bb2 f6 Bg2 fxe5 O-O
// Kb8
const SCOTCH =
  '5254 5755 7163 2836 4244 5544 6344 7866 4436 2736 5455 4857 4152 6645 3234 3816 2223 5838 7273 4858 3122 6766 ' + '6172 6655 5171 3828';

describe('Swahili (sw): English letters, as Swahili Wikipedia gives K and Q', () => {
  const game =
    '1. e4 e5 2. Nf3 Nc6 3. d4 exd4 4. Nxd4 Nf6 5. Nxc6 bxc6 6. e5 Qe7 7. Qe2 Nd5 8. c4 Ba6 9. b3 0-0-0 10. g3 Re8 ' +
    '11. Bb2 f6 12. Bg2 fxe5 13. 0-0 Kb8';

  it('translate --from sw, with castling written 0-0 as Swahili Wikipedia writes it', async () => {
    const r = await translateIccf(`${game}\n`, 'sw');
    expect(r.moves).toBe(SCOTCH);
    expect(r.code).toBe(0);
  });

  it('prose --from sw: moves in a Swahili sentence rewritten, the words kept', async () => {
    const r = await cli(
      ['prose', '--from', 'sw', '--to', 'de'],
      'Mchezaji mweupe anaanza 1. e4 e5 2. Nf3 Nc6 3. Bb5 na mweusi anajibu 3...a6.\n',
    );
    expect(r.out).toBe('Mchezaji mweupe anaanza 1. e4 e5 2. Sf3 Sc6 3. Lb5 na mweusi anajibu 3...a6.\n');
  });

  it('--from auto: English letters, so sw reads the game alike with en (en first), no ambiguity', () => {
    const d = detect(game);
    expect(d.ambiguous).toBe(false);
    expect(d.choice?.codes[0]).toBe('en');
    expect(d.choice?.codes).toContain('sw');
    expect(d.choice?.moves.join(' ')).toBe(SCOTCH);
  });
});

// Ruy Lopez, exchange: e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6 O-O f6 d4 exd4 Nxd4 c5 Nb3 Qxd1 Rxd1 Bg4 f3 Be6 Nc3 Bd6 Be3 b6
// a4 O-O-O a5 Kb7
const EXCHANGE =
  '5254 5755 7163 2836 6125 1716 2536 4736 5171 6766 4244 5544 6344 3635 4423 4841 6141 3874 6263 7456 2133 6846 ' +
  '3153 2726 1214 5838 1415 3827';

describe('Interlingua (ia): R D T A C, as the Interlingua Wikipedia lists them', () => {
  const game =
    '1.e4 e5 2.Cf3 Cc6 3.Ab5 a6 4.Axc6 dxc6 5.O-O f6 6.d4 exd4 7.Cxd4 c5 8.Cb3 Dxd1 9.Txd1 Ag4 10.f3 Ae6 ' +
    '11.Cc3 Ad6 12.Ae3 b6 13.a4 O-O-O 14.a5 Rb7';

  it('translate --from ia', async () => {
    const r = await translateIccf(`${game}\n`, 'ia');
    expect(r.moves).toBe(EXCHANGE);
    expect(r.code).toBe(0);
  });

  it('translate --from en --to ia writes R D T A C', async () => {
    const r = await cli(['translate', '--from', 'en', '--to', 'ia'], '1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Bxc6 dxc6 5.O-O f6\n');
    expect(r.out).toContain('1. e4 e5 2. Cf3 Cc6 3. Ab5 a6 4. Axc6 dxc6 5. O-O f6');
  });

  it('prose --from ia: moves in an Interlingua sentence rewritten, the words kept', async () => {
    const r = await cli(['prose', '--from', 'ia', '--to', 'en'], 'Le blanc joca 1.e4 e5 2.Cf3 Cc6 3.Ab5 e le nigre responde 3...a6.\n');
    expect(r.out).toBe('Le blanc joca 1.e4 e5 2.Nf3 Nc6 3.Bb5 e le nigre responde 3...a6.\n');
  });

  it('--from auto: the letters of Spanish and Italian, so ia is listed with es, no ambiguity', () => {
    const d = detect(game);
    expect(d.ambiguous).toBe(false);
    expect(d.choice?.codes).toContain('es');
    expect(d.choice?.codes).toContain('ia');
    expect(d.choice?.moves.join(' ')).toBe(EXCHANGE);
  });
});

// Italian (quiet): e4 e5 Nf3 Nc6 Bc4 Bc5 O-O Nf6 d3 d6 c3 O-O Re1 a6 Bb3 Ba7 h3 h6 Nbd2 Re8 Nf1 Be6 Bc2 d5 Qe2 Qd7
// Kh2 Rad8
const PIANISSIMO =
  '5254 5755 7163 2836 6134 6835 5171 7866 4243 4746 3233 5878 6151 1716 3423 3517 8283 8786 2142 6858 4261 3856 ' +
  '2332 4645 4152 4847 7182 1848';
// The Frisian column's game (Westergoo): d4 d5 c4 Nf6 Nc3 e6 Bg5 Nbd7 cxd5 exd5 Nf3 Be7 e3 O-O Qc2 c6 Bd3 Re8 h4 g6
// O-O-O Kg7 Rdg1 h6 h5 Nxh5 g4 Bxg5 gxh5 Nf8 Ne5 f5 f4 Bf6 hxg6 Bxe5 Qh2 Bxf4 Qxf4 Qe7 Qxh6
const WESTERGOO =
  '4244 4745 3234 7866 2133 5756 3175 2847 3445 5645 7163 6857 5253 5878 4132 3736 6143 6858 8284 7776 5131 7877 ' +
  '4171 8786 8485 6685 7274 5775 7485 4768 6355 6765 6264 7566 8576 6655 3282 5564 8264 4857 6486';

describe('West Frisian (fy): the Dutch letters K D T L P, as Frisian chess columns write them', () => {
  const game =
    '1.e4 e5 2.Pf3 Pc6 3.Lc4 Lc5 4.0-0 Pf6 5.d3 d6 6.c3 0-0 7.Te1 a6 8.Lb3 La7 9.h3 h6 10.Pbd2 Te8 11.Pf1 Le6 ' +
    '12.Lc2 d5 13.De2 Dd7 14.Kh2 Tad8';

  it('translate --from fy', async () => {
    const r = await translateIccf(`${game}\n`, 'fy');
    expect(r.moves).toBe(PIANISSIMO);
    expect(r.code).toBe(0);
  });

  it("translate --from fy: the column's own game, its numbers without a dot (14 g4, 21 Dxh6) as it prints them", async () => {
    const text =
      '1.d4 d5 2. c4 Pf6 3. Pc3 e6 4. Lg5 Pbd7 5. cxd5 exd5 6. Pf3 Le7 7. e3 0-0 8. Dc2 c6 9. Ld3 Te8 10. h4 g6 ' +
      '11. 0-0-0 Kg7 12. Tdg1 h6 13. h5 Pxh5 14 g4 Lxg5 15. gxh5 Pf8 16. Pe5 f5 17. f4 Lf6 18. hxg6 Lxe5 19. Dh2 Lxf4 ' +
      '20. Dxf4 De7 21 Dxh6\n';
    const r = await translateIccf(text, 'fy');
    expect(r.moves).toBe(WESTERGOO);
  });

  it('prose --from fy: moves in a Frisian sentence rewritten, the words kept', async () => {
    const r = await cli(
      ['prose', '--from', 'fy', '--to', 'en'],
      'Wyt spile 1.d4 d5 2.c4 Pf6 3.Pc3 e6 4.Lg5 en de swarte kening stie feilich.\n',
    );
    expect(r.out).toBe('Wyt spile 1.d4 d5 2.c4 Nf6 3.Nc3 e6 4.Bg5 en de swarte kening stie feilich.\n');
  });

  it('--from auto: the letters of Dutch, so fy is listed with nl (nl first), no ambiguity', () => {
    const d = detect(game);
    expect(d.ambiguous).toBe(false);
    expect(d.choice?.codes[0]).toBe('nl');
    expect(d.choice?.codes).toContain('fy');
    expect(d.choice?.moves.join(' ')).toBe(PIANISSIMO);
  });
});

// Nimzo-Indian, classical: d4 Nf6 c4 e6 Nc3 Bb4 Qc2 O-O a3 Bxc3+ Qxc3 b6 Bg5 Bb7 f3 h6 Bh4 d5 e3 Nbd7 cxd5 Nxd5 Bxd8
// Nxc3 Bh4 Nd5 Kf2 Rfe8
const NIMZO =
  '4244 7866 3234 5756 2133 6824 4132 5878 1213 2433 3233 2726 3175 3827 6263 8786 7584 4745 5253 2847 3445 6645 ' +
  '8448 4533 4884 3345 5162 6858';

describe('Urdu (ur): English letters in Urdu prose, as an Urdu chess blog writes them', () => {
  const game =
    '1. d4 Nf6 2. c4 e6 3. Nc3 Bb4 4. Qc2 0-0 5. a3 Bxc3+ 6. Qxc3 b6 7. Bg5 Bb7 8. f3 h6 9. Bh4 d5 10. e3 Nbd7 ' +
    '11. cxd5 Nxd5 12. Bxd8 Nxc3 13. Bh4 Nd5 14. Kf2 Rfe8';

  it('translate --from ur', async () => {
    const r = await translateIccf(`${game}\n`, 'ur');
    expect(r.moves).toBe(NIMZO);
    expect(r.code).toBe(0);
  });

  it('translate --from ur: the colour words سفید / سیاہ before a move', async () => {
    const r = await translateIccf('سفید d4 سیاہ Nf6 2. c4 e6\n', 'ur');
    expect(r.moves).toBe('4244 7866 3234 5756');
  });

  it('prose --from ur: moves in an Urdu sentence rewritten, the words kept', async () => {
    const text = 'سفید کی بہترین چالیں 1. d4 Nf6 2. c4 e6 3. Nc3 Bb4 اور پھر 4. Qc2 کھیلنا۔\n';
    const r = await cli(['prose', '--from', 'ur', '--to', 'de'], text);
    expect(r.out).toBe('سفید کی بہترین چالیں 1. d4 Sf6 2. c4 e6 3. Sc3 Lb4 اور پھر 4. Dc2 کھیلنا۔\n');
  });

  it('--from auto: English letters, so ur reads the game alike with en (en first), no ambiguity', () => {
    const d = detect(game);
    expect(d.ambiguous).toBe(false);
    expect(d.choice?.codes[0]).toBe('en');
    expect(d.choice?.codes).toContain('ur');
    expect(d.choice?.moves.join(' ')).toBe(NIMZO);
  });
});
