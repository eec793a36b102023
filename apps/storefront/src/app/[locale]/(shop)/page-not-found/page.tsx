import { notFound } from "next/navigation";

// The proxy rewrites URLs that name no page here, so the shop's not-found view goes out with status 404. The
// catch-all cannot set it itself: it resolves its URL inside a streamed boundary, after the status line.
export default function PageNotFound(): never {
  notFound();
}
