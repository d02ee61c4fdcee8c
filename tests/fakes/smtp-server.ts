import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { arrivals } from '#tests/support/arrivals.ts';

/**
 * A real SMTP server on 127.0.0.1 for tests (DESIGN.md §6: "A real SMTP server in the tests (the
 * `smtp-server` package) receives the mail; `mailparser` reads it"). Plain SMTP without STARTTLS, with
 * AUTH (PLAIN/LOGIN) required when `auth` is given. Each accepted message is parsed and kept with its
 * SMTP envelope.
 */
export type ReceivedMail = { parsed: ParsedMail; envelope: { from: string; to: string[] }; raw: string };

export type TestSmtpServer = {
  port: number;
  /** `smtp://[user:pass@]127.0.0.1:port`, as `SMTP_URL` takes it. */
  url: string;
  received: ReceivedMail[];
  /** Resolves with the next message to arrive (or one already received and not yet taken). */
  nextMail(timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
};

export type SmtpServerOptions = {
  /** Require AUTH with these credentials. */
  auth?: { user: string; pass: string };
  /** Answer 550 to RCPT TO for these addresses. */
  rejectRecipient?: (address: string) => boolean;
  /** Wait this long before accepting each message (a slow server). */
  delayMs?: number;
};

export async function startSmtpServer(options: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const mails = arrivals<ReceivedMail>();
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    authOptional: !options.auth,
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (options.auth && auth.username === options.auth.user && auth.password === options.auth.pass)
        callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (options.rejectRecipient?.(address.address)) {
        callback(Object.assign(new Error(`Mailbox ${address.address} does not exist`), { responseCode: 550 }));
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) => {
            const envelope = {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
            };
            setTimeout(() => {
              mails.push({ parsed, envelope, raw: raw.toString('utf8') });
              callback();
            }, options.delayMs ?? 0);
          })
          .catch((err: Error) => callback(err));
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port));
  });
  const credentials = options.auth
    ? `${encodeURIComponent(options.auth.user)}:${encodeURIComponent(options.auth.pass)}@`
    : '';

  return {
    port,
    url: `smtp://${credentials}127.0.0.1:${port}`,
    received: mails.items,
    nextMail: (timeoutMs = 5_000) => mails.next(timeoutMs, 'mail'),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
