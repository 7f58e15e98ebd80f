import 'reflect-metadata';
import { runCommand } from '../commands/commands.module';
import { loadSeedConfig } from '../config';
import { DEMO_SEED_PROVIDERS, DemoSeeder } from './demo.seeder';

/**
 * The demo seed (SEED_DEMO), apart from the service and from its build: tsconfig.seed.json
 * compiles it to `services/content/dist-seed/seed/seed-demo.js` (the service's dist has none
 * of the demo data), run by `npm start` once the content service is ready, by compose's
 * `seed` service and by the Kubernetes Job `content-seed`. Seeds only an empty database;
 * exits 0 when there is nothing to do.
 */
runCommand(loadSeedConfig, DEMO_SEED_PROVIDERS, async (config, open) => {
  if (!config.SEED_DEMO) {
    console.log('seed: SEED_DEMO is off, nothing seeded');
    return;
  }
  const app = await open();
  const seeded = await app.get(DemoSeeder).seed(undefined, (line) => console.log(`seed: ${line}`));
  console.log(seeded ? `seed: ${seeded} demo articles seeded` : 'seed: the database has articles, nothing seeded');
});
