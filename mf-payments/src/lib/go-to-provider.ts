/** Leaves the site for the payment provider's page (its own module so tests can stand in for it). */
export function goToProvider(url: string): void {
  window.location.assign(url);
}
