import { CustomResource, Duration, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { firstDeployRebuildDescription } from '../functions.js';
import { firstDeployRebuild } from '../jobs.js';
import { ServiceFunction } from './service-function.js';

export interface FirstDeployRebuildProps {
  table: ITable;
  logLevel: string;
  /** What must exist before it runs: the report counter, so events from the rebuilds' cutoffs on are counted. */
  after: Construct[];
}

/**
 * A rebuild of every program's reports, started once when the stack is first deployed (a custom
 * resource served by the function itself, which rebuilds on its creation only; no provider
 * framework function, so every function of the stack stays one of ours): a stack
 * deployed over a table already written counts what its report counter never saw. A rebuild
 * racing the counter ends exact by its cutoff (shared/reports/report-rebuild.ts); on a new table
 * there is no program and nothing to do.
 */
export class FirstDeployRebuild extends Construct {
  readonly fn: ServiceFunction;

  constructor(scope: Construct, id: string, props: FirstDeployRebuildProps) {
    super(scope, id);
    this.fn = new ServiceFunction(this, firstDeployRebuild.name, {
      table: props.table,
      entry: firstDeployRebuild.entry,
      description: firstDeployRebuildDescription,
      access: firstDeployRebuild.access,
      timeout: Duration.seconds(firstDeployRebuild.timeoutSeconds),
      logLevel: props.logLevel,
    });
    const onFirstDeploy = new CustomResource(this, 'OnFirstDeploy', { serviceToken: this.fn.function.functionArn, resourceType: 'Custom::ReportRebuilds' });
    for (const construct of props.after) onFirstDeploy.node.addDependency(construct);
    Validations.of(this.fn.function).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason: 'CloudFormation invokes the function synchronously for its custom resource and is answered at its ResponseURL; a failure fails the deploy.',
    });
  }
}
