/** What a page shows while its data loads in the browser (never on a server-rendered page). */
export function LoadingScreen() {
  return (
    <main className="container loading-screen" role="status" aria-live="polite">
      <p>Loading...</p>
    </main>
  );
}
