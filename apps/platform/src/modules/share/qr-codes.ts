import QRCode from 'qrcode';

/** A QR code for `link` as an SVG document (medium error correction, a quiet zone of 4 modules). */
export function qrSvg(link: string): Promise<string> {
  return QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
}
