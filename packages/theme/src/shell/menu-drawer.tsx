import { Drawer, DrawerButton, type DrawerControl, type NavigationLink } from '@vitrine/kit';
import { SmartLink } from '../components/smart-link';
import { ChevronIcon, MenuIcon } from './icons';

/** An entry with sub-entries opens in place (a native disclosure, so it works before hydration too). */
function MenuEntry({ link }: { link: NavigationLink }) {
  if (link.children.length === 0) {
    return (
      <li>
        <SmartLink className="menu-drawer__link" href={link.href}>
          {link.display}
        </SmartLink>
      </li>
    );
  }
  return (
    <li>
      <details className="menu-drawer__group">
        <summary className="menu-drawer__link">
          {link.display}
          <ChevronIcon />
        </summary>
        <ul className="menu-drawer__list">
          <li>
            <SmartLink className="menu-drawer__link" href={link.href}>
              {`All ${link.display}`}
            </SmartLink>
          </li>
          {link.children.map((child) => (
            <MenuEntry key={`${child.href}:${child.display}`} link={child} />
          ))}
        </ul>
      </details>
    </li>
  );
}

/** The header's menu button on phones: it opens the drawer below. */
export function MenuButton({ drawer }: { drawer: DrawerControl }) {
  return (
    <DrawerButton drawer={drawer} className="icon-button header__menu" label="Menu" data-testid="menu-button">
      <MenuIcon />
    </DrawerButton>
  );
}

/**
 * The header's menu on phones: the departments and their categories in a drawer. It comes after the menu row in
 * the page, so the row's links stay the header's first (the drawer shows in the top layer wherever it sits).
 */
export function MenuDrawer({ drawer, links }: { drawer: DrawerControl; links: NavigationLink[] }) {
  return (
    <Drawer
      drawer={drawer}
      title="Menu"
      side="start"
      className="menu-drawer"
      closeOnLink
      data-testid="menu-drawer"
    >
      <nav aria-label="Main">
        <ul className="menu-drawer__list">
          {links.map((link) => (
            <MenuEntry key={`${link.href}:${link.display}`} link={link} />
          ))}
        </ul>
      </nav>
    </Drawer>
  );
}
