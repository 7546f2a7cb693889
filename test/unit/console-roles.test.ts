import { operationRoles } from '../../sdk/typescript/src/generated/openapi.js';
import { contracts } from '../../lib/routes.js';

/**
 * The console shows a write control to the roles the typed client publishes for its route (each
 * operation's x-roles): those must be exactly the roles the route's contract admits.
 */
const operatorContracts = contracts.filter((contract) => contract.auth === 'operator');

describe('operation roles the console reads', () => {
  it.each(operatorContracts.map((contract) => [`${contract.method} ${contract.path}`, contract] as const))(
    '%s is published with the roles its contract admits',
    (key, contract) => {
      const published: readonly string[] | undefined = operationRoles[key as keyof typeof operationRoles];

      expect([...(published ?? [])].sort()).toEqual([...(contract.roles ?? ['owner'])].sort());
    },
  );

  it('publishes roles for operator operations only', () => {
    const operatorKeys = operatorContracts.map((contract) => `${contract.method} ${contract.path}`).sort();

    expect(Object.keys(operationRoles).sort()).toEqual(operatorKeys);
  });
});
