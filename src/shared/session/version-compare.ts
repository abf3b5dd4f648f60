// The version comparison alone (no store, no storage): the app's version check and the CLI's smoke
// check both use it.

/** True when `candidate` is a later version than `current` (numeric segments; any other change counts as newer). */
export function isNewerVersion(candidate: string, current: string): boolean {
  const parse = (version: string) => version.trim().replace(/^v/i, '').split(/[.-]/);
  const a = parse(candidate);
  const b = parse(current);
  if (![...a, ...b].every((part) => /^\d+$/.test(part))) return candidate.trim() !== current.trim();
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const diff = Number(a[i] ?? 0) - Number(b[i] ?? 0);
    if (diff !== 0) return diff > 0;
  }
  return false;
}
