/**
 * The web page's browser-free parts, in Node: what it shows for a text (output, problems with
 * their places, where each move stands in the output, the position after a move), the share
 * fragment, the board picture and the notation lists. Expectations written by hand.
 */
import { describe, expect, it } from 'vitest';
import { LocaleRegistry } from '../src/locale/registry.js';
import { convert, positionAt } from '../src/web/convert.js';
import { boardSquares, boardSvg, describePosition } from '../src/web/board-svg.js';
import { stateFromFragment, stateToFragment } from '../src/web/share.js';
import { inputChoices, outputChoices } from '../src/web/notations.js';
import { offsetOf, problemCount, problemRange } from '../src/web/render.js';
import { translatePgn } from '../src/api.js';
import { translateProse } from '../src/prose/translate-prose.js';
import { convertProse } from '../src/web/prose.js';

const registry = LocaleRegistry.withBundled();

describe('convert', () => {
  it('translates a German game to ICCF and finds every move in the output', () => {
    const c = convert('1. e4 e5 2. Sf3 Sc6 *', 'de', 'iccf', registry);
    expect(c.output).toBe('1. 5254 5755 2. 7163 2836 *\n\n');
    expect(c.problems).toEqual([]);
    expect(c.moves.map((m) => c.output.slice(m.start, m.end))).toEqual(['5254', '5755', '7163', '2836']);
  });

  it('writes valid PGN and lists what it wrote otherwise than read, as the command line does', () => {
    // The Result tag says 1-0, the movetext 0-1: the movetext's result in both (W_RESULT); a nested comment's braces as ( ).
    const c = convert('[Result "1-0"]\n\n1. e4 { a { b } c } e5 0-1', 'en', 'en', registry);
    expect(c.output).toBe('[Result "0-1"]\n\n1. e4 { a ( b ) c } 1... e5 0-1\n\n');
    expect(c.problems.map((p) => [p.code, p.line, p.column])).toEqual([
      ['W_RESULT', 1, 1],
      ['W_COMMENT_BRACES', 3, 7],
    ]);
  });

  it('reads English descriptive notation and writes it (en-descriptive)', () => {
    // 2. N-KB3 (N-B3 names c3 and f3), Black's N-QB3 is b8-c6.
    const c = convert('1. P-K4 P-K4 2. N-KB3 N-QB3 *', 'en', 'iccf', registry);
    expect(c.output).toBe('1. 5254 5755 2. 7163 2836 *\n\n');
    const d = convert('1. e4 e5 2. Nf3 Nc6 *', 'en', 'en-descriptive', registry);
    expect(d.output).toBe('1. P-K4 P-K4 2. N-KB3 N-QB3 *\n\n');
  });

  it('keeps tags and moves a variation back to the position before the move it replaces', () => {
    const c = convert('[White "A"]\n\n1. e4 e5 (1... c5 2. Sf3) 2. Sf3 *', 'de', 'en', registry);
    expect(c.output).toBe('[White "A"]\n\n1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *\n\n');
    expect(c.moves.map((m) => [c.output.slice(m.start, m.end), m.prev])).toEqual([
      ['e4', -1],
      ['e5', 0],
      ['c5', 0],
      ['Nf3', 2],
      ['Nf3', 1],
    ]);
    const uci = new Map();
    // After 1. e4 c5 2. Nf3 (the variation's second move).
    expect(positionAt(c, 3, uci)?.fen).toBe('rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2');
    expect(positionAt(c, 3, uci)?.last).toBe('g1f3');
    // After 1. e4 e5 2. Nf3 (the main line's).
    expect(positionAt(c, 4, uci)?.fen).toBe('rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2');
  });

  it('reports an illegal move at its line and column, with the position before it for a repair', () => {
    const c = convert('1. e4 e5\n2. Sf3 Lc6 *', 'de', 'iccf', registry);
    expect(c.problems).toHaveLength(1);
    const p = c.problems[0]!;
    expect([p.severity, p.code, p.line, p.column, p.token]).toEqual(['error', 'ERR_MOVE_ILLEGAL', 2, 8, 'Lc6']);
    expect(p.repair).toEqual({ from: 'de', fen: 'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2' });
    // A failed game is shown as it was written.
    expect(c.output).toBe('1. e4 e5\n2. Sf3 Lc6 *\n\n');
    expect(c.moves).toEqual([]);
  });

  it('lists a lenient reading as a warning at its place', () => {
    const c = convert('1. e4 e5 2. sf3 *', 'de', 'iccf', registry);
    expect(c.output).toBe('1. 5254 5755 2. 7163 *\n\n');
    expect(c.problems.map((p) => [p.severity, p.code, p.line, p.column, p.token])).toEqual([
      ['warning', 'W_LOWERCASE_PIECE', 1, 13, 'sf3'],
    ]);
  });

  it('several games: each translated, each move located in the whole output, each position from its own game', () => {
    const text = '[White "A"]\n\n1. e4 e5 *\n\n[White "B"]\n[FEN "4k3/8/8/8/8/8/8/4K2R w K - 0 30"]\n\n30. O-O Kd7 *\n';
    const c = convert(text, 'de', 'iccf', registry);
    expect(c.output).toBe('[White "A"]\n\n1. 5254 5755 *\n\n[White "B"]\n[FEN "4k3/8/8/8/8/8/8/4K2R w K - 0 30"]\n\n30. 5171 5847 *\n\n');
    expect(c.moves.map((m) => [c.output.slice(m.start, m.end), m.game, m.prev])).toEqual([
      ['5254', 0, -1],
      ['5755', 0, 0],
      ['5171', 1, -1],
      ['5847', 1, 0],
    ]);
    expect(positionAt(c, 3, new Map())?.fen).toBe('8/3k4/8/8/8/8/8/5RK1 w - - 2 31');
  });

  it('a game the detection finds ambiguous says which languages disagree', () => {
    const c = convert('1. h4 h5 2. Rh3 *', 'auto', 'iccf', registry);
    expect(c.problems.map((p) => [p.code, p.line, p.column])).toEqual([['ERR_DETECT_AMBIGUOUS', 1, 13]]);
    expect(c.detected[0]).toMatch(/^ambiguous: English \(en\b.*\) and Finnish \(fi\b.*\) read different legal games$/);
  });

  it('moves in words: each move with its words as a comment, still located as one move', () => {
    const c = convert('1. e4 e5 2. Sf3 *', 'de', 'words:de', registry);
    expect(c.output).toContain('2. Sf3 {Springer nach f3} *');
    expect(c.moves.map((m) => c.output.slice(m.start, m.end))[2]).toBe('Sf3 {Springer nach f3}');
  });

  it('auto: says which language it read, with the alternatives', () => {
    const c = convert('1. e4 e5 2. Cf3 Cc6 3. Fb5 a6 *', 'auto', 'iccf', registry);
    expect(c.output).toBe('1. 5254 5755 2. 7163 2836 3. 6125 1716 *\n\n');
    expect(c.detected).toHaveLength(1);
    expect(c.detected[0]).toMatch(/^French \(fr\b/);
    expect(c.games[0]!.from).toBe('fr');
  });

  it('auto: a game no language reads is an error at the move where the best reading stops', () => {
    const c = convert('1. e4 e5 2. Xf3 *', 'auto', 'iccf', registry);
    expect(c.problems.map((p) => [p.code, p.line, p.column])).toEqual([['ERR_DETECT_NONE', 1, 13]]);
  });

  it('auto: where a German game stops, the token and the position before it (for a repair)', () => {
    // Ld7 is no legal move here in any language; every move before it reads as German.
    const c = convert('1. e4 e5 2. Sf3 Sc6 3. Ld7 a6 *', 'auto', 'iccf', registry);
    expect(c.problems).toHaveLength(1);
    const p = c.problems[0]!;
    expect([p.code, p.line, p.column, p.token]).toEqual(['ERR_DETECT_NONE', 1, 24, 'Ld7']);
    expect(p.repair?.fen).toBe('r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3');
    expect(registry.pieceTable(p.repair!.from).roleOf.get('L')).toBe('bishop');
  });
});

describe('convert with repair (translatePgn with repair: true, as the page offers it)', () => {
  // 3. Lb4: no bishop goes there; Lb5 and Lc4 cost the same, and 4. La4 reads only after Lb5.
  const sheet = '1. e4 e5 2. Sf3 Sc6 3. Lb4 a6 4. La4 Sf6 *';

  it('reads the sheet to its end, each repair with its place, the text written, the move chosen and the next best', () => {
    const c = convert(sheet, 'de', 'en', registry, { repair: true });
    expect(c.output).toBe('1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 *\n\n');
    expect(c.problems).toHaveLength(1);
    const p = c.problems[0]!;
    expect([p.code, p.line, p.column, p.token, p.move]).toEqual(['W_REPAIR', 1, 24, 'Lb4', { moveNumber: 3, color: 'white' }]);
    expect(p.repaired?.written).toBe('Lb4');
    expect(p.repaired?.reading).toBe('Lb5');
    expect(p.repaired?.candidates[0]).toEqual({ text: 'Lc4', iccf: '6134', cost: 1.5 });
    // After 3. Bb5 (written by hand): the board follows the repaired game.
    expect(positionAt(c, 4, new Map())?.fen).toBe('r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3');
    // Without repair, as before: the game stops at the move.
    expect(convert(sheet, 'de', 'en', registry).problems.map((q) => q.code)).toEqual(['ERR_MOVE_ILLEGAL']);
  });

  it('gives what translatePgn gives with repair (and annotate), from a named language and from auto', () => {
    const texts = [
      sheet,
      '1. e4 e5 2. Sf3 Sc6 3. Lc6 Sf6 *',
      '[White "A"]\n\n1. e4 e5 2. Sf3 Sc6 3. Ld7 a6 *\n\n[White "B"]\n\n1. d4 d5 *\n',
    ];
    for (const text of texts) {
      for (const from of ['de', 'auto']) {
        for (const annotate of [false, true]) {
          const c = convert(text, from, 'iccf', registry, { repair: true, annotate });
          const api = translatePgn(text, { from, to: 'iccf', repair: true, annotate });
          expect(c.output, `${from} ${text}`).toBe(api.pgn);
          const codes = api.warnings.flatMap((g) => g.warnings.map((w) => `${w.code} ${w.position.line}:${w.position.column}`));
          expect(c.problems.map((q) => `${q.code} ${q.line}:${q.column}`)).toEqual(codes);
        }
      }
    }
  });

  it('counts repairs and ties apart', () => {
    const c = convert('1. e4 e5 2. Sf3 Sc6 3. Lc6 Sf6 *', 'de', 'en', registry, { repair: true });
    expect(c.problems.map((q) => q.code)).toEqual(['W_READING_AMBIGUOUS', 'W_REPAIR']);
    expect(problemCount(c.problems)).toBe('0 errors, 2 warnings (1 repair, 1 tie to check).');
    expect(problemCount(convert('1. e4 e5 2. sf3 *', 'de', 'iccf', registry).problems)).toBe('0 errors, 1 warning.');
  });
});

describe("convertProse (translateProse, the CLI's prose)", () => {
  const article = 'Nach 1.e4 e5 2.Sf3 Sc6 3.Lb5 spielt Schwarz meist 3...a6.\nDer Springer auf c6 ist dann gefesselt.\n';

  it('keeps every byte but the moves, and says what it rewrote', () => {
    const c = convertProse(article, 'de', 'en', registry);
    expect(c.output).toBe('Nach 1.e4 e5 2.Nf3 Nc6 3.Bb5 spielt Schwarz meist 3...a6.\nDer Springer auf c6 ist dann gefesselt.\n');
    expect(c.problems).toEqual([]);
    expect(c.moves).toEqual([]);
    expect(c.summary).toBe('6 moves rewritten, 6 checked on a board, 0 of 0 FENs agreeing with the moves.');
  });

  it('gives what translateProse gives, problems at their places, from a named language and from auto', () => {
    for (const text of [article, 'Nach 1.e4 e5 2.Sf3 Sc6 3.Lb6 a6.\n', 'Kein Zug hier.\n']) {
      for (const from of ['de', 'auto']) {
        const c = convertProse(text, from, 'iccf', registry);
        const api = translateProse(text, { from, to: 'iccf' });
        expect(c.output).toBe(api.text);
        expect(c.problems.map((p) => [p.code, p.line, p.column])).toEqual(api.problems.map((p) => [p.code, p.line, p.column]));
        expect(c.detected).toEqual(api.language ? [api.language.name] : []);
      }
    }
  });
});

describe('places in the input', () => {
  const text = 'ab\ncd Lb4 x\n';
  it('line and column to an offset (columns in UTF-16 units)', () => {
    expect(offsetOf(text, 1, 1)).toBe(0);
    expect(offsetOf(text, 2, 4)).toBe(6);
    expect(offsetOf('♘f3\nx', 2, 1)).toBe(4);
  });
  it('a problem covers its token, or the word at its place', () => {
    const base = { severity: 'error', code: 'X', message: '', game: 1 } as const;
    expect(problemRange(text, { ...base, line: 2, column: 4, token: 'Lb4' })).toEqual({ start: 6, end: 9 });
    expect(problemRange(text, { ...base, line: 2, column: 1, token: '' })).toEqual({ start: 3, end: 5 });
  });
});

describe('share fragment', () => {
  it('round-trips text with any characters and the options', () => {
    const state = { text: '1. e4 e5 2. Кf3 #&=+ ½-½\n{ü}', from: 'ru', to: 'iccf' };
    expect(stateFromFragment(stateToFragment(state))).toEqual(state);
  });
  it('keeps the repair options, written only when set', () => {
    const state = { text: '1. e4', from: 'de', to: 'iccf', repair: true, annotate: true };
    expect(stateToFragment(state)).toBe('#from=de&to=iccf&repair=1&annotate=1&text=1.+e4');
    expect(stateFromFragment(stateToFragment(state))).toEqual(state);
    expect(stateToFragment({ ...state, repair: false, annotate: false })).toBe('#from=de&to=iccf&text=1.+e4');
  });
  it('keeps the article mode', () => {
    const state = { text: 'x', from: 'de', to: 'en', mode: 'prose' } as const;
    expect(stateToFragment(state)).toBe('#from=de&to=en&mode=prose&text=x');
    expect(stateFromFragment(stateToFragment(state))).toEqual(state);
  });
  it('an empty or foreign fragment holds no state', () => {
    expect(stateFromFragment('')).toBeUndefined();
    expect(stateFromFragment('#board')).toBeUndefined();
  });
});

describe('board picture', () => {
  it('places the pieces of a FEN and names them', () => {
    const fen = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2';
    const squares = boardSquares(fen);
    expect(squares).toHaveLength(64);
    expect(squares[0]).toBe('r'); // a8
    expect(squares[5 * 8 + 5]).toBe('N'); // f3
    const svg = boardSvg(fen, 'g1f3');
    expect(svg).toContain('data-square="f3" data-piece="N"');
    expect(svg.match(/class="sq (light|dark) last"/g)).toHaveLength(2);
    expect(describePosition(fen)).toContain('knight f3');
    expect(describePosition(fen)).toMatch(/Black to move\.$/);
  });
});

describe('notation lists', () => {
  it('#to offers every locale with its own name, figurine, iccf, lan and uci; #from starts with auto', () => {
    const to = outputChoices(registry).map((c) => c.value);
    for (const name of ['de', 'fr', 'ru', 'ar', 'figurine', 'iccf', 'lan', 'uci', 'en-descriptive']) expect(to).toContain(name);
    // Moves in words (issue 14) for each language that has them.
    const words = to.filter((v) => v.startsWith('words:'));
    expect(to).toHaveLength(registry.codes().length + 4 + words.length);
    expect(words).toContain('words:de');
    expect(outputChoices(registry).find((c) => c.value === 'words:de')!.label).toBe('Deutsch — German, in words (words:de)');
    expect(outputChoices(registry).find((c) => c.value === 'de')!.label).toBe('Deutsch — German (de)');
    expect(outputChoices(registry).find((c) => c.value === 'ar')!.direction).toBe('rtl');
    const from = inputChoices(registry).map((c) => c.value);
    expect(from[0]).toBe('auto');
    expect(from).toContain('iccf');
  });
});
