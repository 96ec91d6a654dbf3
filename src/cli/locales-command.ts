/** `chess-lingua locales`: the registered locales as a table or JSON. */
import type { Values } from './cli.js';
import { writeText, type CliIO } from './io.js';
import { EXIT_OK, registryWith, UsageError } from './usage.js';

export async function localesCommand(args: string[], values: Values, io: CliIO): Promise<number> {
  if (args.length) throw new UsageError(`'locales' takes no arguments`);
  const locales = registryWith(values).list();
  if (values.json) {
    const rows = locales.map((l) => ({
      code: l.code,
      name: l.name,
      nativeName: l.nativeName,
      letters: l.letters,
      names: l.names,
      confidence: l.confidence,
    }));
    await writeText(io.stdout, JSON.stringify(rows, null, 2) + '\n');
    return EXIT_OK;
  }
  const lines = ['code     K  Q  R  B  N  P  language'];
  for (const l of locales) {
    const col = (s: string | undefined): string => (s ?? '-').padEnd(3);
    const L = l.letters;
    const name = l.nativeName && l.nativeName !== l.name ? `${l.name} (${l.nativeName})` : l.name;
    lines.push(`${l.code.padEnd(9)}${col(L.king)}${col(L.queen)}${col(L.rook)}${col(L.bishop)}${col(L.knight)}${col(L.pawn)}${name}`);
  }
  await writeText(io.stdout, lines.join('\n') + '\n');
  return EXIT_OK;
}
