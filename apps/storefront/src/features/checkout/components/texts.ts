/** The texts the checkout's client components receive from their server pages (no message catalogue in the browser). */
import type { FormTexts } from "@/features/account/components/fields";

export type Texts = Record<string, string>;

export interface AddressFieldTexts {
  firstname: string;
  lastname: string;
  company: string;
  telephone: string;
  street: string;
  apartment: string;
  neighborhood: string;
  extra: string;
  city: string;
  postcode: string;
  country: string;
  chooseCountry: string;
  region: string;
  chooseRegion: string;
}

export interface PickerTexts {
  saved: string;
  new: string;
  change: string;
  saveInBook: string;
}

export interface AddressTexts {
  fields: AddressFieldTexts;
  picker: PickerTexts;
  form: FormTexts;
}
