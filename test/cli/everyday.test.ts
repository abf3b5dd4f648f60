// The everyday commands of `volant` against a real reference server: sign-in, raw calls, profiles
// and the exit codes of each failure kind.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { after, before, describe, test } from 'node:test';
import { startServer, type RunningServer } from '../e2e/harness';
import { cliHome, type CliHome } from './harness';

let server: RunningServer;
let home: CliHome;
const creds = () => ['--base-url', server.url, '--user', 'gerant@volant.test', '--password', 'volant-demo'];

before(async () => {
  server = await startServer();
  home = await cliHome();
});
after(async () => {
  await server?.stop();
  await home?.cleanup();
});

describe('sign-in and session', () => {
  test('login keeps the session: whoami then works with the base URL only, logout ends it', async () => {
    const login = await home.run(['login', ...creds()]);
    assert.equal(login.code, 0, login.stderr);
    assert.match(login.stderr, /Connecté à .* en tant que gerant@volant\.test/);

    const whoami = await home.run(['whoami', '--base-url', server.url]);
    assert.equal(whoami.code, 0, whoami.stderr);
    assert.match(whoami.stdout, /Gérard Lemaire <gerant@volant\.test>/);
    assert.match(whoami.stdout, /Agences : Orléans Centre, Blois, Tours/);

    const json = await home.run(['--json', 'whoami', '--base-url', server.url]);
    assert.equal(JSON.parse(json.stdout).email, 'gerant@volant.test');

    const logout = await home.run(['logout', '--base-url', server.url]);
    assert.equal(logout.code, 0);
    assert.match(logout.stderr, /Déconnexion effectuée avec succès/);
    const after = await home.run(['whoami', '--base-url', server.url]);
    assert.equal(after.code, 3);
    assert.match(after.stderr, /Pas de session ouverte/);
  });

  test('credentials from VOLANT_* variables; a wrong password exits 3 with one line and no stack', async () => {
    const ok = await home.run(['whoami'], { env: { VOLANT_BASE_URL: server.url, VOLANT_USER: 'secretariat@volant.test', VOLANT_PASSWORD: 'volant-demo' } });
    assert.equal(ok.code, 0, ok.stderr);
    assert.match(ok.stdout, /Sophie Renaud/);
    const wrong = await home.run(['whoami', '--base-url', server.url, '--user', 'gerant@volant.test', '--password', 'faux']);
    assert.equal(wrong.code, 3);
    assert.equal(wrong.stderr.trim(), 'Connexion refusée : identifiant ou mot de passe incorrect.');
    const refused = await home.run(['whoami', '--base-url', server.url, '--user', 'refuse@volant.test', '--password', 'volant-demo']);
    assert.equal(refused.code, 3);
    assert.match(refused.stderr, /Connexion refusée pour ce compte/);
  });
});

describe('raw calls', () => {
  test('get prints the JSON-LD collection; post with bad JSON is a usage error; a 422 exits 1 with the message', async () => {
    const list = await home.run(['--json', 'get', '/billing/tvas?itemsPerPage=2', ...creds()]);
    assert.equal(list.code, 0, list.stderr);
    const body = JSON.parse(list.stdout);
    assert.equal(body['@type'], 'hydra:Collection');
    assert.equal(body['hydra:member'].length, 2);

    const bad = await home.run(['post', '/billing/tvas', '{"label":', ...creds()]);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /pas un JSON valide/);

    const invalid = await home.run(['post', '/billing/tvas', '{"label":"Sans taux"}', ...creds()]);
    assert.equal(invalid.code, 1);
    assert.match(invalid.stderr, /^Le serveur a répondu 422 : /);
    assert.doesNotMatch(invalid.stderr, /\n\s+at /, 'no stack trace without --verbose');
  });
});

describe('failures', () => {
  test('an unknown command or option exits 2', async () => {
    const unknown = await home.run(['frobnicate']);
    assert.equal(unknown.code, 2);
    assert.equal(unknown.stderr, 'erreur : commande inconnue « frobnicate »\n(volant --help pour l’aide)\n');
    const typo = await home.run(['smok']);
    assert.match(typo.stderr, /^erreur : commande inconnue « smok »\n\(Vouliez-vous dire smoke \?\)/);
    const option = await home.run(['whoami', '--nope']);
    assert.equal(option.code, 2);
    assert.match(option.stderr, /^erreur : option inconnue « --nope »/);
    const missing = await home.run(['quotations', 'show']);
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /^erreur : argument obligatoire manquant « id »/);
    assert.equal((await home.run(['whoami', '--base-url', 'pas-une-url'])).code, 2);
  });

  test('an unreachable environment exits 3; a non-Volant (non-JSON) answer exits 3 naming it', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const freePort = (closed.address() as { port: number }).port;
    await new Promise((resolve) => closed.close(resolve));
    const down = await home.run(['whoami', '--base-url', `http://127.0.0.1:${freePort}`, '--user', 'x', '--password', 'y']);
    assert.equal(down.code, 3);
    assert.equal(down.stderr.trim(), `Impossible de joindre http://127.0.0.1:${freePort} : connexion refusée (le serveur est-il démarré ?).`);

    const html = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>nope</html>'));
    await new Promise<void>((resolve) => html.listen(0, '127.0.0.1', resolve));
    const port = (html.address() as { port: number }).port;
    try {
      const res = await home.run(['whoami', '--base-url', `http://127.0.0.1:${port}`, '--user', 'x', '--password', 'y']);
      assert.equal(res.code, 3);
      assert.match(res.stderr, /ne répond pas comme un environnement Volant/);
    } finally {
      html.close();
    }
  });

  test('TLS failures exit 3: a self-signed certificate, or HTTPS spoken to a plain HTTP port', async () => {
    const fixtures = new URL('./fixtures/', import.meta.url);
    const tls = createHttpsServer({ key: readFileSync(new URL('self-signed.key', fixtures)), cert: readFileSync(new URL('self-signed.crt', fixtures)) }, (_req, res) => res.end('{}'));
    await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
    const port = (tls.address() as { port: number }).port;
    try {
      const selfSigned = await home.run(['whoami', '--base-url', `https://127.0.0.1:${port}`, '--user', 'x', '--password', 'y']);
      assert.equal(selfSigned.code, 3);
      assert.equal(selfSigned.stderr.trim(), `Impossible de joindre https://127.0.0.1:${port} : certificat TLS refusé (DEPTH_ZERO_SELF_SIGNED_CERT).`);
    } finally {
      tls.close();
    }
    const plain = await home.run(['whoami', '--base-url', server.url.replace('http:', 'https:'), '--user', 'x', '--password', 'y']);
    assert.equal(plain.code, 3);
    assert.match(plain.stderr, /^Impossible de joindre https:\/\/127\.0\.0\.1:\d+ : échec de la connexion TLS \(ERR_SSL_WRONG_VERSION_NUMBER\) : le serveur parle-t-il HTTPS sur ce port \?\.\n$/);
  });

  test('a slow server hits --timeout and exits 3', async () => {
    const slow = createServer(() => undefined);
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const port = (slow.address() as { port: number }).port;
    try {
      const res = await home.run(['whoami', '--timeout', '300', '--base-url', `http://127.0.0.1:${port}`, '--user', 'x', '--password', 'y']);
      assert.equal(res.code, 3);
      assert.match(res.stderr, /pas de réponse après 300 ms/);
    } finally {
      slow.closeAllConnections();
      slow.close();
    }
  });
});

describe('profiles', () => {
  test('add, list, use a profile; commands then need no --base-url', async () => {
    assert.equal((await home.run(['profiles', 'add', 'local', '--base-url', server.url, '--user', 'gerant@volant.test'])).code, 0);
    const list = await home.run(['profiles', 'list']);
    assert.match(list.stdout, /\* local {2}http:\/\/[\w.]+:\d+ {2}\(gerant@volant\.test\)/);
    const whoami = await home.run(['whoami'], { env: { VOLANT_PASSWORD: 'volant-demo' } });
    assert.equal(whoami.code, 0, whoami.stderr);
    assert.match(whoami.stdout, /gerant@volant\.test/);
    assert.equal((await home.run(['whoami', '--profile', 'inconnu'])).code, 2);
  });
});
