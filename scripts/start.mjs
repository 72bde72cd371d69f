// Starts the built shop. `npm start` builds first (prestart).
import fs from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireNode, SERVER_MINIMUM } from './check-node.mjs';
import { chooseProductionLibraries } from './lib/production-libraries.mjs';
import { keepNextTickShape } from './lib/next-tick-shape.mjs';

keepNextTickShape();

requireNode(SERVER_MINIMUM);
chooseProductionLibraries();
// The shop's code and its libraries are some thousands of modules; Node.js (22.1 and later) keeps
// their compiled form in the system's temporary folder, so a restart (after a crash, too) skips
// compiling them again.
module.enableCompileCache?.();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const entry = path.join(buildDir, 'server', 'index.js');
if (!fs.existsSync(entry)) {
  console.error(`No build in ${buildDir}: run npm run build first (npm start builds by itself).`);
  process.exit(1);
}
const { start } = await import(entry);
try {
  await start({ clientDir: path.join(buildDir, 'client') });
} catch (error) {
  // Problems the operator can fix (a locked data folder, a busy port) are one line; anything else is a bug: the whole error.
  const forOperator =
    ['DataDirLockedError', 'StartError'].includes(error?.name) || ['DataDirLockedError', 'StartError'].includes(error?.constructor?.name);
  console.error(forOperator ? error.message : error);
  process.exit(1);
}
