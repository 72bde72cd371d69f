import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { pageShown, wholeStylesheet } from '~/lib/page-start';

// Hydrating is the longest piece of script work on a page: it waits until the page has loaded (its
// main picture is painted) or the shopper has touched it, and until the whole stylesheet is in.
await pageShown();
await wholeStylesheet();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
