/**
 * Altar of Freedom: the rules' numeric constants (spec §2.3). Distances are inches at 6 mm
 * scale; multiply by the scale's range multiplier (see `scales.ts`). Lnnn = rulebook line.
 * A scenario's own numbers (Cedar Creek fog and looting, the Shiloh gunboat) are that scenario's
 * special-rule data under `scenarios/` and are read from there. Each constant here is read by the
 * code or the text that applies it; the test `constants.test.ts` holds the texts to them.
 */

/** A general moves 12″, at Priority and free at end of turn (Movement Rates, L691–703; L1428–1447). */
export const GENERAL_MOVE_INCHES = 12;

/** Zone of control: 2″ from an enemy brigade's front (Zone of Control, L722–739). */
export const ZOC_INCHES = 2;

/** Cavalry scouting: an enemy brigade within 6″ and in LOS must reveal its SM (L714–717). */
export const SCOUTING_INCHES = 6;

/** Reserve (road) movement needs at least this many brigades of one division in column (L757–759). */
export const RESERVE_MIN_BRIGADES = 2;

/** No reserve movement within 10″ of any enemy unit, LOS irrelevant (L763–766). */
export const RESERVE_ENEMY_EXCLUSION_INCHES = 10;

/** Infantry firing range, "skirmish fire" (Pour the Hot Lead, L855–858). */
export const INFANTRY_RANGE_INCHES = 2;

/** Artillery firing range (L859–862). */
export const ARTILLERY_RANGE_INCHES = 10;

/** Canister: artillery firing at this range or less gets `CANISTER_BONUS` (L861–862, L899). */
export const CANISTER_RANGE_INCHES = 2;

/** Canister bonus on the Firing Table (Cumulative Modifiers, L899). */
export const CANISTER_BONUS = 4;

/** Line of sight inside woods (Firing Table page, L872). */
export const WOODS_LOS_INCHES = 2;

/** A unit is in cover when at least this fraction of its base is in cover (L916–918). */
export const COVER_BASE_FRACTION = 0.5;

/** The most Fatigue markers a brigade can hold; one more breaks it (Fatigue, L1257–1259). */
export const MAX_FATIGUE_MARKERS = 4;

/** Fatigue markers are removed at the end of turn at 10″ or more from every enemy (L1260–1262, L1528–1531; ruling C3). */
export const FATIGUE_RECOVERY_INCHES = 10;

/** A successful evasion recoils this many base depths (L1236–1238; QRS L5784 says "up to"; ruling C6). */
export const EVASION_RECOIL_BD = 3;

/** A unit that rolls 1 to evade fights the close combat at this modifier (L1241–1244). */
export const EVASION_FAILED_CC = -1;

/** A unit that rolls 6 to evade stands and fights the close combat at this modifier (L1245–1248). */
export const EVASION_STOOD_CC = 1;

/** An artillery primary defender that loses a close combat may recoil at most 1 BD; more breaks it (L1269–1275). */
export const ARTILLERY_MAX_RECOIL_BD = 1;

/** Fate "rally to me": relocate the general within this distance (L1328–1330). */
export const FATE_RELOCATE_INCHES = 4;

/** Rally bonus: +1 with a general within 4″ and LOS (Rally Table, L1502). */
export const RALLY_GENERAL_INCHES = 4;

/** Rally bonus from a general within `RALLY_GENERAL_INCHES` (L1502). */
export const RALLY_GENERAL_BONUS = 1;

/** Revered: the rally bonus is +2 within 6″ and LOS instead (App. I, L1699–1700). */
export const RALLY_REVERED_INCHES = 6;

/** Revered rally bonus (App. I, L1699–1700). */
export const RALLY_REVERED_BONUS = 2;

/** A rallied brigade is placed within 4″ of its HQ, facing the enemy (L1498–1499, L1504–1507). */
export const RALLIED_PLACEMENT_INCHES = 4;

/** Saved PP at end of turn: 1 PP moves one brigade within 6″ and LOS of the general (L1465–1479). */
export const SAVED_PP_RADIUS_INCHES = 6;

/** A brigade moved by saved PP may not end within 2″ of an enemy (L1473–1474). */
export const SAVED_PP_ENEMY_INCHES = 2;

/** A replacement general is placed within 4″ of a brigade in his chain of command (L1574–1576). */
export const REPLACEMENT_PLACEMENT_INCHES = 4;

/** A replacement general has his predecessor's PP divided by this, rounded up, and no traits (L1576–1578). */
export const REPLACEMENT_PP_DIVISOR = 2;

/** A general may put at most his PP divided by this, rounded up, on the turn clock (L587–593). */
export const CLOCK_BID_DIVISOR = 2;

/** Night redeploy: recoil up to 12″ within the recoil arc (L1638–1642). */
export const NIGHT_REDEPLOY_INCHES = 12;

/** Night resupply: HQs relocate within 12″ (L1643–1644). */
export const NIGHT_HQ_INCHES = 12;

/** Energetic, Stalwart, Unflappable and Revered act within 6″ and LOS (App. I, L1655–1718). */
export const TRAIT_RADIUS_INCHES = 6;

/** Energetic removes up to this many Fatigue markers from one brigade (L1655–1658). */
export const ENERGETIC_MARKERS = 2;

/** Stalwart: a D6 of 5 or more saves a breaking brigade (L1706–1709). */
export const STALWART_TARGET = 5;

/** Stalwart: the saved brigade recoils 4 BD and gains a Fatigue marker (L1706–1709). */
export const STALWART_RECOIL_BD = 4;

/** Leads from the Rear: the general stays within 6″ of his HQ (L1685–1686). */
export const LEADS_FROM_REAR_HQ_INCHES = 6;

/** Quartermaster: each of his two HQs may move up to 4″ at end of turn (L1693–1694). */
export const QUARTERMASTER_HQ_INCHES = 4;

/** Hard Driving: reserve movement of 30″ instead of 20″ (L1671–1673). */
export const HARD_DRIVING_RESERVE_INCHES = 30;

/** Reckless Attacker: pursuit of up to 3 BD (L1695–1698). */
export const RECKLESS_PURSUIT_BD = 3;

/** Concealed markers are revealed within 10″ of an enemy unit or marker (App. IV, L1899–1902). */
export const CONCEALED_REVEAL_INCHES = 10;

/** Concealed markers: one dummy per this many divisions, CSA rounds up, USA down (L1890–1897). */
export const DIVISIONS_PER_DUMMY_MARKER = 4;
