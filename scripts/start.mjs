// Starts the built shop. `npm start` builds first (prestart).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const { start } = await import(path.join(buildDir, 'server', 'index.js'));
try {
  await start({ clientDir: path.join(buildDir, 'client') });
} catch (error) {
  console.error(error?.name === 'DataDirLockedError' || error?.constructor?.name === 'DataDirLockedError' ? error.message : error);
  process.exit(1);
}
