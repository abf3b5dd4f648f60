// The learners area in Chromium: the secretary's day with a new learner, from creation to archive.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import {
  dismissMissingItems,
  hasChromium,
  launchBrowser,
  newPage,
  screenshot,
  signIn,
  startServer,
  type RunningServer,
} from './harness';

const skip = !hasChromium() && 'Chromium not found';
let server: RunningServer;
let browser: Browser;
before(async () => {
  if (skip) return;
  server = await startServer();
  // The secretary's account is configured, as the account wizard (administration area) leaves it:
  // without it the guard sends her to configuration/configuration-compte on every screen.
  const db = new Database(server.dbFile);
  db.prepare('update users set is_config_general = 1 where email = ?').run('secretariat@volant.test');
  // Orléans switches the student application on, as a whole and for permis B (administration area).
  const orleans = db.prepare('select id from agencies where name = ?').pluck().get('Orléans Centre');
  const studentApp = db.prepare('select id from onboarding_applications where code = ?').pluck().get('student-app');
  const permisB = db.prepare('select id from trainings where code = ?').pluck().get('B');
  const activate = db.prepare('insert into training_applications (agency_id, application_id, training_id, is_active) values (?, ?, ?, 1)');
  activate.run(orleans, studentApp, null);
  activate.run(orleans, studentApp, permisB);
  db.close();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});


/** A one-page PDF as a scanner would produce (the upload checks the file's first bytes). */
const IDENTITY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Sections de la fiche' });
const alert = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();

test('the secretary creates a learner, registers, documents, groups, observes, contracts, archives and finds them again', { skip }, async () => {
  const { page, errors, close } = await newPage(browser, { viewport: { width: 1366, height: 900 } });
  await signIn(page, server.url, 'secretariat@volant.test');
  await dismissMissingItems(page);
  await page.goto(`${server.url}/apprenants`);
  await page.getByRole('heading', { name: 'Apprenants', level: 1 }).waitFor();

  // 1. Create the learner.
  await page.getByRole('button', { name: 'Nouvel apprenant' }).first().click();
  const create = page.getByRole('dialog', { name: 'Nouvel apprenant' });
  await create.getByLabel('Civilité').selectOption('Mme');
  await create.getByLabel(/^Nom/).fill('Fontaine');
  await create.getByLabel(/^Prénom/).fill('Capucine');
  await create.getByLabel('E-mail').fill('capucine.fontaine@exemple.test');
  await create.getByLabel('Téléphone').fill('06 45 12 78 90');
  await create.getByLabel('Date de naissance').fill('2007-06-14');
  await create.getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByRole('heading', { name: 'Capucine Fontaine' }).waitFor();
  const learnerPath = new URL(page.url()).pathname;

  // 2. Register her to a training, with the prior evaluation the contract needs.
  await tabs(page).getByRole('tab', { name: 'Formations', exact: true }).click();
  await page.getByRole('button', { name: 'Inscrire à une formation' }).click();
  const register = page.getByRole('dialog', { name: 'Inscrire à une formation' });
  await register.getByLabel(/^Formation/).selectOption({ label: 'Permis B' });
  await register.getByLabel('Spécialité').selectOption({ label: 'Boîte manuelle' });
  await register.getByRole('button', { name: 'Enregistrer' }).click();
  await alert(page, 'Inscription créée avec succès');
  await page.getByRole('cell', { name: /Permis B/ }).first().waitFor();
  await page.getByRole('button', { name: 'Nouvelle évaluation' }).click();
  const evaluation = page.getByRole('dialog', { name: 'Nouvelle évaluation' });
  await evaluation.getByLabel(/Volume prévu/).fill('25');
  await evaluation.getByRole('button', { name: 'Enregistrer' }).click();
  await alert(page, 'Évaluation enregistrée');
  // …and to the student application Orléans offers for permis B.
  await page.getByRole('button', { name: 'Inscrire à une application' }).click();
  const application = page.getByRole('dialog', { name: 'Inscrire à une application' });
  await application.getByLabel(/^Application/).selectOption({ label: 'Application élève — Permis B' });
  await application.getByRole('button', { name: 'Enregistrer' }).click();
  await alert(page, 'Inscription à l’application enregistrée.');
  await page.getByRole('table', { name: 'Applications' }).getByRole('cell', { name: 'Application élève', exact: true }).waitFor();

  // 3. Upload her identity document.
  await tabs(page).getByRole('tab', { name: 'Documents', exact: true }).click();
  await page.getByRole('button', { name: 'Ajouter un document' }).click();
  const upload = page.getByRole('dialog', { name: 'Ajouter un document' });
  await upload.getByLabel(/Type de document/).selectOption({ label: 'Pièce d’identité' });
  await upload.getByLabel(/^Fichier/).setInputFiles({ name: 'cni-capucine.pdf', mimeType: 'application/pdf', buffer: IDENTITY_PDF });
  await upload.getByRole('button', { name: 'Ajouter un document' }).click();
  await alert(page, 'Document ajouté');
  await page.getByRole('table', { name: 'Documents' }).getByText(/cni-capucine\.pdf/).waitFor();

  // 4. Add her to a group.
  await page.goto(`${server.url}/groupes`);
  await page.getByRole('button', { name: 'Modifier : Code du soir — Orléans' }).click();
  const group = page.getByRole('dialog', { name: 'Modifier le groupe' });
  await group.getByLabel(/Ajouter un apprenant/).fill('Fontaine');
  await group.getByRole('option', { name: /Capucine Fontaine/ }).click();
  await group.getByRole('list', { name: 'Apprenants' }).getByText('Capucine Fontaine').waitFor();
  await group.getByRole('button', { name: 'Enregistrer' }).click();
  await alert(page, 'Vos modifications ont bien été enregistrées.');
  await page.getByRole('button', { name: 'Voir les membres : Code du soir — Orléans' }).click();
  await page.getByRole('dialog', { name: 'Membres de « Code du soir — Orléans »' }).getByRole('link', { name: 'Capucine Fontaine' }).click();

  // 5. Write an observation.
  await page.waitForURL((url) => url.pathname === learnerPath);
  await tabs(page).getByRole('tab', { name: 'Suivi', exact: true }).click();
  await page.getByLabel('Nouvelle observation').fill('Première leçon : bonne maîtrise de l’embrayage, regards à travailler.');
  await page.getByRole('button', { name: 'Ajouter l’observation' }).click();
  await alert(page, 'Observation ajoutée');
  await page.getByRole('list', { name: 'Observations' }).getByText('Première leçon : bonne maîtrise de l’embrayage, regards à travailler.').waitFor();

  // 6. Create the contract, then sign it once validated.
  await tabs(page).getByRole('tab', { name: 'Contrats', exact: true }).click();
  await page.getByRole('button', { name: 'Nouveau contrat' }).click();
  const contract = page.getByRole('dialog', { name: 'Nouveau contrat' });
  await contract.getByText(/Agrément n° E1904500120/).waitFor();
  assert.equal(await contract.getByLabel(/Volume prévisionnel/).inputValue(), '25');
  assert.notEqual(await contract.getByLabel(/Prix de l’heure de conduite/).inputValue(), '');
  // The fees come from the agency's services flagged for the contract (she has no bill yet), the mediator from billing.
  assert.equal(await contract.getByLabel(/Frais d’inscription/).inputValue(), '100');
  assert.equal(await contract.getByLabel(/Formation théorique/).inputValue(), '30');
  assert.match(await contract.getByLabel(/Médiateur/).first().inputValue(), /^CM2C/);
  await screenshot(page, 'learners-contract-form');
  await contract.getByLabel(/Frais d’inscription/).fill('90');
  await contract.getByRole('button', { name: 'Enregistrer' }).click();
  await alert(page, 'Contrat créé avec succès');
  const section = page.getByRole('region', { name: /^Contrat CT-/ });
  await section.getByText('Brouillon').waitFor();
  // A draft is not offered for signature: the manager validates it first (as the manager's own screen does).
  assert.equal(await section.getByRole('button', { name: /^Signer : / }).count(), 0);
  const db = new Database(server.dbFile);
  db.prepare("update learner_contracts set status = 'validated', validated_at = ? where status = 'draft' and learner_id = (select id from learners where last_name = 'Fontaine' and first_name = 'Capucine')").run(new Date().toISOString());
  db.close();
  await page.reload();
  await section.getByText('Validé', { exact: true }).waitFor();
  await section.getByRole('button', { name: /^Signer : / }).click();
  const sign = page.getByRole('dialog', { name: /^Signer CT-/ });
  await sign.getByRole('button', { name: 'Signer' }).click();
  await alert(page, 'Contrat signé');
  await section.getByText('Signé', { exact: true }).waitFor();
  await screenshot(page, 'learners-contract-signed');

  // 7. Archive her, then find her with the archived filter.
  await page.getByRole('button', { name: 'Archiver' }).first().click();
  await page.getByRole('dialog', { name: 'Archiver l’apprenant' }).getByRole('button', { name: 'Archiver' }).click();
  await alert(page, 'Apprenant archivé');
  await page.goto(`${server.url}/apprenants`);
  await page.getByRole('searchbox', { name: 'Rechercher un apprenant' }).fill('Fontaine');
  await page.getByText('Aucun apprenant ne correspond à votre recherche ou à vos filtres.').waitFor();
  await page.getByRole('button', { name: /^Filtres/ }).click();
  await page.getByRole('group', { name: 'Filtres' }).getByLabel('Statut').selectOption({ label: 'Archivés' });
  await page.waitForURL((url) => url.searchParams.get('archived') === '1');
  const row = page.getByRole('table', { name: 'Apprenants' }).getByRole('row', { name: /FONTAINE Capucine/ });
  await row.getByText('Archivé').waitFor();
  await screenshot(page, 'learners-archived-found');
  assert.deepEqual(errors.filter((line) => !line.includes('status of 404')), []);
  await close();
});

test('the 5000-row mode keeps at most 100 row elements in the DOM while scrolling', { skip }, async () => {
  const { page, close } = await newPage(browser);
  await signIn(page, server.url, 'gerant@volant.test');
  await dismissMissingItems(page);
  await page.goto(`${server.url}/apprenants?itemsPerPage=5000`);
  const list = page.getByRole('list', { name: 'Apprenants' });
  await list.getByRole('listitem').first().waitFor();
  const counts: number[] = [];
  for (const top of [0, 800, 1600, 100_000]) {
    await list.evaluate((element, y) => element.scrollTo(0, y), top);
    await page.waitForFunction((y) => {
      const element = document.querySelector('[role="list"][aria-label="Apprenants"]');
      return element !== null && Math.abs(element.scrollTop - Math.min(y, element.scrollHeight - element.clientHeight)) < 2;
    }, top);
    counts.push(await list.getByRole('listitem').count());
  }
  assert.ok(counts.every((count) => count > 0 && count <= 100), `rows in the DOM: ${counts.join(', ')}`);
  const setsize = Number(await list.getByRole('listitem').first().getAttribute('aria-setsize'));
  assert.ok(setsize > counts[0]!, 'more learners than rendered rows');
  await close();
});
