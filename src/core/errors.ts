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
    super(
      'ERR_UNKNOWN_LOCALE',
      `unknown locale "${requested}"; available: ${available.join(', ')}`,
    );
    this.requested = requested;
    this.available = available;
  }
}

/** A locale file that does not follow the schema. */
export class LocaleFileError extends ChessLinguaError {
  /** The file (or other source) the data came from. */
  readonly file: string;
  /** Path of the offending field, e.g. `letters.queen`. */
  readonly field: string;
  readonly reason: string;
  constructor(file: string, field: string, reason: string) {
    super('ERR_LOCALE_FILE', `${file}: ${field}: ${reason}`);
    this.file = file;
    this.field = field;
    this.reason = reason;
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
