import { createContext, useContext } from 'react';

/** The per-request CSP nonce; empty in the browser, where it is not needed after hydration. */
export const NonceContext = createContext('');
export const useNonce = () => useContext(NonceContext);
