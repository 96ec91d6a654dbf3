// The round trip of one PGN file through translation (pgn-corpus.test.ts over our fixtures,
// pgn-corpus.corpus.test.ts over the ../shared corpus):
//   en → iccf → en  and  en → de → en  give exactly what en → en gives (normalized moves);
//   as many games come out as went in, the same games fail (and are passed through);
//   tags, comments (byte for byte), NAGs, variations and results of every game survive, as PGN
//   export writes them (gameFacts `exported`, exportedResult);
//   with --keep-layout, en → iccf → en gives exactly what en → en gives, too.
// Variant games (Chess960, crazyhouse, antichess) must fail cleanly and be passed through.
// PGN_CORPUS_GAMES limits the games per file (see pgn-helpers.ts).
import { Chess } from 'chess.js';
import { expect } from 'vitest';
import { readGamesFromText } from '../src/pgn/read-games.js';
import { normalizeResult, tagValue, type Game } from '../src/pgn/types.js';
import { CORPUS_GAMES, context, decodeFile, firstGames, gameFacts, GERMAN, translateAll, VARIANT_FILES } from './pgn-helpers.js';
import { yieldToEventLoop } from './helpers/common.js';

const en = context('en', 'en').input;

/** Files whose games may legitimately fail (error fixtures, `<br />` line ends, EPD, handwritten scoresheets as written). */
const MAY_FAIL = /unterminated-comment|bad-tag|illegal-in-variation|chess\.js\/0\.pgn|chessjs\/0\.pgn|test-WWepd-out|scoresheets\//;
/**
 * The result PGN export must write for `input` (its English output `out` read back): what the
 * rules give the last position of the main line (checkmate; a draw in stalemate or with material
 * no mate can come from), found by chess.js, the reference engine; else the movetext's result,
 * unless that is * (or none) and the Result tag holds a result; else *. (PGN standard 8.2.6: the
 * Result tag and the game termination marker agree.)
 */
function exportedResult(input: Game, out: Game): string {
  const RESULTS = ['1-0', '0-1', '1/2-1/2', '*'];
  const tag = tagValue(input, 'Result');
  const tagResult = tag !== undefined && RESULTS.includes(normalizeResult(tag)) ? normalizeResult(tag) : undefined;
  const played = input.result === undefined ? undefined : normalizeResult(input.result);
  let result = played ?? tagResult ?? '*';
  if (result === '*' && tagResult !== undefined) result = tagResult;
  const fen = tagValue(out, 'FEN');
  const board = fen === undefined ? new Chess() : new Chess(fen);
  for (const n of out.nodes) {
    if (n.type !== 'move') continue;
    if (n.text === '--') return result; // chess.js plays no null move: as written
    board.move(n.text);
  }
  if (board.isCheckmate()) return board.turn() === 'w' ? '0-1' : '1-0';
  if (board.isStalemate() || board.isInsufficientMaterial()) return '1/2-1/2';
  return result;
}

export async function roundTrip(file: string): Promise<void> {
  const lang = GERMAN.test(file) ? 'de' : 'en';
  const other = lang === 'de' ? 'en' : 'de';
  const text = firstGames(decodeFile(file), CORPUS_GAMES);
  const reader = context(lang, lang).input;
  const input = readGamesFromText(text, reader);
  const n = input.length;
  const ref = await translateAll(text, lang, lang);
  expect(ref.outcomes.length, 'games out = games in').toBe(n);
  const failedRef = ref.outcomes.map((o) => !!o.failure);
  if (VARIANT_FILES.test(file)) expect(failedRef.every(Boolean), 'variant games fail').toBe(true);
  else if (!MAY_FAIL.test(file)) {
    expect(
      ref.outcomes.filter((o) => o.failure).map((o) => o.message),
      'no game fails',
    ).toEqual([]);
  }
  for (const target of ['iccf', other]) {
    const there = await translateAll(text, lang, target);
    const back = await translateAll(there.pgn, target, lang);
    expect(there.outcomes.length, `${lang} → ${target}: games`).toBe(n);
    expect(back.outcomes.length, `${target} → ${lang}: games`).toBe(n);
    expect(
      there.outcomes.map((o) => !!o.failure),
      `${lang} → ${target}: same games fail`,
    ).toEqual(failedRef);
    expect(back.pgn, `${lang} → ${target} → ${lang} = ${lang} → ${lang}`).toBe(ref.pgn);
  }
  // What survives, game by game (checked on the output of en → en, equal to both round trips).
  const out = readGamesFromText(ref.pgn, reader);
  expect(out.length).toBe(n);
  // The games in English SAN, for chess.js (exportedResult).
  const english = lang === 'en' ? out : readGamesFromText((await translateAll(text, lang, 'en')).pgn, en);
  for (let i = 0; i < n; i++) {
    if (i % 200 === 199) await yieldToEventLoop();
    if (failedRef[i]) {
      expect(out[i]!.raw.trim(), `game ${i + 1} passed through`).toBe(input[i]!.raw.trim());
      continue;
    }
    // a game without a result token gets its Result tag's value, or *; tag and movetext agree (see exportedResult)
    const result = exportedResult(input[i]!, english[i]!);
    const facts = gameFacts(input[i]!, { exported: true });
    const expected = { ...facts, tags: facts.tags.map((t) => (t.startsWith('Result=') ? `Result=${result}` : t)), result };
    expect(gameFacts(out[i]!), `game ${i + 1}`).toEqual(expected);
  }
  // --keep-layout: the same round trip, and the text around the moves unchanged.
  const kRef = await translateAll(text, lang, lang, { keepLayout: true });
  const kThere = await translateAll(text, lang, 'iccf', { keepLayout: true });
  const kBack = await translateAll(kThere.pgn, 'iccf', lang, { keepLayout: true });
  expect(kBack.pgn, 'keep-layout en → iccf → en = en → en').toBe(kRef.pgn);
  expect(kRef.outcomes.length).toBe(n);
}
