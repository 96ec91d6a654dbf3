/**
 * Duplicate keys in a JSON text. `JSON.parse` keeps the last of two equal keys without a word,
 * so a locale file with `"queen": "D"` twice would silently lose one; this finds them.
 * Runs on text that `JSON.parse` has accepted, so it only tells strings from structure.
 */
export interface DuplicateKey {
  /** The key's path, as locale errors name fields: `letters.queen`, `sources[2].x`. */
  readonly field: string;
  /** 1-based position of the second occurrence. */
  readonly line: number;
  readonly column: number;
}

interface Frame {
  readonly path: string;
  /** Keys seen so far in an object; undefined in an array. */
  readonly keys: Set<string> | undefined;
  index: number;
  /** In an object: the next string is a key. */
  expectKey: boolean;
  /** The path of the value being read (set after a key, or per array element). */
  valuePath: string;
}

export function duplicateJsonKeys(text: string): DuplicateKey[] {
  const found: DuplicateKey[] = [];
  const stack: Frame[] = [];
  let line = 1;
  let lineStart = 0;
  const childPath = (): string => {
    const top = stack[stack.length - 1];
    if (top === undefined) return '';
    return top.keys ? top.valuePath : `${top.path}[${top.index}]`;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\n') {
      line++;
      lineStart = i + 1;
    } else if (c === '{' || c === '[') {
      const path = childPath();
      stack.push({ path, keys: c === '{' ? new Set() : undefined, index: 0, expectKey: c === '{', valuePath: path });
    } else if (c === '}' || c === ']') {
      stack.pop();
    } else if (c === ',') {
      const top = stack[stack.length - 1]!;
      if (top.keys) top.expectKey = true;
      else top.index++;
    } else if (c === '"') {
      const start = i;
      for (i++; text[i] !== '"'; i++) if (text[i] === '\\') i++;
      const top = stack[stack.length - 1];
      if (top?.keys && top.expectKey) {
        const key = JSON.parse(text.slice(start, i + 1)) as string;
        const field = top.path === '' ? key : `${top.path}.${key}`;
        if (top.keys.has(key)) found.push({ field, line, column: start - lineStart + 1 });
        top.keys.add(key);
        top.expectKey = false;
        top.valuePath = field;
      }
    }
  }
  return found;
}
