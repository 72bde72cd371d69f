/** Set in the environment when NODE_ENV below was chosen by the shop's own command, not the operator. */
export const NODE_ENV_DEFAULTED = 'SHOP_NODE_ENV_DEFAULTED';

/**
 * React and the other libraries pick their production builds from NODE_ENV; unset, React renders with
 * its development checks, several times slower. So the shop's commands set it when the operator did
 * not. Whether the shop is a real one stays the operator's call (their own NODE_ENV=production, a
 * public PUBLIC_URL or DEMO_DATA=0): the configuration is told that this value came from here
 * (app/server/platform/env.server.ts), so a plain first start is still a local trial with the demo shop.
 */
export function chooseProductionLibraries() {
  if (process.env.NODE_ENV) return;
  process.env.NODE_ENV = 'production';
  process.env[NODE_ENV_DEFAULTED] = '1';
}
