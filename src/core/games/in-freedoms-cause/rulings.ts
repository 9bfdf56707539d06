/**
 * In Freedom's Cause: every ruling the app applies (spec §8–9), as data the tools and the rulings
 * page show. The rulings themselves are data, kept in files by subject (morale, movement, the
 * model of the generated tables, the coop/solo engine); the numbers their text shows are filled
 * from the rules data. Tool notes cite their ids.
 */
import { rulingsFromData } from '../../shared/ruling-rows.js';
import type { Ruling } from '../../shared/ruling.js';
import { signed } from '../../shared/signed.js';
import { CASUALTY_BRACKETS, bracketText } from './casualty-brackets.js';
import { DEFEND_CHARGE } from './charge-data.js';
import { DEPLOYMENT } from './coop-data.js';
import { MORALE_TEST } from './morale-data.js';
import { CHARGE_BONUS, inchText } from './movement-data.js';
import COMMAND_RULINGS from './rulings-command.json' with { type: 'json' };
import COOP_RULINGS from './rulings-coop.json' with { type: 'json' };
import FIRE_RULINGS from './rulings-fire.json' with { type: 'json' };
import MODEL_RULINGS from './rulings-model.json' with { type: 'json' };
import MORALE_RULINGS from './rulings-morale.json' with { type: 'json' };
import MOVEMENT_RULINGS from './rulings-movement.json' with { type: 'json' };
import { WOODS } from './terrain.js';

export const RULINGS: readonly Ruling[] = rulingsFromData(
  [
    ...MORALE_RULINGS,
    ...MOVEMENT_RULINGS,
    ...FIRE_RULINGS,
    ...COMMAND_RULINGS,
    ...MODEL_RULINGS,
    ...COOP_RULINGS,
  ],
  {
    MORALE: MORALE_TEST.rule,
    PENALTY: signed(MORALE_TEST.retestPenalty),
    bracketsNamed: CASUALTY_BRACKETS.filter((b) => b.named)
      .map(bracketText)
      .join(' and '),
    bracketsOffered: CASUALTY_BRACKETS.map(bracketText).join(', '),
    foot: inchText(CHARGE_BONUS.foot),
    mounted: inchText(CHARGE_BONUS.mounted),
    edge: inchText(WOODS.edgeInches),
    defendRatio: DEFEND_CHARGE.ratio,
    defendWithin: inchText(DEFEND_CHARGE.withinInches),
    COOP: 'Cooperative and Solo Play Mode',
    brigadeCap: String(DEPLOYMENT.brigadeCap),
  },
);
