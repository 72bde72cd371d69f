// `npm test`: typecheck, lint, unit + integration (Vitest), build, end to end (Playwright in Chromium).
import { execFileSync, spawn } from 'node:child_process';
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

// Steps in one inner list run at once: the type checker and the linter each keep one core busy,
// so on two cores they finish together in the time of the longer one. Their output is held and
// printed whole when each ends, so the two never interleave.
const steps = [
  [
    ['typecheck', ['run', 'typecheck']],
    ['lint', ['run', 'lint']],
  ],
  [['build', ['run', 'build']]],
  [['unit and integration', ['run', 'test:unit']]],
  [['end to end', ['run', 'test:e2e']]],
];

function runStep([name, args], together) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', args, { stdio: together ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const printed = [];
    child.stdout?.on('data', (chunk) => printed.push(chunk));
    child.stderr?.on('data', (chunk) => printed.push(chunk));
    child.on('close', (code) => {
      if (printed.length > 0) process.stdout.write(Buffer.concat(printed));
      if (code !== 0) console.error(`\n✖ ${name} failed`);
      else console.log(`✔ ${name} (${Math.round((Date.now() - started) / 1000)} s)`);
      resolve(code ?? 1);
    });
  });
}

const only = process.argv[2];
for (const group of steps) {
  const chosen = group.filter(([name]) => !only || only === name.split(' ')[0]);
  if (chosen.length === 0) continue;
  if (chosen.some(([name]) => name === 'end to end')) ensureChromium();
  const codes = await Promise.all(chosen.map((step) => runStep(step, chosen.length > 1)));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}
