/**
 * Battle Cry of Freedom: setting a battle in the combat ledger, before its first card: the
 * generals the open campaign has in the battle's theater (brought in at once, with the stars the
 * rulebook or the player's card values give), and the panels shown only while it is being set.
 */
import { STARS } from './stars.js';
import { PENINSULA_AMPHIBIOUS } from './campaign-battle-cards.js';
import { THEATER_LABELS } from './sides.js';
import { resolveGeneral } from './card-entry.js';
import { GENERALS } from './generals.js';
import type { AddGeneral, LedgerContext, LedgerSnapshot } from './ledger-types.js';
import type { Side, Theater } from './sides.js';
import { phaseOf } from './phases.js';
import { DUCK_CAP, duckTheater } from './campaign-effects.js';

/**
 * The attack-card limits the linked campaign puts on this battle: Like a Duck Hit on the Head,
 * played last turn for the battle's theater (Confederate Player Notes › The Winning Edge, L525;
 * ruling G46). By card id, as the ledger's own limits.
 */
export function campaignLimits(s: LedgerSnapshot, ctx: LedgerContext): string[] {
  const theater = theaterOf(s);
  return ctx.campaign && theater && duckTheater(ctx.campaign) === theater ? ['duck'] : [];
}

/** Whether the battle is being set: a new ledger's first stage (an older one with no card yet). */
export function setting(s: LedgerSnapshot): boolean {
  return s.stage === 'setup' || (s.stage === undefined && s.cards.length === 0 && !s.example);
}

/** The battle's theater: its card's, or the one the player set. */
export function theaterOf(s: LedgerSnapshot): Theater | undefined {
  return s.battle.theater;
}

/**
 * The campaign's generals in the battle's theater not yet in the battle, as the events that bring
 * each in: a three-star card counts three stars both ways; a general the rulebook lists brings
 * his known (or entered) stars and arm.
 */
export function campaignGenerals(s: LedgerSnapshot, ctx: LedgerContext): AddGeneral[] {
  const theater = theaterOf(s);
  const camp = ctx.campaign;
  if (!camp || !theater) return [];
  return camp.generals
    .filter((g) => g.theater === theater && !s.generals.some((x) => x.name === g.name))
    .map((g): AddGeneral => {
      const card = GENERALS.find((x) => x.name === g.name && x.side === g.side);
      const r = card ? resolveGeneral(card.id, ctx.cards) : null;
      const three = g.threeStar ? STARS.max : null;
      return {
        type: 'add-general',
        ...(card && !s.generals.some((x) => x.id === card.id) ? { id: card.id } : {}),
        side: g.side,
        name: g.name,
        offense: three ?? r?.offense.value ?? null,
        defense: three ?? r?.defense.value ?? null,
        cavalry: g.cavalry,
      };
    });
}

/** Where the rulebook says nothing is done in one theater while a battle is fought in the other. */
export const OTHER_THEATER_PLACE = `${phaseOf('I').place}, 10`;

/**
 * Why a general of `side` named `name` may not join this battle, or null: the linked campaign has
 * him in play in the other theater, and nothing may be done there while this battle is fought
 * (no engaging him, not even his cavalry draw), unless a card brings him (Detailed Sequence of
 * Play › I. Combat Phase, 10). Without a campaign, or a battle with no theater, nothing is known.
 */
export function otherTheaterProblem(
  s: LedgerSnapshot,
  ctx: LedgerContext,
  side: Side,
  name: string,
  byCard: boolean,
): string | null {
  const theater = theaterOf(s);
  if (!theater || byCard || !ctx.campaign) return null;
  const there = ctx.campaign.generals.find(
    (g) => g.side === side && g.name === name && g.theater !== theater,
  );
  return there
    ? `${name} is in play in the ${THEATER_LABELS[there.theater]} in your campaign: nothing may be done in a theater while the battle is fought in the other, so he may not ${there.cavalry ? 'join or draw for his cavalry' : 'join it'} (${OTHER_THEATER_PLACE}). Tick “brought by a card” if a card brings him.`
    : null;
}

/** The setting's guide: the campaign's generals to bring in at once, and the other theater. */
export function setupLines(s: LedgerSnapshot, ctx: LedgerContext) {
  if (!setting(s)) return [];
  const theater = theaterOf(s);
  const fromCampaign = campaignGenerals(s, ctx);
  const lines: {
    text: string;
    actions?: {
      label: string;
      event:
        | { type: 'add-generals'; generals: AddGeneral[] }
        | { type: 'set-limits'; cards: readonly string[] };
      says: string;
      primary?: boolean;
    }[];
  }[] = [];
  if (fromCampaign.length > 0 && theater)
    lines.push({
      text: `The campaign’s generals in the ${THEATER_LABELS[theater]}: ${fromCampaign.map((g) => g.name).join(', ')}.`,
      actions: [
        {
          label: 'Bring them all in',
          primary: true,
          event: { type: 'add-generals', generals: fromCampaign },
          says: `${fromCampaign.length} generals join the battle.`,
        },
      ],
    });
  else if (!ctx.campaign)
    lines.push({
      text: 'Bring in each general present (a campaign open in the campaign tracker brings its generals in this theater in one tap).',
    });
  const owed = campaignLimits(s, ctx).filter((id) => !(s.battle.limits ?? []).includes(id));
  if (owed.length > 0 && theater)
    lines.push({
      text: `Like a Duck Hit on the Head, played last turn in your campaign: the Union plays at most ${DUCK_CAP} attack cards in this battle in the ${THEATER_LABELS[theater]} (ruling G46).`,
      actions: [
        {
          label: 'Set the limit',
          event: { type: 'set-limits', cards: [...(s.battle.limits ?? []), ...owed] },
          says: 'The limit is set.',
        },
      ],
    });
  if (s.battle.card === 'peninsula')
    lines.push({
      text: `Peninsula Campaign fought as Amphibious: before combat the Union returns ${PENINSULA_AMPHIBIOUS.cardsToDeckTop} non-General cards to the top of his Play Deck and engages ${PENINSULA_AMPHIBIOUS.generalsEngaged} generals (${PENINSULA_AMPHIBIOUS.place}). Overland: no cost, and the Confederate may block.`,
    });
  if (theater)
    lines.push({
      text: `While this battle is fought in the ${THEATER_LABELS[theater]}, nothing is done in the other theater: none of its generals engages, not even a cavalry general to draw (${OTHER_THEATER_PLACE}).`,
    });
  return lines;
}
