import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { refreshUnsaved, registerUnsaved, type UnsavedWork } from '../app/unsaved-work.js';

/**
 * Registers a view's unsaved work with the app shell while the view is on the page, so leaving
 * the page or updating the app saves it first or asks the player (see `unsaved-work.ts`). After
 * each render of the host it looks again, so closing the tab asks exactly while work is dirty.
 */
export class UnsavedController implements ReactiveController {
  private off: (() => void) | undefined;

  constructor(
    host: ReactiveControllerHost,
    private readonly work: UnsavedWork,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.off = registerUnsaved(this.work);
  }

  hostUpdated(): void {
    refreshUnsaved();
  }

  hostDisconnected(): void {
    this.off?.();
    this.off = undefined;
  }
}
