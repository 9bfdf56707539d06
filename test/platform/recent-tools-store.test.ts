import { expect } from '@open-wc/testing';
import {
  loadRecentTools,
  rememberTool,
  RECENT_TOOLS_KEY,
} from '../../src/platform/recent-tools-store.js';

describe('recent tools on the device', () => {
  beforeEach(() => {
    localStorage.removeItem(RECENT_TOOLS_KEY);
  });
  after(() => {
    localStorage.removeItem(RECENT_TOOLS_KEY);
  });

  it('remembers the last tools opened, with their inputs, newest first', () => {
    expect(loadRecentTools()).to.deep.equal([]);
    rememberTool('altar-of-freedom', 'firing', [['sm', '2']], 1);
    rememberTool('price-of-freedom', 'battle', [['seed', 'abc']], 2);
    expect(loadRecentTools()).to.deep.equal([
      { game: 'price-of-freedom', tool: 'battle', params: [], at: 2 },
      { game: 'altar-of-freedom', tool: 'firing', params: [['sm', '2']], at: 1 },
    ]);
  });

  it('ignores stored data it cannot read, and the next tool opened starts a good list', () => {
    localStorage.setItem(RECENT_TOOLS_KEY, '{not json');
    expect(loadRecentTools()).to.deep.equal([]);
    localStorage.setItem('hs-theme', 'dark');
    rememberTool('altar-of-freedom', 'rally', [], 1);
    expect(loadRecentTools().map((e) => e.tool)).to.deep.equal(['rally']);
    expect(localStorage.getItem('hs-theme')).to.equal('dark');
    localStorage.removeItem('hs-theme');
  });
});
