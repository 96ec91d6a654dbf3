/**
 * Every error chess-lingua reports is one of these classes. Each has a stable `code`
 * (for scripts and tests) and a message a person understands.
 */
export class ChessLinguaError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = new.target.name;
    this.code = code;
  }
}

/** A locale code that no registered locale answers to. */
export class UnknownLocaleError extends ChessLinguaError {
  readonly requested: string;
  readonly available: readonly string[];
  constructor(requested: string, available: readonly string[]) {
    super('ERR_UNKNOWN_LOCALE', `unknown locale "${requested}"; available: ${available.join(', ')}`);
    this.requested = requested;
    this.available = available;
  }
}

/** One broken rule of a locale file: the field (`letters.queen`) and why. */
export interface LocaleFileProblem {
  readonly field: string;
  readonly reason: string;
}

/**
 * A locale file that does not follow the schema, with every problem found in it (`problems`),
 * not only the first: `field` and `reason` are those of the first.
 */
export class LocaleFileError extends ChessLinguaError {
  /** The file (or other source) the data came from. */
  readonly file: string;
  /** Path of the (first) offending field, e.g. `letters.queen`. */
  readonly field: string;
  readonly reason: string;
  /** Every problem found, in the order of the file format (at least one). */
  readonly problems: readonly LocaleFileProblem[];
  constructor(file: string, field: string, reason: string, more: readonly LocaleFileProblem[] = []) {
    const problems = [{ field, reason }, ...more];
    super(
      'ERR_LOCALE_FILE',
      problems.length === 1
        ? `${file}: ${field}: ${reason}`
        : `${file}: ${problems.length} problems: ${problems.map((p) => `${p.field}: ${p.reason}`).join('; ')}`,
    );
    this.file = file;
    this.field = field;
    this.reason = reason;
    this.problems = problems;
  }
}

/** A library call without an option it needs (`translateMove('e4')` without `from` and `to`). */
export class OptionsError extends ChessLinguaError {
  /** The options that are missing or not strings. */
  readonly missing: readonly string[];
  constructor(message: string, missing: readonly string[]) {
    super('ERR_OPTIONS', message);
    this.missing = missing;
  }
}

/** A FEN that cannot be read. */
export class FenError extends ChessLinguaError {
  readonly fen: string;
  constructor(fen: string, reason: string) {
    super('ERR_FEN', `invalid FEN "${fen}": ${reason}`);
    this.fen = fen;
  }
}
