import { expect } from '@open-wc/testing';
import {
  CHATTANOOGA_BY_CARD_GAIN,
  WASHINGTON_RECAPTURE as RECAPTURE_SPLIT,
} from '../../../../src/core/games/battle-cry-of-freedom/battle-cards.js';
import {
  CHATTANOOGA_BY_CARD,
  EMANCIPATION,
  WASHINGTON_RECAPTURE,
} from '../../../../src/core/games/battle-cry-of-freedom/campaign-effects.js';
import {
  EMANCIPATION_LATER_TURNS,
  UNION_RESOURCES,
} from '../../../../src/core/games/battle-cry-of-freedom/cards-resources-union.js';

describe('Battle Cry of Freedom pending effects', () => {
  it('reads the Emancipation Proclamation’s change and later turns from its card', () => {
    const ep = UNION_RESOURCES.find((c) => c.id === 'ep');
    expect(ep?.effect).to.deep.equal(EMANCIPATION.change);
    expect(EMANCIPATION.change).to.deep.equal({ union: 1, confederate: -1 });
    expect(EMANCIPATION.laterTurns).to.equal(EMANCIPATION_LATER_TURNS);
  });

  it('reads Washington’s recapture and Chattanooga’s point from the battle-card data', () => {
    expect(WASHINGTON_RECAPTURE.change).to.deep.equal({
      union: RECAPTURE_SPLIT.gain,
      confederate: 0,
    });
    expect(WASHINGTON_RECAPTURE.change).to.deep.equal({ union: 1, confederate: 0 });
    expect(CHATTANOOGA_BY_CARD.change).to.deep.equal({
      union: CHATTANOOGA_BY_CARD_GAIN,
      confederate: 0,
    });
  });
});
