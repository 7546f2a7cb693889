import { takeTurn } from '../../shared/data/turns.js';

describe('turns at one record', () => {
  it('gives the turn to one request at a time, in the order they came', async () => {
    const order: string[] = [];
    const first = await takeTurn('member-a', undefined);
    const second = takeTurn('member-a', undefined).then((turn) => {
      order.push('second');
      return turn;
    });
    const third = takeTurn('member-a', undefined).then((turn) => {
      order.push('third');
      return turn;
    });

    order.push('first done');
    first.leave();
    (await second).leave();
    (await third).leave();

    expect(order).toEqual(['first done', 'second', 'third']);
    expect(first.waited).toBe(false);
    expect((await second).waited).toBe(true);
  });

  it('lets another record go at once', async () => {
    const held = await takeTurn('member-b', undefined);

    const other = await takeTurn('member-c', undefined);

    expect(other.waited).toBe(false);
    held.leave();
    other.leave();
  });

  it('gives up with 409 conflict at its limit, and the one after it still waits for the holder', async () => {
    const holder = await takeTurn('member-d', undefined);

    const gaveUp = takeTurn('member-d', Date.now() + 20);
    let nextHasTurn = false;
    const next = takeTurn('member-d', undefined).then((turn) => {
      nextHasTurn = true;
      return turn;
    });

    await expect(gaveUp).rejects.toMatchObject({ code: 'conflict', status: 409, headers: { 'retry-after': '1' } });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(nextHasTurn).toBe(false);
    holder.leave();
    (await next).leave();
    expect(nextHasTurn).toBe(true);
  });
});
