/**
 * The page's work, done in its worker (src/web/worker.ts): a text converted as the options say
 * (game or article, with or without repair), the "Did you mean" repairs of each move that cannot be
 * read, the board position after every output move, and the lists of notations. Everything here
 * returns plain data for `postMessage`; the page itself holds none of the library.
 */
import { fastEngine } from '../board/fast/index.js';
import { ChessLinguaError } from '../core/errors.js';
import { inputNotation, outputNotation, type InputNotation } from '../notation/notation.js';
import type { Game, GameNode } from '../pgn/types.js';
import { translateGame } from '../translate/translate-game.js';
import type { LocaleRegistry } from '../locale/registry.js';
import { gameUci, replay, convert, type Conversion, type Position } from './convert.js';
import { convertProse } from './prose.js';
import { inputChoices, outputChoices } from './notations.js';
import type { PageOptions } from './page-options.js';
import type { Catalog, JobRequest, LocaleView, PageResult, SuggestionView } from './protocol.js';
import { suggest } from './repair.js';

/** The text converted as the options say. */
export function convertText(text: string, from: string, to: string, registry: LocaleRegistry, o: PageOptions): Conversion {
  if (o.mode === 'prose') return convertProse(text, from, to, registry);
  return convert(text, from, to, registry, o.repair ? { repair: true, annotate: o.annotate } : {});
}

/** {@link convertText} for a job; a throw (not expected: bad input is reported, not thrown) becomes a shown error. */
export function jobConversion(job: Pick<JobRequest, 'text' | 'from' | 'to' | 'options'>, registry: LocaleRegistry): Conversion {
  try {
    return convertText(job.text, job.from, job.to, registry, job.options);
  } catch (e) {
    const code = e instanceof ChessLinguaError ? e.code : 'ERR_INTERNAL';
    return {
      output: '',
      moves: [],
      games: [],
      detected: [],
      problems: [{ severity: 'error', code, message: String((e as Error).message ?? e), line: 1, column: 1, token: '', game: 0 }],
    };
  }
}

/** What the page shows of a conversion. */
export function pageResult(c: Conversion, registry: LocaleRegistry): PageResult {
  const first = c.games[0]?.detection;
  const choice = first?.choice?.codes[0];
  return {
    output: c.output,
    problems: c.problems,
    moves: c.moves,
    detected: c.detected,
    summary: c.summary,
    translated: c.games.some((g) => g.source),
    startFen: c.games.find((g) => g.source)?.startFen,
    detection: { choice, others: (first?.candidates ?? []).map((r) => r.codes[0]!).filter((code) => code !== choice) },
    suggestions: c.problems.map((p) => suggestionsFor(p, registry)),
  };
}

/** "Did you mean …" for a move that cannot be read: the library's three best repairs. */
function suggestionsFor(p: Conversion['problems'][number], registry: LocaleRegistry): SuggestionView[] {
  if (!p.repair || !p.token) return [];
  return suggest(p.token, p.repair.from, p.repair.fen, registry)
    .slice(0, 3)
    .map((s) => ({ text: s.text, description: s.description }));
}

/**
 * The position after each output move of `c` (as positionAt in convert.ts finds it, one move at a
 * time from the position before it on its line); undefined where a game's moves cannot be replayed.
 * `to` is the notation the output is written in (a repaired game's moves are read back from it).
 */
export function allPositions(c: Conversion, to: string, registry: LocaleRegistry): (Position | undefined)[] {
  const positions: (Position | undefined)[] = new Array<Position | undefined>(c.moves.length).fill(undefined);
  c.games.forEach((g, gameIndex) => {
    const uci = g.source ? ((g.repair && g.translated && readBack(g.translated, to, registry)) ?? gameUci(g)) : undefined;
    if (!uci) return;
    for (let i = g.firstMove; i < c.moves.length && c.moves[i]!.game === gameIndex; i++) {
      const m = c.moves[i]!;
      const u = uci[i - g.firstMove];
      const before = m.prev < 0 ? g.startFen : positions[g.firstMove + m.prev]?.fen;
      if (u === undefined || (m.prev >= 0 && before === undefined)) continue;
      positions[i] = replay(before, [u]);
    }
  });
  return positions;
}

/**
 * The UCI moves of a repaired game, read back from its translation (`game`, in notation `to`)
 * instead of searching for the repairs again (gameUci), which takes as long as the conversion did.
 * Only where reading the translation back writes every move exactly as it stands; else undefined.
 */
export function readBack(game: Game, to: string, registry: LocaleRegistry): string[] | undefined {
  let input: InputNotation;
  try {
    input = inputNotation(to, registry);
  } catch {
    return undefined; // moves in words are not read back as games
  }
  const unread: Game = { ...game, nodes: unparsed(game.nodes), problems: [] };
  const again = translateGame(unread, { input, output: outputNotation(to, registry), engine: fastEngine });
  if (!again.ok || moveTexts(again.game.nodes).join(' ') !== moveTexts(game.nodes).join(' ')) return undefined;
  const uci = translateGame(unread, { input, output: { kind: 'uci' }, engine: fastEngine });
  return uci.ok ? moveTexts(uci.game.nodes) : undefined;
}

/** `nodes` with every move to be read again from its text. */
function unparsed(nodes: readonly GameNode[]): GameNode[] {
  return nodes.map((n) =>
    n.type === 'move' ? { ...n, parsed: undefined } : n.type === 'variation' ? { ...n, nodes: unparsed(n.nodes) } : n,
  );
}

/** The moves' texts in the writer's order (a variation's after the move it replaces), as gameUci lists them. */
function moveTexts(nodes: readonly GameNode[], out: string[] = []): string[] {
  for (const n of nodes) {
    if (n.type === 'move') out.push(n.text);
    else if (n.type === 'variation') moveTexts(n.nodes, out);
  }
  return out;
}

/** The notations offered in #from and #to, and each locale's name and direction. */
export function pageCatalog(registry: LocaleRegistry): Catalog {
  const ins = inputChoices(registry);
  const outs = outputChoices(registry);
  const locales: LocaleView[] = registry.list().map((l) => ({ code: l.code, name: l.name, direction: l.direction }));
  return { inputChoices: ins, outputChoices: outs, locales };
}
