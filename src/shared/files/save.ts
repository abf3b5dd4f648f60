import type { DownloadedFile } from '../api/client';

/**
 * Hands a downloaded file to the browser under the server's name, or `fallbackName`
 * (spec part 2 §9 names: « Convocations-{title} », « Feuille d'émargement »…).
 */
export function saveFile(file: DownloadedFile, fallbackName: string, doc: Document = document): void {
  const url = URL.createObjectURL(file.blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = file.filename ?? fallbackName;
  link.rel = 'noopener';
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
