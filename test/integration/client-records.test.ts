import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mergeSettings, readClient } from '../../shared/programs/clients.js';
import { documentClient, tableName } from '../../shared/data/client.js';
import { clientKey } from '../../shared/programs/keys.js';
import { newClient } from '../../local/walks/api.js';

/**
 * A program's record is decoded once per stored item and shared by the reads that find the same
 * item: every read still goes to the table, and any change to the item is seen by the next one.
 */
describe("a program's record", () => {
  it('is the same record while the stored item is unchanged', async () => {
    const { clientId } = await newClient({ points_per_currency_unit: 3 });

    const [first, second] = [await readClient(clientId), await readClient(clientId)];

    expect(second).toBe(first);
    expect(second.settings.points_per_currency_unit).toBe(3);
  });

  it('follows a settings change made through the service at the next read', async () => {
    const { clientId } = await newClient({ points_per_currency_unit: 3 });
    const before = await readClient(clientId);

    await mergeSettings(clientId, { points_per_currency_unit: 5, purchase_v1: true });
    const after = await readClient(clientId);

    expect(before.settings).toMatchObject({ points_per_currency_unit: 3, purchase_v1: false });
    expect(after.settings).toMatchObject({ points_per_currency_unit: 5, purchase_v1: true });
  });

  it('follows a change written to the item by anything else, a nested setting included', async () => {
    const { clientId } = await newClient({ pending_points: { enabled: false, period_days: 30 } });
    const before = await readClient(clientId);

    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: clientKey(clientId),
        UpdateExpression: 'SET settings.pending_points.period_days = :days, #name = :name',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: { ':days': 45, ':name': 'Renamed' },
      }),
    );
    const after = await readClient(clientId);

    expect(before.settings.pending_points.period_days).toBe(30);
    expect(after).toMatchObject({ name: 'Renamed', settings: { pending_points: { period_days: 45 } } });
  });
});
