/**
 * A system error (`ENOENT`, `EACCES` …) in a person's words, for messages such as
 * `cannot read games.pgn: no such file`. Unknown codes fall back to the system's own message.
 */
const WORDS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file or directory',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EISDIR: 'it is a directory',
  ENOTDIR: 'a part of the path is not a directory',
  ENAMETOOLONG: 'the name is too long',
  ELOOP: 'too many symbolic links',
  EMFILE: 'too many open files',
  ENFILE: 'too many open files',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'disk quota exceeded',
  EROFS: 'read-only file system',
  EIO: 'input/output error',
  EBUSY: 'the file is busy',
  EEXIST: 'the file exists',
  EPIPE: 'the reader closed the pipe',
  EBADF: 'the stream is closed',
  ENXIO: 'no such device',
  ENODEV: 'no such device',
  ETXTBSY: 'the file is busy',
};

export function systemErrorText(error: unknown): string {
  const e = error as NodeJS.ErrnoException | undefined;
  const words = e?.code !== undefined ? WORDS[e.code] : undefined;
  if (words !== undefined) return words;
  // Node's own message repeats the code and the path (`ENOENT: no such file or directory, open 'x'`): keep the words.
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^[A-Z]+: /, '').replace(/, \w+ '.*'$/, '');
}
