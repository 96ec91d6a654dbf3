// Property test over real games (chess.js's benchmark games), in several locales and in ICCF
// numeric: one to five scoresheet errors of the repair classes are put into a game (a look-alike
// digit, a neighbour square, another language's piece letter, a dropped capture mark, a piece
// capture written BxN, a box written twice), then the game is read with `repair: true`.
// The original game must come back in at least 90 % of the cases, and wherever it does not, a
// warning must mark the move where the reading parts from it or an earlier one (a repair, a tie,
// or a lenient reading: `Lxh3` for `Lxh5` reads legally as Lh3 with W_CAPTURE_WRONG, and repair
// runs only where the plain reading fails).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { translateMoves, type Locale } from '../src/index.js';
import { fastEngine, formatNumeric, formatSan, type Board } from '../src/board/index.js';
import { defaultRegistry } from '../src/locale/default-registry.js';
import { seededRandom } from './helpers/common.js';
import { FIXTURES } from './helpers/shared.js';

/** Hand-picked confusions of handwriting, for the test's own errors (not the library's table). */
const DIGIT_SWAP: Readonly<Record<string, string>> = { '3': '5', '5': '3', '1': '7', '7': '1', '6': '8', '8': '6' };
const ENGLISH: Readonly<Record<string, string>> = { knight: 'N', bishop: 'B', rook: 'R', queen: 'Q', king: 'K' };

interface Box {
  text: string;
  role: string;
  captured: string | undefined;
}

/** The first games of the benchmark file, as moves replayed on a board. */
function games(count: number): { san: (locale: Locale) => Box[]; iccf: string[] }[] {
  const text = readFileSync(join(FIXTURES, 'chessjs', 'benchmark.pgn'), 'utf8');
  return text
    .split(/\n(?=\[Event )/)
    .slice(0, count)
    .map((g) => {
      const r = translateMoves(g.split('\n').filter((l) => !l.startsWith('[')).join('\n'), { from: 'en', to: 'iccf' });
      const iccf = r.moves.slice(0, 60);
      return {
        iccf,
        san: (locale: Locale) => {
          const start = fastEngine.fromFen();
          if (!start.ok) throw new Error(start.error.reason);
          const board: Board = start.value;
          return iccf.map((n) => {
            const move = board.legalMoves().find((m) => formatNumeric(m) === n)!;
            const text = formatSan(move, board.describe(move), locale);
            board.play(move);
            return { text, role: move.role, captured: move.captured };
          });
        },
      };
    });
}

/** One error put into box i; undefined when this kind of error does not apply to the box. */
function inject(boxes: Box[], i: number, kind: number, locale: Locale | undefined): Box[] | undefined {
  const b = boxes[i]!;
  const out = [...boxes];
  const replace = (text: string): Box[] => {
    out[i] = { ...b, text };
    return out;
  };
  switch (kind) {
    case 0: {
      // A look-alike digit in the target square.
      const m = /[1-8](?=[^1-8]*$)/.exec(b.text.replace(/[+#]$/, ''));
      if (!m || !DIGIT_SWAP[m[0]]) return undefined;
      return replace(b.text.slice(0, m.index) + DIGIT_SWAP[m[0]] + b.text.slice(m.index + 1));
    }
    case 1: {
      // The capture mark left out.
      if (!b.text.includes('x')) return undefined;
      return replace(b.text.replace('x', ''));
    }
    case 2: {
      // The English piece letter in another language (or S for the English knight).
      if (!locale || b.role === 'pawn' || !b.text.startsWith(locale.letters[b.role as 'knight'])) return undefined;
      const letter = locale.code === 'en' ? (b.role === 'knight' ? 'S' : undefined) : ENGLISH[b.role];
      if (!letter || letter === locale.letters[b.role as 'knight']) return undefined;
      return replace(letter + b.text.slice(locale.letters[b.role as 'knight'].length));
    }
    case 3: {
      // A piece capture written by the pieces (BxN).
      if (!locale || b.role === 'pawn' || !b.captured || b.captured === 'pawn' || !b.text.includes('x')) return undefined;
      return replace(b.text.slice(0, b.text.indexOf('x') + 1) + locale.letters[b.captured as 'knight']);
    }
    case 4:
      // The box written twice.
      out.splice(i, 0, b);
      return out;
    default:
      return undefined;
  }
}

function movetext(boxes: readonly { text: string }[]): string {
  return boxes.map((b) => b.text).join(' ');
}

describe('repair property: real games with one to five errors come back', () => {
  const all = games(12);
  const registry = defaultRegistry();
  const notations = ['en', 'de', 'fr', 'ru', 'es', 'iccf'];

  it('in every locale: one game each with one to three errors, 90 % back, the rest marked', () => {
    const random = seededRandom(34);
    let cases = 0;
    let back = 0;
    const unmarked: string[] = [];
    const locales = registry.list();
    locales.forEach((locale, k) => {
      const game = all[k % all.length]!;
      let boxes = game.san(locale);
      const errors = 1 + Math.floor(random() * 3);
      for (let e = 0, tries = 0; e < errors && tries < 200; tries++) {
        const next = inject(boxes, 2 + Math.floor(random() * (boxes.length - 3)), Math.floor(random() * 5), locale);
        if (next) {
          boxes = next;
          e++;
        }
      }
      cases++;
      try {
        const r = translateMoves(movetext(boxes), { from: locale.code, to: 'iccf', repair: true });
        if (r.moves.join(' ') === game.iccf.join(' ')) back++;
        else {
          let parts = 0;
          while (parts < r.moves.length && r.moves[parts] === game.iccf[parts]) parts++;
          if (!r.warnings.some((w) => w.position.ply <= parts + 1)) unmarked.push(`${locale.code}: ${movetext(boxes)}`);
        }
      } catch (e) {
        unmarked.push(`${locale.code}: ${(e as Error).message}`);
      }
    });
    if (process.env.REPAIR_STATS) console.log(`repair property, every locale: ${back}/${cases} games back, ${unmarked.length} unmarked`);
    expect(cases).toBe(locales.length);
    expect(back / cases).toBeGreaterThanOrEqual(0.9);
    expect(unmarked).toEqual([]);
  }, 120_000);

  it('in at least 90 % of cases; otherwise a warning marks the move', () => {
    const random = seededRandom(12);
    let cases = 0;
    let back = 0;
    const unmarked: string[] = [];
    for (const from of notations) {
      const locale = from === 'iccf' ? undefined : registry.get(from);
      for (const game of all.slice(0, 6)) {
        const clean: Box[] = locale ? game.san(locale) : game.iccf.map((t) => ({ text: t, role: '', captured: undefined }));
        let boxes = clean;
        const errors = 1 + Math.floor(random() * 5);
        for (let e = 0, tries = 0; e < errors && tries < 200; tries++) {
          const i = 2 + Math.floor(random() * (boxes.length - 3));
          const kind = locale ? Math.floor(random() * 5) : random() < 0.8 ? 0 : 4;
          const next = inject(boxes, i, kind, locale);
          if (next) {
            boxes = next;
            e++;
          }
        }
        cases++;
        let got: string[];
        let warned: number[] = [];
        try {
          const r = translateMoves(movetext(boxes), { from, to: 'iccf', repair: true });
          got = r.moves;
          warned = r.warnings.map((w) => w.position.ply);
        } catch {
          got = [];
        }
        if (got.join(' ') === game.iccf.join(' ')) {
          back++;
          continue;
        }
        let parts = 0;
        while (parts < got.length && got[parts] === game.iccf[parts]) parts++;
        // Ply numbers count from 1; the parting move is ply parts + 1.
        if (!warned.some((p) => p <= parts + 1)) unmarked.push(`${from}: ${movetext(boxes)}`);
      }
    }
    if (process.env.REPAIR_STATS) console.log(`repair property: ${back}/${cases} games back, ${unmarked.length} unmarked`);
    expect(cases).toBe(36);
    expect(back / cases).toBeGreaterThanOrEqual(0.9);
    expect(unmarked).toEqual([]);
  }, 120_000);
});
