// Moves in words (issue 14): every bundled language says the piece and the square and tells a plain move,
// a capture, check, mate, both castlings and two promotions apart; the words data validates; the CLI writes them.
import { describe, expect, it } from 'vitest';
import { formatMoveWords, LocaleRegistry, NoWordsError, parseWords, UnknownLocaleError } from '../src/index.js';
import { FIGURINE_CODE } from '../src/locale/schema.js';
import { runCli } from '../src/cli/cli.js';
import { runInMemory, runNode } from './helpers/common.js';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIXTURES, REPO_ROOT } from './helpers/shared.js';

const registry = LocaleRegistry.withBundled();
/** Whether the registry has words for `code` (the locales added for issue 13's users have none yet: NoWordsError). */
const hasWords = (code: string): boolean => registry.hasWords(code);
/** Locales shipped without words data (issue 13: researched for their piece letters only). */
const WITHOUT_WORDS = ['ceb', 'fil', 'fy', 'hy', 'ia', 'ka', 'kk', 'mn', 'ms', 'sw', 'ta', 'th', 'ur'];
const LANGS = registry.codes().filter((c) => c !== FIGURINE_CODE && hasWords(c));

describe('locales without words', () => {
  it('are exactly the ones listed, and asking for their words is ERR_NO_WORDS', () => {
    expect(registry.codes().filter((c) => c !== FIGURINE_CODE && !hasWords(c))).toEqual(WITHOUT_WORDS);
    expect(() => words('th', 'Nf3')).toThrow(NoWordsError);
    expect(LANGS).toHaveLength(52);
    // (the registry says so without throwing; a code it does not know is still an error)
    expect([registry.hasWords('de'), registry.hasWords('de-AT'), registry.hasWords('th')]).toEqual([true, true, false]);
    expect(() => registry.hasWords('tlh')).toThrow(UnknownLocaleError);
  });
});

/** Positions, each with the move played and a twin that differs in exactly one told fact. */
const START = undefined;
const CAPTURE = '4k3/8/8/4p3/8/5N2/8/1N2K3 w - - 0 1';
const NO_CAPTURE = '4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1';
const CHECK = 'rnbqkbnr/ppp2ppp/8/3pp3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1';
const NO_CHECK = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1';
const MATE = 'r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 0 1';
const MATE_TWIN_CHECK = 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 0 1';
const CASTLE = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
const PROMOTE = '8/P7/8/8/8/8/7k/4K3 w - - 0 1';

const words = (lang: string, move: string, fen?: string, style?: 'spoken'): string =>
  formatMoveWords(move, { lang, fen, registry, ...(style ? { style } : {}) });

/** The piece's name or any of its forms, lower case. */
function forms(lang: string, role: 'knight' | 'bishop' | 'queen'): string[] {
  const p = registry.words(lang).data.pieces[role];
  return [p.name, ...Object.values(p.forms)].map((s) => s.toLowerCase());
}
const saysPiece = (text: string, lang: string, role: 'knight' | 'bishop' | 'queen'): boolean =>
  forms(lang, role).some((f) => text.toLowerCase().includes(f));

describe.each(LANGS)('moves in words: %s', (lang) => {
  it('has words data', () => {
    expect(registry.words(lang).data.code).toBe(lang);
  });

  it('a knight move names the knight and the square', () => {
    const text = words(lang, 'Nf3', START);
    expect(saysPiece(text, lang, 'knight'), text).toBe(true);
    expect(text).toContain('f3');
  });

  it('a capture is told apart from the same move to an empty square', () => {
    const capture = words(lang, 'Nxe5', CAPTURE);
    const plain = words(lang, 'Ne5', NO_CAPTURE);
    expect(saysPiece(capture, lang, 'knight'), capture).toBe(true);
    expect(capture).toContain('e5');
    expect(capture).not.toBe(plain);
  });

  it('a check is told apart from the same move without check', () => {
    const check = words(lang, 'Bb5+', CHECK);
    const plain = words(lang, 'Bb5', NO_CHECK);
    expect(saysPiece(check, lang, 'bishop'), check).toBe(true);
    expect(check).toContain('b5');
    expect(check).not.toBe(plain);
  });

  it('a mate is told apart from check and from a plain capture', () => {
    const mate = words(lang, 'Qxf7#', MATE);
    const check = words(lang, 'Qxf7+', MATE_TWIN_CHECK);
    expect(saysPiece(mate, lang, 'queen'), mate).toBe(true);
    expect(mate).toContain('f7');
    expect(mate).not.toBe(check);
  });

  it('castles king-side and queen-side in different words', () => {
    const short = words(lang, 'O-O', CASTLE);
    const long = words(lang, 'O-O-O', CASTLE);
    expect(short).not.toBe(long);
    expect(short).not.toMatch(/[a-h][1-8]/);
    expect(long).not.toMatch(/[a-h][1-8]/);
  });

  it('two promotions name the square and the piece chosen', () => {
    const queen = words(lang, 'a8=Q', PROMOTE);
    const knight = words(lang, 'a8=N', PROMOTE);
    expect(queen).toContain('a8');
    expect(knight).toContain('a8');
    expect(saysPiece(queen, lang, 'queen'), queen).toBe(true);
    expect(saysPiece(knight, lang, 'knight'), knight).toBe(true);
    expect(queen).not.toBe(knight);
  });

  it('all these cases are different words', () => {
    const all = [
      words(lang, 'Nf3'),
      words(lang, 'Nxe5', CAPTURE),
      words(lang, 'Bb5+', CHECK),
      words(lang, 'Qxf7#', MATE),
      words(lang, 'O-O', CASTLE),
      words(lang, 'O-O-O', CASTLE),
      words(lang, 'a8=Q', PROMOTE),
      words(lang, 'a8=N', PROMOTE),
    ];
    expect(new Set(all).size).toBe(all.length);
  });

  it('spoken style writes no digits (speech engines say number words) and differs from written', () => {
    for (const [move, fen] of [
      ['Nf3', START],
      ['Qxf7#', MATE],
      ['a8=Q', PROMOTE],
      ['Nbd2', NO_CAPTURE],
    ] as const) {
      const spoken = words(lang, move, fen, 'spoken');
      expect(spoken).not.toMatch(/[0-9]/);
      expect(spoken).not.toBe(words(lang, move, fen));
    }
  });

  it('tells the origin when two knights can reach the square', () => {
    const text = words(lang, 'Nbd2', NO_CAPTURE);
    expect(text).toContain('b1');
    expect(text).toContain('d2');
  });
});

describe('moves in words: behaviour', () => {
  it('falls back as letters do (de-AT → de) and rejects a language without words', () => {
    expect(words('de-AT', 'Nf3')).toBe(words('de', 'Nf3'));
    const r = new LocaleRegistry([
      [
        'x',
        {
          code: 'de',
          name: 'German',
          script: 'Latn',
          direction: 'ltr',
          confidence: 'high',
          letters: { king: 'K', queen: 'D', rook: 'T', bishop: 'L', knight: 'S' },
          names: { king: 'K', queen: 'D', rook: 'T', bishop: 'L', knight: 'S', pawn: 'B' },
        },
      ],
    ]);
    expect(() => formatMoveWords('Sf3', { lang: 'de', from: 'de', registry: r })).toThrow(/no words/);
  });

  it('reads the move in the notation given by from', () => {
    expect(formatMoveWords('Sf3', { lang: 'en', from: 'de', registry })).toBe(formatMoveWords('Nf3', { lang: 'en', registry }));
    expect(formatMoveWords('7163', { lang: 'en', from: 'iccf', registry })).toBe(formatMoveWords('Nf3', { lang: 'en', registry }));
  });

  it('checks the move on the board', () => {
    expect(() => formatMoveWords('Nf4', { lang: 'en', registry })).toThrow(/Nf4/);
  });

  it('chooses a case form by nesting and a phrase by gender context', () => {
    const r = LocaleRegistry.withBundled();
    const de = JSON.parse(JSON.stringify(r.words('de').data));
    de.phrases.move_f = '{piece} (feminin) nach {to}';
    r.registerWords(de, 'test');
    expect(formatMoveWords('Qh5', { lang: 'de', registry: r, fen: NO_CHECK })).toBe('Dame (feminin) nach h5');
    expect(formatMoveWords('Nf3', { lang: 'de', registry: r })).toBe('Springer nach f3');
    // captureNamed: {captured:accDef} → "den Bauern" (weak noun), not the nominative "Bauer".
    expect(formatMoveWords('Nxe5', { lang: 'de', registry: r, fen: CAPTURE, namedCaptures: true })).toBe(
      'Springer schlägt den Bauern auf e5',
    );
  });

  it('a capture that needs its origin says both (fromSquareCapture), else the origin (fromSquare)', () => {
    const fen = '4k3/8/8/8/8/5N2/3p4/1N2K3 w - - 0 1';
    expect(formatMoveWords('Nbxd2', { lang: 'de', registry, fen })).toBe('Springer von b1 schlägt auf d2');
    expect(formatMoveWords('Nbxd2', { lang: 'en', registry, fen })).toBe('knight from b1 takes d2');
    const r = LocaleRegistry.withBundled();
    const de = JSON.parse(JSON.stringify(r.words('de').data));
    delete de.phrases.fromSquareCapture;
    r.registerWords(de, 'test');
    expect(formatMoveWords('Nbxd2', { lang: 'de', registry: r, fen })).toBe('Springer von b1 nach d2');
  });

  it('validates words files: unknown placeholder, missing form, missing phrase', () => {
    const de = JSON.parse(JSON.stringify(registry.words('de').data));
    expect(() => parseWords({ ...de, phrases: { ...de.phrases, move: '{piece} nach {square}' } }, 'f')).toThrow(
      /\{square\} is not allowed/,
    );
    expect(() => parseWords({ ...de, phrases: { ...de.phrases, capture: '{piece:dat} schlägt auf {to}' } }, 'f')).toThrow(
      /form "dat" is missing/,
    );
    const { check: _check, ...noCheck } = de.phrases;
    expect(() => parseWords({ ...de, phrases: noCheck }, 'f')).toThrow(/phrases.check: required/);
  });
});

describe('CLI: --to words:<code>', () => {
  const run = (argv: string[], stdin = '') => runInMemory((io) => runCli(argv, io, '1.2.3'), stdin);

  it('move writes the words alone', async () => {
    expect(await run(['move', 'Sf3', '--from', 'de', '--to', 'words:de'])).toEqual({ code: 0, out: 'Springer nach f3\n', err: '' });
    expect((await run(['move', 'Nf3', '--from', 'en', '--to', 'words'])).out).toBe('knight to f3\n');
    expect((await run(['move', 'Nf3', '--from', 'en', '--to', 'spoken'])).out).toBe('knight to F-three\n');
  });

  it("translate writes PGN: SAN in the language, each move's words in a comment after it", async () => {
    const r = await run(['translate', '--from', 'en', '--to', 'words:de', '-q'], '1. e4 e5 2. Nf3 Nc6 3. O-O-O *\n');
    // O-O-O is illegal here: the game is reported and written through unchanged.
    expect(r.code).toBe(1);
    const ok = await run(['translate', '--from', 'en', '--to', 'words:de', '-q'], '1. e4 e5 2. Nf3 Nc6 3. Bb5 -- *\n');
    expect(ok.code).toBe(0);
    expect(ok.out).toContain('1. e4 {e4} e5 {e5} 2. Sf3 {Springer nach f3} Sc6 {Springer nach c6}');
    expect(ok.out).toContain('3. Lb5 {Läufer nach b5} -- {Nullzug} *');
  });
});

describe.skipIf(!existsSync(join(REPO_ROOT, 'dist', 'cli.js')))('CLI: translate --to words on worker threads', () => {
  it('-j 2 writes the same as one thread, with words in every move comment', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'words-jobs-'));
    const file = join(dir, 'games.pgn');
    writeFileSync(file, readFileSync(join(FIXTURES, 'chessjs', 'benchmark.pgn'), 'utf8').repeat(3));
    const run = (jobs: string) =>
      runNode([join(REPO_ROOT, 'dist', 'cli.js'), 'translate', '--from', 'en', '--to', 'spoken:de', '-q', '-j', jobs, file]);
    const one = await run('1');
    const two = await run('2');
    expect(one.status).toBe(0);
    expect(two.stdout).toBe(one.stdout);
    expect(one.stdout).toMatch(/\d+\. S[a-h][1-8] \{Springer nach [a-z]+ [a-zäöüß]+\}/);
    // two processes over 300 games (over 60 s with the two cores shared by other work): the limit only catches a hang
  }, 180_000);
});
