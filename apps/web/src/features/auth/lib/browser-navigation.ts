/** Leaves the app for the identity provider (its own module so tests can watch it). */
export function goToProvider(url: string): void {
  window.location.assign(url);
}
