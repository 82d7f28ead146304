import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Delivery {
  receivedAt: number;
  headers: IncomingHttpHeaders;
  rawBody: Buffer;
  eventId: string;
  signature: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the event carries
  body: any;
}

/** The merchant's end of the webhooks over a real socket: records every delivery, answers as told. */
export async function startWebhookReceiver() {
  const deliveries: Delivery[] = [];
  let respond: (delivery: Delivery) => number = () => 200;
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
    const rawBody = Buffer.concat(chunks);
    const delivery: Delivery = {
      receivedAt: Date.now(),
      headers: req.headers,
      rawBody,
      eventId: String(req.headers['x-razorpay-event-id']),
      signature: String(req.headers['x-razorpay-signature']),
      body: JSON.parse(rawBody.toString('utf8')),
    };
    deliveries.push(delivery);
    res.writeHead(respond(delivery)).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/webhooks/razorpay`,
    deliveries,
    /** The deliveries whose payment belongs to the order, in arrival order. */
    forOrder: (orderId: string) =>
      deliveries.filter((delivery) => delivery.body.payload.payment.entity.order_id === orderId),
    /** Decides each delivery's status code (200 unless set). */
    respondWith: (decide: (delivery: Delivery) => number) => {
      respond = decide;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
