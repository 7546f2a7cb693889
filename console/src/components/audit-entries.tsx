import type { AuditEntry } from '../api/answers.js';
import { entrySentence } from './audit-words.js';
import { When } from './when.js';

/** A value as one line: texts as they are, nothing as a dash, anything else as JSON. */
const shown = (value: unknown): string => (value === undefined || value === null ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

const fieldsOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * The audit log's entries, one line each: when, then the entry as a sentence in plain words
 * (audit-words.ts). The line folds open on what the request was: who, the operation and route,
 * the ids it named, and each field it set, with what the field held before where the route noted
 * it. `onActor` offers a button beside each line that narrows the list to that operator.
 */
export function AuditEntries({ entries, onActor }: { entries: readonly AuditEntry[]; onActor?: (actor: AuditEntry['actor']) => void }) {
  return (
    <ol className="audit-entries">
      {entries.map((entry) => {
        const changes = fieldsOf(entry.changes);
        const before = fieldsOf(entry.before);
        const fields = [...new Set([...Object.keys(changes), ...Object.keys(before)])];
        return (
          <li key={entry.entry_id} className="audit-entry">
            <details className="audit-details">
              <summary>
                <span className="audit-time">
                  <When at={entry.at} />
                </span>{' '}
                <span className="audit-sentence">{entrySentence(entry)}</span>
              </summary>
              <div className="audit-more">
                <p className="audit-actor">
                  By {entry.actor.name} <span className="role-tag">{entry.actor.role}</span>
                </p>
                <p>
                  <strong className="audit-operation">{entry.operation}</strong> <code className="audit-route">{entry.route}</code>
                </p>
                {Object.keys(entry.targets).length > 0 && (
                  <p className="audit-targets">
                    {Object.entries(entry.targets).map(([name, value]) => (
                      <span key={name}>
                        {name} <code>{value}</code>
                      </span>
                    ))}
                  </p>
                )}
                {fields.length > 0 ? (
                  <dl className="audit-changes">
                    {fields.map((field) => (
                      <div key={field}>
                        <dt>{field}</dt>
                        <dd>{field in before ? `${shown(before[field])} → ${shown(changes[field])}` : shown(changes[field])}</dd>
                      </div>
                    ))}
                  </dl>
                ) : entry.changes !== null && entry.changes !== undefined ? (
                  <p className="audit-changes">{shown(entry.changes)}</p>
                ) : null}
              </div>
            </details>
            {onActor && (
              <button
                type="button"
                className="link-button audit-only"
                onClick={() => onActor(entry.actor)}
                aria-label={`Only theirs: entries by ${entry.actor.name}`}
              >
                Only theirs
              </button>
            )}
          </li>
        );
      })}
    </ol>
  );
}
