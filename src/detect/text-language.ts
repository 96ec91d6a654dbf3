/**
 * `--from auto` for text with moves in it (`prose`, a document under `translate`): the language
 * whose reading checks the most moves on a board, then leaves the fewest errors, then needs the
 * fewest warnings (lenient readings: the rule a game's detection uses, detect-game.ts). Locales are
 * grouped by their piece letters as for games; readings of different groups that rewrite the same
 * words into the same moves are one group too (the choice does not matter: `German (de, da, nb, sv)`).
 * Two groups that read different moves with equal support are ambiguous (ERR_DETECT_AMBIGUOUS,
 * worded as for a game; `--prefer` breaks the tie); a text no reading checks a move of is
 * ERR_DETECT_NONE. ICCF numeric is not tried (in prose, years and page numbers look like it).
 *
 * A group is read in the member whose own words for White, Black and "and" stand in the text
 * ({@link readingCode}: Persian `۱- سفید e4` in the group of English letters), else its first. In a
 * text written in the script of a group's piece letters (Cyrillic for Russian), the moves written
 * with Latin look-alikes of them (`Cb5` for `Сb5`, as OCR gives them) count as the group's letters,
 * and reading them so is no warning: with equal support, another language's reading of them as
 * other legal moves (French `Ce2`, the knight) is an ambiguity, not a silent choice.
 *
 * Cost: the text is read in full only in the groups whose piece letters stand before a square
 * most often (a count over the text with a few regular expressions per group): every group at least
 * half as often as the best one, most first, and of those only a group that may check as many
 * moves as the best reading so far (its piece letters before squares in either case, pawn moves
 * and castlings: {@link moveCounts}); with no piece letter before a square anywhere, the first
 * group only (pawn moves and castling read alike in every language). The reading itself is the caller's
 * (`read`), so this module knows nothing of how text is read, and a named language never comes here.
 */
import { descriptiveDialectOf } from '../notation/descriptive-dialect.js';
import { lookalikeTokens } from '../notation/lenient.js';
import { isDescriptiveToken } from '../notation/descriptive.js';
import type { InputNotation } from '../notation/notation.js';
import type { LocaleRegistry } from '../locale/registry.js';
import { LineCounter } from '../pgn/line-counter.js';
import { languageList, type DetectProblem } from './choose.js';
import { byPreference, localeGroups } from './detect-game.js';

/** What a reading of the text in one language tells the choice. */
export interface TextReading {
  /** Moves checked on a board. */
  readonly checked: number;
  /** Errors (moves a board rejects). */
  readonly errors: number;
  /** Warnings (lenient readings, moves left unchecked …). */
  readonly warnings: number;
  /**
   * Of the warnings, the moves read only by taking letters of another script as their look-alikes
   * in the language's own (Latin `C` for Russian `С`): in a text written in the language's script
   * (a Russian page that OCR gave some Latin letters) they are the text's way of writing, not a
   * lenient reading, and break no tie with a reading of other moves.
   */
  readonly lookalikes?: number | undefined;
  /** The words rewritten (where they stand in the text and the move written in ICCF numeric), sorted by offset. */
  readonly replacements: ReadonlyArray<{ readonly start: number; readonly end: number; readonly text: string }>;
  /**
   * The moves played on boards, in a form that does not depend on the output notation (ICCF
   * numeric with where each sequence starts): equal for readings of the same moves.
   */
  readonly played: string;
}

export type TextLanguage<R extends TextReading> =
  | {
      readonly ok: true;
      /** The locales that read the text this way, the one read in first. */
      readonly codes: readonly string[];
      /** `German (de, da, nb, sv)`. */
      readonly name: string;
      /** The reading in `codes[0]`. */
      readonly reading: R;
      /** Set when equally good readings of different moves were told apart by `prefer`. */
      readonly preferred: boolean;
    }
  | { readonly ok: false; readonly problem: DetectProblem };

export interface TextLanguageOptions {
  /** Locale codes that break a tie, first preferred. */
  readonly prefer?: readonly string[] | undefined;
  readonly strict?: boolean | undefined;
  /** The locales to choose among; every registered one by default (`--from sr`: its two scripts). */
  readonly locales?: readonly string[] | undefined;
}

/** How often the piece letters of `input` (or descriptive moves: `P-K4`, `P4R`) stand before a square in `text`. */
export function letterMoves(text: string, input: InputNotation): number {
  return moveCounts(text, input).letters;
}

/**
 * How often the piece letters of `input` stand before a square in `text` (`letters`), and at most
 * how many moves a reading in `input` can check (`bound`): the words where any piece letter of it,
 * in either case, stands before a square, the squares after no Latin letter (pawn moves: `e4`,
 * `exd5`, `12.e4`, glued to a word of another script) and the castlings.
 */
export function moveCounts(
  text: string,
  input: InputNotation,
  /** Pawn moves and castlings per set of file letters, counted once for every group that shares them. */
  pawnMoves = new Map<string, number>(),
): { readonly letters: number; readonly bound: number } {
  if (input.kind !== 'algebraic') return { letters: 0, bound: 0 };
  const files = `a-h${(input.pieces.files ?? []).join('')}`;
  // (a letter of a cased script starts a move only after no other letter: `Sf3`, `12.Sf3`, not `Os3`;
  // a Chinese piece stands glued to the words before it: `走马f3`)
  const tokens = [...input.pieces.tokens]
    .sort((a, b) => b.length - a.length)
    .map((t) => (/^[\p{Lu}\p{Ll}]/u.test(t) ? `(?<![\\p{L}\\p{N}])${escaped(t)}` : escaped(t)));
  const count = (re: RegExp): number => {
    let n = 0;
    for (const _ of text.matchAll(re)) n++;
    return n;
  };
  const piece = tokens.length > 0 ? `(?:${tokens.join('|')})[${files}]?[1-8]?[x:×-]?[${files}][1-8]` : undefined;
  let letters = piece === undefined ? 0 : count(new RegExp(piece, 'gu'));
  let bound = piece === undefined ? 0 : count(new RegExp(piece, 'giu'));
  // The piece letters of a Cyrillic or Greek language written in Latin look-alikes (`Cb5` for
  // Russian `Сb5`, OCR's or a keyboard's): moves its reading may check, and its own where the text
  // is written in its script (a Russian page), not where it is Latin (a Croatian `Kf3`).
  const alike = lookalikeTokens(input.pieces)
    .filter((t) => /^[\p{Lu}\p{Ll}]/u.test(t))
    .sort((a, b) => b.length - a.length);
  const script = ownScript(input);
  if (script !== undefined && alike.length > 0) {
    const pattern = `(?:${alike.map((t) => `(?<![\\p{L}\\p{N}])${escaped(t)}`).join('|')})[${files}]?[1-8]?[x:×-]?[${files}][1-8]`;
    bound += count(new RegExp(pattern, 'giu'));
    if (writtenIn(text, script)) letters += count(new RegExp(pattern, 'gu'));
  }
  let pawns = pawnMoves.get(files);
  if (pawns === undefined) {
    pawns = count(new RegExp(`(?<![A-Za-z])[${files}]?[x:×-]?[${files}][1-8]`, 'gu')) + count(/[0O]-[0O]/g);
    pawnMoves.set(files, pawns);
  }
  bound += pawns;
  const dialect = descriptiveDialectOf(input);
  if (dialect !== undefined) {
    // (English `P-K4`, `NxP`; Spanish, Portuguese and French `P4R`, `C3AR`, `PAxP`, `T1xP`, `C\7-5C`)
    const candidates = dialect.bookForms
      ? /[PNBRQK][-x]\S+/g
      : new RegExp(`(?<![\\p{L}\\p{N}])(?:${dialect.pieces.map(([l]) => escaped(l)).join('|')})\\p{Lu}{0,2}[1-8xX\\\\(-]\\S*`, 'gu');
    const descriptive = (text.match(candidates) ?? []).filter((w) => isDescriptiveToken(w.replace(/[.,;:!?)]+$/, ''), dialect)).length;
    letters += descriptive;
    bound += descriptive;
  }
  return { letters, bound };
}

/** The scripts other than Latin whose letters have Latin look-alikes (lenient.ts). */
const OWN_SCRIPTS: readonly RegExp[] = [/\p{Script=Cyrillic}/u, /\p{Script=Greek}/u];

/** The script other than Latin that the piece letters of `input` are written in (Cyrillic for Russian). */
function ownScript(input: InputNotation): RegExp | undefined {
  if (input.kind !== 'algebraic') return undefined;
  return OWN_SCRIPTS.find((re) => input.pieces.tokens.some((t) => re.test(t)));
}

/** Whether `text` has more letters of `script` than Latin ones. */
function writtenIn(text: string, script: RegExp): boolean {
  const all = new RegExp(script.source, 'gu');
  const own = text.match(all)?.length ?? 0;
  return own > (text.match(/\p{Script=Latin}/gu)?.length ?? 0);
}

/** `h1-h3` for ICCF `8183` (`e7-e8=4` with a promotion digit); other text as it is. */
function squares(iccf: string): string {
  const m = /^([1-8])([1-8])([1-8])([1-8])([1-4])?$/.exec(iccf);
  if (m === null) return iccf;
  const file = (d: string): string => 'abcdefgh'[Number(d) - 1]!;
  return `${file(m[1]!)}${m[2]}-${file(m[3]!)}${m[4]}${m[5] !== undefined ? `=${m[5]}` : ''}`;
}

function escaped(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/**
 * The language to read `text` in, with its reading, or why none is chosen. `read` reads the text
 * in the locale with the given code.
 */
export function chooseTextLanguage<R extends TextReading>(
  text: string,
  registry: LocaleRegistry,
  options: TextLanguageOptions,
  read: (code: string) => R,
): TextLanguage<R> {
  const prefer = (options.prefer ?? []).map((c) => (registry.has(c) ? registry.resolveCode(c) : c));
  const order = byPreference(prefer);
  const groups = localeGroups(registry, { locales: options.locales ?? registry.codes(), strict: options.strict }, prefer);
  const pawnMoves = new Map<string, number>();
  const scored = groups.map((group) => ({ group, ...moveCounts(text, group.input, pawnMoves) }));
  const most = Math.max(0, ...scored.map((s) => s.letters));
  // (where no piece letter stands before a square, the first group, and those whose own file letters give more pawn moves
  // than it checks: `1. γ3` on a Greek page, `1. ה4 ה5` on a Hebrew one, moves no Latin-letter reading has)
  const likely =
    most === 0
      ? [
          scored[0]!,
          ...scored
            .slice(1)
            .filter((s) => s.bound > scored[0]!.bound)
            .sort((a, b) => b.bound - a.bound),
        ]
      : scored.filter((s) => 2 * s.letters >= most).sort((a, b) => b.letters - a.letters);
  // Readings of the same words into the same moves are one (their codes joined, best reading first).
  const readings: Array<{ codes: string[]; reading: R; key: string; code?: string }> = [];
  const tried: string[] = [];
  let checked = 0;
  for (const { group, bound } of likely) {
    // (a group that cannot check as many moves as a reading already made can neither win nor tie)
    if (bound < checked) continue;
    const code = readingCode(group.codes, text, registry);
    const read_ = read(code);
    const own = ownScript(group.input);
    const reading: R =
      own !== undefined && (read_.lookalikes ?? 0) > 0 && writtenIn(text, own)
        ? { ...read_, warnings: read_.warnings - read_.lookalikes! }
        : read_;
    tried.push(code);
    checked = Math.max(checked, reading.checked);
    const key = `${reading.played}\n${reading.replacements.map((r) => `${r.start}:${r.text}`).join('\n')}`;
    const same = readings.find((x) => x.key === key && sameSupport(x.reading, reading));
    if (same) same.codes.push(...group.codes);
    else readings.push({ codes: [...group.codes], reading, key, ...(code === group.codes[0] ? {} : { code }) });
  }
  for (const r of readings) {
    r.codes.sort(order);
    // (the locale whose own words made the reading is named first, and reads the text again for the output)
    if (r.code !== undefined) r.codes = [r.code, ...r.codes.filter((c) => c !== r.code)];
  }
  readings.sort((a, b) => better(a.reading, b.reading) || order(a.codes[0]!, b.codes[0]!));
  const best = readings[0]!;
  if (best.reading.checked === 0) {
    return {
      ok: false,
      problem: {
        code: 'ERR_DETECT_NONE',
        message: `no language reads a move in the text that a board can check (languages tried: ${tried.join(', ')}); name the language with --from`,
        line: 1,
        column: 1,
      },
    };
  }
  const tied = readings.filter((r) => sameSupport(r.reading, best.reading));
  const chosen = tied.length === 1 ? best : tied.find((t) => prefer.some((c) => t.codes.includes(c)));
  const ok = (r: (typeof readings)[number]): TextLanguage<R> => ({
    ok: true,
    codes: r.codes,
    name: languageList(r.codes, registry),
    reading: r.reading,
    preferred: tied.length > 1,
  });
  if (chosen) return ok(chosen);
  return { ok: false, problem: ambiguity(text, tied, registry) };
}

/**
 * The locale of a group (locales that share piece letters) to read `text` in: the one whose own
 * words for White, Black and "and" (locale `colourWords`, `andWords`: the prose reader's, sequences.ts)
 * stand in the text more often than those of the group's first (Persian `۱- سفید e4` in the group
 * of English letters); else the group's first.
 */
function readingCode(codes: readonly string[], text: string, registry: LocaleRegistry): string {
  const uses = (code: string): number => {
    const locale = registry.get(code);
    const words = [...(locale.colourWords?.white ?? []), ...(locale.colourWords?.black ?? []), ...(locale.andWords ?? [])];
    let n = 0;
    for (const w of words) {
      const alone = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${escaped(w)}(?![\\p{L}\\p{M}\\p{N}])`, 'gu');
      n += text.match(/^[\u3000-\u9fff]/u.test(w) ? new RegExp(escaped(w), 'gu') : alone)?.length ?? 0;
    }
    return n;
  };
  let best = codes[0]!;
  let most = uses(best);
  for (const code of codes.slice(1)) {
    const n = uses(code);
    if (n > most) [best, most] = [code, n];
  }
  return best;
}

/** Negative when `a` is the better reading: more moves checked, then fewer errors, then fewer warnings. */
function better(a: TextReading, b: TextReading): number {
  return b.checked - a.checked || a.errors - b.errors || a.warnings - b.warnings;
}

function sameSupport(a: TextReading, b: TextReading): boolean {
  return better(a, b) === 0;
}

/** The ambiguity of equally good readings of different moves: where they first differ, and what each writes there. */
function ambiguity(
  text: string,
  tied: ReadonlyArray<{ codes: readonly string[]; reading: TextReading }>,
  registry: LocaleRegistry,
): DetectProblem {
  let at = Infinity;
  for (const t of tied) {
    for (const [i, r] of t.reading.replacements.entries()) {
      const differs = tied.some((o) => {
        const x = o.reading.replacements[i];
        return x === undefined || x.start !== r.start || x.text !== r.text;
      });
      if (differs) {
        at = Math.min(at, r.start);
        break;
      }
    }
  }
  const where = Number.isFinite(at) ? new LineCounter(text, 1, 1).at(at) : { line: 1, column: 1 };
  const first = tied.flatMap((t) => t.reading.replacements.filter((x) => x.start === at))[0];
  const word = first === undefined ? '' : text.slice(first.start, first.end);
  const reads = Number.isFinite(at)
    ? `; at ${where.line}:${where.column} ${JSON.stringify(word)} ${tied
        .map((t) => {
          const r = t.reading.replacements.find((x) => x.start === at);
          return `${languageList(t.codes, registry).replace(/ \(.*$/, '')} reads ${r === undefined ? 'no move' : squares(r.text)}`;
        })
        .join(', ')}`
    : '';
  const support = tied[0]!.reading;
  return {
    code: 'ERR_DETECT_AMBIGUOUS',
    message: `the language is ambiguous: ${tied.map((t) => languageList(t.codes, registry)).join(' and ')} read different legal moves (${support.checked} checked on a board each)${reads}; name the language with --from, or a tie-break with --prefer`,
    line: where.line,
    column: where.column,
  };
}
