/**
 * The rules that decide where a game ends, as one scan over the splitter's buffer
 * (split-games.ts). A game ends
 *  - after its result at the outer level of the movetext (the whitespace after the result still
 *    belongs to it; the next game starts at the next character that is not whitespace);
 *  - where the next one's tags start: a line beginning with `[` after movetext, outside comments;
 *  - for games without tags or result: where, after a blank line, a line starts with `1.` again.
 *
 * An unterminated `{` comment does not swallow the rest of the file: a line that starts like a
 * tag pair (`[Name "`) inside a comment also starts a new game, and the reader then reports the
 * open comment in the game it belongs to. Braces inside comments are counted as nesting (see the
 * grammar's braceComment), with the same safeguard.
 *
 * The scan is a loop over characters with a few state flags (split-state.ts): no recursion, any
 * nesting depth. PGN's lexical rules are in scan.ts, the quick cut of plain games in
 * plain-game.ts, a game cut again where its numbering restarts at 1 in restarted-games.ts, and
 * a game too large in too-large-game.ts.
 */
import { codeAt } from './char-code.js';
import type { GameText } from './game-text.js';
import { plainGameEnd, type PlainGameCut } from './plain-game.js';
import {
  BRACKET_COMMENT_LOOKAHEAD,
  bracketCommentAt,
  isPgnSpace as isSpace,
  RESULT_LOOKAHEAD,
  resultLengthAt,
  resultMayFollow,
  TAG_LOOKAHEAD,
  tagPairStartsAt,
  wrapperAt,
} from './scan.js';
import { dropHandedOut, flush, type SplitState } from './split-state.js';
import { skipTooLarge, startSkipping } from './too-large-game.js';

/**
 * A square, castling or ICCF numeric move: the text before a `1.` after a blank line has moves (is a game, not a heading).
 * A square is no part of a longer number (`lecture10.2`, `a12`: a label, not e1 nor a1).
 */
const MOVE_BEFORE = /[a-h][1-8](?!\d)|[O0]-[O0]|[1-8]{4}/;

/**
 * Scans the buffer from `s.pos` on and cuts each game that ends in it; returns the games cut.
 * `max` is the size limit of a game (SplitterOptions.maxGameChars) and `readPlainGame` the quick
 * reader of a plain game (SplitterOptions.readPlainGame); `final` is set at the end of the input,
 * where nothing more can follow (a CR LF or a result cut between chunks is not waited for).
 */
export function scanGames<P extends PlainGameCut>(
  s: SplitState,
  final: boolean,
  max: number,
  readPlainGame: ((buffer: string, start: number, limit: number) => P | undefined) | undefined,
): GameText<P>[] {
  const out: GameText<P>[] = [];
  if (s.skipping && !skipTooLarge(s, final, out)) {
    dropHandedOut(s);
    return out;
  }
  const buf = s.buffer;
  const n = buf.length;
  // The state lives in locals while scanning (this loop sees every character of the input)
  // and goes back to the fields when it stops or a game is cut.
  let line = s.line;
  let lineStart = s.lineStart;
  let braceDepth = s.braceDepth;
  let inLineComment = s.inLineComment;
  let inTag = s.inTag;
  let inQuote = s.inQuote;
  let depth = s.depth;
  let movetextSeen = s.movetextSeen;
  let tokensSeen = s.tokensSeen;
  let atLineStart = s.atLineStart;
  let blankLine = s.blankLine;
  let ended = s.ended;
  // Cutting a game (rare: once per game) is written out at each place, without a closure:
  // locals that a closure changes would live on the heap, and this loop would slow down.
  let i = s.pos;
  for (; i < n; i++) {
    const c = buf.charCodeAt(i);
    // A game that starts with a tag line and is plain up to the next game's tags is cut in one
    // quick pass (see plainGameEnd), which the character-by-character scan below then skips.
    if (c === 91 /* [ */ && i === s.gameStart && atLineStart && !movetextSeen && !inTag && braceDepth === 0 && !inLineComment) {
      const limit = Math.min(n, i + max);
      const read = readPlainGame?.(buf, i, limit);
      const plain = read ?? plainGameEnd(buf, i, limit);
      if (plain !== undefined) {
        line += plain.lines;
        lineStart = plain.end;
        const handedOutBefore = out.length;
        flush(s, plain.end, false, out, line, lineStart, read);
        // (a text without tags that the game's numbering starting again cut off its end, `… 24. Bxd5 Rb8 1. 0-1`, just before
        // the next game's tag line: words before that game, as the scan below hands such a text out; GameText.beforeTags)
        const lastCut = out.length > handedOutBefore ? out[out.length - 1]! : undefined;
        if (lastCut !== undefined && buf.charCodeAt(plain.end) === 91 /* [ */ && !/^[\s\uFEFF]*\[/.test(lastCut.text))
          out[out.length - 1] = { ...lastCut, beforeTags: true, textAfter: true };
        i = plain.end - 1;
        continue;
      }
    }
    if (c === 10 || c === 13) {
      if (c === 13) {
        if (i + 1 >= n && !final) break; // a CR LF may be cut between chunks: wait for the next one
        if (codeAt(buf, i + 1, buf.length) === 10) i++;
      }
      if (atLineStart && braceDepth === 0 && !inLineComment) blankLine = true;
      line++;
      lineStart = i + 1;
      inLineComment = false;
      atLineStart = true;
      inTag = false;
      inQuote = false;
      if (lineStart - s.gameStart <= max) continue;
    }
    if (i - s.gameStart > max || c === 10 || c === 13) {
      // No game end within the limit (a line or a game too large): handed out in pieces up to
      // the next game, which is read from its start.
      s.line = line;
      s.lineStart = lineStart;
      startSkipping(s, i + (c === 10 || c === 13 ? 1 : 0), out);
      if (!skipTooLarge(s, final, out)) {
        dropHandedOut(s);
        return out;
      }
      line = s.line;
      lineStart = s.lineStart;
      movetextSeen = tokensSeen = inTag = inQuote = blankLine = ended = inLineComment = false;
      depth = braceDepth = 0;
      atLineStart = true;
      i = s.pos - 1;
      continue;
    }
    let cutAt = -1;
    if (ended) {
      if (isSpace(c)) continue;
      // (`[/pgn]` after the result: a forum's wrapper closing the game, kept with it)
      if (c === 91 && atLineStart && wrapperAt(buf, i) === 'close') {
        if (!final && buf.indexOf('\n', i) < 0 && n - i < 16) break; // wait for the whole line
        while (i + 1 < n && buf.charCodeAt(i + 1) !== 10 && buf.charCodeAt(i + 1) !== 13) i++;
        atLineStart = false;
        continue;
      }
      cutAt = i;
    } else if (inLineComment) continue;
    else if (atLineStart && !isSpace(c)) {
      if (c === 91 /* [ */ && !inTag) {
        // A tag line: a new game starts here if this one already has movetext,
        // or (inside an unterminated comment) if the line looks like a tag pair.
        // (`[ 8.dxe5 dxe5 ]` and `[12]` in movetext are a ChessBase variation and a move number.)
        let j = i + 1;
        while (j < n && (buf.charCodeAt(j) === 32 || buf.charCodeAt(j) === 9)) j++;
        if (!final && j >= n) break;
        const next = codeAt(buf, j, buf.length);
        const tagName = (next | 32) >= 97 && (next | 32) <= 122;
        if (!tagName && movetextSeen && braceDepth === 0) {
          // not a tag line
        } else if (braceDepth === 0 && movetextSeen && !tagPairStartsAt(buf, i)) {
          if (!final && buf.indexOf('\n', i) < 0 && n - i < BRACKET_COMMENT_LOOKAHEAD) break; // wait for the whole line
          // (a comment in brackets, `[ Ich überlegte auch 5...Lg4 … ]`: not a tag line either)
          if (bracketCommentAt(buf, i) === undefined) cutAt = lineStart;
        } else if (braceDepth > 0) {
          if (!final && n - i < TAG_LOOKAHEAD && buf.indexOf('\n', i) < 0) break; // wait for the whole line start
          if (tagPairStartsAt(buf, i)) cutAt = lineStart;
        } else if (movetextSeen) {
          cutAt = lineStart;
        }
      } else if (c === 49 /* 1 */ && blankLine && tokensSeen && braceDepth === 0 && depth === 0) {
        // `1.` after a blank line: a game without tags follows one without a result.
        if (!final && i + 1 >= n) break;
        const next = codeAt(buf, i + 1, buf.length);
        // (Not after text alone, such as a heading: it is a comment before the game; see text-runs.ts.)
        if ((next === 46 /* . */ || next === 0x2026) /* … */ && MOVE_BEFORE.test(buf.slice(s.gameStart, i))) cutAt = lineStart;
      }
    }
    if (cutAt >= 0) {
      const handedOut = out.length;
      flush(s, cutAt, false, out, line, lineStart);
      // (cut at the next game's tag line: a text before it without tags of its own may be words before that game, see
      // GameText.beforeTags; a text with tags is a game, as the quick cut of plain games hands it out)
      // (and a text without tags cut here has more text after it: GameText.textAfter)
      const last = out.length > handedOut ? out[out.length - 1]! : undefined;
      if (last !== undefined && !/^[\s\uFEFF]*\[/.test(last.text))
        out[out.length - 1] =
          cutAt === lineStart && c === 91 ? { ...last, beforeTags: true, textAfter: true } : { ...last, textAfter: true };
      movetextSeen = tokensSeen = inTag = inQuote = blankLine = ended = false;
      depth = braceDepth = 0;
      if (cutAt === i) {
        i--; // the new game starts with this character: read it again, as the first of its game
        continue;
      }
    }
    if (inLineComment) continue;
    if (atLineStart && !isSpace(c)) {
      atLineStart = false;
      if (c === 37 /* % */ && braceDepth === 0 && !inTag) {
        inLineComment = true; // escape line
        continue;
      }
    }
    if (braceDepth > 0) {
      if (c === 125 /* } */) braceDepth--;
      else if (c === 123 /* { */) braceDepth++;
      continue;
    }
    if (inTag) {
      if (inQuote) {
        if (c === 92 /* \ */) i++;
        else if (c === 34 /* " */) inQuote = false;
      } else if (c === 34) inQuote = true;
      else if (c === 93 /* ] */) inTag = false;
      continue;
    }
    switch (c) {
      case 91: // [
        if (!movetextSeen) {
          inTag = true;
          continue;
        }
        break;
      case 123: // {
        braceDepth = 1;
        movetextSeen = true;
        blankLine = false;
        continue;
      case 59: // ;
        inLineComment = true;
        movetextSeen = true;
        blankLine = false;
        continue;
      case 40: // (
        depth++;
        break;
      case 41: // )
        if (depth > 0) depth--;
        break;
    }
    if (isSpace(c)) continue;
    // A result at the outer level ends the game (results start with a digit, * or ½).
    if (depth === 0 && ((c >= 48 && c <= 57) || c === 42 || c === 0xbd)) {
      const prev = i === s.gameStart ? 32 : buf.charCodeAt(i - 1);
      if (resultMayFollow(prev)) {
        if (!final && n - i < RESULT_LOOKAHEAD) break;
        const len = resultLengthAt(buf, i);
        if (len > 0) {
          i += len - 1;
          movetextSeen = true;
          ended = true;
          continue;
        }
      }
    }
    movetextSeen = true;
    tokensSeen = true;
    blankLine = false;
    // The rest of this token (a move, a move number …): nothing inside a token changes the
    // state, so it is skipped in a tight loop up to the next white space or bracket. (Not
    // after `)` or `}`: a result may follow them at once.)
    const stop = c === 41 || c === 125 ? i : Math.min(n - 1, s.gameStart + max + 1);
    while (i < stop) {
      const d = buf.charCodeAt(i + 1);
      if (d <= 32 || d === 40 || d === 41 || d === 59 || d === 123 || d === 125 || d === 0xfeff) break;
      i++;
    }
  }
  s.pos = i;
  s.line = line;
  s.lineStart = lineStart;
  s.braceDepth = braceDepth;
  s.inLineComment = inLineComment;
  s.inTag = inTag;
  s.inQuote = inQuote;
  s.depth = depth;
  s.movetextSeen = movetextSeen;
  s.tokensSeen = tokensSeen;
  s.atLineStart = atLineStart;
  s.blankLine = blankLine;
  s.ended = ended;
  dropHandedOut(s);
  return out;
}
