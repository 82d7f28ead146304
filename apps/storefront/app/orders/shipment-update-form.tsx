import type { OrderBag, ShipmentReasonView } from '@vitrine/contract';
import { formatPrice, Image } from '@vitrine/kit';
import { useEffect, useState } from 'react';
import { Form } from 'react-router';
import type { UpdateValues } from './shipment-update-form.server';
import type { UpdateType } from './shipment-update-payload';

interface FormProps {
  type: UpdateType;
  bags: OrderBag[];
  reasons: ShipmentReasonView[];
  values: UpdateValues | undefined;
  error: string | undefined;
  submitting: boolean;
}

/** How many of a bag: a number field, with − and + once the page runs its script. */
function QuantityStepper({ bag, initial }: { bag: OrderBag; initial: number }) {
  const [quantity, setQuantity] = useState(initial);
  const step = (by: number) => setQuantity((now) => Math.min(bag.quantity, Math.max(1, now + by)));
  return (
    <span className="update-stepper">
      <button type="button" aria-label="One fewer" onClick={() => step(-1)} disabled={quantity <= 1}>
        −
      </button>
      <input
        type="number"
        name={`quantity_${bag.id}`}
        min={1}
        max={bag.quantity}
        value={quantity}
        onChange={(event) => setQuantity(Number(event.target.value) || 1)}
        aria-label={`How many of ${bag.item.name}`}
        data-testid="update-quantity"
      />
      <button type="button" aria-label="One more" onClick={() => step(1)} disabled={quantity >= bag.quantity}>
        +
      </button>
    </span>
  );
}

function ReasonSelect({
  name,
  reasons,
  chosen,
  onChange,
}: {
  name: string;
  reasons: ShipmentReasonView[];
  chosen: string;
  onChange: (id: string) => void;
}) {
  return (
    <select name={name} value={chosen} onChange={(event) => onChange(event.target.value)} data-testid={name}>
      <option value="">Choose a reason</option>
      {reasons.map((reason) => (
        <option key={reason.reason_id} value={reason.reason_id}>
          {reason.display_name}
        </option>
      ))}
    </select>
  );
}

/**
 * The cancel or return form: the products and how many of each, one reason for all or one per product, the
 * shopper's words when the reason asks for them, and photos when it needs a quality check. It is a plain
 * multipart post: without a script every field shows; with one, only those the chosen reasons need.
 */
export function ShipmentUpdateForm({ type, bags, reasons, values, error, submitting }: FormProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const [perProduct, setPerProduct] = useState(values?.perProduct ?? false);
  const [reason, setReason] = useState(values?.reason ?? '');
  const [bagReasons, setBagReasons] = useState<Record<string, string>>(values?.reasons ?? {});
  const chosenIds = perProduct ? bags.map((bag) => bagReasons[bag.id] ?? '') : [reason];
  const chosen = reasons.filter((r) => chosenIds.includes(String(r.reason_id)));
  const showWords = !mounted || chosen.some((r) => r.meta.show_text_area);
  const showPhotos = type === 'return' && (!mounted || chosen.some((r) => r.qc_type.length > 0));
  const selected = new Set(values?.bags ?? bags.map((bag) => String(bag.id)));
  const verb = type === 'cancel' ? 'cancel' : 'return';

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="auth-form update-form"
      data-testid="update-form"
    >
      <fieldset className="update-form__products">
        <legend>Products to {verb}</legend>
        {bags.map((bag) => (
          <div key={bag.id} className="update-line" data-testid="update-line">
            <label className="update-line__pick">
              <input
                type="checkbox"
                name="bag"
                value={bag.id}
                defaultChecked={selected.has(String(bag.id))}
              />
              <Image src={bag.item.image[0]} alt={bag.item.name} width={56} height={70} sizes="56px" />
              <span className="update-line__text">
                <span className="update-line__brand">{bag.item.brand.name}</span>
                <span data-testid="update-line-name">{bag.item.name}</span>
                <span className="update-line__meta">
                  {bag.item.size ? `Size ${bag.item.size} · ` : ''}
                  {formatPrice(bag.prices.price_effective, bag.currency_symbol)} · Bought {bag.quantity}
                </span>
              </span>
            </label>
            {bag.quantity > 1 ? (
              <QuantityStepper bag={bag} initial={Number(values?.quantities[bag.id]) || bag.quantity} />
            ) : (
              <input type="hidden" name={`quantity_${bag.id}`} value={1} />
            )}
            {perProduct ? (
              <ReasonSelect
                name={`reason_${bag.id}`}
                reasons={reasons}
                chosen={bagReasons[bag.id] ?? ''}
                onChange={(id) => setBagReasons((now) => ({ ...now, [bag.id]: id }))}
              />
            ) : null}
          </div>
        ))}
      </fieldset>
      {bags.length > 1 ? (
        <label className="update-form__toggle">
          <input
            type="checkbox"
            name="per_product"
            checked={perProduct}
            onChange={(event) => setPerProduct(event.target.checked)}
          />
          A different reason for each product
        </label>
      ) : null}
      {perProduct ? null : (
        <fieldset className="update-form__reasons">
          <legend>Why do you want to {verb}?</legend>
          {reasons.map((r) => (
            <label key={r.reason_id} className="update-reason">
              <input
                type="radio"
                name="reason"
                value={r.reason_id}
                checked={reason === String(r.reason_id)}
                onChange={() => setReason(String(r.reason_id))}
                data-testid="update-reason"
              />
              {r.display_name}
            </label>
          ))}
        </fieldset>
      )}
      {showWords ? (
        <label className="auth-form__field">
          Tell us more
          <textarea
            name="other_reason_text"
            maxLength={1000}
            rows={3}
            defaultValue={values?.otherReasonText}
          />
        </label>
      ) : null}
      {showPhotos ? (
        <label className="auth-form__field">
          Photos of the product for the quality check
          <input type="file" name="qc_images" accept="image/png,image/jpeg,image/webp,image/gif" multiple />
          <span className="update-form__hint">Up to 4 photos of 5 MB each; needed for some reasons.</span>
        </label>
      ) : null}
      {error ? (
        <p className="auth-form__error" role="alert" data-testid="update-error">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary"
        disabled={submitting}
        data-testid="update-submit"
      >
        {submitting ? 'Please wait…' : type === 'cancel' ? 'Cancel shipment' : 'Return shipment'}
      </button>
    </Form>
  );
}
