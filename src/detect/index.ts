/** Language detection: which locales read a game, grouped by the game they read. */
export {
  detectGame,
  detectGameText,
  ICCF_CODE,
  LOCALE_POPULARITY,
  type DetectOptions,
  type ForeignMove,
  type GameDetection,
  type LocaleReading,
  type MixedReading,
  type ReadingDifference,
  type ReadingStop,
} from './detect-game.js';
export {
  chooseGameNotation,
  detectionJson,
  detectionLine,
  detectionProblem,
  languageList,
  gameInDetectedNotation,
  LanguageDetectionError,
  type AutoChoice,
  type AutoContext,
  type DetectProblem,
} from './choose.js';
