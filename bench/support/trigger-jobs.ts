import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../shared/data/client.js';
import { inParallel } from '../../shared/data/in-parallel.js';
import { memberPartitionKey } from '../../shared/member-store/index.js';

/**
 * The service's own trigger work, loaded once the bench's table is configured (modules read their
 * configuration when first loaded), and what the bench needs around it.
 */
export { celebrateBirthdays, creditTierReachedRules } from '../../shared/rule-triggers/index.js';
export { walkForBirthdays } from '../../shared/rule-triggers/birthday-walk.js';
export { memberOutboxEvents as memberEvents } from '../../local/walks/outbox.js';

/** Members as they were before birthdays were filed: no birthday item. */
export async function deleteBirthdayItems(clientId: string, memberIds: readonly number[]): Promise<void> {
  await inParallel([...memberIds], 16, async (memberId) => {
    await documentClient.send(new DeleteCommand({ TableName: tableName(), Key: { PK: memberPartitionKey(clientId, memberId), SK: 'BIRTHDAY' } }));
  });
}
