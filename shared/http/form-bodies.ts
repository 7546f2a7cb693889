import { inputError } from '../errors.js';
import type { Middleware } from './request-scope.js';

const FORM = /^application\/x-www-form-urlencoded\b/i;

/**
 * Routes the hosted API documents with form bodies (application/x-www-form-urlencoded) take them
 * as well as JSON: a form becomes the JSON object of its fields (each a string, the last of a
 * repeated name), which the route's schema then validates like any JSON body. Runs after
 * authentication, so a signature covers the body as it was sent.
 */
export const formBodies = (): Middleware => ({
  before: async ({ event }) => {
    const headers = event.headers ?? {};
    if (!FORM.test(headers['content-type'] ?? '')) return;
    const text = event.body === undefined ? '' : event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
    let fields: Record<string, string>;
    try {
      fields = Object.fromEntries(new URLSearchParams(text));
    } catch {
      throw inputError('the form body could not be read');
    }
    event.body = JSON.stringify(fields);
    event.isBase64Encoded = false;
    headers['content-type'] = 'application/json';
    event.headers = headers;
  },
});
