import type { AuditEntry } from '../api/answers.js';
import { entrySentence } from './audit-words.js';
import { formatDate } from './dates.js';

/** A changed value as one line: texts as they are, anything else as JSON. */
const shown = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * The audit log's entries, each as a sentence in plain words (audit-words.ts), then when and who;
 * the operation, route, ids and fields the request set fold under Details. `onActor` offers a
 * button per entry that narrows the list to that operator.
 */
export function AuditEntries({ entries, onActor }: { entries: readonly AuditEntry[]; onActor?: (actor: AuditEntry['actor']) => void }) {
  return (
    <ol className="audit-entries">
      {entries.map((entry) => {
        const changes = entry.changes && typeof entry.changes === 'object' && !Array.isArray(entry.changes) ? Object.entries(entry.changes) : [];
        return (
          <li key={entry.entry_id} className="audit-entry">
            <p className="audit-sentence">{entrySentence(entry)}</p>
            <div className="audit-head">
              <time dateTime={entry.at} title={entry.at}>
                {formatDate(entry.at)}
              </time>
              <span className="audit-actor">
                {entry.actor.name} <span className="role-tag">{entry.actor.role}</span>
                {onActor && (
                  <button type="button" className="link-button" onClick={() => onActor(entry.actor)} aria-label={`Only theirs: entries by ${entry.actor.name}`}>
                    Only theirs
                  </button>
                )}
              </span>
            </div>
            {/* What the request itself was, for whoever needs more than the sentence. */}
            <details className="audit-details">
              <summary>Details</summary>
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
              {changes.length > 0 ? (
                <dl className="audit-changes">
                  {changes.map(([field, value]) => (
                    <div key={field}>
                      <dt>{field}</dt>
                      <dd>{shown(value)}</dd>
                    </div>
                  ))}
                </dl>
              ) : entry.changes !== null && entry.changes !== undefined ? (
                <p className="audit-changes">{shown(entry.changes)}</p>
              ) : null}
            </details>
          </li>
        );
      })}
    </ol>
  );
}
