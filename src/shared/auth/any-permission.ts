// Apart from permissions.ts so the shell's guard and menu (part of the login screen's first load)
// do not carry the list of every permission name.

/** Any-of check used by route guards and server checks alike. */
export function hasAnyPermission(granted: readonly string[], required: readonly string[]): boolean {
  if (required.length === 0) return true;
  return required.some((p) => granted.includes(p));
}
