import type { Context } from 'hono';

/** `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266/5987) so accents survive. */
export function contentDisposition(filename: string, inline = false): string {
  const ascii = filename.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** A generated file answer (PDF by default), never cached. */
export function fileResponse(c: Context, bytes: Uint8Array, filename: string, type = 'application/pdf'): Response {
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': type,
    'Content-Disposition': contentDisposition(filename),
    'Cache-Control': 'no-store',
  });
}
