import type { ApplicationClient } from '@vitrine/sdk';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

/** What the browser may know to call the API: the public application id and token, never a secret. */
export interface PublicSdkConfig {
  applicationID: string;
  applicationToken: string;
  /** API base for the browser; defaults to `${window.location.origin}/api`. */
  domain?: string;
  /** The shopper's currency, sent with every call (x-currency-code). */
  currencyCode?: string;
}

type SdkGetter = () => Promise<ApplicationClient>;

const SdkContext = createContext<SdkGetter | null>(null);

/**
 * The browser client is created on first use and loaded as its own chunk, so pages that never call the API
 * from the browser do not ship the client and its contract.
 */
function lazyClient(config: PublicSdkConfig): SdkGetter {
  let client: Promise<ApplicationClient> | undefined;
  return () => {
    if (typeof window === 'undefined') {
      return Promise.reject(new Error('The browser API client is only available in the browser'));
    }
    client ??= import('@vitrine/sdk').then(
      ({ ApplicationClient, ApplicationConfig }) =>
        new ApplicationClient(
          new ApplicationConfig({
            applicationID: config.applicationID,
            applicationToken: config.applicationToken,
            domain: config.domain ?? `${window.location.origin}/api`,
            currencyCode: config.currencyCode,
          }),
        ),
    );
    return client;
  };
}

export function SdkProvider({ config, children }: { config: PublicSdkConfig; children: ReactNode }) {
  const { applicationID, applicationToken, domain, currencyCode } = config;
  const getter = useMemo(
    () => lazyClient({ applicationID, applicationToken, domain, currencyCode }),
    [applicationID, applicationToken, domain, currencyCode],
  );
  return <SdkContext.Provider value={getter}>{children}</SdkContext.Provider>;
}

/**
 * `const getSdk = useBrowserSdk(); const sdk = await getSdk();` in event handlers and effects (browser only).
 */
export function useBrowserSdk(): SdkGetter {
  const getter = useContext(SdkContext);
  if (!getter) throw new Error('useBrowserSdk needs an <SdkProvider> above it');
  return getter;
}
