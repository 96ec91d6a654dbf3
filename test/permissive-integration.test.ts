// The permissive reading, detection and encodings as the CLI and the API show them: warnings on
// standard error and in API results, --strict, --from auto with --prefer, `detect`, --encoding.
// These need the integration in cli.ts, api.ts, translate-game.ts, translate-pgn.ts and context.ts
// (see the report of issue 4); until it is applied, they are skipped.
import { describe, expect, it } from 'vitest';
import { cli } from './helpers/run-cli.js';
import { MAIN_HELP } from '../src/cli/help.js';
import { translateMoves, translatePgn } from '../src/index.js';
import { foreign } from './permissive-helpers.js';

/** Whether the pipeline reports warnings (translatePgn's result has them): the integration is applied. */
const INTEGRATED = 'warnings' in translatePgn('1. e4 *', { from: 'en', to: 'iccf' }) && MAIN_HELP.includes('auto ');

/** Text in a single-byte code page, byte for byte. */
function encode(text: string, encoding: string): Uint8Array {
  const decoder = new TextDecoder(encoding);
  const byChar = new Map<string, number>();
  for (let b = 255; b >= 0; b--) byChar.set(decoder.decode(new Uint8Array([b])), b);
  return Uint8Array.from([...text].map((c) => byChar.get(c) ?? 0x3f));
}

const SCORESHEET =
  '[Event "Club"]\n[White "Weiß"]\n[Black "Schwarz"]\n[Result "*"]\n\n1. e4 e5 2. sf3 Sc6 3. Lb5 a6 4. L:c6 dc6 5. 0-0 *\n';

describe.skipIf(!INTEGRATED)('translate: warnings, --strict, --from auto, --encoding', () => {
  it('a lenient reading is translated, with one warning line per assumption on standard error', async () => {
    const r = await cli(['translate', '--from', 'de', '--to', 'iccf'], SCORESHEET);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('1. 5254 5755 2. 7163 2836 3. 6125 1716 4. 2536 4736 5. 5171 *');
    const lines = r.stderr.trim().split('\n');
    expect(lines.slice(0, -1)).toEqual([
      '<stdin>:6:13: game 1 (Weiß - Schwarz): warning: move 2. sf3: piece letter "s" written in lower case; read as Sg1-f3 (standard: Sf3) [W_LOWERCASE_PIECE]',
      '<stdin>:6:34: game 1 (Weiß - Schwarz): warning: move 4. L:c6: capture written ":" instead of "x"; read as Lb5xc6 (standard: Lxc6) [W_CAPTURE_SYMBOL]',
      '<stdin>:6:39: game 1 (Weiß - Schwarz): warning: move 4... dc6: no capture mark, but the move captures a bishop on c6; read as d7xc6 (standard: dxc6) [W_CAPTURE_MISSING]',
      '<stdin>:6:46: game 1 (Weiß - Schwarz): warning: move 5. 0-0: castling written "0-0"; read as O-O [W_CASTLE_FORM]',
    ]);
    expect(lines.at(-1)).toMatch(/^chess-lingua: 1 game read, 1 translated, 0 failed, 4 warnings \(9 moves/);
  });

  it('standard input gives no warning and the same result with --strict', async () => {
    const standard = '1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. Lxc6 dxc6 5. O-O *\n';
    const lenient = await cli(['translate', '-f', 'de', '-t', 'iccf'], standard);
    const strict = await cli(['translate', '-f', 'de', '-t', 'iccf', '--strict'], standard);
    expect(lenient.stdout).toBe(strict.stdout);
    expect(lenient.stderr).not.toContain('warning');
    expect(strict.code).toBe(0);
  });

  it('--strict rejects the lenient scoresheet at its first non-standard move', async () => {
    const r = await cli(['translate', '--from', 'de', '--to', 'iccf', '--strict'], SCORESHEET);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /<stdin>:6:13: game 1 \(Weiß - Schwarz\): move 2\. sf3: not a German move: .*a lenient reading would take it as Sg1-f3.*\[ERR_MOVE_SYNTAX\]/,
    );
  });

  it('--quiet keeps warnings off standard error', async () => {
    const r = await cli(['translate', '-f', 'de', '-t', 'iccf', '-q'], SCORESHEET);
    expect(r.stderr).toBe('');
  });

  it('--from auto reads a German and a French game, each in its language', async () => {
    const text = `${foreign('de-1-anderssen-kieseritzky-1851.txt')}\n1-0\n\n${foreign('fr-bienne-1990-defirmian-miles.pgn')}`;
    const r = await cli(['translate', '--from', 'auto', '--to', 'en', '-q'], text);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('1. e4 e5 2. f4 exf4 3. Bc4 Qh4+');
    expect(r.stdout).toContain('[White "De Firmian"]');
  });

  it('--from auto does not guess an ambiguous game; --prefer breaks the tie', async () => {
    const amb = await cli(['translate', '--from', 'auto', '--to', 'iccf', '-q'], '1. h4 h5 2. Rh3 *\n');
    expect(amb.code).toBe(1);
    expect(amb.stderr).toMatch(/the language is ambiguous: English .* and Finnish .* \[ERR_DETECT_AMBIGUOUS\]/);
    const fi = await cli(['translate', '--from', 'auto', '--to', 'iccf', '--prefer', 'fi', '-q'], '1. h4 h5 2. Rh3 *\n');
    expect(fi.code).toBe(0);
    expect(fi.stdout).toContain('2. 7183 *');
  });

  it('--from auto flags a German game with one English move', async () => {
    const [first] = foreign('de-js-two-games.txt').split('\n\n');
    const r = await cli(['translate', '--from', 'auto', '--to', 'iccf', '-q'], first!);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/mixes languages: .* move 19\. Ba3 .*\[ERR_DETECT_MIXED\]/);
  });

  it('--encoding: CP866 and CP1251 files, detected or named; an unknown name is wrong usage', async () => {
    const text = '[White "Ботвинник"]\n[Black "Таль"]\n\n1. е4 е5 2. Кf3 Кc6 *\n';
    for (const args of [[], ['--encoding', 'cp866']]) {
      const r = await cli(['translate', '-f', 'ru', '-t', 'iccf', '-q', ...args], encode(text, 'ibm866'));
      expect(r.stdout).toContain('[White "Ботвинник"]');
      expect(r.stdout).toContain('1. 5254 5755 2. 7163 2836 *');
    }
    expect((await cli(['translate', '-f', 'ru', '-t', 'iccf', '-q'], encode(text, 'windows-1251'))).stdout).toContain('Таль');
    expect((await cli(['translate', '-f', 'ru', '-t', 'iccf', '--encoding', 'ebcdic'], '')).code).toBe(2);
  });

  it('detect is a command', async () => {
    const r = await cli(['detect', '--json'], '1. e4 e5 2. Sf3 Sc6 *\n');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ game: 1, ambiguous: false, candidates: expect.arrayContaining(['de']) });
  });
});

describe.skipIf(!INTEGRATED)('API results carry the warnings', () => {
  it('translateMoves and translatePgn', () => {
    const moves = translateMoves('1. e4 e5 2. sf3', { from: 'de', to: 'iccf' });
    expect(moves.moves).toEqual(['5254', '5755', '7163']);
    expect((moves as unknown as { warnings: Array<{ code: string }> }).warnings.map((w) => w.code)).toEqual(['W_LOWERCASE_PIECE']);
    const pgn = translatePgn(SCORESHEET, { from: 'de', to: 'iccf' }) as unknown as { warnings: Array<{ warnings: unknown[] }> };
    expect(pgn.warnings).toHaveLength(1);
    expect(pgn.warnings[0]!.warnings).toHaveLength(4);
    expect(() => translateMoves('1. e4 e5 2. sf3', { from: 'de', to: 'iccf', strict: true } as never)).toThrow(/W_LOWERCASE_PIECE/);
  });
});
