/**
 * `chess-lingua/report`: the text and JSON the CLI prints about games, for tools that want to print
 * exactly what the CLI prints: one `--report-json` line per game ({@link reportLine}), the lines of
 * `detect` ({@link detectionLine}, {@link detectionJson}) and warnings in the style of move errors
 * ({@link formatMoveWarning}; {@link formatReadWarning} for the reader's byte-level warnings).
 * Kept out of the main entry, which returns the same facts as data.
 * @packageDocumentation
 */
export { gameReport, reportLine, type GameReport, type ReportProblem, type ReportableOutcome } from './translate/report-json.js';
export { detectionJson, detectionLine } from './detect/index.js';
export { formatMoveWarning } from './core/move-errors.js';
export { formatReadWarning } from './pgn/read-games.js';
