import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../data/client.js';
import { importedRowKey } from '../data/keys.js';
import { TTL_ATTRIBUTE } from '../data/table.js';
import type { AnswerRecord, TransactItem } from '../data/transactions.js';
import { IMPORT_RECORD_TTL_SECONDS } from './import-repository.js';

/**
 * The record of a row with a dedupe key (an activity credit's external_id), written in the row's
 * own transaction as an Idempotency-Key's record is: a row whose key is on record changes nothing
 * and is answered from the record, in this import or any later one, for as long as imports are kept.
 */
export class ImportedRow implements AnswerRecord {
  #committed = false;
  #replayed = false;

  constructor(
    private readonly clientId: string,
    private readonly kind: string,
    private readonly dedupeKey: string,
    private readonly now: number,
  ) {}

  get committed(): boolean {
    return this.#committed;
  }

  /** True when the row's key was on record already: the row changed nothing. */
  get replayed(): boolean {
    return this.#replayed;
  }

  markCommitted(): void {
    this.#committed = true;
  }

  item(result: unknown): TransactItem {
    return {
      Put: {
        TableName: tableName(),
        Item: {
          ...importedRowKey(this.clientId, this.kind, this.dedupeKey),
          type: 'imported_row',
          result: JSON.stringify(result ?? null),
          date_created: this.now,
          [TTL_ATTRIBUTE]: this.now + IMPORT_RECORD_TTL_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    };
  }

  async recordedResult(): Promise<unknown> {
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: tableName(), Key: importedRowKey(this.clientId, this.kind, this.dedupeKey), ConsistentRead: true }),
    );
    this.#replayed = true;
    return typeof Item?.result === 'string' ? JSON.parse(Item.result) : null;
  }
}
