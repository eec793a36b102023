import { serviceWorkerResponse } from "@/features/offline/worker-response";

export async function GET(request: Request): Promise<Response> {
  return serviceWorkerResponse(request.headers.get("x-forwarded-host") ?? request.headers.get("host"));
}
