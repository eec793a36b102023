"use client";

import { type ComponentProps, lazy, Suspense } from "react";

// Both are rendered only when their IDs or URLs are configured; their code loads only then.
const TagManager = lazy(() => import("./ThirdPartyScripts").then((m) => ({ default: m.TagManager })));
const ChatWidget = lazy(() => import("./ThirdPartyScripts").then((m) => ({ default: m.ChatWidget })));

export function LazyTagManager(props: ComponentProps<typeof TagManager>) {
  return (
    <Suspense fallback={null}>
      <TagManager {...props} />
    </Suspense>
  );
}

export function LazyChatWidget(props: ComponentProps<typeof ChatWidget>) {
  return (
    <Suspense fallback={null}>
      <ChatWidget {...props} />
    </Suspense>
  );
}
