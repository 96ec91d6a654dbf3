/**
 * The reports of a translated game as data, for `translate --jobs N`: a worker sends what went
 * wrong in a game as typed objects, with the game's place in its segment, and the main thread,
 * which knows how many games came before, numbers the game and words the report lines with the
 * same formatters (translate/report.ts) as one thread does. Move errors travel as their fields:
 * a structured clone keeps only the message of an Error object.
 */
import { MoveError, type MoveErrorKind, type MovePosition, type MoveWarning } from '../core/move-errors.js';
import type { Game, Tag } from '../pgn/types.js';
import { formatGameFailure, formatGameWarning } from '../translate/report.js';
import { reportLine } from '../translate/report-json.js';
import type { GameFailure } from '../translate/translate-game.js';
import type { GameOutcome } from '../translate/translate-pgn.js';

/** Why a game failed, as plain data: a PGN or detection problem as it is, a move error by its fields. */
export type FailureData =
  | Exclude<GameFailure, { readonly kind: 'move' }>
  | {
      readonly kind: 'move';
      readonly error: { readonly kind: MoveErrorKind; readonly position: MovePosition; readonly reason: string };
    };

/** What a game's report lines are made of, without its number in the file. */
export interface GameReport {
  /** The game's place in its segment, from 0. */
  readonly index: number;
  /** The tags that name the game in a report (White, Black, Date). */
  readonly tags: readonly Tag[];
  readonly failure: FailureData | undefined;
  readonly warnings: readonly MoveWarning[];
}

const LABEL_TAGS: ReadonlySet<string> = new Set(['White', 'Black', 'Date']);

/** The report of game `index` of a segment, or undefined when there is nothing to report (and `always` is not set). */
export function gameReport(outcome: GameOutcome, index: number, always = false): GameReport | undefined {
  const f = outcome.failure;
  if (f === undefined && outcome.warnings.length === 0 && !always) return undefined;
  const failure: FailureData | undefined =
    f?.kind === 'move' ? { kind: 'move', error: { kind: f.error.kind, position: f.error.position, reason: f.error.reason } } : f;
  const tags = outcome.game.tags.filter((t) => LABEL_TAGS.has(t.name)).map((t) => ({ name: t.name, value: t.value }));
  return { index, tags, failure, warnings: outcome.warnings };
}

/** The game and failure a report stands for, numbered `number` in `file` (the formatters read a game's tags and origin only). */
function reported(report: GameReport, file: string, number: number): { game: Game; failure: GameFailure | undefined } {
  const game: Game = {
    tags: [...report.tags],
    nodes: [],
    result: undefined,
    origin: { file, index: number, line: 0, column: 0 },
    raw: '',
    problems: [],
  };
  const f = report.failure;
  let failure: GameFailure | undefined;
  if (f?.kind === 'move') failure = { kind: 'move', error: new MoveError(f.error.kind, f.error.position, f.error.reason) };
  else failure = f;
  return { game, failure };
}

/** The report lines of a game numbered `number` in `file`: its failure, and one line per warning. */
export function reportLines(report: GameReport, file: string, number: number): { message: string | undefined; warnings: string[] } {
  const { game, failure } = reported(report, file, number);
  return {
    message: failure === undefined ? undefined : formatGameFailure(game, failure),
    warnings: report.warnings.map((w) => formatGameWarning(game, w)),
  };
}

/** The `--report-json` line of a game numbered `number` in `file`, as one thread writes it. */
export function reportJsonLine(report: GameReport, file: string, number: number, moves: number, repaired: number): string {
  const { game, failure } = reported(report, file, number);
  return reportLine({ game, failure, moves, warnings: report.warnings, repaired });
}
