// django-cas-server (Debian's python3-django-cas-server) as an organisation runs it: a small Django
// project with the `cas_server` app and its default settings, Django's users (their `email` field is
// an attribute), and each application registered as a ServicePattern releasing the attributes named
// by its ReplaceAttributName rows. Started on a loopback port with Django's development server.
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../reliability/server';

/** Debian's Python, where python3-django-cas-server installs (not a virtualenv's or pyenv's). */
const PYTHON = process.env.VOLANT_TEST_PYTHON ?? '/usr/bin/python3';
const START_TIMEOUT_MS = 30_000;
const run = promisify(execFile);

export interface CasUser {
  username: string;
  password: string;
  email: string;
}

export interface DjangoCas {
  /** The CAS server's prefix, e.g. http://127.0.0.1:41234/cas (VOLANT_CAS_URL). */
  url: string;
  /** Registers an application: its service URLs (a regular expression) and the attributes released to it. */
  registerService(name: string, pattern: string, attributes: readonly string[]): Promise<void>;
  stop(): Promise<void>;
}

const SETTINGS = `SECRET_KEY = 'volant-test-only'
DEBUG = False
ALLOWED_HOSTS = ['127.0.0.1']
INSTALLED_APPS = [
    'django.contrib.admin', 'django.contrib.auth', 'django.contrib.contenttypes', 'django.contrib.sessions',
    'django.contrib.messages', 'django.contrib.staticfiles', 'cas_server',
]
MIDDLEWARE = [
    'django.contrib.sessions.middleware.SessionMiddleware', 'django.middleware.common.CommonMiddleware',
    'django.middleware.csrf.CsrfViewMiddleware', 'django.contrib.auth.middleware.AuthenticationMiddleware',
    'django.contrib.messages.middleware.MessageMiddleware', 'django.middleware.locale.LocaleMiddleware',
]
ROOT_URLCONF = 'urls'
TEMPLATES = [{
    'BACKEND': 'django.template.backends.django.DjangoTemplates', 'APP_DIRS': True,
    'OPTIONS': {'context_processors': [
        'django.template.context_processors.request', 'django.contrib.auth.context_processors.auth',
        'django.contrib.messages.context_processors.messages',
    ]},
}]
DATABASES = {'default': {'ENGINE': 'django.db.backends.sqlite3', 'NAME': 'cas.sqlite3'}}
STATIC_URL = '/static/'
USE_TZ = True
DEFAULT_AUTO_FIELD = 'django.db.models.AutoField'
`;

const URLS = `from django.urls import include, path
urlpatterns = [path('cas/', include('cas_server.urls', namespace='cas_server'))]
`;

const MANAGE = `import os, sys
from django.core.management import execute_from_command_line
os.environ.setdefault('DJANGO_SETTINGS_MODULE', 'settings')
execute_from_command_line(sys.argv)
`;

/** Whether Debian's Python can import django-cas-server (else the reason). */
export async function djangoCasMissing(): Promise<string | false> {
  try {
    await run(PYTHON, ['-c', 'import cas_server, django']);
    return false;
  } catch {
    return `django-cas-server not importable by ${PYTHON}: apt-get install python3-django-cas-server (.ci/run does)`;
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url);
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}

export async function startDjangoCas(users: readonly CasUser[]): Promise<DjangoCas> {
  const dir = await mkdtemp(join(tmpdir(), 'volant-django-cas-'));
  await Promise.all([
    writeFile(join(dir, 'settings.py'), SETTINGS),
    writeFile(join(dir, 'urls.py'), URLS),
    writeFile(join(dir, 'manage.py'), MANAGE),
  ]);
  const manage = (...args: string[]) => run(PYTHON, ['manage.py', ...args], { cwd: dir });
  /** Runs Python in Django's shell; values travel as JSON in the environment, never inside the code. */
  const shell = (code: string, data: unknown) =>
    run(PYTHON, ['manage.py', 'shell', '-c', `import json, os\ndata = json.loads(os.environ['VOLANT_DATA'])\n${code}`], {
      cwd: dir,
      env: { ...process.env, VOLANT_DATA: JSON.stringify(data) },
    });
  await manage('migrate', '--verbosity', '0');
  await shell(
    `from django.contrib.auth.models import User
for user in data:
    User.objects.create_user(user['username'], email=user['email'], password=user['password'])`,
    users,
  );

  const port = await freePort();
  const child = spawn(PYTHON, ['manage.py', 'runserver', `127.0.0.1:${port}`, '--noreload'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => { output += chunk.toString('utf8'); };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}/cas`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await answers(`${url}/login`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`django-cas-server did not start. Its output:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async registerService(name, pattern, attributes) {
      await shell(
        `from cas_server.models import ServicePattern, ReplaceAttributName
service = ServicePattern.objects.create(pos=ServicePattern.objects.count() + 1, name=data['name'], pattern=data['pattern'])
for attribute in data['attributes']:
    ReplaceAttributName.objects.create(name=attribute, service_pattern=service)`,
        { name, pattern, attributes },
      );
    },
    stop,
  };
}
