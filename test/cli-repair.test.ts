// `translate --repair`, `--annotate`, `--report-json` and `reconcile` (issue 12), run in memory.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/cli.js';
import { runInMemory } from './helpers/common.js';

const dir = mkdtempSync(join(tmpdir(), 'chess-lingua-repair-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (argv: string[], stdin = '') => runInMemory((io) => runCli(argv, io), stdin);

// German, with "Ld7" where no bishop can go (the bishop f1 reaches d3: 7 for 3).
const SHEET = '[Event "x"]\n[White "W"]\n[Black "B"]\n[Result "*"]\n\n1. e4 e5 2. Sf3 Sc6 3. Ld7 a6 *\n';

describe('translate --repair', () => {
  it('without the flag the game fails as before, and the error names the best repairs', async () => {
    const r = await run(['translate', '--from', 'de', '--to', 'iccf'], SHEET);
    expect(r.code).toBe(1);
    expect(r.err).toContain('move 3. Ld7: no bishop (L) can move to d7; did you mean Ld3 (Lf1-d3)');
  });

  it('reads the game to its end; the repair is a W_REPAIR warning with the text, both notations and the next best', async () => {
    const r = await run(['translate', '--from', 'de', '--to', 'iccf', '--repair'], SHEET);
    expect(r.code).toBe(0);
    expect(r.out).toContain('1. 5254 5755 2. 7163 2836 3. 6143 1716 *');
    const warning = r.err.split('\n').find((l) => l.includes('[W_REPAIR]'))!;
    expect(warning).toContain(
      '<stdin>:6:24: game 1 (W - B): warning: move 3. Ld7: written "Ld7", read as Ld3 = 6143 (look-alike 7/3; cost 1.0); next best:',
    );
  });

  it('--from auto: a sheet no language reads as written is repaired under the language that read furthest, which a warning names', async () => {
    const plain = await run(['translate', '--from', 'auto', '--to', 'iccf'], SHEET);
    expect(plain.code).toBe(1);
    expect(plain.err).toContain('[ERR_DETECT_NONE]');
    const r = await run(['translate', '--from', 'auto', '--to', 'iccf', '--repair'], SHEET);
    expect(r.code).toBe(0);
    expect(r.out).toContain('1. 5254 5755 2. 7163 2836 3. 6143 1716 *');
    expect(r.err).toContain('warning: move 1. e4: no language reads every move as written; read as German (de) with repairs');
    expect(r.err).toContain('move 3. Ld7: written "Ld7", read as Ld3 = 6143');
  });

  it('--annotate writes each repair as a comment after the move', async () => {
    const r = await run(['translate', '--from', 'de', '--to', 'de', '--repair', '--annotate', '-q'], SHEET);
    expect(r.out).toContain('3. Ld3 {written "Ld7", read as Ld3} 3... a6 *');
  });

  it('--report-json writes one JSON object per game (JSON Lines)', async () => {
    const file = join(dir, 'report.jsonl');
    const r = await run(
      ['translate', '--from', 'de', '--to', 'iccf', '--repair', '-q', '--report-json', file],
      SHEET + '\n' + SHEET.replace('Ld7', 'Lc4'),
    );
    expect(r.code).toBe(0);
    const lines = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ index: 1, file: '<stdin>', label: 'W - B', status: 'repaired', plies: 6 });
    expect(lines[0].problems[0]).toMatchObject({
      severity: 'warning',
      code: 'W_REPAIR',
      ply: 5,
      moveNumber: 3,
      color: 'white',
      line: 6,
      column: 24,
      written: 'Ld7',
      reading: 'Ld3',
    });
    expect(lines[0].problems[0].candidates[0]).toHaveProperty('iccf');
    expect(lines[1]).toEqual({ index: 2, file: '<stdin>', label: 'W - B', status: 'translated', plies: 6, problems: [] });
  });

  it('a game that cannot be repaired fails as today and is written through', async () => {
    // (words are text kept as a comment since issue 13's text-among-moves: garbage with the shape of moves here)
    const bad = '[Event "y"]\n\n1. e4 Zz9 Yy8 Xx7 Ww6 Vv5 Uu4 Tt3 Ss2 *\n';
    const r = await run(['translate', '--from', 'en', '--to', 'iccf', '--repair'], bad);
    expect(r.code).toBe(1);
    expect(r.out).toContain('Zz9 Yy8');
  });
});

describe('reconcile', () => {
  // White's sheet in French, Black's in German; each has one slip the other corrects.
  const A = '[Event "g"]\n\n1. e4 e5 2. Cf3 Cc6 3. Fb5 a6 4. Fa4 Cf6 5. O-O Fe7 *\n';
  const B = '[Event "g"]\n\n1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. La4 Sf6 5. O-O Le7 *\n';

  it('two sheets that agree give the one game, exit 0', async () => {
    writeFileSync(join(dir, 'a.pgn'), A);
    writeFileSync(join(dir, 'b.pgn'), B);
    const r = await run(['reconcile', join(dir, 'a.pgn'), join(dir, 'b.pgn'), '--from', 'fr', '--from-b', 'de', '--to', 'iccf']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('1. 5254 5755 2. 7163 2836 3. 6125 1716 4. 2514 7866 5. 5171 6857 *');
    expect(r.err).not.toContain('W_SHEETS_DISAGREE');
  });

  it('where the sheets disagree, a W_SHEETS_DISAGREE warning gives both texts and the choice', async () => {
    writeFileSync(join(dir, 'a2.pgn'), A.replace('Fa4', 'Fa5'));
    writeFileSync(join(dir, 'b2.pgn'), B);
    const r = await run(['reconcile', join(dir, 'a2.pgn'), join(dir, 'b2.pgn'), '--from', 'fr', '--from-b', 'de', '--to', 'iccf']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('4. 2514');
    expect(r.err).toContain('move 4. Fa5: A "Fa5", B "La4": read as Fa4 = 2514');
    expect(r.err).toContain('[W_SHEETS_DISAGREE]');
  });

  it('usage errors exit 2', async () => {
    expect((await run(['reconcile', 'only-one.pgn', '--from', 'en', '--to', 'iccf'])).code).toBe(2);
    expect((await run(['reconcile', join(dir, 'nope1'), join(dir, 'nope2'), '--from', 'en', '--to', 'iccf'])).code).toBe(2);
  });
});
