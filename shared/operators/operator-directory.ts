import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  type AdminCreateUserCommandOutput,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminListGroupsForUserCommand,
  type AdminListGroupsForUserCommandOutput,
  AdminRemoveUserFromGroupCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { config } from '../config.js';
import { inputError } from '../errors.js';
import { OPERATOR_ROLES, type OperatorRole } from './operator-roles.js';

/**
 * Where operators sign in: the stack's Cognito user pool in AWS (when the function's environment
 * names it, OPERATOR_POOL_ID), or nothing beyond the table locally, where the local token issuer
 * reads the accounts themselves. The table stays the list of accounts either way; this module
 * keeps the pool in step with it: a user per account, in the group of its role, enabled or not.
 */
export interface OperatorDirectory {
  /** Whether the directory sends an invited operator their first password; otherwise the invitation answers it. */
  readonly sendsPasswords: boolean;
  /** Makes the operator's sign-in, in the group of their role; answers the subject their tokens will carry. Refuses an address that has one (input_error). */
  invite(email: string, role: OperatorRole): Promise<{ subject?: string }>;
  /** Takes back an invitation that could not be recorded. */
  withdraw(email: string): Promise<void>;
  /** Puts the operator in the group of `role` alone, and ends their sessions (refresh tokens). */
  setRole(email: string, role: OperatorRole): Promise<void>;
  /** Stops (and ends their sessions) or restores an operator's sign-in. */
  setEnabled(email: string, enabled: boolean): Promise<void>;
}

/** What an operator-management route changes in the directory (its contract's `directory`). */
export type DirectoryChange = 'invite' | 'role' | 'disable' | 'enable';

/**
 * The user pool actions each change calls, and so all an operator-management function may do in
 * the pool: the stack grants a route exactly its change's list, on the pool alone.
 */
export const DIRECTORY_ACTIONS: Record<DirectoryChange, readonly string[]> = {
  invite: ['cognito-idp:AdminCreateUser', 'cognito-idp:AdminAddUserToGroup', 'cognito-idp:AdminDeleteUser'],
  role: ['cognito-idp:AdminListGroupsForUser', 'cognito-idp:AdminRemoveUserFromGroup', 'cognito-idp:AdminAddUserToGroup', 'cognito-idp:AdminUserGlobalSignOut'],
  disable: ['cognito-idp:AdminDisableUser', 'cognito-idp:AdminUserGlobalSignOut'],
  enable: ['cognito-idp:AdminEnableUser'],
};

/** The commands the Cognito directory sends. */
export type DirectoryCommand =
  | AdminCreateUserCommand
  | AdminAddUserToGroupCommand
  | AdminDeleteUserCommand
  | AdminListGroupsForUserCommand
  | AdminRemoveUserFromGroupCommand
  | AdminUserGlobalSignOutCommand
  | AdminDisableUserCommand
  | AdminEnableUserCommand;

/** Sends one command to the user pool's API (the SDK client's send, or a test's recorder). */
export type SendCommand = (command: DirectoryCommand) => Promise<unknown>;

/** The local directory: the table is all there is, and the invitation answers the first password. */
export const LOCAL_DIRECTORY: OperatorDirectory = {
  sendsPasswords: false,
  invite: async () => ({}),
  withdraw: async () => {},
  setRole: async () => {},
  setEnabled: async () => {},
};

const errorName = (error: unknown): string | undefined => (error as { name?: string } | null)?.name;

/** The refusal of an invitation for an address that has an account, in the table or in the pool. */
export const emailTaken = () => inputError('email: an operator with this e-mail address exists');

/**
 * The user pool as the directory. Users are named by e-mail address (the pool's username
 * attribute, which its admin actions take as the user's name); groups are the role names, which
 * tokens carry in `cognito:groups`. Cognito makes the first password and e-mails it.
 */
export function cognitoDirectory(userPoolId: string, send: SendCommand): OperatorDirectory {
  const user = (email: string) => ({ UserPoolId: userPoolId, Username: email });
  const signOut = (email: string) => send(new AdminUserGlobalSignOutCommand(user(email)));
  return {
    sendsPasswords: true,
    async invite(email, role) {
      let created: AdminCreateUserCommandOutput;
      try {
        created = (await send(
          new AdminCreateUserCommand({
            ...user(email),
            UserAttributes: [
              { Name: 'email', Value: email },
              // The owner vouches for the address; the temporary password reaching it proves it.
              { Name: 'email_verified', Value: 'true' },
            ],
            DesiredDeliveryMediums: ['EMAIL'],
          }),
        )) as AdminCreateUserCommandOutput;
      } catch (error) {
        if (errorName(error) === 'UsernameExistsException') throw emailTaken();
        throw error;
      }
      try {
        await send(new AdminAddUserToGroupCommand({ ...user(email), GroupName: role }));
      } catch (error) {
        // A user in no group may call nothing, but would hold the address: take the user back.
        await send(new AdminDeleteUserCommand(user(email)));
        throw error;
      }
      const subject = created.User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value ?? created.User?.Username;
      return { subject };
    },
    async withdraw(email) {
      await send(new AdminDeleteUserCommand(user(email)));
    },
    async setRole(email, role) {
      // Converges whatever the groups were (a retried change included): the role's group, and no other role's.
      const listed = (await send(new AdminListGroupsForUserCommand({ ...user(email), Limit: 60 }))) as AdminListGroupsForUserCommandOutput;
      const groups = new Set((listed.Groups ?? []).map((group) => group.GroupName));
      // Out of the old group first: for a moment the operator has no role (403), never two.
      for (const other of OPERATOR_ROLES) {
        if (other !== role && groups.has(other)) await send(new AdminRemoveUserFromGroupCommand({ ...user(email), GroupName: other }));
      }
      if (!groups.has(role)) await send(new AdminAddUserToGroupCommand({ ...user(email), GroupName: role }));
      // Refresh tokens of the old role stop; an access token already issued runs out within its hour.
      await signOut(email);
    },
    async setEnabled(email, enabled) {
      if (enabled) {
        await send(new AdminEnableUserCommand(user(email)));
        return;
      }
      await send(new AdminDisableUserCommand(user(email)));
      await signOut(email);
    },
  };
}

let directory: OperatorDirectory | undefined;

/** The directory of this process: the user pool when OPERATOR_POOL_ID is set, else the local one. */
export function operatorDirectory(): OperatorDirectory {
  if (!directory) {
    const { operatorPoolId, region } = config();
    if (operatorPoolId) {
      const client = new CognitoIdentityProviderClient({ region });
      // The SDK types send once per command; every command of the union is sent alike.
      directory = cognitoDirectory(operatorPoolId, (command) => client.send(command as Parameters<typeof client.send>[0]));
    } else {
      directory = LOCAL_DIRECTORY;
    }
  }
  return directory;
}

/** Replaces the directory (tests); answers the one it replaced. */
export function replaceOperatorDirectory(replacement: OperatorDirectory): OperatorDirectory {
  const previous = operatorDirectory();
  directory = replacement;
  return previous;
}
