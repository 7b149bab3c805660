import { FONT, FONT_BOLD, type PdfDoc } from './pdf-document.ts';

/**
 * The firm's logo on a PDF (receipts), fitted into a box and kept in proportion. Firms store
 * their logo as a data URL: PNG and JPEG go to pdfkit as images; an SVG logo (the seeded firms')
 * is drawn as vectors from the shapes such logos are made of (rect with rx, circle, ellipse, line,
 * path, polygon, text). Answers false when there is nothing it can draw, so the caller shows the
 * firm's name instead.
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const DATA_URL = /^data:(image\/(?:png|jpeg|svg\+xml))(;base64)?,(.*)$/s;

function decodeDataUrl(url: string): { type: string; data: Buffer } | null {
  const match = DATA_URL.exec(url.trim());
  if (!match?.[1] || match[3] === undefined) return null;
  const data = match[2] ? Buffer.from(match[3], 'base64') : Buffer.from(decodeURIComponent(match[3]), 'utf8');
  return { type: match[1], data };
}

type Attributes = Readonly<Record<string, string>>;

function attributesOf(source: string): Attributes {
  const attributes: Record<string, string> = {};
  for (const [, name, value] of source.matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)) {
    if (name && value !== undefined) attributes[name] = value;
  }
  return attributes;
}

const numberOf = (value: string | undefined, fallback = 0): number => {
  const n = Number.parseFloat(value ?? '');
  return Number.isFinite(n) ? n : fallback;
};

/** Fill and stroke as the SVG says (fill defaults to black, stroke to none). */
function paint(doc: PdfDoc, a: Attributes): void {
  const fill = a.fill ?? 'black';
  const stroke = a.stroke && a.stroke !== 'none' ? a.stroke : null;
  if (stroke) doc.lineWidth(numberOf(a['stroke-width'], 1));
  if (fill !== 'none' && stroke) doc.fillAndStroke(fill, stroke);
  else if (fill !== 'none') doc.fill(fill);
  else if (stroke) doc.stroke(stroke);
}

function drawShape(doc: PdfDoc, tag: string, a: Attributes, text: string): void {
  switch (tag) {
    case 'rect': {
      const [x, y, w, h, r] = [numberOf(a.x), numberOf(a.y), numberOf(a.width), numberOf(a.height), numberOf(a.rx)];
      if (r > 0) doc.roundedRect(x, y, w, h, r);
      else doc.rect(x, y, w, h);
      return paint(doc, a);
    }
    case 'circle':
      doc.circle(numberOf(a.cx), numberOf(a.cy), numberOf(a.r));
      return paint(doc, a);
    case 'ellipse':
      doc.ellipse(numberOf(a.cx), numberOf(a.cy), numberOf(a.rx), numberOf(a.ry));
      return paint(doc, a);
    case 'line':
      doc.moveTo(numberOf(a.x1), numberOf(a.y1)).lineTo(numberOf(a.x2), numberOf(a.y2));
      return paint(doc, { ...a, fill: 'none' });
    case 'path':
      if (a.d) doc.path(a.d);
      return paint(doc, a);
    case 'polygon': {
      const points = (a.points ?? '').trim().split(/[\s,]+/).map(Number);
      if (points.length < 4 || points.some((n) => !Number.isFinite(n))) return;
      doc.polygon(...Array.from({ length: points.length / 2 }, (_, i): [number, number] => [points[2 * i] ?? 0, points[2 * i + 1] ?? 0]));
      return paint(doc, a);
    }
    case 'text': {
      const bold = /bold|[6-9]00/.test(a['font-weight'] ?? '');
      doc.font(bold ? FONT_BOLD : FONT).fontSize(numberOf(a['font-size'], 16)).fillColor(a.fill ?? 'black')
        .text(text.trim(), numberOf(a.x), numberOf(a.y), { baseline: 'alphabetic', lineBreak: false });
      return;
    }
  }
}

function drawSvg(doc: PdfDoc, svg: string, box: Box): boolean {
  const root = /<svg\b([^>]*)>/.exec(svg);
  if (!root?.[1]) return false;
  const rootAttributes = attributesOf(root[1]);
  const viewBox = (rootAttributes.viewBox ?? '').trim().split(/[\s,]+/).map(Number);
  const [minX, minY, width, height] = viewBox.length === 4 && viewBox.every(Number.isFinite)
    ? viewBox as [number, number, number, number]
    : [0, 0, numberOf(rootAttributes.width), numberOf(rootAttributes.height)];
  if (width <= 0 || height <= 0) return false;
  const shapes = [...svg.matchAll(/<(rect|circle|ellipse|line|path|polygon|text)\b([^>]*?)\/?>(?:([^<]*)<\/text>)?/g)];
  if (shapes.length === 0) return false;
  const scale = Math.min(box.width / width, box.height / height);
  doc.save().translate(box.x, box.y).scale(scale).translate(-minX, -minY);
  try {
    for (const [, tag, source, text] of shapes) if (tag) drawShape(doc, tag, attributesOf(source ?? ''), text ?? '');
  } finally {
    doc.restore();
  }
  return true;
}

export function drawFirmLogo(doc: PdfDoc, logo: string | null, box: Box): boolean {
  const decoded = logo ? decodeDataUrl(logo) : null;
  if (!decoded) return false;
  try {
    if (decoded.type === 'image/svg+xml') return drawSvg(doc, decoded.data.toString('utf8'), box);
    doc.image(decoded.data, box.x, box.y, { fit: [box.width, box.height] });
    return true;
  } catch {
    // A logo pdfkit cannot read (a broken image) leaves the name to stand for the firm.
    return false;
  }
}
