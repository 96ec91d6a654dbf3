/** The notations the page offers in #from and #to, with labels: values are the library's notation names. */
import { BUNDLED_WORDS } from '../generated/words.js';
import type { LocaleRegistry } from '../locale/registry.js';

export interface NotationChoice {
  /** The notation name (`auto`, `de`, `iccf`, …): the option's value. */
  readonly value: string;
  readonly label: string;
  /** The language of the label (`lang` of the option), when it is a language's own name. */
  readonly lang?: string | undefined;
  readonly direction?: 'ltr' | 'rtl' | undefined;
}

const SPECIAL_OUTPUT: readonly NotationChoice[] = [
  { value: 'iccf', label: 'ICCF numeric (5254 7163)' },
  { value: 'lan', label: 'Long algebraic (Ng1-f3)' },
  { value: 'uci', label: 'UCI (g1f3)' },
  { value: 'en-descriptive', label: 'English descriptive (N-KB3)' },
];

function localeChoices(registry: LocaleRegistry): NotationChoice[] {
  return registry.list().map((l) => {
    const own = l.nativeName && l.nativeName !== l.name ? `${l.nativeName} — ${l.name}` : l.name;
    return { value: l.code, label: `${own} (${l.code})`, lang: l.code === 'figurine' ? undefined : l.code, direction: l.direction };
  });
}

/** `auto`, every locale, ICCF numeric, UCI and long algebraic: what can be read. */
export function inputChoices(registry: LocaleRegistry): NotationChoice[] {
  return [
    { value: 'auto', label: 'Detect the language (auto)' },
    ...localeChoices(registry),
    SPECIAL_OUTPUT[0]!,
    SPECIAL_OUTPUT[2]!,
    SPECIAL_OUTPUT[1]!,
  ];
}

/** The languages with moves in words (issue 14): the bundled words files, known without compiling them. */
const WORDS_CODES: ReadonlySet<string> = new Set(BUNDLED_WORDS.map(([file]) => file.replace(/^.*\/|\.json$/g, '')));

/** `words:<code>` for each language with moves in words. */
function wordsChoices(registry: LocaleRegistry): NotationChoice[] {
  return localeChoices(registry)
    .filter((c) => WORDS_CODES.has(c.value))
    .map((c) => ({ ...c, value: `words:${c.value}`, label: `${c.label.replace(/ \([^)]*\)$/, '')}, in words (words:${c.value})` }));
}

/** Every locale (figurine among them), ICCF numeric, long algebraic, UCI, English descriptive, and moves in words: what can be written. */
export function outputChoices(registry: LocaleRegistry): NotationChoice[] {
  return [...localeChoices(registry), ...SPECIAL_OUTPUT, ...wordsChoices(registry)];
}
