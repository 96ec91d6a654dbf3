#!/usr/bin/env node
// Fuzzes the PGN reader and translation in-process, in batches (issue 16: "the new reader fuzzed:
// random bytes, mutated real PGN and every real-text form you know, one million cases once").
//
//   node scripts/fuzz.mjs [--cases N] [--seed S] [--batch B] [--timeout MS] [--out DIR] [--no-extract]
//   node scripts/fuzz.mjs --case K [--seed S] [--dump FILE]   (one case again: prints its input and what
//                                  came out; --dump writes the input's bytes to FILE, for the CLI)
//
// Runs on the build (dist/): `npm run build` first. Each case is an input made from its own seeded
// random numbers (seed and case number), so any case reproduces with --case. Three kinds, in turn:
//   - random bytes: any byte, or characters PGN is made of (brackets, braces, digits, move letters);
//   - mutated real PGN: a slice of a fixture or corpus file (test/fixtures, ../shared/corpus when
//     present) with bytes flipped, inserted or deleted, cut short, or spliced with another file;
//   - real-text forms: a random legal game written in one of the bundled languages (figurines
//     included) in a numbering style (`1.e4 e5`, `1) e4`, `1 e4`, `1... e5`, one move a line,
//     columns), with tags or without, comments, NAGs, variations, prose lines, the moves again in
//     words (as `--to words:xx` writes them), CR LF or a BOM, and sometimes a mutation on top.
// Each is translated (`translatePgnStream`, to English SAN, as PGN export format), and checked:
//   - no exception escapes (ERR_NOT_TEXT for input that is not text is an answer, not a crash);
//   - no hang: a watchdog on the main thread ends a case that runs longer than --timeout (default
//     20 s), counts it as a hang and goes on with the next case in a new worker;
//   - no game lost: the games translated plus the games failed are the games `readGames` reads, and
//     every failed game comes with a report line that carries an ERR_ code;
//   - every translated game is valid PGN (on by default; --no-extract skips it): the translated games
//     of a batch are written to one file that `pgn-extract --allownullmoves -r` reads
//     (/usr/games/pgn-extract, or the one PGN_EXTRACT names). A null move in the main line, which
//     PGN has none of, is written `--` with a W_NULL_MOVE warning; hence --allownullmoves. Each
//     case whose games it complains about (found by the line numbers it names) is run through it
//     again alone: each such case is a finding, counted by the kind of its first complaint, and
//     the batch file is kept in --out for a look.
// Counts the warnings about what the PGN writer wrote otherwise than read (W_RESULT, W_TAG_NAME, W_FEN,
// W_COMMENT_BRACES, W_NAG_AS_COMMENT, W_EMPTY_VARIATION) and W_NULL_MOVE.
// Prints one JSON line per batch and the totals at the end; exits 1 when anything was found.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clearInterval, setInterval } from 'node:timers';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { languageOf, seededRandom } from './lib/corpus-helpers.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

function args(argv) {
  const o = { cases: 10_000, seed: 1, batch: 2_000, timeout: 20_000, out: '/tmp/chess-lingua-fuzz', extract: true, case: undefined };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--no-extract') o.extract = false;
    else if (a === '--cases' || a === '--seed' || a === '--batch' || a === '--timeout' || a === '--case') o[a.slice(2)] = Number(argv[++i]);
    else if (a === '--out') o.out = argv[++i];
    else if (a === '--dump') o.dump = argv[++i];
    else throw new Error(`unknown argument ${a}`);
  }
  return o;
}

// ---------------------------------------------------------------- inputs

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...filesUnder(p));
    else if (/\.(pgn|txt)$/.test(name)) out.push(p);
  }
  return out;
}

function corpusFiles() {
  const shared = process.env.CHESS_LINGUA_SHARED ?? join(ROOT, '..', 'shared');
  return [...filesUnder(join(ROOT, 'test', 'fixtures')), ...filesUnder(join(shared, 'corpus'))]
    .map((path) => ({ path, from: languageOf(path), bytes: readFileSync(path) }))
    .filter((f) => f.bytes.length > 0);
}

const pick = (rnd, list) => list[Math.floor(rnd() * list.length)];
const int = (rnd, n) => Math.floor(rnd() * n);

const PGN_CHARS = '[]{}();$%"\\.-+#=!?*/ \n\n\r\t0123456789abcdefghKQRBNOxo½…–Ж';
function randomBytes(rnd) {
  const n = int(rnd, 1500);
  if (rnd() < 0.4) {
    const b = new Uint8Array(n);
    for (let i = 0; i < n; i++) b[i] = int(rnd, 256);
    return { input: b, from: 'en' };
  }
  let s = '';
  for (let i = 0; i < n; i++) s += PGN_CHARS[int(rnd, PGN_CHARS.length)];
  return { input: rnd() < 0.5 ? s : new TextEncoder().encode(s), from: pick(rnd, ['en', 'de', 'iccf']) };
}

function mutate(rnd, bytes, corpus) {
  let b = Array.from(bytes);
  const edits = 1 + int(rnd, 4);
  for (let e = 0; e < edits && b.length > 0; e++) {
    const at = int(rnd, b.length);
    const kind = rnd();
    if (kind < 0.35)
      b[at] = int(rnd, 256) || 32; // a byte flipped (no NUL: that makes any file ERR_NOT_TEXT)
    else if (kind < 0.5) b.splice(at, 0, pick(rnd, [10, 13, 32, 91, 93, 123, 125, 40, 41, 59, 36, 37, 42, 46, 48, 49, 0xc3]));
    else if (kind < 0.65) b.splice(at, 1 + int(rnd, 20));
    else if (kind < 0.75)
      b = b.slice(0, at); // cut short
    else if (kind < 0.9) {
      const other = pick(rnd, corpus).bytes; // spliced with another file
      const from = int(rnd, other.length);
      b.splice(at, int(rnd, 200), ...other.subarray(from, from + int(rnd, 2000)));
    } else b.splice(at, 0, ...b.slice(at, at + int(rnd, 300))); // a stretch twice
  }
  return Uint8Array.from(b);
}

function mutatedPgn(rnd, corpus) {
  const file = pick(rnd, corpus);
  const from = rnd() < 0.3 ? 0 : int(rnd, file.bytes.length);
  const slice = file.bytes.subarray(from, from + 500 + int(rnd, 6000));
  return { input: mutate(rnd, slice, corpus), from: file.from };
}

const PROSE = [
  'White has a small advantage after the opening.',
  'Here Black should have played differently, e.g. 12...Nf6 was better.',
  'Die Partie wurde im dritten Durchgang gespielt.',
  'Les Blancs ont un avantage décisif.',
  'Белые стоят лучше.',
  '(see the next diagram)',
  'Diagram',
  '1-0 was the result in the end.',
];
const NAGS = ['!', '?', '!!', '?!', '$1', '$14', '+-', '=', '±'];

/** A random legal game in `lang`, written in one of the real-text forms. */
function realText(rnd, lib, board, corpus) {
  const { listLocales, translatePgn } = lib;
  const locales = realText.locales ?? (realText.locales = listLocales());
  const locale = pick(rnd, locales);
  const b = board.fastEngine.fromFen().value;
  const plies = int(rnd, 90);
  const moves = [];
  for (let p = 0; p < plies; p++) {
    const legal = b.legalMoves();
    if (legal.length === 0) break;
    const m = pick(rnd, legal);
    moves.push(board.formatSan(m, b.describe(m), locale));
    b.play(m);
  }
  const style = int(rnd, 7);
  const lines = [];
  let line = '';
  const put = (s) => {
    line += line === '' ? s : ` ${s}`;
    if (line.length > 60 + int(rnd, 40)) {
      lines.push(line);
      line = '';
    }
  };
  for (let k = 0; k < moves.length; k++) {
    const n = (k >> 1) + 1;
    const white = k % 2 === 0;
    if (style === 0) put(white ? `${n}. ${moves[k]}` : moves[k]);
    else if (style === 1) put(white ? `${n}.${moves[k]}` : moves[k]);
    else if (style === 2) put(white ? `${n}) ${moves[k]}` : moves[k]);
    else if (style === 3) put(white ? `${n} ${moves[k]}` : moves[k]);
    else if (style === 4) put(white ? `${n}. ${moves[k]}` : `${n}... ${moves[k]}`);
    else if (style === 5) {
      lines.push(white ? `${n}. ${moves[k]}` : `${n}… ${moves[k]}`); // one move a line
    } else if (white) lines.push(`${String(n).padStart(3)}. ${moves[k].padEnd(10)}${moves[k + 1] ?? ''}`); // columns
    if (rnd() < 0.05) put(pick(rnd, NAGS));
    if (rnd() < 0.04) put(`{${pick(rnd, PROSE)}}`);
    if (rnd() < 0.03 && k > 0) put(`(${moves[k - 1]})`); // not legal as a rule: a variation to read
    if (rnd() < 0.03) {
      if (line) lines.push(line);
      line = '';
      lines.push(pick(rnd, PROSE)); // a prose line between moves
    }
  }
  if (line) lines.push(line);
  const result = pick(rnd, ['1-0', '0-1', '1/2-1/2', '*', '½-½', '']);
  if (result) lines.push(result);
  let text = lines.join('\n');
  if (rnd() < 0.7) {
    const tags = [`[Event "Fuzz ${int(rnd, 1000)}"]`, `[White "Игрок, А."]`, `[Black "Müller"]`, `[Result "${result || '*'}"]`];
    text = `${tags.slice(0, 1 + int(rnd, 4)).join('\n')}\n\n${text}`;
  }
  if (rnd() < 0.3) text = `${pick(rnd, PROSE)}\n\n${text}`;
  if (rnd() < 0.1 && locale.code !== 'figurine') {
    // the moves again in words, as `--to words:xx` writes them (in comments)
    try {
      const w = translatePgn(text, { from: locale.code, to: `words:${locale.code}` });
      if (w.failures.length === 0) text = w.pgn;
    } catch {
      // a language without words: the text as it is
    }
  }
  const games = 1 + (rnd() < 0.2 ? int(rnd, 3) : 0);
  text = Array.from({ length: games }, () => text).join('\n\n');
  if (rnd() < 0.2) text = text.replace(/\n/g, '\r\n');
  if (rnd() < 0.05) text = `\uFEFF${text}`;
  let input = new TextEncoder().encode(text);
  if (rnd() < 0.2) input = mutate(rnd, input, corpus);
  return { input: rnd() < 0.5 ? new TextDecoder().decode(input) : input, from: locale.code };
}

function caseInput(seed, k, lib, board, corpus) {
  const rnd = seededRandom((Math.imul(seed, 0x9e3779b1) ^ Math.imul(k + 1, 0x85ebca6b)) >>> 0);
  const kind = k % 3;
  const made = kind === 0 ? randomBytes(rnd) : kind === 1 ? mutatedPgn(rnd, corpus) : realText(rnd, lib, board, corpus);
  return { kind: ['random', 'mutated', 'real-text'][kind], ...made };
}

// ---------------------------------------------------------------- one case

/** Translates one input and checks it; returns what it found and the translated games' text. */
const EXPORT_CODES = ['W_RESULT', 'W_TAG_NAME', 'W_FEN', 'W_COMMENT_BRACES', 'W_NAG_AS_COMMENT', 'W_EMPTY_VARIATION', 'W_NULL_MOVE'];

async function runCase(input, from, lib) {
  const found = [];
  let translated = '';
  const counts = { games: 0, translated: 0, failed: 0, notText: 0 };
  for (const code of EXPORT_CODES) counts[code] = 0;
  try {
    const options = { from, to: 'en', file: 'fuzz' };
    let out = 0;
    for await (const g of lib.translatePgnStream(input, options)) {
      if (g.index <= out) continue; // the rest of a game too large (ERR_GAME_TOO_LARGE), under its number
      out = g.index;
      if (g.status === 'translated') {
        counts.translated++;
        translated += g.text;
        for (const w of g.warnings) if (counts[w.code] !== undefined) counts[w.code]++;
      } else {
        counts.failed++;
        if (!/\[ERR_[A-Z_]+\]/.test(g.message ?? '')) found.push(`failed game ${g.index} without a report line: ${g.message}`);
      }
    }
    for await (const _ of lib.readGames(input, { from, file: 'fuzz' })) counts.games++;
    if (counts.games !== counts.translated + counts.failed) {
      found.push(`games lost: ${counts.games} read, ${counts.translated} translated + ${counts.failed} failed`);
    }
  } catch (e) {
    if (e?.code === 'ERR_NOT_TEXT') counts.notText++;
    else found.push(`exception: ${e?.stack ?? e}`);
  }
  return { found, translated, counts };
}

// ---------------------------------------------------------------- worker

async function worker() {
  const { seed, from, to, batch, progress, skip } = workerData;
  const lib = await import(join(ROOT, 'dist', 'index.js'));
  const board = await import(join(ROOT, 'dist', 'board.js'));
  const corpus = corpusFiles();
  const shared = new Int32Array(progress);
  for (let start = from; start < to; start += batch) {
    const end = Math.min(to, start + batch);
    const totals = { cases: 0, games: 0, translated: 0, failed: 0, notText: 0, slowestMs: 0 };
    for (const code of EXPORT_CODES) totals[code] = 0;
    const findings = [];
    const pgn = [];
    /** Each case's translated text in `pgn`: its case number, kind, language and line count. */
    const pieces = [];
    for (let k = start; k < end; k++) {
      if (skip.includes(k)) continue; // a case that hung (or killed its worker): counted once, not run again
      Atomics.store(shared, 0, k);
      const { kind, input, from: lang } = caseInput(seed, k, lib, board, corpus);
      const t0 = performance.now();
      const r = await runCase(input, lang, lib);
      totals.slowestMs = Math.max(totals.slowestMs, performance.now() - t0);
      totals.cases++;
      for (const key of ['games', 'translated', 'failed', 'notText', ...EXPORT_CODES]) totals[key] += r.counts[key];
      for (const f of r.found) findings.push({ case: k, kind, from: lang, finding: f });
      if (r.translated) {
        pgn.push(r.translated);
        pieces.push({ case: k, kind, from: lang, lines: r.translated.split('\n').length - 1 });
      }
    }
    parentPort.postMessage({ type: 'batch', start, end, totals, findings, pgn: pgn.join(''), pieces });
  }
  parentPort.postMessage({ type: 'done' });
}

// ---------------------------------------------------------------- main thread

const PGN_EXTRACT = process.env.PGN_EXTRACT ?? '/usr/games/pgn-extract';

/** What pgn-extract (`-r`: report errors only) writes to its error stream about a file, or undefined when it is not installed. */
function pgnExtract(file) {
  return new Promise((resolve) => {
    if (!existsSync(PGN_EXTRACT)) return resolve(undefined);
    const child = spawn(PGN_EXTRACT, ['--allownullmoves', '-r', '-s', file], { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    // (its running count of games, `Games: N` and a CR, is no complaint)
    child.on('close', () => resolve(err.replace(/Games: \d+\r?/g, '')));
  });
}

/** The line numbers pgn-extract names (`File x: Line number: N`). */
const namedLines = (err) => [...err.matchAll(/Line number: (\d+)/g)].map((m) => Number(m[1]));

/**
 * The kind of pgn-extract's first complaint: its first line that is not a position, a count or
 * a game's label (which it ends with a space), numbers as N.
 */
function complaintKind(err) {
  const first =
    err.split('\n').find((l) => l.trim() !== '' && !l.endsWith(' ') && !/^File .*: Line number/.test(l) && !/Games: \d+/.test(l)) ??
    err.trim();
  return first
    .trim()
    .replace(/\d+/g, 'N')
    .replace(/strings .* vs .* in/, 'strings … vs … in');
}

/**
 * The cases of a batch that pgn-extract complains about: the batch file read at once, then each case
 * its complaints name (by line) alone, for its own words. Undefined when pgn-extract is not installed.
 */
async function batchComplaints(file, pgn, pieces, out) {
  const err = await pgnExtract(file);
  if (err === undefined) return undefined;
  if (err.trim() === '') return [];
  const starts = [];
  let line = 1;
  for (const p of pieces) {
    starts.push(line);
    line += p.lines;
  }
  const named = new Set();
  for (const n of namedLines(err)) {
    let lo = 0;
    while (lo + 1 < starts.length && starts[lo + 1] <= n) lo++;
    named.add(lo);
  }
  if (named.size === 0) named.add(-1); // a complaint without a line: reported for the batch
  const found = [];
  const texts = splitPieces(pgn, pieces);
  for (const k of named) {
    if (k < 0) {
      found.push({ case: undefined, kind: complaintKind(err), err });
      continue;
    }
    const one = join(out, `case-${pieces[k].case}.pgn`);
    writeFileSync(one, texts[k]);
    const alone = (await pgnExtract(one)) ?? '';
    rmSync(one);
    // A complaint that needs the games before it (none alone) is still the case's.
    const words = alone.trim() === '' ? err : alone;
    found.push({ case: pieces[k].case, kind: complaintKind(words), from: pieces[k].from, err: words.slice(0, 2000) });
  }
  return found;
}

/** The batch's text cut back into its cases' texts, by their line counts. */
function splitPieces(pgn, pieces) {
  const texts = [];
  let i = 0;
  for (const p of pieces) {
    let j = i;
    for (let n = 0; n < p.lines; n++) j = pgn.indexOf('\n', j) + 1;
    texts.push(pgn.slice(i, j));
    i = j;
  }
  return texts;
}

async function main() {
  const o = args(process.argv.slice(2));
  if (o.case !== undefined) {
    const lib = await import(join(ROOT, 'dist', 'index.js'));
    const board = await import(join(ROOT, 'dist', 'board.js'));
    const c = caseInput(o.seed, o.case, lib, board, corpusFiles());
    const text = typeof c.input === 'string' ? c.input : Buffer.from(c.input).toString('latin1');
    if (o.dump) {
      writeFileSync(o.dump, c.input);
      console.log(`written to ${o.dump}: translate it with --from ${c.from} --to en`);
      return;
    }
    console.log(
      `case ${o.case} (${c.kind}, --from ${c.from}, ${typeof c.input === 'string' ? 'text' : 'bytes shown as latin1'}):\n${text}\n----`,
    );
    const r = await runCase(c.input, c.from, lib);
    console.log(JSON.stringify(r.counts), r.found.join('\n'));
    console.log(r.translated);
    return;
  }
  mkdirSync(o.out, { recursive: true });
  const t0 = Date.now();
  const all = {
    cases: 0,
    games: 0,
    translated: 0,
    failed: 0,
    notText: 0,
    slowestMs: 0,
    crashes: 0,
    hangs: 0,
    lost: 0,
    unreported: 0,
    pgnExtractComplaints: 0,
    translatedGamesChecked: 0,
  };
  for (const code of EXPORT_CODES) all[code] = 0;
  const complaintKinds = {};
  let kept = 0;
  const findings = [];
  const extracts = [];
  let next = 0;
  const skip = [];
  while (next < o.cases) {
    const progress = new SharedArrayBuffer(4);
    const shared = new Int32Array(progress);
    Atomics.store(shared, 0, next);
    const w = new Worker(fileURLToPath(import.meta.url), {
      workerData: { seed: o.seed, from: next, to: o.cases, batch: o.batch, progress, skip },
    });
    next = await new Promise((resolve, reject) => {
      let seen = -1;
      let since = Date.now();
      let batchStart = next;
      const watch = setInterval(() => {
        const now = Atomics.load(shared, 0);
        if (now !== seen) {
          seen = now;
          since = Date.now();
        } else if (Date.now() - since > o.timeout) {
          clearInterval(watch);
          all.hangs++;
          findings.push({ case: now, finding: `hang: no answer within ${o.timeout} ms` });
          console.log(JSON.stringify({ hang: now }));
          skip.push(now); // the batch is run again from its start, without this case
          void w.terminate().then(() => resolve(batchStart));
        }
      }, 250);
      w.on('message', (m) => {
        if (m.type === 'done') {
          clearInterval(watch);
          void w.terminate().then(() => resolve(o.cases));
          return;
        }
        batchStart = m.end;
        for (const key of ['cases', 'games', 'translated', 'failed', 'notText', ...EXPORT_CODES]) all[key] += m.totals[key];
        all.slowestMs = Math.max(all.slowestMs, m.totals.slowestMs);
        for (const f of m.findings) {
          findings.push(f);
          if (f.finding.startsWith('exception')) all.crashes++;
          else if (f.finding.startsWith('games lost')) all.lost++;
          else all.unreported++;
        }
        const line = {
          batch: `${m.start}-${m.end - 1}`,
          ...m.totals,
          slowestMs: Math.round(m.totals.slowestMs),
          findings: m.findings.length,
          seconds: Math.round((Date.now() - t0) / 1000),
        };
        if (o.extract && m.pgn) {
          const file = join(o.out, `translated-${o.seed}-${m.start}.pgn`);
          writeFileSync(file, m.pgn);
          extracts.push(
            batchComplaints(file, m.pgn, m.pieces, o.out).then((complaints) => {
              if (complaints === undefined) return;
              all.translatedGamesChecked += m.totals.translated;
              all.pgnExtractComplaints += complaints.length;
              for (const c of complaints) {
                complaintKinds[c.kind] = (complaintKinds[c.kind] ?? 0) + 1;
                findings.push({ case: c.case, from: c.from, finding: `pgn-extract: ${c.kind}`, pgnExtract: c.err });
              }
              // Files with complaints are kept for a look (the first 20; the rest only counted).
              if (complaints.length === 0 || kept >= 20) rmSync(file);
              else kept++;
              if (complaints.length > 0)
                console.log(
                  JSON.stringify({
                    batch: line.batch,
                    pgnExtract: complaints.slice(0, 5).map((c) => `case ${c.case}: ${c.kind}`),
                    kept: existsSync(file) ? file : undefined,
                  }),
                );
            }),
          );
        }
        console.log(JSON.stringify(line));
      });
      w.on('error', (e) => {
        clearInterval(watch);
        all.crashes++;
        const at = Atomics.load(shared, 0);
        findings.push({ case: at, finding: `worker died: ${e?.stack ?? e}` });
        skip.push(at);
        resolve(batchStart);
      });
      w.on('exit', () => {});
      void reject;
    });
  }
  await Promise.all(extracts);
  all.seconds = Math.round((Date.now() - t0) / 1000);
  all.slowestMs = Math.round(all.slowestMs);
  writeFileSync(join(o.out, `findings-${o.seed}.json`), JSON.stringify(findings, null, 1));
  console.log(JSON.stringify({ totals: all, complaintKinds, findingsFile: join(o.out, `findings-${o.seed}.json`) }));
  for (const f of findings.slice(0, 20)) console.log(JSON.stringify(f).slice(0, 600));
  const bad = all.crashes + all.hangs + all.lost + all.unreported + all.pgnExtractComplaints;
  process.exitCode = bad > 0 ? 1 : 0;
}

if (isMainThread) await main();
else await worker();
