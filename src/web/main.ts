/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * The web page: wires #input, #from, #to, #output, #errors and #board to the library, which runs
 * in a worker (translator-client.ts, worker.ts): the page stays live while a long sheet is repaired,
 * typing supersedes a running job, and #busy says when one runs long. Everything runs in the
 * browser; the only state kept outside it is what the user puts in the URL fragment.
 *
 * Over 400 lines because it is the page's one piece of wiring: each function here reads or sets
 * the page's elements and its one `view`; what can stand alone is in its own module (render.ts,
 * board-svg.ts, page-options.ts, share.ts, translator-client.ts).
 */
import { decodeBytes } from '../encoding/decoder.js';
import { boardSvg } from './board-svg.js';
import type { Position, Problem } from './convert.js';
import { MODE_TEXTS, downloadName, fitControls, readOptions, showOptions, type OptionControls } from './page-options.js';
import type { NotationChoice } from './notations.js';
import type { Catalog, LocaleView, PageResult, SuggestionView } from './protocol.js';
import { marksHtml, outputHtml, problemCount, problemItem, problemRange } from './render.js';
import { stateFromFragment, stateToFragment } from './share.js';
import { TranslatorClient } from './translator-client.js';
import { START_FEN } from '../board/board.js';

/** Wait after a keystroke before converting: longer for long texts, so typing stays smooth. */
const debounceMs = (length: number): number => Math.min(1500, 150 + Math.floor(length / 2000));
/** A job that runs longer than this is shown as running (#busy, aria-busy on #output). */
const BUSY_AFTER_MS = 150;
/**
 * `body[data-conversions]` counts conversions done and still current this long after they were asked
 * for (a conversion in the worker ends after the control that asked for it has returned; this keeps
 * a conversion superseded at once by typing from being counted).
 */
const SETTLE_MS = 300;
const EXAMPLE = '[White "Anderssen"]\n[Black "Kieseritzky"]\n\n1. e4 e5 2. f4 exf4 3. Lc4 Dh4+ 4. Kf1 b5 5. Lxb5 Sf6 *';

const $ = <T extends HTMLElement>(id: string): T => {
  const el = document.getElementById(id);
  if (!el) throw new Error(`#${id} is missing from the page`);
  return el as T;
};

const input = $<HTMLTextAreaElement>('input');
const marks = $<HTMLDivElement>('input-marks');
const from = $<HTMLSelectElement>('from');
const to = $<HTMLSelectElement>('to');
const output = $<HTMLPreElement>('output');
const busy = $<HTMLParagraphElement>('busy');
const errors = $<HTMLOListElement>('errors');
const errorCount = $<HTMLParagraphElement>('error-count');
const detectedText = $<HTMLSpanElement>('detected-text');
const alternatives = $<HTMLSpanElement>('alternatives');
const board = $<HTMLDivElement>('board');
const caption = $<HTMLParagraphElement>('board-caption');
const status = $<HTMLParagraphElement>('status');
const shareLink = $<HTMLInputElement>('share-link');
const options: OptionControls = {
  mode: $<HTMLSelectElement>('mode'),
  repair: $<HTMLInputElement>('repair'),
  annotate: $<HTMLInputElement>('annotate'),
};

interface View {
  /** The conversion shown, and the board positions after its output moves (once the worker sent them). */
  result: PageResult | undefined;
  positions: readonly (Position | undefined)[] | undefined;
  /** A move clicked before its position came: shown when it does. */
  wanted: number | undefined;
  current: number;
  active: number;
  timer: ReturnType<typeof setTimeout> | undefined;
  conversions: number;
  /** The newest job asked for: its id, when, the status text said while it runs (cleared when it ends), and whether `data-conversions` has counted it. */
  job: { id: number; started: number; status: string | undefined; busyTimer: ReturnType<typeof setTimeout>; counted: boolean } | undefined;
}
const view: View = {
  result: undefined,
  positions: undefined,
  wanted: undefined,
  current: -1,
  active: -1,
  timer: undefined,
  conversions: 0,
  job: undefined,
};

/** Timings a test or a curious user can read: load to first conversion, the last conversion (asked for to shown), and how long showing it took. */
const timing = { firstConversionMs: -1, lastConversionMs: -1, lastRenderMs: -1 };
/**
 * True when nothing is waiting to be converted or counted: no typing pause pending, and the newest job counted in
 * `data-conversions`. A script waits for it before it reads the count and changes a control, so that an earlier
 * control's conversion, counted later, is not taken for its own.
 */
const settled = (): boolean => view.timer === undefined && (view.job === undefined || view.job.counted);
const chessLingua: {
  timing: typeof timing;
  settled: () => boolean;
  translator?: { readonly mode: string; readonly workersStarted: number };
} = { timing, settled };
(window as unknown as { chessLingua: unknown }).chessLingua = chessLingua;

let client: TranslatorClient | undefined;
/** Each locale's name and direction, by code (from the worker's catalog). */
let locales = new Map<string, LocaleView>();
let autoLabel = '';

function fillSelect(select: HTMLSelectElement, choices: readonly NotationChoice[], value: string): void {
  for (const c of choices) {
    const option = new Option(c.label, c.value);
    if (c.lang) option.lang = c.lang;
    if (c.direction === 'rtl') option.dir = 'rtl';
    select.add(option);
  }
  select.value = value;
}

/** Asks the worker for the conversion of what the page holds now; a job still running is superseded. */
function run(statusWhileRunning?: string): void {
  clearTimeout(view.timer);
  view.timer = undefined;
  if (!client) return; // not started yet: the first run comes when it is
  if (view.job) clearTimeout(view.job.busyTimer);
  const id = client.submit({ text: input.value, from: from.value, to: to.value, options: readOptions(options) });
  view.job = {
    id,
    started: performance.now(),
    status: statusWhileRunning,
    busyTimer: setTimeout(() => showBusy(true), BUSY_AFTER_MS),
    counted: false,
  };
  // On the page's own thread (no worker) no timer fires while a job runs: a job likely to be slow is said at once, painted before it starts.
  if (client.mode === 'main-thread' && timing.lastConversionMs >= BUSY_AFTER_MS) showBusy(true);
}

/** The text changed: the running job's answer would be stale, never shown; the newer job follows when the typing pauses. */
function cancelJob(): void {
  if (!view.job) return;
  clearTimeout(view.job.busyTimer);
  if (view.job.status !== undefined && status.textContent === view.job.status) status.textContent = '';
  view.job = undefined;
  client?.cancel();
  showBusy(false);
}

/** #busy and `aria-busy` on #output while a job runs longer than {@link BUSY_AFTER_MS}. */
function showBusy(on: boolean): void {
  busy.hidden = !on;
  if (on) output.setAttribute('aria-busy', 'true');
  else output.removeAttribute('aria-busy');
}

function received(id: number, r: PageResult): void {
  const job = view.job;
  if (!job || job.id !== id) return; // a stale answer: never shown over a newer text
  clearTimeout(job.busyTimer);
  showBusy(false);
  view.result = r;
  view.positions = undefined;
  view.wanted = undefined;
  view.current = -1;
  view.active = -1;
  const shown = performance.now();
  render(r);
  timing.lastRenderMs = performance.now() - shown;
  timing.lastConversionMs = performance.now() - job.started; // asked for, read, translated and shown
  if (timing.firstConversionMs < 0) timing.firstConversionMs = performance.now();
  if (job.status !== undefined && status.textContent === job.status) status.textContent = '';
}

function receivedPositions(id: number, positions: readonly (Position | undefined)[]): void {
  if (view.job?.id !== id || view.result === undefined) return;
  view.positions = positions;
  if (view.wanted !== undefined) showPosition(view.wanted);
  // Counted once the text and options it was asked for have stood for SETTLE_MS: a script that changes a
  // control and then types at once (as the page's tests do) waits for the conversion of what it typed.
  const job = view.job;
  setTimeout(
    () => {
      if (view.job !== job) return;
      job.counted = true;
      document.body.dataset['conversions'] = String(++view.conversions);
    },
    Math.max(0, job.started + SETTLE_MS - performance.now()),
  );
}

/** {@link run}; when the last conversion was slow (a long sheet with repairs), the status says the page is converting until it is done. */
function runSoon(): void {
  if (timing.lastConversionMs < 300) return run();
  const text = `Converting… (the last conversion took ${(timing.lastConversionMs / 1000).toFixed(1)} s)`;
  status.textContent = text;
  run(text);
}

/** The output runs in its language's direction (`words:ar`, `lan:de` are Arabic and German); a text that failed, as it was written. */
function showDirection(): void {
  const locale = locales.get(to.value.replace(/^(words|lan):/, ''));
  output.dir = view.result?.translated ? (locale?.direction ?? 'ltr') : 'auto';
  output.lang = locale && locale.code !== 'figurine' ? locale.code : '';
}

function render(r: PageResult): void {
  output.innerHTML = outputHtml(r);
  showDirection();
  errors.replaceChildren(...r.problems.map((p, i) => withSuggestions(problemItem(p, i), p, r.suggestions[i] ?? [])));
  errorCount.textContent = problemCount(r.problems);
  $('summary').textContent = r.summary ?? '';
  renderMarks();
  renderDetected(r);
  showPosition(-1);
  if (readOptions(options).mode === 'prose') caption.textContent = 'The board follows games, not articles.';
}

/**
 * Under `auto`: the language read (also in the `auto` option's label) and the other readings, each
 * a button that names it as the input notation.
 */
function renderDetected(r: PageResult): void {
  const auto = from.value === 'auto';
  const choice = auto ? r.detection.choice : undefined;
  from.options[0]!.text = choice ? `${autoLabel}: ${notationName(choice)}` : autoLabel;
  detectedText.textContent = auto && r.detected.length ? `Detected: ${r.detected.join('; ')}` : '';
  const others = auto ? r.detection.others : [];
  alternatives.replaceChildren(
    ...others.map((code) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'alternative';
      b.dataset['code'] = code;
      b.textContent = `Read as ${notationName(code)}`;
      b.addEventListener('click', () => {
        from.value = code;
        run();
      });
      return b;
    }),
  );
}

function notationName(code: string): string {
  return locales.get(code)?.name ?? (code === 'iccf' ? 'ICCF numeric' : code);
}

function renderMarks(): void {
  marks.innerHTML = marksHtml(input.value, view.result?.problems ?? [], view.active);
  marks.scrollTop = input.scrollTop;
  marks.scrollLeft = input.scrollLeft;
}

/** "Did you mean …" buttons for a move that cannot be read, from the library's repair suggestions. */
function withSuggestions(li: HTMLLIElement, p: Problem, found: readonly SuggestionView[]): HTMLLIElement {
  if (found.length === 0) return li;
  const box = document.createElement('div');
  box.className = 'suggestions';
  for (const s of found) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'suggestion';
    b.dataset['text'] = s.text;
    b.textContent = `Did you mean ${s.text}?`;
    b.title = s.description;
    b.setAttribute('aria-label', `Did you mean ${s.text}? ${s.description}. Replaces ${p.token} in the input.`);
    b.addEventListener('click', () => applySuggestion(p, s.text));
    box.append(b);
  }
  li.append(box);
  return li;
}

function applySuggestion(p: Problem, text: string): void {
  const value = input.value;
  const { start, end } = problemRange(value, p);
  input.value = value.slice(0, start) + text + value.slice(end);
  input.setSelectionRange(start, start + text.length);
  status.textContent = `Replaced ${p.token} with ${text}.`;
  run();
}

/** Shows the problem's token in the input: marked, and selected when `select`. */
function locate(index: number, select: boolean): void {
  const p = view.result?.problems[index];
  if (!p) return;
  view.active = index;
  renderMarks();
  const { start, end } = problemRange(input.value, p);
  if (select) {
    input.focus();
    input.setSelectionRange(start, end);
  }
  // Scroll the token into view (roughly: by its line).
  const line = input.value.slice(0, start).split('\n').length - 1;
  const lineHeight = parseFloat(getComputedStyle(input).lineHeight) || 20;
  if (line * lineHeight < input.scrollTop || line * lineHeight > input.scrollTop + input.clientHeight - lineHeight) {
    input.scrollTop = Math.max(0, (line - 2) * lineHeight);
    renderMarks();
  }
}

function showPosition(index: number): void {
  const r = view.result;
  for (const el of output.querySelectorAll('.mv.current')) {
    el.classList.remove('current');
    el.removeAttribute('aria-current');
  }
  if (index < 0 || !r) {
    view.current = -1;
    board.innerHTML = boardSvg(r?.startFen ?? START_FEN);
    caption.textContent = 'Start position. Click a move in the output to see its position.';
    return;
  }
  if (!view.positions) {
    // The worker sends the positions right after the conversion (a repaired sheet's take as long again).
    view.wanted = index;
    caption.textContent = 'Finding the position…';
    return;
  }
  view.wanted = undefined;
  const position = view.positions[index];
  if (!position) return;
  view.current = index;
  board.innerHTML = boardSvg(position.fen, position.last);
  const span = output.querySelector<HTMLElement>(`.mv[data-index="${index}"]`);
  span?.classList.add('current');
  span?.setAttribute('aria-current', 'true');
  board.dataset['fen'] = position.fen;
  // The side to move after the move tells whose move it was: `12. e4` or `12... e5`.
  const [, turn, , , , full] = position.fen.split(' ');
  const number = turn === 'w' ? `${Number(full) - 1}...` : `${full}.`;
  caption.textContent = `Position after ${number} ${span?.textContent ?? ''}`.trimEnd() + '.';
}

function stepMove(delta: number | 'first' | 'last'): void {
  const n = view.result?.moves.length ?? 0;
  if (n === 0) return;
  const next = delta === 'first' ? 0 : delta === 'last' ? n - 1 : Math.min(n - 1, Math.max(0, view.current + delta));
  showPosition(next);
  output.querySelector('.mv.current')?.scrollIntoView({ block: 'nearest' });
}

async function readFile(file: File): Promise<void> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let decoded: ReturnType<typeof decodeBytes>;
  try {
    decoded = decodeBytes(bytes);
  } catch (e) {
    // A file that is not text (the decoder says why): the input is left as it was.
    status.textContent = `Could not read ${file.name}: ${(e as Error).message}`;
    return;
  }
  const { text, encoding, badBytes } = decoded;
  input.value = text;
  const bad = badBytes.length
    ? `; ${badBytes.length} byte${badBytes.length === 1 ? '' : 's'} not ${encoding}, shown as \uFFFD [W_BAD_BYTE]`
    : '';
  status.textContent = `Read ${file.name} (${encoding}${bad}).`;
  run();
}

async function copyText(text: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    status.textContent = `${what} copied.`;
  } catch {
    status.textContent = `${what} could not be copied: select it and copy by hand.`;
  }
}

function download(): void {
  const { mode } = readOptions(options);
  const type = mode === 'prose' ? 'text/plain' : 'application/x-chess-pgn';
  const blob = new Blob([view.result?.output ?? ''], { type: `${type};charset=utf-8` });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = downloadName(mode, to.value);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  status.textContent = `Downloaded ${a.download}.`;
}

function restore(hash: string): boolean {
  const s = stateFromFragment(hash);
  if (!s) return false;
  if (s.from && [...from.options].some((o) => o.value === s.from)) from.value = s.from;
  if (s.to && [...to.options].some((o) => o.value === s.to)) to.value = s.to;
  if (s.text !== undefined) input.value = s.text;
  showOptions(options, { mode: s.mode ?? 'game', repair: s.repair === true, annotate: s.annotate === true });
  showMode();
  return true;
}

function share(): void {
  const fragment = stateToFragment({ text: input.value, from: from.value, to: to.value, ...readOptions(options) });
  history.replaceState(null, '', fragment);
  shareLink.value = location.href;
  void copyText(location.href, 'Link');
}

/** The input's label and the help texts say what the mode reads and writes. */
function showMode(): void {
  const texts = MODE_TEXTS[readOptions(options).mode];
  $('input-label').querySelector('label')!.textContent = texts.input;
  $('input-help').textContent = texts.inputHelp;
  $('output-help').textContent = texts.outputHelp;
}

function wire(): void {
  input.addEventListener('input', () => {
    renderMarks();
    cancelJob();
    clearTimeout(view.timer);
    // A slow conversion (a long sheet with repairs) waits longer for the typing to pause, so that it is not started and stopped at every key.
    view.timer = setTimeout(runSoon, Math.min(3000, Math.max(debounceMs(input.value.length), 2 * timing.lastConversionMs)));
  });
  input.addEventListener('scroll', () => {
    marks.scrollTop = input.scrollTop;
    marks.scrollLeft = input.scrollLeft;
  });
  from.addEventListener('change', runSoon);
  to.addEventListener('change', () => {
    showDirection(); // the output about to come is in the new notation's direction
    runSoon();
  });
  for (const control of [options.mode, options.repair, options.annotate]) {
    control.addEventListener('change', () => {
      fitControls(options);
      showMode();
      runSoon();
    });
  }
  errors.addEventListener('click', (e) => {
    const li = (e.target as HTMLElement).closest<HTMLElement>('li');
    if (li && (e.target as HTMLElement).closest('.locate')) locate(Number(li.dataset['problem']), true);
  });
  errors.addEventListener('focusin', (e) => {
    const li = (e.target as HTMLElement).closest<HTMLElement>('li');
    if (li) locate(Number(li.dataset['problem']), false);
  });
  output.addEventListener('click', (e) => {
    const span = (e.target as HTMLElement).closest<HTMLElement>('.mv');
    if (span) showPosition(Number(span.dataset['index']));
  });
  output.addEventListener('keydown', (e) => {
    const keys: Record<string, number | 'first' | 'last'> = {
      ArrowRight: 1,
      ArrowDown: 1,
      ArrowLeft: -1,
      ArrowUp: -1,
      Home: 'first',
      End: 'last',
    };
    const step = keys[e.key];
    if (step === undefined) return;
    e.preventDefault();
    stepMove(step);
  });
  $('copy').addEventListener('click', () => void copyText(view.result?.output ?? '', 'Output'));
  $('download').addEventListener('click', download);
  $('share').addEventListener('click', share);
  $<HTMLInputElement>('file').addEventListener('change', (e) => {
    const file = (e.target as HTMLInputElement).files?.[0];
    if (file) void readFile(file);
  });
  const editor = $('editor');
  editor.addEventListener('dragover', (e) => {
    e.preventDefault();
    editor.classList.add('dropping');
  });
  editor.addEventListener('dragleave', () => editor.classList.remove('dropping'));
  editor.addEventListener('drop', (e) => {
    e.preventDefault();
    editor.classList.remove('dropping');
    const file = e.dataTransfer?.files[0];
    if (file) void readFile(file);
  });
  window.addEventListener('hashchange', () => {
    if (restore(location.hash)) run();
  });
}

/** Once the worker is ready: the lists filled, the state of the link (or the example) shown, and the first conversion asked for. */
function start(catalog: Catalog): void {
  locales = new Map(catalog.locales.map((l) => [l.code, l]));
  autoLabel = catalog.inputChoices[0]!.label;
  fillSelect(from, catalog.inputChoices, 'auto');
  fillSelect(to, catalog.outputChoices, 'iccf');
  fitControls(options);
  // (text typed while the worker was starting is kept)
  if (!restore(location.hash) && input.value === '') input.value = EXAMPLE;
  showMode();
  wire();
  run();
}

void TranslatorClient.start({ result: received, positions: receivedPositions }).then(({ client: started, catalog }) => {
  client = started;
  chessLingua.translator = started;
  start(catalog);
});
