/**
 * Reads one move's text into the normalized move form with the generated grammar. Readings are
 * remembered per piece table (and once for ICCF numeric): games and single-move calls repeat the
 * same few thousand tokens (e4, Sf3, O-O, 5254 …), so most reads are a map look-up.
 */
import { err, ok, type Result } from '../core/result.js';
import type { ParsedMove } from '../core/types.js';
import { parse, SyntaxError as PeggySyntaxError } from '../generated/move.js';
import type { InputNotation } from './notation.js';
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

/** {@link readMove} bound to one notation, for callers that read many moves in it. */
export function moveReader(notation: InputNotation): (text: string) => Reading {
  const cache = readingsFor(notation);
  return (text) => readCached(text, notation, cache);
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
  try {
    const value =
      notation.kind === 'numeric'
        ? parse(text, { startRule: 'numeric' })
        : parse(text, { startRule: 'san', pieces: notation.pieces });
    return Object.freeze(ok(Object.freeze(value)));
  } catch (e) {
    if (e instanceof PeggySyntaxError) {
      return Object.freeze(err(Object.freeze({ offset: e.location.start.offset, reason: describeExpected(e, notation) })));
    }
    throw e;
  }
}
