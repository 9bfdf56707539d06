import { expect } from '@open-wc/testing';
import {
  inputsOnly,
  readRecentTools,
  recentGames,
  recentToolHref,
  RECENT_TOOLS_MAX,
  withRecentTool,
  type RecentTool,
} from '../../src/routing/recent-tools.js';

const FIRING: RecentTool = {
  game: 'altar-of-freedom',
  tool: 'firing',
  params: [
    ['sm', '2'],
    ['cover', '1'],
  ],
  at: 3,
};
const BATTLE: RecentTool = { game: 'price-of-freedom', tool: 'battle', params: [], at: 2 };

describe('recent tools', () => {
  it('reopens a tool with its inputs', () => {
    expect(recentToolHref(FIRING)).to.equal('altar-of-freedom/firing/?sm=2&cover=1');
    expect(recentToolHref(BATTLE)).to.equal('price-of-freedom/battle/');
  });

  it('groups the recent tools by game, the game used last first', () => {
    const evasion: RecentTool = { game: 'altar-of-freedom', tool: 'evasion', params: [], at: 1 };
    expect(
      recentGames([evasion, BATTLE, FIRING]).map((g) => [g.game, g.tools.map((t) => t.tool)]),
    ).to.deep.equal([
      ['altar-of-freedom', ['firing', 'evasion']],
      ['price-of-freedom', ['battle']],
    ]);
    expect(recentGames([])).to.deep.equal([]);
  });

  it('keeps the inputs but not the roll on screen (seed, entered dice)', () => {
    expect(
      inputsOnly([
        ['sm', '2'],
        ['seed', 'abc'],
        ['dice', '3'],
      ]),
    ).to.deep.equal([['sm', '2']]);
  });

  it('puts the newest first, once per tool, and keeps at most the reserved number', () => {
    let list: RecentTool[] = [];
    list = withRecentTool(list, BATTLE);
    list = withRecentTool(list, FIRING);
    list = withRecentTool(list, { ...BATTLE, params: [['seed', 'x']], at: 4 });
    expect(list.map((e) => e.tool)).to.deep.equal(['battle', 'firing']);
    expect(list[0]?.params).to.deep.equal([]);
    for (const tool of ['close-combat', 'evasion', 'rally'])
      list = withRecentTool(list, { game: 'altar-of-freedom', tool, params: [], at: 5 });
    expect(list).to.have.length(RECENT_TOOLS_MAX);
  });

  it('reads what was stored, newest first', () => {
    expect(readRecentTools([BATTLE, FIRING]).map((e) => e.tool)).to.deep.equal([
      'firing',
      'battle',
    ]);
  });

  it('leaves out each bad entry and keeps the rest', () => {
    const stored: unknown[] = [
      null,
      'firing',
      { ...FIRING, game: 'chess' },
      { ...FIRING, tool: 'no-such-tool' },
      { ...FIRING, at: 'yesterday' },
      { ...FIRING, at: Number.NaN },
      { ...FIRING, params: [['sm', 2]] },
      { ...FIRING, params: [['sm']] },
      { ...FIRING, params: 'sm=2' },
      { ...FIRING, params: Array.from({ length: 65 }, () => ['a', 'b']) },
      { ...FIRING, params: [['x', 'y'.repeat(9000)]] },
      BATTLE,
      { ...BATTLE, at: 1 },
    ];
    expect(readRecentTools(stored)).to.deep.equal([BATTLE]);
  });

  it('reads anything that is not a list as no recent tools', () => {
    for (const stored of [undefined, null, 0, 'x', {}, { length: 2 }])
      expect(readRecentTools(stored)).to.deep.equal([]);
  });
});
