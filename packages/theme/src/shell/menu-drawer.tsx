import { Drawer, DrawerButton, type NavigationLink, useDrawer } from '@vitrine/kit';
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

/** The header's menu on phones: a button that opens the departments and their categories in a drawer. */
export function MenuDrawer({ links }: { links: NavigationLink[] }) {
  const drawer = useDrawer();
  if (links.length === 0) return null;
  return (
    <>
      <DrawerButton
        drawer={drawer}
        className="icon-button header__menu"
        label="Menu"
        data-testid="menu-button"
      >
        <MenuIcon />
      </DrawerButton>
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
    </>
  );
}
