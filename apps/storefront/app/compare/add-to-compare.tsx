import { useText } from '@vitrine/kit';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { COMPARE_LIMIT, compareUrl, storedCompareSlugs } from './compare-slugs';

/**
 * The product page's way into /compare/: with JavaScript the product joins those already being compared
 * (m_compare_slugs); without, it opens a comparison of this product alone.
 */
export function AddToCompare({ slug }: { slug: string }) {
  const t = useText();
  const navigate = useNavigate();
  const open = (event: MouseEvent) => {
    event.preventDefault();
    const others = storedCompareSlugs().filter((each) => each !== slug);
    navigate(compareUrl([...others, slug].slice(-COMPARE_LIMIT)));
  };
  return (
    <a
      className="button button--secondary"
      href={compareUrl([slug])}
      onClick={open}
      data-testid="add-to-compare"
    >
      {t('product.addToCompare')}
    </a>
  );
}
