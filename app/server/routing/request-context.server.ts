import { createContext } from 'react-router';

/** Values the Express host hands to the React Router handler for one request. */
export const requestInfoContext = createContext<{ clientIp: string; inlineCss: string }>({ clientIp: '', inlineCss: '' });
