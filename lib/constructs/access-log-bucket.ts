import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

/** How long access logs are kept. */
const ACCESS_LOG_DAYS = 90;

/**
 * A bucket that receives another bucket's (or a distribution's) access logs: private, encrypted,
 * TLS only, writable with ACLs (CloudFront standard logs are written with one), logs kept 90 days,
 * retained with the stack. It does not log itself, which cdk-nag is told with `logsOf`.
 */
export function accessLogBucket(scope: Construct, id: string, logsOf: string): Bucket {
  const bucket = new Bucket(scope, id, {
    encryption: BucketEncryption.S3_MANAGED,
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    enforceSSL: true,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
    lifecycleRules: [{ expiration: Duration.days(ACCESS_LOG_DAYS) }],
    removalPolicy: RemovalPolicy.RETAIN,
  });
  Validations.of(bucket).acknowledge({
    id: 'AwsSolutions-S1',
    reason: `This bucket is the access log destination of ${logsOf}; logging it would log the logs.`,
  });
  return bucket;
}
