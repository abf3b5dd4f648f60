// No copied code in src/ and server/: no run of six or more identical lines stands in two places,
// but the copies named in docs/decisions.md (« Code structure », « Identical runs kept on purpose »
// and « Migrations are frozen »), listed here with their reason.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { identicalRuns, type IdenticalRun } from './identical-runs';
import { sourceTree } from './import-graph';

interface KeptRun {
  reason: string;
  /** Every place of the run is in one of these files. */
  files?: readonly string[];
  /** Every line of the run matches. */
  lines?: RegExp;
  /** One place of the run is in a file under this folder. */
  under?: string;
}

const KEPT: readonly KeptRun[] = [
  { reason: 'a migration is frozen history: it carries a copy of the business code and table types as of its writing', under: 'server/db/migrations/' },
  { reason: 'names imported from the shared/ui barrel, one a line', lines: /^(?:type )?[\w$]+,$/ },
  { reason: 'the permission table and its groups, read side by side against the spec', lines: /^'\w+',$/ },
  { reason: 'ListTable props spelled in each list screen, one a line', lines: /^(?:<\/Toolbar>|<ListTable|list=\{list\}|caption=\{m\.caption\}|columns=\{columns\}|loadError=\{m\.loadError\})$/ },
  { reason: 'the props every field destructures', files: ['src/shared/ui/ChoiceField.tsx', 'src/shared/ui/Combobox.tsx'] },
  { reason: 'same filter and table layout, different filters and texts', files: ['src/modules/dsr-gateway/components/LessonSlots.tsx', 'src/modules/private-operators/components/Registrations.tsx'] },
  { reason: 'same page head, different filters and texts', files: ['src/modules/dashboards/screens/AccountingDashboard.tsx', 'src/modules/dashboards/screens/DataDashboard.tsx'] },
  { reason: 'the create and edit submit handlers of the push form', files: ['src/modules/pushes/components/PushFormModal.tsx'] },
  { reason: 'two form types whose `set` a shared component could only reach through casts', files: ['src/modules/learners/components/TrainingModals.tsx'] },
  { reason: 'a plain FormActions with one button', files: ['src/modules/platform/components/SalesPanel.tsx', 'src/modules/users/screens/Profile.tsx'] },
  { reason: 'the document and payment reads join the same customer tables on two bases', files: ['server/resources/ledger/fec.ts'] },
];

const keptBy = (run: IdenticalRun): KeptRun | undefined =>
  KEPT.find((kept) =>
    (kept.files === undefined || run.places.every((place) => kept.files!.includes(place.file)))
    && (kept.lines === undefined || run.lines.every((line) => kept.lines!.test(line)))
    && (kept.under === undefined || run.places.some((place) => place.file.startsWith(kept.under!))),
  );

const describe = (run: IdenticalRun) => `${run.places.map((p) => `${p.file}:${p.from}-${p.to}`).join(' ~ ')}\n    ${run.lines.join('\n    ')}`;

test('no run of six identical lines stands twice in src/ and server/, but the copies kept on purpose', () => {
  const files = new Map([...sourceTree()].filter(([file]) => file.startsWith('src/') || file.startsWith('server/')));
  const copied = identicalRuns(files).filter((run) => keptBy(run) === undefined);
  assert.equal(copied.length, 0, `${copied.length} copied run(s): lift each into one shared piece, or name it with its reason in docs/decisions.md and KEPT\n${copied.map(describe).join('\n')}`);
});

test('the detector finds a run copied across files, past comments, imports and punctuation', () => {
  const body = ['const a = 1;', 'const b = 2;', '// a comment', 'if (a) {', '  call(a, b);', '}', 'const c = a + b;', 'const d = c * 2;', 'return d;'];
  const files = new Map([
    ['src/one.ts', ["import { x } from './x';", ...body].join('\n')],
    ['src/two.ts', ['const before = 0;', ...body.map((line) => `    ${line}`), 'const after = 1;'].join('\n')],
    ['src/short.ts', body.slice(0, 7).join('\n')],
  ]);
  const runs = identicalRuns(files);
  assert.equal(runs.length, 1);
  assert.deepEqual(runs[0]!.places, [
    { file: 'src/one.ts', from: 2, to: 10 },
    { file: 'src/two.ts', from: 2, to: 10 },
  ]);
  assert.equal(runs[0]!.lines.length, 7, 'comment and lone brace passed over');
  assert.deepEqual(identicalRuns(new Map([['src/one.ts', body.slice(0, 7).join('\n')], ['src/two.ts', body.slice(0, 7).join('\n')]])), [], 'five counted lines are not a copy');
});
