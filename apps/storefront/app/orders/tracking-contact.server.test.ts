import { ORDER_CONTACT_HEADER } from '@vitrine/contract';
import { describe, expect, it } from 'vitest';
import { contactHeaders, TrackingForm, trackedContact, trackingCookie } from './tracking-contact.server';

const requestWith = (setCookie: string) =>
  new Request('http://shop.test/order-tracking/FY1/', { headers: { cookie: setCookie.split(';')[0] } });

describe('what a visitor typed to track an order', () => {
  it('takes a mobile number (with or without +91 and spaces) or an e-mail, and refuses anything else', () => {
    for (const contact of ['9876543210', '+91 98765 43210', '91-9876543210', 'asha@vitrine.test', '']) {
      expect(TrackingForm.safeParse({ order_id: 'FY12AB', contact }).success, contact).toBe(true);
    }
    for (const contact of ['hello', '12345', '1234567890', 'asha@', `${'a'.repeat(95)}@x.test`]) {
      expect(TrackingForm.safeParse({ order_id: 'FY12AB', contact }).success, contact).toBe(false);
    }
    for (const orderId of ['', 'FY 12', 'FY/12', 'F'.repeat(41)]) {
      expect(TrackingForm.safeParse({ order_id: orderId, contact: '' }).success, orderId).toBe(false);
    }
  });

  it('is kept in an httpOnly cookie for the tracking pages, for that order only', () => {
    const cookie = trackingCookie({ orderId: 'FY1', contact: '9876543210' }, true);
    expect(cookie).toMatch(/^vitrine\.track=/);
    expect(cookie).toContain('Path=/order-tracking');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toMatch(/Max-Age=\d+/);
    expect(trackedContact(requestWith(cookie), 'FY1')).toBe('9876543210');
    expect(trackedContact(requestWith(cookie), 'FY2')).toBeUndefined();
    expect(trackedContact(requestWith('vitrine.track=not-json'), 'FY1')).toBeUndefined();
    expect(trackedContact(new Request('http://shop.test/'), 'FY1')).toBeUndefined();
  });

  it('is sent to the platform in the order contact header, and nothing without one', () => {
    expect(contactHeaders('asha@vitrine.test')).toEqual({ [ORDER_CONTACT_HEADER]: 'asha@vitrine.test' });
    expect(contactHeaders(undefined)).toBeUndefined();
  });
});
