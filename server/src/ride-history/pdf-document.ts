/**
 * A small PDF 1.4 writer for text documents (receipts, report listings): US Letter pages,
 * the standard Helvetica fonts (no embedding), text, rules and filled boxes. Written here
 * because no PDF library is installed in the workspace (see the server README); it keeps to
 * the PDF 1.4 reference: objects, one content stream per page, a cross-reference table.
 */

export const PAGE_WIDTH = 612;
export const PAGE_HEIGHT = 792;

export interface TextStyle {
  size?: number;
  bold?: boolean;
  /** RGB, 0-1 each. */
  color?: readonly [number, number, number];
}

/** WinAnsi codes of the non-ASCII characters our documents use; anything else prints as '?'. */
const WIN_ANSI: Readonly<Record<string, number>> = {
  '€': 0x80, '•': 0x95, '–': 0x96, '—': 0x97, '’': 0x92, '£': 0xa3, '·': 0xb7, 'é': 0xe9, 'è': 0xe8, 'ü': 0xfc, 'ö': 0xf6, 'ä': 0xe4, '²': 0xb2,
};

/** A PDF string literal: parentheses and backslashes escaped, other bytes as octal escapes. */
function pdfString(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (code >= 32 && code < 127) out += ch;
    else {
      const mapped = WIN_ANSI[ch] ?? (code >= 160 && code < 256 ? code : 63);
      out += `\\${mapped.toString(8).padStart(3, '0')}`;
    }
  }
  return `(${out})`;
}

const num = (n: number): string => (Math.round(n * 100) / 100).toString();

/** Approximate Helvetica advance width (for right alignment): 0.5 em per character, 0.28 for narrow ones. */
export function textWidth(text: string, size: number): number {
  let em = 0;
  for (const ch of text) em += /[il.,:;'|! ]/.test(ch) ? 0.28 : /[MW@]/.test(ch) ? 0.83 : /[A-Z0-9$€£]/.test(ch) ? 0.64 : 0.52;
  return em * size;
}

export class PdfDocument {
  private readonly pages: string[][] = [];

  constructor(private readonly title: string) {
    this.addPage();
  }

  addPage(): void {
    this.pages.push([]);
  }

  private get ops(): string[] {
    const page = this.pages[this.pages.length - 1];
    if (!page) throw new Error('PdfDocument: no page');
    return page;
  }

  /** Text with its baseline at (x, y) from the page's bottom-left corner. */
  text(x: number, y: number, text: string, style: TextStyle = {}): void {
    const [r, g, b] = style.color ?? [0, 0, 0];
    this.ops.push(`${num(r)} ${num(g)} ${num(b)} rg BT /${style.bold ? 'F2' : 'F1'} ${num(style.size ?? 10)} Tf ${num(x)} ${num(y)} Td ${pdfString(text)} Tj ET`);
  }

  /** Text ending at x. */
  textRight(x: number, y: number, text: string, style: TextStyle = {}): void {
    this.text(x - textWidth(text, style.size ?? 10), y, text, style);
  }

  line(x1: number, y1: number, x2: number, y2: number, gray = 0.75): void {
    this.ops.push(`${num(gray)} G 0.75 w ${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S`);
  }

  box(x: number, y: number, width: number, height: number, color: readonly [number, number, number]): void {
    this.ops.push(`${color.map(num).join(' ')} rg ${num(x)} ${num(y)} ${num(width)} ${num(height)} re f`);
  }

  /** The finished file. */
  toBuffer(): Buffer {
    const objects: string[] = [];
    const add = (body: string): number => objects.push(body);
    const catalog = add('');
    const pagesId = add('');
    const regular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
    const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
    const info = add(`<< /Title ${pdfString(this.title)} /Producer (Curbside) >>`);
    const pageIds = this.pages.map((ops) => {
      const content = ops.join('\n');
      const contentId = add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
      return add(`<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] `
        + `/Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${contentId} 0 R >>`);
    });
    objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
    objects[pagesId - 1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;

    let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
    const offsets: number[] = [];
    objects.forEach((body, i) => {
      offsets.push(Buffer.byteLength(out, 'latin1'));
      out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    });
    const xref = Buffer.byteLength(out, 'latin1');
    out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
    out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(out, 'latin1');
  }
}
