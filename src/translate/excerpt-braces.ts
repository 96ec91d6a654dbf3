/**
 * An excerpt cut inside PGN comments, as pages and books quote a game: it starts inside a comment
 * (words, then a `}` that closes no comment) or ends inside one (a `{` never closed: `3. Lb5 {[#]
 * Weiß droht nicht sofort Lb5xc6 …` to the end of the text). The PGN reading fails such a text on
 * the brace (`"}" closes no comment`); read as PGN, the words before the stray `}` are the end of a
 * comment and the words after the open `{` one that runs to the end of the text, so that is how
 * {@link readExcerpt} reads it: the game's own moves are the game, the moves in the comments stay
 * comments, and each brace is reported (W_UNMATCHED_BRACKET) where it stands. No byte of the text
 * is changed; the braces added are those the excerpt cut off.
 */
import type { MoveWarning } from '../core/move-errors.js';
import { gameFromText } from '../pgn/read-games.js';
import { LineCounter } from '../pgn/line-counter.js';
import { splitGames } from '../pgn/split-games.js';
import type { TranslationContext } from './context.js';
import { formatGameWarning } from './report.js';
import { translateOneGame, type GameOutcome } from './translate-pgn.js';

/** Where an excerpt's text was cut inside comments: the `}` whose `{` was cut off, the `{` whose `}` was. */
export interface BraceCut {
  readonly strayClose: number | undefined;
  readonly openAtEnd: number | undefined;
}

/**
 * The braces of `text` cut off by the excerpt: a `}` before any `{` (the text starts inside a
 * comment) and a `{` still open at the end; undefined where there is neither, or where braces are
 * unmatched elsewhere too (a `}` after a comment closed: that is no excerpt's cut).
 */
export function excerptBraces(text: string): BraceCut | undefined {
  let strayClose: number | undefined;
  let open: number | undefined;
  let seen = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '{' && open === undefined) {
      open = i;
      seen = true;
    } else if (c === '}') {
      if (open !== undefined) open = undefined;
      else if (!seen) {
        strayClose = i;
        seen = true;
      } else return undefined;
    }
  }
  return strayClose === undefined && open === undefined ? undefined : { strayClose, openAtEnd: open };
}

/**
 * The games of `text` read as PGN with the comments the excerpt cut into closed where they were
 * cut (see the header): a `{` before the text where a `}` closes no comment, a `}` after its last
 * character that is not white space where a `{` is never closed. Each game's outcome as the PGN
 * reading gives it, with a W_UNMATCHED_BRACKET warning at each brace.
 */
export function readExcerpt(text: string, cut: BraceCut, file: string, ctx: TranslationContext): GameOutcome[] {
  const lead = cut.strayClose !== undefined ? '{' : '';
  const end = text.length - (/\s*$/u.exec(text)?.[0].length ?? 0);
  const closed = lead + (cut.openAtEnd !== undefined ? `${text.slice(0, end)}}${text.slice(end)}` : text);
  const lines = new LineCounter(text, 1, 1);
  const outcomes = splitGames(closed).map((t, i) => {
    // (the `{` added stands before the text's first column, so that every position is the text's own)
    const piece = { ...t, column: t.line === 1 ? t.column - lead.length : t.column, truncated: false };
    return translateOneGame(gameFromText(piece, file, i + 1, ctx.input), ctx);
  });
  const warn = (o: GameOutcome, offset: number, message: string): GameOutcome => {
    const at = lines.at(offset);
    const w: MoveWarning = {
      code: 'W_UNMATCHED_BRACKET',
      message,
      position: { ply: 0, moveNumber: 0, color: 'white', token: '', line: at.line, column: at.column },
    };
    const warnings = [w, ...o.warnings].sort((a, b) => a.position.line - b.position.line || a.position.column - b.position.column);
    return { ...o, warnings, warningMessages: warnings.map((x) => formatGameWarning(o.game, x)) };
  };
  if (outcomes.length === 0) return outcomes;
  if (cut.strayClose !== undefined)
    outcomes[0] = warn(
      outcomes[0]!,
      cut.strayClose,
      '"}" closes no comment: the text starts inside one; the words before it read as a comment',
    );
  if (cut.openAtEnd !== undefined) {
    const last = outcomes.length - 1;
    outcomes[last] = warn(
      outcomes[last]!,
      cut.openAtEnd,
      '"{" is never closed: the text ends inside a comment; read as a comment to the end',
    );
  }
  return outcomes;
}
