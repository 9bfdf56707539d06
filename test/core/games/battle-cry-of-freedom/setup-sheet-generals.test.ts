import { expect } from '@open-wc/testing';
import { setupGeneralsSection } from '../../../../src/core/games/battle-cry-of-freedom/setup-sheet-generals.js';
import { GENERAL_LIMIT } from '../../../../src/core/games/battle-cry-of-freedom/campaign-generals.js';
import { SIDES, THEATERS } from '../../../../src/core/games/battle-cry-of-freedom/phases.js';
import {
  requireScenario,
  SCENARIOS,
} from '../../../../src/core/games/battle-cry-of-freedom/scenarios.js';
import type { SheetContent } from '../../../../src/core/shared/setup-sheet.js';

/** Every string inside `x` (runs, cells, paragraphs), joined. */
const plainText = (x: unknown): string =>
  typeof x === 'string'
    ? x
    : Array.isArray(x)
      ? x.map(plainText).join('')
      : x && typeof x === 'object'
        ? Object.values(x).map(plainText).join(' ')
        : '';

const tableOf = (content: readonly SheetContent[]) => {
  for (const c of content) if (c.kind === 'table') return c;
  throw new Error('no table');
};

describe('Battle Cry of Freedom set-up sheet: generals', () => {
  it('lists every general in play at the start with a tick box, by theater (Set-Up; Scenarios)', () => {
    const withGenerals = SCENARIOS.filter((s) => !s.pools);
    expect(withGenerals.length).to.be.greaterThan(0);
    for (const s of withGenerals)
      for (const side of SIDES) {
        const section = setupGeneralsSection(s, side);
        const table = tableOf(section.content);
        expect(table.checklist).to.equal('Placed');
        const names = THEATERS.flatMap((t) => s.generals[side][t]);
        expect(table.rows.length).to.equal(names.length);
        table.rows.forEach((row, i) => expect(plainText(row.head)).to.contain(names[i]!));
        expect(plainText(section.content.find((c) => c.kind === 'paragraph'))).to.contain(
          `${GENERAL_LIMIT.infantry} infantry and ${GENERAL_LIMIT.cavalry} cavalry`,
        );
      }
  });

  it('marks three-star generals as such (Deck Two Scenario › At Start)', () => {
    const s = requireScenario('deck-two');
    const star = s.threeStar[0]!;
    const side = SIDES.find((x) => THEATERS.some((t) => s.generals[x][t].includes(star)))!;
    const rows = tableOf(setupGeneralsSection(s, side).content).rows.map((r) => plainText(r.head));
    expect(rows).to.include(`${star} (three-star)`);
  });

  it('gives Gettysburg’s pools and how many start in play (Gettysburg Scenario › I. Set-Up)', () => {
    const s = requireScenario('gettysburg');
    for (const side of SIDES) {
      const pool = s.pools![side];
      const section = setupGeneralsSection(s, side);
      const text = plainText(section.content);
      for (const name of [...pool.cavalry, ...pool.infantry]) expect(text).to.contain(name);
      expect(text).to.contain(`any ${pool.startInfantry} infantry`);
      if (pool.cavalryFromDay) expect(text).to.contain(`from day ${pool.cavalryFromDay}`);
    }
  });
});
