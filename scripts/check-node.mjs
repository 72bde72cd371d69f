// Stops with one line when this Node.js is older than the shop needs, before anything could fail with
// a stack trace. Keep this file to syntax every Node.js still in use understands.
//
// Not in package.json "engines": npm ci may run on an older Node.js (npm then installs Node.js 24 into
// node_modules, and every npm script runs on that), and "engines" would warn there for nothing.
//
// `node scripts/check-node.mjs [minimum]` checks the build's minimum (or the one given) and exits 1
// when this Node.js is older; start.mjs calls requireNode with the built server's minimum.

/** React Router's build tools need 22.22; the built server runs on 20.19 (Vite's minimum) and later. */
export const BUILD_MINIMUM = '22.22.0';
export const SERVER_MINIMUM = '20.19.0';

const toNumbers = (version) => version.split('.').map((part) => parseInt(part, 10) || 0);

export function isOlder(version, minimum) {
  const have = toNumbers(version);
  const need = toNumbers(minimum);
  for (let i = 0; i < need.length; i++) {
    if ((have[i] || 0) !== need[i]) return (have[i] || 0) < need[i];
  }
  return false;
}

export function requireNode(minimum) {
  if (!isOlder(process.versions.node, minimum)) return;
  console.error(
    `The shop needs Node.js ${minimum} or later; this is Node.js ${process.versions.node}. ` +
      'Start it with npm start (npm scripts run on the Node.js 24 that npm ci installs into node_modules) or install Node.js 24.',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) requireNode(process.argv[2] || BUILD_MINIMUM);
