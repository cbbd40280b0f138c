// `npm run dev`: the API server (embedded PostgreSQL included) on API_PORT and Vite's dev server in
// front of it, with /api and the websocket proxied. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { freePort } from '../server/db/embedded.ts';

const apiPort = String(process.env.API_PORT ?? (await freePort()));
const env = { ...process.env, API_PORT: apiPort, PORT: apiPort };
const api = spawn(process.execPath, ['server/main.ts'], { stdio: 'inherit', env });
const vite = spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--host', '127.0.0.1'], {
  stdio: 'inherit',
  env,
});
const stop = () => {
  api.kill('SIGINT');
  vite.kill('SIGINT');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
api.on('exit', () => vite.kill('SIGINT'));
