import { inflateSync } from 'node:zlib';

/**
 * Reads back what our pdfkit documents say, for tests: the text of every text-showing
 * operator (TJ arrays and Tj strings of pdfkit's hex-encoded WinAnsi text), one entry per
 * operator in drawing order, from the (Flate-compressed) content streams; and the page count.
 */

/** WinAnsi codes that differ from Latin-1 and that our documents print. */
const WIN_ANSI: Readonly<Record<number, string>> = { 0x80: '€', 0x95: '•', 0x96: '–', 0x97: '—', 0x92: '’' };

const decodeHex = (hex: string): string =>
  (hex.match(/../g) ?? []).map((pair) => {
    const code = Number.parseInt(pair, 16);
    return WIN_ANSI[code] ?? String.fromCharCode(code);
  }).join('');

function contentStreams(pdf: Buffer): string[] {
  const streams: string[] = [];
  const text = pdf.toString('latin1');
  for (let at = text.indexOf('stream\n'); at >= 0; at = text.indexOf('stream\n', at + 1)) {
    if (text.slice(at - 3, at) === 'end') continue;
    const start = at + 'stream\n'.length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    const raw = pdf.subarray(start, end);
    try {
      streams.push(inflateSync(raw).toString('latin1'));
    } catch {
      streams.push(raw.toString('latin1'));
    }
    at = end;
  }
  return streams;
}

export function pdfText(pdf: Buffer): string[] {
  const lines: string[] = [];
  for (const content of contentStreams(pdf)) {
    for (const [, array, single] of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[\s\d.-])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const parts = array === undefined ? [single ?? ''] : [...array.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1] ?? '');
      lines.push(parts.map(decodeHex).join(''));
    }
  }
  return lines;
}

export function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
}
