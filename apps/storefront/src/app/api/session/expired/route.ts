import type { NextRequest } from "next/server";
import { expiredSessionResponse } from "@/lib/session/routes";

// Spec §4 "Forced sign-out" for a page that met a refused token while rendering (src/lib/session/session.ts).
export function GET(request: NextRequest) {
  return expiredSessionResponse(request);
}
