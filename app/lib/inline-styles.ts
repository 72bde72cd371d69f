import { createContext, useContext } from 'react';

/**
 * The shop's stylesheet text, given to the server render only. Pages carry it in a <style> element
 * so the first paint needs no second request; in the browser React keeps that element as it is.
 */
export const InlineStylesContext = createContext('');
export const useInlineStyles = () => useContext(InlineStylesContext);
