/**
 * The messages between the page (src/web/main.ts) and the worker that translates for it
 * (src/web/worker.ts): plain data only, as `postMessage` copies it. Types only: the page bundle
 * takes nothing of the library from here.
 */
import type { NotationChoice } from './notations.js';
import type { Conversion, Position } from './convert.js';
import type { PageOptions } from './page-options.js';

/** One text to convert, as the page's controls say; `id` grows with every job the page asks for. */
export interface JobRequest {
  readonly type: 'job';
  readonly id: number;
  readonly text: string;
  readonly from: string;
  readonly to: string;
  readonly options: PageOptions;
}

/** A "Did you mean …" button's move and what it is. */
export interface SuggestionView {
  readonly text: string;
  readonly description: string;
}

/** What the page shows for a conversion: src/web/convert.ts's Conversion less its games (which only the library can use), and what the page needs of them. */
export interface PageResult extends Pick<Conversion, 'output' | 'problems' | 'moves' | 'detected' | 'summary'> {
  /** Whether a game was translated (else the output is the text as written). */
  readonly translated: boolean;
  /** The first translated game's start position (a FEN tag), if it has one. */
  readonly startFen?: string | undefined;
  /** Under `auto`: the first game's language read, and the other readings' languages. */
  readonly detection: { readonly choice?: string | undefined; readonly others: readonly string[] };
  /** For each problem (same index): up to three repairs of its move, best first. */
  readonly suggestions: readonly (readonly SuggestionView[])[];
}

/** A locale's name and writing direction, for the output's `dir` and `lang` and for names of detected languages. */
export interface LocaleView {
  readonly code: string;
  readonly name: string;
  readonly direction: 'ltr' | 'rtl';
}

/** What the page's lists offer, sent once by the worker when it is ready. */
export interface Catalog {
  readonly inputChoices: readonly NotationChoice[];
  readonly outputChoices: readonly NotationChoice[];
  readonly locales: readonly LocaleView[];
}

export type WorkerMessage =
  | { readonly type: 'ready'; readonly catalog: Catalog }
  /** The conversion of job `id`; its board positions follow in a `positions` message. */
  | { readonly type: 'result'; readonly id: number; readonly result: PageResult }
  /** The position after each output move of job `id` (same index as `moves`), undefined where none can be reached. */
  | { readonly type: 'positions'; readonly id: number; readonly positions: readonly (Position | undefined)[] };

export type PageMessage = JobRequest;

/** The worker's script, beside the page's (dist/web/). */
export const WORKER_FILE = 'chess-lingua-worker.js';

/** Where the worker's script, loaded as a plain script (no worker: a page opened from disk), leaves its handler. */
export const MAIN_THREAD_GLOBAL = 'chessLinguaWorker';

/** What the worker's script offers when loaded in the page itself: the same messages, handled on the page's thread. */
export interface MainThreadTranslator {
  connect(post: (message: WorkerMessage) => void): (message: PageMessage) => void;
}
