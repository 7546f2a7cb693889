import { routeContract } from '../../shared/http/route-contract.js';

export const listUserRewardsRoute = routeContract({
  method: 'GET',
  path: '/v2/users/{user_id}/rewards',
  name: 'ListUserRewards',
  handler: 'functions/users/list-user-rewards.ts',
  access: 'read',
  auth: 'api_key',
  memberToken: true,
  member: { notFound: 'page_not_found' },
  answers: { 200: 'UserRewardList' },
  errors: ['no_rewards'],
});
