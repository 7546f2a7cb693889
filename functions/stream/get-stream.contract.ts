import { routeContract } from '../../shared/http/route-contract.js';
import { StreamQuery } from '../../shared/points/points-requests.js';

export const getStreamRoute = routeContract({
  method: 'GET',
  path: '/v2/stream',
  name: 'GetStream',
  handler: 'functions/stream/get-stream.ts',
  access: 'read',
  auth: 'api_key',
  query: StreamQuery,
  answers: { 200: 'Stream' },
});
