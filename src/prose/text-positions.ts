/** Offsets in a document and the line and column (from 1) a problem is reported at. */

/** The line and column (from 1) of `offset`, given where each line starts. */
export function lineAndColumn(starts: readonly number[], offset: number): { line: number; column: number } {
  let line = 0;
  while (line + 1 < starts.length && starts[line + 1]! <= offset) line++;
  return { line: line + 1, column: offset - starts[line]! + 1 };
}

/** The offset where each line of `text` starts (line breaks as LineCounter counts them: LF, CR LF, CR). */
export function lineStarts(text: string): number[] {
  const out = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) out.push(i + 1);
  }
  return out;
}
