"use client";

import { useRef } from "react";
import { useForm } from "react-hook-form";
import { deleteAddress, setDefaultAddress } from "../actions";
import { useAccountSubmit } from "./use-account-form";

export interface AddressActionTexts {
  edit: string;
  editLabel: string;
  delete: string;
  deleteLabel: string;
  confirmDelete: string;
  cancel: string;
  makeDefaultBilling: string;
  makeDefaultShipping: string;
}

/**
 * An address card's actions: edit, set as default billing or shipping (updateCustomerAddress), and delete after a
 * confirmation for an address that is no default one.
 */
export function AddressActions({
  id,
  editHref,
  isDefaultBilling,
  isDefaultShipping,
  texts,
}: {
  id: number;
  editHref: string;
  isDefaultBilling: boolean;
  isDefaultShipping: boolean;
  texts: AddressActionTexts;
}) {
  const { setError } = useForm();
  const { pending, run } = useAccountSubmit(setError);
  const dialog = useRef<HTMLDialogElement>(null);
  const button = "text-xs uppercase tracking-label underline underline-offset-4 disabled:opacity-50";
  return (
    <div className="mt-4 flex flex-wrap gap-x-4 gap-y-2">
      <a href={editHref} className={button} aria-label={texts.editLabel} data-testid="address-edit">
        {texts.edit}
      </a>
      {!isDefaultBilling ? (
        <button type="button" className={button} disabled={pending} onClick={() => run(() => setDefaultAddress(id, "billing"))} data-testid="address-make-billing">
          {texts.makeDefaultBilling}
        </button>
      ) : null}
      {!isDefaultShipping ? (
        <button type="button" className={button} disabled={pending} onClick={() => run(() => setDefaultAddress(id, "shipping"))} data-testid="address-make-shipping">
          {texts.makeDefaultShipping}
        </button>
      ) : null}
      {/* Magento refuses to delete a default address: it is not offered. */}
      {!isDefaultBilling && !isDefaultShipping ? (
        <>
          <button type="button" className={`${button} text-sale`} disabled={pending} onClick={() => dialog.current?.showModal()} aria-label={texts.deleteLabel} data-testid="address-delete">
            {texts.delete}
          </button>
          <dialog ref={dialog} className="m-auto max-w-sm bg-ivory p-6 backdrop:bg-ink/40" data-testid="address-delete-dialog">
            <p className="mb-6 text-sm">{texts.confirmDelete}</p>
            <div className="flex justify-end gap-3">
              <button type="button" className="border border-ink px-4 py-2 text-xs uppercase tracking-label" onClick={() => dialog.current?.close()}>
                {texts.cancel}
              </button>
              <button
                type="button"
                className="bg-sale px-4 py-2 text-xs uppercase tracking-label text-ivory"
                disabled={pending}
                data-testid="address-delete-confirm"
                onClick={() => {
                  dialog.current?.close();
                  run(() => deleteAddress(id));
                }}
              >
                {texts.delete}
              </button>
            </div>
          </dialog>
        </>
      ) : null}
    </div>
  );
}
