import 'reflect-metadata';
import { loadSeedConfig } from '../config';
import { DemoSeeder } from '../services/demo.seeder';
import { runCommand } from './commands.module';

/**
 * The demo seed (SEED_DEMO), apart from the service: `node services/content/dist/commands/seed-demo.js`,
 * run by `npm start` once the content service is ready, by compose's `seed` service and by the
 * Kubernetes Job `content-seed`. Seeds only an empty database; exits 0 when there is nothing to do.
 */
runCommand(loadSeedConfig, async (config, open) => {
  if (!config.SEED_DEMO) {
    console.log('seed: SEED_DEMO is off, nothing seeded');
    return;
  }
  const app = await open();
  const seeded = await app.get(DemoSeeder).seed();
  console.log(seeded ? `seed: ${seeded} demo articles seeded` : 'seed: the database has articles, nothing seeded');
});
