import { contracts } from '../../lib/routes.js';
import { ACTIONS } from '../../console/src/roles.js';

/** The console shows a write control to exactly the roles whose route admits them. */
describe('console roles', () => {
  it.each(Object.entries(ACTIONS))('%s admits the roles its route contract admits', (_name, action) => {
    const contract = contracts.find((each) => each.method === action.method && each.path === action.path);

    expect(contract).toBeDefined();
    expect([...(contract?.roles ?? [])].sort()).toEqual([...action.roles].sort());
  });
});
