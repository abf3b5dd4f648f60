import { z } from 'zod';
import { formatMoney } from '../i18n/format-lite';

/**
 * A learner's balance, in euros, as the server defines it once (server/resources/learners/balance.ts,
 * docs/decisions.md « Accounting documents »): what they owe (« Reste dû »), split into what has
 * fallen due up to today (« échu ») and what falls due later (« à échoir »); `owed = due + upcoming`.
 */
export const learnerBalanceSchema = z.strictObject({ owed: z.number(), due: z.number(), upcoming: z.number() });
export type LearnerBalance = z.infer<typeof learnerBalanceSchema>;

/** `GET /learner/balance/{id}`: one learner's balance on a day. */
export interface LearnerBalanceAnswer {
  learnerId: number;
  /** The day « échu » is counted to (today, Paris time). */
  asOf: string;
  balance: LearnerBalance;
}

export const learnerBalanceAnswerSchema = z.strictObject({ learnerId: z.number().int(), asOf: z.string(), balance: learnerBalanceSchema }) satisfies z.ZodType<LearnerBalanceAnswer>;

/** The balance's French labels, for the screens and the PDFs alike (amounts already formatted). */
export const balanceText = {
  owed: 'Reste dû',
  due: 'dont échu',
  upcoming: 'à échoir',
  line: (owed: string, due: string, upcoming: string) => `Reste dû ${owed} — dont échu ${due}, à échoir ${upcoming}`,
};

/** « Reste dû 1 170,00 € — dont échu 780,00 €, à échoir 390,00 € » from a balance in euros. */
export const formatBalance = (balance: LearnerBalance) => balanceText.line(formatMoney(balance.owed), formatMoney(balance.due), formatMoney(balance.upcoming));
