import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, type CfnBucket } from 'aws-cdk-lib/aws-s3';
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table, TableEncryption, type CfnTable } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { TABLE_INDEXES, TABLE_KEY, TTL_ATTRIBUTE } from '../shared/data/table.js';
import { TableAlarms } from './constructs/alarms.js';
import { accessLogBucket } from './constructs/access-log-bucket.js';
import { OperatorPool } from './constructs/operator-pool.js';

/**
 * The table's CloudFormation logical id. Changing it makes CloudFormation create a new, empty
 * table, so it is pinned here and asserted by test/infra.
 */
export const TABLE_LOGICAL_ID = 'RewardsTable';

export interface DataStackProps extends StackProps {
  /** SNS topic ARN that the table's alarms notify; without it the alarms only change state. */
  alarmTopicArn?: string;
  /** Origins of the operator console: its browsers upload import files by presigned PUT (none, no CORS), its sign-in returns there. */
  consoleOrigins?: readonly string[];
  /** Prefix of the operators' sign-in domain; defaults to <stack name>-<account id>. */
  operatorDomainPrefix?: string;
}

/**
 * The stateful half of the service: the single DynamoDB table, built from shared/data/table.ts
 * (the same description DynamoDB Local is created from), the bucket of import and export files,
 * and the operators' user pool. Kept apart from the API stack so the
 * functions can be replaced freely without ever touching the data.
 */
export interface FilesBucketExports {
  arn: string;
  name: string;
}

/** The export names of the operator pool's id and ARN, and of the ids of its app clients (the console's, then the machines'). */
export interface OperatorPoolExports {
  poolId: string;
  poolArn: string;
  clientIds: string[];
}

/** Import files and their manifests are kept this long, then the bucket's lifecycle removes them. */
export const IMPORT_FILE_DAYS = 30;
/** Export files, their parts and requests are kept this long: a week to fetch them, then the lifecycle removes them. */
export const EXPORT_FILE_DAYS = 7;

export class DataStack extends Stack {
  readonly table: Table;
  /** Import files (presigned uploads) and what the import pipeline writes beside them; export files and their parts. */
  readonly filesBucket: Bucket;
  /** The export names of the files bucket's ARN and name, which the API stack imports. */
  readonly filesBucketExports: FilesBucketExports;
  /** Operators: who may sign in to the operator API, and with which role. */
  readonly operatorPool: OperatorPool;
  /** The export names of what the API stack needs of the operator pool. */
  readonly operatorPoolExports: OperatorPoolExports;

  constructor(scope: Construct, id: string, props: DataStackProps = {}) {
    super(scope, id, props);

    this.table = new Table(this, 'Table', {
      partitionKey: { name: TABLE_KEY.partition, type: AttributeType.STRING },
      sortKey: { name: TABLE_KEY.sort, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: TTL_ATTRIBUTE,
      encryption: TableEncryption.AWS_MANAGED,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
      // New images feed the webhook dispatcher (outbox items); nothing else reads the stream.
      stream: StreamViewType.NEW_IMAGE,
    });
    for (const index of TABLE_INDEXES) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partition, type: AttributeType.STRING },
        sortKey: { name: index.sort, type: AttributeType.STRING },
        projectionType: index.projection === 'ALL' ? ProjectionType.ALL : ProjectionType.KEYS_ONLY,
      });
    }
    (this.table.node.defaultChild as CfnTable).overrideLogicalId(TABLE_LOGICAL_ID);

    new TableAlarms(this, 'Alarms', {
      table: this.table,
      indexNames: TABLE_INDEXES.map((index) => index.name),
      alarmTopicArn: props.alarmTopicArn,
    });

    const accessLogs = accessLogBucket(this, 'FilesAccessLogs', 'the files bucket');
    this.filesBucket = new Bucket(this, 'Files', {
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 'files/',
      // A presigned import upload from the console: the file's type and If-None-Match * (shared/files/file-store.ts).
      cors: props.consoleOrigins?.length
        ? [{ allowedOrigins: [...props.consoleOrigins], allowedMethods: [HttpMethods.PUT], allowedHeaders: ['content-type', 'if-none-match'], maxAge: 3600 }]
        : undefined,
      lifecycleRules: [
        { prefix: 'imports/', expiration: Duration.days(IMPORT_FILE_DAYS), abortIncompleteMultipartUploadAfter: Duration.days(1) },
        { prefix: 'exports/', expiration: Duration.days(EXPORT_FILE_DAYS), abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // An import's file landing here starts its pipeline (lib/constructs/import-pipeline.ts), through
    // EventBridge. Set on the bucket itself: eventBridgeEnabled would add a custom resource and its function.
    (this.filesBucket.node.defaultChild as CfnBucket).notificationConfiguration = { eventBridgeConfiguration: { eventBridgeEnabled: true } };

    new CfnOutput(this, 'TableName', { value: this.table.tableName, description: 'Name of the service table' });
    // Exported under fixed names and imported by name (ApiStack): the API's policies then name the bucket the same way in every synth.
    this.filesBucketExports = { arn: `${this.stackName}-FilesBucketArn`, name: `${this.stackName}-FilesBucketName` };
    new CfnOutput(this, 'FilesBucketArn', {
      value: this.filesBucket.bucketArn,
      exportName: this.filesBucketExports.arn,
      description: 'ARN of the bucket of import files',
    });
    new CfnOutput(this, 'FilesBucketName', {
      value: this.filesBucket.bucketName,
      exportName: this.filesBucketExports.name,
      description: 'Bucket of import files',
    });

    this.operatorPool = new OperatorPool(this, 'Operators', { consoleOrigins: props.consoleOrigins, domainPrefix: props.operatorDomainPrefix });
    const pool = this.operatorPool;
    this.operatorPoolExports = {
      poolId: `${this.stackName}-OperatorPoolId`,
      poolArn: `${this.stackName}-OperatorPoolArn`,
      clientIds: [`${this.stackName}-OperatorConsoleClientId`, ...pool.machineClients.map((machine) => `${this.stackName}-Operator${machine.id}ClientId`)],
    };
    new CfnOutput(this, 'OperatorPoolId', {
      value: pool.userPool.userPoolId,
      exportName: this.operatorPoolExports.poolId,
      description: 'Cognito user pool of the operators',
    });
    new CfnOutput(this, 'OperatorPoolArn', {
      value: pool.userPool.userPoolArn,
      exportName: this.operatorPoolExports.poolArn,
      description: 'ARN of the operators user pool',
    });
    new CfnOutput(this, 'OperatorConsoleClientId', {
      value: pool.consoleClient.userPoolClientId,
      exportName: this.operatorPoolExports.clientIds[0],
      description: 'App client of the operator console (authorization code with PKCE, no secret)',
    });
    for (const machine of pool.machineClients) {
      new CfnOutput(this, `Operator${machine.id}ClientId`, {
        value: machine.client.userPoolClientId,
        exportName: `${this.stackName}-Operator${machine.id}ClientId`,
        description: `Client-credentials app client with the ${machine.role} role: ${machine.purpose}`,
      });
    }
    new CfnOutput(this, 'OperatorDomain', { value: pool.domain.baseUrl(), description: 'Hosted sign-in of the operators' });
    new CfnOutput(this, 'OperatorTokenUrl', { value: pool.tokenUrl, description: 'Token endpoint of the client-credentials grant (OPERATOR_TOKEN_URL)' });
  }
}
