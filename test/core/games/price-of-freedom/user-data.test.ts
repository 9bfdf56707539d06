import { expect } from '@open-wc/testing';
import { exportUserData, importUserData } from '../../../../src/core/shared/index.js';
import { parseWith } from '../../../../src/core/shared/parse-with.js';
import {
  COMMANDER_USER_DATA,
  CommanderEntrySchema,
} from '../../../../src/core/games/price-of-freedom/user-data.js';
import { messages } from '../../../helpers/plain-text.js';

describe('Price of Freedom commander user data (ruling G1)', () => {
  it('exports and imports through the shared user-data envelope', () => {
    const entered = {
      commanders: {
        hood: { adrm: 0 as const, mam: -1 as const },
        'csa-unnamed-1': { name: 'Bragg' },
      },
    };
    const file = exportUserData(COMMANDER_USER_DATA, entered, '2024-01-01T00:00:00Z');
    const back = importUserData(COMMANDER_USER_DATA, JSON.stringify(file));
    expect(back).to.deep.equal({ ok: true, value: entered });
    expect(COMMANDER_USER_DATA.empty()).to.deep.equal({ commanders: {} });
    const bad = exportUserData(
      COMMANDER_USER_DATA,
      { commanders: { hood: { adrm: 3 } } } as never,
      'x',
    );
    expect(importUserData(COMMANDER_USER_DATA, JSON.stringify(bad)).ok).to.equal(false);
  });
});

describe('plain text in player-entered fields', () => {
  it('commander names refuse markup', () => {
    expect(parseWith(CommanderEntrySchema, { name: 'Buell' }).ok).to.equal(true);
    expect(messages(parseWith(CommanderEntrySchema, { name: '<b>Buell</b>' }))).to.deep.equal([
      'name: A commander’s name must not contain < or >.',
    ]);
  });
});
