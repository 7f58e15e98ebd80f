import 'reflect-metadata';
import { loadContentConfig } from '../config';
import { ImageVariantsRepository } from '../repositories/image-variants.repository';
import { ImageVariantsBackfill } from '../services/image-variants.backfill';
import { runCommand } from './commands.module';

/**
 * `npm run images:variants` (README, docs/deploy.md): gives images stored without responsive
 * variants (the demo seed's before they had them, older uploads) their variants and points the
 * articles and profile photos at them. Safe to run again: a finished run leaves nothing to do.
 */
runCommand(loadContentConfig, [ImageVariantsRepository, ImageVariantsBackfill], async (_config, open) => {
  const app = await open();
  const say = (line: string) => console.log(`images:variants: ${line}`);
  const summary = await app.get(ImageVariantsBackfill).run(say);
  const unread = summary.leftAsTheyAre ? `; ${summary.leftAsTheyAre} image(s) left as they are (unreadable)` : '';
  if (!summary.images) say(`nothing to do: every stored image already has its variants${unread}`);
  else
    say(
      `done: ${summary.images} image(s) given variants, ${summary.articles} article(s) and ` +
        `${summary.profilePhotos} profile photo(s) updated${unread}`,
    );
});
