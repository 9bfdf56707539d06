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
import type { Theater } from './sides.js';

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

/** The setting's guide: the campaign's generals to bring in at once, and what comes next. */
export function setupLines(s: LedgerSnapshot, ctx: LedgerContext) {
  if (!setting(s)) return [];
  const theater = theaterOf(s);
  const fromCampaign = campaignGenerals(s, ctx);
  const lines: {
    text: string;
    actions?: {
      label: string;
      event: { type: 'add-generals'; generals: AddGeneral[] };
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
      text: 'Bring in each general present below (or open your campaign in the campaign tracker first: its generals in the battle’s theater are then brought in with one tap).',
    });
  if (s.battle.card === 'peninsula')
    lines.push({
      text: `Peninsula Campaign fought as Amphibious: before combat the Union returns ${PENINSULA_AMPHIBIOUS.cardsToDeckTop} non-General cards to the top of his Play Deck and engages ${PENINSULA_AMPHIBIOUS.generalsEngaged} generals (${PENINSULA_AMPHIBIOUS.place}). Overland: no cost, and the Confederate may block.`,
    });
  lines.push({
    text: 'When the battle card, the initiative and the generals are set, press “Start the battle”: the player without the initiative plays his “before combat” cards first.',
  });
  return lines;
}
