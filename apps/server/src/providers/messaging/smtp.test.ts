import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createSmtpMessaging } from './smtp.ts';
import { MessagingError, type OutgoingMessage } from './types.ts';

type Received = { from: string; to: string[]; raw: string };

/** An SMTP server of the test's own on a free port, keeping what it receives (or refusing every recipient). */
async function startSmtpServer(options: { refuseRecipients?: boolean } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onRcptTo(address, _session, callback) {
      if (options.refuseRecipients) {
        const error = Object.assign(new Error(`mailbox ${address.address} unavailable`), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The headers and parts of a MIME message, decoded as far as these tests need (no parser in the tree). */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return decodeWords(line?.slice(name.length + 1).trim() ?? '');
}

function part(raw: string, contentType: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+/);
  const found = parts.find((p) => new RegExp(`content-type: ${contentType}`, 'i').test(p));
  if (!found) throw new Error(`no ${contentType} part`);
  const [head, ...body] = found.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
  const content = body.join('\n\n');
  const encoding = /content-transfer-encoding: (\S+)/i.exec(head!)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = content.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8').replace(/\r\n/g, '\n');
  }
  return content.replace(/\r\n/g, '\n');
}

const receipt = (locale: string, to: string): OutgoingMessage => ({
  channel: 'email',
  to,
  template: 'orderReceipt',
  locale,
  params: {
    orderId: 'ord_AAAAAAAAAAAAAAAAAAAAAA',
    product: 'Mobile Legends',
    item: '86 Diamonds',
    channel: 'GoPay',
    player: 'Ann · 12345678 (1234)',
    amount: 'Rp 20.000',
    link: 'http://store.localhost/id/complete?order=ord_AAAAAAAAAAAAAAAAAAAAAA',
    rewards: 'Rp 200',
  },
});

describe('the SMTP messaging provider', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    await Promise.all(cleanups.splice(0).map((close) => close()));
  });

  it('delivers a receipt in the order’s language, with its From, To, subject and text', async () => {
    const server = await startSmtpServer();
    cleanups.push(server.close);
    const smtp = createSmtpMessaging({ url: `smtp://store:secret@127.0.0.1:${server.port}`, from: 'Store <no-reply@store.test>' });

    await smtp.send(receipt('en-SG', 'ann@example.com'));
    await smtp.send(receipt('id-ID', 'budi@example.com'));
    await smtp.send(receipt('ar-AE', 'sara@example.com'));

    expect(server.received.map((r) => [r.from, r.to])).toEqual([
      ['no-reply@store.test', ['ann@example.com']],
      ['no-reply@store.test', ['budi@example.com']],
      ['no-reply@store.test', ['sara@example.com']],
    ]);
    const [english, indonesian, arabic] = server.received.map((r) => r.raw);

    expect(header(english!, 'From')).toBe('Store <no-reply@store.test>');
    expect(header(english!, 'To')).toBe('ann@example.com');
    expect(header(english!, 'Subject')).toBe('Your receipt: Mobile Legends – 86 Diamonds');
    expect(header(english!, 'Content-Language')).toBe('en');
    const englishText = part(english!, 'text/plain');
    expect(englishText).toContain('Thank you for your purchase. Your order has been delivered.');
    expect(englishText).toContain('Player: Ann · 12345678 (1234)');
    expect(englishText).toContain('Amount: Rp 20.000');
    expect(englishText).toContain('Payment: GoPay');
    expect(englishText).toContain('Order ID: ord_AAAAAAAAAAAAAAAAAAAAAA');
    expect(englishText).toContain('Coda Rewards earned: Rp 200');
    expect(englishText).toContain('See your order: http://store.localhost/id/complete?order=ord_AAAAAAAAAAAAAAAAAAAAAA');
    expect(part(english!, 'text/html')).toContain('<a href="http://store.localhost/id/complete?order=ord_AAAAAAAAAAAAAAAAAAAAAA">');

    expect(header(indonesian!, 'Subject')).toBe('Tanda terima Anda: Mobile Legends – 86 Diamonds');
    const indonesianText = part(indonesian!, 'text/plain');
    expect(indonesianText).toContain('Terima kasih atas pembelian Anda. Pesanan Anda telah dikirim.');
    expect(indonesianText).toContain('Pemain: Ann · 12345678 (1234)');
    expect(indonesianText).toContain('ID pesanan: ord_AAAAAAAAAAAAAAAAAAAAAA');

    expect(header(arabic!, 'Subject')).toBe('إيصالك: Mobile Legends – 86 Diamonds');
    expect(part(arabic!, 'text/plain')).toContain('شكرًا لك على الشراء. تم تسليم طلبك.');
    expect(part(arabic!, 'text/html')).toContain('<html lang="ar" dir="rtl">');
  });

  it('sends the account codes too, in English when the message names no language', async () => {
    const server = await startSmtpServer();
    cleanups.push(server.close);
    const smtp = createSmtpMessaging({ url: `smtp://127.0.0.1:${server.port}`, from: 'no-reply@store.test' });
    await smtp.send({
      channel: 'email',
      to: 'ann@example.com',
      template: 'signUpCode',
      params: { code: '123456', expiresInSeconds: 300, name: '' },
    });
    const [mail] = server.received;
    expect(header(mail!.raw, 'Subject')).toBe('Your code to confirm your sign-up');
    expect(part(mail!.raw, 'text/plain')).toContain('Your code to confirm your sign-up: 123456\n\nIt expires in 5 minutes.');
  });

  it('throws MessagingError when the server refuses the message, or for a text message', async () => {
    const server = await startSmtpServer({ refuseRecipients: true });
    cleanups.push(server.close);
    const smtp = createSmtpMessaging({ url: `smtp://127.0.0.1:${server.port}`, from: 'no-reply@store.test' });
    await expect(smtp.send(receipt('en-SG', 'gone@example.com'))).rejects.toThrow(MessagingError);
    await expect(smtp.send({ ...receipt('en-SG', '+6581234567'), channel: 'sms' })).rejects.toThrow(MessagingError);
    expect(server.received).toEqual([]);
  });

  it('throws MessagingError when no server answers', async () => {
    const server = await startSmtpServer();
    await server.close();
    const smtp = createSmtpMessaging({ url: `smtp://127.0.0.1:${server.port}`, from: 'no-reply@store.test' });
    await expect(smtp.send(receipt('en-SG', 'ann@example.com'))).rejects.toThrow(MessagingError);
  });
});
