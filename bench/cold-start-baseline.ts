import { DynamoDBClient } from '@aws-sdk/client-dynamodb';

/**
 * The cold-start yardstick of `npm run bench:cold`: a function that loads the DynamoDB client
 * and creates one, nothing else. Every route's init is compared with this one's.
 */
export const client = new DynamoDBClient({});

export const handler = async () => ({ statusCode: 204 });
