import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { wholeStylesheet } from '~/lib/page-start';

// This file runs only once the page has loaded or the shopper has touched it (app/lib/early-start.ts).
// Hydrating waits for the whole stylesheet, so whatever React shows next is styled.
await wholeStylesheet();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
