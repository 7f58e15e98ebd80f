import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '@/config/app';

/**
 * The client build's entry as the document needs it: its script, the modules it imports, its CSS,
 * and per language the chunk of its interface strings (a page preloads its own language's only).
 */
export interface ClientAssets {
  /** The script the document names: it adds the entry and its modules once the page is shown. */
  boot: string;
  entry: string;
  preload: string[];
  css: string;
  strings: Record<Language, string>;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

const ENTRY = 'src/main.tsx';
const BOOT = 'src/boot.ts';

/** Reads Vite's manifest (dist/client/.vite/manifest.json) once, at start. */
export function loadClientAssets(clientDir: string): ClientAssets {
  const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[ENTRY];
  const boot = manifest[BOOT];
  if (!entry || !boot)
    throw new Error(`${manifestPath} has no entry ${ENTRY} or ${BOOT}: build the web app (npm run build)`);

  const preload = new Set<string>();
  const visit = (key: string) => {
    for (const imported of manifest[key]?.imports ?? []) {
      const file = `/${manifest[imported].file}`;
      if (preload.has(file)) continue;
      preload.add(file);
      visit(imported);
    }
  };
  visit(ENTRY);
  const css = (entry.css ?? []).map((file) => readFileSync(path.join(clientDir, file), 'utf8')).join('\n');
  const strings = Object.fromEntries(
    LANGUAGES.map((language) => {
      const chunk = manifest[`src/lib/i18n/${language}.ts`];
      if (!chunk) throw new Error(`${manifestPath} has no chunk of the ${language} strings`);
      return [language, `/${chunk.file}`];
    }),
  ) as Record<Language, string>;
  return { boot: `/${boot.file}`, entry: `/${entry.file}`, preload: [...preload], css, strings };
}
