import nodemailer, { type Transporter } from 'nodemailer';

/**
 * The SMTP transport of SMTP_URL: `smtp://user:pass@host:587` (STARTTLS when the server offers it,
 * certificates verified), `smtps://…` (TLS from the first byte, port 465 by default); user and
 * password come from the URL (percent-encoded). Timeouts stay well under the claim's lease.
 */
export function smtpTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
}
