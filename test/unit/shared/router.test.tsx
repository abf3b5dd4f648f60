import '../../setup/dom';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, useLocation, useNavigate } from '../../../src/shared/router/context';
import { createTestHistory } from '../../../src/shared/router/history';
import { Link } from '../../../src/shared/router/Link';
import { href, matchPath } from '../../../src/shared/router/path';
import { mergeSearch, useSearchParams } from '../../../src/shared/router/search-params';

function withRouter(initialPath: string) {
  const history = createTestHistory(initialPath);
  const wrapper = ({ children }: { children: ReactNode }) => <RouterProvider history={history}>{children}</RouterProvider>;
  return { history, wrapper };
}

describe('matchPath and href', () => {
  it('matches patterns and decodes params', () => {
    assert.deepEqual(matchPath('/apprenants/{learnerId}', '/apprenants/42'), { learnerId: '42' });
    assert.deepEqual(matchPath('devis/{uuid}', '/devis/a%20b/'), { uuid: 'a b' });
    assert.deepEqual(matchPath('/role', '/role'), {});
    assert.deepEqual(matchPath('/avis-certifiés', '/avis-certifi%C3%A9s'), {}, 'the browser encodes accented paths');
    assert.equal(matchPath('/apprenants/{learnerId}', '/apprenants'), null);
    assert.equal(matchPath('/apprenants/{learnerId}', '/apprenants/4/contrats'), null);
    assert.equal(matchPath('/apprenants', '/organismes'), null);
  });

  it('matches a prefix with end: false', () => {
    assert.deepEqual(matchPath('/pieces-comptables', '/pieces-comptables/devis', { end: false }), {});
    assert.equal(matchPath('/pieces-comptables', '/planning', { end: false }), null);
  });

  it('builds URLs with encoded params and a query', () => {
    assert.equal(href('/apprenants/{learnerId}', { learnerId: 4 }, { menu: 2 }), '/apprenants/4?menu=2');
    assert.equal(href('pieces-comptables/devis/details-devis', {}, { id: 3, created: undefined }), '/pieces-comptables/devis/details-devis?id=3');
    assert.equal(href('/devis/{uuid}', { uuid: 'a/b' }), '/devis/a%2Fb');
    assert.throws(() => href('/devis/{uuid}', { uuid: '' }), /uuid/);
  });
});

describe('mergeSearch', () => {
  it('merges, replaces and removes parameters, keeping the others', () => {
    assert.equal(mergeSearch('?page=3&menu=2', { page: 1 }), '?page=1&menu=2');
    assert.equal(mergeSearch('?page=3&menu=2', { page: null, menu: '' }), '');
    assert.equal(mergeSearch('?status[]=1&x=y', { 'status[]': ['2', '3'] }), '?x=y&status[]=2&status[]=3');
  });
});

describe('router hooks', () => {
  it('useLocation follows navigations made with useNavigate', () => {
    const { history, wrapper } = withRouter('/planning');
    const { result } = renderHook(() => ({ location: useLocation(), navigate: useNavigate() }), { wrapper });
    assert.equal(result.current.location.pathname, '/planning');
    act(() => result.current.navigate('/role?x=1', { state: { from: 'planning' } }));
    assert.equal(result.current.location.pathname, '/role');
    assert.equal(result.current.location.search, '?x=1');
    assert.deepEqual(result.current.location.state, { from: 'planning' });
    act(() => result.current.navigate('/page-not-found', { replace: true }));
    act(() => history.back());
    assert.equal(result.current.location.pathname, '/planning');
  });

  it('useSearchParams reads the query and merges updates', () => {
    const { history, wrapper } = withRouter('/apprenants?menu=2&page=3#top');
    const { result } = renderHook(() => useSearchParams(), { wrapper });
    assert.equal(result.current[0].get('menu'), '2');
    act(() => result.current[1]({ page: null, simplesearch: 'Martin' }));
    assert.equal(history.location.search, '?menu=2&simplesearch=Martin');
    assert.equal(history.location.hash, '#top');
    assert.equal(result.current[0].get('simplesearch'), 'Martin');
  });

  it('throws outside a RouterProvider', () => {
    const original = console.error;
    console.error = () => undefined;
    try {
      assert.throws(() => renderHook(() => useLocation()), /RouterProvider/);
    } finally {
      console.error = original;
    }
  });
});

describe('Link', () => {
  it('navigates on a plain left click and marks the active link', () => {
    const { history, wrapper } = withRouter('/');
    render(
      <>
        <Link to="/apprenants">Apprenants</Link>
        <Link to="/organismes">Organismes</Link>
      </>,
      { wrapper },
    );
    const link = screen.getByText('Apprenants');
    assert.equal(link.getAttribute('href'), '/apprenants');
    assert.equal(link.getAttribute('aria-current'), null);
    fireEvent.click(link);
    assert.equal(history.location.pathname, '/apprenants');
    assert.equal(screen.getByText('Apprenants').getAttribute('aria-current'), 'page');
    assert.equal(screen.getByText('Organismes').getAttribute('aria-current'), null);
  });

  it('leaves modifier clicks and target=_blank to the browser', () => {
    const { history, wrapper } = withRouter('/');
    render(
      <>
        <Link to="/apprenants">Apprenants</Link>
        <Link to="/planning" target="_blank">Planning</Link>
      </>,
      { wrapper },
    );
    const ctrlClick = fireEvent.click(screen.getByText('Apprenants'), { ctrlKey: true });
    const blankClick = fireEvent.click(screen.getByText('Planning'));
    assert.equal(ctrlClick, true, 'default action not prevented');
    assert.equal(blankClick, true);
    assert.equal(history.location.pathname, '/');
  });

  it('is active below its path when end is false', () => {
    const { wrapper } = withRouter('/pieces-comptables/devis');
    render(<Link to="/pieces-comptables" end={false}>Pièces</Link>, { wrapper });
    assert.equal(screen.getByText('Pièces').getAttribute('aria-current'), 'page');
  });
});
