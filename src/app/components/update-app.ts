/**
 * "Update the app", asked for when the account holds data from a newer version: looks for the new
 * service worker (the update prompt then shows as for any new version), else reloads, which
 * fetches the newest app when the network has it.
 */
export async function updateApp(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (registration) {
      await registration.update();
      if (registration.waiting || registration.installing) return; // the update prompt takes over
    }
  } catch {
    // No service worker (development, blocked): a reload is the update.
  }
  window.location.reload();
}
