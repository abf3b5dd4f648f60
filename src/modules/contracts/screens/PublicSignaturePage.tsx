import { useState } from 'react';
import useSWR from 'swr';
import { errorMessage } from '../../../shared/alerts/error-message';
import { isHttpError } from '../../../shared/api/http-error';
import { formatDateTime } from '../../../shared/i18n/format';
import { useRouteParams } from '../../../shared/router/route-params';
import { useApiClient } from '../../../shared/swr/ApiProvider';
import { Button, Checkbox, InlineAlert, Spinner, TextField } from '../../../shared/ui';
import { contractKeys } from '../keys';
import { getPublicSignature, publicSignaturePdfHref, requestSignatureCode, signWithCode } from '../signature-api';
import { signatureMessages as m } from '../signature-messages';
import * as styles from './PublicSignaturePage.css';

/**
 * `/signature/{token}`: the learner reads the document, asks for a one-time code by e-mail and signs
 * with it (docs/signature.md). No session: the link's token is the key. A link that served, expired,
 * was replaced or locked shows the server's reason.
 */
export default function PublicSignaturePage() {
  const { token = '' } = useRouteParams();
  const client = useApiClient();
  const { data, error, isLoading } = useSWR(contractKeys.publicSignature(token), ([, t]) => getPublicSignature(client, t), { shouldRetryOnError: false, revalidateOnFocus: false });
  const [codeSentAt, setCodeSentAt] = useState<string | null>(null);
  const [codesLeft, setCodesLeft] = useState<number | null>(null);
  const [code, setCode] = useState('');
  const [consent, setConsent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | undefined>();
  const [signedAt, setSignedAt] = useState<string | null>(null);

  if (signedAt) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{m.pageTitle}</h1>
        <InlineAlert tone="success">{m.done(formatDateTime(signedAt))}</InlineAlert>
      </div>
    );
  }
  if (error || (!isLoading && !data)) {
    const text = isHttpError(error) && error.status === 404 ? m.notFound : errorMessage(error, m.notFound);
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{m.pageTitle}</h1>
        <InlineAlert tone="danger">{text}</InlineAlert>
      </div>
    );
  }
  if (!data) {
    return (
      <div className={styles.page} aria-busy="true">
        <Spinner label={m.loading} />
      </div>
    );
  }

  const sentAt = codeSentAt ?? data.codeSentAt;
  const left = codesLeft ?? data.codesLeft;
  const askCode = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await requestSignatureCode(client, token);
      setCodeSentAt(answer.codeSentAt);
      setCodesLeft(answer.codesLeft);
    } catch (caught) {
      setFailure(errorMessage(caught, m.codeError));
    } finally {
      setBusy(false);
    }
  };
  const sign = async () => {
    setBusy(true);
    setFailure(null);
    setCodeError(undefined);
    try {
      const answer = await signWithCode(client, token, code.trim());
      setSignedAt(answer.signedAt);
    } catch (caught) {
      const message = errorMessage(caught, m.signError);
      if (isHttpError(caught) && caught.status === 422) setCodeError(message);
      else setFailure(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.agency}>{data.agencyName}</p>
        <h1 className={styles.title}>{m.heading(data.documentLabel)}</h1>
        <p>{m.intro(data.agencyName, data.signerName)}</p>
      </header>

      <section className={styles.step} aria-labelledby="sign-step-read">
        <h2 id="sign-step-read" className={styles.stepTitle}>{m.stepRead}</h2>
        <a className={styles.pdfLink} href={publicSignaturePdfHref(token)} target="_blank" rel="noopener">
          {m.openPdf(data.filename)}
        </a>
        <p className={styles.fingerprint}>
          {m.fingerprint} : <code>{data.documentSha256}</code>
        </p>
      </section>

      <section className={styles.step} aria-labelledby="sign-step-code">
        <h2 id="sign-step-code" className={styles.stepTitle}>{m.stepCode}</h2>
        <p>{m.codeText(data.emailHint)}</p>
        {sentAt && <p role="status">{m.codeSent(formatDateTime(sentAt))}</p>}
        <div>
          <Button icon="mail" onClick={() => void askCode()} disabled={busy || left <= 0}>
            {sentAt ? m.resendCode : m.sendCode}
          </Button>
        </div>
        <p className={styles.muted}>{m.codesLeft(left)}</p>
      </section>

      <section className={styles.step} aria-labelledby="sign-step-sign">
        <h2 id="sign-step-sign" className={styles.stepTitle}>{m.stepSign}</h2>
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void sign();
          }}
        >
          <TextField
            label={m.codeLabel}
            hint={m.codeHint}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={codeError}
            required
          />
          <Checkbox label={m.consent} checked={consent} onChange={(e) => setConsent(e.target.checked)} />
          <div>
            <Button type="submit" tone="primary" icon="check" disabled={busy || !consent || !/^\d{6}$/.test(code.trim())}>
              {m.sign}
            </Button>
          </div>
        </form>
      </section>

      {failure && <InlineAlert tone="danger">{failure}</InlineAlert>}
      <p className={styles.muted}>{m.legal}</p>
    </div>
  );
}
