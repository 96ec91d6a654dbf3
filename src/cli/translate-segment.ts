/**
 * One segment of `translate --jobs N` (see parallel.ts), translated: the games of a piece of the
 * input, read by a splitter of its own with the express lane inside, as one thread reads a file.
 * In a worker thread, or on the main thread (when it helps, or for a worker that died).
 */
import { GameSplitter, type GameText } from '../pgn/split-games.js';
import type { TranslationContext } from '../translate/context.js';
import { plainGameReader, type PlainGameTranslation } from '../translate/express.js';
import { GameTextTranslator, type GameOutcome } from '../translate/translate-pgn.js';
import { gameReport, type GameReport } from './game-reports.js';
import type { LocalTranslation, SegmentRequest, SegmentResults } from './parallel.js';

/** A splitter for a segment's text, reading plain games with the express lane in one pass. */
export function segmentSplitter(ctx: TranslationContext, keepLayout: boolean): GameSplitter<PlainGameTranslation> {
  return new GameSplitter<PlainGameTranslation>({ readPlainGame: plainGameReader(ctx, keepLayout) });
}

/** `everyReport` (`--report-json`): a report for every game, not only for those with something to report. */
export function translateSegment(
  request: SegmentRequest,
  ctx: TranslationContext,
  keepLayout: boolean,
  everyReport = false,
): SegmentResults {
  const splitter = segmentSplitter(ctx, keepLayout);
  const games = splitter.push(request.text);
  const newGameAtTagLine = splitter.newGameAtTagLine;
  games.push(...splitter.end());
  return translateGames(games, request.seq, request.file, request.startLine, ctx, keepLayout, newGameAtTagLine, everyReport);
}

/**
 * Translates games cut from a segment whose first line is line `startLine` of `file`. Reports go
 * back as data with each game's place in the segment: the main thread, which knows how many games
 * came before, numbers the games and words the reports (game-reports.ts).
 */
export function translateGames(
  games: readonly GameText<PlainGameTranslation>[],
  seq: number,
  file: string,
  startLine: number,
  ctx: TranslationContext,
  keepLayout: boolean,
  newGameAtTagLine: boolean,
  everyReport = false,
): SegmentResults {
  const translator = new GameTextTranslator(file, ctx, { keepLayout });
  const outcomes: GameOutcome[] = [];
  for (const t of games) outcomes.push(...translator.add(startLine === 1 || t.continued ? t : { ...t, line: t.line + startLine - 1 }));
  outcomes.push(...translator.end());
  const count = outcomes.length;
  const texts: string[] = new Array<string>(count);
  const lengths = new Int32Array(count);
  const moves = new Int32Array(count);
  const failed = new Uint8Array(count);
  const repaired = new Int32Array(count);
  const reports: GameReport[] = [];
  for (let k = 0; k < count; k++) {
    const outcome = outcomes[k]!;
    texts[k] = outcome.text;
    lengths[k] = outcome.text.length;
    if (outcome.continued) {
      // The rest of a game too large: text written through, not a game (2 in `failed`).
      failed[k] = 2;
      continue;
    }
    moves[k] = outcome.moves;
    if (outcome.failure !== undefined) failed[k] = 1;
    repaired[k] = outcome.repaired ?? 0;
    const report = gameReport(outcome, k, everyReport);
    if (report !== undefined) reports.push(report);
  }
  return { seq, text: texts.join(''), lengths, moves, failed, reports, repaired, newGameAtTagLine };
}

/** The main thread's share of the work (see {@link LocalTranslation}), in `ctx`. */
export function localTranslation(ctx: TranslationContext, keepLayout: boolean, everyReport = false): LocalTranslation {
  return {
    segment: (request) => translateSegment(request, ctx, keepLayout, everyReport),
    splitter: () => segmentSplitter(ctx, keepLayout),
    games: (games, request, startLine) => translateGames(games, request.seq, request.file, startLine, ctx, keepLayout, false, everyReport),
  };
}
