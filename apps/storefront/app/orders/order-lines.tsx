import { formatPrice, Image } from '@vitrine/kit';
import { Link } from 'react-router';
import type { LineView, StatusView } from './order-view';

/** A shipment's status as a coloured badge (the platform's colour for it). */
export function StatusBadge({ status }: { status: StatusView }) {
  return (
    <span
      className="order-status-badge"
      style={{ borderColor: status.hex, color: status.hex }}
      data-testid="shipment-status"
      data-status={status.value}
    >
      {status.title}
    </span>
  );
}

/** A shipment's lines: one per item code and size, quantities summed (bag-lines.ts). */
export function OrderLines({ lines }: { lines: readonly LineView[] }) {
  return (
    <ul className="order-lines">
      {lines.map((line) => (
        <li key={line.key} className="order-line" data-testid="order-line">
          <div className="order-line__image">
            <Image src={line.image ?? undefined} alt={line.name} width={64} height={80} sizes="64px" />
          </div>
          <div className="order-line__text">
            <span className="order-line__brand">{line.brand}</span>
            <Link to={`/product/${encodeURIComponent(line.slug)}/`} className="order-line__name">
              {line.name}
            </Link>
            <span className="order-line__meta">
              {line.size ? `Size ${line.size} · ` : ''}
              <span data-testid="order-line-quantity">Qty {line.quantity}</span>
            </span>
          </div>
          <span className="order-line__price" data-testid="order-line-price">
            {formatPrice(line.price, line.currencySymbol)}
            {line.priceMarked > line.price ? (
              <s className="order-line__marked">{formatPrice(line.priceMarked, line.currencySymbol)}</s>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
