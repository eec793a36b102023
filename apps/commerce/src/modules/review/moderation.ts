import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../core/database.ts";
import { reviews } from "./tables.ts";

export interface ApprovalResult {
  /** Reviews that were pending or rejected and are public now. */
  approved: number[];
  /** Asked-for reviews that were public already. */
  alreadyApproved: number[];
  /** Asked-for ids no review has. */
  missing: number[];
}

/** Makes reviews public: the ones asked for, or every pending one. Rejected reviews are approved only by id. */
export async function approveReviews(db: Db, target: { ids: number[] } | "all-pending"): Promise<ApprovalResult> {
  if (target === "all-pending") {
    const approved = await db.update(reviews).set({ status: "APPROVED" }).where(eq(reviews.status, "PENDING")).returning({ id: reviews.id });
    return { approved: approved.map((r) => r.id).sort((a, b) => a - b), alreadyApproved: [], missing: [] };
  }
  const found = target.ids.length ? await db.select({ id: reviews.id, status: reviews.status }).from(reviews).where(inArray(reviews.id, target.ids)) : [];
  const toApprove = found.filter((r) => r.status !== "APPROVED").map((r) => r.id);
  if (toApprove.length) await db.update(reviews).set({ status: "APPROVED" }).where(inArray(reviews.id, toApprove));
  return {
    approved: toApprove.sort((a, b) => a - b),
    alreadyApproved: found.filter((r) => r.status === "APPROVED").map((r) => r.id).sort((a, b) => a - b),
    missing: target.ids.filter((id) => !found.some((r) => r.id === id)),
  };
}
