/**
 * The command line with each string option's value joined to it (`--client -Xa9` → `--client=-Xa9`):
 * a program id may start with a dash, which node's parseArgs would otherwise take for an option.
 */
export function withJoinedValues(args: readonly string[], options: Record<string, { type: 'string' | 'boolean' }>): string[] {
  const joined: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    const name = arg.startsWith('--') && !arg.includes('=') ? arg.slice(2) : undefined;
    const next = args[index + 1];
    if (name !== undefined && options[name]?.type === 'string' && next !== undefined) {
      joined.push(`${arg}=${next}`);
      index++;
    } else joined.push(arg);
  }
  return joined;
}
