#!/usr/bin/env node
/**
 * Start-up of one CLI command (issue 16), part of `npm run bench`; alone:
 *
 *   node bench/startup.mjs [--runs N] [--against OTHER/dist/cli.js]
 *
 * Times `chess-lingua move Sf3 --from de --to iccf` as a whole process against a bare `node -e 0`,
 * run alternately (N of each, 40 by default), and reports medians: wall time, and CPU time (user +
 * system of the child, read with the shell's `times`), which a busy shared machine disturbs less.
 * The figure that counts is the difference to `node -e 0`. `--against` adds a third command, the
 * same move with another build of the CLI (say, a checkout of main), in the same alternation.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const MOVE = ['move', 'Sf3', '--from', 'de', '--to', 'iccf'];
const BASH = ['/bin/bash', '/usr/bin/bash'].find((p) => existsSync(p));

/** Seconds as `times` prints them (`0m0.061s`). */
const seconds = (t) => {
  const m = /^(\d+)m([\d.]+)s$/.exec(t);
  return m ? Number(m[1]) * 60 + Number(m[2]) : NaN;
};

/** One run of `argv` (node and its arguments): wall and CPU milliseconds. */
function run(argv) {
  if (BASH) {
    // `times` prints the shell's own times, then its children's: the second line is the child's.
    const quoted = argv.map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
    const t0 = performance.now();
    const r = spawnSync(BASH, ['-c', `${quoted} >/dev/null; times`], { encoding: 'utf8' });
    const wall = performance.now() - t0;
    const child = r.stdout.trim().split('\n').at(-1)?.split(/\s+/) ?? [];
    return { wall, cpu: (seconds(child[0]) + seconds(child[1])) * 1000 };
  }
  const t0 = performance.now();
  spawnSync(argv[0], argv.slice(1), { stdio: 'ignore' });
  return { wall: performance.now() - t0, cpu: NaN };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export async function startupBench(log = console.log, { runs = 40, against } = {}) {
  const cli = join(root, 'dist', 'cli.js');
  const commands = [
    ['node -e 0', [process.execPath, '-e', '0']],
    ['move (this build)', [process.execPath, cli, ...MOVE]],
    ...(against ? [[`move (${against})`, [process.execPath, against, ...MOVE]]] : []),
  ];
  const times = commands.map(() => ({ wall: [], cpu: [] }));
  for (let i = 0; i < runs; i++) {
    commands.forEach(([, argv], k) => {
      const t = run(argv);
      times[k].wall.push(t.wall);
      times[k].cpu.push(t.cpu);
    });
  }
  const base = { wall: median(times[0].wall), cpu: median(times[0].cpu) };
  log('');
  log(`start-up: \`chess-lingua ${MOVE.join(' ')}\` against \`node -e 0\`, ${runs} alternating runs each, medians`);
  commands.forEach(([name], k) => {
    const wall = median(times[k].wall);
    const cpu = median(times[k].cpu);
    const over = (a, b) => (k === 0 ? '' : ` (+${(a - b).toFixed(0)})`);
    log(
      `  ${name.padEnd(20)} wall ${wall.toFixed(0).padStart(4)} ms${over(wall, base.wall)}   CPU ${Number.isNaN(cpu) ? '-' : `${cpu.toFixed(0)} ms${over(cpu, base.cpu)}`}`,
    );
  });
  return { base, move: { wall: median(times[1].wall), cpu: median(times[1].cpu) } };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const opt = (name) => {
    const i = args.indexOf(name);
    return i < 0 ? undefined : args[i + 1];
  };
  await startupBench(console.log, { runs: Number(opt('--runs') ?? 40), against: opt('--against') });
}
