import { weakPasswordReason } from '../../shared/operators/operator-passwords.js';

/** An operator's new password, held to the user pool's policy plus the local refusals. */

const TEMPORARY = 'Temporary-Pass-7';

describe('weakPasswordReason', () => {
  it.each([
    ['            ', 'must have a lower-case letter, an upper-case letter, a digit and a symbol such as ! # or -'],
    ['aaaaaaaaaaaa', 'must have an upper-case letter, a digit and a symbol such as ! # or -'],
    ['Ab1!', 'must have at least 12 characters'],
    ['ABCDEFGHIJ1!', 'must have a lower-case letter'],
    ['Abcdefghijk!', 'must have a digit'],
    ['Abcdefghijk1', 'must have a symbol such as ! # or -'],
    [' Abcdefghij1!', 'must not begin or end with a space'],
    [TEMPORARY, 'must not be the temporary password; choose your own'],
  ])('refuses %j: %s', (password, reason) => {
    expect(weakPasswordReason(password, TEMPORARY)).toBe(reason);
  });

  it.each(['Password123!', 'P@ssw0rd2024!', '2024-Qwerty-!', 'Welcome#12345', 'Letmein!!2026'])('refuses the common password %j however it is dressed', (password) => {
    expect(weakPasswordReason(password, TEMPORARY)).toBe('is a commonly used password; choose one that is harder to guess');
  });

  it.each(['Harbour-lights 42', 'correct Horse 9 battery', 'Zq7#mW2!pLx9'])('takes %j', (password) => {
    expect(weakPasswordReason(password, TEMPORARY)).toBeUndefined();
  });
});
