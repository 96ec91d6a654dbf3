/// <reference lib="dom" />
/**
 * The page's options beside the notations: what the text is (`#mode`: a game, as `translate`, or
 * an article with moves in its prose, as `prose`) and repair of scoresheets (`#repair`,
 * `#annotate`, as `translate --repair --annotate`). Read from the controls and kept in the share link
 * (the worker turns them into the conversion: job.ts); the texts that say what the page does in each mode.
 */

/** `game`: PGN or a move list (`translate`); `prose`: text with moves in it, every other byte kept (`prose`). */
export type Mode = 'game' | 'prose';

export interface PageOptions {
  readonly mode: Mode;
  /** Read a game that fails as written as the cheapest legal game with repairs. */
  readonly repair: boolean;
  /** With `repair`: each repair written as a comment after its move. */
  readonly annotate: boolean;
}

export interface OptionControls {
  readonly mode: HTMLSelectElement;
  readonly repair: HTMLInputElement;
  readonly annotate: HTMLInputElement;
}

const modeOf = (value: string): Mode => (value === 'prose' ? 'prose' : 'game');

/** The options the controls show: repair is for games (`prose` has none), `annotate` only counts with `repair`. */
export function readOptions(c: OptionControls): PageOptions {
  const repair = modeOf(c.mode.value) === 'game' && c.repair.checked;
  return { mode: modeOf(c.mode.value), repair, annotate: repair && c.annotate.checked };
}

/** Shows `o` in the controls. */
export function showOptions(c: OptionControls, o: Partial<PageOptions>): void {
  if (o.mode !== undefined) c.mode.value = o.mode;
  if (o.repair !== undefined) c.repair.checked = o.repair;
  if (o.annotate !== undefined) c.annotate.checked = o.annotate;
  fitControls(c);
}

/** `#repair` is offered for games, `#annotate` only with `#repair`. */
export function fitControls(c: OptionControls): void {
  c.repair.disabled = modeOf(c.mode.value) !== 'game';
  c.annotate.disabled = c.repair.disabled || !c.repair.checked;
}

/** What the input pane and the output's help say in each mode. */
export const MODE_TEXTS: Readonly<Record<Mode, { readonly input: string; readonly inputHelp: string; readonly outputHelp: string }>> = {
  game: {
    input: 'Game',
    inputHelp: 'PGN with tags, or just moves (1. e4 e5 2. Sf3 …), in any language; or drop a file here.',
    outputHelp: 'Click a move (or focus this text and use the arrow keys) to see its position on the board.',
  },
  prose: {
    input: 'Article',
    inputHelp:
      'Text with moves in it (a chess article, a book page, Markdown): only the moves are rewritten (12.Sf3 → 12.Nf3), every other character stays as it is. Moves the board can check are checked; the others are rewritten by their letters and listed.',
    outputHelp: 'The article with its moves in the notation chosen under To. The board follows games, not articles.',
  },
};

/** The name of a download of the output: `game.iccf.pgn`, `article.en.txt`. */
export function downloadName(mode: Mode, to: string): string {
  const notation = to.replace(/[^\w-]/g, '_');
  return mode === 'prose' ? `article.${notation}.txt` : `game.${notation}.pgn`;
}
