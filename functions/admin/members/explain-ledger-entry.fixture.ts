/** What the route walks need of AdminExplainLedgerEntry (local/walks/route-fixtures.ts). */
import { queryLedger } from '../../../shared/points/index.js';
import { adminCase, adminMemberPath, adminReq, type BenchFixture } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = async (w) => {
  const member = await w.member();
  await w.credited();
  const ledger = await w.admin('GET', `/members/${member.id}/ledger`);
  await w.admin('GET', `/members/${member.id}/ledger/${ledger.entries[0].entry_id}/explain`);
};

// The newest entry of each bench member, read before the case runs.
export const bench: BenchFixture = (p, ctx) => {
  const entries: string[] = [];
  const count = Math.min(ctx.perRoute, p.members.length);
  return [
    adminCase('the newest entry of a bench member', (i) => adminReq('GET', `${adminMemberPath(p, i % count)}/ledger/${entries[i % count]}/explain`), {
      prepare: async () => {
        for (let i = 0; i < count; i++) {
          const [entry] = await queryLedger(p.bench.client.clientId, p.members[i]!.id, { limit: 1 });
          entries.push(entry?.entry_id ?? 'none');
        }
      },
    }),
  ];
};
