/**
 * Answers built whole: a JSON answer of a declared route that already carries every header the API's
 * middlewares would add after it (the documentation's `Link`, the JSON-LD type, `Vary`, the security
 * headers), as a plain record. @hono/node-server writes such a record straight to the socket, where a
 * `Headers` object — which each middleware touching `c.res.headers` creates — costs its validation,
 * sorting and copying on every answer (writes bench, issue 26). Those middlewares leave this very
 * Response alone; any other Response (an error answer, one rebuilt by a later middleware, one hono
 * merged with headers set before it) goes through them as before, and they add nothing twice.
 */
const whole = new WeakSet<Response>();

export function wholeAnswer(body: string, status: number, headers: Record<string, string>): Response {
  const answer = new Response(body, { status, headers });
  whole.add(answer);
  return answer;
}

/** Whether `res` is an answer built whole, its headers all set (see wholeAnswer). */
export function isWholeAnswer(res: Response): boolean {
  return whole.has(res);
}
