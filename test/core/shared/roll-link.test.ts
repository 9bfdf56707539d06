import { expect } from '@open-wc/testing';
import {
  readRollLink,
  rollBreakdownText,
  rollFromSeed,
  rollRecord,
  writeRollLink,
} from '../../../src/core/shared/roll-link.js';
import { dicedTool, resolveTool } from '../../../src/core/shared/tool-inputs.js';
import type { RollTool } from '../../../src/core/shared/tool.js';
import { duelTool, shotTool } from '../../helpers/fixture-tools.js';

describe('roll link', () => {
  it('a seed rolls the same dice every time, one list per side', () => {
    const a = rollFromSeed(duelTool, 'abc');
    expect(a).to.have.length(2);
    expect(rollFromSeed(duelTool, 'abc')).to.deep.equal(a);
  });

  it('reads a shared seed back as the same roll, and writes it again', () => {
    const { shown, problems } = readRollLink(shotTool, [
      ['sm', '2'],
      ['seed', 'abc'],
    ]);
    expect(problems).to.deep.equal([]);
    expect(shown).to.deep.equal({
      naturals: rollFromSeed(shotTool, 'abc'),
      source: { kind: 'shared', seed: 'abc' },
    });
    expect(writeRollLink(shotTool, { sm: 2 }, shown)).to.deep.equal([
      ['sm', '2'],
      ['seed', 'abc'],
    ]);
  });

  it('reads entered dice that fit, and reports a bad seed or dice that do not fit', () => {
    expect(readRollLink(duelTool, [['dice', '3,5']]).shown?.naturals).to.deep.equal([[3], [5]]);
    const bad = readRollLink(duelTool, [['dice', '3,9']]);
    expect(bad.shown).to.equal(null);
    expect(bad.problems.map((p) => p.key)).to.deep.equal(['dice']);
    const seed = readRollLink(shotTool, [['seed', '<b>']]);
    expect(seed.shown).to.equal(null);
    expect(seed.problems[0]?.message).to.contain('malformed seed');
  });

  it('says each side’s roll in words and keeps the roll for the log', () => {
    const { rolls, resolution } = resolveTool(duelTool, [[4], [2]], { a_sm: 1 });
    expect(rollBreakdownText(duelTool, rolls)).to.equal(
      'Attacker: rolled 4, modifiers +1, total 5. Defender: rolled 2, modifiers ±0, total 2.',
    );
    const record = rollRecord({
      id: 'x',
      game: 'test',
      tool: duelTool,
      savedGameId: null,
      at: '2024-01-01T00:00:00.000Z',
      inputs: { a_sm: 1 },
      rolls,
      outcome: resolution.outcome.label,
      source: { kind: 'entered' },
    });
    expect(record?.others).to.have.length(1);
    expect(record?.source).to.equal('entered');
    expect(record).to.not.have.property('seed');
  });

  it('rolls, reads and resolves as many dice as the inputs set (diceFor)', () => {
    const base = shotTool.sides[0];
    if (!base) throw new Error('no side');
    const many: RollTool = {
      ...shotTool,
      sides: [{ ...base, diceFor: (i) => ({ count: Number(i['sm'] ?? 0) + 2, sides: 6 }) }],
    };
    expect(rollFromSeed(many, 'seed-1', { sm: 1 })[0]).to.have.length(3);
    expect(rollFromSeed(many, 'seed-1', { sm: 0 })[0]).to.have.length(2);
    expect(dicedTool(many, { sm: -1 }).sides[0]?.dice.count).to.equal(1);
    expect(
      readRollLink(many, [
        ['sm', '1'],
        ['dice', '1.2.3'],
      ]).shown?.naturals,
    ).to.deep.equal([[1, 2, 3]]);
    expect(
      readRollLink(many, [
        ['sm', '0'],
        ['dice', '1.2.3'],
      ]).shown,
    ).to.equal(null);
    const { rolls } = resolveTool(many, [[1, 2, 3]], { sm: 1 });
    expect([rolls[0]?.dice.count, rolls[0]?.naturalTotal]).to.deep.equal([3, 6]);
    expect(dicedTool(shotTool, {})).to.equal(shotTool);
  });
});
