import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from './http';

/** The sandbox's bank branches, by IFSC: enough to check an IFSC as Razorpay's IFSC service answers it. */
const BRANCHES: Record<string, { BANK: string; BRANCH: string; CITY: string; STATE: string }> = {
  SBIN0000300: {
    BANK: 'State Bank of India',
    BRANCH: 'Mumbai Main Branch',
    CITY: 'Mumbai',
    STATE: 'Maharashtra',
  },
  HDFC0000060: { BANK: 'HDFC Bank', BRANCH: 'Fort, Mumbai', CITY: 'Mumbai', STATE: 'Maharashtra' },
  ICIC0000104: { BANK: 'ICICI Bank', BRANCH: 'Bandra Kurla Complex', CITY: 'Mumbai', STATE: 'Maharashtra' },
  UTIB0000009: { BANK: 'Axis Bank', BRANCH: 'Connaught Place', CITY: 'New Delhi', STATE: 'Delhi' },
};

/** `GET /ifsc/{code}`: the branch an IFSC names, or 404 "Not Found" as the real service answers. */
export async function handleIfsc(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  const match = /^\/ifsc\/([^/]+)$/.exec(url.pathname);
  if (!match || req.method !== 'GET') return false;
  const code = decodeURIComponent(match[1]).toUpperCase();
  const branch = BRANCHES[code];
  if (branch) sendJson(res, 200, { ...branch, IFSC: code });
  else sendJson(res, 404, 'Not Found');
  return true;
}
