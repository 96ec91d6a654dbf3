/**
 * Language detection for one game: under which locales is every move legal, and do they read the
 * same game? Locales that read a game identically are grouped (German, Danish, Norwegian and
 * Swedish all read `Sf3` as the knight); when two groups read the text as different legal games
 * (`1. h4 h5 2. Rh3`: English rook or Finnish knight?) the game is ambiguous, and no guess is
 * made unless a preference names a tie-break. A game that no one locale reads but a mix of them
 * does (a German score with one English `Ba3`) is reported as mixed, with the foreign moves.
 *
 * Cost: locales with the same piece letters are read once (51 locales are about 35 readings),
 * and a reading stops at its first move that fails.
 *
 * Over 400 lines on purpose: the grouping of locales, the reading under each group and the wording of
 * an ambiguity are one decision over the same groups and boards.
 */
import type { Board, BoardEngine } from '../board/board.js';
import { defaultEngine } from '../board/default-engine.js';
import type { MoveError, MovePosition } from '../core/move-errors.js';
import { formatLan } from '../emit/san.js';
import { formatNumeric } from '../emit/iccf.js';
import type { LocaleRegistry } from '../locale/registry.js';
import type { Locale, PieceTable } from '../locale/types.js';
import { inputNotation, type InputNotation, type OutputNotation } from '../notation/notation.js';
import { readGameText } from '../pgn/read-game.js';
import { DESCRIPTIVE_CHARACTERS } from '../notation/descriptive.js';
import { descriptiveDialectOf } from '../notation/descriptive-dialect.js';
import type { Game, GameNode, GameOrigin, PgnProblem } from '../pgn/types.js';
import { variantProblem } from '../translate/translate-game.js';
import { MoveTranslator } from '../translate/translator.js';
import { rewrittenCharacters } from '../notation/lenient.js';
import { gameLabel } from '../translate/report.js';
import { startBoard, translateToken, walkGame, type GameWalk, type MainLineToken } from './walk.js';
import type { Move, Role } from '../core/types.js';

/**
 * Locales roughly by how much chess literature is written in them, for ordering locales that read
 * a game alike (a German game lists `de` before `da`, `nb`, `sv`). Others follow by code.
 */
// prettier-ignore
export const LOCALE_POPULARITY: readonly string[] = [
  'en', 'de', 'fr', 'es', 'ru', 'it', 'nl', 'pl', 'pt', 'cs', 'hu', 'da', 'nb', 'sv', 'fi', 'tr', 'uk', 'sr-Latn', 'hr',
  'bs', 'sl', 'sk', 'ro', 'bg', 'el', 'ca', 'gl', 'is', 'af', 'lb', 'lv', 'lt', 'et', 'eu', 'eo', 'az', 'be', 'sr-Cyrl', 'mk',
  'sq', 'cy', 'ga', 'id', 'vi', 'fa', 'ar', 'hi', 'bn', 'zh', 'ja', 'ko', 'figurine',
];

export interface DetectOptions {
  /** Start position of games without a FEN tag; the standard one by default. */
  readonly fen?: string | undefined;
  /** Locale codes that break a tie between readings, first preferred (`--prefer de,en`). */
  readonly prefer?: readonly string[] | undefined;
  /** Only standard notation counts (lenient readings fail). */
  readonly strict?: boolean | undefined;
  readonly engine?: BoardEngine | undefined;
  /** The locales to try; every registered one by default. */
  readonly locales?: readonly string[] | undefined;
}

/** One way to read the game, shared by every locale in `codes`. */
export interface LocaleReading {
  /** The locales that read the game this way, best first. */
  readonly codes: readonly string[];
  /** The game's main line in ICCF numeric with move numbers (`1. 5254 5755 2. 7163`). */
  readonly numeric: string;
  /** The main line's moves in ICCF numeric. */
  readonly moves: readonly string[];
  /** Lenient readings needed (warnings); 0 for a game in standard notation. */
  readonly warnings: number;
}

/** A move of a mixed game that only another language reads. */
export interface ForeignMove extends MovePosition {
  /** The locales that read it (in standard notation). */
  readonly codes: readonly string[];
  /** The move as read, in long algebraic with the letters of `codes[0]` (`Lb2-a3`… or `Bb2-a3`). */
  readonly readAs: string;
  /** The move in ICCF numeric. */
  readonly numeric: string;
}

/** A game that no single locale reads, but one does with a few moves in another language. */
export interface MixedReading {
  /** The locales of the game's main language. */
  readonly base: readonly string[];
  /** The main line in ICCF numeric when read this way. */
  readonly numeric: string;
  readonly foreign: readonly ForeignMove[];
}

/** Where the reading that went furthest stopped, when no locale reads the whole game. */
export interface ReadingStop {
  readonly codes: readonly string[];
  readonly error: MoveError;
}

export interface GameDetection {
  /** 1-based number of the game in its source. */
  readonly game: number;
  readonly origin: GameOrigin;
  /** `White - Black, Date` from the tags, or ''. */
  readonly label: string;
  /** Readings under which every move is legal, grouped by identical game, best first. */
  readonly candidates: readonly LocaleReading[];
  /** Two or more readings of different games are equally good. */
  readonly ambiguous: boolean;
  /** The reading to use: the best one, or for an ambiguous game the one a preference picks; else undefined. */
  readonly choice: LocaleReading | undefined;
  /** For a game no single locale reads: a reading that mixes languages, if one was found. */
  readonly mixed: MixedReading | undefined;
  /** For a game no locale reads: where the reading that went furthest stopped. */
  readonly stop: ReadingStop | undefined;
  /** A problem in the game's text itself (not PGN, bad FEN tag, a variant), whatever the language. */
  readonly problem: PgnProblem | undefined;
  /** For an ambiguous game: the first move that the equally good readings read differently. */
  readonly difference: ReadingDifference | undefined;
}

/** The first move that two or more readings of a game read differently. */
export interface ReadingDifference extends MovePosition {
  readonly readings: ReadonlyArray<{
    readonly codes: readonly string[];
    /** In long algebraic with the letters of `codes[0]`. */
    readonly readAs: string;
    readonly role: Role;
  }>;
}

const NUMERIC: OutputNotation = { kind: 'numeric' };

/** Locales with the same piece letters, read as one. */
export interface Group {
  readonly codes: string[];
  /** The locale (undefined for ICCF numeric). */
  readonly locale: Locale | undefined;
  readonly input: InputNotation;
  /** Every character a move of this group may contain, lenient readings included. */
  readonly readable: ReadonlySet<string>;
}

/** Characters any notation's moves may hold besides piece letters: squares, marks, separators, glyphs, castling, e.p. */
const STRUCTURAL = 'abcdefgh12345678xX:×-–—=+#†‡!?()/.,O0o ep\t\r\n';

function readableChars(pieces: PieceTable | undefined, descriptive = false): Set<string> {
  if (pieces === undefined) return new Set([...'12345678-–—x:×!?. ']);
  const set = new Set<string>(STRUCTURAL);
  for (const token of pieces.tokens) {
    for (const c of token) {
      set.add(c);
      set.add(c.toLowerCase());
    }
  }
  for (const c of rewrittenCharacters(pieces)) set.add(c);
  if (descriptive) for (const c of DESCRIPTIVE_CHARACTERS) set.add(c);
  return set;
}

/** The ICCF numeric reading, tried beside the locales: its code in results. */
export const ICCF_CODE = 'iccf';

/** A key equal for locales whose piece letters read every text alike. */
function tableKey(table: PieceTable): string {
  return table.tokens.map((t) => `${t}=${table.roleOf.get(t)!}`).join(' ');
}

function rankOf(code: string): number {
  const i = LOCALE_POPULARITY.indexOf(code);
  return i < 0 ? LOCALE_POPULARITY.length : i;
}

export function byPreference(prefer: readonly string[]): (a: string, b: string) => number {
  const p = (c: string): number => {
    const i = prefer.indexOf(c);
    return i < 0 ? prefer.length : i;
  };
  return (a, b) => p(a) - p(b) || rankOf(a) - rankOf(b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** The locales to try, grouped by identical piece letters, each group's codes best first. */
export function localeGroups(registry: LocaleRegistry, options: DetectOptions, prefer: readonly string[]): Group[] {
  const codes = options.locales ? options.locales.filter((c) => c !== ICCF_CODE).map((c) => registry.resolveCode(c)) : registry.codes();
  const byKey = new Map<string, string[]>();
  for (const code of codes) {
    const key = tableKey(registry.pieceTable(code));
    const list = byKey.get(key);
    if (list) {
      if (!list.includes(code)) list.push(code);
    } else byKey.set(key, [code]);
  }
  const order = byPreference(prefer);
  const groups: Group[] = [];
  for (const list of byKey.values()) {
    list.sort(order);
    const named = inputNotation(list[0]!, registry, { strict: options.strict });
    // (a move in English letters where the language has none is another language's: a mixed game, reported as such)
    const input: InputNotation = named.kind === 'algebraic' ? { ...named, englishLetters: false } : named;
    groups.push({
      codes: list,
      locale: registry.get(list[0]!),
      input,
      // (English descriptive moves hold letters beyond the piece letters: `Kt`, `ch`, `Castles`; Spanish ones do not)
      readable: readableChars(input.kind === 'algebraic' ? input.pieces : undefined, descriptiveDialectOf(input)?.bookForms === true),
    });
  }
  groups.sort((a, b) => order(a.codes[0]!, b.codes[0]!));
  if (!options.locales || options.locales.includes(ICCF_CODE)) {
    groups.push({
      codes: [ICCF_CODE],
      locale: undefined,
      input: inputNotation(ICCF_CODE, registry, { strict: options.strict }),
      readable: readableChars(undefined),
    });
  }
  return groups;
}

/** `1. 5254 5755 2. 7163` from the moves and the start position. */
function numbered(moves: readonly string[], start: Board): string {
  let number = start.fullmoveNumber;
  let white = start.turn === 'white';
  const out: string[] = [];
  moves.forEach((m, i) => {
    if (white) out.push(`${number}.`);
    else if (i === 0) out.push(`${number}...`);
    out.push(m);
    if (!white) number++;
    white = !white;
  });
  return out.join(' ');
}

interface Attempt {
  readonly group: Group;
  readonly game: Game;
  readonly walk: GameWalk;
}

/**
 * Detects the language of one game given as text (`raw`, as split from its file; `origin` says
 * where it stands).
 */
export function detectGameText(raw: string, origin: GameOrigin, registry: LocaleRegistry, options: DetectOptions = {}): GameDetection {
  const engine = options.engine ?? defaultEngine;
  const prefer = (options.prefer ?? []).map((c) => (registry.has(c) ? registry.resolveCode(c) : c));
  const order = byPreference(prefer);
  const groups = localeGroups(registry, options, prefer);
  // The characters of the moves (read once, in any notation: the tokens hold the same characters
  // whatever the notation splits them into) rule out most locales without reading the game in them.
  let firstGroup = groups[0]!;
  let first = readGameText(raw, origin, firstGroup.input);
  // A game that starts with a move only in the files some locale also reads in its own letters
  // (Greek `ε4 ε5 Ιζ3`, no numbers): the first token is a move in that locale's notation.
  if (first.problems[0]?.code === 'ERR_PGN_SYNTAX') {
    for (const group of groups) {
      if (group.input.kind !== 'algebraic' || group.input.pieces.files === undefined) continue;
      const again = readGameText(raw, origin, group.input);
      if (again.problems.length === 0) {
        [first, firstGroup] = [again, group];
        break;
      }
    }
  }
  const base = { game: origin.index, origin, label: gameLabel(first) };
  const unread = (problem: PgnProblem): GameDetection => ({
    ...base,
    candidates: [],
    ambiguous: false,
    choice: undefined,
    mixed: undefined,
    stop: undefined,
    problem,
    difference: undefined,
  });
  const problem = first.problems[0] ?? variantProblem(first);
  if (problem) return unread(problem);
  if (!startBoard(first, engine, options.fen)) {
    const fenTag = first.tags.find((t) => t.name === 'FEN');
    const bad: PgnProblem = {
      code: 'ERR_PGN_FEN',
      message: fenTag ? 'bad FEN tag' : 'bad start position (--fen)',
      line: fenTag?.line ?? origin.line,
      column: fenTag?.column ?? origin.column,
    };
    return unread(bad);
  }
  const used = moveCharacters(first);
  const attempts: Attempt[] = [];
  const read = (group: Group): Attempt => {
    const game = group === firstGroup ? first : readGameText(raw, origin, group.input);
    return { group, game, walk: walkGame(game, group.input, startBoard(game, engine, options.fen)!) };
  };
  for (const group of groups) {
    if ([...used].every((c) => group.readable.has(c))) attempts.push(read(group));
  }
  // Group the complete readings by the game they read; within a group, the locales that need the
  // fewest lenient readings come first (a figurine game is read by every locale, best by figurine).
  const candidatesOf = (list: readonly Attempt[]): LocaleReading[] => {
    const byKey = new Map<string, Attempt[]>();
    for (const a of list) {
      if (!a.walk.ok) continue;
      const same = byKey.get(a.walk.key);
      if (same) same.push(a);
      else byKey.set(a.walk.key, [a]);
    }
    const out: LocaleReading[] = [];
    for (const same of byKey.values()) {
      const warningsOf = new Map<string, number>();
      for (const a of same) for (const code of a.group.codes) warningsOf.set(code, a.walk.warnings.length);
      const codes = [...warningsOf.keys()].sort((a, b) => warningsOf.get(a)! - warningsOf.get(b)! || order(a, b));
      const best = same.reduce((x, y) => (y.walk.warnings.length < x.walk.warnings.length ? y : x));
      const start = startBoard(best.game, engine, options.fen)!;
      out.push({ codes, numeric: numbered(best.walk.mainLine, start), moves: best.walk.mainLine, warnings: best.walk.warnings.length });
    }
    return out.sort((a, b) => a.warnings - b.warnings || order(a.codes[0]!, b.codes[0]!));
  };
  let candidates = candidatesOf(attempts);
  if (candidates.length === 0) {
    // No locale that knows every letter reads every move: read the others too (a lenient reading
    // may take a letter none knows, such as a look-alike), which may read the whole game.
    for (const group of groups) if (!attempts.some((a) => a.group === group)) attempts.push(read(group));
    candidates = candidatesOf(attempts);
  }
  const tied = candidates.filter((c) => c.warnings === candidates[0]?.warnings);
  const ambiguous = tied.length > 1;
  let choice: LocaleReading | undefined = candidates[0];
  if (ambiguous) {
    choice = undefined;
    for (const code of prefer) {
      choice = tied.find((c) => c.codes.includes(code));
      if (choice) break;
    }
  }
  if (candidates.length > 0) {
    const difference = ambiguous ? firstDifference(tied, attempts[0]!, engine, options.fen, registry) : undefined;
    return { ...base, candidates, ambiguous, choice, mixed: undefined, stop: undefined, problem: undefined, difference };
  }
  // No locale reads every move. Where did the furthest readings stop, and does a mix read it?
  // (Every locale is read now, also those whose letters are not all in the game.)
  // Among readings that go equally far, the one that knows every letter of the game and read the
  // token it stops at as a move (an illegal move, not "not a move") is the language of the text:
  // a Polish game that stops at `2. Ge3` (no bishop reaches e3) is named Polish, not English.
  const knowsLetters = (a: Attempt): number => Number([...used].every((c) => a.group.readable.has(c)));
  const readStop = (a: Attempt): number => Number(a.walk.error !== undefined && a.walk.error.kind !== 'syntax');
  const furthest = [...attempts].sort(
    (a, b) =>
      b.walk.mainLine.length - a.walk.mainLine.length ||
      Number(b.walk.stoppedInMainLine) - Number(a.walk.stoppedInMainLine) ||
      knowsLetters(b) - knowsLetters(a) ||
      readStop(b) - readStop(a) ||
      order(a.group.codes[0]!, b.group.codes[0]!),
  );
  const stop: ReadingStop = { codes: furthest[0]!.group.codes, error: furthest[0]!.walk.error! };
  let mixed: MixedReading | undefined;
  for (const a of furthest.slice(0, 3)) {
    if (a.walk.moves === 0) break;
    mixed = mixedReading(a, groups, engine, options.fen, order);
    if (mixed) break;
  }
  return { ...base, candidates: [], ambiguous: false, choice: undefined, mixed, stop, problem: undefined, difference: undefined };
}

/** The position of main-line move `index` (0-based) of a game that starts on `start`. */
function positionOf(start: Board, index: number, token: MainLineToken): MovePosition {
  const ply0 = (start.fullmoveNumber - 1) * 2 + (start.turn === 'black' ? 1 : 0) + index;
  return {
    ply: ply0 + 1,
    moveNumber: Math.floor(ply0 / 2) + 1,
    color: ply0 % 2 === 0 ? 'white' : 'black',
    token: token.text,
    line: token.line,
    column: token.column,
  };
}

const NUMERIC_INPUT: InputNotation = { kind: 'numeric' };

/** Where equally good readings first differ, and what each reads there. */
function firstDifference(
  tied: readonly LocaleReading[],
  attempt: Attempt,
  engine: BoardEngine,
  fen: string | undefined,
  registry: LocaleRegistry,
): ReadingDifference | undefined {
  const length = Math.min(...tied.map((c) => c.moves.length));
  let index = 0;
  while (index < length && tied.every((c) => c.moves[index] === tied[0]!.moves[index])) index++;
  const token = attempt.walk.tokens[index];
  const start = startBoard(attempt.game, engine, fen);
  if (token === undefined || start === undefined) return undefined;
  const readings: Array<{ codes: readonly string[]; readAs: string; role: Role }> = [];
  for (const c of tied) {
    const t = new MoveTranslator(start.clone(), NUMERIC_INPUT, NUMERIC);
    let move: Move | undefined;
    for (let i = 0; i <= index; i++) {
      const r = t.translate(c.moves[i]!);
      if (!r.ok) break;
      move = r.value.move;
    }
    if (move)
      readings.push({
        codes: c.codes,
        readAs: c.codes[0] === ICCF_CODE ? formatNumeric(move) : formatLan(move, registry.get(c.codes[0]!)),
        role: move.role,
      });
  }
  return { ...positionOf(start, index, token), readings };
}

/** The characters of every move token of a game (main line and variations). */
function moveCharacters(game: Game): Set<string> {
  const out = new Set<string>();
  const stack: GameNode[][] = [game.nodes];
  while (stack.length) {
    for (const n of stack.pop()!) {
      if (n.type === 'move') for (const c of n.text) out.add(c);
      else if (n.type === 'variation') stack.push(n.nodes);
    }
  }
  return out;
}

/** As {@link detectGameText}, for a game already read (in any notation): its text is read again. */
export function detectGame(game: Pick<Game, 'raw' | 'origin'>, registry: LocaleRegistry, options: DetectOptions = {}): GameDetection {
  return detectGameText(game.raw, game.origin, registry, options);
}

// ---------------------------------------------------------------- mixed languages

/** At most this many moves of a game are read in another language. */
const MAX_FOREIGN = 8;
/** At most this many replays of the main line are tried. */
const MAX_REPLAYS = 200;
/** How many moves before the one that failed may be the misread one. */
const LOOK_BACK = 8;

interface Alternative {
  readonly move: Move;
  readonly numeric: string;
  readonly codes: string[];
  readonly readAs: string;
}

interface Replay {
  /** Index of the first main-line move that failed, or -1. */
  readonly failedAt: number;
  readonly moves: readonly string[];
  /** Indexes of moves read with warnings. */
  readonly lenient: readonly number[];
}

function mixedReading(
  attempt: Attempt,
  groups: readonly Group[],
  engine: BoardEngine,
  fen: string | undefined,
  order: (a: string, b: string) => number,
): MixedReading | undefined {
  const { game, group } = attempt;
  const tokens = attempt.walk.tokens;
  const start = startBoard(game, engine, fen);
  if (!start) return undefined;
  let replays = 0;

  const replay = (subs: ReadonlyMap<number, Alternative>, until = tokens.length): Replay & { board: Board } => {
    replays++;
    const translator = new MoveTranslator(start.clone(), group.input, NUMERIC);
    const moves: string[] = [];
    const lenient: number[] = [];
    for (let i = 0; i < until; i++) {
      const sub = subs.get(i);
      if (sub) {
        // A move put in for a later token may no longer be legal once an earlier one is read otherwise.
        const m = sub.move;
        if (!translator.board.legalMoves().some((l) => l.from === m.from && l.to === m.to && l.promotion === m.promotion)) {
          return { failedAt: i, moves, lenient, board: translator.board };
        }
        translator.board.play(sub.move);
        moves.push(sub.numeric);
        continue;
      }
      const r = translateToken(translator, tokens[i]!);
      if (!r.ok) return { failedAt: i, moves, lenient, board: translator.board };
      if (r.value.warnings) lenient.push(i);
      moves.push(r.value.text);
    }
    return { failedAt: -1, moves, lenient, board: translator.board };
  };

  /** Distinct moves that other languages read from token `i`, in standard notation. */
  const alternatives = (subs: ReadonlyMap<number, Alternative>, i: number): Alternative[] => {
    const before = replay(subs, i);
    if (before.failedAt >= 0) return [];
    const out: Alternative[] = [];
    for (const other of groups) {
      if (other === group) continue;
      const t = new MoveTranslator(before.board.clone(), other.input, NUMERIC);
      const r = t.translate(tokens[i]!.text, tokens[i]!);
      if (!r.ok || r.value.warnings || !r.value.move) continue;
      const known = out.find((a) => a.numeric === r.value.text);
      if (known) known.codes.push(...other.codes);
      else
        out.push({
          move: r.value.move,
          numeric: r.value.text,
          codes: [...other.codes],
          readAs: other.locale ? formatLan(r.value.move, other.locale) : r.value.text,
        });
    }
    for (const a of out) a.codes.sort(order);
    return out;
  };

  let subs = new Map<number, Alternative>();
  let current = replay(subs);
  while (current.failedAt >= 0) {
    if (subs.size >= MAX_FOREIGN || replays > MAX_REPLAYS) return undefined;
    const f = current.failedAt;
    let best: { subs: Map<number, Alternative>; result: ReturnType<typeof replay> } | undefined;
    // The failing move itself may be foreign; else one of the moves before it was misread
    // (read leniently first, then the nearest ones).
    const suspects = [f, ...current.lenient.filter((i) => i < f).reverse()];
    for (let i = f - 1; i >= Math.max(0, f - LOOK_BACK); i--) if (!suspects.includes(i)) suspects.push(i);
    for (const s of suspects) {
      if (subs.has(s)) continue;
      for (const alt of alternatives(subs, s)) {
        if (replays > MAX_REPLAYS) return undefined;
        const trial = new Map(subs).set(s, alt);
        const result = replay(trial);
        const reach = result.failedAt < 0 ? Infinity : result.failedAt;
        const bestReach = best ? (best.result.failedAt < 0 ? Infinity : best.result.failedAt) : f;
        if (reach > bestReach) best = { subs: trial, result };
      }
      if (best) break;
    }
    if (!best) return undefined;
    subs = best.subs;
    current = best.result;
  }
  const board = startBoard(game, engine, fen)!;
  const numericMoves = current.moves;
  const foreign: ForeignMove[] = [...subs.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([i, alt]) => ({ ...positionOf(board, i, tokens[i]!), codes: alt.codes, readAs: alt.readAs, numeric: alt.numeric }));
  return { base: group.codes, numeric: numbered(numericMoves, board), foreign };
}
