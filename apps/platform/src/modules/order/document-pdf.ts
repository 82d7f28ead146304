import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/** A party on a document: its name and address lines. */
interface Party {
  heading: string;
  name: string;
  lines: string[];
}

/** What an invoice or a credit note says; amounts in paise. */
export interface DocumentContent {
  title: string;
  number: string;
  date: Date;
  /** Label and value pairs under the title: order, shipment, payment, the invoice a credit note refers to. */
  facts: [string, string][];
  parties: Party[];
  lines: {
    description: string;
    detail: string;
    quantity: number;
    unit: number;
    discount: number;
    amount: number;
  }[];
  totals: { label: string; amount: number; strong?: boolean }[];
  notes: string[];
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const GREY = rgb(0.4, 0.4, 0.4);
const RULE = rgb(0.8, 0.8, 0.8);

/** The standard PDF fonts write WinAnsi only: the rupee sign becomes "Rs.", other signs their plain kin. */
function plain(text: string): string {
  return text
    .replace(/₹\s?/g, 'Rs. ')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');
}

/** Paise as rupees with Indian digit grouping: 123456789 → "Rs. 12,34,567.89". */
function money(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const [whole, fraction] = (Math.abs(paise) / 100).toFixed(2).split('.');
  const grouped =
    whole.length > 3 ? `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}` : whole;
  return `${sign}Rs. ${grouped}.${fraction}`;
}

export const documentDate = (date: Date) =>
  new Intl.DateTimeFormat('en-IN', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(date);

interface Pen {
  page: PDFPage;
  regular: PDFFont;
  bold: PDFFont;
  y: number;
}

function write(
  pen: Pen,
  text: string,
  x: number,
  options: { size?: number; bold?: boolean; right?: number; grey?: boolean } = {},
) {
  const size = options.size ?? 9;
  const font = options.bold ? pen.bold : pen.regular;
  const safe = plain(text);
  const left = options.right === undefined ? x : options.right - font.widthOfTextAtSize(safe, size);
  pen.page.drawText(safe, { x: left, y: pen.y, size, font, color: options.grey ? GREY : rgb(0, 0, 0) });
}

/** Cuts text to fit a width, with an ellipsis. */
function fit(font: PDFFont, text: string, size: number, width: number): string {
  let safe = plain(text);
  if (font.widthOfTextAtSize(safe, size) <= width) return safe;
  while (safe.length > 1 && font.widthOfTextAtSize(`${safe}...`, size) > width) safe = safe.slice(0, -1);
  return `${safe}...`;
}

/** Breaks text into lines that fit a width, at spaces; at most `max` lines, the last cut to fit. */
function wrap(font: PDFFont, text: string, size: number, width: number, max = 3): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of plain(text).split(/\s+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(next, size) > width) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  if (lines.length <= max) return lines;
  return [...lines.slice(0, max - 1), fit(font, lines.slice(max - 1).join(' '), size, width)];
}

function rule(pen: Pen) {
  pen.page.drawLine({
    start: { x: MARGIN, y: pen.y },
    end: { x: A4.width - MARGIN, y: pen.y },
    thickness: 0.5,
    color: RULE,
  });
}

/** A one-page (more when the lines need it) A4 PDF of an invoice or a credit note. */
export async function renderDocument(content: DocumentContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${content.title} ${content.number}`);
  pdf.setCreator('Vitrine');
  pdf.setProducer('Vitrine');
  pdf.setCreationDate(content.date);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const right = A4.width - MARGIN;
  const pen: Pen = { page: pdf.addPage([A4.width, A4.height]), regular, bold, y: A4.height - MARGIN - 10 };
  const newPageIfBelow = (y: number) => {
    if (pen.y >= y) return;
    pen.page = pdf.addPage([A4.width, A4.height]);
    pen.y = A4.height - MARGIN - 10;
  };

  write(pen, content.title, MARGIN, { size: 18, bold: true });
  write(pen, content.number, 0, { size: 11, bold: true, right });
  pen.y -= 16;
  write(pen, `Date: ${documentDate(content.date)}`, 0, { right, grey: true });
  for (const [label, value] of content.facts) {
    pen.y -= 13;
    write(pen, `${label}: ${value}`, MARGIN);
  }
  pen.y -= 22;

  // Parties side by side, two to a row.
  const column = (A4.width - 2 * MARGIN) / 2;
  for (let i = 0; i < content.parties.length; i += 2) {
    const top = pen.y;
    let lowest = top;
    content.parties.slice(i, i + 2).forEach((party, j) => {
      pen.y = top;
      const x = MARGIN + j * column;
      write(pen, party.heading.toUpperCase(), x, { size: 8, bold: true, grey: true });
      pen.y -= 12;
      write(pen, fit(bold, party.name, 10, column - 10), x, { size: 10, bold: true });
      for (const line of party.lines.filter(Boolean).flatMap((l) => wrap(regular, l, 9, column - 10))) {
        pen.y -= 12;
        write(pen, line, x);
      }
      lowest = Math.min(lowest, pen.y);
    });
    pen.y = lowest - 22;
  }

  const cols = { item: MARGIN, qty: 330, unit: 400, discount: 470, amount: right };
  rule(pen);
  pen.y -= 14;
  write(pen, 'Item', cols.item, { bold: true });
  write(pen, 'Qty', 0, { bold: true, right: cols.qty });
  write(pen, 'Unit price', 0, { bold: true, right: cols.unit });
  write(pen, 'Discount', 0, { bold: true, right: cols.discount });
  write(pen, 'Amount', 0, { bold: true, right: cols.amount });
  pen.y -= 8;
  rule(pen);
  for (const line of content.lines) {
    newPageIfBelow(MARGIN + 60);
    pen.y -= 14;
    write(pen, fit(regular, line.description, 9, cols.qty - cols.item - 40), cols.item);
    write(pen, String(line.quantity), 0, { right: cols.qty });
    write(pen, money(line.unit), 0, { right: cols.unit });
    write(pen, money(line.discount), 0, { right: cols.discount });
    write(pen, money(line.amount), 0, { right: cols.amount });
    if (line.detail) {
      pen.y -= 11;
      write(pen, fit(regular, line.detail, 8, cols.qty - cols.item - 40), cols.item, { size: 8, grey: true });
    }
  }
  pen.y -= 8;
  rule(pen);
  for (const total of content.totals) {
    newPageIfBelow(MARGIN + 40);
    pen.y -= 15;
    write(pen, total.label, 0, { right: cols.discount, bold: total.strong });
    write(pen, money(total.amount), 0, { right: cols.amount, bold: total.strong });
  }
  pen.y -= 26;
  for (const note of content.notes) {
    newPageIfBelow(MARGIN + 20);
    write(pen, fit(regular, note, 8, A4.width - 2 * MARGIN), MARGIN, { size: 8, grey: true });
    pen.y -= 11;
  }
  return pdf.save();
}
