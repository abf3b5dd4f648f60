/** A contextual tutorial (GET /tutorials/group): shown on the screens whose route or menu it names. */
export interface Tutorial {
  id: number;
  title: string;
  url: string;
  /** Route path it belongs to (e.g. `/apprenants`); null: not tied to a route. */
  route: string | null;
  /** Value of the `menu` query parameter it belongs to (learner tabs); null: any. */
  menu: number | null;
}

/** Spec part 1 §2: tutorials filtered by the current route, or by the menu query parameter when present. */
export function tutorialsFor(tutorials: readonly Tutorial[], pathname: string, search: string): Tutorial[] {
  const menu = new URLSearchParams(search).get('menu');
  const path = `/${pathname.split('/').filter(Boolean).join('/')}`;
  return tutorials.filter((tutorial) => {
    if (menu !== null && tutorial.menu !== null) return String(tutorial.menu) === menu;
    return tutorial.route !== null && (path === tutorial.route || path.startsWith(`${tutorial.route.replace(/\/$/, '')}/`));
  });
}
