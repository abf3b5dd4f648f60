import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { parsePath } from 'history';
import { useHistory, useLocation, useNavigate } from './context';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
  /** Active (aria-current="page") only on the exact path (default), or also on paths below it. */
  end?: boolean;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/** An anchor that navigates through the history on a plain left click and lets the browser handle the rest. */
export function Link({ to, replace, state, end = true, target, onClick, ...rest }: LinkProps) {
  const history = useHistory();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const toPath = parsePath(to).pathname ?? pathname;
  const base = toPath.replace(/\/$/, '');
  // The root link (`/`) is active on the root only: every path is « below » it.
  const active = end || base === '' ? pathname === toPath : pathname === toPath || pathname.startsWith(`${base}/`);

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event) || (target && target !== '_self')) return;
    event.preventDefault();
    navigate(to, { replace, state });
  }

  return (
    <a
      {...rest}
      href={history.createHref(to)}
      target={target}
      aria-current={active ? 'page' : undefined}
      onClick={handleClick}
    />
  );
}
