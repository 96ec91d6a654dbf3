/** `node:fs` for the page bundle: a page has no file system (locale files are registered as data there). */
export function readFileSync(path: string): never {
  throw new Error(`cannot read ${path}: no file system in the browser`);
}
