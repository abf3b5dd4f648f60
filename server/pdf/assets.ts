import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The files a PDF/A document needs, read once from the npm packages that ship them (the server
 * bundle keeps packages external, so they are in node_modules at run time):
 * - DejaVu Sans regular and bold (dejavu-fonts-ttf, free licence derived from Bitstream Vera),
 *   embedded and subsetted in every document;
 * - the sRGB IEC 61966-2.1 ICC profile shipped with pdfkit (MIT), the document's output intent.
 */

const require = createRequire(import.meta.url);

function packageDir(name: string, entry = `${name}/package.json`): string {
  return dirname(require.resolve(entry));
}

let cache: { regular: Uint8Array; bold: Uint8Array; srgb: Uint8Array } | undefined;

export function pdfAssets(): { regular: Uint8Array; bold: Uint8Array; srgb: Uint8Array } {
  if (!cache) {
    const fonts = join(packageDir('dejavu-fonts-ttf'), 'ttf');
    // pdfkit's main entry is js/pdfkit.js; the profile sits in js/data beside it.
    const pdfkitJs = packageDir('pdfkit', 'pdfkit');
    cache = {
      regular: readFileSync(join(fonts, 'DejaVuSans.ttf')),
      bold: readFileSync(join(fonts, 'DejaVuSans-Bold.ttf')),
      srgb: readFileSync(join(pdfkitJs, 'data', 'sRGB_IEC61966_2_1.icc')),
    };
  }
  return cache;
}
