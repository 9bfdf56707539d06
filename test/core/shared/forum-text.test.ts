import { expect } from '@open-wc/testing';
import { forumText, type ForumRoll } from '../../../src/core/shared/forum-text.js';
import { resolveTool } from '../../../src/core/shared/tool-inputs.js';
import { shotTool } from '../../helpers/fixture-tools.js';

/** The shot tool with strength 1 and cover, rolled a 5: 5 + 1 − 1 = 5, a hit. */
function roll(source: ForumRoll['source']): ForumRoll {
  const inputs = { sm: 1, cover: true, close: false, interrupt: false };
  return {
    gameTitle: 'Test Game',
    tool: shotTool,
    inputs,
    ...resolveTool(shotTool, [[5]], inputs),
    odds: shotTool.odds(inputs),
    source,
    link: 'https://example.test/test/shot/?sm=1&cover=1&seed=abc',
  };
}

describe('forum text', () => {
  it('writes a roll in plain text: game, tool, situation, dice, each modifier with its rule, total, result, odds, source, link', () => {
    const text = forumText(roll({ kind: 'app', seed: 'abc' }), 'text');
    expect(text.split('\n')).to.deep.equal([
      'Test Game · Shot (Test rule 1)',
      'Situation: Strength: 1 (T1.1); Target in cover: yes (T1.2)',
      'rolled 5 on 1d6',
      '  +1 Strength (T1.1)',
      '  −1 Cover (T1.2)',
      '  total 5',
      `Result: ${text.split('\n')[6]!.slice('Result: '.length)}`,
      text.split('\n')[7]!,
      'Rolled on one device (seed abc). The link shows the arithmetic; it does not prove fairness, since the roller could have chosen the seed.',
      'https://example.test/test/shot/?sm=1&cover=1&seed=abc',
    ]);
    expect(text).to.match(/Result: Hit/);
    expect(text).to.match(/Chance of this result: \d+(\.\d)?%/);
  });

  it('writes Markdown that keeps labels literal and the link clickable, with a two-party status', () => {
    const md = forumText(
      roll({ kind: 'two-party', token: 'res-x', status: 'Two-party roll, verified: yes.' }),
      'markdown',
    );
    expect(md).to.contain('**Test Game · Shot (Test rule 1)**');
    expect(md).to.contain('- **Result: Hit');
    expect(md).to.contain('  - −1 Cover (T1.2)');
    expect(md).to.contain('Two-party roll, verified: yes.');
    expect(md).to.contain('<https://example.test/test/shot/?sm=1&cover=1&seed=abc>');
  });

  it('says the dice were entered at the table, and a situation at its defaults', () => {
    const r = { ...roll({ kind: 'entered' }), inputs: {} };
    const text = forumText(r, 'text');
    expect(text).to.contain('Situation: every setting at its default');
    expect(text).to.contain('entered by hand');
  });
});
