import { createContext } from 'react-router';

/** Values the Express host hands to the React Router handler for one request. */
export const requestInfoContext = createContext<{ nonce: string; clientIp: string; inlineCss: string }>({ nonce: '', clientIp: '', inlineCss: '' });
