/**
 * What the web page shows for an article (text with moves in its prose): the library's
 * `translateProse` (the CLI's `prose` command), every byte kept but the moves, each problem with its
 * place in the input. The board follows games, not articles: the conversion has no output moves.
 */
import { fastEngine } from '../board/fast/index.js';
import type { LocaleRegistry } from '../locale/registry.js';
import { translateProse, type ProseTranslation } from '../prose/translate-prose.js';
import type { Conversion, Problem } from './convert.js';

/** The article `text` with its moves rewritten from `from` (`auto`: the language that checks the most moves) to `to`. */
export function convertProse(text: string, from: string, to: string, registry: LocaleRegistry): Conversion {
  const r = translateProse(text, { from, to, registry, engine: fastEngine });
  const problems: Problem[] = r.problems.map((p) => ({
    severity: p.severity,
    code: p.code,
    message: p.message,
    line: p.line,
    column: p.column,
    token: p.written ?? '',
    game: 1,
  }));
  problems.sort((a, b) => a.line - b.line || a.column - b.column);
  return { output: r.text, problems, moves: [], games: [], detected: r.language ? [r.language.name] : [], summary: proseSummary(r) };
}

/** As the CLI says it: `12 moves rewritten, 10 checked on a board, 0 of 1 FEN agreeing with the moves; read as German (de, …)`. */
export function proseSummary(r: ProseTranslation): string {
  const s = (k: number): string => (k === 1 ? '' : 's');
  const language = r.language ? `; read as ${r.language.name}` : '';
  return `${r.moves} move${s(r.moves)} rewritten, ${r.checked} checked on a board, ${r.checkpoints} of ${r.fens} FEN${s(r.fens)} agreeing with the moves${language}.`;
}
