import { createContext, useContext, useEffect } from 'react';

declare global {
  interface Window {
    /** Set by the page's script gate (app/server/render/script-gate.server.ts). */
    __shopScripts?: {
      load: (hrefs: string[]) => Promise<void>;
      evaluate: (hrefs: string[]) => Promise<void>;
      ready: boolean;
      hydrated: () => void;
    };
  }
}

/** The gate's text, given to the server render only, so it never travels in the scripts too. */
export const ScriptGateContext = createContext('');

/** The first script of every page: holds the page's scripts back until its pictures are in. */
export function ScriptGate() {
  const gate = useContext(ScriptGateContext);
  // In the browser the text is empty and React leaves the server's element as it is.
  // The content security policy names it by the hash of its text (app/server/render/csp.server.ts).
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: gate }} />;
}

/** Once the page is hydrated, buttons tapped before the scripts arrived are tapped again. */
export function useReplayEarlyTaps() {
  useEffect(() => window.__shopScripts?.hydrated(), []);
}
