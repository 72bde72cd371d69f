import { createContext, use } from 'react';
import { SHIPPING_ZONE_DEFAULTS } from '~/lib/shipping-zones';
import type { QuoteSettings } from '~/lib/quote-views';

// The inbox's loader reads the shop's zones, rates and bank details once; Send Quote, a few dialogs
// below, takes them from here.
const QuoteSettingsContext = createContext<QuoteSettings>({ zones: [...SHIPPING_ZONE_DEFAULTS], rates: [], bankDetails: '' });

export const QuoteSettingsProvider = QuoteSettingsContext;
export const useQuoteSettings = () => use(QuoteSettingsContext);
