/** The notations the page offers in #from and #to, with labels: values are the library's notation names. */
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
];

function localeChoices(registry: LocaleRegistry): NotationChoice[] {
  return registry.list().map((l) => {
    const own = l.nativeName && l.nativeName !== l.name ? `${l.nativeName} — ${l.name}` : l.name;
    return { value: l.code, label: `${own} (${l.code})`, lang: l.code === 'figurine' ? undefined : l.code, direction: l.direction };
  });
}

/** `auto`, every locale, ICCF numeric, UCI and long algebraic: what can be read. */
export function inputChoices(registry: LocaleRegistry): NotationChoice[] {
  return [{ value: 'auto', label: 'Detect the language (auto)' }, ...localeChoices(registry), SPECIAL_OUTPUT[0]!, SPECIAL_OUTPUT[2]!, SPECIAL_OUTPUT[1]!];
}

/**
 * `words:<code>` for each language with moves in words (issue 14), where the library has them:
 * feature-detected, so the page builds and runs the same before and after that lands.
 */
function wordsChoices(registry: LocaleRegistry): NotationChoice[] {
  const words = (registry as { readonly words?: (code: string) => unknown }).words;
  if (typeof words !== 'function') return [];
  return localeChoices(registry).flatMap((c) => {
    try {
      words.call(registry, c.value);
    } catch {
      return []; // no words for this language
    }
    return [{ ...c, value: `words:${c.value}`, label: `${c.label.replace(/ \([^)]*\)$/, '')}, in words (words:${c.value})` }];
  });
}

/** Every locale (figurine among them), ICCF numeric, long algebraic, UCI, and moves in words: what can be written. */
export function outputChoices(registry: LocaleRegistry): NotationChoice[] {
  return [...localeChoices(registry), ...SPECIAL_OUTPUT, ...wordsChoices(registry)];
}
