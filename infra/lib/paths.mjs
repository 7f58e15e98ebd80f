import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Root of the repository (the folder holding package.json). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
