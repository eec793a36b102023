import type { ReactNode } from "react";

// Each site's document shell lives in [locale]/layout.tsx; this root only exists so not-found.tsx below can catch
// paths outside every site.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
