import { css } from 'lit';

/** Layout shared by the home, game and tool pages: headings and the card grid of tools. */
export const pageStyles = css`
  :host {
    display: block;
  }
  h1 {
    font-size: clamp(1.6rem, 4vw, 2.2rem);
    line-height: 1.2;
    margin: 0.5rem 0 0.25rem;
  }
  h2 {
    font-size: 1.3rem;
    margin: 1.5rem 0 0.5rem;
  }
  .lede {
    color: var(--hs-muted);
    margin: 0 0 1rem;
    max-width: 50rem;
  }
  .cards {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
    gap: 0.75rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .card {
    display: block;
    box-sizing: border-box;
    height: 100%;
    padding: 0.75rem 1rem;
    min-height: var(--hs-target);
    border: 2px solid var(--hs-border);
    border-radius: var(--hs-radius);
    background: var(--hs-surface);
    color: var(--hs-text);
    text-decoration: none;
  }
  li {
    break-inside: avoid;
  }
  a.card:hover {
    border-color: var(--hs-accent);
  }
  .card strong {
    display: block;
    color: var(--hs-accent);
    font-size: 1.1rem;
  }
  .card span:not(.badge) {
    display: block;
    color: var(--hs-muted);
    font-size: 0.95rem;
  }
  .badge {
    display: inline-block;
    margin-top: 0.35rem;
    padding: 0 0.4rem;
    border: 1px solid var(--hs-border);
    border-radius: 4px;
    font-size: 0.8rem;
    color: var(--hs-muted);
  }
`;
