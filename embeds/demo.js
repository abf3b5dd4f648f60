// The demo partner page's own script (served beside the widgets, so the page needs no inline script).
// Each form sets the attributes of its widget: a filled field sets the attribute, an empty one removes
// it, a checkbox sets or removes a bare boolean attribute. The back office's « Essayer sur la page de
// démonstration » opens this page with the widget and its attributes in the query.

const FORMS = [...document.querySelectorAll('form.controls')];
const TARGETS = { 'volant-quotation': 'quotation', 'volant-planning': 'planning', 'volant-ants-status': 'status' };

function apply(form) {
  const element = document.getElementById(form.dataset.for);
  for (const field of form.elements) {
    if (!field.name || field.name === 'themed') continue;
    const value = field.type === 'checkbox' ? (field.checked ? '' : null) : field.value.trim() || null;
    if (value === null) element.removeAttribute(field.name);
    else element.setAttribute(field.name, value);
  }
  const themed = form.elements.namedItem('themed');
  if (themed) element.classList.toggle('themed', themed.checked);
}

for (const form of FORMS) {
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    apply(form);
  });
}

const query = new URLSearchParams(location.search);

// The partner's layout around the widgets (block, flex or a `260px 1fr` grid), from ?layout= or the choice.
const layout = document.getElementById('layout');
function setLayout(value) {
  const known = [...layout.options].some((option) => option.value === value);
  document.body.dataset.layout = known ? value : 'block';
  layout.value = document.body.dataset.layout;
}
layout.addEventListener('change', () => setLayout(layout.value));
setLayout(query.get('layout') ?? 'block');
const target = TARGETS[query.get('widget') ?? ''];
if (target) {
  const form = document.querySelector(`form[data-for="${target}"]`);
  const element = document.getElementById(target);
  for (const [name, value] of query) {
    if (name === 'widget' || name === 'layout') continue;
    const field = form.elements.namedItem(name);
    if (field && field.type === 'checkbox') field.checked = true;
    else if (field) field.value = value;
    else element.setAttribute(name, value);
  }
  apply(form);
  element.scrollIntoView();
}

// Every widget event bubbles out of its shadow root to the document.
const log = document.getElementById('events');
for (const type of ['validated', 'slot-select', 'change', 'error']) {
  document.addEventListener(type, (event) => {
    const time = new Date().toLocaleTimeString('fr-FR');
    log.textContent = `${time}  ${event.target.localName} → ${type} ${JSON.stringify(event.detail)}\n${log.textContent}`;
  });
}
