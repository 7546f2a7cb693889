import type { LocalRequest } from '../../local/dispatch.js';
import { inParallel } from '../../shared/data/in-parallel.js';

/**
 * Programs for the rules benchmark, made through the operator API in this process (the route
 * table's real handlers, as the local server runs them): a program with its rate limit raised
 * out of the way, one activity, its rules made active at once, and members made up front.
 */

type Dispatch = (request: LocalRequest) => Promise<{ statusCode: number; body: string }>;
export interface Answer {
  status: number;
  body: any;
}

export interface BenchProgram {
  clientId: string;
  apiKey: string;
  activityId: number;
  ruleIds: string[];
  members: number[];
}

const ADMIN = (): Record<string, string> => ({ authorization: `Bearer ${process.env.ADMIN_TOKEN}`, 'content-type': 'application/json' });

export function benchApi(dispatch: Dispatch) {
  const send = async (method: string, path: string, body?: unknown, query: Record<string, string> = {}, headers = ADMIN()): Promise<Answer> => {
    const response = await dispatch({ method, path, query, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: response.statusCode, body: response.body ? JSON.parse(response.body) : undefined };
  };
  const expectOk = async (method: string, path: string, body?: unknown, query: Record<string, string> = {}): Promise<any> => {
    const answer = await send(method, path, body, query);
    if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };

  /**
   * A program with one activity worth `basePoints`, the rules `rulesOf(activityId)` active, and
   * `memberCount` members (born on `dateOfBirth(index)`, 1 January 1990 unless said); `settings`
   * beside the raised rate limit.
   */
  async function program(
    name: string,
    basePoints: number,
    rulesOf: (activityId: string) => Array<Record<string, unknown>>,
    memberCount: number,
    options: { settings?: Record<string, unknown>; dateOfBirth?: (index: number) => number } = {},
  ): Promise<BenchProgram> {
    const made = await expectOk('POST', '/admin/v1/clients', { name, settings: { rate_limit_per_second: 100_000, ...options.settings } });
    const clientId: string = made.client_id;
    const activity = await expectOk('POST', `/admin/v1/clients/${clientId}/activities`, { name: 'visit', title: 'Visit', num_points: basePoints });
    const ruleIds: string[] = [];
    for (const rule of rulesOf(String(activity.id))) {
      ruleIds.push((await expectOk('POST', `/admin/v1/clients/${clientId}/rules`, { status: 'active', ...rule })).rule_id);
    }
    const members: number[] = [];
    await inParallel(
      Array.from({ length: memberCount }, (_unused, index) => index),
      16,
      async (index) => {
        const member = await expectOk(
          'POST',
          '/v2/users',
          { first_name: 'Bench', last_name: `Member${index}`, email_address: `rules-${index}@bench.example.com`, date_of_birth: options.dateOfBirth?.(index) ?? 631152000, postal_code: '10001' },
          { api_key: made.api_key },
        );
        members[index] = member.id;
      },
    );
    return { clientId, apiKey: made.api_key, activityId: activity.id, ruleIds, members };
  }

  /** One activity credit of the program's activity to a member, as a client app sends it. */
  const credit = (target: BenchProgram, memberId: number): Promise<Answer> =>
    send('POST', `/v2/users/${memberId}/activities`, { activity_id: target.activityId }, { api_key: target.apiKey }, { 'content-type': 'application/json' });

  return { send, expectOk, program, credit };
}
