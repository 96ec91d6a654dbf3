/**
 * Bounded character reads for the hot scanners (the splitter, the express lane).
 *
 * `text.charCodeAt(i)` past the end of a string gives NaN, and V8 throws optimized code away the
 * first time each such read site does so (an "out of bounds" deoptimization). Chunked input ends
 * mid-game at every chunk, so each site of the scanners hits it sooner or later, and every time
 * the biggest functions of the program are compiled again. The reads that may pass the end (a
 * look-ahead such as the LF after a CR, or the character after a token, not bounded by the loop
 * around it) go through {@link codeAt}, which keeps them inside the string; the one comparison it
 * adds costs far less.
 */

/**
 * What {@link codeAt} gives from the limit on: larger than any UTF-16 code unit, so it equals no
 * character and falls in no character class, as NaN did, without being a NaN.
 */
export const END = 0x10000;

/** `text.charCodeAt(i)` for `i < limit` (`limit` at most `text.length`), else {@link END}. */
export function codeAt(text: string, i: number, limit: number): number {
  return i < limit ? text.charCodeAt(i) : END;
}
