// Round trips over every PGN file we have: our own fixtures, chess.js's (BSD) and, when ../shared
// is present, the whole research corpus (bulk archives and other projects' test files, GPL ones
// read in place, never copied). For each file:
//   en → iccf → en  and  en → de → en  give exactly what en → en gives (normalized moves);
//   as many games come out as went in, the same games fail (and are passed through);
//   tags, comments (byte for byte), NAGs, variations and results of every game survive;
//   with --keep-layout, en → iccf → en gives exactly what en → en gives, too.
// Variant games (Chess960, crazyhouse, antichess) must fail cleanly and be passed through.
// PGN_CORPUS_GAMES limits the games per file (see pgn-helpers.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readGamesFromText } from '../src/pgn/read-games.js';
import { Chess } from 'chess.js';
import { normalizeResult, tagValue, type Game } from '../src/pgn/types.js';
import { FIXTURES, REPO_ROOT, hasShared, sharedPath } from './helpers/shared.js';
import { CORPUS_GAMES, context, decodeFile, firstGames, gameFacts, translateAll, VARIANT_FILES } from './pgn-helpers.js';

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

function pgnFiles(dir: string): string[] {
  const out: string[] = [];
  const stack = [dir];
  while (stack.length) {
    const d = stack.pop()!;
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) stack.push(p);
      else if (name.endsWith('.pgn')) out.push(p);
    }
  }
  return out.sort();
}

const ownFiles = [...pgnFiles(join(FIXTURES, 'pgn')), ...pgnFiles(join(FIXTURES, 'chessjs'))];
const sharedFiles = hasShared('corpus') ? pgnFiles(sharedPath('corpus')).filter((f) => !f.includes('/foreign/')) : [];
const en = context('en', 'en').input;

/** Files whose games may legitimately fail (error fixtures, `<br />` line ends, EPD, handwritten scoresheets as written). */
const MAY_FAIL = /unterminated-comment|bad-tag|illegal-in-variation|chess\.js\/0\.pgn|chessjs\/0\.pgn|test-WWepd-out|scoresheets\//;
/** Files in German; the others are in English. */
const GERMAN = /german\.pgn|test-W+deutsch-out/;

async function roundTrip(file: string): Promise<void> {
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
    expect(ref.outcomes.filter((o) => o.failure).map((o) => o.message), 'no game fails').toEqual([]);
  }
  for (const target of ['iccf', other]) {
    const there = await translateAll(text, lang, target);
    const back = await translateAll(there.pgn, target, lang);
    expect(there.outcomes.length, `${lang} → ${target}: games`).toBe(n);
    expect(back.outcomes.length, `${target} → ${lang}: games`).toBe(n);
    expect(there.outcomes.map((o) => !!o.failure), `${lang} → ${target}: same games fail`).toEqual(failedRef);
    expect(back.pgn, `${lang} → ${target} → ${lang} = ${lang} → ${lang}`).toBe(ref.pgn);
  }
  // What survives, game by game (checked on the output of en → en, equal to both round trips).
  const out = readGamesFromText(ref.pgn, reader);
  expect(out.length).toBe(n);
  // The games in English SAN, for chess.js (exportedResult).
  const english = lang === 'en' ? out : readGamesFromText((await translateAll(text, lang, 'en')).pgn, en);
  for (let i = 0; i < n; i++) {
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

describe('round trips over our own fixtures', () => {
  for (const file of ownFiles) {
    it(relative(REPO_ROOT, file), () => roundTrip(file));
  }
});

describe.skipIf(sharedFiles.length === 0)(`round trips over ../shared/corpus (${CORPUS_GAMES || 'all'} games per file)`, () => {
  for (const file of sharedFiles) {
    it(relative(sharedPath('corpus'), file), () => roundTrip(file), 600_000);
  }
});

describe.skipIf(!hasShared('corpus', 'bulk'))('bulk files', () => {
  it('keep their game counts and translate without a failure', async () => {
    const expected: Record<string, number> = { 'carlsen_all.pgn': 1395, 'world_matches.pgn': 580, 'dortmund.pgn': 347 };
    for (const [name, games] of Object.entries(expected)) {
      const text = decodeFile(sharedPath('corpus', 'bulk', name));
      expect(readGamesFromText(text, en).length, name).toBe(games);
    }
  });

  it('carry comments written over several CRLF lines through byte for byte', async () => {
    const text = firstGames(decodeFile(sharedPath('corpus', 'bulk', 'world_matches.pgn')), 20);
    const r = await translateAll(text, 'en', 'iccf');
    expect(r.failed).toBe(0);
    const inComments = readGamesFromText(text, en).flatMap((g) => gameFacts(g).comments);
    const outComments = readGamesFromText(r.pgn, context('iccf', 'iccf').input).flatMap((g) => gameFacts(g).comments);
    expect(outComments).toEqual(inComments);
    expect(inComments.some((c) => c.includes('\r\n'))).toBe(true);
  });

  it('latin-1 names of dortmund.pgn come out as UTF-8', async () => {
    const bytes = readFileSync(sharedPath('corpus', 'bulk', 'dortmund.pgn'));
    const r = await translateAll(bytes.subarray(0, 20_000), 'en', 'de');
    expect(r.pgn).toContain('[Black "Van Nüss, Alfred"]');
    expect(r.pgn).not.toContain('\uFFFD');
  });
});
