import { expect } from '@open-wc/testing';
import { TOOLS } from '../../../../src/core/games/price-of-freedom/index.js';
import { RULINGS } from '../../../../src/core/games/price-of-freedom/rulings.js';

describe('Price of Freedom rulings (spec §8)', () => {
  it('has the eight contradictions C1-C8 and unique ids', () => {
    expect(RULINGS.filter((r) => r.kind === 'contradiction').map((r) => r.id)).to.deep.equal([
      'C1',
      'C2',
      'C3',
      'C4',
      'C5',
      'C6',
      'C7',
      'C8',
    ]);
    const ids = RULINGS.map((r) => r.id);
    expect(new Set(ids).size).to.equal(ids.length);
  });

  it('every ruling a tool cites exists', () => {
    const ids = new Set(RULINGS.map((r) => r.id));
    for (const tool of TOOLS) {
      const texts = [
        ...(tool.notes ?? []).flatMap((n) => [n.text, n.rule]),
        ...tool.sides.flatMap((s) => [
          ...s.inputs.map((i) => i.rule ?? ''),
          ...s.modifiers.map((m) => m.note ?? ''),
        ]),
      ];
      for (const text of texts) {
        for (const match of text.matchAll(/\b([ACG]\d+)\b/g))
          expect(ids.has(match[1]!), `${tool.id}: ${match[1]}`).to.equal(true);
      }
    }
  });
});
