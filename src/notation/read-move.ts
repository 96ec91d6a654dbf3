/**
 * Reads one move's text into the normalized move form with the generated grammar (standard
 * tokens with the quick reader of standard-token.ts, which reads them as the grammar does). Readings are
 * remembered per piece table (and once for ICCF numeric): games and single-move calls repeat the
 * same few thousand tokens (e4, Sf3, O-O, 5254 …), so most reads are a map look-up.
 */
import { err, ok, type Result } from '../core/result.js';
import type { CastleMoveText, ParsedMove, PieceMoveText } from '../core/types.js';
import { parse, SyntaxError as PeggySyntaxError } from '../generated/move.js';
import type { InputNotation } from './notation.js';
import { readStandardNumeric, readStandardSan } from './standard-token.js';
import { describeExpected } from './syntax-message.js';

/** Why a text is not a move: the offset of the first character that does not fit, and what was expected. */
export interface MoveSyntaxFailure {
  readonly offset: number;
  readonly reason: string;
}

type Reading = Result<ParsedMove, MoveSyntaxFailure>;

/**
 * Readings per piece table (the letters read) and locale (named in messages), or NUMERIC for
 * ICCF numeric.
 */
const READINGS = new WeakMap<object, WeakMap<object, Map<string, Reading>>>();
const NUMERIC: object = {};
/** A cache is emptied when it reaches this size, so text that never repeats cannot grow it without bound. */
const MAX_READINGS = 50_000;

function readingsFor(notation: InputNotation): Map<string, Reading> {
  const letters = notation.kind === 'numeric' ? NUMERIC : notation.pieces;
  const words = notation.kind === 'numeric' ? NUMERIC : notation.locale;
  let byLocale = READINGS.get(letters);
  if (byLocale === undefined) {
    byLocale = new WeakMap();
    READINGS.set(letters, byLocale);
  }
  let cache = byLocale.get(words);
  if (cache === undefined) {
    cache = new Map();
    byLocale.set(words, cache);
  }
  return cache;
}

/**
 * The move a text names, or why it names none. Whether reading is strict does not change the
 * reading (strict callers reject what the `form` bits mark), so it is no part of the cache key.
 * The result is shared between calls and frozen: do not change it.
 */
export function readMove(text: string, notation: InputNotation): Reading {
  return readCached(text, notation, readingsFor(notation));
}

function readCached(text: string, notation: InputNotation, cache: Map<string, Reading>): Reading {
  let reading = cache.get(text);
  if (reading === undefined) {
    reading = parseMove(text, notation);
    if (cache.size >= MAX_READINGS) cache.clear();
    cache.set(text, reading);
  }
  return reading;
}

function parseMove(text: string, notation: InputNotation): Reading {
  // Standard tokens (nearly all) are read without the grammar; it reads the rest.
  const standard = notation.kind === 'numeric' ? readStandardNumeric(text) : readStandardSan(text, notation.pieces);
  if (standard !== undefined) return Object.freeze(ok(Object.freeze(standard)));
  try {
    const value =
      notation.kind === 'numeric' ? parse(text, { startRule: 'numeric' }) : parse(text, { startRule: 'san', pieces: notation.pieces });
    return Object.freeze(ok(Object.freeze(value)));
  } catch (e) {
    if (e instanceof PeggySyntaxError) {
      return Object.freeze(err(Object.freeze({ offset: e.location.start.offset, reason: describeExpected(e, notation) })));
    }
    throw e;
  }
}

/** Slots of a {@link MoveTokenTable}; emptied when half full, so probes stay short. */
const TOKEN_SLOTS = 1 << 14;

/**
 * Readings of move tokens looked up where they stand in a text, without cutting them out: the
 * caller hashes the token's characters while it finds the token's end (see {@link hashChar}), and
 * only a token not seen before is cut out and read (through {@link readMove}'s cache). For
 * readers of whole games (the express lane), where nearly every token was seen before.
 */
export class MoveTokenTable {
  private keys: (string | undefined)[] = new Array<string | undefined>(TOKEN_SLOTS).fill(undefined);
  /** Per slot: the move when the token is one in standard notation (see {@link standardMoveAt}), else undefined. */
  private moves: (PieceMoveText | CastleMoveText | undefined)[] = new Array<PieceMoveText | CastleMoveText | undefined>(TOKEN_SLOTS).fill(
    undefined,
  );
  private used = 0;
  /** The text of the token last looked up. */
  token = '';

  private constructor(
    private readonly notation: InputNotation,
    private readonly cache: Map<string, Reading>,
  ) {}

  /** The table of a notation (one per piece table and locale, as the reading cache). */
  static of(notation: InputNotation): MoveTokenTable {
    const cache = readingsFor(notation);
    let table = TOKEN_TABLES.get(cache);
    if (table === undefined) {
      table = new MoveTokenTable(notation, cache);
      TOKEN_TABLES.set(cache, table);
    }
    return table;
  }

  /**
   * The move that `text[start, end)` names when it is written in standard notation: read without
   * any lenient form, not a null move (nor `Z0` or `0000`, which PGN readers take for one); else
   * undefined. `hash` is the hash of its characters; sets {@link token}.
   */
  standardMoveAt(text: string, start: number, end: number, hash: number): PieceMoveText | CastleMoveText | undefined {
    const length = end - start;
    const mask = TOKEN_SLOTS - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const key = this.keys[slot];
      if (key === undefined) break;
      if (key.length === length && sameChars(key, text, start)) {
        this.token = key;
        return this.moves[slot];
      }
    }
    const token = text.substring(start, end);
    const reading = readCached(token, this.notation, this.cache);
    const move =
      reading.ok && reading.value.kind !== 'null' && reading.value.form === undefined && token !== 'Z0' && token !== '0000'
        ? reading.value
        : undefined;
    if (this.used * 2 >= TOKEN_SLOTS) {
      this.keys.fill(undefined);
      this.moves.fill(undefined);
      this.used = 0;
    }
    let slot = hash & mask;
    while (this.keys[slot] !== undefined) slot = (slot + 1) & mask;
    this.keys[slot] = token;
    this.moves[slot] = move;
    this.used++;
    this.token = token;
    return move;
  }
}

const TOKEN_TABLES = new WeakMap<Map<string, Reading>, MoveTokenTable>();

/** The hash of a token so far, with one more character (start with 0). */
export function hashChar(hash: number, c: number): number {
  return (Math.imul(hash, 31) + c) | 0;
}

function sameChars(key: string, text: string, start: number): boolean {
  for (let k = 0; k < key.length; k++) if (key.charCodeAt(k) !== text.charCodeAt(start + k)) return false;
  return true;
}
