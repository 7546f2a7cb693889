import { hashPassword, passwordMatches } from '../../shared/support/passwords.js';

describe('password hashing', () => {
  it('stores a salted scrypt hash that matches only the password it was made from', async () => {
    const stored = await hashPassword('correct horse battery');

    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(stored).not.toContain('correct horse battery');
    expect(await passwordMatches('correct horse battery', stored)).toBe(true);
    expect(await passwordMatches('correct horse battery!', stored)).toBe(false);
  });

  it('salts every hash, so one password never hashes the same way twice', async () => {
    const [first, second] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);

    expect(first).not.toBe(second);
  });

  it('does not match a hash in another form', async () => {
    expect(await passwordMatches('anything', 'md5$abc')).toBe(false);
  });
});
