import { CfnResource, Stack, Validations } from 'aws-cdk-lib';
import { CfnPolicy } from 'aws-cdk-lib/aws-iam';
import type { IConstruct } from 'constructs';

/**
 * cdk-nag's AwsSolutions-IAM5 names each wildcard finding by the resource as the template holds
 * it, flattened (a Ref as <LogicalId>, a GetAtt as <LogicalId.Attr>, an import by its name). Where
 * a wildcard is the narrowest grant there is (an object key pattern, a function's versions), the
 * construct that grants it acknowledges exactly those findings that match what it meant to grant,
 * each with its reason; any other wildcard on the same policy stays a finding.
 */
export interface WildcardReason {
  /** Matches the finding after its "Resource::" or "Action::" prefix. */
  finding: RegExp;
  reason: string;
}

type Node = unknown;

/** A CloudFormation value as a flat string, as cdk-nag names it. */
function flatten(node: Node): string {
  if (node === undefined) return '';
  if (typeof node === 'string') return node.replace(/\$\{/g, '<').replace(/\}/g, '>');
  const value = node as Record<string, Node>;
  if (value['Fn::Join']) {
    const [delimiter, items] = value['Fn::Join'] as [string, Node[]];
    return items.map(flatten).join(delimiter);
  }
  if (value['Fn::Sub']) return flatten(value['Fn::Sub']);
  if (value['Fn::GetAtt']) {
    const [resource, attribute] = value['Fn::GetAtt'] as [Node, Node];
    return `<${flatten(resource)}.${flatten(attribute)}>`;
  }
  if (value['Fn::ImportValue']) return flatten(value['Fn::ImportValue']);
  if (value.Ref) return `<${flatten(value.Ref)}>`;
  return JSON.stringify(node);
}

const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** The IAM5 findings of one policy resource. */
function wildcardFindings(policy: CfnPolicy): string[] {
  const document = Stack.of(policy).resolve(policy.policyDocument) as { Statement?: Array<{ Effect: string; Action: Node; Resource: Node }> };
  return (document.Statement ?? [])
    .filter((statement) => statement.Effect === 'Allow')
    .flatMap((statement) => [
      ...asArray(statement.Action as string | string[])
        .filter((action) => action.includes('*'))
        .map((action) => `Action::${action}`),
      ...asArray(statement.Resource)
        .map(flatten)
        .filter((resource) => resource.includes('*'))
        .map((resource) => `Resource::${resource}`),
    ]);
}

/** Acknowledges, on every IAM policy under `scope`, the wildcard findings a reason covers. */
export function acknowledgeWildcards(scope: IConstruct, reasons: readonly WildcardReason[]): void {
  const policies = scope.node.findAll().filter((node): node is CfnPolicy => CfnResource.isCfnResource(node) && node instanceof CfnPolicy);
  for (const policy of policies) {
    for (const finding of wildcardFindings(policy)) {
      const covered = reasons.find((reason) => reason.finding.test(finding.replace(/^(Resource|Action)::/, '')));
      if (covered) Validations.of(policy).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason: covered.reason });
    }
  }
}
