// Running a test tool as a child: output shown as it comes and kept for
// parsing. Only node: built-ins.
import { spawn } from 'node:child_process';
import { REPO_ROOT } from './paths.mjs';

/**
 * Runs `cmd args`, teeing stdout/stderr. Resolves { code, output } (never
 * rejects; a spawn error becomes code 127). `onChild` receives the child.
 */
export function run(cmd, args, { env = process.env, cwd = REPO_ROOT, onChild } = {}) {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    onChild?.(child);
    child.stdout.on('data', (c) => {
      output += c;
      process.stdout.write(c);
    });
    child.stderr.on('data', (c) => {
      output += c;
      process.stderr.write(c);
    });
    child.on('error', (err) => {
      output += String(err);
      resolve({ code: 127, output });
    });
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output }));
  });
}

/** Node 24 options Jest needs for NestJS 12 (ES modules), added to NODE_OPTIONS. */
export function withNodeOptions(existing, ...options) {
  const have = new Set((existing ?? '').split(/\s+/).filter(Boolean));
  for (const o of options) have.add(o);
  return [...have].join(' ');
}
