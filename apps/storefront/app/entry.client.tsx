import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { ERROR_PAGE_ATTRIBUTE, ErrorPage } from './shell/error-page';

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// An error page's code loads on demand: fetch it first so hydration keeps the page the server sent.
if (document.querySelector(`[${ERROR_PAGE_ATTRIBUTE}]`)) ErrorPage.preload().then(hydrate, hydrate);
else hydrate();
