import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Header lines as sent, by lower-case name (the last one of a repeated name). */
  headers: Record<string, string>;
}

/**
 * A real SMTP server in-process: the app sends through nodemailer, tests read what arrived.
 * `onMail` sees each one as it arrives (the server tests register the codes it carries).
 */
export async function startSmtpCapture(opts: { onMail?: (mail: CapturedMail) => void } = {}) {
  const mails: CapturedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = session.envelope.rcptTo.map((r) => r.address).join(',');
          const headers: Record<string, string> = {};
          for (const h of parsed.headerLines)
            headers[h.key.toLowerCase()] = h.line.slice(h.line.indexOf(':') + 1).trim();
          const mail = {
            to,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers,
          };
          opts.onMail?.(mail);
          mails.push(mail);
          waiters.splice(0).forEach((w) => w());
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  // A server killed mid-mail (crash tests) resets its connection: that mail is lost, not the run.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /**
     * The newest e-mail to `to` that satisfies `match`: looked for again each time one arrives,
     * for up to 15 s (a mail goes out after the answer; a loaded machine delays it).
     */
    async waitFor(
      to: string,
      match: (m: CapturedMail) => boolean = () => true,
    ): Promise<CapturedMail> {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const found = [...mails].reverse().find((m) => m.to === to && match(m));
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`nenhum e-mail para ${to}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    count: (to: string) => mails.filter((m) => m.to === to).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;

export const codeFrom = (mail: Pick<CapturedMail, 'text'>) =>
  /\b(\d{5})\b/.exec(mail.text)?.[1] ?? '';
export const resetCodeFrom = (mail: Pick<CapturedMail, 'text'>) =>
  /[?&]code=([A-Za-z0-9_%-]+)/.exec(mail.text)?.[1] ?? '';
