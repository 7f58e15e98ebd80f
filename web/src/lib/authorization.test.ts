import { describe, expect, it } from 'vitest';
import { RIGHTS, ROLES as SHARED_ROLES } from '../../../services/shared/src/rights';
import { can, ROLE_LIST, WEB_RIGHTS } from './authorization';

describe('the web copy of the rights', () => {
  it('names the same roles and gives each right to the same roles as services/shared/src/rights.ts', () => {
    expect(ROLE_LIST).toEqual(SHARED_ROLES);
    for (const [right, roles] of Object.entries(WEB_RIGHTS)) {
      expect(RIGHTS).toHaveProperty(right);
      expect([...roles], right).toEqual([...RIGHTS[right as keyof typeof RIGHTS].roles]);
    }
  });

  it('decides from the role: contributors reach the dashboard, not users; signed out nothing', () => {
    expect(can({ role: 'contributor' }, 'dashboard.read')).toBe(true);
    expect(can({ role: 'contributor' }, 'article.publish')).toBe(false);
    expect(can({ role: 'editor' }, 'audit.read')).toBe(true);
    expect(can({ role: 'editor' }, 'user.manage')).toBe(false);
    expect(can({ role: 'admin' }, 'user.manage')).toBe(true);
    expect(can({ role: 'client' }, 'dashboard.read')).toBe(false);
    expect(can(null, 'dashboard.read')).toBe(false);
  });
});
