/**
 * The cold-start yardsticks of `npm run bench:cold`: a function that loads the AWS SDK clients a
 * route's bundle carries and creates one of each, nothing else. A route's init is compared with
 * the yardstick of its own clients: the DynamoDB client alone for most, with the S3 client for the
 * file pipelines, with the Cognito client for operator invitations.
 */

/** Each SDK client package a function may carry, and the client class it exports. */
export const SDK_CLIENTS: Record<string, string> = {
  '@aws-sdk/client-dynamodb': 'DynamoDBClient',
  '@aws-sdk/client-s3': 'S3Client',
  '@aws-sdk/client-cognito-identity-provider': 'CognitoIdentityProviderClient',
};

/** The client packages among a bundle's inputs (esbuild metafile paths), in a fixed order. */
export const clientPackagesOf = (inputs: string[]): string[] =>
  Object.keys(SDK_CLIENTS).filter((pkg) => inputs.some((input) => input.startsWith(`node_modules/${pkg}/`)));

/** The source of a yardstick function for these client packages. */
export const baselineSource = (packages: string[]): string =>
  [
    ...packages.map((pkg) => `import { ${SDK_CLIENTS[pkg]} } from '${pkg}';`),
    ...packages.map((pkg, index) => `export const client${index} = new ${SDK_CLIENTS[pkg]}({});`),
    'export const handler = async () => ({ statusCode: 204 });',
  ].join('\n');
