import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

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

// The server's HTML is complete and usable on its own (links and forms work without scripts), so
// the phone first paints it with its pictures and hydrates once the page has loaded: hydrating is
// the longest piece of script work on a page, and running it earlier holds back those paints.
if (document.readyState === 'complete') hydrate();
else window.addEventListener('load', () => setTimeout(hydrate, 0), { once: true });
