/** Runs the Stripe stand-in on E2E_STRIPE_PORT for the browser tests (the app points STRIPE_API_URL at it). */
import { startFakeStripe } from '../../test/support/fake-stripe.js';

const stripe = await startFakeStripe(Number(process.env.E2E_STRIPE_PORT ?? 3199));
console.log(`fake Stripe listening at ${stripe.url}`);
process.on('SIGTERM', () => void stripe.close().then(() => process.exit(0)));
