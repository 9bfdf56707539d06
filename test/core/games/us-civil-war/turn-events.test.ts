import { expect } from '@open-wc/testing';
import { CAMPAIGN } from '../../../../src/core/games/us-civil-war/scenarios.js';
import { firstTurnOf } from '../../../../src/core/games/us-civil-war/turn-phases.js';
import { trackerScenario } from '../../../../src/core/games/us-civil-war/tracker-scenarios.js';
import {
  seasonOf,
  TRACK_NOTES,
  turnEvents,
} from '../../../../src/core/games/us-civil-war/turn-events.js';

const campaign = trackerScenario('s4-1861');
const s2 = trackerScenario('s2');

describe('The U.S. Civil War turn events', () => {
  it('lists the rulebook’s additional Turn Record Track information on its turns', () => {
    if (!campaign) throw new Error('no campaign');
    for (const n of TRACK_NOTES) {
      const texts = turnEvents({ turn: n.turn, game: campaign, kentucky: 'union' }).map(
        (e) => e.text,
      );
      expect(texts).to.include(n.text);
    }
  });

  it('6.4.1: names the four Heartland states as burning starts in 1863, and what cannot burn', () => {
    if (!campaign) throw new Error('no campaign');
    const burn = turnEvents({ turn: firstTurnOf(1863), game: campaign, kentucky: 'union' }).find(
      (e) => e.rule === '6.4.1',
    );
    expect(burn?.text).to.contain(
      '(Mississippi, Alabama, Georgia and South Carolina) valued 2 or more',
    );
    expect(burn?.text).to.contain('not one already holding a Union Control marker');
    expect(burn?.text).to.contain('A hex worth 1 loses only its Arsenals.');
  });

  it('holds the election only in the Campaign Game', () => {
    if (!campaign || !s2) throw new Error('no games');
    const t = CAMPAIGN.election.turn;
    expect(
      turnEvents({ turn: t, game: campaign, kentucky: 'union' }).some((e) => e.rule === 'S4.3'),
    ).to.equal(true);
    expect(
      turnEvents({ turn: t, game: s2, kentucky: 'union' }).some((e) => e.rule === 'S4.3'),
    ).to.equal(false);
  });

  it('knows the stated winter without a track, and the track’s season and leaders with one', () => {
    if (!s2) throw new Error('no S2');
    expect(seasonOf({ turn: 4, game: s2, kentucky: 'union' })).to.equal('Winter');
    expect(seasonOf({ turn: 5, game: s2, kentucky: 'union' })).to.equal(null);
    const f = {
      turn: 5,
      game: s2,
      kentucky: 'union' as const,
      box: {
        season: 'spring' as const,
        changes: [
          { kind: 'arrival' as const, general: 'Grant' },
          { kind: 'promotion' as const, general: 'Grant' },
          { kind: 'removal' as const, general: 'Pope' },
        ],
        note: 'West',
      },
    };
    expect(seasonOf(f)).to.equal('Spring');
    const texts = turnEvents(f).map((e) => e.text);
    expect(texts).to.include(
      'Turn Record Track: Arrivals: Grant; Promotions: Grant; Removals: Pope.',
    );
    expect(texts).to.include('Turn Record Track note: West');
  });
});
