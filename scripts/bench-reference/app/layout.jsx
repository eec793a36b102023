// The benchmark's reference: the smallest App Router page Next.js builds, measured beside the shop's pages.
export const metadata = { title: "Reference" };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
