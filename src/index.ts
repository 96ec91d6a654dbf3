/**
 * chess-lingua: chess moves and games between algebraic notation in any language and ICCF
 * numeric notation, every move checked on a board.
 *
 * Data flow: text → grammar (piece letters from the locale) → {@link ParsedMove} → board →
 * {@link Move} → emitter (ICCF numeric, SAN in any locale, figurine, long algebraic, UCI).
 *
 * @example
 * import { translateMove, translateMoves } from 'chess-lingua';
 * translateMove('Sf3', { from: 'de', to: 'iccf' });            // '7163'
 * translateMoves('1. 5254 5755 2. 7163', { from: 'iccf', to: 'fr' }).text; // '1. e4 e5 2. Cf3'
 *
 * The main entry is the translation API. Engine-level pieces (the board, its packed moves, the
 * emitters of one played move) are on `chess-lingua/board`, the CLI's report formats on
 * `chess-lingua/report`, the chess.js reference engine on `chess-lingua/reference`; each entry's
 * API is locked by a report in `etc/` (`npm run api:check`).
 * @packageDocumentation
 */
export {
  translateMove,
  translateMoves,
  parseMove,
  resolveMove,
  formatMove,
  listLocales,
  registerLocale,
  readGames,
  writeGame,
  translatePgn,
  translatePgnStream,
  translateMoveWithWarnings,
  formatMoveWords,
  parseMoveWords,
  type MoveWordsOptions,
  type MovesTranslation,
  type MoveTranslation,
  type PgnTranslation,
  type PgnTranslateOptions,
  type PgnInput,
  type TranslatedGame,
} from './api.js';
export type { TranslateOptions, NotationOptions } from './translate/context.js';
export type { GameFailure } from './translate/translate-game.js';
export type { GameOutcome, TranslationSummary } from './translate/translate-pgn.js';
export { suggestMoves, type MoveSuggestion } from './repair/suggest.js';
export { reconcileGames, type ReconcileOptions, type ReconciledGame } from './repair/reconcile.js';
export { COST as REPAIR_COSTS, WARNING_COST as LENIENT_COSTS, type RepairClass } from './repair/costs.js';

export * from './core/types.js';
export { squareName, parseSquareName, squareFile, squareRank, makeSquare } from './core/square.js';
export { ChessLinguaError, UnknownLocaleError, LocaleFileError, FenError, OptionsError, type LocaleFileProblem } from './core/errors.js';
export {
  MoveError,
  MoveSyntaxError,
  IllegalMoveError,
  AmbiguousMoveError,
  PromotionError,
  type MoveErrorKind,
  type MovePosition,
  MOVE_WARNING_CODES,
  type MoveWarning,
  type MoveWarningCode,
  type RepairDetail,
  type WrittenForm,
} from './core/move-errors.js';
export {
  detectGame,
  detectGameText,
  chooseGameNotation,
  LanguageDetectionError,
  LOCALE_POPULARITY,
  type AutoChoice,
  type DetectOptions,
  type DetectProblem,
  type GameDetection,
  type LocaleReading,
  type MixedReading,
  type ForeignMove,
  type ReadingDifference,
  type ReadingStop,
} from './detect/index.js';
export {
  createDecoder,
  decodeBytes,
  NotTextError,
  type BadByte,
  detectEncoding,
  encodingName,
  UnknownEncodingError,
  ENCODINGS,
  type EncodingGuess,
  type EncodingName,
  type StreamDecoder,
} from './encoding/index.js';
export {
  UnknownNotationError,
  type InputNotation,
  type OutputNotation,
  type InputOptions,
  type WordsNotation,
} from './notation/notation.js';

export { LocaleRegistry, LANGUAGE_ALIASES } from './locale/registry.js';
export type { Locale, PieceTable } from './locale/types.js';

// The interface the `engine` option takes; engines and everything else of the board are on `chess-lingua/board`.
export type { BoardEngine } from './board/board.js';
export { START_FEN } from './board/board.js';

export { formatWords, type Words, type WordsOptions } from './words/format.js';
export { parseWords } from './words/schema.js';
export { NoWordsError } from './words/errors.js';
export { exportBundles, EXPORT_FORMATS, type ExportFormat, type ExportFile, type ExportOptions } from './export/index.js';
export type { WordsData, WordsStyle, PieceWords, Gender, WordsSource, WordsExample, PhraseKey, SpokenWords } from './words/types.js';
export type { GameStyle, WrittenNumber } from './pgn/numbering.js';

export type {
  Game,
  GameNode,
  MoveNode,
  CommentNode,
  NagNode,
  VariationNode,
  EscapeNode,
  Tag,
  GameOrigin,
  PgnProblem,
} from './pgn/types.js';
export { PgnSyntaxError } from './pgn/pgn-error.js';
export { walkNodes, cloneNodes, variationDepth, type WalkStep } from './pgn/tree.js';
export { normalizeResult, tagValue } from './pgn/types.js';
export type { PgnSource, ReadWarning } from './pgn/read-games.js';
export { translateProse, type ProseTranslation, type ProseProblem } from './prose/translate-prose.js';
