import type { ShellData, Shopper } from '@vitrine/kit';
import { useEffect, useState } from 'react';

/** The storefront's resource route that answers who is signed in (routes/shopper.ts). */
const SHOPPER_PATH = '/_shopper';

/**
 * The shell with its signed-in shopper. A page rendered for a signed-in shopper names them already; any other
 * page may be a copy kept for every visitor (here, or by a proxy or CDN in front), so after it loads the browser
 * asks who is signed in, again whenever the root data is reloaded (after signing in or out).
 */
export function useShopper<Shell extends ShellData | undefined>(shell: Shell): Shell {
  const [fetched, setFetched] = useState<{ shell: Shell; shopper: Shopper }>();
  useEffect(() => {
    if (!shell || shell.shopper) return;
    let current = true;
    fetch(SHOPPER_PATH, { credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : undefined))
      .then((body: { shopper?: Shopper | null } | undefined) => {
        if (current && body?.shopper) setFetched({ shell, shopper: body.shopper });
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [shell]);
  return fetched && fetched.shell === shell ? { ...shell, shopper: fetched.shopper } : shell;
}
