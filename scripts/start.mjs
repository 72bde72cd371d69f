// Starts the built shop. `npm start` builds first (prestart).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// React and other libraries pick their production builds from this; unset, React renders with its
// development checks, several times slower.
process.env.NODE_ENV ??= 'production';

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
