import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Services, UnsavedWork } from '../services.js';

/** An element that is given the page's services (through `servicesContext`). */
export interface ServicesHost extends ReactiveControllerHost {
  readonly services: Services | undefined;
}

/**
 * Registers a view's unsaved work with the app shell while the view is on the page, so leaving
 * the page or updating the app saves it first or asks the player (see `unsaved-work.ts`). After
 * each render of the host it looks again, so closing the tab asks exactly while work is dirty.
 */
export class UnsavedController implements ReactiveController {
  private off: (() => void) | undefined;
  constructor(
    private readonly host: ServicesHost,
    private readonly work: UnsavedWork,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.off = this.host.services?.unsaved.register(this.work);
  }

  hostUpdated(): void {
    this.host.services?.unsaved.refresh();
  }

  hostDisconnected(): void {
    this.off?.();
    this.off = undefined;
  }
}
