import { type AnchorHTMLAttributes, createContext, type MouseEvent, type ReactNode, useContext } from 'react';
import { useNavigate } from 'react-router';

type Navigate = (to: string) => void;

const ClientNavigation = createContext<Navigate | null>(null);

/** Gives every ShopLink below it the router's navigation: one `useNavigate` for the page, not one per link. */
export function ShopLinkNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return <ClientNavigation.Provider value={navigate}>{children}</ClientNavigation.Provider>;
}

export type ShopLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

const opensElsewhere = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.button !== 0 ||
  event.metaKey ||
  event.altKey ||
  event.ctrlKey ||
  event.shiftKey ||
  (target !== undefined && target !== '_self');

/**
 * A link to a path of the shop that navigates inside the app. Menus and footers render dozens of links on every
 * page, and the router's own Link resolves each one through several hooks on every render; a shop path is
 * already absolute, so this renders a plain anchor and hands a plain left click to the router.
 */
export function ShopLink({ to, onClick, target, ...rest }: ShopLinkProps) {
  const navigate = useContext(ClientNavigation);
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!navigate || event.defaultPrevented || opensElsewhere(event, target)) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}
