import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// This file runs only after the page's script gate opened (app/server/render/script-gate.server.ts): the page has
// loaded, or the shopper has touched it. Hydrating is the longest piece of script work on a page.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
