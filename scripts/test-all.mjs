// `npm test`: typecheck, lint, unit + integration (Vitest), build, end to end (Playwright in Chromium).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function ensureChromium() {
  if (fs.existsSync(chromium)) return;
  const isRoot = process.getuid?.() === 0;
  const isDebian = fs.existsSync('/etc/debian_version');
  if (!isRoot || !isDebian) {
    console.error(`Chromium is missing: install it (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
  console.log('Installing Chromium from Debian packages…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const steps = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['build', ['run', 'build']],
  ['unit and integration', ['run', 'test:unit']],
  ['end to end', ['run', 'test:e2e']],
];

const only = process.argv[2];
for (const [name, args] of steps) {
  if (only && only !== name.split(' ')[0]) continue;
  if (name === 'end to end') ensureChromium();
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${Math.round((Date.now() - started) / 1000)} s)`);
}
