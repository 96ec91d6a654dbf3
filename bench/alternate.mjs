#!/usr/bin/env node
/**
 * Times whole commands, run alternately, and prints medians: wall time, CPU time (user + system,
 * all threads) and peak RSS, with each command's speed relative to the first.
 *
 *   node bench/alternate.mjs RUNS NAME=COMMAND [NAME=COMMAND …]
 *
 * Each COMMAND runs through `sh -c` with its output to /dev/null, under /usr/bin/time. On a shared
 * machine single runs say little: runs alternate, so that each command meets the same load.
 */
import { spawnSync } from 'node:child_process';

const [runsText, ...specs] = process.argv.slice(2);
const runs = Number(runsText);
if (!Number.isInteger(runs) || runs < 1 || specs.length === 0) {
  console.error('usage: node bench/alternate.mjs RUNS NAME=COMMAND [NAME=COMMAND …]');
  process.exit(2);
}
const commands = specs.map((spec) => {
  const at = spec.indexOf('=');
  return { name: spec.slice(0, at), command: spec.slice(at + 1), runs: [] };
});

for (let r = 0; r < runs; r++) {
  for (const c of commands) {
    const p = spawnSync('/usr/bin/time', ['-f', '%e %U %S %M', 'sh', '-c', `${c.command} >/dev/null`], { encoding: 'utf8' });
    const [wall, user, system, rssKb] = p.stderr.trim().split('\n').pop().split(' ').map(Number);
    c.runs.push({ wall, cpu: user + system, rssKb });
  }
}

const median = (values) => {
  const v = [...values].sort((a, b) => a - b);
  return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
};
const first = median(commands[0].runs.map((r) => r.wall));
for (const c of commands) {
  const wall = median(c.runs.map((r) => r.wall));
  const cpu = median(c.runs.map((r) => r.cpu));
  const rss = Math.max(...c.runs.map((r) => r.rssKb)) / 1024;
  const each = c.runs.map((r) => r.wall.toFixed(2)).join(' ');
  console.log(
    `${c.name.padEnd(12)} wall ${wall.toFixed(2)} s (${each})  cpu ${cpu.toFixed(2)} s  rss ${rss.toFixed(0)} MB  ×${(first / wall).toFixed(2)} of ${commands[0].name}`,
  );
}
