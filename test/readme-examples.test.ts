// README's console examples run against the built CLI (dist/cli.js), so that README cannot drift
// from what the tool prints (issue 17, point 9). Every ```console block of README.md is either in
// CHECKED (its commands are run and their output, standard error included, compared with the
// text under each `$ ` line) or in NOT_CHECKED with the reason; a new block fails the test until
// it is put in one of them. An example that names a file this checkout lacks is skipped.
// In expected text, `…` stands for any text where the real output varies (timings).
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './helpers/shared.js';

const CLI = join(REPO_ROOT, 'dist', 'cli.js');
const README = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');

/** The console blocks checked, by the command of their first `$ ` line. */
const CHECKED = [
  'npx chess-lingua move Sf3 --from de --to iccf',
  `printf '1. h4 h5 2. Rh3\\n' | npx chess-lingua detect`,
  `printf '1.e4 e5 ; 2.Sf3 Sc6; 3.Lb5 a6\\n' | npx chess-lingua translate --from de --to en 2>&1 | head -3`,
  `printf '1) e4 e5 2) Кf3 Кc6 3) Сb5 a6\\n' | npx chess-lingua translate --from ru --to en 2>/dev/null`,
  `printf '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. d3 5. Nc3 Nf6\\n' | npx chess-lingua translate --from en --to en --quiet 2>&1 >/dev/null`,
  `printf 'Die Partie:\\n\\n1.e4 e5 2.Sf3 Sc6 3.Lb5 a6\\nDanach kam 4.Lxf7+ Kxf7 mit Vorteil.\\n' | npx chess-lingua translate --from de --to en 2>&1 >/dev/null | head -3`,
  `printf 'Die Partie: 1.e2-e4 e7-e5 2.Sg1-f3 Sb8-c6 3.Lf1-c4 und Schwarz antwortete, indem er den Läufer von f8 nach c5 zog. Dann 4.c2-c3 Sg8-f6.\\n' | npx chess-lingua translate --from de --to en 2>/dev/null`,
  'cat examples/spanische-partie.de.md',
  // Italian manual and Indonesian primer styles, a forum's [pgn] wrapper (issue 13)
  `printf '1 e4, e5;      (apre)\\n2 Cf3, Cc6;    (sviluppo)\\n3 Ac4, Cd4?;   (una trappola)\\n4 C:e5, Dg5;\\n' | npx chess-lingua translate --from it --to en 2>&1 | head -3`,
  // Text among the moves, print styles (issue 13)
  `printf 'Beispielpartie 1\\n1. e4 e5 2. Sf3 Sc6 3. Lb5 a6\\nDas ist die Spanische Partie.\\n4. La4 Sf6 5. O-O Le7 1-0\\n' | npx chess-lingua translate --from de --to en`,
  `printf '1. e2—e4 f7—f5 2. d2—d4 f5 X e4\\n' | npx chess-lingua translate --from nl --to en --quiet`,
  `printf '1.e4 c5 2.Cf3 Cc6 3.Ab5 Cf6 4.Cc3 Dc7\\n- ..Cd4 5.e5! Cxb5\\n' | npx chess-lingua prose --from it --to en -q`,
  // A document read as games (issue 13): headings, edit links, cited moves, a variation in words.
  'cat examples/skandinavisch.de.txt',
  'npx chess-lingua translate --from en --to en --quiet test/fixtures/documents/en-wiki-two-knights.txt',
  // Move rows with paragraphs between them (issue 13)
  `printf '1/ e4 - e5 ;\\n2/ Cf3 - ... ;\\n\\nLe cavalier attaque e5.\\n\\n2/ ... - Cc6 ;\\n3/ Fc4 - Fc5 ;\\n' | npx chess-lingua translate --from fr --to en 2>/dev/null`,
  // A move and its comment, a move at a time: a table's cells, side lines numbered with a dash (issue 13)
  `printf 'Blancas | Negras |\\n1.e4: Sin comentario |\\nc5: La siciliana. Pensé en 1-...,e5 2-Cf3, Cc6. |\\n2.Nf3: Sin comentario |\\nd6: Lo normal. |\\n' | npx chess-lingua translate --from es --to en 2>/dev/null`,
  // Text that is not PGN: an excerpt cut inside comments (issue 13)
  `printf 'Die Spanische Partie. } 1. e4 e5 2. Sf3 Sc6 3. Lb5 {[#] Weiß droht noch nicht 4. Lxc6 dxc6\\n' | npx chess-lingua translate --from de --to en 2>/dev/null`,
  // Move tokens as books, magazines and scans print them (issue 13)
  `printf '1. e2-e4 e7-e5 2. Sg1-f3 Sb8-c6 3. Lf1-b5 a7-a6 4. Lb5xSc6 d7xLc6\\n' | npx chess-lingua translate --from de --to en --quiet`,
  // Capture marks, numbers and words between the moves as pages write them (issue 13)
  `printf '1. e4 c5 2. d4 c5Xd4 3. Qd1Xd4 Nc6 4. Qd4 X g7\\n' | npx chess-lingua translate --from en --to en 2>&1 | head -2`,
  // prose --from auto: the language whose reading checks the most moves (issue 13)
  `printf 'Nach 1.e4 e5 2.Sf3 Sc6 3.Lb5 spielt Schwarz 3...a6.\\n' | npx chess-lingua prose --from auto --to en 2>/dev/null`,
  // Brackets that close no variation, a Chinese game told without numbers, in prose and as a document (issue 13)
  `printf '1.e4 e5 2.Sf3 Sc6 3.Lb5 :) a6 4.La4 Sf6\\n' | npx chess-lingua prose --from de --to en 2>/dev/null`,
  `printf '对局：e4 e5 马f3 马c6 象b5 a6 象a4 马f6，然后5.O-O 象e7。\\n' | npx chess-lingua translate --from zh --to en 2>/dev/null`,
  // Greek files, score tables, bullet alternatives and headings (issue 13)
  `printf '1.ε4 ε5 2.Ιζ3 Ιγ6 3.Αβ5 α6\\n' | npx chess-lingua translate --from el --to iccf 2>&1 | head -2`,
  // A ';' between moves and stray braces in a document; two-column descriptive scores and '#' before pairs (issue 13)
  `printf 'La partie : 1. e4 e5 2. Cf3 Cc6 3. Fc4 Fc5 4. b4 et après 4. ... , Fxb4 ; 5. c3! , Fa5 ; 6. d4! les Noirs choisissent entre 6. ... exd4 et 6. ... d6.\\n' | npx chess-lingua translate --from fr --to en 2>/dev/null`,
  `printf "1. P. to K's 4th.  1. P. to K's 4th.\\n2. K. Kt. to K. B's 3d.  2. Q. Kt. to B's 3d.\\n3. K. B. to Q. B's 4th.  3. K. B. to Q. B's 4th.\\n4. Castles on K's side.  4. K. Kt. to B's 3d.\\n" | npx chess-lingua prose --from en --to en 2>/dev/null`,
  // Glued moves, captures inside dashed pairs, words for mate (issue 13)
  `printf '1.е4е5 2.Kf3Kc6 3.Cb5a6 4.Cc6:\\n' | npx chess-lingua translate --from ru --to en 2>&1 | head -2`,
  // Colour words, arrows and Spanish newspaper columns (issue 13)
  `printf '۱- سفید e4 (پیاده شاه)\\n۲- سیاه e5 (پاسخ)\\n۳- سفید Nf3\\n' | npx chess-lingua translate --from fa --to en 2>&1 | head -2`,
  // A score in rows after the words for White and Black, colour words glued in Chinese (issue 13)
  `printf '1.      2.      3.      4.\\nBílý  e2e4  Jg1f3  Sf1b5  Sb5a4  atd.\\nČerný e7e5  Jb8c6  a7a6   Jg8f6\\n' | npx chess-lingua translate --from cs --to en 2>&1 | head -2`,
  `printf '1 e4, c5 / 2 Cf3, d6 / 3 d4, c - d4 / 4 C - d4, Cf6 / 5 Cc3, a6 / 6 Ae3, e6 / 7 f3 (el ataque inglés; muy agudo) 7... b5 / 8 Dd2 (si 8 g4 -no 8 Ad3, b4 y el peón cae- 8... h6) 8... Cbd7 / 9 g4, h6\\n' | npx chess-lingua translate --from es --to en 2>/dev/null`,
  // English descriptive notation (issue 13): a game, a move, an ambiguity, prose.
  `printf '1 P-K4 P-K4 2 N-KB3 N-QB3 3 B-N5 P-QR3 4 BxN QPxB 5 O-O P-B3\\n' | npx chess-lingua translate --from en --to en 2>/dev/null`,
  // Spanish descriptive notation (issue 13)
  `printf '1. P4R P4R 2. C3AR P3D 3. P4D A5C 4. PxP AxC 5. DxA PxP 6. A4AD C3AR 7. D3CD D2R\\n' | npx chess-lingua translate --from es --to en 2>&1 | head -2`,
  // Localization and accessibility (issue 14): moves in words, spoken, a game, reading words, export.
  `for l in en de fr es ru pl it nl ja; do npx chess-lingua move Qxf7# --from en --to words:$l --fen 'r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 0 1'; done`,
  'for l in en de fr es ru; do npx chess-lingua move Nf3 --from en --to spoken:$l; done',
  `echo '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O *' | npx chess-lingua translate --from en --to words:de -q`,
  `npx chess-lingua move 'Springer f3' --from words:de --to fr`,
  'npx chess-lingua export --format android --out /tmp/chess-lingua-res',
  // Valid PGN out of what PGN does not allow (issue 16)
  `printf '[Result "1-0"]\\n[Odd-Name "x"]\\n\\n1. e4 { A { nested } comment } e5 2. Nf3 ( $142 2. c3 ) Nc6 3. -- a6 0-1\\n' | npx chess-lingua translate --from en --to en 2>/dev/null`,
];
/** Console blocks not run, with the reason. */
const NOT_CHECKED: Record<string, string> = {
  [`grep 'name="chess_phrase_capture' /tmp/chess-lingua-res/values-de/strings.xml`]:
    'reads the files the export example before it writes; test/export.test.ts checks the Android files',
};

interface Example {
  readonly command: string;
  readonly expected: string[];
}

/** The fenced blocks of a Markdown text, with their language (`console`, `sh`, '' …) and body lines. */
function fencedBlocks(text: string): { lang: string; lines: string[]; at: number }[] {
  const blocks: { lang: string; lines: string[]; at: number }[] = [];
  let open: { lang: string; lines: string[]; at: number } | undefined;
  text.split('\n').forEach((line, k) => {
    if (open === undefined) {
      if (line.startsWith('```')) open = { lang: line.slice(3).trim(), lines: [], at: k };
    } else if (line === '```') {
      blocks.push(open);
      open = undefined;
    } else open.lines.push(line);
  });
  return blocks;
}

function consoleBlocks(text: string): Example[][] {
  return fencedBlocks(text)
    .filter((b) => b.lang === 'console')
    .map((b) => {
      const examples: Example[] = [];
      for (const line of b.lines) {
        if (line.startsWith('$ ')) examples.push({ command: line.slice(2), expected: [] });
        else examples[examples.length - 1]?.expected.push(line);
      }
      return examples;
    });
}

/** Runs an example's command in a shell at the repository root, standard error into standard output. */
function runExample(command: string): string[] {
  const shell = command.replaceAll('npx chess-lingua', `node ${JSON.stringify(CLI)}`);
  let out: string;
  try {
    out = execFileSync('sh', ['-c', `{ ${shell} ; } 2>&1`], { cwd: REPO_ROOT, encoding: 'utf8' });
  } catch (e) {
    out = (e as { stdout: string }).stdout; // a non-zero exit (an example of an error) is fine
  }
  return out.replace(/\n$/, '').split('\n');
}

/** An expected line matches when equal, or with each `…` standing for any text. */
function matches(actual: string, expected: string): boolean {
  if (actual === expected) return true;
  if (!expected.includes('…')) return false;
  const pattern = expected
    .split('…')
    .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${pattern}$`).test(actual);
}

/** Files an example names (`examples/x.pgn`) that this checkout lacks. */
function missingFiles(command: string): string[] {
  return [...command.matchAll(/(?:^|\s)([\w./-]+\.(?:pgn|json|txt))(?=\s|$)/g)]
    .map((m) => m[1]!)
    .filter((f) => !existsSync(join(REPO_ROOT, f)));
}

const blocks = consoleBlocks(README);

describe('README', () => {
  it('every console block is either checked or listed as not checked', () => {
    const firsts = blocks.map((b) => b[0]?.command ?? '');
    for (const first of firsts) expect([first, CHECKED.includes(first) || first in NOT_CHECKED]).toEqual([first, true]);
    for (const c of CHECKED) expect(firsts).toContain(c);
  });
});

describe.skipIf(!existsSync(CLI))('README console examples, run', () => {
  for (const block of blocks.filter((b) => CHECKED.includes(b[0]?.command ?? ''))) {
    for (const example of block) {
      const missing = missingFiles(example.command);
      it.skipIf(missing.length > 0)(`$ ${example.command}`, () => {
        const actual = runExample(example.command);
        const same = actual.length === example.expected.length && actual.every((line, k) => matches(line, example.expected[k]!));
        if (!same) expect(actual.join('\n')).toBe(example.expected.join('\n'));
      });
    }
  }
});

describe.skipIf(!existsSync(CLI) || !existsSync(join(REPO_ROOT, 'examples', 'immortal-game.de.pgn')))('README quick start', () => {
  it('prints the first game and the reports README shows', () => {
    // The two plain blocks after the quick start's commands: standard output, then standard error.
    const startLine = README.slice(0, README.indexOf('## Quick start')).split('\n').length;
    const [stdoutBlock, stderrBlock] = fencedBlocks(README)
      .filter((b) => b.at > startLine && b.lang === '')
      .map((b) => b.lines.join('\n') + '\n');
    const out = execFileSync('node', [CLI, 'translate', '--from', 'de', '--to', 'iccf', 'examples/immortal-game.de.pgn'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    expect(out.startsWith(stdoutBlock!)).toBe(true);
    const err = execFileSync(
      'sh',
      ['-c', `node ${JSON.stringify(CLI)} translate --from de --to iccf examples/immortal-game.de.pgn 2>&1 >/dev/null`],
      {
        cwd: REPO_ROOT,
        encoding: 'utf8',
      },
    );
    const lines = err.replace(/\n$/, '').split('\n');
    const expected = stderrBlock!.replace(/\n$/, '').split('\n');
    expect(lines.length).toBe(expected.length);
    lines.forEach((line, k) => expect([line, matches(line, expected[k]!)]).toEqual([line, true]));
  });
});
