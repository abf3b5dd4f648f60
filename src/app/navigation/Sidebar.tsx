import { useEffect, useState, type MouseEvent } from 'react';
import { Link } from '../../shared/router/Link';
import { useLocation } from '../../shared/router/context';
import { Icon } from '../../shared/ui/Icon';
import { cx } from '../../shared/ui/cx';
import { shellMessages } from '../messages';
import { activeMenuPath, isPlanningRoute, parentOfPath, toggleOpenParent, type MenuEntry } from './menu';
import * as styles from './Sidebar.css';

export interface SidebarProps {
  menu: readonly MenuEntry[];
  collapsed: boolean;
  onToggle: () => void;
}

function preventWhenDisabled(disabled: boolean) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (disabled) event.preventDefault();
  };
}

function EntryLink({ entry, collapsed, nested, activePath }: { entry: MenuEntry; collapsed: boolean; nested: boolean; activePath: string | null }) {
  const className = cx(styles.item, nested && !collapsed && styles.child);
  const content = (
    <>
      <Icon name={entry.icon} size={18} />
      {!collapsed && <span className={styles.label}>{entry.title}</span>}
      {!collapsed && entry.newTab && <Icon name="external" size={14} />}
    </>
  );
  const common = {
    className,
    // Long titles are cut by the sidebar's width: the tooltip shows them whole.
    title: entry.title,
    'aria-label': collapsed || entry.newTab ? `${entry.title}${entry.newTab ? ` ${shellMessages.opensInNewTab}` : ''}` : undefined,
    'aria-disabled': entry.disabled || undefined,
    onClick: preventWhenDisabled(entry.disabled),
    tabIndex: entry.disabled ? -1 : undefined,
  };
  if (entry.href) {
    return (
      <a {...common} href={entry.href} target={entry.newTab ? '_blank' : undefined} rel="noopener noreferrer">
        {content}
      </a>
    );
  }
  if (entry.newTab && entry.path) {
    // One of our own screens in its own tab (spec part 1 §2: the planning): a named tab, so a second
    // click brings that tab back instead of opening one more (same origin: no opener to cut).
    return (
      <a {...common} href={entry.path} target={`volant-${entry.key}`}>
        {content}
      </a>
    );
  }
  return (
    <Link {...common} to={entry.path ?? '/'} end={entry.path !== activePath}>
      {content}
    </Link>
  );
}

/** The side navigation (spec part 1 §2): one parent submenu open at a time, collapsible. */
export function Sidebar({ menu, collapsed, onToggle }: SidebarProps) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState<string | null>(() => parentOfPath(menu, pathname));
  const activePath = activeMenuPath(menu, pathname);

  useEffect(() => {
    const parent = parentOfPath(menu, pathname);
    if (parent) setOpen(parent);
  }, [menu, pathname]);

  const logo = (
    <span className={styles.logo}>{collapsed ? 'V' : shellMessages.appName}</span>
  );

  return (
    <nav className={cx(styles.sidebar, collapsed && styles.collapsed)} aria-label={shellMessages.mainNavigation}>
      <div className={styles.header}>
        {!collapsed &&
          (isPlanningRoute(pathname) ? (
            <Link to="/" className={styles.logo} aria-label={shellMessages.home}>
              {shellMessages.appName}
            </Link>
          ) : (
            logo
          ))}
        <button
          type="button"
          className={styles.toggle}
          onClick={onToggle}
          aria-expanded={!collapsed}
          aria-label={collapsed ? shellMessages.expand : shellMessages.collapse}
        >
          <Icon name={collapsed ? 'chevronsRight' : 'chevronsLeft'} size={18} />
        </button>
      </div>
      <ul className={styles.list}>
        {menu.map((entry) => (
          <li key={entry.key}>
            {entry.break && <div className={styles.separator} role="separator" />}
            {entry.submenu.length > 0 ? (
              <>
                <button
                  type="button"
                  className={styles.item}
                  aria-expanded={open === entry.key}
                  aria-controls={`submenu-${entry.key}`}
                  aria-disabled={entry.disabled || undefined}
                  title={collapsed ? entry.title : undefined}
                  aria-label={collapsed ? entry.title : undefined}
                  onClick={() => setOpen((current) => toggleOpenParent(current, entry.key))}
                >
                  <Icon name={entry.icon} size={18} />
                  {!collapsed && <span className={styles.label}>{entry.title}</span>}
                  {!collapsed && <Icon name={open === entry.key ? 'chevronUp' : 'chevronDown'} size={14} />}
                </button>
                {open === entry.key && (
                  <ul id={`submenu-${entry.key}`} className={styles.list}>
                    {entry.submenu.map((child) => (
                      <li key={child.key}>
                        <EntryLink entry={child} collapsed={collapsed} nested activePath={activePath} />
                      </li>
                    ))}
                  </ul>
                )}
              </>
            ) : (
              <EntryLink entry={entry} collapsed={collapsed} nested={false} activePath={activePath} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
