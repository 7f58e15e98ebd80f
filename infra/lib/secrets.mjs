// Local-development secrets: generated once and kept in DATA_DIR/secrets.json
// (mode 600), so sessions and the admin password survive restarts. Operators
// of a real deployment set SESSION_SECRET and ADMIN_PASSWORD themselves.
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync, chmodSync } from 'node:fs';
import path from 'node:path';

/** A password that passes any reasonable rule: upper, lower, digit, 20 chars. */
export function generatePassword(length = 20) {
  const sets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789'];
  const all = sets.join('');
  const chars = sets.map((s) => s[randomInt(s.length)]);
  while (chars.length < length) chars.push(all[randomInt(all.length)]);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

export function secretsFile(dataDir) {
  return path.join(dataDir, 'secrets.json');
}

/**
 * Returns the secrets of DATA_DIR, creating the missing ones listed in
 * `wanted` ({ key: generator }). `created` names the keys made this time.
 */
export function loadSecrets(dataDir, wanted) {
  const file = secretsFile(dataDir);
  const secrets = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const created = [];
  for (const [key, make] of Object.entries(wanted)) {
    if (!secrets[key]) {
      secrets[key] = make();
      created.push(key);
    }
  }
  if (created.length) {
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return { secrets, created, file };
}

export const generators = {
  sessionSecret: () => randomBytes(48).toString('base64url'),
  gatewayPurgeToken: () => randomBytes(32).toString('base64url'),
  adminPassword: () => generatePassword(20),
  postgresPassword: () => randomBytes(24).toString('base64url'),
};
