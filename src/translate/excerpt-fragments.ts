/**
 * PGN quoted in an article in fragments, as a web page copies a board viewer's game: words, the
 * game's first moves ending in `*` (the viewer's end of a fragment), the page's words (the viewer's
 * fallback notice, a diagram's FEN line, a sentence), then `[SetUp "1"]` `[FEN "…"]` and the game
 * going on from there (`7. Nf1 …`), and so on; the text may stop inside a tag pair.
 * The PGN reading cuts such a text into games of their own (a game of words, a game from a FEN
 * that reads nothing of the first one's letters) and fails the tag cut off at the end.
 *
 * The rule ({@link joinedFragments}): in a text with words before its PGN (an article), a game from a
 * FEN tag that is exactly the position the game before it reached (the same pieces, side to move,
 * castling rights and move number: the same check as prose/lines.ts makes of a FEN in prose), with the
 * article's words alone between them and no result but `*` ending the one before, goes on with that
 * game: one game, the words between its comments, one warning (W_FRAGMENTS_JOINED) naming the FEN
 * and saying that the `*` and the tag pairs between the fragments are left out. A FEN that is not
 * that position starts a game of its own, as before. A tag pair the text's end cuts off (no `"]`,
 * nothing after it) is words of the article after the game, written as a comment, with a warning
 * (W_UNMATCHED_BRACKET), as a comment the excerpt cut off is (excerpt-braces.ts).
 */
import type { MoveWarning } from '../core/move-errors.js';
import type { Board } from '../board/board.js';
import { gameFromText } from '../pgn/read-games.js';
import type { Game } from '../pgn/types.js';
import { splitGames } from '../pgn/split-games.js';
import { exportFen } from '../pgn/write-game.js';
import { samePlacement } from '../prose/game-boundaries.js';
import { translateInDetectedNotation } from '../repair/auto-repair.js';
import type { TranslationContext } from './context.js';
import { formatGameWarning } from './report.js';
import { translateOneGame, type GameOutcome } from './translate-pgn.js';

/** The tags a board viewer's fragment carries besides the game's own: a game from a position. */
const FRAGMENT_TAGS: ReadonlySet<string> = new Set(['SetUp', 'FEN']);

/**
 * The games of `text` (a text with tag pairs) with the fragments of one game joined (see the header), where
 * the text has words before its PGN and a fragment was joined or a tag cut off at its end was read as words;
 * else undefined (the text is read as PGN as before). `maxGames`: more pieces than this are a collection of games.
 */
export function joinedFragments(text: string, file: string, ctx: TranslationContext, maxGames: number): GameOutcome[] | undefined {
  const texts = splitGames(text).filter((t) => !t.continued);
  if (texts.length < 2 || texts.length > maxGames) return undefined;
  const games = texts.map((t, i) => gameFromText(t, file, i + 1, ctx.input));
  if (!wordsFirst(games[0]!)) return undefined;
  const cutTag = cutTagAtEnd(games[games.length - 1]!, text);
  // (no fragment from a FEN and no tag cut off: nothing to read otherwise than as PGN)
  if (!cutTag && !games.some((g, i) => i > 0 && g.tags.some((t) => t.name === 'FEN'))) return undefined;
  /** The games and words to write, in order: a joined game as one. */
  const out: Array<{ game: Game; joined: MoveWarning[] }> = [];
  /** The last game written that a fragment may go on with, and the position its main line reached (found when asked). */
  let open: { readonly at: number; end?: { readonly board: Board; readonly plies: number } | undefined } | undefined;
  let joins = 0;
  for (let i = 0; i < games.length; i++) {
    const g = games[i]!;
    if (g.textOnly === true || (i === games.length - 1 && cutTag)) {
      out.push({ game: g, joined: [] });
      continue;
    }
    const fragment = open !== undefined && out.length > open.at + 1 && g.tags.some((t) => t.name === 'FEN');
    if (fragment) {
      const at = open!.at;
      const end = (open!.end ??= mainLineEnd(out[at]!.game, ctx));
      const words = out.slice(at + 1).map((o) => o.game);
      const joined = end === undefined ? undefined : joinedGame(out[at]!.game, words, g, end, ctx);
      if (joined !== undefined) {
        out.splice(at, out.length - at, { game: joined.game, joined: [...out[at]!.joined, joined.warning] });
        open = { at, end: joined.end };
        joins++;
        continue;
      }
    }
    out.push({ game: g, joined: [] });
    open = g.result === undefined || g.result === '*' ? { at: out.length - 1 } : undefined;
  }
  if (joins === 0 && !cutTag) return undefined;
  return out.map(({ game, joined }, k) => {
    const numbered: Game = { ...game, origin: { ...game.origin, index: k + 1 } };
    if (cutTag && k === out.length - 1) return cutTagAsWords(numbered, ctx);
    const outcome = translateOneGame(numbered, ctx);
    if (joined.length === 0 || outcome.failure !== undefined) return outcome;
    const warnings = [...joined, ...outcome.warnings].sort(
      (a, b) => a.position.line - b.position.line || a.position.column - b.position.column,
    );
    return { ...outcome, warnings, warningMessages: warnings.map((w) => formatGameWarning(numbered, w)) };
  });
}

/** Words before the game's first tag or move: a text-only piece, or a game whose first node is its words. */
function wordsFirst(game: Game): boolean {
  if (game.textOnly === true) return true;
  const first = game.nodes[0];
  const words = game.textAsComment;
  return (
    game.tags.length === 0 && words !== undefined && first?.type === 'comment' && first.line === words.line && first.column === words.column
  );
}

/**
 * The game `before` with `words` (text-only pieces) and `next` after it, where `next` is a fragment from a FEN tag of
 * the position that `before` `reached` and the whole reads as one game; else undefined.
 */
function joinedGame(
  before: Game,
  words: readonly Game[],
  next: Game,
  reached: { readonly board: Board; readonly plies: number },
  ctx: TranslationContext,
): { readonly game: Game; readonly end: { readonly board: Board; readonly plies: number }; readonly warning: MoveWarning } | undefined {
  const end = reached.board;
  const fenTag = next.tags.find((t) => t.name === 'FEN');
  if (fenTag === undefined || next.problems.length > 0 || !next.nodes.some((n) => n.type === 'move')) return undefined;
  // (a fragment names no other game: its tags are a position's, or the game's own)
  if (!next.tags.every((t) => FRAGMENT_TAGS.has(t.name) || before.tags.some((b) => b.name === t.name && b.value === t.value)))
    return undefined;
  const from = ctx.engine.fromFen(exportFen(fenTag.value));
  if (!from.ok || !samePlacement(from.value.fen(), end.fen()) || from.value.fullmoveNumber !== end.fullmoveNumber) return undefined;
  // (read again as one text, so that every reading of it, another language's too, reads the one game: the `*` that
  // ended the fragment before and the tag pairs of the fragment after are blanked, every other byte as it stood)
  const ended = /(?<=\s|^)\*(?=\s*$)/.exec(before.raw);
  if (before.result === '*' ? ended === null : before.result !== undefined) return undefined;
  const tagsBlanked = blankTagLines(next);
  if (tagsBlanked === undefined) return undefined;
  const head = ended === null ? before.raw : `${before.raw.slice(0, ended.index)} ${before.raw.slice(ended.index + 1)}`;
  const raw = head + words.map((w) => w.raw).join('') + tagsBlanked;
  const game = gameFromText(
    { text: raw, line: before.origin.line, column: before.origin.column, truncated: false },
    before.origin.file,
    before.origin.index,
    ctx.input,
  );
  if (game.problems.length > 0 || game.textOnly === true) return undefined;
  // (the whole reads as the one game: the fragment before's moves, then the fragment's, none more and none less)
  const joinedEnd = mainLineEnd(game, ctx);
  const added = next.nodes.filter((n) => n.type === 'move').length;
  if (joinedEnd === undefined || joinedEnd.plies !== reached.plies + added) return undefined;
  const side = end.turn === 'white' ? 'White' : 'Black';
  const star = before.result === '*' ? 'the "*" that ended the fragment before it and ' : '';
  const warning: MoveWarning = {
    code: 'W_FRAGMENTS_JOINED',
    message:
      `the game goes on after [FEN "${fenTag.value}"], the position it reached (${side} to move at move ${end.fullmoveNumber}): ` +
      `the fragments are read as one game, the words between them as a comment; ${star}the tag pairs of the fragment after it are left out`,
    position: {
      ply: 2 * end.fullmoveNumber - (end.turn === 'white' ? 1 : 0),
      moveNumber: end.fullmoveNumber,
      color: end.turn,
      token: '',
      line: fenTag.line ?? next.origin.line,
      column: fenTag.column ?? next.origin.column,
    },
  };
  return { game, end: joinedEnd, warning };
}

/** The raw text of `game` with the lines of its tag pairs blanked (spaces, line breaks kept); undefined where a tag shares its line with other text. */
function blankTagLines(game: Game): string | undefined {
  const lines = game.raw.split(/(?<=\n)/);
  for (const t of game.tags) {
    const k = (t.line ?? 0) - game.origin.line;
    const line = lines[k];
    if (line === undefined || !/^[ \t]*\[[^\n]*\][ \t]*\r?\n?$/.test(line)) return undefined;
    lines[k] = line.replace(/[^\r\n]/g, ' ');
  }
  return lines.join('');
}

/** The position the main line of `game` reaches and its moves, where it translates (in the language it is read in); else undefined. */
function mainLineEnd(game: Game, ctx: TranslationContext): { readonly board: Board; readonly plies: number } | undefined {
  if (!game.nodes.some((n) => n.type === 'move')) return undefined;
  const { result } = translateInDetectedNotation(game, ctx);
  if (!result.ok || (result.repaired ?? 0) > 0) return undefined;
  const fen = result.game.tags.find((t) => t.name === 'FEN')?.value;
  const start = ctx.engine.fromFen(fen !== undefined ? exportFen(fen) : ctx.fen);
  if (!start.ok) return undefined;
  const board = start.value;
  let plies = 0;
  for (const n of result.game.nodes) {
    if (n.type !== 'move') continue;
    plies++;
    if (n.parsed === undefined) return undefined;
    if (n.parsed.kind === 'null') {
      board.playNull();
      continue;
    }
    const move = board.resolve(n.parsed);
    if (!move.ok) return undefined;
    board.play(move.value);
  }
  return { board, plies };
}

/**
 * Whether the last piece of the text is tag pairs alone that the text's end cuts off inside one (`[FEN "r1bq…/PPQBB1P`
 * to the end: no `"]`, nothing after it), which the PGN reading fails (ERR_PGN_TAG): the excerpt was cut there.
 */
function cutTagAtEnd(game: Game, text: string): boolean {
  if (game.problems.length !== 1 || game.problems[0]!.code !== 'ERR_PGN_TAG' || game.nodes.length > 0) return false;
  const lines = game.raw.trim().split(/\r?\n|\r/);
  const last = lines[lines.length - 1]!;
  return (
    text.trimEnd().endsWith(last) &&
    lines.every((l) => /^[ \t]*\[/.test(l)) &&
    /^[ \t]*\[[A-Za-z0-9_]+[ \t]+"[^"\]]*$/.test(last) &&
    lines.slice(0, -1).every((l) => /^[ \t]*\[[A-Za-z0-9_]+[ \t]+"[^"]*"\][ \t]*$/.test(l))
  );
}

/** The tag pairs cut off at the text's end as the article's words after the game: a comment, the cut `[` warned. */
function cutTagAsWords(game: Game, ctx: TranslationContext): GameOutcome {
  const start = /^\s*/.exec(game.raw)![0];
  const lines = start.split(/\r?\n|\r/);
  const line = game.origin.line + lines.length - 1;
  const column = (lines.length === 1 ? game.origin.column : 1) + lines[lines.length - 1]!.length;
  const words = game.raw.trim();
  const asWords: Game = {
    ...game,
    tags: [],
    nodes: [{ type: 'comment', form: 'brace', text: words, line, column }],
    result: undefined,
    problems: [],
    textOnly: true,
    textAsComment: { line, column, text: words },
  };
  const outcome = translateOneGame(asWords, ctx);
  const lastLine = game.raw.trimEnd().split(/\r?\n|\r/);
  const cutAt = { line: game.origin.line + lastLine.length - 1, column: 1 + /^[ \t]*/.exec(lastLine[lastLine.length - 1]!)![0].length };
  const warning: MoveWarning = {
    code: 'W_UNMATCHED_BRACKET',
    message: '"[" is never closed: the text ends inside a tag pair; the tag pairs read as words of the text after the game',
    position: { ply: 0, moveNumber: 0, color: 'white', token: '', ...cutAt },
  };
  const warnings = [...outcome.warnings, warning];
  return { ...outcome, warnings, warningMessages: warnings.map((w) => formatGameWarning(asWords, w)) };
}
