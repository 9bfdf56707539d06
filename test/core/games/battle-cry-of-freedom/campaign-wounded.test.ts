import { expect } from '@open-wc/testing';
import { GENERAL_LIMIT } from '../../../../src/core/games/battle-cry-of-freedom/campaign-generals.js';
import { REPLACEMENT_FORM } from '../../../../src/core/games/battle-cry-of-freedom/campaign-forms.js';
import { generalTables } from '../../../../src/core/games/battle-cry-of-freedom/campaign-panels.js';
import { applyCampaignEvent } from '../../../../src/core/games/battle-cry-of-freedom/campaign-reducer.js';
import { parseCampaignState } from '../../../../src/core/games/battle-cry-of-freedom/campaign-schema.js';
import { createCampaign } from '../../../../src/core/games/battle-cry-of-freedom/campaign-start.js';
import type {
  CampaignEvent,
  CampaignSnapshot,
} from '../../../../src/core/games/battle-cry-of-freedom/campaign-types.js';
import {
  REPLACEMENT_PLACE,
  replacementProblem,
  replacementsOwed,
  setAsideGenerals,
  WOUNDED_REPLACEMENT,
} from '../../../../src/core/games/battle-cry-of-freedom/campaign-wounded.js';
import { GETTYSBURG } from '../../../../src/core/games/battle-cry-of-freedom/combat-data.js';
import type { Side } from '../../../../src/core/games/battle-cry-of-freedom/phases.js';
import { RULINGS } from '../../../../src/core/games/battle-cry-of-freedom/rulings.js';
import { requireScenario } from '../../../../src/core/games/battle-cry-of-freedom/scenarios.js';
import type { WithHistory } from '../../../../src/core/shared/tracker-history.js';

type S = WithHistory<CampaignSnapshot>;
const run = (s: S, events: readonly CampaignEvent[]): S => events.reduce(applyCampaignEvent, s);
const POOLS = requireScenario('gettysburg').pools!;

/** Gettysburg set up: each side's first four infantry generals of the scenario's list in play. */
function setUp(): S {
  const place = (side: Side, name: string): CampaignEvent => ({
    type: 'place-general',
    side,
    theater: 'east',
    name,
    cavalry: false,
    byCard: false,
    homeChecked: true,
  });
  return run(createCampaign('gettysburg'), [
    ...POOLS.union.infantry.slice(0, POOLS.union.startInfantry).map((n) => place('union', n)),
    ...POOLS.confederate.infantry
      .slice(0, POOLS.confederate.startInfantry)
      .map((n) => place('confederate', n)),
  ]);
}

const idOf = (s: CampaignSnapshot, name: string) => s.generals.find((g) => g.name === name)!.id;
const wound = (s: S, name: string) =>
  applyCampaignEvent(s, { type: 'wound-general', id: idOf(s, name) });
const nextDay = (s: S) => applyCampaignEvent(s, { type: 'next-day' });
const replace = (s: S, side: Side, name: string) =>
  applyCampaignEvent(s, { type: 'replace-wounded', side, name });

describe('Battle Cry of Freedom Gettysburg wounded generals (Gettysburg Scenario › I. Set-Up, B.2)', () => {
  it('the rulebook’s numbers: one replacement per general wounded, on the day after', () => {
    expect(WOUNDED_REPLACEMENT).to.deep.equal({ perWounded: 1, daysAfter: 1 });
    expect(REPLACEMENT_PLACE).to.equal('Gettysburg Scenario › I. Set-Up, B.2');
    expect(GENERAL_LIMIT).to.deep.equal({ infantry: 4, cavalry: 1 });
  });

  it('B.2: a general wounded on day 1 leaves play and a set-aside general replaces him at the start of day 2', () => {
    const s = setUp();
    const reynolds = POOLS.union.infantry[2]!;
    const hurt = wound(s, reynolds);
    expect(hurt.generals.some((g) => g.name === reynolds)).to.equal(false);
    expect(hurt.wounded).to.deep.equal([{ name: reynolds, side: 'union', day: 1 }]);
    // Not on the day of the wound.
    expect(replacementProblem(hurt, 'union', 'Slocum')).to.contain('day before');
    const day2 = nextDay(hurt);
    expect(day2.note).to.contain(`${reynolds} wounded on day 1`);
    expect(replacementsOwed(day2, 'union').map((w) => w.name)).to.deep.equal([reynolds]);
    expect(replacementsOwed(day2, 'confederate')).to.deep.equal([]);
    const after = replace(day2, 'union', 'Slocum');
    const slocum = after.generals.find((g) => g.name === 'Slocum');
    expect(slocum).to.include({ side: 'union', theater: 'east', cavalry: false, byCard: false });
    expect(after.wounded?.[0]?.replacedBy).to.equal('Slocum');
    expect(replacementsOwed(after, 'union')).to.deep.equal([]);
    // Only one for the one wounded.
    expect(() => replace(after, 'union', 'Howard')).to.throw(RangeError, 'replaced all');
  });

  it('B: the replacement comes from the generals set aside at the set-up, never one who has been in play', () => {
    const s = setUp();
    const [first, second] = POOLS.union.infantry;
    expect(setAsideGenerals(s, 'union')).to.deep.equal(
      POOLS.union.infantry.slice(POOLS.union.startInfantry),
    );
    expect(setAsideGenerals(s, 'confederate')).to.deep.equal([
      ...POOLS.confederate.infantry.slice(POOLS.confederate.startInfantry),
      ...POOLS.confederate.cavalry,
    ]);
    const day2 = nextDay(wound(s, first!));
    expect(setAsideGenerals(day2, 'union')).not.to.include(first);
    expect(() => replace(day2, 'union', first!)).to.throw(RangeError, 'not among');
    expect(() => replace(day2, 'union', second!)).to.throw(RangeError, 'not among');
    expect(() => replace(day2, 'union', 'Burnside')).to.throw(RangeError, 'set aside');
  });

  it('B.2: no replacement past the normal limit of four infantry and one cavalry (Detailed Sequence of Play › G.2)', () => {
    // A general brought in by card on day 1 keeps the Union at four infantry.
    const s = run(wound(setUp(), 'Meade'), [
      {
        type: 'place-general',
        side: 'union',
        theater: 'east',
        name: 'Slocum',
        cavalry: false,
        byCard: true,
        homeChecked: true,
      },
    ]);
    const day2 = nextDay(s);
    const problem = replacementProblem(day2, 'union', 'Howard');
    expect(problem).to.contain(`${GENERAL_LIMIT.infantry} infantry generals`);
    expect(problem).to.contain('No replacement passes the normal limit');
    expect(() => replace(day2, 'union', 'Howard')).to.throw(RangeError, 'normal limit');
    // Once one leaves, the replacement fits again the same day.
    const room = wound(day2, 'Slocum');
    expect(replacementProblem(room, 'union', 'Howard')).to.equal(null);
    expect(replace(room, 'union', 'Howard').generals.some((g) => g.name === 'Howard')).to.equal(
      true,
    );
  });

  it('B, Exception: Stuart replaces a wounded Confederate only from the third day', () => {
    const stuart = POOLS.confederate.cavalry[0]!;
    const [lee, longstreet] = POOLS.confederate.infantry;
    const day2 = nextDay(wound(setUp(), lee!));
    expect(replacementProblem(day2, 'confederate', stuart)).to.contain(
      `from day ${GETTYSBURG.stuartDay}`,
    );
    const day3 = nextDay(wound(day2, longstreet!));
    expect(replacementProblem(day3, 'confederate', stuart)).to.equal(null);
    const after = replace(day3, 'confederate', stuart);
    expect(after.generals.find((g) => g.name === stuart)?.cavalry).to.equal(true);
  });

  it('B.2 (ruling G47): a wound of day 1 is not replaced on day 3', () => {
    const day3 = nextDay(nextDay(wound(setUp(), 'Hancock')));
    expect(replacementsOwed(day3, 'union')).to.deep.equal([]);
    expect(replacementProblem(day3, 'union', 'Slocum')).to.contain('No Union general');
    expect(RULINGS.some((r) => r.id === 'G47')).to.equal(true);
  });

  it('keeps wounds in the Gettysburg scenario only', () => {
    const c = createCampaign('campaign');
    expect(() => applyCampaignEvent(c, { type: 'wound-general', id: c.generals[0]!.id })).to.throw(
      RangeError,
      'Gettysburg',
    );
    expect(() =>
      applyCampaignEvent(c, { type: 'replace-wounded', side: 'union', name: 'Hancock' }),
    ).to.throw(RangeError, 'Gettysburg');
    const rows = generalTables(c).flatMap((t) => t.rows);
    expect(rows.length).to.be.greaterThan(0);
    for (const r of rows) expect(r.actions?.map((a) => a.label) ?? []).not.to.include('Wounded');
  });

  it('the general table offers “Wounded” at Gettysburg, and the new day’s form the set-aside generals', () => {
    const s = setUp();
    const rows = generalTables(s).flatMap((t) => t.rows);
    expect(rows.length).to.equal(POOLS.union.startInfantry + POOLS.confederate.startInfantry + 1);
    for (const r of rows) expect(r.actions?.map((a) => a.label)).to.include('Wounded');
    expect(REPLACEMENT_FORM.form(s, requireScenario('gettysburg'))).to.equal(null);
    const day2 = nextDay(wound(wound(s, 'Meade'), 'McLaws'));
    const form = REPLACEMENT_FORM.form(day2, requireScenario('gettysburg'));
    const field = form?.fields[0];
    expect(field?.kind).to.equal('select');
    const options = field?.kind === 'select' ? field.options.map((o) => o.label) : [];
    expect(options).to.deep.equal([
      ...setAsideGenerals(day2, 'union').map((n) => `Union: ${n}`),
      ...setAsideGenerals(day2, 'confederate').map((n) => `Confederate: ${n}`),
    ]);
    expect(form?.note).to.contain('Meade wounded on day 1');
    expect(form?.note).to.contain(`3 of ${GENERAL_LIMIT.infantry} infantry`);
    const asked = REPLACEMENT_FORM.submit(
      { general: 'union:Slocum' },
      day2,
      requireScenario('gettysburg'),
    );
    expect(asked).to.deep.include({
      event: { type: 'replace-wounded', side: 'union', name: 'Slocum' },
    });
  });

  it('reads a game saved with wounds, and one saved before they were kept', () => {
    const s = wound(setUp(), 'Meade');
    const saved = JSON.parse(JSON.stringify(s)) as unknown;
    expect(parseCampaignState(saved)?.wounded).to.deep.equal(s.wounded);
    const { wounded: _w, ...old } = createCampaign('gettysburg');
    const before = parseCampaignState({ ...old, history: [] });
    expect(before).not.to.equal(null);
    expect(before?.wounded).to.equal(undefined);
    expect(replacementsOwed({ ...before!, day: 2 }, 'union')).to.deep.equal([]);
    expect(parseCampaignState({ ...old, wounded: [{ name: 'Meade' }], history: [] })).to.equal(
      null,
    );
  });
});
