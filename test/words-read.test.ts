// Reading moves in words (issue 14, `--from words:<code>`): every legal move in a set of positions, said in words
// (written and spoken style) in every language, reads back as the same move on the board; free word order
// ("Springer f3") and board errors (ambiguous, illegal) behave as for any notation.
import { describe, expect, it } from 'vitest';
import { formatMove, formatMoveWords, LocaleRegistry, MoveSyntaxError, NoWordsError, parseMoveWords, translateMove } from '../src/index.js';
import { defaultEngine } from '../src/board/default-engine.js';
import { runCli } from '../src/cli/cli.js';
import { runInMemory } from './helpers/common.js';

const registry = LocaleRegistry.withBundled();
/** The languages with words data (the locales added for issue 13's users have none: test/words.test.ts lists them). */
const LANGS = registry.codes().filter((c) => {
  if (c === 'figurine') return false;
  try {
    registry.words(c);
    return true;
  } catch (error) {
    if (error instanceof NoWordsError) return false;
    throw error;
  }
});

const POSITIONS = [
  undefined,
  '4k3/8/8/4p3/8/5N2/3p4/1N2K3 w - - 0 1',
  'r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 0 1',
  'r3k2r/pP1n1ppp/8/2pP4/8/5N2/PPP2PPP/R3K2R w KQkq c6 0 1',
  'r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1',
];

/** Every legal move of a position, in English SAN. */
function legalSans(fen: string | undefined): string[] {
  const board = defaultEngine.fromFen(fen);
  if (!board.ok) throw new Error('bad FEN');
  return board.value.legalMoves().map((m) => formatMove(m, { to: 'en', fen, registry }));
}

describe.each(LANGS)('reading words: %s', (lang) => {
  it('every legal move said in words reads back as itself', () => {
    const wrong: string[] = [];
    for (const fen of POSITIONS) {
      for (const san of legalSans(fen)) {
        for (const style of ['written', 'spoken'] as const) {
          const text = formatMoveWords(san, { lang, fen, style, registry });
          let back: string;
          try {
            back = translateMove(text, { from: `words:${lang}`, to: 'en', fen, registry });
          } catch (e) {
            back = (e as Error).message;
          }
          if (back !== san) wrong.push(`${san} → "${text}" → ${back}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('reading words: free order and the board', () => {
  const TWO_KNIGHTS = '4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1';
  it('"Springer f3" and "Springer nach f3" are Nf3', () => {
    expect(translateMove('Springer f3', { from: 'words:de', to: 'en', registry })).toBe('Nf3');
    expect(translateMove('Springer nach f3', { from: 'words:de', to: 'iccf', registry })).toBe('7163');
    expect(translateMove('конь эф три', { from: 'words:ru', to: 'en', registry })).toBe('Nf3');
  });
  it("an ambiguous or illegal move in words is the board's error", () => {
    expect(() => translateMove('Springer d2', { from: 'words:de', to: 'en', fen: TWO_KNIGHTS, registry })).toThrow(/ambiguous/);
    expect(() => translateMove('Springer f4', { from: 'words:de', to: 'en', registry })).toThrow(/no knight/);
    expect(() => parseMoveWords('guten Tag', { lang: 'de', registry })).toThrow(MoveSyntaxError);
  });
  it('CLI: move --from words:de; translate refuses words input (exit 2)', async () => {
    const run = (argv: string[], stdin = '') => runInMemory((io) => runCli(argv, io, '1.2.3'), stdin);
    expect(await run(['move', 'Springer f3', '--from', 'words:de', '--to', 'fr'])).toEqual({ code: 0, out: 'Cf3\n', err: '' });
    expect((await run(['translate', '--from', 'words:de', '--to', 'en'], '1. e4 *\n')).code).toBe(2);
  });
});
