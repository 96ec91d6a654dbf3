/**
 * An excerpt cut inside PGN comments, as pages and books quote a game: it starts inside a comment
 * (words, then a `}` that closes no comment) or ends inside one (a `{` never closed: `3. Lb5 {[#]
 * Weiß droht nicht sofort Lb5xc6 …` to the end of the text). The PGN reading fails such a text on
 * the brace (`"}" closes no comment`); read as PGN, the words before the stray `}` are the end of a
 * comment and the words after the open `{` one that runs to the end of the text, so that is how
 * {@link readExcerpt} reads it: the game's own moves are the game, the moves in the comments stay
 * comments, and each brace is reported (W_UNMATCHED_BRACKET) where it stands. No byte of the text
 * is changed; the braces added are those the excerpt cut off.
 * PGN quoted in an article (words, then tag pairs and the game) may also end inside variations it never closes
 * (`9. Be2 ({Hübner – Smyslov (198`): {@link excerptBrackets} finds them and {@link readExcerpt} closes them where the
 * text ends, each `(` warned, the article's words written after the game's tags ({@link cutExcerpt}, from translate/document.ts).
 */
import type { MoveWarning } from '../core/move-errors.js';
import { gameFromText } from '../pgn/read-games.js';
import type { Game } from '../pgn/types.js';
import { LineCounter } from '../pgn/line-counter.js';
import { splitGames } from '../pgn/split-games.js';
import type { TranslationContext } from './context.js';
import { formatGameWarning } from './report.js';
import { translateGameText, translateOneGame, type GameOutcome } from './translate-pgn.js';
import { unmatchedMessage } from '../prose/brackets.js';

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

/** Where an excerpt of PGN text was cut inside comments and variations: {@link BraceCut}, and the `(` still open at its end. */
export interface BracketCut extends BraceCut {
  /** The offsets of the `(` never closed, in the order they stand (the last game's, the text ending inside them). */
  readonly openVariations: readonly number[];
}

/** A tag pair up to its `]` (or the end of its line): its name, and its value in quotes, `\"` inside it. */
const TAG_PAIR = /^\[[^\]"\r\n]*(?:"(?:[^"\\\r\n]|\\.)*"?)?[^\]\r\n]*\]?/;
/** A game's result as PGN writes it, as a word of its own. */
const RESULT = /^(?:1-0|0-1|1\/2-1\/2|\*)(?![^\s)])/;

/**
 * The brackets of a PGN excerpt (a text with tag pairs: an article quoting a game) cut off where it ends: those of
 * {@link excerptBraces}, and the variations still open at the end of the text (`9. Be2 ({Hübner – Smyslov (198` to
 * the end: the `(` after `9. Be2`, and any still open before it). Brackets in comments, in tag pairs and after `;` are
 * no variation's. Undefined where no variation is left open at the end, or where a variation is left open before a
 * tag pair or a result (a game that goes on after it: no excerpt's cut), or a `)` closes none.
 */
export function excerptBrackets(text: string): BracketCut | undefined {
  const open: number[] = [];
  let inBrace = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (inBrace) {
      inBrace = c !== '}';
      continue;
    }
    const lineStart = i === 0 || text[i - 1] === '\n' || text[i - 1] === '\r';
    if (c === '{') inBrace = true;
    else if (c === ';' || (c === '%' && lineStart)) {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end;
    } else if (c === '[' && /^[ \t]*$/.test(text.slice(text.lastIndexOf('\n', i - 1) + 1, i))) {
      // (a tag pair: brackets in its value are no variation's; a variation open before it is no excerpt's cut)
      if (open.length > 0) return undefined;
      i += (TAG_PAIR.exec(text.slice(i, i + 4096))?.[0].length ?? 1) - 1;
    } else if (c === '(') open.push(i);
    else if (c === ')') {
      if (open.pop() === undefined) return undefined;
    } else if (open.length > 0 && /[\s(]/.test(text[i - 1] ?? ' ') && RESULT.test(text.slice(i, i + 8))) return undefined;
  }
  if (open.length === 0) return undefined;
  const braces = excerptBraces(text);
  return { strayClose: braces?.strayClose, openAtEnd: braces?.openAtEnd, openVariations: open };
}

/**
 * The games of `text` read as PGN with the comments the excerpt cut into closed where they were
 * cut (see the header): a `{` before the text where a `}` closes no comment, a `}` after its last
 * character that is not white space where a `{` is never closed. Each game's outcome as the PGN
 * reading gives it, with a W_UNMATCHED_BRACKET warning at each brace.
 */
export function readExcerpt(text: string, cut: BraceCut | BracketCut, file: string, ctx: TranslationContext): GameOutcome[] {
  const lead = cut.strayClose !== undefined ? '{' : '';
  const end = text.length - (/\s*$/u.exec(text)?.[0].length ?? 0);
  const variations = 'openVariations' in cut ? cut.openVariations : [];
  const tail = (cut.openAtEnd !== undefined ? '}' : '') + ')'.repeat(variations.length);
  // (a text cut right after a move number, `24. g5 Be7 25`, its move lost with the rest: the number is left out, the
  // brackets closed before it; not `25)`, a number closed by a bracket)
  const dangling = cut.openAtEnd === undefined && variations.length > 0 ? /(?<=\s)\d{1,3}\.{0,3}$/u.exec(text.slice(0, end)) : null;
  const stop = dangling?.index ?? end;
  const closed = lead + (tail !== '' ? `${text.slice(0, stop)}${tail}${text.slice(end)}` : text);
  const lines = new LineCounter(text, 1, 1);
  const pieces = splitGames(closed);
  // (the `{` added stands before the text's first column, so that every position is the text's own)
  const gameOf = (t: (typeof pieces)[number], n: number): Game =>
    gameFromText({ ...t, column: t.line === 1 ? t.column - lead.length : t.column, truncated: false }, file, n, ctx.input);
  const games = pieces.map((t, i) => gameOf(t, i + 1));
  // A PGN excerpt's article words before its tag pairs are the game's words, written after its tags before its first
  // move (as a document's words before its game are: document-games.ts), not a game of their own.
  // (so too in a game cut inside a comment: cutGame)
  const wordsFirst =
    (variations.length > 0 || cut.openAtEnd !== undefined) &&
    games.length > 1 &&
    games[0]!.textOnly === true &&
    games[1]!.textOnly !== true;
  if (wordsFirst) games.splice(1, 1, gameOf(pieces[1]!, 1));
  const outcomes = games.map((g) => translateOneGame(g, ctx));
  if (wordsFirst) {
    const [words, game] = outcomes as [GameOutcome, GameOutcome];
    const tags = /^(?:\[[^\n]*\]\n)+\n/.exec(game.text)?.[0];
    if (tags !== undefined && game.failure === undefined && words.failure === undefined) {
      const warnings = [...words.warnings, ...game.warnings];
      outcomes.splice(0, 2, {
        ...game,
        text: `${tags}${words.text.trimEnd()}\n${game.text.slice(tags.length)}`,
        warnings,
        warningMessages: [...words.warningMessages, ...game.warningMessages],
      });
    }
  }
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
  for (const offset of variations)
    outcomes[outcomes.length - 1] = warn(outcomes[outcomes.length - 1]!, offset, unmatchedMessage({ offset, bracket: '(' }, true));
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

/**
 * A PGN excerpt (a text with tag pairs after words: an article that quotes a game) that ends inside variations, and comments: read
 * with them closed where the text ends, each bracket said where it stands (W_UNMATCHED_BRACKET), where the PGN
 * reading fails it on its brackets alone and every game then reads; else undefined (read as PGN). `maxGames`: more
 * games than this are a collection of games, no excerpt (translate/document.ts).
 * `cut`: the text's {@link excerptBrackets}, scanned once for this and {@link cutGame}; where it is undefined (a PGN file
 * that closes its variations) the text is not read twice.
 */
export function cutExcerpt(
  text: string,
  cut: BracketCut | undefined,
  file: string,
  ctx: TranslationContext,
  maxGames: number,
): GameOutcome[] | undefined {
  if (cut === undefined) return undefined;
  const texts = splitGames(text);
  if (texts.length > maxGames) return undefined;
  const pgn: GameOutcome[] = [];
  for (const t of texts) if (!t.continued) pgn.push(translateGameText(t, file, pgn.length + 1, ctx));
  // (a PGN file, tags first, stays strict: only PGN quoted in an article, its words before the tags, is an excerpt)
  if (pgn[0]?.game.textOnly !== true) return undefined;
  if (!pgn.some((o) => o.failure !== undefined) || !pgn.every((o) => o.failure === undefined || o.failure.kind === 'pgn')) return undefined;
  const excerpt = readExcerpt(text, cut, file, ctx);
  return excerpt.every((o) => o.failure === undefined) && excerpt.some((o) => o.moves > 0) ? excerpt : undefined;
}

/**
 * One game pasted whole and cut off inside a comment or variations it never closes (a PGN's tags first, a lichess study
 * copied from a page whose stored text stops inside `{ … stillinge`): read as {@link readExcerpt} reads an excerpt, each
 * bracket closed where the text ends, said where it opens (W_UNMATCHED_BRACKET). Only a text of one game (a file of games
 * stays strict: a brace never closed there may have swallowed the games after it), that the PGN reading fails on that
 * bracket alone, and whose cut reading plays moves; else undefined. `brackets`: the text's {@link excerptBrackets}.
 */
export function cutGame(text: string, brackets: BracketCut | undefined, file: string, ctx: TranslationContext): GameOutcome[] | undefined {
  // (a `(` left open, or a `{` after the last `}`: the quick tests first, the text split into games only then)
  const cut = brackets ?? (text.lastIndexOf('{') > text.lastIndexOf('}') ? excerptBraces(text) : undefined);
  if (cut === undefined || cut.strayClose !== undefined) return undefined;
  // (one game, words before its tags allowed: a page's title over the PGN it quotes, read as a text of its own)
  const texts = splitGames(text).filter((t) => !t.continued);
  if (texts.length === 0 || texts.length > 2) return undefined;
  const outcomes = texts.map((t, n) => translateGameText(t, file, n + 1, ctx));
  if (outcomes.length === 2 && outcomes[0]!.game.textOnly !== true) return undefined;
  if (outcomes[outcomes.length - 1]!.failure?.kind !== 'pgn') return undefined;
  const excerpt = readExcerpt(text, cut, file, ctx);
  return excerpt.length === 1 && excerpt[0]!.failure === undefined && excerpt[0]!.moves > 0 ? excerpt : undefined;
}
