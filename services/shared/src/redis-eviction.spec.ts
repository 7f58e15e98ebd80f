import Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { checkRedisEviction } from './redis-eviction';
import { TEST_REDIS_URL } from './testing';

// Against the machine's real Redis: the policy is changed for a moment and put back.

let admin: Redis;
let original: string;

beforeAll(async () => {
  admin = new Redis(TEST_REDIS_URL);
  original = ((await admin.config('GET', 'maxmemory-policy')) as string[])[1];
});

afterAll(async () => {
  await admin.config('SET', 'maxmemory-policy', original);
  await admin.quit();
});

it('warns, naming the policy, when Redis would evict keys', async () => {
  await admin.config('SET', 'maxmemory-policy', 'allkeys-lru');
  try {
    const found = await checkRedisEviction(admin);
    expect(found.level).toBe('warn');
    expect(found.message).toMatch(/maxmemory-policy is allkeys-lru, not noeviction/);
  } finally {
    await admin.config('SET', 'maxmemory-policy', original);
  }
});

it('is content with noeviction', async () => {
  await admin.config('SET', 'maxmemory-policy', 'noeviction');
  try {
    expect(await checkRedisEviction(admin)).toEqual({ level: 'log', message: 'Redis maxmemory-policy is noeviction' });
  } finally {
    await admin.config('SET', 'maxmemory-policy', original);
  }
});

it('says it could not check when CONFIG is refused, as managed Redis does', async () => {
  // A user that may do everything but CONFIG, as a managed Redis gives its customers.
  const user = `test-noconfig-${randomBytes(4).toString('hex')}`;
  const password = randomBytes(12).toString('hex');
  await admin.call('ACL', 'SETUSER', user, 'on', `>${password}`, '~*', '&*', '+@all', '-config');
  const limited = new Redis(TEST_REDIS_URL, { username: user, password });
  try {
    const found = await checkRedisEviction(limited);
    expect(found.level).toBe('warn');
    expect(found.message).toMatch(/could not be checked \(CONFIG GET refused: NOPERM/);
  } finally {
    await limited.quit();
    await admin.call('ACL', 'DELUSER', user);
  }
});
