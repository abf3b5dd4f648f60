// A real receiving SMTP server for the tests (the smtp-server package), on a free loopback port: it
// checks the credentials, answers the replies a test plans for a recipient (451, 550…), and keeps
// every message it accepted, raw and parsed by mailparser.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const SMTP_USER = 'volant';
export const SMTP_PASSWORD = 'mot de passe:é/@';

export interface Received {
  raw: Buffer;
  mail: ParsedMail;
  envelopeTo: string[];
}

export interface TestSmtp {
  /** `smtp://user:pass@127.0.0.1:port` with the credentials percent-encoded. */
  url: string;
  received: Received[];
  /** Replies to give, in order, to RCPT TO for an address; an empty plan accepts. */
  plan(address: string, ...codes: Array<{ code: number; message: string }>): void;
  /** Sessions opened (one per delivery attempt). */
  readonly connections: number;
  close(): Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const plans = new Map<string, Array<{ code: number; message: string }>>();
  const received: Received[] = [];
  let connections = 0;
  const server = new SMTPServer({
    logger: false,
    // No STARTTLS: the test certificate would not verify; TLS is nodemailer's own, tested upstream.
    hideSTARTTLS: true,
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Authentication failed'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      const next = plans.get(address.address)?.shift();
      if (next) callback(Object.assign(new Error(next.message), { responseCode: next.code }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (mail) => {
            received.push({ raw, mail, envelopeTo: session.envelope.rcptTo.map((r) => r.address) });
            callback(null, 'Message accepté');
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${encodeURIComponent(SMTP_USER)}:${encodeURIComponent(SMTP_PASSWORD)}@127.0.0.1:${port}`,
    received,
    plan: (address, ...codes) => plans.set(address, codes),
    get connections() {
      return connections;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
