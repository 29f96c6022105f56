import { afterEach, describe, expect, it } from 'vitest';
import { header, part, startSmtpServer } from '../../testing/smtp-server.ts';
import { createSmtpMessaging } from './smtp.ts';
import { MessagingError, type OutgoingMessage } from './types.ts';

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
