import { css } from 'lit';

/**
 * The home page's own layout: the recent tools in a box of fixed height (room for
 * `RECENT_TOOLS_MAX` one-line links, filled after load without moving anything below) and the
 * compact cards of each game's fire or battle tool.
 */
export const homeStyles = css`
  h2.small {
    font-size: 1rem;
    margin: 1rem 0 0.375rem;
    color: var(--hs-muted);
  }
  .recent {
    --line: 2.75rem;
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
  @media (min-width: 40rem) {
    .recent {
      grid-template-columns: repeat(3, minmax(0, 1fr));
      grid-template-rows: var(--line);
      height: var(--line);
    }
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
  .line {
    display: block;
    box-sizing: border-box;
    height: var(--line);
    padding: 0 0.75rem;
    line-height: calc(var(--line) - 4px);
    border: 2px solid var(--hs-border);
    border-radius: var(--hs-radius);
    background: var(--hs-surface);
    color: var(--hs-muted);
    text-decoration: none;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .line:hover {
    border-color: var(--hs-accent);
  }
  .line strong {
    color: var(--hs-accent);
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
`;
