// Property tests over real games (chess.js's benchmark games), in every locale and in ICCF
// numeric: the games are written in standard notation, then perturbed move by move with the
// lenient forms a scoresheet has (capture marks, castling with zeros, dashes, promotion forms,
// check marks missing or wrong, e.p., piece letters in lower case, look-alike letters, letters
// without their diacritic, figurines, pawn letters, punctuation, long algebraic, four-digit ICCF
// promotion …).
//
// 1. Lossless perturbations read back to the exact numeric game, with a warning on exactly the
//    perturbed moves.
// 2. No perturbation, lossy ones included (disambiguation left out, captures by files only,
//    lower-case letters that are also files, wrong check marks), yields a different legal game
//    silently: where the reading first differs from the game, that move has a warning.
//    A perturbation that writes another move in standard notation (English `Bxc3` → `bxc3`,
//    the pawn capture) is another move, not a perturbation, and is not made.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { seededRandom } from './helpers/common.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listLocales, type Locale, type Move, type MoveFacts } from '../src/index.js';
import { fastEngine } from '../src/board/index.js';
import { squareName } from '../src/core/square.js';
import { FILE_NAMES, RANK_NAMES } from '../src/core/types.js';
import { formatNumeric } from '../src/emit/iccf.js';
import { inputNotation, outputNotation, type InputNotation } from '../src/notation/notation.js';
import { MoveTranslator } from '../src/translate/translator.js';
import { readScore, registry } from './permissive-helpers.js';
import { FIXTURES } from './helpers/shared.js';

interface Ply {
  readonly move: Move;
  readonly facts: MoveFacts;
  readonly fenBefore: string;
}

/** The games as moves with the board's facts, read from chess.js's benchmark games (English SAN). */
function loadGames(count: number): Ply[][] {
  const text = readFileSync(join(FIXTURES, 'chessjs', 'benchmark.pgn'), 'utf8');
  const games = text.split(/\n(?=\[Event )/).slice(0, count);
  return games.map((g) => {
    const tokens = g
      .split('\n')
      .filter((l) => !l.startsWith('['))
      .join(' ')
      .split(/\s+/)
      .filter((t) => t && !/^\d+\.+$/.test(t) && !/^(1-0|0-1|1\/2-1\/2|\*)$/.test(t));
    const start = fastEngine.fromFen();
    if (!start.ok) throw new Error(start.error.reason);
    const t = new MoveTranslator(start.value, inputNotation('en', registry), outputNotation('iccf', registry));
    const plies: Ply[] = [];
    for (const token of tokens) {
      const fenBefore = t.board.fen();
      const parsed = t.translate(token);
      if (!parsed.ok) throw parsed.error;
      const move = parsed.value.move!;
      const board = fastEngine.fromFen(fenBefore);
      if (!board.ok) throw new Error(board.error.reason);
      plies.push({ move, facts: board.value.describe(move), fenBefore });
    }
    return plies;
  });
}

const GAMES = loadGames(24);

/** A seeded generator, so that a fast-check seed reproduces a whole perturbed game. */
const random = seededRandom;

/** The parts a SAN move is written from, in a locale's letters. */
interface Parts {
  castle: string;
  letter: string;
  origin: string;
  capture: string;
  target: string;
  promotion: string;
  mark: string;
  after: string;
}

function partsOf(p: Ply, locale: Locale): Parts {
  const { move, facts } = p;
  const mark = facts.check === 'mate' ? '#' : facts.check === 'check' ? '+' : '';
  if (move.castle)
    return {
      castle: move.castle === 'king' ? 'O-O' : 'O-O-O',
      letter: '',
      origin: '',
      capture: '',
      target: '',
      promotion: '',
      mark,
      after: '',
    };
  const pawn = move.role === 'pawn';
  const origin = pawn
    ? move.captured
      ? FILE_NAMES[move.from & 7]!
      : ''
    : (facts.disambiguateFile ? FILE_NAMES[move.from & 7]! : '') + (facts.disambiguateRank ? RANK_NAMES[move.from >> 3]! : '');
  return {
    castle: '',
    letter: pawn ? '' : locale.letters[move.role as Exclude<typeof move.role, 'pawn'>],
    origin,
    capture: move.captured ? 'x' : '',
    target: squareName(move.to),
    promotion: move.promotion ? `=${locale.letters[move.promotion]}` : '',
    mark,
    after: '',
  };
}

const render = (x: Parts): string =>
  x.castle ? x.castle + x.mark + x.after : x.letter + x.origin + x.capture + x.target + x.promotion + x.mark + x.after;

/** Look-alike characters across scripts, as a person might type them (independent of the reader's table). */
const LOOKALIKE_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['a', 'а'],
  ['c', 'с'],
  ['e', 'е'],
  ['A', 'А'],
  ['B', 'В'],
  ['C', 'С'],
  ['E', 'Е'],
  ['H', 'Н'],
  ['K', 'К'],
  ['M', 'М'],
  ['O', 'О'],
  ['P', 'Р'],
  ['T', 'Т'],
  ['X', 'Х'],
  ['A', 'Α'],
  ['B', 'Β'],
  ['E', 'Ε'],
  ['H', 'Η'],
  ['I', 'Ι'],
  ['K', 'Κ'],
  ['M', 'Μ'],
  ['N', 'Ν'],
  ['P', 'Ρ'],
  ['T', 'Τ'],
  ['X', 'Χ'],
  ['p', 'р'],
];
// prettier-ignore
const FIGURINE: Readonly<Record<string, readonly [string, string]>> = {
  king: ['♔', '♚'], queen: ['♕', '♛'], rook: ['♖', '♜'], bishop: ['♗', '♝'], knight: ['♘', '♞'], pawn: ['♙', '♟'],
};

function alphabetOf(locale: Locale): Set<string> {
  const set = new Set<string>([...'abcdefgh12345678xO']);
  for (const l of Object.values(locale.letters)) if (l) for (const c of l) set.add(c);
  for (const list of Object.values(locale.alsoRead)) for (const l of list ?? []) for (const c of l) set.add(c);
  return set;
}

/** A look-alike for one character of `text`, usable in `locale` (its twin is not a letter there, and no other twin is). */
function lookalike(text: string, locale: Locale, rnd: () => number): string | undefined {
  const alphabet = alphabetOf(locale);
  const options: Array<[number, string]> = [];
  [...text].forEach((c, i) => {
    for (const [x, y] of LOOKALIKE_PAIRS) {
      const twin = c === x ? y : c === y ? x : undefined;
      if (twin === undefined || alphabet.has(twin)) continue;
      // The twin must point back to c alone: no other member of its group is in the alphabet.
      const group = LOOKALIKE_PAIRS.filter(([p, q]) => p === twin || q === twin || p === c || q === c).flat();
      if (group.filter((g) => alphabet.has(g)).some((g) => g !== c)) continue;
      options.push([i, twin]);
    }
  });
  if (!options.length) return undefined;
  const [i, twin] = options[Math.floor(rnd() * options.length)]!;
  const chars = [...text];
  chars[i] = twin;
  return chars.join('');
}

type Variant = (x: Parts, p: Ply, locale: Locale, rnd: () => number) => boolean;

/** Whether the move's letter is still the locale's own (one change of the letter per move: a look-alike of a letter without its diacritic is not read). */
function ownLetter(x: Parts, p: Ply, locale: Locale): boolean {
  return (
    x.letter !== '' &&
    x.letter === (p.move.role === 'pawn' ? locale.letters.pawn : locale.letters[p.move.role as Exclude<typeof p.move.role, 'pawn'>])
  );
}

/** Lossless perturbations: each returns false when it does not apply to the move. */
const LOSSLESS: Readonly<Record<string, Variant>> = {
  captureColon: (x) => (x.capture === 'x' ? ((x.capture = ':'), true) : false),
  captureTimes: (x) => (x.capture === 'x' ? ((x.capture = '×'), true) : false),
  captureMissing: (x) => (x.capture === 'x' ? ((x.capture = ''), true) : false),
  castleZero: (x) => (x.castle ? ((x.castle = x.castle.replaceAll('O', '0')), true) : false),
  castleDash: (x) => (x.castle ? ((x.castle = x.castle.replaceAll('-', '–')), true) : false),
  longEnDash: (x, p, _l, rnd) => {
    if (x.castle || x.capture) return false;
    x.origin = squareName(p.move.from);
    x.capture = rnd() < 0.5 ? '–' : '—';
    return true;
  },
  // (the piece letter and both squares without a separator is long algebraic, `Sg1f3`, standard since coordinate
  // tables print it so: a perturbation only on a capture, whose mark it leaves out, `Lb5c6`)
  longNoSeparator: (x, p) =>
    x.castle || !x.letter || x.origin === squareName(p.move.from) || x.capture !== 'x'
      ? false
      : ((x.origin = squareName(p.move.from)), (x.capture = ''), true),
  // (Spaces split the move into three tokens for the PGN reader, which joins them only around a
  // plain separator; so this one is not combined with the look-alike and figurine forms.)
  longSpaced: (x, p) => (x.castle ? false : ((x.origin = squareName(p.move.from)), (x.capture = x.capture ? ' x ' : ' - '), true)),
  extraFile: (x, p) => (!x.letter || x.origin ? false : ((x.origin = FILE_NAMES[p.move.from & 7]!), true)),
  pawnRank: (x, p) => (x.castle || x.letter || x.origin || p.move.captured ? false : ((x.origin = RANK_NAMES[p.move.from >> 3]!), true)),
  epMark: (x, p) => (p.move.enPassant ? ((x.after = ' e.p.'), true) : false),
  promotionNoEquals: (x) => (x.promotion.startsWith('=') ? ((x.promotion = x.promotion.slice(1)), true) : false),
  promotionParens: (x) => (x.promotion.startsWith('=') ? ((x.promotion = `(${x.promotion.slice(1)})`), true) : false),
  promotionSlash: (x) => (x.promotion.startsWith('=') ? ((x.promotion = `/${x.promotion.slice(1)}`), true) : false),
  checkMissing: (x) => (x.mark ? ((x.mark = ''), true) : false),
  checkSymbol: (x, _p, _l, rnd) =>
    x.mark ? ((x.mark = x.mark === '+' ? (rnd() < 0.5 ? '†' : '++') : ['‡', 'X', '++'][Math.floor(rnd() * 3)]!), true) : false,
  checkWrong: (x) => ((x.mark = x.mark === '+' ? '#' : x.mark === '#' ? '+' : '+'), true),
  lowercase: (x, p, locale) => {
    const lower = x.letter.toLowerCase();
    // Not where the lower-case letter is a file, or looks like one (Cyrillic с, а, е): a file stays a file.
    if (
      !ownLetter(x, p, locale) ||
      p.move.role === 'pawn' ||
      lower === x.letter ||
      /^[a-hасеһԁα]/.test(lower) ||
      Object.values(locale.letters).includes(lower)
    )
      return false;
    x.letter = lower;
    return true;
  },
  lookalike: (x, _p, locale, rnd) => {
    if (x.castle || x.capture.includes(' ')) return false;
    const parts = (['letter', 'origin', 'target'] as const).filter(
      (k) => (k !== 'letter' || ownLetter(x, _p, locale)) && lookalike(x[k], locale, () => 0) !== undefined,
    );
    if (!parts.length) return false;
    const k = parts[Math.floor(rnd() * parts.length)]!;
    x[k] = lookalike(x[k], locale, rnd)!;
    return true;
  },
  diacritic: (x, p, locale) => {
    const bare = x.letter.normalize('NFD').replace(/\p{M}/gu, '');
    if (!ownLetter(x, p, locale) || bare === x.letter || alphabetOf(locale).has(bare)) return false;
    x.letter = bare;
    return true;
  },
  figurine: (x, p, locale) => {
    if (x.castle || locale.code === 'figurine' || x.capture.includes(' ') || (x.letter && !ownLetter(x, p, locale))) return false;
    x.letter = FIGURINE[p.move.role]![p.move.color === 'white' ? 0 : 1];
    return true;
  },
  pawnLetter: (x, p, locale) => (p.move.role !== 'pawn' || !locale.letters.pawn ? false : ((x.letter = locale.letters.pawn), true)),
  punctuation: (x, _p, _l, rnd) => (/[.,]$/.test(x.after) ? false : ((x.after += rnd() < 0.5 ? '.' : ','), true)),
};

/** Lossy perturbations (information may be lost; a reading may then fail, never silently differ). */
const LOSSY: Readonly<Record<string, Variant>> = {
  dropDisambiguation: (x) => (!x.letter || !x.origin ? false : ((x.origin = ''), true)),
  fileCapture: (x, p) =>
    p.move.role !== 'pawn' || !x.capture || x.promotion ? false : ((x.capture = ''), (x.target = x.target[0]!), true),
  lowercaseAny: (x) => (!x.letter || x.letter.toLowerCase() === x.letter ? false : ((x.letter = x.letter.toLowerCase()), true)),
  wrongCheck: (x, _p, _l, rnd) => ((x.mark = ['+', '#', ''][Math.floor(rnd() * 3)]!), true),
};

/** Standard-notation variants that must give no warning: glyphs, black's move numbers written out. */
const GLYPHS = ['!', '?', '!?', '?!', '!!', '??'];

interface Perturbed {
  readonly text: string;
  /** Plies (0-based) written in a lenient form. */
  readonly lenient: ReadonlySet<number>;
}

function writeGame(
  plies: readonly Ply[],
  locale: Locale | undefined,
  rnd: () => number,
  rate: number,
  variants: Readonly<Record<string, Variant>>,
  input: InputNotation,
): Perturbed {
  const names = Object.keys(variants);
  const out: string[] = [];
  const lenient = new Set<number>();
  plies.forEach((p, i) => {
    const white = p.move.color === 'white';
    const n = Math.floor(i / 2) + 1;
    if (white) out.push(`${i > 0 ? ' ' : ''}${n}.${rnd() < 0.3 ? '' : ' '}`);
    else if (rnd() < 0.15) out.push(rnd() < 0.5 ? ` ${n}... ` : ` ${n}…`);
    else out.push(' ');
    let token: string;
    if (locale === undefined) {
      token = formatNumeric(p.move);
      if (rnd() < rate) {
        if (p.move.promotion && rnd() < 0.6) {
          token = token.slice(0, 3) + token.slice(4);
          lenient.add(i);
        } else {
          const sep = ['-', '–', '—', 'x'][Math.floor(rnd() * 4)]!;
          token = token.slice(0, 2) + sep + token.slice(2);
          lenient.add(i);
        }
      }
    } else {
      const x = partsOf(p, locale);
      const standard = render(x);
      if (rnd() < rate) {
        // Up to two perturbations of one move (spaces around a separator only alone: the PGN
        // reader joins `e2 - e4` only when all three tokens are plain).
        const count = 1 + Math.floor(rnd() * 2);
        for (let k = 0; k < count; k++) {
          const name = names[Math.floor(rnd() * names.length)]!;
          if (name === 'longSpaced' && k > 0) continue;
          if (variants[name]!(x, p, locale, rnd)) lenient.add(i);
          if (name === 'longSpaced') break;
        }
      }
      token = render(x);
      if (lenient.has(i) && token === standard) lenient.delete(i);
      if (lenient.has(i) && variants === LOSSY_AND_LOSSLESS && writesAnotherMove(token, p, input)) {
        token = standard;
        lenient.delete(i);
      }
      if (rnd() < 0.05 && !/[.,]$/.test(token)) token += GLYPHS[Math.floor(rnd() * GLYPHS.length)]!;
    }
    out.push(token);
  });
  return { text: out.join(''), lenient };
}

const LOSSY_AND_LOSSLESS: Readonly<Record<string, Variant>> = { ...LOSSLESS, ...LOSSY };

/** Does `token` read, in standard notation and without any warning, as a move other than p's? */
function writesAnotherMove(token: string, p: Ply, input: InputNotation): boolean {
  const board = fastEngine.fromFen(p.fenBefore);
  if (!board.ok) return false;
  const r = new MoveTranslator(board.value, input, outputNotation('iccf', registry)).translate(token);
  return r.ok && r.value.warnings === undefined && formatNumeric(r.value.move!) !== formatNumeric(p.move);
}

const TARGETS: Array<{ code: string; locale: Locale | undefined }> = [
  ...listLocales().map((l) => ({ code: l.code, locale: l as Locale | undefined })),
  { code: 'iccf', locale: undefined },
];

function seedOf(code: string): number {
  let h = 2166136261;
  for (const c of code) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

const RUNS = Number(process.env['PROPERTY_RUNS'] ?? 40);

describe('property: lossless perturbations read back to the exact game, warning on exactly the perturbed moves', () => {
  for (const { code, locale } of TARGETS) {
    it(code, () => {
      const input = inputNotation(code, registry);
      fc.assert(
        fc.property(fc.nat(GAMES.length - 1), fc.integer(), fc.double({ min: 0.1, max: 0.7, noNaN: true }), (g, seed, rate) => {
          const plies = GAMES[g]!;
          const p = writeGame(plies, locale, random(seed), rate, LOSSLESS, input);
          const s = readScore(p.text, code);
          if (s.error) throw new Error(`${s.error.message}\n  in: ${p.text}`);
          expect(s.numeric).toEqual(plies.map((x) => formatNumeric(x.move)));
          const warned = new Set(s.warnings.map((w) => w.position.ply - 1));
          const tokens = s.game.nodes.filter((n) => n.type === 'move').map((n) => (n.type === 'move' ? n.text : ''));
          const unwarned = [...p.lenient].filter((i) => !warned.has(i)).map((i) => tokens[i]);
          const unexpected = s.warnings.filter((w) => !p.lenient.has(w.position.ply - 1)).map((w) => `${w.position.token}: ${w.code}`);
          if (unwarned.length || unexpected.length) throw new Error(`${JSON.stringify({ unwarned, unexpected })}\n  in: ${p.text}`);
        }),
        { numRuns: RUNS, seed: Number(process.env['FC_SEED'] ?? seedOf(code)) },
      );
    });
  }
});

describe('property: no perturbation yields a different legal game silently', () => {
  for (const { code, locale } of TARGETS) {
    if (locale === undefined) continue;
    it(code, () => {
      const input = inputNotation(code, registry);
      fc.assert(
        fc.property(fc.nat(GAMES.length - 1), fc.integer(), fc.double({ min: 0.1, max: 0.7, noNaN: true }), (g, seed, rate) => {
          const plies = GAMES[g]!;
          const p = writeGame(plies, locale, random(seed), rate, LOSSY_AND_LOSSLESS, input);
          const s = readScore(p.text, code);
          const original = plies.map((x) => formatNumeric(x.move));
          const differs = s.numeric.findIndex((m, i) => m !== original[i]);
          if (differs >= 0) {
            const at = s.warnings.filter((w) => w.position.ply - 1 === differs);
            expect(
              at.length,
              `${p.text}\nply ${differs + 1} read as ${s.numeric[differs]} instead of ${original[differs]}`,
            ).toBeGreaterThan(0);
          }
        }),
        { numRuns: RUNS, seed: Number(process.env['FC_SEED'] ?? seedOf(code) + 1) },
      );
    });
  }
});
