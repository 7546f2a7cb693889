import { cancellationMeaning, guarded, type TransactItem } from '../../shared/data/transaction-items.js';

const item = (name: string): TransactItem => ({ ConditionCheck: { TableName: 't', Key: { PK: name, SK: name }, ConditionExpression: 'attribute_exists(PK)' } });
const outOfStock = new Error('out_of_stock');
const overLimit = new Error('over_redeem_limit');

describe('what a cancelled transaction means', () => {
  const items = [item('member'), guarded(item('stock'), () => outOfStock), guarded(item('count'), () => overLimit), item('order')];

  it('is the error of the guarded item whose condition failed', () => {
    expect(cancellationMeaning(items, ['None', 'None', 'ConditionalCheckFailed', 'None'])).toBe(overLimit);
  });

  it('is the first guard in item order when several failed', () => {
    expect(cancellationMeaning(items, ['None', 'ConditionalCheckFailed', 'ConditionalCheckFailed', 'None'])).toBe(outOfStock);
  });

  it('is a rebuild (undefined) when an unguarded snapshot check failed, even beside a failed guard', () => {
    expect(cancellationMeaning(items, ['ConditionalCheckFailed', 'ConditionalCheckFailed', 'None', 'None'])).toBeUndefined();
  });

  it('is a rebuild when another writer conflicted', () => {
    expect(cancellationMeaning(items, ['None', 'ConditionalCheckFailed', 'TransactionConflict', 'None'])).toBeUndefined();
  });
});
