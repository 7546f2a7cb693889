import { cognitoDirectory, DIRECTORY_ACTIONS, type DirectoryChange, type DirectoryCommand } from '../../shared/operators/operator-directory.js';

/**
 * The user pool as the operator directory, with the pool's API replaced by a recorder: which
 * commands each change sends, with what input, and that they are exactly the actions the stack
 * grants that change's route (DIRECTORY_ACTIONS).
 */

const POOL = 'eu-west-1_pool';
const EMAIL = 'sam@example.com';

interface Sent {
  action: string;
  input: Record<string, unknown>;
}

/** A directory whose commands are recorded; `answer` gives a command's output or throws its error. */
function recorded(answer: (command: DirectoryCommand) => unknown = () => ({})) {
  const sent: Sent[] = [];
  const directory = cognitoDirectory(POOL, async (command) => {
    sent.push({ action: `cognito-idp:${command.constructor.name.replace(/Command$/, '')}`, input: { ...command.input } });
    return answer(command);
  });
  return { directory, sent };
}

const named = (name: string) => Object.assign(new Error(name), { name });
const actionsOf = (sent: Sent[]) => [...new Set(sent.map((s) => s.action))].sort();
const granted = (change: DirectoryChange) => [...DIRECTORY_ACTIONS[change]].sort();

describe('the Cognito operator directory', () => {
  it('invites an operator: creates the user by e-mail address (Cognito mails the first password), puts them in their role group, and answers their subject', async () => {
    const { directory, sent } = recorded((command) =>
      command.constructor.name === 'AdminCreateUserCommand' ? { User: { Username: 'uuid-1', Attributes: [{ Name: 'sub', Value: 'uuid-1' }] } } : {},
    );

    const invited = await directory.invite(EMAIL, 'support');

    expect(invited).toEqual({ subject: 'uuid-1' });
    expect(directory.sendsPasswords).toBe(true);
    expect(sent).toEqual([
      {
        action: 'cognito-idp:AdminCreateUser',
        input: {
          UserPoolId: POOL,
          Username: EMAIL,
          UserAttributes: [
            { Name: 'email', Value: EMAIL },
            { Name: 'email_verified', Value: 'true' },
          ],
          DesiredDeliveryMediums: ['EMAIL'],
        },
      },
      { action: 'cognito-idp:AdminAddUserToGroup', input: { UserPoolId: POOL, Username: EMAIL, GroupName: 'support' } },
    ]);
    expect(sent[0]!.input).not.toHaveProperty('TemporaryPassword');
  });

  it('refuses an address the pool has with input_error, and takes a user back whose group could not be given', async () => {
    const taken = recorded(() => {
      throw named('UsernameExistsException');
    });
    const groupless = recorded((command) => {
      if (command.constructor.name === 'AdminAddUserToGroupCommand') throw named('TooManyRequestsException');
      return { User: { Username: 'uuid-2' } };
    });

    await expect(taken.directory.invite(EMAIL, 'viewer')).rejects.toMatchObject({ code: 'input_error', message: expect.stringContaining('email') });
    await expect(groupless.directory.invite(EMAIL, 'viewer')).rejects.toMatchObject({ name: 'TooManyRequestsException' });
    expect(groupless.sent.map((s) => s.action)).toEqual(['cognito-idp:AdminCreateUser', 'cognito-idp:AdminAddUserToGroup', 'cognito-idp:AdminDeleteUser']);
    expect(actionsOf([...taken.sent, ...groupless.sent])).toEqual(granted('invite'));
  });

  it('changes a role: out of the old role group first, into the new one, then ends the sessions', async () => {
    const { directory, sent } = recorded((command) =>
      command.constructor.name === 'AdminListGroupsForUserCommand' ? { Groups: [{ GroupName: 'manager' }, { GroupName: 'beta-testers' }] } : {},
    );

    await directory.setRole(EMAIL, 'viewer');

    expect(sent.map((s) => [s.action, s.input.GroupName])).toEqual([
      ['cognito-idp:AdminListGroupsForUser', undefined],
      ['cognito-idp:AdminRemoveUserFromGroup', 'manager'],
      ['cognito-idp:AdminAddUserToGroup', 'viewer'],
      ['cognito-idp:AdminUserGlobalSignOut', undefined],
    ]);
    expect(sent.every((s) => s.input.UserPoolId === POOL && s.input.Username === EMAIL)).toBe(true);
    expect(actionsOf(sent)).toEqual(granted('role'));
  });

  it('changes a role again to the same effect (a retried change): the groups converge on the role alone', async () => {
    const { directory, sent } = recorded((command) =>
      command.constructor.name === 'AdminListGroupsForUserCommand' ? { Groups: [{ GroupName: 'viewer' }, { GroupName: 'owner' }] } : {},
    );

    await directory.setRole(EMAIL, 'viewer');

    expect(sent.map((s) => [s.action, s.input.GroupName])).toEqual([
      ['cognito-idp:AdminListGroupsForUser', undefined],
      ['cognito-idp:AdminRemoveUserFromGroup', 'owner'],
      ['cognito-idp:AdminUserGlobalSignOut', undefined],
    ]);
  });

  it('disables a user and ends their sessions; enables a user', async () => {
    const disabling = recorded();
    const enabling = recorded();

    await disabling.directory.setEnabled(EMAIL, false);
    await enabling.directory.setEnabled(EMAIL, true);

    expect(disabling.sent.map((s) => s.action)).toEqual(['cognito-idp:AdminDisableUser', 'cognito-idp:AdminUserGlobalSignOut']);
    expect(enabling.sent).toEqual([{ action: 'cognito-idp:AdminEnableUser', input: { UserPoolId: POOL, Username: EMAIL } }]);
    expect(actionsOf(disabling.sent)).toEqual(granted('disable'));
    expect(actionsOf(enabling.sent)).toEqual(granted('enable'));
  });

  it('withdraws an invitation by deleting the user, an action the invite route holds', async () => {
    const { directory, sent } = recorded();

    await directory.withdraw(EMAIL);

    expect(sent).toEqual([{ action: 'cognito-idp:AdminDeleteUser', input: { UserPoolId: POOL, Username: EMAIL } }]);
    expect(DIRECTORY_ACTIONS.invite).toContain(sent[0]!.action);
  });
});
