import { css } from 'lit';

/**
 * The home page's own layout: the used games in a box of fixed height (room for
 * `RECENT_TOOLS_MAX` one-line games, filled after load without moving anything below), the jump
 * to every game, the compact cards of each game's fire or battle tool, and on a phone a catalogue
 * of tool names only.
 */
export const homeStyles = css`
  h2.small {
    font-size: 1rem;
    margin: 1rem 0 0.375rem;
    color: var(--hs-muted);
  }
  .recent {
    --line: 3rem;
    --gap: 0.375rem;
    box-sizing: border-box;
    display: grid;
    grid-template-rows: repeat(3, var(--line));
    gap: var(--gap);
    height: calc(3 * var(--line) + 2 * var(--gap));
    margin: 0;
    padding: 0;
    list-style: none;
    overflow: hidden;
  }
  .recent.empty {
    display: flex;
    align-items: center;
    padding: 0 0.75rem;
    border: 2px dashed var(--hs-border);
    border-radius: var(--hs-radius);
    color: var(--hs-muted);
    font-size: 0.95rem;
  }
  /* A used game: its name, then its tools in one line that scrolls sideways within itself. */
  .used {
    display: flex;
    align-items: center;
    gap: 0.375rem;
    min-width: 0;
    overflow-x: auto;
    overflow-y: hidden;
    scrollbar-width: thin;
    white-space: nowrap;
  }
  .used .name {
    font-weight: 700;
    padding-inline-end: 0.25rem;
  }
  .chip .of {
    display: none;
  }
  .chip {
    display: inline-flex;
    align-items: center;
    box-sizing: border-box;
    flex: none;
    min-height: var(--hs-target);
    padding: 0 0.75rem;
    border: 2px solid var(--hs-border);
    border-radius: var(--hs-radius);
    background: var(--hs-surface);
    text-decoration: none;
    white-space: nowrap;
  }
  .chip:hover,
  .chip.last {
    border-color: var(--hs-accent);
  }
  /* Every game in two columns on a phone, one line from a tablet on. */
  .jumps {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
    gap: 0.375rem;
    margin-top: 0.5rem;
  }
  .jumps .chip {
    padding: 0.125rem 0.5rem;
    font-size: 0.9rem;
    line-height: 1.2;
    white-space: normal;
  }
  .mains {
    grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
    gap: 0.5rem;
    margin-bottom: 1rem;
  }
  .mains .card {
    padding: 0.4rem 0.75rem;
  }
  .mains .card strong {
    font-size: 1rem;
  }
  .mains .card span:not(.badge) {
    font-size: 0.85rem;
  }
  /* On a phone the catalogue names each game's tools, two to a row: what each does is on the
     game's page and the tool's own, one tap away. */
  @media (max-width: 40rem) {
    /* A phone lists the tools used last, a line each (at most RECENT_TOOLS_MAX, the box's
       lines), with their game: nothing to swipe. Every game's other tools are one jump below. */
    .used {
      display: contents;
    }
    .used .name,
    .used .chip:not(.last) {
      display: none;
    }
    .recent .chip.last {
      gap: 0.5rem;
      min-width: 0;
      overflow: hidden;
    }
    .recent .chip .of {
      display: block;
      overflow: hidden;
      color: var(--hs-muted);
      font-size: 0.85rem;
      text-overflow: ellipsis;
    }
    .game .cards {
      grid-template-columns: repeat(2, minmax(0, 1fr));
      gap: 0.5rem;
    }
    .game .card {
      padding: 0.4rem 0.75rem;
    }
    .game .card strong {
      font-size: 1rem;
    }
    .game .card span:not(.badge) {
      display: none;
    }
  }
`;
