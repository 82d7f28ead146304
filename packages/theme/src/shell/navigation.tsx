import type { NavigationLink } from '@vitrine/kit';
import { useId, useState } from 'react';
import { SmartLink } from '../components/smart-link';
import { ChevronIcon } from './icons';

/**
 * One entry of the header menu. Sub-menus open on hover and keyboard focus (CSS), and the chevron button is a
 * disclosure for touch and screen-reader users.
 */
function NavigationItem({ link }: { link: NavigationLink }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const hasChildren = link.children.length > 0;
  return (
    <li
      className={`nav__item${open ? ' nav__item--open' : ''}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <SmartLink className="nav__link" href={link.href}>
        {link.display}
      </SmartLink>
      {hasChildren ? (
        <>
          <button
            type="button"
            className="nav__toggle"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={`${link.display} menu`}
            onClick={() => setOpen((value) => !value)}
          >
            <ChevronIcon />
          </button>
          <ul className="nav__submenu" id={menuId}>
            {link.children.map((child) => (
              <NavigationItem key={`${child.href}:${child.display}`} link={child} />
            ))}
          </ul>
        </>
      ) : null}
    </li>
  );
}

export function Navigation({ links, label }: { links: NavigationLink[]; label: string }) {
  if (links.length === 0) return null;
  return (
    <nav className="nav" aria-label={label}>
      <ul className="nav__list">
        {links.map((link) => (
          <NavigationItem key={`${link.href}:${link.display}`} link={link} />
        ))}
      </ul>
    </nav>
  );
}
