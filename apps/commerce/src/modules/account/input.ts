import { GraphQlInputError } from "../../core/errors.ts";
import type { CustomerRow } from "../customer/authenticate.ts";

/** The personal fields that registration and updateCustomerV2 share (Magento's input names). */
export interface ProfileInput {
  prefix?: string | null;
  firstname?: string | null;
  middlename?: string | null;
  lastname?: string | null;
  suffix?: string | null;
  dob?: string | null;
  date_of_birth?: string | null;
  taxvat?: string | null;
  gender?: number | null;
  allow_remote_shopping_assistance?: boolean | null;
}

export type ProfileChanges = Partial<
  Pick<CustomerRow, "prefix" | "firstname" | "middlename" | "lastname" | "suffix" | "dateOfBirth" | "taxvat" | "gender">
>;

// Magento's name validator: letters, marks, digits, spaces and , - _ . ' only (no line breaks), so that names can go
// into e-mails and documents without surprises.
const NAME = /^[\p{L}\p{M},\-_.' \d]+$/u;
const MAX_NAME_LENGTH = 255;
/** Magento's column sizes. */
const MAX_PREFIX_SUFFIX_LENGTH = 40;
const MAX_TAXVAT_LENGTH = 255;
/** customer/address/gender: male, female, not specified. */
const GENDERS = [1, 2, 3];

/** A trimmed value, null when empty; undefined when the input leaves the field alone. */
function text(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return undefined;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

function name(value: string | null, label: string): string | null {
  if (value === null) return null;
  if ([...value].length > MAX_NAME_LENGTH || !NAME.test(value)) throw new GraphQlInputError(`${label} is not valid!`);
  return value;
}

function limited(value: string | null | undefined, label: string, max: number): string | null | undefined {
  if (value && [...value].length > max) throw new GraphQlInputError(`${label} must be at most ${max} characters long.`);
  return value;
}

function dateOfBirth(value: string | null, today: Date): string | null {
  if (value === null) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(`${value}T00:00:00Z`) : null;
  const real = date !== null && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  if (!real || date.getUTCFullYear() < 1900 || date > today) {
    throw new GraphQlInputError("The Date of Birth must be a past date in the format YYYY-MM-DD.");
  }
  return value;
}

/** Magento's list of empty required fields, by label. */
export function requireFields(fields: [label: string, value: unknown][]): void {
  const missing = fields.filter(([, value]) => value === undefined || value === null || value === "").map(([label]) => label);
  if (missing.length) throw new GraphQlInputError(`Required parameters are missing: ${missing.join(", ")}`);
}

/**
 * The row changes an input asks for, checked with Magento's rules and messages. Fields the input leaves out stay
 * as they are; names may not be emptied (registration checks first that it has them).
 */
export function profileChanges(input: ProfileInput, now: Date): ProfileChanges {
  // Magento's Login as Customer module: this shop's staff never sign in as a shopper, so there is nothing to allow.
  if (input.allow_remote_shopping_assistance === true) {
    throw new GraphQlInputError("Remote shopping assistance is not offered by this store.");
  }
  const firstname = text(input.firstname);
  const lastname = text(input.lastname);
  requireFields([["First Name", firstname === null ? null : "kept"], ["Last Name", lastname === null ? null : "kept"]]);
  const changes: ProfileChanges = {};
  if (firstname !== undefined) changes.firstname = name(firstname, "First Name")!;
  if (lastname !== undefined) changes.lastname = name(lastname, "Last Name")!;
  const middlename = text(input.middlename);
  if (middlename !== undefined) changes.middlename = name(middlename, "Middle Name");
  const prefix = limited(text(input.prefix), "Name Prefix", MAX_PREFIX_SUFFIX_LENGTH);
  if (prefix !== undefined) changes.prefix = prefix;
  const suffix = limited(text(input.suffix), "Name Suffix", MAX_PREFIX_SUFFIX_LENGTH);
  if (suffix !== undefined) changes.suffix = suffix;
  const taxvat = limited(text(input.taxvat), "Tax/VAT Number", MAX_TAXVAT_LENGTH);
  if (taxvat !== undefined) changes.taxvat = taxvat;
  const dob = text(input.date_of_birth ?? input.dob);
  if (dob !== undefined) changes.dateOfBirth = dateOfBirth(dob, now);
  if (input.gender !== undefined && input.gender !== null) {
    if (input.gender !== 0 && !GENDERS.includes(input.gender)) {
      throw new GraphQlInputError(`"${input.gender}" is not a valid gender value.`);
    }
    changes.gender = input.gender === 0 ? null : input.gender;
  }
  return changes;
}
