/**
 * A local HTTP server answering the Stripe endpoints PrepGold uses, with realistic objects, so the
 * real `stripe` SDK runs over the real network path in tests. It records every request. Test
 * payment methods follow Stripe's: pm_card_chargeDeclined fails, pm_card_authenticationRequired
 * leaves the subscription incomplete with a client secret.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';

export interface FakeStripe {
  url: string;
  requests: Array<{ method: string; path: string; headers: IncomingHttpHeaders; form: URLSearchParams }>;
  subscriptions: Map<string, any>;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

export async function startFakeStripe(port = 0): Promise<FakeStripe> {
  const subscriptions = new Map<string, any>();
  const customers = new Map<string, any>();
  const state: FakeStripe = { url: '', requests: [], subscriptions, close: async () => {} };
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const path = (req.url ?? '').split('?')[0]!;
    state.requests.push({ method: req.method ?? '', path, headers: req.headers, form });
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') }).end(JSON.stringify(body));
    const missing = (what: string) =>
      send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } });
    let m: RegExpMatchArray | null;

    if (req.method === 'POST' && path === '/v1/customers') {
      const c = {
        id: id('cus'),
        object: 'customer',
        email: form.get('email'),
        name: form.get('name'),
        metadata: {},
        invoice_settings: { default_payment_method: null },
      };
      customers.set(c.id, c);
      return send(200, c);
    }
    if (req.method === 'POST' && (m = path.match(/^\/v1\/customers\/(cus_\w+)$/))) {
      const c = customers.get(m[1]!);
      if (!c) return missing('customer');
      c.invoice_settings.default_payment_method = form.get('invoice_settings[default_payment_method]');
      return send(200, c);
    }
    if (req.method === 'POST' && (m = path.match(/^\/v1\/payment_methods\/(\w+)\/attach$/))) {
      if (m[1] === 'pm_card_chargeDeclined')
        return send(402, {
          error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
        });
      return send(200, {
        id: m[1],
        object: 'payment_method',
        type: 'card',
        customer: form.get('customer'),
        card: { brand: 'visa', last4: '4242' },
      });
    }
    if (req.method === 'POST' && path === '/v1/subscriptions') {
      const pm = form.get('default_payment_method');
      const start = now();
      const sub = {
        id: id('sub'),
        object: 'subscription',
        customer: form.get('customer'),
        status: pm === 'pm_card_authenticationRequired' ? 'incomplete' : 'active',
        cancel_at_period_end: false,
        created: start,
        metadata: {},
        items: {
          object: 'list',
          data: [
            {
              id: id('si'),
              object: 'subscription_item',
              price: {
                id: form.get('items[0][price]'),
                object: 'price',
                unit_amount: 2999,
                currency: 'usd',
                recurring: { interval: 'month' },
              },
              current_period_start: start,
              current_period_end: start + 30 * 86400,
            },
          ],
        },
        latest_invoice: id('in'),
      };
      subscriptions.set(sub.id, sub);
      const expanded = [...form.entries()].some(([k, v]) => k.startsWith('expand') && v.startsWith('latest_invoice'));
      return send(
        200,
        expanded
          ? {
              ...sub,
              latest_invoice: {
                id: sub.latest_invoice,
                object: 'invoice',
                status: 'open',
                confirmation_secret: { client_secret: `pi_${randomBytes(6).toString('hex')}_secret_test`, type: 'payment_intent' },
              },
            }
          : sub,
      );
    }
    if ((m = path.match(/^\/v1\/subscriptions\/(sub_\w+)$/))) {
      const sub = subscriptions.get(m[1]!);
      if (!sub) return missing('subscription');
      if (req.method === 'POST' && form.has('cancel_at_period_end')) sub.cancel_at_period_end = form.get('cancel_at_period_end') === 'true';
      return send(200, sub);
    }
    if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
      return send(200, {
        id: id('bps'),
        object: 'billing_portal.session',
        customer: form.get('customer'),
        return_url: form.get('return_url'),
        url: `https://billing.stripe.com/p/session/test_${randomBytes(6).toString('hex')}`,
      });
    }
    if (path === '/v1/health') return send(200, { ok: true });
    return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  state.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  state.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
