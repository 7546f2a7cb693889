import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../data/client.js';
import { importedRowKey } from './keys.js';
import { TTL_ATTRIBUTE } from '../data/table.js';
import type { AnswerRecord, TransactItem } from '../data/transactions.js';
import { IMPORT_RECORD_TTL_SECONDS } from './import-repository.js';
import { nowSeconds } from '../support/clock.js';

/**
 * The record of a row with a dedupe key (an activity credit's external_id), written in the row's
 * own transaction as an Idempotency-Key's record is: a row whose key is on record changes nothing
 * and is answered from the record, in this import or any later one, for as long as imports are kept.
 */
export class ImportedRow implements AnswerRecord {
  #committed = false;
  #recordedAt: { import_id: string; line: number } | undefined;
  private readonly clientId: string;
  readonly importId: string;

  constructor(
    scope: { client: { clientId: string }; importId: string },
    private readonly kind: string,
    private readonly dedupeKey: string,
    private readonly line: number,
  ) {
    this.clientId = scope.client.clientId;
    this.importId = scope.importId;
  }

  get committed(): boolean {
    return this.#committed;
  }

  /** True when the row's key was on record already: the row changed nothing. */
  get replayed(): boolean {
    return this.#recordedAt !== undefined;
  }

  /** The import and line that first wrote the key, once the row was found on record. */
  get recordedAt(): { import_id: string; line: number } | undefined {
    return this.#recordedAt;
  }

  markCommitted(): void {
    this.#committed = true;
  }

  item(result: unknown): TransactItem {
    const now = nowSeconds();
    return {
      Put: {
        TableName: tableName(),
        Item: {
          ...importedRowKey(this.clientId, this.kind, this.dedupeKey),
          type: 'imported_row',
          result: JSON.stringify(result ?? null),
          import_id: this.importId,
          line: this.line,
          date_created: now,
          [TTL_ATTRIBUTE]: now + IMPORT_RECORD_TTL_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    };
  }

  async recordedResult(): Promise<unknown> {
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: tableName(), Key: importedRowKey(this.clientId, this.kind, this.dedupeKey), ConsistentRead: true }),
    );
    this.#recordedAt = { import_id: String(Item?.import_id ?? ''), line: Number(Item?.line ?? 0) };
    return typeof Item?.result === 'string' ? JSON.parse(Item.result) : null;
  }
}
