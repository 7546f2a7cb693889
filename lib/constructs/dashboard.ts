import { Duration } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Dashboard, GraphWidget, Metric, Stats, TextWidget, type IWidget } from 'aws-cdk-lib/aws-cloudwatch';
import { Construct } from 'constructs';
import { BUSINESS_METRICS, METRICS_NAMESPACE, SERVICE_NAME, type BusinessMetric } from '../../shared/support/telemetry-names.js';

const PERIOD = Duration.minutes(5);
const WIDTH = 8;
const HEIGHT = 6;

/**
 * One business counter as the functions write it (shared/support/metrics.ts): its namespace,
 * name and the `service` dimension Powertools adds to every metric, summed per period.
 */
export const businessMetric = (metricName: BusinessMetric, label?: string): Metric =>
  new Metric({ namespace: METRICS_NAMESPACE, metricName, dimensionsMap: { service: SERVICE_NAME }, statistic: Stats.SUM, period: PERIOD, label });

export interface ServiceDashboardProps {
  api: IHttpApi;
}

/**
 * The service at a glance: the business counters the functions emit as EMF (points credited,
 * redeemed and expired; redemptions; idempotent replays, rate-limited requests and transaction
 * retries) above the HTTP API's requests, 4xx, 5xx and latency.
 */
export class ServiceDashboard extends Construct {
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: ServiceDashboardProps) {
    super(scope, id);
    const graph = (title: string, left: Metric[]) => new GraphWidget({ title, left, width: WIDTH, height: HEIGHT });
    const { api } = props;
    const rows: IWidget[][] = [
      [
        new TextWidget({
          markdown: `# Rewards API\nBusiness counters (namespace \`${METRICS_NAMESPACE}\`, summed per 5 minutes), then the HTTP API.`,
          width: 3 * WIDTH,
          height: 2,
        }),
      ],
      [
        graph('Points', [
          businessMetric(BUSINESS_METRICS.pointsCredited, 'credited'),
          businessMetric(BUSINESS_METRICS.pointsRedeemed, 'redeemed'),
          businessMetric(BUSINESS_METRICS.pointsExpired, 'expired'),
        ]),
        graph('Redemptions', [businessMetric(BUSINESS_METRICS.redemptions, 'redemptions')]),
        graph('Replays, rate limits and retries', [
          businessMetric(BUSINESS_METRICS.idempotentReplays, 'idempotent replays'),
          businessMetric(BUSINESS_METRICS.rateLimited, '429 rate_limited'),
          businessMetric(BUSINESS_METRICS.transactionRetries, 'transaction retries'),
        ]),
      ],
      [
        graph('Requests', [api.metricCount({ period: PERIOD, statistic: Stats.SUM, label: 'requests' })]),
        graph('Errors', [
          api.metricClientError({ period: PERIOD, statistic: Stats.SUM, label: '4xx' }),
          api.metricServerError({ period: PERIOD, statistic: Stats.SUM, label: '5xx' }),
        ]),
        graph('Latency (ms)', [
          api.metricLatency({ period: PERIOD, statistic: Stats.p(50), label: 'p50' }),
          api.metricLatency({ period: PERIOD, statistic: Stats.p(99), label: 'p99' }),
        ]),
      ],
    ];
    this.dashboard = new Dashboard(this, 'Dashboard', { defaultInterval: Duration.hours(3), widgets: rows });
  }
}
