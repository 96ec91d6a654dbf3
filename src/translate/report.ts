/** One line per failed game for stderr: where, which game, which move, why. */
import type { MoveWarning } from '../core/move-errors.js';
import { tagValue, type Game } from '../pgn/types.js';
import type { GameFailure } from './translate-game.js';

/** `White - Black, Date` from the tags, or nothing when the game has none of them. */
export function gameLabel(game: Pick<Game, 'tags'>): string {
  const white = tagValue(game, 'White');
  const black = tagValue(game, 'Black');
  const date = tagValue(game, 'Date');
  const players = white || black ? `${white ?? '?'} - ${black ?? '?'}` : '';
  return [players, date && date !== '????.??.??' ? date : ''].filter(Boolean).join(', ');
}

/** `file:line:col: game N (White - Black, Date): move 12... Sf3: reason` */
export function formatGameFailure(game: Game, failure: GameFailure): string {
  const label = gameLabel(game);
  const which = `game ${game.origin.index}${label ? ` (${label})` : ''}`;
  if (failure.kind === 'pgn' || failure.kind === 'detect') {
    const p = failure.problem;
    return `${game.origin.file}:${p.line}:${p.column}: ${which}: ${p.message} [${p.code}]`;
  }
  const e = failure.error;
  const pos = e.position;
  const move = `${pos.moveNumber}${pos.color === 'white' ? '.' : '...'} ${pos.token}`;
  return `${game.origin.file}:${pos.line}:${pos.column}: ${which}: move ${move}: ${e.reason} [${e.code}]`;
}

/** `file:line:col: game N (White - Black, Date): warning: move 12... sf3: piece letter "s" written in lower case; read as Sg1-f3 (standard: Sf3) [W_LOWERCASE_PIECE]` */
export function formatGameWarning(game: Pick<Game, 'tags' | 'origin'>, warning: MoveWarning): string {
  const label = gameLabel(game);
  const which = `game ${game.origin.index}${label ? ` (${label})` : ''}`;
  const pos = warning.position;
  // A note about the whole game (W_STYLE) names no move.
  const move = pos.token === '' ? '' : `move ${pos.moveNumber}${pos.color === 'white' ? '.' : '...'} ${pos.token}: `;
  return `${game.origin.file}:${pos.line}:${pos.column}: ${which}: warning: ${move}${warning.message} [${warning.code}]`;
}
