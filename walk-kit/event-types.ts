/** The event type bodies the event type routes' fixtures send. */

/** A type with one attribute of each kind, the first two required. */
export const eventTypeBody = (name: string, title = 'Steps walked') => ({
  name,
  title,
  attributes: [
    { key: 'steps', type: 'number', required: true },
    { key: 'device', type: 'string', required: true },
    { key: 'shared', type: 'boolean', required: false },
    { key: 'walked_on', type: 'date', required: false },
  ],
});
