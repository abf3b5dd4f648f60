/**
 * The columns that say who created a row and when. A new row's last update is its creation, so
 * `updated_at` starts equal to `created_at`.
 */
export function creationStamp(userId: number, at: string): { created_by: number; created_at: string; updated_at: string } {
  return { created_by: userId, created_at: at, updated_at: at };
}
