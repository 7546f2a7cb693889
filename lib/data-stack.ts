import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table, TableEncryption, type CfnTable } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { TABLE_INDEXES, TABLE_KEY, TTL_ATTRIBUTE } from '../shared/data/table.js';
import { TableAlarms } from './constructs/alarms.js';

/**
 * The table's CloudFormation logical id. Changing it makes CloudFormation create a new, empty
 * table, so it is pinned here and asserted by test/infra.
 */
export const TABLE_LOGICAL_ID = 'RewardsTable';

export interface DataStackProps extends StackProps {
  /** SNS topic ARN that the table's alarms notify; without it the alarms only change state. */
  alarmTopicArn?: string;
}

/**
 * The stateful half of the service: the single DynamoDB table, built from shared/data/table.ts
 * (the same description DynamoDB Local is created from). Kept apart from the API stack so the
 * functions can be replaced freely without ever touching the data.
 */
export class DataStack extends Stack {
  readonly table: Table;

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
        projectionType: ProjectionType.ALL,
      });
    }
    (this.table.node.defaultChild as CfnTable).overrideLogicalId(TABLE_LOGICAL_ID);

    new TableAlarms(this, 'Alarms', {
      table: this.table,
      indexNames: TABLE_INDEXES.map((index) => index.name),
      alarmTopicArn: props.alarmTopicArn,
    });

    new CfnOutput(this, 'TableName', { value: this.table.tableName, description: 'Name of the service table' });
  }
}
