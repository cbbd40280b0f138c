import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { connect, createServer, type Socket } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../server/db/embedded.ts';

export interface CapturedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  /** The decoded text of the message (quoted-printable and base64 parts decoded). */
  text: string;
  /** When the sink had the whole message (ms since the epoch). */
  receivedAt: number;
}

/** A real SMTP server on loopback that keeps every message it receives (in memory and, if asked, as files). */
export async function startSmtpSink(dir?: string) {
  if (dir) await mkdir(dir, { recursive: true });
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: CapturedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: decodeHeader(/^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? ''),
          text: decodeBody(raw),
          receivedAt: Date.now(),
        };
        mails.push(mail);
        // Named in the order received (readMailDir sorts the names), and renamed into place whole,
        // so a reader never sees half a file.
        if (dir) {
          const file = path.join(dir, `${String(mails.length).padStart(6, '0')}.json`);
          await writeFile(`${file}.part`, JSON.stringify(mail));
          await rename(`${file}.part`, file);
        }
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * An SMTP server that hangs: its first `stalls` connections are accepted and never greeted, the
 * ones after are passed through to `target` (a sink's URL). `held` counts the connections it holds.
 */
export async function startStallingSmtp(target: string, stalls = 1) {
  const held = new Set<Socket>();
  let seen = 0;
  const { port: targetPort } = new URL(target);
  const server = createServer((socket) => {
    socket.on('error', () => {});
    if (++seen <= stalls) {
      held.add(socket);
      socket.on('close', () => held.delete(socket));
      return;
    }
    const upstream = connect(Number(targetPort), '127.0.0.1');
    upstream.on('error', () => socket.destroy());
    socket.pipe(upstream).pipe(socket);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Connections accepted and never answered so far (still open). */
    held: () => held.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of held) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Mail captured by the e2e server's sink, read from its folder (at once: a reporter's hooks are not awaited). */
export function readMailDirSync(dir: string): CapturedMail[] {
  const files = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.json')) : [];
  return files.sort().map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CapturedMail);
}

export const readMailDir = async (dir: string) => readMailDirSync(dir);

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex) => `%${hex}`);
  try {
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  } catch {
    return bytes;
  }
}

function decodeHeader(value: string): string {
  // RFC 2047: whitespace between two adjacent encoded words is not part of the text.
  return value
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

/**
 * Decodes every text part of a MIME message and joins them. Parts are split at the boundary the
 * message declares, never at any line that starts with `--` (a wrapped link's token may).
 */
function decodeBody(raw: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const escaped = boundary?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const parts = escaped ? raw.split(new RegExp(`\\r?\\n--${escaped}(?:--)?(?:\\r?\\n|$)`)) : [raw];
  return parts
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/);
      if (split === -1) return '';
      const headers = part.slice(0, split);
      const body = part.slice(split).trim();
      if (!/content-type:\s*text\//i.test(headers) && parts.length > 1) return '';
      if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
      if (/content-transfer-encoding:\s*base64/i.test(headers))
        return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      return body;
    })
    .join('\n');
}
