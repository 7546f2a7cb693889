import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../api/problem.js';
import { useOperator } from '../operator.js';
import { QueryView } from './forms.js';
import { outcomeWords, totalWords } from './rule-words.js';
import { When } from './when.js';

/** What POST .../rules/evaluate and GET .../ledger/{entry_id}/explain answer: a trigger, its base earning and every rule's outcome. */
export interface RuleExplanation {
  base_points: number;
  rule_points: number;
  total_points: number;
  at: string;
  time_zone: string;
  rules: readonly { rule_id: string; rule_version: number; name: string; outcome: 'fired' | 'skipped'; points: number; reason: string | null }[];
}

/** An explanation in words: the totals, when and in which zone it was read, then each rule's outcome. */
export function ExplanationView({ explanation, label }: { explanation: RuleExplanation; label: string }) {
  return (
    <section className="explanation" aria-label={label}>
      <p className="notice" role="status">
        {totalWords(explanation)}
      </p>
      <p className="hint">
        Read at <When at={explanation.at} />, times of day in {explanation.time_zone}.
      </p>
      {explanation.rules.length === 0 ? (
        <p className="empty">No rule applies to this trigger.</p>
      ) : (
        <ul className="outcomes">
          {explanation.rules.map((rule) => (
            <li key={`${rule.rule_id}-${rule.rule_version}`} data-outcome={rule.outcome}>
              <strong>{rule.name}</strong>{' '}
              <span className="hint">
                (rule {rule.rule_id}, version {rule.rule_version})
              </span>
              : {outcomeWords(rule)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A ledger entry's explanation, read when asked: which rules fired for the trigger that wrote it, and why the others did not. */
export function LedgerExplanation({
  clientId,
  memberId,
  entryId,
  title,
  onClose,
}: {
  clientId: string;
  memberId: string;
  entryId: string;
  title: string;
  onClose: () => void;
}) {
  const { api } = useOperator();
  const explanation = useQuery({
    queryKey: ['member', clientId, memberId, 'explain', entryId],
    queryFn: () =>
      unwrap(
        api.GET('/admin/v1/clients/{client_id}/members/{member_id}/ledger/{entry_id}/explain', {
          params: { path: { client_id: clientId, member_id: memberId, entry_id: entryId } },
        }),
      ),
  });
  return (
    <section className="card" aria-labelledby="ledger-explanation">
      <h3 id="ledger-explanation">Why: {title}</h3>
      <QueryView query={explanation} what="the explanation" empty="" isEmpty={() => false}>
        {(data) => <ExplanationView explanation={data} label={`Why: ${title}`} />}
      </QueryView>
      <button type="button" className="secondary" onClick={onClose}>
        Close the explanation
      </button>
    </section>
  );
}
