import { expect } from '@open-wc/testing';
import {
  SAVED_ARMIES_KIND,
  armySelection,
  brigadeCost,
  divisionCost,
  priceArmy,
} from '../../../../src/core/games/altar-of-freedom/index.js';
import type { SavedArmy } from '../../../../src/core/games/altar-of-freedom/index.js';
import { SavedArmiesSchema } from '../../../../src/core/games/altar-of-freedom/saved-armies.js';
import { parseWith } from '../../../../src/core/shared/parse-with.js';
import { SCRIPTED, messages } from '../../../helpers/plain-text.js';

const ARMY: SavedArmy = {
  id: 'a1',
  name: 'Army of the Cumberland',
  size: 'small',
  updatedAt: '2026-11-20T10:00:00.000Z',
  divisions: Array.from({ length: 4 }, (_, i) => ({
    name: `Division ${i + 1}`,
    brigades: [
      { name: 'A', arm: 'infantry' as const, sm: 1 },
      { name: 'B', arm: 'infantry' as const, sm: 0 },
      { name: 'C', arm: 'infantry' as const, sm: 0 },
      { name: 'D', arm: 'artillery' as const, sm: 0 },
    ],
  })),
  generals: [
    { name: 'Rosecrans', pp: 8, traits: ['cautious'] },
    { name: 'Thomas', pp: 9, traits: ['stalwart', 'revered'] },
  ],
};

describe('Altar of Freedom saved armies (App. V)', () => {
  it('prices brigades and divisions (L1987–1992)', () => {
    expect([
      brigadeCost('infantry'),
      brigadeCost('cavalry'),
      brigadeCost('artillery'),
    ]).to.deep.equal([1, 2, 2]);
    expect(divisionCost([])).to.equal(0);
    expect(divisionCost(ARMY.divisions[0]?.brigades ?? [])).to.equal(5);
  });

  it('turns a saved army into a selection priceArmy checks', () => {
    const sel = armySelection(ARMY);
    expect(sel.corpsGenerals).to.equal(1);
    expect(sel.generals).to.deep.equal([
      { pp: 8, traits: 1 },
      { pp: 9, traits: 2 },
    ]);
    const price = priceArmy(sel);
    // 12 infantry + 4 artillery × 2 + 1 corps general × 3 = 23.
    expect(price.cost).to.equal(23);
    expect(price.cost).to.equal(
      ARMY.divisions.reduce((s, d) => s + divisionCost(d.brigades), 0) + 3,
    );
    expect(price.smTotal).to.equal(4);
    expect(price.valid, JSON.stringify(price.messages)).to.equal(true);
  });

  it('accepts saved armies and rejects malformed ones, naming the field', () => {
    expect(parseWith(SAVED_ARMIES_KIND.schema, { armies: [ARMY] }).ok).to.equal(true);
    expect(parseWith(SAVED_ARMIES_KIND.schema, SAVED_ARMIES_KIND.empty()).ok).to.equal(true);
    const bad = (change: Partial<SavedArmy>) =>
      parseWith(SAVED_ARMIES_KIND.schema, { armies: [{ ...ARMY, ...change }] });
    const sm4 = bad({
      divisions: [{ name: 'X', brigades: [{ name: 'Y', arm: 'infantry', sm: 4 }] }],
    });
    expect(sm4.ok).to.equal(false);
    if (!sm4.ok) expect(sm4.issues[0]?.path).to.equal('armies[0].divisions[0].brigades[0].sm');
    expect(bad({ generals: [] }).ok).to.equal(false);
    expect(bad({ size: 'huge' as SavedArmy['size'] }).ok).to.equal(false);
    expect(bad({ generals: [{ name: 'G', pp: 3, traits: ['dour', 'dour'] }] }).ok).to.equal(false);
    expect(parseWith(SAVED_ARMIES_KIND.schema, { armies: [ARMY, ARMY] }).ok).to.equal(false);
  });

  it('keeps a division’s exceptional nomination (App. IV, Exceptional Divisions), absent meaning no', () => {
    const marked: SavedArmy = {
      ...ARMY,
      divisions: ARMY.divisions.map((d, i) => (i === 0 ? { ...d, exceptional: true } : d)),
    };
    const parsed = parseWith(SAVED_ARMIES_KIND.schema, { armies: [marked] });
    expect(parsed.ok).to.equal(true);
    if (parsed.ok) expect(parsed.value.armies[0]?.divisions[0]?.exceptional).to.equal(true);
    expect(armySelection(marked).divisions.map((d) => d.exceptional)).to.deep.equal([
      true,
      false,
      false,
      false,
    ]);
    expect(priceArmy(armySelection(marked)).counts.exceptional).to.equal(1);
    const bad = parseWith(SAVED_ARMIES_KIND.schema, {
      armies: [{ ...ARMY, divisions: [{ name: 'X', brigades: [], exceptional: 'yes' }] }],
    });
    expect(bad.ok).to.equal(false);
  });
});

const army = (names: { army?: string; division?: string; brigade?: string; general?: string }) => ({
  armies: [
    {
      id: 'a1',
      name: names.army ?? 'Army of the Tennessee',
      size: 'small',
      updatedAt: '2026-11-20T10:00:00.000Z',
      divisions: [
        {
          name: names.division ?? '1st Division',
          brigades: [{ name: names.brigade ?? 'Iron Brigade', arm: 'infantry', sm: 0 }],
        },
      ],
      generals: [{ name: names.general ?? 'Grant', pp: 5, traits: [] }],
    },
  ],
});

describe('plain text in player-entered fields', () => {
  it('army, division, brigade and general names refuse markup, each by its path', () => {
    expect(parseWith(SavedArmiesSchema, army({})).ok).to.equal(true);
    const bad = SCRIPTED[0] ?? '<';
    expect(messages(parseWith(SavedArmiesSchema, army({ army: bad })))).to.deep.equal([
      'armies[0].name: The army’s name must not contain < or >.',
    ]);
    expect(messages(parseWith(SavedArmiesSchema, army({ division: bad })))).to.deep.equal([
      'armies[0].divisions[0].name: A division’s name must not contain < or >.',
    ]);
    expect(messages(parseWith(SavedArmiesSchema, army({ brigade: bad })))).to.deep.equal([
      'armies[0].divisions[0].brigades[0].name: A brigade’s name must not contain < or >.',
    ]);
    expect(messages(parseWith(SavedArmiesSchema, army({ general: bad })))).to.deep.equal([
      'armies[0].generals[0].name: A general’s name must not contain < or >.',
    ]);
  });
});
