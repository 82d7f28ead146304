import { randomBytes } from 'node:crypto';

/** An order id as the platform shapes them: 'FY' and 16 upper-case hex digits. */
export const newOrderId = () => `FY${randomBytes(8).toString('hex').toUpperCase()}`;

const SEVENTEEN_DIGITS = 10n ** 16n;

/** A shipment id: 17 decimal digits, the first never 0. */
export const newShipmentId = () =>
  String(SEVENTEEN_DIGITS + (BigInt(`0x${randomBytes(8).toString('hex')}`) % (9n * SEVENTEEN_DIGITS)));
