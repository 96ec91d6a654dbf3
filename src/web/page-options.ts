/// <reference lib="dom" />
/**
 * The page's options beside the notations: repair of scoresheets (`#repair`, `#annotate`, as
 * `translate --repair --annotate`). Read from the controls, kept in the share link, and turned into
 * the conversion's options.
 */
import { convert, type Conversion } from './convert.js';
import type { LocaleRegistry } from '../locale/registry.js';

export interface PageOptions {
  /** Read a game that fails as written as the cheapest legal game with repairs. */
  readonly repair: boolean;
  /** With `repair`: each repair written as a comment after its move. */
  readonly annotate: boolean;
}

export interface OptionControls {
  readonly repair: HTMLInputElement;
  readonly annotate: HTMLInputElement;
}

/** The options the controls show; `annotate` only counts with `repair` (its box is disabled without it). */
export function readOptions(c: OptionControls): PageOptions {
  return { repair: c.repair.checked, annotate: c.repair.checked && c.annotate.checked };
}

/** Shows `o` in the controls. */
export function showOptions(c: OptionControls, o: Partial<PageOptions>): void {
  if (o.repair !== undefined) c.repair.checked = o.repair;
  if (o.annotate !== undefined) c.annotate.checked = o.annotate;
  fitControls(c);
}

/** `#annotate` is offered only with `#repair`. */
export function fitControls(c: OptionControls): void {
  c.annotate.disabled = !c.repair.checked;
}

/** The text converted as the options say. */
export function convertText(text: string, from: string, to: string, registry: LocaleRegistry, o: PageOptions): Conversion {
  return convert(text, from, to, registry, o.repair ? { repair: true, annotate: o.annotate } : {});
}
