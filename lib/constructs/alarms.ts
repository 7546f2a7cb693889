import { Duration, Stack } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, MathExpression, Metric, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IRule } from 'aws-cdk-lib/aws-events';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { FilterPattern, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';

const PERIOD = Duration.minutes(5);

/** Alarm thresholds; docs/decisions.md says why each is where it is. */
export const ALARM_THRESHOLDS = {
  /** Percentage of requests answered 5xx, over two consecutive periods. */
  serverErrorRatePercent: 1,
  /** 429 answers (stage throttling and per-client rate limits) in one period. */
  throttledRequests: 50,
  /** Function errors are crashes and timeouts only (handlers answer every failure), so one is worth a look. */
  functionErrors: 1,
  /** Scheduled events EventBridge failed to deliver to a job's function, in one period. */
  scheduleFailedInvocations: 1,
  /** DynamoDB throttle events on the table or its indexes in one period. */
  tableThrottleEvents: 1,
} as const;

interface AlarmDefaults {
  alarmTopicArn?: string;
}

function notify(scope: Construct, alarms: Alarm[], alarmTopicArn: string | undefined): void {
  if (!alarmTopicArn) return;
  const action = new SnsAction(Topic.fromTopicArn(scope, 'AlarmTopic', alarmTopicArn));
  for (const alarm of alarms) alarm.addAlarmAction(action);
}

function alarmOn(scope: Construct, id: string, metric: IMetric, threshold: number, evaluationPeriods: number, description: string): Alarm {
  return new Alarm(scope, id, {
    metric,
    threshold,
    evaluationPeriods,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
    alarmDescription: description,
  });
}

export interface FunctionErrorAlarmProps extends AlarmDefaults {
  /** The route's or job's name, in the alarm's description. */
  name: string;
  fn: IFunction;
}

/** Errors of one function: crashes and timeouts only, since handlers answer every failure themselves. */
export class FunctionErrorAlarm extends Construct {
  readonly alarm: Alarm;

  constructor(scope: Construct, id: string, props: FunctionErrorAlarmProps) {
    super(scope, id);
    const errors = props.fn.metricErrors({ period: PERIOD, statistic: 'Sum' });
    this.alarm = alarmOn(this, 'Alarm', errors, ALARM_THRESHOLDS.functionErrors, 1, `${props.name} function errors (crashes or timeouts)`);
    notify(this, [this.alarm], props.alarmTopicArn);
  }
}

export interface ApiAlarmsProps extends AlarmDefaults {
  api: IHttpApi;
  /** The stage's access log group; 429 answers are counted from it. */
  accessLogs: ILogGroup;
  /** The scheduled jobs: errors of their functions, and schedules that failed to invoke them. Route functions alarm in their own stacks (ApiRoute). */
  jobs?: ReadonlyArray<{ name: string; fn: IFunction; rule: IRule }>;
}

/** Alarms of the API stack: 5xx rate, throttled (429) requests, errors of the jobs' functions, undelivered job schedules. */
export class ApiAlarms extends Construct {
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: ApiAlarmsProps) {
    super(scope, id);

    const serverErrorRate = new MathExpression({
      expression: 'IF(requests > 0, 100 * errors / requests, 0)',
      usingMetrics: {
        errors: props.api.metricServerError({ period: PERIOD, statistic: 'Sum' }),
        requests: props.api.metricCount({ period: PERIOD, statistic: 'Sum' }),
      },
      period: PERIOD,
      label: '5xx rate (%)',
    });
    this.add('ServerErrorRate', serverErrorRate, ALARM_THRESHOLDS.serverErrorRatePercent, 2, 'More than 1% of API requests answered 5xx');

    // HTTP APIs publish no throttle metric of their own: count 429s from the access log instead.
    const throttled = props.accessLogs.addMetricFilter('ThrottledRequests', {
      filterPattern: FilterPattern.stringValue('$.status', '=', '429'),
      metricNamespace: `RewardsApi/${Stack.of(this).stackName}`,
      metricName: 'ThrottledRequests',
      metricValue: '1',
      defaultValue: 0,
    });
    this.add(
      'ThrottledRequests',
      throttled.metric({ period: PERIOD, statistic: 'Sum' }),
      ALARM_THRESHOLDS.throttledRequests,
      1,
      'API requests answered 429 (stage throttling or per-client rate limit)',
    );

    for (const { name, fn, rule } of props.jobs ?? []) {
      this.add(
        `${name}Errors`,
        fn.metricErrors({ period: PERIOD, statistic: 'Sum' }),
        ALARM_THRESHOLDS.functionErrors,
        1,
        `${name} function errors (crashes or timeouts)`,
      );
      const failed = new Metric({
        namespace: 'AWS/Events',
        metricName: 'FailedInvocations',
        dimensionsMap: { RuleName: rule.ruleName },
        period: PERIOD,
        statistic: 'Sum',
      });
      this.add(`${name}FailedInvocations`, failed, ALARM_THRESHOLDS.scheduleFailedInvocations, 1, `${name} schedule could not invoke its function`);
    }

    notify(this, this.alarms, props.alarmTopicArn);
  }

  private add(id: string, metric: IMetric, threshold: number, evaluationPeriods: number, description: string): void {
    this.alarms.push(alarmOn(this, id, metric, threshold, evaluationPeriods, description));
  }
}

export interface TableAlarmsProps extends AlarmDefaults {
  table: ITable;
  indexNames: readonly string[];
}

/** DynamoDB throttling on the table or any of its global secondary indexes. */
export class TableAlarms extends Construct {
  readonly alarm: Alarm;

  constructor(scope: Construct, id: string, props: TableAlarmsProps) {
    super(scope, id);
    const usingMetrics: Record<string, IMetric> = {};
    const sources: Array<Record<string, string>> = [{}, ...props.indexNames.map((index) => ({ GlobalSecondaryIndexName: index }))];
    sources.forEach((dimensions, i) => {
      for (const [kind, metricName] of [
        ['r', 'ReadThrottleEvents'],
        ['w', 'WriteThrottleEvents'],
      ] as const) {
        usingMetrics[`${kind}${i}`] = props.table.metric(metricName, {
          period: PERIOD,
          statistic: 'Sum',
          dimensionsMap: { TableName: props.table.tableName, ...dimensions },
        });
      }
    });
    this.alarm = new Alarm(this, 'ThrottleEvents', {
      metric: new MathExpression({ expression: Object.keys(usingMetrics).join(' + '), usingMetrics, period: PERIOD, label: 'throttle events' }),
      threshold: ALARM_THRESHOLDS.tableThrottleEvents,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: 'DynamoDB throttled reads or writes on the table or its indexes',
    });
    notify(this, [this.alarm], props.alarmTopicArn);
  }
}
