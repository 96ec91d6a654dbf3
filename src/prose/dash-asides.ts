/**
 * Dash asides inside brackets: `(más sencillo era abandonar. Si 19 Dc1 -a cualquier otra casilla sigue
 * 19... Db4+ y mate- 19... Aa3 gana)`. A comment in brackets may hold a clause set off by dashes glued to
 * its first and last word (`-a`, `mate-`), as Spanish newspaper columns write them. The clause is words
 * of the comment: a move number in it starts no sequence (the moves it cites answer another move, which
 * the clause names in words), so its moves are never taken for the game's or a variation's. They are
 * still rewritten where they read as moves, as any move in words is (mentions.ts `mention`).
 */
import type { ProseWord } from './words.js';

/** A dash glued before the first word of an aside (`-a`, `—pero`), not a sign (`-0.5`) nor a dash for a move (`-`). */
const OPENS = /^[-–—]\p{L}/u;
/** A dash glued after the last word of an aside (`mate-`, `pieza—`, `Db4+-` is no word's end: a move's evaluation). */
const CLOSES = /\p{L}[.,;:!?]?[-–—]$/u;

/**
 * `words` with every move number inside a dash aside in brackets made a word (see the header): an
 * aside opens at a word glued after a dash (apart from the word before it), and closes at the next word
 * of the same brackets glued before a dash (apart from the word after it, or before a bracket).
 */
export function withDashAsides(words: readonly ProseWord[]): ProseWord[] {
  const out = [...words];
  let depth = 0;
  for (let i = 0; i < out.length; i++) {
    const w = out[i]!;
    if (w.kind === 'bracket') depth = Math.max(0, depth + (w.text === '(' ? 1 : -1));
    if (depth === 0 || !isAsideStart(out, i)) continue;
    const close = asideEnd(out, i);
    if (close === undefined) continue;
    for (let k = i + 1; k < close; k++) {
      const x = out[k]!;
      if (x.kind === 'number' || x.kind === 'black') out[k] = { kind: 'word', start: x.start, end: x.end, text: x.text };
    }
    i = close;
  }
  return out;
}

/** Whether `words[i]` is glued after a dash, apart from the word before it (`-a`, `—pero`): it may open an aside. */
export function isAsideStart(words: readonly ProseWord[], i: number): boolean {
  const w = words[i];
  return w?.kind === 'word' && OPENS.test(w.text) && (i === 0 || words[i - 1]!.end < w.start);
}

/** The index of the word that closes the aside opened at `words[i]`, in the same brackets; undefined if none. */
export function asideEnd(words: readonly ProseWord[], i: number): number | undefined {
  for (let k = i, depth = 0; k < words.length; k++) {
    const x = words[k]!;
    if (x.kind === 'bracket') {
      depth += x.text === '(' ? 1 : -1;
      if (depth < 0) return undefined;
      continue;
    }
    const next = words[k + 1];
    if (depth === 0 && x.kind === 'word' && CLOSES.test(x.text) && (next === undefined || next.kind === 'bracket' || next.start > x.end))
      return k;
  }
  return undefined;
}
