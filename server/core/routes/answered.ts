/** The statuses a JSON route may choose among for a success. */
export type ChosenStatus = 200 | 201 | 202;

/**
 * An answer whose success status the handler chooses among its route's declared `statuses` (a mail
 * call: 200 once the SMTP server accepted the message, 202 while it waits in the outbox).
 */
export class Answered<T> {
  constructor(
    readonly status: ChosenStatus,
    readonly body: T,
  ) {}
}

export const answered = <T>(status: ChosenStatus, body: T): Answered<T> => new Answered(status, body);
