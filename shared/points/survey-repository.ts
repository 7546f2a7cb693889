import { tableName } from '../data/client.js';
import type { TransactItem } from '../data/transactions.js';
import { surveyResponseKey } from './keys.js';
import type { StoredAnswer } from './survey-questions.js';

/**
 * Storage of survey responses: a member's response in the member's partition, at most one per
 * survey, written only inside the response's transaction, with the points (survey-submission.ts).
 * No survey-wide counter: every member's response would write the same item.
 */

export interface SurveyResponseRecord {
  activityId: string;
  answers: StoredAnswer[];
  at: number;
  /** The ledger entry of the response's credit. */
  entryId: string;
}

/** The member's response, only if the member has none to this survey yet. */
export function putResponseItem(clientId: string, memberId: number, response: SurveyResponseRecord): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...surveyResponseKey(clientId, memberId, response.activityId),
        type: 'survey_response',
        activity_id: response.activityId,
        answers: response.answers,
        date_created: response.at,
        entry_id: response.entryId,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}
