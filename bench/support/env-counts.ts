/** A positive whole number from the environment (a benchmark's size or request count), or `fallback` when unset. */
export function envCount(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}
