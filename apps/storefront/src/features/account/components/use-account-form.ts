"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { useNotify } from "@/features/notifications/Notifications";
import type { FormResult } from "../actions";

/**
 * Runs a form's server action: success and failure as notices, the server's field errors on their fields, and the
 * page's data read again after a change.
 */
export function useAccountSubmit<T extends FieldValues>(setError: UseFormSetError<T>) {
  const notify = useNotify();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const run = (call: () => Promise<FormResult>, after?: () => void) =>
    startTransition(async () => {
      const result = await call();
      if (result.ok) {
        notify({ type: "success", message: result.message });
        after?.();
        router.refresh();
        return;
      }
      for (const [field, message] of Object.entries(result.fields ?? {})) setError(field as Path<T>, { type: "server", message });
      notify({ type: "danger", message: result.message });
    });
  return { pending, run };
}
