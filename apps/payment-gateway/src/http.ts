import type { IncomingMessage, ServerResponse } from 'node:http';
import { invalidInput } from './api-error';

const MAX_BODY_BYTES = 64 * 1024;

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

export const sendJson = (res: ServerResponse, status: number, body: unknown) =>
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(body));

export const sendHtml = (res: ServerResponse, status: number, html: string) =>
  send(res, status, 'text/html; charset=utf-8', html);

async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw invalidInput('The request body is too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = await readText(req);
  try {
    return JSON.parse(text);
  } catch {
    throw invalidInput('The request body must be a JSON object');
  }
}

export const readForm = async (req: IncomingMessage) => new URLSearchParams(await readText(req));
