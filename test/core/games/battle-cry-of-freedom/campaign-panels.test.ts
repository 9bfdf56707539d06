import { expect } from '@open-wc/testing';
import {
  generalTables,
  notices,
  trackCounters,
  turnSteps,
  victoryEntries,
} from '../../../../src/core/games/battle-cry-of-freedom/campaign-panels.js';
import { GENERAL_LIMIT } from '../../../../src/core/games/battle-cry-of-freedom/campaign-generals.js';
import { createCampaign } from '../../../../src/core/games/battle-cry-of-freedom/campaign-start.js';
import type { CampaignSnapshot } from '../../../../src/core/games/battle-cry-of-freedom/campaign-types.js';
import { CP_CAPS } from '../../../../src/core/games/battle-cry-of-freedom/cp-track.js';
import {
  phaseADraw,
  PHASES,
  SIDES,
  THEATERS,
} from '../../../../src/core/games/battle-cry-of-freedom/phases.js';
import { requireScenario } from '../../../../src/core/games/battle-cry-of-freedom/scenarios.js';
import {
  CITY_THEATER,
  VICTORY_CITIES,
} from '../../../../src/core/games/battle-cry-of-freedom/victory-data.js';
import type { WithHistory } from '../../../../src/core/shared/tracker-history.js';

type S = WithHistory<CampaignSnapshot>;
const game = (slug: string, over: Partial<CampaignSnapshot> = {}): S => ({
  ...createCampaign(slug),
  ...over,
});

describe('Battle Cry of Freedom campaign panels', () => {
  it('shows both command point tracks at the scenario’s values against their caps (Glossary › Command Points)', () => {
    for (const slug of ['campaign', 'deck-two']) {
      const counters = trackCounters(game(slug));
      expect(counters.map((c) => c.value)).to.deep.equal(
        SIDES.map((side) => requireScenario(slug).cp[side]),
      );
      expect(counters.map((c) => c.limit)).to.deep.equal(SIDES.map((side) => CP_CAPS[side]));
    }
  });

  it('gives each track its Phase A draw, fewer for the Confederate per city fallen', () => {
    const fallen = VICTORY_CITIES.slice(0, 1);
    const counters = trackCounters(game('campaign', { fallen }));
    SIDES.forEach((side, i) => {
      expect(counters[i]!.detail).to.contain(`Phase A draw ${phaseADraw(side, fallen.length)}`);
    });
    expect(phaseADraw('confederate', 1)).to.be.below(phaseADraw('confederate', 0));
  });

  it('marks the current phase among the twelve, with the button that ends it', () => {
    const s = game('campaign');
    const t = turnSteps(s, requireScenario('campaign'))!;
    expect(t.steps.length).to.equal(PHASES.length);
    const current = t.steps.filter((x) => x.state === 'current');
    expect(current.length).to.equal(1);
    expect(current[0]!.label).to.contain(`${s.phase}.`);
    expect(t.done.event).to.deep.equal({ type: 'next-phase' });
    expect(
      turnSteps(game('campaign', { phase: 'L' }), requireScenario('campaign'))!.done.label,
    ).to.equal('End the turn');
    expect(turnSteps(game('gettysburg'), requireScenario('gettysburg'))).to.equal(null);
  });

  it('lists each side’s generals per theater against the limit, each with To hand', () => {
    const s = game('campaign');
    const tables = generalTables(s);
    expect(tables.length).to.equal(SIDES.length * THEATERS.length);
    for (const t of tables) {
      expect(t.title).to.contain(`of ${GENERAL_LIMIT.infantry} infantry`);
      expect(t.rows.length).to.be.greaterThan(0);
      for (const r of t.rows) expect(r.actions?.[0]?.event.type).to.equal('remove-general');
    }
  });

  it('keeps the Confederate’s generals in a closed theater (Glossary › Victory Condition Cities)', () => {
    const west = VICTORY_CITIES.filter((c) => CITY_THEATER[c] === 'west');
    const s = game('campaign', { fallen: west });
    const table = generalTables(s).find((t) => t.id === 'generals-confederate-west')!;
    expect(table.rows.length).to.be.greaterThan(0);
    expect(table.rows.some((r) => r.done === 'must stay: swap him below')).to.equal(true);
    expect(
      notices(s, requireScenario('campaign'))
        .map((n) => n.text)
        .join(' '),
    ).to.contain('West is closed');
  });

  it('Glossary › Victory Condition Cities: counts the Confederate short in a closed theater, and in Phase G lets him say he holds no general to bring in (ruling G42)', () => {
    const west = VICTORY_CITIES.filter((c) => CITY_THEATER[c] === 'west');
    const fewer = (s: ReturnType<typeof game>) => ({
      ...s,
      generals: s.generals
        .filter((g) => g.side === 'union' || g.theater !== 'west')
        .concat(
          s.generals.filter((g) => g.side === 'confederate' && g.theater === 'west').slice(0, 1),
        ),
    });
    const union = fewer(game('campaign', { fallen: west })).generals.filter(
      (g) => g.side === 'union' && g.theater === 'west',
    ).length;
    expect(union).to.be.greaterThan(1);
    const texts = (s: ReturnType<typeof game>) => notices(s, requireScenario('campaign'));
    const before = texts(fewer(game('campaign', { fallen: west, phase: 'D' })));
    const line = before.find((n) => n.text.includes('must bring in'));
    expect(line?.text).to.contain(`must bring in ${union - 1} more`);
    expect(line?.text).to.contain('in Phase G');
    expect(line?.actions).to.equal(undefined);
    const inG = texts(fewer(game('campaign', { fallen: west, phase: 'G' })));
    const act = inG.find((n) => n.text.includes('must bring in'))?.actions?.[0];
    expect(act?.event).to.deep.equal({ type: 'no-general-to-match', theater: 'west' });
  });

  it('offers both draws in Phase A and the opening card’s duty at the start', () => {
    const start = notices(game('campaign'), requireScenario('campaign'));
    const opening = requireScenario('campaign').opening!;
    expect(start.map((n) => n.text).join(' ')).to.contain(opening.card);
    const a = notices(game('campaign', { phase: 'A', turn: 2 }), requireScenario('campaign'));
    const draw = a.find((n) => n.actions?.some((x) => x.event.type === 'standard-draw'));
    expect(draw?.text).to.contain(`Union draws ${phaseADraw('union', 0)}`);
  });

  it('offers a capture for each victory city still standing, none at Gettysburg', () => {
    const fallen = VICTORY_CITIES.slice(0, 1);
    const entries = victoryEntries(game('campaign', { fallen }), requireScenario('campaign'));
    const captures = entries.flatMap((e) => e.actions ?? []).map((a) => a.event);
    expect(captures).to.deep.equal(
      VICTORY_CITIES.filter((c) => c !== VICTORY_CITIES[0]).map((city) => ({
        type: 'capture-city',
        city,
      })),
    );
    const g = victoryEntries(game('gettysburg'), requireScenario('gettysburg'));
    expect(g.flatMap((e) => e.actions ?? [])).to.deep.equal([]);
  });
  it('holds Phase G in its order with a Union done button (Detailed Sequence of Play › G.1)', () => {
    const c = requireScenario('campaign');
    const s = game('campaign', { phase: 'G' });
    const line = notices(s, c).find((e) => e.text.startsWith('Phase G:'));
    expect(line?.text).to.contain('Union removes and places his generals first');
    expect(line?.actions?.map((a) => a.event)).to.deep.equal([{ type: 'union-done-placing' }]);
    const rebels = generalTables(s).find((t) => t.id === 'generals-confederate-east')!;
    expect(rebels.rows.length).to.be.greaterThan(0);
    for (const r of rebels.rows) expect(r.done).to.equal('after the Union');
    const done = game('campaign', { phase: 'G', unionPlaced: true });
    const after = notices(done, c).find((e) => e.text.startsWith('Phase G:'));
    expect(after?.text).to.contain('the Confederate removes and places');
    expect(after?.actions).to.equal(undefined);
    const union = generalTables(done).find((t) => t.id === 'generals-union-east')!;
    expect(union.rows.length).to.be.greaterThan(0);
    for (const r of union.rows) expect(r.done).to.equal('Union is done');
    expect(
      notices(game('campaign', { phase: 'H' }), c).some((e) => e.text.startsWith('Phase G:')),
    ).to.equal(false);
  });
});
