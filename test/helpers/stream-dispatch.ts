import { type LocalStreamConsumer, startStreamConsumer } from '../../local/stream-consumer.js';
import { resetClock } from '../../shared/support/clock.js';

/**
 * The suite's stream consumers (webhook dispatch, report counts and rank moves), as the event
 * source mappings run them in AWS: started before the suite's tests and stopped after them (the
 * clock reset after each test);
 * `dispatch` reads the stream until it is drained, `readOnce` reads one batch.
 */
export function streamDispatch(): { dispatch: () => Promise<void>; readOnce: () => Promise<number> } {
  let consumer: LocalStreamConsumer;
  beforeAll(async () => {
    consumer = await startStreamConsumer(process.env.DYNAMODB_ENDPOINT!, process.env.TABLE_NAME!);
  });
  afterAll(() => consumer.stop());
  afterEach(() => resetClock());
  return {
    dispatch: async () => {
      for (let read = 0; read < 20; read++) if ((await consumer.readOnce()) === 0 && read > 0) return;
    },
    readOnce: () => consumer.readOnce(),
  };
}
