// South-Slavic text as it is written (issue 13): Serbian in both its scripts under `--from sr`, a Serbian
// newspaper's score (commas after every half-move, captures unmarked, pawn captures by their files),
// Serbian Wikipedia's Cyrillic file letters (а б ц д е ф г х), and the Macedonian locale. Expected ICCF
// written by hand (a1 = 11, e2 = 52, g1 = 71 …) from SAN checked move by move with chess.js.
import { describe, expect, it } from 'vitest';
import { LocaleRegistry, translateMoves, translateMoveWithWarnings, translatePgn, translateProse } from '../src/index.js';
import { AmbiguousMoveError } from '../src/core/move-errors.js';

const iccf = (text: string, from: string, fen?: string) => {
  const r = translateMoves(text, { from, to: 'iccf', ...(fen ? { fen } : {}) });
  return { iccf: r.moves.join(' '), codes: r.warnings.map((w) => w.code), warnings: r.warnings };
};

// Two knights defence as sr.wikipedia writes it in Cyrillic ('Одбрана два скакача'):
// e4 e5 Nf3 Nc6 Bc4 Nf6 Ng5 (chess.js).
const TWO_KNIGHTS = '5254 5755 7163 2836 6134 7866 6375';

describe('Serbian Cyrillic file letters (sr-Cyrl alsoReadFiles а б ц д е ф г х)', () => {
  it('1. е4 е5 2. Сф3 Сц6 3. Лц4 Сф6 4. Сг5: one style note, files read as a–h', () => {
    const r = iccf('1. е4 е5 2. Сф3 Сц6 3. Лц4 Сф6 4. Сг5', 'sr-Cyrl');
    expect(r.iccf).toBe(TWO_KNIGHTS);
    expect(r.codes).toEqual(['W_STYLE']);
    expect(r.warnings[0]!.message).toContain("files in the language's own letters");
  });

  it('б, д, х as files: ед, Дд5, х3, Лх5, Лб4 (e4 d5 exd5 Qxd5 Nc3 Qa5 d4 Nf6 Nf3 Bg4 h3 Bh5 g4 Bg6 Ne5 e6 h4 Bb4)', () => {
    const r = iccf('1. е4 д5 2. ед Дд5 3. Сц3 Да5 4. д4 Сф6 5. Сф3 Лг4 6. х3 Лх5 7. г4 Лг6 8. Се5 е6 9. х4 Лб4', 'sr-Cyrl');
    expect(r.iccf).toBe('5254 4745 5445 4845 2133 4515 4244 7866 7163 3874 8283 7485 7274 8576 6355 5756 8384 6824');
    expect(r.codes).toEqual(['W_STYLE', 'W_FILE_CAPTURE', 'W_CAPTURE_MISSING']);
  });

  it('х also as the look-alike of the capture mark: ехд5, Дхд5 (exd5 Qxd5), the board decides', () => {
    expect(iccf('1. е4 д5 2. ехд5 Дхд5 3. Сц3 Да5', 'sr-Cyrl').iccf).toBe('5254 4745 5445 4845 2133 4515');
  });

  // White: Kg1, Qa2, pawn d3; Black: Kg8, pawn c4. dxc4 = 4334, Qxc4+ = 1234 (chess.js).
  const CLASH = '6k1/8/8/8/2p5/3P4/Q7/6K1 w - - 0 1';
  it('lower-case д: the file d or the queen Д written small; where both are legal, an ambiguity, not a choice', () => {
    for (const move of ['дц4', 'дхц4']) {
      let error: unknown;
      try {
        translateMoveWithWarnings(move, { from: 'sr-Cyrl', to: 'iccf', fen: CLASH });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(AmbiguousMoveError);
      expect((error as Error).message).toContain('d3xc4');
      expect((error as Error).message).toContain('Дa2xc4');
    }
    expect(translateMoveWithWarnings('Дц4+', { from: 'sr-Cyrl', to: 'iccf', fen: CLASH }).text).toBe('1234');
    // Without a queen that reaches c4, lower-case д is the file: dxc4.
    expect(translateMoveWithWarnings('дц4', { from: 'sr-Cyrl', to: 'iccf', fen: '6k1/8/8/8/2p5/3P4/8/Q5K1 w - - 0 1' }).text).toBe('4334');
  });

  it('prose: sr.wikipedia sentence with Cyrillic squares', () => {
    const r = translateProse('Бели има неколико могућности: оштро 4. Сг5 и нешто мирније 4. д4.', { from: 'sr-Cyrl', to: 'en' });
    expect(r.text).toBe('Бели има неколико могућности: оштро 4. Ng5 и нешто мирније 4. d4.');
  });
});

describe('--from sr reads the script the text is written in', () => {
  it('registry: sr names both scripts, Cyrillic first; sr-Latn, sh (its alias) and de name one', () => {
    const registry = LocaleRegistry.withBundled();
    expect(registry.scriptVariants('sr')).toEqual(['sr-Cyrl', 'sr-Latn']);
    expect(registry.scriptVariants('sr_RS')).toEqual(['sr-Cyrl', 'sr-Latn']);
    expect(registry.scriptVariants('sr-Latn')).toEqual([]);
    expect(registry.scriptVariants('sr-Cyrl')).toEqual([]);
    expect(registry.scriptVariants('sh')).toEqual([]);
    expect(registry.scriptVariants('de')).toEqual([]);
  });

  it('Latin letters (1. e4, c5, 2.Sc3, e6, 3.Sf3, d6): read as sr-Latn, with one W_SCRIPT note', () => {
    // e4 c5 Nc3 e6 Nf3 d6 (chess.js)
    const r = iccf('1. e4, c5, 2.Sc3, e6, 3.Sf3, d6', 'sr');
    expect(r.iccf).toBe('5254 3735 2133 5756 7163 4746');
    expect(r.codes).toEqual(['W_SCRIPT', 'W_STYLE']);
    expect(r.warnings[0]!.message).toBe(
      'the moves are written in Latin letters: read as Serbian (Latin) (sr-Latn); the code alone stands for Serbian (Cyrillic) (sr-Cyrl)',
    );
  });

  it('Cyrillic letters: read as sr-Cyrl, no note; moves that read alike in both (pawns): the default, no note', () => {
    expect(iccf('1. е4 е5 2. Сф3 Сц6 3. Лц4 Сф6 4. Сг5', 'sr')).toMatchObject({ iccf: TWO_KNIGHTS, codes: ['W_STYLE'] });
    expect(iccf('1. e4 e5 2. f4 exf4', 'sr')).toMatchObject({ iccf: '5254 5755 6264 5564', codes: [] });
  });

  it('one move: Sf3 and Сф3 under sr', () => {
    expect(translateMoveWithWarnings('Sf3', { from: 'sr', to: 'iccf' })).toMatchObject({ text: '7163' });
    expect(translateMoveWithWarnings('Sf3', { from: 'sr', to: 'iccf' }).warnings.map((w) => w.code)).toEqual(['W_SCRIPT']);
    expect(translateMoveWithWarnings('Сф3', { from: 'sr', to: 'iccf' }).warnings.map((w) => w.code)).toEqual(['W_FILE_LETTERS']);
  });

  it('prose in Latin letters under sr: W_SCRIPT, moves rewritten', () => {
    const r = translateProse('Posle 1. e4, c5, 2. Sf3, d6, 3. d4 beli ima prednost.', { from: 'sr', to: 'en' });
    expect(r.text).toBe('Posle 1. e4, c5, 2. Nf3, d6, 3. d4 beli ima prednost.');
    expect(r.problems.map((p) => p.code)).toEqual(['W_SCRIPT']);
    expect(r.problems[0]!).toMatchObject({ line: 1, column: 10 });
  });

  it('a text read as a document (--strict: the commas are no PGN) says the script too', () => {
    const r = translatePgn('1. e4, c5, 2.Sc3, e6, 3.Sf3, d6\n', { from: 'sr', to: 'en', strict: true });
    expect(r.pgn).toBe('1. e4 c5 2. Nc3 e6 3. Nf3 d6 *\n\n');
    expect(r.warnings.flatMap((g) => g.warnings.map((w) => w.code))).toEqual(['W_SCRIPT']);
  });

  it('an unknown move under sr stops with the error of the script it is written in', () => {
    expect(() => translateMoves('1. e4, e5, 2. Sf3, Sc6, 3. Lb6', { from: 'sr', to: 'iccf' })).toThrow(/no bishop \(L\) can move to b6/);
  });
});

describe("a Serbian newspaper's score: commas, captures unmarked, pawn captures by files", () => {
  // The game NIN printed (Filipov - Majls, Merida 2000) in its own shape. SAN, checked with chess.js:
  // Nf3 d5 d4 Nc6 c4 Bg4 cxd5 Bxf3 gxf3 Qxd5 e3 e6 Nc3 Qh5 Bg2 O-O-O f4 Qxd1+ Kxd1 Nce7 Ke2 Nf6 Bd2 Nf5
  // Rhc1 Kb8 b4 h6 Nb5 c6 Na3 g5 Nc4 gxf4 b5 fxe3 fxe3 Rg8 Bf3 cxb5 Rab1 Nd5 Rxb5 Nd6 Nxd6 Bxd6 e4 Nc7
  // Rh5 e5 dxe5 Ba3 Rc2 Ne6 Be3 Rc8
  const NIN = [
    '1. Sf3, d5, 2. d4, Sc6. 3. c4, Lg4, 4. cd, Lf3, 5. gf, Dd5, 6. e3, e6, 7. Sc3, Dh5. 8. Lg2, 0-0-0, 9. f4, Dd1+,',
    '10. Kd1, Sce7, 11. Ke2, Sf6, 12. Ld2, Sf5. 13. Thc1, Kb8, 14. b4, h6, 15. Sb5, c6. 16. Sa3, g5, 17. Sc4, gf, 18. b5.',
    '18...fe, 19. fe, Tg8, 20. Lf3, cb',
    '21. Tab1!',
    '21...Sd5, 22.Tb5, Sd6, 23. Sd6, Ld6, 24. e4.',
    '24...Sc7.',
    '25. Th5, e5.',
    '26. de, La3, 27. Tc2, Se6, 28. Le3, Tc8.',
  ].join('\n');
  const NIN_ICCF =
    '7163 4745 4244 2836 3234 3874 3445 7463 7263 4845 5253 5756 2133 4585 6172 5838 6364 8541 5141 3657 4152 7866 3142 5765 ' +
    '8131 3828 2224 8786 3325 3736 2513 7775 1334 7564 2425 6453 6253 8878 7263 3625 1121 6645 2125 6546 3446 6846 5354 4537 ' +
    '2585 5655 4455 4613 3132 3756 4253 4838';

  it('reads by the board, with one style note (no warning per unmarked capture)', () => {
    for (const from of ['sr-Latn', 'sr', 'hr', 'bs']) {
      const r = iccf(NIN, from);
      expect(r.iccf).toBe(NIN_ICCF);
      const style = r.warnings.find((w) => w.code === 'W_STYLE')!;
      expect(style.message).toContain('moves separated by ","');
      expect(style.message).toContain('captures without a mark ("Lf3")');
      expect(style.message).toContain('pawn captures written by their files ("cd")');
      expect(style.message).toContain('a full stop after a move ("Sc6.")');
      expect(r.codes).not.toContain('W_CAPTURE_MISSING');
      expect(r.codes).not.toContain('W_PUNCTUATION');
    }
  });

  it('4. d4, cd, 5. Dd4, a6 (cxd4, Qxd4); 3. Lb5, ab (axb5); 2. ed (exd5, the rank left out)', () => {
    // e4 c5 Nf3 d6 c3 Nf6 d4 cxd4 Qxd4 a6
    expect(iccf('1. e4, c5, 2. Sf3, d6, 3. c3, Sf6, 4. d4, cd, 5. Dd4, a6', 'sr').iccf).toBe(
      '5254 3735 7163 4746 3233 7866 4244 3544 4144 1716',
    );
    // e4 a6 Bc4 b5 Bxb5 axb5
    expect(iccf('1. e4, a6, 2. Lc4, b5, 3. Lb5, ab', 'sr').iccf).toBe('5254 1716 6134 2725 3425 1625');
    // e4 d5 exd5 Qxd5 Nc3
    expect(iccf('1. e4, d5, 2. ed, Dd5, 3. Sc3', 'sr').iccf).toBe('5254 4745 5445 4845 2133');
  });

  it('one unmarked capture in a game that marks the others stays a warning at its move', () => {
    // e4 d5 exd5 Qxd5 Nc3 Qa5 d4 c6 Nf3 Bg4 h3 Bxf3 Qxf3
    const r = iccf('1. e4 d5 2. exd5 Dxd5 3. Sc3 Da5 4. d4 c6 5. Sf3 Lg4 6. h3 Lf3 7. Dxf3', 'sr-Latn');
    expect(r.iccf).toBe('5254 4745 5445 4845 2133 4515 4244 3736 7163 3874 8283 7463 4163');
    expect(r.codes).toEqual(['W_CAPTURE_MISSING']);
  });
});

describe('Macedonian (mk)', () => {
  it('mk.wikipedia writes moves with Latin S and L: the Najdorf (1.e4 c5 2.Sf3 d6 3.d4 cxd4 4.Sxd4 Sf6 5.Sc3 a6)', () => {
    // e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 (chess.js)
    const r = iccf('1.e4 c5 2.Sf3 d6 3.d4 cxd4 4.Sxd4 Sf6 5.Sc3 a6', 'mk');
    expect(r.iccf).toBe('5254 3735 7163 4746 4244 3544 6344 7866 2133 1716');
    expect(r.codes).toEqual([]);
  });

  it('Cyrillic letters К Д Т Л С are written and read; Latin D and T read', () => {
    expect(translateMoves('1. e4 e5 2. Nf3 Nc6 3. Bb5', { from: 'en', to: 'mk' }).moves).toEqual(['e4', 'e5', 'Сf3', 'Сc6', 'Лb5']);
    // e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 d6 Qe2
    expect(iccf('1. e4 e5 2. Сf3 Сc6 3. Лb5 a6 4. Лa4 Сf6 5. O-O Лe7 6. Тe1 d6 7. Дe2', 'mk').iccf).toBe(
      '5254 5755 7163 2836 6125 1716 2514 7866 5171 6857 6151 4746 4152',
    );
    expect(iccf('1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. La4 Sf6 5. O-O Le7 6. Te1 d6 7. De2', 'mk').iccf).toBe(
      '5254 5755 7163 2836 6125 1716 2514 7866 5171 6857 6151 4746 4152',
    );
  });

  it('colour words белиот / црниот before a move', () => {
    expect(iccf('1. белиот e4 црниот e5', 'mk').iccf).toBe('5254 5755');
  });
});
