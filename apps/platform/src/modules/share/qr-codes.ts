import QRCode from 'qrcode';
import { badRequest } from '../../http/errors';

/**
 * A QR code for `link` as an SVG document (medium error correction, a quiet zone of 4 modules). A link past
 * what a QR code holds (about 2,300 bytes at this level: 2000 characters of other scripts are more) is the
 * caller's mistake, not the server's.
 */
export async function qrSvg(link: string): Promise<string> {
  try {
    return await QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  } catch (error) {
    if (/too big to be stored/.test((error as Error).message))
      throw badRequest('The link is too long for a QR code');
    throw error;
  }
}
