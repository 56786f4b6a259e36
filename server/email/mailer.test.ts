import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { smtpMailer } from './mailer.js';

/** A local SMTP server that refuses every recipient, quoting the address back as real servers do. */
let server: Server;
let port = 0;
beforeAll(async () => {
  server = createServer((socket) => {
    socket.write('220 fake ESMTP\r\n');
    let buffered = '';
    socket.on('data', (chunk) => {
      buffered += chunk.toString();
      let end;
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n');
        else if (verb === 'MAIL') socket.write('250 ok\r\n');
        else if (verb === 'RCPT') socket.write(`550 5.1.1 ${line.slice(line.indexOf('<'))}: Recipient address rejected\r\n`);
        else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test('a message the SMTP server refuses fails with an error that names no recipient (it goes to the log)', async () => {
  const to = 'Parent.Of.Child@Example.com';
  const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, 'PrepGold <noreply@prepgold.test>');
  const failure: unknown = await mailer.send({ to, subject: 's', text: 't', html: '<p>t</p>' }).then(
    () => null,
    (err: unknown) => err,
  );
  expect(failure).toBeInstanceOf(Error);
  const err = failure as Error & { responseCode?: number };
  expect(err.message).toMatch(/^email not sent: .*Recipient address rejected/);
  expect(err.responseCode).toBe(550);
  // Everything a log serializer could write: message, stack and every own property.
  const logged = JSON.stringify({ ...err, message: err.message, stack: err.stack }).toLowerCase();
  expect(logged).not.toContain(to.toLowerCase());
  expect(logged).toContain('<recipient>');
});
