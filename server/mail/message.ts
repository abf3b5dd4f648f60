import type { SendMailOptions } from 'nodemailer';
import type { MailAddress } from '../config';
import type { OutboxRow } from './claim';
import type { EmailAttachment } from './outbox';

/**
 * The MIME message of an outbox row, as nodemailer builds it: From (VOLANT_MAIL_FROM's address, the
 * row's display name), To with its name, Reply-To, the stored Message-ID, a text and an HTML part,
 * and the attachments with their file names. nodemailer encodes UTF-8 headers and names (RFC 2047/2231).
 */
export function mailOptions(row: OutboxRow, from: MailAddress): SendMailOptions {
  const attachments = JSON.parse(row.attachments_json) as EmailAttachment[];
  return {
    from: { name: row.from_name ?? from.name, address: from.address },
    to: row.to_name ? { name: row.to_name, address: row.to_address } : row.to_address,
    ...(row.reply_to ? { replyTo: row.reply_to } : {}),
    subject: row.subject,
    text: row.body_text,
    ...(row.body_html ? { html: row.body_html } : {}),
    ...(row.message_id ? { messageId: row.message_id } : {}),
    date: new Date(row.created_at),
    attachments: attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.contentBase64, 'base64') })),
  };
}
