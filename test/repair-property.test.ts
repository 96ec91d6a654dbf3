// Property test over real games (chess.js's benchmark games), in every locale and in ICCF
// numeric: one to five scoresheet errors of the repair classes are put into a game (a look-alike
// digit or file letter, a neighbour square, another language's piece letter, a dropped capture
// mark, a piece capture written BxN, a pawn capture cut short, the origin left out, a box written
// twice; in a third test a move left out or two moves swapped; in a fourth, on numbered sheets, a
// move in the wrong column), then the game is read with
// `repair: true`. Only errors the board can see are put in (the boxes up to two after one no
// longer read as written; a slip that gives another legal game is invisible to any reader), at
// least four boxes apart. The original game must come back in at least 90 % of the cases (for
// moves left out, whose move put in is often one of several that fit, 90 % of the cases where the
// text allows one reading only, see readingsOf, and 65 % of all), and
// wherever it does not, a warning must mark the move where the reading parts from it or an
// earlier one (a repair, a tie, or a lenient reading); for moves left out or swapped, a tie
// (W_READING_AMBIGUOUS) must be reported there.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { translateMoves, type Locale } from '../src/index.js';
import { fastEngine, formatNumeric, formatSan, type Board } from '../src/board/index.js';
import { defaultRegistry } from '../src/locale/default-registry.js';
import { seededRandom, yieldToEventLoop } from './helpers/common.js';
import { FIXTURES } from './helpers/shared.js';

/** Hand-picked confusions of handwriting, for the test's own errors (not the library's table). */
const DIGIT_SWAP: Readonly<Record<string, string>> = { '3': '5', '5': '3', '1': '7', '7': '1', '6': '8', '8': '6' };
const FILE_SWAP: Readonly<Record<string, string>> = { c: 'e', e: 'c', b: 'h', h: 'b', a: 'd', d: 'a' };
const ENGLISH: Readonly<Record<string, string>> = { knight: 'N', bishop: 'B', rook: 'R', queen: 'Q', king: 'K' };

interface Box {
  text: string;
  role: string;
  captured: string | undefined;
  /** The ply its written move number and column give, on a numbered sheet (see `numbered`). */
  ply?: number | undefined;
}

/** The first games of the benchmark file, as moves replayed on a board. */
function games(count: number): { san: (locale: Locale) => Box[]; iccf: string[] }[] {
  const text = readFileSync(join(FIXTURES, 'chessjs', 'benchmark.pgn'), 'utf8');
  return text
    .split(/\n(?=\[Event )/)
    .slice(0, count)
    .map((g) => {
      const r = translateMoves(
        g
          .split('\n')
          .filter((l) => !l.startsWith('['))
          .join('\n'),
        { from: 'en', to: 'iccf' },
      );
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
    case 5:
      // The move left out (the other side's move follows).
      out.splice(i, 1);
      return out;
    case 6: {
      // Two moves of one player written in each other's box.
      if (i + 2 >= boxes.length || boxes[i + 2]!.text === b.text) return undefined;
      out[i] = boxes[i + 2]!;
      out[i + 2] = b;
      return out;
    }
    case 7: {
      // The origin left out (`Rd1` for `Rad1`, `Nd2` for `Nbd2`).
      if (!locale || b.role === 'pawn') return undefined;
      const letter = locale.letters[b.role as 'knight'];
      const m = /^([a-h]|[1-8])(x?[a-h][1-8].*)$/.exec(b.text.slice(letter.length));
      if (!b.text.startsWith(letter) || !m) return undefined;
      return replace(letter + m[2]!);
    }
    case 8: {
      // A pawn capture cut short (`exd` for `exd5`).
      const m = /^([a-h])x([a-h])[1-8][+#]?$/.exec(b.text);
      if (!locale || b.role !== 'pawn' || !m) return undefined;
      return replace(`${m[1]!}x${m[2]!}`);
    }
    case 9: {
      // A look-alike letter in the target square's file (`Be4` for `Bc4`).
      const m = /([a-h])(?=[1-8][^a-h]*$)/.exec(b.text);
      if (!locale || !m || !FILE_SWAP[m[1]!]) return undefined;
      return replace(b.text.slice(0, m.index) + FILE_SWAP[m[1]!]! + b.text.slice(m.index + 1));
    }
    case 10: {
      // A neighbour square: the target's rank one off (`Bd4` for `Bd3`).
      const m = /[1-8](?=[^1-8]*$)/.exec(b.text);
      if (!locale || !m) return undefined;
      const rank = Number(m[0]) + (Number(m[0]) === 8 ? -1 : 1);
      return replace(b.text.slice(0, m.index) + String(rank) + b.text.slice(m.index + 1));
    }
    case 11: {
      // The two moves of box i's row in each other's column (`4. Bc5 Nc3` for `4. Nc3 Bc5`); the rows after it as they should be.
      const w = i - (i % 2);
      const white = boxes[w]!;
      const black = boxes[w + 1];
      if (black === undefined || black.text === white.text) return undefined;
      out[w] = { ...black, ply: white.ply };
      out[w + 1] = { ...white, ply: black.ply };
      return out;
    }
    case 12:
      // The move written in the next column (White's in Black's column of its row, or Black's in
      // White's column of the next row), and every box after it one column over.
      if (b.ply === undefined) return undefined;
      for (let j = i; j < out.length; j++) out[j] = { ...out[j]!, ply: out[j]!.ply! + 1 };
      return out;
    default:
      return undefined;
  }
}

/** Error kinds of `inject` (0–10); ICCF numeric has no letters, so only digits and boxes. */
/** The kinds where the box written still names the move (all but a move left out, 5, and two swapped, 6). */
const TEXT_KINDS = [0, 1, 2, 3, 4, 7, 8, 9, 10];
const ICCF_TEXT_KINDS = [0, 0, 0, 4];
/** A move left out, two moves swapped. */
const BOX_KINDS = [5, 6];
/** A move in the wrong column: a row's two moves in each other's column, or the rows from a box on one column over. */
const COLUMN_KINDS = [11, 12];

/** The boxes as movetext: with their move numbers (`4.`, `4...` where a Black box starts), where they have them. */
function movetext(boxes: readonly { text: string; ply?: number | undefined }[]): string {
  return boxes
    .map((b, j) => {
      if (b.ply === undefined) return b.text;
      const n = Math.ceil(b.ply / 2);
      if (b.ply % 2 === 1) return `${n}. ${b.text}`;
      return boxes[j - 1]?.ply === b.ply - 1 ? b.text : `${n}... ${b.text}`;
    })
    .join(' ');
}

/** A sheet with every box numbered as the game's ply (a scoresheet's rows and columns). */
function numbered(boxes: readonly Box[]): Box[] {
  return boxes.map((b, j) => ({ ...b, ply: j + 1 }));
}

/**
 * Whether the board sees an error put in at box i: the boxes up to two after it no longer read
 * as a legal game as written. A slip that gives another legal game for the next boxes
 * (`Bc4 Nc6 Nf3` swapped to `Nf3 Nc6 Bc4`) cannot be told from what was played, by any reader.
 */
function visible(boxes: readonly Box[], i: number, from: string): boolean {
  try {
    return translateMoves(movetext(boxes.slice(0, i + 3)), { from, to: 'iccf' }).moves.length < Math.min(boxes.length, i + 3);
  } catch {
    return true;
  }
}

/** `inject`, kept only where the board sees the error (see `visible`). */
function injectVisible(boxes: Box[], i: number, kind: number, locale: Locale | undefined): Box[] | undefined {
  const next = inject(boxes, i, kind, locale);
  // Rows shifted one column over (12) read as a legal game in order: their move numbers show the slip, not the board.
  return next !== undefined && (kind === 12 || visible(next, i, locale?.code ?? 'iccf')) ? next : undefined;
}

/**
 * Up to `count` errors of `kinds` at boxes at least four apart, put in from the last to the first,
 * so that the boxes before each one are as played when its visibility is judged.
 */
function withErrors(
  clean: Box[],
  count: number,
  kinds: readonly number[],
  locale: Locale | undefined,
  random: () => number,
): { boxes: Box[]; errors: number; log: { at: number; kind: number }[] } {
  const positions: number[] = [];
  for (let tries = 0; positions.length < count && tries < 200; tries++) {
    const i = 2 + Math.floor(random() * (clean.length - 4));
    if (positions.every((p) => Math.abs(p - i) >= 4)) positions.push(i);
  }
  positions.sort((a, b) => b - a);
  let boxes = clean;
  let errors = 0;
  const log: { at: number; kind: number }[] = [];
  for (const i of positions) {
    for (let tries = 0; tries < 20; tries++) {
      const kind = kinds[Math.floor(random() * kinds.length)]!;
      const next = injectVisible(boxes, i, kind, locale);
      if (next) {
        boxes = next;
        errors++;
        log.push({ at: i, kind });
        break;
      }
    }
  }
  return { boxes, errors, log };
}

interface Tally {
  cases: number;
  back: number;
  unmarked: string[];
  /** Sheets not back without a tie (W_READING_AMBIGUOUS) at or before the ply where the reading parts. */
  untied: string[];
}

/**
 * Reads a sheet with `repair: true` and counts it: the game back, or a warning at or before the
 * ply where it parts (`slack` plies later for slips that leave a legal move in the box where the
 * game parts: the box after it is the first the board can fault).
 */
function check(tally: Tally, boxes: readonly Box[], from: string, want: readonly string[], slack = 0): boolean {
  tally.cases++;
  let got: string[];
  let warned: number[] = [];
  let tied: number[] = [];
  let ties: string[] = [];
  try {
    const r = translateMoves(movetext(boxes), { from, to: 'iccf', repair: true });
    got = r.moves;
    warned = r.warnings.map((w) => w.position.ply);
    const ambiguous = r.warnings.filter((w) => w.code === 'W_READING_AMBIGUOUS');
    tied = ambiguous.map((w) => w.position.ply);
    ties = ambiguous.map((w) => `${w.position.ply}: ${w.message}`);
  } catch {
    got = [];
  }
  if (got.join(' ') === want.join(' ')) {
    tally.back++;
    return true;
  }
  let parts = 0;
  while (parts < got.length && got[parts] === want[parts]) parts++;
  if (process.env.REPAIR_DEBUG)
    console.log(`not back ${from} at ply ${parts + 1}: ${movetext(boxes)}\n   warned at ${warned.join(',')}\n   ties: ${ties.join(' | ')}`);
  // Ply numbers count from 1; the parting move is ply parts + 1.
  if (!warned.some((p) => p <= parts + 1 + slack)) tally.unmarked.push(`${from}: ${movetext(boxes)}`);
  if (!tied.some((p) => p <= parts + 1 + slack)) tally.untied.push(`${from}: ${movetext(boxes)}`);
  return false;
}

/**
 * How many games the text allows for one error put in on the clean sheet (the rest as played),
 * each read with every box as written: for a move left out at box `at`, the games with one move
 * put in at `at` or up to four boxes either side of it (the boxes between then read for the other
 * side: `Qe3 fxe3` for `Qe3 Qxe3+ fxe3` reads as well as `Qe2 Qe3 fxe3`, Black's queen going
 * to e3); for two boxes swapped at `at` and `at + 2`, the swaps of two boxes near it that, undone,
 * let the whole sheet read. One: the text determines the game; more: no reader can tell.
 */
function readingsOf(clean: readonly Box[], iccf: readonly string[], at: number, kind: number, from: string): number {
  const read = (text: string, fen?: string): string[] | undefined => {
    if (text === '') return [];
    try {
      return translateMoves(text, fen === undefined ? { from, to: 'iccf' } : { from, to: 'iccf', fen }).moves;
    } catch {
      return undefined;
    }
  };
  const reads = (text: string, fen?: string): number => read(text, fen)?.length ?? -1;
  if (kind === 5) {
    const sheet = [...clean.slice(0, at), ...clean.slice(at + 1)];
    const games = new Set<string>();
    for (let j = Math.max(0, at - 4); j <= Math.min(sheet.length, at + 4); j++) {
      const head = read(movetext(sheet.slice(0, j)));
      if (head === undefined || head.length !== j) continue;
      const start = fastEngine.fromFen();
      if (!start.ok) throw new Error(start.error.reason);
      const board = start.value;
      for (const n of head) board.play(board.legalMoves().find((m) => formatNumeric(m) === n)!);
      const rest = movetext(sheet.slice(j));
      for (const m of board.legalMoves()) {
        const after = board.clone();
        after.play(m);
        const tail = read(rest, after.fen());
        if (tail !== undefined && tail.length === sheet.length - j) games.add([...head, formatNumeric(m), ...tail].join(' '));
      }
    }
    // The game played is always one of them.
    expect(games.has(iccf.join(' '))).toBe(true);
    return games.size;
  }
  const sheet = [...clean];
  [sheet[at], sheet[at + 2]] = [clean[at + 2]!, clean[at]!];
  let n = 0;
  for (let j = Math.max(0, at - 4); j <= at + 4 && j + 2 < sheet.length; j++) {
    const undone = [...sheet];
    [undone[j], undone[j + 2]] = [sheet[j + 2]!, sheet[j]!];
    if (reads(movetext(undone)) === undone.length) n++;
  }
  return n;
}

describe('repair property: real games with one to five errors come back', () => {
  const all = games(12);
  const registry = defaultRegistry();
  const notations = ['en', 'de', 'fr', 'ru', 'es', 'iccf'];
  const sheet = (game: (typeof all)[number], locale: Locale | undefined): Box[] =>
    locale ? game.san(locale) : game.iccf.map((t) => ({ text: t, role: '', captured: undefined }));

  it('in every locale: two games each with one to five errors, 90 % back, the rest marked', async () => {
    const tally: Tally = { cases: 0, back: 0, unmarked: [], untied: [] };
    const locales = registry.list();
    for (const locale of locales) {
      // Each locale's games and errors come from its code, so that adding a locale changes no other locale's cases.
      const k = [...locale.code].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);
      const random = seededRandom(34 + k);
      for (const game of [all[k % all.length]!, all[(k + 5) % all.length]!]) {
        const { boxes, errors } = withErrors(game.san(locale), 1 + Math.floor(random() * 5), TEXT_KINDS, locale, random);
        if (errors > 0) check(tally, boxes, locale.code, game.iccf);
      }
      await yieldToEventLoop();
    }
    if (process.env.REPAIR_STATS)
      console.log(`repair property, every locale: ${tally.back}/${tally.cases} games back, ${tally.unmarked.length} unmarked`);
    expect(tally.cases).toBeGreaterThanOrEqual(2 * locales.length - 4);
    expect(tally.back / tally.cases).toBeGreaterThanOrEqual(0.9);
    expect(tally.unmarked).toEqual([]);
    // (about 30 s alone; four times that when the machine's two cores are shared: the limit only catches a hang)
  }, 300_000);

  it('in en, de, fr, ru, es and ICCF: six games each with one to five errors, 90 % back, the rest marked', async () => {
    const random = seededRandom(12);
    const tally: Tally = { cases: 0, back: 0, unmarked: [], untied: [] };
    for (const from of notations) {
      const locale = from === 'iccf' ? undefined : registry.get(from);
      for (const game of all.slice(0, 6)) {
        const { boxes, errors } = withErrors(
          sheet(game, locale),
          1 + Math.floor(random() * 5),
          locale ? TEXT_KINDS : ICCF_TEXT_KINDS,
          locale,
          random,
        );
        if (errors > 0) check(tally, boxes, from, game.iccf);
      }
      await yieldToEventLoop();
    }
    if (process.env.REPAIR_STATS)
      console.log(`repair property: ${tally.back}/${tally.cases} games back, ${tally.unmarked.length} unmarked`);
    expect(tally.cases).toBeGreaterThanOrEqual(34);
    expect(tally.back / tally.cases).toBeGreaterThanOrEqual(0.9);
    expect(tally.unmarked).toEqual([]);
  }, 120_000);

  it('a move left out or two moves swapped: marked wherever the game does not come back', async () => {
    // The move put in for one left out is the board's best guess, often one of several that fit
    // the next boxes as well (reported as a tie): the game comes back less often, never unmarked.
    // REPAIR_SEED: another sample, to look with (the test's own is 56).
    const random = seededRandom(Number(process.env.REPAIR_SEED ?? 56));
    const tally: Tally = { cases: 0, back: 0, unmarked: [], untied: [] };
    // Cases not back, by whether the text determines the game (every error put in has one reading, see readingsOf).
    let determinedMissed = 0;
    let undetermined = 0;
    for (const from of notations) {
      const locale = from === 'iccf' ? undefined : registry.get(from);
      for (const game of all.slice(0, 6)) {
        const clean = sheet(game, locale);
        const { boxes, errors, log } = withErrors(clean, 1 + Math.floor(random() * 2), BOX_KINDS, locale, random);
        if (errors === 0 || check(tally, boxes, from, game.iccf, 1)) continue;
        const readings = log.map((e) => readingsOf(clean, game.iccf, e.at, e.kind, from));
        if (process.env.REPAIR_DEBUG)
          console.log(`   errors (kind@box: readings): ${log.map((e, j) => `${e.kind}@${e.at}: ${readings[j]!}`).join(', ')}`);
        if (readings.every((n) => n === 1)) determinedMissed++;
        else undetermined++;
      }
      await yieldToEventLoop();
    }
    const determined = tally.cases - undetermined;
    if (process.env.REPAIR_STATS)
      console.log(
        `repair property, moves left out or swapped: ${tally.back}/${tally.cases} games back; ` +
          `${tally.back}/${determined} of those the text determines, ${determinedMissed} of them missed; ` +
          `${undetermined} the text does not determine (several fills or swaps read to the end); ${tally.unmarked.length} unmarked`,
      );
    expect(tally.cases).toBeGreaterThanOrEqual(30);
    // Of the cases whose text determines the game, 25 of 25 come back on this sample, 25 of 36 in all.
    // How many cases a sample leaves undetermined varies: on seeds 57–60 (REPAIR_SEED) 110 of the 113
    // determined cases came back, but only 47–69 % of all cases; the floor for all is set below that range.
    expect(tally.back / determined).toBeGreaterThanOrEqual(0.9);
    expect(tally.back / tally.cases).toBeGreaterThanOrEqual(0.45);
    expect(tally.unmarked).toEqual([]);
    // Never a silent choice: every game not back is one of several readings, and the tie is reported where they part.
    expect(tally.untied).toEqual([]);
  }, 120_000);

  it("a move in the wrong column, on numbered sheets: a row's two moves in each other's column, or the rows from a box on one column over", async () => {
    // Kind 11: White's move in Black's column of its row and Black's in White's (the rows after it
    // in their own columns); kind 12: a move written in the next column and every box after it
    // one column over (the numbers show it; the board reads the moves in order).
    const random = seededRandom(78);
    const tallies = new Map(COLUMN_KINDS.map((kind): [number, Tally] => [kind, { cases: 0, back: 0, unmarked: [], untied: [] }]));
    for (const kind of COLUMN_KINDS) {
      const tally = tallies.get(kind)!;
      for (const from of notations) {
        const locale = from === 'iccf' ? undefined : registry.get(from);
        for (const game of all.slice(0, 6)) {
          const { boxes, errors } = withErrors(numbered(sheet(game, locale)), 1 + Math.floor(random() * 2), [kind], locale, random);
          if (errors > 0) check(tally, boxes, from, game.iccf);
        }
        await yieldToEventLoop();
      }
    }
    const [swapped, shifted] = COLUMN_KINDS.map((kind) => tallies.get(kind)!);
    if (process.env.REPAIR_STATS)
      console.log(
        `repair property, a move in the wrong column: a row's two moves swapped ${swapped!.back}/${swapped!.cases} games back, ` +
          `rows shifted ${shifted!.back}/${shifted!.cases}; ${swapped!.unmarked.length + shifted!.unmarked.length} unmarked`,
      );
    for (const tally of [swapped!, shifted!]) {
      expect(tally.cases).toBeGreaterThanOrEqual(30);
      expect(tally.back / tally.cases).toBeGreaterThanOrEqual(0.9);
      expect(tally.unmarked).toEqual([]);
    }
    // (it took 156 s with the machine's two cores shared by other work: the limit only catches a hang)
  }, 300_000);
});
