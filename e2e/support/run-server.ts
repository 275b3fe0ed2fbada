/**
 * `node support/run-server.ts <command> [args…]`: the e2e web server's launcher. Runs the command,
 * and once it has exited, however the run ended, removes DATA_DIR (about 90 MB of PGlite data per
 * run). Playwright stops the web server with SIGTERM to its process group (gracefulShutdown in
 * playwright.config.ts), which reaches the command too; this process waits for it.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const [command, ...args] = process.argv.slice(2);
const dataDir = process.env['DATA_DIR'];
if (!command || !dataDir) {
  process.stderr.write('usage: DATA_DIR=<dir> node run-server.ts <command> [args…]\n');
  process.exit(2);
}

const child = spawn(command, args, { stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => child.kill(signal));

const removeDataDir = (): void => rmSync(dataDir, { recursive: true, force: true });
child.once('error', (error) => {
  removeDataDir();
  process.stderr.write(`run-server: ${error.message}\n`);
  process.exit(1);
});
child.once('exit', (code, signal) => {
  removeDataDir();
  process.exit(code ?? (signal ? 1 : 0));
});
