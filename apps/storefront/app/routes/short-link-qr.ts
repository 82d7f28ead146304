import QRCode from 'qrcode';
import { pageError } from '../catalog/page-error.server';
import type { Route } from './+types/short-link-qr';

/**
 * /s/{hash}/qr.svg and /s/{hash}/qr.png: the short link as a QR code, for print or a screen. The SVG is the
 * platform's; the PNG is drawn here from the same link.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const link = await context.sdk.share.getShortLinkByHash({ hash: params.hash }).catch(pageError);
  const shortUrl = new URL(`/s/${link.url.hash}`, request.url).href;
  const headers = { 'cache-control': 'public, max-age=3600', 'x-content-type-options': 'nosniff' };
  if (new URL(request.url).pathname.endsWith('.png')) {
    const png = await QRCode.toBuffer(shortUrl, {
      type: 'png',
      errorCorrectionLevel: 'M',
      margin: 4,
      scale: 8,
    });
    return new Response(new Uint8Array(png), { headers: { ...headers, 'content-type': 'image/png' } });
  }
  const { svg } = await context.sdk.share.getUrlQRCode({ url: shortUrl }).catch(pageError);
  return new Response(svg, { headers: { ...headers, 'content-type': 'image/svg+xml; charset=utf-8' } });
}
