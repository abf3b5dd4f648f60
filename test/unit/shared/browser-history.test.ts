import '../../setup/dom';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAppHistory, createPath, parsePath } from '../../../src/shared/router/history';

describe('the browser history of the back office', () => {
  it('parses and builds paths like the history package', () => {
    assert.deepEqual(parsePath('/apprenants?page=2#haut'), { pathname: '/apprenants', search: '?page=2', hash: '#haut' });
    assert.deepEqual(parsePath('?page=3'), { search: '?page=3' });
    assert.equal(createPath({ pathname: '/devis', search: 'page=2', hash: 'x' }), '/devis?page=2#x');
    assert.equal(createPath({ pathname: '/devis', search: '?', hash: '#' }), '/devis');
  });

  it('pushes and replaces entries, keeps the state and tells its listeners', () => {
    window.history.replaceState(null, '', '/depart');
    const history = createAppHistory(window);
    assert.equal(history.location.pathname, '/depart');
    const seen: string[] = [];
    const stop = history.listen(({ action, location }) => seen.push(`${action} ${location.pathname}${location.search}`));
    history.push('/apprenants?page=2', { from: 'menu' });
    assert.equal(window.location.pathname, '/apprenants');
    assert.deepEqual(history.location.state, { from: 'menu' });
    const before = history.location;
    assert.equal(history.location, before, 'the location is one object until the next navigation');
    history.push('?page=3');
    assert.equal(history.location.pathname, '/apprenants', 'a search-only target keeps the path');
    history.replace({ pathname: '/devis', search: '?status=1' });
    assert.equal(window.location.pathname + window.location.search, '/devis?status=1');
    stop();
    history.push('/ailleurs');
    assert.deepEqual(seen, ['PUSH /apprenants?page=2', 'PUSH /apprenants?page=3', 'REPLACE /devis?status=1']);
    assert.equal(history.createHref({ pathname: '/a', search: 'b=1' }), '/a?b=1');
  });

  it('follows the browser’s back and forward buttons (popstate)', () => {
    window.history.replaceState(null, '', '/un');
    const history = createAppHistory(window);
    history.push('/deux', { n: 2 });
    let popped = '';
    history.listen(({ action, location }) => (popped = `${action} ${location.pathname}`));
    window.history.replaceState({ usr: { n: 1 }, key: 'k1' }, '', '/un');
    window.dispatchEvent(new PopStateEvent('popstate', { state: { usr: { n: 1 }, key: 'k1' } }));
    assert.equal(popped, 'POP /un');
    assert.deepEqual(history.location.state, { n: 1 });
    assert.equal(history.location.key, 'k1');
  });
});
