/**
 * `prose --from sr` (a language named without its script, whose locales differ by script): the
 * locale of the script the text's moves are written in, as `--from auto` chooses among these
 * locales only (src/detect/text-language.ts).
 */
import type { DetectProblem } from '../detect/choose.js';
import type { TextLanguage, TextReading } from '../detect/text-language.js';
import { defaultRegistry } from '../locale/default-registry.js';
import { LineCounter } from '../pgn/line-counter.js';
import type { TranslateOptions } from '../translate/context.js';
import type { ProseProblem } from './translate-prose.js';

const SCRIPT_NAMES: Readonly<Record<string, string>> = { Latn: 'Latin', Cyrl: 'Cyrillic', Grek: 'Greek', Arab: 'Arabic' };

/**
 * The locale to read `text` in under a language named without its script (`scripts`: its locales,
 * the default first; `choose` chooses among them with a tie-break): the default where they read
 * alike or none checks a move, else the one whose reading checks the most, with a W_SCRIPT note.
 * Two scripts that read different moves as well are an ambiguity (ERR_DETECT_AMBIGUOUS), never a choice.
 */
export function proseScript(
  text: string,
  options: Pick<TranslateOptions, 'registry'>,
  scripts: readonly string[],
  choose: (prefer: readonly string[]) => TextLanguage<TextReading>,
): { readonly ok: true; readonly code: string; readonly note?: ProseProblem } | { readonly ok: false; readonly problem: DetectProblem } {
  const chosen = choose(scripts);
  if (!chosen.ok) return { ok: true, code: scripts[0]! };
  if (chosen.preferred) {
    const tie = choose([]);
    return tie.ok ? { ok: true, code: scripts[0]! } : { ok: false, problem: tie.problem };
  }
  const code = chosen.codes[0]!;
  if (code === scripts[0]) return { ok: true, code };
  const registry = options.registry ?? defaultRegistry();
  const used = registry.get(code);
  const named = registry.get(scripts[0]!);
  const first = chosen.reading.replacements[0];
  const at = first === undefined ? { line: 1, column: 1 } : new LineCounter(text, 1, 1).at(first.start);
  const note: ProseProblem = {
    severity: 'warning',
    code: 'W_SCRIPT',
    message: `the moves are written in ${SCRIPT_NAMES[used.script] ?? used.script} letters: read as ${used.name} (${used.code}); the code alone stands for ${named.name} (${named.code})`,
    line: at.line,
    column: at.column,
  };
  return { ok: true, code, note };
}
