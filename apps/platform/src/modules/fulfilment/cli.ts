import { parseArgs } from 'node:util';
import { readConfig } from '../../config';
import { type Call, connect } from './cli-connection';
import type { FulfilmentShipment } from './fulfilment-list';

const usage = `Usage: npm run fulfil -- <command>
  list [--all] [--order <orderId>] [--limit N]
                                    shipments waiting for the merchant (--all: recent ones in any status)
  advance <shipmentId|orderId> [--to <status>]
                                    one step forward (every shipment of an order), or step by step to <status>
  qc <shipmentId> pass|fail         the quality check of a returned shipment that was picked up
  cancel <shipmentId> grant|refuse  answer a cancellation request (refusing ships the parcel)
  refund <shipmentId>               pay back a passed return's refund now

Statuses: confirmed, packed, shipped, out_for_delivery, delivered, cancelled_customer, return_picked_up,
return_qc_passed, return_qc_failed, refunded.
It talks to the running shop at VITRINE_URL (default http://127.0.0.1:$PORT, PORT 3000) as the merchant, with the
editor token (VITRINE_EDITOR_TOKEN, or DATA_DIR/editor-token). With no shop running it opens the shop's database
itself (DATABASE_URL, or the embedded one in DATA_DIR).`;

interface Step {
  from: string;
  to: string;
}

const COMMANDS = ['list', 'advance', 'qc', 'cancel', 'refund'];

const isOrderId = (id: string) => /^FY/i.test(id);

function table(shipments: FulfilmentShipment[]): string {
  if (shipments.length === 0) return 'No shipments.';
  const rows = shipments.map((s) => [
    s.shipment_id,
    s.order_id,
    s.placed_at ? s.placed_at.slice(0, 10) : '',
    s.status,
    s.shopper,
    s.items.map((item) => `${item.quantity} × ${item.name}${item.size ? ` (${item.size})` : ''}`).join(', '),
    `${s.from_city} → ${s.to_city}`,
    s.next.join(', ') || '—',
  ]);
  const header = ['SHIPMENT', 'ORDER', 'PLACED', 'STATUS', 'SHOPPER', 'ITEMS', 'ROUTE', 'NEXT'];
  const widths = header.map((title, column) =>
    Math.min(40, Math.max(title.length, ...rows.map((row) => row[column].length))),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        (cell.length > widths[column] ? `${cell.slice(0, widths[column] - 1)}…` : cell).padEnd(
          widths[column],
        ),
      )
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

const path = (shipmentId: string, steps: Step[]) =>
  `${shipmentId}: ${[steps[0]?.from, ...steps.map((step) => step.to)].join(' → ')}`;

function courierLine(shipment: FulfilmentShipment | undefined): string {
  return shipment?.awb_no ? ` (${shipment.dp_name}, AWB ${shipment.awb_no})` : '';
}

async function expect2xx(call: Call, method: 'GET' | 'POST', url: string, body?: unknown) {
  const answer = await call(method, url, body);
  if (answer.status >= 200 && answer.status < 300) return answer.body;
  throw new Error(String(answer.body.message ?? `The shop answered HTTP ${answer.status}`));
}

async function advance(call: Call, id: string, to: string | undefined): Promise<string> {
  const body = to ? { to } : {};
  if (isOrderId(id)) {
    const answer = (await expect2xx(call, 'POST', `/orders/${encodeURIComponent(id)}/advance`, body)) as {
      moved: { shipmentId: string; steps: Step[] }[];
      shipments: FulfilmentShipment[];
    };
    return answer.moved
      .map(({ shipmentId, steps }) => {
        const now = answer.shipments.find((s) => s.shipment_id === shipmentId);
        return `${path(shipmentId, steps)}${courierLine(now)}`;
      })
      .join('\n');
  }
  const answer = (await expect2xx(call, 'POST', `/shipments/${encodeURIComponent(id)}/advance`, body)) as {
    steps: Step[];
    shipment?: FulfilmentShipment;
  };
  return `${path(id, answer.steps)}${courierLine(answer.shipment)}`;
}

async function run(call: Call, command: string, args: string[], options: Record<string, unknown>) {
  const [id, choice] = args;
  const needId = () => {
    if (!id) throw new Error(`${command} needs a shipment id\n\n${usage}`);
    return id;
  };
  switch (command) {
    case 'list': {
      const query = new URLSearchParams();
      if (!options.all) query.set('awaiting', 'true');
      if (typeof options.order === 'string') query.set('order_id', options.order);
      if (typeof options.limit === 'string') query.set('limit', options.limit);
      const { shipments } = (await expect2xx(call, 'GET', `/shipments?${query}`)) as {
        shipments: FulfilmentShipment[];
      };
      return table(shipments);
    }
    case 'advance':
      if (!id) throw new Error(`advance needs a shipment or order id\n\n${usage}`);
      return advance(call, id, typeof options.to === 'string' ? options.to : undefined);
    case 'qc': {
      if (choice !== 'pass' && choice !== 'fail') throw new Error(`qc takes pass or fail\n\n${usage}`);
      const answer = (await expect2xx(call, 'POST', `/shipments/${encodeURIComponent(needId())}/qc`, {
        result: choice,
      })) as { steps: Step[] };
      return path(needId(), answer.steps);
    }
    case 'cancel':
      if (choice !== 'grant' && choice !== 'refuse')
        throw new Error(`cancel takes grant or refuse\n\n${usage}`);
      return advance(call, needId(), choice === 'grant' ? 'cancelled_customer' : 'shipped');
    case 'refund':
      return advance(call, needId(), 'refunded');
    default:
      throw new Error(`Unknown command '${command}'\n\n${usage}`);
  }
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      to: { type: 'string' },
      all: { type: 'boolean', default: false },
      order: { type: 'string' },
      limit: { type: 'string' },
      url: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, ...args] = positionals;
  if (values.help || !command || command === 'help') {
    console.log(usage);
    return;
  }
  if (!COMMANDS.includes(command)) throw new Error(`Unknown command '${command}'\n\n${usage}`);
  const config = readConfig();
  const baseUrl = (
    values.url ??
    process.env.VITRINE_URL ??
    `http://127.0.0.1:${process.env.PORT ?? 3000}`
  ).replace(/\/+$/, '');
  const connection = await connect(config, baseUrl);
  try {
    console.log(await run(connection.call, command, args, values));
  } finally {
    await connection.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
