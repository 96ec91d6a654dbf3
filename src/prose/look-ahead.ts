/**
 * A look across sequences where two readings of one sequence tie (issue 13, issue 12 point 3): a move
 * that two letter sets read as two legal games at about the same cost (other-letters.ts: `3...Nb4` on a
 * Romanian page printed in English letters is Bf8-b4 with the Romanian bishop's letter, or the English
 * knight's Nc6-b4), or moves in a sentence of their own that go on either with the side line cited before
 * them or with the game (play-sequence.ts: `Outra possibilidade era 7...Be7. … 8.0–0 0–0`), are decided by
 * the text that follows, as a game's later boxes decide a repair: the
 * reading that plays the rest of the same game further (fewer moves the board rejects, fewer moves left
 * unchecked, more moves checked), or more cheaply (by {@link NEAR_COST}, the one cost table), wins. Only
 * where both play it equally is the tie said (W_READING_AMBIGUOUS, both readings named, as before).
 *
 * How, bounded: the text is read once; each tie met that later sequences of the same game follow (a move
 * number after it before the text's next move 1 or FEN) is tried the other way by reading the text again
 * with that one choice turned (so every rule of the reading applies to both games: one implementation
 * of each). The second reading stops at the end of the tie's game where it plays that game no better
 * than the first (the first is kept); else it goes on to the end of the text and replaces the first.
 * Two readings alive at a time, at most {@link MAX_TURNED} ties tried per text; the ties beyond stay said.
 */
import { NEAR_COST, warningCost } from '../repair/costs.js';
import type { MoveWarningCode } from '../core/move-errors.js';
import type { ProseReading } from './reading.js';
import type { ProseProblem } from './translate-prose.js';

/** How many ties a text's reading tries the other way at most (each a reading of the text again, up to the tie's game's end). */
export const MAX_TURNED = 4;

/** What a reading has done up to a point of the text: what the board rejected, what it could not check, what it checked, what its lenient forms cost. */
export interface PlayScore {
  readonly errors: number;
  readonly unchecked: number;
  readonly checked: number;
  readonly cost: number;
}

/** A tie met in a reading: where the readings part, where the tie's game ends, and the reading's score there. */
export interface Tie {
  /** The offset of the word where the two readings part (the key of the choice). */
  readonly at: number;
  readonly line: number;
  readonly column: number;
  /** The offset where the tie's game ends: the text's next move 1 or FEN after it, or its end. */
  readonly boundary: number;
  /** Later sequences of the same game follow the tie (else nothing can decide it). */
  readonly followed: boolean;
  score?: PlayScore;
}

/** A reading with one tie turned, compared at the end of the tie's game with the reading that did not turn it. */
export interface Probe {
  readonly at: number;
  readonly boundary: number;
  readonly against: PlayScore;
}

/** The choices of one reading: the ties read the other way, the ties met, and the probe this reading is (if any). */
export interface LookAhead {
  /** Offsets of ties read in the other language's letters (other-letters.ts). */
  readonly taken: ReadonlySet<number>;
  readonly probe: Probe | undefined;
  readonly met: Tie[];
  /** The probe reached its boundary playing no better: the reading stopped there. */
  stopped: boolean;
  /** The probe reached its boundary playing better: it goes on to the end. */
  passed: boolean;
  /** The probe's score at its boundary. */
  probeScore: PlayScore | undefined;
}

/** The choices of a reading that turns the ties at `taken`, probing `probe`. */
export function newLookAhead(taken: ReadonlySet<number> = new Set(), probe?: Probe): LookAhead {
  return { taken, probe, met: [], stopped: false, passed: false, probeScore: undefined };
}

/**
 * Whether the reading `r` reads the tie at `at` (a word of the sequence from word `i` to before word `end`) the
 * other way; else the tie is noted (the first time it is met) for the look-ahead to try.
 */
export function tieTurned(r: ProseReading, i: number, end: number, at: number): boolean {
  const la = r.lookAhead;
  if (la.taken.has(at)) return true;
  if (la.met.some((t) => t.at === at)) return false;
  const { line, column } = r.lines.at(at);
  const { boundary, followed } = gameEnd(r, i, end);
  la.met.push({ at, line, column, boundary, followed });
  return false;
}

/**
 * Where the game of the sequence from word `i` to before word `end` ends in the text (its next move 1, or FEN,
 * after the sequence; else the text's end), and whether a numbered sequence of a later move follows before.
 */
function gameEnd(r: ProseReading, i: number, end: number): { boundary: number; followed: boolean } {
  const after = r.words[end]?.start ?? r.text.length;
  const fen = r.parts.fens.find((f) => f.start >= after)?.start ?? r.text.length;
  const first = r.words[i];
  const ply = first?.kind === 'number' ? first.ply : 0;
  let followed = false;
  for (const w of r.words.slice(end)) {
    if (w.kind !== 'number') continue;
    if (w.start >= fen || w.ply === 1) return { boundary: Math.min(w.start, fen), followed };
    if (w.ply > ply) followed = true;
  }
  return { boundary: fen, followed };
}

/** The reading's score so far. */
export function scoreOf(r: ProseReading): PlayScore {
  let cost = 0;
  for (const [code, e] of r.lenient) cost += e.count * warningCost(code as MoveWarningCode);
  return {
    errors: r.problems.filter((p) => p.severity === 'error').length,
    unchecked: r.problems.filter((p) => p.code === 'W_PROSE_UNCHECKED').length,
    checked: r.checked,
    cost,
  };
}

/** Whether `a` plays better than `b`: fewer moves rejected, fewer unchecked, more checked, or cheaper by NEAR_COST; in that order. */
export function playsBetter(a: PlayScore, b: PlayScore): boolean {
  if (a.errors !== b.errors) return a.errors < b.errors;
  if (a.unchecked !== b.unchecked) return a.unchecked < b.unchecked;
  if (a.checked !== b.checked) return a.checked > b.checked;
  return a.cost + NEAR_COST <= b.cost;
}

/**
 * The reading `r` reaches the offset `offset` of the text (a word, or the end: Infinity): the ties whose game
 * ended before it get their score; a probe whose game ended compares itself. False where the probe plays its
 * game no better than the reading it is compared with: the reading stops.
 */
export function readingReaches(r: ProseReading, offset: number): boolean {
  const la = r.lookAhead;
  for (const t of la.met) if (t.score === undefined && t.boundary <= offset) t.score = scoreOf(r);
  const p = la.probe;
  if (p === undefined || la.passed || p.boundary > offset) return true;
  la.probeScore = scoreOf(r);
  if (playsBetter(la.probeScore, p.against)) {
    la.passed = true;
    return true;
  }
  la.stopped = true;
  return false;
}

/** A whole reading of a text with its choices (see {@link decidedReading}). */
export interface ChoiceReading {
  readonly lookAhead: LookAhead;
  readonly problems: ProseProblem[];
}

/**
 * The reading of the text whose ties are decided by the text after them (see the header): `read` reads the
 * text with the ties at `taken` turned, as `probe` (a reading that stops where the probe plays no better). The ties decided
 * have their W_READING_AMBIGUOUS notes taken out of the reading returned; the others stay said.
 */
export function decidedReading<T extends ChoiceReading>(read: (taken: ReadonlySet<number>, probe?: Probe) => T): T {
  let current = read(new Set());
  const decided: Tie[] = [];
  const equal: Tie[] = [];
  const tried = new Set<number>();
  for (let turned = 0; turned < MAX_TURNED; turned++) {
    const tie = current.lookAhead.met.find((t) => !tried.has(t.at) && !current.lookAhead.taken.has(t.at) && t.followed);
    if (tie?.score === undefined) break;
    tried.add(tie.at);
    let taken = new Set([...current.lookAhead.taken, tie.at]);
    const probeOf = (t: Tie): Probe => ({ at: t.at, boundary: t.boundary, against: t.score! });
    let probe = read(taken, probeOf(tie));
    // (a tie the probe meets after the one it turns, in the same game, that the reading before did not meet: turned too,
    // as the same choice again: `7...Le7` cited, then `8.0-0 0-0` and `9... Tb8` each the game's or the side line's)
    const alsoTurned: Tie[] = [];
    while (!probe.lookAhead.passed && turned + 1 < MAX_TURNED) {
      const next = probe.lookAhead.met.find(
        (t) => t.at > tie.at && t.at < tie.boundary && t.followed && !taken.has(t.at) && !current.lookAhead.met.some((c) => c.at === t.at),
      );
      if (next === undefined) break;
      turned++;
      alsoTurned.push(next);
      taken = new Set([...taken, next.at]);
      probe = read(taken, probeOf(tie));
    }
    const score = probe.lookAhead.probeScore;
    if (probe.lookAhead.passed) {
      current = probe;
      decided.push(tie, ...alsoTurned);
    } else if (score !== undefined && playsBetter(tie.score, score)) decided.push(tie);
    else equal.push(tie);
  }
  if (decided.length + equal.length === 0) return current;
  const at = (ties: readonly Tie[], p: ProseProblem): boolean =>
    p.code === 'W_READING_AMBIGUOUS' && ties.some((t) => t.line === p.line && t.column === p.column);
  // (a tie the text after it decides is no tie; one it does not is said so)
  const kept = current.problems
    .filter((p) => !at(decided, p))
    .map((p) => (at(equal, p) ? { ...p, message: `${p.message} (the text after it plays on with either reading)` } : p));
  current.problems.splice(0, current.problems.length, ...kept);
  return current;
}
