import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type Received = { from: string; to: string[]; raw: string };

/**
 * An SMTP server of the test's own on a free port, keeping what it receives; it refuses recipients
 * (550) when `refuseRecipients` is true, or each time that function answers true.
 */
export async function startSmtpServer(options: { refuseRecipients?: boolean | (() => boolean) } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onRcptTo(address, _session, callback) {
      if (typeof options.refuseRecipients === 'function' ? options.refuseRecipients() : options.refuseRecipients) {
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

export function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return decodeWords(line?.slice(name.length + 1).trim() ?? '');
}

export function part(raw: string, contentType: string): string {
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
