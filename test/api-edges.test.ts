// The library's edges (issue 17, point 8): options checked with a clear error, an unknown output
// notation is an UnknownNotationError, translatePgn on bytes and streams, translatePgnStream.
import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import {
  ChessLinguaError,
  LocaleFileError,
  OptionsError,
  parseMove,
  UnknownLocaleError,
  UnknownNotationError,
  registerLocale,
  translateMove,
  translateMoves,
  translateMoveWithWarnings,
  translatePgn,
  translatePgnStream,
  type TranslatedGame,
} from '../src/index.js';
import { LocaleRegistry } from '../src/locale/registry.js';

const TWO_GAMES = '[White "Weiß"]\n\n1. e4 e5 2. Sf3 *\n\n[White "Zwei"]\n\n1. e4 Sd3 *\n';
const EXPECTED_PGN = '[White "Weiß"]\n\n1. 5254 5755 2. 7163 *\n\n[White "Zwei"]\n\n1. e4 Sd3 *\n\n';

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (e) {
    return e;
  }
  throw new Error('expected an error');
}

describe('options', () => {
  it('translateMove without options throws a ChessLinguaError that says what is needed, not a TypeError', () => {
    const e = thrown(() => (translateMove as (t: string) => string)('e4'));
    expect(e).toBeInstanceOf(OptionsError);
    expect(e).toBeInstanceOf(ChessLinguaError);
    expect(e).not.toBeInstanceOf(TypeError);
    expect((e as OptionsError).code).toBe('ERR_OPTIONS');
    expect((e as OptionsError).missing).toEqual(['from', 'to']);
    expect((e as Error).message).toBe(
      "translateMove needs the options 'from' and 'to' (a notation: a locale code such as 'de', or 'iccf', 'figurine', 'lan', 'uci'), e.g. translateMove(…, { from: 'de', to: 'iccf' })",
    );
    expect((thrown(() => parseMove('e4', {} as never)) as Error).message).toMatch(
      /^parseMove needs the option 'from' .*e\.g\. parseMove\(…, \{ from: 'de' \}\)$/,
    );
    expect((thrown(() => translateMove('e4', { from: 'en' } as never)) as Error).message).toMatch(/^translateMove needs the option 'to' /);
    expect(() => translateMoves('1. e4', undefined as never)).toThrow(/translateMoves needs the options 'from' and 'to'/);
  });

  it('an unknown `to` is an UnknownNotationError (ERR_UNKNOWN_NOTATION); an unknown `from` stays an UnknownLocaleError', () => {
    const to = thrown(() => translateMove('e4', { from: 'en', to: 'xx' }));
    expect(to).toBeInstanceOf(UnknownNotationError);
    expect(to).not.toBeInstanceOf(UnknownLocaleError);
    expect((to as ChessLinguaError).code).toBe('ERR_UNKNOWN_NOTATION');
    expect(thrown(() => translateMove('e4', { from: 'en', to: 'lan:xx' }))).toBeInstanceOf(UnknownNotationError);
    expect((thrown(() => translateMove('e4', { from: 'en', to: 'auto' })) as Error).message).toBe(
      `unknown notation "auto": 'auto' (language detection) is for the input only; name the output notation`,
    );
    expect(thrown(() => translateMove('e4', { from: 'xx', to: 'iccf' }))).toBeInstanceOf(UnknownLocaleError);
    expect(translateMove('e4', { from: 'en', to: 'lan:de' })).toBe('e2-e4');
  });

  it('translateMoveWithWarnings gives the warnings of a lenient reading', () => {
    const r = translateMoveWithWarnings('sf3', { from: 'de', to: 'iccf' });
    expect(r.text).toBe('7163');
    expect(r.warnings.map((w) => w.code)).toEqual(['W_LOWERCASE_PIECE']);
  });
});

describe('registerLocale', () => {
  it('reports all missing fields at once', () => {
    const e = thrown(() => registerLocale({ code: 'tlh' }, new LocaleRegistry())) as LocaleFileError;
    expect(e).toBeInstanceOf(LocaleFileError);
    expect(e.problems.map((p) => p.field)).toEqual([
      'name',
      'script',
      'direction',
      'confidence',
      'letters',
      'letters.king',
      'letters.queen',
      'letters.rook',
      'letters.bishop',
      'letters.knight',
      'names',
      'names.king',
      'names.queen',
      'names.rook',
      'names.bishop',
      'names.knight',
      'names.pawn',
    ]);
  });
});

describe('translatePgn input', () => {
  it('a string, as before: the result at once', () => {
    const r = translatePgn(TWO_GAMES, { from: 'de', to: 'iccf' });
    expect(r.pgn).toBe(EXPECTED_PGN);
    expect(r.summary).toEqual({ games: 2, translated: 1, failed: 1, moves: 3 });
  });

  it('bytes (UTF-8, and Windows-1252 when named)', () => {
    expect(translatePgn(new TextEncoder().encode(TWO_GAMES), { from: 'de', to: 'iccf' }).pgn).toBe(EXPECTED_PGN);
    const latin1 = Uint8Array.from(Buffer.from(TWO_GAMES, 'latin1'));
    expect(translatePgn(latin1, { from: 'de', to: 'iccf', encoding: 'cp1252' }).pgn).toBe(EXPECTED_PGN);
  });

  it('a Node Readable or an async iterable: a promise of the same result, whatever the chunking', async () => {
    const bytes = Buffer.from(TWO_GAMES);
    const fromStream = await translatePgn(Readable.from([bytes.subarray(0, 7), bytes.subarray(7, 20), bytes.subarray(20)]), {
      from: 'de',
      to: 'iccf',
    });
    expect(fromStream.pgn).toBe(EXPECTED_PGN);
    expect(fromStream.summary).toEqual({ games: 2, translated: 1, failed: 1, moves: 3 });
    expect(fromStream.failures.map((f) => f.message)).toEqual([
      '<input>:7:7: game 2 (Zwei - ?): move 1... Sd3: no knight (S) can move to d3 [ERR_MOVE_ILLEGAL]',
    ]);
    async function* pieces(): AsyncGenerator<string> {
      for (const ch of TWO_GAMES) yield ch; // one character at a time
    }
    expect((await translatePgn(pieces(), { from: 'de', to: 'iccf' })).pgn).toBe(EXPECTED_PGN);
  });
});

describe('translatePgnStream', () => {
  it('yields each game in input order with its text and reports', async () => {
    const got: TranslatedGame[] = [];
    for await (const g of translatePgnStream(Readable.from([Buffer.from(TWO_GAMES)]), { from: 'de', to: 'iccf', file: 'x.pgn' }))
      got.push(g);
    expect(got.map((g) => [g.index, g.status, g.moves, g.text])).toEqual([
      [1, 'translated', 3, '[White "Weiß"]\n\n1. 5254 5755 2. 7163 *\n\n'],
      [2, 'failed', 0, '[White "Zwei"]\n\n1. e4 Sd3 *\n\n'],
    ]);
    expect(got[1]!.message).toBe('x.pgn:7:7: game 2 (Zwei - ?): move 1... Sd3: no knight (S) can move to d3 [ERR_MOVE_ILLEGAL]');
    expect(got[0]!.game.tags).toMatchObject([{ name: 'White', value: 'Weiß' }]);
    expect(got.map((g) => g.text).join('')).toBe(EXPECTED_PGN);
  });

  it('reports warnings per game, and takes a plain string', async () => {
    const got: TranslatedGame[] = [];
    for await (const g of translatePgnStream('1. e4 e5 2. sf3 *\n', { from: 'de', to: 'en' })) got.push(g);
    expect(got).toHaveLength(1);
    expect(got[0]!.text).toBe('1. e4 e5 2. Nf3 *\n\n');
    expect(got[0]!.warnings.map((w) => w.code)).toEqual(['W_LOWERCASE_PIECE']);
    expect(got[0]!.warningMessages[0]).toMatch(/^<input>:1:13: game 1: warning: move 2\. sf3: /);
  });

  it('an unknown notation or encoding throws at once, before any game is read', () => {
    expect(() => translatePgnStream('1. e4 *', { from: 'de', to: 'xx' })).toThrow(UnknownNotationError);
    expect(() => translatePgnStream('1. e4 *', { from: 'de', to: 'en', encoding: 'ebcdic' })).toThrow(/ebcdic/);
  });
});
