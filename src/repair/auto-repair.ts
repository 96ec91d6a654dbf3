/**
 * `--from auto` with `--repair` (issue 12): a game that no language reads legally as written is
 * repaired under the languages whose reading went furthest (and the base language of a mixed
 * reading), at most {@link MAX_LANGUAGES} of them. The repaired reading with the fewest boxes read
 * otherwise than written wins; when two languages repair to different games with as few repairs,
 * nothing is chosen (the detection error stands): never a silent choice.
 */
import type { MoveWarning } from '../core/move-errors.js';
import { chooseGameNotation } from '../detect/choose.js';
import { gameInDetectedNotation } from '../detect/index.js';
import { inputNotation, type InputNotation } from '../notation/notation.js';
import { readGameText } from '../pgn/read-game.js';
import type { Game } from '../pgn/types.js';
import type { TranslationContext } from '../translate/context.js';
import { translateGame, type GameTranslation } from '../translate/translate-game.js';
import { mayBeOtherLanguage, readGameInOtherLanguage } from '../translate/other-language.js';
import { ANOTHER_GAME_WORDS, MID_GAME_WORDS, midGameHint } from './sheet-bounds.js';

/** Languages tried with repairs for one game. */
export const MAX_LANGUAGES = 3;

/**
 * The repaired translation under the best candidate language, with a warning naming it; undefined
 * when none (or a tie). `midGame`: when none repairs it, the words saying the sheet seems to start
 * mid-game, where the likeliest language that fails says so ('' otherwise; see `midGameHint`).
 */
export function repairUnderCandidateLanguages(
  game: Game,
  ctx: TranslationContext,
): { readonly result: (GameTranslation & { ok: true }) | undefined; readonly midGame: string } {
  const none = { result: undefined, midGame: '' };
  if (!ctx.auto || ctx.repair !== true) return none;
  const choice = chooseGameNotation(game, ctx.registry, {
    prefer: ctx.auto.prefer,
    strict: ctx.input.strict,
    fen: ctx.fen,
    engine: ctx.engine,
  });
  if (choice.ok || choice.problem.code === 'ERR_DETECT_AMBIGUOUS') return none;
  const d = choice.detection;
  const codes = [...new Set([...(d.mixed?.base ?? []), ...(d.stop?.codes ?? [])])].slice(0, MAX_LANGUAGES);
  let best: { code: string; result: GameTranslation & { ok: true }; text: string } | undefined;
  let tie = false;
  let midGame = '';
  for (const code of codes) {
    const input = inputNotation(code, ctx.registry, { strict: ctx.input.strict });
    const read = readGameText(game.raw, game.origin, input);
    const result = translateGame(read, { ...ctx, input });
    if (!result.ok) {
      const f = result.failure;
      if (midGame === '' && f.kind === 'move' && ctx.fen === undefined && !read.tags.some((t) => t.name === 'FEN')) {
        // (the translation's error says so where the repair search refused the sheet as one, at any ply,
        // or found another game written on it)
        const at = Math.max(f.error.reason.indexOf(MID_GAME_WORDS), f.error.reason.indexOf(ANOTHER_GAME_WORDS));
        midGame = at >= 0 ? f.error.reason.slice(at) : midGameHint(read, f.error.position.ply, input);
      }
      continue;
    }
    const text = result.game.nodes.map((n) => (n.type === 'move' ? n.text : '')).join(' ');
    const repairs = result.repaired ?? 0;
    const had = best?.result.repaired ?? 0;
    if (best === undefined || repairs < had) {
      best = { code, result, text };
      tie = false;
    } else if (repairs === had && text !== best.text) tie = true;
  }
  if (best === undefined && midGame === '') midGame = midGameInOtherLanguage(game, ctx, codes);
  if (best === undefined || tie) return { result: undefined, midGame: best === undefined ? midGame : '' };
  const language: MoveWarning = {
    code: 'W_REPAIR',
    message: `no language reads every move as written; read as ${ctx.registry.get(best.code).name} (${best.code}) with repairs (languages tried: ${codes.join(', ')})`,
    position: firstMovePosition(game),
  };
  return { result: { ...best.result, warnings: [language, ...best.result.warnings] }, midGame: '' };
}

/**
 * The mid-game words of the first language (other than `tried`) whose letters read the sheet's
 * boxes as moves and whose plain reading breaks within its first two moves (see `midGameHint`):
 * a German page `1. Kf3 Td6 …` goes furthest in a language that reads `K` (Ukrainian, whose `Т` is
 * not the Latin `T`), but German says it seems to start mid-game. '' when none does.
 */
function midGameInOtherLanguage(game: Game, ctx: TranslationContext, tried: readonly string[]): string {
  if (ctx.fen !== undefined) return '';
  for (const locale of ctx.registry.list()) {
    if (tried.includes(locale.code)) continue;
    const input = inputNotation(locale.code, ctx.registry, { strict: ctx.input.strict });
    const read = readGameText(game.raw, game.origin, input);
    if (read.tags.some((t) => t.name === 'FEN')) return '';
    const plain = translateGame(read, { ...ctx, input, repair: false });
    if (plain.ok || plain.failure.kind !== 'move' || plain.failure.error.position.ply > 2) continue;
    const words = midGameHint(read, plain.failure.error.position.ply, input);
    if (words !== '') return words;
  }
  return '';
}

/**
 * A game read in its notation and translated: with `--from auto`, in the notation detected (or,
 * with `--repair`, repaired under the likeliest languages when none reads it as written); a
 * detection failure otherwise. The one path translatePgn, the CLI and translateMoves share.
 * `source` is the game as read in the notation used (the game itself when detection failed).
 */
export function translateInDetectedNotation(
  game: Game,
  ctx: TranslationContext,
): { readonly source: Game; readonly result: GameTranslation } {
  const detected = gameInDetectedNotation(game, ctx);
  if (detected.ok) {
    const read = detected.input === ctx.input ? ctx : { ...ctx, input: detected.input };
    const result = translateGame(detected.game, read);
    const other = mayBeOtherLanguage(result) ? readGameInOtherLanguage(game, read, result, firstMovePosition) : undefined;
    if (other !== undefined || ctx.scripts === undefined || read === ctx) return other ?? { source: detected.game, result };
    return { source: detected.game, result: withScriptNote(result, detected.game, detected.input, ctx) };
  }
  const repaired = repairUnderCandidateLanguages(game, ctx);
  // A sheet that no language repairs from the starting position and seems to start mid-game says so.
  const problem =
    repaired.midGame && detected.problem.code === 'ERR_DETECT_NONE'
      ? { ...detected.problem, message: detected.problem.message + repaired.midGame }
      : detected.problem;
  return { source: game, result: repaired.result ?? { ok: false, failure: { kind: 'detect', problem } } };
}

const SCRIPT_NAMES: Readonly<Record<string, string>> = { Latn: 'Latin', Cyrl: 'Cyrillic', Grek: 'Greek', Arab: 'Arabic' };

/**
 * `--from sr` on a game written in Latin letters: the translation of the game read in the locale of
 * its script (`input`), with one W_SCRIPT note saying which was used and what the code alone names.
 */
function withScriptNote(result: GameTranslation, read: Game, input: InputNotation, ctx: TranslationContext): GameTranslation {
  if (!result.ok || input.kind !== 'algebraic') return result;
  const chosen = input.locale;
  const named = ctx.registry.get(ctx.scripts![0]!);
  const script = SCRIPT_NAMES[chosen.script] ?? chosen.script;
  const note: MoveWarning = {
    code: 'W_SCRIPT',
    message: `the moves are written in ${script} letters: read as ${chosen.name} (${chosen.code}); the code alone stands for ${named.name} (${named.code})`,
    position: firstMovePosition(read),
  };
  return { ...result, warnings: [note, ...result.warnings] };
}

/** The place of a game's first move (its origin where it has none), for a note on the whole game. */
function firstMovePosition(game: Game): MoveWarning['position'] {
  const first = game.nodes.find((n) => n.type === 'move');
  return {
    ply: 1,
    moveNumber: 1,
    color: 'white',
    token: first?.type === 'move' ? first.text : '',
    line: first?.type === 'move' ? first.line : game.origin.line,
    column: first?.type === 'move' ? first.column : game.origin.column,
  };
}
