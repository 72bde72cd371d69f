import { createContext } from 'react-router';

/** Values the Express host hands to the React Router handler for one request. */
/** `notePattern` hands the matched route's pattern to the request's timing (app/server/platform/metrics.server.ts). */
export const requestInfoContext = createContext<{ clientIp: string; inlineCss: string; notePattern?: (pattern: string) => void }>({
  clientIp: '',
  inlineCss: '',
});
