import { render, type TemplateResult } from 'lit';

/** `template` drawn into a detached element at once: for templates, with no frame to wait for. */
export function draw(template: TemplateResult): HTMLElement {
  const el = document.createElement('div');
  render(template, el);
  return el;
}
