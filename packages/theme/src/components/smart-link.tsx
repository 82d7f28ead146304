import { ShopLink } from '@vitrine/kit';
import type { ReactNode } from 'react';

export interface SmartLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}

/** Internal links stay in the app; anything with a scheme is an outside link. */
function isInternal(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** A shop path navigates inside the app; an outside address opens as a plain link. */
export function SmartLink({ href, className, children, ...rest }: SmartLinkProps) {
  if (isInternal(href)) {
    return (
      <ShopLink to={href} className={className} aria-label={rest['aria-label']}>
        {children}
      </ShopLink>
    );
  }
  return (
    <a href={href} className={className} rel="noopener noreferrer" aria-label={rest['aria-label']}>
      {children}
    </a>
  );
}
