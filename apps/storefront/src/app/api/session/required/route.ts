import type { NextRequest } from "next/server";
import { sessionRequiredResponse } from "@/lib/session/routes";

// Spec §2.5: a protected page opened without a customer token (src/lib/session/session.ts).
export function GET(request: NextRequest) {
  return sessionRequiredResponse(request);
}
