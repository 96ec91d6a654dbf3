/** What the PGN grammar returns for one game, before the variation tree is built. */
import type { ParsedMove } from '../core/types.js';
import type { NumberForm } from './numbering.js';

export interface RawTag {
  readonly name: string;
  readonly value: string;
  /** Offset of the tag's `[` in the game text. */
  readonly offset: number;
}

export type RawItem =
  /** `ending`: a case ending written after the move (Hungarian `Hde2-re`), kept as text (a comment after it). */
  | { readonly type: 'move'; readonly text: string; readonly parsed: ParsedMove; readonly offset: number; readonly ending?: string }
  | { readonly type: 'comment'; readonly form: 'brace' | 'line'; readonly text: string; readonly offset: number; readonly prose?: true }
  | { readonly type: 'unterminated'; readonly text: string; readonly offset: number }
  | { readonly type: 'escape'; readonly text: string; readonly offset: number }
  | { readonly type: 'nag'; readonly text: string; readonly offset: number }
  /** `form`: `[` for ChessBase's `[ 8.dxe5 ]`; `bullet` for a list item under the main line (`- ..Cd4`), closed at its line's end. */
  | { readonly type: 'open'; readonly offset: number; readonly form?: '[' | 'bullet' }
  | {
      readonly type: 'number';
      readonly value: number;
      readonly black: boolean;
      readonly form: NumberForm;
      readonly dash: boolean;
      readonly offset: number;
      readonly written?: string;
      /** Written in Persian (`۱.`) or Arabic-Indic (`١.`) digits. */
      readonly script?: true;
    }
  /**
   * `lead`: a full stop glued before a move (`.e5`), where its number was left out; with `black`,
   * an ellipsis so glued (`..Cd4`, `…Lb4+`): Black's move, its number not written.
   */
  /** `side`: one of the language's words for White or Black before a move (`White: e4`, `白方`), not between moves. */
  | {
      readonly type: 'separator';
      readonly text: string;
      readonly offset: number;
      readonly lead?: true;
      readonly black?: true;
      readonly side?: 'white' | 'black';
      /** A full stop glued between two moves (`4.ed5.ed5`): the separator `.`, not an ellipsis. */
      readonly glued?: true;
    }
  | { readonly type: 'close'; readonly offset: number }
  | { readonly type: 'result'; readonly text: string; readonly offset: number }
  | { readonly type: 'bad'; readonly text: string; readonly offset: number }
  /** `closed`: brackets without quotes that close on the line (`[D]`, `[Site Paris]`). */
  | { readonly type: 'badtag'; readonly text: string; readonly offset: number; readonly closed?: true };

export interface RawGame {
  readonly tags: RawTag[];
  readonly items: RawItem[];
}
