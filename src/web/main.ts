/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * The web page: wires #input, #from, #to, #output, #errors and #board to the library. Everything
 * runs in the page; the only state kept outside it is what the user puts in the URL fragment.
 */
import { ChessLinguaError } from '../core/errors.js';
import { decodeBytes } from '../encoding/decoder.js';
import { LocaleRegistry } from '../locale/registry.js';
import { boardSvg } from './board-svg.js';
import { positionAt, type Conversion, type Problem } from './convert.js';
import { MODE_TEXTS, convertText, downloadName, fitControls, readOptions, showOptions, type OptionControls } from './page-options.js';
import { inputChoices, outputChoices, type NotationChoice } from './notations.js';
import { marksHtml, outputHtml, problemCount, problemItem, problemRange } from './render.js';
import { suggest } from './repair.js';
import { stateFromFragment, stateToFragment } from './share.js';
import { START_FEN } from '../board/board.js';

/** Wait after a keystroke before converting: longer for long texts, so typing stays smooth. */
const debounceMs = (length: number): number => Math.min(1500, 150 + Math.floor(length / 2000));
const EXAMPLE = '[White "Anderssen"]\n[Black "Kieseritzky"]\n\n1. e4 e5 2. f4 exf4 3. Lc4 Dh4+ 4. Kf1 b5 5. Lxb5 Sf6 *';

const $ = <T extends HTMLElement>(id: string): T => {
  const el = document.getElementById(id);
  if (!el) throw new Error(`#${id} is missing from the page`);
  return el as T;
};

const registry = LocaleRegistry.withBundled();
const input = $<HTMLTextAreaElement>('input');
const marks = $<HTMLDivElement>('input-marks');
const from = $<HTMLSelectElement>('from');
const to = $<HTMLSelectElement>('to');
const output = $<HTMLPreElement>('output');
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
  conversion: Conversion | undefined;
  uci: Map<number, string[] | undefined>;
  current: number;
  active: number;
  timer: ReturnType<typeof setTimeout> | undefined;
  conversions: number;
}
const view: View = { conversion: undefined, uci: new Map(), current: -1, active: -1, timer: undefined, conversions: 0 };

/** Timings a test or a curious user can read: load to first conversion, and the last conversion. */
const timing = { firstConversionMs: -1, lastConversionMs: -1 };
(window as unknown as { chessLingua: unknown }).chessLingua = { timing };

function fillSelect(select: HTMLSelectElement, choices: readonly NotationChoice[], value: string): void {
  for (const c of choices) {
    const option = new Option(c.label, c.value);
    if (c.lang) option.lang = c.lang;
    if (c.direction === 'rtl') option.dir = 'rtl';
    select.add(option);
  }
  select.value = value;
}

function run(): void {
  clearTimeout(view.timer);
  view.timer = undefined;
  const t0 = performance.now();
  let c: Conversion;
  try {
    c = convertText(input.value, from.value, to.value, registry, readOptions(options));
  } catch (e) {
    // Not expected (notations come from the lists; bad input is reported, not thrown): shown, not hidden.
    const code = e instanceof ChessLinguaError ? e.code : 'ERR_INTERNAL';
    c = {
      output: '',
      moves: [],
      games: [],
      detected: [],
      problems: [{ severity: 'error', code, message: String((e as Error).message ?? e), line: 1, column: 1, token: '', game: 0 }],
    };
  }
  view.conversion = c;
  view.uci = new Map();
  view.current = -1;
  view.active = -1;
  render(c);
  timing.lastConversionMs = performance.now() - t0; // reading, translating and showing
  if (timing.firstConversionMs < 0) timing.firstConversionMs = performance.now();
  document.body.dataset['conversions'] = String(++view.conversions);
}

/** {@link run}; when the last conversion was slow (a long sheet with repairs), a status painted first says the page is busy. */
function runSoon(): void {
  if (timing.lastConversionMs < 300) return run();
  const busy = `Converting… (the last conversion took ${(timing.lastConversionMs / 1000).toFixed(1)} s)`;
  status.textContent = busy;
  requestAnimationFrame(() =>
    setTimeout(() => {
      run();
      if (status.textContent === busy) status.textContent = '';
    }, 0),
  );
}

function render(c: Conversion): void {
  output.innerHTML = outputHtml(c);
  const code = to.value.replace(/^(words|lan):/, ''); // the language of `words:ar`, `lan:de`
  const locale = registry.has(code) ? registry.get(code) : undefined;
  // Translated moves run in the output language's direction; a game that failed is shown as it
  // was written, in whatever direction its own text has.
  output.dir = c.games.some((g) => g.source) ? (locale?.direction ?? 'ltr') : 'auto';
  output.lang = locale && locale.code !== 'figurine' ? locale.code : '';
  errors.replaceChildren(...c.problems.map((p, i) => withSuggestions(problemItem(p, i), p)));
  errorCount.textContent = problemCount(c.problems);
  $('summary').textContent = c.summary ?? '';
  renderMarks();
  renderDetected(c);
  showPosition(-1);
  if (readOptions(options).mode === 'prose') caption.textContent = 'The board follows games, not articles.';
}

const AUTO_LABEL = inputChoices(registry)[0]!.label;

/**
 * Under `auto`: the language read (also in the `auto` option's label) and the other readings, each
 * a button that names it as the input notation.
 */
function renderDetected(c: Conversion): void {
  const auto = from.value === 'auto';
  const choice = auto ? c.games[0]?.detection?.choice?.codes[0] : undefined;
  from.options[0]!.text = choice ? `${AUTO_LABEL}: ${notationName(choice)}` : AUTO_LABEL;
  detectedText.textContent = auto && c.detected.length ? `Detected: ${c.detected.join('; ')}` : '';
  const others = auto ? (c.games[0]?.detection?.candidates ?? []).map((r) => r.codes[0]!).filter((code) => code !== choice) : [];
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
  return registry.has(code) ? registry.get(code).name : code === 'iccf' ? 'ICCF numeric' : code;
}

function renderMarks(): void {
  marks.innerHTML = marksHtml(input.value, view.conversion?.problems ?? [], view.active);
  marks.scrollTop = input.scrollTop;
  marks.scrollLeft = input.scrollLeft;
}

/** "Did you mean …" buttons for a move that cannot be read, from the library's repair suggestions. */
function withSuggestions(li: HTMLLIElement, p: Problem): HTMLLIElement {
  if (!p.repair || !p.token) return li;
  const found = suggest(p.token, p.repair.from, p.repair.fen, registry).slice(0, 3);
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
  const p = view.conversion?.problems[index];
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
  const c = view.conversion;
  for (const el of output.querySelectorAll('.mv.current')) {
    el.classList.remove('current');
    el.removeAttribute('aria-current');
  }
  const firstGame = c?.games.find((g) => g.source);
  if (index < 0 || !c) {
    view.current = -1;
    board.innerHTML = boardSvg(firstGame?.startFen ?? START_FEN);
    caption.textContent = 'Start position. Click a move in the output to see its position.';
    return;
  }
  const position = positionAt(c, index, view.uci);
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
  const n = view.conversion?.moves.length ?? 0;
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
  const blob = new Blob([view.conversion?.output ?? ''], { type: `${type};charset=utf-8` });
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
    clearTimeout(view.timer);
    // A slow conversion (a long sheet with repairs) waits longer for the typing to pause: it blocks the page while it runs.
    view.timer = setTimeout(runSoon, Math.min(3000, Math.max(debounceMs(input.value.length), 2 * timing.lastConversionMs)));
  });
  input.addEventListener('scroll', () => {
    marks.scrollTop = input.scrollTop;
    marks.scrollLeft = input.scrollLeft;
  });
  from.addEventListener('change', runSoon);
  to.addEventListener('change', runSoon);
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
  $('copy').addEventListener('click', () => void copyText(view.conversion?.output ?? '', 'Output'));
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

fillSelect(from, inputChoices(registry), 'auto');
fillSelect(to, outputChoices(registry), 'iccf');
fitControls(options);
if (!restore(location.hash)) input.value = EXAMPLE;
showMode();
wire();
run();
