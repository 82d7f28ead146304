import { useText } from '@vitrine/kit';
import { ADDRESS_EN_IN, CHECKOUT_EN_IN } from '@vitrine/kit/account-texts';
import { Form, Link, useLocation, useNavigate } from 'react-router';
import type { AddressCard } from '../address/address-book.server';
import { AddressForm } from '../address/address-form';
import { ADD_ADDRESS_PARAM } from './checkout-forms';
import type { DeliveryData } from './delivery.server';
import type { Shipment } from './shipments';
import { StepRefusal, useRefusal, useSending } from './step-refusal';

/** This page's address with some query names set (undefined: removed). */
function withQuery(
  location: { pathname: string; search: string },
  changes: Record<string, string | undefined>,
) {
  const query = new URLSearchParams(location.search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) query.delete(name);
    else query.set(name, value);
  }
  const text = query.toString();
  return text ? `${location.pathname}?${text}` : location.pathname;
}

/** Each shipment's promise to the address ('Arrives by Sat, 28 Nov'), or why it cannot go there. */
export function DeliveryPromise({ shipments, problem }: { shipments: Shipment[]; problem?: string }) {
  const t = useText(CHECKOUT_EN_IN);
  if (problem) {
    return (
      <span className="delivery-promise delivery-promise--not" data-testid="delivery-problem">
        {problem}
      </span>
    );
  }
  const promised = shipments.filter((shipment) => shipment.arrivesBy);
  if (promised.length === 0) return null;
  return (
    <span className="delivery-promise" data-testid="delivery-promise">
      {promised.map((shipment, index) => (
        <span key={shipment.id} className="delivery-promise__shipment">
          {promised.length > 1
            ? `${t('checkout.shipment', { number: index + 1 })} (${
                shipment.count === 1 ? t('checkout.oneItem') : t('checkout.items', { count: shipment.count })
              }): `
            : ''}
          {t('checkout.arrivesBy', { date: shipment.arrivesBy })}
        </span>
      ))}
    </span>
  );
}

/** A saved address as checkout shows it: name, type, default mark, its lines and phone. */
export function AddressLines({ address }: { address: AddressCard }) {
  const t = useText(CHECKOUT_EN_IN);
  return (
    <>
      <span className="address-option__head">
        <strong>{address.name}</strong> <span className="address-card__type">{address.type}</span>
        {address.isDefault ? <span className="address-card__default">{t('checkout.default')}</span> : null}
      </span>
      {address.lines.map((line) => (
        <span key={line} className="address-option__line">
          {line}
        </span>
      ))}
      <span className="address-option__line">{address.phone}</span>
    </>
  );
}

/**
 * Choosing where the order goes: the saved addresses as radios (default first) with the cart's promise to the
 * one shown chosen, and 'Deliver here'; or the address book's own form for a new address, delivered to once
 * saved. Plain form posts to this page, which go on to the next step or come back with the platform's reason.
 */
export function AddressStep({ step }: { step: DeliveryData }) {
  const t = useText(CHECKOUT_EN_IN, ADDRESS_EN_IN);
  const location = useLocation();
  const navigate = useNavigate();
  const refusal = useRefusal('select-address', 'add-address');
  const delivering = useSending('select-address');
  const saving = useSending('add-address');
  const tried = refusal?.triedAddressId;
  const adding = step.adding && !tried ? step.adding : undefined;
  if (adding) {
    const formRefusal = refusal?.intent === 'add-address' ? refusal : undefined;
    return (
      <div className="checkout-new-address">
        <h2>{t('checkout.addAddress')}</h2>
        <AddressForm
          key={`new-${adding.country.iso2}`}
          form={adding.form}
          country={adding.country}
          countries={adding.countries}
          onCountryChange={(iso2) =>
            navigate(withQuery(location, { [ADD_ADDRESS_PARAM]: '1', country: iso2 }), { replace: true })
          }
          errors={formRefusal?.errors}
          message={formRefusal?.message}
          submitting={saving}
          submitLabel={saving ? t('checkout.saving') : t('checkout.saveAndDeliver')}
          hidden={{ intent: 'add-address', ...(adding.countries ? { ask_country: '1' } : {}) }}
          map={adding.map}
        />
        {step.addresses.length > 0 ? (
          <Link
            className="button button--ghost checkout__secondary"
            to={withQuery(location, { [ADD_ADDRESS_PARAM]: undefined, country: undefined })}
            replace
          >
            {t('checkout.cancel')}
          </Link>
        ) : null}
      </div>
    );
  }
  const chosen = tried ?? step.preselected;
  return (
    <>
      <Form method="post" className="address-choice" data-testid="address-choice">
        <input type="hidden" name="intent" value="select-address" />
        {/* Keyed by the address shown chosen, so a refusal that names another shows that one chosen. */}
        <fieldset key={chosen} className="address-choice__list">
          <legend className="visually-hidden">{t('checkout.addresses')}</legend>
          {step.addresses.map((address) => (
            <label key={address.id} className="address-option" data-testid="address-option">
              <input
                type="radio"
                name="address_id"
                value={address.id}
                defaultChecked={address.id === chosen}
              />
              <span className="address-option__body">
                <AddressLines address={address} />
                {address.id === step.preselected ? (
                  <DeliveryPromise shipments={step.shipments} problem={step.problem} />
                ) : null}
              </span>
            </label>
          ))}
        </fieldset>
        <StepRefusal refusal={refusal} />
        <button
          type="submit"
          className="button button--primary checkout__next"
          disabled={delivering}
          data-testid="deliver-here"
        >
          {t('checkout.deliverHere')}
        </button>
      </Form>
      <Link
        to={withQuery(location, { [ADD_ADDRESS_PARAM]: '1' })}
        className="button button--ghost checkout__secondary"
        data-testid="add-address"
      >
        {t('checkout.addAddress')}
      </Link>
    </>
  );
}
