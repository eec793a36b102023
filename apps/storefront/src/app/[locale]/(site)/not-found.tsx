import { NotFoundView } from "@/features/layout/NotFoundView";

// Inside the site views' frame of (site)/layout.tsx. A not-found page that brought its own frame would be rendered into
// every page's payload (Next sends each boundary's not-found element along), doubling the header and footer.
export default function NotFound() {
  return <NotFoundView />;
}
