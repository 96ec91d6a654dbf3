/**
 * `--report-json FILE`: one JSON object per game and line (JSON Lines), for pipelines and the web
 * page (the contract shared between commands: `translate`, `reconcile`, `prose`):
 * `{"index":1,"file":"x.pgn","label":"White - Black, Date","status":"translated"|"repaired"|"failed",
 * "plies":42,"problems":[{"severity":"warning"|"error","code":"W_REPAIR","message":"…","ply":23,
 * "moveNumber":12,"color":"white","line":9,"column":255,"written":"Bd7","reading":"Bd3",
 * "candidates":[{"text":"Le2","iccf":"6152","cost":3}]}]}`. Fields that do not apply are left out.
 */
import type { MovePosition, MoveWarning } from '../core/move-errors.js';
import type { Game } from '../pgn/types.js';
import { gameLabel } from './report.js';
import type { GameFailure } from './translate-game.js';

export interface ReportProblem {
  readonly severity: 'warning' | 'error';
  readonly code: string;
  readonly message: string;
  readonly ply?: number;
  readonly moveNumber?: number;
  readonly color?: 'white' | 'black';
  readonly line?: number;
  readonly column?: number;
  readonly written?: string;
  readonly reading?: string;
  readonly candidates?: ReadonlyArray<{ readonly text: string; readonly iccf: string; readonly cost: number }>;
}

export interface GameReport {
  readonly index: number;
  readonly file: string;
  readonly label?: string;
  readonly status: 'translated' | 'repaired' | 'failed';
  readonly plies: number;
  readonly problems: readonly ReportProblem[];
}

/** What a report needs of a game's outcome (a `GameOutcome` has it). */
export interface ReportableOutcome {
  readonly game: Pick<Game, 'tags' | 'origin'>;
  readonly failure: GameFailure | undefined;
  readonly moves: number;
  readonly warnings: readonly MoveWarning[];
  readonly repaired?: number | undefined;
}

function place(p: MovePosition): Pick<ReportProblem, 'ply' | 'moveNumber' | 'color' | 'line' | 'column'> {
  return { ply: p.ply, moveNumber: p.moveNumber, color: p.color, line: p.line, column: p.column };
}

export function warningProblem(w: MoveWarning): ReportProblem {
  const r = w.repair;
  return {
    severity: 'warning',
    code: w.code,
    message: w.message,
    ...place(w.position),
    ...(r
      ? { written: r.written, ...(r.reading ? { reading: r.reading } : {}), ...(r.candidates.length ? { candidates: r.candidates } : {}) }
      : {}),
  };
}

export function failureProblem(f: GameFailure): ReportProblem {
  if (f.kind === 'move') {
    const e = f.error;
    return { severity: 'error', code: e.code, message: e.reason, ...place(e.position), written: e.position.token };
  }
  const p = f.problem;
  return { severity: 'error', code: p.code, message: p.message, line: p.line, column: p.column };
}

/** The report of one game. */
export function gameReport(o: ReportableOutcome): GameReport {
  const label = gameLabel(o.game);
  const problems = o.warnings.map(warningProblem);
  if (o.failure) problems.push(failureProblem(o.failure));
  return {
    index: o.game.origin.index,
    file: o.game.origin.file,
    ...(label ? { label } : {}),
    status: o.failure ? 'failed' : o.repaired ? 'repaired' : 'translated',
    plies: o.failure ? 0 : o.moves,
    problems,
  };
}

/** One line of JSON Lines for a game (with its line break). */
export function reportLine(o: ReportableOutcome): string {
  return `${JSON.stringify(gameReport(o))}\n`;
}
