import "./globals.css";

/** Paths outside every site (no locale could be resolved): a plain document, no frame, no API calls. */
export default function GlobalNotFound() {
  return (
    <html lang="en-GB">
      <body className="grid min-h-screen place-items-center bg-ivory font-sans text-ink">
        <main className="px-6 text-center">
          <p className="font-serif text-6xl font-light text-stone">404</p>
          <h1 className="mt-4 text-lg">This page could not be found</h1>
          <a href="/" className="mt-8 inline-block border border-ink px-8 py-3 text-[11px] uppercase tracking-[0.18em]">
            Back to Home page
          </a>
        </main>
      </body>
    </html>
  );
}
