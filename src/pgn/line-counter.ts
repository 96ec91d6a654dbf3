import { breaksBetween } from './scan.js';

/** Maps offsets in a text to 1-based line and column, cheaply for offsets that only grow. */
export class LineCounter {
  private offset = 0;
  private line: number;
  private lineStart = 0;
  /** The text has a CR that is not followed by LF (an old Mac line end): count character by character. */
  private readonly loneCr: boolean;

  /** `line` and `column` are where `text` itself starts in its source. */
  constructor(
    private readonly text: string,
    line = 1,
    private readonly column = 1,
  ) {
    this.line = line;
    this.loneCr = /\r(?!\n)/.test(text);
  }

  at(offset: number): { line: number; column: number } {
    if (offset < this.offset) {
      // Rare: go back to the start and count again.
      this.line -= breaksBetween(this.text, 0, this.offset);
      this.offset = 0;
      this.lineStart = 0;
    }
    const text = this.text;
    if (this.loneCr) {
      for (let i = this.offset; i < offset; i++) {
        const c = text.charCodeAt(i);
        if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) {
          this.line++;
          this.lineStart = i + 1;
        }
      }
    } else {
      // Line ends are LF or CR LF: jump from one LF to the next.
      for (let i = text.indexOf('\n', this.offset); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
        this.line++;
        this.lineStart = i + 1;
      }
    }
    this.offset = offset;
    const firstLine = this.lineStart === 0;
    return { line: this.line, column: offset - this.lineStart + (firstLine ? this.column : 1) };
  }
}
