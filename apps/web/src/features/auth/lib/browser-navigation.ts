/**
 * Leaving the app for the identity provider. An object of its own so a test can watch the call
 * with `vi.spyOn` (jsdom cannot navigate away).
 */
export const browserNavigation = {
  goToProvider(url: string): void {
    window.location.assign(url);
  },
};
