import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A receiver as a client would write one, on 127.0.0.1: it verifies signatures with its own
 * implementation of the Standard Webhooks scheme (not the service's), answers 500 when told to,
 * and keeps what it accepted.
 */
export class WebhookReceiver {
  readonly accepted: Array<{ id: string; body: any }> = [];
  /** Every delivery answered 2xx, repeats of one webhook-id included (what a receiver that did not deduplicate would see). */
  readonly received: any[] = [];
  readonly attempts: string[] = [];
  failuresLeft = 0;
  /** Attempts of one event type of one member answered 500 before it is accepted. */
  failing: { type: string; userId: number; times: number } | undefined;
  secrets: string[] = [];
  private server!: Server;
  url = '';

  async start() {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        const id = String(req.headers['webhook-id']);
        this.attempts.push(id);
        if (!this.verifies(id, String(req.headers['webhook-timestamp']), String(req.headers['webhook-signature']), raw)) {
          res.writeHead(401).end();
          return;
        }
        if (this.failuresLeft > 0) {
          this.failuresLeft--;
          res.writeHead(500).end('try later');
          return;
        }
        const event = JSON.parse(raw);
        if (this.failing && this.failing.times > 0 && event.type === this.failing.type && event.data?.user_id === this.failing.userId) {
          this.failing.times--;
          res.writeHead(500).end('try later');
          return;
        }
        this.received.push(event);
        // Deduplication by webhook-id, as Standard Webhooks asks of receivers.
        if (!this.accepted.some((seen) => seen.id === id)) this.accepted.push({ id, body: JSON.parse(raw) });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((done) => this.server.listen(0, '127.0.0.1', done));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  /** True when one of the signatures is the HMAC-SHA256 of id.timestamp.body under one of the secrets. */
  verifies(id: string, timestamp: string, header: string, raw: string): boolean {
    const signed = `${id}.${timestamp}.${raw}`;
    const sent = header.split(' ').filter((part) => part.startsWith('v1,')).map((part) => Buffer.from(part.slice(3), 'base64'));
    return this.secrets.some((secret) => {
      const expected = createHmac('sha256', Buffer.from(secret.replace(/^whsec_/, ''), 'base64')).update(signed).digest();
      return sent.some((signature) => signature.length === expected.length && timingSafeEqual(signature, expected));
    });
  }

  types = () => this.accepted.map((event) => event.body.type);
  stop = () => {
    // fetch keeps connections alive: close them, or close() waits for them.
    this.server.closeAllConnections();
    return new Promise((done) => this.server.close(done));
  };
}
