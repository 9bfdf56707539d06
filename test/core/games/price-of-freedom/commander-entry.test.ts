import '../../../helpers/bundled-data.js';
import { expect } from '@open-wc/testing';
import {
  checkCommanderEntry,
  commanderLabel,
  commanderToolLinks,
  withCommanderEntry,
} from '../../../../src/core/games/price-of-freedom/commander-entry.js';
import { resolveCommanders } from '../../../../src/core/games/price-of-freedom/commanders.js';
import { COMMANDER_USER_DATA } from '../../../../src/core/games/price-of-freedom/user-data.js';
import { data } from './data-fixtures.js';

describe('Price of Freedom commander entries (ruling G1)', () => {
  const { commanders } = data();
  const empty = COMMANDER_USER_DATA.empty();

  it('names the five unnamed commanders as placeholders', () => {
    const unnamed = commanders.filter((c) => c.name === null).map((c) => commanderLabel(c));
    expect(unnamed).to.deep.equal([
      'Unnamed Confederate commander 1',
      'Unnamed Confederate commander 2',
      'Unnamed Confederate commander 3',
      'Unnamed Union commander 1',
      'Unnamed Union commander 2',
    ]);
    expect(commanderLabel({ id: 'lee', side: 'csa', name: 'R.E. Lee' })).to.equal('R.E. Lee');
  });

  it('accepts values the rulebook leaves empty', () => {
    expect(
      checkCommanderEntry(commanders, empty, 'grant', { adrm: 1, ddrm: 0, mam: 0 }),
    ).to.deep.equal([]);
    expect(
      checkCommanderEntry(commanders, empty, 'usa-unnamed-1', {
        name: 'Rosecrans',
        entryTurn: 3,
        theater: 'west',
      }),
    ).to.deep.equal([]);
  });

  it('rejects printed values, bad ranges, bad names and McClellan’s broken relation', () => {
    const check = (id: string, entry: Record<string, unknown>) =>
      checkCommanderEntry(commanders, empty, id, entry);
    expect(check('lee', { mam: 0 })[0]).to.contain('the rulebook gives his movement modifier');
    expect(check('lee', { name: 'Bobby' })[0]).to.contain('cannot be changed');
    expect(check('grant', { adrm: 2 })[0]).to.contain('−1, 0 or +1');
    expect(check('grant', { entryTurn: 9 })[0]).to.contain('1 to 8');
    expect(check('grant', { theater: 'north' })[0]).to.contain('East or West');
    expect(check('polk', { entryTurn: 3 })[0]).to.contain('known from the set-up');
    expect(check('usa-unnamed-1', { name: ' ' })[0]).to.contain('blank');
    expect(check('usa-unnamed-1', { name: 'Grant' })[0]).to.contain('already called “Grant”');
    expect(check('usa-unnamed-1', { name: 'x'.repeat(61) })[0]).to.contain('at most 60');
    expect(check('mcclellan', { adrm: 0, ddrm: 0 })[0]).to.contain('§16.5 example');
    expect(check('mcclellan', { adrm: -1, ddrm: 1 })).to.deep.equal([]);
    expect(check('nobody', {})[0]).to.contain('no commander');
    const named = withCommanderEntry(empty, 'usa-unnamed-1', { name: 'Rosecrans' });
    expect(
      checkCommanderEntry(commanders, named, 'usa-unnamed-2', { name: 'rosecrans' })[0],
    ).to.contain('already called');
  });

  it('records an entry without empty fields and removes it when cleared', () => {
    const one = withCommanderEntry(empty, 'grant', { adrm: 1, ddrm: null });
    expect(one).to.deep.equal({ commanders: { grant: { adrm: 1 } } });
    expect(withCommanderEntry(one, 'grant', null)).to.deep.equal({ commanders: {} });
    expect(withCommanderEntry(one, 'grant', { ddrm: null })).to.deep.equal({ commanders: {} });
    expect(withCommanderEntry(one, 'hood', { mam: 0 }).commanders).to.have.keys('grant', 'hood');
  });

  it('links known ratings into the tools; unknown ones give no link', () => {
    const data1 = withCommanderEntry(empty, 'grant', { adrm: 1, ddrm: 0 });
    const roster = resolveCommanders(commanders, data1).commanders;
    const by = (id: string) => {
      const c = roster.find((x) => x.id === id);
      if (!c) throw new Error(id);
      return commanderToolLinks(c);
    };
    expect(by('grant').map((l) => [l.tool, l.params])).to.deep.equal([
      [
        'battle',
        [
          ['attacker', 'usa'],
          ['a_cmdr', '1'],
        ],
      ],
      [
        'battle',
        [
          ['attacker', 'csa'],
          ['d_cmdr', '0'],
        ],
      ],
    ]);
    expect(by('hood').map((l) => l.params)).to.deep.equal([
      [
        ['attacker', 'usa'],
        ['d_cmdr', '-1'],
      ],
    ]);
    expect(by('lee').map((l) => l.tool)).to.deep.equal(['withdrawal', 'interception', 'movement']);
    expect(by('lee')[2]?.params).to.deep.equal([
      ['cmdr', 'lee'],
      ['mam', '1'],
    ]);
    expect(by('polk')).to.deep.equal([]);
  });
});
