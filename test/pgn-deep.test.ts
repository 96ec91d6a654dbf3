// Variations nested 10,000 deep, end to end: grammar, tree, translation, both writers, tree
// walking and copying, the CLI. Nothing on that path may recurse per level.
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/cli.js';
import { readGamesFromText } from '../src/pgn/read-games.js';
import { cloneNodes, variationDepth, walkNodes } from '../src/pgn/tree.js';
import { writeGame, writeGameKeepingLayout } from '../src/pgn/write-game.js';
import { translateGame } from '../src/translate/translate-game.js';
import { context, gameFacts, translateAll } from './pgn-helpers.js';

const DEPTH = 10_000;

/** `1. e4 (1. d4 (1. e4 (1. d4 … {deepest} $1) ) ) 1... e5 *` nested DEPTH deep. */
function deepGame(depth: number): string {
  const parts = ['[Event "Deep"]\n[Result "*"]\n\n1. e4 '];
  for (let k = 1; k <= depth; k++) parts.push(k % 2 ? '(1. d4 ' : '(1. e4 ');
  parts.push('{deepest} $1 ');
  parts.push(')'.repeat(depth));
  parts.push(' 1... e5 *\n');
  return parts.join('');
}

async function cli(argv: string[], stdin: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
  stderr.on('data', (c: Buffer) => (err += c.toString('utf8')));
  const code = await runCli(argv, { stdin: Readable.from([Buffer.from(stdin)]), stdout, stderr });
  return { code, stdout: out, stderr: err };
}

describe(`variations nested ${DEPTH.toLocaleString('en')} deep`, () => {
  const text = deepGame(DEPTH);

  it('are read into a tree of that depth, walked and copied without recursion', () => {
    const [game] = readGamesFromText(text, context('en', 'en').input);
    expect(game!.problems).toEqual([]);
    expect(variationDepth(game!.nodes)).toBe(DEPTH);
    let count = 0;
    for (const step of walkNodes(game!.nodes)) if (step.node.type === 'move') count++;
    expect(count).toBe(DEPTH + 2);
    const copy = cloneNodes(game!.nodes);
    expect(copy === game!.nodes).toBe(false); // (toBe on this tree would make vitest recurse)
    expect(variationDepth(copy)).toBe(DEPTH);
    expect(gameFacts({ ...game!, nodes: copy })).toEqual(gameFacts(game!));
  });

  it('are translated (each from its own position) and written in both layouts', () => {
    const [game] = readGamesFromText(text, context('en', 'iccf').input);
    const r = translateGame(game!, context('en', 'iccf'));
    if (!r.ok) throw new Error(JSON.stringify(r.failure));
    expect(r.moves).toBe(DEPTH + 2);
    const pgn = writeGame(r.game);
    expect(pgn.startsWith('[Event "Deep"]\n[Result "*"]\n\n1. 5254 (1. 4244 (1. 5254 (1. 4244')).toBe(true);
    expect(pgn).toMatch(/\{deepest\}\s\$1\)+\n/);
    expect(pgn.trimEnd().endsWith(') 1... 5755 *')).toBe(true);
    expect(Math.max(...pgn.split('\n').map((l) => l.length))).toBeLessThanOrEqual(80);
    const kept = writeGameKeepingLayout(game!, r.game);
    expect(kept).toBe(text.replace(/e4/g, '5254').replace(/d4/g, '4244').replace('e5', '5755'));
  });

  it('round-trip en → iccf → en through the stream API', async () => {
    const ref = await translateAll(text, 'en', 'en');
    const iccf = await translateAll(text, 'en', 'iccf');
    const back = await translateAll(iccf.pgn, 'iccf', 'en');
    expect([ref.failed, iccf.failed, back.failed]).toEqual([0, 0, 0]);
    expect(back.pgn).toBe(ref.pgn);
  });

  it('go through the CLI', async () => {
    const r = await cli(['translate', '--from', 'en', '--to', 'de', '-q'], text);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout.split('(').length - 1).toBe(DEPTH);
  });

  it('left open are reported, not a crash', () => {
    const open = deepGame(DEPTH).replace(/\)+ 1\.\.\. e5/, ' 1... e5');
    const [game] = readGamesFromText(open, context('en', 'en').input);
    expect(game!.problems[0]).toMatchObject({
      code: 'ERR_PGN_VARIATION',
      message: `variation "(" is never closed with ")" (${DEPTH} open)`,
      line: 4,
      column: 7,
    });
  });

  it('as nested comment braces are read too', () => {
    const comment = '{' + 'a {'.repeat(DEPTH) + 'x' + '}'.repeat(DEPTH) + '}';
    const [game] = readGamesFromText(`1. e4 ${comment} e5 *`, context('en', 'en').input);
    expect(game!.problems).toEqual([]);
    expect(gameFacts(game!).comments).toEqual([comment]);
  });
});
